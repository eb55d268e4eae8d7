import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useLocale, useModalsEvents } from '../../app/hooks';
import { useSystem } from '../../app/SystemContext';
import { Dialog } from '../../ui/Dialog';
import { isLocale } from '../../../contract/locales';
import { BCP47 } from '../../i18n/locales';

/** The language chooser, open: choosing saves the language and reloads the page in it. */
export default function LanguageDialog() {
  const { language } = useSystem().actors;
  const options = useSelector(language, (s) => s.context.options);
  const switching = useSelector(language, (s) => s.matches('switching'));
  const current = useLocale();
  const { closeLanguage } = useModalsEvents();
  return (
    <Dialog open onClose={closeLanguage} title={<Trans>Language</Trans>} size="small">
      <ul className="language-list">
        {options.map((option) => (
          <li key={option.value}>
            <button
              type="button"
              className="language-option"
              aria-current={option.value === current ? 'true' : undefined}
              disabled={switching}
              lang={isLocale(option.value) ? BCP47[option.value] : undefined}
              onClick={() =>
                option.value === current
                  ? closeLanguage()
                  : language.send({ type: 'language.choose', code: option.value })
              }
            >
              <span className="language-code" aria-hidden="true">
                {option.value.toUpperCase()}
              </span>
              <span>{option.option}</span>
              {option.value === current && (
                <span className="language-check" aria-hidden="true">
                  ✓
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
