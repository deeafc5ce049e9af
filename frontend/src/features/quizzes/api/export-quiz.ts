import { api } from '@/lib/api-client';

export type QuizExportFormat = 'csv' | 'gift';

export interface DownloadedFile {
  blob: Blob;
  filename: string | null;
}

/** The name a Content-Disposition header gives, preferring the UTF-8 `filename*` form. */
export function filenameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      /* fall through to the plain form */
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(header);
  return plain ? plain[1].trim() : null;
}

/** The server builds CSV and Moodle GIFT files; the request needs the bearer header, hence no plain link. */
export async function downloadQuizExport(quizId: number, format: QuizExportFormat): Promise<DownloadedFile> {
  const response = await api.get<Blob>(`/api/quizzes/${quizId}/export/`, {
    params: { format },
    responseType: 'blob',
  });
  const disposition = response.headers['content-disposition'] as string | undefined;
  return { blob: response.data, filename: filenameFromDisposition(disposition) };
}
