// A coin's last 7 days as a small inline SVG line, coloured by the week's direction: no chart library, drawn the
// same on the server and in the browser from a packed string (sparkline.ts).
import { changeClass } from '../../../lib/format';
import { MARKET_MESSAGES } from '../rules';
import { SPARKLINE_HEIGHT, sparklinePoints } from '../sparkline';

export function Sparkline({
  encoded,
  symbol,
  change7d,
}: {
  encoded: string | undefined;
  symbol: string;
  change7d: number;
}) {
  const points = encoded ? sparklinePoints(encoded) : '';
  if (!points || !encoded) return null;
  // A screen reader hears the week's figure (the line's only message); the image has no detail it would miss.
  return (
    <svg
      role="img"
      aria-label={MARKET_MESSAGES.sparklineLabel(symbol, change7d)}
      viewBox={`0 0 ${(encoded.length - 1) * 2} ${SPARKLINE_HEIGHT}`}
      preserveAspectRatio="none"
      className={`inline-block h-8 w-24 align-middle ${changeClass(change7d) || 'muted'}`}
    >
      <polyline
        points={points}
        fill="none"
        stroke="currentColor"
        strokeWidth={1.5}
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
}
