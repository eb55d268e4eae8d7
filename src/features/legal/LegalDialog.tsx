import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Dialog } from '../../ui/Dialog';
import './legal.css';
import { EmbeddedIn, PrivacyPage, ResponsibleGamblingPage, TermsPage, type LegalDoc } from './LegalPages';

const TITLES = {
  terms: <Trans>Terms and conditions</Trans>,
  privacy: <Trans>Privacy policy</Trans>,
  responsible: <Trans>Responsible gambling</Trans>,
} as const;

/**
 * A legal document over the form that links it (the sign-up checkbox): modal, focus kept inside, closed by
 * Escape, the backdrop or its button, and the form behind it untouched. Its links to the other documents
 * switch the document in place.
 */
export default function LegalDialog({ doc: first, onClose }: { doc: LegalDoc; onClose(): void }) {
  const [doc, setDoc] = useState(first);
  return (
    <Dialog open onClose={onClose} title={TITLES[doc]}>
      <div className="legal-dialog" data-testid="legal-dialog">
        <EmbeddedIn value={setDoc}>
          {doc === 'terms' ? <TermsPage /> : doc === 'privacy' ? <PrivacyPage /> : <ResponsibleGamblingPage />}
        </EmbeddedIn>
      </div>
    </Dialog>
  );
}
