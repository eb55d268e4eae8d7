/* The back office: staff accounts, their sessions and sign-in steps, the audit trail. */
export {};
