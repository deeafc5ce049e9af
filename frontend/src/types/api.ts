/** Shapes the server sends, shared across features. */
export type SubscriptionPlan = 'free' | 'premium';

export interface UserInfo {
  email: string;
  email_verified: boolean;
  date_joined: string | null;
  subscription_plan: SubscriptionPlan;
  subscription_cancel_at_period_end: boolean;
  subscription_end_date: string | null;
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
