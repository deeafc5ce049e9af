/** Runs Django management commands against the server under test, with the server's own environment. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

export function createManage(repo, env) {
  const python = path.join(repo, 'backend/.venv/bin/python');
  const cwd = path.join(repo, 'backend');

  const run = (args) => {
    const result = spawnSync(python, ['manage.py', ...args], { cwd, env, encoding: 'utf8' });
    if (result.status !== 0) {
      throw new Error(`manage.py ${args[0]} failed (${result.status}):\n${result.stderr || result.stdout}`);
    }
    return result.stdout;
  };

  return {
    run,
    /** Runs Python in `manage.py shell`; returns what it printed. */
    shell: (code) => run(['shell', '--no-imports', '-c', code]),
    /** Gives the account a renewing Premium plan without a payment (`manage.py premium grant`). */
    makePremium(email) {
      run(['premium', 'grant', email]);
    },
  };
}
