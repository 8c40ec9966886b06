// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ErrorBoundary } from '../root';
import { FatalErrorPage } from './fatal-error';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('fatal error page', () => {
  test('[SHELL-021] [SHELL-022] full-screen System Error page; details collapsed until expanded', () => {
    render(
      <FatalErrorPage
        message="x is undefined"
        stack="TypeError: x is undefined\n at Chart"
        onRetry={() => {}}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('System Error');
    expect(screen.getByText('The application encountered an unexpected error.')).toBeTruthy();
    const details = screen.getByText('Error Details (Click to expand)').closest('details')!;
    expect(details.open).toBe(false);
    fireEvent.click(screen.getByText('Error Details (Click to expand)'));
    expect(details.open).toBe(true);
    expect(details.textContent).toContain('x is undefined');
    expect(details.textContent).toContain('at Chart');
  });

  test('[SHELL-023] Reload Application reloads the page', () => {
    const reload = vi.fn();
    render(<FatalErrorPage onRetry={() => {}} onReload={reload} />);
    fireEvent.click(screen.getByRole('button', { name: 'Reload Application' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  test('[SHELL-020] [SHELL-024] a render error is reported; Try Again clears it and shows the content again', async () => {
    const reports: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        reports.push(JSON.parse(String(init.body)));
        return new Response(JSON.stringify({ success: true, data: { reference: 'ab12cd34' } }), {
          status: 201,
        });
      }),
    );
    // React logs the error it caught to the console; that is expected here.
    const logged = vi.mocked(console.error).mockImplementation(() => {});
    let broken = true;
    function Chart() {
      if (broken) throw new Error('chart exploded');
      return <p>Chart ready</p>;
    }
    const router = createMemoryRouter(
      [{ id: 'root', path: '/', Component: Chart, ErrorBoundary: ErrorBoundary as never }],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('System Error')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('ab12cd34')).toBeTruthy());
    expect(reports).toEqual([expect.objectContaining({ message: 'chart exploded' })]);
    expect(screen.getByText('Error Details (Click to expand)').closest('details')!.textContent).toContain(
      'chart exploded',
    );
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Chart ready')).toBeTruthy();
    expect(screen.queryByText('System Error')).toBeNull();
    logged.mockClear();
  });
});
