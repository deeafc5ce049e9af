import { api } from '@/lib/api-client';

export async function resetPassword(token: string, newPassword: string): Promise<{ message?: string }> {
  const { data } = await api.post<{ message?: string }>('/api/reset-password/', { token, new_password: newPassword });
  return data;
}
