import { encodeQr, qrPath } from '../../lib/qr';

/** A QR code of a text, drawn crisp in black on white at a fixed size, with its label for a screen reader. */
export function QrCode({
  text,
  label,
  size: width,
  className,
}: {
  text: string;
  label: string;
  size: number;
  className?: string;
}) {
  const { path, size } = qrPath(encodeQr(text));
  return (
    <svg
      className={className}
      viewBox={`0 0 ${size} ${size}`}
      width={width}
      height={width}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width="100%" height="100%" fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
