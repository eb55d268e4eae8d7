import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { DeskView, SiteDeskActorRef } from '../../../machines/operator/siteDesk.machine';
import { formatDay, formatMoney } from '../i18n';
import { DateInput } from '../kit/TypedInputs';
import { ReasonForm } from '../kit/Forms';
import { Table, UnderRow } from '../kit/Table';
import { say } from '../refusals';

type Activities = Extract<DeskView, { tab: 'activities' }>['data'];

/** The activities' names in the person's language (the API's are English). */
const ACTIVITY_TITLES: Record<Activities['list'][number]['key'], MessageDescriptor> = {
  ftd: msg`First deposit bonus`,
  invitationactivity: msg`Invite friends`,
  dailyrescue: msg`Daily loss relief fund`,
  rechargerebate: msg`Recharge rebate`,
  dailywheel: msg`Daily wheel`,
  lotterywheel: msg`Lottery wheel`,
};

/** The site's activities with their numbers for a range of days; an admin switches one on or off with a reason. */
export function ActivitiesTab({ flow, data, admin }: { flow: SiteDeskActorRef; data: Activities; admin: boolean }) {
  const { t, i18n } = useLingui();
  const range = useSelector(flow, (s) => s.context.range);
  const busy = useSelector(flow, (s) => !s.matches('shown'));
  const done = useSelector(flow, (s) => s.context.done);
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [open, setOpen] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  // A switch made: its row closes.
  useEffect(() => {
    if (done?.kind === 'setActivity') {
      setOpen(null);
      setReason('');
    }
  }, [done]);
  useEffect(() => {
    setFrom(range.from);
    setTo(range.to);
  }, [range.from, range.to]);
  return (
    <>
      <form
        className="op-toolbar"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          flow.send({ type: 'desk.range', from, to });
        }}
      >
        <label className="op-field op-inline">
          <span>{t`From`}</span>
          <DateInput name="from" value={from} onChange={setFrom} />
        </label>
        <label className="op-field op-inline">
          <span>{t`To`}</span>
          <DateInput name="to" value={to} onChange={setTo} />
        </label>
        <button type="submit" className="op-button" disabled={busy}>
          <Trans>Show the numbers</Trans>
        </button>
      </form>
      <Table
        rows={data.list}
        rowKey={(activity) => activity.key}
        testId="pr-activities"
        rowProps={(activity) => ({ className: activity.offered ? '' : 'op-row-dim' })}
        columns={[
          { head: t`Activity`, rowHead: true, cell: (activity) => i18n._(ACTIVITY_TITLES[activity.key]) },
          {
            head: t`For players`,
            cell: (activity) =>
              activity.offered ? (
                t`Offered`
              ) : activity.forbidden ? (
                <>
                  {t`Forbidden on this site`}
                  <br />
                  <small>
                    {say({ code: activity.forbidden, params: {}, message: activity.forbidden_reason ?? '' })}
                  </small>
                </>
              ) : (
                t`Switched off`
              ),
          },
          { head: t`Rewards paid`, cell: (activity) => activity.claims, num: true },
          { head: t`Amount paid`, cell: (activity) => formatMoney(activity.paid), num: true },
          { head: t`Players`, cell: (activity) => activity.players, num: true },
          admin && {
            head: t`Switch`,
            headHidden: true,
            cell: (activity) => (
              <button
                type="button"
                className="op-link"
                aria-expanded={open === activity.key}
                onClick={() => {
                  setOpen(open === activity.key ? null : activity.key);
                  setReason('');
                  flow.send({ type: 'desk.dismiss' });
                }}
              >
                {activity.enabled ? (
                  <Trans>
                    Switch off<span className="visually-hidden"> {i18n._(ACTIVITY_TITLES[activity.key])}</span>
                  </Trans>
                ) : (
                  <Trans>
                    Switch on<span className="visually-hidden"> {i18n._(ACTIVITY_TITLES[activity.key])}</span>
                  </Trans>
                )}
              </button>
            ),
          },
        ]}
        under={(activity) =>
          open === activity.key && (
            <UnderRow span={6}>
              <ReasonForm
                reason={reason}
                onReason={setReason}
                submit={activity.enabled ? <Trans>Switch off</Trans> : <Trans>Switch on</Trans>}
                busy={busy}
                onSubmit={() =>
                  flow.send({
                    type: 'desk.act',
                    action: {
                      kind: 'setActivity',
                      body: { site: data.site, key: activity.key, enabled: !activity.enabled, reason },
                    },
                  })
                }
                onCancel={() => setOpen(null)}
              />
            </UnderRow>
          )
        }
        foot={
          <tr>
            <th scope="row" colSpan={2}>
              <Trans>
                Total, {formatDay(data.from)} to {formatDay(data.to)}
              </Trans>
            </th>
            <td className="op-num">{data.totals.claims}</td>
            <td className="op-num">{formatMoney(data.totals.paid)}</td>
            <td className="op-num">{data.totals.players}</td>
            {admin && <td />}
          </tr>
        }
      />
    </>
  );
}
