import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/** A paytable's head: Bet, any columns of the table's own, Pays, RTP. */
export function PaytableHead({ children }: { children?: ReactNode }) {
  return (
    <thead>
      <tr>
        <th scope="col">
          <Trans>Bet</Trans>
        </th>
        {children}
        <th scope="col">
          <Trans>Pays</Trans>
        </th>
        <th scope="col">RTP</th>
      </tr>
    </thead>
  );
}
