/** How each species looks: a silhouette, its colours and its size in the water (the screen's own art). */
type Look = { shape: 'fish' | 'shark' | 'ray' | 'turtle' | 'croc' | 'snake'; body: string; fin: string; size: number };

const LOOKS: Record<string, Look> = {
  piranha: { shape: 'fish', body: '#c8cfd8', fin: '#e2413b', size: 0.8 },
  pacu: { shape: 'fish', body: '#7d8c99', fin: '#d9773a', size: 0.95 },
  dourado: { shape: 'fish', body: '#f2b824', fin: '#e07a12', size: 1.1 },
  pintado: { shape: 'fish', body: '#9aa6ad', fin: '#3d474d', size: 1.25 },
  sucuri: { shape: 'snake', body: '#5d7a2a', fin: '#2c3a12', size: 1.5 },
  jacare: { shape: 'croc', body: '#4f6b3a', fin: '#2e4022', size: 1.7 },
  sardinha: { shape: 'fish', body: '#b9d6ea', fin: '#5f89a8', size: 0.7 },
  palhaco: { shape: 'fish', body: '#ff8a1f', fin: '#ffffff', size: 0.8 },
  baiacu: { shape: 'fish', body: '#e8d27a', fin: '#8a6d1f', size: 0.95 },
  arraia: { shape: 'ray', body: '#6f7f96', fin: '#3f4a5c', size: 1.3 },
  tartaruga: { shape: 'turtle', body: '#3f8a55', fin: '#9bcf6e', size: 1.3 },
  tubarao: { shape: 'shark', body: '#f5c542', fin: '#b8860b', size: 1.8 },
  lambari: { shape: 'fish', body: '#d7e3ea', fin: '#f0c419', size: 0.7 },
  tucunare: { shape: 'fish', body: '#c9b43a', fin: '#d2452b', size: 1 },
  tambaqui: { shape: 'fish', body: '#55606a', fin: '#2a3036', size: 1.2 },
  aruana: { shape: 'fish', body: '#c7ccb8', fin: '#7b8a5c', size: 1.35 },
  pirarucu: { shape: 'fish', body: '#6b5e4c', fin: '#c0392b', size: 1.9 },
};

const FALLBACK: Look = { shape: 'fish', body: '#8fb4ff', fin: '#4a6fb5', size: 1 };

export const lookOf = (id: string): Look => LOOKS[id] ?? FALLBACK;

/** A species drawn facing right (the lane flips it when it swims left). */
export function FishSprite({ id }: { id: string }) {
  const { shape, body, fin } = lookOf(id);
  return (
    <svg viewBox="0 0 120 60" aria-hidden="true" className="fish-sprite">
      {shape === 'fish' && (
        <>
          <path d="M14 30 2 14v32z" fill={fin} />
          <path d="M50 14q12-12 24 0z" fill={fin} />
          <ellipse cx="62" cy="30" rx="48" ry="19" fill={body} />
          <path d="M30 22q6 8 0 16M44 18q6 12 0 24" stroke={fin} strokeWidth="3" fill="none" opacity="0.6" />
          <circle cx="96" cy="25" r="4.5" fill="#fff" />
          <circle cx="97" cy="25" r="2.3" fill="#111" />
        </>
      )}
      {shape === 'shark' && (
        <>
          <path d="M16 30 0 8l6 22-6 22z" fill={fin} />
          <path d="M52 16 62 0l10 18z" fill={fin} />
          <path d="M10 30q30-20 80-14 22 4 30 14-8 10-30 13-50 6-80-13z" fill={body} />
          <path d="M58 42l10 14 4-12z" fill={fin} />
          <path d="M96 36q8 2 14 0" stroke="#3a2a00" strokeWidth="2" fill="none" />
          <circle cx="98" cy="26" r="2.6" fill="#111" />
        </>
      )}
      {shape === 'ray' && (
        <>
          <path d="M8 30h30" stroke={fin} strokeWidth="3" />
          <path d="M36 30 76 4l40 26-40 26z" fill={body} />
          <path d="M56 30h40" stroke={fin} strokeWidth="2" opacity="0.6" />
          <circle cx="92" cy="24" r="2.4" fill="#111" />
          <circle cx="92" cy="36" r="2.4" fill="#111" />
        </>
      )}
      {shape === 'turtle' && (
        <>
          <ellipse cx="30" cy="14" rx="12" ry="6" fill={fin} />
          <ellipse cx="30" cy="46" rx="12" ry="6" fill={fin} />
          <ellipse cx="78" cy="14" rx="12" ry="6" fill={fin} />
          <ellipse cx="78" cy="46" rx="12" ry="6" fill={fin} />
          <ellipse cx="104" cy="30" rx="12" ry="9" fill={fin} />
          <ellipse cx="54" cy="30" rx="38" ry="22" fill={body} />
          <path d="M34 30h40M54 12v36M40 18l28 24M68 18 40 42" stroke={fin} strokeWidth="2" opacity="0.7" />
          <circle cx="108" cy="27" r="2" fill="#111" />
        </>
      )}
      {shape === 'croc' && (
        <>
          <path d="M0 32 30 24v14z" fill={fin} />
          <path d="M26 22q30-8 60 0h30q4 6 0 12H86q-30 8-60 0z" fill={body} />
          <path d="M34 22l4-6 4 6 4-6 4 6 4-6 4 6 4-6 4 6" fill={fin} />
          <path d="M88 34h26" stroke="#fff" strokeWidth="2" strokeDasharray="3 3" />
          <circle cx="84" cy="20" r="3.5" fill="#e8e27a" />
          <circle cx="84" cy="20" r="1.6" fill="#111" />
        </>
      )}
      {shape === 'snake' && (
        <>
          <path d="M4 34q14-16 28 0t28 0 28 0 16-4" stroke={body} strokeWidth="12" strokeLinecap="round" fill="none" />
          <path d="M4 34q14-16 28 0t28 0 28 0" stroke={fin} strokeWidth="3" strokeDasharray="4 6" fill="none" />
          <ellipse cx="108" cy="29" rx="11" ry="8" fill={body} />
          <circle cx="112" cy="26" r="2" fill="#111" />
        </>
      )}
    </svg>
  );
}
