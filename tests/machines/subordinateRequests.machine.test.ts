import { createActor, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { subordinateRequestsMachine, type Answer } from '../../machines/subordinateRequests.machine';
import type { SubordinateRequestList } from '../../contract/agency';
import { pathCoverage } from './paths';
import { networkFailure, scripted, serverFailure, text } from './support';

const request = (id: number, agent: number) => ({ id, agent_id: agent, created_at: '2026-11-20T12:00:00.000Z' });

function start(loads: Array<SubordinateRequestList | Error>, answers: Array<unknown>) {
  const load = scripted<SubordinateRequestList>(...loads);
  const respond = scripted<unknown, Answer>(...(answers as Array<unknown | Error>));
  const inviterChanged = vi.fn();
  const actor = createActor(
    subordinateRequestsMachine.provide({
      actors: { load: load.logic, respond: respond.logic },
      actions: { inviterChanged },
    }),
  ).start();
  return { actor, load, respond, inviterChanged };
}

describe('subordinate requests', () => {
  it('declining removes one request; accepting closes them all and says the inviter changed', async () => {
    const { actor, respond, inviterChanged } = start(
      [{ list: [request(1, 10), request(2, 20), request(3, 30)] }],
      [{}, {}],
    );
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'requests.decline', id: 2 });
    await waitFor(actor, (s) => s.matches('ready') && s.context.list.length === 2);
    expect(inviterChanged).not.toHaveBeenCalled();
    // A request that is not in the list is not sent.
    actor.send({ type: 'requests.accept', id: 99 });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    actor.send({ type: 'requests.accept', id: 3 });
    await waitFor(actor, (s) => s.matches('ready') && s.context.list.length === 0);
    expect(respond.calls).toEqual([
      { id: 2, accept: false },
      { id: 3, accept: true },
    ]);
    expect(inviterChanged).toHaveBeenCalledTimes(1);
  });

  it('a refused answer reads the list again and shows why; a failed load can be retried', async () => {
    const { actor, load } = start(
      [{ list: [request(1, 10)] }, networkFailure(), { list: [] }],
      [serverFailure('This request is no longer open')],
    );
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'requests.accept', id: 1 });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'requests.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.list).toEqual([]);
    expect(load.calls).toHaveLength(3);
  });

  it('keeps the server’s reason when the list is read again after a refusal', async () => {
    const { actor } = start(
      [{ list: [request(1, 10)] }, { list: [] }],
      [serverFailure('This request is no longer open')],
    );
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'requests.decline', id: 1 });
    await waitFor(actor, (s) => s.matches('ready') && s.context.list.length === 0);
    expect(text(actor.getSnapshot().context.error)).toBe('This request is no longer open');
  });

  it('walks every reachable state and transition', () => {
    const coverage = pathCoverage('subordinateRequests', subordinateRequestsMachine, {
      inputs: [undefined],
      events: [
        { type: 'xstate.done.actor.load', output: { list: [request(1, 10)] } },
        { type: 'xstate.error.actor.load', error: networkFailure() },
        { type: 'requests.retry' },
        { type: 'requests.accept', id: 1 },
        { type: 'requests.decline', id: 1 },
        { type: 'xstate.done.actor.respond', output: {} },
        { type: 'xstate.error.actor.respond', error: serverFailure('This request is no longer open') },
      ],
    });
    console.log(coverage.summary);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
