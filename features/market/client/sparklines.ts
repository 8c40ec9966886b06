// The 7-day sparklines of chosen coins in the browser (GET /api/market/sparklines?ids=…), for tables that load
// their coins after the page (the watchlist). They change hourly: read again every 5 minutes at most.
import { useQuery } from '@tanstack/react-query';
import { apiLoad } from '../../../platform/browser/api';

export const SPARKLINES_STALE_MS = 5 * 60_000;

/** The answer's data: packed sparklines by coin id. */
const packedById = (value: unknown): Record<string, unknown> => {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new TypeError('The answer has another shape');
  return value as Record<string, unknown>;
};

export async function loadSparklines(ids: readonly number[]): Promise<ReadonlyMap<number, string>> {
  if (ids.length === 0) return new Map();
  const data = await apiLoad(fetch, `/api/market/sparklines?ids=${ids.join(',')}`, packedById);
  const out = new Map<number, string>();
  for (const [id, packed] of Object.entries(data))
    if (typeof packed === 'string') out.set(Number(id), packed);
  return out;
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
