import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgencyRewards } from '../../contract/agency';
import { GamePage } from '../../contract/games';
import { SiteIncentives } from '../../contract/incentives';
import { AssociationList } from '../../contract/orderCenter';
import { ActivityDetailList, RewardCheck, VipHistory, VipInfo } from '../../contract/promotions';
import { members } from '../../server/db/schema';
import { saoPauloDay } from '../../lib/time';
import { BET_KIND } from '../../server/house/bets';
import { credit, debit } from '../../server/wallet/ledger';
import { recordTurnover } from '../../server/wallet/turnover';
import { identityFor } from '../identity';
import { recordSlotRound } from './slotRound';
import {
  DAY,
  OPEN_SITE_HOST,
  OPERATOR_TOKEN,
  playSlot,
  setupServer,
  type SetupOptions,
  type TestServer,
} from './helpers';

/**
 * A `regulated-br` site computes no reward from anyone's deposits (Lei 14.790/2023 art. 29; Portaria SPA/MF
 * 1.231/2024 art. 42 §1): VIP levels by settled turnover, no agency share of deposits, no invitation reward
 * for a friend's first deposit, and no turnover asked on a player's own deposits before a withdrawal. The
 * `open` site keeps the seed's rules. Each switch under both profiles, on PGlite and on PostgreSQL.
 */

const url = process.env.TEST_DATABASE_URL;
const targets: Array<{ name: string; options: SetupOptions }> = [{ name: 'PGlite', options: {} }];
if (url) targets.push({ name: 'PostgreSQL', options: { databaseUrl: url } });

type Site = 'regulated' | 'open';
const PWD = '975310';

describe.each(targets)('incentives by site profile on $name', ({ options }) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await setupServer({}, 'incentives', options);
  }, 60_000);
  afterAll(() => s?.close());

  let refs = 0;
  const ref = (what: string) => `inc-${what}-${process.pid}-${Date.now()}-${++refs}`;

  async function player(site: Site, extra: Record<string, unknown> = {}) {
    const registered = await s.register(undefined, 'segredo1', extra, site === 'open' ? { site: 'open' } : {});
    const [member] = await s.db.select().from(members).where(eq(members.phone, registered.phone));
    return { ...registered, id: member!.id, code: member!.inviteCode };
  }
  type Player = Awaited<ReturnType<typeof player>>;

  const deposit = (p: Player, cents: number, at = s.clock.now()) =>
    s.db.transaction((tx) => credit(tx, p.id, cents, 'deposit', ref('deposit'), at));
  const post = (p: Player, path: string, body: Record<string, unknown> = {}) =>
    s.call('POST', path, { token: p.token, body });

  it('GET /api/site/incentives answers each site’s rules, by host or code', async () => {
    const regulated = {
      deposit_bonuses: false,
      vip_basis: 'turnover',
      agency_deposit_share: false,
      invitation_reward: false,
      wheel_for_visitors: false,
      withdrawal_turnover_multiple: 0,
    };
    const open = {
      deposit_bonuses: true,
      vip_basis: 'deposits',
      agency_deposit_share: true,
      invitation_reward: true,
      wheel_for_visitors: true,
      withdrawal_turnover_multiple: 2,
    };
    const incentives = async (path: string, host?: string) =>
      v.parse(SiteIncentives, (await s.call('GET', path, host ? { headers: { host } } : {})).json.data);
    expect(await incentives('/api/site/incentives')).toEqual(regulated);
    expect(await incentives('/api/site/incentives', OPEN_SITE_HOST)).toEqual(open);
    expect(await incentives('/api/site/incentives?site=rodada-open')).toEqual(open);
    expect(await incentives('/api/site/incentives?site=rodada', OPEN_SITE_HOST)).toEqual(regulated);
  });

  describe('the agency’s share of subordinates’ deposits', () => {
    it('a regulated site’s agent earns only the share of bets; an open site’s also 1% of deposits', async () => {
      const yesterday = new Date(s.clock.now().getTime() - DAY);
      const day = saoPauloDay(yesterday);
      const agents: Record<Site, Player | undefined> = { regulated: undefined, open: undefined };
      for (const site of ['regulated', 'open'] as const) {
        const agent = await player(site);
        const friend = await player(site, { invite_code: agent.code });
        // Linked before yesterday's play (only what a subordinate does after the link counts).
        await s.db
          .update(members)
          .set({ invitedAt: new Date(yesterday.getTime() - DAY) })
          .where(eq(members.id, friend.id));
        await deposit(friend, 1000_00, yesterday); // 1% → 10.00 where deposits count
        // A settled slot round of R$ 500,00 lost: 0.3% → 1.50, and what it earned the house under the cap on
        // play-linked rewards (about R$ 12,13 after that 1.50) pays the share of the deposit.
        const round = ref('bet');
        await s.db.transaction(async (tx) => {
          await recordSlotRound(tx, friend.id, round, 500_00, 0, yesterday);
          await debit(tx, friend.id, 500_00, BET_KIND, round, yesterday);
        });
        await recordTurnover(s.db, friend.id, 500_00, BET_KIND, round, yesterday);
        agents[site] = agent;
      }
      const settled = await s.call('POST', '/api/operator/agency/settle', { token: OPERATOR_TOKEN, body: { day } });
      expect(settled.status, settled.json.message).toBe(200);

      const rewardsOf = async (agent: Player) =>
        v.parse(AgencyRewards, (await post(agent, '/api/agency/reward')).json.data).list.find((r) => r.day === day);
      expect(await rewardsOf(agents.regulated!)).toMatchObject({ direct: '1.50', indirect: '0.00', total: '1.50' });
      expect(await rewardsOf(agents.open!)).toMatchObject({ direct: '11.50', indirect: '0.00', total: '11.50' });
      // What is claimed is what was computed: the regulated agent is paid the share of bets only.
      const claim = await post(agents.regulated!, '/api/agency/claim');
      expect(claim.status, claim.json.message).toBe(200);
      expect(claim.json.data).toMatchObject({ reward: '1.50' });
    });

    it('the mechanism table of deposits is empty on the regulated site, 1% and 0.5% on the open one', async () => {
      expect((await s.call('GET', '/api/agency/mechanism/recharge')).json.data).toEqual([]);
      const open = await s.call('GET', '/api/agency/mechanism/recharge', { headers: { host: OPEN_SITE_HOST } });
      expect(open.json.data).toEqual([
        { level: 'direct', basis: 'deposits', rate: '1%' },
        { level: 'indirect', basis: 'deposits', rate: '0.5%' },
      ]);
    });
  });

  describe('the invitation reward for a friend’s first deposit', () => {
    it('a regulated site neither lists, computes nor pays it; an open site pays it once', async () => {
      const listed = async (host?: string) =>
        v
          .parse(
            ActivityDetailList,
            (await s.call('GET', '/api/activitydetails/get', host ? { headers: { host } } : {})).json.data,
          )
          .map((a) => a.key);
      expect(await listed()).not.toContain('invitationactivity');
      expect(await listed(OPEN_SITE_HOST)).toContain('invitationactivity');

      for (const site of ['regulated', 'open'] as const) {
        const agent = await player(site);
        const friend = await player(site, { invite_code: agent.code });
        await deposit(friend, 100_00);
        const check = v.parse(RewardCheck, (await post(agent, '/api/invitationactivity/check')).json.data);
        const claim = await post(agent, '/api/invitationactivity/claim', { invitee_id: friend.id });
        if (site === 'regulated') {
          expect(check).toMatchObject({
            status: 'not_eligible',
            reward: '0.00',
            reason_code: 'promotion.deposit_reward_off',
          });
          expect(claim.status).toBe(403);
          expect(claim.json).toMatchObject({
            error: 'promotion.deposit_reward_off',
            message: 'Rewards computed from deposits are not offered on this site (Lei 14.790/2023, art. 29)',
          });
          expect(await s.ledgerSum(agent.id, 'reward.%')).toBe(0);
        } else {
          expect(check).toMatchObject({ status: 'claimable', reward: '100.00' });
          expect(claim.status, claim.json.message).toBe(200);
          expect(await s.ledgerSum(agent.id, 'reward.invitationactivity')).toBe(100_00);
        }
      }
    });
  });

  describe('VIP', () => {
    it('a regulated site ranks by settled turnover (deposits and unsettled turnover count nothing); an open site by deposits', async () => {
      const game = v.parse(GamePage, (await s.call('GET', '/api/games/listsv2?category=slot&per_page=1')).json.data)
        .list[0]!;
      const vip = async (p: Player) => v.parse(VipInfo, (await post(p, '/api/member/vip/info')).json.data);
      const me = async (p: Player) =>
        (await s.call('POST', '/api/auth/me', { token: p.token })).json.data as { level: number; level_name: string };

      const regulated = await player('regulated');
      await deposit(regulated, 5001_00);
      // Money put in play with nothing settled (an open bet) is not settled turnover.
      await recordTurnover(s.db, regulated.id, 2000_00, 'game.bet', ref('open-bet'), s.clock.now());
      expect(await vip(regulated)).toMatchObject({
        basis: 'turnover',
        uservip: { userviplvl: 0, total: '0.00', totalrecharge: '5001.00' },
      });
      expect(await me(regulated)).toMatchObject({ level: 0, level_name: 'VIP0' });
      const round = await playSlot(s.call, regulated.token, game.id, '1000.00');
      expect(round.status, round.json.message).toBe(200);
      expect(await vip(regulated)).toMatchObject({ uservip: { userviplvl: 1, total: '1000.00' } });
      expect(await me(regulated)).toMatchObject({ level: 1, level_name: 'Bronze' });
      const history = v.parse(VipHistory, (await post(regulated, '/api/member/vip/history')).json.data);
      expect(history.map((h) => [h.name, h.total])).toEqual([['Bronze', '1000.00']]);

      const open = await player('open');
      await deposit(open, 5001_00);
      expect(await vip(open)).toMatchObject({ basis: 'deposits', uservip: { userviplvl: 2, total: '5001.00' } });
      expect(await me(open)).toMatchObject({ level: 2, level_name: 'Silver' });
    });
  });

  describe('the turnover asked before a withdrawal (sites.withdrawal_turnover_multiple)', () => {
    const draw = (p: Player, money: string) => {
      const cpf = identityFor(p.phone).cpf;
      return post(p, '/api/drawing', {
        money,
        qk_pwd: PWD,
        payment_type: 'CPF',
        account: cpf,
        cpf_id: cpf,
        name: 'Ana Souza',
      });
    };

    it('a regulated site asks none on deposits; an open site 2× until played', async () => {
      const association = async (p: Player) =>
        v.parse(AssociationList, (await s.call('GET', '/api/ordercenter/association', { token: p.token })).json.data);

      const regulated = await player('regulated');
      expect((await post(regulated, '/api/member/qkpwd', { qk_pwd: PWD, qk_pwd_confirmation: PWD })).status).toBe(200);
      await deposit(regulated, 100_00);
      expect(await association(regulated)).toMatchObject({
        turnover_multiple: 0,
        required_turnover: '0.00',
        remaining_turnover: '0.00',
      });
      const withdrawn = await draw(regulated, '100.00');
      expect(withdrawn.status, withdrawn.json.message).toBe(200);
      expect(await s.balanceOf(regulated.id)).toBe(0);

      const open = await player('open');
      expect((await post(open, '/api/member/qkpwd', { qk_pwd: PWD, qk_pwd_confirmation: PWD })).status).toBe(200);
      await deposit(open, 100_00);
      expect(await association(open)).toMatchObject({ turnover_multiple: 2, remaining_turnover: '200.00' });
      const refused = await draw(open, '100.00');
      expect(refused.status).toBe(422);
      expect(refused.json).toMatchObject({ error: 'withdrawal.turnover_not_reached' });
      await recordTurnover(s.db, open.id, 200_00, 'game.bet', ref('played'), s.clock.now());
      const allowed = await draw(open, '100.00');
      expect(allowed.status, allowed.json.message).toBe(200);
    });

    it('the trading rules answer each site’s multiple', async () => {
      expect((await s.call('GET', '/api/payments/list')).json.data).toMatchObject({ turnover_multiple: 0 });
      expect(
        (await s.call('GET', '/api/payments/list', { headers: { host: OPEN_SITE_HOST } })).json.data,
      ).toMatchObject({ turnover_multiple: 2 });
    });

    it('the operator sets an open site’s multiple; a regulated site keeps 0', async () => {
      const set = (body: Record<string, unknown>, token: string | null = OPERATOR_TOKEN) =>
        s.call('POST', '/api/operator/site/turnover', { ...(token ? { token } : {}), body });
      expect((await set({ site: 'rodada-open', multiple: 3 }, null)).status).toBe(401);
      const regulated = await set({ site: 'rodada', multiple: 2 });
      expect(regulated.status).toBe(409);
      expect(regulated.json).toMatchObject({ error: 'operator.turnover_regulated' });
      for (const multiple of [-1, 1.5, 101, '2']) {
        const bad = await set({ site: 'rodada-open', multiple });
        expect(bad.status).toBe(422);
        expect(bad.json).toMatchObject({ error: 'operator.turnover_multiple_invalid' });
      }
      expect((await set({ site: 'nowhere', multiple: 1 })).json).toMatchObject({ error: 'operator.site_unknown' });
      expect((await set({ site: 'rodada', multiple: 0 })).status).toBe(200);
      if (options.databaseUrl) return; // a shared database: the open site's setting is left as the seed has it
      expect((await set({ site: 'rodada-open', multiple: 3 })).json.data).toEqual({
        site: 'rodada-open',
        withdrawal_turnover_multiple: 3,
      });
      const open = await s.call('GET', '/api/site/incentives', { headers: { host: OPEN_SITE_HOST } });
      expect(open.json.data).toMatchObject({ withdrawal_turnover_multiple: 3 });
      expect((await set({ site: 'rodada-open', multiple: 2 })).status).toBe(200);
    });

    it('a regulated site cannot be set to ask turnover on deposits (the database refuses it)', async () => {
      await expect(
        s.db.execute(sql`update sites set withdrawal_turnover_multiple = 2 where profile = 'regulated-br'`),
      ).rejects.toThrow();
    });
  });
});
