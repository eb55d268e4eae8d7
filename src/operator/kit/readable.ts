/** Abbreviations written in capitals when a code is made readable. */
const CAPITALS = new Set(['cpf', 'cnpj', 'pix', 'id', 'ggr', 'totp', 'kyc', 'url', 'ip', 'sms', 'rg', 'cnh', 'psp']);

/**
 * A code nobody gave words yet, made readable rather than shown as it is: "cpf_masked" → "CPF masked",
 * "cash_out.partial" → "Cash out partial".
 */
export function readable(code: string): string {
  const words = code
    .split(/[._\s]+/)
    .filter(Boolean)
    .map((word) => (CAPITALS.has(word.toLowerCase()) ? word.toUpperCase() : word))
    .join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
