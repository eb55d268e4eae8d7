import { useActorRef } from '@xstate/react';
import { createContext, use, type ReactNode } from 'react';
import type {
  Actor,
  ActorOptions,
  AnyActorLogic,
  ConditionalRequired,
  IsNotNever,
  RequiredActorOptionsKeys,
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
  return useActorRef(resolved, { ...options, ...inspecting(inspect) } as ActorOptions<TLogic>);
}
