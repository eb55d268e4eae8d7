import {
  ActivityDetailList,
  CoverHistoryPage,
  RebateDayPage,
  RebateGameList,
  RewardCheck,
  RewardClaim,
  RewardHistoryPage,
  VipHistory,
  VipInfo,
  WheelSpin,
  type ActivityKey,
  type WheelKey,
} from '../../contract/promotions';
import type { ApiClient } from './client';

/** The promotions' calls, loaded with the promotion screens. */
export function promotionsApi(api: ApiClient) {
  const paged =
    <S extends Parameters<ApiClient['post']>[1]>(path: string, schema: S) =>
    (page: number, perPage: number, signal?: AbortSignal) =>
      api.post(path, schema, { body: { page, per_page: perPage }, signal });
  return {
    activities: (signal?: AbortSignal) => api.get('/api/activitydetails/get', ActivityDetailList, { signal }),
    check: (activity: ActivityKey | 'agency', signal?: AbortSignal) =>
      api.post(`/api/${activity}/check`, RewardCheck, { body: { name: activity }, signal }),
    claim: (activity: Exclude<ActivityKey, WheelKey> | 'agency', body: { invitee_id?: number }, signal?: AbortSignal) =>
      api.post(`/api/${activity}/claim`, RewardClaim, { body: { name: activity, ...body }, signal }),
    spin: (wheel: WheelKey, signal?: AbortSignal) =>
      api.post(`/api/${wheel}/claim`, WheelSpin, { body: { name: wheel }, signal }),
    vip: (signal?: AbortSignal) => api.post('/api/member/vip/info', VipInfo, { signal }),
    vipHistory: (signal?: AbortSignal) => api.post('/api/member/vip/history', VipHistory, { signal }),
    rewardHistory: paged('/api/rewards/history', RewardHistoryPage),
    coverHistory: paged('/api/cover/history', CoverHistoryPage),
    rebates: paged('/api/games/rebates/list', RebateDayPage),
    rebateGames: (day: string, signal?: AbortSignal) =>
      api.post('/api/games/rebates/details', RebateGameList, { body: { day }, signal }),
  };
}
export type PromotionsApi = ReturnType<typeof promotionsApi>;
