import '@/features/billing/billing.css';
import { PricingPlans } from '@/features/billing/components/pricing-plans';

export default function PricingRoute() {
  return (
    <main className="page">
      <div className="container">
        <header className="page-header">
          <h1 className="page-title">Simple, Student-Friendly Pricing</h1>
          <p className="page-subtitle">Start free. Upgrade when you need more questions, more quizzes and full editing.</p>
        </header>
        <PricingPlans />
      </div>
    </main>
  );
}
