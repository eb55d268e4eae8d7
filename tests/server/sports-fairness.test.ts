import { createHash, createHmac, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { footballModel, type FootballParams } from '../../engines/sports/football';
import { fixturesOfDay } from '../../server/house/fixtures';
import { seeded } from '../../server/house/markets';
import { fixtures, games, installationSecrets, ledgerEntries, members, sportsBets } from '../../server/db/schema';
import { credit } from '../../server/wallet/ledger';
import { HOUR, MINUTE, OPERATOR_TOKEN, seededRandom, setupServer, START, type TestServer } from './helpers';

/**
 * The sportsbook's matches are decided by a secret of the installation, not by anything a player can
 * compute: the schedule's public inputs no longer predict a match, two installations play the same fixture
 * differently, each fixture is committed by hash before kickoff and its seed revealed once settled (which
 * replays what the board showed live), and the secret is never served.
 */

type LiveEvent = {
  id: string;
  kickoff: string;
  status: 'upcoming' | 'live';
  live: { minute: number; period: string; score: { home: number; away: number } } | null;
  commitment?: string | null;
};
type FixtureAnswer = {
  id: string;
  status: string;
  result: string | null;
  score: { home: number; away: number } | null;
  settled_by: string | null;
  xg: { home: string; away: string };
  params: FootballParams | null;
  commitment: string | null;
  seed: string | null;
};

/**
 * A day's fixtures (São Paulo), as the schedule puts them on: codes, kickoffs, expected goals. The Wednesday
 * of the first week, when most leagues play a round.
 */
const DAY = fixturesOfDay('2026-03-04', START);
const EARLIER = [...fixturesOfDay('2026-03-02', START), ...fixturesOfDay('2026-03-03', START)];
/** The board's own clock for a match: minutes since kickoff → the match minute shown and the goals counted up to it. */
function shownMinute(elapsed: number): { minute: number; halfTime: boolean } | null {
  if (elapsed < 45) return { minute: elapsed + 1, halfTime: false };
  if (elapsed < 60) return { minute: 45, halfTime: true };
  if (elapsed < 105) return { minute: elapsed - 15 + 1, halfTime: false };
  return null;
}
const scoreAt = (goals: { home: number[]; away: number[] }, elapsed: number) => {
  const at = shownMinute(elapsed)!;
  const count = (minutes: number[]) => minutes.filter((m) => m <= at.minute && !(at.halfTime && m > 45)).length;
  return { home: count(goals.home), away: count(goals.away) };
};

function publicPrediction(code: string, side: 'home' | 'away', lambda: number): number[] {
  // What the sportsbook used to play: the schedule's public stream, seeded from the fixture code alone.
  const random = seeded(`${code}:${side}`);
  const limit = Math.exp(-lambda);
  let goals = 0;
  for (let p = random(); p > limit && goals < 8; p *= random()) goals += 1;
  return Array.from({ length: goals }, () => 1 + Math.floor(random() * 90)).sort((a, b) => a - b);
}

/**
 * A player's own replay of a revealed seed (server/README.md, Sportsbook): no server code. A fixture with
 * the football model's params is played by the model from the seed's stream "match"; one without, from xg.
 */
function replay(seed: string, xg: { home: string; away: string }, params: FootballParams | null = null) {
  if (params) {
    let k = 0;
    const u = () => createHmac('sha256', seed).update(`match:${k++}`).digest().readUInt32BE(0) / 2 ** 32;
    const { goals } = footballModel.simulate(params, u);
    const minutes = (side: 'home' | 'away') => goals.filter((g) => g.side === side).map((g) => Math.floor(g.t) + 1);
    return { home: minutes('home'), away: minutes('away') };
  }
  const side = (name: 'home' | 'away', lambda: number) => {
    let k = 0;
    const u = () => createHmac('sha256', seed).update(`${name}:${k++}`).digest().readUInt32BE(0) / 2 ** 32;
    let goals = 0;
    for (let p = u(); p > Math.exp(-lambda) && goals < 8; p *= u()) goals += 1;
    return Array.from({ length: goals }, () => 1 + Math.floor(u() * 90)).sort((a, b) => a - b);
  };
  return { home: side('home', Number(xg.home)), away: side('away', Number(xg.away)) };
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** Elapsed minutes since kickoff → the score the board showed, per fixture, the day watched every 5 minutes. */
type Watched = Map<string, Map<number, { home: number; away: number }>>;

async function board(s: TestServer): Promise<LiveEvent[]> {
  const answer = await s.call('GET', '/api/house/sports/board');
  expect(answer.status).toBe(200);
  return (answer.json.data as { events: LiveEvent[] }).events;
}

async function watchDay(s: TestServer): Promise<Watched> {
  const watched: Watched = new Map(DAY.map((f) => [f.code, new Map()]));
  const first = Math.min(...DAY.map((f) => f.kickoff.getTime()));
  const last = Math.max(...DAY.map((f) => f.kickoff.getTime())) + 105 * MINUTE;
  try {
    for (let t = first; t < last; t += 5 * MINUTE) {
      s.clock.set(new Date(t));
      for (const event of await board(s)) {
        const samples = watched.get(event.id);
        if (!samples || event.status !== 'live' || !event.live) continue;
        samples.set(Math.floor((t - Date.parse(event.kickoff)) / MINUTE), event.live.score);
      }
    }
  } finally {
    s.clock.set(START);
  }
  return watched;
}

let s: TestServer;
let watched: Watched;
/** The commitments the board showed before the day's first kickoff. */
let committed: Map<string, string | null | undefined>;

beforeAll(async () => {
  s = await setupServer({}, 'sports-fairness');
  committed = new Map((await board(s)).map((e) => [e.id, e.commitment]));
  watched = await watchDay(s);
});
afterAll(() => s?.close());

describe('the sports simulator', () => {
  it("no longer plays what the schedule's public inputs predict", () => {
    let predicted = 0;
    let samples = 0;
    for (const f of DAY) {
      const seen = watched.get(f.code)!;
      samples += seen.size;
      const goals = {
        home: publicPrediction(f.code, 'home', f.xgHome / 100),
        away: publicPrediction(f.code, 'away', f.xgAway / 100),
      };
      const matches = [...seen].every(([elapsed, score]) => {
        const guess = scoreAt(goals, elapsed);
        return guess.home === score.home && guess.away === score.away;
      });
      if (matches) predicted += 1;
    }
    // Every match was watched through (some 20 samples each) …
    expect(DAY.length).toBeGreaterThanOrEqual(10);
    expect(samples).toBeGreaterThanOrEqual(DAY.length * 18);
    // … and the public prediction gets few of them right, where it used to get every one (only a match with
    // few goals, such as 0–0, can still come out as guessed, by chance).
    expect(predicted).toBeLessThanOrEqual(DAY.length / 4);
  });

  it('commits to each fixture before kickoff and reveals its seed once settled, which replays the match shown live', async () => {
    const p = await s.register();
    const [member] = await s.db.select({ id: members.id }).from(members).where(eq(members.phone, p.phone));
    await s.db.transaction((tx) => credit(tx, member!.id, 10_000, 'test.fund', 'fairness-fund', s.clock.now()));
    const target = DAY.find((f) => f.kickoff.getTime() > START.getTime())!;
    const [game] = await s.db.select({ id: games.id }).from(games).where(eq(games.engine, 'sportsbook')).limit(1);
    const bet = await s.call('POST', '/api/house/sports/bet', {
      token: p.token,
      body: { game_id: game!.id, fixture_id: target.code, selection: 'draw', amount: '10.00' },
    });
    expect(bet.status, bet.json.message).toBe(200);
    const event = (await board(s)).find((e) => e.id === target.code)!;
    const odds = (event as unknown as { markets: { market: string; selections: { odds: string }[] }[] }).markets[0]!
      .selections[0]!.odds;
    const slip = await s.call('POST', '/api/house/sports/slip', {
      token: p.token,
      body: { legs: [{ fixture_id: target.code, market: '1x2', selection: 'home', odds }], amount: '1.00' },
    });
    expect(slip.status, slip.json.message).toBe(200);
    const legOf = async () =>
      (
        (await s.call('GET', '/api/house/sports/slips', { token: p.token })).json.data as {
          legs: { commitment: string | null; seed: string | null }[];
        }[]
      )[0]!.legs[0]!;
    expect(await legOf()).toMatchObject({ commitment: committed.get(target.code), seed: null });

    const before = await s.call('GET', `/api/house/sports/fixture?id=${target.code.toLowerCase()}`);
    expect(before.status).toBe(200);
    expect(before.json.data).toMatchObject({ status: 'open', seed: null, commitment: committed.get(target.code) });

    // The day is over: the job settles every match with the simulation's final score.
    s.clock.set(new Date(Math.max(...DAY.map((f) => f.kickoff.getTime())) + 106 * MINUTE));
    try {
      // The job settles 50 fixtures a run (the other sports' events that ended too): it runs until none is left.
      for (let run = 0; run < 10 && (await s.runDueWork()).fixturesSettled > 0; run++);
      expect((await s.runDueWork()).fixturesSettled).toBe(0);
      // The day's matches, and the two days' before it (on the schedule from the start).
      const football = await s.db
        .select({ code: fixtures.code })
        .from(fixtures)
        .where(and(eq(fixtures.sport, 'football'), eq(fixtures.settledBy, 'feed')));
      expect(football.length).toBe(DAY.length + EARLIER.length);
    } finally {
      s.clock.set(START);
    }

    for (const f of DAY) {
      const answer = await s.call('GET', `/api/house/sports/fixture?id=${f.code}`);
      expect(answer.status).toBe(200);
      const fixture = answer.json.data as FixtureAnswer;
      expect(fixture).toMatchObject({ status: 'settled', settled_by: 'feed' });
      expect(fixture.commitment).toMatch(/^[0-9a-f]{64}$/);
      expect(fixture.commitment).toBe(committed.get(f.code));
      expect(sha256(fixture.seed!)).toBe(fixture.commitment);
      expect(fixture.params).not.toBeNull();
      const goals = replay(fixture.seed!, fixture.xg, fixture.params);
      expect(fixture.score).toEqual({ home: goals.home.length, away: goals.away.length });
      for (const [elapsed, score] of watched.get(f.code)!) expect(scoreAt(goals, elapsed), f.code).toEqual(score);
    }

    // My bets shows the seed with the settled leg.
    const leg = await legOf();
    expect(leg.commitment).toBe(committed.get(target.code));
    expect(sha256(leg.seed!)).toBe(leg.commitment);

    // The bet was settled with the match: a draw pays stake × odds once, anything else nothing.
    const settled = (await s.call('GET', `/api/house/sports/fixture?id=${target.code}`)).json.data as FixtureAnswer;
    const [row] = await s.db.select().from(sportsBets).where(eq(sportsBets.fixtureCode, target.code));
    const wins = await s.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.kind, 'game.win'), eq(ledgerEntries.ref, row!.id)));
    if (settled.result === 'draw') {
      expect(row!.status).toBe('won');
      expect(wins.map((w) => w.amountCents)).toEqual([Math.floor((1000 * row!.odds) / 100)]);
    } else {
      expect(row!.status).toBe('lost');
      expect(wins).toEqual([]);
    }
  });

  it("keeps the operator's result when they settle by hand, marked as theirs, and still reveals the seed", async () => {
    const day2 = fixturesOfDay('2026-03-05', START)[0]!;
    const answer = await s.call('POST', '/api/operator/settle', {
      token: OPERATOR_TOKEN,
      body: { fixture: day2.code, result: '4-4' },
    });
    expect(answer.status, answer.json.message).toBe(200);
    s.clock.set(new Date(day2.kickoff.getTime() + 2 * HOUR));
    try {
      await s.runDueWork();
    } finally {
      s.clock.set(START);
    }
    const fixture = (await s.call('GET', `/api/house/sports/fixture?id=${day2.code}`)).json.data as FixtureAnswer;
    expect(fixture).toMatchObject({ status: 'settled', settled_by: 'operator', score: { home: 4, away: 4 } });
    expect(sha256(fixture.seed!)).toBe(fixture.commitment);
    const unknown = await s.call('GET', '/api/house/sports/fixture?id=NOPE-NOPE-20260302');
    expect([unknown.status, unknown.json.error]).toEqual([404, 'sports.fixture_not_found']);
  });

  it('leaves a match that kicked off before the installation had its secret to the operator', async () => {
    const code = 'OLD-OLD-20260301';
    const kickoff = new Date(START.getTime() - 24 * HOUR);
    await s.db.insert(fixtures).values({
      code,
      competition: 'Brasileirão Série A',
      home: 'Antes',
      away: 'Depois',
      kickoff,
      oddsHome: 200,
      oddsDraw: 300,
      oddsAway: 400,
      createdAt: kickoff,
    });
    await s.runDueWork();
    const fixture = (await s.call('GET', `/api/house/sports/fixture?id=${code}`)).json.data as FixtureAnswer;
    expect(fixture).toMatchObject({ status: 'open', settled_by: null, seed: null });
  });

  it('plays the same fixture differently on another installation', async () => {
    const other = await setupServer({}, 'another-installation');
    try {
      const elsewhere = await watchDay(other);
      let differ = 0;
      for (const f of DAY) {
        const here = [...watched.get(f.code)!].map(([m, x]) => `${m}:${x.home}-${x.away}`).join(' ');
        const there = [...elsewhere.get(f.code)!].map(([m, x]) => `${m}:${x.home}-${x.away}`).join(' ');
        if (here !== there) differ += 1;
      }
      expect(differ).toBeGreaterThanOrEqual(DAY.length / 2);
      const commitments = new Map((await board(other)).map((e) => [e.id, e.commitment]));
      for (const f of fixturesOfDay('2026-03-05', START)) {
        expect(commitments.get(f.code)).toMatch(/^[0-9a-f]{64}$/);
        expect(commitments.get(f.code)).not.toBe(committed.get(f.code));
      }
    } finally {
      await other.close();
    }
  });

  it('plays one match in every process of an installation: the secret is made once, in the database', async () => {
    // Every secret of the installation (the sports' and the launch tokens'), made at the first start only.
    const secrets = await s.db.select().from(installationSecrets).orderBy(installationSecrets.name);
    expect(secrets.map(({ name }) => name)).toContain('sports');
    const { seedDatabase } = await import('../../server/db/seed');
    await seedDatabase({ db: s.db, clock: s.clock.now, random: seededRandom('a later start') });
    expect(await s.db.select().from(installationSecrets).orderBy(installationSecrets.name)).toEqual(secrets);
    // Another process: its own random source, the same database.
    const process2 = createApp({ ...s.deps, random: seededRandom('process 2') });
    const kickoffs = fixturesOfDay('2026-03-05', START).map((f) => f.kickoff.getTime());
    s.clock.set(new Date(Math.max(...kickoffs) + 80 * MINUTE));
    try {
      const here = await board(s);
      expect(here.filter((e) => e.status === 'live').length).toBeGreaterThan(0);
      const there = (await (await process2.request('/api/house/sports/board')).json()) as {
        data: { events: LiveEvent[] };
      };
      expect(there.data.events).toEqual(here);
    } finally {
      s.clock.set(START);
    }
  });

  /** What a stream of events sends first, then the stream is closed. */
  async function firstChunk(response: Response): Promise<string> {
    const reader = response.body!.getReader();
    const { value } = await reader.read();
    await reader.cancel();
    return new TextDecoder().decode(value);
  }

  it('never serves the secret', async () => {
    const [{ secret } = { secret: '' }] = await s.db
      .select()
      .from(installationSecrets)
      .where(eq(installationSecrets.name, 'sports'));
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    const p = await s.register();
    const doc = (await (await s.app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const gets = Object.entries(doc.paths)
      .filter(([, methods]) => 'get' in methods)
      .map(([path]) => path.replace(/^\/api/, ''));
    expect(gets).toContain('/house/sports/fixture');
    const fixtureCode = DAY[0]!.code;
    for (const path of gets) {
      for (const token of [undefined, p.token, OPERATOR_TOKEN]) {
        const response = await s.request('GET', `/api${path}?id=${fixtureCode}`, token ? { token } : {});
        // A stream of events never ends: its first event (the whole board, or a table's state) is read.
        const text = response.headers.get('content-type')?.includes('text/event-stream')
          ? await firstChunk(response)
          : await response.text();
        expect(response.status, path).toBeLessThan(500);
        expect(text.includes(secret), path).toBe(false);
      }
    }
    expect(JSON.stringify(doc).includes(secret)).toBe(false);
  });
});

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('on PostgreSQL (TEST_DATABASE_URL)', () => {
  it('makes one secret when processes start at once, and settles a finished match once from two processes', async () => {
    const { openDatabase } = await import('../../server/db/open');
    const { installationSecret, simulatorFeed } = await import('../../server/house/simulator');
    const { seedDatabase } = await import('../../server/db/seed');
    const { placeSportsBet, settleFinishedFixtures } = await import('../../server/house/sports');
    const { createMember } = await import('../../server/members/create');
    const { hashPassword } = await import('../../server/auth/passwords');
    const { DEFAULT_CONFIG } = await import('../../server/config');
    const { sites } = await import('../../server/db/schema');
    const a = await openDatabase({ databaseUrl: url! });
    const b = await openDatabase({ databaseUrl: url! });
    try {
      const run = randomBytes(6).toString('hex');
      const made = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          installationSecret([a, b][i % 2]!.db, `test-${run}`, seededRandom(`process ${i}`), new Date()),
        ),
      );
      expect(new Set(made).size).toBe(1);

      await seedDatabase({ db: a.db, clock: () => new Date(), random: randomBytes });
      const [secret] = await a.db.select().from(installationSecrets).where(eq(installationSecrets.name, 'sports'));
      const code = `PGF-${run.slice(0, 6).toUpperCase()}-20260302`;
      // A match played under the installation's secret, over by `now` (which may be ahead of the real time).
      const kickoff = new Date(Math.max(secret!.createdAt.getTime(), Date.now() - 3 * HOUR) + 1000);
      const now = new Date(kickoff.getTime() + 106 * MINUTE);
      await a.db.insert(fixtures).values({
        code,
        competition: 'Teste',
        home: 'Casa',
        away: 'Fora',
        kickoff,
        oddsHome: 200,
        oddsDraw: 300,
        oddsAway: 400,
        xgHome: 140,
        xgAway: 120,
        createdAt: kickoff,
      });
      const [row] = await b.db.select().from(fixtures).where(eq(fixtures.code, code));
      const feedA = simulatorFeed({ db: a.db });
      const feedB = simulatorFeed({ db: b.db });
      const score = await feedA.results(row!, now);
      expect(score).not.toBeNull();
      expect(await feedB.results(row!, now)).toEqual(score);
      expect(await feedA.fairness!.commitment(row!)).toBe(await feedB.fairness!.commitment(row!));

      const [site] = await a.db.select().from(sites).where(eq(sites.isDefault, true));
      const member = await a.db.transaction(async (tx) =>
        createMember(
          tx,
          { random: randomBytes },
          {
            siteId: site!.id,
            phone: `319${String(randomBytes(4).readUInt32BE(0) % 100_000_000).padStart(8, '0')}`,
            passwordHash: await hashPassword('segredo1', randomBytes),
          },
          kickoff,
        ),
      );
      await a.db.transaction((tx) => credit(tx, member.id, 1_000, 'test.fund', `pg-fair-${run}`, kickoff));
      const [game] = await a.db.select({ id: games.id }).from(games).where(eq(games.engine, 'sportsbook')).limit(1);
      const deps = { db: a.db, clock: () => now, random: randomBytes, config: DEFAULT_CONFIG };
      const selection = score!.home > score!.away ? 'home' : score!.home < score!.away ? 'away' : 'draw';
      const placed = await placeSportsBet(
        deps,
        { memberId: member.id, sessionId: null },
        { game_id: game!.id, fixture_id: code, selection, amount: '1.00', lang: undefined },
        new Date(kickoff.getTime() - HOUR),
      );

      // Both processes' jobs run at once until nothing is left to settle.
      for (let round = 0; round < 100; round++) {
        const settled = await Promise.all([a, b].map((o) => settleFinishedFixtures({ ...deps, db: o.db }, now)));
        if (settled.every((n) => n === 0)) break;
      }
      const [after] = await a.db.select().from(fixtures).where(eq(fixtures.code, code));
      expect(after).toMatchObject({
        status: 'settled',
        settledBy: 'feed',
        homeGoals: score!.home,
        awayGoals: score!.away,
      });
      const wins = await a.db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.kind, 'game.win'), eq(ledgerEntries.ref, placed.bet_id)));
      expect(wins.map((w) => w.amountCents)).toEqual([Math.round(Number(placed.odds) * 100)]);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
