/** The spec's error catalogue for the auth forms. */
import axios from 'axios';

import { serverErrorMessage } from '@/lib/api-client';

export const LOGIN_ERRORS = {
  unauthorized: 'Invalid email or password. Please check your credentials and try again.',
  notFound: 'Account not found. Please check your email or sign up for a new account.',
  failed: 'Login failed. Please try again.',
  network: 'Unable to connect to the server. Please check your internet connection and try again.',
  unknown: 'Something went wrong. Please try again later.',
} as const;

export const REGISTER_ERRORS = {
  emailTaken: 'An account with this email already exists. Please try signing in instead.',
  failed: 'Registration failed. Please try again.',
} as const;

export const FORGOT_PASSWORD_ERROR = 'Failed to send reset instructions. Please try again.';
export const RESET_PASSWORD_ERROR = 'Failed to reset password.';
export const VERIFY_EMAIL_ERROR = 'Verification failed.';
export const PASSWORDS_DIFFER = 'Passwords do not match';

export function loginErrorMessage(error: unknown): string {
  if (!axios.isAxiosError(error)) return LOGIN_ERRORS.unknown;
  if (!error.response) return LOGIN_ERRORS.network;
  if (error.response.status === 401) return LOGIN_ERRORS.unauthorized;
  if (error.response.status === 404) return LOGIN_ERRORS.notFound;
  return serverErrorMessage(error) ?? LOGIN_ERRORS.failed;
}

export function registerErrorMessage(error: unknown): string {
  // The sentence may sit in `error` or under `details.email`: look at the whole body.
  const taken =
    axios.isAxiosError(error) &&
    error.response?.status === 400 &&
    JSON.stringify(error.response.data ?? '').includes('Email is already registered');
  return taken ? REGISTER_ERRORS.emailTaken : REGISTER_ERRORS.failed;
}
