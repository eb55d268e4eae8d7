import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useSelector } from '@xstate/react';
import { Suspense, useEffect, useId } from 'react';
import './refusals';
import { aboveMax, largestStake } from '../MaxWin';
import { MaxStakeHint } from '../ArcadeParts';
import '../refusals';
import '../cards.css';
import './videopoker.css';
import { useSystem } from '../../../app/SystemContext';
import { formatDecimal } from '../../../i18n/numbers';
import { LoadFailed } from '../../../ui/LoadFailed';
import { Money } from '../../../ui/Money';
import type { Locale } from '../../../../contract/locales';
import type { PokerHand, VideoPokerRules } from '../../../../engines/videopoker';
import { hundredthsText } from '../../../../engines/types';
import { viewOf, type VideoPokerRoundActorRef } from '../../../../machines/videoPokerRound.machine';
import { isShortcut, useReducedMotion, useSecondsUntil } from '../cardMotion';
import { PlayingCard, useCardName } from '../PlayingCard';
import type { TableProps } from '../tables';
import { ResultLine, roundResult } from '../RoundResult';
import { DealForm, DealTableFoot } from '../dealKit';
import { RefusalLine } from '../stakeKit';
import { useFlow } from '../../../flow/useFlow';

const QUICK_BETS = ['0.50', '1.00', '5.00', '10.00'];

const HAND_NAMES: Record<PokerHand, MessageDescriptor> = {
  royal_flush: msg`Royal flush`,
  four_deuces: msg`Four deuces`,
  wild_royal: msg`Wild royal flush`,
  five_of_a_kind: msg`Five of a kind`,
  straight_flush: msg`Straight flush`,
  four_aces: msg`Four aces`,
  four_2_4: msg`Four 2s, 3s or 4s`,
  four_5_k: msg`Four 5s to kings`,
  four_of_a_kind: msg`Four of a kind`,
  full_house: msg({ message: 'Full house', context: 'poker hand' }),
  flush: msg`Flush`,
  straight: msg({ message: 'Straight', context: 'poker hand' }),
  three_of_a_kind: msg`Three of a kind`,
  two_pair: msg`Two pair`,
  jacks_or_better: msg`Jacks or better`,
};

/** Stake × pays as an amount ("2.50" × 9 → "22.50"), for the paytable's column at the current bet. */
function timesAmount(amount: string, pays: number): string | null {
  const normal = amount.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(normal)) return null;
  const [whole = '0', fraction = ''] = normal.split('.');
  const cents = (Number(whole) * 100 + Number(fraction.padEnd(2, '0'))) * pays;
  return hundredthsText(cents);
}

/** A video poker machine of the house: the paytable, five cards, holds, the draw and the hand paid. */
export default function VideoPokerGame({ gameId, launch }: TableProps) {
  return (
    <Suspense fallback={<div className="slot skeleton slot-skeleton" aria-busy="true" />}>
      <VideoPokerTable gameId={gameId} launch={launch} />
    </Suspense>
  );
}

function VideoPokerTable({ gameId, launch }: TableProps) {
  const { load } = useSystem();
  const machine = useFlow(load.videoPokerRound(), {
    input: { gameId, launch },
  });
  const loading = useSelector(machine, (s) => s.matches('loading'));
  const loadFailed = useSelector(machine, (s) => s.matches('loadFailed'));
  const table = useSelector(machine, (s) => s.context.table);
  if (loading) return <div className="slot skeleton slot-skeleton" aria-busy="true" />;
  if (loadFailed || !table) return <LoadFailed onRetry={() => machine.send({ type: 'videopoker.retry' })} />;
  return <Loaded machine={machine} />;
}

function Loaded({ machine }: { machine: VideoPokerRoundActorRef }) {
  const { t, i18n } = useLingui();
  const betId = useId();
  const reduced = useReducedMotion();
  const cardName = useCardName();
  const table = useSelector(machine, (s) => s.context.table)!;
  const commitment = useSelector(machine, (s) => s.context.commitment);
  const amount = useSelector(machine, (s) => s.context.amount);
  const round = useSelector(machine, (s) => s.context.round);
  const holds = useSelector(machine, (s) => s.context.holds);
  const error = useSelector(machine, (s) => s.context.error);
  const deciding = useSelector(machine, (s) => s.matches('deciding'));
  const busy = useSelector(machine, (s) => s.matches('dealing') || s.matches('drawing'));
  const revealing = useSelector(machine, (s) => s.matches('revealing'));
  const betting = useSelector(machine, (s) => s.matches('ready'));
  const seconds = useSecondsUntil(deciding ? (round?.closes_at ?? null) : null);

  useEffect(() => {
    if (revealing && reduced) machine.send({ type: 'videopoker.skip' });
  }, [revealing, reduced, machine]);

  // 1–5 hold or release a card; Enter draws (or deals a new hand).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isShortcut(event)) return;
      const snapshot = machine.getSnapshot();
      const index = '12345'.indexOf(event.key);
      if (index >= 0 && event.key.length === 1 && snapshot.matches('deciding')) {
        event.preventDefault();
        machine.send({ type: 'videopoker.hold', index });
      } else if (event.key === 'Enter' && (event.target as HTMLElement | null)?.tagName !== 'BUTTON') {
        if (snapshot.matches('deciding')) {
          event.preventDefault();
          machine.send({ type: 'videopoker.draw' });
        } else if (snapshot.matches('ready')) {
          event.preventDefault();
          machine.send({ type: 'videopoker.deal' });
        }
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [machine]);

  const rules = table.rules as VideoPokerRules;
  const view = viewOf(round);
  const num = (value: string | number) => formatDecimal(value, i18n.locale as Locale);
  const rtp = num(table.rtp);
  const settled = round?.status === 'settled' && !revealing;
  const hand = view?.hand ?? null;
  const shownHand = hand && (deciding || settled) ? hand : null;
  const handName = shownHand ? t(HAND_NAMES[shownHand]) : '';
  const winAmount = round?.win ?? '0.00';
  const result = roundResult(round?.stake ?? '0.00', winAmount);
  const stake = round && !betting ? round.stake : amount;
  // The largest bet whose best hand stays within the maximum win per round (a royal pays 800: R$ 125,00).
  const max = largestStake(table.max_win, table.max_bet, [Math.max(...rules.paytable.map((row) => row.pays)), 1]);
  const above = aboveMax(amount, max);
  const cards = view?.cards ?? [null, null, null, null, null];

  return (
    <div className={`card-table videopoker${rules.wild ? ' vp-wild' : ''}`}>
      <div className="vp-cabinet">
        <table className="vp-paytable">
          <caption className="visually-hidden">
            <Trans>Paytable: what each hand pays for your bet</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Hand</Trans>
              </th>
              <th scope="col">
                <Trans>Pays</Trans>
              </th>
              <th scope="col">
                <Trans>For your bet</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {rules.paytable.map((row) => {
              const paid = timesAmount(stake, row.pays);
              return (
                <tr
                  key={row.hand}
                  className={row.hand === shownHand ? 'vp-row-current' : undefined}
                  aria-current={row.hand === shownHand ? 'true' : undefined}
                >
                  <th scope="row">{t(HAND_NAMES[row.hand])}</th>
                  <td>{row.pays}×</td>
                  <td>{paid ? <Money amount={paid} /> : '—'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>

        <div className="vp-hand" role="group" aria-label={t`Your cards`}>
          {cards.map((code, i) => {
            const held = holds[i] ?? false;
            const number = i + 1;
            const name = code ? cardName(code) : t`Face-down card`;
            return (
              <button
                key={`${i}-${code ?? 'back'}`}
                type="button"
                className={`vp-card${held && deciding ? ' vp-held' : ''}`}
                aria-pressed={deciding ? held : undefined}
                aria-keyshortcuts={String(number)}
                aria-label={held ? t`Card ${number}: ${name}, held` : t`Card ${number}: ${name}`}
                disabled={!deciding}
                onClick={() => machine.send({ type: 'videopoker.hold', index: i })}
              >
                <span className="vp-held-tag" aria-hidden="true">
                  {held && deciding ? t`HELD` : ' '}
                </span>
                <PlayingCard code={code} deal={i} decorative />
                <span className="key-hint" aria-hidden="true">
                  {number}
                </span>
              </button>
            );
          })}
        </div>

        <div className="slot-outcome vp-outcome" aria-live="polite">
          {settled && (
            <ResultLine
              stake={round?.stake ?? '0.00'}
              win={winAmount}
              winClass="slot-win"
              lost={<Trans>No winning hand this time.</Trans>}
            >
              {result.kind !== 'lost' && <>{handName}! </>}
            </ResultLine>
          )}
          {deciding && (
            <p className="vp-hint">
              {shownHand ? <Trans>You have: {handName}.</Trans> : null} <Trans>Tap the cards to hold, then draw.</Trans>
              {seconds !== null && (
                <>
                  {' '}
                  <span className="muted">
                    <Trans>({seconds} s left, then the hand stands as dealt)</Trans>
                  </span>
                </>
              )}
            </p>
          )}
          <RefusalLine error={error} />
        </div>
      </div>

      {deciding || (busy && round?.status === 'open') ? (
        <button
          type="button"
          className="btn btn-primary btn-block spin-button"
          disabled={busy}
          onClick={() => machine.send({ type: 'videopoker.draw' })}
        >
          <Trans context="video poker: draw new cards">Draw</Trans>
        </button>
      ) : (
        <DealForm
          id={betId}
          amount={amount}
          bets={QUICK_BETS}
          onAmount={(bet) => machine.send({ type: 'videopoker.amount', amount: bet })}
          onDeal={() => machine.send({ type: 'videopoker.deal' })}
          canDeal={betting && !above}
        >
          {above && max !== null && (
            <MaxStakeHint max={max} onAmount={(bet) => machine.send({ type: 'videopoker.amount', amount: bet })} />
          )}
        </DealForm>
      )}

      <DealTableFoot rtp={table.rtp} maxWin={table.max_win} commitment={commitment} round={round}>
        <li>
          <Trans>
            One 52-card deck, shuffled for every hand from the provably fair seed. Five cards are dealt; hold any of
            them and the others are replaced from the same deck.
          </Trans>
        </li>
        {rules.wild && (
          <li>
            <Trans>Deuces (2s) are wild: they stand for any card. The lowest paying hand is three of a kind.</Trans>
          </li>
        )}
        <li>
          <Trans>Pays are for 1, your bet included: a royal flush pays 800 times the bet.</Trans>
        </li>
        <li>
          <Trans>A hand left without a draw stands as dealt when its time runs out.</Trans>
        </li>
        <li>
          <Trans>Return to player with the best holds: {rtp}%. Other holds return less.</Trans>
        </li>
      </DealTableFoot>
    </div>
  );
}
