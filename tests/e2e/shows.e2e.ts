import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminToken } from './accounts';
import {
  baseURL,
  hydrated,
  launchBrowser,
  openPage,
  pageErrors,
  screenshot,
  seriousViolations,
} from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const VIDEO_ID = 'Bcst0000001';

/** Publishes an episode's video as an editor would (the admin API). */
async function publishVideo(episode: string, youtubeId: string | null) {
  const res = await fetch(`${baseURL()}/api/admin/episodes/${episode}/video`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await adminToken()}` },
    body: JSON.stringify({ youtubeId }),
  });
  expect(res.status).toBe(200);
}

/** Nothing leaves the machine: the player and the provider's pictures are answered here. */
async function offlineVideoProvider(page: Page) {
  await page.route('https://www.youtube-nocookie.com/**', (r) =>
    r.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title><p>Playing</p>' }),
  );
  await page.route('https://i.ytimg.com/**', (r) => r.fulfill({ status: 404, body: '' }));
}

async function shows(page: Page) {
  await offlineVideoProvider(page);
  await page.goto('/shows');
  await hydrated(page);
}

const pills = (page: Page) =>
  page
    .locator('article')
    .filter({ has: page.getByText('LIVE NOW', { exact: true }) })
    .locator('h3');

describe('shows page', () => {
  test('[SHOWS-001] [SHOWS-002] [SHOWS-003] [SHOWS-005] the banner, the network launching September 2025, 300 million users, and every section', async () => {
    const page = await openPage(browser);
    await shows(page);
    expect(await page.getByText('24/7 Crypto Broadcasting Network', { exact: true }).count()).toBe(1);
    const intro = await page.locator('main section').first().textContent();
    expect(intro).toContain('24/7 crypto television network, launching September 2025');
    expect(intro).toContain('300 million people who use crypto worldwide');
    const headings = await page.locator('main').getByRole('heading', { level: 2 }).allTextContents();
    expect(headings).toEqual([
      'Programming Philosophy',
      'Flagship Programming',
      'Weekend Programming',
      'Educational Programming',
      'Recent Episodes',
      'Production Innovation',
    ]);
    await page.context().close();
  });

  test('[SHOWS-006] [SHOWS-011] [SHOWS-012] four flagship shows with schedule, host, episodes and timed segments; the weekend; Crypto 101 and advanced content', async () => {
    const page = await openPage(browser);
    await shows(page);
    const flagship = page.getByRole('region', { name: 'Flagship Programming' });
    const cards = flagship.locator('article');
    expect(await cards.count()).toBe(4);
    for (let i = 0; i < 4; i++) {
      const card = cards.nth(i);
      const facts = await card.locator('dt').allTextContents();
      expect(facts).toEqual(['Schedule', 'Host', 'Episodes']);
      const segments = card.locator('ol li');
      expect(await segments.count()).toBeGreaterThanOrEqual(3);
      expect(await segments.first().textContent()).toMatch(/^\d{1,2}:\d{2} (AM|PM)\S.+/);
    }
    expect(await cards.first().textContent()).toContain('Mon-Fri 6-10 AM ET');
    expect(await cards.first().textContent()).toContain('156');
    const weekend = page.getByRole('region', { name: 'Weekend Programming' });
    expect(await weekend.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      'Saturday',
      'Sunday',
    ]);
    const education = page.getByRole('region', { name: 'Educational Programming' });
    expect(await education.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      'Crypto 101 (Mon-Fri)',
      'Advanced content',
    ]);
    await page.context().close();
  });

  test('[SHOWS-004] the LIVE NOW pill follows the schedule in Eastern time while the page stays open', async () => {
    const page = await openPage(browser);
    // Tuesday 8:00 AM ET.
    await page.clock.install({ time: new Date('2026-11-24T13:00:00Z') });
    await shows(page);
    await page.clock.runFor(61_000);
    await expect.poll(() => pills(page).allTextContents()).toEqual(['Crypto Market Open']);
    await screenshot(page, 'shows-live-now');
    // Tuesday 10:01 AM ET: the live show is over and no other show is marked.
    await page.clock.setSystemTime(new Date('2026-11-24T15:01:00Z'));
    await page.clock.runFor(61_000);
    await expect.poll(() => pills(page).count()).toBe(0);
    await page.context().close();
  });

  test('[SHOWS-013] [SHOWS-014] Recent Episodes has an All Shows filter, and each show’s button shows only its episodes', async () => {
    const page = await openPage(browser);
    await shows(page);
    const episodes = page.getByRole('region', { name: 'Recent Episodes' });
    const filter = episodes.getByRole('group', { name: 'Filter episodes by show' });
    const cards = episodes.locator('article');
    const all = await cards.count();
    expect(all).toBeGreaterThanOrEqual(8);
    await filter.getByRole('button', { name: 'The Daily Decrypt' }).click();
    const labels = await cards.locator('p.uppercase').allTextContents();
    expect(labels.length).toBeGreaterThan(0);
    expect(labels.every((s) => s.startsWith('The Daily Decrypt'))).toBe(true);
    await filter.getByRole('button', { name: 'All Shows' }).click();
    expect(await cards.count()).toBe(all);
    // Each card: show, title, date, duration, views.
    expect(await cards.first().locator('p.muted').textContent()).toMatch(
      /^\w{3} \d{1,2}, \d{4} · [\d:]+ · [\d,]+ views$/,
    );
    await page.context().close();
  });

  test('[SHOWS-015] [SHOWS-016] [SHOWS-017] [SHOWS-018] a published episode shows its thumbnail through the image cache, falls back down the chain, and plays on click', async () => {
    await publishVideo('cmo-156', VIDEO_ID);
    try {
      const page = await openPage(browser);
      const asked: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes(VIDEO_ID) && r.resourceType() === 'image')
          asked.push(r.url().replace(baseURL(), ''));
      });
      // The image cache cannot reach the provider (the test server is offline), so the card walks the whole chain.
      await shows(page);
      const play = page.getByRole('button', { name: 'Play Bitcoin Tests Its Range as Funding Cools' });
      await play.scrollIntoViewIfNeeded();
      await expect
        .poll(() => asked)
        .toEqual([
          `/api/image-cache/youtube/${VIDEO_ID}?variant=thumbnail&format=webp&source=hq&fallback=none`,
          `/api/image-cache/youtube/${VIDEO_ID}?variant=thumbnail&format=webp&source=max&fallback=none`,
          `/api/image-cache/youtube/${VIDEO_ID}?variant=thumbnail&format=webp&source=default&fallback=none`,
          `https://i.ytimg.com/vi/${VIDEO_ID}/hqdefault.jpg`,
        ]);
      // When every picture fails, the show's own picture stands in: never a broken image.
      await expect
        .poll(() => play.locator('img').getAttribute('src'))
        .toBe('/images/shows/crypto-market-open.webp');
      await play.click();
      const player = page.locator(`iframe[title="Bitcoin Tests Its Range as Funding Cools"]`);
      expect(await player.getAttribute('src')).toBe(
        `https://www.youtube-nocookie.com/embed/${VIDEO_ID}?autoplay=1&rel=0&modestbranding=1`,
      );
      expect(await player.getAttribute('allow')).toContain('autoplay');
      // The button is gone; the player that took its place has the focus, so the keyboard is not sent to the top.
      await expect.poll(() => player.evaluate((el) => el === document.activeElement)).toBe(true);
      // Only the published episode is described to search engines.
      const videos = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((els) =>
          els.map((e) => JSON.parse(e.textContent ?? '{}') as { '@type': string; name: string }),
        );
      expect(videos.filter((v) => v['@type'] === 'VideoObject').map((v) => v.name)).toEqual([
        'Bitcoin Tests Its Range as Funding Cools',
      ]);
      expect(await pageErrors(page)).toEqual([]);
      await page.context().close();
    } finally {
      await publishVideo('cmo-156', null);
    }
  });

  test('an episode not yet published shows the show’s picture and says so, with nothing to play', async () => {
    const page = await openPage(browser);
    await shows(page);
    const card = page.getByRole('region', { name: 'Recent Episodes' }).locator('article').first();
    expect(await card.getByText('Video coming soon').count()).toBe(1);
    expect(await card.getByRole('button').count()).toBe(0);
    await page.context().close();
  });

  test('the shows page passes axe in both themes and has no sideways scroll from 320 px', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await openPage(browser, { colorScheme });
      await shows(page);
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    }
    for (const width of [320, 768, 1440]) {
      const page = await openPage(browser, { viewport: { width, height: 800 } });
      await shows(page);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      await page.context().close();
    }
  });
});
