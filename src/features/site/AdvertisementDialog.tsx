import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import type { Advertisement } from '../../../contract/site';
import { Dialog } from '../../ui/Dialog';
import { Icon } from '../../ui/Icon';

/** The advertisement itself: its code loads when it first opens (never on a first visit); its texts are the first page's. */
export default function AdvertisementDialog({ ad, onClose }: { ad: Advertisement; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} title={ad.title} size="small">
      <div className="ad">
        {/* The art promises nothing: the reward is in the advertisement's own text. */}
        <div className="ad-art" aria-hidden="true">
          <Icon name="gift" size={56} />
        </div>
        <p>{ad.body}</p>
        <div className="dialog-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose} data-testid="ad-not-today">
            <Trans>Don't show again today</Trans>
          </button>
          <Link to={ad.link} className="btn btn-primary" onClick={onClose}>
            {ad.cta}
          </Link>
        </div>
      </div>
    </Dialog>
  );
}
