import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { filesIn, shellTextPaths } from './scripts/shell';
import { SCREEN_AREAS, type ScreenArea } from './src/i18n/areaRoutes';

/**
 * Catalogs per language for the player's app, and the back office's own (`operator`, below):
 * `messages` holds the texts of the shell (layout, home, modals, login and their flows) and ships with
 * the first page; `screens` holds every other screen's texts and loads on
 * the first visit to another page; `tables` the house tables' and `markets` the sport models' market names
 * (below); `notices` the server's own (the
 * notices, e-mails and SMS it writes). A text used in both places is in both catalogs. The shell's files
 * are listed one by one (scripts/shell.ts): the flow declarations in its folders are /flows texts. The build
 * fails when a text outside `messages` can render from the first page before its catalog is loaded
 * (scripts/texts-check.ts; a component with the screens' texts loads through `screenLazy`).
 */
const shell = shellTextPaths();

/** An include path as an exclude glob: a folder (`…/`) with everything in it. */
const everything = (path: string) => (path.endsWith('/') ? `${path}**` : path);

/**
 * The house tables' texts (their rules, paytables, symbols, cards and moves): a third catalog, `tables`,
 * loaded with a table's screen, so every other page does not carry them.
 */
const TABLE_ENGINES = [
  'slot',
  'roulette',
  'baccarat',
  'blackjack',
  'videopoker',
  'bingo',
  'videobingo',
  'keno',
  'mines',
  'plinko',
  'dice',
  'fish',
  'live',
];
const tables = [
  ...TABLE_ENGINES.map((engine) => `<rootDir>/src/features/games/${engine}/`),
  ...[
    'ArcadeParts.tsx',
    'TableFairness.tsx',
    'DrawTable.tsx',
    'PlayingCard.tsx',
    'tableKit.tsx',
    'stakeKit.tsx',
    'dealKit.tsx',
    'TableFoot.tsx',
    'PaytableHead.tsx',
  ].map((file) => `<rootDir>/src/features/games/${file}`),
];

/** The sport models' market names: a catalog of their own, `markets`, loaded with their labeller (src/i18n/markets.ts). */
const markets = ['<rootDir>/src/i18n/marketLabels.ts'];

/** Why the regulator's check flagged a CPF: a catalog of their own, `regulator` (src/i18n/regulator.ts). */
const regulator = ['<rootDir>/src/ui/regulatorReasons.tsx'];

/**
 * The identity verification's screens and callout: a catalog of their own, `kyc` (src/i18n/kyc.ts), loaded
 * with them, so the screens' catalog does not carry them.
 */
const kyc = ['<rootDir>/src/features/profile/kyc/', '<rootDir>/src/ui/KycCallout.tsx'];

/** The storage consent's banner and choices: a catalog of their own, `consent` (src/i18n/consent.ts). */
const consent = ['<rootDir>/src/features/privacy/ConsentBanner.tsx', '<rootDir>/src/features/privacy/storage.ts'];

/**
 * The login and register form's texts: a catalog of their own, `auth` (src/i18n/authTexts.ts), loaded with
 * the form when it first opens, so the first page does not carry them. The captcha's, the identity fields' and
 * the forms' refusals are the screens' too (the password recovery and the identity's completion show them).
 */
const authForm = ['<rootDir>/src/features/auth/AuthForm.tsx', '<rootDir>/machines/authForm.machine.ts'];
const auth = [
  ...authForm,
  '<rootDir>/src/features/auth/CaptchaInput.tsx',
  '<rootDir>/src/ui/IdentityFields.tsx',
  '<rootDir>/src/i18n/formRefusals.ts',
];

/** Files of an area's folder whose texts are the shared screens': a page of no area shows them (/identity). */
const SHARED_SCREENS = ['src/features/profile/CompleteIdentity.tsx', 'src/features/profile/refusals.ts'];

/** Another area's files whose texts are an area's too: its pages show them (the deposit page, the limits). */
const SHOWN_BY: Partial<Record<ScreenArea, string[]>> = {
  wallet: [
    'src/features/responsible/DepositLimits.tsx',
    'src/features/responsible/LimitsOffer.tsx',
    'src/features/responsible/refusals.ts',
  ],
};

/**
 * The screens' texts by area (src/i18n/areaRoutes.ts): the texts of `src/features/<area>/` are a catalog of their
 * own, `screens-<area>`, loaded with the area's pages (the root route's beforeLoad) and the dialogs that show
 * its components (`screenLazy(load, [area])`); `screens` keeps what every later page shares (the common
 * components, the flows, the smaller areas). A page loads the shared texts and its areas' alone, not every
 * page's.
 */
const areas = SCREEN_AREAS.map((area) => ({
  area,
  // The flow declarations' texts (what /flows says of each flow) stay the shared screens': /flows shows them all.
  include: [
    ...filesIn(`src/features/${area}/`).filter((path) => !path.endsWith('/flows.ts') && !SHARED_SCREENS.includes(path)),
    ...(SHOWN_BY[area] ?? []),
  ].map((path) => `<rootDir>/${path}`),
  exclude: [
    '**/node_modules/**',
    ...shell,
    ...(area === 'games' ? tables.map(everything) : []),
    ...(area === 'profile' ? kyc.map(everything) : []),
  ],
}));

/** The back office (operator.html): its screens and its flows, with a catalog of their own, `operator`. */
const operator = ['<rootDir>/src/operator', '<rootDir>/machines/operator'];
/** The audit trail's actions in words, which the server answers in the reader's language (pt, en). */
const operatorServer = ['<rootDir>/server/backoffice/auditWords.ts'];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['pt', 'en', 'vi', 'id', 'msa', 'th', 'tr', 'cn', 'ch'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: shell,
      exclude: ['**/node_modules/**', '**/*.gen.ts'],
    },
    {
      path: '<rootDir>/locales/{locale}/screens',
      include: ['<rootDir>/src', '<rootDir>/machines'],
      exclude: [
        '**/node_modules/**',
        '**/*.gen.ts',
        ...shell,
        ...tables.map(everything),
        ...markets,
        ...regulator,
        ...kyc.map(everything),
        ...consent,
        ...authForm,
        ...operator.map((path) => `${path}/**`),
        ...areas.flatMap(({ include }) => include),
      ],
    },
    ...areas.map(({ area, include, exclude }) => ({
      path: `<rootDir>/locales/{locale}/screens-${area}`,
      include,
      exclude,
    })),
    {
      path: '<rootDir>/locales/{locale}/markets',
      include: markets,
      exclude: ['**/node_modules/**'],
    },
    {
      path: '<rootDir>/locales/{locale}/regulator',
      include: regulator,
      exclude: ['**/node_modules/**'],
    },
    {
      path: '<rootDir>/locales/{locale}/kyc',
      include: kyc,
      exclude: ['**/node_modules/**'],
    },
    {
      path: '<rootDir>/locales/{locale}/consent',
      include: consent,
      exclude: ['**/node_modules/**'],
    },
    {
      path: '<rootDir>/locales/{locale}/auth',
      include: auth,
      exclude: ['**/node_modules/**'],
    },
    {
      path: '<rootDir>/locales/{locale}/tables',
      include: tables,
      exclude: ['**/node_modules/**'],
    },
    {
      // The back office's texts (/operator, its own entry of the build), loaded by its app alone.
      path: '<rootDir>/locales/{locale}/operator',
      include: [...operator, ...operatorServer],
      exclude: ['**/node_modules/**'],
    },
    {
      // The server's own texts (notices, e-mails, SMS), read by server/notices/catalog.ts.
      path: '<rootDir>/locales/{locale}/notices',
      include: ['<rootDir>/server/notices/texts.ts'],
      exclude: ['**/node_modules/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
