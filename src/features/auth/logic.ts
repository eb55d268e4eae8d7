import { fromPromise } from 'xstate';
import type { Api } from '../../api';
import { accountApi } from '../../api/account';
import { once, type AppDeps } from '../../app/flows';
import { markSignedUp } from '../../app/signedUpMark';
import type { CaptchaData, Login2Body, LoginResult, Register2Body, TokenData } from '../../../contract/account';
import type { CodeSent } from '../../../contract/codes';
import { authFormMachine } from '../../../machines/authForm.machine';
import type { RecoverResetRequest, RecoverSendRequest } from '../../../machines/passwordRecovery.machine';
import { deviceId } from './device';
import { sayingRegulatorReasons } from '../../ui/regulatorLoad';

function createAuthFormImplementations(app: Api, onSignedIn: (token: string) => void) {
  const api = { auth: accountApi(app.client) };
  return {
    actors: {
      fetchCaptcha: fromPromise<CaptchaData, void>(({ signal }) => api.auth.captcha(signal)),
      login: fromPromise<LoginResult, Login2Body>(({ input, signal }) => {
        const device = deviceId();
        return api.auth.login(device ? { ...input, device_id: device } : input, signal);
      }),
      // The same browser's id goes with the code: the challenge holds only for the browser it was made for.
      loginCode: fromPromise<TokenData, { challenge: string; code: string }>(({ input, signal }) => {
        const device = deviceId();
        return api.auth.loginTwoFactor(device ? { ...input, device_id: device } : input, signal);
      }),
      register: fromPromise<TokenData, Register2Body>(async ({ input, signal }) => {
        const device = deviceId();
        // The regulator's answer about the CPF is said in words of their own, loaded with it.
        const made = await sayingRegulatorReasons(
          api.auth.register(device ? { ...input, device_id: device } : input, signal),
        );
        // The offer to set limits follows a sign-up (src/routes/_main.tsx).
        markSignedUp(true);
        return made;
      }),
    },
    actions: {
      signedIn: (_: unknown, params: { token: string }) => onSignedIn(params.token),
    },
  };
}

/** The login and register form's flow, loaded when the form first opens. */
export function createLoaders({ api, signedIn }: AppDeps) {
  return {
    authForm: once(() => Promise.resolve(authFormMachine.provide(createAuthFormImplementations(api, signedIn)))),
    // The recovery page's flow and calls load with it, not with the login form.
    passwordRecovery: once(() =>
      Promise.all([import('../../../machines/passwordRecovery.machine'), import('../../api/recovery')]).then(
        ([{ passwordRecoveryMachine }, { recoveryApi }]) => {
          const recovery = recoveryApi(api.client);
          const auth = accountApi(api.client);
          return passwordRecoveryMachine.provide({
            actors: {
              fetchCaptcha: fromPromise<CaptchaData, void>(({ signal }) => auth.captcha(signal)),
              send: fromPromise<CodeSent, RecoverSendRequest>(({ input, signal }) => recovery.send(input, signal)),
              reset: fromPromise<unknown, RecoverResetRequest>(({ input, signal }) => recovery.reset(input, signal)),
            },
          });
        },
      ),
    ),
  };
}
