import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Mechanism } from '../../api/agency';
import { useLocale } from '../../app/hooks';
import { useSystem } from '../../app/SystemContext';
import { useFlow } from '../../flow/useFlow';
import { BCP47 } from '../../i18n/locales';
import { Loaded } from '../../ui/Loaded';
import { Message } from '../../ui/Message';
import { DataTable } from '../../ui/RecordTable';
import { agencyPage } from './AgencyPage';
import { DepositShareOff } from './DepositShareOff';

const LEVEL: Record<'direct' | 'indirect', MessageDescriptor> = { direct: msg`Direct`, indirect: msg`Indirect` };
const RULES: Record<string, MessageDescriptor> = {
  cycle: msg`Settled every day`,
  time_zone: msg`Days in São Paulo time`,
  claim: msg`Claimed by you on the rewards page`,
};

function MechanismTables() {
  const locale = useLocale();
  /** "0.5%" from the API, written the person's way (0,5% in Portuguese). */
  const percent = (rate: string) => {
    const value = Number(rate.replace('%', ''));
    return Number.isFinite(value)
      ? `${new Intl.NumberFormat(BCP47[locale], { maximumFractionDigits: 2 }).format(value)}%`
      : rate;
  };
  const { load } = useSystem();
  const mechanism = useFlow(load.mechanism(), {
    input: { key: 'mechanism' },
  });
  return <Loaded actor={mechanism}>{(data) => <Tables data={data} percent={percent} />}</Loaded>;
}

function Tables({ data, percent }: { data: Mechanism; percent(rate: string): string }) {
  const table = (title: ReactNode, rows: Mechanism['recharge']) =>
    rows.length > 0 && (
      <section className="stack">
        <h2 className="section-title">{title}</h2>
        <DataTable
          rows={rows}
          rowKey={(row) => row.level}
          columns={[
            { header: msg`Level`, cell: (row) => <Message text={LEVEL[row.level]} /> },
            { header: msg`Rate`, numeric: true, cell: (row) => percent(row.rate) },
          ]}
        />
      </section>
    );
  return (
    <div className="stack agency">
      {data.recharge.length === 0 && <DepositShareOff />}
      {table(<Trans>Share of your subordinates’ deposits</Trans>, data.recharge)}
      {table(<Trans>Share of your subordinates’ bets</Trans>, data.betting)}
      {data.settlement.length > 0 && (
        <section className="stack">
          <h2 className="section-title">
            <Trans>Settlement</Trans>
          </h2>
          <ul className="info-list">
            {data.settlement.map((rule) => (
              <li key={rule.key} className="card">
                {RULES[rule.key] ? <Message text={RULES[rule.key]!} /> : rule.value}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

export const MechanismPage = agencyPage(msg`Agency mechanism`, MechanismTables);
