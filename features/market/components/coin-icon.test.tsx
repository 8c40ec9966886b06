// @vitest-environment happy-dom
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { CoinIcon } from './coin-icon';

afterEach(cleanup);

describe('coin icon', () => {
  test('[MKT-094] an image that fails to load falls back to /icons/crypto/{symbol}.png, then to the generic icon', () => {
    // happy-dom never loads images; tell the icon this one is still loading, as a real browser would.
    Object.defineProperty(HTMLImageElement.prototype, 'complete', { configurable: true, get: () => false });
    const { container } = render(<CoinIcon symbol="ABC" id={42} />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/images/coins/64x64/abc-42.png');
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe('/icons/crypto/abc.png');
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe('/icons/crypto/generic.svg');
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe('/icons/crypto/generic.svg');
  });
});
