import { useLingui } from '@lingui/react';
import type { Locale } from '../../contract/locales';
import { formatMoney } from '../../lib/format';

/** An amount in BRL, formatted for the person's language (R$ 1.500,00 in Portuguese). */
export function Money({ amount }: { amount: string | number }) {
  const { i18n } = useLingui();
  return <span className="money">{formatMoney(amount, i18n.locale as Locale)}</span>;
}
