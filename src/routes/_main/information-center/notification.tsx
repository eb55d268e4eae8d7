import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../../../app/guards';
import { NotificationsPage } from '../../../features/information/InformationCenter';

export const Route = createFileRoute('/_main/information-center/notification')({
  beforeLoad: requireSignedIn,
  component: NotificationsPage,
});
