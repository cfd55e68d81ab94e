// paydesk-cli as the peer tests run it: a data folder of their own, a service that is never
// reached (x402 sellers are paid from local wallets or refused before any service call).
import { spawn } from 'node:child_process';

export const SERVICE_ARGS = ['--service', 'http://127.0.0.1:9', '--api-key-env', 'PAYDESK_PEER_KEY'];

// A function running `cli` with arguments (and extra environment), resolving to
// {code, stdout, stderr}.
export function cliRunner(cli, dataDir) {
  return (args, env = {}) => new Promise((resolve) => {
    const p = spawn(cli, args, {
      env: { ...process.env, PAYDESK_DATA_DIR: dataDir, PAYDESK_PEER_KEY: 'unused', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '', stderr = '';
    p.stdout.on('data', (d) => { stdout += d; });
    p.stderr.on('data', (d) => { stderr += d; });
    p.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
