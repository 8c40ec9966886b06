// The newsroom's editor: admins write news and press releases in Markdown (stored as sanitized HTML too), keep
// them as drafts, schedule them, or publish them. A scheduled article is published with a future date and shows
// from then on.
import { randomBytes } from 'node:crypto';
import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { NotFoundError, ValidationError } from '../../lib/errors';
import type { Db } from '../../platform/db.server';
import { bodyFields, slugify } from './article-fields.server';
import { toEditorArticle, type ArticleRow } from './article-rows.server';
import { articlePath, type ArticleType, type EditorArticle, type EditorPage } from './rules';
import { renderMarkdown, showableBody } from './sanitize.server';
import { EDITOR_MESSAGES, type ArticleInput } from './schemas';
import type { NewsService } from './service.server';
import { articles } from './tables.server';

export const EDITOR_PAGE_SIZE = 25;

const imageCount = (html: string) => html.match(/<img\b/gi)?.length ?? 0;

export function createEditor(deps: {
  db: Db;
  news: NewsService;
  clock: () => number;
  /** Whether the image proxy fetches this address: a picture from elsewhere would not show. */
  canProxy: (url: string) => boolean;
}) {
  const { db, news, clock, canProxy } = deps;

  async function uniqueSlug(title: string, exceptId?: number): Promise<string> {
    const base = slugify(title);
    for (let attempt = 0; attempt < 5; attempt++) {
      const slug = attempt === 0 ? base : `${base}-${randomBytes(3).toString('hex')}`;
      const [taken] = await db.select({ id: articles.id }).from(articles).where(eq(articles.slug, slug));
      if (!taken || taken.id === exceptId) return slug;
    }
    return `${base}-${randomBytes(6).toString('hex')}`;
  }

  function fields(input: ArticleInput, now: number, current?: ArticleRow) {
    if (input.imageUrl?.startsWith('https://') && !canProxy(input.imageUrl)) {
      throw new ValidationError(EDITOR_MESSAGES.pictureSite);
    }
    // A story from a feed has no Markdown: left empty, its body stays as the feed gave it.
    const keepBody = !input.markdown.trim() && current?.guid != null;
    if (!input.markdown.trim() && !keepBody) throw new ValidationError(EDITOR_MESSAGES.bodyRequired);
    let publishedAt: Date;
    if (input.status === 'scheduled') {
      const at = Date.parse(input.publishAt!);
      if (at <= now) throw new ValidationError(EDITOR_MESSAGES.scheduleInPast);
      publishedAt = new Date(at);
    } else if (input.status === 'published') {
      // Published stays at its first publication time; a draft or scheduled article published now gets now.
      // A feed's story keeps the feed's date, hidden and shown again or not.
      const wasLive =
        (current?.status === 'published' || current?.guid != null) && current.publishedAt.getTime() <= now;
      publishedAt = wasLive ? current.publishedAt : new Date(now);
    } else {
      publishedAt = current?.publishedAt ?? new Date(now);
    }
    return {
      articleType: input.type,
      title: input.title,
      description: input.description,
      category: input.category,
      tags: [...new Set(input.tags)],
      sourceName: input.sourceName || null,
      ...(keepBody ? {} : { markdown: input.markdown, ...bodyFields(renderMarkdown(input.markdown)) }),
      imageUrl: input.imageUrl || null,
      status: input.status === 'draft' ? 'draft' : 'published',
      publishedAt,
      updatedAt: new Date(now),
    };
  }

  return {
    async list(q: { type?: ArticleType; search?: string; page: number }): Promise<EditorPage> {
      const now = clock();
      const where = and(
        q.type ? eq(articles.articleType, q.type) : undefined,
        q.search ? or(ilike(articles.title, `%${q.search.replace(/[\\%_]/g, '\\$&')}%`)) : undefined,
      );
      const [rows, [{ n } = { n: 0 }]] = await Promise.all([
        db
          .select()
          .from(articles)
          .where(where)
          .orderBy(desc(articles.updatedAt), desc(articles.id))
          .limit(EDITOR_PAGE_SIZE)
          .offset((q.page - 1) * EDITOR_PAGE_SIZE),
        db
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(articles)
          .where(where),
      ]);
      return {
        items: rows.map((r) => toEditorArticle(r, now, canProxy)),
        total: n,
        page: q.page,
        pageSize: EDITOR_PAGE_SIZE,
      };
    },

    async get(id: number): Promise<EditorArticle> {
      const [row] = await db.select().from(articles).where(eq(articles.id, id));
      if (!row) throw new NotFoundError(EDITOR_MESSAGES.notFound);
      return toEditorArticle(row, clock(), canProxy);
    },

    async create(input: ArticleInput, authorId: string): Promise<EditorArticle> {
      const now = clock();
      const slug = await uniqueSlug(input.title);
      const [row] = await db
        .insert(articles)
        .values({ ...fields(input, now), slug, url: articlePath(input.type, slug), authorId })
        .returning();
      await news.invalidate();
      return toEditorArticle(row!, now, canProxy);
    },

    async update(id: number, input: ArticleInput): Promise<EditorArticle> {
      const now = clock();
      const [current] = await db.select().from(articles).where(eq(articles.id, id));
      if (!current) throw new NotFoundError(EDITOR_MESSAGES.notFound);
      // The address stays once published; a draft's follows its title and type.
      // A feed's story keeps its address whatever its state: hidden and shown again, it is found where it was.
      const keepSlug =
        current.guid !== null || (current.status === 'published' && current.publishedAt.getTime() <= now);
      const slug = keepSlug ? current.slug : await uniqueSlug(input.title, id);
      const url = current.guid ? current.url : articlePath(input.type, slug);
      const [row] = await db
        .update(articles)
        .set({ ...fields(input, now, current), slug, url })
        .where(eq(articles.id, id))
        .returning();
      await news.invalidate();
      return toEditorArticle(row!, now, canProxy);
    },

    /**
     * Hides a story or shows it again, keeping everything else, its date included. A hidden story from a feed
     * stays stored under its guid and address, so the feed's next read skips it rather than bring it back.
     */
    async setVisible(id: number, visible: boolean): Promise<EditorArticle> {
      const now = clock();
      const [row] = await db
        .update(articles)
        .set({ status: visible ? 'published' : 'draft', updatedAt: new Date(now) })
        .where(eq(articles.id, id))
        .returning();
      if (!row) throw new NotFoundError(EDITOR_MESSAGES.notFound);
      await news.invalidate();
      return toEditorArticle(row, now, canProxy);
    },

    /** The body as readers will see it, and how many of its pictures they will not (from a site not fetched). */
    preview(markdown: string): { html: string; leftOut: number } {
      const rendered = renderMarkdown(markdown);
      const html = showableBody(rendered, canProxy);
      return { html, leftOut: imageCount(rendered) - imageCount(html) };
    },
  };
}

export type Editor = ReturnType<typeof createEditor>;
