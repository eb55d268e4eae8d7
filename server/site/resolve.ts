import { eq } from 'drizzle-orm';
import { siteHosts, sites, type Site } from '../db/schema';
import type { Db } from '../db/types';
import { hostName } from '../http/env';

export async function defaultSite(db: Db): Promise<Site> {
  const [site] = await db.select().from(sites).where(eq(sites.isDefault, true)).limit(1);
  if (!site) throw new Error('No default site: the database has not been seeded');
  return site;
}

/** The site a host name serves; unknown hosts get the default site. */
export async function siteByHost(db: Db, host: string | undefined): Promise<Site> {
  if (host) {
    const [row] = await db
      .select({ site: sites })
      .from(siteHosts)
      .innerJoin(sites, eq(sites.id, siteHosts.siteId))
      .where(eq(siteHosts.host, hostName(host)));
    if (row) return row.site;
  }
  return defaultSite(db);
}

/** The site named by code (or, failing that, by host); else the default site. */
export async function siteByCodeOrHost(db: Db, value: string | undefined): Promise<Site> {
  if (value) {
    const [site] = await db.select().from(sites).where(eq(sites.code, value.trim().toLowerCase()));
    if (site) return site;
  }
  return siteByHost(db, value);
}
