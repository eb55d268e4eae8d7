import * as v from 'valibot';
import { isAdultOn } from '../../contract/fields';
import type { RegulatorReason } from '../../contract/regulator.refusals';
import { saoPauloDay } from '../../lib/time';
import { clientCredentialsToken, TokenError, type TokenSource } from '../lib/oauthToken';
import { RegulatorUnavailable, type RegulatorAnswer, type RegulatorCheck, type RegulatorQuery } from './check';

/*
 * The regulator's checks through the federal government's own services (REGULATOR_PROVIDER=serpro-sigap),
 * both behind SERPRO's API gateway and its OAuth 2.0 client credentials (POST /token, Basic id:secret):
 *
 * - SERPRO's Consulta CPF, version 2 (https://gateway.apiserpro.serpro.gov.br/consulta-cpf-df/v2, GET /cpf/{ni}),
 *   the Receita Federal's record: `situacao.codigo` ("0" regular, "2" suspended, "3" holder deceased, "4"
 *   pending regularization, "5" cancelled for multiplicity, "8" null, "9" cancelled ex officio), `nascimento`
 *   (DDMMAAAA) and `obito` (the year, when the holder died). 206 is an answer with a field missing; 404 "no CPF
 *   with that number"; 422 "data of a minor withheld under the LGPD" (the holder is under 18); 400 "not a
 *   valid CPF". 401 is an expired token (renewed once), 500 and 504 the service down.
 * - The Secretaria de Prêmios e Apostas' SIGAP, its Módulo de Impedidos (Portaria SPA/MF 2.217/2025 and
 *   Instrução Normativa SPA/MF 22/2025: asked at registration, at the first login of the day and every 15
 *   days over every account), hosted by SERPRO: GET {SIGAP_IMPEDIDOS_URL}/{cpf}, answered PERMITIDO or IMPEDIDO
 *   with the impediments. The module's manual is given to authorized operators, not published: the answer's
 *   shape this adapter reads is the one documented in docs/REGULATOR.md (`situacao`, `impedimentos[].codigo`),
 *   and the codes it knows are `IMPEDIDO_CODES` below — an operator whose manual says otherwise changes them
 *   there. An impediment whose code is not known is no answer (recorded as it came; registration refused as
 *   unchecked, deposits held, the job asks again) rather than a guessed reason.
 *
 * Both are asked at once. A flag from either is the answer (deceased, underage and irregular first, then the
 * SIGAP's);
 * otherwise either one down is no answer. The record keeps what each said, without the holder's name.
 */

const Cpf = v.object({
  ni: v.string(),
  situacao: v.object({ codigo: v.string(), descricao: v.optional(v.string()) }),
  nascimento: v.optional(v.pipe(v.string(), v.regex(/^\d{8}$/))),
  obito: v.optional(v.string()),
});

const Impedidos = v.object({
  situacao: v.picklist(['PERMITIDO', 'IMPEDIDO']),
  impedimentos: v.optional(v.array(v.object({ codigo: v.string(), descricao: v.optional(v.string()) })), []),
});

/** The SIGAP's impediment codes and the reason each is refused with. */
export const IMPEDIDO_CODES: Readonly<Record<string, RegulatorReason>> = {
  PROGRAMA_SOCIAL: 'social_benefit',
  BOLSA_FAMILIA: 'social_benefit',
  BPC: 'social_benefit',
  AUTOEXCLUSAO: 'self_excluded',
  VINCULO_ESPORTIVO: 'sports_tied',
};

/** The Receita's situation codes other than regular: the holder deceased is its own reason. */
const DECEASED_CODE = '3';
const REGULAR_CODE = '0';

export const SERPRO_GATEWAY = 'https://gateway.apiserpro.serpro.gov.br';

export interface SerproSigapOptions {
  /** The gateway's token address (SERPRO: {gateway}/token). */
  tokenUrl: string;
  /** Consulta CPF's base address, e.g. {gateway}/consulta-cpf-df/v2. */
  cpfUrl: string;
  /** The Módulo de Impedidos' address, the CPF appended after a slash. */
  impedidosUrl: string;
  clientId: string;
  clientSecret: string;
  fetch?: typeof fetch;
  clock?: () => Date;
}

/** YYYY-MM-DD from the Receita's DDMMAAAA. */
const isoOf = (ddmmaaaa: string) => `${ddmmaaaa.slice(4, 8)}-${ddmmaaaa.slice(2, 4)}-${ddmmaaaa.slice(0, 2)}`;

type Part = { answer: RegulatorAnswer | null; said: Record<string, unknown> };

export function serproSigapRegulator(options: SerproSigapOptions): RegulatorCheck {
  const call = options.fetch ?? fetch;
  const clock = options.clock ?? (() => new Date());
  const tokens: TokenSource = clientCredentialsToken({ ...options, fetch: call, clock });

  /** GET with the gateway's token; a 401 renews the token once. Network failures are no answer. */
  async function get(url: string, signal: AbortSignal, retried = false): Promise<Response> {
    let token: string;
    try {
      token = await tokens.token(signal);
    } catch (error) {
      if (error instanceof TokenError || error instanceof TypeError) throw new RegulatorUnavailable(error.message);
      throw error;
    }
    let response: Response;
    try {
      response = await call(url, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' }, signal });
    } catch (error) {
      if (error instanceof TypeError) throw new RegulatorUnavailable(`${new URL(url).host}: ${error.message}`);
      throw error;
    }
    if (response.status === 401 && !retried) {
      tokens.forget(token);
      return get(url, signal, true);
    }
    return response;
  }

  async function receita(query: RegulatorQuery, signal: AbortSignal): Promise<Part> {
    const response = await get(`${options.cpfUrl}/cpf/${query.cpf}`, signal);
    const status = response.status;
    if (status === 404 || status === 400) {
      return { answer: { clear: false, reason: 'cpf_irregular' }, said: { status } };
    }
    if (status === 422) return { answer: { clear: false, reason: 'underage' }, said: { status } };
    if (status !== 200 && status !== 206) {
      throw new RegulatorUnavailable(`Consulta CPF answered ${status}`);
    }
    const parsed = v.safeParse(Cpf, await response.json().catch(() => null));
    if (!parsed.success || parsed.output.ni !== query.cpf) {
      throw new RegulatorUnavailable('Consulta CPF answered in a form it does not document');
    }
    const { situacao, nascimento, obito } = parsed.output;
    const said = {
      status,
      situacao,
      ...(obito ? { obito } : {}),
      ...(nascimento && query.birthDate ? { nascimento_confere: isoOf(nascimento) === query.birthDate } : {}),
    };
    if (obito || situacao.codigo === DECEASED_CODE) return { answer: { clear: false, reason: 'deceased' }, said };
    if (situacao.codigo !== REGULAR_CODE) return { answer: { clear: false, reason: 'cpf_irregular' }, said };
    if (nascimento && !isAdultOn(isoOf(nascimento), saoPauloDay(query.asOf ?? clock()))) {
      return { answer: { clear: false, reason: 'underage' }, said };
    }
    return { answer: { clear: true }, said };
  }

  async function impedidos(query: RegulatorQuery, signal: AbortSignal): Promise<Part> {
    const response = await get(`${options.impedidosUrl}/${query.cpf}`, signal);
    if (response.status !== 200) throw new RegulatorUnavailable(`the SIGAP answered ${response.status}`);
    const parsed = v.safeParse(Impedidos, await response.json().catch(() => null));
    if (!parsed.success) throw new RegulatorUnavailable('the SIGAP answered in a form it does not document');
    const said = { situacao: parsed.output.situacao, impedimentos: parsed.output.impedimentos.map((i) => i.codigo) };
    if (parsed.output.situacao === 'PERMITIDO') return { answer: { clear: true }, said };
    const reasons = parsed.output.impedimentos.map((i) => IMPEDIDO_CODES[i.codigo]);
    if (reasons.length === 0 || reasons.some((reason) => reason === undefined)) {
      return { answer: null, said: { ...said, desconhecido: true } };
    }
    return { answer: { clear: false, reason: reasons[0]! }, said };
  }

  const settle = async (part: Promise<Part>): Promise<Part> =>
    part.catch((error: unknown) => {
      if (error instanceof RegulatorUnavailable) return { answer: null, said: { erro: error.message } };
      throw error;
    });

  return {
    provider: 'serpro-sigap',
    async check(query, signal) {
      const [cpf, sigap] = await Promise.all([settle(receita(query, signal)), settle(impedidos(query, signal))]);
      const raw = { receita: cpf.said, sigap: sigap.said };
      const flags = [cpf.answer, sigap.answer].flatMap((answer) => (answer && !answer.clear ? [answer.reason] : []));
      if (flags.length > 0) {
        const order = ['deceased', 'underage', 'cpf_irregular', 'self_excluded', 'social_benefit', 'sports_tied'];
        const [first] = flags.sort((a, b) => order.indexOf(a) - order.indexOf(b));
        return { answer: { clear: false, reason: first! }, raw };
      }
      if (cpf.answer === null || sigap.answer === null) {
        throw new RegulatorUnavailable('no answer from the Receita or the SIGAP', raw);
      }
      return { answer: { clear: true }, raw };
    },
  };
}
