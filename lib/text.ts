// What a person's text holds that the eye or the database cannot: characters that draw nothing, and halves of
// UTF-16 pairs that are no character at all. Pure, without zod: the browser's forms use it too.

/**
 * Characters that draw nothing: controls, and Unicode's Default_Ignorable_Code_Point (zero-width spaces and
 * joiners, U+2060 word joiner, U+FEFF, soft hyphen, variation selectors, the Hangul fillers U+115F, U+1160,
 * U+3164 and U+FFA0), plus U+2800, the blank braille pattern, which fonts draw as an empty cell.
 */
const INVISIBLE = /[\p{Cc}\p{Default_Ignorable_Code_Point}\u2800]/gu;

/** The text without the characters that draw nothing (for checks only: joiners inside a word are kept when stored). */
export function visibleText(text: string): string {
  return text.replace(INVISIBLE, '');
}

/** Whether nothing would show: empty, spaces, or only invisible characters ('\u200B', '\u3164'). */
export function isBlankText(text: string): boolean {
  return visibleText(text).trim() === '';
}

/** Half of a UTF-16 pair without its other half (JSON's "\ud800"): no character, stored as U+FFFD. */
const LONE_SURROGATE = /\p{Cs}/u;

export function hasLoneSurrogate(text: string): boolean {
  return LONE_SURROGATE.test(text);
}

export const TEXT_MESSAGES = {
  unstorable: (field: string) => `${field} contains characters that cannot be stored`,
} as const;
