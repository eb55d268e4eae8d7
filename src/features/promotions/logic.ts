import type { SiteIncentives } from '../../../contract/incentives';
import { fromPromise } from 'xstate';
import type { PromotionsApi } from '../../api/promotions';
import { once, type AppDeps } from '../../app/flows';
import { resourceFlow } from '../../app/resourceFlow';
import type {
  ActivityDetailList,
  CoverHistoryPage,
  RebateDayPage,
  RebateGameList,
  RewardHistoryPage,
  VipHistory,
  VipInfo,
  WheelKey,
} from '../../../contract/promotions';
import { createPagedListMachine, type Page } from '../../../machines/pagedList.machine';
import type { ClaimRequest, RewardActivity } from '../../../machines/reward.machine';

type Row<T extends { list: unknown[] }> = T['list'][number];
type PageInput = { filters: null; page: number; perPage: number };
type Signal = { signal: AbortSignal };

const rewardHistoryMachine = createPagedListMachine<Row<RewardHistoryPage>, null>('rewardHistory');
const coverHistoryMachine = createPagedListMachine<Row<CoverHistoryPage>, null>('coverHistory');
const rebatesMachine = createPagedListMachine<Row<RebateDayPage>, null>('rebates');

/** The VIP screen's data: the member's standing and the levels reached. */
export type VipData = { info: VipInfo; history: VipHistory };

/**
 * The promotions' flows (rewards, wheels, VIP, rebates, histories), each loaded with its screen on first
 * use, with the promotions' API.
 */
export function createLoaders({ api, refresh: balanceChanged }: AppDeps) {
  const promotions = once(() => import('../../api/promotions').then(({ promotionsApi }) => promotionsApi(api.client)));
  const resource = <TData>(
    id: string,
    fetch: (promo: PromotionsApi, key: string, signal: AbortSignal) => Promise<TData>,
  ) => resourceFlow(id, promotions, fetch);
  const paged = <TRow>(
    machine: ReturnType<typeof createPagedListMachine<TRow, null>>,
    fetch: (promo: PromotionsApi) => (page: number, perPage: number, signal?: AbortSignal) => Promise<Page<TRow>>,
  ) =>
    once(() =>
      promotions().then((promo) =>
        machine.provide({
          actors: {
            fetchPage: fromPromise<Page<TRow>, PageInput>(({ input, signal }) =>
              fetch(promo)(input.page, input.perPage, signal),
            ),
          },
        }),
      ),
    );

  return {
    reward: once(() =>
      Promise.all([import('../../../machines/reward.machine'), promotions()]).then(([{ rewardMachine }, promo]) =>
        rewardMachine.provide({
          actors: {
            check: fromPromise(({ input, signal }: { input: { activity: RewardActivity } } & Signal) =>
              promo.check(input.activity, signal),
            ),
            claim: fromPromise(({ input, signal }: { input: ClaimRequest } & Signal) => {
              const { activity, ...body } = input;
              return promo.claim(activity, body, signal);
            }),
          },
          actions: { balanceChanged },
        }),
      ),
    ),
    wheel: once(() =>
      Promise.all([import('../../../machines/wheel.machine'), promotions()]).then(([{ wheelMachine }, promo]) =>
        wheelMachine.provide({
          actors: {
            check: fromPromise(({ input, signal }: { input: { wheel: WheelKey } } & Signal) =>
              promo.check(input.wheel, signal),
            ),
            spin: fromPromise(({ input, signal }: { input: { wheel: WheelKey } } & Signal) =>
              promo.spin(input.wheel, signal),
            ),
          },
          actions: { balanceChanged },
        }),
      ),
    ),
    activities: resource<ActivityDetailList>('activities', (promo, _key, signal) => promo.activities(signal)),
    incentives: resource<SiteIncentives>('incentives', (promo, _key, signal) => promo.incentives(signal)),
    vip: resource<VipData>('vip', async (promo, _key, signal) => {
      const [info, history] = await Promise.all([promo.vip(signal), promo.vipHistory(signal)]);
      return { info, history };
    }),
    rebateGames: resource<RebateGameList>('rebateGames', (promo, day, signal) => promo.rebateGames(day, signal)),
    rewardHistory: paged(rewardHistoryMachine, (promo) => promo.rewardHistory),
    coverHistory: paged(coverHistoryMachine, (promo) => promo.coverHistory),
    rebates: paged(rebatesMachine, (promo) => promo.rebates),
  };
}
