<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>Amount</name>
    <message numerus="yes">
        <source>The amount has more than %n decimal place(s).</source>
        <translation>
            <numerusform>The amount has more than %n decimal place.</numerusform>
            <numerusform>The amount has more than %n decimal places.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ApiError</name>
    <message numerus="yes">
        <source>Slow down: retry in %n second(s).</source>
        <translation>
            <numerusform>Slow down: retry in %n second.</numerusform>
            <numerusform>Slow down: retry in %n seconds.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CliHostedWallet</name>
    <message numerus="yes">
        <source>The sandbox did not answer within %n second(s).</source>
        <translation>
            <numerusform>The sandbox did not answer within %n second.</numerusform>
            <numerusform>The sandbox did not answer within %n seconds.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EvmKeyImport</name>
    <message numerus="yes">
        <source>An EVM private key is 64 hex digits (optionally after 0x); this one has %n character(s).</source>
        <translation>
            <numerusform>An EVM private key is 64 hex digits (optionally after 0x); this one has %n character.</numerusform>
            <numerusform>An EVM private key is 64 hex digits (optionally after 0x); this one has %n characters.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EvmPolicy</name>
    <message numerus="yes">
        <source>The transaction carries %n byte(s) of data: it would call a contract, not just pay. A payment carries none.</source>
        <translation>
            <numerusform>The transaction carries %n byte of data: it would call a contract, not just pay. A payment carries none.</numerusform>
            <numerusform>The transaction carries %n bytes of data: it would call a contract, not just pay. A payment carries none.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The transaction lists %n account(s) to pre-load (an access list); a payment needs none.</source>
        <translation>
            <numerusform>The transaction lists %n account to pre-load (an access list); a payment needs none.</numerusform>
            <numerusform>The transaction lists %n accounts to pre-load (an access list); a payment needs none.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The service&apos;s quote expires in %n second(s), too soon to review it; nothing was signed. Ask for a fresh one.</source>
        <translation>
            <numerusform>The service&apos;s quote expires in %n second, too soon to review it; nothing was signed. Ask for a fresh one.</numerusform>
            <numerusform>The service&apos;s quote expires in %n seconds, too soon to review it; nothing was signed. Ask for a fresh one.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TransactionPolicy</name>
    <message numerus="yes">
        <source>Only %n second(s) left before the transaction expires: too little to send it safely. Fetch a fresh one.</source>
        <translation>
            <numerusform>Only %n second left before the transaction expires: too little to send it safely. Fetch a fresh one.</numerusform>
            <numerusform>Only %n seconds left before the transaction expires: too little to send it safely. Fetch a fresh one.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paydesk::AgentListModel</name>
    <message numerus="yes">
        <source>Stopped after %n failed payment(s)</source>
        <translation>
            <numerusform>Stopped after %n failed payment</numerusform>
            <numerusform>Stopped after %n failed payments</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paydesk::ApiReply</name>
    <message numerus="yes">
        <source>No answer within %n second(s).</source>
        <translation>
            <numerusform>No answer within %n second.</numerusform>
            <numerusform>No answer within %n seconds.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paydesk::ChannelsModel</name>
    <message numerus="yes">
        <source>%n channel(s) idle for a week still hold %1: ask for a refund.</source>
        <translation>
            <numerusform>%n channel idle for a week still holds %1: ask for a refund.</numerusform>
            <numerusform>%n channels idle for a week still hold %1: ask for a refund.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paydesk::agents::ApprovalClient</name>
    <message numerus="yes">
        <source>Nobody approved it in the desktop app within %n second(s).</source>
        <translation>
            <numerusform>Nobody approved it in the desktop app within %n second.</numerusform>
            <numerusform>Nobody approved it in the desktop app within %n seconds.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paydesk::cli::CliLocalPayment</name>
    <message numerus="yes">
        <source>%n unfinished local payment(s) followed to a final state.</source>
        <translation>
            <numerusform>%n unfinished local payment followed to a final state.</numerusform>
            <numerusform>%n unfinished local payments followed to a final state.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paydesk::cli::CliProxy</name>
    <message numerus="yes">
        <source>paydesk-cli proxy: stopping after %n request(s) under way</source>
        <translation>
            <numerusform>paydesk-cli proxy: stopping after %n request under way</numerusform>
            <numerusform>paydesk-cli proxy: stopping after %n requests under way</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paydesk::evm::EvmBroadcastTracker</name>
    <message numerus="yes">
        <source>Waiting for a block to include it (nonce %1, %n s since it was sent).</source>
        <translation>
            <numerusform>Waiting for a block to include it (nonce %1, %n second since it was sent).</numerusform>
            <numerusform>Waiting for a block to include it (nonce %1, %n seconds since it was sent).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paydesk::ui::AgentApprovalDialog</name>
    <message numerus="yes">
        <source>The agent waits %n more second(s); then the payment is declined.</source>
        <translation>
            <numerusform>The agent waits %n more second; then the payment is declined.</numerusform>
            <numerusform>The agent waits %n more seconds; then the payment is declined.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paydesk::ui::EvmReviewDialog</name>
    <message numerus="yes">
        <source>Waiting for a block for %n s. Until its nonce is used it can still land; Paydesk never pays it twice.</source>
        <translation>
            <numerusform>Waiting for a block for %n second. Until its nonce is used it can still land; Paydesk never pays it twice.</numerusform>
            <numerusform>Waiting for a block for %n seconds. Until its nonce is used it can still land; Paydesk never pays it twice.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paydesk::ui::OverviewPage</name>
    <message numerus="yes">
        <source>in %n wallet(s)</source>
        <translation>
            <numerusform>in %n wallet</numerusform>
            <numerusform>in %n wallets</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1; %n not read yet</source>
        <translation>
            <numerusform>%1; %n not read yet</numerusform>
            <numerusform>%1; %n not read yet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n payment(s) of your agents wait for your approval.</source>
        <translation>
            <numerusform>%n payment of your agents waits for your approval.</numerusform>
            <numerusform>%n payments of your agents wait for your approval.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n local payment(s) built by the service wait unsigned; they expire by themselves, nothing is charged.</source>
        <translation>
            <numerusform>%n local payment built by the service waits unsigned; it expires by itself, nothing is charged.</numerusform>
            <numerusform>%n local payments built by the service wait unsigned; they expire by themselves, nothing is charged.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n payment(s) have an outcome Paydesk does not know yet; it follows them to the end, nothing is paid twice.</source>
        <translation>
            <numerusform>%n payment has an outcome Paydesk does not know yet; it follows it to the end, nothing is paid twice.</numerusform>
            <numerusform>%n payments have an outcome Paydesk does not know yet; it follows them to the end, nothing is paid twice.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paydesk::ui::PayConfirmDialog</name>
    <message numerus="yes">
        <source>%n second(s) left</source>
        <translation>
            <numerusform>%n second left</numerusform>
            <numerusform>%n seconds left</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paydesk::ui::RequirementsView</name>
    <message numerus="yes">
        <source>HTTP 402 Payment Required: x402 version %1, read from %2. %n option(s).</source>
        <translation>
            <numerusform>HTTP 402 Payment Required: x402 version %1, read from %2. %n option.</numerusform>
            <numerusform>HTTP 402 Payment Required: x402 version %1, read from %2. %n options.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n second</numerusform>
            <numerusform>%n seconds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paydesk::ui::SellerDesk</name>
    <message numerus="yes">
        <source>Verifying with the service… %n second(s) left.</source>
        <translation>
            <numerusform>Verifying with the service… %n second left.</numerusform>
            <numerusform>Verifying with the service… %n seconds left.</numerusform>
        </translation>
    </message>
</context>
</TS>
