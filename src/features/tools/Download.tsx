import { msg } from '@lingui/core/macro';
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Logo } from '../../ui/Logo';
import { Page } from '../../ui/Page';

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
}

/** The app download: Rodada installs from the browser as an app (no store needed). */
export function Download() {
  const [prompt, setPrompt] = useState<InstallPromptEvent | null>(null);
  const [installed, setInstalled] = useState(false);

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
            <p className="coming-soon-badge">
              <Trans>Installed. You can open Rodada from your home screen.</Trans>
            </p>
          ) : prompt ? (
            <button type="button" className="btn btn-primary" onClick={() => void prompt.prompt()}>
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
