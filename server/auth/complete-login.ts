import { eq } from 'drizzle-orm';
import { blockInForce } from '../backoffice/players/blocks';
import type { AppDeps } from '../config';
import { refusal } from '../http/envelope';
import { members, type Member } from '../db/schema';
import { notice } from '../notices/notify';
import { rememberDevice } from './devices';
import { createSession } from './sessions';
import { deviceSummary } from './user-agent';
import { dailyCheck } from '../regulator/standing';

export interface LoginPlace {
  /** The browser's id (`device_id`), remembered as the member's. */
  deviceId: string | undefined;
  /** Whether the member logged in from it in the last 90 days (auth/devices.ts). */
  knownDevice: boolean;
  userAgent: string | undefined;
  /** The interface language the login chose. */
  lang: string;
}

/**
 * The end of a login whose password (and code, when two-factor asked one) was right: the regulator asked
 * about the member's CPF once a day (server/regulator/standing.ts), then in one transaction: the
 * device is remembered, the member is back online in the chosen language, a login from a device not known
 * before is notified (new_device_login: the browser and system in a few words, the moment), and a session is
 * made. Answers its token.
 */
export async function completeLogin(deps: AppDeps, member: Pick<Member, 'id'>, place: LoginPlace, now: Date) {
  // The day's first login asks the regulator about the member's CPF (before, not inside, the transaction).
  await dailyCheck(deps, member.id, now);
  return deps.db.transaction(async (tx) => {
    await rememberDevice(tx, member.id, place.deviceId, now);
    // Logging in again is how a member the operator forced offline comes back.
    await tx
      .update(members)
      .set({ forcedOfflineAt: null, lang: place.lang, updatedAt: now })
      .where(eq(members.id, member.id));
    // After the member's row is locked by the update above: a block committed meanwhile (which locks it
    // too, server/backoffice/players/actions.ts) is seen, and a block after this waits and ends the session.
    if (await blockInForce(tx, member.id)) throw refusal('auth.account_blocked');
    if (!place.knownDevice) {
      await notice(
        tx,
        member.id,
        'new_device_login',
        { device: deviceSummary(place.userAgent), at: now.toISOString() },
        now,
      );
    }
    return createSession({ ...deps, db: tx }, member.id, now, place.deviceId);
  });
}
