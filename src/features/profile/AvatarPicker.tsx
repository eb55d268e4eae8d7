import { Trans, useLingui } from '@lingui/react/macro';
import './refusals';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useSystem } from '../../app/SystemContext';
import { LoadFailed } from '../../ui/LoadFailed';
import { Message } from '../../ui/Message';
import { useFlow } from '../../flow/useFlow';

/** The male and female photo lists; the chosen one becomes the member's picture. */
export function AvatarPicker({ current }: { current: string }) {
  const { t } = useLingui();
  const { load } = useSystem();
  const avatar = useFlow(load.avatar());
  const pictures = useSelector(avatar, (s) => s.context.pictures);
  const choosing = useSelector(avatar, (s) => s.context.choosing);
  const error = useSelector(avatar, (s) => s.context.error);
  const loading = useSelector(avatar, (s) => s.matches('loading'));
  const failed = useSelector(avatar, (s) => s.matches('failed'));
  const panel = useRef<HTMLDivElement>(null);
  // Opened, the chooser takes the focus on the current picture (or the first one).
  useEffect(() => {
    if (loading) return;
    const buttons = panel.current?.querySelectorAll<HTMLButtonElement>('.avatar-choice');
    const current = panel.current?.querySelector<HTMLButtonElement>('.avatar-choice[aria-pressed="true"]');
    (current ?? buttons?.[0])?.focus();
  }, [loading]);
  // The buttons are disabled while a choice is saved, which drops the focus: it comes back to the choice.
  useEffect(() => {
    if (choosing !== null || document.activeElement !== document.body) return;
    panel.current?.querySelector<HTMLButtonElement>('.avatar-choice[aria-pressed="true"]')?.focus();
  }, [choosing]);
  if (failed) return <LoadFailed onRetry={() => avatar.send({ type: 'avatar.retry' })} />;
  if (loading) return <div className="skeleton reward-skeleton" aria-busy="true" />;
  const group = (title: string, urls: string[]) => (
    <fieldset className="avatar-group">
      <legend>{title}</legend>
      <div className="avatar-grid">
        {urls.map((url) => (
          <button
            key={url}
            type="button"
            className="avatar-choice"
            aria-pressed={url === current}
            aria-label={t`Choose this picture`}
            disabled={choosing !== null}
            onClick={() => avatar.send({ type: 'avatar.choose', url })}
          >
            <img src={url} alt="" width="56" height="56" loading="lazy" decoding="async" />
            {url === current && (
              <span className="avatar-current" aria-hidden="true">
                ✓
              </span>
            )}
          </button>
        ))}
      </div>
    </fieldset>
  );
  return (
    <div className="stack" ref={panel}>
      {error && (
        <p className="form-error" role="alert">
          <Message text={error} />
        </p>
      )}
      {group(t`Male`, pictures.male)}
      {group(t`Female`, pictures.female)}
      {choosing && (
        <p className="muted" role="status">
          <Trans>Saving…</Trans>
        </p>
      )}
    </div>
  );
}
