import { describe, expect, test } from 'vitest';
import { pageCount, pageItems, showingText } from './pagination';

describe('rankings pagination', () => {
  test('[MKT-073] 50 rows a page, with the Showing X-Y of N text', () => {
    expect(pageCount(300)).toBe(6);
    expect(showingText(1, 300)).toBe('Showing 1-50 of 300 cryptocurrencies');
    expect(showingText(6, 300)).toBe('Showing 251-300 of 300 cryptocurrencies');
    expect(showingText(2, 73)).toBe('Showing 51-73 of 73 cryptocurrencies');
    expect(showingText(1, 0)).toBe('Showing 0-0 of 0 cryptocurrencies');
  });

  test('[MKT-074] first and last page buttons with ellipses for skipped pages', () => {
    expect(pageItems(1, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pageItems(5, 12)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 12]);
    expect(pageItems(1, 12)).toEqual([1, 2, 'ellipsis-end', 12]);
    expect(pageItems(12, 12)).toEqual([1, 'ellipsis-start', 11, 12]);
  });

  test('[MKT-075] a single page is page 1 of 1', () => {
    expect(pageCount(12)).toBe(1);
    expect(pageCount(0)).toBe(1);
    expect(pageItems(1, 1)).toEqual([1]);
  });
});
