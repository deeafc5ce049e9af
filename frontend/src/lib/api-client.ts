/**
 * The one HTTP client: bearer header, JSON, no-cache GETs, and on a 401 ONE shared token refresh
 * for all requests that failed together, then a single retry each. A failed refresh ends the session.
 */
import axios, { AxiosError, type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';

import { storage } from '@/lib/storage';
import type { ApiErrorBody } from '@/types/api';

export const API_BASE_URL = import.meta.env.VITE_API_BASE_URL ?? '';

export const TOKEN_REFRESH_PATH = '/api/token/refresh/';

export const api = axios.create({
  baseURL: API_BASE_URL,
  headers: { 'Content-Type': 'application/json' },
});

/** Calls whose 401 means "wrong credentials", never "expired access token". */
const AUTH_PATHS = ['/api/login/', '/api/register/', TOKEN_REFRESH_PATH, '/api/logout/'];
/**
 * Public calls that must not carry a (possibly stale) bearer token: the server would reject a stale
 * token before looking at the credentials.
 */
const ANONYMOUS_PATHS = [
  '/api/login/',
  '/api/register/',
  TOKEN_REFRESH_PATH,
  '/api/request-password-reset/',
  '/api/reset-password/',
];
/** Answers from these paths may change the plan or verification state, so the profile is re-read. */
const PROFILE_CHANGING_PATHS = ['/api/verify-email/', '/api/subscription/'];

type RetriableConfig = InternalAxiosRequestConfig & { _retried?: boolean; _sentToken?: string | null };

let refreshInFlight: Promise<string> | null = null;

/** Called when the session cannot be kept (storage is already cleared): the user goes home. */
let onSessionExpired: () => void = () => {
  window.location.assign('/');
};

let onProfileChanged: () => void = () => undefined;

export function setSessionExpiredHandler(handler: () => void): void {
  onSessionExpired = handler;
}

export function setProfileChangedHandler(handler: () => void): void {
  onProfileChanged = handler;
}

function matches(url: string | undefined, list: string[]): boolean {
  return !!url && list.some((path) => url.includes(path));
}

async function refreshAccessToken(): Promise<string> {
  const refresh = storage.getRefreshToken();
  if (!refresh) throw new Error('No refresh token');
  const { data } = await api.post<{ access: string; refresh?: string }>(TOKEN_REFRESH_PATH, { refresh });
  storage.setTokens(data.access, data.refresh ?? null);
  return data.access;
}

/**
 * Shares one refresh between every request that got a 401 while it runs. When it fails the session
 * ends once: storage is cleared and the session-expired handler runs.
 */
export function sharedRefresh(): Promise<string> {
  if (!refreshInFlight) {
    refreshInFlight = refreshAccessToken()
      .catch((refreshError: unknown) => {
        storage.clearSession();
        onSessionExpired();
        throw refreshError;
      })
      .finally(() => {
        refreshInFlight = null;
      });
  }
  return refreshInFlight;
}

api.interceptors.request.use((config) => {
  const token = matches(config.url, ANONYMOUS_PATHS) ? null : storage.getAccessToken();
  (config as RetriableConfig)._sentToken = token;
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  if ((config.method ?? 'get').toLowerCase() === 'get') {
    config.headers.set('Cache-Control', 'no-cache');
    config.headers.set('Pragma', 'no-cache');
  }
  if (typeof FormData !== 'undefined' && config.data instanceof FormData) {
    config.headers.delete('Content-Type');
  }
  return config;
});

function noticeProfileChange(url: string | undefined): void {
  if (matches(url, PROFILE_CHANGING_PATHS)) onProfileChanged();
}

api.interceptors.response.use(
  (response) => {
    noticeProfileChange(response.config.url);
    return response;
  },
  async (error: AxiosError) => {
    const config = error.config as RetriableConfig | undefined;
    if (error.response) noticeProfileChange(config?.url);
    if (error.response?.status !== 401 || !config || config._retried || matches(config.url, AUTH_PATHS)) {
      throw error;
    }
    // A visitor's request carried no token: there is no session to refresh or end.
    if (!config._sentToken) throw error;
    config._retried = true;

    const current = storage.getAccessToken();
    let access: string;
    if (current && current !== config._sentToken) {
      // Another request refreshed the token after this one was sent: just use the new one.
      access = current;
    } else {
      try {
        access = await sharedRefresh();
      } catch {
        throw error;
      }
    }
    config.headers.set('Authorization', `Bearer ${access}`);
    return api.request(config as AxiosRequestConfig);
  },
);

/** The server's sentence from an error, if it sent one. */
export function serverErrorMessage(error: unknown): string | undefined {
  if (axios.isAxiosError(error)) {
    const body = error.response?.data as ApiErrorBody | undefined;
    if (!body || typeof body !== 'object') return undefined;
    return body.error ?? body.message ?? undefined;
  }
  return undefined;
}

export function errorStatus(error: unknown): number | undefined {
  return axios.isAxiosError(error) ? error.response?.status : undefined;
}

export function isNetworkError(error: unknown): boolean {
  return axios.isAxiosError(error) && !error.response;
}
