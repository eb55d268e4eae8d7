import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  DynamicWebData,
  LanguageList,
  LOCALES,
  ProfilePictures,
  ProfilePictureUser,
  ServerTextExtra,
  SocialLinks,
  UserInfo,
} from '../../contract';
import { setupServer, type TestServer } from './helpers';

let s: TestServer;
beforeAll(async () => {
  s = await setupServer();
});
afterAll(() => s.close());

const NAMES = [
  'Português',
  'English',
  'Tiếng Việt',
  'Bahasa Indonesia',
  'Bahasa Melayu',
  'ไทย',
  'Türkçe',
  '简体中文',
  '繁體中文',
];

describe('GET /api/language/getList', () => {
  it('lists the nine languages, Portuguese first, each in its own name with a flag', async () => {
    const { status, json } = await s.call('GET', '/api/language/getList?host=localhost&lang=pt');
    expect(status).toBe(200);
    const list = v.parse(LanguageList, json.data);
    expect(list.map((o) => o.value)).toEqual([...LOCALES]);
    expect(list.map((o) => o.option)).toEqual(NAMES);
    for (const option of list) expect(option.icon).toMatch(/^\p{Regional_Indicator}{2}$/u);
  });

  it('uses the Host header without a host param, and the default site for unknown hosts', async () => {
    const byHeader = await s.call('GET', '/api/language/getList', { headers: { host: 'localhost:3000' } });
    const unknown = await s.call('GET', '/api/language/getList?host=elsewhere.example');
    expect(v.parse(LanguageList, byHeader.json.data)).toHaveLength(9);
    expect(unknown.json.data).toEqual(byHeader.json.data);
  });
});

describe('GET /api/dynamicwebs/getdata', () => {
  const fetchContent = async (query: string) => {
    const { status, json } = await s.call('GET', `/api/dynamicwebs/getdata${query}`);
    expect(status).toBe(200);
    return v.parse(DynamicWebData, json.data);
  };

  it('answers three banners, the advertisement, the welcome and the reminder in the language asked', async () => {
    const en = await fetchContent('?site=rodada&lang=en');
    expect(en.site).toBe('rodada');
    expect(en.banners.map((b) => b.title)).toEqual([
      'Welcome bonus',
      'Chat rain every 5 hours',
      'Invite friends, get R$100',
    ]);
    expect(en.banners[0]?.subtitle).toContain('100% up to R$1,500');
    expect(en.banners.map((b) => b.link)).toEqual(['/recharge', '/promotion/activity', '/agency-center/invite']);
    expect(en.advertisement).toMatchObject({ link: '/recharge' });
    expect(en.reminder).toMatch(/18/);
    expect(en.welcome.title).toBe('Welcome to Rodada');
  });

  it('has its own text in every one of the nine languages', async () => {
    const all = await Promise.all(LOCALES.map((lang) => fetchContent(`?lang=${lang}`)));
    const reminders = new Set(all.map((c) => c.reminder));
    const titles = new Set(all.map((c) => c.banners[0]?.title));
    expect(reminders.size).toBe(9);
    expect(titles.size).toBe(9);
    for (const content of all) {
      expect(content.banners).toHaveLength(3);
      expect(content.reminder).toContain('18');
    }
  });

  it('reads a legacy code ("EN1") as its language', async () => {
    expect((await fetchContent('?lang=EN1')).welcome.title).toBe('Welcome to Rodada');
  });

  it('falls back to Portuguese for a language it does not have, and without one', async () => {
    const pt = await fetchContent('?lang=pt');
    expect(pt.banners[0]?.title).toBe('Bônus de boas-vindas');
    expect(await fetchContent('?lang=de')).toEqual(pt);
    expect(await fetchContent('')).toEqual(pt);
    expect(await fetchContent('?site=unknown-site&lang=xx')).toEqual(pt);
  });
});

describe('GET /api/socialmedialinks/get', () => {
  it('lists Instagram, Telegram, WhatsApp and X with url and icon', async () => {
    const { json } = await s.call('GET', '/api/socialmedialinks/get?site=rodada');
    const links = v.parse(SocialLinks, json.data);
    expect(links.map((l) => l.name)).toEqual(['Instagram', 'Telegram', 'WhatsApp', 'X']);
    for (const link of links) {
      expect(link.url).toMatch(/^https:\/\//);
      expect(link.icon).toMatch(/^[a-z]+$/);
    }
  });
});

describe('profile pictures', () => {
  it('lists six male and six female pictures, each served as an SVG cached for a long time', async () => {
    const { json } = await s.call('GET', '/api/profilepictures');
    const pictures = v.parse(ProfilePictures, json.data);
    expect(pictures.male).toHaveLength(6);
    expect(pictures.female).toHaveLength(6);
    for (const url of [...pictures.male, ...pictures.female]) {
      const response = await s.app.request(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(response.headers.get('cache-control')).toContain('max-age=31536000');
      expect(await response.text()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    }
    expect((await s.app.request('/avatars/m7.svg')).status).toBe(404);
    expect((await s.app.request('/avatars/x1.svg')).status).toBe(404);
  });

  it('answers the member’s picture and lets them choose another from the list', async () => {
    const member = await s.register();
    const current = await s.call('POST', '/api/profilepictures/user', {
      token: member.token,
      body: { member_id: 999 },
    });
    const before = v.parse(ProfilePictureUser, current.json.data).url;

    const target = before === '/avatars/f3.svg' ? '/avatars/m2.svg' : '/avatars/f3.svg';
    const set = await s.call('POST', '/api/profilepictures/set', {
      token: member.token,
      body: { url: target },
    });
    expect(set.status).toBe(200);
    expect(set.json.data).toEqual({ url: target });

    const after = await s.call('POST', '/api/profilepictures/user', { token: member.token });
    expect(after.json.data).toEqual({ url: target });
    const me = await s.call('POST', '/api/auth/me', { token: member.token });
    expect(v.parse(UserInfo, me.json.data).avatar).toBe(target);
  });

  it('refuses a picture that is not in the list with 422 Choose a picture', async () => {
    const member = await s.register();
    for (const url of ['https://evil.example/x.png', '/avatars/m9.svg', '']) {
      const answer = await s.call('POST', '/api/profilepictures/set', { token: member.token, body: { url } });
      expect(answer.status).toBe(422);
      expect(answer.json.message).toBe(ServerTextExtra.choosePicture);
    }
    const missing = await s.call('POST', '/api/profilepictures/set', { token: member.token, body: {} });
    expect(missing.json.message).toBe(ServerTextExtra.choosePicture);
  });

  it('needs a session to read or set the picture', async () => {
    expect((await s.call('POST', '/api/profilepictures/user')).status).toBe(401);
    expect((await s.call('POST', '/api/profilepictures/set', { body: { url: '/avatars/m1.svg' } })).status).toBe(401);
  });
});
