import { api } from '@/lib/api-client';
import type { ApiSchemas } from '@/types/api';

export type ContactMessage = ApiSchemas['ContactInputRequest'];

export async function sendContactMessage(input: ContactMessage): Promise<ApiSchemas['Message']> {
  const { data } = await api.post<ApiSchemas['Message']>('/api/contact/', input);
  return data;
}
