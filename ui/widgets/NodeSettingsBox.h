#pragma once

#include <QGroupBox>

class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPushButton;

namespace paydesk {
class NodeSettings;
} // namespace paydesk

namespace paydesk::ui {

class FieldHint;

// A chain family's node choice (NodeSettings) as the Wallets page shows it: the network (the
// sandbox's own node offered only with the sandbox), the URL (the public one or the user's own
// node), a health check with a coloured answer and a hint under the choice. A family's box
// (ui/families/<family>/) adds its own rows below (fee caps, explorer) and follows the choice
// shown through choiceShown().
class NodeSettingsBox : public QGroupBox
{
    Q_OBJECT
public:
    // What the family's box calls its rows (two boxes share one page: their mnemonics differ).
    struct Texts
    {
        QString title;             // "Network for local mode"
        QString networkLabel;      // "&Network:"
        QString networkAccessible; // "Solana network"
        QString urlLabel;          // "RPC &URL:"
        QString urlAccessible;     // "RPC endpoint URL"
        QString save;              // "&Use this endpoint"
        QString check;             // "C&heck connection"
    };
    // Object names of the rows (tests and accessibility tools find them by these).
    struct Names
    {
        QString network, url, save, check, health;
    };
    NodeSettingsBox(NodeSettings *node, const Texts &texts, const Names &names,
                    QWidget *parent = nullptr);

protected:
    QFormLayout *form() const { return m_form; }
    NodeSettings *node() const { return m_node; }
    // The choice shown changed (loaded, or picked before it is saved).
    virtual void choiceShown(const QString &name) { Q_UNUSED(name); }
    // Loads the choice into the rows; a family's box calls it once its own rows exist.
    void load();

private:
    void onPicked();
    void save();
    void showHealth(bool healthy, const QString &text);

    NodeSettings *m_node;
    QFormLayout *m_form;
    QComboBox *m_network;
    QLineEdit *m_url;
    QPushButton *m_save;
    QPushButton *m_check;
    QLabel *m_health;
    FieldHint *m_hint;
};

} // namespace paydesk::ui
