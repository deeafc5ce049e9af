import { Link } from 'react-router';

import { IconBubble, type IconName } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';
import { paths } from '@/config/paths';

interface Feature {
  icon: IconName;
  title: string;
  text: string;
  isNew?: boolean;
}

const FEATURES: Feature[] = [
  {
    icon: 'cpu',
    title: 'AI Question Generation',
    text: 'Turn any document into clear multiple-choice questions, each with an explanation and the passage it came from.',
  },
  {
    icon: 'gamepad',
    title: 'Multiplayer Quiz Battles',
    text: 'Host a live room, share a 6-character code and watch the leaderboard change after every question.',
    isNew: true,
  },
  {
    icon: 'target',
    title: 'Interactive Learning',
    text: 'Timed questions, instant feedback, streaks and high scores keep practice focused and fun.',
  },
  {
    icon: 'file',
    title: 'Multiple Formats',
    text: 'Works with PDF, Word, PowerPoint and plain text. Export finished quizzes to PDF for printing.',
  },
];

export function KeyFeatures() {
  return (
    <Section id="features" title="Key Features" subtitle="Everything you need to turn study material into engaging practice.">
      <div className="grid grid--4">
        {FEATURES.map((feature) => (
          <article key={feature.title} className={`card card--hover feature-card${feature.isNew ? ' feature-card--new' : ''}`}>
            <div className="row row--between">
              <IconBubble name={feature.icon} size={24} />
              {feature.isNew && <span className="badge badge--new">New</span>}
            </div>
            <h3 className="feature-card__title">{feature.title}</h3>
            <p className="muted feature-card__text">{feature.text}</p>
            {feature.isNew && (
              <Link className="btn btn--primary btn--small feature-card__action" to={paths.multiplayer.getHref()}>
                Try Multiplayer
              </Link>
            )}
          </article>
        ))}
      </div>
    </Section>
  );
}
