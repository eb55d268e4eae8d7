import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Each flow's name and what it is for, as the /flows page and docs/flows show them. */
export const FLOW_TEXTS: Record<string, { title: MessageDescriptor; summary: MessageDescriptor }> = {
  session: {
    title: msg`Session`,
    summary: msg`Who the person is: checking the token, guest, signed in, login expired, forced offline, signing out.`,
  },
  language: {
    title: msg`Language bootstrap`,
    summary: msg`The interface language: the saved choice, else the site’s languages by host, then a switch reloads the page.`,
  },
  modals: {
    title: msg`Modals`,
    summary: msg`The advertisement (opens on every visit), the reminder (can be turned off), the language chooser and the login/register modal.`,
  },
  swUpdate: {
    title: msg`Service-worker update`,
    summary: msg`The service worker at the site root; the page reloads once when a new one takes control.`,
  },
  authForm: {
    title: msg`Login and register form`,
    summary: msg`The login/register form with its single-use captcha, field checks and the server’s answers.`,
  },
  favourites: {
    title: msg`Favourites`,
    summary: msg`The member’s favourite games: a heart adds or removes one, then the list reloads.`,
  },
  pagedList: {
    title: msg`Paged list`,
    summary: msg`Every list that loads page by page (lobby, records, histories): first page, more, filters, retry.`,
  },
  resource: {
    title: msg`Resource`,
    summary: msg`One thing a screen shows by key (a game’s details, an order, VIP, the activities): loading, shown, retry.`,
  },
  search: {
    title: msg`Game search`,
    summary: msg`Searching games as the person types: debounced, a stale search cancelled.`,
  },
  gameLaunch: {
    title: msg`Game launch hand-off`,
    summary: msg`Opening a game: the login gate, the launch call, then the game fills the screen.`,
  },
  slotRound: {
    title: msg`Slot round`,
    summary: msg`A slot spin: the bet checked, the round played on the server, the reels and the win.`,
  },
  crashRound: {
    title: msg`Crash round`,
    summary: msg`A crash bet: the rising multiplier, cash out by hand or automatically, or the crash.`,
  },
  sportsBet: {
    title: msg`Sports bet`,
    summary: msg`A sportsbook bet: pick a result, the stake checked, the bet placed.`,
  },
  recharge: {
    title: msg`Deposit`,
    summary: msg`A PIX deposit: the channels, an amount within the channel’s bounds, then the browser goes to the pay_url.`,
  },
  withdrawal: {
    title: msg`Withdrawal`,
    summary: msg`A PIX withdrawal: the withdrawal password set first if missing, the form checked field by field, then pending review or the server’s refusal.`,
  },
  reward: {
    title: msg`Reward`,
    summary: msg`One reward activity (first deposit, invitation, loss relief, recharge rebate): check, claimable / claimed / not eligible, claim, reload.`,
  },
  wheel: {
    title: msg`Wheel`,
    summary: msg`The daily and the lottery wheel: spins left, spin, land on the server’s prize, no more spins.`,
  },
  notifications: {
    title: msg`Notification centre`,
    summary: msg`The member’s notifications and the unread count; one or all marked read, and the header’s count follows.`,
  },
  verifyPassword: {
    title: msg`Password confirmation`,
    summary: msg`The security center’s gate: the login password confirmed opens its changes for 15 minutes.`,
  },
  passwordChange: {
    title: msg`Password change`,
    summary: msg`A new login password (6 or more characters) or withdrawal password (6 digits), typed twice; asks to confirm the password again when the gate has closed.`,
  },
  bindEmail: {
    title: msg`E-mail binding`,
    summary: msg`An e-mail address, a code sent to it, the code typed back, then bound.`,
  },
  pixKeys: {
    title: msg`PIX keys`,
    summary: msg`The member’s PIX keys for withdrawals: a key added (checked like a withdrawal’s), one made the default or removed, one change at a time.`,
  },
  avatar: {
    title: msg`Profile picture`,
    summary: msg`The male and female photo lists; the one chosen becomes the member’s picture.`,
  },
  registerSubordinate: {
    title: msg`Register subordinate`,
    summary: msg`An agent asks a member who registered without a code to join their team: their phone, the agent’s code and their UID; the member accepts it themselves.`,
  },
  subordinateRequests: {
    title: msg`Agent requests`,
    summary: msg`The member’s side of an agent’s request: each open request accepted or declined by the member; accepting makes the agent their inviter from then on.`,
  },
};
