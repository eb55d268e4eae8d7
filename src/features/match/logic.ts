import { fromPromise } from 'xstate';
import { once, type AppDeps } from '../../app/flows';
import { boardStream } from '../../api/boardStream';

/** The players' names by selection id ("home:9") from a fixture's model params (its line-ups), if it has them. */
export function lineupNames(params: unknown): Record<string, string> {
  const names: Record<string, string> = {};
  for (const side of ['home', 'away'] as const) {
    const lineup = (params as Record<string, { lineup?: unknown } | undefined> | null | undefined)?.[side]?.lineup;
    if (!Array.isArray(lineup)) continue;
    for (const player of lineup as { number?: unknown; name?: unknown }[]) {
      if (typeof player.number === 'number' && typeof player.name === 'string') {
        names[`${side}:${player.number}`] = player.name;
      }
    }
  }
  return names;
}

/** A match's page: its markets through the sports API, read again when the section's stream pushes a change to it. */
export function createLoaders({ api }: AppDeps) {
  return {
    matchPage: once(() =>
      Promise.all([import('../../../machines/matchPage.machine'), import('../../api/sports')]).then(
        ([{ matchPageMachine }, { sportsApi }]) => {
          const calls = sportsApi(api.client);
          return matchPageMachine.provide({
            actors: {
              fetchMatch: fromPromise(
                async ({ input, signal }: { input: { code: string; players: boolean }; signal: AbortSignal }) => {
                  const [markets, fixture] = await Promise.all([
                    calls.fixtureMarkets(input.code, signal),
                    // The line-ups do not change: read with the first read only (a fixture without them names none).
                    input.players ? calls.fixture(input.code, signal).catch(() => null) : null,
                  ]);
                  return { markets, players: lineupNames(fixture?.params) };
                },
              ),
              // The section's stream, shared with the page's slip.
              boardStream: boardStream({}),
            },
          });
        },
      ),
    ),
  };
}
