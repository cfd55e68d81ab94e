// The one record reader (RecordReader, behind responses::parseHistory, parseStatus and
// parseStoredRecord) reads every record alike in a page, alone or in a status answer, on odd but
// valid input:
// escapes, non-integer and huge numbers, -0, duplicate keys, fallbacks (id, recipient,
// timestamp), times as seconds, milliseconds, numeric strings and ISO text, error objects and
// metadata; it refuses what ExactJson refuses; and a page merged into a real SQLite cache twice
// is unchanged the second time, while a changed record is seen as changed.
#include "api/ResponseParser.h"
#include "core/ExactJson.h"
#include "store/HistoryCache.h"
#include "util/HistoryReadBack.h"

#include <QJsonDocument>
#include <QSqlDatabase>
#include <QTemporaryDir>
#include <QTest>

using namespace paydesk;

namespace {
const QList<QByteArray> kRecords = {
    "{\"paymentId\":\"pay_1\",\"status\":\"finalized\",\"direction\":\"SENT\",\"network\":\"solana-"
    "devnet\","
    "\"from\":\"GmBMjMCo6Ue3Y2jK1cQo6uSZuQDUQBmQvFEch6kkicDt\",\"to\":\"x\",\"amount\":\"1.5\","
    "\"fee\":0.000005,\"signature\":\"sig\",\"createdAt\":\"2025-11-22T02:53:20.123Z\"}",
    "{\"id\":\"p\\u00e9\\ud83d\\ude00\\n\",\"status\":\"Pending\",\"amount\":12,\"fee\":-3,"
    "\"recipient\":\"0x52908400098527886E0F7030069857D2E4169EE7\",\"timestamp\":1763780000}",
    "{\"paymentId\":\"p3\",\"amount\":-0,\"priorityFee\":1e3,\"blockHeight\":\"42\",\"createdAt\":"
    "\"1763780000123\","
    "\"updatedAt\":1763780000999,\"error\":{\"code\":\"E1\",\"message\":\"\"},\"metadata\":{\"a\":"
    "0.1,\"b\":[1,{}]}}",
    "{\"paymentId\":\"p4\",\"paymentId\":\"p4b\",\"amount\":18446744073709551615,\"fee\":"
    "18446744073709551616,"
    "\"blockHeight\":9223372036854775808,\"error\":\"boom\",\"createdAt\":\"2025-02-29T00:00:00Z\","
    "\"updatedAt\":\"2024-02-29T23:59:59+02:00\",\"network\":\"base-sepolia\"}",
    "{\"paymentId\":5,\"amount\":\"0.000000001\",\"fee\":null,\"to\":true,\"resource\":\"https://x/"
    "\\\"q\\\"\","
    "\"createdAt\":-5,\"updatedAt\":\"2025-11-22T02:53:20.1234Z\",\"error\":{\"message\":7}}",
    "{\"paymentId\":\"p6\",\"amount\":1.0E-9,\"network\":\"eip155:8453\",\"createdAt\":\"1970-01-"
    "01T00:00:01Z\","
    "\"updatedAt\":\"2025-13-01T00:00:00Z\",\"blockHeight\":1.5, \"st\\u0061tus\" : \"failed\" }",
    "{\"paymentId\":\"\",\"id\":\"p7\",\"amount\":\"abc\",\"createdAt\":[1],\"error\":{\"code\":"
    "\"C\",\"code\":\"D\"}}",
};

// What a record was read as, in one line (the id percent-encoded: it may hold a newline).
QString describe(const PaymentRecord &r)
{
    auto amount = [](const std::optional<Amount> &x) {
        return x ? x->unitsString() + u'/' + QString::number(x->decimals()) : QStringLiteral("-");
    };
    auto time = [](const QDateTime &d) {
        return d.isValid() ? QString::number(d.toMSecsSinceEpoch()) +
                                 (d.timeSpec() == Qt::UTC ? QStringLiteral(" UTC") : QString())
                           : QStringLiteral("invalid");
    };
    return QStringList{QString::fromLatin1(r.paymentId.toUtf8().toPercentEncoding()),
                       r.statusText,
                       QString::number(int(r.state)),
                       directionName(r.direction),
                       r.network,
                       r.from,
                       r.to,
                       amount(r.amount),
                       amount(r.fee),
                       amount(r.priorityFee),
                       r.signature,
                       r.blockHeight ? QString::number(*r.blockHeight) : QStringLiteral("-"),
                       r.resource,
                       QString::fromUtf8(QJsonDocument(r.metadata).toJson(QJsonDocument::Compact)),
                       time(r.createdAt),
                       time(r.updatedAt),
                       r.error}
        .join(u'|');
}

// How each of kRecords reads (fixed from the tree-based reader this one replaced, so both agree).
const QStringList kExpected = {
    "pay_1|finalized|4|sent|solana-devnet|GmBMjMCo6Ue3Y2jK1cQo6uSZuQDUQBmQvFEch6kkicDt|x|"
    "1500000000/9|5000/9|-|sig|-||{}|1763780000123 UTC|invalid|",
    "p%C3%A9%F0%9F%98%80%0A|Pending|1||||0x52908400098527886E0F7030069857D2E4169EE7|"
    "12000000000000000000/18|-|-||-||{}|1763780000000 UTC|invalid|",
    "p3||0|||||0/9|-|-||42||{\"a\":\"0.1\",\"b\":[1,{}]}|1763780000123 UTC|1763780000999 UTC|E1",
    "p4b||0||base-sepolia|||-|-|-||-9223372036854775808||{}|invalid|1709243999000 UTC|boom",
    "5||0|||||1/9|-|-||-|https://x/\"q\"|{}|invalid|1763780000123 UTC|7",
    "p6|failed|5||eip155:8453|||-|-|-||-||{}|1000 UTC|invalid|",
    "p7||0|||||-|-|-||-||{}|invalid|invalid|D",
};
} // namespace

class TstHistoryPage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsOddRecords()
    {
        QByteArray body = " \xEF\xBB\xBF{\"total\":9,\"payments\":[1,\"x\",{\"nope\":1},";
        body.remove(0, 1); // the BOM first
        for (const QByteArray &r : kRecords)
            body += r + ',';
        body.chop(1);
        body += "],\"limit\":\"7\",\"extra\":{\"f\":2.50},\"hasMore\":false}\n";
        QString why;
        const auto page = responses::parseHistory(body, Chain::Solana, &why);
        QVERIFY2(page, qPrintable(why));
        QCOMPARE(page->payments.size(), kRecords.size());
        QCOMPARE(page->total, 9);
        QCOMPARE(page->limit, 7);
        QCOMPARE(page->offset, 0);
        QVERIFY(!page->hasMore);
        for (qsizetype i = 0; i < kRecords.size(); ++i) {
            QCOMPARE(describe(page->payments[i]), kExpected[i]);
            QCOMPARE(page->payments[i].raw, kRecords[i]); // the slice, as received
            // A single record (the history cache's copy, a status answer) reads the same.
            const auto alone = responses::parseStoredRecord(kRecords[i], Chain::Solana);
            QVERIFY(alone);
            QCOMPARE(describe(*alone), kExpected[i]);
            QCOMPARE(alone->raw, kRecords[i]);
            const auto status = responses::parseStatus(
                "{\"success\":true,\"payment\": " + kRecords[i] + " }", Chain::Solana, &why);
            QVERIFY2(status, qPrintable(why));
            QCOMPARE(describe(*status), kExpected[i]);
            QCOMPARE(status->raw, kRecords[i]);
        }
    }

    void refusesWhatExactJsonRefuses()
    {
        const QList<QByteArray> bodies = {
            "",
            " ",
            "{",
            "{\"payments\":[}",
            "{\"payments\":[],}",
            "{\"payments\":[01]}",
            "{\"payments\":[1.]}",
            "{\"payments\":[-]}",
            "{\"payments\":[\"\\x\"]}",
            "{\"payments\":[\"\\ud800\"]}",
            "{\"payments\":[\"\\udc00\"]}",
            "{\"payments\":[\"\xC0\xAF\"]}",
            "{\"payments\":[\"\xED\xA0\x80\"]}",
            "{\"payments\":[\"\xF4\x90\x80\x80\"]}",
            "{\"payments\":[\"a\tb\"]}",
            "{\"payments\":[]} x",
            "{\"payments\":[tru]}",
            "{'payments':[]}",
            "[1,2]",
            "\"s\"",
            "{\"payments\":[]}\xEF\xBB\xBF",
            "{\"payments\":[1e]}",
            "{\"payments\":[1e+]}",
            "{\"payments\":[\"\xE2\x82\"]}",
            "{\"a\" 1}",
            "{\"payments\":[nul]}",
            QByteArray(64, '[') + QByteArray(64, ']'),
            "{\"payments\":[" + QByteArray(62, '[') + QByteArray(62, ']') + "]}",
            "{\"payments\":[" + QByteArray(63, '[') + QByteArray(63, ']') + "]}",
            "{\"payments\":\"x\"}",
            "{\"items\":{}}",
            "{\"payments\":[],\"payments\":1}",
            "{\"data\":[{\"id\":\"a\"}],\"items\":null}"};
        for (const QByteArray &body : bodies) {
            const auto tree = ExactJson::parse(body);
            bool treeAccepts = tree && tree->value.is_object();
            if (treeAccepts) {
                const auto &o = tree->value;
                const char *key = o.contains("payments") ? "payments"
                                  : o.contains("items")  ? "items"
                                  : o.contains("data")   ? "data"
                                                         : nullptr;
                treeAccepts = key && o[key].is_array();
            }
            QString why;
            const auto page = responses::parseHistory(body, Chain::Solana, &why);
            QVERIFY2(bool(page) == treeAccepts, body.constData());
            if (!page)
                QVERIFY(!why.isEmpty());
        }
    }

    // Each byte that ends a run of plain ones, at every place across the first two 64-byte
    // blocks (simdjson classifies bytes 64 at a time), read as the tree reads it.
    void stringsAgreeWithTheTreeAtEveryOffset()
    {
        const QList<QByteArray> specials = {
            "\x01",     "\x1f", "\t",   "\\\"", "\\\\", "\\u00e9",          "\\x",
            "\xC3\xA9", "\xC3", "\x80", "\x7f", " ",    "\xF0\x9F\x92\xB8", "\"",
            "\xFF"};
        for (const QByteArray &special : specials) {
            for (int before = 0; before <= 130; ++before) {
                const QByteArray id = QByteArray(before, 'a') + special + QByteArray(9, 'b');
                const QByteArray body = "{\"payments\":[{\"id\":\"" + id + "\"}]}";
                const auto tree = ExactJson::parse(body);
                QString why;
                const auto page = responses::parseHistory(body, Chain::Solana, &why);
                QVERIFY2(bool(page) == bool(tree), body.toHex().constData());
                if (!page)
                    continue;
                QCOMPARE(page->payments.size(), 1);
                QCOMPARE(
                    page->payments[0].paymentId,
                    QString::fromStdString(tree->value["payments"][0]["id"].get<std::string>()));
            }
        }
    }

    void mergeTwiceIsUnchanged()
    {
        QTemporaryDir dir;
        {
            QSqlDatabase db =
                QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("page"));
            db.setDatabaseName(dir.filePath(QStringLiteral("h.sqlite")));
            QVERIFY(db.open());
            HistoryCache cache(QStringLiteral("page"));
            QVERIFY(cache.isOpen());
            QByteArray body = "{\"payments\":[";
            for (const QByteArray &r : kRecords)
                body += r + ',';
            body.chop(1);
            body += "]}";
            const auto page = responses::parseHistory(body, Chain::Solana, nullptr);
            QVERIFY(page);
            const QString wallet = QStringLiteral("GmBMjMCo6Ue3Y2jK1cQo6uSZuQDUQBmQvFEch6kkicDt");
            QCOMPARE(cache.upsert(wallet, page->payments).inserted, kRecords.size());
            QCOMPARE(cache.upsert(wallet, page->payments).unchanged, kRecords.size());
            body.replace("\"status\":\"Pending\"", "\"status\":\"confirmed\"");
            const auto later = responses::parseHistory(body, Chain::Solana, nullptr);
            const auto counts = cache.upsert(wallet, later->payments);
            QCOMPARE(counts.changed, 1);
            QCOMPARE(counts.unchanged, kRecords.size() - 1);
            // The stored record reads back as it was received (exact numbers included).
            const auto five = test::readBack(cache, QStringLiteral("5"));
            QVERIFY(five && five->amount);
            QCOMPARE(five->amount->toString(), QStringLiteral("0.000000001"));
            const auto six = test::readBack(cache, QStringLiteral("p6"));
            QVERIFY(six);
            QCOMPARE(six->statusText, QStringLiteral("failed"));
            HistoryFilter f;
            f.wallet = wallet;
            f.text = QStringLiteral("P4B"); // the search index follows
            QCOMPARE(cache.count(f), 1);
        }
        QSqlDatabase::removeDatabase(QStringLiteral("page"));
    }
};

QTEST_GUILESS_MAIN(TstHistoryPage)
#include "tst_historypage.moc"
