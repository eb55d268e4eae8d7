import { Trans } from '@lingui/react/macro';
import type { WithdrawalHolder } from '../../../contract/withdrawalHolder';
import './withdrawalHolder.css';

/**
 * Who the withdrawal is paid to, read-only: the full name and CPF of the identity given at sign-up (the
 * server takes both from it, so the form does not ask them again).
 */
export function WithdrawalHolderLines({ holder }: { holder: WithdrawalHolder }) {
  return (
    <div className="withdrawal-holder" data-testid="withdrawal-holder">
      <dl className="fee-lines">
        <div>
          <dt>
            <Trans>Account holder</Trans>
          </dt>
          <dd>{holder.name}</dd>
        </div>
        <div>
          <dt>
            <Trans>CPF number</Trans>
          </dt>
          <dd>{holder.cpf}</dd>
        </div>
      </dl>
      <p className="muted hint">
        <Trans>From your identity: withdrawals are paid only to you.</Trans>
      </p>
    </div>
  );
}
