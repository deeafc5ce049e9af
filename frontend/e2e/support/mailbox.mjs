/** Reads the e-mails the server wrote as .eml files (the embedded mail backend). */
import fs from 'node:fs';
import path from 'node:path';

function decodeQuotedPrintable(text) {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
}

function messageText(raw) {
  const decoded = raw.includes('Content-Transfer-Encoding: quoted-printable') ? decodeQuotedPrintable(raw) : raw;
  const base64Parts = [...raw.matchAll(/Content-Transfer-Encoding: base64\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/g)];
  return decoded + base64Parts.map((part) => Buffer.from(part[1].replace(/\s+/g, ''), 'base64').toString('utf8')).join('\n');
}

export function createMailbox(directory) {
  const read = () =>
    fs.existsSync(directory)
      ? fs
          .readdirSync(directory)
          .filter((name) => name.endsWith('.eml'))
          .sort()
          .map((name) => fs.readFileSync(path.join(directory, name), 'utf8'))
      : [];
  return {
    /** Waits for the newest message to `address` whose text matches `pattern`; returns the first match. */
    async waitForLink(address, pattern, timeoutMs = 15_000) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        const messages = read().filter((raw) => raw.toLowerCase().includes(address.toLowerCase())).reverse();
        for (const raw of messages) {
          const match = messageText(raw).match(pattern);
          if (match) return match[0];
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      throw new Error(`No e-mail to ${address} matching ${pattern}`);
    },
  };
}
