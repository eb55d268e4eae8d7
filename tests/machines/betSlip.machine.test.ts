import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import {
  ADD_A_SELECTION,
  betSlipMachine,
  combinedOdds,
  pickFromKey,
  pickKey,
  potentialReturn,
  raisedStake,
  stakeCap,
  stakeCents,
  TOO_MANY_SELECTIONS,
  type BuilderQuoteRequest,
  type BuilderRequest,
  type OddsChanged,
  type SlipPick,
} from '../../machines/betSlip.machine';
import {
  LIVE_BET_DELAY_SECONDS,
  type BuilderQuote,
  type Slip,
  type SlipLegBody,
  type SportsEvent,
} from '../../contract/sports';
import { pathCoverage } from './paths';
import { codeOf, refused } from './support';

const event = (id: string, home: string, away: string): SportsEvent => ({
  id,
  league: 'bra-a',
  competition: 'Brasileirão Série A',
  home,
  away,
  kickoff: '2026-11-29T19:00:00.000Z',
  status: 'upcoming',
  live: null,
  commitment: null,
  markets: [
    {
      market: '1x2',
      selections: [
        { selection: 'home', odds: '2.10' },
        { selection: 'draw', odds: '3.30' },
        { selection: 'away', odds: '3.40' },
      ],
    },
    {
      market: 'ou25',
      selections: [
        { selection: 'over', odds: '1.90' },
        { selection: 'under', odds: '1.85' },
      ],
    },
  ],
});
const events = [
  event('FLA-PAL-20261129', 'Flamengo', 'Palmeiras'),
  event('COR-SAO-20261129', 'Corinthians', 'São Paulo'),
];
const a = pickFromKey('FLA-PAL-20261129:1x2:home', events)!;
const b = pickFromKey('COR-SAO-20261129:ou25:over', events)!;
const input = { minBet: '0.10', maxBet: '1000.00' };
const slip: Slip = {
  slip_id: 's1',
  kind: 'accumulator',
  odds: '3.99',
  amount: '10.00',
  potential_win: '39.90',
  status: 'open',
  win_amount: '0.00',
  cashed_stake: '0.00',
  cashed_out: '0.00',
  cash_out: null,
  placed_at: '2026-11-22T10:00:00.000Z',
  settled_at: null,
  legs: [],
  balance: '90.00',
};

function start(place: (legs: SlipLegBody[]) => Promise<Slip> = async () => slip, pick?: string) {
  const balanceChanged = vi.fn();
  const slipPlaced = vi.fn();
  const requests: { legs: SlipLegBody[]; amount: string }[] = [];
  const actor = createActor(
    betSlipMachine.provide({
      actors: {
        placeSlip: fromPromise(async ({ input }: { input: { legs: SlipLegBody[]; amount: string } }) => {
          requests.push(input);
          return place(input.legs);
        }),
      },
      actions: { balanceChanged, slipPlaced },
    }),
    { input: { ...input, events, ...(pick ? { pick } : {}) } },
  ).start();
  return { actor, balanceChanged, slipPlaced, requests };
}

/** Over 2.5 in the same match as `a`: with it, a bet builder. */
const over = pickFromKey('FLA-PAL-20261129:ou25:over', events)!;
const builderSlip: Slip = { ...slip, slip_id: 'b1', kind: 'builder', odds: '4.20' };

function startBuilder(fakes: {
  quote?: (req: BuilderQuoteRequest) => Promise<BuilderQuote>;
  place?: (req: BuilderRequest) => Promise<Slip>;
}) {
  const balanceChanged = vi.fn();
  const slipPlaced = vi.fn();
  const actor = createActor(
    betSlipMachine.provide({
      actors: {
        quoteBuilder: fromPromise(async ({ input }: { input: BuilderQuoteRequest }) =>
          (fakes.quote ?? (async (req) => ({ fixture_id: req.fixture_id, odds: '4.20', margin: '10.00' })))(input),
        ),
        placeBuilder: fromPromise(async ({ input }: { input: BuilderRequest }) =>
          (fakes.place ?? (async () => builderSlip))(input),
        ),
      },
      actions: { balanceChanged, slipPlaced },
    }),
    { input: { ...input, events } },
  ).start();
  return { actor, balanceChanged, slipPlaced };
}

describe('betSlip helpers', () => {
  it('reads a pick from its key on the board, multiplies odds and computes the return as the server does', () => {
    expect(a).toEqual({
      fixtureId: 'FLA-PAL-20261129',
      market: '1x2',
      selection: 'home',
      odds: '2.10',
      home: 'Flamengo',
      away: 'Palmeiras',
      live: false,
    });
    expect(pickKey(b)).toBe('COR-SAO-20261129:ou25:over');
    expect(pickFromKey('NOPE:1x2:home', events)).toBeNull();
    expect(pickFromKey('FLA-PAL-20261129:btts:yes', events)).toBeNull();
    expect(combinedOdds([a, b])).toBe('3.99');
    expect(combinedOdds([])).toBe('1.00');
    expect(potentialReturn('10,00', '3.99')).toBe('39.90');
    expect(potentialReturn('abc', '3.99')).toBe('0.00');
    expect(potentialReturn('0.33', '2.10')).toBe('0.69');
  });
});

describe('betSlip stake helpers', () => {
  it('reads a stake typed either way, caps it at the balance and the maximum, and raises it within the cap', () => {
    expect(stakeCents('10,00')).toBe(1000);
    expect(stakeCents(' 10.5 ')).toBe(1050);
    expect(stakeCents('abc')).toBe(0);
    expect(stakeCents('1.500,00')).toBe(0);
    expect(stakeCap('1000.00', null)).toBe(100_000);
    expect(stakeCap('1000.00', '37.40')).toBe(3740);
    expect(stakeCap('1000.00', '5000.00')).toBe(100_000);
    expect(raisedStake('10,00', '5.00', 100_000)).toBe('15.00');
    expect(raisedStake('', '10.00', 100_000)).toBe('10.00');
    expect(raisedStake('30.00', '50.00', 3740)).toBe('37.40');
  });
});

describe('betSlip machine', () => {
  it('starts at R$ 10,00 and raises the stake by the quick amounts, within the balance and the maximum', () => {
    const { actor } = start();
    const amount = () => actor.getSnapshot().context.amount;
    expect(amount()).toBe('10.00');
    actor.send({ type: 'slip.amount', amount: '12,50' });
    actor.send({ type: 'slip.amount.add', amount: '5.00', balance: '100.00' });
    expect(amount()).toBe('17.50');
    actor.send({ type: 'slip.amount.add', amount: '50.00', balance: '60.00' });
    expect(amount()).toBe('60.00');
    // At the balance the quick amounts can add no more; "Max" is the balance already.
    expect(actor.getSnapshot().can({ type: 'slip.amount.add', amount: '5.00', balance: '60.00' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'slip.amount.max', balance: '60.00' })).toBe(false);
    // A guest's balance is unknown: the maximum bet caps the stake.
    actor.send({ type: 'slip.amount.max', balance: null });
    expect(amount()).toBe('1000.00');
    // A stake above a smaller balance comes down to it with "Max".
    actor.send({ type: 'slip.amount.max', balance: '42.10' });
    expect(amount()).toBe('42.10');
    // Less than the minimum bet on the balance: nothing to raise to.
    const poor = start().actor;
    expect(poor.getSnapshot().can({ type: 'slip.amount.add', amount: '5.00', balance: '0.05' })).toBe(false);
    expect(poor.getSnapshot().can({ type: 'slip.amount.max', balance: '0.05' })).toBe(false);
    poor.send({ type: 'slip.amount.max', balance: '0.05' });
    expect(poor.getSnapshot().context.amount).toBe('10.00');
  });

  it('opens with the ?pick= selection in the slip', () => {
    const { actor } = start(undefined, pickKey(b));
    expect(actor.getSnapshot().context).toMatchObject({ picks: [b], open: true });
    const empty = start(undefined, 'NOPE:1x2:home').actor;
    expect(empty.getSnapshot().context).toMatchObject({ picks: [], open: false });
  });

  it('adds, replaces within a match, removes and clears selections', () => {
    const { actor } = start();
    actor.send({ type: 'slip.toggle', pick: a });
    actor.send({ type: 'slip.toggle', pick: b });
    expect(actor.getSnapshot().context.picks).toEqual([a, b]);
    const draw: SlipPick = { ...a, selection: 'draw', odds: '3.30' };
    actor.send({ type: 'slip.toggle', pick: draw });
    expect(actor.getSnapshot().context.picks).toEqual([b, draw]);
    actor.send({ type: 'slip.toggle', pick: draw });
    expect(actor.getSnapshot().context.picks).toEqual([b]);
    actor.send({ type: 'slip.remove', key: pickKey(b) });
    expect(actor.getSnapshot().context.picks).toEqual([]);
    actor.send({ type: 'slip.toggle', pick: a });
    actor.send({ type: 'slip.clear' });
    expect(actor.getSnapshot().context.picks).toEqual([]);
    actor.send({ type: 'slip.open' });
    expect(actor.getSnapshot().context.open).toBe(true);
    actor.send({ type: 'slip.close' });
    expect(actor.getSnapshot().context.open).toBe(false);
  });

  it('takes at most ten selections', () => {
    const { actor } = start();
    for (let i = 0; i < 11; i++) actor.send({ type: 'slip.toggle', pick: { ...a, fixtureId: `F${i}` } });
    expect(actor.getSnapshot().context.picks).toHaveLength(10);
    expect(actor.getSnapshot().context.error).toBe(TOO_MANY_SELECTIONS);
  });

  it('says what is missing instead of placing', () => {
    const { actor, requests } = start();
    actor.send({ type: 'slip.place' });
    expect(actor.getSnapshot().context.error).toBe(ADD_A_SELECTION);
    actor.send({ type: 'slip.toggle', pick: a });
    actor.send({ type: 'slip.amount', amount: '0' });
    actor.send({ type: 'slip.place' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).not.toBeNull();
    expect(requests).toEqual([]);
  });

  it('places an accumulator at the odds shown, then shows it placed and empties the slip', async () => {
    const { actor, requests, balanceChanged, slipPlaced } = start();
    actor.send({ type: 'slip.toggle', pick: a });
    actor.send({ type: 'slip.toggle', pick: b });
    actor.send({ type: 'slip.amount', amount: '10,00' });
    actor.send({ type: 'slip.place' });
    await waitFor(actor, (s) => s.matches('placed'));
    expect(requests).toEqual([
      {
        legs: [
          { fixture_id: a.fixtureId, market: '1x2', selection: 'home', odds: '2.10' },
          { fixture_id: b.fixtureId, market: 'ou25', selection: 'over', odds: '1.90' },
        ],
        amount: '10.00',
      },
    ]);
    expect(actor.getSnapshot().context).toMatchObject({ placed: slip, picks: [] });
    expect(balanceChanged).toHaveBeenCalledOnce();
    expect(slipPlaced).toHaveBeenCalledOnce();
    actor.send({ type: 'slip.toggle', pick: a });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({ placed: null, picks: [a] });
  });

  it('asks to accept moved odds, and places again at the new odds once accepted', async () => {
    const moved: OddsChanged = { kind: 'oddsChanged', odds: { [pickKey(b)]: '1.75' } };
    let first = true;
    const { actor, requests } = start(async () => {
      if (first) {
        first = false;
        throw moved;
      }
      return slip;
    });
    actor.send({ type: 'slip.toggle', pick: a });
    actor.send({ type: 'slip.toggle', pick: b });
    actor.send({ type: 'slip.place' });
    await waitFor(actor, (s) => s.matches('oddsChanged'));
    expect(actor.getSnapshot().context.changed).toEqual(moved.odds);
    actor.send({ type: 'slip.accept' });
    await waitFor(actor, (s) => s.matches('placed'));
    expect(requests[1]!.legs[1]!.odds).toBe('1.75');
  });

  it('keeps editing with the new odds, or drops a moved selection', async () => {
    const moved: OddsChanged = { kind: 'oddsChanged', odds: { [pickKey(b)]: '1.75' } };
    const { actor } = start(async () => {
      throw moved;
    });
    actor.send({ type: 'slip.toggle', pick: a });
    actor.send({ type: 'slip.toggle', pick: b });
    actor.send({ type: 'slip.place' });
    await waitFor(actor, (s) => s.matches('oddsChanged'));
    actor.send({ type: 'slip.done' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.picks[1]!.odds).toBe('1.75');
    actor.send({ type: 'slip.place' });
    await waitFor(actor, (s) => s.matches('oddsChanged'));
    actor.send({ type: 'slip.remove', key: pickKey(b) });
    expect(actor.getSnapshot().context.picks).toEqual([a]);
  });

  it("says the server's refusal and keeps the selections", async () => {
    const { actor } = start(async () => {
      throw refused('sports.same_fixture', 'An accumulator takes one selection per match');
    });
    actor.send({ type: 'slip.toggle', pick: a });
    actor.send({ type: 'slip.place' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    expect(codeOf(actor.getSnapshot().context.error)).toBe('sports.same_fixture');
    expect(actor.getSnapshot().context.picks).toEqual([a]);
  });

  it('accepts a slip with a live selection after the bet delay, and offers the odds in force then', async () => {
    const live = { ...a, live: true };
    const moved: OddsChanged = { kind: 'oddsChanged', odds: { [pickKey(live)]: '2.25' } };
    let answer: (() => void) | null = null;
    let first = true;
    const { actor, requests } = start(async () => {
      // The server answers once the delay has passed: the test says when.
      await new Promise<void>((resolve) => (answer = resolve));
      if (first) {
        first = false;
        throw moved;
      }
      return slip;
    });
    expect(actor.getSnapshot().context.betDelaySeconds).toBe(LIVE_BET_DELAY_SECONDS);
    actor.send({ type: 'slip.toggle', pick: live });
    actor.send({ type: 'slip.toggle', pick: b });
    actor.send({ type: 'slip.place' });
    expect(actor.getSnapshot().matches({ placing: 'accepting' })).toBe(true);
    await waitFor(actor, () => answer !== null);
    answer!();
    // Refused after the delay: the new odds to accept, and accepting them waits the delay again.
    await waitFor(actor, (s) => s.matches('oddsChanged'));
    expect(actor.getSnapshot().context.changed).toEqual(moved.odds);
    answer = null;
    actor.send({ type: 'slip.accept' });
    expect(actor.getSnapshot().matches({ placing: 'accepting' })).toBe(true);
    await waitFor(actor, () => answer !== null);
    answer!();
    await waitFor(actor, (s) => s.matches('placed'));
    expect(requests[1]!.legs[0]!.odds).toBe('2.25');
  });

  it('says a market suspended while the live slip waited, and keeps the selections', async () => {
    const live = { ...a, live: true };
    const { actor } = start(async () => {
      throw refused('sports.market_suspended', 'This market is suspended for now', 409);
    });
    actor.send({ type: 'slip.toggle', pick: live });
    actor.send({ type: 'slip.place' });
    expect(actor.getSnapshot().matches({ placing: 'accepting' })).toBe(true);
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    expect(codeOf(actor.getSnapshot().context.error)).toBe('sports.market_suspended');
    expect(actor.getSnapshot().context.picks).toEqual([live]);
  });

  it('places a slip of matches still to kick off without the delay', () => {
    const { actor } = start(() => new Promise<Slip>(() => undefined));
    actor.send({ type: 'slip.toggle', pick: a });
    actor.send({ type: 'slip.place' });
    expect(actor.getSnapshot().matches({ placing: 'sending' })).toBe(true);
  });

  it('takes odds the board pushes for its picks as moved odds to accept, and lets them go when they come back', async () => {
    const { actor, requests } = start();
    actor.send({ type: 'slip.toggle', pick: a });
    actor.send({ type: 'slip.toggle', pick: b });
    const withOdds = (id: string, home: string, over: string) => {
      const base = events.find((e) => e.id === id)!;
      return {
        ...base,
        markets: [
          {
            market: '1x2' as const,
            selections: [{ selection: 'home', odds: home }, ...base.markets[0]!.selections.slice(1)],
          },
          { market: 'ou25' as const, selections: [{ selection: 'over', odds: over }, base.markets[1]!.selections[1]!] },
        ],
      };
    };
    const changes = (...changed: SportsEvent[]) => ({
      type: 'board.snapshot' as const,
      board: { at: '2026-11-29T19:10:00.000Z', leagues: [], events: changed },
    });
    // Another selection of a pick's match moved: nothing to accept.
    actor.send(changes(withOdds(a.fixtureId, '2.10', '1.70')));
    expect(actor.getSnapshot().value).toBe('editing');
    // The pick's own odds moved: shown to accept, the stake and picks kept.
    actor.send(changes(withOdds(a.fixtureId, '2.25', '1.70')));
    expect(actor.getSnapshot().value).toBe('oddsChanged');
    expect(actor.getSnapshot().context.changed).toEqual({ [pickKey(a)]: '2.25' });
    // They move again, and the other pick's too (a whole board, as after a reconnect).
    actor.send({
      type: 'board.snapshot',
      board: {
        at: '2026-11-29T19:11:00.000Z',
        leagues: [],
        events: [withOdds(a.fixtureId, '2.30', '1.70'), withOdds(b.fixtureId, '2.10', '1.95')],
      },
    });
    expect(actor.getSnapshot().context.changed).toEqual({ [pickKey(a)]: '2.30', [pickKey(b)]: '1.95' });
    // Back to what the slip shows: nothing left to accept.
    actor.send(changes(withOdds(a.fixtureId, '2.10', '1.70'), withOdds(b.fixtureId, '2.10', '1.90')));
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.changed).toEqual({});
    // Moved again, accepted: placed at the pushed odds; a dropped stream changes nothing.
    actor.send(changes(withOdds(a.fixtureId, '2.40', '1.70')));
    actor.send({ type: 'board.dropped' });
    expect(actor.getSnapshot().value).toBe('oddsChanged');
    actor.send({ type: 'slip.accept' });
    await waitFor(actor, (s) => s.matches('placed'));
    expect(requests.at(-1)!.legs.map((l) => l.odds)).toEqual(['2.40', '1.90']);
  });

  it('a selection taken while moved odds are shown keeps them and goes on editing', () => {
    const { actor } = start();
    actor.send({ type: 'slip.toggle', pick: a });
    const moved = {
      ...events[0]!,
      markets: [{ market: '1x2' as const, selections: [{ selection: 'home', odds: '1.95' }] }],
    };
    actor.send({ type: 'board.snapshot', board: { at: 'x', leagues: [], events: [moved] } });
    expect(actor.getSnapshot().value).toBe('oddsChanged');
    actor.send({ type: 'slip.toggle', pick: b });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.picks.map((p) => [pickKey(p), p.odds])).toEqual([
      [pickKey(a), '1.95'],
      [pickKey(b), b.odds],
    ]);
  });

  it('offers a bet builder for selections of one match: quoted by the server, placed at its odds as one bet', async () => {
    const quotes: BuilderQuoteRequest[] = [];
    const bets: BuilderRequest[] = [];
    const { actor, balanceChanged, slipPlaced } = startBuilder({
      quote: async (req) => {
        quotes.push(req);
        return { fixture_id: req.fixture_id, odds: '4.20', margin: '10.00' };
      },
      place: async (req) => {
        bets.push(req);
        return builderSlip;
      },
    });
    actor.send({ type: 'slip.toggle', pick: a });
    // One pick, or picks of several matches: no builder.
    expect(actor.getSnapshot().can({ type: 'slip.builder' })).toBe(false);
    actor.send({ type: 'slip.toggle', pick: over });
    // Another market of the same match joins the slip (a selection of the same market takes its place).
    expect(actor.getSnapshot().context.picks).toEqual([a, over]);
    expect(actor.getSnapshot().can({ type: 'slip.builder' })).toBe(true);
    actor.send({ type: 'slip.builder' });
    await waitFor(actor, (s) => s.matches({ building: 'quoted' }));
    expect(quotes).toEqual([
      {
        fixture_id: a.fixtureId,
        picks: [
          { market: '1x2', selection: 'home' },
          { market: 'ou25', selection: 'over' },
        ],
      },
    ]);
    // The builder's odds are the quote's, not the product of the picks' (2.10 × 1.90 = 3.99).
    expect(actor.getSnapshot().context.builder).toEqual({ odds: '4.20', margin: '10.00', moved: false });
    actor.send({ type: 'slip.amount', amount: '5,00' });
    actor.send({ type: 'slip.place' });
    await waitFor(actor, (s) => s.matches('placed'));
    expect(bets).toEqual([{ ...quotes[0]!, odds: '4.20', amount: '5.00' }]);
    expect(actor.getSnapshot().context).toMatchObject({ placed: builderSlip, picks: [], builder: null });
    expect(balanceChanged).toHaveBeenCalledOnce();
    expect(slipPlaced).toHaveBeenCalledOnce();
  });

  it("says the server's refusal of an impossible builder and keeps the selections", async () => {
    const { actor } = startBuilder({
      quote: () => Promise.reject(refused('sports.builder_impossible', 'These selections cannot all happen together')),
    });
    const away: SlipPick = { ...a, market: 'ou25', selection: 'under', odds: '1.85' };
    actor.send({ type: 'slip.toggle', pick: a });
    actor.send({ type: 'slip.toggle', pick: away });
    actor.send({ type: 'slip.builder' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    expect(codeOf(actor.getSnapshot().context.error)).toBe('sports.builder_impossible');
    expect(actor.getSnapshot().context.picks).toEqual([a, away]);
    expect(actor.getSnapshot().context.builder).toBeNull();
  });

  it("offers a builder's new odds to accept when they changed, and places it at them once accepted", async () => {
    const bets: BuilderRequest[] = [];
    const { actor } = startBuilder({
      place: async (req) => {
        bets.push(req);
        if (bets.length === 1) throw { kind: 'oddsChanged', odds: { builder: '3.90' } } satisfies OddsChanged;
        return builderSlip;
      },
    });
    actor.send({ type: 'slip.toggle', pick: a });
    actor.send({ type: 'slip.toggle', pick: over });
    actor.send({ type: 'slip.builder' });
    await waitFor(actor, (s) => s.matches({ building: 'quoted' }));
    actor.send({ type: 'slip.place' });
    await waitFor(actor, (s) => s.matches({ building: 'quoted' }) && s.context.builder?.moved === true);
    expect(actor.getSnapshot().context.builder).toEqual({ odds: '3.90', margin: '10.00', moved: true });
    actor.send({ type: 'slip.place' });
    await waitFor(actor, (s) => s.matches('placed'));
    expect(bets.map((b) => b.odds)).toEqual(['4.20', '3.90']);
  });

  it('waits the live bet delay for a live builder, and goes back to the selections when asked', async () => {
    let finish: (slip: Slip) => void = () => undefined;
    const { actor } = startBuilder({ place: () => new Promise<Slip>((resolve) => (finish = resolve)) });
    actor.send({ type: 'slip.toggle', pick: { ...a, live: true } });
    actor.send({ type: 'slip.toggle', pick: { ...over, live: true } });
    actor.send({ type: 'slip.builder' });
    await waitFor(actor, (s) => s.matches({ building: 'quoted' }));
    actor.send({ type: 'slip.place' });
    expect(actor.getSnapshot().matches({ building: { placing: 'accepting' } })).toBe(true);
    finish(builderSlip);
    await waitFor(actor, (s) => s.matches('placed'));

    actor.send({ type: 'slip.done' });
    actor.send({ type: 'slip.toggle', pick: a });
    actor.send({ type: 'slip.toggle', pick: over });
    actor.send({ type: 'slip.builder' });
    await waitFor(actor, (s) => s.matches({ building: 'quoted' }));
    actor.send({ type: 'slip.builder.cancel' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({ picks: [a, over], builder: null });
  });

  it('covers every state and transition', () => {
    const pushed = (odds: string): SportsEvent => ({
      ...events[0]!,
      markets: [{ market: '1x2', selections: [{ selection: 'home', odds }] }],
    });
    const coverage = pathCoverage('betSlip', betSlipMachine, {
      inputs: [{ ...input, events }],
      events: [
        { type: 'slip.toggle', pick: a },
        { type: 'slip.toggle', pick: b },
        // Live, and of the same match as `a`: a live bet builder as well as a live accumulator.
        { type: 'slip.toggle', pick: { ...over, live: true } },
        { type: 'slip.remove', key: pickKey(a) },
        { type: 'slip.clear' },
        // A stake of nothing: refused before placing (a slip's, a builder's).
        { type: 'slip.amount', amount: '0' },
        { type: 'slip.amount.add', amount: '5.00', balance: '100.00' },
        { type: 'slip.amount.add', amount: '5.00', balance: '0.00' },
        { type: 'slip.amount.max', balance: '100.00' },
        { type: 'slip.amount.max', balance: '0.00' },
        { type: 'slip.open' },
        { type: 'slip.close' },
        { type: 'slip.place' },
        { type: 'slip.accept' },
        { type: 'slip.done' },
        { type: 'xstate.done.actor.placeSlip', output: slip },
        { type: 'slip.toggle', pick: over },
        { type: 'slip.builder' },
        { type: 'slip.builder.cancel' },
        { type: 'xstate.done.actor.quoteBuilder', output: { fixture_id: a.fixtureId, odds: '4.20', margin: '10.00' } },
        { type: 'xstate.error.actor.quoteBuilder', error: refused('sports.builder_impossible', 'impossible') },
        { type: 'xstate.done.actor.placeBuilder', output: builderSlip },
        { type: 'xstate.error.actor.placeBuilder', error: { kind: 'oddsChanged', odds: { builder: '4.00' } } },
        { type: 'xstate.error.actor.placeBuilder', error: refused('sports.betting_closed', 'closed') },
        { type: 'xstate.error.actor.placeSlip', error: { kind: 'oddsChanged', odds: { [pickKey(a)]: '2.00' } } },
        { type: 'xstate.error.actor.placeSlip', error: refused('sports.betting_closed', 'closed') },
        { type: 'board.snapshot', board: { at: 'x', leagues: [], events: [pushed('2.30')] } },
        { type: 'board.snapshot', board: { at: 'x', leagues: [], events: [pushed(a.odds)] } },
        { type: 'board.dropped' },
      ],
      // Group states by what decides the next step: the stake only by where it stands against the cap (the
      // quick amounts would otherwise make every sum of them a state of its own).
      serializeState: (s) =>
        JSON.stringify([
          s.value,
          // The picks as a set: their order decides nothing.
          (s.context.picks as SlipPick[]).map((p) => `${pickKey(p)}:${p.live === true}`).sort(),
          Math.sign(stakeCents(s.context.amount) - 10_000),
          stakeCents(s.context.amount) === 0,
          s.context.open,
          s.context.error !== null,
          Object.keys(s.context.changed),
          s.context.placed !== null,
          s.context.builder?.moved ?? null,
        ]),
    });
    console.log(coverage.summary);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
