import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Suspense } from 'react';
import { useSystem } from '../../app/SystemContext';
import { Money } from '../../ui/Money';
import { useFlow } from '../../flow/useFlow';

/**
 * The site's turnover rule before a withdrawal, said on the deposit form before paying: how many times a
 * deposit must be bet before it can be withdrawn, or that none is asked (a regulated Brazilian site holds
 * no deposited money back). Nothing until it has arrived.
 */
export function DepositTurnoverRule() {
  return (
    <Suspense fallback={null}>
      <DepositRule />
    </Suspense>
  );
}

function DepositRule() {
  const multiple = useAssociation()?.turnover_multiple;
  if (multiple === undefined) return null;
  return (
    <p className="muted hint" data-testid="deposit-turnover-rule" data-multiple={multiple}>
      {multiple > 0 ? (
        <Trans>To withdraw, bet {multiple}× the amount deposited.</Trans>
      ) : (
        <Trans>No wagering required to withdraw: your deposits can be withdrawn without betting them.</Trans>
      )}
    </p>
  );
}

/** The member's turnover before a withdrawal (the order center's association: the site's multiple, what is left). */
function useAssociation() {
  const { load } = useSystem();
  const association = useFlow(load.orderAssociation(), {
    input: { key: 'association' },
  });
  return useSelector(association, (s) => s.context.data);
}

/** On the withdrawal form: the turnover still to bet before a withdrawal, when there is some. */
export function TurnoverLeft() {
  return (
    <Suspense fallback={null}>
      <Remaining />
    </Suspense>
  );
}

function Remaining() {
  const data = useAssociation();
  if (!data || Number(data.remaining_turnover) <= 0) return null;
  const remaining = data.remaining_turnover;
  const multiple = data.turnover_multiple;
  return (
    <p className="form-notice" role="status" data-testid="turnover-left" data-remaining={remaining}>
      {multiple > 0 ? (
        <Trans>
          Bet <Money amount={remaining} /> more before withdrawing: this site asks for {multiple}× your deposits to be
          bet, and twice the rewards you received.
        </Trans>
      ) : (
        <Trans>
          Bet <Money amount={remaining} /> more before withdrawing: the rewards you received ask to be bet twice (your
          deposits ask for nothing).
        </Trans>
      )}
    </p>
  );
}
