/** How odds may be written (the member's choice, on their record): apart, so the first page carries only this. */
export const ODDS_FORMATS = ['decimal', 'fractional', 'american'] as const;
export type OddsFormat = (typeof ODDS_FORMATS)[number];
