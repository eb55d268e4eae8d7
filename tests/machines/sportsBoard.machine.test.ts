import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { BOARD_POLL_MS, sportsBoardMachine } from '../../machines/sportsBoard.machine';
import type { SportsBoard } from '../../contract/sports';
import { pathCoverage } from './paths';
import { networkFailure } from './support';

const board = (at: string): SportsBoard => ({ at, leagues: [], events: [] });

describe('sportsBoard machine', () => {
  it('loads, polls in the background, keeps the last board when a refresh fails', async () => {
    vi.useFakeTimers();
    try {
      const answers: (() => Promise<SportsBoard>)[] = [
        async () => board('1'),
        async () => board('2'),
        async () => {
          throw networkFailure();
        },
        async () => board('4'),
      ];
      const actor = createActor(
        sportsBoardMachine.provide({ actors: { fetchBoard: fromPromise(() => answers.shift()!()) } }),
      ).start();
      await waitFor(actor, (s) => s.matches('showing'));
      expect(actor.getSnapshot().context.board?.at).toBe('1');
      await vi.advanceTimersByTimeAsync(BOARD_POLL_MS);
      expect(actor.getSnapshot().context.board?.at).toBe('2');
      await vi.advanceTimersByTimeAsync(BOARD_POLL_MS);
      expect(actor.getSnapshot().context).toMatchObject({ stale: true, board: { at: '2' } });
      await vi.advanceTimersByTimeAsync(BOARD_POLL_MS);
      expect(actor.getSnapshot().context).toMatchObject({ stale: false, board: { at: '4' } });
    } finally {
      vi.useRealTimers();
    }
  });

  it('offers a retry when the first load fails', async () => {
    let fail = true;
    const actor = createActor(
      sportsBoardMachine.provide({
        actors: {
          fetchBoard: fromPromise(async () => {
            if (fail) throw networkFailure();
            return board('1');
          }),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('failed'));
    fail = false;
    actor.send({ type: 'board.retry' });
    await waitFor(actor, (s) => s.matches('showing'));
  });

  it('covers every state and transition', () => {
    const coverage = pathCoverage('sportsBoard', sportsBoardMachine, {
      inputs: [undefined],
      events: [
        { type: 'board.retry' },
        { type: 'xstate.done.actor.0.sportsBoard.loading', output: board('1') },
        { type: 'xstate.error.actor.0.sportsBoard.loading', error: networkFailure() },
        { type: 'xstate.done.actor.0.sportsBoard.refreshing', output: board('2') },
        { type: 'xstate.error.actor.0.sportsBoard.refreshing', error: networkFailure() },
        { type: 'xstate.after.poll.sportsBoard.showing' },
      ],
    });
    console.log(coverage.summary);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
