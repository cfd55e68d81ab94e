#pragma once

#include "x402/PaymentRequirements.h"

#include <QWidget>

class QLabel;
class QTableWidget;

namespace paydesk::ui {

// What a 402 answer asks for: where the requirements were read (v2 header or v1 body), and every
// option with its exact amount in the native unit, network, recipient, validity, and whether
// Paydesk can pay it (or why not: SPL token, EIP-3009, unknown network, malformed ...).
class RequirementsView : public QWidget
{
    Q_OBJECT
public:
    enum Column
    {
        AmountColumn,
        NetworkColumn,
        RecipientColumn,
        ValidityColumn,
        VerdictColumn,
        ColumnCount
    };

    explicit RequirementsView(QWidget *parent = nullptr);

    // `chosen`: the option Paydesk picked (-1: none).
    void setRequirements(const x402::PaymentRequired &required, int chosen);
    void clear();
    int optionCount() const;
    QString cellText(int option, Column column) const;
    QString headline() const;

private:
    QLabel *m_headline;
    QTableWidget *m_table;
};

} // namespace paydesk::ui
