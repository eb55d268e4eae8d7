import type * as v from 'valibot';
import { and, assign, setup, type ActorRefFrom } from 'xstate';
import type {
  PlayerAuditPage,
  PlayerBetsPage,
  PlayerDepositsPage,
  PlayerLedgerPage,
  PlayerNotesPage,
  PlayerNotificationsPage,
  PlayerPixKeysPage,
  PlayerRoundsPage,
  PlayerSessionsPage,
  PlayerSlipsPage,
  PlayerSummary,
  PlayerWithdrawalsPage,
} from '../../contract/boPlayerPage';
import type { PlayerAdjusted, PlayerBlockState, PlayerSessionsEnded, StaffNote } from '../../contract/boPlayers';
import type { RgMemberStory } from '../../contract/boCompliance';
import { notProvidedPromise } from '../shared';
import { ownProblem, problemOf, type Problem } from './problem';

/** The records a tab of a player's page shows, each as its endpoint answers it. */
export type PlayerTabPages = {
  ledger: v.InferOutput<typeof PlayerLedgerPage>;
  bets: v.InferOutput<typeof PlayerBetsPage>;
  rounds: v.InferOutput<typeof PlayerRoundsPage>;
  slips: v.InferOutput<typeof PlayerSlipsPage>;
  deposits: v.InferOutput<typeof PlayerDepositsPage>;
  withdrawals: v.InferOutput<typeof PlayerWithdrawalsPage>;
  'pix-keys': v.InferOutput<typeof PlayerPixKeysPage>;
  sessions: v.InferOutput<typeof PlayerSessionsPage>;
  notifications: v.InferOutput<typeof PlayerNotificationsPage>;
  notes: v.InferOutput<typeof PlayerNotesPage>;
  /** Responsible gambling: compliance's flags with their evidence and what was done. */
  rg: v.InferOutput<typeof RgMemberStory>;
  audit: v.InferOutput<typeof PlayerAuditPage>;
};
export type PlayerTab = keyof PlayerTabPages;
export const PLAYER_TABS = [
  'ledger',
  'bets',
  'rounds',
  'slips',
  'deposits',
  'withdrawals',
  'pix-keys',
  'sessions',
  'notifications',
  'notes',
  'rg',
  'audit',
] as const satisfies readonly PlayerTab[];

/** A tab's records, with which tab and page they are. */
export type TabShown = { [K in PlayerTab]: { tab: K; page: number; data: PlayerTabPages[K] } }[PlayerTab];

export type TabRequest = { member: number; tab: PlayerTab; page: number };
export type PlayerAction = 'endSessions' | 'block' | 'unblock' | 'adjust' | 'note';
export type ActionRequest =
  | { action: 'endSessions' | 'block' | 'unblock'; member: number; reason: string }
  | {
      action: 'adjust';
      member: number;
      direction: 'credit' | 'debit';
      amount: string;
      reason: string;
      reference: string;
    }
  | { action: 'note'; member: number; text: string };
export type ActionAnswer =
  | v.InferOutput<typeof PlayerSessionsEnded>
  | v.InferOutput<typeof PlayerBlockState>
  | v.InferOutput<typeof PlayerAdjusted>
  | v.InferOutput<typeof StaffNote>;

/** What the last action did, for the screen to say (from the server's answer). */
export type Outcome =
  | { action: 'endSessions'; ended: number }
  | { action: 'block' }
  | { action: 'unblock' }
  | { action: 'adjust'; direction: 'credit' | 'debit'; amount: string; balance: string; applied: boolean }
  | { action: 'note' };

export type PlayerPageContext = {
  member: number;
  /** Makes the references of credits and debits unique to this page's opening (`<nonce>-<n>`). */
  nonce: string;
  summary: PlayerSummary | null;
  tab: PlayerTab;
  page: number;
  shown: TabShown | null;
  /** The reason asked by ending sessions, blocking, unblocking, a credit or a debit. */
  reason: string;
  direction: 'credit' | 'debit';
  amount: string;
  /**
   * The credit's or debit's reference: the same for the same change asked again (a double click, an answer
   * lost), so the server applies it once; a new one after it is applied or the form is changed.
   */
  reference: string;
  serial: number;
  note: string;
  problem: Problem | null;
  outcome: Outcome | null;
};

export type PlayerPageEvent =
  | { type: 'player.tab'; tab: PlayerTab }
  | { type: 'player.page'; page: number }
  | { type: 'player.refresh' }
  | { type: 'player.reason'; value: string }
  | { type: 'player.direction'; value: 'credit' | 'debit' }
  | { type: 'player.amount'; value: string }
  | { type: 'player.noteText'; value: string }
  | { type: 'player.endSessions' }
  | { type: 'player.block' }
  | { type: 'player.unblock' }
  | { type: 'player.adjust' }
  | { type: 'player.note' };

const referenceOf = (nonce: string, serial: number) => `bo-${nonce}-${serial}`;
const AMOUNT = /^\d+([.,]\d{1,2})?$/;

/**
 * A player's page: the summary (identity, site, status, blocks, restrictions, limits, balances) and one tab
 * of records at a time, a page at a time; and what staff do to the player — end their sessions, block or
 * unblock them, credit or debit them (each with a reason), add a note. After each answer, refused or not,
 * the summary and the tab are read again, so the page shows what the server holds now.
 */
export const playerPageMachine = setup({
  types: {
    input: {} as { member: number; nonce: string; tab?: PlayerTab },
    context: {} as PlayerPageContext,
    events: {} as PlayerPageEvent,
  },
  actors: {
    loadSummary: notProvidedPromise<PlayerSummary, number>('loadSummary'),
    loadTab: notProvidedPromise<TabShown, TabRequest>('loadTab'),
    act: notProvidedPromise<ActionAnswer, ActionRequest>('act'),
  },
  actions: {
    showProblem: assign((_, params: { error: unknown }) => ({ problem: problemOf(params.error) })),
    /** A changed credit or debit is a new change: a new reference. */
    newReference: assign(({ context }) => ({
      serial: context.serial + 1,
      reference: referenceOf(context.nonce, context.serial + 1),
    })),
  },
  guards: {
    reasonGiven: ({ context }) => context.reason.trim().length >= 3,
    blocked: ({ context }) => context.summary?.block !== null && context.summary?.block !== undefined,
    amountGiven: ({ context }) => AMOUNT.test(context.amount.trim()) && Number(context.amount.replace(',', '.')) > 0,
    noteGiven: ({ context }) => context.note.trim().length > 0,
  },
}).createMachine({
  id: 'playerPage',
  context: ({ input }) => ({
    member: input.member,
    nonce: input.nonce,
    summary: null,
    tab: input.tab ?? 'ledger',
    page: 1,
    shown: null,
    reason: '',
    direction: 'credit',
    amount: '',
    reference: referenceOf(input.nonce, 1),
    serial: 1,
    note: '',
    problem: null,
    outcome: null,
  }),
  initial: 'loading',
  // The form's fields can be filled in at any time, while the page loads too.
  on: {
    'player.reason': {
      actions: [assign(({ event }) => ({ reason: event.value, problem: null })), 'newReference'],
    },
    'player.direction': {
      actions: [assign(({ event }) => ({ direction: event.value, problem: null })), 'newReference'],
    },
    'player.amount': {
      actions: [assign(({ event }) => ({ amount: event.value, problem: null })), 'newReference'],
    },
    'player.noteText': { actions: assign(({ event }) => ({ note: event.value, problem: null })) },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadSummary',
        src: 'loadSummary',
        input: ({ context }) => context.member,
        onDone: { target: 'loadingTab', actions: assign(({ event }) => ({ summary: event.output })) },
        onError: {
          target: 'failed',
          actions: { type: 'showProblem', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      on: { 'player.refresh': { target: 'loading', actions: assign({ problem: null }) } },
    },
    loadingTab: {
      invoke: {
        id: 'loadTab',
        src: 'loadTab',
        input: ({ context }) => ({ member: context.member, tab: context.tab, page: context.page }),
        onDone: { target: 'shown', actions: assign(({ event }) => ({ shown: event.output })) },
        // The summary stays: the tab says it could not be read.
        onError: {
          target: 'shown',
          actions: [assign({ shown: null }), { type: 'showProblem', params: ({ event }) => ({ error: event.error }) }],
        },
      },
    },
    shown: {
      on: {
        'player.tab': {
          target: 'loadingTab',
          actions: assign(({ event }) => ({ tab: event.tab, page: 1, problem: null, outcome: null })),
        },
        'player.page': {
          target: 'loadingTab',
          actions: assign(({ event }) => ({ page: Math.max(1, event.page), problem: null })),
        },
        'player.refresh': { target: 'loading', actions: assign({ problem: null, outcome: null }) },
        'player.endSessions': [
          { guard: 'reasonGiven', target: 'acting' },
          { actions: assign({ problem: ownProblem('audit.reason_required'), outcome: null }) },
        ],
        'player.block': [
          {
            guard: and(['reasonGiven', 'blocked']),
            actions: assign({ problem: ownProblem('player.blocked_already') }),
          },
          { guard: 'reasonGiven', target: 'acting' },
          { actions: assign({ problem: ownProblem('audit.reason_required'), outcome: null }) },
        ],
        'player.unblock': [
          { guard: and(['reasonGiven', 'blocked']), target: 'acting' },
          { guard: 'reasonGiven', actions: assign({ problem: ownProblem('player.not_blocked') }) },
          { actions: assign({ problem: ownProblem('audit.reason_required'), outcome: null }) },
        ],
        'player.adjust': [
          { guard: and(['amountGiven', 'reasonGiven']), target: 'acting' },
          { guard: 'amountGiven', actions: assign({ problem: ownProblem('audit.reason_required'), outcome: null }) },
          { actions: assign({ problem: ownProblem('amount.two_decimals'), outcome: null }) },
        ],
        'player.note': [
          { guard: 'noteGiven', target: 'acting' },
          { actions: assign({ problem: ownProblem('player.note_required'), outcome: null }) },
        ],
      },
    },
    acting: {
      invoke: {
        id: 'act',
        src: 'act',
        input: ({ context, event }): ActionRequest => {
          const member = context.member;
          const reason = context.reason.trim();
          if (event.type === 'player.note') return { action: 'note', member, text: context.note.trim() };
          if (event.type === 'player.adjust')
            return {
              action: 'adjust',
              member,
              direction: context.direction,
              amount: context.amount.trim().replace(',', '.'),
              reason,
              reference: context.reference,
            };
          const action =
            event.type === 'player.block' ? 'block' : event.type === 'player.unblock' ? 'unblock' : 'endSessions';
          return { action, member, reason };
        },
        onDone: {
          target: 'loading',
          actions: assign(({ context, event }) => {
            const answer = event.output;
            if ('sessions_ended' in answer)
              return {
                outcome: { action: 'endSessions', ended: answer.sessions_ended } as Outcome,
                reason: '',
                problem: null,
              };
            if ('blocked' in answer)
              return {
                outcome: { action: answer.blocked ? 'block' : 'unblock' } as Outcome,
                reason: '',
                problem: null,
              };
            if ('direction' in answer)
              return {
                outcome: {
                  action: 'adjust',
                  direction: answer.direction,
                  amount: answer.amount,
                  balance: answer.balance,
                  applied: answer.applied,
                } as Outcome,
                reason: '',
                amount: '',
                problem: null,
                serial: context.serial + 1,
                reference: referenceOf(context.nonce, context.serial + 1),
              };
            // A note: the notes tab shows it.
            return { outcome: { action: 'note' } as Outcome, note: '', tab: 'notes' as const, page: 1, problem: null };
          }),
        },
        // The same reference stays: asked again, the same change is applied once.
        onError: {
          target: 'loading',
          actions: [
            assign({ outcome: null }),
            { type: 'showProblem', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
  },
});

export type PlayerPageActorRef = ActorRefFrom<typeof playerPageMachine>;
