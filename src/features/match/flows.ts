import { msg } from '@lingui/core/macro';
import { defineFeature, type FlowDescriptions } from '../../app/flows';

/**
 * The flow of a match's page (/sports/match/$code, src/features/sports/MatchPage.tsx): an area of its own, so
 * the sports board's page does not load it with the section's flows (the page's slip is the section's).
 */
export default defineFeature({
  logic: () => import('./logic'),
  runs: { matchPage: 'matchPage' },
});

/** What /flows and docs/flows say of the match page's flow (read by tests/flows, never by the app). */
export const descriptions = {
  matchPage: {
    title: msg`Match page`,
    summary: msg`One match's markets by tab (main, goals, handicaps, corners and cards, players), read once, then read again only when the server pushes a change to this match: its minute, score, odds or a suspension; a match that is over is closed.`,
  },
} satisfies FlowDescriptions;
