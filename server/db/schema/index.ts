/** The database schema, one file per area (drizzle.config.ts reads this index). */
export * from './sites';
export * from './members';
export * from './games';
export * from './payments';
export * from './promotions';
export * from './information';
export * from './seamless';
export * from './provider';
export * from './live';
// ── i25 foundation ──
export * from './accounts';
// ── i25 recovery ──
// ── i25 two-factor ──
export * from './twoFactor';
// ── i25 notices ──
export * from './noticeMarks';
// ── i25 privacy ──
export * from './privacy';
// ── i26 limits ──
export * from './limitsOffer';
// ── i26 incentives ──
// ── i26 sports ──
// ── i26 screens ──
// ── i26 texts ──
// ── i27 backoffice ──
export * from './backoffice';
// ── i27 players ──
export * from './boPlayers';
// ── i27 deposits ──
// ── i27 compliance ──
export * from './boCompliance';
// ── i27 sportsbook ──
export * from './boSportsbook';
// ── i27 promotions ──
export * from './boPromotions';
// ── i27 reports ──
// ── i27 dashboard ──
// ── i34 jobs ──
export * from './jobs';
// ── i36 sports prefs ──
export * from './sportsPrefs';
// ── i37 regulator ──
export * from './regulator';
// ── i37 identity verification ──
export * from './kyc';
