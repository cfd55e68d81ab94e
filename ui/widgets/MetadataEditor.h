#pragma once

#include <QWidget>

class QTableView;
class QPushButton;

namespace paydesk {
class MetadataModel;
}

namespace paydesk::ui {

// The key/value editor of a payment's metadata: a small table and Add / Remove buttons.
class MetadataEditor : public QWidget
{
    Q_OBJECT
public:
    explicit MetadataEditor(MetadataModel *model, QWidget *parent = nullptr);
    QTableView *view() const { return m_view; }

private:
    void updateButtons();
    MetadataModel *m_model;
    QTableView *m_view;
    QPushButton *m_add;
    QPushButton *m_remove;
};

} // namespace paydesk::ui
