import { useRouterState } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react';
import type { Locale } from '../../contract/locales';
import { sessionStatus, type SessionStatus } from './guards';
import { useHydrated } from './hydration';
import { useSystem } from './SystemContext';

/** Read the session narrowly: one value per selector. */
export function useSessionUser() {
  return useSelector(useSystem().actors.session, (s) => s.context.user);
}

export function useSessionStatus(): SessionStatus {
  const status = useSelector(useSystem().actors.session, sessionStatus);
  // The server paints a first visit's screen while its tab asks the others for a login (src/app/hydration.ts).
  return useHydrated() ? status : 'checking';
}

export function useSessionEvents() {
  const { session } = useSystem().actors;
  return {
    logout: () => session.send({ type: 'session.logout' }),
    relogin: () => session.send({ type: 'session.relogin' }),
    dismiss: () => session.send({ type: 'session.dismiss' }),
    refresh: () => session.send({ type: 'session.refresh' }),
  };
}

export function useModalsEvents() {
  const { modals } = useSystem().actors;
  return {
    openLogin: () => modals.send({ type: 'auth.open', mode: 'login' }),
    openRegister: () => modals.send({ type: 'auth.open', mode: 'register' }),
    closeAuth: () => modals.send({ type: 'auth.close' }),
    switchAuth: () => modals.send({ type: 'auth.switch' }),
    closeAd: () => modals.send({ type: 'ad.close' }),
    closeReminder: () => modals.send({ type: 'reminder.close' }),
    turnReminderOff: () => modals.send({ type: 'reminder.turnOff' }),
    turnReminderOn: () => modals.send({ type: 'reminder.turnOn' }),
    openLanguage: () => modals.send({ type: 'language.open' }),
    closeLanguage: () => modals.send({ type: 'language.close' }),
  };
}

export function useLocale(): Locale {
  return useLingui().i18n.locale as Locale;
}

/** Pages a promotion never covers: logging in or registering, and paying (the deposit form and its payment). */
const NO_PROMO_PATHS: ReadonlySet<string> = new Set(['/login', '/recharge', '/recharge-payment']);

/**
 * The advertisement and the reminder wait behind the login form, the login page, the payment pages and
 * the session prompt: a person answering or paying is never covered by a promotion (the promo flow keeps
 * its place meanwhile, and shows it once they leave). A paused or self-excluded member sees neither.
 */
export function usePromoMayShow(): boolean {
  const { modals, session } = useSystem().actors;
  const authClosed = useSelector(modals, (s) => s.matches({ auth: 'closed' }));
  const expired = useSelector(session, (s) => s.matches('expired'));
  const restricted = useSelector(session, (s) => Boolean(s.context.user?.restriction));
  const promoPage = useRouterState({
    select: (s) => !NO_PROMO_PATHS.has(s.location.pathname.replace(/\/+$/, '') || '/'),
  });
  return authClosed && !expired && !restricted && promoPage;
}

/** A paused or self-excluded member: no promotion is shown to them (Portaria SPA/MF 1.231/2024). */
export function useRestricted(): boolean {
  return useSelector(useSystem().actors.session, (s) => Boolean(s.context.user?.restriction));
}
