import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/** A reason the back office records with a change (the audit trail keeps it; at most 200 characters). */
export function ReasonField({
  label,
  value,
  onChange,
  name = 'reason',
  disabled,
  className = 'op-field',
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  name?: string;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <label className={className}>
      <span>{label}</span>
      <input
        name={name}
        maxLength={200}
        disabled={disabled}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}

/** Reasons offered ready-made, by the action they suit: one chosen fills the reason field, to edit or send. */
export type ReasonGroup = { label: string; reasons: string[] };

export function ReasonChoices({
  groups,
  onChoose,
  disabled,
}: {
  groups: ReasonGroup[];
  onChoose: (reason: string) => void;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  return (
    <label className="op-field">
      <span>{t`Pre-filled reasons`}</span>
      <select
        name="reason-choice"
        value=""
        disabled={disabled}
        onChange={(event) => event.target.value && onChoose(event.target.value)}
      >
        <option value="">{t`Choose one (then edit it if needed)`}</option>
        {groups.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.reasons.map((reason) => (
              <option key={reason} value={reason}>
                {reason}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </label>
  );
}

/**
 * The form that opens under a row to change it with a reason: the reason (a ready-made one to choose, if any), the change's button (`primary`, or
 * `danger` for one that ends something) and Cancel.
 */
export function ReasonForm({
  reason,
  onReason,
  choices,
  submit,
  danger = false,
  busy,
  onSubmit,
  onCancel,
}: {
  reason: string;
  onReason: (value: string) => void;
  /** Reasons offered ready-made, if the change has some. */
  choices?: ReasonGroup[];
  submit: ReactNode;
  danger?: boolean;
  busy: boolean;
  onSubmit: () => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  return (
    <form
      className="op-edit"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {choices && <ReasonChoices groups={choices} onChoose={onReason} disabled={busy} />}
      <ReasonField label={t`Reason (kept in the audit trail)`} value={reason} onChange={onReason} />
      <div className="op-actions">
        <button
          type="submit"
          className={danger ? 'op-button op-button-danger' : 'op-button op-button-primary'}
          disabled={busy}
        >
          {submit}
        </button>
        <button type="button" className="op-button op-button-quiet" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}

/** A filter bar's buttons: Search (the form's submit), Clear, and the bar's own after them. */
export function FilterActions({
  busy,
  onClear,
  children,
}: {
  busy: boolean;
  onClear: () => void;
  children?: ReactNode;
}) {
  return (
    <div className="op-actions">
      <button type="submit" className="op-button op-button-primary" disabled={busy}>
        <Trans>Search</Trans>
      </button>
      <button type="button" className="op-button op-button-quiet" disabled={busy} onClick={onClear}>
        <Trans>Clear</Trans>
      </button>
      {children}
    </div>
  );
}
