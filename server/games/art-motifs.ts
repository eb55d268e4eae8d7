/**
 * The motifs a game's picture is composed from: each draws one object in a 120 × 120 box centred on
 * (0, 0), in the palette's colours. Shapes and a few glyphs (a card's rank, a ball's number, in the
 * picture's own font): no images, nothing from outside.
 */

export interface Palette {
  /** Backdrop gradient, light to dark. */
  from: string;
  to: string;
  /** The motif's main colour, its accent and a second accent. */
  ink: string;
  accent: string;
  accent2: string;
  /** Outlines and shadows. */
  dark: string;
}

/** A motif in a palette; `v` (the game's place in its category) varies the motifs several games share. */
export type Motif = (p: Palette, v: number) => string;

const gem = (x: number, y: number, s: number, fill: string, shine: string) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-30-14l14-18h32l14 18-30 40z" fill="${fill}"/><path d="M-30-14h60M-16-32l6 18 10 40 10-40 6-18M-10-14L0-32l10 18" stroke="${shine}" stroke-width="2.5" fill="none" stroke-linejoin="round"/></g>`;

const ball = (x: number, y: number, r: number, fill: string, ring: string, n: string) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/><circle cx="${x}" cy="${y}" r="${r * 0.55}" fill="${ring}"/><circle cx="${x}" cy="${y}" r="${r * 0.22}" fill="${n}"/><circle cx="${x - r * 0.4}" cy="${y - r * 0.45}" r="${r * 0.18}" fill="#fff" opacity="0.6"/>`;

const card = (x: number, y: number, angle: number, face: string, suit: string, pip: string) =>
  `<g transform="translate(${x} ${y}) rotate(${angle})"><rect x="-26" y="-38" width="52" height="76" rx="7" fill="${face}" stroke="#0003" stroke-width="2"/><g fill="${suit}">${pip}</g></g>`;

const SPADE = '<path d="M0-20c-12 13-20 18-20 27 0 8 9 11 16 5l-4 12h16l-4-12c7 6 16 3 16-5 0-9-8-14-20-27z"/>';
const HEART = '<path d="M0 18C-22 2-22-16-10-18c5-1 9 2 10 6 1-4 5-7 10-6 12 2 12 20-10 36z"/>';
const CLUB =
  '<circle cx="0" cy="-10" r="9"/><circle cx="-10" cy="4" r="9"/><circle cx="10" cy="4" r="9"/><path d="M-3 4h6l4 16h-14z"/>';
const DIAMOND = '<path d="M0-22l16 22-16 22-16-22z"/>';

/** A number rounded to one decimal, so computed coordinates stay short. */
const r1 = (n: number) => Math.round(n * 10) / 10;

/** A playing card with its rank in the corner and its suit in the middle. */
const rankCard = (x: number, y: number, angle: number, rank: string, suit: string, colour: string, face = '#fffdf6') =>
  `<g transform="translate(${x} ${y}) rotate(${angle})"><rect x="-26" y="-38" width="52" height="76" rx="7" fill="${face}" stroke="#0004" stroke-width="2"/><text x="-15" y="-16" font-size="19" font-weight="900" text-anchor="middle" fill="${colour}">${rank}</text><g fill="${colour}" transform="translate(3 10) scale(0.8)">${suit}</g></g>`;

/** Pips of a die's faces, on a −1…1 grid. */
const PIPS: Record<number, readonly (readonly [number, number])[]> = {
  1: [[0, 0]],
  2: [
    [-1, -1],
    [1, 1],
  ],
  3: [
    [-1, -1],
    [0, 0],
    [1, 1],
  ],
  4: [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ],
  5: [
    [-1, -1],
    [1, -1],
    [0, 0],
    [-1, 1],
    [1, 1],
  ],
  6: [
    [-1, -1],
    [1, -1],
    [-1, 0],
    [1, 0],
    [-1, 1],
    [1, 1],
  ],
};

/** A die of side `s` showing `face`, with a shadowed edge. */
const die = (x: number, y: number, s: number, angle: number, fill: string, pip: string, face: number) =>
  `<g transform="translate(${x} ${y}) rotate(${angle})"><rect x="${-s / 2 + 3}" y="${-s / 2 + 4}" width="${s}" height="${s}" rx="${r1(s * 0.2)}" fill="#0005"/><rect x="${-s / 2}" y="${-s / 2}" width="${s}" height="${s}" rx="${r1(s * 0.2)}" fill="${fill}" stroke="#fff6" stroke-width="2"/>${PIPS[
    face
  ]!.map(
    ([dx, dy]) => `<circle cx="${r1(dx * s * 0.27)}" cy="${r1(dy * s * 0.27)}" r="${r1(s * 0.09)}" fill="${pip}"/>`,
  ).join('')}</g>`;

/** A lottery ball with its number. */
const numBall = (x: number, y: number, r: number, fill: string, n: number | string) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}" stroke="#0003" stroke-width="2"/><circle cx="${x}" cy="${y}" r="${r1(r * 0.62)}" fill="#fff"/><text x="${x}" y="${r1(y + r * 0.24)}" font-size="${r1(r * 0.68)}" font-weight="900" text-anchor="middle" fill="#222">${n}</text><circle cx="${r1(x - r * 0.45)}" cy="${r1(y - r * 0.5)}" r="${r1(r * 0.16)}" fill="#fff" opacity="0.7"/>`;

/** The lines of a grid of `cols` × `rows` cells of `w` × `h` from (x, y), as one path. */
const gridPath = (x: number, y: number, cols: number, rows: number, w: number, h: number) =>
  Array.from({ length: cols + 1 }, (_, i) => `M${r1(x + i * w)} ${y}v${r1(rows * h)}`).join('') +
  Array.from({ length: rows + 1 }, (_, j) => `M${x} ${r1(y + j * h)}h${r1(cols * w)}`).join('');

/** Wedges of a wheel of radius r from angle 0 (up), one colour each in turn. */
const wedges = (n: number, r: number, colours: readonly string[]) =>
  Array.from({ length: n }, (_, i) => {
    const a = (i / n) * 2 * Math.PI;
    const b = ((i + 1) / n) * 2 * Math.PI;
    return `<path d="M0 0L${r1(r * Math.sin(a))} ${r1(-r * Math.cos(a))}A${r} ${r} 0 0 1 ${r1(r * Math.sin(b))} ${r1(-r * Math.cos(b))}z" fill="${colours[i % colours.length]}"/>`;
  }).join('');

/**
 * A European roulette wheel seen from above: rim, 37 pockets (red and black, the green zero between
 * 26 and 32), the wooden cone, the gold turret and the ball in a pocket.
 */
const rouletteWheel = (rim: string, cone: string) => {
  const c = Math.round(2 * Math.PI * 45 * 100) / 100;
  const slot = Math.round((c / 37) * 100) / 100;
  return `<circle r="60" fill="${rim}" stroke="#f5c542" stroke-width="3"/><circle r="45" fill="none" stroke="#1b1b1f" stroke-width="16"/><circle r="45" fill="none" stroke="#d32f2f" stroke-width="16" stroke-dasharray="${slot} ${slot}"/><circle r="45" fill="none" stroke="#1e9e4a" stroke-width="16" stroke-dasharray="${slot} ${c}" stroke-dashoffset="${Math.round(-slot * 36 * 100) / 100}"/><circle r="53.5" fill="none" stroke="#f5c542" stroke-width="1.5"/><circle r="36.5" fill="none" stroke="#f5c542" stroke-width="2"/><circle r="35" fill="${cone}"/><circle r="24" fill="none" stroke="#0003" stroke-width="6"/><path d="M0-22v44M-22 0h44" stroke="#f5c542" stroke-width="5" stroke-linecap="round"/><circle r="8" fill="#f5c542" stroke="#9a6b00" stroke-width="2"/><circle cx="0" cy="-22" r="4" fill="#f5c542"/><circle cx="0" cy="22" r="4" fill="#f5c542"/><circle cx="-22" cy="0" r="4" fill="#f5c542"/><circle cx="22" cy="0" r="4" fill="#f5c542"/><circle cx="29" cy="-34" r="5.5" fill="#fff" stroke="#0004" stroke-width="1.5"/>`;
};

/** A stack of casino chips. */
const chipStack = (x: number, y: number, n: number, colours: readonly string[]) =>
  Array.from(
    { length: n },
    (_, i) =>
      `<ellipse cx="${x}" cy="${y - i * 6}" rx="16" ry="6" fill="${colours[i % colours.length]}" stroke="#fff" stroke-width="2" stroke-dasharray="4 4"/>`,
  ).join('');

/** Marked cells of a card: a circle in each listed cell of a grid. */
const daubs = (x: number, y: number, w: number, h: number, cells: readonly number[], cols: number, fill: string) =>
  cells
    .map(
      (cell) =>
        `<circle cx="${r1(x + ((cell % cols) + 0.5) * w)}" cy="${r1(y + (Math.floor(cell / cols) + 0.5) * h)}" r="${r1(Math.min(w, h) * 0.38)}" fill="${fill}"/>`,
    )
    .join('');

/** A string of festa junina flags along a sagging line from x0 to x1 at height y. */
const flags = (x0: number, x1: number, y: number, colours: readonly string[]) => {
  const n = Math.round((x1 - x0) / 18);
  return `<path d="M${x0} ${y}Q${(x0 + x1) / 2} ${y + 14} ${x1} ${y}" stroke="#5d4037" stroke-width="1.5" fill="none"/>${Array.from(
    { length: n },
    (_, i) => {
      const x = x0 + ((i + 0.5) * (x1 - x0)) / n;
      const t = (x - x0) / (x1 - x0);
      const yy = r1(y + 28 * t * (1 - t));
      return `<path d="M${r1(x - 7)} ${yy}h14v12l-7-5-7 5z" fill="${colours[i % colours.length]}"/>`;
    },
  ).join('')}`;
};

/** Pixel art as one path: a square of side `s` for every X of the rows. */
const pixels = (rows: readonly string[], x: number, y: number, s: number) =>
  rows
    .flatMap((row, j) =>
      [...row].map((on, i) => (on === 'X' ? `M${r1(x + i * s)} ${r1(y + j * s)}h${s}v${s}h-${s}z` : '')),
    )
    .join('');
const PIXEL_HEART = ['.XX.XX.', 'XXXXXXX', 'XXXXXXX', '.XXXXX.', '..XXX..', '...X...'];
const PIXEL_SPADE = ['...X...', '..XXX..', '.XXXXX.', 'XXXXXXX', 'XXXXXXX', '.X.X.X.', '...X...', '..XXX..'];
const PIXEL_A = ['.X.', 'X.X', 'XXX', 'X.X', 'X.X'];

/** A football: white, its centre pentagon and the seams to the next ones. */
const footballAt = (x: number, y: number, r: number, ink: string) =>
  `<g transform="translate(${x} ${y}) scale(${r1(r / 20)})"><circle r="20" fill="#fff" stroke="${ink}" stroke-width="1.5"/><path d="M0-7l7 5-3 8h-8l-3-8z" fill="${ink}"/><path d="M0-7v-12M7-2l11-4M4 6l7 10M-4 6l-7 10M-7-2l-11-4" stroke="${ink}" stroke-width="2"/></g>`;

/** A lightning bolt (the turbo titles). */
const bolt = (x: number, y: number, s: number, fill: string) =>
  `<path transform="translate(${x} ${y}) scale(${s})" d="M4-30L-14 4h12l-6 26 22-36H2l8-24z" fill="${fill}" stroke="#0006" stroke-width="2" stroke-linejoin="round"/>`;

/** A video bingo screen: the cabinet's bezel, the drawn balls along the top and four cards of 5 × 3. */
const videoScreen = (p: Palette, screen: string, colours: readonly string[]) =>
  `<rect x="-62" y="-52" width="124" height="96" rx="10" fill="#263238" stroke="#90a4ae" stroke-width="3"/><rect x="-55" y="-45" width="110" height="82" rx="5" fill="${screen}"/>` +
  colours
    .concat(colours)
    .slice(0, 7)
    .map((c, i) => `<circle cx="${-42 + i * 14}" cy="-35" r="5.5" fill="${c}" stroke="#fff" stroke-width="1.5"/>`)
    .join('') +
  [0, 1, 2, 3]
    .map((i) => {
      const x = -50 + (i % 2) * 51;
      const y = -24 + Math.floor(i / 2) * 30;
      return `<rect x="${x}" y="${y}" width="48" height="27" rx="3" fill="#fffdf6"/><path d="${gridPath(x + 1.5, y + 1.5, 5, 3, 9, 8)}" stroke="${p.dark}" stroke-width="0.8" opacity="0.4"/>${daubs(
        x + 1.5,
        y + 1.5,
        9,
        8,
        [
          [0, 6, 12, 8],
          [2, 7, 11],
          [4, 8, 10, 5, 1],
          [3, 9, 13],
        ][i]!,
        5,
        colours[i]!,
      )}`;
    })
    .join('') +
  `<path d="M-14 44h28l6 14h-40z" fill="#37474f"/>`;

const rocket: Motif = (p) => `
    <path d="M-44 52C-20 44 4 26 22-4" stroke="${p.accent2}" stroke-width="7" fill="none" stroke-linecap="round" opacity="0.8"/>
    <g transform="rotate(40)">
      <path d="M0-56c20 16 26 44 20 76h-40c-6-32 0-60 20-76z" fill="${p.ink}"/>
      <circle cx="0" cy="-18" r="10" fill="${p.accent}" stroke="${p.dark}" stroke-width="3"/>
      <path d="M-20 6l-16 26h18zM20 6l16 26h-18z" fill="${p.accent}"/>
      <path d="M-12 22l12 34 12-34z" fill="#ffb02e"/><path d="M-6 22l6 20 6-20z" fill="#fff6c2"/>
    </g>`;
const comet: Motif = (p) => `
    <path d="M-58-40L14 6 2 22z" fill="${p.accent2}" opacity="0.55"/>
    <path d="M-48-52L18-6 6 14z" fill="${p.accent}" opacity="0.7"/>
    <circle cx="22" cy="14" r="26" fill="${p.ink}"/>
    <circle cx="14" cy="8" r="6" fill="${p.dark}" opacity="0.25"/><circle cx="30" cy="22" r="4" fill="${p.dark}" opacity="0.25"/>
    <path d="M-40 40l4 10 10 4-10 4-4 10-4-10-10-4 10-4zM44-44l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" fill="#fff"/>`;

export const MOTIFS = {
  rocket,
  plane: (p) => `
    <path d="M-56 30h40" stroke="${p.accent2}" stroke-width="5" stroke-linecap="round" stroke-dasharray="10 8"/>
    <g transform="rotate(-14)">
      <path d="M-46 0c0-8 8-12 20-12h52c14 0 24 6 24 12s-10 12-24 12h-52c-12 0-20-4-20-12z" fill="${p.ink}"/>
      <path d="M-2-10l-22-34h14l32 34zM-2 10l-22 34h14l32-34zM-40-8l-12-22h10l14 20z" fill="${p.accent}"/>
      <path d="M30-6h14" stroke="${p.dark}" stroke-width="5" stroke-linecap="round"/>
      <circle cx="10" cy="-2" r="3" fill="${p.dark}"/><circle cx="-2" cy="-2" r="3" fill="${p.dark}"/><circle cx="-14" cy="-2" r="3" fill="${p.dark}"/>
    </g>`,
  balloon: (p) => `
    <path d="M0-58c-30 0-44 22-44 40 0 24 28 40 36 56h16c8-16 36-32 36-56 0-18-14-40-44-40z" fill="${p.ink}"/>
    <path d="M0-58c-12 0-18 22-18 40 0 24 10 40 12 56h12c2-16 12-32 12-56 0-18-6-40-18-40z" fill="${p.accent}"/>
    <path d="M-8 38l2 10M8 38l-2 10" stroke="${p.dark}" stroke-width="3"/>
    <rect x="-12" y="46" width="24" height="16" rx="3" fill="${p.accent2}"/>`,
  comet,
  kite: (p) => `
    <path d="M0-58L40-6 0 30-40-6z" fill="${p.ink}"/>
    <path d="M0-58V30M-40-6h80" stroke="${p.dark}" stroke-width="3"/>
    <path d="M0-58L40-6H0zM0 30L-40-6H0z" fill="${p.accent}"/>
    <path d="M0 30c10 10-10 18 0 28s-8 14 0 22" stroke="${p.accent2}" stroke-width="3" fill="none"/>
    <path d="M-4 44l8 4-8 4zM-6 64l10 3-10 4z" fill="${p.accent2}"/>`,
  jet: (p) => `
    <g transform="rotate(-30)">
      <path d="M-52 0l18-6h60c16 0 30 3 30 6s-14 6-30 6h-60z" fill="${p.ink}"/>
      <path d="M-6-6l-26-34h12l36 34zM-6 6l-26 34h12l36-34zM-46-4l-10-18h8l12 16z" fill="${p.accent}"/>
      <path d="M28-4c6-4 14-4 20 0" stroke="${p.dark}" stroke-width="4" fill="none"/>
      <path d="M-54-4l-20-6v20l20-6z" fill="#ffb02e"/>
    </g>`,
  bird: (p) => `
    <path d="M-34 12c0-30 16-50 38-50 18 0 26 16 24 30L52 4c-14 6-30 6-40 2-4 22-14 44-38 50 6-16 2-32-8-44z" fill="${p.ink}"/>
    <path d="M14-24c20-10 44-6 50 12-14-2-34 2-48 6z" fill="${p.accent}"/>
    <path d="M16-18c16 0 36 4 48 6" stroke="${p.dark}" stroke-width="2"/>
    <circle cx="6" cy="-20" r="8" fill="#fff"/><circle cx="8" cy="-20" r="4" fill="${p.dark}"/>
    <path d="M-30 10c10 8 24 10 34 6-4 14-18 26-34 28z" fill="${p.accent2}"/>`,
  capybara: (p) => `
    <path d="M-50 30c-6-30 14-52 44-52h20c22 0 36 14 36 34 0 20-12 34-34 34h-44c-14 0-20-6-22-16z" fill="${p.ink}"/>
    <rect x="18" y="-40" width="12" height="14" rx="6" fill="${p.ink}"/>
    <circle cx="34" cy="-10" r="5" fill="${p.dark}"/>
    <path d="M44 6h6" stroke="${p.dark}" stroke-width="5" stroke-linecap="round"/>
    <path d="M-38 46v12M-16 46v12M18 46v12" stroke="${p.ink}" stroke-width="10" stroke-linecap="round"/>
    <circle cx="26" cy="-46" r="12" fill="${p.accent}"/><circle cx="26" cy="-46" r="5" fill="${p.accent2}"/>`,
  seven: (p) => `
    <path d="M-40-46h80v16L4 52h-26l32-72h-50z" fill="${p.ink}" stroke="${p.dark}" stroke-width="5" stroke-linejoin="round"/>
    <path d="M-30-38h56" stroke="${p.accent}" stroke-width="5" stroke-linecap="round"/>
    <path d="M-58-58l6 12 12 6-12 6-6 12-6-12-12-6 12-6zM50 30l4 9 9 4-9 4-4 9-4-9-9-4 9-4z" fill="${p.accent2}"/>`,
  mask: (p) => `
    <path d="M-56-14c12-10 34-10 48 2 4 4 12 4 16 0 14-12 36-12 48-2 0 30-16 44-34 44-12 0-18-10-22-18-4 8-10 18-22 18-18 0-34-14-34-44z" fill="${p.ink}"/>
    <path d="M-38-2c6-6 16-6 22 2-6 8-16 8-22-2zM16 0c6-8 16-8 22-2-6 10-16 10-22 2z" fill="${p.dark}"/>
    <path d="M-40-18c-4-24 4-40 16-46-2 16 2 28 10 38zM40-18c4-24-4-40-16-46 2 16-2 28-10 38z" fill="${p.accent}"/>
    <circle cx="-54" cy="16" r="5" fill="${p.accent2}"/><circle cx="54" cy="16" r="5" fill="${p.accent2}"/><circle cx="0" cy="36" r="5" fill="${p.accent2}"/>`,
  fruit: (p) => `
    <path d="M-8-44c10 20 6 44-12 62M-8-44c4 26 14 46 30 58" stroke="#3a7d2c" stroke-width="5" fill="none"/>
    <path d="M-8-44c14-14 34-14 44-4-16 8-30 8-44 4z" fill="#4caf50"/>
    <circle cx="-22" cy="30" r="22" fill="#e53935"/><circle cx="24" cy="34" r="22" fill="#c62828"/>
    <circle cx="-30" cy="22" r="6" fill="#fff" opacity="0.5"/><circle cx="16" cy="26" r="6" fill="#fff" opacity="0.5"/>
    <circle cx="46" cy="-20" r="14" fill="${p.accent}"/><circle cx="-48" cy="-16" r="11" fill="${p.accent2}"/>`,
  gems: (p) =>
    gem(-26, 18, 0.9, p.accent, '#ffffff88') +
    gem(28, 22, 0.75, p.accent2, '#ffffff88') +
    gem(2, -20, 1.2, p.ink, '#ffffffaa'),
  gold: (p) => `
    <path d="M-52 44l10-24h36l10 24zM6 44l10-24h36l10 24zM-24 16l10-24h36l10 24z" fill="#f5c542" stroke="#9a6b00" stroke-width="3" stroke-linejoin="round"/>
    <path d="M-44 26h24M14 26h24M-16-2h24" stroke="#fff6c2" stroke-width="3" stroke-linecap="round"/>
    <circle cx="-38" cy="-30" r="14" fill="${p.accent}" stroke="#9a6b00" stroke-width="3"/>
    <path d="M40-52l4 9 9 4-9 4-4 9-4-9-9-4 9-4z" fill="#fff"/>`,
  coin: (p) => `
    <circle cx="0" cy="0" r="50" fill="#f5c542" stroke="#9a6b00" stroke-width="5"/>
    <circle cx="0" cy="0" r="38" fill="none" stroke="#9a6b00" stroke-width="3" stroke-dasharray="4 6"/>
    <path d="M0-24l7 15 16 2-12 11 3 16-14-8-14 8 3-16-12-11 16-2z" fill="${p.accent}" stroke="#9a6b00" stroke-width="2"/>
    <path d="M-30-30a42 42 0 0 1 22-14" stroke="#fff6c2" stroke-width="5" fill="none" stroke-linecap="round"/>`,
  skyline: (p) => `
    <circle cx="32" cy="-34" r="18" fill="${p.accent}"/>
    <path d="M-60 56V0h16v-20h14V56zM-26 56V-40h20v96zM-2 56V-6h18v-18h10v80zM30 56V8h30v48z" fill="${p.ink}"/>
    <path d="M-54 8h4M-54 20h4M-20-30h8M-20-16h8M-20-2h8M-20 12h8M4 4h8M4 18h8M38 20h14M38 34h14" stroke="${p.accent2}" stroke-width="4"/>`,
  mountain: (p) => `
    <circle cx="-30" cy="-36" r="18" fill="${p.accent}"/>
    <path d="M-60 56c10-40 26-70 40-70 10 0 12 24 22 24 8 0 10-44 24-44 16 0 28 60 34 90z" fill="${p.ink}"/>
    <path d="M8-6L44-40" stroke="${p.dark}" stroke-width="2"/><rect x="22" y="-28" width="10" height="7" rx="2" fill="${p.accent2}"/>
    <path d="M-60 44c20-8 40 8 60 0s40-8 60 0v12h-120z" fill="${p.accent2}" opacity="0.8"/>`,
  palm: (p) => `
    <circle cx="26" cy="-24" r="22" fill="${p.accent}"/>
    <path d="M-6 56c4-30 2-60-6-80" stroke="${p.dark}" stroke-width="9" fill="none" stroke-linecap="round"/>
    <path d="M-12-24c-20-16-40-12-48 0 16-6 30-4 48 0zM-12-24c-6-22-24-30-38-26 14 4 26 12 38 26zM-12-24c10-20 30-24 42-16-16 0-28 6-42 16zM-12-24c20-8 38 0 44 14-14-8-28-10-44-14z" fill="${p.ink}"/>
    <path d="M-60 50c30-10 90-10 120 0v10h-120z" fill="${p.accent2}"/>`,
  roulette: (p) => `
    <circle r="56" fill="${p.dark}"/>
    <circle r="50" fill="none" stroke="${p.ink}" stroke-width="14" stroke-dasharray="13.1 13.1"/>
    <circle r="50" fill="none" stroke="${p.accent}" stroke-width="14" stroke-dasharray="13.1 13.1" stroke-dashoffset="13.1"/>
    <circle r="40" fill="${p.accent2}"/><circle r="22" fill="#f5c542"/>
    <path d="M0-20v40M-20 0h40" stroke="#9a6b00" stroke-width="5" stroke-linecap="round"/>
    <circle cx="26" cy="-30" r="6" fill="#fff"/>`,
  cards: (p, v) =>
    card(-22, 6, -14 - (v % 3) * 6, '#fff8ec', v % 2 ? '#d32f2f' : p.ink, [SPADE, DIAMOND, HEART, CLUB][v % 4]!) +
    card(22, 0, 10 + (v % 4) * 4, '#fffdf6', v % 2 ? p.ink : '#d32f2f', [HEART, SPADE, CLUB, DIAMOND][v % 4]!) +
    `<circle cx="-44" cy="44" r="14" fill="${p.accent}" stroke="#fff" stroke-width="4" stroke-dasharray="5 4"/>`,
  diamonds: (p) =>
    card(-16, 2, -8, '#fffdf6', '#d32f2f', DIAMOND) +
    card(18, 8, 14, '#fff8ec', p.ink, SPADE) +
    `<path d="M-46-36l4 10 10 4-10 4-4 10-4-10-10-4 10-4z" fill="${p.accent}"/>`,
  chips: (p) => `
    <ellipse cx="0" cy="36" rx="40" ry="12" fill="${p.dark}" opacity="0.5"/>
    ${[30, 18, 6, -6, -18]
      .map(
        (y, i) =>
          `<ellipse cx="0" cy="${y}" rx="40" ry="13" fill="${i % 2 ? p.ink : p.accent}" stroke="#fff" stroke-width="3" stroke-dasharray="6 6"/>`,
      )
      .join('')}
    <ellipse cx="0" cy="-30" rx="40" ry="13" fill="${p.accent2}" stroke="#fff" stroke-width="3"/>
    <ellipse cx="0" cy="-30" rx="20" ry="6" fill="none" stroke="#fff" stroke-width="2"/>`,
  dice: (p) => `
    <g transform="rotate(-14 -20 0)"><rect x="-56" y="-30" width="60" height="60" rx="12" fill="${p.ink}"/>
      <circle cx="-40" cy="-14" r="6" fill="${p.dark}"/><circle cx="-26" cy="0" r="6" fill="${p.dark}"/><circle cx="-12" cy="14" r="6" fill="${p.dark}"/></g>
    <g transform="rotate(16 30 10)"><rect x="4" y="-18" width="56" height="56" rx="11" fill="${p.accent}"/>
      <circle cx="18" cy="-4" r="5.5" fill="#fff"/><circle cx="46" cy="-4" r="5.5" fill="#fff"/><circle cx="18" cy="24" r="5.5" fill="#fff"/><circle cx="46" cy="24" r="5.5" fill="#fff"/></g>`,
  wheel: (p) => `
    <circle r="56" fill="${p.dark}"/>
    ${Array.from({ length: 8 }, (_, i) => `<path d="M0 0L0-50A50 50 0 0 1 35.4-35.4z" transform="rotate(${i * 45})" fill="${[p.ink, p.accent, p.accent2, '#fff'][i % 4]}"/>`).join('')}
    <circle r="10" fill="#f5c542" stroke="${p.dark}" stroke-width="3"/>
    <path d="M-9-62h18l-9 16z" fill="#fff" stroke="${p.dark}" stroke-width="2"/>`,
  trophy: (p) => `
    <path d="M-30-50h60v20c0 30-14 46-30 46s-30-16-30-46z" fill="#f5c542" stroke="#9a6b00" stroke-width="3"/>
    <path d="M-30-40c-22 0-26 30 6 34M30-40c22 0 26 30-6 34" stroke="#f5c542" stroke-width="7" fill="none"/>
    <path d="M-6 16h12v18h-12z" fill="#d9a520"/><rect x="-26" y="34" width="52" height="16" rx="4" fill="${p.ink}"/>
    <path d="M-16-38c0 14 4 28 10 34" stroke="#fff6c2" stroke-width="4" fill="none" stroke-linecap="round"/>
    <path d="M0-36l5 10 11 2-8 8 2 11-10-5-10 5 2-11-8-8 11-2z" fill="${p.accent}"/>`,
  football: (p) => `
    <ellipse cx="0" cy="52" rx="40" ry="8" fill="${p.dark}" opacity="0.4"/>
    <circle r="48" fill="#fff"/>
    <path d="M0-16l15 11-6 18h-18l-6-18z" fill="${p.dark}"/>
    <path d="M0-16v-32M15-5l30-10M9 13l18 26M-9 13l-18 26M-15-5l-30-10" stroke="${p.dark}" stroke-width="4"/>
    <path d="M-18-44l-10 14 8 8M18-44l10 14-8 8M44 8l-6 18-12-4M-44 8l6 18 12-4" stroke="${p.dark}" stroke-width="3" fill="none"/>
    <path d="M-44 30a48 48 0 0 0 20 14" stroke="${p.ink}" stroke-width="6" fill="none"/>`,
  volleyball: (p) => `
    <circle r="46" fill="${p.ink}"/>
    <path d="M0-46c-8 30 0 50 40 68M-40 22c20-20 44-24 80-20M0-46c26 6 40 24 44 46M-44-14c28-6 40 20 40 60" stroke="${p.accent}" stroke-width="6" fill="none"/>
    <path d="M-60 56h120" stroke="${p.accent2}" stroke-width="8" stroke-linecap="round"/>`,
  racecar: (p) => `
    <path d="M-58 14c4-14 14-20 30-22l14-16h34l16 16c12 2 20 8 22 22z" fill="${p.ink}"/>
    <path d="M-10-22h26l10 14h-44z" fill="${p.accent2}"/>
    <path d="M-60 14h120v8h-120z" fill="${p.accent}"/>
    <circle cx="-34" cy="24" r="14" fill="${p.dark}"/><circle cx="34" cy="24" r="14" fill="${p.dark}"/>
    <circle cx="-34" cy="24" r="5" fill="#ccc"/><circle cx="34" cy="24" r="5" fill="#ccc"/>
    <path d="M-60-30h30M-62-16h22M-60-2h16" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity="0.7"/>`,
  basketball: (p) => `
    <circle r="46" fill="#ef7d22"/>
    <path d="M-46 0h92M0-46v92M-32-32c16 16 16 48 0 64M32-32c-16 16-16 48 0 64" stroke="${p.dark}" stroke-width="4" fill="none"/>
    <path d="M-30-58h60" stroke="${p.accent}" stroke-width="6" stroke-linecap="round"/>`,
  tennis: (p) => `
    <g transform="rotate(-35)"><ellipse cx="0" cy="-20" rx="28" ry="36" fill="none" stroke="${p.ink}" stroke-width="7"/>
      <path d="M-20-44v48M-10-54v66M0-56v70M10-54v66M20-44v48M-26-36h52M-28-22h56M-27-8h54M-22 6h44" stroke="${p.ink}" stroke-width="1.5" opacity="0.8"/>
      <rect x="-5" y="16" width="10" height="44" rx="4" fill="${p.accent}"/></g>
    <circle cx="34" cy="30" r="16" fill="#d7f542"/><path d="M20 24c8 4 18 4 26-4M22 42c8-8 18-10 26-6" stroke="#fff" stroke-width="2.5" fill="none"/>`,
  glove: (p) => `
    <path d="M-30-40c0-14 12-20 28-20h16c20 0 32 14 32 34v24c0 20-14 34-34 34h-14c-18 0-28-12-28-28z" fill="${p.ink}"/>
    <path d="M-30-10c-14-2-24 8-20 22s18 14 24 8" fill="${p.ink}" stroke="${p.dark}" stroke-width="3"/>
    <rect x="-30" y="32" width="50" height="22" rx="6" fill="${p.accent}"/>
    <path d="M-14-36c10-6 30-6 40 0" stroke="#fff" stroke-width="4" fill="none" opacity="0.6" stroke-linecap="round"/>`,
  gamepad: (p) => `
    <path d="M-34-24h68c22 0 32 22 34 52 2 22-18 28-30 12l-10-14h-58l-10 14c-12 16-32 10-30-12 2-30 12-52 36-52z" fill="${p.ink}"/>
    <path d="M-32-6v24M-44 6h24" stroke="${p.accent}" stroke-width="8" stroke-linecap="round"/>
    <circle cx="26" cy="-4" r="7" fill="${p.accent}"/><circle cx="40" cy="10" r="7" fill="${p.accent2}"/><circle cx="12" cy="10" r="7" fill="${p.accent2}"/>`,
  tiger: (p) => `
    <path d="M-48-34l10-22 20 14zM48-34l-10-22-20 14z" fill="${p.ink}"/>
    <path d="M0-46c30 0 50 18 50 46 0 30-22 50-50 50s-50-20-50-50c0-28 20-46 50-46z" fill="${p.ink}"/>
    <path d="M-10-46l4 16M10-46l-4 16M-50 -4h18M-48 12h16M50-4h-18M48 12h-16" stroke="${p.dark}" stroke-width="6" stroke-linecap="round"/>
    <path d="M-24-8c6-6 14-6 18 0-6 6-14 6-18 0zM6-8c4-6 12-6 18 0-4 6-12 6-18 0z" fill="#d7f542"/>
    <path d="M-14 18h28l-14 14z" fill="${p.dark}"/><path d="M-30 26c12 18 48 18 60 0" fill="#fff" opacity="0.9"/>`,
  fish: (p, v) => `
    <path d="M-50 0c26-${30 + (v % 3) * 6} 80-${34 + (v % 3) * 6} 104 0-24 ${34 + (v % 3) * 6}-78 ${30 + (v % 3) * 6}-104 0z" fill="${p.ink}"/>
    ${v % 2 ? `<path d="M-20-20v40M-34-12v24" stroke="${p.accent2}" stroke-width="6" stroke-linecap="round"/>` : ''}
    <path d="M-48 0l-14-26v52z" fill="${p.ink}"/>
    <path d="M-4-30l18-18 6 22z" fill="${p.accent}"/>
    <circle cx="30" cy="-6" r="7" fill="#fff"/><circle cx="32" cy="-6" r="3.5" fill="${p.dark}"/>
    <path d="M-6-16c8 10 8 24 0 32M10-18c8 12 8 28 0 36" stroke="${p.accent}" stroke-width="4" fill="none" stroke-linecap="round"/>
    <circle cx="54" cy="-36" r="6" fill="none" stroke="#fff" stroke-width="3"/><circle cx="44" cy="-54" r="4" fill="none" stroke="#fff" stroke-width="3"/>`,
  shark: (p) => `
    <path d="M-58 8c30-30 76-34 114-6-34 24-80 26-114 6z" fill="${p.ink}"/>
    <path d="M-4-22l14-34 14 34z" fill="${p.ink}"/><path d="M-58 8l-4-28 18 20zM-58 8l-4 26 18-18z" fill="${p.ink}"/>
    <path d="M26 10l4 6 4-6 4 6 4-6 4 6" stroke="#fff" stroke-width="2.5" fill="none"/>
    <circle cx="32" cy="-4" r="4" fill="${p.dark}"/>
    <path d="M-60 44c14-8 26 8 40 0s26-8 40 0 26 8 40 0" stroke="${p.accent}" stroke-width="5" fill="none"/>`,
  piranha: (p) => `
    <path d="M-44 0c0-30 30-44 60-40 22 4 36 18 38 40-2 22-16 36-38 40-30 4-60-10-60-40z" fill="${p.ink}"/>
    <path d="M-44 0l-18-22v44z" fill="${p.accent}"/>
    <path d="M20 8h34c-4 18-18 26-34 26z" fill="${p.dark}"/>
    <path d="M24 8l4 8 4-8 4 8 4-8 4 8 4-8M26 34l4-8 4 8 4-8 4 8" stroke="#fff" stroke-width="2.5" fill="none"/>
    <circle cx="22" cy="-14" r="8" fill="#fff"/><circle cx="24" cy="-14" r="4" fill="#d32f2f"/>
    <path d="M6-24l18 4" stroke="${p.dark}" stroke-width="4" stroke-linecap="round"/>`,
  dolphin: (p) => `
    <path d="M-52 30c10-46 52-74 96-56-8 4-14 6-18 10 10 4 20 14 26 28-18-8-34-10-46-6 10 6 14 16 12 26-10-10-20-14-30-12-12 2-24 6-40 10z" fill="${p.ink}"/>
    <circle cx="30" cy="-12" r="3.5" fill="${p.dark}"/>
    <path d="M-60 48c14-8 26 8 40 0s26-8 40 0 26 8 40 0" stroke="${p.accent}" stroke-width="5" fill="none"/>`,
  balls: (p, v) =>
    v % 2
      ? ball(-34, -20, 20, p.ink, '#fff', p.dark) +
        ball(20, -30, 18, p.accent, '#fff', p.dark) +
        ball(-10, 24, 24, p.accent2, '#fff', p.dark) +
        ball(38, 28, 17, '#fff', p.ink, p.dark)
      : ball(-28, 22, 24, p.ink, '#fff', p.dark) +
        ball(28, 26, 22, p.accent, '#fff', p.dark) +
        ball(0, -24, 26, p.accent2, '#fff', p.dark),
  ticket: (p) => `
    <g transform="rotate(-10)"><path d="M-56-30h112v18a12 12 0 0 0 0 24v18h-112v-18a12 12 0 0 0 0-24z" fill="${p.ink}"/>
    <path d="M-26-30v60" stroke="${p.dark}" stroke-width="2.5" stroke-dasharray="5 5"/>
    <path d="M-12-10h54M-12 6h40" stroke="${p.accent}" stroke-width="7" stroke-linecap="round"/>
    <path d="M-42-8l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" fill="${p.accent2}"/></g>`,
  bingo: (p, v) => `
    <rect x="-50" y="-50" width="100" height="100" rx="12" fill="#fffdf6"/>
    <path d="M-17-46v92M17-46v92M-46-17h92M-46 17h92" stroke="${p.dark}" stroke-width="2" opacity="0.3"/>
    ${[0, 1, 2, 3, 4, 5, 6, 7, 8]
      .filter((cell) => (cell * 7 + v * 4) % 9 < 4)
      .map(
        (cell) =>
          `<circle cx="${((cell % 3) - 1) * 33}" cy="${(Math.floor(cell / 3) - 1) * 33}" r="12" fill="${cell % 2 ? p.accent : p.ink}" opacity="0.85"/>`,
      )
      .join('')}
    <rect x="-50" y="-62" width="100" height="18" rx="6" fill="${p.ink}"/>`,
  bunting: (p) => `
    <path d="M-60-50c40 16 80 16 120 0" stroke="${p.dark}" stroke-width="2" fill="none"/>
    ${[-48, -24, 0, 24, 48].map((x, i) => `<path d="M${x - 10} ${-44 + Math.abs(x) * -0.1}h20l-10 18z" fill="${[p.ink, p.accent, p.accent2][i % 3]}"/>`).join('')}
    <path d="M-30 56l30-50 30 50z" fill="#7b4a1e"/><path d="M-18 56c-6-22 10-30 18-50 8 20 24 28 18 50z" fill="#ff9800"/>
    <path d="M-8 56c-2-12 4-16 8-28 4 12 10 16 8 28z" fill="#ffeb3b"/>`,
  plinko: (p) => `
    ${[-36, -12, 12, 36].map((x) => `<circle cx="${x}" cy="-24" r="5" fill="${p.ink}"/>`).join('')}
    ${[-48, -24, 0, 24, 48].map((x) => `<circle cx="${x}" cy="0" r="5" fill="${p.ink}"/>`).join('')}
    ${[-36, -12, 12, 36].map((x) => `<circle cx="${x}" cy="24" r="5" fill="${p.ink}"/>`).join('')}
    ${[-48, -24, 0, 24].map((x, i) => `<rect x="${x}" y="40" width="22" height="16" rx="4" fill="${[p.accent, p.accent2][i % 2]}"/>`).join('')}
    <circle cx="0" cy="-48" r="10" fill="#f5c542" stroke="#fff" stroke-width="3"/>`,
  bomb: (p) => `
    <circle cx="-6" cy="10" r="40" fill="${p.dark}"/>
    <rect x="6" y="-42" width="20" height="16" rx="4" fill="${p.ink}" transform="rotate(35 16 -34)"/>
    <path d="M24-40c8-10 18-12 26-6" stroke="#c9a26b" stroke-width="4" fill="none"/>
    <path d="M52-48l4-10 2 10 10-2-8 6 6 8-10-4-4 10-2-10-10 0z" fill="#ffb02e"/>
    <circle cx="-20" cy="-6" r="9" fill="#fff" opacity="0.35"/>
    ${gem(-40, 44, 0.5, p.accent, '#fff8')}`,
  tower: (p) => `
    <path d="M-30 56V-20l30-30 30 30v76z" fill="${p.ink}" opacity="0.9"/>
    <path d="M0-50v106M-30-20h60M-30 10h60M-30 40h60" stroke="#fff" stroke-width="2.5" opacity="0.6"/>
    ${gem(0, -54, 0.55, p.accent, '#fff9')}
    <path d="M-46-40l3 7 7 3-7 3-3 7-3-7-7-3 7-3zM44-20l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" fill="${p.accent2}"/>`,
  arrows: (p) => `
    <path d="M-40-6l22-34 22 34h-12v36h-20v-36z" fill="${p.accent}"/>
    <path d="M40 6l-22 34-22-34h12v-36h20v36z" fill="${p.accent2}"/>
    ${card(0, 0, 0, '#fffdf6', '#d32f2f', HEART).replace('translate(0 0)', 'translate(0 0) scale(0.6)')}`,
  slotmachine: (p) => `
    <rect x="-46" y="-46" width="92" height="100" rx="14" fill="${p.ink}"/>
    <rect x="-38" y="-30" width="24" height="44" rx="5" fill="#fff"/><rect x="-12" y="-30" width="24" height="44" rx="5" fill="#fff"/><rect x="14" y="-30" width="24" height="44" rx="5" fill="#fff"/>
    <path d="M-32-8h12l-8 14M-6-8h12l-8 14M20-8h12l-8 14" stroke="#d32f2f" stroke-width="4" fill="none"/>
    <rect x="-30" y="26" width="60" height="12" rx="6" fill="${p.accent}"/>
    <path d="M46 10h10v-44" stroke="${p.ink}" stroke-width="6" fill="none" stroke-linecap="round"/><circle cx="56" cy="-40" r="8" fill="${p.accent2}"/>`,
  planet: (p) => `
    <circle r="38" fill="${p.ink}"/>
    <path d="M-24-28c10 8 30 4 40 16M-36 6c20-4 40 10 70 2" stroke="${p.accent2}" stroke-width="5" fill="none" opacity="0.7"/>
    <ellipse rx="62" ry="16" fill="none" stroke="${p.accent}" stroke-width="6" transform="rotate(-18)"/>
    <path d="M-50-46l3 7 7 3-7 3-3 7-3-7-7-3 7-3zM48 40l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" fill="#fff"/>`,
  shuriken: (p) => `
    <g transform="rotate(20)"><path d="M0-56L12-12 56 0 12 12 0 56-12 12-56 0-12-12z" fill="${p.ink}" stroke="${p.dark}" stroke-width="3"/>
    <circle r="10" fill="${p.dark}"/><circle r="4" fill="${p.accent}"/></g>
    <path d="M-60 40l30-10M-56 54l34-12" stroke="${p.accent}" stroke-width="4" stroke-linecap="round"/>`,
  pyramid: (p) => `
    <circle cx="34" cy="-36" r="16" fill="${p.accent}"/>
    <path d="M-56 52l56-90 56 90z" fill="${p.ink}"/>
    <path d="M0-38l20 90H0z" fill="${p.dark}" opacity="0.25"/>
    <path d="M-40 26h80M-30 10h60M-20-6h40M-10-22h20" stroke="${p.dark}" stroke-width="3" opacity="0.5"/>
    <rect x="-8" y="36" width="16" height="16" fill="${p.dark}"/>`,
  robot: (p) => `
    <path d="M0-58v12" stroke="${p.ink}" stroke-width="4"/><circle cx="0" cy="-60" r="6" fill="${p.accent}"/>
    <rect x="-36" y="-46" width="72" height="52" rx="12" fill="${p.ink}"/>
    <circle cx="-14" cy="-22" r="9" fill="${p.accent2}"/><circle cx="14" cy="-22" r="9" fill="${p.accent2}"/>
    <path d="M-14-4h28" stroke="${p.dark}" stroke-width="5" stroke-linecap="round"/>
    <rect x="-28" y="12" width="56" height="40" rx="8" fill="${p.accent}"/>
    <path d="M-28 20l-22 16M28 20l22-16" stroke="${p.ink}" stroke-width="8" stroke-linecap="round"/>`,
  pixel: (p) => `
    ${[
      [0, 0, 1, 0, 0, 0, 0, 1, 0, 0],
      [0, 0, 0, 1, 0, 0, 1, 0, 0, 0],
      [0, 0, 1, 1, 1, 1, 1, 1, 0, 0],
      [0, 1, 1, 0, 1, 1, 0, 1, 1, 0],
      [1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
      [1, 0, 1, 1, 1, 1, 1, 1, 0, 1],
      [1, 0, 1, 0, 0, 0, 0, 1, 0, 1],
      [0, 0, 0, 1, 1, 1, 1, 0, 0, 0],
    ]
      .flatMap((row, y) =>
        row.map((on, x) =>
          on
            ? `<rect x="${-50 + x * 10}" y="${-44 + y * 10}" width="10" height="10" fill="${y === 3 ? p.accent : p.ink}"/>`
            : '',
        ),
      )
      .join('')}`,
  dragon: (p) => `
    <path d="M-56 40c20-10 30-30 24-50 18 6 26 20 26 34 8-26 28-40 50-40-10 6-14 14-14 22 12-2 22 2 28 10-14 0-22 4-26 12 4 14-4 28-20 32-20 6-44-6-68-20z" fill="${p.ink}"/>
    <path d="M-16-30l16-26 6 24M10-28l22-20v24" fill="${p.accent}"/>
    <circle cx="30" cy="-6" r="5" fill="#d7f542"/>
    <path d="M52-2c10 0 14 6 10 12-6-2-10-2-14 2" fill="#ff7043"/>
    <path d="M-20 30l6-10 6 10 6-10 6 10" stroke="${p.accent}" stroke-width="3" fill="none"/>`,
  leaves: (p) => `
    <path d="M0 60C-4 20-10-20-28-52" stroke="${p.dark}" stroke-width="5" fill="none"/>
    <path d="M-6 20c-34 2-54-16-54-40 30-2 50 14 54 40zM-12-12c-6-26 8-46 30-54 10 24-4 44-30 54zM4 32c16-26 40-32 56-22-6 26-30 34-56 22z" fill="${p.ink}"/>
    <path d="M-6 20c-20-8-34-20-44-36M-12-12c6-18 14-34 28-48M4 32c16-10 32-16 48-20" stroke="${p.accent2}" stroke-width="2.5" fill="none"/>
    <circle cx="32" cy="-36" r="10" fill="${p.accent}"/><circle cx="-36" cy="40" r="6" fill="${p.accent}"/>`,
  bicho: (p) => `
    <path d="M-40 28c-10-26 0-56 30-62 10-12 30-12 38 2 22 6 30 30 20 56z" fill="${p.ink}"/>
    <circle cx="-14" cy="-8" r="6" fill="#fff"/><circle cx="14" cy="-8" r="6" fill="#fff"/>
    <circle cx="-14" cy="-8" r="3" fill="${p.dark}"/><circle cx="14" cy="-8" r="3" fill="${p.dark}"/>
    <path d="M-8 10c4 6 12 6 16 0" stroke="${p.dark}" stroke-width="4" fill="none" stroke-linecap="round"/>
    ${ball(42, 40, 16, p.accent, '#fff', p.dark)}`,
  // ── Each title's own picture (TITLE_ART below names which). ──
  toucan: () => `
    <path d="M-60 52Q0 40 60 54" stroke="#6b3e1f" stroke-width="8" fill="none" stroke-linecap="round"/>
    <path d="M44 50c8-14 20-16 22-14-6 10-14 14-22 14zM36 50c0-14 10-22 14-22 0 12-6 18-14 22z" fill="#2e9e4f"/>
    <path d="M-36 34l-14 30h16l8-26z" fill="#141418"/>
    <ellipse cx="-18" cy="12" rx="26" ry="40" fill="#141418" transform="rotate(14 -18 12)"/>
    <circle cx="-8" cy="-30" r="22" fill="#141418"/>
    <path d="M-8-16c14-2 20 12 14 30-4 10-14 12-20 6 6-10 4-26 6-36z" fill="#fff3c4"/>
    <path d="M-12 30c6 6 14 6 16-2-2 10-8 16-16 14z" fill="#e53935"/>
    <path d="M6-46C32-60 62-48 66-22 46-32 26-32 8-28z" fill="#ff8c1a"/>
    <path d="M8-28c20-4 40-2 58 6-18 12-42 10-58 4z" fill="#ffb300"/>
    <path d="M56-38c6 4 10 10 10 16-4-2-8-4-12-4z" fill="#141418"/>
    <path d="M10-44c18-8 36-6 48 2" stroke="#e53935" stroke-width="3" fill="none" stroke-linecap="round"/>
    <circle cx="-6" cy="-36" r="8" fill="#4fc3f7"/><circle cx="-5" cy="-36" r="3.5" fill="#141418"/>
    <path d="M-22 62v-8M-12 60v-8" stroke="#ffb300" stroke-width="4" stroke-linecap="round"/>`,
  macaw: (p) => `
    <path d="M-10 22l-26 40 16 2 24-36z" fill="#1565c0"/><path d="M-4 24l-18 38 10 0 18-34z" fill="#42a5f5"/>
    <ellipse cx="2" cy="4" rx="24" ry="34" fill="#ffc400" transform="rotate(-12 2 4)"/>
    <path d="M-24-22c-10 22-8 46 8 62 6-18 8-40 2-60z" fill="#1e88e5"/>
    <path d="M-22-14c-4 16-2 32 6 46M-16-18c-2 14 0 28 6 40" stroke="#0d47a1" stroke-width="2.5" fill="none"/>
    <circle cx="10" cy="-34" r="20" fill="#29b6f6"/>
    <path d="M-6-46c10-10 26-10 34 0-10-2-22 0-34 0z" fill="#7cb342"/>
    <ellipse cx="18" cy="-30" rx="11" ry="10" fill="#fff"/>
    <path d="M12-26h10M12-22h8M14-34h8" stroke="#222" stroke-width="1.5"/>
    <circle cx="16" cy="-36" r="4" fill="#ffd54f"/><circle cx="16" cy="-36" r="2" fill="#111"/>
    <path d="M26-40c16-4 26 8 20 26-4-8-10-10-18-10z" fill="#222"/><path d="M28-22c6 2 10 6 10 12-6-2-10-6-10-12z" fill="#333"/>
    <path d="M-44-40l4 9 9 4-9 4-4 9-4-9-9-4 9-4zM46 30l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" fill="${p.accent2}"/>`,
  sevens: (p) => `
    ${[-8, 14, -20, 26, 40, -40]
      .map(
        (x, i) =>
          `<rect x="${x * 1.3}" y="${[-58, -54, 44, 48, -46, 40][i]}" width="8" height="4" rx="1" fill="${[p.accent, p.accent2, '#fff'][i % 3]}" transform="rotate(${i * 37} ${x} 0)"/>`,
      )
      .join('')}
    <rect x="-60" y="-38" width="120" height="76" rx="12" fill="${p.dark}" stroke="#f5c542" stroke-width="4"/>
    <rect x="-53" y="-31" width="33" height="62" rx="5" fill="#fff"/><rect x="-16.5" y="-31" width="33" height="62" rx="5" fill="#fff"/><rect x="20" y="-31" width="33" height="62" rx="5" fill="#fff"/>
    ${[-36.5, 0, 36.5]
      .map(
        (x) =>
          `<path transform="translate(${x} 0) scale(0.34)" d="M-40-46h80v16L4 52h-26l32-72h-50z" fill="#e53935" stroke="#7f0000" stroke-width="8" stroke-linejoin="round"/>`,
      )
      .join('')}
    <path d="M-62 0h-4M62 0h4" stroke="#f5c542" stroke-width="6" stroke-linecap="round"/>`,
  amazonFruits: () => `
    <path d="M-56 40c10-40 40-70 80-86-24 22-40 52-46 84z" fill="#2e7d32"/><path d="M-56 40c20-34 46-62 80-86" stroke="#a5d6a7" stroke-width="2" fill="none"/>
    <path d="M-22-40c0 16-2 30-8 40M-22-40c6 14 10 26 8 40" stroke="#5d4037" stroke-width="3" fill="none"/>
    ${[
      [-34, 2],
      [-22, 4],
      [-10, 2],
      [-40, 14],
      [-28, 16],
      [-16, 16],
      [-4, 14],
      [-34, 28],
      [-22, 28],
      [-10, 28],
      [-28, 40],
      [-16, 40],
      [-22, 52],
    ]
      .map(
        ([x, y]) =>
          `<circle cx="${x}" cy="${y}" r="7" fill="#4a148c"/><circle cx="${x! - 2}" cy="${y! - 2}" r="2" fill="#ce93d8"/>`,
      )
      .join('')}
    <ellipse cx="28" cy="-8" rx="22" ry="30" fill="#8d5a2b" transform="rotate(18 28 -8)"/>
    <path d="M16-30c8 4 14 14 16 26M30-34c6 8 8 18 6 30" stroke="#6d4020" stroke-width="2" fill="none"/>
    <ellipse cx="26" cy="36" rx="26" ry="16" fill="#6d4020"/><ellipse cx="26" cy="34" rx="21" ry="12" fill="#fff3d6"/>
    <ellipse cx="18" cy="32" rx="4" ry="2.5" fill="#8d5a2b"/><ellipse cx="30" cy="30" rx="4" ry="2.5" fill="#8d5a2b"/><ellipse cx="34" cy="38" rx="4" ry="2.5" fill="#8d5a2b"/><ellipse cx="22" cy="40" rx="4" ry="2.5" fill="#8d5a2b"/>`,
  mineCart: () => `
    <path d="M36-58l26 62" stroke="#8d6e63" stroke-width="6" stroke-linecap="round"/>
    <path d="M20-52c12-10 28-10 38 0-12-4-26-4-38 0z" fill="#90a4ae" stroke="#455a64" stroke-width="2"/>
    <path d="M-46-8c0-14 10-22 18-14 4-16 18-20 26-6 8-12 24-10 26 4 10-8 24-2 22 16z" fill="#f5c542" stroke="#9a6b00" stroke-width="3" stroke-linejoin="round"/>
    <path d="M-32-14l6-6M-6-24l6-4M18-14l6-4M-20-6l4-2" stroke="#fff6c2" stroke-width="3" stroke-linecap="round"/>
    <path d="M-54-8h108l-12 46h-84z" fill="#6d4c41" stroke="#3e2723" stroke-width="3" stroke-linejoin="round"/>
    <path d="M-50 4h100M-46 22h92" stroke="#3e2723" stroke-width="3"/>
    <circle cx="-40" cy="-2" r="2.5" fill="#bcaaa4"/><circle cx="40" cy="-2" r="2.5" fill="#bcaaa4"/><circle cx="-36" cy="30" r="2.5" fill="#bcaaa4"/><circle cx="36" cy="30" r="2.5" fill="#bcaaa4"/>
    <path d="M-62 56h124" stroke="#90a4ae" stroke-width="5"/><path d="M-54 62h8M-28 62h8M-2 62h8M24 62h8M50 62h8" stroke="#5d4037" stroke-width="4"/>
    <circle cx="-28" cy="44" r="10" fill="#37474f" stroke="#90a4ae" stroke-width="3"/><circle cx="28" cy="44" r="10" fill="#37474f" stroke="#90a4ae" stroke-width="3"/>
    <path d="M-52-50l4 9 9 4-9 4-4 9-4-9-9-4 9-4z" fill="#fff6c2"/>`,
  bahiaGems: (p) =>
    `<ellipse cx="0" cy="50" rx="54" ry="10" fill="${p.dark}" opacity="0.5"/>` +
    gem(-30, 24, 0.9, '#e91e63', '#ffffff99') +
    gem(30, 28, 0.8, '#00bcd4', '#ffffff99') +
    gem(0, -14, 1.4, '#7c4dff', '#ffffffaa') +
    gem(-46, -34, 0.4, '#ffeb3b', '#fff') +
    `<path d="M40-48l4 10 10 4-10 4-4 10-4-10-10-4 10-4zM-10 50l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" fill="#fff"/>`,
  rouletteLive: () => rouletteWheel('#5d2e12', '#8b4a1e'),
  rouletteTropical: () =>
    rouletteWheel('#0b6e4f', '#c77d2e') +
    `<path d="M-60 52c10-10 24-12 30-4M60 52c-10-10-24-12-30-4" stroke="#2e7d32" stroke-width="6" fill="none" stroke-linecap="round"/>`,
  rouletteSamba: (p) => `
    <g transform="translate(0 -8) scale(1 0.62)">${rouletteWheel('#3b0a45', '#b8860b')}</g>
    <path d="M-60 30q60 30 120 0v8q-60 30-120 0z" fill="${p.dark}" opacity="0.6"/>
    ${chipStack(-40, 46, 4, ['#e53935', '#1e88e5'])}${chipStack(40, 50, 5, ['#ffb300', '#43a047'])}${chipStack(0, 58, 3, ['#8e24aa', '#fff'])}`,
  bacBo: () =>
    die(-34, -22, 36, -12, '#d32f2f', '#fff', 5) +
    die(-8, -36, 30, 10, '#e53935', '#fff', 3) +
    die(8, 32, 36, 12, '#1e63d6', '#fff', 6) +
    die(38, 14, 30, -10, '#2979ff', '#fff', 4) +
    `<path d="M-50 30l40-14M12-46l40-14" stroke="#fff" stroke-width="3" stroke-linecap="round" opacity="0.5"/>`,
  moneyWheel: () => `
    <path d="M-24 56l10-22h28l10 22z" fill="#5d4037"/><rect x="-34" y="54" width="68" height="8" rx="3" fill="#3e2723"/>
    <circle r="54" fill="#f5c542" stroke="#9a6b00" stroke-width="2"/>
    ${wedges(24, 48, ['#fdd835', '#1e88e5', '#43a047', '#8e24aa', '#fdd835', '#e53935', '#fdd835', '#1e88e5', '#43a047', '#fdd835', '#ff6f00', '#1e88e5'])}
    ${Array.from({ length: 24 }, (_, i) => `<circle cx="${r1(51 * Math.sin((i * Math.PI) / 12))}" cy="${r1(-51 * Math.cos((i * Math.PI) / 12))}" r="1.8" fill="#fff"/>`).join('')}
    <circle r="14" fill="#fff" stroke="#f5c542" stroke-width="4"/><circle r="5" fill="#e53935"/>
    <path d="M-8-62h16l-8 18z" fill="#e53935" stroke="#fff" stroke-width="2" stroke-linejoin="round"/>`,
  rocketRio: (p) =>
    `<path d="M-66 62C-62 44-54 36-46 36S-32 46-28 50C-24 30-14 14-2 14S18 36 22 62z" fill="${p.dark}" opacity="0.75"/><path d="M-46 36L-2 14" stroke="#fff" stroke-width="1.5"/><rect x="-28" y="21" width="7" height="6" rx="1" fill="${p.accent}"/><g transform="translate(14 -14) scale(0.82)">${rocket(p, 0)}</g>`,
  fourteenBis: (p) => `<g transform="scale(1.15)">
    <path d="M-64 40h34M-58 52h20" stroke="${p.accent2}" stroke-width="3" stroke-linecap="round" stroke-dasharray="8 6"/>
    <path d="M-46 2L38 6M-46 8L38 8" stroke="#5d4037" stroke-width="3"/>
    <path d="M-36 4l10 4m0-4l10 4m0-4l10 4m0-4l10 4m0-4l10 4m0-4l10 4" stroke="#8d6e63" stroke-width="1.5"/>
    <path d="M-62-12l8-8h20l-8 8z" fill="#fff3d6" stroke="#5d4037" stroke-width="1.5"/>
    <rect x="-62" y="-12" width="20" height="18" fill="#f3e3c3" stroke="#5d4037" stroke-width="2"/><path d="M-52-12v18" stroke="#5d4037" stroke-width="1.5"/>
    <path d="M2-30l16-14h44l-16 14z" fill="#fff8e6" stroke="#5d4037" stroke-width="2" stroke-linejoin="round"/>
    <rect x="2" y="-30" width="44" height="40" fill="#f3e3c3" stroke="#5d4037" stroke-width="2.5"/>
    <path d="M13-30v40M24-30v40M35-30v40M2-10h44" stroke="#5d4037" stroke-width="1.5"/>
    <path d="M46-30l16-14v40l-16 14z" fill="#e0cfa9" stroke="#5d4037" stroke-width="2" stroke-linejoin="round"/>
    <ellipse cx="52" cy="8" rx="3" ry="16" fill="${p.dark}" opacity="0.8"/>
    <circle cx="-10" cy="0" r="5" fill="${p.dark}"/><path d="M-14-4h8" stroke="#5d4037" stroke-width="3"/>
    <path d="M-6 8l-4 16M6 8l4 16" stroke="#5d4037" stroke-width="2"/><circle cx="-10" cy="26" r="6" fill="#3e2723"/><circle cx="10" cy="26" r="6" fill="#3e2723"/></g>`,
  balaoJunino: (p) => `
    <clipPath id="bj"><path d="M0-60C28-52 40-14 26 24L10 42H-10L-26 24C-40-14-28-52 0-60z"/></clipPath>
    <g clip-path="url(#bj)">${['#e53935', '#fdd835', '#1e88e5', '#43a047', '#fb8c00', '#8e24aa', '#e53935', '#fdd835']
      .map((c, i) => `<rect x="-40" y="${-62 + i * 14}" width="80" height="14" fill="${c}"/>`)
      .join(
        '',
      )}<path d="M0-60C-12-40-14 0-6 42M0-60C12-40 14 0 6 42" stroke="#fff" stroke-width="2" fill="none" opacity="0.7"/></g>
    <path d="M-10 42h20l-2 6h-16z" fill="#5d4037"/>
    <path d="M0 64c-8-4-8-12 0-18 8 6 8 14 0 18z" fill="#ff9800"/><path d="M0 62c-3-2-3-6 0-10 3 4 3 8 0 10z" fill="#ffeb3b"/>
    ${flags(-62, -24, -58, ['#e53935', '#fdd835', '#43a047'])}${flags(24, 62, -58, ['#1e88e5', '#fb8c00', '#fff'])}
    <circle cx="${-50}" cy="30" r="2" fill="${p.accent2}"/><circle cx="48" cy="20" r="2.5" fill="${p.accent2}"/>`,
  cometRio: (p) =>
    comet(p, 0) +
    `<path d="M-66 62C-58 38-46 30-38 30S-18 40-10 62z" fill="${p.dark}" opacity="0.8"/><path d="M-41 30l1-24h6l1 24zM-56 6h36v5h-36z" fill="#eceff1"/><circle cx="-37" cy="1" r="4.5" fill="#eceff1"/>`,
  serieA: () => `
    <path d="M-44-54h88v44c0 38-22 58-44 68-22-10-44-30-44-68z" fill="#009c3b" stroke="#fedf00" stroke-width="5"/>
    <path d="M-30-40h60v30c0 28-16 42-30 50-14-8-30-22-30-50z" fill="#fedf00"/>
    ${footballAt(0, -20, 15, '#002776')}
    <text x="0" y="30" font-size="38" font-weight="900" text-anchor="middle" fill="#009c3b">A</text>
    <path d="M0-70l4 8 9 1-7 6 2 9-8-5-8 5 2-9-7-6 9-1z" fill="#fedf00"/>`,
  serieB: () => `
    <path d="M-44-54h88v44c0 38-22 58-44 68-22-10-44-30-44-68z" fill="#0d47a1" stroke="#fff" stroke-width="5"/>
    <path d="M-44-26h88v14h-88z" fill="#ffca28"/>
    <text x="0" y="30" font-size="54" font-weight="900" text-anchor="middle" fill="#fff">B</text>
    ${footballAt(32, 40, 18, '#0d47a1')}`,
  copaDoBrasil: () => `
    <path d="M-34-52h68c0 44-14 64-34 70-20-6-34-26-34-70z" fill="#f5c542" stroke="#9a6b00" stroke-width="3"/>
    <path d="M-34-44c-26-2-30 34 4 36M34-44c26-2 30 34-4 36" stroke="#f5c542" stroke-width="7" fill="none"/>
    <path d="M-20-44c0 26 6 44 14 52" stroke="#fff6c2" stroke-width="4" fill="none" stroke-linecap="round"/>
    <path d="M-8 18h16l4 14h-24z" fill="#d9a520"/><rect x="-28" y="32" width="56" height="20" rx="4" fill="#1b5e20"/><path d="M-28 40h56" stroke="#f5c542" stroke-width="2"/>
    ${footballAt(42, 44, 15, '#1b5e20')}
    <path d="M0-40l4 8 9 1-7 6 2 9-8-5-8 5 2-9-7-6 9-1z" fill="#1b5e20"/>`,
  libertadores: () => `
    <path d="M-6-62h12v8h-12zM-10-54c0-4 20-4 20 0l-4 10h-12z" fill="#eceff1"/>
    <circle cx="0" cy="-68" r="5" fill="#eceff1"/>
    <path d="M-30-42h60c0 40-12 58-30 64-18-6-30-24-30-64z" fill="#cfd8dc" stroke="#607d8b" stroke-width="3"/>
    <path d="M-30-36c-20 0-24 26 4 30M30-36c20 0 24 26-4 30" stroke="#b0bec5" stroke-width="6" fill="none"/>
    <path d="M-18-36c0 22 4 38 12 46" stroke="#fff" stroke-width="4" fill="none" stroke-linecap="round"/>
    <path d="M-8 22h16v10h-16z" fill="#90a4ae"/>
    <path d="M-32 32h64l-6 28h-52z" fill="#4e342e"/>
    ${[-22, -8, 6, 20].map((x) => `<rect x="${x}" y="40" width="10" height="6" rx="1" fill="#f5c542"/>`).join('')}
    ${footballAt(46, 44, 14, '#263238')}`,
  premier: () => `
    <path d="M0-58l8 10 12-8 2 14 14-2-6 12 12 8-14 6 4 14-14-2-2 14-12-8-8 10-8-10-12 8-2-14-14 2 4-14-14-6 12-8-6-12 14 2 2-14 12 8z" fill="#5c2d91" transform="translate(0 6) scale(1.25)"/>
    <circle cx="0" cy="8" r="30" fill="#ffb74d"/>
    <path d="M-20-16l-6-14 16 8zM20-16l6-14-16 8z" fill="#ffb74d"/>
    <ellipse cx="0" cy="20" rx="16" ry="12" fill="#ffe0b2"/>
    <circle cx="-11" cy="0" r="5" fill="#fff"/><circle cx="11" cy="0" r="5" fill="#fff"/><circle cx="-10" cy="1" r="2.8" fill="#3d195b"/><circle cx="10" cy="1" r="2.8" fill="#3d195b"/>
    <path d="M-17-8l10 3M17-8l-10 3" stroke="#3d195b" stroke-width="3" stroke-linecap="round"/>
    <path d="M-8 12h16l-8 10z" fill="#3d195b"/><path d="M0 24v6M-10 32c6 4 14 4 20 0" stroke="#3d195b" stroke-width="3" fill="none" stroke-linecap="round"/>
    <path d="M-22-26l6-26 10 14 6-18 6 18 10-14 6 26z" fill="#f5c542" stroke="#9a6b00" stroke-width="2" stroke-linejoin="round"/>
    <circle cx="-16" cy="-52" r="3.5" fill="#e90052"/><circle cx="0" cy="-56" r="3.5" fill="#04f5ff"/><circle cx="16" cy="-52" r="3.5" fill="#00ff85"/>
    ${footballAt(40, 42, 15, '#3d195b')}`,
  sulAmericana: () => `
    <path d="M-40-50h80v40c0 36-20 56-40 66-20-10-40-30-40-66z" fill="#0b3d91" stroke="#f5c542" stroke-width="5"/>
    <path d="M-40-22h80v12h-80z" fill="#f57c00"/>
    <path d="M0-44l5 10 11 2-8 8 2 11-10-5-10 5 2-11-8-8 11-2z" fill="#f5c542"/>
    ${[-20, 0, 20].map((x) => `<circle cx="${x}" cy="6" r="3" fill="#fff"/>`).join('')}
    ${footballAt(0, 30, 15, '#0b3d91')}`,
  laLiga: () => `
    <circle cx="0" cy="0" r="50" fill="#ee3524"/>
    <circle cx="0" cy="0" r="40" fill="none" stroke="#ffc400" stroke-width="6"/>
    ${[0, 45, 90, 135].map((a) => `<path d="M0-50V50" stroke="#ff7043" stroke-width="3" transform="rotate(${a})"/>`).join('')}
    ${footballAt(0, 0, 24, '#b71c1c')}`,
  serieAItalia: () => `
    <path d="M-42-52h84v42c0 36-20 56-42 66-22-10-42-30-42-66z" fill="#1a3a8f" stroke="#fff" stroke-width="4"/>
    <path d="M-28-40h19v50h-19z" fill="#009246"/><path d="M-9-40h18v50h-18z" fill="#fff"/><path d="M9-40h19v50h-19z" fill="#ce2b37"/>
    ${footballAt(0, 30, 14, '#1a3a8f')}`,
  champions: () => `
    <circle cx="0" cy="0" r="46" fill="#0d1b4c" stroke="#c0c8e8" stroke-width="3"/>
    ${[0, 60, 120, 180, 240, 300]
      .map((a) => `<path d="M0-34l4 8 9 1-7 6 2 9-8-5-8 5 2-9-7-6 9-1z" fill="#fff" transform="rotate(${a})"/>`)
      .join('')}
    <path d="M0-9l4 8 9 1-7 6 2 9-8-5-8 5 2-9-7-6 9-1z" fill="#c0c8e8" transform="scale(1.2)"/>
    ${footballAt(40, 44, 14, '#0d1b4c')}`,
  blackjackIpanema: () =>
    rankCard(-16, -4, -12, 'A', SPADE, '#1b1b1f') +
    rankCard(18, 2, 10, 'K', HEART, '#d32f2f') +
    chipStack(-42, 54, 4, ['#e53935', '#fff']) +
    chipStack(44, 56, 3, ['#1e88e5', '#ffb300']),
  baccaratReal: (p) => `
    <path d="M-62 60V6a62 62 0 0 1 124 0v54z" fill="#0b6e4f" stroke="#f5c542" stroke-width="4"/>
    <path d="M-44 60V12a44 44 0 0 1 88 0v48" fill="none" stroke="#f5c542" stroke-width="2" opacity="0.7"/>
    <rect x="-40" y="26" width="34" height="24" rx="5" fill="#1e63d6"/><rect x="6" y="26" width="34" height="24" rx="5" fill="#d32f2f"/>
    <circle cx="-23" cy="38" r="6" fill="#fff"/><circle cx="23" cy="38" r="6" fill="#fff"/>
    ${rankCard(-16, -22, -8, '9', DIAMOND, '#d32f2f')}
    ${rankCard(18, -18, 10, 'K', CLUB, '#1b1b1f')}
    <path d="M-18-64l6 12 8-14 8 14 6-12 2 16h-32z" fill="#f5c542" stroke="${p.dark}" stroke-width="1.5"/>`,
  blackjackPaulista: (p) =>
    `<ellipse cx="0" cy="40" rx="62" ry="20" fill="#0b6e4f" stroke="#5d4037" stroke-width="5"/>` +
    rankCard(-18, -6, -8, 'A', CLUB, '#1b1b1f') +
    rankCard(16, -10, 8, 'K', DIAMOND, '#d32f2f') +
    `<circle cx="40" cy="34" r="18" fill="${p.accent}" stroke="#fff" stroke-width="4" stroke-dasharray="6 4"/><text x="40" y="40" font-size="16" font-weight="900" text-anchor="middle" fill="#fff">21</text>`,
  baccaratLeblon: () => `
    <rect x="-62" y="-46" width="58" height="100" rx="10" fill="#1e63d6" opacity="0.85"/><rect x="4" y="-46" width="58" height="100" rx="10" fill="#d32f2f" opacity="0.85"/>
    ${rankCard(-40, -4, -10, '4', CLUB, '#1b1b1f')}${rankCard(-24, 10, 8, '5', HEART, '#d32f2f')}
    ${rankCard(24, -4, -8, 'Q', SPADE, '#1b1b1f')}${rankCard(40, 10, 10, '7', DIAMOND, '#d32f2f')}`,
  jacksOrBetter: () =>
    [
      ['J', SPADE, '#1b1b1f'],
      ['J', HEART, '#d32f2f'],
      ['Q', CLUB, '#1b1b1f'],
      ['K', DIAMOND, '#d32f2f'],
      ['A', SPADE, '#1b1b1f'],
    ]
      .map(([rank, suit, colour], i) =>
        rankCard((i - 2) * 22, -20 + Math.abs(i - 2) * 5, (i - 2) * 12, rank!, suit!, colour!),
      )
      .join(''),
  dourado: () => `
    <path d="M-52 0c20-26 70-30 100-8 6 4 8 10 6 14-30 20-82 18-106-6z" fill="#f9a825"/>
    <path d="M-52 0l-12-22 4 20-4 22z" fill="#ef6c00"/><path d="M-20-18l10-14 14 12zM-6 16l8 10 8-10z" fill="#ef6c00"/>
    <path d="M-36 2c20-8 50-10 80-2" stroke="#e65100" stroke-width="2" stroke-dasharray="2 4" fill="none"/>
    <path d="M-30-6c20-8 50-10 70-4M-30 8c20 6 46 6 66 0" stroke="#ffd54f" stroke-width="2" stroke-dasharray="3 3" fill="none"/>
    <circle cx="38" cy="-6" r="5" fill="#fff"/><circle cx="39" cy="-6" r="2.5" fill="#111"/>
    <path d="M-62 54c12-8 22 6 34 0s22-8 34 0 22 8 34 0 22-6 22-6" stroke="#4fc3f7" stroke-width="4" fill="none"/>
    <path d="M-40 44c0-8 12-8 12 0zM30 42c0-10 16-10 16 0z" fill="#66bb6a"/>`,
  goldenShark: () => `
    <path d="M-60 4c30-32 80-36 118-4-34 26-82 28-118 4z" fill="#f5c542" stroke="#9a6b00" stroke-width="2.5"/>
    <path d="M-40 10c30 14 70 12 96-8-30 24-70 22-96 8z" fill="#fff3c4"/>
    <path d="M-4-24l16-36 14 34z" fill="#f5c542" stroke="#9a6b00" stroke-width="2.5" stroke-linejoin="round"/>
    <path d="M-60 4l-6-30 20 22zM-60 4l-6 28 20-18z" fill="#f5c542" stroke="#9a6b00" stroke-width="2.5" stroke-linejoin="round"/>
    <path d="M4 12l10 14 4-12z" fill="#e0a800"/><path d="M14-8v12M20-8v12M26-8v12" stroke="#9a6b00" stroke-width="2"/>
    <path d="M34 10l4 6 4-6 4 6 4-6 4 5" stroke="#fff" stroke-width="2.5" fill="none"/>
    <circle cx="40" cy="-4" r="4" fill="#111"/>
    <path d="M-22-36l3 7 7 3-7 3-3 7-3-7-7-3 7-3zM48-40l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" fill="#fff"/>`,
  pirarucu: () => `
    <clipPath id="pr"><path d="M-56 2c6-12 16-16 28-18 30-8 62-8 86 2 8 4 8 12 0 16-26 12-60 14-90 8-12-2-20-4-24-8z"/></clipPath>
    <g clip-path="url(#pr)"><rect x="-60" y="-30" width="124" height="60" fill="#5d6b4e"/><path d="M-60-30h50c-8 20-8 40 0 60h-50z" fill="#c62828"/>
    ${[-48, -38, -28, -18].map((x) => `<path d="M${x}-16c5 4 5 10 0 14M${x}2c5 4 5 10 0 14" stroke="#ffab91" stroke-width="2" fill="none"/>`).join('')}
    <path d="M-60 14c40 8 84 8 124-4v20h-124z" fill="#8d9a78"/></g>
    <path d="M-54 2l-12-22 4 22-4 22z" fill="#b71c1c"/>
    <path d="M-20-14l14-10 4 12zM-18 16l10 10 4-10z" fill="#8e3a2e"/>
    ${[-2, 12, 26].map((x) => `<path d="M${x}-10c4 4 4 14 0 18" stroke="#a1ad8f" stroke-width="2" fill="none"/>`).join('')}
    <path d="M52-2c4 2 6 4 8 8-6 2-12 2-16 0z" fill="#3e4a33"/>
    <circle cx="44" cy="-4" r="4" fill="#fff"/><circle cx="45" cy="-4" r="2" fill="#111"/>
    <path d="M-64 44c14-8 26 8 40 0s26-8 40 0 26 8 40 0" stroke="#4fc3f7" stroke-width="4" fill="none"/>`,
  kenoMaraca: (p) =>
    `<rect x="-50" y="-44" width="100" height="82" rx="8" fill="#fffdf6" stroke="${p.dark}" stroke-width="3"/><path d="${gridPath(-46, -40, 10, 8, 9.2, 9.2)}" stroke="${p.dark}" stroke-width="1" opacity="0.35"/>` +
    daubs(-46, -40, 9.2, 9.2, [3, 14, 17, 22, 35, 41, 48, 56, 63, 77], 10, p.accent) +
    numBall(-34, 44, 16, '#e53935', 7) +
    numBall(0, 50, 16, '#1e88e5', 42) +
    numBall(34, 44, 16, '#43a047', 80),
  kenoCopacabana: (p) => `
    <circle cx="0" cy="-12" r="46" fill="#e1f5fe" opacity="0.35" stroke="#fff" stroke-width="4"/>
    ${numBall(-18, -26, 13, '#e53935', 12)}${numBall(14, -32, 12, '#fdd835', 33)}${numBall(-4, 0, 14, '#1e88e5', 58)}${numBall(24, 0, 12, '#8e24aa', 71)}${numBall(-28, 6, 11, '#43a047', 5)}
    <path d="M-40 24c14 14 66 14 80 0" stroke="#fff" stroke-width="4" fill="none" opacity="0.8"/>
    <path d="M-14 34h28l6 26h-40z" fill="${p.ink}" stroke="${p.dark}" stroke-width="2"/>
    <circle cx="-30" cy="-44" r="8" fill="#fff" opacity="0.5"/>`,
  kenoTurbo: (p) =>
    `<path d="M-64-20h22M-64-4h16M-64 12h22" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity="0.7"/>` +
    `<g transform="skewX(-10)"><rect x="-40" y="-44" width="92" height="76" rx="8" fill="${p.dark}" stroke="${p.accent}" stroke-width="3"/><path d="${gridPath(-36, -40, 10, 8, 8.4, 8.5)}" stroke="${p.accent}" stroke-width="1" opacity="0.5"/>` +
    daubs(-36, -40, 8.4, 8.5, [2, 9, 15, 24, 31, 38, 46, 53, 60, 67, 72, 79], 10, '#ffeb3b') +
    `</g>` +
    bolt(26, 40, 1.1, '#ffeb3b') +
    numBall(-26, 48, 14, '#e53935', 20),
  bingo90: (p) =>
    `<g transform="rotate(-6)"><rect x="-62" y="-36" width="124" height="50" rx="6" fill="#fffdf6" stroke="${p.dark}" stroke-width="3"/><path d="${gridPath(-60, -34, 9, 3, 13.3, 15.3)}" stroke="${p.dark}" stroke-width="1" opacity="0.35"/>` +
    [
      [0, 0, 4],
      [2, 0, 23],
      [3, 0, 35],
      [5, 0, 52],
      [7, 0, 76],
      [1, 1, 15],
      [2, 1, 27],
      [4, 1, 44],
      [6, 1, 61],
      [8, 1, 88],
      [0, 2, 9],
      [3, 2, 38],
      [5, 2, 57],
      [6, 2, 68],
      [8, 2, 90],
    ]
      .map(
        ([c, r, n]) =>
          `<text x="${r1(-60 + (c! + 0.5) * 13.3)}" y="${r1(-34 + (r! + 0.72) * 15.3)}" font-size="9" font-weight="700" text-anchor="middle" fill="#333">${n}</text>`,
      )
      .join('') +
    daubs(-60, -34, 13.3, 15.3, [2, 14, 21, 26], 9, p.accent).replace(/fill="/g, 'opacity="0.7" fill="') +
    `</g>` +
    numBall(-22, 40, 18, '#e53935', 90) +
    numBall(18, 44, 15, '#1e88e5', 27),
  bingo75: (p) =>
    `<rect x="-46" y="-60" width="92" height="112" rx="8" fill="#fffdf6" stroke="${p.dark}" stroke-width="3"/><rect x="-46" y="-60" width="92" height="20" rx="8" fill="${p.accent}"/>` +
    [0, 1, 2, 3, 4].map((i) => `<circle cx="${r1(-36.8 + i * 18.4)}" cy="-50" r="4.5" fill="#fff"/>`).join('') +
    `<path d="${gridPath(-46, -38, 5, 5, 18.4, 18)}" stroke="${p.dark}" stroke-width="1" opacity="0.35"/>` +
    daubs(-46, -38, 18.4, 18, [0, 6, 12, 18, 24, 3, 16], 5, p.accent2) +
    `<path d="M0 -2l3 6 6 1-5 4 1 6-5-3-5 3 1-6-5-4 6-1z" fill="#fff"/>` +
    bolt(48, 30, 1.2, '#ffeb3b'),
  bingoSaoJoao: (p) =>
    flags(-62, 62, -62, ['#e53935', '#fdd835', '#1e88e5', '#43a047', '#fb8c00']) +
    `<g transform="translate(-14 0) rotate(-8)"><rect x="-40" y="-38" width="80" height="80" rx="8" fill="#fffdf6" stroke="${p.dark}" stroke-width="3"/><path d="${gridPath(-36, -34, 5, 5, 14.4, 14.4)}" stroke="${p.dark}" stroke-width="1" opacity="0.35"/>` +
    daubs(-36, -34, 14.4, 14.4, [1, 7, 13, 19, 10, 22], 5, '#e53935') +
    `</g><path d="M22 60l20-30 20 30z" fill="#6d4c41"/><path d="M28 60c-4-16 6-22 14-38 8 16 18 22 14 38z" fill="#ff9800"/><path d="M36 60c-2-10 2-12 6-20 4 8 8 10 6 20z" fill="#ffeb3b"/>`,
  minesGrid: (p) =>
    `<rect x="-58" y="-58" width="116" height="116" rx="12" fill="${p.dark}"/>` +
    Array.from({ length: 16 }, (_, i) => {
      const x = -52 + (i % 4) * 27;
      const y = -52 + Math.floor(i / 4) * 27;
      const kind = [5, 6, 9, 12].includes(i) ? 'gem' : i === 10 ? 'bomb' : 'hidden';
      const tile = `<rect x="${x}" y="${y}" width="23" height="23" rx="5" fill="${kind === 'hidden' ? p.ink : kind === 'bomb' ? '#c62828' : '#1b3a4b'}"/>`;
      if (kind === 'gem') return tile + gem(x + 11.5, y + 12, 0.3, '#2ee59d', '#fff');
      if (kind === 'bomb')
        return (
          tile +
          `<circle cx="${x + 11}" cy="${y + 13}" r="7" fill="#111"/><path d="M${x + 15} ${y + 7}l4-3" stroke="#ffb02e" stroke-width="2.5"/>`
        );
      return tile;
    }).join(''),
  plinkoPyramid: (p) =>
    Array.from({ length: 6 }, (_, row) =>
      Array.from(
        { length: row + 3 },
        (_, i) => `<circle cx="${r1((i - (row + 2) / 2) * 17)}" cy="${-52 + row * 13}" r="3.5" fill="#fff"/>`,
      ).join(''),
    ).join('') +
    ['#e53935', '#fb8c00', '#fdd835', '#7cb342', '#fdd835', '#fb8c00', '#e53935']
      .map((c, i) => `<rect x="${r1((i - 3.5) * 17 + 1)}" y="24" width="15" height="12" rx="3" fill="${c}"/>`)
      .join('') +
    `<path d="M0-66c6 8-8 16 0 24s8 16 0 22" stroke="${p.accent2}" stroke-width="2" stroke-dasharray="3 3" fill="none"/><circle cx="8" cy="-18" r="7" fill="#f5c542" stroke="#fff" stroke-width="2"/>`,
  diceSlider: (p) =>
    die(0, -16, 64, -10, '#fffdf6', '#d32f2f', 5) +
    `<rect x="-58" y="36" width="116" height="12" rx="6" fill="#e53935"/><rect x="-58" y="36" width="70" height="12" rx="6" fill="#43a047"/>
    <circle cx="12" cy="42" r="11" fill="#fff" stroke="${p.dark}" stroke-width="3"/><path d="M8 38v8M12 38v8M16 38v8" stroke="${p.dark}" stroke-width="1.5"/>
    <path d="M-58 58h116" stroke="#fff" stroke-width="2" stroke-dasharray="2 9" opacity="0.8"/>`,
  videoBingoArraia: (p) =>
    videoScreen(p, '#3e2723', ['#e53935', '#fdd835', '#43a047', '#1e88e5']) +
    flags(-62, 62, -64, ['#e53935', '#fdd835', '#1e88e5', '#43a047']),
  videoBingoNeon: (p) =>
    `<rect x="-64" y="-54" width="128" height="100" rx="14" fill="none" stroke="${p.accent}" stroke-width="3" opacity="0.5"/>` +
    videoScreen(p, '#12002a', ['#ff2e88', '#00e5ff', '#b2ff59', '#ffea00']),
  deucesWild: (p) =>
    [0, 1, 2, 3, 4]
      .map((i) => {
        const colour = i % 2 ? '#ff2e88' : '#00e5ff';
        return `<g transform="translate(${(i - 2) * 22} ${10 + Math.abs(i - 2) * 5}) rotate(${(i - 2) * 12})"><rect x="-26" y="-38" width="52" height="76" rx="7" fill="${p.dark}" stroke="${colour}" stroke-width="3"/><text x="-14" y="-16" font-size="19" font-weight="900" text-anchor="middle" fill="${colour}">${i === 4 ? 'A' : '2'}</text><g fill="${colour}" transform="translate(3 10) scale(0.8)">${[HEART, SPADE, DIAMOND, CLUB, SPADE][i]}</g></g>`;
      })
      .join(''),
  pokerPixel: (p) =>
    [0, 1, 2]
      .map((i) => {
        const colour = i === 1 ? '#1b1b1f' : '#d32f2f';
        return `<g transform="translate(${(i - 1) * 40} ${i === 1 ? -6 : 6})"><path d="M-24-36h48v4h4v64h-4v4h-48v-4h-4v-64h4z" fill="#fffdf6" stroke="${p.dark}" stroke-width="3"/><path d="${pixels(i === 1 ? PIXEL_SPADE : PIXEL_HEART, -17.5, -8, 5)}${pixels(PIXEL_A, -20, -30, 3)}" fill="${colour}"/></g>`;
      })
      .join(''),
  cristo: (p) => `
    <path d="M-50 60c10-30 30-40 50-40s40 10 50 40z" fill="${p.dark}"/>
    <path d="M-3-40h6v14h30v6h-30v46h-6v-46h-30v-6h30z" fill="#eceff1"/><circle cx="0" cy="-45" r="5" fill="#eceff1"/>`,
  cactus: () => `
    <path d="M-8 60V-40a8 8 0 0 1 16 0V60z" fill="#558b2f"/>
    <path d="M-8 20h-18a8 8 0 0 1-8-8v-26a7 7 0 0 1 14 0v20h12zM8 6h16v-24a7 7 0 0 1 14 0v30a8 8 0 0 1-8 8H8z" fill="#689f38"/>
    <path d="M0-40v96M-27-14v20M31-18v24" stroke="#33691e" stroke-width="2"/>`,
  maraca: (p) => `
    <g transform="rotate(-30)"><ellipse cx="0" cy="-20" rx="24" ry="30" fill="${p.accent}"/><path d="M-22-26c14 6 30 6 44 0M-20-8c14 6 26 6 40 0" stroke="#fff" stroke-width="5" fill="none"/>
    <rect x="-5" y="8" width="10" height="46" rx="4" fill="#8d6e63"/></g>`,
} satisfies Record<string, Motif>;

export type MotifKey = keyof typeof MOTIFS;

/** A title's picture: its motif, its own colours, a companion motif, and the live badge of a live table. */
export interface TitleArt {
  motif: MotifKey;
  palette: Palette;
  companion?: MotifKey;
  live?: true;
}

const pal = (from: string, to: string, ink: string, accent: string, accent2: string, dark: string): Palette => ({
  from,
  to,
  ink,
  accent,
  accent2,
  dark,
});

/**
 * Every title's picture by its catalogue slug (category and name, server/games/catalogue.ts): each shows
 * its own game (the toucan for the toucan slot, a wheel for a roulette, the hand for a video poker) in
 * colours of its own. A name not listed here gets a motif from the words of its name (art.ts).
 */
export const TITLE_ART: Readonly<Record<string, TitleArt>> = {
  'slot-fortuna-do-tucano': {
    motif: 'toucan',
    palette: pal('#3ddc84', '#0b3d2e', '#fff3b0', '#ff8c1a', '#ffd23f', '#06251b'),
  },
  'slot-carnaval-7s': {
    motif: 'sevens',
    companion: 'mask',
    palette: pal('#ff3d9a', '#4a0a5e', '#ffd23f', '#22e3ff', '#ffe066', '#24062f'),
  },
  'slot-ouro-de-minas': {
    motif: 'mineCart',
    palette: pal('#ffb347', '#4e2a0a', '#fff8dc', '#f5c542', '#ffffff', '#2b1404'),
  },
  'slot-arara-dourada': {
    motif: 'macaw',
    palette: pal('#ffd54f', '#0d47a1', '#ffffff', '#29b6f6', '#fff8e1', '#07234f'),
  },
  'slot-frutas-do-para': {
    motif: 'amazonFruits',
    palette: pal('#ce93d8', '#3a0d4f', '#fff3b0', '#7cb342', '#ffe082', '#1f0630'),
  },
  'slot-diamantes-da-bahia': {
    motif: 'bahiaGems',
    palette: pal('#36d1dc', '#0b2a6b', '#ffffff', '#ff7ab6', '#ffffff', '#071a45'),
  },
  'live-roleta-copacabana-ao-vivo': {
    motif: 'rouletteLive',
    live: true,
    palette: pal('#e53935', '#2a0614', '#ffd23f', '#f5c542', '#ffffff', '#1a0309'),
  },
  'live-bac-bo-pelourinho': {
    motif: 'bacBo',
    live: true,
    palette: pal('#ffca28', '#6a1b9a', '#ffffff', '#ff7043', '#ffffff', '#2e0a45'),
  },
  'live-roda-da-fortuna-ao-vivo': {
    motif: 'moneyWheel',
    live: true,
    palette: pal('#7c4dff', '#1a0b4a', '#ffffff', '#ffd23f', '#22e3ff', '#0e0630'),
  },
  'crash-foguete-rio': {
    motif: 'rocketRio',
    palette: pal('#ff6f61', '#2b1055', '#ffffff', '#22e3ff', '#ffd23f', '#170833'),
  },
  'crash-aviaozinho-santos-dumont': {
    motif: 'fourteenBis',
    palette: pal('#81d4fa', '#1565c0', '#ffffff', '#ffd23f', '#ffffff', '#0b2f6b'),
  },
  'crash-balao-junino': {
    motif: 'balaoJunino',
    palette: pal('#3949ab', '#0d0b2e', '#ffffff', '#ff9800', '#ffd23f', '#080620'),
  },
  'crash-cometa-carioca': {
    motif: 'cometRio',
    palette: pal('#00c9a7', '#0b1a4a', '#ffe45e', '#ff6392', '#ffffff', '#050d2a'),
  },
  'sports-brasileirao-serie-a': {
    motif: 'serieA',
    palette: pal('#00c853', '#00391a', '#ffffff', '#fedf00', '#ffffff', '#002a12'),
  },
  'sports-brasileirao-serie-b': {
    motif: 'serieB',
    palette: pal('#42a5f5', '#0a2a66', '#ffffff', '#ffca28', '#ffffff', '#061a42'),
  },
  'sports-copa-do-brasil': {
    motif: 'copaDoBrasil',
    palette: pal('#ffd54f', '#0b6e4f', '#ffffff', '#1b5e20', '#ffffff', '#053a29'),
  },
  'sports-copa-libertadores': {
    motif: 'libertadores',
    palette: pal('#90a4ae', '#101418', '#ffffff', '#f5c542', '#ffffff', '#05070a'),
  },
  'sports-premier-league': {
    motif: 'premier',
    palette: pal('#e90052', '#3d195b', '#ffffff', '#04f5ff', '#00ff85', '#1f0a33'),
  },
  'sports-copa-sul-americana': {
    motif: 'sulAmericana',
    palette: pal('#ff9800', '#0b2a66', '#ffffff', '#f5c542', '#ffffff', '#06183d'),
  },
  'sports-la-liga': {
    motif: 'laLiga',
    palette: pal('#ff5252', '#4a0d0d', '#ffffff', '#ffc400', '#ffffff', '#2a0606'),
  },
  'sports-serie-a': {
    motif: 'serieAItalia',
    palette: pal('#29b6f6', '#0a2540', '#ffffff', '#009246', '#ce2b37', '#041526'),
  },
  'sports-champions-league': {
    motif: 'champions',
    palette: pal('#7986cb', '#0d1b4c', '#ffffff', '#c0c8e8', '#ffffff', '#050b26'),
  },
  'casino-roleta-tropical': {
    motif: 'rouletteTropical',
    companion: 'palm',
    palette: pal('#2ecc71', '#064663', '#ffe45e', '#ff8c42', '#ffd23f', '#032536'),
  },
  'casino-blackjack-ipanema': {
    motif: 'blackjackIpanema',
    companion: 'palm',
    palette: pal('#ff9a5a', '#5a1a6b', '#ffffff', '#ffd23f', '#ff5c8a', '#2c0a38'),
  },
  'casino-bacara-real': {
    motif: 'baccaratReal',
    palette: pal('#b24bf3', '#2a0a4a', '#ffd1f7', '#f5c542', '#ffe066', '#170429'),
  },
  'casino-roleta-europeia-samba': {
    motif: 'rouletteSamba',
    companion: 'mask',
    palette: pal('#ff5f6d', '#5b0e2d', '#ffd23f', '#3ddc97', '#ffffff', '#2a0614'),
  },
  'card-blackjack-paulista': {
    motif: 'blackjackPaulista',
    companion: 'skyline',
    palette: pal('#78909c', '#1c2833', '#eceff1', '#ffb300', '#ff5c8a', '#0d141a'),
  },
  'card-bacara-leblon': {
    motif: 'baccaratLeblon',
    companion: 'palm',
    palette: pal('#43cea2', '#185a9d', '#ffffff', '#ffdd00', '#ff5e5b', '#0c2c4d'),
  },
  'card-jacks-or-better-sertao': {
    motif: 'jacksOrBetter',
    companion: 'cactus',
    palette: pal('#f9a825', '#8a3b00', '#fff8dc', '#ff7043', '#ffffff', '#4a1500'),
  },
  'fish-pesca-no-pantanal': {
    motif: 'dourado',
    companion: 'piranha',
    palette: pal('#4db6ac', '#0b3d2e', '#b0bec5', '#e53935', '#ffffff', '#06251b'),
  },
  'fish-tubarao-dourado': {
    motif: 'goldenShark',
    palette: pal('#1fa2ff', '#0b1f5c', '#f5c542', '#ffcf33', '#ffffff', '#07133a'),
  },
  'fish-pirarucu-gigante': {
    motif: 'pirarucu',
    palette: pal('#26a69a', '#0b2f3f', '#ffffff', '#ff7043', '#ffffff', '#051a24'),
  },
  'lottery-keno-maraca': {
    motif: 'kenoMaraca',
    companion: 'maraca',
    palette: pal('#ff7043', '#4a148c', '#ffffff', '#ffca28', '#22e3ff', '#24093a'),
  },
  'lottery-keno-copacabana': {
    motif: 'kenoCopacabana',
    companion: 'palm',
    palette: pal('#36d1dc', '#3b2f8f', '#ffffff', '#ff7ab6', '#ffef96', '#171048'),
  },
  'lottery-keno-turbo': {
    motif: 'kenoTurbo',
    palette: pal('#f64f59', '#12194a', '#ffffff', '#22e3ff', '#ffd23f', '#0a0e2a'),
  },
  'bingo-bingo-90-bolas': {
    motif: 'bingo90',
    palette: pal('#1fa2ff', '#0b1f5c', '#ffffff', '#ff5c8a', '#ffcf33', '#07133a'),
  },
  'bingo-bingo-turbo-75': {
    motif: 'bingo75',
    palette: pal('#b24bf3', '#2a0a4a', '#ffffff', '#ff4081', '#22e3ff', '#170429'),
  },
  'bingo-bingo-sao-joao': {
    motif: 'bingoSaoJoao',
    palette: pal('#ff9800', '#5d1a00', '#ffffff', '#e53935', '#ffd23f', '#2e0d00'),
  },
  'arcade-minas-explosivas': {
    motif: 'minesGrid',
    palette: pal('#00c9a7', '#064663', '#4a7fa7', '#ff6392', '#ffffff', '#032536'),
  },
  'arcade-plinko-cascata': {
    motif: 'plinkoPyramid',
    palette: pal('#7e57c2', '#1a0b4a', '#ffffff', '#ff4081', '#ffffff', '#0e0630'),
  },
  'arcade-dado-rapido': {
    motif: 'diceSlider',
    palette: pal('#ff5f6d', '#12194a', '#ffffff', '#ffd23f', '#ffffff', '#0a0e2a'),
  },
  'videogame-video-bingo-arraia': {
    motif: 'videoBingoArraia',
    palette: pal('#ffb347', '#6b2a00', '#ffffff', '#e53935', '#ffd23f', '#3d1300'),
  },
  'videogame-deuces-wild-neon': {
    motif: 'deucesWild',
    palette: pal('#ff2e88', '#12002a', '#ffffff', '#00e5ff', '#ffea00', '#0a0018'),
  },
  'videogame-video-bingo-neon': {
    motif: 'videoBingoNeon',
    palette: pal('#00e5ff', '#1a0040', '#ffffff', '#ff2e88', '#b2ff59', '#0a0018'),
  },
  'videogame-bonus-poker-pixel': {
    motif: 'pokerPixel',
    palette: pal('#43cea2', '#185a9d', '#ffffff', '#ffdd00', '#ff5e5b', '#0c2c4d'),
  },
};
