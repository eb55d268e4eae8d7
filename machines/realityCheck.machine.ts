import { assign, setup, type ActorRefFrom } from 'xstate';
import type { SessionSummary } from '../contract/responsible';
import { notProvidedPromise } from './shared';

export type RealityCheckContext = {
  /** Minutes of play between checks (the player's choice). */
  intervalMinutes: number;
  /** The latest figures: minutes since login and the net result since then. */
  summary: SessionSummary | null;
};

export type RealityCheckEvent = { type: 'realityCheck.continue' } | { type: 'realityCheck.stop' };

const MINUTE = 60_000;

/** How long until the next whole interval since login, from the minutes already played. */
export const untilNextCheck = (intervalMinutes: number, minutesPlayed: number) =>
  (intervalMinutes - (minutesPlayed % intervalMinutes)) * MINUTE;

/**
 * The reality check (Portaria SPA/MF 1.231/2024): every N minutes since login (N the player's choice) it
 * shows the time played and the net result since login, with "continue" (the next check in N minutes) and
 * "stop" (`stopped`: the app logs the player out). The figures come from the server, so a reload keeps
 * the rhythm of the login; when they cannot be read the check waits a whole interval and tries again.
 */
export const realityCheckMachine = setup({
  types: {
    input: {} as { intervalMinutes: number },
    context: {} as RealityCheckContext,
    events: {} as RealityCheckEvent,
  },
  actors: {
    summary: notProvidedPromise<SessionSummary>('summary'),
  },
  delays: {
    nextCheck: ({ context }) => untilNextCheck(context.intervalMinutes, context.summary?.minutes ?? 0),
    interval: ({ context }) => context.intervalMinutes * MINUTE,
  },
}).createMachine({
  id: 'realityCheck',
  context: ({ input }) => ({ intervalMinutes: input.intervalMinutes, summary: null }),
  initial: 'starting',
  states: {
    starting: {
      invoke: {
        id: 'startSummary',
        src: 'summary',
        onDone: { target: 'waiting', actions: assign({ summary: ({ event }) => event.output }) },
        onError: { target: 'waitingToRetry' },
      },
    },
    /** Until the next whole interval since login (a reload keeps the rhythm). */
    waiting: { after: { nextCheck: 'checking' } },
    /** A whole interval from the last check's answer. */
    waitingInterval: { after: { interval: 'checking' } },
    waitingToRetry: { after: { interval: 'starting' } },
    checking: {
      invoke: {
        id: 'summary',
        src: 'summary',
        onDone: { target: 'showing', actions: assign({ summary: ({ event }) => event.output }) },
        onError: { target: 'waitingToRetry' },
      },
    },
    showing: {
      on: {
        'realityCheck.continue': { target: 'waitingInterval' },
        'realityCheck.stop': { target: 'stopped' },
      },
    },
    stopped: { type: 'final' },
  },
});

export type RealityCheckActorRef = ActorRefFrom<typeof realityCheckMachine>;
