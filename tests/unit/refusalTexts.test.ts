import { readdirSync, readFileSync } from 'node:fs';
import type { MessageDescriptor } from '@lingui/core';
import { describe, expect, it, vi } from 'vitest';
import { ERRORS, type ErrorCode } from '../../contract/errors';
import type { RefusalText } from '../../src/i18n/refusals';
import { REFUSALS as OPERATOR_TEXTS } from '../../src/operator/refusals';

/**
 * A refusal's English sentence is written once, in its area's declaration (contract/<area>.refusals.ts).
 * The apps say refusals with Lingui `msg` literals (the catalogs are extracted from them), so this reads
 * every text the player's app registers and every text the back office says, and fails one whose English
 * source is not the contract's sentence for its code — unless the code is listed below, where the app
 * says something of its own on purpose.
 */

/** Where the player's app says a refusal its own way: the spec's screens' wording, or params it words itself. */
const PLAYER_WORDING = new Set<ErrorCode>([
  // The spec's screens say these in the app's words (the API's are for other clients).
  'server.error',
  'auth.unauthenticated',
  'auth.forced_offline',
  'amount.invalid',
  'day.invalid',
  'idempotency.in_progress',
  'sports.fixture_not_found',
  'round.choice_invalid',
  'launch.invalid',
  'withdrawal.not_pending',
  'withdrawal.password_guessable',
  // The amounts come as params the app words itself (the API's text carries "R$" or a channel).
  'deposit.amount_below_channel_minimum',
  'deposit.amount_above_channel_maximum',
  'withdrawal.turnover_not_reached',
  'responsible.limit_amount_invalid',
  'responsible.deposit_limit',
  'responsible.loss_limit',
  'responsible.offer_answer_unknown',
  'account.balance_left',
  'account.still_open',
  // Identity verification's gate, said short: the verification's callout says the rest where the player is.
  'kyc.required',
  'kyc.pending',
  'kyc.rejected',
  // A game provider's wallet call: the player is told what to do, not what the provider sent.
  'seamless.request_invalid',
  'seamless.amount_invalid',
  'seamless.transaction_conflict',
  'seamless.rolled_back',
  'seamless.debit_unknown',
  'seamless.mismatch',
]);

/** Where the back office says a refusal its own way: what the staff member does next, in the page's words. */
const OPERATOR_WORDING = new Set<ErrorCode>([
  'request.invalid',
  'auth.unauthenticated',
  'auth.session_expired',
  'auth.too_many_attempts',
  'member.not_found',
  'amount.two_decimals',
  'amount.invalid',
  'responsible.period_unknown',
  'responsible.self_excluded_permanently',
  'responsible.already_restricted',
  'sports.fixture_not_found',
  'sports.already_settled',
  'sports.result_invalid',
  'sports.market_invalid',
  'operator.reference_used',
  'operator.site_unknown',
  'operator.legal_text_required',
  'operator.reference_invalid',
  'withdrawal.not_pending',
  'order.not_found',
  'promotion.switched_off',
  'information.body_required',
  'staff.roles_required',
  'staff.token_actor',
  'player.debit_above_balance',
  'compliance.rule_unknown',
  'compliance.rule_invalid',
  'compliance.flag_closed',
  'compliance.note_required',
  'compliance.channel_unknown',
  'compliance.outcome_unknown',
  'promotions.lang_unknown',
  'site.text_required',
  'site.banner_order_mismatch',
  'notifications.target_invalid',
  'notifications.key_invalid',
  'notifications.key_reused',
  'report.rate_invalid',
]);

/** Every text the player's app registers, each registration kept (a later one replaces an earlier one at run time). */
const registered = vi.hoisted(() => [] as [string, unknown][]);
vi.mock('../../src/i18n/refusals', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/i18n/refusals')>();
  return {
    ...actual,
    registerRefusals: (texts: Record<string, RefusalText>) => {
      registered.push(...Object.entries(texts));
      actual.registerRefusals(texts);
    },
  };
});

/** The modules that register refusals: every file of src/ that calls registerRefusals. */
const REGISTERING = import.meta.glob([
  '../../src/features/**/*{refusals,Refusals}.ts',
  '../../src/ui/*Refusals.ts',
  '../../src/ui/regulatorReasons.tsx',
  '../../src/i18n/limits.ts',
  '../../src/i18n/formRefusals.ts',
]);

const filesOf = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesOf(`${dir}/${entry.name}`) : [`${dir}/${entry.name}`],
  );

/** The English source of a text, its params named by the contract's text (dates and amounts must be valid). */
function english(
  text: RefusalText | MessageDescriptor | ((params: Record<string, string>) => MessageDescriptor),
  code: string,
) {
  const names = [...(ERRORS[code as ErrorCode]?.text ?? '').matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const params = Object.fromEntries(names.map((name) => [name, '2026-01-01T00:00:00Z']));
  const descriptor = typeof text === 'function' ? text(params) : text;
  return descriptor.message ?? '';
}

/** A sentence with its placeholders unnamed: the apps name a param after the words they make of it. */
const shape = (text: string) => text.replace(/\{\w+\}/g, '{}');

function drift(texts: [string, unknown][], own: Set<ErrorCode>) {
  const differs: string[] = [];
  const stale = new Set(own);
  for (const [code, text] of texts) {
    if (!(code in ERRORS)) continue; // the app's own codes ('network', 'response.unreadable'…)
    const same = shape(english(text as RefusalText, code)) === shape(ERRORS[code as ErrorCode].text);
    if (own.has(code as ErrorCode)) {
      if (!same) stale.delete(code as ErrorCode);
    } else if (!same)
      differs.push(`${code}: "${english(text as RefusalText, code)}" ≠ "${ERRORS[code as ErrorCode].text}"`);
  }
  return { differs, stale: [...stale] };
}

describe('the apps’ refusal texts', () => {
  it('are registered by every file that registers refusals', () => {
    const calling = filesOf('src')
      .filter((file) => file !== 'src/i18n/refusals.ts' && /\.tsx?$/.test(file))
      .filter((file) => readFileSync(file, 'utf8').includes('registerRefusals('))
      .map((file) => `../../${file}`)
      .sort();
    expect(Object.keys(REGISTERING).sort()).toEqual(calling);
  });

  it('say the player’s refusals in the contract’s English sentence, or in words of their own on purpose', async () => {
    const { refusalMessage } = await import('../../src/i18n/refusals');
    // The first page's texts, known before any area loads.
    const firstPage = Object.keys(ERRORS).flatMap((code): [string, unknown][] => {
      const said = refusalMessage({ error: code, params: {}, message: '§' });
      return typeof said === 'string' ? [] : [[code, said]];
    });
    await Promise.all(Object.values(REGISTERING).map((load) => load()));
    expect(registered.length).toBeGreaterThan(150);
    const { differs, stale } = drift([...firstPage, ...registered], PLAYER_WORDING);
    expect(differs).toEqual([]);
    expect(stale, 'listed as the app’s own wording but said as the contract says it').toEqual([]);
  });

  it('say the back office’s refusals in the contract’s English sentence, or in words of their own on purpose', () => {
    const { differs, stale } = drift(Object.entries(OPERATOR_TEXTS), OPERATOR_WORDING);
    expect(Object.keys(OPERATOR_TEXTS).length).toBeGreaterThan(80);
    expect(differs).toEqual([]);
    expect(stale, 'listed as the app’s own wording but said as the contract says it').toEqual([]);
  });
});
