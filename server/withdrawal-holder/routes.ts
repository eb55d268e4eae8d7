import { WithdrawalHolderEndpoints } from '../../contract/withdrawalHolder';
import { implement } from '../http/registry';
import { requireIdentity } from '../members/identity';
import { maskCpf } from '../payments/common';

/** GET /api/drawing/holder: the identity a withdrawal is paid to (contract/withdrawalHolder.ts). */
export const withdrawalHolderRoutes = [
  implement(WithdrawalHolderEndpoints.holder, ({ member }) => {
    requireIdentity(member.member);
    return { data: { name: member.member.realname ?? '', cpf: maskCpf(member.member.cpf ?? '') } };
  }),
];
