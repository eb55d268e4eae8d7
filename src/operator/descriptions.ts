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
  ownPassword: {
    title: msg`Back office: own password`,
    summary: msg`A staff member signed in with a password an admin issued chooses their own before anything else (12 characters or more, typed twice, not the issued one); signed in, they change it with their current password and their authenticator’s code. A refusal is said on its field and cleared for the next try.`,
  },
  withdrawalReview: {
    title: msg`Back office: withdrawal review`,
    summary: msg`The finance queue, oldest first: a withdrawal opened with its checks and what is left of it (and by whom), approved (above the four-eyes amount by two different people), paid by someone who did not approve it, or rejected, each with a reason; the queue is read again after each answer.`,
  },
  staffAdmin: {
    title: msg`Back office: staff accounts`,
    summary: msg`An admin creates a staff account with its roles (its first password shown once), changes its roles, disables or enables it, or has its TOTP set up again, each with a reason.`,
  },
  auditTrail: {
    title: msg`Back office: audit trail`,
    summary: msg`Who did what, or tried and was refused, when and from where: searched by words, actor, action, subject, days and outcome (done or refused: refused attempts counted per person, action and minute), a page at a time, an event opened with its record before and after, and the same search exported as CSV.`,
  },
  fourEyes: {
    title: msg`Back office: four-eyes amount`,
    summary: msg`The amount above which a withdrawal needs two people’s approval: finance reads it, an admin changes it with a reason.`,
  },
  maxWin: {
    title: msg`Back office: maximum win per round`,
    summary: msg`Each site’s maximum win per round, what one round of a house table may pay there: finance reads it, an admin changes a site’s with a reason, within the range the wallet allows.`,
  },
  rgQueue: {
    title: msg`Back office: responsible-gambling queue`,
    summary: msg`Compliance’s queue of players flagged by the rules, oldest first, by rule and state: a flag opened with the evidence that raised it and what was done; a contact recorded (the channel and what was said), a cooling-off of 24 hours, 7 or 30 days with a reason, the close with its outcome; the rules evaluated now on demand; the queue is read again after each answer.`,
  },
  rgRules: {
    title: msg`Back office: responsible-gambling rules`,
    summary: msg`The rules that flag players (deposit velocity, losses chasing, night play, limit raises, rejected withdrawals), each on or off with its numbers, changed one at a time with a reason.`,
  },
  dashboard: {
    title: msg`Back office: dashboard`,
    summary: msg`The trends of the last 7 or 30 days, today’s and yesterday’s figures and the queues, read again every 30 seconds while the tab is shown (paused while it is hidden, read at once when shown again), with the time of the last reading.`,
  },
  jobFailures: {
    title: msg`Back office: background jobs`,
    summary: msg`The items of the server’s due-work job failing now (each tried again with a growing wait while the others carry on), read at once and again on demand; a failed read keeps the last list and says why.`,
  },
  siteDesk: {
    title: msg`Back office: promotions and site`,
    summary: msg`A site chosen among the operator’s: its activities with their numbers for a range of days, switched on or off with a reason (never where the law forbids them); the home’s banners and advertisement changed, ordered, shown or hidden with a preview of the player’s home; the legal data with the footer’s preview; announcements posted and ended with a reason; a notification previewed, then sent once.`,
  },
  playerSearch: {
    title: msg`Back office: players search`,
    summary: msg`Players found by phone, CPF, ID, e-mail or part of the name, with a status filter, a page at a time; with no words, the newest.`,
  },
  playerPage: {
    title: msg`Back office: a player’s page`,
    summary: msg`A player’s summary and one tab of records at a time; by role, their sessions ended, a block set or lifted (each with a reason), a credit or debit with a reason under one reference however often it is sent, a note added; the page is read again after each answer.`,
  },
  depositOrders: {
    title: msg`Back office: deposits`,
    summary: msg`The PIX deposit orders by status, days and player with their totals, or the refunds by state; a refund the gateway has not taken is asked again, with a reason.`,
  },
  trading: {
    title: msg`Back office: sportsbook trading`,
    summary: msg`A trader lists the fixtures by state, day and league with the results feed’s state, opens one with its markets, prices and exposure, suspends or reopens a market with a reason, and settles the fixture with its final score or voids it, with a reason and after confirming; everything is read again after each answer.`,
  },
  traderDesk: {
    title: msg`Back office: trader desk`,
    summary: msg`A trader reads the open bets’ liability per match and selection, riskiest first, and the cash-outs players took, a page at a time; opens a fixture by its code with every market it offers; suspends or reopens a market or the whole match, overrides a selection’s price or restores it, and settles a market by hand after confirming, each with a reason; everything is read again after each answer.`,
  },
  reports: {
    title: msg`Back office: reports`,
    summary: msg`Finance, compliance and admins choose a range of São Paulo days (or yesterday, the last 7 days, this month) and read GGR by day, product and game with the tax due, and deposits and withdrawals by channel; each table is saved as CSV; an admin changes the tax rate with a reason.`,
  },
  regulatorDesk: {
    title: msg`Back office: regulator desk`,
    summary: msg`Compliance and admins read a São Paulo day’s CPF checks with the regulator (today’s by default): how many were asked at registration, at the day’s first login, again or in the 15-day sweep, and what came back; the flags by reason; the questions flagged or unanswered; and the daily files made for the regulator, each saved as it was made.`,
  },
  identityQueue: {
    title: msg`Back office: identity checks`,
    summary: msg`Compliance and admins go through the identity cases the provider sent to manual review (or that still wait for its answer), oldest first: a case opened with the document, the selfie and the liveness frames (each view on the audit trail), the provider’s scores and answers and the player’s earlier cases; approved with a note, or rejected with a reason and a note, the player told either way; the queue is read again after each answer.`,
  },
} satisfies Record<string, { title: MessageDescriptor; summary: MessageDescriptor }>;
