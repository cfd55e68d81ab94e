// paydesk-cli fetch against the sandbox's demo seller: exit codes, --yes, budgets, --json, --out.
#include "core/Origin.h"
#include "kits/PricedSeller.h"
#include "kits/SandboxFixture.h"
#include "store/BudgetStore.h"

#include <QFile>
#include <QJsonArray>
#include <QProcess>
#include <QSqlDatabase>
#include <QTemporaryDir>

using namespace paydesk;
using namespace paydesk::testing;

namespace {
const QString kKey = QStringLiteral("sk_test_x402_cli_1");
struct Run
{
    int code = -1;
    QByteArray out, err;
    QJsonObject json() const { return QJsonDocument::fromJson(out.trimmed()).object(); }
};
} // namespace

class TestX402Cli : public QObject
{
    Q_OBJECT
    std::unique_ptr<SandboxFixture> m_sandbox;
    std::unique_ptr<QTemporaryDir> m_data;
    QString m_buyer, m_seller;

    Run cli(QStringList args)
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("PAYDESK_TEST_KEY"), kKey);
        env.insert(QStringLiteral("PAYDESK_DATA_DIR"), m_data->path());
        p.setProcessEnvironment(env);
        args = QStringList{QStringLiteral("--service"), m_sandbox->url().toString(),
                           QStringLiteral("--api-key-env"), QStringLiteral("PAYDESK_TEST_KEY")} +
               args;
        p.start(QStringLiteral(PAYDESK_CLI), args);
        p.closeWriteChannel(); // stdin is no terminal
        QSignalSpy done(&p, &QProcess::finished);
        if (p.state() != QProcess::NotRunning && !done.wait(60000))
            qFatal("paydesk-cli did not finish");
        return {p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError()};
    }
    // The same run at a terminal (a pty through script(1)), answering `answer` to the prompt.
    Run atTerminal(QStringList args, const QByteArray &answer)
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("PAYDESK_TEST_KEY"), kKey);
        env.insert(QStringLiteral("PAYDESK_DATA_DIR"), m_data->path());
        p.setProcessEnvironment(env);
        args = QStringList{QStringLiteral(PAYDESK_CLI), QStringLiteral("--service"),
                           m_sandbox->url().toString(), QStringLiteral("--api-key-env"),
                           QStringLiteral("PAYDESK_TEST_KEY")} +
               args;
        QStringList quoted;
        for (const QString &a : args)
            quoted.append(u'\'' + a + u'\'');
        p.start(QStringLiteral("script"),
                {QStringLiteral("-qec"), quoted.join(u' '), QStringLiteral("/dev/null")});
        p.write(answer);
        QSignalSpy done(&p, &QProcess::finished);
        if (p.state() != QProcess::NotRunning && !done.wait(60000))
            qFatal("paydesk-cli at a terminal did not finish");
        // script(1) puts the terminal's output (stdout and stderr) on its stdout.
        return {p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError()};
    }
    Amount spentToday(const QUrl &site)
    {
        Amount spent;
        {
            QSqlDatabase db =
                QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("cli-spent"));
            db.setDatabaseName(m_data->filePath(QStringLiteral("paydesk.sqlite")));
            if (db.open())
                spent =
                    BudgetStore(db).spentSince(Origin::of(site), QStringLiteral("solana-sandbox"),
                                               9, QDateTime::currentDateTimeUtc().addSecs(-3600));
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("cli-spent"));
        return spent;
    }
    QString url(const QString &name) const
    {
        return m_sandbox->url().toString() + QStringLiteral("/demo/resource/") + name;
    }
    QStringList fetch(const QString &name, QStringList more = {}) const
    {
        return QStringList{QStringLiteral("fetch"), url(name), QStringLiteral("--from"), m_buyer} +
               more;
    }
    // Writes a budget into the CLI's own database file.
    void budget(const char *perPayment, bool granted)
    {
        {
            QSqlDatabase db =
                QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("cli-budget"));
            db.setDatabaseName(m_data->filePath(QStringLiteral("paydesk.sqlite")));
            QVERIFY(db.open());
            BudgetStore store(db);
            SiteBudget b = SiteBudget::defaults(Origin::of(m_sandbox->url()),
                                                QStringLiteral("solana-sandbox"), 9);
            b.perPayment = *Amount::parse(QString::fromLatin1(perPayment), 9);
            b.granted = granted;
            QVERIFY(store.save(b));
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("cli-budget"));
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_sandbox = std::make_unique<SandboxFixture>(
            QList<sandbox::ApiKeySpec>{{kKey, QStringLiteral("premium"), 1000, {}}});
        m_buyer = m_sandbox->createWallet(QStringLiteral("5"));
        m_seller = m_sandbox->server().demoSellerWallet();
    }
    void init() { m_data = std::make_unique<QTemporaryDir>(); }

    void paysWithYesAndPrintsPrettyJson()
    {
        const QString before = m_sandbox->balance(m_seller);
        const Run r = cli(fetch(QStringLiteral("v1-cli"), {QStringLiteral("--yes")}));
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY2(r.out.contains("\n    \"content\": \"Demo content"), r.out.constData());
        QVERIFY(r.err.contains("Paid: payment pay_"));
        QCOMPARE(*Amount::parse(m_sandbox->balance(m_seller), 9),
                 *Amount::parse(before, 9) + *Amount::parse(u"0.001", 9));
    }

    void jsonOutput()
    {
        const Run r = cli(QStringList{QStringLiteral("--json")} +
                          fetch(QStringLiteral("v2-cli"), {QStringLiteral("--yes")}));
        QCOMPARE(r.code, 0);
        const QJsonObject o = r.json();
        QVERIFY(o.value(QStringLiteral("ok")).toBool());
        QVERIFY(o.value(QStringLiteral("paid")).toBool());
        QCOMPARE(o.value(QStringLiteral("quote")).toObject().value(QStringLiteral("amount")),
                 QStringLiteral("0.001 SOL"));
        QCOMPARE(o.value(QStringLiteral("content")).toObject().value(QStringLiteral("resource")),
                 QStringLiteral("v2-cli"));
        QVERIFY(o.value(QStringLiteral("settlement"))
                    .toObject()
                    .value(QStringLiteral("success"))
                    .toBool());
    }

    void refusesWithoutConfirmationOffATerminal()
    {
        const QString before = m_sandbox->balance(m_seller);
        const Run r = cli(fetch(QStringLiteral("v1-ask")));
        QCOMPARE(r.code, 4);
        // Nobody was asked, so nobody "declined"; it says how to pay.
        QVERIFY2(r.err.contains("Nobody was asked"), r.err.constData());
        QVERIFY2(!r.err.contains("declined"), r.err.constData());
        // Within the caps --yes alone pays (as `fetch --help` says); the hint says just that.
        QVERIFY2(r.err.contains("pass --yes: it pays within your caps"), r.err.constData());
        QVERIFY2(r.err.contains("--max-amount \"0.001 SOL\""), r.err.constData());
        QVERIFY(r.err.contains("amount: 0.001 SOL"));
        QVERIFY2(r.err.contains("budget left today: 0.05 SOL of 0.05 SOL"), r.err.constData());
        QCOMPARE(m_sandbox->balance(m_seller), before);
        // A budget granted with `budget grant` pays without --yes; frozen, it asks again.
        const QStringList grant{QStringLiteral("budget"),         QStringLiteral("grant"),
                                m_sandbox->url().toString(),      QStringLiteral("--network"),
                                QStringLiteral("solana-sandbox"), QStringLiteral("--per-day"),
                                QStringLiteral("0.002")};
        Run g = cli(grant);
        QVERIFY2(g.code == 0, g.err.constData());
        // Only --per-day below the default cap per payment: that cap follows it down.
        QVERIFY2(g.out.contains("0.002 SOL per payment, 0.002 SOL per day on solana-sandbox"),
                 g.out.constData());
        QCOMPARE(cli({QStringLiteral("budget"), QStringLiteral("freeze")}).code, 0);
        Run frozen = cli(fetch(QStringLiteral("v1-ask"), {QStringLiteral("--yes")}));
        QCOMPARE(frozen.code, 4);
        QVERIFY2(frozen.err.contains("frozen"), frozen.err.constData());
        QCOMPARE(cli({QStringLiteral("budget"), QStringLiteral("unfreeze")}).code, 0);
        QCOMPARE(cli(fetch(QStringLiteral("v1-ask"))).code, 0);
        QCOMPARE(cli(fetch(QStringLiteral("v1-ask2"))).code, 0);
        // 0.002 per day is spent: the third is refused, nothing paid.
        const QString spent = m_sandbox->balance(m_seller);
        Run over = cli(fetch(QStringLiteral("v1-ask3")));
        QCOMPARE(over.code, 4);
        QVERIFY2(over.err.contains("daily budget"), over.err.constData());
        QCOMPARE(m_sandbox->balance(m_seller), spent);
        Run list =
            cli({QStringLiteral("--json"), QStringLiteral("budget"), QStringLiteral("list")});
        QCOMPARE(list.json().value(QStringLiteral("budgets")).toArray().size(), 1);
    }

    // Payee lists take an address in any letter case and say it as Paydesk writes it (EIP-55);
    // removing says whether it was on a list.
    void payeeListsSayWhatChanged()
    {
        const QString evm = QStringLiteral("0x209693Bc6afc0C5328bA36FaF03C514EF312287C");
        const QStringList deny{QStringLiteral("budget"), QStringLiteral("payee"),
                               QStringLiteral("deny"), evm.toLower()};
        Run r = cli(deny);
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY2(r.out.contains((evm + QStringLiteral(" is never paid")).toUtf8()),
                 r.out.constData());
        const QStringList remove{QStringLiteral("budget"), QStringLiteral("payee"),
                                 QStringLiteral("remove"),
                                 QStringLiteral("0x") + evm.mid(2).toUpper()};
        r = cli(remove);
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY2(r.out.contains((evm + QStringLiteral(" is off the payee lists now")).toUtf8()),
                 r.out.constData());
        r = cli(QStringList{QStringLiteral("--json")} + remove);
        QVERIFY2(r.code == 0, r.err.constData());
        QCOMPARE(r.json().value(QStringLiteral("removed")).toBool(true), false);
        r = cli(remove);
        QVERIFY2(r.out.contains("was on no payee list"), r.out.constData());
    }

    void overTheCapsIsRefused()
    {
        const QString before = m_sandbox->balance(m_seller);
        Run r = cli(QStringList{QStringLiteral("--json")} +
                    fetch(QStringLiteral("v1-max"),
                          {QStringLiteral("--yes"), QStringLiteral("--max-amount"),
                           QStringLiteral("0.0005")}));
        QCOMPARE(r.code, 4);
        QCOMPARE(r.json().value(QStringLiteral("error")).toObject().value(QStringLiteral("code")),
                 QStringLiteral("over_max_amount"));
        budget("0.0005", true);
        r = cli(fetch(QStringLiteral("v1-max"), {QStringLiteral("--yes")}));
        QCOMPARE(r.code, 4);
        QVERIFY2(r.err.contains("cap of 0.0005 SOL"), r.err.constData());
        // A granted budget's cap is a hard limit, even with --max-amount.
        r = cli(fetch(
            QStringLiteral("v1-max"),
            {QStringLiteral("--yes"), QStringLiteral("--max-amount"), QStringLiteral("0.05")}));
        QCOMPARE(r.code, 4);
        QCOMPARE(m_sandbox->balance(m_seller), before);
    }

    // A price above the default caps of a site without a budget could not be
    // paid even once. --yes alone still never pays it; --yes --max-amount X (X at least the
    // price) or a "y" at the terminal pays that one payment, granting no budget; the day's
    // total counts it.
    void aboveDefaultCapPaysOnceWhenApproved()
    {
        PricedSeller seller(m_seller, 20000000); // 0.02 SOL
        const QString before = m_sandbox->balance(m_seller);
        auto priced = [&](const QString &name, QStringList more) {
            return QStringList{QStringLiteral("fetch"), seller.url(name).toString(),
                               QStringLiteral("--from"), m_buyer} +
                   more;
        };
        Run r = cli(priced(QStringLiteral("a"), {QStringLiteral("--yes")}));
        QCOMPARE(r.code, 4);
        QVERIFY2(r.err.contains("above your default cap of 0.01 SOL per payment"),
                 r.err.constData());
        QVERIFY2(r.err.contains("--yes alone never pays above a cap"), r.err.constData());
        // The hint names the asset, and works as written.
        QVERIFY2(r.err.contains("--max-amount \"0.02 SOL\""), r.err.constData());
        r = cli(priced(QStringLiteral("a"),
                       {QStringLiteral("--yes"), QStringLiteral("--max-amount"), "0.01"}));
        QCOMPARE(r.code, 4);
        QVERIFY2(r.err.contains("above your maximum of 0.01 SOL"), r.err.constData());
        QCOMPARE(m_sandbox->balance(m_seller), before);
        QCOMPARE(seller.paidRequests(), 0);

        r = cli(priced(QStringLiteral("a"),
                       {QStringLiteral("--yes"), QStringLiteral("--max-amount"), "0.02 SOL"}));
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY(r.out.contains("Priced content"));
        QCOMPARE(seller.paidRequests(), 1);
        QCOMPARE(*Amount::parse(m_sandbox->balance(m_seller), 9),
                 *Amount::parse(before, 9) + *Amount::parse(u"0.02", 9));
        QCOMPARE(spentToday(seller.url({})), *Amount::parse(u"0.02", 9));
        Run list =
            cli({QStringLiteral("--json"), QStringLiteral("budget"), QStringLiteral("list")});
        QVERIFY(list.json().value(QStringLiteral("budgets")).toArray().isEmpty()); // no grant

        // At a terminal the prompt says it is above the default cap; "y" pays that one.
        r = atTerminal(priced(QStringLiteral("b"), {}), "y\n");
        QVERIFY2(r.code == 0, r.out.constData());
        QVERIFY2(r.out.contains("above your default cap of 0.01 SOL per payment"),
                 r.out.constData());
        QVERIFY2(r.out.contains("budget left today: 0.03 SOL of 0.05 SOL"), r.out.constData());
        QVERIFY2(r.out.contains("Pay 0.02 SOL once? [y/N]"), r.out.constData());
        QCOMPARE(seller.paidRequests(), 2);
        QCOMPARE(spentToday(seller.url({})), *Amount::parse(u"0.04", 9));
        // "n" pays nothing, and says the person declined (they were asked).
        r = atTerminal(priced(QStringLiteral("c"), {}), "n\n");
        QCOMPARE(r.code, 4);
        QVERIFY2(r.out.contains("You declined"), r.out.constData());
        QCOMPARE(seller.paidRequests(), 2);
    }

    // Budgets that could never pay are usage errors (exit 2) that say what to do: zero per
    // payment, a zero cap, an unknown network (named as a network, not as an unknown token).
    void budgetValidationSaysWhatToDo()
    {
        const QString site = m_sandbox->url().toString();
        Run r = cli({QStringLiteral("budget"), QStringLiteral("grant"), site,
                     QStringLiteral("--per-payment"), QStringLiteral("0")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("--per-payment must be more than zero"), r.err.constData());
        r = cli({QStringLiteral("budget"), QStringLiteral("cap"), QStringLiteral("0")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("give none"), r.err.constData());
        r = cli({QStringLiteral("budget"), QStringLiteral("cap"), QStringLiteral("1 USDC"),
                 QStringLiteral("--network"), QStringLiteral("nonet")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("does not know the network nonet"), r.err.constData());
        Run list =
            cli({QStringLiteral("--json"), QStringLiteral("budget"), QStringLiteral("list")});
        QVERIFY(list.json().value(QStringLiteral("budgets")).toArray().isEmpty());
        QVERIFY(list.json().value(QStringLiteral("dailyCaps")).toArray().isEmpty());
    }

    // `budget` and `fetch` share one default network (solana-sandbox for a
    // service on this computer); grant and revoke name the networks they touched; revoke
    // without --network revokes every network's; per payment above per day is refused.
    void budgetDefaultsToFetchsNetwork()
    {
        const QString site = m_sandbox->url().toString();
        Run g = cli({QStringLiteral("budget"), QStringLiteral("grant"), site});
        QVERIFY2(g.code == 0, g.err.constData());
        QVERIFY2(g.out.contains("0.01 SOL per payment, 0.05 SOL per day on solana-sandbox"),
                 g.out.constData());
        // The grant applies where fetch pays: no --yes, no terminal, paid.
        Run f = cli(fetch(QStringLiteral("v1-default-net")));
        QVERIFY2(f.code == 0, f.err.constData());
        QVERIFY(cli({QStringLiteral("budget"), QStringLiteral("grant"), site,
                     QStringLiteral("--network"), QStringLiteral("solana")})
                    .code == 0);
        Run list = cli({QStringLiteral("budget"), QStringLiteral("list")});
        QVERIFY2(list.out.contains("default caps 0.01 SOL per payment and 0.05 SOL per day"),
                 list.out.constData());
        Run r = cli({QStringLiteral("budget"), QStringLiteral("revoke"), site + "/any/path"});
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY2(r.out.contains("budget revoked on solana, solana-sandbox"), r.out.constData());
        list = cli({QStringLiteral("--json"), QStringLiteral("budget"), QStringLiteral("list")});
        QVERIFY(list.json().value(QStringLiteral("budgets")).toArray().isEmpty());
        r = cli({QStringLiteral("budget"), QStringLiteral("revoke"), site});
        QVERIFY2(r.out.contains("no budget on any network"), r.out.constData());
        r = cli({QStringLiteral("budget"), QStringLiteral("grant"), site,
                 QStringLiteral("--per-payment"), QStringLiteral("0.1")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("(0.1 SOL) is above the cap per day (0.05 SOL)"),
                 r.err.constData());
        // The defaults are in the help.
        for (const char *command : {"fetch", "budget"}) {
            const Run help = cli({QString::fromLatin1(command), QStringLiteral("--help")});
            QVERIFY2(help.out.contains("0.01") && help.out.contains("0.05 SOL"),
                     help.out.constData());
        }
    }

    void malformedAndUsage()
    {
        Run r = cli(QStringList{QStringLiteral("--json")} +
                    fetch(QStringLiteral("malformed-cli"), {QStringLiteral("--yes")}));
        QCOMPARE(r.code, 4);
        QCOMPARE(r.json().value(QStringLiteral("error")).toObject().value(QStringLiteral("code")),
                 QStringLiteral("malformed_requirements"));
        QCOMPARE(cli({QStringLiteral("fetch")}).code, 2);
        QCOMPARE(cli({QStringLiteral("fetch"), QStringLiteral("ftp://x/y")}).code, 2);
        QCOMPARE(cli(fetch(QStringLiteral("no.such"))).code, 3); // the site's 404
        // No --from: nobody to pay with, said so.
        r = cli({QStringLiteral("fetch"), url(QStringLiteral("v1-x")), QStringLiteral("--yes")});
        QCOMPARE(r.code, 4);
        QVERIFY2(r.err.contains("no wallet was given to pay from"), r.err.constData());
        QVERIFY2(r.err.contains("Pass --from WALLET"), r.err.constData());
        // A hosted EVM wallet is on the service's EVM chain, never said to be on its Solana one.
        r = cli({QStringLiteral("--json"), QStringLiteral("wallet"), QStringLiteral("create"),
                 QStringLiteral("--hosted"), QStringLiteral("--chain"), QStringLiteral("evm")});
        QVERIFY2(r.code == 0, r.err.constData());
        const QString hostedEvm = r.json().value(QStringLiteral("address")).toString();
        QVERIFY2(hostedEvm.startsWith(u"0x"), r.out.constData());
        r = cli({QStringLiteral("fetch"), url(QStringLiteral("v1-x")), QStringLiteral("--from"),
                 hostedEvm, QStringLiteral("--yes")});
        QCOMPARE(r.code, 4);
        QVERIFY2(!r.err.contains("on Sandbox Solana, not"), r.err.constData());
    }

    // A token outside Paydesk's table is refused until the user adds it (token add),
    // with the decimals its contract says; the table's own USDC and look-alike symbols are
    // refused; the list survives the process (paydesk.sqlite) and remove takes it away again.
    void tokensTheUserAdds()
    {
        const QString eurc = QStringLiteral("0x60a3E35Cc302bFA44Cb288Bc5a4F316Fdb1adb42");
        Run r = cli({QStringLiteral("--json"), QStringLiteral("token"), QStringLiteral("add"),
                     QStringLiteral("base"), eurc.toLower(), QStringLiteral("--symbol"),
                     QStringLiteral("EURC"), QStringLiteral("--decimals"), QStringLiteral("6")});
        QVERIFY2(r.code == 0, r.err.constData());
        QJsonObject token = r.json()[QStringLiteral("token")].toObject();
        QCOMPARE(token[QStringLiteral("address")].toString(), eurc); // EIP-55, as stored
        QCOMPARE(token[QStringLiteral("caip19")].toString(),
                 QStringLiteral("eip155:8453/erc20:") + eurc);
        r = cli({QStringLiteral("--json"), QStringLiteral("token"), QStringLiteral("list")});
        QVERIFY2(r.code == 0, r.err.constData());
        int added = 0, table = 0;
        for (const QJsonValue &t : r.json()[QStringLiteral("tokens")].toArray())
            (t[QStringLiteral("addedByUser")].toBool() ? added : table) += 1;
        QCOMPARE(added, 1);
        QVERIFY(table >= 8); // USDC on the networks Paydesk knows
        const auto refused = [this](const QStringList &args, const char *words) {
            const Run run = cli(QStringList{QStringLiteral("token"), QStringLiteral("add")} + args);
            QVERIFY2(run.code == 4, run.err.constData());
            QVERIFY2(run.err.contains(words), run.err.constData());
        };
        const QStringList six{QStringLiteral("--decimals"), QStringLiteral("6")};
        // Already added; the table's USDC; a second "USDC" on Base; a Solana mint on Base; too
        // many decimals; an unknown network.
        refused(QStringList{QStringLiteral("eip155:8453"), eurc, QStringLiteral("--symbol"),
                            QStringLiteral("EURC2")} +
                    six,
                "already added");
        refused(QStringList{QStringLiteral("base"),
                            QStringLiteral("0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913"),
                            QStringLiteral("--symbol"), QStringLiteral("USDX")} +
                    six,
                "Paydesk's table");
        refused(QStringList{QStringLiteral("base"),
                            QStringLiteral("0x1111111111111111111111111111111111111111"),
                            QStringLiteral("--symbol"), QStringLiteral("usdc")} +
                    six,
                "another symbol");
        refused(QStringList{QStringLiteral("base"),
                            QStringLiteral("EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v"),
                            QStringLiteral("--symbol"), QStringLiteral("SOLT")} +
                    six,
                "contract address");
        refused({QStringLiteral("base"),
                 QStringLiteral("0x2222222222222222222222222222222222222222"),
                 QStringLiteral("--symbol"), QStringLiteral("BIG"), QStringLiteral("--decimals"),
                 QStringLiteral("19")},
                "0 to 18");
        refused(QStringList{QStringLiteral("dogechain"),
                            QStringLiteral("0x2222222222222222222222222222222222222222"),
                            QStringLiteral("--symbol"), QStringLiteral("DOGE")} +
                    six,
                "not a Solana or EVM network");
        QCOMPARE(cli({QStringLiteral("token"), QStringLiteral("add"), QStringLiteral("base"), eurc})
                     .code,
                 2); // no --symbol / --decimals
        QCOMPARE(cli({QStringLiteral("token"), QStringLiteral("trust")}).code, 2);
        r = cli({QStringLiteral("token"), QStringLiteral("remove"), QStringLiteral("base"), eurc});
        QVERIFY2(r.code == 0, r.err.constData());
        r = cli({QStringLiteral("token"), QStringLiteral("remove"), QStringLiteral("base"), eurc});
        QCOMPARE(r.code, 4);
        QVERIFY2(r.err.contains("not a token you added"), r.err.constData());
    }

    void savesToOut()
    {
        const QString file = m_data->filePath(QStringLiteral("out.json"));
        const Run r = cli(fetch(QStringLiteral("v1-out"),
                                {QStringLiteral("--yes"), QStringLiteral("--out"), file}));
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY(r.out.isEmpty());
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.readAll().contains("\"resource\":\"v1-out\""));
    }
};

QTEST_GUILESS_MAIN(TestX402Cli)
#include "tst_x402_cli.moc"
