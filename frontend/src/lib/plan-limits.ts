/**
 * The plan limits a screen works with: the signed-in user's (user_info.plan_limits), or for a visitor
 * the free plan as the server publishes it (GET /api/plans/, read once per page life).
 */
import { useEffect, useState } from 'react';

import { useAuth } from '@/lib/auth';
import type { PlanLimits, SubscriptionPlan } from '@/types/api';

let published: Promise<Record<SubscriptionPlan, PlanLimits>> | null = null;

function publishedPlans(): Promise<Record<SubscriptionPlan, PlanLimits>> {
  published ??= import('@/lib/api-client')
    .then(({ api }) => api.get<Record<SubscriptionPlan, PlanLimits>>('/api/plans/'))
    .then(({ data }) => data)
    .catch((error: unknown) => {
      published = null;
      throw error;
    });
  return published;
}

export function usePlanLimits(): PlanLimits | null {
  const { user } = useAuth();
  const own = user?.plan_limits ?? null;
  const [visitors, setVisitors] = useState<PlanLimits | null>(null);

  useEffect(() => {
    if (own) return;
    let current = true;
    publishedPlans()
      .then((plans) => current && setVisitors(plans.free))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [own]);

  return own ?? visitors;
}
