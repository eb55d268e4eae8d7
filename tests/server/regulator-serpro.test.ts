import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { withCpfCheckDigits } from '../../contract/fields';
import { members, regulatorChecks } from '../../server/db/schema';
import { RegulatorUnavailable } from '../../server/regulator/check';
import { serproSigapRegulator } from '../../server/regulator/serproSigap';
import { setupServer, type SetupOptions, type TestServer } from './helpers';

/**
 * The regulator's real adapter (REGULATOR_PROVIDER=serpro-sigap) against a local server that answers as
 * SERPRO's Consulta CPF v2 documents (OAuth 2.0 client credentials at /token; GET /cpf/{ni}: `situacao.codigo`,
 * `nascimento` DDMMAAAA, `obito`; 206 partial, 400 invalid, 404 unknown, 422 a minor's data withheld) and as
 * docs/REGULATOR.md reads the SIGAP's Módulo de Impedidos (PERMITIDO / IMPEDIDO with its impediments).
 */

const CLIENT = { id: 'operator-key', secret: 'operator-secret' };
const cpf = (n: number) => withCpfCheckDigits(String(100_000_000 + n).slice(0, 9));

/** What the Receita's record says of each test CPF (status and body), and the SIGAP's answer. */
interface Person {
  status?: number;
  situacao?: string;
  nascimento?: string;
  obito?: string;
  sigap?: { situacao: 'PERMITIDO' | 'IMPEDIDO'; impedimentos?: Array<{ codigo: string }> } | number;
}

function fakeGovernment() {
  const people = new Map<string, Person>();
  const state = {
    tokensIssued: 0,
    /** Tokens the gateway takes; a revoked one answers 401. */
    valid: new Set<string>(),
    expiresIn: 3600,
    down: { cpf: false, sigap: false, token: false },
    calls: [] as string[],
  };
  const answer = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url!, 'http://gov.test');
    state.calls.push(`${req.method} ${url.pathname}`);
    if (req.method === 'POST' && url.pathname === '/token') {
      let body = '';
      for await (const chunk of req) body += chunk;
      const basic = Buffer.from(`${CLIENT.id}:${CLIENT.secret}`).toString('base64');
      if (state.down.token) return answer(res, 503, { error: 'unavailable' });
      if (req.headers.authorization !== `Basic ${basic}` || body !== 'grant_type=client_credentials') {
        return answer(res, 401, { error: 'invalid_client' });
      }
      const token = `token-${++state.tokensIssued}`;
      state.valid.add(token);
      return answer(res, 200, {
        scope: 'am_application_scope default',
        token_type: 'Bearer',
        expires_in: state.expiresIn,
        access_token: token,
      });
    }
    const token = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
    if (!state.valid.has(token)) return answer(res, 401, { error: 'invalid_token' });
    const cpfPath = /^\/consulta-cpf-df\/v2\/cpf\/(\d{11})$/.exec(url.pathname);
    if (cpfPath) {
      if (state.down.cpf) return answer(res, 504, { error: 'gateway_timeout' });
      const person = people.get(cpfPath[1]!) ?? {};
      const status = person.status ?? 200;
      if (status !== 200 && status !== 206) return answer(res, status, { error: String(status) });
      return answer(res, status, {
        ni: cpfPath[1],
        nome: 'PESSOA FISICA DA SILVA',
        situacao: { codigo: person.situacao ?? '0', descricao: person.situacao ? 'OUTRA' : 'REGULAR' },
        nascimento: person.nascimento ?? '15081970',
        ...(person.obito ? { obito: person.obito } : {}),
        ...(status === 200 ? { dataInscricao: '20091985' } : {}),
      });
    }
    const sigapPath = /^\/sigap\/impedidos\/(\d{11})$/.exec(url.pathname);
    if (sigapPath) {
      if (state.down.sigap) return answer(res, 500, { error: 'internal' });
      const sigap = people.get(sigapPath[1]!)?.sigap ?? { situacao: 'PERMITIDO' };
      if (typeof sigap === 'number') return answer(res, sigap, { error: String(sigap) });
      return answer(res, 200, { cpf: sigapPath[1], ...sigap });
    }
    return answer(res, 403, { error: 'forbidden' });
  };
  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => answer(res, 500, {}));
  });
  return { server, people, state };
}

describe('the SERPRO/SIGAP adapter', () => {
  const gov = fakeGovernment();
  let base = '';
  let now = new Date('2026-11-29T15:00:00Z');
  const regulator = () =>
    serproSigapRegulator({
      tokenUrl: `${base}/token`,
      cpfUrl: `${base}/consulta-cpf-df/v2`,
      impedidosUrl: `${base}/sigap/impedidos`,
      clientId: CLIENT.id,
      clientSecret: CLIENT.secret,
      clock: () => now,
    });
  const ask = (adapter: ReturnType<typeof regulator>, who: string, birthDate: string | null = '1970-08-15') =>
    adapter.check({ cpf: who, birthDate, asOf: now }, AbortSignal.timeout(5000));

  beforeAll(async () => {
    await new Promise<void>((done) => gov.server.listen(0, '127.0.0.1', done));
    base = `http://127.0.0.1:${(gov.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => gov.server.close(() => done())));
  beforeEach(() => {
    gov.state.down = { cpf: false, sigap: false, token: false };
    gov.state.calls = [];
  });

  it('answers each reason from what the Receita and the SIGAP say, and records no name', async () => {
    const adapter = regulator();
    const cases: Array<[Person, string]> = [
      [{}, 'clear'],
      [{ status: 206 }, 'clear'],
      [{ situacao: '3' }, 'deceased'],
      [{ obito: '2021' }, 'deceased'],
      [{ situacao: '2' }, 'cpf_irregular'],
      [{ situacao: '9' }, 'cpf_irregular'],
      [{ status: 404 }, 'cpf_irregular'],
      [{ status: 422 }, 'underage'],
      // 18 tomorrow (São Paulo's day): still under age today.
      [{ nascimento: '30112008' }, 'underage'],
      [{ nascimento: '29112008' }, 'clear'],
      [{ sigap: { situacao: 'IMPEDIDO', impedimentos: [{ codigo: 'PROGRAMA_SOCIAL' }] } }, 'social_benefit'],
      [{ sigap: { situacao: 'IMPEDIDO', impedimentos: [{ codigo: 'AUTOEXCLUSAO' }] } }, 'self_excluded'],
      [{ sigap: { situacao: 'IMPEDIDO', impedimentos: [{ codigo: 'VINCULO_ESPORTIVO' }] } }, 'sports_tied'],
      // Both flag: the Receita's reason first.
      [{ obito: '2020', sigap: { situacao: 'IMPEDIDO', impedimentos: [{ codigo: 'BPC' }] } }, 'deceased'],
    ];
    for (const [i, [person, expected]] of cases.entries()) {
      const who = cpf(i + 1);
      gov.people.set(who, person);
      const { answer, raw } = await ask(adapter, who);
      expect(answer.clear ? 'clear' : answer.reason, JSON.stringify(person)).toBe(expected);
      expect(JSON.stringify(raw)).not.toContain('PESSOA FISICA');
    }
    // The date of birth the member gave is compared, for the record.
    gov.people.set(cpf(50), {});
    expect((await ask(adapter, cpf(50), '1971-01-01')).raw).toMatchObject({
      receita: { nascimento_confere: false },
      sigap: { situacao: 'PERMITIDO' },
    });
    // One token served every question.
    expect(gov.state.tokensIssued).toBe(1);
  });

  it('renews the token before it expires and once on a 401', async () => {
    const adapter = regulator();
    gov.state.expiresIn = 600;
    const before = gov.state.tokensIssued;
    await ask(adapter, cpf(60));
    expect(gov.state.tokensIssued).toBe(before + 1);
    // Ten minutes on the token would be at its end: a new one is asked first.
    now = new Date(now.getTime() + 9.5 * 60_000);
    await ask(adapter, cpf(60));
    expect(gov.state.tokensIssued).toBe(before + 2);
    // Revoked by the gateway: the 401s drop it, one new one is asked (the two calls share it) and answered.
    gov.state.valid.clear();
    expect((await ask(adapter, cpf(60))).answer).toEqual({ clear: true });
    expect(gov.state.tokensIssued).toBe(before + 3);
    gov.state.expiresIn = 3600;
  });

  it('is no answer when either service is down (unless the other flags), or answers what it does not document', async () => {
    const adapter = regulator();
    gov.state.down.sigap = true;
    const down = await ask(adapter, cpf(70)).catch((error: unknown) => error);
    expect(down).toBeInstanceOf(RegulatorUnavailable);
    expect((down as RegulatorUnavailable).said).toMatchObject({
      receita: { situacao: { codigo: '0' } },
      sigap: { erro: 'the SIGAP answered 500' },
    });
    // The Receita's flag stands while the SIGAP is down.
    gov.people.set(cpf(71), { obito: '2019' });
    expect((await ask(adapter, cpf(71))).answer).toEqual({ clear: false, reason: 'deceased' });
    gov.state.down.sigap = false;
    gov.state.down.cpf = true;
    await expect(ask(adapter, cpf(70))).rejects.toBeInstanceOf(RegulatorUnavailable);
    gov.state.down.cpf = false;

    // An impediment whose code the adapter does not know is no answer, not a guessed reason.
    gov.people.set(cpf(72), { sigap: { situacao: 'IMPEDIDO', impedimentos: [{ codigo: 'LUDOPATIA' }] } });
    const unknown = await ask(adapter, cpf(72)).catch((error: unknown) => error);
    expect((unknown as RegulatorUnavailable).said).toMatchObject({ sigap: { impedimentos: ['LUDOPATIA'] } });
    // IMPEDIDO without impediments, or another status: no answer either.
    gov.people.set(cpf(73), { sigap: { situacao: 'IMPEDIDO', impedimentos: [] } });
    await expect(ask(adapter, cpf(73))).rejects.toBeInstanceOf(RegulatorUnavailable);
    gov.people.set(cpf(74), { sigap: 429 });
    await expect(ask(adapter, cpf(74))).rejects.toBeInstanceOf(RegulatorUnavailable);

    // No token (the gateway down, or the credentials refused): no answer.
    gov.state.down.token = true;
    await expect(regulator().check({ cpf: cpf(75), birthDate: null }, AbortSignal.timeout(5000))).rejects.toThrow(
      RegulatorUnavailable,
    );
    const refused = serproSigapRegulator({
      tokenUrl: `${base}/token`,
      cpfUrl: `${base}/consulta-cpf-df/v2`,
      impedidosUrl: `${base}/sigap/impedidos`,
      clientId: CLIENT.id,
      clientSecret: 'wrong',
    });
    gov.state.down.token = false;
    await expect(refused.check({ cpf: cpf(75), birthDate: null }, AbortSignal.timeout(5000))).rejects.toThrow(
      RegulatorUnavailable,
    );
    // Nobody listening: no answer.
    const gone = serproSigapRegulator({
      tokenUrl: 'http://127.0.0.1:9/token',
      cpfUrl: 'http://127.0.0.1:9/cpf',
      impedidosUrl: 'http://127.0.0.1:9/sigap',
      clientId: CLIENT.id,
      clientSecret: CLIENT.secret,
    });
    await expect(gone.check({ cpf: cpf(75), birthDate: null }, AbortSignal.timeout(5000))).rejects.toThrow(
      RegulatorUnavailable,
    );
  });

  const url = process.env.TEST_DATABASE_URL;
  const targets: Array<{ name: string; options: SetupOptions }> = [{ name: 'PGlite', options: {} }];
  if (url) targets.push({ name: 'PostgreSQL', options: { databaseUrl: url } });

  describe.each(targets)('registering through it on $name', ({ options }) => {
    let s: TestServer;
    beforeAll(async () => {
      s = await setupServer({}, 'regulator-serpro', { ...options, regulator: regulator() });
    }, 60_000);
    afterAll(() => s?.close());
    const lastCheck = async (who: string) =>
      (
        await s.db
          .select()
          .from(regulatorChecks)
          .where(eq(regulatorChecks.cpf, who))
          .orderBy(desc(regulatorChecks.id))
          .limit(1)
      )[0];

    it('refuses a flagged CPF with its reason, refuses with no answer, registers a clear one; each on the record', async () => {
      const flagged = cpf(80);
      gov.people.set(flagged, { sigap: { situacao: 'IMPEDIDO', impedimentos: [{ codigo: 'BOLSA_FAMILIA' }] } });
      const refused = await s.registerWith({ cpf: flagged });
      expect([refused.status, refused.json.error]).toEqual([422, 'regulator.social_benefit']);
      expect(await lastCheck(flagged)).toMatchObject({
        provider: 'serpro-sigap',
        outcome: 'flagged',
        reason: 'social_benefit',
        answer: { sigap: { situacao: 'IMPEDIDO', impedimentos: ['BOLSA_FAMILIA'] } },
      });

      gov.state.down.cpf = true;
      const held = await s.registerWith({ cpf: cpf(81) });
      expect([held.status, held.json.error]).toEqual([409, 'regulator.unavailable']);
      expect(await lastCheck(cpf(81))).toMatchObject({
        outcome: 'unavailable',
        answer: { receita: { erro: 'Consulta CPF answered 504' }, sigap: { situacao: 'PERMITIDO' } },
      });
      gov.state.down.cpf = false;

      const p = await s.register();
      const [member] = await s.db.select().from(members).where(eq(members.phone, p.phone));
      expect(await lastCheck(member!.cpf!)).toMatchObject({
        memberId: member!.id,
        provider: 'serpro-sigap',
        outcome: 'clear',
        answer: { receita: { status: 200, situacao: { codigo: '0' } }, sigap: { situacao: 'PERMITIDO' } },
      });
    });
  });
});
