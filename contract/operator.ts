import * as v from 'valibot';
import { plainText, Phone } from './common';

/** Operator actions name a member by phone. */
export const MemberByPhoneBody = v.object({ phone: Phone });
export type MemberByPhoneBody = v.InferInput<typeof MemberByPhoneBody>;

export const OperatorResult = v.object({ member_id: v.number(), sessions_ended: v.number() });

/**
 * A manual credit by the operator (a goodwill payment, a correction): through the ledger, once per
 * reference — repeating the same reference never pays twice.
 */
export const OperatorCreditBody = v.object({
  phone: Phone,
  amount: v.pipe(
    v.string('Enter an amount'),
    v.regex(/^\d+(\.\d{1,2})?$/, 'Enter an amount with at most two decimals'),
    v.check((s) => Number(s) > 0 && Number(s) <= 100_000, 'The amount must be between 0.01 and 100000.00'),
  ),
  reference: v.pipe(v.string('Give a reference'), v.trim(), v.regex(/^[\w.:-]{3,64}$/, 'Give a reference of 3 to 64 letters, digits, dots, colons or dashes')),
});
export type OperatorCreditBody = v.InferInput<typeof OperatorCreditBody>;
export const OperatorCreditResult = v.object({ member_id: v.number(), balance: v.string(), credited: v.boolean() });

/** POST /api/operator/scenario: puts a named QA account into a known state (docs/QA.md). */
export const ScenarioBody = v.object({
  name: v.pipe(v.string('Name a scenario'), plainText('Name a scenario'), v.trim(), v.minLength(1, 'Name a scenario')),
});
export const ScenarioResult = v.object({
  name: v.string(),
  phone: v.string(),
  password: v.string(),
  path: v.string(),
  state: v.string(),
  details: v.record(v.string(), v.union([v.string(), v.number()])),
});
export type ScenarioResult = v.InferOutput<typeof ScenarioResult>;
export const ScenarioList = v.array(v.object({ name: v.string(), phone: v.string(), state: v.string(), path: v.string(), after_login: v.boolean() }));
