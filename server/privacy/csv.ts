/**
 * CSV as RFC 4180 writes it: fields separated by commas, records by CRLF, and a field that holds a comma,
 * a double quote, a CR or an LF enclosed in double quotes with its quotes doubled. A value that a
 * spreadsheet would run as a formula (starting with = + - @, tab or CR) is written with a leading
 * apostrophe, so opening a downloaded file never runs what someone typed into a name (OWASP "CSV
 * injection"); numbers and amounts ("-12.50") are left as they are.
 */

/** Excel reads a UTF-8 file as UTF-8 (accents included) only when it starts with the byte order mark. */
export const BOM = '\uFEFF';

export type CsvValue = string | number | boolean | null | undefined;

const NEEDS_QUOTES = /[",\r\n]/;
const FORMULA_START = /^[=+\-@\t\r]/;
const NUMBER = /^-?\d+(\.\d+)?$/;

/** One field, quoted when it must be. null and undefined are an empty field. */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text) && !NUMBER.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, ended by CRLF. */
export const csvRecord = (values: readonly CsvValue[]): string => `${values.map(csvField).join(',')}\r\n`;
