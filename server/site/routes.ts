import { SiteEndpoints } from '../../contract';
import { requestHost } from '../http/env';
import { implement } from '../http/registry';
import { dynamicWebData, languageList, siteSocialLinks } from './handlers';

/** The site's endpoints (contract/site.ts), implemented. */
export const siteRoutes = [
  implement(SiteEndpoints.languages, async ({ c, deps, query }) => ({
    data: await languageList(deps.db, query.host?.trim() || requestHost(c)),
  })),
  implement(SiteEndpoints.content, async ({ c, deps, query }) => ({
    data: await dynamicWebData(deps.db, query.site?.trim() || requestHost(c), query.lang),
  })),
  implement(SiteEndpoints.socialLinks, async ({ c, deps, query }) => ({
    data: await siteSocialLinks(deps.db, query.site?.trim() || requestHost(c)),
  })),
];
