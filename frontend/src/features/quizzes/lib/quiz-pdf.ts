/** Lays a quiz out on A4 pages. Pure over a jsPDF-like document so the layout can be checked without a PDF. */
import type { Question } from '@/types/api';

import { toPdfText } from '@/features/quizzes/lib/pdf-text';

export const PDF_MARGIN = 40;
export const PDF_TITLE_SIZE = 16;
export const PDF_BODY_SIZE = 12;
const LINE_SPACING = 1.35;
const CHOICE_INDENT = 16;
const AFTER_TITLE = 12;
const BETWEEN_QUESTIONS = 10;
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The part of jsPDF this layout uses. */
export interface PdfDocument {
  setFont(fontName: string, fontStyle?: string): unknown;
  setFontSize(size: number): unknown;
  text(text: string, x: number, y: number): unknown;
  splitTextToSize(text: string, maxWidth: number): string[];
  addPage(): unknown;
  internal: { pageSize: { getWidth(): number; getHeight(): number } };
}

export interface PdfQuiz {
  title: string;
  questions: readonly Question[];
}

type FontStyle = 'normal' | 'bold' | 'italic';

interface Block {
  text: string;
  x: number;
  size: number;
  style: FontStyle;
  gapAfter?: number;
}

export function buildQuizPdf(doc: PdfDocument, quiz: PdfQuiz): void {
  const pageWidth = doc.internal.pageSize.getWidth();
  const bottom = doc.internal.pageSize.getHeight() - PDF_MARGIN;
  const contentWidth = pageWidth - 2 * PDF_MARGIN;
  let y = PDF_MARGIN; // top of the next line

  const applyFont = (block: Block) => {
    doc.setFont('helvetica', block.style);
    doc.setFontSize(block.size);
  };
  const lineHeight = (block: Block) => block.size * LINE_SPACING;
  const linesOf = (block: Block) => {
    applyFont(block);
    return doc.splitTextToSize(toPdfText(block.text), contentWidth - (block.x - PDF_MARGIN));
  };
  const newPage = () => {
    doc.addPage();
    y = PDF_MARGIN;
  };

  /** Writes blocks line by line, starting a new page whenever the next line would cross the bottom margin. */
  const write = (blocks: Block[]) => {
    // Keep a question with its choices when it fits on one page.
    const laidOut = blocks.map((block) => ({ block, lines: linesOf(block) }));
    const height = laidOut.reduce((sum, { block, lines }) => sum + lines.length * lineHeight(block) + (block.gapAfter ?? 0), 0);
    if (y > PDF_MARGIN && y + height > bottom && height <= bottom - PDF_MARGIN) newPage();
    for (const { block, lines } of laidOut) {
      applyFont(block);
      for (const line of lines) {
        if (y + lineHeight(block) > bottom) newPage();
        doc.text(line, block.x, y + block.size);
        y += lineHeight(block);
      }
      y += block.gapAfter ?? 0;
    }
  };

  write([{ text: quiz.title || 'Quiz', x: PDF_MARGIN, size: PDF_TITLE_SIZE, style: 'bold', gapAfter: AFTER_TITLE }]);
  quiz.questions.forEach((question, index) => {
    write([
      { text: `${index + 1}. ${question.question}`, x: PDF_MARGIN, size: PDF_BODY_SIZE, style: 'bold' },
      ...question.choices.map<Block>((choice, i) => ({
        text: `${LETTERS[i]}. ${choice}`,
        x: PDF_MARGIN + CHOICE_INDENT,
        size: PDF_BODY_SIZE,
        style: 'normal',
      })),
      {
        text: `Correct: ${question.correct_answer}`,
        x: PDF_MARGIN + CHOICE_INDENT,
        size: PDF_BODY_SIZE,
        style: 'italic',
        gapAfter: BETWEEN_QUESTIONS,
      },
    ]);
  });
}
