import { assign, setup, type ActorRefFrom } from 'xstate';
import type { RoundView } from '../contract/rounds';
import { failureMessage, notProvidedPromise, type Text } from './shared';

/** What replaying a round in the browser found (engines/replay.ts). */
export interface Verdict {
  hashMatches: boolean;
  /** The recomputed win, "12.50"; null when the round's engine cannot be replayed here. */
  win: string | null;
  viewMatches: boolean;
  view: unknown;
}

export type VerifyRoundContext = {
  roundId: string;
  round: RoundView | null;
  verdict: Verdict | null;
  error: Text | null;
};

/**
 * /verify: the member's round is loaded, then replayed in the browser from its revealed seeds, its
 * choice and its actions; the verdict says whether the seed matches the hash committed before the round
 * and whether the recomputed result is the one recorded. An open round cannot be checked yet.
 */
export const verifyRoundMachine = setup({
  types: {
    input: {} as { roundId: string },
    context: {} as VerifyRoundContext,
    events: {} as { type: 'verify.retry' },
  },
  actors: {
    loadRound: notProvidedPromise<RoundView, { roundId: string }>('loadRound'),
    replay: notProvidedPromise<Verdict, { round: RoundView }>('replay'),
  },
  guards: {
    isSettled: ({ context }) => context.round?.status === 'settled',
    allMatches: ({ context }) =>
      context.verdict !== null &&
      context.verdict.hashMatches &&
      context.verdict.viewMatches &&
      context.verdict.win === context.round?.win,
  },
}).createMachine({
  id: 'verifyRound',
  context: ({ input }) => ({ roundId: input.roundId, round: null, verdict: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadRound',
        src: 'loadRound',
        input: ({ context }) => ({ roundId: context.roundId }),
        onDone: { target: 'loaded', actions: assign({ round: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => failureMessage(event.error) }) },
      },
    },
    loaded: { always: [{ guard: 'isSettled', target: 'replaying' }, { target: 'stillOpen' }] },
    /** The round is still being played: its server seed is not revealed yet. */
    stillOpen: { on: { 'verify.retry': { target: 'loading' } } },
    replaying: {
      invoke: {
        id: 'replay',
        src: 'replay',
        input: ({ context }) => ({ round: context.round! }),
        onDone: { target: 'judged', actions: assign({ verdict: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => failureMessage(event.error) }) },
      },
    },
    judged: { always: [{ guard: 'allMatches', target: 'verified' }, { target: 'mismatch' }] },
    /** Every check holds: the round was decided by the committed seed, as recorded. */
    verified: { type: 'final' },
    /** Something differs: the seed does not match its hash, or the replay does not match the record. */
    mismatch: { type: 'final' },
    failed: { on: { 'verify.retry': { target: 'loading', actions: assign({ error: null }) } } },
  },
});

export type VerifyRoundActorRef = ActorRefFrom<typeof verifyRoundMachine>;
