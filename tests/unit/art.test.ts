import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CATEGORY_KEYS, type CategoryKey } from '../../contract';
import { artChoices, escapeXml, LIVE_BADGE, motifsOf, renderGameArt, titleArtOf } from '../../server/games/art';
import { MOTIFS, TITLE_ART } from '../../server/games/art-motifs';
import { catalogue, slugOf } from '../../server/games/catalogue';

/** The lobby's titles by category, in lobby order, and what each picture must show. */
const TITLES: Record<CategoryKey, readonly (readonly [name: string, shows: RegExp])[]> = {
  slot: [
    ['Fortuna do Tucano', /toucan/i],
    ['Carnaval 7s', /seven/i],
    ['Ouro de Minas', /cart/i],
    ['Arara Dourada', /macaw/i],
    ['Frutas do Pará', /fruit/i],
    ['Diamantes da Bahia', /gem/i],
  ],
  live: [
    ['Roleta Copacabana Ao Vivo', /roulette/i],
    ['Bac Bo Pelourinho', /bacbo/i],
    ['Roda da Fortuna Ao Vivo', /wheel/i],
  ],
  crash: [
    ['Foguete Rio', /rocket/i],
    ['Aviãozinho Santos Dumont', /bis/i],
    ['Balão Junino', /balao/i],
    ['Cometa Carioca', /comet/i],
  ],
  sports: [
    ['Brasileirão Série A', /seriea/i],
    ['Brasileirão Série B', /serieb/i],
    ['Copa do Brasil', /copa/i],
    ['Copa Libertadores', /libertadores/i],
    ['Premier League', /premier/i],
    ['Copa Sul-Americana', /sulamericana/i],
    ['La Liga', /laliga/i],
    ['Serie A', /serieaitalia/i],
    ['Champions League', /champions/i],
  ],
  casino: [
    ['Roleta Tropical', /roulette/i],
    ['Blackjack Ipanema', /blackjack/i],
    ['Bacará Real', /baccarat/i],
    ['Roleta Europeia Samba', /roulette/i],
  ],
  card: [
    ['Blackjack Paulista', /blackjack/i],
    ['Bacará Leblon', /baccarat/i],
    ['Jacks or Better Sertão', /jacks/i],
  ],
  fish: [
    ['Pesca no Pantanal', /dourado/i],
    ['Tubarão Dourado', /shark/i],
    ['Pirarucu Gigante', /pirarucu/i],
  ],
  lottery: [
    ['Keno Maracá', /keno/i],
    ['Keno Copacabana', /keno/i],
    ['Keno Turbo', /keno/i],
  ],
  bingo: [
    ['Bingo 90 Bolas', /bingo90/i],
    ['Bingo Turbo 75', /bingo75/i],
    ['Bingo São João', /bingo/i],
  ],
  arcade: [
    ['Minas Explosivas', /mines/i],
    ['Plinko Cascata', /plinko/i],
    ['Dado Rápido', /dice/i],
  ],
  videogame: [
    ['Vídeo Bingo Arraiá', /videoBingo/i],
    ['Deuces Wild Neon', /deuces/i],
    ['Vídeo Bingo Neon', /videoBingo/i],
    ['Bonus Poker Pixel', /poker/i],
  ],
};

const titles = CATEGORY_KEYS.flatMap((category) =>
  TITLES[category].map(([name, shows], position) => ({
    id: 1000 + CATEGORY_KEYS.indexOf(category) * 10 + position,
    name,
    category,
    position,
    shows,
    slug: `${category}-${slugOf(name)}`,
  })),
);
const sha = (text: string) => createHash('sha256').update(text).digest('hex');

/** Fails unless `svg` is one well-formed <svg> element: tags nest, attributes are quoted, every url(#id) exists. */
function expectWellFormedSvg(svg: string, label: string) {
  expect(svg, label).not.toMatch(/undefined|NaN|null|\[object/);
  expect(svg.trimStart().startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), label).toBe(true);
  const open: string[] = [];
  let roots = 0;
  let rest = svg;
  for (const tag of svg.matchAll(/<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g)) {
    const [whole, closing, name, , selfClosing] = tag;
    rest = rest.replace(whole, '');
    if (closing) expect(open.pop(), `${label}: </${name}>`).toBe(name);
    else if (!selfClosing) {
      if (open.length === 0) roots += 1;
      open.push(name!);
    } else if (open.length === 0) roots += 1;
  }
  expect(open, label).toEqual([]);
  expect(roots, label).toBe(1);
  // What is left is text: no stray markup, and only character references for & and <.
  expect(rest, label).not.toMatch(/[<>]|&(?!#\d+;|amp;|lt;|gt;|quot;|apos;)/);
  const ids = new Set([...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
  for (const [, ref] of svg.matchAll(/url\(#([^)]+)\)/g)) expect(ids.has(ref), `${label}: #${ref}`).toBe(true);
}

describe('game art generator', () => {
  it('gives every title of the lobby its own picture, keyed by the slug the catalogue gives it', () => {
    expect(Object.keys(TITLE_ART).sort()).toEqual(titles.map((t) => t.slug).sort());
    for (const title of titles) {
      const own = titleArtOf(title);
      expect(own, title.slug).toBe(TITLE_ART[title.slug]);
      expect(own!.motif, title.name).toMatch(title.shows);
      expect(motifsOf(title), title.name).toEqual([own!.motif, own!.companion ?? null]);
    }
    // No two titles draw the same motif: a look of its own even where the game is the same (three keno boards).
    expect(new Set(titles.map((t) => titleArtOf(t)!.motif)).size).toBe(titles.length);
    // And every title the catalogue lists is one of them.
    for (const entry of catalogue()) expect(TITLE_ART[entry.slug], entry.slug).toBeDefined();
  });

  it("draws the title's motif in its own colours, and the live badge on the live tables only, with no words", () => {
    for (const title of titles) {
      const own = titleArtOf(title)!;
      const svg = renderGameArt(title);
      expect(svg, title.name).toContain(MOTIFS[own.motif](own.palette, title.position));
      expect(svg, title.name).toContain(`stop-color="${own.palette.from}"`);
      expect(svg.includes(LIVE_BADGE), title.name).toBe(title.category === 'live');
      // No words in any language: a drawn text is at most a card's rank, a ball's number or a league's letter.
      for (const [, text] of svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g))
        expect(text, title.name).toMatch(/^(\d{1,2}|[A-Z])$/);
    }
  });

  it('writes valid SVG within the size budget of a lobby tile', () => {
    for (const title of titles) {
      const svg = renderGameArt(title);
      expectWellFormedSvg(svg, title.name);
      expect(Buffer.byteLength(svg), title.name).toBeLessThan(8000);
    }
    expect(() => expectWellFormedSvg('<svg xmlns="http://www.w3.org/2000/svg"><g></svg>', 'broken')).toThrow();
    expect(() => expectWellFormedSvg('<svg xmlns="http://www.w3.org/2000/svg" fill="url(#x)"></svg>', 'ref')).toThrow();
  });

  it("draws a European wheel on the roulettes: 37 pockets round the ring, the green zero's inside it", () => {
    for (const slug of ['live-roleta-copacabana-ao-vivo', 'casino-roleta-tropical', 'casino-roleta-europeia-samba']) {
      const svg = MOTIFS[TITLE_ART[slug]!.motif](TITLE_ART[slug]!.palette, 0);
      const ring =
        /<circle r="45" fill="none" stroke="#d32f2f" stroke-width="16" stroke-dasharray="([\d.]+) \1"\/>/.exec(svg);
      const zero =
        /stroke="#1e9e4a" stroke-width="16" stroke-dasharray="([\d.]+) ([\d.]+)" stroke-dashoffset="(-?[\d.]+)"/.exec(
          svg,
        );
      expect(ring, slug).not.toBeNull();
      expect(zero, slug).not.toBeNull();
      const circumference = 2 * Math.PI * 45;
      const pocket = Number(ring![1]);
      expect(pocket * 37, slug).toBeCloseTo(circumference, 0);
      // A dash starts at minus its offset along the ring: the zero is the 37th pocket, after the last red.
      const start = -Number(zero![3]);
      expect(start, slug).toBeCloseTo(pocket * 36, 1);
      expect(start + Number(zero![1]), slug).toBeLessThanOrEqual(circumference);
    }
  });

  it('is deterministic', () => {
    for (const title of titles.slice(0, 10)) expect(renderGameArt(title)).toBe(renderGameArt({ ...title }));
  });

  it('never gives two titles the same picture, nor two of a category the same colours or backdrop', () => {
    expect(new Set(titles.map((t) => sha(renderGameArt(t)))).size).toBe(titles.length);
    for (const category of CATEGORY_KEYS) {
      const choices = titles.filter((t) => t.category === category).map(artChoices);
      expect(choices.length, category).toBeGreaterThanOrEqual(3);
      expect(new Set(choices.map((c) => JSON.stringify(c.palette))).size, category).toBe(choices.length);
      expect(new Set(choices.map((c) => c.backdrop)).size, category).toBe(choices.length);
    }
  });

  it('draws the motif the words of a name call for when the name is not a title of the lobby', () => {
    expect(titleArtOf({ name: 'Truco Mineiro', category: 'card' })).toBeUndefined();
    expect(motifsOf({ name: 'Truco Mineiro', category: 'card' })[0]).toBe('cards');
    expect(motifsOf({ name: 'Dragão de Neon', category: 'slot' })[0]).toBe('dragon');
    expect(motifsOf({ name: 'Vôlei de Praia', category: 'sports' })[0]).toBe('volleyball');
    // A lobby name in another category is not that title.
    expect(motifsOf({ name: 'Foguete Rio', category: 'slot' })).toEqual(['rocket', 'palm']);
    expect(motifsOf({ name: 'Xyz', category: 'crash' })).toEqual(['rocket', null]);
    const svg = renderGameArt({ id: 1, name: 'Truco Mineiro', category: 'card', position: 4 });
    expectWellFormedSvg(svg, 'Truco Mineiro');
    expect(svg).not.toContain('AO VIVO');
  });

  it('writes no name in the picture (the tile shows it in the player’s language), whatever the name holds', () => {
    const svg = renderGameArt({ id: 1, name: 'Pão & <b>"Sorte"</b> Roleta', category: 'slot', position: 0 });
    expect(svg).not.toMatch(/<b>|SORTE|Sorte|ROLETA|Pão|PÃO/);
    expectWellFormedSvg(svg, 'no name');
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;');
  });
});
