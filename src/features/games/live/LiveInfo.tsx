import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { LiveState, LiveTable, LiveTableKey } from '../../../../contract/live';
import type { Locale } from '../../../../contract/locales';
import type { LiveBetRule, LiveRules } from '../../../../engines/live';
import { formatDecimal } from '../../../i18n/numbers';
import { Money } from '../../../ui/Money';
import { betName } from './texts';
import { MaxWinLine } from '../MaxWin';
import { PaytableHead } from '../PaytableHead';

/** The rules before the first bet: the schedule, the limits, each bet with what it pays and its exact return. */
export function LiveRulesCard({ table, rules }: { table: LiveTable; rules: LiveRules }) {
  const { i18n } = useLingui();
  const num = (value: string | number) => formatDecimal(value, i18n.locale as Locale);
  return (
    <details className="card live-rules">
      <summary>
        <Trans>Rules and payouts · RTP up to {num(table.rtp)}%</Trans>
      </summary>
      <p className="muted">
        <Trans>
          A round every {rules.round_seconds} seconds: bets for {rules.betting_seconds} seconds, then the draw, the same
          for every player. Bets from <Money amount={table.min_bet} /> each, up to <Money amount={table.max_bet} /> and{' '}
          {rules.max_bets} bets per round.
        </Trans>
      </p>
      {table.table === 'roulette' && (
        <p className="muted">
          <Trans>European roulette with a single zero: zero loses every bet but a straight bet on 0.</Trans>
        </p>
      )}
      {table.table === 'bacbo' && (
        <p className="muted">
          <Trans>
            Two dice for the Player, two for the Banker: the higher sum wins. On a tie, Player and Banker bets get{' '}
            {rules.tie_refund_percent ?? 90}% of the bet back.
          </Trans>
        </p>
      )}
      {table.table === 'wheel' && (
        <p className="muted">
          <Trans>
            54 segments: 1 (23), 2 (15), 5 (7), 10 (4), 20 (2) and 40 (1) pay that many to one; 2× and 7× spin the wheel
            again and multiply the next win.
          </Trans>
        </p>
      )}
      <MaxWinLine amount={table.max_win} rule={table.table === 'wheel' ? 'caps' : 'refuses'} />
      <table className="paytable">
        <PaytableHead />
        <tbody>
          {rules.bets.map((bet: LiveBetRule) => (
            <tr key={`${bet.kind}:${bet.number ?? ''}`}>
              <td>{betName(i18n, bet.kind, bet.number ?? null)}</td>
              <td>{bet.pays}</td>
              <td>{num(bet.rtp)}%</td>
            </tr>
          ))}
        </tbody>
      </table>
      {rules.tie_pays && (
        <table className="paytable">
          <caption>
            <Trans>Tie pays by the tied sum</Trans>
          </caption>
          <tbody>
            {rules.tie_pays.map((row) => (
              <tr key={row.total}>
                <td>{row.total}</td>
                <td>{row.pays}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </details>
  );
}

/** The round's seeds: the hash while bets are open, the seed once drawn, and the draw checked in the browser. */
export function LiveFairnessCard({ table, state }: { table: LiveTableKey; state: LiveState }) {
  return (
    <details className="card live-fairness">
      <summary>
        <Trans>Provably fair</Trans>
      </summary>
      <p className="muted break">
        <Trans>
          Round {state.sequence}: server seed hash <code>{state.fairness.server_seed_hash}</code>, client seed{' '}
          <code>{state.fairness.client_seed}</code>, nonce {state.fairness.nonce}.
        </Trans>
      </p>
      {state.fairness.server_seed && state.outcome && <VerifyDraw table={table} state={state} />}
      {state.fairness.server_seed ? (
        <p className="muted break">
          <Trans>
            Revealed server seed: <code>{state.fairness.server_seed}</code>. The draw reads HMAC-SHA256(server seed,
            &quot;client seed:nonce:block&quot;) as 32-bit numbers; sha256 of the seed is the hash shown before.
          </Trans>
        </p>
      ) : (
        <p className="muted">
          <Trans>The server seed is revealed once bets close and the round is drawn.</Trans>
        </p>
      )}
    </details>
  );
}

/**
 * Replays the round in this browser from its revealed seed (the engine's own code, loaded only on demand):
 * sha256 of the seed against the hash shown while bets were open, and the draw against the one announced.
 */
function VerifyDraw({ table, state }: { table: LiveTableKey; state: LiveState }) {
  const [checked, setChecked] = useState<{ sequence: number; hash: boolean; draw: boolean } | null>(null);
  const verify = async () => {
    const { LIVE_VARIANTS, verifyLiveDraw } = await import('../../../../engines/live');
    const result = verifyLiveDraw(LIVE_VARIANTS[table], {
      serverSeed: state.fairness.server_seed ?? '',
      serverSeedHash: state.fairness.server_seed_hash,
      clientSeed: state.fairness.client_seed,
      nonce: state.fairness.nonce,
      outcome: state.outcome!,
    });
    setChecked({ sequence: state.sequence, hash: result.hashMatches, draw: result.outcomeMatches });
  };
  const shown = checked?.sequence === state.sequence ? checked : null;
  return (
    <div className="live-verify">
      <button type="button" className="btn btn-secondary btn-small" onClick={() => void verify()}>
        <Trans>Verify this draw here</Trans>
      </button>
      <p aria-live="polite">
        {shown &&
          (shown.hash && shown.draw ? (
            <span className="live-win">
              <Trans>Verified: the seed matches the hash shown before, and it gives this very draw.</Trans>
            </span>
          ) : (
            <span className="form-error">
              <Trans>Not verified: the seed or the draw does not match.</Trans>
            </span>
          ))}
      </p>
    </div>
  );
}
