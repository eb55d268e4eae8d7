import { MoneyEndpoints, type DrawingBody } from '../../contract/money';
import { OrderCenterEndpoints, type DetailType } from '../../contract/orderCenter';
import { ResponsibleEndpoints, type StatementPeriod } from '../../contract/responsible';
import { WithdrawalHolderEndpoints } from '../../contract/withdrawalHolder';
import type { ApiClient } from './client';

/**
 * The site's own lists ask with ?lang=zh_cn whatever the language (the body carries the member's): kept as
 * it was. The declarations have no query of their own (the server takes the language and ignores it).
 */
const ZH_CN_QUERY = { lang: 'zh_cn' };

/** The wallet's calls (deposits, withdrawals, the order center; contract/money.ts and contract/orderCenter.ts), loaded with the wallet screens. */
export function moneyApi(api: ApiClient) {
  return {
    channels: (signal?: AbortSignal) => api.call(MoneyEndpoints.channels, { signal }),
    recharge: (
      body: { money: string; payment_id: number; payment_type: 'PIX'; payment_desc: string },
      signal?: AbortSignal,
    ) => api.call(MoneyEndpoints.recharge, { body, signal }),
    order: (orderNo: string, signal?: AbortSignal) =>
      api.call(MoneyEndpoints.order, { query: { order_no: orderNo }, signal }),
    records: (page: number, perPage: number, signal?: AbortSignal) =>
      api.call(MoneyEndpoints.records, { query: ZH_CN_QUERY, body: { page, per_page: perPage }, signal }),
    rules: (signal?: AbortSignal) => api.call(MoneyEndpoints.rules, { signal }),
    pixKeys: (signal?: AbortSignal) => api.call(MoneyEndpoints.pixKeys, { signal }),
    /** Who withdrawals are paid to: the identity's full name and CPF. */
    holder: (signal?: AbortSignal) => api.call(WithdrawalHolderEndpoints.holder, { signal }),
    setWithdrawalPassword: (
      body: { qk_pwd: string; qk_pwd_confirmation: string; otp?: string },
      signal?: AbortSignal,
    ) => api.call(MoneyEndpoints.setWithdrawalPassword, { body, signal }),
    withdraw: (body: Omit<DrawingBody, 'lang'>, signal?: AbortSignal) =>
      api.call(MoneyEndpoints.withdraw, { body, signal }),
    withdrawals: (page: number, perPage: number, signal?: AbortSignal) =>
      api.call(MoneyEndpoints.withdrawals, { query: ZH_CN_QUERY, body: { page, per_page: perPage }, signal }),
    details: (query: { type: DetailType | ''; page: number; per_page: number }, signal?: AbortSignal) =>
      api.call(OrderCenterEndpoints.details, { query, signal }),
    fees: (signal?: AbortSignal) => api.call(OrderCenterEndpoints.fees, { signal }),
    association: (signal?: AbortSignal) => api.call(OrderCenterEndpoints.association, { signal }),
    /** The activity statement (contract/responsible.ts), shown in the order center. */
    statement: (period: StatementPeriod, signal?: AbortSignal) =>
      api.call(ResponsibleEndpoints.statement, { query: { period }, signal }),
  };
}
export type MoneyApi = ReturnType<typeof moneyApi>;
