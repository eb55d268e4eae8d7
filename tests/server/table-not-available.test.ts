import * as v from 'valibot';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { GamePage } from '../../contract';
import { setupServer, type TestServer } from './helpers';

/*
 * GET /house/table for a catalogue entry that is not a house table (the sports entry) answers its declared
 * refusal, never a 5xx (found by npm run fuzz).
 */
let s: TestServer;
beforeAll(async () => {
  s = await setupServer();
}, 60_000);
afterAll(() => s?.close());

it('refuses a title that is no house table with game.not_available, not a server error', async () => {
  const p = await s.register();
  const page = v.parse(GamePage, (await s.call('GET', '/api/games/listsv2?category=sports&per_page=1')).json.data);
  const sports = page.list[0]!;
  const answer = await s.call('GET', `/api/house/table?game_id=${sports.id}`, { token: p.token });
  expect(answer.status).toBeLessThan(500);
  expect(answer.json.error).toBe('game.not_available');
});
