#include "StartupShell.h"

#include <QLabel>
#include <QMetaObject>
#include <QProgressBar>
#include <QVBoxLayout>

namespace paydesk::ui {

StartupShell::StartupShell(QWidget *parent) : QMainWindow(parent)
{
    setWindowTitle(tr("Paydesk"));
    auto *panel = new QWidget(this);
    auto *layout = new QVBoxLayout(panel);
    layout->addStretch(1);
    m_label = new QLabel(tr("Starting Paydesk…"), panel);
    m_label->setAlignment(Qt::AlignCenter);
    m_progress = new QProgressBar(panel);
    m_progress->setTextVisible(false);
    m_progress->setRange(0, 0); // busy until the first step is known
    m_progress->setMaximumWidth(360);
    layout->addWidget(m_label);
    layout->addWidget(m_progress, 0, Qt::AlignHCenter);
    layout->addStretch(1);
    setCentralWidget(panel);
    resize(1180, 780);
}

void StartupShell::setStep(const QString &text, int step, int steps)
{
    m_label->setText(text);
    m_progress->setRange(0, steps);
    m_progress->setValue(step);
    m_label->setAccessibleDescription(text);
    if (isVisible())
        centralWidget()->repaint();
}

void StartupShell::adopt(QMainWindow *content)
{
    content->setParent(this, Qt::Widget);
    setCentralWidget(content); // deletes the progress panel
    setWindowTitle(content->windowTitle());
    connect(content, &QWidget::windowTitleChanged, this, &QWidget::setWindowTitle);
    content->show();
}

void StartupShell::paintEvent(QPaintEvent *event)
{
    QMainWindow::paintEvent(event);
    if (!std::exchange(m_painted, true))
        QMetaObject::invokeMethod(this, &StartupShell::firstPainted, Qt::QueuedConnection);
}

} // namespace paydesk::ui
