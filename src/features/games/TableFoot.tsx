import type { ReactNode } from 'react';
import type { Commitment } from '../../../contract/tables';
import type { RoundView } from '../../../contract/rounds';
import { MaxWinLine } from './MaxWin';
import { TableFairness } from './TableFairness';

/**
 * The foot of a house table's screen: its rules card (`summary` its title, the maximum win per round
 * last, refused above it), then the "Provably fair" section.
 */
export function TableFoot({
  rulesClass,
  summary,
  open,
  maxWin,
  commitment,
  round,
  fairnessClass,
  children,
}: {
  rulesClass: string;
  summary: ReactNode;
  open?: boolean;
  maxWin: string;
  commitment: Commitment | null;
  round: RoundView | null;
  fairnessClass: string;
  children: ReactNode;
}) {
  return (
    <>
      <details className={`card ${rulesClass}`} open={open}>
        <summary>{summary}</summary>
        {children}
        <MaxWinLine amount={maxWin} rule="refuses" />
      </details>

      <TableFairness commitment={commitment} round={round} className={fairnessClass} />
    </>
  );
}
