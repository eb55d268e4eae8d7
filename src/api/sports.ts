import { apiPath } from '../../contract/endpoint';
import { SportsFixtureEndpoints } from '../../contract/sportsFixtures';
import {
  type BuilderBody,
  type BuilderQuoteBody,
  type CashOutBody,
  type SlipBody,
  SportsEndpoints,
} from '../../contract/sports';
import type { ApiClient } from './client';
import { sportsBoardApi } from './sportsBoard';

/**
 * The sports section's calls (contract/sports.ts): the board (polled in the background), slips and the
 * member's bets. Loaded with the section, so the home page carries none of their schemas.
 */
export function sportsApi(api: ApiClient) {
  return {
    ...sportsBoardApi(api),
    rules: (signal?: AbortSignal) => api.call(SportsFixtureEndpoints.sportsRules, { signal }),
    placeSlip: (body: SlipBody, signal?: AbortSignal) => api.call(SportsEndpoints.sportsSlip, { body, signal }),
    quoteBuilder: (body: BuilderQuoteBody, signal?: AbortSignal) =>
      api.call(SportsEndpoints.sportsBuilderQuote, { body, signal }),
    placeBuilder: (body: BuilderBody, signal?: AbortSignal) =>
      api.call(SportsEndpoints.sportsBuilder, { body, signal }),
    slips: (signal?: AbortSignal) => api.call(SportsEndpoints.sportsSlips, { signal }),
    cashOut: (body: CashOutBody, signal?: AbortSignal) => api.call(SportsEndpoints.sportsCashout, { body, signal }),
    /** One fixture's every market by tab (the match page). */
    fixtureMarkets: (code: string, signal?: AbortSignal) =>
      api.get(
        apiPath(SportsEndpoints.sportsFixtureMarkets).replace(':code', encodeURIComponent(code)),
        SportsEndpoints.sportsFixtureMarkets.response,
        { signal },
      ),
    /** One fixture with its model's params (the line-ups the match page names its scorers from). */
    fixture: (id: string, signal?: AbortSignal) => api.call(SportsFixtureEndpoints.fixture, { query: { id }, signal }),
  };
}
export type SportsApi = ReturnType<typeof sportsApi>;
