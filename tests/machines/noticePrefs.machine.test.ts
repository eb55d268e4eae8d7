import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { MONEY_NOTICE_KINDS, type NoticePref, type NoticePrefs } from '../../contract/notices';
import { noticePrefsMachine } from '../../machines/noticePrefs.machine';
import { pathCoverage } from './paths';
import { codeOf, deferred, networkFailure, refused, scripted } from './support';

const prefs = (email: string | null, off: string[] = []): NoticePrefs => ({
  email,
  kinds: MONEY_NOTICE_KINDS.map((kind) => ({ kind, email: !off.includes(kind) })),
});
const emailOf = (p: NoticePrefs | null, kind: string) => p?.kinds.find((k) => k.kind === kind)?.email;

function start(
  load: ReturnType<typeof scripted<NoticePrefs>>,
  save: ReturnType<typeof scripted<NoticePrefs, NoticePref>>,
) {
  return createActor(noticePrefsMachine.provide({ actors: { load: load.logic, save: save.logic } })).start();
}

describe('noticePrefs', () => {
  it('reads the choices (again after a failure), saves each switch on its own and shows it at once', async () => {
    const load = scripted<NoticePrefs>(networkFailure(), prefs('ana@example.com'));
    const answer = deferred<NoticePrefs>();
    const calls: NoticePref[] = [];
    const save = fromPromise<NoticePrefs, NoticePref>(({ input }) => {
      calls.push(input);
      return answer.promise;
    });
    const actor = createActor(noticePrefsMachine.provide({ actors: { load: load.logic, save } })).start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).not.toBeNull();
    actor.send({ type: 'prefs.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.error).toBeNull();

    actor.send({ type: 'prefs.switch', kind: 'withdrawal_paid', email: false });
    // Shown off while it is saved; another switch waits for this one.
    expect(actor.getSnapshot().matches('saving')).toBe(true);
    expect(emailOf(actor.getSnapshot().context.prefs, 'withdrawal_paid')).toBe(false);
    expect(actor.getSnapshot().can({ type: 'prefs.switch', kind: 'deposit_credited', email: false })).toBe(false);
    answer.resolve(prefs('ana@example.com', ['withdrawal_paid']));
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls).toEqual([{ kind: 'withdrawal_paid', email: false }]);
    expect(actor.getSnapshot().context).toMatchObject({ saved: true, error: null, change: null, before: null });
    expect(emailOf(actor.getSnapshot().context.prefs, 'withdrawal_paid')).toBe(false);

    // The same value again is no change: nothing is sent.
    expect(actor.getSnapshot().can({ type: 'prefs.switch', kind: 'withdrawal_paid', email: false })).toBe(false);
    actor.send({ type: 'prefs.switch', kind: 'withdrawal_paid', email: false });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(calls).toHaveLength(1);
  });

  it('puts a switch back and says why when the server refuses it', async () => {
    const load = scripted<NoticePrefs>(prefs('ana@example.com'));
    const save = scripted<NoticePrefs, NoticePref>(
      refused('notices.kind_unknown', 'Choose one of the notifications listed'),
    );
    const actor = start(load, save);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'prefs.switch', kind: 'deposit_refunded', email: false });
    await waitFor(actor, (s) => s.matches('ready') && s.context.error !== null);
    const { context } = actor.getSnapshot();
    expect(codeOf(context.error)).toBe('notices.kind_unknown');
    expect(emailOf(context.prefs, 'deposit_refunded')).toBe(true);
    expect(context.saved).toBe(false);
  });

  it('keeps every switch still without a verified e-mail', async () => {
    const load = scripted<NoticePrefs>(prefs(null));
    const save = scripted<NoticePrefs, NoticePref>();
    const actor = start(load, save);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().can({ type: 'prefs.switch', kind: 'deposit_credited', email: false })).toBe(false);
    actor.send({ type: 'prefs.switch', kind: 'deposit_credited', email: false });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(save.calls).toEqual([]);
  });

  it('walks every reachable state and transition', () => {
    const coverage = pathCoverage('noticePrefs', noticePrefsMachine, {
      inputs: [undefined],
      events: [
        { type: 'xstate.done.actor.load', output: prefs('ana@example.com') },
        { type: 'xstate.done.actor.load', output: prefs(null) },
        { type: 'xstate.error.actor.load', error: networkFailure() },
        { type: 'prefs.retry' },
        { type: 'prefs.switch', kind: 'deposit_credited', email: false },
        { type: 'xstate.done.actor.save', output: prefs('ana@example.com', ['deposit_credited']) },
        { type: 'xstate.error.actor.save', error: networkFailure() },
      ],
    });
    console.log(coverage.summary);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
