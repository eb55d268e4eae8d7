/*
 * What an endpoint that waits for the verified identity declares (deposits, bets, game launches; contract/kyc.ts):
 * apart, so the first page's bundle does not carry the declarations' words.
 */

/** What an endpoint that waits for the verified identity declares. */
export const KYC_GATE_ERRORS = {
  'kyc.required': 'the regulated site’s member has not verified the identity yet',
  'kyc.pending': 'sent, waiting for the answer (or for compliance’s review)',
  'kyc.rejected': 'refused: the member sends the documents again',
} as const;
