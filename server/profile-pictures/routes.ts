import { eq } from 'drizzle-orm';
import { ProfilePictureEndpoints } from '../../contract';
import { members } from '../db/schema';
import { implement } from '../http/registry';
import { fieldError } from '../http/validate';
import { FEMALE_AVATARS, isAvatarUrl, MALE_AVATARS } from './avatars';

/** The profile pictures' endpoints (contract/site.ts), implemented. */
export const profilePictureRoutes = [
  implement(ProfilePictureEndpoints.list, () => ({ data: { male: MALE_AVATARS, female: FEMALE_AVATARS } })),
  implement(ProfilePictureEndpoints.mine, ({ member }) => ({ data: { url: member.member.avatar } })),
  implement(ProfilePictureEndpoints.set, async ({ deps, now, body, member }) => {
    const url = body.url.trim();
    if (!isAvatarUrl(url)) throw fieldError('url', 'profile.picture_required');
    await deps.db.update(members).set({ avatar: url, updatedAt: now }).where(eq(members.id, member.member.id));
    return { data: { url } };
  }),
];
