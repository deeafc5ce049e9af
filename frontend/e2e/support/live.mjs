/**
 * Live games in the browser suite: rooms and joins through the API, devices in their own browser contexts,
 * what a device's socket received, and a stand-in for a server restart (a proxy that drops every connection
 * and refuses new ones for a while, as a restarting server does).
 */
import http from 'node:http';
import net from 'node:net';

import { contextOptions } from './viewports.mjs';

/** Saves `quiz` to the signed-in account from inside the page; answers the saved quiz (with its id). */
export async function saveQuizReturningId(page, quiz) {
  return page.evaluate(async (body) => {
    const token = globalThis.localStorage.getItem('access_token');
    const response = await fetch('/api/save-quiz/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`save-quiz answered ${response.status}`);
    return response.json();
  }, quiz);
}

/** Creates a room for the signed-in owner's quiz from inside the page; answers its code. */
export async function createRoomByApi(page, quizId, settings = {}) {
  return page.evaluate(
    async ({ quiz_id, settings: extra }) => {
      const token = globalThis.localStorage.getItem('access_token');
      const response = await fetch('/api/multiplayer/rooms/create_room/', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ quiz_id, max_players: 100, time_per_question: 30, show_leaderboard_after_each: true, allow_late_join: false, ...extra }),
      });
      if (response.status !== 201) throw new Error(`create_room answered ${response.status}: ${await response.text()}`);
      return (await response.json()).code;
    },
    { quiz_id: quizId, settings },
  );
}

/** Joins `name` to room `code` over HTTP (no socket: a player who never connects), waiting out the join pace. */
export async function joinByApi(baseURL, code, name) {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const response = await fetch(`${baseURL}/api/multiplayer/rooms/${code}/join/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: baseURL },
      body: JSON.stringify({ code, name }),
    });
    if (response.status === 429) {
      await new Promise((resolve) => setTimeout(resolve, 600));
      continue;
    }
    const body = await response.json();
    if (!response.ok) throw new Error(`join ${name} answered ${response.status}: ${JSON.stringify(body)}`);
    return body;
  }
  throw new Error(`join ${name}: still refused after a minute of tries`);
}

/** A device of its own (own storage), at the test's size, watched for uncaught errors. */
export async function openDevice(browser, viewport, baseURL, errors) {
  const context = await browser.newContext(contextOptions(viewport, baseURL));
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  page.on('pageerror', (error) => errors.push(String(error)));
  return { context, page };
}

/** Every message the page's live-game sockets receive, in order, parsed. */
export function recordSocket(page) {
  const received = [];
  page.on('websocket', (socket) => {
    if (!socket.url().includes('/ws/game/')) return;
    socket.on('framereceived', ({ payload }) => {
      try {
        received.push(JSON.parse(String(payload)));
      } catch {
        /* not JSON */
      }
    });
  });
  return received;
}

/** Writes an HTTP request head with the Host and Origin of `target` in place of the proxy's. */
function rewrittenHead(req, target) {
  const lines = [`${req.method} ${req.url} HTTP/1.1`];
  for (let index = 0; index < req.rawHeaders.length; index += 2) {
    const name = req.rawHeaders[index];
    let value = req.rawHeaders[index + 1];
    if (/^host$/i.test(name)) value = target.host;
    if (/^origin$/i.test(name)) value = target.origin;
    lines.push(`${name}: ${value}`);
  }
  return `${lines.join('\r\n')}\r\n\r\n`;
}

/**
 * A front door to the server on a port of its own: pages opened through it reach the server as from the
 * server's own address. `outage(ms)` is a server restart as a phone sees it: every open connection drops at
 * once and new ones are refused until the time is over.
 */
export async function startOutageProxy(baseURL) {
  const target = new URL(baseURL);
  const open = new Set();
  let downUntil = 0;
  const down = () => Date.now() < downUntil;
  const track = (socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
  };
  const server = http.createServer((req, res) => {
    if (down()) {
      req.socket.destroy();
      return;
    }
    const headers = { ...req.headers, host: target.host };
    if (headers.origin) headers.origin = target.origin;
    const upstream = http.request({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  server.on('connection', track);
  server.on('upgrade', (req, socket, head) => {
    if (down()) {
      socket.destroy();
      return;
    }
    const upstream = net.connect(Number(target.port), target.hostname, () => {
      upstream.write(rewrittenHead(req, target));
      if (head?.length) upstream.write(head);
      socket.pipe(upstream).pipe(socket);
    });
    track(upstream);
    const end = () => {
      socket.destroy();
      upstream.destroy();
    };
    upstream.on('error', end);
    socket.on('error', end);
    upstream.on('close', end);
    socket.on('close', end);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}`;
  return {
    url,
    outage(ms) {
      downUntil = Date.now() + ms;
      for (const socket of open) socket.destroy();
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
