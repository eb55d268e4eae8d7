import type { AnyStateMachine } from 'xstate';
import { FEATURES } from '../../src/app/features';
import type { Feature, FlowDescriptions } from '../../src/app/flows';
import { descriptions as operatorDescriptions } from '../../src/operator/descriptions';

/**
 * Every flow of the product, from the features' declarations (src/features/<area>/flows.ts, listed in
 * src/app/features.ts): each feature's own flows with their titles and summaries, in the features' order,
 * and for each flow the machine ids the app runs it under, whichever feature runs them.
 */
export type Flow = {
  /** The file name in docs/flows and machines/, and the machine's id in the running app. */
  id: string;
  /** Ids the running app gives the same machine (the generic ones serve several screens). */
  runs: string[];
  machine: AnyStateMachine;
  /** The app's English texts (also shown translated at /flows, by their message ids). */
  title: string;
  titleId: string;
  summary: string;
  summaryId: string;
};

type Declaration = { default: Feature; descriptions: FlowDescriptions };
const declarations = Object.entries(import.meta.glob<Declaration>('../../src/features/*/flows.ts', { eager: true }));

/** Each feature's declaration file, in the order src/app/features.ts lists them. */
export const FEATURE_FILES = FEATURES.map((feature) => {
  const found = declarations.find(([, module]) => module.default === feature);
  if (!found) throw new Error('a feature in src/app/features.ts has no src/features/<area>/flows.ts');
  return { file: found[0].replace('../../', ''), ...found[1] };
});

/** Every declaration file, listed or not (a test checks that src/app/features.ts lists them all). */
export const DECLARATION_FILES = declarations.map(([file]) => file.replace('../../', ''));

/** Each machine id the app runs with the flow it runs, in the features' order (shell runs first, then lazy ones). */
export const RUNS = FEATURE_FILES.flatMap(({ default: feature }) =>
  Object.entries({ ...feature.shell, ...feature.runs }),
);

/** The machines by file: `machines/<flow>.machine.ts` exports `<flow>Machine`, or a generic `create<Flow>Machine(id)`. */
const machineFiles = import.meta.glob<Record<string, unknown>>('../../machines/*.machine.ts', { eager: true });

function machineOf(id: string): AnyStateMachine {
  const module = machineFiles[`../../machines/${id}.machine.ts`];
  if (!module) throw new Error(`flow ${id}: no machines/${id}.machine.ts`);
  const machine = module[`${id}Machine`];
  if (machine) return machine as AnyStateMachine;
  const create = module[`create${id[0]!.toUpperCase()}${id.slice(1)}Machine`];
  if (typeof create === 'function') return (create as (id: string) => AnyStateMachine)(id);
  throw new Error(`flow ${id}: machines/${id}.machine.ts exports neither ${id}Machine nor a create…Machine factory`);
}

/** The back office's machines (machines/operator/<flow>.machine.ts exports `<flow>Machine`). */
const operatorMachineFiles = import.meta.glob<Record<string, unknown>>('../../machines/operator/*.machine.ts', {
  eager: true,
});

/**
 * The back office's flows (src/operator/descriptions.ts), after the player's: named `operator-<flow>` in
 * docs/flows, each run by the back office under its machine's id.
 */
const OPERATOR_FLOWS: Flow[] = Object.entries(operatorDescriptions).map(([id, { title, summary }]) => {
  const machine = operatorMachineFiles[`../../machines/operator/${id}.machine.ts`]?.[`${id}Machine`];
  if (!machine) throw new Error(`back office flow ${id}: machines/operator/${id}.machine.ts exports no ${id}Machine`);
  return {
    id: `operator-${id}`,
    runs: [id],
    machine: machine as AnyStateMachine,
    title: title.message ?? id,
    titleId: title.id,
    summary: summary.message ?? '',
    summaryId: summary.id,
  };
});

/** Every back office machine file has its description. */
export const OPERATOR_MACHINE_FILES = Object.keys(operatorMachineFiles).map((file) => file.replace('../../', ''));

/** The flows with their names and summaries (the app's English texts, also shown translated at /flows). */
export const FLOWS: Flow[] = FEATURE_FILES.flatMap(({ descriptions }) =>
  Object.entries(descriptions).map(([id, { title, summary }]) => ({
    id,
    runs: RUNS.filter(([, flow]) => flow === id).map(([run]) => run),
    machine: machineOf(id),
    title: title.message ?? id,
    titleId: title.id,
    summary: summary.message ?? '',
    summaryId: summary.id,
  })),
).concat(OPERATOR_FLOWS);
