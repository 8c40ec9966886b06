// A coin's icon with the spec's fallback chain: the 64x64 image, then /icons/crypto/{symbol}.png, then generic.
import { useFallbackChain } from '../../../ui/fallback-chain';
import { coinIconChain } from '../../media';

export function CoinIcon({ symbol, id, size = 24 }: { symbol: string; id: number; size?: number }) {
  const chain = coinIconChain({ symbol, id });
  const { src, ref, onError } = useFallbackChain(chain);
  return (
    <img
      ref={ref}
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className="shrink-0 rounded-full dark:bg-slate-200"
      onError={onError}
    />
  );
}
