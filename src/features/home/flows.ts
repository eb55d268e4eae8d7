import { defineFeature, type FlowDescriptions } from '../../app/flows';
import * as logic from './logic';

/**
 * The home page's football block, a short board read once (its flow is the sports board's, described there).
 * Its logic is imported, not loaded: the first page's chunk holds it already (scripts/shell.ts), and an
 * async import of it would only add a file that points there.
 */
export default defineFeature({
  logic: () => Promise.resolve(logic),
  runs: { homeFootball: 'sportsBoard' },
});

/** The block runs the sports board's flow (src/features/sports/flows.ts describes it). */
export const descriptions = {} satisfies FlowDescriptions;
