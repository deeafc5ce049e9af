import { Icon, type IconName } from '@/components/ui/icon';

const FEATURES: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'sparklesSmall',
    title: 'AI Question Generation',
    text: 'Multiple-choice questions written from your own material, each with an explanation and its source.',
  },
  {
    icon: 'layers',
    title: 'Multiple Formats',
    text: 'Upload PDF, Word, PowerPoint or plain text documents.',
  },
  {
    icon: 'bolt',
    title: 'Interactive Learning',
    text: 'Play with a timer and instant feedback, then share your quiz with a link.',
  },
  {
    icon: 'trophy',
    title: 'Multiplayer Quiz Battles',
    text: 'Open a live room, share the code and compete for the top score in real time.',
  },
];

export function KeyFeatures() {
  return (
    <section className="generator-features" aria-labelledby="generator-features-title">
      <h2 id="generator-features-title" className="section__title generator-features__title">
        Key Features
      </h2>
      <ul className="list-reset grid grid--4">
        {FEATURES.map((feature) => (
          <li key={feature.title} className="card generator-feature">
            <span className="generator-feature__icon">
              <Icon name={feature.icon} size={26} strokeWidth={1.8} />
            </span>
            <h3 className="generator-feature__title">{feature.title}</h3>
            <p className="generator-feature__text">{feature.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
