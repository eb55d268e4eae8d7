import { useEffect, useRef, type ReactNode } from 'react';

/** A row of tab links that scrolls sideways on a phone, with the current tab brought into view. */
export function TabNav({ label, children }: { label: string; children: ReactNode }) {
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    const active = nav.current?.querySelector<HTMLElement>('[data-status="active"]');
    if (active && nav.current)
      nav.current.scrollLeft = active.offsetLeft - (nav.current.clientWidth - active.clientWidth) / 2;
  });
  return (
    <nav ref={nav} className="category-tabs order-tabs" aria-label={label}>
      {children}
    </nav>
  );
}
