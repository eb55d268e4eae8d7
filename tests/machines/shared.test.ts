import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  failureMessage,
  initialInput,
  isApiFailure,
  notProvided,
  notProvidedCallback,
  notProvidedPromise,
} from '../../machines/shared';
import { FakeApiError, text } from './support';

describe('isApiFailure', () => {
  it('recognises what the API layer throws, by shape', () => {
    expect(isApiFailure(new FakeApiError('server', 'Not found', 404))).toBe(true);
    expect(isApiFailure({ kind: 'network', message: 'fetch failed' })).toBe(true);
    expect(isApiFailure({ kind: 'forceOffline', message: '' })).toBe(true);
  });

  it('rejects anything else', () => {
    for (const value of [
      null,
      undefined,
      'server',
      new Error('boom'),
      { kind: 'teapot', message: 'x' },
      { kind: 'server' },
    ]) {
      expect(isApiFailure(value)).toBe(false);
    }
  });
});

describe('failureMessage', () => {
  it("shows the server's own text for a server failure", () => {
    expect(failureMessage(new FakeApiError('server', 'Please obtain the verification code again', 422))).toBe(
      'Please obtain the verification code again',
    );
  });

  it.each([
    ['network', new FakeApiError('network', 'fetch failed')],
    ['unauthenticated', new FakeApiError('unauthenticated', 'Unauthenticated.', 401)],
    ['forceOffline', new FakeApiError('forceOffline', 'Your session was ended by the operator')],
    ['server without text', new FakeApiError('server', '', 500)],
    ['unknown error', new Error('boom')],
  ])('shows the network message for a %s', (_what, error) => {
    expect(text(failureMessage(error))).toBe('Network error, please try again later');
  });
});

describe('placeholders', () => {
  it('an action placeholder throws naming the action', () => {
    expect(() => notProvided<{ token: string }>('storeToken')({}, { token: 't' })).toThrow('storeToken not provided');
  });

  it('a promise actor placeholder rejects naming the actor', async () => {
    const actor = createActor(notProvidedPromise<string>('loadMe'));
    actor.subscribe({ error: () => {} });
    actor.start();
    await expect(waitFor(actor, (s) => s.status === 'done')).rejects.toThrow('loadMe not provided');
  });

  it('a callback actor placeholder fails naming the actor', () => {
    const actor = createActor(notProvidedCallback('watchWorker'));
    const errors: unknown[] = [];
    actor.subscribe({ error: (e) => errors.push(e) });
    actor.start();
    expect(String(errors[0])).toContain('watchWorker not provided');
  });
});

describe('initialInput', () => {
  it('reads the input from the first event only', () => {
    expect(initialInput<{ hasToken: boolean }>({ type: 'xstate.init', input: { hasToken: true } } as never)).toEqual({
      hasToken: true,
    });
    expect(initialInput({ type: 'session.refresh' })).toBeUndefined();
  });
});
