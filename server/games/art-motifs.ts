/**
 * The motifs a game's picture is composed from: each draws one object in a 120 × 120 box centred on
 * (0, 0), in the palette's colours. Only shapes: no text, no images, nothing from outside.
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

export const MOTIFS = {
  rocket: (p) => `
    <path d="M-44 52C-20 44 4 26 22-4" stroke="${p.accent2}" stroke-width="7" fill="none" stroke-linecap="round" opacity="0.8"/>
    <g transform="rotate(40)">
      <path d="M0-56c20 16 26 44 20 76h-40c-6-32 0-60 20-76z" fill="${p.ink}"/>
      <circle cx="0" cy="-18" r="10" fill="${p.accent}" stroke="${p.dark}" stroke-width="3"/>
      <path d="M-20 6l-16 26h18zM20 6l16 26h-18z" fill="${p.accent}"/>
      <path d="M-12 22l12 34 12-34z" fill="#ffb02e"/><path d="M-6 22l6 20 6-20z" fill="#fff6c2"/>
    </g>`,
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
  comet: (p) => `
    <path d="M-58-40L14 6 2 22z" fill="${p.accent2}" opacity="0.55"/>
    <path d="M-48-52L18-6 6 14z" fill="${p.accent}" opacity="0.7"/>
    <circle cx="22" cy="14" r="26" fill="${p.ink}"/>
    <circle cx="14" cy="8" r="6" fill="${p.dark}" opacity="0.25"/><circle cx="30" cy="22" r="4" fill="${p.dark}" opacity="0.25"/>
    <path d="M-40 40l4 10 10 4-10 4-4 10-4-10-10-4 10-4zM44-44l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" fill="#fff"/>`,
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
} satisfies Record<string, Motif>;

export type MotifKey = keyof typeof MOTIFS;
