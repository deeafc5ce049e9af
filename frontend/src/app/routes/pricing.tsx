import { PageHeader } from '@/components/ui/page-header';
import '@/features/billing/billing.css';
import { PricingPlans } from '@/features/billing/components/pricing-plans';

export default function PricingRoute() {
  return (
    <main className="page">
      <div className="container">
        <PageHeader
          title="Simple, Student-Friendly Pricing"
          subtitle="Start free. Upgrade when you need more questions, more quizzes and full editing."
        />
        <PricingPlans />
      </div>
    </main>
  );
}
