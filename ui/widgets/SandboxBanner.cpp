#include "SandboxBanner.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

namespace paydesk::ui {

SandboxBanner::SandboxBanner(QWidget *parent) : QFrame(parent)
{
    setObjectName(QStringLiteral("sandboxBanner"));
    // Fixed colours on purpose: the marker must look the same in light and dark palettes.
    // #F6C343 behind #1F1A00 is a contrast ratio of about 12:1.
    setStyleSheet(QStringLiteral(
        "QFrame#sandboxBanner { background: #F6C343; border-bottom: 2px solid #B7791F; }"
        "QFrame#sandboxBanner QLabel { color: #1F1A00; }"
        "QFrame#sandboxBanner QPushButton { color: #1F1A00; background: #FFE7A3; "
        "border: 1px solid #B7791F; border-radius: 4px; padding: 3px 10px; }"
        "QFrame#sandboxBanner QPushButton:focus { border: 2px solid #1F1A00; }"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(16, 6, 16, 6);
    m_label = new QLabel(this);
    m_label->setTextFormat(Qt::RichText);
    m_label->setText(tr("<b>Sandbox: test funds only.</b> Payments here run on a built-in test "
                        "service on this computer and never move real money."));
    m_label->setWordWrap(true);
    m_connect = new QPushButton(tr("Connect to a payment service…"), this);
    m_connect->setAccessibleName(tr("Connect to a payment service"));
    layout->addWidget(m_label, 1);
    layout->addWidget(m_connect);
    setAccessibleName(tr("Sandbox: test funds only"));
    setAccessibleDescription(text());
    connect(m_connect, &QPushButton::clicked, this, &SandboxBanner::connectRequested);
}

QString SandboxBanner::text() const
{
    return m_label->text();
}

} // namespace paydesk::ui
