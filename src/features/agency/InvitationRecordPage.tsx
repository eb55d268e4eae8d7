import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { formatDateTime } from '../../../lib/format';
import { useLocale } from '../../app/hooks';
import { useSystem } from '../../app/SystemContext';
import { useFlow } from '../../flow/useFlow';
import { OrderNo } from '../../ui/CopyValue';
import { RecordTable } from '../../ui/RecordTable';
import { agencyPage } from './AgencyPage';

function InvitationRecord() {
  const locale = useLocale();
  const { load } = useSystem();
  const list = useFlow(load.inviteRecord(), {
    input: { filters: null, perPage: 20 },
  });
  return (
    <RecordTable
      list={list}
      rowKey={(row) => row.uid}
      empty={<Trans>No one has registered with your code yet.</Trans>}
      columns={[
        { header: msg`UID`, cell: (row) => <OrderNo value={String(row.uid)} /> },
        { header: msg`Registered`, cell: (row) => formatDateTime(row.registered_at, locale) },
        { header: msg`Deposited`, cell: (row) => (row.deposited ? <Trans>Yes</Trans> : <Trans>Not yet</Trans>) },
      ]}
    />
  );
}

export const InvitationRecordPage = agencyPage(msg`Invitation record`, InvitationRecord);
