// The 7-day sparklines of chosen coins in the browser (GET /api/market/sparklines?ids=…), for tables that load
// their coins after the page (the watchlist). They change hourly: read again every 5 minutes at most.
import { useQuery } from '@tanstack/react-query';
import { apiLoad, shape } from '../../../platform/browser/api';

export const SPARKLINES_STALE_MS = 5 * 60_000;

const answer = shape<{ data: Record<string, string> }>({ data: 'object' });

export async function loadSparklines(ids: readonly number[]): Promise<ReadonlyMap<number, string>> {
  if (ids.length === 0) return new Map();
  const { data } = await apiLoad(fetch, `/api/market/sparklines?ids=${ids.join(',')}`, answer);
  return new Map(
    Object.entries(data)
      .filter(([, packed]) => typeof packed === 'string')
      .map(([id, packed]) => [Number(id), packed]),
  );
}

/** The packed sparklines of these coins by id; empty while they load or when the call fails (rows show none). */
export function useSparklines(ids: readonly number[]): ReadonlyMap<number, string> {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const query = useQuery({
    queryKey: ['market', 'sparklines', sorted.join(',')],
    queryFn: () => loadSparklines(sorted),
    enabled: sorted.length > 0,
    staleTime: SPARKLINES_STALE_MS,
    refetchInterval: SPARKLINES_STALE_MS,
    placeholderData: (previous) => previous,
  });
  return query.data ?? EMPTY;
}

const EMPTY: ReadonlyMap<number, string> = new Map();
