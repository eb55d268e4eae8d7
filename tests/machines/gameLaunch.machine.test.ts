import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { gameLaunchMachine, type GameLaunchEvent, type GameLaunchInput } from '../../machines/gameLaunch.machine';
import type { Notice } from '../../machines/shared';
import { pathCoverage } from './paths';
import { codeOf, deferred, networkFailure, refused, serverFailure, text } from './support';

type LaunchResult = { url: string };

/** The launch fake: each call waits for the test to settle it. */
function manualLaunch() {
  const calls: Array<{
    input: { game_id: number };
    signal: AbortSignal;
    resolve: (v: LaunchResult) => void;
    reject: (e: unknown) => void;
  }> = [];
  const logic = fromPromise<LaunchResult, { game_id: number }>(({ input, signal }) => {
    const { promise, resolve, reject } = deferred<LaunchResult>();
    calls.push({ input, signal, resolve, reject });
    return promise;
  });
  return { logic, calls };
}

function startLaunch(input: GameLaunchInput) {
  const launch = manualLaunch();
  const openGame = vi.fn();
  const goBack = vi.fn();
  const machine = gameLaunchMachine.provide({
    actors: { launch: launch.logic },
    actions: { openGame: (_, params) => openGame(params), goBack: () => goBack() },
  });
  const actor = createActor(machine, { input });
  const notices: Notice[] = [];
  const loginRequests = vi.fn();
  actor.on('notice', ({ notice }) => notices.push(notice));
  actor.on('login.requested', loginRequests);
  actor.start();
  return { actor, launch, openGame, goBack, notices, loginRequests };
}

const gameUrl = '/play/house/42?session=abc';

describe('gameLaunch: login gate', () => {
  it('a guest is told to log in first, the login dialog is asked for, and nothing is launched', () => {
    const { actor, launch, notices, loginRequests } = startLaunch({ gameId: 42, session: 'guest' });
    expect(actor.getSnapshot().value).toBe('loginRequired');
    expect(notices.map((n) => [text(n.message), n.tone])).toEqual([
      ['Currently not logged in, please log in first', 'error'],
    ]);
    expect(loginRequests).toHaveBeenCalledTimes(1);
    expect(launch.calls).toHaveLength(0);
  });

  it('once the guest signs in, the game is launched and opened', async () => {
    const { actor, launch, openGame, notices } = startLaunch({ gameId: 42, session: 'guest' });
    actor.send({ type: 'launch.signedIn' });
    expect(actor.getSnapshot().value).toBe('launching');
    expect(launch.calls.map((c) => c.input)).toEqual([{ game_id: 42 }]);
    launch.calls[0]!.resolve({ url: gameUrl });
    const playing = await waitFor(actor, (s) => s.matches('playing'));
    expect(playing.context.url).toBe(gameUrl);
    expect(openGame).toHaveBeenCalledExactlyOnceWith({ url: gameUrl });
    expect(notices).toHaveLength(1); // only the login prompt
  });
});

describe('gameLaunch: a stored login still being checked', () => {
  it('waits for the session: no login prompt, no login dialog, nothing launched yet', () => {
    const { actor, launch, notices, loginRequests } = startLaunch({ gameId: 42, session: 'checking' });
    expect(actor.getSnapshot().value).toBe('waitingForSession');
    expect(notices).toEqual([]);
    expect(loginRequests).not.toHaveBeenCalled();
    expect(launch.calls).toHaveLength(0);
  });

  it('once the session confirms the member, the game is launched without a word about logging in', async () => {
    const { actor, launch, openGame, notices, loginRequests } = startLaunch({ gameId: 42, session: 'checking' });
    actor.send({ type: 'launch.signedIn' });
    expect(actor.getSnapshot().value).toBe('launching');
    expect(launch.calls.map((c) => c.input)).toEqual([{ game_id: 42 }]);
    launch.calls[0]!.resolve({ url: gameUrl });
    await waitFor(actor, (s) => s.matches('playing'));
    expect(openGame).toHaveBeenCalledExactlyOnceWith({ url: gameUrl });
    expect(notices).toEqual([]);
    expect(loginRequests).not.toHaveBeenCalled();
  });

  it('a paused member whose login was being checked hears only why they may not play', async () => {
    const { actor, launch, notices } = startLaunch({ gameId: 42, session: 'checking' });
    actor.send({ type: 'launch.signedIn' });
    launch.calls[0]!.reject(
      refused('responsible.paused', 'Your account is paused until …', 403, { until: '2026-03-03T12:00:00.000Z' }),
    );
    const blocked = await waitFor(actor, (s) => s.matches('blocked'));
    expect(codeOf(blocked.context.error)).toBe('responsible.paused');
    expect(notices).toEqual([]);
  });

  it('a stored login that turns out a guest gets the login gate then', () => {
    const { actor, launch, notices, loginRequests } = startLaunch({ gameId: 42, session: 'checking' });
    actor.send({ type: 'launch.guest' });
    expect(actor.getSnapshot().value).toBe('loginRequired');
    expect(notices.map((n) => [text(n.message), n.tone])).toEqual([
      ['Currently not logged in, please log in first', 'error'],
    ]);
    expect(loginRequests).toHaveBeenCalledTimes(1);
    expect(launch.calls).toHaveLength(0);
  });

  it('the guest answer is heard only while waiting', async () => {
    const { actor, launch } = startLaunch({ gameId: 7, session: 'signedIn' });
    expect(actor.getSnapshot().can({ type: 'launch.guest' })).toBe(false);
    launch.calls[0]!.resolve({ url: gameUrl });
    await waitFor(actor, (s) => s.matches('playing'));
    expect(actor.getSnapshot().can({ type: 'launch.guest' })).toBe(false);
  });
});

describe('gameLaunch: launching', () => {
  it('a member launches at once with the game id and opens the URL answered', async () => {
    const { actor, launch, openGame, notices, loginRequests } = startLaunch({ gameId: 7, session: 'signedIn' });
    expect(actor.getSnapshot().value).toBe('launching');
    expect(actor.getSnapshot().context).toEqual({ gameId: 7, url: null, error: null });
    expect(launch.calls.map((c) => c.input)).toEqual([{ game_id: 7 }]);
    expect(openGame).not.toHaveBeenCalled();
    launch.calls[0]!.resolve({ url: gameUrl });
    const playing = await waitFor(actor, (s) => s.matches('playing'));
    expect(playing.context).toEqual({ gameId: 7, url: gameUrl, error: null });
    expect(openGame).toHaveBeenCalledExactlyOnceWith({ url: gameUrl });
    expect(notices).toEqual([]);
    expect(loginRequests).not.toHaveBeenCalled();
  });

  it.each([
    ['network', networkFailure()],
    ['server', serverFailure('Game not found')],
    ['unknown', new Error('boom')],
  ])('a %s failure shows Load Fail (whatever the server said) and opens nothing', async (_kind, error) => {
    const { actor, launch, openGame } = startLaunch({ gameId: 7, session: 'signedIn' });
    launch.calls[0]!.reject(error);
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(text(failed.context.error)).toBe('Load Fail');
    expect(failed.context.url).toBeNull();
    expect(openGame).not.toHaveBeenCalled();
  });

  it('an account without its identity is told why, not Load Fail, and may try again once completed', async () => {
    const { actor, launch, openGame } = startLaunch({ gameId: 7, session: 'signedIn' });
    launch.calls[0]!.reject(refused('identity.incomplete', 'Complete your registration …', 403));
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(codeOf(failed.context.error)).toBe('identity.incomplete');
    expect(failed.can({ type: 'launch.retry' })).toBe(true);
    expect(openGame).not.toHaveBeenCalled();
  });

  it.each([
    [
      'paused',
      refused('responsible.paused', 'Your account is paused until …', 403, { until: '2026-03-03T12:00:00.000Z' }),
    ],
    [
      'self-excluded',
      refused('responsible.self_excluded', 'Your account is self-excluded until …', 403, {
        until: '2026-09-02T12:00:00.000Z',
      }),
    ],
    [
      'out of play time today',
      refused('responsible.play_time_limit', 'Your daily play-time limit …', 422, {
        limit: '60',
        resets_at: '2026-03-03T03:00:00.000Z',
      }),
    ],
  ])('an account that may not play (%s) is told why once, with no retry (it cannot help)', async (_kind, error) => {
    const { actor, launch, openGame } = startLaunch({ gameId: 7, session: 'signedIn' });
    launch.calls[0]!.reject(error);
    const blocked = await waitFor(actor, (s) => s.matches('blocked'));
    expect(codeOf(blocked.context.error)).toBe(error.error);
    expect(blocked.context.error).toMatchObject({ params: error.params });
    expect(blocked.can({ type: 'launch.retry' })).toBe(false);
    actor.send({ type: 'launch.retry' });
    expect(launch.calls).toHaveLength(1);
    expect(openGame).not.toHaveBeenCalled();
  });

  it('retry launches again with the same game and clears the error', async () => {
    const { actor, launch, openGame } = startLaunch({ gameId: 7, session: 'signedIn' });
    launch.calls[0]!.reject(networkFailure());
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'launch.retry' });
    expect(actor.getSnapshot().value).toBe('launching');
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(launch.calls.map((c) => c.input)).toEqual([{ game_id: 7 }, { game_id: 7 }]);
    launch.calls[1]!.resolve({ url: gameUrl });
    await waitFor(actor, (s) => s.matches('playing'));
    expect(openGame).toHaveBeenCalledExactlyOnceWith({ url: gameUrl });
  });

  it('events a state does not offer are ignored', async () => {
    const { actor, launch } = startLaunch({ gameId: 7, session: 'signedIn' });
    const offered = (event: GameLaunchEvent) => actor.getSnapshot().can(event);
    expect(offered({ type: 'launch.retry' })).toBe(false);
    expect(offered({ type: 'launch.signedIn' })).toBe(false);
    launch.calls[0]!.resolve({ url: gameUrl });
    await waitFor(actor, (s) => s.matches('playing'));
    expect(offered({ type: 'launch.retry' })).toBe(false);
    expect(offered({ type: 'launch.signedIn' })).toBe(false);
    actor.send({ type: 'launch.retry' });
    expect(launch.calls).toHaveLength(1);
  });
});

describe('gameLaunch: back', () => {
  const reach = {
    waitingForSession: async () => startLaunch({ gameId: 7, session: 'checking' }),
    loginRequired: async () => startLaunch({ gameId: 7, session: 'guest' }),
    launching: async () => startLaunch({ gameId: 7, session: 'signedIn' }),
    failed: async () => {
      const launch = startLaunch({ gameId: 7, session: 'signedIn' });
      launch.launch.calls[0]!.reject(networkFailure());
      await waitFor(launch.actor, (s) => s.matches('failed'));
      return launch;
    },
    blocked: async () => {
      const launch = startLaunch({ gameId: 7, session: 'signedIn' });
      launch.launch.calls[0]!.reject(
        refused('responsible.paused', 'Paused', 403, { until: '2026-03-03T12:00:00.000Z' }),
      );
      await waitFor(launch.actor, (s) => s.matches('blocked'));
      return launch;
    },
    playing: async () => {
      const launch = startLaunch({ gameId: 7, session: 'signedIn' });
      launch.launch.calls[0]!.resolve({ url: gameUrl });
      await waitFor(launch.actor, (s) => s.matches('playing'));
      return launch;
    },
  };

  it.each(Object.keys(reach) as Array<keyof typeof reach>)('back from %s closes and goes back once', async (state) => {
    const { actor, goBack } = await reach[state]();
    expect(actor.getSnapshot().value).toBe(state);
    actor.send({ type: 'launch.back' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('closed');
    expect(snapshot.status).toBe('done');
    expect(goBack).toHaveBeenCalledTimes(1);
  });

  it('back while launching cancels the request; its late answer opens nothing', async () => {
    const { actor, launch, openGame } = startLaunch({ gameId: 7, session: 'signedIn' });
    actor.send({ type: 'launch.back' });
    expect(launch.calls[0]!.signal.aborted).toBe(true);
    launch.calls[0]!.resolve({ url: gameUrl });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.url).toBeNull();
    expect(openGame).not.toHaveBeenCalled();
  });
});

describe('gameLaunch: effects are injected', () => {
  it('without implementations, the launch fails and back names the missing goBack', async () => {
    const actor = createActor(gameLaunchMachine, { input: { gameId: 7, session: 'signedIn' } });
    actor.subscribe({ error: () => {} });
    actor.start();
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'launch.back' });
    expect(actor.getSnapshot().status).toBe('error');
    expect(String(actor.getSnapshot().error)).toContain('goBack not provided');
  });
});

describe('gameLaunch: paths', () => {
  it('walks every reachable state and transition', () => {
    const coverage = pathCoverage('gameLaunch', gameLaunchMachine, {
      inputs: [
        { gameId: 7, session: 'signedIn' },
        { gameId: 7, session: 'guest' },
        { gameId: 7, session: 'checking' },
      ],
      events: [
        { type: 'xstate.done.actor.launch', output: { url: gameUrl } },
        { type: 'xstate.error.actor.launch', error: networkFailure() },
        {
          type: 'xstate.error.actor.launch',
          error: refused('responsible.paused', 'Paused', 403, { until: '2026-03-03T12:00:00.000Z' }),
        },
        { type: 'launch.signedIn' },
        { type: 'launch.guest' },
        { type: 'launch.retry' },
        { type: 'launch.back' },
      ],
      simplePaths: true,
    });
    console.log(coverage.summary);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
