import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, type ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type Dashboard as Figures, type TrendSpan } from '../../../contract/boDashboard';
import { PRODUCTS, type Product } from '../../../contract/boReports';
import { formatDay, formatMoney, formatWhen } from '../i18n';
import { formatCount } from '../figures';
import { Table } from '../kit/Table';
import { say } from '../refusals';
import { sectionAt, type SectionPath } from '../sections';
import { holdsAny, useFlows, useStaff } from '../system';
import { opPath } from './Layout';
import { useFlow } from '../../flow/useFlow';
import { TrendChart, type Series } from './dashboard/TrendChart';

const PRODUCT_NAMES: Record<Product, MessageDescriptor> = {
  sports: msg`Sportsbook`,
  house: msg`House games`,
  live: msg`Live tables`,
  crash: msg`Crash`,
  external: msg`Providers’ games`,
};

type Day = Figures['today'];

/** A row of the figures table: its name, today's and yesterday's. */
type Figure = { key: string; testId?: string; name: ReactNode; today: ReactNode; yesterday: ReactNode };

const counted = (figure: { count: number; amount: string }) =>
  `${formatMoney(figure.amount)} (${formatCount(figure.count)})`;

/** The figures' rows: the money (for the roles that see it), then the players. */
function useFigures(figures: Figures | null): Figure[] {
  const { t } = useLingui();
  const { _ } = useLinguiRuntime();
  if (!figures) return [];
  const { today, yesterday } = figures;
  const players: Figure[] = [
    {
      key: 'new-players',
      testId: 'dash-new-players',
      name: t`New players`,
      today: formatCount(today.new_players),
      yesterday: formatCount(yesterday.new_players),
    },
    {
      key: 'active-players',
      testId: 'dash-active-players',
      name: t`Active players (placed a bet)`,
      today: formatCount(today.active_players),
      yesterday: formatCount(yesterday.active_players),
    },
  ];
  const a = today.money;
  const b = yesterday.money;
  if (!a || !b) return players;
  const products = [...new Set([...a.ggr_by_product, ...b.ggr_by_product].map((row) => row.product))];
  const ggrOf = (day: NonNullable<Day['money']>, product: Product) => {
    const row = day.ggr_by_product.find((item) => item.product === product);
    return row ? formatMoney(row.ggr) : '—';
  };
  return [
    {
      key: 'deposits',
      testId: 'dash-deposits',
      name: t`Deposits (count)`,
      today: counted(a.deposits),
      yesterday: counted(b.deposits),
    },
    {
      key: 'withdrawals',
      testId: 'dash-withdrawals',
      name: t`Withdrawals (count)`,
      today: counted(a.withdrawals),
      yesterday: counted(b.withdrawals),
    },
    { key: 'bets', name: t`Bets`, today: formatMoney(a.bets), yesterday: formatMoney(b.bets) },
    { key: 'wins', name: t`Wins`, today: formatMoney(a.wins), yesterday: formatMoney(b.wins) },
    { key: 'bonuses', name: t`Bonuses`, today: formatMoney(a.bonuses), yesterday: formatMoney(b.bonuses) },
    {
      key: 'ggr',
      testId: 'dash-ggr',
      name: <strong>{t`GGR`}</strong>,
      today: <strong>{formatMoney(a.ggr)}</strong>,
      yesterday: <strong>{formatMoney(b.ggr)}</strong>,
    },
    ...products.map((product) => {
      const name = _(PRODUCT_NAMES[product]);
      return {
        key: `ggr-${product}`,
        name: <span className="dash-indent">{t`GGR · ${name}`}</span>,
        today: ggrOf(a, product),
        yesterday: ggrOf(b, product),
      };
    }),
    ...players,
  ];
}

/** "12.34" (the API's amount) → 1234 centavos, exact; the sums of a span are added in centavos. */
const centsOf = (amount: string) => {
  const [whole = '0', fraction = '00'] = amount.replace('-', '').split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  return amount.startsWith('-') ? -cents : cents;
};
/** 1234 centavos → "12.34", the API's form that formatMoney reads. */
const amountOf = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
const sumOf = (amounts: readonly string[]) => amountOf(amounts.reduce((sum, a) => sum + centsOf(a), 0));

const PRODUCT_TONES: Record<Product, string> = {
  sports: 'tone-green',
  house: 'tone-gold',
  live: 'tone-violet',
  crash: 'tone-red',
  external: 'tone-blue',
};

/** A money series from each day's exact amount. */
const moneySeries = (key: string, name: string, tone: string, amounts: readonly string[]): Series => ({
  key,
  name,
  tone,
  values: amounts.map(centsOf),
  labels: amounts.map(formatMoney),
});

/**
 * The trends of the last 7 or 30 São Paulo days (the server's, today the last): GGR, deposits, withdrawals and
 * the stakes by product for the roles that see money, the active players for everyone; each chart with its
 * table of the same figures.
 */
function Trends({ figures, span, onSpan }: { figures: Figures; span: TrendSpan; onSpan: (span: TrendSpan) => void }) {
  const { t } = useLingui();
  const { _ } = useLinguiRuntime();
  const trend = figures.trend;
  const days = trend.map((d) => d.day);
  const money = trend.every((d) => d.money) ? trend.map((d) => d.money!) : null;
  const active = trend.map((d) => d.active_players);
  const charts = [];
  if (money) {
    const ggr = money.map((m) => m.ggr);
    const deposits = money.map((m) => m.deposits.amount);
    const withdrawals = money.map((m) => m.withdrawals.amount);
    const count = (list: readonly { count: number }[]) => formatCount(list.reduce((sum, x) => sum + x.count, 0));
    charts.push(
      <TrendChart
        key="ggr"
        testId="trend-ggr"
        title={t`GGR`}
        total={formatMoney(sumOf(ggr))}
        days={days}
        series={[moneySeries('ggr', t`GGR`, 'tone-gold', ggr)]}
      />,
      <TrendChart
        key="deposits"
        testId="trend-deposits"
        title={t`Deposits`}
        total={`${formatMoney(sumOf(deposits))} (${count(money.map((m) => m.deposits))})`}
        days={days}
        series={[moneySeries('deposits', t`Deposits`, 'tone-green', deposits)]}
      />,
      <TrendChart
        key="withdrawals"
        testId="trend-withdrawals"
        title={t`Withdrawals`}
        total={`${formatMoney(sumOf(withdrawals))} (${count(money.map((m) => m.withdrawals))})`}
        days={days}
        series={[moneySeries('withdrawals', t`Withdrawals`, 'tone-red', withdrawals)]}
      />,
    );
  }
  charts.push(
    <TrendChart
      key="active"
      testId="trend-active"
      title={t`Active players (placed a bet)`}
      total={t`Peak ${formatCount(Math.max(0, ...active))}`}
      days={days}
      series={[
        {
          key: 'active',
          name: t`Active players`,
          tone: 'tone-blue',
          values: active,
          labels: active.map(formatCount),
        },
      ]}
    />,
  );
  if (money) {
    const stakes = (product: Product) =>
      money.map((m) => m.bets_by_product.find((p) => p.product === product)?.bets ?? '0.00');
    charts.push(
      <TrendChart
        key="bets"
        testId="trend-bets"
        title={t`Bets by product`}
        total={formatMoney(sumOf(money.flatMap((m) => m.bets_by_product.map((p) => p.bets))))}
        days={days}
        series={PRODUCTS.map((product) =>
          moneySeries(product, _(PRODUCT_NAMES[product]), PRODUCT_TONES[product], stakes(product)),
        )}
      />,
    );
  }
  return (
    <section className="dash-trends" aria-labelledby="dash-trends-title">
      <div className="dash-trends-head">
        <h2 id="dash-trends-title">{t`Trends (São Paulo days)`}</h2>
        <div className="dash-span" role="group" aria-label={t`Period`} data-testid="dash-span">
          {(['7', '30'] as const).map((days) => (
            <button
              key={days}
              type="button"
              className="op-button"
              aria-pressed={span === days}
              onClick={() => onSpan(days)}
            >
              {days === '7' ? t`7 days` : t`30 days`}
            </button>
          ))}
        </div>
      </div>
      <div className="dash-charts">{charts}</div>
    </section>
  );
}

/** A queue's size, a link to its section for whoever may open it. */
function QueueSize({
  path,
  count,
  label,
  testId,
}: {
  path: SectionPath;
  count: number;
  label: string;
  testId?: string;
}) {
  const staff = useStaff();
  const allowed = holdsAny(staff, sectionAt(path).roles);
  return (
    <li className="op-card dash-queue" data-testid={testId}>
      <span className="dash-queue-count">{formatCount(count)}</span>
      {allowed ? <Link to={opPath(path)}>{label}</Link> : <span>{label}</span>}
    </li>
  );
}

/**
 * /operator/dashboard (every role): today's and yesterday's figures (money figures only for the roles the
 * server gives them to), new and active players, and the queues linking to their sections; read again every
 * 30 seconds while the tab is shown.
 */
export default function Dashboard() {
  const { t } = useLingui();
  useLinguiRuntime();
  const flow = useFlow(useFlows().dashboard);
  const figures = useSelector(flow, (s) => s.context.figures);
  const rows = useFigures(figures);
  const problem = useSelector(flow, (s) => s.context.problem);
  const span = useSelector(flow, (s) => s.context.span);
  const state = useSelector(flow, (s) =>
    s.matches('loading') ? 'loading' : s.matches('paused') ? 'paused' : s.matches('failed') ? 'failed' : 'shown',
  );
  // The timer runs while the tab is shown: hidden, the machine pauses; shown again, it reads at once.
  useEffect(() => {
    const told = () => flow.send({ type: document.hidden ? 'dashboard.hidden' : 'dashboard.visible' });
    if (document.hidden) told();
    document.addEventListener('visibilitychange', told);
    return () => document.removeEventListener('visibilitychange', told);
  }, [flow]);
  const updated = figures ? formatWhen(figures.at) : '';
  return (
    <section className="op-page" aria-labelledby="op-title">
      <div className="op-page-head">
        <h1 id="op-title">{t`Dashboard`}</h1>
        <p className="op-dim" role="status" data-testid="dash-updated">
          {figures ? (
            state === 'paused' ? (
              <Trans>Updated {updated} · paused while this tab is hidden</Trans>
            ) : (
              <Trans>Updated {updated} · read again every 30 seconds</Trans>
            )
          ) : (
            <Trans>Loading…</Trans>
          )}
        </p>
      </div>
      <div className="op-toolbar">
        <button
          type="button"
          className="op-button"
          disabled={state === 'loading'}
          onClick={() => flow.send({ type: 'dashboard.refresh' })}
        >
          <Trans>Refresh now</Trans>
        </button>
      </div>
      {problem && (
        <p className="op-problem" role="alert" data-testid="dash-problem">
          {say(problem)}
        </p>
      )}
      {figures && (
        <div className="dash-grid" aria-busy={state === 'loading'}>
          <div className="op-card dash-figures">
            <Table
              wrap={false}
              rows={rows}
              rowKey={(row) => row.key}
              caption={t`Today and yesterday (São Paulo days)`}
              testId="dash-figures"
              rowProps={(row) => ({ 'data-testid': row.testId })}
              columns={[
                { head: t`Figure`, headHidden: true, rowHead: true, cell: (row) => row.name },
                {
                  head: (
                    <>
                      {t`Today`} <span className="op-dim op-block">{formatDay(figures.today.day)}</span>
                    </>
                  ),
                  num: true,
                  cell: (row) => row.today,
                },
                {
                  head: (
                    <>
                      {t`Yesterday`} <span className="op-dim op-block">{formatDay(figures.yesterday.day)}</span>
                    </>
                  ),
                  num: true,
                  cell: (row) => row.yesterday,
                },
              ]}
            />
            {!figures.today.money && (
              <p className="op-dim" data-testid="dash-no-money">
                <Trans>Money figures are shown to finance, compliance and admins.</Trans>
              </p>
            )}
          </div>
          <section aria-labelledby="dash-queues-title">
            <h2 id="dash-queues-title">{t`Queues`}</h2>
            <ul className="dash-queues" data-testid="dash-queues">
              <QueueSize
                path="/withdrawals"
                count={figures.queues.withdrawals_pending}
                label={t`Withdrawals to approve`}
              />
              <QueueSize
                path="/withdrawals"
                count={figures.queues.withdrawals_approved}
                label={t`Withdrawals approved, to pay`}
              />
              <QueueSize
                path="/responsible-gambling"
                count={figures.queues.rg_flags_open}
                label={t`Responsible-gambling flags open`}
              />
              <QueueSize
                path="/identity-checks"
                count={figures.queues.identity_checks}
                label={t`Identity checks waiting`}
                testId="dash-identity-checks"
              />
              <QueueSize
                path="/jobs"
                count={figures.queues.jobs_failing}
                label={t`Background job items that keep failing`}
                testId="dash-jobs-failing"
              />
              <QueueSize
                path="/reports"
                count={figures.queues.prizes_overdue}
                label={t`Prizes past their 120 minutes`}
                testId="dash-prizes-overdue"
              />
            </ul>
          </section>
        </div>
      )}
      {figures && (
        <Trends figures={figures} span={span} onSpan={(days) => flow.send({ type: 'dashboard.span', span: days })} />
      )}
    </section>
  );
}
