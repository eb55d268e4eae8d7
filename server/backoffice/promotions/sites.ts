import { asc, eq } from 'drizzle-orm';
import type { ProfileBlock } from '../../../contract/boSites';
import { sites, type Site, type SiteProfile } from '../../db/schema';
import type { Db } from '../../db/types';
import { refusalWith } from '../../http/envelope';
import { SITE_PROFILES } from '../../site/profile';

/** The site of a code, or 404 operator.site_unknown; `lock` holds its row until the transaction ends. */
export async function siteOfCode(db: Db, code: string, lock = false): Promise<Site> {
  const query = db.select().from(sites).where(eq(sites.code, code.trim().toLowerCase()));
  const [site] = lock ? await query.for('update') : await query;
  if (!site) throw refusalWith('operator.site_unknown', { site: code });
  return site;
}

export async function listSites(db: Db) {
  const rows = await db.select().from(sites).orderBy(asc(sites.id));
  return {
    list: rows.map((site) => ({
      site: site.code,
      name: site.name,
      profile: site.profile,
      default: site.isDefault,
      languages: site.languages,
    })),
    total: rows.length,
  };
}

/**
 * Why a site's profile keeps a banner or the advertisement off the home (as server/site/content.ts
 * contentForProfile decides it), or null.
 */
export function contentBlock(
  item: { depositLinked?: true | undefined; freeSpin?: true | undefined },
  profile: SiteProfile,
): ProfileBlock | null {
  const rules = SITE_PROFILES[profile];
  if (item.depositLinked && !rules.depositBonuses) return 'promotions.deposit_bonus_forbidden';
  if (item.freeSpin && !rules.wheelForVisitors) return 'promotions.free_spin_forbidden';
  return null;
}
