import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The app's shell: what the first page needs, in one list that both builds read. `code` puts a module
 * into the shell chunk (vite.config.ts); `texts` puts its texts into the shell's catalog, messages.po,
 * which ships with the first page (lingui.config.ts; every other text is in screens.po). A folder ends
 * with "/"; `except` names what inside it stays out of the shell chunk.
 */
export interface ShellEntry {
  path: string;
  code?: boolean;
  texts?: boolean;
  except?: string[];
  /** What inside a folder keeps its texts out of the shell's catalog (in screens.po). */
  textsExcept?: string[];
}

export const SHELL: ShellEntry[] = [
  { path: 'src/main.tsx', texts: false },
  // Money and dates as the language writes them, and today in São Paulo (lib/ has no texts).
  { path: 'lib/format.ts', texts: false },
  { path: 'lib/time.ts', texts: false },
  { path: 'src/routeTree.gen.ts', texts: false },
  // The play pause loads with the games and the reality check that use it.
  // The inspector's notice (shown only when ?inspect could not open it) loads with the screens' texts.
  {
    path: 'src/app/',
    except: ['resourceFlow', 'liveStates', 'legalDialog', 'playPause', 'signedUpMark', 'inspectorNotice'],
    textsExcept: ['inspectorNotice'],
  },
  // The responsible-gambling refusals and the number and sports helpers load with the screens that use them.
  {
    path: 'src/i18n/',
    except: [
      'limits',
      'numbers',
      'sportsFormat',
      'tables',
      'markets',
      // The sport models' market names (the player's match page and slip, the back office's trader desk).
      'marketLabels',
      'regulator',
      'kyc',
      // The other catalogs' loaders: the storage consent's loads with its banner after the first paint.
      'extraCatalog',
      'consent',
      // The login form's catalog's loader: it loads with the form; so do the forms' refusals (and the later pages).
      'authTexts',
      'formRefusals',
      // The screens' catalogs' loaders and the pages' areas: they load with the later pages.
      'screenTexts',
      'areaRoutes',
      'oddsFormat',
      'useOdds',
    ],
    textsExcept: ['limits', 'marketLabels', 'formRefusals'],
  },
  // The identity fields' code and texts load with the register form (and the screens that show them).
  {
    path: 'src/ui/',
    except: [
      'RecordTable',
      'ShowMore',
      'Loaded',
      'TabNav',
      'IdentityCallout',
      'RestrictedPage',
      'IdentityFields',
      'Field',
      'LoadFailed',
      'CopyValue',
      'CodeStep',
      'codeRefusals',
      'regulatorReasons',
      'regulatorLoad',
      // The identity verification's callout, with its catalog (`kyc`): only for a member who owes it.
      'KycCallout',
      'kycLoad',
      'phoneText',
      'QrCode',
      // The later screens' page frame.
      'Page.',
    ],
    // Shown only on later screens (which load screens.po) or in the register form (its own catalog, auth.po).
    textsExcept: [
      'IdentityFields',
      'IdentityCallout',
      'RestrictedPage',
      'LoadFailed',
      'CopyValue',
      'CodeStep',
      'codeRefusals',
      'regulatorReasons',
      'KycCallout',
    ],
  },
  {
    path: 'src/api/',
    texts: false,
    except: [
      'house',
      'live',
      'money',
      'promotions',
      'information',
      'notices',
      'security',
      'agency',
      'responsible',
      'account',
      'sports',
      // The password recovery's, the phone's and the privacy centre's calls load with their screens.
      'recovery',
      'phone',
      'privacy',
      // The identity verification's calls load with its screen.
      'kyc',
      // The pushed streams (the live tables', the sports board's live feed) open with their screens.
      'pushed',
    ],
  },
  {
    path: 'contract/',
    texts: false,
    except: [
      'house',
      'money.',
      'orderCenter',
      'promo',
      'information',
      'notices',
      'security',
      'agency',
      'errors',
      'responsible',
      'moneyText',
      'account',
      'sports',
      'captchaQuestion',
      // The house tables', the live tables' and the seamless wallet's calls load with their screens.
      'rounds',
      'tables',
      'live',
      'seamless',
      // The password recovery's, the phone's, the codes' and the privacy centre's calls load with their screens.
      // The site's incentive rules load with the promotions.
      'incentives',
      'recovery',
      'phone',
      'codes',
      'privacy',
      // The withdrawal form's holder and the development pages' check load with their screens.
      'withdrawalHolder',
      'devPages',
      // Identity verification's endpoints load with its screen (its standing, kycStatus.ts, is the shell's).
      'kyc.',
      'kycGate',
      'readSays',
      'regulator',
      // The rules of the fields a person fills in (phone, password, CPF…) load with the forms.
      'fields',
    ],
  },
  // How a screen starts a flow (the first page's lists start theirs); its inspector's code loads only with ?inspect.
  { path: 'src/flow/', texts: false, except: ['openInspector'] },
  // The page of an address the app does not have loads only then; so does a page's word that it could not be
  // opened (with the screens' texts).
  { path: 'src/features/layout/', except: ['NotFound', 'RouteError'], textsExcept: ['RouteError'] },
  // The football block's code loads after the first paint; its texts are the shell's.
  { path: 'src/features/home/', except: ['Football', 'football'] },
  // The language chooser's code loads when it opens; its texts are the shell's.
  { path: 'src/features/site/', except: ['LanguageDialog', 'AdvertisementDialog'] },
  // The login form's code and texts load when it opens (its dialog's title and skeleton are the shell's).
  // The captcha's spoken alternative is shown on request, with the screens' texts.
  // So are the two-factor code step, shown only to a member with two-factor on at a new device, and the
  // password recovery page with its refusals (a screen of its own), and the prompt of a lapsed login or of an
  // account the operator blocked (shown only then).
  {
    path: 'src/features/auth/',
    code: false,
    textsExcept: [
      'AuthForm',
      'CaptchaInput',
      'CaptchaQuestionText',
      'TwoFactorStep',
      'Recover',
      'refusals',
      'ExpiredPrompt',
      'BlockedPrompt',
    ],
  },
  { path: 'src/features/auth/AuthModal', texts: false },
  // The offline screen's code loads only without a network; its texts are the shell's (the screens' may not be at hand).
  { path: 'src/features/tools/Offline.tsx', code: false },
  { path: 'src/features/auth/FormSkeleton', texts: false },
  { path: 'src/features/games/lobbyLogic.ts' },
  { path: 'src/features/games/GameCard.tsx' },
  { path: 'src/features/games/FavouritesProvider.tsx' },
  { path: 'src/features/games/HomeGameRows.tsx' },
  { path: 'machines/shared.ts' },
  { path: 'machines/session.machine.ts' },
  { path: 'machines/language.machine.ts' },
  { path: 'machines/modals.machine.ts' },
  { path: 'machines/swUpdate.machine.ts' },
  { path: 'machines/connection.machine.ts' },
  { path: 'machines/pagedList.machine.ts', texts: false },
];

/**
 * Each feature's flow declaration (src/features/<area>/flows.ts): its code is in the shell chunk (the
 * system reads which flows each feature has from the first page), its texts are the /flows page's, in
 * screens.po, even in a folder whose other texts are the shell's.
 */
const FLOW_DECLARATION = /(^|\/)src\/features\/[^/]+\/flows\.ts$/;

/** A module's path with forward slashes, or null for a library's (under node_modules). */
function appPath(id: string): string | null {
  const path = id.replaceAll('\\', '/');
  return path.includes('/node_modules/') ? null : path;
}

/** Whether a module (an absolute path) belongs in the shell chunk. */
export function isShellModule(id: string): boolean {
  const path = appPath(id);
  if (path === null) return false;
  if (FLOW_DECLARATION.test(path)) return true;
  return SHELL.some(({ path: entry, code = true, except = [] }) => {
    if (!code) return false;
    const at = path.indexOf(`/${entry}`);
    if (at < 0) return false;
    const rest = path.slice(at + entry.length + 1);
    return !except.some((name) => rest.startsWith(name));
  });
}

/**
 * What most later screens share (each of these is imported by a dozen or more of the app's pages) and the
 * first page does not load, in a few files by kind instead of two dozen of about 1 KB each: a phone on a
 * mobile network fetches a page's files a few at a time, each costing a round trip. A page that uses one of
 * a file's modules loads the others with it (a few KB at most).
 */
export const LATER: Readonly<Record<string, readonly string[]>> = {
  // The page frame and the numbers and limits most screens show.
  // The loaders of the screens' texts (src/i18n/screenTexts.ts), which every page but the home page asks for first.
  later: [
    'src/ui/Page.',
    'src/ui/LoadFailed.',
    'src/i18n/limits.',
    'src/i18n/numbers.',
    'machines/amounts.',
    'src/i18n/screenTexts.',
    'src/i18n/areaRoutes.',
    // The forms' refusals, which the screens' texts load: in this file, not one more on every page.
    'src/i18n/formRefusals.',
  ],
  // The lists and records: tabs, "show more", a loaded resource, responsible gambling's standing. (Not the
  // resource flow, src/app/resourceFlow.ts: a first visit's storage banner reads it, and would bring these.)
  'later-lists': [
    'src/ui/TabNav.',
    'src/ui/ShowMore.',
    'src/ui/Loaded.',
    'src/ui/RecordTable.',
    'contract/responsible.',
  ],
  // The account's forms: the fields, the codes sent by SMS, two-factor, the money's rules, PIX keys.
  'later-account': [
    'src/ui/Field.',
    'src/ui/CodeStep.',
    'src/ui/phoneText.',
    'src/ui/codeRefusals.',
    'contract/fields.',
    'contract/securityTwoFactor.',
    'contract/captchaQuestion.',
    'contract/account.',
    'contract/money.',
    'contract/codes.',
    'contract/phone.',
    'src/api/phone.',
    'machines/twoFactorCode.',
    'machines/pixKey.',
    'machines/codeVerification.machine.',
  ],
  // The promotions' and the agency's calls.
  'later-promotions': ['contract/agency.', 'contract/promotions.'],
};

/** The later screens' shared file a module (its appPath) belongs in, if any. */
function laterChunkOf(path: string): string | null {
  for (const [name, entries] of Object.entries(LATER))
    if (entries.some((entry) => path.includes(`/${entry}`))) return name;
  return null;
}

/** `src/features/<area>/logic.ts`: an area's flows, which load together with any of its screens. */
const AREA_LOGIC = /\/src\/features\/([^/]+)\/logic\.ts$/;

/** What rolldown tells of a module's importers (its chunking context's `getModuleInfo`). */
type Importers = (id: string) => { importers: readonly string[]; dynamicImporters: readonly string[] } | null;

/**
 * The file an area's flows share, if a module (`id`, at `path`) belongs in one: the area's logic
 * (`src/features/<area>/logic.ts`) and the machines only it loads, which a screen of the area starts as it
 * mounts and the server preloads with it (vite.config.ts, route-assets.json), in one file instead of one each.
 * A machine another area loads too keeps a file of its own.
 */
function flowsChunkOf(id: string, path: string, moduleInfo: Importers): string | null {
  const own = AREA_LOGIC.exec(path);
  if (own) return `flows-${own[1]}`;
  if (!/\/machines\/[^/]+\.machine\.ts$/.test(path)) return null;
  const info = moduleInfo(id);
  const areas = new Set(
    (info?.dynamicImporters ?? []).map((importer) => AREA_LOGIC.exec(importer.replaceAll('\\', '/'))?.[1] ?? null),
  );
  const [area] = areas;
  // A machine a screen also imports itself stays with that screen (a dynamic import cannot move it).
  return areas.size === 1 && area && info?.importers.length === 0 ? `flows-${area}` : null;
}

/**
 * The later screens' shared file a module (an absolute path) belongs in, if any (a rolldown group's name:
 * null leaves the module to the automatic chunks): what many pages share (LATER), or an area's flows.
 */
export function laterFileOf(id: string, moduleInfo: Importers): string | null {
  const path = appPath(id);
  return path === null ? null : (laterChunkOf(path) ?? flowsChunkOf(id, path, moduleInfo));
}

const ROOT = fileURLToPath(new URL('../', import.meta.url));

/** Every file under a folder of the repository, as Lingui reads a folder. */
export const filesIn = (folder: string): string[] =>
  readdirSync(`${ROOT}${folder}`, { recursive: true, encoding: 'utf8' })
    .map((name) => `${folder}${name.replaceAll('\\', '/')}`)
    .filter((path) => /(^|\/)[^./][^/]*\.[^/]+$/.test(path))
    .sort();

/**
 * The shell's files for Lingui's catalog `include` (`<rootDir>/…`): its files, and every file in its
 * folders but the flow declarations and what `textsExcept` keeps out of the shell's catalog.
 */
export const shellTextPaths = (): string[] =>
  SHELL.filter(({ texts = true }) => texts)
    .flatMap(({ path, textsExcept = [] }) =>
      path.endsWith('/')
        ? filesIn(path).filter(
            (file) =>
              !FLOW_DECLARATION.test(file) && !textsExcept.some((name) => file.slice(path.length).startsWith(name)),
          )
        : [path],
    )
    .map((path) => `<rootDir>/${path}`);
