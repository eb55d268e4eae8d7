import { describe, expect, it } from 'vitest';
import { catalogIds, textsBeforeTheirCatalog, type TextsGraph } from '../../scripts/texts-check';

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
    const screens = catalogIds('screens');
    // "Reality check" is a screens text, the one the issue saw as "Mz9IJJ".
    expect(screens.has('Mz9IJJ')).toBe(true);
    expect(messages.has('Mz9IJJ')).toBe(false);
    expect(catalogIds('screens', 'th')).toEqual(screens);
  });
});
