import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ComingSoon } from '../../../ui/ComingSoon';

export const Route = createFileRoute('/_main/information-center/announcement')({
  component: () => <ComingSoon title={msg`Announcements`} release="account" />,
});
