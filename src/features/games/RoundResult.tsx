import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { centsOf, hundredthsText } from '../../../engines/types';
import { Money } from '../../ui/Money';

/** How a settled round came out for the player: more back than staked, the stake back, less, or nothing. */
export type ResultKind = 'won' | 'even' | 'partial' | 'lost';

/** The round's result from its stake and what it paid (stake included): its kind and the net, unsigned. */
export function roundResult(stake: string, win: string): { kind: ResultKind; net: string } {
  const staked = centsOf(stake);
  const paid = centsOf(win);
  const kind: ResultKind = paid > staked ? 'won' : paid <= 0 ? 'lost' : paid === staked ? 'even' : 'partial';
  return { kind, net: hundredthsText(Math.abs(paid - staked)) };
}

/** The class of a result line: the game's own for a win, plain for a return, dimmed for nothing back. */
export const resultClass = (kind: ResultKind, winClass: string) =>
  kind === 'won' ? winClass : kind === 'lost' ? 'muted' : undefined;

/**
 * The one result line of every house game: what came back and the net ("Return R$ 2,50 · −R$ 2,50");
 * "You won" only when the return exceeds the stake. Nothing back: the game's own words (`lost`).
 */
export function RoundResult({ stake, win, lost }: { stake: string; win: string; lost: ReactNode }) {
  const { kind, net } = roundResult(stake, win);
  return (
    <span data-testid="round-result" data-kind={kind} data-return={win}>
      {kind === 'won' ? (
        <Trans>
          You won <Money amount={win} /> · +<Money amount={net} />
        </Trans>
      ) : kind === 'even' ? (
        <Trans>
          Return <Money amount={win} /> · your stake back
        </Trans>
      ) : kind === 'partial' ? (
        <Trans>
          Return <Money amount={win} /> · −<Money amount={net} />
        </Trans>
      ) : (
        lost
      )}
    </span>
  );
}

/** A settled round's result as a line of its own, in the game's win class when it won. */
export function ResultLine({
  stake,
  win,
  winClass,
  lost,
  children,
}: {
  stake: string;
  win: string;
  winClass: string;
  lost: ReactNode;
  /** Said before the result (a hand's name). */
  children?: ReactNode;
}) {
  return (
    <p className={resultClass(roundResult(stake, win).kind, winClass)}>
      {children}
      <RoundResult stake={stake} win={win} lost={lost} />
    </p>
  );
}
