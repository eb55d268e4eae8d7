/** The same odds (2.50) in each format, so the member sees what each choice looks like. */
export const EXAMPLE = '2.50';

/** 2.50 as fractional and American odds (src/i18n/oddsFormat.ts; tests/unit/oddsFormat.test.ts checks them). */
export const EXAMPLES = { fractional: '3/2', american: '+150' } as const;
