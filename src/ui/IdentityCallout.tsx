import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSessionUser } from '../app/hooks';

/**
 * Tells a member whose account is from before the identity rule to complete it: the server refuses their
 * deposits and bets until then. Shows nothing for anyone else.
 */
export function IdentityCallout() {
  const user = useSessionUser();
  if (!user || user.identity_complete) return null;
  return (
    <div className="card identity-callout" role="status">
      <p>
        <Trans>Complete your registration (full name, CPF and date of birth) to deposit and play.</Trans>
      </p>
      <Link to="/identity" className="btn btn-primary">
        <Trans>Complete registration</Trans>
      </Link>
    </div>
  );
}
