#pragma once

#include <QByteArray>
#include <QIODevice>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>

namespace paydesk {

// Sends a request that must reach the server at most once: a payment, a local build, a paid
// fetch carrying a proof, a transaction broadcast.
//
// Why: QtNetwork's HTTP/1 channel resends the current request by itself when the server closes
// the connection before answering (QHttpNetworkConnectionChannel::_q_error with
// RemoteHostClosedError: `reconnectAttempts`, then resendCurrentRequest()). That is right for a
// stale keep-alive socket, but a server that read the request and then dropped the connection
// gets it twice, about a millisecond apart, with nothing to tell the copies apart. Before a resend
// Qt resets the request's upload device (QHttpNetworkConnectionChannel::resetUploadData); when
// the reset fails it ends the reply with QNetworkReply::ContentReSendError instead of sending
// again. So every once-only request carries its body (an empty one for a GET) in a SendOnce
// device that can be read once and never rewound, unbuffered by QNetworkAccessManager
// (DoNotBufferUploadDataAttribute), so the reset reaches this device.
//
// A fresh connection for each such request (a connection pool of its own, closed after the
// answer) keeps the resend from being needed on a healthy server: a once-only request never
// goes out on an idle keep-alive socket the server may have closed meanwhile.
//
// Warm is the exception for a request that follows another to the same server within moments
// (a payment proof right after the seller's 402, Paydesk paying by itself): it goes out on that
// keep-alive connection, sparing a TCP and, for https, a whole TLS handshake per paid request.
// A server closes an idle connection after seconds, not milliseconds; should it still close
// this one just then, the resend is refused as above and the outcome is unknown, never doubled.
class SendOnce : public QIODevice
{
    Q_OBJECT
public:
    enum class Connection
    {
        Fresh,
        Warm
    };
    // Starts `verb` (GET, POST ...) for `request` with `body`. The device is owned by the reply.
    static QNetworkReply *send(QNetworkAccessManager *network, QNetworkRequest request,
                               const QByteArray &verb, const QByteArray &body,
                               Connection connection = Connection::Fresh);
    // Whether `reply` failed because QtNetwork wanted to send the request a second time. The
    // first copy was sent whole: its outcome is unknown, as with a dropped connection.
    static bool wasRefusedResend(QNetworkReply::NetworkError error)
    {
        return error == QNetworkReply::ContentReSendError;
    }

    explicit SendOnce(const QByteArray &body, QObject *parent = nullptr);

    bool isSequential() const override { return true; }
    bool reset() override { return false; } // never rewound: this is what stops the resend
    bool seek(qint64) override { return false; }
    qint64 bytesAvailable() const override;
    qint64 size() const override { return m_body.size(); }
    bool atEnd() const override { return m_read >= m_body.size(); }

protected:
    qint64 readData(char *data, qint64 maxSize) override;
    qint64 writeData(const char *, qint64) override { return -1; }

private:
    QByteArray m_body;
    qint64 m_read = 0;
};

} // namespace paydesk
