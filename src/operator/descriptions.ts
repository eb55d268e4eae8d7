import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * What /flows and docs/flows say of the back office's flows (machines/operator/; read by tests/flows and
 * `npm run flows`, never by the app).
 */
export const descriptions = {
  staffSession: {
    title: msg`Back office: staff session`,
    summary: msg`A staff member signs in with e-mail and password, then the authenticator’s code — or sets one up at a first sign-in (a QR code and the secret, confirmed by its first code); the session ends after 30 minutes without a call, when the server ends it, or on signing out.`,
  },
  withdrawalReview: {
    title: msg`Back office: withdrawal review`,
    summary: msg`The finance queue, oldest first: a withdrawal opened with its checks, approved (above the four-eyes amount by two different people), paid by someone who did not approve it, or rejected with a reason; the queue is read again after each answer.`,
  },
  staffAdmin: {
    title: msg`Back office: staff accounts`,
    summary: msg`An admin creates a staff account with its roles (its first password shown once), changes its roles, disables or enables it, or has its TOTP set up again, each with a reason.`,
  },
  auditTrail: {
    title: msg`Back office: audit trail`,
    summary: msg`Who did what, when and from where: searched by words, actor, action, subject and days, a page at a time, an event opened with its record before and after, and the same search exported as CSV.`,
  },
  fourEyes: {
    title: msg`Back office: four-eyes amount`,
    summary: msg`The amount above which a withdrawal needs two people’s approval: finance reads it, an admin changes it with a reason.`,
  },
  trading: {
    title: msg`Back office: sportsbook trading`,
    summary: msg`A trader lists the fixtures by state, day and league with the results feed’s state, opens one with its markets, prices and exposure, suspends or reopens a market with a reason, and settles the fixture with its final score or voids it, with a reason and after confirming; everything is read again after each answer.`,
  },
  reports: {
    title: msg`Back office: reports`,
    summary: msg`Finance, compliance and admins choose a range of São Paulo days (or yesterday, the last 7 days, this month) and read GGR by day, product and game with the tax due, and deposits and withdrawals by channel; each table is saved as CSV; an admin changes the tax rate with a reason.`,
  },
} satisfies Record<string, { title: MessageDescriptor; summary: MessageDescriptor }>;
