import { IconBubble } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';

const AUDIENCES = [
  {
    icon: 'graduation' as const,
    title: 'Educators',
    points: [
      'Save hours of preparation time',
      'Generate questions straight from your lecture notes',
      'Share quizzes with your students by link',
      'Run live quizzes and track class performance',
    ],
  },
  {
    icon: 'book' as const,
    title: 'Students',
    points: [
      'Turn your notes into practice tests',
      'Get instant feedback on every answer',
      'Beat your own high score before the exam',
      'Share study material with classmates',
    ],
  },
];

export function Audiences() {
  return (
    <Section id="audiences" title="Who It's For" subtitle="Built for both sides of the classroom." muted>
      <div className="grid grid--2">
        {AUDIENCES.map((audience) => (
          <article key={audience.title} className="card audience-card">
            <div className="row">
              <IconBubble name={audience.icon} size={24} />
              <h3 className="mb-0">{audience.title}</h3>
            </div>
            <ul className="feature-list audience-card__list">
              {audience.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </article>
        ))}
      </div>
    </Section>
  );
}
