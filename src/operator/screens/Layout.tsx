import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, type ErrorComponentProps } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { notFetched } from '../../lib/notFetched';
import { activateLocale, type OperatorLocale } from '../i18n';
import { ROLE_NAMES, rolesInWords } from '../refusals';
import { menuOf, type Section } from '../sections';
import { holdsAny, useOperator, useStaff } from '../system';

/**
 * The back office's paths are its own router's (src/operator/router.tsx), not the player's app's whose
 * route tree types `Link`: they are given as plain strings.
 */
export const opPath = (path: string) => path as never;

/** Português or English, remembered on this device. */
export function LanguageSwitch() {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  return (
    <label className="op-language">
      <span className="visually-hidden">{t`Language`}</span>
      <select
        value={i18n.locale}
        data-testid="op-language"
        onChange={(event) => void activateLocale(event.target.value as OperatorLocale)}
      >
        <option value="pt" lang="pt-BR">
          Português
        </option>
        <option value="en" lang="en">
          English
        </option>
      </select>
    </label>
  );
}

/** The header (the person, their roles, the language, signing out) and the sections their roles open. */
export function Layout({ children }: { children: ReactNode }) {
  const { t, i18n } = useLingui();
  const { session } = useOperator();
  const staff = useStaff();
  const signingOut = useSelector(session, (s) => s.matches('signingOut'));
  const menu = menuOf((section) => holdsAny(staff, section.roles));
  return (
    <div className="op-app">
      <header className="op-header">
        <Link to={opPath('/dashboard')} className="op-brand">
          Rodada <span>{t`Back office`}</span>
        </Link>
        <div className="op-person" data-testid="op-person">
          <span className="op-email">{staff?.email}</span>
          <span className="op-roles">
            {staff?.roles.map((role) => (
              <span key={role} className="op-role">
                {i18n._(ROLE_NAMES[role])}
              </span>
            ))}
          </span>
        </div>
        <LanguageSwitch />
        <Link to={opPath('/my-password')} className="op-button op-button-quiet" data-testid="op-my-password">
          <Trans>My password</Trans>
        </Link>
        <button
          type="button"
          className="op-button op-button-quiet"
          disabled={signingOut}
          onClick={() => session.send({ type: 'staff.signOut' })}
        >
          <Trans>Sign out</Trans>
        </button>
      </header>
      <nav className="op-nav" aria-label={t`Sections`}>
        {menu.map((group) => (
          <div key={group.id} className="op-nav-group" data-testid={`op-nav-${group.id}`}>
            <p className="op-nav-title" id={`op-nav-${group.id}`}>
              {i18n._(group.title)}
            </p>
            <ul aria-labelledby={`op-nav-${group.id}`}>
              {group.sections.map((section) => (
                <li key={section.path}>
                  <Link to={opPath(section.path)} activeProps={{ 'aria-current': 'page', className: 'active' }}>
                    <svg viewBox="0 0 24 24" className="op-nav-icon" aria-hidden="true">
                      <path d={section.icon} />
                    </svg>
                    {i18n._(section.title)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <main className="op-main" id="main">
        {children}
      </main>
    </div>
  );
}

/** A section shown only to the roles that may open it; to anyone else, the roles it needs. */
export function Allowed({ section, children }: { section: Section; children: ReactNode }) {
  const { i18n } = useLingui();
  const staff = useStaff();
  if (holdsAny(staff, section.roles)) return children;
  const needed = rolesInWords(section.roles.join(','));
  return (
    <section className="op-page" aria-labelledby="op-title">
      <h1 id="op-title">{i18n._(section.title)}</h1>
      <p className="op-problem" role="alert" data-testid="op-forbidden">
        <Trans>Your roles do not allow this: it needs {needed}</Trans>
      </p>
    </section>
  );
}

export function NotFound() {
  return (
    <section className="op-page" aria-labelledby="op-title">
      <h1 id="op-title">
        <Trans>Page not found</Trans>
      </h1>
      <p>
        <Link to={opPath('/dashboard')}>
          <Trans>Back to the dashboard</Trans>
        </Link>
      </p>
    </section>
  );
}

/**
 * A section that could not be opened, in the reader's words, not the router's: its code did not arrive (the
 * network) or it broke. "Try again" loads the back office afresh.
 */
export function SectionFailed({ error }: ErrorComponentProps) {
  const network = notFetched(error);
  return (
    <section className="op-page" aria-labelledby="op-title" data-testid="op-section-failed">
      <h1 id="op-title">
        {network ? (
          <Trans>No network: this section could not be loaded</Trans>
        ) : (
          <Trans>This section could not be opened</Trans>
        )}
      </h1>
      <p>
        {network ? (
          <Trans>Check the connection, then try again.</Trans>
        ) : (
          <Trans>Something went wrong on our side while opening it. Try again, or go back to the dashboard.</Trans>
        )}
      </p>
      <p className="op-actions">
        <button type="button" className="op-button op-button-primary" onClick={() => window.location.reload()}>
          <Trans>Try again</Trans>
        </button>
        <a className="op-button" href="/operator/dashboard">
          <Trans>Back to the dashboard</Trans>
        </a>
      </p>
    </section>
  );
}
