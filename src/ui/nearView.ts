import { useEffect, useState, type RefObject } from 'react';

/**
 * How near the screen an element must come before it loads its picture. The browser's own lazy loading
 * starts 1,250–2,500 px ahead, so a first screen would also parse every picture of the next screens;
 * game art is a small SVG each, parsed and laid out on the main thread as it arrives.
 */
const MARGIN = '240px';

let observer: IntersectionObserver | undefined;
const waiting = new Map<Element, () => void>();

/** One observer for every element waiting to come near. */
function nearObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        waiting.get(entry.target)?.();
        waiting.delete(entry.target);
        observer?.unobserve(entry.target);
      }
    },
    { rootMargin: MARGIN },
  );
  return observer;
}

/**
 * Whether the element has come near the screen (within MARGIN); once true it stays true. `now` for
 * what the first screen shows (true at once); without IntersectionObserver, true at once too.
 */
export function useNearView(ref: RefObject<Element | null>, now: boolean): boolean {
  const [near, setNear] = useState(() => now || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    waiting.set(element, () => setNear(true));
    nearObserver().observe(element);
    return () => {
      waiting.delete(element);
      observer?.unobserve(element);
    };
  }, [near, ref]);
  return near;
}
