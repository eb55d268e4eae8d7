import { createFileRoute } from '@tanstack/react-router';
import { MainLayout } from '../features/layout/MainLayout';

export const Route = createFileRoute('/_main')({
  component: MainLayout,
});
