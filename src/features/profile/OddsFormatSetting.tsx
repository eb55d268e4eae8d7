import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import './refusals';
import { ODDS_FORMATS, type OddsFormat } from '../../../contract/oddsFormats';
import { useLocale } from '../../app/hooks';
import { useSystem } from '../../app/SystemContext';
import { useFlow } from '../../flow/useFlow';
import { formatOdds } from '../../i18n/sportsFormat';
import { Message } from '../../ui/Message';
import { EXAMPLE, EXAMPLES } from './oddsExamples';

/** The profile's odds format: decimal, fractional or American, saved on the member's record. */
export default function OddsFormatSetting({ current }: { current: OddsFormat }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { load } = useSystem();
  const actor = useFlow(load.oddsFormat(), { input: { format: current } });
  const format = useSelector(actor, (s) => s.context.saving ?? s.context.format);
  const saving = useSelector(actor, (s) => s.matches('saving'));
  const error = useSelector(actor, (s) => s.context.error);
  const names: Record<OddsFormat, string> = { decimal: t`Decimal`, fractional: t`Fractional`, american: t`American` };
  return (
    <fieldset className="card odds-format" data-testid="odds-format">
      <legend>
        <Trans>Odds format</Trans>
      </legend>
      <div className="odds-format-choices">
        {ODDS_FORMATS.map((option) => (
          <label key={option} className="odds-format-choice">
            <input
              type="radio"
              name="odds-format"
              value={option}
              checked={format === option}
              disabled={saving}
              onChange={() => actor.send({ type: 'odds.choose', format: option })}
            />
            <span>{names[option]}</span>
            <span className="muted odds-format-example">
              {option === 'decimal' ? formatOdds(EXAMPLE, locale) : EXAMPLES[option]}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p className="form-error" role="alert">
          <Message text={error} />
        </p>
      )}
    </fieldset>
  );
}
