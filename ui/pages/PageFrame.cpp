#include "PageFrame.h"

#include "Theme.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QVBoxLayout>

namespace paydesk::ui {

PageFrame::PageFrame(const QString &title, const QString &subtitle, QWidget *parent)
    : QWidget(parent)
{
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    auto *scroll = m_scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    outer->addWidget(scroll);
    auto *holder = new QWidget(scroll);
    auto *center = new QHBoxLayout(holder);
    center->setContentsMargins(28, 20, 28, 20);
    m_inner = new QWidget(holder);
    m_inner->setMaximumWidth(860);
    center->addWidget(m_inner, 1);
    center->addStretch(0);
    m_content = new QVBoxLayout(m_inner);
    m_content->setContentsMargins(0, 0, 0, 0);
    m_content->setSpacing(12);
    m_title = new QLabel(title, m_inner);
    m_title->setObjectName(QStringLiteral("pageTitle"));
    Theme::makeTitle(m_title);
    m_subtitle = new QLabel(subtitle, m_inner);
    m_subtitle->setObjectName(QStringLiteral("pageSubtitle"));
    Theme::makeSubtitle(m_subtitle);
    m_content->addWidget(m_title);
    m_content->addWidget(m_subtitle);
    m_content->addSpacing(4);
    scroll->setWidget(holder);
    setAccessibleName(title);
}

void PageFrame::ensureVisible(QWidget *child)
{
    if (child)
        m_scroll->ensureWidgetVisible(child, 10, 10);
}

void PageFrame::setMaximumContentWidth(int width)
{
    m_inner->setMaximumWidth(width);
}

} // namespace paydesk::ui
