import * as v from 'valibot';
import { clientCredentialsToken, TokenError } from '../lib/oauthToken';
import { KycUnavailable, type KycDecision, type KycProvider, type KycSubmission } from './provider';

/*
 * SERPRO's Datavalid, its facial validation of a natural person (KYC_PROVIDER=datavalid; docs/KYC.md), as
 * SERPRO documents it: OAuth 2.0 client credentials at the gateway's /token, then
 * POST {DATAVALID_URL}/validate/pf-face with `key.cpf` and the `answer` to check — the name, the date of birth,
 * the document and `biometria_face` (the picture, base64) — answered with a validation per field (`nome`,
 * `nome_similaridade`, `data_nascimento`, …) and `biometria_face` { disponivel, probabilidade ("Altíssima
 * probabilidade", "Alta probabilidade", "Baixa probabilidade", "Baixíssima probabilidade"), similaridade (0 to
 * 1) } against the portrait the government holds for the CPF (the CNH's, at the Renach). 400 is a request it
 * does not take, 401 an expired token (renewed once), 422 a validation it could not process, 500 and 503 the
 * service or one behind it down (asked again twice).
 *
 * Datavalid answers at once, so this adapter decides when the case is sent: the selfie against the portrait,
 * and each liveness frame too (the two poses the server drew must be the same person as the portrait; Datavalid
 * itself scores no liveness, so a doubtful frame goes to compliance, who sees the frames beside the challenge).
 * The document's photos are kept for compliance; Datavalid checks the data against the government's records.
 */

const Probability = v.picklist([
  'Altíssima probabilidade',
  'Alta probabilidade',
  'Baixa probabilidade',
  'Baixíssima probabilidade',
]);
const Answer = v.object({
  nome: v.optional(v.boolean()),
  nome_similaridade: v.optional(v.number()),
  data_nascimento: v.optional(v.boolean()),
  biometria_face: v.optional(
    v.object({
      disponivel: v.boolean(),
      probabilidade: v.optional(Probability),
      similaridade: v.optional(v.number()),
    }),
  ),
});
type Answer = v.InferOutput<typeof Answer>;

/** The similarity from which a picture is the portrait's person, and from which a liveness frame passes. */
export const DATAVALID_MATCH = 0.9;
export const DATAVALID_FRAME_MATCH = 0.85;
/** Below this, the selfie is another person's face. */
export const DATAVALID_MISMATCH = 0.5;

export interface DatavalidOptions {
  url: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  fetch?: typeof fetch;
  clock?: () => Date;
  /** Waits between attempts (tests give their own). */
  sleep?: (ms: number) => Promise<void>;
}

const RETRY_MS = [250, 1000];

export function datavalidProvider(options: DatavalidOptions): KycProvider {
  const call = options.fetch ?? fetch;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((done) => setTimeout(done, ms)));
  const tokens = clientCredentialsToken({ ...options, fetch: call });

  async function validate(body: unknown, signal: AbortSignal): Promise<Answer> {
    let renewed = false;
    for (let attempt = 0; ; attempt++) {
      let response: Response;
      let token: string;
      try {
        token = await tokens.token(signal);
        response = await call(`${options.url}/validate/pf-face`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(body),
          signal,
        });
      } catch (error) {
        if (!(error instanceof TypeError || error instanceof TokenError)) throw error;
        if (attempt >= RETRY_MS.length) throw new KycUnavailable(`Datavalid: ${error.message}`);
        await sleep(RETRY_MS[attempt]!);
        continue;
      }
      if (response.status === 401 && !renewed) {
        tokens.forget(token);
        renewed = true;
        attempt -= 1;
        continue;
      }
      if ((response.status === 500 || response.status === 503) && attempt < RETRY_MS.length) {
        await sleep(RETRY_MS[attempt]!);
        continue;
      }
      if (response.status === 422) return {};
      if (response.status !== 200) throw new KycUnavailable(`Datavalid answered ${response.status}`);
      const parsed = v.safeParse(Answer, await response.json().catch(() => null));
      if (!parsed.success) throw new KycUnavailable('Datavalid answered in a form it does not document');
      return parsed.output;
    }
  }

  const picture = (submission: KycSubmission, kind: string) => {
    const file = submission.files.find((f) => f.kind === kind);
    if (!file) throw new KycUnavailable(`the case has no ${kind}`);
    return file.data.toString('base64');
  };

  return {
    name: 'datavalid',
    async submit(submission, { signal }) {
      const key = { cpf: submission.cpf };
      const selfie = await validate(
        {
          key,
          answer: {
            nome: submission.name,
            data_nascimento: submission.birthDate,
            documento: {
              tipo: submission.documentType === 'rg' ? 1 : 4,
              numero: submission.documentNumber,
            },
            ...(submission.documentType === 'rg' ? {} : { cnh: { numero_registro: submission.documentNumber } }),
            endereco: {
              logradouro: submission.address.street,
              numero: submission.address.number,
              complemento: submission.address.complement ?? '',
              bairro: submission.address.district ?? '',
              cep: submission.address.cep,
              municipio: submission.address.city,
              uf: submission.address.state,
            },
            biometria_face: picture(submission, 'selfie'),
          },
        },
        signal,
      );
      const frames = [];
      for (const kind of ['liveness_1', 'liveness_2']) {
        frames.push(await validate({ key, answer: { biometria_face: picture(submission, kind) } }, signal));
      }
      const decision = decide(submission.reference, selfie, frames);
      return {
        providerRef: `DATAVALID-${submission.reference}`,
        said: { selfie, frames },
        decision,
      };
    },
  };
}

const similarity = (answer: Answer) => answer.biometria_face?.similaridade ?? null;

/** The case's decision from Datavalid's answers (docs/KYC.md has the table). */
export function decide(reference: string, selfie: Answer, frames: Answer[]): KycDecision {
  const face = similarity(selfie);
  const worstFrame = frames.reduce<number | null>((worst, frame) => {
    const s = similarity(frame);
    return s === null ? worst : worst === null ? s : Math.min(worst, s);
  }, null);
  const scores = { face_match: face, liveness: worstFrame, document: selfie.nome_similaridade ?? null };
  const base = { event_id: `DATAVALID-${reference}`, reference, scores };
  if (selfie.nome === false || selfie.data_nascimento === false) {
    return { ...base, decision: 'rejected', reason: 'data_mismatch' };
  }
  // No portrait for the CPF, or a validation Datavalid could not process: a person looks.
  if (!selfie.biometria_face?.disponivel || face === null) return { ...base, decision: 'review', reason: null };
  if (face < DATAVALID_MISMATCH || selfie.biometria_face.probabilidade === 'Baixíssima probabilidade') {
    return { ...base, decision: 'rejected', reason: 'face_mismatch' };
  }
  if (face < DATAVALID_MATCH) return { ...base, decision: 'review', reason: null };
  if (worstFrame === null || worstFrame < DATAVALID_MISMATCH) {
    return { ...base, decision: 'rejected', reason: 'liveness_failed' };
  }
  if (worstFrame < DATAVALID_FRAME_MATCH) return { ...base, decision: 'review', reason: null };
  return { ...base, decision: 'approved', reason: null };
}
