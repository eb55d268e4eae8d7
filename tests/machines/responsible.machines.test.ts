import { createActor, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type {
  LimitKind,
  ResponsibleStatus,
  Restriction,
  SessionSummary,
  SetLimitResult,
} from '../../contract/responsible';
import { LIMIT_KINDS, limitPeriod, limitUnit } from '../../contract/responsible';
import { realityCheckMachine, untilNextCheck } from '../../machines/realityCheck.machine';
import { responsibleLimitsMachine, type SetLimitInput } from '../../machines/responsibleLimits.machine';
import { selfRestrictionMachine, type RestrictInput } from '../../machines/selfRestriction.machine';
import { pathCoverage } from './paths';
import { FakeApiError, codeOf, networkFailure, refused, scripted } from './support';

function statusWith(values: Partial<Record<LimitKind, string>> = {}, minutes = 60): ResponsibleStatus {
  return {
    limits: LIMIT_KINDS.map((kind) => ({
      kind,
      unit: limitUnit(kind),
      period: limitPeriod(kind),
      value: values[kind] ?? null,
      pending: null,
      used: limitUnit(kind) === 'money' ? '0.00' : '0',
      reserved: kind.startsWith('deposit') ? '0.00' : null,
      resets_at: null,
    })),
    reality_check_minutes: minutes,
    restriction: null,
    session_started_at: '2026-03-02T12:00:00.000Z',
    limits_offer: false,
  };
}

describe('responsibleLimits', () => {
  function start(...loads: Array<ResponsibleStatus | Error>) {
    const load = scripted<ResponsibleStatus>(...loads);
    const setLimit = scripted<SetLimitResult, SetLimitInput>();
    const setRealityCheck = scripted<ResponsibleStatus, { minutes: number }>();
    const realityCheckChanged = vi.fn();
    const actor = createActor(
      responsibleLimitsMachine.provide({
        actors: { load: load.logic, setLimit: setLimit.logic, setRealityCheck: setRealityCheck.logic },
        actions: { realityCheckChanged },
      }),
    ).start();
    return { actor, load, setLimit, setRealityCheck, realityCheckChanged };
  }

  it('loads the limits, or fails with a retry', async () => {
    const { actor, load } = start(networkFailure());
    await waitFor(actor, (s) => s.matches('failed'));
    load.queue(statusWith());
    actor.send({ type: 'limits.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.status?.limits).toHaveLength(8);
  });

  it('refuses a value the server would refuse, with its code, and sends nothing', async () => {
    const { actor, setLimit } = start(statusWith());
    await waitFor(actor, (s) => s.matches('ready'));
    const cases: Array<[LimitKind, string, string]> = [
      ['deposit_day', '0', 'responsible.limit_amount_invalid'],
      ['deposit_day', 'cem', 'responsible.limit_amount_invalid'],
      ['loss_month', '10,555', 'responsible.limit_amount_invalid'],
      ['session_minutes', '3', 'responsible.limit_minutes_invalid'],
      ['bets_day', '2.5', 'responsible.limit_count_invalid'],
    ];
    for (const [kind, value, code] of cases) {
      actor.send({ type: 'limit.change', kind, value });
      actor.send({ type: 'limit.save', kind });
      expect(codeOf(actor.getSnapshot().context.errors[kind]), `${kind} ${value}`).toBe(code);
    }
    expect(setLimit.calls).toEqual([]);
    actor.send({ type: 'limit.change', kind: 'deposit_day', value: '5' });
    expect(actor.getSnapshot().context.errors.deposit_day).toBeUndefined();
  });

  it('saves a limit typed with a comma, and says whether it is in force now or later', async () => {
    const { actor, setLimit } = start(statusWith());
    await waitFor(actor, (s) => s.matches('ready'));
    setLimit.queue({ effective: 'now', status: statusWith({ deposit_day: '100.50' }) });
    actor.send({ type: 'limit.change', kind: 'deposit_day', value: '100,50' });
    actor.send({ type: 'limit.save', kind: 'deposit_day' });
    expect(actor.getSnapshot().matches('savingLimit')).toBe(true);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(setLimit.calls).toEqual([{ kind: 'deposit_day', value: '100.50' }]);
    const { notice, drafts, status } = actor.getSnapshot().context;
    expect(notice).toEqual({ type: 'limit', kind: 'deposit_day', effective: 'now', removed: false });
    expect(drafts.deposit_day).toBeUndefined();
    expect(status?.limits[0]?.value).toBe('100.50');

    setLimit.queue({ effective: 'later', status: statusWith({ deposit_day: '100.50' }) });
    actor.send({ type: 'limit.remove', kind: 'deposit_day' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.notice !== null);
    expect(setLimit.calls[1]).toEqual({ kind: 'deposit_day', value: null });
    expect(actor.getSnapshot().context.notice).toEqual({
      type: 'limit',
      kind: 'deposit_day',
      effective: 'later',
      removed: true,
    });
  });

  it('does not remove a limit that is not set', async () => {
    const { actor, setLimit } = start(statusWith());
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'limit.remove', kind: 'loss_day' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(setLimit.calls).toEqual([]);
  });

  it('puts the server’s refusal on the limit', async () => {
    const { actor, setLimit } = start(statusWith());
    await waitFor(actor, (s) => s.matches('ready'));
    setLimit.queue(
      new FakeApiError(
        'server',
        'Enter a number of minutes from 5 to 1440',
        422,
        { value: 'x' },
        undefined,
        {},
        {
          value: { error: 'responsible.limit_minutes_invalid', params: { min: '5', max: '1440' } },
        },
      ),
    );
    actor.send({ type: 'limit.change', kind: 'session_minutes', value: '60' });
    actor.send({ type: 'limit.save', kind: 'session_minutes' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.saving === null);
    expect(codeOf(actor.getSnapshot().context.errors.session_minutes)).toBe('responsible.limit_minutes_invalid');
  });

  it('saves the reality check’s interval and tells the app', async () => {
    const { actor, setRealityCheck, realityCheckChanged } = start(statusWith());
    await waitFor(actor, (s) => s.matches('ready'));
    setRealityCheck.queue(statusWith({}, 30));
    actor.send({ type: 'realityCheck.set', minutes: 30 });
    await waitFor(actor, (s) => s.matches('ready') && s.context.notice !== null);
    expect(setRealityCheck.calls).toEqual([{ minutes: 30 }]);
    expect(actor.getSnapshot().context.notice).toEqual({ type: 'realityCheck', minutes: 30 });
    expect(realityCheckChanged).toHaveBeenCalledTimes(1);
  });

  it('walks every reachable state and transition', () => {
    const coverage = pathCoverage('responsibleLimits', responsibleLimitsMachine, {
      inputs: [undefined],
      events: [
        { type: 'xstate.done.actor.load', output: statusWith({ bets_day: '5' }) },
        { type: 'xstate.error.actor.load', error: networkFailure() },
        { type: 'limits.retry' },
        { type: 'limit.change', kind: 'deposit_day', value: '50' },
        { type: 'limit.change', kind: 'deposit_day', value: 'x' },
        { type: 'limit.save', kind: 'deposit_day' },
        { type: 'limit.remove', kind: 'bets_day' },
        { type: 'xstate.done.actor.setLimit', output: { effective: 'now', status: statusWith() } },
        { type: 'xstate.error.actor.setLimit', error: networkFailure() },
        { type: 'xstate.done.actor.removeLimit', output: { effective: 'later', status: statusWith() } },
        { type: 'xstate.error.actor.removeLimit', error: networkFailure() },
        { type: 'realityCheck.set', minutes: 30 },
        { type: 'xstate.done.actor.setRealityCheck', output: statusWith({}, 30) },
        { type: 'xstate.error.actor.setRealityCheck', error: networkFailure() },
      ],
    });
    console.log(coverage.summary);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});

describe('selfRestriction', () => {
  const pause: Restriction = { kind: 'pause', period: '7d', until: '2026-03-09T12:00:00.000Z' };

  function start(kind: Restriction['kind'], ...results: Array<Restriction | Error>) {
    const restrict = scripted<Restriction, RestrictInput>(...results);
    const restricted = vi.fn();
    const actor = createActor(
      selfRestrictionMachine.provide({ actors: { restrict: restrict.logic }, actions: { restricted } }),
      { input: { kind } },
    ).start();
    return { actor, restrict, restricted };
  }

  it('needs a period, then the password, before anything is sent', () => {
    const { actor, restrict } = start('pause');
    actor.send({ type: 'restriction.next' });
    expect(actor.getSnapshot().matches('choosing')).toBe(true);
    actor.send({ type: 'restriction.choose', period: '7d' });
    actor.send({ type: 'restriction.next' });
    expect(actor.getSnapshot().matches('confirming')).toBe(true);
    actor.send({ type: 'restriction.confirm' });
    expect(actor.getSnapshot().matches('confirming')).toBe(true);
    actor.send({ type: 'restriction.back' });
    expect(actor.getSnapshot().matches('choosing')).toBe(true);
    expect(restrict.calls).toEqual([]);
  });

  it('pauses with the password, then tells the app and ends with the restriction', async () => {
    const { actor, restrict, restricted } = start('pause', pause);
    actor.send({ type: 'restriction.choose', period: '7d' });
    actor.send({ type: 'restriction.next' });
    actor.send({ type: 'restriction.password', value: 'segredo1' });
    actor.send({ type: 'restriction.confirm' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(restrict.calls).toEqual([{ kind: 'pause', period: '7d', password: 'segredo1' }]);
    expect(actor.getSnapshot().output).toEqual(pause);
    expect(actor.getSnapshot().context.password).toBe('');
    expect(restricted).toHaveBeenCalledTimes(1);
  });

  it('comes back to the confirmation with a wrong password or a running restriction, the password cleared', async () => {
    const wrong = new FakeApiError(
      'server',
      'Incorrect password',
      422,
      { password: 'x' },
      'request.invalid',
      {},
      {
        password: { error: 'security.password_wrong', params: {} },
      },
    );
    const running = refused('responsible.already_restricted', 'already', 409, { until: pause.until! });
    const { actor, restricted } = start('self_exclusion', wrong, running);
    actor.send({ type: 'restriction.choose', period: 'permanent' });
    actor.send({ type: 'restriction.next' });
    actor.send({ type: 'restriction.password', value: 'errada' });
    actor.send({ type: 'restriction.confirm' });
    await waitFor(actor, (s) => s.matches('confirming') && s.context.error !== null);
    expect(codeOf(actor.getSnapshot().context.error)).toBe('security.password_wrong');
    expect(actor.getSnapshot().context.password).toBe('');
    actor.send({ type: 'restriction.password', value: 'segredo1' });
    actor.send({ type: 'restriction.confirm' });
    await waitFor(actor, (s) => s.matches('confirming') && s.context.error !== null);
    expect(codeOf(actor.getSnapshot().context.error)).toBe('responsible.already_restricted');
    expect(restricted).not.toHaveBeenCalled();
  });

  it('walks every reachable state and transition', () => {
    const coverage = pathCoverage('selfRestriction', selfRestrictionMachine, {
      inputs: [{ kind: 'pause' }],
      events: [
        { type: 'restriction.choose', period: '24h' },
        { type: 'restriction.next' },
        { type: 'restriction.password', value: 'segredo1' },
        { type: 'restriction.confirm' },
        { type: 'restriction.back' },
        { type: 'xstate.done.actor.restrict', output: pause },
        { type: 'xstate.error.actor.restrict', error: networkFailure() },
      ],
    });
    console.log(coverage.summary);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});

describe('realityCheck', () => {
  const summary = (minutes: number, net = '-12.50'): SessionSummary => ({
    started_at: '2026-03-02T12:00:00.000Z',
    minutes,
    net,
    bets: 4,
  });

  it('waits for the next whole interval since login', () => {
    expect(untilNextCheck(60, 0)).toBe(60 * 60_000);
    expect(untilNextCheck(60, 45)).toBe(15 * 60_000);
    expect(untilNextCheck(30, 75)).toBe(15 * 60_000);
  });

  it('shows the time and the net result every interval; continue waits a whole interval; stop ends', async () => {
    vi.useFakeTimers();
    try {
      const results = scripted<SessionSummary>(summary(50), summary(60), summary(90, '4.00'));
      const actor = createActor(realityCheckMachine.provide({ actors: { summary: results.logic } }), {
        input: { intervalMinutes: 30 },
      }).start();
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().matches('waiting')).toBe(true);
      await vi.advanceTimersByTimeAsync(10 * 60_000 - 1);
      expect(actor.getSnapshot().matches('waiting')).toBe(true);
      await vi.advanceTimersByTimeAsync(1);
      expect(actor.getSnapshot().matches('showing')).toBe(true);
      expect(actor.getSnapshot().context.summary).toMatchObject({ minutes: 60, net: '-12.50' });

      actor.send({ type: 'realityCheck.continue' });
      await vi.advanceTimersByTimeAsync(30 * 60_000);
      expect(actor.getSnapshot().matches('showing')).toBe(true);
      expect(actor.getSnapshot().context.summary?.net).toBe('4.00');
      actor.send({ type: 'realityCheck.stop' });
      expect(actor.getSnapshot().status).toBe('done');
    } finally {
      vi.useRealTimers();
    }
  });

  it('tries again a whole interval later when the figures cannot be read', async () => {
    vi.useFakeTimers();
    try {
      const results = scripted<SessionSummary>(networkFailure(), summary(15));
      const actor = createActor(realityCheckMachine.provide({ actors: { summary: results.logic } }), {
        input: { intervalMinutes: 15 },
      }).start();
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().matches('waitingToRetry')).toBe(true);
      await vi.advanceTimersByTimeAsync(15 * 60_000);
      expect(actor.getSnapshot().matches('waiting')).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('walks every reachable state and transition', () => {
    const coverage = pathCoverage('realityCheck', realityCheckMachine, {
      inputs: [{ intervalMinutes: 60 }],
      events: [
        { type: 'xstate.done.actor.startSummary', output: summary(10) },
        { type: 'xstate.error.actor.startSummary', error: networkFailure() },
        { type: 'xstate.after.nextCheck.realityCheck.waiting' },
        { type: 'xstate.after.interval.realityCheck.waitingInterval' },
        { type: 'xstate.after.interval.realityCheck.waitingToRetry' },
        { type: 'xstate.done.actor.summary', output: summary(60) },
        { type: 'xstate.error.actor.summary', error: networkFailure() },
        { type: 'realityCheck.continue' },
        { type: 'realityCheck.stop' },
      ],
    });
    console.log(coverage.summary);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
