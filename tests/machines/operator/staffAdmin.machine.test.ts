import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { StaffMember } from '../../../contract/backoffice';
import { staffAdminMachine, type NewStaff, type StaffUpdate } from '../../../machines/operator/staffAdmin.machine';
import { pathCoverage } from '../paths';
import { networkFailure, refused, scripted } from '../support';

const member = (id: number, overrides: Partial<StaffMember> = {}): StaffMember => ({
  id,
  email: `p${id}@rodada.local`,
  name: `Person ${id}`,
  roles: ['support'],
  disabled: false,
  totp_set: true,
  created_at: '2026-03-02T12:00:00.000Z',
  last_seen_at: null,
  ...overrides,
});
const ADMIN = member(1, { roles: ['admin'] });
const CREATED = { staff: member(2, { roles: ['finance'], totp_set: false }), password: 'first-password-16' };

function start(
  lists: Array<StaffMember[] | Error>,
  creates: Array<typeof CREATED | Error> = [],
  updates: Array<(StaffMember & { password?: string }) | Error> = [],
) {
  const loadStaff = scripted<StaffMember[]>(...lists);
  const create = scripted<typeof CREATED, NewStaff>(...creates);
  const update = scripted<StaffMember & { password?: string }, StaffUpdate>(...updates);
  const actor = createActor(
    staffAdminMachine.provide({ actors: { loadStaff: loadStaff.logic, create: create.logic, update: update.logic } }),
  ).start();
  return { actor, loadStaff, create, update };
}

describe('the staff accounts', () => {
  it('creates an account with its roles and shows its first password once', async () => {
    const { actor, create } = start(
      [[ADMIN], [ADMIN, CREATED.staff]],
      [refused('staff.email_taken', 'A staff account with this e-mail exists already', 409), CREATED],
    );
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'staff.field', field: 'email', value: ' p2@rodada.local ' });
    actor.send({ type: 'staff.create' });
    expect(actor.getSnapshot().context.problem?.code).toBe('staff.form_incomplete');
    actor.send({ type: 'staff.field', field: 'name', value: 'Person 2' });
    actor.send({ type: 'staff.role', role: 'finance' });
    actor.send({ type: 'staff.role', role: 'support' });
    actor.send({ type: 'staff.role', role: 'support' });
    actor.send({ type: 'staff.create' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.problem !== null);
    expect(actor.getSnapshot().context.problem?.code).toBe('staff.email_taken');
    actor.send({ type: 'staff.create' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.created !== null);
    expect(create.calls).toEqual([
      { email: 'p2@rodada.local', name: 'Person 2', roles: ['finance'] },
      { email: 'p2@rodada.local', name: 'Person 2', roles: ['finance'] },
    ]);
    expect(actor.getSnapshot().context.list).toHaveLength(2);
    expect(actor.getSnapshot().context.form).toEqual({ email: '', name: '', roles: [] });
    actor.send({ type: 'staff.passwordSeen' });
    expect(actor.getSnapshot().context.created).toBeNull();
  });

  it('changes roles, disables and sets TOTP up again, each with a reason', async () => {
    const two = member(2);
    const { actor, update } = start(
      [
        [ADMIN, two],
        [ADMIN, two],
        [ADMIN, two],
        [ADMIN, two],
      ],
      [],
      [
        { ...two, roles: ['support', 'compliance'] },
        refused('staff.last_admin', 'At least one enabled admin must remain', 409),
        { ...two, disabled: true },
        two,
      ],
    );
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'staff.change', change: 'disable' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    actor.send({ type: 'staff.edit', id: 2 });
    actor.send({ type: 'staff.editRole', role: 'compliance' });
    actor.send({ type: 'staff.change', change: 'roles' });
    expect(actor.getSnapshot().context.problem?.code).toBe('audit.reason_required');
    actor.send({ type: 'staff.reason', value: 'Moved to compliance' });
    actor.send({ type: 'staff.change', change: 'roles' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.done !== null);
    expect(actor.getSnapshot().context.done).toEqual({ email: 'p2@rodada.local', change: 'roles' });
    actor.send({ type: 'staff.edit', id: 1 });
    actor.send({ type: 'staff.editRole', role: 'admin' });
    actor.send({ type: 'staff.reason', value: 'Leaves the company' });
    actor.send({ type: 'staff.change', change: 'roles' });
    expect(actor.getSnapshot().context.problem?.code).toBe('staff.roles_required');
    actor.send({ type: 'staff.change', change: 'disable' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.problem !== null);
    expect(actor.getSnapshot().context.problem?.code).toBe('staff.last_admin');
    actor.send({ type: 'staff.cancel' });
    actor.send({ type: 'staff.edit', id: 2 });
    actor.send({ type: 'staff.reason', value: 'Lost phone' });
    actor.send({ type: 'staff.change', change: 'disable' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.done?.change === 'disable');
    actor.send({ type: 'staff.edit', id: 2 });
    actor.send({ type: 'staff.reason', value: 'New phone' });
    actor.send({ type: 'staff.change', change: 'resetTotp' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.done?.change === 'resetTotp');
    expect(update.calls).toEqual([
      { id: 2, reason: 'Moved to compliance', roles: ['support', 'compliance'] },
      { id: 1, reason: 'Leaves the company', disabled: true },
      { id: 2, reason: 'Lost phone', disabled: true },
      { id: 2, reason: 'New phone', reset_totp: true },
    ]);
  });

  it('gives a new password with a reason and shows it once, like a first password', async () => {
    const { actor, update } = start(
      [
        [ADMIN, member(2)],
        [ADMIN, member(2)],
      ],
      [],
      [{ ...member(2), password: 'new-password-16ch' }],
    );
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'staff.edit', id: 2 });
    actor.send({ type: 'staff.change', change: 'resetPassword' });
    expect(actor.getSnapshot().context.problem?.code).toBe('audit.reason_required');
    actor.send({ type: 'staff.reason', value: 'Forgot the password' });
    actor.send({ type: 'staff.change', change: 'resetPassword' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.done?.change === 'resetPassword');
    expect(update.calls).toEqual([{ id: 2, reason: 'Forgot the password', reset_password: true }]);
    expect(actor.getSnapshot().context.created).toEqual({
      staff: member(2),
      password: 'new-password-16ch',
      reset: true,
    });
    actor.send({ type: 'staff.passwordSeen' });
    expect(actor.getSnapshot().context.created).toBeNull();
  });

  it('walks every reachable state and transition', () => {
    const coverage = pathCoverage('operator-staffAdmin', staffAdminMachine, {
      inputs: [undefined],
      events: [
        { type: 'xstate.done.actor.loadStaff', output: [ADMIN] },
        { type: 'xstate.error.actor.loadStaff', error: networkFailure() },
        { type: 'staff.reload' },
        { type: 'staff.field', field: 'email', value: 'p2@rodada.local' },
        { type: 'staff.field', field: 'name', value: 'P' },
        { type: 'staff.role', role: 'finance' },
        { type: 'staff.create' },
        { type: 'xstate.done.actor.create', output: CREATED },
        { type: 'xstate.error.actor.create', error: networkFailure() },
        { type: 'staff.passwordSeen' },
        { type: 'staff.edit', id: 1 },
        { type: 'staff.editRole', role: 'admin' },
        { type: 'staff.reason', value: 'Because' },
        { type: 'staff.change', change: 'roles' },
        { type: 'staff.change', change: 'enable' },
        { type: 'staff.cancel' },
        { type: 'xstate.done.actor.update', output: ADMIN },
        { type: 'xstate.error.actor.update', error: networkFailure() },
      ],
      serializeState: (s) =>
        JSON.stringify([
          s.value,
          [s.context.form.email !== '', s.context.form.name !== '', s.context.form.roles.length],
          s.context.editing && [s.context.editing.roles.length, s.context.editing.reason !== ''],
          s.context.list.length,
        ]),
    });
    console.log(coverage.summary);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
