import { createContext, useContext, type ReactNode } from 'react';
import { FlowInspector } from '../flow/useFlow';
import type { AppSystem } from './system';

const SystemContext = createContext<AppSystem | null>(null);

export function SystemProvider({ system, children }: { system: AppSystem; children: ReactNode }) {
  return (
    <SystemContext.Provider value={system}>
      <FlowInspector inspect={system.inspect}>{children}</FlowInspector>
    </SystemContext.Provider>
  );
}

/** The running flows and their logic, handed down by context (screens never import them). */
export function useSystem(): AppSystem {
  const system = useContext(SystemContext);
  if (!system) throw new Error('useSystem outside SystemProvider');
  return system;
}
