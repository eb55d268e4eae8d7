import { createServer } from 'node:net';

// What the scripts that drive a real server (npm run chaos, npm run bench) share.

/** A port free on 127.0.0.1 right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** A valid CPF made from a phone's last nine digits (its two check digits computed), one per player. */
export function cpfFor(phone) {
  const digits = [...phone.slice(-9)].map(Number);
  for (const length of [9, 10]) {
    let sum = 0;
    for (let i = 0; i < length; i += 1) sum += digits[i] * (length + 1 - i);
    digits.push(((sum * 10) % 11) % 10);
  }
  return digits.join('');
}

/** What a new player sends to POST /api/auth/register2 (the app's form): one per phone, its CPF made from it. */
export function registration(phone, captcha) {
  return {
    phone,
    password: 'segredo1',
    password_confirmation: 'segredo1',
    captcha_key: captcha.key,
    captcha: captcha.answer,
    realname: 'Ana Souza',
    cpf: cpfFor(phone),
    birth_date: '1990-05-17',
    email: `p${phone}@example.com`,
    accept_terms: true,
  };
}
