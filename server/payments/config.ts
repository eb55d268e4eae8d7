import type { PaymentChannel, TradingRules } from '../../contract/money';

/** The deposit channels offered (one site configuration). */
export const PAYMENT_CHANNELS: PaymentChannel[] = [
  {
    id: 1,
    name: 'PIX',
    payment_type: 'PIX',
    min: '10.00',
    max: '50000.00',
    quick_amounts: ['20.00', '50.00', '100.00', '200.00', '500.00', '1000.00'],
    fee: '0.00',
  },
  {
    id: 2,
    name: 'PIX Rápido',
    payment_type: 'PIX',
    min: '30.00',
    max: '10000.00',
    quick_amounts: ['30.00', '100.00', '300.00', '1000.00'],
    fee: '0.00',
  },
];

/**
 * The withdrawal rules every site shows (GET /api/payments/list); with the turnover multiple, which is each
 * site's own (sites.withdrawal_turnover_multiple).
 */
export const TRADING_RULES: Omit<TradingRules, 'turnover_multiple'> = {
  withdraw_min: '10.00',
  withdraw_max: '50000.00',
  withdraw_fee: '0.00',
};

/** The sandbox PIX gateway: who is paid and how long a charge lasts. */
export const PIX_SANDBOX = {
  key: 'pix@rodada.com.br',
  merchantName: 'RODADA',
  merchantCity: 'SAO PAULO',
  expiresMs: 30 * 60 * 1000,
  /** How far a webhook's timestamp may be from the server's clock. */
  webhookToleranceMs: 5 * 60 * 1000,
};

/** Used when PIX_WEBHOOK_SECRET is not set (the sandbox signs and checks with the same secret). */
export const DEFAULT_PIX_WEBHOOK_SECRET = 'rodada-sandbox-pix-webhook-secret';
