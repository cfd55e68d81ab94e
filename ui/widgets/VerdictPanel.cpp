#include "VerdictPanel.h"

#include "Theme.h"

#include <QLabel>
#include <QVBoxLayout>

namespace paydesk::ui {

VerdictPanel::VerdictPanel(QWidget *parent) : QFrame(parent)
{
    setObjectName(QStringLiteral("verdict"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(14, 10, 14, 10);
    m_title = new QLabel(this);
    QFont f = Theme::titleFont(m_title->font());
    m_title->setFont(f);
    m_details = new QLabel(this);
    m_details->setWordWrap(true);
    m_details->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    layout->addWidget(m_title);
    layout->addWidget(m_details);
    setVisible(false);
}

void VerdictPanel::paint(bool ok)
{
    const auto tone = ok ? Theme::Tone::Success : Theme::Tone::Danger;
    setStyleSheet(Theme::panelStyle(tone, palette(), objectName()));
    QPalette p = m_title->palette();
    p.setColor(QPalette::WindowText, Theme::textColor(tone, palette()));
    m_title->setPalette(p);
}

void VerdictPanel::showVerified(const QString &details)
{
    m_verified = true;
    m_title->setText(tr("✓ Verified"));
    m_details->setText(details);
    paint(true);
    setAccessibleName(tr("Verified"));
    setAccessibleDescription(details);
    setVisible(true);
}

void VerdictPanel::showNotVerified(const QString &reason, const QString &action)
{
    m_verified = false;
    m_title->setText(tr("✗ Not verified"));
    m_details->setText(action.isEmpty() ? reason : tr("%1\n%2").arg(reason, action));
    paint(false);
    setAccessibleName(tr("Not verified"));
    setAccessibleDescription(m_details->text());
    setVisible(true);
}

void VerdictPanel::clear()
{
    m_verified = false;
    setVisible(false);
}

QString VerdictPanel::titleText() const
{
    return m_title->text();
}

QString VerdictPanel::detailText() const
{
    return m_details->text();
}

} // namespace paydesk::ui
