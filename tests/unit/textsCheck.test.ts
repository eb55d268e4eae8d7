import { describe, expect, it } from 'vitest';
import {
  areaTextsOutsideTheirPages,
  catalogIds,
  textsBeforeTheirCatalog,
  type AreasGraph,
  type TextsGraph,
} from '../../scripts/texts-check';

/**
 * The build's check that no text renders before its catalog (scripts/texts-check.ts), on a small module
 * graph shaped like the app's: the entry, the root route, a lazy dialog, a route's split screen.
 */
const ROOT = '/app/src/routes/__root.tsx';
const DIALOG = '/app/src/features/responsible/RealityCheck.tsx';
const SCREEN = '/app/src/routes/_main/responsible.tsx?tsr-split=component';
const HOME = '/app/src/routes/_main/index.tsx?tsr-split=component';
const FLOWS = '/app/src/features/responsible/flows.ts';
const LOGIC = '/app/src/features/responsible/logic.ts';

const catalogs = {
  messages: new Set(['SHELL1']),
  screens: new Set(['SCRN01', 'SCRN02']),
  tables: new Set(['TABL01']),
  markets: new Set(['MRKT01']),
  regulator: new Set(['RGLT01']),
  kyc: new Set(['KYCT01']),
  consent: new Set(['CNST01']),
  auth: new Set(['AUTH01']),
};

function graph(overrides: Partial<TextsGraph> = {}): TextsGraph {
  const dynamic: Record<string, string[]> = { [ROOT]: [DIALOG, SCREEN, HOME], [FLOWS]: [LOGIC] };
  return {
    entries: ['/app/index.html'],
    imports: (id) => (id === '/app/index.html' ? [ROOT, FLOWS] : []),
    dynamicImports: (id) => dynamic[id] ?? [],
    gated: new Set([`${ROOT}\0${DIALOG}`]),
    idsOf: new Map([
      [ROOT, ['SHELL1']],
      [DIALOG, ['SCRN01']],
      [SCREEN, ['SCRN02', 'TABL01']],
      [LOGIC, ['SCRN01']],
      [HOME, ['SHELL1', 'NEW001']],
    ]),
    catalogs,
    ...overrides,
  };
}

describe('the texts check', () => {
  it('passes when the screens’ texts render only behind screenLazy and the routes', () => {
    expect(textsBeforeTheirCatalog(graph())).toEqual([]);
  });

  it('fails on a dialog of the layout loaded with a plain lazy() whose texts are the screens’ (the reality check)', () => {
    expect(textsBeforeTheirCatalog(graph({ gated: new Set() }))).toEqual([`${DIALOG}: SCRN01 is in screens`]);
  });

  it('fails on a screens’ text in the home page’s own chunk, or in a module the first page imports', () => {
    const idsOf = new Map(graph().idsOf);
    idsOf.set(HOME, ['SCRN02']);
    idsOf.set(ROOT, ['SHELL1', 'TABL01', 'RGLT01', 'CNST01']);
    expect(textsBeforeTheirCatalog(graph({ idsOf })).sort()).toEqual([
      `${ROOT}: CNST01 is in consent`,
      `${ROOT}: RGLT01 is in regulator`,
      `${ROOT}: TABL01 is in tables`,
      `${HOME}: SCRN02 is in screens`,
    ]);
  });

  it('reads every catalog’s ids the way the app compiles them', () => {
    const messages = catalogIds('messages');
    const responsible = catalogIds('screens-responsible');
    // "Reality check" is a text of the responsible gambling's screens, the one the issue saw as "Mz9IJJ".
    expect(responsible.has('Mz9IJJ')).toBe(true);
    expect(messages.has('Mz9IJJ')).toBe(false);
    expect(catalogIds('screens-responsible', 'th')).toEqual(responsible);
  });
});

/**
 * The areas' check: a text of an area's catalog renders only on a page that loads the area
 * (src/i18n/areaRoutes.ts) or in a dialog whose `screenLazy(…, [area])` loads it.
 */
describe('the areas’ texts check', () => {
  const WALLET_PAGE = '/app/src/routes/_main/recharge.tsx?tsr-split=component';
  const SPORTS_PAGE = '/app/src/routes/_main/sports.tsx?tsr-split=component';
  const LIMITS = '/app/src/features/responsible/DepositLimits.tsx';
  const SHARED = '/app/src/ui/Page.tsx';
  const areaGraph = (overrides: Partial<AreasGraph> = {}): AreasGraph => {
    const dynamic: Record<string, string[]> = { [ROOT]: [DIALOG, WALLET_PAGE, SPORTS_PAGE, HOME] };
    const statics: Record<string, string[]> = {
      '/app/index.html': [ROOT],
      [WALLET_PAGE]: [SHARED, LIMITS],
      [SPORTS_PAGE]: [SHARED],
    };
    return {
      entries: ['/app/index.html'],
      imports: (id) => statics[id] ?? [],
      dynamicImports: (id) => dynamic[id] ?? [],
      gated: new Set([`${ROOT}\0${DIALOG}`]),
      gateAreas: new Map([[`${ROOT}\0${DIALOG}`, ['responsible']]]),
      routeAreas: (id) => (id === WALLET_PAGE ? ['wallet'] : id === SPORTS_PAGE ? ['sports'] : []),
      idsOf: new Map([
        [ROOT, ['SHELL1']],
        [DIALOG, ['RESP01', 'SCRN01']],
        [WALLET_PAGE, ['WALL01']],
        [SPORTS_PAGE, ['SPRT01', 'SCRN02']],
        [SHARED, ['SCRN02']],
        [LIMITS, ['BOTH01']],
        [HOME, ['SHELL1']],
      ]),
      catalogs: {
        ...catalogs,
        'screens-wallet': new Set(['WALL01', 'BOTH01']),
        'screens-responsible': new Set(['RESP01', 'BOTH01']),
        'screens-sports': new Set(['SPRT01']),
      },
      ...overrides,
    };
  };

  it('passes when each page shows its areas’ texts, a dialog its own, and a text shared by two areas on either', () => {
    expect(areaTextsOutsideTheirPages(areaGraph())).toEqual([]);
  });

  it('fails on an area’s component on another area’s page, once per module and page, with how many texts', () => {
    const statics: Record<string, string[]> = { [SPORTS_PAGE]: [SHARED, LIMITS] };
    const idsOf = new Map(areaGraph().idsOf);
    idsOf.set(SPORTS_PAGE, ['SPRT01', 'WALL01', 'WALL01']);
    expect(
      areaTextsOutsideTheirPages(areaGraph({ imports: (id) => statics[id] ?? areaGraph().imports(id), idsOf })),
    ).toEqual([
      `${LIMITS}: BOTH01 in screens-responsible, screens-wallet, not loaded by /app/src/routes/_main/sports.tsx`,
      `${SPORTS_PAGE}: WALL01 and 1 more in screens-wallet, not loaded by /app/src/routes/_main/sports.tsx`,
    ]);
  });

  it('fails on a dialog that does not name its area', () => {
    expect(areaTextsOutsideTheirPages(areaGraph({ gateAreas: new Map() }))).toEqual([
      `${DIALOG}: RESP01 in screens-responsible, not loaded by the first page`,
    ]);
  });

  it('leaves a text that is also the shell’s or the shared screens’ alone', () => {
    const idsOf = new Map(areaGraph().idsOf);
    idsOf.set(HOME, ['SHELL1', 'SCRN01']);
    const withShared = { ...areaGraph().catalogs, 'screens-sports': new Set(['SPRT01', 'SHELL1', 'SCRN01']) };
    expect(areaTextsOutsideTheirPages(areaGraph({ idsOf, catalogs: withShared }))).toEqual([]);
  });
});
