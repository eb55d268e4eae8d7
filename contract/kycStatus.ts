/*
 * Identity verification's standing, what the member's record (contract/auth.ts) says: apart from the rest of
 * contract/kyc.ts so the first page does not carry the verification's own endpoints and schemas.
 */

/** The member's standing: what deposits, bets and game launches wait for. */
export const KYC_STATUSES = ['not_required', 'required', 'pending', 'review', 'verified', 'rejected'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];
