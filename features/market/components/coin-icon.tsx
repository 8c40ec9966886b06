// A coin's icon with the spec's fallback chain: the 64x64 image, then /icons/crypto/{symbol}.png, then generic.
import { useEffect, useRef, useState } from 'react';
import { coinIconChain } from '../../media';

export function CoinIcon({ symbol, id, size = 24 }: { symbol: string; id: number; size?: number }) {
  const chain = coinIconChain({ symbol, id });
  const [step, setStep] = useState(0);
  const img = useRef<HTMLImageElement>(null);
  // An image that failed before hydration fired its error event before React listened: check once.
  useEffect(() => {
    const el = img.current;
    if (el && el.complete && el.naturalWidth === 0) setStep((s) => Math.min(s + 1, chain.length - 1));
  }, [chain.length]);
  return (
    <img
      ref={img}
      src={chain[step]}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className="shrink-0 rounded-full dark:bg-slate-200"
      onError={() => setStep((s) => Math.min(s + 1, chain.length - 1))}
    />
  );
}
