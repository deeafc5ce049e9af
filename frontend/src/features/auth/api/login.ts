import { api } from '@/lib/api-client';
import type { AuthResponse } from '@/types/api';

export interface Credentials {
  email: string;
  password: string;
}

export async function login(credentials: Credentials): Promise<AuthResponse> {
  const { data } = await api.post<AuthResponse>('/api/login/', credentials);
  return data;
}
