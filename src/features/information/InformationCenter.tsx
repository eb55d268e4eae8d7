import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { Suspense, type ReactNode } from 'react';
import { useLocale, useSessionStatus } from '../../app/hooks';
import { useSystem } from '../../app/SystemContext';
import type { InformationCenter } from '../../api/information';
import { formatDateTime } from '../../../lib/format';
import { LoadFailed } from '../../ui/LoadFailed';
import { Message } from '../../ui/Message';
import { Page } from '../../ui/Page';
import { TabNav } from '../../ui/TabNav';
import { NoticeIcon, NoticeLink, noticeArea } from './NoticeKind';
import './refusals';
import './information.css';
import { useFlow } from '../../flow/useFlow';

const Skeleton = () => <div className="skeleton record-skeleton" aria-busy="true" />;

/** The information center's three lists, one tab each. */
function CenterPage({ title, children }: { title: MessageDescriptor; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <Page title={title}>
      <TabNav label={t`Information center`}>
        <Link to="/information-center/support" className="category-tab">
          <Trans>Support</Trans>
        </Link>
        <Link to="/information-center/notification" className="category-tab">
          <Trans>Notifications</Trans>
        </Link>
        <Link to="/information-center/announcement" className="category-tab">
          <Trans>Announcements</Trans>
        </Link>
      </TabNav>
      <Suspense fallback={<Skeleton />}>{children}</Suspense>
    </Page>
  );
}

export function SupportPage() {
  return (
    <CenterPage title={msg`Support`}>
      <Support />
    </CenterPage>
  );
}

/** The center's three lists, fetched together once per visit (notifications only when signed in). */
function useCenter() {
  const { load } = useSystem();
  const signedIn = useSessionStatus() === 'signedIn';
  const center = useFlow(load.informationCenter(), {
    input: { key: signedIn ? 'member' : 'guest' },
  });
  const data = useSelector(center, (s) => s.context.data) as InformationCenter | null;
  const failed = useSelector(center, (s) => s.matches('failed'));
  const retry = () => center.send({ type: 'resource.retry' });
  return { data, failed, retry };
}

function Support() {
  const { data, failed, retry } = useCenter();
  if (failed) return <LoadFailed onRetry={retry} />;
  if (!data) return <Skeleton />;
  const [chat, ...others] = data.support;
  return (
    <div className="support" data-testid="support">
      <div className="card stack support-chat">
        <p className="muted">
          <Trans>Our team answers 7x24, in Portuguese.</Trans>
        </p>
        {chat && (
          <a className="btn btn-primary btn-block" href={chat.linkurl} target="_blank" rel="noopener noreferrer">
            <Trans>Chat with support</Trans> · {chat.description}
          </a>
        )}
      </div>
      <ul className="info-list support-contacts">
        {others.map((item) => (
          <li key={item.id} className="card">
            <strong>{item.title}</strong>
            <a href={item.linkurl} target="_blank" rel="noopener noreferrer">
              {item.description}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function NotificationsPage() {
  return (
    <CenterPage title={msg`Notifications`}>
      <Notifications />
    </CenterPage>
  );
}

function Notifications() {
  const locale = useLocale();
  const { load } = useSystem();
  const centre = useFlow(load.notifications());
  const list = useSelector(centre, (s) => s.context.list);
  const unread = useSelector(centre, (s) => s.context.unread);
  const error = useSelector(centre, (s) => s.context.error);
  const loading = useSelector(centre, (s) => s.matches('loading'));
  const failed = useSelector(centre, (s) => s.matches('failed'));
  const busy = useSelector(centre, (s) => s.matches('marking'));
  if (failed) return <LoadFailed onRetry={() => centre.send({ type: 'notifications.retry' })} />;
  if (loading) return <Skeleton />;
  return (
    <div className="stack info-center">
      <div className="info-toolbar">
        <p className="muted">
          <Trans>{unread} unread</Trans>
        </p>
        <Link to="/profile/notifications" className="notice-link notice-settings-link">
          <Trans>Notifications by e-mail</Trans>
        </Link>
        {unread > 0 && (
          <button
            type="button"
            className="btn btn-secondary btn-small"
            disabled={busy}
            onClick={() => centre.send({ type: 'notifications.readAll' })}
          >
            <Trans>Mark all as read</Trans>
          </button>
        )}
      </div>
      {error && (
        <p className="form-error" role="alert">
          <Message text={error} />
        </p>
      )}
      {list.length === 0 ? (
        <p className="muted empty">
          <Trans>No notifications yet.</Trans>
        </p>
      ) : (
        <ul className="info-list">
          {list.map((n) => {
            const [area, tone] = noticeArea(n.kind);
            return (
              <li
                key={n.id}
                className="card info-item notice-item"
                data-unread={n.read ? undefined : ''}
                data-area={area}
                data-tone={tone}
              >
                <NoticeIcon area={area} />
                <div className="notice-content">
                  <div className="info-head">
                    <strong>{n.title}</strong>
                    <time className="muted" dateTime={n.created_at}>
                      {formatDateTime(n.created_at, locale)}
                    </time>
                  </div>
                  <p className="info-body">{n.body}</p>
                  <div className="notice-actions">
                    <NoticeLink area={area} />
                    {!n.read && (
                      <button
                        type="button"
                        className="link-button"
                        disabled={busy}
                        onClick={() => centre.send({ type: 'notifications.read', id: n.id })}
                      >
                        <Trans>Mark as read</Trans>
                      </button>
                    )}
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

export function AnnouncementsPage() {
  return (
    <CenterPage title={msg`Announcements`}>
      <Announcements />
    </CenterPage>
  );
}

function Announcements() {
  const locale = useLocale();
  const { data, failed, retry } = useCenter();
  if (failed) return <LoadFailed onRetry={retry} />;
  if (!data) return <Skeleton />;
  const list = data.announcements;
  if (list.length === 0)
    return (
      <p className="muted empty">
        <Trans>No announcements.</Trans>
      </p>
    );
  return (
    <ul className="info-list info-center">
      {list.map((a) => (
        <li key={a.id} className="card info-item">
          <article aria-labelledby={`announcement-${a.id}`}>
            <div className="info-head">
              <h2 id={`announcement-${a.id}`}>{a.title}</h2>
              <time className="muted" dateTime={a.created_at}>
                {formatDateTime(a.created_at, locale)}
              </time>
            </div>
            {/* The operator's text, shown as text (React escapes it): never as HTML. */}
            <p className="info-body">{a.body}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}
