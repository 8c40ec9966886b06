// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Article } from '../rules';
import { ArticleImage, ArticleMeta, CategoryTag } from './article-parts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const NOW = Date.parse('2026-11-24T12:00:00Z');
const article = (over: Partial<Article> = {}): Article => ({
  id: 1,
  slug: 'a-story',
  type: 'news',
  title: 'A story',
  description: 'What happened.',
  category: 'Bitcoin',
  tags: [],
  url: '/news/a-story',
  images: { optimized: null, original: null },
  imageUrl: null,
  sourceName: null,
  publishedAt: new Date(NOW - 3 * 3_600_000).toISOString(),
  readTime: null,
  views: 0,
  ...over,
});

describe('article card parts', () => {
  test('[NEWS-027] [NEWS-028] [NEWS-026] a story without source or read time shows the network’s name and 5 min read, with its age', () => {
    vi.useFakeTimers({ now: NOW });
    render(<ArticleMeta article={article()} now={NOW} />);
    expect(screen.getByText('Blockcast Media Network')).toBeTruthy();
    expect(screen.getByText('5 min read')).toBeTruthy();
    expect(screen.getByText('3 hours ago')).toBeTruthy();
  });

  test('[NEWS-026] a story’s age moves on while the page stays open: 3 hours ago, then Yesterday', () => {
    vi.useFakeTimers({ now: NOW });
    render(<ArticleMeta article={article()} now={NOW} />);
    expect(screen.getByText('3 hours ago')).toBeTruthy();
    act(() => {
      vi.setSystemTime(NOW + 22 * 3_600_000);
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByText('Yesterday')).toBeTruthy();
  });

  test('[NEWS-024] a picture that fails to load gives way to the story’s generated picture, and that to the stock picture', () => {
    // Still loading, as a browser has it when the page comes alive (the DOM here never loads one).
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(false);
    render(
      <ArticleImage
        article={article({ imageUrl: 'https://images.example/broken.jpg', category: 'Ethereum' })}
      />,
    );
    const img = screen.getByRole('presentation') as HTMLImageElement;
    expect(img.getAttribute('src')).toMatch(
      /^\/api\/image-proxy\?url=https%3A%2F%2Fimages\.example%2Fbroken\.jpg&format=webp&width=800&height=450&quality=90&fallback=/,
    );
    fireEvent.error(img);
    expect(img.getAttribute('src')).toMatch(/^\/api\/news-art\/v1\/ethereum\/[0-9a-f]{8}\.svg$/);
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe('/images/stock/default.webp');
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe('/images/stock/default.webp');
  });

  test('[NEWS-024] a picture that had already failed when the page came alive gives way too', () => {
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(0);
    render(
      <ArticleImage article={article({ imageUrl: 'https://images.example/broken.jpg', category: 'DeFi' })} />,
    );
    expect(screen.getByRole('presentation').getAttribute('src')).toMatch(/^\/api\/news-art\/v1\/defi\//);
  });
});

describe('category tag', () => {
  test('capitals by style keep an acronym’s plural: NFTs reads NFTs, not NFTS', () => {
    const { container } = render(<CategoryTag category="NFTs" />);
    expect(container.textContent).toBe('NFTs');
    expect(container.querySelector('.normal-case')?.textContent).toBe('s');
    cleanup();
    const bitcoin = render(<CategoryTag category="Bitcoin" />);
    expect(bitcoin.container.textContent).toBe('Bitcoin');
    expect(bitcoin.container.querySelector('.normal-case')).toBeNull();
  });
});
