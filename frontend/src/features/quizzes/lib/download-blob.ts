/** Moved to the shared lib: kept here for the quizzes feature's imports. */
export { downloadBlob } from '@/lib/download-blob';
