import { normalizePixKey, type PixKeyType } from '../../contract/money';
import type { AppConfig } from '../config';
import type { Db, Tx } from '../db/types';
import { refusal } from '../http/envelope';
import { fieldError } from '../http/validate';
import type { PixGateway } from './gateway';
import { sandboxKeyHolder } from './sandbox';

/**
 * Money only to the member's own CPF (Portaria SPA/MF 615/2024): a withdrawal's PIX key, and a key saved
 * for withdrawals, must be held by the member's CPF.
 */

/**
 * The key's holder as the gateway's key lookup (DICT) reports it: the PSP's when the gateway has one
 * (bcb-api), else the sandbox gateway's in sandbox mode. Without a gateway to ask, only a CPF key can be
 * confirmed (its holder is that CPF).
 */
async function keyHolder(db: Db | Tx, deps: KeyLookup, type: PixKeyType, account: string): Promise<string | null> {
  if (type === 'CPF') return normalizePixKey(type, account);
  const lookup = deps.pixGateway?.keyHolder;
  if (lookup) {
    // The PSP's DICT lookup (bcb-api). Down or refusing, the key cannot be confirmed now (a CPF key can).
    try {
      return await lookup({ type, account: normalizePixKey(type, account) });
    } catch (error) {
      console.error(`The PSP's key lookup failed (${type}):`, error);
      throw fieldError('account', 'pix.key_unconfirmed');
    }
  }
  if (deps.config.sandbox) return sandboxKeyHolder(db, type, account);
  throw fieldError('account', 'pix.key_unconfirmed');
}

/** What a key lookup needs: sandbox mode (the sandbox's rule), or a gateway with a DICT lookup. */
type KeyLookup = { config: Pick<AppConfig, 'sandbox'>; pixGateway?: PixGateway | undefined };

/**
 * The member's CPF when the key is held by it; refused otherwise: identity.incomplete without a CPF,
 * pix.cpf_not_own for a CPF key of another CPF, pix.key_not_own_cpf for another holder (or a company).
 * Answers the confirmed holder's CPF, to record on the key.
 */
export async function confirmOwnKey(
  db: Db | Tx,
  deps: KeyLookup,
  memberCpf: string | null,
  key: { payment_type: PixKeyType; account: string },
): Promise<string> {
  if (memberCpf === null) throw refusal('identity.incomplete');
  const holder = await keyHolder(db, deps, key.payment_type, key.account);
  if (holder === memberCpf) return holder;
  throw fieldError('account', key.payment_type === 'CPF' ? 'pix.cpf_not_own' : 'pix.key_not_own_cpf');
}

/**
 * With a PSP's key lookup (an HTTP call): the key confirmed now, before the withdrawal's transaction locks
 * anything; answers the holder's CPF. Without one, undefined: the sandbox's rule is asked inside it.
 */
export async function confirmOwnKeyAhead(
  db: Db,
  deps: KeyLookup,
  memberCpf: string | null,
  key: { payment_type: PixKeyType; account: string },
): Promise<string | undefined> {
  if (!deps.pixGateway?.keyHolder) return undefined;
  return confirmOwnKey(db, deps, memberCpf, key);
}

/** The CPF the withdrawal names (cpf_id) must be the member's. */
export function requireOwnCpf(memberCpf: string, cpfId: string): void {
  if (cpfId.replace(/\D/g, '') !== memberCpf) throw fieldError('cpf_id', 'pix.cpf_not_own');
}
