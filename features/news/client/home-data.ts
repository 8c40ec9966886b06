// The home page's lists in the browser: reused 5 minutes from memory and, after a page load, an hour from local
// storage; when the server cannot be reached, the last copy under an hour old; else empty lists (each list then
// shows its empty text).
import { CACHE_POLICIES, cachedLoad, storeCopy, type ClientEnv } from '../../../lib/client-cache';
import type { Article } from '../rules';

export interface HomeLists {
  news: Article[];
  press: Article[];
}

export const EMPTY_HOME: HomeLists = { news: [], press: [] };

export function loadHomeLists(env: ClientEnv, fromServer: () => Promise<HomeLists>): Promise<HomeLists> {
  return cachedLoad(env, CACHE_POLICIES.home, '', fromServer).then(
    (copy) => copy.data,
    () => EMPTY_HOME,
  );
}

/** Keeps the lists the server rendered the page with, so an in-site return home needs no request. */
export function rememberHomeLists(env: ClientEnv, lists: HomeLists, at: number) {
  if (lists.news.length || lists.press.length) storeCopy(env, CACHE_POLICIES.home, '', lists, at);
}
