import { Icon } from '@/components/ui/icon';

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
    <section className="section section--muted" aria-labelledby="audiences-title">
      <div className="container">
        <h2 className="section__title" id="audiences-title">
          Who It&apos;s For
        </h2>
        <p className="section__subtitle">Built for both sides of the classroom.</p>
        <div className="grid grid--2">
          {AUDIENCES.map((audience) => (
            <article key={audience.title} className="card audience-card">
              <div className="row">
                <span className="icon-bubble">
                  <Icon name={audience.icon} size={24} />
                </span>
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
      </div>
    </section>
  );
}
