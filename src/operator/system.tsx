import { useSelector } from '@xstate/react';
import { createContext, use, type ReactNode } from 'react';
import type { StaffMe, StaffRole } from '../../contract/backoffice';
import type { StaffSessionActorRef } from '../../machines/operator/staffSession.machine';
import type { Inspect } from '../flow/inspector';
import { FlowInspector } from '../flow/useFlow';
import type { OperatorApi } from './api';
import type { Flows } from './flows';

/**
 * What the back office's screens get from its entry: the API, the staff session, the screens' flows (loaded
 * with the first screen that runs one), and the Stately inspector when `?inspect` switched it on.
 */
export type OperatorSystem = {
  api: OperatorApi;
  session: StaffSessionActorRef;
  flows: () => Promise<Flows>;
  inspect?: Inspect | undefined;
};

const SystemContext = createContext<OperatorSystem | null>(null);

export function OperatorProvider({ system, children }: { system: OperatorSystem; children: ReactNode }) {
  return (
    <SystemContext value={system}>
      <FlowInspector inspect={system.inspect}>{children}</FlowInspector>
    </SystemContext>
  );
}

export function useOperator(): OperatorSystem {
  const system = use(SystemContext);
  if (!system) throw new Error('useOperator outside OperatorProvider');
  return system;
}

/** The screens' flows, loaded once (suspends the first time). */
export const useFlows = (): Flows => use(useOperator().flows());

/** The signed-in person (null while signed out). */
export const useStaff = (): StaffMe | null => useSelector(useOperator().session, (s) => s.context.staff);

/** Whether a person holds any of the roles. */
export const holdsAny = (staff: StaffMe | null, roles: readonly StaffRole[]) =>
  staff !== null && roles.some((role) => staff.roles.includes(role));
