/**
 * Shapes the server sends, shared across features: names for the types generated from its OpenAPI
 * schema (`npm run api:types` writes types/schema.d.ts; `make lint` fails when they drift).
 */
import type { components } from '@/types/schema';

export type ApiSchemas = components['schemas'];

export type SubscriptionPlan = ApiSchemas['SubscriptionPlanEnum'];
/** What the user's plan allows (the server's one table of plan limits), with its refusal sentences. */
export type PlanLimits = ApiSchemas['PlanLimits'];
export type UserInfo = ApiSchemas['UserInfo'];
/** Login, register and Google sign-in answer the tokens and the user. */
export type AuthResponse = ApiSchemas['Session'];
export type Question = ApiSchemas['Question'];
export type SavedQuiz = ApiSchemas['SavedQuizOutput'];

/** Every 4xx answer: a sentence in `error`, field problems in `details` (some older answers say `message`). */
export type ApiErrorBody = Partial<ApiSchemas['Error']> & { message?: string };
