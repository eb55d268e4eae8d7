// `npm run dev`: the API on API_PORT (3001) and, in front of it on DEV_PORT (5173), Vite's dev servers of
// the two apps: the back office at /operator (vite.operator.config.ts) and the player's app at every other
// path (vite.config.ts, which proxies /api).
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { createServer as createViteServer } from 'vite';

const apiPort = (process.env.API_PORT ??= '3001');
const port = Number(process.env.DEV_PORT ?? 5173);

const api = spawn('npx', ['tsx', 'watch', 'server/main.ts'], {
  stdio: 'inherit',
  env: { PIX_SANDBOX: '1', ...process.env, PORT: apiPort, STATIC_DIR: process.env.STATIC_DIR ?? 'dist' },
});

const http = createServer();
// Each app's dev server answers its own requests on the one port, and its hot-reload socket at its base path.
const devServer = (configFile) =>
  createViteServer({ configFile, server: { middlewareMode: { server: http }, ws: { server: http } } });
const [player, operator] = await Promise.all([devServer('vite.config.ts'), devServer('vite.operator.config.ts')]);
const OPERATOR_PATH = /^\/operator(\/|\?|$)/;
http.on('request', (req, res) => (OPERATOR_PATH.test(req.url ?? '') ? operator : player).middlewares(req, res));
http.listen(port, () =>
  console.log(`Rodada: http://localhost:${port}/ · the back office: http://localhost:${port}/operator`),
);

const stop = () => {
  api.kill('SIGTERM');
  http.close();
  void Promise.all([player.close(), operator.close()]);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
api.on('exit', (code) => {
  stop();
  process.exitCode = code ?? 0;
});
