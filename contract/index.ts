export * from './common';
export * from './fields';
export * from './auth';
export * from './account';
export * from './site';
export * from './locales';
export * from './operator';
export * from './games';
export * from './tables';
export * from './system';
export * from './house';
export * from './money';
export * from './orderCenter';
export * from './promotions';
export * from './information';
export * from './security';
export * from './agency';
export * from './responsible';
export * from './seamless';
// The server's texts by name (the apps import none of them).
export * from './texts';
export * from './moneyText';
export * from './promoText';
// ── i25 foundation ──
// ── i25 recovery ──
export * from './codes';
export * from './recovery';
export * from './phone';
// ── i25 two-factor ──
export * from './securityTwoFactor';
// ── i25 notices ──
export * from './notices';
// ── i25 privacy ──
export * from './privacy';
// ── i26 limits ──
// ── i26 incentives ──
export * from './incentives';
// ── i26 sports ──
// ── i26 screens ──
export * from './withdrawalHolder';
export * from './devPages';
// ── i26 texts ──
// ── i27 backoffice ──
export * from './backoffice';
export * from './boAudit';
export * from './boMaxWin';
// ── i27 players ──
export * from './boPlayers';
export * from './boPlayerPage';
// ── i27 deposits ──
export * from './boDeposits';
// ── i27 compliance ──
export * from './boCompliance';
// ── i27 sportsbook ──
export * from './boSportsbook';
export * from './boTraderDesk';
// ── i27 promotions ──
export * from './boPromotions';
export * from './boSites';
export * from './boSiteContent';
export * from './boMessages';
// ── i27 reports ──
export * from './boReports';
export * from './boDashboard';
// ── i27 dashboard ──
