// `npm start`: install what is missing, build the web app, then migrate, seed and serve the shop.
import { spawn } from 'node:child_process';
import { ensureDependencies, ensureWebBuild, root } from './lib/prepare.mjs';

ensureDependencies();
ensureWebBuild();

// `npm start` is the shop on this machine: development unless NODE_ENV says otherwise, so it needs no
// PUBLIC_URL (mail links go to http://localhost:PORT). A public deployment sets NODE_ENV=production
// and PUBLIC_URL, without which the server refuses to start.
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'development', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
