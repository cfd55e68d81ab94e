#include "NoticeBar.h"

#include "Theme.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>

namespace paydesk::ui {

NoticeBar::NoticeBar(QWidget *parent) : QFrame(parent)
{
    setObjectName(QStringLiteral("noticeBar"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(12, 6, 6, 6);
    m_text = new QLabel(this);
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_close = new QToolButton(this);
    m_close->setObjectName(QStringLiteral("noticeClose"));
    m_close->setText(tr("Dismiss"));
    m_close->setAccessibleName(tr("Dismiss the notice"));
    m_close->setAutoRaise(true);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_close, 0, Qt::AlignVCenter);
    connect(m_close, &QToolButton::clicked, this, &QWidget::hide);
    setVisible(false);
}

void NoticeBar::showNotice(const QString &text, bool warning, const QString &tag)
{
    m_tag = tag;
    setStyleSheet(Theme::panelStyle(warning ? Theme::Tone::Warning : Theme::Tone::Info, palette(),
                                    objectName()));
    m_text->setText(text);
    setAccessibleDescription(text);
    setVisible(true);
}

void NoticeBar::withdraw(const QString &tag)
{
    if (!tag.isEmpty() && tag == m_tag && isVisible())
        hide();
}

QString NoticeBar::text() const
{
    return m_text->text();
}

} // namespace paydesk::ui
