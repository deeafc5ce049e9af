import { Icon } from '@/components/ui/icon';
import { Link } from 'react-router';

import { paths } from '@/config/paths';

import { QuizPreview } from './quiz-preview';

interface HeroProps {
  isLoggedIn: boolean;
  onSignIn: () => void;
}

export function Hero({ isLoggedIn, onSignIn }: HeroProps) {
  return (
    <section className="hero">
      <div className="container hero__inner">
        <div className="hero__copy">
          <span className="hero__eyebrow">
            <Icon name="sparkles" size={16} /> AI-powered quiz generator
          </span>
          <h1 className="hero__title">
            Create interactive <span className="text-gradient">MCQ &amp; trivia games</span> with AI
          </h1>
          <p className="hero__lead">
            Upload your notes, slides or textbook chapters and get a ready-to-play multiple-choice quiz in seconds. Study
            alone against the clock or challenge your whole class live.
          </p>
          <div className="row hero__actions">
            <Link className="btn btn--primary btn--large" to={paths.generator.getHref()}>
              {isLoggedIn ? 'Create Quiz Now' : 'Try for Free'}
            </Link>
            <Link className="btn btn--secondary btn--large" to={paths.multiplayer.getHref()}>
              Join a Game
            </Link>
          </div>
          {!isLoggedIn && (
            <p className="hero__signin">
              Already have an account?{' '}
              <button type="button" className="link-button" onClick={onSignIn}>
                Log in
              </button>
            </p>
          )}
          <ul className="hero__facts">
            <li>
              <strong>6</strong> file types
            </li>
            <li>
              <strong>5</strong> free questions per quiz
            </li>
            <li>
              <strong>100</strong> players per room
            </li>
          </ul>
        </div>
        <div className="hero__preview">
          <QuizPreview />
        </div>
      </div>
    </section>
  );
}
