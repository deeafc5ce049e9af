import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { api, setSessionExpiredHandler } from '@/lib/api-client';
import { mockApi, type MockApi, type RecordedRequest } from '@/testing/mock-api';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function seedTokens(access = 'old-access', refresh = 'refresh-1') {
  localStorage.setItem('access_token', access);
  localStorage.setItem('refresh_token', refresh);
  localStorage.setItem('user_info', JSON.stringify({ email: 'ada@example.com' }));
  localStorage.setItem('pending_shared_token', 'shared-abc');
}

/** Protected endpoint: only the current access token gets through. */
const protectedReply = (validToken: string) => (request: RecordedRequest) =>
  request.headers.authorization === `Bearer ${validToken}`
    ? { status: 200, data: { path: request.path } }
    : { status: 401, data: { error: 'Token is invalid or expired' } };

describe('api client session handling', () => {
  let server: MockApi;
  const sessionExpired = vi.fn();

  beforeEach(() => {
    server = mockApi();
    sessionExpired.mockReset();
    setSessionExpiredHandler(sessionExpired);
  });

  afterEach(() => {
    setSessionExpiredHandler(() => undefined);
  });

  it('shares ONE refresh between three requests that fail together, then retries each once', async () => {
    seedTokens();
    for (const path of ['/api/a/', '/api/b/', '/api/c/']) server.on('GET', path, protectedReply('new-access'));
    server.on('POST', '/api/token/refresh/', async () => {
      await wait(20);
      return { status: 200, data: { access: 'new-access', refresh: 'refresh-2' } };
    });

    const answers = await Promise.all([api.get('/api/a/'), api.get('/api/b/'), api.get('/api/c/')]);

    expect(answers.map((answer) => answer.data.path)).toEqual(['/api/a/', '/api/b/', '/api/c/']);
    const refreshes = server.callsTo('POST', '/api/token/refresh/');
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0].body).toEqual({ refresh: 'refresh-1' });
    expect(refreshes[0].headers.authorization).toBeUndefined();
    for (const path of ['/api/a/', '/api/b/', '/api/c/']) {
      const calls = server.callsTo('GET', path);
      expect(calls.map((call) => call.headers.authorization)).toEqual(['Bearer old-access', 'Bearer new-access']);
    }
    expect(localStorage.getItem('access_token')).toBe('new-access');
    expect(localStorage.getItem('refresh_token')).toBe('refresh-2');
    expect(sessionExpired).not.toHaveBeenCalled();
  });

  it('does not refresh again for a 401 that arrives after the refresh finished', async () => {
    seedTokens();
    server.on('GET', '/api/fast/', protectedReply('new-access'));
    server.on('GET', '/api/slow/', async (request) => {
      await wait(60);
      return protectedReply('new-access')(request);
    });
    server.on('POST', '/api/token/refresh/', { status: 200, data: { access: 'new-access', refresh: 'refresh-2' } });

    await Promise.all([api.get('/api/fast/'), api.get('/api/slow/')]);

    expect(server.callsTo('POST', '/api/token/refresh/')).toHaveLength(1);
    expect(server.callsTo('GET', '/api/slow/').map((call) => call.headers.authorization)).toEqual([
      'Bearer old-access',
      'Bearer new-access',
    ]);
  });

  it('ends the session once when the refresh fails: storage cleared, handler called, requests fail', async () => {
    seedTokens();
    for (const path of ['/api/a/', '/api/b/', '/api/c/']) server.on('GET', path, protectedReply('never'));
    server.on('POST', '/api/token/refresh/', { status: 401, data: { error: 'Token is blacklisted' } });

    const results = await Promise.allSettled([api.get('/api/a/'), api.get('/api/b/'), api.get('/api/c/')]);

    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    expect(server.callsTo('POST', '/api/token/refresh/')).toHaveLength(1);
    for (const key of ['access_token', 'refresh_token', 'user_info', 'pending_shared_token']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(sessionExpired).toHaveBeenCalledTimes(1);
  });

  it('ends the session without calling the server when there is no refresh token', async () => {
    seedTokens();
    localStorage.removeItem('refresh_token');
    server.on('GET', '/api/a/', protectedReply('never'));

    await expect(api.get('/api/a/')).rejects.toMatchObject({ response: { status: 401 } });

    expect(server.callsTo('POST', '/api/token/refresh/')).toHaveLength(0);
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('pending_shared_token')).toBeNull();
    expect(sessionExpired).toHaveBeenCalledTimes(1);
  });

  it('keeps the session when the retried request fails for another reason', async () => {
    seedTokens();
    server.on('GET', '/api/a/', (request) =>
      request.headers.authorization === 'Bearer new-access' ? { status: 403, data: { error: 'Not yours' } } : { status: 401 },
    );
    server.on('POST', '/api/token/refresh/', { status: 200, data: { access: 'new-access' } });

    await expect(api.get('/api/a/')).rejects.toMatchObject({ response: { status: 403 } });

    expect(localStorage.getItem('access_token')).toBe('new-access');
    expect(localStorage.getItem('refresh_token')).toBe('refresh-1');
    expect(sessionExpired).not.toHaveBeenCalled();
  });

  it('does not refresh on a 401 from the login call', async () => {
    seedTokens();
    server.on('POST', '/api/login/', { status: 401, data: { error: 'Invalid credentials' } });

    await expect(api.post('/api/login/', { email: 'a@b.co', password: 'x' })).rejects.toMatchObject({
      response: { status: 401 },
    });

    expect(server.callsTo('POST', '/api/token/refresh/')).toHaveLength(0);
    expect(localStorage.getItem('access_token')).toBe('old-access');
  });

  it("passes a visitor's 401 through without touching storage", async () => {
    localStorage.setItem('pending_shared_token', 'shared-abc');
    server.on('GET', '/api/saved-quizzes/', { status: 401, data: { error: 'Authentication required' } });

    await expect(api.get('/api/saved-quizzes/')).rejects.toMatchObject({ response: { status: 401 } });

    expect(server.callsTo('POST', '/api/token/refresh/')).toHaveLength(0);
    expect(localStorage.getItem('pending_shared_token')).toBe('shared-abc');
    expect(sessionExpired).not.toHaveBeenCalled();
  });
});

describe('api client headers', () => {
  it('sends GETs with no-cache headers and the bearer token, and JSON bodies on POST', async () => {
    localStorage.setItem('access_token', 'token-9');
    const server = mockApi()
      .on('GET', '/api/profile/', { status: 200, data: {} })
      .on('POST', '/api/contact/', { status: 201, data: {} });

    await api.get('/api/profile/');
    await api.post('/api/contact/', { name: 'Ada' });

    const [get, post] = server.requests;
    expect(get.headers.authorization).toBe('Bearer token-9');
    expect(get.headers['cache-control']).toBe('no-cache');
    expect(get.headers.pragma).toBe('no-cache');
    expect(post.headers.authorization).toBe('Bearer token-9');
    expect(post.headers['content-type']).toContain('application/json');
    expect(post.headers['cache-control']).toBeUndefined();
    expect(post.body).toEqual({ name: 'Ada' });
  });

  it('never sends a stored token with the credentials of a login', async () => {
    localStorage.setItem('access_token', 'stale-token');
    const server = mockApi().on('POST', '/api/login/', { status: 200, data: {} });

    await api.post('/api/login/', { email: 'a@b.co', password: 'x' });

    expect(server.requests[0].headers.authorization).toBeUndefined();
  });

  it('sends no Authorization header without a token', async () => {
    const server = mockApi().on('GET', '/api/health/', { status: 200, data: {} });
    await api.get('/api/health/');
    expect(server.requests[0].headers.authorization).toBeUndefined();
  });
});
