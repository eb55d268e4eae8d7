import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { createResourceMachine } from '../../machines/resource.machine';
import { pathCoverage } from './paths';
import { networkFailure } from './support';

const machine = createResourceMachine<{ name: string }, number>('thing');

describe('resource', () => {
  it('loads by key, and retries after a failure', async () => {
    const keys: number[] = [];
    let fail = true;
    const actor = createActor(
      machine.provide({
        actors: {
          fetchResource: fromPromise(async ({ input }: { input: { key: number } }) => {
            keys.push(input.key);
            if (fail) throw networkFailure();
            return { name: `game ${input.key}` };
          }),
        },
      }),
      { input: { key: 7 } },
    ).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.data).toBeNull();
    fail = false;
    actor.send({ type: 'resource.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.data).toEqual({ name: 'game 7' });
    expect(keys).toEqual([7, 7]);
  });

  it('walks every reachable state and transition', () => {
    const coverage = pathCoverage('resource', machine, {
      inputs: [{ key: 1 }],
      events: [
        { type: 'xstate.done.actor.fetchResource', output: { name: 'x' } },
        { type: 'xstate.error.actor.fetchResource', error: networkFailure() },
        { type: 'resource.retry' },
      ],
    });
    console.log(coverage.summary);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
