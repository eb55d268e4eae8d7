import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { DeskView, SiteDeskActorRef } from '../../../machines/operator/siteDesk.machine';
import { formatWhen } from '../i18n';
import { ReasonForm } from '../kit/Forms';
import { DateInput } from '../kit/TypedInputs';
import { saoPauloDayStart } from '../../../lib/time';
import { Table, UnderRow } from '../kit/Table';

type Announcements = Extract<DeskView, { tab: 'announcements' }>['data'];
type Sent = Extract<DeskView, { tab: 'notifications' }>['data'];

/** A key for one sending, made when the notification is written: a retry or a second tap sends nothing again. */
const newKey = () => `bo-${crypto.randomUUID()}`;

/** The site's announcements (an admin posts one, with an optional end, and ends one with a reason). */

/**
 * The moment an announcement ends: a São Paulo day and time ("23:59" when none) as the API's instant; what is
 * no day or time is sent as typed, for the server to refuse with its reason.
 */
function endsAt(day: string, time: string): string {
  const clock = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(time.trim() || '23:59');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !clock) return `${day} ${time}`.trim();
  const minutes = Number(clock[1]) * 60 + Number(clock[2]);
  return new Date(saoPauloDayStart(day).getTime() + minutes * 60_000).toISOString();
}

export function AnnouncementsTab({
  flow,
  data,
  admin,
}: {
  flow: SiteDeskActorRef;
  data: Announcements;
  admin: boolean;
}) {
  const { t } = useLingui();
  const busy = useSelector(flow, (s) => !s.matches('shown'));
  const site = useSelector(flow, (s) => s.context.site ?? '');
  const done = useSelector(flow, (s) => s.context.done);
  const [draft, setDraft] = useState({ title: '', body: '', ends: '', endsTime: '' });
  const [ending, setEnding] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  useEffect(() => {
    if (done?.kind !== 'announcement') return;
    if (done.change === 'post') setDraft({ title: '', body: '', ends: '', endsTime: '' });
    else setEnding(null);
    setReason('');
  }, [done]);
  return (
    <>
      <Table
        rows={data.list}
        rowKey={(announcement) => announcement.id}
        testId="pr-announcements"
        empty={t`No announcements on this site`}
        emptyInside
        rowProps={(announcement) => ({ className: announcement.state === 'live' ? '' : 'op-row-dim' })}
        columns={[
          {
            head: t`Announcement`,
            rowHead: true,
            cell: (announcement) => (
              <>
                {announcement.title}
                <br />
                <small className="op-dim pr-clip">{announcement.body}</small>
              </>
            ),
          },
          { head: t`Posted`, cell: (announcement) => formatWhen(announcement.created_at) },
          {
            head: t`Ends`,
            cell: (announcement) => (announcement.ends_at ? formatWhen(announcement.ends_at) : t`When ended`),
          },
          { head: t`State`, cell: (announcement) => (announcement.state === 'live' ? t`Live` : t`Ended`) },
          admin && {
            head: t`Changes`,
            headHidden: true,
            cell: (announcement) =>
              announcement.state === 'live' && (
                <button
                  type="button"
                  className="op-link"
                  aria-expanded={ending === announcement.id}
                  onClick={() => {
                    setEnding(ending === announcement.id ? null : announcement.id);
                    setReason('');
                    flow.send({ type: 'desk.dismiss' });
                  }}
                >
                  <Trans>
                    End<span className="visually-hidden"> “{announcement.title}”</span>
                  </Trans>
                </button>
              ),
          },
        ]}
        under={(announcement) =>
          ending === announcement.id && (
            <UnderRow span={5}>
              <ReasonForm
                reason={reason}
                onReason={setReason}
                submit={<Trans>End it now</Trans>}
                danger
                busy={busy}
                onSubmit={() =>
                  flow.send({
                    type: 'desk.act',
                    action: { kind: 'endAnnouncement', body: { id: announcement.id, reason } },
                  })
                }
                onCancel={() => setEnding(null)}
              />
            </UnderRow>
          )
        }
      />
      {admin && (
        <form
          className="op-card op-form op-narrow pr-compose"
          aria-label={t`New announcement`}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const ends = draft.ends ? endsAt(draft.ends, draft.endsTime) : null;
            flow.send({
              type: 'desk.act',
              action: {
                kind: 'postAnnouncement',
                body: {
                  site,
                  title: draft.title,
                  body: draft.body,
                  ...(ends ? { ends_at: ends } : {}),
                },
              },
            });
          }}
        >
          <h2>{t`New announcement`}</h2>
          <label className="op-field">
            <span>{t`Title`}</span>
            <input
              name="title"
              maxLength={120}
              value={draft.title}
              onChange={(event) => setDraft({ ...draft, title: event.target.value })}
            />
          </label>
          <label className="op-field">
            <span>{t`Text`}</span>
            <textarea
              name="body"
              rows={4}
              maxLength={4000}
              value={draft.body}
              onChange={(event) => setDraft({ ...draft, body: event.target.value })}
            />
          </label>
          <div className="op-inline pr-ends">
            <label className="op-field">
              <span>{t`Ends on (optional; São Paulo day)`}</span>
              <DateInput name="ends" value={draft.ends} onChange={(ends) => setDraft({ ...draft, ends })} />
            </label>
            <label className="op-field">
              <span>{t`At (São Paulo time, 23:59 if none)`}</span>
              <input
                name="ends-time"
                inputMode="numeric"
                placeholder="hh:mm"
                maxLength={5}
                size={6}
                value={draft.endsTime}
                onChange={(event) => setDraft({ ...draft, endsTime: event.target.value })}
              />
            </label>
          </div>
          <button type="submit" className="op-button op-button-primary" disabled={busy}>
            <Trans>Post to the site’s players</Trans>
          </button>
        </form>
      )}
    </>
  );
}

/** A notification to one player (by phone or ID) or to a whole site (an admin's), previewed, then sent once. */
export function NotificationsTab({ flow, data, admin }: { flow: SiteDeskActorRef; data: Sent; admin: boolean }) {
  const { t } = useLingui();
  const busy = useSelector(flow, (s) => !s.matches('shown'));
  const site = useSelector(flow, (s) => s.context.site ?? '');
  const done = useSelector(flow, (s) => s.context.done);
  const preview = useSelector(flow, (s) =>
    s.context.preview?.kind === 'notification' ? s.context.preview.notification : null,
  );
  const [to, setTo] = useState<'member' | 'site'>('member');
  const [who, setWho] = useState('');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [key, setKey] = useState(newKey);
  // Sent: the form empties and the next notification gets a key of its own.
  useEffect(() => {
    if (done?.kind !== 'notification') return;
    setWho('');
    setTitle('');
    setBody('');
    setKey(newKey());
  }, [done]);
  const change = (apply: () => void) => {
    apply();
    flow.send({ type: 'desk.dismiss' });
  };
  const target = () => {
    if (to === 'site') return { to: 'site' as const, site };
    const typed = who.trim();
    // Digits alone of up to 9 are an ID; a longer number, or one with + ( ) - spaces, a phone.
    return /^\d{1,9}$/.test(typed)
      ? { to: 'member' as const, member_id: Number(typed) }
      : { to: 'member' as const, phone: typed };
  };
  return (
    <>
      <div className="pr-columns">
        <form
          className="op-card op-form pr-compose"
          aria-label={t`New notification`}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!preview)
              flow.send({
                type: 'desk.preview',
                request: { kind: 'notification', body: { ...target(), title, body } },
              });
            else
              flow.send({
                type: 'desk.act',
                action: { kind: 'sendNotification', body: { ...target(), title, body, key } },
              });
          }}
        >
          <h2>{t`New notification`}</h2>
          {admin && (
            <fieldset className="op-roles-choice">
              <legend>{t`To`}</legend>
              <label className="op-check">
                <input
                  type="radio"
                  name="to"
                  checked={to === 'member'}
                  onChange={() => change(() => setTo('member'))}
                />
                {t`One player`}
              </label>
              <label className="op-check">
                <input type="radio" name="to" checked={to === 'site'} onChange={() => change(() => setTo('site'))} />
                {t`Every player of ${site}`}
              </label>
            </fieldset>
          )}
          {to === 'member' && (
            <label className="op-field">
              <span>{t`Player’s phone or ID`}</span>
              <input name="who" value={who} onChange={(event) => change(() => setWho(event.target.value))} />
            </label>
          )}
          <label className="op-field">
            <span>{t`Title`}</span>
            <input
              name="title"
              maxLength={120}
              value={title}
              onChange={(event) => change(() => setTitle(event.target.value))}
            />
          </label>
          <label className="op-field">
            <span>{t`Text`}</span>
            <textarea
              name="body"
              rows={4}
              maxLength={4000}
              value={body}
              onChange={(event) => change(() => setBody(event.target.value))}
            />
          </label>
          {preview && (
            <div className="pr-notification" data-testid="pr-notification-preview">
              <p>
                {preview.member ? (
                  <Trans>
                    To player {preview.member.id} ({preview.member.nickname}, {preview.member.phone}) on {preview.site}
                  </Trans>
                ) : (
                  <Trans>
                    To {preview.recipients} player(s) of {preview.site}
                  </Trans>
                )}
              </p>
              <div className="pr-bubble">
                <strong>{preview.title}</strong>
                <p>{preview.body}</p>
              </div>
            </div>
          )}
          <div className="op-actions">
            {preview ? (
              <button type="submit" className="op-button op-button-primary" disabled={busy}>
                <Trans>Send it</Trans>
              </button>
            ) : (
              <button type="submit" className="op-button" disabled={busy}>
                <Trans>Preview</Trans>
              </button>
            )}
          </div>
        </form>
        <div />
      </div>
      <h2>{t`Sent`}</h2>
      <Table
        rows={data.list}
        rowKey={(sent) => sent.id}
        testId="pr-sent"
        empty={t`None sent on this site yet`}
        emptyInside
        columns={[
          { head: t`When`, cell: (sent) => formatWhen(sent.created_at) },
          { head: t`To`, cell: (sent) => (sent.member_id === null ? t`Every player` : t`Player ${sent.member_id}`) },
          {
            head: t`Notification`,
            cell: (sent) => (
              <>
                <strong>{sent.title}</strong>
                <br />
                <small className="op-dim pr-clip">{sent.body}</small>
              </>
            ),
          },
          { head: t`Players`, cell: (sent) => sent.recipients, num: true },
          { head: t`By`, cell: (sent) => sent.actor },
        ]}
      />
    </>
  );
}
