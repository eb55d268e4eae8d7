import { ProfilePictureEndpoints, SiteEndpoints } from '../../contract/site';
import type { ApiClient } from './client';

/** The site's and the profile pictures' calls (contract/site.ts). */
export function siteApi(api: ApiClient) {
  return {
    languages: (host: string, signal?: AbortSignal) => api.call(SiteEndpoints.languages, { query: { host }, signal }),
    content: (site: string | undefined, signal?: AbortSignal) =>
      api.call(SiteEndpoints.content, { query: { site }, signal }),
    socialLinks: (site: string, signal?: AbortSignal) =>
      api.call(SiteEndpoints.socialLinks, { query: { site }, signal }),
    profilePictures: (signal?: AbortSignal) => api.call(ProfilePictureEndpoints.list, { signal }),
    myPicture: (signal?: AbortSignal) => api.call(ProfilePictureEndpoints.mine, { signal }),
    setPicture: (url: string, signal?: AbortSignal) => api.call(ProfilePictureEndpoints.set, { body: { url }, signal }),
  };
}
