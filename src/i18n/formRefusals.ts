import { msg } from '@lingui/core/macro';
import { registerRefusals } from './refusals';

/**
 * The refusals of the forms (logging in and registering, the identity, a password, an e-mail) and of a game or an
 * order asked for: known once the later pages' texts have loaded (./screenTexts.ts) or the login form has
 * (src/features/auth/AuthForm.tsx), so the first page carries neither them nor their texts.
 */
registerRefusals({
  'auth.phone_invalid': msg`Please enter the correct mobile phone number.`,
  'auth.phone_characters': msg`A phone number can only have digits, spaces and + ( ) -`,
  'auth.password_too_short': msg`Password must be at least 6 characters`,
  'auth.passwords_differ': msg`Passwords did not match`,
  'auth.captcha_again': msg`Please obtain the verification code again`,
  'auth.phone_taken': msg`This phone number is already registered`,
  'auth.wrong_credentials': msg`Incorrect phone number or password`,
  'auth.invite_code_unknown': msg`Invitation code not found`,
  'security.password_wrong': msg`Incorrect password`,
  'identity.full_name_required': msg`Enter your full name`,
  'identity.full_name_too_long': msg`Your full name can have at most 120 characters`,
  'identity.full_name_characters': msg`Your full name can only have letters, spaces, hyphens and apostrophes`,
  'identity.cpf_invalid': msg`Please enter a valid CPF`,
  'identity.cpf_taken': msg`This CPF is already registered`,
  'identity.birth_date_invalid': msg`Enter your date of birth`,
  'identity.underage': msg`You must be 18 or older to register`,
  'identity.terms_required': msg`Accept the terms and the privacy policy to continue`,
  'identity.incomplete': msg`Complete your registration (full name, CPF and date of birth) before depositing or playing`,
  'email.invalid': msg`Please enter a valid e-mail`,
  'game.not_found': msg`Game not found`,
  'game.not_available': msg`This game is not available yet`,
  'order.not_found': msg`Order not found`,
});
