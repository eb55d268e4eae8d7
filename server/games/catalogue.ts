import { CATEGORY_KEYS, type CategoryKey, type Engine } from '../../contract';
import { CRASH_RTP } from '../house/crash';
import { SPORTSBOOK_RTP } from '../house/fixtures';
import { HOUSE_SLOT_RTP } from '../house/slot';

/** The house provider's brands (platType codes), in the order the lobby lists them. Names are invented. */
export const BRANDS = [
  { code: 'RODADA', name: 'Rodada Originais' },
  { code: 'TUCANO', name: 'Tucano Games' },
  { code: 'SAMBA', name: 'Samba Studios' },
  { code: 'IPANEMA', name: 'Ipanema Play' },
  { code: 'JOGO', name: 'Jogo Bonito Interativo' },
  { code: 'CAPIVARA', name: 'Capivara Labs' },
] as const;

/** Which engine runs a category's games: crash and sports have their own, everything else is a slot. */
export function engineOf(category: CategoryKey): Engine {
  if (category === 'crash') return 'crash';
  if (category === 'sports') return 'sportsbook';
  return 'slot';
}

/**
 * The return to player a game shows, computed from its engine: the slot's exact value from its reels and
 * paytable; the crash engine's exact value over every crash point (the same for any cash-out target);
 * the sportsbook's average over its fixtures' odds (1 / Σ 1/odds each).
 */
export const ENGINE_RTP: Partial<Record<Engine, string>> = {
  slot: HOUSE_SLOT_RTP.percent,
  crash: CRASH_RTP.percent,
  sportsbook: SPORTSBOOK_RTP,
};

/** Every game's name by category, in lobby order. All invented. */
const NAMES: Record<CategoryKey, readonly string[]> = {
  slot: [
    'Fortuna do Tucano',
    'Carnaval 7s',
    'Noite em São Paulo',
    'Ouro de Minas',
    'Capivara da Sorte',
    'Frutas do Pará',
    'Diamantes da Bahia',
    'Arara Dourada',
    'Pão de Açúcar Spins',
  ],
  live: [
    'Roleta Copacabana Ao Vivo',
    'Bacará Leblon',
    'Blackjack Paulista',
    'Roda da Fortuna Live',
    'Dados do Pelourinho',
    'Sic Bo Salvador',
    'Mesa do Maracanã',
    'Tigre e Onça Ao Vivo',
  ],
  crash: [
    'Foguete Rio',
    'Aviãozinho Santos Dumont',
    'Balão Junino',
    'Cometa Carioca',
    'Pipa Alta',
    'Jato do Cerrado',
    'Disparada Tropical',
    'Voo da Arara',
  ],
  sports: [
    'Brasileirão Apostas',
    'Copa da Várzea',
    'Futsal Total',
    'Vôlei de Praia',
    'Fórmula Interlagos',
    'Basquete Nacional',
    'Tênis na Quadra',
    'Arena de Lutas Manaus',
    'E-Sports Arena',
  ],
  casino: [
    'Roleta Tropical',
    'Blackjack Ipanema',
    'Bacará Real',
    'Pôquer do Sertão',
    'Craps Copacabana',
    'Roleta Europeia Samba',
    'Vinte-e-Um Dourado',
    'Cassino Amazônia',
  ],
  card: [
    'Truco Mineiro',
    'Buraco Fechado',
    'Cacheta Paulista',
    'Tranca Real',
    'Pife Rápido',
    'Sueca Carioca',
    'Pôquer Texas Rodada',
    'Copas do Rei',
  ],
  fish: [
    'Pesca no Pantanal',
    'Tubarão Dourado',
    'Pirarucu Gigante',
    'Rei do Tambaqui',
    'Caça ao Boto',
    'Mar de Noronha',
    'Piranha Frenética',
    'Pescaria do Rio Negro',
  ],
  lottery: [
    'Loteria da Sorte',
    'Bicho Premiado',
    'Quina Tropical',
    'Sena Dourada',
    'Raspadinha Carioca',
    'Keno Maracá',
    'Loto Rápida',
    'Bilhete Premiado',
  ],
  bingo: [
    'Bingo São João',
    'Bingo da Vila',
    'Bingo Festa Junina',
    'Bingo 90 Bolas',
    'Bingo Turbo 75',
    'Quermesse Bingo',
    'Bingo do Arraiá',
    'Cartela de Ouro',
  ],
  arcade: [
    'Plinko Cascata',
    'Minas Explosivas',
    'Dado Duplo',
    'Torre de Cristal',
    'Hi-Lo Carnaval',
    'Roleta de Bolso',
    'Moeda da Sorte',
    'Caça-Níquel Retrô',
  ],
  videogame: [
    'Corrida de Kart Rio',
    'Galáxia Verde-Amarela',
    'Ninja do Cerrado',
    'Labirinto Maia',
    'Robô Samba',
    'Arena Pixel',
    'Dragão de Neon',
    'Guardiões da Amazônia',
  ],
};

/** The first three of each category are popular; the fourth, sixth and eighth are promoted (so the home rows differ). */
const POPULAR = new Set([0, 1, 2]);
const PROMOTED = new Set([3, 5, 7]);

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
  rtp: string;
  popular: boolean;
  promoted: boolean;
  position: number;
}

/** The whole catalogue, category by category in lobby order; brands rotate so each has every category. */
export function catalogue(): CatalogueEntry[] {
  return CATEGORY_KEYS.flatMap((category, categoryIndex) =>
    NAMES[category].map((name, position) => {
      const engine = engineOf(category);
      return {
        slug: `${category}-${slugOf(name)}`,
        name,
        searchName: searchKey(name),
        category,
        brandCode: BRANDS[(categoryIndex + position) % BRANDS.length]!.code,
        engine,
        rtp: ENGINE_RTP[engine]!,
        popular: POPULAR.has(position),
        promoted: PROMOTED.has(position),
        position,
      };
    }),
  );
}
