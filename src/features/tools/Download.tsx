import { msg } from '@lingui/core/macro';
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Logo } from '../../ui/Logo';
import { Page } from '../../ui/Page';

/** What Chromium hands the page when the app can be installed (not in the DOM typings). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice?: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** Whether this page runs as the installed app (opened from the home screen). */
const runsInstalled = () =>
  matchMedia('(display-mode: standalone)').matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

/**
 * The app download: Rodada installs from the browser as an app (no store needed). Where the browser
 * offers to install it (Chromium, on each page load while it is not installed), one button shows its
 * prompt; the instructions cover the others (Safari on the iPhone has no prompt).
 */
export function Download() {
  const [prompt, setPrompt] = useState<InstallPromptEvent | null>(null);
  const [installed, setInstalled] = useState(runsInstalled);

  useEffect(() => {
    const onPrompt = (event: Event) => {
      event.preventDefault();
      setPrompt(event as InstallPromptEvent);
    };
    const onInstalled = () => setInstalled(true);
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  const install = async (event: InstallPromptEvent) => {
    // A prompt shows once: whatever the answer, this offer is spent (the browser may make another).
    setPrompt(null);
    try {
      await event.prompt();
      if ((await event.userChoice)?.outcome === 'accepted') setInstalled(true);
    } catch {
      /* the browser no longer offers it */
    }
  };

  return (
    <div className="download">
      <Page title={msg`Download the Rodada app`}>
        <div className="card stack">
          <Logo />
          <p>
            <Trans>
              Install Rodada on your home screen: it opens full screen, starts faster and takes almost no space.
            </Trans>
          </p>
          {installed ? (
            <p className="coming-soon-badge" data-testid="app-installed">
              <Trans>Installed. You can open Rodada from your home screen.</Trans>
            </p>
          ) : prompt ? (
            <button type="button" className="btn btn-primary" onClick={() => void install(prompt)}>
              <Trans>Install the app</Trans>
            </button>
          ) : null}
          <h2>
            <Trans>Android (Chrome)</Trans>
          </h2>
          <p className="muted">
            <Trans>Open the browser menu and choose “Install app” or “Add to home screen”.</Trans>
          </p>
          <h2>
            <Trans>iPhone (Safari)</Trans>
          </h2>
          <p className="muted">
            <Trans>Tap the share button, then “Add to Home Screen”.</Trans>
          </p>
          <Link to="/" className="btn btn-secondary">
            <Trans>Back to home</Trans>
          </Link>
        </div>
      </Page>
    </div>
  );
}
