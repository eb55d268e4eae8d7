import { and, asc, desc, eq } from 'drizzle-orm';
import type * as v from 'valibot';
import type {
  AdvertisementBody,
  BannerCreateBody,
  BannerUpdateBody,
  ContentPreviewBody,
  SiteAdvertisement,
  SiteBanner,
  SiteContentAdmin,
} from '../../../contract/boSiteContent';
import { DEFAULT_LOCALE, type DynamicWebData, type Locale } from '../../../contract';
import { siteContent, type Site } from '../../db/schema';
import type { Db } from '../../db/types';
import { refusal } from '../../http/envelope';
import { offeredBy } from '../../promotions/offered';
import { contentForProfile, linksActivityOff, type StoredContent } from '../../site/content';
import { legalData } from '../../site/legal';
import { contentBlock, siteOfCode } from './sites';

/**
 * The home's banners and advertisement, edited in the rows the players' pages read (site_content, one per
 * site and language: server/site/handlers.ts dynamicWebData). A banner has one id, link, marks and switch
 * across the site's languages and its own texts in each; the order is the same in every language. A hidden
 * one is kept `hidden` (content.ts contentForProfile leaves it out), as one the profile forbids is.
 */

export const MAX_BANNERS = 20;

type StoredBanner = StoredContent['banners'][number];
type StoredAd = NonNullable<StoredContent['advertisement']>;
type Row = { lang: string; content: StoredContent };

const emptyContent = (site: Site): StoredContent => ({
  banners: [],
  advertisement: null,
  welcome: { title: site.name, text: '' },
  reminder: '',
});

/** The site's content rows, the default language's first (its order and marks are the site's). */
async function contentRows(db: Db, site: Site, lock = false): Promise<Row[]> {
  const query = db
    .select({ lang: siteContent.lang, content: siteContent.content })
    .from(siteContent)
    .where(eq(siteContent.siteId, site.id))
    .orderBy(asc(siteContent.lang));
  const rows = (lock ? await query.for('update') : await query) as Row[];
  return [...rows.filter((r) => r.lang === DEFAULT_LOCALE), ...rows.filter((r) => r.lang !== DEFAULT_LOCALE)];
}

const marks = (item: { link: string; depositLinked?: true; freeSpin?: true; hidden?: true }, site: Site) => {
  const blocked =
    contentBlock(item, site.profile) ??
    (linksActivityOff(item.link, offeredBy(site)) ? ('promotion.switched_off' as const) : null);
  const enabled = item.hidden !== true;
  return {
    enabled,
    deposit_linked: item.depositLinked === true,
    free_spin: item.freeSpin === true,
    shown: enabled && blocked === null,
    blocked,
  };
};

function bannersOf(site: Site, rows: Row[]): SiteBanner[] {
  const base = rows[0]?.content.banners ?? [];
  return base.map((banner, position) => ({
    id: banner.id,
    position: position + 1,
    link: banner.link,
    texts: Object.fromEntries(
      rows.flatMap((row) => {
        const own = row.content.banners.find((b) => b.id === banner.id);
        return own ? [[row.lang, { title: own.title, subtitle: own.subtitle }]] : [];
      }),
    ),
    ...marks(banner, site),
  }));
}

function advertisementOf(site: Site, rows: Row[]): SiteAdvertisement | null {
  const ad = rows[0]?.content.advertisement;
  if (!ad) return null;
  return {
    id: ad.id,
    link: ad.link,
    texts: Object.fromEntries(
      rows.flatMap((row) => {
        const own = row.content.advertisement;
        return own ? [[row.lang, { title: own.title, body: own.body, cta: own.cta }]] : [];
      }),
    ),
    ...marks(ad, site),
  };
}

/** GET /operator/site/content. */
export async function contentAdmin(db: Db, code: string): Promise<SiteContentAdmin> {
  const site = await siteOfCode(db, code);
  const rows = await contentRows(db, site);
  const [stamp] = await db
    .select({ at: siteContent.updatedAt })
    .from(siteContent)
    .where(eq(siteContent.siteId, site.id))
    .orderBy(desc(siteContent.updatedAt))
    .limit(1);
  const banners = bannersOf(site, rows);
  return {
    site: site.code,
    profile: site.profile,
    languages: site.languages,
    banners,
    total: banners.length,
    advertisement: advertisementOf(site, rows),
    updated_at: stamp?.at.toISOString() ?? null,
  };
}

/**
 * Changes every language row of a site in one go, the rows locked (two staff editing at once apply one
 * after the other): a language of the site without a row gets one first. Answers the site's banners and
 * advertisement before and after.
 */
async function changeContent(
  db: Db,
  code: string,
  now: Date,
  change: (content: StoredContent, lang: string, site: Site) => StoredContent,
  prepare?: (site: Site, rows: Row[]) => void,
) {
  const site = await siteOfCode(db, code, true);
  let rows = await contentRows(db, site, true);
  const missing = site.languages.filter((lang) => !rows.some((row) => row.lang === lang));
  if (missing.length > 0) {
    // A language without its own row shows the default language's content: start from a copy of it.
    const model = rows[0]?.content ?? emptyContent(site);
    await db
      .insert(siteContent)
      .values(missing.map((lang) => ({ siteId: site.id, lang, content: model, updatedAt: now })))
      .onConflictDoNothing();
    rows = await contentRows(db, site, true);
  }
  prepare?.(site, rows);
  const before = { banners: bannersOf(site, rows), advertisement: advertisementOf(site, rows) };
  const changed = rows.map((row) => ({
    lang: row.lang,
    content: change(structuredClone(row.content), row.lang, site),
  }));
  for (const row of changed) {
    await db
      .update(siteContent)
      .set({ content: row.content, updatedAt: now })
      .where(and(eq(siteContent.siteId, site.id), eq(siteContent.lang, row.lang)));
  }
  const after = { banners: bannersOf(site, changed), advertisement: advertisementOf(site, changed) };
  return { site, before, after };
}

const withMarks = <T extends object>(
  item: T,
  flags: { depositLinked?: boolean | undefined; freeSpin?: boolean | undefined; hidden?: boolean | undefined },
) => {
  const out = { ...item } as T & { depositLinked?: true; freeSpin?: true; hidden?: true };
  if (flags.depositLinked !== undefined) {
    if (flags.depositLinked) out.depositLinked = true;
    else delete out.depositLinked;
  }
  if (flags.freeSpin !== undefined) {
    if (flags.freeSpin) out.freeSpin = true;
    else delete out.freeSpin;
  }
  if (flags.hidden !== undefined) {
    if (flags.hidden) out.hidden = true;
    else delete out.hidden;
  }
  return out;
};

const bannerIn = (banners: SiteBanner[], id: number) => banners.find((b) => b.id === id) ?? null;

/** POST /operator/site/banners/create: at the end, with a new id; Portuguese where a language has no text. */
export async function createBanner(db: Db, body: v.InferOutput<typeof BannerCreateBody>, now: Date) {
  let id = 0;
  const done = await changeContent(
    db,
    body.site,
    now,
    (content, lang) => {
      const text = body.texts[lang as Locale] ?? body.texts.pt!;
      content.banners.push(
        withMarks(
          { id, title: text.title, subtitle: text.subtitle, link: body.link },
          { depositLinked: body.deposit_linked, freeSpin: body.free_spin, hidden: !body.enabled },
        ) as StoredBanner,
      );
      return content;
    },
    (site, rows) => {
      if ((rows[0]?.content.banners.length ?? 0) >= MAX_BANNERS) throw refusal('site.too_many_banners');
      const block = contentBlock(
        { ...(body.deposit_linked ? { depositLinked: true } : {}), ...(body.free_spin ? { freeSpin: true } : {}) },
        site.profile,
      );
      if (body.enabled && block) throw refusal(block);
      // One above every id any language has used, so an id never names two banners.
      id = Math.max(0, ...rows.flatMap((row) => row.content.banners.map((b) => b.id))) + 1;
    },
  );
  return { site: done.site, before: null, after: bannerIn(done.after.banners, id)! };
}

/** POST /operator/site/banners/update: the texts of the languages given; link and marks in every language. */
export async function updateBanner(db: Db, body: v.InferOutput<typeof BannerUpdateBody>, now: Date) {
  const done = await changeContent(db, body.site, now, (content, lang, site) => {
    for (const given of Object.keys(body.texts ?? {})) {
      if (!site.languages.includes(given)) throw refusal('promotions.lang_unknown');
    }
    const index = content.banners.findIndex((b) => b.id === body.id);
    if (index < 0) return content;
    const banner = content.banners[index]!;
    const text = body.texts?.[lang as Locale];
    content.banners[index] = withMarks(
      {
        ...banner,
        ...(text ? { title: text.title, subtitle: text.subtitle } : {}),
        ...(body.link ? { link: body.link } : {}),
      },
      { depositLinked: body.deposit_linked, freeSpin: body.free_spin },
    ) as StoredBanner;
    return content;
  });
  const before = bannerIn(done.before.banners, body.id);
  if (!before) throw refusal('site.banner_not_found');
  return { site: done.site, before, after: bannerIn(done.after.banners, body.id)! };
}

/** POST /operator/site/banners/order: every banner of the site once, in the new order. */
export async function orderBanners(db: Db, body: { site: string; ids: number[] }, now: Date) {
  const done = await changeContent(db, body.site, now, (content) => {
    const rank = new Map(body.ids.map((id, i) => [id, i]));
    content.banners.sort((a, b) => (rank.get(a.id) ?? body.ids.length) - (rank.get(b.id) ?? body.ids.length));
    return content;
  });
  const ids = done.before.banners.map((b) => b.id);
  if (
    body.ids.length !== ids.length ||
    new Set(body.ids).size !== ids.length ||
    !ids.every((id) => body.ids.includes(id))
  ) {
    throw refusal('site.banner_order_mismatch');
  }
  return done;
}

/** POST /operator/site/banners/enable: shown or hidden in every language; never shown where the profile forbids. */
export async function enableBanner(db: Db, body: { site: string; id: number; enabled: boolean }, now: Date) {
  const done = await changeContent(db, body.site, now, (content) => {
    content.banners = content.banners.map((b) =>
      b.id === body.id ? (withMarks(b, { hidden: !body.enabled }) as StoredBanner) : b,
    );
    return content;
  });
  const before = bannerIn(done.before.banners, body.id);
  if (!before) throw refusal('site.banner_not_found');
  const after = bannerIn(done.after.banners, body.id)!;
  const forbidden = contentBlock(
    { depositLinked: after.deposit_linked || undefined, freeSpin: after.free_spin || undefined },
    done.site.profile,
  );
  if (body.enabled && forbidden) throw refusal(forbidden);
  return { site: done.site, before, after };
}

/**
 * POST /operator/site/advertisement: made when the site has none (its Portuguese texts and link needed),
 * else changed. Turning it on, or marking it, where the profile forbids it is refused.
 */
export async function setAdvertisement(db: Db, body: v.InferOutput<typeof AdvertisementBody>, now: Date) {
  const done = await changeContent(db, body.site, now, (content, lang, site) => {
    for (const given of Object.keys(body.texts ?? {})) {
      if (!site.languages.includes(given)) throw refusal('promotions.lang_unknown');
    }
    const current = content.advertisement;
    const text = body.texts?.[lang as Locale] ?? (current ? undefined : body.texts?.pt);
    if (!current && (!text || !body.link)) throw refusal('site.text_required');
    const ad = withMarks(
      {
        id: current?.id ?? 1,
        title: text?.title ?? current!.title,
        body: text?.body ?? current!.body,
        cta: text?.cta ?? current!.cta,
        link: body.link ?? current!.link,
        ...(current?.depositLinked ? { depositLinked: true as const } : {}),
        ...(current?.freeSpin ? { freeSpin: true as const } : {}),
        ...(current?.hidden ? { hidden: true as const } : {}),
      },
      {
        depositLinked: body.deposit_linked,
        freeSpin: body.free_spin,
        hidden: body.enabled === undefined ? undefined : !body.enabled,
      },
    ) as StoredAd;
    content.advertisement = ad;
    return content;
  });
  const after = done.after.advertisement!;
  const turnedOn = body.enabled === true || done.before.advertisement === null || body.deposit_linked || body.free_spin;
  const forbidden = contentBlock(
    { depositLinked: after.deposit_linked || undefined, freeSpin: after.free_spin || undefined },
    done.site.profile,
  );
  if (after.enabled && forbidden && turnedOn) throw refusal(forbidden);
  return { site: done.site, before: done.before.advertisement, after };
}

/**
 * POST /operator/site/content/preview: what GET /dynamicwebs/getdata would answer for the site and language,
 * from the stored content with the draft's banners or advertisement in their place; nothing is saved.
 */
export async function previewContent(db: Db, body: v.InferOutput<typeof ContentPreviewBody>): Promise<DynamicWebData> {
  const site = await siteOfCode(db, body.site);
  const rows = await contentRows(db, site);
  const row = rows.find((r) => r.lang === body.lang) ?? rows[0];
  const content: StoredContent = structuredClone(row?.content ?? emptyContent(site));
  const flags = (d: { deposit_linked: boolean; free_spin: boolean; enabled: boolean }) => ({
    depositLinked: d.deposit_linked,
    freeSpin: d.free_spin,
    hidden: !d.enabled,
  });
  if (body.banners) {
    content.banners = body.banners.map(
      (d, i) =>
        withMarks({ id: d.id ?? i + 1, title: d.title, subtitle: d.subtitle, link: d.link }, flags(d)) as StoredBanner,
    );
  }
  if (body.advertisement !== undefined) {
    const d = body.advertisement;
    content.advertisement = d
      ? (withMarks({ id: 1, title: d.title, body: d.body, cta: d.cta, link: d.link }, flags(d)) as StoredAd)
      : null;
  }
  return {
    site: site.code,
    profile: site.profile,
    legal: site.legal ? legalData(site.legal) : null,
    ...contentForProfile(
      content,
      site.profile,
      row && row.lang === body.lang ? body.lang : DEFAULT_LOCALE,
      offeredBy(site),
    ),
  };
}
