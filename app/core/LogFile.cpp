#include "LogFile.h"

#include <QDir>
#include <QMutexLocker>
#include <QRegularExpression>
#include <algorithm>
#include <atomic>
#include <cstdio>

namespace paydesk {

namespace {
// The installed LogFile: the bridge from the C-style message handler to the object.
std::atomic<LogFile *> g_active{nullptr};
// Set while this thread writes an entry: a message raised by the writing itself goes to the
// previous handler instead of deadlocking on the file's mutex.
thread_local bool t_writing = false;

const char *levelName(QtMsgType type)
{
    switch (type) {
    case QtDebugMsg:
        return "DEBUG";
    case QtInfoMsg:
        return "INFO";
    case QtWarningMsg:
        return "WARN";
    case QtCriticalMsg:
        return "ERROR";
    case QtFatalMsg:
        return "FATAL";
    }
    return "INFO";
}

bool isWarningOrWorse(QtMsgType type)
{
    return type == QtWarningMsg || type == QtCriticalMsg || type == QtFatalMsg;
}
} // namespace

LogFile::LogFile(Options options) : m_options(std::move(options))
{
    m_options.keepFiles = std::max(0, m_options.keepFiles);
    m_options.maxBytes = std::max<qint64>(256, m_options.maxBytes);
}

LogFile::~LogFile()
{
    uninstall();
}

QString LogFile::path() const
{
    return QDir(m_options.directory).filePath(m_options.fileName);
}

QString LogFile::rotatedPath(int n) const
{
    return path() + u'.' + QString::number(n);
}

bool LogFile::open(QString *error)
{
    QMutexLocker lock(&m_mutex);
    return openLocked(error);
}

bool LogFile::openLocked(QString *error)
{
    if (m_file.isOpen())
        return true;
    if (!QDir().mkpath(m_options.directory)) {
        if (error)
            *error = QStringLiteral("cannot create %1").arg(m_options.directory);
        return false;
    }
    m_file.setFileName(path());
    if (!m_file.open(QIODevice::WriteOnly | QIODevice::Append | QIODevice::Text)) {
        if (error)
            *error = m_file.errorString();
        return false;
    }
    return true;
}

bool LogFile::install(QString *error)
{
    if (!open(error))
        return false;
    if (m_installed)
        return true;
    LogFile *before = g_active.exchange(this);
    if (before)
        before->m_installed = false; // replaced; its previous handler becomes ours
    m_previous = qInstallMessageHandler(&LogFile::handler);
    if (before)
        m_previous = before->m_previous;
    m_installed = true;
    return true;
}

void LogFile::uninstall()
{
    if (!m_installed)
        return;
    m_installed = false;
    LogFile *self = this;
    if (g_active.compare_exchange_strong(self, nullptr))
        qInstallMessageHandler(m_previous);
}

bool LogFile::isInstalled() const
{
    return m_installed;
}

QString LogFile::redact(const QString &message)
{
    // Defence in depth only: callers never pass secrets.
    static const QRegularExpression header(
        QStringLiteral("(authorization|x-payment|x-api-key)(\\s*[:=]?\\s*)(bearer\\s+|basic\\s+)?"
                       "([^\\s,;]+)"),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression bearer(
        QStringLiteral("(bearer\\s+)(?!\\[redacted\\])([^\\s,;]+)"),
        QRegularExpression::CaseInsensitiveOption);
    QString out = message;
    out.replace(header, QStringLiteral("\\1\\2\\3[redacted]"));
    out.replace(bearer, QStringLiteral("\\1[redacted]"));
    return out;
}

QString LogFile::formatLine(const QDateTime &utc, QtMsgType type, const char *category,
                            const QString &message)
{
    QString text = redact(message);
    text.replace(u'\r', QString());
    text.replace(u'\n', QStringLiteral(" | ")); // one entry, one line
    while (text.endsWith(u' '))                 // qDebug's separator after an empty last part
        text.chop(1);
    return QStringLiteral("%1 %2 %3 %4")
        .arg(utc.toUTC().toString(Qt::ISODateWithMs), QLatin1String(levelName(type)),
             QLatin1String(category && *category ? category : "default"), text);
}

void LogFile::write(QtMsgType type, const char *category, const QString &message)
{
    const QByteArray line =
        formatLine(QDateTime::currentDateTimeUtc(), type, category, message).toUtf8() + '\n';
    QMutexLocker lock(&m_mutex);
    if (!m_file.isOpen() && !openLocked(nullptr))
        return;
    if (m_file.size() > 0 && m_file.size() + line.size() > m_options.maxBytes)
        rotateLocked();
    if (!m_file.isOpen())
        return;
    m_file.write(line);
    m_file.flush();
}

void LogFile::rotateLocked()
{
    m_file.close();
    const int keep = m_options.keepFiles;
    if (keep == 0) {
        QFile::remove(path());
    } else {
        QFile::remove(rotatedPath(keep));
        for (int n = keep - 1; n >= 1; --n) {
            if (QFile::exists(rotatedPath(n)))
                QFile::rename(rotatedPath(n), rotatedPath(n + 1));
        }
        if (!QFile::rename(path(), rotatedPath(1)))
            QFile::remove(path()); // never grow without bound
    }
    openLocked(nullptr);
}

void LogFile::handler(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    LogFile *self = g_active.load();
    if (!self || t_writing) {
        QtMessageHandler previous = self ? self->m_previous : nullptr;
        if (previous)
            previous(type, context, message);
        else
            std::fprintf(stderr, "%s\n", qUtf8Printable(message));
        return;
    }
    t_writing = true;
    self->write(type, context.category, message);
    t_writing = false;
    if (self->m_options.echoWarnings && isWarningOrWorse(type)) {
        if (self->m_previous)
            self->m_previous(type, context, message);
        else
            std::fprintf(stderr, "%s\n", qUtf8Printable(message));
    }
}

} // namespace paydesk
