import type { MessageDescriptor } from '@lingui/core';
import type { AnyActorLogic } from 'xstate';
import type { Api } from '../api';

/**
 * What a feature declares of its flows (src/features/<area>/flows.ts) and how the app loads them.
 *
 * A flow is a machine, `machines/<flow>.machine.ts`; the app runs it under one or more machine ids (a
 * generic machine such as the paged list serves many screens). A feature says which ids it runs and which
 * flow each runs; the app's `load` map, the /flows registry (tests/flows) and docs/flows come from that.
 */

/** What a feature's implementations get from the app. */
export type AppDeps = {
  api: Api;
  /** The member's balance or profile changed: the session reloads them. */
  refresh: () => void;
  /** The login or register form signed in with this token. */
  signedIn: (token: string) => void;
  /** The member closed the account: the session forgets them (the server already ended every session). */
  accountClosed: () => void;
};

/** A feature's lazy flows by the machine id the app runs each under: each answers its logic, built once. */
export type Loaders = Record<string, () => Promise<AnyActorLogic>>;

/** The machine ids a feature runs, each with the flow (machine file) it runs. */
type Runs<K extends PropertyKey> = { readonly [Id in K]: string };

export type Feature<L extends Loaders = Loaders, S extends string = string> =
  | {
      /**
       * The feature's implementations, loaded with its first screen: a module whose `createLoaders(deps)`
       * answers the logic of each id in `runs` (an async import: this declaration ships with the first page).
       */
      logic: () => Promise<{ createLoaders: (deps: AppDeps) => L }>;
      /** The ids `logic` answers (`system.load.<id>`). */
      runs: Runs<keyof L>;
      /** The ids the first page runs (created by the system: `system.logic`, `system.actors`). */
      shell?: Runs<S>;
    }
  | { logic?: undefined; runs?: undefined; shell: Runs<S> };

/** A feature's flows; `runs` must name exactly what its logic module answers. */
export function defineFeature<L extends Loaders = Record<never, never>, S extends string = never>(
  feature: Feature<L, S>,
): Feature<L, S> {
  return feature;
}

/**
 * What /flows and docs/flows say of each flow a feature owns, by flow id (a machine file). The registry
 * in tests/flows reads these and writes them, with their message ids, into docs/flows/index.json, which
 * the /flows page reads: the app itself never imports them, so they stay out of the first page.
 */
export type FlowDescriptions = Record<string, { title: MessageDescriptor; summary: MessageDescriptor }>;

type LoadersOf<F> = F extends { logic: () => Promise<{ createLoaders: (deps: AppDeps) => infer L }> } ? L : never;
type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** The machine ids the given features run from the first page. */
export type ShellRuns<Features extends readonly Feature[]> = ShellRunsOf<Features[number]>;
type ShellRunsOf<F> = F extends { shell?: infer R } ? keyof NonNullable<R> : never;

/** Every lazy flow of the given features, by the machine id it runs under. */
export type Load<Features extends readonly Feature[]> = Intersection<LoadersOf<Features[number]>>;

/**
 * The app's lazy flows: each feature's logic module loads with the first of its flows a screen asks
 * for, and each flow answers the same promise every time (what React's `use` needs).
 */
export function createLoad<const Features extends readonly Feature[]>(
  features: Features,
  deps: AppDeps,
): Load<Features> {
  const load: Record<string, () => Promise<unknown>> = {};
  for (const feature of features) {
    if (!feature.logic) continue;
    const { logic, runs } = feature;
    const loaders = once(() => logic().then((module) => module.createLoaders(deps)));
    for (const id of Object.keys(runs)) load[id] = once(() => loaders().then((all) => all[id]!()));
  }
  return load as Load<Features>;
}

/**
 * A loader that runs once and then answers the same promise (what React's `use` needs), which says once it is
 * settled as `use` reads it: a screen rendered after it settled takes its value without suspending (the app
 * takes over the screen the server painted in one go, src/main.tsx).
 */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined;
  return () => (promise ??= marked(load()));
}

function marked<T>(promise: Promise<T>): Promise<T> {
  const thenable = Object.assign(promise, { status: 'pending' });
  promise.then(
    (value) => Object.assign(thenable, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(thenable, { status: 'rejected', reason }),
  );
  return promise;
}
