import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef } from 'react';
import type { ConsentActorRef } from '../../../machines/consent.machine';
import { useSystem } from '../../app/SystemContext';
import { storageChoice } from '../../app/storageConsent';
import { Dialog } from '../../ui/Dialog';
import { ESSENTIAL, PREFERENCES, type StorageItem } from './storage';
import './privacy.css';
import { useFlow } from '../../flow/useFlow';

/**
 * The storage consent: a banner at the foot of the page on a first visit (the page keeps room for it, so it
 * covers nothing, and it takes no focus), and the per-category choices in a dialog. `asked` counts the footer's requests to open the
 * choices again. Loaded on its own, after the first paint, only when needed (src/app/ConsentSlot.tsx).
 */
export default function ConsentBanner({ asked }: { asked: number }) {
  const { load } = useSystem();
  const consent = useFlow(load.consent(), {
    input: { saved: storageChoice()?.preferences ?? null },
  });
  useEffect(() => {
    if (asked > 0) consent.send({ type: 'consent.reopen' });
  }, [asked, consent]);
  const asking = useSelector(consent, (s) => s.matches('asking'));
  const choosing = useSelector(consent, (s) => s.matches('choosing'));
  return (
    <>
      {asking && <Banner consent={consent} />}
      <Choices consent={consent} open={choosing} />
    </>
  );
}

function useConsentEvents(consent: ConsentActorRef) {
  return {
    acceptAll: () => consent.send({ type: 'consent.acceptAll' }),
    rejectAll: () => consent.send({ type: 'consent.rejectAll' }),
    choose: () => consent.send({ type: 'consent.choose' }),
    save: () => consent.send({ type: 'consent.save' }),
    cancel: () => consent.send({ type: 'consent.cancel' }),
    togglePreferences: (on: boolean) => consent.send({ type: 'consent.toggle', category: 'preferences', on }),
  };
}

/**
 * While the banner is shown the page keeps room for it, so it never hides what the page offers (a deposit's
 * "Pagar com PIX" on a phone): `--consent-h` (its height) pads the page's end, and `--consent-space` (from
 * its top to the window's bottom) is the scroll padding, so whatever is scrolled to or focused lands above it.
 */
function useRoomForBanner() {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const banner = ref.current;
    if (!banner) return;
    const root = document.documentElement.style;
    const measure = () => {
      root.setProperty('--consent-h', `${Math.ceil(banner.offsetHeight)}px`);
      root.setProperty('--consent-space', `${Math.ceil(window.innerHeight - banner.getBoundingClientRect().top)}px`);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(banner);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      root.removeProperty('--consent-h');
      root.removeProperty('--consent-space');
    };
  }, []);
  return ref;
}

function Banner({ consent }: { consent: ConsentActorRef }) {
  const { t } = useLingui();
  const { acceptAll, rejectAll, choose } = useConsentEvents(consent);
  const titleId = useId();
  const ref = useRoomForBanner();
  return (
    <section ref={ref} className="consent-banner" role="region" aria-labelledby={titleId} data-testid="consent-banner">
      <div className="consent-banner-inner">
        <div className="consent-text">
          <h2 id={titleId}>
            <Trans>Privacy and cookies</Trans>
          </h2>
          <p>
            <Trans>
              We keep on this device only what the site needs to work and stay secure, and, if you allow it, your
              preferences (language, reminder). No cookies, no analytics, no advertising.
            </Trans>
          </p>
          <Link className="consent-policy" to="/legal/privacy">
            <Trans>Privacy policy</Trans>
          </Link>
        </div>
        <div className="consent-actions" role="group" aria-label={t`Your choice`}>
          <button type="button" className="btn btn-primary" onClick={acceptAll}>
            <Trans>Accept all</Trans>
          </button>
          <button type="button" className="btn btn-secondary" onClick={rejectAll}>
            <Trans>Reject non-essential</Trans>
          </button>
          <button type="button" className="btn btn-ghost" onClick={choose}>
            <Trans>Choose</Trans>
          </button>
        </div>
      </div>
    </section>
  );
}

function Items({ items }: { items: readonly StorageItem[] }) {
  const { i18n } = useLingui();
  return (
    <ul className="consent-items">
      {items.map((item) => (
        <li key={item.key}>
          {i18n._(item.what)} <span className="muted">({i18n._(item.where)})</span>
        </li>
      ))}
    </ul>
  );
}

function Choices({ consent, open }: { consent: ConsentActorRef; open: boolean }) {
  const preferences = useSelector(consent, (s) => s.context.preferences);
  const { acceptAll, rejectAll, save, cancel, togglePreferences } = useConsentEvents(consent);
  const essentialId = useId();
  const preferencesId = useId();
  return (
    <Dialog open={open} onClose={cancel} title={<Trans>Privacy and cookies</Trans>}>
      <div className="stack consent-choices" data-testid="consent-choices">
        <p className="muted">
          <Trans>
            Choose what this device may keep. There are no cookies, no analytics and no advertising storage. You can
            change this at any time from “Privacy and cookies” at the foot of every page.
          </Trans>
        </p>
        <section className="consent-category" aria-labelledby={essentialId}>
          <label className="consent-switch">
            <span id={essentialId}>
              <strong>
                <Trans>Essential</Trans>
              </strong>{' '}
              <span className="muted">
                <Trans>Always on: the site does not work, or is not secure, without them.</Trans>
              </span>
            </span>
            <input type="checkbox" role="switch" checked disabled aria-describedby={essentialId} />
          </label>
          <Items items={ESSENTIAL} />
        </section>
        <section className="consent-category" aria-labelledby={preferencesId}>
          <label className="consent-switch">
            <span id={preferencesId}>
              <strong>
                <Trans>Preferences</Trans>
              </strong>{' '}
              <span className="muted">
                <Trans>Your choices remembered for your next visits. Off: they last this visit only.</Trans>
              </span>
            </span>
            <input
              type="checkbox"
              role="switch"
              checked={preferences}
              onChange={(event) => togglePreferences(event.target.checked)}
              data-testid="consent-preferences"
            />
          </label>
          <Items items={PREFERENCES} />
        </section>
        <div className="dialog-actions consent-dialog-actions">
          <button type="button" className="btn btn-primary" onClick={save}>
            <Trans>Save my choices</Trans>
          </button>
          <button type="button" className="btn btn-secondary" onClick={acceptAll}>
            <Trans>Accept all</Trans>
          </button>
          <button type="button" className="btn btn-secondary" onClick={rejectAll}>
            <Trans>Reject non-essential</Trans>
          </button>
        </div>
      </div>
    </Dialog>
  );
}
