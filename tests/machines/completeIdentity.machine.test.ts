import { createActor, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { completeIdentityMachine, type IdentityRequest } from '../../machines/completeIdentity.machine';
import { EMPTY_IDENTITY, validateIdentity, type IdentityField } from '../../machines/identity';
import { pathCoverage } from './paths';
import { FakeApiError, codeOf, networkFailure, scripted, text } from './support';

const identity = {
  realname: 'Ana Souza',
  cpf: '529.982.247-25',
  birth_date: '1990-05-17',
  email: 'ana@example.com',
  accept_terms: 'yes',
};

function start(...results: Array<unknown | Error>) {
  const complete = scripted<unknown, IdentityRequest>(...results);
  const completed = vi.fn();
  const actor = createActor(
    completeIdentityMachine.provide({ actors: { complete: complete.logic }, actions: { completed } }),
    { input: { today: '2026-03-02' } },
  ).start();
  const fill = (values: Partial<typeof identity>) => {
    for (const [field, value] of Object.entries(values)) {
      actor.send({ type: 'identity.change', field: field as IdentityField, value });
    }
  };
  return { actor, complete, completed, fill };
}

describe('completeIdentity', () => {
  it('asks again for a date of birth that does not exist or is still to come, before the server does', () => {
    const birth = (birth_date: string) => {
      const problems = validateIdentity({ ...EMPTY_IDENTITY, birth_date }, '2026-11-23');
      return problems.birth_date ? text(problems.birth_date) : null;
    };
    for (const day of ['1990-02-31', '2000-02-30', '1991-02-29', '1990-13-01', '2026-11-24', '1899-12-31']) {
      expect([day, birth(day)]).toEqual([day, 'Enter your date of birth']);
    }
    expect(birth('2000-02-29')).toBeNull();
    expect(birth('2008-11-24')).toBe('You must be 18 or older to register');
  });

  it('says when a name is too long or has markup or digits', () => {
    const name = (realname: string) => {
      const problems = validateIdentity({ ...EMPTY_IDENTITY, realname }, '2026-11-23');
      return problems.realname ? text(problems.realname) : null;
    };
    expect(name(`Ana ${'a'.repeat(300)}`)).toBe('Your full name can have at most 120 characters');
    expect(name('<script>alert(1)</script> x')).toBe(
      'Your full name can only have letters, spaces, hyphens and apostrophes',
    );
    expect(name('Ana Souza 2')).toBe('Your full name can only have letters, spaces, hyphens and apostrophes');
    expect(name("João D'Ávila-Souza")).toBeNull();
    expect(name('Ana')).toBe('Enter your full name');
  });

  it('refuses an empty form field by field and sends nothing', () => {
    const { actor, complete } = start();
    actor.send({ type: 'identity.submit' });
    const { errors } = actor.getSnapshot().context;
    expect(Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, text(message)]))).toEqual({
      realname: 'Enter your full name',
      cpf: 'Please enter a valid CPF',
      birth_date: 'Enter your date of birth',
      email: 'Please enter a valid e-mail',
      accept_terms: 'Accept the terms and the privacy policy to continue',
    });
    expect(complete.calls).toEqual([]);
  });

  it('counts the age on the São Paulo day given: 18 tomorrow is refused before anything is sent', () => {
    const { actor, fill, complete } = start();
    fill({ ...identity, birth_date: '2008-03-03' });
    actor.send({ type: 'identity.submit' });
    expect(text(actor.getSnapshot().context.errors.birth_date)).toBe('You must be 18 or older to register');
    expect(complete.calls).toEqual([]);
  });

  it('sends the identity once, then tells the app the member changed', async () => {
    const { actor, fill, complete, completed } = start({ identity_complete: true });
    fill(identity);
    actor.send({ type: 'identity.submit' });
    actor.send({ type: 'identity.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(complete.calls).toEqual([
      {
        realname: 'Ana Souza',
        cpf: '529.982.247-25',
        birth_date: '1990-05-17',
        email: 'ana@example.com',
        accept_terms: true,
      },
    ]);
    expect(completed).toHaveBeenCalledTimes(1);
  });

  it('puts the server’s refusal on its field by code, keeps what was typed, and can send again', async () => {
    const taken = new FakeApiError(
      'server',
      'This CPF is already registered',
      409,
      { cpf: 'This CPF is already registered' },
      'identity.cpf_taken',
      {},
      {
        cpf: { error: 'identity.cpf_taken', params: {} },
      },
    );
    const { actor, fill, complete } = start(taken, { identity_complete: true });
    fill(identity);
    actor.send({ type: 'identity.submit' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.formError !== null);
    const { errors, formError, values } = actor.getSnapshot().context;
    expect(codeOf(errors.cpf)).toBe('identity.cpf_taken');
    expect(codeOf(formError)).toBe('identity.cpf_taken');
    expect(values.realname).toBe('Ana Souza');
    actor.send({ type: 'identity.change', field: 'cpf', value: '111.444.777-35' });
    expect(actor.getSnapshot().context.errors.cpf).toBeUndefined();
    actor.send({ type: 'identity.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(complete.calls.map((c) => c.cpf)).toEqual(['529.982.247-25', '111.444.777-35']);
  });

  it('walks every reachable state and transition', () => {
    const coverage = pathCoverage('completeIdentity', completeIdentityMachine, {
      inputs: [{ today: '2026-03-02' }],
      events: [
        { type: 'xstate.done.actor.complete', output: { identity_complete: true } },
        { type: 'xstate.error.actor.complete', error: networkFailure() },
        ...Object.entries(identity).map(([field, value]) => ({
          type: 'identity.change' as const,
          field: field as IdentityField,
          value,
        })),
        { type: 'identity.submit' },
      ],
    });
    console.log(coverage.summary);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
