#include "DiagnosticsBox.h"

#include "core/LogCategories.h"
#include "core/VersionInfo.h"

#include <QDesktopServices>
#include <QDir>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QUrl>
#include <QVBoxLayout>

namespace paydesk::ui {

DiagnosticsBox::DiagnosticsBox(const QString &logFolder, QWidget *parent)
    : QGroupBox(tr("About and diagnostics"), parent), m_logFolder(logFolder)
{
    auto *layout = new QVBoxLayout(this);
    m_versions = new QLabel(VersionInfo::text(), this);
    m_versions->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_versions);
    auto *where = new QLabel(tr("Paydesk writes a log (paydesk.log) to %1. It never holds keys, "
                                "passphrases or other secrets.")
                                 .arg(QDir::toNativeSeparators(logFolder)),
                             this);
    where->setWordWrap(true);
    where->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(where);
    auto *row = new QHBoxLayout;
    m_open = new QPushButton(tr("Open log folder"), this);
    m_open->setObjectName(QStringLiteral("openLogs"));
    row->addWidget(m_open);
    row->addStretch(1);
    layout->addLayout(row);
    connect(m_open, &QPushButton::clicked, this, &DiagnosticsBox::openLogFolder);
}

void DiagnosticsBox::openLogFolder()
{
    QDir().mkpath(m_logFolder);
    const bool ok = QDesktopServices::openUrl(QUrl::fromLocalFile(m_logFolder));
    if (!ok)
        qCWarning(lcUi) << "the desktop could not open the log folder";
    Q_EMIT logFolderOpened(m_logFolder, ok);
}

} // namespace paydesk::ui
