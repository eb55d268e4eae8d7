import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  fromCallback,
  fromPromise,
  type EventObject,
  type MachineContext,
  type NonReducibleUnknown,
  type StateMachine,
} from 'xstate';

/**
 * Placeholders for the effects a machine declares in `setup`. The app supplies the real ones with
 * `machine.provide({ actors, actions })`; tests supply fakes the same way. Using a placeholder is a
 * wiring bug, so it throws and names what is missing.
 */

/** An effectful action that was not provided. `TParams` types its params in `setup`. */
export function notProvided<TParams = undefined>(name: string) {
  return (_args: unknown, _params: TParams): void => {
    throw new Error(`${name} not provided`);
  };
}

/** A promise actor that was not provided: starting it rejects, so the invoke's onError runs. */
export function notProvidedPromise<TOutput, TInput = void>(name: string) {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(`${name} not provided`);
  });
}

/** A callback actor that was not provided. */
export function notProvidedCallback<TEvent extends EventObject = EventObject, TInput = NonReducibleUnknown>(
  name: string,
) {
  return fromCallback<TEvent, TInput>(() => {
    throw new Error(`${name} not provided`);
  });
}

/**
 * The actor's input as carried by its first event (`{ type: 'xstate.init', input }`). A transient first
 * state's `always` guards use it to pick the state the person first sees from the input, without
 * copying a start-only flag into context. Any other event gives `undefined`.
 */
export function initialInput<TInput>(event: EventObject): TInput | undefined {
  return event.type === 'xstate.init' ? (event as EventObject & { input?: TInput }).input : undefined;
}

/** A refusal of the API: its stable code and params (contract/errors.ts) and the English message it came with. */
export type Refusal = { error: string; params: Record<string, string>; message: string };

/** What a screen shows: a message of the app, a refusal of the API (translated by its code), or plain text. */
export type Text = MessageDescriptor | Refusal | string;

export const isRefusal = (text: unknown): text is Refusal =>
  typeof text === 'object' && text !== null && typeof (text as Refusal).error === 'string' && 'params' in text;

/** What the app's API layer throws (an Error subclass carrying these fields). */
export type ApiFailure = {
  kind: 'unauthenticated' | 'forceOffline' | 'network' | 'server';
  status?: number;
  message: string;
  /** The refusal's code and params (server refusals only). */
  error?: string;
  params?: Record<string, string>;
  /** Per-field server messages, keyed by request field name. */
  errors?: Record<string, string>;
  /** Per-field codes and params, keyed like `errors`. */
  fields?: Record<string, { error: string; params: Record<string, string> }>;
};

const FAILURE_KINDS: ReadonlySet<unknown> = new Set(['unauthenticated', 'forceOffline', 'network', 'server']);

export function isApiFailure(e: unknown): e is ApiFailure {
  if (typeof e !== 'object' || e === null) return false;
  const { kind, message } = e as Record<string, unknown>;
  return FAILURE_KINDS.has(kind) && typeof message === 'string';
}

/** The refusal's code, when the failure is a refusal of the API. */
export const failureCode = (e: unknown): string | undefined => (isApiFailure(e) ? e.error : undefined);

export const NETWORK_ERROR: MessageDescriptor = msg`Network error, please try again later`;

/** The generic error toast. */
export const SOMETHING_WENT_WRONG: MessageDescriptor = msg`Something went wrong, please try again`;

/** What to show for a failed call: the server's refusal (by its code), or the generic network message. */
export function failureMessage(e: unknown): Text {
  if (!isApiFailure(e) || e.kind !== 'server' || !e.message) return NETWORK_ERROR;
  return e.error ? { error: e.error, params: e.params ?? {}, message: e.message } : e.message;
}

/** The refused fields of a failed call, each with its code: what a form shows under each field. */
export function fieldRefusals(e: unknown): Record<string, Text> {
  if (!isApiFailure(e)) return {};
  const out: Record<string, Text> = {};
  for (const [field, message] of Object.entries(e.errors ?? {})) {
    const coded = e.fields?.[field];
    out[field] = coded ? { ...coded, message } : message;
  }
  return out;
}

/** A toast the screen shows. */
export type Notice = { message: Text; tone: 'info' | 'success' | 'error' };

/**
 * A machine a round factory made from loosely typed parts, typed again with the game's own context,
 * events and state names (what the screens and tests see).
 */
export type Retyped<M, C extends MachineContext, E extends EventObject, S extends string> =
  M extends StateMachine<
    infer _C,
    infer _E,
    infer Children,
    infer Actor,
    infer Action,
    infer Guard,
    infer Delay,
    infer _S,
    infer Tag,
    infer Input,
    infer Output,
    infer Emitted,
    infer Meta,
    infer Schema,
    infer TransitionMeta
  >
    ? StateMachine<
        C,
        E,
        Children,
        Actor,
        Action,
        Guard,
        Delay,
        S,
        Tag,
        Input,
        Output,
        Emitted,
        Meta,
        Schema,
        TransitionMeta
      >
    : never;
