import { api } from '@/lib/api-client';

export interface UploadedDocument {
  content: string;
  characters: number;
  pages: number;
}

/** Extracts a document's text on the server. */
export async function uploadFile(file: File): Promise<UploadedDocument> {
  const body = new FormData();
  body.append('file', file);
  const { data } = await api.post<UploadedDocument>('/api/upload-file/', body);
  return data;
}
