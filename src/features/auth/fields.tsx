import type { Text } from '../../ui/Message';
import { Field } from '../../ui/Field';

interface FieldOf {
  label: string;
  value: string;
  error?: Text | undefined;
  onValue(value: string): void;
}

/** The phone number of the login, the sign-up and the password recovery (a Brazilian mobile). */
export function PhoneField(props: FieldOf) {
  return (
    <Field
      name="phone"
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder="(11) 91234-5678"
      {...props}
    />
  );
}

/** A password, or its confirmation: a new one unless `autoComplete` says it is the current one. */
export function PasswordField({
  name,
  autoComplete = 'new-password',
  ...props
}: FieldOf & { name: 'password' | 'password_confirmation'; autoComplete?: 'new-password' | 'current-password' }) {
  return <Field name={name} type="password" autoComplete={autoComplete} {...props} />;
}
