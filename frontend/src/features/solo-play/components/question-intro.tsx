interface QuestionIntroProps {
  number: number;
  total: number;
}

/** The 2-second splash before each question. */
export function QuestionIntro({ number, total }: QuestionIntroProps) {
  return (
    <div className="solo-intro" role="status">
      <span className="solo-intro__label">
        Question {number} of {total}
      </span>
      <span className="solo-intro__hint muted">Get ready…</span>
    </div>
  );
}
