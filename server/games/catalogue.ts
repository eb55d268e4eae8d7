import { CATEGORY_KEYS, type CategoryKey, type Engine } from '../../contract';
import { CRASH_RTP } from '../house/crash';
import { leagueOf, SPORTSBOOK_RTP } from '../house/fixtures';
import { variantOf } from '../../engines';
import { LIVE_VARIANTS, liveRtp } from '../../engines/live';

/** The house provider's brands (platType codes), in the order the lobby lists them. Names are invented. */
export const BRANDS = [
  { code: 'RODADA', name: 'Rodada Originais' },
  { code: 'TUCANO', name: 'Tucano Games' },
  { code: 'SAMBA', name: 'Samba Studios' },
  { code: 'IPANEMA', name: 'Ipanema Play' },
  { code: 'JOGO', name: 'Jogo Bonito Interativo' },
  { code: 'CAPIVARA', name: 'Capivara Labs' },
] as const;

/** A title of the catalogue: its name, and the engine and variant that play it. */
interface Title {
  name: string;
  engine: Engine;
  /** The engine's variant (engines/<engine>.ts), or the league a sportsbook entry opens. */
  variant: string;
}

const title = (name: string, engine: Engine, variant = 'default'): Title => ({ name, engine, variant });

/**
 * Every title by category, in lobby order. All invented; each plays as its name says, and one is listed
 * only when its engine and variant exist (contract/games.ts ENGINES, engines/index.ts).
 */
const TITLES: Record<CategoryKey, readonly Title[]> = {
  slot: [
    title('Fortuna do Tucano', 'slot', 'tucano'),
    title('Carnaval 7s', 'slot', 'carnaval'),
    title('Ouro de Minas', 'slot', 'ouro'),
    title('Arara Dourada', 'slot', 'arara'),
    title('Frutas do Pará', 'slot', 'frutas'),
    title('Diamantes da Bahia', 'slot', 'diamantes'),
  ],
  live: [
    title('Roleta Copacabana Ao Vivo', 'live', 'roulette'),
    title('Bac Bo Pelourinho', 'live', 'bacbo'),
    title('Roda da Fortuna Ao Vivo', 'live', 'wheel'),
  ],
  crash: [
    title('Foguete Rio', 'crash'),
    title('Aviãozinho Santos Dumont', 'crash'),
    title('Balão Junino', 'crash'),
    title('Cometa Carioca', 'crash'),
  ],
  sports: [
    title('Brasileirão Série A', 'sportsbook', 'bra-a'),
    title('Brasileirão Série B', 'sportsbook', 'bra-b'),
    title('Copa do Brasil', 'sportsbook', 'copa-br'),
    title('Copa Libertadores', 'sportsbook', 'libertadores'),
    title('Premier League', 'sportsbook', 'premier'),
    title('Copa Sul-Americana', 'sportsbook', 'sudamericana'),
    title('La Liga', 'sportsbook', 'laliga'),
    title('Serie A', 'sportsbook', 'seriea'),
    title('Champions League', 'sportsbook', 'ucl'),
  ],
  casino: [
    title('Roleta Tropical', 'roulette', 'tropical'),
    title('Blackjack Ipanema', 'blackjack', 'ipanema'),
    title('Bacará Real', 'baccarat', 'real'),
    title('Roleta Europeia Samba', 'roulette', 'samba'),
  ],
  card: [
    title('Blackjack Paulista', 'blackjack', 'paulista'),
    title('Bacará Leblon', 'baccarat', 'leblon'),
    title('Jacks or Better Sertão', 'videopoker', 'jacks'),
  ],
  fish: [
    title('Pesca no Pantanal', 'fish', 'pantanal'),
    title('Tubarão Dourado', 'fish', 'tubarao'),
    title('Pirarucu Gigante', 'fish', 'pirarucu'),
  ],
  lottery: [
    title('Keno Maracá', 'keno', 'maraca'),
    title('Keno Copacabana', 'keno', 'copacabana'),
    title('Keno Turbo', 'keno', 'turbo'),
  ],
  bingo: [
    title('Bingo 90 Bolas', 'bingo', 'b90'),
    title('Bingo Turbo 75', 'bingo', 'b75'),
    title('Bingo São João', 'bingo', 'saojoao'),
  ],
  arcade: [
    title('Minas Explosivas', 'mines', 'minas'),
    title('Plinko Cascata', 'plinko', 'cascata'),
    title('Dado Rápido', 'dice', 'rapido'),
  ],
  videogame: [
    title('Vídeo Bingo Arraiá', 'videobingo', 'arraia'),
    title('Deuces Wild Neon', 'videopoker', 'deuces'),
    title('Vídeo Bingo Neon', 'videobingo', 'neon'),
    title('Bonus Poker Pixel', 'videopoker', 'bonus'),
  ],
};

/**
 * A title's stated return to player, or null when it cannot be played here (its engine or variant does not
 * exist): a registered engine's `rtp(variant)`; the crash engine's exact value; a live table's best bet's;
 * the sportsbook's average over its fixtures' odds for a league it offers.
 */
function rtpOf({ engine, variant }: Title): string | null {
  const found = variantOf(engine, variant);
  if (found) return found.registered.engine.rtp(found.variant);
  if (engine === 'crash') return CRASH_RTP.percent;
  if (engine === 'live') {
    return Object.prototype.hasOwnProperty.call(LIVE_VARIANTS, variant)
      ? liveRtp(LIVE_VARIANTS[variant as keyof typeof LIVE_VARIANTS])
      : null;
  }
  if (engine === 'sportsbook') return leagueOf(variant) ? SPORTSBOOK_RTP : null;
  return null;
}

/** The first three of each category are popular; the second, fourth and sixth are promoted (so the home rows differ). */
const POPULAR = new Set([0, 1, 2]);
const PROMOTED = new Set([1, 3, 5]);

/** Lower case without accents: what the search compares ("São" → "sao", "Açúcar" → "acucar"). */
export function searchKey(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export function slugOf(name: string): string {
  return searchKey(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export interface CatalogueEntry {
  slug: string;
  name: string;
  searchName: string;
  category: CategoryKey;
  brandCode: string;
  engine: Engine;
  variant: string;
  rtp: string;
  popular: boolean;
  promoted: boolean;
  position: number;
}

/** The whole catalogue, category by category in lobby order, of the titles that can be played; brands rotate. */
export function catalogue(): CatalogueEntry[] {
  return CATEGORY_KEYS.flatMap((category, categoryIndex) =>
    TITLES[category].flatMap((entry, position) => {
      const rtp = rtpOf(entry);
      if (rtp === null) return [];
      return [
        {
          slug: `${category}-${slugOf(entry.name)}`,
          name: entry.name,
          searchName: searchKey(entry.name),
          category,
          brandCode: BRANDS[(categoryIndex + position) % BRANDS.length]!.code,
          engine: entry.engine,
          variant: entry.variant,
          rtp,
          popular: POPULAR.has(position),
          promoted: PROMOTED.has(position),
          position,
        },
      ];
    }),
  );
}
