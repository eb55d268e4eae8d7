import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { RegulatorDay, RegulatorFiles } from '../../../contract/boRegulator';
import {
  regulatorDeskMachine,
  type RegulatorFile,
  type RegulatorView,
} from '../../../machines/operator/regulatorDesk.machine';
import { pathCoverage } from '../paths';
import { networkFailure, refused, scripted } from '../support';

const checks = (day: string, flagged: number): RegulatorDay => ({
  day,
  totals: { clear: 10, flagged, unavailable: 1 },
  occasions: [{ occasion: 'registration', clear: 10, flagged, unavailable: 1 }],
  reasons: flagged ? [{ reason: 'social_benefit', count: flagged }] : [],
  attention: [],
  attention_total: flagged + 1,
  owed_now: 0,
});
const files: RegulatorFiles = {
  list: [{ day: '2026-11-28', rows: 3, sha256: 'ab'.repeat(32), generated_at: '2026-11-29T03:15:00.000Z' }],
};
const view = (day: string, flagged = 0): RegulatorView => ({ checks: checks(day, flagged), files });
const file: RegulatorFile = { filename: 'regulador-2026-11-28.csv', csv: 'dia,cpf\r\n', rows: 0 };

function start(loads: Array<RegulatorView | Error>, exports: Array<RegulatorFile | Error> = []) {
  const load = scripted<RegulatorView, { day: string }>(...loads);
  const exportFile = scripted<RegulatorFile, { day: string }>(...exports);
  const saved: RegulatorFile[] = [];
  const actor = createActor(
    regulatorDeskMachine.provide({
      actors: { load: load.logic, exportFile: exportFile.logic },
      actions: { download: (_, { file: f }) => saved.push(f) },
    }),
    { input: { today: '2026-11-29' } },
  ).start();
  return { actor, load, exportFile, saved };
}

describe('the regulator desk', () => {
  it('reads today’s checks and the files at once; another day on demand (a half-typed day asks nothing)', async () => {
    const { actor, load } = start([view('2026-11-29'), view('2026-11-20', 2)]);
    await waitFor(actor, (s) => s.matches('shown'));
    expect(load.calls).toEqual([{ day: '2026-11-29' }]);
    expect(actor.getSnapshot().context.files?.list).toHaveLength(1);
    actor.send({ type: 'regulator.field', value: '2026-11' });
    actor.send({ type: 'regulator.show' });
    expect(actor.getSnapshot().matches('shown')).toBe(true);
    actor.send({ type: 'regulator.field', value: '2026-11-20' });
    actor.send({ type: 'regulator.show' });
    await waitFor(actor, (s) => s.matches('shown') && s.context.checks?.day === '2026-11-20');
    expect(load.calls).toEqual([{ day: '2026-11-29' }, { day: '2026-11-20' }]);
    expect(actor.getSnapshot().context.checks?.reasons).toEqual([{ reason: 'social_benefit', count: 2 }]);
  });

  it('saves a day’s file as the server gives it; a refusal is said and the page stays', async () => {
    const { actor, exportFile, saved } = start(
      [view('2026-11-29')],
      [file, refused('regulator.file_missing', 'There is no regulator’s file for that day', 404)],
    );
    await waitFor(actor, (s) => s.matches('shown'));
    actor.send({ type: 'regulator.download', day: '2026-11-28' });
    await waitFor(actor, (s) => s.matches('shown') && s.context.saved !== null);
    expect(saved).toEqual([file]);
    expect(actor.getSnapshot().context.saved).toBe('2026-11-28');
    actor.send({ type: 'regulator.download', day: '2026-11-29' });
    await waitFor(actor, (s) => s.matches('shown') && s.context.problem !== null);
    expect(actor.getSnapshot().context.problem?.code).toBe('regulator.file_missing');
    expect(actor.getSnapshot().context.saved).toBeNull();
    expect(exportFile.calls).toEqual([{ day: '2026-11-28' }, { day: '2026-11-29' }]);
    expect(saved).toHaveLength(1);
  });

  it('a failed read says why and is read again on demand', async () => {
    const { actor, load } = start([networkFailure(), view('2026-11-29')]);
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.problem?.code).toBe('network');
    actor.send({ type: 'regulator.refresh' });
    await waitFor(actor, (s) => s.matches('shown'));
    expect(actor.getSnapshot().context.problem).toBeNull();
    expect(load.calls).toHaveLength(2);
  });

  it('walks every reachable state and transition', () => {
    const coverage = pathCoverage('operator-regulator-desk', regulatorDeskMachine, {
      inputs: [{ today: '2026-11-29' }],
      events: [
        { type: 'xstate.done.actor.load', output: view('2026-11-29') },
        { type: 'xstate.error.actor.load', error: networkFailure() },
        { type: 'xstate.done.actor.exportFile', output: file },
        { type: 'xstate.error.actor.exportFile', error: networkFailure() },
        { type: 'regulator.field', value: '2026-11-20' },
        { type: 'regulator.field', value: '' },
        { type: 'regulator.show' },
        { type: 'regulator.refresh' },
        { type: 'regulator.download', day: '2026-11-28' },
      ],
      serializeState: (s) =>
        JSON.stringify([s.value, s.context.field === '', s.context.checks !== null, s.context.problem !== null]),
    });
    console.log(coverage.summary);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
