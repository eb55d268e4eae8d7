import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditPage } from '../../contract/boAudit';
import { apiRoutes } from '../../server/app';
import { AUDIT_ACTION_WORDS, auditActionLabel, hasWords, readableCode } from '../../server/backoffice/auditWords';
import { parsePo } from '../../server/notices/catalog';
import { OPERATOR_TOKEN, setupServer, type SetupOptions, type TestServer } from './helpers';
import { asStaff, signedInStaff } from './staff';

/** Every server source file, tests aside. */
function sources(dir = 'server'): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
  });
}

/**
 * Every action the server can write to the trail: each operator endpoint (a change by its path, a refused
 * read as "GET " and its path), the staff sign-in's two steps (whose refusals are lines), and each name a
 * handler writes itself (`action: 'staff.signed_in'`, found in the sources, so a new one is seen here).
 */
function actionsTheServerWrites(): string[] {
  const routes = apiRoutes().filter((route) => route.auth === 'operator' || route.path.startsWith('/operator/'));
  const fromRoutes = routes.map((route) => (route.method === 'get' ? `GET ${route.path}` : route.path));
  const named = sources().flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/\baction: '([a-z][a-z_]*\.[a-z_.]+)'/g)].map((match) => match[1]!),
  );
  return [...new Set([...fromRoutes, ...named])].sort();
}

describe('the audit trail’s actions in words', () => {
  const actions = actionsTheServerWrites();
  const pt = parsePo(readFileSync('locales/pt/operator.po', 'utf8'));
  const en = parsePo(readFileSync('locales/en/operator.po', 'utf8'));

  it('finds the endpoints and the named events', () => {
    expect(actions.length).toBeGreaterThan(100);
    expect(actions).toEqual(
      expect.arrayContaining([
        '/operator/withdrawals/pay',
        'GET /operator/players/summary',
        'staff.signed_in',
        'staff.totp_set_up',
        'player.viewed',
        'kyc.file_viewed',
        'report.exported',
        'audit.exported',
      ]),
    );
  });

  it('has words for every action the server can write, translated in Portuguese and English', () => {
    expect(actions.filter((action) => !hasWords(action))).toEqual([]);
    const untranslated = actions.filter((action) => {
      const id = AUDIT_ACTION_WORDS[action]!.id;
      return !pt.get(id) || !en.get(id) || pt.get(id) === id;
    });
    expect(untranslated).toEqual([]);
    for (const action of actions) {
      expect(auditActionLabel(action, 'pt')).not.toMatch(/[/_]|^GET |\.[a-z]/);
      expect(auditActionLabel(action, 'en')).not.toMatch(/[/_]|^GET |\.[a-z]/);
    }
  });

  it('keeps no words for an action the server no longer writes', () => {
    expect(Object.keys(AUDIT_ACTION_WORDS).filter((action) => !actions.includes(action))).toEqual([]);
  });

  it('reads an unknown code as words rather than failing', () => {
    expect(auditActionLabel('GET /operator/loyalty/tier-rules', 'pt')).toBe('Loyalty tier rules');
    expect(auditActionLabel('staff.badge_printed', 'en')).toBe('Staff badge printed');
    expect(readableCode('')).toBe('—');
  });
});

const url = process.env.TEST_DATABASE_URL;
const targets: Array<{ name: string; options: SetupOptions }> = [{ name: 'PGlite', options: {} }];
if (url) targets.push({ name: 'PostgreSQL', options: { databaseUrl: url } });

describe.each(targets)('the audit API says each action in the reader’s language on $name', ({ options }) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await setupServer({}, 'audit-words', options);
  }, 60_000);
  afterAll(() => s?.close());

  it('answers a label beside the code, in pt or en, in the list and the CSV', async () => {
    const admin = await signedInStaff(s, ['admin']);
    const change = await asStaff(s, OPERATOR_TOKEN)('POST', '/api/operator/settings/four-eyes', {
      threshold: '5000.00',
      reason: 'Back to the default',
    });
    expect(change.status).toBe(200);
    const read = async (lang: string) => {
      const answer = await asStaff(s, admin.token)(
        'GET',
        `/api/operator/audit-trail?lang=${lang}&action=${encodeURIComponent('/operator/settings/four-eyes')}`,
      );
      return v.parse(AuditPage, answer.json.data).list[0]!;
    };
    expect(await read('pt')).toMatchObject({
      action: '/operator/settings/four-eyes',
      label: 'Alterar o valor dos quatro olhos',
    });
    expect((await read('en')).label).toBe('Change the four-eyes amount');
    // An unknown language reads Portuguese, the back office's default.
    expect((await read('xx')).label).toBe('Alterar o valor dos quatro olhos');

    // Found by the words the reader sees, in either language, accents aside, as by the code.
    for (const words of ['quatro olhos', 'Valor dos QUATRO', 'four-eyes amount', 'settings/four-eyes']) {
      const found = await asStaff(s, admin.token)(
        'GET',
        `/api/operator/audit-trail?lang=pt&outcome=done&q=${encodeURIComponent(words)}`,
      );
      expect(v.parse(AuditPage, found.json.data).list.map((event) => event.action)).toContain(
        '/operator/settings/four-eyes',
      );
    }
    // The action filter reads the words too, and only the action's: the four-eyes lines are not the tax rate's
    // (on a database other tests share, other lines may name the tax rate; none of them is about four eyes).
    const byAction = (words: string) =>
      asStaff(s, admin.token)(
        'GET',
        `/api/operator/audit-trail?subject=four_eyes&action=${encodeURIComponent(words)}`,
      ).then((answer) => v.parse(AuditPage, answer.json.data).total);
    expect(await byAction('quatro olhos')).toBeGreaterThan(0);
    expect(await byAction('alíquota')).toBe(0);

    const signIn = await asStaff(s, admin.token)(
      'GET',
      `/api/operator/audit-trail?lang=en&action=staff.signed_in&actor=${encodeURIComponent(admin.email)}`,
    );
    expect(v.parse(AuditPage, signIn.json.data).list[0]?.label).toBe('Signed in to the back office');

    const exported = await asStaff(s, admin.token)(
      'GET',
      `/api/operator/audit-trail/export?lang=pt&action=${encodeURIComponent('/operator/settings/four-eyes')}`,
    );
    const { csv } = exported.json.data as { csv: string };
    const [header, first] = csv.replace('\uFEFF', '').split('\r\n');
    expect(header!.split(',').slice(4, 6)).toEqual(['action', 'action_label']);
    expect(first).toContain('/operator/settings/four-eyes,Alterar o valor dos quatro olhos,');
  });
});
