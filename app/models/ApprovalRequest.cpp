#include "ApprovalRequest.h"

#include <QCryptographicHash>
#include <QFileInfo>
#include <nlohmann/json.hpp>

namespace paydesk {

namespace {
QString userName()
{
    QString user = qEnvironmentVariable("USER");
    if (user.isEmpty())
        user = qEnvironmentVariable("USERNAME");
    return user;
}

QString text(const nlohmann::json &j, const char *key)
{
    const auto it = j.find(key);
    return it != j.end() && it->is_string() ? QString::fromStdString(it->get<std::string>())
                                            : QString();
}
} // namespace

QString ApprovalRequest::serverName(const QString &dataDir)
{
    const QByteArray hash =
        QCryptographicHash::hash(
            (userName() + u'\n' + QFileInfo(dataDir).absoluteFilePath()).toUtf8(),
            QCryptographicHash::Sha256)
            .toHex()
            .left(20);
    return QStringLiteral("paydesk-approvals-") + QString::fromLatin1(hash);
}

QByteArray ApprovalRequest::toLine() const
{
    const nlohmann::json j{{"id", id},
                           {"agent", agent.toStdString()},
                           {"url", url.toStdString()},
                           {"origin", origin.toStdString()},
                           {"price", price.toStdString()},
                           {"unit", unit.toStdString()},
                           {"network", network.toStdString()},
                           {"payTo", payTo.toStdString()},
                           {"leftToday", leftToday.toStdString()},
                           {"perDay", perDay.toStdString()},
                           {"reason", reason.toStdString()},
                           {"timeoutSeconds", timeoutSeconds}};
    return QByteArray::fromStdString(
               j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace)) +
           '\n';
}

std::optional<ApprovalRequest> ApprovalRequest::fromLine(const QByteArray &line)
{
    const auto j =
        nlohmann::json::parse(line.constData(), line.constData() + line.size(), nullptr, false);
    if (!j.is_object() || !j.contains("id") || !j["id"].is_number_integer() ||
        !j.contains("timeoutSeconds") || !j["timeoutSeconds"].is_number_integer())
        return std::nullopt;
    ApprovalRequest r;
    r.id = j["id"].get<qint64>();
    r.agent = text(j, "agent");
    r.url = text(j, "url");
    r.origin = text(j, "origin");
    r.price = text(j, "price");
    r.unit = text(j, "unit");
    r.network = text(j, "network");
    r.payTo = text(j, "payTo");
    r.leftToday = text(j, "leftToday");
    r.perDay = text(j, "perDay");
    r.reason = text(j, "reason");
    r.timeoutSeconds = qBound(1, j["timeoutSeconds"].get<int>(), 3600);
    if (r.agent.isEmpty() || r.origin.isEmpty() || r.price.isEmpty() || r.unit.isEmpty())
        return std::nullopt;
    return r;
}

QByteArray ApprovalRequest::answerLine(qint64 id, Answer answer)
{
    const char *word = answer == Answer::Once     ? "once"
                       : answer == Answer::Always ? "always"
                                                  : "decline";
    return QByteArray::fromStdString(nlohmann::json{{"id", id}, {"answer", word}}.dump()) + '\n';
}

std::optional<ApprovalRequest::Answer> ApprovalRequest::answerFrom(const QByteArray &line,
                                                                   qint64 id)
{
    const auto j =
        nlohmann::json::parse(line.constData(), line.constData() + line.size(), nullptr, false);
    if (!j.is_object() || j.value("id", nlohmann::json()) != id)
        return std::nullopt;
    const QString word = text(j, "answer");
    if (word == u"once")
        return Answer::Once;
    if (word == u"always")
        return Answer::Always;
    if (word == u"decline")
        return Answer::Decline;
    return std::nullopt;
}

} // namespace paydesk
