/**
 * The shape of a refusal's declaration. Each area declares the refusals its endpoints answer once, in
 * `contract/<area>.refusals.ts`: the stable code (the envelope's `error`), the HTTP status it answers and
 * the English text, with `{name}` where a parameter goes (the envelope's `params`). contract/errors.ts
 * gathers them. These files import nothing but this one, so the full list can be typed from them while
 * every area's endpoints and schemas are typed from the full list, without a circle.
 */

/** The HTTP statuses a refusal answers with. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 500 | 503;

/** An area's refusals, by code: `'area.what': { status, text }`. */
export type RefusalDeclarations = Record<string, { status: ErrorStatus; text: string }>;

/**
 * The English text of a declared refusal, for an area's text object that names it (`ServerText.captchaAgain`)
 * instead of repeating the sentence. A call without side effects: a bundle that does not use the text
 * object carries neither it nor the declarations.
 */
/*#__NO_SIDE_EFFECTS__*/
export function textOf<T extends RefusalDeclarations, C extends keyof T>(declarations: T, code: C): T[C]['text'] {
  return declarations[code]!.text;
}
