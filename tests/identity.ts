/** Identities for the players tests register (registration asks them: contract/auth.ts Register2Body). */
import { withCpfCheckDigits } from '../contract/fields';

/** A valid CPF whose first nine digits are the last nine of `base` (padded). */
export const validCpf = (base: string): string =>
  withCpfCheckDigits(base.replace(/\D/g, '').slice(-9).padStart(9, '1'));

/** The identity a test player registers with, unique by phone (its CPF is made from the phone). */
export function identityFor(phone: string) {
  return {
    realname: 'Ana Souza',
    cpf: validCpf(phone),
    birth_date: '1990-05-17',
    email: `p${phone}@example.com`,
    accept_terms: true,
  };
}
