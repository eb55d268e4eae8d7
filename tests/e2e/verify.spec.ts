import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { creditMember, openSignedIn, registerViaApi } from './helpers';

/*
 * Every round of every house game is verifiable: after a crash round and a live round, the game record
 * links each to /verify, which recomputes it in the browser with the engines' own code and confirms it.
 */

type Game = { id: number; name: string; engine: string };
type Envelope<T> = { data: T };

const VERIFIED = 'Verificado: esta rodada foi decidida pela seed comprometida antes dela, exatamente como registrado.';

async function firstGame(request: APIRequestContext, category: string, engine: string): Promise<Game> {
  const answer = await request.get(`/api/games/listsv2?category=${category}&per_page=24`);
  const { list } = ((await answer.json()) as Envelope<{ list: Game[] }>).data;
  const game = list.find((g) => g.engine === engine);
  expect(game, `a ${engine} game`).toBeTruthy();
  return game!;
}

/** Opens the game record, follows the game's "Verificar" link and expects the verifier to confirm the round. */
async function verifiedFromRecord(page: Page, gameName: string) {
  await page.goto('/gameRecord');
  const row = page.getByRole('row').filter({ hasText: gameName }).first();
  await expect(row).toBeVisible();
  await row.getByRole('link', { name: 'Verificar' }).click();
  await expect(page).toHaveURL(/\/verify\?round=/);
  await expect(page.getByText(VERIFIED)).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.verify-checks .verify-bad')).toHaveCount(0);
  await expect(page.locator('.verify-checks .verify-ok')).toHaveCount(3);
}

test('a crash round and a live round: the game record links each to /verify, which confirms it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const member = await registerViaApi(request);
  await creditMember(request, member.phone, '100.00');
  const auth = { Authorization: `Bearer ${member.token}` };

  // A crash round, with an automatic cash-out: over within a second (at 1.01× or an instant crash).
  const crash = await firstGame(request, 'crash', 'crash');
  const bet = await request.post('/api/house/crash/bet', {
    headers: auth,
    data: { game_id: crash.id, amount: '1.00', auto_cashout: '1.01' },
  });
  expect(bet.status()).toBe(200);
  const { round_id: crashRound } = ((await bet.json()) as Envelope<{ round_id: string }>).data;
  await expect
    .poll(
      async () => {
        const answer = await request.get(`/api/house/crash/round?round_id=${crashRound}`, { headers: auth });
        return ((await answer.json()) as Envelope<{ status: string }>).data.status;
      },
      { timeout: 15_000 },
    )
    .not.toBe('running');

  // A live round: a bet while the table takes bets, paid once its draw is made.
  const live = await firstGame(request, 'live', 'live');
  const launched = await request.post('/api/day7/day7LoginV2', { headers: auth, data: { game_id: live.id } });
  const launch = new URL(((await launched.json()) as Envelope<{ url: string }>).data.url, 'http://x').searchParams.get(
    'launch',
  )!;
  type Table = { table: string; state: { sequence: number; phase: string; ms_left: number } };
  const table = async () =>
    ((await (await request.get(`/api/live/table?game_id=${live.id}`, { headers: auth })).json()) as Envelope<Table>)
      .data;
  // A round taking bets with time left for one.
  let now = await table();
  await expect
    .poll(
      async () => {
        now = await table();
        return now.state.phase === 'betting' && now.state.ms_left >= 2000;
      },
      { timeout: 45_000, intervals: [500] },
    )
    .toBe(true);
  const chosen = { roulette: { kind: 'red' }, bacbo: { kind: 'player' }, wheel: { kind: 'segment', number: 1 } }[
    now.table
  ];
  const placed = await request.post('/api/live/bet', {
    headers: auth,
    data: { game_id: live.id, launch, sequence: now.state.sequence, bets: [{ ...chosen, amount: '1.00' }] },
  });
  expect(placed.status()).toBe(200);
  await expect
    .poll(
      async () => {
        const answer = await request.post('/api/game/record', { headers: auth, data: { category: 'live' } });
        return ((await answer.json()) as Envelope<{ list: { round_id: string }[] }>).data.list.length;
      },
      { timeout: 60_000, intervals: [1000] },
    )
    .toBe(1);

  await openSignedIn(page, member.token, '/');
  await verifiedFromRecord(page, crash.name);
  await verifiedFromRecord(page, live.name);
});
