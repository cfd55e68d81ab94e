// Paydesk's x402 `batch-settlement` channel pieces against the official client's, byte for byte:
// for fixed inputs @x402/evm 2.27.0's own batch-settlement client builds the channel config from
// the requirement (buildChannelConfig), names the channel (computeChannelId), signs the
// cumulative voucher (signVoucher) and the ERC-3009 deposit
// (createBatchSettlementEIP3009DepositPayload, its randomness and clock pinned here). Paydesk's
// (tests/peers/vectors, PAYDESK_VECTORS) must give the same channel id, voucher signature,
// deposit nonce and deposit signature, and the same deposit payload as a whole. Offline. Usage: node batch-vectors.mjs PAYDESK_VECTORS
import { execFileSync } from 'node:child_process';
import assert from 'node:assert/strict';
import { buildChannelConfig, computeChannelId, createBatchSettlementEIP3009DepositPayload,
         signVoucher } from '@x402/evm/batch-settlement/client';
import { keccak256, encodeAbiParameters } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';

const tool = process.argv[2];
const cases = [
  { key: 'ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80', now: 1764300000,
    salt: '0x' + '00'.repeat(32), depositSalt: '0x' + '42'.repeat(32),
    maxClaimable: '1000', deposit: '100000',
    option: { scheme: 'batch-settlement', network: 'eip155:8453', amount: '1000',
      asset: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
      payTo: '0x209693Bc6afc0C5328bA36FaF03C514EF312287C', maxTimeoutSeconds: 3600,
      extra: { receiverAuthorizer: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
               withdrawDelay: 900, name: 'USD Coin', version: '2' } } },
  // Another chain, a salted channel, the longest delay, a cumulative near uint128's top.
  { key: '59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d', now: 1800000000,
    salt: '0x' + 'ab'.repeat(32), depositSalt: '0x' + 'ff'.repeat(32),
    maxClaimable: '340282366920938463463374607431768211455', deposit: '1',
    option: { scheme: 'batch-settlement', network: 'eip155:84532', amount: '1',
      asset: '0x036CbD53842c5426634e7929541eC2318f3dCF7e',
      payTo: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', maxTimeoutSeconds: 60,
      extra: { receiverAuthorizer: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
               withdrawDelay: 2592000, name: 'USDC', version: '2' } } },
];

const realNow = Date.now;
const realCrypto = globalThis.crypto;
let checked = 0;
for (const c of cases) {
  const account = privateKeyToAccount('0x' + c.key);
  const config = buildChannelConfig({ signer: account, salt: c.salt }, c.option);
  const channelId = computeChannelId(config, c.option.network);
  const voucher = await signVoucher(account, channelId, c.maxClaimable, c.option.network);
  const saltBytes = Buffer.from(c.depositSalt.slice(2), 'hex');
  Object.defineProperty(globalThis, 'crypto', {
    value: { getRandomValues: (a) => { a.set(saltBytes); return a; } }, configurable: true });
  Date.now = () => c.now * 1000;
  let deposit;
  try {
    deposit = await createBatchSettlementEIP3009DepositPayload(account, 2, c.option, config,
                                                               c.deposit, c.maxClaimable);
  } finally {
    Date.now = realNow;
    Object.defineProperty(globalThis, 'crypto', { value: realCrypto, configurable: true });
  }
  const auth = deposit.payload.deposit.authorization.erc3009Authorization;
  const nonce = keccak256(encodeAbiParameters([{ type: 'bytes32' }, { type: 'uint256' }],
                                              [channelId, BigInt(auth.salt)]));
  const ours = JSON.parse(execFileSync(tool, {
    input: JSON.stringify({ kind: 'batch-evm', key: c.key, option: c.option, salt: c.salt,
                            maxClaimable: c.maxClaimable, deposit: c.deposit,
                            depositSalt: c.depositSalt, now: c.now }),
  }).toString());
  const lower = (o) => JSON.parse(JSON.stringify(o).toLowerCase());
  assert.deepEqual(lower(ours.channelConfig), lower(config), 'channel config');
  assert.equal(ours.channelId, channelId.toLowerCase(), 'channel id');
  assert.deepEqual(ours.voucher, { ...voucher, channelId: voucher.channelId.toLowerCase() }, 'voucher');
  assert.deepEqual(deposit.payload.voucher, voucher, "the deposit's voucher");
  assert.equal(auth.salt, c.depositSalt, 'the SDK took the pinned salt');
  assert.equal(ours.deposit.nonce, nonce, 'deposit nonce');
  assert.equal(ours.deposit.validBefore, auth.validBefore, 'deposit window');
  assert.equal(ours.deposit.signature, auth.signature, 'deposit signature');
  // The whole payload Paydesk sends (BatchPayload) is the SDK's, field for field.
  assert.deepEqual(lower(ours.payload), lower(deposit.payload), 'the deposit payload');
  checked++;
}
console.log(`batch-settlement: ${checked} channels equal @x402/evm 2.27.0's byte for byte`);
