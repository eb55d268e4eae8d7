import { readdirSync, readFileSync } from 'node:fs';
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import * as contract from '../../contract';
import * as sports from '../../contract/sports';
import type { Endpoint } from '../../contract/endpoint';
import { ERRORS, type ErrorCode } from '../../contract/errors';
import { refusalMessage } from '../../src/i18n/refusals';

const refusal = (error: string, params: Record<string, string> = {}) => ({
  error,
  params,
  message: `server: ${error}`,
});

/** Every area's refusals, as the screens that load them do. */
const loadAreas = () =>
  Promise.all([
    import('../../src/features/wallet/refusals'),
    import('../../src/features/games/refusals'),
    import('../../src/features/sports/refusals'),
    import('../../src/features/promotions/refusals'),
    import('../../src/features/agency/refusals'),
    import('../../src/features/information/refusals'),
    import('../../src/features/security/refusals'),
    import('../../src/features/profile/refusals'),
    import('../../src/features/responsible/refusals'),
    import('../../src/features/games/live/refusals'),
    import('../../src/features/privacy/refusals'),
    import('../../src/features/auth/refusals'),
    // The identity verification's, loaded with its screen.
    import('../../src/features/profile/kyc/refusals'),
    // Loaded with a refusal by the regulator's reason (src/ui/regulatorLoad.ts).
    import('../../src/ui/regulatorReasons'),
    // The forms', loaded with the later pages' texts and the login form.
    import('../../src/i18n/formRefusals'),
  ]);

/** Codes only the operator, the PIX gateway or a broken client meets: a player never sees them. */
const NOT_FOR_PLAYERS = (code: string) =>
  /^(operator|webhook)\./.test(code) ||
  [
    'member.not_found',
    // The identity provider's notification (POST /kyc/webhook).
    'kyc.webhook_unsigned',
    'kyc.case_unknown',
    'information.title_required',
    'information.body_required',
    'request.not_found',
    'idempotency.key_invalid',
    'idempotency.mismatch',
    'deposit.amount_differs',
    'currency.unsupported',
    'sports.result_invalid',
    'sports.settle_by_markets',
    'sports.already_settled',
  ].includes(code);

describe('refusals of the API, said by their code', () => {
  it('knows the first page’s refusals before any area loads, and carries a refusal’s params', () => {
    expect(refusalMessage(refusal('auth.session_expired'))).toMatchObject({
      message: 'Login expired, do you want to log in again',
    });
    // A form's are not the first page's: they come with the later pages' texts and the login form.
    expect(refusalMessage(refusal('auth.captcha_again'))).toBe('server: auth.captcha_again');
    expect(refusalMessage(refusal('withdrawal.amount_above_balance', { max: '4.00' }))).toBe(
      'server: withdrawal.amount_above_balance',
    );
  });

  it('knows an area’s refusals once its screens load, with their values', async () => {
    await loadAreas();
    expect(refusalMessage(refusal('auth.captcha_again'))).toMatchObject({
      message: 'Please obtain the verification code again',
    });
    expect(refusalMessage(refusal('withdrawal.amount_above_balance', { max: '4.00' }))).toMatchObject({
      message: 'Amount cannot be greater than {max}',
      values: { max: '4.00' },
    });
    expect(refusalMessage(refusal('withdrawal.turnover_not_reached', { amount: '40.00' }))).toMatchObject({
      message: 'Turnover not reached: play {amount} more before withdrawing',
      values: { amount: '40.00' },
    });
  });

  it('says what keeps an account from closing: only the kinds still open, with their counts', async () => {
    await loadAreas();
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    const text = refusalMessage(
      refusal('account.still_open', {
        sports_bets: '0',
        slips: '2',
        crash_rounds: '1',
        deposits: '0',
        withdrawals: '0',
      }),
    );
    expect(text).toMatchObject({
      message: 'Close the account once nothing is open. Still open: {open}',
      values: { open: 'bet slips not settled: 2; crash rounds running: 1' },
    });
  });

  it('shows an unknown code with the server’s message', () => {
    expect(refusalMessage(refusal('something.new'))).toBe('server: something.new');
  });

  it('says every refusal a player can meet: each code an endpoint declares and each a schema names', async () => {
    await loadAreas();
    const declared = new Set<string>();
    for (const [name, group] of Object.entries({ ...contract, ...sports })) {
      if (!name.endsWith('Endpoints') || name === 'OperatorEndpoints') continue;
      for (const endpoint of Object.values(group as Record<string, Endpoint>)) {
        // The back office's endpoints (/operator/…): staff meet their refusals, said by the operator app.
        if (endpoint.path.startsWith('/operator/')) continue;
        for (const code of Object.keys(endpoint.errors ?? {})) declared.add(code);
      }
    }
    const named = readdirSync('contract')
      .filter(
        (file) => file.endsWith('.ts') && file !== 'operator.ts' && file !== 'backoffice.ts' && !/^bo[A-Z]/.test(file),
      )
      .flatMap((file) =>
        [...readFileSync(`contract/${file}`, 'utf8').matchAll(/says\(\s*'([a-z_.]+)'/g)].map((m) => m[1]!),
      );
    const shown = [...declared, ...named].filter((code) => !NOT_FOR_PLAYERS(code));
    expect(shown.length).toBeGreaterThan(40);
    const unsaid = shown.filter((code) => typeof refusalMessage(refusal(code)) === 'string');
    expect(unsaid).toEqual([]);
    for (const code of shown) expect(ERRORS[code as ErrorCode], code).toBeDefined();
  });
});
