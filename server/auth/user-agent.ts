/**
 * A few words for the browser and system a User-Agent names ("Chrome · Android", "Safari · iOS"), as the
 * new-device notice shows them; what it does not recognise is shown as sent (printable characters, at most
 * 60), and nothing as "—".
 */

const BROWSERS: [RegExp, string][] = [
  // Order matters: each of these also says "Chrome" or "Safari".
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (list: [RegExp, string][], ua: string) => list.find(([pattern]) => pattern.test(ua))?.[1];

export function deviceSummary(userAgent: string | undefined | null): string {
  const ua = (userAgent ?? '').trim();
  const browser = first(BROWSERS, ua);
  const system = first(SYSTEMS, ua);
  if (browser && system) return `${browser} · ${system}`;
  if (browser ?? system) return (browser ?? system)!;
  const shown = ua
    .replace(/[^\x20-\x7e]/g, '')
    .trim()
    .slice(0, 60);
  return shown || '—';
}
