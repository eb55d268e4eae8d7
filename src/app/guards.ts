import { redirect } from '@tanstack/react-router';
import { waitFor } from 'xstate';
import type { SessionActorRef } from '../../machines/session.machine';

export interface RouterContext {
  session: SessionActorRef;
}

/**
 * For screens that need a member: waits while a stored token is being checked (or asked of the other
 * open tabs), then sends a guest (or a member whose login expired) to /login with the way back.
 */
export async function requireSignedIn({ context, location }: { context: RouterContext; location: { href: string } }) {
  const snapshot = await waitFor(
    context.session,
    (s) => !s.matches('checking') && !s.matches('asking') && !s.matches('signingOut'),
  );
  if (!snapshot.matches('signedIn')) {
    throw redirect({ to: '/login', search: { redirect: location.href } });
  }
}
