#pragma once

#include "ServiceSwitch.h"

#include <QGroupBox>

class QLineEdit;
class QPushButton;
class QTableView;

namespace paydesk {
class WalletListModel;
}

namespace paydesk::ui {

class FieldHint;

// The wallets the user works with: address (Solana or EVM), label (editable in place), default.
// In the sandbox, new demo wallets can be created with test funds.
class WalletSettingsBox : public QGroupBox
{
    Q_OBJECT
public:
    struct Parts
    {
        WalletListModel *wallets = nullptr;
        ServiceSwitch service; // "Add a demo wallet" in the sandbox
    };

    explicit WalletSettingsBox(const Parts &parts, QWidget *parent = nullptr);

    QTableView *view() const { return m_view; }
    QLineEdit *addressEdit() const { return m_address; }
    QLineEdit *labelEdit() const { return m_label; }
    QPushButton *addButton() const { return m_add; }
    QPushButton *removeButton() const { return m_remove; }
    QPushButton *defaultButton() const { return m_default; }

private:
    void add();
    void removeSelected();
    void updateButtons();
    int selectedRow() const;

    Parts m_parts;
    QTableView *m_view;
    QLineEdit *m_address;
    QLineEdit *m_label;
    FieldHint *m_hint;
    QPushButton *m_add;
    QPushButton *m_remove;
    QPushButton *m_default;
    QPushButton *m_demo;
};

} // namespace paydesk::ui
