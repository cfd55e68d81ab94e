#include "kits/SandboxClient.h"

#include <QSignalSpy>
#include <QTest>

QByteArray HttpResult::header(const QByteArray &name) const
{
    for (const auto &h : headers) {
        if (h.first.compare(name, Qt::CaseInsensitive) == 0)
            return h.second;
    }
    return {};
}

std::string HttpResult::errorCode() const
{
    if (json.is_object() && json.contains("error") && json["error"].is_object())
        return json["error"].value("code", "");
    return {};
}

std::string HttpResult::errorField() const
{
    if (json.is_object() && json.contains("error") && json["error"].is_object() &&
        json["error"].contains("details"))
        return json["error"]["details"].value("field", "");
    return {};
}

HttpResult SandboxClient::run(QNetworkReply *reply)
{
    QSignalSpy spy(reply, &QNetworkReply::finished);
    if (!reply->isFinished())
        spy.wait(30000);
    HttpResult r;
    r.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    r.error = reply->error();
    r.body = reply->readAll();
    r.headers = reply->rawHeaderPairs();
    r.json = nlohmann::json::parse(r.body.toStdString(), nullptr, false);
    reply->deleteLater();
    return r;
}

HttpResult SandboxClient::get(const QString &path,
                              const QList<QPair<QByteArray, QByteArray>> &headers)
{
    QNetworkRequest request(m_base.resolved(QUrl(path)));
    if (sendKey && !m_key.isEmpty())
        request.setRawHeader("Authorization", "Bearer " + m_key);
    for (const auto &h : headers)
        request.setRawHeader(h.first, h.second);
    return run(m_network.get(request));
}

HttpResult SandboxClient::post(const QString &path, const QByteArray &body,
                               const QList<QPair<QByteArray, QByteArray>> &headers)
{
    QNetworkRequest request(m_base.resolved(QUrl(path)));
    request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
    if (sendKey && !m_key.isEmpty())
        request.setRawHeader("Authorization", "Bearer " + m_key);
    for (const auto &h : headers)
        request.setRawHeader(h.first, h.second);
    return run(m_network.post(request, body));
}

nlohmann::json SandboxClient::rpc(const std::string &method, const nlohmann::json &params)
{
    const nlohmann::json body = {
        {"jsonrpc", "2.0"}, {"id", 1}, {"method", method}, {"params", params}};
    const bool keep = sendKey;
    sendKey = false;
    const HttpResult r = post(rpcPath, body);
    sendKey = keep;
    return r.json;
}
