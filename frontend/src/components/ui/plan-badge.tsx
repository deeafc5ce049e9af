import { planLabel } from '@/lib/plan';
import type { UserInfo } from '@/types/api';

/** 'Premium', 'Free' or 'Free (Expiring)' as a badge. */
export function PlanBadge({ user }: { user: UserInfo | null }) {
  const label = planLabel(user);
  return <span className={`badge ${label === 'Premium' ? 'badge--premium' : 'badge--free'}`}>{label}</span>;
}
