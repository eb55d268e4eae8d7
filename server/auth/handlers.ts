import { clearedMember, requireClearCpf } from '../regulator/standing';
import { eq } from 'drizzle-orm';
import type * as v from 'valibot';
import {
  DEFAULT_LOCALE,
  isLocale,
  normalizeLanguageCode,
  ServerText,
  TwoFactorText,
  type Login2Body,
  type Register2Body,
  type TokenData,
} from '../../contract';
import { blockInForce } from '../backoffice/players/blocks';
import type { AppDeps } from '../config';
import { isUniqueViolation } from '../db/errors';
import { members } from '../db/schema';
import { ApiError, refusal } from '../http/envelope';
import { clientAddress, requestHost, type AppContext } from '../http/env';
import { fieldError } from '../http/validate';
import { sha256Hex } from '../lib/hash';
import { createMember } from '../members/create';
import { checkAge, checkCpfFree, cpfTaken } from '../members/identity';
import { siteByHost } from '../site/resolve';
import { twoFactorOn } from '../two-factor/codes';
import { makeChallenge } from '../two-factor/login';
import { completeLogin } from './complete-login';
import { isKnownDevice, rememberDevice } from './devices';
import { dummyHash, hashPassword, verifyPassword } from './passwords';
import {
  loginLocked,
  loginSucceeded,
  registrationLocked,
  registrationSucceeded,
  takeLoginAttempt,
  takeRegistrationAttempt,
} from './rate-limit';
import { createSession, idleLimitSeconds } from './sessions';

type Out<T extends v.GenericSchema> = v.InferOutput<T>;

interface Attempt<TBody> {
  c: AppContext;
  deps: AppDeps;
  now: Date;
  body: TBody;
  query: { lang?: string | undefined };
  captchaPassed: boolean;
}

const phoneTaken = () =>
  new ApiError(
    'auth.phone_taken',
    {},
    { errors: { phone: ServerText.phoneTaken } },
    {
      fields: { phone: { error: 'auth.phone_taken', params: {} } },
    },
  );

/** expires_in: how long the token lasts without activity on the member's site. */
async function tokenData(deps: AppDeps, siteId: number, token: string): Promise<TokenData> {
  return { access_token: token, token_type: 'Bearer', expires_in: await idleLimitSeconds(deps.db, siteId) };
}

/** The first of the candidates that is an interface language ("PT1" counts as "pt"), else pt. */
function chosenLanguage(...candidates: (string | undefined)[]): string {
  for (const candidate of candidates) {
    const code = candidate ? normalizeLanguageCode(candidate) : '';
    if (isLocale(code)) return code;
  }
  return DEFAULT_LOCALE;
}

/**
 * Registers a member. Whether a phone or a CPF is already a member's is said last: after every other check
 * (the schema's, the age, the invitation code), after the captcha, and only within the registration limit
 * per address and device (auth/rate-limit.ts). So a refusal for anything else never tells whether someone is
 * registered, and asking it costs a solved captcha and one of a few attempts.
 */
export async function register({ c, deps, now, body, query, captchaPassed }: Attempt<Out<typeof Register2Body>>) {
  const { db } = deps;
  const address = clientAddress(c, deps.config.trustProxy);
  const device = body.device_id;
  if (await registrationLocked(db, address, device, now)) throw refusal('auth.too_many_attempts');

  checkAge(body, now);
  let inviterId: number | null = null;
  const inviteCode = body.invite_code?.toUpperCase();
  if (inviteCode) {
    const [inviter] = await db.select({ id: members.id }).from(members).where(eq(members.inviteCode, inviteCode));
    if (!inviter) throw fieldError('invite_code', 'auth.invite_code_unknown');
    inviterId = inviter.id;
  }
  if (!captchaPassed) throw fieldError('captcha', 'auth.captcha_again');

  // Counted before the question is asked, atomically: concurrent attempts cannot slip past the limit.
  if (!(await takeRegistrationAttempt(db, address, device, now))) throw refusal('auth.too_many_attempts');
  const [taken] = await db.select({ id: members.id }).from(members).where(eq(members.phone, body.phone));
  if (taken) throw phoneTaken();
  await checkCpfFree(db, body.cpf);
  // The regulator's check of the CPF, last (it tells about a person): a flag or no answer refuses.
  const checkId = await requireClearCpf(
    deps,
    { memberId: null, cpf: body.cpf, birthDate: body.birth_date, occasion: 'registration' },
    now,
  );

  const site = await siteByHost(db, requestHost(c));
  const passwordHash = await hashPassword(body.password, deps.random, `register:${address}#${device ?? 'none'}`);
  try {
    const token = await db.transaction(async (tx) => {
      const member = await createMember(
        tx,
        deps,
        {
          siteId: site.id,
          phone: body.phone,
          passwordHash,
          inviterId,
          lang: chosenLanguage(body.lang, query.lang),
          registerIp: address,
          identity: { realname: body.realname, cpf: body.cpf, birthDate: body.birth_date, email: body.email },
        },
        now,
      );
      await clearedMember(tx, member.id, checkId, now);
      // Registering is the first login: this browser is the member's.
      await rememberDevice(tx, member.id, device, now);
      return createSession({ ...deps, db: tx }, member.id, now, device);
    });
    await registrationSucceeded(db, address, device, now);
    return { data: await tokenData(deps, site.id, token), message: ServerText.registered };
  } catch (error) {
    // Two registrations of one phone at the same moment: the unique index decides.
    if (isUniqueViolation(error, 'members_phone_unique')) throw phoneTaken();
    if (isUniqueViolation(error, 'members_cpf_unique')) throw cpfTaken();
    throw error;
  }
}

export async function login({ c, deps, now, body, captchaPassed }: Attempt<Out<typeof Login2Body>>) {
  const { db } = deps;
  const address = clientAddress(c, deps.config.trustProxy);
  const knownDevice = await isKnownDevice(db, body.phone, body.device_id, now);
  const place = { address, device: body.device_id ? sha256Hex(body.device_id) : null, knownDevice };
  const tooMany = () => refusal('auth.too_many_attempts');
  if (await loginLocked(db, body.phone, place, now)) throw tooMany();
  // A wrong captcha checks no password and counts nothing (else anyone could lock a phone for free).
  if (!captchaPassed) throw fieldError('captcha', 'auth.captcha_again');
  // Counted before the (slow) password check, atomically: concurrent attempts cannot slip past the limit.
  if (!(await takeLoginAttempt(db, body.phone, place, now))) throw tooMany();

  const [member] = await db.select().from(members).where(eq(members.phone, body.phone));
  // An unknown phone costs the same scrypt time as a known one.
  const passwordOk = await verifyPassword(
    body.password,
    member?.passwordHash ?? dummyHash(),
    `login:${address}#${place.device ?? 'none'}`,
  );
  if (!member || !passwordOk) throw fieldError('password', 'auth.wrong_credentials');
  // Said only to whoever knows the password: a closed account is not revealed by its phone alone.
  if (member.closedAt) throw refusal('auth.account_closed');
  // Blocked by the staff: said, like a closure, only to whoever knows the password.
  if (await blockInForce(db, member.id)) throw refusal('auth.account_blocked');

  await loginSucceeded(db, body.phone, place, now);
  const lang = chosenLanguage(body.lang, member.lang);
  // Two-factor on and a device not known: no session yet, but the step that asks the code.
  if (!knownDevice && (await twoFactorOn(db, member.id))) {
    return { data: await makeChallenge(deps, member, body.device_id, lang, now), message: TwoFactorText.challenge };
  }
  const token = await completeLogin(
    deps,
    member,
    { deviceId: body.device_id, knownDevice, userAgent: c.req.header('user-agent'), lang },
    now,
  );
  return { data: await tokenData(deps, member.siteId, token), message: ServerText.loggedIn };
}
