import { fromCallback, fromPromise, type AnyStateMachine } from 'xstate';
import type { HouseApi } from '../../api/house';
import { once, type AppDeps } from '../../app/flows';
import type { RoundView } from '../../../contract/rounds';
import { centsOf, hundredthsText as moneyOf } from '../../../engines/types';
import type { LiveBetRequest, LiveTableEvent } from '../../../machines/liveTable.machine';

/**
 * The house tables' flows: each engine's round machine with the calls every table makes, the live table
 * with its stream, and the verifier with the engines' replay; each loaded with its screen on first use.
 */
export function createTableLoaders(
  { api, refresh: balanceChanged }: Pick<AppDeps, 'api' | 'refresh'>,
  house: () => Promise<HouseApi>,
) {
  /**
   * A house table's round machine (machines/<engine>Round.machine.ts) with the calls every engine makes:
   * its table, a round's start and an action on an open round; the header's balance follows each.
   */
  const table = <M extends AnyStateMachine>(machine: () => Promise<M>) =>
    once(() =>
      Promise.all([machine(), house()]).then(
        ([loaded, tables]) =>
          loaded.provide({
            actors: {
              loadTable: fromPromise(({ input, signal }: { input: { gameId: number }; signal: AbortSignal }) =>
                tables.table(input.gameId, signal),
              ),
              start: fromPromise(
                ({
                  input,
                  signal,
                }: {
                  input: { game_id: number; launch: string; choice: unknown };
                  signal: AbortSignal;
                }) => tables.start(input, signal),
              ),
              act: fromPromise(
                ({
                  input,
                  signal,
                }: {
                  input: { round_id: string; launch: string; action: unknown };
                  signal: AbortSignal;
                }) => tables.act(input, signal),
              ),
            },
            actions: { balanceChanged },
          } as never) as M,
      ),
    );
  return {
    // ── the house tables (one line each: name: table(() => import(machine file).then((m) => m.machine)) ──
    // ── slots ──
    slotRound: table(() => import('../../../machines/slotRound.machine').then((m) => m.slotRoundMachine)),
    // ── roulette and baccarat ──
    rouletteRound: table(() => import('../../../machines/rouletteRound.machine').then((m) => m.rouletteRoundMachine)),
    baccaratRound: table(() => import('../../../machines/baccaratRound.machine').then((m) => m.baccaratRoundMachine)),
    // ── blackjack and video poker ──
    blackjackRound: table(() =>
      import('../../../machines/blackjackRound.machine').then((m) => m.blackjackRoundMachine),
    ),
    videoPokerRound: table(() =>
      import('../../../machines/videoPokerRound.machine').then((m) => m.videoPokerRoundMachine),
    ),
    // ── bingo, video bingo and keno ──
    bingoRound: table(() => import('../../../machines/bingoRound.machine').then((m) => m.bingoRoundMachine)),
    videoBingoRound: table(() =>
      import('../../../machines/videoBingoRound.machine').then((m) => m.videoBingoRoundMachine),
    ),
    kenoRound: table(() => import('../../../machines/kenoRound.machine').then((m) => m.kenoRoundMachine)),
    // ── mines, plinko, dice and fish ──
    minesRound: table(() => import('../../../machines/minesRound.machine').then((m) => m.minesRoundMachine)),
    plinkoRound: table(() => import('../../../machines/plinkoRound.machine').then((m) => m.plinkoRoundMachine)),
    diceRound: table(() => import('../../../machines/diceRound.machine').then((m) => m.diceRoundMachine)),
    fishRound: table(() => import('../../../machines/fishRound.machine').then((m) => m.fishRoundMachine)),
    // ── live tables ──
    liveTable: once(() =>
      Promise.all([import('../../../machines/liveTable.machine'), import('../../api/live')]).then(
        ([{ liveTableMachine }, { liveApi }]) => {
          const live = liveApi(api.client);
          return liveTableMachine.provide({
            actors: {
              loadTable: fromPromise(({ input, signal }: { input: { gameId: number }; signal: AbortSignal }) =>
                live.table(input.gameId, signal),
              ),
              placeBets: fromPromise(({ input, signal }: { input: LiveBetRequest; signal: AbortSignal }) =>
                live.bet(input, signal),
              ),
              // The stream as a callback actor: the machine stays pure, the EventSource lives here.
              stream: fromCallback<LiveTableEvent, { gameId: number }>(({ input, sendBack }) =>
                live.stream(
                  input.gameId,
                  (state) => sendBack({ type: 'live.state', state }),
                  () => sendBack({ type: 'live.dropped' }),
                ),
              ),
            },
            actions: { balanceChanged },
          });
        },
      ),
    ),
    verifyRound: once(() =>
      Promise.all([import('../../../machines/verifyRound.machine'), import('../../../engines/replay'), house()]).then(
        ([{ verifyRoundMachine }, { replayRound }, tables]) =>
          verifyRoundMachine.provide({
            actors: {
              loadRound: fromPromise(({ input, signal }: { input: { roundId: string }; signal: AbortSignal }) =>
                tables.round(input.roundId, signal),
              ),
              replay: fromPromise(async ({ input: { round } }: { input: { round: RoundView } }) => {
                const replayed = replayRound({
                  engine: round.engine,
                  variant: round.variant,
                  choice: round.choice,
                  actions: round.actions,
                  serverSeed: round.fairness.server_seed ?? '',
                  serverSeedHash: round.fairness.server_seed_hash,
                  clientSeed: round.fairness.client_seed,
                  nonce: round.fairness.nonce,
                  winCents: centsOf(round.win),
                  view: round.view,
                });
                return {
                  hashMatches: replayed.hashMatches,
                  win: replayed.winCents === null ? null : moneyOf(replayed.winCents),
                  viewMatches: replayed.viewMatches,
                  view: replayed.view,
                };
              }),
            },
          }),
      ),
    ),
  };
}
