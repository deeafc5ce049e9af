export interface FaqItem {
  question: string;
  answer: string;
}

export const FAQ_ITEMS: FaqItem[] = [
  {
    question: 'How does the AI generate questions?',
    answer:
      'Upload a document and QuizForge reads its text, picks out the key facts and ideas, and writes multiple-choice questions with one correct answer and believable distractors. Every question comes with a short explanation and the passage it was drawn from, so you can check it against your material.',
  },
  {
    question: 'What file types can I upload?',
    answer:
      'PDF, Word (DOC and DOCX), PowerPoint (PPT and PPTX) and plain text (TXT) files, up to 20 MB each. Scanned images without selectable text cannot be read.',
  },
  {
    question: 'What does the free version include?',
    answer:
      'The free plan generates 5 questions per quiz and lets you keep one saved quiz. You can play it solo with a timer, share it by link and run live multiplayer rooms with it. Premium adds unlimited quizzes, a choice of question count, editing, deleting and PDF export.',
  },
  {
    question: 'How do I share a quiz with others?',
    answer:
      'Open My Quizzes and press Share on any quiz to get a unique link. Anyone who opens it and signs in gets a copy in their own collection. To play together in real time, create a multiplayer room and give players its 6-character code.',
  },
];
