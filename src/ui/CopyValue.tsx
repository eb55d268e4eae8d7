import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { toastStore } from './toast';
import './CopyValue.css';

/**
 * An order number or reference: on one line, never broken between digits. A number longer than its room
 * ends in "…" and keeps its full value in the title.
 */
export function OrderNo({ value }: { value: string }) {
  return (
    <code className="order-no" title={value} data-testid="order-no">
      {value}
    </code>
  );
}

/**
 * A value the player reads and may copy (an order number, an invitation code or link): shown as text,
 * not as a disabled input, with a copy button named after it.
 */
export function CopyValue({ value, label, mono = false }: { value: string; label: string; mono?: boolean }) {
  const { t } = useLingui();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toastStore.push(msg`Copied`, 'success');
    } catch {
      toastStore.push(msg`Copy it by hand`, 'error');
    }
  };
  return (
    <span className="copy-value" data-testid="copy-value">
      <span className={mono ? 'copy-value-text order-no' : 'copy-value-text'} title={value}>
        {value}
      </span>
      <button type="button" className="copy-button" aria-label={t`Copy ${label}`} onClick={() => void copy()}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path
            d="M9 9h10a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H9a1 1 0 0 1-1-1V10a1 1 0 0 1 1-1zM5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
    </span>
  );
}
