import {
  DynamicWebData,
  DynamicWebQuery,
  LanguageList,
  LanguageListQuery,
  SocialLinks,
  SocialLinksQuery,
} from '../../contract';
import { requestHost } from '../http/env';
import { defineRoute } from '../http/registry';
import { dynamicWebData, languageList, siteSocialLinks } from './handlers';

export const siteRoutes = [
  defineRoute({
    method: 'get',
    path: '/language/getList',
    summary: "The site's interface languages, by host (the host param, else the Host header)",
    tag: 'site',
    auth: 'public',
    query: LanguageListQuery,
    response: LanguageList,
    handler: async ({ c, deps, query }) => ({
      data: await languageList(deps.db, query.host?.trim() || requestHost(c)),
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/dynamicwebs/getdata',
    summary: "The site's home content (banners, advertisement, welcome, reminder) in a language",
    tag: 'site',
    auth: 'public',
    query: DynamicWebQuery,
    response: DynamicWebData,
    handler: async ({ c, deps, query }) => ({
      data: await dynamicWebData(deps.db, query.site?.trim() || requestHost(c), query.lang),
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/socialmedialinks/get',
    summary: "The site's social media links",
    tag: 'site',
    auth: 'public',
    query: SocialLinksQuery,
    response: SocialLinks,
    handler: async ({ c, deps, query }) => ({
      data: await siteSocialLinks(deps.db, query.site?.trim() || requestHost(c)),
    }),
  }),
];
