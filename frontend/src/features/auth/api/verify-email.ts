import { api } from '@/lib/api-client';

export async function verifyEmail(token: string): Promise<{ message?: string }> {
  const { data } = await api.post<{ message?: string }>('/api/verify-email/', { token });
  return data;
}
