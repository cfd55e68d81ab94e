// The rotating log file: format, rotation at the size limit, categories, threads, redaction.
#include "core/LogCategories.h"
#include "core/LogFile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLoggingCategory>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using paydesk::LogFile;

namespace {
QStringList linesOf(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text))
        return {};
    QStringList out = QString::fromUtf8(f.readAll()).split(u'\n');
    if (!out.isEmpty() && out.constLast().isEmpty())
        out.removeLast();
    return out;
}

const QRegularExpression kEntry(QStringLiteral(
    "^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{3}Z (DEBUG|INFO|WARN|ERROR|FATAL) \\S+ .*$"));
} // namespace

class TstLogFile : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cleanup() { QLoggingCategory::setFilterRules(QString()); }

    void formatsOneLine()
    {
        const QDateTime t(QDate(2026, 11, 22), QTime(6, 40, 1, 23), Qt::UTC);
        QCOMPARE(LogFile::formatLine(t, QtInfoMsg, "paydesk.api", QStringLiteral("GET /x 200")),
                 QStringLiteral("2026-11-22T06:40:01.023Z INFO paydesk.api GET /x 200"));
        QCOMPARE(LogFile::formatLine(t, QtWarningMsg, nullptr, QStringLiteral("a\nb")),
                 QStringLiteral("2026-11-22T06:40:01.023Z WARN default a | b"));
        // Local time in, UTC out.
        const QDateTime local = t.toOffsetFromUtc(3600);
        QVERIFY(LogFile::formatLine(local, QtCriticalMsg, "c", QStringLiteral("m"))
                    .startsWith(QStringLiteral("2026-11-22T06:40:01.023Z ERROR c m")));
    }

    void redactsCredentialLikeValues()
    {
        const QString out = LogFile::redact(
            QStringLiteral("Authorization: Bearer sk_live_abc123, X-PAYMENT=eyJwYXk; ok"));
        QVERIFY2(!out.contains(QStringLiteral("sk_live_abc123")), qPrintable(out));
        QVERIFY2(!out.contains(QStringLiteral("eyJwYXk")), qPrintable(out));
        QVERIFY(out.contains(QStringLiteral("[redacted]")));
        QVERIFY(out.endsWith(QStringLiteral("ok")));
        QCOMPARE(LogFile::redact(QStringLiteral("GET /payment/status/p_1 200")),
                 QStringLiteral("GET /payment/status/p_1 200"));
    }

    void rotatesAndKeepsNFiles()
    {
        QTemporaryDir dir;
        LogFile::Options o;
        o.directory = dir.filePath(QStringLiteral("logs")); // created on demand
        o.maxBytes = 2000;
        o.keepFiles = 3;
        LogFile log(o);
        QVERIFY(log.open());
        const int total = 400;
        for (int i = 0; i < total; ++i)
            log.write(QtInfoMsg, "paydesk.app",
                      QStringLiteral("line %1 ").arg(i, 4, 10, QLatin1Char('0')) +
                          QString(40, u'x'));
        QVERIFY(QFile::exists(log.path()));
        for (int n = 1; n <= 3; ++n)
            QVERIFY2(QFile::exists(log.rotatedPath(n)), qPrintable(log.rotatedPath(n)));
        QVERIFY(!QFile::exists(log.rotatedPath(4)));
        QCOMPARE(QDir(o.directory).entryList(QDir::Files).size(), 4);

        // Oldest to newest, the kept lines are whole and follow each other without a gap, and
        // the newest is the last one written: rotation never loses the line that triggered it.
        QStringList all;
        for (int n = 3; n >= 1; --n) {
            QVERIFY(QFileInfo(log.rotatedPath(n)).size() <= o.maxBytes);
            all += linesOf(log.rotatedPath(n));
        }
        QVERIFY(QFileInfo(log.path()).size() <= o.maxBytes);
        all += linesOf(log.path());
        QVERIFY(all.size() > 40);
        const QRegularExpression number(QStringLiteral(" line (\\d{4}) x+$"));
        int expected = total - int(all.size());
        for (const QString &line : std::as_const(all)) {
            QVERIFY2(kEntry.match(line).hasMatch(), qPrintable(line));
            const auto m = number.match(line);
            QVERIFY2(m.hasMatch(), qPrintable(line));
            QCOMPARE(m.captured(1).toInt(), expected++);
        }
        QCOMPARE(expected, total);
    }

    void keepsAppendingAcrossRestarts()
    {
        QTemporaryDir dir;
        LogFile::Options o;
        o.directory = dir.path();
        {
            LogFile log(o);
            log.write(QtInfoMsg, "paydesk.app", QStringLiteral("first run"));
        }
        {
            LogFile log(o);
            log.write(QtInfoMsg, "paydesk.app", QStringLiteral("second run"));
        }
        const QStringList lines = linesOf(QDir(dir.path()).filePath(QStringLiteral("paydesk.log")));
        QCOMPARE(lines.size(), 2);
        QVERIFY(lines.at(0).endsWith(QStringLiteral("first run")));
        QVERIFY(lines.at(1).endsWith(QStringLiteral("second run")));
    }

    void handlerWritesCategoriesAndObeysFilters()
    {
        QTemporaryDir dir;
        LogFile::Options o;
        o.directory = dir.path();
        o.echoWarnings = false;
        {
            LogFile log(o);
            QVERIFY(log.install());
            QVERIFY(log.isInstalled());
            qCInfo(paydesk::lcApi) << "GET /payment/history/w 200 5 ms";
            qCDebug(paydesk::lcApi) << "debug is off by default";
            QLoggingCategory::setFilterRules(QStringLiteral("paydesk.api.info=false"));
            qCInfo(paydesk::lcApi) << "filtered out";
            qCInfo(paydesk::lcApp) << "still logged";
            QLoggingCategory::setFilterRules(QStringLiteral("paydesk.store.debug=true"));
            qCDebug(paydesk::lcStore) << "debug turned on";
            qWarning("a warning without a category");
            log.uninstall();
            QVERIFY(!log.isInstalled());
            qCInfo(paydesk::lcApp) << "after uninstall";
        }
        const QStringList lines = linesOf(QDir(dir.path()).filePath(QStringLiteral("paydesk.log")));
        const QString text = lines.join(u'\n');
        QVERIFY2(text.contains(QStringLiteral("INFO paydesk.api GET /payment/history/w 200 5 ms")),
                 qPrintable(text));
        QVERIFY(!text.contains(QStringLiteral("debug is off")));
        QVERIFY(!text.contains(QStringLiteral("filtered out")));
        QVERIFY(text.contains(QStringLiteral("INFO paydesk.app still logged")));
        QVERIFY(text.contains(QStringLiteral("DEBUG paydesk.store debug turned on")));
        QVERIFY(text.contains(QStringLiteral("WARN default a warning without a category")));
        QVERIFY(!text.contains(QStringLiteral("after uninstall")));
        for (const QString &line : lines)
            QVERIFY2(kEntry.match(line).hasMatch(), qPrintable(line));
    }

    void manyThreadsNoTornLines()
    {
        QTemporaryDir dir;
        LogFile::Options o;
        o.directory = dir.path();
        o.maxBytes = 8192;
        o.keepFiles = 100; // enough to keep everything
        o.echoWarnings = false;
        LogFile log(o);
        QVERIFY(log.install());
        constexpr int threads = 4, perThread = 500;
        QList<QThread *> workers;
        for (int t = 0; t < threads; ++t) {
            workers << QThread::create([t]() {
                for (int i = 0; i < perThread; ++i)
                    qCInfo(paydesk::lcStore).noquote() << QStringLiteral("t%1 i%2").arg(t).arg(i);
            });
            workers.last()->start();
        }
        for (QThread *w : std::as_const(workers)) {
            QVERIFY(w->wait(30000));
            delete w;
        }
        log.uninstall();
        QStringList all = linesOf(log.path());
        for (int n = 1; QFile::exists(log.rotatedPath(n)); ++n)
            all += linesOf(log.rotatedPath(n));
        QCOMPARE(all.size(), threads * perThread);
        QSet<QString> seen;
        for (const QString &line : std::as_const(all)) {
            QVERIFY2(kEntry.match(line).hasMatch(), qPrintable(line));
            seen.insert(line.section(u' ', 3));
        }
        QCOMPARE(seen.size(), threads * perThread);
    }
};

QTEST_GUILESS_MAIN(TstLogFile)
#include "tst_logfile.moc"
