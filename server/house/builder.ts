import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import {
  MAX_SLIP_ODDS,
  type BuilderBody,
  type BuilderQuote,
  type BuilderQuoteBody,
  type Slip,
} from '../../contract/sports';
import { BUILDER_BAND, builderPrice } from '../../engines/sports/pricing';
import type { AppDeps } from '../config';
import { fixtures, type FixtureRow } from '../db/schema';
import type { Db } from '../db/types';
import { refusal, refusalWith } from '../http/envelope';
import { randomToken } from '../lib/random';
import type { Bettor } from '../responsible/guard';
import { formatCents } from '../wallet/money';
import { betCents } from './bets';
import { formatMultiplier } from './crash';
import { sportsFeedOf } from './feed';
import type { SportsFeed } from './feedTypes';
import { MARKETS } from './markets';
import { fairnessByCode, isBoardMarket, pricedAt, sportsGame, takeSlip, toSlip } from './slips';
import { suspendedMarkets, withoutSuspended } from './suspensions';

/**
 * The bet builder ("Criar Aposta"): several selections of one match as one bet, priced from the joint
 * probability the match's model gives them all winning (the feed's `builder`: exact, from the football
 * model; never the product of their odds) with the builder's margin, floor(100 / (p × (1 + margin)))
 * hundredths (engines/sports/pricing.ts `builderPrice`, the price the bench measures). Each selection must
 * be one the match offers now (not suspended, not decided), as for any slip; combinations the builder does
 * not take are refused: markets that can push or pay half, a match without a model (builder_unsupported),
 * selections that cannot all happen (builder_impossible), a joint price below 1.01 (builder_too_likely) or
 * above the slips' maximum. The bet is a slip of kind 'builder' whose legs are its selections (each at its
 * own odds, for the record) and whose odds are the builder's: it is settled by `settleSlipLegs` with the
 * match, won when every selection won, void (the stake back) when one was void, else lost. It is not
 * cashed out (the cash-out prices legs as independent).
 */

/** The builder's margin as the rules publish it, in percent. */
export const BUILDER_MARGIN_PERCENT = (BUILDER_BAND.margin * 100).toFixed(2);

const MAX_ODDS_HUNDREDTHS = Math.round(Number(MAX_SLIP_ODDS) * 100);

type Picks = v.InferOutput<typeof BuilderQuoteBody>['picks'];

/** The builder's odds for `picks` on `row` at `now` (hundredths), with each pick's own odds; or the refusal. */
async function priceBuilder(
  feed: SportsFeed,
  db: Db,
  row: FixtureRow,
  picks: Picks,
  now: Date,
): Promise<{ odds: number; legs: number[] }> {
  for (const pick of picks) {
    const board = isBoardMarket(pick.market) ? MARKETS[pick.market] : null;
    if (board && !board.includes(pick.selection)) throw refusal('sports.market_invalid');
  }
  const markets = [...new Set(picks.map((p) => p.market))];
  const priced = await pricedAt(feed, row, now, markets);
  if (priced.status === 'closed' || (priced.status === 'live' && priced.prices === null)) {
    throw refusal('sports.betting_closed');
  }
  const offered = feed.builder
    ? await feed.markets?.(
        row,
        null,
        markets.filter((m) => !isBoardMarket(m)),
      )
    : null;
  const suspended = (await suspendedMarkets(db, [row.code])).get(row.code);
  const prices = withoutSuspended(priced.prices, suspended);
  const legs: number[] = [];
  for (const pick of picks) {
    if (!isBoardMarket(pick.market)) {
      const market = offered?.find((m) => m.id === pick.market);
      if (!market || !Object.hasOwn(market.fair, pick.selection)) throw refusal('sports.market_invalid');
    }
    const odds = prices?.[pick.market]?.[pick.selection];
    if (odds === undefined) throw refusal('sports.market_suspended');
    legs.push(odds);
  }
  const joint = (await feed.builder?.(row, priced.state, picks)) ?? null;
  if (joint === null) throw refusal('sports.builder_unsupported');
  if (!(joint > 0)) throw refusal('sports.builder_impossible');
  // Longer than the slips' longest odds: refused, never capped (a cap would take the price outside its margin).
  if (100 / (joint * (1 + BUILDER_BAND.margin)) >= MAX_ODDS_HUNDREDTHS + 1) {
    throw refusalWith('sports.odds_above_maximum', { max: MAX_SLIP_ODDS });
  }
  const odds = builderPrice(joint);
  if (odds === null) throw refusal('sports.builder_too_likely');
  return { odds, legs };
}

async function fixtureOf(db: Db, code: string, lock: boolean) {
  const query = db.select().from(fixtures).where(eq(fixtures.code, code.trim().toUpperCase()));
  const [row] = lock ? await query.for('share') : await query;
  if (!row) throw refusal('sports.fixture_not_found');
  return row;
}

/** POST /house/sports/builder/quote: the builder's odds now for these selections of one match. */
export async function quoteBuilder(
  deps: Pick<AppDeps, 'db' | 'config'>,
  body: v.InferOutput<typeof BuilderQuoteBody>,
  now: Date,
): Promise<BuilderQuote> {
  const row = await fixtureOf(deps.db, body.fixture_id, false);
  const { odds } = await priceBuilder(sportsFeedOf(deps), deps.db, row, body.picks, now);
  return { fixture_id: row.code, odds: formatMultiplier(odds), margin: BUILDER_MARGIN_PERCENT };
}

/**
 * POST /house/sports/builder: one transaction, as a slip's: the fixture locked for share (a settlement
 * waits for the bet, or the bet sees the fixture settled), the builder priced now and compared with the
 * odds the player was quoted (any difference refuses with the odds now), the wallet locked, the
 * responsible-gambling checks, the stake debited (game.bet, ref = slip id). It counts as turnover once
 * settled, never when voided, like any slip.
 */
export async function placeBuilder(
  deps: AppDeps,
  bettor: Bettor,
  body: v.InferOutput<typeof BuilderBody>,
  now: Date,
): Promise<Slip> {
  const amount = betCents(body.amount);
  const game = await sportsGame(deps.db);
  const slipId = randomToken(deps.random, 12);
  return deps.db.transaction(async (tx) => {
    const feed = sportsFeedOf({ ...deps, db: tx });
    const row = await fixtureOf(tx, body.fixture_id, true);
    const { odds, legs } = await priceBuilder(feed, tx, row, body.picks, now);
    if (formatMultiplier(odds) !== body.odds)
      throw refusalWith('sports.odds_changed', { odds: formatMultiplier(odds) });
    const taken = await takeSlip(
      tx,
      bettor,
      { id: slipId, gameId: game.id, kind: 'builder', odds, amountCents: amount },
      body.picks.map((pick, i) => ({
        fixtureCode: row.code,
        market: pick.market,
        selection: pick.selection,
        odds: legs[i]!,
      })),
      now,
    );
    const fairness = await fairnessByCode(feed, [row]);
    return {
      ...toSlip(taken.slip, taken.legs, new Map([[row.code, row]]), fairness),
      balance: formatCents(taken.balanceCents),
    };
  });
}
