import { createActor, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { DynamicWebData } from '../../contract';
import { modalsMachine } from '../../machines/modals.machine';
import { pathCoverage } from './paths';
import { networkFailure, scripted } from './support';

const content = (withAd: boolean): DynamicWebData => ({
  site: 'rodada',
  profile: 'regulated-br',
  legal: null,
  banners: [
    {
      id: 1,
      title: 'Bem-vindo',
      subtitle: 'Cassino e esportes',
      link: '/promotion/activity',
      art: '/site/art/promo.svg',
    },
  ],
  advertisement: withAd
    ? { id: 3, title: 'Roda diária', body: 'Gire todo dia', cta: 'Girar', link: '/promotion/activity/lottery-wheel' }
    : null,
  welcome: { title: 'Rodada', text: 'Cassino e apostas', art: '/site/art/sports.svg' },
  reminder: 'Jogue com responsabilidade',
});
const withAd = content(true);
const withoutAd = content(false);

/**
 * `pending`: the site content never arrives during the test. `shown`: what the browser recorded before
 * this visit (the advertisement today, the reminder in this visit, a storage choice); by default a
 * returning browser (a storage choice kept) that showed neither.
 */
function startModals(
  reminderOn: boolean,
  siteContent: DynamicWebData | Error | 'pending',
  shown: { adToday?: boolean; reminderThisVisit?: boolean; firstVisit?: boolean } = {},
) {
  const loadSiteContent =
    siteContent === 'pending' ? scripted<DynamicWebData>() : scripted<DynamicWebData>(siteContent);
  const saveReminder = vi.fn();
  const recordAdShown = vi.fn();
  const recordReminderShown = vi.fn();
  const machine = modalsMachine.provide({
    actors: { loadSiteContent: loadSiteContent.logic },
    actions: {
      saveReminder: (_, params) => saveReminder(params),
      recordAdShown: () => recordAdShown(),
      recordReminderShown: () => recordReminderShown(),
    },
  });
  const input = {
    reminderOn,
    adShownToday: shown.adToday ?? false,
    reminderShownThisVisit: shown.reminderThisVisit ?? false,
    firstVisit: shown.firstVisit ?? false,
  };
  const actor = createActor(machine, { input }).start();
  const promoSettled = () => waitFor(actor, (s) => !s.matches({ promo: 'loading' }));
  return { actor, saveReminder, recordAdShown, recordReminderShown, promoSettled };
}

describe('modals: arrival promotions', () => {
  it('everything starts closed while the site content loads', () => {
    const { actor } = startModals(true, 'pending');
    expect(actor.getSnapshot().value).toEqual({ auth: 'closed', promo: 'loading', language: 'closed' });
  });

  it('the reminder opens first; the advertisement waits for the next page, never over it', async () => {
    const { actor, promoSettled } = startModals(true, withAd);
    const snapshot = await promoSettled();
    expect(snapshot.matches({ promo: 'reminder' })).toBe(true);
    expect(snapshot.context.content).toEqual(withAd);
    // Moving while the reminder is open does not stack the advertisement on it.
    actor.send({ type: 'page.viewed' });
    expect(actor.getSnapshot().matches({ promo: 'reminder' })).toBe(true);
    actor.send({ type: 'reminder.close' });
    expect(actor.getSnapshot().matches({ promo: 'later' })).toBe(true);
    actor.send({ type: 'page.viewed' });
    expect(actor.getSnapshot().matches({ promo: 'advertisement' })).toBe(true);
    actor.send({ type: 'ad.close' });
    expect(actor.getSnapshot().matches({ promo: 'idle' })).toBe(true);
  });

  it('with the reminder off the advertisement opens on arrival, alone', async () => {
    const { actor, promoSettled } = startModals(false, withAd);
    expect((await promoSettled()).matches({ promo: 'advertisement' })).toBe(true);
    actor.send({ type: 'ad.close' });
    expect(actor.getSnapshot().matches({ promo: 'idle' })).toBe(true);
  });

  it('without an advertisement the reminder opens when it is on', async () => {
    const { promoSettled } = startModals(true, withoutAd);
    const snapshot = await promoSettled();
    expect(snapshot.matches({ promo: 'reminder' })).toBe(true);
    expect(snapshot.context.content).toEqual(withoutAd);
  });

  it('without an advertisement and with the reminder off nothing opens', async () => {
    const { promoSettled } = startModals(false, withoutAd);
    expect((await promoSettled()).matches({ promo: 'idle' })).toBe(true);
  });

  it('content that fails to load opens nothing', async () => {
    const { promoSettled } = startModals(true, networkFailure());
    const snapshot = await promoSettled();
    expect(snapshot.matches({ promo: 'idle' })).toBe(true);
    expect(snapshot.context.content).toBeNull();
  });
});

describe('modals: once a day, once a visit', () => {
  it('closing the reminder records this visit’s showing; closing the advertisement records today’s', async () => {
    const { actor, promoSettled, recordAdShown, recordReminderShown } = startModals(true, withAd);
    await promoSettled();
    actor.send({ type: 'reminder.close' });
    expect(recordReminderShown).toHaveBeenCalledTimes(1);
    expect(recordAdShown).not.toHaveBeenCalled();
    actor.send({ type: 'page.viewed' });
    actor.send({ type: 'ad.close' });
    expect(recordAdShown).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches({ promo: 'idle' })).toBe(true);
  });

  it('closing the advertisement records it also when the reminder is off', async () => {
    const { actor, promoSettled, recordAdShown } = startModals(false, withAd);
    await promoSettled();
    actor.send({ type: 'ad.close' });
    expect(recordAdShown).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches({ promo: 'idle' })).toBe(true);
  });

  it('an advertisement already shown today in this browser is not shown again; the reminder still is', async () => {
    const { actor, promoSettled } = startModals(true, withAd, { adToday: true });
    expect((await promoSettled()).matches({ promo: 'reminder' })).toBe(true);
    actor.send({ type: 'reminder.close' });
    actor.send({ type: 'page.viewed' });
    expect(actor.getSnapshot().matches({ promo: 'idle' })).toBe(true);
  });

  it('a reminder already shown in this visit is not shown again: the advertisement opens on arrival', async () => {
    const { actor, promoSettled } = startModals(true, withAd, { reminderThisVisit: true });
    expect((await promoSettled()).matches({ promo: 'advertisement' })).toBe(true);
    actor.send({ type: 'ad.close' });
    expect(actor.getSnapshot().matches({ promo: 'idle' })).toBe(true);
  });

  it('both already shown: the visit opens nothing', async () => {
    const { promoSettled, recordAdShown, recordReminderShown } = startModals(true, withAd, {
      adToday: true,
      reminderThisVisit: true,
    });
    expect((await promoSettled()).matches({ promo: 'idle' })).toBe(true);
    expect(recordAdShown).not.toHaveBeenCalled();
    expect(recordReminderShown).not.toHaveBeenCalled();
  });

  it('“don’t remind me again” records this visit’s showing too', async () => {
    const { actor, promoSettled, recordReminderShown } = startModals(true, withoutAd);
    await promoSettled();
    actor.send({ type: 'reminder.turnOff' });
    expect(recordReminderShown).toHaveBeenCalledTimes(1);
  });
});

describe('modals: a first visit meets one dialog', () => {
  it('a first visit is shown the reminder only, and no advertisement on any later page', async () => {
    const { actor, promoSettled, recordAdShown } = startModals(true, withAd, { firstVisit: true });
    expect((await promoSettled()).matches({ promo: 'reminder' })).toBe(true);
    actor.send({ type: 'reminder.close' });
    expect(actor.getSnapshot().matches({ promo: 'idle' })).toBe(true);
    actor.send({ type: 'page.viewed' });
    expect(actor.getSnapshot().matches({ promo: 'idle' })).toBe(true);
    expect(recordAdShown).not.toHaveBeenCalled();
  });

  it('a first visit with the reminder off (or already shown) opens nothing', async () => {
    for (const shown of [{ firstVisit: true }, { firstVisit: true, reminderThisVisit: true }]) {
      const { actor, promoSettled } = startModals(shown.reminderThisVisit ? true : false, withAd, shown);
      expect((await promoSettled()).matches({ promo: 'idle' })).toBe(true);
      actor.send({ type: 'page.viewed' });
      expect(actor.getSnapshot().matches({ promo: 'idle' })).toBe(true);
    }
  });

  it('turning the reminder off from it still leaves a due advertisement for the next page', async () => {
    const { actor, promoSettled } = startModals(true, withAd);
    await promoSettled();
    actor.send({ type: 'reminder.turnOff' });
    expect(actor.getSnapshot().matches({ promo: 'later' })).toBe(true);
    expect(actor.getSnapshot().context.reminderOn).toBe(false);
    actor.send({ type: 'page.viewed' });
    expect(actor.getSnapshot().matches({ promo: 'advertisement' })).toBe(true);
  });
});

describe('modals: the reminder setting', () => {
  it('turning the reminder off from the reminder saves it once and closes it', async () => {
    const { actor, promoSettled, saveReminder } = startModals(true, withoutAd);
    await promoSettled();
    actor.send({ type: 'reminder.turnOff' });
    expect(actor.getSnapshot().matches({ promo: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.reminderOn).toBe(false);
    expect(saveReminder).toHaveBeenCalledExactlyOnceWith({ on: false });
  });

  it('closing the reminder keeps it on', async () => {
    const { actor, promoSettled, saveReminder } = startModals(true, withoutAd);
    await promoSettled();
    actor.send({ type: 'reminder.close' });
    expect(actor.getSnapshot().context.reminderOn).toBe(true);
    expect(saveReminder).not.toHaveBeenCalled();
  });

  it('settings turn it on (and off) whatever is open, saving once each time', async () => {
    const { actor, promoSettled, saveReminder } = startModals(false, withAd);
    await promoSettled();
    actor.send({ type: 'auth.open', mode: 'login' });
    actor.send({ type: 'reminder.turnOn' });
    expect(actor.getSnapshot().context.reminderOn).toBe(true);
    expect(saveReminder).toHaveBeenCalledExactlyOnceWith({ on: true });
    // The advertisement is still open; closing it now shows nothing more (one promotion a page).
    actor.send({ type: 'ad.close' });
    expect(actor.getSnapshot().matches({ promo: 'idle' })).toBe(true);

    saveReminder.mockClear();
    actor.send({ type: 'reminder.turnOn' });
    actor.send({ type: 'reminder.turnOff' });
    expect(actor.getSnapshot().context.reminderOn).toBe(false);
    expect(saveReminder.mock.calls).toEqual([[{ on: true }], [{ on: false }]]);
    expect(actor.getSnapshot().value).toEqual({ auth: 'login', promo: 'idle', language: 'closed' });
  });
});

describe('modals: login/register and language dialogs', () => {
  it('opens in the asked mode, switches both ways, closes', () => {
    const { actor } = startModals(false, 'pending');
    const auth = () => (actor.getSnapshot().value as { auth: string }).auth;
    actor.send({ type: 'auth.open', mode: 'register' });
    expect(auth()).toBe('register');
    actor.send({ type: 'auth.switch' });
    expect(auth()).toBe('login');
    actor.send({ type: 'auth.switch' });
    expect(auth()).toBe('register');
    actor.send({ type: 'auth.open', mode: 'login' });
    expect(auth()).toBe('login');
    actor.send({ type: 'auth.close' });
    expect(auth()).toBe('closed');
    expect(actor.getSnapshot().can({ type: 'auth.switch' })).toBe(false);
  });

  it('the language chooser opens and closes on its own', () => {
    const { actor } = startModals(false, 'pending');
    actor.send({ type: 'auth.open', mode: 'login' });
    actor.send({ type: 'language.open' });
    expect(actor.getSnapshot().value).toEqual({ auth: 'login', promo: 'loading', language: 'open' });
    actor.send({ type: 'language.close' });
    expect(actor.getSnapshot().value).toEqual({ auth: 'login', promo: 'loading', language: 'closed' });
  });
});

describe('modals: paths', () => {
  it('walks every reachable state and transition', () => {
    const coverage = pathCoverage('modals', modalsMachine, {
      inputs: [true, false].flatMap((reminderOn) =>
        [true, false].flatMap((adShownToday) =>
          [true, false].flatMap((reminderShownThisVisit) =>
            [true, false].map((firstVisit) => ({ reminderOn, adShownToday, reminderShownThisVisit, firstVisit })),
          ),
        ),
      ),
      events: [
        { type: 'xstate.done.actor.loadSiteContent', output: withAd },
        { type: 'xstate.done.actor.loadSiteContent', output: withoutAd },
        { type: 'xstate.error.actor.loadSiteContent', error: networkFailure() },
        { type: 'auth.open', mode: 'login' },
        { type: 'auth.open', mode: 'register' },
        { type: 'auth.close' },
        { type: 'auth.switch' },
        { type: 'ad.close' },
        { type: 'reminder.close' },
        { type: 'page.viewed' },
        { type: 'reminder.turnOn' },
        { type: 'reminder.turnOff' },
        { type: 'language.open' },
        { type: 'language.close' },
      ],
    });
    console.log(coverage.summary);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
