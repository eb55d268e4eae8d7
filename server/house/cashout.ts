import { and, asc, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import type { CashOutBody, CashOutOffer, CashOutResult, MarketId, Slip } from '../../contract/sports';
import { cashOutOfferCents, partialCashOutCents } from '../../engines/cashOut';
import { oddsHundredths, slipOdds, slipReturnCents } from '../../engines/slipOdds';
import type { AppDeps } from '../config';
import { fixtures, sportsSlipLegs, sportsSlips, type FixtureRow } from '../db/schema';
import { refusal, refusalWith } from '../http/envelope';
import { credit } from '../wallet/ledger';
import { formatCents, parseMoney } from '../wallet/money';
import { betCents, CASHOUT_KIND } from './bets';
import { HOUSE_BET_LIMITS } from './config';
import { sportsFeedOf } from './feed';
import type { SportsFeed } from './feedTypes';
import { MARKETS, type Probabilities } from './markets';
import { marketReturn } from './fixtures';
import { fairnessByCode, pricedAt, toSlip, type Priced } from './slips';
import { suspendedMarkets, withoutSuspended, type TraderHold } from './suspensions';

/**
 * Cash-out of an open slip (engines/cashOut.ts has the rules): its value now is what the slip pays if
 * its open legs win × the fair probability they all win (the feed's model, legs on different fixtures
 * multiplied) × (1 − the cash-out margin), rounded down. It is offered only while every open leg's
 * market takes bets (not suspended by a trader or by the feed, not past the last minute for bets). A
 * cash-out returns money: it is no new stake (no turnover, no reward counts it), and a player paused or
 * self-excluded may still take it.
 */

/** A leg as the cash-out reads it: odds in hundredths. */
interface Leg {
  fixtureCode: string;
  market: string;
  selection: string;
  odds: number;
  status: 'open' | 'won' | 'lost' | 'void' | 'half_won' | 'half_lost';
}

type Chance =
  /** No cash-out: the slip is not open, or a leg lost. */
  | { kind: 'none' }
  | { kind: 'suspended' }
  /** The odds the slip pays at if its open legs win (hundredths), and the probability they do. */
  | { kind: 'offer'; odds: number; p: number };

/** A selection's fair probability from the market's prices, when the feed gives none: 1/odds, its margin taken out. */
function fromPrices(prices: Record<string, number>, selection: string, market: MarketId): number | undefined {
  const odds = prices[selection];
  // Only the board's four markets have a known fair sum to take the margin out with.
  if (odds === undefined || !Object.hasOwn(MARKETS, market)) return undefined;
  return (100 / odds) * marketReturn(market, prices);
}

/** A fixture's markets at `now` and its model's probabilities, as a cash-out reads them. */
type Quote = { priced: Priced; model: Probabilities | null | undefined };

/** Quotes fixtures at `now`, each once however many slips and legs ask for it. */
function quotesAt(feed: SportsFeed, now: Date): (row: FixtureRow) => Promise<Quote> {
  const quotes = new Map<string, Promise<Quote>>();
  return (row) => {
    const known = quotes.get(row.code);
    if (known) return known;
    const quote = pricedAt(feed, row, now).then(async (priced) => ({
      priced,
      model: await feed.probabilities?.(row, priced.state),
    }));
    quotes.set(row.code, quote);
    return quote;
  };
}

/** Where a slip's cash-out stands, its fixtures read (and, to take it, locked) by the caller. */
async function chanceOf(
  quote: (row: FixtureRow) => Promise<Quote>,
  status: string,
  legs: readonly Leg[],
  rows: ReadonlyMap<string, FixtureRow>,
  suspended: ReadonlyMap<string, TraderHold>,
): Promise<Chance> {
  if (status !== 'open' || legs.some((l) => l.status === 'lost')) return { kind: 'none' };
  // A leg settled half won or half lost (a quarter line) leaves a slip the cash-out does not price.
  if (legs.some((l) => l.status === 'half_won' || l.status === 'half_lost')) return { kind: 'none' };
  let p = 1;
  for (const leg of legs.filter((l) => l.status === 'open')) {
    const row = rows.get(leg.fixtureCode);
    if (!row) return { kind: 'suspended' };
    const market = leg.market as MarketId;
    const { priced, model } = await quote(row);
    const prices = withoutSuspended(priced.prices, suspended.get(row.code))?.[market];
    if (priced.status === 'closed' || !prices) return { kind: 'suspended' };
    const chance = model?.[market]?.[leg.selection] ?? fromPrices(prices, leg.selection, market);
    if (chance === undefined) return { kind: 'suspended' };
    p *= chance;
  }
  const odds = slipOdds(legs.filter((l) => l.status === 'open' || l.status === 'won').map((l) => l.odds));
  return { kind: 'offer', odds, p };
}

/** The offer for a riding stake: null when there is none to take (nothing left, or worth less than a centavo). */
const offerCents = (chance: Extract<Chance, { kind: 'offer' }>, stakeCents: number) =>
  stakeCents > 0 ? cashOutOfferCents(slipReturnCents(stakeCents, chance.odds), chance.p) : 0;

function offerOf(chance: Chance, stakeCents: number): CashOutOffer | null {
  if (chance.kind === 'none') return null;
  if (chance.kind === 'suspended') return { value: null, suspended: true };
  const cents = offerCents(chance, stakeCents);
  return cents > 0 ? { value: formatCents(cents), suspended: false } : null;
}

/** The member's slips (listSlips), each open one with its cash-out offer now. */
export async function withCashOut(deps: Pick<AppDeps, 'db' | 'config'>, slips: Slip[], now: Date): Promise<Slip[]> {
  // A builder is not cashed out: its legs are not independent, so the legs' chances multiplied would misprice it.
  const open = slips.filter((s) => s.status === 'open' && s.kind !== 'builder');
  if (open.length === 0) return slips;
  const codes = [...new Set(open.flatMap((s) => s.legs.filter((l) => l.status === 'open').map((l) => l.fixture_id)))];
  const rows = codes.length === 0 ? [] : await deps.db.select().from(fixtures).where(inArray(fixtures.code, codes));
  const byCode = new Map(rows.map((r) => [r.code, r]));
  const suspended = await suspendedMarkets(deps.db, codes);
  const quote = quotesAt(sportsFeedOf(deps), now);
  const out: Slip[] = [];
  for (const slip of slips) {
    if (slip.status !== 'open' || slip.kind === 'builder') {
      out.push(slip);
      continue;
    }
    const legs = slip.legs.map((l) => ({
      fixtureCode: l.fixture_id,
      market: l.market,
      selection: l.selection,
      odds: oddsHundredths(l.odds) ?? 0,
      status: l.status,
    }));
    const chance = await chanceOf(quote, slip.status, legs, byCode, suspended);
    out.push({ ...slip, cash_out: offerOf(chance, parseMoney(slip.amount)) });
  }
  return out;
}

/**
 * POST /house/sports/cashout, in one transaction: the slip's fixtures locked for share in code order (a
 * settlement of one waits, or has committed and is seen), then the slip locked for update; the value
 * computed now and compared with the value the player saw (a difference refuses with the new one); the
 * part paid once (sports.cashout, ref = slip id:stake cashed out so far) and the stake split: the rest
 * rides on at the slip's odds, the whole cashed leaves the slip 'cashed_out' (settlement then passes it by).
 */
export async function cashOutSlip(
  deps: AppDeps,
  memberId: number,
  body: v.InferOutput<typeof CashOutBody>,
  now: Date,
): Promise<CashOutResult> {
  const part = betCents(body.amount);
  const seen = parseMoney(body.value);
  return deps.db.transaction(async (tx) => {
    const feed = sportsFeedOf({ ...deps, db: tx });
    const [mine] = await tx
      .select({ id: sportsSlips.id, kind: sportsSlips.kind })
      .from(sportsSlips)
      .where(and(eq(sportsSlips.id, body.slip_id.trim()), eq(sportsSlips.memberId, memberId)));
    if (!mine) throw refusal('sports.slip_not_found');
    if (mine.kind === 'builder') throw refusal('sports.builder_no_cashout');
    const codes = (
      await tx
        .select({ code: sportsSlipLegs.fixtureCode })
        .from(sportsSlipLegs)
        .where(eq(sportsSlipLegs.slipId, mine.id))
    ).map((l) => l.code);
    const rows = await tx
      .select()
      .from(fixtures)
      .where(inArray(fixtures.code, codes))
      .orderBy(asc(fixtures.code))
      .for('share');
    const [slip] = await tx.select().from(sportsSlips).where(eq(sportsSlips.id, mine.id)).for('update');
    if (!slip || slip.status !== 'open') throw refusal('sports.cashout_closed');
    const legs = await tx.select().from(sportsSlipLegs).where(eq(sportsSlipLegs.slipId, slip.id));
    const byCode = new Map(rows.map((r) => [r.code, r]));
    const chance = await chanceOf(quotesAt(feed, now), slip.status, legs, byCode, await suspendedMarkets(tx, codes));
    if (chance.kind === 'none') throw refusal('sports.cashout_closed');
    if (chance.kind === 'suspended') throw refusal('sports.cashout_suspended');

    const stake = slip.amountCents;
    const rest = stake - part;
    if (rest < 0 || (rest > 0 && rest < HOUSE_BET_LIMITS.minCents)) {
      throw refusalWith('sports.cashout_amount', {
        min: formatCents(HOUSE_BET_LIMITS.minCents),
        max: formatCents(stake),
      });
    }
    const offer = offerCents(chance, stake);
    const value = offer > 0 ? partialCashOutCents(offer, stake, part) : 0;
    if (value < 1) throw refusal('sports.cashout_closed');
    if (value !== seen) {
      throw refusalWith('sports.cashout_changed', { value: formatCents(value) }, { offer: formatCents(offer) });
    }
    const cashedStake = slip.cashoutStakeCents + part;
    const paid = await credit(tx, memberId, value, CASHOUT_KIND, `${slip.id}:${cashedStake}`, now);
    const [updated] = await tx
      .update(sportsSlips)
      .set({
        amountCents: rest,
        cashoutStakeCents: cashedStake,
        cashoutCents: slip.cashoutCents + value,
        ...(rest === 0 ? { status: 'cashed_out' as const, settledAt: now } : {}),
      })
      .where(and(eq(sportsSlips.id, slip.id), eq(sportsSlips.status, 'open')))
      .returning();
    if (!updated) throw refusal('sports.cashout_closed');
    const fairness = await fairnessByCode(feed, rows);
    return {
      slip: toSlip(updated, legs, byCode, fairness, rest === 0 ? null : offerOf(chance, rest)),
      paid: formatCents(value),
      balance: formatCents(paid.entry.balanceAfterCents),
    };
  });
}
