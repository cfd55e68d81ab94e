#include "HttpRequestReader.h"

namespace paydesk::agents {

QByteArray HttpRequestReader::Request::header(const QByteArray &name) const
{
    for (const auto &[key, value] : headers)
        if (key.compare(name, Qt::CaseInsensitive) == 0)
            return value;
    return {};
}

HttpRequestReader::Outcome HttpRequestReader::refuse(int status, const char *why)
{
    m_status = status;
    m_why = why;
    return Outcome::Refused;
}

HttpRequestReader::Outcome HttpRequestReader::parseHead(const QByteArray &head)
{
    const QList<QByteArray> lines = head.split('\n');
    const QList<QByteArray> first = lines.value(0).trimmed().split(' ');
    if (first.size() != 3 || first.at(0).isEmpty() || first.at(1).isEmpty() ||
        !first.at(2).startsWith("HTTP/1."))
        return refuse(400, "Paydesk's proxy reads HTTP/1.1 requests.");
    m_request = {first.at(0), first.at(1), first.at(2), {}, {}, false};
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QByteArray line = lines.at(i).trimmed();
        if (line.isEmpty())
            continue;
        const qsizetype colon = line.indexOf(':');
        if (colon <= 0)
            return refuse(400, "A request header without a name.");
        m_request.headers.append({line.left(colon).trimmed(), line.mid(colon + 1).trimmed()});
    }
    if (!m_request.header("Transfer-Encoding").isEmpty())
        return refuse(411, "Send the body with a Content-Length: Paydesk's proxy reads no chunked "
                           "body.");
    bool ok = true;
    const QByteArray length = m_request.header("Content-Length");
    m_bodyLength = length.isEmpty() ? 0 : length.toLongLong(&ok);
    if (!ok || m_bodyLength < 0 || m_bodyLength > kMaxBody)
        return refuse(413, "The body is larger than Paydesk's proxy forwards (16 MiB) or its "
                           "length is not a number.");
    const QByteArray connection = m_request.header("Connection").toLower();
    m_request.close = connection.contains("close") ||
                      (m_request.version == "HTTP/1.0" && !connection.contains("keep-alive"));
    return Outcome::NeedMore;
}

HttpRequestReader::Outcome HttpRequestReader::read(QByteArray &buffer)
{
    if (m_bodyLength < 0) {
        const qsizetype end = buffer.indexOf("\r\n\r\n");
        if (end < 0)
            return buffer.size() > kMaxHead
                       ? refuse(431, "The request's headers are larger than 64 KiB.")
                       : Outcome::NeedMore;
        if (end > kMaxHead)
            return refuse(431, "The request's headers are larger than 64 KiB.");
        if (parseHead(buffer.left(end)) == Outcome::Refused)
            return Outcome::Refused;
        buffer.remove(0, end + 4);
    }
    if (buffer.size() < m_bodyLength)
        return Outcome::NeedMore;
    m_request.body = buffer.left(m_bodyLength);
    buffer.remove(0, m_bodyLength);
    m_bodyLength = -1;
    return Outcome::Complete;
}

} // namespace paydesk::agents
