import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { LIMIT_KINDS, limitPeriod, limitUnit, type ResponsibleStatus } from '../../contract/responsible';
import { limitsOfferMachine, type OfferedValues } from '../../machines/limitsOffer.machine';
import { pathCoverage } from './paths';
import { codeOf, deferred, networkFailure, refused, text } from './support';

function statusWith(offer: boolean): ResponsibleStatus {
  return {
    limits: LIMIT_KINDS.map((kind) => ({
      kind,
      unit: limitUnit(kind),
      period: limitPeriod(kind),
      value: null,
      pending: null,
      used: limitUnit(kind) === 'money' ? '0.00' : '0',
      reserved: kind.startsWith('deposit') ? '0.00' : null,
      resets_at: null,
    })),
    reality_check_minutes: 60,
    restriction: null,
    session_started_at: '2026-03-02T12:00:00.000Z',
    limits_offer: offer,
  };
}

/** The offer with fakes: the status answered as given; saves and answers wait for the test. */
function start(status: ResponsibleStatus | Error) {
  const saves: Array<{ input: OfferedValues; resolve: () => void; reject: (e: unknown) => void }> = [];
  const answers: Array<{ input: { answer: string }; resolve: () => void; reject: (e: unknown) => void }> = [];
  const limitsSaved = vi.fn();
  const machine = limitsOfferMachine.provide({
    actors: {
      status: fromPromise(async () => {
        if (status instanceof Error) throw status;
        return status;
      }),
      saveLimits: fromPromise<void, OfferedValues>(({ input }) => {
        const { promise, resolve, reject } = deferred<void>();
        saves.push({ input, resolve: () => resolve(), reject });
        return promise;
      }),
      answer: fromPromise<void, { answer: 'skipped' | 'saved' }>(({ input }) => {
        const { promise, resolve, reject } = deferred<void>();
        answers.push({ input, resolve: () => resolve(), reject });
        return promise;
      }),
    },
    actions: { limitsSaved: () => limitsSaved() },
  });
  const actor = createActor(machine).start();
  return { actor, saves, answers, limitsSaved };
}

describe('limitsOffer', () => {
  it('is made only when the server says it stands; otherwise (or on a failure) it closes unseen', async () => {
    const offered = start(statusWith(true));
    await waitFor(offered.actor, (s) => s.matches('offer'));
    const answered = start(statusWith(false));
    expect((await waitFor(answered.actor, (s) => s.status === 'done')).value).toBe('closed');
    const failed = start(networkFailure());
    expect((await waitFor(failed.actor, (s) => s.status === 'done')).value).toBe('closed');
    expect(answered.answers).toHaveLength(0);
  });

  it('"Not now" keeps the skip on the server and closes', async () => {
    const { actor, answers } = start(statusWith(true));
    await waitFor(actor, (s) => s.matches('offer'));
    actor.send({ type: 'offer.skip' });
    expect(actor.getSnapshot().value).toBe('skipping');
    expect(answers.map((a) => a.input)).toEqual([{ answer: 'skipped' }]);
    answers[0]!.resolve();
    expect((await waitFor(actor, (s) => s.status === 'done')).value).toBe('closed');
  });

  it('closes even when the skip cannot be kept (it is never in the way)', async () => {
    const { actor, answers } = start(statusWith(true));
    await waitFor(actor, (s) => s.matches('offer'));
    actor.send({ type: 'offer.accept' });
    actor.send({ type: 'offer.skip' });
    answers[0]!.reject(networkFailure());
    expect((await waitFor(actor, (s) => s.status === 'done')).value).toBe('closed');
  });

  it('saves only the limits typed, in the API’s form, then says they are in force', async () => {
    const { actor, saves, limitsSaved } = start(statusWith(true));
    await waitFor(actor, (s) => s.matches('offer'));
    actor.send({ type: 'offer.accept' });
    actor.send({ type: 'offer.change', kind: 'deposit_day', value: '200,50' });
    actor.send({ type: 'offer.change', kind: 'session_minutes', value: '90' });
    actor.send({ type: 'offer.save' });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(saves.map((s) => s.input)).toEqual([
      [
        { kind: 'deposit_day', value: '200.50' },
        { kind: 'session_minutes', value: '90' },
      ],
    ]);
    saves[0]!.resolve();
    await waitFor(actor, (s) => s.matches('saved'));
    expect(limitsSaved).toHaveBeenCalledTimes(1);
    actor.send({ type: 'offer.close' });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('refuses on the spot a value the server would refuse, and asks for one limit when none is typed', async () => {
    const { actor, saves } = start(statusWith(true));
    await waitFor(actor, (s) => s.matches('offer'));
    actor.send({ type: 'offer.accept' });
    actor.send({ type: 'offer.save' });
    expect(text(actor.getSnapshot().context.formError)).toBe('Enter at least one limit, or choose Not now');
    actor.send({ type: 'offer.change', kind: 'session_minutes', value: '3' });
    actor.send({ type: 'offer.save' });
    expect(actor.getSnapshot().value).toBe('setting');
    expect(codeOf(actor.getSnapshot().context.errors.session_minutes)).toBe('responsible.limit_minutes_invalid');
    expect(actor.getSnapshot().context.formError).toBeNull();
    actor.send({ type: 'offer.change', kind: 'session_minutes', value: '30' });
    expect(actor.getSnapshot().context.errors.session_minutes).toBeUndefined();
    expect(saves).toHaveLength(0);
  });

  it('a refused save goes back to the form with the server’s reason', async () => {
    const { actor, saves } = start(statusWith(true));
    await waitFor(actor, (s) => s.matches('offer'));
    actor.send({ type: 'offer.accept' });
    actor.send({ type: 'offer.change', kind: 'loss_day', value: '50' });
    actor.send({ type: 'offer.save' });
    saves[0]!.reject(refused('responsible.paused', 'Your account is paused until …', 403, { until: 'x' }));
    const back = await waitFor(actor, (s) => s.matches('setting'));
    expect(codeOf(back.context.formError)).toBe('responsible.paused');
    expect(back.context.drafts.loss_day).toBe('50');
  });

  it('walks every reachable state and transition', () => {
    const coverage = pathCoverage('limitsOffer', limitsOfferMachine, {
      inputs: [undefined],
      events: [
        { type: 'xstate.done.actor.status', output: statusWith(true) },
        { type: 'xstate.done.actor.status', output: statusWith(false) },
        { type: 'xstate.error.actor.status', error: networkFailure() },
        { type: 'offer.accept' },
        { type: 'offer.skip' },
        { type: 'offer.change', kind: 'deposit_day', value: '100' },
        { type: 'offer.change', kind: 'session_minutes', value: '2' },
        { type: 'offer.save' },
        { type: 'xstate.done.actor.saveLimits', output: undefined },
        { type: 'xstate.error.actor.saveLimits', error: networkFailure() },
        { type: 'xstate.done.actor.answer', output: undefined },
        { type: 'xstate.error.actor.answer', error: networkFailure() },
        { type: 'offer.close' },
      ],
      simplePaths: true,
    });
    console.log(coverage.summary);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
