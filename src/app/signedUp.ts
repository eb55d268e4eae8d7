/*
 * A sign-up made in this tab: the register form marks it (src/app/signedUpMark.ts, loaded with it) and the offer
 * to set limits follows it (src/routes/_main.tsx), until answered. sessionStorage: this tab only.
 */
export const SIGNED_UP_KEY = 'rodada.signedUp';

export function signedUpHere(): boolean {
  try {
    return sessionStorage.getItem(SIGNED_UP_KEY) !== null;
  } catch {
    return false;
  }
}
