import agency from '../features/agency/flows';
import auth from '../features/auth/flows';
import flows from '../features/flows/flows';
import games from '../features/games/flows';
import home from '../features/home/flows';
import information from '../features/information/flows';
import privacy from '../features/privacy/flows';
import profile from '../features/profile/flows';
import promotions from '../features/promotions/flows';
import responsible from '../features/responsible/flows';
import security from '../features/security/flows';
import site from '../features/site/flows';
import sports from '../features/sports/flows';
import wallet from '../features/wallet/flows';

/**
 * Every feature's flows (each declared in its src/features/<area>/flows.ts), in the order a visit meets
 * them. The app's lazy loaders (`system.load`) and the /flows registry (tests/flows) come from this list.
 */
export const FEATURES = [
  site,
  auth,
  games,
  home,
  sports,
  wallet,
  promotions,
  information,
  security,
  profile,
  privacy,
  responsible,
  agency,
  flows,
] as const;
