import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { GamePage } from '../../contract';
import { SEARCH_DEBOUNCE_MS, searchMachine } from '../../machines/search.machine';
import { pathCoverage, reachableFromDefinition } from './paths';
import { deferred, makeGame as houseGame, networkFailure } from './support';

/** A house slot of the lobby's list, by its name. */
const makeGame = (id: number, name: string) => houseGame(id, { name });

const aviatorPage: GamePage = { list: [makeGame(1, 'Aviator'), makeGame(2, 'Aviator Deluxe')], total: 2 };
const avPage: GamePage = { list: [makeGame(1, 'Aviator'), makeGame(3, 'Avalanche')], total: 7 };
const tigerPage: GamePage = { list: [makeGame(4, 'Fortune Tiger')], total: 1 };

/** The search fake: each call waits for the test to settle it; its signal shows whether it was abandoned. */
function manualSearch() {
  const calls: Array<{
    input: { name: string };
    signal: AbortSignal;
    resolve: (v: GamePage) => void;
    reject: (e: unknown) => void;
  }> = [];
  const logic = fromPromise<GamePage, { name: string }>(({ input, signal }) => {
    const { promise, resolve, reject } = deferred<GamePage>();
    calls.push({ input, signal, resolve, reject });
    return promise;
  });
  return { logic, calls, names: () => calls.map((c) => c.input.name) };
}

function startSearch() {
  const searchGames = manualSearch();
  const clock = new SimulatedClock();
  const actor = createActor(searchMachine.provide({ actors: { searchGames: searchGames.logic } }), { clock }).start();
  const type = (query: string) => actor.send({ type: 'search.input', query });
  const wait = (ms: number) => clock.increment(ms);
  return { actor, searchGames, clock, type, wait };
}

/** Typed, debounced and answered. */
async function showing(query: string, page: GamePage) {
  const search = startSearch();
  search.type(query);
  search.wait(SEARCH_DEBOUNCE_MS);
  search.searchGames.calls.at(-1)!.resolve(page);
  await waitFor(search.actor, (s) => s.matches('results'));
  return search;
}

describe('search: debounce', () => {
  it('starts idle with nothing shown', () => {
    const { actor } = startSearch();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual({ query: '', results: [], total: 0, error: false });
  });

  it('fast typing sends one search, for the last query, once typing pauses for 300 ms', async () => {
    const { actor, searchGames, type, wait } = startSearch();
    for (const query of ['a', 'av', 'avi', 'avia', 'aviator']) {
      type(query);
      expect(actor.getSnapshot().value).toBe('debouncing');
      wait(299);
    }
    expect(searchGames.calls).toHaveLength(0);
    wait(1);
    expect(actor.getSnapshot().value).toBe('searching');
    expect(searchGames.names()).toEqual(['aviator']);

    searchGames.calls[0]!.resolve(aviatorPage);
    const snapshot = await waitFor(actor, (s) => s.matches('results'));
    expect(snapshot.context).toEqual({ query: 'aviator', results: aviatorPage.list, total: 2, error: false });
    wait(10 * SEARCH_DEBOUNCE_MS);
    expect(searchGames.calls).toHaveLength(1);
  });

  it('searches by the trimmed query and keeps what was typed', () => {
    const { actor, searchGames, type, wait } = startSearch();
    type('  fortune tiger ');
    wait(SEARCH_DEBOUNCE_MS);
    expect(searchGames.names()).toEqual(['fortune tiger']);
    expect(actor.getSnapshot().context.query).toBe('  fortune tiger ');
  });

  it('clearing the query goes idle at once: results cleared, pending search cancelled', async () => {
    const { actor, searchGames, type, wait } = await showing('aviator', aviatorPage);
    type('tig');
    type('   ');
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual({ query: '   ', results: [], total: 0, error: false });
    wait(SEARCH_DEBOUNCE_MS * 2);
    expect(searchGames.calls).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('the previous results stay shown while the next query is typed and searched', async () => {
    const { actor, type, wait } = await showing('aviator', aviatorPage);
    type('tiger');
    expect(actor.getSnapshot().context.results).toEqual(aviatorPage.list);
    wait(SEARCH_DEBOUNCE_MS);
    expect(actor.getSnapshot().value).toBe('searching');
    expect(actor.getSnapshot().context.results).toEqual(aviatorPage.list);
  });
});

describe('search: stale answers', () => {
  it('typing during a search abandons it: its request is aborted and its late answer never replaces newer results', async () => {
    const { actor, searchGames, type, wait } = startSearch();
    type('av');
    wait(SEARCH_DEBOUNCE_MS);
    expect(searchGames.names()).toEqual(['av']);
    const stale = searchGames.calls[0]!;

    type('aviator');
    expect(actor.getSnapshot().value).toBe('debouncing');
    expect(stale.signal.aborted).toBe(true);
    wait(SEARCH_DEBOUNCE_MS);
    expect(searchGames.names()).toEqual(['av', 'aviator']);
    expect(searchGames.calls[1]!.signal.aborted).toBe(false);

    searchGames.calls[1]!.resolve(aviatorPage);
    await waitFor(actor, (s) => s.matches('results'));
    stale.resolve(avPage);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('results');
    expect(actor.getSnapshot().context).toEqual({
      query: 'aviator',
      results: aviatorPage.list,
      total: 2,
      error: false,
    });
  });

  it('a stale answer arriving while the next query is still debouncing changes nothing', async () => {
    const { actor, searchGames, type, wait } = await showing('tiger', tigerPage);
    type('av');
    wait(SEARCH_DEBOUNCE_MS);
    const stale = searchGames.calls[1]!;
    type('aviator');
    stale.resolve(avPage);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('debouncing');
    expect(actor.getSnapshot().context.results).toEqual(tigerPage.list);
  });

  it('a stale failure never shows the error for a newer query', async () => {
    const { actor, searchGames, type, wait } = startSearch();
    type('av');
    wait(SEARCH_DEBOUNCE_MS);
    type('aviator');
    searchGames.calls[0]!.reject(networkFailure());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('debouncing');
    expect(actor.getSnapshot().context.error).toBe(false);
  });
});

describe('search: failure', () => {
  it('a failed search shows the error and no results; retry searches the same query again', async () => {
    const { actor, searchGames, type, wait } = await showing('tiger', tigerPage);
    type('aviator');
    wait(SEARCH_DEBOUNCE_MS);
    searchGames.calls[1]!.reject(networkFailure());
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context).toEqual({ query: 'aviator', results: [], total: 0, error: true });

    actor.send({ type: 'search.retry' });
    expect(actor.getSnapshot().value).toBe('searching');
    expect(actor.getSnapshot().context.error).toBe(false);
    expect(searchGames.names()).toEqual(['tiger', 'aviator', 'aviator']);
    searchGames.calls[2]!.resolve(aviatorPage);
    const snapshot = await waitFor(actor, (s) => s.matches('results'));
    expect(snapshot.context).toEqual({ query: 'aviator', results: aviatorPage.list, total: 2, error: false });
  });

  it('typing after a failure clears the error and searches the new query', async () => {
    const { actor, searchGames, type, wait } = startSearch();
    type('aviator');
    wait(SEARCH_DEBOUNCE_MS);
    searchGames.calls[0]!.reject(networkFailure());
    await waitFor(actor, (s) => s.matches('failed'));
    type('tiger');
    expect(actor.getSnapshot().value).toBe('debouncing');
    expect(actor.getSnapshot().context.error).toBe(false);
    wait(SEARCH_DEBOUNCE_MS);
    expect(searchGames.names()).toEqual(['aviator', 'tiger']);
  });

  it('retry is offered only after a failure', async () => {
    const { actor, type, wait } = startSearch();
    expect(actor.getSnapshot().can({ type: 'search.retry' })).toBe(false);
    type('tiger');
    expect(actor.getSnapshot().can({ type: 'search.retry' })).toBe(false);
    wait(SEARCH_DEBOUNCE_MS);
    expect(actor.getSnapshot().can({ type: 'search.retry' })).toBe(false);
  });
});

describe('search: paths', () => {
  it('walks every reachable state and transition', () => {
    const afterEvents = [...reachableFromDefinition(searchMachine).transitions.values()]
      .map((t) => t.event)
      .filter((event) => event.startsWith('xstate.after.'));
    expect(afterEvents).toEqual(['xstate.after.debounce.search.debouncing']);
    const coverage = pathCoverage('search', searchMachine, {
      inputs: [undefined],
      events: [
        { type: 'search.input', query: 'aviator' },
        { type: 'search.input', query: '  ' },
        { type: 'search.retry' },
        { type: 'xstate.after.debounce.search.debouncing' },
        { type: 'xstate.done.actor.searchGames', output: aviatorPage },
        { type: 'xstate.error.actor.searchGames', error: networkFailure() },
      ],
      simplePaths: true,
    });
    console.log(coverage.summary);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
