/**
 * The verification's callout (src/ui/KycCallout.tsx) with its catalog (`kyc`, src/i18n/kyc.ts), loaded only
 * for a member who still owes the identity verification.
 */
export const kycCallout = () =>
  Promise.all([import('./KycCallout'), import('../i18n/kyc').then(({ kycTexts }) => kycTexts())]).then(
    ([module]) => module,
  );
