import { assertEvent, assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { RecoveryCodes, TwoFactorSetup } from '../contract/securityTwoFactor';
import { failureCode, failureMessage, notProvided, notProvidedPromise, type Text } from './shared';
import { isAuthenticatorCodeText, isTwoFactorCodeText, TWO_FACTOR_MESSAGES } from './twoFactorCode';

export type TwoFactorContext = {
  /** Two-factor is on now. */
  on: boolean;
  /** The setup under way: the secret (for typing) and its otpauth:// URI (for the QR code). */
  setup: TwoFactorSetup | null;
  code: string;
  error: Text | null;
  /** Shown once, right after they are made. */
  recoveryCodes: string[] | null;
};

export type TwoFactorEvent =
  | { type: 'twoFactor.start' }
  | { type: 'twoFactor.code'; value: string }
  | { type: 'twoFactor.confirm' }
  | { type: 'twoFactor.restart' }
  | { type: 'twoFactor.cancel' }
  | { type: 'twoFactor.saved' }
  | { type: 'twoFactor.disable' }
  | { type: 'twoFactor.renew' };

type CodeInput = { code: string };

const typing = { 'twoFactor.code': { actions: 'changeCode' } } as const;

/**
 * Two-factor authentication in the security center (behind its gate). Off: a setup (a secret shown as a QR
 * code and as text) confirmed with the app's first code turns it on and shows the 10 recovery codes once.
 * On: a current code (or a recovery code) turns it off or makes new recovery codes. When the gate has
 * closed, `needsVerify`: the screen sends the person to confirm the password again.
 */
export const twoFactorMachine = setup({
  types: {
    input: {} as { on: boolean },
    context: {} as TwoFactorContext,
    events: {} as TwoFactorEvent,
  },
  actors: {
    startSetup: notProvidedPromise<TwoFactorSetup, void>('startSetup'),
    enable: notProvidedPromise<RecoveryCodes, CodeInput>('enable'),
    disable: notProvidedPromise<unknown, CodeInput>('disable'),
    renew: notProvidedPromise<RecoveryCodes, CodeInput>('renew'),
  },
  actions: {
    /** The member's record changed (UserInfo.two_factor): the app reads it again. */
    changed: notProvided('changed'),
    fail: assign({ error: (_, params: { error: unknown }) => failureMessage(params.error), code: '' }),
    clearCode: assign({ code: '', error: null }),
    changeCode: assign(({ event }) => {
      assertEvent(event, 'twoFactor.code');
      return { code: event.value, error: null };
    }),
  },
  guards: {
    isOn: ({ context }) => context.on,
    authenticatorCode: ({ context }) => isAuthenticatorCodeText(context.code),
    anyCode: ({ context }) => isTwoFactorCodeText(context.code),
    gateClosed: (_, params: { error: unknown }) => failureCode(params.error) === 'security.verify_first',
    setupLapsed: (_, params: { error: unknown }) => failureCode(params.error) === 'two_factor.setup_expired',
  },
}).createMachine({
  id: 'twoFactor',
  context: ({ input }) => ({ on: input.on, setup: null, code: '', error: null, recoveryCodes: null }),
  initial: 'deciding',
  states: {
    /** Transient: on or off, as the security status said. */
    deciding: { always: [{ guard: 'isOn', target: 'on' }, { target: 'off' }] },
    off: {
      on: { 'twoFactor.start': { target: 'starting', actions: 'clearCode' } },
    },
    starting: {
      invoke: {
        id: 'startSetup',
        src: 'startSetup',
        onDone: { target: 'scanning', actions: assign({ setup: ({ event }) => event.output, code: '' }) },
        onError: [
          { guard: { type: 'gateClosed', params: ({ event }) => ({ error: event.error }) }, target: 'needsVerify' },
          { target: 'off', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    /** The QR code and the secret are shown; the app's first code confirms. */
    scanning: {
      on: {
        ...typing,
        'twoFactor.confirm': [
          { guard: 'authenticatorCode', target: 'enabling' },
          { actions: assign({ error: TWO_FACTOR_MESSAGES.enterCode }) },
        ],
        'twoFactor.restart': { target: 'starting', actions: 'clearCode' },
        'twoFactor.cancel': { target: 'off', actions: [assign({ setup: null }), 'clearCode'] },
      },
    },
    enabling: {
      invoke: {
        id: 'enable',
        src: 'enable',
        input: ({ context }) => ({ code: context.code.trim() }),
        onDone: {
          target: 'showingCodes',
          actions: [
            assign({ on: true, setup: null, code: '', recoveryCodes: ({ event }) => event.output.recovery_codes }),
            'changed',
          ],
        },
        onError: [
          { guard: { type: 'gateClosed', params: ({ event }) => ({ error: event.error }) }, target: 'needsVerify' },
          {
            guard: { type: 'setupLapsed', params: ({ event }) => ({ error: event.error }) },
            target: 'off',
            actions: [assign({ setup: null }), { type: 'fail', params: ({ event }) => ({ error: event.error }) }],
          },
          { target: 'scanning', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    /** The recovery codes, shown this once; the person confirms they kept them. */
    showingCodes: {
      on: { 'twoFactor.saved': { target: 'on', actions: assign({ recoveryCodes: null }) } },
    },
    on: {
      on: {
        'twoFactor.disable': { target: 'confirmingOff', actions: 'clearCode' },
        'twoFactor.renew': { target: 'confirmingRenewal', actions: 'clearCode' },
      },
    },
    confirmingOff: {
      on: {
        ...typing,
        'twoFactor.confirm': [
          { guard: 'anyCode', target: 'disabling' },
          { actions: assign({ error: TWO_FACTOR_MESSAGES.enterCodeOrRecovery }) },
        ],
        'twoFactor.cancel': { target: 'on', actions: 'clearCode' },
      },
    },
    disabling: {
      invoke: {
        id: 'disable',
        src: 'disable',
        input: ({ context }) => ({ code: context.code.trim() }),
        onDone: { target: 'off', actions: [assign({ on: false, code: '' }), 'changed'] },
        onError: [
          { guard: { type: 'gateClosed', params: ({ event }) => ({ error: event.error }) }, target: 'needsVerify' },
          { target: 'confirmingOff', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    confirmingRenewal: {
      on: {
        ...typing,
        'twoFactor.confirm': [
          { guard: 'anyCode', target: 'renewing' },
          { actions: assign({ error: TWO_FACTOR_MESSAGES.enterCodeOrRecovery }) },
        ],
        'twoFactor.cancel': { target: 'on', actions: 'clearCode' },
      },
    },
    renewing: {
      invoke: {
        id: 'renew',
        src: 'renew',
        input: ({ context }) => ({ code: context.code.trim() }),
        onDone: {
          target: 'showingCodes',
          actions: assign({ code: '', recoveryCodes: ({ event }) => event.output.recovery_codes }),
        },
        onError: [
          { guard: { type: 'gateClosed', params: ({ event }) => ({ error: event.error }) }, target: 'needsVerify' },
          { target: 'confirmingRenewal', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    /** The password confirmation has lapsed: the screen sends the person to confirm it again. */
    needsVerify: {},
  },
});

export type TwoFactorActorRef = ActorRefFrom<typeof twoFactorMachine>;
export type TwoFactorSnapshot = SnapshotFrom<typeof twoFactorMachine>;
