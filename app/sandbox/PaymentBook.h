#pragma once

#include "PaymentRecord.h"

#include <QHash>
#include <QList>
#include <QObject>

namespace paydesk::sandbox {

class SandboxStore;

// All payment records, newest last in memory, written through to the store.
class PaymentBook : public QObject
{
    Q_OBJECT
public:
    struct Page
    {
        QList<nlohmann::json> items; // records as seen from the queried wallet
        int total = 0;
    };

    explicit PaymentBook(SandboxStore *store, QObject *parent = nullptr);
    void load();

    static QString newId(); // "pay_" + 22 base58 characters (128 random bits)

    void add(PaymentRecord record);
    const PaymentRecord *find(const QString &id) const;
    const PaymentRecord *findBySignature(const QString &signature) const;
    const PaymentRecord *findByMessageHash(const QByteArray &messageHash) const;
    // Saves a changed record (same id); updatedAt is set here.
    void update(PaymentRecord record);
    // Moves a record forward (pending -> submitted -> confirmed -> finalized) or to failed /
    // expired; transitions backwards or out of a final state are ignored.
    void transition(const QString &id, const QString &status, std::optional<quint64> blockHeight,
                    const QString &error = {});
    QList<PaymentRecord> openRecords() const;

    // type: sent | received | all; newest first.
    Page history(const QString &wallet, const QString &type, int limit, int offset) const;

Q_SIGNALS:
    void changed(const QString &id);

private:
    SandboxStore *m_store;
    QList<PaymentRecord> m_records;
    QHash<QString, qsizetype> m_index;
};

} // namespace paydesk::sandbox
