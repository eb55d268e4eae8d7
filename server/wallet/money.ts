/** Integer centavos → the API's decimal string with two places: 150000 → "1500.00". */
export function formatCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of centavos: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const reais = Math.floor(abs / 100);
  const rest = abs % 100;
  return `${sign}${reais}.${rest.toString().padStart(2, '0')}`;
}

/** The API's decimal string → integer centavos: "1500.00" → 150000, "10.5" → 1050. */
export function parseMoney(value: string): number {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) throw new RangeError(`Not an amount: ${value}`);
  const [, sign, reais = '0', fraction = ''] = match;
  const cents = Number(reais) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Amount too large: ${value}`);
  return sign === '-' ? -cents : cents;
}
