import type { ReactNode } from 'react';

interface EmptyStateProps {
  /** The card's element: a section when it is the screen's whole content. */
  as?: 'div' | 'section';
  className?: string;
  icon?: ReactNode;
  title?: string;
  /** h1 when the card is all the page shows. */
  heading?: 'h1' | 'h2';
  titleClassName?: string;
  children?: ReactNode;
  /** Buttons or links, centred in a wrapping row under the rest. */
  actions?: ReactNode;
}

/** A centred card for a screen or list with nothing to show yet: an icon, a title, a word and the ways on. */
export function EmptyState({
  as: Card = 'div',
  className,
  icon,
  title,
  heading: Heading = 'h2',
  titleClassName,
  children,
  actions,
}: EmptyStateProps) {
  return (
    <Card className={`card empty-state${className ? ` ${className}` : ''}`}>
      {icon}
      {title && <Heading className={titleClassName}>{title}</Heading>}
      {children}
      {actions && <div className="empty-state__actions">{actions}</div>}
    </Card>
  );
}
