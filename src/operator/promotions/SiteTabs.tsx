import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { SiteBanner } from '../../../contract/boPromotions';
import type { LOCALES } from '../../../contract/locales';
import type { DynamicWebData } from '../../../contract/site';
import type { DeskView, SiteDeskActorRef } from '../../../machines/operator/siteDesk.machine';
import { say } from '../refusals';

/** A language of the site's (the contract's; the server refuses one the site does not offer). */
type Locale = (typeof LOCALES)[number];
type Content = Extract<DeskView, { tab: 'content' }>['data'];
type Legal = Extract<DeskView, { tab: 'legal' }>['data'];

/** A banner or the advertisement as edited (texts in one language). */
type Draft = {
  id: number | 'new' | 'ad';
  title: string;
  subtitle: string;
  body: string;
  cta: string;
  link: string;
  deposit_linked: boolean;
  free_spin: boolean;
  enabled: boolean;
};

const textIn = (texts: Record<string, { title: string; subtitle: string }>, lang: string) =>
  texts[lang] ?? texts.pt ?? Object.values(texts)[0] ?? { title: '', subtitle: '' };

/** Where a banner stands: on the home, hidden, or kept off it (why). */
function Standing({ item }: { item: Pick<SiteBanner, 'enabled' | 'shown' | 'blocked'> }) {
  const { t } = useLingui();
  if (item.shown) return <>{t`On the home`}</>;
  if (!item.enabled) return <>{t`Hidden`}</>;
  return (
    <>
      {t`Not shown`}
      {item.blocked && (
        <>
          <br />
          <small>{say({ code: item.blocked, params: {}, message: '' })}</small>
        </>
      )}
    </>
  );
}

/** What the player's home would show: its welcome, banners in order and advertisement. */
function HomePreview({ home, lang }: { home: DynamicWebData; lang: string }) {
  const { t } = useLingui();
  return (
    <div className="op-card pr-home" data-testid="pr-home-preview" aria-label={t`Preview of the player’s home`}>
      <h3>
        <Trans>The player’s home ({lang}), nothing saved yet</Trans>
      </h3>
      <div className="pr-slides">
        <div className="pr-slide pr-slide-welcome">
          <strong>{home.welcome.title}</strong>
          <span>{home.welcome.text}</span>
        </div>
        {home.banners.map((banner) => (
          <div key={banner.id} className="pr-slide">
            <strong>{banner.title}</strong>
            <span>{banner.subtitle}</span>
            <small className="op-dim">{banner.link}</small>
          </div>
        ))}
      </div>
      {home.advertisement ? (
        <div className="pr-ad">
          <strong>{home.advertisement.title}</strong>
          <p>{home.advertisement.body}</p>
          <span className="pr-cta">{home.advertisement.cta}</span>
        </div>
      ) : (
        <p className="op-dim">{t`No advertisement`}</p>
      )}
    </div>
  );
}

function DraftForm({
  flow,
  data,
  lang,
  draft,
  setDraft,
}: {
  flow: SiteDeskActorRef;
  data: Content;
  lang: string;
  draft: Draft;
  setDraft: (draft: Draft | null) => void;
}) {
  const { t } = useLingui();
  const busy = useSelector(flow, (s) => !s.matches('shown'));
  const ad = draft.id === 'ad';
  const set = (change: Partial<Draft>) => {
    setDraft({ ...draft, ...change });
    flow.send({ type: 'desk.dismiss' });
  };
  const draftBanner = {
    title: draft.title,
    subtitle: draft.subtitle,
    link: draft.link,
    deposit_linked: draft.deposit_linked,
    free_spin: draft.free_spin,
    enabled: draft.enabled,
  };
  const preview = () => {
    const stored = data.banners.map((banner) => ({
      id: banner.id,
      ...textIn(banner.texts, lang),
      link: banner.link,
      deposit_linked: banner.deposit_linked,
      free_spin: banner.free_spin,
      enabled: banner.enabled,
    }));
    const banners = ad
      ? stored
      : draft.id === 'new'
        ? [...stored, draftBanner]
        : stored.map((banner) => (banner.id === draft.id ? { id: banner.id, ...draftBanner } : banner));
    const advertisement = ad
      ? {
          title: draft.title,
          body: draft.body,
          cta: draft.cta,
          link: draft.link,
          deposit_linked: draft.deposit_linked,
          free_spin: draft.free_spin,
          enabled: draft.enabled,
        }
      : undefined;
    flow.send({
      type: 'desk.preview',
      request: {
        kind: 'content',
        body: { site: data.site, lang: lang as Locale, banners, ...(ad ? { advertisement } : {}) },
      },
    });
  };
  const save = () => {
    const marks = { link: draft.link, deposit_linked: draft.deposit_linked, free_spin: draft.free_spin };
    if (ad)
      flow.send({
        type: 'desk.act',
        action: {
          kind: 'setAdvertisement',
          body: {
            site: data.site,
            texts: { [lang]: { title: draft.title, body: draft.body, cta: draft.cta } },
            enabled: draft.enabled,
            ...marks,
          },
        },
      });
    else if (draft.id === 'new')
      flow.send({
        type: 'desk.act',
        action: {
          kind: 'createBanner',
          body: {
            site: data.site,
            texts: { [lang]: { title: draft.title, subtitle: draft.subtitle } },
            enabled: draft.enabled,
            ...marks,
          },
        },
      });
    else
      flow.send({
        type: 'desk.act',
        action: {
          kind: 'updateBanner',
          body: {
            site: data.site,
            id: draft.id,
            texts: { [lang]: { title: draft.title, subtitle: draft.subtitle } },
            ...marks,
          },
        },
      });
  };
  return (
    <form
      className="op-card op-form pr-draft"
      aria-label={ad ? t`The advertisement` : draft.id === 'new' ? t`New banner` : t`Change the banner`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <h2>
        {ad ? t`The advertisement` : draft.id === 'new' ? t`New banner` : t`Change the banner`} ({lang})
      </h2>
      {draft.id === 'new' && lang !== 'pt' && (
        <p className="op-dim">{t`A new banner is written in Portuguese first; other languages are added by changing it.`}</p>
      )}
      <label className="op-field">
        <span>{t`Title`}</span>
        <input
          name="title"
          maxLength={80}
          value={draft.title}
          onChange={(event) => set({ title: event.target.value })}
        />
      </label>
      {ad ? (
        <>
          <label className="op-field">
            <span>{t`Text`}</span>
            <textarea
              name="body"
              maxLength={600}
              rows={3}
              value={draft.body}
              onChange={(event) => set({ body: event.target.value })}
            />
          </label>
          <label className="op-field">
            <span>{t`Button`}</span>
            <input name="cta" maxLength={40} value={draft.cta} onChange={(event) => set({ cta: event.target.value })} />
          </label>
        </>
      ) : (
        <label className="op-field">
          <span>{t`Subtitle`}</span>
          <input
            name="subtitle"
            maxLength={200}
            value={draft.subtitle}
            onChange={(event) => set({ subtitle: event.target.value })}
          />
        </label>
      )}
      <label className="op-field">
        <span>{t`Link inside the site`}</span>
        <input name="link" maxLength={200} value={draft.link} onChange={(event) => set({ link: event.target.value })} />
      </label>
      <div className="op-actions">
        <label className="op-check">
          <input
            type="checkbox"
            checked={draft.deposit_linked}
            onChange={(event) => set({ deposit_linked: event.target.checked })}
          />
          {t`Promises a deposit bonus`}
        </label>
        <label className="op-check">
          <input
            type="checkbox"
            checked={draft.free_spin}
            onChange={(event) => set({ free_spin: event.target.checked })}
          />
          {t`Offers visitors a free spin`}
        </label>
        {(ad || draft.id === 'new') && (
          <label className="op-check">
            <input
              type="checkbox"
              checked={draft.enabled}
              onChange={(event) => set({ enabled: event.target.checked })}
            />
            {t`Shown`}
          </label>
        )}
      </div>
      <div className="op-actions">
        <button type="button" className="op-button" disabled={busy} onClick={preview}>
          <Trans>Preview the home</Trans>
        </button>
        <button type="submit" className="op-button op-button-primary" disabled={busy}>
          <Trans>Save</Trans>
        </button>
        <button type="button" className="op-button op-button-quiet" onClick={() => setDraft(null)}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}

/** The home's banners (in order, shown or hidden, each changed with a preview) and its advertisement. */
export function ContentTab({ flow, data }: { flow: SiteDeskActorRef; data: Content }) {
  const { t } = useLingui();
  const busy = useSelector(flow, (s) => !s.matches('shown'));
  const preview = useSelector(flow, (s) => (s.context.preview?.kind === 'content' ? s.context.preview.home : null));
  const done = useSelector(flow, (s) => s.context.done);
  const [lang, setLang] = useState(data.languages.includes('pt') ? 'pt' : (data.languages[0] ?? 'pt'));
  const [draft, setDraft] = useState<Draft | null>(null);
  useEffect(() => {
    if (done?.kind === 'banner' || done?.kind === 'advertisement') setDraft(null);
  }, [done]);
  const blank = { subtitle: '', body: '', cta: '', deposit_linked: false, free_spin: false, enabled: true };
  const edit = (banner: SiteBanner) => {
    const text = textIn(banner.texts, lang);
    setDraft({ ...blank, id: banner.id, ...text, link: banner.link, ...marksOf(banner) });
    flow.send({ type: 'desk.dismiss' });
  };
  const editAd = () => {
    const ad = data.advertisement;
    const text = ad
      ? (ad.texts[lang] ?? ad.texts.pt ?? { title: '', body: '', cta: '' })
      : { title: '', body: '', cta: '' };
    setDraft({ ...blank, id: 'ad', ...text, link: ad?.link ?? '/', ...(ad ? marksOf(ad) : {}) });
    flow.send({ type: 'desk.dismiss' });
  };
  const move = (index: number, by: -1 | 1) => {
    const ids = data.banners.map((banner) => banner.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    flow.send({ type: 'desk.act', action: { kind: 'orderBanners', body: { site: data.site, ids } } });
  };
  return (
    <>
      <div className="op-toolbar">
        <label className="op-field op-inline">
          <span>{t`Language`}</span>
          <select
            name="lang"
            value={lang}
            onChange={(event) => {
              setLang(event.target.value);
              setDraft(null);
              flow.send({ type: 'desk.dismiss' });
            }}
          >
            {data.languages.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="op-button"
          disabled={busy}
          onClick={() =>
            flow.send({
              type: 'desk.preview',
              request: { kind: 'content', body: { site: data.site, lang: lang as Locale } },
            })
          }
        >
          <Trans>Preview the home as it is</Trans>
        </button>
        <button
          type="button"
          className="op-button"
          disabled={busy || data.banners.length >= 20}
          onClick={() => setDraft({ ...blank, id: 'new', title: '', link: '/' })}
        >
          <Trans>New banner</Trans>
        </button>
      </div>
      <div className="pr-columns">
        <div>
          <div className="op-table-wrap">
            <table className="op-table" data-testid="pr-banners">
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">{t`Banner`}</th>
                  <th scope="col">{t`Link`}</th>
                  <th scope="col">{t`On the home`}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t`Changes`}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.banners.length === 0 && (
                  <tr>
                    <td colSpan={5} className="op-empty">
                      {t`No banners yet`}
                    </td>
                  </tr>
                )}
                {data.banners.map((banner, index) => {
                  const text = textIn(banner.texts, lang);
                  return (
                    <tr
                      key={banner.id}
                      className={draft?.id === banner.id ? 'op-row-open' : banner.shown ? '' : 'op-row-dim'}
                    >
                      <td>{index + 1}</td>
                      <th scope="row">
                        {text.title}
                        <br />
                        <small className="op-dim">{text.subtitle}</small>
                      </th>
                      <td>{banner.link}</td>
                      <td>
                        <Standing item={banner} />
                      </td>
                      <td>
                        <div className="op-actions pr-row-actions">
                          <button
                            type="button"
                            className="op-button pr-small"
                            aria-label={t`Move “${text.title}” up`}
                            disabled={busy || index === 0}
                            onClick={() => move(index, -1)}
                          >
                            ↑
                          </button>
                          <button
                            type="button"
                            className="op-button pr-small"
                            aria-label={t`Move “${text.title}” down`}
                            disabled={busy || index === data.banners.length - 1}
                            onClick={() => move(index, 1)}
                          >
                            ↓
                          </button>
                          <button
                            type="button"
                            className="op-link"
                            disabled={busy}
                            onClick={() =>
                              flow.send({
                                type: 'desk.act',
                                action: {
                                  kind: 'enableBanner',
                                  body: { site: data.site, id: banner.id, enabled: !banner.enabled },
                                },
                              })
                            }
                          >
                            {banner.enabled ? <Trans>Hide</Trans> : <Trans>Show</Trans>}
                          </button>
                          <button type="button" className="op-link" onClick={() => edit(banner)}>
                            <Trans>
                              Change<span className="visually-hidden"> “{text.title}”</span>
                            </Trans>
                          </button>
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <div className="op-card" data-testid="pr-advertisement">
            <div className="op-details-head">
              <h2>{t`Advertisement`}</h2>
              <button type="button" className="op-link" onClick={editAd}>
                {data.advertisement ? <Trans>Change the advertisement</Trans> : <Trans>Make the advertisement</Trans>}
              </button>
            </div>
            {data.advertisement ? (
              <p>
                <strong>{data.advertisement.texts[lang]?.title ?? data.advertisement.texts.pt?.title}</strong> ·{' '}
                <Standing item={data.advertisement} />
              </p>
            ) : (
              <p className="op-dim">{t`None: the home shows no advertisement.`}</p>
            )}
          </div>
        </div>
        <div>
          {draft && <DraftForm flow={flow} data={data} lang={lang} draft={draft} setDraft={setDraft} />}
          {preview && <HomePreview home={preview} lang={lang} />}
        </div>
      </div>
    </>
  );
}

const marksOf = (item: { deposit_linked: boolean; free_spin: boolean; enabled: boolean }) => ({
  deposit_linked: item.deposit_linked,
  free_spin: item.free_spin,
  enabled: item.enabled,
});

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
