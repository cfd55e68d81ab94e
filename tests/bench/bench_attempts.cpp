// Google Benchmark: what exactly-once adds to each paid fetch in a long journal (100,000 paid
// fetches of one site, one a minute, each with its spend): the sweep for attempts whose payer died
// before storing its proof (one indexed read when none is open; with one open attempt of this
// process, the owner check too), and the budget check AttemptStart runs again inside the
// reservation. The yardstick, in the same run, is the reservation itself (AttemptStart::begin: the
// journal row, the spend and the re-check, committed to the file), undone after each iteration.
#include "core/Network.h"
#include "payments/AbandonedAttempts.h"
#include "payments/AttemptStart.h"
#include "store/AgentStore.h"
#include "store/BudgetStore.h"
#include "store/PaidFetchJournal.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <benchmark/benchmark.h>
#include <memory>

using namespace paydesk;
using namespace paydesk::x402;

namespace {

constexpr int kRows = 100000;
const QString kOrigin = QStringLiteral("https://shop.example");
const QString kNetwork = QStringLiteral("eip155:4020");
const QString kAsset = QStringLiteral("0x7957850b3efe67c44f8dda73c32b36b9c2099ccf");

struct Journal
{
    QTemporaryDir dir;
    QSqlDatabase db;
    std::unique_ptr<BudgetStore> budgets;
    std::unique_ptr<PaidFetchJournal> journal;

    Journal()
    {
        db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("bench"));
        db.setDatabaseName(dir.filePath(QStringLiteral("paydesk.sqlite")));
        db.open();
        budgets = std::make_unique<BudgetStore>(db);
        journal = std::make_unique<PaidFetchJournal>(db);
        db.transaction();
        QSqlQuery q(db);
        q.prepare(QStringLiteral(
            "INSERT INTO x402_attempts (url, origin, network, wallet, pay_to, mode, amount, "
            "version, state, payment_id, signature, proof_header, proof, detail, created_ms, "
            "updated_ms, symbol, owner, signs_only) VALUES (?, ?, ?, 'w', 'p', 'local', "
            "'0.005', 2, 'delivered', ?, '', 'PAYMENT-SIGNATURE', 'proof', '', ?, ?, 'USDC', "
            "'', 1)"));
        // Every one of them an agent's, as when an agent pays through the proxy all day.
        QSqlQuery agent(db);
        agent.prepare(QStringLiteral(
            "INSERT INTO agent_payments (attempt_id, agent, at_ms) VALUES (?, 'bot', ?)"));
        QSqlQuery spend(db);
        spend.prepare(QStringLiteral("INSERT INTO x402_spending (origin, network, url, decimals, "
                                     "amount, attempt_id, at_ms, asset) VALUES (?, ?, ?, 6, "
                                     "'5000', ?, ?, ?)"));
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        for (int i = 0; i < kRows; ++i) {
            // One a minute: the last 24 hours hold 1,440 of them.
            for (const QVariant &v :
                 {QVariant(kOrigin), QVariant(kNetwork),
                  QVariant(kOrigin + QStringLiteral("/r/%1").arg(i)), QVariant(i + 1),
                  QVariant(now - qint64(i) * 60000), QVariant(kAsset)})
                spend.addBindValue(v);
            spend.exec();
            agent.addBindValue(i + 1);
            agent.addBindValue(now - qint64(i) * 60000);
            agent.exec();
            q.addBindValue(kOrigin + QStringLiteral("/r/%1").arg(i));
            q.addBindValue(kOrigin);
            q.addBindValue(kNetwork);
            q.addBindValue(QStringLiteral("eip3009:0x%1").arg(i, 64, 16, QLatin1Char('0')));
            q.addBindValue(now - qint64(i) * 60000);
            q.addBindValue(now - qint64(i) * 60000);
            q.exec();
        }
        db.commit();
    }
    PaymentQuote quote() const
    {
        PaymentQuote qt;
        qt.url = kOrigin + QStringLiteral("/new");
        qt.origin = kOrigin;
        qt.option.networkId = kNetwork;
        qt.option.network = kNetwork;
        qt.option.asset = kAsset;
        qt.option.assetSymbol = QStringLiteral("USDC");
        qt.option.amount = Amount::parse(u"0.005", 6);
        qt.option.chain = Chain::Evm;
        qt.wallet = {QStringLiteral("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"),
                     PayerWallet::anyNetworkOf(Chain::Evm), PayerWallet::Mode::Local};
        qt.budget = budgets->check(kOrigin, kNetwork, *qt.option.amount, {}, kAsset);
        return qt;
    }
};

Journal &journal()
{
    static Journal j;
    return j;
}

void attemptsSweepNoneOpen100k(benchmark::State &state)
{
    Journal &j = journal();
    for (auto _ : state)
        benchmark::DoNotOptimize(
            AbandonedAttempts::sweep(j.journal.get(), j.budgets.get(), nullptr).closed.size());
}
BENCHMARK(attemptsSweepNoneOpen100k)->Unit(benchmark::kMicrosecond);

void attemptsSweepOneOpen100k(benchmark::State &state)
{
    Journal &j = journal();
    FetchAttempt a;
    a.url = kOrigin + QStringLiteral("/open");
    a.origin = kOrigin;
    a.network = kNetwork;
    a.amount = QStringLiteral("0.005");
    a.signsOnly = true;
    const auto id = j.journal->begin(a); // this process's lease: under way, never closed
    for (auto _ : state)
        benchmark::DoNotOptimize(
            AbandonedAttempts::sweep(j.journal.get(), j.budgets.get(), nullptr).underWay.size());
    j.journal->setState(*id, FetchAttempt::State::Failed);
}
BENCHMARK(attemptsSweepOneOpen100k)->Unit(benchmark::kMicrosecond);

void attemptsBudgetRecheck100k(benchmark::State &state)
{
    Journal &j = journal();
    const Amount price = *Amount::parse(u"0.005", 6);
    for (auto _ : state)
        benchmark::DoNotOptimize(j.budgets->check(kOrigin, kNetwork, price, {}, kAsset).verdict);
}
BENCHMARK(attemptsBudgetRecheck100k)->Unit(benchmark::kMicrosecond);

// The same check with every window set: the site's grant capping the week and the month, and
// caps in dollars over a day, a week and a month. Each adds one indexed sum over its window (the
// month's holds 43,200 of the spends); the dollar sums read every stablecoin's spends at once.
void attemptsBudgetRecheckWindows100k(benchmark::State &state)
{
    Journal &j = journal();
    const Amount price = *Amount::parse(u"0.005", 6);
    SiteBudget b = SiteBudget::defaults(kOrigin, kNetwork, 6, kAsset);
    b.granted = true;
    b.perPayment = price;
    b.perDay = *Amount::parse(u"1000", 6);
    b.limits = {*Amount::parse(u"10000", 6), *Amount::parse(u"100000", 6), {}};
    if (!j.budgets->save(b))
        state.SkipWithError(qPrintable(j.budgets->lastError()));
    for (const BudgetPeriod p : BudgetWindows::kAll)
        j.budgets->setDollarCap(p, *Amount::parse(u"1000000", 6));
    for (auto _ : state)
        benchmark::DoNotOptimize(j.budgets->check(kOrigin, kNetwork, price, {}, kAsset).verdict);
    j.budgets->remove(kOrigin, kNetwork, kAsset);
    for (const BudgetPeriod p : BudgetWindows::kAll)
        j.budgets->setDollarCap(p, std::nullopt);
}
BENCHMARK(attemptsBudgetRecheckWindows100k)->Unit(benchmark::kMicrosecond);

// An agent's check with a week's and a month's cap, the agent having made every one of the
// 100,000 payments (the month holds 43,200 of them).
void attemptsAgentCheckWindows100k(benchmark::State &state)
{
    Journal &j = journal();
    AgentStore agents(j.db);
    const Amount price = *Amount::parse(u"0.005", 6);
    agents.add(QStringLiteral("bot"), AgentStore::tokenHash("bench").toLatin1(), 1000000);
    agents.allowSite(QStringLiteral("bot"), kOrigin);
    QString why;
    const AgentBudget budget{Network::canonical(kNetwork),
                             kAsset,
                             *Amount::parse(u"1000", 6),
                             *Amount::parse(u"1", 6),
                             {*Amount::parse(u"10000", 6), *Amount::parse(u"100000", 6), {}}};
    if (!agents.saveBudget(QStringLiteral("bot"), budget, &why))
        state.SkipWithError(qPrintable(why));
    for (auto _ : state)
        benchmark::DoNotOptimize(agents
                                     .check(QStringLiteral("bot"), kOrigin,
                                            Network::canonical(kNetwork), kAsset, price, false)
                                     .verdict);
}
BENCHMARK(attemptsAgentCheckWindows100k)->Unit(benchmark::kMicrosecond);

void attemptsReserve100k(benchmark::State &state)
{
    Journal &j = journal();
    const PaymentQuote quote = j.quote();
    for (auto _ : state) {
        const AttemptStart::Result r =
            AttemptStart::begin({j.journal.get(), j.budgets.get(), nullptr}, quote, 2, {});
        state.PauseTiming();
        if (r.attemptId) {
            j.budgets->forgetSpend(*r.attemptId);
            QSqlQuery(j.db).exec(
                QStringLiteral("DELETE FROM x402_attempts WHERE id = %1").arg(*r.attemptId));
        } else {
            state.SkipWithError(qPrintable(r.message));
        }
        state.ResumeTiming();
    }
}
BENCHMARK(attemptsReserve100k)->Unit(benchmark::kMicrosecond);

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
