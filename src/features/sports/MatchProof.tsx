import { Trans } from '@lingui/react/macro';

/**
 * What lets a player check a match: the hash of its seed, fixed before kickoff, and (where `seed` is given)
 * the seed once the match is settled, whose sha256 is that hash and which replays the match. A match from a
 * real provider's feed has no commitment (nothing of ours decides it): a sentence says so instead.
 */
export function MatchProof({ commitment, seed }: { commitment: string | null; seed?: string | null }) {
  if (!commitment)
    return (
      <p className="match-proof" data-testid="match-no-proof">
        <Trans>
          This match is real: its odds and result come from an outside provider, so it has no fairness proof.
        </Trans>
      </p>
    );
  return (
    <details className="match-proof">
      <summary>
        <Trans>Fairness proof</Trans>
      </summary>
      <dl>
        <dt>
          <Trans>Hash of the match, fixed before kickoff</Trans>
        </dt>
        <dd>
          <code data-testid="match-commitment">{commitment}</code>
        </dd>
        {seed !== undefined && (
          <>
            <dt>
              <Trans>Seed of the match</Trans>
            </dt>
            <dd>
              {seed ? <code data-testid="match-seed">{seed}</code> : <Trans>Shown once the match is settled.</Trans>}
            </dd>
          </>
        )}
      </dl>
    </details>
  );
}
