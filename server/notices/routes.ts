import { NoticeEndpoints } from '../../contract/notices';
import { implement } from '../http/registry';
import { noticePrefs, setNoticePrefs } from './prefs';

/** The notification settings' endpoints (contract/notices.ts), implemented: the member's own only. */
export const noticeRoutes = [
  implement(NoticeEndpoints.prefs, async ({ deps, member }) => ({
    data: await noticePrefs(deps.db, member.member.id),
  })),
  implement(NoticeEndpoints.setPrefs, async ({ deps, member, body }) => ({
    data: await setNoticePrefs(deps.db, member.member.id, body.kinds),
  })),
];
