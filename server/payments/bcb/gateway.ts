import * as v from 'valibot';
import type { PixKeyType } from '../../../contract/money';
import { formatCents } from '../../wallet/money';
import { PIX_SANDBOX } from '../config';
import {
  PixGatewayRefusal,
  PixGatewayUnavailable,
  type PixGateway,
  type PixPayout,
  type ReceivedPix,
} from '../gateway';
import { bcbClient, refused, type BcbClient, type BcbSettings } from './client';
import { dynamicBrCode } from '../brcode';
import { isRefundOf, orderOfTxid, payoutIdOf, refundIdOf, txidOf } from './ids';

/**
 * PIX_GATEWAY=bcb-api: the PixGateway of a PSP that implements the Central Bank's PIX API (bacen/pix-api,
 * openapi.yaml 2.x), over the authenticated channel of client.ts.
 *
 * From the standard:
 * - a deposit is an immediate charge, `PUT /cob/{txid}` with `calendario.expiracao`, `devedor.cpf/nome`,
 *   `valor.original`, `chave` and `solicitacaoPagador`; its answer (CobGerada) carries `pixCopiaECola`, the
 *   BR Code, or else `loc.location`, from which the dynamic BR Code is built;
 * - a PIX received is read back with `GET /pix/{e2eid}` (the webhook's body is never trusted);
 * - a refund is `PUT /pix/{e2eid}/devolucao/{id}` `{ valor }`, answered `{ id, rtrId, valor, horario, status }`
 *   (EM_PROCESSAMENTO, DEVOLVIDO or NAO_REALIZADO with `motivo`); the PIX's `devolucoes` tell which were asked;
 * - the webhook is registered with `PUT /webhook/{chave}` `{ webhookUrl }`; the PSP posts to webhookUrl + "/pix".
 *
 * Not in the standard, so each is one PSP's documented extension:
 * - the payer's CPF: the standard's Pix has none; Banco do Brasil's and Sicoob's PIX APIs add
 *   `pagador: { cpf, nome }` to it, which is read here (a PIX without it is credited to nobody: returned);
 * - the transfer of a withdrawal is Efí's "Envio de Pix": `PUT /gn/pix/{idEnvio}` with `valor`,
 *   `pagador.chave` (our key), `favorecido.chave` and `favorecido.cpf` (Efí refuses a key held by another
 *   document: chave_nao_pertence_ao_documento), answered `{ idEnvio, e2eId, valor, horario, status }`;
 *   read back with `GET /gn/pix/enviados/id-envio/{idEnvio}` (404 when none was sent; status
 *   EM_PROCESSAMENTO, REALIZADO or NAO_REALIZADO; after a NAO_REALIZADO a new transfer takes the next idEnvio);
 * - the key lookup has no published receiver-side call at Efí; ours asks `GET /dict/entries/{key}` and
 *   reads the DICT API's GetEntry answer (BCB's DICT API: Entry.Owner with Type NATURAL_PERSON or
 *   LEGAL_PERSON, TaxIdNumber and Name), which a PSP that relays the DICT answers; a PSP with another path
 *   needs this one function changed.
 */

const Money = v.pipe(v.string(), v.regex(/^\d{1,10}\.\d{2}$/));

/** How many transfers of one order may fail (NAO_REALIZADO) before the gateway stops sending new ones. */
const MAX_TRANSFERS = 10;

/** CobGerada: what PUT /cob/{txid} answers (only the fields used). */
const CobGerada = v.looseObject({
  txid: v.string(),
  revisao: v.number(),
  status: v.picklist(['ATIVA', 'CONCLUIDA', 'REMOVIDA_PELO_USUARIO_RECEBEDOR', 'REMOVIDA_PELO_PSP']),
  calendario: v.looseObject({ criacao: v.optional(v.string()), expiracao: v.number() }),
  valor: v.looseObject({ original: Money }),
  loc: v.optional(v.looseObject({ id: v.optional(v.number()), location: v.optional(v.string()) })),
  location: v.optional(v.string()),
  pixCopiaECola: v.optional(v.pipe(v.string(), v.minLength(1))),
});

const Devolucao = v.looseObject({
  id: v.string(),
  rtrId: v.string(),
  valor: Money,
  horario: v.optional(v.looseObject({ solicitacao: v.optional(v.string()), liquidacao: v.optional(v.string()) })),
  status: v.picklist(['EM_PROCESSAMENTO', 'DEVOLVIDO', 'NAO_REALIZADO']),
  motivo: v.optional(v.string()),
});

/** Pix: what GET /pix/{e2eid} answers, with the payer as BB and Sicoob add it. */
const Pix = v.looseObject({
  endToEndId: v.string(),
  txid: v.optional(v.string()),
  valor: Money,
  horario: v.string(),
  pagador: v.optional(v.looseObject({ cpf: v.optional(v.string()), nome: v.optional(v.string()) })),
  devolucoes: v.optional(v.array(Devolucao)),
});

/** Efí's answer to an Envio de Pix, and to its read-back. */
const EnvioPix = v.looseObject({
  idEnvio: v.optional(v.string()),
  e2eId: v.optional(v.string()),
  endToEndId: v.optional(v.string()),
  valor: Money,
  status: v.picklist(['EM_PROCESSAMENTO', 'REALIZADO', 'NAO_REALIZADO']),
});

/** The DICT API's GetEntry, as JSON. */
const DictEntry = v.looseObject({
  Key: v.string(),
  Owner: v.looseObject({
    Type: v.picklist(['NATURAL_PERSON', 'LEGAL_PERSON']),
    TaxIdNumber: v.pipe(v.string(), v.regex(/^\d{11}$|^[0-9A-Z]{14}$/)),
    Name: v.optional(v.string()),
  }),
});

const WebhookConfig = v.looseObject({ webhookUrl: v.string() });

function parsed<S extends v.GenericSchema>(schema: S, body: unknown, what: string): v.InferOutput<S> {
  const result = v.safeParse(schema, body);
  // An answer that is not what the standard says cannot be acted on: as if the PSP had not answered.
  if (!result.success) throw new PixGatewayUnavailable(`PSP ${what}: an answer the PIX API does not describe`);
  return result.output;
}

/** A key as the DICT writes it: a phone with +55, a CPF or CNPJ in digits, e-mails in lower case. */
export function dictKey(type: PixKeyType, account: string): string {
  if (type === 'PHONE') return `+55${account.replace(/\D/g, '')}`;
  if (type === 'CPF') return account.replace(/\D/g, '');
  return account;
}

const enc = encodeURIComponent;

export type BcbGateway = Required<PixGateway> & {
  /** Registers the webhook for the receiver key (PUT /webhook/{chave}); answers whether it was there already. */
  registerWebhook(): Promise<'registered' | 'already'>;
  client: BcbClient;
};

export function bcbGateway(settings: BcbSettings): BcbGateway {
  const client = bcbClient(settings);

  async function readPix(endToEndId: string): Promise<v.InferOutput<typeof Pix> | null> {
    const answer = await client.call('GET', `/pix/${enc(endToEndId)}`);
    if (answer.status === 404) return null;
    if (answer.status !== 200) throw refused(answer, `GET /pix/${endToEndId}`);
    return parsed(Pix, answer.body, 'GET /pix/{e2eid}');
  }

  const toPayout = (envio: v.InferOutput<typeof EnvioPix>): PixPayout => ({
    id: envio.e2eId ?? envio.endToEndId ?? envio.idEnvio ?? '',
    status: envio.status === 'NAO_REALIZADO' ? 'failed' : envio.status === 'REALIZADO' ? 'sent' : 'processing',
    reason: envio.status === 'NAO_REALIZADO' ? 'NAO_REALIZADO' : undefined,
  });

  async function readEnvio(idEnvio: string): Promise<PixPayout | null> {
    const answer = await client.call('GET', `/gn/pix/enviados/id-envio/${enc(idEnvio)}`);
    if (answer.status === 404) return null;
    if (answer.status !== 200) throw refused(answer, 'GET /gn/pix/enviados/id-envio');
    return toPayout(parsed(EnvioPix, answer.body, 'GET /gn/pix/enviados/id-envio/{idEnvio}'));
  }

  /** The order's transfers at the PSP, in order: the latest one, and the attempt a new one would take. */
  async function transfers(orderNo: string): Promise<{ latest: PixPayout | null; next: number }> {
    let latest: PixPayout | null = null;
    for (let attempt = 0; attempt < MAX_TRANSFERS; attempt += 1) {
      const found = await readEnvio(payoutIdOf(orderNo, attempt));
      if (!found) return { latest, next: attempt };
      latest = found;
      if (found.status !== 'failed') return { latest, next: attempt + 1 };
    }
    throw new PixGatewayRefusal(`${MAX_TRANSFERS} transfers of ${orderNo} were not made: pay it by other means`);
  }

  const payoutStatus = async (orderNo: string): Promise<PixPayout | null> => (await transfers(orderNo)).latest;

  return {
    client,

    async createCharge({ orderNo, amountCents, payer, expiresInSeconds }) {
      const answer = await client.call('PUT', `/cob/${txidOf(orderNo)}`, {
        calendario: { expiracao: expiresInSeconds },
        devedor: { cpf: payer.cpf, nome: payer.name.slice(0, 200) },
        valor: { original: formatCents(amountCents) },
        chave: settings.receiverKey,
        solicitacaoPagador: `Depósito ${orderNo}`,
      });
      if (answer.status !== 200 && answer.status !== 201) throw refused(answer, 'PUT /cob');
      const cob = parsed(CobGerada, answer.body, 'PUT /cob/{txid}');
      if (cob.status !== 'ATIVA') throw new PixGatewayRefusal(`PUT /cob: the charge is ${cob.status}`);
      if (cob.valor.original !== formatCents(amountCents)) throw new PixGatewayRefusal('PUT /cob: another amount');
      const location = cob.loc?.location ?? cob.location;
      const brCode =
        cob.pixCopiaECola ??
        (location
          ? dynamicBrCode({ location, merchantName: PIX_SANDBOX.merchantName, merchantCity: PIX_SANDBOX.merchantCity })
          : null);
      if (!brCode) throw new PixGatewayUnavailable('PUT /cob: an answer with neither pixCopiaECola nor a location');
      return { brCode };
    },

    async receivedPix(endToEndId): Promise<ReceivedPix | null> {
      const pix = await readPix(endToEndId);
      if (!pix) return null;
      const cpf = pix.pagador?.cpf?.replace(/\D/g, '') ?? '';
      return {
        endToEndId: pix.endToEndId,
        orderNo: pix.txid ? orderOfTxid(pix.txid) : null,
        amount: pix.valor,
        payerCpf: /^\d{11}$/.test(cpf) ? cpf : null,
      };
    },

    async refund({ refundKey, endToEndId, amountCents }) {
      // The PIX's own list of returns says which of ours were asked: one taken (or being settled) is the
      // answer; one the PSP did not make leaves its id used, so the next try takes the next id.
      const pix = await readPix(endToEndId);
      if (!pix) throw new PixGatewayRefusal(`GET /pix/${endToEndId}: the PSP knows no such PIX`);
      const ours = (pix.devolucoes ?? []).filter((d) => isRefundOf(refundKey, d.id));
      const taken = ours.find((d) => d.status !== 'NAO_REALIZADO');
      if (taken) return { refundId: taken.rtrId };
      const id = refundIdOf(refundKey, ours.length);
      const answer = await client.call('PUT', `/pix/${enc(endToEndId)}/devolucao/${id}`, {
        valor: formatCents(amountCents),
      });
      if (answer.status !== 200 && answer.status !== 201) throw refused(answer, 'PUT /pix/{e2eid}/devolucao');
      const devolucao = parsed(Devolucao, answer.body, 'PUT /pix/{e2eid}/devolucao/{id}');
      if (devolucao.status === 'NAO_REALIZADO') {
        throw new PixGatewayRefusal(`devolução ${id} NAO_REALIZADO${devolucao.motivo ? `: ${devolucao.motivo}` : ''}`);
      }
      return { refundId: devolucao.rtrId };
    },

    async keyHolder({ type, account }) {
      const answer = await client.call('GET', `/dict/entries/${enc(dictKey(type, account))}`);
      if (answer.status === 404) return null;
      if (answer.status !== 200) throw refused(answer, 'GET /dict/entries');
      const entry = parsed(DictEntry, answer.body, 'GET /dict/entries/{key}');
      return entry.Owner.Type === 'NATURAL_PERSON' ? entry.Owner.TaxIdNumber : null;
    },

    async payout({ orderNo, amountCents, key, holderCpf }) {
      const { latest, next } = await transfers(orderNo);
      if (latest && latest.status !== 'failed') return latest;
      const idEnvio = payoutIdOf(orderNo, next);
      const answer = await client.call('PUT', `/gn/pix/${enc(idEnvio)}`, {
        valor: formatCents(amountCents),
        pagador: { chave: settings.receiverKey, infoPagador: `Saque ${orderNo}` },
        favorecido: { chave: dictKey(key.type, key.account), cpf: holderCpf },
      });
      if (answer.status === 409) {
        // id_envio_duplicado: sent meanwhile (another process, an answer lost); the PSP's record says how it went.
        const sent = await readEnvio(idEnvio);
        if (sent) return sent;
      }
      if (answer.status !== 200 && answer.status !== 201) throw refused(answer, 'PUT /gn/pix/{idEnvio}');
      return toPayout(parsed(EnvioPix, answer.body, 'PUT /gn/pix/{idEnvio}'));
    },

    payoutStatus,

    async registerWebhook() {
      const path = `/webhook/${enc(settings.receiverKey)}`;
      const answer = await client.call('PUT', path, { webhookUrl: settings.webhookUrl });
      if (answer.status === 200 || answer.status === 201 || answer.status === 204) return 'registered';
      // A PSP that refuses a second registration of the same key: already there with our address is fine.
      const current = await client.call('GET', path);
      if (
        current.status === 200 &&
        parsed(WebhookConfig, current.body, 'GET /webhook/{chave}').webhookUrl === settings.webhookUrl
      ) {
        return 'already';
      }
      throw refused(answer, 'PUT /webhook/{chave}');
    },
  };
}
