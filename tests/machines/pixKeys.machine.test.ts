import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { pixKeysMachine, type KeyChange } from '../../machines/pixKeys.machine';
import type { MemberPixKeyList } from '../../contract/money';
import { pathCoverage } from './paths';
import { networkFailure, refused, scripted, serverFailure, text } from './support';

const cpf = { id: 1, payment_type: 'CPF' as const, account: '52998224725', name: 'Ana Souza', is_default: true };
const email = { id: 2, payment_type: 'EMAIL' as const, account: 'ana@example.com', name: 'Ana', is_default: false };

function start(loads: Array<MemberPixKeyList | Error>, changes: Array<MemberPixKeyList | Error>) {
  const load = scripted<MemberPixKeyList>(...loads);
  const change = scripted<MemberPixKeyList, KeyChange>(...changes);
  const actor = createActor(pixKeysMachine.provide({ actors: { load: load.logic, change: change.logic } })).start();
  return { actor, change };
}

describe('PIX keys', () => {
  it('checks a new key like a withdrawal does, adds it, makes another the default and removes one — one change at a time', async () => {
    const { actor, change } = start(
      [[cpf]],
      [
        [cpf, email],
        [
          { ...email, is_default: true },
          { ...cpf, is_default: false },
        ],
        [email],
      ],
    );
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'keys.change', field: 'payment_type', value: 'EMAIL' });
    actor.send({ type: 'keys.change', field: 'account', value: 'ana@' });
    actor.send({ type: 'keys.add' });
    expect(
      Object.fromEntries(Object.entries(actor.getSnapshot().context.errors).map(([k, v]) => [k, text(v)])),
    ).toEqual({
      account: 'Please enter a valid e-mail',
      name: 'Enter the account holder’s name',
    });
    actor.send({ type: 'keys.change', field: 'account', value: 'ana@example.com' });
    actor.send({ type: 'keys.change', field: 'name', value: 'Ana' });
    actor.send({ type: 'keys.add' });
    actor.send({ type: 'keys.add' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.keys.length === 2);
    expect(actor.getSnapshot().context.form).toEqual({ payment_type: 'EMAIL', account: '', name: '' });
    actor.send({ type: 'keys.default', id: 2 });
    await waitFor(actor, (s) => s.matches('ready') && s.context.keys[0]?.id === 2);
    actor.send({ type: 'keys.remove', id: 1 });
    await waitFor(actor, (s) => s.matches('ready') && s.context.keys.length === 1);
    expect(change.calls).toEqual([
      { op: 'add', payment_type: 'EMAIL', account: 'ana@example.com', name: 'Ana' },
      { op: 'default', id: 2 },
      { op: 'remove', id: 1 },
    ]);
  });

  it("shows the server's refusal on the key, and asks to confirm the password when the gate has closed", async () => {
    const saved = 'This PIX key is already saved';
    const { actor } = start(
      [networkFailure(), [cpf]],
      [serverFailure(saved, { account: saved }), refused('security.verify_first', 'gate', 403)],
    );
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'keys.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'keys.change', field: 'account', value: '529.982.247-25' });
    actor.send({ type: 'keys.change', field: 'name', value: 'Ana' });
    actor.send({ type: 'keys.add' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.error !== null);
    expect(actor.getSnapshot().context).toMatchObject({ error: saved, errors: { account: saved } });
    actor.send({ type: 'keys.remove', id: 1 });
    await waitFor(actor, (s) => s.matches('needsVerify'));
  });

  it('walks every reachable state and transition', () => {
    const coverage = pathCoverage('pixKeys', pixKeysMachine, {
      inputs: [undefined],
      events: [
        { type: 'xstate.done.actor.load', output: [cpf] },
        { type: 'xstate.error.actor.load', error: networkFailure() },
        { type: 'xstate.done.actor.change', output: [cpf, email] },
        { type: 'xstate.error.actor.change', error: serverFailure('x') },
        { type: 'xstate.error.actor.change', error: refused('security.verify_first', 'gate', 403) },
        { type: 'keys.change', field: 'account', value: '529.982.247-25' },
        { type: 'keys.change', field: 'name', value: 'Ana' },
        { type: 'keys.add' },
        { type: 'keys.remove', id: 1 },
        { type: 'keys.default', id: 1 },
        { type: 'keys.retry' },
      ],
    });
    console.log(coverage.summary);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
