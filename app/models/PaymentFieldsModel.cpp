#include "PaymentFieldsModel.h"

#include "HistoryTableModel.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QSet>

namespace paydesk {

namespace {
QString jsonText(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        return {};
    case QJsonValue::Bool:
        return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::Double: {
        const double d = v.toDouble();
        // Integers (heights, times) print exactly; fractional numbers were kept as strings by
        // the parser, so a double here is never money.
        return d == qint64(d) ? QString::number(qint64(d)) : QString::number(d, 'g', 17);
    }
    case QJsonValue::String:
        return v.toString();
    case QJsonValue::Array:
        return QString::fromUtf8(QJsonDocument(v.toArray()).toJson(QJsonDocument::Compact));
    case QJsonValue::Object:
        return QString::fromUtf8(QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact));
    }
    return {};
}

QString timeText(const QDateTime &t)
{
    return t.isValid() ? QLocale().toString(t.toLocalTime(), QLocale::LongFormat) : QString();
}
} // namespace

PaymentFieldsModel::PaymentFieldsModel(QObject *parent) : QAbstractTableModel(parent) {}

QString PaymentFieldsModel::fieldLabel(const QString &key)
{
    static const QHash<QString, const char *> labels = {
        {QStringLiteral("paymentId"), QT_TR_NOOP("Payment id")},
        {QStringLiteral("status"), QT_TR_NOOP("Status")},
        {QStringLiteral("direction"), QT_TR_NOOP("Direction")},
        {QStringLiteral("network"), QT_TR_NOOP("Network")},
        {QStringLiteral("from"), QT_TR_NOOP("From")},
        {QStringLiteral("to"), QT_TR_NOOP("To")},
        {QStringLiteral("amount"), QT_TR_NOOP("Amount")},
        {QStringLiteral("maxAmount"), QT_TR_NOOP("Authorized at most")},
        {QStringLiteral("fee"), QT_TR_NOOP("Network fee")},
        {QStringLiteral("priorityFee"), QT_TR_NOOP("Priority fee")},
        {QStringLiteral("signature"), QT_TR_NOOP("Signature")},
        {QStringLiteral("blockHeight"), QT_TR_NOOP("Block height")},
        {QStringLiteral("resource"), QT_TR_NOOP("Resource")},
        {QStringLiteral("metadata"), QT_TR_NOOP("Metadata")},
        {QStringLiteral("createdAt"), QT_TR_NOOP("Created")},
        {QStringLiteral("updatedAt"), QT_TR_NOOP("Updated")},
        {QStringLiteral("error"), QT_TR_NOOP("Error")},
    };
    const auto it = labels.constFind(key);
    return it == labels.cend() ? key : tr(it.value());
}

void PaymentFieldsModel::setRecord(const PaymentRecord &r)
{
    beginResetModel();
    m_rows.clear();
    // The amount in its asset ("USDC"), fees in the network's own coin.
    auto money = [](const std::optional<Amount> &a, const QString &symbol) {
        return a ? tr("%1 %2").arg(a->toString(), symbol) : QString();
    };
    const QList<QPair<QString, QString>> known = {
        {QStringLiteral("paymentId"), r.paymentId},
        {QStringLiteral("status"), HistoryTableModel::stateLabel(r.state, r.signature)},
        {QStringLiteral("direction"), HistoryTableModel::directionLabel(r.direction)},
        {QStringLiteral("amount"), money(r.amount, r.assetSymbol())},
        {QStringLiteral("maxAmount"), money(r.maxAmount, r.assetSymbol())},
        {QStringLiteral("fee"), money(r.fee, r.coinSymbol())},
        {QStringLiteral("priorityFee"), money(r.priorityFee, r.coinSymbol())},
        {QStringLiteral("from"), r.from},
        {QStringLiteral("to"), r.to},
        {QStringLiteral("network"), r.network},
        {QStringLiteral("signature"), r.signature},
        {QStringLiteral("blockHeight"),
         r.blockHeight ? QString::number(*r.blockHeight) : QString()},
        {QStringLiteral("resource"), r.resource},
        {QStringLiteral("metadata"),
         r.metadata.isEmpty() ? QString() : jsonText(QJsonValue(r.metadata))},
        {QStringLiteral("createdAt"), timeText(r.createdAt)},
        {QStringLiteral("updatedAt"), timeText(r.updatedAt)},
        {QStringLiteral("error"), r.error},
    };
    QSet<QString> seen;
    for (const auto &[key, value] : known) {
        seen.insert(key);
        if (!value.isEmpty())
            m_rows.append({key, fieldLabel(key), value});
    }
    const QJsonObject raw = r.rawObject();
    for (auto it = raw.constBegin(); it != raw.constEnd(); ++it) {
        if (seen.contains(it.key()))
            continue;
        const QString value = jsonText(it.value());
        if (!value.isEmpty())
            m_rows.append({it.key(), it.key(), value});
    }
    endResetModel();
}

void PaymentFieldsModel::clear()
{
    beginResetModel();
    m_rows.clear();
    endResetModel();
}

QString PaymentFieldsModel::valueOf(const QString &key) const
{
    for (const Row &r : m_rows)
        if (r.key == key)
            return r.value;
    return {};
}

int PaymentFieldsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int PaymentFieldsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant PaymentFieldsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &r = m_rows.at(index.row());
    switch (role) {
    case KeyRole:
        return r.key;
    case Qt::DisplayRole:
    case Qt::EditRole:
        return index.column() == FieldColumn ? r.label : r.value;
    case Qt::ToolTipRole:
        return index.column() == ValueColumn ? r.value : r.key;
    default:
        return {};
    }
}

QVariant PaymentFieldsModel::headerData(int section, Qt::Orientation o, int role) const
{
    if (o != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, o, role);
    return section == FieldColumn ? tr("Field") : tr("Value");
}

} // namespace paydesk
