import { msg } from '@lingui/core/macro';
import { defineFeature, type FlowDescriptions } from '../../app/flows';

/** The login and register form, loaded when it first opens. */
export default defineFeature({
  logic: () => import('./logic'),
  runs: {
    authForm: 'authForm',
    passwordRecovery: 'passwordRecovery',
  },
});

/** What /flows and docs/flows say of the login form's flows (read by tests/flows, never by the app). */
export const descriptions = {
  authForm: {
    title: msg`Login and register form`,
    summary: msg`The login/register form with its single-use captcha, field checks and the server’s answers.`,
  },
  passwordRecovery: {
    title: msg`Password recovery`,
    summary: msg`Forgot the password: a code by SMS to the phone or by e-mail to the verified e-mail (with the captcha), then the code and a new password; another code once the wait is over.`,
  },
} satisfies FlowDescriptions;
