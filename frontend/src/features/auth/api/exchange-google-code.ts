import { api } from '@/lib/api-client';
import type { AuthResponse } from '@/types/api';

/** Trades the one-time code of a finished Google sign-in, with the state it started with, for a session. */
export async function exchangeGoogleCode(code: string, state: string): Promise<AuthResponse> {
  const { data } = await api.post<AuthResponse>('/api/auth/google/exchange/', { code, state });
  return data;
}
