import { and, assertEvent, assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { StaffMember, StaffRole } from '../../contract/backoffice';

/** An account after a change, with its new password when the change gave it one. */
export type StaffUpdated = StaffMember & { password?: string | undefined };
import { notProvidedPromise } from '../shared';
import { ownProblem, problemOf, type Problem } from './problem';

export type NewStaff = { email: string; name: string; roles: StaffRole[] };
/** One change to an account, with the reason the audit trail keeps. */
export type StaffChange =
  | { kind: 'roles'; roles: StaffRole[] }
  | { kind: 'disable' }
  | { kind: 'enable' }
  | { kind: 'resetTotp' }
  | { kind: 'resetPassword' };
export type StaffUpdate = { id: number; reason: string } & (
  { roles: StaffRole[] } | { disabled: boolean } | { reset_totp: true } | { reset_password: true }
);

export type StaffAdminContext = {
  list: StaffMember[];
  form: NewStaff;
  /**
   * The account just created and its first password, or the new password an account was given (`reset`),
   * shown once until dismissed.
   */
  created: { staff: StaffMember; password: string; reset?: boolean } | null;
  /** The account being changed: its roles as edited and the reason. */
  editing: { id: number; roles: StaffRole[]; reason: string; change: StaffChange['kind'] | null } | null;
  problem: Problem | null;
  /** What the last change did, for the screen to say. */
  done: { email: string; change: StaffChange['kind'] } | null;
};

export type StaffAdminEvent =
  | { type: 'staff.field'; field: 'email' | 'name'; value: string }
  | { type: 'staff.role'; role: StaffRole }
  | { type: 'staff.create' }
  | { type: 'staff.passwordSeen' }
  | { type: 'staff.edit'; id: number }
  | { type: 'staff.editRole'; role: StaffRole }
  | { type: 'staff.reason'; value: string }
  | { type: 'staff.change'; change: StaffChange['kind'] }
  | { type: 'staff.cancel' }
  | { type: 'staff.reload' };

const toggle = (roles: StaffRole[], role: StaffRole) =>
  roles.includes(role) ? roles.filter((r) => r !== role) : [...roles, role];
const EMPTY: NewStaff = { email: '', name: '', roles: [] };

/**
 * The staff accounts (an admin's): the list; a new account (e-mail, name, roles) whose first password is
 * shown once; an account's roles changed, disabled, enabled, its TOTP set up again or a new password given
 * (shown once), each with a reason.
 * After each change the list is read again.
 */
export const staffAdminMachine = setup({
  types: {
    context: {} as StaffAdminContext,
    events: {} as StaffAdminEvent,
  },
  actors: {
    loadStaff: notProvidedPromise<StaffMember[]>('loadStaff'),
    create: notProvidedPromise<{ staff: StaffMember; password: string }, NewStaff>('create'),
    update: notProvidedPromise<StaffUpdated, StaffUpdate>('update'),
  },
  actions: {
    showProblem: assign((_, params: { error: unknown }) => ({ problem: problemOf(params.error) })),
  },
  guards: {
    formFilled: ({ context }) =>
      context.form.email.trim() !== '' && context.form.name.trim() !== '' && context.form.roles.length > 0,
    editing: ({ context }) => context.editing !== null,
    reasonGiven: ({ context }) => (context.editing?.reason.trim().length ?? 0) >= 3,
    rolesChosen: ({ context, event }) => {
      assertEvent(event, 'staff.change');
      return event.change !== 'roles' || (context.editing?.roles.length ?? 0) > 0;
    },
  },
}).createMachine({
  id: 'staffAdmin',
  context: { list: [], form: EMPTY, created: null, editing: null, problem: null, done: null },
  initial: 'loading',
  // The new account's form can be filled in, and its first password hidden, while the list loads.
  on: {
    'staff.passwordSeen': { actions: assign({ created: null }) },
    'staff.field': {
      actions: assign(({ context, event }) => ({
        form: { ...context.form, [event.field]: event.value },
        problem: null,
      })),
    },
    'staff.role': {
      actions: assign(({ context, event }) => ({
        form: { ...context.form, roles: toggle(context.form.roles, event.role) },
        problem: null,
      })),
    },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadStaff',
        src: 'loadStaff',
        onDone: { target: 'ready', actions: assign({ list: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: { type: 'showProblem', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: { on: { 'staff.reload': { target: 'loading', actions: assign({ problem: null }) } } },
    ready: {
      on: {
        'staff.reload': { target: 'loading', actions: assign({ problem: null }) },
        'staff.create': [
          { guard: 'formFilled', target: 'creating', actions: assign({ problem: null, done: null, created: null }) },
          { actions: assign({ problem: ownProblem('staff.form_incomplete') }) },
        ],
        'staff.edit': {
          actions: assign(({ context, event }) => {
            const member = context.list.find((m) => m.id === event.id);
            return {
              editing: member ? { id: member.id, roles: [...member.roles], reason: '', change: null } : null,
              problem: null,
              done: null,
            };
          }),
        },
        'staff.cancel': { actions: assign({ editing: null, problem: null }) },
        'staff.editRole': {
          guard: 'editing',
          actions: assign(({ context, event }) => ({
            editing: context.editing && { ...context.editing, roles: toggle(context.editing.roles, event.role) },
            problem: null,
          })),
        },
        'staff.reason': {
          guard: 'editing',
          actions: assign(({ context, event }) => ({
            editing: context.editing && { ...context.editing, reason: event.value },
            problem: null,
          })),
        },
        'staff.change': [
          {
            guard: and(['editing', 'reasonGiven', 'rolesChosen']),
            target: 'updating',
            actions: assign(({ context, event }) => ({
              editing: context.editing && { ...context.editing, change: event.change },
              problem: null,
            })),
          },
          {
            guard: and(['editing', 'reasonGiven']),
            actions: assign({ problem: ownProblem('staff.roles_required') }),
          },
          { guard: 'editing', actions: assign({ problem: ownProblem('audit.reason_required') }) },
        ],
      },
    },
    creating: {
      invoke: {
        id: 'create',
        src: 'create',
        input: ({ context }) => ({
          email: context.form.email.trim(),
          name: context.form.name.trim(),
          roles: context.form.roles,
        }),
        onDone: {
          target: 'loading',
          actions: assign(({ event }) => ({ created: event.output, form: EMPTY })),
        },
        onError: { target: 'ready', actions: { type: 'showProblem', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    updating: {
      invoke: {
        id: 'update',
        src: 'update',
        input: ({ context, event }): StaffUpdate => {
          assertEvent(event, 'staff.change');
          const { id, roles, reason } = context.editing!;
          const base = { id, reason: reason.trim() };
          if (event.change === 'roles') return { ...base, roles };
          if (event.change === 'resetTotp') return { ...base, reset_totp: true };
          if (event.change === 'resetPassword') return { ...base, reset_password: true };
          return { ...base, disabled: event.change === 'disable' };
        },
        onDone: {
          target: 'loading',
          actions: assign(({ context, event }) => {
            const { password, ...staff } = event.output;
            return {
              editing: null,
              done: { email: staff.email, change: context.editing?.change ?? 'roles' },
              created: password ? { staff, password, reset: true } : context.created,
            };
          }),
        },
        onError: { target: 'ready', actions: { type: 'showProblem', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});

export type StaffAdminActorRef = ActorRefFrom<typeof staffAdminMachine>;
export type StaffAdminSnapshot = SnapshotFrom<typeof staffAdminMachine>;
