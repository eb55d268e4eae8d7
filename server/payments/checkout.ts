import type { Hono } from 'hono';
import { formatMoney } from '../../lib/format';
import { encodeQr } from '../../lib/qr';
import type { AppDeps } from '../config';
import type { AppEnv } from '../http/env';
import { findOrder, pspPayPath } from './orders';
import { CHECKOUT_SCRIPT, CHECKOUT_STYLE, checkoutFrame, escapeHtml, qrSvg, settledOrderPage } from './sandbox';

/**
 * The checkout page of a charge a PSP keeps (PIX_GATEWAY=bcb-api): the order's amount, the QR code and the
 * "copia e cola" of the PSP's BR Code, and the countdown to its expiry — the sandbox checkout's page without
 * its badge and without its "confirm payment" buttons: the payer pays in their bank's app, and the PSP's
 * webhook settles the order. Mounted only with such a gateway (server/app.ts).
 */
const ASSETS = '/pix';

export function mountPspCheckout(app: Hono<AppEnv>, deps: AppDeps): void {
  const page = (title: string, body: string) => checkoutFrame(title, body, { sandbox: false, assets: ASSETS });
  app.get(`${ASSETS}/checkout.js`, (c) =>
    c.body(CHECKOUT_SCRIPT, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' }),
  );
  app.get(`${ASSETS}/checkout.css`, (c) =>
    c.body(CHECKOUT_STYLE, 200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'no-cache' }),
  );

  app.get('/pix/checkout/:order/qr.svg', async (c) => {
    const order = await findOrder(deps.db, c.req.param('order'), deps.clock());
    if (!order || order.brCode === '') return c.text('Not found', 404);
    return c.body(qrSvg(encodeQr(order.brCode)), 200, {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'private, max-age=3600',
    });
  });

  app.get('/pix/checkout/:order', async (c) => {
    const order = await findOrder(deps.db, c.req.param('order'), deps.clock());
    c.header('Cache-Control', 'no-store');
    if (!order) return c.html(page('Pedido não encontrado', '<h1>Pedido não encontrado</h1>'), 404);
    const no = escapeHtml(order.orderNo);
    const back = `/recharge-payment?order_no=${encodeURIComponent(order.orderNo)}`;
    const head = `<h1>Pagamento PIX</h1>
<p class="muted">Pedido <span id="order-no">${no}</span></p>
<p class="amount">${formatMoney(order.amountCents / 100, 'pt')}</p>`;
    const settled = settledOrderPage(order, head, back);
    if (settled) return c.html(page(settled.title, settled.body));
    if (order.brCode === '') {
      // The PSP has not answered for this charge yet (or a process stopped while it was asked).
      return c.html(
        page(
          'Cobrança indisponível',
          `${head}<p class="status" id="status" data-status="unavailable">A cobrança PIX ainda não está disponível: tente de novo em instantes</p>
<a class="button" id="back" href="${escapeHtml(back)}">Voltar ao site</a>`,
        ),
      );
    }
    return c.html(
      page(
        'Pagamento PIX',
        `${head}<p class="status" id="status" data-status="pending">Aguardando pagamento — expira em
<span id="countdown" data-expires-at="${order.expiresAt.toISOString()}">30:00</span></p>
<p class="muted">Copie o código PIX (copia e cola) ou leia o QR code no app do seu banco, com uma conta no seu CPF.</p>
<p><img id="qr" src="${escapeHtml(pspPayPath(order.orderNo))}/qr.svg" alt="QR code PIX" width="240" height="240"></p>
<textarea id="brcode" readonly>${escapeHtml(order.brCode)}</textarea>
<button type="button" id="copy">Copiar código</button>
<p><a class="muted" href="${escapeHtml(back)}">Voltar ao site</a></p>`,
      ),
    );
  });
}
