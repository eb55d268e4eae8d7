import { type OddsFormat, SportsPrefsEndpoints } from '../../contract/sportsPrefs';
import type { ApiClient } from './client';

/** The member's sportsbook preferences' calls (contract/sportsPrefs.ts), loaded with the profile and the sports section. */
export function sportsPrefsApi(api: ApiClient) {
  return {
    setOddsFormat: (format: OddsFormat, signal?: AbortSignal) =>
      api.call(SportsPrefsEndpoints.oddsFormat, { body: { odds_format: format }, signal }),
    favouriteLeagues: (signal?: AbortSignal) => api.call(SportsPrefsEndpoints.favouriteLeagues, { signal }),
    starLeague: (league: string, favourite: boolean, signal?: AbortSignal) =>
      api.call(favourite ? SportsPrefsEndpoints.starLeague : SportsPrefsEndpoints.unstarLeague, {
        body: { league },
        signal,
      }),
  };
}
export type SportsPrefsApi = ReturnType<typeof sportsPrefsApi>;
