import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Game, GamePage } from '../../contract';
import { setupServer, type TestServer } from './helpers';

let s: TestServer;
beforeAll(async () => {
  s = await setupServer();
});
afterAll(() => s.close());

describe('GET /api/games/info', () => {
  it('answers one game with its engine, as the lobby lists it', async () => {
    const page = v.parse(GamePage, (await s.call('GET', '/api/games/listsv2?category=crash&per_page=1')).json.data);
    const listed = page.list[0]!;
    const { status, json } = await s.call('GET', `/api/games/info?id=${listed.id}`);
    expect(status).toBe(200);
    expect(v.parse(Game, json.data)).toEqual(listed);
    expect(listed.engine).toBe('crash');
  });

  it('answers 404 for an unknown game and 422 for a bad id', async () => {
    expect((await s.call('GET', '/api/games/info?id=999999')).json).toMatchObject({
      code: 404,
      message: 'Game not found',
    });
    expect((await s.call('GET', '/api/games/info?id=abc')).status).toBe(422);
  });
});
