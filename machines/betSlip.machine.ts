import { msg } from '@lingui/core/macro';
import { assign, setup, type ActorRefFrom } from 'xstate';
import type {
  BuilderPickBody,
  BuilderQuote,
  MarketId,
  Slip,
  SlipLegBody,
  SportId,
  SportsEvent,
} from '../contract/sports';
import { LIVE_BET_DELAY_SECONDS, pickKey } from '../contract/sports';
import { failureMessage, notProvided, notProvidedPromise, type Text } from './shared';
import { amountProblem } from './amounts';
import { hundredthsText } from '../engines/types';
import { oddsHundredths, slipOdds, slipReturnCents } from '../engines/slipOdds';
import { noBoardStream, type BoardPush } from './sportsBoard.machine';

/** One selection in the slip: the match, the market and selection, and the odds the player saw. */
export type SlipPick = {
  fixtureId: string;
  /**
   * The board's four ("1x2"), another sport's main market (`moneyline`, `match`, `winner`), or any market
   * the fixture offers ("ah:-0.25", the match page's).
   */
  market: MarketId | (string & {});
  selection: string;
  odds: string;
  home: string;
  away: string;
  /** The match's sport, which names its markets (football when absent). */
  sport?: SportId | undefined;
  /** Taken from a match being played: the slip is accepted only after the live bet delay. */
  live?: boolean;
  /** The selection as the page that took it named it (a goalscorer by name, from the match's line-ups). */
  label?: string;
};

export { pickKey } from '../contract/sports';

/** The pick a "fixtureId:market:selection" names on the board, at its current odds (null if none). */
export function pickFromKey(key: string, events: readonly SportsEvent[]): SlipPick | null {
  const [fixtureId, market, selection] = key.split(':');
  const event = events.find((e) => e.id === fixtureId);
  const row = event?.markets.find((m) => m.market === market) ?? (event?.main?.market === market ? event?.main : null);
  const odds = row?.selections.find((s) => s.selection === selection);
  if (!event || !odds) return null;
  return {
    fixtureId: event.id,
    market: market!,
    selection: odds.selection,
    odds: odds.odds,
    home: event.home,
    away: event.away,
    sport: event.sport,
    live: event.status === 'live',
  };
}

/**
 * The slip's total odds: the exact product of its picks' odds as shown, rounded down once to the hundredth
 * (engines/slipOdds.ts, the rule the server settles with).
 */
export function combinedOdds(picks: readonly { odds: string }[]): string {
  return hundredthsText(slipOdds(picks.map((p) => oddsHundredths(p.odds) ?? 0)));
}

/** What the slip pays if it wins: stake × total odds, rounded down to the centavo ("0.00" if the stake is not an amount). */
export function potentialReturn(amount: string, odds: string): string {
  const cents = stakeCents(amount);
  if (cents <= 0) return '0.00';
  return hundredthsText(slipReturnCents(cents, oddsHundredths(odds) ?? 0));
}

/** A stake as typed ("10,00" or "10.00") in centavos, or 0 when it is not an amount with at most two decimals. */
export function stakeCents(amount: string): number {
  const value = amount.trim().replace(',', '.');
  return /^\d+(\.\d{1,2})?$/.test(value) ? Math.round(Number(value) * 100) : 0;
}

/**
 * The most the stake may be: the slip's maximum, or the balance when that is less (a guest's balance is
 * unknown: null), in centavos.
 */
export function stakeCap(maxBet: string, balance: string | null): number {
  const max = stakeCents(maxBet);
  return balance === null ? max : Math.min(max, stakeCents(balance));
}

/** The stake raised by a quick amount, at most the cap (what was typed that is not an amount counts as 0). */
export function raisedStake(amount: string, add: string, cap: number): string {
  return hundredthsText(Math.min(cap, stakeCents(amount) + stakeCents(add)));
}

export const MAX_PICKS = 10;

/** The odds the server answered instead (sports.odds_changed): each changed pick's new odds by its key. */
export type OddsChanged = { kind: 'oddsChanged'; odds: Record<string, string> };
export const isOddsChanged = (error: unknown): error is OddsChanged =>
  typeof error === 'object' && error !== null && (error as { kind?: unknown }).kind === 'oddsChanged';

/** What the bet builder asks the server: the match and its picks (the quote), and the odds and stake to place it. */
export type BuilderQuoteRequest = { fixture_id: string; picks: BuilderPickBody[] };
export type BuilderRequest = BuilderQuoteRequest & { odds: string; amount: string };

/** The server's refusal of a builder's odds (sports.odds_changed): its odds now, to accept. */
export const BUILDER_ODDS = 'builder';

/** Whether the picks make a bet builder: two or more, every one from the same match. */
export const isBuilderSlip = (picks: readonly SlipPick[]) =>
  picks.length >= 2 && picks.every((p) => p.fixtureId === picks[0]!.fixtureId);

/** Whether two or more picks are from one match: the slip offers a builder instead of an accumulator. */
export const hasSameMatch = (picks: readonly SlipPick[]) => new Set(picks.map((p) => p.fixtureId)).size < picks.length;

const builderQuoteRequest = (picks: readonly SlipPick[]): BuilderQuoteRequest => ({
  fixture_id: picks[0]?.fixtureId ?? '',
  picks: picks.map((p) => ({ market: p.market, selection: p.selection })),
});

export type BetSlipInput = {
  minBet: string;
  maxBet: string;
  pick?: string;
  events?: readonly SportsEvent[];
  /** The picks a slip of the page before held (the board's slip on a match's page, and back). */
  picks?: readonly SlipPick[];
  /** The live bet delay the rules publish (LIVE_BET_DELAY_SECONDS unless given). */
  betDelaySeconds?: number;
};

export type BetSlipContext = {
  minBet: string;
  maxBet: string;
  picks: SlipPick[];
  amount: string;
  /** Whether the slip is open (a sheet over the page on a phone; always shown on a desktop). */
  open: boolean;
  error: Text | null;
  /** The new odds of the picks whose odds moved, while the player is asked to accept them. */
  changed: Record<string, string>;
  placed: Slip | null;
  /** How long a slip with a live selection waits before the server accepts it at the odds then in force. */
  betDelaySeconds: number;
  /** The bet builder's quote for the picks (their joint odds and the builder's margin); `moved`: new odds to accept. */
  builder: { odds: string; margin: string; moved: boolean } | null;
};

export type BetSlipEvent =
  | BoardPush
  | { type: 'slip.toggle'; pick: SlipPick }
  | { type: 'slip.remove'; key: string }
  | { type: 'slip.clear' }
  | { type: 'slip.amount'; amount: string }
  /** A quick-stake chip: add this amount to the stake, within the balance (null for a guest) and the maximum. */
  | { type: 'slip.amount.add'; amount: string; balance: string | null }
  /** The "Max" chip: the most the stake may be, the balance or the maximum, whichever is less. */
  | { type: 'slip.amount.max'; balance: string | null }
  | { type: 'slip.open' }
  | { type: 'slip.close' }
  | { type: 'slip.place' }
  /** "Criar Aposta": price the picks of one match together (the server's quote), to place them as a builder. */
  | { type: 'slip.builder' }
  /** Back from the builder to the selections. */
  | { type: 'slip.builder.cancel' }
  | { type: 'slip.accept' }
  | { type: 'slip.done' };

export const ADD_A_SELECTION = msg`Add a selection first`;
export const TOO_MANY_SELECTIONS = msg`A bet slip takes at most 10 selections`;

const withNewOdds = (picks: SlipPick[], changed: Record<string, string>) =>
  picks.map((p) => ({ ...p, odds: changed[pickKey(p)] ?? p.odds }));

/**
 * The picks' new odds after a push of the board's stream: `changed` (the odds already known to have moved)
 * with each pick whose match is on the pushed board set to its odds there when they differ from the pick's, or
 * dropped when they are the pick's again. A market without prices (suspended) changes nothing here: the
 * server refuses the bet with its reason.
 */
export function pushedOdds(
  picks: readonly SlipPick[],
  changed: Record<string, string>,
  push: BoardPush,
): Record<string, string> {
  if (push.type === 'board.dropped') return changed;
  const events = push.board.events;
  const out = { ...changed };
  for (const pick of picks) {
    const now = pickFromKey(pickKey(pick), events)?.odds;
    if (now === undefined) continue;
    if (now === pick.odds) delete out[pickKey(pick)];
    else out[pickKey(pick)] = now;
  }
  return out;
}

const moved = (changed: Record<string, string>) => Object.keys(changed).length > 0;

/** The stake's events: the same while editing the picks and while a builder's odds are shown. */
const balanceOf = ({ event }: { event: { balance: string | null } }) => ({ balance: event.balance });
const STAKE_EVENTS = {
  'slip.amount': { actions: 'setAmount' },
  'slip.amount.add': { guard: { type: 'canRaise', params: balanceOf }, actions: 'raiseAmount' },
  'slip.amount.max': { guard: { type: 'canMax', params: balanceOf }, actions: 'maxAmount' },
} as const;

/** Sending a slip or a builder: one with a live selection is accepted only once the live bet delay has passed. */
const SENDING = {
  initial: 'sending',
  states: {
    sending: { always: { guard: 'hasLivePick', target: 'accepting' } },
    accepting: {},
  },
} as const;

/** A slip or a builder the server took: shown placed, the picks emptied, the balance read again. */
const PLACED = {
  target: '#betSlip.placed',
  actions: [
    { type: 'slipTaken', params: ({ event }: { event: { output: Slip } }) => ({ placed: event.output }) },
    'balanceChanged',
    'slipPlaced',
  ],
} as const;

/**
 * The bet slip: selections added and removed (one per match: another selection of the same match takes
 * its place), the stake (typed, or raised by quick amounts within the balance and the maximum), the combined
 * odds and the potential return; placing it as a single or an
 * accumulator at the odds shown; when the server says the odds moved, or the board's stream pushes new
 * odds for a pick, the new odds are shown to accept (placing again) or to keep editing; a refusal is said
 * with the server's reason. A slip with a selection on a match being played is placed `accepting`: the
 * server waits the live bet delay, then accepts it at the odds then in force or refuses it (new odds to
 * accept, or a market suspended).
 */
export const betSlipMachine = setup({
  types: {
    input: {} as BetSlipInput,
    context: {} as BetSlipContext,
    events: {} as BetSlipEvent,
  },
  actors: {
    placeSlip: notProvidedPromise<Slip, { legs: SlipLegBody[]; amount: string }>('placeSlip'),
    quoteBuilder: notProvidedPromise<BuilderQuote, BuilderQuoteRequest>('quoteBuilder'),
    placeBuilder: notProvidedPromise<Slip, BuilderRequest>('placeBuilder'),
    boardStream: noBoardStream,
  },
  actions: {
    balanceChanged: notProvided('balanceChanged'),
    slipPlaced: notProvided('slipPlaced'),
    toggle: assign(({ context }, params: { pick: SlipPick }) => {
      const key = pickKey(params.pick);
      if (context.picks.some((p) => pickKey(p) === key)) {
        return { picks: context.picks.filter((p) => pickKey(p) !== key), error: null };
      }
      // Another selection of the same market takes its place; one of another market of the match joins it (a builder).
      const others = context.picks.filter(
        (p) => p.fixtureId !== params.pick.fixtureId || p.market !== params.pick.market,
      );
      if (others.length >= MAX_PICKS) return { error: TOO_MANY_SELECTIONS };
      return { picks: [...others, params.pick], error: null, placed: null };
    }),
    slipTaken: assign((_, params: { placed: Slip }) => ({ placed: params.placed, picks: [], changed: {} })),
    setAmount: assign(({ event }) => (event.type === 'slip.amount' ? { amount: event.amount, error: null } : {})),
    raiseAmount: assign(({ context, event }) =>
      event.type === 'slip.amount.add'
        ? { amount: raisedStake(context.amount, event.amount, stakeCap(context.maxBet, event.balance)), error: null }
        : {},
    ),
    maxAmount: assign(({ context, event }) =>
      event.type === 'slip.amount.max'
        ? { amount: hundredthsText(stakeCap(context.maxBet, event.balance)), error: null }
        : {},
    ),
    takePushed: assign({
      changed: ({ context, event }) => pushedOdds(context.picks, context.changed, event as BoardPush),
      error: null,
    }),
    showProblem: assign({
      error: ({ context }) =>
        context.picks.length === 0
          ? ADD_A_SELECTION
          : amountProblem(context.amount, { min: context.minBet, max: context.maxBet }),
    }),
  },
  guards: {
    canPlace: ({ context }) =>
      context.picks.length > 0 && amountProblem(context.amount, { min: context.minBet, max: context.maxBet }) === null,
    oddsMoved: ({ event }) => isOddsChanged((event as { error?: unknown }).error),
    hasLivePick: ({ context }) => context.picks.some((p) => p.live === true),
    isBuilder: ({ context }) => isBuilderSlip(context.picks),
    /** A push moves a pick's odds (from those shown, or from the new ones already shown). */
    pushMoves: ({ context, event }) => moved(pushedOdds(context.picks, context.changed, event as BoardPush)),
    /** The stake can still go up: the cap reaches the minimum bet and the stake is below it. */
    canRaise: ({ context }, params: { balance: string | null }) => {
      const cap = stakeCap(context.maxBet, params.balance);
      return cap >= stakeCents(context.minBet) && stakeCents(context.amount) < cap;
    },
    /** The stake can be set to the cap: it reaches the minimum bet and the stake is not already it. */
    canMax: ({ context }, params: { balance: string | null }) => {
      const cap = stakeCap(context.maxBet, params.balance);
      return cap >= stakeCents(context.minBet) && stakeCents(context.amount) !== cap;
    },
  },
}).createMachine({
  id: 'betSlip',
  context: ({ input }) => {
    const first = input.pick ? pickFromKey(input.pick, input.events ?? []) : null;
    const kept = (input.picks ?? []).filter((p) => p.fixtureId !== first?.fixtureId).slice(0, MAX_PICKS - 1);
    return {
      minBet: input.minBet,
      maxBet: input.maxBet,
      picks: first ? [...kept, first] : [...(input.picks ?? [])],
      amount: '10.00',
      open: first !== null,
      error: null,
      changed: {},
      placed: null,
      betDelaySeconds: input.betDelaySeconds ?? LIVE_BET_DELAY_SECONDS,
      builder: null,
    };
  },
  initial: 'editing',
  // The board's stream, for as long as the slip is shown (a page without one provides none).
  invoke: { id: 'boardStream', src: 'boardStream' },
  on: {
    'slip.open': { actions: assign({ open: true }) },
    'slip.close': { actions: assign({ open: false }) },
  },
  states: {
    editing: {
      on: {
        'slip.toggle': { actions: { type: 'toggle', params: ({ event }) => ({ pick: event.pick }) } },
        'slip.remove': {
          actions: assign({ picks: ({ context, event }) => context.picks.filter((p) => pickKey(p) !== event.key) }),
        },
        'slip.clear': { actions: assign({ picks: [], error: null }) },
        ...STAKE_EVENTS,
        'slip.builder': { guard: 'isBuilder', target: 'building' },
        'slip.place': [{ guard: 'canPlace', target: 'placing' }, { actions: 'showProblem' }],
        'board.snapshot': { guard: 'pushMoves', target: 'oddsChanged', actions: 'takePushed' },
      },
    },
    placing: {
      entry: assign({ error: null }),
      ...SENDING,
      invoke: {
        id: 'placeSlip',
        src: 'placeSlip',
        input: ({ context }) => ({
          legs: context.picks.map((p) => ({
            fixture_id: p.fixtureId,
            market: p.market,
            selection: p.selection,
            odds: p.odds,
          })),
          amount: context.amount.trim().replace(',', '.'),
        }),
        onDone: PLACED,
        onError: [
          {
            guard: 'oddsMoved',
            target: 'oddsChanged',
            actions: assign({ changed: ({ event }) => (event.error as OddsChanged).odds }),
          },
          { target: 'editing', actions: assign({ error: ({ event }) => failureMessage(event.error) }) },
        ],
      },
    },
    oddsChanged: {
      on: {
        // Odds pushed meanwhile: the new odds to accept follow them; back to their own, nothing to accept.
        'board.snapshot': [
          { guard: 'pushMoves', actions: 'takePushed' },
          { target: 'editing', actions: assign({ changed: {} }) },
        ],
        'slip.toggle': {
          target: 'editing',
          actions: [
            assign({ picks: ({ context }) => withNewOdds(context.picks, context.changed), changed: {} }),
            { type: 'toggle', params: ({ event }) => ({ pick: event.pick }) },
          ],
        },
        'slip.accept': {
          target: 'placing',
          actions: assign({ picks: ({ context }) => withNewOdds(context.picks, context.changed), changed: {} }),
        },
        'slip.done': {
          target: 'editing',
          actions: assign({ picks: ({ context }) => withNewOdds(context.picks, context.changed), changed: {} }),
        },
        'slip.remove': {
          target: 'editing',
          actions: assign({
            picks: ({ context, event }) =>
              withNewOdds(context.picks, context.changed).filter((p) => pickKey(p) !== event.key),
            changed: {},
          }),
        },
      },
    },
    // The bet builder: the picks of one match priced together by the server, placed as one bet at that price.
    building: {
      initial: 'quoting',
      exit: assign({ builder: null }),
      on: {
        'slip.builder.cancel': { target: 'editing' },
        'slip.remove': {
          target: 'editing',
          actions: assign({ picks: ({ context, event }) => context.picks.filter((p) => pickKey(p) !== event.key) }),
        },
        'slip.toggle': {
          target: 'editing',
          actions: { type: 'toggle', params: ({ event }) => ({ pick: event.pick }) },
        },
      },
      states: {
        quoting: {
          entry: assign({ error: null }),
          invoke: {
            id: 'quoteBuilder',
            src: 'quoteBuilder',
            input: ({ context }) => builderQuoteRequest(context.picks),
            onDone: {
              target: 'quoted',
              actions: assign({
                builder: ({ event }) => ({ odds: event.output.odds, margin: event.output.margin, moved: false }),
              }),
            },
            // Refused (the selections cannot all happen, a market the builder does not combine…): said, back to the picks.
            onError: {
              target: '#betSlip.editing',
              actions: assign({ error: ({ event }) => failureMessage(event.error) }),
            },
          },
        },
        quoted: {
          on: {
            ...STAKE_EVENTS,
            'slip.place': [{ guard: 'canPlace', target: 'placing' }, { actions: 'showProblem' }],
          },
        },
        placing: {
          entry: assign({ error: null }),
          ...SENDING,
          invoke: {
            id: 'placeBuilder',
            src: 'placeBuilder',
            input: ({ context }) => ({
              ...builderQuoteRequest(context.picks),
              odds: context.builder?.odds ?? '',
              amount: context.amount.trim().replace(',', '.'),
            }),
            onDone: PLACED,
            onError: [
              {
                guard: 'oddsMoved',
                target: 'quoted',
                actions: assign({
                  builder: ({ context, event }) => ({
                    odds: (event.error as OddsChanged).odds[BUILDER_ODDS] ?? context.builder?.odds ?? '',
                    margin: context.builder?.margin ?? '',
                    moved: true,
                  }),
                }),
              },
              { target: 'quoted', actions: assign({ error: ({ event }) => failureMessage(event.error) }) },
            ],
          },
        },
      },
    },
    placed: {
      on: {
        'slip.done': { target: 'editing', actions: assign({ placed: null }) },
        'slip.toggle': {
          target: 'editing',
          actions: [assign({ placed: null }), { type: 'toggle', params: ({ event }) => ({ pick: event.pick }) }],
        },
      },
    },
  },
});

export type BetSlipActorRef = ActorRefFrom<typeof betSlipMachine>;
