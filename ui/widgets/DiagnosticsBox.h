#pragma once

#include <QGroupBox>

class QLabel;
class QPushButton;

namespace paydesk::ui {

// Settings > About and diagnostics: the versions Paydesk runs on and the log folder, with a
// button that opens it in the file manager (to attach a log to a bug report).
class DiagnosticsBox : public QGroupBox
{
    Q_OBJECT
public:
    DiagnosticsBox(const QString &logFolder, QWidget *parent = nullptr);

    QString logFolder() const { return m_logFolder; }

Q_SIGNALS:
    // The folder was handed to the desktop (for tests; the file manager opens it).
    void logFolderOpened(const QString &folder, bool ok);

private:
    void openLogFolder();

    QString m_logFolder;
    QLabel *m_versions;
    QPushButton *m_open;
};

} // namespace paydesk::ui
