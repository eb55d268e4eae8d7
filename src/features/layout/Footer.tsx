import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useSystem } from '../../app/SystemContext';
import type { SocialLink } from '../../../contract/site';

export function Footer() {
  const { t } = useLingui();
  const { api, actors } = useSystem();
  const [links, setLinks] = useState<SocialLink[]>([]);

  useEffect(() => {
    const controller = new AbortController();
    const site = actors.modals.getSnapshot().context.content?.site ?? 'rodada';
    // The product ignores a failed social-links lookup: the footer simply shows none.
    api.site.socialLinks(site, controller.signal).then(setLinks, () => undefined);
    return () => controller.abort();
  }, [api, actors.modals]);

  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <div className="footer-badges">
          <span className="age-badge" aria-hidden="true">
            18+
          </span>
          <p>
            <Trans>Rodada is only for people over 18. Play for entertainment, and play responsibly.</Trans>
          </p>
        </div>
        <p className="footer-support">
          <Trans>Support is available 7x24.</Trans>{' '}
          <Link to="/information-center/support">
            <Trans>Contact support</Trans>
          </Link>
        </p>
        {links.length > 0 && (
          <ul className="social-links" aria-label={t`Follow us`}>
            {links.map((link) => (
              <li key={link.name}>
                <a href={link.url} target="_blank" rel="noopener noreferrer">
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
        )}
        <p className="footer-legal muted">
          <Trans>Changes to the terms apply at least two weeks after they are announced.</Trans> © Rodada
        </p>
      </div>
    </footer>
  );
}
