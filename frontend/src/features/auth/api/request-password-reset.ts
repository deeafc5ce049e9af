import { api } from '@/lib/api-client';

export async function requestPasswordReset(email: string): Promise<{ message?: string }> {
  const { data } = await api.post<{ message?: string }>('/api/request-password-reset/', { email });
  return data;
}
