import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useSessionStatus } from '../../app/hooks';
import { useSystem } from '../../app/SystemContext';
import { useFlow } from '../../flow/useFlow';
import { StrokeIcon } from '../../ui/Icon';
import { toastStore } from '../../ui/toast';
import type { FavouriteLeaguesActorRef } from '../../../machines/favouriteLeagues.machine';
import { starredLeagues } from './starredLeagues';

const StarsContext = createContext<FavouriteLeaguesActorRef | null>(null);

/** One starred-leagues flow for the board (started anew when the session changes), apart from the games'. */
export function LeagueStarsProvider({ children }: { children: ReactNode }) {
  const signedIn = useSessionStatus() === 'signedIn';
  return (
    <StarsFlow key={signedIn ? 'member' : 'guest'} signedIn={signedIn}>
      {children}
    </StarsFlow>
  );
}

function StarsFlow({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  const { load, actors } = useSystem();
  const actor = useFlow(load.favouriteLeagues(), { input: { signedIn } });
  useEffect(() => {
    const notices = actor.on('notice', ({ notice }) => toastStore.push(notice.message, notice.tone));
    const login = actor.on('login.requested', () => actors.modals.send({ type: 'auth.open', mode: 'login' }));
    return () => {
      notices.unsubscribe();
      login.unsubscribe();
    };
  }, [actor, actors.modals]);
  return <StarsContext.Provider value={actor}>{children}</StarsContext.Provider>;
}

function useStars(): FavouriteLeaguesActorRef {
  const actor = useContext(StarsContext);
  if (!actor) throw new Error('useStars outside LeagueStarsProvider');
  return actor;
}

/** The starred leagues' ids, first starred first (a change in flight already shown). */
export function useStarredLeagues(): string[] {
  return useSelector(useStars(), starredLeagues);
}

const STAR = 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z';

/** A league's star: pressed when starred; a guest's tap asks them to log in. */
export function LeagueStar({ league, name }: { league: string; name: string }) {
  const { t } = useLingui();
  const actor = useStars();
  const starred = useSelector(actor, (s) => starredLeagues(s).includes(league));
  return (
    <button
      type="button"
      className="league-star"
      aria-pressed={starred}
      aria-label={t`Favourite league: ${name}`}
      data-star={league}
      onClick={(event) => {
        actor.send({ type: 'leagues.toggle', league, favourite: !starred });
        // A starred league moves to the front of the navigation: the navigation follows it there.
        if (!starred) event.currentTarget.closest('nav')?.scrollTo({ left: 0, behavior: 'smooth' });
      }}
    >
      <StrokeIcon d={STAR} size={16} />
    </button>
  );
}
