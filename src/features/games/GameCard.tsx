import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import type { Game } from '../../../contract/games';
import { useNearView } from '../../ui/nearView';
import { useFavourites } from './FavouritesProvider';

/**
 * A game in a grid or a row: its art and name open it (a sportsbook entry opens the sports section at its
 * league; any other game its /gameInfo); the heart keeps it among favourites. `eager` for
 * the tiles of the first screen; the others load their picture as they come near the screen (its URL
 * waits in `data-src` until then).
 */
export function GameCard({ game, eager = false }: { game: Game; eager?: boolean }) {
  const { t } = useLingui();
  const { isFavourite, isPending, toggle } = useFavourites();
  const favourite = isFavourite(game.id);
  const card = useRef<HTMLDivElement>(null);
  const near = useNearView(card, eager);
  const face = (
    <>
      <img
        src={near ? game.icon : undefined}
        data-src={near ? undefined : game.icon}
        alt=""
        width="160"
        height="160"
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className="game-art"
      />
      <span className="game-name">{game.name}</span>
      <span className="game-brand">{game.brand_name}</span>
    </>
  );
  return (
    <div className="game-card" ref={card}>
      {game.engine === 'sportsbook' ? (
        <Link to="/sports" search={{ league: game.league }} className="game-card-link">
          {face}
        </Link>
      ) : (
        <Link to="/gameInfo" search={{ id: game.id }} className="game-card-link">
          {face}
        </Link>
      )}
      <button
        type="button"
        className="game-fav"
        aria-pressed={favourite}
        aria-label={favourite ? t`Remove ${game.name} from favourites` : t`Add ${game.name} to favourites`}
        disabled={isPending(game.id)}
        onClick={() => toggle(game.id, !favourite)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            d="M12 20.5s-7.5-4.6-7.5-10.1A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.8c0 5.5-7.5 10.1-7.5 10.1z"
            fill={favourite ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="1.8"
          />
        </svg>
      </button>
    </div>
  );
}
