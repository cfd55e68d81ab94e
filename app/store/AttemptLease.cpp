#include "AttemptLease.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMutex>
#include <QRegularExpression>
#include <QUuid>
#include <map>
#include <memory>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>
#else
#include <QLockFile>
#endif

namespace paydesk {

namespace {

// One held lease: its id, and what keeps it locked until the process ends.
struct Held
{
    QString name, path;
#ifdef Q_OS_UNIX
    int fd = -1;
    ~Held()
    {
        if (fd < 0)
            return;
        ::unlink(QFile::encodeName(path).constData()); // gone already (a removed folder): fine
        ::close(fd);
    }
#else
    std::unique_ptr<QLockFile> file;
#endif
    Held() = default;
    Held(const Held &) = delete;
    Held &operator=(const Held &) = delete;
};

QMutex &mutex()
{
    static QMutex m;
    return m;
}

std::map<QString, std::unique_ptr<Held>> &leases()
{
    static std::map<QString, std::unique_ptr<Held>> h;
    return h;
}

QString folderOf(const QString &databasePath)
{
    const bool memory = databasePath.isEmpty() || databasePath == u":memory:";
    const QString base =
        memory ? QDir::tempPath() : QFileInfo(databasePath).absoluteDir().absolutePath();
    return QDir(base).filePath(QStringLiteral("leases"));
}

QString fileOf(const QString &folder, const QString &name)
{
    return QDir(folder).filePath(name + QStringLiteral(".lock"));
}

#ifdef Q_OS_UNIX
// Locked first under a name nobody probes, then renamed into place: a prober never finds the
// lease unlocked while its process runs.
std::unique_ptr<Held> take(const QString &folder, QString *error)
{
    auto h = std::make_unique<Held>();
    h->name = QUuid::createUuid().toString(QUuid::WithoutBraces);
    h->path = fileOf(folder, h->name);
    const QByteArray temp = QFile::encodeName(h->path + QStringLiteral(".new"));
    h->fd = ::open(temp.constData(), O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
    if (h->fd < 0 || ::flock(h->fd, LOCK_EX | LOCK_NB) != 0 ||
        ::rename(temp.constData(), QFile::encodeName(h->path).constData()) != 0) {
        *error = QStringLiteral("cannot take the lease %1: %2")
                     .arg(h->path, QString::fromLocal8Bit(std::strerror(errno)));
        if (h->fd >= 0) {
            ::unlink(temp.constData());
            ::close(h->fd);
            h->fd = -1;
        }
        return nullptr;
    }
    const QByteArray pid = QByteArray::number(QCoreApplication::applicationPid()) + '\n';
    if (::write(h->fd, pid.constData(), size_t(pid.size())) < 0) {
        // the pid is for people reading the folder; the lock is what counts
    }
    return h;
}

bool runs(const QString &path)
{
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDWR | O_CLOEXEC);
    if (fd < 0)
        return errno != ENOENT; // gone: its process ended cleanly; unreadable: assume it runs
    if (::flock(fd, LOCK_EX | LOCK_NB) == 0) { // its process is gone: the lease goes too
        ::unlink(QFile::encodeName(path).constData());
        ::close(fd);
        return false;
    }
    ::close(fd);
    return true; // locked by a running process (or the lock could not be asked: assume it runs)
}
#else
std::unique_ptr<Held> take(const QString &folder, QString *error)
{
    auto h = std::make_unique<Held>();
    h->name = QUuid::createUuid().toString(QUuid::WithoutBraces);
    h->path = fileOf(folder, h->name);
    h->file = std::make_unique<QLockFile>(h->path);
    h->file->setStaleLockTime(0); // only a process that no longer runs makes it stale
    if (!h->file->tryLock(0)) {
        *error = QStringLiteral("cannot take the lease %1").arg(h->path);
        return nullptr;
    }
    return h;
}

bool runs(const QString &path)
{
    if (!QFileInfo::exists(path))
        return false;
    QLockFile probe(path);
    probe.setStaleLockTime(0);
    if (!probe.tryLock(0))
        return true; // held by a running process (or unreadable: never assume it is gone)
    probe.unlock();  // it was stale: its owner is gone; the file goes with this unlock
    return false;
}
#endif

} // namespace

QString AttemptLease::held(const QString &databasePath, QString *error)
{
    const QString folder = folderOf(databasePath);
    QMutexLocker lock(&mutex());
    const auto it = leases().find(folder);
    if (it != leases().end())
        return it->second->name;
    if (!QDir().mkpath(folder)) {
        *error = QStringLiteral("cannot create %1").arg(folder);
        return {};
    }
    // Leases of processes that ended without removing theirs (killed): gone now.
    const QStringList old = QDir(folder).entryList({QStringLiteral("*.lock")}, QDir::Files);
    for (const QString &file : old)
        runs(QDir(folder).filePath(file));
    std::unique_ptr<Held> h = take(folder, error);
    if (!h)
        return {};
    QString name = h->name;
    leases().emplace(folder, std::move(h));
    return name;
}

bool AttemptLease::alive(const QString &databasePath, const QString &owner)
{
    static const QRegularExpression uuid(QStringLiteral("^[0-9a-f-]{36}$"));
    if (owner.isEmpty() || !uuid.match(owner).hasMatch())
        return false;
    const QString folder = folderOf(databasePath);
    {
        QMutexLocker lock(&mutex());
        const auto it = leases().find(folder);
        if (it != leases().end() && it->second->name == owner)
            return true;
    }
    return runs(fileOf(folder, owner));
}

} // namespace paydesk
