#include "HistoryPage.h"

#include "Theme.h"
#include "core/Validation.h"
#include "models/BalanceBook.h"
#include "models/HistoryCsvWriter.h"
#include "models/LocalWalletModel.h"
#include "models/SettingsModel.h"
#include "models/WalletListModel.h"
#include "widgets/CachedTextDelegate.h"
#include "widgets/ErrorPanel.h"
#include "widgets/HistoryRowMenu.h"
#include "widgets/ProgressPanel.h"
#include "widgets/StatusIconDelegate.h"
#include "widgets/WalletComboBox.h"

#include <QComboBox>
#include <QFile>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSaveFile>
#include <QSpinBox>
#include <QStackedWidget>
#include <QTableView>

namespace paydesk::ui {

HistoryPage::HistoryPage(const Parts &parts, QWidget *parent)
    : PageFrame(tr("History"),
                tr("Payments sent and received by a wallet. Saved on this computer, so they show "
                   "at once, also offline; Paydesk fetches what is new in the background."),
                parent),
      m_parts(parts), m_model(parts.historyCache),
      m_controller(parts.client, parts.historyCache, parts.historyWriter)
{
    m_controller.setEvents(parts.events);
    setMaximumContentWidth(1400);
    m_proxy.setHistoryModel(&m_model);
    WalletListModel *wallets = parts.wallets;
    m_model.setAddressLabels(
        [wallets](const QString &address) { return wallets->labelAt(wallets->rowOf(address)); });
    // Paid for a resource, and the seller answered the proof with a refusal: said in the list.
    m_receipts = ReceiptBook(parts.fetchJournal);
    m_model.setStatusNotes([this](const HistoryEntry &e) {
        return m_receipts.notAccepted(e) ? tr("seller did not accept") : QString();
    });
    m_model.setReceipts(&m_receipts);
    m_model.setCounter(parts.historyWriter); // a search matching very many rows counts there
    readReceipts();
    content()->addWidget(buildToolbar());

    m_stack = new QStackedWidget(contentWidget());
    m_view = new QTableView(m_stack);
    m_view->setObjectName(QStringLiteral("historyTable"));
    m_view->setAccessibleName(tr("Payments"));
    m_view->setModel(&m_proxy);
    m_view->setSortingEnabled(true);
    m_view->horizontalHeader()->setSortIndicator(HistoryTableModel::DateColumn,
                                                 Qt::DescendingOrder);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setAlternatingRowColors(true);
    m_view->setWordWrap(false);
    m_view->setTextElideMode(Qt::ElideMiddle);
    m_view->setItemDelegate(new CachedTextDelegate(m_view)); // scrolls 100,000 rows smoothly
    m_view->setItemDelegateForColumn(HistoryTableModel::StatusColumn,
                                     new StatusIconDelegate(HistoryTableModel::StateRole, m_view));
    // Fixed row heights and no content-based column sizing: the view never measures all rows.
    m_view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 12);
    m_view->verticalHeader()->setVisible(false);
    QHeaderView *h = m_view->horizontalHeader();
    h->setSectionResizeMode(QHeaderView::Interactive);
    h->setStretchLastSection(true);
    // Widths from sample texts in the current font and locale, so nothing is clipped.
    const QFontMetrics fm = m_view->fontMetrics();
    const int pad = fm.horizontalAdvance(u'M') * 2;
    auto widest = [&fm](const QStringList &samples) {
        int w = 0;
        for (const QString &s : samples)
            w = std::max(w, fm.horizontalAdvance(s));
        return w;
    };
    const QString sampleDate =
        QLocale().toString(QDateTime(QDate(2026, 12, 28), QTime(23, 58, 58)), QLocale::ShortFormat);
    h->resizeSection(HistoryTableModel::DateColumn, widest({sampleDate}) + pad);
    h->resizeSection(HistoryTableModel::DirectionColumn,
                     widest({HistoryTableModel::directionLabel(Direction::Sent),
                             HistoryTableModel::directionLabel(Direction::Received)}) +
                         pad);
    h->resizeSection(HistoryTableModel::CounterpartyColumn,
                     fm.horizontalAdvance(QStringLiteral("Reports API (7XCf…mUnK)")) + pad);
    h->resizeSection(
        HistoryTableModel::AmountColumn,
        // A usage price's "charge ≤ maximum" (a width sample; the model words it).
        widest({QStringLiteral("100.000000001 SOL"), QStringLiteral("0.0042 ≤ 0.01 USDC")}) + pad);
    QStringList states;
    for (PaymentState st : {PaymentState::Pending, PaymentState::Submitted, PaymentState::Confirmed,
                            PaymentState::Finalized, PaymentState::Failed, PaymentState::Expired})
        states.append(HistoryTableModel::stateLabel(st));
    // The rare long label ("Not signed, nothing charged") is elided at the end, in full in its
    // tooltip: sized for it, the column would push the balance out of a default-sized window.
    h->resizeSection(HistoryTableModel::StatusColumn, widest(states) + fm.height() + pad);
    h->resizeSection(HistoryTableModel::PaymentIdColumn,
                     fm.horizontalAdvance(QStringLiteral("pay_3kBr3X…vaoDixvJCb")) + pad);
    h->resizeSection(HistoryTableModel::FeeColumn,
                     fm.horizontalAdvance(QStringLiteral("0.000015 SOL")) + pad);
    h->resizeSection(
        HistoryTableModel::BalanceColumn,
        std::max(
            fm.horizontalAdvance(QStringLiteral("1000.000000001 SOL")),
            fm.horizontalAdvance(
                m_model.headerData(HistoryTableModel::BalanceColumn, Qt::Horizontal).toString())) +
            pad);
    h->resizeSection(HistoryTableModel::ResourceColumn,
                     fm.horizontalAdvance(QStringLiteral("https://api.example/report")) + pad);
    // Shown as Date, Type, Counterparty, Amount, Fee, Balance after, Status, Resource, Payment id.
    h->moveSection(h->visualIndex(HistoryTableModel::FeeColumn),
                   h->visualIndex(HistoryTableModel::AmountColumn) + 1);
    h->moveSection(h->visualIndex(HistoryTableModel::BalanceColumn),
                   h->visualIndex(HistoryTableModel::FeeColumn) + 1);
    h->moveSection(h->visualIndex(HistoryTableModel::ResourceColumn),
                   h->visualIndex(HistoryTableModel::PaymentIdColumn));
    m_view->setMinimumHeight(320);
    m_stack->addWidget(m_view);

    auto *empty = new QWidget(m_stack);
    auto *emptyLayout = new QVBoxLayout(empty);
    m_emptyText = new QLabel(empty);
    m_emptyText->setObjectName(QStringLiteral("historyEmpty"));
    m_emptyText->setAlignment(Qt::AlignCenter);
    m_emptyText->setWordWrap(true);
    Theme::makeSubtitle(m_emptyText);
    emptyLayout->addStretch();
    emptyLayout->addWidget(m_emptyText);
    emptyLayout->addStretch();
    m_stack->addWidget(empty);
    content()->addWidget(m_stack, 1);
    content()->addWidget(buildFooter());

    m_autoRefresh.setInterval(60000);
    connect(&m_autoRefresh, &QTimer::timeout, this, [this]() {
        if (!m_controller.isBusy())
            m_controller.refresh(); // quietly: an error shows, rows stay
    });
    m_searchDelay.setSingleShot(true);
    m_searchDelay.setInterval(250);
    connect(&m_searchDelay, &QTimer::timeout, this,
            [this]() { m_proxy.setSearchText(m_search->text()); });
    connect(m_search, &QLineEdit::textChanged, &m_searchDelay, qOverload<>(&QTimer::start));
    connect(m_wallet, &WalletComboBox::walletChanged, this, &HistoryPage::onWallet);
    connect(parts.balances, &BalanceBook::changed, this, [this](const QString &address) {
        if (address == m_model.wallet())
            showBalance();
    });
    connect(m_type, &QComboBox::currentIndexChanged, this, &HistoryPage::onType);
    connect(m_refresh, &QPushButton::clicked, this, &HistoryPage::refresh);
    connect(m_export, &QPushButton::clicked, this, &HistoryPage::chooseExportFile);
    connect(m_older, &QPushButton::clicked, &m_controller, &HistoryController::loadOlder);
    connect(m_pageSize, &QSpinBox::valueChanged, this, [this](int size) {
        m_controller.setPageSize(size);
        m_parts.settings->setHistoryPageSize(size);
    });
    connect(m_view, &QTableView::activated, this, [this](const QModelIndex &index) {
        Q_EMIT openStatus(m_proxy.entryAt(index.row()).paymentId);
    });
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_view, &QWidget::customContextMenuRequested, this, [this](const QPoint &pos) {
        const QModelIndex index = m_view->indexAt(pos);
        if (index.isValid())
            showRowMenu(index.row(), m_view->viewport()->mapToGlobal(pos));
    });
    // A page shows as it arrives; once it is stored, the total is read again.
    connect(&m_controller, &HistoryController::pageReceived, &m_model,
            &HistoryTableModel::mergePage);
    connect(&m_controller, &HistoryController::pageStored, &m_model,
            &HistoryTableModel::pageStored);
    // A status tracker's newer copy of a payment in this list.
    connect(&m_controller, &HistoryController::walletStored, this, [this](const QString &wallet) {
        if (wallet == m_model.wallet()) {
            readReceipts(); // a payment signed here is stored with its receipt
            m_model.reload();
        }
    });
    connect(&m_controller, &HistoryController::syncStateChanged, this, &HistoryPage::updateInfo);
    connect(&m_controller, &HistoryController::busyChanged, this, [this](bool busy) {
        if (busy)
            m_progress->start(tr("Fetching payments from the service…"));
        else
            m_progress->finish();
        m_refresh->setEnabled(!busy);
        updateInfo();
    });
    connect(&m_controller, &HistoryController::waiting, this, [this](qint64 ms, const QString &) {
        m_progress->setText(tr("The service asked Paydesk to slow down: trying again in %1 s…")
                                .arg((ms + 999) / 1000));
    });
    connect(&m_controller, &HistoryController::failed, m_error, &ErrorPanel::showError);
    connect(m_progress, &ProgressPanel::cancelRequested, &m_controller, &HistoryController::cancel);
    connect(m_error, &ErrorPanel::openKeySettings, this, &HistoryPage::openKeySettings);
    connect(&m_proxy, &QAbstractItemModel::modelReset, this, &HistoryPage::updateEmptyState);
    connect(&m_proxy, &QAbstractItemModel::rowsInserted, this, &HistoryPage::updateEmptyState);
    connect(&m_proxy, &QAbstractItemModel::rowsRemoved, this, &HistoryPage::updateEmptyState);
    connect(&m_proxy, &QAbstractItemModel::layoutChanged, this, &HistoryPage::updateEmptyState);
    connect(&m_model, &HistoryTableModel::totalCountChanged, this, &HistoryPage::updateInfo);
    onWallet(m_wallet->address());
}

QWidget *HistoryPage::buildToolbar()
{
    // Two rows: the wallet (a local one's name is long, "… · on this computer") with its balance,
    // then the list's controls, so neither squeezes the search field in longer languages.
    auto *bar = new QWidget(contentWidget());
    auto *rows = new QVBoxLayout(bar);
    rows->setContentsMargins(0, 0, 0, 0);
    auto *walletRow = new QHBoxLayout;
    auto *row = new QHBoxLayout;
    rows->addLayout(walletRow);
    rows->addLayout(row);
    m_wallet = new WalletComboBox(m_parts.wallets, bar, m_parts.localWallets);
    m_wallet->setObjectName(QStringLiteral("historyWallet"));
    m_wallet->setAccessibleName(tr("Wallet"));
    m_type = new QComboBox(bar);
    m_type->setObjectName(QStringLiteral("historyType"));
    m_type->setAccessibleName(tr("Show"));
    m_type->addItem(tr("All payments"), QStringLiteral("all"));
    m_type->addItem(tr("Sent"), QStringLiteral("sent"));
    m_type->addItem(tr("Received"), QStringLiteral("received"));
    m_search = new QLineEdit(bar);
    m_search->setObjectName(QStringLiteral("historySearch"));
    m_search->setAccessibleName(tr("Search payments"));
    m_search->setPlaceholderText(tr("Search id, address, amount, resource…"));
    m_search->setClearButtonEnabled(true);
    m_search->addAction(Theme::icon(QStringLiteral("search")), QLineEdit::LeadingPosition);
    m_refresh = new QPushButton(Theme::icon(QStringLiteral("refresh")), tr("Re&fresh"), bar);
    m_refresh->setObjectName(QStringLiteral("historyRefresh"));
    m_export = new QPushButton(Theme::icon(QStringLiteral("export")), tr("&Export CSV…"), bar);
    m_balance = new QLabel(bar);
    m_balance->setObjectName(QStringLiteral("historyBalance"));
    m_balance->setTextInteractionFlags(Qt::TextSelectableByMouse);
    walletRow->addWidget(m_wallet);
    walletRow->addWidget(m_balance);
    walletRow->addStretch(1);
    row->addWidget(m_type);
    row->addWidget(m_search, 1);
    row->addWidget(m_refresh);
    row->addWidget(m_export);
    return bar;
}

QWidget *HistoryPage::buildFooter()
{
    auto *footer = new QWidget(contentWidget());
    auto *v = new QVBoxLayout(footer);
    v->setContentsMargins(0, 0, 0, 0);
    auto *row = new QHBoxLayout;
    m_info = new QLabel(footer);
    m_info->setWordWrap(true);
    auto *sizeLabel = new QLabel(tr("Page si&ze:"), footer);
    m_pageSize = new QSpinBox(footer);
    m_pageSize->setObjectName(QStringLiteral("historyPageSize"));
    m_pageSize->setRange(1, limits::kMaxHistoryLimit);
    m_pageSize->setValue(m_parts.settings->historyPageSize());
    m_pageSize->setAccessibleName(tr("Payments per request to the service"));
    sizeLabel->setBuddy(m_pageSize);
    m_controller.setPageSize(m_pageSize->value());
    m_older = new QPushButton(tr("Load &older"), footer);
    m_older->setObjectName(QStringLiteral("historyLoadOlder"));
    m_older->setAccessibleName(tr("Load older payments from the service"));
    row->addWidget(m_info, 1);
    row->addWidget(sizeLabel);
    row->addWidget(m_pageSize);
    row->addWidget(m_older);
    v->addLayout(row);
    m_progress = new ProgressPanel(footer);
    m_error = new ErrorPanel(footer);
    v->addWidget(m_progress);
    v->addWidget(m_error);
    return footer;
}

void HistoryPage::readReceipts()
{
    m_receipts.read();
}

void HistoryPage::showBalance()
{
    const QString address = m_model.wallet();
    BalanceBook *book = m_parts.balances;
    // A wallet of this computer: its coin and the USDC it holds on its node's network, as the
    // Wallets page shows them.
    const QString held = m_parts.localWallets && !address.isEmpty()
                             ? m_parts.localWallets->balanceText(address)
                             : QString();
    m_balance->setText(address.isEmpty()
                           ? QString()
                           : tr("Balance: %1").arg(held.isEmpty() ? book->text(address) : held));
    m_balance->setToolTip(book->entry(address).error);
    m_model.setCurrentBalance(address.isEmpty() ? std::nullopt : book->balance(address));
}

void HistoryPage::onWallet(const QString &address)
{
    m_error->clear();
    m_model.setWallet(address);
    m_controller.setWallet(address);
    if (!address.isEmpty())
        m_parts.balances->refresh(address);
    showBalance();
    updateEmptyState();
    updateInfo();
    if (isVisible())
        refresh();
}

void HistoryPage::onType()
{
    const QString type = m_type->currentData().toString();
    // The combo's data is the service's word ("sent", "received"), or "all".
    const Direction direction = directionFromName(type);
    m_proxy.setDirection(direction == Direction::Unknown ? std::nullopt
                                                         : std::optional<Direction>(direction));
    m_controller.setType(type);
    updateInfo();
    if (isVisible())
        refresh();
}

void HistoryPage::showWallet(const QString &address)
{
    if (!address.isEmpty() && address != m_wallet->address())
        m_wallet->selectAddress(address); // refreshes through onWallet when visible
    refresh();
}

void HistoryPage::refresh()
{
    m_error->clear();
    readReceipts();
    m_controller.refresh();
    if (!m_model.wallet().isEmpty())
        m_parts.balances->refresh(m_model.wallet());
}

void HistoryPage::hideEvent(QHideEvent *event)
{
    PageFrame::hideEvent(event);
    m_autoRefresh.stop();
}

void HistoryPage::showEvent(QShowEvent *event)
{
    PageFrame::showEvent(event);
    m_autoRefresh.start();
    const QDateTime last = m_controller.syncState().refreshedAt;
    if (!last.isValid() || last.secsTo(QDateTime::currentDateTimeUtc()) > 30)
        refresh();
}

bool HistoryPage::isShowingEmptyState() const
{
    return m_stack->currentIndex() == 1;
}

void HistoryPage::updateEmptyState()
{
    const bool empty = m_proxy.rowCount() == 0;
    if (m_wallet->address().isEmpty())
        m_emptyText->setText(tr("No wallet yet. Add one in Settings → Wallets to see its "
                                "payments here."));
    else if (!m_proxy.searchText().isEmpty())
        m_emptyText->setText(tr("No payment matches “%1”. Clear the search to see all payments.")
                                 .arg(m_proxy.searchText()));
    else if (m_proxy.direction())
        m_emptyText->setText(tr("No payments of this type yet. Choose “All payments” to see the "
                                "others."));
    else
        m_emptyText->setText(tr("No payments yet for this wallet. Payments you send or receive "
                                "appear here; use Refresh to ask the service now."));
    m_stack->setCurrentIndex(empty ? 1 : 0);
    m_emptyText->setAccessibleName(m_emptyText->text());
}

void HistoryPage::updateInfo()
{
    const HistorySyncState s = m_controller.syncState();
    QStringList parts;
    parts.append(
        m_model.totalIsExact()
            ? tr("Shown: %1").arg(QLocale().toString(m_model.totalCount()))
            : tr("Shown: over %1 (counting…)").arg(QLocale().toString(m_model.totalCount() - 1)));
    if (s.total >= 0)
        parts.append(tr("Fetched from the service: %1 of %2")
                         .arg(QLocale().toString(std::min<qint64>(s.fetched, s.total)),
                              QLocale().toString(s.total)));
    if (s.refreshedAt.isValid())
        parts.append(
            tr("Updated %1")
                .arg(QLocale().toString(s.refreshedAt.toLocalTime().time(), QLocale::ShortFormat)));
    else
        parts.append(tr("Not fetched yet"));
    m_info->setText(parts.join(QStringLiteral(" · ")));
    m_older->setEnabled(!m_controller.isBusy() && !m_wallet->address().isEmpty() && s.hasMore);
    m_older->setToolTip(
        s.hasMore ? tr("Fetch the next page (%1) from the service").arg(m_pageSize->value())
                  : tr("Every payment has been fetched."));
}

QMenu *HistoryPage::showRowMenu(int row, const QPoint &globalPos)
{
    const HistoryEntry e = m_proxy.entryAt(row);
    const PaymentReceipt *receipt = m_receipts.receiptOf(e);
    auto *menu = new HistoryRowMenu(
        e, m_parts.settings->transactionUrl(e.network, e.signature), this,
        receipt ? std::optional(*receipt) : std::nullopt,
        receipt ? m_parts.settings->transactionUrl(receipt->network, receipt->transaction)
                : QUrl());
    connect(menu, &HistoryRowMenu::openStatus, this, &HistoryPage::openStatus);
    menu->popup(globalPos); // not exec(): no nested event loop
    return menu;
}

qint64 HistoryPage::exportCsv(const QString &path)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return -1;
    const auto a = Address::parse(m_wallet->address());
    const qint64 n = HistoryCsvWriter::write(*m_parts.historyCache, m_model.filter(), &file,
                                             a ? chainSymbol(a->chain()) : QString(), &m_receipts);
    if (n < 0 || !file.commit())
        return -1;
    return n;
}

void HistoryPage::chooseExportFile()
{
    auto *dialog =
        new QFileDialog(window(), tr("Export payments"), QString(), tr("CSV files (*.csv)"));
    dialog->setAcceptMode(QFileDialog::AcceptSave);
    dialog->setDefaultSuffix(QStringLiteral("csv"));
    dialog->selectFile(QStringLiteral("paydesk-history.csv"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QFileDialog::fileSelected, this, [this](const QString &path) {
        const qint64 n = exportCsv(path);
        if (n < 0)
            m_error->showMessage(tr("The export failed"), tr("%1 could not be written.").arg(path));
        else
            m_info->setText(tr("Exported to %1: %2").arg(path, QLocale().toString(n)));
    });
    dialog->open();
}

} // namespace paydesk::ui
