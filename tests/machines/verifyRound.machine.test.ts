import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { RoundView } from '../../contract/rounds';
import { verifyRoundMachine, type Verdict } from '../../machines/verifyRound.machine';
import { pathCoverage } from './paths';
import { networkFailure } from './support';

const round: RoundView = {
  round_id: 'r1',
  game_id: 3,
  engine: 'roulette',
  variant: 'tropical',
  status: 'settled',
  stake: '2.00',
  win: '72.00',
  balance: '100.00',
  choice: {},
  actions: [],
  view: { number: 17 },
  fairness: { server_seed_hash: 'aa', server_seed: 'bb', client_seed: 'c', nonce: 4 },
  next: { server_seed_hash: 'cc', nonce: 5 },
  created_at: '2026-11-25T12:00:00.000Z',
  closes_at: null,
};
const good: Verdict = { hashMatches: true, win: '72.00', viewMatches: true, view: { number: 17 } };

function run(loaded: RoundView, verdict: Verdict) {
  return createActor(
    verifyRoundMachine.provide({
      actors: { loadRound: fromPromise(async () => loaded), replay: fromPromise(async () => verdict) },
    }),
    { input: { roundId: 'r1' } },
  ).start();
}

describe('round verifier', () => {
  it('verifies a round whose seed, win and outcome all match', async () => {
    const actor = run(round, good);
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().matches('verified')).toBe(true);
  });

  it('flags a seed that is not the committed one, another win or another outcome', async () => {
    for (const verdict of [
      { ...good, hashMatches: false },
      { ...good, win: '0.00' },
      { ...good, win: null },
      { ...good, viewMatches: false },
    ]) {
      const actor = run(round, verdict);
      await waitFor(actor, (s) => s.status === 'done');
      expect(actor.getSnapshot().matches('mismatch')).toBe(true);
    }
  });

  it('does not replay an open round (its seed is still secret)', async () => {
    const actor = run({ ...round, status: 'open', fairness: { ...round.fairness, server_seed: null } }, good);
    await waitFor(actor, (s) => s.matches('stillOpen'));
    expect(actor.getSnapshot().context.verdict).toBeNull();
  });

  it('walks every transition', () => {
    const coverage = pathCoverage('verifyRound', verifyRoundMachine, {
      inputs: [{ roundId: 'r1' }],
      events: [
        { type: 'xstate.done.actor.loadRound', output: round },
        { type: 'xstate.done.actor.loadRound', output: { ...round, status: 'open' } },
        { type: 'xstate.error.actor.loadRound', error: networkFailure() },
        { type: 'xstate.done.actor.replay', output: good },
        { type: 'xstate.done.actor.replay', output: { ...good, hashMatches: false } },
        { type: 'xstate.error.actor.replay', error: new Error('bad') },
        { type: 'verify.retry' },
      ],
      simplePaths: true,
    });
    console.log(coverage.summary);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
