import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { PlayerSummary } from '../../../contract/boPlayerPage';
import {
  playerPageMachine,
  type ActionAnswer,
  type ActionRequest,
  type TabRequest,
  type TabShown,
} from '../../../machines/operator/playerPage.machine';
import { pathCoverage } from '../paths';
import { networkFailure, refused, scripted } from '../support';

const summary = (overrides: Partial<PlayerSummary> = {}): PlayerSummary => ({
  id: 7,
  site: { code: 'rodada', name: 'Rodada', profile: 'regulated-br' },
  status: 'active',
  identity: {
    name: 'Ana Souza',
    nickname: 'ana',
    cpf: '123.456.789-09',
    cpf_masked: false,
    birth_date: '1990-01-01',
    email: null,
    email_verified: false,
    phone: '11987654321',
    phone_verified: true,
    identity_complete: true,
    lang: 'pt',
    two_factor: false,
  },
  created_at: '2026-03-02T12:00:00.000Z',
  last_login_at: null,
  block: null,
  blocks: [],
  restrictions: [],
  limits: [],
  limit_history: [],
  regulator: { flag: null, pending: false, checks: [] },
  kyc: { status: 'verified', case: null },
  balances: {
    balance: '10.00',
    deposited: '10.00',
    withdrawn: '0.00',
    withdrawal_held: '0.00',
    staked: '0.00',
    won: '0.00',
    adjusted: '0.00',
  },
  open_sessions: 1,
  notes: 0,
  ...overrides,
});
const BLOCK = { at: '2026-03-02T13:00:00.000Z', reason: 'Fraude', actor: 'sup@rodada.local', actor_id: 2 };
const ledger = (page = 1): TabShown => ({ tab: 'ledger', page, data: { list: [], total: 0 } });
const notes = (): TabShown => ({ tab: 'notes', page: 1, data: { list: [], total: 0 } });
const adjusted = (applied: boolean): ActionAnswer => ({
  member_id: 7,
  direction: 'credit',
  amount: '10.00',
  balance: '20.00',
  applied,
});

function start(
  summaries: Array<PlayerSummary | Error>,
  tabs: Array<TabShown | Error>,
  answers: Array<ActionAnswer | Error> = [],
) {
  const loadSummary = scripted<PlayerSummary, number>(...summaries);
  const loadTab = scripted<TabShown, TabRequest>(...tabs);
  const act = scripted<ActionAnswer, ActionRequest>(...answers);
  const actor = createActor(
    playerPageMachine.provide({ actors: { loadSummary: loadSummary.logic, loadTab: loadTab.logic, act: act.logic } }),
    { input: { member: 7, nonce: 'n1' } },
  ).start();
  return { actor, loadSummary, loadTab, act };
}

describe("a player's page", () => {
  it('credits once per reference: asked again after a lost answer it sends the same reference; a new change gets a new one', async () => {
    const { actor, act } = start(
      [summary(), summary(), summary(), summary()],
      [ledger(), ledger(), ledger(), ledger()],
      [networkFailure(), adjusted(true), adjusted(true)],
    );
    await waitFor(actor, (s) => s.matches('shown'));
    actor.send({ type: 'player.adjust' });
    expect(actor.getSnapshot().context.problem?.code).toBe('amount.two_decimals');
    actor.send({ type: 'player.amount', value: '10,00' });
    actor.send({ type: 'player.adjust' });
    expect(actor.getSnapshot().context.problem?.code).toBe('audit.reason_required');
    actor.send({ type: 'player.reason', value: ' Bônus de boas-vindas ' });
    actor.send({ type: 'player.adjust' });
    // A second click while the first is on its way is not a second call.
    actor.send({ type: 'player.adjust' });
    await waitFor(actor, (s) => s.matches('shown') && s.context.problem !== null);
    expect(actor.getSnapshot().context.problem?.code).toBe('network');
    actor.send({ type: 'player.adjust' });
    await waitFor(actor, (s) => s.matches('shown') && s.context.outcome !== null);
    expect(actor.getSnapshot().context.outcome).toEqual({
      action: 'adjust',
      direction: 'credit',
      amount: '10.00',
      balance: '20.00',
      applied: true,
    });
    expect(actor.getSnapshot().context.amount).toBe('');
    actor.send({ type: 'player.direction', value: 'debit' });
    actor.send({ type: 'player.amount', value: '10.00' });
    actor.send({ type: 'player.reason', value: 'Correção' });
    actor.send({ type: 'player.adjust' });
    await waitFor(actor, (s) => s.matches('shown') && act.calls.length === 3);
    const [first, second, third] = act.calls as Array<Extract<ActionRequest, { action: 'adjust' }>>;
    expect(first).toEqual({
      action: 'adjust',
      member: 7,
      direction: 'credit',
      amount: '10.00',
      reason: 'Bônus de boas-vindas',
      reference: first!.reference,
    });
    expect(second!.reference).toBe(first!.reference);
    expect(third!.reference).not.toBe(first!.reference);
    expect(third!.direction).toBe('debit');
    expect(first!.reference).toMatch(/^[\w.:-]{3,64}$/);
  });

  it('ends sessions, blocks and unblocks with a reason, refuses what the page shows is already so, adds a note and shows the notes', async () => {
    const blocked = summary({ status: 'blocked', block: BLOCK });
    const { actor, act, loadTab } = start(
      [summary(), summary(), blocked, summary(), summary()],
      [ledger(), ledger(), ledger(), ledger(), notes()],
      [
        { member_id: 7, sessions_ended: 2 },
        { member_id: 7, status: 'blocked', blocked: true },
        { member_id: 7, status: 'active', blocked: false },
        { id: 1, at: '2026-03-02T14:00:00.000Z', actor: 'sup@rodada.local', actor_id: 2, text: 'Ligou' },
      ],
    );
    await waitFor(actor, (s) => s.matches('shown'));
    actor.send({ type: 'player.endSessions' });
    expect(actor.getSnapshot().context.problem?.code).toBe('audit.reason_required');
    actor.send({ type: 'player.unblock' });
    expect(actor.getSnapshot().context.problem?.code).toBe('audit.reason_required');
    actor.send({ type: 'player.reason', value: 'Pedido do jogador' });
    actor.send({ type: 'player.unblock' });
    expect(actor.getSnapshot().context.problem?.code).toBe('player.not_blocked');
    actor.send({ type: 'player.endSessions' });
    await waitFor(actor, (s) => s.matches('shown') && s.context.outcome !== null);
    expect(actor.getSnapshot().context.outcome).toEqual({ action: 'endSessions', ended: 2 });
    actor.send({ type: 'player.block' });
    expect(actor.getSnapshot().context.problem?.code).toBe('audit.reason_required');
    actor.send({ type: 'player.reason', value: 'Fraude' });
    actor.send({ type: 'player.block' });
    await waitFor(actor, (s) => s.matches('shown') && s.context.outcome?.action === 'block');
    expect(actor.getSnapshot().context.summary?.block).toEqual(BLOCK);
    actor.send({ type: 'player.reason', value: 'Fraude' });
    actor.send({ type: 'player.block' });
    expect(actor.getSnapshot().context.problem?.code).toBe('player.blocked_already');
    actor.send({ type: 'player.unblock' });
    await waitFor(actor, (s) => s.matches('shown') && s.context.outcome?.action === 'unblock');
    actor.send({ type: 'player.note' });
    expect(actor.getSnapshot().context.problem?.code).toBe('player.note_required');
    actor.send({ type: 'player.noteText', value: '  Ligou pedindo ajuda ' });
    actor.send({ type: 'player.note' });
    await waitFor(actor, (s) => s.matches('shown') && s.context.outcome?.action === 'note');
    expect(actor.getSnapshot().context.tab).toBe('notes');
    expect(act.calls.map((call) => call.action)).toEqual(['endSessions', 'block', 'unblock', 'note']);
    expect(act.calls[3]).toEqual({ action: 'note', member: 7, text: 'Ligou pedindo ajuda' });
    expect(loadTab.calls.at(-1)).toEqual({ member: 7, tab: 'notes', page: 1 });
  });

  it('reads another tab and page; a tab that fails keeps the summary; a summary that fails can be read again', async () => {
    const { actor, loadTab } = start(
      [refused('player.not_found', 'No such player', 404), summary()],
      [ledger(), refused('operator.role_forbidden', 'Forbidden', 403), ledger(), ledger(2)],
    );
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.problem?.code).toBe('player.not_found');
    actor.send({ type: 'player.refresh' });
    await waitFor(actor, (s) => s.matches('shown'));
    actor.send({ type: 'player.tab', tab: 'rg' });
    await waitFor(actor, (s) => s.matches('shown') && s.context.problem !== null);
    expect(actor.getSnapshot().context.shown).toBeNull();
    expect(actor.getSnapshot().context.summary).not.toBeNull();
    actor.send({ type: 'player.tab', tab: 'ledger' });
    // Asked while the tab loads: nothing.
    actor.send({ type: 'player.page', page: 3 });
    await waitFor(actor, (s) => s.matches('shown') && s.context.shown !== null);
    expect(actor.getSnapshot().context.problem).toBeNull();
    actor.send({ type: 'player.page', page: 2 });
    await waitFor(actor, (s) => s.matches('shown') && s.context.page === 2);
    expect(loadTab.calls).toEqual([
      { member: 7, tab: 'ledger', page: 1 },
      { member: 7, tab: 'rg', page: 1 },
      { member: 7, tab: 'ledger', page: 1 },
      { member: 7, tab: 'ledger', page: 2 },
    ]);
  });

  it('walks every reachable state and transition', () => {
    const coverage = pathCoverage('operator-playerPage', playerPageMachine, {
      inputs: [{ member: 7, nonce: 'n1' }],
      events: [
        { type: 'xstate.done.actor.loadSummary', output: summary() },
        { type: 'xstate.done.actor.loadSummary', output: summary({ status: 'blocked', block: BLOCK }) },
        { type: 'xstate.error.actor.loadSummary', error: networkFailure() },
        { type: 'xstate.done.actor.loadTab', output: ledger() },
        { type: 'xstate.error.actor.loadTab', error: networkFailure() },
        { type: 'player.tab', tab: 'audit' },
        { type: 'player.page', page: 2 },
        { type: 'player.refresh' },
        { type: 'player.reason', value: 'Fraude' },
        { type: 'player.direction', value: 'debit' },
        { type: 'player.amount', value: '5.00' },
        { type: 'player.noteText', value: 'Ligou' },
        { type: 'player.endSessions' },
        { type: 'player.block' },
        { type: 'player.unblock' },
        { type: 'player.adjust' },
        { type: 'player.note' },
        { type: 'xstate.done.actor.act', output: adjusted(true) },
        { type: 'xstate.done.actor.act', output: { member_id: 7, sessions_ended: 1 } },
        { type: 'xstate.error.actor.act', error: refused('player.debit_above_balance', 'Above', 409) },
      ],
      serializeState: (s) =>
        JSON.stringify([
          s.value,
          s.context.summary?.block ? 'blocked' : s.context.summary ? 'active' : null,
          s.context.reason !== '',
          s.context.amount !== '',
          s.context.note !== '',
          s.context.tab,
          s.context.page,
        ]),
    });
    console.log(coverage.summary);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
