// A real x402 seller for Paydesk's tests: express + x402-express 1.2.0 (npm), protecting two
// routes, with its facilitator on this computer: a stub that settles nothing, or x402's own
// facilitator code settling EVM payments on ganache (given an EVM chain, evm-chain.mjs) and SPL
// payments on litesvm (given a Solana chain, svm-chain.mjs).
//   node server.js            prints {"url": ..., "facilitator": ...} and serves until killed
//   import { start } from './server.js'   for tests in the same process
import express from 'express';
import http from 'node:http';
import { paymentMiddleware } from 'x402-express';
import { settle, verify } from 'x402/facilitator';

export const EVM_PAY_TO = '0x209693Bc6afc0C5328bA36FaF03C514EF312287C';
export const SVM_PAY_TO = '2wKupLR9q6wXYppw8Gr2NvWxKBUqm4PPJKkQfoxHDBg4';
export const FEE_PAYER = 'EwWqGE4ZFKLofuestmU4LDdK7XM1N4ALgdZccwYugwGd';

function listen(server) {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));
}

// The facilitator. Without a chain, a stub: /supported names a Solana fee payer (x402-express
// asks for it to build its Solana requirements); /verify and /settle refuse and are counted.
// With `evm` (evm-chain.mjs: ganache and the EIP-3009 test USDC), EVM payments are verified and
// settled by the x402 package's own facilitator code (x402/facilitator) against that chain.
async function startFacilitator(calls, evm, svm) {
  const feePayer = svm ? svm.feePayer.address : FEE_PAYER;
  const svmConfig = svm ? { svmConfig: { rpcUrl: svm.rpcUrl } } : undefined;
  const server = http.createServer(async (req, res) => {
    calls.push(`${req.method} ${req.url}`);
    res.setHeader('Content-Type', 'application/json');
    if (req.method === 'GET' && req.url === '/supported') {
      res.end(JSON.stringify({ kinds: [
        { x402Version: 1, scheme: 'exact', network: 'solana-devnet', extra: { feePayer } },
        { x402Version: 1, scheme: 'exact', network: 'base-sepolia' },
      ] }));
      return;
    }
    let body = '';
    for await (const chunk of req) body += chunk;
    const request = body ? JSON.parse(body) : {};
    const evmPayment = evm && request.paymentRequirements?.network === 'base-sepolia';
    const svmPayment = svm && request.paymentRequirements?.network === 'solana-devnet';
    if (req.url === '/verify') {
      const answer = evmPayment
        ? await verify(evm.publicClient, request.paymentPayload, request.paymentRequirements)
        : svmPayment
        ? await verify(svm.feePayer, request.paymentPayload, request.paymentRequirements, svmConfig)
        : { isValid: false, invalidReason: 'invalid_payload' };
      calls.push({ verify: answer, payload: request.paymentPayload });
      res.end(JSON.stringify(answer));
      return;
    }
    const answer = evmPayment
      ? await settle(evm.walletClient, request.paymentPayload, request.paymentRequirements)
      : svmPayment
      ? await settle(svm.feePayer, request.paymentPayload, request.paymentRequirements, svmConfig)
      : { success: false, errorReason: 'unexpected_settle_error', transaction: '',
          network: 'base-sepolia' };
    calls.push({ settle: answer });
    res.end(JSON.stringify(answer));
  });
  const port = await listen(server);
  return { server, url: `http://127.0.0.1:${port}` };
}

export async function start(evm, svm) {
  const facilitatorCalls = [];
  const facilitator = await startFacilitator(facilitatorCalls, evm, svm);
  const app = express();
  const config = { url: facilitator.url };
  app.use(paymentMiddleware(EVM_PAY_TO, {
    'GET /weather': { price: '$0.001', network: 'base-sepolia',
                      config: { description: 'Weather report', mimeType: 'application/json' } },
  }, config));
  app.use(paymentMiddleware(SVM_PAY_TO, {
    'GET /svm-report': { price: '$0.01', network: 'solana-devnet',
                         config: { description: 'Solana report', maxTimeoutSeconds: 120 } },
  }, config));
  app.get('/weather', (req, res) => res.json({ weather: 'sunny' }));
  app.get('/svm-report', (req, res) => res.json({ report: 'paid' }));
  app.get('/free', (req, res) => res.json({ free: true }));
  const server = http.createServer(app);
  const port = await listen(server);
  return {
    url: `http://127.0.0.1:${port}`,
    facilitator: facilitator.url,
    facilitatorCalls,
    close: () => { server.close(); facilitator.server.close(); },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const s = await start();
  console.log(JSON.stringify({ url: s.url, facilitator: s.facilitator }));
}
