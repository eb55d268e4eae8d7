import { createHash } from 'node:crypto';
import { eq, or } from 'drizzle-orm';
import type { Hono } from 'hono';
import { withCpfCheckDigits } from '../../contract/fields';
import { MoneyEndpoints, normalizePixKey, type PixKeyType, type RefundReason } from '../../contract/money';
import { formatMoney } from '../../lib/format';
import { encodeQr, qrPath, type QrCode } from '../../lib/qr';
import type { AppDeps } from '../config';
import { members, type RechargeOrderRow } from '../db/schema';
import type { Db, Tx } from '../db/types';
import type { AppEnv } from '../http/env';
import { formatCents } from '../wallet/money';
import { maskCpf } from './common';
import { findOrder, signWebhook, webhookSecret } from './orders';

const WEBHOOK_PATH = MoneyEndpoints.pixWebhook.path;

/**
 * The sandbox PIX gateway: a checkout page per order (server-rendered, no inline script or style, so it
 * passes the app's CSP), its script and style, and the "confirm payment" button, which makes the gateway
 * deliver a signed webhook to the server, as a real PSP would. Its refunds are `sandboxGateway`
 * (payments/gateway.ts); the page of a returned payment says why and the refund's id.
 */

/** Why a payment was not credited, as the checkout says it (the reasons other than another CPF). */
const REFUND_REASONS: Record<Exclude<RefundReason, 'payer_not_holder'>, string> = {
  order_cancelled: 'a cobrança foi cancelada (conta em pausa ou autoexclusão)',
  order_expired: 'a cobrança já tinha expirado',
  account_closed: 'a conta foi encerrada',
  paused: 'a conta está em pausa',
  self_excluded: 'a conta está em autoexclusão',
  deposit_limit: 'o valor passaria do limite de depósito do titular (um depósito é creditado inteiro ou não é)',
  withdraw_only: 'pela verificação do CPF junto ao regulador, a conta do titular só pode sacar',
};

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export const CHECKOUT_SCRIPT = `'use strict';
(function () {
  var copy = document.getElementById('copy');
  var code = document.getElementById('brcode');
  if (copy && code) {
    copy.addEventListener('click', function () {
      var done = function () { copy.textContent = 'Copiado!'; };
      if (navigator.clipboard) navigator.clipboard.writeText(code.value).then(done, function () { code.select(); });
      else { code.select(); document.execCommand('copy'); done(); }
    });
  }
  var countdown = document.getElementById('countdown');
  if (countdown) {
    var expires = Date.parse(countdown.getAttribute('data-expires-at'));
    var tick = function () {
      var left = Math.max(0, Math.floor((expires - Date.now()) / 1000));
      var m = Math.floor(left / 60), s = left % 60;
      countdown.textContent = (m < 10 ? '0' : '') + m + ':' + (s < 10 ? '0' : '') + s;
      if (left === 0) {
        ['confirm', 'confirm-other'].forEach(function (id) {
          var button = document.getElementById(id);
          if (button) button.disabled = true;
        });
        countdown.textContent = 'expirado';
        return;
      }
      setTimeout(tick, 1000);
    };
    tick();
  }
})();
`;

export const CHECKOUT_STYLE = `body{font-family:system-ui,sans-serif;background:#0f1923;color:#f2f4f7;margin:0;padding:24px}
main{max-width:480px;margin:0 auto;background:#1b2733;border-radius:12px;padding:24px}
h1{font-size:20px;margin:0 0 8px}.amount{font-size:32px;font-weight:700;margin:8px 0}
textarea{width:100%;box-sizing:border-box;height:120px;font-family:monospace;font-size:12px;word-break:break-all;background:#0f1923;color:#f2f4f7;border:1px solid #3a4a5a;border-radius:8px;padding:8px}
button,.button{display:inline-block;margin-top:12px;padding:12px 20px;border:0;border-radius:8px;background:#22c55e;color:#04130a;font-weight:700;font-size:16px;text-decoration:none;cursor:pointer}
button[disabled]{opacity:.5;cursor:default}.muted{color:#9aa7b4;font-size:14px}.status{font-weight:700}
#qr{background:#fff;border-radius:8px;display:block;margin:12px auto;max-width:100%;height:auto}
.sandbox{display:block;line-height:1.6;margin:-24px -24px 18px;padding:10px 24px;border-radius:12px 12px 0 0;background:repeating-linear-gradient(135deg,#f59e0b 0 14px,#fbbf24 14px 28px);color:#1b1300;font-size:14px;font-weight:800}
.sandbox strong{margin-right:6px;background:#1b1300;color:#fbbf24;border-radius:4px;padding:2px 6px;letter-spacing:.06em;font-size:12px}
.sandbox span{font-weight:600}
.payer{margin:4px 0 0}.other{margin-top:20px;padding:12px 14px;border:1px dashed #f59e0b;border-radius:8px}
.other h2{font-size:15px;margin:0 0 4px;color:#f59e0b}.other p{margin:0}
button.secondary{background:transparent;color:#f59e0b;border:1px solid #f59e0b}
.refund{color:#f59e0b}.cpf{white-space:nowrap}
@media (max-width:480px){body{padding:12px}main{padding:20px 16px}.sandbox{margin:-20px -16px 16px;padding:10px 16px}button,.button{display:block;width:100%;box-sizing:border-box;text-align:center}}`;

/**
 * The sandbox's own favicon (an amber test tube), so its tab is never taken for a bank's
 * or the site's; a data URL, which the CSP's img-src allows.
 */
const SANDBOX_ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#f59e0b"/>' +
    '<path d="M9 8h14M12 8v13a4 4 0 0 0 8 0V8" fill="none" stroke="#1b1300" stroke-width="2.6" stroke-linecap="round"/>' +
    '<path d="M12.5 16h7v5a3.5 3.5 0 0 1-7 0z" fill="#1b1300"/></svg>',
)}`;

/** A sandbox page (the PIX checkout, the mail outbox): no inline script or style. */
export function sandboxPage(title: string, body: string): string {
  return checkoutFrame(title, body, { sandbox: true, assets: '/sandbox/pix' });
}

/**
 * A checkout page's frame: the sandbox's (its badge and icon) or a PSP charge's (no badge), with the script
 * and style at `assets`/checkout.js and .css.
 */
export function checkoutFrame(title: string, body: string, { sandbox, assets }: { sandbox: boolean; assets: string }) {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
${sandbox ? `<link rel="icon" href="${SANDBOX_ICON}">\n` : ''}<link rel="stylesheet" href="${assets}/checkout.css">
</head>
<body>
<main>
${sandbox ? '<p class="sandbox" role="note" data-testid="sandbox-badge"><strong>SANDBOX</strong> Ambiente de teste <span>· nenhum dinheiro real é movimentado</span></p>\n' : ''}${body}
</main>
<script src="${assets}/checkout.js"></script>
</body>
</html>
`;
}

export function mountPixSandbox(app: Hono<AppEnv>, deps: AppDeps): void {
  app.get('/sandbox/pix/checkout.js', (c) =>
    c.body(CHECKOUT_SCRIPT, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' }),
  );
  app.get('/sandbox/pix/checkout.css', (c) =>
    c.body(CHECKOUT_STYLE, 200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'no-cache' }),
  );

  app.get('/sandbox/pix/:order/qr.svg', async (c) => {
    const order = await findOrder(deps.db, c.req.param('order'), deps.clock());
    if (!order) return c.text('Not found', 404);
    return c.body(qrSvg(encodeQr(order.brCode)), 200, {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'private, max-age=3600',
    });
  });

  app.get('/sandbox/pix/:order', async (c) => {
    const orderNo = c.req.param('order');
    const order = await findOrder(deps.db, orderNo, deps.clock());
    c.header('Cache-Control', 'no-store');
    if (!order) return c.html(sandboxPage('Pedido não encontrado', '<h1>Pedido não encontrado</h1>'), 404);
    const no = escapeHtml(order.orderNo);
    const back = `/recharge-payment?order_no=${encodeURIComponent(order.orderNo)}`;
    const holderCpf = await memberCpf(deps.db, order.memberId);
    const head = `<h1>Pagamento PIX</h1>
<p class="muted">Pedido <span id="order-no">${no}</span></p>
<p class="amount">${formatMoney(order.amountCents / 100, 'pt')}</p>`;
    const settled = settledOrderPage(order, head, back);
    if (settled) return c.html(sandboxPage(settled.title, settled.body));
    return c.html(
      sandboxPage(
        'Pagamento PIX',
        `${head}<p class="status" id="status" data-status="pending">Aguardando pagamento — expira em
<span id="countdown" data-expires-at="${order.expiresAt.toISOString()}">30:00</span></p>
<p class="muted">Copie o código PIX (copia e cola) e pague no app do seu banco.</p>
<p><img id="qr" src="/sandbox/pix/${no}/qr.svg" alt="QR code PIX" width="240" height="240"></p>
<textarea id="brcode" readonly>${escapeHtml(order.brCode)}</textarea>
<button type="button" id="copy">Copiar código</button>
<form method="post" action="/sandbox/pix/${no}/confirm">
<button type="submit" id="confirm">Confirmar pagamento (sandbox)</button>
<p class="muted payer" id="payer">Pago pelo titular da conta${holderCpf ? `, <span class="cpf">CPF ${escapeHtml(maskCpf(holderCpf))}</span>` : ''}</p>
</form>
<form method="post" action="/sandbox/pix/${no}/confirm" class="other">
<input type="hidden" name="payer" value="other">
<h2>Sandbox: pagar de outro CPF</h2>
<p class="muted">Simula um pagamento feito de uma conta de outra pessoa. A Rodada não credita: o pedido fica marcado para devolução.</p>
<button type="submit" id="confirm-other" class="secondary">Pagar de outro CPF (sandbox)</button>
</form>
<p><a class="muted" href="${escapeHtml(back)}">Voltar ao site</a></p>`,
      ),
    );
  });

  /**
   * The sandbox "bank" pays: the gateway signs and delivers the webhook, then shows the page again. The
   * payer is the account holder (the member's CPF), or, with payer=other, someone else (another CPF).
   */
  app.post('/sandbox/pix/:order/confirm', async (c) => {
    const orderNo = c.req.param('order');
    const order = await findOrder(deps.db, orderNo, deps.clock());
    if (!order) return c.html(sandboxPage('Pedido não encontrado', '<h1>Pedido não encontrado</h1>'), 404);
    if (order.status === 'pending') {
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const holderCpf = await memberCpf(deps.db, order.memberId);
      const payerCpf =
        form['payer'] === 'other' || holderCpf === null ? anotherCpf(`payer:${order.orderNo}`, holderCpf) : holderCpf;
      const raw = JSON.stringify({
        order_no: order.orderNo,
        status: 'paid',
        amount: formatCents(order.amountCents),
        end_to_end_id: `E00000000${order.orderNo}`,
        payer_cpf: payerCpf,
      });
      const timestamp = String(Math.floor(deps.clock().getTime() / 1000));
      const response = await app.request(`/api${WEBHOOK_PATH}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Pix-Timestamp': timestamp,
          'X-Pix-Signature': signWebhook(webhookSecret(deps.config) ?? '', timestamp, raw),
        },
        body: raw,
      });
      if (!response.ok) {
        const answer = (await response.json().catch(() => null)) as { message?: string } | null;
        console.error(`sandbox PIX webhook for ${order.orderNo} answered ${response.status}: ${answer?.message ?? ''}`);
      }
    }
    return c.redirect(`/sandbox/pix/${encodeURIComponent(order.orderNo)}`, 303);
  });
}

/**
 * The page of an order that waits for nothing more (paid, returned, cancelled or expired): its title and
 * body, or null for a pending order. The sandbox's checkout and a PSP charge's page (payments/checkout.ts)
 * say it the same way.
 */
export function settledOrderPage(
  order: RechargeOrderRow,
  head: string,
  back: string,
): { title: string; body: string } | null {
  if (order.status === 'paid') {
    return {
      title: 'Pagamento confirmado',
      body: `${head}<p class="status" id="status" data-status="paid">Pagamento confirmado</p>
<a class="button" id="back" href="${escapeHtml(back)}">Voltar ao site</a>`,
    };
  }
  if (order.status === 'refund') {
    const payer = order.payerCpf ? ` (<span class="cpf">CPF ${escapeHtml(maskCpf(order.payerCpf))}</span>)` : '';
    const returned = order.refundId
      ? `Devolvido ao pagador (devolução <span id="refund-id">${escapeHtml(order.refundId)}</span>)`
      : 'Será devolvido ao pagador';
    const why =
      order.refundReason === 'payer_not_holder' || order.refundReason === null
        ? `<p class="status refund" id="status" data-status="refund" data-reason="payer_not_holder">Pagamento de outro CPF${payer}: não creditado</p>
<p class="muted">A Rodada só aceita pagamentos de uma conta no CPF do titular.</p>`
        : `<p class="status refund" id="status" data-status="refund" data-reason="${escapeHtml(order.refundReason)}">Pagamento não creditado: ${REFUND_REASONS[order.refundReason]}</p>`;
    return {
      title: 'Pagamento devolvido',
      body: `${head}${why}
<p class="muted" id="refund">${returned}.</p>
<a class="button" id="back" href="${escapeHtml(back)}">Voltar ao site</a>`,
    };
  }
  if (order.status === 'cancelled') {
    return {
      title: 'Cobrança cancelada',
      body: `${head}<p class="status" id="status" data-status="cancelled">Esta cobrança PIX foi cancelada (conta em pausa ou autoexclusão)</p>
<a class="button" id="back" href="${escapeHtml(back)}">Voltar ao site</a>`,
    };
  }
  if (order.status === 'expired') {
    return {
      title: 'Cobrança expirada',
      body: `${head}<p class="status" id="status" data-status="expired">Esta cobrança PIX expirou</p>
<a class="button" id="back" href="${escapeHtml(back)}">Voltar ao site</a>`,
    };
  }
  return null;
}

/** The CPF of the order's member (null for an account from before the identity rule). */
async function memberCpf(db: Db, memberId: number): Promise<string | null> {
  const [member] = await db.select({ cpf: members.cpf }).from(members).where(eq(members.id, memberId));
  return member?.cpf ?? null;
}

/** The sandbox checkout's QR picture: the shared encoder's modules drawn as one SVG path on white. */
export function qrSvg(code: QrCode, moduleSize = 6): string {
  const { path, size: total } = qrPath(code);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${total} ${total}" width="${total * moduleSize}" height="${total * moduleSize}" shape-rendering="crispEdges"><rect width="100%" height="100%" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;
}

/**
 * A CPF that is someone else's, made from a seed (the same seed, the same CPF), never `not`: the holder
 * the sandbox gives keys that are not a member's, and the payer of a payment "from another CPF".
 */
export function anotherCpf(seed: string, not: string | null = null): string {
  for (let round = 0; ; round += 1) {
    const hash = createHash('sha256').update(`${seed}:${round}`).digest();
    const nine = [...hash.subarray(0, 9)].map((b) => String(b % 10)).join('');
    const cpf = withCpfCheckDigits(nine);
    if (cpf !== not && !/^(\d)\1{10}$/.test(cpf)) return cpf;
  }
}

/**
 * The sandbox gateway's DICT lookup (what a PSP answers for a PIX key before paying to it): the CPF of
 * the key's holder, or null when the holder is a company. The sandbox's rule (docs/QA.md):
 * - a CPF key is held by that CPF; a CNPJ key by a company (null);
 * - a phone key that is a member's registered phone, and an e-mail key that is a member's bound e-mail or
 *   registration e-mail, are held by that member's CPF (the bound e-mail first, then the oldest account);
 * - any other phone, e-mail or random (EVP) key is held by someone else: a CPF made from the key.
 */
export async function sandboxKeyHolder(db: Db | Tx, type: PixKeyType, account: string): Promise<string | null> {
  const key = normalizePixKey(type, account);
  if (type === 'CPF') return key;
  if (type === 'CNPJ') return null;
  let cpf: string | null = null;
  if (type === 'PHONE') {
    const [member] = await db.select({ cpf: members.cpf }).from(members).where(eq(members.phone, key));
    cpf = member?.cpf ?? null;
  } else if (type === 'EMAIL') {
    const found = await db
      .select({ cpf: members.cpf, email: members.email, id: members.id })
      .from(members)
      .where(or(eq(members.email, key), eq(members.contactEmail, key)));
    found.sort((a, b) => Number(b.email === key) - Number(a.email === key) || a.id - b.id);
    cpf = found[0]?.cpf ?? null;
  }
  return cpf ?? anotherCpf(`${type}:${key}`);
}
