import { createActor, fromPromise, SimulatedClock, waitFor, type AnyStateMachine } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { diceRoundMachine } from '../../machines/diceRound.machine';
import { fishRoundMachine, FISH_SHOT_MS, shotStake } from '../../machines/fishRound.machine';
import { PLINKO_DROP_MS, plinkoRoundMachine } from '../../machines/plinkoRound.machine';
import type { SingleRoundContext } from '../../machines/singleRound';
import type { RoundView, Table } from '../../contract/rounds';
import { pathCoverage } from './paths';
import { makeRound, makeTable } from './tableFixtures';
import { networkFailure, refused, text } from './support';

const input = { gameId: 7, launch: 'L' };

function run(machine: AnyStateMachine, start: () => Promise<RoundView>, table: () => Promise<Table>) {
  const clock = new SimulatedClock();
  const balanceChanged = vi.fn();
  const requests: unknown[] = [];
  const actor = createActor(
    machine.provide({
      actors: {
        loadTable: fromPromise(table),
        start: fromPromise(async ({ input }) => {
          requests.push(input);
          return start();
        }),
      },
      actions: { balanceChanged },
    }),
    { input, clock },
  ).start();
  return { actor, clock, balanceChanged, requests };
}

const CASES = [
  {
    name: 'plinko',
    machine: plinkoRoundMachine,
    table: makeTable('plinko'),
    choice: { amount: '2,50', rows: 16, risk: 'high' },
    sent: { amount: '2.50', rows: 16, risk: 'high' },
    reveal: PLINKO_DROP_MS,
    bad: [{ choice: { amount: '5000' }, message: 'Amount cannot be greater than {max}' }],
  },
  {
    name: 'dice',
    machine: diceRoundMachine,
    table: makeTable('dice'),
    choice: { amount: '1.00', target: '25,5', direction: 'over' },
    sent: { amount: '1.00', target: '25.5', direction: 'over' },
    reveal: 900,
    bad: [
      { choice: { target: 'x' }, message: 'Enter a target like 50.00' },
      { choice: { target: '99', direction: 'under' }, message: 'The win chance must be from 0.01% to 98.00%' },
      { choice: { target: '50', amount: '0.01' }, message: 'The amount must not be less than {min}' },
    ],
  },
  {
    name: 'fish',
    machine: fishRoundMachine,
    table: makeTable('fish'),
    choice: { amount: '0.50', level: 3, target: 'pacu' },
    sent: { amount: '0.50', level: 3, target: 'pacu' },
    reveal: FISH_SHOT_MS,
    bad: [
      { choice: { target: '' }, message: 'Aim at a fish first' },
      { choice: { target: 'pacu', amount: 'abc' }, message: 'Enter the amount in numbers, like 20.00' },
      { choice: { amount: '200', level: 10 }, message: 'Amount cannot be greater than {max}' },
    ],
  },
] as const;

describe.each(CASES)('$name round', ({ name, machine, table, choice, sent, reveal, bad }) => {
  const round = makeRound(name, { win: '3.00' });

  it('loads the table, plays the choice on the server, plays out the outcome, and lets the header follow', async () => {
    const { actor, clock, balanceChanged, requests } = run(
      machine,
      async () => round,
      async () => table,
    );
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.commitment).toEqual(table.commitment);
    actor.send({ type: 'round.choose', choice });
    actor.send({ type: 'round.play' });
    await waitFor(actor, (s) => s.matches('revealing'));
    expect(requests).toEqual([{ game_id: 7, launch: 'L', choice: sent }]);
    expect(balanceChanged).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context.commitment).toEqual(round.next);
    expect(actor.getSnapshot().context.history).toEqual([round]);
    clock.increment(reveal);
    expect(actor.getSnapshot().matches('ready')).toBe(true);
  });

  it('refuses a choice it can tell is wrong before asking the server, and shows the server’s refusal', async () => {
    let answer: () => Promise<RoundView> = async () => {
      throw refused('bet.insufficient_balance', 'Insufficient balance');
    };
    const { actor, requests } = run(
      machine,
      () => answer(),
      async () => table,
    );
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'round.choose', choice });
    for (const { choice: wrong, message } of bad) {
      actor.send({ type: 'round.choose', choice: wrong });
      actor.send({ type: 'round.play' });
      expect(actor.getSnapshot().matches('ready')).toBe(true);
      expect(text(actor.getSnapshot().context.error)).toBe(message);
      actor.send({ type: 'round.choose', choice });
    }
    expect(requests).toEqual([]);
    actor.send({ type: 'round.play' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.error !== null);
    expect(text(actor.getSnapshot().context.error)).toBe('Insufficient balance');
    answer = async () => round;
    actor.send({ type: 'round.play' });
    await waitFor(actor, (s) => s.matches('revealing'));
    actor.send({ type: 'round.skip' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
  });

  it('plays by itself at the outcome’s pace until stopped, and stops on a refusal', async () => {
    let left = 3;
    const { actor, clock, requests } = run(
      machine,
      async () => {
        left -= 1;
        if (left < 0) throw refused('bet.insufficient_balance', 'Insufficient balance');
        return round;
      },
      async () => table,
    );
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'round.choose', choice });
    actor.send({ type: 'round.auto', on: true });
    await waitFor(actor, (s) => s.matches('revealing'));
    actor.send({ type: 'round.skip' }); // not in automatic play: the rate stays capped
    expect(actor.getSnapshot().matches('revealing')).toBe(true);
    clock.increment(reveal);
    await waitFor(actor, (s) => s.matches('revealing'));
    expect(requests).toHaveLength(2);
    clock.increment(reveal);
    await waitFor(actor, (s) => s.matches('revealing'));
    clock.increment(reveal);
    await waitFor(actor, (s) => s.matches('ready') && !s.context.auto);
    expect(requests).toHaveLength(4);
    expect(text(actor.getSnapshot().context.error)).toBe('Insufficient balance');

    left = 5;
    actor.send({ type: 'round.auto', on: true });
    await waitFor(actor, (s) => s.matches('revealing'));
    actor.send({ type: 'round.auto', on: false });
    clock.increment(reveal);
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(requests).toHaveLength(5);
    actor.send({ type: 'round.choose', choice: bad[0]!.choice });
    actor.send({ type: 'round.auto', on: true });
    expect(actor.getSnapshot().context.auto).toBe(false);
  });

  it('shows Load Fail when the table cannot load, and tries again', async () => {
    let fail = true;
    const { actor } = run(
      machine,
      async () => round,
      async () => {
        if (fail) throw networkFailure();
        return table;
      },
    );
    await waitFor(actor, (s) => s.matches('loadFailed'));
    fail = false;
    actor.send({ type: 'round.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
  });

  it('walks every reachable state and transition', () => {
    const coverage = pathCoverage(`${name}Round`, machine, {
      inputs: [input],
      events: [
        { type: 'xstate.done.actor.loadTable', output: table },
        { type: 'xstate.error.actor.loadTable', error: networkFailure() },
        { type: 'xstate.done.actor.start', output: round },
        { type: 'xstate.error.actor.start', error: refused('bet.insufficient_balance', 'Insufficient balance') },
        { type: `xstate.after.reveal.${name}Round.revealing` },
        { type: 'round.choose', choice },
        { type: 'round.choose', choice: bad[0]!.choice },
        { type: 'round.play' },
        { type: 'round.auto', on: true },
        { type: 'round.auto', on: false },
        { type: 'round.skip' },
        { type: 'round.retry' },
      ],
      // The rounds and history pile up in context: states are told apart by what decides the next step.
      serializeState: (s: { value: unknown; context: SingleRoundContext<{ amount: string }> }) =>
        JSON.stringify([s.value, s.context.choice, s.context.auto, s.context.table === null]),
    } as never);
    console.log(coverage.summary);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});

describe('a fish shot', () => {
  it('costs the bet times the cannon level', () => {
    expect(shotStake({ amount: '0,35', level: 3, target: 'pacu' })).toBe('1.05');
    expect(shotStake({ amount: '1', level: 10, target: 'pacu' })).toBe('10.00');
    expect(shotStake({ amount: 'x', level: 1, target: 'pacu' })).toBeNull();
  });
});
