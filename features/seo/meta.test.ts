import { describe, expect, test } from 'vitest';
import { OG_IMAGE, PRICE_VALID_MS, pageDescription, pageMeta, pageTitle } from './meta';

const find = (tags: ReturnType<typeof pageMeta>, key: string) =>
  tags.find((t) => ('name' in t && t.name === key) || ('property' in t && t.property === key));

describe('page metadata', () => {
  test('[SHELL-030] every title carries the site name', () => {
    expect(pageTitle('Markets')).toBe('Markets | Blockcast');
    const tags = pageMeta({ title: 'About Blockcast', siteUrl: 'https://b.example', path: '/about' });
    expect(tags[0]).toEqual({ title: 'About Blockcast | Blockcast' });
  });

  test('[SHELL-031] the page’s own title is cut to 50 characters before the site name', () => {
    const long = 'Bitcoin breaks a new all-time high as institutions pile into spot ETFs';
    const title = pageTitle(long);
    expect(title).toBe(`${long.slice(0, 50).trimEnd()} | Blockcast`);
    expect(title.replace(' | Blockcast', '').length).toBeLessThanOrEqual(50);
    expect(pageTitle('x'.repeat(50))).toBe(`${'x'.repeat(50)} | Blockcast`);
  });

  test('link previews carry the whole headline, not the page title cut at 50 characters mid-word', () => {
    const headline = 'Bitcoin breaks a new all-time high as institutions pile into spot ETFs';
    const tags = pageMeta({
      title: headline,
      siteUrl: 'https://b.example',
      path: '/news/x',
      type: 'article',
    });
    expect(tags[0]).toEqual({ title: `${headline.slice(0, 50).trimEnd()} | Blockcast` });
    expect(find(tags, 'og:title')).toEqual({ property: 'og:title', content: headline });
    expect(find(tags, 'twitter:title')).toEqual({ name: 'twitter:title', content: headline });
    const home = pageMeta({ title: '', siteUrl: 'https://b.example', path: '/' });
    expect(find(tags, 'og:site_name')).toMatchObject({ content: 'Blockcast' });
    expect(find(home, 'og:title')).toMatchObject({ content: 'Blockcast' });
  });

  test('[SHELL-032] descriptions over 160 characters become 157 plus an ellipsis', () => {
    const long = 'a'.repeat(200);
    const cut = pageDescription(long);
    expect(cut).toBe(`${'a'.repeat(157)}…`);
    expect(cut.length).toBe(158);
    expect(pageDescription('b'.repeat(160))).toBe('b'.repeat(160));
  });

  test('[SHELL-033] pages declare a 1200x630 Open Graph image and a canonical address', () => {
    const tags = pageMeta({ title: 'News', siteUrl: 'https://b.example', path: '/news' });
    expect(find(tags, 'og:image')).toMatchObject({ content: `https://b.example${OG_IMAGE.path}` });
    expect(find(tags, 'og:image:width')).toMatchObject({ content: '1200' });
    expect(find(tags, 'og:image:height')).toMatchObject({ content: '630' });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://b.example/news' });
    expect(find(tags, 'robots')).toBeUndefined();
  });

  test('[SHELL-019] noindex pages tell search engines not to index them', () => {
    const tags = pageMeta({ title: 'Page Not Found', siteUrl: '', path: '/x', noindex: true });
    expect(find(tags, 'robots')).toMatchObject({ content: 'noindex, nofollow' });
    // A missing page does not name itself as the canonical address.
    expect(tags.some((t) => 'rel' in t && t.rel === 'canonical')).toBe(false);
  });

  test('[SHELL-035] a quoted price is declared valid for 5 minutes', () => {
    const now = Date.parse('2026-03-01T10:00:00Z');
    const tags = pageMeta({
      title: 'Bitcoin',
      siteUrl: 'https://b.example',
      path: '/crypto/bitcoin',
      price: { name: 'Bitcoin', symbol: 'BTC', price: 97000, now },
    });
    const ld = tags.find((t) => 'script:ld+json' in t) as {
      'script:ld+json': { currentExchangeRate: { price: number; validFrom: string; validThrough: string } };
    };
    const rate = ld['script:ld+json'].currentExchangeRate;
    expect(PRICE_VALID_MS).toBe(300_000);
    expect(rate.price).toBe(97000);
    expect(Date.parse(rate.validThrough) - Date.parse(rate.validFrom)).toBe(5 * 60 * 1000);
  });
});
