import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { FIXTURE_STATES } from '../../../../contract/boSportsbook';
import { SportId } from '../../../../contract/sportsBoard';
import type { TradingActorRef, TradingFilters } from '../../../../machines/operator/trading.machine';
import { DateInput } from '../../kit/TypedInputs';
import { FilterActions } from '../../kit/Forms';
import { useNames } from './names';

/** The fixture search: sport, team or league, state, dates. */
export function Filters({ flow }: { flow: TradingActorRef }) {
  const { t } = useLingui();
  const names = useNames();
  const fields = useSelector(flow, (s) => s.context.fields);
  const busy = useSelector(flow, (s) => !s.matches('ready') && !s.matches('failed'));
  const set = (field: keyof TradingFilters, value: string) => flow.send({ type: 'trading.field', field, value });
  return (
    <form
      className="op-card op-search"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        flow.send({ type: 'trading.search' });
      }}
    >
      <label className="op-field">
        <span>{t`Sport`}</span>
        <select name="sport" value={fields.sport || 'football'} onChange={(event) => set('sport', event.target.value)}>
          {SportId.options.map((sport) => (
            <option key={sport} value={sport}>
              {names.sport(sport)}
            </option>
          ))}
        </select>
      </label>
      <label className="op-field">
        <span>{t`State`}</span>
        <select name="state" value={fields.state} onChange={(event) => set('state', event.target.value)}>
          <option value="">{t`All`}</option>
          {FIXTURE_STATES.map((state) => (
            <option key={state} value={state}>
              {names.state(state)}
            </option>
          ))}
        </select>
      </label>
      <label className="op-field">
        <span>{t`Day of kickoff`}</span>
        <DateInput name="day" value={fields.day} onChange={(value) => set('day', value)} />
      </label>
      <label className="op-field">
        <span>{t`League`}</span>
        <input name="league" value={fields.league} onChange={(event) => set('league', event.target.value)} />
      </label>
      <FilterActions busy={busy} onClear={() => flow.send({ type: 'trading.clear' })}>
        <button
          type="button"
          className="op-button"
          disabled={busy}
          onClick={() => flow.send({ type: 'trading.refresh' })}
        >
          <Trans>Refresh</Trans>
        </button>
      </FilterActions>
    </form>
  );
}
