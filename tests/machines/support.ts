/** Fakes shared by the machine tests. */
import type { MessageDescriptor } from '@lingui/core';
import { fromPromise } from 'xstate';
import type { Game, UserInfo } from '../../contract';
import { isRefusal, type ApiFailure, type Text } from '../../machines/shared';

/**
 * The English text of a message descriptor (the macro keeps it outside production), or of a refusal of
 * the server (its message), or the text itself.
 */
export function text(message: Text | null | undefined): string | null | undefined {
  if (message === null || message === undefined || typeof message === 'string') return message;
  if (isRefusal(message)) return message.message;
  return (message as MessageDescriptor).message ?? (message as MessageDescriptor).id;
}

/** The code of a refusal shown, or undefined for any other text. */
export const codeOf = (message: Text | null | undefined): string | undefined =>
  isRefusal(message) ? message.error : undefined;

/** What the app's API layer throws. */
export class FakeApiError extends Error implements ApiFailure {
  constructor(
    readonly kind: ApiFailure['kind'],
    message: string,
    readonly status?: number,
    readonly errors?: Record<string, string>,
    readonly error?: string,
    readonly params: Record<string, string> = {},
    readonly fields?: ApiFailure['fields'],
  ) {
    super(message);
  }
}

/** A refusal of the server with its code (contract/errors.ts), as the API layer throws it. */
export const refused = (error: string, message: string, status = 422, params: Record<string, string> = {}) =>
  new FakeApiError('server', message, status, undefined, error, params);

export const networkFailure = () => new FakeApiError('network', 'fetch failed');
export const serverFailure = (message: string, errors?: Record<string, string>) =>
  new FakeApiError('server', message, 422, errors);

/** A promise the test settles when it wants. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * A promise actor fake answering from a queue of results (a value resolves, an Error rejects); it records
 * each input. When the queue is empty it stays pending.
 */
export function scripted<TOutput, TInput = void>(...results: Array<TOutput | Error>) {
  const calls: TInput[] = [];
  const logic = fromPromise<TOutput, TInput>(({ input }) => {
    calls.push(input);
    if (results.length === 0) return new Promise<TOutput>(() => {});
    const next = results.shift() as TOutput | Error;
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
  });
  return { logic, calls, queue: (...more: Array<TOutput | Error>) => results.push(...more) };
}

export function makeUser(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    id: 7,
    name: 'ana',
    nickname: 'Ana',
    realname: null,
    identity_complete: true,
    kyc_status: 'verified',
    restriction: null,
    reality_check_minutes: 60,
    odds_format: 'decimal',
    email: null,
    phone: '11987654321',
    qq: null,
    gender: 0,
    invite_code: 'ANA123',
    money: '150.00',
    fs_money: '0.00',
    ml_money: '0.00',
    total_money: '150.00',
    total_slot_money: '0.00',
    total_live_money: '0.00',
    score: 0,
    register_ip: null,
    register_area: null,
    register_site: 'rodada',
    status: 1,
    is_tips_on: 1,
    is_in_on: 1,
    is_trans_on: 0,
    is_demo: 0,
    lang: 'pt',
    top_id: null,
    agent_id: null,
    total_credit: '0.00',
    used_credit: '0.00',
    level: 0,
    slot_level: 0,
    live_level: 0,
    level_name: 'VIP0',
    created_at: '2025-01-01 00:00:00',
    updated_at: '2025-01-01 00:00:00',
    deleted_at: null,
    site: 'rodada',
    is_ms_reg: 0,
    has_qk_pwd: false,
    d7_map: null,
    day7_id: null,
    bridge_password: null,
    bridge_password_token: null,
    avatar: '/avatars/m1.webp',
    unread_notifications: 0,
    two_factor: false,
    ...overrides,
  };
}

/** A house slot of the lobby's list: `Game <id>` unless named otherwise. */
export function makeGame(id: number, overrides: Partial<Game> = {}): Game {
  return {
    id,
    name: `Game ${id}`,
    category: 'slot',
    brand: 'house',
    brand_name: 'Rodada',
    icon: `/games/${id}.svg`,
    engine: 'slot',
    rtp: '96.10',
    popular: false,
    promoted: false,
    ...overrides,
  };
}
