// @vitest-environment happy-dom
// A picture's fallback chain, hydrated over the server's markup as a page is: a failure moves to the next address and
// the last one stays; a failure that came before hydration (no handler heard it) is seen at mount.
import { act, fireEvent } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, test } from 'vitest';
import { useFallbackChain } from './fallback-chain';

const CHAIN = ['/a.webp', '/b.png', '/generic.svg'];

function Picture() {
  const { src, ref, onError } = useFallbackChain(CHAIN);
  return <img ref={ref} src={src} alt="" onError={onError} />;
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** The server's markup, its picture in the given state when the page's script hydrates it. */
function hydrate(before: { complete: boolean; naturalWidth: number }) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Picture />);
  document.body.append(container);
  const img = container.querySelector('img')!;
  Object.defineProperty(img, 'complete', { configurable: true, get: () => before.complete });
  Object.defineProperty(img, 'naturalWidth', { configurable: true, get: () => before.naturalWidth });
  Object.defineProperty(img, 'currentSrc', { configurable: true, get: () => img.src });
  act(() => {
    root = hydrateRoot(container, <Picture />);
  });
  return img;
}
const path = (img: HTMLImageElement) => img.getAttribute('src');

describe('a picture with a fallback chain', () => {
  test('each failure after hydration moves to the next address, and the last one stays', () => {
    const img = hydrate({ complete: false, naturalWidth: 0 });
    expect(path(img)).toBe('/a.webp');
    act(() => fireEvent.error(img));
    expect(path(img)).toBe('/b.png');
    act(() => fireEvent.error(img));
    act(() => fireEvent.error(img));
    expect(path(img)).toBe('/generic.svg');
  });

  test('a picture that failed before hydration moves to the next address once the page hydrates', () => {
    const img = hydrate({ complete: true, naturalWidth: 0 });
    expect(path(img)).toBe('/b.png');
  });

  test('a picture that loaded before hydration stays', () => {
    const img = hydrate({ complete: true, naturalWidth: 64 });
    expect(path(img)).toBe('/a.webp');
  });
});
