import { fromPromise, type ActorRefFrom } from 'xstate';
import type { MoneyApi } from '../../api/money';
import type { PhoneApi } from '../../api/phone';
import { once, type AppDeps } from '../../app/flows';
import { resourceFlow } from '../../app/resourceFlow';
import type { RechargeOrder, RechargeRecordPage, WithdrawalRecordPage } from '../../../contract/money';
import type { AssociationList, Detail, DetailType, FeeList, OrderTotals } from '../../../contract/orderCenter';
import type { PhoneStatus } from '../../../contract/phone';
import type { CodeSentOutput } from '../../../machines/codeVerification.machine';
import { createPagedListMachine, type Page } from '../../../machines/pagedList.machine';
import type { PasswordRequest, WithdrawalRequest, WithdrawalSetup } from '../../../machines/withdrawal.machine';

type RechargeRow = RechargeRecordPage['list'][number];
type WithdrawalRow = WithdrawalRecordPage['list'][number];
/** The order center's details: one movement type, or all of them (''). */
export type DetailFilters = { type: DetailType | '' };

const rechargeRecordMachine = createPagedListMachine<RechargeRow, null>('rechargeRecord');
const withdrawalRecordMachine = createPagedListMachine<WithdrawalRow, null>('withdrawalRecord');
const orderDetailsMachine = createPagedListMachine<Detail, DetailFilters, OrderTotals>('orderDetails');
export type OrderDetailsActorRef = ActorRefFrom<typeof orderDetailsMachine>;

import type { Statement, StatementPeriod } from '../../../contract/responsible';

type Signal = { signal: AbortSignal };

/**
 * The wallet's flows (deposit, withdrawal, their records, the order center), each loaded with its
 * screen on first use, with the wallet's API.
 */
export function createLoaders({ api, refresh: balanceChanged }: AppDeps) {
  const money = once(() => import('../../api/money').then(({ moneyApi }) => moneyApi(api.client)));
  const phone = once(() => import('../../api/phone').then(({ phoneApi }) => phoneApi(api.client)));
  const withMoney = <T>(build: (wallet: MoneyApi) => T) => once(() => money().then(build));
  const resource = <TData>(id: string, fetch: (wallet: MoneyApi, key: string, signal: AbortSignal) => Promise<TData>) =>
    resourceFlow(id, money, fetch);

  return {
    recharge: once(() =>
      Promise.all([import('../../../machines/recharge.machine'), money()]).then(([{ rechargeMachine }, wallet]) =>
        rechargeMachine.provide({
          actors: {
            loadChannels: fromPromise(({ signal }: Signal) => wallet.channels(signal)),
            submit: fromPromise(
              ({
                input,
                signal,
              }: {
                input: { money: string; payment_id: number; payment_type: 'PIX'; payment_desc: string };
              } & Signal) => wallet.recharge(input, signal),
            ),
          },
          actions: {
            openPayUrl: (_: unknown, params: { url: string }) => location.assign(params.url),
          },
        }),
      ),
    ),
    rechargeOrder: resource<RechargeOrder>('rechargeOrder', (wallet, orderNo, signal) => wallet.order(orderNo, signal)),
    rechargeRecord: withMoney((wallet) =>
      rechargeRecordMachine.provide({
        actors: {
          fetchPage: fromPromise<Page<RechargeRow>, { filters: null; page: number; perPage: number }>(
            ({ input, signal }) => wallet.records(input.page, input.perPage, signal),
          ),
        },
      }),
    ),
    withdrawal: once(() =>
      Promise.all([import('../../../machines/withdrawal.machine'), money()]).then(([{ withdrawalMachine }, wallet]) =>
        withdrawalMachine.provide({
          actors: {
            loadSetup: fromPromise<WithdrawalSetup, void>(async ({ signal }) => {
              const [rules, me, keys, holder] = await Promise.all([
                wallet.rules(signal),
                api.auth.me(signal),
                wallet.pixKeys(signal),
                wallet.holder(signal),
              ]);
              return { rules, balance: me.money, hasPassword: me.has_qk_pwd, twoFactor: me.two_factor, keys, holder };
            }),
            setPassword: fromPromise<unknown, PasswordRequest>(({ input, signal }) =>
              wallet.setWithdrawalPassword(input, signal),
            ),
            submit: fromPromise(({ input, signal }: { input: WithdrawalRequest } & Signal) =>
              wallet.withdraw(input, signal),
            ),
          },
          actions: { balanceChanged },
        }),
      ),
    ),
    withdrawalRecord: withMoney((wallet) =>
      withdrawalRecordMachine.provide({
        actors: {
          fetchPage: fromPromise<Page<WithdrawalRow>, { filters: null; page: number; perPage: number }>(
            ({ input, signal }) => wallet.withdrawals(input.page, input.perPage, signal),
          ),
        },
      }),
    ),
    orderDetails: withMoney((wallet) =>
      orderDetailsMachine.provide({
        actors: {
          fetchPage: fromPromise<Page<Detail, OrderTotals>, { filters: DetailFilters; page: number; perPage: number }>(
            async ({ input, signal }) => {
              const { details, total, ...summary } = await wallet.details(
                { type: input.filters.type, page: input.page, per_page: input.perPage },
                signal,
              );
              return { list: details, total, summary };
            },
          ),
        },
      }),
    ),
    orderFees: resource<FeeList>('orderFees', (wallet, _key, signal) => wallet.fees(signal)),
    orderStatement: resource<Statement>('orderStatement', (wallet, key, signal) =>
      wallet.statement(key as StatementPeriod, signal),
    ),
    orderAssociation: resource<AssociationList>('orderAssociation', (wallet, _key, signal) =>
      wallet.association(signal),
    ),
    // The phone confirmed by SMS before the first deposit: its status, then the code step.
    phoneStatus: resourceFlow<PhoneApi, PhoneStatus>('phoneStatus', phone, (p, _key, signal) => p.status(signal)),
    phoneVerification: once(() =>
      Promise.all([import('../../../machines/codeVerification.machine'), phone()]).then(
        ([{ codeVerificationMachine }, p]) =>
          codeVerificationMachine.provide({
            actors: {
              send: fromPromise<CodeSentOutput, { address: string }>(({ signal }) => p.send(signal)),
              confirm: fromPromise<unknown, { address: string; code: string }>(({ input, signal }) =>
                p.verify(input.code, signal),
              ),
            },
          }),
      ),
    ),
  };
}
