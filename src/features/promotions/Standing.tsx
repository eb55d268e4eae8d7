import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useState } from 'react';
import { useLocale } from '../../app/hooks';
import { useSystem } from '../../app/SystemContext';
import type { VipData } from './logic';
import type { RebateGameList } from '../../../contract/promotions';
import { formatDateTime } from '../../../lib/format';
import { formatDay } from '../../i18n/numbers';
import { Message } from '../../ui/Message';
import { Money } from '../../ui/Money';
import { Loaded } from '../../ui/Loaded';
import { Page } from '../../ui/Page';
import { DataTable, RecordTable } from '../../ui/RecordTable';
import { PromoLinks } from './ActivityCenter';
import './refusals';
import { ACTIVITIES } from './texts';
import { vipName } from './vipNames';
import { useFlow } from '../../flow/useFlow';

const Skeleton = () => <div className="skeleton record-skeleton" aria-busy="true" />;

function PromoPage({ title, children }: { title: Parameters<typeof Page>[0]['title']; children: React.ReactNode }) {
  return (
    <Page title={title}>
      <PromoLinks />
      <Suspense fallback={<Skeleton />}>{children}</Suspense>
    </Page>
  );
}

/* VIP */

export function VipPage() {
  return (
    <PromoPage title={msg`VIP`}>
      <Vip />
    </PromoPage>
  );
}

function Vip() {
  const { load } = useSystem();
  const vip = useFlow(load.vip(), { input: { key: 'vip' } });
  return <Loaded actor={vip}>{(data) => <VipView data={data} />}</Loaded>;
}

function VipView({ data }: { data: VipData }) {
  const locale = useLocale();
  const { i18n } = useLingui();
  const say = (descriptor: MessageDescriptor) => i18n._(descriptor);
  const { basis, uservip, data: levels } = data.info;
  // What the levels count on this site: the settled bets (a regulated site computes nothing from deposits).
  const byTurnover = basis === 'turnover';
  const current = levels.find((l) => l.level === uservip.userviplvl);
  const next = levels.find((l) => l.level === uservip.userviplvl + 1);
  const total = Number(uservip.total);
  const progress = next ? Math.min(100, (total / Number(next.min_total)) * 100) : 100;
  const nextName = next ? vipName(next, say) : '';
  const currentName = current ? vipName(current, say) : '';
  const missing = next ? Math.max(0, Number(next.min_total) - total).toFixed(2) : '0.00';
  const totalHeader = byTurnover ? msg`Settled bets` : msg`Total deposits`;
  return (
    <div className="stack">
      <div className="card vip-card stack">
        <p className="vip-level">
          {current ? (
            <Trans>
              Your level: <strong>{currentName}</strong>
            </Trans>
          ) : (
            <Trans>No VIP level yet</Trans>
          )}
        </p>
        <dl className="totals">
          <div>
            <dt>{byTurnover ? <Trans>Settled bets</Trans> : <Trans>Total deposits</Trans>}</dt>
            <dd>
              <Money amount={uservip.total} />
            </dd>
          </div>
          <div>
            <dt>
              <Trans>Total bets</Trans>
            </dt>
            <dd>
              <Money amount={uservip.totalbetting} />
            </dd>
          </div>
        </dl>
        {next ? (
          <>
            <progress max={100} value={progress} aria-label={`${Math.floor(progress)}%`} />
            <p className="muted" data-testid="vip-progress" data-basis={basis}>
              {byTurnover ? (
                <Trans>
                  Bet <Money amount={missing} /> more to reach {nextName}.
                </Trans>
              ) : (
                <Trans>
                  Deposit <Money amount={missing} /> more to reach {nextName}.
                </Trans>
              )}
            </p>
          </>
        ) : (
          <p className="muted">
            <Trans>You are at the highest level.</Trans>
          </p>
        )}
        {byTurnover && (
          <p className="muted">
            <Trans>
              Levels count the stakes of your settled bets (a bet counts once its result is known; a void bet does not
              count). Deposits do not count: Brazilian law forbids rewards computed from deposits.
            </Trans>
          </p>
        )}
      </div>
      <DataTable
        rows={levels}
        rowKey={(row) => row.level}
        columns={[
          { header: msg`Level`, cell: (row) => <strong>{vipName(row, say)}</strong> },
          {
            header: totalHeader,
            cell: (row) => (
              <>
                <Money amount={row.min_total} /> – <Money amount={row.max_total} />
              </>
            ),
          },
          {
            header: msg`VIP gift`,
            cell: (row) => (row.gift_min === row.gift_max ? row.gift_min : `${row.gift_min} – ${row.gift_max}`),
          },
          {
            header: msg`Status`,
            cell: (row) =>
              row.level <= uservip.userviplvl ? (
                <span className="order-paid">
                  <Trans>Unlocked</Trans>
                </span>
              ) : (
                <span className="muted">
                  <Trans>Not reached yet</Trans>
                </span>
              ),
          },
        ]}
      />
      <h2 className="section-title">
        <Trans>VIP history</Trans>
      </h2>
      {data.history.length === 0 ? (
        <p className="muted empty">
          <Trans>No level reached yet.</Trans>
        </p>
      ) : (
        <DataTable
          rows={data.history}
          rowKey={(row) => row.level}
          columns={[
            { header: msg`Level`, cell: (row) => vipName(row, say) },
            { header: totalHeader, numeric: true, cell: (row) => <Money amount={row.total} /> },
            { header: msg`Reached`, cell: (row) => formatDateTime(row.reached_at, locale) },
          ]}
        />
      )}
    </div>
  );
}

/* Betting rebates */

export function RebatesPage() {
  return (
    <PromoPage title={msg`Rebates`}>
      <Rebates />
    </PromoPage>
  );
}

function Rebates() {
  const locale = useLocale();
  const { load } = useSystem();
  const list = useFlow(load.rebates(), {
    input: { filters: null, perPage: 20 },
  });
  const [open, setOpen] = useState<string | null>(null);
  return (
    <div className="stack">
      <p className="muted">
        <Trans>
          2% of your bets come back as a rebate, settled the day after they are settled: a bet counts on the day its
          result is known, not while it is open, and a void bet does not count. A day on which your account is paused or
          self-excluded, or that is settled while it is, earns no rebate. Cap: a day's rebate is at most 90% of the
          house edge of that day's bets (each stake × its game's edge: 1 − its return to player, or the odds' margin in
          the sportsbook).
        </Trans>
      </p>
      <RecordTable
        list={list}
        rowKey={(row) => row.day}
        empty={<Trans>No bets yet.</Trans>}
        columns={[
          { header: msg`Day`, cell: (row) => formatDay(row.day, locale) },
          { header: msg`Rebate ratio`, numeric: true, cell: (row) => row.rebate_ratio },
          { header: msg`Deposit value`, numeric: true, cell: (row) => <Money amount={row.deposit_amount} /> },
          { header: msg`Bet on`, numeric: true, cell: (row) => <Money amount={row.bet_amount} /> },
          { header: msg`Net loss`, numeric: true, cell: (row) => <Money amount={row.consumption} /> },
          {
            header: msg`Settlement`,
            numeric: true,
            cell: (row) => (
              <>
                <Money amount={row.rebate_amount} />{' '}
                {row.settled ? (
                  <span className="order-paid">
                    <Trans>Settled</Trans>
                  </span>
                ) : row.forfeited ? (
                  <span className="order-expired">
                    <Trans>Forfeited: account paused or self-excluded</Trans>
                  </span>
                ) : (
                  <span className="order-pending">
                    <Trans>Pending</Trans>
                  </span>
                )}
              </>
            ),
          },
          {
            header: msg`Games`,
            cell: (row) => (
              <button
                type="button"
                className="btn btn-secondary btn-small"
                aria-expanded={open === row.day}
                onClick={() => setOpen(open === row.day ? null : row.day)}
              >
                <Trans>Details</Trans>
              </button>
            ),
          },
        ]}
      />
      {open && (
        <Suspense fallback={<Skeleton />}>
          <RebateGames key={open} day={open} />
        </Suspense>
      )}
    </div>
  );
}

function RebateGames({ day }: { day: string }) {
  const { load } = useSystem();
  const games = useFlow(load.rebateGames(), { input: { key: day } });
  return <Loaded actor={games}>{(data) => <RebateGameTable day={day} data={data} />}</Loaded>;
}

function RebateGameTable({ day: isoDay, data }: { day: string; data: RebateGameList }) {
  const day = formatDay(isoDay, useLocale());
  return (
    <section aria-label={day}>
      <h2 className="section-title">
        <Trans>Games on {day}</Trans>
      </h2>
      <DataTable
        rows={data}
        rowKey={(row) => row.game_name}
        columns={[
          { header: msg`Game name`, cell: (row) => row.game_name },
          { header: msg`Bet on`, numeric: true, cell: (row) => <Money amount={row.bet_amount} /> },
          { header: msg`Rebate`, numeric: true, cell: (row) => <Money amount={row.rebate_amount} /> },
        ]}
      />
    </section>
  );
}

/* Histories */

const ACTIVITY_NAMES: Record<string, Parameters<typeof Message>[0]['text']> = {
  ...Object.fromEntries(Object.entries(ACTIVITIES).map(([key, value]) => [key, value.name])),
  rebate: msg`Betting rebate`,
  operator: msg`Bonus`,
};

export function RewardHistoryPage() {
  return (
    <PromoPage title={msg`Reward history`}>
      <RewardHistory />
    </PromoPage>
  );
}

function RewardHistory() {
  const locale = useLocale();
  const { load } = useSystem();
  const list = useFlow(load.rewardHistory(), {
    input: { filters: null, perPage: 20 },
  });
  return (
    <RecordTable
      list={list}
      rowKey={(row) => row.id}
      empty={<Trans>No rewards yet.</Trans>}
      columns={[
        { header: msg`Activity`, cell: (row) => <Message text={ACTIVITY_NAMES[row.activity] ?? row.activity} /> },
        { header: msg`Amount`, numeric: true, className: () => 'gain', cell: (row) => <Money amount={row.amount} /> },
        { header: msg`Time`, cell: (row) => formatDateTime(row.created_at, locale) },
      ]}
    />
  );
}

export function CoverHistoryPage() {
  return (
    <PromoPage title={msg`Loss relief history`}>
      <CoverHistory />
    </PromoPage>
  );
}

function CoverHistory() {
  const locale = useLocale();
  const { load } = useSystem();
  const list = useFlow(load.coverHistory(), {
    input: { filters: null, perPage: 20 },
  });
  return (
    <RecordTable
      list={list}
      rowKey={(row) => row.day}
      empty={<Trans>No loss relief received yet.</Trans>}
      columns={[
        { header: msg`Day`, cell: (row) => formatDay(row.day, locale) },
        { header: msg`Net game loss`, numeric: true, cell: (row) => <Money amount={row.loss} /> },
        { header: msg`Reward`, numeric: true, cell: (row) => <Money amount={row.reward} /> },
        { header: msg`Claimed`, cell: (row) => formatDateTime(row.claimed_at, locale) },
      ]}
    />
  );
}
