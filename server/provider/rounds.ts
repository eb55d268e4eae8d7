import * as v from 'valibot';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { RoundView, Table } from '../../contract/rounds';
import { readSays } from '../../contract/readSays';
import { isErrorCode } from '../../contract/errors';
import { variantOf, type Registered } from '../../engines';
import { fairDraw } from '../../engines/fair';
import { EngineRefusal, stakeWithin, winAtPayout, type Step } from '../../engines/types';
import type { AppDeps } from '../config';
import { games, providerRounds, type GameRow, type ProviderRoundRow } from '../db/schema';
import { reusable } from '../db/reusable';
import { claimedIn, selectWithClaim, type ClaimWith } from '../payments/idempotency';
import { inTransaction } from '../db/transaction';
import type { Db, Tx } from '../db/types';
import { gameOr404 } from '../games/queries';
import { HOUSE_BET_LIMITS } from '../house/config';
import { commitment, currentSeed, newClientSeed, useSeed } from '../house/fairness';
import { ApiError, refusal } from '../http/envelope';
import { fieldErrorWith } from '../http/validate';
import { passThrough, type ItemRunner } from '../job-failures';
import { randomToken } from '../lib/random';
import { formatCents } from '../wallet/money';
import { balanceOf } from '../house/bets';
import { houseBet, launchClaims, operatorWallet } from '../seamless/wallet';
import { clampedWin, maxWinCentsOf, maxWinWithin, siteMaxWinRead } from '../house/maxWin';
import type { WalletAnswer } from '../seamless/types';
import type { Alongside } from '../wallet/ledger';

/**
 * The house provider's round runner: every registered engine (engines/index.ts) is played here, and its
 * money moves only through the operator's seamless wallet (server/seamless), called in process inside the
 * round's transaction, so the round and its wallet transactions commit together or not at all.
 *
 *   start  the stake checked by the wallet (transaction `<round>:1`, houseBet), then the member's committed
 *          seed locked and the next one committed in its place (one statement), the outcome drawn from
 *          HMAC-SHA256(server_seed, "client_seed:nonce:block"); the stake is written with the outcome: a round
 *          that needs no action is debited and credited at once (`<round>:win`, closing it) and its seed
 *          revealed, an open one is debited alone.
 *   act    an action on the member's open round: a double or a split debits again (`<round>:<n>`), the last
 *          action credits the win; the seed is revealed when the round is settled.
 *   due    a round left open past its closing time takes the engine's timeoutAction until it is done (a
 *          blackjack hand is stood), credited like any other; the player finds it in the game record.
 *
 * The site's maximum win per round (server/house/maxWin.ts) is kept before anything is drawn: a choice whose
 * largest win (the engine's maxPayout) is above it is refused (`house.stake_above_max_win`, with the largest
 * stake it allows) with nothing debited and no nonce used; an engine that caps its win instead (capsWin:
 * mines, slots) gets the maximum in its choice. So every drawn round is paid; `settle` clamps once more.
 */

/** The house provider's code at the wallet. */
export const HOUSE_PROVIDER = 'RODADA';

/** How long an open round waits for the player before its timeoutAction settles it. */
export const OPEN_ROUND_TIMEOUT_MS = 10 * 60 * 1000;

const debitId = (roundId: string, n: number) => `${roundId}:${n}`;
const creditId = (roundId: string) => `${roundId}:win`;

/** The title's engine and variant, else 404 (unknown or withdrawn) or 422 (crash, sportsbook, live). */
async function titleOf(
  db: Db,
  gameId: number,
): Promise<{ game: GameRow; found: { registered: Registered; variant: unknown } }> {
  return titleFrom(await gameOr404(db, gameId));
}

function titleFrom(game: GameRow): { game: GameRow; found: { registered: Registered; variant: unknown } } {
  const found = variantOf(game.engine, game.variant);
  if (!found) throw refusal('game.not_available');
  return { game, found };
}

/** A round's start: the listed title and the member's site's maximum win (none when not listed). */
export interface TitleRead {
  game: GameRow;
  maxWinCents: number | null;
}

/** The listed title `id` (none when not listed). */
const listedTitle = and(eq(games.id, sql.placeholder('id')), eq(games.listed, true));

/** A round's start: the listed title and the member's site's maximum win, in one read (built once). */
const titleWithMaxWin = reusable((db) =>
  db.select({ game: games, maxWinCents: siteMaxWinRead() }).from(games).where(listedTitle),
);

/**
 * The same read in the statement of the request's Idempotency-Key's claim (built once): one row, the key there
 * once claimed, the title when listed.
 */
const claimWithTitle = reusable((db) =>
  selectWithClaim(db, { game: games, maxWinCents: siteMaxWinRead() }).leftJoin(games, listedTitle),
);

/** A round's start reads its title with the key's claim (idempotent()'s claimWith): startRound's `title`. */
export const titleWithClaim =
  (gameId: number): ClaimWith<TitleRead | null> =>
  async (tx, values) => {
    const [row] = await claimWithTitle(tx, { ...values, id: gameId });
    return {
      claimed: claimedIn(row),
      read: row?.game ? { game: row.game, maxWinCents: row.maxWinCents } : null,
    };
  };

/** Parses a choice or an action with the engine's schema: a failure is a 422 with the schema's own code. */
function parseWith<T>(
  schema: v.GenericSchema<unknown, T>,
  input: unknown,
  fallback: 'round.choice_invalid' | 'round.action_invalid',
): T {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const named = readSays(result.issues[0]?.message ?? '');
  const error = named && isErrorCode(named.error) ? new ApiError(named.error, named.params) : refusal(fallback);
  error.fromInput = true;
  throw error;
}

/** Runs an engine step; a move the rules refuse is a 422 with the engine's code. */
function stepOf<S>(run: () => Step<S>): Step<S> {
  try {
    return run();
  } catch (error) {
    if (error instanceof EngineRefusal) throw new ApiError(error.code, error.params);
    throw error;
  }
}

/** Refuses a round's whole stake outside the house limits. */
function checkLimits(stakeCents: number): void {
  if (!Number.isSafeInteger(stakeCents) || stakeCents > HOUSE_BET_LIMITS.maxCents)
    throw fieldErrorWith('amount', 'bet.amount_above_maximum', { max: formatCents(HOUSE_BET_LIMITS.maxCents) });
  if (stakeCents < HOUSE_BET_LIMITS.minCents)
    throw fieldErrorWith('amount', 'bet.amount_below_minimum', { min: formatCents(HOUSE_BET_LIMITS.minCents) });
}

/** The launch token must be this member's, for this game (the wallet checks signature, expiry and session). */
async function launchedBy(tx: Tx, token: string, memberId: number, gameId: number, now: Date): Promise<void> {
  const player = await operatorWallet.player(tx, { provider: HOUSE_PROVIDER, token }, now);
  if (player.memberId !== memberId || player.gameId !== gameId) throw refusal('launch.invalid');
}

/**
 * Before a round's first debit: the launch token's signed claims must name this member and this game. The
 * debit that follows checks the rest of what launchedBy does (expiry, session, restrictions), under the
 * wallet's lock, before anything moves.
 */
async function signedFor(tx: Tx, token: string, memberId: number, gameId: number): Promise<void> {
  const claims = await launchClaims(tx, token);
  if (claims.memberId !== memberId || claims.gameId !== gameId) throw refusal('launch.invalid');
}

function toView(
  round: ProviderRoundRow,
  registered: Registered,
  variant: unknown,
  balanceCents: number,
  next: { server_seed_hash: string; nonce: number },
): RoundView {
  const settled = round.status === 'settled';
  return {
    round_id: round.id,
    game_id: round.gameId,
    engine: round.engine,
    variant: round.variant,
    status: round.status,
    stake: formatCents(round.stakeCents),
    win: formatCents(round.winCents),
    balance: formatCents(balanceCents),
    choice: round.choice,
    actions: round.actions,
    view: registered.engine.view(variant, round.state, settled),
    fairness: {
      server_seed_hash: round.serverSeedHash,
      server_seed: settled ? round.serverSeed : null,
      client_seed: round.clientSeed,
      nonce: round.nonce,
    },
    next,
    created_at: round.createdAt.toISOString(),
    closes_at: settled || !round.closesAt ? null : round.closesAt.toISOString(),
  };
}

/**
 * A choice the site's maximum win per round allows, as the round records it: a capping engine's with the
 * maximum in its `max_win`; any other's unchanged, or a 422 `house.stake_above_max_win` naming the largest
 * stake this choice allows when its largest win is above the maximum.
 */
export function choiceWithin(registered: Registered, variant: unknown, choice: unknown, maxWinCents: number): unknown {
  const { engine } = registered;
  if (engine.capsWin) return { ...(choice as object), max_win: formatCents(maxWinCents) };
  const payout = engine.maxPayout(variant, choice);
  const stake = engine.stake(variant, choice);
  if (payout === null || winAtPayout(stake, payout) <= maxWinCents) return choice;
  const largest = Math.min(stakeWithin(maxWinCents, payout), HOUSE_BET_LIMITS.maxCents);
  throw fieldErrorWith('amount', 'house.stake_above_max_win', {
    max: formatCents(Math.max(0, largest)),
    max_win: formatCents(maxWinCents),
  });
}

/**
 * A step as the round records and pays it: a win the wallet could not credit (unreachable: see
 * choiceWithin) is paid at the most it credits, so a drawn round always closes.
 */
function payable<S>(step: Step<S>, roundId: string): Step<S> {
  return step.done ? { ...step, winCents: clampedWin(step.winCents, `Round ${roundId}`) } : step;
}

/** Credits a finished round's win (a zero credit closes a loss) and marks it settled. */
async function settle(tx: Tx, round: ProviderRoundRow, step: Step<unknown>, now: Date): Promise<WalletAnswer> {
  return operatorWallet.credit(
    tx,
    {
      provider: HOUSE_PROVIDER,
      token: round.launch,
      transactionId: creditId(round.id),
      roundId: round.id,
      debitId: debitId(round.id, 1),
      gameId: round.gameId,
      amountCents: step.winCents,
      roundClosed: true,
    },
    now,
  );
}

export interface StartInput {
  game_id: number;
  launch: string;
  choice: unknown;
  client_seed?: string | undefined;
}

/**
 * POST /house/rounds.
 *
 * `answer`: the request's answer as writes alongside a round drawn closed (idempotent()'s Keyed), given its view:
 * stored with the round's postings. `title`: the title read already (titleWithClaim; null when not listed), else
 * read here.
 */
export async function startRound(
  deps: AppDeps,
  memberId: number,
  body: StartInput,
  now: Date,
  { answer = () => [], title: read }: { answer?: (view: RoundView) => Alongside[]; title?: TitleRead | null } = {},
): Promise<RoundView> {
  const title = read !== undefined ? read : (await titleWithMaxWin(deps.db, { id: body.game_id, memberId }))[0];
  if (!title) throw refusal('game.not_found');
  const { game, found } = titleFrom(title.game);
  const { registered, variant } = found;
  const { engine } = registered;
  const parsed = parseWith(engine.choice, body.choice, 'round.choice_invalid');
  const stake = engine.stake(variant, parsed);
  checkLimits(stake);
  const maxWinCents = maxWinWithin(title.maxWinCents);
  const choice = choiceWithin(registered, variant, parsed, maxWinCents);
  const clientSeed = body.client_seed?.trim() || newClientSeed(deps.random);
  const roundId = randomToken(deps.random, 12);

  return inTransaction(deps.db, async (tx) => {
    await signedFor(tx, body.launch, memberId, game.id);
    // The stake checked by the wallet first (its lock, the token's expiry, the session, a pause or
    // self-exclusion, the balance, the limits), so each is refused for its own cause; written with the outcome.
    const bet = await houseBet(
      tx,
      {
        provider: HOUSE_PROVIDER,
        token: body.launch,
        transactionId: debitId(roundId, 1),
        roundId,
        gameId: game.id,
        amountCents: stake,
      },
      now,
    );
    // The seed, and whether a round of this game is still open (refused then: the seed's use rolls back with it).
    const { seed, next, openRound } = await useSeed(tx, deps, memberId, now, { openRoundOf: game.id });
    if (openRound) throw refusal('round.finish_open');
    const step = payable(
      stepOf(() =>
        engine.start(variant, choice, fairDraw({ serverSeed: seed.serverSeed, clientSeed, nonce: seed.nonce })),
      ),
      roundId,
    );
    if (step.stakeCents !== stake) throw new Error(`The ${engine.key} engine staked ${step.stakeCents}, not ${stake}`);
    const round: ProviderRoundRow = {
      id: roundId,
      memberId,
      gameId: game.id,
      engine: engine.key,
      variant: game.variant,
      launch: body.launch,
      choice: choice as object,
      actions: [],
      state: step.state as object,
      status: step.done ? 'settled' : 'open',
      stakeCents: stake,
      winCents: step.done ? step.winCents : 0,
      debits: 1,
      serverSeedHash: seed.serverSeedHash,
      serverSeed: seed.serverSeed,
      clientSeed,
      nonce: seed.nonce,
      createdAt: now,
      updatedAt: now,
      closesAt: step.done ? null : new Date(now.getTime() + OPEN_ROUND_TIMEOUT_MS),
      settledAt: step.done ? now : null,
    };
    // A round drawn closed (a slot's spin) is debited and credited at once, written with the postings in one
    // statement; an open one is written, then debited, and waits for its actions.
    const viewAt = (balanceCents: number) =>
      toView(round, registered, variant, balanceCents, { server_seed_hash: next.serverSeedHash, nonce: next.nonce });
    if (step.done) {
      // The request's answer too, once the balance after is known: all in the postings' statement.
      const { balanceCents } = await bet.settle(creditId(roundId), step.winCents, (after) => [
        roundAlongside(round),
        ...answer(viewAt(after)),
      ]);
      return viewAt(balanceCents);
    }
    await insertRound(tx, round);
    return viewAt((await bet.open()).balanceCents);
  });
}

/**
 * A new round's row as placeholders, each named `prefix` + its field (a write alongside the postings needs
 * names of its own: ../wallet/ledger.ts's Alongside).
 */
const roundValues = (prefix: string) => {
  const named = (field: keyof ProviderRoundRow) => sql.placeholder(`${prefix}${field}`);
  return {
    id: named('id'),
    memberId: named('memberId'),
    gameId: named('gameId'),
    engine: named('engine'),
    variant: named('variant'),
    launch: named('launch'),
    choice: named('choice'),
    actions: [],
    state: named('state'),
    status: named('status'),
    stakeCents: named('stakeCents'),
    winCents: named('winCents'),
    debits: 1,
    serverSeedHash: named('serverSeedHash'),
    serverSeed: named('serverSeed'),
    clientSeed: named('clientSeed'),
    nonce: named('nonce'),
    createdAt: named('createdAt'),
    updatedAt: named('updatedAt'),
    closesAt: named('closesAt'),
    settledAt: named('settledAt'),
  };
};
/** A round's start: the new round — built once (../db/reusable.ts). */
const insertRound = reusable((db) => db.insert(providerRounds).values(roundValues('')));
/** A round drawn closed, written with its postings (houseBet's settle). */
const roundAlongside = (round: ProviderRoundRow): Alongside => ({
  key: 'provider_round',
  build: (db) =>
    db
      .$with('provider_round_written')
      .as(db.insert(providerRounds).values(roundValues('round_')).returning({ id: providerRounds.id })),
  values: Object.fromEntries(Object.entries(round).map(([field, value]) => [`round_${field}`, value])),
});

/** The member's round, locked for the rest of the transaction; 404 when it is not theirs. */
async function lockRound(tx: Tx, memberId: number, roundId: string): Promise<ProviderRoundRow> {
  const [round] = await tx
    .select()
    .from(providerRounds)
    .where(and(eq(providerRounds.id, roundId), eq(providerRounds.memberId, memberId)))
    .for('update');
  if (!round) throw refusal('round.not_found');
  return round;
}

/**
 * Applies one step to a locked open round: a larger stake debits the difference, a finished round is
 * credited; answers the round as written and the balance after.
 */
async function advance(
  tx: Tx,
  round: ProviderRoundRow,
  step: Step<unknown>,
  action: unknown,
  now: Date,
): Promise<{ round: ProviderRoundRow; balanceCents: number }> {
  let debits = round.debits;
  let answer: WalletAnswer | null = null;
  const extra = step.stakeCents - round.stakeCents;
  if (extra < 0) throw new Error(`A step lowered round ${round.id}'s stake`);
  if (extra > 0) {
    debits += 1;
    answer = await operatorWallet.debit(
      tx,
      {
        provider: HOUSE_PROVIDER,
        token: round.launch,
        transactionId: debitId(round.id, debits),
        roundId: round.id,
        gameId: round.gameId,
        amountCents: extra,
      },
      now,
    );
  }
  const [written] = await tx
    .update(providerRounds)
    .set({
      state: step.state as object,
      actions: [...round.actions, action],
      status: step.done ? 'settled' : 'open',
      stakeCents: step.stakeCents,
      winCents: step.done ? step.winCents : 0,
      debits,
      updatedAt: now,
      closesAt: step.done ? null : new Date(now.getTime() + OPEN_ROUND_TIMEOUT_MS),
      settledAt: step.done ? now : null,
    })
    .where(eq(providerRounds.id, round.id))
    .returning();
  if (step.done) answer = await settle(tx, written!, step, now);
  return { round: written!, balanceCents: answer ? answer.balanceCents : await balanceOf(tx, round.memberId) };
}

export interface ActInput {
  round_id: string;
  launch: string;
  action: unknown;
}

/** POST /house/rounds/act. */
export async function actOnRound(deps: AppDeps, memberId: number, body: ActInput, now: Date): Promise<RoundView> {
  return inTransaction(deps.db, async (tx) => {
    const round = await lockRound(tx, memberId, body.round_id);
    if (round.status !== 'open') throw refusal('round.over');
    const found = variantOf(round.engine, round.variant);
    if (!found) throw refusal('game.not_available');
    const { registered, variant } = found;
    const { engine } = registered;
    await launchedBy(tx, body.launch, memberId, round.gameId, now);
    if (!engine.action || !engine.act) throw refusal('round.action_invalid');
    const action = parseWith(engine.action, body.action, 'round.action_invalid');
    const step = payable(
      stepOf(() => engine.act!(variant, round.state, action)),
      round.id,
    );
    const advanced = await advance(tx, round, step, action, now);
    const next = await commitment({ ...deps, db: tx }, memberId, round.gameId, now);
    return toView(advanced.round, registered, variant, advanced.balanceCents, next);
  });
}

/** GET /house/rounds/one: the member's round (the seed revealed once it is settled). */
export async function oneRound(deps: AppDeps, memberId: number, roundId: string, now: Date): Promise<RoundView> {
  const [round] = await deps.db
    .select()
    .from(providerRounds)
    .where(and(eq(providerRounds.id, roundId), eq(providerRounds.memberId, memberId)));
  if (!round) throw refusal('round.not_found');
  const found = variantOf(round.engine, round.variant);
  if (!found) throw refusal('round.not_found');
  const seed = await currentSeed(deps.db, deps, memberId, now);
  return toView(round, found.registered, found.variant, await balanceOf(deps.db, memberId), {
    server_seed_hash: seed.serverSeedHash,
    nonce: seed.nonce,
  });
}

/** GET /house/table. */
export async function tableOf(deps: AppDeps, memberId: number, gameId: number, now: Date): Promise<Table> {
  const { game, found } = await titleOf(deps.db, gameId);
  const { registered, variant } = found;
  const [open] = await deps.db
    .select()
    .from(providerRounds)
    .where(
      and(eq(providerRounds.memberId, memberId), eq(providerRounds.gameId, game.id), eq(providerRounds.status, 'open')),
    )
    .limit(1);
  const seed = await currentSeed(deps.db, deps, memberId, now);
  const next = { server_seed_hash: seed.serverSeedHash, nonce: seed.nonce };
  return {
    game_id: game.id,
    engine: game.engine,
    variant: game.variant,
    rtp: registered.engine.rtp(variant),
    rules: registered.engine.rules(variant),
    min_bet: formatCents(HOUSE_BET_LIMITS.minCents),
    max_bet: formatCents(HOUSE_BET_LIMITS.maxCents),
    max_win: formatCents(await maxWinCentsOf(deps.db, memberId)),
    commitment: next,
    open: open ? toView(open, registered, variant, await balanceOf(deps.db, memberId), next) : null,
  };
}

/** The most rounds one run of the due work closes. */
const DUE_BATCH = 50;
/** The most timeout actions one round may take (a blackjack of four split hands needs four). */
const MAX_TIMEOUT_STEPS = 20;

/**
 * Closes the open rounds whose closing time has passed: each takes its engine's timeoutAction until it is
 * done, in a transaction of its own (locked, so a player's last action and this never both apply). A round
 * of an engine or variant that no longer exists is left as it is (and logged): nothing guesses its result.
 */
export async function settleDueRounds(
  deps: AppDeps,
  now: Date,
  items: ItemRunner = passThrough('table_rounds'),
): Promise<number> {
  const due = await deps.db
    .select({ id: providerRounds.id, memberId: providerRounds.memberId })
    .from(providerRounds)
    .where(
      and(
        eq(providerRounds.status, 'open'),
        lte(providerRounds.closesAt, now),
        items.notWaiting(sql`${providerRounds.id}`),
      ),
    )
    .orderBy(asc(providerRounds.closesAt))
    .limit(DUE_BATCH);
  let settled = 0;
  for (const { id, memberId } of due) {
    const done = await items.item(String(id), () =>
      deps.db.transaction(async (tx) => {
        const round = await lockRound(tx, memberId, id);
        if (round.status !== 'open' || !round.closesAt || round.closesAt > now) return false;
        const found = variantOf(round.engine, round.variant);
        const { engine } = found?.registered ?? {};
        if (!found || !engine?.act || !engine.timeoutAction) {
          console.error(`Open round ${round.id} of ${round.engine}/${round.variant} has no timeout action`);
          return false;
        }
        let current = round;
        for (let i = 0; i < MAX_TIMEOUT_STEPS && current.status === 'open'; i += 1) {
          const action = engine.timeoutAction(found.variant, current.state);
          const step = payable(engine.act(found.variant, current.state, action), current.id);
          current = (await advance(tx, current, step, action, now)).round;
        }
        return current.status === 'settled';
      }),
    );
    if (done) settled += 1;
  }
  return settled;
}
