import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { Suspense, useEffect, type ReactNode } from 'react';
import { encodeQr, qrPath } from '../../../lib/qr';
import { useLocale } from '../../app/hooks';
import { useSystem } from '../../app/SystemContext';
import type { AgencyInfo, AgencyRewards } from '../../../contract/agency';
import type { Mechanism } from '../../api/agency';
import { formatDateTime } from '../../../lib/format';
import { formatDay } from '../../i18n/numbers';
import { BCP47 } from '../../i18n/locales';
import { Field } from '../../ui/Field';
import { Message } from '../../ui/Message';
import { Money } from '../../ui/Money';
import { Loaded } from '../../ui/Loaded';
import { Page } from '../../ui/Page';
import { TabNav } from '../../ui/TabNav';
import { DataTable, RecordTable } from '../../ui/RecordTable';
import { toastStore } from '../../ui/toast';
import { hasJoined } from '../../../machines/subordinateRequests.machine';
import { AgentRequests } from './AgentRequests';
import './refusals';
import { CopyValue, OrderNo } from '../../ui/CopyValue';
import './agency.css';
import { DepositShareOff } from './DepositShareOff';
import { useFlow } from '../../flow/useFlow';

const Skeleton = () => <div className="skeleton record-skeleton" aria-busy="true" />;

/** The agency centre's pages, one tab each. */
function AgencyPage({ title, children }: { title: MessageDescriptor; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <Page title={title}>
      <TabNav label={t`Agency center`}>
        <Link to="/agency-center/invite" className="category-tab">
          <Trans>Invite</Trans>
        </Link>
        <Link to="/agency-center/agent" className="category-tab">
          <Trans>Agent</Trans>
        </Link>
        <Link to="/agency-center/invitation-record" className="category-tab">
          <Trans>Invitees</Trans>
        </Link>
        <Link to="/agency-center/reward" className="category-tab">
          <Trans>Rewards</Trans>
        </Link>
        <Link to="/agency-center/agency-mechanism" className="category-tab">
          <Trans>Mechanism</Trans>
        </Link>
        <Link to="/agency-center/register-subordinates" className="category-tab">
          <Trans>Register subordinates</Trans>
        </Link>
      </TabNav>
      <Suspense fallback={<Skeleton />}>{children}</Suspense>
    </Page>
  );
}

function useInfo() {
  const { load } = useSystem();
  return useFlow(load.agencyInfo(), { input: { key: 'info' } });
}

/* Invite */

export function InvitePage() {
  return (
    <AgencyPage title={msg`Invite friends`}>
      <Invite />
    </AgencyPage>
  );
}

function Invite() {
  const { load } = useSystem();
  const requests = useFlow(load.subordinateRequests());
  // Once the member accepts an agent, the numbers are read again (the inviter ID changes).
  const joined = useSelector(requests, hasJoined);
  return (
    <>
      <AgentRequests actor={requests} />
      <InviteNumbers key={joined ? 'joined' : 'before'} />
    </>
  );
}

function InviteNumbers() {
  return <Loaded actor={useInfo()}>{(data) => <InviteCard data={data} />}</Loaded>;
}

function InviteCard({ data }: { data: AgencyInfo }) {
  const { t } = useLingui();
  const link = `${location.origin}${data.invite_path}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toastStore.push(msg`Link copied`, 'success');
    } catch {
      toastStore.push(msg`Copy the link by hand`, 'error');
    }
  };
  const share = () =>
    void navigator
      .share?.({ title: 'Rodada', text: t`Play on Rodada with my invitation code ${data.invite_code}`, url: link })
      .catch(() => undefined);
  return (
    <div className="stack agency">
      <dl className="totals">
        <div>
          <dt>
            <Trans>My ID</Trans>
          </dt>
          <dd>{data.member_id}</dd>
        </div>
        <div>
          <dt>
            <Trans>Inviter ID</Trans>
          </dt>
          <dd>{data.inviter_id ?? '—'}</dd>
        </div>
        <div>
          <dt>
            <Trans>Invitation code</Trans>
          </dt>
          <dd className="invite-code-value">
            <CopyValue value={data.invite_code} label={t`invitation code`} />
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Total invited</Trans>
          </dt>
          <dd>{data.total_invited}</dd>
        </div>
      </dl>
      <div className="card stack invite-card">
        <QrCode text={link} label={t`QR code of your invitation link`} />
        <p className="invite-link">
          <OrderNo value={link} />
        </p>
        <div className="invite-actions">
          <button type="button" className="btn btn-primary" onClick={() => void copy()}>
            <Trans>Copy link</Trans>
          </button>
          {typeof navigator.share === 'function' && (
            <button type="button" className="btn btn-secondary" onClick={share}>
              <Trans>Share</Trans>
            </button>
          )}
        </div>
        <p className="muted">
          <Trans>Friends who register through the link have your code filled in.</Trans>
        </p>
      </div>
    </div>
  );
}

function QrCode({ text, label }: { text: string; label: string }) {
  const { path, size } = qrPath(encodeQr(text));
  return (
    <svg
      className="qr"
      viewBox={`0 0 ${size} ${size}`}
      width="200"
      height="200"
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width="100%" height="100%" fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

/* Agent */

export function AgentPage() {
  return (
    <AgencyPage title={msg`Agent`}>
      <Agent />
    </AgencyPage>
  );
}

function Agent() {
  return <Loaded actor={useInfo()}>{(data) => <AgentNumbers data={data} />}</Loaded>;
}

function AgentNumbers({ data }: { data: AgencyInfo }) {
  return (
    <div className="stack agency">
      <p className="muted">
        <Trans>Ordinary Agent: you earn from your invitees (direct) and from their invitees (indirect).</Trans>
      </p>
      <dl className="totals">
        <div>
          <dt>
            <Trans>Direct rewards</Trans>
          </dt>
          <dd>
            <Money amount={data.direct_reward} />
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Indirect rewards</Trans>
          </dt>
          <dd>
            <Money amount={data.indirect_reward} />
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Total invited</Trans>
          </dt>
          <dd>{data.total_invited}</dd>
        </div>
      </dl>
      <Link to="/agency-center/reward" className="btn btn-primary btn-block">
        <Trans>See and claim rewards</Trans>
      </Link>
    </div>
  );
}

/* Invitation record */

export function InvitationRecordPage() {
  return (
    <AgencyPage title={msg`Invitation record`}>
      <InvitationRecord />
    </AgencyPage>
  );
}

function InvitationRecord() {
  const locale = useLocale();
  const { load } = useSystem();
  const list = useFlow(load.inviteRecord(), {
    input: { filters: null, perPage: 20 },
  });
  return (
    <RecordTable
      list={list}
      rowKey={(row) => row.uid}
      empty={<Trans>No one has registered with your code yet.</Trans>}
      columns={[
        { header: msg`UID`, cell: (row) => <OrderNo value={String(row.uid)} /> },
        { header: msg`Registered`, cell: (row) => formatDateTime(row.registered_at, locale) },
        { header: msg`Deposited`, cell: (row) => (row.deposited ? <Trans>Yes</Trans> : <Trans>Not yet</Trans>) },
      ]}
    />
  );
}

/* Rewards */

export function AgencyRewardPage() {
  return (
    <AgencyPage title={msg`Agency rewards`}>
      <AgencyReward />
    </AgencyPage>
  );
}

function AgencyReward() {
  const { load } = useSystem();
  const rewards = useFlow(load.agencyRewards(), {
    input: { key: 'rewards' },
  });
  return (
    <Loaded actor={rewards}>
      {(data) => <RewardList data={data} reload={() => rewards.send({ type: 'resource.retry' })} />}
    </Loaded>
  );
}

function RewardList({ data, reload }: { data: AgencyRewards; reload(): void }) {
  const locale = useLocale();
  return (
    <div className="stack agency">
      <Suspense fallback={<div className="skeleton reward-skeleton" />}>
        <ClaimRewards onClaimed={reload} />
      </Suspense>
      <dl className="totals">
        <div>
          <dt>
            <Trans>Claimable</Trans>
          </dt>
          <dd>
            <Money amount={data.claimable} />
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Paid</Trans>
          </dt>
          <dd>
            <Money amount={data.paid} />
          </dd>
        </div>
      </dl>
      {data.list.length === 0 ? (
        <p className="muted empty">
          <Trans>No rewards settled yet. Rewards are settled every day.</Trans>
        </p>
      ) : (
        <DataTable
          rows={data.list}
          rowKey={(row) => row.day}
          columns={[
            { header: msg`Day`, cell: (row) => formatDay(row.day, locale) },
            { header: msg`Direct`, numeric: true, cell: (row) => <Money amount={row.direct} /> },
            { header: msg`Indirect`, numeric: true, cell: (row) => <Money amount={row.indirect} /> },
            { header: msg`Total`, numeric: true, cell: (row) => <Money amount={row.total} /> },
            {
              header: msg`Status`,
              cell: (row) => (row.status === 'paid' ? <Trans>Paid</Trans> : <Trans>Claimable</Trans>),
            },
          ]}
        />
      )}
    </div>
  );
}

/** The claim, through the one reward flow (activity "agency"). */
function ClaimRewards({ onClaimed }: { onClaimed(): void }) {
  const { load } = useSystem();
  const reward = useFlow(load.reward(), { input: { activity: 'agency' } });
  useEffect(() => {
    const subscription = reward.on('notice', ({ notice }) => {
      toastStore.push(notice.message, notice.tone);
      onClaimed();
    });
    return () => subscription.unsubscribe();
  }, [reward, onClaimed]);
  const check = useSelector(reward, (s) => s.context.check);
  const error = useSelector(reward, (s) => s.context.error);
  const claiming = useSelector(reward, (s) => s.matches('claiming'));
  if (!check) return <div className="skeleton reward-skeleton" aria-busy="true" />;
  return (
    <div className="stack">
      {error && (
        <p className="form-error" role="alert">
          <Message text={error} />
        </p>
      )}
      {check.status === 'claimable' && (
        <button
          type="button"
          className="btn btn-primary btn-block"
          disabled={claiming}
          onClick={() => reward.send({ type: 'reward.claim' })}
        >
          {claiming ? (
            <Trans>Please wait…</Trans>
          ) : (
            <Trans>
              Claim <Money amount={check.reward} />
            </Trans>
          )}
        </button>
      )}
    </div>
  );
}

/* Mechanism */

export function MechanismPage() {
  return (
    <AgencyPage title={msg`Agency mechanism`}>
      <MechanismTables />
    </AgencyPage>
  );
}

const LEVEL: Record<'direct' | 'indirect', MessageDescriptor> = { direct: msg`Direct`, indirect: msg`Indirect` };
const RULES: Record<string, MessageDescriptor> = {
  cycle: msg`Settled every day`,
  time_zone: msg`Days in São Paulo time`,
  claim: msg`Claimed by you on the rewards page`,
};

function MechanismTables() {
  const locale = useLocale();
  /** "0.5%" from the API, written the person's way (0,5% in Portuguese). */
  const percent = (rate: string) => {
    const value = Number(rate.replace('%', ''));
    return Number.isFinite(value)
      ? `${new Intl.NumberFormat(BCP47[locale], { maximumFractionDigits: 2 }).format(value)}%`
      : rate;
  };
  const { load } = useSystem();
  const mechanism = useFlow(load.mechanism(), {
    input: { key: 'mechanism' },
  });
  return <Loaded actor={mechanism}>{(data) => <Tables data={data} percent={percent} />}</Loaded>;
}

function Tables({ data, percent }: { data: Mechanism; percent(rate: string): string }) {
  const table = (title: ReactNode, rows: Mechanism['recharge']) =>
    rows.length > 0 && (
      <section className="stack">
        <h2 className="section-title">{title}</h2>
        <DataTable
          rows={rows}
          rowKey={(row) => row.level}
          columns={[
            { header: msg`Level`, cell: (row) => <Message text={LEVEL[row.level]} /> },
            { header: msg`Rate`, numeric: true, cell: (row) => percent(row.rate) },
          ]}
        />
      </section>
    );
  return (
    <div className="stack agency">
      {data.recharge.length === 0 && <DepositShareOff />}
      {table(<Trans>Share of your subordinates’ deposits</Trans>, data.recharge)}
      {table(<Trans>Share of your subordinates’ bets</Trans>, data.betting)}
      {data.settlement.length > 0 && (
        <section className="stack">
          <h2 className="section-title">
            <Trans>Settlement</Trans>
          </h2>
          <ul className="info-list">
            {data.settlement.map((rule) => (
              <li key={rule.key} className="card">
                {RULES[rule.key] ? <Message text={RULES[rule.key]!} /> : rule.value}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/* Register subordinates */

export function RegisterSubordinatesPage() {
  return (
    <AgencyPage title={msg`Register subordinates`}>
      <RegisterSubordinateLoader />
    </AgencyPage>
  );
}

function RegisterSubordinateLoader() {
  return <Loaded actor={useInfo()}>{(data) => <RegisterSubordinate inviteCode={data.invite_code} />}</Loaded>;
}

function RegisterSubordinate({ inviteCode }: { inviteCode: string }) {
  const { t } = useLingui();
  const { load } = useSystem();
  const form = useFlow(load.registerSubordinate(), { input: { inviteCode } });
  const values = useSelector(form, (s) => s.context.values);
  const errors = useSelector(form, (s) => s.context.errors);
  const formError = useSelector(form, (s) => s.context.formError);
  const busy = useSelector(form, (s) => s.matches('submitting'));
  const done = useSelector(form, (s) => s.matches('requested'));
  if (done) {
    return (
      <div className="stack agency" role="status">
        <p className="form-notice">
          <Trans>Request sent: the member joins your team once they accept it in their agency center</Trans>
        </p>
        <button type="button" className="btn btn-secondary" onClick={() => form.send({ type: 'subordinate.again' })}>
          <Trans>Invite another</Trans>
        </button>
      </div>
    );
  }
  const change = (field: 'phone' | 'invite_code' | 'uid') => (value: string) =>
    form.send({ type: 'subordinate.change', field, value });
  return (
    <form
      className="stack agency card"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        form.send({ type: 'subordinate.submit' });
      }}
    >
      <p className="muted">
        <Trans>
          Invite a member who registered without a code: their registered phone, your invitation code and their UID.
          They join your team when they accept the request in their agency center; only what they do from then on
          counts.
        </Trans>
      </p>
      {formError && (
        <p className="form-error" role="alert">
          <Message text={formError} />
        </p>
      )}
      <Field
        label={t`Invitee’s registered phone`}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        value={values.phone}
        error={errors.phone}
        onValue={change('phone')}
      />
      <Field
        label={t`Invitation code`}
        autoComplete="off"
        value={values.invite_code}
        error={errors.invite_code}
        onValue={change('invite_code')}
      />
      <Field
        label={t`Invitee’s UID`}
        inputMode="numeric"
        autoComplete="off"
        value={values.uid}
        error={errors.uid}
        onValue={change('uid')}
      />
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {busy ? <Trans>Please wait…</Trans> : <Trans>Send request</Trans>}
      </button>
    </form>
  );
}
