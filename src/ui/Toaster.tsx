import { useLingui } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import { Message } from './Message';
import { toastStore } from './toast';

export function Toaster() {
  const { t } = useLingui();
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.snapshot, toastStore.snapshot);
  return (
    <div className="toaster" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast-${toast.tone}`} role={toast.tone === 'error' ? 'alert' : undefined}>
          <span>
            <Message text={toast.text} />
          </span>
          <button
            type="button"
            className="toast-close"
            aria-label={t`Close`}
            onClick={() => toastStore.dismiss(toast.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
