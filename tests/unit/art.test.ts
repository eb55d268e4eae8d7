import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CATEGORY_KEYS } from '../../contract';
import { artChoices, escapeXml, motifsOf, renderGameArt } from '../../server/games/art';
import { catalogue } from '../../server/games/catalogue';

const games = catalogue().map((entry, i) => ({ ...entry, id: i + 1 }));
const sha = (text: string) => createHash('sha256').update(text).digest('hex');

describe('game art generator', () => {
  it('draws the motif the name calls for', () => {
    const motif = (name: string) => motifsOf(games.find((g) => g.name === name)!)[0];
    expect(motif('Foguete Rio')).toBe('rocket');
    expect(motif('Balão Junino')).toBe('balloon');
    expect(motif('Frutas do Pará')).toBe('fruit');
    expect(motif('Diamantes da Bahia')).toBe('gems');
    expect(motif('Roleta Copacabana Ao Vivo')).toBe('roulette');
    expect(motif('Truco Mineiro')).toBe('cards');
    expect(motif('Tubarão Dourado')).toBe('shark');
    expect(motif('Dragão de Neon')).toBe('dragon');
    expect(motif('Brasileirão Apostas')).toBe('football');
    expect(motifsOf({ name: 'Xyz', category: 'crash' })).toEqual(['rocket', null]);
  });

  it('is deterministic', () => {
    for (const game of games.slice(0, 10)) expect(renderGameArt(game)).toBe(renderGameArt({ ...game }));
  });

  it('never gives two games of a category the same picture, palette or backdrop', () => {
    for (const category of CATEGORY_KEYS) {
      const own = games.filter((g) => g.category === category);
      expect(own.length).toBeGreaterThanOrEqual(8);
      const choices = own.map(artChoices);
      expect(new Set(own.map((g) => sha(renderGameArt(g)))).size, category).toBe(own.length);
      expect(new Set(choices.map((c) => c.palette)).size, category).toBe(own.length);
      expect(new Set(choices.map((c) => `${c.motif}/${c.companion}/${c.palette}/${c.backdrop}/${c.layout}`)).size).toBe(
        own.length,
      );
      // Several motifs per category, not one pictogram recoloured.
      expect(new Set(choices.map((c) => c.motif)).size, category).toBeGreaterThanOrEqual(3);
    }
  });

  it('writes the title in display lettering, escaped, inside the tile', () => {
    const svg = renderGameArt({ id: 1, name: 'Pão & <b>"Sorte"</b>', category: 'slot', position: 0 });
    expect(svg).not.toMatch(/<b>|"SORTE"/);
    expect(svg).toContain('&#38;');
    expect(svg).toMatch(/font-weight="900"/);
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;');
    const long = renderGameArt({
      id: 2,
      name: 'Supercalifragilisticexpialidocious Spins',
      category: 'slot',
      position: 1,
    });
    expect(long).toContain('textLength="228"');
  });
});
