import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocale, useModalsEvents, useSessionStatus, useSessionUser } from '../../app/hooks';
import { Icon } from '../../ui/Icon';
import { Logo } from '../../ui/Logo';
import { Money } from '../../ui/Money';
import { NAV_ITEMS } from './nav';
import { useText } from '../../ui/Message';

export function Header() {
  const { t } = useLingui();
  const text = useText();
  const status = useSessionStatus();
  const user = useSessionUser();
  const locale = useLocale();
  const { openLogin, openRegister, openLanguage } = useModalsEvents();
  const nickname = user?.nickname ?? null;

  return (
    <header className="site-header" data-signed-in={status === 'signedIn' ? '' : undefined}>
      <div className="site-header-inner">
        <Link to="/" className="brand" aria-label={t`Rodada home`}>
          <Logo />
        </Link>
        <nav className="desktop-nav" aria-label={t`Main`}>
          {NAV_ITEMS.map((item) => (
            <Link key={item.to} to={item.to} className="desktop-nav-link" activeOptions={{ exact: item.to === '/' }}>
              {text(item.label)}
            </Link>
          ))}
        </nav>
        <div className="header-actions">
          <button type="button" className="lang-button" onClick={openLanguage} aria-label={t`Language`}>
            <Icon name="globe" size={20} />
            <span className="lang-code">{locale.toUpperCase()}</span>
          </button>
          {status === 'checking' && <span className="skeleton header-skeleton" aria-hidden="true" />}
          {status === 'signedIn' && nickname !== null && user && (
            <>
              <Link to="/recharge" className="balance-chip" aria-label={t`Balance, deposit`}>
                <span className="balance-amount" data-testid="header-balance">
                  <Money amount={user.money} />
                </span>
                <span className="balance-plus" aria-hidden="true">
                  +
                </span>
              </Link>
              {user.unread_notifications > 0 && (
                <Link
                  to="/information-center/notification"
                  className="bell-link"
                  aria-label={t`Notifications: ${user.unread_notifications} unread`}
                >
                  <Icon name="bell" size={20} />
                  <span className="bell-count" aria-hidden="true">
                    {user.unread_notifications > 9 ? '9+' : user.unread_notifications}
                  </span>
                </Link>
              )}
              <Link to="/profile" className="avatar-link" aria-label={t`My account: ${nickname}`}>
                <img src={user.avatar} alt="" width="36" height="36" decoding="async" className="avatar" />
              </Link>
            </>
          )}
          {(status === 'guest' || status === 'expired' || status === 'signingOut') && (
            <>
              <button type="button" className="btn btn-secondary btn-small" onClick={openLogin}>
                <Trans>Log in</Trans>
              </button>
              <button type="button" className="btn btn-primary btn-small" onClick={openRegister}>
                <Trans>Register</Trans>
              </button>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
