import type { Locale } from '../../../contract/locales';
import { memo } from '../../i18n/sportsFormat';

// Apart from the sports formats the home page's football block loads: only the slip writes whole amounts.

const wholeMoneyFormat = memo(
  (tag) =>
    new Intl.NumberFormat(tag, {
      style: 'currency',
      currency: 'BRL',
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
    }),
);

/** An amount in BRL without the centavos when it has none ("R$ 5", "R$ 2,50"): the slip's quick stakes. */
export function formatWholeMoney(amount: string, locale: Locale): string {
  return wholeMoneyFormat(locale).format(Number(amount));
}
