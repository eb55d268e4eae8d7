import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import './TabNav.css';

/**
 * A sideways-scrolling tab row shows that it holds more: the edge where tabs are cut off fades out
 * (`data-more="start" | "end" | "both"` on the row, read by TabNav.css), and the current tab
 * (`data-status="active"` from the router's links, or `data-active`) is brought into view.
 */
export function useTabStrip(ref: RefObject<HTMLElement | null>): void {
  // The current tab into view (centred) when it is cut off: after every render (the route may have changed).
  useEffect(() => {
    const strip = ref.current;
    const active = strip?.querySelector<HTMLElement>('[data-status="active"], [data-active]');
    if (!strip || !active) return;
    const start = active.offsetLeft; // the row is the tabs' offset parent (TabNav.css)
    const shown = start >= strip.scrollLeft && start + active.offsetWidth <= strip.scrollLeft + strip.clientWidth;
    if (!shown) strip.scrollLeft = start - (strip.clientWidth - active.offsetWidth) / 2;
  });
  // The fades follow the scroll position and the row's size.
  useEffect(() => {
    const strip = ref.current;
    if (!strip) return;
    const mark = () => {
      const start = strip.scrollLeft > 2;
      const end = strip.scrollLeft + strip.clientWidth < strip.scrollWidth - 2;
      const more = start && end ? 'both' : start ? 'start' : end ? 'end' : null;
      if (more) strip.dataset.more = more;
      else delete strip.dataset.more;
    };
    mark();
    strip.addEventListener('scroll', mark, { passive: true });
    const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(mark) : null;
    resized?.observe(strip);
    return () => {
      strip.removeEventListener('scroll', mark);
      resized?.disconnect();
    };
  }, [ref]);
}

/** A row of tab links that scrolls sideways on a phone, with the current tab brought into view. */
export function TabNav({
  label,
  children,
  className = 'order-tabs',
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  const nav = useRef<HTMLElement>(null);
  useTabStrip(nav);
  return (
    <nav ref={nav} className={`category-tabs ${className}`} aria-label={label}>
      {children}
    </nav>
  );
}
