#pragma once

#include <QWidget>

class QLabel;
class QScrollArea;
class QVBoxLayout;

namespace paydesk::ui {

// The common frame of a page: a title, a sentence under it and a scrollable column of content
// of a readable width.
class PageFrame : public QWidget
{
    Q_OBJECT
public:
    PageFrame(const QString &title, const QString &subtitle, QWidget *parent = nullptr);

    QVBoxLayout *content() const { return m_content; }
    QWidget *contentWidget() const { return m_inner; }
    void setMaximumContentWidth(int width);
    // Scrolls so that `child` is in view.
    void ensureVisible(QWidget *child);
    QLabel *subtitleLabel() const { return m_subtitle; }

private:
    QLabel *m_title;
    QLabel *m_subtitle;
    QScrollArea *m_scroll;
    QWidget *m_inner;
    QVBoxLayout *m_content;
};

} // namespace paydesk::ui
