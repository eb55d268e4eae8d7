/**
 * Mermaid state diagrams read from the machine definitions themselves: every state (nested ones inside
 * their parent), the initial and final states, every transition with its event and guard (each guarded
 * alternative separately, targetless ones as loops), and the actors each state invokes. Nothing is drawn
 * by hand, so a diagram cannot drift from its machine.
 */
import type { AnyStateMachine, AnyTransitionDefinition } from 'xstate';
import type { AnyStateNode } from 'xstate/graph';

/** A state's id in the diagram: its path, joined (Mermaid ids are plain words). */
export const diagramId = (path: readonly string[]) => (path.length ? path.join('__') : 'root');

function guardText(guard: unknown): string | null {
  if (!guard) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && guard !== null && 'type' in guard) return String((guard as { type: unknown }).type);
  if (typeof guard === 'function') return (guard as { name?: string }).name || 'guard';
  return 'guard';
}

/** What happened, as a product owner reads it. */
export function eventText(eventType: string): string {
  if (eventType === '') return 'always';
  let match = /^xstate\.done\.actor\.(.+)$/.exec(eventType);
  if (match) return `done: ${match[1]}`;
  match = /^xstate\.error\.actor\.(.+)$/.exec(eventType);
  if (match) return `error: ${match[1]}`;
  match = /^xstate\.after\.(\d+)\./.exec(eventType);
  if (match) return `after ${match[1]} ms`;
  return eventType;
}

const label = (t: AnyTransitionDefinition) => {
  const guard = guardText(t.guard);
  return `${eventText(t.eventType)}${guard ? ` [${guard}]` : ''}`.replace(/:/g, '∶');
};

function transitionsOf(node: AnyStateNode): AnyTransitionDefinition[] {
  const list = [...node.transitions.values()].flat() as AnyTransitionDefinition[];
  return [...list, ...((node.always ?? []) as AnyTransitionDefinition[])];
}

function invokedSources(node: AnyStateNode): string[] {
  return node.invoke.map((inv: { src: unknown; id: string }) => (typeof inv.src === 'string' ? inv.src : inv.id));
}

/** The diagram's lines for one machine, and the ids of its states (for highlighting a running one). */
export function toMermaid(machine: AnyStateMachine): {
  source: string;
  states: Record<string, string>;
  /** Events accepted everywhere in a part of the machine without changing its state. */
  anywhere: string[];
} {
  const lines: string[] = ['stateDiagram-v2'];
  const states: Record<string, string> = {};
  const root = machine.root as AnyStateNode;

  const emit = (node: AnyStateNode, indent: string) => {
    const id = diagramId(node.path);
    const key = node.path.at(-1) ?? node.id;
    states[node.path.join('.')] = id;
    const children = Object.values(node.states) as AnyStateNode[];
    const invoked = [...invokedSources(node)];
    // A state with children may carry only a label in mermaid: what it invokes goes in the label.
    const label = children.length > 0 && invoked.length > 0 ? `${key} · invokes ${invoked.join(', ')}` : key;
    lines.push(`${indent}state "${label}" as ${id}`);
    if (children.length === 0) for (const src of invoked) lines.push(`${indent}${id} : invokes ${src}`);
    if (children.length > 0) {
      lines.push(`${indent}state ${id} {`);
      body(node, `${indent}  `);
      lines.push(`${indent}}`);
    }
  };

  const body = (parent: AnyStateNode, indent: string) => {
    const children = Object.values(parent.states) as AnyStateNode[];
    children.forEach((child, i) => {
      if (parent.type === 'parallel' && i > 0) lines.push(`${indent}--`);
      emit(child, indent);
    });
    if (parent.type === 'compound' && parent.initial?.target?.length) {
      for (const target of parent.initial.target as AnyStateNode[])
        lines.push(`${indent}[*] --> ${diagramId(target.path)}`);
    }
    for (const child of children) {
      if (child.type === 'final') lines.push(`${indent}${diagramId(child.path)} --> [*]`);
    }
  };

  if (root.type === 'parallel') {
    // Regions side by side are drawn inside one box (Mermaid allows "--" only within a state).
    lines.push(`  state "${machine.id}" as root`, '  state root {');
    body(root, '    ');
    lines.push('  }');
  } else {
    body(root, '  ');
  }

  // Transitions, after every state is declared. A transition defined on a parent is accepted in every
  // state inside it, so it is drawn from each of them; one that changes no state there is listed apart.
  const leaves = (node: AnyStateNode): AnyStateNode[] => {
    const children = Object.values(node.states) as AnyStateNode[];
    return children.length === 0 ? [node] : children.flatMap(leaves);
  };
  const edges = new Set<string>();
  const anywhere: string[] = [];
  const walk = (node: AnyStateNode) => {
    const atomic = Object.keys(node.states).length === 0;
    for (const t of transitionsOf(node)) {
      const targets = (t.target ?? []) as AnyStateNode[];
      if (!atomic && targets.length === 0) {
        anywhere.push(`${node === root ? 'any state' : `any state of ${node.path.join('.')}`}: ${label(t)}`);
        continue;
      }
      for (const source of atomic ? [node] : leaves(node)) {
        const from = diagramId(source.path);
        const ends = targets.length ? targets.map((target) => diagramId(target.path)) : [from];
        for (const to of ends) edges.add(`  ${from} --> ${to} : ${label(t)}`);
      }
    }
    for (const child of Object.values(node.states) as AnyStateNode[]) walk(child);
  };
  walk(root);
  lines.push(...edges);
  return { source: lines.join('\n'), states, anywhere };
}
