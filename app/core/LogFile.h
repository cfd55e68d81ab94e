#pragma once

#include <QDateTime>
#include <QFile>
#include <QMutex>
#include <QString>
#include <QtGlobal>

namespace paydesk {

// The log file of a Paydesk program: every qDebug/qCInfo/qCWarning... of the process, one line
// each ("2026-11-22T06:40:00.123Z INFO paydesk.api GET /v1/payments 200 12 ms"), appended to
// <directory>/<fileName>. At about `maxBytes` the file is rotated: paydesk.log becomes
// paydesk.log.1, .1 becomes .2 and so on, keeping `keepFiles` old files. Writes are serialized
// (any thread may log) and flushed line by line, so a crash loses nothing already logged.
// Warnings and worse still reach the previous handler (standard error) as before.
//
// The messages must not hold secrets (see LogCategories.h); as a second line of defence, values
// after "Authorization", "Bearer", "X-PAYMENT" and "X-API-Key" are replaced by "[redacted]".
//
// A Qt message handler is process-wide: only one LogFile is installed at a time; install()
// replaces the one before, and destruction (or uninstall()) restores the previous handler.
class LogFile
{
public:
    struct Options
    {
        QString directory;
        QString fileName = QStringLiteral("paydesk.log");
        qint64 maxBytes = 1024 * 1024;
        int keepFiles = 5;
        bool echoWarnings = true; // warnings, criticals and fatals also to the previous handler
    };

    explicit LogFile(Options options);
    ~LogFile();
    LogFile(const LogFile &) = delete;
    LogFile &operator=(const LogFile &) = delete;

    // Creates the folder and opens the file for appending; false + reason when it cannot.
    bool open(QString *error = nullptr);
    // Routes the process's messages here (opens the file first if needed).
    bool install(QString *error = nullptr);
    void uninstall();
    bool isInstalled() const;

    // Appends one entry (thread-safe); what the handler calls.
    void write(QtMsgType type, const char *category, const QString &message);

    QString directory() const { return m_options.directory; }
    QString path() const;
    // "paydesk.log" -> "paydesk.log.3": the n-th rotated file (n >= 1).
    QString rotatedPath(int n) const;

    // The text of one entry, without the newline: time (UTC, ISO 8601 with ms), level,
    // category, the message on one line with secrets redacted.
    static QString formatLine(const QDateTime &utc, QtMsgType type, const char *category,
                              const QString &message);
    static QString redact(const QString &message);

private:
    static void handler(QtMsgType type, const QMessageLogContext &context, const QString &message);
    bool openLocked(QString *error);
    void rotateLocked();

    Options m_options;
    QFile m_file;
    QMutex m_mutex;
    QtMessageHandler m_previous = nullptr;
    bool m_installed = false;
};

} // namespace paydesk
