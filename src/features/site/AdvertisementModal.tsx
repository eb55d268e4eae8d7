import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useModalsEvents, usePromoMayShow } from '../../app/hooks';
import { useSystem } from '../../app/SystemContext';
import { Dialog } from '../../ui/Dialog';
import { Icon } from '../../ui/Icon';

/**
 * The operator's advertisement: opens at most once a day in this browser, never on a first visit nor over the
 * reminder (machines/modals.machine.ts). Closing
 * it in any way (the ✕, Escape, "don't show again today", or its call to action) counts as today's showing.
 */
export function AdvertisementModal() {
  const { modals } = useSystem().actors;
  const mayShow = usePromoMayShow();
  const open = useSelector(modals, (s) => s.matches({ promo: 'advertisement' })) && mayShow;
  const ad = useSelector(modals, (s) => s.context.content?.advertisement ?? null);
  const { closeAd } = useModalsEvents();
  // Each page the player moves to: an advertisement kept back by the reminder opens on the next one.
  const path = useRouterState({ select: (s) => s.location.pathname });
  useEffect(() => modals.send({ type: 'page.viewed' }), [modals, path]);
  return (
    <Dialog open={open && ad !== null} onClose={closeAd} title={ad?.title ?? ''} size="small">
      {ad && (
        <div className="ad">
          {/* The art promises nothing: the reward is in the advertisement's own text. */}
          <div className="ad-art" aria-hidden="true">
            <Icon name="gift" size={56} />
          </div>
          <p>{ad.body}</p>
          <div className="dialog-actions">
            <button type="button" className="btn btn-secondary" onClick={closeAd} data-testid="ad-not-today">
              <Trans>Don't show again today</Trans>
            </button>
            <Link to={ad.link} className="btn btn-primary" onClick={closeAd}>
              {ad.cta}
            </Link>
          </div>
        </div>
      )}
    </Dialog>
  );
}
