import { createActor, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { OddsFormat } from '../../contract/sportsPrefs';
import { oddsFormatMachine } from '../../machines/oddsFormat.machine';
import { pathCoverage } from './paths';
import { codeOf, refused, scripted } from './support';

describe('odds format', () => {
  it('saves a new choice once, refreshes the member, and shows a refusal keeping the format', async () => {
    const save = scripted<unknown, { format: OddsFormat }>(
      {},
      refused('sports.odds_format_invalid', 'Choose decimal, fractional or American odds'),
    );
    const formatChanged = vi.fn();
    const actor = createActor(oddsFormatMachine.provide({ actors: { save: save.logic }, actions: { formatChanged } }), {
      input: { format: 'decimal' },
    }).start();
    // The format already chosen is not saved again.
    actor.send({ type: 'odds.choose', format: 'decimal' });
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'odds.choose', format: 'american' });
    expect(actor.getSnapshot().context.saving).toBe('american');
    // A second choice while one is saved waits its turn (ignored).
    actor.send({ type: 'odds.choose', format: 'fractional' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(save.calls).toEqual([{ format: 'american' }]);
    expect(actor.getSnapshot().context).toMatchObject({ format: 'american', saving: null, error: null });
    expect(formatChanged).toHaveBeenCalledTimes(1);

    actor.send({ type: 'odds.choose', format: 'fractional' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.error !== null);
    expect(codeOf(actor.getSnapshot().context.error)).toBe('sports.odds_format_invalid');
    expect(actor.getSnapshot().context.format).toBe('american');
    expect(formatChanged).toHaveBeenCalledTimes(1);
  });

  it('walks every reachable state and transition', () => {
    const coverage = pathCoverage('oddsFormat', oddsFormatMachine, {
      inputs: [{ format: 'decimal' }],
      events: [
        { type: 'odds.choose', format: 'american' },
        { type: 'xstate.done.actor.save', output: {} },
        { type: 'xstate.error.actor.save', error: refused('sports.odds_format_invalid', 'x') },
      ],
    });
    console.log(coverage.summary);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
