import { msg } from '@lingui/core/macro';
import { defineFeature, type FlowDescriptions } from '../../app/flows';

/**
 * The site's flows: who the person is, the language, the modals, the service worker and the network, run
 * from the first page.
 */
export default defineFeature({
  shell: {
    session: 'session',
    language: 'language',
    modals: 'modals',
    swUpdate: 'swUpdate',
    connection: 'connection',
  },
});

/** What /flows and docs/flows say of the site's flows (read by tests/flows, never by the app). */
export const descriptions = {
  session: {
    title: msg`Session`,
    summary: msg`Who the person is: asking the open tabs for their login, checking the token, guest, signed in, login expired, forced offline, signing out (in every tab).`,
  },
  language: {
    title: msg`Language bootstrap`,
    summary: msg`The interface language: the saved choice, else the site’s languages by host, then a switch reloads the page.`,
  },
  modals: {
    title: msg`Modals`,
    summary: msg`One promotion per page: the reminder first (once a visit, can be turned off), then the advertisement on a later page (at most once a day, never on a first visit); the language chooser and the login/register modal.`,
  },
  swUpdate: {
    title: msg`Service-worker update`,
    summary: msg`The service worker at the site root; the page reloads once when a new one takes control.`,
  },
  connection: {
    title: msg`Network`,
    summary: msg`Online while the server answers; a call without network (or opening the app without one) shows the offline screen, and the network coming back or “Try again” checks the server, then reloads the page.`,
  },
} satisfies FlowDescriptions;
