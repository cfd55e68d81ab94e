#include "CliInput.h"

#include "core/SecureBytes.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <cstdio>

#ifdef Q_OS_UNIX
#include <termios.h>
#include <unistd.h>
#endif

namespace paydesk::cli {

namespace {
// The strings keep the context they were translated in.
struct TrCliInput
{
    Q_DECLARE_TR_FUNCTIONS(CliRunner)
};
} // namespace

bool CliInput::askYes(const QString &question)
{
    std::fputs(question.toLocal8Bit().constData(), stderr);
    std::fflush(stderr);
    char line[64] = {};
    if (std::fgets(line, sizeof line, stdin) == nullptr)
        return false;
    const QString answer = QString::fromLocal8Bit(line).trimmed();
    for (const QString &yes : {tr("y"), tr("yes"), QStringLiteral("y"), QStringLiteral("yes")})
        if (answer.compare(yes, Qt::CaseInsensitive) == 0)
            return true;
    return false;
}

bool CliInput::stdinIsTerminal()
{
#ifdef Q_OS_UNIX
    return isatty(STDIN_FILENO);
#else
    return false;
#endif
}

QByteArray CliInput::readSecretLine(const QString &prompt)
{
#ifdef Q_OS_UNIX
    const bool tty = isatty(STDIN_FILENO);
    termios old{};
    if (tty) {
        std::fputs(prompt.toLocal8Bit().constData(), stderr);
        std::fflush(stderr);
        tcgetattr(STDIN_FILENO, &old);
        termios silent = old;
        silent.c_lflag &= ~tcflag_t(ECHO);
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &silent);
    }
#else
    Q_UNUSED(prompt);
#endif
    QFile in;
    QByteArray line;
    if (in.open(stdin, QIODevice::ReadOnly))
        line = in.readLine(16384);
#ifdef Q_OS_UNIX
    if (tty) {
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &old);
        std::fputs("\n", stderr);
    }
#endif
    QByteArray trimmed = line.trimmed();
    trimmed.detach(); // trimmed() may share the buffer of `line`, which is wiped next
    SecureBytes::wipe(line);
    return trimmed;
}

std::optional<FieldError> CliInput::readMetadata(const QString &value, QJsonObject *out)
{
    const QString field = QStringLiteral("--metadata");
    QByteArray text;
    if (value == u"-") {
        QFile in;
        if (!in.open(stdin, QIODevice::ReadOnly))
            return FieldError{field, TrCliInput::tr("Cannot read standard input.")};
        text = in.readAll();
    } else if (value.startsWith(u'@')) {
        QFile file(value.mid(1));
        if (!file.open(QIODevice::ReadOnly))
            return FieldError{
                field,
                TrCliInput::tr("Cannot read %1: %2").arg(file.fileName(), file.errorString())};
        text = file.readAll();
    } else {
        text = value.toUtf8();
    }
    QJsonParseError parseError{};
    const QJsonDocument doc = QJsonDocument::fromJson(text, &parseError);
    if (!doc.isObject())
        return FieldError{field, TrCliInput::tr("Metadata must be a JSON object, such as "
                                                "{\"orderId\": \"42\"}%1.")
                                     .arg(parseError.error == QJsonParseError::NoError
                                              ? QString()
                                              : TrCliInput::tr(" (%1 at byte %2)")
                                                    .arg(parseError.errorString())
                                                    .arg(parseError.offset))};
    if (auto e = validate::metadataSize(field, doc.toJson(QJsonDocument::Compact).size()))
        return e;
    *out = doc.object();
    return std::nullopt;
}

SecureBytes CliInput::secretFromEnv(const QString &name)
{
    QByteArray value = qgetenv(name.toLocal8Bit().constData());
    SecureBytes out = SecureBytes::copyOf(value.trimmed());
    SecureBytes::wipe(value);
    return out;
}

} // namespace paydesk::cli
