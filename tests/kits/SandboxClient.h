#pragma once

#include <QByteArray>
#include <QList>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QPair>
#include <QString>
#include <QUrl>
#include <nlohmann/json.hpp>

// QCOMPARE for nlohmann::json values (QCOMPARE itself cannot take them).
#define JCOMPARE(actual, expected)                                                                 \
    do {                                                                                           \
        const nlohmann::json a_ = (actual);                                                        \
        const nlohmann::json e_ = (expected);                                                      \
        QVERIFY2(a_ == e_, (a_.dump() + " != " + e_.dump()).c_str());                              \
    } while (0)

// Test helper: blocking HTTP calls against a sandbox over real loopback HTTP (QNetworkAccessManager
// + QSignalSpy::wait, which tests may use).
struct HttpResult
{
    int status = 0; // 0 = no HTTP answer (connection dropped / network error)
    QNetworkReply::NetworkError error = QNetworkReply::NoError;
    QByteArray body;
    QList<QPair<QByteArray, QByteArray>> headers;
    nlohmann::json json; // discarded when the body is not JSON

    QByteArray header(const QByteArray &name) const;
    std::string errorCode() const;  // json["error"]["code"] or ""
    std::string errorField() const; // json["error"]["details"]["field"] or ""
};

class SandboxClient
{
public:
    explicit SandboxClient(QUrl base = {}) : m_base(std::move(base)) {}
    void setBase(const QUrl &base) { m_base = base; }
    void setKey(const QByteArray &key) { m_key = key; }
    QUrl base() const { return m_base; }

    HttpResult get(const QString &path, const QList<QPair<QByteArray, QByteArray>> &headers = {});
    HttpResult post(const QString &path, const QByteArray &body,
                    const QList<QPair<QByteArray, QByteArray>> &headers = {});
    HttpResult post(const QString &path, const nlohmann::json &body)
    {
        return post(path, QByteArray::fromStdString(body.dump()));
    }
    // A JSON-RPC call at /rpc; returns the whole response object.
    nlohmann::json rpc(const std::string &method,
                       const nlohmann::json &params = nlohmann::json::array());

    // Keep (default) or omit the Authorization header.
    bool sendKey = true;
    // Where rpc() posts: the sandbox serves JSON-RPC at /rpc, a plain Solana node at /.
    QString rpcPath = QStringLiteral("/rpc");

private:
    HttpResult run(QNetworkReply *reply);
    QNetworkAccessManager m_network;
    QUrl m_base;
    QByteArray m_key;
};
