// The coin page's price chart (lightweight-charts) over stored history, with 1D/7D/1M/1Y/ALL ranges.
import { useQuery } from '@tanstack/react-query';
import { BACKOFF_MAX_RETRIES, backoffDelay } from '../../../lib/backoff';
import { useEffect, useRef, useState } from 'react';
import { formatAxisPrice, priceDecimals } from '../../../lib/format';
import { importRecoverable } from '../../../lib/recoverable-import';
import type { Candle, ChartRange } from '../candles';
import { browserEnv, getJson } from '../../../lib/client-cache';

export const RANGES: ChartRange[] = ['1D', '7D', '1M', '1Y', 'ALL'];

async function fetchHistory(coinId: number, range: ChartRange): Promise<Candle[]> {
  const { body } = await getJson(browserEnv(), `/api/market/history/${coinId}?range=${range}`);
  return (body as { data: Candle[] }).data;
}

/** The line's colours: green while the day's change is up, red while it is down. */
function colours(rising: boolean) {
  const line = rising ? '#16a34a' : '#dc2626';
  return { lineColor: line, topColor: `${line}55`, bottomColor: `${line}05` };
}

export function PriceChart({ coinId, up }: { coinId: number; up: boolean }) {
  const [range, setRange] = useState<ChartRange>('7D');
  const history = useQuery({
    queryKey: ['history', coinId, range],
    queryFn: () => fetchHistory(coinId, range),
    // 1, 2, 4, 8 and 16 s apart, as every market load (MKT-008/009).
    retry: BACKOFF_MAX_RETRIES,
    retryDelay: (failures) => backoffDelay(failures + 1),
  });
  const container = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLDivElement>(null);
  // The chart's code loads on demand: when it cannot, the box says so and offers another try.
  const [codeFailed, setCodeFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // A change of sign of the day's change recolours the series; it does not make a new chart.
  const upRef = useRef(up);
  const seriesRef = useRef<{ applyOptions(options: ReturnType<typeof colours>): void } | null>(null);
  useEffect(() => {
    upRef.current = up;
    seriesRef.current?.applyOptions(colours(up));
  }, [up]);

  useEffect(() => {
    const el = container.current;
    const candles = history.data;
    if (!el || !candles || candles.length === 0) return;
    let disposed = false;
    let cleanup = () => {};
    importRecoverable(() => import('lightweight-charts'))
      .then(({ createChart, AreaSeries, ColorType }) => {
        if (disposed) return;
        setCodeFailed(false);
        const dark = document.documentElement.classList.contains('dark');
        const decimals = priceDecimals(Math.min(...candles.map((c) => c.close)));
        const chart = createChart(el, {
          autoSize: true,
          layout: {
            background: { type: ColorType.Solid, color: 'transparent' },
            textColor: dark ? '#cbd5e1' : '#334155',
          },
          grid: { vertLines: { visible: false }, horzLines: { color: dark ? '#1e293b' : '#e2e8f0' } },
          rightPriceScale: { borderVisible: false },
          localization: { priceFormatter: (p: number) => formatAxisPrice(p, decimals) },
          timeScale: { borderVisible: false, timeVisible: range === '1D' || range === '7D' },
        });
        const series = chart.addSeries(AreaSeries, {
          ...colours(upRef.current),
          lineWidth: 2,
          priceFormat: { type: 'price', precision: decimals, minMove: 10 ** -decimals },
        });
        series.setData(candles.map((c) => ({ time: Math.floor(c.time / 1000) as never, value: c.close })));
        chart.timeScale().fitContent();
        seriesRef.current = series;
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
  }, [history.data, range, attempt]);

  return (
    <section className="card p-4" aria-labelledby="chart-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="chart-title" className="text-lg font-bold">
          Price chart
        </h2>
        <div role="group" aria-label="Chart range" className="flex gap-1">
          {RANGES.map((r) => (
            <button
              key={r}
              type="button"
              className="chip"
              aria-pressed={range === r}
              onClick={() => setRange(r)}
            >
              {r}
            </button>
          ))}
        </div>
      </div>
      <div
        ref={box}
        tabIndex={-1}
        className="relative mt-4 h-72 outline-none"
        data-testid="price-chart"
        data-points={history.data?.length ?? 0}
      >
        <div ref={container} className="absolute inset-0" />
        {history.isPending && (
          <p className="muted absolute inset-0 grid place-items-center">Loading data...</p>
        )}
        {history.data?.length === 0 && (
          <p className="muted absolute inset-0 grid place-items-center">No data available</p>
        )}
        {codeFailed && (
          <div role="alert" className="absolute inset-0 grid place-content-center gap-3 text-center">
            <p>The chart could not be loaded.</p>
            <button
              type="button"
              className="btn-secondary justify-self-center"
              onClick={() => {
                // The button goes away with the message: the keyboard's place moves to the chart box, not the page top.
                box.current?.focus();
                setCodeFailed(false);
                setAttempt((n) => n + 1);
              }}
            >
              Retry
            </button>
          </div>
        )}
        {history.isError && (
          <div role="alert" className="absolute inset-0 grid place-content-center gap-3 text-center">
            <p className="text-red-700 dark:text-red-300">Failed to load data</p>
            <button
              type="button"
              className="btn-secondary justify-self-center"
              onClick={() => void history.refetch()}
              disabled={history.isFetching}
            >
              Retry
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
