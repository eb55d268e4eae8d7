/*
 * A sign-up made in this tab: the register form marks it and the offer to set limits follows it
 * (src/routes/_main.tsx), until answered. sessionStorage: this tab only, gone with it.
 */
const KEY = 'rodada.signedUp';

export function signedUpHere(): boolean {
  try {
    return sessionStorage.getItem(KEY) !== null;
  } catch {
    return false;
  }
}

export function markSignedUp(on: boolean): void {
  try {
    if (on) sessionStorage.setItem(KEY, '1');
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage unavailable: no offer after the sign-up; the deposit page still makes it.
  }
}
