/** A fake transport for the shared axios client: answers by "METHOD /path" and records every request. */
import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

import { api } from '@/lib/api-client';

export interface FakeReply {
  status: number;
  data?: unknown;
}

export type FakeHandler = (config: InternalAxiosRequestConfig) => FakeReply;

export interface RecordedRequest {
  method: string;
  url: string;
  data: unknown;
}

export function installFakeApi(handlers: Record<string, FakeHandler>) {
  const requests: RecordedRequest[] = [];
  const original = api.defaults.adapter;

  const adapter: AxiosAdapter = async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = (config.url ?? '').split('?')[0];
    requests.push({ method, url, data: config.data });
    const handler = handlers[`${method} ${url}`];
    const reply = handler ? handler(config) : { status: 404, data: { error: 'Not found.' } };
    const response: AxiosResponse = {
      data: reply.data,
      status: reply.status,
      statusText: String(reply.status),
      headers: new AxiosHeaders(),
      config,
    };
    if (reply.status >= 400) {
      throw new AxiosError(`Request failed with status code ${reply.status}`, undefined, config, null, response);
    }
    return response;
  };
  api.defaults.adapter = adapter;

  return {
    requests,
    /** Requests to one "METHOD /path". */
    calls: (key: string) => requests.filter((request) => `${request.method} ${request.url}` === key),
    restore: () => {
      api.defaults.adapter = original;
    },
  };
}

/** Replies in turn, repeating the last one. */
export function sequence(...replies: FakeReply[]): FakeHandler {
  let index = 0;
  return () => replies[Math.min(index++, replies.length - 1)];
}
