/** The slot's symbols, drawn in SVG (crisp at any size, no image downloads). Unknown ids show as text. */
const SYMBOLS: Record<string, { color: string; draw: React.ReactNode }> = {
  seven: {
    color: '#ff4d5e',
    draw: (
      <text x="24" y="34" textAnchor="middle" fontSize="30" fontWeight="900" fill="#ff4d5e">
        7
      </text>
    ),
  },
  bar: {
    color: '#f5c542',
    draw: (
      <>
        <rect x="6" y="17" width="36" height="14" rx="3" fill="#f5c542" />
        <text x="24" y="28.5" textAnchor="middle" fontSize="10" fontWeight="900" fill="#1b1400">
          BAR
        </text>
      </>
    ),
  },
  bell: {
    color: '#f5c542',
    draw: <path d="M24 8a10 10 0 0 1 10 10v9l4 5H10l4-5v-9A10 10 0 0 1 24 8zm-4 27h8a4 4 0 0 1-8 0z" fill="#f5c542" />,
  },
  cherry: {
    color: '#ff4d5e',
    draw: (
      <>
        <path d="M18 28c2-8 6-14 14-18M30 30c-1-8 0-14 2-20" stroke="#27d37f" strokeWidth="2.5" fill="none" />
        <circle cx="17" cy="32" r="7" fill="#ff4d5e" />
        <circle cx="31" cy="34" r="7" fill="#e0314a" />
      </>
    ),
  },
  lemon: {
    color: '#ffe14d',
    draw: <ellipse cx="24" cy="25" rx="15" ry="11" fill="#ffe14d" transform="rotate(-20 24 25)" />,
  },
  star: {
    color: '#8fb4ff',
    draw: (
      <path d="M24 6l5.3 11.6 12.7 1.4-9.5 8.6 2.7 12.5L24 33.8l-11.2 6.3 2.7-12.5L6 19l12.7-1.4z" fill="#8fb4ff" />
    ),
  },
  diamond: {
    color: '#5ee1ff',
    draw: <path d="M14 10h20l8 10-18 20L6 20z" fill="#5ee1ff" stroke="#fff" strokeOpacity=".5" />,
  },
  wild: {
    color: '#b18cff',
    draw: (
      <>
        <rect x="4" y="14" width="40" height="20" rx="6" fill="#7c5cff" />
        <text x="24" y="28.5" textAnchor="middle" fontSize="11" fontWeight="900" fill="#fff">
          WILD
        </text>
      </>
    ),
  },
};

export function SlotSymbol({ id }: { id: string }) {
  const symbol = SYMBOLS[id];
  return (
    <svg viewBox="0 0 48 48" className="slot-symbol" role="img" aria-label={id}>
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
