import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  DESK_TABS,
  siteDeskMachine,
  type DeskAction,
  type DeskDone,
  type DeskLoad,
  type DeskPreview,
  type DeskPreviewRequest,
  type DeskTab,
  type DeskView,
} from '../../../machines/operator/siteDesk.machine';
import { pathCoverage } from '../paths';
import { networkFailure, refused, scripted } from '../support';

const SITES = [
  { site: 'open', name: 'Rodada', profile: 'open' as const, default: false, languages: ['pt', 'en'] },
  { site: 'regulated-br', name: 'Rodada BR', profile: 'regulated-br' as const, default: true, languages: ['pt'] },
];
const activity = (enabled: boolean) => ({
  key: 'dailywheel' as const,
  name: 'Daily wheel',
  enabled,
  offered: enabled,
  forbidden: null,
  forbidden_reason: null,
  deposit_linked: false,
  claims: 3,
  paid: '12.50',
  players: 2,
});
const activities = (site: string, enabled = true): DeskView => ({
  tab: 'activities',
  data: {
    site,
    profile: 'open',
    from: '2026-10-28',
    to: '2026-11-26',
    list: [activity(enabled)],
    total: 1,
    totals: { claims: 3, paid: '12.50', players: 2 },
  },
});
const announcements: DeskView = { tab: 'announcements', data: { list: [], total: 0 } };
const PREVIEW: DeskPreview = {
  kind: 'notification',
  notification: { to: 'member', site: 'open', member: null, recipients: 1, title: 'T', body: 'B' },
};
const SENT: DeskDone = {
  kind: 'notification',
  new: true,
  sent: {
    id: 1,
    to: 'member',
    site: 'open',
    member_id: 7,
    title: 'T',
    body: 'B',
    recipients: 1,
    actor: 'a@rodada.local',
    created_at: '2026-11-26T03:00:00.000Z',
  },
};
const switchOff = (reason: string): DeskAction => ({
  kind: 'setActivity',
  body: { site: 'regulated-br', key: 'dailywheel', enabled: false, reason },
});
const send: DeskAction = {
  kind: 'sendNotification',
  body: { to: 'member', member_id: 7, title: 'T', body: 'B', key: 'bo-key-0001' },
};

function start(
  tabs: readonly DeskTab[],
  loads: Array<DeskView | Error>,
  acts: Array<DeskDone | Error> = [],
  previews: Array<DeskPreview | Error> = [],
  sites: Array<typeof SITES | Error> = [SITES],
) {
  const loadSites = scripted<typeof SITES>(...sites);
  const load = scripted<DeskView, DeskLoad>(...loads);
  const act = scripted<DeskDone, DeskAction>(...acts);
  const preview = scripted<DeskPreview, DeskPreviewRequest>(...previews);
  const actor = createActor(
    siteDeskMachine.provide({
      actors: { loadSites: loadSites.logic, load: load.logic, act: act.logic, preview: preview.logic },
    }),
    { input: { tabs } },
  ).start();
  return { actor, load, act, preview };
}

describe('promotions and site', () => {
  it('opens the default site, switches an activity off with a reason and reads the tab again', async () => {
    const { actor, load, act } = start(
      DESK_TABS,
      [activities('regulated-br'), activities('regulated-br', false), activities('open')],
      [
        refused(
          'promotions.deposit_bonus_forbidden',
          'A regulated site may not offer a bonus earned by depositing',
          409,
        ),
        { kind: 'setActivity', activity: activity(false) },
      ],
    );
    await waitFor(actor, (s) => s.matches('shown'));
    expect(actor.getSnapshot().context.site).toBe('regulated-br');
    expect(actor.getSnapshot().context.range).toEqual({ from: '2026-10-28', to: '2026-11-26' });
    // No reason: asked for one, nothing sent.
    actor.send({ type: 'desk.act', action: switchOff('  ') });
    expect(actor.getSnapshot().context.problem?.code).toBe('audit.reason_required');
    expect(act.calls).toEqual([]);
    // A refusal is said (the law's article), and the tab stays as it was.
    actor.send({ type: 'desk.act', action: switchOff('Budget used up') });
    await waitFor(actor, (s) => s.matches('shown') && s.context.problem !== null);
    expect(actor.getSnapshot().context.problem?.code).toBe('promotions.deposit_bonus_forbidden');
    actor.send({ type: 'desk.act', action: switchOff('Budget used up') });
    await waitFor(actor, (s) => s.matches('shown') && s.context.done !== null);
    expect(actor.getSnapshot().context.done).toEqual({ kind: 'setActivity', activity: activity(false) });
    expect(actor.getSnapshot().context.view).toEqual(activities('regulated-br', false));
    // Another site: read afresh; a site not the operator's is not asked for.
    actor.send({ type: 'desk.site', site: 'nowhere' });
    actor.send({ type: 'desk.site', site: 'open' });
    await waitFor(actor, (s) => s.matches('shown'));
    expect(actor.getSnapshot().context.done).toBeNull();
    expect(load.calls).toEqual([
      { tab: 'activities', site: 'regulated-br', from: '', to: '' },
      { tab: 'activities', site: 'regulated-br', from: '2026-10-28', to: '2026-11-26' },
      { tab: 'activities', site: 'open', from: '2026-10-28', to: '2026-11-26' },
    ]);
  });

  it('sends a notification only after its preview, and support opens only its tabs', async () => {
    const { actor, load, act, preview } = start(
      ['activities', 'announcements', 'notifications'],
      [activities('regulated-br'), { tab: 'notifications', data: { list: [], total: 0 } }, announcements],
      [SENT],
      [PREVIEW],
    );
    await waitFor(actor, (s) => s.matches('shown'));
    actor.send({ type: 'desk.tab', tab: 'content' });
    expect(actor.getSnapshot().context.tab).toBe('activities');
    actor.send({ type: 'desk.tab', tab: 'notifications' });
    await waitFor(actor, (s) => s.matches('shown'));
    actor.send({ type: 'desk.act', action: send });
    expect(actor.getSnapshot().context.problem?.code).toBe('notifications.preview_first');
    const body = { to: 'member' as const, member_id: 7, title: 'T', body: 'B' };
    actor.send({ type: 'desk.preview', request: { kind: 'notification', body } });
    await waitFor(actor, (s) => s.matches('shown') && s.context.preview !== null);
    actor.send({ type: 'desk.act', action: send });
    await waitFor(actor, (s) => s.matches('shown') && s.context.done !== null);
    expect(actor.getSnapshot().context.done).toEqual(SENT);
    expect(actor.getSnapshot().context.preview).toBeNull();
    expect(preview.calls).toEqual([{ kind: 'notification', body }]);
    expect(act.calls).toEqual([send]);
    expect(load.calls.map((call) => call.tab)).toEqual(['activities', 'notifications', 'notifications']);
  });

  it('says when the sites or a tab cannot be read, and tries again', async () => {
    const { actor } = start(DESK_TABS, [networkFailure(), announcements], [], [], [networkFailure(), SITES]);
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.problem?.code).toBe('network');
    actor.send({ type: 'desk.reload' });
    await waitFor(actor, (s) => s.matches('failed') && s.context.site !== null);
    actor.send({ type: 'desk.tab', tab: 'announcements' });
    await waitFor(actor, (s) => s.matches('shown'));
    expect(actor.getSnapshot().context.view).toEqual(announcements);
  });

  it('reads the site chosen while the first one is still being read', async () => {
    const { actor, load } = start(DESK_TABS, []);
    await waitFor(actor, (s) => s.matches('loading'));
    actor.send({ type: 'desk.site', site: 'open' });
    actor.send({ type: 'desk.tab', tab: 'legal' });
    expect(actor.getSnapshot().context).toMatchObject({ site: 'open', tab: 'legal' });
    expect(load.calls.map(({ tab, site }) => [tab, site])).toEqual([
      ['activities', 'regulated-br'],
      ['activities', 'open'],
      ['legal', 'open'],
    ]);
  });

  it('walks every reachable state and transition', () => {
    const coverage = pathCoverage('operator-siteDesk', siteDeskMachine, {
      inputs: [{ tabs: DESK_TABS }],
      events: [
        { type: 'xstate.done.actor.loadSites', output: SITES },
        { type: 'xstate.done.actor.loadSites', output: [] },
        { type: 'xstate.error.actor.loadSites', error: networkFailure() },
        { type: 'xstate.done.actor.load', output: activities('open') },
        { type: 'xstate.done.actor.load', output: announcements },
        { type: 'xstate.error.actor.load', error: networkFailure() },
        { type: 'desk.reload' },
        { type: 'desk.site', site: 'open' },
        { type: 'desk.tab', tab: 'announcements' },
        { type: 'desk.range', from: '2026-11-01', to: '2026-11-02' },
        { type: 'desk.act', action: switchOff('') },
        { type: 'desk.act', action: send },
        { type: 'desk.act', action: switchOff('Paused') },
        { type: 'desk.preview', request: { kind: 'content', body: { site: 'open', lang: 'pt' } } },
        { type: 'xstate.done.actor.preview', output: PREVIEW },
        { type: 'xstate.error.actor.preview', error: networkFailure() },
        { type: 'xstate.done.actor.act', output: SENT },
        { type: 'xstate.error.actor.act', error: networkFailure() },
        { type: 'desk.dismiss' },
      ],
      serializeState: (s) =>
        JSON.stringify([
          s.value,
          s.context.site,
          s.context.sites.length,
          s.context.tab,
          s.context.preview?.kind ?? null,
          s.context.problem?.code ?? null,
        ]),
    });
    console.log(coverage.summary);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
