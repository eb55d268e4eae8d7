import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { SiteBanner } from '../../../contract/boSiteContent';
import type { LOCALES } from '../../../contract/locales';
import type { DynamicWebData } from '../../../contract/site';
import type { DeskView, SiteDeskActorRef } from '../../../machines/operator/siteDesk.machine';
import { Table } from '../kit/Table';
import { say } from '../refusals';

/** A language of the site's (the contract's; the server refuses one the site does not offer). */
type Locale = (typeof LOCALES)[number];
type Content = Extract<DeskView, { tab: 'content' }>['data'];

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
          <Table
            rows={data.banners}
            rowKey={(banner) => banner.id}
            testId="pr-banners"
            empty={t`No banners yet`}
            emptyInside
            rowProps={(banner) => ({
              className: draft?.id === banner.id ? 'op-row-open' : banner.shown ? '' : 'op-row-dim',
            })}
            columns={[
              { head: '#', cell: (_banner, index) => index + 1 },
              {
                head: t`Banner`,
                rowHead: true,
                cell: (banner) => {
                  const text = textIn(banner.texts, lang);
                  return (
                    <>
                      {text.title}
                      <br />
                      <small className="op-dim">{text.subtitle}</small>
                    </>
                  );
                },
              },
              { head: t`Link`, cell: (banner) => banner.link },
              { head: t`On the home`, cell: (banner) => <Standing item={banner} /> },
              {
                head: t`Changes`,
                headHidden: true,
                cell: (banner, index) => {
                  const text = textIn(banner.texts, lang);
                  return (
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
                  );
                },
              },
            ]}
          />
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
