#include "MetadataEditor.h"

#include "models/MetadataModel.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace paydesk::ui {

MetadataEditor::MetadataEditor(MetadataModel *model, QWidget *parent)
    : QWidget(parent), m_model(model)
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_view = new QTableView(this);
    m_view->setModel(model);
    m_view->setAccessibleName(tr("Metadata"));
    m_view->setAccessibleDescription(tr("Key and value pairs sent with the payment"));
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_view->verticalHeader()->setVisible(false);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setEditTriggers(QAbstractItemView::AllEditTriggers);
    m_view->setTabKeyNavigation(false);
    const int rowHeight = m_view->verticalHeader()->defaultSectionSize();
    m_view->setFixedHeight(m_view->horizontalHeader()->sizeHint().height() + rowHeight * 3 + 4);
    auto *buttons = new QVBoxLayout;
    m_add = new QPushButton(tr("Add"), this);
    m_add->setObjectName(QStringLiteral("addMetadata"));
    m_add->setAccessibleName(tr("Add a metadata entry"));
    m_remove = new QPushButton(tr("Remove"), this);
    m_remove->setAccessibleName(tr("Remove the selected metadata entry"));
    buttons->addWidget(m_add);
    buttons->addWidget(m_remove);
    buttons->addStretch();
    layout->addWidget(m_view, 1);
    layout->addLayout(buttons);
    connect(m_add, &QPushButton::clicked, this, [this]() {
        const int row = m_model->addEntry();
        if (row >= 0) {
            const QModelIndex key = m_model->index(row, MetadataModel::KeyColumn);
            m_view->setCurrentIndex(key);
            m_view->edit(key);
        }
        updateButtons();
    });
    connect(m_remove, &QPushButton::clicked, this, [this]() {
        const QModelIndex current = m_view->currentIndex();
        if (current.isValid())
            m_model->removeRows(current.row(), 1);
        updateButtons();
    });
    connect(model, &QAbstractItemModel::modelReset, this, &MetadataEditor::updateButtons);
    connect(model, &QAbstractItemModel::rowsInserted, this, &MetadataEditor::updateButtons);
    connect(model, &QAbstractItemModel::rowsRemoved, this, &MetadataEditor::updateButtons);
    updateButtons();
}

void MetadataEditor::updateButtons()
{
    m_add->setEnabled(m_model->rowCount() < MetadataModel::kMaxEntries);
    m_remove->setEnabled(m_model->rowCount() > 0);
}

} // namespace paydesk::ui
