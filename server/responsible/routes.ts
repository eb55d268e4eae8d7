import { ResponsibleEndpoints } from '../../contract/responsible';
import { implement } from '../http/registry';
import { restrict } from './exclusions';
import { statement } from './statement';
import { answerLimitsOffer, changeLimit, responsibleStatus, sessionSummary, setRealityCheck } from './status';

/** Responsible gambling's endpoints (contract/responsible.ts), implemented. */
export const responsibleRoutes = [
  implement(ResponsibleEndpoints.status, async ({ deps, now, member }) => ({
    data: await responsibleStatus(deps.db, member, now),
  })),
  implement(ResponsibleEndpoints.setLimit, async ({ deps, now, member, body }) => ({
    data: await changeLimit(deps.db, member, body.kind, body.value, now),
  })),
  implement(ResponsibleEndpoints.realityCheck, async ({ deps, now, member, body }) => ({
    data: await setRealityCheck(deps.db, member, body.minutes, now),
  })),
  implement(ResponsibleEndpoints.pause, async ({ deps, now, member, body }) => ({
    data: await restrict(deps, member, 'pause', body.period, body.password, now),
  })),
  implement(ResponsibleEndpoints.exclusion, async ({ deps, now, member, body }) => ({
    data: await restrict(deps, member, 'self_exclusion', body.period, body.password, now),
  })),
  implement(ResponsibleEndpoints.limitsOffer, async ({ deps, now, member, body }) => ({
    data: await answerLimitsOffer(deps.db, member, body.answer, now),
  })),
  implement(ResponsibleEndpoints.session, async ({ deps, now, member }) => ({
    data: await sessionSummary(deps.db, member, now),
  })),
  implement(ResponsibleEndpoints.statement, async ({ deps, now, member, query }) => ({
    data: await statement(deps.db, member.member.id, query.period, now),
  })),
];
