/**
 * The one HTTP client: bearer header, JSON, no-cache GETs, and on a 401 ONE shared token refresh
 * for all requests that failed together, then a single retry each. A failed refresh ends the session.
 */
import axios, { AxiosError, type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';

import { storage } from '@/lib/storage';
import type { ApiErrorBody } from '@/types/api';

export const API_BASE_URL = import.meta.env.VITE_API_BASE_URL ?? '';

export const api = axios.create({
  baseURL: API_BASE_URL,
  headers: { 'Content-Type': 'application/json' },
});

const AUTH_PATHS = ['/api/login/', '/api/register/', '/api/token/refresh/', '/api/logout/'];

type RetriableConfig = InternalAxiosRequestConfig & { _retried?: boolean };

let refreshInFlight: Promise<string> | null = null;

/** Called when the session cannot be kept: storage is cleared and the user goes home. */
let onSessionExpired: () => void = () => {
  window.location.assign('/');
};

export function setSessionExpiredHandler(handler: () => void): void {
  onSessionExpired = handler;
}

function isAuthPath(url: string | undefined): boolean {
  return !!url && AUTH_PATHS.some((path) => url.includes(path));
}

async function refreshAccessToken(): Promise<string> {
  const refresh = storage.getRefreshToken();
  if (!refresh) throw new Error('No refresh token');
  const { data } = await axios.post<{ access: string; refresh?: string }>(
    `${API_BASE_URL}/api/token/refresh/`,
    { refresh },
    { headers: { 'Content-Type': 'application/json' } },
  );
  storage.setTokens(data.access, data.refresh ?? null);
  return data.access;
}

/** Shares one refresh between every request that got a 401 while it runs. */
export function sharedRefresh(): Promise<string> {
  if (!refreshInFlight) {
    refreshInFlight = refreshAccessToken().finally(() => {
      refreshInFlight = null;
    });
  }
  return refreshInFlight;
}

api.interceptors.request.use((config) => {
  const token = storage.getAccessToken();
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

api.interceptors.response.use(
  (response) => response,
  async (error: AxiosError) => {
    const config = error.config as RetriableConfig | undefined;
    if (error.response?.status !== 401 || !config || config._retried || isAuthPath(config.url)) {
      throw error;
    }
    config._retried = true;
    try {
      const access = await sharedRefresh();
      config.headers.set('Authorization', `Bearer ${access}`);
      return await api.request(config as AxiosRequestConfig);
    } catch (refreshError) {
      if (refreshError === error || (refreshError as AxiosError)?.config === config) throw refreshError;
      storage.clearSession();
      onSessionExpired();
      throw error;
    }
  },
);

/** The server's sentence from an error, if it sent one. */
export function serverErrorMessage(error: unknown): string | undefined {
  if (axios.isAxiosError(error)) {
    const body = error.response?.data as ApiErrorBody | undefined;
    return body?.error ?? body?.message ?? undefined;
  }
  return undefined;
}

export function errorStatus(error: unknown): number | undefined {
  return axios.isAxiosError(error) ? error.response?.status : undefined;
}

export function isNetworkError(error: unknown): boolean {
  return axios.isAxiosError(error) && !error.response;
}
