/** The pricing page's plans and the feature lists shown for each plan. */
import type { PlanType } from '../api/create-checkout-session';

export const FREE_FEATURES = [
  '5 questions per quiz',
  'Save 1 quiz',
  'Solo play with timer and high scores',
  'Share quizzes by link',
  'Host multiplayer rooms',
];

export const FREE_MISSING = ['Choose the number of questions', 'Edit, delete and PDF export'];

export const PREMIUM_FEATURES = [
  'Unlimited quiz creation',
  'Up to 50 questions per quiz',
  'Review & edit every question',
  'Save unlimited quizzes',
  'Delete quizzes',
  'Export quizzes to PDF',
];

export interface PremiumPlan {
  type: PlanType;
  name: string;
  price: string;
  period: string;
  listPrice: string;
  discount: string;
  note?: string;
  extras: string[];
  highlight?: boolean;
}

export const PREMIUM_PLANS: PremiumPlan[] = [
  {
    type: 'monthly',
    name: 'Premium Monthly',
    price: '$3.99',
    period: '/month',
    listPrice: '$9.99',
    discount: '60% OFF',
    extras: [],
  },
  {
    type: 'yearly',
    name: 'Premium Yearly',
    price: '$24',
    period: '/year',
    listPrice: '$119.88',
    discount: '80% OFF',
    note: 'About $2 a month',
    extras: ['Priority support', 'Early access to new features'],
    highlight: true,
  },
];

export const COMING_SOON = ['Custom quiz interfaces', 'Advanced analytics'];
