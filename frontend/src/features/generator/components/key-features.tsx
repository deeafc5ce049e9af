import { BoltIcon, LayersIcon, SparklesIcon, TrophyIcon } from '@/features/generator/components/icons';

const FEATURES = [
  {
    Icon: SparklesIcon,
    title: 'AI Question Generation',
    text: 'Multiple-choice questions written from your own material, each with an explanation and its source.',
  },
  {
    Icon: LayersIcon,
    title: 'Multiple Formats',
    text: 'Upload PDF, Word, PowerPoint or plain text documents.',
  },
  {
    Icon: BoltIcon,
    title: 'Interactive Learning',
    text: 'Play with a timer and instant feedback, then share your quiz with a link.',
  },
  {
    Icon: TrophyIcon,
    title: 'Multiplayer Quiz Battles',
    text: 'Open a live room, share the code and compete for the top score in real time.',
  },
] as const;

export function KeyFeatures() {
  return (
    <section className="generator-features" aria-labelledby="generator-features-title">
      <h2 id="generator-features-title" className="section__title generator-features__title">
        Key Features
      </h2>
      <ul className="grid grid--4 generator-features__grid">
        {FEATURES.map((feature) => (
          <li key={feature.title} className="card generator-feature">
            <span className="generator-feature__icon">
              <feature.Icon size={26} />
            </span>
            <h3 className="generator-feature__title">{feature.title}</h3>
            <p className="generator-feature__text">{feature.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
