import { createActor, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { swUpdateMachine, type SwUpdateInput } from '../../machines/swUpdate.machine';
import { pathCoverage } from './paths';
import { scripted } from './support';

function startSw(input: SwUpdateInput, registration: Array<void | Error> = [undefined]) {
  const registerWorker = scripted<void>(...registration);
  const reloadPage = vi.fn();
  const machine = swUpdateMachine.provide({
    actors: { registerWorker: registerWorker.logic },
    actions: { reloadPage: () => reloadPage() },
  });
  const actor = createActor(machine, { input }).start();
  const changed = () => actor.send({ type: 'sw.controllerChanged' });
  return { actor, registerWorker, reloadPage, changed };
}

describe('swUpdate', () => {
  it('does nothing where service workers are not supported', () => {
    const { actor, registerWorker, reloadPage, changed } = startSw({ supported: false, hadController: false });
    expect(actor.getSnapshot().value).toBe('unsupported');
    changed();
    expect(actor.getSnapshot().value).toBe('unsupported');
    expect(registerWorker.calls).toHaveLength(0);
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('registers the worker', async () => {
    const { actor, registerWorker } = startSw({ supported: true, hadController: false });
    expect(actor.getSnapshot().value).toBe('registering');
    await waitFor(actor, (s) => s.matches('active'));
    expect(registerWorker.calls).toHaveLength(1);
  });

  it('a failed registration is final and quiet', async () => {
    const { actor, reloadPage, changed } = startSw({ supported: true, hadController: true }, [
      new Error('SecurityError'),
    ]);
    await waitFor(actor, (s) => s.matches('failed'));
    changed();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('an update taking control reloads the page exactly once', async () => {
    const { actor, reloadPage, changed } = startSw({ supported: true, hadController: true });
    await waitFor(actor, (s) => s.matches('active'));
    changed();
    expect(actor.getSnapshot().value).toBe('reloading');
    expect(actor.getSnapshot().context.reloaded).toBe(true);
    changed();
    changed();
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('the first install takes control without a reload; a later update reloads once', async () => {
    const { actor, reloadPage, changed } = startSw({ supported: true, hadController: false });
    await waitFor(actor, (s) => s.matches('active'));
    changed();
    expect(actor.getSnapshot().value).toBe('active');
    expect(actor.getSnapshot().context.hadController).toBe(true);
    expect(reloadPage).not.toHaveBeenCalled();
    changed();
    changed();
    expect(actor.getSnapshot().value).toBe('reloading');
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('an update taking control while registration is still settling reloads too', () => {
    const { actor, reloadPage, changed } = startSw({ supported: true, hadController: true }, []);
    expect(actor.getSnapshot().value).toBe('registering');
    changed();
    expect(actor.getSnapshot().value).toBe('reloading');
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});

describe('swUpdate: paths', () => {
  it('walks every reachable state and transition', () => {
    const coverage = pathCoverage('swUpdate', swUpdateMachine, {
      inputs: [
        { supported: true, hadController: true },
        { supported: true, hadController: false },
        { supported: false, hadController: false },
      ],
      events: [
        { type: 'xstate.done.actor.registerWorker' },
        { type: 'xstate.error.actor.registerWorker', error: new Error('SecurityError') },
        { type: 'sw.controllerChanged' },
      ],
      simplePaths: true,
    });
    console.log(coverage.summary);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
