import { desc } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { AppDeps } from '../config';
import { outgoingMessages } from '../db/schema';
import type { AppEnv } from '../http/env';
import { escapeHtml, sandboxPage } from '../payments/sandbox';

/** The latest 50 messages, newest first. */
const latest = (deps: AppDeps) => deps.db.select().from(outgoingMessages).orderBy(desc(outgoingMessages.id)).limit(50);

/**
 * /sandbox/mail (sandbox mode only): every e-mail and SMS the site "sent", for the one-machine demo and QA —
 * the codes to type, the notices' copies. Nothing here leaves the machine unless transports are configured.
 */
export function mountMailSandbox(app: Hono<AppEnv>, deps: AppDeps): void {
  app.get('/sandbox/mail', async (c) => {
    const items = (await latest(deps))
      .map(
        (m) => `<article class="mail ${m.channel}" data-channel="${m.channel}"><h2>${
          m.channel === 'sms' ? 'SMS' : escapeHtml(m.subject)
        }</h2>
<p class="muted">${m.channel === 'sms' ? 'SMS para' : 'Para'}: <span class="to">${escapeHtml(m.to)}</span> · ${escapeHtml(
          m.createdAt.toISOString(),
        )}</p>
<p class="body">${escapeHtml(m.body)}</p></article>`,
      )
      .join('\n');
    return c.html(
      sandboxPage(
        'Caixa de saída (sandbox)',
        `<h1>Caixa de saída: e-mails e SMS</h1>\n${items || '<p class="muted">Nenhuma mensagem.</p>'}`,
      ),
      200,
      { 'Cache-Control': 'no-store' },
    );
  });
}
