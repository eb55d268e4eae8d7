/** The Rodada word mark: a chip and the name, drawn in SVG so it is crisp and tiny. */
export function Logo() {
  return (
    <span className="logo">
      <svg viewBox="0 0 32 32" width="30" height="30" aria-hidden="true">
        <circle cx="16" cy="16" r="15" fill="#f5c542" />
        <circle cx="16" cy="16" r="10.5" fill="#141827" />
        <path
          d="M16 1v5M16 26v5M1 16h5M26 16h5M5.4 5.4l3.5 3.5M23.1 23.1l3.5 3.5M5.4 26.6l3.5-3.5M23.1 8.9l3.5-3.5"
          stroke="#141827"
          strokeWidth="2.4"
        />
        <path
          d="M12.5 21V11h4.2a3 3 0 0 1 0 6h-4.2m3.6 0l3.4 4"
          fill="none"
          stroke="#f5c542"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="logo-text">Rodada</span>
    </span>
  );
}
