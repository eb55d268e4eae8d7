import { createHash } from 'node:crypto';
import type { Handler } from 'hono';
import { BACKDROPS, PALETTES } from '../games/art';
import { MOTIFS, type Motif, type MotifKey } from '../games/art-motifs';
import type { AppEnv } from '../http/env';
import { sendCompressible } from '../static/compress';

/**
 * The home carousel's pictures: one per kind of promotion, drawn from the game art's motifs (a wheel for
 * the daily wheel, coins for the loss relief…) on a wide backdrop. No text in the picture: the banner's
 * title and subtitle are the page's, in the reader's language.
 */
const PROMO_ART = {
  wheel: { motif: 'wheel', companion: 'coin', palette: 3 },
  relief: { motif: 'coin', companion: 'gold', palette: 2 },
  invite: { motif: 'trophy', companion: 'coin', palette: 1 },
  welcome: { motif: 'gold', companion: 'gems', palette: 7 },
  sports: { motif: 'football', companion: 'trophy', palette: 8 },
  promo: { motif: 'gems', companion: 'trophy', palette: 11 },
} as const satisfies Record<string, { motif: MotifKey; companion: MotifKey; palette: number }>;
export type PromoArtKey = keyof typeof PROMO_ART;

/** Which picture a banner gets, from where it leads. */
export function promoArtFor(link: string): PromoArtKey {
  if (link.includes('lottery-wheel')) return 'wheel';
  if (link.includes('loss-relief') || link.includes('rescue')) return 'relief';
  if (link.includes('invite') || link.includes('invitation')) return 'invite';
  if (link.startsWith('/recharge')) return 'welcome';
  if (link.startsWith('/sports')) return 'sports';
  return 'promo';
}

const draw = (motif: MotifKey, ...args: Parameters<Motif>) => (MOTIFS[motif] as Motif)(...args);

const WIDTH = 640;
const HEIGHT = 320;

export function renderPromoArt(key: PromoArtKey): string {
  const art = PROMO_ART[key];
  const p = PALETTES[art.palette % PALETTES.length]!;
  const hero = { x: 470, y: 160 };
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" overflow="hidden">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="0.6"><stop offset="0" stop-color="${p.to}"/><stop offset="0.55" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>
    <radialGradient id="l" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff" stop-opacity="0.5"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
    <linearGradient id="f" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${p.dark}" stop-opacity="0.85"/><stop offset="0.6" stop-color="${p.dark}" stop-opacity="0"/></linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>
  <g fill="#fff" opacity="0.1" transform="translate(${hero.x - 128} 32)">${BACKDROPS[art.palette % BACKDROPS.length]!(128, 128)}</g>
  <circle cx="${hero.x}" cy="${hero.y}" r="150" fill="url(#l)"/>
  <g transform="translate(${hero.x + 118} ${hero.y + 104}) rotate(-12) scale(0.6)">${draw(art.companion, p, 1)}</g>
  <g transform="translate(${hero.x + 10} ${hero.y - 6}) rotate(6) scale(1.9)">${draw(art.motif, p, 0)}</g>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#f)"/>
</svg>
`;
}

const rendered = new Map<PromoArtKey, { svg: string; hash: string }>();

function promoArt(key: PromoArtKey) {
  let art = rendered.get(key);
  if (!art) {
    const svg = renderPromoArt(key);
    art = { svg, hash: createHash('sha256').update(svg).digest('hex').slice(0, 10) };
    rendered.set(key, art);
  }
  return art;
}

/** A banner's picture URL, with its content hash so it is cached for good. */
export const promoArtUrl = (link: string) => {
  const key = promoArtFor(link);
  return `/site/art/${key}.${promoArt(key).hash}.svg`;
};

/**
 * GET /site/art/:file — a promotion picture, "wheel.3fa9c01b2e.svg": with the current hash cached for a
 * year, without it ("wheel.svg") or with an old one for an hour; an unknown name is 404.
 */
export function promoArtFile(): Handler<AppEnv> {
  return (c) => {
    const match = /^([a-z]{1,16})(?:\.([0-9a-f]{10}))?\.svg$/.exec(c.req.param('file') ?? '');
    if (!match || !Object.hasOwn(PROMO_ART, match[1]!)) return c.notFound();
    const art = promoArt(match[1] as PromoArtKey);
    return sendCompressible(c, `site/art/${match[1]}.${art.hash}`, art.svg, 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': match[2] === art.hash ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
    });
  };
}
