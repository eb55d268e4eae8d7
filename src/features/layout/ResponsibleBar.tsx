import { Link } from '@tanstack/react-router';

/**
 * "18+" and "Jogue com responsabilidade" on every page, the hand-off pages outside the main layout
 * included, linking to the responsible-gambling page. The warning is the regulated site's mandatory
 * Portuguese wording (Portaria SPA/MF 1.231/2024), so it is shown as such in every language.
 */
export function ResponsibleBar() {
  return (
    <Link to="/legal/responsible-gambling" className="rg-bar" lang="pt-BR" data-testid="rg-bar">
      <span className="rg-bar-age">18+</span>
      <span>Jogue com responsabilidade</span>
    </Link>
  );
}
