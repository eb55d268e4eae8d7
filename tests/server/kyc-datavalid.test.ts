import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FILES_FOR, KycState } from '../../contract/kyc';
import { kycCases } from '../../server/db/schema';
import { datavalidProvider } from '../../server/kyc/datavalid';
import { KycUnavailable, type KycSubmission } from '../../server/kyc/provider';
import { setupServer, type SetupOptions, type TestServer } from './helpers';

/**
 * The identity provider's real adapter (KYC_PROVIDER=datavalid) against a local server that answers as SERPRO
 * documents Datavalid's POST /validate/pf-face (OAuth 2.0 client credentials at /token; `biometria_face`
 * { disponivel, probabilidade, similaridade }, `nome`, `data_nascimento`; 401, 422, 500, 503).
 */

const CLIENT = { id: 'datavalid-key', secret: 'datavalid-secret' };
/** A picture's bytes: a JPEG's first bytes and a name. */
const jpegNamed = (name: string) => Buffer.concat([Buffer.from('ffd8ffe0', 'hex'), Buffer.from(name)]);

/** What the fake answers for a picture (by its base64), or a status to answer with. */
type Face = { similaridade: number; probabilidade?: string; disponivel?: boolean } | number;

function fakeDatavalid() {
  const faces = new Map<string, Face>();
  const state = {
    tokens: new Set<string>(),
    issued: 0,
    /** Statuses to answer before the real answers (503, 500 …), taken one per call. */
    failures: [] as number[],
    nome: true,
    data_nascimento: true,
    calls: [] as Array<Record<string, unknown>>,
  };
  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    if (req.url === '/token') {
      if (req.headers.authorization !== `Basic ${Buffer.from(`${CLIENT.id}:${CLIENT.secret}`).toString('base64')}`) {
        return send(res, 401, { error: 'invalid_client' });
      }
      const token = `dv-${++state.issued}`;
      state.tokens.add(token);
      return send(res, 200, { access_token: token, token_type: 'Bearer', expires_in: 3295 });
    }
    if (req.url !== '/datavalid/validate/pf-face' || req.method !== 'POST') return send(res, 403, {});
    if (!state.tokens.has((req.headers.authorization ?? '').replace('Bearer ', ''))) return send(res, 401, {});
    const failure = state.failures.shift();
    if (failure) return send(res, failure, { message: 'indisponível' });
    const body = JSON.parse(raw) as { key: { cpf: string }; answer: Record<string, unknown> };
    state.calls.push(body.answer);
    const face = faces.get(String(body.answer.biometria_face)) ?? { similaridade: 0.95 };
    if (typeof face === 'number') return send(res, face, { message: String(face) });
    return send(res, 200, {
      ...(body.answer.nome ? { nome: state.nome, nome_similaridade: state.nome ? 1 : 0.4 } : {}),
      ...(body.answer.data_nascimento ? { data_nascimento: state.data_nascimento } : {}),
      biometria_face: {
        disponivel: face.disponivel ?? true,
        probabilidade:
          face.probabilidade ?? (face.similaridade >= 0.9 ? 'Altíssima probabilidade' : 'Baixa probabilidade'),
        similaridade: face.similaridade,
      },
    });
  };
  const server = createServer((req, res) => void handle(req, res).catch(() => send(res, 500, {})));
  return { server, faces, state };
}

describe('the Datavalid adapter', () => {
  const dv = fakeDatavalid();
  let base = '';
  const adapter = () =>
    datavalidProvider({
      url: `${base}/datavalid`,
      tokenUrl: `${base}/token`,
      clientId: CLIENT.id,
      clientSecret: CLIENT.secret,
      sleep: () => Promise.resolve(),
    });
  const submission = (selfie: Buffer, frames: [Buffer, Buffer]): KycSubmission => ({
    reference: 'KYC0123456789ABCDEF',
    cpf: '52998224725',
    name: 'Ana Souza',
    birthDate: '1990-05-01',
    documentType: 'cnh',
    documentNumber: '12345678901',
    address: {
      cep: '01310100',
      street: 'Av. Paulista',
      number: '1578',
      complement: '',
      district: '',
      city: 'São Paulo',
      state: 'SP',
    },
    challenge: ['turn_left', 'blink'],
    files: [
      { kind: 'selfie', contentType: 'image/jpeg', data: selfie },
      { kind: 'liveness_1', contentType: 'image/jpeg', data: frames[0] },
      { kind: 'liveness_2', contentType: 'image/jpeg', data: frames[1] },
    ],
  });
  const picture = (name: string) => Buffer.from(`ffd8ff-${name}`, 'latin1');
  const face = (name: string, answer: Face) => {
    dv.faces.set(picture(name).toString('base64'), answer);
    return picture(name);
  };
  const decide = async (selfie: Buffer, frames: [Buffer, Buffer]) =>
    (
      await adapter().submit(submission(selfie, frames), {
        db: null as never,
        now: new Date(),
        signal: AbortSignal.timeout(5000),
      })
    ).decision;

  beforeAll(async () => {
    await new Promise<void>((done) => dv.server.listen(0, '127.0.0.1', done));
    base = `http://127.0.0.1:${(dv.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => dv.server.close(() => done())));
  beforeEach(() => {
    dv.state.failures = [];
    dv.state.nome = true;
    dv.state.data_nascimento = true;
    dv.state.calls = [];
  });

  it('decides by the portrait’s similarity, the frames’ and the data', async () => {
    const good = face('good', { similaridade: 0.97 });
    const frameA = face('frameA', { similaridade: 0.93 });
    const frameB = face('frameB', { similaridade: 0.91 });
    expect(await decide(good, [frameA, frameB])).toMatchObject({
      decision: 'approved',
      scores: { face_match: 0.97, liveness: 0.91, document: 1 },
    });
    // The selfie goes with the person's data and address; the frames with the picture only.
    expect(dv.state.calls[0]).toMatchObject({
      nome: 'Ana Souza',
      data_nascimento: '1990-05-01',
      cnh: { numero_registro: '12345678901' },
      endereco: { cep: '01310100', uf: 'SP' },
    });
    expect(Object.keys(dv.state.calls[1]!)).toEqual(['biometria_face']);

    const stranger = face('stranger', { similaridade: 0.2, probabilidade: 'Baixíssima probabilidade' });
    expect(await decide(stranger, [frameA, frameB])).toMatchObject({ decision: 'rejected', reason: 'face_mismatch' });
    const doubtful = face('doubtful', { similaridade: 0.8 });
    expect(await decide(doubtful, [frameA, frameB])).toMatchObject({ decision: 'review', reason: null });
    const noPortrait = face('noPortrait', { similaridade: 0, disponivel: false });
    expect(await decide(noPortrait, [frameA, frameB])).toMatchObject({ decision: 'review' });
    const replayed = face('replayed', { similaridade: 0.3 });
    expect(await decide(good, [frameA, replayed])).toMatchObject({ decision: 'rejected', reason: 'liveness_failed' });
    const blurry = face('blurry', { similaridade: 0.87 - 0.1 });
    expect(await decide(good, [blurry, frameB])).toMatchObject({ decision: 'review' });
    dv.state.nome = false;
    expect(await decide(good, [frameA, frameB])).toMatchObject({ decision: 'rejected', reason: 'data_mismatch' });
    // A validation Datavalid could not process (422): a person looks.
    dv.state.nome = true;
    const unprocessed = face('unprocessed', 422);
    expect(await decide(unprocessed, [frameA, frameB])).toMatchObject({ decision: 'review' });
  });

  it('asks again after a 503 or a 500, renews a refused token, and is unavailable past that', async () => {
    const good = face('good2', { similaridade: 0.96 });
    dv.state.failures = [503, 500];
    expect(await decide(good, [good, good])).toMatchObject({ decision: 'approved' });
    const issued = dv.state.issued;
    dv.state.tokens.clear();
    expect(await decide(good, [good, good])).toMatchObject({ decision: 'approved' });
    expect(dv.state.issued).toBe(issued + 1);
    dv.state.failures = [503, 503, 503];
    await expect(decide(good, [good, good])).rejects.toBeInstanceOf(KycUnavailable);
    const refused = face('refused', 400);
    await expect(decide(refused, [good, good])).rejects.toBeInstanceOf(KycUnavailable);
  });

  const url = process.env.TEST_DATABASE_URL;
  const targets: Array<{ name: string; options: SetupOptions }> = [{ name: 'PGlite', options: {} }];
  if (url) targets.push({ name: 'PostgreSQL', options: { databaseUrl: url } });

  describe.each(targets)('sending a case through it on $name', ({ options }) => {
    let s: TestServer;
    beforeAll(async () => {
      s = await setupServer({}, 'kyc-datavalid', { ...options, kycProvider: adapter() });
    }, 60_000);
    afterAll(() => s?.close());

    it('is decided as it is sent: verified at once, the answers kept sealed on the case', async () => {
      const p = await s.register(undefined, undefined, {}, { kycVerified: false });
      await s.call('POST', '/api/kyc/case', {
        token: p.token,
        body: {
          document_type: 'cnh',
          document_number: '12345678901',
          address: { cep: '01310100', street: 'Av. Paulista', number: '1578', city: 'São Paulo', state: 'SP' },
        },
      });
      for (const kind of FILES_FOR.cnh) {
        const data = jpegNamed(`${kind}-${p.phone}`);
        const sent = await s.call('POST', '/api/kyc/upload', {
          token: p.token,
          body: {
            kind,
            content_type: 'image/jpeg',
            bytes: data.length,
            sha256: createHash('sha256').update(data).digest('hex'),
            index: 0,
            data: data.toString('base64'),
          },
        });
        expect(sent.status, sent.json.message).toBe(200);
      }
      const answer = await s.call('POST', '/api/kyc/submit', { token: p.token, body: {} });
      expect(v.parse(KycState, answer.json.data)).toMatchObject({ status: 'verified', case: null });
      const [row] = await s.db
        .select()
        .from(kycCases)
        .where(eq(kycCases.memberId, await s.memberId(p.phone)));
      expect(row).toMatchObject({ status: 'approved', provider: 'datavalid', decidedBy: 'datavalid' });
      expect(row!.providerAnswer).not.toContain('Altíssima');
    });
  });
});
