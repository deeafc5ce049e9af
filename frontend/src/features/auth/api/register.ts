import { api } from '@/lib/api-client';
import type { AuthResponse } from '@/types/api';

import type { Credentials } from './login';

/** The server may sign the new user in at once (tokens in the answer) or only create the account. */
export type RegisterResponse = Partial<AuthResponse> & { message?: string };

export async function register(credentials: Credentials): Promise<RegisterResponse> {
  const { data } = await api.post<RegisterResponse>('/api/register/', credentials);
  return data;
}
