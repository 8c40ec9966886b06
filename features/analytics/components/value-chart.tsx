// The analytics area chart: the portfolio's value over the chosen range (lightweight-charts, loaded on demand).
import { useMemo, useRef } from 'react';
import { toChartNumber } from '../../../lib/decimal';
import { useAreaChart } from '../../../ui/area-chart';
import { ChartFailure } from '../../../ui/chart-failure';
import { Delayed } from '../../../ui/use-delayed';
import { ANALYTICS_CHART_LOADING } from '../messages';
import type { ValuePoint } from '../series';

export function ValueChart({
  points,
  formatAxis,
  showTime,
  loading = false,
}: {
  points: readonly ValuePoint[];
  /** Another range's figures are on their way: the chart shown is the previous range's. */
  loading?: boolean;
  /** The axis labels in the reader's currency. */
  formatAxis: (valueUsd: number) => string;
  /** Hours matter on a week's chart. */
  showTime: boolean;
}) {
  const container = useRef<HTMLDivElement>(null);
  const chartPoints = useMemo(
    () => points.map((p) => ({ time: p.time, value: toChartNumber(p.value) })),
    [points],
  );
  const { codeFailed, drawn, retry } = useAreaChart(container, {
    points: chartPoints,
    formatPrice: formatAxis,
    timeVisible: showTime,
    rising: (chartPoints.at(-1)?.value ?? 0) >= (chartPoints[0]?.value ?? 0),
  });

  return (
    <div className="relative h-72" data-testid="value-chart" data-points={points.length}>
      {/* A figure named by its first and last values (not an image: the chart library adds its own attribution link inside). */}
      <div
        ref={container}
        className="absolute inset-0"
        role="figure"
        aria-label={
          points.length
            ? `Portfolio value from ${formatAxis(toChartNumber(points[0]!.value))} to ${formatAxis(toChartNumber(points.at(-1)!.value))}`
            : 'Portfolio value chart'
        }
      />
      <Delayed active={(loading || !drawn) && !codeFailed}>
        <p
          role="status"
          className="muted absolute inset-0 grid place-items-center bg-[var(--surface)]/70"
          data-testid="value-chart-loading"
        >
          {ANALYTICS_CHART_LOADING}
        </p>
      </Delayed>
      {codeFailed && <ChartFailure onRetry={retry} />}
    </div>
  );
}
