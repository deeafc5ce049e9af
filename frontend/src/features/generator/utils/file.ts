import { ACCEPTED_EXTENSIONS, FALLBACK_TITLE, MAX_TITLE_LENGTH } from '@/features/generator/constants';

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
}

export function isSupportedFile(file: File): boolean {
  return (ACCEPTED_EXTENSIONS as readonly string[]).includes(extensionOf(file.name));
}

/** Size in megabytes with two decimals, e.g. '1.25 MB'. */
export function formatFileSize(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}

/** The quiz title a document suggests: its name without the extension. */
export function titleFromFileName(name: string): string {
  const dot = name.lastIndexOf('.');
  const base = (dot > 0 ? name.slice(0, dot) : name).trim();
  return base.slice(0, MAX_TITLE_LENGTH) || FALLBACK_TITLE;
}
