#include "BenchHistoryData.h"

#include "api/ResponseParser.h"

#include <nlohmann/json.hpp>

namespace paydesk::bench {

namespace {
const char *kOther = "7NEaKWVZB7g8ThWVodDmjQGDtjE5xhdWwGKBXVAnjrGC";

nlohmann::json item(int i)
{
    const bool sent = i % 2;
    const std::string wallet = kWallet.toStdString();
    nlohmann::json o = {
        {"paymentId", "pay_" + std::to_string(1000000 + i).substr(1)},
        {"status", i % 10 == 0 ? "failed" : "finalized"},
        {"direction", sent ? "sent" : "received"},
        {"network", "solana-sandbox"},
        {"from", sent ? wallet : kOther},
        {"to", sent ? kOther : wallet},
        {"amount", std::to_string(1 + i % 100) + ".123456789"},
        {"fee", "0.000005"},
        {"signature", "sig" + std::to_string(i)},
        {"createdAt", QDateTime::fromMSecsSinceEpoch(1763780000000 + qint64(i) * 1000, Qt::UTC)
                          .toString(Qt::ISODateWithMs)
                          .toStdString()},
    };
    if (i % 7 == 0)
        o["resource"] = "https://api.example.com/r/" + std::to_string(i);
    return o;
}
} // namespace

QByteArray pageJson(int first, int count)
{
    nlohmann::json list = nlohmann::json::array();
    for (int i = first; i < first + count; ++i)
        list.push_back(item(i));
    const nlohmann::json page = {{"payments", list},
                                 {"total", first + count + 1000},
                                 {"limit", count},
                                 {"offset", first},
                                 {"hasMore", true}};
    return QByteArray::fromStdString(page.dump());
}

QList<PaymentRecord> records(int first, int count)
{
    return responses::parseHistory(pageJson(first, count), Chain::Solana, nullptr)->payments;
}

} // namespace paydesk::bench
