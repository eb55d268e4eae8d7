import * as v from 'valibot';
import { endpoint } from './endpoint';

/**
 * Who a withdrawal is paid to: always the member, by the identity given at sign-up (full name and CPF).
 * The withdrawal form shows it read-only; the server takes both from the identity, whatever a request says.
 */
export const WithdrawalHolder = v.object({
  /** The full name of the identity. */
  name: v.string(),
  /** The identity's CPF as a screen shows it (LGPD): the middle six digits only, ***.982.247-**. */
  cpf: v.string(),
});
export type WithdrawalHolder = v.InferOutput<typeof WithdrawalHolder>;

export const WithdrawalHolderEndpoints = {
  holder: endpoint({
    method: 'get',
    path: '/drawing/holder',
    summary:
      'Who the member’s withdrawals are paid to: the full name and the CPF (masked) of their identity, which POST /drawing uses',
    tag: 'payments',
    auth: 'member',
    response: WithdrawalHolder,
    errors: { 'identity.incomplete': 'an account from before the identity rule, without a CPF' },
  }),
};
