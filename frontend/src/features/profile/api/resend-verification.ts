import { api } from '@/lib/api-client';

export async function resendVerification(): Promise<{ message?: string }> {
  const { data } = await api.post<{ message?: string }>('/api/resend-verification/');
  return data;
}
