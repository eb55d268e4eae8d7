import type { Hono } from 'hono';
import {
  ChangePasswordBody,
  EmailBindBody,
  EmailCodeBody,
  EmailCodeResult,
  SecurityStatus,
  SecurityText,
  VerifyBody,
} from '../../contract/security';
import { ServerText } from '../../contract/common';
import type { AppDeps } from '../config';
import { clientAddress, type AppEnv } from '../http/env';
import { defineRoute } from '../http/registry';
import { escapeHtml, sandboxPage } from '../payments/sandbox';
import {
  addPixKey,
  bindEmail,
  changePassword,
  changeWithdrawalPassword,
  defaultPixKey,
  outbox,
  removePixKey,
  securityStatus,
  sendEmailCode,
  verify,
} from './center';
import { MemberPixKeyList, PixKeyAddBody, PixKeyIdBody, WithdrawalPasswordBody } from '../../contract/money';
import { WithdrawText } from '../../contract/moneyText';

const gateErrors = { 403: `'${SecurityText.verifyFirst}' (confirm the password first: POST /api/security/verify)` };

export const securityRoutes = [
  defineRoute({
    method: 'get',
    path: '/security/status',
    summary: 'The security center: until when this session may make changes, the bound e-mail, whether a withdrawal password is set',
    tag: 'security',
    auth: 'member',
    response: SecurityStatus,
    handler: ({ now, member }) => ({ data: securityStatus(member, now) }),
  }),
  defineRoute({
    method: 'post',
    path: '/security/verify',
    summary: 'Confirm the login password: opens the security center’s changes for this session for 15 minutes; wrong passwords count as failed logins',
    tag: 'security',
    auth: 'member',
    body: VerifyBody,
    response: SecurityStatus,
    errors: { 422: `'${SecurityText.wrongPassword}'`, 429: `'${ServerText.tooManyAttempts}'` },
    handler: async ({ c, deps, now, member, body }) => ({
      data: await verify(deps, member, body.password, clientAddress(c, deps.config.trustProxy), now),
      message: SecurityText.verified,
    }),
  }),
  defineRoute({
    method: 'post',
    path: '/security/password',
    summary: 'Change the login password (6 or more characters, typed twice, not the current one); ends the member’s other sessions',
    tag: 'security',
    auth: 'member',
    body: ChangePasswordBody,
    response: SecurityStatus,
    errors: { ...gateErrors, 422: `'${ServerText.passwordTooShort}', '${ServerText.passwordsDiffer}', '${SecurityText.samePassword}'` },
    handler: async ({ deps, now, member, body }) => ({
      data: await changePassword(deps, member, body.password, now),
      message: SecurityText.passwordChanged,
    }),
  }),
  defineRoute({
    method: 'post',
    path: '/security/qkpwd',
    summary: 'Change (or set) the withdrawal password: 6 digits, typed twice',
    tag: 'security',
    auth: 'member',
    body: WithdrawalPasswordBody,
    response: SecurityStatus,
    errors: gateErrors,
    handler: async ({ deps, now, member, body }) => ({
      data: await changeWithdrawalPassword(deps, member, body.qk_pwd, now),
      message: SecurityText.qkpwdChanged,
    }),
  }),
  defineRoute({
    method: 'post',
    path: '/security/email/code',
    summary: 'Send a 6-digit code to an e-mail address to bind it (in this build to the sandbox outbox, /sandbox/mail); valid 10 minutes',
    tag: 'security',
    auth: 'member',
    body: EmailCodeBody,
    response: EmailCodeResult,
    errors: { ...gateErrors, 422: `'${SecurityText.invalidEmail}', '${SecurityText.emailTaken}'` },
    handler: async ({ deps, now, member, body }) => ({
      data: await sendEmailCode(deps, member, body.email, now),
      message: SecurityText.codeSent,
    }),
  }),
  defineRoute({
    method: 'post',
    path: '/security/email/bind',
    summary: 'Bind the e-mail with the code sent to it (5 tries); ends the member’s other sessions',
    tag: 'security',
    auth: 'member',
    body: EmailBindBody,
    response: SecurityStatus,
    errors: { ...gateErrors, 422: `'${SecurityText.codeWrong}', '${SecurityText.emailTaken}'` },
    handler: async ({ deps, now, member, body }) => ({
      data: await bindEmail(deps, member, body.email, body.code, now),
      message: SecurityText.emailBound,
    }),
  }),
  defineRoute({
    method: 'post',
    path: '/member/bank/add',
    summary: 'Save a PIX key for withdrawals (CPF, CNPJ, phone, e-mail or EVP, checked like a withdrawal’s); the first is the default',
    tag: 'security',
    auth: 'member',
    body: PixKeyAddBody,
    response: MemberPixKeyList,
    errors: { ...gateErrors, 422: `'${WithdrawText.keyExists}', the key type’s message` },
    handler: async ({ deps, now, member, body }) => ({ data: await addPixKey(deps, member, body, now) }),
  }),
  defineRoute({
    method: 'post',
    path: '/member/bank/remove',
    summary: 'Remove one of the member’s PIX keys (the newest other one becomes the default)',
    tag: 'security',
    auth: 'member',
    body: PixKeyIdBody,
    response: MemberPixKeyList,
    errors: { ...gateErrors, 404: `'${WithdrawText.keyNotFound}' (also another member’s)` },
    handler: async ({ deps, now, member, body }) => ({ data: await removePixKey(deps, member, body.id, now) }),
  }),
  defineRoute({
    method: 'post',
    path: '/member/bank/default',
    summary: 'Make one of the member’s PIX keys the default (the withdrawal form starts with it)',
    tag: 'security',
    auth: 'member',
    body: PixKeyIdBody,
    response: MemberPixKeyList,
    errors: { ...gateErrors, 404: `'${WithdrawText.keyNotFound}' (also another member’s)` },
    handler: async ({ deps, now, member, body }) => ({ data: await defaultPixKey(deps, member, body.id, now) }),
  }),
];

/** /sandbox/mail: what the site "sent", for the operator and QA (no mail leaves this build). */
export function mountMailSandbox(app: Hono<AppEnv>, deps: AppDeps): void {
  app.get('/sandbox/mail', async (c) => {
    const mails = await outbox(deps.db);
    const items = mails
      .map(
        (m) => `<article class="mail"><h2>${escapeHtml(m.subject)}</h2>
<p class="muted">Para: <span class="to">${escapeHtml(m.to)}</span> · ${escapeHtml(m.createdAt.toISOString())}</p>
<p>${escapeHtml(m.body)}</p></article>`,
      )
      .join('\n');
    return c.html(
      sandboxPage('Caixa de saída (sandbox)', `<h1>Caixa de saída</h1>\n${items || '<p class="muted">Nenhuma mensagem.</p>'}`),
      200,
      { 'Cache-Control': 'no-store' },
    );
  });
}
