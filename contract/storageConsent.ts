/*
 * The storage notice's version and what a member may consent to: plain constants (no schema), so the first
 * page's check of the choice kept on the device carries nothing else of the privacy contract.
 */

/** What a member may consent to. Essential storage needs no consent and has no purpose here. */
export const CONSENT_PURPOSES = ['storage.preferences'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/**
 * The version of the storage notice (what the banner lists): a choice made under an older one is asked
 * again. Raise it when the app starts storing something new.
 */
export const CONSENT_VERSION = 1;
