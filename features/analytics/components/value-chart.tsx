// The analytics area chart: the portfolio's value over the chosen range (lightweight-charts, loaded on demand).
import { useEffect, useRef, useState } from 'react';
import { toChartNumber } from '../../../lib/decimal';
import { importRecoverable } from '../../../lib/recoverable-import';
import type { ValuePoint } from '../series';

export function ValueChart({
  points,
  formatAxis,
  showTime,
}: {
  points: readonly ValuePoint[];
  /** The axis labels in the reader's currency. */
  formatAxis: (valueUsd: number) => string;
  /** Hours matter on a week's chart. */
  showTime: boolean;
}) {
  const container = useRef<HTMLDivElement>(null);
  const [codeFailed, setCodeFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const el = container.current;
    if (!el || points.length === 0) return;
    let disposed = false;
    let cleanup = () => {};
    importRecoverable(() => import('lightweight-charts'))
      .then(({ createChart, AreaSeries, ColorType }) => {
        if (disposed) return;
        setCodeFailed(false);
        const dark = document.documentElement.classList.contains('dark');
        const rising = toChartNumber(points.at(-1)?.value ?? '0') >= toChartNumber(points[0]?.value ?? '0');
        const line = rising ? '#16a34a' : '#dc2626';
        const chart = createChart(el, {
          autoSize: true,
          layout: {
            background: { type: ColorType.Solid, color: 'transparent' },
            textColor: dark ? '#cbd5e1' : '#334155',
          },
          grid: { vertLines: { visible: false }, horzLines: { color: dark ? '#1e293b' : '#e2e8f0' } },
          rightPriceScale: { borderVisible: false },
          localization: { priceFormatter: formatAxis },
          timeScale: { borderVisible: false, timeVisible: showTime },
        });
        const series = chart.addSeries(AreaSeries, {
          lineColor: line,
          topColor: `${line}55`,
          bottomColor: `${line}05`,
          lineWidth: 2,
        });
        series.setData(
          points.map((p) => ({ time: Math.floor(p.time / 1000) as never, value: toChartNumber(p.value) })),
        );
        chart.timeScale().fitContent();
        cleanup = () => chart.remove();
      })
      .catch(() => {
        if (!disposed) setCodeFailed(true);
      });
    return () => {
      disposed = true;
      cleanup();
    };
  }, [points, formatAxis, showTime, attempt]);

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
      {codeFailed && (
        <div role="alert" className="absolute inset-0 grid place-content-center gap-3 text-center">
          <p>The chart could not be loaded.</p>
          <button
            type="button"
            className="btn-secondary justify-self-center"
            onClick={() => setAttempt((n) => n + 1)}
          >
            Retry
          </button>
        </div>
      )}
    </div>
  );
}
