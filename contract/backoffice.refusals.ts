import type { RefusalDeclarations } from './refusal';

/** Refusals of the back office's staff accounts, sign-in and audit trail (contract/backoffice.ts, boAudit.ts, boMaxWin.ts). */
export const BACKOFFICE_REFUSALS = {
  'staff.wrong_credentials': { status: 422, text: 'Wrong e-mail or password' },
  'staff.code_wrong': { status: 422, text: 'Wrong code: enter the 6 digits your authenticator shows now' },
  'staff.ticket_expired': { status: 409, text: 'This sign-in has expired: enter your e-mail and password again' },
  'staff.email_invalid': { status: 422, text: 'Enter a valid e-mail address' },
  'staff.password_too_short': { status: 422, text: 'Enter your password' },
  'staff.role_unknown': { status: 422, text: 'Choose roles from the list' },
  'staff.roles_required': { status: 422, text: 'Choose at least one role, each once' },
  'staff.name_required': { status: 422, text: 'Enter a name of up to 80 characters' },
  'staff.email_taken': { status: 409, text: 'A staff account with this e-mail exists already' },
  'staff.not_found': { status: 404, text: 'No such staff account' },
  'staff.last_admin': { status: 409, text: 'At least one enabled admin must remain' },
  'staff.token_actor': { status: 409, text: "The command line's token is not an account and cannot be changed" },
  'staff.own_password_first': {
    status: 403,
    text: 'Choose your own password first: the one you were given is good for this first sign-in only',
  },
  'staff.password_weak': { status: 422, text: 'Choose a password of at least 12 characters' },
  'staff.password_same': { status: 422, text: 'Choose a password other than the one you were given' },
  'staff.password_unchanged': { status: 422, text: 'Choose a password other than your current one' },
  'staff.password_own_already': { status: 409, text: 'Your own password is set already: change it from your account' },
  'staff.password_wrong': { status: 422, text: 'Wrong current password' },
  'audit.reason_required': { status: 422, text: 'Give a reason of 3 to 200 characters' },
  'audit.day_invalid': { status: 422, text: 'Enter days as YYYY-MM-DD' },
} as const satisfies RefusalDeclarations;
