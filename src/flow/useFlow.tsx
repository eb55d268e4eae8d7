import { useActorRef } from '@xstate/react';
import { createContext, use, useId, type ReactNode } from 'react';
import type {
  Actor,
  ActorOptions,
  AnyActorLogic,
  AnyActorRef,
  ConditionalRequired,
  IsNotNever,
  RequiredActorOptionsKeys,
  Snapshot,
} from 'xstate';
import { inspecting, type Inspect } from './inspector';

/*
 * The one way a screen starts a flow, in the player's app and in the back office alike: `useFlow(logic,
 * { input })` runs the flow for the component's lifetime, with the implementations its logic was given
 * (`machine.provide(…)` in the area's logic module) and the tab's inspector when `?inspect` is on.
 */

const InspectContext = createContext<Inspect | undefined>(undefined);

/** Hands the tab's inspector (if any) to every flow a screen below starts with `useFlow`. */
export function FlowInspector({ inspect, children }: { inspect: Inspect | undefined; children: ReactNode }) {
  return <InspectContext value={inspect}>{children}</InspectContext>;
}

/**
 * The flows of a screen the server paints (src/firstPaint/render.tsx) and the app then takes over as it is
 * (src/main.tsx), by each flow's place in the screen (React's `useId`, the same on the server and in the browser
 * while React takes the screen over):
 * - `snapshot`: the state the flow at that place had when the screen was painted. The flow starts from it, so
 *   the app's first render is the painted screen, and it does not ask again what it had been answered.
 * - `start` (on the server only): a flow met for the first time, started at once, during the render (the server runs
 *   no effects). It takes its primed answers before the next pass paints it from its snapshot.
 */
export interface PaintedFlows {
  snapshot(place: string): Snapshot<unknown> | undefined;
  start?(place: string, actor: AnyActorRef): void;
}

const PaintedFlowsContext = createContext<PaintedFlows | undefined>(undefined);

/** Hands the flows of the painted screen to every flow a screen below starts with `useFlow`. */
export function PaintedFlowsProvider({ flows, children }: { flows: PaintedFlows | undefined; children: ReactNode }) {
  return <PaintedFlowsContext value={flows}>{children}</PaintedFlowsContext>;
}

/** A flow's options as a screen gives them: its input, its id… (the inspector is the app's). */
export type FlowOptions<TLogic extends AnyActorLogic> = Omit<ActorOptions<TLogic>, 'inspect'>;

/**
 * Starts a flow from its logic, or from the promise a lazy flow's loader answers (`load.recharge()`:
 * the screen suspends until its feature's logic has loaded). Options are required when the flow
 * requires an input.
 */
export function useFlow<TLogic extends AnyActorLogic>(
  logic: TLogic | Promise<TLogic>,
  ...[options]: ConditionalRequired<
    [options?: FlowOptions<TLogic> & { [K in RequiredActorOptionsKeys<TLogic>]: unknown }],
    IsNotNever<RequiredActorOptionsKeys<TLogic>>
  >
): Actor<TLogic> {
  const inspect = use(InspectContext);
  const resolved = logic instanceof Promise ? use(logic) : logic;
  const place = useId();
  const painted = use(PaintedFlowsContext);
  const snapshot = painted?.snapshot(place);
  const actor = useActorRef(resolved, {
    ...options,
    ...inspecting(inspect),
    ...(snapshot ? { snapshot } : {}),
  } as ActorOptions<TLogic>);
  if (!snapshot) painted?.start?.(place, actor);
  return actor;
}
