import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useModalsEvents, usePromoMayShow } from '../../app/hooks';
import { useSystem } from '../../app/SystemContext';
import { Dialog } from '../../ui/Dialog';

/** The responsible-play reminder; "don't remind me again" turns reminders off for good. */
export function ReminderModal() {
  const { modals } = useSystem().actors;
  const mayShow = usePromoMayShow();
  const open = useSelector(modals, (s) => s.matches({ promo: 'reminder' })) && mayShow;
  const text = useSelector(modals, (s) => s.context.content?.reminder ?? '');
  const { closeReminder, turnReminderOff } = useModalsEvents();
  return (
    <Dialog open={open} onClose={closeReminder} title={<Trans>Reminder</Trans>} size="small">
      <p>{text}</p>
      <div className="dialog-actions">
        <button type="button" className="btn btn-secondary" onClick={turnReminderOff}>
          <Trans>Don't remind me again</Trans>
        </button>
        <button type="button" className="btn btn-primary" onClick={closeReminder}>
          <Trans>OK</Trans>
        </button>
      </div>
    </Dialog>
  );
}
