import { useSelector } from '@xstate/react';
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useSessionStatus } from '../../app/hooks';
import { useSystem } from '../../app/SystemContext';
import type { Game } from '../../../contract/games';
import { toastStore } from '../../ui/toast';
import type { FavouritesActorRef } from '../../../machines/favourites.machine';
import { useFlow } from '../../flow/useFlow';

const FavouritesContext = createContext<FavouritesActorRef | null>(null);

/** One favourites flow for the signed-in member (started anew when the session changes). */
export function FavouritesProvider({ children }: { children: ReactNode }) {
  const status = useSessionStatus();
  const signedIn = status === 'signedIn';
  return (
    <FavouritesFlow key={signedIn ? 'member' : 'guest'} signedIn={signedIn}>
      {children}
    </FavouritesFlow>
  );
}

function FavouritesFlow({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  const { logic, actors } = useSystem();
  const actor = useFlow(logic.favourites, { input: { signedIn } });
  useEffect(() => {
    const notices = actor.on('notice', ({ notice }) => toastStore.push(notice.message, notice.tone));
    const login = actor.on('login.requested', () => actors.modals.send({ type: 'auth.open', mode: 'login' }));
    return () => {
      notices.unsubscribe();
      login.unsubscribe();
    };
  }, [actor, actors.modals]);
  return <FavouritesContext.Provider value={actor}>{children}</FavouritesContext.Provider>;
}

/** The favourites as the cards need them: the list, which are pending, and the toggle intent. */
export function useFavourites() {
  const actor = useContext(FavouritesContext);
  if (!actor) throw new Error('useFavourites outside FavouritesProvider');
  const list = useSelector(actor, (s) => s.context.list) as Game[];
  const pending = useSelector(actor, (s) => s.context.pending);
  const signedIn = useSelector(actor, (s) => !s.matches('guest'));
  return {
    list,
    signedIn,
    isFavourite: (gameId: number) => list.some((game) => game.id === gameId),
    isPending: (gameId: number) => pending.includes(gameId),
    toggle: (gameId: number, favorite: boolean) => actor.send({ type: 'favourites.toggle', game_id: gameId, favorite }),
  };
}
