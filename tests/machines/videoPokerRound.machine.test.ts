import { waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { RoundView } from '../../contract/rounds';
import type { VideoPokerView } from '../../engines/videopoker';
import { videoPokerRoundMachine, viewOf } from '../../machines/videoPokerRound.machine';
import { pathCoverage } from './paths';
import { dealRoundEvents, dealRoundFixtures, startDealRound } from './tableFixtures';
import { codeOf, networkFailure, refused, text } from './support';

const dealt: VideoPokerView = {
  dealt: ['JS', 'JH', '4D', '7C', '9S'],
  cards: ['JS', 'JH', '4D', '7C', '9S'],
  held: null,
  hand: 'jacks_or_better',
  pays: 1,
  win: null,
};
const drawn: VideoPokerView = {
  ...dealt,
  cards: ['JS', 'JH', 'JD', '2C', '5S'],
  held: [true, true, false, false, false],
  hand: 'three_of_a_kind',
  pays: 3,
  win: '3.00',
};
const { next, round, table } = dealRoundFixtures<VideoPokerView>(
  { engine: 'videopoker', variant: 'jacks', gameId: 9, rtp: '99.54' },
  { stake: '1.00', win: '3.00', balance: '99.00' },
);
const opened = round('open', dealt);
const settled = round('settled', drawn);
const run = (options: Parameters<typeof startDealRound>[3] = {}) =>
  startDealRound(videoPokerRoundMachine, { gameId: 9, launch: 'L' }, { table, opened, settled }, options);

describe('video poker round', () => {
  it('deals five cards, holds the ones tapped, draws and pays', async () => {
    const { actor, clock, balanceChanged, requests } = run();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'videopoker.amount', amount: '1,00' });
    actor.send({ type: 'videopoker.deal' });
    await waitFor(actor, (s) => s.matches('deciding'));
    expect(requests).toEqual([{ game_id: 9, launch: 'L', choice: { amount: '1.00' } }]);
    expect(viewOf(actor.getSnapshot().context.round)?.cards).toHaveLength(5);
    actor.send({ type: 'videopoker.hold', index: 0 });
    actor.send({ type: 'videopoker.hold', index: 1 });
    actor.send({ type: 'videopoker.hold', index: 2 });
    actor.send({ type: 'videopoker.hold', index: 2 });
    actor.send({ type: 'videopoker.hold', index: 7 });
    expect(actor.getSnapshot().context.holds).toEqual([true, true, false, false, false]);
    actor.send({ type: 'videopoker.draw' });
    await waitFor(actor, (s) => s.matches('revealing'));
    expect(requests[1]).toEqual({ round_id: 'r1', launch: 'L', action: { hold: [true, true, false, false, false] } });
    expect(balanceChanged).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.commitment).toEqual(next);
    clock.increment(900);
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(viewOf(actor.getSnapshot().context.round)?.hand).toBe('three_of_a_kind');
    actor.send({ type: 'videopoker.deal' });
    await waitFor(actor, (s) => s.matches('deciding'));
    expect(actor.getSnapshot().context.holds).toEqual([false, false, false, false, false]);
  });

  it('resumes an open hand, keeps it on a failed draw and reloads when it was closed meanwhile', async () => {
    let open: RoundView | null = opened;
    let calls = 0;
    const { actor } = run({
      loadTable: async () => table(open),
      act: async () => {
        calls += 1;
        if (calls === 1) throw networkFailure();
        open = null;
        throw refused('round.over', 'This round is already over', 409);
      },
    });
    await waitFor(actor, (s) => s.matches('deciding'));
    actor.send({ type: 'videopoker.draw' });
    await waitFor(actor, (s) => s.matches('deciding') && s.context.error !== null);
    actor.send({ type: 'videopoker.draw' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(codeOf(actor.getSnapshot().context.error)).toBe('round.over');
  });

  it('refuses bad amounts, shows a refused bet, retries a failed load and skips the reveal', async () => {
    let fail = true;
    let refuse = true;
    const { actor, requests } = run({
      loadTable: async () => {
        if (fail) throw networkFailure();
        return table();
      },
      start: async () => {
        if (refuse) throw refused('bet.insufficient_balance', 'Insufficient balance');
        return settled;
      },
    });
    await waitFor(actor, (s) => s.matches('loadFailed'));
    fail = false;
    actor.send({ type: 'videopoker.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'videopoker.amount', amount: '0.01' });
    actor.send({ type: 'videopoker.deal' });
    expect(text(actor.getSnapshot().context.error as never)).toBe('The amount must not be less than {min}');
    expect(requests).toEqual([]);
    actor.send({ type: 'videopoker.amount', amount: '1.00' });
    actor.send({ type: 'videopoker.deal' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.error !== null);
    expect(codeOf(actor.getSnapshot().context.error)).toBe('bet.insufficient_balance');
    refuse = false;
    actor.send({ type: 'videopoker.deal' });
    await waitFor(actor, (s) => s.matches('revealing'));
    actor.send({ type: 'videopoker.skip' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
  });

  it('walks every reachable state and transition', () => {
    const coverage = pathCoverage('videoPokerRound', videoPokerRoundMachine, {
      inputs: [{ gameId: 9, launch: 'L' }],
      events: dealRoundEvents(
        { id: 'videoPokerRound', prefix: 'videopoker', reveal: 'cardsTurn' },
        { table, opened, settled },
        [{ type: 'videopoker.hold', index: 1 }, { type: 'videopoker.draw' }],
      ),
    });
    console.log(coverage.summary);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
