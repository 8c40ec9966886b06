// A figure card: a label, the figure, and an optional line under it.
import type { ReactNode } from 'react';

export function StatCard({
  label,
  children,
  detail,
  testId,
}: {
  label: string;
  children: ReactNode;
  detail?: ReactNode;
  testId?: string;
}) {
  return (
    <div className="card min-w-0 p-5" data-testid={testId}>
      <p className="muted text-sm">{label}</p>
      <p className="mt-1 text-2xl font-bold wrap-anywhere tabular-nums">{children}</p>
      {detail && <div className="mt-1 text-sm wrap-anywhere">{detail}</div>}
    </div>
  );
}
