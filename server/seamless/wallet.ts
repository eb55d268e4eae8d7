import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { WALLET_MAX_CREDIT_CENTS } from '../../contract/tables';
import {
  memberExclusions,
  members,
  sessions,
  turnoverEntries,
  walletRounds,
  walletTransactions,
  wallets,
  type WalletRoundRow,
  type WalletTransactionRow,
} from '../db/schema';
import type { WalletTransactionKind } from '../db/schema';
import { reusable, slot } from '../db/reusable';
import { inTransaction } from '../db/transaction';
import type { Db, Tx } from '../db/types';
import { refusal, refusalWith } from '../http/envelope';
import { BET_KIND, balanceOf, lockWallet, requireCovered, ROLLBACK_KIND, WIN_KIND } from '../house/bets';
import { checkBet, exclusionInForce, requireNotRestricted } from '../responsible/guard';
import { anyLimitSet } from '../responsible/limits';
import { flagged } from '../regulator/standing';
import { postNew, WalletMissingError, writeAlongside, type Alongside, type NewEntry } from '../wallet/ledger';
import { turnoverAlongside } from '../wallet/turnover';
import { formatCents } from '../wallet/money';
import { readLaunchSecret, verifyLaunchToken, type LaunchClaims } from './token';
import type {
  CreditCall,
  MoneyCall,
  RollbackCall,
  SeamlessWallet,
  WalletAnswer,
  WalletCall,
  WalletPlayer,
} from './types';

/**
 * The operator's seamless wallet (types.ts says what each call does), on the ledger. Every call runs in
 * the caller's transaction when it is given one (the house provider's, so its round and the money commit
 * together), else in its own; it locks the member's wallet row first, the order every money path takes,
 * so calls for one member run one after the other and a transaction id seen once is seen by the next.
 * The unique (provider, transaction id) settles the rest: a second call with the same id for another
 * member's wallet waits for the first to commit and then finds it.
 *
 * Ledger refs are `<provider>:<transaction id>`: the debit's stake is a 'game.bet' entry (turnover once its
 * round is settled, and only if not rolled back), the credit's win a 'game.win' entry (none for a zero
 * credit), the rollback's refund a 'game.rollback' entry.
 */

/** The house provider's code. */
export const HOUSE_PROVIDER = 'RODADA';
/** The most one transaction may move: R$ 100.000,00 (the ceiling of every site's maximum win per round). */
export const SEAMLESS_MAX_CENTS = WALLET_MAX_CREDIT_CENTS;

/** A provider's id of a transaction, round or provider: 1 to 128 printable ASCII characters. */
const ID = /^[\x21-\x7e]{1,128}$/;

function requireIds(...ids: unknown[]): void {
  if (!ids.every((id) => typeof id === 'string' && ID.test(id))) throw refusal('seamless.request_invalid');
}

function requireAmount(cents: unknown): number {
  if (typeof cents !== 'number' || !Number.isSafeInteger(cents) || cents < 0 || cents > SEAMLESS_MAX_CENTS) {
    throw refusalWith('seamless.amount_invalid', { max: formatCents(SEAMLESS_MAX_CENTS) });
  }
  return cents;
}

function requireGameId(gameId: unknown): void {
  if (typeof gameId !== 'number' || !Number.isSafeInteger(gameId) || gameId <= 0) {
    throw refusal('seamless.request_invalid');
  }
}

/**
 * The installation's launch secret, read once per database and process: it is made once (at the first launch,
 * in a transaction of its own) and never changed nor deleted. A database and its transactions share Drizzle's
 * dialect object, which names the database here (a test process opens many).
 */
const secrets = new WeakMap<object, string>();
const databaseOf = (db: Db): object => (db as unknown as { dialect: object }).dialect;

async function launchSecret(db: Db): Promise<string | null> {
  const known = secrets.get(databaseOf(db));
  if (known !== undefined) return known;
  const secret = await readLaunchSecret(db);
  if (secret !== null) secrets.set(databaseOf(db), secret);
  return secret;
}

/** The token's claims when its signature holds (its expiry is player()'s to check). */
async function claimsOf(db: Db, call: WalletCall): Promise<LaunchClaims> {
  return verifyLaunchToken(await launchSecret(db), call.token);
}

/**
 * The launch token's signed claims, else 403 launch.invalid; nothing else is checked (whether it may be
 * played now is player()'s, and every debit's, question).
 */
export function launchClaims(db: Db, token: string): Promise<LaunchClaims> {
  return claimsOf(db, { provider: HOUSE_PROVIDER, token });
}

/** A player as playerOf found them: `limited` when a limit is set, so a bet's limits must be checked. */
interface Player extends WalletPlayer {
  limited: boolean;
}

/** What a bet reads of the launch's session and member: whether they may play, and what to check. */
const launchColumns = {
  sessionId: sessions.id,
  endedAt: sessions.endedAt,
  expiresAt: sessions.expiresAt,
  closedAt: members.closedAt,
  restricted: sql<boolean>`(exists (select 1 from ${memberExclusions} where ${exclusionInForce(members.id, sql.placeholder('now'))}) or ${flagged(members.id)})`,
  limited: anyLimitSet(members.id),
};
/** The launch's session and what the member's bets must check (built once: ../db/reusable.ts). */
const launchSession = reusable((db) =>
  db
    .select(launchColumns)
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(and(eq(sessions.id, sql.placeholder('sessionId')), eq(sessions.memberId, sql.placeholder('memberId')))),
);
/**
 * The member's wallet locked (as lockWallet locks it) with the launch's session read in the same statement
 * (lockBettor). No row: no wallet; no session: its columns are null.
 */
const lockedWithLaunch = reusable((db) =>
  db
    .select({ balanceCents: wallets.balanceCents, ...launchColumns })
    .from(wallets)
    .leftJoin(sessions, and(eq(sessions.id, sql.placeholder('sessionId')), eq(sessions.memberId, wallets.memberId)))
    .leftJoin(members, eq(members.id, sessions.memberId))
    .where(eq(wallets.memberId, sql.placeholder('memberId')))
    .for('update', { of: wallets }),
);

/** A bet's read of the launch (lockedWithLaunch's, whose left joins make each column nullable). */
type LaunchRow = Omit<Awaited<ReturnType<typeof lockedWithLaunch>>[number], 'balanceCents'>;

/**
 * A debit's first statement: the bettor's wallet locked, its balance, and the launch's session read with it
 * (playerOf checks it, in refuseDebit).
 */
async function lockBettor(
  tx: Tx,
  claims: LaunchClaims,
  now: Date,
): Promise<{ balanceCents: number; launch: LaunchRow }> {
  const [locked] = await lockedWithLaunch(tx, { memberId: claims.memberId, sessionId: claims.sessionId, now });
  if (!locked) throw new WalletMissingError(claims.memberId);
  const { balanceCents, ...launch } = locked;
  return { balanceCents, launch };
}

/**
 * Who may play now under these claims: the token not expired, the site session it was launched from
 * still open (a logout, a forced offline or a closed account ends it), the member neither paused nor
 * self-excluded nor flagged by the regulator. Else 403 launch.invalid, or the restriction's refusal. One
 * statement reads the session with whether any restriction or limit applies; only when one does are they
 * read in full (requireNotRestricted, and the bet's checkBet for a limit). `read`: that row when a debit's
 * lock read it already (lockBettor).
 */
async function playerOf(db: Db, claims: LaunchClaims, now: Date, read?: LaunchRow): Promise<Player> {
  if (claims.expiresAt.getTime() <= now.getTime()) throw refusal('launch.invalid');
  const row = read ?? (await launchSession(db, { sessionId: claims.sessionId, memberId: claims.memberId, now }))[0];
  if (!row?.sessionId || row.endedAt || row.closedAt || !row.expiresAt || row.expiresAt.getTime() <= now.getTime()) {
    throw refusal('launch.invalid');
  }
  if (row.restricted) await requireNotRestricted(db, claims.memberId, now);
  return {
    memberId: claims.memberId,
    gameId: claims.gameId,
    sessionId: claims.sessionId,
    limited: row.limited,
  };
}

/*
 * The statements of every round, built once (../db/reusable.ts): a round's debit and credit each read the
 * transactions they name and the round, and write the transaction and the round.
 */
const transactionsNamed = [1, 2].map((count) =>
  reusable((db) =>
    db
      .select()
      .from(walletTransactions)
      .where(
        and(
          eq(walletTransactions.provider, sql.placeholder('provider')),
          or(
            inArray(
              walletTransactions.transactionId,
              Array.from({ length: count }, (_, i) => sql.placeholder(`id${i}`)),
            ),
            and(eq(walletTransactions.kind, 'rollback'), eq(walletTransactions.debitId, sql.placeholder('debitId'))),
          ),
        ),
      ),
  ),
);
const roundNamed = reusable((db) =>
  db
    .select()
    .from(walletRounds)
    .where(
      and(eq(walletRounds.provider, sql.placeholder('provider')), eq(walletRounds.roundId, sql.placeholder('roundId'))),
    ),
);
const insertTransaction = reusable((db) =>
  db
    .insert(walletTransactions)
    .values({
      provider: sql.placeholder('provider'),
      transactionId: sql.placeholder('transactionId'),
      kind: sql.placeholder('kind'),
      memberId: sql.placeholder('memberId'),
      roundId: sql.placeholder('roundId'),
      gameId: sql.placeholder('gameId'),
      amountCents: sql.placeholder('amountCents'),
      debitId: sql.placeholder('debitId'),
      answer: sql.placeholder('answer'),
      createdAt: sql.placeholder('now'),
    })
    .onConflictDoNothing()
    .returning(),
);
const openRound = reusable((db) =>
  db
    .insert(walletRounds)
    .values({
      provider: sql.placeholder('provider'),
      roundId: sql.placeholder('roundId'),
      memberId: sql.placeholder('memberId'),
      gameId: sql.placeholder('gameId'),
      stakeCents: sql.placeholder('cents'),
      openedAt: sql.placeholder('now'),
    })
    .onConflictDoUpdate({
      target: [walletRounds.provider, walletRounds.roundId],
      set: { stakeCents: sql`${walletRounds.stakeCents} + ${sql.placeholder('cents')}` },
    }),
);
const winStatement = (settles: boolean) =>
  reusable((db) =>
    db
      .update(walletRounds)
      .set({
        winCents: sql`${walletRounds.winCents} + ${sql.placeholder('cents')}`,
        ...(settles ? { status: 'settled' as const, settledAt: slot<Date>('now') } : {}),
      })
      .where(eq(walletRounds.id, sql.placeholder('id'))),
  );
const addWin = winStatement(false);
const addWinAndSettle = winStatement(true);

/** The transaction the provider sent with this id, if any. */
async function transactionOf(tx: Tx, provider: string, transactionId: string) {
  const [row] = await tx
    .select()
    .from(walletTransactions)
    .where(and(eq(walletTransactions.provider, provider), eq(walletTransactions.transactionId, transactionId)));
  return row;
}

/** The rollback of this debit (or the tombstone left for it before it arrived), if any. */
async function rollbackOf(tx: Db | Tx, provider: string, debitId: string) {
  const [row] = await tx
    .select()
    .from(walletTransactions)
    .where(
      and(
        eq(walletTransactions.provider, provider),
        eq(walletTransactions.kind, 'rollback'),
        eq(walletTransactions.debitId, debitId),
      ),
    );
  return row;
}

/**
 * What a debit or a credit checks before it moves money, in one read: the transactions with these ids (the
 * call's own, and the debit a credit names) and the rollback of `debitId` (or the tombstone left for it).
 */
async function transactionsOf(tx: Tx, provider: string, ids: [string] | [string, string], debitId: string) {
  const rows = await transactionsNamed[ids.length - 1]!(tx, { provider, id0: ids[0], id1: ids[1], debitId });
  return {
    byId: (id: string) => rows.find((row) => row.transactionId === id),
    rollback: rows.find((row) => row.kind === 'rollback' && row.debitId === debitId),
  };
}

async function creditOf(tx: Tx, provider: string, debitId: string) {
  const [row] = await tx
    .select({ id: walletTransactions.id })
    .from(walletTransactions)
    .where(
      and(
        eq(walletTransactions.provider, provider),
        eq(walletTransactions.kind, 'credit'),
        eq(walletTransactions.debitId, debitId),
      ),
    )
    .limit(1);
  return row;
}

async function roundOf(tx: Tx, provider: string, roundId: string) {
  const [row] = await roundNamed(tx, { provider, roundId });
  return row;
}

/** What a transaction is: the same id again must be the same transaction. */
interface Shape {
  kind: WalletTransactionKind;
  memberId: number;
  roundId: string;
  gameId: number;
  debitId: string | null;
  /** The amount asked (a rollback's refund is the debit's, not asked). */
  amountCents: number | null;
}

/** The first answer to this transaction id, moving nothing; another transaction under the same id is refused. */
function again(row: WalletTransactionRow, shape: Shape): WalletAnswer {
  const same =
    row.kind === shape.kind &&
    row.memberId === shape.memberId &&
    row.roundId === shape.roundId &&
    row.gameId === shape.gameId &&
    row.debitId === shape.debitId &&
    (shape.amountCents === null || row.amountCents === shape.amountCents);
  if (!same) throw refusal('seamless.transaction_conflict');
  return answerOf(row, true);
}

const answerOf = (row: WalletTransactionRow, repeated: boolean): WalletAnswer => ({
  walletTransactionId: String(row.id),
  balanceCents: row.answer.balanceCents,
  repeated,
});

/**
 * Writes the transaction, answering its balance after. Null when the id was taken meanwhile (by a call
 * for another member's wallet, which the wallet's lock does not order): the caller answers that one.
 */
async function record(
  tx: Tx,
  provider: string,
  transactionId: string,
  shape: Shape & { amountCents: number },
  balanceAfterCents: number,
  now: Date,
): Promise<WalletTransactionRow | null> {
  const [row] = await insertTransaction(tx, {
    provider,
    transactionId,
    kind: shape.kind,
    memberId: shape.memberId,
    roundId: shape.roundId,
    gameId: shape.gameId,
    amountCents: shape.amountCents,
    debitId: shape.debitId,
    answer: { balanceCents: balanceAfterCents },
    now,
  });
  return row ?? null;
}

/** The answer to a transaction whose insert found its id (or its debit's rollback) taken meanwhile. */
async function taken(tx: Tx, provider: string, transactionId: string, shape: Shape): Promise<WalletAnswer> {
  const first = await transactionOf(tx, provider, transactionId);
  if (first) return again(first, shape);
  const rollback = shape.kind === 'rollback' && shape.debitId ? await rollbackOf(tx, provider, shape.debitId) : null;
  if (rollback) return answerOf(rollback, true);
  throw new Error(`Wallet transaction ${provider}:${transactionId} conflicted but cannot be read`);
}

/**
 * Whose wallet a credit or rollback moves: the launch token's member when it carries one (whose game must
 * be the call's), else the member of the debit it names (read before the lock: a debit never changes).
 * Without a token and without that debit, a credit is refused as a credit with a token is — 404
 * seamless.debit_unknown, or seamless.rolled_back when a rollback of it came first: what is missing is the
 * debit, not a valid launch — while a rollback answers 403 launch.invalid (a rollback of a debit not seen
 * yet needs the token to know its member, to keep it for when the debit arrives).
 */
async function memberOf(db: Db, call: CreditCall | RollbackCall, kind: 'credit' | 'rollback'): Promise<number> {
  if (call.token !== undefined) {
    const claims = await claimsOf(db, { provider: call.provider, token: call.token });
    if (claims.gameId !== call.gameId) throw refusal('seamless.mismatch');
    return claims.memberId;
  }
  const [debited] = await db
    .select({ memberId: walletTransactions.memberId })
    .from(walletTransactions)
    .where(
      and(
        eq(walletTransactions.provider, call.provider),
        eq(walletTransactions.transactionId, call.debitId),
        eq(walletTransactions.kind, 'debit'),
      ),
    );
  if (debited) return debited.memberId;
  if (kind === 'rollback') throw refusal('launch.invalid');
  if (await rollbackOf(db, call.provider, call.debitId)) throw refusal('seamless.rolled_back');
  throw refusal('seamless.debit_unknown');
}

const ledgerRef = (provider: string, transactionId: string) => `${provider}:${transactionId}`;

/** The round's member and game must be the call's. */
function requireSameRound(
  row: { memberId: number; gameId: number; roundId?: string },
  memberId: number,
  call: { gameId: number; roundId: string },
): void {
  if (row.memberId !== memberId || row.gameId !== call.gameId || (row.roundId ?? call.roundId) !== call.roundId) {
    throw refusal('seamless.mismatch');
  }
}

async function player(db: Db, call: WalletCall, now: Date): Promise<WalletPlayer> {
  requireIds(call.provider);
  const { memberId, gameId, sessionId } = await playerOf(db, await claimsOf(db, call), now);
  return { memberId, gameId, sessionId };
}

async function balance(db: Db, call: WalletCall, now: Date): Promise<{ balanceCents: number }> {
  const { memberId } = await player(db, call, now);
  return { balanceCents: await balanceOf(db, memberId) };
}

/** A debit's call checked for its form: its amount, and the token's claims (its signature). */
async function debitCall(db: Db, call: MoneyCall) {
  requireIds(call.provider, call.transactionId, call.roundId);
  requireGameId(call.gameId);
  const cents = requireAmount(call.amountCents);
  const claims = await claimsOf(db, call);
  const shape: Shape = {
    kind: 'debit',
    memberId: claims.memberId,
    roundId: call.roundId,
    gameId: call.gameId,
    debitId: null,
    amountCents: cents,
  };
  return { cents, claims, shape };
}

/**
 * Every refusal of a new debit, with the member's wallet locked (its balance `balanceCents`): the player, the
 * game, a rollback of it, the round, the balance, the limits. `seen`: what the wallet knows of the call's ids
 * (the transactions it names and their round); none for the house's own debit of a round it has just made,
 * whose ids nothing can have named yet (the unique keys of wallet_transactions and wallet_rounds would refuse
 * a collision when they are written).
 */
async function refuseDebit(
  tx: Tx,
  call: MoneyCall,
  { cents, claims }: Awaited<ReturnType<typeof debitCall>>,
  { balanceCents, launch }: Awaited<ReturnType<typeof lockBettor>>,
  now: Date,
  seen: { rolledBack: boolean; round: WalletRoundRow | undefined } | null,
): Promise<void> {
  const bettor = await playerOf(tx, claims, now, launch);
  if (call.gameId !== bettor.gameId) throw refusal('seamless.mismatch');
  if (seen?.rolledBack) throw refusal('seamless.rolled_back');
  const round = seen?.round;
  if (round) {
    requireSameRound(round, claims.memberId, call);
    if (round.status === 'settled') throw refusal('seamless.already_settled');
    if (round.status === 'rolled_back') throw refusal('seamless.rolled_back');
  }
  requireCovered(balanceCents, cents);
  // Read under the wallet's lock: with no limit set (and no restriction, refused above) there is nothing to check.
  if (bettor.limited) await checkBet(tx, bettor, cents, now);
}

/** Writes a checked debit: its transaction, its ledger entry and its round (opened, or its stake added). */
async function writeDebit(
  tx: Tx,
  call: MoneyCall,
  { cents, claims, shape }: Awaited<ReturnType<typeof debitCall>>,
  balanceCents: number,
  now: Date,
): Promise<WalletAnswer> {
  const { provider, transactionId, roundId, gameId } = call;
  const row = await record(tx, provider, transactionId, { ...shape, amountCents: cents }, balanceCents - cents, now);
  if (!row) return taken(tx, provider, transactionId, shape);
  if (cents > 0) {
    const ref = ledgerRef(provider, transactionId);
    await postNew(tx, claims.memberId, balanceCents, [{ cents: -cents, kind: BET_KIND, ref }], now);
  }
  await openRound(tx, { provider, roundId, memberId: claims.memberId, gameId, cents, now });
  return answerOf(row, false);
}

async function debit(db: Db, call: MoneyCall, now: Date): Promise<WalletAnswer> {
  const checked = await debitCall(db, call);
  const { provider, transactionId, roundId } = call;
  return inTransaction(db, async (tx) => {
    const bettor = await lockBettor(tx, checked.claims, now);
    // The answer given already to this transaction id, else every refusal, then the debit.
    const seen = await transactionsOf(tx, provider, [transactionId], transactionId);
    const first = seen.byId(transactionId);
    if (first) return again(first, checked.shape);
    await refuseDebit(tx, call, checked, bettor, now, {
      rolledBack: Boolean(seen.rollback),
      round: await roundOf(tx, provider, roundId),
    });
    return writeDebit(tx, call, checked, bettor.balanceCents, now);
  });
}

/** A house bet checked, to be written once the round is drawn (houseBet). */
export interface HouseBet {
  /** Writes the debit alone: the round stays open (as debit() writes it). */
  open(): Promise<WalletAnswer>;
  /**
   * Writes the debit and the credit of `winCents` that closes the round (transaction `creditTransactionId`,
   * as credit() would pay it), in one statement: both transactions, their ledger entries, the settled round,
   * the stake's turnover and the caller's writes `alongside` (its own round; a function of the balance after,
   * for a write that names it: the request's answer). Answers the credit's.
   */
  settle(
    creditTransactionId: string,
    winCents: number,
    alongside?: Alongside[] | ((balanceCents: number) => Alongside[]),
  ): Promise<WalletAnswer>;
}

/**
 * The house provider's bet in its round's transaction (`tx`), checked now as a debit is (the wallet locked
 * first, before the round's seed) and written once the round is drawn: a round drawn and closed at once (a
 * slot's spin) writes its debit and credit together instead of two calls' reads and writes. For a round the
 * house has just made: a transaction id the wallet knows already is a bug, not a retry (a retry of the
 * request is answered by its idempotency key).
 */
export async function houseBet(tx: Tx, call: MoneyCall, now: Date): Promise<HouseBet> {
  const checked = await debitCall(tx, call);
  const { cents, claims } = checked;
  // The wallet locked first, before the round's seed; the ids are the round's own, named by nothing yet.
  const bettor = await lockBettor(tx, claims, now);
  const { balanceCents } = bettor;
  await refuseDebit(tx, call, checked, bettor, now, null);
  const { provider, transactionId, roundId, gameId } = call;
  const memberId = claims.memberId;
  return {
    open: () => writeDebit(tx, call, checked, balanceCents, now),
    async settle(creditTransactionId, winCents, theirs = []) {
      requireIds(creditTransactionId);
      requireAmount(winCents);
      const afterDebit = balanceCents - cents;
      const entries: NewEntry[] = [];
      if (cents > 0) entries.push({ cents: -cents, kind: BET_KIND, ref: ledgerRef(provider, transactionId) });
      if (winCents > 0)
        entries.push({ cents: winCents, kind: WIN_KIND, ref: ledgerRef(provider, creditTransactionId) });
      // The two transactions, the settled round, the stake's turnover and the caller's writes are written
      // with the postings in one statement (alone when no money moves: nothing staked, nothing won); the
      // transactions' write answers the credit's id when both were new.
      const transactions: Alongside = {
        key: 'credit_id',
        build: transactionPairWrite,
        values: {
          pairProvider: provider,
          pairRoundId: roundId,
          pairGameId: gameId,
          debitTransactionId: transactionId,
          debitCents: cents,
          debitAnswer: { balanceCents: afterDebit },
          creditTransactionId,
          creditCents: winCents,
          pairDebitId: transactionId,
          creditAnswer: { balanceCents: afterDebit + winCents },
        },
        answer: newCreditId,
      };
      const round: Alongside = {
        key: 'settled_round',
        build: settledRoundWrite,
        values: { roundProvider: provider, roundId, gameId, stakeCents: cents, winCents },
      };
      // The settled round's stake is played turnover (as countStakes counts it): its one debit stands.
      const alongside = [
        transactions,
        round,
        ...(typeof theirs === 'function' ? theirs(afterDebit + winCents) : theirs),
      ];
      if (cents > 0) alongside.push(turnoverAlongside(cents, BET_KIND, ledgerRef(provider, transactionId)));
      const answers =
        entries.length > 0
          ? (await postNew(tx, memberId, balanceCents, entries, now, alongside)).answers
          : await writeAlongside(tx, memberId, now, alongside);
      const creditId = answers.credit_id;
      // Either id seen before is a bug: thrown, the round's transaction rolls everything back.
      if (typeof creditId !== 'number') {
        throw new Error(`House transactions ${provider}:${transactionId} and ${creditTransactionId} were seen before`);
      }
      return { walletTransactionId: String(creditId), balanceCents: afterDebit + winCents, repeated: false };
    },
  };
}

/**
 * A house round's debit and the credit that closes it, as a write alongside its postings (postNew's
 * statement), its values named apart from the statement's others.
 */
const transactionPairWrite = (db: Db) =>
  db.$with('pair_written').as(
    db
      .insert(walletTransactions)
      .values(
        (['debit', 'credit'] as const).map((kind) => ({
          provider: sql.placeholder('pairProvider'),
          transactionId: sql.placeholder(`${kind}TransactionId`),
          kind,
          memberId: sql.placeholder('memberId'),
          roundId: sql.placeholder('pairRoundId'),
          gameId: sql.placeholder('pairGameId'),
          amountCents: sql.placeholder(`${kind}Cents`),
          debitId: kind === 'debit' ? null : sql.placeholder('pairDebitId'),
          answer: sql.placeholder(`${kind}Answer`),
          createdAt: sql.placeholder('now'),
        })),
      )
      .onConflictDoNothing()
      .returning({ id: walletTransactions.id, kind: walletTransactions.kind }),
  );
/** The credit's id when both of the pair's rows were new, else null. */
const newCreditId = sql`(select max(id) filter (where kind = 'credit') from pair_written having count(*) = 2)`;

/** A house round's settled wallet round, written with its postings (postNew's statement, built once). */
const settledRoundWrite = (db: Db) =>
  db.$with('round_written').as(
    db
      .insert(walletRounds)
      .values({
        provider: sql.placeholder('roundProvider'),
        roundId: sql.placeholder('roundId'),
        memberId: sql.placeholder('memberId'),
        gameId: sql.placeholder('gameId'),
        stakeCents: sql.placeholder('stakeCents'),
        winCents: sql.placeholder('winCents'),
        status: 'settled',
        openedAt: sql.placeholder('now'),
        settledAt: sql.placeholder('now'),
      })
      .returning({ id: walletRounds.id }),
  );

async function credit(db: Db, call: CreditCall, now: Date): Promise<WalletAnswer> {
  requireIds(call.provider, call.transactionId, call.roundId, call.debitId);
  requireGameId(call.gameId);
  const cents = requireAmount(call.amountCents);
  const { provider, transactionId, roundId, gameId, debitId } = call;
  const memberId = await memberOf(db, call, 'credit');
  const shape: Shape = { kind: 'credit', memberId, roundId, gameId, debitId, amountCents: cents };

  return inTransaction(db, async (tx) => {
    const balanceCents = await lockWallet(tx, memberId);
    const seen = await transactionsOf(tx, provider, [transactionId, debitId], debitId);
    const first = seen.byId(transactionId);
    if (first) return again(first, shape);

    const paid = seen.byId(debitId);
    if (!paid || paid.kind !== 'debit') {
      // A debit rolled back before it arrived left a tombstone: it is cancelled, not unknown.
      if (!paid && seen.rollback) throw refusal('seamless.rolled_back');
      throw refusal('seamless.debit_unknown');
    }
    requireSameRound(paid, memberId, call);
    if (seen.rollback) throw refusal('seamless.rolled_back');
    const round = await roundOf(tx, provider, roundId);
    if (!round) throw new Error(`Wallet round ${provider}:${roundId} of debit ${debitId} is missing`);
    if (round.status === 'settled') throw refusal('seamless.already_settled');
    if (round.status === 'rolled_back') throw refusal('seamless.rolled_back');

    const row = await record(tx, provider, transactionId, { ...shape, amountCents: cents }, balanceCents + cents, now);
    if (!row) return taken(tx, provider, transactionId, shape);
    if (cents > 0) {
      const ref = ledgerRef(provider, transactionId);
      await postNew(tx, memberId, balanceCents, [{ cents, kind: WIN_KIND, ref }], now);
    }
    await (call.roundClosed ? addWinAndSettle : addWin)(tx, { cents, now, id: round.id });
    if (call.roundClosed) await countStakes(tx, provider, roundId, now);
    return answerOf(row, false);
  });
}

async function rollback(db: Db, call: RollbackCall, now: Date): Promise<WalletAnswer> {
  requireIds(call.provider, call.transactionId, call.roundId, call.debitId);
  requireGameId(call.gameId);
  const { provider, transactionId, roundId, gameId, debitId } = call;
  const memberId = await memberOf(db, call, 'rollback');
  const shape: Shape = { kind: 'rollback', memberId, roundId, gameId, debitId, amountCents: null };

  return inTransaction(db, async (tx) => {
    const balanceCents = await lockWallet(tx, memberId);
    const first = await transactionOf(tx, provider, transactionId);
    if (first) return again(first, shape);

    // Cancelled already under another rollback id: that rollback's answer, nothing moved again.
    const earlier = await rollbackOf(tx, provider, debitId);
    if (earlier) {
      requireSameRound(earlier, memberId, call);
      return answerOf(earlier, true);
    }
    const cancelled = await transactionOf(tx, provider, debitId);
    if (!cancelled) {
      // The debit has not arrived (yet): keep the rollback so it is refused when it does.
      const row = await record(tx, provider, transactionId, { ...shape, amountCents: 0 }, balanceCents, now);
      return row ? answerOf(row, false) : taken(tx, provider, transactionId, shape);
    }
    if (cancelled.kind !== 'debit') throw refusal('seamless.debit_unknown');
    requireSameRound(cancelled, memberId, call);
    if (await creditOf(tx, provider, debitId)) throw refusal('seamless.already_settled');
    const round = await roundOf(tx, provider, roundId);
    if (!round) throw new Error(`Wallet round ${provider}:${roundId} of debit ${debitId} is missing`);
    if (round.status === 'settled') throw refusal('seamless.already_settled');

    const cents = cancelled.amountCents;
    const row = await record(tx, provider, transactionId, { ...shape, amountCents: cents }, balanceCents + cents, now);
    if (!row) return taken(tx, provider, transactionId, shape);
    if (cents > 0) {
      const ref = ledgerRef(provider, transactionId);
      await postNew(tx, memberId, balanceCents, [{ cents, kind: ROLLBACK_KIND, ref }], now);
    }
    // The round is rolled back once none of its debits stands and nothing was paid in it.
    const [standing] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(walletTransactions)
      .where(standingDebits(provider, roundId));
    const over = Number(standing?.count ?? 0) === 0 && round.winCents === 0;
    await tx
      .update(walletRounds)
      .set({
        stakeCents: sql`${walletRounds.stakeCents} - ${cents}`,
        ...(over ? { status: 'rolled_back' as const, settledAt: now } : {}),
      })
      .where(eq(walletRounds.id, round.id));
    return answerOf(row, false);
  });
}

/** The round's debits that stand: none rolled back. */
const standingDebits = (provider: string, roundId: string) =>
  and(
    eq(walletTransactions.provider, provider),
    eq(walletTransactions.roundId, roundId),
    eq(walletTransactions.kind, 'debit'),
    sql`not exists (select 1 from ${walletTransactions} r where r.provider = ${provider} and r.kind = 'rollback' and r.debit_id = ${walletTransactions.transactionId})`,
  );

/**
 * A settled round's stakes count as played turnover now, once each (idempotent by the debit's ledger ref):
 * only the debits that stand, none rolled back. A stake never settled (an open round) or given back counts
 * nothing, so nothing that was not at risk meets a withdrawal's turnover or earns an agency its share. One
 * statement, however many debits the round took (recordTurnover's entry for each).
 */
async function countStakes(tx: Tx, provider: string, roundId: string, now: Date) {
  const ref = sql`${ledgerRef(provider, '')} || ${walletTransactions.transactionId}`;
  await tx.execute(
    sql`insert into ${turnoverEntries} (member_id, amount_cents, kind, ref, created_at) select ${walletTransactions.memberId}, ${walletTransactions.amountCents}, ${BET_KIND}, ${ref}, ${sql.param(now, turnoverEntries.createdAt)} from ${walletTransactions} where ${standingDebits(provider, roundId)} and ${walletTransactions.amountCents} > 0 on conflict (kind, ref) do nothing`,
  );
}

/** The operator's wallet as every provider reaches it: in process for the house, over HTTP for others. */
export const operatorWallet: SeamlessWallet = { player, balance, debit, credit, rollback };
