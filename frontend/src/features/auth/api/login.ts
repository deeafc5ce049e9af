import { api } from '@/lib/api-client';
import type { ApiSchemas, AuthResponse } from '@/types/api';

export type Credentials = ApiSchemas['CredentialsRequest'];

export async function login(credentials: Credentials): Promise<AuthResponse> {
  const { data } = await api.post<AuthResponse>('/api/login/', credentials);
  return data;
}
