import { createFileRoute } from '@tanstack/react-router';
import { Diagnostics } from '../../features/tools/Diagnostics';
import { DevPageGate } from '../../features/tools/DevPageGate';

export const Route = createFileRoute('/_main/test12')({
  component: () => (
    <DevPageGate>
      <Diagnostics />
    </DevPageGate>
  ),
});
