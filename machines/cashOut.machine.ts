import { assign, setup } from 'xstate';
import type { CashOutResult, Slip } from '../contract/sports';
import { partialCashOutCents } from '../engines/cashOut';
import { hundredthsText } from '../engines/types';
import { failureCode, failureMessage, isApiFailure, notProvidedPromise, type Text } from './shared';
import { stakeCents } from './betSlip.machine';

/** What a cash-out sends: the slip, the part of its riding stake, and the value the player saw for it. */
export type CashOutRequest = { slip_id: string; amount: string; value: string };

export type CashOutContext = {
  slipId: string;
  /** The stake still riding ("10.00"). */
  stake: string;
  /** The offer for the whole riding stake, or null while suspended (or when there is none). */
  offer: string | null;
  /** The part of the stake to cash out, as typed or slid: the whole stake by default. */
  part: string;
  /** The value the player confirms for that part (the server's, after a change). */
  value: string | null;
  error: Text | null;
  result: CashOutResult | null;
};

export type CashOutEvent =
  /** My bets read the slip again: its stake and offer now. */
  | { type: 'cashout.update'; slip: Slip }
  | { type: 'cashout.part'; amount: string }
  | { type: 'cashout.start' }
  | { type: 'cashout.confirm' }
  | { type: 'cashout.accept' }
  | { type: 'cashout.cancel' };

/** The value of cashing out `part` of the riding stake at the full offer (engines/cashOut.ts), or null. */
export function partValue(offer: string | null, stake: string, part: string): string | null {
  const [o, s, p] = [stakeCents(offer ?? ''), stakeCents(stake), stakeCents(part)];
  if (offer === null || s <= 0 || p <= 0 || p > s) return null;
  return hundredthsText(partialCashOutCents(o, s, p));
}

const fromSlip = (slip: Slip) => ({
  stake: slip.amount,
  offer: slip.cash_out?.value ?? null,
});

/**
 * Cashing out an open bet in My bets: the offer for the whole stake, or a part of it (the value of the
 * part by the server's rule); confirmed at the value shown; when the server says the value moved, the new
 * one is shown to accept or leave; while a market of the bet is suspended the offer is shown suspended.
 * The offer follows the bets' list as it is read again (`cashout.update`, machines/mySlips.machine.ts).
 */
export const cashOutMachine = setup({
  types: {
    input: {} as { slip: Slip },
    context: {} as CashOutContext,
    events: {} as CashOutEvent,
  },
  actors: {
    cashOut: notProvidedPromise<CashOutResult, CashOutRequest>('cashOut'),
  },
  guards: {
    offered: ({ context }) => context.offer !== null,
    partValid: ({ context }) => partValue(context.offer, context.stake, context.part) !== null,
    /** The slip read again still offers a cash-out of the part being confirmed. */
    stillOffered: ({ context, event }) =>
      event.type === 'cashout.update' &&
      event.slip.cash_out?.value != null &&
      stakeCents(context.part) <= stakeCents(event.slip.amount),
  },
  actions: {
    update: assign(({ context, event }) => {
      if (event.type !== 'cashout.update') return {};
      const next = fromSlip(event.slip);
      // A part above the stake now (after a partial cash-out) becomes the whole stake.
      const part = stakeCents(context.part) > stakeCents(next.stake) ? next.stake : context.part;
      return { ...next, part };
    }),
  },
}).createMachine({
  id: 'cashOut',
  context: ({ input }) => ({
    slipId: input.slip.slip_id,
    ...fromSlip(input.slip),
    part: input.slip.amount,
    value: null,
    error: null,
    result: null,
  }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'offered', target: 'offered' }, { target: 'suspended' }],
    },
    suspended: {
      on: { 'cashout.update': { target: 'checking', actions: 'update' } },
    },
    offered: {
      on: {
        'cashout.update': { target: 'checking', actions: 'update' },
        'cashout.part': { actions: assign({ part: ({ event }) => event.amount, error: null }) },
        'cashout.start': [
          {
            guard: 'partValid',
            target: 'confirming',
            actions: assign({ value: ({ context }) => partValue(context.offer, context.stake, context.part) }),
          },
        ],
      },
    },
    /**
     * The value shown is the one confirmed (the server pays it or answers the new one): an offer read
     * again meanwhile leaves the question open, unless the offer is suspended or the part no longer rides.
     */
    confirming: {
      on: {
        'cashout.confirm': 'cashingOut',
        'cashout.cancel': 'checking',
        'cashout.update': [
          { guard: 'stillOffered', actions: 'update' },
          { target: 'checking', actions: 'update' },
        ],
      },
    },
    cashingOut: {
      invoke: {
        src: 'cashOut',
        input: ({ context }) => ({ slip_id: context.slipId, amount: context.part, value: context.value ?? '' }),
        onDone: {
          target: 'done',
          actions: assign(({ event }) => ({
            result: event.output,
            ...fromSlip(event.output.slip),
            part: event.output.slip.amount,
            error: null,
          })),
        },
        onError: [
          {
            guard: ({ event }) => failureCode(event.error) === 'sports.cashout_changed',
            target: 'changed',
            actions: assign({
              value: ({ event }) => (isApiFailure(event.error) ? (event.error.params?.value ?? null) : null),
            }),
          },
          {
            guard: ({ event }) => failureCode(event.error) === 'sports.cashout_suspended',
            target: 'suspended',
            actions: assign({ offer: null }),
          },
          { target: 'offered', actions: assign({ error: ({ event }) => failureMessage(event.error) }) },
        ],
      },
    },
    /** The value moved: the new one to accept (cashing out at it) or to leave. */
    changed: {
      on: {
        'cashout.accept': 'cashingOut',
        'cashout.cancel': 'checking',
      },
    },
    /** Paid: a partial cash-out's rest can be cashed out again once My bets reads the slip. */
    done: {
      on: { 'cashout.update': { target: 'checking', actions: 'update' } },
    },
  },
});
