import { BackofficeEndpoints } from '../../contract/backoffice';
import { AuditEndpoints } from '../../contract/boAudit';
import { MaxWinEndpoints } from '../../contract/boMaxWin';
import { clientAddress } from '../http/env';
import { implement, type Route } from '../http/registry';
import { formatCents, parseMoney } from '../wallet/money';
import type { Db, Tx } from '../db/types';
import { exportAudit, recordAudit, recordRefusal, searchAudit, type AuditEntry } from './audit';
import { withdrawalQueue } from './queue';
import { fourEyesCents, maxWinSettings, setFourEyesCents, setSiteMaxWin } from './settings';
import {
  changeOwnPassword,
  createStaff,
  listStaff,
  setFirstPassword,
  staffCode,
  staffLogin,
  staffLogout,
  staffMe,
  updateStaff,
  type SignInRefused,
  type StaffActor,
} from './staff';

/** A refused sign-in step's line in the audit trail (written after the refusal; counted per minute). */
const signInRefused =
  (db: Db, now: Date, address: string, action: string): SignInRefused =>
  (actor, subject, error) =>
    recordRefusal(db, now, { actor, address, action, subject, refused: { error: error.error, params: error.params } });

/** The back office's endpoints (contract/backoffice.ts, boAudit.ts, boMaxWin.ts), implemented. */
export const backofficeRoutes: Route[] = [
  implement(BackofficeEndpoints.login, async ({ c, deps, now, body }) => {
    const address = clientAddress(c, deps.config.trustProxy);
    const refused = signInRefused(deps.db, now, address, BackofficeEndpoints.login.path);
    return { data: await staffLogin(deps, body, address, now, refused) };
  }),
  implement(BackofficeEndpoints.code, async ({ c, deps, now, body }) => {
    const client = { address: clientAddress(c, deps.config.trustProxy), userAgent: c.req.header('user-agent') ?? '' };
    const refused = signInRefused(deps.db, now, client.address, BackofficeEndpoints.code.path);
    const record: Parameters<typeof staffCode>[4] = (tx, actor, event) => recordAudit(tx, actor, now, event);
    return { data: await staffCode(deps, body, client, now, record, refused) };
  }),
  implement(BackofficeEndpoints.logout, async ({ deps, now, staff }) => ({
    data: await staffLogout(deps.db, staff, now),
  })),
  implement(BackofficeEndpoints.me, async ({ deps, staff }) => ({ data: await staffMe(deps.db, staff) })),
  implement(BackofficeEndpoints.firstPassword, async ({ deps, now, body, staff, audit }) => {
    // A refusal's line names the account too.
    audit.subject = `staff:${staff.id}`;
    const record = (tx: Tx, actor: StaffActor, event: AuditEntry) => recordAudit(tx, actor, now, event);
    return { data: await setFirstPassword(deps, staff, body.password, now, record) };
  }),
  implement(BackofficeEndpoints.changePassword, async ({ deps, now, body, staff, audit }) => {
    audit.subject = `staff:${staff.id}`;
    const record = (tx: Tx, actor: StaffActor, event: AuditEntry) => recordAudit(tx, actor, now, event);
    return { data: await changeOwnPassword(deps, staff, body, now, record) };
  }),
  implement(BackofficeEndpoints.staff, async ({ deps }) => ({ data: await listStaff(deps.db) })),
  implement(BackofficeEndpoints.createStaff, async ({ deps, now, body, audit }) => {
    const created = await createStaff(deps, body, now);
    Object.assign(audit, { subject: `staff:${created.staff.id}`, before: null, after: created.staff });
    return { data: created };
  }),
  implement(BackofficeEndpoints.updateStaff, async ({ deps, now, body, audit }) => {
    const { before, after, password } = await updateStaff(deps.db, body, now, deps.random);
    // The trail says a new password was given, never which.
    Object.assign(audit, {
      subject: `staff:${body.id}`,
      before,
      after: password ? { ...after, password_reset: true } : after,
    });
    return { data: password ? { ...after, password } : after };
  }),
  implement(AuditEndpoints.audit, async ({ deps, query }) => ({ data: await searchAudit(deps.db, query) })),
  implement(AuditEndpoints.auditExport, async ({ deps, now, query, staff }) => {
    const exported = await exportAudit(deps.db, query, now);
    // Taking a copy of the trail is itself recorded.
    await recordAudit(deps.db, staff, now, {
      action: 'audit.exported',
      subject: 'audit-trail',
      after: {
        rows: exported.rows,
        q: query.q,
        actor: query.actor,
        action: query.action,
        subject: query.subject,
        from: query.from,
        to: query.to,
        outcome: query.outcome,
      },
    });
    return { data: exported };
  }),
  implement(BackofficeEndpoints.fourEyes, async ({ deps }) => ({
    data: { threshold: formatCents(await fourEyesCents(deps.db)) },
  })),
  implement(BackofficeEndpoints.setFourEyes, async ({ deps, now, body, audit }) => {
    const { before, after } = await setFourEyesCents(deps.db, parseMoney(body.threshold), now);
    Object.assign(audit, {
      subject: 'setting:four_eyes',
      before: { threshold: formatCents(before) },
      after: { threshold: formatCents(after) },
    });
    return { data: { threshold: formatCents(after) } };
  }),
  implement(MaxWinEndpoints.maxWin, async ({ deps }) => ({ data: await maxWinSettings(deps.db) })),
  implement(MaxWinEndpoints.setMaxWin, async ({ deps, body, audit }) => {
    const { before, after } = await setSiteMaxWin(deps.db, body);
    Object.assign(audit, { subject: `setting:max_win:${after.site}`, before, after });
    return { data: after };
  }),
  implement(BackofficeEndpoints.withdrawalQueue, async ({ deps, now, query }) => ({
    data: await withdrawalQueue(deps.db, query, now),
  })),
];
