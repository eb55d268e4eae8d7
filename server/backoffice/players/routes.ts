import { DepositsEndpoints } from '../../../contract/boDeposits';
import { PlayerPageEndpoints } from '../../../contract/boPlayerPage';
import { PlayersEndpoints } from '../../../contract/boPlayers';
import { implement, type Route } from '../../http/registry';
import { recordAudit } from '../audit';
import { listDeposits, listRefunds, retryRefund } from '../deposits';
import { addNote, adjustPlayer, blockPlayer, endPlayerSessions, unblockPlayer } from './actions';
import {
  playerAudit,
  playerBets,
  playerDeposits,
  playerLedger,
  playerNotes,
  playerNotifications,
  playerPixKeys,
  playerRounds,
  playerSessions,
  playerSlips,
  playerSummary,
  playerWithdrawals,
  searchPlayers,
} from './read';

const subject = (memberId: number) => `member:${memberId}`;

/** The back office's players (contract/boPlayers.ts, boPlayerPage.ts), implemented. */
export const playersRoutes: Route[] = [
  implement(PlayersEndpoints.playerSearch, async ({ deps, now, query }) => ({
    data: await searchPlayers(deps.db, query, now),
  })),
  implement(PlayerPageEndpoints.playerSummary, async ({ deps, now, query, staff }) => {
    const summary = await playerSummary(deps.db, query.member, staff.roles, now);
    // Who looked at whose data (LGPD): opening a player's page is itself recorded.
    await recordAudit(deps.db, staff, now, {
      action: 'player.viewed',
      subject: subject(query.member),
      after: { cpf_masked: summary.identity.cpf_masked },
    });
    return { data: summary };
  }),
  implement(PlayerPageEndpoints.playerLedger, async ({ deps, query }) => ({
    data: await playerLedger(deps.db, query),
  })),
  implement(PlayerPageEndpoints.playerBets, async ({ deps, query }) => ({ data: await playerBets(deps.db, query) })),
  implement(PlayerPageEndpoints.playerRounds, async ({ deps, query }) => ({
    data: await playerRounds(deps.db, query),
  })),
  implement(PlayerPageEndpoints.playerSlips, async ({ deps, query }) => ({ data: await playerSlips(deps.db, query) })),
  implement(PlayerPageEndpoints.playerDeposits, async ({ deps, query }) => ({
    data: await playerDeposits(deps.db, query),
  })),
  implement(PlayerPageEndpoints.playerWithdrawals, async ({ deps, query }) => ({
    data: await playerWithdrawals(deps.db, query),
  })),
  implement(PlayerPageEndpoints.playerPixKeys, async ({ deps, query }) => ({
    data: await playerPixKeys(deps.db, query),
  })),
  implement(PlayerPageEndpoints.playerSessions, async ({ deps, query }) => ({
    data: await playerSessions(deps.db, query),
  })),
  implement(PlayerPageEndpoints.playerNotifications, async ({ deps, query }) => ({
    data: await playerNotifications(deps.db, query),
  })),
  implement(PlayerPageEndpoints.playerNotes, async ({ deps, query }) => ({ data: await playerNotes(deps.db, query) })),
  implement(PlayerPageEndpoints.playerAudit, async ({ deps, query }) => ({ data: await playerAudit(deps.db, query) })),
  implement(PlayersEndpoints.playerEndSessions, async ({ deps, now, body, audit }) => {
    const ended = await endPlayerSessions(deps.db, body.member, now);
    Object.assign(audit, { subject: subject(body.member), before: null, after: ended });
    return { data: ended };
  }),
  implement(PlayersEndpoints.playerBlock, async ({ deps, now, body, staff, audit }) => {
    const { before, after } = await blockPlayer(deps.db, body.member, staff, body.reason, now);
    Object.assign(audit, { subject: subject(body.member), before, after });
    return { data: { member_id: after.member_id, status: after.status, blocked: after.blocked } };
  }),
  implement(PlayersEndpoints.playerUnblock, async ({ deps, now, body, staff, audit }) => {
    const { before, after } = await unblockPlayer(deps.db, body.member, staff, body.reason, now);
    Object.assign(audit, { subject: subject(body.member), before, after });
    return { data: after };
  }),
  implement(PlayersEndpoints.playerAdjust, async ({ deps, now, body, audit }) => {
    const { before, result } = await adjustPlayer(deps.db, body, now);
    Object.assign(audit, {
      subject: subject(body.member),
      before,
      after: { ...result, reference: body.reference },
    });
    return { data: result };
  }),
  implement(PlayersEndpoints.playerNote, async ({ deps, now, body, staff, audit }) => {
    const note = await addNote(deps.db, body.member, staff, body.text, now);
    Object.assign(audit, { subject: subject(body.member), before: null, after: note });
    return { data: note };
  }),
];

/** The back office's deposits (contract/boDeposits.ts), implemented. */
export const depositsRoutes: Route[] = [
  implement(DepositsEndpoints.deposits, async ({ deps, query }) => ({ data: await listDeposits(deps.db, query) })),
  implement(DepositsEndpoints.refunds, async ({ deps, query }) => ({ data: await listRefunds(deps.db, query) })),
  implement(DepositsEndpoints.refundRetry, async ({ deps, now, body, audit }) => {
    const { before, after } = await retryRefund(deps, body.order_no, now);
    Object.assign(audit, { subject: `deposit:${body.order_no}`, before, after });
    return { data: after };
  }),
];
