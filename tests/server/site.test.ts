import { PROMOTIONS } from '../../server/promotions/config';
import { fillPromoTokens } from '../../server/site/promoTokens';
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
import { and, eq } from 'drizzle-orm';
import { isValidCnpj } from '../../contract/money';
import { siteContent, sites } from '../../server/db/schema';
import { siteContentFor } from '../../server/site/content';
import { OPERATOR_TOKEN, setupServer, type TestServer } from './helpers';
import { LANGUAGE_NAMES } from '../languages';

let s: TestServer;
beforeAll(async () => {
  s = await setupServer();
});
afterAll(() => s.close());

describe('GET /api/language/getList', () => {
  it('lists the nine languages, Portuguese first, each in its own name with a flag', async () => {
    const { status, json } = await s.call('GET', '/api/language/getList?host=localhost&lang=pt');
    expect(status).toBe(200);
    const list = v.parse(LanguageList, json.data);
    expect(list.map((o) => o.value)).toEqual([...LOCALES]);
    expect(list.map((o) => o.option)).toEqual(LANGUAGE_NAMES);
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

  it('the open site answers three banners, the first-deposit advertisement, the welcome and the reminder', async () => {
    const en = await fetchContent('?site=rodada-open&lang=en');
    expect(en).toMatchObject({ site: 'rodada-open', profile: 'open' });
    expect(en.banners.map((b) => b.title)).toEqual([
      'First deposit bonus',
      'Daily loss relief',
      'Invite friends, get R$100',
    ]);
    expect(en.banners[0]?.subtitle).toBe('Deposit R$100 or more for the first time and get R$10');
    expect(en.banners.map((b) => b.link)).toEqual([
      '/recharge',
      '/promotion/activity/daily-loss-relief-fund',
      '/agency-center/invite',
    ]);
    expect(en.advertisement).toMatchObject({ title: 'First deposit gift', link: '/recharge' });
    expect(en.advertisement?.body).toBe('Make your first deposit of R$100 or more and get R$10 free to play.');
    expect(en.reminder).toMatch(/18/);
    expect(en.welcome.title).toBe('Welcome to Rodada');
    // The marks stay on the server.
    expect(JSON.stringify(en)).not.toContain('depositLinked');
    const byHost = await s.call('GET', '/api/dynamicwebs/getdata?lang=en', {
      headers: { host: 'open.localhost:3000' },
    });
    expect(v.parse(DynamicWebData, byHost.json.data)).toEqual(en);
  });

  it('the regulated demo site promises no deposit bonus and advertises no free spin to visitors, in every language', async () => {
    const all = await Promise.all(LOCALES.map((lang) => fetchContent(`?site=rodada&lang=${lang}`)));
    for (const content of all) {
      expect(content.profile).toBe('regulated-br');
      // The invitation's reward waits for the friend's first deposit, and the free wheel is an advantage
      // offered before any bet: neither is advertised here (members find the wheel in the promotions).
      expect(content.banners.map((b) => b.link)).toEqual(['/promotion/activity/daily-loss-relief-fund']);
      // Every reward is filled in from the configuration: no token is left.
      expect(JSON.stringify(content)).not.toMatch(/\{[a-zA-Z]+\.[a-zA-Z]+\}/);
      expect(content.advertisement).toBeNull();
      expect(JSON.stringify(content)).not.toMatch(/R\$ ?1[.,]500|100%|\/recharge"|lottery-wheel/);
    }
    const [pt, en] = all;
    expect(JSON.stringify(pt)).not.toMatch(/primeiro depósito|roleta/i);
    expect(JSON.stringify(en)).not.toMatch(/first deposit|wheel/i);
  });

  it('drops whatever is marked deposit-linked from a regulated site, even when stored there', async () => {
    const [site] = await s.db.select().from(sites).where(eq(sites.code, 'rodada'));
    const [row] = await s.db
      .select()
      .from(siteContent)
      .where(and(eq(siteContent.siteId, site!.id), eq(siteContent.lang, 'pt')));
    const stored = siteContentFor('pt', 'open');
    await s.db
      .update(siteContent)
      .set({ content: stored })
      .where(and(eq(siteContent.siteId, site!.id), eq(siteContent.lang, 'pt')));
    try {
      const pt = await fetchContent('?site=rodada&lang=pt');
      expect(pt.banners.map((b) => b.title)).toEqual(['Fundo de alívio diário']);
      expect(pt.advertisement).toBeNull();
    } finally {
      await s.db
        .update(siteContent)
        .set({ content: row!.content })
        .where(and(eq(siteContent.siteId, site!.id), eq(siteContent.lang, 'pt')));
    }
  });

  it('states each reward as the promotion’s configuration has it, in the reader’s language', async () => {
    const reward = PROMOTIONS.ftd.rewardCents / 100;
    const minimum = PROMOTIONS.ftd.minDepositCents / 100;
    const pt = await fetchContent('?site=rodada-open&lang=pt');
    // Money as Intl writes it in Portuguese: "R$ 10", with a no-break space.
    expect(pt.banners[0]?.subtitle).toBe(
      `Deposite R$\u00a0${minimum} ou mais pela primeira vez e ganhe R$\u00a0${reward}`,
    );
    expect(pt.advertisement?.body).toContain(`receba R$\u00a0${reward} grátis`);
    expect(pt.banners[1]?.subtitle).toBe(
      `${PROMOTIONS.dailyRescue.percent}% da sua perda líquida de ontem de volta, todos os dias`,
    );
    // The activity page reads the same configuration (the rules the activity list answers).
    const listed = await s.call('GET', '/api/activitydetails/get?site=rodada-open');
    expect(JSON.stringify(listed.json.data)).toContain(String(PROMOTIONS.ftd.rewardCents / 100));
    // A token in stored content is filled; an unknown one is left as written.
    expect(fillPromoTokens('{invitation.reward} / {nope.x}', 'tr')).toBe(
      `${new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'BRL', maximumFractionDigits: 0 }).format(PROMOTIONS.invitation.rewardCents / 100)} / {nope.x}`,
    );
  });

  it("carries the site's profile and the operator's legal data", async () => {
    const pt = await fetchContent('?lang=pt');
    expect(pt.profile).toBe('regulated-br');
    expect(pt.legal).toEqual({
      legal_name: 'Rodada Entretenimento e Apostas Ltda.',
      cnpj: '42.424.242/0001-52',
      authorisation: expect.stringMatching(/^Portaria SPA\/MF nº [\d.]+, de /),
      address: expect.stringContaining('São Paulo'),
      sac: { phone: expect.any(String), email: 'sac@rodada.bet.br' },
      ouvidoria: { phone: expect.any(String), email: 'ouvidoria@rodada.bet.br' },
      dpo: { name: expect.any(String), email: 'privacidade@rodada.bet.br' },
      regulator_url: 'https://www.gov.br/fazenda/pt-br/composicao/orgaos/secretaria-de-premios-e-apostas',
      self_exclusion_url: 'https://www.gov.br/fazenda/pt-br/assuntos/prêmios-e-apostas/autoexclusao',
    });
    expect(isValidCnpj(pt.legal!.cnpj)).toBe(true);
  });

  it('has its own text in every one of the nine languages', async () => {
    const all = await Promise.all(LOCALES.map((lang) => fetchContent(`?lang=${lang}`)));
    const reminders = new Set(all.map((c) => c.reminder));
    const titles = new Set(all.map((c) => c.banners[0]?.title));
    expect(reminders.size).toBe(9);
    expect(titles.size).toBe(9);
    for (const content of all) {
      expect(content.banners).toHaveLength(1);
      expect(content.reminder).toContain('18');
    }
  });

  it('reads a legacy code ("EN1") as its language', async () => {
    expect((await fetchContent('?lang=EN1')).welcome.title).toBe('Welcome to Rodada');
  });

  it('falls back to Portuguese for a language it does not have, and without one', async () => {
    const pt = await fetchContent('?lang=pt');
    expect(pt.banners[0]?.title).toBe('Fundo de alívio diário');
    expect(await fetchContent('?lang=de')).toEqual(pt);
    expect(await fetchContent('')).toEqual(pt);
    expect(await fetchContent('?site=unknown-site&lang=xx')).toEqual(pt);
  });
});

describe('POST /api/operator/site/legal', () => {
  const LEGAL = {
    legal_name: 'Aposta Certa Jogos S.A.',
    cnpj: '11222333000181',
    authorisation: 'Portaria SPA/MF nº 1.999, de 15 de janeiro de 2025',
    address: 'Rua da Quitanda, 86, Centro, Rio de Janeiro – RJ, CEP 20091-005',
    sac: { phone: '0800 123 4567', email: 'SAC@apostacerta.bet.br' },
    ouvidoria: { phone: '(21) 3000-0000', email: 'ouvidoria@apostacerta.bet.br' },
    regulator_url: 'https://www.gov.br/fazenda/pt-br/composicao/orgaos/secretaria-de-premios-e-apostas',
    self_exclusion_url: 'https://www.gov.br/fazenda/pt-br/assuntos/prêmios-e-apostas/autoexclusao',
  };
  const setLegal = (body: unknown, token: string | null = OPERATOR_TOKEN) =>
    s.call('POST', '/api/operator/site/legal', { ...(token ? { token } : {}), body });

  it("sets the open site's legal data, which its content then carries (the CNPJ formatted)", async () => {
    const answer = await setLegal({ site: 'rodada-open', legal: LEGAL });
    expect(answer.status, answer.json.message).toBe(200);
    expect(answer.json.data).toMatchObject({ site: 'rodada-open', profile: 'open' });
    const content = await s.call('GET', '/api/dynamicwebs/getdata?site=rodada-open');
    expect(v.parse(DynamicWebData, content.json.data).legal).toEqual({
      ...LEGAL,
      cnpj: '11.222.333/0001-81',
      sac: { ...LEGAL.sac, email: 'sac@apostacerta.bet.br' },
      // Set without a data protection officer: the office at the SAC's domain.
      dpo: { name: 'Encarregado de Proteção de Dados', email: 'privacidade@apostacerta.bet.br' },
    });
    // The other site keeps its own.
    const demo = await s.call('GET', '/api/dynamicwebs/getdata?site=rodada');
    expect(v.parse(DynamicWebData, demo.json.data).legal?.cnpj).toBe('42.424.242/0001-52');
  });

  it('is for the operator only', async () => {
    expect((await setLegal({ site: 'rodada', legal: LEGAL }, null)).status).toBe(401);
    const member = await s.register();
    expect((await setLegal({ site: 'rodada', legal: LEGAL }, member.token)).status).toBe(401);
  });

  it('refuses bad data with a clear code, and changes nothing', async () => {
    const before = (await s.call('GET', '/api/dynamicwebs/getdata?site=rodada')).json.data;
    const cases: [unknown, string][] = [
      [{ site: 'rodada', legal: { ...LEGAL, cnpj: '11.222.333/0001-82' } }, 'operator.legal_cnpj_invalid'],
      [{ site: 'rodada', legal: { ...LEGAL, cnpj: '11111111111111' } }, 'operator.legal_cnpj_invalid'],
      [{ site: 'rodada', legal: { ...LEGAL, legal_name: '   ' } }, 'operator.legal_text_required'],
      [{ site: 'rodada', legal: { ...LEGAL, address: 'x'.repeat(301) } }, 'operator.legal_text_required'],
      [{ site: 'rodada', legal: { ...LEGAL, authorisation: 'Portaria\u0000' } }, 'request.invalid'],
      [
        { site: 'rodada', legal: { ...LEGAL, sac: { phone: 'ligue já', email: 'sac@x.br' } } },
        'operator.legal_phone_invalid',
      ],
      [
        { site: 'rodada', legal: { ...LEGAL, ouvidoria: { phone: '0800 000 0000', email: 'nope' } } },
        'operator.legal_email_invalid',
      ],
      [{ site: 'rodada', legal: { ...LEGAL, regulator_url: 'http://gov.br' } }, 'operator.legal_url_invalid'],
      [
        { site: 'rodada', legal: { ...LEGAL, self_exclusion_url: 'javascript:alert(1)' } },
        'operator.legal_url_invalid',
      ],
      [{ site: 'rodada', legal: { ...LEGAL, sac: undefined } }, 'request.invalid'],
      [{ site: 'nowhere', legal: LEGAL }, 'operator.site_unknown'],
    ];
    for (const [body, code] of cases) {
      const answer = await setLegal(body);
      expect(answer.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(answer.status, JSON.stringify(body)).toBeLessThan(500);
      if (code !== 'request.invalid') expect(answer.json.error, JSON.stringify(body)).toBe(code);
    }
    expect((await s.call('GET', '/api/dynamicwebs/getdata?site=rodada')).json.data).toEqual(before);
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
