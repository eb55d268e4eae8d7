import { msg } from '@lingui/core/macro';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useSystem } from '../../app/SystemContext';
import { CATEGORY_KEYS, LOBBY_PAGE_SIZE, type CategoryKey } from '../../../contract/games';
import { Icon } from '../../ui/Icon';
import { useText } from '../../ui/Message';
import { Page } from '../../ui/Page';
import { TabNav } from '../../ui/TabNav';
import { CATEGORY_LABELS } from '../../i18n/categories';
import { useFavourites } from './FavouritesProvider';
import { GameCard } from './GameCard';
import { GameGrid } from './GameGrid';
import { useFlow } from '../../flow/useFlow';

export type LobbyTab = CategoryKey | 'favorites';

/** The lobby: one tab per category plus the player's favourites; /video is the live lobby alone. */
export function Lobby({ tab, live = false }: { tab: LobbyTab; live?: boolean }) {
  const { t } = useLingui();
  const text = useText();
  return (
    <Page title={live ? msg`Live video` : msg`Games`}>
      {!live && (
        <div className="lobby-tools">
          <TabNav label={t`Categories`} className="lobby-tabs">
            <Link
              to="/game"
              search={{ category: 'favorites' }}
              className="category-tab"
              data-active={tab === 'favorites' || undefined}
            >
              ♥ <Trans>Favorites</Trans>
            </Link>
            {CATEGORY_KEYS.map((key) => (
              <Link
                key={key}
                to="/game"
                search={{ category: key }}
                className="category-tab"
                data-active={tab === key || undefined}
              >
                {text(CATEGORY_LABELS[key])}
              </Link>
            ))}
          </TabNav>
          <Link to="/searchGames" className="search-link" aria-label={t`Search games`}>
            <Icon name="search" size={20} />
          </Link>
        </div>
      )}
      {tab === 'favorites' ? <FavouritesGrid /> : <CategoryGrid category={tab} />}
    </Page>
  );
}

function CategoryGrid({ category }: { category: CategoryKey }) {
  const { logic } = useSystem();
  const list = useFlow(logic.gameList, {
    input: { filters: { source: 'list', category }, perPage: LOBBY_PAGE_SIZE },
  });
  // Another tab restarts the list; the first one is what it started with (asking again would cancel it).
  const shown = useRef(category);
  useEffect(() => {
    if (shown.current === category) return;
    shown.current = category;
    list.send({ type: 'list.filter', filters: { source: 'list', category } });
  }, [list, category]);
  return <GameGrid list={list} />;
}

function FavouritesGrid() {
  const { list, signedIn } = useFavourites();
  if (!signedIn) {
    return (
      <p className="muted empty">
        <Trans>Log in to keep your favourite games here.</Trans>
      </p>
    );
  }
  return list.length > 0 ? (
    <ul className="game-grid">
      {list.map((game, index) => (
        <li key={game.id}>
          <GameCard game={game} eager={index < 6} />
        </li>
      ))}
    </ul>
  ) : (
    <p className="muted empty">
      <Trans>Tap the heart on a game to keep it here.</Trans>
    </p>
  );
}
