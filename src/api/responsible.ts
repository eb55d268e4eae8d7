import {
  ResponsibleEndpoints,
  type ExclusionPeriod,
  type LimitKind,
  type LimitsOfferAnswer,
  type PausePeriod,
} from '../../contract/responsible';
import type { ApiClient } from './client';

/** Responsible gambling's calls (contract/responsible.ts), loaded with its screens or the reality check. */
export function responsibleApi(api: ApiClient) {
  return {
    status: (signal?: AbortSignal) => api.call(ResponsibleEndpoints.status, { signal }),
    setLimit: (body: { kind: LimitKind; value: string | null }, signal?: AbortSignal) =>
      api.call(ResponsibleEndpoints.setLimit, { body, signal }),
    setRealityCheck: (minutes: number, signal?: AbortSignal) =>
      api.call(ResponsibleEndpoints.realityCheck, { body: { minutes }, signal }),
    pause: (body: { period: PausePeriod; password: string }, signal?: AbortSignal) =>
      api.call(ResponsibleEndpoints.pause, { body, signal }),
    selfExclude: (body: { period: ExclusionPeriod; password: string }, signal?: AbortSignal) =>
      api.call(ResponsibleEndpoints.exclusion, { body, signal }),
    session: (signal?: AbortSignal) => api.call(ResponsibleEndpoints.session, { signal }),
    answerLimitsOffer: (answer: LimitsOfferAnswer, signal?: AbortSignal) =>
      api.call(ResponsibleEndpoints.limitsOffer, { body: { answer }, signal }),
  };
}
export type ResponsibleApi = ReturnType<typeof responsibleApi>;
