/**
 * Whether this tab has just closed the member's account. Signing out starts the main layout anew (its
 * flows are keyed by the session), which would restart the closure flow at its explanation; the closure
 * screen reads this to keep showing that the account is closed. A new sign-in clears it.
 */
let closed = false;

export const closedHere = {
  mark: () => {
    closed = true;
  },
  clear: () => {
    closed = false;
  },
  get: () => closed,
};
