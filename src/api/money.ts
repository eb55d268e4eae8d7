import { PaymentChannelList, RechargeOrder, RechargeRecordPage, RechargeResult, TradingRules } from '../contract/money';
import type { ApiClient } from './client';

/** Deposits' calls, loaded with the wallet screens. */
export function moneyApi(api: ApiClient) {
  return {
    channels: (signal?: AbortSignal) => api.get('/api/payment/online/list', PaymentChannelList, { signal }),
    recharge: (
      body: { money: string; payment_id: number; payment_type: 'PIX'; payment_desc: string },
      signal?: AbortSignal,
    ) => api.post('/api/recharge/online', RechargeResult, { body, signal }),
    order: (orderNo: string, signal?: AbortSignal) =>
      api.get('/api/recharge/order', RechargeOrder, { query: { order_no: orderNo }, signal }),
    records: (page: number, perPage: number, signal?: AbortSignal) =>
      api.post('/api/recharge/list', RechargeRecordPage, {
        query: { lang: 'zh_cn' },
        body: { page, per_page: perPage },
        signal,
      }),
    rules: (signal?: AbortSignal) => api.get('/api/payments/list', TradingRules, { signal }),
  };
}
export type MoneyApi = ReturnType<typeof moneyApi>;
