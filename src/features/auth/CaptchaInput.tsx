import { useLingui } from '@lingui/react/macro';
import type { CaptchaData } from '../../../contract/account';
import { Field } from '../../ui/Field';
import { Message } from '../../ui/Message';
import type { Text } from '../../../machines/shared';
import { HostedCaptcha } from './HostedCaptcha';

interface CaptchaInputProps {
  captcha: CaptchaData | null;
  loading: boolean;
  failed: boolean;
  value: string;
  error: Text | undefined;
  onValue(value: string): void;
  /** A new picture, or the failed one asked again. */
  onRefresh(): void;
}

/**
 * The captcha of the login, the sign-up and the password recovery: the hosted provider's widget, or the
 * built-in picture with its code field (the picture is the button for another one).
 */
export function CaptchaInput({ captcha, loading, failed, value, error, onValue, onRefresh }: CaptchaInputProps) {
  const { t } = useLingui();
  if (captcha?.provider && captcha.provider !== 'builtin' && captcha.site_key)
    return (
      <div className="field" data-invalid={error ? '' : undefined}>
        <HostedCaptcha provider={captcha.provider} siteKey={captcha.site_key} onToken={onValue} />
        {error && (
          <p className="error" role="alert">
            <Message text={error} />
          </p>
        )}
      </div>
    );
  return (
    <div className="captcha-row">
      <Field
        label={t`Verification code`}
        name="captcha"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={8}
        value={value}
        error={error}
        onValue={onValue}
      />
      <button
        type="button"
        className="captcha-image"
        onClick={onRefresh}
        aria-label={t`New verification code`}
        disabled={loading}
      >
        {captcha?.image && !loading ? (
          <img src={captcha.image} alt={t`Verification code image`} width="120" height="46" />
        ) : (
          <span className={failed ? 'captcha-failed' : 'skeleton captcha-skeleton'}>
            {failed ? t`Try again` : null}
          </span>
        )}
      </button>
    </div>
  );
}
