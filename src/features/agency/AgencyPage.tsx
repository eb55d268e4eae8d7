import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import type { AgencyInfo } from '../../../contract/agency';
import { useSystem } from '../../app/SystemContext';
import { useFlow } from '../../flow/useFlow';
import { Loaded } from '../../ui/Loaded';
import { Page } from '../../ui/Page';
import { TabNav } from '../../ui/TabNav';
import './refusals';
import './agency.css';

const Skeleton = () => <div className="skeleton record-skeleton" aria-busy="true" />;

/** The agency centre's pages, one tab each. */
function AgencyPage({ title, children }: { title: MessageDescriptor; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <Page title={title}>
      <TabNav label={t`Agency center`}>
        <Link to="/agency-center/invite" className="category-tab">
          <Trans>Invite</Trans>
        </Link>
        <Link to="/agency-center/agent" className="category-tab">
          <Trans>Agent</Trans>
        </Link>
        <Link to="/agency-center/invitation-record" className="category-tab">
          <Trans>Invitees</Trans>
        </Link>
        <Link to="/agency-center/reward" className="category-tab">
          <Trans>Rewards</Trans>
        </Link>
        <Link to="/agency-center/agency-mechanism" className="category-tab">
          <Trans>Mechanism</Trans>
        </Link>
        <Link to="/agency-center/register-subordinates" className="category-tab">
          <Trans>Register subordinates</Trans>
        </Link>
      </TabNav>
      <Suspense fallback={<Skeleton />}>{children}</Suspense>
    </Page>
  );
}

/** A routed page of the agency centre: its title, the centre's tabs and its content. */
export function agencyPage(title: MessageDescriptor, Content: ComponentType) {
  return function AgencyCenterPage() {
    return (
      <AgencyPage title={title}>
        <Content />
      </AgencyPage>
    );
  };
}

/** The member's agency numbers, read once they are loaded. */
export function WithInfo({ children }: { children(data: AgencyInfo): ReactNode }) {
  const { load } = useSystem();
  return <Loaded actor={useFlow(load.agencyInfo(), { input: { key: 'info' } })}>{children}</Loaded>;
}

/** One number of a `dl.totals`: its name and its value. */
export function Total({ label, className, children }: { label: ReactNode; className?: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}
