import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betAboveMaximum } from '../../server/house/config';
import { DRAIN_BYTES } from '../../server/http/body-limit';
import { GameText, InformationText, MAX_AMOUNT, MoneyText, PromoText, ServerText, WithdrawText } from '../../contract';
import { identityFor } from '../identity';
import { listen, OPERATOR_TOKEN, setupServer, type TestServer } from './helpers';

/** The holes the fuzz found (tests/server/fuzz.test.ts), each pinned with the answer a person gets. */

let s: TestServer;
let member: { phone: string; token: string };
beforeAll(async () => {
  s = await setupServer();
  member = await s.register();
});
afterAll(() => s.close());

const TOO_LARGE = `Amount cannot be greater than ${MAX_AMOUNT}`;

describe('ids beyond a database integer', () => {
  it.each([2147483648, '2147483648', 9007199254740993, '1e3', 1.5, true, 0, '-1'])(
    'a game id of %j is "Game not found" (422), never a 500',
    async (id) => {
      const play = await s.call('POST', '/api/house/rounds', {
        token: member.token,
        body: { game_id: id, launch: 'x', choice: { amount: '1.00' } },
      });
      expect([play.status, play.json.message]).toEqual([422, GameText.gameNotFound]);
      const info = await s.call('GET', `/api/games/info?id=${encodeURIComponent(String(id))}`);
      expect([info.status, info.json.message]).toEqual([422, GameText.gameNotFound]);
    },
  );

  it('an id in an array is not an id', async () => {
    const play = await s.call('POST', '/api/house/rounds', {
      token: member.token,
      body: { game_id: [1], launch: 'x', choice: { amount: '1.00' } },
    });
    expect([play.status, play.json.message]).toEqual([422, GameText.gameNotFound]);
  });

  it('the largest id is still looked up: 404 when there is no such game', async () => {
    const info = await s.call('GET', '/api/games/info?id=2147483647');
    expect([info.status, info.json.message]).toEqual([404, GameText.gameNotFound]);
  });

  it('other ids answer their own message', async () => {
    const token = member.token;
    const read = await s.call('POST', '/api/informationcenter/notification/read', { token, body: { id: 2147483648 } });
    expect([read.status, read.json.message]).toEqual([422, InformationText.notificationNotFound]);
    const key = await s.call('POST', '/api/member/bank/remove', { token, body: { id: '9007199254740993' } });
    expect([key.status, key.json.message]).toEqual([422, WithdrawText.keyNotFound]);
    const friend = await s.call('POST', '/api/invitationactivity/claim', { token, body: { invitee_id: 2147483648 } });
    expect([friend.status, friend.json.message]).toEqual([422, PromoText.userDoesNotExist]);
    const channel = await s.call('POST', '/api/recharge/online', {
      token,
      body: { money: '50.00', payment_id: 2147483648 },
    });
    expect([channel.status, channel.json.message]).toEqual([422, MoneyText.channelUnknown]);
  });
});

describe('amounts of 2^53 centavos and more', () => {
  it.each(['9007199254740993', 9007199254740993, '99999999999999999999.99', '10000000000.01'])(
    'a deposit, a withdrawal and a bet of %j get the amount’s own message',
    async (money) => {
      const token = member.token;
      const deposit = await s.call('POST', '/api/recharge/online', { token, body: { money, payment_id: 1 } });
      expect([deposit.status, deposit.json.message, deposit.json.data]).toEqual([
        422,
        TOO_LARGE,
        { errors: { money: TOO_LARGE } },
      ]);
      const withdrawal = await s.call('POST', '/api/drawing', {
        token,
        body: {
          money,
          qk_pwd: '123456',
          payment_type: 'CPF',
          account: identityFor(member.phone).cpf,
          cpf_id: identityFor(member.phone).cpf,
          name: 'Ana',
        },
      });
      expect([withdrawal.status, withdrawal.json.message]).toEqual([422, TOO_LARGE]);
      // A bet's bound is the house's maximum.
      const bet = await s.call('POST', '/api/house/rounds', {
        token,
        body: { game_id: 1, launch: 'x', choice: { amount: money } },
      });
      expect([bet.status, bet.json.message]).toEqual([422, betAboveMaximum()]);
    },
  );

  it('the largest amount is still weighed by the channel', async () => {
    const deposit = await s.call('POST', '/api/recharge/online', {
      token: member.token,
      body: { money: MAX_AMOUNT, payment_id: 1 },
    });
    expect(deposit.status).toBe(422);
    expect(deposit.json.message).toMatch(/^The amount is above the maximum for this payment channel: R\$/);
  });
});

describe('NUL and control characters', () => {
  it('a NUL in a text field gets the field’s message (422)', async () => {
    const round = await s.call('GET', '/api/house/crash/round?round_id=%00', { token: member.token });
    expect([round.status, round.json.message]).toEqual([422, 'Round not found']);
    const order = await s.call('GET', '/api/recharge/order?order_no=RD%00', { token: member.token });
    expect([order.status, order.json.message]).toEqual([422, MoneyText.orderNotFound]);
    const login = await s.call('POST', '/api/auth/login2', {
      body: { phone: member.phone, password: 'segredo1', captcha_key: 'k\u0000', captcha: 'ABCD' },
    });
    expect([login.status, login.json.message]).toEqual([422, ServerText.captchaAgain]);
  });

  it('a NUL anywhere else — an ignored field, a key, the query — is 422 before any handler', async () => {
    const site = await s.call('GET', '/api/dynamicwebs/getdata?site=%00');
    expect([site.status, site.json.message]).toEqual([422, ServerText.invalidRequest]);
    const extra = await s.call('GET', '/api/health?zz=a%00b');
    expect([extra.status, extra.json.message, extra.json.data]).toEqual([
      422,
      ServerText.invalidRequest,
      { errors: { zz: ServerText.invalidRequest } },
    ]);
    const tolerated = await s.call('POST', '/api/games/follow/set', {
      token: member.token,
      body: { game_id: 1, member_id: ['\u0000'] },
    });
    expect([tolerated.status, tolerated.json.data]).toEqual([
      422,
      { errors: { 'member_id.0': ServerText.invalidRequest } },
    ]);
    const key = await s.call('POST', '/api/auth/me', { token: member.token, body: '{"\\u0000":1}' });
    expect(key.status).toBe(422);
  });

  it('an order number with a NUL in a sandbox page’s path is an order that does not exist (404)', async () => {
    for (const path of ['/sandbox/pix/RD%00x', '/sandbox/pix/%00/qr.svg'])
      expect((await s.request('GET', path)).status).toBe(404);
    expect((await s.request('POST', '/sandbox/pix/%00/confirm')).status).toBe(404);
  });

  it('a one-line field refuses control characters; a notification body keeps its line breaks', async () => {
    const name = await s.call('POST', '/api/member/bank/add', {
      token: member.token,
      body: { payment_type: 'CPF', account: identityFor(member.phone).cpf, name: 'Ana\u001b[31m' },
    });
    expect(name.json.message).not.toBe(ServerText.serverError);
    const title = await s.call('POST', '/api/operator/notify', {
      token: OPERATOR_TOKEN,
      body: { phone: member.phone, title: 'Olá\u0007', body: 'x' },
    });
    expect([title.status, title.json.message]).toEqual([422, InformationText.enterTitle]);
    const body = await s.call('POST', '/api/operator/notify', {
      token: OPERATOR_TOKEN,
      body: { phone: member.phone, title: 'Olá', body: 'linha 1\n\tlinha 2\r\n' },
    });
    expect(body.status).toBe(200);
    const list = await s.call('GET', '/api/informationcenter/notification', { token: member.token });
    expect((list.json.data as { list: { body: string }[] }).list[0]!.body).toBe('linha 1\n\tlinha 2');
  });

  it('lone surrogates (no character at all) are refused like control characters', async () => {
    const odd = '\uddf51Q4900-j6h\ude97\udeb1Y8d72X`\ud883';
    const title = await s.call('POST', '/api/operator/announce', {
      token: OPERATOR_TOKEN,
      body: { title: odd, body: 'x' },
    });
    expect([title.status, title.json.message]).toEqual([422, InformationText.enterTitle]);
    const body = await s.call('POST', '/api/operator/announce', {
      token: OPERATOR_TOKEN,
      body: { title: 'Olá', body: odd },
    });
    expect([body.status, body.json.message]).toEqual([422, InformationText.enterBody]);
    const emoji = await s.call('POST', '/api/operator/announce', {
      token: OPERATOR_TOKEN,
      body: { title: 'Olá 🎰🇧🇷', body: 'x' },
    });
    expect(emoji.status).toBe(200);
    // The captcha is spent before the body is validated: the key is refused before it reaches the database.
    const login = await s.call('POST', '/api/auth/login2', {
      body: { phone: member.phone, password: 'segredo1', captcha_key: odd, captcha: 'ABCD' },
    });
    expect([login.status, login.json.message]).toEqual([422, ServerText.captchaAgain]);
    const ignored = await s.call('POST', '/api/auth/me', { token: member.token, body: { zz: ['\udc00\ud800'] } });
    expect([ignored.status, ignored.json.data]).toEqual([422, { errors: { 'zz.0': ServerText.invalidRequest } }]);
  });

  it('an e-mail with a control character is not an e-mail', async () => {
    const verify = await s.call('POST', '/api/security/verify', {
      token: member.token,
      body: { password: 'segredo1' },
    });
    expect(verify.status).toBe(200);
    const code = await s.call('POST', '/api/security/email/code', {
      token: member.token,
      body: { email: 'ana\u0000@example.com' },
    });
    expect([code.status, code.json.message]).toEqual([422, 'Please enter a valid e-mail']);
  });
});

describe('malformed bodies', () => {
  it.each([
    ['multipart/form-data; boundary=abc', '--other\r\nContent-Disposition: form-data; name="lang"\r\n\r\npt\r\n--oth'],
    ['multipart/form-data', 'lang=pt'],
  ])('a broken form (%s) on the captcha is 400 Please fix the error in the form', async (type, body) => {
    const answer = await s.call('POST', '/api/auth/captcha', { headers: { 'content-type': type }, body });
    expect([answer.status, answer.json.message]).toEqual([400, ServerText.invalidRequest]);
  });

  it('a field without a message of its own never shows valibot’s text', async () => {
    const list = await s.call('POST', '/api/operator/withdrawals/list', {
      token: OPERATOR_TOKEN,
      body: { status: 'nope' },
    });
    expect([list.status, list.json.message]).toEqual([422, ServerText.invalidRequest]);
    const page = await s.call('POST', '/api/recharge/list', { token: member.token, body: { page: 'two' } });
    expect([page.status, page.json.message]).toEqual([422, ServerText.invalidRequest]);
  });
});

describe('a body over the limit (413) on a keep-alive connection', () => {
  interface Answer {
    status: number;
    json: { code: number; message: string };
    connection: string | undefined;
    socket: unknown;
  }

  async function withServer(
    run: (send: (path: string, body?: Buffer, chunked?: boolean) => Promise<Answer>) => Promise<void>,
  ) {
    const server = await listen(s);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const send = (path: string, body?: Buffer, chunked = false) =>
      new Promise<Answer>((resolve, reject) => {
        const headers: Record<string, string | number> = { 'content-type': 'application/json' };
        if (body && !chunked) headers['content-length'] = body.length;
        const req = http.request(`${server.url}${path}`, { method: body ? 'POST' : 'GET', agent, headers }, (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode!,
              json: JSON.parse(text),
              connection: res.headers.connection,
              socket: req.socket,
            }),
          );
        });
        req.on('error', reject);
        if (body && chunked)
          for (let i = 0; i < body.length; i += 16 * 1024) req.write(body.subarray(i, i + 16 * 1024));
        else if (body) req.write(body);
        req.end();
      });
    try {
      await run(send);
    } finally {
      agent.destroy();
      await server.close();
    }
  }

  const bodyOf = (bytes: number) => Buffer.from(JSON.stringify({ lang: 'x'.repeat(bytes) }));

  it('answers 413 and the next request on the same connection succeeds', async () => {
    await withServer(async (send) => {
      const refused = await send('/api/auth/captcha', bodyOf(1024 * 1024));
      expect([refused.status, refused.json.code, refused.json.message]).toEqual([413, 413, ServerText.invalidRequest]);
      expect(refused.connection).toBe('keep-alive');
      const next = await send('/api/health');
      expect(next.status).toBe(200);
      expect(next.socket).toBe(refused.socket);
      const again = await send('/api/auth/captcha', Buffer.from('{}'));
      expect(again.status).toBe(200);
    });
  });

  it('also when the body comes without a length (chunked)', async () => {
    await withServer(async (send) => {
      const refused = await send('/api/auth/captcha', bodyOf(512 * 1024), true);
      expect(refused.status).toBe(413);
      expect((await send('/api/health')).status).toBe(200);
      const small = await send('/api/auth/captcha', Buffer.from('{"lang":"pt"}'), true);
      expect(small.status).toBe(200);
    });
  });

  it('a body too large to drain is answered with Connection: close, and the client reconnects cleanly', async () => {
    await withServer(async (send) => {
      const refused = await send('/api/auth/captcha', bodyOf(DRAIN_BYTES + 1024));
      expect([refused.status, refused.connection]).toEqual([413, 'close']);
      expect((await send('/api/health')).status).toBe(200);
    });
  });
});
