import type { ErrorStatus } from './refusal';
import { ACCOUNT_REFUSALS } from './account.refusals';
import { AGENCY_REFUSALS } from './agency.refusals';
import { BACKOFFICE_REFUSALS } from './backoffice.refusals';
import { BO_COMPLIANCE_REFUSALS } from './boCompliance.refusals';
import { BO_DEPOSITS_REFUSALS } from './boDeposits.refusals';
import { BO_KYC_REFUSALS } from './boKyc.refusals';
import { BO_PLAYERS_REFUSALS } from './boPlayers.refusals';
import { BO_PROMOTIONS_REFUSALS } from './boPromotions.refusals';
import { BO_REPORTS_REFUSALS } from './boReports.refusals';
import { BO_SPORTSBOOK_REFUSALS } from './boSportsbook.refusals';
import { CODES_REFUSALS } from './codes.refusals';
import { COMMON_REFUSALS } from './common.refusals';
import { GAMES_REFUSALS } from './games.refusals';
import { HOUSE_REFUSALS } from './house.refusals';
import { INFORMATION_REFUSALS } from './information.refusals';
import { LIVE_REFUSALS } from './live.refusals';
import { MONEY_REFUSALS } from './money.refusals';
import { NOTICES_REFUSALS } from './notices.refusals';
import { OPERATOR_REFUSALS } from './operator.refusals';
import { PHONE_REFUSALS } from './phone.refusals';
import { PRIVACY_REFUSALS } from './privacy.refusals';
import { PROMOTIONS_REFUSALS } from './promotions.refusals';
import { RECOVERY_REFUSALS } from './recovery.refusals';
import { REGULATOR_REFUSALS } from './regulator.refusals';
import { KYC_REFUSALS } from './kyc.refusals';
import { RESPONSIBLE_REFUSALS } from './responsible.refusals';
import { ROUNDS_REFUSALS } from './rounds.refusals';
import { SEAMLESS_REFUSALS } from './seamless.refusals';
import { SECURITY_REFUSALS } from './security.refusals';
import { SECURITY_TWO_FACTOR_REFUSALS } from './securityTwoFactor.refusals';
import { SITE_REFUSALS } from './site.refusals';
import { SPORTS_REFUSALS } from './sports.refusals';

/**
 * Every refusal the API answers with, gathered from the areas that declare them (`contract/<area>.refusals.ts`,
 * each code once): its stable code (the envelope's `error`), the HTTP status it answers and the English
 * `message`, with `{name}` where a parameter goes (the envelope's `params`). The app translates a refusal
 * by its code and params, never by its sentence.
 *
 *   {"code":422,"status":"error","message":"Amount cannot be greater than 4.00",
 *    "error":"withdrawal.amount_above_balance","params":{"max":"4.00"},"data":{…}}
 *
 * The areas' files import nothing that imports this one: endpoints (contract/endpoint.ts) and schemas
 * (contract/says.ts) are typed from this list, and tests/unit/contractCycles.test.ts keeps the imports one way.
 */
export const ERRORS = {
  ...COMMON_REFUSALS,
  ...ACCOUNT_REFUSALS,
  ...SITE_REFUSALS,
  ...RESPONSIBLE_REFUSALS,
  ...REGULATOR_REFUSALS,
  ...KYC_REFUSALS,
  ...GAMES_REFUSALS,
  ...HOUSE_REFUSALS,
  ...BO_SPORTSBOOK_REFUSALS,
  ...SPORTS_REFUSALS,
  ...ROUNDS_REFUSALS,
  ...LIVE_REFUSALS,
  ...SEAMLESS_REFUSALS,
  ...BO_DEPOSITS_REFUSALS,
  ...OPERATOR_REFUSALS,
  ...MONEY_REFUSALS,
  ...PROMOTIONS_REFUSALS,
  ...AGENCY_REFUSALS,
  ...INFORMATION_REFUSALS,
  ...SECURITY_REFUSALS,
  ...CODES_REFUSALS,
  ...RECOVERY_REFUSALS,
  ...PHONE_REFUSALS,
  ...SECURITY_TWO_FACTOR_REFUSALS,
  ...NOTICES_REFUSALS,
  ...PRIVACY_REFUSALS,
  ...BACKOFFICE_REFUSALS,
  ...BO_PLAYERS_REFUSALS,
  ...BO_COMPLIANCE_REFUSALS,
  ...BO_PROMOTIONS_REFUSALS,
  ...BO_REPORTS_REFUSALS,
  ...BO_KYC_REFUSALS,
} as const satisfies Record<string, { status: ErrorStatus; text: string }>;

export type ErrorCode = keyof typeof ERRORS;

/** The `{name}`s of a text, as a union of names. */
type NamesIn<T extends string> = T extends `${string}{${infer Name}}${infer Rest}` ? Name | NamesIn<Rest> : never;

/** The params a code's text needs: `{ max: string }` for 'withdrawal.amount_above_balance', `{}` for most. */
export type ErrorParams<C extends ErrorCode> = { [K in NamesIn<(typeof ERRORS)[C]['text']>]: string };

/** Codes whose text needs no parameter. */
export type PlainErrorCode = { [C in ErrorCode]: keyof ErrorParams<C> extends never ? C : never }[ErrorCode];

/** A refusal as it travels: its code and params (every value a string). */
export type Refusal = { error: string; params: Record<string, string> };

/** The English text of a code with its params filled in. */
export function errorText(code: ErrorCode, params: Record<string, string> = {}): string {
  return ERRORS[code].text.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(ERRORS, value);
