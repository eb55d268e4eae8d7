import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { consentMachine } from '../../machines/consent.machine';
import { dataExportMachine } from '../../machines/dataExport.machine';
import { pathCoverage } from './paths';
import { codeOf, networkFailure, refused, scripted } from './support';

describe('consent', () => {
  function start(saved: boolean | null, ...results: Array<unknown | Error>) {
    const save = scripted<unknown, { preferences: boolean }>(...results);
    const actor = createActor(consentMachine.provide({ actors: { save: save.logic } }), { input: { saved } }).start();
    return { actor, save };
  }

  it('asks on a first visit, and asks nothing once a choice is kept', () => {
    expect(start(null).actor.getSnapshot().value).toBe('asking');
    expect(start(true).actor.getSnapshot().value).toBe('saved');
    expect(start(false).actor.getSnapshot().value).toBe('saved');
  });

  it('"Accept all" keeps preferences on; "Reject" keeps them off', async () => {
    const accepted = start(null, {});
    accepted.actor.send({ type: 'consent.acceptAll' });
    const a = await waitFor(accepted.actor, (s) => s.matches('saved'));
    expect(accepted.save.calls).toEqual([{ preferences: true }]);
    expect(a.context).toMatchObject({ saved: true, recordFailed: false });

    const rejected = start(null, {});
    rejected.actor.send({ type: 'consent.rejectAll' });
    const r = await waitFor(rejected.actor, (s) => s.matches('saved'));
    expect(rejected.save.calls).toEqual([{ preferences: false }]);
    expect(r.context.saved).toBe(false);
  });

  it('"Choose" opens with everything but essential off; the switch decides what is saved', async () => {
    const { actor, save } = start(null, {});
    actor.send({ type: 'consent.choose' });
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context.preferences).toBe(false);
    actor.send({ type: 'consent.toggle', category: 'preferences', on: true });
    expect(actor.getSnapshot().context.preferences).toBe(true);
    actor.send({ type: 'consent.save' });
    await waitFor(actor, (s) => s.matches('saved'));
    expect(save.calls).toEqual([{ preferences: true }]);
  });

  it('closing the choices without saving asks again on a first visit, and keeps the choice in force later', () => {
    const first = start(null);
    first.actor.send({ type: 'consent.choose' });
    first.actor.send({ type: 'consent.cancel' });
    expect(first.actor.getSnapshot().value).toBe('asking');

    const later = start(true);
    later.actor.send({ type: 'consent.reopen' });
    expect(later.actor.getSnapshot().value).toBe('choosing');
    expect(later.actor.getSnapshot().context.preferences).toBe(true);
    later.actor.send({ type: 'consent.toggle', category: 'preferences', on: false });
    later.actor.send({ type: 'consent.cancel' });
    expect(later.actor.getSnapshot().value).toBe('saved');
    expect(later.actor.getSnapshot().context).toMatchObject({ saved: true, preferences: true });
    expect(later.save.calls).toEqual([]);
  });

  it('the footer reopens the choices: a change is saved', async () => {
    const { actor, save } = start(true, {});
    actor.send({ type: 'consent.reopen' });
    actor.send({ type: 'consent.rejectAll' });
    const snapshot = await waitFor(actor, (s) => s.matches('saved'));
    expect(snapshot.context.saved).toBe(false);
    expect(save.calls).toEqual([{ preferences: false }]);
  });

  it('a choice the server could not record is kept on the device all the same, once', async () => {
    const { actor, save } = start(null, networkFailure());
    actor.send({ type: 'consent.acceptAll' });
    actor.send({ type: 'consent.acceptAll' });
    const snapshot = await waitFor(actor, (s) => s.matches('saved'));
    expect(snapshot.context).toMatchObject({ saved: true, recordFailed: true });
    expect(save.calls).toHaveLength(1);
  });

  it('walks every reachable state and transition', () => {
    const coverage = pathCoverage('consent', consentMachine, {
      inputs: [{ saved: null }, { saved: true }, { saved: false }],
      events: [
        { type: 'consent.acceptAll' },
        { type: 'consent.rejectAll' },
        { type: 'consent.choose' },
        { type: 'consent.toggle', category: 'preferences', on: true },
        { type: 'consent.save' },
        { type: 'consent.cancel' },
        { type: 'consent.reopen' },
        { type: 'xstate.done.actor.save', output: {} },
        { type: 'xstate.error.actor.save', error: networkFailure() },
      ],
    });
    console.log(coverage.summary);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});

describe('dataExport', () => {
  function start(...results: Array<{ fileName: string } | Error>) {
    const download = scripted<{ fileName: string }, { format: 'json' | 'csv' }>(...results);
    const actor = createActor(dataExportMachine.provide({ actors: { download: download.logic } })).start();
    return { actor, download };
  }

  it('downloads in the format asked and names the file saved', async () => {
    const { actor, download } = start({ fileName: 'rodada-meus-dados-2026-03-02.csv' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'export.download', format: 'csv' });
    expect(actor.getSnapshot().value).toBe('downloading');
    // One download at a time: another click while it runs is ignored.
    actor.send({ type: 'export.download', format: 'json' });
    const done = await waitFor(actor, (s) => s.matches('done'));
    expect(download.calls).toEqual([{ format: 'csv' }]);
    expect(done.context).toMatchObject({ format: 'csv', fileName: 'rodada-meus-dados-2026-03-02.csv', error: null });
    actor.send({ type: 'export.dismiss' });
    expect(actor.getSnapshot().context).toMatchObject({ format: null, fileName: null });
  });

  it('says why a download was refused, and can try again', async () => {
    const { actor, download } = start(
      refused('privacy.export_too_often', 'try again after', 429, { until: '2026-03-02T13:00:00.000Z' }),
      { fileName: 'rodada-meus-dados-2026-03-02.json' },
    );
    actor.send({ type: 'export.download', format: 'json' });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(codeOf(failed.context.error)).toBe('privacy.export_too_often');
    actor.send({ type: 'export.download', format: 'json' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(download.calls).toHaveLength(2);
  });

  it('a broken download fails rather than finishing', async () => {
    const actor = createActor(
      dataExportMachine.provide({
        actors: { download: scripted<{ fileName: string }, { format: 'json' | 'csv' }>(networkFailure()).logic },
      }),
    ).start();
    actor.send({ type: 'export.download', format: 'json' });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.fileName).toBeNull();
    expect(failed.context.error).not.toBeNull();
    actor.send({ type: 'export.dismiss' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('walks every reachable state and transition', () => {
    const coverage = pathCoverage('dataExport', dataExportMachine, {
      inputs: [undefined],
      events: [
        { type: 'export.download', format: 'json' },
        { type: 'export.download', format: 'csv' },
        { type: 'export.dismiss' },
        { type: 'xstate.done.actor.download', output: { fileName: 'f.json' } },
        { type: 'xstate.error.actor.download', error: networkFailure() },
      ],
    });
    console.log(coverage.summary);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
