import { and, eq, isNotNull, isNull, like, or } from 'drizzle-orm';
import { isLocale } from '../../contract/locales';
import type { CodeSent } from '../../contract/codes';
import type { RecoveryChannel } from '../../contract/recovery';
import { hashPassword } from '../auth/passwords';
import { endMemberSessions } from '../auth/sessions';
import type { AppDeps } from '../config';
import { loginCounters, members, type Member } from '../db/schema';
import type { Db } from '../db/types';
import { fieldError } from '../http/validate';
import { sendCode, useCode } from '../messaging/codes';
import { notice } from '../notices/notify';

/**
 * "Esqueci minha senha". A code goes by SMS to the account's phone or by e-mail to its verified e-mail;
 * the code and a new password change the password and end every session of the member.
 *
 * Nothing tells a stranger whether a phone or e-mail is a member's: for one nobody has (or a closed
 * account's) the send is counted by the same limits as a member's and nothing is sent (`sendCode` with
 * `memberId: null`), so the answer, its status and the work before it are the same; a code for it can
 * never be right, so the reset answers `code.wrong` as for a wrong code. Sends cost a captcha and are
 * limited per phone or e-mail and per address and day (`sendCode`); tries per code by `useCode`.
 */

type Target = { channel: RecoveryChannel; phone?: string | undefined; email?: string | undefined };

/** The phone or e-mail the code goes to (the schema made sure the channel's one is there). */
const targetOf = (body: Target): string => (body.channel === 'sms' ? body.phone : body.email) ?? '';

/** The open account a recovery by this channel reaches: by its phone, or by its verified e-mail. */
async function recoverable(db: Db, channel: RecoveryChannel, target: string): Promise<Member | null> {
  const [member] = await db
    .select()
    .from(members)
    .where(
      and(
        channel === 'sms'
          ? eq(members.phone, target)
          : and(eq(members.email, target), isNotNull(members.emailVerifiedAt)),
        isNull(members.closedAt),
      ),
    );
  return member ?? null;
}

/** Whether the member is still reached by the channel's target (the phone or e-mail did not move since). */
const stillReaches = (member: Member, channel: RecoveryChannel, target: string) =>
  channel === 'sms' ? member.phone === target : member.email === target && member.emailVerifiedAt !== null;

export async function sendRecoveryCode(
  deps: AppDeps,
  body: Target & { lang?: string | undefined },
  address: string,
  captchaPassed: boolean,
  now: Date,
): Promise<CodeSent> {
  // A wrong captcha sends nothing and counts nothing.
  if (!captchaPassed) throw fieldError('captcha', 'auth.captcha_again');
  const target = targetOf(body);
  const member = await recoverable(deps.db, body.channel, target);
  const lang = body.lang && isLocale(body.lang) ? body.lang : (member?.lang ?? 'pt');
  return sendCode(
    deps,
    { purpose: 'recover', channel: body.channel, target, memberId: member?.id ?? null, address, lang },
    now,
  );
}

/**
 * The code, then the new password. The code is spent first (`useCode` counts the try and marks a right
 * code used, each in its own statement, so ten confirms at once reset once); only a right code pays for
 * the password's hash. In one transaction then, the member's row locked: the password, every session
 * ended (`password_reset`) and the notice. The login's wrong-password counts for the phone are forgotten
 * after it: they guarded the old password, and whoever reset it has just shown they hold the phone or the
 * e-mail. A reset by SMS also confirms the phone. A crash after the code was spent leaves the password as
 * it was: the player asks for a new code.
 */
export async function resetPassword(
  deps: AppDeps,
  body: Target & { code: string; password: string },
  now: Date,
): Promise<void> {
  const target = targetOf(body);
  const { memberId } = await useCode(deps, { purpose: 'recover', target, code: body.code }, now);
  if (memberId === null) throw fieldError('code', 'code.wrong');
  const passwordHash = await hashPassword(body.password, deps.random, `member:${memberId}`);
  const phone = await deps.db.transaction(async (tx) => {
    const [member] = await tx.select().from(members).where(eq(members.id, memberId)).for('update');
    // Closed since the code was sent, or the phone or e-mail moved to another account meanwhile.
    if (!member || member.closedAt || !stillReaches(member, body.channel, target))
      throw fieldError('code', 'code.wrong');
    await tx
      .update(members)
      .set({
        passwordHash,
        updatedAt: now,
        ...(body.channel === 'sms' && !member.phoneVerifiedAt ? { phoneVerifiedAt: now } : {}),
      })
      .where(eq(members.id, memberId));
    await endMemberSessions(tx, memberId, 'password_reset', now);
    await notice(tx, memberId, 'password_reset', {}, now);
    return member.phone;
  });
  await forgetLoginFailures(deps.db, phone);
}

/** The phone's wrong-password counts, from every address and device and over all of them (auth/rate-limit.ts keys). */
async function forgetLoginFailures(db: Db, phone: string): Promise<void> {
  await db
    .delete(loginCounters)
    .where(
      or(
        eq(loginCounters.key, `phone:${phone}`),
        like(loginCounters.key, `phone:${phone}@%`),
        like(loginCounters.key, `phone:${phone}#%`),
      ),
    );
}
