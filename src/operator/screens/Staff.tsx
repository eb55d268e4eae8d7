import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { STAFF_ROLES, type StaffMember } from '../../../contract/backoffice';
import type { StaffAdminActorRef } from '../../../machines/operator/staffAdmin.machine';
import { formatWhen } from '../i18n';
import { ReasonField } from '../kit/Forms';
import { Table, UnderRow } from '../kit/Table';
import { ROLE_NAMES, say } from '../refusals';
import { useFlows, useStaff } from '../system';
import { useFlow } from '../../flow/useFlow';

function Problem({ flow }: { flow: StaffAdminActorRef }) {
  const problem = useSelector(flow, (s) => s.context.problem);
  return problem ? (
    <p className="op-problem" role="alert" data-testid="op-problem">
      {say(problem)}
    </p>
  ) : null;
}

/** The first password of an account just created, shown once, with a copy button. */
function FirstPassword({ flow }: { flow: StaffAdminActorRef }) {
  const { t } = useLingui();
  const created = useSelector(flow, (s) => s.context.created);
  const [copied, setCopied] = useState<boolean | null>(null);
  if (!created) return null;
  const email = created.staff.email;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.password);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className="op-card op-created" role="status" data-testid="op-created">
      <p>
        {created.reset ? (
          <Trans>
            A new password for {email}, shown only now: give it to the person, who signs in with it and the same
            authenticator app.
          </Trans>
        ) : (
          <Trans>
            Account {email} created. Its first password, shown only now: give it to the person, who sets up two-factor
            authentication at their first sign-in.
          </Trans>
        )}
      </p>
      <p className="op-secret" data-testid="op-first-password">
        {created.password}
      </p>
      <div className="op-actions">
        <button type="button" className="op-button" onClick={() => void copy()}>
          <Trans>Copy the password</Trans>
        </button>
        <button
          type="button"
          className="op-button op-button-quiet"
          onClick={() => flow.send({ type: 'staff.passwordSeen' })}
        >
          <Trans>Done, hide it</Trans>
        </button>
        {copied !== null && <span className="op-dim">{copied ? t`Copied` : t`Copy it by hand`}</span>}
      </div>
    </div>
  );
}

function CreateForm({ flow }: { flow: StaffAdminActorRef }) {
  const { t, i18n } = useLingui();
  const form = useSelector(flow, (s) => s.context.form);
  // Disabled while the flow would not take it (creating, or reading the list again after a creation): a click
  // then is not silently dropped.
  const busy = useSelector(flow, (s) => !s.can({ type: 'staff.create' }));
  return (
    <form
      className="op-card op-form op-create"
      aria-labelledby="op-create-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        flow.send({ type: 'staff.create' });
      }}
    >
      <h2 id="op-create-title">{t`New staff account`}</h2>
      <label className="op-field">
        <span>{t`E-mail`}</span>
        <input
          type="email"
          name="email"
          value={form.email}
          onChange={(event) => flow.send({ type: 'staff.field', field: 'email', value: event.target.value })}
        />
      </label>
      <label className="op-field">
        <span>{t`Name`}</span>
        <input
          name="name"
          maxLength={80}
          value={form.name}
          onChange={(event) => flow.send({ type: 'staff.field', field: 'name', value: event.target.value })}
        />
      </label>
      <fieldset className="op-roles-choice">
        <legend>{t`Roles`}</legend>
        {STAFF_ROLES.map((role) => (
          <label key={role} className="op-check">
            <input
              type="checkbox"
              checked={form.roles.includes(role)}
              onChange={() => flow.send({ type: 'staff.role', role })}
            />
            {i18n._(ROLE_NAMES[role])}
          </label>
        ))}
      </fieldset>
      <button type="submit" className="op-button op-button-primary" disabled={busy}>
        <Trans>Create the account</Trans>
      </button>
    </form>
  );
}

/** One account's changes: its roles, disabled or enabled, TOTP set up again; each with a reason. */
function Edit({ flow, member }: { flow: StaffAdminActorRef; member: StaffMember }) {
  const { t, i18n } = useLingui();
  const editing = useSelector(flow, (s) => s.context.editing);
  // As the new account's button: disabled while a change is saved or the list is read again.
  const busy = useSelector(flow, (s) => !s.can({ type: 'staff.change', change: 'roles' }));
  if (!editing) return null;
  const email = member.email;
  return (
    <UnderRow span={7}>
      <form
        className="op-edit"
        aria-label={t`Change ${email}`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          flow.send({ type: 'staff.change', change: 'roles' });
        }}
      >
        <fieldset className="op-roles-choice">
          <legend>{t`Roles of ${email}`}</legend>
          {STAFF_ROLES.map((role) => (
            <label key={role} className="op-check">
              <input
                type="checkbox"
                checked={editing.roles.includes(role)}
                onChange={() => flow.send({ type: 'staff.editRole', role })}
              />
              {i18n._(ROLE_NAMES[role])}
            </label>
          ))}
        </fieldset>
        <ReasonField
          label={t`Reason (kept in the audit trail)`}
          value={editing.reason}
          onChange={(value) => flow.send({ type: 'staff.reason', value })}
        />
        <Problem flow={flow} />
        <div className="op-actions">
          <button type="submit" className="op-button op-button-primary" disabled={busy}>
            <Trans>Save the roles</Trans>
          </button>
          <button
            type="button"
            className="op-button op-button-danger"
            disabled={busy}
            onClick={() => flow.send({ type: 'staff.change', change: member.disabled ? 'enable' : 'disable' })}
          >
            {member.disabled ? <Trans>Enable</Trans> : <Trans>Disable</Trans>}
          </button>
          <button
            type="button"
            className="op-button"
            disabled={busy}
            onClick={() => flow.send({ type: 'staff.change', change: 'resetTotp' })}
          >
            <Trans>Set up TOTP again</Trans>
          </button>
          <button
            type="button"
            className="op-button"
            disabled={busy}
            onClick={() => flow.send({ type: 'staff.change', change: 'resetPassword' })}
          >
            <Trans>Give a new password</Trans>
          </button>
          <button
            type="button"
            className="op-button op-button-quiet"
            onClick={() => flow.send({ type: 'staff.cancel' })}
          >
            <Trans>Cancel</Trans>
          </button>
        </div>
      </form>
    </UnderRow>
  );
}

function Done({ flow }: { flow: StaffAdminActorRef }) {
  const done = useSelector(flow, (s) => s.context.done);
  if (!done) return null;
  const email = done.email;
  return (
    <p className="op-notice" role="status">
      {done.change === 'disable' ? (
        <Trans>{email} is disabled: their sessions ended.</Trans>
      ) : done.change === 'enable' ? (
        <Trans>{email} is enabled again.</Trans>
      ) : done.change === 'resetTotp' ? (
        <Trans>{email} sets up two-factor authentication again at their next sign-in.</Trans>
      ) : done.change === 'resetPassword' ? (
        <Trans>{email} has a new password: their sessions ended.</Trans>
      ) : (
        <Trans>The roles of {email} are saved.</Trans>
      )}
    </p>
  );
}

/** /operator/staff (admin): the staff accounts, a new one, and each one's changes. */
export default function Staff() {
  const { t, i18n } = useLingui();
  const me = useStaff();
  const flow = useFlow(useFlows().staffAdmin);
  const list = useSelector(flow, (s) => s.context.list);
  const editingId = useSelector(flow, (s) => s.context.editing?.id ?? null);
  const failed = useSelector(flow, (s) => s.matches('failed'));
  // A row's change opens only once the list is read (while it is read again, a click would be dropped).
  const listReading = useSelector(flow, (s) => !s.can({ type: 'staff.edit', id: 0 }));
  return (
    <section className="op-page" aria-labelledby="op-title">
      <h1 id="op-title">{t`Staff`}</h1>
      {editingId === null && <Problem flow={flow} />}
      {failed && (
        <button type="button" className="op-button" onClick={() => flow.send({ type: 'staff.reload' })}>
          <Trans>Try again</Trans>
        </button>
      )}
      <FirstPassword flow={flow} />
      <Done flow={flow} />
      <Table
        rows={list}
        rowKey={(member) => member.id}
        testId="op-staff"
        rowProps={(member) => ({ className: member.disabled ? 'op-row-dim' : '' })}
        columns={[
          { head: t`E-mail`, cell: (member) => member.email },
          { head: t`Name`, cell: (member) => member.name },
          { head: t`Roles`, cell: (member) => member.roles.map((role) => i18n._(ROLE_NAMES[role])).join(', ') },
          { head: t`TOTP set`, cell: (member) => (member.totp_set ? t`Yes` : t`Not yet`) },
          { head: t`State`, cell: (member) => (member.disabled ? t`Disabled` : t`Enabled`) },
          { head: t`Last seen`, cell: (member) => (member.last_seen_at ? formatWhen(member.last_seen_at) : '—') },
          {
            head: t`Changes`,
            headHidden: true,
            cell: (member) => (
              <button
                type="button"
                className="op-link"
                aria-expanded={editingId === member.id}
                disabled={listReading}
                onClick={() =>
                  flow.send(editingId === member.id ? { type: 'staff.cancel' } : { type: 'staff.edit', id: member.id })
                }
              >
                {member.id === me?.id ? <Trans>Change (you)</Trans> : <Trans>Change</Trans>}
              </button>
            ),
          },
        ]}
        under={(member) => editingId === member.id && <Edit flow={flow} member={member} />}
      />
      <CreateForm flow={flow} />
    </section>
  );
}
