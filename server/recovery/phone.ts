import { and, eq } from 'drizzle-orm';
import { isLocale } from '../../contract/locales';
import type { PhoneStatus } from '../../contract/phone';
import type { CodeSent } from '../../contract/codes';
import type { AuthedMember } from '../auth/authenticate';
import type { AppDeps } from '../config';
import { isUniqueViolation } from '../db/errors';
import { members, type Member } from '../db/schema';
import { refusal } from '../http/envelope';
import { fieldError } from '../http/validate';
import { sendCode, useCode } from '../messaging/codes';
import { notice } from '../notices/notify';
import { endOtherSessions, requireVerified } from '../security/center';

/**
 * The member's phone. Registration leaves it unconfirmed; an SMS code confirms it, and only then can the
 * account deposit (`requirePhoneVerified` on the deposit order). Changing it (the security center, behind
 * its password gate) takes a code sent to the new number: whether that number is already a member's is
 * said only to whoever typed the right code, at the confirmation, never at the send.
 */

export const phoneStatus = (member: Pick<Member, 'phone' | 'phoneVerifiedAt'>): PhoneStatus => ({
  phone: member.phone,
  verified: member.phoneVerifiedAt !== null,
});

/** The deposit order's refusal until the phone is confirmed. */
export function requirePhoneVerified(member: Pick<Member, 'phoneVerifiedAt'>): void {
  if (member.phoneVerifiedAt === null) throw refusal('money.phone_unverified');
}

const langOf = (member: Member, lang: string | undefined) => (lang && isLocale(lang) ? lang : member.lang);

/** "•••• 4321": what a notice or a message shows of a phone. */
export const maskPhone = (phone: string) => `•••• ${phone.slice(-4)}`;

/** A code by SMS to the member's own phone, to confirm it. */
export async function sendPhoneCode(
  deps: AppDeps,
  { member, session }: AuthedMember,
  address: string,
  lang: string | undefined,
  now: Date,
): Promise<CodeSent> {
  if (member.phoneVerifiedAt) throw refusal('phone.already_verified');
  return sendCode(
    deps,
    {
      purpose: 'verify_phone',
      channel: 'sms',
      target: member.phone,
      memberId: member.id,
      address,
      from: session,
      lang: langOf(member, lang),
    },
    now,
  );
}

/**
 * Confirms the member's phone with its code. Confirming an already confirmed phone answers it as it is
 * (a second tab, a retried request), spending nothing.
 */
export async function verifyPhone(deps: AppDeps, { member }: AuthedMember, code: string, now: Date) {
  if (member.phoneVerifiedAt) return phoneStatus(member);
  const { memberId } = await useCode(deps, { purpose: 'verify_phone', target: member.phone, code }, now);
  if (memberId !== member.id) throw fieldError('code', 'code.wrong');
  // Only while the phone is still the one the code went to.
  const [row] = await deps.db
    .update(members)
    .set({ phoneVerifiedAt: now, updatedAt: now })
    .where(and(eq(members.id, member.id), eq(members.phone, member.phone)))
    .returning({ phone: members.phone, phoneVerifiedAt: members.phoneVerifiedAt });
  if (!row) throw fieldError('code', 'code.wrong');
  return phoneStatus(row);
}

/** Changing the phone, step 1: a code to the new number (a member's number is answered the same). */
export async function sendNewPhoneCode(
  deps: AppDeps,
  authed: AuthedMember,
  phone: string,
  address: string,
  lang: string | undefined,
  now: Date,
): Promise<CodeSent> {
  requireVerified(authed, now);
  const { member } = authed;
  if (phone === member.phone) throw fieldError('phone', 'phone.same');
  return sendCode(
    deps,
    {
      purpose: 'new_phone',
      channel: 'sms',
      target: phone,
      memberId: member.id,
      address,
      from: authed.session,
      lang: langOf(member, lang),
    },
    now,
  );
}

/**
 * Changing the phone, step 2: the code the member asked for moves the login to the new number, confirmed,
 * ends the member's other sessions and notifies (in one transaction). A number that is another member's
 * is refused here, after the right code; two members confirming one free number at once: the unique
 * index lets one through.
 */
export async function confirmNewPhone(
  deps: AppDeps,
  authed: AuthedMember,
  phone: string,
  code: string,
  now: Date,
): Promise<PhoneStatus> {
  requireVerified(authed, now);
  const { member } = authed;
  if (phone === member.phone) throw fieldError('phone', 'phone.same');
  const { memberId } = await useCode(deps, { purpose: 'new_phone', target: phone, code }, now);
  // A code another member asked for this number is not this member's.
  if (memberId !== member.id) throw fieldError('code', 'code.wrong');
  const taken = () => fieldError('phone', 'phone.taken');
  try {
    return await deps.db.transaction(async (tx) => {
      const [other] = await tx.select({ id: members.id }).from(members).where(eq(members.phone, phone));
      if (other) throw taken();
      const [row] = await tx
        .update(members)
        .set({ phone, phoneVerifiedAt: now, updatedAt: now })
        .where(eq(members.id, member.id))
        .returning({ phone: members.phone, phoneVerifiedAt: members.phoneVerifiedAt });
      await endOtherSessions(tx, authed, now);
      await notice(tx, member.id, 'phone_changed', { phone: maskPhone(phone) }, now);
      return phoneStatus(row!);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'members_phone_unique')) throw taken();
    throw error;
  }
}
