import { useEffect, useState } from 'react';
import { playPaused } from '../../app/playPause';

const query = () => (typeof matchMedia === 'function' ? matchMedia('(prefers-reduced-motion: reduce)') : null);

/** The person asked for reduced motion: deals and reveals show at once. */
export function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(() => query()?.matches ?? false);
  useEffect(() => {
    const media = query();
    if (!media) return;
    const changed = () => setReduced(media.matches);
    media.addEventListener('change', changed);
    return () => media.removeEventListener('change', changed);
  }, []);
  return reduced;
}

/** Whole seconds until an ISO time (0 once past), updated every second; null without a time. */
export function useSecondsUntil(iso: string | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!iso) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [iso]);
  if (!iso) return null;
  return Math.max(0, Math.ceil((Date.parse(iso) - now) / 1000));
}

/** A key typed outside a text field (the tables' shortcuts leave typing alone). */
export function isShortcut(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  // Nothing is played while the reality check waits for an answer.
  if (event.ctrlKey || event.metaKey || event.altKey || playPaused()) return false;
  return !target || !['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}
