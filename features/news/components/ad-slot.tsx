// An ad slot of the home page: nothing at all unless an ad network is configured (ADS_SCRIPT_URL). When one is,
// the slot is a labelled box holding the network's <ins> tag, and each slot asks the network's script to fill it
// once it is on the page (the `adsbygoogle` queue that AdSense-style networks read). React leaves the tag's
// contents to the network.
import { useEffect } from 'react';

export interface AdsConfig {
  scriptUrl: string;
  client?: string;
}

declare global {
  interface Window {
    adsbygoogle?: unknown[];
  }
}

export function AdSlot({
  ads,
  slot,
  className,
}: {
  ads: AdsConfig | null;
  slot: string;
  className?: string;
}) {
  useEffect(() => {
    if (!ads) return;
    // The script may not have loaded yet: the queue is read when it does.
    (window.adsbygoogle = window.adsbygoogle ?? []).push({});
  }, [ads]);
  if (!ads) return null;
  return (
    <aside aria-label="Advertisement" className={`card overflow-hidden p-2 text-center ${className ?? ''}`}>
      <p className="muted mb-1 text-[10px] tracking-wide uppercase">Advertisement</p>
      <ins
        className="adsbygoogle block min-h-[90px]"
        data-ad-client={ads.client}
        data-ad-slot={slot}
        data-ad-format="auto"
        data-full-width-responsive="true"
        dangerouslySetInnerHTML={{ __html: '' }}
        suppressHydrationWarning
      />
    </aside>
  );
}
