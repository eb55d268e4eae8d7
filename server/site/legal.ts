import { eq } from 'drizzle-orm';
import type * as v from 'valibot';
import type { SiteLegalBody, SiteLegalResult } from '../../contract/operator';
import { REGULATOR_URL, SELF_EXCLUSION_URL, type SiteLegal as SiteLegalData } from '../../contract/site';
import { sites, type SiteLegal } from '../db/schema';
import type { Db } from '../db/types';
import { refusalWith } from '../http/envelope';

/**
 * The seed's operator: a fictional company with a well-formed CNPJ (valid check digits) and a fictional
 * authorising portaria. A real operator sets its own with POST /api/operator/site/legal.
 */
export const DEMO_LEGAL: SiteLegal = {
  legalName: 'Rodada Entretenimento e Apostas Ltda.',
  cnpj: '42.424.242/0001-52',
  authorisation: 'Portaria SPA/MF nº 2.104, de 30 de dezembro de 2024',
  address: 'Avenida Paulista, 1000, 12º andar, Bela Vista, São Paulo – SP, CEP 01310-100',
  sac: { phone: '0800 000 4242', email: 'sac@rodada.bet.br' },
  ouvidoria: { phone: '0800 000 4243', email: 'ouvidoria@rodada.bet.br' },
  dpo: { name: 'Marina Lopes Carvalho', email: 'privacidade@rodada.bet.br' },
  regulatorUrl: REGULATOR_URL,
  selfExclusionUrl: SELF_EXCLUSION_URL,
};

/** The legal data as the API gives them. */
export const legalData = (legal: SiteLegal): SiteLegalData => ({
  legal_name: legal.legalName,
  cnpj: legal.cnpj,
  authorisation: legal.authorisation,
  address: legal.address,
  sac: { ...legal.sac },
  ouvidoria: { ...legal.ouvidoria },
  dpo: legal.dpo ? { ...legal.dpo } : defaultDpo(legal),
  regulator_url: legal.regulatorUrl,
  self_exclusion_url: legal.selfExclusionUrl,
});

/**
 * The data protection officer of legal data set without one: the office, reached at privacidade@ the
 * SAC's domain (what the privacy policy always said).
 */
const defaultDpo = (legal: SiteLegal) => {
  const domain = legal.sac.email.split('@')[1];
  return { name: 'Encarregado de Proteção de Dados', email: domain ? `privacidade@${domain}` : legal.sac.email };
};

/** A CNPJ written the usual way: 00.000.000/0000-00 (the alphanumeric one upper-cased). */
export const formatCnpj = (cnpj: string) => {
  const c = cnpj.replace(/[./\-\s]/g, '').toUpperCase();
  return `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}`;
};

/** The legal data of a body as they are stored (CNPJ formatted, e-mails in lower case). */
export function storedLegal(legal: v.InferOutput<typeof SiteLegalBody>['legal']): SiteLegal {
  return {
    legalName: legal.legal_name,
    cnpj: formatCnpj(legal.cnpj),
    authorisation: legal.authorisation,
    address: legal.address,
    sac: { phone: legal.sac.phone, email: legal.sac.email.toLowerCase() },
    ouvidoria: { phone: legal.ouvidoria.phone, email: legal.ouvidoria.email.toLowerCase() },
    ...(legal.dpo ? { dpo: { name: legal.dpo.name, email: legal.dpo.email.toLowerCase() } } : {}),
    regulatorUrl: legal.regulator_url,
    selfExclusionUrl: legal.self_exclusion_url,
  };
}

/** POST /api/operator/site/legal: the site's legal data replaced (the body validated by the contract). */
export async function setSiteLegal(
  db: Db,
  body: v.InferOutput<typeof SiteLegalBody>,
): Promise<v.InferOutput<typeof SiteLegalResult>> {
  const value = storedLegal(body.legal);
  const [site] = await db
    .update(sites)
    .set({ legal: value })
    .where(eq(sites.code, body.site.toLowerCase()))
    .returning({ code: sites.code, profile: sites.profile });
  if (!site) throw refusalWith('operator.site_unknown', { site: body.site });
  return { site: site.code, profile: site.profile, legal: legalData(value) };
}
