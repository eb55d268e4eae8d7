import { msg } from '@lingui/core/macro';
import { MoneyText, WithdrawText } from '../../contract/moneyText';
import { registerServerTexts } from '../i18n/serverText';

/** The money API's texts (deposits, withdrawals, PIX keys), known once a screen that shows them has loaded (not on the first page). */
registerServerTexts(
  {
    [MoneyText.depositsUnavailable]: msg`Deposits are unavailable right now, please try again later`,
    [WithdrawText.pwdSixDigits]: msg`The withdrawal password is 6 digits`,
    [WithdrawText.pwdAlreadySet]: msg`A withdrawal password is already set`,
    [WithdrawText.pwdSet]: msg`The withdrawal password was set`,
    [WithdrawText.pwdMissing]: msg`Please set a withdrawal password first`,
    [WithdrawText.pwdWrong]: msg`Incorrect withdrawal password`,
    [WithdrawText.invalidCpf]: msg`Please enter a valid CPF`,
    [WithdrawText.invalidCnpj]: msg`Please enter a valid CNPJ`,
    [WithdrawText.invalidPhone]: msg`Please enter a valid phone number`,
    [WithdrawText.invalidEmail]: msg`Please enter a valid e-mail`,
    [WithdrawText.invalidEvp]: msg`Please enter a valid random key`,
    [WithdrawText.enterName]: msg`Enter the account holder’s name`,
    [WithdrawText.submitted]: msg`The withdrawal application has been submitted successfully.Please wait for the administrators review.`,
    [WithdrawText.notPending]: msg`This withdrawal cannot change from its current status`,
    [WithdrawText.chooseKeyType]: msg`Choose the PIX key type`,
    [WithdrawText.keyNotFound]: msg`PIX key not found`,
    [WithdrawText.keyExists]: msg`This PIX key is already saved`,
  },
  [
    [
      /^Turnover not reached: play R\$ (\S+) more before withdrawing$/,
      (amount) => msg`Turnover not reached: play ${amount} more before withdrawing`,
    ],
  ],
);
