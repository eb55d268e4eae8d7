import { redirect } from '@tanstack/react-router';
import type { ConnectionActorRef } from '../../machines/connection.machine';
import type { SessionActorRef, SessionSnapshot } from '../../machines/session.machine';

export interface RouterContext {
  session: SessionActorRef;
  /** The network: a page whose texts could not be fetched gives way to the network message. */
  connection: ConnectionActorRef;
  /** Set by `requireSignedIn` while the login is still being checked: the layout holds the screen. */
  awaitingSession?: boolean;
}

export type SessionStatus = 'checking' | 'guest' | 'signedIn' | 'signingOut' | 'expired';

/** The session as the screens see it. */
export function sessionStatus(s: SessionSnapshot): SessionStatus {
  if (s.matches('signedIn')) return 'signedIn';
  // Asking the other tabs for their login is, to the screens, checking it.
  if (s.matches('checking') || s.matches('asking')) return 'checking';
  if (s.matches('signingOut')) return 'signingOut';
  if (s.matches('expired')) return 'expired';
  return 'guest';
}

/** Whether the session has an answer: not checking a stored token, asking the other tabs or logging out. */
export const sessionSettled = (s: SessionSnapshot) => {
  const status = sessionStatus(s);
  return status !== 'checking' && status !== 'signingOut';
};

/**
 * For screens that need a member: sends a guest (or a member whose login expired) to /login with the
 * way back. While a stored token is still being checked (or asked of the other open tabs) it does not
 * wait: the page's frame paints at once with the screen held (`ScreenGate` in MainLayout.tsx), and this runs again
 * when the session has its answer.
 */
export function requireSignedIn({ context, location }: { context: RouterContext; location: { href: string } }) {
  const snapshot = context.session.getSnapshot();
  if (!sessionSettled(snapshot)) return { awaitingSession: true };
  if (!snapshot.matches('signedIn')) {
    throw redirect({ to: '/login', search: { redirect: location.href } });
  }
  return { awaitingSession: false };
}
