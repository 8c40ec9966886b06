// The image test page: sample pictures served through the image cache and the image proxy, each with the cache
// status the server answers for it (HIT, MISS, FALLBACK), asked again on request.
import { useCallback, useEffect, useState } from 'react';

export interface ImageSample {
  label: string;
  src: string;
  width: number;
  height: number;
}

export const IMAGE_SAMPLES: ImageSample[] = [
  {
    label: 'Bitcoin icon, 64 px (image cache, CoinMarketCap)',
    src: '/api/image-cache/coinmarketcap/1?variant=icon64',
    width: 64,
    height: 64,
  },
  {
    label: 'Ethereum icon, 128 px (image cache, CoinMarketCap)',
    src: '/api/image-cache/coinmarketcap/1027?variant=icon128',
    width: 128,
    height: 128,
  },
  {
    label: 'Favicon, 32 px (image cache, CoinMarketCap)',
    src: '/api/image-cache/coinmarketcap/1?variant=favicon',
    width: 32,
    height: 32,
  },
  {
    label: 'Video thumbnail, 300×200 (image cache, YouTube)',
    src: '/api/image-cache/youtube/M7lc1UVf-VE?variant=thumbnail',
    width: 300,
    height: 200,
  },
  {
    label: 'Resized picture, 300×200 WebP (image proxy)',
    src: `/api/image-proxy?url=${encodeURIComponent('https://s2.coinmarketcap.com/static/img/coins/128x128/1.png')}&format=webp&width=300&height=200&quality=90`,
    width: 300,
    height: 200,
  },
];

type Status = { state: 'checking' } | { state: 'done'; cache: string; http: number } | { state: 'failed' };

export function ImageTestView() {
  const [statuses, setStatuses] = useState<Status[]>(() => IMAGE_SAMPLES.map(() => ({ state: 'checking' })));
  // The answers arrive later: the effect sets no state itself.
  const ask = useCallback(() => {
    IMAGE_SAMPLES.forEach((sample, i) => {
      void fetch(sample.src, { method: 'HEAD', cache: 'no-store' })
        .then(
          (res): Status => ({
            state: 'done',
            http: res.status,
            cache: res.headers.get('X-Cache-Status') ?? 'none',
          }),
          (): Status => ({ state: 'failed' }),
        )
        .then((status) => setStatuses((all) => all.map((s, j) => (j === i ? status : s))));
    });
  }, []);
  useEffect(ask, [ask]);
  const check = () => {
    setStatuses(IMAGE_SAMPLES.map(() => ({ state: 'checking' })));
    ask();
  };
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-3xl font-extrabold tracking-tight">Image Test</h1>
      <p className="muted mt-2">
        Sample pictures through the image cache and the image proxy, with the cache status each answers: HIT
        from the disk cache, MISS fetched now, FALLBACK the placeholder when the source cannot be reached.
      </p>
      <button type="button" className="btn-secondary mt-4" onClick={check}>
        Check again
      </button>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2">
        {IMAGE_SAMPLES.map((sample, i) => {
          const status = statuses[i]!;
          return (
            <li key={sample.src} className="card p-4">
              <p className="text-sm font-semibold">{sample.label}</p>
              <img
                src={sample.src}
                alt={sample.label}
                width={sample.width}
                height={sample.height}
                className="mt-3"
              />
              <p className="mt-3 text-sm" data-testid="cache-status">
                {status.state === 'checking'
                  ? 'Checking…'
                  : status.state === 'failed'
                    ? 'Could not reach the server'
                    : `X-Cache-Status: ${status.cache} (HTTP ${status.http})`}
              </p>
              <p className="muted mt-1 text-xs break-all">{sample.src}</p>
            </li>
          );
        })}
      </ul>
    </main>
  );
}
