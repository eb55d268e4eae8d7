import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Handler } from 'hono';
import type { CategoryKey } from '../../contract';
import type { AppDeps } from '../config';
import { games } from '../db/schema';
import type { AppEnv } from '../http/env';

/** The URL of a game's picture (served by gameArtFile). */
export const artUrl = (id: number) => `/games/art/${id}.svg`;

const SIZE = 256;

/**
 * Each category's glyph, drawn on a 256 × 256 canvas around its centre in the fill `ink` with details
 * in `accent`. Only shapes: no text, no images.
 */
const GLYPHS: Record<CategoryKey, (ink: string, accent: string) => string> = {
  // A slot machine: cabinet, three reels with bars, a lever.
  slot: (ink, accent) => `
    <rect x="58" y="70" width="124" height="120" rx="16" fill="${ink}"/>
    <rect x="70" y="92" width="30" height="54" rx="6" fill="${accent}"/>
    <rect x="105" y="92" width="30" height="54" rx="6" fill="${accent}"/>
    <rect x="140" y="92" width="30" height="54" rx="6" fill="${accent}"/>
    <path d="M77 112h16M112 112h16M147 112h16M77 124h16M112 124h16M147 124h16" stroke="${ink}" stroke-width="5" stroke-linecap="round"/>
    <rect x="78" y="160" width="84" height="14" rx="7" fill="${accent}" opacity="0.8"/>
    <path d="M182 140h14V86" stroke="${ink}" stroke-width="8" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
    <circle cx="196" cy="80" r="11" fill="${accent}"/>`,
  // A camera with a red "on air" dot.
  live: (ink, accent) => `
    <rect x="52" y="88" width="112" height="84" rx="14" fill="${ink}"/>
    <path d="M164 114l40-22v76l-40-22z" fill="${ink}"/>
    <circle cx="84" cy="116" r="12" fill="#ff3b3b"/>
    <rect x="76" y="144" width="64" height="10" rx="5" fill="${accent}"/>`,
  // A rocket climbing along a rising curve.
  crash: (ink, accent) => `
    <path d="M40 206C92 200 140 170 176 104" stroke="${accent}" stroke-width="8" fill="none" stroke-linecap="round"/>
    <g transform="translate(-10 16) rotate(40 168 96)">
      <path d="M168 40c22 18 28 48 22 84h-44c-6-36 0-66 22-84z" fill="${ink}"/>
      <circle cx="168" cy="80" r="10" fill="${accent}"/>
      <path d="M146 106l-16 26h18zM190 106l16 26h-18z" fill="${accent}"/>
      <path d="M156 126l12 30 12-30z" fill="#ffb02e"/>
    </g>`,
  // A football: a circle, a central pentagon and its seams.
  sports: (ink, accent) => `
    <circle cx="128" cy="128" r="70" fill="${ink}"/>
    <path d="M128 102l25 18-10 29h-30l-10-29z" fill="${accent}"/>
    <path d="M128 102V62M153 120l36-12M143 149l22 32M113 149l-22 32M103 120l-36-12" stroke="${accent}" stroke-width="6" stroke-linecap="round"/>`,
  // A roulette wheel: rings, spokes and the ball.
  casino: (ink, accent) => `
    <circle cx="128" cy="128" r="74" fill="${ink}"/>
    <circle cx="128" cy="128" r="56" fill="none" stroke="${accent}" stroke-width="10" stroke-dasharray="11 11"/>
    <circle cx="128" cy="128" r="30" fill="${accent}"/>
    <path d="M128 98v60M98 128h60M107 107l42 42M149 107l-42 42" stroke="${ink}" stroke-width="5" stroke-linecap="round"/>
    <circle cx="172" cy="86" r="8" fill="#ffffff"/>`,
  // Two cards, the front one with a spade.
  card: (ink, accent) => `
    <rect x="62" y="66" width="88" height="124" rx="12" fill="${accent}" transform="rotate(-12 106 128)"/>
    <rect x="100" y="62" width="88" height="124" rx="12" fill="${ink}" transform="rotate(8 144 124)"/>
    <path d="M146 92c-20 22-34 30-34 46 0 12 14 18 26 8l-6 20h28l-6-20c12 10 26 4 26-8 0-16-14-24-34-46z" fill="${accent}"/>`,
  // A fish with a tail, fin, eye and bubbles.
  fish: (ink, accent) => `
    <path d="M48 128c30-42 96-50 132 0-36 50-102 42-132 0z" fill="${ink}"/>
    <path d="M176 128l36-30v60z" fill="${ink}"/>
    <path d="M110 96l22-20 6 26z" fill="${accent}"/>
    <circle cx="82" cy="122" r="8" fill="${accent}"/>
    <path d="M120 110c8 10 8 26 0 36M140 108c8 12 8 28 0 40" stroke="${accent}" stroke-width="5" fill="none" stroke-linecap="round"/>
    <circle cx="56" cy="76" r="7" fill="none" stroke="${ink}" stroke-width="4"/>
    <circle cx="70" cy="56" r="5" fill="none" stroke="${ink}" stroke-width="4"/>`,
  // Three lottery balls.
  lottery: (ink, accent) => `
    <circle cx="92" cy="150" r="38" fill="${ink}"/>
    <circle cx="166" cy="150" r="38" fill="${accent}"/>
    <circle cx="128" cy="90" r="38" fill="${ink}"/>
    <circle cx="92" cy="150" r="16" fill="${accent}"/>
    <circle cx="166" cy="150" r="16" fill="${ink}"/>
    <circle cx="128" cy="90" r="16" fill="${accent}"/>`,
  // A bingo card: a 3 × 3 grid with daubed cells.
  bingo: (ink, accent) => `
    <rect x="58" y="58" width="140" height="140" rx="16" fill="${ink}"/>
    <path d="M104 70v116M150 70v116M70 104h116M70 150h116" stroke="${accent}" stroke-width="4" opacity="0.6"/>
    <circle cx="82" cy="82" r="14" fill="${accent}"/>
    <circle cx="128" cy="128" r="14" fill="${accent}"/>
    <circle cx="174" cy="174" r="14" fill="${accent}"/>
    <circle cx="174" cy="82" r="14" fill="${accent}" opacity="0.5"/>`,
  // A joystick: base, stick, knob and two buttons.
  arcade: (ink, accent) => `
    <rect x="52" y="150" width="152" height="50" rx="18" fill="${ink}"/>
    <path d="M112 152V96" stroke="${ink}" stroke-width="12" stroke-linecap="round"/>
    <circle cx="112" cy="84" r="24" fill="${accent}"/>
    <circle cx="160" cy="170" r="11" fill="${accent}"/>
    <circle cx="186" cy="170" r="9" fill="${accent}" opacity="0.7"/>`,
  // A gamepad: body, cross and buttons.
  videogame: (ink, accent) => `
    <path d="M80 92h96c26 0 40 26 44 62 4 30-22 40-38 18l-14-18H84l-14 18c-16 22-42 12-38-18 4-36 18-62 48-62z" fill="${ink}"/>
    <path d="M82 118v28M68 132h28" stroke="${accent}" stroke-width="9" stroke-linecap="round"/>
    <circle cx="166" cy="122" r="8" fill="${accent}"/>
    <circle cx="184" cy="140" r="8" fill="${accent}"/>
    <circle cx="148" cy="140" r="8" fill="${accent}" opacity="0.7"/>`,
};

export interface ArtInput {
  id: number;
  name: string;
  category: CategoryKey;
}

/**
 * A game's picture: a two-colour gradient at an angle, soft circles and the category's glyph, every
 * choice taken from the hash of the id, name and category (the same game always gets the same art).
 */
export function renderGameArt(game: ArtInput): string {
  const bytes = createHash('sha256').update(`${game.id}:${game.name}:${game.category}`).digest();
  const byte = (i: number) => bytes[i % bytes.length]!;
  const hue = Math.round((byte(0) / 255) * 360);
  const hue2 = (hue + 30 + Math.round((byte(1) / 255) * 90)) % 360;
  const accentHue = (hue + 150 + Math.round((byte(2) / 255) * 60)) % 360;
  const angle = Math.round((byte(3) / 255) * 360);
  const from = `hsl(${hue} 72% 46%)`;
  const to = `hsl(${hue2} 78% 22%)`;
  const accent = `hsl(${accentHue} 90% 62%)`;
  const circles = Array.from({ length: 5 }, (_, i) => {
    const cx = Math.round((byte(4 + i * 3) / 255) * SIZE);
    const cy = Math.round((byte(5 + i * 3) / 255) * SIZE);
    const r = 16 + Math.round((byte(6 + i * 3) / 255) * 56);
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff" opacity="0.08"/>`;
  }).join('');
  const glyph = GLYPHS[game.category]('#ffffff', accent);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}">
  <defs>
    <linearGradient id="g" gradientTransform="rotate(${angle} 0.5 0.5)">
      <stop offset="0" stop-color="${from}"/>
      <stop offset="1" stop-color="${to}"/>
    </linearGradient>
  </defs>
  <rect width="${SIZE}" height="${SIZE}" rx="28" fill="url(#g)"/>
  ${circles}
  <g>${glyph}
  </g>
</svg>
`;
}

/** GET /games/art/:file — a game's picture ("12.svg"); it never changes, so it is cached for a year. */
export function gameArtFile(deps: AppDeps): Handler<AppEnv> {
  return async (c) => {
    const match = /^(\d{1,9})\.svg$/.exec(c.req.param('file') ?? '');
    if (!match) return c.notFound();
    const [game] = await deps.db
      .select({ id: games.id, name: games.name, category: games.category })
      .from(games)
      .where(eq(games.id, Number(match[1])));
    if (!game) return c.notFound();
    return c.body(renderGameArt(game), 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  };
}
