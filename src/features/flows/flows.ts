import { msg } from '@lingui/core/macro';
import { defineFeature, type FlowDescriptions } from '../../app/flows';

/**
 * The /flows page's own flows (the diagrams' index and each diagram), loaded with it; and the two generic
 * flows every area runs under its own ids (a paged list, one resource by key), described here once.
 */
export default defineFeature({
  logic: () => import('./logic'),
  runs: {
    flowsIndex: 'resource',
    flowDiagram: 'resource',
  },
});

/** What /flows and docs/flows say of the generic flows (read by tests/flows, never by the app). */
export const descriptions = {
  pagedList: {
    title: msg`Paged list`,
    summary: msg`Every list that loads page by page (lobby, records, histories): first page, more, filters, retry.`,
  },
  resource: {
    title: msg`Resource`,
    summary: msg`One thing a screen shows by key (a game’s details, an order, VIP, the activities): loading, shown, retry.`,
  },
} satisfies FlowDescriptions;
