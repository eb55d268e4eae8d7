import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { PlayerHit } from '../../../contract/boPlayers';
import {
  playerSearchMachine,
  type PlayerSearchRequest,
  type PlayerSearchResult,
} from '../../../machines/operator/playerSearch.machine';
import { pathCoverage } from '../paths';
import { networkFailure, scripted } from '../support';

const hit = (id: number, overrides: Partial<PlayerHit> = {}): PlayerHit => ({
  id,
  name: 'Ana Souza',
  nickname: 'ana',
  phone: '11987654321',
  cpf: '***.456.789-**',
  email: null,
  site: 'rodada',
  status: 'active',
  balance: '10.00',
  created_at: '2026-03-02T12:00:00.000Z',
  ...overrides,
});
const found = (matched_by: PlayerSearchResult['matched_by'], ...list: PlayerHit[]): PlayerSearchResult => ({
  list,
  total: list.length,
  matched_by,
});

describe('the players search', () => {
  it('shows the newest players first, then searches the words and status typed, a page at a time', async () => {
    const search = scripted<PlayerSearchResult, PlayerSearchRequest>(
      found('all', hit(1), hit(2)),
      found('phone', hit(2)),
      found('phone', hit(2)),
      networkFailure(),
      found('name', hit(3, { status: 'blocked' })),
    );
    const actor = createActor(playerSearchMachine.provide({ actors: { search: search.logic } })).start();
    await waitFor(actor, (s) => s.matches('shown'));
    expect(actor.getSnapshot().context.list.map((row) => row.id)).toEqual([1, 2]);
    // Typing asks nothing until the search is sent.
    actor.send({ type: 'search.words', value: ' (21) 98765-4321 ' });
    actor.send({ type: 'search.status', value: 'active' });
    expect(search.calls).toHaveLength(1);
    actor.send({ type: 'search.submit' });
    await waitFor(actor, (s) => s.matches('shown') && s.context.matchedBy === 'phone');
    actor.send({ type: 'search.page', page: 2 });
    await waitFor(actor, (s) => s.matches('shown') && s.context.page === 2);
    actor.send({ type: 'search.refresh' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.problem?.code).toBe('network');
    actor.send({ type: 'search.words', value: 'Souza' });
    actor.send({ type: 'search.status', value: '' });
    actor.send({ type: 'search.submit' });
    await waitFor(actor, (s) => s.matches('shown') && s.context.matchedBy === 'name');
    expect(actor.getSnapshot().context.problem).toBeNull();
    expect(search.calls).toEqual([
      { page: 1 },
      { q: '(21) 98765-4321', status: 'active', page: 1 },
      { q: '(21) 98765-4321', status: 'active', page: 2 },
      { q: '(21) 98765-4321', status: 'active', page: 2 },
      { q: 'Souza', page: 1 },
    ]);
  });

  it('walks every reachable state and transition', () => {
    const coverage = pathCoverage('operator-playerSearch', playerSearchMachine, {
      inputs: [undefined],
      events: [
        { type: 'xstate.done.actor.search', output: found('all', hit(1)) },
        { type: 'xstate.error.actor.search', error: networkFailure() },
        { type: 'search.words', value: '123' },
        { type: 'search.status', value: 'blocked' },
        { type: 'search.submit' },
        { type: 'search.page', page: 2 },
        { type: 'search.refresh' },
      ],
      serializeState: (s) => JSON.stringify([s.value, s.context.words, s.context.status, s.context.page]),
    });
    console.log(coverage.summary);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
