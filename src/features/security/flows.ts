import { msg } from '@lingui/core/macro';
import { defineFeature, type FlowDescriptions } from '../../app/flows';

/** The security center's flows, loaded with its first screen. */
export default defineFeature({
  logic: () => import('./logic'),
  runs: {
    securityStatus: 'resource',
    verifyPassword: 'verifyPassword',
    passwordChange: 'passwordChange',
    bindEmail: 'codeVerification',
    phoneChange: 'codeVerification',
    pixKeys: 'pixKeys',
    twoFactor: 'twoFactor',
  },
});

/** What /flows and docs/flows say of the security center's flows (read by tests/flows, never by the app). */
export const descriptions = {
  verifyPassword: {
    title: msg`Password confirmation`,
    summary: msg`The security center’s gate: the login password confirmed opens its changes for 15 minutes.`,
  },
  passwordChange: {
    title: msg`Password change`,
    summary: msg`A new login password (6 or more characters) or withdrawal password (6 digits), typed twice; asks to confirm the password again when the gate has closed.`,
  },
  codeVerification: {
    title: msg`Code verification`,
    summary: msg`A code sent to an address and typed back: the e-mail given at sign-up or another one, the member’s phone before a deposit, a new phone; another code once the wait is over.`,
  },
  pixKeys: {
    title: msg`PIX keys`,
    summary: msg`The member’s PIX keys for withdrawals: a key added (checked like a withdrawal’s), one made the default or removed, one change at a time.`,
  },
  twoFactor: {
    title: msg`Two-factor authentication`,
    summary: msg`An authenticator app set up with a QR code and confirmed by its first code, with 10 recovery codes shown once; turned off, or the recovery codes renewed, with a current code.`,
  },
} satisfies FlowDescriptions;
