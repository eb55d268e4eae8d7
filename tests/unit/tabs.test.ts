import { describe, expect, it } from 'vitest';
import { eventFor, LOGIN_LOCK, loginHeld, messageFor, readTabMessage } from '../../src/app/tabs';

describe('the tabs channel messages', () => {
  it('reads only the three messages of the app', () => {
    expect(readTabMessage({ type: 'ask' })).toEqual({ type: 'ask' });
    expect(readTabMessage({ type: 'logout', extra: 1 })).toEqual({ type: 'logout' });
    expect(readTabMessage({ type: 'token', token: 'abc' })).toEqual({ type: 'token', token: 'abc' });
    for (const stray of [
      null,
      'ask',
      42,
      {},
      { type: 'token' },
      { type: 'token', token: '' },
      { type: 'token', token: 7 },
      { type: 'login' },
      { type: 'token', token: 'x'.repeat(5000) },
    ]) {
      expect(readTabMessage(stray)).toBeNull();
    }
  });

  it('shares a token only when the tab has one', () => {
    expect(messageFor({ type: 'tabs.share' }, null)).toBeNull();
    expect(messageFor({ type: 'tabs.share' }, 'tok')).toEqual({ type: 'token', token: 'tok' });
    expect(messageFor({ type: 'tabs.ask' }, 'tok')).toEqual({ type: 'ask' });
    expect(messageFor({ type: 'tabs.announceLogout' }, null)).toEqual({ type: 'logout' });
    // The login lock is the lock manager's business, never a message.
    expect(messageFor({ type: 'tabs.holdLogin' }, 'tok')).toBeNull();
    expect(messageFor({ type: 'tabs.releaseLogin' }, 'tok')).toBeNull();
  });

  it('knows a tab holds a login only from the login lock', () => {
    expect(loginHeld({ held: [], pending: [] })).toBe(false);
    expect(loginHeld({})).toBe(false);
    expect(loginHeld({ held: [{ name: 'other', mode: 'shared', clientId: 'a' }] })).toBe(false);
    expect(loginHeld({ held: [{ name: LOGIN_LOCK, mode: 'shared', clientId: 'a' }] })).toBe(true);
    // A tab that has asked for the lock and is about to be granted it holds a login too.
    expect(loginHeld({ held: [], pending: [{ name: LOGIN_LOCK, mode: 'shared', clientId: 'b' }] })).toBe(true);
  });

  it('turns messages into the session’s events', () => {
    expect(eventFor({ type: 'ask' })).toEqual({ type: 'tabs.asked' });
    expect(eventFor({ type: 'token', token: 't' })).toEqual({ type: 'tabs.token', token: 't' });
    expect(eventFor({ type: 'logout' })).toEqual({ type: 'tabs.loggedOut' });
  });
});
