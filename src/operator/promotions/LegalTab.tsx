import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { DeskView, SiteDeskActorRef } from '../../../machines/operator/siteDesk.machine';

type Legal = Extract<DeskView, { tab: 'legal' }>['data'];

const FOOTER_LABELS: Record<string, MessageDescriptor> = {
  operator: msg`Operator`,
  authorisation: msg`Authorisation`,
  address: msg`Address`,
  sac: msg`Customer service (SAC)`,
  ouvidoria: msg`Ombudsman (ouvidoria)`,
};

function Footer({ lines, testId }: { lines: Legal['footer']; testId: string }) {
  const { i18n } = useLingui();
  return (
    <dl className="op-facts pr-footer" data-testid={testId}>
      {lines.map((line) => (
        <div key={line.line} className="pr-footer-line">
          <dt>{i18n._(FOOTER_LABELS[line.line]!)}</dt>
          <dd>{line.text}</dd>
        </div>
      ))}
    </dl>
  );
}

type LegalForm = {
  legal_name: string;
  cnpj: string;
  authorisation: string;
  address: string;
  sac_phone: string;
  sac_email: string;
  ouvidoria_phone: string;
  ouvidoria_email: string;
  dpo_name: string;
  dpo_email: string;
  regulator_url: string;
  self_exclusion_url: string;
};

const formOf = (legal: Legal['legal']): LegalForm => ({
  legal_name: legal?.legal_name ?? '',
  cnpj: legal?.cnpj ?? '',
  authorisation: legal?.authorisation ?? '',
  address: legal?.address ?? '',
  sac_phone: legal?.sac.phone ?? '',
  sac_email: legal?.sac.email ?? '',
  ouvidoria_phone: legal?.ouvidoria.phone ?? '',
  ouvidoria_email: legal?.ouvidoria.email ?? '',
  dpo_name: legal?.dpo.name ?? '',
  dpo_email: legal?.dpo.email ?? '',
  regulator_url:
    legal?.regulator_url ?? 'https://www.gov.br/fazenda/pt-br/composicao/orgaos/secretaria-de-premios-e-apostas',
  self_exclusion_url: legal?.self_exclusion_url ?? '',
});

const LEGAL_FIELDS: Array<[keyof LegalForm, MessageDescriptor]> = [
  ['legal_name', msg`Legal name (razão social)`],
  ['cnpj', msg`CNPJ`],
  ['authorisation', msg`Authorising act (portaria)`],
  ['address', msg`Address`],
  ['sac_phone', msg`SAC phone`],
  ['sac_email', msg`SAC e-mail`],
  ['ouvidoria_phone', msg`Ouvidoria phone`],
  ['ouvidoria_email', msg`Ouvidoria e-mail`],
  ['dpo_name', msg`Data protection officer (optional)`],
  ['dpo_email', msg`Data protection officer’s e-mail (optional)`],
  ['regulator_url', msg`Regulator’s page (https://)`],
  ['self_exclusion_url', msg`Self-exclusion platform (https://)`],
];

/** The site's legal data: the form, the footer they would give (previewed) and the footer now. */
export function LegalTab({ flow, data }: { flow: SiteDeskActorRef; data: Legal }) {
  const { t, i18n } = useLingui();
  const busy = useSelector(flow, (s) => !s.matches('shown'));
  const preview = useSelector(flow, (s) => (s.context.preview?.kind === 'legal' ? s.context.preview.legal : null));
  const [form, setForm] = useState(() => formOf(data.legal));
  const body = () => ({
    site: data.site,
    legal: {
      legal_name: form.legal_name,
      cnpj: form.cnpj,
      authorisation: form.authorisation,
      address: form.address,
      sac: { phone: form.sac_phone, email: form.sac_email },
      ouvidoria: { phone: form.ouvidoria_phone, email: form.ouvidoria_email },
      ...(form.dpo_name.trim() || form.dpo_email.trim() ? { dpo: { name: form.dpo_name, email: form.dpo_email } } : {}),
      regulator_url: form.regulator_url,
      self_exclusion_url: form.self_exclusion_url,
    },
  });
  return (
    <div className="pr-columns">
      <form
        className="op-card op-form"
        aria-label={t`Legal data`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          flow.send({ type: 'desk.act', action: { kind: 'saveLegal', body: body() } });
        }}
      >
        {LEGAL_FIELDS.map(([field, label]) => (
          <label key={field} className="op-field">
            <span>{i18n._(label)}</span>
            <input
              name={field}
              value={form[field]}
              onChange={(event) => {
                setForm({ ...form, [field]: event.target.value });
                flow.send({ type: 'desk.dismiss' });
              }}
            />
          </label>
        ))}
        <div className="op-actions">
          <button
            type="button"
            className="op-button"
            disabled={busy}
            onClick={() => flow.send({ type: 'desk.preview', request: { kind: 'legal', body: body() } })}
          >
            <Trans>Preview the footer</Trans>
          </button>
          <button type="submit" className="op-button op-button-primary" disabled={busy}>
            <Trans>Save the legal data</Trans>
          </button>
        </div>
      </form>
      <div>
        {preview && (
          <div className="op-card" aria-label={t`The footer with these data`}>
            <h2>{t`The footer with these data (not saved yet)`}</h2>
            <Footer lines={preview.footer} testId="pr-footer-preview" />
          </div>
        )}
        <div className="op-card">
          <h2>{t`The footer now`}</h2>
          {data.footer.length ? (
            <Footer lines={data.footer} testId="pr-footer" />
          ) : (
            <p className="op-dim">{t`No legal data yet: the footer shows none.`}</p>
          )}
        </div>
      </div>
    </div>
  );
}
