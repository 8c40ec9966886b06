import { expect, test } from 'vitest';
import { pagePath } from './page-path';

test('a data request names the same page as the document request', () => {
  const at = (url: string) => pagePath(new Request(`http://blockcast.test${url}`));
  expect(at('/btc')).toBe('/btc');
  expect(at('/btc.data')).toBe('/btc');
  expect(at('/press-releases.data?page=2')).toBe('/press-releases');
  expect(at('/newsletter/unsubscribe.data?token=x')).toBe('/newsletter/unsubscribe');
  expect(at('/_.data?_routes=routes%2Fhome')).toBe('/');
  expect(at('/news/metadata')).toBe('/news/metadata');
});
