/**
 * The PIX BR Code ("copia e cola"): EMV-QRCPS TLV fields (id, two-digit length, value) ending with the
 * CRC16-CCITT-FALSE (polynomial 0x1021, initial 0xFFFF) of everything before it, "6304" included.
 */

export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

function tlv(id: string, value: string): string {
  const length = Buffer.byteLength(value, 'utf8');
  if (length > 99) throw new RangeError(`BR Code field ${id} is too long (${length})`);
  return `${id}${String(length).padStart(2, '0')}${value}`;
}

/** Letters, digits and spaces only, upper case, without accents: what every bank app reads. */
function plain(text: string, max: number): string {
  return text
    .normalize('NFD')
    .replace(/[^A-Za-z0-9 ]/g, '')
    .toUpperCase()
    .slice(0, max);
}

export interface BrCodeInput {
  /** The receiver's PIX key (e-mail, phone, CPF/CNPJ or random key). */
  key: string;
  merchantName: string;
  merchantCity: string;
  /** "100.00" */
  amount: string;
  /** The transaction id: up to 25 letters and digits (here the order number). */
  txid: string;
}

export function brCode(input: BrCodeInput): string {
  if (!/^[A-Za-z0-9]{1,25}$/.test(input.txid)) throw new RangeError(`Invalid txid ${input.txid}`);
  const body =
    tlv('00', '01') +
    tlv('01', '12') +
    tlv('26', tlv('00', 'br.gov.bcb.pix') + tlv('01', input.key)) +
    tlv('52', '0000') +
    tlv('53', '986') +
    tlv('54', input.amount) +
    tlv('58', 'BR') +
    tlv('59', plain(input.merchantName, 25)) +
    tlv('60', plain(input.merchantCity, 15)) +
    tlv('62', tlv('05', input.txid)) +
    '6304';
  return body + crc16(body);
}

/**
 * The BR Code of a charge kept at a PSP (a "dynamic" code): point of initiation 12 (used once), the
 * charge's location (field 26-25, the payload URL without its scheme) instead of a key, no amount (the
 * payer's bank reads it at the location), txid "***" (BCB's Manual de Padrões para Iniciação do Pix).
 */
export function dynamicBrCode(input: { location: string; merchantName: string; merchantCity: string }): string {
  const location = input.location.replace(/^https?:\/\//, '');
  const body =
    tlv('00', '01') +
    tlv('01', '12') +
    tlv('26', tlv('00', 'br.gov.bcb.pix') + tlv('25', location)) +
    tlv('52', '0000') +
    tlv('53', '986') +
    tlv('58', 'BR') +
    tlv('59', plain(input.merchantName, 25)) +
    tlv('60', plain(input.merchantCity, 15)) +
    tlv('62', tlv('05', '***')) +
    '6304';
  return body + crc16(body);
}

/** Reads the top-level fields of a BR Code (for the tests and the checkout page). */
export function parseTlv(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const length = Number(text.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(length)) throw new RangeError(`Bad TLV at ${at}`);
    fields.set(id, text.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}
