import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { KycStatus } from '../../contract/kyc';

/**
 * What the identity verification still asks of a member, where they would deposit or play: to verify
 * (required), to wait for the answer (pending), compliance's review, or a refusal to answer by sending the
 * documents again; each with the way to the verification page. Its texts are the `kyc` catalog's
 * (loaded with it: src/ui/kycLoad.ts).
 */
export default function KycCallout({ status }: { status: KycStatus }) {
  if (status === 'verified' || status === 'not_required') return null;
  return (
    <div className="card identity-callout" role="status" data-kyc={status}>
      <p>
        {status === 'pending' ? (
          <Trans>We are checking your documents: deposits and games open as soon as your identity is verified.</Trans>
        ) : status === 'review' ? (
          <Trans>
            Your documents are in a manual review by our compliance team: deposits and games open once it is done.
          </Trans>
        ) : status === 'rejected' ? (
          <Trans>Your identity could not be verified: send your documents again to deposit and play.</Trans>
        ) : (
          <Trans>Verify your identity (a document, a selfie and your address) to deposit and play.</Trans>
        )}
      </p>
      <Link
        to="/identity"
        className={status === 'required' || status === 'rejected' ? 'btn btn-primary' : 'btn btn-secondary'}
      >
        {status === 'rejected' ? (
          <Trans>Send again</Trans>
        ) : status === 'required' ? (
          <Trans>Verify identity</Trans>
        ) : (
          <Trans>See the status</Trans>
        )}
      </Link>
    </div>
  );
}
