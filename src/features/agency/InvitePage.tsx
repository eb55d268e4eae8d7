import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { AgencyInfo } from '../../../contract/agency';
import { hasJoined } from '../../../machines/subordinateRequests.machine';
import { useSystem } from '../../app/SystemContext';
import { useFlow } from '../../flow/useFlow';
import { CopyValue, OrderNo } from '../../ui/CopyValue';
import { QrCode } from '../../ui/QrCode';
import { toastStore } from '../../ui/toast';
import { agencyPage, Total, WithInfo } from './AgencyPage';
import { AgentRequests } from './AgentRequests';

function Invite() {
  const { load } = useSystem();
  const requests = useFlow(load.subordinateRequests());
  // Once the member accepts an agent, the numbers are read again (the inviter ID changes).
  const joined = useSelector(requests, hasJoined);
  return (
    <>
      <AgentRequests actor={requests} />
      <WithInfo key={joined ? 'joined' : 'before'}>{(data) => <InviteCard data={data} />}</WithInfo>
    </>
  );
}

export const InvitePage = agencyPage(msg`Invite friends`, Invite);

function InviteCard({ data }: { data: AgencyInfo }) {
  const { t } = useLingui();
  const link = `${location.origin}${data.invite_path}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toastStore.push(msg`Link copied`, 'success');
    } catch {
      toastStore.push(msg`Copy the link by hand`, 'error');
    }
  };
  const share = () =>
    void navigator
      .share?.({ title: 'Rodada', text: t`Play on Rodada with my invitation code ${data.invite_code}`, url: link })
      .catch(() => undefined);
  return (
    <div className="stack agency">
      <dl className="totals">
        <Total label={<Trans>My ID</Trans>}>{data.member_id}</Total>
        <Total label={<Trans>Inviter ID</Trans>}>{data.inviter_id ?? '—'}</Total>
        <Total label={<Trans>Invitation code</Trans>} className="invite-code-value">
          <CopyValue value={data.invite_code} label={t`invitation code`} />
        </Total>
        <Total label={<Trans>Total invited</Trans>}>{data.total_invited}</Total>
      </dl>
      <div className="card stack invite-card">
        <QrCode text={link} label={t`QR code of your invitation link`} size={200} className="qr" />
        <p className="invite-link">
          <OrderNo value={link} />
        </p>
        <div className="invite-actions">
          <button type="button" className="btn btn-primary" onClick={() => void copy()}>
            <Trans>Copy link</Trans>
          </button>
          {typeof navigator.share === 'function' && (
            <button type="button" className="btn btn-secondary" onClick={share}>
              <Trans>Share</Trans>
            </button>
          )}
        </div>
        <p className="muted">
          <Trans>Friends who register through the link have your code filled in.</Trans>
        </p>
      </div>
    </div>
  );
}
