import { createActor, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { avatarMachine } from '../../machines/avatar.machine';
import type { ProfilePictures } from '../../contract/site';
import { pathCoverage } from './paths';
import { networkFailure, scripted, serverFailure } from './support';

const pictures: ProfilePictures = { male: ['/avatars/m1.webp'], female: ['/avatars/f1.webp'] };

describe('avatar', () => {
  it('lists the pictures, saves the one chosen once, and refreshes the member; a refusal is shown', async () => {
    const load = scripted<ProfilePictures>(networkFailure(), pictures);
    const save = scripted<unknown, { url: string }>({}, serverFailure('Choose a picture'));
    const avatarChanged = vi.fn();
    const actor = createActor(
      avatarMachine.provide({ actors: { load: load.logic, save: save.logic }, actions: { avatarChanged } }),
    ).start();
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'avatar.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'avatar.choose', url: '/avatars/f1.webp' });
    actor.send({ type: 'avatar.choose', url: '/avatars/m1.webp' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(save.calls).toEqual([{ url: '/avatars/f1.webp' }]);
    expect(avatarChanged).toHaveBeenCalledTimes(1);
    actor.send({ type: 'avatar.choose', url: '/avatars/x.webp' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('Choose a picture');
  });

  it('walks every reachable state and transition', () => {
    const coverage = pathCoverage('avatar', avatarMachine, {
      inputs: [undefined],
      events: [
        { type: 'xstate.done.actor.load', output: pictures },
        { type: 'xstate.error.actor.load', error: networkFailure() },
        { type: 'xstate.done.actor.save', output: {} },
        { type: 'xstate.error.actor.save', error: serverFailure('x') },
        { type: 'avatar.choose', url: '/avatars/m1.webp' },
        { type: 'avatar.retry' },
      ],
    });
    console.log(coverage.summary);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
