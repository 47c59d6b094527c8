/**
 * The longest texts the API takes, which the web's fields stop at too. Plain constants in a
 * module of their own: a schema module runs its schema builders once it is imported, so the web
 * would carry every schema of a module it read one limit from (the sign-in screen's account
 * schema reads the part 11 limit).
 */

/** A signature request's title and message (also of a decline, withdrawal or delegation). */
export const REQUEST_TITLE_MAX_LENGTH = 500;
export const REQUEST_MESSAGE_MAX_LENGTH = 2048;

/** Part 11 texts: the signer's printed name and the meaning of the signature. */
export const PART11_TEXT_MAX_LENGTH = 200;

/** A visual signature's alias, and each of its text lines (name, company, location). */
export const VISUAL_SIGNATURE_TEXT_MAX_LENGTH = { alias: 60, line: 100 } as const;
