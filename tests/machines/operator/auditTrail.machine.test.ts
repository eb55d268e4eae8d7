import { createActor, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { AuditEvent } from '../../../contract/boAudit';
import {
  auditTrailMachine,
  requestOf,
  type AuditFile,
  type AuditRequest,
  type AuditSearch,
} from '../../../machines/operator/auditTrail.machine';
import { pathCoverage } from '../paths';
import { networkFailure, refused, scripted } from '../support';

const event = (id: number): AuditEvent => ({
  id,
  at: '2026-03-02T12:00:00.000Z',
  actor: 'ana@rodada.local',
  actor_id: 3,
  address: '203.0.113.7',
  action: '/operator/withdrawals/approve',
  label: 'Approve a withdrawal',
  subject: 'W1',
  before: { status: 'pending' },
  after: { status: 'approved' },
  reason: null,
  refused: null,
  count: 1,
});
const FILE: AuditFile = { filename: 'audit-trail.csv', csv: 'at,actor\n', rows: 1 };

function start(pages: Array<{ list: AuditEvent[]; total: number } | Error>, files: Array<AuditFile | Error> = []) {
  const search = scripted<{ list: AuditEvent[]; total: number }, AuditRequest>(...pages);
  const exportCsv = scripted<AuditFile, AuditSearch>(...files);
  const download = vi.fn();
  const actor = createActor(
    auditTrailMachine.provide({
      actors: { search: search.logic, exportCsv: exportCsv.logic },
      actions: { download: (_, params) => download(params.file) },
    }),
  ).start();
  return { actor, search, exportCsv, download };
}

describe('the audit trail', () => {
  it('searches by the fields filled in, pages, opens an event and exports the same search as a file', async () => {
    const { actor, search, exportCsv, download } = start(
      [
        { list: [event(2), event(1)], total: 120 },
        { list: [event(2)], total: 1 },
        { list: [event(2)], total: 60 },
        refused('audit.day_invalid', 'Enter days as YYYY-MM-DD'),
      ],
      [networkFailure(), FILE],
    );
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'audit.field', field: 'actor', value: ' ana@rodada.local ' });
    actor.send({ type: 'audit.field', field: 'from', value: '2026-03-01' });
    actor.send({ type: 'audit.search' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.total === 1);
    actor.send({ type: 'audit.page', page: 2 });
    await waitFor(actor, (s) => s.matches('ready') && s.context.total === 60);
    actor.send({ type: 'audit.open', id: 2 });
    expect(actor.getSnapshot().context.open).toBe(2);
    actor.send({ type: 'audit.open', id: 2 });
    expect(actor.getSnapshot().context.open).toBeNull();
    actor.send({ type: 'audit.export' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.problem !== null);
    expect(actor.getSnapshot().context.problem?.code).toBe('network');
    actor.send({ type: 'audit.export' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.exported === 1);
    expect(download).toHaveBeenCalledWith(FILE);
    expect(exportCsv.calls).toEqual([
      { actor: 'ana@rodada.local', from: '2026-03-01' },
      { actor: 'ana@rodada.local', from: '2026-03-01' },
    ]);
    actor.send({ type: 'audit.clear' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.problem !== null);
    expect(search.calls).toEqual([
      { page: 1 },
      { actor: 'ana@rodada.local', from: '2026-03-01', page: 1 },
      { actor: 'ana@rodada.local', from: '2026-03-01', page: 2 },
      { page: 1 },
    ]);
    expect(requestOf({ q: ' ', actor: '', action: 'x', subject: '', from: '', to: '', outcome: '' })).toEqual({
      action: 'x',
    });
  });

  it('shows only the refused attempts (or only the actions done) at once, with the fields typed, and exports them', async () => {
    const { actor, search, exportCsv } = start(
      [
        { list: [event(2), event(1)], total: 2 },
        { list: [{ ...event(3), refused: 'withdrawal.approver_cannot_pay', count: 4 }], total: 1 },
        { list: [event(2)], total: 1 },
        { list: [event(2), event(1)], total: 2 },
      ],
      [FILE],
    );
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'audit.field', field: 'subject', value: 'withdrawal:WD1' });
    actor.send({ type: 'audit.outcome', value: 'refused' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.total === 1);
    expect(actor.getSnapshot().context.list[0]).toMatchObject({ refused: 'withdrawal.approver_cannot_pay', count: 4 });
    actor.send({ type: 'audit.export' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.exported === 1);
    expect(exportCsv.calls).toEqual([{ subject: 'withdrawal:WD1', outcome: 'refused' }]);
    actor.send({ type: 'audit.outcome', value: 'done' });
    await waitFor(actor, (s) => s.matches('ready') && search.calls.length === 3);
    actor.send({ type: 'audit.clear' });
    await waitFor(actor, (s) => s.matches('ready') && search.calls.length === 4);
    expect(search.calls).toEqual([
      { page: 1 },
      { subject: 'withdrawal:WD1', outcome: 'refused', page: 1 },
      { subject: 'withdrawal:WD1', outcome: 'done', page: 1 },
      { page: 1 },
    ]);
    expect(actor.getSnapshot().context.fields.outcome).toBe('');
  });

  it('walks every reachable state and transition', () => {
    const coverage = pathCoverage('operator-auditTrail', auditTrailMachine, {
      inputs: [undefined],
      events: [
        { type: 'xstate.done.actor.search', output: { list: [event(1)], total: 1 } },
        { type: 'xstate.error.actor.search', error: networkFailure() },
        { type: 'audit.field', field: 'q', value: 'approve' },
        { type: 'audit.search' },
        { type: 'audit.outcome', value: 'refused' },
        { type: 'audit.clear' },
        { type: 'audit.page', page: 2 },
        { type: 'audit.open', id: 1 },
        { type: 'audit.export' },
        { type: 'xstate.done.actor.exportCsv', output: FILE },
        { type: 'xstate.error.actor.exportCsv', error: networkFailure() },
      ],
      serializeState: (s) => JSON.stringify([s.value, s.context.fields.q !== '', s.context.open]),
    });
    console.log(coverage.summary);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
