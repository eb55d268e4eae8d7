import { assertEvent, assign, setup, type ActorRefFrom } from 'xstate';
import type { MemberPixKeyList, PixKeyType } from '../contract/money';
import { pixKeyProblems } from './pixKey';
import { failureCode, failureMessage, fieldRefusals, notProvidedPromise, type Text } from './shared';

/** One change to the keys, sent alone; the server answers the whole list after it. */
export type KeyChange =
  | { op: 'add'; payment_type: PixKeyType; account: string; name: string }
  | { op: 'remove'; id: number }
  | { op: 'default'; id: number };

export type PixKeysContext = {
  keys: MemberPixKeyList;
  form: { payment_type: PixKeyType; account: string; name: string };
  errors: { account?: Text; name?: Text };
  error: Text | null;
  pending: KeyChange | null;
};

export type PixKeysEvent =
  | { type: 'keys.change'; field: 'payment_type' | 'account' | 'name'; value: string }
  | { type: 'keys.add' }
  | { type: 'keys.remove'; id: number }
  | { type: 'keys.default'; id: number }
  | { type: 'keys.retry' };

const TYPES: readonly string[] = ['CPF', 'CNPJ', 'PHONE', 'EMAIL', 'EVP'];

export const validateKey = (form: PixKeysContext['form']): PixKeysContext['errors'] =>
  pixKeyProblems(form.payment_type, form.account, form.name);

/**
 * The member's PIX keys for withdrawals: the list, a key added (checked like a withdrawal's), one
 * removed or made the default — one change at a time, behind the security center's gate.
 */
export const pixKeysMachine = setup({
  types: {
    context: {} as PixKeysContext,
    events: {} as PixKeysEvent,
  },
  actors: {
    load: notProvidedPromise<MemberPixKeyList, void>('load'),
    change: notProvidedPromise<MemberPixKeyList, KeyChange>('change'),
  },
  actions: {
    edit: assign(({ context, event }) => {
      assertEvent(event, 'keys.change');
      if (event.field === 'payment_type' && !TYPES.includes(event.value)) return {};
      return { form: { ...context.form, [event.field]: event.value }, errors: {}, error: null };
    }),
  },
  guards: {
    formValid: ({ context }) => Object.keys(validateKey(context.form)).length === 0,
    gateClosed: (_, params: { error: unknown }) => failureCode(params.error) === 'security.verify_first',
  },
}).createMachine({
  id: 'pixKeys',
  context: { keys: [], form: { payment_type: 'CPF', account: '', name: '' }, errors: {}, error: null, pending: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        onDone: { target: 'ready', actions: assign({ keys: ({ event }) => event.output }) },
        onError: { target: 'failed' },
      },
    },
    failed: { on: { 'keys.retry': { target: 'loading' } } },
    ready: {
      on: {
        'keys.change': { actions: 'edit' },
        'keys.add': [
          {
            guard: 'formValid',
            target: 'saving',
            actions: assign({ pending: ({ context }) => ({ op: 'add' as const, ...context.form }), error: null }),
          },
          { actions: assign({ errors: ({ context }) => validateKey(context.form) }) },
        ],
        'keys.remove': {
          target: 'saving',
          actions: assign({ pending: ({ event }) => ({ op: 'remove' as const, id: event.id }), error: null }),
        },
        'keys.default': {
          target: 'saving',
          actions: assign({ pending: ({ event }) => ({ op: 'default' as const, id: event.id }), error: null }),
        },
      },
    },
    saving: {
      invoke: {
        id: 'change',
        src: 'change',
        input: ({ context }) => context.pending!,
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            keys: event.output,
            pending: null,
            form: context.pending?.op === 'add' ? { ...context.form, account: '', name: '' } : context.form,
          })),
        },
        onError: [
          { guard: { type: 'gateClosed', params: ({ event }) => ({ error: event.error }) }, target: 'needsVerify' },
          {
            target: 'ready',
            actions: assign(({ event }) => {
              const field = fieldRefusals(event.error).account;
              return { pending: null, error: failureMessage(event.error), errors: field ? { account: field } : {} };
            }),
          },
        ],
      },
    },
    /** The password confirmation has lapsed: the screen sends the person to confirm it again. */
    needsVerify: {},
  },
});

export type PixKeysActorRef = ActorRefFrom<typeof pixKeysMachine>;
