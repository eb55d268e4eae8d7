import { createActor, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import {
  favouriteLeaguesMachine,
  type FavouriteLeaguesInput,
  type StarRequest,
} from '../../machines/favouriteLeagues.machine';
import { starredLeagues } from '../../src/features/sports/starredLeagues';
import type { Notice } from '../../machines/shared';
import { pathCoverage } from './paths';
import { FakeApiError, networkFailure, scripted, text } from './support';

function start(input: FavouriteLeaguesInput, loads: Array<string[] | Error>, sets: Array<unknown>) {
  const loadLeagues = scripted<string[]>(...loads);
  const setStar = scripted<unknown, StarRequest>(...(sets as Array<unknown | Error>));
  const actor = createActor(
    favouriteLeaguesMachine.provide({ actors: { loadLeagues: loadLeagues.logic, setStar: setStar.logic } }),
    { input },
  );
  const notices: Notice[] = [];
  const loginRequests = vi.fn();
  actor.on('notice', ({ notice }) => notices.push(notice));
  actor.on('login.requested', loginRequests);
  actor.start();
  return { actor, loadLeagues, setStar, notices, loginRequests };
}

describe('favourite leagues', () => {
  it('a guest who taps a star is told to log in and the login dialog is asked for; nothing is saved', () => {
    const { actor, loadLeagues, setStar, notices, loginRequests } = start({ signedIn: false }, [], []);
    actor.send({ type: 'leagues.toggle', league: 'premier', favourite: true });
    expect(actor.getSnapshot().value).toBe('guest');
    expect(starredLeagues(actor.getSnapshot())).toEqual([]);
    expect(notices.map((n) => [text(n.message), n.tone])).toEqual([
      ['Currently not logged in, please log in first', 'error'],
    ]);
    expect(loginRequests).toHaveBeenCalledTimes(1);
    expect(loadLeagues.calls).toHaveLength(0);
    expect(setStar.calls).toHaveLength(0);
  });

  it('loads the stars, shows a change at once, saves it and reads the list again', async () => {
    const { actor, loadLeagues, setStar, notices } = start(
      { signedIn: true },
      [['bra-a'], ['bra-a', 'premier'], ['premier']],
      [{}, {}],
    );
    await waitFor(actor, (s) => s.matches('ready'));
    expect(starredLeagues(actor.getSnapshot())).toEqual(['bra-a']);
    actor.send({ type: 'leagues.toggle', league: 'premier', favourite: true });
    // Shown starred before the server answers.
    expect(starredLeagues(actor.getSnapshot())).toEqual(['bra-a', 'premier']);
    // A second tap while the first is saved is ignored.
    actor.send({ type: 'leagues.toggle', league: 'copa-br', favourite: true });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context).toEqual({ list: ['bra-a', 'premier'], pending: null });
    actor.send({ type: 'leagues.toggle', league: 'bra-a', favourite: false });
    expect(starredLeagues(actor.getSnapshot())).toEqual(['premier']);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(setStar.calls).toEqual([
      { league: 'premier', favourite: true },
      { league: 'bra-a', favourite: false },
    ]);
    expect(loadLeagues.calls).toHaveLength(3);
    expect(starredLeagues(actor.getSnapshot())).toEqual(['premier']);
    expect(notices).toEqual([]);
  });

  it('a refused change is undone with a notice; a lost session says nothing more', async () => {
    const { actor, notices } = start(
      { signedIn: true },
      [['bra-a']],
      [networkFailure(), new FakeApiError('unauthenticated', 'Unauthenticated.', 401)],
    );
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'leagues.toggle', league: 'premier', favourite: true });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(starredLeagues(actor.getSnapshot())).toEqual(['bra-a']);
    expect(notices.map((n) => text(n.message))).toEqual(['Something went wrong, please try again']);
    actor.send({ type: 'leagues.toggle', league: 'bra-a', favourite: false });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(starredLeagues(actor.getSnapshot())).toEqual(['bra-a']);
    expect(notices).toHaveLength(1);
  });

  it('a star tapped while the list loads goes first, then the list is read', async () => {
    const { actor, setStar, loadLeagues } = start({ signedIn: true }, [], [{}]);
    expect(actor.getSnapshot().value).toBe('loading');
    actor.send({ type: 'leagues.toggle', league: 'premier', favourite: true });
    expect(actor.getSnapshot().value).toBe('updating');
    loadLeagues.queue(['premier']);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(setStar.calls).toEqual([{ league: 'premier', favourite: true }]);
    expect(starredLeagues(actor.getSnapshot())).toEqual(['premier']);
  });

  it('walks every reachable state and transition', () => {
    const coverage = pathCoverage('favouriteLeagues', favouriteLeaguesMachine, {
      inputs: [{ signedIn: true }, { signedIn: false }],
      events: [
        { type: 'xstate.done.actor.loadLeagues', output: ['premier'] },
        { type: 'xstate.error.actor.loadLeagues', error: networkFailure() },
        { type: 'xstate.done.actor.setStar', output: {} },
        { type: 'xstate.error.actor.setStar', error: networkFailure() },
        { type: 'xstate.error.actor.setStar', error: new FakeApiError('unauthenticated', 'Unauthenticated.', 401) },
        { type: 'xstate.done.actor.reloadLeagues', output: ['premier', 'bra-a'] },
        { type: 'xstate.error.actor.reloadLeagues', error: networkFailure() },
        { type: 'leagues.toggle', league: 'premier', favourite: true },
      ],
    });
    console.log(coverage.summary);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
