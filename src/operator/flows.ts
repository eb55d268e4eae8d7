import { fromPromise } from 'xstate';
import { BackofficeEndpoints as B } from '../../contract/backoffice';
import { AuditEndpoints as Audit } from '../../contract/boAudit';
import { MaxWinEndpoints as MaxWin } from '../../contract/boMaxWin';
import { ComplianceEndpoints as C } from '../../contract/boCompliance';
import { DashboardEndpoints as Dash, type TrendSpan } from '../../contract/boDashboard';
import { ReportEndpoints as R } from '../../contract/boReports';
import { OperatorEndpoints as O } from '../../contract/operator';
import { auditTrailMachine, type AuditFile } from '../../machines/operator/auditTrail.machine';
import { dashboardMachine } from '../../machines/operator/dashboard.machine';
import { jobFailuresMachine } from '../../machines/operator/jobFailures.machine';
import { fourEyesMachine } from '../../machines/operator/fourEyes.machine';
import { maxWinMachine } from '../../machines/operator/maxWin.machine';
import { rgQueueMachine, type RgActionRequest, type RgQueueRequest } from '../../machines/operator/rgQueue.machine';
import { rgRulesMachine } from '../../machines/operator/rgRules.machine';
import { staffAdminMachine, type NewStaff, type StaffUpdate } from '../../machines/operator/staffAdmin.machine';
import { ownPasswordMachine, type OwnPasswordRequest } from '../../machines/operator/ownPassword.machine';
import type { StaffSessionActorRef } from '../../machines/operator/staffSession.machine';
import {
  withdrawalReviewMachine,
  type ActionRequest,
  type QueueRequest,
} from '../../machines/operator/withdrawalReview.machine';
import { SportsbookEndpoints as S } from '../../contract/boSportsbook';
import { TraderDeskEndpoints as D } from '../../contract/boTraderDesk';
import { reportsMachine } from '../../machines/operator/reports.machine';
import { regulatorDeskMachine } from '../../machines/operator/regulatorDesk.machine';
import { RegulatorDeskEndpoints as G } from '../../contract/boRegulator';
import { KycDeskEndpoints as K } from '../../contract/boKyc';
import { identityQueueMachine } from '../../machines/operator/identityQueue.machine';
import { tradingMachine, type TradingAction, type TradingRequest } from '../../machines/operator/trading.machine';
import { traderDeskMachine, type DeskAction, type DeskRequest } from '../../machines/operator/traderDesk.machine';
import type { OperatorApi } from './api';

/** Saves a file the server wrote (the audit trail's CSV) through the browser's download. */
export function downloadFile({ filename, csv }: AuditFile) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The back office screens' flows with their effects (this module loads with the first screen that runs one). */
export const createFlows = (api: OperatorApi, session: StaffSessionActorRef) => ({
  ownPassword: ownPasswordMachine.provide({
    actors: {
      save: fromPromise(({ input, signal }: { input: OwnPasswordRequest; signal: AbortSignal }) =>
        input.mode === 'first'
          ? api.call(B.firstPassword, { body: { password: input.password }, signal })
          : api.call(B.changePassword, {
              body: { current_password: input.current_password, password: input.password, code: input.code },
              signal,
            }),
      ),
    },
    actions: { passwordSet: (_, { staff }) => session.send({ type: 'staff.updated', staff }) },
  }),
  withdrawalReview: withdrawalReviewMachine.provide({
    actors: {
      loadQueue: fromPromise(({ input, signal }: { input: QueueRequest; signal: AbortSignal }) =>
        api.call(B.withdrawalQueue, {
          query: { ...(input.status === 'all' ? {} : { status: input.status }), page: input.page },
          signal,
        }),
      ),
      act: fromPromise(({ input, signal }: { input: ActionRequest; signal: AbortSignal }) => {
        const body = { order_no: input.order_no, reason: input.reason };
        const endpoint = { approve: O.approveWithdrawal, pay: O.payWithdrawal, reject: O.rejectWithdrawal }[
          input.action
        ];
        return api.call(endpoint, { body, signal });
      }),
    },
  }),
  staffAdmin: staffAdminMachine.provide({
    actors: {
      loadStaff: fromPromise(async ({ signal }) => (await api.call(B.staff, { signal })).list),
      create: fromPromise(({ input, signal }: { input: NewStaff; signal: AbortSignal }) =>
        api.call(B.createStaff, { body: input, signal }),
      ),
      update: fromPromise(({ input, signal }: { input: StaffUpdate; signal: AbortSignal }) =>
        api.call(B.updateStaff, { body: input, signal }),
      ),
    },
  }),
  auditTrail: auditTrailMachine.provide({
    actors: {
      search: fromPromise(({ input, signal }) => api.call(Audit.audit, { query: input, signal })),
      exportCsv: fromPromise(({ input, signal }) => api.call(Audit.auditExport, { query: input, signal })),
    },
    actions: { download: (_, { file }) => downloadFile(file) },
  }),
  fourEyes: fourEyesMachine.provide({
    actors: {
      load: fromPromise(({ signal }) => api.call(B.fourEyes, { signal })),
      save: fromPromise(({ input, signal }) => api.call(B.setFourEyes, { body: input, signal })),
    },
  }),
  maxWin: maxWinMachine.provide({
    actors: {
      load: fromPromise(({ signal }) => api.call(MaxWin.maxWin, { signal })),
      save: fromPromise(({ input, signal }) => api.call(MaxWin.setMaxWin, { body: input, signal })),
    },
  }),
  rgQueue: rgQueueMachine.provide({
    actors: {
      loadQueue: fromPromise(({ input, signal }: { input: RgQueueRequest; signal: AbortSignal }) =>
        api.call(C.flags, {
          query: { ...(input.rule === 'all' ? {} : { rule: input.rule }), state: input.state, page: input.page },
          signal,
        }),
      ),
      act: fromPromise(({ input, signal }: { input: RgActionRequest; signal: AbortSignal }) => {
        if (input.action === 'contact')
          return api.call(C.contact, { body: { id: input.id, channel: input.channel, note: input.note }, signal });
        if (input.action === 'cooling_off')
          return api.call(C.coolingOff, { body: { id: input.id, period: input.period, reason: input.reason }, signal });
        return api.call(C.close, { body: { id: input.id, outcome: input.outcome, reason: input.reason }, signal });
      }),
      evaluate: fromPromise(({ signal }) => api.call(C.evaluate, { body: {}, signal })),
    },
  }),
  rgRules: rgRulesMachine.provide({
    actors: {
      load: fromPromise(({ signal }) => api.call(C.rules, { signal })),
      save: fromPromise(({ input, signal }) => api.call(C.setRule, { body: input, signal })),
    },
  }),
  dashboard: dashboardMachine.provide({
    actors: {
      load: fromPromise(({ input, signal }: { input: { span: TrendSpan }; signal: AbortSignal }) =>
        api.call(Dash.dashboard, { query: { days: input.span }, signal }),
      ),
    },
  }),
  jobFailures: jobFailuresMachine.provide({
    actors: { load: fromPromise(({ signal }) => api.call(Dash.jobFailures, { signal })) },
  }),
  trading: tradingMachine.provide({
    actors: {
      load: fromPromise(async ({ input, signal }: { input: TradingRequest; signal: AbortSignal }) => {
        const [page, feed, exposure] = await Promise.all([
          api.call(S.traderFixtures, { query: input.query, signal }),
          api.call(S.feedState, { signal }),
          input.open ? api.call(S.exposure, { query: { fixture: input.open }, signal }) : null,
        ]);
        return { list: page.list, total: page.total, feed, exposure };
      }),
      act: fromPromise(({ input, signal }: { input: TradingAction; signal: AbortSignal }): Promise<unknown> => {
        if (input.action === 'settle') return api.call(S.traderSettle, { body: input, signal });
        const body = { fixture: input.fixture, market: input.market, reason: input.reason };
        return api.call(input.action === 'suspend' ? S.suspendMarket : S.reopenMarket, { body, signal });
      }),
    },
  }),
  traderDesk: traderDeskMachine.provide({
    actors: {
      load: fromPromise(async ({ input, signal }: { input: DeskRequest; signal: AbortSignal }) => {
        const [liability, cashOuts, markets] = await Promise.all([
          api.call(D.liability, { query: { page: input.liabilityPage }, signal }),
          api.call(D.cashOuts, { query: { page: input.cashOutsPage }, signal }),
          input.open ? api.call(D.deskMarkets, { query: { fixture: input.open }, signal }) : null,
        ]);
        return { liability, cashOuts, markets };
      }),
      act: fromPromise(({ input, signal }: { input: DeskAction; signal: AbortSignal }): Promise<unknown> => {
        const { fixture, reason } = input;
        switch (input.action) {
          case 'suspend':
          case 'reopen':
            return api.call(input.action === 'suspend' ? S.suspendMarket : S.reopenMarket, {
              body: { fixture, market: input.market, reason },
              signal,
            });
          case 'suspendMatch':
          case 'reopenMatch':
            return api.call(input.action === 'suspendMatch' ? D.suspendMatch : D.reopenMatch, {
              body: { fixture, reason },
              signal,
            });
          case 'override':
            return api.call(D.overridePrice, {
              body: { fixture, market: input.market, selection: input.selection, odds: input.odds, reason },
              signal,
            });
          case 'removeOverride':
            return api.call(D.removeOverride, {
              body: { fixture, market: input.market, selection: input.selection, reason },
              signal,
            });
          case 'settleMarket':
            return api.call(D.settleMarket, {
              body: { fixture, market: input.market, outcomes: input.outcomes, reason },
              signal,
            });
        }
      }),
    },
  }),
  reports: reportsMachine.provide({
    actors: {
      load: fromPromise(async ({ input, signal }) => {
        const query = { from: input.from, to: input.to };
        const [ggr, payments, prizes, tax] = await Promise.all([
          api.call(R.ggr, { query, signal }),
          api.call(R.payments, { query, signal }),
          api.call(R.prizeTimes, { query, signal }),
          api.call(R.taxRate, { signal }),
        ]);
        return { ggr, payments, prizes, rate: tax.rate };
      }),
      exportCsv: fromPromise(({ input, signal }) => {
        const query = { from: input.from, to: input.to };
        if (input.table === 'payments') return api.call(R.paymentsExport, { query, signal });
        return api.call(R.ggrExport, { query: { ...query, by: input.table }, signal });
      }),
      saveRate: fromPromise(({ input, signal }) => api.call(R.setTaxRate, { body: input, signal })),
    },
    actions: { download: (_, { file }) => downloadFile(file) },
  }),
  regulatorDesk: regulatorDeskMachine.provide({
    actors: {
      load: fromPromise(async ({ input, signal }) => {
        const [checks, files] = await Promise.all([
          api.call(G.day, { query: { day: input.day }, signal }),
          api.call(G.files, { signal }),
        ]);
        return { checks, files };
      }),
      exportFile: fromPromise(({ input, signal }) => api.call(G.fileExport, { query: { day: input.day }, signal })),
    },
    actions: { download: (_, { file }) => downloadFile(file) },
  }),
  identityQueue: identityQueueMachine.provide({
    actors: {
      loadQueue: fromPromise(({ input, signal }) =>
        api.call(K.queue, { query: { status: input.status, page: input.page }, signal }),
      ),
      // The case and each of its complete pictures (every view is on the audit trail).
      openCase: fromPromise(async ({ input, signal }) => {
        const detail = await api.call(K.case, { query: { id: input.id }, signal });
        const pictures = await Promise.all(
          detail.files
            .filter((file) => file.complete)
            .map((file) => api.call(K.file, { query: { case: detail.id, kind: file.kind }, signal })),
        );
        return { detail, pictures };
      }),
      decide: fromPromise(({ input, signal }) => api.call(K.decide, { body: input, signal })),
    },
  }),
});

export type Flows = ReturnType<typeof createFlows>;
