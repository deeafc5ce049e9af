import { Link } from 'react-router';

import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { SUPPORT_EMAIL } from '@/config/site';

const STEPS = [
  {
    title: 'Upload a document',
    text: 'Lecture notes, a textbook chapter, slides or a report: PDF, Word, PowerPoint or plain text.',
  },
  {
    title: 'Let the AI write the quiz',
    text: 'QuizForge reads the text and writes multiple-choice questions, each with an explanation and its source passage.',
  },
  {
    title: 'Play, share or go live',
    text: 'Practise against a timer, send a link to a friend, export a PDF, or open a multiplayer room for your class.',
  },
];

export default function AboutRoute() {
  return (
    <main className="page">
      <div className="container container--medium stack stack--xl">
        <PageHeader
          className="mb-0"
          title="About QuizForge"
          subtitle="We help teachers and learners turn the material they already have into quizzes people actually enjoy."
        />

        <section className="card prose">
          <h2>What we do</h2>
          <p>
            QuizForge turns an uploaded document into a multiple-choice quiz and trivia game. Instead of spending an
            evening writing questions by hand, you upload your notes and get a quiz in seconds that you can review, edit,
            save and play.
          </p>
          <p>
            Quizzes can be played alone with a 30-second timer per question, shared with anyone through a unique link,
            exported as a printable PDF, or played live in a multiplayer room where everyone answers on their own phone
            and a leaderboard shows who is ahead after every question.
          </p>
        </section>

        <section aria-labelledby="how-title">
          <h2 className="section__title" id="how-title">
            How it works
          </h2>
          <div className="grid grid--3 steps">
            {STEPS.map((step, index) => (
              <article key={step.title} className="card card--compact">
                <span className="step-card__number">{index + 1}</span>
                <h3>{step.title}</h3>
                <p className="muted mb-0">{step.text}</p>
              </article>
            ))}
          </div>
        </section>

        <section className="card prose">
          <h2>Who it is for</h2>
          <p>
            <strong>Educators</strong> save preparation time, generate questions straight from their lecture notes,
            share quizzes with students and run live quiz sessions in class.
          </p>
          <p>
            <strong>Students</strong> turn their notes into practice tests, get instant feedback on every answer and share
            study material with classmates.
          </p>
          <h2>Free and Premium</h2>
          <p>
            The free plan lets anyone try QuizForge: 5 questions per quiz, one saved quiz, solo play, sharing and
            multiplayer. Premium removes the limits and adds question-count choice, editing, deleting and PDF export.
            See <Link to={paths.pricing.getHref()}>Pricing</Link> for details.
          </p>
          <h2>Our principles</h2>
          <ul>
            <li>Your documents are used to make your quiz, and nothing else.</li>
            <li>Every generated question is checked before you see it: one correct answer, distinct choices, no empty text.</li>
            <li>Learning should feel like a game, not a chore.</li>
          </ul>
          <h2>Get in touch</h2>
          <p className="mb-0">
            Questions or ideas? Write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> or use the{' '}
            <Link to={paths.contact.getHref()}>contact form</Link>.
          </p>
        </section>

        <div className="row row--center">
          <Link className="btn btn--primary btn--large" to={paths.generator.getHref()}>
            Create a Quiz
          </Link>
        </div>
      </div>
    </main>
  );
}
