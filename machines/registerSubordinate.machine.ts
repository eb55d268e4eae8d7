import { msg } from '@lingui/core/macro';
import { assertEvent, assign, setup, type ActorRefFrom } from 'xstate';
import { isCodeText, isPhoneText } from '../contract/fields';
import { failureMessage, fieldRefusals, notProvidedPromise, type Text } from './shared';

export const SUBORDINATE_MESSAGES = {
  enterPhone: msg`Enter the invitee’s registered phone`,
  enterCode: msg`Enter your invitation code`,
  enterUid: msg`Enter the invitee’s UID`,
  phoneCharacters: msg`A phone number can only have digits, spaces and + ( ) -`,
  codeCharacters: msg`An invitation code has only letters and digits`,
  requested: msg`Request sent: the member joins your team once they accept it in their agency center`,
} as const;

type Field = 'phone' | 'invite_code' | 'uid';
export type SubordinateValues = Record<Field, string>;
export type SubordinateContext = {
  values: SubordinateValues;
  errors: Partial<Record<Field, Text>>;
  formError: Text | null;
};

export function validateSubordinate(values: SubordinateValues): SubordinateContext['errors'] {
  const errors: SubordinateContext['errors'] = {};
  if (values.phone.trim() === '') errors.phone = SUBORDINATE_MESSAGES.enterPhone;
  else if (!isPhoneText(values.phone)) errors.phone = SUBORDINATE_MESSAGES.phoneCharacters;
  if (values.invite_code.trim() === '') errors.invite_code = SUBORDINATE_MESSAGES.enterCode;
  else if (!isCodeText(values.invite_code)) errors.invite_code = SUBORDINATE_MESSAGES.codeCharacters;
  if (!/^\d{1,10}$/.test(values.uid.trim())) errors.uid = SUBORDINATE_MESSAGES.enterUid;
  return errors;
}

/**
 * An agent asks an existing member to become a subordinate: the member's registered phone, the agent's
 * invitation code (filled in) and the member's UID; each missing field says so, the server's refusal
 * ('Registration Failed') shows in an alert. A request that goes through waits for the member to accept
 * it (the subordinateRequests flow on their side).
 */
export const registerSubordinateMachine = setup({
  types: {
    input: {} as { inviteCode: string },
    context: {} as SubordinateContext,
    events: {} as
      | { type: 'subordinate.change'; field: Field; value: string }
      | { type: 'subordinate.submit' }
      | { type: 'subordinate.again' },
  },
  actors: {
    register: notProvidedPromise<unknown, { phone: string; invite_code: string; uid: string }>('register'),
  },
  actions: {
    change: assign(({ context, event }) => {
      assertEvent(event, 'subordinate.change');
      const { [event.field]: _cleared, ...errors } = context.errors;
      return { values: { ...context.values, [event.field]: event.value }, errors, formError: null };
    }),
  },
  guards: {
    valid: ({ context }) => Object.keys(validateSubordinate(context.values)).length === 0,
  },
}).createMachine({
  id: 'registerSubordinate',
  context: ({ input }) => ({
    values: { phone: '', invite_code: input.inviteCode, uid: '' },
    errors: {},
    formError: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'subordinate.change': { actions: 'change' },
        'subordinate.submit': [
          { guard: 'valid', target: 'submitting' },
          { actions: assign(({ context }) => ({ errors: validateSubordinate(context.values) })) },
        ],
      },
    },
    submitting: {
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context }) => ({
          phone: context.values.phone.trim(),
          invite_code: context.values.invite_code.trim(),
          uid: context.values.uid.trim(),
        }),
        onDone: { target: 'requested' },
        onError: {
          target: 'editing',
          actions: assign(({ event }) => {
            const server = fieldRefusals(event.error);
            const errors: SubordinateContext['errors'] = {};
            for (const field of ['phone', 'invite_code', 'uid'] as const)
              if (server[field]) errors[field] = server[field];
            return { errors, formError: failureMessage(event.error) };
          }),
        },
      },
    },
    requested: {
      on: {
        'subordinate.again': {
          target: 'editing',
          actions: assign(({ context }) => ({
            values: { ...context.values, phone: '', uid: '' },
            errors: {},
            formError: null,
          })),
        },
      },
    },
  },
});

export type RegisterSubordinateActorRef = ActorRefFrom<typeof registerSubordinateMachine>;
