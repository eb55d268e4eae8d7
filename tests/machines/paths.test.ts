import { assign, fromPromise, setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import { activeStatePaths, pathCoverage, reachableFromDefinition, replay } from './paths';

// A small machine with every kind of transition the helper must see: guarded alternatives, an
// eventless one, invoke results, a parallel state, and a state no transition reaches.
const doorMachine = setup({
  types: {
    input: {} as { locked: boolean },
    context: {} as { opened: boolean },
    events: {} as { type: 'push'; force: number } | { type: 'reset' },
  },
  actors: { unlock: fromPromise<void, void>(async () => {}) },
  guards: {
    startsLocked: ({ event }) => (event as { input?: { locked: boolean } }).input?.locked === true,
    hardPush: (_, params: { force: number }) => params.force > 5,
  },
}).createMachine({
  id: 'door',
  context: { opened: false },
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'startsLocked', target: 'locked' }, { target: 'closed' }] },
    locked: {
      invoke: { id: 'unlock', src: 'unlock', onDone: 'closed', onError: 'broken' },
    },
    closed: {
      on: {
        push: [
          { guard: { type: 'hardPush', params: ({ event }) => ({ force: event.force }) }, target: 'broken' },
          { target: 'open', actions: assign({ opened: true }) },
        ],
      },
    },
    open: {
      type: 'parallel',
      on: { reset: '#door.closed' },
      states: {
        light: { initial: 'on', states: { on: {} } },
        fan: { initial: 'off', states: { off: {} } },
      },
    },
    broken: {},
    neverEntered: {},
  },
});

describe('paths helper', () => {
  it('reads reachable states and transitions from the definition, guards ignored', () => {
    const { states, transitions } = reachableFromDefinition(doorMachine);
    expect([...states].sort()).toEqual(
      [
        'broken',
        'closed',
        'locked',
        'open',
        'open.fan',
        'open.fan.off',
        'open.light',
        'open.light.on',
        'starting',
      ].sort(),
    );
    expect([...transitions.values()].map((t) => t.key).sort()).toEqual(
      [
        'closed ─push#0 [hardPush]→ broken',
        'closed ─push#1→ open',
        'locked ─xstate.done.actor.unlock#0→ closed',
        'locked ─xstate.error.actor.unlock#0→ broken',
        'open ─reset#0→ closed',
        'starting ─always#0 [startsLocked]→ locked',
        'starting ─always#1→ closed',
      ].sort(),
    );
  });

  it('replays a walk with the pure functions and records the transitions taken, eventless ones too', () => {
    const walk = replay(doorMachine, { locked: true }, [
      { type: 'xstate.done.actor.unlock' },
      { type: 'push', force: 1 },
    ]);
    expect(walk.values).toEqual(['locked', 'closed', { open: { light: 'on', fan: 'off' } }]);
    expect(walk.taken.map((ts) => ts.map((t) => `${t.source.key}:${t.eventType || 'always'}`))).toEqual([
      ['starting:always'],
      ['locked:xstate.done.actor.unlock'],
      ['closed:push'],
    ]);
  });

  it('lists the active states of a value', () => {
    expect(activeStatePaths({ open: { light: 'on', fan: 'off' } })).toEqual([
      'open',
      'open.light',
      'open.light.on',
      'open.fan',
      'open.fan.off',
    ]);
  });

  it('reports full coverage when the samples reach everything', () => {
    const coverage = pathCoverage('door', doorMachine, {
      inputs: [{ locked: true }, { locked: false }],
      events: [
        { type: 'xstate.done.actor.unlock' },
        { type: 'xstate.error.actor.unlock', error: new Error('jammed') },
        { type: 'push', force: 1 },
        { type: 'push', force: 9 },
        { type: 'reset' },
      ],
      simplePaths: true,
    });
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
    expect(coverage.summary).toMatch(/^door: states 9\/9, transitions 7\/7, /);
  });

  it('reports what a walk misses: a guard branch, and states behind it', () => {
    const coverage = pathCoverage('door', doorMachine, {
      inputs: [{ locked: false }],
      events: [
        { type: 'xstate.done.actor.unlock' },
        { type: 'xstate.error.actor.unlock', error: new Error('jammed') },
        { type: 'push', force: 1 },
        { type: 'reset' },
      ],
    });
    expect(coverage.states.missing.sort()).toEqual(['broken', 'locked']);
    expect(coverage.transitions.missing.sort()).toEqual(
      [
        'closed ─push#0 [hardPush]→ broken',
        'locked ─xstate.done.actor.unlock#0→ closed',
        'locked ─xstate.error.actor.unlock#0→ broken',
        'starting ─always#0 [startsLocked]→ locked',
      ].sort(),
    );
  });

  it('refuses to walk without a sample for an event type the machine handles', () => {
    const walk = () =>
      pathCoverage('door', doorMachine, { inputs: [{ locked: false }], events: [{ type: 'push', force: 1 }] });
    expect(walk).toThrow(/^no sample event for: /);
    for (const type of ['xstate.done.actor.unlock', 'xstate.error.actor.unlock', 'reset']) expect(walk).toThrow(type);
  });
});
