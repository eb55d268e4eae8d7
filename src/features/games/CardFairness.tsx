import { Trans } from '@lingui/react/macro';
import type { Commitment } from '../../../contract/tables';
import type { RoundView } from '../../../contract/rounds';

/**
 * A card table's "Provably fair" section: the hash of the next round's server seed, and after a round its
 * revealed seed, client seed and nonce with a link to the page that replays it.
 */
export function Fairness({ commitment, round }: { commitment: Commitment | null; round: RoundView | null }) {
  const settled = round?.status === 'settled' ? round : null;
  const nextHash = commitment?.server_seed_hash ?? '';
  const seed = settled?.fairness.server_seed ?? '';
  const clientSeed = settled?.fairness.client_seed ?? '';
  const nonce = settled?.fairness.nonce ?? 0;
  const roundId = settled?.round_id ?? '';
  return (
    <details className="card slot-fairness">
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
            <a href={`/verify?round=${encodeURIComponent(roundId)}`}>
              <Trans>Verify this round</Trans>
            </a>
          </p>
        </>
      )}
    </details>
  );
}
