import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../../app/guards';
import { NoticeSettings } from '../../features/profile/NoticeSettings';

export const Route = createFileRoute('/_main/profile_/notifications')({
  beforeLoad: requireSignedIn,
  component: NoticeSettings,
});
