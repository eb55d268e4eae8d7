import { createFileRoute } from '@tanstack/react-router';
import { AnnouncementsPage } from '../../../features/information/InformationCenter';

export const Route = createFileRoute('/_main/information-center/announcement')({
  component: AnnouncementsPage,
});
