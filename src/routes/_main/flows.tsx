import { createFileRoute } from '@tanstack/react-router';
import { FlowsPage } from '../../features/flows/FlowsPage';
import { DevPageGate } from '../../features/tools/DevPageGate';

export const Route = createFileRoute('/_main/flows')({
  component: () => (
    <DevPageGate>
      <FlowsPage />
    </DevPageGate>
  ),
});
