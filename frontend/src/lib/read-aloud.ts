/** "Read aloud": a question and its choices spoken by the browser's speech synthesis, where it has one. */

export function readAloudAvailable(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && typeof SpeechSynthesisUtterance !== 'undefined';
}

/** Speaks the question, then each choice, stopping whatever was being read. */
export function readAloud(question: string, choices: string[]): void {
  if (!readAloudAvailable()) return;
  window.speechSynthesis.cancel();
  for (const text of [question, ...choices]) window.speechSynthesis.speak(new SpeechSynthesisUtterance(text));
}

export function readAloudStop(): void {
  if (readAloudAvailable()) window.speechSynthesis.cancel();
}
