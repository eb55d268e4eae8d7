import { useSelector } from '@xstate/react';
import { use } from 'react';
import { useLocale } from '../app/hooks';
import { useSystem } from '../app/SystemContext';
import type { OddsFormat } from '../../contract/oddsFormats';
import { formatOdds } from './sportsFormat';

/** The fractional and American converter, loaded once, the first time a member's format needs it. */
let converter: Promise<typeof import('./oddsFormat')> | undefined;

/**
 * The one way a screen writes odds: in the member's format (their record's `odds_format`; a guest's are
 * decimal) and language. The converter loads only for a member who chose another format than decimal (the
 * screen waits for it, in its Suspense).
 */
export function useOdds(): (odds: string) => string {
  const locale = useLocale();
  const format = useSelector(useSystem().actors.session, (s) => s.context.user?.odds_format ?? 'decimal');
  const write = format !== 'decimal' && use((converter ??= import('./oddsFormat'))).writeOdds;
  return (odds) => (write ? write(odds, format as Exclude<OddsFormat, 'decimal'>) : formatOdds(odds, locale));
}
