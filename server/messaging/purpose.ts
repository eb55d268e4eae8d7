/**
 * What a one-time code is for: codes.ts sends and checks them, the notices (../notices/notify.ts) word
 * them. Apart from both, so neither imports the other for it.
 */
export type CodePurpose = 'recover' | 'verify_phone' | 'verify_email' | 'new_phone';
