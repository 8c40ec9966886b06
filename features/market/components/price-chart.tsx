// The coin page's price chart (lightweight-charts) over stored history, with 1D/7D/1M/1Y/ALL ranges.
import { useQuery } from '@tanstack/react-query';
import { BACKOFF_MAX_RETRIES, backoffDelay } from '../../../lib/backoff';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useAreaChart } from '../../../ui/area-chart';
import { ChartFailure } from '../../../ui/chart-failure';
import { formatAxisPrice, priceDecimals } from '../../../lib/format';
import type { Candle, ChartRange } from '../candles';
import { browserEnv } from '../../../lib/client-cache';
import { listOf, shape } from '../../../platform/browser/api';
import { marketGet } from '../client/market-get';
import { FEATURE_FLAGS } from '../../../lib/constants';

export const RANGES: ChartRange[] = ['1D', '7D', '1M', '1Y', 'ALL'];

async function fetchHistory(coinId: number, range: ChartRange): Promise<Candle[]> {
  const { body } = await marketGet(
    browserEnv(),
    `/api/market/history/${coinId}?range=${range}`,
    shape<{ data: Candle[] }>({ data: listOf(shape<Candle>({ time: 'number', close: 'number' })) }),
  );
  return body.data;
}

/** The chart, while the advancedCharts flag is on (CONST-001). */
export function PriceChart(props: { coinId: number; up: boolean }) {
  return FEATURE_FLAGS.advancedCharts ? <RangedPriceChart {...props} /> : null;
}

function RangedPriceChart({ coinId, up }: { coinId: number; up: boolean }) {
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
  const candles = history.data;
  const points = useMemo(() => (candles ?? []).map((c) => ({ time: c.time, value: c.close })), [candles]);
  const decimals = useMemo(() => priceDecimals(Math.min(...points.map((p) => p.value))), [points]);
  const formatPrice = useCallback((p: number) => formatAxisPrice(p, decimals), [decimals]);
  // The chart's code loads on demand: when it cannot, the box says so and offers another try. A change of sign of
  // the day's change recolours the series; it does not make a new chart.
  const { codeFailed, retry } = useAreaChart(container, {
    points,
    formatPrice,
    timeVisible: range === '1D' || range === '7D',
    rising: up,
    precision: decimals,
  });

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
          <ChartFailure
            onRetry={() => {
              // The button goes away with the message: the keyboard's place moves to the chart box, not the page top.
              box.current?.focus();
              retry();
            }}
          />
        )}
        {history.isError && (
          <ChartFailure
            message="Failed to load data"
            messageClass="text-red-700 dark:text-red-300"
            onRetry={() => void history.refetch()}
            retrying={history.isFetching}
          />
        )}
      </div>
    </section>
  );
}
