import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { hasJoined, type SubordinateRequestsActorRef } from '../../../machines/subordinateRequests.machine';
import { useLocale } from '../../app/hooks';
import { formatDateTime } from '../../../lib/format';
import { Message } from '../../ui/Message';

/** Agents asking this member to join their team; only the member can accept. */
export function AgentRequests({ actor }: { actor: SubordinateRequestsActorRef }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const list = useSelector(actor, (s) => s.context.list);
  const error = useSelector(actor, (s) => s.context.error);
  const answering = useSelector(actor, (s) => (s.matches('answering') ? s.context.answer?.id : null));
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const joined = useSelector(actor, hasJoined);
  if (failed) {
    return (
      <section className="card stack agent-requests" aria-label={i18n._(msg`Agent requests`)}>
        {error && (
          <p className="form-error" role="alert">
            <Message text={error} />
          </p>
        )}
        <button type="button" className="btn btn-secondary" onClick={() => actor.send({ type: 'requests.retry' })}>
          <Trans>Try again</Trans>
        </button>
      </section>
    );
  }
  if (list.length === 0 && !error && !joined) return null;
  return (
    <section className="card stack agent-requests" aria-labelledby="agent-requests-title">
      <h2 id="agent-requests-title" className="section-title">
        <Trans>Agent requests</Trans>
      </h2>
      {error && (
        <p className="form-error" role="alert">
          <Message text={error} />
        </p>
      )}
      {joined && (
        <p className="form-notice" role="status">
          <Trans>Your registration has been successfully completed</Trans>
        </p>
      )}
      {list.length > 0 && (
        <p className="muted">
          <Trans>
            An agent asks you to join their team. If you accept, the agent becomes your inviter and earns a share of
            what you deposit and bet from now on. You can have only one inviter.
          </Trans>
        </p>
      )}
      <ul className="agent-request-list">
        {list.map((request) => (
          <li key={request.id} className="agent-request">
            <span>
              <Trans>Agent ID {request.agent_id}</Trans>
              <span className="muted"> · {formatDateTime(request.created_at, locale)}</span>
            </span>
            <span className="agent-request-actions">
              <button
                type="button"
                className="btn btn-primary"
                disabled={answering != null}
                onClick={() => actor.send({ type: 'requests.accept', id: request.id })}
              >
                {answering === request.id ? <Trans>Please wait…</Trans> : <Trans>Accept</Trans>}
              </button>
              <button
                type="button"
                className="btn btn-secondary"
                disabled={answering != null}
                onClick={() => actor.send({ type: 'requests.decline', id: request.id })}
              >
                <Trans>Decline</Trans>
              </button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
