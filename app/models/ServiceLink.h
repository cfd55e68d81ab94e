#pragma once

#include <QObject>
#include <QUrl>

namespace paydesk {

// Which payment service Paydesk talks to right now: the built-in sandbox (test funds only) or a
// configured service, and where. The context sets it when the service changes; views read it
// and follow changed() instead of asking the context.
class ServiceLink : public QObject
{
    Q_OBJECT
public:
    explicit ServiceLink(QObject *parent = nullptr);

    bool isSandbox() const { return m_sandbox; }
    QUrl url() const { return m_url; }
    // The name under which wallets and RPC settings are kept apart: "sandbox" or "service".
    QString profile() const { return profileOf(m_sandbox); }
    static QString profileOf(bool sandbox);

    void set(const QUrl &url, bool sandbox);

Q_SIGNALS:
    void changed();

private:
    QUrl m_url;
    bool m_sandbox = false;
};

} // namespace paydesk
