import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, primaryKey, serial, text, unique } from 'drizzle-orm/pg-core';
import { at } from './columns';

/* Sites (brands), their hosts, home content, social links and operator settings. */

/** A site (brand) the operator runs; members belong to one. */
export const sites = pgTable(
  'sites',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    /** The language codes offered, in order (LOCALES codes). */
    languages: jsonb('languages').$type<string[]>().notNull(),
    /** Promotion activities switched off on this site (regulated markets forbid deposit bonuses). */
    disabledActivities: jsonb('disabled_activities').$type<string[]>().notNull().default([]),
    /** The rules the site runs under: `regulated-br` (a licensed .bet.br site) or `open`. */
    profile: text('profile').$type<SiteProfile>().notNull().default('regulated-br'),
    /** The operator's legal data the footer shows (legal name, CNPJ, authorisation, contacts). */
    legal: jsonb('legal').$type<SiteLegal>(),
    /**
     * The turnover asked before a withdrawal, as a multiple of the member's credited deposits (0: none).
     * A `regulated-br` site asks none: a player's own deposited money is not held back by wagering.
     */
    withdrawalTurnoverMultiple: integer('withdrawal_turnover_multiple').notNull().default(0),
    /**
     * The most one round of a house table may pay, in centavos (R$ 100.000,00 unless the operator sets
     * less): never above what the wallet credits in one transaction, never below ten times the largest bet.
     */
    maxWinCents: integer('max_win_cents').notNull().default(10_000_000),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    check('sites_profile', sql`${t.profile} in ('regulated-br', 'open')`),
    check('sites_max_win_cents', sql`${t.maxWinCents} between 1000000 and 10000000`),
    check(
      'sites_withdrawal_turnover_multiple',
      sql`${t.withdrawalTurnoverMultiple} between 0 and 100 and (${t.profile} <> 'regulated-br' or ${t.withdrawalTurnoverMultiple} = 0)`,
    ),
  ],
);

export type SiteProfile = 'regulated-br' | 'open';

/** The operator's legal identification, per site (shown in the footer; configurable by the operator). */
export interface SiteLegal {
  legalName: string;
  cnpj: string;
  /** The authorising act, e.g. "Portaria SPA/MF nº 1.234, de 31 de dezembro de 2024". */
  authorisation: string;
  address: string;
  sac: { phone: string; email: string };
  ouvidoria: { phone: string; email: string };
  /** The data protection officer (encarregado); absent in legal data set before it was asked for. */
  dpo?: { name: string; email: string };
  regulatorUrl: string;
  selfExclusionUrl: string;
}

/** Host names that resolve to a site. */
export const siteHosts = pgTable('site_hosts', {
  host: text('host').primaryKey(),
  siteId: integer('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
});

export interface SiteContentBody {
  banners: { id: number; title: string; subtitle: string; link: string }[];
  advertisement: { id: number; title: string; body: string; cta: string; link: string } | null;
  welcome: { title: string; text: string };
  reminder: string;
}

/** The home page's texts, one row per site and language. */
export const siteContent = pgTable(
  'site_content',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    content: jsonb('content').$type<SiteContentBody>().notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.lang] })],
);

export const socialLinks = pgTable(
  'social_links',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    url: text('url').notNull(),
    icon: text('icon').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [unique('social_links_site_name').on(t.siteId, t.name)],
);

/** Operator settings: small typed values by key. */
export const operatorSettings = pgTable('operator_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: at('updated_at').notNull(),
});

export type Site = typeof sites.$inferSelect;
