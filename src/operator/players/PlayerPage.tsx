import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { PlayerSummary } from '../../../contract/boPlayerPage';
import type { PlayerPageActorRef, PlayerTab } from '../../../machines/operator/playerPage.machine';
import { formatDay, formatMoney, formatWhen } from '../i18n';
import { Table } from '../kit/Table';
import { DecimalInput } from '../kit/TypedInputs';
import { say } from '../refusals';
import { opPath } from '../screens/Layout';
import { Pager } from '../screens/Pager';
import { holdsAny, useOperator, useStaff } from '../system';
import { newNonce, playersFlows } from './logic';
import { TabRecords } from './PlayerTabs';
import { Chip } from '../kit/Chip';
import { BCP47, isLocale } from '../../../contract/locales';
import { apiLang } from '../i18n';
import {
  inWords,
  LIMIT_NAMES,
  REGULATOR_OCCASIONS,
  REGULATOR_OUTCOMES,
  REGULATOR_REASONS,
  RESTRICTION_PERIODS,
  statusInWords,
  statusTone,
} from './words';
import { useFlow } from '../../flow/useFlow';
import { KYC_STATUS_NAMES } from '../identity/words';

const PAGE_SIZE = 25;
const when = (iso: string | null) => (iso ? formatWhen(iso) : '—');

/** A player's language in the reader's: "pt" → "português" / "Portuguese". */
function languageName(code: string): string {
  if (!isLocale(code)) return code;
  try {
    const name = new Intl.DisplayNames([apiLang() === 'en' ? 'en' : 'pt-BR'], { type: 'language' }).of(BCP47[code]);
    return name ? name.charAt(0).toUpperCase() + name.slice(1) : code;
  } catch {
    return code;
  }
}

function Outcome({ flow }: { flow: PlayerPageActorRef }) {
  const outcome = useSelector(flow, (s) => s.context.outcome);
  if (!outcome) return null;
  let said;
  if (outcome.action === 'endSessions') {
    const ended = outcome.ended;
    said = <Trans>Sessions ended: {ended}. The player must log in again.</Trans>;
  } else if (outcome.action === 'block')
    said = <Trans>The player is blocked: they cannot log in until unblocked.</Trans>;
  else if (outcome.action === 'unblock') said = <Trans>The block is lifted: the player can log in again.</Trans>;
  else if (outcome.action === 'note') said = <Trans>Note added.</Trans>;
  else {
    const amount = formatMoney(outcome.amount);
    const balance = formatMoney(outcome.balance);
    said = !outcome.applied ? (
      <Trans>This change was applied already (same reference): nothing more was moved. Balance {balance}.</Trans>
    ) : outcome.direction === 'credit' ? (
      <Trans>
        Credited {amount}. Balance {balance}.
      </Trans>
    ) : (
      <Trans>
        Debited {amount}. Balance {balance}.
      </Trans>
    );
  }
  return (
    <p className="op-notice" role="status" data-testid="op-outcome">
      {said}
    </p>
  );
}

/** The identity check's standing, and a link to the latest case for those who review them. */
function KycStanding({ summary }: { summary: PlayerSummary }) {
  const { t } = useLingui();
  const { _ } = useLinguiRuntime();
  const staff = useStaff();
  const { status, case: kycCase } = summary.kyc;
  const caseId = kycCase?.id;
  const bad = status === 'rejected' || status === 'required';
  return (
    <>
      <Chip tone={bad ? 'bad' : status === 'verified' ? 'good' : status === 'not_required' ? 'neutral' : 'wait'}>
        {_(KYC_STATUS_NAMES[status])}
      </Chip>
      {kycCase && holdsAny(staff, ['compliance', 'admin']) && (
        <>
          {' · '}
          <Link to={opPath('/identity-checks')} search={{ case: kycCase.id } as never} className="op-link">
            {t`case #${caseId}`}
          </Link>
        </>
      )}
    </>
  );
}

function Identity({ summary }: { summary: PlayerSummary }) {
  const { t } = useLingui();
  const id = summary.identity;
  const yes = t`confirmed`;
  const no = t`not confirmed`;
  return (
    <section className="op-card" aria-labelledby="op-pl-identity">
      <h2 id="op-pl-identity">{t`Identity`}</h2>
      <dl className="op-facts" data-testid="op-player-identity">
        <dt>{t`Name`}</dt>
        <dd>{id.name ?? '—'}</dd>
        <dt>{t`Nickname`}</dt>
        <dd>{id.nickname}</dd>
        <dt>{t`CPF`}</dt>
        <dd>
          {id.cpf ?? '—'} {id.cpf_masked && <span className="op-dim">{t`(masked for your role)`}</span>}
        </dd>
        <dt>{t`Born`}</dt>
        <dd>{id.birth_date ? formatDay(id.birth_date) : '—'}</dd>
        <dt>{t`Phone`}</dt>
        <dd>
          {id.phone} <span className="op-dim">({id.phone_verified ? yes : no})</span>
        </dd>
        <dt>{t`E-mail`}</dt>
        <dd className="op-pl-wrap">
          {id.email ?? '—'} {id.email && <span className="op-dim">({id.email_verified ? yes : no})</span>}
        </dd>
        <dt>{t`Identity`}</dt>
        <dd className={id.identity_complete ? '' : 'op-bad'}>
          {id.identity_complete ? t`Complete` : t`Incomplete: cannot deposit or play`}
        </dd>
        <dt>{t`Identity check`}</dt>
        <dd data-testid="op-player-kyc">
          <KycStanding summary={summary} />
        </dd>
        <dt>{t`Two-factor`}</dt>
        <dd>{id.two_factor ? t`On` : t`Off`}</dd>
        <dt>{t`Language`}</dt>
        <dd>{languageName(id.lang)}</dd>
        <dt>{t`Site`}</dt>
        <dd>
          {summary.site.name}{' '}
          <span className="op-dim">({summary.site.profile === 'regulated-br' ? t`Regulated in Brazil` : t`Open`})</span>
        </dd>
        <dt>{t`Registered`}</dt>
        <dd>{when(summary.created_at)}</dd>
        <dt>{t`Last login`}</dt>
        <dd>{when(summary.last_login_at)}</dd>
        <dt>{t`Open sessions`}</dt>
        <dd data-testid="op-player-open-sessions">{summary.open_sessions}</dd>
      </dl>
    </section>
  );
}

function Balances({ summary }: { summary: PlayerSummary }) {
  const { t } = useLingui();
  const b = summary.balances;
  return (
    <section className="op-card" aria-labelledby="op-pl-balances">
      <h2 id="op-pl-balances">{t`Balances`}</h2>
      <dl className="op-facts">
        <dt>{t`Balance`}</dt>
        <dd data-testid="op-player-balance">
          <strong>{formatMoney(b.balance)}</strong>
        </dd>
        <dt>{t`Deposited`}</dt>
        <dd>{formatMoney(b.deposited)}</dd>
        <dt>{t`Withdrawn`}</dt>
        <dd>{formatMoney(b.withdrawn)}</dd>
        <dt>{t`Withdrawals held`}</dt>
        <dd>{formatMoney(b.withdrawal_held)}</dd>
        <dt>{t`Staked`}</dt>
        <dd>{formatMoney(b.staked)}</dd>
        <dt>{t`Won`}</dt>
        <dd>{formatMoney(b.won)}</dd>
        <dt>{t`Staff corrections`}</dt>
        <dd>{formatMoney(b.adjusted)}</dd>
      </dl>
    </section>
  );
}

function StatusCard({ summary }: { summary: PlayerSummary }) {
  const { t } = useLingui();
  return (
    <section className="op-card" aria-labelledby="op-pl-status">
      <h2 id="op-pl-status">{t`Status and restrictions`}</h2>
      <p data-testid="op-player-block">
        {summary.block ? (
          <span className="op-bad">
            <Trans>
              Blocked by {summary.block.actor} on {when(summary.block.at)}: {summary.block.reason}
            </Trans>
          </span>
        ) : (
          <Trans>No block in force.</Trans>
        )}
      </p>
      <h3>{t`Blocks`}</h3>
      {summary.blocks.length ? (
        <ul className="op-recent" data-testid="op-player-blocks">
          {summary.blocks.map((block) => (
            <li key={block.blocked_at}>
              {when(block.blocked_at)} · {block.blocked_by}: {block.reason}
              {block.lifted_at && (
                <>
                  {' '}
                  —{' '}
                  <Trans>
                    lifted {when(block.lifted_at)} by {block.lifted_by}: {block.lift_reason}
                  </Trans>
                </>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="op-dim">{t`Never blocked`}</p>
      )}
      <h3>{t`Pauses and self-exclusions`}</h3>
      {summary.restrictions.length ? (
        <ul className="op-recent">
          {summary.restrictions.map((r) => (
            <li key={r.starts_at} className={r.in_force ? 'op-bad' : ''}>
              {r.kind === 'pause' ? t`Pause` : t`Self-exclusion`} ({inWords(RESTRICTION_PERIODS, r.period)}) ·{' '}
              {when(r.starts_at)} → {when(r.ends_at)}
              {r.in_force && ` · ${t`in force`}`}
            </li>
          ))}
        </ul>
      ) : (
        <p className="op-dim">{t`None`}</p>
      )}
    </section>
  );
}

function Limits({ summary }: { summary: PlayerSummary }) {
  const { t } = useLingui();
  return (
    <section className="op-card" aria-labelledby="op-pl-limits">
      <h2 id="op-pl-limits">{t`Limits`}</h2>
      {summary.limits.length ? (
        <Table
          wrap={false}
          rows={summary.limits}
          rowKey={(limit) => limit.kind}
          columns={[
            { head: t`Limit`, cell: (limit) => inWords(LIMIT_NAMES, limit.kind) },
            { head: t`In force`, cell: (limit) => limit.value ?? t`none` },
            {
              head: t`Waiting`,
              cell: (limit) =>
                limit.pending_from
                  ? `${limit.pending_value === '' ? t`removal` : limit.pending_value} · ${when(limit.pending_from)}`
                  : '—',
            },
          ]}
        />
      ) : (
        <p className="op-dim">{t`No limit set`}</p>
      )}
      <h3>{t`History`}</h3>
      {summary.limit_history.length ? (
        <ul className="op-recent" data-testid="op-player-limit-history">
          {summary.limit_history.map((change, i) => (
            <li key={i}>
              {when(change.at)} · {inWords(LIMIT_NAMES, change.kind)}: {change.from ?? t`none`} → {change.to ?? t`none`}{' '}
              · <Trans>from {when(change.takes_effect_at)}</Trans>
            </li>
          ))}
        </ul>
      ) : (
        <p className="op-dim">{t`No change asked`}</p>
      )}
    </section>
  );
}

/** The regulator's checks of the player's CPF: the flag in force or an answer owed, and the latest questions. */
function Regulator({ summary }: { summary: PlayerSummary }) {
  const { t } = useLingui();
  const { flag, pending, checks } = summary.regulator;
  return (
    <section className="op-card" aria-labelledby="op-pl-regulator" data-testid="op-player-regulator">
      <h2 id="op-pl-regulator">{t`Regulator's CPF checks`}</h2>
      {flag ? (
        <p className="op-bad">
          {t`Flagged: withdrawals only`} · {inWords(REGULATOR_REASONS, flag)}
        </p>
      ) : pending ? (
        <p className="op-bad">{t`No answer to the day's check yet: deposits held until one comes`}</p>
      ) : (
        <p className="op-dim">{checks.length ? t`Clear` : t`Not asked yet`}</p>
      )}
      {checks.length > 0 && (
        <Table
          wrap={false}
          rows={checks}
          rowKey={(check) => `${check.at}:${check.occasion}`}
          columns={[
            { head: t`When`, cell: (check) => when(check.at) },
            { head: t`Asked at`, cell: (check) => inWords(REGULATOR_OCCASIONS, check.occasion) },
            {
              head: t`Answer`,
              cell: (check) =>
                check.reason
                  ? `${inWords(REGULATOR_OUTCOMES, check.outcome)} · ${inWords(REGULATOR_REASONS, check.reason)}`
                  : inWords(REGULATOR_OUTCOMES, check.outcome),
            },
            { head: t`Service`, cell: (check) => check.provider },
          ]}
        />
      )}
    </section>
  );
}

/** What staff do to the player, by role: one reason for each action that asks one. */
function Actions({ flow, summary }: { flow: PlayerPageActorRef; summary: PlayerSummary }) {
  const { t } = useLingui();
  const staff = useStaff();
  const busy = useSelector(flow, (s) => !s.matches('shown'));
  const reason = useSelector(flow, (s) => s.context.reason);
  const amount = useSelector(flow, (s) => s.context.amount);
  const direction = useSelector(flow, (s) => s.context.direction);
  const note = useSelector(flow, (s) => s.context.note);
  const mayEnd = holdsAny(staff, ['support', 'admin']);
  const mayBlock = holdsAny(staff, ['support', 'compliance', 'admin']);
  const mayAdjust = holdsAny(staff, ['finance']);
  return (
    <section className="op-card op-pl-actions" aria-labelledby="op-pl-actions">
      <h2 id="op-pl-actions">{t`Actions`}</h2>
      {(mayEnd || mayBlock || mayAdjust) && (
        <>
          <label className="op-field">
            <span>{t`Reason (recorded in the audit trail)`}</span>
            <input
              name="reason"
              maxLength={200}
              value={reason}
              onChange={(event) => flow.send({ type: 'player.reason', value: event.target.value })}
            />
          </label>
          <div className="op-actions">
            {mayEnd && (
              <button
                type="button"
                className="op-button"
                disabled={busy}
                onClick={() => flow.send({ type: 'player.endSessions' })}
              >
                <Trans>End sessions</Trans>
              </button>
            )}
            {mayBlock &&
              (summary.block ? (
                <button
                  type="button"
                  className="op-button"
                  disabled={busy}
                  onClick={() => flow.send({ type: 'player.unblock' })}
                >
                  <Trans>Unblock</Trans>
                </button>
              ) : (
                <button
                  type="button"
                  className="op-button op-button-danger"
                  disabled={busy}
                  onClick={() => flow.send({ type: 'player.block' })}
                >
                  <Trans>Block</Trans>
                </button>
              ))}
          </div>
        </>
      )}
      {mayAdjust && (
        <form
          className="op-pl-adjust"
          onSubmit={(event) => {
            event.preventDefault();
            flow.send({ type: 'player.adjust' });
          }}
        >
          <label className="op-field">
            <span>{t`Credit or debit`}</span>
            <select
              value={direction}
              onChange={(event) =>
                flow.send({ type: 'player.direction', value: event.target.value as 'credit' | 'debit' })
              }
            >
              <option value="credit">{t`Credit`}</option>
              <option value="debit">{t`Debit`}</option>
            </select>
          </label>
          <label className="op-field">
            <span>{t`Amount (R$)`}</span>
            <DecimalInput
              name="amount"
              value={amount}
              onChange={(value) => flow.send({ type: 'player.amount', value })}
            />
          </label>
          <button type="submit" className="op-button op-button-primary" disabled={busy}>
            {direction === 'credit' ? <Trans>Credit the balance</Trans> : <Trans>Debit the balance</Trans>}
          </button>
        </form>
      )}
      <form
        className="op-pl-note-form"
        onSubmit={(event) => {
          event.preventDefault();
          flow.send({ type: 'player.note' });
        }}
      >
        <label className="op-field">
          <span>{t`New note (staff only; notes are kept, never changed)`}</span>
          <textarea
            name="note"
            rows={3}
            maxLength={2000}
            value={note}
            onChange={(event) => flow.send({ type: 'player.noteText', value: event.target.value })}
          />
        </label>
        <button type="submit" className="op-button" disabled={busy}>
          <Trans>Add the note</Trans>
        </button>
      </form>
    </section>
  );
}

function Tabs({ flow }: { flow: PlayerPageActorRef }) {
  const { t } = useLingui();
  const staff = useStaff();
  const tab = useSelector(flow, (s) => s.context.tab);
  const shown = useSelector(flow, (s) => s.context.shown);
  const page = useSelector(flow, (s) => s.context.page);
  const loading = useSelector(flow, (s) => s.matches('loadingTab'));
  const names: Record<PlayerTab, string> = {
    ledger: t`Ledger`,
    bets: t`Bets`,
    rounds: t`Rounds`,
    slips: t`Slips`,
    deposits: t`Deposits`,
    withdrawals: t`Withdrawals`,
    'pix-keys': t`PIX keys`,
    sessions: t`Sessions and devices`,
    notifications: t`Notifications`,
    notes: t`Notes`,
    rg: t`Responsible gambling`,
    audit: t`Audit trail`,
  };
  // Compliance's story of the player is read by compliance, support and admin (contract/boCompliance.ts).
  const tabs = (Object.keys(names) as PlayerTab[]).filter(
    (name) => name !== 'rg' || holdsAny(staff, ['compliance', 'support', 'admin']),
  );
  return (
    <section className="op-card op-pl-tabs-card">
      <div role="tablist" aria-label={t`Records`} className="op-pl-tabs">
        {tabs.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`op-pl-tab-${name}`}
            aria-selected={name === tab}
            aria-controls="op-pl-panel"
            className={name === tab ? 'op-pl-tab active' : 'op-pl-tab'}
            onClick={() => flow.send({ type: 'player.tab', tab: name })}
          >
            {names[name]}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id="op-pl-panel"
        aria-labelledby={`op-pl-tab-${tab}`}
        aria-busy={loading}
        data-testid="op-player-tab"
      >
        {shown && shown.tab === tab ? <TabRecords shown={shown} caption={names[tab]} /> : null}
        {shown && shown.tab === tab && (
          <Pager
            page={page}
            total={shown.data.total}
            size={tab === 'rg' ? 20 : PAGE_SIZE}
            onPage={(next) => flow.send({ type: 'player.page', page: next })}
          />
        )}
      </div>
    </section>
  );
}

/** /operator/players/<id>: a player's whole story and what staff do to them, by role. */
export default function PlayerPage({ member }: { member: number }) {
  const { t } = useLingui();
  useLinguiRuntime();
  const [nonce] = useState(newNonce);
  const flow = useFlow(playersFlows(useOperator().api).playerPage, { input: { member, nonce } });
  const summary = useSelector(flow, (s) => s.context.summary);
  const failed = useSelector(flow, (s) => s.matches('failed'));
  const problem = useSelector(flow, (s) => s.context.problem);
  const name = summary ? (summary.identity.name ?? summary.identity.nickname) : '';
  return (
    <section className="op-page" aria-labelledby="op-title">
      <p className="op-pl-back">
        <Link to={opPath('/players')} className="op-link">
          ← <Trans>Players</Trans>
        </Link>
      </p>
      <div className="op-page-head">
        <h1 id="op-title">
          {summary ? (
            <Trans>
              {name} · ID {member}
            </Trans>
          ) : (
            <Trans>Player {member}</Trans>
          )}
        </h1>
        {summary && (
          <p data-testid="op-player-status">
            <Chip tone={statusTone(summary.status)}>{statusInWords(summary.status)}</Chip> · {summary.site.name}
          </p>
        )}
        {failed && (
          <button type="button" className="op-button" onClick={() => flow.send({ type: 'player.refresh' })}>
            <Trans>Try again</Trans>
          </button>
        )}
      </div>
      {problem && (
        <p className="op-problem" role="alert" data-testid="op-problem">
          {say(problem)}
        </p>
      )}
      <Outcome flow={flow} />
      {summary ? (
        <>
          <div className="op-pl-grid" aria-label={t`Summary`}>
            <Identity summary={summary} />
            <StatusCard summary={summary} />
            <Balances summary={summary} />
            <Actions flow={flow} summary={summary} />
            <Limits summary={summary} />
            <Regulator summary={summary} />
          </div>
          <Tabs flow={flow} />
        </>
      ) : (
        !failed && <div className="op-waiting" aria-busy="true" />
      )}
    </section>
  );
}
