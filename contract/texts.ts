/**
 * The English texts the server answers with, by name: its own messages ("Login successful") and the
 * refusal texts its handlers and tests name, each taken from its area's declaration
 * (contract/<area>.refusals.ts), never written again. The apps never import this file (they say a
 * refusal by its code), so no bundle carries these texts.
 */
import { ACCOUNT_REFUSALS } from './account.refusals';
import { AGENCY_REFUSALS } from './agency.refusals';
import { COMMON_REFUSALS } from './common.refusals';
import { GAMES_REFUSALS } from './games.refusals';
import { HOUSE_REFUSALS } from './house.refusals';
import { INFORMATION_REFUSALS } from './information.refusals';
import { SECURITY_REFUSALS } from './security.refusals';
import { SITE_REFUSALS } from './site.refusals';
import { SPORTS_REFUSALS } from './sports.refusals';
import { textOf } from './refusal';

/** Server texts the app recognises and shows in the person's language. */
export const ServerText = {
  unauthenticated: textOf(COMMON_REFUSALS, 'auth.unauthenticated'),
  sessionExpired: textOf(COMMON_REFUSALS, 'auth.session_expired'),
  invalidPhone: textOf(ACCOUNT_REFUSALS, 'auth.phone_invalid'),
  passwordTooShort: textOf(ACCOUNT_REFUSALS, 'auth.password_too_short'),
  passwordsDiffer: textOf(ACCOUNT_REFUSALS, 'auth.passwords_differ'),
  captchaAgain: textOf(ACCOUNT_REFUSALS, 'auth.captcha_again'),
  phoneTaken: textOf(ACCOUNT_REFUSALS, 'auth.phone_taken'),
  wrongCredentials: textOf(ACCOUNT_REFUSALS, 'auth.wrong_credentials'),
  tooManyAttempts: textOf(COMMON_REFUSALS, 'auth.too_many_attempts'),
  inviteCodeUnknown: textOf(ACCOUNT_REFUSALS, 'auth.invite_code_unknown'),
  registered: 'Your registration has been successfully completed',
  loggedIn: 'Login successful',
  loggedOut: 'Logged out',
  forcedOffline: textOf(COMMON_REFUSALS, 'auth.forced_offline'),
  notFound: textOf(COMMON_REFUSALS, 'request.not_found'),
  invalidRequest: textOf(COMMON_REFUSALS, 'request.invalid'),
  serverError: textOf(COMMON_REFUSALS, 'server.error'),
  ok: 'OK',
} as const;

/** More server texts, beside ServerText. */
export const ServerTextExtra = {
  choosePicture: textOf(SITE_REFUSALS, 'profile.picture_required'),
  memberNotFound: textOf(COMMON_REFUSALS, 'member.not_found'),
} as const;

/** Texts the games API answers with (the app recognises them and shows them translated). */
export const GameText = {
  gameNotFound: textOf(GAMES_REFUSALS, 'game.not_found'),
  notAvailable: textOf(GAMES_REFUSALS, 'game.not_available'),
  insufficientBalance: textOf(GAMES_REFUSALS, 'bet.insufficient_balance'),
  enterAmount: textOf(COMMON_REFUSALS, 'amount.required'),
  twoDecimals: textOf(COMMON_REFUSALS, 'amount.two_decimals'),
  betPositive: textOf(GAMES_REFUSALS, 'bet.positive'),
} as const;

/** Texts the crash and sportsbook endpoints answer with (the app recognises them and shows them translated). */
export const HouseText = {
  roundNotFound: textOf(HOUSE_REFUSALS, 'crash.round_not_found'),
  finishRound: textOf(HOUSE_REFUSALS, 'crash.finish_round'),
  fixtureNotFound: textOf(SPORTS_REFUSALS, 'sports.fixture_not_found'),
  bettingClosed: textOf(SPORTS_REFUSALS, 'sports.betting_closed'),
  alreadySettled: textOf(SPORTS_REFUSALS, 'sports.already_settled'),
} as const;

export const AgencyText = {
  registered: 'Your registration has been successfully completed',
  failed: textOf(AGENCY_REFUSALS, 'agency.registration_failed'),
  enterPhone: textOf(AGENCY_REFUSALS, 'agency.phone_required'),
  enterCode: textOf(AGENCY_REFUSALS, 'agency.code_required'),
  enterUid: textOf(AGENCY_REFUSALS, 'agency.uid_required'),
  nothingToClaim: textOf(AGENCY_REFUSALS, 'agency.nothing_to_claim'),
  claimed: 'Reward claimed successfully!',
  requested: 'Request sent: the member joins your team once they accept it in their agency center',
  requestGone: textOf(AGENCY_REFUSALS, 'agency.request_gone'),
  declined: 'Request declined',
} as const;

export const InformationText = {
  notificationNotFound: textOf(INFORMATION_REFUSALS, 'information.notification_not_found'),
  enterTitle: textOf(INFORMATION_REFUSALS, 'information.title_required'),
  enterBody: textOf(INFORMATION_REFUSALS, 'information.body_required'),
} as const;

export const SecurityText = {
  wrongPassword: textOf(SECURITY_REFUSALS, 'security.password_wrong'),
  verifyFirst: textOf(SECURITY_REFUSALS, 'security.verify_first'),
  samePassword: textOf(SECURITY_REFUSALS, 'security.password_same'),
  invalidEmail: textOf(COMMON_REFUSALS, 'email.invalid'),
  emailTaken: textOf(SECURITY_REFUSALS, 'security.email_taken'),
  codeWrong: textOf(SECURITY_REFUSALS, 'security.code_wrong'),
  codeSent: 'A code was sent to your e-mail',
  passwordChanged: 'Your password was changed',
  emailBound: 'Your e-mail was bound',
  qkpwdChanged: 'The withdrawal password was changed',
  verified: 'Password confirmed',
} as const;
