// Google Benchmark: what Paydesk spends on each local payment before the network: the codecs
// (base58, base64), decoding the service-built transaction, holding it against the policy,
// signing it (Ed25519), and all of it together with the serialization for broadcast; the same
// for an EVM payment (EIP-1559 decode, EvmPolicy, secp256k1 signature, signed RLP).
#include "core/Base58.h"
#include "evm/Erc20.h"
#include "evm/EvmPolicy.h"
#include "payments/evm/Permit2Approval.h"
#include "solana/Pda.h"
#include "solana/Programs.h"
#include "solana/SplTransfer.h"
#include "solana/TransactionPolicy.h"
#include "util/SplVectors.h"
#include "x402/Eip3009.h"
#include "x402/Permit2.h"
#include "x402/ProofCodec.h"

#include <benchmark/benchmark.h>

using namespace paydesk;
using namespace paydesk::solana;

namespace {
constexpr quint64 kAmount = 250000000;

const Keypair &payer()
{
    static const Keypair k = generateKeypair();
    return k;
}
const QByteArray kShop(32, 'S');
const QByteArray kHash(32, 'h');

// What the service hands over for a local send: an unsigned transfer with a priority fee.
QByteArray unsignedWireBase64()
{
    const QList<Instruction> ix = {setComputeUnitLimit(200000), setComputeUnitPrice(1000),
                                   systemTransfer(payer().publicKey, kShop, kAmount)};
    return Transaction::fromMessage(compileMessage(payer().publicKey, ix, kHash)).toBase64();
}

PaymentExpectation expectation()
{
    PaymentExpectation e;
    e.ourKey = payer().publicKey;
    e.feePayer = payer().publicKey;
    e.source = payer().publicKey;
    e.recipient = kShop;
    e.lamports = kAmount;
    e.maxPriorityFeeLamports = 100000;
    e.network = QStringLiteral("solana-sandbox");
    e.now = QDateTime::currentDateTimeUtc();
    e.expiresAt = e.now.addSecs(60);
    e.lastValidBlockHeight = 1150;
    e.currentBlockHeight = 1000;
    return e;
}

void base58EncodeKey(benchmark::State &state)
{
    for (auto _ : state)
        benchmark::DoNotOptimize(base58::encode(payer().publicKey));
}
BENCHMARK(base58EncodeKey);

void base58DecodeSignature(benchmark::State &state)
{
    const QByteArray text = base58::encode(QByteArray(64, '\x7f'));
    for (auto _ : state)
        benchmark::DoNotOptimize(base58::decode(text));
}
BENCHMARK(base58DecodeSignature);

void base64DecodeTransaction(benchmark::State &state)
{
    const QByteArray b64 = unsignedWireBase64();
    for (auto _ : state)
        benchmark::DoNotOptimize(QByteArray::fromBase64(b64));
}
BENCHMARK(base64DecodeTransaction);

void transactionDecode(benchmark::State &state)
{
    const QByteArray b64 = unsignedWireBase64();
    QString error;
    for (auto _ : state)
        benchmark::DoNotOptimize(Transaction::fromBase64(b64, &error));
}
BENCHMARK(transactionDecode);

void policyReview(benchmark::State &state)
{
    QString error;
    const auto tx = Transaction::fromBase64(unsignedWireBase64(), &error);
    const PaymentExpectation e = expectation();
    for (auto _ : state) {
        const TransactionReview r = TransactionPolicy::review(*tx, e);
        if (!r.ok())
            state.SkipWithError(qPrintable(r.reason));
        benchmark::DoNotOptimize(r);
    }
}
BENCHMARK(policyReview);

void signEd25519(benchmark::State &state)
{
    QString error;
    auto tx = Transaction::fromBase64(unsignedWireBase64(), &error);
    for (auto _ : state)
        benchmark::DoNotOptimize(tx->sign(payer()));
}
BENCHMARK(signEd25519);

// The whole local step: decode + policy + sign + serialize for sendTransaction.
void decodePolicySignSerialize(benchmark::State &state)
{
    const QByteArray b64 = unsignedWireBase64();
    const PaymentExpectation e = expectation();
    QString error;
    for (auto _ : state) {
        auto tx = Transaction::fromBase64(b64, &error);
        const TransactionReview r = TransactionPolicy::review(*tx, e);
        if (!r.ok() || !tx->sign(payer()))
            state.SkipWithError("refused");
        benchmark::DoNotOptimize(tx->toBase64());
    }
}
BENCHMARK(decodePolicySignSerialize);

// EVM: Hardhat / Anvil test key #0 (public) pays 0.25 ETH on the sandbox chain (4020).
const QByteArray kEvmKey =
    QByteArray::fromHex("ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80");

evm::EvmExpectation evmExpectation()
{
    evm::EvmExpectation e;
    e.chainId = 4020;
    e.from = *evm::EvmAddress::parse(u"0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266");
    e.recipient = *evm::EvmAddress::parse(u"0x70997970C51812dc3A010C7d01b50e0d17dc79C8");
    e.value = *evm::U256::fromDecimal(u"250000000000000000");
    e.maxFee = evm::U256(5000000000000000ULL);
    e.pendingNonce = 7;
    e.nextBaseFee = evm::U256(1000000000);
    e.network = QStringLiteral("eip155:4020");
    e.now = QDateTime::currentDateTimeUtc();
    e.expiresAt = e.now.addSecs(60);
    return e;
}

QByteArray evmUnsignedBase64()
{
    const evm::EvmExpectation e = evmExpectation();
    evm::EvmTransaction t;
    t.chainId = e.chainId;
    t.nonce = *e.pendingNonce;
    t.maxPriorityFeePerGas = evm::U256(1000000000);
    t.maxFeePerGas = evm::U256(3000000000ULL);
    t.gasLimit = 21000;
    t.to = e.recipient;
    t.value = e.value;
    return t.signingPayload().toBase64();
}

void evmDecode(benchmark::State &state)
{
    const QByteArray b64 = evmUnsignedBase64();
    QString error;
    for (auto _ : state)
        benchmark::DoNotOptimize(evm::EvmTransaction::fromBase64(b64, &error));
}
BENCHMARK(evmDecode);

void evmPolicyReview(benchmark::State &state)
{
    QString error;
    const auto tx = evm::EvmTransaction::fromBase64(evmUnsignedBase64(), &error);
    const evm::EvmExpectation e = evmExpectation();
    for (auto _ : state)
        benchmark::DoNotOptimize(evm::EvmPolicy::review(*tx, e));
}
BENCHMARK(evmPolicyReview);

void evmSignSecp256k1(benchmark::State &state)
{
    QString error;
    auto tx = evm::EvmTransaction::fromBase64(evmUnsignedBase64(), &error);
    const SecureBytes key = SecureBytes::copyOf(kEvmKey);
    for (auto _ : state)
        benchmark::DoNotOptimize(tx->sign(key, &error));
}
BENCHMARK(evmSignSecp256k1);

// The whole EVM local step: decode + EvmPolicy + sign (secp256k1, low s) + signed bytes.
void evmDecodePolicySignSerialize(benchmark::State &state)
{
    const QByteArray b64 = evmUnsignedBase64();
    const evm::EvmExpectation e = evmExpectation();
    const SecureBytes key = SecureBytes::copyOf(kEvmKey);
    QString error;
    for (auto _ : state) {
        auto tx = evm::EvmTransaction::fromBase64(b64, &error);
        const evm::EvmReview r = evm::EvmPolicy::review(*tx, e);
        if (!r.ok() || !tx->sign(key, &error))
            state.SkipWithError("refused");
        benchmark::DoNotOptimize(tx->signedBytes());
    }
}
BENCHMARK(evmDecodePolicySignSerialize);

// What EvmPaymentFlow runs before it journals: the above plus recovering the signer from the
// signature and comparing it with the account (the check that no faulty or wrong-key signature
// leaves).
void evmDecodePolicySignVerifySerialize(benchmark::State &state)
{
    const QByteArray b64 = evmUnsignedBase64();
    const evm::EvmExpectation e = evmExpectation();
    const SecureBytes key = SecureBytes::copyOf(kEvmKey);
    QString error;
    for (auto _ : state) {
        auto tx = evm::EvmTransaction::fromBase64(b64, &error);
        const evm::EvmReview r = evm::EvmPolicy::review(*tx, e);
        if (!r.ok() || !tx->sign(key, &error) || tx->sender(&error) != e.from)
            state.SkipWithError("refused");
        benchmark::DoNotOptimize(tx->signedBytes());
    }
}
BENCHMARK(evmDecodePolicySignVerifySerialize);

// The exact-amount Permit2 approve Paydesk builds itself: the calldata, the transaction
// from what the node said, EvmPolicy with that calldata, the secp256k1 signature, the signer
// recovered and compared, the signed bytes. Base USDC, 0.05 USDC.
void permit2ApproveBuildReviewSign(benchmark::State &state)
{
    evm::EvmExpectation e = evmExpectation();
    e.chainId = 8453;
    e.network = QStringLiteral("eip155:8453");
    e.recipient = *evm::EvmAddress::parse(u"0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913");
    e.value = evm::U256();
    e.recipientHasCode = true;
    e.gasEstimate = 46000;
    e.expiresAt = QDateTime();
    const SecureBytes key = SecureBytes::copyOf(kEvmKey);
    QString error;
    for (auto _ : state) {
        e.data = evm::Erc20::approveCall(x402::Permit2::address(), evm::U256(50000));
        evm::EvmTransaction tx = evm::Permit2Approval::transaction(e, evm::U256(1000000));
        const evm::EvmReview r = evm::EvmPolicy::review(tx, e);
        if (!r.ok() || !tx.sign(key, &error) || tx.sender(&error) != e.from)
            state.SkipWithError("refused");
        benchmark::DoNotOptimize(tx.signedBytes());
    }
}
BENCHMARK(permit2ApproveBuildReviewSign);

// x402 by EIP-3009: what the exact EVM scheme client (payments/evm/ExactEvmScheme) does once
// the person approved: the authorization (random nonce, window from now), its EIP-712 digest, the
// secp256k1 signature, recovering the signer to compare it with the wallet, and the X-PAYMENT
// value. Base Sepolia USDC, 0.001 USDC.
void x402Eip3009AuthorizeSignProof(benchmark::State &state)
{
    const nlohmann::json j = {{"scheme", "exact"},
                              {"network", "base-sepolia"},
                              {"maxAmountRequired", "1000"},
                              {"resource", "https://shop.example/weather"},
                              {"description", ""},
                              {"mimeType", "application/json"},
                              {"payTo", "0x209693Bc6afc0C5328bA36FaF03C514EF312287C"},
                              {"maxTimeoutSeconds", 60},
                              {"asset", "0x036CbD53842c5426634e7929541eC2318f3dCF7e"},
                              {"extra", {{"name", "USDC"}, {"version", "2"}}}};
    const x402::PaymentOption o = x402::PaymentOption::fromJson(
        j, 1, 0, QUrl(QStringLiteral("https://shop.example/weather")));
    const evm::EvmAddress payer =
        *evm::EvmAddress::parse(u"0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266");
    const SecureBytes key = SecureBytes::copyOf(kEvmKey);
    QString error;
    for (auto _ : state) {
        const auto domain = x402::Eip3009::domainOf(o, &error);
        const auto a =
            x402::Eip3009::authorize(o, payer, QDateTime::currentSecsSinceEpoch(), &error);
        const auto sig = x402::Eip3009::sign(*a, *domain, key, &error);
        if (!sig)
            state.SkipWithError("refused");
        benchmark::DoNotOptimize(x402::Eip3009::proof(o, *a, *sig));
    }
}
BENCHMARK(x402Eip3009AuthorizeSignProof);

// The same with Permit2 (extra.assetTransferMethod "permit2"): the authorization for the
// x402 proxy, signed in Permit2's domain, its signer recovered, the X-PAYMENT value. Base USDC.
void x402Permit2AuthorizeSignProof(benchmark::State &state)
{
    const nlohmann::json j = {{"scheme", "exact"},
                              {"network", "eip155:8453"},
                              {"amount", "1000"},
                              {"payTo", "0x209693Bc6afc0C5328bA36FaF03C514EF312287C"},
                              {"maxTimeoutSeconds", 60},
                              {"asset", "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913"},
                              {"extra", {{"assetTransferMethod", "permit2"}}}};
    const x402::PaymentOption o = x402::PaymentOption::fromJson(
        j, 2, 0, QUrl(QStringLiteral("https://shop.example/weather")));
    const evm::EvmAddress payer =
        *evm::EvmAddress::parse(u"0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266");
    const SecureBytes key = SecureBytes::copyOf(kEvmKey);
    QString error;
    for (auto _ : state) {
        const auto a =
            x402::Permit2::authorize(o, payer, QDateTime::currentSecsSinceEpoch(), &error);
        const auto sig = x402::Permit2::sign(*a, 8453, key, &error);
        if (!sig)
            state.SkipWithError("refused");
        benchmark::DoNotOptimize(x402::Permit2::proof(o, *a, *sig));
    }
}
BENCHMARK(x402Permit2AuthorizeSignProof);

// x402 with an SPL token: what SplAuthorization does once the accounts are read: both
// associated token accounts derived (PDA searches with the on-curve test), the v0 transaction
// built and read back against the plan, the buyer's Ed25519 signature, the X-PAYMENT value.
// Devnet USDC, 0.01 USDC, with a v2 memo.
void x402SplBuildSignProof(benchmark::State &state)
{
    const solana::Keypair buyer = solana::generateKeypair();
    solana::SplPaymentPlan plan = testing::devnetUsdcPlan(buyer.publicKey);
    QString error;
    for (auto _ : state) {
        plan.memo = solana::SplTransfer::randomMemo();
        auto tx = solana::SplTransfer::build(plan, &error);
        if (!tx || !tx->sign(buyer))
            state.SkipWithError("refused");
        benchmark::DoNotOptimize(x402::ProofCodec::encodeAuthorization(
            QStringLiteral("solana-devnet"), QString::fromLatin1(tx->toBase64())));
    }
}
BENCHMARK(x402SplBuildSignProof);

// The on-curve test alone (one PDA candidate), the cost inside each associated-account search.
void solanaIsOnCurve(benchmark::State &state)
{
    const QByteArray point = solana::generateKeypair().publicKey;
    for (auto _ : state)
        benchmark::DoNotOptimize(solana::isOnCurve(point));
}
BENCHMARK(solanaIsOnCurve);
} // namespace

BENCHMARK_MAIN();
