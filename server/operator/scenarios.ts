import { createHash } from 'node:crypto';
import { FILES_FOR } from '../../contract/kyc';
import { tokenActor } from '../backoffice/staff';
import { applyProviderDecision, startCase, submitCase, uploadChunk } from '../kyc/cases';
import { SANDBOX_DOCUMENTS, sandboxDecision, sandboxKycProvider } from '../kyc/provider';
import { SAMPLE_JPEG } from '../kyc/sample';
import { and, eq, isNull } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import type { AppDeps } from '../config';
import {
  type FixtureRow,
  fixtures,
  gameRounds,
  games,
  kycCases,
  memberPixKeys,
  members,
  sessions,
  wheelSpins,
} from '../db/schema';
import type { Db, Tx } from '../db/types';
import type { RegulatorReason } from '../../contract/regulator.refusals';
import { askRegulator, keepStanding } from '../regulator/standing';
import { BET_KIND, WIN_KIND } from '../house/bets';
import { LEAGUES, pairingGoals } from '../house/fixtures';
import { pricesOf } from '../house/markets';
import { sportsFeedOf } from '../house/feed';
import type { SportsFeed } from '../house/feedTypes';
import { refusalWith } from '../http/envelope';
import { createMember } from '../members/create';
import {
  checkWithdrawalPassword,
  createDrawing,
  reviewWithdrawal,
  setWithdrawalPassword,
} from '../payments/withdrawals';
import { defaultSite, siteByCodeOrHost } from '../site/resolve';
import { OPEN_SITE_CODE, OPEN_SITE_HOSTS } from '../db/seed';
import { credit, debit } from '../wallet/ledger';
import { recordTurnover } from '../wallet/turnover';
import { saoPauloDay } from '../../lib/time';
import { settleAgentDay } from '../agency/agency';
import { forceOffline } from './handlers';
import type { ScenarioName } from './scenario-names';
import { cpfFromDigits, sampleIdentity } from '../members/identity';

/**
 * QA scenarios: named accounts put into known states, so QA can step through each claim and the
 * withdrawal flow on purpose (docs/QA.md). Running a scenario again starts its account afresh: the old
 * account keeps its history (the ledger is never rewritten) under an archived phone.
 */

export const QA_PASSWORD = 'qa123456';
export const QA_WITHDRAWAL_PASSWORD = '246810';
const DAY_MS = 24 * 60 * 60 * 1000;

type Setup = (deps: AppDeps, member: QaMember, now: Date) => Promise<Record<string, string | number>>;
type QaMember = { id: number; phone: string };

export interface Scenario {
  phone: string;
  /** What the account shows once set up. */
  state: string;
  /** Where QA goes (after logging in as the account). */
  path: string;
  /** The scenario acts on the account's current sessions: log in first, then run it. */
  afterLogin?: boolean;
  /**
   * The account belongs to the `open` site (host open.localhost), for what a regulated-br site does not
   * offer (deposit-linked rewards, rewards computed from others' deposits, turnover on deposits before a
   * withdrawal); else to the default site.
   */
  site?: 'open';
  setup: Setup;
}

let refs = 0;
const ref = (member: QaMember, what: string) => `qa:${member.id}:${what}:${++refs}`;

function inTx<T>(deps: AppDeps, work: (tx: Tx) => Promise<T>): Promise<T> {
  return deps.db.transaction(work);
}
const deposit = (deps: AppDeps, m: QaMember, cents: number, at: Date) =>
  inTx(deps, (tx) => credit(tx, m.id, cents, 'deposit', ref(m, 'deposit'), at));
const play = (deps: AppDeps, m: QaMember, cents: number, at: Date) =>
  recordTurnover(deps.db, m.id, cents, 'qa.play', ref(m, 'play'), at);
/**
 * A settled slot round at a given time: the stake out, the win (if any) back. The round is recorded with
 * the first slot game, so its stake has that game's house edge (the cap on play-linked rewards counts it).
 */
async function bet(deps: AppDeps, m: QaMember, cents: number, winCents: number, at: Date) {
  const round = ref(m, 'round');
  await inTx(deps, async (tx) => {
    const [game] = await tx
      .select({ id: games.id })
      .from(games)
      .where(and(eq(games.engine, 'slot'), eq(games.listed, true)))
      .orderBy(games.id)
      .limit(1);
    if (!game) throw new Error('No slot game to record a QA round with');
    await tx.insert(gameRounds).values({
      id: round,
      memberId: m.id,
      gameId: game.id,
      betCents: cents,
      winCents,
      outcome: { engine: 'slot', stops: [], reels: [], lines: [] },
      serverSeedHash: 'qa',
      serverSeed: 'qa',
      clientSeed: 'qa',
      // Below zero: never the nonce of a round the member plays.
      nonce: -refs,
      createdAt: at,
    });
    await debit(tx, m.id, cents, BET_KIND, round, at);
    if (winCents > 0) await credit(tx, m.id, winCents, WIN_KIND, round, at);
  });
  await recordTurnover(deps.db, m.id, cents, BET_KIND, round, at);
}
async function readyToWithdraw(deps: AppDeps, m: QaMember, now: Date) {
  await setWithdrawalPassword(deps, m.id, QA_WITHDRAWAL_PASSWORD, now);
  await deposit(deps, m, 100_00, now);
  await play(deps, m, 200_00, now);
}
/** A withdrawal to the account's own CPF (withdrawals go only to keys in the member's CPF). */
const drawing = async (deps: AppDeps, m: QaMember, money: string, now: Date) => {
  const cpf = cpfFromDigits(m.phone);
  const verifiedHash = await checkWithdrawalPassword(deps.db, m.id, QA_WITHDRAWAL_PASSWORD, now);
  return createDrawing(
    deps,
    m.id,
    { money, qk_pwd: QA_WITHDRAWAL_PASSWORD, payment_type: 'CPF', account: cpf, cpf_id: cpf, name: 'QA Rodada' },
    now,
    verifiedHash,
  );
};

export const SCENARIOS: Record<ScenarioName, Scenario> = {
  'reward-claimable': {
    site: 'open',
    phone: '11990000101',
    state: 'first deposit of R$ 100,00 made: the first-deposit reward (R$ 10,00) is claimable',
    path: '/promotion/activity/recharge',
    setup: async (deps, m, now) => {
      await deposit(deps, m, 100_00, now);
      return {};
    },
  },
  'reward-claimed': {
    site: 'open',
    phone: '11990000102',
    state: 'the first-deposit reward already claimed',
    path: '/promotion/activity/recharge',
    setup: async (deps, m, now) => {
      await deposit(deps, m, 100_00, now);
      await inTx(deps, (tx) => credit(tx, m.id, 10_00, 'reward.ftd', String(m.id), now));
      return {};
    },
  },
  'reward-not-eligible': {
    site: 'open',
    phone: '11990000103',
    state: 'a first deposit of R$ 50,00: not eligible for the first-deposit reward',
    path: '/promotion/activity/recharge',
    setup: async (deps, m, now) => {
      await deposit(deps, m, 50_00, now);
      return {};
    },
  },
  'invitation-claimable': {
    site: 'open',
    phone: '11990000104',
    state: 'a friend registered with this account’s code and deposited R$ 100,00: R$ 100,00 claimable',
    path: '/promotion/activity/invitation-activity',
    setup: async (deps, m, now) => {
      const friend = await qaMember(deps, `2198${String(m.id).padStart(7, '0')}`, now, m.id, OPEN_SITE_CODE);
      await deposit(deps, friend, 100_00, now);
      return { friend_id: friend.id };
    },
  },
  'invitee-missing': {
    site: 'open',
    phone: '11990000105',
    state:
      'a link to claim for a "friend" who is not this account’s invitee: the claim answers USER DOES NOT EXIST (409)',
    path: '/promotion/activity/invitation-activity?invitee={stranger_id}',
    setup: async (deps, m, now) => {
      const stranger = await qaMember(deps, `2197${String(m.id).padStart(7, '0')}`, now, null, OPEN_SITE_CODE);
      return { stranger_id: stranger.id };
    },
  },
  'agency-claimable': {
    site: 'open',
    phone: '11990000116',
    state:
      'a friend invited yesterday deposited R$ 850,00 and lost R$ 500,00 on slots that day, which is settled: R$ 10,00 of agency reward claimable (1% of the deposit, within what that play earned the house, and 0.3% of the stakes)',
    path: '/agency-center/reward',
    setup: async (deps, m, now) => {
      const yesterday = new Date(now.getTime() - DAY_MS);
      const friend = await qaMember(deps, `2196${String(m.id).padStart(7, '0')}`, yesterday, m.id, OPEN_SITE_CODE);
      // The share of the deposit is paid out of what the friend's play of the day earned the house (the cap
      // on play-linked rewards): R$ 500,00 at the slot's edge leaves room for its R$ 8,50.
      await deposit(deps, friend, 850_00, new Date(yesterday.getTime() + 60_000));
      await bet(deps, friend, 500_00, 0, new Date(yesterday.getTime() + 120_000));
      const day = saoPauloDay(yesterday);
      await settleAgentDay(deps.db, m.id, day, now);
      return { friend_id: friend.id, day };
    },
  },
  'relief-claimable': {
    phone: '11990000106',
    state:
      'a net game loss of R$ 200,00 yesterday (São Paulo time) on R$ 250,00 of slot stakes: R$ 1,81 of loss relief claimable today (8% is R$ 16,00, capped at 90% of the stakes × the slot’s 3,03% edge less the day’s R$ 5,00 rebate)',
    path: '/promotion/activity/daily-loss-relief-fund',
    setup: async (deps, m, now) => {
      const yesterday = new Date(now.getTime() - DAY_MS);
      await deposit(deps, m, 500_00, yesterday);
      await bet(deps, m, 250_00, 50_00, yesterday);
      return { day: saoPauloDay(yesterday) };
    },
  },
  'rebate-claimable': {
    site: 'open',
    phone: '11990000107',
    state:
      'a R$ 100,00 recharge yesterday, then R$ 3.000,00 of slot rounds won back: a R$ 20,00 recharge rebate claimable (within what the cap leaves of yesterday)',
    path: '/promotion/activity/recharge-rebate',
    setup: async (deps, m, now) => {
      const yesterday = new Date(now.getTime() - DAY_MS);
      await deposit(deps, m, 100_00, new Date(yesterday.getTime() - 60_000));
      for (let i = 0; i < 30; i += 1) await bet(deps, m, 100_00, 100_00, yesterday);
      return {};
    },
  },
  'wheel-spins': {
    site: 'open',
    phone: '11990000108',
    state: 'today’s daily spin, and 3 lottery spins (R$ 300,00 deposited)',
    path: '/promotion/activity/lottery-wheel',
    setup: async (deps, m, now) => {
      await deposit(deps, m, 300_00, now);
      return {};
    },
  },
  'wheel-none': {
    site: 'open',
    phone: '11990000109',
    state: 'today’s daily spin already used and nothing deposited: no spins on either wheel',
    path: '/promotion/activity/lottery-wheel',
    setup: async (deps, m, now) => {
      await deps.db.insert(wheelSpins).values({
        memberId: m.id,
        wheel: 'dailywheel',
        ref: saoPauloDay(now),
        prizeId: 1,
        amountCents: 0,
        createdAt: now,
      });
      return {};
    },
  },
  'withdrawal-turnover': {
    site: 'open',
    phone: '11990000110',
    state: `R$ 100,00 deposited and not played: a withdrawal is refused until R$ 200,00 is played (withdrawal password ${QA_WITHDRAWAL_PASSWORD})`,
    path: '/withdraw',
    setup: async (deps, m, now) => {
      await setWithdrawalPassword(deps, m.id, QA_WITHDRAWAL_PASSWORD, now);
      await deposit(deps, m, 100_00, now);
      return {};
    },
  },
  'withdrawal-pending': {
    phone: '11990000111',
    state: 'a R$ 50,00 withdrawal pending review',
    path: '/withdrawalRecord',
    setup: async (deps, m, now) => {
      await readyToWithdraw(deps, m, now);
      return { order_no: (await drawing(deps, m, '50.00', now)).order_no };
    },
  },
  'withdrawal-rejected': {
    phone: '11990000112',
    state: 'a R$ 30,00 withdrawal rejected with a reason (the money back in the balance)',
    path: '/withdrawalRecord',
    setup: async (deps, m, now) => {
      await readyToWithdraw(deps, m, now);
      const { order_no } = await drawing(deps, m, '30.00', now);
      await reviewWithdrawal(
        deps.db,
        'reject',
        order_no,
        now,
        await tokenActor(deps.db, now),
        'O nome não confere com o titular do CPF',
      );
      return { order_no };
    },
  },
  'withdrawal-old-key': {
    phone: '11990000131',
    state:
      'ready to withdraw, with a PIX key saved before the own-CPF rule that is someone else’s (phone (21) 98765-4321, the default): the withdrawal to it is refused',
    path: '/withdraw',
    setup: async (deps, m, now) => {
      await readyToWithdraw(deps, m, now);
      await deps.db.insert(memberPixKeys).values({
        memberId: m.id,
        paymentType: 'PHONE',
        account: '21987654321',
        holderName: 'QA Rodada',
        holderCpf: null,
        isDefault: true,
        createdAt: now,
      });
      return {};
    },
  },
  'session-expiring': {
    phone: '11990000113',
    state:
      'the account’s current sessions end in one minute: the app then asks "Login expired, do you want to log in again"',
    path: '/profile',
    afterLogin: true,
    setup: async (deps, m, now) => {
      const ended = await deps.db
        .update(sessions)
        .set({ expiresAt: new Date(now.getTime() + 60_000) })
        .where(and(eq(sessions.memberId, m.id), isNull(sessions.endedAt)))
        .returning({ id: sessions.id });
      return { sessions: ended.length };
    },
  },
  'forced-offline': {
    phone: '11990000114',
    state: 'the account forced offline by the operator: its next call clears the tab and shows the network message',
    path: '/profile',
    afterLogin: true,
    setup: async (deps, m, now) => ({ sessions: (await forceOffline(deps.db, m.phone, now)).sessions_ended }),
  },
  'live-match': {
    phone: '11990000117',
    state:
      'R$ 100,00 and a Série A match that kicked off three minutes ago, played by the simulator, with no dangerous moment in the next three: a live bet on it is accepted after the bet delay at the odds then in force; later its markets are suspended around dangerous moments',
    path: '/sports#live',
    setup: async (deps, m, now) => {
      await deposit(deps, m, 100_00, now);
      return { fixture: await liveFixture(deps, now) };
    },
  },
  'identity-missing': {
    phone: '11990000115',
    state:
      'an account from before the identity rule (no full name, CPF or date of birth): deposits, bets and game launches are refused until /identity is completed',
    path: '/identity',
    setup: async (deps, m, now) => {
      await deps.db
        .update(members)
        .set({ realname: null, cpf: null, birthDate: null, contactEmail: null, termsAcceptedAt: null, updatedAt: now })
        .where(eq(members.id, m.id));
      return {};
    },
  },
  'regulator-flagged': {
    phone: '11990000118',
    state:
      "R$ 100,00 and the regulator's check of the CPF at today's first login flagged it (a Bolsa Família or BPC beneficiary): the home page, the lobby and the deposit page say the account may only withdraw and why; a deposit or a bet is refused; a withdrawal goes through. The next day's first login asks the sandbox again, which clears it",
    path: '/recharge',
    setup: async (deps, m, now) => {
      await deposit(deps, m, 100_00, now);
      await flagForQa(deps.db, m.id, 'social_benefit', now);
      return { flag: 'social_benefit' };
    },
  },
  'kyc-required': {
    phone: '11990000119',
    state:
      'a new player who has not verified the identity yet: the deposit page, a game and the profile say so with a link to /identity; a deposit, a bet or a game launch is refused (kyc.required)',
    path: '/identity',
    setup: async (deps, m, now) => {
      await deps.db.update(members).set({ kycStatus: 'required', updatedAt: now }).where(eq(members.id, m.id));
      return {};
    },
  },
  'kyc-pending': {
    phone: '11990000120',
    state:
      'documents sent (an RG, the selfie and the liveness frames) and the provider’s answer not come: /identity says it is being checked, deposits and games wait (kyc.pending)',
    path: '/identity',
    setup: async (deps, m, now) => {
      const reference = await kycCaseForQa(deps, m, '123456789', now);
      // Sent, as a provider that has not answered yet: no decision of the sandbox's is queued for it.
      await deps.db.transaction(async (tx) => {
        await tx
          .update(kycCases)
          .set({
            status: 'pending',
            provider: 'sandbox',
            providerRef: `QA-${reference}`,
            submittedAt: now,
            updatedAt: now,
          })
          .where(eq(kycCases.reference, reference));
        await tx.update(members).set({ kycStatus: 'pending', updatedAt: now }).where(eq(members.id, m.id));
      });
      return { reference };
    },
  },
  'kyc-review': {
    phone: '11990000121',
    state:
      'documents sent and the provider sent them to manual review: /identity says compliance is looking; the back office’s Identity checks lists the case with its pictures and scores, to approve or refuse with a note',
    path: '/identity',
    setup: (deps, m, now) => kycDecidedForQa(deps, m, SANDBOX_DOCUMENTS.review, now),
  },
  'kyc-rejected': {
    phone: '11990000122',
    state:
      'documents refused by the provider (the selfie does not match the document): /identity says why and offers to send them again (2 attempts left)',
    path: '/identity',
    setup: (deps, m, now) => kycDecidedForQa(deps, m, SANDBOX_DOCUMENTS.face_mismatch, now),
  },
};

/** An RG case with every picture (the sample JPEG) and an address, put together for a QA account: its reference. */
async function kycCaseForQa(deps: AppDeps, m: QaMember, documentNumber: string, now: Date): Promise<string> {
  await deps.db.update(members).set({ kycStatus: 'required', updatedAt: now }).where(eq(members.id, m.id));
  await startCase(
    deps,
    m.id,
    {
      document_type: 'rg',
      document_number: documentNumber,
      address: {
        cep: '01310100',
        street: 'Avenida Paulista',
        number: '1578',
        complement: '',
        district: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
      },
    },
    now,
  );
  const sha256 = createHash('sha256').update(SAMPLE_JPEG).digest('hex');
  for (const kind of FILES_FOR.rg) {
    await uploadChunk(
      deps,
      m.id,
      {
        kind,
        content_type: 'image/jpeg',
        bytes: SAMPLE_JPEG.length,
        sha256,
        index: 0,
        data: SAMPLE_JPEG.toString('base64'),
      },
      now,
    );
  }
  const [row] = await deps.db
    .select({ reference: kycCases.reference })
    .from(kycCases)
    .where(and(eq(kycCases.memberId, m.id), eq(kycCases.status, 'collecting')));
  return row!.reference;
}

/** A QA case sent to the sandbox provider and its decision (by the document's number) applied at once. */
async function kycDecidedForQa(deps: AppDeps, m: QaMember, documentNumber: string, now: Date) {
  const reference = await kycCaseForQa(deps, m, documentNumber, now);
  await submitCase({ ...deps, kycProvider: sandboxKycProvider }, m.id, now);
  await applyProviderDecision(deps, sandboxDecision(reference, documentNumber), now);
  return { reference };
}

/** How long after the scenario the QA match takes bets without a dangerous moment: a live bet's whole walk. */
const CALM_MS = 3 * 60_000;

/**
 * A Série A match that kicked off three minutes ago (to the minute), for QA to bet on live: the first
 * pairing of the league's list, from the minute's, whose match has no dangerous moment in the next three
 * minutes (so a bet placed now is not refused by chance; its later ones still suspend its markets), coded
 * "QA-FLA-PAL-202611281930" (its kickoff in UTC), put on once.
 */
async function liveFixture(deps: AppDeps, now: Date): Promise<string> {
  const league = LEAGUES[0]!;
  const kickoff = new Date(Math.floor(now.getTime() / 60_000) * 60_000 - 3 * 60_000);
  const first = Math.floor(kickoff.getTime() / 60_000) % league.teams.length;
  const feed = sportsFeedOf(deps);
  const pairings = league.teams.map((_, k) => pairingFixture(league, (first + k) % league.teams.length, kickoff, now));
  let chosen = pairings[0]!;
  for (const row of pairings) {
    if (!(await suspendedWithin(feed, row, now, CALM_MS))) {
      chosen = row;
      break;
    }
  }
  await deps.db.insert(fixtures).values(chosen).onConflictDoNothing({ target: fixtures.code });
  return chosen.code;
}

/** The league's n-th team at home to the next one, kicking off at `kickoff`, priced by its expected goals. */
function pairingFixture(league: (typeof LEAGUES)[number], n: number, kickoff: Date, now: Date): FixtureRow {
  const home = league.teams[n]!;
  const away = league.teams[(n + 1) % league.teams.length]!;
  const [xgHome, xgAway] = pairingGoals(league, home, away);
  const odds = pricesOf(xgHome / 100, xgAway / 100)['1x2']!;
  return {
    code: `QA-${home[0]}-${away[0]}-${kickoff.toISOString().slice(0, 16).replace(/\D/g, '')}`,
    league: league.id,
    competition: league.name,
    home: home[1],
    away: away[1],
    kickoff,
    oddsHome: odds.home!,
    oddsDraw: odds.draw!,
    oddsAway: odds.away!,
    xgHome,
    xgAway,
    sport: 'football',
    params: null,
    status: 'open',
    result: null,
    homeGoals: null,
    awayGoals: null,
    settledBy: null,
    settledAt: null,
    createdAt: now,
  };
}

/** Whether the feed suspends the fixture's markets at some moment of [from, from + ms] (read every 5 s). */
async function suspendedWithin(feed: SportsFeed, row: FixtureRow, from: Date, ms: number): Promise<boolean> {
  for (let t = from.getTime(); t <= from.getTime() + ms; t += 5_000) {
    if (await feed.suspended?.(row, new Date(t))) return true;
  }
  return false;
}

/** A QA account with this phone, created afresh (an existing one is archived, its history kept). */
async function qaMember(
  deps: AppDeps,
  phone: string,
  now: Date,
  inviterId: number | null,
  siteCode?: string,
): Promise<QaMember> {
  const passwordHash = await hashPassword(QA_PASSWORD, deps.random);
  const site = siteCode ? await siteByCodeOrHost(deps.db, siteCode) : await defaultSite(deps.db);
  return deps.db.transaction(async (tx) => {
    const [old] = await tx.select({ id: members.id }).from(members).where(eq(members.phone, phone));
    if (old)
      await tx
        .update(members)
        .set({ phone: `qa-archived-${old.id}`, cpf: null, updatedAt: now })
        .where(eq(members.id, old.id));
    const member = await createMember(
      tx,
      deps,
      {
        siteId: site.id,
        phone,
        passwordHash,
        nickname: `QA ${phone.slice(-3)}`,
        inviterId,
        identity: sampleIdentity(phone, `QA ${phone.slice(-3)} Teste`),
        // QA's players deposit at once: their phones are fictitious, their identities verified by the seed.
        phoneVerified: true,
        identityVerified: true,
      },
      now,
    );
    return { id: member.id, phone: member.phone };
  });
}

/** The account of a scenario acting on current sessions is kept; the others start afresh. */
async function scenarioMember(deps: AppDeps, scenario: Scenario, now: Date): Promise<QaMember> {
  if (scenario.afterLogin) {
    const [existing] = await deps.db
      .select({ id: members.id, phone: members.phone })
      .from(members)
      .where(eq(members.phone, scenario.phone));
    if (existing) return existing;
  }
  return qaMember(deps, scenario.phone, now, null, scenario.site === 'open' ? OPEN_SITE_CODE : undefined);
}

export type ScenarioResult = {
  name: string;
  /** The host of the account's site when it is not the default one (log in there). */
  host: string | null;
  phone: string;
  password: string;
  path: string;
  state: string;
  details: Record<string, string | number>;
};

export async function runScenario(deps: AppDeps, name: string, now: Date): Promise<ScenarioResult> {
  const scenario = Object.hasOwn(SCENARIOS, name) ? SCENARIOS[name as ScenarioName] : undefined;
  if (!scenario) throw refusalWith('operator.scenario_unknown', { name });
  const member = await scenarioMember(deps, scenario, now);
  const details = await scenario.setup(deps, member, now);
  const path = scenario.path.replace(/\{(\w+)\}/g, (_, key: string) => String(details[key] ?? ''));
  const host: string | null = scenario.site === 'open' ? OPEN_SITE_HOSTS[0] : null;
  return { name, host, phone: member.phone, password: QA_PASSWORD, path, state: scenario.state, details };
}

/** The regulator's flag on a QA account, as today's first login would have left it (asked of a QA adapter). */
async function flagForQa(db: Db, memberId: number, reason: RegulatorReason, now: Date) {
  const [member] = await db
    .select({ cpf: members.cpf, birthDate: members.birthDate })
    .from(members)
    .where(eq(members.id, memberId));
  const answer = { clear: false as const, reason };
  const regulator = {
    provider: 'qa-scenario',
    check: () => Promise.resolve({ answer, raw: { qa: 'regulator-flagged' } }),
  };
  await askRegulator(
    { db, regulator },
    { memberId, cpf: member!.cpf!, birthDate: member!.birthDate, occasion: 'daily_login' },
    now,
  );
  await keepStanding(db, memberId, answer, now);
}
