#include "StatusPage.h"

#include "Theme.h"
#include "core/Validation.h"
#include "models/HistoryTableModel.h"
#include "models/PaymentEvents.h"
#include "models/SettingsModel.h"
#include "widgets/ErrorPanel.h"
#include "widgets/ProgressPanel.h"
#include "widgets/TimelineWidget.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTabWidget>
#include <QTableView>

namespace paydesk::ui {

StatusPage::StatusPage(ServiceClient *client, HistoryCache *history, HistoryWriter *historyWriter,
                       PaymentEvents *events, QWidget *parent)
    : PageFrame(tr("Payment status"),
                tr("Where a payment is: Paydesk asks the service again, less and less often, "
                   "until the payment is final."),
                parent),
      m_tracker(client, history, historyWriter)
{
    m_tracker.setEvents(events);
    auto *row = new QHBoxLayout;
    m_id = new QLineEdit(contentWidget());
    m_id->setObjectName(QStringLiteral("paymentId"));
    m_id->setAccessibleName(tr("Payment id"));
    m_id->setPlaceholderText(tr("Payment id, e.g. pay_…"));
    m_id->setClearButtonEnabled(true);
    m_lookUp =
        new QPushButton(Theme::icon(QStringLiteral("search")), tr("&Look up"), contentWidget());
    m_lookUp->setObjectName(QStringLiteral("lookUp"));
    m_lookUp->setDefault(true);
    row->addWidget(m_id, 1);
    row->addWidget(m_lookUp);
    content()->addLayout(row);

    m_hint = new QLabel(tr("Enter the id of a payment to follow it. Payments you send, and "
                           "those you open from the history, show here by themselves."),
                        contentWidget());
    Theme::makeSubtitle(m_hint);
    content()->addWidget(m_hint);

    m_progress = new ProgressPanel(contentWidget());
    m_error = new ErrorPanel(contentWidget());
    content()->addWidget(m_progress);
    content()->addWidget(m_error);

    m_details = new QWidget(contentWidget());
    auto *details = new QVBoxLayout(m_details);
    details->setContentsMargins(0, 0, 0, 0);
    auto *stateRow = new QHBoxLayout;
    m_stateIcon = new QLabel(m_details);
    m_state = new QLabel(m_details);
    m_state->setObjectName(QStringLiteral("currentState"));
    m_state->setFont(Theme::titleFont(m_state->font()));
    m_next = new QLabel(m_details);
    Theme::makeSubtitle(m_next);
    stateRow->addWidget(m_stateIcon);
    stateRow->addWidget(m_state);
    stateRow->addSpacing(12);
    stateRow->addWidget(m_next, 1);
    details->addLayout(stateRow);
    m_explorer = new QLabel(m_details);
    m_explorer->setObjectName(QStringLiteral("statusExplorer"));
    m_explorer->setOpenExternalLinks(true);
    m_explorer->setTextInteractionFlags(Qt::TextBrowserInteraction);
    m_explorer->setVisible(false);
    details->addWidget(m_explorer);
    m_timeline = new TimelineWidget(m_details);
    m_timeline->setObjectName(QStringLiteral("timeline"));
    m_timeline->setModel(m_tracker.timeline());
    details->addWidget(m_timeline);
    m_tabs = new QTabWidget(m_details);
    m_fields = new QTableView(m_tabs);
    m_fields->setObjectName(QStringLiteral("statusFields"));
    m_fields->setModel(m_tracker.fields());
    m_fields->setAccessibleName(tr("Payment fields"));
    m_fields->verticalHeader()->setVisible(false);
    m_fields->horizontalHeader()->setStretchLastSection(true);
    m_fields->setColumnWidth(0, m_fields->fontMetrics().horizontalAdvance(u'M') * 10);
    m_fields->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_fields->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_fields->setWordWrap(false);
    m_fields->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_fields->verticalHeader()->setDefaultSectionSize(m_fields->fontMetrics().height() + 10);
    m_fields->setTextElideMode(Qt::ElideMiddle);
    // Ctrl+C copies the selected values.
    auto *copy = new QAction(tr("Copy"), m_fields);
    copy->setShortcut(QKeySequence::Copy);
    copy->setShortcutContext(Qt::WidgetShortcut);
    m_fields->addAction(copy);
    m_fields->setContextMenuPolicy(Qt::ActionsContextMenu);
    connect(copy, &QAction::triggered, this, [this]() {
        QStringList values;
        for (const QModelIndex &row :
             m_fields->selectionModel()->selectedRows(PaymentFieldsModel::ValueColumn))
            values.append(row.data().toString());
        if (!values.isEmpty())
            QApplication::clipboard()->setText(values.join(u'\n'));
    });
    m_raw = new QPlainTextEdit(m_tabs);
    m_raw->setObjectName(QStringLiteral("rawJson"));
    m_raw->setReadOnly(true);
    m_raw->setFont(Theme::monospaceFont());
    m_raw->setAccessibleName(tr("Raw JSON"));
    m_tabs->addTab(m_fields, tr("&Details"));
    m_tabs->addTab(m_raw, tr("Raw &JSON"));
    m_tabs->setMinimumHeight(300);
    details->addWidget(m_tabs, 1);
    content()->addWidget(m_details, 10);
    content()->addStretch(1); // holds the page together while there are no details
    m_details->setVisible(false);

    // Payments you send show here by themselves: the latest one the service knows (also one
    // sent before this page was first opened), unless the page still follows another one or you
    // are typing an id.
    if (events) {
        connect(events, &PaymentEvents::reported, this, [this](const PaymentOutcome &o) {
            if (!PaymentEvents::isOwnSend(o) || o.paymentId == m_tracker.paymentId() ||
                m_tracker.isPolling() || m_id->hasFocus())
                return;
            lookUp(o.paymentId);
        });
        if (const QString last = events->lastSentPaymentId(); !last.isEmpty())
            QTimer::singleShot(0, this, [this, last]() {
                if (m_tracker.paymentId().isEmpty())
                    lookUp(last);
            });
    }

    m_ticker.setInterval(500);
    connect(&m_ticker, &QTimer::timeout, this, &StatusPage::tick);
    connect(m_lookUp, &QPushButton::clicked, this, &StatusPage::start);
    connect(m_id, &QLineEdit::returnPressed, this, &StatusPage::start);
    connect(m_progress, &ProgressPanel::cancelRequested, this, [this]() {
        m_tracker.stop();
        m_next->setText(tr("Stopped. Look up the payment again to resume."));
    });
    connect(&m_tracker, &PaymentStatusTracker::recordChanged, this, &StatusPage::onRecord);
    connect(&m_tracker, &PaymentStatusTracker::pollingChanged, this, &StatusPage::onPolling);
    connect(&m_tracker, &PaymentStatusTracker::failed, this, [this](const ApiError &e) {
        m_error->showError(e);
        tick();
    });
    connect(&m_tracker, &PaymentStatusTracker::waiting, this, [this](qint64 ms, const QString &) {
        m_next->setText(tr("The service asked Paydesk to slow down: asking again in %1 s.")
                            .arg((ms + 999) / 1000));
    });
    connect(m_error, &ErrorPanel::openKeySettings, this, &StatusPage::openKeySettings);
}

void StatusPage::lookUp(const QString &paymentId)
{
    m_id->setText(paymentId);
    start();
}

void StatusPage::start()
{
    const QString id = m_id->text().trimmed();
    if (auto e = validate::paymentId(QStringLiteral("paymentId"), id)) {
        m_error->showMessage(tr("This is not a payment id"), e->message);
        return;
    }
    m_error->clear();
    m_tracker.track(id);
}

void StatusPage::onRecord()
{
    const bool has = m_tracker.hasRecord();
    m_details->setVisible(has);
    m_hint->setVisible(!has && !m_tracker.isPolling());
    if (!has)
        return;
    m_error->clear();
    const PaymentRecord &r = m_tracker.record();
    const int side = fontMetrics().height() * 2;
    m_stateIcon->setPixmap(
        Theme::stateIcon(r.state).pixmap(QSize(side, side), devicePixelRatioF()));
    m_state->setText(HistoryTableModel::stateLabel(r.state, r.signature));
    m_state->setAccessibleName(tr("Current state: %1").arg(m_state->text()));
    m_raw->setPlainText(QString::fromUtf8(m_tracker.rawJson()));
    // The transaction on its network's explorer (none for the sandbox's chains).
    const QUrl page = m_settings ? m_settings->transactionUrl(r.network, r.signature)
                                 : SettingsModel::standardTransactionUrl(r.network, r.signature);
    m_explorer->setVisible(!page.isEmpty());
    m_explorer->setText(QStringLiteral("<a href=\"%1\">%2</a>")
                            .arg(page.toString(QUrl::FullyEncoded).toHtmlEscaped(),
                                 tr("Open the transaction in the block explorer").toHtmlEscaped()));
    tick();
}

void StatusPage::onPolling(bool polling)
{
    if (polling) {
        m_progress->start(tr("Following payment %1…").arg(m_tracker.paymentId()));
        m_progress->cancelButton()->setText(tr("Stop"));
        m_ticker.start();
    } else {
        m_progress->finish();
        m_ticker.stop();
    }
    m_hint->setVisible(!polling && !m_tracker.hasRecord());
    tick();
}

void StatusPage::tick()
{
    const PaymentRecord &r = m_tracker.record();
    if (m_tracker.hasRecord() && r.isFinal()) {
        m_next->setText(r.state == PaymentState::Expired
                            ? tr("Final: the payment expired before it was confirmed; nothing "
                                 "was charged.")
                        : r.state == PaymentState::Failed
                            ? tr("Final: the payment failed. %1").arg(r.error)
                            : tr("Final: this payment will not change any more."));
        return;
    }
    if (m_tracker.isRequestInFlight()) {
        m_next->setText(tr("Asking the service…"));
        return;
    }
    const int ms = m_tracker.nextPollInMs();
    if (ms >= 0)
        m_next->setText(tr("Not final yet: asking again in %1 s.").arg((ms + 999) / 1000));
}

} // namespace paydesk::ui
