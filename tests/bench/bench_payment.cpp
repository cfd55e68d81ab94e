// Google Benchmark: what Paydesk spends on each local payment before the network: the codecs
// (base58, base64), decoding the service-built transaction, holding it against the policy,
// signing it (Ed25519), and all of it together with the serialization for broadcast.
#include "core/Base58.h"
#include "solana/Programs.h"
#include "solana/TransactionPolicy.h"

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
} // namespace

BENCHMARK_MAIN();
