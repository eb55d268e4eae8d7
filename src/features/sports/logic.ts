import { fromCallback, fromPromise } from 'xstate';
import type { SportsApi } from '../../api/sports';
// The board's machine and calls are in the home's block's chunk (vite.config.ts, "sports-board"), which
// the section's page has loaded by then.
import { sportsBoardApi, type SportsBoardApi } from '../../api/sportsBoard';
import { sportsBoardMachine, type BoardPush, type BoardStreamInput } from '../../../machines/sportsBoard.machine';
import { once, type AppDeps } from '../../app/flows';
import type { SlipLegBody, SportId, SportsBoard } from '../../../contract/sports';
import { failureCode, isApiFailure } from '../../../machines/shared';
import type { CashOutRequest } from '../../../machines/cashOut.machine';
import type { BuilderQuoteRequest, BuilderRequest } from '../../../machines/betSlip.machine';
import type { StarRequest } from '../../../machines/favouriteLeagues.machine';

/** The players' names by selection id ("home:9") from a fixture's model params (its line-ups), if it has them. */
export function lineupNames(params: unknown): Record<string, string> {
  const names: Record<string, string> = {};
  for (const side of ['home', 'away'] as const) {
    const lineup = (params as Record<string, { lineup?: unknown } | undefined> | null | undefined)?.[side]?.lineup;
    if (!Array.isArray(lineup)) continue;
    for (const player of lineup as { number?: unknown; name?: unknown }[]) {
      if (typeof player.number === 'number' && typeof player.name === 'string') {
        names[`${side}:${player.number}`] = player.name;
      }
    }
  }
  return names;
}

/** The sports section's effects: the board, slips and the member's bets through the sports API. */
export function createLoaders({ api, refresh: balanceChanged }: AppDeps) {
  const sports = once((): Promise<SportsApi> =>
    import('../../api/sports').then(({ sportsApi }) => sportsApi(api.client)),
  );
  /**
   * The board's streams as callback actors: the machines stay pure, the shared EventSources live here. Their
   * client loads with the sports section's first stream (the home page's block reads its board once).
   * `boardStream` follows a sport's board (football's without a sport); `sectionStream` follows whatever the
   * page's streams push (the slip, My bets), opening none.
   */
  const streamClient = (
    subscribe: (
      client: typeof import('../../api/sportsStream'),
      input: BoardStreamInput,
      sendBack: (push: BoardPush) => void,
    ) => () => void,
  ) =>
    fromCallback<BoardPush, BoardStreamInput>(({ sendBack, input }) => {
      let stop: (() => void) | null = null;
      let stopped = false;
      void import('../../api/sportsStream').then((client) => {
        if (!stopped) stop = subscribe(client, input, sendBack);
      });
      return () => {
        stopped = true;
        stop?.();
      };
    });
  // Another sport's board is its own stream; football's keeps the query without one.
  const boardStream = streamClient(({ subscribeBoard }, input, sendBack) =>
    subscribeBoard(input?.sport && input.sport !== 'football' ? { sport: input.sport } : {}, sendBack),
  );
  const sectionStream = streamClient(({ subscribeSection }, _input, sendBack) => subscribeSection(sendBack));
  /**
   * The board flow: read once through the board's calls, then kept by the stream of `query`.
   */
  const board = (read: (calls: SportsBoardApi, signal: AbortSignal, sport: SportId) => Promise<SportsBoard>) => {
    const calls = sportsBoardApi(api.client);
    return Promise.resolve(
      sportsBoardMachine.provide({
        actors: {
          fetchBoard: fromPromise(({ signal, input }: { signal: AbortSignal; input: { sport: SportId } }) =>
            read(calls, signal, input.sport),
          ),
          boardStream,
        },
      }),
    );
  };
  return {
    // Football's board follows the stream; another sport's is read when the navigation chooses it.
    sportsBoard: once(() =>
      board((calls, signal, sport) => calls.board(sport === 'football' ? {} : { sport }, signal)),
    ),
    betSlip: once(() =>
      Promise.all([import('../../../machines/betSlip.machine'), sports()]).then(
        ([{ betSlipMachine, pickKey, BUILDER_ODDS }, calls]) =>
          betSlipMachine.provide({
            actors: {
              // The page's stream (its board's or match's): the picks' odds as they move.
              boardStream: sectionStream,
              placeSlip: fromPromise(
                async ({ input, signal }: { input: { legs: SlipLegBody[]; amount: string }; signal: AbortSignal }) => {
                  try {
                    return await calls.placeSlip(input, signal);
                  } catch (error) {
                    if (failureCode(error) !== 'sports.odds_changed') throw error;
                    // The odds moved: read them now and offer them to accept.
                    const board = await calls.board({}, signal);
                    const odds: Record<string, string> = {};
                    for (const leg of input.legs) {
                      const now =
                        board.events
                          .find((e) => e.id === leg.fixture_id)
                          ?.markets.find((m) => m.market === leg.market)
                          ?.selections.find((s) => s.selection === leg.selection)?.odds ??
                        // A market beyond the board's four (taken on the match page): its fixture's markets.
                        (await calls.fixtureMarkets(leg.fixture_id, signal).catch(() => null))?.groups
                          .flatMap((g) => g.markets)
                          .find((m) => m.id === leg.market)
                          ?.selections.find((s) => s.selection === leg.selection)?.odds;
                      if (now && now !== leg.odds) {
                        odds[pickKey({ fixtureId: leg.fixture_id, market: leg.market, selection: leg.selection })] =
                          now;
                      }
                    }
                    if (Object.keys(odds).length === 0) throw error;
                    throw { kind: 'oddsChanged', odds };
                  }
                },
              ),
              quoteBuilder: fromPromise(({ input, signal }: { input: BuilderQuoteRequest; signal: AbortSignal }) =>
                calls.quoteBuilder(input, signal),
              ),
              // A builder's odds that moved come with the refusal: offered to accept.
              placeBuilder: fromPromise(async ({ input, signal }: { input: BuilderRequest; signal: AbortSignal }) => {
                try {
                  return await calls.placeBuilder(input, signal);
                } catch (error) {
                  const odds = isApiFailure(error) ? error.params?.odds : undefined;
                  if (failureCode(error) !== 'sports.odds_changed' || !odds) throw error;
                  throw { kind: 'oddsChanged', odds: { [BUILDER_ODDS]: odds } };
                }
              }),
            },
            actions: { balanceChanged, slipPlaced: () => undefined },
          }),
      ),
    ),
    // Cashing out a bet of My bets: the value the server offers, paid through the wallet.
    cashOut: once(() =>
      Promise.all([import('../../../machines/cashOut.machine'), sports()]).then(([{ cashOutMachine }, calls]) =>
        cashOutMachine.provide({
          actors: {
            cashOut: fromPromise(async ({ input, signal }: { input: CashOutRequest; signal: AbortSignal }) => {
              const done = await calls.cashOut(input, signal);
              balanceChanged();
              return done;
            }),
          },
        }),
      ),
    ),
    // The member's bets (My bets, the slip's open bets), read again when the section's stream pushes a
    // change to a match they ride on.
    sportsSlips: once(() => {
      let lastPaid: string | null = null;
      return Promise.all([import('../../../machines/mySlips.machine'), sports()]).then(([{ mySlipsMachine }, calls]) =>
        mySlipsMachine.provide({
          actors: {
            // A bet settled or cashed out since the last read: the balance is read again with them (not on
            // every offer's move).
            fetchSlips: fromPromise(async ({ signal }: { signal: AbortSignal }) => {
              const slips = await calls.slips(signal);
              const paid = slips.map((s) => `${s.slip_id}:${s.status}:${s.cashed_out}`).join();
              if (paid !== lastPaid) balanceChanged();
              lastPaid = paid;
              return slips;
            }),
            boardStream: sectionStream,
          },
        }),
      );
    }),
    // One match's page: its markets, read again when the section's stream pushes a change to this match.
    matchPage: once(() =>
      Promise.all([import('../../../machines/matchPage.machine'), sports()]).then(([{ matchPageMachine }, calls]) =>
        matchPageMachine.provide({
          actors: {
            fetchMatch: fromPromise(
              async ({ input, signal }: { input: { code: string; players: boolean }; signal: AbortSignal }) => {
                const [markets, fixture] = await Promise.all([
                  calls.fixtureMarkets(input.code, signal),
                  // The line-ups do not change: read with the first read only (a fixture without them names none).
                  input.players ? calls.fixture(input.code, signal).catch(() => null) : null,
                ]);
                return { markets, players: lineupNames(fixture?.params) };
              },
            ),
            boardStream,
          },
        }),
      ),
    ),
    // The member's starred leagues (first in the board's navigation and list).
    favouriteLeagues: once(() =>
      Promise.all([import('../../../machines/favouriteLeagues.machine'), import('../../api/sportsPrefs')]).then(
        ([{ favouriteLeaguesMachine }, { sportsPrefsApi }]) => {
          const prefs = sportsPrefsApi(api.client);
          return favouriteLeaguesMachine.provide({
            actors: {
              loadLeagues: fromPromise(async ({ signal }) => (await prefs.favouriteLeagues(signal)).leagues),
              setStar: fromPromise<unknown, StarRequest>(({ input, signal }) =>
                prefs.starLeague(input.league, input.favourite, signal),
              ),
            },
          });
        },
      ),
    ),
  };
}
