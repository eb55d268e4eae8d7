import { eq, sql } from 'drizzle-orm';
import { DEFAULT_LOCALE, LOCALES } from '../../contract';
import { hashPassword } from '../auth/passwords';
import type { AppConfig, AppDeps } from '../config';
import { sportsFeedOf } from '../house/feed';
import { seedGames } from '../games/seed';
import { ensureSportsSecret } from '../house/simulator';
import { ensureLaunchSecret } from '../seamless/token';
import { seedFixtures } from '../house/sports';
import { createMember } from '../members/create';
import { DEFAULT_SOCIAL_LINKS, siteContentFor } from '../site/content';
import { DEMO_LEGAL } from '../site/legal';
import { credit } from '../wallet/ledger';
import { members, operatorSettings, siteContent, siteHosts, sites, socialLinks, wallets } from './schema';
import { sampleIdentity } from '../members/identity';

export const DEFAULT_SITE_CODE = 'rodada';
export const DEFAULT_SITE_HOSTS = ['localhost', '127.0.0.1', '[::1]'];
/** The second site: the `open` profile, which keeps every promotion (deposit bonuses included). */
export const OPEN_SITE_CODE = 'rodada-open';
export const OPEN_SITE_HOSTS = ['open.localhost'] as const;

/**
 * The sites a fresh install has: the default one runs `regulated-br` (a licensed Brazilian site: no
 * deposit bonuses), the second one `open`. Both show the demo operator's legal data (site/legal.ts).
 */
const SEED_SITES = [
  {
    code: DEFAULT_SITE_CODE,
    name: 'Rodada',
    isDefault: true,
    profile: 'regulated-br',
    hosts: DEFAULT_SITE_HOSTS,
    // No wagering asked on a player's own deposits before a withdrawal (server/README.md, Sites).
    withdrawalTurnoverMultiple: 0,
  },
  {
    code: OPEN_SITE_CODE,
    name: 'Rodada Open',
    isDefault: false,
    profile: 'open',
    hosts: OPEN_SITE_HOSTS,
    withdrawalTurnoverMultiple: 2,
  },
] as const;

export const DEMO_PLAYER = {
  phone: '11912345678',
  password: 'rodada123',
  nickname: 'Jogador Demo',
  realname: 'Jogador Demonstração',
  startingBalanceCents: 150_000,
  /** On every start the demo player is topped up to at least this (through the ledger), to keep playing. */
  minimumBalanceCents: 50_000,
} as const;

export const SEED_VERSION = 6;

/**
 * Puts in what a fresh install needs: the installation's sports secret (made once, house/simulator.ts), the two sites (SEED_SITES) with their content in every language,
 * their legal data and social links, the operator settings, the game brands and catalogue, and the
 * sportsbook's fixtures (ten more whenever none is still to kick off). No account: the demo player is
 * `seedDemo`'s, run at start in sandbox mode only (or by `npm run admin -- seed demo`), and the QA accounts
 * are made by `npm run admin -- scenario`.
 * Safe to run on every start: nothing that exists is changed (but a game's rtp, which follows its
 * engine).
 */
export async function seedDatabase(
  deps: Pick<AppDeps, 'db' | 'clock' | 'random'> & { config?: Pick<AppConfig, 'sportsFeed'> },
): Promise<void> {
  const { db } = deps;
  const now = deps.clock();
  await db.transaction(async (tx) => {
    const [stored] = await tx.select().from(operatorSettings).where(eq(operatorSettings.key, 'seed_version'));
    const seededBefore = typeof stored?.value === 'number' ? stored.value : SEED_VERSION;
    for (const spec of SEED_SITES) {
      await tx
        .insert(sites)
        .values({
          code: spec.code,
          name: spec.name,
          isDefault: spec.isDefault,
          profile: spec.profile,
          withdrawalTurnoverMultiple: spec.withdrawalTurnoverMultiple,
          legal: DEMO_LEGAL,
          languages: [...LOCALES],
          createdAt: now,
        })
        .onConflictDoNothing({ target: sites.code });
      const [row] = await tx.select().from(sites).where(eq(sites.code, spec.code));
      if (!row) throw new Error(`Site ${spec.code} missing after insert`);
      if (row.legal === null) await tx.update(sites).set({ legal: DEMO_LEGAL }).where(eq(sites.id, row.id));
      await tx
        .insert(siteHosts)
        .values(spec.hosts.map((host) => ({ host, siteId: row.id })))
        .onConflictDoNothing();
      const content = LOCALES.map((lang) => ({
        siteId: row.id,
        lang,
        content: siteContentFor(lang, row.profile),
        updatedAt: now,
      }));
      // A data folder seeded before version 3 has the default site's old content, which advertised the
      // first-deposit bonus, and before version 4 rewards written out instead of named from the promotions'
      // configuration, before version 5 a wheel advertisement not marked as a free spin (which a
      // regulated-br site does not show visitors), and before version 6 support hours written "7x24": it gets
      // the content of the site's profile.
      if (seededBefore < 6) {
        await tx
          .insert(siteContent)
          .values(content)
          .onConflictDoUpdate({
            target: [siteContent.siteId, siteContent.lang],
            set: { content: sql`excluded.content`, updatedAt: now },
          });
      } else {
        await tx.insert(siteContent).values(content).onConflictDoNothing();
      }
      await tx
        .insert(socialLinks)
        .values(DEFAULT_SOCIAL_LINKS.map((link, position) => ({ ...link, siteId: row.id, position })))
        .onConflictDoNothing();
    }
    await tx
      .insert(operatorSettings)
      .values([
        { key: 'currency', value: 'BRL', updatedAt: now },
        { key: 'default_lang', value: DEFAULT_LOCALE, updatedAt: now },
        { key: 'support_hours', value: '24/7', updatedAt: now },
      ])
      .onConflictDoNothing();

    await seedGames(tx, now);
    await ensureSportsSecret(tx, deps.random, now);
    await ensureLaunchSecret(tx, deps.random, now);
    await seedFixtures(tx, now, sportsFeedOf({ db: tx, config: deps.config ?? {} }));

    await tx
      .insert(operatorSettings)
      .values({ key: 'seed_version', value: SEED_VERSION, updatedAt: now })
      .onConflictDoUpdate({ target: operatorSettings.key, set: { value: SEED_VERSION, updatedAt: now } });
  });
}

/**
 * The demo player (DEMO_PLAYER) on the default site, with R$ 1.500,00 credited through the ledger once, topped
 * up to R$ 500,00 when played below that. For the one-machine demo: `startServer` runs it in sandbox mode
 * only (what `npm start` runs), never with NODE_ENV=production; elsewhere only `npm run admin -- seed demo`
 * (POST /api/operator/seed/demo) creates it. Needs `seedDatabase` first (the default site).
 */
export async function seedDemo(deps: Pick<AppDeps, 'db' | 'clock' | 'random'>): Promise<{ memberId: number }> {
  const { db } = deps;
  const now = deps.clock();
  const demoHash = await hashPassword(DEMO_PLAYER.password, deps.random);
  return db.transaction(async (tx) => {
    const [site] = await tx.select().from(sites).where(eq(sites.code, DEFAULT_SITE_CODE));
    if (!site) throw new Error('Default site missing: seed the database first');
    let [demo] = await tx.select().from(members).where(eq(members.phone, DEMO_PLAYER.phone));
    demo ??= await createMember(
      tx,
      deps,
      {
        siteId: site.id,
        phone: DEMO_PLAYER.phone,
        passwordHash: demoHash,
        nickname: DEMO_PLAYER.nickname,
        identity: sampleIdentity(DEMO_PLAYER.phone, DEMO_PLAYER.realname),
        // The demo player can deposit at once.
        phoneVerified: true,
        identityVerified: true,
      },
      now,
    );
    // A data folder from before identity verification: the demo player's identity counts as verified.
    if (demo.kycStatus !== 'verified') {
      await tx.update(members).set({ kycStatus: 'verified', updatedAt: now }).where(eq(members.id, demo.id));
    }
    if (demo.cpf === null) {
      // A data folder from before the identity rule: the demo player gets theirs.
      const { realname, cpf, birthDate, email } = sampleIdentity(DEMO_PLAYER.phone, DEMO_PLAYER.realname);
      await tx
        .update(members)
        .set({ realname, cpf, birthDate, contactEmail: email, termsAcceptedAt: now, updatedAt: now })
        .where(eq(members.id, demo.id));
    }
    await credit(tx, demo.id, DEMO_PLAYER.startingBalanceCents, 'seed.demo_credit', 'demo', now);
    const [wallet] = await tx
      .select({ balanceCents: wallets.balanceCents })
      .from(wallets)
      .where(eq(wallets.memberId, demo.id))
      .for('update');
    const shortCents = DEMO_PLAYER.minimumBalanceCents - (wallet?.balanceCents ?? 0);
    if (shortCents > 0) {
      await credit(tx, demo.id, shortCents, 'seed.demo_top_up', now.toISOString(), now);
    }

    return { memberId: demo.id };
  });
}
