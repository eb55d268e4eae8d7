import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AnnouncementList, NotificationList, SupportList } from '../../contract/information';
import { DynamicWebData } from '../../contract/site';
import { adminCli, type Listener, OPERATOR_TOKEN, serveFile, type TestServer } from './helpers';

let s: TestServer;
let http: Listener;
serveFile((running) => ({ s, http } = running));

const cli = () => adminCli(http.url);

describe('information center', () => {
  it("support: the chat first, the e-mail the footer's legal data name", async () => {
    const list = v.parse(SupportList, (await s.call('GET', '/api/informationcenter/support')).json.data);
    expect(list[0]).toMatchObject({ id: 1, title: 'Chat 24h', linkurl: expect.stringMatching(/^https:\/\/wa\.me\//) });
    const site = v.parse(DynamicWebData, (await s.call('GET', '/api/dynamicwebs/getdata?lang=pt')).json.data);
    expect(site.legal?.sac.email).toBe('sac@rodada.bet.br');
    expect(list.at(-1)).toMatchObject({ description: 'sac@rodada.bet.br', linkurl: 'mailto:sac@rodada.bet.br' });
  });

  it('announcements are posted by the operator and read by anyone, newest first, as text', async () => {
    const c = cli();
    expect(await c.run(['announce', 'Manutenção', 'Hoje', 'às', '<b>23h</b>'])).toBe(0);
    expect(c.out[0]).toMatch(/^Announcement \d+ posted\.$/);
    expect(await cli().run(['announce', 'Só título'])).toBe(2);
    const refused = await s.call('POST', '/api/operator/announce', {
      token: OPERATOR_TOKEN,
      body: { title: ' ', body: 'x' },
    });
    expect(refused.status).toBe(422);
    expect(refused.json.message).toBe('Enter a title');
    const list = v.parse(AnnouncementList, (await s.call('GET', '/api/informationcenter/announcement')).json.data);
    expect(list[0]).toMatchObject({ title: 'Manutenção', body: 'Hoje às <b>23h</b>' });
  });

  it('notifications: one member’s, unread until read, never another member’s', async () => {
    const ana = await s.register();
    const bia = await s.register();
    expect(await cli().run(['notify', ana.phone, 'Bônus', 'Seu', 'bônus', 'chegou'])).toBe(0);
    expect(await cli().run(['notify', ana.phone, 'Saque', 'Pago'])).toBe(0);
    expect(await cli().run(['notify', '123', 'x', 'y'])).toBe(2);
    const mine = v.parse(
      NotificationList,
      (await s.call('GET', '/api/informationcenter/notification', { token: ana.token })).json.data,
    );
    expect(mine.unread).toBe(2);
    expect(mine.list.map((n) => [n.title, n.read])).toEqual([
      ['Saque', false],
      ['Bônus', false],
    ]);
    expect(mine.list[1]?.body).toBe('Seu bônus chegou');

    const theirs = await s.call('POST', '/api/informationcenter/notification/read', {
      token: bia.token,
      body: { id: mine.list[0]!.id },
    });
    expect(theirs.status).toBe(404);
    const one = await s.call('POST', '/api/informationcenter/notification/read', {
      token: ana.token,
      body: { id: mine.list[0]!.id },
    });
    expect(one.json.data).toEqual({ unread: 1 });
    const all = await s.call('POST', '/api/informationcenter/notification/read', { token: ana.token, body: {} });
    expect(all.json.data).toEqual({ unread: 0 });
    expect((await s.call('GET', '/api/informationcenter/notification')).status).toBe(401);
    const hers = v.parse(
      NotificationList,
      (await s.call('GET', '/api/informationcenter/notification', { token: bia.token })).json.data,
    );
    expect(hers).toEqual({ list: [], unread: 0 });
  });
});
