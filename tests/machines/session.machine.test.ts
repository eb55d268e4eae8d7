import { createActor, fromCallback, transition, waitFor, type AnyMachineSnapshot } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '../../contract';
import { sessionMachine, type SessionEvent, type TabsCommand } from '../../machines/session.machine';
import type { Notice } from '../../machines/shared';
import { pathCoverage, reachableSnapshots } from './paths';
import { FakeApiError, makeUser, networkFailure, scripted, serverFailure, text } from './support';

const ana = makeUser();
const anaRicher = makeUser({ money: '900.00' });

type TabMessage = { type: 'ask' } | { type: 'token'; token: string } | { type: 'logout' };

/**
 * A fake BroadcastChannel between tabs: each tab's `tabs` actor posts to every other tab (never to
 * itself, as a BroadcastChannel does). Every message posted is kept in `posted`. With `locks`, it also
 * plays the browser's lock manager: it tells an asking tab whether any tab holds the login lock.
 */
function fakeChannel(options: { locks?: boolean; slowLocks?: boolean } = {}) {
  const tabs = new Set<(message: TabMessage) => void>();
  const holders = new Set<unknown>();
  const posted: TabMessage[] = [];
  /** With `slowLocks`, the lock manager's answers wait here until the test lets them go. */
  const lockAnswers: (() => void)[] = [];
  const tabActor = (token: () => string | null) =>
    fromCallback<TabsCommand>(({ sendBack, receive }) => {
      const hear = (message: TabMessage) =>
        sendBack(
          message.type === 'ask'
            ? { type: 'tabs.asked' }
            : message.type === 'token'
              ? { type: 'tabs.token', token: message.token }
              : { type: 'tabs.loggedOut' },
        );
      const post = (command: TabsCommand) => {
        const held = token();
        const message: TabMessage | null =
          command.type === 'tabs.ask'
            ? { type: 'ask' }
            : command.type === 'tabs.share'
              ? held === null
                ? null
                : { type: 'token', token: held }
              : { type: 'logout' };
        if (!message) return;
        posted.push(message);
        for (const other of tabs) if (other !== hear) other(message);
      };
      receive((command) => {
        if (command.type === 'tabs.holdLogin') return void holders.add(hear);
        if (command.type === 'tabs.releaseLogin') return void holders.delete(hear);
        if (command.type === 'tabs.ask' && options.locks) {
          // As src/app/tabs.ts: the session waits the longer time for the lock manager's say.
          sendBack({ type: 'tabs.memberOpen' });
          const say = () => (holders.size === 0 ? sendBack({ type: 'tabs.alone' }) : post(command));
          if (options.slowLocks) lockAnswers.push(say);
          else say();
          return;
        }
        post(command);
      });
      tabs.add(hear);
      return () => {
        tabs.delete(hear);
        holders.delete(hear);
      };
    });
  return { posted, holders, lockAnswers, tabActor };
}

function startSession(
  input: { hasToken: boolean },
  fakes: {
    loadMe?: Array<UserInfo | Error>;
    logout?: Array<void | Error>;
    /** The tabs' channel; by default one of its own, with no other tab. */
    channel?: ReturnType<typeof fakeChannel>;
    /** The token this tab holds, as its session storage would. */
    token?: string;
    /** Leave a tab without a token asking (default: the wait for an answer ends at once). */
    keepAsking?: boolean;
    tabAnswer?: number;
    memberTabAnswer?: number;
  } = {},
) {
  const loadMe = scripted<UserInfo>(...(fakes.loadMe ?? []));
  const logout = scripted<void>(...(fakes.logout ?? []));
  let token: string | null = fakes.token ?? (input.hasToken ? 'tok-0' : null);
  const actions = {
    storeToken: vi.fn((params: { token: string }) => (token = params.token)),
    clearToken: vi.fn(() => (token = null)),
    clearAllStorage: vi.fn(() => (token = null)),
  };
  const channel = fakes.channel ?? fakeChannel();
  const machine = sessionMachine.provide({
    actors: { loadMe: loadMe.logic, logout: logout.logic, tabs: channel.tabActor(() => token) },
    actions: {
      storeToken: (_, params) => actions.storeToken(params),
      clearToken: () => actions.clearToken(),
      clearAllStorage: () => actions.clearAllStorage(),
    },
    delays: { tabAnswer: fakes.tabAnswer ?? 60_000, memberTabAnswer: fakes.memberTabAnswer ?? 60_000 },
  });
  const actor = createActor(machine, { input });
  const notices: Notice[] = [];
  const loginRequests = vi.fn();
  actor.on('notice', ({ notice }) => notices.push(notice));
  actor.on('login.requested', loginRequests);
  actor.start();
  // No other tab answers: the wait ends (the timer itself is proven in 'session: tabs').
  if (!fakes.keepAsking && actor.getSnapshot().matches({ asking: 'listening' })) {
    actor.send({ type: 'xstate.after.tabAnswer.session.asking.listening' } as unknown as SessionEvent);
  }
  return { actor, loadMe, logout, actions, notices, loginRequests, channel, token: () => token };
}

describe('session: start', () => {
  it('with a token, checks it by loading the member and signs in', async () => {
    const { actor, loadMe } = startSession({ hasToken: true }, { loadMe: [ana] });
    expect(actor.getSnapshot().value).toBe('checking');
    const snapshot = await waitFor(actor, (s) => s.matches('signedIn'));
    expect(snapshot.value).toEqual({ signedIn: 'idle' });
    expect(snapshot.context.user).toEqual(ana);
    expect(loadMe.calls).toHaveLength(1);
  });

  it('without a token, is a guest and asks nothing', () => {
    const { actor, loadMe } = startSession({ hasToken: false });
    expect(actor.getSnapshot().value).toBe('guest');
    expect(actor.getSnapshot().context.user).toBeNull();
    expect(loadMe.calls).toHaveLength(0);
  });

  it('a network failure while checking keeps the token (the check runs again with the network back) and says so', async () => {
    const { actor, actions, notices } = startSession({ hasToken: true }, { loadMe: [networkFailure()] });
    await waitFor(actor, (s) => s.matches('guest'));
    expect(actions.clearToken).not.toHaveBeenCalled();
    expect(notices).toHaveLength(1);
    expect(text(notices[0]!.message)).toBe('Network error, please try again later');
    expect(notices[0]!.tone).toBe('error');
  });

  it.each([
    ['server', serverFailure('Server error, please try again later')],
    ['unauthenticated', new FakeApiError('unauthenticated', 'Unauthenticated.', 401)],
    ['unknown', new Error('boom')],
  ])('a %s failure while checking drops the token silently', async (_kind, error) => {
    const { actor, actions, notices } = startSession({ hasToken: true }, { loadMe: [error] });
    await waitFor(actor, (s) => s.matches('guest'));
    expect(actor.getSnapshot().context.user).toBeNull();
    expect(actions.clearToken).toHaveBeenCalledTimes(1);
    expect(notices).toEqual([]);
  });
});

describe('session: signing in', () => {
  it('a guest who signs in has the token stored, then is checked', async () => {
    const { actor, actions, loadMe } = startSession({ hasToken: false }, { loadMe: [ana] });
    actor.send({ type: 'session.signedIn', token: 'tok-1' });
    expect(actions.storeToken).toHaveBeenCalledWith({ token: 'tok-1' });
    const snapshot = await waitFor(actor, (s) => s.matches('signedIn'));
    expect(snapshot.context.user).toEqual(ana);
    expect(loadMe.calls).toHaveLength(1);
  });

  it('a new token while checking stores it and checks again', async () => {
    const { actor, actions, loadMe } = startSession({ hasToken: true });
    expect(loadMe.calls).toHaveLength(1);
    loadMe.queue(ana);
    actor.send({ type: 'session.signedIn', token: 'tok-2' });
    expect(actions.storeToken).toHaveBeenCalledWith({ token: 'tok-2' });
    expect(loadMe.calls).toHaveLength(2);
    await waitFor(actor, (s) => s.matches('signedIn'));
  });
});

describe('session: signed in', () => {
  it('refresh reloads the member', async () => {
    const { actor, loadMe } = startSession({ hasToken: true }, { loadMe: [ana, anaRicher] });
    await waitFor(actor, (s) => s.matches({ signedIn: 'idle' }));
    actor.send({ type: 'session.refresh' });
    expect(actor.getSnapshot().value).toEqual({ signedIn: 'refreshing' });
    const snapshot = await waitFor(actor, (s) => s.matches({ signedIn: 'idle' }));
    expect(snapshot.context.user?.money).toBe('900.00');
    expect(loadMe.calls).toHaveLength(2);
  });

  it('a failed refresh keeps the member shown', async () => {
    const { actor, notices } = startSession({ hasToken: true }, { loadMe: [ana, networkFailure()] });
    await waitFor(actor, (s) => s.matches({ signedIn: 'idle' }));
    actor.send({ type: 'session.refresh' });
    const snapshot = await waitFor(actor, (s) => s.matches({ signedIn: 'idle' }));
    expect(snapshot.context.user).toEqual(ana);
    expect(notices).toEqual([]);
  });

  it.each([
    ['succeeds', undefined],
    ['fails', networkFailure()],
  ])('logging out ends as a guest without a token when the call %s', async (_how, result) => {
    const { actor, actions, logout } = startSession({ hasToken: true }, { loadMe: [ana], logout: [result] });
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'session.logout' });
    expect(actor.getSnapshot().value).toBe('signingOut');
    const snapshot = await waitFor(actor, (s) => s.matches('guest'));
    expect(snapshot.context.user).toBeNull();
    expect(actions.clearToken).toHaveBeenCalledTimes(1);
    expect(logout.calls).toHaveLength(1);
  });
});

describe('session: 401 and force_offline', () => {
  it('a 401 with a token means the login expired: member and token dropped, no toast', async () => {
    const { actor, actions, notices, loginRequests } = startSession({ hasToken: true }, { loadMe: [ana] });
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'session.unauthorized', hadToken: true });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('expired');
    expect(snapshot.context.user).toBeNull();
    expect(actions.clearToken).toHaveBeenCalledTimes(1);
    expect(notices).toEqual([]);
    expect(loginRequests).not.toHaveBeenCalled();
  });

  it('a 401 without a token says to log in first and asks for the login dialog', () => {
    const { actor, actions, notices, loginRequests } = startSession({ hasToken: false });
    actor.send({ type: 'session.unauthorized', hadToken: false });
    expect(actor.getSnapshot().value).toBe('guest');
    expect(actions.clearToken).toHaveBeenCalledTimes(1);
    expect(notices.map((n) => [text(n.message), n.tone])).toEqual([
      ['Currently not logged in, please log in first', 'error'],
    ]);
    expect(loginRequests).toHaveBeenCalledTimes(1);
  });

  it('force_offline clears all storage, drops the member and shows the network message', async () => {
    const { actor, actions, notices } = startSession({ hasToken: true }, { loadMe: [ana] });
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'session.forcedOffline' });
    expect(actor.getSnapshot().value).toBe('guest');
    expect(actor.getSnapshot().context.user).toBeNull();
    expect(actions.clearAllStorage).toHaveBeenCalledTimes(1);
    expect(notices.map((n) => [text(n.message), n.tone])).toEqual([['Network error, please try again later', 'error']]);
  });

  // Every stable state the graph reaches, with the member loaded where there is one.
  const everyState = () =>
    reachableSnapshots(sessionMachine, {
      inputs: [{ hasToken: true }, { hasToken: false }],
      events: [
        { type: 'xstate.done.actor.loadMe', output: ana },
        { type: 'xstate.error.actor.loadMe', error: networkFailure() },
        { type: 'xstate.done.actor.refreshMe', output: ana },
        { type: 'xstate.error.actor.refreshMe', error: networkFailure() },
        { type: 'xstate.done.actor.logout' },
        { type: 'xstate.error.actor.logout', error: networkFailure() },
        { type: 'session.signedIn', token: 't' },
        { type: 'session.refresh' },
        { type: 'session.logout' },
        { type: 'session.unauthorized', hadToken: true },
        { type: 'session.dismiss' },
      ],
    });
  // The effects a step chose, leaving out XState's own bookkeeping (stopping an invoked actor, a timer) and
  // the login lock a signed-in tab lets go of (proven in 'tabs of one browser').
  const effects = (actions: { type: string }[]) =>
    actions
      .map((a) => a.type)
      .filter((t) => t !== 'xstate.stopChild' && t !== 'xstate.cancel' && t !== 'xstate.sendTo');
  const uniqueValues = (snapshots: AnyMachineSnapshot[]) => new Set(snapshots.map((s) => JSON.stringify(s.value)));

  it('every state handles session.unauthorized the same way (the expired prompt keeps its place)', () => {
    const states = everyState();
    expect(uniqueValues(states).size).toBe(7); // asking, checking, guest, signedIn.idle, signedIn.refreshing, signingOut, expired
    for (const from of states) {
      if (from.matches('expired')) {
        // The other calls that failed with the lapsed token (or after it was cleared): the prompt stays alone.
        for (const hadToken of [true, false]) {
          const [next, actions] = transition(sessionMachine, from, { type: 'session.unauthorized', hadToken });
          expect(next.value).toBe('expired');
          expect(effects(actions)).toEqual([]);
        }
        continue;
      }
      const [expired, expiredActions] = transition(sessionMachine, from, {
        type: 'session.unauthorized',
        hadToken: true,
      });
      expect(expired.value).toBe('expired');
      expect(expired.context.user).toBeNull();
      expect(effects(expiredActions)).toEqual(['clearToken']);

      const [guest, guestActions] = transition(sessionMachine, from, { type: 'session.unauthorized', hadToken: false });
      expect(guest.value).toBe('guest');
      expect(guest.context.user).toBeNull();
      expect(effects(guestActions)).toEqual(['clearToken', 'xstate.emit', 'xstate.emit']);
    }
  });

  it('every state handles session.forcedOffline the same way', () => {
    for (const from of everyState()) {
      const [next, actions] = transition(sessionMachine, from, { type: 'session.forcedOffline' });
      expect(next.value).toBe('guest');
      expect(next.context.user).toBeNull();
      expect(effects(actions)).toEqual(['clearAllStorage', 'xstate.emit']);
    }
  });
});

describe('session: the account closed', () => {
  it('every state forgets the member and the token, without the expired prompt or a call to the server', () => {
    for (const from of reachableSnapshots(sessionMachine, {
      inputs: [{ hasToken: true }, { hasToken: false }],
      events: [
        { type: 'xstate.done.actor.loadMe', output: ana },
        { type: 'session.logout' },
        { type: 'session.unauthorized', hadToken: true },
      ],
    })) {
      const [next, actions] = transition(sessionMachine, from, { type: 'session.closed' });
      expect(next.value).toBe('guest');
      expect(next.context.user).toBeNull();
      expect(
        actions
          .map((a): string => a.type)
          .filter((t) => t !== 'xstate.stopChild' && t !== 'xstate.cancel' && t !== 'xstate.sendTo'),
      ).toEqual(['clearToken']);
    }
  });
});

describe('session: an idle session (regulated-br: 30 minutes)', () => {
  it('the server’s auth.session_expired 401 shows the login-expired prompt', async () => {
    const { actor, notices, loginRequests } = startSession({ hasToken: true }, { loadMe: [ana] });
    await waitFor(actor, (s) => s.matches('signedIn'));
    // The API client reports any 401 of a call that carried the token as hadToken (src/api/client.ts).
    actor.send({ type: 'session.unauthorized', hadToken: true });
    expect(actor.getSnapshot().value).toBe('expired');
    expect(notices).toEqual([]);
    expect(loginRequests).not.toHaveBeenCalled();
  });
});

describe("session: ended by the operator's block", () => {
  const BLOCKED = { type: 'session.unauthorized', hadToken: true, code: 'auth.session_blocked' } as const;

  it('a 401 auth.session_blocked says the account was blocked: member and token dropped, nothing else asked', async () => {
    const { actor, actions, notices, loginRequests } = startSession({ hasToken: true }, { loadMe: [ana] });
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send(BLOCKED);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('blocked');
    // The prompt's place (src/routes/__root.tsx) opens for it as for a lapsed login.
    expect(snapshot.hasTag('lapsed')).toBe(true);
    expect(snapshot.context.user).toBeNull();
    expect(actions.clearToken).toHaveBeenCalledTimes(1);
    expect(notices).toEqual([]);
    expect(loginRequests).not.toHaveBeenCalled();
    // Logging in again is not offered (the login would be refused while the block is in force).
    expect(snapshot.can({ type: 'session.relogin' })).toBe(false);
  });

  it('a page opened with the blocked token says so from the check', () => {
    const { actor } = startSession({ hasToken: true });
    expect(actor.getSnapshot().matches('checking')).toBe(true);
    actor.send(BLOCKED);
    expect(actor.getSnapshot().value).toBe('blocked');
  });

  it('the other calls that failed at the same moment leave it as it is; closing it leaves a guest', async () => {
    const { actor, actions, loginRequests } = startSession({ hasToken: true }, { loadMe: [ana] });
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send(BLOCKED);
    actor.send({ type: 'session.unauthorized', hadToken: false });
    actor.send(BLOCKED);
    expect(actor.getSnapshot().value).toBe('blocked');
    expect(actions.clearToken).toHaveBeenCalledTimes(1);
    actor.send({ type: 'session.dismiss' });
    expect(actor.getSnapshot().value).toBe('guest');
    expect(loginRequests).not.toHaveBeenCalled();
  });

  it('a lapsed login is still the login-expired prompt', async () => {
    const { actor } = startSession({ hasToken: true }, { loadMe: [ana] });
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'session.unauthorized', hadToken: true, code: 'auth.session_expired' });
    expect(actor.getSnapshot().value).toBe('expired');
    expect(actor.getSnapshot().hasTag('lapsed')).toBe(true);
  });
});

describe('session: login expired prompt', () => {
  async function expiredSession() {
    const session = startSession({ hasToken: true }, { loadMe: [ana] });
    await waitFor(session.actor, (s) => s.matches('signedIn'));
    session.actor.send({ type: 'session.unauthorized', hadToken: true });
    return session;
  }

  it('log in again: becomes a guest and asks for the login dialog', async () => {
    const { actor, loginRequests } = await expiredSession();
    actor.send({ type: 'session.relogin' });
    expect(actor.getSnapshot().value).toBe('guest');
    expect(loginRequests).toHaveBeenCalledTimes(1);
  });

  it('dismiss: becomes a guest without the dialog', async () => {
    const { actor, loginRequests } = await expiredSession();
    actor.send({ type: 'session.dismiss' });
    expect(actor.getSnapshot().value).toBe('guest');
    expect(loginRequests).not.toHaveBeenCalled();
  });

  it('signing in again from the prompt stores the token and checks it', async () => {
    const { actor, actions, loadMe } = await expiredSession();
    loadMe.queue(anaRicher);
    actor.send({ type: 'session.signedIn', token: 'tok-3' });
    expect(actions.storeToken).toHaveBeenCalledWith({ token: 'tok-3' });
    const snapshot = await waitFor(actor, (s) => s.matches('signedIn'));
    expect(snapshot.context.user).toEqual(anaRicher);
  });

  it('events the prompt does not offer are ignored elsewhere', () => {
    const { actor } = startSession({ hasToken: false });
    const ignored: SessionEvent[] = [
      { type: 'session.relogin' },
      { type: 'session.dismiss' },
      { type: 'session.refresh' },
    ];
    for (const event of ignored) {
      expect(actor.getSnapshot().can(event)).toBe(false);
    }
  });
});

describe('session: effects are injected', () => {
  it('without implementations, the placeholders name what is missing', async () => {
    const bare = createActor(sessionMachine, { input: { hasToken: true } });
    bare.subscribe({ error: () => {} });
    bare.start();
    expect(bare.getSnapshot().status).toBe('error');
    expect(String(bare.getSnapshot().error)).toContain('tabs not provided');

    const noTabs = fromCallback<TabsCommand>(() => {});
    const actor = createActor(sessionMachine.provide({ actors: { tabs: noTabs } }), { input: { hasToken: true } });
    actor.subscribe({ error: () => {} });
    actor.start();
    // loadMe rejects with "loadMe not provided"; its onError then runs the clearToken placeholder.
    await expect(waitFor(actor, (s) => s.matches('guest'))).rejects.toThrow('clearToken not provided');
    expect(actor.getSnapshot().status).toBe('error');
  });
});

describe('session: tabs of one browser', () => {
  it('a new tab asks the open tabs; a logged-in tab answers with its token and the new tab checks it', async () => {
    const channel = fakeChannel();
    const open = startSession({ hasToken: true }, { loadMe: [ana], channel, token: 'tok-open' });
    await waitFor(open.actor, (s) => s.matches('signedIn'));

    const fresh = startSession({ hasToken: false }, { loadMe: [ana], channel, keepAsking: true });
    const snapshot = await waitFor(fresh.actor, (s) => s.matches('signedIn'));
    expect(snapshot.context.user).toEqual(ana);
    expect(fresh.actions.storeToken).toHaveBeenCalledExactlyOnceWith({ token: 'tok-open' });
    expect(fresh.token()).toBe('tok-open');
    expect(channel.posted).toEqual([{ type: 'ask' }, { type: 'token', token: 'tok-open' }]);
  });

  it('only a logged-in tab answers: guest and expired tabs stay silent, and the new tab becomes a guest', async () => {
    const channel = fakeChannel();
    startSession({ hasToken: false }, { channel });
    const expired = startSession({ hasToken: true }, { loadMe: [ana], channel });
    await waitFor(expired.actor, (s) => s.matches('signedIn'));
    expired.actor.send({ type: 'session.unauthorized', hadToken: true });
    channel.posted.length = 0;

    const fresh = startSession({ hasToken: false }, { channel, keepAsking: true, tabAnswer: 5 });
    expect(fresh.actor.getSnapshot().value).toEqual({ asking: 'listening' });
    const snapshot = await waitFor(fresh.actor, (s) => s.matches('guest'));
    expect(snapshot.context.user).toBeNull();
    expect(channel.posted).toEqual([{ type: 'ask' }]);
    expect(fresh.loadMe.calls).toHaveLength(0);
  });

  it('a tab with a token of its own does not ask', async () => {
    const channel = fakeChannel();
    const tab = startSession({ hasToken: true }, { loadMe: [ana], channel });
    await waitFor(tab.actor, (s) => s.matches('signedIn'));
    expect(channel.posted).toEqual([]);
  });

  it('logging in while asking stores the own token', () => {
    const { actor, actions } = startSession({ hasToken: false }, { keepAsking: true });
    actor.send({ type: 'session.signedIn', token: 'tok-own' });
    expect(actor.getSnapshot().value).toBe('checking');
    expect(actions.storeToken).toHaveBeenCalledExactlyOnceWith({ token: 'tok-own' });
  });

  it('logging out in one tab logs out every tab, with one call to the server', async () => {
    const channel = fakeChannel();
    const first = startSession({ hasToken: true }, { loadMe: [ana], channel, logout: [undefined] });
    const second = startSession({ hasToken: true }, { loadMe: [ana], channel });
    const checking = startSession({ hasToken: true }, { channel });
    const guest = startSession({ hasToken: false }, { channel });
    await waitFor(first.actor, (s) => s.matches('signedIn'));
    await waitFor(second.actor, (s) => s.matches('signedIn'));

    first.actor.send({ type: 'session.logout' });
    expect(second.actor.getSnapshot().value).toBe('guest');
    expect(second.actor.getSnapshot().context.user).toBeNull();
    expect(second.token()).toBeNull();
    expect(checking.actor.getSnapshot().value).toBe('guest');
    expect(checking.token()).toBeNull();
    expect(guest.actor.getSnapshot().value).toBe('guest');
    await waitFor(first.actor, (s) => s.matches('guest'));
    expect(first.logout.calls).toHaveLength(1);
    expect(second.logout.calls).toHaveLength(0);
    // The guest tab asked when it opened; the one logout was announced once.
    expect(channel.posted).toEqual([{ type: 'ask' }, { type: 'logout' }]);
  });

  it('with the lock manager, a new tab is a guest at once when no tab holds a login', () => {
    const channel = fakeChannel({ locks: true });
    startSession({ hasToken: false }, { channel });
    const fresh = startSession({ hasToken: false }, { channel, keepAsking: true });
    expect(fresh.actor.getSnapshot().value).toBe('guest');
    // Nothing was posted: there was nobody to ask.
    expect(channel.posted).toEqual([]);
  });

  it('with the lock manager, a new tab waits past the short wait for a logged-in tab that answers late', async () => {
    vi.useFakeTimers();
    try {
      const channel = fakeChannel({ locks: true });
      // A logged-in tab too busy to answer at once: it holds the lock, its answer is sent by hand below.
      channel.holders.add('the busy tab');
      const fresh = startSession(
        { hasToken: false },
        { loadMe: [ana], channel, keepAsking: true, tabAnswer: 400, memberTabAnswer: 5000 },
      );
      expect(fresh.actor.getSnapshot().value).toEqual({ asking: 'awaitingMember' });
      vi.advanceTimersByTime(4000);
      expect(fresh.actor.getSnapshot().value).toEqual({ asking: 'awaitingMember' });
      fresh.actor.send({ type: 'tabs.token', token: 'tok-open' });
      await vi.waitFor(() => expect(fresh.actor.getSnapshot().matches('signedIn')).toBe(true));
      expect(fresh.token()).toBe('tok-open');
      expect(channel.posted).toEqual([{ type: 'ask' }]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('with a lock manager slower than the short wait, a new tab waits for its say: no holder, a guest', () => {
    vi.useFakeTimers();
    try {
      const channel = fakeChannel({ locks: true, slowLocks: true });
      const fresh = startSession(
        { hasToken: false },
        { channel, keepAsking: true, tabAnswer: 400, memberTabAnswer: 5000 },
      );
      vi.advanceTimersByTime(1000);
      expect(fresh.actor.getSnapshot().value).toEqual({ asking: 'awaitingMember' });
      for (const say of channel.lockAnswers) say();
      expect(fresh.actor.getSnapshot().value).toBe('guest');
      expect(channel.posted).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('with a lock manager slower than the short wait, a new tab asks the holder it finds and takes its login', async () => {
    vi.useFakeTimers();
    try {
      const channel = fakeChannel({ locks: true, slowLocks: true });
      const open = startSession({ hasToken: true }, { loadMe: [ana], channel });
      await vi.waitFor(() => expect(open.actor.getSnapshot().matches('signedIn')).toBe(true));
      const fresh = startSession({ hasToken: false }, { loadMe: [ana], channel, keepAsking: true, tabAnswer: 400 });
      vi.advanceTimersByTime(1000);
      expect(fresh.actor.getSnapshot().value).toEqual({ asking: 'awaitingMember' });
      for (const say of channel.lockAnswers) say();
      await vi.waitFor(() => expect(fresh.actor.getSnapshot().matches('signedIn')).toBe(true));
      expect(channel.posted.map((m) => m.type)).toEqual(['ask', 'token']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('with the lock manager, a holder that never answers leaves the new tab a guest after the longer wait', () => {
    vi.useFakeTimers();
    try {
      const channel = fakeChannel({ locks: true });
      channel.holders.add('a tab that is gone');
      const fresh = startSession(
        { hasToken: false },
        { channel, keepAsking: true, tabAnswer: 400, memberTabAnswer: 5000 },
      );
      vi.advanceTimersByTime(4999);
      expect(fresh.actor.getSnapshot().value).toEqual({ asking: 'awaitingMember' });
      vi.advanceTimersByTime(1);
      expect(fresh.actor.getSnapshot().value).toBe('guest');
    } finally {
      vi.useRealTimers();
    }
  });

  it('a signed-in tab holds the login lock and lets it go when it logs out', async () => {
    const channel = fakeChannel({ locks: true });
    const tab = startSession({ hasToken: true }, { loadMe: [ana], channel, logout: [undefined] });
    expect(channel.holders.size).toBe(0);
    await waitFor(tab.actor, (s) => s.matches('signedIn'));
    expect(channel.holders.size).toBe(1);
    tab.actor.send({ type: 'session.logout' });
    expect(channel.holders.size).toBe(0);
  });

  it('a login in one tab does not log in the tabs already open as guests', async () => {
    const channel = fakeChannel();
    const guest = startSession({ hasToken: false }, { channel });
    const other = startSession({ hasToken: false }, { loadMe: [ana], channel });
    other.actor.send({ type: 'session.signedIn', token: 'tok-other' });
    await waitFor(other.actor, (s) => s.matches('signedIn'));
    expect(guest.actor.getSnapshot().value).toBe('guest');
    expect(guest.token()).toBeNull();
    // Both asked when they opened (nobody answered); the login itself is not sent to anyone.
    expect(channel.posted).toEqual([{ type: 'ask' }, { type: 'ask' }]);
  });
});

describe('session: paths', () => {
  it('walks every reachable state and transition', () => {
    const coverage = pathCoverage('session', sessionMachine, {
      inputs: [{ hasToken: true }, { hasToken: false }],
      events: [
        { type: 'xstate.done.actor.loadMe', output: ana },
        { type: 'xstate.error.actor.loadMe', error: networkFailure() },
        { type: 'xstate.error.actor.loadMe', error: serverFailure('Server error, please try again later') },
        { type: 'xstate.done.actor.refreshMe', output: anaRicher },
        { type: 'xstate.error.actor.refreshMe', error: networkFailure() },
        { type: 'xstate.done.actor.logout' },
        { type: 'xstate.error.actor.logout', error: networkFailure() },
        { type: 'session.signedIn', token: 'tok' },
        { type: 'session.refresh' },
        { type: 'session.logout' },
        { type: 'session.unauthorized', hadToken: true },
        { type: 'session.unauthorized', hadToken: false },
        { type: 'session.unauthorized', hadToken: true, code: 'auth.session_blocked' },
        { type: 'session.forcedOffline' },
        { type: 'session.closed' },
        { type: 'session.relogin' },
        { type: 'session.dismiss' },
        { type: 'xstate.after.tabAnswer.session.asking.listening' },
        { type: 'xstate.after.memberTabAnswer.session.asking.awaitingMember' },
        { type: 'tabs.alone' },
        { type: 'tabs.memberOpen' },
        { type: 'tabs.asked' },
        { type: 'tabs.token', token: 'tok-other' },
        { type: 'tabs.loggedOut' },
      ],
    });
    console.log(coverage.summary);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
