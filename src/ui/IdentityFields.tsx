import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useId, useRef, useState, type MouseEvent } from 'react';
import { LegalDialog, type LegalDoc } from '../app/legalDialog';
import type { IdentityField, IdentityValues } from '../../machines/identity';
import { saoPauloDay } from '../../lib/time';
import { Field } from './Field';
import { Message, type Text } from './Message';

/** Today in São Paulo (YYYY-MM-DD): the day an age is counted on, as the server counts it. */
export const saoPauloToday = () => saoPauloDay(new Date());

interface IdentityFieldsProps {
  values: IdentityValues;
  errors: Partial<Record<IdentityField, Text>>;
  onChange(field: IdentityField, value: string): void;
}

/** Full name, CPF, date of birth and e-mail (Portaria SPA/MF 722/2024): registration's and /identity's. */
export function IdentityFields({ values, errors, onChange }: IdentityFieldsProps) {
  const { t } = useLingui();
  const change = (field: IdentityField) => (value: string) => onChange(field, value);
  return (
    <>
      <Field
        label={t`Full name`}
        name="realname"
        autoComplete="name"
        maxLength={120}
        value={values.realname}
        error={errors.realname}
        onValue={change('realname')}
      />
      <Field
        label={t`CPF`}
        name="cpf"
        inputMode="numeric"
        autoComplete="off"
        placeholder="000.000.000-00"
        maxLength={14}
        value={values.cpf}
        error={errors.cpf}
        onValue={change('cpf')}
      />
      <Field
        label={t`Date of birth`}
        name="birth_date"
        type="date"
        autoComplete="bday"
        max={saoPauloToday()}
        value={values.birth_date}
        error={errors.birth_date}
        onValue={change('birth_date')}
      />
      <Field
        label={t`E-mail`}
        name="email"
        type="email"
        autoComplete="email"
        maxLength={254}
        value={values.email}
        error={errors.email}
        onValue={change('email')}
      />
    </>
  );
}

/**
 * The box that accepts the terms and the privacy policy (and says the person is 18 or older). Each
 * document, and the responsible-gambling page, opens in a dialog over the form, which keeps what was typed.
 */
export function AcceptTerms({
  checked,
  error,
  onChange,
}: {
  checked: boolean;
  error?: Text | undefined;
  onChange(checked: boolean): void;
}) {
  const errorId = `${useId()}-error`;
  const [doc, setDoc] = useState<LegalDoc | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  // A button inside the label: reading a document neither ticks nor unticks the box.
  const read = (which: LegalDoc) => (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    opener.current = event.currentTarget;
    setDoc(which);
  };
  const close = () => {
    setDoc(null);
    opener.current?.focus();
  };
  return (
    <div className="field check-field" data-invalid={error ? '' : undefined}>
      <label>
        <input
          type="checkbox"
          name="accept_terms"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>
          <Trans>
            I am 18 or older and accept the{' '}
            <button type="button" className="link-button" onClick={read('terms')}>
              terms of use
            </button>{' '}
            and the{' '}
            <button type="button" className="link-button" onClick={read('privacy')}>
              privacy policy
            </button>{' '}
            (see also{' '}
            <button type="button" className="link-button" onClick={read('responsible')}>
              responsible gambling
            </button>
            )
          </Trans>
        </span>
      </label>
      {error && (
        <p id={errorId} className="error">
          <Message text={error} />
        </p>
      )}
      {doc && (
        <Suspense fallback={null}>
          <LegalDialog doc={doc} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
