import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { Slip } from '../../../contract/sports';
import { useLocale } from '../../app/hooks';
import { useSystem } from '../../app/SystemContext';
import { formatDateTime } from '../../../lib/format';
import { formatOdds } from '../../i18n/sportsFormat';
import { LoadFailed } from '../../ui/LoadFailed';
import { Money } from '../../ui/Money';
import { marketName, selectionName } from './names';
import { MatchProof } from './MatchProof';
import { useFlow } from '../../flow/useFlow';

/** The member's slips: open ones first, then the settled ones with what each paid. */
export function MyBets({ version }: { version: number }) {
  return <Bets key={version} />;
}

function Bets() {
  const { load } = useSystem();
  const ref = useFlow(load.sportsSlips(), { input: { key: 0 } });
  const slips = useSelector(ref, (s) => s.context.data);
  const failed = useSelector(ref, (s) => s.matches('failed'));
  if (failed) return <LoadFailed onRetry={() => ref.send({ type: 'resource.retry' })} />;
  if (!slips) return <div className="skeleton sports-skeleton" aria-busy="true" />;
  const open = slips.filter((s) => s.status === 'open');
  const settled = slips.filter((s) => s.status !== 'open');
  return (
    <div className="my-slips">
      <section aria-labelledby="open-bets">
        <h2 id="open-bets" className="match-group-title">
          <Trans>Open bets</Trans> <span className="chip-count">{open.length}</span>
        </h2>
        {open.length === 0 ? (
          <p className="muted">
            <Trans>No open bets.</Trans>
          </p>
        ) : (
          <ul className="stack">
            {open.map((s) => (
              <SlipCard key={s.slip_id} slip={s} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="settled-bets">
        <h2 id="settled-bets" className="match-group-title">
          <Trans>Settled</Trans> <span className="chip-count">{settled.length}</span>
        </h2>
        {settled.length === 0 ? (
          <p className="muted">
            <Trans>No settled bets yet.</Trans>
          </p>
        ) : (
          <ul className="stack">
            {settled.map((s) => (
              <SlipCard key={s.slip_id} slip={s} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function StatusBadge({ status }: { status: Slip['status'] }) {
  return (
    <span className={`bet-status bet-status-${status}`} data-status={status}>
      {status === 'open' ? (
        <Trans>Open</Trans>
      ) : status === 'won' ? (
        <Trans>Won</Trans>
      ) : status === 'lost' ? (
        <Trans>Lost</Trans>
      ) : (
        <Trans>Void</Trans>
      )}
    </span>
  );
}

function SlipCard({ slip }: { slip: Slip }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const legs = slip.legs.length;
  return (
    <li className="card slip-card" data-slip={slip.slip_id} data-status={slip.status}>
      <div className="slip-card-head">
        <strong>{slip.kind === 'accumulator' ? <Trans>Accumulator ({legs})</Trans> : <Trans>Single</Trans>}</strong>
        <StatusBadge status={slip.status} />
      </div>
      <ul className="slip-legs">
        {slip.legs.map((leg) => (
          <li key={leg.fixture_id} className="slip-leg" data-status={leg.status}>
            <span className={`leg-dot leg-${leg.status}`} aria-hidden="true" />
            <div>
              <p>
                <strong>{selectionName(i18n, leg.market, leg.selection, leg.home, leg.away)}</strong> @{' '}
                {formatOdds(leg.odds, locale)}
              </p>
              <p className="muted">
                {marketName(i18n, leg.market)} · {leg.home}
                {leg.score ? ` ${leg.score.home} – ${leg.score.away} ` : ' × '}
                {leg.away}
              </p>
              <MatchProof commitment={leg.commitment} seed={leg.seed} />
            </div>
          </li>
        ))}
      </ul>
      <dl className="slip-card-totals">
        <div>
          <dt>
            <Trans>Stake</Trans>
          </dt>
          <dd>
            <Money amount={slip.amount} />
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Odds</Trans>
          </dt>
          <dd>{formatOdds(slip.odds, locale)}</dd>
        </div>
        <div>
          <dt>{slip.status === 'open' ? <Trans>Potential return</Trans> : <Trans>Paid</Trans>}</dt>
          <dd data-testid="slip-paid">
            <Money amount={slip.status === 'open' ? slip.potential_win : slip.win_amount} />
          </dd>
        </div>
      </dl>
      <p className="muted slip-card-time">{formatDateTime(slip.placed_at, locale)}</p>
    </li>
  );
}
