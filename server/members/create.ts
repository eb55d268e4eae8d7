import { eq } from 'drizzle-orm';
import type { AppDeps } from '../config';
import { members, sites, wallets, type Member } from '../db/schema';
import type { Db } from '../db/types';
import { randomInt, randomString } from '../lib/random';
import { ALL_AVATARS } from '../profile-pictures/avatars';

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const INVITE_LENGTH = 8;

export interface NewMember {
  siteId: number;
  phone: string;
  /** From hashPassword, computed before the transaction opens (scrypt is slow on purpose). */
  passwordHash: string;
  nickname?: string;
  inviterId?: number | null;
  lang?: string;
  registerIp?: string | null;
  /** Who the person is (registration); members from before the rule have none. */
  identity?: { realname: string; cpf: string; birthDate: string; email: string } | undefined;
  /** The phone counts as confirmed (the demo and QA players); a registration confirms it by SMS later. */
  phoneVerified?: boolean;
  /**
   * The identity counts as verified (the demo and QA players, made by the seed); a registration on a regulated
   * site verifies it with a document and a selfie (server/kyc/), an open site's member needs none.
   */
  identityVerified?: boolean;
}

async function freeInviteCode(tx: Db, deps: Pick<AppDeps, 'random'>): Promise<string> {
  for (;;) {
    const code = randomString(deps.random, INVITE_ALPHABET, INVITE_LENGTH);
    const [taken] = await tx.select({ id: members.id }).from(members).where(eq(members.inviteCode, code));
    if (!taken) return code;
  }
}

/** Creates a member and their empty wallet in the caller's transaction. */
export async function createMember(
  tx: Db,
  deps: Pick<AppDeps, 'random'>,
  input: NewMember,
  now: Date,
): Promise<Member> {
  const [site] = await tx.select({ profile: sites.profile }).from(sites).where(eq(sites.id, input.siteId));
  const kycStatus = input.identityVerified ? 'verified' : site?.profile === 'open' ? 'not_required' : 'required';
  const [member] = await tx
    .insert(members)
    .values({
      siteId: input.siteId,
      phone: input.phone,
      passwordHash: input.passwordHash,
      nickname: input.nickname ?? `Jogador ${input.phone.slice(-4)}`,
      inviteCode: await freeInviteCode(tx, deps),
      inviterId: input.inviterId ?? null,
      invitedAt: input.inviterId ? now : null,
      lang: input.lang ?? 'pt',
      avatar: ALL_AVATARS[randomInt(deps.random, ALL_AVATARS.length)] ?? ALL_AVATARS[0]!,
      registerIp: input.registerIp ?? null,
      phoneVerifiedAt: input.phoneVerified ? now : null,
      kycStatus,
      ...(input.identity
        ? {
            realname: input.identity.realname,
            cpf: input.identity.cpf,
            birthDate: input.identity.birthDate,
            contactEmail: input.identity.email,
            termsAcceptedAt: now,
          }
        : {}),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!member) throw new Error('Member insert returned no row');
  await tx.insert(wallets).values({ memberId: member.id, balanceCents: 0, updatedAt: now });
  return member;
}
