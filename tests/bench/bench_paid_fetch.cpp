// A paid request's own CPU time in Paydesk, against a running paydesk-sandbox
// (tests/bench/run starts it): N fetches of the demo seller's resource, each a 402 answered with
// its test-USDC option (v2), paid from an EVM wallet as `paydesk-cli fetch --local --max-amount
// "0.01 USDC" --yes` pays it: requirements parsed and the option chosen, budgets checked, the
// token balance read from the sandbox's EVM node (eth_chainId + eth_call), the attempt and its
// spend journaled in SQLite, the EIP-3009 authorization signed and checked, the seller's answer
// and receipt journaled. The seller and its facilitator run in the sandbox's process, so the CPU
// time measured here (getrusage of this process over the N requests, after a warm-up) is
// Paydesk's alone. The key is held in memory (the keychain's own process is not measured).
// With --spl the same resource is paid from a Solana wallet in the sandbox Solana chain's test
// USDC (SPL): the mint and token accounts read with getMultipleAccounts, the v0 transaction
// built, checked and signed in the buyer's slot; the faucet funds a fresh key first.
// With --agent each payment is an agent's, paid as `paydesk-cli mcp` and `proxy` pay it but in
// this process: the agent's checks and row (AgentStore), and the history record (HistoryWriter, its
// own thread and file). The paying proxy's own share is then what tests/bench/agent_face_bench.mjs
// measures beyond this.
//
// With --upto each resource is priced by use (x402 `upto`: up to 0.01 test USDC, 0.0037
// charged), paid by a Permit2 witness transfer (the account's Permit2 allowance must cover it:
// pay-evm-bench.mjs --upto approves it).
// With --channel each resource is paid through one payment channel (x402 `batch-settlement`: up
// to 0.01 test USDC, 0.0007 charged): the first warm-up request deposits 10 USDC, every measured
// one signs a cumulative voucher and checks the seller's answer, journaling the channel's
// ceiling first. The test USDC held by the wallet and the escrow is read after the warm-up and at
// the end: onchain_moves counts which of the two changed (0: no transaction after the deposit).
//   bench_paid_fetch --url SANDBOX_URL [--requests 100] [--spl] [--agent] [--upto] [--channel]
// Prints "key value" lines: requests, cpu_us_per_request, user_us_per_request,
// wall_ms_per_request (mean), wall_ms_median.
#include "core/Asset.h"
#include "core/ExtraCertificates.h"
#include "core/Origin.h"
#include "core/RpcCall.h"
#include "evm/EvmRpcClient.h"
#include "payments/PaidFetch.h"
#include "payments/evm/EvmPaymentFlow.h"
#include "payments/solana/SolanaPaymentFlow.h"
#include "solana/Ed25519.h"
#include "solana/RpcClient.h"
#include "store/AgentStore.h"
#include "store/HistoryWriter.h"
#include "wallet/EvmKeyImport.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTimer>
#include <algorithm>
#include <cstdio>
#include <sys/resource.h>
#include <vector>

using namespace paydesk;

namespace {
// Hardhat / Anvil account #0 (a published test key; the sandbox gives it test USDC).
constexpr char kTestKey[] = "ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80";
constexpr int kWarmUp = 5;
// The sandbox EVM chain's test USDC (docs/service-contract.md "Sandbox EVM chain").
constexpr char kTestUsdc[] = "0x7957850B3eFe67C44f8dda73c32b36B9c2099ccf";

double cpuSeconds()
{
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return double(u.ru_utime.tv_sec + u.ru_stime.tv_sec) +
           double(u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
}

double userSeconds()
{
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return double(u.ru_utime.tv_sec) + double(u.ru_utime.tv_usec) / 1e6;
}

QString argument(const QStringList &args, const QString &name, const QString &fallback = {})
{
    const qsizetype i = args.indexOf(name);
    return i >= 0 && i + 1 < args.size() ? args[i + 1] : fallback;
}

class Buyer : public QObject
{
public:
    Buyer(const QUrl &url, int requests, bool spl, bool agent, bool upto, bool channel)
        : m_url(url), m_evm(&m_network, url.resolved(QUrl(QStringLiteral("/evm")))),
          m_rpc(&m_network, url.resolved(QUrl(QStringLiteral("/rpc")))), m_requests(requests),
          m_spl(spl), m_upto(upto), m_channel(channel), m_solanaKey(solana::generateKeypair())
    {
        QSqlDatabase db =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("bench"));
        db.setDatabaseName(m_dir.filePath(QStringLiteral("paydesk.sqlite")));
        db.open();
        m_budgets = std::make_unique<BudgetStore>(db);
        m_journal = std::make_unique<PaidFetchJournal>(db);
        QString error;
        m_address =
            wallet::EvmKeyImport::fromPrivateKeyHex(kTestKey, &error)->address.toChecksummed();
        if (agent)
            openAgent(db);
    }

    // The agent "bench" (a day's budget far above the run, every payment automatic, the sandbox
    // allowed) and the history file, as paydesk-cli opens them.
    void openAgent(const QSqlDatabase &db)
    {
        m_agents = std::make_unique<AgentStore>(db);
        m_agents->add(QStringLiteral("bench"), AgentStore::tokenHash("bench").toLatin1(), 100000);
        QString why;
        const QString usdc = Asset::keyOf(QString::fromLatin1(kTestUsdc));
        if (!m_agents->saveBudget(QStringLiteral("bench"),
                                  {QStringLiteral("eip155:4020"), usdc, *Amount::parse(u"1000", 6),
                                   *Amount::parse(u"1", 6)},
                                  &why) ||
            !m_agents->allowSite(QStringLiteral("bench"), Origin::of(m_url)))
            qFatal("agent: %s %s", qPrintable(why), qPrintable(m_agents->lastError()));
        QSqlDatabase history =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("bench-history"));
        history.setDatabaseName(m_dir.filePath(QStringLiteral("history.sqlite")));
        history.open();
        QSqlQuery(history).exec(QStringLiteral("PRAGMA journal_mode=WAL"));
        m_cache = std::make_unique<HistoryCache>(QStringLiteral("bench-history"));
        m_history = HistoryWriter::onThread(history.databaseName());
    }

    // The Solana wallet's test SOL and USDC (--spl), then the requests.
    void start()
    {
        if (!m_spl)
            return next();
        RpcCall *call = m_rpc.call(QStringLiteral("paydesk_faucet"),
                                   nlohmann::json::array({m_solanaKey.address().toStdString()}));
        connect(call, &RpcCall::finished, this, [this, call]() {
            call->deleteLater();
            if (!call->ok()) {
                std::fprintf(stderr, "faucet: %s\n", qPrintable(call->errorText()));
                return QCoreApplication::exit(1);
            }
            next();
        });
    }

    void next()
    {
        if (m_channel && (m_done == kWarmUp || m_done == kWarmUp + m_requests) &&
            m_held.size() < (m_done == kWarmUp ? 2u : 4u))
            return readHeld(); // before the clocks start, and before the report
        if (m_done == kWarmUp) {
            m_wall.start();
            m_cpuStart = cpuSeconds();
            m_userStart = userSeconds();
        }
        if (m_done == kWarmUp + m_requests)
            return report();
        x402::PaidFetch::Services s;
        s.network = &m_network;
        s.budgets = m_budgets.get();
        s.journal = m_journal.get();
        s.nodes.set(Chain::Evm, &m_evm);
        s.agents = m_agents.get();
        s.history = m_history.get();
        s.keys.set<evm::EvmPaymentFlow::KeyProvider>(
            Chain::Evm,
            [](const QString &, QObject *context, const evm::EvmPaymentFlow::KeyCallback &done) {
                QString error;
                auto key = wallet::EvmKeyImport::fromPrivateKeyHex(kTestKey, &error);
                QMetaObject::invokeMethod(
                    context, [done, k = std::make_shared<decltype(key)>(std::move(key)), error]() {
                        done(std::move(*k), error);
                    });
            });
        x402::PaidFetch::Options o;
        o.wallets = {{m_address, x402::PayerWallet::anyNetworkOf(Chain::Evm),
                      x402::PayerWallet::Mode::Local}};
        if (m_spl) {
            s.nodes.set(Chain::Solana, &m_rpc);
            s.keys.set<solana::SolanaPaymentFlow::KeyProvider>(
                Chain::Solana, [this](const QString &, QObject *context,
                                      const solana::SolanaPaymentFlow::KeyCallback &done) {
                    const QByteArray secret = m_solanaKey.secretKey.view().toByteArray();
                    QMetaObject::invokeMethod(context, [done, secret]() {
                        done(solana::keypairFromSecretKey(SecureBytes::copyOf(secret)), {});
                    });
                });
            o.wallets = {{m_solanaKey.address(), QStringLiteral("solana-sandbox"),
                          x402::PayerWallet::Mode::Local}};
        }
        o.maxAmount = Amount::parse(u"0.01", 6);
        o.maxAmountSymbol = QStringLiteral("USDC");
        o.preapproved = true;
        if (m_channel)
            o.maxDeposit = Amount::parse(u"10", 6);
        if (m_agents)
            o.agent = QStringLiteral("bench");
        m_one.start();
        auto *fetch = new x402::PaidFetch(s, o, this);
        connect(fetch, &x402::PaidFetch::finished, this, [this, fetch]() {
            fetch->deleteLater();
            if (fetch->state() != x402::PaidFetch::State::Done || !fetch->content().paid) {
                std::fprintf(stderr, "request %d: %s %s\n", m_done, qPrintable(fetch->code()),
                             qPrintable(fetch->message()));
                return QCoreApplication::exit(1);
            }
            if (m_done >= kWarmUp)
                m_each.push_back(double(m_one.nsecsElapsed()) / 1e6);
            ++m_done;
            next();
        });
        fetch->start(
            m_url.resolved(QUrl(m_channel ? QStringLiteral("/demo/resource/batch-bench-%1-%2-70")
                                                .arg(QCoreApplication::applicationPid())
                                                .arg(m_done)
                                          : QStringLiteral("/demo/resource/v2-%1bench-%2-%3")
                                                .arg(m_upto ? QStringLiteral("upto-") : QString())
                                                .arg(QCoreApplication::applicationPid())
                                                .arg(m_done))));
    }

    // The test USDC of the wallet and of the escrow (--channel), appended to m_held.
    void readHeld()
    {
        const QString holder = m_held.size() % 2 == 0
                                   ? m_address
                                   : QStringLiteral("0x4020074e9dF2ce1deE5A9C1b5c3f541D02a10003");
        evm::EvmCallRequest r;
        r.to = *evm::EvmAddress::parse(QString::fromLatin1(kTestUsdc));
        r.data = QByteArray::fromHex("70a08231") + QByteArray(12, '\0') +
                 evm::EvmAddress::parse(holder)->bytes();
        RpcCall *call = m_evm.ethCall(r);
        connect(call, &RpcCall::finished, this, [this, call]() {
            call->deleteLater();
            m_held.push_back(call->ok() ? call->result().dump() : std::string("?"));
            next();
        });
    }

private:
    void report()
    {
        const double cpu = cpuSeconds() - m_cpuStart;
        std::sort(m_each.begin(), m_each.end());
        std::printf("requests %d\ncpu_us_per_request %.1f\nuser_us_per_request %.1f\n"
                    "wall_ms_per_request %.2f\nwall_ms_median %.2f\n",
                    m_requests, 1e6 * cpu / m_requests,
                    1e6 * (userSeconds() - m_userStart) / m_requests,
                    double(m_wall.nsecsElapsed()) / 1e6 / m_requests,
                    m_each.empty() ? 0.0 : m_each[m_each.size() / 2]);
        if (m_channel)
            std::printf("onchain_moves %d\n",
                        int(m_held[0] != m_held[2]) + int(m_held[1] != m_held[3]));
        QCoreApplication::exit(0);
    }

    QUrl m_url;
    QTemporaryDir m_dir;
    QNetworkAccessManager m_network;
    evm::EvmRpcClient m_evm;
    solana::RpcClient m_rpc;
    std::unique_ptr<BudgetStore> m_budgets;
    std::unique_ptr<PaidFetchJournal> m_journal;
    std::unique_ptr<AgentStore> m_agents;
    std::unique_ptr<HistoryCache> m_cache;
    std::unique_ptr<HistoryWriter> m_history;
    QString m_address;
    int m_requests;
    bool m_spl;
    bool m_upto;
    bool m_channel;
    std::vector<std::string> m_held; // wallet, escrow USDC after the warm-up; then at the end
    solana::Keypair m_solanaKey;
    int m_done = 0;
    QElapsedTimer m_wall;
    QElapsedTimer m_one;        // the request under way
    std::vector<double> m_each; // each timed request's wall time, ms
    double m_cpuStart = 0, m_userStart = 0;
};
} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    // An https seller (the sandbox with --tls-cert) is trusted through PAYDESK_EXTRA_CA_CERTS.
    if (QString problem; ExtraCertificates::install(&problem) < 0)
        qFatal("%s", qPrintable(problem));
    const QStringList args = app.arguments();
    Buyer buyer(QUrl(argument(args, QStringLiteral("--url"))),
                argument(args, QStringLiteral("--requests"), QStringLiteral("100")).toInt(),
                args.contains(QStringLiteral("--spl")), args.contains(QStringLiteral("--agent")),
                args.contains(QStringLiteral("--upto")),
                args.contains(QStringLiteral("--channel")));
    QTimer::singleShot(0, &buyer, &Buyer::start);
    return app.exec();
}
