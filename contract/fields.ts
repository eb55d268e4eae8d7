import * as v from 'valibot';
import { isPlainText } from './common';
import { says } from './says';

/*
 * The rules of the fields a person fills in (phone, password, name, CPF, e-mail, dates): the forms that ask
 * for them and the server's checks share them. Apart from the common schemas (./common.ts) because the
 * first page asks for none of them: they load with the forms.
 */

/** Keeps digits only and drops a leading +55 country code. */
export function normalizePhone(input: string): string {
  const digits = input.replace(/\D/g, '');
  return digits.length === 13 && digits.startsWith('55') ? digits.slice(2) : digits;
}

/** A Brazilian mobile: a DDD of two non-zero digits, then 9, then eight digits. */
export function isBrazilianMobile(phone: string): boolean {
  return /^[1-9]{2}9\d{8}$/.test(normalizePhone(phone));
}

/** What a phone number may be typed with: digits, spaces and + ( ) - . — letters or markup are refused. */
export const isPhoneText = (text: string) => /^[\d\s+().-]*$/.test(text);
/** An invitation code as typed: letters and digits only. */
export const isCodeText = (text: string) => /^[A-Za-z0-9]*$/.test(text.trim());

export const Phone = v.pipe(
  v.string(says('auth.phone_invalid')),
  v.check(isPhoneText, says('auth.phone_characters')),
  v.transform(normalizePhone),
  v.check(isBrazilianMobile, says('auth.phone_invalid')),
);

export const PASSWORD_MIN = 6;

export const Password = v.pipe(
  v.string(says('auth.password_too_short')),
  v.minLength(PASSWORD_MIN, says('auth.password_too_short')),
  v.maxLength(128, says('auth.password_too_short')),
);

/** The longest full name accepted. */
export const FULL_NAME_MAX = 120;
/** A person's name: letters (any alphabet, with accents), spaces, hyphens, apostrophes and dots — no digits or markup. */
export const isNameText = (text: string) => /^[\p{L}\p{M}' .\u2019-]+$/u.test(text);

/** CPF: 11 digits (dots and dash allowed), not all equal, two check digits modulo 11. */
export function isValidCpf(input: string): boolean {
  const cpf = input.replace(/[.\-\s]/g, '');
  if (!/^\d{11}$/.test(cpf) || /^(\d)\1{10}$/.test(cpf)) return false;
  return withCpfCheckDigits(cpf.slice(0, 9)) === cpf;
}

/** Nine digits followed by their two CPF check digits (modulo 11). */
export function withCpfCheckDigits(nine: string): string {
  const digits = [...nine].map(Number);
  for (const length of [9, 10]) {
    let sum = 0;
    for (let i = 0; i < length; i += 1) sum += digits[i]! * (length + 1 - i);
    digits.push(((sum * 10) % 11) % 10);
  }
  return digits.join('');
}

/** An e-mail address as the product takes one: one @, a dotted domain, at most 254 characters, no markup. */
export const isValidEmail = (email: string) =>
  /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email) && email.length <= 254 && isPlainText(email);

/** The earliest date of birth taken. */
export const FIRST_BIRTH_DATE = '1900-01-01';

/** The age from which a person may register and play (Lei 14.790/2023, art. 26). */
export const MIN_AGE = 18;

/** Whether someone born on `birthDate` (YYYY-MM-DD) is MIN_AGE or older on `today` (YYYY-MM-DD). */
export function isAdultOn(birthDate: string, today: string): boolean {
  const [year, rest] = [Number(today.slice(0, 4)), today.slice(4)];
  return birthDate <= `${String(year - MIN_AGE).padStart(4, '0')}${rest}`;
}

/** The CPF's eleven digits, whatever punctuation it was typed with. */
export const cpfDigits = (cpf: string) => cpf.replace(/\D/g, '');
