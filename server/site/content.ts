import type { Locale } from '../../contract';
import type { SiteContentBody, SiteProfile } from '../db/schema';
import { SITE_PROFILES } from './profile';

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
  chatRain: [string, string];
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
    welcomeBonus: ['Bônus de boas-vindas', '100% até R$ 1.500 no seu primeiro depósito'],
    chatRain: ['Chuva no chat a cada 5 horas', 'Fique online e pegue prêmios grátis no chat'],
    invite: ['Convide amigos, ganhe R$ 100', 'Compartilhe seu código de convite e ganhe por cada amigo que entrar'],
    ad: {
      title: 'Presente de primeiro depósito',
      body: 'Faça seu primeiro depósito de R$ 100 e receba R$ 10 grátis para jogar.',
      cta: 'Depositar agora',
    },
    welcome: {
      title: 'Bem-vindo à Rodada',
      text: 'Cassino, jogos ao vivo e esportes em um só lugar. Suporte disponível 7x24.',
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
    welcomeBonus: ['Welcome bonus', '100% up to R$1,500 on your first deposit'],
    chatRain: ['Chat rain every 5 hours', 'Stay online and catch free rewards in the chat'],
    invite: ['Invite friends, get R$100', 'Share your invitation code and earn for every friend who joins'],
    ad: {
      title: 'First deposit gift',
      body: 'Make your first deposit of R$100 and get R$10 free to play.',
      cta: 'Deposit now',
    },
    welcome: {
      title: 'Welcome to Rodada',
      text: 'Casino, live games and sports in one place. Support available 7x24.',
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
    welcomeBonus: ['Thưởng chào mừng', '100% lên đến R$1.500 cho lần nạp đầu tiên'],
    chatRain: ['Mưa quà trong trò chuyện mỗi 5 giờ', 'Hãy trực tuyến và nhận phần thưởng miễn phí trong trò chuyện'],
    invite: ['Mời bạn bè, nhận R$100', 'Chia sẻ mã mời của bạn và nhận thưởng cho mỗi người bạn tham gia'],
    ad: {
      title: 'Quà nạp lần đầu',
      body: 'Nạp lần đầu R$100 và nhận miễn phí R$10 để chơi.',
      cta: 'Nạp ngay',
    },
    welcome: {
      title: 'Chào mừng đến với Rodada',
      text: 'Sòng bài, trò chơi trực tiếp và thể thao ở cùng một nơi. Hỗ trợ 7x24.',
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
    welcomeBonus: ['Bonus sambutan', '100% hingga R$1.500 untuk deposit pertama Anda'],
    chatRain: ['Hujan hadiah di chat setiap 5 jam', 'Tetap online dan tangkap hadiah gratis di chat'],
    invite: [
      'Ajak teman, dapatkan R$100',
      'Bagikan kode undangan Anda dan dapatkan hadiah untuk setiap teman yang bergabung',
    ],
    ad: {
      title: 'Hadiah deposit pertama',
      body: 'Lakukan deposit pertama sebesar R$100 dan dapatkan R$10 gratis untuk bermain.',
      cta: 'Deposit sekarang',
    },
    welcome: {
      title: 'Selamat datang di Rodada',
      text: 'Kasino, permainan langsung, dan olahraga dalam satu tempat. Layanan bantuan tersedia 7x24.',
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
    welcomeBonus: ['Bonus alu-aluan', '100% sehingga R$1,500 untuk deposit pertama anda'],
    chatRain: [
      'Hujan ganjaran di ruang sembang setiap 5 jam',
      'Kekal dalam talian dan rebut ganjaran percuma di ruang sembang',
    ],
    invite: [
      'Jemput rakan, dapatkan R$100',
      'Kongsi kod jemputan anda dan dapatkan ganjaran bagi setiap rakan yang menyertai',
    ],
    ad: {
      title: 'Hadiah deposit pertama',
      body: 'Buat deposit pertama sebanyak R$100 dan terima R$10 percuma untuk bermain.',
      cta: 'Deposit sekarang',
    },
    welcome: {
      title: 'Selamat datang ke Rodada',
      text: 'Kasino, permainan langsung dan sukan di satu tempat. Sokongan tersedia 7x24.',
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
    welcomeBonus: ['โบนัสต้อนรับ', '100% สูงสุด R$1,500 สำหรับการฝากครั้งแรก'],
    chatRain: ['ฝนรางวัลในแชททุก 5 ชั่วโมง', 'ออนไลน์ไว้แล้วรับรางวัลฟรีในแชท'],
    invite: ['ชวนเพื่อน รับ R$100', 'แชร์รหัสเชิญของคุณและรับรางวัลทุกครั้งที่เพื่อนเข้าร่วม'],
    ad: {
      title: 'ของขวัญฝากครั้งแรก',
      body: 'ฝากครั้งแรก R$100 รับฟรี R$10 ไว้เล่น',
      cta: 'ฝากเลย',
    },
    welcome: {
      title: 'ยินดีต้อนรับสู่ Rodada',
      text: 'คาสิโน เกมสด และกีฬาในที่เดียว มีทีมช่วยเหลือตลอด 7x24',
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
    welcomeBonus: ['Hoş geldin bonusu', 'İlk yatırımında R$1.500’ye kadar %100'],
    chatRain: ['Her 5 saatte bir sohbet yağmuru', 'Çevrimiçi kal ve sohbette ücretsiz ödüller yakala'],
    invite: ['Arkadaşlarını davet et, R$100 kazan', 'Davet kodunu paylaş, katılan her arkadaşın için kazan'],
    ad: {
      title: 'İlk yatırım hediyesi',
      body: 'İlk yatırımını R$100 olarak yap, oynaman için R$10 bedava kazan.',
      cta: 'Şimdi yatır',
    },
    welcome: {
      title: 'Rodada’ya hoş geldin',
      text: 'Casino, canlı oyunlar ve spor tek bir yerde. Destek 7x24 hizmetinde.',
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
    welcomeBonus: ['欢迎奖金', '首次存款 100% 奖励，最高 R$1,500'],
    chatRain: ['每 5 小时一次聊天红包雨', '保持在线，在聊天室领取免费奖励'],
    invite: ['邀请好友，获得 R$100', '分享您的邀请码，每位好友加入都有奖励'],
    ad: {
      title: '首充礼包',
      body: '首次存款 R$100，即可免费获得 R$10 游戏金。',
      cta: '立即存款',
    },
    welcome: {
      title: '欢迎来到 Rodada',
      text: '娱乐场、真人游戏和体育尽在一处。7x24 小时客服支持。',
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
    welcomeBonus: ['歡迎獎金', '首次存款 100% 獎勵，最高 R$1,500'],
    chatRain: ['每 5 小時一次聊天紅包雨', '保持在線，在聊天室領取免費獎勵'],
    invite: ['邀請好友，獲得 R$100', '分享您的邀請碼，每位好友加入都有獎勵'],
    ad: {
      title: '首儲禮包',
      body: '首次存款 R$100，即可免費獲得 R$10 遊戲金。',
      cta: '立即存款',
    },
    welcome: {
      title: '歡迎來到 Rodada',
      text: '娛樂場、真人遊戲和體育盡在一處。7x24 小時客服支援。',
    },
    reminder:
      'Rodada 僅限 18 歲及以上人士使用。請以娛樂為目的進行遊戲，而不是為了賺錢。請為時間和花費設定限額，並適時休息。',
  },
};

/**
 * A banner or advertisement as stored: one that promises a deposit bonus is marked `depositLinked`, and a
 * site whose profile forbids deposit bonuses never shows it (contentForProfile).
 */
type Marked<T> = T & { depositLinked?: true };
export type StoredContent = Omit<SiteContentBody, 'banners' | 'advertisement'> & {
  banners: Marked<SiteContentBody['banners'][number]>[];
  advertisement: Marked<NonNullable<SiteContentBody['advertisement']>> | null;
};

const DAILY_WHEEL_PATH = '/promotion/activity/lottery-wheel';

/**
 * A site's home content in lang: a `regulated-br` site advertises the daily wheel (no deposit needed), an
 * `open` site the first-deposit bonus (marked deposit-linked).
 */
export function siteContentFor(lang: Locale, profile: SiteProfile): StoredContent {
  const t = TEXTS[lang];
  const common = [
    { id: 2, title: t.chatRain[0], subtitle: t.chatRain[1], link: '/promotion/activity' },
    { id: 3, title: t.invite[0], subtitle: t.invite[1], link: '/agency-center/invite' },
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
        banners: [{ id: 4, title: t.dailyWheel[0], subtitle: t.dailyWheel[1], link: DAILY_WHEEL_PATH }, ...common],
        advertisement: { id: 2, ...t.wheelAd, link: DAILY_WHEEL_PATH },
        welcome: t.welcome,
        reminder: t.reminder,
      };
}

/**
 * What the content endpoint answers: under a profile without deposit bonuses, the banners and the
 * advertisement marked deposit-linked are left out (whoever stored them); the marks themselves never leave.
 */
export function contentForProfile(content: StoredContent, profile: SiteProfile): SiteContentBody {
  const shown = <T extends { depositLinked?: true }>(item: T) =>
    SITE_PROFILES[profile].depositBonuses || item.depositLinked !== true;
  const strip = <T extends { depositLinked?: true }>({ depositLinked: _, ...item }: T) => item;
  const ad = content.advertisement;
  return {
    banners: content.banners.filter(shown).map(strip),
    advertisement: ad && shown(ad) ? strip(ad) : null,
    welcome: content.welcome,
    reminder: content.reminder,
  };
}

export const DEFAULT_SOCIAL_LINKS = [
  { name: 'Instagram', url: 'https://www.instagram.com/rodada.casino', icon: 'instagram' },
  { name: 'Telegram', url: 'https://t.me/rodada_casino', icon: 'telegram' },
  { name: 'WhatsApp', url: 'https://wa.me/5511900000000', icon: 'whatsapp' },
  { name: 'X', url: 'https://x.com/rodada_casino', icon: 'x' },
] as const;
