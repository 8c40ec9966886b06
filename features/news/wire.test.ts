import { describe, expect, test } from 'vitest';
import type { Article, ArticleDetail } from './rules';
import { fromArticleWire, toArticleDetailWire, toArticleWire } from './wire';

const article: Article = {
  id: 7,
  slug: 'miners-sell-less',
  type: 'press_release',
  title: 'Miners sell less',
  description: 'Fees rise.',
  category: 'Mining',
  tags: ['mining'],
  url: '/press-releases/miners-sell-less',
  images: { optimized: '/uploads/a.webp', original: null },
  imageUrl: 'https://images.example/a.jpg',
  sourceName: 'Northvale',
  publishedAt: '2026-01-15T08:00:00.000Z',
  readTime: 4,
  views: 1200,
};

describe('an article on the wire', () => {
  test('the list answer carries the spec’s field names, in the order the API has always sent them', () => {
    expect(JSON.stringify(toArticleWire(article))).toBe(
      '{"id":7,"slug":"miners-sell-less","article_type":"press_release","title":"Miners sell less",' +
        '"description":"Fees rise.","category":"Mining","tags":["mining"],"url":"/press-releases/miners-sell-less",' +
        '"images":{"optimized":"/uploads/a.webp","original":null},"image_url":"https://images.example/a.jpg",' +
        '"source_name":"Northvale","published_date":"2026-01-15T08:00:00.000Z","read_time":4,"views":1200}',
    );
  });

  test('an article page’s answer adds its body, the original’s address and whether the body repeats the summary', () => {
    const detail: ArticleDetail = {
      ...article,
      bodyHtml: '<p>Fees rise.</p>',
      sourceUrl: 'https://wire.example/a',
      summaryInBody: true,
    };
    expect(toArticleDetailWire(detail)).toEqual({
      ...toArticleWire(article),
      body_html: '<p>Fees rise.</p>',
      source_url: 'https://wire.example/a',
      summary_in_body: true,
    });
  });

  test('what the browser reads back from an answer is the article the server sent', () => {
    expect(fromArticleWire(JSON.parse(JSON.stringify(toArticleWire(article))))).toEqual(article);
  });
});
