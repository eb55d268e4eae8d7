import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, setup } from 'xstate';
import { INSPECTOR_ANSWER_MS, openInspector } from '../../src/flow/openInspector';

/*
 * The Stately inspector's hand-over (src/flow/openInspector.ts), with the browser stood in for: a tab whose
 * `window.open` gives the inspector's window, which keeps what it is posted. The tab has no idle time at
 * all (no requestIdleCallback, no animation frames), as a page kept busy has none: every flow must reach the
 * window anyway, as it happens.
 */

/** A flow that loads something (a promise actor) and waits for the person. */
const probe = setup({
  actors: { load: fromPromise(() => new Promise<number>(() => {})) },
}).createMachine({
  id: 'probe',
  initial: 'loading',
  states: {
    loading: { invoke: { id: 'load', src: 'load' }, on: { 'probe.skip': { target: 'waiting' } } },
    waiting: {},
  },
});

interface Posted {
  type?: string;
  name?: string;
  definition?: string;
  _version?: unknown;
  snapshot?: { value?: unknown; machine?: unknown };
  event?: { type?: string };
}

function standInTab() {
  const posted: Posted[] = [];
  const tab = new EventTarget() as EventTarget & { open: () => { postMessage: (data: Posted) => void } };
  tab.open = () => ({ postMessage: (data: Posted) => void posted.push(data) });
  vi.stubGlobal('window', tab);
  vi.stubGlobal('navigator', { onLine: true });
  const answer = () =>
    tab.dispatchEvent(Object.assign(new Event('message'), { data: { type: '@statelyai.connected' } }));
  return { posted, answer };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the inspector’s hand-over', () => {
  it('posts every flow’s actors, events and snapshots to the window as they happen, without waiting for idle time', async () => {
    vi.useFakeTimers();
    const { posted, answer } = standInTab();
    const unavailable = vi.fn();
    const inspect = await openInspector({ unavailable });
    answer();

    const actor = createActor(probe, { inspect }).start();
    actor.send({ type: 'probe.skip' });

    // Synchronously: no timer, idle period or frame has run.
    const actors = posted.filter((event) => event.type === '@xstate.actor');
    expect(actors.map((event) => event.name)).toEqual(expect.arrayContaining(['probe', 'load']));
    // A machine is described by its definition, the promise actor by its id; each as the window expects.
    expect(JSON.parse(actors.find((event) => event.name === 'probe')!.definition!)).toMatchObject({ id: 'probe' });
    expect(JSON.parse(actors.find((event) => event.name === 'load')!.definition!)).toEqual({ id: 'load' });
    for (const event of posted) expect(typeof event._version).toBe('string');
    expect(posted.some((event) => event.type === '@xstate.event' && event.event?.type === 'probe.skip')).toBe(true);
    const snapshots = posted.filter((event) => event.type === '@xstate.snapshot');
    // The machine is told of before its first snapshot, and each state follows.
    expect(posted.findIndex((event) => event.type === '@xstate.snapshot')).toBeGreaterThan(
      posted.findIndex((event) => event.name === 'probe'),
    );
    expect(snapshots.map((event) => event.snapshot?.value)).toEqual(expect.arrayContaining(['loading', 'waiting']));
    expect(snapshots.at(-1)?.snapshot?.value).toBe('waiting');
    // Written out as the machine's JSON: not the machine itself.
    expect(snapshots.every((event) => event.snapshot?.machine === undefined)).toBe(true);

    vi.advanceTimersByTime(INSPECTOR_ANSWER_MS);
    expect(unavailable).not.toHaveBeenCalled();
    actor.stop();
  });

  it('tells the person when the window does not answer in time', async () => {
    vi.useFakeTimers();
    standInTab();
    const unavailable = vi.fn();
    await openInspector({ unavailable });
    vi.advanceTimersByTime(INSPECTOR_ANSWER_MS - 1);
    expect(unavailable).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(unavailable).toHaveBeenCalledOnce();
  });
});
