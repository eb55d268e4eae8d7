import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

/**
 * "18+" and "Jogue com responsabilidade" on every page, the hand-off pages outside the main layout
 * included, linking to the responsible-gambling page. The mark "18+" is the same everywhere; the words are
 * in the player's language (Portuguese by default).
 */
export function ResponsibleBar() {
  return (
    <Link to="/legal/responsible-gambling" className="rg-bar" data-testid="rg-bar">
      <span className="rg-bar-age">18+</span>
      <span>
        <Trans>Play responsibly</Trans>
      </span>
    </Link>
  );
}
