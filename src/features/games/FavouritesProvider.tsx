import { useSelector } from '@xstate/react';
import { createContext, Suspense, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSessionStatus } from '../../app/hooks';
import { useSystem } from '../../app/SystemContext';
import type { Game } from '../../../contract/games';
import { toastStore } from '../../ui/toast';
import type { FavouritesActorRef, FavouritesEvent } from '../../../machines/favourites.machine';
import { useFlow } from '../../flow/useFlow';

type Toggle = Extract<FavouritesEvent, { type: 'favourites.toggle' }>;

const FavouritesContext = createContext<{
  /** The flow once it runs (a member's from the start, a guest's from their first heart). */
  actor: FavouritesActorRef | null;
  signedIn: boolean;
  toggle: (event: Toggle) => void;
} | null>(null);

const NO_GAMES: Game[] = [];
const NONE_PENDING: number[] = [];

/**
 * One favourites flow for the signed-in member (started anew when the session changes). A guest has no
 * favourites: their flow loads with the first heart they tap (which asks them to log in), not with the page.
 */
export function FavouritesProvider({ children }: { children: ReactNode }) {
  const signedIn = useSessionStatus() === 'signedIn';
  const [actor, setActor] = useState<FavouritesActorRef | null>(null);
  const [guestTapped, setGuestTapped] = useState(false);
  // A heart tapped before the flow has loaded: sent to it once it runs.
  const waiting = useRef<Toggle | null>(null);
  useEffect(() => {
    if (!actor || !waiting.current) return;
    actor.send(waiting.current);
    waiting.current = null;
  }, [actor]);
  const value = useMemo(
    () => ({
      actor,
      signedIn,
      toggle: (event: Toggle) => {
        if (actor) return actor.send(event);
        waiting.current = event;
        setGuestTapped(true);
      },
    }),
    [actor, signedIn],
  );
  return (
    <FavouritesContext.Provider value={value}>
      {children}
      {(signedIn || guestTapped) && (
        // Its own boundary: loading the flow must not suspend the page.
        <Suspense fallback={null}>
          <FavouritesFlow key={signedIn ? 'member' : 'guest'} signedIn={signedIn} onActor={setActor} />
        </Suspense>
      )}
    </FavouritesContext.Provider>
  );
}

function FavouritesFlow({
  signedIn,
  onActor,
}: {
  signedIn: boolean;
  onActor: (actor: FavouritesActorRef | null) => void;
}) {
  const { load, actors } = useSystem();
  const actor = useFlow(load.favourites(), { input: { signedIn } });
  useEffect(() => {
    const notices = actor.on('notice', ({ notice }) => toastStore.push(notice.message, notice.tone));
    const login = actor.on('login.requested', () => actors.modals.send({ type: 'auth.open', mode: 'login' }));
    onActor(actor);
    return () => {
      notices.unsubscribe();
      login.unsubscribe();
      onActor(null);
    };
  }, [actor, actors.modals, onActor]);
  return null;
}

/** The favourites as the cards need them: the list, which are pending, and the toggle intent. */
export function useFavourites() {
  const favourites = useContext(FavouritesContext);
  if (!favourites) throw new Error('useFavourites outside FavouritesProvider');
  const { actor, signedIn, toggle } = favourites;
  const list = useSelector(actor ?? undefined, (s) => s?.context.list ?? NO_GAMES) as Game[];
  const pending = useSelector(actor ?? undefined, (s) => s?.context.pending ?? NONE_PENDING);
  return {
    list,
    signedIn,
    isFavourite: (gameId: number) => list.some((game) => game.id === gameId),
    isPending: (gameId: number) => pending.includes(gameId),
    toggle: (gameId: number, favorite: boolean) => toggle({ type: 'favourites.toggle', game_id: gameId, favorite }),
  };
}
