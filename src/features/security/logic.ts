import { fromPromise } from 'xstate';
import type { SecurityApi } from '../../api/security';
import { once, type AppDeps } from '../../app/flows';
import { resourceFlow } from '../../app/resourceFlow';
import type { MemberPixKeyList } from '../../../contract/money';
import type { SecurityStatus } from '../../../contract/security';
import type { CodeSentOutput } from '../../../machines/codeVerification.machine';
import type { RecoveryCodes, TwoFactorSetup } from '../../../contract/securityTwoFactor';
import type { SecretRequest } from '../../../machines/passwordChange.machine';
import type { VerifyRequest } from '../../../machines/verifyPassword.machine';
import type { KeyChange } from '../../../machines/pixKeys.machine';

/**
 * The security center's flows (its status, the password gate, the password changes, the e-mail, the PIX
 * keys), each loaded with its screen on first use, with the security center's API.
 */
export function createLoaders({ api, refresh: accountChanged }: AppDeps) {
  const security = once(() => import('../../api/security').then(({ securityApi }) => securityApi(api.client)));
  return {
    securityStatus: resourceFlow<SecurityApi, SecurityStatus>('securityStatus', security, (sec, _key, signal) =>
      sec.status(signal),
    ),
    verifyPassword: once(() =>
      Promise.all([import('../../../machines/verifyPassword.machine'), security()]).then(
        ([{ verifyPasswordMachine }, sec]) =>
          verifyPasswordMachine.provide({
            actors: {
              verify: fromPromise<unknown, VerifyRequest>(({ input, signal }) => sec.verify(input, signal)),
            },
          }),
      ),
    ),
    passwordChange: once(() =>
      Promise.all([import('../../../machines/passwordChange.machine'), security()]).then(
        ([{ passwordChangeMachine }, sec]) =>
          passwordChangeMachine.provide({
            actors: {
              save: fromPromise<unknown, SecretRequest>(({ input, signal }) =>
                input.kind === 'login'
                  ? sec.changePassword({ password: input.password, password_confirmation: input.confirmation }, signal)
                  : sec.changeWithdrawalPassword(
                      { qk_pwd: input.password, qk_pwd_confirmation: input.confirmation },
                      signal,
                    ),
              ),
            },
          }),
      ),
    ),
    // Binding an e-mail, or verifying the one given at sign-up: a code to it, typed back.
    bindEmail: once(() =>
      Promise.all([import('../../../machines/codeVerification.machine'), security()]).then(
        ([{ codeVerificationMachine }, sec]) =>
          codeVerificationMachine.provide({
            actors: {
              send: fromPromise<CodeSentOutput, { address: string }>(({ input, signal }) =>
                sec.sendEmailCode(input.address, signal),
              ),
              confirm: fromPromise<unknown, { address: string; code: string }>(async ({ input, signal }) => {
                const status = await sec.bindEmail({ email: input.address, code: input.code }, signal);
                accountChanged();
                return status;
              }),
            },
          }),
      ),
    ),
    // Moving the login to a new phone: a code by SMS to the new number, typed back.
    phoneChange: once(() =>
      Promise.all([import('../../../machines/codeVerification.machine'), import('../../api/phone')]).then(
        ([{ codeVerificationMachine }, { phoneApi }]) => {
          const phone = phoneApi(api.client);
          return codeVerificationMachine.provide({
            actors: {
              send: fromPromise<CodeSentOutput, { address: string }>(({ input, signal }) =>
                phone.sendNew(input.address, signal),
              ),
              confirm: fromPromise<unknown, { address: string; code: string }>(async ({ input, signal }) => {
                const status = await phone.confirmNew({ phone: input.address, code: input.code }, signal);
                accountChanged();
                return status;
              }),
            },
          });
        },
      ),
    ),
    twoFactor: once(() =>
      Promise.all([import('../../../machines/twoFactor.machine'), security()]).then(([{ twoFactorMachine }, sec]) =>
        twoFactorMachine.provide({
          actors: {
            startSetup: fromPromise<TwoFactorSetup, void>(({ signal }) => sec.twoFactorSetup(signal)),
            enable: fromPromise<RecoveryCodes, { code: string }>(({ input, signal }) =>
              sec.twoFactorEnable(input.code, signal),
            ),
            disable: fromPromise<unknown, { code: string }>(({ input, signal }) =>
              sec.twoFactorDisable(input.code, signal),
            ),
            renew: fromPromise<RecoveryCodes, { code: string }>(({ input, signal }) =>
              sec.twoFactorRenew(input.code, signal),
            ),
          },
          actions: { changed: () => accountChanged() },
        }),
      ),
    ),
    pixKeys: once(() =>
      Promise.all([import('../../../machines/pixKeys.machine'), security()]).then(([{ pixKeysMachine }, sec]) =>
        pixKeysMachine.provide({
          actors: {
            load: fromPromise<MemberPixKeyList, void>(({ signal }) => sec.pixKeys(signal)),
            change: fromPromise<MemberPixKeyList, KeyChange>(({ input, signal }) => {
              if (input.op === 'add') {
                const { op: _op, ...key } = input;
                return sec.addPixKey(key, signal);
              }
              return input.op === 'remove' ? sec.removePixKey(input.id, signal) : sec.defaultPixKey(input.id, signal);
            }),
          },
        }),
      ),
    ),
  };
}
