// A real x402 v2 seller for Paydesk's tests: express + @x402/express 2.27.0 (npm) protecting one
// Solana route priced in USDC on Solana devnet (CAIP-2 network), with a facilitator on this
// computer built from @x402/core's x402Facilitator and @x402/svm's own `exact` facilitator
// scheme, settling on the litesvm peer (../x402-express/svm-chain.mjs) over HTTP.
//   import { start } from './server.mjs'
import express from 'express';
import http from 'node:http';
import { createKeyPairSignerFromPrivateKeyBytes } from '@solana/kit';
import { HTTPFacilitatorClient } from '@x402/core/server';
import { x402Facilitator } from '@x402/core/facilitator';
import { paymentMiddleware, x402ResourceServer } from '@x402/express';
import { ExactSvmScheme as ExactSvmServer } from '@x402/svm/exact/server';
import { ExactSvmScheme as ExactSvmFacilitator } from '@x402/svm/exact/facilitator';
import { toFacilitatorSvmSigner } from '@x402/svm';

export const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
export const SVM_PAY_TO = '2wKupLR9q6wXYppw8Gr2NvWxKBUqm4PPJKkQfoxHDBg4';

function listen(server) {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));
}

// The facilitator over HTTP (/supported, /verify, /settle), every call recorded.
async function startFacilitator(calls, rpcUrl) {
  // The same fixed fee payer key as svm-chain.mjs funds (32 bytes of 7).
  const keypair = await createKeyPairSignerFromPrivateKeyBytes(new Uint8Array(32).fill(7));
  const facilitator = new x402Facilitator()
    .register(SOLANA_DEVNET, new ExactSvmFacilitator(toFacilitatorSvmSigner(keypair, { defaultRpcUrl: rpcUrl })));
  const app = express();
  app.use(express.json());
  app.get('/supported', (req, res) => {
    calls.push('GET /supported');
    res.json(facilitator.getSupported());
  });
  for (const op of ['verify', 'settle']) {
    app.post(`/${op}`, async (req, res) => {
      calls.push(`POST /${op}`);
      try {
        const answer = await facilitator[op](req.body.paymentPayload, req.body.paymentRequirements);
        calls.push({ [op]: answer, payload: req.body.paymentPayload });
        res.json(answer);
      } catch (e) {
        calls.push({ [op]: { error: String(e?.message ?? e) } });
        res.status(500).json({ error: String(e?.message ?? e) });
      }
    });
  }
  const server = http.createServer(app);
  const port = await listen(server);
  return { server, url: `http://127.0.0.1:${port}`, feePayer: keypair.address };
}

export async function start(rpcUrl) {
  const facilitatorCalls = [];
  const facilitator = await startFacilitator(facilitatorCalls, rpcUrl);
  const resourceServer = new x402ResourceServer(new HTTPFacilitatorClient({ url: facilitator.url }))
    .register(SOLANA_DEVNET, new ExactSvmServer());
  const app = express();
  app.use(paymentMiddleware({
    'GET /report': {
      accepts: { scheme: 'exact', price: '$0.01', network: SOLANA_DEVNET, payTo: SVM_PAY_TO },
      description: 'Solana report (x402 v2)',
      mimeType: 'application/json',
    },
  }, resourceServer));
  app.get('/report', (req, res) => res.json({ report: 'paid', version: 2 }));
  const server = http.createServer(app);
  const port = await listen(server);
  return {
    url: `http://127.0.0.1:${port}`,
    feePayer: facilitator.feePayer,
    facilitatorCalls,
    close: () => { server.close(); facilitator.server.close(); },
  };
}
