/** Shapes the server sends, shared across features. */
export type SubscriptionPlan = 'free' | 'premium';

/** What the user's plan allows (the server's one table of plan limits). */
export interface PlanLimits {
  questions_per_quiz_min: number;
  /** Equal to the minimum when the plan's count is fixed rather than chosen. */
  questions_per_quiz_max: number;
  /** null is unlimited. */
  saved_quizzes_max: number | null;
  can_edit: boolean;
  can_delete: boolean;
  can_export: boolean;
  /** The server's sentence when the plan refuses each feature. */
  refusals: { edit: string; delete: string; export: string };
}

export interface UserInfo {
  email: string;
  email_verified: boolean;
  date_joined: string | null;
  subscription_plan: SubscriptionPlan;
  subscription_cancel_at_period_end: boolean;
  subscription_end_date: string | null;
  plan_limits: PlanLimits;
}

export interface AuthResponse {
  access_token: string;
  refresh_token: string;
  user_info: UserInfo;
}

export interface Question {
  question: string;
  choices: string[];
  correct_answer: string;
  explanation?: string;
  source?: string;
}

export interface SavedQuiz {
  id: number;
  title: string;
  questions: Question[];
  question_count: number;
  saved_at: string;
  high_score: number;
}

/** Every 4xx answer: a sentence in `error`, field problems in `details`. */
export interface ApiErrorBody {
  error?: string;
  details?: Record<string, unknown>;
  message?: string;
}
