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
#include "solana/SplTransfer.h"
#include "solana/TokenAccounts.h"

#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

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

    // The sandbox as the x402 facilitator of exact SVM: /supported names its fee payer; a
    // buyer's transaction built by Paydesk's own SplTransfer (fee payer = that key) verifies,
    // settles once (the seller gains exactly the price, the buyer pays no fee) and settles
    // again only as the same transaction; the scheme's refusals come with their reasons.
    void facilitator()
    {
        const json supported = h->client().get(QStringLiteral("/facilitator/supported")).json;
        QString feePayer;
        for (const json &k : supported["kinds"])
            if (k["network"] == "solana:sandbox" && k["x402Version"] == 2)
                feePayer = QString::fromStdString(k["extra"]["feePayer"].get<std::string>());
        QVERIFY2(!feePayer.isEmpty(), supported.dump().c_str());
        JCOMPARE(supported["signers"]["solana:*"][0], feePayer.toStdString());
        const QByteArray feeKey = *base58::decode(feePayer.toLatin1());
        solana::Keypair seller = solana::generateKeypair();
        rpc("paydesk_faucet", {b58(seller.publicKey)}); // its USDC account exists
        const quint64 sellerBefore = held(seller), aliceBefore = held(m_alice);
        const quint64 aliceLamports = h->lamports(m_alice.address());

        const auto proof = [&](quint64 amount, const QByteArray &payer) {
            solana::SplPaymentPlan plan;
            plan.payer = m_alice.publicKey;
            plan.feePayer = payer;
            plan.payTo = seller.publicKey;
            plan.mint = kMint;
            plan.tokenProgram = solana::tokenProgramId();
            plan.decimals = 6;
            plan.amount = amount;
            plan.memo = solana::SplTransfer::randomMemo();
            const json bh = rpc("getLatestBlockhash", json::array())["result"]["value"];
            plan.recentBlockhash =
                *base58::decode(QByteArray::fromStdString(bh["blockhash"].get<std::string>()));
            QString why;
            auto tx = solana::SplTransfer::build(plan, &why);
            if (!tx)
                qFatal("%s", qPrintable(why));
            tx->sign(m_alice);
            return json{{"x402Version", 2},
                        {"accepted", {{"scheme", "exact"}, {"network", "solana:sandbox"}}},
                        {"payload", {{"transaction", tx->toBase64().toStdString()}}}};
        };
        const json requirements = {{"scheme", "exact"},
                                   {"network", "solana:sandbox"},
                                   {"amount", "2500"},
                                   {"asset", b58(kMint)},
                                   {"payTo", b58(seller.publicKey)},
                                   {"maxTimeoutSeconds", 60},
                                   {"extra", {{"feePayer", feePayer.toStdString()}}}};
        const json good = proof(2500, feeKey);
        const auto ask = [&](const char *what, const json &payload) {
            return h->client()
                .post(QStringLiteral("/facilitator/") + QLatin1String(what),
                      json{{"x402Version", 2},
                           {"paymentPayload", payload},
                           {"paymentRequirements", requirements}})
                .json;
        };
        json v = ask("verify", good);
        JCOMPARE(v["isValid"], true);
        JCOMPARE(v["payer"], b58(m_alice.publicKey));
        QCOMPARE(held(seller), sellerBefore); // verify moves nothing

        // Refusals: another amount, another fee payer, more than Alice holds.
        v = ask("verify", proof(2499, feeKey));
        JCOMPARE(v["invalidReason"], "invalid_exact_svm_payload_amount_mismatch");
        v = ask("verify", proof(2500, seller.publicKey));
        JCOMPARE(v["invalidReason"], "invalid_exact_svm_payload_missing_fee_payer");

        // A settlement waits for confirmation: the clock moves while it does.
        QTimer clock;
        QObject::connect(&clock, &QTimer::timeout, [this]() { h->advance(1); });
        clock.start(50);
        json s = ask("settle", good);
        JCOMPARE(s["success"], true);
        JCOMPARE(s["network"], "solana:sandbox");
        JCOMPARE(s["payer"], b58(m_alice.publicKey));
        QCOMPARE(held(seller), sellerBefore + 2500);
        QCOMPARE(held(m_alice), aliceBefore - 2500);
        QCOMPARE(h->lamports(m_alice.address()), aliceLamports); // the facilitator paid the fee
        const json status = rpc("getSignatureStatuses", {{s["transaction"]}})["result"];
        QVERIFY(status["value"][0].is_object());
        // Settling it again answers the same transaction and moves nothing more.
        const json again = ask("settle", good);
        JCOMPARE(again["success"], true);
        JCOMPARE(again["transaction"], s["transaction"]);
        QCOMPARE(held(seller), sellerBefore + 2500);
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
