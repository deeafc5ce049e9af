import { api } from '@/lib/api-client';

import type { CancelReason } from '../data/cancel-reasons';

export async function cancelSubscription(reason: CancelReason, additionalFeedback: string): Promise<void> {
  await api.delete('/api/subscription/', { data: { reason, additional_feedback: additionalFeedback } });
}
