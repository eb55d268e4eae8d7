import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parsePo } from '../notices/catalog';

/**
 * What each action of the audit trail is, in words: the trail keeps the action's stable code (an operator
 * endpoint's path, "GET " and the path for a refused read, or a name of what happened: "staff.signed_in"), and
 * the back office reads it as these words in the reader's language. The texts are English (the source) and
 * marked for extraction (`i18n` comment) into the back office's catalog, `locales/{pt,en}/operator.po`, which
 * this module reads. tests/server/audit-words.test.ts fails on an action the server can write without words.
 */
interface Words {
  id: string;
}

export const AUDIT_ACTION_WORDS: Record<string, Words> = {
  // Named events (written by their handlers).
  'staff.signed_in': /*i18n*/ { id: 'Signed in to the back office' },
  'staff.totp_set_up': /*i18n*/ { id: 'Set up the authenticator app' },
  'staff.password_set': /*i18n*/ { id: 'Chose their own password at the first sign-in' },
  'staff.password_changed': /*i18n*/ { id: 'Changed their password' },
  'player.viewed': /*i18n*/ { id: 'Opened a player’s page' },
  'kyc.file_viewed': /*i18n*/ { id: 'Viewed a picture of an identity case' },
  'report.exported': /*i18n*/ { id: 'Exported a report' },
  'audit.exported': /*i18n*/ { id: 'Exported the audit trail' },
  // Staff and sign-in.
  '/operator/auth/login': /*i18n*/ { id: 'Sign-in: e-mail and password' },
  '/operator/auth/code': /*i18n*/ { id: 'Sign-in: authenticator code' },
  '/operator/auth/logout': /*i18n*/ { id: 'Signed out' },
  'GET /operator/me': /*i18n*/ { id: 'Read own staff account' },
  'GET /operator/staff': /*i18n*/ { id: 'See the staff accounts' },
  '/operator/me/first-password': /*i18n*/ { id: 'Choose their own password at the first sign-in' },
  '/operator/me/password': /*i18n*/ { id: 'Change their password' },
  '/operator/staff/create': /*i18n*/ { id: 'Create a staff account' },
  '/operator/staff/update': /*i18n*/ { id: 'Change a staff account' },
  'GET /operator/audit-trail': /*i18n*/ { id: 'See the audit trail' },
  'GET /operator/audit-trail/export': /*i18n*/ { id: 'Export the audit trail' },
  // Settings.
  'GET /operator/settings/four-eyes': /*i18n*/ { id: 'See the four-eyes amount' },
  '/operator/settings/four-eyes': /*i18n*/ { id: 'Change the four-eyes amount' },
  'GET /operator/settings/max-win': /*i18n*/ { id: 'See the maximum win per round' },
  '/operator/settings/max-win': /*i18n*/ { id: 'Change the maximum win per round' },
  'GET /operator/settings/ggr-tax': /*i18n*/ { id: 'See the tax rate on GGR' },
  '/operator/settings/ggr-tax': /*i18n*/ { id: 'Change the tax rate on GGR' },
  '/operator/site/turnover': /*i18n*/ { id: 'Change a site’s turnover before withdrawals' },
  // Withdrawals.
  'GET /operator/withdrawals/queue': /*i18n*/ { id: 'See the withdrawals waiting' },
  '/operator/withdrawals/list': /*i18n*/ { id: 'List withdrawals' },
  '/operator/withdrawals/approve': /*i18n*/ { id: 'Approve a withdrawal' },
  '/operator/withdrawals/reject': /*i18n*/ { id: 'Reject a withdrawal' },
  '/operator/withdrawals/pay': /*i18n*/ { id: 'Pay a withdrawal' },
  // Players.
  'GET /operator/players': /*i18n*/ { id: 'Search players' },
  'GET /operator/players/summary': /*i18n*/ { id: 'Open a player’s page' },
  'GET /operator/players/ledger': /*i18n*/ { id: 'See a player’s ledger' },
  'GET /operator/players/bets': /*i18n*/ { id: 'See a player’s sports bets' },
  'GET /operator/players/rounds': /*i18n*/ { id: 'See a player’s game rounds' },
  'GET /operator/players/slips': /*i18n*/ { id: 'See a player’s bet slips' },
  'GET /operator/players/deposits': /*i18n*/ { id: 'See a player’s deposits' },
  'GET /operator/players/withdrawals': /*i18n*/ { id: 'See a player’s withdrawals' },
  'GET /operator/players/pix-keys': /*i18n*/ { id: 'See a player’s PIX keys' },
  'GET /operator/players/sessions': /*i18n*/ { id: 'See a player’s sessions' },
  'GET /operator/players/notifications': /*i18n*/ { id: 'See a player’s notifications' },
  'GET /operator/players/notes': /*i18n*/ { id: 'See the notes on a player' },
  'GET /operator/players/audit': /*i18n*/ { id: 'See the audit trail about a player' },
  '/operator/players/end-sessions': /*i18n*/ { id: 'End a player’s sessions' },
  '/operator/players/block': /*i18n*/ { id: 'Block a player' },
  '/operator/players/unblock': /*i18n*/ { id: 'Unblock a player' },
  '/operator/players/adjust': /*i18n*/ { id: 'Credit or debit a player' },
  '/operator/players/notes': /*i18n*/ { id: 'Add a note on a player' },
  '/operator/force-offline': /*i18n*/ { id: 'Force a player offline' },
  '/operator/expire-sessions': /*i18n*/ { id: 'Expire a player’s sessions' },
  '/operator/idle-sessions': /*i18n*/ { id: 'Test: make a player’s sessions idle' },
  '/operator/credit': /*i18n*/ { id: 'Credit a player' },
  '/operator/two-factor/reset': /*i18n*/ { id: 'Turn a player’s two-step verification off' },
  '/operator/notify': /*i18n*/ { id: 'Notify a player' },
  '/operator/scenario': /*i18n*/ { id: 'Test: put a test account into a known state' },
  '/operator/scenarios': /*i18n*/ { id: 'Test: list the test scenarios' },
  '/operator/seed/demo': /*i18n*/ { id: 'Create the demo player' },
  '/operator/audit': /*i18n*/ { id: 'Check every wallet against its ledger' },
  // Deposits.
  'GET /operator/deposits': /*i18n*/ { id: 'See the deposits' },
  'GET /operator/deposits/refunds': /*i18n*/ { id: 'See the refunds' },
  '/operator/deposits/refund-retry': /*i18n*/ { id: 'Retry a refund' },
  // Responsible gambling.
  'GET /operator/compliance/rules': /*i18n*/ { id: 'See the responsible-gambling rules' },
  '/operator/compliance/rules': /*i18n*/ { id: 'Change a responsible-gambling rule' },
  '/operator/compliance/evaluate': /*i18n*/ { id: 'Evaluate the responsible-gambling rules' },
  'GET /operator/compliance/flags': /*i18n*/ { id: 'See the responsible-gambling queue' },
  '/operator/compliance/flags/contact': /*i18n*/ { id: 'Record a contact about a flag' },
  '/operator/compliance/flags/cooling-off': /*i18n*/ { id: 'Set a cooling-off' },
  '/operator/compliance/flags/close': /*i18n*/ { id: 'Close a flag' },
  'GET /operator/compliance/member': /*i18n*/ { id: 'See a player’s responsible-gambling story' },
  // Sportsbook.
  '/operator/settle': /*i18n*/ { id: 'Settle a match' },
  'GET /operator/sportsbook/fixtures': /*i18n*/ { id: 'See the matches' },
  '/operator/sportsbook/markets/suspend': /*i18n*/ { id: 'Suspend a market' },
  '/operator/sportsbook/markets/reopen': /*i18n*/ { id: 'Reopen a market' },
  '/operator/sportsbook/settle': /*i18n*/ { id: 'Settle a match with its score' },
  'GET /operator/sportsbook/exposure': /*i18n*/ { id: 'See a match’s exposure' },
  'GET /operator/sportsbook/feed': /*i18n*/ { id: 'See the results feed' },
  'GET /operator/sportsbook/desk/markets': /*i18n*/ { id: 'See a match’s markets and odds' },
  '/operator/sportsbook/matches/suspend': /*i18n*/ { id: 'Suspend a match' },
  '/operator/sportsbook/matches/reopen': /*i18n*/ { id: 'Reopen a match' },
  '/operator/sportsbook/prices/override': /*i18n*/ { id: 'Set odds by hand' },
  '/operator/sportsbook/prices/remove': /*i18n*/ { id: 'Remove odds set by hand' },
  '/operator/sportsbook/markets/settle': /*i18n*/ { id: 'Settle a market by hand' },
  'GET /operator/sportsbook/liability': /*i18n*/ { id: 'See the liability' },
  'GET /operator/sportsbook/cashouts': /*i18n*/ { id: 'See the cash-outs' },
  // Promotions, site and messages.
  '/operator/agency/settle': /*i18n*/ { id: 'Settle the agents’ rewards of a day' },
  '/operator/rebates/settle': /*i18n*/ { id: 'Settle the betting rebate of a day' },
  '/operator/announce': /*i18n*/ { id: 'Post an announcement (command line)' },
  '/operator/site/legal': /*i18n*/ { id: 'Change a site’s legal data' },
  'GET /operator/site/legal': /*i18n*/ { id: 'See a site’s legal data' },
  '/operator/site/legal/preview': /*i18n*/ { id: 'Preview a site’s legal data' },
  'GET /operator/sites': /*i18n*/ { id: 'See the sites' },
  'GET /operator/promotions/activities': /*i18n*/ { id: 'See a site’s promotions' },
  '/operator/promotions/activity': /*i18n*/ { id: 'Switch a promotion on or off' },
  'GET /operator/site/content': /*i18n*/ { id: 'See a site’s banners and advertisement' },
  '/operator/site/banners/create': /*i18n*/ { id: 'Add a banner' },
  '/operator/site/banners/update': /*i18n*/ { id: 'Change a banner' },
  '/operator/site/banners/order': /*i18n*/ { id: 'Reorder the banners' },
  '/operator/site/banners/enable': /*i18n*/ { id: 'Show or hide a banner' },
  '/operator/site/advertisement': /*i18n*/ { id: 'Change the advertisement' },
  '/operator/site/content/preview': /*i18n*/ { id: 'Preview a site’s home' },
  'GET /operator/announcements': /*i18n*/ { id: 'See the announcements' },
  '/operator/announcements/post': /*i18n*/ { id: 'Post an announcement' },
  '/operator/announcements/end': /*i18n*/ { id: 'End an announcement' },
  '/operator/notifications/preview': /*i18n*/ { id: 'Preview a notification' },
  '/operator/notifications/send': /*i18n*/ { id: 'Send a notification' },
  'GET /operator/notifications/sent': /*i18n*/ { id: 'See the notifications sent' },
  // Reports, regulator, identity, dashboard, jobs.
  'GET /operator/reports/ggr': /*i18n*/ { id: 'See the GGR report' },
  'GET /operator/reports/ggr/export': /*i18n*/ { id: 'Export the GGR report' },
  'GET /operator/reports/payments': /*i18n*/ { id: 'See the payments report' },
  'GET /operator/reports/payments/export': /*i18n*/ { id: 'Export the payments report' },
  'GET /operator/reports/prize-times': /*i18n*/ { id: 'See the prize payment times' },
  'GET /operator/regulator/checks': /*i18n*/ { id: 'See the regulator’s CPF checks' },
  'GET /operator/regulator/files': /*i18n*/ { id: 'See the regulator’s files' },
  'GET /operator/regulator/files/export': /*i18n*/ { id: 'Download a regulator’s file' },
  'GET /operator/kyc/cases': /*i18n*/ { id: 'See the identity cases' },
  'GET /operator/kyc/case': /*i18n*/ { id: 'Open an identity case' },
  'GET /operator/kyc/file': /*i18n*/ { id: 'View a picture of an identity case' },
  '/operator/kyc/decide': /*i18n*/ { id: 'Decide an identity case' },
  'GET /operator/dashboard': /*i18n*/ { id: 'See the dashboard' },
  'GET /operator/jobs/failures': /*i18n*/ { id: 'See the failing background jobs' },
};

export type AuditLang = 'pt' | 'en';
export const auditLang = (lang: string | undefined): AuditLang => (lang === 'en' ? 'en' : 'pt');

const LOCALES_DIR = fileURLToPath(new URL('../../locales/', import.meta.url));
const catalogs = new Map<AuditLang, Map<string, string>>();

function catalog(lang: AuditLang): Map<string, string> {
  let entries = catalogs.get(lang);
  if (!entries) {
    try {
      entries = parsePo(readFileSync(`${LOCALES_DIR}${lang}/operator.po`, 'utf8'));
    } catch {
      entries = new Map(); // No catalog: English, the texts' source.
    }
    catalogs.set(lang, entries);
  }
  return entries;
}

/**
 * An action nobody gave words yet, made readable: "GET /operator/foo/bar-baz" → "Foo bar baz", "staff.x_y" →
 * "Staff x y" (never the code as it is; the test keeps this for what is not the server's own).
 */
export function readableCode(action: string): string {
  const words = action
    .replace(/^GET\s+/, '')
    .replace(/^\/?operator\//, '')
    .split(/[/._\-\s]+/)
    .filter(Boolean)
    .join(' ');
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : '—';
}

/** Whether an action has words of its own. */
export const hasWords = (action: string) => Object.hasOwn(AUDIT_ACTION_WORDS, action);

/** An action in words, in the reader's language (a translation missing reads English). */
export function auditActionLabel(action: string, lang: AuditLang): string {
  const words = hasWords(action) ? AUDIT_ACTION_WORDS[action] : undefined;
  if (!words) return readableCode(action);
  return catalog(lang).get(words.id) || words.id;
}

const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The actions whose words, in Portuguese or English, hold the text (accents and case aside): a person searches
 * the trail by what they read ("aprovar", "withdrawal"), not by the codes kept.
 */
export function actionsSaying(text: string): string[] {
  const wanted = folded(text.trim());
  if (!wanted) return [];
  return Object.keys(AUDIT_ACTION_WORDS).filter((action) =>
    (['pt', 'en'] as const).some((lang) => folded(auditActionLabel(action, lang)).includes(wanted)),
  );
}
