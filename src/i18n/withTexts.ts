/**
 * A module of a chunk of its own, loaded together with the catalog of its texts (`texts`): the player's app gates
 * its lazy screens with it (./i18n.ts), the back office its screens that name markets (src/operator/router.tsx).
 */
export const withTexts = <T>(texts: () => Promise<unknown>, load: () => Promise<T>): Promise<T> =>
  Promise.all([load(), texts()]).then(([module]) => module);
