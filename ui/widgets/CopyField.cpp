#include "CopyField.h"

#include "Theme.h"

#include <QApplication>
#include <QClipboard>
#include <QDesktopServices>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QToolButton>

namespace paydesk::ui {

CopyField::CopyField(const QString &accessibleName, QWidget *parent) : QWidget(parent)
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    m_edit = new QLineEdit(this);
    m_edit->setReadOnly(true);
    m_edit->setFont(Theme::monospaceFont());
    m_copy = new QToolButton(this);
    m_copy->setObjectName(QStringLiteral("copy"));
    m_copy->setIcon(Theme::icon(QStringLiteral("copy")));
    m_copy->setToolTip(tr("Copy"));
    setName(accessibleName);
    m_open = new QToolButton(this);
    m_open->setIcon(Theme::icon(QStringLiteral("external")));
    m_open->setVisible(false);
    layout->addWidget(m_edit, 1);
    layout->addWidget(m_copy);
    layout->addWidget(m_open);
    connect(m_copy, &QToolButton::clicked, this, [this]() {
        QApplication::clipboard()->setText(m_edit->text());
        m_copy->setToolTip(tr("Copied"));
        Q_EMIT copied();
    });
    connect(m_open, &QToolButton::clicked, this, [this]() {
        if (m_url.isValid())
            QDesktopServices::openUrl(m_url);
    });
}

void CopyField::setName(const QString &accessibleName)
{
    m_edit->setAccessibleName(accessibleName);
    m_copy->setAccessibleName(tr("Copy %1").arg(accessibleName));
}

void CopyField::setValue(const QString &value)
{
    m_edit->setText(value);
    m_edit->setCursorPosition(0);
    m_copy->setEnabled(!value.isEmpty());
    m_copy->setToolTip(tr("Copy"));
}

QString CopyField::value() const
{
    return m_edit->text();
}

void CopyField::setLink(const QUrl &url, const QString &tooltip)
{
    m_url = url;
    m_open->setVisible(url.isValid() || !tooltip.isEmpty());
    m_open->setEnabled(url.isValid());
    const QString tip = tooltip.isEmpty() ? tr("Open in the block explorer") : tooltip;
    m_open->setToolTip(tip);
    m_open->setAccessibleName(tip);
}

} // namespace paydesk::ui
