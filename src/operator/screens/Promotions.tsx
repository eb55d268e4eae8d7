import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import {
  DESK_TABS,
  type DeskDone,
  type DeskTab,
  type SiteDeskActorRef,
} from '../../../machines/operator/siteDesk.machine';
import { ActivitiesTab } from '../promotions/ActivitiesTab';
import { AnnouncementsTab, NotificationsTab } from '../promotions/MessagesTab';
import { ContentTab } from '../promotions/ContentTab';
import { LegalTab } from '../promotions/LegalTab';
import { createSiteDeskLogic } from '../promotions/logic';
import { say } from '../refusals';
import { holdsAny, useOperator, useStaff } from '../system';
import { useFlow } from '../../flow/useFlow';

const TAB_NAMES: Record<DeskTab, MessageDescriptor> = {
  activities: msg`Activities`,
  content: msg`Banners and advertisement`,
  legal: msg`Legal data`,
  announcements: msg`Announcements`,
  notifications: msg`Notifications`,
};

/** The tabs support opens (reads, and a notification to one player); an admin opens every tab. */
const SUPPORT_TABS: readonly DeskTab[] = ['activities', 'announcements', 'notifications'];

/** What the last change did, from the server's answer. */
function Done({ done }: { done: DeskDone }) {
  const { t } = useLingui();
  let said: string;
  switch (done.kind) {
    case 'setActivity': {
      const name = done.activity.name;
      said = done.activity.enabled ? t`${name} is switched on.` : t`${name} is switched off: players no longer see it.`;
      break;
    }
    case 'banner': {
      const title = done.banner.texts.pt?.title ?? '';
      said =
        done.change === 'create'
          ? t`Banner “${title}” added.`
          : done.change === 'update'
            ? t`Banner “${title}” saved.`
            : done.banner.enabled
              ? t`Banner “${title}” is shown.`
              : t`Banner “${title}” is hidden.`;
      break;
    }
    case 'order':
      said = t`The banners’ order is saved.`;
      break;
    case 'advertisement':
      said = t`The advertisement is saved.`;
      break;
    case 'legal':
      said = t`The legal data are saved: the footer shows them.`;
      break;
    case 'announcement': {
      const title = done.announcement.title;
      said = done.change === 'post' ? t`Announcement “${title}” posted.` : t`Announcement “${title}” ended.`;
      break;
    }
    case 'notification': {
      const count = done.sent.recipients;
      said = done.new
        ? t`Notification sent to ${count} player(s).`
        : t`This notification had been sent already: nothing was sent again.`;
      break;
    }
  }
  return (
    <p className="op-notice" role="status" data-testid="op-done">
      {said}
    </p>
  );
}

export function DeskProblem({ flow }: { flow: SiteDeskActorRef }) {
  const problem = useSelector(flow, (s) => s.context.problem);
  return problem ? (
    <p className="op-problem" role="alert" data-testid="op-problem">
      {say(problem)}
    </p>
  ) : null;
}

/** /operator/promotions: a site's activities, home content, legal data, announcements and notifications. */
export default function Promotions() {
  const { t, i18n } = useLingui();
  const { api } = useOperator();
  const staff = useStaff();
  const admin = holdsAny(staff, ['admin']);
  const logic = useMemo(() => createSiteDeskLogic(api), [api]);
  const flow = useFlow(logic, { input: { tabs: admin ? DESK_TABS : SUPPORT_TABS } });
  const tabs = useSelector(flow, (s) => s.context.tabs);
  const tab = useSelector(flow, (s) => s.context.tab);
  const sites = useSelector(flow, (s) => s.context.sites);
  const site = useSelector(flow, (s) => s.context.site);
  const view = useSelector(flow, (s) => s.context.view);
  const done = useSelector(flow, (s) => s.context.done);
  const failed = useSelector(flow, (s) => s.matches('failed'));
  const loading = useSelector(flow, (s) => s.matches('loading') || s.matches('loadingSites'));
  const current = sites.find((one) => one.site === site);
  return (
    <section className="op-page" aria-labelledby="op-title">
      <div className="op-page-head">
        <h1 id="op-title">{t`Promotions and site`}</h1>
        <label className="op-field op-inline">
          <span>{t`Site`}</span>
          <select
            name="site"
            value={site ?? ''}
            disabled={sites.length === 0}
            onChange={(event) => flow.send({ type: 'desk.site', site: event.target.value })}
          >
            {sites.map((one) => (
              <option key={one.site} value={one.site}>
                {one.name} ({one.site})
              </option>
            ))}
          </select>
        </label>
        {current && (
          <span className="op-dim" data-testid="op-site-profile">
            {current.profile === 'regulated-br' ? t`Regulated in Brazil` : t`Open`} · {current.languages.join(', ')}
          </span>
        )}
      </div>
      <div className="pr-tabs" role="tablist" aria-label={t`Promotions and site`}>
        {tabs.map((one) => (
          <button
            key={one}
            type="button"
            role="tab"
            id={`pr-tab-${one}`}
            aria-selected={one === tab}
            aria-controls="pr-panel"
            className={one === tab ? 'pr-tab pr-tab-on' : 'pr-tab'}
            onClick={() => flow.send({ type: 'desk.tab', tab: one })}
          >
            {i18n._(TAB_NAMES[one])}
          </button>
        ))}
      </div>
      <div id="pr-panel" role="tabpanel" aria-labelledby={`pr-tab-${tab}`} aria-busy={loading}>
        {done && <Done done={done} />}
        <DeskProblem flow={flow} />
        {failed && (
          <button type="button" className="op-button" onClick={() => flow.send({ type: 'desk.reload' })}>
            <Trans>Try again</Trans>
          </button>
        )}
        {view?.tab === 'activities' && <ActivitiesTab flow={flow} data={view.data} admin={admin} />}
        {view?.tab === 'content' && <ContentTab flow={flow} data={view.data} />}
        {view?.tab === 'legal' && <LegalTab flow={flow} data={view.data} />}
        {view?.tab === 'announcements' && <AnnouncementsTab flow={flow} data={view.data} admin={admin} />}
        {view?.tab === 'notifications' && <NotificationsTab flow={flow} data={view.data} admin={admin} />}
      </div>
    </section>
  );
}
