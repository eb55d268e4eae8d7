import * as v from 'valibot';
import {
  DrawingResult,
  MemberPixKeyList,
  PaymentChannelList,
  RechargeOrder,
  RechargeRecordPage,
  RechargeResult,
  TradingRules,
  WithdrawalPasswordResult,
  WithdrawalRecordPage,
  type DrawingBody,
} from '../../contract/money';
import { AssociationList, DetailsPage, FeeList, type DetailType } from '../../contract/orderCenter';
import type { ApiClient } from './client';

/** The wallet's calls (deposits, withdrawals, the order center), loaded with the wallet screens. */
export function moneyApi(api: ApiClient) {
  const paged = <S extends v.GenericSchema>(path: string, schema: S) =>
    (page: number, perPage: number, signal?: AbortSignal) =>
      api.post(path, schema, { query: { lang: 'zh_cn' }, body: { page, per_page: perPage }, signal });
  return {
    channels: (signal?: AbortSignal) => api.get('/api/payment/online/list', PaymentChannelList, { signal }),
    recharge: (
      body: { money: string; payment_id: number; payment_type: 'PIX'; payment_desc: string },
      signal?: AbortSignal,
    ) => api.post('/api/recharge/online', RechargeResult, { body, signal }),
    order: (orderNo: string, signal?: AbortSignal) =>
      api.get('/api/recharge/order', RechargeOrder, { query: { order_no: orderNo }, signal }),
    records: paged('/api/recharge/list', RechargeRecordPage),
    rules: (signal?: AbortSignal) => api.get('/api/payments/list', TradingRules, { signal }),
    pixKeys: (signal?: AbortSignal) => api.get('/api/member/bank', MemberPixKeyList, { signal }),
    setWithdrawalPassword: (body: { qk_pwd: string; qk_pwd_confirmation: string }, signal?: AbortSignal) =>
      api.post('/api/member/qkpwd', WithdrawalPasswordResult, { body, signal }),
    withdraw: (body: Omit<DrawingBody, 'lang'>, signal?: AbortSignal) =>
      api.post('/api/drawing', DrawingResult, { body, signal }),
    withdrawals: paged('/api/drawing/list', WithdrawalRecordPage),
    details: (query: { type: DetailType | ''; page: number; per_page: number }, signal?: AbortSignal) =>
      api.get('/api/ordercenter/details', DetailsPage, { query, signal }),
    fees: (signal?: AbortSignal) => api.get('/api/ordercenter/fee', FeeList, { signal }),
    association: (signal?: AbortSignal) => api.get('/api/ordercenter/association', AssociationList, { signal }),
  };
}
export type MoneyApi = ReturnType<typeof moneyApi>;
