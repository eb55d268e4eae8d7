import { fromPromise } from 'xstate';
import { once, type AppDeps } from '../../app/flows';
import type { ExclusionPeriod, LimitsOfferAnswer, PausePeriod } from '../../../contract/responsible';
import type { OfferedValues } from '../../../machines/limitsOffer.machine';
import type { SetLimitInput } from '../../../machines/responsibleLimits.machine';
import type { RestrictInput } from '../../../machines/selfRestriction.machine';

/** Responsible gambling's flows, each loaded with its screen (or the reality check) on first use. */
export function createLoaders({ api, refresh: accountChanged }: AppDeps) {
  const responsible = once(() =>
    import('../../api/responsible').then(({ responsibleApi }) => responsibleApi(api.client)),
  );
  const selfRestriction = once(() =>
    Promise.all([import('../../../machines/selfRestriction.machine'), responsible()]).then(
      ([{ selfRestrictionMachine }, rg]) =>
        selfRestrictionMachine.provide({
          actors: {
            restrict: fromPromise(({ input, signal }: { input: RestrictInput; signal: AbortSignal }) =>
              // The machine's input pairs each kind with its own periods (the screen offers only those).
              input.kind === 'pause'
                ? rg.pause({ period: input.period as PausePeriod, password: input.password }, signal)
                : rg.selfExclude({ period: input.period as ExclusionPeriod, password: input.password }, signal),
            ),
          },
          actions: { restricted: accountChanged },
        }),
    ),
  );
  return {
    responsibleLimits: once(() =>
      Promise.all([import('../../../machines/responsibleLimits.machine'), responsible()]).then(
        ([{ responsibleLimitsMachine }, rg]) =>
          responsibleLimitsMachine.provide({
            actors: {
              load: fromPromise(({ signal }) => rg.status(signal)),
              setLimit: fromPromise(({ input, signal }: { input: SetLimitInput; signal: AbortSignal }) =>
                rg.setLimit(input, signal),
              ),
              setRealityCheck: fromPromise(({ input, signal }: { input: { minutes: number }; signal: AbortSignal }) =>
                rg.setRealityCheck(input.minutes, signal),
              ),
            },
            actions: { realityCheckChanged: accountChanged },
          }),
      ),
    ),
    limitsOffer: once(() =>
      Promise.all([import('../../../machines/limitsOffer.machine'), responsible()]).then(
        ([{ limitsOfferMachine }, rg]) =>
          limitsOfferMachine.provide({
            actors: {
              status: fromPromise(({ signal }) => rg.status(signal)),
              // One limit after the other (each locks the wallet row), then the offer is answered.
              saveLimits: fromPromise(async ({ input, signal }: { input: OfferedValues; signal: AbortSignal }) => {
                for (const limit of input) await rg.setLimit(limit, signal);
                await rg.answerLimitsOffer('saved', signal);
              }),
              answer: fromPromise(
                async ({ input, signal }: { input: { answer: LimitsOfferAnswer }; signal: AbortSignal }) => {
                  await rg.answerLimitsOffer(input.answer, signal);
                },
              ),
            },
            actions: { limitsSaved: accountChanged },
          }),
      ),
    ),
    pause: selfRestriction,
    selfExclusion: selfRestriction,
    realityCheck: once(() =>
      Promise.all([import('../../../machines/realityCheck.machine'), responsible()]).then(
        ([{ realityCheckMachine }, rg]) =>
          realityCheckMachine.provide({ actors: { summary: fromPromise(({ signal }) => rg.session(signal)) } }),
      ),
    ),
  };
}
