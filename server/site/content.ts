import type { ActivityKey, DynamicWebData, Locale } from '../../contract';
import type { SiteContentBody, SiteProfile } from '../db/schema';
import { SITE_PROFILES } from './profile';
import { promoArtUrl } from './promoArt';
import { fillPromoTokens } from './promoTokens';

/**
 * The sites' home-page texts in every interface language (seeded on first run). These are data, not
 * interface texts: each language is written here, not in the catalogs.
 */

interface Texts {
  /** The daily wheel (one free spin a day, no deposit): the regulated site's first banner and its advertisement. */
  dailyWheel: [string, string];
  wheelAd: { title: string; body: string; cta: string };
  /** The first-deposit bonus: only an `open` site shows these. */
  welcomeBonus: [string, string];
  /** The daily loss relief fund (a share of yesterday's net loss, no deposit needed). */
  dailyRescue: [string, string];
  invite: [string, string];
  ad: { title: string; body: string; cta: string };
  welcome: { title: string; text: string };
  reminder: string;
}

const TEXTS: Record<Locale, Texts> = {
  pt: {
    dailyWheel: ['Roleta diária grátis', 'Um giro grátis por dia, sem depósito: prêmios em dinheiro'],
    wheelAd: {
      title: 'Gire a roleta diária',
      body: 'Todo dia você tem um giro grátis na roleta diária, sem precisar depositar. Jogue com responsabilidade.',
      cta: 'Girar a roleta',
    },
    welcomeBonus: ['Bônus de primeiro depósito', 'Deposite {ftd.min} ou mais pela primeira vez e ganhe {ftd.reward}'],
    dailyRescue: [
      'Fundo de alívio diário',
      '{dailyRescue.percent} da sua perda líquida de ontem de volta, todos os dias',
    ],
    invite: [
      'Convide amigos, ganhe {invitation.reward}',
      'Ganhe {invitation.reward} por cada amigo que se cadastrar com seu código e fizer o primeiro depósito de {invitation.min}',
    ],
    ad: {
      title: 'Presente de primeiro depósito',
      body: 'Faça seu primeiro depósito de {ftd.min} ou mais e receba {ftd.reward} grátis para jogar.',
      cta: 'Depositar agora',
    },
    welcome: {
      title: 'Bem-vindo à Rodada',
      text: 'Cassino, jogos ao vivo e esportes em um só lugar. Suporte 24 horas por dia, todos os dias.',
    },
    reminder:
      'A Rodada é apenas para maiores de 18 anos. Jogue por diversão, não para ganhar dinheiro. ' +
      'Defina limites de tempo e de gastos e faça pausas regularmente.',
  },
  en: {
    dailyWheel: ['Free daily wheel', 'One free spin a day, no deposit needed: cash prizes'],
    wheelAd: {
      title: 'Spin the daily wheel',
      body: 'Every day you get one free spin of the daily wheel, no deposit needed. Play responsibly.',
      cta: 'Spin the wheel',
    },
    welcomeBonus: ['First deposit bonus', 'Deposit {ftd.min} or more for the first time and get {ftd.reward}'],
    dailyRescue: ['Daily loss relief', '{dailyRescue.percent} of yesterday’s net loss back, every day'],
    invite: [
      'Invite friends, get {invitation.reward}',
      'Get {invitation.reward} for every friend who signs up with your code and makes a first deposit of {invitation.min}',
    ],
    ad: {
      title: 'First deposit gift',
      body: 'Make your first deposit of {ftd.min} or more and get {ftd.reward} free to play.',
      cta: 'Deposit now',
    },
    welcome: {
      title: 'Welcome to Rodada',
      text: 'Casino, live games and sports in one place. Support around the clock, every day.',
    },
    reminder:
      'Rodada is for adults aged 18 and over only. Play for entertainment, not to make money. ' +
      'Set limits on your time and spending, and take regular breaks.',
  },
  vi: {
    dailyWheel: [
      'Vòng quay hằng ngày miễn phí',
      'Mỗi ngày một lượt quay miễn phí, không cần nạp tiền: giải thưởng tiền mặt',
    ],
    wheelAd: {
      title: 'Quay vòng quay hằng ngày',
      body: 'Mỗi ngày bạn có một lượt quay miễn phí, không cần nạp tiền. Hãy chơi có trách nhiệm.',
      cta: 'Quay ngay',
    },
    welcomeBonus: ['Thưởng nạp lần đầu', 'Nạp lần đầu từ {ftd.min} trở lên và nhận {ftd.reward}'],
    dailyRescue: ['Quỹ hỗ trợ thua lỗ hằng ngày', 'Nhận lại {dailyRescue.percent} số tiền thua ròng hôm qua, mỗi ngày'],
    invite: [
      'Mời bạn bè, nhận {invitation.reward}',
      'Nhận {invitation.reward} cho mỗi người bạn đăng ký bằng mã của bạn và nạp lần đầu {invitation.min}',
    ],
    ad: {
      title: 'Quà nạp lần đầu',
      body: 'Nạp lần đầu từ {ftd.min} trở lên và nhận miễn phí {ftd.reward} để chơi.',
      cta: 'Nạp ngay',
    },
    welcome: {
      title: 'Chào mừng đến với Rodada',
      text: 'Sòng bài, trò chơi trực tiếp và thể thao ở cùng một nơi. Hỗ trợ 24/7.',
    },
    reminder:
      'Rodada chỉ dành cho người từ 18 tuổi trở lên. Hãy chơi để giải trí, không phải để kiếm tiền. ' +
      'Hãy đặt giới hạn về thời gian và chi tiêu, và nghỉ ngơi thường xuyên.',
  },
  id: {
    dailyWheel: ['Roda harian gratis', 'Satu putaran gratis setiap hari, tanpa deposit: hadiah uang tunai'],
    wheelAd: {
      title: 'Putar roda harian',
      body: 'Setiap hari Anda mendapat satu putaran gratis di roda harian, tanpa perlu deposit. Bermainlah secara bertanggung jawab.',
      cta: 'Putar roda',
    },
    welcomeBonus: [
      'Bonus deposit pertama',
      'Deposit {ftd.min} atau lebih untuk pertama kali dan dapatkan {ftd.reward}',
    ],
    dailyRescue: [
      'Dana bantuan kekalahan harian',
      '{dailyRescue.percent} dari kekalahan bersih kemarin kembali kepada Anda, setiap hari',
    ],
    invite: [
      'Ajak teman, dapatkan {invitation.reward}',
      'Dapatkan {invitation.reward} untuk setiap teman yang mendaftar dengan kode Anda dan melakukan deposit pertama {invitation.min}',
    ],
    ad: {
      title: 'Hadiah deposit pertama',
      body: 'Lakukan deposit pertama sebesar {ftd.min} atau lebih dan dapatkan {ftd.reward} gratis untuk bermain.',
      cta: 'Deposit sekarang',
    },
    welcome: {
      title: 'Selamat datang di Rodada',
      text: 'Kasino, permainan langsung, dan olahraga dalam satu tempat. Layanan bantuan tersedia 24 jam sehari, setiap hari.',
    },
    reminder:
      'Rodada hanya untuk pengguna berusia 18 tahun ke atas. Bermainlah untuk hiburan, bukan untuk mencari uang. ' +
      'Tetapkan batas waktu dan pengeluaran, dan beristirahatlah secara teratur.',
  },
  msa: {
    dailyWheel: ['Roda harian percuma', 'Satu putaran percuma setiap hari, tanpa deposit: hadiah wang tunai'],
    wheelAd: {
      title: 'Putar roda harian',
      body: 'Setiap hari anda mendapat satu putaran percuma roda harian, tanpa perlu deposit. Bermain secara bertanggungjawab.',
      cta: 'Putar roda',
    },
    welcomeBonus: ['Bonus deposit pertama', 'Buat deposit pertama {ftd.min} atau lebih dan dapatkan {ftd.reward}'],
    dailyRescue: [
      'Dana bantuan kerugian harian',
      '{dailyRescue.percent} daripada kerugian bersih semalam dikembalikan, setiap hari',
    ],
    invite: [
      'Jemput rakan, dapatkan {invitation.reward}',
      'Dapatkan {invitation.reward} bagi setiap rakan yang mendaftar dengan kod anda dan membuat deposit pertama {invitation.min}',
    ],
    ad: {
      title: 'Hadiah deposit pertama',
      body: 'Buat deposit pertama sebanyak {ftd.min} atau lebih dan terima {ftd.reward} percuma untuk bermain.',
      cta: 'Deposit sekarang',
    },
    welcome: {
      title: 'Selamat datang ke Rodada',
      text: 'Kasino, permainan langsung dan sukan di satu tempat. Sokongan tersedia 24 jam sehari, setiap hari.',
    },
    reminder:
      'Rodada hanya untuk mereka yang berumur 18 tahun ke atas. Bermainlah untuk hiburan, bukan untuk mencari wang. ' +
      'Tetapkan had masa dan perbelanjaan anda, dan berehat dengan kerap.',
  },
  th: {
    dailyWheel: ['วงล้อรายวันฟรี', 'หมุนฟรีวันละครั้ง ไม่ต้องฝาก ลุ้นรางวัลเงินสด'],
    wheelAd: {
      title: 'หมุนวงล้อรายวัน',
      body: 'ทุกวันคุณได้หมุนวงล้อรายวันฟรีหนึ่งครั้ง โดยไม่ต้องฝากเงิน เล่นอย่างรับผิดชอบ',
      cta: 'หมุนวงล้อ',
    },
    welcomeBonus: ['โบนัสฝากครั้งแรก', 'ฝากครั้งแรกตั้งแต่ {ftd.min} ขึ้นไป รับ {ftd.reward}'],
    dailyRescue: ['กองทุนช่วยเหลือยอดเสียรายวัน', 'รับคืน {dailyRescue.percent} ของยอดเสียสุทธิเมื่อวาน ทุกวัน'],
    invite: [
      'ชวนเพื่อน รับ {invitation.reward}',
      'รับ {invitation.reward} ต่อเพื่อนแต่ละคนที่สมัครด้วยรหัสของคุณและฝากครั้งแรก {invitation.min}',
    ],
    ad: {
      title: 'ของขวัญฝากครั้งแรก',
      body: 'ฝากครั้งแรกตั้งแต่ {ftd.min} ขึ้นไป รับฟรี {ftd.reward} ไว้เล่น',
      cta: 'ฝากเลย',
    },
    welcome: {
      title: 'ยินดีต้อนรับสู่ Rodada',
      text: 'คาสิโน เกมสด และกีฬาในที่เดียว มีทีมช่วยเหลือตลอด 24 ชั่วโมงทุกวัน',
    },
    reminder:
      'Rodada สำหรับผู้ที่มีอายุ 18 ปีขึ้นไปเท่านั้น เล่นเพื่อความบันเทิง ไม่ใช่เพื่อหาเงิน ' +
      'กำหนดขีดจำกัดด้านเวลาและการใช้จ่าย และหยุดพักเป็นระยะ',
  },
  tr: {
    dailyWheel: ['Ücretsiz günlük çark', 'Her gün bir ücretsiz çevirme, yatırım gerekmez: nakit ödüller'],
    wheelAd: {
      title: 'Günlük çarkı çevir',
      body: 'Her gün günlük çarkta bir ücretsiz çevirme hakkın var, yatırım yapman gerekmez. Sorumlu oyna.',
      cta: 'Çarkı çevir',
    },
    welcomeBonus: ['İlk yatırım bonusu', 'İlk yatırımında {ftd.min} veya daha fazla yatır, {ftd.reward} kazan'],
    dailyRescue: ['Günlük kayıp desteği', 'Dünkü net kaybının {dailyRescue.percent} kadarı her gün geri'],
    invite: [
      'Arkadaşlarını davet et, {invitation.reward} kazan',
      'Kodunla kaydolup {invitation.min} ilk yatırımını yapan her arkadaşın için {invitation.reward} kazan',
    ],
    ad: {
      title: 'İlk yatırım hediyesi',
      body: 'İlk yatırımını {ftd.min} veya daha fazla yap, oynaman için {ftd.reward} bedava kazan.',
      cta: 'Şimdi yatır',
    },
    welcome: {
      title: 'Rodada’ya hoş geldin',
      text: 'Casino, canlı oyunlar ve spor tek bir yerde. Destek 7 gün 24 saat hizmetinde.',
    },
    reminder:
      'Rodada yalnızca 18 yaş ve üzeri kişiler içindir. Para kazanmak için değil, eğlence için oyna. ' +
      'Zamanına ve harcamalarına sınır koy ve düzenli olarak mola ver.',
  },
  cn: {
    dailyWheel: ['免费每日转盘', '每天一次免费旋转，无需存款：现金奖励'],
    wheelAd: {
      title: '转动每日转盘',
      body: '每天都可免费转动一次每日转盘，无需存款。请理性游戏。',
      cta: '转动转盘',
    },
    welcomeBonus: ['首存奖金', '首次存款 {ftd.min} 或以上，即得 {ftd.reward}'],
    dailyRescue: ['每日亏损救援金', '每天返还昨日净亏损的 {dailyRescue.percent}'],
    invite: [
      '邀请好友，获得 {invitation.reward}',
      '每位使用您的邀请码注册并首次存款 {invitation.min} 的好友，可为您带来 {invitation.reward}',
    ],
    ad: {
      title: '首充礼包',
      body: '首次存款 {ftd.min} 或以上，即可免费获得 {ftd.reward} 游戏金。',
      cta: '立即存款',
    },
    welcome: {
      title: '欢迎来到 Rodada',
      text: '娱乐场、真人游戏和体育尽在一处。全年无休 24 小时客服支持。',
    },
    reminder:
      'Rodada 仅限 18 岁及以上人士使用。请以娱乐为目的进行游戏，而不是为了赚钱。请为时间和花费设定限额，并适时休息。',
  },
  ch: {
    dailyWheel: ['免費每日轉盤', '每天一次免費旋轉，無需存款：現金獎勵'],
    wheelAd: {
      title: '轉動每日轉盤',
      body: '每天都可免費轉動一次每日轉盤，無需存款。請理性遊戲。',
      cta: '轉動轉盤',
    },
    welcomeBonus: ['首存獎金', '首次存款 {ftd.min} 或以上，即得 {ftd.reward}'],
    dailyRescue: ['每日虧損救援金', '每天返還昨日淨虧損的 {dailyRescue.percent}'],
    invite: [
      '邀請好友，獲得 {invitation.reward}',
      '每位使用您的邀請碼註冊並首次存款 {invitation.min} 的好友，可為您帶來 {invitation.reward}',
    ],
    ad: {
      title: '首儲禮包',
      body: '首次存款 {ftd.min} 或以上，即可免費獲得 {ftd.reward} 遊戲金。',
      cta: '立即存款',
    },
    welcome: {
      title: '歡迎來到 Rodada',
      text: '娛樂場、真人遊戲和體育盡在一處。全年無休 24 小時客服支援。',
    },
    reminder:
      'Rodada 僅限 18 歲及以上人士使用。請以娛樂為目的進行遊戲，而不是為了賺錢。請為時間和花費設定限額，並適時休息。',
  },
};

/**
 * A banner or advertisement as stored: one that promises a deposit bonus is marked `depositLinked`, and a
 * site whose profile forbids deposit bonuses never shows it; one that offers the free wheel is marked
 * `freeSpin`, and a site whose profile does not offer it to visitors never shows it (contentForProfile):
 * the content is what a visitor sees, before any login. One the operator hid (the back office) is `hidden`.
 */
type Marked<T> = T & { depositLinked?: true; freeSpin?: true; hidden?: true };
export type StoredContent = Omit<SiteContentBody, 'banners' | 'advertisement'> & {
  banners: Marked<SiteContentBody['banners'][number]>[];
  advertisement: Marked<NonNullable<SiteContentBody['advertisement']>> | null;
};

const DAILY_WHEEL_PATH = '/promotion/activity/lottery-wheel';
const DAILY_RESCUE_PATH = '/promotion/activity/daily-loss-relief-fund';

/**
 * A site's home content in lang: a `regulated-br` site advertises the daily wheel (no deposit needed), an
 * `open` site the first-deposit bonus (marked deposit-linked).
 */
export function siteContentFor(lang: Locale, profile: SiteProfile): StoredContent {
  const t = TEXTS[lang];
  const common = [
    { id: 5, title: t.dailyRescue[0], subtitle: t.dailyRescue[1], link: DAILY_RESCUE_PATH },
    // Its reward waits for the friend's first deposit: a site without deposit bonuses does not advertise it.
    { id: 3, title: t.invite[0], subtitle: t.invite[1], link: '/agency-center/invite', depositLinked: true as const },
  ];
  return profile === 'open'
    ? {
        banners: [
          { id: 1, title: t.welcomeBonus[0], subtitle: t.welcomeBonus[1], link: '/recharge', depositLinked: true },
          ...common,
        ],
        advertisement: { id: 1, ...t.ad, link: '/recharge', depositLinked: true },
        welcome: t.welcome,
        reminder: t.reminder,
      }
    : {
        banners: [
          { id: 4, title: t.dailyWheel[0], subtitle: t.dailyWheel[1], link: DAILY_WHEEL_PATH, freeSpin: true },
          ...common,
        ],
        advertisement: { id: 2, ...t.wheelAd, link: DAILY_WHEEL_PATH, freeSpin: true },
        welcome: t.welcome,
        reminder: t.reminder,
      };
}

/**
 * The activities a page opens: a banner or advertisement linking there is not shown when the site offers
 * none of them (switched off, or forbidden by its profile: server/promotions/offer.ts).
 */
export const LINKED_ACTIVITIES: Readonly<Record<string, readonly ActivityKey[]>> = {
  [DAILY_WHEEL_PATH]: ['dailywheel', 'lotterywheel'],
  [DAILY_RESCUE_PATH]: ['dailyrescue'],
  '/promotion/activity/recharge-rebate': ['rechargerebate'],
  '/promotion/activity/invitation-activity': ['invitationactivity'],
  '/agency-center/invite': ['invitationactivity'],
};

/** Whether an item's link opens only activities the site does not offer. */
export const linksActivityOff = (link: string, offered: (key: ActivityKey) => boolean) => {
  const keys = LINKED_ACTIVITIES[link.split(/[?#]/)[0] ?? link];
  return keys !== undefined && !keys.some(offered);
};

/**
 * What the content endpoint answers: under a profile without deposit bonuses, the banners and the
 * advertisement marked deposit-linked are left out (whoever stored them), and under a profile that does not
 * offer the free wheel to visitors (`regulated-br`: no advantage offered before a bet, Lei 14.790 art. 29)
 * those marked `freeSpin`; so are those the operator hid and those of activities the site does not offer
 * (`offered`); the marks themselves never leave. Logged-in members still find the wheel in the
 * promotions. Rewards named by token ("{ftd.reward}") are filled from the promotions' configuration
 * (promoTokens.ts).
 */
export function contentForProfile(
  content: StoredContent,
  profile: SiteProfile,
  lang: Locale,
  offered: (key: ActivityKey) => boolean = () => true,
): Omit<DynamicWebData, 'site' | 'profile' | 'incentives' | 'legal'> {
  const rules = SITE_PROFILES[profile];
  const shown = <T extends { link: string; depositLinked?: true; freeSpin?: true; hidden?: true }>(item: T) =>
    item.hidden !== true &&
    !linksActivityOff(item.link, offered) &&
    (rules.depositBonuses || item.depositLinked !== true) &&
    (rules.wheelForVisitors || item.freeSpin !== true);
  const strip = <T extends { depositLinked?: true; freeSpin?: true; hidden?: true }>({
    depositLinked: _,
    freeSpin: __,
    hidden: ___,
    ...item
  }: T) => item;
  const ad = content.advertisement;
  const fill = (text: string) => fillPromoTokens(text, lang);
  const filled = <T extends { title: string }>(item: T & { subtitle?: string; body?: string; cta?: string }) => ({
    ...item,
    title: fill(item.title),
    ...(item.subtitle === undefined ? {} : { subtitle: fill(item.subtitle) }),
    ...(item.body === undefined ? {} : { body: fill(item.body) }),
    ...(item.cta === undefined ? {} : { cta: fill(item.cta) }),
  });
  return {
    banners: content.banners
      .filter(shown)
      .map(strip)
      .map(filled)
      .map((banner) => ({ ...banner, art: promoArtUrl(banner.link) })),
    advertisement: ad && shown(ad) ? filled(strip(ad)) : null,
    welcome: { title: fill(content.welcome.title), text: fill(content.welcome.text), art: promoArtUrl('/sports') },
    reminder: content.reminder,
  };
}

export const DEFAULT_SOCIAL_LINKS = [
  { name: 'Instagram', url: 'https://www.instagram.com/rodada.casino', icon: 'instagram' },
  { name: 'Telegram', url: 'https://t.me/rodada_casino', icon: 'telegram' },
  { name: 'WhatsApp', url: 'https://wa.me/5511900000000', icon: 'whatsapp' },
  { name: 'X', url: 'https://x.com/rodada_casino', icon: 'x' },
] as const;
