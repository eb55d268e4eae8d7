/** Identities for the players tests register (registration asks them: contract/auth.ts Register2Body). */

/** A valid CPF whose first nine digits are `base` (padded): the two check digits computed modulo 11. */
export function validCpf(base: string): string {
  const digits = [...base.replace(/\D/g, '').slice(-9).padStart(9, '1')].map(Number);
  for (const length of [9, 10]) {
    let sum = 0;
    for (let i = 0; i < length; i += 1) sum += digits[i]! * (length + 1 - i);
    digits.push(((sum * 10) % 11) % 10);
  }
  return digits.join('');
}

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
