/**
 * Writes spa-routes.json into the build: the app's route patterns (from config/paths.ts, the one list
 * of URLs), so the server can answer 404 for an address no screen claims while still sending the app.
 */
import fs from 'node:fs';
import path from 'node:path';

import type { Plugin } from 'vite';

import { appRoutePatterns } from '../src/config/paths';

export const SPA_ROUTES_FILE = 'spa-routes.json';

export function spaRoutes(): Plugin {
  let outDir = 'dist';
  return {
    name: 'quizforge-spa-routes',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      fs.writeFileSync(path.join(outDir, SPA_ROUTES_FILE), `${JSON.stringify({ routes: appRoutePatterns() }, null, 2)}\n`);
    },
  };
}
