import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleAgentDay } from '../../server/agency/agency';
import { members } from '../../server/db/schema';
import { saoPauloDay } from '../../lib/time';
import { BET_KIND } from '../../server/house/bets';
import { agencyOnDay, dayShares } from '../../server/promotions/cap';
import { dayWindow, memberResults } from '../../server/promotions/results';
import { credit, debit } from '../../server/wallet/ledger';
import { recordTurnover } from '../../server/wallet/turnover';
import { setupServer, type SetupOptions, type TestServer } from './helpers';
import { firstSlotGame, recordSlotRound } from './slotRound';

/**
 * The agency's share of an invitee's deposits (open site: 1% to the inviter, 0.5% to the inviter's
 * inviter) is paid only out of what that invitee's play settled that day earned the house, under the cap
 * on play-linked rewards, which sets it aside. On PGlite and PostgreSQL.
 */

const url = process.env.TEST_DATABASE_URL;
const targets: Array<{ name: string; options: SetupOptions }> = [{ name: 'PGlite', options: {} }];
if (url) targets.push({ name: 'PostgreSQL', options: { databaseUrl: url } });

describe.each(targets)('the agency’s share of deposits on $name', ({ options }) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await setupServer({}, 'agency-deposit-share', options);
  }, 60_000);
  afterAll(() => s?.close());

  let refs = 0;
  const ref = () => `ads-${Date.now()}-${++refs}`;
  async function member(inviteCode?: string) {
    const registered = await s.register(undefined, 'segredo1', inviteCode ? { invite_code: inviteCode } : {}, {
      site: 'open',
    });
    const [row] = await s.db.select().from(members).where(eq(members.phone, registered.phone));
    return { id: row!.id, code: row!.inviteCode };
  }
  const deposit = (id: number, cents: number) =>
    s.db.transaction((tx) => credit(tx, id, cents, 'deposit', ref(), s.clock.now()));
  const withdraw = (id: number, cents: number) =>
    s.db.transaction((tx) => debit(tx, id, cents, 'withdrawal.hold', ref(), s.clock.now()));
  /** A settled, lost slot round: a stake with its game's house edge, and its turnover. */
  async function bet(id: number, cents: number) {
    const round = ref();
    await s.db.transaction(async (tx) => {
      await recordSlotRound(tx, id, round, cents, 0, s.clock.now());
      await debit(tx, id, cents, BET_KIND, round, s.clock.now());
    });
    await recordTurnover(s.db, id, cents, BET_KIND, round, s.clock.now());
  }

  it('an invitee who deposits and withdraws with no play earns their agents no share of it', async () => {
    const agent = await member();
    const friend = await member(agent.code);
    const friendOfFriend = await member(friend.code);
    await deposit(friend.id, 1000_00);
    await withdraw(friend.id, 1000_00);
    await deposit(friendOfFriend.id, 1000_00);
    await withdraw(friendOfFriend.id, 1000_00);
    const day = saoPauloDay(s.clock.now());
    // Paid outright, it was R$ 10,00 to the agent (and R$ 10,00 + R$ 5,00 for the friend's own invitee).
    expect(await settleAgentDay(s.db, agent.id, day, s.clock.now())).toBe(0);
    expect(await settleAgentDay(s.db, friend.id, day, s.clock.now())).toBe(0);
  });

  it('one who plays earns at most what the cap leaves after the share of the stakes, and the cap sets it aside', async () => {
    const agent = await member();
    const friend = await member(agent.code);
    await deposit(friend.id, 1000_00);
    await bet(friend.id, 100_00);
    const { edgeBp } = await firstSlotGame(s.db);
    // 90% of R$ 100,00 × the slot's edge: about R$ 2,72, of which 0,30 for the share of the stakes.
    const cap = Math.floor((100_00 * edgeBp * 90) / 1_000_000);
    expect(cap).toBeLessThan(30 + 10_00);
    const day = saoPauloDay(s.clock.now());
    // 0,30 of the stakes and min(1% of R$ 1.000,00, the rest of the cap) of the deposit: the whole cap.
    expect(await settleAgentDay(s.db, agent.id, day, s.clock.now())).toBe(30 + Math.min(10_00, cap - 30));
    // Nothing of the friend's day is left for their rebate, relief or recharge rebates.
    const shares = dayShares(
      await memberResults(s.db, friend.id, dayWindow(day)),
      await agencyOnDay(s.db, friend.id, day),
    );
    expect(shares).toMatchObject({ cap, agency: cap, rebate: 0, relief: 0, left: 0 });
  });
});
