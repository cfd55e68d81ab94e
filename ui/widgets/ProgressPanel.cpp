#include "ProgressPanel.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>

namespace paydesk::ui {

ProgressPanel::ProgressPanel(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_label = new QLabel(this);
    m_label->setWordWrap(true);
    m_bar = new QProgressBar(this);
    m_bar->setTextVisible(false);
    m_bar->setMaximumWidth(220);
    m_bar->setMaximumHeight(10);
    m_bar->setAccessibleName(tr("Progress"));
    m_cancel = new QPushButton(tr("Cancel"), this);
    m_cancel->setAccessibleName(tr("Cancel the wait"));
    layout->addWidget(m_label, 1);
    layout->addWidget(m_bar);
    layout->addWidget(m_cancel);
    connect(m_cancel, &QPushButton::clicked, this, &ProgressPanel::cancelRequested);
    setVisible(false);
}

void ProgressPanel::start(const QString &text, bool cancellable)
{
    m_label->setText(text);
    m_bar->setRange(0, 0);
    m_cancel->setVisible(cancellable);
    m_cancel->setEnabled(true);
    setAccessibleDescription(text);
    setVisible(true);
}

void ProgressPanel::setText(const QString &text)
{
    m_label->setText(text);
    setAccessibleDescription(text);
}

void ProgressPanel::setCountdown(int left, int total)
{
    m_bar->setRange(0, std::max(1, total));
    m_bar->setValue(std::clamp(left, 0, total));
}

void ProgressPanel::finish()
{
    setVisible(false);
}

QString ProgressPanel::text() const
{
    return m_label->text();
}

} // namespace paydesk::ui
