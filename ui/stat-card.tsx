// A figure card: a label, the figure, and an optional line under it.
import type { ReactNode } from 'react';

export function StatCard({
  label,
  children,
  detail,
  testId,
  figureTestId,
}: {
  label: string;
  children: ReactNode;
  detail?: ReactNode;
  testId?: string;
  /** A test id on the figure alone (a test that reads the number). */
  figureTestId?: string;
}) {
  return (
    <div className="card @container min-w-0 p-5" data-testid={testId}>
      <p className="muted text-sm">{label}</p>
      {/* The figure's size follows the card's width, so a long sum is not cut mid-number (text still wraps at its spaces). */}
      <p
        className="mt-1 text-[length:clamp(0.875rem,9.5cqi,1.5rem)] leading-tight font-bold tabular-nums"
        data-testid={figureTestId}
      >
        {children}
      </p>
      {detail && <div className="mt-1 text-sm wrap-anywhere">{detail}</div>}
    </div>
  );
}
