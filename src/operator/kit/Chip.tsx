import type { ReactNode } from 'react';

/** How a state reads at a glance: done or fine, refused or barred, waiting on someone, or neither. */
export type ChipTone = 'good' | 'bad' | 'wait' | 'neutral';

/**
 * A state as a coloured chip with its word (never the colour alone: the word is the chip's text, and each
 * colour is on a dark tint of itself, above 7:1 against it).
 */
export function Chip({ tone, children, testId }: { tone: ChipTone; children: ReactNode; testId?: string }) {
  return (
    <span className={`op-chip op-chip-${tone}`} data-testid={testId}>
      {children}
    </span>
  );
}
