import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/**
 * Every slot title's symbols, drawn in SVG on a 48×48 grid (crisp at any size, no image downloads): one
 * drawing and one name per symbol id of engines/slot.ts. Unknown ids show as text.
 */
const SYMBOLS: Record<string, { name: MessageDescriptor; draw: ReactNode }> = {
  // ── Carnaval 7s ──
  seven: {
    name: msg`Seven`,
    draw: (
      <>
        <path
          d="M11 8h27v7L24 42h-9l13-26H11z"
          fill="#ff3b52"
          stroke="#ffd34d"
          strokeWidth="2.5"
          strokeLinejoin="round"
        />
        <path d="M13 10h22" stroke="#fff" strokeOpacity=".45" strokeWidth="2" />
      </>
    ),
  },
  bar: {
    name: msg`Bar`,
    draw: (
      <>
        <rect x="4" y="15" width="40" height="18" rx="4" fill="#f5c542" stroke="#8a5a00" strokeWidth="2" />
        <text x="24" y="29" textAnchor="middle" fontSize="12" fontWeight="900" fill="#2a1600" letterSpacing="1">
          BAR
        </text>
      </>
    ),
  },
  mask: {
    name: msg`Carnival mask`,
    draw: (
      <>
        <path
          d="M20 18c-3-8-1-12 2-14M24 17c1-7 5-11 9-12M28 18c4-6 9-7 13-5"
          stroke="#27d37f"
          strokeWidth="3"
          fill="none"
          strokeLinecap="round"
        />
        <path
          d="M4 22c8-7 32-7 40 0 0 9-6 14-11 14-4 0-6-5-9-5s-5 5-9 5c-5 0-11-5-11-14z"
          fill="#b14dff"
          stroke="#ffd34d"
          strokeWidth="2"
        />
        <ellipse cx="15" cy="25" rx="5" ry="3.5" fill="#1a0a2e" />
        <ellipse cx="33" cy="25" rx="5" ry="3.5" fill="#1a0a2e" />
        <circle cx="24" cy="21" r="2" fill="#ffd34d" />
      </>
    ),
  },
  drum: {
    name: msg`Surdo drum`,
    draw: (
      <>
        <path d="M9 15v20c0 4 7 7 15 7s15-3 15-7V15" fill="#e8303f" />
        <path d="M9 18l7 18 8-18 8 18 7-18" stroke="#ffd34d" strokeWidth="2" fill="none" />
        <ellipse cx="24" cy="15" rx="15" ry="6" fill="#f3efe3" stroke="#c9c2ad" strokeWidth="1.5" />
        <path d="M30 4l-6 10M38 5l-9 9" stroke="#a86a2c" strokeWidth="3" strokeLinecap="round" />
      </>
    ),
  },
  confetti: {
    name: msg`Confetti`,
    draw: (
      <>
        <path
          d="M6 34c6-6 10 2 16-4s2-12 8-16 10 2 12-4"
          stroke="#ffd34d"
          strokeWidth="2.5"
          fill="none"
          strokeLinecap="round"
        />
        <path d="M8 12c4 2 2 8 6 8" stroke="#3ad1ff" strokeWidth="2.5" fill="none" strokeLinecap="round" />
        <rect x="26" y="32" width="6" height="4" rx="1" fill="#ff4d8d" transform="rotate(25 29 34)" />
        <rect x="14" y="6" width="5" height="3.5" rx="1" fill="#27d37f" transform="rotate(-30 16 8)" />
        <rect x="36" y="20" width="5" height="3.5" rx="1" fill="#b14dff" transform="rotate(40 38 22)" />
        <circle cx="12" cy="42" r="2.5" fill="#ff7a2e" />
        <circle cx="40" cy="40" r="2.5" fill="#3ad1ff" />
        <circle cx="24" cy="20" r="2" fill="#ff4d8d" />
      </>
    ),
  },
  // ── Frutas do Pará ──
  guarana: {
    name: msg`Guaraná`,
    draw: (
      <>
        <path d="M24 4c1 3 0 5-2 7" stroke="#2f8a3a" strokeWidth="2.5" fill="none" />
        <circle cx="24" cy="25" r="15" fill="#d9212f" />
        <path d="M24 12c7 0 11 6 11 13s-4 12-11 12-11-5-11-12 4-13 11-13z" fill="#fff" />
        <circle cx="24" cy="25" r="7" fill="#151012" />
        <circle cx="21.5" cy="22.5" r="2" fill="#fff" fillOpacity=".7" />
      </>
    ),
  },
  acai: {
    name: msg`Açaí bowl`,
    draw: (
      <>
        <ellipse cx="24" cy="22" rx="18" ry="6" fill="#4b1248" />
        <path d="M6 22c0 11 8 18 18 18s18-7 18-18" fill="#8a5a2b" />
        <path d="M6 22c1 4 4 6 8 6" stroke="#b07a42" strokeWidth="2" fill="none" />
        <circle cx="17" cy="20" r="3" fill="#2b0a2a" />
        <circle cx="23" cy="18" r="3" fill="#3a0d38" />
        <circle cx="29" cy="20" r="3" fill="#2b0a2a" />
        <ellipse cx="33" cy="18" rx="4" ry="2.5" fill="#fff3b0" />
        <circle cx="13" cy="17" r="1.2" fill="#e9b86c" />
        <circle cx="26" cy="22" r="1.2" fill="#e9b86c" />
      </>
    ),
  },
  cupuacu: {
    name: msg`Cupuaçu`,
    draw: (
      <>
        <ellipse cx="21" cy="25" rx="15" ry="17" fill="#7a4a22" />
        <ellipse cx="21" cy="25" rx="15" ry="17" fill="none" stroke="#a86c36" strokeWidth="1.5" strokeDasharray="2 3" />
        <ellipse cx="33" cy="30" rx="10" ry="12" fill="#7a4a22" />
        <ellipse cx="33" cy="30" rx="7.5" ry="9.5" fill="#f7ecd2" />
        <circle cx="31" cy="27" r="1.6" fill="#5a361a" />
        <circle cx="35" cy="32" r="1.6" fill="#5a361a" />
      </>
    ),
  },
  cacau: {
    name: msg`Cacao pod`,
    draw: (
      <>
        <path d="M24 4c9 5 13 13 13 20s-4 16-13 20c-9-4-13-13-13-20s4-15 13-20z" fill="#f28c1c" />
        <path d="M24 5v38M18 8c-3 8-3 24 0 32M30 8c3 8 3 24 0 32" stroke="#b85a0c" strokeWidth="1.6" fill="none" />
        <path d="M16 12c2-3 4-5 6-6" stroke="#ffd08a" strokeWidth="2" fill="none" strokeLinecap="round" />
      </>
    ),
  },
  bacuri: {
    name: msg`Bacuri`,
    draw: (
      <>
        <circle cx="24" cy="26" r="16" fill="#e2b21c" />
        <path d="M24 10c-1-3 0-5 2-6" stroke="#5b7a1e" strokeWidth="2.5" fill="none" />
        <path d="M24 16c6 0 10 4 10 10s-4 10-10 10-10-4-10-10 4-10 10-10z" fill="#fbf5e4" />
        <path d="M24 17v18M15 26h18" stroke="#e6dcc0" strokeWidth="1.5" />
        <circle cx="18" cy="16" r="3" fill="#fff" fillOpacity=".35" />
      </>
    ),
  },
  castanha: {
    name: msg`Brazil nut`,
    draw: (
      <>
        <path
          d="M8 36c0-12 5-24 11-28 4 6 6 18 4 30-5 3-11 2-15-2z"
          fill="#7a4a22"
          stroke="#4a2a10"
          strokeWidth="1.5"
        />
        <path
          d="M25 38c-1-12 3-24 10-28 5 6 6 17 4 28-5 3-10 3-14 0z"
          fill="#8d5a2b"
          stroke="#4a2a10"
          strokeWidth="1.5"
        />
        <path d="M17 12c-2 8-3 16-2 24M34 14c-2 8-3 14-2 22" stroke="#c08a50" strokeWidth="1.5" fill="none" />
      </>
    ),
  },
  // ── Fortuna do Tucano ──
  toucan: {
    name: msg`Toucan (wild)`,
    draw: (
      <>
        <path d="M8 40c-2-12 2-26 12-28 6-1 9 3 9 8v20z" fill="#15151c" />
        <path d="M16 22c2-4 7-5 10-3 1 6-1 13-6 16-4-2-5-8-4-13z" fill="#fff6d6" />
        <path d="M25 14c8-2 16 0 20 5-5 4-13 5-20 4z" fill="#ff8a1c" />
        <path d="M25 19c7 1 14 0 20 0-4 3-12 4-20 4z" fill="#ffcf24" />
        <path d="M43 17.5c1 0 2 1 2 1.5" stroke="#15151c" strokeWidth="1.5" />
        <circle cx="22" cy="15" r="3.3" fill="#3ad1ff" />
        <circle cx="22" cy="15" r="1.6" fill="#111" />
        <rect x="6" y="39" width="36" height="8" rx="3" fill="#27d37f" />
        <text x="24" y="45.5" textAnchor="middle" fontSize="7" fontWeight="900" fill="#062b16">
          WILD
        </text>
      </>
    ),
  },
  parrot: {
    name: msg`Parrot`,
    draw: (
      <>
        <path d="M12 44c-2-14 0-28 12-32 8-2 14 4 14 12 0 10-8 14-10 20z" fill="#2bb24c" />
        <path d="M20 13c4-4 11-3 14 1-4 0-9 1-14-1z" fill="#ffd51c" />
        <path d="M34 18c5 0 7 3 6 8-2-2-4-3-6-2z" fill="#3a3030" />
        <circle cx="30" cy="19" r="2.5" fill="#fff" />
        <circle cx="30" cy="19" r="1.2" fill="#111" />
        <path d="M14 30c4 2 8 2 12 0" stroke="#1a7a32" strokeWidth="2" fill="none" />
        <path d="M16 38c3 1 6 1 9 0" stroke="#e0303a" strokeWidth="2.5" fill="none" />
      </>
    ),
  },
  orchid: {
    name: msg`Orchid`,
    draw: (
      <>
        <ellipse cx="24" cy="12" rx="6" ry="9" fill="#e58bff" />
        <ellipse cx="12" cy="21" rx="9" ry="6" fill="#d36bf5" transform="rotate(-20 12 21)" />
        <ellipse cx="36" cy="21" rx="9" ry="6" fill="#d36bf5" transform="rotate(20 36 21)" />
        <ellipse cx="16" cy="34" rx="6" ry="8" fill="#e58bff" transform="rotate(25 16 34)" />
        <ellipse cx="32" cy="34" rx="6" ry="8" fill="#e58bff" transform="rotate(-25 32 34)" />
        <path d="M24 22c5 0 7 5 5 11-2 3-8 3-10 0-2-6 0-11 5-11z" fill="#8a1f9e" />
        <path d="M22 27c1 2 3 2 4 0" stroke="#ffd34d" strokeWidth="2" fill="none" />
      </>
    ),
  },
  bromeliad: {
    name: msg`Bromeliad`,
    draw: (
      <>
        <path d="M24 44c-8-6-18-8-20-14 6 0 14 4 20 10 6-6 14-10 20-10-2 6-12 8-20 14z" fill="#2f9a44" />
        <path d="M24 40c-3-10-10-16-16-18 6-2 12 2 16 8 4-6 10-10 16-8-6 2-13 8-16 18z" fill="#3bbb55" />
        <path
          d="M24 32l-6-14 6 4 0-16 4 16 6-4z"
          fill="#ff2e4d"
          stroke="#ffb020"
          strokeWidth="1.5"
          strokeLinejoin="round"
        />
      </>
    ),
  },
  passionfruit: {
    name: msg`Passion fruit`,
    draw: (
      <>
        <circle cx="18" cy="22" r="14" fill="#e8c51a" />
        <circle cx="14" cy="16" r="3" fill="#fff" fillOpacity=".35" />
        <circle cx="31" cy="31" r="13" fill="#e8c51a" />
        <circle cx="31" cy="31" r="10" fill="#f6a21a" />
        <g fill="#2a1a0a">
          <circle cx="27" cy="28" r="1.6" />
          <circle cx="33" cy="27" r="1.6" />
          <circle cx="35" cy="33" r="1.6" />
          <circle cx="29" cy="35" r="1.6" />
          <circle cx="31" cy="31" r="1.6" />
        </g>
      </>
    ),
  },
  banana: {
    name: msg`Bananas`,
    draw: (
      <>
        <path d="M8 14c2 14 12 24 28 24l4-3C26 34 17 26 13 12z" fill="#ffd51c" stroke="#b58a00" strokeWidth="1.5" />
        <path d="M14 10c4 14 14 22 28 20l2-4C31 27 22 20 19 8z" fill="#ffe14d" stroke="#b58a00" strokeWidth="1.5" />
        <path d="M10 12l4-4 6 1" stroke="#6b4a10" strokeWidth="3" fill="none" strokeLinecap="round" />
      </>
    ),
  },
  // ── Arara Dourada ──
  macaw: {
    name: msg`Golden macaw (wild)`,
    draw: (
      <>
        <path d="M10 40c-2-14 2-28 14-30 9-1 14 6 14 13 0 8-6 12-8 17z" fill="#ffc21c" />
        <path d="M10 40c0-8 4-14 10-16" stroke="#1f7ae0" strokeWidth="4" fill="none" />
        <path d="M30 14c6 0 10 4 9 10-3-3-6-3-8-2z" fill="#2a2a2a" />
        <path d="M22 14c3-1 6 0 7 3-3 2-6 2-7-3z" fill="#fff" />
        <circle cx="25" cy="16" r="1.4" fill="#111" />
        <path d="M14 26c4 2 10 2 14 0" stroke="#e08a00" strokeWidth="2" fill="none" />
        <rect x="6" y="39" width="36" height="8" rx="3" fill="#f5c542" />
        <text x="24" y="45.5" textAnchor="middle" fontSize="7" fontWeight="900" fill="#3a2400">
          WILD
        </text>
      </>
    ),
  },
  feather: {
    name: msg`Gold feather`,
    draw: (
      <>
        <path d="M38 6C22 8 10 22 10 38c14-2 28-14 28-32z" fill="#f5c542" stroke="#b07a00" strokeWidth="1.5" />
        <path d="M36 8L8 42" stroke="#8a5a00" strokeWidth="2" strokeLinecap="round" />
        <path
          d="M30 14l-10 2M26 20l-10 4M22 26l-6 5M30 14l2 8M26 20l4 8M22 26l4 6"
          stroke="#ffe7a0"
          strokeWidth="1.2"
        />
      </>
    ),
  },
  waterfall: {
    name: msg`Waterfall`,
    draw: (
      <>
        <path d="M4 10h14l2 34H4z" fill="#2f8a44" />
        <path d="M30 10h14v34H28z" fill="#2f8a44" />
        <path d="M4 10c4-4 10-4 14 0M30 10c4-4 10-4 14 0" stroke="#3bbb55" strokeWidth="3" fill="none" />
        <path d="M17 12h14l-2 28H19z" fill="#3ad1ff" />
        <path d="M21 14v22M25 14v24M28 14v20" stroke="#e6fbff" strokeWidth="1.5" />
        <ellipse cx="24" cy="41" rx="12" ry="4" fill="#9ceaff" />
      </>
    ),
  },
  nest: {
    name: msg`Nest`,
    draw: (
      <>
        <ellipse cx="18" cy="24" rx="5" ry="6.5" fill="#dff3ff" />
        <ellipse cx="30" cy="23" rx="5" ry="6.5" fill="#c9ecff" />
        <ellipse cx="24" cy="26" rx="5" ry="6.5" fill="#f2fbff" />
        <path d="M4 28c2 10 10 14 20 14s18-4 20-14z" fill="#8d5a2b" />
        <path
          d="M5 30c8 3 30 3 38 0M7 35c8 3 26 3 34 0M10 39c8 2 20 2 28 0"
          stroke="#c08a50"
          strokeWidth="1.5"
          fill="none"
        />
      </>
    ),
  },
  ipe: {
    name: msg`Ipê flowers`,
    draw: (
      <>
        <path d="M24 44V26M24 32l-8-6M24 30l8-5" stroke="#6b4a20" strokeWidth="2.5" fill="none" />
        <g fill="#ffd51c" stroke="#d9a400" strokeWidth="1">
          <path d="M24 24c-4-2-6-8-4-14 2 2 4 2 4 0 0 2 2 2 4 0 2 6 0 12-4 14z" />
          <path d="M15 26c-5 0-9-4-10-10 3 1 4 0 4-2 1 2 3 2 4 1 3 5 3 9-2 11z" />
          <path d="M33 25c5 0 9-4 10-10-3 1-4 0-4-2-1 2-3 2-4 1-3 5-3 9-2 11z" />
        </g>
        <circle cx="24" cy="14" r="1.5" fill="#b14d00" />
      </>
    ),
  },
  leaf: {
    name: msg`Leaf`,
    draw: (
      <>
        <path d="M8 40C8 20 20 8 42 6c0 20-12 34-34 34z" fill="#2fae4e" />
        <path
          d="M8 40L36 12M16 32l-2-10M22 26l-1-10M28 20v-8M16 32l10 1M22 26l10 0M28 20l8-1"
          stroke="#bff5cc"
          strokeWidth="1.5"
          fill="none"
        />
      </>
    ),
  },
  // ── Ouro de Minas ──
  lamp: {
    name: msg`Miner's lamp (wild)`,
    draw: (
      <>
        <path d="M18 6h12M24 2v4" stroke="#c9a04a" strokeWidth="2.5" />
        <path d="M16 10h16l-2 4H18z" fill="#b07a2a" />
        <rect x="16" y="14" width="16" height="18" rx="3" fill="#ffe9a0" stroke="#b07a2a" strokeWidth="2" />
        <path d="M24 17c3 4 3 7 0 10-3-3-3-6 0-10z" fill="#ff8a1c" />
        <path d="M14 32h20l-2 5H16z" fill="#b07a2a" />
        <rect x="6" y="39" width="36" height="8" rx="3" fill="#f5c542" />
        <text x="24" y="45.5" textAnchor="middle" fontSize="7" fontWeight="900" fill="#3a2400">
          WILD
        </text>
      </>
    ),
  },
  nugget: {
    name: msg`Gold nugget (scatter)`,
    draw: (
      <>
        <path
          d="M8 26l6-12 12-4 12 6 4 12-8 10H16z"
          fill="#f5c542"
          stroke="#a06800"
          strokeWidth="2"
          strokeLinejoin="round"
        />
        <path d="M14 14l6 10 6-14M26 10l4 10 8-4M20 24l10-4 4 12" stroke="#d99a00" strokeWidth="1.5" fill="none" />
        <path d="M16 18l3-3" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
        <path d="M40 6l1.5 3 3 1.5-3 1.5L40 15l-1.5-3-3-1.5 3-1.5z" fill="#fff" />
        <rect x="4" y="39" width="40" height="8" rx="3" fill="#7c5cff" />
        <text x="24" y="45.5" textAnchor="middle" fontSize="6.5" fontWeight="900" fill="#fff">
          SCATTER
        </text>
      </>
    ),
  },
  canary: {
    name: msg`Canary`,
    draw: (
      <>
        <path d="M6 30c0-10 8-18 18-18 4-6 12-6 14 0 2 4 0 8-2 10 0 10-8 16-18 16-6 0-10-3-12-8z" fill="#ffd51c" />
        <path d="M37 14l7 2-7 3z" fill="#ff8a1c" />
        <circle cx="32" cy="15" r="2" fill="#111" />
        <path d="M12 28c6 6 14 6 18 0-6 2-12 2-18 0z" fill="#e8b400" />
        <path d="M6 30L1 36l8-2" fill="#e8b400" />
        <path d="M18 38v6M24 38v6" stroke="#a86a2c" strokeWidth="2" />
      </>
    ),
  },
  cart: {
    name: msg`Mine cart`,
    draw: (
      <>
        <path d="M12 14l4-5 6 3 6-4 6 4 3 6z" fill="#f5c542" stroke="#a06800" strokeWidth="1.5" />
        <path d="M4 16h40l-5 18H9z" fill="#6d7280" stroke="#3a3f4c" strokeWidth="2" strokeLinejoin="round" />
        <path d="M10 22h28" stroke="#9aa0ad" strokeWidth="2" />
        <circle cx="15" cy="37" r="5" fill="#2a2e38" stroke="#9aa0ad" strokeWidth="2" />
        <circle cx="33" cy="37" r="5" fill="#2a2e38" stroke="#9aa0ad" strokeWidth="2" />
        <path d="M2 44h44" stroke="#8d5a2b" strokeWidth="2.5" />
      </>
    ),
  },
  pickaxe: {
    name: msg`Pickaxe`,
    draw: (
      <>
        <path d="M12 42L34 14" stroke="#a86a2c" strokeWidth="5" strokeLinecap="round" />
        <path d="M14 10c10-6 22-4 30 6-10-4-18-5-26 0z" fill="#b9c0cc" stroke="#5a606c" strokeWidth="1.5" />
        <path d="M12 40L34 14" stroke="#d49a5a" strokeWidth="1.5" strokeLinecap="round" />
      </>
    ),
  },
  pan: {
    name: msg`Gold pan`,
    draw: (
      <>
        <ellipse cx="24" cy="22" rx="20" ry="9" fill="#5a3a1e" />
        <path d="M4 22c2 10 10 16 20 16s18-6 20-16" fill="#7a4e26" />
        <ellipse cx="24" cy="22" rx="14" ry="5.5" fill="#3c2a1a" />
        <g fill="#f5c542">
          <circle cx="20" cy="22" r="1.8" />
          <circle cx="26" cy="20" r="1.4" />
          <circle cx="29" cy="23" r="1.8" />
          <circle cx="23" cy="24" r="1.2" />
        </g>
      </>
    ),
  },
  // ── Diamantes da Bahia ──
  berimbau: {
    name: msg`Berimbau (wild)`,
    draw: (
      <>
        <path d="M34 2C14 10 10 28 16 38" stroke="#a86a2c" strokeWidth="3.5" fill="none" strokeLinecap="round" />
        <path d="M34 2L16 38" stroke="#e6e6e6" strokeWidth="1" />
        <circle cx="21" cy="29" r="7" fill="#d99a3a" stroke="#7a4a1a" strokeWidth="2" />
        <path d="M14 20h6" stroke="#ffd34d" strokeWidth="2" />
        <rect x="6" y="39" width="36" height="8" rx="3" fill="#27d37f" />
        <text x="24" y="45.5" textAnchor="middle" fontSize="7" fontWeight="900" fill="#062b16">
          WILD
        </text>
      </>
    ),
  },
  diamond: {
    name: msg`Diamond (scatter)`,
    draw: (
      <>
        <path d="M12 6h24l8 10-20 22L4 16z" fill="#8fe9ff" stroke="#fff" strokeWidth="1.5" strokeLinejoin="round" />
        <path d="M4 16h40M12 6l6 10 6-10 6 10 6-10M18 16l6 22 6-22" stroke="#3aa9d6" strokeWidth="1.2" fill="none" />
        <path d="M14 9l3 4" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
        <rect x="4" y="39" width="40" height="8" rx="3" fill="#7c5cff" />
        <text x="24" y="45.5" textAnchor="middle" fontSize="6.5" fontWeight="900" fill="#fff">
          SCATTER
        </text>
      </>
    ),
  },
  emerald: {
    name: msg`Emerald`,
    draw: (
      <>
        <path d="M16 4h16l10 10v20L32 44H16L6 34V14z" fill="#17b05a" stroke="#0a5a2c" strokeWidth="2" />
        <path d="M18 12h12l4 4v16l-4 4H18l-4-4V16z" fill="#3ddc84" />
        <path
          d="M16 4l2 8M32 4l-2 8M42 14l-8 2M42 34l-8-2M32 44l-2-8M16 44l2-8M6 34l8-2M6 14l8 2"
          stroke="#0a5a2c"
          strokeWidth="1"
        />
        <path d="M20 16l4-2" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      </>
    ),
  },
  topaz: {
    name: msg`Imperial topaz`,
    draw: (
      <>
        <ellipse cx="24" cy="24" rx="15" ry="19" fill="#ff9a1c" stroke="#a85a00" strokeWidth="2" />
        <ellipse cx="24" cy="24" rx="8" ry="11" fill="#ffc35a" />
        <path
          d="M24 5v8M24 35v8M9 24h7M32 24h7M13 11l6 5M35 11l-6 5M13 37l6-5M35 37l-6-5"
          stroke="#a85a00"
          strokeWidth="1"
        />
        <path d="M19 17l3-3" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      </>
    ),
  },
  amethyst: {
    name: msg`Amethyst`,
    draw: (
      <>
        <path d="M14 42V18l5-10 5 10v24z" fill="#9b4dff" stroke="#4a1a8a" strokeWidth="1.5" />
        <path d="M24 42V14l6-10 6 10v28z" fill="#b777ff" stroke="#4a1a8a" strokeWidth="1.5" />
        <path d="M6 42V26l4-7 4 7v16zM34 42V24l4-7 4 7v18z" fill="#8336e8" stroke="#4a1a8a" strokeWidth="1.5" />
        <path d="M30 4v38M19 8v34" stroke="#e0c4ff" strokeWidth="1" />
        <path d="M4 42h40" stroke="#6b5a7a" strokeWidth="3" />
      </>
    ),
  },
  cowrie: {
    name: msg`Cowrie shells`,
    draw: (
      <>
        <ellipse
          cx="18"
          cy="22"
          rx="11"
          ry="15"
          fill="#f7efdc"
          stroke="#c8b48a"
          strokeWidth="1.5"
          transform="rotate(-15 18 22)"
        />
        <path d="M18 10c-3 6-3 18 0 24" stroke="#8a6a3a" strokeWidth="2" fill="none" transform="rotate(-15 18 22)" />
        <ellipse
          cx="33"
          cy="30"
          rx="9"
          ry="12"
          fill="#efe3c6"
          stroke="#c8b48a"
          strokeWidth="1.5"
          transform="rotate(20 33 30)"
        />
        <path d="M33 20c-2 5-2 15 0 20" stroke="#8a6a3a" strokeWidth="2" fill="none" transform="rotate(20 33 30)" />
      </>
    ),
  },
  ribbon: {
    name: msg`Bonfim ribbons`,
    draw: (
      <>
        <path d="M6 10c10 6 4 16 14 22s6 12 12 14" stroke="#ff3b52" strokeWidth="4" fill="none" strokeLinecap="round" />
        <path d="M14 6c10 6 4 16 14 22s6 12 12 14" stroke="#ffd51c" strokeWidth="4" fill="none" strokeLinecap="round" />
        <path d="M22 4c10 6 4 16 14 22s4 10 8 12" stroke="#3a8aff" strokeWidth="4" fill="none" strokeLinecap="round" />
        <circle cx="21" cy="20" r="4" fill="#27d37f" />
      </>
    ),
  },
};

/** A symbol's name in the player's language (its id when unknown). */
export function useSymbolName() {
  const { i18n } = useLingui();
  return (id: string) => {
    const symbol = SYMBOLS[id];
    return symbol ? i18n._(symbol.name) : id;
  };
}

export function SlotSymbol({ id, label }: { id: string; label: string }) {
  const symbol = SYMBOLS[id];
  return (
    <svg viewBox="0 0 48 48" className="slot-symbol" role="img" aria-label={label} data-symbol={id}>
      {symbol ? (
        symbol.draw
      ) : (
        <text x="24" y="29" textAnchor="middle" fontSize="10" fontWeight="800" fill="#eef0f8">
          {id.slice(0, 6).toUpperCase()}
        </text>
      )}
    </svg>
  );
}
