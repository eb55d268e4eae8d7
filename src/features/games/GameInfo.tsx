import { Trans, useLingui } from '@lingui/react/macro';
import { Link, Navigate } from '@tanstack/react-router';
import { LoadFailed } from '../../ui/LoadFailed';
import { useSelector } from '@xstate/react';
import { Suspense, use, useEffect } from 'react';
import { useSessionStatus, useSessionUser } from '../../app/hooks';
import { useSystem } from '../../app/SystemContext';
import { Icon } from '../../ui/Icon';
import { Message } from '../../ui/Message';
import { Money } from '../../ui/Money';
import { toastStore } from '../../ui/toast';
import { CrashGame } from './CrashGame';
import { TABLES } from './tables';
import { tableTexts } from '../../i18n/tables';
import type { Notice } from '../../../machines/shared';
import { IdentityCallout } from '../../ui/IdentityCallout';
import { usePlayPaused } from '../../app/playPause';
import { useFlow } from '../../flow/useFlow';

interface GameInfoProps {
  gameId: number | undefined;
  launch: string | undefined;
  onOpen(url: string): void;
  onBack(): void;
}

/**
 * /gameInfo: without a launch it hands the game off to the provider (log in first, then
 * day7LoginV2 gives the URL); with one, the game fills the screen with a way back.
 */
export function GameInfo({ gameId, launch, onOpen, onBack }: GameInfoProps) {
  // The reality check over the game pauses it: its controls are out of reach until it is answered.
  const paused = usePlayPaused();
  return (
    <div className="game-screen">
      <GameBar onBack={onBack} />
      <div className="game-stage" inert={paused}>
        {gameId === undefined ? (
          <p className="load-failed">
            <Trans>Game not found.</Trans>
          </p>
        ) : launch ? (
          <Suspense fallback={<div className="slot skeleton slot-skeleton" aria-busy="true" />}>
            <GameTable gameId={gameId} launch={launch} />
          </Suspense>
        ) : (
          <Suspense fallback={<div className="hand-off card skeleton" />}>
            <HandOff gameId={gameId} onOpen={onOpen} onBack={onBack} />
          </Suspense>
        )}
      </div>
    </div>
  );
}

/** The launched game: its details first, then the engine that runs it. */
function GameTable({ gameId, launch }: { gameId: number; launch: string }) {
  const { load } = useSystem();
  const info = useFlow(load.gameInfo(), { input: { key: gameId } });
  const game = useSelector(info, (s) => s.context.data);
  const failed = useSelector(info, (s) => s.matches('failed'));
  if (failed) {
    return <LoadFailed onRetry={() => info.send({ type: 'resource.retry' })} />;
  }
  if (!game) return <div className="slot skeleton slot-skeleton" aria-busy="true" />;
  const Table = TABLES[game.engine];
  if (Table) use(tableTexts());
  return (
    <>
      <h1 className="game-title">
        {game.name} <span className="muted">· {game.brand_name}</span>
      </h1>
      <div className="game-engine" data-engine={game.engine}>
        {Table && <Table gameId={gameId} launch={launch} />}
        {game.engine === 'crash' && <CrashGame gameId={gameId} launch={launch} />}
        {game.engine === 'sportsbook' && <Navigate to="/sports" search={{ league: game.league }} replace />}
      </div>
    </>
  );
}

function GameBar({ onBack }: { onBack(): void }) {
  const { t } = useLingui();
  const user = useSessionUser();
  return (
    <header className="game-bar">
      <button type="button" className="btn btn-ghost" onClick={onBack} aria-label={t`Back`}>
        <Icon name="back" />{' '}
        <span>
          <Trans>Back</Trans>
        </span>
      </button>
      {user && (
        <span className="game-balance" data-testid="game-balance">
          <Money amount={user.money} />
        </span>
      )}
    </header>
  );
}

function HandOff({ gameId, onOpen, onBack }: { gameId: number; onOpen(url: string): void; onBack(): void }) {
  const { load, actors } = useSystem();
  const status = useSessionStatus();
  const launcher = useFlow(
    use(load.gameLaunch()).provide({
      actions: {
        openGame: (_, params: { url: string }) => onOpen(params.url),
        goBack: () => onBack(),
        // The login gate speaks as the flow starts, before any listener could subscribe to what it
        // emits: its notice and its login request are wired here instead.
        notify: (_, notice: Notice) => toastStore.push(notice.message, notice.tone),
        requestLogin: () => actors.modals.send({ type: 'auth.open', mode: 'login' }),
      },
    }),
    {
      input: { gameId, session: status === 'checking' || status === 'signedIn' ? status : 'guest' },
    },
  );
  const state = useSelector(launcher, (s) => s.value);
  const error = useSelector(launcher, (s) => s.context.error);
  const user = useSessionUser();

  useEffect(() => {
    if (status === 'signedIn') launcher.send({ type: 'launch.signedIn' });
    else if (status === 'guest') launcher.send({ type: 'launch.guest' });
  }, [status, launcher]);

  return (
    <div className="hand-off card">
      <IdentityCallout />
      {state === 'loginRequired' && (
        <>
          <p>
            <Trans>Currently not logged in, please log in first</Trans>
          </p>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => actors.modals.send({ type: 'auth.open', mode: 'login' })}
          >
            <Trans>Log in</Trans>
          </button>
        </>
      )}
      {(state === 'waitingForSession' || state === 'launching' || state === 'playing') && (
        <p aria-busy="true">
          <Trans>Opening the game…</Trans>
        </p>
      )}
      {state === 'failed' && (
        <>
          <p role="alert">{error ? <Message text={error} /> : null}</p>
          <button type="button" className="btn btn-primary" onClick={() => launcher.send({ type: 'launch.retry' })}>
            <Trans>Try again</Trans>
          </button>
        </>
      )}
      {/* The account is why (no retry): a known restriction is said once, by the callout above. */}
      {state === 'blocked' && !user?.restriction && (
        <>
          <p role="alert">{error ? <Message text={error} /> : null}</p>
          <Link to="/responsible" className="btn btn-secondary">
            <Trans>Responsible gambling</Trans>
          </Link>
        </>
      )}
    </div>
  );
}
