import { eq } from 'drizzle-orm';
import {
  ProfilePictures,
  ProfilePictureSetBody,
  ProfilePictureUser,
  ProfilePictureUserBody,
  ServerTextExtra,
} from '../../contract';
import { members } from '../db/schema';
import { defineRoute } from '../http/registry';
import { fieldError } from '../http/validate';
import { FEMALE_AVATARS, isAvatarUrl, MALE_AVATARS } from './avatars';

export const profilePictureRoutes = [
  defineRoute({
    method: 'get',
    path: '/profilepictures',
    summary: 'The pictures a member can choose from',
    tag: 'profile',
    auth: 'public',
    response: ProfilePictures,
    handler: () => ({ data: { male: MALE_AVATARS, female: FEMALE_AVATARS } }),
  }),
  defineRoute({
    method: 'post',
    path: '/profilepictures/user',
    summary: "The member's picture (member_id is ignored: always the token's member)",
    tag: 'profile',
    auth: 'member',
    body: ProfilePictureUserBody,
    response: ProfilePictureUser,
    handler: ({ member }) => ({ data: { url: member.member.avatar } }),
  }),
  defineRoute({
    method: 'post',
    path: '/profilepictures/set',
    summary: "Set the member's picture to one of the list",
    tag: 'profile',
    auth: 'member',
    body: ProfilePictureSetBody,
    response: ProfilePictureUser,
    handler: async ({ deps, now, body, member }) => {
      const url = body.url.trim();
      if (!isAvatarUrl(url)) throw fieldError('url', ServerTextExtra.choosePicture);
      await deps.db
        .update(members)
        .set({ avatar: url, updatedAt: now })
        .where(eq(members.id, member.member.id));
      return { data: { url } };
    },
  }),
];
