/** The profile pictures members choose from: geometric SVGs drawn here, served at /avatars/<m|f><n>.svg. */

export const AVATAR_COUNT = 6;
export type AvatarKind = 'm' | 'f';

export const avatarUrl = (kind: AvatarKind, n: number) => `/avatars/${kind}${n}.svg`;

const range = Array.from({ length: AVATAR_COUNT }, (_, i) => i + 1);
export const MALE_AVATARS = range.map((n) => avatarUrl('m', n));
export const FEMALE_AVATARS = range.map((n) => avatarUrl('f', n));
export const ALL_AVATARS = [...MALE_AVATARS, ...FEMALE_AVATARS];

export function isAvatarUrl(url: string): boolean {
  return ALL_AVATARS.includes(url);
}

const BACKGROUNDS = ['#1f7a4d', '#2b4c9b', '#8a3ffc', '#c2410c', '#0e7490', '#b91c5c'];
const SKIN = ['#f1c8a5', '#d9a27a', '#b97c55', '#8d5a3b', '#f5d6b8', '#6b4430'];
const HAIR = ['#2b1b12', '#5a3a1e', '#111111', '#a0522d', '#d4a017', '#3b2f2f'];
const SHIRT = ['#facc15', '#f97316', '#22c55e', '#e11d48', '#38bdf8', '#a3e635'];

const pick = (list: string[], i: number) => list[i % list.length]!;

function maleHair(n: number, colour: string): string {
  switch (n % 3) {
    case 0: // short crop
      return `<path d="M40 58c0-16 10-26 24-26s24 10 24 26c-6-8-14-11-24-11s-18 3-24 11z" fill="${colour}"/>`;
    case 1: // side part
      return `<path d="M39 60c-1-18 11-29 27-28 14 1 24 11 23 27-8-4-16-12-20-19-6 9-17 16-30 20z" fill="${colour}"/>`;
    default: // buzz with cap
      return `<path d="M38 56c2-15 12-23 26-23s24 8 26 23z" fill="${colour}"/><rect x="36" y="52" width="56" height="6" rx="3" fill="${colour}"/>`;
  }
}

function femaleHair(n: number, colour: string): { back: string; front: string } {
  switch (n % 3) {
    case 0: // long straight
      return {
        back: `<path d="M36 62c0-20 12-32 28-32s28 12 28 32v38H36z" fill="${colour}"/>`,
        front: `<path d="M40 58c2-14 11-22 24-22s22 8 24 22c-10-2-20-8-26-16-4 8-12 14-22 16z" fill="${colour}"/>`,
      };
    case 1: // bob
      return {
        back: `<path d="M36 64c0-20 12-33 28-33s28 13 28 33v16H36z" fill="${colour}"/>`,
        front: `<path d="M40 60c0-15 10-24 24-24s24 9 24 24H40z" fill="${colour}" opacity="0.95"/>`,
      };
    default: // bun
      return {
        back: `<circle cx="64" cy="26" r="11" fill="${colour}"/>`,
        front: `<path d="M39 58c1-15 11-24 25-24s24 9 25 24c-8-6-16-9-25-9s-17 3-25 9z" fill="${colour}"/>`,
      };
  }
}

/** The SVG of one picture, or null for an unknown name. */
export function renderAvatar(kind: AvatarKind, n: number): string | null {
  if (!Number.isInteger(n) || n < 1 || n > AVATAR_COUNT) return null;
  const i = n - 1 + (kind === 'f' ? 3 : 0);
  const skin = pick(SKIN, i);
  const hair = pick(HAIR, i + 1);
  const bg = pick(BACKGROUNDS, kind === 'm' ? n - 1 : n + 2);
  const shirt = pick(SHIRT, i + 2);
  const female = kind === 'f' ? femaleHair(n, hair) : null;
  const glasses =
    n % 4 === 2
      ? `<g fill="none" stroke="#1f2937" stroke-width="2.5"><circle cx="55" cy="64" r="6"/><circle cx="73" cy="64" r="6"/><path d="M61 64h6"/></g>`
      : '';
  const mouth =
    n % 2 === 0
      ? `<path d="M57 76q7 6 14 0" stroke="#7c2d12" stroke-width="2.5" fill="none" stroke-linecap="round"/>`
      : `<path d="M58 77h12" stroke="#7c2d12" stroke-width="2.5" stroke-linecap="round"/>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" width="128" height="128" role="img" aria-label="Avatar">`,
    `<rect width="128" height="128" rx="64" fill="${bg}"/>`,
    `<circle cx="64" cy="64" r="58" fill="none" stroke="#ffffff" stroke-opacity="0.15" stroke-width="6"/>`,
    female?.back ?? '',
    `<path d="M26 122c4-22 20-32 38-32s34 10 38 32z" fill="${shirt}"/>`,
    `<rect x="57" y="78" width="14" height="16" rx="6" fill="${skin}"/>`,
    `<circle cx="64" cy="62" r="24" fill="${skin}"/>`,
    `<circle cx="55" cy="64" r="2.8" fill="#1f2937"/><circle cx="73" cy="64" r="2.8" fill="#1f2937"/>`,
    mouth,
    glasses,
    female ? female.front : maleHair(n, hair),
    `</svg>`,
  ].join('');
}

/** "m3.svg" → the picture, or null. */
export function renderAvatarFile(file: string): string | null {
  const match = /^([mf])([1-9]\d*)\.svg$/.exec(file);
  if (!match) return null;
  return renderAvatar(match[1] as AvatarKind, Number(match[2]));
}
