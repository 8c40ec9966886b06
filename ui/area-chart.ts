// The site's area charts (a coin's price, a portfolio's value): lightweight-charts, loaded on demand, drawn in the
// page's theme, green while rising and red while falling. When its code cannot load, the caller shows a message
// and offers `retry`.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { importRecoverable } from '../lib/recoverable-import';

export interface ChartPoint {
  /** Milliseconds since 1970. */
  time: number;
  value: number;
}

export interface AreaChartInput {
  points: readonly ChartPoint[];
  /** Axis and crosshair labels; keep it stable (useCallback), or the chart is drawn again on every render. */
  formatPrice: (value: number) => string;
  /** Hours and minutes on the time axis (short ranges). */
  timeVisible: boolean;
  /** Green when true, red when false; a change only recolours the drawn chart. */
  rising: boolean;
  /** Decimals of the crosshair's price. */
  precision?: number;
}

export function areaColours(rising: boolean) {
  const line = rising ? '#16a34a' : '#dc2626';
  return { lineColor: line, topColor: `${line}55`, bottomColor: `${line}05` };
}

export function useAreaChart(container: RefObject<HTMLDivElement | null>, input: AreaChartInput) {
  const { points, formatPrice, timeVisible, rising, precision } = input;
  const [codeFailed, setCodeFailed] = useState(false);
  // The points last drawn: until the chart of the current ones is on screen (its code loads on demand), the caller
  // shows that it is loading.
  const [drawnPoints, setDrawnPoints] = useState<readonly ChartPoint[] | null>(null);
  const [attempt, setAttempt] = useState(0);
  const risingRef = useRef(rising);
  const seriesRef = useRef<{ applyOptions(options: ReturnType<typeof areaColours>): void } | null>(null);

  useEffect(() => {
    risingRef.current = rising;
    seriesRef.current?.applyOptions(areaColours(rising));
  }, [rising]);

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
        const chart = createChart(el, {
          autoSize: true,
          layout: {
            background: { type: ColorType.Solid, color: 'transparent' },
            textColor: dark ? '#cbd5e1' : '#334155',
          },
          grid: { vertLines: { visible: false }, horzLines: { color: dark ? '#1e293b' : '#e2e8f0' } },
          // Room above the highest point and the chart's own edges: a label at the very top, or the first date at
          // the left edge, was cut in half. A price label that would still cross the top or bottom edge (a round
          // price just under the top, as at 320 px) is left out rather than drawn cut.
          rightPriceScale: {
            borderVisible: false,
            scaleMargins: { top: 0.15, bottom: 0.08 },
            entireTextOnly: true,
          },
          localization: { priceFormatter: formatPrice },
          timeScale: { borderVisible: false, timeVisible, fixLeftEdge: true, fixRightEdge: true },
        });
        const series = chart.addSeries(AreaSeries, {
          ...areaColours(risingRef.current),
          lineWidth: 2,
          ...(precision === undefined
            ? {}
            : { priceFormat: { type: 'price', precision, minMove: 10 ** -precision } }),
        });
        series.setData(points.map((p) => ({ time: Math.floor(p.time / 1000) as never, value: p.value })));
        chart.timeScale().fitContent();
        seriesRef.current = series;
        setDrawnPoints(points);
        cleanup = () => {
          seriesRef.current = null;
          chart.remove();
        };
      })
      .catch(() => {
        if (!disposed) setCodeFailed(true);
      });
    return () => {
      disposed = true;
      cleanup();
    };
  }, [container, points, formatPrice, timeVisible, precision, attempt]);

  return {
    codeFailed,
    /** Whether the chart of the current points is drawn. */
    drawn: points.length > 0 && drawnPoints === points,
    retry: () => {
      setCodeFailed(false);
      setAttempt((n) => n + 1);
    },
  };
}
