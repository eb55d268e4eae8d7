import { createFileRoute } from '@tanstack/react-router';
import { Diagnostics } from '../features/tools/Diagnostics';
import { DevPageGate } from '../features/tools/DevPageGate';

export const Route = createFileRoute('/cztx')({
  component: () => (
    <DevPageGate>
      <Diagnostics />
    </DevPageGate>
  ),
});
