#pragma once

#include "core/PaymentRecord.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace paydesk::test {

// A test record's raw form: the bytes a service would have sent for it.
inline QByteArray rawOf(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

// The record as the service sends it again with one field changed.
inline void setRawField(PaymentRecord &r, const QString &key, const QJsonValue &value)
{
    QJsonObject object = QJsonDocument::fromJson(r.raw).object();
    object.insert(key, value);
    r.raw = rawOf(object);
}

} // namespace paydesk::test
