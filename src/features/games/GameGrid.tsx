import { Trans } from '@lingui/react/macro';
import { ShowMore } from '../../ui/ShowMore';
import { LoadFailed } from '../../ui/LoadFailed';
import { useSelector } from '@xstate/react';
import type { Game } from '../../../contract/games';
import type { GameListActorRef } from './lobbyLogic';
import { GameCard } from './GameCard';

/** A paged grid of games: skeletons first, then the games, "load more", or a retry. */
export function GameGrid({ list, emptyText }: { list: GameListActorRef; emptyText?: React.ReactNode }) {
  const items = useSelector(list, (s) => s.context.items) as Game[];
  const total = useSelector(list, (s) => s.context.total);
  const loading = useSelector(list, (s) => s.matches('loading'));
  const loadingMore = useSelector(list, (s) => s.matches('loadingMore'));
  const failed = useSelector(list, (s) => s.matches('failed'));
  const shown = items.length;

  if (loading) {
    return (
      <ul className="game-grid" aria-busy="true">
        {Array.from({ length: 8 }, (_, i) => (
          <li key={i} className="game-card skeleton game-skeleton" />
        ))}
      </ul>
    );
  }
  return (
    <>
      {items.length > 0 ? (
        <ul className="game-grid">
          {items.map((game, index) => (
            <li key={game.id}>
              <GameCard game={game} eager={index < 6} />
            </li>
          ))}
        </ul>
      ) : (
        !failed && <p className="muted empty">{emptyText ?? <Trans>No games here yet.</Trans>}</p>
      )}
      {failed && <LoadFailed onRetry={() => list.send({ type: 'list.retry' })} />}
      {!failed && (
        <ShowMore shown={shown} total={total} loading={loadingMore} onMore={() => list.send({ type: 'list.more' })} />
      )}
    </>
  );
}
