import { createFileRoute } from '@tanstack/react-router';
import { Diagnostics } from '../features/tools/Diagnostics';

export const Route = createFileRoute('/test')({
  component: Diagnostics,
});
