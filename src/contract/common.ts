import * as v from 'valibot';

/** The envelope every API answer comes in. */
export const envelope = <TData extends v.GenericSchema>(data: TData) =>
  v.object({
    code: v.number(),
    status: v.picklist(['success', 'error']),
    message: v.string(),
    data,
    force_offline: v.optional(v.boolean()),
  });

export type Envelope<T> = {
  code: number;
  status: 'success' | 'error';
  message: string;
  data: T;
  force_offline?: boolean;
};

/** Money travels as a decimal string with two places: "1500.00". */
export const Money = v.pipe(v.string(), v.regex(/^-?\d+\.\d{2}$/, 'Invalid amount'));

/** Server texts the app recognises and shows in the person's language. */
export const ServerText = {
  unauthenticated: 'Unauthenticated.',
  invalidPhone: 'Please enter the correct mobile phone number.',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordsDiffer: 'Passwords did not match',
  captchaAgain: 'Please obtain the verification code again',
  phoneTaken: 'This phone number is already registered',
  wrongCredentials: 'Incorrect phone number or password',
  tooManyAttempts: 'Too many attempts, please try again later',
  inviteCodeUnknown: 'Invitation code not found',
  registered: 'Your registration has been successfully completed',
  loggedIn: 'Login successful',
  loggedOut: 'Logged out',
  forcedOffline: 'Your session was ended by the operator',
  notFound: 'Not found',
  invalidRequest: 'Please fix the error in the form',
  serverError: 'Server error, please try again later',
  ok: 'OK',
} as const;

/** Keeps digits only and drops a leading +55 country code. */
export function normalizePhone(input: string): string {
  const digits = input.replace(/\D/g, '');
  return digits.length === 13 && digits.startsWith('55') ? digits.slice(2) : digits;
}

/** A Brazilian mobile: a DDD of two non-zero digits, then 9, then eight digits. */
export function isBrazilianMobile(phone: string): boolean {
  return /^[1-9]{2}9\d{8}$/.test(normalizePhone(phone));
}

export const Phone = v.pipe(
  v.string(ServerText.invalidPhone),
  v.transform(normalizePhone),
  v.check(isBrazilianMobile, ServerText.invalidPhone),
);

export const PASSWORD_MIN = 6;

export const Password = v.pipe(
  v.string(ServerText.passwordTooShort),
  v.minLength(PASSWORD_MIN, ServerText.passwordTooShort),
  v.maxLength(128, ServerText.passwordTooShort),
);

/** Every request may carry the interface language (query param and body field). */
export const LangField = v.optional(v.pipe(v.string(), v.maxLength(10)));

/** A whole number from 1 to max, also when it arrives as a query string ("2"). */
export const PositiveInt = (max: number) =>
  v.pipe(v.unknown(), v.transform(Number), v.number(), v.integer(), v.minValue(1), v.maxValue(max));

/** The paging fields of a list request: page (from 1) and per_page (at most 100). */
export const paging = (perPage: number) => ({
  page: v.optional(PositiveInt(10_000), 1),
  per_page: v.optional(PositiveInt(100), perPage),
});
