import { dayNumber, mod, publicStream, saoPauloTime, shuffle, stampOf } from './calendar';
import type { Fighter, MmaParams } from './mma';

/**
 * The UFC's cards: a Saturday card every week (a numbered event every other week, a Fight Night between)
 * and a Wednesday Fight Night every other week, ten bouts a card, one in each weight class, the last the
 * main event over five rounds. The roster is three camps of forty fighters (four in each of the ten
 * classes): the Wednesday cards draw from the first, the Saturday cards from the second and the third in
 * turn, so a fighter is on a card at most once and never on two cards within the schedule's four days (the
 * cards of one camp are a fortnight apart). Each card's bouts are drawn from its camp by a public stream
 * seeded with the card (the schedule is public); the ratings too.
 */

export interface MmaFixture {
  code: string;
  competition: string;
  home: string;
  away: string;
  /** The bout's walk-out, São Paulo time, as the UTC instant. */
  kickoff: Date;
  params: MmaParams;
}

export const WEIGHT_CLASSES = [
  'Flyweight',
  'Bantamweight',
  'Featherweight',
  'Lightweight',
  'Welterweight',
  'Middleweight',
  'Light Heavyweight',
  'Heavyweight',
  "Women's Strawweight",
  "Women's Bantamweight",
] as const;

const MEN = [
  'Rafael',
  'Diego',
  'Islam',
  'Kamaru',
  'Jon',
  'Alexandre',
  'Charles',
  'Paulo',
  'Merab',
  'Sean',
  'Umar',
  'Brandon',
  'Justin',
  'Belal',
  'Khamzat',
  'Alex',
  'Tom',
  'Ciryl',
  'Jiří',
  'Magomed',
  'Gilbert',
  'Renato',
  'Caio',
  'Mauricio',
  'Ilia',
  'Dricus',
  'Sergei',
  'Shavkat',
];
const WOMEN = [
  'Amanda',
  'Mackenzie',
  'Jéssica',
  'Zhang',
  'Tatiana',
  'Virna',
  'Marina',
  'Yan',
  'Raquel',
  'Mayra',
  'Julianna',
  'Karine',
];
const SURNAMES = [
  'Silva',
  'Moicano',
  'Barboza',
  'Pereira',
  'Oliveira',
  'Borralho',
  'Figueiredo',
  'Moraes',
  'Tavares',
  'Almeida',
  'Nurmagov',
  'Volkov',
  'Prochazka',
  'Ankalaev',
  'Gaethje',
  'Holloway',
  'Edwards',
  'Muhammad',
  'Strickland',
  'Adesanya',
  'Costa',
  'Burns',
  'Lima',
  'Rakhmonov',
  'Ulberg',
  'Gane',
  'Aspinall',
  'Rountree',
  'Dvalishvili',
  'Royval',
  'Kape',
  'Bueno',
  'Machado',
  'Sandhagen',
  'Topuria',
  'Evloev',
];

const CAMPS = 3;
const PER_CLASS = 4;

/** The roster: camp → class → fighters, names and ratings drawn once from a public stream. */
export const ROSTER: readonly (readonly (readonly Fighter[])[])[] = (() => {
  const random = publicStream('ufc:roster');
  const used = new Set<string>();
  let n = 0;
  return Array.from({ length: CAMPS }, () =>
    WEIGHT_CLASSES.map((weight) =>
      Array.from({ length: PER_CLASS }, (): Fighter => {
        const first = weight.startsWith('Women') ? WOMEN : MEN;
        let name = '';
        do name = `${first[Math.floor(random() * first.length)]!} ${SURNAMES[Math.floor(random() * SURNAMES.length)]!}`;
        while (used.has(name));
        used.add(name);
        n += 1;
        const rating = () => Math.round(58 + 36 * random());
        return {
          code: `F${String(n).padStart(3, '0')}`,
          name,
          striking: rating(),
          grappling: rating(),
          chin: rating(),
        };
      }),
    ),
  );
})();

/** The roster's fighters by code. */
export const fighterOf = (code: string) => ROSTER.flat(2).find((f) => f.code === code);

const BOUT_MINUTES = 25;

/** A day's card, if it has one: its camp, its name and its first walk-out (minutes after midnight). */
function cardOf(day: string): { camp: number; name: string; start: number } | null {
  const days = dayNumber(day);
  const week = Math.floor(days / 7);
  const weekday = mod(days, 7); // 0 Monday … 6 Sunday
  if (weekday === 5)
    return {
      camp: 1 + mod(week, 2),
      name: mod(week, 2) === 0 ? `UFC ${320 + week}` : 'UFC Fight Night',
      start: 19 * 60,
    };
  if (weekday === 2 && mod(week, 2) === 0) return { camp: 0, name: 'UFC Fight Night', start: 20 * 60 };
  return null;
}

/**
 * A São Paulo day's bouts ('YYYY-MM-DD'): none, or its card's ten, each class's four fighters of the camp
 * drawn into two pairings and one of them on the card, the classes in a drawn order, the last bout the
 * main event (five rounds), a walk-out every 25 minutes.
 */
export function fixturesOfDay(day: string): MmaFixture[] {
  const card = cardOf(day);
  if (!card) return [];
  const random = publicStream(`ufc:${day}`);
  const camp = ROSTER[card.camp]!;
  const order = shuffle(
    WEIGHT_CLASSES.map((_, i) => i),
    random,
  );
  return order.map((cls, i) => {
    const [home, away] = shuffle(camp[cls]!, random) as [Fighter, Fighter];
    const main = i === order.length - 1;
    return {
      code: `MMA-${home.code}-${away.code}-${stampOf(day)}`,
      competition: card.name,
      home: home.name,
      away: away.name,
      kickoff: saoPauloTime(day, card.start + i * BOUT_MINUTES),
      params: { home, away, rounds: main ? 5 : 3 },
    };
  });
}
