import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { createPagedListMachine, type Page, type PageRequest } from '../../machines/pagedList.machine';
import { pathCoverage } from './paths';
import { networkFailure } from './support';

type Filters = { category: string };
const wrong = { id: 'wrong', message: 'Unknown category' };
const machine = createPagedListMachine<number, Filters>('numbers', (filters) =>
  filters.category === 'bad' ? wrong : null,
);

/** A fake API over 0..total-1 that records each request; `fail` makes the next call fail. */
function fakeApi(total: number, failFirst: boolean) {
  const requests: PageRequest<Filters>[] = [];
  const state = { fail: failFirst };
  const fetchPage = fromPromise<Page<number>, PageRequest<Filters>>(async ({ input }) => {
    requests.push(input);
    if (state.fail) {
      state.fail = false;
      throw networkFailure();
    }
    const start = (input.page - 1) * input.perPage;
    const list = Array.from({ length: Math.max(0, Math.min(input.perPage, total - start)) }, (_, i) => start + i);
    return { list, total };
  });
  return { requests, state, fetchPage };
}

function start(total: number, perPage = 4, failFirst = false) {
  const api = fakeApi(total, failFirst);
  const actor = createActor(machine.provide({ actors: { fetchPage: api.fetchPage } }), {
    input: { filters: { category: 'slot' }, perPage },
  }).start();
  return { actor, api };
}

describe('paged list', () => {
  it('loads the first page, then appends the next ones until all are shown', async () => {
    const { actor, api } = start(10);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.items).toEqual([0, 1, 2, 3]);
    actor.send({ type: 'list.more' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.page === 2);
    actor.send({ type: 'list.more' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.page === 3);
    expect(actor.getSnapshot().context.items).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    actor.send({ type: 'list.more' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(api.requests.map((r) => r.page)).toEqual([1, 2, 3]);
  });

  it("keeps the latest page's summary of the whole list (totals)", async () => {
    const summed = createPagedListMachine<number, null, { sum: number }>('summed');
    let calls = 0;
    const actor = createActor(
      summed.provide({
        actors: {
          fetchPage: fromPromise<Page<number, { sum: number }>, PageRequest<null>>(async ({ input }) => {
            calls += 1;
            return { list: [input.page], total: 2, summary: { sum: 10 * calls } };
          }),
        },
      }),
      { input: { filters: null, perPage: 1 } },
    ).start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.summary).toEqual({ sum: 10 });
    actor.send({ type: 'list.more' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.page === 2);
    expect(actor.getSnapshot().context).toMatchObject({ items: [1, 2], summary: { sum: 20 } });
    actor.send({ type: 'list.filter', filters: null });
    expect(actor.getSnapshot().context.summary).toBeNull();
  });

  it('starts over with new filters', async () => {
    const { actor, api } = start(6);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'list.filter', filters: { category: 'live' } });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(api.requests.at(-1)).toEqual({ filters: { category: 'live' }, page: 1, perPage: 4 });
    expect(actor.getSnapshot().context.items).toEqual([0, 1, 2, 3]);
  });

  it('asks nothing for filters it refuses, says why, and loads again once they are fixed', async () => {
    const { actor, api } = start(6);
    await waitFor(actor, (s) => s.matches('ready'));
    const asked = api.requests.length;
    actor.send({ type: 'list.filter', filters: { category: 'bad' } });
    expect(actor.getSnapshot().matches('filtersRefused')).toBe(true);
    expect(actor.getSnapshot().context.filterProblem).toBe(wrong);
    expect(actor.getSnapshot().context.items).toEqual([]);
    expect(api.requests.length).toBe(asked);
    actor.send({ type: 'list.filter', filters: { category: 'live' } });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.filterProblem).toBeNull();
  });

  it('retries the first page after a failure, and the next page after a failure below the list', async () => {
    const { actor, api } = start(6, 4, true);
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'list.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    api.state.fail = true;
    actor.send({ type: 'list.more' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.items).toEqual([0, 1, 2, 3]);
    actor.send({ type: 'list.retry' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.page === 2);
    expect(actor.getSnapshot().context.items).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('walks every reachable state and transition', () => {
    const page = { list: [1], total: 2 };
    const coverage = pathCoverage('pagedList', machine, {
      inputs: [{ filters: { category: 'slot' }, perPage: 1 }],
      events: [
        { type: 'xstate.done.actor.fetchFirstPage', output: page },
        { type: 'xstate.error.actor.fetchFirstPage', error: networkFailure() },
        { type: 'xstate.done.actor.fetchNextPage', output: page },
        { type: 'xstate.error.actor.fetchNextPage', error: networkFailure() },
        { type: 'list.more' },
        { type: 'list.retry' },
        { type: 'list.filter', filters: { category: 'live' } },
        { type: 'list.filter', filters: { category: 'bad' } },
      ],
      simplePaths: true,
    });
    console.log(coverage.summary);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
