// What a reader types into a search box, as a full-text query: every word must match (stemmed), a quoted phrase
// as a phrase ('"bitcoin etf"': the words together, in that order, as websearch_to_tsquery reads quotes), and the
// last word also as a beginning, as it may still be being typed ('bitcoin eth' finds 'Bitcoin Ethereum').
// Browser-safe: no database here.

/** The last word of a search matches as a beginning from this many characters ('b' alone would match most). */
export const SEARCH_PREFIX_MIN = 3;
/** Words of a search beyond this many are left out. */
const MAX_WORDS = 12;

/** One unit of a search: a word, or the words of a quoted phrase (`open` while its closing quote is not typed). */
interface Term {
  words: string[];
  phrase: boolean;
  open: boolean;
}

/** Anything but letters and digits splits words, as the text parser of the index does. */
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** The search's words and phrases, in order, at most MAX_WORDS words in all. Curly quotes count as quotes. */
function searchTerms(text: string): Term[] {
  const terms: Term[] = [];
  let count = 0;
  for (const match of text.replace(/[“”„‟″]/g, '"').matchAll(/"([^"]*)("?)|[^"]+/g)) {
    const quoted = match[1] !== undefined;
    const words = wordsOf(quoted ? (match[1] ?? '') : match[0]).slice(0, MAX_WORDS - count);
    count += words.length;
    if (!words.length) continue;
    if (quoted && words.length > 1) terms.push({ words, phrase: true, open: match[2] !== '"' });
    else if (quoted) terms.push({ words, phrase: false, open: match[2] !== '"' });
    else for (const word of words) terms.push({ words: [word], phrase: false, open: true });
  }
  return terms;
}

/** One word as a query term; `prefix` lets it match as a beginning too. */
function wordQuery(word: string, prefix: boolean): string {
  const star = prefix && [...word].length >= SEARCH_PREFIX_MIN ? ':*' : '';
  // The text parser reads the number in 'Layer-1' as '-1': a number also matches with its sign.
  return /^\d+$/.test(word) ? `('${word}'${star} | '-${word}'${star})` : `${word}${star}`;
}

/**
 * The search as a to_tsquery text, or null when it has no word. Only letters and digits reach it, so nothing typed
 * becomes an operator. A closed quote ends a phrase: its last word is whole.
 */
export function searchQuery(text: string): string | null {
  const terms = searchTerms(text);
  if (!terms.length) return null;
  return terms
    .map((term, t) => {
      const last = t === terms.length - 1 && term.open;
      const words = term.words.map((w, i) => wordQuery(w, last && i === term.words.length - 1));
      return term.phrase ? `(${words.join(' <-> ')})` : words[0];
    })
    .join(' & ');
}

/** The distinct words of a search, in order (what 'Did you mean' looks up). */
export const searchWords = (text: string): string[] => [
  ...new Set(searchTerms(text).flatMap((t) => t.words)),
];

/** The search as typed, with some of its words replaced (quotes, order and the rest kept). */
export const replaceSearchWords = (text: string, replacements: ReadonlyMap<string, string>): string =>
  text.replace(/[\p{L}\p{N}]+/gu, (word) => replacements.get(word.toLowerCase()) ?? word);
