import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useModalsEvents, useRestricted, useSessionStatus } from '../../app/hooks';
import { useSystem } from '../../app/SystemContext';
import { screenLazy } from '../../i18n/i18n';
import { CATEGORY_KEYS } from '../../../contract/games';
import { CATEGORY_LABELS } from '../../i18n/categories';
import { Carousel } from '../../ui/Carousel';
import { useText } from '../../ui/Message';
import { FootballFrame, FootballSkeleton } from './FootballFrame';

// The live and upcoming matches: loaded after the first paint, in a space kept for them.
const Football = lazy(() => import('./Football'));
// A paused or self-excluded member's restriction (its texts are the screens'): loaded only for them. The
// identity verification a member still owes is said where they would deposit or play.
const Restriction = screenLazy(() => import('../../ui/IdentityCallout'));

/** The home page; the game rows come from the games area, handed in by the route. */
export function Home({ gameRows }: { gameRows?: ReactNode }) {
  const text = useText();
  const { modals } = useSystem().actors;
  const content = useSelector(modals, (s) => s.context.content);
  const restricted = useRestricted();
  const loading = useSelector(modals, (s) => s.matches({ promo: 'loading' }));
  const status = useSessionStatus();
  const { openRegister } = useModalsEvents();

  useEffect(() => {
    document.title = 'Rodada';
  }, []);

  const banners = restricted ? [] : (content?.banners ?? []);
  return (
    <div className="page home">
      <section aria-labelledby="banners-title" className="promos">
        <h2 id="banners-title" className="visually-hidden">
          <Trans>Highlights</Trans>
        </h2>
        {loading && !content ? (
          <div className="banners" aria-hidden="true">
            <div className="banner skeleton" />
            <div className="banner skeleton" />
          </div>
        ) : (
          <Carousel className="banners">
            <li className="banner banner-welcome">
              {content && (
                <img
                  className="banner-art"
                  src={content.welcome.art}
                  alt=""
                  width="640"
                  height="320"
                  fetchPriority="high"
                />
              )}
              <div className="banner-text">
                {/* Only an open site may promise a deposit bonus (regulated-br: Portaria SPA/MF 1.231/2024 art. 42). */}
                <p className="hero-kicker">
                  {content?.profile === 'open' ? (
                    <Trans>Welcome bonus</Trans>
                  ) : (
                    <Trans>Casino and sports betting</Trans>
                  )}
                </p>
                <h1 className="banner-title">{content?.welcome.title ?? <Trans>Welcome to Rodada</Trans>}</h1>
                <p className="banner-subtitle">
                  {content?.welcome.text ?? (
                    <Trans>Casino, live games and sports betting in one place, with PIX deposits.</Trans>
                  )}
                </p>
                {status === 'signedIn' ? (
                  !restricted && (
                    <Link to="/recharge" className="btn btn-primary">
                      <Trans>Deposit now</Trans>
                    </Link>
                  )
                ) : (
                  <button type="button" className="btn btn-primary" onClick={openRegister}>
                    <Trans>Register now</Trans>
                  </button>
                )}
              </div>
            </li>
            {banners.map((banner) => (
              <li key={banner.id} className="banner">
                <Link to={banner.link} className="banner-link">
                  <img
                    className="banner-art"
                    src={banner.art}
                    alt=""
                    width="640"
                    height="320"
                    loading="lazy"
                    decoding="async"
                  />
                  <span className="banner-text">
                    <span className="banner-title">{banner.title}</span>
                    <span className="banner-subtitle">{banner.subtitle}</span>
                  </span>
                </Link>
              </li>
            ))}
          </Carousel>
        )}
      </section>

      {/* No invitation to play for a paused or self-excluded member: their restriction instead. */}
      {restricted ? (
        <Suspense fallback={null}>
          <Restriction />
        </Suspense>
      ) : (
        <Suspense
          fallback={
            <FootballFrame>
              <FootballSkeleton />
            </FootballFrame>
          }
        >
          <Football />
        </Suspense>
      )}

      {!restricted && gameRows}

      <section aria-labelledby="categories-title" hidden={restricted}>
        <div className="section-head">
          <h2 id="categories-title">
            <Trans>Games</Trans>
          </h2>
          <Link to="/game" search={{ category: 'slot' }} className="section-link">
            <Trans>See all</Trans>
          </Link>
        </div>
        <ul className="categories">
          {CATEGORY_KEYS.map((key) => (
            <li key={key}>
              <Link to="/game" search={{ category: key }} className={`category category-${key}`}>
                {/* Its icon: the category's cell of one SVG sprite (public/icons/categories.svg), drawn by CSS. */}
                <span className="category-glyph" aria-hidden="true" />
                <span>{text(CATEGORY_LABELS[key])}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="promo-strip" aria-labelledby="limits-title">
        <h2 id="limits-title">
          <Trans>Play within your limits</Trans>
        </h2>
        <p className="muted">
          <Trans>Set deposit, loss and time limits, take a break or exclude yourself in Responsible gambling.</Trans>{' '}
          <Link to="/responsible">
            <Trans>Set my limits</Trans>
          </Link>
        </p>
      </section>
    </div>
  );
}
