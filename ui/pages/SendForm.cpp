#include "SendForm.h"

#include "core/UnpayableAddresses.h"
#include "core/Validation.h"
#include "models/BalanceBook.h"
#include "models/LocalWalletModel.h"
#include "models/MetadataModel.h"
#include "models/WalletListModel.h"
#include "widgets/FieldHint.h"
#include "widgets/FormRow.h"
#include "widgets/MetadataEditor.h"
#include "widgets/WalletComboBox.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QTableView>
#include <QVBoxLayout>

namespace paydesk::ui {

namespace {
// An input with a trailing widget and a hint under it, as one form row.
QWidget *fieldBlock(QWidget *parent, QWidget *input, QWidget *trailing, FieldHint *hint)
{
    auto *block = new QWidget(parent);
    auto *v = new QVBoxLayout(block);
    v->setContentsMargins(0, 0, 0, 0);
    v->setSpacing(2);
    auto *h = new QHBoxLayout;
    h->addWidget(input, 1);
    if (trailing)
        h->addWidget(trailing);
    h->addStretch(0); // takes what a width-limited input leaves
    v->addLayout(h);
    v->addWidget(hint);
    return block;
}
} // namespace

SendForm::SendForm(WalletListModel *wallets, QWidget *parent)
    : QWidget(parent), m_wallets(wallets), m_metadata(std::make_unique<MetadataModel>())
{
    auto *form = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->setLabelAlignment(Qt::AlignRight | Qt::AlignTop);

    auto *walletRow = new QHBoxLayout;
    m_wallet = new WalletComboBox(wallets, this);
    m_wallet->setObjectName(QStringLiteral("sendWallet"));
    m_wallet->setAccessibleName(tr("Paying wallet"));
    m_localWallet = new QComboBox(this);
    m_localWallet->setObjectName(QStringLiteral("sendLocalWallet"));
    m_localWallet->setAccessibleName(tr("Paying wallet on this computer"));
    m_localWallet->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_localWallet->setMinimumContentsLength(24);
    m_localWallet->setPlaceholderText(
        tr("No wallet on this computer yet: create or import one on the Wallets page"));
    m_localWallet->setVisible(false);
    m_balanceLabel = new QLabel(this);
    m_balanceLabel->setObjectName(QStringLiteral("walletBalance"));
    m_balanceLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_balanceLabel->setVisible(false);
    walletRow->addWidget(m_wallet);
    walletRow->addWidget(m_localWallet);
    walletRow->addSpacing(8);
    walletRow->addWidget(m_balanceLabel);
    walletRow->addStretch(1);
    addFormRow(form, tr("&From wallet:"), m_wallet, walletRow);

    m_recipient = new QLineEdit(this);
    m_recipient->setObjectName(QStringLiteral("payTo"));
    m_recipient->setAccessibleName(tr("Recipient address"));
    m_recipient->setPlaceholderText(tr("Solana or EVM address"));
    m_recipientHint = new FieldHint(tr("The wallet that receives the payment."), this);
    addFormRow(form, tr("&Recipient:"), m_recipient,
               fieldBlock(this, m_recipient, nullptr, m_recipientHint));

    m_amount = new QLineEdit(this);
    m_amount->setObjectName(QStringLiteral("payAmount"));
    m_amount->setAccessibleName(tr("Amount"));
    m_amount->setPlaceholderText(tr("e.g. 0.25"));
    m_amount->setInputMethodHints(Qt::ImhFormattedNumbersOnly);
    m_amount->setMaximumWidth(280);
    auto *amountTail = new QWidget(this);
    auto *amountTailLayout = new QHBoxLayout(amountTail);
    amountTailLayout->setContentsMargins(0, 0, 0, 0);
    m_amountSymbol = new QLabel(amountTail);
    m_max = new QPushButton(tr("Max"), amountTail);
    m_max->setObjectName(QStringLiteral("maxAmount"));
    m_max->setToolTip(tr("The whole balance less the network fee"));
    m_max->setEnabled(false);
    m_max->setVisible(false);
    amountTailLayout->addWidget(m_amountSymbol);
    amountTailLayout->addWidget(m_max);
    m_amountHint = new FieldHint(this);
    addFormRow(form, tr("&Amount:"), m_amount,
               fieldBlock(this, m_amount, amountTail, m_amountHint));

    m_resource = new QLineEdit(this);
    m_resource->setObjectName(QStringLiteral("sendResource"));
    m_resource->setAccessibleName(tr("Resource URL (optional)"));
    m_resource->setPlaceholderText(tr("https://… (optional)"));
    m_resourceHint = new FieldHint(tr("The protected resource this payment is for."), this);
    addFormRow(form, tr("Re&source:"), m_resource,
               fieldBlock(this, m_resource, nullptr, m_resourceHint));

    m_metadataEditor = new MetadataEditor(m_metadata.get(), this);
    m_metadataHint = new FieldHint(tr("Optional: a description or reference id."), this);
    addFormRow(form, tr("&Metadata:"), m_metadataEditor->view(),
               fieldBlock(this, m_metadataEditor, nullptr, m_metadataHint));

    auto *feeRow = new QWidget(this);
    auto *feeLayout = new QHBoxLayout(feeRow);
    feeLayout->setContentsMargins(0, 0, 0, 0);
    m_autoFee = new QRadioButton(tr("Automatic"), feeRow);
    m_customFee = new QRadioButton(tr("&Custom:"), feeRow);
    m_customFee->setObjectName(QStringLiteral("customFee"));
    auto *group = new QButtonGroup(feeRow);
    group->addButton(m_autoFee);
    group->addButton(m_customFee);
    m_autoFee->setChecked(true);
    m_fee = new QLineEdit(feeRow);
    m_fee->setObjectName(QStringLiteral("priorityFee"));
    m_fee->setAccessibleName(tr("Custom priority fee"));
    m_fee->setPlaceholderText(QStringLiteral("0.00001"));
    m_fee->setEnabled(false);
    m_fee->setMaximumWidth(160);
    m_feeSymbol = new QLabel(feeRow);
    feeLayout->addWidget(m_autoFee);
    feeLayout->addWidget(m_customFee);
    feeLayout->addWidget(m_fee);
    feeLayout->addWidget(m_feeSymbol);
    feeLayout->addStretch(1);
    m_feeHint = new FieldHint(this);
    addFormRow(form, tr("&Priority fee:"), m_autoFee, fieldBlock(this, feeRow, nullptr, m_feeHint));

    for (QLineEdit *e : {m_recipient, m_amount, m_resource, m_fee})
        connect(e, &QLineEdit::textChanged, this, &SendForm::revalidate);
    connect(m_customFee, &QRadioButton::toggled, this, [this](bool on) {
        m_fee->setEnabled(on);
        if (on)
            m_fee->setFocus();
        revalidate();
    });
    connect(m_wallet, &WalletComboBox::walletChanged, this, [this]() {
        showBalance();
        revalidate();
    });
    connect(m_max, &QPushButton::clicked, this, &SendForm::fillMax);
    connect(m_metadata.get(), &QAbstractItemModel::dataChanged, this, &SendForm::revalidate);
    connect(m_metadata.get(), &QAbstractItemModel::rowsRemoved, this, &SendForm::revalidate);
    revalidate();
}

SendForm::~SendForm() = default;

void SendForm::setLocalWallets(LocalWalletModel *model)
{
    m_localWallets = model;
    m_localWallet->setModel(model);
    m_localWallet->setModelColumn(LocalWalletModel::ChoiceColumn);
    connect(m_localWallet, &QComboBox::currentIndexChanged, this, [this]() {
        showBalance();
        revalidate();
    });
    connect(model, &QAbstractItemModel::modelReset, this, [this]() {
        if (m_localWallet->currentIndex() < 0 && m_localWallet->count() > 0)
            m_localWallet->setCurrentIndex(0);
        revalidate();
    });
}

void SendForm::setLocalMode(bool local)
{
    m_local = local && m_localWallets;
    m_wallet->setVisible(!m_local);
    m_localWallet->setVisible(m_local);
    if (m_local && m_localWallet->currentIndex() < 0 && m_localWallet->count() > 0)
        m_localWallet->setCurrentIndex(0);
    showBalance();
    revalidate();
}

QString SendForm::walletAddress() const
{
    return m_local ? m_localWallets->addressAt(m_localWallet->currentIndex()) : m_wallet->address();
}

QString SendForm::symbol() const
{
    const Chain c = walletChain();
    return chainSymbol(c == Chain::Unknown ? defaultChain() : c);
}

Chain SendForm::walletChain() const
{
    if (!m_local)
        return m_wallets->chainAt(m_wallet->currentIndex());
    // A key on this computer: Solana or EVM, as its address says.
    const auto a = Address::parse(walletAddress());
    return a ? a->chain() : Chain::Unknown;
}

QString SendForm::walletLabel() const
{
    if (m_local)
        return m_localWallets->labelAt(m_localWallet->currentIndex());
    return m_wallets->labelAt(m_wallet->currentIndex());
}

bool SendForm::checkRecipient(Chain chain)
{
    const QString text = m_recipient->text().trimmed();
    if (text.isEmpty()) {
        m_recipientHint->reset();
        return false;
    }
    QString why;
    const auto a = Address::parse(text, &why);
    if (!a) {
        m_recipientHint->showProblem(why);
        return false;
    }
    if (chain != Chain::Unknown && a->chain() != chain) {
        m_recipientHint->showProblem(
            tr("This is an address of %1, but the paying wallet is on %2: pay it from a %1 "
               "wallet.")
                .arg(chainName(a->chain()), chainName(chain)));
        return false;
    }
    if (a->toString() == walletAddress()) {
        m_recipientHint->showProblem(tr("This is the paying wallet itself."));
        return false;
    }
    if (const QString why = UnpayableAddresses::refusal(*a); !why.isEmpty()) {
        m_recipientHint->showProblem(why);
        return false;
    }
    // Read ahead for the review: an empty account on chain is worth a warning there.
    if (m_balances && m_balances->entry(a->toString()).state == BalanceBook::State::Unknown)
        m_balances->refresh(a->toString());
    const int own = m_wallets->rowOf(a->toString());
    if (own >= 0 && !m_wallets->labelAt(own).isEmpty())
        m_recipientHint->showOk(tr("Your wallet “%1”.").arg(m_wallets->labelAt(own)));
    else
        m_recipientHint->showOk(tr("A valid %1 address.").arg(chainName(a->chain())));
    return true;
}

bool SendForm::checkAmount(Chain chain)
{
    const QString sym = chainSymbol(chain);
    m_amountHint->setHint(
        tr("Between %1 and %2 %3, at most %4 decimals.")
            .arg(QLatin1String(limits::kMinAmount), QLatin1String(limits::kMaxAmount), sym)
            .arg(chainDecimals(chain)));
    if (m_amount->text().trimmed().isEmpty()) {
        m_amountHint->reset();
        return false;
    }
    Amount amount;
    if (auto e = validate::amount(QStringLiteral("amount"), m_amount->text().trimmed(), chain,
                                  &amount)) {
        m_amountHint->showProblem(e->message);
        return false;
    }
    const std::optional<PaymentCost> c = cost();
    if (!c) {
        m_amountHint->showOk(
            tr("Exactly %1 %2, plus the network fee.").arg(amount.toString(), sym));
        return true;
    }
    if (!c->covered()) {
        m_amountHint->showProblem(
            tr("Your balance of %1 does not cover %2 plus the network fee (%3 in all). Add funds "
               "or lower the amount.")
                .arg(BalanceBook::format(c->balance, chain),
                     tr("%1 %2").arg(amount.toString(), sym), c->totalText(sym)));
        return false;
    }
    m_amountHint->showOk(tr("Exactly %1 %2. Network fee %3; total %4; balance after: %5.")
                             .arg(amount.toString(), sym, c->feeText(sym), c->totalText(sym),
                                  c->balanceAfterText(sym)));
    return true;
}

std::optional<PaymentCost> SendForm::cost() const
{
    SendPaymentRequest r;
    r.walletAddress = walletAddress();
    r.amount = m_amount->text().trimmed();
    if (m_customFee->isChecked())
        r.priorityFee = m_fee->text().trimmed();
    const auto balance = m_balances ? m_balances->balance(r.walletAddress) : std::nullopt;
    return PaymentCost::hostedEstimate(r, balance);
}

void SendForm::setBalances(BalanceBook *balances)
{
    m_balances = balances;
    m_balanceLabel->setVisible(balances != nullptr);
    m_max->setVisible(balances != nullptr);
    connect(balances, &BalanceBook::changed, this, [this](const QString &address) {
        if (address == walletAddress()) {
            showBalance();
            revalidate();
        }
    });
    showBalance();
    revalidate();
}

void SendForm::showBalance()
{
    if (!m_balances)
        return;
    const QString address = walletAddress();
    if (address.isEmpty()) {
        m_balanceLabel->clear();
        m_max->setEnabled(false);
        return;
    }
    const BalanceBook::Entry e = m_balances->entry(address);
    if (e.state == BalanceBook::State::Unknown ||
        (e.state == BalanceBook::State::Known && !e.refreshing &&
         e.updated.secsTo(QDateTime::currentDateTimeUtc()) > 30)) {
        m_balances->refresh(address); // changed() comes back here
        return;
    }
    m_balanceLabel->setText(tr("Balance: %1").arg(m_balances->text(address)));
    m_balanceLabel->setToolTip(e.error);
    m_max->setEnabled(e.balance.has_value() && !e.balance->isZero());
}

void SendForm::fillMax()
{
    SendPaymentRequest r;
    r.walletAddress = walletAddress();
    r.amount = QStringLiteral("0");
    if (m_customFee->isChecked())
        r.priorityFee = m_fee->text().trimmed();
    const auto balance = m_balances ? m_balances->balance(r.walletAddress) : std::nullopt;
    const auto zero = PaymentCost::hostedEstimate(r, balance);
    if (!balance || !zero)
        return;
    Amount max = PaymentCost::maxAmount(*balance, zero->fee);
    const Amount limit = *Amount::parse(QString::fromLatin1(limits::kMaxAmount), max.decimals());
    if (max > limit)
        max = limit;
    m_amount->setText(max.toString());
}

bool SendForm::checkResource()
{
    const QString text = m_resource->text().trimmed();
    if (text.isEmpty()) {
        m_resourceHint->reset();
        return true;
    }
    if (auto e = validate::url(QStringLiteral("resource"), text)) {
        m_resourceHint->showProblem(e->message);
        return false;
    }
    m_resourceHint->reset();
    return true;
}

bool SendForm::checkFee(Chain chain)
{
    m_feeHint->setHint(m_customFee->isChecked()
                           ? tr("Between %1 and %2 %3.")
                                 .arg(QLatin1String(limits::kMinPriorityFee),
                                      QLatin1String(limits::kMaxPriorityFee), chainSymbol(chain))
                           : tr("The service picks the priority fee."));
    if (!m_customFee->isChecked()) {
        m_feeHint->reset();
        return true;
    }
    if (m_fee->text().trimmed().isEmpty()) {
        m_feeHint->reset();
        return false;
    }
    if (auto e =
            validate::priorityFee(QStringLiteral("priorityFee"), m_fee->text().trimmed(), chain)) {
        m_feeHint->showProblem(e->message);
        return false;
    }
    m_feeHint->reset();
    return true;
}

void SendForm::revalidate()
{
    Chain chain = walletChain();
    const bool haveWallet = chain != Chain::Unknown;
    if (!haveWallet)
        chain = defaultChain();
    m_amountSymbol->setText(chainSymbol(chain));
    m_feeSymbol->setText(chainSymbol(chain));
    bool ok = haveWallet;
    ok = checkRecipient(haveWallet ? chain : Chain::Unknown) && ok;
    ok = checkAmount(chain) && ok;
    ok = checkResource() && ok;
    ok = checkFee(chain) && ok;
    QString why;
    if (!m_metadata->toJson(&why)) {
        m_metadataHint->showProblem(why);
        ok = false;
    } else {
        m_metadataHint->reset();
    }
    if (ok != m_valid) {
        m_valid = ok;
        Q_EMIT validityChanged(ok);
    }
}

std::optional<SendPaymentRequest> SendForm::request(QString *problem) const
{
    SendPaymentRequest r;
    r.walletAddress = walletAddress();
    r.recipientAddress = m_recipient->text().trimmed();
    r.amount = m_amount->text().trimmed();
    if (!m_resource->text().trimmed().isEmpty())
        r.resource = m_resource->text().trimmed();
    const auto meta = m_metadata->toJson(problem);
    if (!meta)
        return std::nullopt;
    if (!meta->isEmpty())
        r.metadata = *meta;
    if (m_customFee->isChecked())
        r.priorityFee = m_fee->text().trimmed();
    if (auto e = r.validate()) {
        if (problem)
            *problem = e->message();
        return std::nullopt;
    }
    return r;
}

void SendForm::setLocked(bool locked)
{
    for (QWidget *w :
         std::initializer_list<QWidget *>{m_wallet, m_localWallet, m_recipient, m_amount,
                                          m_resource, m_metadataEditor, m_autoFee, m_customFee})
        w->setEnabled(!locked);
    if (locked)
        m_max->setEnabled(false);
    else
        showBalance();
    m_fee->setEnabled(!locked && m_customFee->isChecked());
}

void SendForm::clear()
{
    m_recipient->clear();
    m_amount->clear();
    m_resource->clear();
    m_fee->clear();
    m_autoFee->setChecked(true);
    m_metadata->clear();
    revalidate();
}

} // namespace paydesk::ui
