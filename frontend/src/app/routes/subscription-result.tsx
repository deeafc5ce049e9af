import '@/features/billing/billing.css';
import { SubscriptionResult } from '@/features/billing/components/subscription-result';

export default function SubscriptionResultRoute() {
  return (
    <main className="page">
      <div className="container container--narrow">
        <SubscriptionResult />
      </div>
    </main>
  );
}
