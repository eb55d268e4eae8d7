import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useHydrated } from '../app/hydration';

interface DialogProps {
  open: boolean;
  title: ReactNode;
  onClose(): void;
  children: ReactNode;
  size?: 'small' | 'medium';
}

/**
 * A modal on the native <dialog>: focus is kept inside, Escape and the backdrop close it. Closed in the screen the
 * server painted and while the app takes it over: it opens in the render after (src/app/hydration.ts).
 */
export function Dialog({ open: wanted, title, onClose, children, size = 'medium' }: DialogProps) {
  const { t } = useLingui();
  const open = useHydrated() && wanted;
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={`dialog dialog-${size}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape closes this dialog only: a dialog opened over another (the terms over the sign-up form)
        // is inside the other's React tree, where the event would bubble on and close the form too.
        event.preventDefault();
        event.stopPropagation();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open && (
        <div className="dialog-body">
          <div className="dialog-head">
            <h2 id={titleId}>{title}</h2>
            <button type="button" className="icon-button" aria-label={t`Close`} onClick={onClose}>
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
