import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { NEWS_CATEGORIES } from '../../features/news/categories';
import { NEWSLETTER_MESSAGES } from '../../features/newsletter/rules';
import { LOAD_FAILED_SERVER, LOAD_FAILED_TITLE } from '../../app/shell/load-failed';
import { adminToken, mailedLink, newEmail } from './accounts';
import {
  baseURL,
  hydrated,
  launchBrowser,
  openPage,
  pageErrors,
  screenshot,
  seriousViolations,
  settled,
} from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

interface Item {
  id: number;
  slug: string;
  title: string;
  category: string;
  views: number;
  article_type: string;
}
async function apiList(path: string): Promise<Item[]> {
  const res = await fetch(`${baseURL()}${path}`);
  return ((await res.json()) as { data: Item[] }).data;
}

const column = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function home(page: Page, query = '') {
  await page.goto(`/${query}`);
  await hydrated(page);
  await page.getByRole('heading', { name: 'Latest News' }).waitFor();
}

describe('home page', () => {
  test('[NEWS-001] [NEWS-002] [NEWS-007] the chips filter every section to one category, and All shows every one', async () => {
    const page = await openPage(browser);
    await home(page);
    const chips = page.getByRole('group', { name: 'Categories' }).getByRole('button');
    expect(await chips.allTextContents()).toEqual(['All', ...NEWS_CATEGORIES]);
    for (const name of ['Top Stories', 'Latest News', 'Latest Press Releases'])
      await expect.poll(() => page.getByRole('heading', { name, level: 2 }).count()).toBe(1);
    const categoriesShown = () =>
      page
        .locator('main article span.uppercase')
        .evaluateAll((els) => [...new Set(els.map((e) => e.textContent))]);
    expect((await categoriesShown()).length).toBeGreaterThan(3);
    await page.getByRole('button', { name: 'Mining', exact: true }).click();
    await expect.poll(() => page.url()).toContain('category=Mining');
    await expect.poll(categoriesShown).toEqual(['Mining']);
    expect(await page.getByRole('button', { name: 'Mining', exact: true }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await screenshot(page, 'home-mining');
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await expect.poll(async () => (await categoriesShown()).length).toBeGreaterThan(3);
    expect(await pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  test('each chip is a step in the history: Back returns to the chip before, then to the unfiltered page', async () => {
    const page = await openPage(browser);
    await page.goto('/about');
    await home(page);
    const pressed = () =>
      page.getByRole('group', { name: 'Categories' }).locator('button[aria-pressed="true"]').textContent();
    await page.getByRole('button', { name: 'Mining', exact: true }).click();
    await expect.poll(pressed).toBe('Mining');
    await page.getByRole('button', { name: 'DeFi', exact: true }).click();
    await expect.poll(pressed).toBe('DeFi');
    await page.goBack();
    await expect.poll(() => new URL(page.url()).search).toBe('?category=Mining');
    await expect.poll(pressed).toBe('Mining');
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe('/');
    await expect.poll(pressed).toBe('All');
    expect(await pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  test('[NEWS-005] [NEWS-016] Top Stories is a hero story and 3 featured stories of the chosen category', async () => {
    const page = await openPage(browser);
    await home(page, '?category=DeFi');
    const top = page.getByRole('region', { name: 'Top Stories' });
    expect(await top.getByRole('heading', { level: 3 }).count()).toBe(4);
    expect(await top.getByRole('list', { name: 'Featured stories' }).getByRole('listitem').count()).toBe(3);
    const defi = (await apiList('/api/crypto-news/list?limit=120&category=DeFi')).map((a) => a.title);
    for (const title of await top.getByRole('heading', { level: 3 }).allTextContents())
      expect(defi).toContain(title);
    await page.context().close();
  });

  test('[NEWS-008] [NEWS-009] [NEWS-010] [NEWS-012] [NEWS-013] lists show 4, Load More adds 4, and View All replaces it by the spec’s rules', async () => {
    const page = await openPage(browser);
    await home(page, '?category=Bitcoin');
    const news = (await apiList('/api/crypto-news/list?limit=120&category=Bitcoin')).length;
    const press = (await apiList('/api/press-releases/list?limit=120&category=Bitcoin')).length;
    expect(news).toBe(8);
    expect(press).toBe(6);
    const newsColumn = column(page, 'Latest News');
    const pressColumn = column(page, 'Latest Press Releases');
    expect(await newsColumn.getByRole('listitem').count()).toBe(4);
    expect(await pressColumn.getByRole('listitem').count()).toBe(4);
    // News: 4 < 8 - 3, so Load More shows; after it, 8 >= 5 and View All News replaces it.
    await newsColumn.getByRole('button', { name: 'Load More News' }).click();
    expect(await newsColumn.getByRole('listitem').count()).toBe(8);
    expect(await newsColumn.getByRole('button', { name: 'Load More News' }).count()).toBe(0);
    expect(await newsColumn.getByRole('link', { name: 'View All News' }).getAttribute('href')).toBe(
      '/news?category=Bitcoin',
    );
    // The keyboard's place moved to the first story Load More added.
    expect(
      await page.evaluate(() => document.activeElement?.closest('li')?.parentElement?.children.length),
    ).toBe(8);
    expect(
      await newsColumn
        .getByRole('listitem')
        .nth(4)
        .getByRole('link')
        .evaluate((a) => a === document.activeElement),
    ).toBe(true);
    // Press: 4 < 6 - 1, so Load More shows; after it all 6 show and View All Press Releases replaces it.
    await pressColumn.getByRole('button', { name: 'Load More Press Releases' }).click();
    expect(await pressColumn.getByRole('listitem').count()).toBe(6);
    expect(
      await pressColumn.getByRole('link', { name: 'View All Press Releases' }).getAttribute('href'),
    ).toBe('/press-releases?category=Bitcoin');
    await page.context().close();
  });

  test('[NEWS-017] [NEWS-018] Trending Now shows the 5 most viewed stories with their real view counts', async () => {
    const page = await openPage(browser);
    await home(page);
    const all = [
      ...(await apiList('/api/crypto-news/list?limit=120')),
      ...(await apiList('/api/press-releases/list?limit=120')),
    ].sort((a, b) => b.views - a.views);
    const trending = page.getByRole('region', { name: 'Trending Now' });
    expect(await trending.getByRole('link').allTextContents()).toEqual(all.slice(0, 5).map((a) => a.title));
    const figures = await trending.locator('p').allTextContents();
    expect(figures[0]).toBe(`${(all[0]!.views / 1000).toFixed(1).replace(/\.0$/, '')}K views`);
    await page.context().close();
  });

  test('[NEWS-003] [NEWS-004] Enter in the search box opens /news?search= with the text encoded; empty text does nothing', async () => {
    const page = await openPage(browser);
    await home(page);
    const box = page.getByRole('searchbox', { name: 'Search news' });
    await box.press('Enter');
    await box.fill('   ');
    await box.press('Enter');
    await box.fill('bitcoin mining');
    // A navigation the empty Enters set off would have asked for its page's data and been made by now.
    await settled(page);
    expect(new URL(page.url()).pathname).toBe('/');
    await box.press('Enter');
    await page.waitForURL('**/news?search=bitcoin%20mining');
    await page.getByRole('heading', { name: 'Crypto News', level: 1 }).waitFor();
    await expect
      .poll(() => page.getByRole('status').first().textContent())
      .toMatch(/results? for “bitcoin mining”/);
    const first = await page.locator('main article h2').first().textContent();
    expect(first).toMatch(/bitcoin|min(ing|ers)/i);
    await screenshot(page, 'news-search');
    await page.context().close();
  });

  test('[NEWS-006] [NEWS-011] [NEWS-014] [NEWS-015] when the lists cannot load, each shows its empty text, not an error', async () => {
    const page = await openPage(browser);
    // The home page's data call fails (also the navigation links' prefetch of it), and the browser holds no copy.
    await page.route('**/_.data**', (r) => r.abort());
    await page.goto('/about');
    await hydrated(page);
    await page.getByRole('link', { name: 'Home', exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.getByText('No news articles found.').count()).toBe(1);
    expect(await page.getByText('No press releases found.').count()).toBe(1);
    expect(await page.getByText('No articles found for this category.').count()).toBeGreaterThan(0);
    expect(await pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  test('[NEWS-021] while the lists load the skeleton shows, with the category buttons disabled', async () => {
    const page = await openPage(browser);
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/_.data**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/about');
    await hydrated(page);
    await page.getByRole('link', { name: 'Home', exact: true }).first().click();
    const skeleton = page.getByTestId('home-skeleton');
    await skeleton.waitFor();
    expect(await skeleton.locator('.aspect-video').count()).toBe(4);
    const chips = page.getByRole('group', { name: 'Categories' }).getByRole('button');
    expect(await chips.evaluateAll((els) => els.every((e) => (e as HTMLButtonElement).disabled))).toBe(true);
    release();
    await page.getByRole('heading', { name: 'Latest News' }).waitFor();
    expect(await skeleton.count()).toBe(0);
    await page.context().close();
  });

  test('[NEWS-020] the introduction links into the site', async () => {
    const page = await openPage(browser);
    await home(page);
    const intro = page.getByRole('region', { name: 'About Blockcast' });
    const links = await intro.getByRole('link').evaluateAll((els) => els.map((e) => e.getAttribute('href')));
    expect(links).toEqual(
      expect.arrayContaining(['/news', '/press-releases', '/markets', '/top-movers', '/analysis', '/shows']),
    );
    await page.context().close();
  });

  test('the home page has no serious accessibility violation in either theme, and no sideways scroll from 320 px', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await openPage(browser, { colorScheme });
      await home(page);
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    }
    for (const width of [320, 375, 768, 1024, 1440]) {
      const page = await openPage(browser, { viewport: { width, height: 800 } });
      await home(page);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      await page.context().close();
    }
  });
});

describe('scrolling bar', () => {
  test('[NEWS-036] [NEWS-039] [PERF-010] the bar shows 10 news and 5 press headlines, press opening its release (which hints the press list ahead)', async () => {
    const page = await openPage(browser);
    await page.goto('/about');
    await hydrated(page);
    const bar = page.getByRole('region', { name: 'Latest news and press releases' });
    const links = bar.locator('a[data-headline]');
    const hrefs = await links.evaluateAll((els) => els.map((e) => e.getAttribute('href')!));
    expect(hrefs.filter((h) => h.startsWith('/press-releases/'))).toHaveLength(5);
    expect(hrefs.filter((h) => h.startsWith('/news/'))).toHaveLength(10);
    const press = links.filter({ hasText: /^Press/ }).first();
    const title = (await press.textContent())!.replace(/^Press/, '');
    await press.focus();
    await press.press('Enter');
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await screenshot(page, 'press-release-from-bar');
    // [PERF-010] The release's page hints the browser to fetch the press-releases list ahead.
    await expect
      .poll(() =>
        page.locator('link[rel="prefetch"]').evaluateAll((ls) => ls.map((l) => l.getAttribute('href'))),
      )
      .toContain('/press-releases.data?_routes=articles-press_release');
    await page.context().close();
  });

  test('[NEWS-037] [NEWS-038] [NEWS-040] every 5 minutes the bar fetches 10 news and 10 press; when that fails the last headlines stay', async () => {
    const page = await openPage(browser);
    await page.clock.install();
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/list?')) asked.push(new URL(r.url()).pathname + new URL(r.url()).search);
    });
    await page.goto('/about');
    await hydrated(page);
    const bar = page.getByRole('region', { name: 'Latest news and press releases' });
    const before = await bar.locator('a[data-headline]').allTextContents();
    await page.clock.runFor(5 * 60_000 + 1000);
    await expect
      .poll(() => asked)
      .toEqual(
        expect.arrayContaining(['/api/crypto-news/list?limit=10', '/api/press-releases/list?limit=10']),
      );
    await page.route('**/api/crypto-news/list**', (r) => r.abort());
    const failed = page.waitForEvent('requestfailed', (r) =>
      r.url().includes('/api/crypto-news/list?limit=10'),
    );
    await page.clock.runFor(5 * 60_000 + 1000);
    // The refresh's news call has failed, and the page has had that failure and the press answer.
    await failed;
    await settled(page);
    const after = await bar.locator('a[data-headline]').allTextContents();
    expect([...after].sort()).toEqual([...before].sort());
    expect(after.join(' ')).not.toMatch(/sample/i);
    await page.context().close();
  });
});

describe('articles', () => {
  test('[CONST-005] [CONST-006] an article opens from the lists, counts one view per reader a day, and shares an encoded link with a 2-second confirmation', async () => {
    const page = await openPage(browser, { permissions: ['clipboard-read', 'clipboard-write'] });
    await page.goto('/news?category=Ethereum');
    await hydrated(page);
    const first = page.locator('main article h2 a').first();
    const title = (await first.textContent())!;
    const slug = (await first.getAttribute('href'))!.split('/').pop()!;
    const views = async () =>
      ((await (await fetch(`${baseURL()}/api/crypto-news/${slug}`)).json()) as { data: { views: number } })
        .data.views;
    const before = await views();
    /** The page's next view sent to the server, answered: whether it counted. */
    const nextView = () =>
      page
        .waitForResponse(
          (r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/view'),
        )
        .then(async (r) => ((await r.json()) as { counted: boolean }).counted);
    const opened = nextView();
    await first.click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await opened).toBe(true);
    await expect.poll(views).toBe(before + 1);
    const reloaded = nextView();
    await page.reload();
    await hydrated(page);
    // The reload's view has been answered, and did not count again.
    expect(await reloaded).toBe(false);
    expect(await views()).toBe(before + 1);
    const href = (await page.getByRole('link', { name: /^X/ }).getAttribute('href'))!;
    expect(href).toContain(encodeURIComponent(`/news/${slug}`));
    expect(href).toContain(`text=${encodeURIComponent(title)}`);
    await page.clock.install();
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect.poll(() => page.getByText('Link copied!').count()).toBe(1);
    await page.clock.runFor(2_100);
    await expect.poll(() => page.getByText('Link copied!').count()).toBe(0);
    expect(await pageErrors(page)).toEqual([]);
    await page.context().close();
  });
});

describe('Daily Crypto Brief', () => {
  test('[NEWS-041] [NEWS-042] [NEWS-043] the browser stops a malformed address; a valid one is asked to confirm, and the mailed link confirms it (once used, it says so)', async () => {
    const page = await openPage(browser);
    page.setDefaultTimeout(10_000);
    await home(page);
    const form = page.getByRole('region', { name: 'Daily Crypto Brief' });
    const field = form.getByRole('textbox', { name: 'E-mail address' });
    expect(await field.getAttribute('type')).toBe('email');
    expect(await field.getAttribute('required')).not.toBeNull();
    let posted = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/newsletter/subscribe')) posted++;
    });
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await field.fill('not-an-address');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    expect(await field.evaluate((e) => (e as HTMLInputElement).validity.valid)).toBe(false);
    expect(posted).toBe(0);
    const email = newEmail('brief');
    await field.fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect.poll(() => form.getByRole('status').textContent()).toBe(NEWSLETTER_MESSAGES.pending);
    await page.goto(await mailedLink(email, '/newsletter/confirm'));
    await page.getByRole('button', { name: 'Confirm subscription' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toBe(NEWSLETTER_MESSAGES.confirmed);
    // The link used once more says so, rather than calling itself invalid.
    await page.goto(await mailedLink(email, '/newsletter/confirm'));
    await page.getByRole('button', { name: 'Confirm subscription' }).click();
    await expect
      .poll(() => page.getByRole('status').textContent())
      .toBe(NEWSLETTER_MESSAGES.alreadyConfirmed);
    await page.goto(await mailedLink(email, '/newsletter/unsubscribe'));
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toBe(NEWSLETTER_MESSAGES.unsubscribed);
    await page.context().close();
  });

  test('on a 320 px phone, confirming with the keyboard leaves focus on the answer, not on the page', async () => {
    const page = await openPage(browser, { viewport: { width: 320, height: 640 } });
    const email = newEmail('brief-keys');
    const res = await page.request.post('/api/newsletter/subscribe', { data: { email } });
    expect(res.status()).toBe(202);
    await page.goto(await mailedLink(email, '/newsletter/confirm'));
    await hydrated(page);
    const button = page.getByRole('button', { name: 'Confirm subscription' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('status').textContent()).toBe(NEWSLETTER_MESSAGES.confirmed);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe(NEWSLETTER_MESSAGES.confirmed);
    await screenshot(page, 'newsletter-confirmed-320');
    await page.context().close();
  });
});

describe('moving around', () => {
  test('a navigation within the site opens the section asked for (its data request names the same page)', async () => {
    const page = await openPage(browser);
    await page.goto('/about');
    await hydrated(page);
    await page.locator('footer').getByRole('link', { name: 'Press Releases' }).click();
    await page.getByRole('heading', { level: 1, name: 'Press Releases' }).waitFor();
    const first = await page.locator('main article h2 a').first().getAttribute('href');
    expect(first).toMatch(/^\/press-releases\//);
    await page.locator('footer').getByRole('link', { name: 'Tutorials' }).click();
    await page.getByRole('heading', { level: 1, name: 'Tutorials' }).waitFor();
    expect(await page.locator('main article h2 a').first().getAttribute('href')).toMatch(/^\/tutorials\//);
    expect(await pageErrors(page)).toEqual([]);
    await page.context().close();
  });
});

describe('ads', () => {
  test('without an ad network configured, the home page has no ad slot and loads no ad script', async () => {
    const page = await openPage(browser);
    await home(page);
    expect(await page.getByRole('complementary', { name: 'Advertisement' }).count()).toBe(0);
    expect(await page.locator('script[data-ad-client]').count()).toBe(0);
    await page.context().close();
  });
});

describe('image test page', () => {
  test('[ROUTES-023] /image-test shows sample pictures through the image cache and proxy with the cache status of each', async () => {
    const page = await openPage(browser);
    await page.goto('/image-test');
    await hydrated(page);
    const statuses = page.getByTestId('cache-status');
    expect(await statuses.count()).toBe(5);
    // The test server fetches nothing remote: every sample is the placeholder, never a broken image.
    await expect
      .poll(() => statuses.allTextContents())
      .toEqual(Array.from({ length: 5 }, () => 'X-Cache-Status: FALLBACK (HTTP 200)'));
    const widths = await page
      .locator('main img')
      .evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).naturalWidth));
    expect(widths).toEqual([64, 128, 32, 300, 300]);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    await page.context().close();
  });

  test('a story with a 180-letter word in its body and summary, and a long address, wraps inside its column: no page scrolls sideways', async () => {
    const long = 'x'.repeat(180);
    const story = {
      type: 'news',
      title: `Unbroken ${long.slice(0, 90)}`,
      description: `Summary ${long}`,
      category: 'Bitcoin',
      markdown: `A word: ${long}.\n\nAn address: https://example.com/a/very/long/path/${'segment-'.repeat(20)}end`,
      status: 'published',
    };
    const write = async (method: string, path: string, body: object) =>
      fetch(`${baseURL()}/api/admin/articles${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await adminToken()}` },
        body: JSON.stringify(body),
      });
    const res = await write('POST', '', story);
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: { id: number; slug: string } };
    try {
      for (const width of [320, 375, 768, 1280]) {
        const page = await openPage(browser, { viewport: { width, height: 800 } });
        await page.goto(`/news/${data.slug}`);
        await hydrated(page);
        expect(await page.locator('.article-body').innerText()).toContain(long);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect({ width, overflow }).toEqual({ width, overflow: 0 });
        if (width === 375) await screenshot(page, 'article-long-word-375');
        await page.context().close();
      }
      // Its headline and summary in the lists wrap too, and the summary stays inside its own column.
      for (const [path, width] of [
        ['/', 320],
        ['/news', 320],
        ['/', 1280],
      ] as const) {
        const page = await openPage(browser, { viewport: { width, height: 800 } });
        await page.goto(path);
        await hydrated(page);
        const card = page.locator('article, li').filter({ hasText: story.title }).last();
        await card.waitFor();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect({ path, width, overflow }).toEqual({ path, width, overflow: 0 });
        const summary = card.getByText(/^Summary x+/);
        const [cardBox, summaryBox] = [await card.boundingBox(), await summary.boundingBox()];
        expect(summaryBox!.x + summaryBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width + 1);
        await page.context().close();
      }
    } finally {
      // Off the lists again, so the other tests count the seeded stories alone.
      await write('PUT', `/${data.id}`, { ...story, status: 'draft' });
    }
  });

  test('/press-releases at 375 px: every story’s picture draws in the browser, and no two stories in a row show the same one', async () => {
    const page = await openPage(browser, { viewport: { width: 375, height: 800 } });
    const failed: string[] = [];
    page.on('response', (res) => {
      if (res.status() >= 400) failed.push(`${res.status()} ${res.url()}`);
    });
    await page.goto('/press-releases');
    await hydrated(page);
    const images = page.locator('main article img');
    const count = await images.count();
    expect(count).toBe(20);
    const shots: Buffer[] = [];
    for (let i = 0; i < count; i++) {
      const image = images.nth(i);
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      if (i < 6) shots.push(await image.screenshot());
    }
    const srcs = await images.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')));
    srcs.slice(1).forEach((src, i) => expect(src, `stories ${i + 1} and ${i + 2}`).not.toBe(srcs[i]));
    // What the reader sees differs too, not only the address.
    shots
      .slice(1)
      .forEach((shot, i) => expect(shot.equals(shots[i]!), `pictures ${i + 1} and ${i + 2}`).toBe(false));
    expect(failed).toEqual([]);
    expect(await pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  test('a search too long to run says so in one box that wraps cleanly at 375 px, with Clear search beside it', async () => {
    const page = await openPage(browser, { viewport: { width: 375, height: 800 } });
    await page.goto(`/news?search=${'a'.repeat(150)}`);
    await hydrated(page);
    const alert = page.getByRole('alert').filter({ hasText: 'at most 100 characters' });
    await expect.poll(() => alert.isVisible()).toBe(true);
    // No box inside it paints over another of its own lines (an inline box with padding did, over two lines).
    const overlapping = await alert.evaluate((root) =>
      [root, ...root.querySelectorAll('*')].some((el) => {
        const rects = [...el.getClientRects()];
        return rects.some((a, i) =>
          rects
            .slice(i + 1)
            .some(
              (b) => a.bottom > b.top + 1 && b.bottom > a.top + 1 && a.right > b.left && b.right > a.left,
            ),
        );
      }),
    );
    expect(overlapping).toBe(false);
    await alert.getByRole('link', { name: 'Clear search' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await page.context().close();
  });

  test('a page whose data cannot be fetched while moving around says so inside the site, and Try Again gets it', async () => {
    const page = await openPage(browser);
    await page.goto('/news');
    await hydrated(page);
    await page.route('**/*.data*', (r) => r.fulfill({ status: 502, body: 'Bad Gateway' }));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Markets' }).click();
    await page.getByRole('heading', { level: 1, name: LOAD_FAILED_TITLE }).waitFor();
    expect(await page.getByRole('alert').filter({ hasText: LOAD_FAILED_SERVER }).count()).toBe(1);
    // The site's frame stays, and nothing of the code's insides is shown.
    expect(await page.getByRole('banner').isVisible()).toBe(true);
    expect(await page.getByText('Error Details').count()).toBe(0);
    expect(await page.title()).toBe(`${LOAD_FAILED_TITLE} | Blockcast`);
    await screenshot(page, 'load-failed');
    await page.unroute('**/*.data*');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).innerText())
      .toMatch(/Cryptocurrency Prices/i);
    expect(new URL(page.url()).pathname).toBe('/markets');
    await page.context().close();
  });
});
