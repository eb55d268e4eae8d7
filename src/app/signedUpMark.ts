import { SIGNED_UP_KEY } from './signedUp';

/** Marks (or forgets) a sign-up made in this tab: the offer to set limits follows it (src/app/signedUp.ts). */
export function markSignedUp(on: boolean): void {
  try {
    if (on) sessionStorage.setItem(SIGNED_UP_KEY, '1');
    else sessionStorage.removeItem(SIGNED_UP_KEY);
  } catch {
    // Storage unavailable: no offer after the sign-up; the deposit page still makes it.
  }
}
