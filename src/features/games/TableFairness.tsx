import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Commitment } from '../../../contract/tables';
import type { RoundView } from '../../../contract/rounds';

/**
 * A house table's "Provably fair" section: the hash of the next round's server seed, and once a round is
 * settled its revealed seed, client seed and nonce with a link to the page that replays it. `className`
 * gives it the look of the table it sits under.
 */
export function TableFairness({
  commitment,
  round,
  className,
}: {
  commitment: Commitment | null;
  round: RoundView | null;
  className: string;
}) {
  const settled = round?.status === 'settled' && round.fairness.server_seed ? round : null;
  const nextHash = commitment?.server_seed_hash ?? '';
  const seed = settled?.fairness.server_seed ?? '';
  const clientSeed = settled?.fairness.client_seed ?? '';
  const nonce = settled?.fairness.nonce ?? 0;
  return (
    <details className={`card ${className}`}>
      <summary>
        <Trans>Provably fair</Trans>
      </summary>
      {commitment && (
        <p className="muted break">
          <Trans>
            Next round's server seed hash: <code>{nextHash}</code>
          </Trans>
        </p>
      )}
      {settled && (
        <>
          <p className="muted break">
            <Trans>
              Last round's server seed: <code>{seed}</code> (client seed <code>{clientSeed}</code>, nonce {nonce})
            </Trans>
          </p>
          <p>
            <Link to="/verify" search={{ round: settled.round_id }}>
              <Trans>Verify this round</Trans>
            </Link>
          </p>
        </>
      )}
    </details>
  );
}
