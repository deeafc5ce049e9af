import { quizFileName } from '@/features/quizzes/lib/file-name';
import { buildQuizPdf, type PdfQuiz } from '@/features/quizzes/lib/quiz-pdf';

/** Builds and downloads the quiz as a PDF; jsPDF loads only now, not with the page. */
export async function exportQuizPdf(quiz: PdfQuiz): Promise<void> {
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({ orientation: 'portrait', unit: 'pt', format: 'a4' });
  buildQuizPdf(doc, quiz);
  doc.save(quizFileName(quiz.title, 'pdf'));
}
