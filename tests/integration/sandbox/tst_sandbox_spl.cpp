// The sandbox Solana chain's SPL subset through its JSON-RPC at /rpc: the test USDC mint and
// token accounts in the Token program's layouts (read back by the wallet's own strict readers),
// paydesk_faucet, TransferChecked and associated-account creation by the programs' rules, each
// refusal with the program's error and nothing moved, and the state kept across a restart.
#include "core/Asset.h"
#include "core/Base58.h"
#include "kits/SandboxHarness.h"
#include "sandbox/SplState.h"
#include "solana/Pda.h"
#include "solana/Programs.h"
#include "solana/TokenAccounts.h"

#include <QTemporaryDir>
#include <QTest>

using namespace paydesk;
using json = nlohmann::json;

namespace {
std::string b58(const QByteArray &key)
{
    return base58::encode(key).toStdString();
}
const QByteArray kMint = sandbox::spl::testUsdcMint();
} // namespace

class TstSandboxSpl : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    std::unique_ptr<SandboxHarness> h;
    solana::Keypair m_alice, m_bob;

    void start()
    {
        auto o = SandboxHarness::defaults();
        o.slotMs = 60000; // slots only when a test advances them
        o.statePath = m_dir.filePath(QStringLiteral("state.db"));
        h = std::make_unique<SandboxHarness>(o);
        QVERIFY2(h->start(), qPrintable(h->error()));
    }
    json rpc(const char *method, const json &params) { return h->client().rpc(method, params); }
    // The account as the wallet reads it, or nullopt (with the reader's sentence failing).
    std::optional<solana::TokenAccount> tokenAccount(const QByteArray &key)
    {
        const json v =
            rpc("getAccountInfo", {b58(key), {{"encoding", "base64"}}})["result"]["value"];
        if (v.is_null())
            return std::nullopt;
        QString why;
        const auto owner = base58::decode(QByteArray::fromStdString(v["owner"]));
        const QByteArray data =
            QByteArray::fromBase64(QByteArray::fromStdString(v["data"][0].get<std::string>()));
        auto a = solana::TokenAccounts::parseAccount(*owner, data, &why);
        if (!a)
            qWarning("%s", qPrintable(why));
        return a;
    }
    quint64 held(const solana::Keypair &k)
    {
        const auto a = tokenAccount(ata(k.publicKey));
        return a ? a->amount : 0;
    }
    static QByteArray ata(const QByteArray &owner)
    {
        return solana::associatedTokenAddress(owner, solana::tokenProgramId(), kMint);
    }
    static solana::Instruction createAta(const QByteArray &payer, const QByteArray &owner,
                                         bool idempotent, const QByteArray &account = {})
    {
        return {solana::associatedTokenProgramId(),
                {{payer, true, true},
                 {account.isEmpty() ? ata(owner) : account, false, true},
                 {owner, false, false},
                 {kMint, false, false},
                 {solana::systemProgramId(), false, false},
                 {solana::tokenProgramId(), false, false}},
                QByteArray(1, idempotent ? '\1' : '\0')};
    }
    json send(const solana::Keypair &payer, const QList<solana::Instruction> &ixs,
              const QList<const solana::Keypair *> &others = {})
    {
        const json bh = rpc("getLatestBlockhash", json::array())["result"]["value"];
        auto tx = solana::Transaction::fromMessage(solana::compileMessage(
            payer.publicKey, ixs,
            *base58::decode(QByteArray::fromStdString(bh["blockhash"].get<std::string>())),
            solana::Message::Version::V0));
        tx.sign(payer);
        for (const solana::Keypair *k : others)
            tx.sign(*k);
        return rpc("sendTransaction", {tx.toBase64().toStdString(), {{"encoding", "base64"}}});
    }
    solana::Instruction transfer(const solana::Keypair &from, const QByteArray &to, quint64 amount,
                                 quint8 decimals = 6, const QByteArray &authority = {})
    {
        return solana::tokenTransferChecked(
            solana::tokenProgramId(), ata(from.publicKey), kMint, ata(to),
            authority.isEmpty() ? from.publicKey : authority, amount, decimals);
    }
    static json instructionError(const json &r)
    {
        return r["error"]["data"]["err"]["InstructionError"][1];
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        start();
        h->airdropNewKey(&m_alice, 1000000000);
        h->airdropNewKey(&m_bob, 1000000000);
    }

    void mintAndFaucet()
    {
        // The mint is in Paydesk's table of trusted assets for the sandbox Solana chain.
        const auto known = Asset::known(QStringLiteral("solana-sandbox"),
                                        QString::fromLatin1(base58::encode(kMint)));
        QVERIFY(known && known->symbol == u"USDC" && known->decimals == 6);
        const json m = rpc("getMultipleAccounts",
                           {{b58(kMint), b58(ata(m_alice.publicKey))}, {{"encoding", "base64"}}});
        const json mint = m["result"]["value"][0];
        JCOMPARE(mint["owner"], b58(solana::tokenProgramId()));
        JCOMPARE(mint["space"], 82);
        QString why;
        const auto info = solana::TokenAccounts::parseMint(
            solana::tokenProgramId(),
            QByteArray::fromBase64(QByteArray::fromStdString(mint["data"][0].get<std::string>())),
            &why);
        QVERIFY2(info && info->decimals == 6, qPrintable(why));
        QVERIFY(m["result"]["value"][1].is_null()); // no account before the faucet

        const json f = rpc("paydesk_faucet", {b58(m_alice.publicKey)})["result"];
        JCOMPARE(f["usdcAccount"], b58(ata(m_alice.publicKey)));
        JCOMPARE(f["lamports"], 5000000000ULL);
        const auto a = tokenAccount(ata(m_alice.publicKey));
        QVERIFY(a && a->mint == kMint && a->owner == m_alice.publicKey);
        QCOMPARE(a->amount, quint64(100000000));
        QCOMPARE(h->lamports(QString::fromLatin1(base58::encode(ata(m_alice.publicKey)))),
                 sandbox::spl::kTokenAccountRent);
        const json b = rpc("getTokenAccountBalance", {b58(ata(m_alice.publicKey))})["result"];
        JCOMPARE(b["value"]["amount"], "100000000");
        JCOMPARE(b["value"]["uiAmountString"], "100");
        JCOMPARE(b["value"]["decimals"], 6);
        const json byOwner = rpc("getTokenAccountsByOwner",
                                 {b58(m_alice.publicKey), {{"mint", b58(kMint)}}})["result"];
        QCOMPARE(byOwner["value"].size(), size_t(1));
        // A second faucet adds to the same account; the supply counts both.
        rpc("paydesk_faucet", {b58(m_alice.publicKey)});
        QCOMPARE(held(m_alice), quint64(200000000));
    }

    void transferChecked()
    {
        // Bob's account made in the same transaction (CreateIdempotent, Alice paying the rent).
        const quint64 aliceLamports = h->lamports(m_alice.address());
        json r = send(m_alice, {createAta(m_alice.publicKey, m_bob.publicKey, true),
                                transfer(m_alice, m_bob.publicKey, 1234567)});
        QVERIFY2(r.contains("result"), r.dump().c_str());
        QCOMPARE(held(m_alice), quint64(200000000 - 1234567));
        QCOMPARE(held(m_bob), quint64(1234567));
        QCOMPARE(aliceLamports - h->lamports(m_alice.address()),
                 sandbox::spl::kTokenAccountRent + 5000);
        // Idempotent again: nothing changes but the transfer.
        r = send(m_alice, {createAta(m_alice.publicKey, m_bob.publicKey, true),
                           transfer(m_alice, m_bob.publicKey, 1)});
        QVERIFY2(r.contains("result"), r.dump().c_str());
        QCOMPARE(held(m_bob), quint64(1234568));
    }

    void refusals_data()
    {
        QTest::addColumn<int>("which");
        QTest::addColumn<QByteArray>("error");
        QTest::newRow("more than held") << 0 << QByteArray(R"({"Custom":1})");
        QTest::newRow("other decimals") << 1 << QByteArray(R"({"Custom":18})");
        QTest::newRow("not the owner") << 2 << QByteArray(R"({"Custom":4})");
        QTest::newRow("create an existing one") << 3 << QByteArray(R"({"Custom":0})");
        QTest::newRow("another address") << 4 << QByteArray(R"("InvalidSeeds")");
        QTest::newRow("no such account") << 5 << QByteArray(R"("InvalidAccountData")");
    }
    void refusals()
    {
        QFETCH(int, which);
        QFETCH(QByteArray, error);
        const quint64 alice = held(m_alice), bob = held(m_bob);
        solana::Keypair stranger = solana::generateKeypair();
        QList<solana::Instruction> ixs;
        QList<const solana::Keypair *> others;
        switch (which) {
        case 0:
            ixs = {transfer(m_alice, m_bob.publicKey, alice + 1)};
            break;
        case 1:
            ixs = {transfer(m_alice, m_bob.publicKey, 1, 9)};
            break;
        case 2: // Bob signs a transfer out of Alice's account
            ixs = {transfer(m_alice, m_bob.publicKey, 1, 6, m_bob.publicKey)};
            others = {&m_bob};
            break;
        case 3:
            ixs = {createAta(m_alice.publicKey, m_bob.publicKey, false)};
            break;
        case 4:
            ixs = {createAta(m_alice.publicKey, stranger.publicKey, true, ata(m_bob.publicKey))};
            break;
        case 5:
            ixs = {transfer(m_alice, stranger.publicKey, 1)};
            break;
        }
        const json r = send(m_alice, ixs, others);
        JCOMPARE(r["error"]["code"], -32002);
        QCOMPARE(QByteArray::fromStdString(instructionError(r).dump()), error);
        QCOMPARE(held(m_alice), alice);
        QCOMPARE(held(m_bob), bob);
        QVERIFY(!tokenAccount(ata(stranger.publicKey)));
    }

    void keptAcrossARestart()
    {
        const quint64 alice = held(m_alice), bob = held(m_bob);
        h.reset();
        start();
        QCOMPARE(held(m_alice), alice);
        QCOMPARE(held(m_bob), bob);
        // And it still moves.
        QVERIFY(send(m_alice, {transfer(m_alice, m_bob.publicKey, 10)}).contains("result"));
        QCOMPARE(held(m_bob), bob + 10);
    }

    void cleanupTestCase() { h.reset(); }
};

QTEST_GUILESS_MAIN(TstSandboxSpl)
#include "tst_sandbox_spl.moc"
