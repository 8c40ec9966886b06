// A deleted account's uploaded picture, taken off the image host. Uploads are named by their content, so the same
// file can also be another user's picture or an article's: it goes only when nothing else shows it.
import { or, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../../platform/db.server';
import type { ImageHost } from '../../platform/image-hosting.server';
import { articles } from '../news/server';
import { users } from './tables.server';

export type PictureOutcome = 'deleted' | 'still shown' | 'not hosted';

/**
 * Deletes the image that `url` shows from `host`, unless the address is not one of the host's own (nothing to
 * delete there) or a user's picture or an article (its picture or body) still shows the same image. Call it once
 * the owner's row is gone.
 */
export async function deleteProfilePicture(
  db: Db,
  host: Pick<ImageHost, 'idOf' | 'delete'>,
  url: string,
): Promise<PictureOutcome> {
  const id = host.idOf(url);
  if (!id) return 'not hosted';
  // Any mention of the id keeps the file: a false match only leaves a file behind, never takes one away.
  const shows = (column: AnyColumn) => sql`strpos(${column}, ${id}) > 0`;
  const [user] = await db.select({ id: users.id }).from(users).where(shows(users.profileImageUrl)).limit(1);
  if (user) return 'still shown';
  const [article] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(
      or(
        shows(articles.imageUrl),
        shows(articles.imageOptimized),
        shows(articles.imageOriginal),
        shows(articles.markdown),
        shows(articles.bodyHtml),
      ),
    )
    .limit(1);
  if (article) return 'still shown';
  await host.delete(id);
  return 'deleted';
}
