import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Fragment, useEffect, useState } from 'react';
import type { DeskView, SiteDeskActorRef } from '../../../machines/operator/siteDesk.machine';
import { formatWhen } from '../i18n';

type Announcements = Extract<DeskView, { tab: 'announcements' }>['data'];
type Sent = Extract<DeskView, { tab: 'notifications' }>['data'];

/** A key for one sending, made when the notification is written: a retry or a second tap sends nothing again. */
const newKey = () => `bo-${crypto.randomUUID()}`;

/** The site's announcements (an admin posts one, with an optional end, and ends one with a reason). */
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
  const [draft, setDraft] = useState({ title: '', body: '', ends: '' });
  const [ending, setEnding] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  useEffect(() => {
    if (done?.kind !== 'announcement') return;
    if (done.change === 'post') setDraft({ title: '', body: '', ends: '' });
    else setEnding(null);
    setReason('');
  }, [done]);
  return (
    <>
      <div className="op-table-wrap">
        <table className="op-table" data-testid="pr-announcements">
          <thead>
            <tr>
              <th scope="col">{t`Announcement`}</th>
              <th scope="col">{t`Posted`}</th>
              <th scope="col">{t`Ends`}</th>
              <th scope="col">{t`State`}</th>
              {admin && (
                <th scope="col">
                  <span className="visually-hidden">{t`Changes`}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {data.list.length === 0 && (
              <tr>
                <td colSpan={5} className="op-empty">
                  {t`No announcements on this site`}
                </td>
              </tr>
            )}
            {data.list.map((announcement) => (
              <Fragment key={announcement.id}>
                <tr className={announcement.state === 'live' ? '' : 'op-row-dim'}>
                  <th scope="row">
                    {announcement.title}
                    <br />
                    <small className="op-dim pr-clip">{announcement.body}</small>
                  </th>
                  <td>{formatWhen(announcement.created_at)}</td>
                  <td>{announcement.ends_at ? formatWhen(announcement.ends_at) : t`When ended`}</td>
                  <td>{announcement.state === 'live' ? t`Live` : t`Ended`}</td>
                  {admin && (
                    <td>
                      {announcement.state === 'live' && (
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
                      )}
                    </td>
                  )}
                </tr>
                {ending === announcement.id && (
                  <tr className="op-row-edit">
                    <td colSpan={5}>
                      <form
                        className="op-edit"
                        noValidate
                        onSubmit={(event) => {
                          event.preventDefault();
                          flow.send({
                            type: 'desk.act',
                            action: { kind: 'endAnnouncement', body: { id: announcement.id, reason } },
                          });
                        }}
                      >
                        <label className="op-field">
                          <span>{t`Reason (kept in the audit trail)`}</span>
                          <input
                            name="reason"
                            maxLength={200}
                            value={reason}
                            onChange={(event) => setReason(event.target.value)}
                          />
                        </label>
                        <div className="op-actions">
                          <button type="submit" className="op-button op-button-danger" disabled={busy}>
                            <Trans>End it now</Trans>
                          </button>
                          <button type="button" className="op-button op-button-quiet" onClick={() => setEnding(null)}>
                            <Trans>Cancel</Trans>
                          </button>
                        </div>
                      </form>
                    </td>
                  </tr>
                )}
              </Fragment>
            ))}
          </tbody>
        </table>
      </div>
      {admin && (
        <form
          className="op-card op-form op-narrow pr-compose"
          aria-label={t`New announcement`}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const ends = draft.ends ? new Date(draft.ends) : null;
            flow.send({
              type: 'desk.act',
              action: {
                kind: 'postAnnouncement',
                body: {
                  site,
                  title: draft.title,
                  body: draft.body,
                  ...(ends ? { ends_at: Number.isNaN(ends.getTime()) ? draft.ends : ends.toISOString() } : {}),
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
          <label className="op-field">
            <span>{t`Ends (optional; your local time)`}</span>
            <input
              type="datetime-local"
              name="ends"
              value={draft.ends}
              onChange={(event) => setDraft({ ...draft, ends: event.target.value })}
            />
          </label>
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
      <div className="op-table-wrap">
        <table className="op-table" data-testid="pr-sent">
          <thead>
            <tr>
              <th scope="col">{t`When`}</th>
              <th scope="col">{t`To`}</th>
              <th scope="col">{t`Notification`}</th>
              <th scope="col" className="op-num">{t`Players`}</th>
              <th scope="col">{t`By`}</th>
            </tr>
          </thead>
          <tbody>
            {data.list.length === 0 && (
              <tr>
                <td colSpan={5} className="op-empty">
                  {t`None sent on this site yet`}
                </td>
              </tr>
            )}
            {data.list.map((sent) => (
              <tr key={sent.id}>
                <td>{formatWhen(sent.created_at)}</td>
                <td>{sent.member_id === null ? t`Every player` : t`Player ${sent.member_id}`}</td>
                <td>
                  <strong>{sent.title}</strong>
                  <br />
                  <small className="op-dim pr-clip">{sent.body}</small>
                </td>
                <td className="op-num">{sent.recipients}</td>
                <td>{sent.actor}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
