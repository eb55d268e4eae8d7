import { defineFeature } from '../../app/flows';

/** The home page's football block, a short board read once (its flow is the sports board's, flows.ts). */
export default defineFeature({
  logic: () => import('./homeLogic'),
  runs: { homeFootball: 'sportsBoard' },
});
