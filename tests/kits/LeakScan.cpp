#include "kits/LeakScan.h"

#include <QDirIterator>
#include <QFile>
#include <QMutex>
#include <QRandomGenerator>

namespace paydesk::testing {

namespace {
QMutex g_mutex;
QByteArray g_log;
int g_paydesk = 0;
bool g_forwardAll = false;
QtMessageHandler g_previous = nullptr;

void capture(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    {
        QMutexLocker lock(&g_mutex);
        const QByteArray category = context.category ? QByteArray(context.category) : "default";
        if (category.startsWith("paydesk."))
            ++g_paydesk;
        g_log += category + ": " + message.toUtf8() + '\n';
    }
    if (g_previous && (g_forwardAll || (type != QtDebugMsg && type != QtInfoMsg)))
        g_previous(type, context, message);
}
} // namespace

void installMessageCapture(bool forwardAll)
{
    g_forwardAll = forwardAll;
    g_previous = qInstallMessageHandler(capture);
}

void removeMessageCapture()
{
    qInstallMessageHandler(g_previous);
}

QByteArray capturedMessages()
{
    QMutexLocker lock(&g_mutex);
    return g_log;
}

int capturedPaydeskMessages()
{
    QMutexLocker lock(&g_mutex);
    return g_paydesk;
}

TreeScan scanTree(const QString &root, const QString &skip, const QList<const SecretForms *> &forms)
{
    TreeScan s;
    QDirIterator it(root, QDir::Files | QDir::Hidden | QDir::System, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        if (!skip.isEmpty() && path.startsWith(skip))
            continue;
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            continue;
        const QByteArray all = f.readAll();
        ++s.files;
        s.bytes += all.size();
        for (const SecretForms *form : forms)
            for (const QString &hit : form->findIn(all))
                s.hits << path + QStringLiteral(": ") + hit;
    }
    return s;
}

QByteArray vmFlagsOf(const void *address)
{
    QFile smaps(QStringLiteral("/proc/self/smaps"));
    if (!smaps.open(QIODevice::ReadOnly | QIODevice::Text))
        return {};
    const auto a = quintptr(address);
    bool inside = false;
    for (const QByteArray &line : smaps.readAll().split('\n')) {
        const qsizetype dash = line.indexOf('-');
        const qsizetype space = line.indexOf(' ');
        if (dash > 0 && space > dash && !line.startsWith("VmFlags")) {
            bool ok1 = false, ok2 = false;
            const quintptr lo = line.left(dash).toULongLong(&ok1, 16);
            const quintptr hi = line.mid(dash + 1, space - dash - 1).toULongLong(&ok2, 16);
            if (ok1 && ok2)
                inside = a >= lo && a < hi;
        } else if (inside && line.startsWith("VmFlags:")) {
            return line;
        }
    }
    return {};
}

QByteArray bytesOf(const SecureBytes &s)
{
    return QByteArray(s.view().data(), s.view().size());
}

QString randomHex(int bytes)
{
    QByteArray raw(bytes, '\0');
    QRandomGenerator::system()->generate(raw.begin(), raw.end());
    return QString::fromLatin1(raw.toHex());
}

} // namespace paydesk::testing
