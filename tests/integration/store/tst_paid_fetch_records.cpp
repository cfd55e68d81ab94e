// Receipts and the one history, on real SQLite files: a paid fetch keeps the seller's
// receipt and the asset's symbol in the x402 journal; a token payment a local wallet signed
// itself (no service knows it) becomes a history record from its journal row (PaidFetchRecord),
// read back by the same record reader as the service's records; the history keeps its symbol,
// leaves it out of the native balance's sums, shows the receipt (ReceiptBook) and exports it.
#include "api/ResponseParser.h"
#include "models/HistoryCsvWriter.h"
#include "models/HistoryTableModel.h"
#include "models/ReceiptBook.h"
#include "payments/PaidFetchRecord.h"
#include "store/HistoryCache.h"
#include "store/PaidFetchJournal.h"

#include <QBuffer>
#include <QSqlDatabase>
#include <QTemporaryDir>
#include <QTest>

using namespace paydesk;

namespace {
const QString kEvmWallet = QStringLiteral("0x90F79bf6EB2c4f870365E785982E1f101E93b906");
const QString kSeller = QStringLiteral("0x209693Bc6afc0C5328bA36FaF03C514EF312287C");
const QString kTx =
    QStringLiteral("0x5f2a0c0e4b1d6d4f5c3f1f0c8b7a6e5d4c3b2a1908f7e6d5c4b3a29180706050");
const QString kReceipt = QStringLiteral("{\"success\":true,\"transaction\":\"%1\",\"network\":"
                                        "\"eip155:84532\",\"payer\":\"%2\"}")
                             .arg(kTx, kEvmWallet);

FetchAttempt usdcAttempt()
{
    FetchAttempt a;
    a.url = QStringLiteral("https://api.example/weather");
    a.origin = QStringLiteral("https://api.example");
    a.network = QStringLiteral("eip155:84532");
    a.wallet = kEvmWallet;
    a.payTo = kSeller;
    a.mode = QStringLiteral("local");
    a.amount = QStringLiteral("0.005");
    a.x402Version = 2;
    a.symbol = QStringLiteral("USDC");
    return a;
}
} // namespace

class TstPaidFetchRecords : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<PaidFetchJournal> m_journal;
    std::unique_ptr<HistoryCache> m_cache;
    int m_n = 0;

private Q_SLOTS:
    void init()
    {
        const QString app = QStringLiteral("app%1").arg(++m_n);
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), app);
        db.setDatabaseName(m_dir.filePath(app + QStringLiteral(".sqlite")));
        QVERIFY(db.open());
        m_journal = std::make_unique<PaidFetchJournal>(db);
        QVERIFY2(m_journal->isReady(), qPrintable(m_journal->lastError()));
        const QString history = QStringLiteral("history%1").arg(m_n);
        QSqlDatabase h = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), history);
        h.setDatabaseName(m_dir.filePath(history + QStringLiteral(".sqlite")));
        QVERIFY(h.open());
        m_cache = std::make_unique<HistoryCache>(history);
        QVERIFY2(m_cache->isOpen(), qPrintable(m_cache->lastError()));
    }

    // The journal keeps the symbol from the start and the receipt once the seller sends one.
    void journalKeepsReceiptAndSymbol()
    {
        const auto id = m_journal->begin(usdcAttempt());
        QVERIFY(id);
        QCOMPARE(m_journal->find(*id)->symbol, QStringLiteral("USDC"));
        QVERIFY(m_journal->find(*id)->receipt.isEmpty());
        QVERIFY(m_journal->setPaid(*id, QStringLiteral("eip3009:0xabc"), QString(),
                                   QStringLiteral("PAYMENT-SIGNATURE"), QStringLiteral("e30=")));
        QVERIFY(m_journal->setReceipt(*id, kReceipt));
        QCOMPARE(m_journal->find(*id)->receipt, kReceipt);
        QVERIFY(!m_journal->setReceipt(*id + 100, kReceipt)); // no such attempt
    }

    // Only what no service knows is recorded here, and only once something was paid.
    void recordsOnlyOwnPayments()
    {
        FetchAttempt a = usdcAttempt();
        a.paymentId = QStringLiteral("eip3009:0x00ff");
        a.state = FetchAttempt::State::Paying;
        QVERIFY(x402::PaidFetchRecord::isOwn(a));
        QVERIFY(!x402::PaidFetchRecord::make(a)); // nothing signed yet
        a.state = FetchAttempt::State::Failed;    // signed, then found expired unused on chain
        QCOMPARE(x402::PaidFetchRecord::make(a)->state, PaymentState::Expired);
        a.paymentId.clear(); // failed before anything was signed
        QVERIFY(!x402::PaidFetchRecord::make(a));
        a.paymentId = QStringLiteral("eip3009:0x00ff");
        a.state = FetchAttempt::State::Paid;
        QVERIFY(x402::PaidFetchRecord::make(a));
        a.mode = QStringLiteral("hosted"); // the service records its own payments
        QVERIFY(!x402::PaidFetchRecord::isOwn(a));
        QVERIFY(!x402::PaidFetchRecord::make(a));
        a.mode = QStringLiteral("local");
        a.paymentId = QStringLiteral("pay_123"); // built by the service: in its history
        QVERIFY(!x402::PaidFetchRecord::make(a));
        a.paymentId = QStringLiteral("spl:5wHu1qwD7q5ifaN5nwdcDqNFo53GJqa7nLp2BeeEpcHC");
        QVERIFY(x402::PaidFetchRecord::isOwn(a));
    }

    // Paid, settled, refused: the record follows the journal, and its raw bytes read back as
    // the same record through the reader of the service's records.
    void recordFollowsTheJournal()
    {
        FetchAttempt a = usdcAttempt();
        a.paymentId = QStringLiteral("eip3009:0x1234");
        a.created = QDateTime::fromMSecsSinceEpoch(1763780000000, Qt::UTC);
        a.updated = a.created.addSecs(2);
        a.state = FetchAttempt::State::Paid;
        auto r = x402::PaidFetchRecord::make(a);
        QVERIFY(r);
        QCOMPARE(r->state, PaymentState::Submitted);
        QVERIFY(r->signature.isEmpty()); // the facilitator's transaction is not known yet
        a.state = FetchAttempt::State::Delivered;
        a.receipt = kReceipt;
        r = x402::PaidFetchRecord::make(a);
        QCOMPARE(r->state, PaymentState::Confirmed);
        QCOMPARE(r->signature, kTx);
        const auto back = responses::parseStoredRecord(r->raw, Chain::Solana);
        QVERIFY2(back, r->raw.constData());
        QCOMPARE(back->paymentId, r->paymentId);
        QCOMPARE(back->state, PaymentState::Confirmed);
        QCOMPARE(back->direction, Direction::Sent);
        QCOMPARE(back->from, kEvmWallet);
        QCOMPARE(back->to, kSeller);
        QCOMPARE(back->amount->toString(), QStringLiteral("0.005"));
        QCOMPARE(back->symbol, QStringLiteral("USDC"));
        QCOMPARE(back->signature, kTx);
        QCOMPARE(back->resource, a.url);
        QCOMPARE(back->createdAt, a.created);
        QCOMPARE(back->chain(), Chain::Evm);
        a.state = FetchAttempt::State::NotAccepted;
        a.detail = QStringLiteral("invalid_exact_evm_payload_signature");
        r = x402::PaidFetchRecord::make(a);
        // Not paid yet, not final: the proof may still be settled until it expires.
        QCOMPARE(r->state, PaymentState::Pending);
        QVERIFY(!r->isFinal());
        QCOMPARE(responses::parseStoredRecord(r->raw, Chain::Evm)->error, a.detail);
    }

    // A record's symbol is taken only when it is a plausible symbol, never a long or odd text.
    void readerTakesOnlyPlausibleSymbols()
    {
        const auto read = [](const char *symbol) {
            const QByteArray json =
                QByteArray("{\"paymentId\":\"p1\",\"amount\":\"1\",\"symbol\":") + symbol + '}';
            return responses::parseStoredRecord(json, Chain::Solana)->symbol;
        };
        QCOMPARE(read("\"USDC\""), QStringLiteral("USDC"));
        QCOMPARE(read("\"USDC.e\""), QStringLiteral("USDC.e"));
        QCOMPARE(read("\"\""), QString());
        QCOMPARE(read("\"PAY NOW 1000 USDC\""), QString());
        QCOMPARE(read("\"ＵＳＤＣ\""), QString()); // full-width look-alikes
        QCOMPARE(read("7"), QString());
    }

    // In the history: the token's symbol beside the amount, out of the native coin's sums, the
    // receipt in the resource's tooltip and in the CSV export.
    void historyShowsTokenAndReceipt()
    {
        const auto id = m_journal->begin(usdcAttempt());
        QVERIFY(id);
        QVERIFY(m_journal->setPaid(*id, QStringLiteral("eip3009:0x77"), QString(),
                                   QStringLiteral("PAYMENT-SIGNATURE"), QStringLiteral("e30=")));
        QVERIFY(m_journal->setState(*id, FetchAttempt::State::Delivered));
        QVERIFY(m_journal->setReceipt(*id, kReceipt));
        const auto usdc = x402::PaidFetchRecord::make(*m_journal->find(*id));
        QVERIFY(usdc);
        // A native payment of the same wallet, as the service would list it.
        PaymentRecord eth;
        eth.paymentId = QStringLiteral("pay_eth");
        eth.state = PaymentState::Finalized;
        eth.statusText = QStringLiteral("finalized");
        eth.direction = Direction::Sent;
        eth.network = QStringLiteral("eip155:84532");
        eth.from = kEvmWallet;
        eth.to = kSeller;
        eth.amount = Amount::parse(u"0.25", 18);
        eth.fee = Amount::parse(u"0.001", 18);
        eth.createdAt = QDateTime::fromMSecsSinceEpoch(1763700000000, Qt::UTC);
        eth.raw = R"({"paymentId":"pay_eth","amount":"0.25"})";
        const auto put = m_cache->upsert(kEvmWallet, {*usdc, eth});
        QVERIFY2(put.complete, qPrintable(m_cache->lastError()));
        QCOMPARE(put.inserted, 2);

        HistoryFilter all;
        all.wallet = kEvmWallet;
        const QList<HistoryEntry> rows = m_cache->entries(all, 0, 10);
        QCOMPARE(rows.size(), 2);
        QCOMPARE(rows.at(0).symbol, QStringLiteral("USDC"));
        QCOMPARE(rows.at(0).amount, QStringLiteral("0.005"));
        QVERIFY(rows.at(1).symbol.isEmpty());
        // The native sums see the ETH payment alone: 0.25 + 0.001 fee.
        const auto groups = m_cache->totals().amountGroups(kEvmWallet);
        QVERIFY(groups);
        QCOMPARE(groups->size(), 1);
        QCOMPARE(groups->first().count, qint64(1));

        ReceiptBook receipts(m_journal.get());
        receipts.read();
        HistoryTableModel model(m_cache.get());
        model.setReceipts(&receipts);
        model.setWallet(kEvmWallet);
        QCOMPARE(model.rowCount(), 2);
        const QModelIndex amount = model.index(0, HistoryTableModel::AmountColumn);
        QVERIFY2(amount.data().toString().contains(u"USDC"), qPrintable(amount.data().toString()));
        QVERIFY2(
            !model.index(1, HistoryTableModel::AmountColumn).data().toString().contains(u"USDC"),
            "the ETH payment is in ETH");
        QCOMPARE(amount.data(HistoryTableModel::ReceiptRole).toString(), kTx);
        QVERIFY(model.index(1, 0).data(HistoryTableModel::ReceiptRole).toString().isEmpty());
        const QString tip =
            model.index(0, HistoryTableModel::ResourceColumn).data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(kTx) && tip.contains(kEvmWallet) && tip.contains(u"weather"),
                 qPrintable(tip));
        // The balance after each payment: the token payment moves no ETH.
        model.setCurrentBalance(Amount::parse(u"1", 18));
        QCOMPARE(model.index(0, 0).data(HistoryTableModel::BalanceAfterRole).toString(),
                 QStringLiteral("1"));
        QCOMPARE(model.index(1, 0).data(HistoryTableModel::BalanceAfterRole).toString(),
                 QStringLiteral("1"));

        QBuffer out;
        QVERIFY(out.open(QIODevice::WriteOnly));
        QCOMPARE(HistoryCsvWriter::write(*m_cache, all, &out, QStringLiteral("ETH"), &receipts),
                 qint64(2));
        const QList<QByteArray> lines = out.data().split('\n');
        QVERIFY(lines.at(0).endsWith("resource,receiptTransaction,receiptNetwork,receiptPayer\r"));
        QVERIFY2(lines.at(1).contains(",0.005,USDC,") &&
                     lines.at(1).endsWith((kTx + QStringLiteral(",eip155:84532,") + kEvmWallet +
                                           QStringLiteral("\r"))
                                              .toLatin1()),
                 lines.at(1).constData());
        QVERIFY2(lines.at(2).contains(",0.25,ETH,") && lines.at(2).endsWith(",,,\r"),
                 lines.at(2).constData());
    }

    // A receipt that is no JSON object is no receipt; the newest attempt's word counts.
    void receiptBookReadsWhatIsThere()
    {
        QVERIFY(!PaymentReceipt::fromJson(QString()));
        QVERIFY(!PaymentReceipt::fromJson(QStringLiteral("[1]")));
        QVERIFY(!PaymentReceipt::fromJson(QStringLiteral("{\"transaction\":")));
        const auto r = PaymentReceipt::fromJson(
            QStringLiteral("{\"success\":\"yes\",\"transaction\":7,\"payer\":\"p\"}"));
        QVERIFY(r);
        QVERIFY(!r->success); // only a JSON true
        QVERIFY(r->transaction.isEmpty());
        QCOMPARE(r->payer, QStringLiteral("p"));

        FetchAttempt a = usdcAttempt();
        const auto first = m_journal->begin(a);
        QVERIFY(m_journal->setPaid(*first, QStringLiteral("spl:sig"), QString(),
                                   QStringLiteral("X-PAYMENT"), QStringLiteral("e30=")));
        QVERIFY(m_journal->setState(*first, FetchAttempt::State::NotAccepted, QStringLiteral("x")));
        ReceiptBook book(m_journal.get());
        book.read();
        HistoryEntry e;
        e.paymentId = QStringLiteral("spl:sig");
        QVERIFY(book.notAccepted(e));
        QVERIFY(!book.receiptOf(e));
        HistoryEntry other;
        other.paymentId = QStringLiteral("pay_other");
        QVERIFY(!book.notAccepted(other));
    }
};

QTEST_GUILESS_MAIN(TstPaidFetchRecords)
#include "tst_paid_fetch_records.moc"
