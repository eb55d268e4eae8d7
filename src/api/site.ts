import {
  DynamicWebData,
  LanguageList,
  ProfilePictureUser,
  ProfilePictures,
  SocialLinks,
} from '../../contract/site';
import type { ApiClient } from './client';

export function siteApi(api: ApiClient) {
  return {
    languages: (host: string, signal?: AbortSignal) =>
      api.get('/api/language/getList', LanguageList, { query: { host }, signal }),
    content: (site: string | undefined, signal?: AbortSignal) =>
      api.get('/api/dynamicwebs/getdata', DynamicWebData, { query: { site }, signal }),
    socialLinks: (site: string, signal?: AbortSignal) =>
      api.get('/api/socialmedialinks/get', SocialLinks, { query: { site }, signal }),
    profilePictures: (signal?: AbortSignal) => api.get('/api/profilepictures', ProfilePictures, { signal }),
    myPicture: (signal?: AbortSignal) => api.post('/api/profilepictures/user', ProfilePictureUser, { signal }),
    setPicture: (url: string, signal?: AbortSignal) =>
      api.post('/api/profilepictures/set', ProfilePictureUser, { body: { url }, signal }),
  };
}
