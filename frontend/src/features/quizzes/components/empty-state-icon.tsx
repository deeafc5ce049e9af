import { Icon, type IconName } from '@/components/ui/icon';

/** The large brand-coloured icon on top of the quizzes' empty and sign-in cards. */
export function EmptyStateIcon({ name }: { name: IconName }) {
  return (
    <div className="empty-state__icon quizzes-icon">
      <Icon name={name} size={40} strokeWidth={1.8} />
    </div>
  );
}
