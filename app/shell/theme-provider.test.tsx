// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { ThemeProvider, useTheme } from './theme-provider';

function Probe() {
  const { theme, setTheme } = useTheme();
  return (
    <>
      <p data-testid="theme">{theme}</p>
      <button onClick={() => setTheme('blue')}>blue</button>
      <button onClick={() => setTheme(undefined)}>nothing</button>
      <button onClick={() => setTheme('light')}>light</button>
    </>
  );
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.documentElement.className = '';
});

describe('theme setter', () => {
  test('[SHELL-036] setting anything but light or dark is ignored and changes nothing', () => {
    document.documentElement.className = 'dark';
    render(
      <ThemeProvider initial="dark">
        <Probe />
      </ThemeProvider>,
    );
    fireEvent.click(screen.getByText('blue'));
    fireEvent.click(screen.getByText('nothing'));
    expect(screen.getByTestId('theme').textContent).toBe('dark');
    expect(localStorage.getItem('theme')).toBeNull();
    expect(document.documentElement.className).toBe('dark');
  });

  test('[SHELL-037] a valid choice is applied and stored under the theme key and in a cookie', async () => {
    document.documentElement.className = 'dark';
    render(
      <ThemeProvider initial="dark">
        <Probe />
      </ThemeProvider>,
    );
    fireEvent.click(screen.getByText('light'));
    await waitFor(() => expect(screen.getByTestId('theme').textContent).toBe('light'));
    expect(localStorage.getItem('theme')).toBe('light');
    expect(document.cookie).toContain('theme=light');
    expect(document.documentElement.classList.contains('light')).toBe(true);
  });
});
