import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { AgencyInfo } from '../../../contract/agency';
import { Money } from '../../ui/Money';
import { agencyPage, Total, WithInfo } from './AgencyPage';

function Agent() {
  return <WithInfo>{(data) => <AgentNumbers data={data} />}</WithInfo>;
}

export const AgentPage = agencyPage(msg`Agent`, Agent);

function AgentNumbers({ data }: { data: AgencyInfo }) {
  return (
    <div className="stack agency">
      <p className="muted">
        <Trans>Ordinary Agent: you earn from your invitees (direct) and from their invitees (indirect).</Trans>
      </p>
      <dl className="totals">
        <Total label={<Trans>Direct rewards</Trans>}>
          <Money amount={data.direct_reward} />
        </Total>
        <Total label={<Trans>Indirect rewards</Trans>}>
          <Money amount={data.indirect_reward} />
        </Total>
        <Total label={<Trans>Total invited</Trans>}>{data.total_invited}</Total>
      </dl>
      <Link to="/agency-center/reward" className="btn btn-primary btn-block">
        <Trans>See and claim rewards</Trans>
      </Link>
    </div>
  );
}
