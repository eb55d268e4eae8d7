import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AnnouncementPage,
  BoAnnouncement,
  NotificationPreview,
  NotificationSendResult,
  NotificationsSentPage,
} from '../../contract/boMessages';
import { SiteActivities, SiteActivity } from '../../contract/boPromotions';
import { SiteContentAdmin, SiteLegalAdmin, SiteLegalPreview } from '../../contract/boSiteContent';
import { ActivityDetailList } from '../../contract/promotions';
import { DynamicWebData } from '../../contract/site';
import { AnnouncementList, NotificationList } from '../../contract/information';
import { members, notifications, siteContent, siteHosts, sites, type SiteProfile } from '../../server/db/schema';
import { siteContentFor } from '../../server/site/content';
import { DEMO_LEGAL } from '../../server/site/legal';
import { formatCents } from '../../server/wallet/money';
import { saoPauloDay } from '../../lib/time';
import { DAY, OPERATOR_TOKEN, setupServer, type SetupOptions, type TestServer } from './helpers';
import { actionsDoneOn, asStaff, signedInStaff } from './staff';

const url = process.env.TEST_DATABASE_URL;
const targets: Array<{ name: string; options: SetupOptions }> = [{ name: 'PGlite', options: {} }];
if (url) targets.push({ name: 'PostgreSQL', options: { databaseUrl: url } });

const LEGAL_BODY = {
  legal_name: 'Nova Apostas Ltda.',
  cnpj: '11222333000181',
  authorisation: 'Portaria SPA/MF nº 9.999, de 1 de julho de 2025',
  address: 'Rua Augusta, 500, São Paulo – SP',
  sac: { phone: '0800 111 2222', email: 'SAC@nova.bet.br' },
  ouvidoria: { phone: '0800 111 3333', email: 'ouvidoria@nova.bet.br' },
  regulator_url: 'https://www.gov.br/fazenda',
  self_exclusion_url: 'https://www.gov.br/fazenda/autoexclusao',
};

describe.each(targets)('the back office’s promotions and site on $name', ({ options }) => {
  let s: TestServer;
  let admin: ReturnType<typeof asStaff>;
  let adminEmail: string;
  let support: ReturnType<typeof asStaff>;
  let supportEmail: string;

  beforeAll(async () => {
    s = await setupServer({}, 'bo-promotions', options);
    const a = await signedInStaff(s, ['admin']);
    const b = await signedInStaff(s, ['support']);
    admin = asStaff(s, a.token);
    adminEmail = a.email;
    support = asStaff(s, b.token);
    supportEmail = b.email;
  }, 60_000);
  afterAll(() => s?.close());

  /**
   * A site of this test's own (the PostgreSQL database is shared with other files running at once: the
   * seeded sites are never switched here), with the profile's seeded home content in pt and en.
   */
  async function ownSite(profile: SiteProfile) {
    const code = `t-${randomBytes(4).toString('hex')}`;
    const now = s.clock.now();
    const [site] = await s.db
      .insert(sites)
      .values({ code, name: `Site ${code}`, profile, languages: ['pt', 'en'], legal: DEMO_LEGAL, createdAt: now })
      .returning();
    await s.db.insert(siteHosts).values({ host: `${code}.test`, siteId: site!.id });
    await s.db.insert(siteContent).values(
      (['pt', 'en'] as const).map((lang) => ({
        siteId: site!.id,
        lang,
        content: siteContentFor(lang, profile),
        updatedAt: now,
      })),
    );
    return { code, id: site!.id };
  }
  /** A player registered, then moved to the site (a member belongs to one site). */
  async function playerOf(site: { id: number }) {
    const p = await s.register();
    const id = await s.memberId(p.phone);
    await s.db.update(members).set({ siteId: site.id }).where(eq(members.id, id));
    return { ...p, id };
  }
  const auditOf = (subject: string) => actionsDoneOn(s, subject);
  const home = async (site: string, lang = 'pt') => {
    const answer = await s.call('GET', `/api/dynamicwebs/getdata?site=${site}&lang=${lang}`);
    expect(answer.status).toBe(200);
    return v.parse(DynamicWebData, answer.json.data);
  };

  it('answers bad input with a stable code, never a 5xx', async () => {
    const site = await ownSite('open');
    const cases: Array<[string, unknown, string]> = [
      [
        '/api/operator/site/banners/create',
        {
          site: site.code,
          texts: { pt: { title: 'a', subtitle: 'b' }, xx: { title: 'a', subtitle: 'b' } },
          link: '/a',
        },
        'promotions.lang_unknown',
      ],
      [
        '/api/operator/site/banners/create',
        { site: site.code, texts: { pt: { title: '', subtitle: 'b' } }, link: '/a' },
        'site.text_required',
      ],
      [
        '/api/operator/site/banners/create',
        { site: site.code, texts: { pt: { title: 'a', subtitle: 'b' } }, link: 'javascript:alert(1)' },
        'site.link_invalid',
      ],
      ['/api/operator/site/banners/order', { site: site.code, ids: ['x'] }, 'site.banner_order_mismatch'],
      [
        '/api/operator/notifications/send',
        { to: 'everyone', title: 'a', body: 'b', key: 'abcdefgh' },
        'notifications.target_invalid',
      ],
      [
        '/api/operator/notifications/send',
        { to: 'member', member_id: 1, title: 'a', body: 'b', key: 'short' },
        'notifications.key_invalid',
      ],
      [
        '/api/operator/announcements/post',
        { site: site.code, title: 'a', body: 'b', ends_at: 'tomorrow' },
        'announcements.end_invalid',
      ],
      ['/api/operator/announcements/post', { site: site.code, title: ' ', body: 'b' }, 'information.title_required'],
      ['/api/operator/announcements/post', { site: 'nowhere', title: 'a', body: 'b' }, 'operator.site_unknown'],
      ['/api/operator/site/content/preview', { site: site.code, lang: 'xx' }, 'promotions.lang_unknown'],
    ];
    for (const [path, body, code] of cases) {
      const answer = await admin('POST', path, body);
      expect([answer.status < 500, answer.json.error], `${path} ${JSON.stringify(body)}`).toEqual([true, code]);
    }
  });

  describe('activities per site', () => {
    const activities = async (site: string, range = '') => {
      const answer = await support('GET', `/api/operator/promotions/activities?site=${site}${range}`);
      expect(answer.status, answer.json.message).toBe(200);
      return v.parse(SiteActivities, answer.json.data);
    };

    it('lists every activity with what the profile forbids and why, and its claims, amount paid and players', async () => {
      const site = await ownSite('regulated-br');
      const listed = await activities(site.code);
      expect(listed).toMatchObject({ site: site.code, profile: 'regulated-br', total: 6 });
      const byKey = Object.fromEntries(listed.list.map((a) => [a.key, a]));
      for (const key of ['ftd', 'rechargerebate', 'lotterywheel']) {
        expect(byKey[key]).toMatchObject({ offered: false, forbidden: 'promotions.deposit_bonus_forbidden' });
      }
      expect(byKey.invitationactivity).toMatchObject({
        offered: false,
        forbidden: 'promotions.deposit_reward_forbidden',
      });
      expect(byKey.invitationactivity!.forbidden_reason).toContain('Lei 14.790/2023, art. 29');
      expect(byKey.dailywheel).toMatchObject({
        enabled: true,
        offered: true,
        forbidden: null,
        claims: 0,
        paid: '0.00',
      });

      // Two players spin the daily wheel: two claims, what the ledger paid, two players.
      const [p1, p2] = [await playerOf(site), await playerOf(site)];
      for (const p of [p1!, p2!]) {
        const spun = await s.call('POST', '/api/dailywheel/claim', { token: p.token, body: {} });
        expect(spun.status, spun.json.message).toBe(200);
      }
      const paid = (await s.ledgerSum(p1!.id, 'reward.dailywheel')) + (await s.ledgerSum(p2!.id, 'reward.dailywheel'));
      const after = await activities(site.code);
      expect(after.list.find((a) => a.key === 'dailywheel')).toMatchObject({
        claims: 2,
        paid: formatCents(paid),
        players: 2,
      });
      expect(after.totals).toEqual({ claims: 2, paid: formatCents(paid), players: 2 });
      // A range that ends before today counts nothing of today's.
      const day = (back: number) => saoPauloDay(new Date(s.clock.now().getTime() - back * DAY));
      const before = await activities(site.code, `&from=${day(10)}&to=${day(1)}`);
      expect(before.totals.claims).toBe(0);
      const reversed = await support(
        'GET',
        `/api/operator/promotions/activities?site=${site.code}&from=2026-02-02&to=2026-02-01`,
      );
      expect([reversed.status, reversed.json.error]).toEqual([422, 'promotions.range_invalid']);
      const unknown = await support('GET', '/api/operator/promotions/activities?site=no-such-site');
      expect([unknown.status, unknown.json.error]).toEqual([404, 'operator.site_unknown']);
    });

    it('switches an activity off: players no longer see it nor claim it, and the trail has before and after', async () => {
      const site = await ownSite('regulated-br');
      const p = await playerOf(site);
      // Support reads but does not switch.
      const bySupport = await support('POST', '/api/operator/promotions/activity', {
        site: site.code,
        key: 'dailywheel',
        enabled: false,
        reason: 'budget',
      });
      expect([bySupport.status, bySupport.json.error]).toEqual([403, 'operator.role_forbidden']);

      const off = await admin('POST', '/api/operator/promotions/activity', {
        site: site.code.toUpperCase(),
        key: 'dailywheel',
        enabled: false,
        reason: 'Wheel budget used up for the month',
      });
      expect(off.status, off.json.message).toBe(200);
      expect(v.parse(SiteActivity, off.json.data)).toMatchObject({ key: 'dailywheel', enabled: false, offered: false });

      const listing = v.parse(
        ActivityDetailList,
        (await s.call('GET', `/api/activitydetails/get?site=${site.code}`)).json.data,
      );
      expect(listing.map((a) => a.key)).toEqual(['dailyrescue']);
      const check = await s.call('POST', '/api/dailywheel/check', { token: p.token, body: {} });
      expect(check.json.data).toMatchObject({ status: 'not_eligible', reason_code: 'promotion.switched_off' });
      const claim = await s.call('POST', '/api/dailywheel/claim', { token: p.token, body: {} });
      expect([claim.status, claim.json.error]).toEqual([403, 'promotion.switched_off']);
      expect(await s.ledgerSum(p.id, 'reward.dailywheel')).toBe(0);

      const [line] = (await auditOf(`site:${site.code}`)).filter((e) => e.action === '/operator/promotions/activity');
      expect(line).toMatchObject({
        actorLabel: adminEmail,
        reason: 'Wheel budget used up for the month',
        before: expect.objectContaining({ key: 'dailywheel', enabled: true, offered: true }),
        after: expect.objectContaining({ key: 'dailywheel', enabled: false, offered: false }),
      });

      // On again: listed and claimable.
      const on = await admin('POST', '/api/operator/promotions/activity', {
        site: site.code,
        key: 'dailywheel',
        enabled: true,
        reason: 'New budget',
      });
      expect(on.json.data).toMatchObject({ enabled: true, offered: true });
      const spun = await s.call('POST', '/api/dailywheel/claim', { token: p.token, body: {} });
      expect(spun.status, spun.json.message).toBe(200);
    });

    it('never switches on what the regulated profile forbids: refused with the code and the reason, nothing changed', async () => {
      const site = await ownSite('regulated-br');
      for (const [key, code] of [
        ['ftd', 'promotions.deposit_bonus_forbidden'],
        ['lotterywheel', 'promotions.deposit_bonus_forbidden'],
        ['invitationactivity', 'promotions.deposit_reward_forbidden'],
      ] as const) {
        const refused = await admin('POST', '/api/operator/promotions/activity', {
          site: site.code,
          key,
          enabled: true,
          reason: 'Marketing asked',
        });
        expect([refused.status, refused.json.error]).toEqual([409, code]);
        expect(refused.json.message).toContain('Lei 14.790/2023');
      }
      expect(await auditOf(`site:${site.code}`)).toEqual([]);
      // Off is always allowed; an open site switches a deposit bonus off and on.
      const open = await ownSite('open');
      for (const enabled of [false, true]) {
        const answer = await admin('POST', '/api/operator/promotions/activity', {
          site: open.code,
          key: 'ftd',
          enabled,
          reason: 'Campaign',
        });
        expect(answer.json.data).toMatchObject({ key: 'ftd', enabled, offered: enabled, forbidden: null });
      }
      const bad = await admin('POST', '/api/operator/promotions/activity', {
        site: open.code,
        key: 'jackpot',
        enabled: true,
        reason: 'x y z',
      });
      expect([bad.status, bad.json.error]).toEqual([422, 'promotions.activity_unknown']);
      const noReason = await admin('POST', '/api/operator/promotions/activity', {
        site: open.code,
        key: 'ftd',
        enabled: false,
      });
      expect([noReason.status, noReason.json.error]).toEqual([422, 'audit.reason_required']);
    });

    it('two switches at once on the same site both hold', async () => {
      const site = await ownSite('regulated-br');
      const answers = await Promise.all(
        ['dailywheel', 'dailyrescue'].map((key) =>
          admin('POST', '/api/operator/promotions/activity', { site: site.code, key, enabled: false, reason: 'pause' }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      const [row] = await s.db.select().from(sites).where(eq(sites.id, site.id));
      expect(row!.disabledActivities).toEqual(['dailyrescue', 'dailywheel']);
    });
  });

  describe('banners and the advertisement', () => {
    const content = async (site: string) => {
      const answer = await admin('GET', `/api/operator/site/content?site=${site}`);
      expect(answer.status, answer.json.message).toBe(200);
      return v.parse(SiteContentAdmin, answer.json.data);
    };

    it('lists the banners with what the home shows and why not; creates, changes, orders and hides them', async () => {
      const site = await ownSite('regulated-br');
      const listed = await content(site.code);
      expect(listed.banners.map((b) => [b.id, b.shown, b.blocked])).toEqual([
        [4, false, 'promotions.free_spin_forbidden'],
        [5, true, null],
        [3, false, 'promotions.deposit_bonus_forbidden'],
      ]);
      expect(listed.banners[1]!.texts.en!.title).toBe('Daily loss relief');
      expect(listed.advertisement).toMatchObject({ id: 2, shown: false, blocked: 'promotions.free_spin_forbidden' });
      expect((await home(site.code)).banners.map((b) => b.id)).toEqual([5]);

      const made = await admin('POST', '/api/operator/site/banners/create', {
        site: site.code,
        texts: {
          pt: { title: 'Apostas esportivas', subtitle: 'Futebol ao vivo' },
          en: { title: 'Sports betting', subtitle: 'Live football' },
        },
        link: '/sports',
      });
      expect(made.status, made.json.message).toBe(200);
      const banner = (made.json.data as { banner: { id: number; position: number; shown: boolean } }).banner;
      expect(banner).toMatchObject({ id: 6, position: 4, shown: true });
      expect((await home(site.code, 'en')).banners.map((b) => [b.id, b.title])).toEqual([
        [5, 'Daily loss relief'],
        [6, 'Sports betting'],
      ]);
      expect((await home(site.code, 'pt')).banners.at(-1)!.title).toBe('Apostas esportivas');

      // Refusals: a deposit bonus or a free spin shown on a regulated site, a link out of the site.
      for (const [mark, code] of [
        ['deposit_linked', 'promotions.deposit_bonus_forbidden'],
        ['free_spin', 'promotions.free_spin_forbidden'],
      ] as const) {
        const refused = await admin('POST', '/api/operator/site/banners/create', {
          site: site.code,
          texts: { pt: { title: 'Bônus', subtitle: 'Deposite' } },
          link: '/recharge',
          [mark]: true,
        });
        expect([refused.status, refused.json.error]).toEqual([409, code]);
      }
      const outside = await admin('POST', '/api/operator/site/banners/create', {
        site: site.code,
        texts: { pt: { title: 'Fora', subtitle: 'Fora' } },
        link: '//evil.example/x',
      });
      expect([outside.status, outside.json.error]).toEqual([422, 'site.link_invalid']);
      const noPt = await admin('POST', '/api/operator/site/banners/create', {
        site: site.code,
        texts: { en: { title: 'Only English', subtitle: 'x' } },
        link: '/sports',
      });
      expect([noPt.status, noPt.json.error]).toEqual([422, 'site.text_required']);

      // Changed in English only.
      const changed = await admin('POST', '/api/operator/site/banners/update', {
        site: site.code,
        id: 6,
        texts: { en: { title: 'Bet on football', subtitle: 'Every match live' } },
      });
      expect(changed.status, changed.json.message).toBe(200);
      expect((await home(site.code, 'en')).banners.at(-1)!.title).toBe('Bet on football');
      expect((await home(site.code, 'pt')).banners.at(-1)!.title).toBe('Apostas esportivas');
      const notOffered = await admin('POST', '/api/operator/site/banners/update', {
        site: site.code,
        id: 6,
        texts: { vi: { title: 'Cá cược', subtitle: 'x' } },
      });
      expect([notOffered.status, notOffered.json.error]).toEqual([422, 'promotions.lang_unknown']);
      const missing = await admin('POST', '/api/operator/site/banners/update', { site: site.code, id: 99, link: '/x' });
      expect([missing.status, missing.json.error]).toEqual([404, 'site.banner_not_found']);

      // Ordered: the home follows; an order that leaves one out is refused.
      const ordered = await admin('POST', '/api/operator/site/banners/order', { site: site.code, ids: [6, 3, 5, 4] });
      expect(ordered.status, ordered.json.message).toBe(200);
      expect((await home(site.code)).banners.map((b) => b.id)).toEqual([6, 5]);
      const partial = await admin('POST', '/api/operator/site/banners/order', { site: site.code, ids: [6, 5] });
      expect([partial.status, partial.json.error]).toEqual([422, 'site.banner_order_mismatch']);

      // Hidden: gone from the home; the free-spin banner cannot be shown on this site.
      const hidden = await admin('POST', '/api/operator/site/banners/enable', {
        site: site.code,
        id: 5,
        enabled: false,
      });
      expect(hidden.json.data).toMatchObject({ banner: { id: 5, enabled: false, shown: false } });
      expect((await home(site.code)).banners.map((b) => b.id)).toEqual([6]);
      const wheel = await admin('POST', '/api/operator/site/banners/enable', { site: site.code, id: 4, enabled: true });
      expect([wheel.status, wheel.json.error]).toEqual([409, 'promotions.free_spin_forbidden']);

      // Each change in the trail, with the banner before and after.
      const trail = await auditOf(`site:${site.code}`);
      expect(trail.map((e) => e.action)).toEqual([
        '/operator/site/banners/create',
        '/operator/site/banners/update',
        '/operator/site/banners/order',
        '/operator/site/banners/enable',
      ]);
      expect(trail[1]).toMatchObject({
        actorLabel: adminEmail,
        before: {
          banner: expect.objectContaining({
            texts: expect.objectContaining({ en: { title: 'Sports betting', subtitle: 'Live football' } }),
          }),
        },
        after: {
          banner: expect.objectContaining({
            texts: expect.objectContaining({ en: { title: 'Bet on football', subtitle: 'Every match live' } }),
          }),
        },
      });
      expect(trail[2]).toMatchObject({ before: { order: [4, 5, 3, 6] }, after: { order: [6, 3, 5, 4] } });
      expect(trail[3]).toMatchObject({
        before: { banner: expect.objectContaining({ id: 5, enabled: true }) },
        after: { banner: expect.objectContaining({ id: 5, enabled: false }) },
      });
    });

    it('two banners made at once get ids of their own, in every language', async () => {
      const site = await ownSite('open');
      const made = await Promise.all(
        ['Um', 'Dois'].map((title) =>
          admin('POST', '/api/operator/site/banners/create', {
            site: site.code,
            texts: { pt: { title, subtitle: 'x' } },
            link: '/sports',
          }),
        ),
      );
      expect(made.map((a) => a.status)).toEqual([200, 200]);
      const listed = await content(site.code);
      const ids = listed.banners.map((b) => b.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(
        listed.banners
          .slice(-2)
          .map((b) => b.texts.en!.title)
          .sort(),
      ).toEqual(['Dois', 'Um']);
    });

    it('leaves out of the home a banner of an activity the site switched off, and says why', async () => {
      const site = await ownSite('regulated-br');
      expect((await home(site.code)).banners.map((b) => b.id)).toEqual([5]);
      const off = await admin('POST', '/api/operator/promotions/activity', {
        site: site.code,
        key: 'dailyrescue',
        enabled: false,
        reason: 'Paused',
      });
      expect(off.status, off.json.message).toBe(200);
      expect((await home(site.code)).banners).toEqual([]);
      const listed = await content(site.code);
      expect(listed.banners.find((b) => b.id === 5)).toMatchObject({
        enabled: true,
        shown: false,
        blocked: 'promotion.switched_off',
      });
    });

    it('sets the advertisement and shows or hides it; the preview shows a draft without saving it', async () => {
      const site = await ownSite('regulated-br');
      expect((await home(site.code)).advertisement).toBeNull();
      const set = await admin('POST', '/api/operator/site/advertisement', {
        site: site.code,
        texts: { pt: { title: 'Jogue com limites', body: 'Defina seus limites no perfil.', cta: 'Ver limites' } },
        link: '/responsible',
        free_spin: false,
        enabled: true,
      });
      expect(set.status, set.json.message).toBe(200);
      expect((await home(site.code, 'pt')).advertisement).toMatchObject({
        title: 'Jogue com limites',
        link: '/responsible',
      });
      // A language not given keeps its own texts; the link and the switch are the site's.
      expect((await home(site.code, 'en')).advertisement).toMatchObject({
        title: 'Spin the daily wheel',
        link: '/responsible',
      });
      const line = (await auditOf(`site:${site.code}`)).at(-1);
      expect(line).toMatchObject({
        action: '/operator/site/advertisement',
        before: { advertisement: expect.objectContaining({ free_spin: true, shown: false }) },
        after: { advertisement: expect.objectContaining({ free_spin: false, shown: true }) },
      });
      const marked = await admin('POST', '/api/operator/site/advertisement', { site: site.code, deposit_linked: true });
      expect([marked.status, marked.json.error]).toEqual([409, 'promotions.deposit_bonus_forbidden']);
      await admin('POST', '/api/operator/site/advertisement', { site: site.code, enabled: false });
      expect((await home(site.code)).advertisement).toBeNull();

      const stored = await home(site.code, 'en');
      const preview = await admin('POST', '/api/operator/site/content/preview', {
        site: site.code,
        lang: 'en',
        banners: [
          { title: 'Draft first', subtitle: 'New', link: '/sports' },
          { title: 'Draft hidden', subtitle: 'x', link: '/sports', enabled: false },
          { title: 'Draft bonus', subtitle: 'x', link: '/recharge', deposit_linked: true },
        ],
        advertisement: { title: 'Ad draft', body: 'Body', cta: 'Go', link: '/sports' },
      });
      expect(preview.status, preview.json.message).toBe(200);
      const shown = v.parse(DynamicWebData, preview.json.data);
      expect(shown.banners.map((b) => b.title)).toEqual(['Draft first']);
      expect(shown.advertisement).toMatchObject({ title: 'Ad draft' });
      expect(shown.legal?.legal_name).toBe(DEMO_LEGAL.legalName);
      // Nothing saved: the player's home is as before.
      expect(await home(site.code, 'en')).toEqual(stored);
      const bySupport = await support('POST', '/api/operator/site/content/preview', { site: site.code, lang: 'en' });
      expect(bySupport.json.error).toBe('operator.role_forbidden');
    });
  });

  describe('legal data', () => {
    it('reads a site’s legal data with its footer, previews a change without saving, and audits the change', async () => {
      const site = await ownSite('regulated-br');
      const read = await admin('GET', `/api/operator/site/legal?site=${site.code}`);
      const current = v.parse(SiteLegalAdmin, read.json.data);
      expect(current.footer[0]).toEqual({
        line: 'operator',
        text: `${DEMO_LEGAL.legalName} · CNPJ ${DEMO_LEGAL.cnpj}`,
      });

      const badCnpj = await admin('POST', '/api/operator/site/legal/preview', {
        site: site.code,
        legal: { ...LEGAL_BODY, cnpj: '11222333000100' },
      });
      expect([badCnpj.status, badCnpj.json.error]).toEqual([422, 'operator.legal_cnpj_invalid']);
      const preview = await admin('POST', '/api/operator/site/legal/preview', { site: site.code, legal: LEGAL_BODY });
      expect(preview.status, preview.json.message).toBe(200);
      const previewed = v.parse(SiteLegalPreview, preview.json.data);
      expect(previewed.footer).toEqual([
        { line: 'operator', text: 'Nova Apostas Ltda. · CNPJ 11.222.333/0001-81' },
        { line: 'authorisation', text: LEGAL_BODY.authorisation },
        { line: 'address', text: LEGAL_BODY.address },
        { line: 'sac', text: '0800 111 2222 · sac@nova.bet.br' },
        { line: 'ouvidoria', text: '0800 111 3333 · ouvidoria@nova.bet.br' },
      ]);
      expect((await home(site.code)).legal?.legal_name).toBe(DEMO_LEGAL.legalName);
      expect(await auditOf(`site:${site.code}`)).toEqual([]);

      const saved = await admin('POST', '/api/operator/site/legal', { site: site.code, legal: LEGAL_BODY });
      expect(saved.status, saved.json.message).toBe(200);
      expect((await home(site.code)).legal?.legal_name).toBe('Nova Apostas Ltda.');
      const [line] = await auditOf(`site:${site.code}`);
      expect(line).toMatchObject({
        action: '/operator/site/legal',
        actorLabel: adminEmail,
        before: { legal: expect.objectContaining({ legal_name: DEMO_LEGAL.legalName }) },
        after: { legal: expect.objectContaining({ legal_name: 'Nova Apostas Ltda.', cnpj: '11.222.333/0001-81' }) },
      });
      const again = await admin('GET', `/api/operator/site/legal?site=${site.code}`);
      expect(v.parse(SiteLegalAdmin, again.json.data).footer[0]!.text).toBe(
        'Nova Apostas Ltda. · CNPJ 11.222.333/0001-81',
      );
    });
  });

  describe('announcements', () => {
    const playersSee = async (site: string) =>
      v.parse(AnnouncementList, (await s.call('GET', `/api/informationcenter/announcement?site=${site}`)).json.data);

    it('posts an announcement players see, lists it live, ends it (with a reason) and players no longer see it', async () => {
      const site = await ownSite('regulated-br');
      const posted = await admin('POST', '/api/operator/announcements/post', {
        site: site.code,
        title: 'Manutenção',
        body: 'Domingo das 2h às 4h.',
      });
      expect(posted.status, posted.json.message).toBe(200);
      const announcement = v.parse(BoAnnouncement, posted.json.data);
      expect(announcement).toMatchObject({ site: site.code, state: 'live', ends_at: null });
      expect((await playersSee(site.code)).map((a) => a.title)).toEqual(['Manutenção']);

      const listed = v.parse(
        AnnouncementPage,
        (await support('GET', `/api/operator/announcements?site=${site.code}&state=live`)).json.data,
      );
      expect(listed).toMatchObject({ total: 1, list: [{ id: announcement.id, state: 'live' }] });

      const bySupport = await support('POST', '/api/operator/announcements/end', {
        id: announcement.id,
        reason: 'done',
      });
      expect(bySupport.json.error).toBe('operator.role_forbidden');
      const ended = await admin('POST', '/api/operator/announcements/end', {
        id: announcement.id,
        reason: 'Maintenance cancelled',
      });
      expect(ended.json.data).toMatchObject({ id: announcement.id, state: 'ended' });
      expect(await playersSee(site.code)).toEqual([]);
      const again = await admin('POST', '/api/operator/announcements/end', { id: announcement.id, reason: 'again' });
      expect([again.status, again.json.error]).toEqual([409, 'announcements.ended_already']);
      const none = await admin('POST', '/api/operator/announcements/end', { id: 2_000_000_000, reason: 'none' });
      expect([none.status, none.json.error]).toEqual([404, 'announcements.not_found']);
      const endedList = v.parse(
        AnnouncementPage,
        (await admin('GET', `/api/operator/announcements?site=${site.code}&state=ended`)).json.data,
      );
      expect(endedList.list.map((a) => a.id)).toEqual([announcement.id]);

      const trail = await auditOf(`announcement:${announcement.id}`);
      expect(trail.map((e) => [e.action, e.reason])).toEqual([
        ['/operator/announcements/post', null],
        ['/operator/announcements/end', 'Maintenance cancelled'],
      ]);
      expect(trail[1]).toMatchObject({ before: { state: 'live' }, after: { state: 'ended' } });
    });

    it('ending an announcement twice at once ends it once, with one line in the trail', async () => {
      const site = await ownSite('regulated-br');
      const posted = await admin('POST', '/api/operator/announcements/post', {
        site: site.code,
        title: 'T',
        body: 'B',
      });
      const id = (posted.json.data as { id: number }).id;
      const both = await Promise.all(
        [1, 2].map(() => admin('POST', '/api/operator/announcements/end', { id, reason: 'Ended by two people' })),
      );
      expect(both.map((a) => [a.status, a.json.error ?? null]).sort()).toEqual([
        [200, null],
        [409, 'announcements.ended_already'],
      ]);
      expect((await auditOf(`announcement:${id}`)).map((e) => e.action)).toEqual([
        '/operator/announcements/post',
        '/operator/announcements/end',
      ]);
    });

    it('ends an announcement at its planned time; refuses an end in the past', async () => {
      const site = await ownSite('regulated-br');
      const endsAt = new Date(s.clock.now().getTime() + 10 * 60 * 1000).toISOString();
      const posted = await admin('POST', '/api/operator/announcements/post', {
        site: site.code,
        title: 'Promoção de fim de semana',
        body: 'Só hoje.',
        ends_at: endsAt,
      });
      expect(posted.json.data).toMatchObject({ state: 'live', ends_at: endsAt });
      expect(await playersSee(site.code)).toHaveLength(1);
      s.clock.advance(11 * 60 * 1000);
      expect(await playersSee(site.code)).toEqual([]);
      const past = await admin('POST', '/api/operator/announcements/post', {
        site: site.code,
        title: 'Old',
        body: 'Old',
        ends_at: new Date(s.clock.now().getTime() - 1000).toISOString(),
      });
      expect([past.status, past.json.error]).toEqual([422, 'announcements.end_invalid']);
      // The command line's announce still posts.
      const cli = await s.call('POST', '/api/operator/announce', {
        token: OPERATOR_TOKEN,
        body: { site: site.code, title: 'CLI', body: 'From the command line' },
      });
      expect(cli.status).toBe(200);
      expect((await playersSee(site.code)).map((a) => a.title)).toEqual(['CLI']);
    });
  });

  describe('notifications', () => {
    const inbox = async (p: { token: string }) =>
      v.parse(
        NotificationList,
        (await s.call('GET', '/api/informationcenter/notification', { token: p.token })).json.data,
      );

    it('support previews and sends a notification to one player; a whole site is an admin’s', async () => {
      const site = await ownSite('regulated-br');
      const p = await playerOf(site);
      const message = { title: 'Seu saque', body: 'Seu saque foi revisado.' };
      const preview = await support('POST', '/api/operator/notifications/preview', {
        to: 'member',
        member_id: p.id,
        ...message,
      });
      expect(preview.status, preview.json.message).toBe(200);
      expect(v.parse(NotificationPreview, preview.json.data)).toMatchObject({
        to: 'member',
        site: site.code,
        member: { id: p.id, phone: `•••• ${p.phone.slice(-4)}` },
        recipients: 1,
        ...message,
      });
      expect((await inbox(p)).list).toEqual([]);

      const key = `k-${randomBytes(6).toString('hex')}`;
      const sent = await support('POST', '/api/operator/notifications/send', {
        to: 'member',
        phone: p.phone,
        key,
        ...message,
      });
      expect(sent.status, sent.json.message).toBe(200);
      expect(v.parse(NotificationSendResult, sent.json.data)).toMatchObject({
        new: true,
        sent: { to: 'member', member_id: p.id, recipients: 1, actor: supportEmail },
      });
      expect((await inbox(p)).list.map((n) => [n.title, n.body, n.read])).toEqual([
        [message.title, message.body, false],
      ]);
      const [line] = await auditOf(`member:${p.id}`);
      expect(line).toMatchObject({ action: '/operator/notifications/send', actorLabel: supportEmail, before: null });

      const toSite = await support('POST', '/api/operator/notifications/preview', {
        to: 'site',
        site: site.code,
        ...message,
      });
      expect([toSite.status, toSite.json.error]).toEqual([403, 'operator.role_forbidden']);
      const neither = await support('POST', '/api/operator/notifications/preview', { to: 'member', ...message });
      expect([neither.status, neither.json.error]).toEqual([422, 'notifications.target_invalid']);
      const nobody = await support('POST', '/api/operator/notifications/preview', {
        to: 'member',
        member_id: 2_000_000_000,
        ...message,
      });
      expect([nobody.status, nobody.json.error]).toEqual([404, 'member.not_found']);
    });

    it('an admin sends to every open account of a site once per key, even twice at once', async () => {
      const site = await ownSite('regulated-br');
      const players = [await playerOf(site), await playerOf(site), await playerOf(site)];
      await s.db.update(members).set({ closedAt: s.clock.now() }).where(eq(members.id, players[2]!.id));
      const message = { title: 'Novidade', body: 'Novos jogos ao vivo.' };
      const preview = await admin('POST', '/api/operator/notifications/preview', {
        to: 'site',
        site: site.code,
        ...message,
      });
      expect(preview.json.data).toMatchObject({ to: 'site', member: null, recipients: 2 });

      const key = `k-${randomBytes(6).toString('hex')}`;
      const both = await Promise.all(
        [1, 2].map(() =>
          admin('POST', '/api/operator/notifications/send', { to: 'site', site: site.code, key, ...message }),
        ),
      );
      expect(both.map((a) => a.status)).toEqual([200, 200]);
      const results = both.map((a) => v.parse(NotificationSendResult, a.json.data));
      expect(results.map((r) => r.new).sort()).toEqual([false, true]);
      expect(results[0]!.sent.id).toBe(results[1]!.sent.id);
      for (const p of players.slice(0, 2)) expect((await inbox(p)).list.map((n) => n.title)).toEqual([message.title]);
      // A closed account gets nothing.
      expect(await s.db.select().from(notifications).where(eq(notifications.memberId, players[2]!.id))).toEqual([]);

      const reused = await admin('POST', '/api/operator/notifications/send', {
        to: 'site',
        site: site.code,
        key,
        title: 'Outro',
        body: 'Outro texto',
      });
      expect([reused.status, reused.json.error]).toEqual([409, 'notifications.key_reused']);

      const listed = v.parse(
        NotificationsSentPage,
        (await support('GET', `/api/operator/notifications/sent?site=${site.code}`)).json.data,
      );
      expect(listed).toMatchObject({ total: 1, list: [{ to: 'site', recipients: 2, actor: adminEmail, ...message }] });
    });
  });
});
