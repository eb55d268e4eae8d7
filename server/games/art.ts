import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Handler } from 'hono';
import { CATEGORY_KEYS, type CategoryKey } from '../../contract';
import { MOTIFS, TITLE_ART, type MotifKey, type Palette, type TitleArt } from './art-motifs';
import { searchKey, slugOf } from './catalogue';
import type { AppDeps } from '../config';
import { games } from '../db/schema';
import type { AppEnv } from '../http/env';
import { sendCompressible } from '../static/compress';

/** What a game's picture is made from. */
export interface ArtInput {
  id: number;
  name: string;
  category: CategoryKey;
  /** Its place in its category: no two games of a category share a palette or a backdrop. */
  position: number;
}

const SIZE = 256;
/** The picture's lettering: its title and the glyphs of its motifs (a card's rank, a ball's number). */
const FONT = `'Arial Black','Helvetica Neue',Impact,'DejaVu Sans',sans-serif`;

/** A catalogue title's own picture (art-motifs.ts TITLE_ART, by the slug the catalogue gives it), if it has one. */
export function titleArtOf(game: Pick<ArtInput, 'name' | 'category'>): TitleArt | undefined {
  return TITLE_ART[`${game.category}-${slugOf(game.name)}`];
}

/** Name words → the motif that illustrates them; the first match is the hero, the second a companion. */
const THEMES: readonly (readonly [RegExp, MotifKey])[] = [
  [/foguete/, 'rocket'],
  [/aviao/, 'plane'],
  [/balao/, 'balloon'],
  [/cometa/, 'comet'],
  [/pipa/, 'kite'],
  [/jato/, 'jet'],
  [/tucano|arara/, 'bird'],
  [/capivara/, 'capybara'],
  [/\b7s\b/, 'seven'],
  [/noite|paulista/, 'skyline'],
  [/ouro|minas gerais/, 'gold'],
  [/frutas?/, 'fruit'],
  [/diamante|cristal/, 'gems'],
  [/pao de acucar/, 'mountain'],
  [/roleta/, 'roulette'],
  [/bacara|truco|buraco|cacheta|pife|sueca|vinte|copas/, 'cards'],
  [/blackjack|tranca/, 'diamonds'],
  [/roda/, 'wheel'],
  [/dados?\b|craps/, 'dice'],
  [/sic bo|poquer|mesa|cassino/, 'chips'],
  [/tigre|onca/, 'tiger'],
  [/brasileirao|futsal|maracana/, 'football'],
  [/copa\b/, 'trophy'],
  [/volei/, 'volleyball'],
  [/formula|kart/, 'racecar'],
  [/basquete/, 'basketball'],
  [/tenis/, 'tennis'],
  [/lutas/, 'glove'],
  [/e-sports/, 'gamepad'],
  [/tubarao/, 'shark'],
  [/boto|noronha/, 'dolphin'],
  [/piranha/, 'piranha'],
  [/pesca|pirarucu|tambaqui/, 'fish'],
  [/bicho/, 'bicho'],
  [/raspadinha|bilhete/, 'ticket'],
  [/loteria|quina|sena|keno|loto|bolas/, 'balls'],
  [/junina|sao joao|arraia|quermesse/, 'bunting'],
  [/bingo|cartela/, 'bingo'],
  [/plinko/, 'plinko'],
  [/minas explosivas/, 'bomb'],
  [/torre/, 'tower'],
  [/hi-lo/, 'arrows'],
  [/moeda|dourad|fortuna|sorte|real\b|rei\b/, 'coin'],
  [/caca-niquel/, 'slotmachine'],
  [/galaxia/, 'planet'],
  [/ninja/, 'shuriken'],
  [/labirinto|maia/, 'pyramid'],
  [/robo/, 'robot'],
  [/pixel/, 'pixel'],
  [/dragao/, 'dragon'],
  [/carnaval|samba/, 'mask'],
  [/amazonia|pantanal|cerrado|guardioes/, 'leaves'],
  [/tropical|copacabana|ipanema|leblon|rio\b|carioca|bahia|salvador/, 'palm'],
];

/** Each category's motif when the name names nothing. */
const FALLBACK: Record<CategoryKey, MotifKey> = {
  slot: 'seven',
  live: 'chips',
  crash: 'rocket',
  sports: 'football',
  casino: 'roulette',
  card: 'cards',
  fish: 'fish',
  lottery: 'balls',
  bingo: 'bingo',
  arcade: 'plinko',
  videogame: 'gamepad',
};

/** Twelve palettes; a category's games step through them five at a time, so none repeats within nine. */
export const PALETTES: readonly Palette[] = [
  { from: '#ff5f6d', to: '#5b0e2d', ink: '#ffd23f', accent: '#3ddc97', accent2: '#ffffff', dark: '#2a0614' },
  { from: '#1fa2ff', to: '#0b1f5c', ink: '#ffffff', accent: '#ffcf33', accent2: '#ff5c8a', dark: '#07133a' },
  { from: '#2ecc71', to: '#0b3d2e', ink: '#fff3b0', accent: '#ff8c42', accent2: '#ffd23f', dark: '#06251b' },
  { from: '#b24bf3', to: '#2a0a4a', ink: '#ffd1f7', accent: '#22e3ff', accent2: '#ffe066', dark: '#170429' },
  { from: '#ffb347', to: '#8a2c02', ink: '#ffffff', accent: '#1b998b', accent2: '#ff3864', dark: '#3d1300' },
  { from: '#00c9a7', to: '#064663', ink: '#ffe45e', accent: '#ff6392', accent2: '#ffffff', dark: '#032536' },
  { from: '#f64f59', to: '#12194a', ink: '#c4e0ff', accent: '#ffd23f', accent2: '#ff9f1c', dark: '#0a0e2a' },
  { from: '#f7971e', to: '#4a1c6b', ink: '#fff8dc', accent: '#ff2e63', accent2: '#08d9d6', dark: '#24093a' },
  { from: '#43cea2', to: '#185a9d', ink: '#ffffff', accent: '#ffdd00', accent2: '#ff5e5b', dark: '#0c2c4d' },
  { from: '#e0c3fc', to: '#5a3d99', ink: '#fff176', accent: '#ff4081', accent2: '#40c4ff', dark: '#241541' },
  { from: '#f9d423', to: '#b33700', ink: '#3b1f00', accent: '#ffffff', accent2: '#00b894', dark: '#4a1500' },
  { from: '#36d1dc', to: '#3b2f8f', ink: '#ffef96', accent: '#ff7ab6', accent2: '#ffffff', dark: '#171048' },
];

/**
 * The backdrops drawn behind the motif, in white at low opacity: the first six dealt round a category's
 * first six titles, the others to a longer category's later ones (`artChoices`).
 */
export const BACKDROPS: readonly ((cx: number, cy: number) => string)[] = [
  // Sunburst rays from the motif.
  (cx, cy) =>
    Array.from(
      { length: 12 },
      (_, i) => `<path d="M${cx} ${cy}L${cx - 40} -200H${cx + 40}z" transform="rotate(${i * 30} ${cx} ${cy})"/>`,
    ).join(''),
  // A grid of dots.
  () =>
    Array.from(
      { length: 64 },
      (_, i) => `<circle cx="${(i % 8) * 34 + 12 + ((i >> 3) % 2) * 17}" cy="${(i >> 3) * 34 + 10}" r="4"/>`,
    ).join(''),
  // Diagonal stripes.
  () => Array.from({ length: 9 }, (_, i) => `<path d="M${i * 64 - 256} 256l256-256h28l-256 256z"/>`).join(''),
  // Rings around the motif.
  (cx, cy) =>
    [40, 78, 116, 154, 192]
      .map((r) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#fff" stroke-width="14"/>`)
      .join(''),
  // Waves.
  () =>
    [40, 90, 140, 190]
      .map(
        (y) =>
          `<path d="M0 ${y}c32-20 64 20 96 0s64-20 96 0 64 20 96 0v18c-32 20-64-20-96 0s-64 20-96 0-64-20-96 0z"/>`,
      )
      .join(''),
  // Sparkles.
  () =>
    [
      [30, 40, 8],
      [210, 30, 10],
      [228, 120, 6],
      [24, 150, 7],
      [120, 22, 5],
      [180, 80, 5],
      [60, 96, 5],
    ]
      .map(
        ([x, y, r]) =>
          `<path d="M${x} ${y! - r! * 2}l${r! * 0.5} ${r! * 1.5} ${r! * 1.5} ${r! * 0.5}-${r! * 1.5} ${r! * 0.5}-${r! * 0.5} ${r! * 1.5}-${r! * 0.5}-${r! * 1.5}-${r! * 1.5}-${r! * 0.5} ${r! * 1.5}-${r! * 0.5}z"/>`,
      )
      .join(''),
  // A checkerboard.
  () =>
    Array.from({ length: 32 }, (_, i) => {
      const row = i >> 2;
      return `<rect x="${((i % 4) * 2 + (row % 2)) * 32}" y="${row * 32}" width="32" height="32"/>`;
    }).join(''),
  // Chevrons.
  () => [20, 80, 140, 200].map((y) => `<path d="M0 ${y}l128 40 128-40v18l-128 40-128-40z"/>`).join(''),
  // Hexagons.
  () =>
    Array.from({ length: 20 }, (_, i) => {
      const x = (i % 5) * 56 + ((i / 5) % 2 >= 1 ? 28 : 0);
      const y = Math.floor(i / 5) * 64 + 20;
      return `<path d="M${x} ${y - 20}l17 10v20l-17 10-17-10v-20z"/>`;
    }).join(''),
];

/** How many backdrops a category's first titles are dealt (the rest go to its seventh title on). */
const FIRST_BACKDROPS = 6;

/**
 * Where the hero motif goes (centre, scale, tilt), about the middle (the picture has no title); the top right
 * corner stays clear (the tile's favourite button sits there), so a companion motif goes top left.
 */
const LAYOUTS = [
  { x: 128, y: 124, scale: 1.4, tilt: 0 },
  { x: 118, y: 128, scale: 1.32, tilt: -8 },
  { x: 138, y: 122, scale: 1.26, tilt: 8 },
] as const;

/**
 * A live table's badge, top left: a red pill with a white dot sending waves out both sides (the broadcast
 * sign), no words, so it reads the same on every site.
 */
export const LIVE_BADGE = `<g transform="translate(14 14)"><rect width="64" height="26" rx="13" fill="#e53935" stroke="#fff" stroke-width="2.5"/><circle cx="32" cy="13" r="5" fill="#fff"/><path d="M22 6a10 10 0 0 0 0 14M42 6a10 10 0 0 1 0 14M16 3a16 16 0 0 0 0 20M48 3a16 16 0 0 1 0 20" fill="none" stroke="#fff" stroke-width="2.5" stroke-linecap="round"/></g>`;

/** Text is data: escaped before it goes into the SVG. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * The motifs of a game's picture: a catalogue title's own; for another name, the hero its words call for
 * and, when the name names a second thing, a companion.
 */
export function motifsOf(game: Pick<ArtInput, 'name' | 'category'>): [MotifKey, MotifKey | null] {
  const own = titleArtOf(game);
  if (own) return [own.motif, own.companion ?? null];
  const key = searchKey(game.name);
  const found: MotifKey[] = [];
  for (const [words, motif] of THEMES) if (words.test(key) && !found.includes(motif)) found.push(motif);
  return [found[0] ?? FALLBACK[game.category], found[1] ?? null];
}

/** The choices a game's picture is made of (what the tests compare between games of a category). */
export function artChoices(game: ArtInput) {
  const categoryIndex = CATEGORY_KEYS.indexOf(game.category);
  const own = titleArtOf(game);
  const [motif, companion] = motifsOf(game);
  const n = game.position + Math.max(0, categoryIndex);
  return {
    motif,
    companion,
    palette: own?.palette ?? PALETTES[(game.position * 5 + categoryIndex * 7) % PALETTES.length]!,
    live: own?.live ?? false,
    backdrop:
      game.position < FIRST_BACKDROPS
        ? n % FIRST_BACKDROPS
        : FIRST_BACKDROPS + ((game.position - FIRST_BACKDROPS) % (BACKDROPS.length - FIRST_BACKDROPS)),
    layout: (game.position + categoryIndex * 2) % LAYOUTS.length,
  };
}

/**
 * A game's picture: a backdrop in the palette's gradient, the motif the name calls for (a rocket for
 * "Foguete", cards for "Truco"…) and a companion motif when the name names two things. No words: the
 * tile shows the game's name, in the player's language, under the picture. Everything follows from the game's name, category and place: the same game
 * always gets the same picture, and two games of a category never share a palette or a backdrop.
 */
export function renderGameArt(game: ArtInput): string {
  const choice = artChoices(game);
  const p = choice.palette;
  const layout = LAYOUTS[choice.layout]!;
  const v = game.position;
  const hero = MOTIFS[choice.motif](p, v);
  const companion = choice.companion
    ? `<g transform="translate(44 48) scale(0.42)">${MOTIFS[choice.companion](p, v + 1)}</g>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>
    <radialGradient id="l" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff" stop-opacity="0.45"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="${SIZE}" height="${SIZE}" fill="url(#g)"/>
  <g fill="#fff" opacity="0.1">${BACKDROPS[choice.backdrop]!(layout.x, layout.y)}</g>
  <circle cx="${layout.x}" cy="${layout.y}" r="96" fill="url(#l)"/>
  <g font-family="${FONT}">
  <g transform="translate(${layout.x} ${layout.y}) rotate(${layout.tilt}) scale(${layout.scale})">${hero}</g>
  ${companion}
  ${choice.live ? LIVE_BADGE : ''}
  </g>
  <rect x="3" y="3" width="${SIZE - 6}" height="${SIZE - 6}" rx="22" fill="none" stroke="${p.ink}" stroke-opacity="0.55" stroke-width="3"/>
</svg>
`;
}

interface RenderedArt {
  svg: string;
  hash: string;
}
const rendered = new Map<string, RenderedArt>();

/** The picture and the first 10 hex digits of its SHA-256, kept so a list of games renders each once. */
export function gameArt(game: ArtInput): RenderedArt {
  const key = `${game.id}|${game.category}|${game.position}|${game.name}`;
  let art = rendered.get(key);
  if (!art) {
    const svg = renderGameArt(game);
    art = { svg, hash: createHash('sha256').update(svg).digest('hex').slice(0, 10) };
    if (rendered.size > 5000) rendered.clear();
    rendered.set(key, art);
  }
  return art;
}

/** The URL of a game's picture: its content hash in the name, so it can be cached for good. */
export const artUrl = (game: ArtInput) => `/games/art/${game.id}.${gameArt(game).hash}.svg`;

/**
 * GET /games/art/:file — a game's picture, "12.3fa9c01b2e.svg": with the current content hash it never
 * changes, so it is cached for a year; without it or with an old one ("12.svg") it is the current picture,
 * cached for an hour. An unknown game or file name: 404.
 */
export function gameArtFile(deps: AppDeps): Handler<AppEnv> {
  return async (c) => {
    const match = /^(\d{1,9})(?:\.([0-9a-f]{10}))?\.svg$/.exec(c.req.param('file') ?? '');
    if (!match) return c.notFound();
    const [game] = await deps.db
      .select({ id: games.id, name: games.name, category: games.category, position: games.position })
      .from(games)
      .where(eq(games.id, Number(match[1])));
    if (!game) return c.notFound();
    const art = gameArt(game);
    return sendCompressible(c, `games/art/${game.id}.${art.hash}`, art.svg, 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': match[2] === art.hash ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
    });
  };
}
