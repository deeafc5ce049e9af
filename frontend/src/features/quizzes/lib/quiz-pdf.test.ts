import { describe, expect, it } from 'vitest';

import type { Question } from '@/types/api';

import { quizFileName } from '@/features/quizzes/lib/file-name';
import { buildQuizPdf, PDF_MARGIN, type PdfDocument } from '@/features/quizzes/lib/quiz-pdf';

const A4 = { width: 595.28, height: 841.89 };

interface TextCall {
  text: string;
  x: number;
  y: number;
  size: number;
  page: number;
}

/** Records what would be drawn; wraps text at a fixed number of characters per point of width. */
class FakeDoc implements PdfDocument {
  calls: TextCall[] = [];
  page = 1;
  size = 0;
  wrapWidths: number[] = [];
  internal = { pageSize: { getWidth: () => A4.width, getHeight: () => A4.height } };
  setFont() {}
  setFontSize(size: number) {
    this.size = size;
  }
  text(text: string, x: number, y: number) {
    this.calls.push({ text, x, y, size: this.size, page: this.page });
  }
  splitTextToSize(text: string, maxWidth: number) {
    this.wrapWidths.push(maxWidth);
    const perLine = Math.floor(maxWidth / (this.size * 0.5));
    const lines: string[] = [];
    for (let i = 0; i < text.length; i += perLine) lines.push(text.slice(i, i + perLine));
    return lines.length ? lines : [''];
  }
  addPage() {
    this.page += 1;
  }
}

const question = (n: number, text = `Question text ${n}`): Question => ({
  question: text,
  choices: ['Alpha', 'Beta', 'Gamma'],
  correct_answer: 'Beta',
});

describe('buildQuizPdf', () => {
  it('writes the title at 16 and the body at 12, inside 40 pt margins', () => {
    const doc = new FakeDoc();
    buildQuizPdf(doc, { title: 'Cell Biology', questions: [question(1), question(2)] });
    expect(doc.calls[0]).toMatchObject({ text: 'Cell Biology', size: 16, x: PDF_MARGIN });
    expect(doc.calls.slice(1).every((call) => call.size === 12)).toBe(true);
    expect(doc.calls.map((c) => c.text)).toEqual([
      'Cell Biology',
      '1. Question text 1',
      'A. Alpha',
      'B. Beta',
      'C. Gamma',
      'Correct: Beta',
      '2. Question text 2',
      'A. Alpha',
      'B. Beta',
      'C. Gamma',
      'Correct: Beta',
    ]);
    for (const call of doc.calls) {
      expect(call.x).toBeGreaterThanOrEqual(PDF_MARGIN);
      expect(call.y).toBeGreaterThanOrEqual(PDF_MARGIN);
      expect(call.y).toBeLessThanOrEqual(A4.height - PDF_MARGIN);
    }
    expect(Math.max(...doc.wrapWidths)).toBe(A4.width - 2 * PDF_MARGIN);
  });

  it('wraps long text over several lines', () => {
    const doc = new FakeDoc();
    const long = 'word '.repeat(120).trim();
    buildQuizPdf(doc, { title: 'Long', questions: [question(1, long)] });
    const questionLines = doc.calls.slice(1, doc.calls.findIndex((c) => c.text === 'A. Alpha'));
    expect(questionLines.length).toBeGreaterThan(3);
    expect(questionLines.map((c) => c.text).join('')).toBe(`1. ${long}`);
    const ys = questionLines.map((c) => c.y);
    expect(ys.every((y, i) => i === 0 || y > ys[i - 1])).toBe(true);
  });

  it('starts a new page when the next line would cross the bottom margin', () => {
    const doc = new FakeDoc();
    const long = 'word '.repeat(120).trim();
    buildQuizPdf(doc, { title: 'Long', questions: Array.from({ length: 30 }, (_, i) => question(i + 1, `${i} ${long}`)) });
    expect(doc.page).toBeGreaterThan(3);
    for (let page = 1; page <= doc.page; page += 1) {
      const ys = doc.calls.filter((c) => c.page === page).map((c) => c.y);
      expect(ys.length).toBeGreaterThan(0);
      expect([...ys].sort((a, b) => a - b)).toEqual(ys);
      expect(ys[0]).toBeLessThanOrEqual(PDF_MARGIN + 16);
      expect(Math.max(...ys)).toBeLessThanOrEqual(A4.height - PDF_MARGIN);
    }
  });

  it('keeps a question with its choices when it fits on the next page', () => {
    const doc = new FakeDoc();
    buildQuizPdf(doc, { title: 'Many', questions: Array.from({ length: 12 }, (_, i) => question(i + 1)) });
    for (let n = 1; n <= 12; n += 1) {
      const start = doc.calls.findIndex((c) => c.text === `${n}. Question text ${n}`);
      const block = doc.calls.slice(start, start + 5);
      expect(block[4].text).toBe('Correct: Beta');
      expect(new Set(block.map((c) => c.page)).size).toBe(1);
    }
    expect(doc.page).toBe(2);
  });

  it('draws characters the built-in fonts lack as close equivalents', () => {
    const doc = new FakeDoc();
    buildQuizPdf(doc, { title: 'Ratios ≤ 1 − x', questions: [] });
    expect(doc.calls[0].text).toBe('Ratios <= 1 - x');
  });
});

describe('quizFileName', () => {
  it('names the file after the title, or quiz', () => {
    expect(quizFileName('Cell Biology: Part 1', 'pdf')).toBe('Cell-Biology-Part-1.pdf');
    expect(quizFileName('Über Straße', 'pdf')).toBe('Über-Straße.pdf');
    expect(quizFileName('', 'pdf')).toBe('quiz.pdf');
    expect(quizFileName('???', 'pdf')).toBe('quiz.pdf');
    expect(quizFileName('../../etc/passwd', 'pdf')).toBe('etc-passwd.pdf');
  });
});
