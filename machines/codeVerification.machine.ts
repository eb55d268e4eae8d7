import { msg } from '@lingui/core/macro';
import { assign, setup, type ActorRefFrom } from 'xstate';
import { isBrazilianMobile, isPhoneText, normalizePhone } from '../contract/fields';
import { isValidEmail } from '../contract/money';
import { failureCode, failureMessage, notProvidedPromise, type Text } from './shared';

export const CODE_VERIFICATION_MESSAGES = {
  invalidEmail: msg`Please enter a valid e-mail`,
  invalidPhone: msg`Please enter a valid mobile phone number`,
  enterCode: msg`Enter the 6-digit code`,
} as const;

/** What the code goes to: an e-mail address, or a phone (by SMS). */
export type CodeTargetKind = 'email' | 'phone';

export type CodeVerificationInput = {
  kind: CodeTargetKind;
  /** The address the flow starts with (the e-mail given at sign-up, the member's phone). */
  address?: string;
  /** The address is given: the flow starts at sending the code to it, not at typing one. */
  prefilled?: boolean;
  /** Another address may be typed instead (not for the member's own phone). Default: true. */
  editable?: boolean;
};

export type CodeVerificationContext = {
  kind: CodeTargetKind;
  address: string;
  prefilled: boolean;
  editable: boolean;
  code: string;
  error: Text | null;
  /** Until when the code sent lasts (ISO). */
  expiresAt: string | null;
  /** Seconds after a send before another may be asked for (the server's limit). */
  resendIn: number;
  /** Where the code can be read on a demo site (the sandbox outbox); null on a real one. */
  outbox: string | null;
  /** The wait after the last send is over. */
  canResend: boolean;
};

export type CodeVerificationEvent =
  | { type: 'code.address'; value: string }
  | { type: 'code.value'; value: string }
  | { type: 'code.send' }
  | { type: 'code.confirm' }
  | { type: 'code.edit' };

/** What a send answers: until when the code lasts and when another may go. */
export type CodeSentOutput = { expires_at: string; resend_in: number; outbox: string | null };

/** The address as sent: an e-mail trimmed and in lower case, a phone as its digits. */
export const normalizedAddress = (kind: CodeTargetKind, address: string) =>
  kind === 'email' ? address.trim().toLowerCase() : normalizePhone(address);

const addressValid = (kind: CodeTargetKind, address: string) =>
  kind === 'email'
    ? isValidEmail(normalizedAddress(kind, address))
    : isPhoneText(address) && isBrazilianMobile(address);

/**
 * A code sent to an address and typed back: binding or verifying an e-mail (the one given at sign-up is
 * prefilled), confirming the member's phone before a deposit, moving the login to a new phone. Type the
 * address (or start with the given one), send the code, type it, confirmed. Another code may be asked for
 * once the server's wait is over; the flows behind the security center's gate end in `needsVerify` when
 * the password confirmation has lapsed.
 */
export const codeVerificationMachine = setup({
  types: {
    input: {} as CodeVerificationInput,
    context: {} as CodeVerificationContext,
    events: {} as CodeVerificationEvent,
    output: {} as { address: string },
  },
  actors: {
    send: notProvidedPromise<CodeSentOutput, { address: string }>('send'),
    confirm: notProvidedPromise<unknown, { address: string; code: string }>('confirm'),
  },
  actions: {
    fail: assign({ error: (_, params: { error: unknown }) => failureMessage(params.error) }),
    sent: assign((_, params: { output: CodeSentOutput }) => ({
      expiresAt: params.output.expires_at,
      resendIn: params.output.resend_in,
      outbox: params.output.outbox,
      canResend: false,
      code: '',
      error: null,
    })),
  },
  guards: {
    prefilled: ({ context }) => context.prefilled,
    editable: ({ context }) => context.editable,
    addressValid: ({ context }) => addressValid(context.kind, context.address),
    codeEntered: ({ context }) => /^\d{6}$/.test(context.code.trim()),
    canResend: ({ context }) => context.canResend,
    gateClosed: (_, params: { error: unknown }) => failureCode(params.error) === 'security.verify_first',
  },
  delays: {
    resendWait: ({ context }) => context.resendIn * 1000,
  },
}).createMachine({
  id: 'codeVerification',
  context: ({ input }) => ({
    kind: input.kind,
    address: input.address ?? '',
    prefilled: Boolean(input.prefilled && input.address),
    editable: input.editable ?? true,
    code: '',
    error: null,
    expiresAt: null,
    resendIn: 0,
    outbox: null,
    canResend: false,
  }),
  output: ({ context }) => ({ address: context.address }),
  initial: 'starting',
  states: {
    /** Transient: a given address goes straight to its send button. */
    starting: {
      always: [{ guard: 'prefilled', target: 'ready' }, { target: 'enteringAddress' }],
    },
    enteringAddress: {
      on: {
        'code.address': { actions: assign({ address: ({ event }) => event.value, error: null }) },
        'code.send': [
          { guard: 'addressValid', target: 'sending' },
          {
            actions: assign({
              error: ({ context }) =>
                context.kind === 'email'
                  ? CODE_VERIFICATION_MESSAGES.invalidEmail
                  : CODE_VERIFICATION_MESSAGES.invalidPhone,
            }),
          },
        ],
      },
    },
    /** The given address, its code not sent yet. */
    ready: {
      on: {
        'code.send': { target: 'sending' },
        'code.edit': { guard: 'editable', target: 'enteringAddress', actions: assign({ prefilled: false }) },
      },
    },
    sending: {
      entry: assign({ address: ({ context }) => normalizedAddress(context.kind, context.address), error: null }),
      invoke: {
        id: 'send',
        src: 'send',
        input: ({ context }) => ({ address: context.address }),
        onDone: { target: 'codeSent', actions: { type: 'sent', params: ({ event }) => ({ output: event.output }) } },
        onError: [
          { guard: { type: 'gateClosed', params: ({ event }) => ({ error: event.error }) }, target: 'needsVerify' },
          {
            guard: 'prefilled',
            target: 'ready',
            actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'enteringAddress', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    /** A code is on its way: type it; once the wait is over, another may be asked for. */
    codeSent: {
      after: { resendWait: { actions: assign({ canResend: true }) } },
      initial: 'entering',
      states: {
        entering: {
          on: {
            'code.value': { actions: assign({ code: ({ event }) => event.value, error: null }) },
            'code.confirm': [
              { guard: 'codeEntered', target: 'confirming' },
              { actions: assign({ error: CODE_VERIFICATION_MESSAGES.enterCode }) },
            ],
            'code.send': { guard: 'canResend', target: '#codeVerification.resending' },
            'code.edit': {
              guard: 'editable',
              target: '#codeVerification.enteringAddress',
              actions: assign({ prefilled: false, code: '', error: null, expiresAt: null }),
            },
          },
        },
        confirming: {
          invoke: {
            id: 'confirm',
            src: 'confirm',
            input: ({ context }) => ({ address: context.address, code: context.code.trim() }),
            onDone: { target: '#codeVerification.done' },
            onError: [
              {
                guard: { type: 'gateClosed', params: ({ event }) => ({ error: event.error }) },
                target: '#codeVerification.needsVerify',
              },
              { target: 'entering', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
            ],
          },
        },
      },
    },
    /** Another code to the same address: a refusal keeps the one sent before (and the wait over). */
    resending: {
      invoke: {
        id: 'resend',
        src: 'send',
        input: ({ context }) => ({ address: context.address }),
        onDone: { target: 'codeSent', actions: { type: 'sent', params: ({ event }) => ({ output: event.output }) } },
        onError: [
          { guard: { type: 'gateClosed', params: ({ event }) => ({ error: event.error }) }, target: 'needsVerify' },
          { target: 'codeSent', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    done: { type: 'final' },
    /** The password confirmation has lapsed: the screen sends the person to confirm it again. */
    needsVerify: {},
  },
});

export type CodeVerificationActorRef = ActorRefFrom<typeof codeVerificationMachine>;
