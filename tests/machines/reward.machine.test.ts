import { createActor, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { rewardMachine, type ClaimRequest, type RewardActivity } from '../../machines/reward.machine';
import type { RewardCheck, RewardClaim } from '../../contract/promotions';
import { pathCoverage } from './paths';
import { networkFailure, scripted, serverFailure, text } from './support';

const claimable: RewardCheck = { status: 'claimable', reward: '10.00', reason: null, reason_code: null };
const claimed: RewardCheck = { status: 'claimed', reward: '10.00', reason: null, reason_code: null };
const notEligible: RewardCheck = {
  status: 'not_eligible',
  reward: '0.00',
  reason: 'No eligible top-ups',
  reason_code: 'promotion.no_eligible_top_ups',
};
const paid: RewardClaim = { reward: '10.00', balance: '110.00' };

function start(
  checks: Array<RewardCheck | Error>,
  claims: Array<RewardClaim | Error> = [paid],
  activity: 'ftd' | 'invitationactivity' = 'ftd',
) {
  const check = scripted<RewardCheck, { activity: RewardActivity }>(...checks);
  const claim = scripted<RewardClaim, ClaimRequest>(...claims);
  const balanceChanged = vi.fn();
  const actor = createActor(
    rewardMachine.provide({ actors: { check: check.logic, claim: claim.logic }, actions: { balanceChanged } }),
    { input: { activity } },
  );
  const notices: unknown[] = [];
  actor.on('notice', ({ notice }) => notices.push(text(notice.message)));
  actor.start();
  return { actor, check, claim, balanceChanged, notices };
}

describe('reward', () => {
  it('claims once, says so, refreshes the balance and checks the activity again', async () => {
    const { actor, check, claim, balanceChanged, notices } = start([claimable, claimed]);
    await waitFor(actor, (s) => s.matches('claimable'));
    actor.send({ type: 'reward.claim' });
    actor.send({ type: 'reward.claim' });
    await waitFor(actor, (s) => s.matches('claimed'));
    expect(claim.calls).toEqual([{ activity: 'ftd' }]);
    expect(check.calls).toHaveLength(2);
    expect(notices).toEqual(['Reward claimed successfully!']);
    expect(balanceChanged).toHaveBeenCalledTimes(1);
  });

  it('shows why it is not eligible, and what the server says when a claim is refused', async () => {
    const { actor } = start([notEligible]);
    await waitFor(actor, (s) => s.matches('notEligible'));
    expect(actor.getSnapshot().context.check?.reason).toBe('No eligible top-ups');

    const refused = start([claimable, notEligible], [serverFailure('USER DOES NOT EXIST')], 'invitationactivity');
    await waitFor(refused.actor, (s) => s.matches('claimable'));
    refused.actor.send({ type: 'reward.claim', inviteeId: 42 });
    await waitFor(refused.actor, (s) => s.matches('notEligible'));
    expect(refused.claim.calls).toEqual([{ activity: 'invitationactivity', invitee_id: 42 }]);
    expect(refused.actor.getSnapshot().context).toMatchObject({ error: 'USER DOES NOT EXIST', claimingFor: null });
    expect(refused.notices).toEqual([]);
  });

  it('a network failure on claim shows the network message; a failed check can be retried', async () => {
    const { actor } = start([networkFailure(), claimable, claimable], [networkFailure()]);
    await waitFor(actor, (s) => s.matches('checkFailed'));
    actor.send({ type: 'reward.retry' });
    await waitFor(actor, (s) => s.matches('claimable'));
    actor.send({ type: 'reward.claim' });
    await waitFor(actor, (s) => s.matches('claimable') && s.context.error !== null);
    expect(text(actor.getSnapshot().context.error)).toBe('Network error, please try again later');
  });

  it('a claim for a named friend is sent even when the list shows nothing claimable; a plain claim is not', async () => {
    const { actor, claim } = start(
      [notEligible, notEligible],
      [serverFailure('USER DOES NOT EXIST')],
      'invitationactivity',
    );
    await waitFor(actor, (s) => s.matches('notEligible'));
    actor.send({ type: 'reward.claim' });
    expect(actor.getSnapshot().matches('notEligible')).toBe(true);
    actor.send({ type: 'reward.claim', inviteeId: 99 });
    await waitFor(actor, (s) => s.matches('notEligible') && s.context.error !== null);
    expect(claim.calls).toEqual([{ activity: 'invitationactivity', invitee_id: 99 }]);
    expect(actor.getSnapshot().context.error).toBe('USER DOES NOT EXIST');
  });

  it('reloads on request (after another claim elsewhere)', async () => {
    const { actor, check } = start([notEligible, claimable]);
    await waitFor(actor, (s) => s.matches('notEligible'));
    actor.send({ type: 'reward.reload' });
    await waitFor(actor, (s) => s.matches('claimable'));
    expect(check.calls).toHaveLength(2);
  });

  it('walks every reachable state and transition', () => {
    const coverage = pathCoverage('reward', rewardMachine, {
      inputs: [{ activity: 'ftd' }],
      events: [
        { type: 'xstate.done.actor.check', output: claimable },
        { type: 'xstate.done.actor.check', output: claimed },
        { type: 'xstate.done.actor.check', output: notEligible },
        { type: 'xstate.error.actor.check', error: networkFailure() },
        { type: 'xstate.done.actor.claim', output: paid },
        { type: 'xstate.error.actor.claim', error: serverFailure('x') },
        { type: 'reward.claim' },
        { type: 'reward.claim', inviteeId: 7 },
        { type: 'reward.reload' },
        { type: 'reward.retry' },
      ],
    });
    console.log(coverage.summary);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
