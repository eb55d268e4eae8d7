import { and, eq, gt, sql } from 'drizzle-orm';
import { memberDevices, members } from '../db/schema';
import type { Db, Tx } from '../db/types';
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

/** A session's device: the sha256 of the browser id its login sent (or null), and whether it is the member's. */
export interface SessionDevice {
  device: string | null;
  knownDevice: boolean;
}

/**
 * The device a member's session was made on (sessions.device_hash) and whether it is still one of the
 * member's known devices (logged in from in the last 90 days). A session made without a device id has none
 * and counts as an unknown device.
 */
export async function sessionDevice(
  db: Db | Tx,
  session: { memberId: number; deviceHash: string | null },
  now: Date,
): Promise<SessionDevice> {
  if (!session.deviceHash) return { device: null, knownDevice: false };
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(memberDevices)
    .where(
      and(
        eq(memberDevices.memberId, session.memberId),
        eq(memberDevices.deviceHash, session.deviceHash),
        gt(memberDevices.lastLoginAt, new Date(now.getTime() - KNOWN_DEVICE_MS)),
      ),
    );
  return { device: session.deviceHash, knownDevice: row !== undefined };
}
