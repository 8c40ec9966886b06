// 'Did you mean': for a search that finds nothing or next to nothing, the closest words of the stories' titles and
// summaries (news_search_words, kept by triggers; trigram similarity, pg_trgm). It runs only after such a search,
// never on the way to results.
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../platform/db.server';
import { replaceSearchWords, searchWords } from './search-query';

/** A search that finds fewer stories than this is offered a better spelling, when one finds more. */
export const SUGGEST_BELOW = 3;
/** Trigram similarity a replacement needs ('bitcon' and 'bitcoin' 0.5, 'etherum' and 'ethereum' 0.55). */
const MIN_SIMILARITY = 0.4;
/** A word the stories use is replaced only by one they use this many times as often ('bitcon' in one title). */
const MORE_COMMON = 20;

/** Close words asked of the trigram index per word; the fewest edits away among them wins. */
const CANDIDATES = 5;

interface Candidate {
  word: string;
  own: number;
  close: string[] | null;
  counts: number[] | null;
}

/**
 * Letters to add, remove, change or swap with a neighbour to turn one word into the other (optimal string
 * alignment). Trigrams find the close words fast, but rank 'ether' over 'ethereum' for 'etherum'; edits do not.
 */
export function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  const d = Array.from({ length: x.length + 1 }, (_, i) =>
    Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= x.length; i++) {
    for (let j = 1; j <= y.length; j++) {
      const row = d[i] ?? [];
      const up = d[i - 1] ?? [];
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let best = Math.min((up[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (up[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1])
        best = Math.min(best, (d[i - 2]?.[j - 2] ?? 0) + 1);
      row[j] = best;
    }
  }
  return d[x.length]?.[y.length] ?? 0;
}

/** The closest of the candidates: fewest edits, then the most used, then the index's order (most similar). */
function closest(word: string, close: readonly string[], counts: readonly number[]) {
  let pick: { word: string; articles: number; edits: number } | null = null;
  for (const [i, candidate] of close.entries()) {
    const edits = editDistance(word, candidate);
    const articles = counts[i] ?? 0;
    if (!pick || edits < pick.edits || (edits === pick.edits && articles > pick.articles))
      pick = { word: candidate, articles, edits };
  }
  return pick;
}

/**
 * The search with its unknown or rare words replaced by the closest common ones, or null when no word has a
 * better spelling. Words with digits, or shorter than 3 letters, stay as they are.
 */
export async function suggestSpelling(db: Db, text: string): Promise<string | null> {
  const words = searchWords(text).filter((w) => /^\p{L}{3,30}$/u.test(w));
  if (!words.length) return null;
  const rows = await queryRows<Candidate>(
    db,
    sql`select q.word, coalesce(known.articles, 0)::int as own, best.close, best.counts
        from unnest(${sql.param(words)}::text[]) as q(word)
        left join news_search_words known on known.word = q.word
        left join lateral (
          select array_agg(c.word order by c.rank) as close, array_agg(c.articles order by c.rank) as counts
          from (
            select w.word, w.articles,
                   row_number() over (order by similarity(w.word, q.word) desc, w.articles desc, w.word) as rank
            from news_search_words w
            where w.word % q.word and w.word <> q.word and similarity(w.word, q.word) >= ${MIN_SIMILARITY}
            order by rank
            limit ${CANDIDATES}
          ) c
        ) best on true`,
  );
  const replacements = new Map<string, string>();
  for (const row of rows) {
    const best = closest(row.word, row.close ?? [], row.counts ?? []);
    if (best && (row.own === 0 || best.articles >= MORE_COMMON * row.own))
      replacements.set(row.word, best.word);
  }
  return replacements.size ? replaceSearchWords(text, replacements) : null;
}
