#pragma once

#include <QGroupBox>

class QComboBox;
class QLineEdit;
class QSpinBox;

namespace paydesk {
class SettingsModel;
}

namespace paydesk::ui {

class FieldHint;

// Non-secret preferences: default payment mode, block explorer link, language, appearance,
// history page size and verification timeout. Saved as they change.
class PreferencesBox : public QGroupBox
{
    Q_OBJECT
public:
    explicit PreferencesBox(SettingsModel *settings, QWidget *parent = nullptr);

    // "" plus the languages Paydesk has a translation for (":/i18n/paydesk_<lang>.qm").
    static QStringList availableLanguages();

private:
    void saveExplorer();

    SettingsModel *m_settings;
    QComboBox *m_mode;
    QLineEdit *m_explorer;
    FieldHint *m_explorerHint;
    QComboBox *m_language;
    QComboBox *m_theme;
    QSpinBox *m_pageSize;
    QSpinBox *m_timeout;
};

} // namespace paydesk::ui
