#pragma once

#include "LostAttempt.h"
#include "OptionLimits.h"
#include "PaidFetchTypes.h"
#include "payments/kits/ChainKits.h"
#include "payments/schemes/SchemeRegistry.h"

#include <QElapsedTimer>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QObject>
#include <QPointer>
#include <QUrl>

namespace paydesk {
class HistoryWriter;
}

namespace paydesk::x402 {

// Opens a URL that may answer 402 Payment Required, for the "Pay for a resource" view and
// `paydesk-cli fetch`. Asynchronous, by signals:
//   Fetching -> (not 402) Done
//            -> 402: read the requirements; refused when malformed (Refused)
//            -> NeedsChoice (several payable options; choose()) -> budget check (over a granted
//               budget's cap) -> the wallet's balance (its family's ChainKit; less than the price).
//               An option the budgets refuse or the wallet cannot cover is passed over for the
//               next cheapest payable one (or another wallet on its network); with none left:
//               Refused, nothing reaches the service -> AwaitingConfirmation (confirm() /
//               decline()) unless a granted budget or --yes makes it automatic. Above the
//               default caps of a site without a budget it always asks, except with --yes and a
//               maxAmount the price is within (an explicit approval of this one payment).
//            -> Paying: journaled first, then paid once (the option's SchemeClient)
//            -> Retrying: the same GET with X-PAYMENT (v1) / PAYMENT-SIGNATURE (v2) -> Done
// After paying it never pays again by itself: a lost answer or a second 402 ends in Failed with
// the payment named, and the next fetch of the URL re-sends the journaled proof.
class PaidFetch : public QObject
{
    Q_OBJECT
public:
    enum class State
    {
        Idle,
        Fetching,
        NeedsChoice,
        AwaitingConfirmation,
        Paying,
        Retrying,
        Done,
        Refused,
        Failed
    };
    Q_ENUM(State)

    struct Services
    {
        QNetworkAccessManager *network = nullptr;
        BudgetStore *budgets = nullptr;
        PaidFetchJournal *journal = nullptr;
        ServiceClient *service = nullptr;       // the payment service (hosted, a payment it builds)
        PaymentJournal *localJournal = nullptr; // local sends (a Solana payment it broadcasts)
        // Each family's keys (local wallets' proofs); a family without: its wallets pay nothing.
        WalletKeys keys;
        // Each family's node: the paying wallet's balance is read through it before asking (its
        // network checked first: a node on another chain gives no balance), a lost attempt
        // checked through it. A family without one: the balance is unknown.
        ChainNodes nodes;
        // false: no balance is read at all (a hosted wallet: the service pays, from its view).
        bool readBalances = true;
        // Where a token payment Paydesk signed itself is recorded (PaidFetchRecord), beside
        // the service's payments; null: not recorded.
        HistoryWriter *history = nullptr;
        // The agents' limits, for a fetch made for an agent (Options::agent).
        AgentStore *agents = nullptr;
        // The x402 schemes it pays (which options, how, reconciled how); null: the standard
        // ones (SchemeRegistry::standard()).
        const SchemeRegistry *schemes = nullptr;
        // The chain families it pays on; null: the built-in ones (ChainKits::standard()).
        const ChainKits *kits = nullptr;
    };
    struct Options
    {
        QList<PayerWallet> wallets;
        std::optional<Amount> maxAmount; // refuse any price above this
        // The symbol maxAmount is in ("USDC"); empty: the paying network's native coin. A price
        // in another asset is refused (a maximum in SOL never lets USDC through).
        QString maxAmountSymbol;
        // --yes: the user agreed to pay within the caps; with maxAmount, also above the default
        // caps of a site without a budget, up to maxAmount (this run's explicit approval).
        bool preapproved = false;
        bool autoChoose = true; // take the cheapest payable option (OptionChooser)
        int timeoutMs = 30000;
        quint64 maxPriorityFeeLamports = 1000000;
        // The agent this fetch pays for (an MCP client, the paying proxy): its budgets, sites,
        // pause, rate and the freeze decide (AgentStore::check) instead of the site budgets'
        // "ask" and `preapproved`; what needs a person ends in AwaitingConfirmation with
        // quote().agent saying why. The site budgets' hard caps still refuse first.
        QString agent;
        // The request (an agent's fetch_paid_resource may POST): method, extra headers, body.
        // A request other than GET goes out once (SendOnce), paid or not.
        QByteArray method = "GET";
        QList<QPair<QByteArray, QByteArray>> headers;
        QByteArray body;
        // --max-deposit: the most a payment channel's deposit may be (in maxAmountSymbol's
        // asset), and with `preapproved` this run's approval of such a deposit (else a deposit
        // is asked of a person unless the budgets pay it by themselves). None: the channel
        // scheme's own size.
        std::optional<Amount> maxDeposit;
        // Evaluate everything (choice, budgets, balance, the agent's verdict), then stop in
        // AwaitingConfirmation: a quote, nothing paid (decline() ends it).
        bool quoteOnly = false;
    };

    PaidFetch(Services services, Options options, QObject *parent = nullptr);

    void start(const QUrl &url);
    void choose(int optionIndex); // in NeedsChoice
    void confirm();               // in AwaitingConfirmation
    void decline();               // in AwaitingConfirmation: Refused, nothing paid
    // In AwaitingConfirmation, when nobody could confirm: Refused with this code and sentence.
    void refuseUnconfirmed(const QString &code, const QString &message);
    void cancel(); // before paying only
    // After Done: the face handed the content to its caller (printed, saved, answered, shown).
    // Only then is a paid attempt Delivered; until then the next fetch of the URL re-sends its
    // proof rather than paying again.
    void handedOver();

    State state() const { return m_state; }
    QUrl url() const { return m_url; }
    const std::optional<PaymentRequired> &requirements() const { return m_required; }
    const OptionChoice &choice() const { return m_choice; }
    const PaymentQuote &quote() const { return m_quote; }
    const FetchedContent &content() const { return m_content; }
    QString message() const { return m_message; } // why Refused or Failed, in words
    QString code() const { return m_code; }       // "over_budget", "malformed_requirements", ...
    bool moneyMoved() const { return m_moneyMoved; }
    static QString stateName(State state);

Q_SIGNALS:
    void stateChanged(paydesk::x402::PaidFetch::State state);
    void progress(const QString &text);
    void choiceNeeded();
    void confirmationNeeded();
    void finished(); // Done, Refused or Failed

private:
    void get(const QByteArray &proofHeader, const QByteArray &proof);
    void onFirstAnswer(QNetworkReply *reply);
    void evaluate(int optionIndex);
    void decide(); // after the balance is known (or not)
    void askPerson();
    // A deposit (quote().deposit) weighed: false when it ended the option (passed over).
    bool weighDeposit();
    // The option being evaluated cannot be paid (`walletOnly`: not from this wallet): it is
    // passed over for the next one; with none left the first refusal ends the fetch.
    void passOver(const QString &code, const QString &message, const QString &reason,
                  bool walletOnly);
    void pay();
    void onPaid(SchemePayment *payment);
    void onRetryAnswer(QNetworkReply *reply);
    bool recovered(QNetworkReply *reply);
    void notAccepted(const QString &why);
    void onRefusedProofChecked(const FetchAttempt &attempt, const QString &why,
                               LostAttempt::Verdict verdict, const QString &detail);
    void deliver(QNetworkReply *reply, bool paid);
    void checkDelivered(const FetchAttempt &attempt);
    void onDeliveredChecked(const FetchAttempt &attempt, LostAttempt::Verdict verdict,
                            const QString &detail);
    // A usage-priced purchase delivered and settled (or the chain could not say): its charge
    // read from the chain (the settlement's transfers, SchemeClient::readCharge), then ends.
    void chargeAndEnd(const FetchAttempt &attempt);
    // The charge kept: the chain's when it said, else the seller's stated one within the
    // maximum (above it or unstated: the maximum); journaled, the budgets' reservation brought
    // to it (PaidFetchCharge.cpp).
    void settleCharge(const FetchAttempt &attempt, const std::optional<Amount> &onChain);
    void keepJudged(const FetchAttempt &attempt, const AnswerCharge &judged);
    // What a usage-priced purchase served but not settled says (a charge of nothing so far).
    QString unchargedWords(const FetchAttempt &attempt) const;
    // The most a usage-priced attempt authorized, in its token's decimals.
    static std::optional<Amount> maximumOf(const FetchAttempt &attempt);
    void resend();    // the journaled proof of an earlier attempt, again
    void reconcile(); // an earlier EIP-3009 or Solana attempt checked on chain first
    void onReconciled(LostAttempt::Verdict verdict, const QString &why);
    LostAttempt::Nodes nodes() const;
    const SchemeRegistry &schemes() const;
    const ChainKits &kits() const;
    // The nodes a balance is read through: none when Services::readBalances is false.
    ChainNodes balanceNodes() const;
    SchemeServices schemeServices() const;
    Prefer preference() const; // the chooser's tie-break (PaidFetch.cpp)
    static constexpr int kFrequentPayments = 3;
    void checkScheme(); // the scheme's own checks (a Permit2 allowance), after the balance
    void setState(State state);
    void end(State state, const QString &code, const QString &message);
    QString paymentWords() const;
    QString nodeName(Chain chain) const;

    Services m_services;
    Options m_options;
    OptionLimits m_limits; // the payee lists and the maximum, before the choice
    State m_state = State::Idle;
    QUrl m_url;
    QPointer<QNetworkReply> m_reply;
    std::optional<PaymentRequired> m_required;
    OptionChoice m_choice;
    Exhausted m_exhausted;  // (option, wallet) pairs passed over for too little balance
    int m_walletIndex = -1; // of the option being evaluated
    QString m_passedCode, m_passedMessage; // the first option passed over, and why
    PaymentQuote m_quote;
    FetchedContent m_content;
    std::optional<FetchAttempt> m_previous;
    qint64 m_attemptId = 0;
    QByteArray m_proofHeader, m_proof;
    QString m_message, m_code;
    // A delivered payment the chain shows unused is asked again this many times, this far apart
    // (the user's node may be a block behind the facilitator's).
    static constexpr int kSettleChecks = 4;
    static constexpr int kSettleRecheckMs = 1500;
    int m_settleChecks = 0;
    bool m_moneyMoved = false;
    bool m_handedOver = false;
    bool m_depositAutomatic = true; // the deposit is within what the budgets pay by themselves
    bool m_resynced = false;        // a channel's corrective 402 was adopted once
    bool m_presentedAgain = false;  // a settled proof the seller refused, presented once more
    // When the seller's first answer came: a proof sent within kWarmConnectionMs of it reuses
    // that keep-alive connection (servers keep an idle one for seconds; SendOnce.h).
    QElapsedTimer m_answeredAt;
    static constexpr qint64 kWarmConnectionMs = 1000;
};

} // namespace paydesk::x402
