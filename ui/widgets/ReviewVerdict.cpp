#include "ReviewVerdict.h"

#include <QLabel>
#include <QVBoxLayout>

namespace paydesk::ui {

ReviewVerdict::ReviewVerdict(const QString &objectName, bool links, QWidget *parent)
    : QFrame(parent)
{
    setObjectName(objectName);
    auto *layout = new QVBoxLayout(this);
    m_label = new QLabel(this);
    m_label->setObjectName(objectName + QStringLiteral("Text"));
    m_label->setWordWrap(true);
    m_label->setTextInteractionFlags(links ? Qt::TextBrowserInteraction
                                           : Qt::TextSelectableByMouse);
    m_label->setOpenExternalLinks(links);
    layout->addWidget(m_label);
    setVisible(false);
}

void ReviewVerdict::showVerdict(const QString &text, Theme::Tone tone)
{
    setStyleSheet(Theme::panelStyle(tone, palette(), objectName()));
    QPalette p = m_label->palette();
    p.setColor(QPalette::WindowText, Theme::textColor(tone, p));
    m_label->setPalette(p);
    m_label->setText(text);
    m_label->setAccessibleDescription(text);
    setVisible(true);
}

} // namespace paydesk::ui
