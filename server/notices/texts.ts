/**
 * The server's own texts, in English (the source language): the notices written to members and the
 * e-mails and SMS the site sends. Each is marked for extraction (`i18n` comment) into the fourth catalog,
 * `locales/<lang>/notices.po` (lingui.config.ts), translated there and read by ./catalog.ts. `{name}`s are
 * filled by notify.ts (amounts and dates formatted in the member's language).
 */
export interface ServerText {
  id: string;
}

export interface TitledText {
  title: ServerText;
  body: ServerText;
}

/** What each notice kind says. */
export const NOTICE_TEXTS = {
  deposit_credited: {
    title: /*i18n*/ { id: 'Deposit credited' },
    body: /*i18n*/ { id: 'Your PIX deposit of {amount} was credited to your balance.' },
  },
  deposit_refunded: {
    title: /*i18n*/ { id: 'Deposit returned' },
    body: /*i18n*/ { id: 'Your PIX payment of {amount} was not credited and is being returned to you: {reason}.' },
  },
  withdrawal_approved: {
    title: /*i18n*/ { id: 'Withdrawal approved' },
    body: /*i18n*/ { id: 'Your withdrawal of {amount} was approved and will be paid by PIX shortly.' },
  },
  withdrawal_paid: {
    title: /*i18n*/ { id: 'Withdrawal paid' },
    body: /*i18n*/ { id: 'Your withdrawal of {amount} was paid to your PIX key.' },
  },
  withdrawal_rejected: {
    title: /*i18n*/ { id: 'Withdrawal rejected' },
    body: /*i18n*/ {
      id: 'Your withdrawal of {amount} was rejected and the amount is back in your balance. Reason: {reason}',
    },
  },
  kyc_verified: {
    title: /*i18n*/ { id: 'Identity verified' },
    body: /*i18n*/ { id: 'Your identity is verified: you can deposit and play.' },
  },
  kyc_review: {
    title: /*i18n*/ { id: 'Documents under review' },
    body: /*i18n*/ { id: 'Our team is checking your documents by hand; we will tell you as soon as it is done.' },
  },
  kyc_rejected: {
    title: /*i18n*/ { id: 'Identity not verified' },
    body: /*i18n*/ { id: 'Your identity could not be verified: {why}. Send your documents again from your profile.' },
  },
  bet_won: {
    title: /*i18n*/ { id: 'Bet won' },
    body: /*i18n*/ { id: 'Your bet of {stake} on {event} won {win}.' },
  },
  bet_lost: {
    title: /*i18n*/ { id: 'Bet lost' },
    body: /*i18n*/ { id: 'Your bet of {stake} on {event} did not win.' },
  },
  bet_void: {
    title: /*i18n*/ { id: 'Bet void' },
    body: /*i18n*/ { id: 'Your bet of {stake} on {event} was void and the stake is back in your balance.' },
  },
  bet_part: {
    title: /*i18n*/ { id: 'Bet partly returned' },
    body: /*i18n*/ {
      id: 'Your bet of {stake} on {event} was half lost on its line: {win} of it is back in your balance.',
    },
  },
  slip_won: {
    title: /*i18n*/ { id: 'Multiple bet won' },
    body: /*i18n*/ { id: 'Your multiple bet of {stake} with {legs} selections won {win}.' },
  },
  slip_lost: {
    title: /*i18n*/ { id: 'Multiple bet lost' },
    body: /*i18n*/ { id: 'Your multiple bet of {stake} with {legs} selections did not win.' },
  },
  slip_void: {
    title: /*i18n*/ { id: 'Multiple bet void' },
    body: /*i18n*/ {
      id: 'Your multiple bet of {stake} with {legs} selections was void and the stake is back in your balance.',
    },
  },
  slip_part: {
    title: /*i18n*/ { id: 'Multiple bet partly returned' },
    body: /*i18n*/ {
      id: 'Your multiple bet of {stake} with {legs} selections returned {win}, less than its stake (a half-lost line).',
    },
  },
  limit_effective: {
    title: /*i18n*/ { id: 'Limit in force' },
    body: /*i18n*/ { id: 'Your {limit} is now {value}.' },
  },
  pause_ended: {
    title: /*i18n*/ { id: 'Pause ended' },
    body: /*i18n*/ { id: 'Your pause from play has ended. Your limits still apply; play for fun, within your means.' },
  },
  exclusion_ended: {
    title: /*i18n*/ { id: 'Self-exclusion ended' },
    body: /*i18n*/ {
      id: 'Your self-exclusion has ended. If you feel you need it again, you can renew it at any time on the responsible gaming page.',
    },
  },
  password_changed: {
    title: /*i18n*/ { id: 'Password changed' },
    body: /*i18n*/ {
      id: 'A password of your account was changed. If it was not you, reset your password and contact support now.',
    },
  },
  password_reset: {
    title: /*i18n*/ { id: 'Password reset' },
    body: /*i18n*/ {
      id: 'Your password was reset with a code and every other session was ended. If it was not you, contact support now.',
    },
  },
  phone_changed: {
    title: /*i18n*/ { id: 'Phone changed' },
    body: /*i18n*/ {
      id: 'Your account’s phone is now {phone}; log in with it from now on. If it was not you, contact support now.',
    },
  },
  email_verified: {
    title: /*i18n*/ { id: 'E-mail verified' },
    body: /*i18n*/ { id: 'The e-mail {email} is now verified on your account.' },
  },
  new_device_login: {
    title: /*i18n*/ { id: 'Login from a new device' },
    body: /*i18n*/ {
      id: 'Your account was accessed from {device} on {at}. If it was not you, change your password now.',
    },
  },
  two_factor_on: {
    title: /*i18n*/ { id: 'Two-factor authentication on' },
    body: /*i18n*/ {
      id: 'Logins on new devices, withdrawals and security changes now ask for a code from your authenticator app.',
    },
  },
  two_factor_off: {
    title: /*i18n*/ { id: 'Two-factor authentication off' },
    body: /*i18n*/ {
      id: 'Your account no longer asks for an authenticator code. If it was not you, contact support now.',
    },
  },
} satisfies Record<string, TitledText>;

/** The e-mail copy of a notice: its subject is the notice's title. */
export const EMAIL_FOOTER = /*i18n*/ {
  id: 'You receive this e-mail because copies of this notice are switched on in your Rodada profile (Notifications).',
};

/** The one-time codes' messages, by purpose (the SMS is the body alone). */
export const CODE_TEXTS = {
  recover: {
    title: /*i18n*/ { id: 'Your Rodada password reset code' },
    body: /*i18n*/ {
      id: 'Rodada: your code to reset your password is {code}. It is valid for 10 minutes. Never share it. If you did not ask for it, ignore this message.',
    },
  },
  verify_phone: {
    title: /*i18n*/ { id: 'Your Rodada phone confirmation code' },
    body: /*i18n*/ {
      id: 'Rodada: your code to confirm this phone is {code}. It is valid for 10 minutes. Never share it.',
    },
  },
  new_phone: {
    title: /*i18n*/ { id: 'Your Rodada new phone code' },
    body: /*i18n*/ {
      id: 'Rodada: your code to make this the phone of your account is {code}. It is valid for 10 minutes. Never share it.',
    },
  },
  verify_email: {
    title: /*i18n*/ { id: 'Your Rodada e-mail confirmation code' },
    body: /*i18n*/ {
      id: 'Your code to confirm this e-mail on your Rodada account is {code}. It is valid for 10 minutes. If you did not ask for it, ignore this message.',
    },
  },
} satisfies Record<string, TitledText>;

/** Words that fill a notice's `{reason}` and `{limit}`. */
export const REFUND_REASON_TEXTS = {
  payer_not_holder: /*i18n*/ { id: 'the payment came from another person’s account' },
  order_cancelled: /*i18n*/ { id: 'the deposit had been cancelled' },
  order_expired: /*i18n*/ { id: 'the deposit had expired' },
  account_closed: /*i18n*/ { id: 'the account is closed' },
  paused: /*i18n*/ { id: 'your account is paused' },
  self_excluded: /*i18n*/ { id: 'your account is self-excluded' },
  deposit_limit: /*i18n*/ { id: 'it would go beyond your deposit limit' },
  withdraw_only: /*i18n*/ { id: 'by the regulator’s check of your CPF, your account may only withdraw' },
} satisfies Record<string, ServerText>;

/** Why an identity verification was refused (contract/kyc.ts KYC_REASONS), in a notice. */
export const KYC_REASON_TEXTS = {
  face_mismatch: /*i18n*/ { id: 'the selfie does not match the document’s photo' },
  liveness_failed: /*i18n*/ { id: 'the live check of the selfie did not pass' },
  document_unreadable: /*i18n*/ { id: 'the document could not be read' },
  document_invalid: /*i18n*/ { id: 'the document is not valid' },
  data_mismatch: /*i18n*/ { id: 'the document’s data do not match your registration' },
  other: /*i18n*/ { id: 'the documents could not be accepted' },
} satisfies Record<string, ServerText>;

export const LIMIT_TEXTS = {
  deposit_day: /*i18n*/ { id: 'daily deposit limit' },
  deposit_week: /*i18n*/ { id: 'weekly deposit limit' },
  deposit_month: /*i18n*/ { id: 'monthly deposit limit' },
  loss_day: /*i18n*/ { id: 'daily loss limit' },
  loss_week: /*i18n*/ { id: 'weekly loss limit' },
  loss_month: /*i18n*/ { id: 'monthly loss limit' },
  session_minutes: /*i18n*/ { id: 'daily play-time limit (minutes)' },
  bets_day: /*i18n*/ { id: 'daily bet count limit' },
} satisfies Record<string, ServerText>;

/** `{value}` of a limit that was removed. */
export const NO_LIMIT = /*i18n*/ { id: 'no limit' };
