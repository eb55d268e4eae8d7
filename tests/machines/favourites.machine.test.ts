import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { Game } from '../../contract';
import {
  favouritesMachine,
  isFavourite,
  isFavouritePending,
  type FavouritesInput,
  type SetFavouriteRequest,
} from '../../machines/favourites.machine';
import type { Notice } from '../../machines/shared';
import { pathCoverage } from './paths';
import { deferred, FakeApiError, makeGame, networkFailure, serverFailure, text } from './support';

const tiger = makeGame(1, { name: 'Fortune Tiger' });
const rocket = makeGame(2, { name: 'Rocket', category: 'crash', engine: 'crash' });
const sevens = makeGame(3, { name: 'Lucky Sevens' });

/** A promise actor fake whose every call the test settles by hand. */
function manual<TOutput, TInput>() {
  const calls: Array<{
    input: TInput;
    signal: AbortSignal;
    resolve: (v: TOutput) => void;
    reject: (e: unknown) => void;
  }> = [];
  const logic = fromPromise<TOutput, TInput>(({ input, signal }) => {
    const { promise, resolve, reject } = deferred<TOutput>();
    calls.push({ input, signal, resolve, reject });
    return promise;
  });
  return { logic, calls, inputs: () => calls.map((c) => c.input) };
}

function startFavourites(input: FavouritesInput) {
  const loadFavourites = manual<Game[], { name: string }>();
  const setFavourite = manual<void, SetFavouriteRequest>();
  const machine = favouritesMachine.provide({
    actors: { loadFavourites: loadFavourites.logic, setFavourite: setFavourite.logic },
  });
  const actor = createActor(machine, { input });
  const notices: Notice[] = [];
  const loginRequests = vi.fn();
  actor.on('notice', ({ notice }) => notices.push(notice));
  actor.on('login.requested', loginRequests);
  actor.start();
  return { actor, loadFavourites, setFavourite, notices, loginRequests };
}

/** Signed in, with the list loaded. */
async function readyWith(list: Game[]) {
  const favourites = startFavourites({ signedIn: true });
  favourites.loadFavourites.calls[0]!.resolve(list);
  await waitFor(favourites.actor, (s) => s.matches('ready'));
  return favourites;
}

const noticeTexts = (notices: Notice[]) => notices.map((n) => [text(n.message), n.tone]);

describe('favourites: guest', () => {
  it('a guest has no list and loads nothing', () => {
    const { actor, loadFavourites } = startFavourites({ signedIn: false });
    expect(actor.getSnapshot().value).toBe('guest');
    expect(actor.getSnapshot().context).toEqual({ list: [], pending: [] });
    expect(loadFavourites.calls).toHaveLength(0);
  });

  it('a guest who taps the heart is told to log in first and the login dialog is asked for', () => {
    const { actor, setFavourite, notices, loginRequests } = startFavourites({ signedIn: false });
    actor.send({ type: 'favourites.toggle', game_id: 1, favorite: true });
    expect(actor.getSnapshot().value).toBe('guest');
    expect(actor.getSnapshot().context.pending).toEqual([]);
    expect(noticeTexts(notices)).toEqual([['Currently not logged in, please log in first', 'error']]);
    expect(loginRequests).toHaveBeenCalledTimes(1);
    expect(setFavourite.calls).toHaveLength(0);
  });

  it('a guest cannot reload', () => {
    const { actor } = startFavourites({ signedIn: false });
    expect(actor.getSnapshot().can({ type: 'favourites.reload' })).toBe(false);
  });
});

describe('favourites: loading', () => {
  it('signed in, loads the whole list with an empty name filter', async () => {
    const { actor, loadFavourites } = startFavourites({ signedIn: true });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(loadFavourites.inputs()).toEqual([{ name: '' }]);
    loadFavourites.calls[0]!.resolve([tiger, rocket]);
    const snapshot = await waitFor(actor, (s) => s.matches('ready'));
    expect(snapshot.context.list).toEqual([tiger, rocket]);
    expect(isFavourite(snapshot, tiger.id)).toBe(true);
    expect(isFavourite(snapshot, sevens.id)).toBe(false);
  });

  it('a failed load is ignored silently: ready with the list unchanged', async () => {
    const { actor, loadFavourites, notices, loginRequests } = startFavourites({ signedIn: true });
    loadFavourites.calls[0]!.reject(networkFailure());
    const snapshot = await waitFor(actor, (s) => s.matches('ready'));
    expect(snapshot.context.list).toEqual([]);
    expect(notices).toEqual([]);
    expect(loginRequests).not.toHaveBeenCalled();
  });

  it('reload loads the list again; a failed reload keeps the list shown', async () => {
    const { actor, loadFavourites, notices } = await readyWith([tiger]);
    actor.send({ type: 'favourites.reload' });
    expect(actor.getSnapshot().value).toBe('loading');
    loadFavourites.calls[1]!.resolve([tiger, sevens]);
    expect((await waitFor(actor, (s) => s.matches('ready'))).context.list).toEqual([tiger, sevens]);

    actor.send({ type: 'favourites.reload' });
    loadFavourites.calls[2]!.reject(serverFailure('Server error, please try again later'));
    expect((await waitFor(actor, (s) => s.matches('ready'))).context.list).toEqual([tiger, sevens]);
    expect(loadFavourites.inputs()).toEqual([{ name: '' }, { name: '' }, { name: '' }]);
    expect(notices).toEqual([]);
  });

  it('a heart tapped while the list loads is not lost: the change goes, then the list reloads', async () => {
    const { actor, setFavourite, loadFavourites } = startFavourites({ signedIn: true });
    actor.send({ type: 'favourites.toggle', game_id: 1, favorite: true });
    expect(actor.getSnapshot().value).toBe('updating');
    expect(actor.getSnapshot().context.pending).toEqual([1]);
    expect(setFavourite.inputs()).toEqual([{ game_id: 1, favorite: true }]);
    setFavourite.calls[0]!.resolve();
    await waitFor(actor, (s) => s.matches('reloading'));
    expect(loadFavourites.inputs()).toEqual([{ name: '' }, { name: '' }]);
  });
});

describe('favourites: changing', () => {
  it('adding a game sends the change, keeps it pending, then reloads the list with an empty name filter', async () => {
    const { actor, setFavourite, loadFavourites, notices } = await readyWith([tiger]);
    actor.send({ type: 'favourites.toggle', game_id: rocket.id, favorite: true });
    expect(actor.getSnapshot().value).toBe('updating');
    expect(actor.getSnapshot().context.pending).toEqual([rocket.id]);
    expect(isFavouritePending(actor.getSnapshot(), rocket.id)).toBe(true);
    expect(setFavourite.inputs()).toEqual([{ game_id: rocket.id, favorite: true }]);

    setFavourite.calls[0]!.resolve();
    const reloading = await waitFor(actor, (s) => s.matches('reloading'));
    // Still pending: the list does not show the change yet.
    expect(reloading.context.pending).toEqual([rocket.id]);
    expect(isFavourite(reloading, rocket.id)).toBe(false);
    expect(loadFavourites.inputs()).toEqual([{ name: '' }, { name: '' }]);

    loadFavourites.calls[1]!.resolve([tiger, rocket]);
    const ready = await waitFor(actor, (s) => s.matches('ready'));
    expect(ready.context).toEqual({ list: [tiger, rocket], pending: [] });
    expect(isFavourite(ready, rocket.id)).toBe(true);
    expect(notices).toEqual([]);
  });

  it('removing a game sends favorite: false and the reloaded list no longer has it', async () => {
    const { actor, setFavourite, loadFavourites } = await readyWith([tiger, rocket]);
    actor.send({ type: 'favourites.toggle', game_id: tiger.id, favorite: false });
    expect(setFavourite.inputs()).toEqual([{ game_id: tiger.id, favorite: false }]);
    setFavourite.calls[0]!.resolve();
    await waitFor(actor, (s) => s.matches('reloading'));
    loadFavourites.calls[1]!.resolve([rocket]);
    const ready = await waitFor(actor, (s) => s.matches('ready'));
    expect(isFavourite(ready, tiger.id)).toBe(false);
    expect(ready.context.pending).toEqual([]);
  });

  it.each([
    ['network', networkFailure()],
    ['server', serverFailure('Game not found')],
    ['unknown', new Error('boom')],
  ])('a %s failure of the change shows the generic error, clears pending and does not reload', async (_kind, error) => {
    const { actor, setFavourite, loadFavourites, notices, loginRequests } = await readyWith([tiger]);
    actor.send({ type: 'favourites.toggle', game_id: rocket.id, favorite: true });
    setFavourite.calls[0]!.reject(error);
    const ready = await waitFor(actor, (s) => s.matches('ready'));
    expect(ready.context).toEqual({ list: [tiger], pending: [] });
    expect(noticeTexts(notices)).toEqual([['Something went wrong, please try again', 'error']]);
    expect(loginRequests).not.toHaveBeenCalled();
    expect(loadFavourites.calls).toHaveLength(1);
  });

  it.each([
    ['unauthenticated', new FakeApiError('unauthenticated', 'Unauthenticated.', 401)],
    ['forceOffline', new FakeApiError('forceOffline', 'Logged in elsewhere', 200)],
  ])('a %s failure of the change adds no toast of its own (the session tells the person)', async (_kind, error) => {
    const { actor, setFavourite, notices } = await readyWith([tiger]);
    actor.send({ type: 'favourites.toggle', game_id: rocket.id, favorite: true });
    setFavourite.calls[0]!.reject(error);
    const ready = await waitFor(actor, (s) => s.matches('ready'));
    expect(ready.context).toEqual({ list: [tiger], pending: [] });
    expect(notices).toEqual([]);
  });

  it('a failed reload after a change keeps the list shown and clears pending, silently', async () => {
    const { actor, setFavourite, loadFavourites, notices } = await readyWith([tiger]);
    actor.send({ type: 'favourites.toggle', game_id: rocket.id, favorite: true });
    setFavourite.calls[0]!.resolve();
    await waitFor(actor, (s) => s.matches('reloading'));
    loadFavourites.calls[1]!.reject(networkFailure());
    const ready = await waitFor(actor, (s) => s.matches('ready'));
    expect(ready.context).toEqual({ list: [tiger], pending: [] });
    expect(notices).toEqual([]);
  });

  it('toggles and reloads are refused while a change and its reload are in flight', async () => {
    const { actor, setFavourite, loadFavourites } = await readyWith([tiger]);
    actor.send({ type: 'favourites.toggle', game_id: rocket.id, favorite: true });
    const other = { type: 'favourites.toggle', game_id: sevens.id, favorite: true } as const;

    expect(actor.getSnapshot().can(other)).toBe(false);
    expect(actor.getSnapshot().can({ type: 'favourites.reload' })).toBe(false);
    actor.send(other);
    actor.send({ type: 'favourites.reload' });
    expect(actor.getSnapshot().value).toBe('updating');
    expect(actor.getSnapshot().context.pending).toEqual([rocket.id]);
    expect(setFavourite.calls).toHaveLength(1);

    setFavourite.calls[0]!.resolve();
    await waitFor(actor, (s) => s.matches('reloading'));
    expect(actor.getSnapshot().can(other)).toBe(false);
    actor.send(other);
    expect(setFavourite.calls).toHaveLength(1);
    expect(loadFavourites.calls).toHaveLength(2);

    loadFavourites.calls[1]!.resolve([tiger, rocket]);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().can(other)).toBe(true);
    actor.send(other);
    expect(setFavourite.inputs()).toEqual([
      { game_id: rocket.id, favorite: true },
      { game_id: sevens.id, favorite: true },
    ]);
    expect(actor.getSnapshot().context.pending).toEqual([sevens.id]);
  });
});

describe('favourites: effects are injected', () => {
  it('without implementations, loading fails quietly into ready', async () => {
    const actor = createActor(favouritesMachine, { input: { signedIn: true } }).start();
    const snapshot = await waitFor(actor, (s) => s.matches('ready'));
    expect(snapshot.status).toBe('active');
    expect(snapshot.context.list).toEqual([]);
  });
});

describe('favourites: paths', () => {
  it('walks every reachable state and transition', () => {
    const coverage = pathCoverage('favourites', favouritesMachine, {
      inputs: [{ signedIn: true }, { signedIn: false }],
      events: [
        { type: 'xstate.done.actor.loadFavourites', output: [tiger] },
        { type: 'xstate.error.actor.loadFavourites', error: networkFailure() },
        { type: 'xstate.done.actor.setFavourite' },
        { type: 'xstate.error.actor.setFavourite', error: networkFailure() },
        {
          type: 'xstate.error.actor.setFavourite',
          error: new FakeApiError('unauthenticated', 'Unauthenticated.', 401),
        },
        { type: 'xstate.done.actor.reloadFavourites', output: [tiger, rocket] },
        { type: 'xstate.error.actor.reloadFavourites', error: networkFailure() },
        { type: 'favourites.toggle', game_id: rocket.id, favorite: true },
        { type: 'favourites.reload' },
      ],
    });
    console.log(coverage.summary);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
