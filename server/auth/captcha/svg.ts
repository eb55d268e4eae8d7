import { randomBetween, randomInt, type Random } from '../../lib/random';
import { GLYPHS } from './glyphs';

const WIDTH = 140;
const HEIGHT = 48;
const CELL = 30;

const fixed = (n: number) => n.toFixed(1);

function inkColour(random: Random): string {
  return `hsl(${randomInt(random, 360)} 65% ${randomInt(random, 12) + 20}%)`;
}

function glyphPaths(random: Random, char: string, index: number): string {
  const glyph = GLYPHS[char];
  if (!glyph) throw new Error(`No glyph for ${char}`);
  const scale = randomBetween(random, 1.85, 2.2);
  const x = 10 + index * CELL + randomBetween(random, -2, 2);
  const y = (HEIGHT - 14 * scale) / 2 + randomBetween(random, -3, 3);
  const angle = randomBetween(random, -18, 18);
  const skew = randomBetween(random, -10, 10);
  const width = randomBetween(random, 1.2, 1.5);
  const d = glyph
    .map((stroke) =>
      stroke
        .map(([px, py], i) => {
          // A little wobble on every point so no two drawings of a character are the same.
          const jx = px + randomBetween(random, -0.35, 0.35);
          const jy = py + randomBetween(random, -0.35, 0.35);
          return `${i === 0 ? 'M' : 'L'}${fixed(jx)} ${fixed(jy)}`;
        })
        .join(''),
    )
    .join('');
  const transform =
    `translate(${fixed(x)} ${fixed(y)}) scale(${scale.toFixed(2)}) ` +
    `rotate(${fixed(angle)} 5 7) skewX(${fixed(skew)})`;
  return `<path transform="${transform}" d="${d}" stroke="${inkColour(random)}" stroke-width="${width.toFixed(2)}"/>`;
}

function noiseLine(random: Random): string {
  const y1 = randomBetween(random, 4, HEIGHT - 4);
  const y2 = randomBetween(random, 4, HEIGHT - 4);
  const c1 = randomBetween(random, -10, HEIGHT + 10);
  const c2 = randomBetween(random, -10, HEIGHT + 10);
  return (
    `<path d="M0 ${fixed(y1)}C${fixed(WIDTH / 3)} ${fixed(c1)} ${fixed((2 * WIDTH) / 3)} ${fixed(c2)} ` +
    `${WIDTH} ${fixed(y2)}" stroke="${inkColour(random)}" stroke-width="${randomBetween(random, 0.8, 1.4).toFixed(2)}" opacity="0.7"/>`
  );
}

function dot(random: Random): string {
  return (
    `<circle cx="${fixed(randomBetween(random, 0, WIDTH))}" cy="${fixed(randomBetween(random, 0, HEIGHT))}" ` +
    `r="${randomBetween(random, 0.6, 1.6).toFixed(2)}" fill="${inkColour(random)}" stroke="none" opacity="0.6"/>`
  );
}

/** Draws the code as an SVG a person can read: rotated, skewed stroke characters over noise. */
export function renderCaptchaSvg(random: Random, code: string): string {
  const hue = randomInt(random, 360);
  const parts = [
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="hsl(${hue} 45% 94%)" stroke="none"/>`,
    ...Array.from({ length: 24 }, () => dot(random)),
    ...Array.from({ length: 2 }, () => noiseLine(random)),
    ...[...code].map((char, i) => glyphPaths(random, char, i)),
    noiseLine(random),
  ];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" ` +
    `fill="none" stroke-linecap="round" stroke-linejoin="round" role="img" aria-label="Verification code">` +
    parts.join('') +
    `</svg>`
  );
}

export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}
