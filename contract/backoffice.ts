import * as v from 'valibot';
import { Id, Line, Money, paging, TrimmedLine, withinMaxAmount } from './common';
import { isValidEmail } from './fields';
import { endpoint } from './endpoint';
import { WithdrawalStatus } from './money';
import { says } from './says';
import { STAFF_ROLES, type StaffRole } from './staffRoles';

/**
 * The back office (/operator): staff accounts apart from players, with roles and mandatory TOTP, and the
 * withdrawals' queue and four eyes (the audit trail every operator action lands in is boAudit.ts, the sites'
 * maximum win boMaxWin.ts). Every operator endpoint declares the roles that may call
 * it (`roles`); the CLI's token is an actor of its own, with every role.
 */

export { STAFF_ROLES, type StaffRole };
export const StaffRoleField = v.picklist(STAFF_ROLES, says('staff.role_unknown'));

/** A staff session ends after this long without a call (30 minutes), and at the latest after 12 hours. */
export const STAFF_IDLE_SECONDS = 30 * 60;
export const STAFF_SESSION_HOURS = 12;
/** A staff password: at least 12 characters (an admin's generated one has 16). */
export const STAFF_PASSWORD_MIN = 12;

export const StaffEmail = v.pipe(
  v.string(says('staff.email_invalid')),
  v.trim(),
  v.toLowerCase(),
  v.maxLength(120, says('staff.email_invalid')),
  v.check(isValidEmail, says('staff.email_invalid')),
);
const StaffPassword = v.pipe(
  v.string(says('staff.password_too_short')),
  v.maxLength(200, says('staff.password_too_short')),
);
const TotpCode = v.pipe(v.string(says('staff.code_wrong')), v.trim(), v.regex(/^\d{6}$/, says('staff.code_wrong')));
const Ticket = v.pipe(
  v.string(says('staff.ticket_expired')),
  v.regex(/^[A-Za-z0-9_-]{20,100}$/, says('staff.ticket_expired')),
);

export const StaffLoginBody = v.object({ email: StaffEmail, password: StaffPassword });
/**
 * A right e-mail and password lead to the second step: the code of the authenticator set up before
 * (`totp`), or, at a first sign-in, a new secret to add to one (`totp_setup`, with its otpauth:// URI).
 */
export const StaffLoginStep = v.variant('step', [
  v.object({ step: v.literal('totp'), ticket: v.string() }),
  v.object({ step: v.literal('totp_setup'), ticket: v.string(), secret: v.string(), uri: v.string() }),
]);
export type StaffLoginStep = v.InferOutput<typeof StaffLoginStep>;
export const StaffCodeBody = v.object({ ticket: Ticket, code: TotpCode });

/** A password a staff member chooses: 12 to 200 characters. */
const OwnPassword = v.pipe(
  v.string(says('staff.password_weak')),
  v.minLength(STAFF_PASSWORD_MIN, says('staff.password_weak')),
  v.maxLength(200, says('staff.password_weak')),
);
/** The person's own password, at the first sign-in with one an admin issued (not that one). */
export const StaffFirstPasswordBody = v.object({ password: OwnPassword });
/** A new password for the signed-in person: their current one and their authenticator's code confirm it. */
export const StaffChangePasswordBody = v.object({
  current_password: StaffPassword,
  password: OwnPassword,
  code: TotpCode,
});

export const StaffMe = v.object({
  id: v.number(),
  email: v.string(),
  name: v.string(),
  roles: v.array(StaffRoleField),
  idle_seconds: v.number(),
  /**
   * Signed in with a password an admin issued (a first one or a reset): until they choose their own, nothing
   * but that (and signing out) is answered.
   */
  password_issued: v.boolean(),
});
export type StaffMe = v.InferOutput<typeof StaffMe>;
export const StaffSignedIn = v.object({ token: v.string(), staff: StaffMe });

export const StaffMember = v.object({
  id: v.number(),
  email: v.string(),
  name: v.string(),
  roles: v.array(StaffRoleField),
  disabled: v.boolean(),
  totp_set: v.boolean(),
  created_at: v.string(),
  last_seen_at: v.nullable(v.string()),
});
export type StaffMember = v.InferOutput<typeof StaffMember>;
export const StaffList = v.object({ list: v.array(StaffMember) });

const Roles = v.pipe(
  v.array(StaffRoleField, says('staff.roles_required')),
  v.minLength(1, says('staff.roles_required')),
  v.maxLength(STAFF_ROLES.length, says('staff.roles_required')),
  v.check((roles) => new Set(roles).size === roles.length, says('staff.roles_required')),
);
const StaffName = TrimmedLine(80, says('staff.name_required'));
export const StaffCreateBody = v.object({
  email: StaffEmail,
  name: v.pipe(StaffName, v.minLength(1, says('staff.name_required'))),
  roles: Roles,
});
/**
 * A new account and its first password, shown once: good for the first sign-in only, at which the person sets up
 * TOTP and chooses their own password.
 */
export const StaffCreated = v.object({ staff: StaffMember, password: v.string() });
/** An account after a change; with its new password, shown once, when the change was a password reset. */
export const StaffUpdated = v.object({ ...StaffMember.entries, password: v.optional(v.string()) });
const StaffId = Id(says('staff.not_found'));
export const StaffUpdateBody = v.object({
  id: StaffId,
  roles: v.optional(Roles),
  disabled: v.optional(v.boolean()),
  /** Sets up TOTP again at the next sign-in (a lost phone); ends the person's sessions. */
  reset_totp: v.optional(v.boolean()),
  /**
   * A new password (a forgotten one), answered once like a first password and, like it, good for one sign-in at
   * which the person chooses their own; ends the person's sessions.
   */
  reset_password: v.optional(v.boolean()),
  reason: v.pipe(TrimmedLine(200, says('audit.reason_required')), v.minLength(3, says('audit.reason_required'))),
});

/* Withdrawals: the finance queue, four eyes ------------------------------------------------------------ */

export const FourEyesSetting = v.object({
  /** A withdrawal above this amount needs two different people's approval before it is paid. */
  threshold: Money,
});
export const FourEyesBody = v.object({
  threshold: v.pipe(
    v.string(says('amount.required')),
    v.trim(),
    v.regex(/^\d+(\.\d{1,2})?$/, says('amount.two_decimals')),
    v.check(withinMaxAmount, says('amount.invalid')),
  ),
  reason: v.pipe(TrimmedLine(200, says('audit.reason_required')), v.minLength(3, says('audit.reason_required'))),
});

export const QueueWithdrawal = v.object({
  order_no: v.string(),
  status: WithdrawalStatus,
  amount: Money,
  fee: Money,
  actual: Money,
  created_at: v.string(),
  member_id: v.number(),
  phone: v.string(),
  name: v.string(),
  /** The masked CPF the PIX key belongs to, and whether it is the player's own (the identity's). */
  cpf: v.string(),
  own_cpf: v.boolean(),
  pix_type: v.string(),
  /** Deposits credited in all, bets settled, and the turnover still asked before a withdrawal. */
  deposited: Money,
  staked: Money,
  turnover_left: Money,
  balance: Money,
  /** The player's last withdrawals (newest first): order, amount, status, day. */
  recent: v.array(v.object({ order_no: v.string(), amount: Money, status: WithdrawalStatus, created_at: v.string() })),
  /** What looks wrong, each a code: the app says it in the person's language. */
  signals: v.array(v.string()),
  /** Whether two approvals are needed (above the four-eyes amount), and who approved so far. */
  four_eyes: v.boolean(),
  approvals: v.array(v.object({ actor: v.string(), actor_id: v.number(), at: v.string() })),
});
export type QueueWithdrawal = v.InferOutput<typeof QueueWithdrawal>;
export const WithdrawalQueue = v.object({ list: v.array(QueueWithdrawal), total: v.number(), threshold: Money });
export const WithdrawalQueueQuery = v.object({
  status: v.optional(v.picklist(['pending', 'approved'], says('request.invalid'))),
  ...paging(50),
  lang: v.optional(Line(10)),
});

/** The reason an operator gives for an action that asks one (a rejection, a block, a credit). */
export const Reason = v.pipe(
  TrimmedLine(200, says('audit.reason_required')),
  v.minLength(3, says('audit.reason_required')),
);

export const BackofficeEndpoints = {
  login: endpoint({
    method: 'post',
    path: '/operator/auth/login',
    summary: 'Staff sign-in, first step: e-mail and password; answers the TOTP step (or its setup at a first sign-in)',
    tag: 'backoffice',
    auth: 'public',
    body: StaffLoginBody,
    response: StaffLoginStep,
    errors: {
      'staff.wrong_credentials': 'wrong e-mail or password, a disabled account alike',
      'auth.too_many_attempts': 'too many wrong passwords for the e-mail from this address, or from the address',
    },
  }),
  code: endpoint({
    method: 'post',
    path: '/operator/auth/code',
    summary: "Staff sign-in, second step: the authenticator's code (at a first sign-in it confirms the setup)",
    tag: 'backoffice',
    auth: 'public',
    body: StaffCodeBody,
    response: StaffSignedIn,
    errors: {
      'staff.code_wrong': 'not the code of now (±30 s), or one used already',
      'staff.ticket_expired': 'the first step was more than 5 minutes ago, or its tries are used up',
    },
  }),
  logout: endpoint({
    method: 'post',
    path: '/operator/auth/logout',
    summary: "Ends the staff member's session",
    tag: 'backoffice',
    auth: 'operator',
    roles: STAFF_ROLES,
    beforeOwnPassword: true,
    reads: true,
    response: v.object({}),
  }),
  me: endpoint({
    method: 'get',
    path: '/operator/me',
    summary: 'The signed-in staff member and their roles',
    tag: 'backoffice',
    auth: 'operator',
    roles: STAFF_ROLES,
    beforeOwnPassword: true,
    response: StaffMe,
  }),
  firstPassword: endpoint({
    method: 'post',
    path: '/operator/me/first-password',
    summary:
      'At a sign-in with a password an admin issued (a first one or a reset): the person chooses their own (12 characters or more, not the issued one), which replaces it; their other sessions end',
    tag: 'backoffice',
    auth: 'operator',
    roles: STAFF_ROLES,
    beforeOwnPassword: true,
    auditsItself: true,
    body: StaffFirstPasswordBody,
    response: StaffMe,
    errors: {
      'staff.password_same': 'the password the admin issued',
      'staff.password_own_already':
        'the password is the person’s own already (change it with POST /operator/me/password)',
      'staff.token_actor': "the command line's token has no password",
    },
  }),
  changePassword: endpoint({
    method: 'post',
    path: '/operator/me/password',
    summary:
      "The signed-in person's new password, confirmed by their current one and their authenticator's code (counted like the sign-in: 5 tries in 15 minutes); their other sessions end",
    tag: 'backoffice',
    auth: 'operator',
    roles: STAFF_ROLES,
    auditsItself: true,
    body: StaffChangePasswordBody,
    response: StaffMe,
    errors: {
      'staff.password_wrong': '',
      'staff.code_wrong': 'not the code of now (±30 s), or one used already',
      'staff.password_unchanged': 'the new password is the current one',
      'auth.too_many_attempts': '5 wrong tries in 15 minutes',
      'staff.token_actor': "the command line's token has no password",
    },
  }),
  staff: endpoint({
    method: 'get',
    path: '/operator/staff',
    summary: 'The staff accounts',
    tag: 'backoffice',
    auth: 'operator',
    roles: ['admin'],
    response: StaffList,
  }),
  createStaff: endpoint({
    method: 'post',
    path: '/operator/staff/create',
    summary: 'Creates a staff account with its roles; answers its first password once',
    tag: 'backoffice',
    auth: 'operator',
    roles: ['admin'],
    body: StaffCreateBody,
    response: StaffCreated,
    errors: { 'staff.email_taken': '' },
  }),
  updateStaff: endpoint({
    method: 'post',
    path: '/operator/staff/update',
    summary:
      "Changes a staff account's roles, disables or enables it, sets its TOTP up again or gives it a new password (answered once)",
    tag: 'backoffice',
    auth: 'operator',
    roles: ['admin'],
    body: StaffUpdateBody,
    response: StaffUpdated,
    errors: {
      'staff.not_found': '',
      'staff.last_admin': 'the change would leave no enabled admin',
      'staff.token_actor': "the command line's token is not an account",
    },
  }),
  fourEyes: endpoint({
    method: 'get',
    path: '/operator/settings/four-eyes',
    summary: 'The amount above which a withdrawal needs two approvals',
    tag: 'backoffice',
    auth: 'operator',
    roles: ['admin', 'finance'],
    response: FourEyesSetting,
  }),
  setFourEyes: endpoint({
    method: 'post',
    path: '/operator/settings/four-eyes',
    summary: 'Sets the amount above which a withdrawal needs two approvals',
    tag: 'backoffice',
    auth: 'operator',
    roles: ['admin'],
    body: FourEyesBody,
    response: FourEyesSetting,
  }),
  withdrawalQueue: endpoint({
    method: 'get',
    path: '/operator/withdrawals/queue',
    summary:
      'The withdrawals waiting (pending, or approved and not yet paid), oldest first, with the own-CPF check, turnover, the player’s recent withdrawals, risk signals and approvals',
    tag: 'backoffice',
    auth: 'operator',
    roles: ['finance'],
    query: WithdrawalQueueQuery,
    response: WithdrawalQueue,
  }),
};
