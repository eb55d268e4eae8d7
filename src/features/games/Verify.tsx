import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Suspense, type ReactNode } from 'react';
import './verify.css';
import { useSystem } from '../../app/SystemContext';
import { LoadFailed } from '../../ui/LoadFailed';
import { Message } from '../../ui/Message';
import { Money } from '../../ui/Money';
import { Page } from '../../ui/Page';
import { useFlow } from '../../flow/useFlow';

/**
 * /verify?round=<id>: a round of the house tables recomputed in this browser from its revealed server seed,
 * its client seed, nonce, choice and moves, with the engine's own code; the verdict says whether it is the
 * round the record shows and whether the seed is the one committed before it.
 */
export function Verify({ roundId }: { roundId: string | undefined }) {
  return (
    <Page title={msg`Round verifier`}>
      {roundId ? (
        <Suspense fallback={<div className="card skeleton verify-skeleton" aria-busy="true" />}>
          <Verdict roundId={roundId} />
        </Suspense>
      ) : (
        <p className="muted">
          <Trans>Open a round from your game record to check it here.</Trans>
        </p>
      )}
    </Page>
  );
}

function Check({ ok, children }: { ok: boolean; children: ReactNode }) {
  return (
    <li className={ok ? 'verify-ok' : 'verify-bad'}>
      <span aria-hidden="true">{ok ? '✓' : '✗'}</span> {children}
    </li>
  );
}

function Verdict({ roundId }: { roundId: string }) {
  const { load } = useSystem();
  const verify = useFlow(load.verifyRound(), { input: { roundId } });
  const round = useSelector(verify, (s) => s.context.round);
  const verdict = useSelector(verify, (s) => s.context.verdict);
  const error = useSelector(verify, (s) => s.context.error);
  const state = useSelector(verify, (s) =>
    s.matches('verified')
      ? 'verified'
      : s.matches('mismatch')
        ? 'mismatch'
        : s.matches('stillOpen')
          ? 'open'
          : s.matches('failed')
            ? 'failed'
            : 'working',
  );

  if (state === 'failed') {
    return error ? (
      <p role="alert" className="form-error">
        <Message text={error} />
      </p>
    ) : (
      <LoadFailed onRetry={() => verify.send({ type: 'verify.retry' })} />
    );
  }
  if (state === 'working' || !round) return <div className="card skeleton verify-skeleton" aria-busy="true" />;
  const seed = round.fairness.server_seed ?? '';
  const hash = round.fairness.server_seed_hash;
  const clientSeed = round.fairness.client_seed;
  const nonce = round.fairness.nonce;

  return (
    <section className="card verify" aria-live="polite">
      {state === 'open' ? (
        <p>
          <Trans>This round is still open: its server seed is revealed once it is settled.</Trans>{' '}
          <button type="button" className="link-button" onClick={() => verify.send({ type: 'verify.retry' })}>
            <Trans>Check again</Trans>
          </button>
        </p>
      ) : (
        <p className={`verify-verdict ${state === 'verified' ? 'verify-ok' : 'verify-bad'}`}>
          {state === 'verified' ? (
            <Trans>Verified: this round was decided by the seed committed before it, exactly as recorded.</Trans>
          ) : (
            <Trans>This round does not match its record. Contact support with its number.</Trans>
          )}
        </p>
      )}
      <dl className="verify-facts">
        <dt>
          <Trans>Round</Trans>
        </dt>
        <dd>
          <code>{round.round_id}</code>
        </dd>
        <dt>
          <Trans>Stake</Trans>
        </dt>
        <dd>
          <Money amount={round.stake} />
        </dd>
        <dt>
          <Trans>Recorded win</Trans>
        </dt>
        <dd>
          <Money amount={round.win} />
        </dd>
        <dt>
          <Trans>Server seed hash (shown before the round)</Trans>
        </dt>
        <dd className="break">
          <code>{hash}</code>
        </dd>
        <dt>
          <Trans>Server seed (revealed after)</Trans>
        </dt>
        <dd className="break">
          <code>{seed || '—'}</code>
        </dd>
        <dt>
          <Trans>Client seed and nonce</Trans>
        </dt>
        <dd className="break">
          <code>{clientSeed}</code> · {nonce}
        </dd>
      </dl>
      {verdict && (
        <ul className="verify-checks">
          <Check ok={verdict.hashMatches}>
            <Trans>sha256(server seed) equals the hash shown before the round</Trans>
          </Check>
          <Check ok={verdict.win === round.win}>
            {verdict.win === null ? (
              <Trans>The round could not be recomputed here</Trans>
            ) : (
              <Trans>
                Recomputed win <Money amount={verdict.win} />
              </Trans>
            )}
          </Check>
          <Check ok={verdict.viewMatches}>
            <Trans>The recomputed outcome is the one the game showed</Trans>
          </Check>
        </ul>
      )}
      <details className="verify-how">
        <summary>
          <Trans>How it is computed</Trans>
        </summary>
        {round.engine === 'crash' ? (
          <p className="muted">
            <Trans>
              The crash point is read from HMAC-SHA256 with the server seed as the key and “client seed:nonce” as the
              message: r is its first 52 bits. When r is a multiple of 33 the round crashes at 1.00×; otherwise at (100
              × 2^52 − r) ÷ (2^52 − r) hundredths, rounded down, at most 1000.00×. A cash-out below the crash point pays
              the stake times its multiplier; this page recomputes the crash point and your win.
            </Trans>
          </p>
        ) : (
          <p className="muted">
            <Trans>
              Every random number of the round is read from HMAC-SHA256 with the server seed as the key and “client
              seed:nonce:block” as the message (block 0, 1, 2…), 32-bit words in order; a word above the largest
              multiple of the range is skipped so every result is equally likely. This page runs the game’s own rules on
              those numbers with your choice and your moves.
            </Trans>
          </p>
        )}
        {round.engine === 'live' && (
          <p className="muted">
            <Trans>
              A live round is drawn once for the whole table, with the client seed “live:table:round” and nonce 0; your
              bets are paid from that one draw.
            </Trans>
          </p>
        )}
        {verdict && <pre className="verify-json">{JSON.stringify(verdict.view, null, 2)}</pre>}
      </details>
    </section>
  );
}
