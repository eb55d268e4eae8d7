import type { AppDeps } from '../config';
import { parseMoney } from '../wallet/money';

/** A fee as configured: "1.5%" of the amount, or a fixed "2.00". */
export function feeCents(fee: string, cents: number): number {
  if (fee.endsWith('%')) return Math.round((cents * Number(fee.slice(0, -1))) / 100);
  return parseMoney(fee);
}

/** An order number: a prefix ("RD" deposit, "WD" withdrawal), the time to the second, 8 random digits. */
export function newOrderNo(prefix: 'RD' | 'WD', deps: AppDeps, now: Date): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  const digits = [...deps.random(8)].map((b) => String(b % 10)).join('');
  return `${prefix}${stamp}${digits}`;
}

/** A CPF as a member may see someone's (LGPD): the middle six digits only, ***.982.247-**. */
export function maskCpf(cpf: string): string {
  const digits = cpf.replace(/\D/g, '');
  return `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**`;
}
