// paydesk-cli fetch --local: the wallet's key imported into the real Secret Service (run through
// tests/util/with-keyring.sh), the sandbox's demo seller paid with an authorization proof (the
// seller pays the fee) and with a settled proof (broadcast by Paydesk); and its test USDC option
// paid from an EVM wallet by an EIP-3009 authorization the sandbox settles as facilitator.
#include "core/Asset.h"
#include "core/Origin.h"
#include "kits/CliProcess.h"
#include "kits/LocalTestKit.h"
#include "kits/PricedSeller.h"
#include "models/ReceiptBook.h"
#include "sandbox/EvmChain.h"
#include "sandbox/EvmFacilitator.h"
#include "store/BudgetStore.h"
#include "store/HistoryCache.h"
#include "store/PaidFetchJournal.h"
#include "wallet/KeyImport.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QScopeGuard>
#include <QSqlDatabase>
#include <QTest>
#include <QUuid>
#include <nlohmann/json.hpp>

using namespace paydesk;
using namespace localtest;

class TestX402CliLocal : public QObject
{
    Q_OBJECT
    Sandbox m_sandbox;
    std::unique_ptr<Rig> m_rig;
    QTemporaryDir m_dir;
    QString m_solanaWallet; // imported by fetchLocal

    using Run = paydesk::testing::CliRun;
    Run cli(const QStringList &args, const QList<std::pair<QString, QString>> &extraEnv = {})
    {
        QProcessEnvironment env;
        for (const auto &[name, value] : extraEnv)
            env.insert(name, value);
        env.insert(QStringLiteral("PAYDESK_KEY"), QString::fromLatin1(kApiKey));
        env.insert(QStringLiteral("PAYDESK_DATA_DIR"), m_dir.path());
        return paydesk::testing::runCli(
            QStringList{QStringLiteral("--service"), m_sandbox.baseUrl().toString(),
                        QStringLiteral("--api-key-env"), QStringLiteral("PAYDESK_KEY"),
                        QStringLiteral("--json")} +
                args,
            env);
    }
    Run importKeypair(const solana::Keypair &kp)
    {
        return paydesk::testing::importKeypair(
            [this](const QStringList &args) { return cli(args); }, m_dir.path(), kp);
    }
    QString url(const QString &name) const
    {
        return m_sandbox.baseUrl().toString() + QStringLiteral("/demo/resource/") + name;
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (qEnvironmentVariableIsEmpty("PAYDESK_TEST_HOME"))
            QSKIP("run through tests/util/with-keyring.sh (ctest does)");
        QVERIFY2(m_sandbox.start(), qPrintable(m_sandbox.error()));
        m_rig = std::make_unique<Rig>(m_sandbox.baseUrl(), m_sandbox.rpcUrl());
    }
    void cleanupTestCase() { m_rig.reset(); }

    void fetchLocal()
    {
        const solana::Keypair &kp = m_rig->fundedKey(50000000);
        Run r = importKeypair(kp);
        QVERIFY2(r.code == 0, r.err.constData());
        m_solanaWallet = kp.address();
        const QStringList local{QStringLiteral("--from"),  kp.address(),
                                QStringLiteral("--local"), QStringLiteral("--rpc"),
                                QStringLiteral("sandbox"), QStringLiteral("--yes")};
        // Authorization proof: the buyer signs its slot, the seller pays the fee and broadcasts.
        const quint64 before = balance(m_rig->rpc, kp.address());
        r = cli(QStringList{QStringLiteral("fetch"), url(QStringLiteral("v2-local"))} + local);
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY(r.json().value(QStringLiteral("paid")).toBool());
        QCOMPARE(before - balance(m_rig->rpc, kp.address()), quint64(1000000));
        // Settled proof: Paydesk builds, checks, signs and broadcasts (and pays the fee).
        const quint64 mid = balance(m_rig->rpc, kp.address());
        r = cli(QStringList{QStringLiteral("fetch"), url(QStringLiteral("nofee-local"))} + local);
        QVERIFY2(r.code == 0, r.err.constData());
        const quint64 spent = mid - balance(m_rig->rpc, kp.address());
        QVERIFY2(spent > 1000000 && spent < 1100000, qPrintable(QString::number(spent)));
        // Without --yes, off a terminal: refused, nothing signed.
        const quint64 last = balance(m_rig->rpc, kp.address());
        r = cli({QStringLiteral("fetch"), url(QStringLiteral("v1-local")), QStringLiteral("--from"),
                 kp.address(), QStringLiteral("--local"), QStringLiteral("--rpc"),
                 QStringLiteral("sandbox")});
        QCOMPARE(r.code, 4);
        QCOMPARE(balance(m_rig->rpc, kp.address()), last);
    }

    void fetchUsdc()
    {
        // Hardhat / Anvil #0 (the sandbox gave it 1,000 test USDC) and #1 (no USDC).
        const QString rich = QStringLiteral("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266");
        const QString poor = QStringLiteral("0x70997970C51812dc3A010C7d01b50e0d17dc79C8");
        const QStringList keys{
            QStringLiteral("ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80"),
            QStringLiteral("59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d")};
        for (const QString &k : keys) {
            const Run r = cli({QStringLiteral("wallet"), QStringLiteral("import"),
                               QStringLiteral("--chain"), QStringLiteral("evm"),
                               QStringLiteral("--secret-key-env"), QStringLiteral("EVM_KEY")},
                              {{QStringLiteral("EVM_KEY"), k}});
            QVERIFY2(r.code == 0, r.err.constData());
        }
        sandbox::TestUsdc &usdc = m_sandbox.server().evmChain()->usdc();
        const auto held = [&usdc](const QString &a) {
            return usdc.balanceOf(*evm::EvmAddress::parse(a));
        };
        const auto pay = [&](const QString &name, const QString &from, const QString &max) {
            return cli({QStringLiteral("fetch"), url(name), QStringLiteral("--from"), from,
                        QStringLiteral("--local"), QStringLiteral("--max-amount"), max,
                        QStringLiteral("--yes")});
        };
        // The demo seller offers 0.001 SOL and 0.005 test USDC; an EVM wallet pays the USDC,
        // v2 (PAYMENT-SIGNATURE) and v1 (X-PAYMENT) alike, exactly the price each time.
        for (const QString &name : {QStringLiteral("v2-usdc"), QStringLiteral("v1-usdc")}) {
            const evm::U256 before = held(rich);
            const Run r = pay(name, rich, QStringLiteral("0.01 USDC"));
            QVERIFY2(r.code == 0, r.err.constData());
            const QJsonObject j = r.json();
            QVERIFY(j.value(QStringLiteral("paid")).toBool());
            QCOMPARE(j[QStringLiteral("quote")][QStringLiteral("amount")].toString(),
                     QStringLiteral("0.005 USDC"));
            // The balance was read before paying (the sandbox's /evm, its chain checked).
            QCOMPARE(j[QStringLiteral("quote")][QStringLiteral("balance")].toString(),
                     Amount::fromUnits(Amount::Units(*before.toUInt64()), 6).toString());
            QCOMPARE(*before.checkedSub(held(rich)), evm::U256(5000));
            // The receipt: the facilitator's transaction on the sandbox EVM chain, the payer.
            const QJsonObject settlement = j[QStringLiteral("settlement")].toObject();
            QCOMPARE(settlement[QStringLiteral("payer")].toString(), rich);
            QCOMPARE(settlement[QStringLiteral("network")].toString(),
                     QStringLiteral("eip155:4020"));
            const QString tx = settlement[QStringLiteral("transaction")].toString();
            const auto *landed =
                m_sandbox.server().evmChain()->find(QByteArray::fromHex(tx.mid(2).toLatin1()));
            QVERIFY2(landed && landed->included && !landed->reverted, qPrintable(tx));
            QCOMPARE(landed->from, sandbox::EvmFacilitator::account());
        }
        // Refused, nothing signed: not enough USDC (read before asking), a maximum below the
        // price, a maximum in another asset.
        const evm::U256 richBefore = held(rich);
        Run r = pay(QStringLiteral("poor-usdc"), poor, QStringLiteral("0.01 USDC"));
        QCOMPARE(r.code, 4);
        QCOMPARE(r.errorCode(), QStringLiteral("insufficient_funds"));
        QVERIFY2(r.err.contains("USDC"), r.err.constData());
        r = pay(QStringLiteral("cheap-usdc"), rich, QStringLiteral("0.001 USDC"));
        QCOMPARE(r.code, 4);
        r = pay(QStringLiteral("sol-usdc"), rich, QStringLiteral("0.01"));
        QCOMPARE(r.code, 4);
        QCOMPARE(held(rich), richBefore);
        QCOMPARE(held(poor), evm::U256());
        // A daily cap for all sites of 0.012 USDC: 0.010 was paid today, so the next 0.005 is
        // refused even with --yes; other assets are not capped by it; "none" removes it.
        const QStringList onSandboxEvm{QStringLiteral("--network"), QStringLiteral("eip155:4020")};
        r = cli(QStringList{QStringLiteral("budget"), QStringLiteral("cap"),
                            QStringLiteral("0.012 USDC")} +
                onSandboxEvm);
        QVERIFY2(r.code == 0, r.err.constData());
        r = pay(QStringLiteral("capped-usdc"), rich, QStringLiteral("0.01 USDC"));
        QCOMPARE(r.code, 4);
        QCOMPARE(r.errorCode(), QStringLiteral("over_daily_cap"));
        QCOMPARE(held(rich), richBefore);
        r = cli({QStringLiteral("budget"), QStringLiteral("list")});
        const QJsonArray caps = r.json().value(QStringLiteral("dailyCaps")).toArray();
        QCOMPARE(caps.size(), 1);
        QCOMPARE(caps.at(0)[QStringLiteral("perDay")].toString(), QStringLiteral("0.012"));
        QCOMPARE(caps.at(0)[QStringLiteral("unit")].toString(), QStringLiteral("USDC"));
        r = cli(QStringList{QStringLiteral("budget"), QStringLiteral("cap"),
                            QStringLiteral("none USDC")} +
                onSandboxEvm);
        QVERIFY2(r.code == 0, r.err.constData());
        r = pay(QStringLiteral("uncapped-usdc"), rich, QStringLiteral("0.01 USDC"));
        QVERIFY2(r.code == 0, r.err.constData());
        QCOMPARE(*richBefore.checkedSub(held(rich)), evm::U256(5000));
        // "none" alone removes every asset's cap on the network (the USDC one too), and says
        // which; "none USDC" above removed only USDC's.
        for (const QString &cap : {QStringLiteral("0.5 USDC"), QStringLiteral("0.2")})
            QCOMPARE(cli(QStringList{QStringLiteral("budget"), QStringLiteral("cap"), cap} +
                         onSandboxEvm)
                         .code,
                     0);
        r = cli(
            QStringList{QStringLiteral("budget"), QStringLiteral("cap"), QStringLiteral("none")} +
            onSandboxEvm);
        QVERIFY2(r.code == 0, r.err.constData());
        QCOMPARE(r.json().value(QStringLiteral("removed")).toArray().size(), 2);
        r = cli({QStringLiteral("budget"), QStringLiteral("list")});
        QVERIFY(r.json().value(QStringLiteral("dailyCaps")).toArray().isEmpty());
    }

    // --from twice (a Solana and an EVM wallet): the cheapest option one of them can
    // pay within the maximum is paid, from the wallet on its network: USDC (a dollar price)
    // under a USDC maximum, SOL under a SOL one. The USDC payment no service knows is in the
    // history file with its token and the seller's receipt. An unknown wallet among them:
    // refused before anything.
    void fromTwoWallets()
    {
        QVERIFY(!m_solanaWallet.isEmpty()); // fetchLocal ran
        const QString rich = QStringLiteral("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266");
        sandbox::TestUsdc &usdc = m_sandbox.server().evmChain()->usdc();
        const evm::U256 before = usdc.balanceOf(*evm::EvmAddress::parse(rich));
        const quint64 lamports = balance(m_rig->rpc, m_solanaWallet);
        const auto pay = [&](const QString &name, const QString &max) {
            return cli({QStringLiteral("fetch"), url(name), QStringLiteral("--from"),
                        m_solanaWallet, QStringLiteral("--from"), rich, QStringLiteral("--local"),
                        QStringLiteral("--rpc"), QStringLiteral("sandbox"),
                        QStringLiteral("--max-amount"), max, QStringLiteral("--yes")});
        };
        Run r = pay(QStringLiteral("two-wallets-usdc"), QStringLiteral("0.01 USDC"));
        QVERIFY2(r.code == 0, r.err.constData());
        QJsonObject j = r.json();
        QCOMPARE(j[QStringLiteral("quote")][QStringLiteral("amount")].toString(),
                 QStringLiteral("0.005 USDC"));
        QCOMPARE(j[QStringLiteral("quote")][QStringLiteral("wallet")].toString(), rich);
        QCOMPARE(*before.checkedSub(usdc.balanceOf(*evm::EvmAddress::parse(rich))),
                 evm::U256(5000));
        QCOMPARE(balance(m_rig->rpc, m_solanaWallet), lamports);
        const QString paymentId = j[QStringLiteral("paymentId")].toString();
        const QString tx =
            j[QStringLiteral("settlement")][QStringLiteral("transaction")].toString();
        QVERIFY2(paymentId.startsWith(u"eip3009:0x"), qPrintable(paymentId));

        // The history file the desktop app reads: the payment, in USDC, with its receipt.
        {
            QSqlDatabase db =
                QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("cli-history"));
            db.setDatabaseName(m_dir.filePath(QStringLiteral("history.sqlite")));
            QVERIFY(db.open());
            HistoryCache cache(QStringLiteral("cli-history"));
            QVERIFY2(cache.isOpen(), qPrintable(cache.lastError()));
            HistoryFilter f;
            f.wallet = rich;
            f.text = paymentId;
            const QList<HistoryEntry> rows = cache.entries(f, 0, 5);
            QCOMPARE(rows.size(), 1);
            QCOMPARE(rows.at(0).symbol, QStringLiteral("USDC"));
            QCOMPARE(rows.at(0).amount, QStringLiteral("0.005"));
            QCOMPARE(rows.at(0).state, PaymentState::Confirmed);
            QCOMPARE(rows.at(0).signature, tx);
            QVERIFY(rows.at(0).resource.endsWith(u"two-wallets-usdc"));
            QSqlDatabase app =
                QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("cli-app"));
            app.setDatabaseName(m_dir.filePath(QStringLiteral("paydesk.sqlite")));
            QVERIFY(app.open());
            PaidFetchJournal journal(app);
            ReceiptBook receipts(&journal);
            receipts.read();
            const PaymentReceipt *receipt = receipts.receiptOf(rows.at(0));
            QVERIFY(receipt);
            QCOMPARE(receipt->transaction, tx);
            QCOMPARE(receipt->payer, rich);
        }
        QSqlDatabase::removeDatabase(QStringLiteral("cli-history"));
        QSqlDatabase::removeDatabase(QStringLiteral("cli-app"));

        // A maximum in SOL: the SOL option is the one within it, paid from the Solana wallet.
        r = pay(QStringLiteral("two-wallets-sol"), QStringLiteral("0.01"));
        QVERIFY2(r.code == 0, r.err.constData());
        j = r.json();
        QCOMPARE(j[QStringLiteral("quote")][QStringLiteral("wallet")].toString(), m_solanaWallet);
        QVERIFY(lamports - balance(m_rig->rpc, m_solanaWallet) >= 1000000);

        // A wallet Paydesk does not hold among them: refused, nothing paid.
        const evm::U256 held = usdc.balanceOf(*evm::EvmAddress::parse(rich));
        r = cli({QStringLiteral("fetch"), url(QStringLiteral("two-wallets-unknown")),
                 QStringLiteral("--from"), rich, QStringLiteral("--from"),
                 QStringLiteral("0x1111111111111111111111111111111111111111"),
                 QStringLiteral("--local"), QStringLiteral("--max-amount"),
                 QStringLiteral("0.01 USDC"), QStringLiteral("--yes")});
        QCOMPARE(r.code, 4);
        QVERIFY2(r.err.contains("0x1111111111111111111111111111111111111111"), r.err.constData());
        QCOMPARE(usdc.balanceOf(*evm::EvmAddress::parse(rich)), held);
    }

    // The choice weighs balances. A wallet that holds too little of an option's asset
    // is passed over for another wallet on that network, then for the next cheapest option;
    // nothing is signed by the wallet that cannot pay.
    void poorWalletIsPassedOver()
    {
        QVERIFY(!m_solanaWallet.isEmpty()); // fetchLocal ran
        const QString rich = QStringLiteral("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266");
        const QString poor = QStringLiteral("0x70997970C51812dc3A010C7d01b50e0d17dc79C8");
        sandbox::TestUsdc &usdc = m_sandbox.server().evmChain()->usdc();
        const auto held = [&usdc](const QString &a) {
            return usdc.balanceOf(*evm::EvmAddress::parse(a));
        };
        // Two EVM wallets, the poor one first: the USDC is paid from the other.
        const evm::U256 before = held(rich);
        Run r = cli({QStringLiteral("fetch"), url(QStringLiteral("poor-then-rich")),
                     QStringLiteral("--from"), poor, QStringLiteral("--from"), rich,
                     QStringLiteral("--local"), QStringLiteral("--max-amount"),
                     QStringLiteral("0.01 USDC"), QStringLiteral("--yes")});
        QVERIFY2(r.code == 0, r.err.constData());
        QCOMPARE(r.json()[QStringLiteral("quote")][QStringLiteral("wallet")].toString(), rich);
        QCOMPARE(*before.checkedSub(held(rich)), evm::U256(5000));
        QCOMPARE(held(poor), evm::U256());

        // The poor EVM wallet and the Solana wallet, no maximum: the dollar price (USDC) comes
        // first, the poor wallet cannot cover it, so the SOL option is paid from the Solana one.
        const quint64 lamports = balance(m_rig->rpc, m_solanaWallet);
        r = cli({QStringLiteral("fetch"), url(QStringLiteral("poor-then-sol")),
                 QStringLiteral("--from"), poor, QStringLiteral("--from"), m_solanaWallet,
                 QStringLiteral("--local"), QStringLiteral("--rpc"), QStringLiteral("sandbox"),
                 QStringLiteral("--yes")});
        QVERIFY2(r.code == 0, r.err.constData());
        QJsonObject quote = r.json()[QStringLiteral("quote")].toObject();
        QCOMPARE(quote[QStringLiteral("wallet")].toString(), m_solanaWallet);
        QCOMPARE(quote[QStringLiteral("amount")].toString(), QStringLiteral("0.001 SOL"));
        QVERIFY(lamports - balance(m_rig->rpc, m_solanaWallet) >= 1000000);
        // The USDC option was passed over, and the output says why.
        bool passedOver = false;
        for (const QJsonValue &o :
             r.json()[QStringLiteral("requirements")][QStringLiteral("options")].toArray())
            passedOver |= o[QStringLiteral("reason")].toString().contains(
                QStringLiteral("less than the price of 0.005 USDC"));
        QVERIFY2(passedOver, r.out.constData());
        QCOMPARE(held(poor), evm::U256());

        // Only the poor wallet: nothing left to try, the first refusal is the answer.
        r = cli({QStringLiteral("fetch"), url(QStringLiteral("poor-alone")),
                 QStringLiteral("--from"), poor, QStringLiteral("--local"),
                 QStringLiteral("--yes")});
        QCOMPARE(r.code, 4);
        QCOMPARE(r.errorCode(), QStringLiteral("insufficient_funds"));
        QVERIFY2(r.err.contains("less than the price of 0.005 USDC"), r.err.constData());
    }

    // A paid fetch whose answer was lost is reconciled on chain by its EIP-3009 nonce.
    // Unused and expired, the authorization can never move money: the attempt is closed as
    // unpaid (its spend taken back, its history row "expired") and the URL is paid anew, once.
    // Unused but still valid, it may yet settle: its proof is re-sent, never a new payment.
    void lostUsdcAnswerIsReconciledByNonce()
    {
        const QString rich = QStringLiteral("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266");
        sandbox::TestUsdc &usdc = m_sandbox.server().evmChain()->usdc();
        const auto held = [&usdc, &rich]() {
            return usdc.balanceOf(*evm::EvmAddress::parse(rich));
        };
        QSqlDatabase db =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("reconcile"));
        db.setDatabaseName(m_dir.filePath(QStringLiteral("paydesk.sqlite")));
        QVERIFY(db.open());
        PaidFetchJournal journal(db);
        BudgetStore budgets(db);
        QVERIFY(journal.isReady() && budgets.isReady());
        // An authorization this wallet signed earlier (fetchUsdc), as the template of a lost one.
        FetchAttempt earlier;
        for (const FetchAttempt &a : journal.all())
            if (a.paymentId.startsWith(u"eip3009:") && a.proofHeader == u"X-PAYMENT")
                earlier = a;
        QVERIFY(!earlier.proof.isEmpty());
        // A journaled attempt whose answer was lost: signed (a fresh nonce), never settled.
        const auto lost = [&](const QString &name, qint64 validBefore) {
            nlohmann::json j = nlohmann::json::parse(
                QByteArray::fromBase64(earlier.proof.toLatin1()).toStdString());
            const QByteArray nonce =
                QUuid::createUuid().toRfc4122() + QUuid::createUuid().toRfc4122(); // 32 bytes
            j["payload"]["authorization"]["nonce"] = "0x" + nonce.toHex().toStdString();
            j["payload"]["authorization"]["validBefore"] = std::to_string(validBefore);
            FetchAttempt a = earlier;
            a.url = url(name);
            a.origin = Origin::of(QUrl(a.url));
            const auto id = journal.begin(a);
            journal.setPaid(*id, QStringLiteral("eip3009:0x") + QString::fromLatin1(nonce.toHex()),
                            {}, a.proofHeader,
                            QString::fromLatin1(QByteArray::fromStdString(j.dump()).toBase64()));
            budgets.recordSpend({a.origin, a.network, a.url, *Amount::parse(a.amount, 6), *id,
                                 QDateTime(),
                                 Asset::keyOf(sandbox::TestUsdc::address().toChecksummed())});
            return *id;
        };
        const auto fetch = [&](const QString &name) {
            return cli({QStringLiteral("fetch"), url(name), QStringLiteral("--from"), rich,
                        QStringLiteral("--local"), QStringLiteral("--max-amount"),
                        QStringLiteral("0.01 USDC"), QStringLiteral("--yes")});
        };
        const qint64 now = QDateTime::currentSecsSinceEpoch();

        // Expired unused: paid anew, exactly once.
        const qint64 expired = lost(QStringLiteral("lost-expired"), now - 60);
        const QString origin = Origin::of(QUrl(url(QStringLiteral("lost-expired"))));
        const evm::U256 before = held();
        Run r = fetch(QStringLiteral("lost-expired"));
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY(r.json().value(QStringLiteral("paid")).toBool());
        QVERIFY(!r.json().value(QStringLiteral("resumed")).toBool());
        QCOMPARE(*before.checkedSub(held()), evm::U256(5000));
        const auto closed = journal.find(expired);
        QCOMPARE(closed->state, FetchAttempt::State::Failed);
        QVERIFY2(closed->detail.contains(u"expired"), qPrintable(closed->detail));
        for (const SpendRecord &s :
             budgets.spending(origin, earlier.network,
                              Asset::keyOf(sandbox::TestUsdc::address().toChecksummed())))
            QVERIFY(s.attemptId != expired); // its spend was taken back; the new one counts
        QCOMPARE(journal.unfinishedFor(url(QStringLiteral("lost-expired"))), std::nullopt);

        // Unused but still valid: its proof is re-sent (the seller refuses this one, whose
        // signature no longer matches), and nothing new is paid.
        const qint64 pending = lost(QStringLiteral("lost-valid"), now + 3600);
        const evm::U256 mid = held();
        r = fetch(QStringLiteral("lost-valid"));
        QVERIFY(r.code != 0);
        QCOMPARE(held(), mid);
        QCOMPARE(journal.find(pending)->state, FetchAttempt::State::NotAccepted);
        QCOMPARE(journal.all().first().id, pending); // no new attempt
    }

    // An EVM address typed in lower case is the same wallet (run after fetchUsdc imported it):
    // it pays, and the output names it in EIP-55.
    void lowerCaseAddressIsTheSameWallet()
    {
        const QString rich = QStringLiteral("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266");
        const Run r = cli({QStringLiteral("fetch"), url(QStringLiteral("v2-lower-case")),
                           QStringLiteral("--from"), rich.toLower(), QStringLiteral("--local"),
                           QStringLiteral("--max-amount"), QStringLiteral("0.01 USDC"),
                           QStringLiteral("--yes")});
        QVERIFY2(r.code == 0, r.err.constData());
        QCOMPARE(r.json()[QStringLiteral("quote")][QStringLiteral("wallet")].toString(), rich);
    }

    // Paying from your own keys needs no payment service: no --service, no API key, no --local;
    // --from a wallet in Paydesk is enough (its node named, as nothing else could name it).
    void paysWithoutAService()
    {
        const QString rich = QStringLiteral("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266");
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("PAYDESK_SERVICE_URL"));
        env.insert(QStringLiteral("PAYDESK_DATA_DIR"), m_dir.path());
        p.setProcessEnvironment(env);
        QUrl node = m_sandbox.baseUrl();
        node.setPath(QStringLiteral("/evm"));
        p.start(qEnvironmentVariable("PAYDESK_BUILD_DIR") + QStringLiteral("/bin/paydesk-cli"),
                {QStringLiteral("--json"), QStringLiteral("fetch"),
                 url(QStringLiteral("v2-no-service")), QStringLiteral("--from"), rich,
                 QStringLiteral("--evm-rpc"), node.toString(), QStringLiteral("--max-amount"),
                 QStringLiteral("0.01 USDC"), QStringLiteral("--yes")});
        p.closeWriteChannel();
        QVERIFY(QTest::qWaitFor([&]() { return p.state() == QProcess::NotRunning; }, 60000));
        const QByteArray err = p.readAllStandardError();
        QVERIFY2(p.exitCode() == 0, err.constData());
        const QJsonObject j =
            QJsonDocument::fromJson(p.readAllStandardOutput().trimmed().split('\n').last())
                .object();
        QVERIFY(j.value(QStringLiteral("paid")).toBool());
        const QString paymentId = j.value(QStringLiteral("paymentId")).toString();
        QVERIFY2(paymentId.startsWith(u"eip3009:"), qPrintable(paymentId));

        // One history in every face: `history` lists the payments this wallet's key signed (no
        // service knows them), in their asset, also with no service at all.
        QProcess h;
        h.setProcessEnvironment(env);
        h.start(qEnvironmentVariable("PAYDESK_BUILD_DIR") + QStringLiteral("/bin/paydesk-cli"),
                {QStringLiteral("--json"), QStringLiteral("history"), rich.toLower()});
        h.closeWriteChannel();
        QVERIFY(QTest::qWaitFor([&]() { return h.state() == QProcess::NotRunning; }, 60000));
        QVERIFY2(h.exitCode() == 0, h.readAllStandardError().constData());
        const QJsonArray listed =
            QJsonDocument::fromJson(h.readAllStandardOutput().trimmed().split('\n').last())
                .object()
                .value(QStringLiteral("payments"))
                .toArray();
        bool found = false;
        for (const QJsonValue &v : listed) {
            const QJsonObject r = v.toObject();
            if (r.value(QStringLiteral("paymentId")).toString() != paymentId)
                continue;
            found = true;
            QCOMPARE(r.value(QStringLiteral("symbol")).toString(), QStringLiteral("USDC"));
        }
        QVERIFY2(found, QJsonDocument(listed).toJson().constData());
    }

    // A hostile seller over EVM (run after fetchUsdc, which imported the wallet): mainnet USDC
    // asked while the node is the sandbox's chain 4020, Base Sepolia's likewise, and a payee that
    // is the zero address. Each is refused (exit 4) before any key is unlocked: nothing reaches
    // the seller, the refusal names the node's chain and the chain asked.
    void hostileSellerGetsNoSignature()
    {
        const QString rich = QStringLiteral("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266");
        const auto fetch = [&](const QUrl &u) {
            return cli({QStringLiteral("fetch"), u.toString(), QStringLiteral("--from"), rich,
                        QStringLiteral("--local"), QStringLiteral("--max-amount"),
                        QStringLiteral("0.01 USDC"), QStringLiteral("--yes")});
        };
        const QString payTo = QStringLiteral("0x209693Bc6afc0C5328bA36FaF03C514EF312287C");
        testing::PricedSeller seller(payTo, 1000, testing::PricedSeller::Asset::BaseSepoliaUsdc);
        Run r = fetch(seller.url(QStringLiteral("sepolia")));
        QCOMPARE(r.code, 4);
        for (const char *words : {"node_not_on_network", "4020", "84532"})
            QVERIFY2(r.out.contains(words) || r.err.contains(words), r.err.constData());
        // Base mainnet (docs/protocol-facts.md "USDC addresses": 0x8335… on eip155:8453).
        seller.setOverrides({{QStringLiteral("network"), QStringLiteral("base")},
                             {QStringLiteral("asset"),
                              QStringLiteral("0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913")}});
        r = fetch(seller.url(QStringLiteral("mainnet")));
        QCOMPARE(r.code, 4);
        for (const char *words : {"4020", "8453", "Base"})
            QVERIFY2(r.err.contains(words), r.err.constData());
        // The sandbox chain's own USDC, to the zero address: refused as a burn address.
        seller.setOverrides(
            {{QStringLiteral("network"), QStringLiteral("eip155:4020")},
             {QStringLiteral("asset"), sandbox::TestUsdc::address().toChecksummed()},
             {QStringLiteral("payTo"),
              QStringLiteral("0x0000000000000000000000000000000000000000")}});
        r = fetch(seller.url(QStringLiteral("zero")));
        QCOMPARE(r.code, 4);
        QVERIFY2(r.err.contains("zero address"), r.err.constData());
        QCOMPARE(seller.paidRequests(), 0);
        QVERIFY(seller.lastProof().isEmpty()); // no signature ever reached the seller
    }
};

QTEST_GUILESS_MAIN(TestX402CliLocal)
#include "tst_x402_cli_local.moc"
