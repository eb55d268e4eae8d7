import { createFileRoute } from '@tanstack/react-router';
import { Download } from '../features/tools/Download';

export const Route = createFileRoute('/download')({
  component: Download,
});
