import { assertEvent, assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { STAFF_PASSWORD_MIN, type StaffMe } from '../../contract/backoffice';
import { notProvided, notProvidedPromise } from '../shared';
import { ownProblem, problemOf, type Problem } from './problem';

/**
 * `first`: at a sign-in with a password an admin issued, the person chooses their own (the server answers
 * nothing else until they do). `change`: a signed-in person's new password, confirmed by their current one and
 * their authenticator's code.
 */
export type OwnPasswordMode = 'first' | 'change';
export type OwnPasswordField = 'current' | 'password' | 'confirmation' | 'code';

export type OwnPasswordRequest =
  { mode: 'first'; password: string } | { mode: 'change'; current_password: string; password: string; code: string };

export type OwnPasswordContext = {
  mode: OwnPasswordMode;
  values: Record<OwnPasswordField, string>;
  problem: Problem | null;
  /** The field the problem is about, for the screen to mark (and focus). */
  field: OwnPasswordField | null;
  /** The person after the change (their password their own). */
  saved: StaffMe | null;
};

export type OwnPasswordEvent =
  | { type: 'ownPassword.change'; field: OwnPasswordField; value: string }
  | { type: 'ownPassword.submit' }
  | { type: 'ownPassword.again' };

const SIX_DIGITS = /^\d{6}$/;
const digitsOf = (code: string) => code.replace(/\s/g, '');
const EMPTY: Record<OwnPasswordField, string> = { current: '', password: '', confirmation: '', code: '' };

/** What is wrong with the form before anything is sent (the server checks the same, and more), or null. */
export function ownPasswordProblem(
  mode: OwnPasswordMode,
  values: Record<OwnPasswordField, string>,
): { field: OwnPasswordField; problem: Problem } | null {
  if (mode === 'change' && values.current === '')
    return { field: 'current', problem: ownProblem('staff.fill_in_current') };
  if (values.password.length < STAFF_PASSWORD_MIN) {
    return { field: 'password', problem: ownProblem('staff.password_weak', { min: String(STAFF_PASSWORD_MIN) }) };
  }
  if (values.confirmation !== values.password) {
    return { field: 'confirmation', problem: ownProblem('staff.passwords_differ') };
  }
  if (mode === 'change' && values.password === values.current) {
    return { field: 'password', problem: ownProblem('staff.password_unchanged') };
  }
  if (mode === 'change' && !SIX_DIGITS.test(digitsOf(values.code))) {
    return { field: 'code', problem: ownProblem('staff.code_wrong') };
  }
  return null;
}

/** The field a refusal of the server is about. */
const FIELD_OF: Record<string, OwnPasswordField> = {
  'staff.password_wrong': 'current',
  'staff.code_wrong': 'code',
  'staff.password_same': 'password',
  'staff.password_weak': 'password',
  'staff.password_unchanged': 'password',
};

/**
 * A staff member's own password, chosen (at the first sign-in with an issued one) or changed: the form checked
 * before sending (12 characters or more, typed twice; for a change the current one and the authenticator's 6
 * digits), then the server's answer — the person with their password their own (`saved`, and `passwordSet` for
 * the session), or its refusal by code on its field. A refused code or current password is cleared for the next try.
 */
export const ownPasswordMachine = setup({
  types: {
    input: {} as { mode: OwnPasswordMode },
    context: {} as OwnPasswordContext,
    events: {} as OwnPasswordEvent,
  },
  actors: {
    save: notProvidedPromise<StaffMe, OwnPasswordRequest>('save'),
  },
  actions: {
    /** The session learns the person's password is their own (the back office opens past the first sign-in). */
    passwordSet: notProvided<{ staff: StaffMe }>('passwordSet'),
    change: assign(({ context, event }) => {
      assertEvent(event, 'ownPassword.change');
      const cleared = context.field === event.field ? { problem: null, field: null } : {};
      return { values: { ...context.values, [event.field]: event.value }, ...cleared };
    }),
    showOwnProblem: assign(({ context }) => {
      const found = ownPasswordProblem(context.mode, context.values);
      return found ? { problem: found.problem, field: found.field } : {};
    }),
    showRefusal: assign(({ context }, params: { error: unknown }) => {
      const problem = problemOf(params.error);
      const field = FIELD_OF[problem.code] ?? null;
      return {
        problem,
        field,
        values: { ...context.values, code: '', ...(field === 'current' ? { current: '' } : {}) },
      };
    }),
  },
  guards: {
    valid: ({ context }) => ownPasswordProblem(context.mode, context.values) === null,
  },
}).createMachine({
  id: 'ownPassword',
  context: ({ input }) => ({ mode: input.mode, values: EMPTY, problem: null, field: null, saved: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'ownPassword.change': { actions: 'change' },
        'ownPassword.submit': [
          { guard: 'valid', target: 'saving', actions: assign({ problem: null, field: null }) },
          { actions: 'showOwnProblem' },
        ],
      },
    },
    saving: {
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }): OwnPasswordRequest =>
          context.mode === 'first'
            ? { mode: 'first', password: context.values.password }
            : {
                mode: 'change',
                current_password: context.values.current,
                password: context.values.password,
                code: digitsOf(context.values.code),
              },
        onDone: {
          target: 'saved',
          actions: [
            assign({ saved: ({ event }) => event.output, values: EMPTY }),
            { type: 'passwordSet', params: ({ event }) => ({ staff: event.output }) },
          ],
        },
        onError: {
          target: 'editing',
          actions: { type: 'showRefusal', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** Saved: a change says so (and may be made again); a first password opens the back office. */
    saved: {
      on: { 'ownPassword.again': { target: 'editing', actions: assign({ saved: null }) } },
    },
  },
});

export type OwnPasswordActorRef = ActorRefFrom<typeof ownPasswordMachine>;
export type OwnPasswordSnapshot = SnapshotFrom<typeof ownPasswordMachine>;
