import { and, eq, gt, sql } from 'drizzle-orm';
import { memberDevices, members } from '../db/schema';
import type { Db } from '../db/types';
import { sha256Hex } from '../lib/hash';

/** A device is known for this long after its last login. */
export const KNOWN_DEVICE_MS = 90 * 24 * 60 * 60 * 1000;

/**
 * Whether the member with this phone has logged in from this device (the random id the app keeps in the
 * browser, `device_id`) in the last 90 days. The id is a secret of that browser: a stranger cannot guess
 * it, so it lets the member past the phone's limit over all addresses (auth/rate-limit.ts).
 */
export async function isKnownDevice(db: Db, phone: string, deviceId: string | undefined, now: Date): Promise<boolean> {
  if (!deviceId) return false;
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(memberDevices)
    .innerJoin(members, eq(members.id, memberDevices.memberId))
    .where(
      and(
        eq(members.phone, phone),
        eq(memberDevices.deviceHash, sha256Hex(deviceId)),
        gt(memberDevices.lastLoginAt, new Date(now.getTime() - KNOWN_DEVICE_MS)),
      ),
    );
  return row !== undefined;
}

/** After a login with the right password: the device is the member's (again). */
export async function rememberDevice(db: Db, memberId: number, deviceId: string | undefined, now: Date): Promise<void> {
  if (!deviceId) return;
  await db
    .insert(memberDevices)
    .values({ memberId, deviceHash: sha256Hex(deviceId), lastLoginAt: now })
    .onConflictDoUpdate({ target: [memberDevices.memberId, memberDevices.deviceHash], set: { lastLoginAt: now } });
}
