import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Icon } from './Icon';

/**
 * A row that scrolls sideways (swipe on a phone, snap per item); where a mouse is the pointer, arrow
 * buttons page it back and forth, each disabled at its end and both hidden when everything fits.
 */
export function Carousel({ className, busy, children }: { className: string; busy?: boolean; children: ReactNode }) {
  const { t } = useLingui();
  const track = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: true });

  // Read where the row stands only when it scrolls or a size changes (the observer reports after layout,
  // so nothing forces one), and render again only when an end is reached or left.
  useEffect(() => {
    const el = track.current;
    if (!el) return;
    const update = () => {
      const start = el.scrollLeft <= 4;
      const end = el.scrollLeft + el.clientWidth >= el.scrollWidth - 4;
      setEdges((edges) => (edges.start === start && edges.end === end ? edges : { start, end }));
    };
    el.addEventListener('scroll', update, { passive: true });
    const resized = new ResizeObserver(update);
    const observeItems = () => {
      resized.observe(el);
      for (const child of el.children) resized.observe(child);
    };
    observeItems();
    // Items that arrive later (a row filled by its data) are observed as they come.
    const items = new MutationObserver(observeItems);
    items.observe(el, { childList: true });
    return () => {
      el.removeEventListener('scroll', update);
      resized.disconnect();
      items.disconnect();
    };
  }, []);

  const page = (direction: 1 | -1) => {
    const el = track.current;
    if (!el) return;
    const still = matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollBy({ left: direction * el.clientWidth * 0.9, behavior: still ? 'auto' : 'smooth' });
  };

  return (
    <div className="carousel">
      <ul ref={track} className={className} aria-busy={busy || undefined}>
        {children}
      </ul>
      {!(edges.start && edges.end) && (
        <>
          <button
            type="button"
            className="carousel-arrow carousel-prev"
            aria-label={t`Previous`}
            disabled={edges.start}
            onClick={() => page(-1)}
          >
            <Icon name="back" size={20} />
          </button>
          <button
            type="button"
            className="carousel-arrow carousel-next"
            aria-label={t`Next`}
            disabled={edges.end}
            onClick={() => page(1)}
          >
            <Icon name="chevron" size={20} />
          </button>
        </>
      )}
    </div>
  );
}
