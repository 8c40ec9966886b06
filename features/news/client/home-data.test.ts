import { beforeEach, describe, expect, test } from 'vitest';
import { clearAllCopies } from '../../../lib/client-cache';
import { fakeBrowser } from '../../../tests/fake-browser';
import type { Article } from '../rules';
import { EMPTY_HOME, loadHomeLists, rememberHomeLists, type HomeLists } from './home-data';

const MINUTE = 60_000;
const lists = (title: string): HomeLists => ({ news: [{ title } as Article], press: [] });

/** The server's answers, one per call; an Error stands for a failed request. */
function server(...answers: (HomeLists | Error)[]) {
  let calls = 0;
  const load = async () => {
    const next = answers[Math.min(calls++, answers.length - 1)]!;
    if (next instanceof Error) throw next;
    return next;
  };
  return { load, calls: () => calls };
}

beforeEach(() => clearAllCopies(null));

describe('home page data in the browser', () => {
  test('[NEWS-031] the lists are reused 5 minutes from memory, then fetched again', async () => {
    const env = fakeBrowser(() => 'network-error');
    const s = server(lists('first'), lists('second'));
    expect(await loadHomeLists(env, s.load)).toEqual(lists('first'));
    env.advance(5 * MINUTE - 1);
    expect(await loadHomeLists(env, s.load)).toEqual(lists('first'));
    expect(s.calls()).toBe(1);
    env.advance(2);
    expect(await loadHomeLists(env, s.load)).toEqual(lists('second'));
    expect(s.calls()).toBe(2);
  });

  test('[NEWS-031] after a page load the stored copy serves for an hour; when the server fails it still shows, until an hour', async () => {
    const env = fakeBrowser(() => 'network-error');
    rememberHomeLists(env, lists('rendered'), env.now());
    clearAllCopies(null); // a page load: memory gone, local storage kept
    const s = server(new Error('Failed to fetch'));
    env.advance(59 * MINUTE);
    expect(await loadHomeLists(env, s.load)).toEqual(lists('rendered'));
    expect(s.calls()).toBe(0);
    clearAllCopies(null);
    env.advance(2 * MINUTE);
    // Older than an hour: the server is asked, fails, and no copy is young enough.
    expect(await loadHomeLists(env, s.load)).toEqual(EMPTY_HOME);
    expect(s.calls()).toBe(1);
  });

  test('[NEWS-015] with no copy and the server failing, both lists are empty rather than an error', async () => {
    const env = fakeBrowser(() => 'network-error');
    expect(await loadHomeLists(env, server(new Error('Server error: 500')).load)).toEqual(EMPTY_HOME);
  });
});
