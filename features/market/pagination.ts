// Pagination of the rankings table: 50 rows a page, its summary text and the page buttons to show.

export const PAGE_SIZE = 50;

export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** 'Showing X-Y of N cryptocurrencies' ('Showing 0-0 of 0 cryptocurrencies' when empty). */
export function showingText(page: number, total: number, pageSize = PAGE_SIZE): string {
  if (total === 0) return 'Showing 0-0 of 0 cryptocurrencies';
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return `Showing ${from}-${to} of ${total} cryptocurrencies`;
}

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/** First and last page always, the current one with one neighbour each side, ellipses for the gaps. */
export function pageItems(page: number, pages: number): PageItem[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  const items: PageItem[] = [1];
  const start = Math.max(2, page - 1);
  const end = Math.min(pages - 1, page + 1);
  if (start > 2) items.push('ellipsis-start');
  for (let p = start; p <= end; p++) items.push(p);
  if (end < pages - 1) items.push('ellipsis-end');
  items.push(pages);
  return items;
}
