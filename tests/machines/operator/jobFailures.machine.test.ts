import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { JobFailureList } from '../../../contract/boDashboard';
import { jobFailuresMachine } from '../../../machines/operator/jobFailures.machine';
import { pathCoverage } from '../paths';
import { networkFailure, scripted } from '../support';

const list = (at: string, attempts: number): JobFailureList => ({
  at,
  list: [
    {
      step: 'table_rounds',
      item: 'abc123',
      attempts,
      last_error: 'Error: seamless.amount_invalid',
      first_failed_at: '2026-03-02T11:50:00.000Z',
      last_failed_at: at,
      next_attempt_at: '2026-03-02T12:10:00.000Z',
      keeps_failing: attempts >= 3,
    },
  ],
  total: 1,
});

function start(loads: Array<JobFailureList | Error>) {
  const load = scripted<JobFailureList>(...loads);
  const actor = createActor(jobFailuresMachine.provide({ actors: { load: load.logic } })).start();
  return { actor, load };
}

describe('the background jobs page', () => {
  it('reads the failing items at once; refresh reads again; a failed read keeps the last list and says why', async () => {
    const { actor, load } = start([
      list('2026-03-02T12:00:00.000Z', 3),
      networkFailure(),
      list('2026-03-02T12:01:00.000Z', 4),
    ]);
    await waitFor(actor, (s) => s.matches('shown'));
    expect(actor.getSnapshot().context.failures?.list[0]?.attempts).toBe(3);
    actor.send({ type: 'jobFailures.refresh' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.problem?.code).toBe('network');
    expect(actor.getSnapshot().context.failures?.at).toBe('2026-03-02T12:00:00.000Z');
    actor.send({ type: 'jobFailures.refresh' });
    await waitFor(actor, (s) => s.matches('shown'));
    expect(actor.getSnapshot().context).toMatchObject({ problem: null });
    expect(actor.getSnapshot().context.failures?.list[0]?.attempts).toBe(4);
    expect(load.calls).toHaveLength(3);
  });

  it('walks every reachable state and transition', () => {
    const coverage = pathCoverage('operator-job-failures', jobFailuresMachine, {
      inputs: [undefined],
      events: [
        { type: 'xstate.done.actor.load', output: list('2026-03-02T12:00:00.000Z', 1) },
        { type: 'xstate.error.actor.load', error: networkFailure() },
        { type: 'jobFailures.refresh' },
      ],
      serializeState: (s) => JSON.stringify([s.value, s.context.failures !== null, s.context.problem !== null]),
    });
    console.log(coverage.summary);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
