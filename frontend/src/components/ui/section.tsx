import type { ReactNode } from 'react';

interface SectionProps {
  /** Names the section; its title gets the id `${id}-title`. */
  id: string;
  title: string;
  subtitle: string;
  /** On the muted background. */
  muted?: boolean;
  narrow?: boolean;
  children: ReactNode;
}

/** A titled band of a content page. */
export function Section({ id, title, subtitle, muted = false, narrow = false, children }: SectionProps) {
  const titleId = `${id}-title`;
  return (
    <section className={muted ? 'section section--muted' : 'section'} aria-labelledby={titleId}>
      <div className={narrow ? 'container container--narrow' : 'container'}>
        <h2 className="section__title" id={titleId}>
          {title}
        </h2>
        <p className="section__subtitle">{subtitle}</p>
        {children}
      </div>
    </section>
  );
}
