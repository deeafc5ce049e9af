/** Recognises a lazily loaded script part that failed to load, and names it the way users report it. */
const CHUNK_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Loading chunk .* failed/i,
  /Unable to preload CSS/i,
];

/** 120 s: a part that has not arrived by then is treated as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? '');
  return CHUNK_PATTERNS.some((pattern) => pattern.test(message));
}

/** 'Loading chunk home-B2x9 failed.' from the failed module's URL, when the message carries one. */
export function chunkErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error ?? '');
  if (/Loading chunk .* failed/i.test(message)) return message;
  const url = message.match(/https?:\/\/\S+|\/\S+\.(?:js|css)/)?.[0];
  const name = url?.split('/').pop()?.replace(/\.(js|css)$/, '');
  return name ? `Loading chunk ${name} failed.` : 'Loading chunk failed.';
}

/** Rejects with a chunk error when `load` has not settled within the time limit. */
export function withChunkTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`Loading chunk failed: no answer within ${Math.round(timeoutMs / 1000)} seconds.`)),
      timeoutMs,
    );
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
