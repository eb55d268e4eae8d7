import { msg } from '@lingui/core/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useModalsEvents, useSessionEvents, useSessionStatus, useSessionUser } from '../../app/hooks';
import { useSystem } from '../../app/SystemContext';
import { Icon } from '../../ui/Icon';
import { Money } from '../../ui/Money';
import { Page } from '../../ui/Page';
import { AvatarPicker } from './AvatarPicker';
import { MenuIcon } from './menuIcons';
import './profile.css';
import { IdentityCallout } from '../../ui/IdentityCallout';

// The odds format setting (and its converter) loads after the profile's first paint.
const OddsFormatSetting = lazy(() => import('./OddsFormatSetting'));

export function Profile() {
  const user = useSessionUser();
  const status = useSessionStatus();
  const { logout } = useSessionEvents();
  const { openLanguage, turnReminderOff, turnReminderOn } = useModalsEvents();
  const reminderOn = useSelector(useSystem().actors.modals, (s) => s.context.reminderOn);
  const navigate = useNavigate();
  const [choosing, setChoosing] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  // Escape closes the picture chooser and gives the focus back to its button.
  useEffect(() => {
    if (!choosing) return;
    const close = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || document.querySelector('dialog[open], [role="dialog"]'))
        return;
      setChoosing(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', close);
    return () => document.removeEventListener('keydown', close);
  }, [choosing]);

  useEffect(() => {
    if (status === 'guest') void navigate({ to: '/' });
  }, [status, navigate]);

  if (!user) {
    return (
      <Page title={msg`My account`}>
        <div className="card skeleton profile-skeleton" />
      </Page>
    );
  }

  const { id } = user;
  return (
    <Page title={msg`My account`}>
      <div className="profile profile-layout">
        <div className="profile-side stack">
          <IdentityCallout />
          <div className="card profile-card">
            <img src={user.avatar} alt="" width="64" height="64" decoding="async" className="avatar avatar-large" />
            <div className="profile-who">
              <p className="profile-name">{user.nickname}</p>
              <p className="muted">
                <Trans>ID {id}</Trans> · {user.level_name}
              </p>
              <p className="muted">{user.phone}</p>
            </div>
            <button
              ref={toggle}
              type="button"
              className="btn btn-secondary btn-small avatar-toggle"
              aria-expanded={choosing}
              aria-controls="avatar-chooser"
              onClick={() => setChoosing(!choosing)}
            >
              <Trans>Change profile picture</Trans>
            </button>
          </div>
          {choosing && (
            <div id="avatar-chooser" className="card avatar-picker">
              <Suspense fallback={<div className="skeleton reward-skeleton" aria-busy="true" />}>
                <AvatarPicker current={user.avatar} />
              </Suspense>
            </div>
          )}
          <div className="card balances">
            <div>
              <p className="muted">
                <Trans>Balance</Trans>
              </p>
              <p className="balance-big">
                <Money amount={user.money} />
              </p>
            </div>
            <div className="balances-actions">
              <Link to="/recharge" className="btn btn-primary btn-small">
                <Trans>Deposit</Trans>
              </Link>
              <Link to="/withdraw" className="btn btn-secondary btn-small">
                <Trans>Withdraw</Trans>
              </Link>
            </div>
          </div>
          <Suspense fallback={<div className="card skeleton odds-format-skeleton" aria-busy="true" />}>
            <OddsFormatSetting current={user.odds_format} />
          </Suspense>
        </div>
        <div className="profile-main stack">
          <ul className="card menu-list">
            <li>
              <Link to="/gameRecord">
                <MenuIcon name="dice" />
                <span>
                  <Trans>Game record</Trans>
                </span>
                <Icon name="chevron" size={18} />
              </Link>
            </li>
            <li>
              <Link to="/order-center">
                <MenuIcon name="receipt" />
                <span>
                  <Trans>Transaction record</Trans>
                </span>
                <Icon name="chevron" size={18} />
              </Link>
            </li>
            <li>
              <Link to="/rechargeRecord">
                <MenuIcon name="deposit" />
                <span>
                  <Trans>Deposit records</Trans>
                </span>
                <Icon name="chevron" size={18} />
              </Link>
            </li>
            <li>
              <Link to="/withdrawalRecord">
                <MenuIcon name="withdraw" />
                <span>
                  <Trans>Withdrawal records</Trans>
                </span>
                <Icon name="chevron" size={18} />
              </Link>
            </li>
            <li>
              <Link to="/game" search={{ category: 'favorites' }}>
                <MenuIcon name="heart" />
                <span>
                  <Trans>Favorites</Trans>
                </span>
                <Icon name="chevron" size={18} />
              </Link>
            </li>
            <li>
              <Link to="/promotion/vip">
                <MenuIcon name="crown" />
                <span>
                  <Trans>VIP</Trans>
                </span>
                <Icon name="chevron" size={18} />
              </Link>
            </li>
            <li>
              <Link to="/information-center/announcement">
                <MenuIcon name="megaphone" />
                <span>
                  <Trans>Announcements</Trans>
                </span>
                <Icon name="chevron" size={18} />
              </Link>
            </li>
            <li>
              <Link to="/responsible">
                <MenuIcon name="lifebuoy" />
                <span>
                  <Trans>Responsible gambling</Trans>
                </span>
                <Icon name="chevron" size={18} />
              </Link>
            </li>
            <li>
              <Link to="/security-center">
                <MenuIcon name="lock" />
                <span>
                  <Trans>Security center</Trans>
                </span>
                <Icon name="chevron" size={18} />
              </Link>
            </li>
            <li>
              <Link to="/information-center/notification">
                <MenuIcon name="mail" />
                <span>
                  <Trans>Message Center</Trans>
                </span>
                <Icon name="chevron" size={18} />
              </Link>
            </li>
            <li>
              <Link to="/information-center/support">
                <MenuIcon name="headset" />
                <span>
                  <Trans>Contact/online customer service</Trans>
                </span>
                <Icon name="chevron" size={18} />
              </Link>
            </li>
            <li>
              <Link to="/agency-center/invite">
                <MenuIcon name="network" />
                <span>
                  <Trans>Agency center</Trans>
                </span>
                <Icon name="chevron" size={18} />
              </Link>
            </li>
            {/* ── i25 notices ── */}
            <li>
              <Link to="/profile/notifications" data-testid="profile-notice-settings">
                <Icon name="bell" />
                <span>
                  <Trans>Notifications by e-mail</Trans>
                </span>
                <Icon name="chevron" size={18} />
              </Link>
            </li>
            {/* ── i25 privacy ── */}
            <li>
              <Link to="/profile/privacy">
                <MenuIcon name="shield" />
                <span>
                  <Trans>Privacy</Trans>
                </span>
                <Icon name="chevron" size={18} />
              </Link>
            </li>
            <li>
              <button type="button" onClick={openLanguage}>
                <MenuIcon name="language" />
                <span>
                  <Trans>Language</Trans>
                </span>
                <Icon name="chevron" size={18} />
              </button>
            </li>
            <li className="menu-toggle">
              <label>
                <input
                  type="checkbox"
                  checked={reminderOn}
                  onChange={(event) => (event.target.checked ? turnReminderOn() : turnReminderOff())}
                />
                <span>
                  <Trans>Show reminders</Trans>
                </span>
              </label>
            </li>
            <li>
              <Link to="/profile/close" className="menu-danger" data-testid="profile-close-account">
                <MenuIcon name="userX" />
                <span>
                  <Trans>Close account</Trans>
                </span>
                <Icon name="chevron" size={18} />
              </Link>
            </li>
          </ul>
          <button
            type="button"
            className="btn btn-secondary btn-block"
            onClick={logout}
            disabled={status === 'signingOut'}
          >
            <Icon name="logout" /> <Trans>Log out</Trans>
          </button>
        </div>
      </div>
    </Page>
  );
}
