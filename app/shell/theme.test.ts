import { describe, expect, test } from 'vitest';
import { THEME_COLOR, isTheme, resolveTheme, themeFromCookie } from './theme';

describe('theme rules', () => {
  test('[SHELL-036] only light and dark are themes', () => {
    expect(isTheme('light')).toBe(true);
    expect(isTheme('dark')).toBe(true);
    for (const bad of ['blue', '', 'Dark', null, undefined, 1]) expect(isTheme(bad)).toBe(false);
  });

  test('[SHELL-037] a stored choice wins over the system preference', () => {
    expect(resolveTheme('light', 'dark')).toBe('light');
    expect(resolveTheme('dark', 'light')).toBe('dark');
  });

  test('[SHELL-038] with nothing stored the system preference decides', () => {
    expect(resolveTheme(null, 'light')).toBe('light');
    expect(resolveTheme('sepia', 'light')).toBe('light');
  });

  test('[SHELL-039] with nothing stored and no system preference the theme is dark', () => {
    expect(resolveTheme(null, null)).toBe('dark');
  });

  test('[SHELL-042] theme colours are #0f172a (dark) and #ffffff (light)', () => {
    expect(THEME_COLOR).toEqual({ dark: '#0f172a', light: '#ffffff' });
  });

  test('the server reads the stored choice from the theme cookie', () => {
    expect(themeFromCookie('a=1; theme=light; b=2')).toBe('light');
    expect(themeFromCookie('theme=purple')).toBeNull();
    expect(themeFromCookie(null)).toBeNull();
  });
});
