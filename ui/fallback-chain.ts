// A picture with a chain of addresses: each failure moves to the next, and the last one stays.
import { useEffect, useRef, useState } from 'react';

/**
 * The address to show of `chain`, with the `ref` and `onError` to put on the `<img>`. A picture that failed before
 * the page hydrated fired its error with no handler to hear it: seen once, at mount (unless an error was heard
 * meanwhile), it moves down the chain as a later failure does.
 */
export function useFallbackChain(chain: readonly string[]) {
  const [step, setStep] = useState(0);
  const ref = useRef<HTMLImageElement>(null);
  const heard = useRef(false);
  const last = chain.length - 1;
  const onError = () => {
    heard.current = true;
    setStep((s) => Math.min(s + 1, last));
  };
  useEffect(() => {
    const img = ref.current;
    if (!heard.current && img?.complete && img.naturalWidth === 0 && img.currentSrc)
      setStep((s) => Math.min(s + 1, last));
  }, [last]);
  return { src: chain[Math.min(step, last)], ref, onError };
}
