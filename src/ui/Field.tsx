import { useId, type InputHTMLAttributes } from 'react';
import { Message, type Text } from './Message';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  error?: Text | undefined;
  onValue(value: string): void;
}

/** A labelled input whose error is announced and tied to it. */
export function Field({ label, error, onValue, ...input }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field" data-invalid={error ? '' : undefined}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onValue(event.target.value)}
        {...input}
      />
      {error && (
        <p id={errorId} className="error">
          <Message text={error} />
        </p>
      )}
    </div>
  );
}
