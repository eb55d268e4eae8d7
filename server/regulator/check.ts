import { withCpfCheckDigits } from '../../contract/fields';
import { REGULATOR_REASONS, type RegulatorReason } from '../../contract/regulator.refusals';

/*
 * The regulator's checks by CPF (Portaria SPA/MF 2.217/2025): whether the CPF is regular at the Receita
 * Federal, its holder alive and 18 or older, not on the national self-exclusion list, not a Bolsa Família or
 * BPC beneficiary, and not barred as tied to sports events. Asked at registration and at the first login of
 * each São Paulo day (server/regulator/standing.ts) through an adapter (REGULATOR_PROVIDER).
 */

/** The regulator's answer: clear, or flagged with the first reason it gives. */
export type RegulatorAnswer = { clear: true } | { clear: false; reason: RegulatorReason };

/** What one question is about: the CPF, and the date of birth the member gave (the regulator checks its own). */
export interface RegulatorQuery {
  cpf: string;
  birthDate: string | null;
  /** When it is asked (an age is counted on that São Paulo day); the adapter's clock when absent. */
  asOf?: Date;
}

/** No answer from the regulator (down, too slow, or an answer that does not read as its format says). */
export class RegulatorUnavailable extends Error {
  /** What the provider did say, for the record (a partial answer), when anything. */
  readonly said: unknown;
  constructor(message: string, said?: unknown) {
    super(message);
    this.name = 'RegulatorUnavailable';
    this.said = said;
  }
}

export interface RegulatorCheck {
  /** The adapter's name, kept with every answer (`sandbox`, …). */
  readonly provider: string;
  /** Asks about a CPF: its answer and the provider's own words for the record, or RegulatorUnavailable. */
  check(query: RegulatorQuery, signal: AbortSignal): Promise<{ answer: RegulatorAnswer; raw: unknown }>;
}

/**
 * The sandbox's test CPFs (README, "The regulator's checks"): one flagged for each reason, and one the
 * sandbox answers as down. Nine digits of a block no real CPF of the demo uses, their check digits added.
 */
export const SANDBOX_CPFS: Readonly<Record<RegulatorReason | 'unavailable', string>> = {
  ...(Object.fromEntries(
    REGULATOR_REASONS.map((reason, i) => [reason, withCpfCheckDigits(`00000000${i + 1}`)]),
  ) as Record<RegulatorReason, string>),
  unavailable: withCpfCheckDigits('000000009'),
};

/**
 * The sandbox regulator (the one-machine default): every CPF is clear but the test ones, which answer as the
 * README says. Its record says what it decided by.
 */
export const sandboxRegulator: RegulatorCheck = {
  provider: 'sandbox',
  check: ({ cpf }) => {
    if (cpf === SANDBOX_CPFS.unavailable) {
      return Promise.reject(new RegulatorUnavailable('the sandbox answers this test CPF as down'));
    }
    const reason = REGULATOR_REASONS.find((r) => SANDBOX_CPFS[r] === cpf);
    const answer: RegulatorAnswer = reason ? { clear: false, reason } : { clear: true };
    return Promise.resolve({ answer, raw: { sandbox: reason ?? 'clear' } });
  },
};
