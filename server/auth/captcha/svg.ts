import { randomBetween, randomInt, type Random } from '../../lib/random';
import { GLYPHS } from './glyphs';

const WIDTH = 140;
const HEIGHT = 48;
const CELL = 30;

const fixed = (n: number) => n.toFixed(1);

function inkColour(random: Random): string {
  return `hsl(${randomInt(random, 360)} 65% ${randomInt(random, 12) + 20}%)`;
}

type Point = readonly [number, number];

/** A polyline as a path, in the picture's own coordinates. */
function polyline(random: Random, points: readonly Point[], width: number): string {
  const d = points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${fixed(x)} ${fixed(y)}`).join('');
  return (
    `<path d="${d}" stroke="${inkColour(random)}" stroke-width="${width.toFixed(2)}" ` +
    `opacity="${randomBetween(random, 0.75, 1).toFixed(2)}"/>`
  );
}

/**
 * One character's strokes, each its own path, already placed: the glyph's points are rotated, skewed, scaled
 * and moved here (no `transform` left in the picture), every segment is cut at 0–2 extra points and every
 * point wobbles. So nothing in the SVG's text is a glyph's outline or says which strokes make a character:
 * reading the code takes reading the picture.
 */
function glyphStrokes(random: Random, char: string, index: number): string[] {
  const glyph = GLYPHS[char];
  if (!glyph) throw new Error(`No glyph for ${char}`);
  const scale = randomBetween(random, 1.85, 2.2);
  const x0 = 10 + index * CELL + randomBetween(random, -2, 2);
  const y0 = (HEIGHT - 14 * scale) / 2 + randomBetween(random, -3, 3);
  const angle = (randomBetween(random, -18, 18) * Math.PI) / 180;
  const skew = Math.tan((randomBetween(random, -10, 10) * Math.PI) / 180);
  const width = randomBetween(random, 1.2, 1.5) * scale;
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  // skewX, then a rotation about the glyph's middle (5, 7), then scale and place: what the SVG transform did.
  const place = ([px, py]: Point): Point => {
    const sx = px + skew * py - 5;
    const sy = py - 7;
    return [x0 + scale * (sx * cos - sy * sin + 5), y0 + scale * (sx * sin + sy * cos + 7)];
  };
  const wobble = ([px, py]: Point): Point => [
    px + randomBetween(random, -0.35, 0.35),
    py + randomBetween(random, -0.35, 0.35),
  ];
  return glyph.map((stroke) => {
    const points: Point[] = [];
    stroke.forEach((point, i) => {
      const previous = stroke[i - 1];
      if (previous) {
        const cuts = randomInt(random, 3);
        for (let k = 1; k <= cuts; k += 1) {
          const t = k / (cuts + 1);
          points.push(
            place(wobble([previous[0] + (point[0] - previous[0]) * t, previous[1] + (point[1] - previous[1]) * t])),
          );
        }
      }
      points.push(place(wobble(point)));
    });
    return polyline(random, points, width);
  });
}

/** A curve across the picture, drawn as a polyline like the characters' strokes. */
function noiseLine(random: Random): string {
  const y1 = randomBetween(random, 4, HEIGHT - 4);
  const y2 = randomBetween(random, 4, HEIGHT - 4);
  const c1 = randomBetween(random, -10, HEIGHT + 10);
  const c2 = randomBetween(random, -10, HEIGHT + 10);
  const steps = 8 + randomInt(random, 8);
  const points: Point[] = [];
  for (let i = 0; i <= steps; i += 1) {
    const t = i / steps;
    const u = 1 - t;
    const x = 3 * u * u * t * (WIDTH / 3) + 3 * u * t * t * ((2 * WIDTH) / 3) + t * t * t * WIDTH;
    const y = u * u * u * y1 + 3 * u * u * t * c1 + 3 * u * t * t * c2 + t * t * t * y2;
    points.push([x, y]);
  }
  return polyline(random, points, randomBetween(random, 1.2, 1.5) * randomBetween(random, 1.85, 2.2));
}

function dot(random: Random): string {
  return (
    `<circle cx="${fixed(randomBetween(random, 0, WIDTH))}" cy="${fixed(randomBetween(random, 0, HEIGHT))}" ` +
    `r="${randomBetween(random, 0.6, 1.6).toFixed(2)}" fill="${inkColour(random)}" stroke="none" opacity="0.6"/>`
  );
}

/** The items in a random order (Fisher–Yates with the injected random source). */
function shuffled<T>(random: Random, items: T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = randomInt(random, i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Draws the code as an SVG a person can read: rotated, skewed stroke characters over noise. */
export function renderCaptchaSvg(random: Random, code: string): string {
  const hue = randomInt(random, 360);
  const parts = [
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="hsl(${hue} 45% 94%)" stroke="none"/>`,
    ...Array.from({ length: 24 }, () => dot(random)),
    // The characters' strokes and the noise lines in one random order: the document's order says nothing.
    ...shuffled(random, [
      ...Array.from({ length: 3 }, () => noiseLine(random)),
      ...[...code].flatMap((char, i) => glyphStrokes(random, char, i)),
    ]),
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
