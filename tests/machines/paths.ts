/**
 * Path coverage for machines: what the definition makes reachable, what walking the graph actually
 * covers, and the difference.
 *
 * - `reachableFromDefinition(machine)` reads the machine's state nodes and transition definitions
 *   (every `on`, `always`, invoke `onDone`/`onError`, `after`, each guarded alternative separately) and
 *   returns the states and transitions reachable from the initial state, ignoring guards.
 * - `walkPaths(machine, options)` enumerates paths with `getShortestPaths` (and `getSimplePaths` when
 *   asked) from `xstate/graph`, extends every path by every sample event its end state accepts, and
 *   replays each walk from scratch with the pure `initialTransition` / `transition` functions. A recording
 *   actor scope tells which transition definitions each step took (the `@xstate.microstep` inspection
 *   event), including eventless ones. No effect runs: actions are only collected.
 * - `pathCoverage(machine, options)` compares the two and gives a one-line summary.
 *
 * Invoked actors never run here: their results are sample events such as
 * `{ type: 'xstate.done.actor.loadMe', output: user }` or `{ type: 'xstate.error.actor.loadMe', error }`.
 */
import {
  createActor,
  initialTransition,
  transition,
  type AnyActorScope,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  type InputFrom,
  type StateValue,
} from 'xstate';
import { getShortestPaths, getSimplePaths, type AnyStateNode } from 'xstate/graph';
import { mkdirSync, writeFileSync } from 'node:fs';

export type TransitionInfo = {
  key: string;
  source: string;
  event: string;
  guard: string | null;
  targets: string[];
};

export type Reachable = {
  /** State paths relative to the machine ("signedIn.idle"); the root is left out. */
  states: Set<string>;
  transitions: Map<AnyTransitionDefinition, TransitionInfo>;
};

const nodePath = (node: AnyStateNode): string => (node.path.length ? node.path.join('.') : '(machine)');

function guardLabel(guard: unknown): string | null {
  if (!guard) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && 'type' in guard) return String((guard as { type: unknown }).type);
  return (guard as { name?: string }).name || 'inline guard';
}

function describe(t: AnyTransitionDefinition, index: number): TransitionInfo {
  const source = nodePath(t.source);
  const event = t.eventType === '' ? 'always' : t.eventType;
  const guard = guardLabel(t.guard);
  const targets = (t.target ?? []).map((n: AnyStateNode) => nodePath(n));
  const key = `${source} ─${event}#${index}${guard ? ` [${guard}]` : ''}→ ${targets.length ? targets.join(', ') : '(stays)'}`;
  return { key, source, event, guard, targets };
}

function ownTransitions(node: AnyStateNode): AnyTransitionDefinition[][] {
  const groups = [...node.transitions.values()] as AnyTransitionDefinition[][];
  if (node.always?.length) groups.push(node.always as AnyTransitionDefinition[]);
  return groups;
}

/** The states and transitions the definition makes reachable from the initial state (guards ignored). */
export function reachableFromDefinition(machine: AnyStateMachine): Reachable {
  const entered = new Set<AnyStateNode>();
  const transitions = new Map<AnyTransitionDefinition, TransitionInfo>();

  const enterDefault = (node: AnyStateNode): void => {
    if (entered.has(node)) return;
    entered.add(node);
    const children = Object.values(node.states) as AnyStateNode[];
    if (node.type === 'parallel') children.forEach(enterDefault);
    if (node.type === 'compound') (node.initial.target as AnyStateNode[]).forEach(enterTarget);
  };
  // Entering a target enters its ancestors too, and every other region of a parallel ancestor.
  function enterTarget(target: AnyStateNode): void {
    const chain: AnyStateNode[] = [];
    for (let n: AnyStateNode | undefined = target; n; n = n.parent) chain.unshift(n);
    for (const node of chain) {
      entered.add(node);
      if (node.parent?.type === 'parallel') {
        (Object.values(node.parent.states) as AnyStateNode[]).filter((s) => s !== node).forEach(enterDefault);
      }
    }
    entered.delete(target);
    enterDefault(target);
  }

  enterDefault(machine.root);
  let size = -1;
  while (size !== entered.size + transitions.size) {
    size = entered.size + transitions.size;
    for (const node of [...entered]) {
      for (const group of ownTransitions(node)) {
        group.forEach((t, i) => {
          if (!transitions.has(t)) transitions.set(t, describe(t, i));
          (t.target ?? []).forEach(enterTarget);
        });
      }
    }
  }
  const states = new Set([...entered].filter((n) => n !== machine.root).map(nodePath));
  return { states, transitions };
}

/** The state paths active in a state value: { signedIn: 'idle' } → signedIn, signedIn.idle. */
export function activeStatePaths(value: StateValue, prefix: string[] = []): string[] {
  if (typeof value === 'string') return [[...prefix, value].join('.')];
  return Object.entries(value).flatMap(([key, child]) => [
    [...prefix, key].join('.'),
    ...(child === undefined ? [] : activeStatePaths(child, [...prefix, key])),
  ]);
}

export type WalkOptions<TMachine extends AnyStateMachine> = {
  /** One traversal per input (a machine whose first state depends on its input needs several). */
  inputs: InputFrom<TMachine>[];
  /** Sample events, including `xstate.done.actor.<id>` / `xstate.error.actor.<id>` for each invoke. */
  events: AnyEventObject[];
  /** Also enumerate simple paths (every path without a repeated state); only for small machines. */
  simplePaths?: boolean;
  /** Groups states for the traversal (default: state value plus context). */
  serializeState?: (snapshot: AnyMachineSnapshot) => string;
  /** Stops a runaway traversal (a context that keeps changing): at most this many steps. */
  limit?: number;
};

export type Walk = {
  input: unknown;
  events: AnyEventObject[];
  /** The state value after each step, the initial one first. */
  values: StateValue[];
  /** The transition definitions taken at each step (index 0: during the initial transition). */
  taken: AnyTransitionDefinition[][];
  /** The actions each step chose, by type (not executed). */
  actions: string[][];
};

/** A scope for `machine.transition` that records the transitions each microstep takes. */
function recordingScope(machine: AnyStateMachine, input: unknown) {
  let record: AnyTransitionDefinition[] | null = null;
  const self = createActor(machine, {
    input,
    inspect: (ev) => {
      if (record && ev.type === '@xstate.microstep')
        record.push(...(ev as { _transitions: AnyTransitionDefinition[] })._transitions);
    },
  });
  const scope = {
    self,
    system: self.system,
    id: '',
    sessionId: '',
    logger: () => {},
    defer: () => {},
    emit: () => {},
    stopChild: () => {},
    actionExecutor: () => {},
  } as unknown as AnyActorScope;
  return {
    run<T>(fn: (scope: AnyActorScope) => T): [T, AnyTransitionDefinition[]] {
      record = [];
      const result = fn(scope);
      const taken = record;
      record = null;
      return [result, taken];
    },
  };
}

const sameValue = (a: StateValue, b: StateValue) => JSON.stringify(a) === JSON.stringify(b);

/** Replays events from the initial state with the pure transition functions, recording what was taken. */
export function replay(machine: AnyStateMachine, input: unknown, events: AnyEventObject[]): Walk {
  const recorder = recordingScope(machine, input);
  let [snapshot, actions] = initialTransition(machine, input);
  const [recorded, taken0] = recorder.run((scope) => machine.getInitialSnapshot(scope, input));
  if (!sameValue(recorded.value, snapshot.value)) throw new Error('replay is not deterministic');
  const walk: Walk = {
    input,
    events,
    values: [snapshot.value],
    taken: [taken0],
    actions: [actions.map((a) => a.type)],
  };
  for (const event of events) {
    const previous: AnyMachineSnapshot = snapshot;
    [snapshot, actions] = transition(machine, previous, event);
    const [next, taken] = recorder.run((scope) => machine.transition(previous, event, scope));
    if (!sameValue(next.value, snapshot.value)) throw new Error('replay is not deterministic');
    walk.values.push(snapshot.value);
    walk.taken.push(taken);
    walk.actions.push(actions.map((a) => a.type));
  }
  return walk;
}

function graphPaths(machine: AnyStateMachine, input: unknown, options: Omit<WalkOptions<AnyStateMachine>, 'inputs'>) {
  const traversal = {
    input,
    events: options.events,
    limit: options.limit ?? 20_000,
    ...(options.serializeState ? { serializeState: options.serializeState } : {}),
  };
  return [...getShortestPaths(machine, traversal), ...(options.simplePaths ? getSimplePaths(machine, traversal) : [])];
}

/** The end state of every shortest path: one snapshot per distinct reachable state. */
export function reachableSnapshots<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: Pick<WalkOptions<TMachine>, 'inputs' | 'events' | 'serializeState' | 'limit'>,
): AnyMachineSnapshot[] {
  return options.inputs.flatMap((input) =>
    graphPaths(machine, input, { ...options, simplePaths: false }).map((path) => path.state as AnyMachineSnapshot),
  );
}

/** The event types that label transitions in the definition. */
function eventTypesOf(reachable: Reachable): Set<string> {
  return new Set([...reachable.transitions.values()].map((t) => t.event).filter((e) => e !== 'always'));
}

/**
 * Every walk: each shortest (and optionally simple) path from the initial state, and each of those
 * extended by one more sample event the end state accepts — so every transition out of every reachable
 * state is tried, not only those on the way somewhere.
 */
export function walkPaths<TMachine extends AnyStateMachine>(machine: TMachine, options: WalkOptions<TMachine>): Walk[] {
  const reachable = reachableFromDefinition(machine);
  const sampled = new Set(options.events.map((e) => e.type));
  const unsampled = [...eventTypesOf(reachable)].filter((t) => !sampled.has(t));
  if (unsampled.length) throw new Error(`no sample event for: ${unsampled.join(', ')}`);

  const walks: Walk[] = [];
  const seen = new Set<string>();
  for (const input of options.inputs) {
    for (const path of graphPaths(machine, input, options)) {
      // A path's first step is the initial state, labelled with the xstate.init event: not ours to send.
      const prefix = path.steps
        .filter((step, i) => !(i === 0 && step.event.type === 'xstate.init'))
        .map((step) => step.event as AnyEventObject);
      const end = path.state as AnyMachineSnapshot;
      const accepted = new Set(end._nodes.flatMap((n: AnyStateNode) => n.ownEvents));
      const extensions = options.events.filter((e) => accepted.has(e.type)).map((e) => [...prefix, e]);
      for (const evs of [prefix, ...extensions]) {
        const id = JSON.stringify([input, evs]);
        if (seen.has(id)) continue;
        seen.add(id);
        const walk = replay(machine, input, evs);
        const expected = evs === prefix ? end.value : undefined;
        if (expected !== undefined && !sameValue(walk.values.at(-1)!, expected)) {
          throw new Error(
            `replay of ${id} ended in ${JSON.stringify(walk.values.at(-1))}, graph said ${JSON.stringify(expected)}`,
          );
        }
        walks.push(walk);
      }
    }
  }
  return walks;
}

export type Coverage = {
  name: string;
  walks: Walk[];
  states: { total: number; covered: number; missing: string[] };
  transitions: { total: number; covered: number; missing: string[] };
  /** Distinct (state, event type → state) steps observed. */
  edges: Set<string>;
  summary: string;
};

/** Walks the machine and compares what was walked with what the definition makes reachable. */
export function pathCoverage<TMachine extends AnyStateMachine>(
  name: string,
  machine: TMachine,
  options: WalkOptions<TMachine>,
): Coverage {
  const reachable = reachableFromDefinition(machine);
  const walks = walkPaths(machine, options);
  const visited = new Set<string>();
  const taken = new Set<AnyTransitionDefinition>();
  const edges = new Set<string>();
  for (const walk of walks) {
    walk.values.forEach((value, i) => {
      activeStatePaths(value).forEach((p) => visited.add(p));
      for (const t of walk.taken[i] ?? []) {
        if (!reachable.transitions.has(t))
          throw new Error(`took a transition not in the definition: ${describe(t, 0).key}`);
        taken.add(t);
        // A transient state is only seen as the source of the transition that left it.
        visited.add(nodePath(t.source));
      }
      if (i > 0) {
        edges.add(`${JSON.stringify(walk.values[i - 1])} ─${walk.events[i - 1]!.type}→ ${JSON.stringify(value)}`);
      }
    });
  }
  visited.delete('(machine)');
  const missingStates = [...reachable.states].filter((s) => !visited.has(s));
  const missingTransitions = [...reachable.transitions].filter(([t]) => !taken.has(t)).map(([, info]) => info.key);
  const states = {
    total: reachable.states.size,
    covered: reachable.states.size - missingStates.length,
    missing: missingStates,
  };
  const transitions = {
    total: reachable.transitions.size,
    covered: reachable.transitions.size - missingTransitions.length,
    missing: missingTransitions,
  };
  const summary =
    `${name}: states ${states.covered}/${states.total}, transitions ${transitions.covered}/${transitions.total}, ` +
    `${edges.size} distinct steps over ${walks.length} walks`;
  recordCoverage(name, { states, transitions, steps: edges.size, walks: walks.length });
  return { name, walks, states, transitions, edges, summary };
}

/** Where each machine's coverage is written for the report printed after the run (tests/machines/report.ts). */
export const COVERAGE_DIR = 'reports/machine-coverage';

function recordCoverage(name: string, result: Record<string, unknown>) {
  mkdirSync(COVERAGE_DIR, { recursive: true });
  writeFileSync(`${COVERAGE_DIR}/${name}.json`, JSON.stringify(result));
}
