import type { InspectionEvent, StateValue } from 'xstate';

/**
 * The flows running in this tab and the state each is in, as the inspector sees them: only recorded
 * while the inspector is on (`?inspect`), for the /flows page to highlight the current states.
 */
export type LiveFlow = { machineId: string; sessionId: string; states: string[] };

/** What is read of an inspected actor: its machine's id and its snapshot. */
type Inspected = { logic?: { id?: string; root?: unknown }; getSnapshot(): unknown };

const actors = new Map<string, Inspected>();
const listeners = new Set<() => void>();
let version = 0;

/** Every active state path of a state value: "a", "a.b"… (parents included). */
export function activePaths(value: StateValue, prefix: string[] = []): string[] {
  if (typeof value === 'string') return [[...prefix, value].join('.')];
  return Object.entries(value).flatMap(([key, child]) => [
    [...prefix, key].join('.'),
    ...(child ? activePaths(child as StateValue, [...prefix, key]) : []),
  ]);
}

export const liveStates = {
  record(event: InspectionEvent) {
    if (event.type !== '@xstate.snapshot' && event.type !== '@xstate.actor') return;
    const actor = event.actorRef as unknown as Inspected;
    if (!actor.logic?.root) return; // not a state machine
    actors.set(event.actorRef.sessionId, actor);
    version += 1;
    listeners.forEach((listener) => listener());
  },
  /** The running machines now (a screen's flow stops when the screen closes). */
  current(): LiveFlow[] {
    const flows: LiveFlow[] = [];
    for (const [sessionId, actor] of actors) {
      const snapshot = actor.getSnapshot() as { status: string; value?: StateValue };
      if (snapshot.status !== 'active' || snapshot.value === undefined) {
        actors.delete(sessionId);
        continue;
      }
      const machineId = actor.logic?.id ?? '';
      flows.push({ machineId, sessionId, states: activePaths(snapshot.value) });
    }
    return flows;
  },
  version: () => version,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
