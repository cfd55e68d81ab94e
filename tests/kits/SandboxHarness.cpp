#include "kits/SandboxHarness.h"

#include "core/Base58.h"

#include <QTest>

using namespace paydesk;

sandbox::SandboxOptions SandboxHarness::defaults()
{
    sandbox::SandboxOptions o;
    o.keys.append({QStringLiteral("test-key"), QStringLiteral("enterprise"), 100000, {}});
    return o;
}

SandboxHarness::SandboxHarness(sandbox::SandboxOptions options) : m_options(std::move(options))
{
    m_client.setKey("test-key");
}

bool SandboxHarness::start()
{
    if (!TestSandbox::start(m_options, &m_error))
        return false;
    m_client.setBase(url());
    return true;
}

QString SandboxHarness::createWallet(const QString &amount)
{
    const HttpResult r = m_client.post(QStringLiteral("/sandbox/wallets"),
                                       "{\"amount\": " + amount.toLatin1() + "}");
    return QString::fromStdString(r.json.value("address", ""));
}

quint64 SandboxHarness::lamports(const QString &address)
{
    const auto r = m_client.rpc("getBalance", {address.toStdString()});
    return r["result"]["value"].get<quint64>();
}

QString SandboxHarness::airdropNewKey(solana::Keypair *out, quint64 amount)
{
    *out = solana::generateKeypair();
    if (amount > 0)
        m_client.rpc("requestAirdrop", {out->address().toStdString(), amount});
    return out->address();
}

void SandboxHarness::advance(int slots)
{
    m_client.post(QStringLiteral("/sandbox/slots"), nlohmann::json{{"count", slots}});
}

QString SandboxHarness::sign(const QString &base64, const QList<const solana::Keypair *> &keys)
{
    auto tx = solana::Transaction::fromBase64(base64.toLatin1(), nullptr);
    if (!tx)
        return {};
    for (const solana::Keypair *k : keys)
        tx->sign(*k);
    return QString::fromLatin1(tx->toBase64());
}

nlohmann::json SandboxHarness::signAndBroadcast(const QString &base64,
                                                const QList<const solana::Keypair *> &keys,
                                                bool skipPreflight)
{
    const QString signedTx = sign(base64, keys);
    return m_client.rpc(
        "sendTransaction",
        {signedTx.toStdString(), {{"encoding", "base64"}, {"skipPreflight", skipPreflight}}});
}

paydesk::sandbox::SandboxOptions SandboxHarness::withGroupKeys()
{
    auto options = defaults();
    options.keys.append(
        {QStringLiteral("hosted-only"), QStringLiteral("premium"), 1000, QStringLiteral("hosted")});
    options.keys.append(
        {QStringLiteral("local-only"), QStringLiteral("premium"), 1000, QStringLiteral("local")});
    options.keys.append({QStringLiteral("five"), QStringLiteral("standard"), 5, {}});
    return options;
}

void SandboxHarness::checkErrorEnvelope(const HttpResult &r)
{
    QVERIFY(r.json.is_object());
    JCOMPARE(r.json["success"], false);
    QVERIFY(r.json["error"]["message"].is_string());
    QVERIFY(r.json["error"]["details"].is_object());
    QVERIFY(r.json["timestamp"].is_number_integer());
    QVERIFY(r.json["timestamp"].get<qint64>() > 1600000000000LL);
}
