import type { ErrorStatus } from './endpoint';
import { ServerText } from './common';
import { AgencyText } from './agency';
import { GameText } from './games';
import { HouseText } from './house';
import { InformationText } from './information';
import { MoneyText, WithdrawText } from './moneyText';
import { PromoText } from './promoText';
import { SecurityText } from './security';
import { ServerTextExtra } from './system';
import { LIMIT_VALUE_TEXTS } from './responsible';

/**
 * Every refusal the API answers with, once: its stable code (the envelope's `error`), the HTTP status it
 * answers and the English `message` the spec gives, with `{name}` where a parameter goes (the envelope's
 * `params`). The app translates a refusal by its code and params, never by its sentence.
 *
 *   {"code":422,"status":"error","message":"Amount cannot be greater than 4.00",
 *    "error":"withdrawal.amount_above_balance","params":{"max":"4.00"},"data":{…}}
 */
export const ERRORS = {
  // Any endpoint
  'request.malformed': { status: 400, text: ServerText.invalidRequest },
  'request.invalid': { status: 422, text: ServerText.invalidRequest },
  'request.too_large': { status: 413, text: ServerText.invalidRequest },
  'request.not_found': { status: 404, text: ServerText.notFound },
  'server.error': { status: 500, text: ServerText.serverError },
  'auth.unauthenticated': { status: 401, text: ServerText.unauthenticated },
  'auth.forced_offline': { status: 401, text: ServerText.forcedOffline },
  /** A session that lapsed: idle past the site's limit (30 minutes under regulated-br) or past its lifetime. */
  'auth.session_expired': { status: 401, text: ServerText.sessionExpired },
  'auth.too_many_attempts': { status: 429, text: ServerText.tooManyAttempts },

  // Login and registration
  'auth.phone_invalid': { status: 422, text: ServerText.invalidPhone },
  'auth.password_too_short': { status: 422, text: ServerText.passwordTooShort },
  'auth.passwords_differ': { status: 422, text: ServerText.passwordsDiffer },
  'auth.captcha_again': { status: 422, text: ServerText.captchaAgain },
  'auth.phone_taken': { status: 409, text: ServerText.phoneTaken },
  'auth.wrong_credentials': { status: 422, text: ServerText.wrongCredentials },
  'auth.invite_code_unknown': { status: 422, text: ServerText.inviteCodeUnknown },
  'auth.account_closed': { status: 403, text: 'This account is closed' },

  // Identity at registration (Portaria SPA/MF 722/2024)
  'identity.full_name_required': { status: 422, text: 'Enter your full name' },
  'identity.cpf_invalid': { status: 422, text: WithdrawText.invalidCpf },
  'identity.cpf_taken': { status: 409, text: 'This CPF is already registered' },
  'identity.birth_date_invalid': { status: 422, text: 'Enter your date of birth' },
  'identity.underage': { status: 422, text: 'You must be 18 or older to register' },
  'identity.terms_required': { status: 422, text: 'Accept the terms and the privacy policy to continue' },
  'identity.incomplete': {
    status: 403,
    text: 'Complete your registration (full name, CPF and date of birth) before depositing or playing',
  },
  'identity.already_complete': { status: 409, text: 'Your registration is already complete' },

  // Responsible gambling (Portaria SPA/MF 1.231/2024)
  'responsible.limit_kind_unknown': { status: 422, text: 'Choose a limit' },
  'responsible.limit_amount_invalid': { status: 422, text: LIMIT_VALUE_TEXTS['responsible.limit_amount_invalid'] },
  'responsible.limit_minutes_invalid': { status: 422, text: LIMIT_VALUE_TEXTS['responsible.limit_minutes_invalid'] },
  'responsible.limit_count_invalid': { status: 422, text: LIMIT_VALUE_TEXTS['responsible.limit_count_invalid'] },
  'responsible.reality_check_invalid': { status: 422, text: 'Choose how often to be reminded' },
  'responsible.period_unknown': { status: 422, text: 'Choose a period' },
  'responsible.deposit_limit': {
    status: 422,
    text: 'This deposit would pass your {period} deposit limit of {limit}: {remaining} left until {resets_at}',
  },
  'responsible.loss_limit': {
    status: 422,
    text: 'This bet would pass your {period} loss limit of {limit}: {remaining} left until {resets_at}',
  },
  'responsible.bets_limit': {
    status: 422,
    text: 'You have placed your {limit} bets for today; the limit resets at {resets_at}',
  },
  'responsible.paused': { status: 403, text: 'Your account is paused until {until}: only withdrawals are possible' },
  'responsible.self_excluded': {
    status: 403,
    text: 'Your account is self-excluded until {until}: only withdrawals are possible',
  },
  'responsible.self_excluded_permanently': {
    status: 403,
    text: 'Your account is self-excluded for good: only withdrawals are possible',
  },
  'responsible.already_restricted': {
    status: 409,
    text: 'Your account is already paused or self-excluded until {until}',
  },
  'responsible.exclusion_not_longer': {
    status: 409,
    text: 'Your self-exclusion already runs until {until}: it can be extended to a longer period or made permanent, never shortened',
  },

  // Members, profile
  'member.not_found': { status: 404, text: ServerTextExtra.memberNotFound },
  'profile.picture_required': { status: 422, text: ServerTextExtra.choosePicture },

  // Account closure (by the member, from the profile)
  'account.balance_left': {
    status: 409,
    text: 'Your balance is R$ {balance}: withdraw it before closing the account',
  },
  /** Anything that could still move money: params count each kind (strings of whole numbers, "0" when none). */
  'account.still_open': {
    status: 409,
    text: 'Close the account once nothing is open: {sports_bets} sports bet(s), {slips} bet slip(s), {crash_rounds} crash round(s) and {game_rounds} game round(s) not settled, {deposits} deposit(s) waiting for payment, {withdrawals} withdrawal(s) being processed',
  },

  // Games and the house tables
  'game.not_found': { status: 404, text: GameText.gameNotFound },
  'game.not_available': { status: 422, text: GameText.notAvailable },
  'amount.required': { status: 422, text: GameText.enterAmount },
  'amount.two_decimals': { status: 422, text: GameText.twoDecimals },
  'amount.invalid': { status: 422, text: 'Invalid amount' },
  'amount.above_maximum': { status: 422, text: `${GameText.betAboveMaximum} {max}` },
  'currency.unsupported': { status: 422, text: 'Only BRL is supported' },
  'day.invalid': { status: 422, text: 'Invalid day' },
  'date.invalid': { status: 422, text: 'Use a date like 2026-11-22' },
  'game.category_unknown': { status: 422, text: 'Unknown category' },
  'bet.positive': { status: 422, text: GameText.betPositive },
  'bet.insufficient_balance': { status: 422, text: GameText.insufficientBalance },
  'bet.amount_below_minimum': { status: 422, text: `${GameText.betBelowMinimum} {min}` },
  'bet.amount_above_maximum': { status: 422, text: `${GameText.betAboveMaximum} {max}` },
  /** A stake or choice whose best outcome would win more than the site's maximum win per round (refused before the draw). */
  'house.stake_above_max_win': {
    status: 422,
    text: 'Its best outcome would win more than the maximum win per round ({max_win}): bet at most {max}',
  },
  'crash.round_not_found': { status: 404, text: HouseText.roundNotFound },
  'crash.finish_round': { status: 422, text: HouseText.finishRound },
  'crash.multiplier_format': { status: 422, text: 'Enter a multiplier like 2.00' },
  'crash.multiplier_range': { status: 422, text: 'The multiplier must be between 1.01 and 1000' },
  'sports.fixture_not_found': { status: 404, text: HouseText.fixtureNotFound },
  'sports.betting_closed': { status: 422, text: HouseText.bettingClosed },

  // The house provider's rounds (contract/rounds.ts, server/provider)
  'launch.invalid': { status: 403, text: 'Open the game again from the lobby' },
  'round.not_found': { status: 404, text: HouseText.roundNotFound },
  'round.over': { status: 409, text: 'This round is already over' },
  'round.action_invalid': { status: 422, text: 'That move is not allowed now' },
  'round.choice_invalid': { status: 422, text: 'Place a bet on the table first' },
  'round.finish_open': { status: 409, text: HouseText.finishRound },
  // ── slots ──
  // ── roulette and baccarat ──
  'roulette.bet_invalid': { status: 422, text: 'Place each chip on a bet the roulette table offers' },
  'roulette.too_many_chips': { status: 422, text: 'Place at most {max} chips in one round' },
  'baccarat.bet_unknown': { status: 422, text: 'Bet on player, banker, tie, player pair or banker pair' },
  // ── blackjack and video poker ──
  'blackjack.cannot_double': { status: 422, text: 'You can double only on a hand’s first two cards' },
  'blackjack.cannot_split': { status: 422, text: 'You can split only two cards of the same rank, up to four hands' },
  'videopoker.hold_invalid': { status: 422, text: 'Choose which of your five cards to hold' },
  // ── bingo, video bingo and keno ──
  'bingo.cards_count': { status: 422, text: 'Choose from 1 to 4 cards' },
  'keno.picks_count': { status: 422, text: 'Pick from 1 to 10 numbers' },
  'keno.pick_range': { status: 422, text: 'Pick numbers from 1 to 80' },
  'keno.picks_repeated': { status: 422, text: 'Pick each number only once' },
  // ── mines, plinko, dice and fish ──
  'mines.count_range': { status: 422, text: 'Choose from 1 to 24 mines' },
  'mines.cell_invalid': { status: 422, text: 'Choose a square of the 5×5 grid' },
  'mines.cell_open': { status: 422, text: 'That square is already open' },
  'plinko.rows_range': { status: 422, text: 'Choose from 8 to 16 rows' },
  'plinko.risk_invalid': { status: 422, text: 'Choose low, medium or high risk' },
  'dice.target_invalid': { status: 422, text: 'Enter a target like 50.00' },
  'dice.direction_invalid': { status: 422, text: 'Choose over or under' },
  'dice.chance_range': { status: 422, text: 'The win chance must be from {min}% to {max}%' },
  'fish.target_unknown': { status: 422, text: 'Aim at one of the fish in the water' },
  'fish.level_range': { status: 422, text: 'Choose a cannon level from 1 to 10' },
  // ── live tables ──
  'live.betting_closed': { status: 409, text: 'Betting is closed for this round' },
  'live.bet_invalid': { status: 422, text: 'Choose a bet this table offers' },
  'live.too_many_bets': { status: 422, text: 'A round takes at most {max} bets' },
  'live.streams_limit': { status: 429, text: 'Too many live tables are open from this address' },
  // ── seamless wallet ──
  'seamless.request_invalid': {
    status: 422,
    text: 'A transaction, round and game id are required (at most 128 characters)',
  },
  'seamless.amount_invalid': { status: 422, text: 'The amount must be a whole number of centavos from 0 to {max}' },
  'seamless.transaction_conflict': {
    status: 409,
    text: 'This transaction id was already used for another transaction',
  },
  'seamless.rolled_back': { status: 409, text: 'This bet was cancelled by the game provider' },
  'seamless.debit_unknown': { status: 404, text: 'The bet this transaction refers to is unknown' },
  'seamless.already_settled': { status: 409, text: 'This round is already settled' },
  'seamless.mismatch': { status: 409, text: 'This transaction belongs to another round, game or player' },
  'sports.already_settled': { status: 409, text: HouseText.alreadySettled },
  'sports.selection_invalid': { status: 422, text: 'Choose home, draw or away' },
  'sports.result_invalid': { status: 422, text: 'Give the result: home, draw, away, a score like 2-1 or void' },
  // The sports section's slips (singles and accumulators)
  'sports.league_not_found': { status: 404, text: 'League not found' },
  'sports.market_invalid': { status: 422, text: 'Choose a market and a selection the match offers' },
  'sports.market_suspended': { status: 409, text: 'This market is suspended for now' },
  'sports.odds_changed': { status: 409, text: 'The odds have changed: the new odds are {odds}' },
  'sports.selections_count': { status: 422, text: 'A bet takes from {min} to {max} selections' },
  'sports.same_fixture': { status: 422, text: 'An accumulator takes one selection per match' },
  'sports.odds_above_maximum': { status: 422, text: 'The combined odds cannot be above {max}' },

  // Deposits and the PIX gateway
  'deposit.unavailable': { status: 503, text: MoneyText.depositsUnavailable },
  'deposit.channel_unknown': { status: 422, text: MoneyText.channelUnknown },
  'deposit.amount_below_channel_minimum': { status: 422, text: `${MoneyText.belowMin} R$ {min}` },
  'deposit.amount_above_channel_maximum': { status: 422, text: `${MoneyText.aboveMax} R$ {max}` },
  'deposit.amount_differs': { status: 422, text: 'The amount paid differs from the order' },
  'order.not_found': { status: 404, text: MoneyText.orderNotFound },
  'webhook.bad_signature': { status: 401, text: MoneyText.badSignature },
  'webhook.stale_timestamp': { status: 401, text: MoneyText.staleTimestamp },
  'idempotency.key_invalid': {
    status: 400,
    text: 'Idempotency-Key must be 1 to 128 letters, digits, dots, colons or dashes',
  },
  'idempotency.in_progress': { status: 409, text: MoneyText.idempotencyInProgress },
  'idempotency.mismatch': { status: 422, text: MoneyText.idempotencyMismatch },
  'operator.reference_used': { status: 409, text: 'This reference was already used for another credit' },
  'operator.credit_kind_unknown': { status: 422, text: 'Choose the kind of credit: correction or bonus' },
  'operator.bonus_restricted': {
    status: 409,
    text: 'This member is paused or self-excluded: a bonus cannot be credited while the restriction runs',
  },
  'operator.scenario_unknown': { status: 404, text: 'Unknown scenario: {name}' },
  'operator.scenario_required': { status: 422, text: 'Name a scenario' },
  'operator.qa_in_production': {
    status: 403,
    text: 'QA scenarios are not available in production: they make accounts with a known password and deposits nobody paid',
  },
  'operator.reference_required': { status: 422, text: 'Give a reference' },
  'operator.site_unknown': { status: 404, text: 'Unknown site: {site}' },
  'operator.legal_text_required': {
    status: 422,
    text: 'Fill in every field of the legal data (at most 300 characters)',
  },
  'operator.legal_cnpj_invalid': { status: 422, text: 'Enter a CNPJ with valid check digits' },
  'operator.legal_phone_invalid': { status: 422, text: 'Enter a phone of 8 to 20 digits, spaces, ( ) + or -' },
  'operator.legal_email_invalid': { status: 422, text: 'Enter a valid e-mail address' },
  'operator.legal_url_invalid': { status: 422, text: 'Enter an https:// address' },
  'operator.day_not_ended': {
    status: 422,
    text: 'A day can be settled only once it has ended: {day} is not over in São Paulo (today is {today})',
  },
  'operator.reference_invalid': {
    status: 422,
    text: 'Give a reference of 3 to 64 letters, digits, dots, colons or dashes',
  },

  // Withdrawals and PIX keys
  'withdrawal.password_six_digits': { status: 422, text: WithdrawText.pwdSixDigits },
  'withdrawal.password_already_set': { status: 409, text: WithdrawText.pwdAlreadySet },
  'withdrawal.password_missing': { status: 422, text: WithdrawText.pwdMissing },
  'withdrawal.password_wrong': { status: 422, text: WithdrawText.pwdWrong },
  'withdrawal.password_locked': {
    status: 429,
    text: 'Too many withdrawal password tries: try again after {until}',
  },
  'withdrawal.amount_below_minimum': { status: 422, text: `${WithdrawText.belowMin} {min}` },
  'withdrawal.amount_above_balance': { status: 422, text: `${WithdrawText.aboveMax} {max}` },
  'withdrawal.turnover_not_reached': {
    status: 422,
    text: `${WithdrawText.turnoverPrefix} {amount} ${WithdrawText.turnoverSuffix}`,
  },
  'withdrawal.not_pending': { status: 409, text: `${WithdrawText.notPending} ({status})` },
  'pix.key_type_required': { status: 422, text: WithdrawText.chooseKeyType },
  'pix.cpf_invalid': { status: 422, text: WithdrawText.invalidCpf },
  'pix.cnpj_invalid': { status: 422, text: WithdrawText.invalidCnpj },
  'pix.phone_invalid': { status: 422, text: WithdrawText.invalidPhone },
  'pix.evp_invalid': { status: 422, text: WithdrawText.invalidEvp },
  'pix.holder_name_required': { status: 422, text: WithdrawText.enterName },
  'pix.key_not_found': { status: 404, text: WithdrawText.keyNotFound },
  'pix.key_exists': { status: 422, text: WithdrawText.keyExists },
  // Money only to the member's own CPF (Portaria SPA/MF 615/2024)
  'pix.cpf_not_own': { status: 422, text: 'Use your own CPF: withdrawals go only to your CPF' },
  'pix.key_not_own_cpf': {
    status: 422,
    text: 'This PIX key is not in your CPF: withdrawals go only to PIX keys in your own CPF',
  },
  'pix.key_unconfirmed': {
    status: 422,
    text: 'The holder of this PIX key could not be confirmed: use your CPF as the PIX key',
  },
  'email.invalid': { status: 422, text: WithdrawText.invalidEmail },

  // Promotions
  'promotion.not_eligible': { status: 422, text: PromoText.notEligible },
  'promotion.already_claimed': { status: 409, text: PromoText.alreadyClaimed },
  'promotion.user_does_not_exist': { status: 409, text: PromoText.userDoesNotExist },
  'promotion.user_not_eligible': { status: 422, text: PromoText.userNotEligible },
  'promotion.not_eligible_to_receive': { status: 422, text: PromoText.notEligibleToReceive },
  'promotion.no_eligible_top_ups': { status: 422, text: PromoText.noEligibleTopUps },
  'promotion.no_qualifying_recharge': { status: 422, text: PromoText.noQualifyingRecharge },
  'promotion.rebate_awaits_settled_play': { status: 422, text: PromoText.rebateAwaitsSettledPlay },
  'promotion.no_more_spins': { status: 422, text: PromoText.noMoreSpins },
  'promotion.no_more_roll': { status: 422, text: PromoText.noMoreRoll },
  'promotion.deposit_bonus_off': { status: 403, text: 'Deposit bonuses are not offered on this site' },
  'promotion.switched_off': { status: 403, text: 'This promotion is not offered on this site' },

  // Agency
  'agency.registration_failed': { status: 422, text: AgencyText.failed },
  'agency.phone_required': { status: 422, text: AgencyText.enterPhone },
  'agency.code_required': { status: 422, text: AgencyText.enterCode },
  'agency.uid_required': { status: 422, text: AgencyText.enterUid },
  'agency.nothing_to_claim': { status: 422, text: AgencyText.nothingToClaim },
  'agency.request_gone': { status: 404, text: AgencyText.requestGone },
  'agency.request_answered': { status: 409, text: AgencyText.requestGone },

  // Information center
  'information.notification_not_found': { status: 404, text: InformationText.notificationNotFound },
  'information.title_required': { status: 422, text: InformationText.enterTitle },
  'information.body_required': { status: 422, text: InformationText.enterBody },

  // Security center
  'security.password_wrong': { status: 422, text: SecurityText.wrongPassword },
  'security.verify_first': { status: 403, text: SecurityText.verifyFirst },
  'security.password_same': { status: 422, text: SecurityText.samePassword },
  'security.email_taken': { status: 422, text: SecurityText.emailTaken },
  'security.code_wrong': { status: 422, text: SecurityText.codeWrong },

  // What is wrong with a typed value, said precisely (issue 14)
  'auth.phone_characters': { status: 422, text: 'A phone number can only have digits, spaces and + ( ) -' },
  'agency.code_characters': { status: 422, text: 'An invitation code has only letters and digits' },
  'record.range_reversed': { status: 422, text: 'The start date is after the end date' },
  'amount.not_a_number': { status: 422, text: 'Enter the amount in numbers, like 20.00' },
  'amount.not_positive': { status: 422, text: 'Enter an amount greater than zero' },
  'identity.full_name_too_long': { status: 422, text: 'Your full name can have at most 120 characters' },
  'identity.full_name_characters': {
    status: 422,
    text: 'Your full name can only have letters, spaces, hyphens and apostrophes',
  },
  // ── i25 foundation ──
  'code.wrong': { status: 422, text: 'The code is wrong or has expired; ask for a new one' },
  'code.resend_wait': { status: 429, text: 'Wait {seconds} seconds before asking for another code' },
  'code.too_many_sends': { status: 429, text: 'Too many codes asked for today; try again after {until}' },
  // ── i25 recovery ──
  'recover.channel_unknown': { status: 422, text: 'Choose SMS or e-mail' },
  'money.phone_unverified': { status: 403, text: 'Confirm your phone number by SMS before depositing' },
  'phone.already_verified': { status: 409, text: 'Your phone number is already confirmed' },
  'phone.same': { status: 422, text: 'This is already your phone number' },
  'phone.taken': { status: 409, text: 'This phone number is already registered' },
  // ── i25 two-factor ──
  'two_factor.code_required': { status: 422, text: 'Enter the code from your authenticator app' },
  'two_factor.code_wrong': { status: 422, text: 'Incorrect or expired code' },
  'two_factor.too_many_tries': { status: 429, text: 'Too many wrong codes: try again after {until}' },
  'two_factor.already_on': { status: 409, text: 'Two-factor authentication is already on' },
  'two_factor.off': { status: 409, text: 'Two-factor authentication is not on' },
  'two_factor.setup_expired': { status: 409, text: 'The setup has expired: start again' },
  'two_factor.challenge_expired': { status: 409, text: 'This login step has expired: log in again' },
  // ── i25 notices ──
  'notices.kind_unknown': { status: 422, text: 'Choose one of the notifications listed' },
  'notices.kind_twice': { status: 422, text: 'Name each notification once' },
  // ── i25 privacy ──
  'privacy.consent_version': { status: 422, text: 'The privacy notice has changed: please choose again' },
  'privacy.consent_purpose': { status: 422, text: 'Choose yes or no for each kind of storage' },
  'privacy.consent_too_often': { status: 429, text: 'Too many consent changes today: try again tomorrow' },
  'privacy.export_format': { status: 422, text: 'Choose JSON or CSV' },
  'privacy.export_too_often': {
    status: 429,
    text: 'You have downloaded your data 5 times in the last hour: try again after {until}',
  },
  // ── i26 limits ──
  'responsible.offer_answer_unknown': { status: 422, text: 'The answer must be skipped or saved' },
  'responsible.play_time_limit': {
    status: 422,
    text: 'Your daily play-time limit of {limit} minutes is reached: you can play again from {resets_at}',
  },
  // ── i26 incentives ──
  'promotion.deposit_reward_off': {
    status: 403,
    text: 'Rewards computed from deposits are not offered on this site (Lei 14.790/2023, art. 29)',
  },
  'operator.turnover_multiple_invalid': { status: 422, text: 'Enter a whole number from 0 to 100' },
  // ── i34 maximum win ──
  'operator.max_win_range': { status: 422, text: 'The maximum win per round must be from {min} to {max}' },
  'operator.turnover_regulated': {
    status: 409,
    text: 'A regulated site asks no turnover on deposits before a withdrawal: only 0 is allowed',
  },
  // ── i26 sports ──
  // ── i26 screens ──
  'withdrawal.password_guessable': {
    status: 422,
    text: 'The withdrawal password cannot be a sequence or one repeated digit (like 123456, 654321 or 111111)',
  },
  // ── i26 texts ──
  // ── i27 backoffice ──
  'operator.role_forbidden': { status: 403, text: 'Your roles do not allow this: it needs {roles}' },
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
  'audit.reason_required': { status: 422, text: 'Give a reason of 3 to 200 characters' },
  'audit.day_invalid': { status: 422, text: 'Enter days as YYYY-MM-DD' },
  'withdrawal.approved_already_by_you': {
    status: 409,
    text: 'You approved this withdrawal already: a second person must approve it',
  },
  'withdrawal.second_approval_needed': {
    status: 409,
    text: 'This withdrawal is above {threshold}: it needs a second approval before it is paid',
  },
  'withdrawal.token_cannot_approve': {
    status: 409,
    text: "Above {threshold} two named staff members approve a withdrawal: the command line's token cannot approve it",
  },
  'withdrawal.approver_cannot_pay': {
    status: 409,
    text: 'You approved this withdrawal: another person must pay it',
  },
  // ── i27 players ──
  'player.not_found': { status: 404, text: 'No such player' },
  'player.blocked_already': { status: 409, text: 'This player is blocked already' },
  'player.not_blocked': { status: 409, text: 'This player is not blocked' },
  'player.direction_unknown': { status: 422, text: 'Choose credit or debit' },
  'player.debit_above_balance': {
    status: 409,
    text: 'The debit is more than the balance of {balance}: a balance never goes below zero',
  },
  'player.note_required': { status: 422, text: 'Write a note of 1 to 2000 characters' },
  'auth.account_blocked': {
    status: 403,
    text: 'This account is blocked. Please contact support',
  },
  // ── i27 deposits ──
  'deposit.order_not_found': { status: 404, text: 'No such deposit order' },
  'deposit.not_refund': { status: 409, text: 'This deposit is not a refund' },
  'deposit.refund_sent_already': { status: 409, text: 'The gateway has taken this refund already' },
  'deposit.refund_unavailable': {
    status: 409,
    text: 'This refund cannot be asked now: no PIX gateway is configured, or the payment has no id',
  },
  'deposit.refund_failed': { status: 503, text: 'The PIX gateway did not take the refund: it will be asked again' },
  // ── i27 compliance ──
  'compliance.rule_unknown': { status: 422, text: 'No such responsible-gambling rule' },
  'compliance.rule_invalid': {
    status: 422,
    text: "Check the rule's numbers: whole numbers and amounts above zero, within their limits",
  },
  'compliance.flag_not_found': { status: 404, text: 'No such flag' },
  'compliance.flag_closed': { status: 409, text: 'The flag is closed already' },
  'compliance.note_required': { status: 422, text: 'Write what was said, in 3 to 2,000 characters' },
  'compliance.channel_unknown': { status: 422, text: 'Choose how the player was contacted' },
  'compliance.outcome_unknown': { status: 422, text: 'Choose the outcome' },
  // ── i27 sportsbook ──
  'sports.market_already_suspended': { status: 409, text: 'This market is suspended already' },
  'sports.market_not_suspended': { status: 409, text: 'This market is not suspended' },
  // ── i27 promotions ──
  'promotions.activity_unknown': { status: 422, text: 'Choose an activity from the list' },
  'promotions.lang_unknown': { status: 422, text: 'Choose one of the site languages' },
  'promotions.range_invalid': {
    status: 422,
    text: 'Choose a range of at most 366 days, the first day before the last',
  },
  'promotions.deposit_bonus_forbidden': {
    status: 409,
    text: 'A regulated site may not offer a bonus earned by depositing (Lei 14.790/2023, art. 29; Portaria SPA/MF 1.231/2024, art. 42 §1)',
  },
  'promotions.deposit_reward_forbidden': {
    status: 409,
    text: 'A regulated site may not pay a reward computed from someone’s deposit (Lei 14.790/2023, art. 29)',
  },
  'promotions.free_spin_forbidden': {
    status: 409,
    text: 'A regulated site may not offer visitors a free spin before any bet (Lei 14.790/2023, art. 29)',
  },
  'site.link_invalid': { status: 422, text: 'Enter a link inside the site, starting with /' },
  'site.text_required': { status: 422, text: 'Enter every text, within its length' },
  'site.banner_not_found': { status: 404, text: 'No such banner on this site' },
  'site.banner_order_mismatch': { status: 422, text: 'Give every banner of the site once, in the new order' },
  'site.too_many_banners': { status: 409, text: 'A site has at most 20 banners: hide or change one instead' },
  'announcements.end_invalid': { status: 422, text: 'Enter an end time in the future' },
  'announcements.not_found': { status: 404, text: 'No such announcement' },
  'announcements.ended_already': { status: 409, text: 'This announcement has ended already' },
  'notifications.target_invalid': { status: 422, text: 'Choose one player (by ID or phone) or a site' },
  'notifications.key_invalid': { status: 422, text: 'The sending needs a key of 8 to 64 letters or digits' },
  'notifications.key_reused': { status: 409, text: 'This key was used for another notification' },
  // ── i27 reports ──
  'report.range_invalid': { status: 422, text: 'Choose from 1 to {max} days, the first not after the last' },
  'report.rate_invalid': { status: 422, text: 'Give a rate from 0 to 100 percent with at most two decimals' },
  // ── i27 dashboard ──
} as const satisfies Record<string, { status: ErrorStatus; text: string }>;

export type ErrorCode = keyof typeof ERRORS;

/** The `{name}`s of a text, as a union of names. */
type NamesIn<T extends string> = T extends `${string}{${infer Name}}${infer Rest}` ? Name | NamesIn<Rest> : never;

/** The params a code's text needs: `{ max: string }` for 'withdrawal.amount_above_balance', `{}` for most. */
export type ErrorParams<C extends ErrorCode> = { [K in NamesIn<(typeof ERRORS)[C]['text']>]: string };

/** Codes whose text needs no parameter. */
export type PlainErrorCode = { [C in ErrorCode]: keyof ErrorParams<C> extends never ? C : never }[ErrorCode];

/** A refusal as it travels: its code and params (every value a string). */
export type Refusal = { error: string; params: Record<string, string> };

/** The English text of a code with its params filled in. */
export function errorText(code: ErrorCode, params: Record<string, string> = {}): string {
  return ERRORS[code].text.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(ERRORS, value);
