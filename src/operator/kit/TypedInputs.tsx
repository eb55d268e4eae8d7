import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState, type InputHTMLAttributes } from 'react';
import { formatDay } from '../i18n';
import { datePattern, decimalExample, formatDecimal, parseDay, parseDecimal } from '../figures';

type Props = {
  /** The API's form ("2026-11-28", "2000.00"), "" or what was typed that is none. */
  value: string;
  onChange: (value: string) => void;
  name?: string;
  className?: string;
  disabled?: boolean;
};

/**
 * A field typed the person's way and read strictly: its form is given the API's form when the text is one,
 * "" when emptied, or the text as typed when it is none — which the field says once the person leaves it
 * (and which the server refuses if sent). A value set from outside (a preset, the record opened, the language
 * changed) is shown the person's way; what is being typed stays as typed.
 */
function TypedInput({
  value,
  onChange,
  parse,
  show,
  problem,
  attributes,
  ...props
}: Props & {
  parse: (text: string) => string | null;
  show: (value: string) => string;
  problem: string;
  attributes: InputHTMLAttributes<HTMLInputElement>;
}) {
  const { i18n } = useLingui();
  const hint = useId();
  const [text, setText] = useState(() => show(value));
  const [left, setLeft] = useState(false);
  useEffect(() => {
    setText((typed) => (typed === value || parse(typed) === value ? typed : show(value)));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `parse` and `show` follow the language: i18n.locale
  }, [value, i18n.locale]);
  const invalid = left && text.trim() !== '' && parse(text) === null;
  return (
    <>
      <input
        {...attributes}
        {...props}
        autoComplete="off"
        value={text}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? hint : undefined}
        onBlur={() => setLeft(true)}
        onChange={(event) => {
          const typed = event.target.value;
          setText(typed);
          setLeft(false);
          onChange(typed.trim() === '' ? '' : (parse(typed) ?? typed));
        }}
      />
      {invalid && (
        <span className="op-field-error" id={hint}>
          {problem}
        </span>
      )}
    </>
  );
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A day typed as the person's language writes a date ("28/11/2026"), not the browser's date picker (which
 * follows the browser's language, not the back office's); its form gets the API's day ("2026-11-28").
 */
export function DateInput(props: Props) {
  const { t } = useLingui();
  const pattern = datePattern();
  return (
    <TypedInput
      {...props}
      parse={parseDay}
      show={(day) => (DAY.test(day) ? formatDay(day) : day)}
      problem={t`Write the date as ${pattern}`}
      attributes={{ inputMode: 'numeric', placeholder: pattern, maxLength: 10 }}
    />
  );
}

const DECIMAL = /^\d+(\.\d+)?$/;

/**
 * A figure typed as the person's language writes it (pt "2.000,00", en "2,000.00"; parseDecimal's rule), with
 * `places` decimals (0: a whole number); its form gets the API's form ("2000.00", "24").
 */
export function DecimalInput({ places = 2, ...props }: Props & { places?: number }) {
  const { t } = useLingui();
  const example = decimalExample(places);
  return (
    <TypedInput
      {...props}
      parse={(text) => parseDecimal(text, places)}
      show={(value) => (DECIMAL.test(value) ? formatDecimal(value, places) : value)}
      problem={places > 0 ? t`Write the amount as ${example}` : t`Write a whole number, as ${example}`}
      attributes={{ inputMode: places > 0 ? 'decimal' : 'numeric' }}
    />
  );
}
