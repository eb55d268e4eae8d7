import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { dynamicBrCode } from '../brcode';
import { txidOf } from './ids';

/**
 * A local PSP that answers as the Central Bank's PIX API says (bacen/pix-api), for the tests and for a demo
 * of PIX_GATEWAY=bcb-api on one machine. Over HTTPS that asks every client for a certificate signed by its
 * test CA (no certificate, no connection), with an OAuth2 client-credentials token endpoint whose tokens
 * expire after `tokenSeconds`. It keeps in memory:
 * - charges (PUT/GET /cob/{txid}: calendario, devedor, valor.original, chave, loc/location, pixCopiaECola);
 * - PIX received (GET /pix/{e2eid}, with the payer as `pagador: { cpf, nome }`, the BB/Sicoob extension)
 *   and their returns (PUT/GET /pix/{e2eid}/devolucao/{id});
 * - the webhook per key (PUT/GET /webhook/{chave}); a payment is delivered to its webhookUrl + "/pix";
 * - the DICT (GET /dict/entries/{key}, the DICT API's GetEntry as JSON): a CPF key is held by that CPF,
 *   other keys as `setKey` registers them;
 * - transfers, as Efí's Envio de Pix (PUT /gn/pix/{idEnvio}, GET /gn/pix/enviados/id-envio/{idEnvio}).
 * Errors are RFC 7807 problems (Efí's `{ nome, mensagem }` for its own extension, as it documents).
 * Switches: `down` (every call 503, or 'hang': no answer), `refuseReturns`, `transferStatus` (how transfers
 * end), `expire(txid)`, `revokeTokens()`.
 *
 * Run alone: `npx tsx server/payments/bcb/localPsp.ts` — it makes test certificates (openssl) in
 * .data/local-psp (or --dir), listens on https://127.0.0.1:8443 (--port) and on a plain-HTTP "bank" at
 * http://127.0.0.1:8444 (--bank-port) whose POST /pay {txid | order_no, cpf, nome} pays a charge and
 * POST /keys {key, cpf, nome} tells the DICT a key's holder, and prints the environment that starts the
 * server against it.
 */

export interface TestCertificates {
  dir: string;
  caCert: string;
  serverCert: string;
  serverKey: string;
  clientCert: string;
  clientKey: string;
  /** A client certificate of another CA: refused by the PSP. */
  strangerCert: string;
  strangerKey: string;
  /** The files, for the server's PIX_CERT_FILE, PIX_KEY_FILE and PIX_CA_FILE. */
  files: { ca: string; clientCert: string; clientKey: string };
}

/** Makes a CA, a server certificate for 127.0.0.1/localhost and client certificates with the openssl CLI. */
export function makeTestCertificates(dir: string): TestCertificates {
  mkdirSync(dir, { recursive: true });
  const file = (name: string) => join(dir, name);
  const openssl = (...args: string[]) => execFileSync('openssl', args, { stdio: 'pipe' });
  const ca = (name: string) => {
    if (!existsSync(file(`${name}.crt`))) {
      openssl(
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        file(`${name}.key`),
        '-out',
        file(`${name}.crt`),
        '-days',
        '3650',
        '-subj',
        `/CN=${name}`,
      );
    }
  };
  const leaf = (name: string, caName: string, cn: string, extensions: string) => {
    if (existsSync(file(`${name}.crt`))) return;
    writeFileSync(file(`${name}.ext`), extensions);
    openssl(
      'req',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      file(`${name}.key`),
      '-out',
      file(`${name}.csr`),
      '-subj',
      `/CN=${cn}`,
    );
    openssl(
      'x509',
      '-req',
      '-in',
      file(`${name}.csr`),
      '-CA',
      file(`${caName}.crt`),
      '-CAkey',
      file(`${caName}.key`),
      '-CAcreateserial',
      '-out',
      file(`${name}.crt`),
      '-days',
      '3650',
      '-extfile',
      file(`${name}.ext`),
    );
  };
  ca('local-psp-ca');
  ca('stranger-ca');
  leaf(
    'server',
    'local-psp-ca',
    'localhost',
    'subjectAltName=IP:127.0.0.1,DNS:localhost\nextendedKeyUsage=serverAuth\n',
  );
  leaf('client', 'local-psp-ca', 'rodada-operator', 'extendedKeyUsage=clientAuth\n');
  leaf('stranger', 'stranger-ca', 'someone-else', 'extendedKeyUsage=clientAuth\n');
  const read = (name: string) => readFileSync(file(name), 'utf8');
  return {
    dir,
    caCert: read('local-psp-ca.crt'),
    serverCert: read('server.crt'),
    serverKey: read('server.key'),
    clientCert: read('client.crt'),
    clientKey: read('client.key'),
    strangerCert: read('stranger.crt'),
    strangerKey: read('stranger.key'),
    files: { ca: file('local-psp-ca.crt'), clientCert: file('client.crt'), clientKey: file('client.key') },
  };
}

interface Cob {
  txid: string;
  revisao: number;
  status: 'ATIVA' | 'CONCLUIDA' | 'REMOVIDA_PELO_USUARIO_RECEBEDOR' | 'REMOVIDA_PELO_PSP';
  calendario: { criacao: string; expiracao: number };
  devedor?: { cpf?: string; nome?: string };
  valor: { original: string };
  chave: string;
  solicitacaoPagador?: string;
  loc: { id: number; location: string; tipoCob: 'cob' };
  location: string;
  pixCopiaECola: string;
  /** Past its expiry (the test's switch): it cannot be paid. */
  expired: boolean;
}

interface Devolucao {
  id: string;
  rtrId: string;
  valor: string;
  horario: { solicitacao: string; liquidacao?: string };
  status: 'EM_PROCESSAMENTO' | 'DEVOLVIDO' | 'NAO_REALIZADO';
  motivo?: string;
}

interface Pix {
  endToEndId: string;
  txid?: string;
  valor: string;
  chave: string;
  horario: string;
  infoPagador?: string;
  pagador: { cpf: string; nome: string };
  devolucoes: Devolucao[];
}

interface Envio {
  idEnvio: string;
  endToEndId: string;
  valor: string;
  chave: string;
  status: 'EM_PROCESSAMENTO' | 'REALIZADO' | 'NAO_REALIZADO';
  horario: { solicitacao: string; liquidacao?: string };
  favorecido: { chave: string; cpf?: string };
}

export interface LocalPspOptions {
  certificates: TestCertificates;
  clientId?: string;
  clientSecret?: string;
  /** The PIX key of the receiver (the operator): charges must name it. */
  receiverKey?: string;
  /** How long a token lasts (seconds). */
  tokenSeconds?: number;
  port?: number;
  /** Where a payment's notice goes: a POST of the body to url (default: fetch). Answers the HTTP status. */
  deliver?: (url: string, body: unknown) => Promise<number>;
}

export interface LocalPsp {
  /** https://127.0.0.1:PORT/v2 (the PIX API's base) and its token endpoint. */
  apiUrl: string;
  oauthUrl: string;
  port: number;
  clientId: string;
  clientSecret: string;
  receiverKey: string;
  cobs: Map<string, Cob>;
  pix: Map<string, Pix>;
  envios: Map<string, Envio>;
  webhooks: Map<string, string>;
  /** Every call the API took (method and path), in order; the tokens it issued. */
  calls: string[];
  tokensIssued(): number;
  /** 'unavailable': every call 503; 'hang': no answer at all; false: up. */
  down: false | 'unavailable' | 'hang';
  /** Returns are answered NAO_REALIZADO ("saldo insuficiente"). */
  refuseReturns: boolean;
  /** How the transfers sent from now on end (their PUT answers EM_PROCESSAMENTO, as Efí's does). */
  transferStatus: Envio['status'];
  tokenSeconds: number;
  /** Every token issued so far is refused (401) from now on. */
  revokeTokens(): void;
  /** Registers a DICT key's holder (a CPF, or a company's CNPJ). */
  setKey(key: string, holder: { cpf: string; name: string } | { cnpj: string; name: string }): void;
  /** The charge's expiry passes: it cannot be paid any more. */
  expire(txid: string): void;
  /**
   * A payer pays the charge in their bank: the PIX is recorded and its notice delivered to the webhook.
   * Answers its end-to-end id and the webhook's HTTP status (null when no webhook is registered).
   */
  pay(txid: string, payer: { cpf: string; nome: string }): Promise<{ endToEndId: string; delivered: number | null }>;
  /** Delivers a notice again (a replay), or one of the test's own making. */
  notify(body: unknown): Promise<number | null>;
  close(): Promise<void>;
}

const MONEY = /^\d{1,10}\.\d{2}$/;
const ISPB = '99999008';

const stamp = () => new Date().toISOString().replace(/\D/g, '').slice(0, 12);
const alnum = (n: number) => randomBytes(n).toString('hex').slice(0, n);
const cents = (money: string) => Math.round(Number(money) * 100);

export async function startLocalPsp(options: LocalPspOptions): Promise<LocalPsp> {
  const clientId = options.clientId ?? 'rodada-client';
  const clientSecret = options.clientSecret ?? 'rodada-secret-for-the-local-psp';
  const receiverKey = options.receiverKey ?? 'pix@rodada.com.br';
  const tokens = new Map<string, number>();
  const dict = new Map<string, { type: 'NATURAL_PERSON' | 'LEGAL_PERSON'; taxId: string; name: string }>();
  let issued = 0;
  let locId = 0;

  const psp = {
    apiUrl: '',
    oauthUrl: '',
    port: 0,
    clientId,
    clientSecret,
    receiverKey,
    cobs: new Map<string, Cob>(),
    pix: new Map<string, Pix>(),
    envios: new Map<string, Envio>(),
    webhooks: new Map<string, string>(),
    calls: [] as string[],
    tokensIssued: () => issued,
    down: false as LocalPsp['down'],
    refuseReturns: false,
    transferStatus: 'REALIZADO' as Envio['status'],
    tokenSeconds: options.tokenSeconds ?? 3600,
    revokeTokens: () => tokens.clear(),
    setKey(key: string, holder: { cpf: string; name: string } | { cnpj: string; name: string }) {
      dict.set(
        key,
        'cpf' in holder
          ? { type: 'NATURAL_PERSON', taxId: holder.cpf, name: holder.name }
          : { type: 'LEGAL_PERSON', taxId: holder.cnpj, name: holder.name },
      );
    },
    expire(txid: string) {
      const cob = psp.cobs.get(txid);
      if (cob) cob.expired = true;
    },
    async pay(txid: string, payer: { cpf: string; nome: string }) {
      const cob = psp.cobs.get(txid);
      if (!cob) throw new Error(`no charge ${txid}`);
      if (cob.expired) throw new Error(`the charge ${txid} has expired`);
      if (cob.status !== 'ATIVA') throw new Error(`the charge ${txid} is ${cob.status}`);
      const endToEndId = `E${ISPB}${stamp()}${alnum(11)}`;
      const horario = new Date().toISOString();
      psp.pix.set(endToEndId, {
        endToEndId,
        txid,
        valor: cob.valor.original,
        chave: cob.chave,
        horario,
        infoPagador: 'Depósito',
        pagador: payer,
        devolucoes: [],
      });
      cob.status = 'CONCLUIDA';
      const delivered = await psp.notify({
        pix: [{ endToEndId, txid, valor: cob.valor.original, chave: cob.chave, horario, infoPagador: 'Depósito' }],
      });
      return { endToEndId, delivered };
    },
    async notify(body: unknown) {
      const url = psp.webhooks.get(receiverKey);
      if (!url) return null;
      const deliver =
        options.deliver ??
        (async (to: string, payload: unknown) =>
          (
            await fetch(to, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json' },
              body: JSON.stringify(payload),
              signal: AbortSignal.timeout(15_000),
            })
          ).status);
      return deliver(`${url.replace(/\/$/, '')}/pix`, body);
    },
    close: async () => {},
  };

  function send(res: ServerResponse, status: number, body?: unknown, type = 'application/json') {
    const text = body === undefined ? '' : JSON.stringify(body);
    res.writeHead(status, { 'Content-Type': type, 'Content-Length': Buffer.byteLength(text) });
    res.end(text);
  }
  const problem = (res: ServerResponse, status: number, name: string, title: string, detail?: string) =>
    send(
      res,
      status,
      { type: `https://pix.bcb.gov.br/api/v2/error/${name}`, title, status, ...(detail ? { detail } : {}) },
      'application/problem+json',
    );
  const efiError = (res: ServerResponse, status: number, nome: string, mensagem: string) =>
    send(res, status, { nome, mensagem });

  async function readBody(req: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }
  const json = (text: string): Record<string, unknown> | null => {
    try {
      const value: unknown = JSON.parse(text);
      return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  };

  function holderOf(key: string) {
    if (/^\d{11}$/.test(key)) return dict.get(key) ?? { type: 'NATURAL_PERSON' as const, taxId: key, name: '' };
    return dict.get(key) ?? null;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'https://local-psp');
    const method = req.method ?? 'GET';
    const path = url.pathname;
    const body = method === 'GET' ? '' : await readBody(req);
    psp.calls.push(`${method} ${path}`);
    if (psp.down === 'hang') return; // never answers: the client's deadline decides
    if (psp.down) return problem(res, 503, 'ServicoIndisponivel', 'Serviço Indisponível');

    if (path === '/oauth/token' && method === 'POST') {
      const basic = Buffer.from(`${clientId}:${clientSecret}`).toString('base64');
      if (req.headers.authorization !== `Basic ${basic}`) return send(res, 401, { error: 'invalid_client' });
      const grant = new URLSearchParams(body).get('grant_type') ?? json(body)?.['grant_type'];
      if (grant !== 'client_credentials') return send(res, 400, { error: 'unsupported_grant_type' });
      const token = randomUUID();
      tokens.set(token, Date.now() + psp.tokenSeconds * 1000);
      issued += 1;
      return send(res, 200, {
        access_token: token,
        token_type: 'Bearer',
        expires_in: psp.tokenSeconds,
        scope: 'cob.write cob.read pix.write pix.read webhook.write webhook.read gn.pix.send.read pix.send',
      });
    }

    if (!path.startsWith('/v2/')) return problem(res, 404, 'NaoEncontrado', 'Não Encontrado');
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const until = bearer ? tokens.get(bearer) : undefined;
    if (until === undefined || until <= Date.now()) {
      return problem(res, 401, 'AcessoNegado', 'Acesso Negado', 'token ausente, inválido ou expirado');
    }
    const route = path.slice('/v2'.length).split('/').map(decodeURIComponent);
    const input = json(body);

    // PUT|GET /cob/{txid}
    if (route[1] === 'cob' && route.length === 3) {
      const txid = route[2]!;
      if (!/^[a-zA-Z0-9]{26,35}$/.test(txid))
        return problem(res, 400, 'CobOperacaoInvalida', 'Cobrança inválida.', 'txid fora do padrão');
      const existing = psp.cobs.get(txid);
      if (method === 'GET') {
        if (!existing) return problem(res, 404, 'CobNaoEncontrado', 'Cobrança não encontrada.');
        const paid = [...psp.pix.values()].filter((p) => p.txid === txid);
        return send(res, 200, { ...cobView(existing), ...(paid.length ? { pix: paid } : {}) });
      }
      if (method !== 'PUT') return problem(res, 405, 'NaoEncontrado', 'Método não permitido');
      const calendario = input?.['calendario'] as { expiracao?: unknown } | undefined;
      const valor = input?.['valor'] as { original?: unknown } | undefined;
      const devedor = input?.['devedor'] as { cpf?: unknown; nome?: unknown } | undefined;
      const violations: string[] = [];
      if (typeof calendario?.expiracao !== 'number' || calendario.expiracao <= 0)
        violations.push('cob.calendario.expiracao');
      if (typeof valor?.original !== 'string' || !MONEY.test(valor.original) || cents(valor.original) === 0)
        violations.push('cob.valor.original');
      if (input?.['chave'] !== receiverKey) violations.push('cob.chave');
      if (devedor && (typeof devedor.cpf !== 'string' || !/^\d{11}$/.test(devedor.cpf))) violations.push('cob.devedor');
      if (violations.length > 0) {
        return send(
          res,
          400,
          {
            type: 'https://pix.bcb.gov.br/api/v2/error/CobOperacaoInvalida',
            title: 'Cobrança inválida.',
            status: 400,
            detail:
              'A requisição que busca alterar ou criar uma cobrança para pagamento imediato não respeita o schema ou está semanticamente errada.',
            violacoes: violations.map((propriedade) => ({ razao: 'não respeita o schema', propriedade })),
          },
          'application/problem+json',
        );
      }
      if (existing && existing.status !== 'ATIVA') {
        return problem(res, 400, 'CobOperacaoInvalida', 'Cobrança inválida.', 'A cobrança já existe e não está ATIVA');
      }
      const id = existing?.loc.id ?? ++locId;
      const location = existing?.location ?? `127.0.0.1:${psp.port}/qr/v2/${randomUUID().replace(/-/g, '')}`;
      const cob: Cob = {
        txid,
        revisao: existing ? existing.revisao + 1 : 0,
        status: 'ATIVA',
        calendario: {
          criacao: existing?.calendario.criacao ?? new Date().toISOString(),
          expiracao: calendario!.expiracao as number,
        },
        ...(devedor ? { devedor: { cpf: devedor.cpf as string, nome: String(devedor.nome ?? '') } } : {}),
        valor: { original: valor!.original as string },
        chave: receiverKey,
        ...(typeof input?.['solicitacaoPagador'] === 'string'
          ? { solicitacaoPagador: input['solicitacaoPagador'] }
          : {}),
        loc: { id, location, tipoCob: 'cob' },
        location,
        pixCopiaECola: dynamicBrCode({ location, merchantName: 'RODADA', merchantCity: 'SAO PAULO' }),
        expired: existing?.expired ?? false,
      };
      psp.cobs.set(txid, cob);
      return send(res, existing ? 200 : 201, cobView(cob));
    }

    // GET /pix/{e2eid}; PUT|GET /pix/{e2eid}/devolucao/{id}
    if (route[1] === 'pix' && (route.length === 3 || (route.length === 5 && route[3] === 'devolucao'))) {
      const pix = psp.pix.get(route[2]!);
      if (!pix) return problem(res, 404, 'PixNaoEncontrado', 'Pix não encontrado.');
      if (route.length === 3)
        return method === 'GET' ? send(res, 200, pix) : problem(res, 405, 'NaoEncontrado', 'Método não permitido');
      const id = route[4]!;
      const existing = pix.devolucoes.find((d) => d.id === id);
      if (method === 'GET')
        return existing
          ? send(res, 200, existing)
          : problem(res, 404, 'DevolucaoNaoEncontrada', 'Devolução não encontrada.');
      const valor = input?.['valor'];
      const returned = pix.devolucoes
        .filter((d) => d.status !== 'NAO_REALIZADO')
        .reduce((sum, d) => sum + cents(d.valor), 0);
      if (
        !/^[a-zA-Z0-9]{1,35}$/.test(id) ||
        existing ||
        typeof valor !== 'string' ||
        !MONEY.test(valor) ||
        returned + cents(valor) > cents(pix.valor)
      ) {
        return problem(
          res,
          400,
          'PixDevolucaoInvalida',
          'Devolução inválida.',
          'A presente requisição de devolução não respeita o schema ou não faz sentido semanticamente.',
        );
      }
      const devolucao: Devolucao = {
        id,
        rtrId: `D${ISPB}${stamp()}${alnum(11)}`,
        valor,
        horario: { solicitacao: new Date().toISOString() },
        status: psp.refuseReturns ? 'NAO_REALIZADO' : 'DEVOLVIDO',
        ...(psp.refuseReturns ? { motivo: 'Saldo insuficiente na conta do recebedor' } : {}),
      };
      pix.devolucoes.push(devolucao);
      return send(res, 201, devolucao);
    }

    // PUT|GET /webhook/{chave}
    if (route[1] === 'webhook' && route.length === 3) {
      const chave = route[2]!;
      if (chave !== receiverKey)
        return problem(
          res,
          400,
          'WebhookOperacaoInvalida',
          'Webhook inválido.',
          'a chave não pertence a este usuário recebedor',
        );
      if (method === 'GET') {
        const current = psp.webhooks.get(chave);
        return current
          ? send(res, 200, { webhookUrl: current, chave, criacao: new Date().toISOString() })
          : problem(res, 404, 'WebhookNaoEncontrado', 'Webhook não encontrado.');
      }
      const webhookUrl = input?.['webhookUrl'];
      if (typeof webhookUrl !== 'string' || !/^https?:\/\/\S+$/.test(webhookUrl)) {
        return problem(
          res,
          400,
          'WebhookOperacaoInvalida',
          'Webhook inválido.',
          'Campo webhook.webhookUrl não respeita o schema.',
        );
      }
      psp.webhooks.set(chave, webhookUrl);
      return send(res, 200);
    }

    // GET /dict/entries/{key}: the DICT API's GetEntry.
    if (route[1] === 'dict' && route[2] === 'entries' && route.length === 4 && method === 'GET') {
      const holder = holderOf(route[3]!);
      if (!holder) return problem(res, 404, 'NaoEncontrado', 'Chave não encontrada no DICT.');
      return send(res, 200, {
        Key: route[3],
        Owner: { Type: holder.type, TaxIdNumber: holder.taxId, Name: holder.name },
      });
    }

    // Efí's Envio de Pix: PUT /gn/pix/{idEnvio}; GET /gn/pix/enviados/id-envio/{idEnvio}
    if (route[1] === 'gn' && route[2] === 'pix') {
      if (route.length === 6 && route[3] === 'enviados' && route[4] === 'id-envio' && method === 'GET') {
        const envio = psp.envios.get(route[5]!);
        if (!envio)
          return problem(
            res,
            404,
            'PixEnviadoNaoEncontrado',
            'Não Encontrado',
            'Pix enviado não encontrado para o idEnvio informado.',
          );
        return send(res, 200, { ...envio });
      }
      if (route.length === 4 && method === 'PUT') {
        const idEnvio = route[3]!;
        if (!/^[a-zA-Z0-9]{1,35}$/.test(idEnvio)) return efiError(res, 400, 'valor_invalido', 'idEnvio inválido');
        if (psp.envios.has(idEnvio))
          return efiError(
            res,
            409,
            'id_envio_duplicado',
            'O id de envio informado já foi utilizado em outro pagamento',
          );
        const valor = input?.['valor'];
        const favorecido = input?.['favorecido'] as { chave?: unknown; cpf?: unknown } | undefined;
        const pagador = input?.['pagador'] as { chave?: unknown } | undefined;
        if (typeof valor !== 'string' || !MONEY.test(valor) || cents(valor) === 0)
          return efiError(res, 400, 'valor_invalido', 'Campo valor deve ser maior que zero');
        if (pagador?.chave !== receiverKey)
          return efiError(res, 400, 'chave_invalida', 'A chave informada não faz referência à conta Efí autenticada');
        const key = typeof favorecido?.chave === 'string' ? favorecido.chave : '';
        const holder = holderOf(key);
        if (!holder) return efiError(res, 400, 'chave_invalida', 'A chave do favorecido não foi encontrada no DICT');
        if (typeof favorecido?.cpf === 'string' && holder.taxId !== favorecido.cpf) {
          return efiError(
            res,
            400,
            'chave_nao_pertence_ao_documento',
            'O cpf do favorecido é diferente do documento em posse da chave',
          );
        }
        const envio: Envio = {
          idEnvio,
          endToEndId: `E${ISPB}${stamp()}${alnum(11)}`,
          valor,
          chave: receiverKey,
          status: psp.transferStatus,
          horario: {
            solicitacao: new Date().toISOString(),
            ...(psp.transferStatus === 'REALIZADO' ? { liquidacao: new Date().toISOString() } : {}),
          },
          favorecido: { chave: key, ...(typeof favorecido?.cpf === 'string' ? { cpf: favorecido.cpf } : {}) },
        };
        psp.envios.set(idEnvio, envio);
        return send(res, 201, {
          idEnvio,
          e2eId: envio.endToEndId,
          valor,
          horario: { solicitacao: envio.horario.solicitacao },
          status: 'EM_PROCESSAMENTO',
        });
      }
    }
    return problem(res, 404, 'NaoEncontrado', 'Não Encontrado');
  }

  function cobView(cob: Cob) {
    const { expired: _expired, ...view } = cob;
    return view;
  }

  const server = createHttpsServer(
    {
      key: options.certificates.serverKey,
      cert: options.certificates.serverCert,
      ca: options.certificates.caCert,
      requestCert: true,
      rejectUnauthorized: true,
    },
    (req, res) => {
      handle(req, res).catch((error: unknown) => {
        console.error('local PSP:', error);
        if (!res.headersSent) problem(res, 500, 'ErroInternoDoServidor', 'Erro interno');
      });
    },
  );
  await new Promise<void>((done) => server.listen(options.port ?? 0, '127.0.0.1', done));
  psp.port = (server.address() as AddressInfo).port;
  psp.apiUrl = `https://127.0.0.1:${psp.port}/v2`;
  psp.oauthUrl = `https://127.0.0.1:${psp.port}/oauth/token`;
  psp.close = () =>
    new Promise<void>((done) => {
      server.close(() => done());
      server.closeAllConnections();
    });
  return psp;
}

/** The server's environment for a local PSP (PIX_GATEWAY=bcb-api and its settings). */
export function localPspEnv(psp: LocalPsp, certificates: TestCertificates, webhookUrl: string): Record<string, string> {
  return {
    PIX_GATEWAY: 'bcb-api',
    PIX_API_URL: psp.apiUrl,
    PIX_OAUTH_URL: psp.oauthUrl,
    PIX_CLIENT_ID: psp.clientId,
    PIX_CLIENT_SECRET: psp.clientSecret,
    PIX_CERT_FILE: certificates.files.clientCert,
    PIX_KEY_FILE: certificates.files.clientKey,
    PIX_CA_FILE: certificates.files.ca,
    PIX_RECEIVER_KEY: psp.receiverKey,
    PIX_WEBHOOK_URL: webhookUrl,
  };
}

/** The "bank" of the demo: pays a charge of the local PSP (plain HTTP, 127.0.0.1 only). */
function startBank(psp: LocalPsp, port: number): Promise<Server> {
  const server = createHttpServer((req, res) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const answer = (status: number, body: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.method !== 'POST' || (req.url !== '/pay' && req.url !== '/keys')) {
        return answer(404, { error: 'POST /pay or POST /keys' });
      }
      let body: { txid?: string; order_no?: string; cpf?: string; nome?: string; key?: string };
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as typeof body;
      } catch {
        return answer(400, { error: 'JSON body' });
      }
      if (!body.cpf) return answer(400, { error: 'cpf: 11 digits' });
      if (req.url === '/keys') {
        // The DICT learns a key's holder: {"key":"ana@example.com","cpf":"52998224725","nome":"Ana"}.
        if (!body.key) return answer(400, { error: 'key: the PIX key as the DICT writes it (+55… for a phone)' });
        psp.setKey(body.key, { cpf: body.cpf.replace(/\D/g, ''), name: body.nome ?? '' });
        return answer(200, { key: body.key, cpf: body.cpf });
      }
      const txid = body.txid ?? (body.order_no ? txidOf(body.order_no) : '');
      try {
        answer(200, await psp.pay(txid, { cpf: body.cpf.replace(/\D/g, ''), nome: body.nome ?? 'Pagador' }));
      } catch (error) {
        answer(409, { error: error instanceof Error ? error.message : String(error) });
      }
    })();
  });
  return new Promise((done) => server.listen(port, '127.0.0.1', () => done(server)));
}

async function main(): Promise<void> {
  const arg = (name: string, fallback: string) => {
    const at = process.argv.indexOf(`--${name}`);
    return at > 0 && process.argv[at + 1] ? process.argv[at + 1]! : fallback;
  };
  const dir = resolve(arg('dir', '.data/local-psp'));
  const certificates = makeTestCertificates(dir);
  const psp = await startLocalPsp({ certificates, port: Number(arg('port', '8443')) });
  const bankPort = Number(arg('bank-port', '8444'));
  await startBank(psp, bankPort);
  const env = localPspEnv(psp, certificates, arg('webhook-url', 'http://localhost:3000/api/payment/pix/psp'));
  console.log(`Local PSP (bacen/pix-api) at ${psp.apiUrl}, token at ${psp.oauthUrl}; certificates in ${dir}.`);
  console.log(
    `Its bank pays a charge: curl -X POST http://127.0.0.1:${bankPort}/pay -d '{"order_no":"RD…","cpf":"52998224725"}'`,
  );
  console.log('Start the server against it with:');
  console.log(
    Object.entries(env)
      .map(([k, v]) => `${k}=${v}`)
      .join(' \\\n  ') + ' \\\n  PIX_SANDBOX=1 npm start',
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  void main();
}
