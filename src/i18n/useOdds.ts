import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useState } from 'react';
import { useLocale } from '../app/hooks';
import { useSystem } from '../app/SystemContext';
import { formatOdds } from './sportsFormat';

type FormatPrice = typeof import('./oddsFormat').formatPrice;

/** The converter, once loaded (a module's one copy: every screen after the first has it at once). */
let loaded: FormatPrice | null = null;
const load = () =>
  import('./oddsFormat').then(({ formatPrice }) => {
    loaded = formatPrice;
    return formatPrice;
  });

/**
 * The one way a screen writes odds: in the member's format (their record's `odds_format`; a guest's are
 * decimal) and language. The fractional and American converter loads only for a member who chose one, so the
 * home page's football block brings no new code to a guest or a decimal member.
 */
export function useOdds(): (odds: string) => string {
  const locale = useLocale();
  const format = useSelector(useSystem().actors.session, (s) => s.context.user?.odds_format ?? 'decimal');
  const [formatPrice, setFormatPrice] = useState<FormatPrice | null>(() => loaded);
  useEffect(() => {
    if (format === 'decimal' || formatPrice) return;
    let live = true;
    void load().then((f) => live && setFormatPrice(() => f));
    return () => {
      live = false;
    };
  }, [format, formatPrice]);
  return useCallback(
    (odds: string) =>
      format !== 'decimal' && formatPrice ? formatPrice(odds, locale, format) : formatOdds(odds, locale),
    [format, formatPrice, locale],
  );
}
