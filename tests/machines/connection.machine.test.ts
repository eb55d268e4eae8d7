import { createActor, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { connectionMachine } from '../../machines/connection.machine';
import { pathCoverage } from './paths';
import { networkFailure, scripted } from './support';

/** The app's connection flow; `onLine: false` is the app opening without a network (the system then reports it). */
function startConnection({ onLine }: { onLine: boolean }, probes: Array<void | Error> = []) {
  const probe = scripted<void>(...probes);
  const reloadPage = vi.fn();
  const machine = connectionMachine.provide({
    actors: { probe: probe.logic },
    actions: { reloadPage: () => reloadPage() },
  });
  const actor = createActor(machine).start();
  if (!onLine) actor.send({ type: 'connection.failed' });
  return { actor, probe, reloadPage };
}

/** What the root shows: the offline screen in every state but online. */
const offlineScreen = (actor: { getSnapshot(): { matches(state: 'online'): boolean } }) =>
  !actor.getSnapshot().matches('online');

describe('connection', () => {
  it('starts online and stays so while calls get answers; the network coming back changes nothing', () => {
    const { actor, probe, reloadPage } = startConnection({ onLine: true });
    expect(actor.getSnapshot().value).toBe('online');
    expect(offlineScreen(actor)).toBe(false);
    actor.send({ type: 'connection.online' });
    actor.send({ type: 'connection.retry' });
    expect(actor.getSnapshot().value).toBe('online');
    expect(probe.calls).toHaveLength(0);
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('opens on the offline screen when the browser has no network', () => {
    const { actor, probe } = startConnection({ onLine: false });
    expect(actor.getSnapshot().value).toBe('offline');
    expect(offlineScreen(actor)).toBe(true);
    expect(probe.calls).toHaveLength(0);
  });

  it('a call without network shows the offline screen; further failures keep it', () => {
    const { actor } = startConnection({ onLine: true });
    actor.send({ type: 'connection.failed' });
    expect(actor.getSnapshot().value).toBe('offline');
    actor.send({ type: 'connection.failed' });
    expect(actor.getSnapshot().value).toBe('offline');
    expect(offlineScreen(actor)).toBe(true);
  });

  it('"Try again" asks the server; still no answer: the offline screen again, nothing reloads', async () => {
    const { actor, probe, reloadPage } = startConnection({ onLine: false }, [networkFailure()]);
    actor.send({ type: 'connection.retry' });
    expect(actor.getSnapshot().value).toBe('checking');
    expect(offlineScreen(actor)).toBe(true);
    // The check's own failed call, and pressing again while it runs, start nothing more.
    actor.send({ type: 'connection.failed' });
    actor.send({ type: 'connection.retry' });
    await waitFor(actor, (s) => s.matches('offline'));
    expect(probe.calls).toHaveLength(1);
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('the network coming back: the server answers, the page reloads once', async () => {
    const { actor, probe, reloadPage } = startConnection({ onLine: true }, [undefined]);
    actor.send({ type: 'connection.failed' });
    actor.send({ type: 'connection.online' });
    await waitFor(actor, (s) => s.matches('recovered'));
    expect(probe.calls).toHaveLength(1);
    expect(reloadPage).toHaveBeenCalledTimes(1);
    actor.send({ type: 'connection.online' });
    actor.send({ type: 'connection.retry' });
    actor.send({ type: 'connection.failed' });
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(offlineScreen(actor)).toBe(true);
  });

  it('"Try again" after a failed check can succeed', async () => {
    const { actor, probe, reloadPage } = startConnection({ onLine: false }, [networkFailure(), undefined]);
    actor.send({ type: 'connection.retry' });
    await waitFor(actor, (s) => s.matches('offline'));
    actor.send({ type: 'connection.retry' });
    await waitFor(actor, (s) => s.matches('recovered'));
    expect(probe.calls).toHaveLength(2);
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});

describe('connection: paths', () => {
  it('walks every reachable state and transition', () => {
    const coverage = pathCoverage('connection', connectionMachine, {
      inputs: [undefined],
      events: [
        { type: 'connection.failed' },
        { type: 'connection.online' },
        { type: 'connection.retry' },
        { type: 'xstate.done.actor.probe' },
        { type: 'xstate.error.actor.probe', error: networkFailure() },
      ],
      simplePaths: true,
    });
    console.log(coverage.summary);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
