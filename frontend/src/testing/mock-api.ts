/**
 * A fake transport for the one API client: tests declare answers per "METHOD /path/" and read back
 * what was sent. Unlisted calls answer 404 so a missing answer shows up as a failing assertion.
 */
import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

import { api } from '@/lib/api-client';

export type Reply = { status: number; data?: unknown } | 'network-error';
export type Handler = (request: RecordedRequest) => Reply | Promise<Reply>;

export interface RecordedRequest {
  method: string;
  /** Path without the query string. */
  path: string;
  params: Record<string, unknown>;
  headers: Record<string, string>;
  body: unknown;
}

const originalAdapter = api.defaults.adapter;

function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

function plainHeaders(config: InternalAxiosRequestConfig): Record<string, string> {
  const json = AxiosHeaders.from(config.headers).toJSON();
  return Object.fromEntries(Object.entries(json).map(([key, value]) => [key.toLowerCase(), String(value)]));
}

export interface MockApi {
  requests: RecordedRequest[];
  /** Answers `METHOD path` with a fixed reply or a function of the request. */
  on: (method: string, path: string, reply: Reply | Handler) => MockApi;
  callsTo: (method: string, path: string) => RecordedRequest[];
}

export function mockApi(): MockApi {
  const handlers = new Map<string, Handler>();
  const requests: RecordedRequest[] = [];

  const adapter: AxiosAdapter = async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const path = (config.url ?? '').split('?')[0];
    const request: RecordedRequest = {
      method,
      path,
      params: (config.params as Record<string, unknown>) ?? {},
      headers: plainHeaders(config),
      body: parseBody(config.data),
    };
    requests.push(request);
    const handler = handlers.get(`${method} ${path}`);
    const reply: Reply = handler ? await handler(request) : { status: 404, data: { error: `Unmocked ${method} ${path}` } };
    if (reply === 'network-error') {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    }
    const response: AxiosResponse = {
      data: reply.data ?? {},
      status: reply.status,
      statusText: String(reply.status),
      headers: {},
      config,
      request: {},
    };
    const ok = config.validateStatus ? config.validateStatus(reply.status) : reply.status < 300;
    if (ok) return response;
    throw new AxiosError(
      `Request failed with status code ${reply.status}`,
      reply.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      {},
      response,
    );
  };
  api.defaults.adapter = adapter;

  const mock: MockApi = {
    requests,
    on(method, path, reply) {
      handlers.set(`${method.toUpperCase()} ${path}`, typeof reply === 'function' ? reply : () => reply);
      return mock;
    },
    callsTo: (method, path) => requests.filter((r) => r.method === method.toUpperCase() && r.path === path),
  };
  return mock;
}

export function restoreApiAdapter(): void {
  api.defaults.adapter = originalAdapter;
}

/** Answers in turn, repeating the last answer once they run out. */
export function sequence(...replies: Reply[]): Handler {
  let index = 0;
  return () => replies[Math.min(index++, replies.length - 1)];
}
