import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { assign, emit, setup, type ActorRefFrom } from 'xstate';
import type { ActivityKey, RewardCheck, RewardClaim, WheelKey } from '../contract/promotions';
import { failureMessage, type Notice, notProvided, notProvidedPromise, type Text } from './shared';

/** The activities a reward machine serves (the wheels have their own machine), and the agency's rewards. */
/** A reward activity but the wheels (they spin), or the agency's reward. */
export type RewardActivity = Exclude<ActivityKey, WheelKey> | 'agency';

export const REWARD_CLAIMED: MessageDescriptor = msg`Reward claimed successfully!`;

export type RewardInput = { activity: RewardActivity };
export type ClaimRequest = { activity: RewardActivity; invitee_id?: number };

export type RewardContext = {
  activity: RewardActivity;
  check: RewardCheck | null;
  /** The last claim's refusal (the server's text), until the next claim. */
  error: Text | null;
  /** The friend being claimed for (invitation), while claiming. */
  claimingFor: number | null;
};

export type RewardEvent =
  { type: 'reward.claim'; inviteeId?: number } | { type: 'reward.reload' } | { type: 'reward.retry' };

export type RewardEmitted = { type: 'notice'; notice: Notice };

/**
 * One reward activity, whichever it is: check it, then claimable, claimed or not eligible; a claim
 * pays once and the activity is checked again (the list reloads), or the server's refusal is shown.
 */
export const rewardMachine = setup({
  types: {
    input: {} as RewardInput,
    context: {} as RewardContext,
    events: {} as RewardEvent,
    emitted: {} as RewardEmitted,
  },
  actors: {
    check: notProvidedPromise<RewardCheck, { activity: RewardActivity }>('check'),
    claim: notProvidedPromise<RewardClaim, ClaimRequest>('claim'),
  },
  actions: {
    /** The header's balance is refreshed (the reward was paid). */
    balanceChanged: notProvided('balanceChanged'),
    startClaim: assign({
      error: null,
      claimingFor: ({ event }) => (event.type === 'reward.claim' ? (event.inviteeId ?? null) : null),
    }),
    announceClaimed: emit({ type: 'notice' as const, notice: { message: REWARD_CLAIMED, tone: 'success' as const } }),
  },
  guards: {
    is: (_, params: { status: RewardCheck['status']; check: RewardCheck }) => params.check.status === params.status,
    /** A claim for a named friend (a link from a notification): sent whatever the list says. */
    namesFriend: ({ event }) => event.type === 'reward.claim' && event.inviteeId !== undefined,
  },
}).createMachine({
  id: 'reward',
  context: ({ input }) => ({ activity: input.activity, check: null, error: null, claimingFor: null }),
  initial: 'checking',
  on: { 'reward.reload': { target: '.checking' } },
  states: {
    checking: {
      invoke: {
        id: 'check',
        src: 'check',
        input: ({ context }) => ({ activity: context.activity }),
        onDone: [
          {
            guard: { type: 'is', params: ({ event }) => ({ status: 'claimable' as const, check: event.output }) },
            target: 'claimable',
            actions: assign({ check: ({ event }) => event.output }),
          },
          {
            guard: { type: 'is', params: ({ event }) => ({ status: 'claimed' as const, check: event.output }) },
            target: 'claimed',
            actions: assign({ check: ({ event }) => event.output }),
          },
          { target: 'notEligible', actions: assign({ check: ({ event }) => event.output }) },
        ],
        onError: { target: 'checkFailed' },
      },
    },
    checkFailed: { on: { 'reward.retry': { target: 'checking' } } },
    claimable: { on: { 'reward.claim': { target: 'claiming', actions: 'startClaim' } } },
    /** Double clicks land here and are ignored: one request. */
    claiming: {
      invoke: {
        id: 'claim',
        src: 'claim',
        input: ({ context }) => ({
          activity: context.activity,
          ...(context.claimingFor !== null ? { invitee_id: context.claimingFor } : {}),
        }),
        onDone: { target: 'checking', actions: ['announceClaimed', 'balanceChanged', assign({ claimingFor: null })] },
        onError: {
          target: 'checking',
          actions: assign({ error: ({ event }) => failureMessage(event.error), claimingFor: null }),
        },
      },
    },
    claimed: { on: { 'reward.claim': { guard: 'namesFriend', target: 'claiming', actions: 'startClaim' } } },
    notEligible: { on: { 'reward.claim': { guard: 'namesFriend', target: 'claiming', actions: 'startClaim' } } },
  },
});

export type RewardActorRef = ActorRefFrom<typeof rewardMachine>;
