// A plan's name as the dashboard shows it: 'Free', or 'Premium' / 'Enterprise' marked with a star.
import { Star } from 'lucide-react';
import { TIER_LABELS, type Tier } from '../../auth';

export function PlanLabel({ tier }: { tier: Tier }) {
  return (
    <span className="inline-flex items-center gap-1 font-semibold" data-testid="plan-label">
      {tier !== 'free' && (
        <Star aria-hidden size={14} className="fill-amber-400 text-amber-500" data-testid="plan-star" />
      )}
      {TIER_LABELS[tier]}
    </span>
  );
}
