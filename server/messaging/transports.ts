import { createTransport } from 'nodemailer';

/**
 * How messages leave the site: an e-mail transport (SMTP, through nodemailer) and an SMS provider's
 * adapter. Configured by the environment (server/env.ts); outside sandbox mode both are required, so a
 * message is never silently dropped.
 */
export interface MailTransport {
  send(mail: { to: string; subject: string; text: string }): Promise<void>;
}

export interface SmsTransport {
  send(sms: { to: string; text: string }): Promise<void>;
}

export interface Transports {
  mail: MailTransport;
  sms: SmsTransport;
}

/** SMTP_URL (smtp:// or smtps://user:pass@host:port) and MAIL_FROM ("Rodada <nao-responda@…>"). */
export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = createTransport(url);
  return {
    async send(mail) {
      await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
}

/**
 * An SMS provider's HTTP API (SMS_API_URL, SMS_API_TOKEN, SMS_SENDER): a JSON POST
 * `{ from, to, text }` with the token as a bearer, the shape most Brazilian SMS gateways accept; a
 * provider with another shape gets an adapter of its own behind SmsTransport. A non-2xx answer fails
 * the send (the job tries again).
 */
export function httpSmsTransport(
  url: string,
  token: string,
  sender: string,
  fetcher: typeof fetch = fetch,
): SmsTransport {
  return {
    async send(sms) {
      const response = await fetcher(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ from: sender, to: `+55${sms.to}`, text: sms.text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
    },
  };
}
