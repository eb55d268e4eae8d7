import { msg } from '@lingui/core/macro';
import { LoadFailed } from '../../ui/LoadFailed';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Suspense } from 'react';
import { useSystem } from '../../app/SystemContext';
import { Icon } from '../../ui/Icon';
import { Page } from '../../ui/Page';
import { GameCard } from './GameCard';
import { useFlow } from '../../flow/useFlow';

/** Search every category by name: results follow the typing (debounced, stale answers dropped). */
export function SearchPage() {
  return (
    <Page title={msg`Search games`}>
      <Suspense fallback={<div className="skeleton search-skeleton" />}>
        <Search />
      </Suspense>
    </Page>
  );
}

function Search() {
  const { t } = useLingui();
  const { load } = useSystem();
  const search = useFlow(load.search());
  const query = useSelector(search, (s) => s.context.query);
  const results = useSelector(search, (s) => s.context.results);
  const total = useSelector(search, (s) => s.context.total);
  const busy = useSelector(search, (s) => s.matches('debouncing') || s.matches('searching'));
  const failed = useSelector(search, (s) => s.matches('failed'));
  const idle = useSelector(search, (s) => s.matches('idle'));
  const done = useSelector(search, (s) => s.matches('results'));

  return (
    <>
      <form className="search-form" role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="game-search" className="visually-hidden">
          <Trans>Game name</Trans>
        </label>
        <span className="search-icon" aria-hidden="true">
          <Icon name="search" size={20} />
        </span>
        <input
          id="game-search"
          type="search"
          autoFocus
          autoComplete="off"
          placeholder={t`Search by game name`}
          value={query}
          onChange={(event) => search.send({ type: 'search.input', query: event.target.value })}
        />
      </form>
      <div aria-live="polite" className="search-status">
        {busy && (
          <p className="muted">
            <Trans>Searching…</Trans>
          </p>
        )}
        {done && (
          <p className="muted" data-testid="search-count" data-count={total}>
            <Plural value={total} _0="No games found" one="# game found" other="# games found" />
          </p>
        )}
        {idle && (
          <p className="muted">
            <Trans>Type a name to search every category.</Trans>
          </p>
        )}
        {failed && <LoadFailed onRetry={() => search.send({ type: 'search.retry' })} />}
      </div>
      {results.length > 0 && (
        <ul className="game-grid">
          {results.map((game) => (
            <li key={game.id}>
              <GameCard game={game} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
