// What a person's text holds that the eye or the database cannot: characters that draw nothing, marks that turn
// text around, and halves of UTF-16 pairs that are no character at all. Pure, without zod: the browser's forms use it too.

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

/**
 * Unicode's format characters (Cf) and line and paragraph separators: the overrides, embeddings, isolates and marks
 * that turn text around (U+202A..202E, U+2066..2069, U+200E, U+200F, U+061C: U+202E makes 'evil' read 'live'),
 * zero-width spaces (U+200B), the word joiner U+2060, U+FEFF, the soft hyphen, and Unicode's tags.
 */
const FORMAT = /[\p{Cf}\p{Zl}\p{Zp}]/u;
const JOINERS = new Set(['\u200C', '\u200D']);
/** A character a joiner may stand beside: one that shows, outside ASCII. */
const joinable = (ch: string | undefined) =>
  ch !== undefined && ch > '\u007F' && !FORMAT.test(ch) && !/\s/u.test(ch);

/**
 * Whether text holds a character that is invisible or changes the direction of what follows it, so that a name
 * would show other than it is. The joiners U+200C and U+200D pass between two characters outside ASCII (Persian
 * and Indic words, emoji sequences such as 👩‍💻 need them); anywhere else they only hide something.
 */
export function hasHiddenFormatting(text: string): boolean {
  const chars = [...text];
  return chars.some((ch, i) => {
    if (!FORMAT.test(ch)) return false;
    return !JOINERS.has(ch) || !joinable(chars[i - 1]) || !joinable(chars[i + 1]);
  });
}

/** Half of a UTF-16 pair without its other half (JSON's "\ud800"): no character, stored as U+FFFD. */
const LONE_SURROGATE = /\p{Cs}/u;

export function hasLoneSurrogate(text: string): boolean {
  return LONE_SURROGATE.test(text);
}

export const TEXT_MESSAGES = {
  unstorable: (field: string) => `${field} contains characters that cannot be stored`,
} as const;
