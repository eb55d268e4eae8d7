import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLES, type StaffRole } from '../../contract/backoffice';
import { apiRoutes } from '../../server/app';
import { OPERATOR_TOKEN, setupServer, type SetupOptions, type TestServer } from './helpers';
import { signedInStaff } from './staff';

const url = process.env.TEST_DATABASE_URL;
const targets: Array<{ name: string; options: SetupOptions }> = [{ name: 'PGlite', options: {} }];
if (url) targets.push({ name: 'PostgreSQL', options: { databaseUrl: url } });

/** Every operator endpoint; the sign-out last, since calling it ends the caller's session. */
const operatorRoutes = apiRoutes()
  .filter((route) => route.auth === 'operator')
  .sort((a, b) => Number(a.path === '/operator/auth/logout') - Number(b.path === '/operator/auth/logout'));

describe('every operator endpoint declares the roles that may call it', () => {
  it('names at least one role, each a staff role', () => {
    expect(operatorRoutes.length).toBeGreaterThan(25);
    for (const route of operatorRoutes) {
      expect(route.roles?.length, `${route.method} ${route.path}`).toBeGreaterThan(0);
      for (const role of route.roles ?? []) expect(STAFF_ROLES).toContain(role);
    }
  });
});

describe.each(targets)('the role matrix on $name', ({ options }) => {
  let s: TestServer;
  let tokens: Record<StaffRole, string>;
  let ids: Record<StaffRole, number>;
  let snapshot: () => Promise<unknown>;
  /** The audit trail's lines after the one with this id: who, what, the refusal and its count. */
  let linesAfter: (id: number) => Promise<unknown[]>;
  let lastLine: () => Promise<number>;

  beforeAll(async () => {
    s = await setupServer({}, 'backoffice-roles', options);
    tokens = {} as Record<StaffRole, string>;
    ids = {} as Record<StaffRole, number>;
    for (const role of STAFF_ROLES) ({ token: tokens[role], id: ids[role] } = await signedInStaff(s, [role]));
    // Every table's rows, counted in one statement: a refused call must leave every count as it was, the audit
    // trail's aside, which gains the refused attempt's line.
    const rows = async (query: ReturnType<typeof sql.raw> | ReturnType<typeof sql>) =>
      ((await s.db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;
    const tables = (
      await rows(
        sql`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name <> 'audit_events' order by 1`,
      )
    ).map((row) => String(row.name));
    lastLine = async () => Number((await rows(sql`select coalesce(max(id), 0) as id from audit_events`))[0]!.id);
    linesAfter = (id) =>
      rows(
        sql`select actor_id, action, refused, count from audit_events where id > ${id} and action not like 'staff.%' order by id`,
      );
    const counts = sql.raw(`select ${tables.map((t) => `(select count(*) from "${t}")::int as "${t}"`).join(', ')}`);
    snapshot = async () => (await rows(counts))[0];
  }, 120_000);
  afterAll(() => s?.close());

  const call = (route: (typeof operatorRoutes)[number], token: string) =>
    s.call(
      route.method === 'get' ? 'GET' : 'POST',
      `/api${route.path}`,
      route.method === 'get' ? { token } : { token, body: {} },
    );

  it.each(operatorRoutes.map((route) => [`${route.method.toUpperCase()} ${route.path}`, route] as const))(
    '%s: its roles are let through, every other role is answered 403 with nothing changed but the trail',
    async (_, route) => {
      const allowed = new Set(route.roles ?? []);
      const before = await snapshot();
      const lastBefore = await lastLine();
      const refused = STAFF_ROLES.filter((r) => !allowed.has(r));
      for (const role of refused) {
        const answer = await call(route, tokens[role]);
        expect([answer.status, answer.json.error], `${role}`).toEqual([403, 'operator.role_forbidden']);
      }
      expect(await snapshot()).toEqual(before);
      expect(await linesAfter(lastBefore)).toEqual(
        refused.map((role) => ({
          actor_id: ids[role],
          action: route.method === 'get' ? `GET ${route.path}` : route.path,
          refused: 'operator.role_forbidden',
          count: 1,
        })),
      );
      for (const role of STAFF_ROLES.filter((r) => allowed.has(r))) {
        const answer = await call(route, tokens[role]);
        expect(answer.json.error, `${role}: ${answer.json.message}`).not.toBe('operator.role_forbidden');
        expect(answer.status, `${role}: ${answer.json.message}`).not.toBe(401);
        expect(answer.status, `${role}: ${answer.json.message}`).toBeLessThan(500);
      }
      // The command line's token holds every role.
      const byToken = await call(route, OPERATOR_TOKEN);
      expect(byToken.json.error).not.toBe('operator.role_forbidden');
      expect(byToken.status).not.toBe(401);
    },
  );
});
