import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useSystem } from '../../app/SystemContext';
import { askStorageChoices } from '../../app/storageConsent';
import type { SocialLink } from '../../../contract/site';

/**
 * The footer: 18+ and responsible play, support, the legal pages and the regulator, and the operator's
 * legal identification (legal name, CNPJ, authorising portaria, address, SAC and ouvidoria), which each
 * site sets (sites.legal, given with the site content).
 */
export function Footer() {
  const { t } = useLingui();
  const { api, actors } = useSystem();
  const [links, setLinks] = useState<SocialLink[]>([]);
  const legal = useSelector(actors.modals, (s) => s.context.content?.legal ?? null);

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
            <Trans>Rodada is only for people over 18. Play for entertainment, and play responsibly.</Trans>{' '}
            <Link to="/legal/responsible-gambling">
              <Trans>Responsible gambling</Trans>
            </Link>
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
        <nav className="footer-links" aria-label={t`Legal information`}>
          <Link to="/legal/terms">
            <Trans>Terms and conditions</Trans>
          </Link>
          <Link to="/legal/privacy">
            <Trans>Privacy policy</Trans>
          </Link>
          <Link to="/legal/responsible-gambling">
            <Trans>Responsible gambling</Trans>
          </Link>
          <button type="button" className="link-button" onClick={askStorageChoices}>
            <Trans>Privacy and cookies</Trans>
          </button>
          {legal && (
            <a href={legal.regulator_url} target="_blank" rel="noopener noreferrer">
              <Trans>Regulator: Secretaria de Prêmios e Apostas</Trans>
            </a>
          )}
        </nav>
        {legal && (
          <address className="footer-operator" data-testid="footer-operator">
            <p>
              <strong>{legal.legal_name}</strong> · CNPJ {legal.cnpj}
            </p>
            <p>
              <Trans>Authorised to operate fixed-odds betting in Brazil by:</Trans> {legal.authorisation}
            </p>
            <p>{legal.address}</p>
            <p>
              <Trans>Customer service (SAC):</Trans>{' '}
              <a href={`tel:${legal.sac.phone.replace(/\D/g, '')}`}>{legal.sac.phone}</a> ·{' '}
              <a href={`mailto:${legal.sac.email}`}>{legal.sac.email}</a>
            </p>
            <p>
              <Trans>Ombudsman (Ouvidoria):</Trans>{' '}
              <a href={`tel:${legal.ouvidoria.phone.replace(/\D/g, '')}`}>{legal.ouvidoria.phone}</a> ·{' '}
              <a href={`mailto:${legal.ouvidoria.email}`}>{legal.ouvidoria.email}</a>
            </p>
          </address>
        )}
        <p className="footer-legal muted">
          <Trans>Changes to the terms apply at least two weeks after they are announced.</Trans> © Rodada
        </p>
      </div>
    </footer>
  );
}
