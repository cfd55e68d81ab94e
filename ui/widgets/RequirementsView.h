#pragma once

#include "Theme.h"
#include "models/PayController.h"

#include <QWidget>

class QLabel;
class QTableWidget;

namespace paydesk::ui {

// What a 402 answer asks for: where the requirements were read (v2 header or v1 body), and every
// option with its exact amount in the native unit, network, recipient, validity, and whether
// Paydesk can pay it (or why not: SPL token, EIP-3009, unknown network, malformed ...; for the
// chosen option, the budget and the balance too, through setVerdict).
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

    // `chosen`: the option Paydesk picked (-1: none); `candidates`: the options the wallet(s) of
    // this fetch can pay (OptionChoice::candidates). A payable option outside them is shown as
    // not payable from the chosen wallet, never as a plain yes.
    void setRequirements(const x402::PaymentRequired &required, int chosen,
                         const QList<int> &candidates);
    // Replaces the "Can Paydesk pay?" answer of `option` (the chosen one) once the budget and
    // the wallet's balance are weighed: a yes in green, a doubt in amber, a no in red.
    void setVerdict(int option, const QString &text, Theme::Tone tone);
    void clear();
    int optionCount() const;
    QString cellText(int option, Column column) const;
    QString headline() const;

private:
    void fitHeight();

    QLabel *m_headline;
    QTableWidget *m_table;
};

} // namespace paydesk::ui
