import { clearedMember, requireClearCpf } from '../regulator/standing';
import { requireVerified } from '../kyc/cases';
import { and, eq, isNull } from 'drizzle-orm';
import { isAdultOn, withCpfCheckDigits, type IdentityBody } from '../../contract';
import type { AppDeps } from '../config';
import { isUniqueViolation } from '../db/errors';
import { members, type Member } from '../db/schema';
import { saoPauloDay } from '../../lib/time';
import { fieldError } from '../http/validate';
import { refusal } from '../http/envelope';
import { takeAttempt, type AttemptLimit } from '../http/attempts';
import type * as v from 'valibot';

/** Identity as the schema gives it (CPF as eleven digits, e-mail in lower case). */
type Identity = v.InferOutput<typeof IdentityBody>;

/** One account per CPF: a second account with it is refused, whatever the phone. */
export const cpfTaken = () => fieldError('cpf', 'identity.cpf_taken');

/** 18 or older on today's São Paulo date (what the schema cannot check: it depends on the day). */
export function checkAge(identity: Pick<Identity, 'birth_date'>, now: Date): void {
  const today = saoPauloDay(now);
  // A date of birth still to come is no date of birth (not an age to wait for).
  if (identity.birth_date > today) throw fieldError('birth_date', 'identity.birth_date_invalid');
  if (!isAdultOn(identity.birth_date, today)) throw fieldError('birth_date', 'identity.underage');
}

/**
 * A CPF no other account has. It tells whether someone is a member, so a registration asks it last, after
 * every other check and the captcha. The unique index on members.cpf decides a race; the caller maps its
 * violation with `cpfTaken`.
 */
export async function checkCpfFree(db: AppDeps['db'], cpf: string): Promise<void> {
  const [owner] = await db.select({ id: members.id }).from(members).where(eq(members.cpf, cpf));
  if (owner) throw cpfTaken();
}

/** Deposits, bets and game launches need the member's identity (accounts from before the rule lack it). */
export function requireIdentity(member: Pick<Member, 'cpf'>): void {
  if (member.cpf === null) throw refusal('identity.incomplete');
}

/**
 * A deposit, a bet or a game launch: the identity given (requireIdentity) and, on a regulated site, verified
 * with a document and a selfie (server/kyc/cases.ts requireVerified).
 */
export function requireVerifiedIdentity(member: Pick<Member, 'cpf' | 'kycStatus'>): void {
  requireIdentity(member);
  requireVerified(member);
}

/** CPFs an account completing its identity may ask about: 5 in 15 minutes (a typo or two, not a list). */
export const IDENTITY_CPF_LIMIT: AttemptLimit = { limit: 5, windowMs: 15 * 60 * 1000 };

/** Completes the identity of an account from before the rule, once. */
export async function completeIdentity(
  deps: Pick<AppDeps, 'db' | 'regulator'>,
  member: Member,
  identity: Identity,
  now: Date,
) {
  if (member.cpf !== null) throw refusal('identity.already_complete');
  checkAge(identity, now);
  // Whether a CPF is taken tells who is a member: an account may ask it a few times, not run through a list.
  if (!(await takeAttempt(deps.db, `identity:member:${member.id}`, IDENTITY_CPF_LIMIT, now))) {
    throw refusal('auth.too_many_attempts');
  }
  await checkCpfFree(deps.db, identity.cpf);
  // The regulator's check, as at registration: a flag or no answer refuses.
  const checkId = await requireClearCpf(
    deps,
    { memberId: member.id, cpf: identity.cpf, birthDate: identity.birth_date, occasion: 'identity' },
    now,
  );
  try {
    const updated = await deps.db.transaction(async (tx) => {
      const done = await tx
        .update(members)
        .set({
          realname: identity.realname,
          cpf: identity.cpf,
          birthDate: identity.birth_date,
          contactEmail: identity.email,
          termsAcceptedAt: now,
          updatedAt: now,
        })
        .where(and(eq(members.id, member.id), isNull(members.cpf)))
        .returning({ id: members.id });
      if (done.length > 0) await clearedMember(tx, member.id, checkId, now);
      return done;
    });
    if (updated.length === 0) throw refusal('identity.already_complete');
  } catch (error) {
    if (isUniqueViolation(error, 'members_cpf_unique')) throw cpfTaken();
    throw error;
  }
  return { identity_complete: true as const };
}

/** A valid CPF made from nine digits of `base` (the phone's last nine): the demo's and QA accounts'. */
export const cpfFromDigits = (base: string): string =>
  withCpfCheckDigits(base.replace(/\D/g, '').slice(-9).padStart(9, '1'));

/** The identity the seed and the QA scenarios give their accounts (the CPF made from the phone). */
export const sampleIdentity = (phone: string, realname: string) => ({
  realname,
  cpf: cpfFromDigits(phone),
  birthDate: '1990-05-17',
  email: `${phone}@rodada.example`,
});
