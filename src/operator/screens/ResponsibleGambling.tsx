import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, type ComponentProps } from 'react';
import {
  RG_CHANNELS,
  RG_OUTCOMES,
  RG_RULES,
  type RgAction,
  type RgFlag,
  type RgRule,
} from '../../../contract/boCompliance';
import { PAUSE_PERIODS, type PausePeriod } from '../../../contract/responsible';
import type {
  RgChannel,
  RgOutcome,
  RgQueueActorRef,
  RgRuleFilter,
  RgStateFilter,
} from '../../../machines/operator/rgQueue.machine';
import { CHANNEL_NAMES, LIMIT_NAMES, OUTCOME_NAMES, PERIOD_NAMES, PLAY_NAMES, RULE_NAMES } from '../compliance/words';
import { RgRules } from '../compliance/RgRules';
import { formatMoney, formatWhen } from '../i18n';
import { RowOpener, Table } from '../kit/Table';
import { say } from '../refusals';
import { holdsAny, useFlows, useStaff } from '../system';
import { Pager } from './Pager';
import { useFlow } from '../../flow/useFlow';

const PAGE_SIZE = 50;

/** What the rule measured, in a line: "3 deposits, R$ 600,00 in all". */
function Observed({ flag }: { flag: RgFlag }) {
  const { t } = useLingui();
  const { count, amount, minutes, loss } = flag.observed;
  const parts: string[] = [];
  if (flag.rule === 'losses_chasing') {
    if (loss !== undefined) parts.push(t`lost ${formatMoney(loss)}`);
    if (amount !== undefined) parts.push(t`then deposited ${formatMoney(amount)}`);
    if (minutes !== undefined) parts.push(t`within ${minutes} minutes`);
  } else if (flag.rule === 'night_play') {
    if (minutes !== undefined) parts.push(t`${minutes} minutes at night`);
  } else {
    if (count !== undefined)
      parts.push(
        flag.rule === 'deposit_velocity'
          ? t`deposits: ${count}`
          : flag.rule === 'limit_raises'
            ? t`limits raised or removed: ${count}`
            : flag.rule === 'reversed_withdrawals'
              ? t`withdrawals rejected: ${count}`
              : t`count: ${count}`,
      );
    if (amount !== undefined) parts.push(t`${formatMoney(amount)} in all`);
    if (minutes !== undefined) parts.push(t`${minutes} minutes`);
  }
  return <>{parts.join(', ') || '—'}</>;
}

/** One kind of the records that raised a flag: a small table under its caption. */
function Evidence<T>(props: Pick<ComponentProps<typeof Table<T>>, 'caption' | 'rows' | 'rowKey' | 'columns'>) {
  return <Table {...props} className="op-table rg-evidence-table" captionShown wrap={false} />;
}

/** The records that raised a flag, each kind in a small table of its own. */
function FlagEvidence({ flag }: { flag: RgFlag }) {
  const { t } = useLingui();
  const { _ } = useLinguiRuntime();
  const { deposits, play, sessions, limit_changes, withdrawals } = flag.evidence;
  return (
    <div className="rg-evidence" data-testid="rg-evidence">
      {deposits && deposits.length > 0 && (
        <Evidence
          caption={t`Deposits paid`}
          rows={deposits}
          rowKey={(row) => row.order_no}
          columns={[
            { cell: (row) => formatWhen(row.at) },
            { cell: (row) => row.order_no },
            { cell: (row) => formatMoney(row.amount), num: true },
          ]}
        />
      )}
      {play && play.length > 0 && (
        <Evidence
          caption={t`Play before the deposit`}
          rows={play}
          rowKey={(row) => row.id}
          columns={[
            { cell: (row) => formatWhen(row.at) },
            { cell: (row) => (PLAY_NAMES[row.kind] ? _(PLAY_NAMES[row.kind]!) : row.kind) },
            {
              cell: (row) => formatMoney(row.amount),
              num: true,
              className: (row) => (Number(row.amount) < 0 ? 'op-bad' : undefined),
            },
          ]}
        />
      )}
      {sessions && sessions.length > 0 && (
        <Evidence
          caption={t`Sessions`}
          rows={sessions}
          rowKey={(row) => row.id}
          columns={[
            {
              cell: (row) => (
                <>
                  {formatWhen(row.started_at)} – {formatWhen(row.ended_at)}
                </>
              ),
            },
            { cell: (row) => t`${row.night_minutes} min at night`, num: true },
          ]}
        />
      )}
      {limit_changes && limit_changes.length > 0 && (
        <Evidence
          caption={t`Limit changes`}
          rows={limit_changes}
          rowKey={(row) => row.id}
          columns={[
            { cell: (row) => formatWhen(row.at) },
            { cell: (row) => (LIMIT_NAMES[row.kind] ? _(LIMIT_NAMES[row.kind]!) : row.kind) },
            {
              cell: (row) => (
                <>
                  {row.from ?? t`none`} → {row.to ?? t`removed`}
                </>
              ),
            },
          ]}
        />
      )}
      {withdrawals && withdrawals.length > 0 && (
        <Evidence
          caption={t`Withdrawals rejected`}
          rows={withdrawals}
          rowKey={(row) => row.order_no}
          columns={[
            { cell: (row) => formatWhen(row.at) },
            {
              cell: (row) => (
                <>
                  {row.order_no}
                  {row.reason && <span className="op-dim op-block">{row.reason}</span>}
                </>
              ),
            },
            { cell: (row) => formatMoney(row.amount), num: true },
          ]}
        />
      )}
    </div>
  );
}

/** One thing staff did on a flag, in a line. */
function ActionLine({ action }: { action: RgAction }) {
  const { _ } = useLinguiRuntime();
  const who = action.actor;
  const when = formatWhen(action.at);
  const note = action.note;
  if (action.kind === 'contact') {
    const channel = action.channel ? _(CHANNEL_NAMES[action.channel]) : '';
    return (
      <Trans>
        {when} · {who} contacted the player by {channel}: “{note}”
      </Trans>
    );
  }
  if (action.kind === 'cooling_off') {
    const period = action.period ? _(PERIOD_NAMES[action.period]) : '';
    const until = action.until ? formatWhen(action.until) : '';
    return (
      <Trans>
        {when} · {who} set a cooling-off of {period}, until {until}: {note}
      </Trans>
    );
  }
  const outcome = action.outcome ? _(OUTCOME_NAMES[action.outcome]) : '';
  return (
    <Trans>
      {when} · {who} closed it ({outcome}): {note}
    </Trans>
  );
}

function Done({ flow }: { flow: RgQueueActorRef }) {
  const done = useSelector(flow, (s) => s.context.done);
  if (!done) return null;
  let said;
  if (done.action === 'evaluate') {
    const { evaluated, raised } = done;
    said = (
      <Trans>
        The rules were evaluated (players with recent activity: {evaluated}); new flags: {raised}.
      </Trans>
    );
  } else {
    const id = done.id;
    const until = done.until ? formatWhen(done.until) : '';
    said =
      done.action === 'contact' ? (
        <Trans>The contact on flag {id} is recorded.</Trans>
      ) : done.action === 'cooling_off' ? (
        <Trans>
          Flag {id}: the player is paused until {until}.
        </Trans>
      ) : (
        <Trans>Flag {id} closed.</Trans>
      );
  }
  return (
    <p className="op-notice" role="status" data-testid="rg-done">
      {said}
    </p>
  );
}

function Details({ flow, flag }: { flow: RgQueueActorRef; flag: RgFlag }) {
  const { t } = useLingui();
  const { _ } = useLinguiRuntime();
  const form = useSelector(flow, (s) => s.context);
  const busy = useSelector(flow, (s) => !s.matches('ready'));
  const rule = _(RULE_NAMES[flag.rule]);
  const title = useRef<HTMLHeadingElement>(null);
  // The details open above the queue below 1500 px: the keyboard and a screen reader go to them.
  useEffect(() => title.current?.focus(), [flag.id]);
  const isOpen = flag.state === 'open';
  return (
    <section className="op-card op-details" aria-labelledby="rg-details-title" data-testid="rg-flag">
      <div className="op-details-head">
        <h2 id="rg-details-title" ref={title} tabIndex={-1}>
          <Trans>
            Flag {flag.id}: {rule}
          </Trans>
        </h2>
        <button type="button" className="op-button op-button-quiet" onClick={() => flow.send({ type: 'queue.close' })}>
          <Trans>Close</Trans>
        </button>
      </div>
      <dl className="op-facts">
        <dt>{t`Player`}</dt>
        <dd>
          {flag.name} · {flag.phone} · ID {flag.member_id} · {flag.site}
        </dd>
        <dt>{t`Raised`}</dt>
        <dd>{formatWhen(flag.raised_at)}</dd>
        <dt>{t`Measured`}</dt>
        <dd data-testid="rg-observed">
          <Observed flag={flag} />
        </dd>
        <dt>{t`State`}</dt>
        <dd>
          {isOpen
            ? t`Open`
            : t`Closed ${flag.closed_at ? formatWhen(flag.closed_at) : ''} (${flag.outcome ? _(OUTCOME_NAMES[flag.outcome]) : ''})`}
        </dd>
      </dl>
      <h3>{t`Evidence`}</h3>
      <FlagEvidence flag={flag} />
      <h3>{t`What was done`}</h3>
      {flag.actions.length ? (
        <ul className="op-recent" data-testid="rg-actions">
          {flag.actions.map((action) => (
            <li key={action.id}>
              <ActionLine action={action} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="op-dim">{t`Nothing yet`}</p>
      )}
      {isOpen && (
        <>
          <form
            className="rg-action"
            aria-labelledby="rg-contact-title"
            onSubmit={(event) => {
              event.preventDefault();
              flow.send({ type: 'flag.contact' });
            }}
          >
            <h3 id="rg-contact-title">{t`Record a contact`}</h3>
            <label className="op-field">
              <span>{t`Channel`}</span>
              <select
                name="channel"
                value={form.channel}
                onChange={(event) => flow.send({ type: 'flag.channel', value: event.target.value as RgChannel })}
              >
                <option value="">{t`Choose…`}</option>
                {RG_CHANNELS.map((channel) => (
                  <option key={channel} value={channel}>
                    {_(CHANNEL_NAMES[channel])}
                  </option>
                ))}
              </select>
            </label>
            <label className="op-field">
              <span>{t`What was said`}</span>
              <textarea
                name="note"
                rows={3}
                maxLength={2000}
                value={form.note}
                onChange={(event) => flow.send({ type: 'flag.note', value: event.target.value })}
              />
            </label>
            <button type="submit" className="op-button op-button-primary" disabled={busy}>
              <Trans>Record the contact</Trans>
            </button>
          </form>
          <form
            className="rg-action"
            aria-labelledby="rg-cooling-title"
            onSubmit={(event) => {
              event.preventDefault();
              flow.send({ type: 'flag.coolOff' });
            }}
          >
            <h3 id="rg-cooling-title">{t`Set a cooling-off`}</h3>
            <p className="op-dim">{t`The player’s account is paused for the period: no deposits, bets or games.`}</p>
            <label className="op-field">
              <span>{t`Period`}</span>
              <select
                name="period"
                value={form.period}
                onChange={(event) => flow.send({ type: 'flag.period', value: event.target.value as PausePeriod })}
              >
                <option value="">{t`Choose…`}</option>
                {PAUSE_PERIODS.map((period) => (
                  <option key={period} value={period}>
                    {_(PERIOD_NAMES[period])}
                  </option>
                ))}
              </select>
            </label>
            <label className="op-field">
              <span>{t`Reason for the cooling-off`}</span>
              <input
                name="cooling-reason"
                maxLength={200}
                value={form.coolingReason}
                onChange={(event) => flow.send({ type: 'flag.coolingReason', value: event.target.value })}
              />
            </label>
            <button type="submit" className="op-button op-button-danger" disabled={busy}>
              <Trans>Set the cooling-off</Trans>
            </button>
          </form>
          <form
            className="rg-action"
            aria-labelledby="rg-close-title"
            onSubmit={(event) => {
              event.preventDefault();
              flow.send({ type: 'flag.resolve' });
            }}
          >
            <h3 id="rg-close-title">{t`Close the flag`}</h3>
            <label className="op-field">
              <span>{t`Outcome`}</span>
              <select
                name="outcome"
                value={form.outcome}
                onChange={(event) => flow.send({ type: 'flag.outcome', value: event.target.value as RgOutcome })}
              >
                <option value="">{t`Choose…`}</option>
                {RG_OUTCOMES.map((outcome) => (
                  <option key={outcome} value={outcome}>
                    {_(OUTCOME_NAMES[outcome])}
                  </option>
                ))}
              </select>
            </label>
            <label className="op-field">
              <span>{t`Reason for closing`}</span>
              <input
                name="close-reason"
                maxLength={200}
                value={form.closeReason}
                onChange={(event) => flow.send({ type: 'flag.closeReason', value: event.target.value })}
              />
            </label>
            <button type="submit" className="op-button" disabled={busy}>
              <Trans>Close the flag</Trans>
            </button>
          </form>
        </>
      )}
    </section>
  );
}

function Queue({ flow }: { flow: RgQueueActorRef }) {
  const { t } = useLingui();
  const { _ } = useLinguiRuntime();
  const list = useSelector(flow, (s) => s.context.list);
  const open = useSelector(flow, (s) => s.context.open);
  return (
    <Table
      rows={list}
      rowKey={(flag) => flag.id}
      caption={t`Flags, oldest first`}
      testId="rg-queue"
      empty={t`No flag here.`}
      rowProps={(flag) => ({
        className: flag.id === open ? 'op-row-open' : flag.state === 'closed' ? 'op-row-dim' : '',
      })}
      columns={[
        { head: t`Raised`, cell: (flag) => formatWhen(flag.raised_at) },
        {
          head: t`Flag`,
          cell: (flag) => (
            <RowOpener open={flag.id === open} onOpen={() => flow.send({ type: 'queue.open', id: flag.id })}>
              #{flag.id}
            </RowOpener>
          ),
        },
        { head: t`Rule`, cell: (flag) => _(RULE_NAMES[flag.rule]) },
        {
          head: t`Player`,
          cell: (flag) => (
            <>
              {flag.name}
              <span className="op-dim op-block">
                {flag.phone} · ID {flag.member_id}
              </span>
            </>
          ),
        },
        { head: t`Measured`, cell: (flag) => <Observed flag={flag} /> },
        {
          head: t`Done`,
          cell: (flag) =>
            flag.state === 'closed'
              ? t`Closed`
              : flag.actions.length
                ? t`Actions: ${flag.actions.length}`
                : t`Nothing yet`,
        },
      ]}
    />
  );
}

/**
 * /operator/responsible-gambling (compliance, admin): the queue of flagged players, oldest first, by rule and
 * state; a flag opened with its evidence and the actions (contact, cooling-off, close); "evaluate now"; and
 * the rules with their numbers.
 */
export default function ResponsibleGambling() {
  const { t } = useLingui();
  const { _ } = useLinguiRuntime();
  const staff = useStaff();
  const flows = useFlows();
  const flow = useFlow(flows.rgQueue);
  const state = useSelector(flow, (s) =>
    s.matches('failed') ? 'failed' : s.matches('ready') ? 'ready' : s.matches('evaluating') ? 'evaluating' : 'loading',
  );
  const rule = useSelector(flow, (s) => s.context.rule);
  const shown = useSelector(flow, (s) => s.context.state);
  const page = useSelector(flow, (s) => s.context.page);
  const total = useSelector(flow, (s) => s.context.total);
  const openCount = useSelector(flow, (s) => s.context.openCount);
  const problem = useSelector(flow, (s) => s.context.problem);
  const openFlag = useSelector(flow, (s) => s.context.list.find((flag) => flag.id === s.context.open) ?? null);
  return (
    <section className="op-page" aria-labelledby="op-title">
      <div className="op-page-head">
        <h1 id="op-title">{t`Responsible gambling`}</h1>
        <p className="op-dim" data-testid="rg-open-count">
          <Trans>Open flags: {openCount}</Trans>
        </p>
      </div>
      <div className="op-toolbar">
        <label className="op-field op-inline">
          <span>{t`Rule`}</span>
          <select
            value={rule}
            onChange={(event) => flow.send({ type: 'queue.rule', rule: event.target.value as RgRuleFilter })}
          >
            <option value="all">{t`All rules`}</option>
            {RG_RULES.map((code: RgRule) => (
              <option key={code} value={code}>
                {_(RULE_NAMES[code])}
              </option>
            ))}
          </select>
        </label>
        <label className="op-field op-inline">
          <span>{t`State`}</span>
          <select
            value={shown}
            onChange={(event) => flow.send({ type: 'queue.state', state: event.target.value as RgStateFilter })}
          >
            <option value="open">{t`Open`}</option>
            <option value="closed">{t`Closed`}</option>
            <option value="all">{t`All`}</option>
          </select>
        </label>
        <button
          type="button"
          className="op-button"
          disabled={state !== 'ready' && state !== 'failed'}
          onClick={() => flow.send({ type: 'queue.refresh' })}
        >
          <Trans>Refresh</Trans>
        </button>
        <button
          type="button"
          className="op-button op-button-primary"
          disabled={state !== 'ready'}
          onClick={() => flow.send({ type: 'queue.evaluate' })}
        >
          {state === 'evaluating' ? <Trans>Evaluating…</Trans> : <Trans>Evaluate now</Trans>}
        </button>
      </div>
      {problem && (
        <p className="op-problem" role="alert" data-testid="rg-problem">
          {say(problem)}
        </p>
      )}
      <Done flow={flow} />
      {state === 'failed' ? null : (
        <div className={openFlag ? 'op-split' : ''} aria-busy={state !== 'ready'}>
          <Queue flow={flow} />
          {openFlag && <Details flow={flow} flag={openFlag} />}
        </div>
      )}
      <Pager
        page={page}
        total={total}
        size={PAGE_SIZE}
        onPage={(next) => flow.send({ type: 'queue.page', page: next })}
      />
      <RgRules canChange={holdsAny(staff, ['admin', 'compliance'])} />
    </section>
  );
}
