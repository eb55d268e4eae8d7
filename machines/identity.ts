import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isCalendarDay } from '../contract/common';
import { FIRST_BIRTH_DATE, FULL_NAME_MAX, isAdultOn, isNameText, isValidCpf, isValidEmail } from '../contract/fields';

export const IDENTITY_MESSAGES = {
  fullNameRequired: msg`Enter your full name`,
  fullNameTooLong: msg`Your full name can have at most 120 characters`,
  fullNameCharacters: msg`Your full name can only have letters, spaces, hyphens and apostrophes`,
  cpfInvalid: msg`Please enter a valid CPF`,
  birthDateRequired: msg`Enter your date of birth`,
  underage: msg`You must be 18 or older to register`,
  emailInvalid: msg`Please enter a valid e-mail`,
  termsRequired: msg`Accept the terms and the privacy policy to continue`,
} as const;

export const IDENTITY_FIELDS = ['realname', 'cpf', 'birth_date', 'email', 'accept_terms'] as const;
export type IdentityField = (typeof IDENTITY_FIELDS)[number];
/** What was typed; `accept_terms` is 'yes' once the box is ticked, '' otherwise. */
export type IdentityValues = Record<IdentityField, string>;

export const EMPTY_IDENTITY: IdentityValues = { realname: '', cpf: '', birth_date: '', email: '', accept_terms: '' };

/**
 * The identity rules (Portaria SPA/MF 722/2024) as the server applies them: a full name, a CPF whose check
 * digits hold, a real date of birth, not after `today`, of someone 18 or older on `today` (São Paulo, YYYY-MM-DD; unchecked when
 * empty), an e-mail, the terms accepted. Empty when the identity can be sent.
 */
export function validateIdentity(
  values: IdentityValues,
  today: string,
): Partial<Record<IdentityField, MessageDescriptor>> {
  const errors: Partial<Record<IdentityField, MessageDescriptor>> = {};
  const name = values.realname.trim();
  if (name.length > FULL_NAME_MAX) errors.realname = IDENTITY_MESSAGES.fullNameTooLong;
  else if (name !== '' && !isNameText(name)) errors.realname = IDENTITY_MESSAGES.fullNameCharacters;
  else if (!/^\S+(\s+\S+)+$/.test(name)) errors.realname = IDENTITY_MESSAGES.fullNameRequired;
  if (!isValidCpf(values.cpf.trim())) errors.cpf = IDENTITY_MESSAGES.cpfInvalid;
  const birth = values.birth_date;
  if (!isCalendarDay(birth) || birth < FIRST_BIRTH_DATE || (today !== '' && birth > today)) {
    errors.birth_date = IDENTITY_MESSAGES.birthDateRequired;
  } else if (today && !isAdultOn(birth, today)) errors.birth_date = IDENTITY_MESSAGES.underage;
  if (!isValidEmail(values.email.trim().toLowerCase())) errors.email = IDENTITY_MESSAGES.emailInvalid;
  if (values.accept_terms !== 'yes') errors.accept_terms = IDENTITY_MESSAGES.termsRequired;
  return errors;
}

/** The identity as the API takes it (register2, POST /api/member/identity). */
export const identityRequest = (values: IdentityValues) => ({
  realname: values.realname.trim(),
  cpf: values.cpf.trim(),
  birth_date: values.birth_date,
  email: values.email.trim(),
  accept_terms: true as const,
});
