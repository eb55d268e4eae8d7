import type * as v from 'valibot';
import type { SiteLegalBody } from '../../../contract/operator';
import type { SiteLegal } from '../../../contract/site';
import type { Db } from '../../db/types';
import { legalData, setSiteLegal, storedLegal } from '../../site/legal';
import type { AuditEntry } from '../audit';
import { siteOfCode } from './sites';

/**
 * A site's legal data in the back office: read, previewed as the footer would show them, changed through
 * POST /operator/site/legal (its checks), with the data before and after in the audit trail.
 */

/**
 * The footer's operator block (src/features/layout/Footer.tsx), line by line: the screen puts each line's
 * label ("Customer service (SAC):") in the staff member's language.
 */
export const footerLines = (legal: SiteLegal) => [
  { line: 'operator' as const, text: `${legal.legal_name} · CNPJ ${legal.cnpj}` },
  { line: 'authorisation' as const, text: legal.authorisation },
  { line: 'address' as const, text: legal.address },
  { line: 'sac' as const, text: `${legal.sac.phone} · ${legal.sac.email}` },
  { line: 'ouvidoria' as const, text: `${legal.ouvidoria.phone} · ${legal.ouvidoria.email}` },
];

/** GET /operator/site/legal. */
export async function siteLegalAdmin(db: Db, code: string) {
  const site = await siteOfCode(db, code);
  const legal = site.legal ? legalData(site.legal) : null;
  return { site: site.code, profile: site.profile, legal, footer: legal ? footerLines(legal) : [] };
}

/** POST /operator/site/legal/preview: the body checked by the same contract, nothing stored. */
export async function previewLegal(db: Db, body: v.InferOutput<typeof SiteLegalBody>) {
  const site = await siteOfCode(db, body.site);
  const legal = legalData(storedLegal(body.legal));
  return { site: site.code, profile: site.profile, legal, footer: footerLines(legal) };
}

/** POST /operator/site/legal, with the site's legal data before and after in the audit trail. */
export async function changeSiteLegal(db: Db, body: v.InferOutput<typeof SiteLegalBody>, audit: Partial<AuditEntry>) {
  const site = await siteOfCode(db, body.site, true);
  const result = await setSiteLegal(db, body);
  Object.assign(audit, {
    subject: `site:${result.site}`,
    before: { legal: site.legal ? legalData(site.legal) : null },
    after: { legal: result.legal },
  });
  return result;
}
