import { Trans } from '@lingui/react/macro';
import './skipLink.css';

/** The keyboard's first stop on every page: straight to the page's content, past the bars and the menu. */
export function SkipLink() {
  return (
    <a className="skip-link" href="#main" data-testid="skip-link">
      <Trans>Skip to content</Trans>
    </a>
  );
}
