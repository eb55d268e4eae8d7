import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { RgAction, RgFlag } from '../../../contract/boCompliance';
import {
  rgQueueMachine,
  type RgActionRequest,
  type RgQueuePage,
  type RgQueueRequest,
} from '../../../machines/operator/rgQueue.machine';
import { pathCoverage } from '../paths';
import { networkFailure, refused, scripted } from '../support';

const action = (kind: RgAction['kind'], overrides: Partial<RgAction> = {}): RgAction => ({
  id: 1,
  flag_id: 9,
  kind,
  at: '2026-03-02T12:05:00.000Z',
  actor: 'carla@rodada.local',
  actor_id: 4,
  channel: null,
  note: 'Talked about limits',
  period: null,
  until: null,
  outcome: null,
  ...overrides,
});
const flag = (id: number, overrides: Partial<RgFlag> = {}): RgFlag => ({
  id,
  rule: 'deposit_velocity',
  state: 'open',
  raised_at: '2026-03-02T12:00:00.000Z',
  member_id: 7,
  name: 'Ana',
  phone: '11987654321',
  site: 'rodada',
  settings: { rule: 'deposit_velocity', enabled: true, count: 1, amount: '2000.00', hours: 24 },
  observed: { count: 1, amount: '50.00' },
  evidence: { deposits: [{ order_no: 'D1', amount: '50.00', at: '2026-03-02T11:59:00.000Z' }] },
  closed_at: null,
  outcome: null,
  actions: [],
  ...overrides,
});
const page = (...list: RgFlag[]): RgQueuePage => ({ list, total: list.length, open: list.length });
type Evaluated = { evaluated: number; raised: RgFlag[] };

function start(
  queues: Array<RgQueuePage | Error>,
  answers: Array<RgFlag | Error> = [],
  evaluations: Array<Evaluated | Error> = [],
) {
  const loadQueue = scripted<RgQueuePage, RgQueueRequest>(...queues);
  const act = scripted<RgFlag, RgActionRequest>(...answers);
  const evaluate = scripted<Evaluated>(...evaluations);
  const actor = createActor(
    rgQueueMachine.provide({ actors: { loadQueue: loadQueue.logic, act: act.logic, evaluate: evaluate.logic } }),
  ).start();
  return { actor, loadQueue, act, evaluate };
}

describe('the responsible-gambling queue', () => {
  it('evaluates now, then a flag is contacted, its player cooled off and the flag closed, each form filled first', async () => {
    const contacted = flag(9, { actions: [action('contact', { channel: 'phone' })] });
    const cooled = flag(9, {
      actions: [
        ...contacted.actions,
        action('cooling_off', { id: 2, period: '7d', until: '2026-03-09T12:06:00.000Z', note: 'Chasing deposits' }),
      ],
    });
    const closed = flag(9, {
      state: 'closed',
      outcome: 'cooling_off_set',
      actions: [...cooled.actions, action('close', { id: 3, outcome: 'cooling_off_set', note: 'Paused a week' })],
    });
    const { actor, act, loadQueue, evaluate } = start(
      [page(), page(flag(9)), page(contacted), page(cooled), page()],
      [contacted, cooled, closed],
      [{ evaluated: 3, raised: [flag(9)] }],
    );
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'queue.evaluate' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.list.length === 1);
    expect(evaluate.calls).toHaveLength(1);
    expect(actor.getSnapshot().context.done).toEqual({ action: 'evaluate', evaluated: 3, raised: 1 });

    actor.send({ type: 'queue.open', id: 9 });
    // Nothing is sent before the form is filled: the channel, and what was said (3 characters at least).
    actor.send({ type: 'flag.note', value: 'ok' });
    actor.send({ type: 'flag.contact' });
    expect(actor.getSnapshot().context.problem?.code).toBe('compliance.contact_incomplete');
    actor.send({ type: 'flag.channel', value: 'phone' });
    actor.send({ type: 'flag.contact' });
    expect(actor.getSnapshot().context.problem?.code).toBe('compliance.contact_incomplete');
    actor.send({ type: 'flag.note', value: ' Talked about limits ' });
    actor.send({ type: 'flag.contact' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.done !== null);
    expect(actor.getSnapshot().context.done).toEqual({ action: 'contact', id: 9, until: null });
    // The form is cleared; the flag stays open.
    expect(actor.getSnapshot().context).toMatchObject({ open: 9, channel: '', note: '' });

    actor.send({ type: 'flag.coolingReason', value: 'Chasing deposits' });
    actor.send({ type: 'flag.coolOff' });
    expect(actor.getSnapshot().context.problem?.code).toBe('compliance.cooling_off_incomplete');
    actor.send({ type: 'flag.period', value: '7d' });
    actor.send({ type: 'flag.coolOff' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.done?.action === 'cooling_off');
    expect(actor.getSnapshot().context.done).toEqual({
      action: 'cooling_off',
      id: 9,
      until: '2026-03-09T12:06:00.000Z',
    });

    actor.send({ type: 'flag.outcome', value: 'cooling_off_set' });
    actor.send({ type: 'flag.resolve' });
    expect(actor.getSnapshot().context.problem?.code).toBe('compliance.close_incomplete');
    actor.send({ type: 'flag.closeReason', value: 'Paused a week' });
    actor.send({ type: 'flag.resolve' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.done?.action === 'close');
    // Closed, it left the open queue: its details close.
    expect(actor.getSnapshot().context.open).toBeNull();
    expect(act.calls).toEqual([
      { action: 'contact', id: 9, channel: 'phone', note: 'Talked about limits' },
      { action: 'cooling_off', id: 9, period: '7d', reason: 'Chasing deposits' },
      { action: 'close', id: 9, outcome: 'cooling_off_set', reason: 'Paused a week' },
    ]);
    expect(loadQueue.calls).toHaveLength(5);
  });

  it('a closed flag takes no action; a refusal is shown and the queue read again; filters and pages are asked for', async () => {
    const { actor, act, loadQueue } = start(
      [
        page(flag(9), flag(10, { state: 'closed', outcome: 'no_concern' })),
        page(flag(9)),
        page(flag(9)),
        page(),
        networkFailure(),
        page(),
      ],
      [refused('responsible.already_restricted', 'The player is paused already', 409)],
    );
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'queue.open', id: 10 });
    actor.send({ type: 'flag.channel', value: 'sms' });
    actor.send({ type: 'flag.note', value: 'Sent the help line' });
    actor.send({ type: 'flag.contact' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.problem).toBeNull();
    actor.send({ type: 'queue.open', id: 9 });
    actor.send({ type: 'flag.period', value: '24h' });
    actor.send({ type: 'flag.coolingReason', value: 'Night play' });
    actor.send({ type: 'flag.coolOff' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.problem !== null);
    expect(actor.getSnapshot().context.problem?.code).toBe('responsible.already_restricted');
    expect(act.calls).toHaveLength(1);
    actor.send({ type: 'queue.rule', rule: 'night_play' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.rule === 'night_play');
    actor.send({ type: 'queue.state', state: 'all' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.state === 'all');
    actor.send({ type: 'queue.page', page: 2 });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.problem?.code).toBe('network');
    actor.send({ type: 'queue.refresh' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(loadQueue.calls).toEqual([
      { rule: 'all', state: 'open', page: 1 },
      { rule: 'all', state: 'open', page: 1 },
      { rule: 'night_play', state: 'open', page: 1 },
      { rule: 'night_play', state: 'all', page: 1 },
      { rule: 'night_play', state: 'all', page: 2 },
      { rule: 'night_play', state: 'all', page: 2 },
    ]);
  });

  it('a filter chosen while the list loads is asked for at once, never lost', async () => {
    const { actor, loadQueue } = start([page(), page(), page(flag(1))]);
    // Still loading the default list: the state and the rule chosen meanwhile each start a new reading.
    actor.send({ type: 'queue.state', state: 'all' });
    actor.send({ type: 'queue.rule', rule: 'deposit_velocity' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(loadQueue.calls.at(-1)).toEqual({ rule: 'deposit_velocity', state: 'all', page: 1 });
    expect(actor.getSnapshot().context.list.map((f) => f.id)).toEqual([1]);
  });

  it('walks every reachable state and transition', () => {
    const open = page(flag(9));
    const closed = page(flag(9, { state: 'closed' }));
    const coverage = pathCoverage('operator-rgQueue', rgQueueMachine, {
      inputs: [undefined],
      events: [
        { type: 'xstate.done.actor.loadQueue', output: open },
        { type: 'xstate.done.actor.loadQueue', output: closed },
        { type: 'xstate.error.actor.loadQueue', error: networkFailure() },
        { type: 'queue.open', id: 9 },
        { type: 'queue.close' },
        { type: 'queue.refresh' },
        { type: 'queue.evaluate' },
        { type: 'queue.rule', rule: 'night_play' },
        { type: 'queue.state', state: 'closed' },
        { type: 'queue.page', page: 2 },
        { type: 'flag.channel', value: 'phone' },
        { type: 'flag.note', value: 'Talked about limits' },
        { type: 'flag.period', value: '30d' },
        { type: 'flag.coolingReason', value: 'Losses chased' },
        { type: 'flag.outcome', value: 'no_concern' },
        { type: 'flag.closeReason', value: 'Spoke to the player' },
        { type: 'flag.contact' },
        { type: 'flag.coolOff' },
        { type: 'flag.resolve' },
        { type: 'xstate.done.actor.act', output: flag(9, { actions: [action('contact')] }) },
        { type: 'xstate.error.actor.act', error: refused('compliance.flag_closed', 'The flag is closed', 409) },
        { type: 'xstate.done.actor.evaluate', output: { evaluated: 1, raised: [] } },
        { type: 'xstate.error.actor.evaluate', error: networkFailure() },
      ],
      // The form's fields count only on the queue shown (each call and each flag opened clears them).
      serializeState: (s) =>
        s.matches('ready')
          ? JSON.stringify([
              s.context.open,
              s.context.list[0]?.state ?? null,
              [
                s.context.channel,
                s.context.note,
                s.context.period,
                s.context.coolingReason,
                s.context.outcome,
                s.context.closeReason,
              ].map((field) => (field === '' ? 0 : 1)),
            ])
          : JSON.stringify([s.value, s.context.open]),
    });
    console.log(coverage.summary);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
