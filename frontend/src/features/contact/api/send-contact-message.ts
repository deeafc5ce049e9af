import { api } from '@/lib/api-client';

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export async function sendContactMessage(input: ContactMessage): Promise<{ message?: string }> {
  const { data } = await api.post<{ message?: string }>('/api/contact/', input);
  return data;
}
