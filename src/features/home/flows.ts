import { defineFeature, type FlowDescriptions } from '../../app/flows';

/** The home page's football block, a short board read once (its flow is the sports board's, described there). */
export default defineFeature({
  logic: () => import('./logic'),
  runs: { homeFootball: 'sportsBoard' },
});

/** The block runs the sports board's flow (src/features/sports/flows.ts describes it). */
export const descriptions = {} satisfies FlowDescriptions;
