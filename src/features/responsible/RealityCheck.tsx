import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Suspense, useEffect } from 'react';
import { useSessionEvents } from '../../app/hooks';
import { useSystem } from '../../app/SystemContext';
import { Dialog } from '../../ui/Dialog';
import { Money } from '../../ui/Money';
import { usePausePlay } from '../../app/playPause';
import './responsible.css';
import { useFlow } from '../../flow/useFlow';

/**
 * The reality check of a logged-in player: every N minutes since login (their choice) a reminder with the
 * time played and the net result since login; "stop" logs out. Restarted when the interval changes.
 */
export default function RealityCheck({ intervalMinutes }: { intervalMinutes: number }) {
  return (
    <Suspense fallback={null}>
      <RealityCheckRunner key={intervalMinutes} intervalMinutes={intervalMinutes} />
    </Suspense>
  );
}

function RealityCheckRunner({ intervalMinutes }: { intervalMinutes: number }) {
  const { load } = useSystem();
  const { logout } = useSessionEvents();
  const { t } = useLingui();
  const check = useFlow(load.realityCheck(), { input: { intervalMinutes } });
  const open = useSelector(check, (s) => s.matches('showing'));
  const stopped = useSelector(check, (s) => s.status === 'done');
  const summary = useSelector(check, (s) => s.context.summary);
  // Until it is answered, no round starts on the game behind it.
  usePausePlay(open);
  useEffect(() => {
    if (stopped) logout();
  }, [stopped, logout]);

  const hours = Math.floor((summary?.minutes ?? 0) / 60);
  const minutes = (summary?.minutes ?? 0) % 60;
  const played = hours > 0 ? t`${hours} h ${minutes} min` : t`${minutes} min`;
  const resume = () => check.send({ type: 'realityCheck.continue' });
  return (
    <Dialog open={open} onClose={resume} title={<Trans>Reality check</Trans>} size="small">
      <dl className="reality-figures">
        <div>
          <dt>
            <Trans>Time played</Trans>
          </dt>
          <dd>{played}</dd>
        </div>
        <div>
          <dt>
            <Trans>Net result</Trans>
          </dt>
          <dd>
            <Money amount={summary?.net ?? '0.00'} />
          </dd>
        </div>
      </dl>
      <p className="muted">
        <Trans>Since you logged in. Take a break if you need one.</Trans>
      </p>
      <div className="dialog-actions">
        <button type="button" className="btn btn-secondary" onClick={() => check.send({ type: 'realityCheck.stop' })}>
          <Trans>Stop playing</Trans>
        </button>
        <button type="button" className="btn btn-primary" onClick={resume}>
          <Trans>Continue</Trans>
        </button>
      </div>
    </Dialog>
  );
}
