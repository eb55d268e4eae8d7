import { ServerText } from '../../contract/texts';
import { TwoFactorEndpoints, TwoFactorText } from '../../contract/securityTwoFactor';
import { implement } from '../http/registry';
import { loginWithCode } from './login';
import { memberIdByPhone } from '../operator/handlers';
import {
  disableTwoFactor,
  enableTwoFactor,
  operatorTurnOff,
  renewRecoveryCodes,
  startSetup,
  twoFactorStatus,
} from './settings';

/** Two-factor's endpoints (contract/twoFactor.ts), implemented. */
export const twoFactorRoutes = [
  implement(TwoFactorEndpoints.status, async ({ deps, member }) => ({
    data: await twoFactorStatus(deps.db, member.member.id),
  })),
  implement(TwoFactorEndpoints.setup, async ({ deps, now, member }) => ({
    data: await startSetup(deps, member, now),
    message: TwoFactorText.setupStarted,
  })),
  implement(TwoFactorEndpoints.enable, async ({ deps, now, member, body }) => ({
    data: await enableTwoFactor(deps, member, body.code, now),
    message: TwoFactorText.enabled,
  })),
  implement(TwoFactorEndpoints.disable, async ({ deps, now, member, body }) => ({
    data: await disableTwoFactor(deps, member, body.code, now),
    message: TwoFactorText.disabled,
  })),
  implement(TwoFactorEndpoints.recoveryCodes, async ({ deps, now, member, body }) => ({
    data: await renewRecoveryCodes(deps, member, body.code, now),
    message: TwoFactorText.codesRenewed,
  })),
  implement(TwoFactorEndpoints.operatorReset, async ({ deps, now, body }) => ({
    data: await operatorTurnOff(deps.db, await memberIdByPhone(deps.db, body.phone), now),
  })),
  implement(TwoFactorEndpoints.login, async ({ c, deps, now, body }) => ({
    data: await loginWithCode(c, deps, body, now),
    message: ServerText.loggedIn,
  })),
];
