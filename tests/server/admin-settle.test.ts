import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Slip, SportsBoard, type SportsEvent } from '../../contract/sports';
import { runAdmin } from '../../server/admin';
import { members } from '../../server/db/schema';
import { credit } from '../../server/wallet/ledger';
import { OPERATOR_TOKEN, setupServer, type TestServer } from './helpers';

let s: TestServer;
beforeAll(async () => {
  s = await setupServer({}, 'admin-settle-tests');
});
afterAll(() => s.close());

async function fundedPlayer(cents: number) {
  const registered = await s.register();
  const [member] = await s.db.select({ id: members.id }).from(members).where(eq(members.phone, registered.phone));
  await s.db.transaction((tx) =>
    credit(tx, member!.id, cents, 'test.fund', `admin-settle-${member!.id}`, s.clock.now()),
  );
  return { ...registered, id: member!.id };
}

/** A slip of the sports board's 1X2 home pick on each event. */
async function slipOn(token: string, events: SportsEvent[], amount: string) {
  const legs = events.map((e) => {
    const pick = e.markets.find((m) => m.market === '1x2')!.selections[0]!;
    return { fixture_id: e.id, market: '1x2', selection: pick.selection, odds: pick.odds };
  });
  const answer = await s.call('POST', '/api/house/sports/slip', { token, body: { legs, amount } });
  expect(answer.status, answer.json.message).toBe(200);
  return v.parse(Slip, answer.json.data);
}

describe('npm run admin -- settle reports what it settled and paid', () => {
  it('counts the slips it settled and what it paid now, apart from what the match paid in all', async () => {
    const server = createAdaptorServer({ fetch: s.app.fetch, hostname: '127.0.0.1' }) as Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const board = v.parse(SportsBoard, (await s.call('GET', '/api/house/sports/board')).json.data);
      const [first, second] = board.events.filter((e) => e.status === 'upcoming') as [SportsEvent, SportsEvent];
      const p = await fundedPlayer(10_000);
      // Two singles on the bet slip (no bet of the game screen), on the same match: both win with 2-0.
      const one = await slipOn(p.token, [first], '5.00');
      const two = await slipOn(p.token, [first], '3.00');
      // An accumulator whose last leg is another match: this settlement settles its first leg only.
      await slipOn(p.token, [first, second], '2.00');
      const balance = await s.balanceOf(p.id);

      const out: string[] = [];
      const io = { out: (l: string) => out.push(l), err: (l: string) => out.push(`ERR ${l}`) };
      const env = { RODADA_API: url, ADMIN_TOKEN: OPERATOR_TOKEN };
      expect(await runAdmin(['settle', first.id, '2-0'], env, io)).toBe(0);
      const paidCents = Math.round((Number(one.potential_win) + Number(two.potential_win)) * 100);
      const paid = (paidCents / 100).toFixed(2);
      expect(out[0]).toBe(
        `Fixture ${first.id} settled: home; 0 bet(s) and 2 slip(s) settled now, R$ ${paid} paid now (R$ ${paid} in all).`,
      );
      expect(await s.balanceOf(p.id)).toBe(balance + paidCents);

      // Run again: it settles and pays nothing more, and says so.
      expect(await runAdmin(['settle', first.id, '2-0'], env, io)).toBe(0);
      expect(out[1]).toBe(
        `Fixture ${first.id} settled: home; 0 bet(s) and 0 slip(s) settled now, R$ 0.00 paid now (R$ ${paid} in all).`,
      );
      expect(await s.balanceOf(p.id)).toBe(balance + paidCents);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
