import { api } from '@/lib/api-client';

export type PlanType = 'monthly' | 'yearly';

export async function createCheckoutSession(planType: PlanType): Promise<{ checkout_url: string }> {
  const { data } = await api.post<{ checkout_url: string }>('/api/subscription/', { plan_type: planType });
  return data;
}
