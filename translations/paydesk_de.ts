<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>AbandonedAttempts</name>
    <message>
        <source>The payer stopped before its signed proof was stored: nothing left this computer, so nothing was paid.</source>
        <translation>Der Zahlungsvorgang wurde angehalten, bevor sein signierter Zahlungsnachweis gespeichert war: Nichts hat diesen Computer verlassen, daher wurde nichts bezahlt.</translation>
    </message>
</context>
<context>
    <name>AddedTokens</name>
    <message>
        <source>%1 is not a Solana or EVM network: give a network Paydesk lists (&quot;base&quot;, &quot;solana-devnet&quot;) or a CAIP-2 id (&quot;eip155:8453&quot;).</source>
        <translation>%1 ist kein Solana- oder EVM-Netzwerk: Geben Sie ein Netzwerk an, das Paydesk kennt („base“, „solana-devnet“), oder eine CAIP-2-ID („eip155:8453“).</translation>
    </message>
    <message>
        <source>%1 is not a token address on %2: give the token&apos;s %3.</source>
        <translation>%1 ist keine Token-Adresse auf %2: Geben Sie die %3 des Tokens an.</translation>
    </message>
    <message>
        <source>The symbol &quot;%1&quot; is not usable: 1 to 11 letters, digits or .-_ (as &quot;EURC&quot;).</source>
        <translation>Das Symbol „%1“ ist nicht verwendbar: 1 bis 11 Buchstaben, Ziffern oder .-_ (wie „EURC“).</translation>
    </message>
    <message>
        <source>%1 decimals is not usable: a token has 0 to %2; read them from the token&apos;s contract or mint, never from a seller.</source>
        <translation>%1 Dezimalstellen sind nicht verwendbar: Ein Token hat 0 bis %2; lesen Sie sie aus dem Vertrag oder Mint des Tokens, nie von einem Verkäufer.</translation>
    </message>
    <message>
        <source>You already added %1 on %2 as %3.</source>
        <translation>Sie haben %1 auf %2 bereits als %3 hinzugefügt.</translation>
    </message>
    <message>
        <source>%1 on %2 is already in Paydesk&apos;s table, as %3.</source>
        <translation>%1 auf %2 steht bereits in der Tabelle von Paydesk, als %3.</translation>
    </message>
    <message>
        <source>%1 on %2 is already the token %3: give this one another symbol, so the two are never confused.</source>
        <translation>%1 auf %2 ist bereits der Token %3: Geben Sie diesem ein anderes Symbol, damit die beiden nie verwechselt werden.</translation>
    </message>
    <message>
        <source>%1 on %2 is not a token you added.</source>
        <translation>%1 auf %2 ist kein Token, den Sie hinzugefügt haben.</translation>
    </message>
</context>
<context>
    <name>Address</name>
    <message>
        <source>Enter an address.</source>
        <translation>Geben Sie eine Adresse ein.</translation>
    </message>
    <message>
        <source>An EVM address is 0x followed by 40 hexadecimal characters; this one has %1.</source>
        <translation>Eine EVM-Adresse besteht aus 0x gefolgt von 40 Hexadezimalzeichen; diese hat %1.</translation>
    </message>
    <message>
        <source>An EVM address may contain only 0-9 and a-f after 0x.</source>
        <translation>Eine EVM-Adresse darf nach 0x nur 0-9 und a-f enthalten.</translation>
    </message>
    <message>
        <source>The capitalisation of this EVM address does not match its EIP-55 checksum: it may contain a typo. Check it with the recipient.</source>
        <translation>Die Groß- und Kleinschreibung dieser EVM-Adresse stimmt nicht mit ihrer EIP-55-Prüfsumme überein: Sie enthält möglicherweise einen Tippfehler. Prüfen Sie sie mit dem Empfänger.</translation>
    </message>
    <message>
        <source>A Solana address is 32 to 44 base58 characters; this one has %1.</source>
        <translation>Eine Solana-Adresse besteht aus 32 bis 44 base58-Zeichen; diese hat %1.</translation>
    </message>
    <message>
        <source>A Solana address uses base58 characters only (no 0, O, I or l).</source>
        <translation>Eine Solana-Adresse enthält nur base58-Zeichen (kein 0, O, I oder l).</translation>
    </message>
    <message>
        <source>This is not a Solana address: it decodes to %1 bytes instead of 32.</source>
        <translation>Dies ist keine Solana-Adresse: Sie ergibt dekodiert %1 Bytes statt 32.</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Signatur</translation>
    </message>
    <message>
        <source>Transaction hash</source>
        <translation>Transaktions-Hash</translation>
    </message>
    <message>
        <source>Transaction id</source>
        <translation>Transaktions-ID</translation>
    </message>
    <message>
        <source>mint address (base58)</source>
        <translation>Mint-Adresse (base58)</translation>
    </message>
    <message>
        <source>contract address (0x…)</source>
        <translation>Vertragsadresse (0x…)</translation>
    </message>
    <message>
        <source>token address</source>
        <translation>Token-Adresse</translation>
    </message>
</context>
<context>
    <name>AgentListModel</name>
    <message>
        <source>Agent</source>
        <translation>Agent</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <source>Spent (24 h)</source>
        <translation>Ausgegeben (24 h)</translation>
    </message>
    <message>
        <source>Sites</source>
        <translation>Websites</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
</context>
<context>
    <name>AgentStore</name>
    <message>
        <source>An agent&apos;s name is 1 to 64 printable characters, without spaces at either end: &quot;%1&quot; is not.</source>
        <translation>Der Name eines Agenten besteht aus 1 bis 64 druckbaren Zeichen ohne Leerzeichen am Anfang oder Ende: &quot;%1&quot; erfüllt das nicht.</translation>
    </message>
    <message>
        <source>There is already an agent called &quot;%1&quot;.</source>
        <translation>Es gibt bereits einen Agenten namens &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>There is no agent called &quot;%1&quot;.</source>
        <translation>Es gibt keinen Agenten namens &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>An agent may make at least one payment a minute.</source>
        <translation>Ein Agent muss mindestens eine Zahlung pro Minute leisten dürfen.</translation>
    </message>
    <message>
        <source>An agent&apos;s budget needs a positive amount per day, and an automatic limit from 0 up to that amount.</source>
        <translation>Das Budget eines Agenten braucht einen positiven Betrag pro Tag und ein automatisches Limit von 0 bis zu diesem Betrag.</translation>
    </message>
    <message>
        <source>There is no agent called &quot;%1&quot; in Paydesk.</source>
        <translation>In Paydesk gibt es keinen Agenten namens &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Payments are frozen in Paydesk, agents&apos; too. Unfreeze them in the desktop app (the tray&apos;s Freeze) to let agents pay again.</source>
        <translation>Zahlungen sind in Paydesk eingefroren, auch die der Agenten. Heben Sie das Einfrieren in der Desktop-App auf (Einfrieren im Menü des Infobereichs), damit Agenten wieder zahlen können.</translation>
    </message>
    <message>
        <source>The agent &quot;%1&quot; is paused. Resume it on the Agents page to let it pay again.</source>
        <translation>Der Agent &quot;%1&quot; ist pausiert. Setzen Sie ihn auf der Seite „Agenten“ fort, damit er wieder zahlen kann.</translation>
    </message>
    <message>
        <source>The agent &quot;%1&quot; has stopped paying after %2 failed payments in a row. Look at what it was paying for, then resume it on the Agents page.</source>
        <translation>Der Agent &quot;%1&quot; zahlt nach %2 fehlgeschlagenen Zahlungen in Folge nicht mehr. Prüfen Sie, wofür er gezahlt hat, und setzen Sie ihn dann auf der Seite „Agenten“ fort.</translation>
    </message>
    <message>
        <source>The agent &quot;%1&quot; may make %2 payments a minute and has made them. Try again in a minute.</source>
        <translation>Der Agent &quot;%1&quot; darf %2 Zahlungen pro Minute leisten und hat sie bereits geleistet. Versuchen Sie es in einer Minute erneut.</translation>
    </message>
    <message>
        <source>The agent &quot;%1&quot; has no budget in %2 on %3. Give it one on the Agents page (or with paydesk-cli agent budget).</source>
        <translation>Der Agent &quot;%1&quot; hat kein Budget in %2 auf %3. Geben Sie ihm eines auf der Seite „Agenten“ (oder mit paydesk-cli agent budget).</translation>
    </message>
    <message>
        <source>The price %1 is above what is left of the agent&apos;s budget (%2 of %3 in 24 hours). Nothing was paid.</source>
        <translation>Der Preis %1 liegt über dem, was vom Budget des Agenten übrig ist (%2 von %3 in 24 Stunden). Es wurde nichts bezahlt.</translation>
    </message>
    <message>
        <source>%1 is a new site for this agent</source>
        <translation>%1 ist eine neue Website für diesen Agenten</translation>
    </message>
    <message>
        <source>the price is above the %1 it may pay without you</source>
        <translation>der Preis liegt über den %1, die er ohne Ihre Genehmigung zahlen darf</translation>
    </message>
    <message>
        <source>it would leave %1 of its %2 for today</source>
        <translation>es blieben heute nur %1 seiner %2 übrig</translation>
    </message>
    <message>
        <source>A person must approve this payment: %1.</source>
        <translation>Ein Mensch muss diese Zahlung genehmigen: %1.</translation>
    </message>
    <message>
        <source>An agent&apos;s cap %1 must be at least its cap of a shorter window (%2), in the budget&apos;s asset.</source>
        <translation>Die Obergrenze %1 eines Agenten muss mindestens so hoch sein wie die eines kürzeren Zeitraums (%2), in der Währung des Budgets.</translation>
    </message>
    <message>
        <source>The budget would end %1, which is already past: give a later date, or none for no end.</source>
        <translation>Das Budget würde %1 enden, und das ist schon vorbei: Geben Sie ein späteres Datum an oder none für kein Ende.</translation>
    </message>
    <message>
        <source>The agent &quot;%1&quot;&apos;s budget in %2 on %3 ended %4. Give it a new one on the Agents page (or with paydesk-cli agent budget) to let it pay again.</source>
        <translation>Das Budget des Agenten „%1“ in %2 auf %3 ist beendet (%4). Geben Sie ihm auf der Seite „Agenten“ (oder mit paydesk-cli agent budget) ein neues, damit er wieder zahlen kann.</translation>
    </message>
    <message>
        <source>The price %1 is above what is left of the agent&apos;s budget of %3 %4 (%2 left in the last %5). Nothing was paid.</source>
        <translation>Der Preis %1 liegt über dem Rest des Agentenbudgets von %3 %4 (%2 übrig in den letzten %5). Es wurde nichts bezahlt.</translation>
    </message>
</context>
<context>
    <name>AgentToolsText</name>
    <message>
        <source>A person must approve this payment.</source>
        <translation>Ein Mensch muss diese Zahlung genehmigen.</translation>
    </message>
    <message>
        <source>%1 Nobody could approve it here, so it was declined and nothing was paid.</source>
        <translation>%1 Niemand konnte sie hier genehmigen, daher wurde sie abgelehnt und es wurde nichts bezahlt.</translation>
    </message>
    <message>
        <source>The user declined this payment; nothing was paid.</source>
        <translation>Der Benutzer hat diese Zahlung abgelehnt; es wurde nichts bezahlt.</translation>
    </message>
    <message>
        <source>%1 %2 It was declined and nothing was paid.</source>
        <translation>%1 %2 Sie wurde abgelehnt und es wurde nichts bezahlt.</translation>
    </message>
    <message>
        <source>url must be an http:// or https:// URL.</source>
        <translation>url muss eine http://- oder https://-URL sein.</translation>
    </message>
    <message>
        <source>method is one of %1.</source>
        <translation>method ist eines von %1.</translation>
    </message>
    <message>
        <source>headers is an object of header names and text values.</source>
        <translation>headers ist ein Objekt aus Header-Namen und Textwerten.</translation>
    </message>
    <message>
        <source>The header %1 cannot be sent: Paydesk sets it, or its value is not text.</source>
        <translation>Der Header %1 kann nicht gesendet werden: Paydesk setzt ihn selbst, oder sein Wert ist kein Text.</translation>
    </message>
    <message>
        <source>max_price is the most you will pay, with its asset: &quot;0.01 USDC&quot;. %1</source>
        <translation>max_price ist der Höchstbetrag, den Sie zahlen, mit seinem Asset: &quot;0.01 USDC&quot;. %1</translation>
    </message>
    <message>
        <source>This agent is no longer in Paydesk.</source>
        <translation>Dieser Agent ist nicht mehr in Paydesk vorhanden.</translation>
    </message>
    <message>
        <source>limit is a whole number from 1 to 200.</source>
        <translation>limit ist eine ganze Zahl von 1 bis 200.</translation>
    </message>
    <message>
        <source>Fetch a paid resource</source>
        <translation>Kostenpflichtige Ressource abrufen</translation>
    </message>
    <message>
        <source>Fetches a URL; when it answers HTTP 402 Payment Required (x402), pays it from the user&apos;s wallet within this agent&apos;s budgets and at most max_price, then returns the content and the seller&apos;s receipt. Refused, with the reason, when a limit forbids it; a payment that needs the user&apos;s approval waits for it.</source>
        <translation>Ruft eine URL ab; antwortet sie mit HTTP 402 Payment Required (x402), wird sie aus dem Wallet des Benutzers bezahlt, innerhalb der Budgets dieses Agenten und höchstens max_price, und der Inhalt und die Quittung des Verkäufers werden zurückgegeben. Wird mit Begründung abgelehnt, wenn ein Limit es verbietet; eine Zahlung, die die Genehmigung des Benutzers braucht, wartet auf diese.</translation>
    </message>
    <message>
        <source>Quote a resource&apos;s price</source>
        <translation>Preis einer Ressource abfragen</translation>
    </message>
    <message>
        <source>What a URL would cost and whether this agent could pay it without asking (price, asset, network, budget left). Nothing is paid.</source>
        <translation>Was eine URL kosten würde und ob dieser Agent sie ohne Nachfrage bezahlen könnte (Preis, Asset, Netzwerk, verbleibendes Budget). Es wird nichts bezahlt.</translation>
    </message>
    <message>
        <source>Balances and budgets</source>
        <translation>Kontostände und Budgets</translation>
    </message>
    <message>
        <source>What the user&apos;s wallets hold in the assets this agent may spend, and what is left of its budgets today.</source>
        <translation>Was die Wallets des Benutzers in den Assets halten, die dieser Agent ausgeben darf, und was heute von seinen Budgets übrig ist.</translation>
    </message>
    <message>
        <source>Recent payments</source>
        <translation>Letzte Zahlungen</translation>
    </message>
    <message>
        <source>This agent&apos;s latest payments, newest first: URL, price, state, transaction.</source>
        <translation>Die letzten Zahlungen dieses Agenten, neueste zuerst: URL, Preis, Status, Transaktion.</translation>
    </message>
    <message>
        <source>No payment needed: the site answered HTTP %1.</source>
        <translation>Keine Zahlung nötig: Die Website hat mit HTTP %1 geantwortet.</translation>
    </message>
    <message>
        <source>It cannot be paid: %1</source>
        <translation>Die Ressource kann nicht bezahlt werden: %1</translation>
    </message>
    <message>
        <source>%1 on %2.</source>
        <translation>%1 auf %2.</translation>
    </message>
    <message>
        <source>%1 It would be paid without asking (%2 of your budget left today).</source>
        <translation>%1 Die Zahlung würde ohne Nachfrage erfolgen (heute sind noch %2 Ihres Budgets übrig).</translation>
    </message>
    <message>
        <source>%1 %2 (%3 of your budget left today).</source>
        <translation>%1 %2 (heute sind noch %3 Ihres Budgets übrig).</translation>
    </message>
    <message>
        <source>No payment was needed (HTTP %1).</source>
        <translation>Es war keine Zahlung nötig (HTTP %1).</translation>
    </message>
    <message>
        <source>Paid %1 on %2 (transaction %3).</source>
        <translation>%1 auf %2 bezahlt (Transaktion %3).</translation>
    </message>
    <message>
        <source>Paid earlier (transaction %1); the content was fetched again.</source>
        <translation>Bereits früher bezahlt (Transaktion %1); der Inhalt wurde erneut abgerufen.</translation>
    </message>
    <message>
        <source>Binary content, %1 bytes of %2: see structuredContent.bodyBase64.</source>
        <translation>Binärer Inhalt, %1 Bytes vom Typ %2: siehe structuredContent.bodyBase64.</translation>
    </message>
    <message>
        <source>not read in time</source>
        <translation>nicht rechtzeitig gelesen</translation>
    </message>
    <message>
        <source>%1 holds %2 on %3.</source>
        <translation>%1 hält %2 auf %3.</translation>
    </message>
    <message>
        <source>an unknown amount of %1</source>
        <translation>einen unbekannten Betrag an %1</translation>
    </message>
    <message>
        <source>This agent has no budget yet: it cannot pay.</source>
        <translation>Dieser Agent hat noch kein Budget: Er kann nicht zahlen.</translation>
    </message>
    <message>
        <source>This agent is paused: it cannot pay until the user resumes it.</source>
        <translation>Dieser Agent ist pausiert: Er kann nicht zahlen, bis der Benutzer ihn fortsetzt.</translation>
    </message>
    <message>
        <source>This agent has made no payments yet.</source>
        <translation>Dieser Agent hat noch keine Zahlungen geleistet.</translation>
    </message>
    <message>
        <source>%1 left of %2 for %3</source>
        <translation>%1 von %2 übrig in den letzten %3</translation>
    </message>
    <message>
        <source>Budget on %1: %2; up to %3 a payment without asking.</source>
        <translation>Budget auf %1: %2; bis zu %3 pro Zahlung ohne Nachfrage.</translation>
    </message>
    <message>
        <source>It ended on %1: the agent cannot pay in it.</source>
        <translation>Es endete am %1: Der Agent kann darin nicht zahlen.</translation>
    </message>
    <message>
        <source>It holds %1.</source>
        <translation>Es gilt %1.</translation>
    </message>
    <message>
        <source>Paid %1 of up to %2 on %3 (transaction %4). %5</source>
        <translation>%1 von höchstens %2 auf %3 bezahlt (Transaktion %4). %5</translation>
    </message>
</context>
<context>
    <name>Amount</name>
    <message>
        <source>Enter an amount.</source>
        <translation>Geben Sie einen Betrag ein.</translation>
    </message>
    <message>
        <source>Unsupported number of decimals.</source>
        <translation>Nicht unterstützte Anzahl an Dezimalstellen.</translation>
    </message>
    <message>
        <source>The amount has more than one decimal point.</source>
        <translation>Der Betrag enthält mehr als einen Dezimalpunkt.</translation>
    </message>
    <message>
        <source>The amount may contain only digits and one decimal point (for example 0.25).</source>
        <translation>Der Betrag darf nur Ziffern und einen Dezimalpunkt enthalten (zum Beispiel 0.25).</translation>
    </message>
    <message>
        <source>The amount is too large.</source>
        <translation>Der Betrag ist zu groß.</translation>
    </message>
    <message>
        <source>Enter an amount such as 0.25.</source>
        <translation>Geben Sie einen Betrag wie 0.25 ein.</translation>
    </message>
    <message numerus="yes">
        <source>The amount has more than %n decimal place(s).</source>
        <translation>
            <numerusform>Der Betrag hat mehr als %n Dezimalstelle.</numerusform>
            <numerusform>Der Betrag hat mehr als %n Dezimalstellen.</numerusform>
        </translation>
    </message>
    <message>
        <source>The amount must be positive.</source>
        <translation>Der Betrag muss positiv sein.</translation>
    </message>
    <message>
        <source>Use a dot as the decimal separator: %1</source>
        <translation>Verwenden Sie einen Punkt als Dezimaltrennzeichen: %1</translation>
    </message>
    <message>
        <source>Write the amount without thousands separators, with a dot before the decimals (for example 1000.5).</source>
        <translation>Schreiben Sie den Betrag ohne Tausendertrennzeichen und mit einem Punkt vor den Nachkommastellen (zum Beispiel 1000.5).</translation>
    </message>
</context>
<context>
    <name>ApiError</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Paydesk could not reach the payment service.</source>
        <translation>Paydesk konnte den Zahlungsdienst nicht erreichen.</translation>
    </message>
    <message>
        <source>The payment service did not answer in time.</source>
        <translation>Der Zahlungsdienst hat nicht rechtzeitig geantwortet.</translation>
    </message>
    <message>
        <source>The secure connection to the payment service failed.</source>
        <translation>Die sichere Verbindung zum Zahlungsdienst ist fehlgeschlagen.</translation>
    </message>
    <message>
        <source>The payment service answered in a form Paydesk cannot read.</source>
        <translation>Der Zahlungsdienst hat in einer Form geantwortet, die Paydesk nicht lesen kann.</translation>
    </message>
    <message>
        <source>The request was cancelled.</source>
        <translation>Die Anfrage wurde abgebrochen.</translation>
    </message>
    <message>
        <source>Not enough funds for the payment plus fees.</source>
        <translation>Nicht genügend Guthaben für die Zahlung zuzüglich Gebühren.</translation>
    </message>
    <message>
        <source>The payment proof is invalid or expired.</source>
        <translation>Der Zahlungsnachweis ist ungültig oder abgelaufen.</translation>
    </message>
    <message>
        <source>The facilitator could not verify the payment.</source>
        <translation>Der Facilitator konnte die Zahlung nicht verifizieren.</translation>
    </message>
    <message>
        <source>The recipient address is invalid or does not exist.</source>
        <translation>Die Empfängeradresse ist ungültig oder existiert nicht.</translation>
    </message>
    <message>
        <source>Too many requests.</source>
        <translation>Zu viele Anfragen.</translation>
    </message>
    <message>
        <source>A parameter is missing or out of range.</source>
        <translation>Ein Parameter fehlt oder liegt außerhalb des zulässigen Bereichs.</translation>
    </message>
    <message>
        <source>The API key is missing or invalid.</source>
        <translation>Der API-Schlüssel fehlt oder ist ungültig.</translation>
    </message>
    <message>
        <source>The API key&apos;s plan does not include this endpoint.</source>
        <translation>Der Tarif des API-Schlüssels umfasst diesen Endpunkt nicht.</translation>
    </message>
    <message>
        <source>No such payment.</source>
        <translation>Diese Zahlung existiert nicht.</translation>
    </message>
    <message>
        <source>The payment service had an internal error.</source>
        <translation>Beim Zahlungsdienst ist ein interner Fehler aufgetreten.</translation>
    </message>
    <message>
        <source>The payment service refused the request.</source>
        <translation>Der Zahlungsdienst hat die Anfrage abgelehnt.</translation>
    </message>
    <message>
        <source>The payment may or may not have been made. Check its status or the wallet&apos;s history before trying again; do not pay a second time.</source>
        <translation>Es ist unklar, ob die Zahlung ausgeführt wurde. Prüfen Sie ihren Status oder den Verlauf des Wallets, bevor Sie es erneut versuchen; zahlen Sie nicht ein zweites Mal.</translation>
    </message>
    <message>
        <source>Check your internet connection and the service address in Settings, then try again.</source>
        <translation>Prüfen Sie Ihre Internetverbindung und die Dienstadresse in den Einstellungen und versuchen Sie es dann erneut.</translation>
    </message>
    <message>
        <source>Try again in a moment.</source>
        <translation>Versuchen Sie es gleich noch einmal.</translation>
    </message>
    <message>
        <source>Check the service address. If it is right, the service&apos;s certificate is not trusted by this computer: do not continue on an untrusted network.</source>
        <translation>Prüfen Sie die Dienstadresse. Wenn sie stimmt, wird dem Zertifikat des Dienstes auf diesem Computer nicht vertraut: Fahren Sie nicht in einem nicht vertrauenswürdigen Netzwerk fort.</translation>
    </message>
    <message>
        <source>Check that the service address points to a payment service, or try again later.</source>
        <translation>Prüfen Sie, ob die Dienstadresse auf einen Zahlungsdienst verweist, oder versuchen Sie es später erneut.</translation>
    </message>
    <message>
        <source>Correct the field named above and try again.</source>
        <translation>Korrigieren Sie das oben genannte Feld und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>Add funds to the wallet.</source>
        <translation>Laden Sie Guthaben auf das Wallet.</translation>
    </message>
    <message>
        <source>Check the payment status and retry.</source>
        <translation>Prüfen Sie den Zahlungsstatus und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>Verify the recipient address.</source>
        <translation>Prüfen Sie die Empfängeradresse.</translation>
    </message>
    <message>
        <source>Slow down; retry with exponential backoff.</source>
        <translation>Senden Sie langsamer; versuchen Sie es mit exponentiell wachsenden Wartezeiten erneut.</translation>
    </message>
    <message>
        <source>Correct the field named in the message and try again.</source>
        <translation>Korrigieren Sie das in der Meldung genannte Feld und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>Check the API key: enter it again in Settings or with &apos;paydesk-cli key set&apos;.</source>
        <translation>Prüfen Sie den API-Schlüssel: Geben Sie ihn in den Einstellungen oder mit &apos;paydesk-cli key set&apos; erneut ein.</translation>
    </message>
    <message>
        <source>Use an API key whose plan includes this endpoint, or upgrade the plan.</source>
        <translation>Verwenden Sie einen API-Schlüssel, dessen Tarif diesen Endpunkt umfasst, oder wechseln Sie zu einem höheren Tarif.</translation>
    </message>
    <message>
        <source>Check the payment id.</source>
        <translation>Prüfen Sie die Zahlungs-ID.</translation>
    </message>
    <message>
        <source>Try again later. If this was a payment, check its status first.</source>
        <translation>Versuchen Sie es später erneut. Falls es sich um eine Zahlung handelte, prüfen Sie zuerst ihren Status.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>The recipient is on another chain than the wallet (%1). Verify the recipient address.</source>
        <translation>Der Empfänger befindet sich auf einer anderen Chain als das Wallet (%1). Prüfen Sie die Empfängeradresse.</translation>
    </message>
    <message>
        <source>The recipient is the sending wallet itself.</source>
        <translation>Der Empfänger ist das sendende Wallet selbst.</translation>
    </message>
    <message numerus="yes">
        <source>Slow down: retry in %n second(s).</source>
        <translation>
            <numerusform>Senden Sie langsamer: Versuchen Sie es in %n Sekunde erneut.</numerusform>
            <numerusform>Senden Sie langsamer: Versuchen Sie es in %n Sekunden erneut.</numerusform>
        </translation>
    </message>
    <message>
        <source>The idempotency key must be 1 to 255 printable ASCII characters without spaces (for example a UUID).</source>
        <translation>Der Idempotenzschlüssel muss aus 1 bis 255 druckbaren ASCII-Zeichen ohne Leerzeichen bestehen (zum Beispiel eine UUID).</translation>
    </message>
    <message>
        <source>This proof cannot be accepted: ask the payer for a new one.</source>
        <translation>Dieser Nachweis kann nicht angenommen werden: bitten Sie den Zahler um einen neuen.</translation>
    </message>
    <message>
        <source>Paydesk refused it; nothing was sent or signed.</source>
        <translation>Paydesk hat es abgelehnt; nichts wurde gesendet oder signiert.</translation>
    </message>
    <message>
        <source>A value is not valid; nothing was sent.</source>
        <translation>Ein Wert ist ungültig; nichts wurde gesendet.</translation>
    </message>
</context>
<context>
    <name>AttemptStart</name>
    <message>
        <source>The payment could not be journaled (%1), so it was not made.</source>
        <translation>Die Zahlung konnte nicht im Journal vermerkt werden (%1), daher wurde sie nicht ausgeführt.</translation>
    </message>
    <message>
        <source>%1 Other payments took it while this one was being prepared; nothing was paid.</source>
        <translation>%1 Andere Zahlungen haben den verfügbaren Betrag verbraucht, während diese Zahlung vorbereitet wurde; es wurde nichts bezahlt.</translation>
    </message>
    <message>
        <source>The budget for %1 changed.</source>
        <translation>Das Budget für %1 hat sich geändert.</translation>
    </message>
</context>
<context>
    <name>BatchChannel</name>
    <message>
        <source>The channel config&apos;s &quot;%1&quot; is missing or malformed.</source>
        <translation>Das Feld „%1“ der Kanalkonfiguration fehlt oder ist fehlerhaft.</translation>
    </message>
    <message>
        <source>The voucher&apos;s &quot;%1&quot; is missing or malformed.</source>
        <translation>Das Feld „%1“ des Gutscheins fehlt oder ist fehlerhaft.</translation>
    </message>
    <message>
        <source>The channel state&apos;s &quot;%1&quot; is missing or malformed.</source>
        <translation>Das Feld „%1“ des Kanalzustands fehlt oder ist fehlerhaft.</translation>
    </message>
    <message>
        <source>A voucher names a 32-byte channel and at most 2^128 - 1 atomic units.</source>
        <translation>Ein Gutschein nennt einen 32-Byte-Kanal und höchstens 2^128 - 1 atomare Einheiten.</translation>
    </message>
    <message>
        <source>The voucher could not be signed with the key of %1; nothing was sent.</source>
        <translation>Der Gutschein konnte nicht mit dem Schlüssel von %1 signiert werden; nichts wurde gesendet.</translation>
    </message>
</context>
<context>
    <name>BatchPayload</name>
    <message>
        <source>The channel payment&apos;s &quot;type&quot; must be deposit, voucher or refund.</source>
        <translation>Der „type“ der Kanalzahlung muss deposit, voucher oder refund sein.</translation>
    </message>
    <message>
        <source>The refund&apos;s &quot;amount&quot; is malformed.</source>
        <translation>Der „amount“ der Rückerstattung ist fehlerhaft.</translation>
    </message>
    <message>
        <source>The channel deposit is malformed or not an ERC-3009 authorization (Paydesk deposits by ERC-3009 only).</source>
        <translation>Die Kanaleinlage ist fehlerhaft oder keine ERC-3009-Autorisierung (Paydesk zahlt nur per ERC-3009 ein).</translation>
    </message>
</context>
<context>
    <name>BudgetListModel</name>
    <message>
        <source>Site</source>
        <translation>Website</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Netzwerk</translation>
    </message>
    <message>
        <source>Per payment</source>
        <translation>Pro Zahlung</translation>
    </message>
    <message>
        <source>Per day</source>
        <translation>Pro Tag</translation>
    </message>
    <message>
        <source>Spent today</source>
        <translation>Heute ausgegeben</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <source>Per week / month</source>
        <translation>Pro Woche / Monat</translation>
    </message>
</context>
<context>
    <name>BudgetStore</name>
    <message>
        <source>The price %1 is above this site&apos;s cap of %2 per payment.</source>
        <translation>Der Preis %1 liegt über der Obergrenze dieser Website von %2 pro Zahlung.</translation>
    </message>
    <message>
        <source>The price %1 is above what is left of this site&apos;s daily budget (%2 of %3).</source>
        <translation>Der Preis %1 liegt über dem verbleibenden Tagesbudget dieser Website (%2 von %3).</translation>
    </message>
    <message>
        <source>The price %1 is above the cap of %2 per payment that you granted this site.</source>
        <translation>Der Preis %1 liegt über der Obergrenze von %2 pro Zahlung, die Sie dieser Website gewährt haben.</translation>
    </message>
    <message>
        <source>The price %1 is above your default cap of %2 per payment (this site has no budget).</source>
        <translation>Der Preis %1 liegt über Ihrer Standard-Obergrenze von %2 pro Zahlung (diese Website hat kein Budget).</translation>
    </message>
    <message>
        <source>The price %1 is above what is left of your default cap of %3 per day for this site (%2 left).</source>
        <translation>Der Preis %1 liegt über dem, was von Ihrer Standard-Obergrenze von %3 pro Tag für diese Website übrig ist (noch %2).</translation>
    </message>
    <message>
        <source>The price %1 is above what is left of your daily cap for all sites (%2 of %3 in 24 hours).</source>
        <translation>Der Preis %1 liegt über dem, was von Ihrer Tagesobergrenze für alle Websites übrig ist (%2 von %3 in 24 Stunden).</translation>
    </message>
    <message>
        <source>A daily cap must be more than zero.</source>
        <translation>Eine Tagesobergrenze muss größer als null sein.</translation>
    </message>
    <message>
        <source>The price %1 is above what is left of this site&apos;s budget of %3 %4 (%2 left in the last %5).</source>
        <translation>Der Preis %1 liegt über dem Rest des Budgets dieser Website von %3 %4 (%2 übrig in den letzten %5).</translation>
    </message>
    <message>
        <source>The price %1 is above what is left of this site&apos;s cap of %3 %4 (%2 left).</source>
        <translation>Der Preis %1 liegt über dem Rest der Obergrenze dieser Website von %3 %4 (%2 übrig).</translation>
    </message>
    <message>
        <source>The budget you granted this site ended %1: Paydesk asks again before each payment. Grant it again to pay without asking.</source>
        <translation>Das Budget, das Sie dieser Website gewährt haben, ist beendet (%1): Paydesk fragt wieder vor jeder Zahlung. Gewähren Sie es erneut, um ohne Nachfrage zu zahlen.</translation>
    </message>
    <message>
        <source>The price %1 is above what is left of your cap of %3 %4 in all dollar stablecoins together (%2 left in the last %5).</source>
        <translation>Der Preis %1 liegt über dem Rest Ihrer Obergrenze von %3 %4 für alle Dollar-Stablecoins zusammen (%2 übrig in den letzten %5).</translation>
    </message>
    <message>
        <source>A cap in dollars must be more than zero, in cents or finer (at most %1 decimals).</source>
        <translation>Eine Obergrenze in Dollar muss über null liegen, in Cent oder feiner (höchstens %1 Nachkommastellen).</translation>
    </message>
</context>
<context>
    <name>BudgetWindows</name>
    <message>
        <source>24 hours</source>
        <translation>24 Stunden</translation>
    </message>
    <message>
        <source>7 days</source>
        <translation>7 Tagen</translation>
    </message>
    <message>
        <source>30 days</source>
        <translation>30 Tagen</translation>
    </message>
    <message>
        <source>per day</source>
        <translation>pro Tag</translation>
    </message>
    <message>
        <source>per week</source>
        <translation>pro Woche</translation>
    </message>
    <message>
        <source>per month</source>
        <translation>pro Monat</translation>
    </message>
    <message>
        <source>until %1</source>
        <translation>bis %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>amount, per period</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>ended %1</source>
        <translation>beendet %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a date: give the last day of the budget as 2026-12-31, a time as 2026-12-31T18:00, or none for no end.</source>
        <translation>„%1“ ist kein Datum: Geben Sie den letzten Tag des Budgets als 2026-12-31 an, eine Uhrzeit als 2026-12-31T18:00 oder none für kein Ende.</translation>
    </message>
</context>
<context>
    <name>ChannelBook</name>
    <message>
        <source>no such channel</source>
        <translation>kein solcher Kanal</translation>
    </message>
    <message>
        <source>the channel is not open</source>
        <translation>der Kanal ist nicht offen</translation>
    </message>
</context>
<context>
    <name>ChannelCheck</name>
    <message>
        <source>The seller&apos;s answer does not state the channel&apos;s charge and state (%1).</source>
        <translation>Die Antwort des Verkäufers nennt weder die Belastung noch den Zustand des Kanals (%1).</translation>
    </message>
    <message>
        <source>no chargedAmount</source>
        <translation>kein chargedAmount</translation>
    </message>
    <message>
        <source>The seller&apos;s answer names another channel (%1) than the one paid through.</source>
        <translation>Die Antwort des Verkäufers nennt einen anderen Kanal (%1) als den, über den bezahlt wurde.</translation>
    </message>
    <message>
        <source>The seller charged %1 units, above the request&apos;s maximum of %2 units.</source>
        <translation>Der Verkäufer hat %1 Einheiten berechnet, mehr als das Maximum der Anfrage von %2 Einheiten.</translation>
    </message>
    <message>
        <source>The seller&apos;s cumulative charge (%1 units) is not the previous %2 units plus this charge of %3 units.</source>
        <translation>Die kumulierte Belastung des Verkäufers (%1 Einheiten) ist nicht die vorherige von %2 Einheiten plus diese Belastung von %3 Einheiten.</translation>
    </message>
    <message>
        <source>not stated</source>
        <translation>nicht angegeben</translation>
    </message>
    <message>
        <source>The seller says the channel holds %1 units, less than the %2 units it has charged.</source>
        <translation>Der Verkäufer sagt, der Kanal enthalte %1 Einheiten, weniger als die %2 Einheiten, die er berechnet hat.</translation>
    </message>
    <message>
        <source>The seller&apos;s 402 lists no payment options.</source>
        <translation>Die 402-Antwort des Verkäufers nennt keine Zahlungsoptionen.</translation>
    </message>
    <message>
        <source>The seller&apos;s channel state is not backed by a voucher of yours, so Paydesk does not adopt it.</source>
        <translation>Der Kanalzustand des Verkäufers ist durch keinen Ihrer Gutscheine gedeckt, daher übernimmt Paydesk ihn nicht.</translation>
    </message>
    <message>
        <source>The voucher the seller shows was not signed by your wallet.</source>
        <translation>Der Gutschein, den der Verkäufer vorzeigt, wurde nicht von Ihrem Wallet signiert.</translation>
    </message>
    <message>
        <source>The voucher the seller shows (%1 units) is above every voucher Paydesk journaled (%2 units).</source>
        <translation>Der Gutschein, den der Verkäufer vorzeigt (%1 Einheiten), liegt über jedem Gutschein, den Paydesk im Journal hat (%2 Einheiten).</translation>
    </message>
    <message>
        <source>The seller&apos;s cumulative charge is missing or above your voucher.</source>
        <translation>Die kumulierte Belastung des Verkäufers fehlt oder liegt über Ihrem Gutschein.</translation>
    </message>
    <message>
        <source>The seller&apos;s cumulative charge (%1 units) skips back below the %2 units it charged before.</source>
        <translation>Die kumulierte Belastung des Verkäufers (%1 Einheiten) fällt unter die %2 Einheiten zurück, die er zuvor berechnet hat.</translation>
    </message>
    <message>
        <source>The seller&apos;s 402 says nothing of this channel.</source>
        <translation>Die 402-Antwort des Verkäufers sagt nichts über diesen Kanal.</translation>
    </message>
</context>
<context>
    <name>ChannelEvmScheme</name>
    <message>
        <source>no channel journal here.</source>
        <translation>hier gibt es kein Kanaljournal.</translation>
    </message>
    <message>
        <source>the channel %1 is stopped: %2</source>
        <translation>der Kanal %1 ist angehalten: %2</translation>
    </message>
    <message>
        <source>the channel&apos;s cumulative amount overflows.</source>
        <translation>der kumulierte Betrag des Kanals läuft über.</translation>
    </message>
    <message>
        <source>Signing a deposit of %1 units into a payment channel with %2 and a voucher of up to %3 with the key of %4...</source>
        <translation>Signieren einer Einlage von %1 Einheiten in einen Zahlungskanal mit %2 und eines Gutscheins über bis zu %3 mit dem Schlüssel von %4...</translation>
    </message>
    <message>
        <source>Signing a channel voucher of up to %1 to %2 with the key of %3...</source>
        <translation>Signieren eines Kanalgutscheins über bis zu %1 an %2 mit dem Schlüssel von %3...</translation>
    </message>
    <message>
        <source>the deposit could not be signed with the key of %1.</source>
        <translation>die Einlage konnte nicht mit dem Schlüssel von %1 signiert werden.</translation>
    </message>
    <message>
        <source>the channel could not be journaled (%1), so nothing was sent.</source>
        <translation>der Kanal konnte nicht ins Journal geschrieben werden (%1), daher wurde nichts gesendet.</translation>
    </message>
    <message>
        <source>the channel&apos;s payee or token is not an EVM address.</source>
        <translation>der Empfänger oder der Token des Kanals ist keine EVM-Adresse.</translation>
    </message>
    <message>
        <source>the seller names no receiver authorizer for its channel (extra.receiverAuthorizer).</source>
        <translation>der Verkäufer nennt keinen Empfangsbevollmächtigten für seinen Kanal (extra.receiverAuthorizer).</translation>
    </message>
    <message>
        <source>the channel&apos;s withdraw delay (extra.withdrawDelay) is not between 15 minutes and 30 days.</source>
        <translation>die Abhebungsfrist des Kanals (extra.withdrawDelay) liegt nicht zwischen 15 Minuten und 30 Tagen.</translation>
    </message>
    <message>
        <source>channel payments (batch-settlement) are x402 v2 only.</source>
        <translation>Kanalzahlungen (batch-settlement) gibt es nur in x402 v2.</translation>
    </message>
    <message>
        <source>the seller asks for the channel&apos;s deposit by %1; Paydesk deposits by ERC-3009 only.</source>
        <translation>der Verkäufer verlangt die Kanaleinlage per %1; Paydesk zahlt nur per ERC-3009 ein.</translation>
    </message>
    <message>
        <source>This face of Paydesk keeps no payment channels; nothing was paid.</source>
        <translation>Diese Oberfläche von Paydesk führt keine Zahlungskanäle; es wurde nichts bezahlt.</translation>
    </message>
    <message>
        <source>Paydesk signs nothing more on your channel %1 with this seller: %2 Withdraw what is left (paydesk-cli channel withdraw %1, or the Channels view); nothing was paid.</source>
        <translation>Paydesk signiert nichts mehr auf Ihrem Kanal %1 mit diesem Verkäufer: %2 Heben Sie den Rest ab (paydesk-cli channel withdraw %1 oder die Ansicht Zahlungskanäle); es wurde nichts bezahlt.</translation>
    </message>
    <message>
        <source>the channel with this seller is stopped.</source>
        <translation>der Kanal mit diesem Verkäufer ist angehalten.</translation>
    </message>
    <message>
        <source>An earlier deposit into your channel %1 has not been seen on chain yet, and it stays valid until %2. Paydesk never deposits twice: try again once it has landed or expired; nothing was paid.</source>
        <translation>Eine frühere Einlage in Ihren Kanal %1 ist noch nicht auf der Chain zu sehen und bleibt bis %2 gültig. Paydesk zahlt nie zweimal ein: Versuchen Sie es erneut, sobald sie angekommen oder abgelaufen ist; es wurde nichts bezahlt.</translation>
    </message>
    <message>
        <source>an earlier deposit into the channel is still pending.</source>
        <translation>eine frühere Einlage in den Kanal ist noch ausstehend.</translation>
    </message>
    <message>
        <source>The voucher was never charged: nothing was paid through the channel.</source>
        <translation>Der Gutschein wurde nie belastet: Über den Kanal wurde nichts bezahlt.</translation>
    </message>
    <message>
        <source>Paydesk cannot find the channel this payment went through.</source>
        <translation>Paydesk findet den Kanal nicht, über den diese Zahlung lief.</translation>
    </message>
    <message>
        <source>%1 Paydesk signs nothing more on this channel; withdraw what is left (paydesk-cli channel withdraw %2).</source>
        <translation>%1 Paydesk signiert nichts mehr auf diesem Kanal; heben Sie den Rest ab (paydesk-cli channel withdraw %2).</translation>
    </message>
    <message>
        <source>the channel&apos;s deposit would be above --max-deposit.</source>
        <translation>die Einlage des Kanals läge über --max-deposit.</translation>
    </message>
    <message>
        <source>A payment channel with this seller needs a deposit of at least %1, above your --max-deposit; nothing was paid.</source>
        <translation>Ein Zahlungskanal mit diesem Verkäufer braucht eine Einlage von mindestens %1, mehr als Ihr --max-deposit; es wurde nichts bezahlt.</translation>
    </message>
</context>
<context>
    <name>ChannelsModel</name>
    <message>
        <source>Seller</source>
        <translation>Verkäufer</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Netzwerk</translation>
    </message>
    <message>
        <source>Deposit</source>
        <translation>Einlage</translation>
    </message>
    <message>
        <source>Charged</source>
        <translation>Berechnet</translation>
    </message>
    <message>
        <source>Refundable</source>
        <translation>Erstattbar</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Last use</source>
        <translation>Zuletzt genutzt</translation>
    </message>
</context>
<context>
    <name>CliAgentFace</name>
    <message>
        <source>--hold-keys takes the seconds the keys stay after the last payment, 0 to %1 (0: read from the keychain for every payment).</source>
        <translation>--hold-keys nimmt die Sekunden, die die Schlüssel nach der letzten Zahlung bleiben, 0 bis %1 (0: für jede Zahlung aus dem Schlüsselbund lesen).</translation>
    </message>
</context>
<context>
    <name>CliArguments</name>
    <message>
        <source>Amount in the chain&apos;s native currency, 0.001 to 100.</source>
        <translation>Betrag in der nativen Währung der Chain, 0.001 bis 100.</translation>
    </message>
    <message>
        <source>URL of the protected resource paid for.</source>
        <translation>URL der geschützten Ressource, für die bezahlt wird.</translation>
    </message>
    <message>
        <source>Priority fee 0.00001 to 0.01, or auto (default).</source>
        <translation>Prioritätsgebühr 0.00001 bis 0.01 oder auto (Standard).</translation>
    </message>
    <message>
        <source>Local mode: sign with your own key (wallet import) and broadcast through --rpc.</source>
        <translation>Lokaler Modus: mit Ihrem eigenen Schlüssel signieren (wallet import) und über --rpc übertragen.</translation>
    </message>
    <message>
        <source>Local mode: simulate before signing.</source>
        <translation>Lokaler Modus: vor dem Signieren simulieren.</translation>
    </message>
    <message>
        <source>Protected resource URL.</source>
        <translation>URL der geschützten Ressource.</translation>
    </message>
    <message>
        <source>Verification timeout in seconds (default 30).</source>
        <translation>Zeitlimit für die Verifizierung in Sekunden (Standard 30).</translation>
    </message>
    <message>
        <source>Local mode: co-sign the buyer&apos;s transfer as fee payer and broadcast it through --rpc.</source>
        <translation>Lokaler Modus: die Überweisung des Käufers als Gebührenzahler mitsignieren und über --rpc übertragen.</translation>
    </message>
    <message>
        <source>Local mode: priority fee 0.00001 to 0.01.</source>
        <translation>Lokaler Modus: Prioritätsgebühr 0.00001 bis 0.01.</translation>
    </message>
    <message>
        <source>Poll with backoff until the payment reaches a final state.</source>
        <translation>Mit wachsenden Wartezeiten abfragen, bis die Zahlung einen endgültigen Status erreicht.</translation>
    </message>
    <message>
        <source>Give up waiting after this many seconds (default 600).</source>
        <translation>Warten nach so vielen Sekunden aufgeben (Standard 600).</translation>
    </message>
    <message>
        <source>sent, received or all (default all).</source>
        <translation>sent, received oder all (Standard all).</translation>
    </message>
    <message>
        <source>Page size, 1 to 500 (default 50).</source>
        <translation>Seitengröße, 1 bis 500 (Standard 50).</translation>
    </message>
    <message>
        <source>Pagination offset (default 0).</source>
        <translation>Versatz für die Seitenaufteilung (Standard 0).</translation>
    </message>
    <message>
        <source>Your name for the wallet.</source>
        <translation>Ihr Name für das Wallet.</translation>
    </message>
    <message>
        <source>create: 12 (default) or 24 recovery words.</source>
        <translation>create: 12 (Standard) oder 24 Wiederherstellungswörter.</translation>
    </message>
    <message>
        <source>import: a solana-keygen JSON keypair file.</source>
        <translation>import: eine solana-keygen-JSON-Schlüsselpaardatei.</translation>
    </message>
    <message>
        <source>import: read the recovery phrase from this variable.</source>
        <translation>import: die Wiederherstellungsphrase aus dieser Variablen lesen.</translation>
    </message>
    <message>
        <source>create: skip asking back three words of the phrase.</source>
        <translation>create: die Abfrage von drei Wörtern der Phrase überspringen.</translation>
    </message>
    <message>
        <source>remove: confirm without asking.</source>
        <translation>remove: ohne Nachfrage bestätigen.</translation>
    </message>
    <message>
        <source>Usage: paydesk-cli [global options] %1

</source>
        <translation>Aufruf: paydesk-cli [globale Optionen] %1

</translation>
    </message>
    <message>
        <source>Wrong number of arguments for %1.

</source>
        <translation>Falsche Anzahl an Argumenten für %1.

</translation>
    </message>
    <message>
        <source>Unknown command &apos;%1&apos;.

</source>
        <translation>Unbekannter Befehl &apos;%1&apos;.

</translation>
    </message>
    <message>
        <source>The network your wallet pays on (default: solana-sandbox for a service on this computer, else solana).</source>
        <translation>Das Netzwerk, in dem Ihr Wallet zahlt (Standard: solana-sandbox für einen Dienst auf diesem Computer, sonst solana).</translation>
    </message>
    <message>
        <source>Save the content to this file (needed for binary content).</source>
        <translation>Den Inhalt in dieser Datei speichern (für binäre Inhalte erforderlich).</translation>
    </message>
    <message>
        <source>Extra metadata, a JSON object; @FILE reads it from a file, - from standard input. At most %1 KiB as compact JSON.</source>
        <translation>Zusätzliche Metadaten, ein JSON-Objekt; @FILE liest sie aus einer Datei, - von der Standardeingabe. Höchstens %1 KiB als kompaktes JSON.</translation>
    </message>
    <message>
        <source>Sent as the Idempotency-Key header: run the same payment again with the same key and a service that honours it answers the first payment instead of paying twice (default: a new key per run).</source>
        <translation>Wird als Idempotency-Key-Header gesendet: Führen Sie dieselbe Zahlung mit demselben Schlüssel erneut aus, antwortet ein Dienst, der ihn beachtet, mit der ersten Zahlung, statt zweimal zu zahlen (Standard: ein neuer Schlüssel pro Aufruf).</translation>
    </message>
    <message>
        <source>Sent as the Idempotency-Key header (see send).</source>
        <translation>Wird als Idempotency-Key-Header gesendet (siehe send).</translation>
    </message>
    <message>
        <source>Local mode: co-sign without asking (needed when standard input is not a terminal).</source>
        <translation>Lokaler Modus: ohne Nachfrage mitsignieren (nötig, wenn die Standardeingabe kein Terminal ist).</translation>
    </message>
    <message>
        <source>Pay without asking, within the site&apos;s budget; a site without one has the default caps of 0.01 SOL per payment and 0.05 SOL per day. --yes alone never pays above a cap; at a terminal, a &quot;y&quot; approves one payment above the default caps.</source>
        <translation>Ohne Nachfrage zahlen, innerhalb des Budgets der Website; eine Website ohne Budget hat die Standard-Obergrenzen von 0.01 SOL pro Zahlung und 0.05 SOL pro Tag. --yes allein zahlt nie über einer Obergrenze; in einem Terminal genehmigt ein &quot;y&quot; eine Zahlung über den Standard-Obergrenzen.</translation>
    </message>
    <message>
        <source>The network of the budget (default: the one fetch pays on, solana-sandbox for a service on this computer, else solana); revoke without it revokes every network&apos;s.</source>
        <translation>Das Netzwerk des Budgets (Standard: das, in dem fetch zahlt, solana-sandbox für einen Dienst auf diesem Computer, sonst solana); revoke ohne diese Option widerruft die Budgets aller Netzwerke.</translation>
    </message>
    <message>
        <source>grant: the most all payments of 24 hours may take (default 0.05 SOL; at least --per-payment).</source>
        <translation>grant: der Höchstbetrag, den alle Zahlungen innerhalb von 24 Stunden abbuchen dürfen (Standard 0.05 SOL; mindestens --per-payment).</translation>
    </message>
    <message>
        <source>create: a custodial wallet of the sandbox service (--service on this computer), the kind hosted send and receive pay from; needs the API key.</source>
        <translation>create: ein vom Sandbox-Dienst verwahrtes Wallet (--service auf diesem Computer), wie es send und receive im gehosteten Modus zum Zahlen verwenden; benötigt den API-Schlüssel.</translation>
    </message>
    <message>
        <source>create --hosted: test funds to start with (default 10).</source>
        <translation>create --hosted: Testguthaben zum Start (Standard 10).</translation>
    </message>
    <message>
        <source>With --wait, Ctrl-C stops waiting (exit 130) without touching the payment; run the same
command again to resume.</source>
        <translation>Mit --wait beendet Strg+C das Warten (Exit-Code 130), ohne die Zahlung anzutasten; führen Sie denselben
Befehl erneut aus, um fortzufahren.</translation>
    </message>
    <message>
        <source>Usage: paydesk-cli [--service URL] [--api-key-env NAME] [--json] [--verbose] COMMAND [OPTIONS]

Paydesk&apos;s command line: the payment service&apos;s interface for scripts.

Global options:
  --service URL        Payment service base URL (https://, or http:// on this computer).
                       Default: $PAYDESK_SERVICE_URL, then the GUI&apos;s setting.
  --api-key-env NAME   Read the API key from environment variable NAME instead of the
                       OS keychain.
  --json               Print one JSON object per result on standard output.
  --verbose            Log each request and step on standard error (quiet by default).
  -h, --help           This help; COMMAND --help for a command&apos;s options.
  -v, --version        Version.

Commands:
</source>
        <translation>Aufruf: paydesk-cli [--service URL] [--api-key-env NAME] [--json] [--verbose] COMMAND [OPTIONS]

Die Befehlszeile von Paydesk: die Schnittstelle des Zahlungsdienstes für Skripte.

Globale Optionen:
  --service URL        Basis-URL des Zahlungsdienstes (https:// oder http:// auf diesem Computer).
                       Standard: $PAYDESK_SERVICE_URL, dann die Einstellung der GUI.
  --api-key-env NAME   Den API-Schlüssel aus der Umgebungsvariablen NAME statt aus dem
                       Schlüsselbund des Betriebssystems lesen.
  --json               Ein JSON-Objekt pro Ergebnis auf der Standardausgabe ausgeben.
  --verbose            Jede Anfrage und jeden Schritt auf der Standardfehlerausgabe protokollieren (sonst still).
  -h, --help           Diese Hilfe; COMMAND --help für die Optionen eines Befehls.
  -v, --version        Version.

Befehle:
</translation>
    </message>
    <message>
        <source>list: read balances through this Solana RPC URL (or mainnet-beta, devnet, testnet, sandbox).</source>
        <translation>list: Kontostände über diese Solana-RPC-URL lesen (oder mainnet-beta, devnet, testnet, sandbox).</translation>
    </message>
    <message>
        <source>Local mode: refuse a priority fee above this (SOL; default: the limit in the app&apos;s Settings, 0.001).</source>
        <translation>Lokaler Modus: eine Prioritätsgebühr über diesem Wert ablehnen (SOL; Standard: das Limit in den Einstellungen der App, 0.001).</translation>
    </message>
    <message>
        <source>import: read a base58 secret key (--chain evm: 64 hex digits) from this variable.</source>
        <translation>import: einen geheimen base58-Schlüssel (--chain evm: 64 Hex-Ziffern) aus dieser Variablen lesen.</translation>
    </message>
    <message>
        <source>import --chain evm: an Ethereum keystore (v3) JSON file.</source>
        <translation>import --chain evm: eine Ethereum-Keystore-Datei (v3, JSON).</translation>
    </message>
    <message>
        <source>import --chain evm: the keystore file&apos;s password from this variable (else asked on the terminal; never stored).</source>
        <translation>import --chain evm: das Passwort der Keystore-Datei aus dieser Variablen (sonst im Terminal abgefragt; nie gespeichert).</translation>
    </message>
    <message>
        <source>import: derivation path (default m/44&apos;/501&apos;/0&apos;/0&apos;; --chain evm: m/44&apos;/60&apos;/0&apos;/0/0).</source>
        <translation>import: Ableitungspfad (Standard m/44&apos;/501&apos;/0&apos;/0&apos;; --chain evm: m/44&apos;/60&apos;/0&apos;/0/0).</translation>
    </message>
    <message>
        <source>import, create --hosted: solana (default) or evm. A created phrase gives both accounts.</source>
        <translation>import, create --hosted: solana (Standard) oder evm. Eine neu erstellte Phrase ergibt beide Konten.</translation>
    </message>
    <message>
        <source>
key set reads the API key from standard input and stores it in the OS keychain (the entry the
GUI uses); key test makes one authenticated request; key delete removes it.
wallet keeps Solana and EVM keys in the OS keychain (the GUI&apos;s wallets); send and receive with
--local --rpc URL sign with them after checking the transaction, and broadcast themselves.

Exit codes: 0 success, 2 usage or validation error, 3 error answered by the service,
4 refused by Paydesk&apos;s own checks, 5 network failure or timeout (a payment whose
outcome is unknown also exits 5: check its status, never send it again blindly).
</source>
        <translation>
key set liest den API-Schlüssel von der Standardeingabe und speichert ihn im Schlüsselbund des Betriebssystems (dem
Eintrag, den die GUI verwendet); key test sendet eine authentifizierte Anfrage; key delete entfernt ihn.
wallet verwahrt Solana- und EVM-Schlüssel im Schlüsselbund des Betriebssystems (die Wallets der GUI); send und receive mit
--local --rpc URL signieren damit nach Prüfung der Transaktion und übertragen selbst.

Exit-Codes: 0 Erfolg, 2 Aufruf- oder Validierungsfehler, 3 vom Dienst gemeldeter Fehler,
4 von den eigenen Prüfungen von Paydesk abgelehnt, 5 Netzwerkfehler oder Zeitüberschreitung (eine Zahlung mit
unbekanntem Ausgang endet ebenfalls mit 5: Prüfen Sie ihren Status, senden Sie sie nie blind erneut).
</translation>
    </message>
    <message>
        <source>list: read EVM balances through this JSON-RPC URL (or ethereum, base, base-sepolia, polygon, arbitrum-one, sandbox).</source>
        <translation>list: EVM-Kontostände über diese JSON-RPC-URL lesen (oder ethereum, base, base-sepolia, polygon, arbitrum-one, sandbox).</translation>
    </message>
    <message>
        <source>Local mode, EVM wallet: refuse a transaction whose gas may cost more than this (ETH, gas limit x max fee per gas; default: the limit in the app&apos;s Settings, 0.005).</source>
        <translation>Lokaler Modus, EVM-Wallet: eine Transaktion ablehnen, deren Gas mehr als diesen Wert kosten kann (ETH, Gaslimit x maximale Gebühr pro Gas; Standard: das Limit in den Einstellungen der App, 0.005).</translation>
    </message>
    <message>
        <source>Refuse any price above this: an amount and its asset (&quot;0.01 USDC&quot;), or a bare number in the network&apos;s native coin (0.05 for 0.05 SOL); a price in another asset is refused. With --yes, also this run&apos;s approval of one price above the default caps, up to AMOUNT; no budget is granted.</source>
        <translation>Lehnt jeden höheren Preis ab: ein Betrag mit seinem Asset (&quot;0.01 USDC&quot;) oder eine bloße Zahl in der nativen Währung des Netzwerks (0.05 für 0.05 SOL); ein Preis in einem anderen Asset wird abgelehnt. Mit --yes zugleich die Zustimmung dieses Laufs zu einem Preis über den Standardgrenzen, bis AMOUNT; es wird kein Budget gewährt.</translation>
    </message>
    <message>
        <source>Local mode: sign with your own key (wallet import). An EVM wallet (--from 0x...) pays USDC by an EIP-3009 authorization on the seller&apos;s EVM network and needs no --rpc.</source>
        <translation>Lokaler Modus: mit Ihrem eigenen Schlüssel signieren (wallet import). Ein EVM-Wallet (--from 0x...) zahlt USDC mit einer EIP-3009-Autorisierung im EVM-Netzwerk des Verkäufers und braucht kein --rpc.</translation>
    </message>
    <message>
        <source>grant: the most one payment may take (default 0.01, as for a site without a budget), in the native coin or with a token&apos;s symbol (&quot;0.05 USDC&quot;: a budget in that token on --network).</source>
        <translation>grant: das Höchste, was eine Zahlung nehmen darf (Standard 0.01, wie für eine Website ohne Budget), in der nativen Währung oder mit dem Symbol eines Tokens (&quot;0.05 USDC&quot;: ein Budget in diesem Token im --network).</translation>
    </message>
    <message>
        <source>Wallet that pays when the URL answers 402 Payment Required; give it again for more wallets (--from A --from B): the cheapest option one of them can pay is paid.</source>
        <translation>Wallet, das zahlt, wenn die URL mit 402 Payment Required antwortet; für mehrere Wallets erneut angeben (--from A --from B): Bezahlt wird die günstigste Option, die eines davon zahlen kann.</translation>
    </message>
    <message>
        <source>add: the symbol amounts in this token show with (&quot;EURC&quot;).</source>
        <translation>add: das Symbol, mit dem Beträge in diesem Token angezeigt werden („EURC“).</translation>
    </message>
    <message>
        <source>add: the token&apos;s decimals, as its contract or mint says.</source>
        <translation>add: die Dezimalstellen des Tokens, wie sein Vertrag oder Mint sie angibt.</translation>
    </message>
    <message>
        <source>The EVM wallet (in Paydesk for approve and revoke).</source>
        <translation>Die EVM-Wallet (für approve und revoke in Paydesk).</translation>
    </message>
    <message>
        <source>Refuse unless the node is on this network (eip155:8453, base).</source>
        <translation>Ablehnen, wenn der Knoten nicht in diesem Netzwerk ist (eip155:8453, base).</translation>
    </message>
    <message>
        <source>Refuse an approve whose gas may cost more than this (ETH; default 0.005).</source>
        <translation>Ein approve ablehnen, dessen Gas mehr als dies kosten kann (ETH; Standard 0.005).</translation>
    </message>
    <message>
        <source>Sign without asking.</source>
        <translation>Ohne Nachfrage signieren.</translation>
    </message>
    <message>
        <source>What Uniswap&apos;s Permit2 may move of a token from your wallet, and the approve a seller asking
payments by Permit2 needs: exactly AMOUNT (&quot;0.05 USDC&quot;; never unlimited), replacing the
allowance there was; revoke sets it to 0. The approve is a transaction from your wallet:
reviewed, then signed with your key and followed to its block. Exit 4 when Paydesk refuses.</source>
        <translation>Was Uniswaps Permit2 von einem Token Ihrer Wallet bewegen darf, und das approve, das ein
Verkäufer mit Zahlungen über Permit2 braucht: genau AMOUNT (&quot;0.05 USDC&quot;; nie unbegrenzt),
es ersetzt die bisherige Freigabe; revoke setzt sie auf 0. Das approve ist eine Transaktion
Ihrer Wallet: geprüft, dann mit Ihrem Schlüssel signiert und bis in ihren Block verfolgt.
Exit 4, wenn Paydesk ablehnt.</translation>
    </message>
    <message>
        <source>Unknown %1 action &apos;%2&apos;: use %3 or %4.
</source>
        <translation>Unbekannte Aktion &apos;%2&apos; für %1: Verwenden Sie %3 oder %4.
</translation>
    </message>
    <message>
        <source>budget: the network of the budget (eip155:8453, base, solana; default: the one fetch pays on).</source>
        <translation>budget: das Netzwerk des Budgets (eip155:8453, base, solana; Standard: das, in dem fetch zahlt).</translation>
    </message>
    <message>
        <source>budget: the most one payment may take without your approval (default: a tenth of the day&apos;s amount).</source>
        <translation>budget: der Höchstbetrag, den eine Zahlung ohne Ihre Genehmigung nehmen darf (Standard: ein Zehntel des Tagesbetrags).</translation>
    </message>
    <message>
        <source>add: how many payments the agent may make in a minute (default 10).</source>
        <translation>add: wie viele Zahlungen der Agent pro Minute leisten darf (Standard 10).</translation>
    </message>
    <message>
        <source>Where the proxy listens, on this computer only (default 127.0.0.1:8402).</source>
        <translation>Wo der Proxy lauscht, nur auf diesem Computer (Standard 127.0.0.1:8402).</translation>
    </message>
    <message>
        <source>Seconds the wallets&apos; keys stay in this process after its last payment, in locked memory wiped after (default %1; 0 reads the keychain for every payment).</source>
        <translation>Sekunden, die die Schlüssel der Wallets nach der letzten Zahlung in diesem Prozess bleiben, in gesperrtem Speicher, danach gelöscht (Standard %1; 0 liest für jede Zahlung aus dem Schlüsselbund).</translation>
    </message>
    <message>
        <source>Follows every unfinished local payment in Paydesk&apos;s journal (left by a crash, Ctrl-C or an
unreachable RPC endpoint) to a final state on the RPC endpoint it was sent to, and says
what became of each: confirmed, failed (fee charged) or expired (nothing charged). It signs
and sends nothing new. Exit 0 when all are final, 5 when one is still open (run it again
when the RPC endpoint answers).

First, the paid fetches that did not end: one whose payer stopped before its signed
proof was stored is closed as not paid (its budget released) when nothing can have left
this computer; one paid whose content never arrived is named with the fetch that gets it
(the same proof, never a second payment).</source>
        <translation>Verfolgt jede unvollendete lokale Zahlung im Journal von Paydesk (hinterlassen durch einen Absturz,
Strg+C oder einen nicht erreichbaren RPC-Endpunkt) bis zu ihrem endgültigen Status auf dem RPC-Endpunkt,
an den sie gesendet wurde, und meldet, was aus jeder wurde: bestätigt, fehlgeschlagen (Gebühr berechnet)
oder abgelaufen (nichts berechnet). Es wird nichts Neues signiert oder gesendet. Exit-Code 0, wenn alle
endgültig sind, 5, wenn eine noch offen ist (erneut ausführen, sobald der RPC-Endpunkt antwortet).

Zuerst die kostenpflichtigen Abrufe, die nicht zu Ende kamen: Einer, dessen Zahlungsvorgang vor dem
Speichern seines signierten Zahlungsnachweises anhielt, wird als nicht bezahlt geschlossen (sein Budget
freigegeben), wenn nichts diesen Computer verlassen haben kann; ein bezahlter, dessen Inhalt nie ankam,
wird mit dem fetch-Befehl genannt, der ihn abholt (derselbe Zahlungsnachweis, nie eine zweite Zahlung).</translation>
    </message>
    <message>
        <source>%1 is a negative amount: amounts are 0 or more (for example &quot;1 USDC&quot;).

</source>
        <translation>%1 ist ein negativer Betrag: Beträge sind 0 oder mehr (zum Beispiel &quot;1 USDC&quot;).

</translation>
    </message>
    <message>
        <source>Test funds for a wallet, as the Wallets page&apos;s button gives them: on the sandbox, its coin
and 100 test USDC; on Solana devnet or testnet, an airdrop of 5 SOL. Never on mainnet.</source>
        <translation>Testguthaben für ein Wallet, wie es die Schaltfläche der Wallet-Seite gibt: in der Sandbox
ihre Münze und 100 Test-USDC; auf Solana Devnet oder Testnet ein Airdrop von 5 SOL. Nie im Mainnet.</translation>
    </message>
    <message>
        <source>token NAME prints the agent&apos;s token (kept in your keychain) for its MCP configuration.
remove NAME asks first (on a terminal; --yes otherwise): its token stops paying at once,
its payments stay in the history.</source>
        <translation>token NAME gibt das Token des Agenten aus (in Ihrem Schlüsselbund gespeichert), für seine MCP-Konfiguration.
remove NAME fragt zuerst (in einem Terminal; sonst --yes): sein Token zahlt sofort nicht mehr,
seine Zahlungen bleiben im Verlauf.</translation>
    </message>
    <message>
        <source>The wallet that pays.</source>
        <translation>Das Wallet, das zahlt.</translation>
    </message>
    <message>
        <source>The address paid.</source>
        <translation>Die bezahlte Adresse.</translation>
    </message>
    <message>
        <source>Your wallet the payment went to.</source>
        <translation>Ihr Wallet, an das die Zahlung ging.</translation>
    </message>
    <message>
        <source>The buyer&apos;s X-PAYMENT value; - reads it from standard input.</source>
        <translation>Der X-PAYMENT-Wert des Käufers; - liest ihn von der Standardeingabe.</translation>
    </message>
    <message>
        <source>The amount you expect.</source>
        <translation>Der Betrag, den Sie erwarten.</translation>
    </message>
    <message>
        <source>The facilitator that verifies the proof.</source>
        <translation>Der Facilitator, der den Nachweis prüft.</translation>
    </message>
    <message>
        <source>Solana RPC URL, or mainnet-beta, devnet, testnet, sandbox (default: $PAYDESK_SOLANA_RPC, else the sandbox&apos;s for a service on this computer, else the node chosen in the desktop app&apos;s Settings).</source>
        <translation>Solana-RPC-URL oder mainnet-beta, devnet, testnet, sandbox (Standard: $PAYDESK_SOLANA_RPC, sonst der Knoten der Sandbox bei einem Dienst auf diesem Computer, sonst der in den Einstellungen der Desktop-App gewählte Knoten).</translation>
    </message>
    <message>
        <source>EVM JSON-RPC URL, or ethereum, base, base-sepolia, polygon, arbitrum-one, sandbox (default: $PAYDESK_EVM_RPC, else the sandbox&apos;s for a service on this computer, else the node chosen in the desktop app&apos;s Settings).</source>
        <translation>EVM-JSON-RPC-URL oder ethereum, base, base-sepolia, polygon, arbitrum-one, sandbox (Standard: $PAYDESK_EVM_RPC, sonst der Knoten der Sandbox bei einem Dienst auf diesem Computer, sonst der in den Einstellungen der Desktop-App gewählte Knoten).</translation>
    </message>
    <message>
        <source>Local mode: the sending wallet&apos;s node: a Solana RPC URL, or mainnet-beta, devnet, testnet, sandbox; for an EVM wallet its network&apos;s JSON-RPC URL or name (default: $PAYDESK_SOLANA_RPC, or for an EVM wallet --evm-rpc; else the sandbox&apos;s for a service on this computer, else the node chosen in the desktop app&apos;s Settings).</source>
        <translation>Lokaler Modus: der Knoten der sendenden Wallet: eine Solana-RPC-URL oder mainnet-beta, devnet, testnet, sandbox; für eine EVM-Wallet die JSON-RPC-URL oder der Name ihres Netzwerks (Standard: $PAYDESK_SOLANA_RPC, bei einer EVM-Wallet --evm-rpc; sonst der Knoten der Sandbox bei einem Dienst auf diesem Computer, sonst der in den Einstellungen der Desktop-App gewählte Knoten).</translation>
    </message>
    <message>
        <source>Send to an address that looks like one of your wallets (refused without it); local mode: sign without asking &quot;Sign and send?&quot; (needed when standard input is not a terminal).</source>
        <translation>An eine Adresse senden, die einem Ihrer Wallets ähnelt (ohne diese Option abgelehnt); lokaler Modus: signieren, ohne &quot;Signieren und senden?&quot; zu fragen (nötig, wenn die Standardeingabe kein Terminal ist).</translation>
    </message>
    <message>
        <source>grant: the most all payments of 7 days may take (at least --per-day; none for no such cap).</source>
        <translation>grant: das Höchste, was alle Zahlungen in 7 Tagen nehmen dürfen (mindestens --per-day; none für keine solche Obergrenze).</translation>
    </message>
    <message>
        <source>grant: the most all payments of 30 days may take (at least --per-week; none for no such cap).</source>
        <translation>grant: das Höchste, was alle Zahlungen in 30 Tagen nehmen dürfen (mindestens --per-week; none für keine solche Obergrenze).</translation>
    </message>
    <message>
        <source>grant: the last day the budget holds (2026-12-31, or a time 2026-12-31T18:00; none for no end); after it the site is asked again.</source>
        <translation>grant: der letzte Tag, an dem das Budget gilt (2026-12-31 oder eine Uhrzeit 2026-12-31T18:00; none für kein Ende); danach wird für die Website wieder gefragt.</translation>
    </message>
    <message>
        <source>cap in USD: the window of the cap in dollars across all dollar stablecoins (day, week or month; default day).</source>
        <translation>cap in USD: der Zeitraum der Obergrenze in Dollar über alle Dollar-Stablecoins (day, week oder month; Standard day).</translation>
    </message>
    <message>
        <source>budget: the most the agent may spend in 7 days (at least the day&apos;s amount).</source>
        <translation>budget: das Höchste, was der Agent in 7 Tagen ausgeben darf (mindestens der Tagesbetrag).</translation>
    </message>
    <message>
        <source>budget: the most the agent may spend in 30 days (at least the week&apos;s).</source>
        <translation>budget: das Höchste, was der Agent in 30 Tagen ausgeben darf (mindestens der Wochenbetrag).</translation>
    </message>
    <message>
        <source>budget: the last day the budget holds (2026-12-31); after it the agent pays nothing in that asset until you give it a new one.</source>
        <translation>budget: der letzte Tag, an dem das Budget gilt (2026-12-31); danach zahlt der Agent in dieser Währung nichts, bis Sie ihm ein neues geben.</translation>
    </message>
    <message>
        <source>Prints each payment event of the service as it happens (created, status changed, confirmed,
failed, received, a local build about to expire); with WALLETs, only theirs. With --json,
one object a line: eventId, kind, paymentId, wallet, amount, asset, status, time. It comes
back by itself after the service restarts and goes on after the last event printed. Ctrl-C
ends it (exit 0).</source>
        <translation>Gibt jedes Zahlungsereignis des Dienstes aus, sobald es eintritt (erstellt, Status geändert,
bestätigt, fehlgeschlagen, empfangen, ein lokaler Entwurf läuft bald ab); mit WALLETs nur deren.
Mit --json ein Objekt pro Zeile: eventId, kind, paymentId, wallet, amount, asset, status, time.
Nach einem Neustart des Dienstes verbindet es sich von selbst neu und macht nach dem zuletzt
ausgegebenen Ereignis weiter. Strg+C beendet es (Exit 0).</translation>
    </message>
    <message>
        <source>refund: how much to ask back, in the channel&apos;s token (default: all the seller has not charged).</source>
        <translation>refund: wie viel zurückgefordert wird, im Token des Kanals (Standard: alles, was der Verkäufer nicht berechnet hat).</translation>
    </message>
    <message>
        <source>withdraw: sign without asking.</source>
        <translation>withdraw: ohne Rückfrage signieren.</translation>
    </message>
    <message>
        <source>The most a payment channel&apos;s deposit may be, in --max-amount&apos;s asset (default: 100 times the seller&apos;s price); with --yes, this run&apos;s approval of such a deposit (refundable: paydesk-cli channel refund).</source>
        <translation>Die höchste Einlage eines Zahlungskanals, im Asset von --max-amount (Standard: das 100-Fache des Verkäuferpreises); mit --yes die Zustimmung dieses Laufs zu einer solchen Einlage (erstattbar: paydesk-cli channel refund).</translation>
    </message>
</context>
<context>
    <name>CliBudget</name>
    <message>
        <source>paydesk-cli: error: %1</source>
        <translation>paydesk-cli: Fehler: %1</translation>
    </message>
    <message>
        <source>budget %1 needs the site&apos;s URL (http:// or https://).</source>
        <translation>budget %1 benötigt die URL der Website (http:// oder https://).</translation>
    </message>
    <message>
        <source>granted</source>
        <translation>gewährt</translation>
    </message>
    <message>
        <source>ask every time</source>
        <translation>jedes Mal nachfragen</translation>
    </message>
    <message>
        <source>Automatic payments are frozen.</source>
        <translation>Automatische Zahlungen sind eingefroren.</translation>
    </message>
    <message>
        <source>Automatic payments are allowed within granted budgets.</source>
        <translation>Automatische Zahlungen sind innerhalb gewährter Budgets erlaubt.</translation>
    </message>
    <message>
        <source>Automatic payments are allowed again.</source>
        <translation>Automatische Zahlungen sind wieder erlaubt.</translation>
    </message>
    <message>
        <source>No site has a budget.</source>
        <translation>Keine Website hat ein Budget.</translation>
    </message>
    <message>
        <source>Every other site: asked every time, default caps %1 per payment and %2 per day (on %3). A price above them is paid only when you approve that one payment (&quot;y&quot; at the prompt, or fetch --yes --max-amount).</source>
        <translation>Jede andere Website: jedes Mal nachfragen, Standard-Obergrenzen %1 pro Zahlung und %2 pro Tag (auf %3). Ein höherer Preis wird nur bezahlt, wenn Sie diese eine Zahlung genehmigen (&quot;y&quot; bei der Abfrage oder fetch --yes --max-amount).</translation>
    </message>
    <message>
        <source>%1 had no budget on %2; nothing to revoke.</source>
        <translation>%1 hatte auf %2 kein Budget; es gibt nichts zu widerrufen.</translation>
    </message>
    <message>
        <source>%1 had no budget on any network; nothing to revoke.</source>
        <translation>%1 hatte in keinem Netzwerk ein Budget; es gibt nichts zu widerrufen.</translation>
    </message>
    <message>
        <source>%1: budget revoked on %2; back to asking every time.</source>
        <translation>%1: Budget auf %2 widerrufen; wieder jedes Mal nachfragen.</translation>
    </message>
    <message>
        <source>--per-payment and --per-day must be in the same asset (%1, %2).</source>
        <translation>--per-payment und --per-day müssen im selben Asset angegeben werden (%1, %2).</translation>
    </message>
    <message>
        <source>Paydesk knows no %1 on %2: name the network of the budget with --network (for example --network base-sepolia).</source>
        <translation>Paydesk kennt kein %1 auf %2: Geben Sie das Netzwerk des Budgets mit --network an (zum Beispiel --network base-sepolia).</translation>
    </message>
    <message>
        <source>Daily cap for all sites on %1: %2.</source>
        <translation>Tagesobergrenze für alle Websites auf %1: %2.</translation>
    </message>
    <message>
        <source>budget cap needs the most all sites may take in 24 hours (&quot;1 USDC&quot;, or 0.5 in the native coin), or none.</source>
        <translation>budget cap braucht den Höchstbetrag, den alle Websites zusammen in 24 Stunden nehmen dürfen (&quot;1 USDC&quot;, oder 0.5 in der nativen Währung), oder none.</translation>
    </message>
    <message>
        <source>Paydesk knows no %1 on %2: name the network of the cap with --network (for example --network base-sepolia).</source>
        <translation>Paydesk kennt kein %1 auf %2: Nennen Sie das Netzwerk der Obergrenze mit --network (zum Beispiel --network base-sepolia).</translation>
    </message>
    <message>
        <source>All sites together may take at most %1 in 24 hours on %2; nothing is paid above it, asked or not.</source>
        <translation>Alle Websites zusammen dürfen in 24 Stunden auf %2 höchstens %1 nehmen; darüber wird nichts bezahlt, ob mit oder ohne Nachfrage.</translation>
    </message>
    <message>
        <source>No daily cap for all sites in %1 on %2.</source>
        <translation>Keine Tagesobergrenze für alle Websites in %1 auf %2.</translation>
    </message>
    <message>
        <source>Allowed payee: %1.</source>
        <translation>Erlaubter Zahlungsempfänger: %1.</translation>
    </message>
    <message>
        <source>Denied payee: %1.</source>
        <translation>Gesperrter Zahlungsempfänger: %1.</translation>
    </message>
    <message>
        <source>budget payee needs allow, deny or remove, then the payee&apos;s address.</source>
        <translation>budget payee braucht allow, deny oder remove, dann die Adresse des Zahlungsempfängers.</translation>
    </message>
    <message>
        <source>%1 may be paid; with an allow list, only the payees on it are paid.</source>
        <translation>%1 darf bezahlt werden; mit einer Erlaubnisliste werden nur die Zahlungsempfänger darauf bezahlt.</translation>
    </message>
    <message>
        <source>%1 is never paid.</source>
        <translation>%1 wird nie bezahlt.</translation>
    </message>
    <message>
        <source>There was no daily cap for all sites on %1; nothing to remove.</source>
        <translation>Es gab keine Tagesobergrenze für alle Websites auf %1; es gibt nichts zu entfernen.</translation>
    </message>
    <message>
        <source>No daily cap for all sites on %1 any more (removed: %2).</source>
        <translation>Keine Tagesobergrenze mehr für alle Websites auf %1 (entfernt: %2).</translation>
    </message>
    <message>
        <source>Paydesk does not know the network %1: give one it lists (solana-devnet, base-sepolia, ...) or a CAIP-2 id (eip155:8453) with --network.</source>
        <translation>Paydesk kennt das Netzwerk %1 nicht: Geben Sie mit --network eines an, das Paydesk kennt (solana-devnet, base-sepolia, ...), oder eine CAIP-2-ID (eip155:8453).</translation>
    </message>
    <message>
        <source>--%1 must be more than zero: a budget of 0 pays nothing; revoke the site&apos;s budget instead.</source>
        <translation>--%1 muss größer als null sein: Ein Budget von 0 bezahlt nichts; widerrufen Sie stattdessen das Budget der Website.</translation>
    </message>
    <message>
        <source>A daily cap must be more than zero; to take a cap away, give none (budget cap none).</source>
        <translation>Eine Tagesobergrenze muss größer als null sein; um eine Obergrenze zu entfernen, geben Sie none an (budget cap none).</translation>
    </message>
    <message>
        <source>%1 is off the payee lists now.</source>
        <translation>%1 steht jetzt auf keiner Empfängerliste mehr.</translation>
    </message>
    <message>
        <source>%1 was on no payee list: nothing to remove.</source>
        <translation>%1 stand auf keiner Empfängerliste: nichts zu entfernen.</translation>
    </message>
    <message>
        <source>%1 per payment, %2</source>
        <translation>%1 pro Zahlung, %2</translation>
    </message>
    <message>
        <source>--%1 must be more than zero, or none for no such cap.</source>
        <translation>--%1 muss über null liegen, oder none für keine solche Obergrenze.</translation>
    </message>
    <message>
        <source>--window is day, week or month, not %1.</source>
        <translation>--window ist day, week oder month, nicht %1.</translation>
    </message>
    <message>
        <source>A cap must be more than zero; to take it away, give none (budget cap &quot;none USD&quot;).</source>
        <translation>Eine Obergrenze muss über null liegen; um sie zu entfernen, geben Sie none an (budget cap &quot;none USD&quot;).</translation>
    </message>
    <message>
        <source>All sites together may take at most %1 %2 in dollar stablecoins (USDC on every network), whatever the coin; nothing is paid above it, asked or not.</source>
        <translation>Alle Websites zusammen dürfen höchstens %1 %2 in Dollar-Stablecoins nehmen (USDC in jedem Netzwerk), egal welche Münze; darüber wird nichts bezahlt, ob gefragt oder nicht.</translation>
    </message>
    <message>
        <source>No cap in dollars any more.</source>
        <translation>Keine Obergrenze in Dollar mehr.</translation>
    </message>
    <message>
        <source>No cap in dollars %1 any more.</source>
        <translation>Keine Obergrenze in Dollar %1 mehr.</translation>
    </message>
    <message>
        <source>%1 on %2: %3; %4</source>
        <translation>%1 auf %2: %3; %4</translation>
    </message>
    <message>
        <source>ended, asked every time</source>
        <translation>beendet, wird jedes Mal gefragt</translation>
    </message>
    <message>
        <source>Cap for all sites in all dollar stablecoins together: %1 %2.</source>
        <translation>Obergrenze für alle Websites in allen Dollar-Stablecoins zusammen: %1 %2.</translation>
    </message>
    <message>
        <source>%1 may take up to %2 on %3 without asking.</source>
        <translation>%1 darf ohne Nachfrage bis zu %2 auf %3 nehmen.</translation>
    </message>
    <message>
        <source>--window is for a cap in dollars (&quot;5 USD&quot;); a cap in one coin on one network is per day.</source>
        <translation>--window gilt für eine Obergrenze in Dollar (&quot;5 USD&quot;); eine Obergrenze in einer Münze auf einem Netzwerk gilt pro Tag.</translation>
    </message>
</context>
<context>
    <name>CliEvmImport</name>
    <message>
        <source>wallet import --chain evm needs exactly one of --secret-key-env NAME, --mnemonic-env NAME or --keystore-file FILE.</source>
        <translation>wallet import --chain evm braucht genau eine der Optionen --secret-key-env NAME, --mnemonic-env NAME oder --keystore-file FILE.</translation>
    </message>
    <message>
        <source>Cannot read the keystore file %1: %2.</source>
        <translation>Die Keystore-Datei %1 kann nicht gelesen werden: %2.</translation>
    </message>
    <message>
        <source>Password of the keystore file: </source>
        <translation>Passwort der Keystore-Datei: </translation>
    </message>
    <message>
        <source>The keystore file&apos;s password is needed: pass --password-env NAME, or run in a terminal to be asked. It is never stored.</source>
        <translation>Das Passwort der Keystore-Datei wird benötigt: Übergeben Sie --password-env NAME oder führen Sie den Befehl in einem Terminal aus, um danach gefragt zu werden. Es wird nie gespeichert.</translation>
    </message>
    <message>
        <source>The environment variable %1 is not set or empty.</source>
        <translation>Die Umgebungsvariable %1 ist nicht gesetzt oder leer.</translation>
    </message>
</context>
<context>
    <name>CliFetchOutput</name>
    <message>
        <source>The site asks for payment (x402 version %1, from the %2):</source>
        <translation>Die Website verlangt eine Zahlung (x402-Version %1, aus dem %2):</translation>
    </message>
    <message>
        <source>PAYMENT-REQUIRED header</source>
        <translation>PAYMENT-REQUIRED-Header</translation>
    </message>
    <message>
        <source>JSON body</source>
        <translation>JSON-Body</translation>
    </message>
    <message>
        <source>  option %1: %2 %3 on %4 to %5 (asset %6, %7 s) - %8</source>
        <translation>  Option %1: %2 %3 auf %4 an %5 (Asset %6, %7 s) - %8</translation>
    </message>
    <message>
        <source>    why: %1</source>
        <translation>    Grund: %1</translation>
    </message>
    <message>
        <source>Pay for %1
  site: %2
  amount: %3 (%4 atomic units)
  network: %5
  recipient: %6
  from: %7
  valid for: %8 s
  budget left today: %9</source>
        <translation>Zahlung für %1
  Website: %2
  Betrag: %3 (%4 atomare Einheiten)
  Netzwerk: %5
  Empfänger: %6
  Von: %7
  Gültig für: %8 s
  Heute verbleibendes Budget: %9</translation>
    </message>
    <message>
        <source>  NOTE: you already paid for this URL before (payment %1, %2): %3</source>
        <translation>  HINWEIS: Sie haben für diese URL bereits bezahlt (Zahlung %1, %2): %3</translation>
    </message>
    <message>
        <source>paydesk-cli: error: cannot write %1: %2</source>
        <translation>paydesk-cli: Fehler: %1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Paid: payment %1, transaction %2.</source>
        <translation>Bezahlt: Zahlung %1, Transaktion %2.</translation>
    </message>
    <message>
        <source>Saved %1 bytes (%2) to %3.</source>
        <translation>%1 Bytes (%2) in %3 gespeichert.</translation>
    </message>
    <message>
        <source>unknown type</source>
        <translation>unbekannter Typ</translation>
    </message>
    <message>
        <source>paydesk-cli: error: the site answered HTTP %1.</source>
        <translation>paydesk-cli: Fehler: Die Website hat mit HTTP %1 geantwortet.</translation>
    </message>
    <message>
        <source>paydesk-cli: error: %1</source>
        <translation>paydesk-cli: Fehler: %1</translation>
    </message>
    <message>
        <source>%1 of %2 (%3 per payment%4)</source>
        <translation>%1 von %2 (%3 pro Zahlung%4)</translation>
    </message>
    <message>
        <source>, granted</source>
        <translation>, gewährt</translation>
    </message>
    <message>
        <source>, the default: this site has no budget</source>
        <translation>, Standard: Diese Website hat kein Budget</translation>
    </message>
    <message>
        <source>  wallet balance: %1</source>
        <translation>  Kontostand des Wallets: %1</translation>
    </message>
    <message>
        <source>  wallet balance: unknown (%1)</source>
        <translation>  Kontostand des Wallets: unbekannt (%1)</translation>
    </message>
    <message>
        <source>  NOTE: %1 Confirming pays this one payment only: it grants no budget, and it counts toward the site&apos;s total for today.</source>
        <translation>  HINWEIS: %1 Eine Bestätigung bezahlt nur diese eine Zahlung: Sie gewährt kein Budget und zählt zur heutigen Gesamtsumme der Website.</translation>
    </message>
    <message>
        <source>NOTE: %1</source>
        <translation>HINWEIS: %1</translation>
    </message>
    <message>
        <source>WARNING: %1</source>
        <translation>WARNUNG: %1</translation>
    </message>
    <message>
        <source>Paid: payment %1 (no transaction).</source>
        <translation>Bezahlt: Zahlung %1 (keine Transaktion).</translation>
    </message>
</context>
<context>
    <name>CliHostedWallet</name>
    <message>
        <source>wallet create --hosted makes test wallets on the sandbox only (a service on this computer), and %1 is not one. A real payment service creates its custodial wallets in its dashboard: create one there and use its address with send --from.</source>
        <translation>wallet create --hosted erstellt Test-Wallets nur in der Sandbox (einem Dienst auf diesem Computer), und %1 ist keine. Ein echter Zahlungsdienst erstellt seine verwahrten Wallets in seinem Dashboard: Erstellen Sie dort eines und verwenden Sie seine Adresse mit send --from.</translation>
    </message>
    <message>
        <source>--chain must be solana or evm.</source>
        <translation>--chain muss solana oder evm sein.</translation>
    </message>
    <message>
        <source>Must be more than 0 %1.</source>
        <translation>Muss größer als 0 %1 sein.</translation>
    </message>
    <message numerus="yes">
        <source>The sandbox did not answer within %n second(s).</source>
        <translation>
            <numerusform>Die Sandbox hat nicht innerhalb von %n Sekunde geantwortet.</numerusform>
            <numerusform>Die Sandbox hat nicht innerhalb von %n Sekunden geantwortet.</numerusform>
        </translation>
    </message>
    <message>
        <source>Network error: %1</source>
        <translation>Netzwerkfehler: %1</translation>
    </message>
    <message>
        <source>The sandbox&apos;s answer names no wallet address.</source>
        <translation>Die Antwort der Sandbox nennt keine Wallet-Adresse.</translation>
    </message>
    <message>
        <source>Hosted wallet %1 created on the sandbox with %2 %3 of test funds.
The sandbox holds its key (custodial): hosted send and receive use it, e.g.
  paydesk-cli send --from %1 --to RECIPIENT --amount 0.25</source>
        <translation>Gehostetes Wallet %1 in der Sandbox mit %2 %3 Testguthaben erstellt.
Die Sandbox verwahrt seinen Schlüssel: send und receive im gehosteten Modus verwenden ihn, z. B.
  paydesk-cli send --from %1 --to RECIPIENT --amount 0.25</translation>
    </message>
</context>
<context>
    <name>CliInput</name>
    <message>
        <source>y</source>
        <translation>j</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
</context>
<context>
    <name>CliNodeFamily</name>
    <message>
        <source>The %1 node at %2 did not say which network it is on (%3): name its network with --network.</source>
        <translation>Der %1-Knoten unter %2 hat nicht gesagt, in welchem Netzwerk er ist (%3): Nennen Sie sein Netzwerk mit --network.</translation>
    </message>
</context>
<context>
    <name>CliNodes</name>
    <message>
        <source>no answer</source>
        <translation>keine Antwort</translation>
    </message>
</context>
<context>
    <name>CliPrinter</name>
    <message>
        <source>Payment sent.</source>
        <translation>Zahlung gesendet.</translation>
    </message>
    <message>
        <source>Payment id</source>
        <translation>Zahlungs-ID</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Betrag</translation>
    </message>
    <message>
        <source>Recipient</source>
        <translation>Empfänger</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Signatur</translation>
    </message>
    <message>
        <source>Proof</source>
        <translation>Zahlungsnachweis</translation>
    </message>
    <message>
        <source>Follow it with: paydesk-cli status %1 --wait</source>
        <translation>Verfolgen Sie sie mit: paydesk-cli status %1 --wait</translation>
    </message>
    <message>
        <source>Payment verified.</source>
        <translation>Zahlung verifiziert.</translation>
    </message>
    <message>
        <source>Payment NOT verified.</source>
        <translation>Zahlung NICHT verifiziert.</translation>
    </message>
    <message>
        <source>Payer</source>
        <translation>Zahler</translation>
    </message>
    <message>
        <source>%1 (final)</source>
        <translation>%1 (endgültig)</translation>
    </message>
    <message>
        <source>Direction</source>
        <translation>Richtung</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Netzwerk</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>To</source>
        <translation>An</translation>
    </message>
    <message>
        <source>Fee</source>
        <translation>Gebühr</translation>
    </message>
    <message>
        <source>Priority fee</source>
        <translation>Prioritätsgebühr</translation>
    </message>
    <message>
        <source>Block height</source>
        <translation>Blockhöhe</translation>
    </message>
    <message>
        <source>Resource</source>
        <translation>Ressource</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Erstellt</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>Aktualisiert</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>No payments.</source>
        <translation>Keine Zahlungen.</translation>
    </message>
    <message>
        <source>Dir</source>
        <translation>Richt.</translation>
    </message>
    <message>
        <source>Counterparty</source>
        <translation>Gegenpartei</translation>
    </message>
    <message>
        <source>Showing %1-%2 of %3.</source>
        <translation>%1-%2 von %3 angezeigt.</translation>
    </message>
    <message>
        <source>Showing %1-%2.</source>
        <translation>%1-%2 angezeigt.</translation>
    </message>
    <message>
        <source>Next page: --offset %1</source>
        <translation>Nächste Seite: --offset %1</translation>
    </message>
    <message>
        <source>%1 (HTTP %2, %3)</source>
        <translation>%1 (HTTP %2, %3)</translation>
    </message>
    <message>
        <source>paydesk-cli: error: %1</source>
        <translation>paydesk-cli: Fehler: %1</translation>
    </message>
    <message>
        <source>What to do: %1</source>
        <translation>Was zu tun ist: %1</translation>
    </message>
    <message>
        <source>paydesk-cli: %1</source>
        <translation>paydesk-cli: %1</translation>
    </message>
    <message>
        <source>Check your internet connection and the service address (--service or PAYDESK_SERVICE_URL), then try again.</source>
        <translation>Prüfen Sie Ihre Internetverbindung und die Dienstadresse (--service oder PAYDESK_SERVICE_URL) und versuchen Sie es dann erneut.</translation>
    </message>
    <message>
        <source>Check the API key: store it again with &apos;paydesk-cli --service URL key set&apos;, or pass --api-key-env NAME.</source>
        <translation>Prüfen Sie den API-Schlüssel: Speichern Sie ihn erneut mit &apos;paydesk-cli --service URL key set&apos; oder übergeben Sie --api-key-env NAME.</translation>
    </message>
    <message>
        <source>Check the API key in the environment variable %1 (--api-key-env): it may be mistyped, revoked or for another service.</source>
        <translation>Prüfen Sie den API-Schlüssel in der Umgebungsvariablen %1 (--api-key-env): Er ist möglicherweise falsch eingegeben, widerrufen oder gehört zu einem anderen Dienst.</translation>
    </message>
    <message>
        <source>Network fee</source>
        <translation>Netzwerkgebühr</translation>
    </message>
    <message>
        <source>Total debited</source>
        <translation>Insgesamt abgebucht</translation>
    </message>
    <message>
        <source>Balance left</source>
        <translation>Verbleibender Kontostand</translation>
    </message>
    <message>
        <source>%1 (final): not signed, nothing charged</source>
        <translation>%1 (endgültig): nicht signiert, nichts berechnet</translation>
    </message>
    <message>
        <source>Correct %1 and try again.</source>
        <translation>Korrigieren Sie %1 und versuchen Sie es erneut.</translation>
    </message>
</context>
<context>
    <name>CliRunner</name>
    <message>
        <source>No payment service configured: pass --service URL (or set PAYDESK_SERVICE_URL).</source>
        <translation>Kein Zahlungsdienst konfiguriert: Übergeben Sie --service URL (oder setzen Sie PAYDESK_SERVICE_URL).</translation>
    </message>
    <message>
        <source>The environment variable %1 (from --api-key-env) is not set or empty.</source>
        <translation>Die Umgebungsvariable %1 (aus --api-key-env) ist nicht gesetzt oder leer.</translation>
    </message>
    <message>
        <source>No API key stored for %1. Store one with &apos;paydesk-cli --service %1 key set&apos; or pass --api-key-env NAME.</source>
        <translation>Für %1 ist kein API-Schlüssel gespeichert. Speichern Sie einen mit &apos;paydesk-cli --service %1 key set&apos; oder übergeben Sie --api-key-env NAME.</translation>
    </message>
    <message>
        <source>send needs --%1.</source>
        <translation>send benötigt --%1.</translation>
    </message>
    <message>
        <source>receive needs --%1.</source>
        <translation>receive benötigt --%1.</translation>
    </message>
    <message>
        <source>Must be a whole number of seconds.</source>
        <translation>Muss eine ganze Zahl von Sekunden sein.</translation>
    </message>
    <message>
        <source>Must be a positive number of seconds.</source>
        <translation>Muss eine positive Anzahl von Sekunden sein.</translation>
    </message>
    <message>
        <source>The payment is still %1; stopped waiting.</source>
        <translation>Die Zahlung ist weiterhin %1; das Warten wurde beendet.</translation>
    </message>
    <message>
        <source>Must be a whole number.</source>
        <translation>Muss eine ganze Zahl sein.</translation>
    </message>
    <message>
        <source>API key for %1: </source>
        <translation>API-Schlüssel für %1: </translation>
    </message>
    <message>
        <source>No key on standard input. Example: paydesk-cli --service URL key set &lt; keyfile</source>
        <translation>Kein Schlüssel auf der Standardeingabe. Beispiel: paydesk-cli --service URL key set &lt; keyfile</translation>
    </message>
    <message>
        <source>API key for %1 stored in the OS keychain. Check it with &apos;paydesk-cli --service %1 key test&apos;.</source>
        <translation>API-Schlüssel für %1 im Schlüsselbund des Betriebssystems gespeichert. Prüfen Sie ihn mit &apos;paydesk-cli --service %1 key test&apos;.</translation>
    </message>
    <message>
        <source>No API key was stored for %1.</source>
        <translation>Für %1 war kein API-Schlüssel gespeichert.</translation>
    </message>
    <message>
        <source>API key for %1 deleted from the OS keychain.</source>
        <translation>API-Schlüssel für %1 aus dem Schlüsselbund des Betriebssystems gelöscht.</translation>
    </message>
    <message>
        <source>Cannot read standard input.</source>
        <translation>Die Standardeingabe kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Metadata must be a JSON object, such as {&quot;orderId&quot;: &quot;42&quot;}%1.</source>
        <translation>Die Metadaten müssen ein JSON-Objekt sein, etwa {&quot;orderId&quot;: &quot;42&quot;}%1.</translation>
    </message>
    <message>
        <source> (%1 at byte %2)</source>
        <translation> (%1 bei Byte %2)</translation>
    </message>
    <message>
        <source>--hosted goes with &apos;wallet create&apos;.</source>
        <translation>--hosted gehört zu &apos;wallet create&apos;.</translation>
    </message>
    <message>
        <source>Waiting for payment %1 to reach a final state (Ctrl-C stops waiting) ...</source>
        <translation>Warten, bis Zahlung %1 einen endgültigen Status erreicht (Strg+C beendet das Warten) ...</translation>
    </message>
    <message>
        <source>Stopped waiting before the service answered.</source>
        <translation>Warten beendet, bevor der Dienst geantwortet hat.</translation>
    </message>
    <message>
        <source>Stopped waiting; the payment is still %1.</source>
        <translation>Warten beendet; die Zahlung ist noch %1.</translation>
    </message>
    <message>
        <source>%1 Nothing was changed. Resume with: paydesk-cli status %2 --wait</source>
        <translation>%1 Es wurde nichts geändert. Fortsetzen mit: paydesk-cli status %2 --wait</translation>
    </message>
    <message>
        <source>No API key for %1 at hand, so builds nobody signed are not listed: pass --api-key-env NAME or store one with &apos;key set&apos;.</source>
        <translation>Für %1 ist kein API-Schlüssel verfügbar, daher werden Transaktionen, die niemand signiert hat, nicht aufgelistet: Übergeben Sie --api-key-env NAME oder speichern Sie einen mit &apos;key set&apos;.</translation>
    </message>
    <message>
        <source>Unknown command: %1</source>
        <translation>Unbekannter Befehl: %1</translation>
    </message>
    <message>
        <source>--fund goes with &apos;wallet create --hosted&apos;.</source>
        <translation>--fund gehört zu &apos;wallet create --hosted&apos;.</translation>
    </message>
    <message>
        <source>--chain goes with &apos;wallet import&apos; or &apos;wallet create --hosted&apos; (a created phrase gives both accounts).</source>
        <translation>--chain gehört zu &apos;wallet import&apos; oder &apos;wallet create --hosted&apos; (eine neu erstellte Phrase ergibt beide Konten).</translation>
    </message>
    <message>
        <source>Created by paydesk-cli</source>
        <translation>Von paydesk-cli angelegt</translation>
    </message>
    <message>
        <source>Mainnet has no test funds: use --rpc devnet, testnet or sandbox.</source>
        <translation>Im Mainnet gibt es kein Testguthaben: verwenden Sie --rpc devnet, testnet oder sandbox.</translation>
    </message>
    <message>
        <source>Not a wallet address.</source>
        <translation>Keine Wallet-Adresse.</translation>
    </message>
    <message>
        <source>Status: %1 ...</source>
        <translation>Status: %1 ...</translation>
    </message>
    <message>
        <source>No payment service is configured, and paying from your own wallets needs none: name the wallet with --from ADDRESS (&apos;paydesk-cli wallet list&apos; shows them). A hosted wallet needs --service URL.</source>
        <translation>Es ist kein Zahlungsdienst eingerichtet, und das Bezahlen aus Ihren eigenen Wallets braucht keinen: Nennen Sie die Wallet mit --from ADRESSE (&apos;paydesk-cli wallet list&apos; zeigt sie). Eine gehostete Wallet braucht --service URL.</translation>
    </message>
    <message>
        <source>--from %1 is not a wallet in Paydesk (&apos;paydesk-cli wallet list&apos; shows yours); a hosted wallet needs --service URL.</source>
        <translation>--from %1 ist keine Wallet in Paydesk (&apos;paydesk-cli wallet list&apos; zeigt Ihre); eine gehostete Wallet braucht --service URL.</translation>
    </message>
    <message>
        <source>%1 Nothing was sent. To send to this address anyway, run the same command with --yes.</source>
        <translation>%1 Es wurde nichts gesendet. Um trotzdem an diese Adresse zu senden, führen Sie denselben Befehl mit --yes aus.</translation>
    </message>
</context>
<context>
    <name>CliSolanaNode</name>
    <message>
        <source>The Solana node at %1 did not say which cluster it is on (%2): name its network with --network, for example solana-devnet.</source>
        <translation>Der Solana-Knoten unter %1 hat nicht gesagt, in welchem Cluster er läuft (%2): Nennen Sie sein Netzwerk mit --network, zum Beispiel solana-devnet.</translation>
    </message>
    <message>
        <source>--local needs a Solana node: --rpc URL (or mainnet-beta, devnet, testnet, sandbox).</source>
        <translation>--local braucht einen Solana-Knoten: --rpc URL (oder mainnet-beta, devnet, testnet, sandbox).</translation>
    </message>
</context>
<context>
    <name>CliTokens</name>
    <message>
        <source>paydesk-cli: error: %1</source>
        <translation>paydesk-cli: Fehler: %1</translation>
    </message>
    <message>
        <source>%1 on %2: %3, %4 decimals (added by you)</source>
        <translation>%1 auf %2: %3, %4 Dezimalstellen (von Ihnen hinzugefügt)</translation>
    </message>
    <message>
        <source>%1 on %2: %3, %4 decimals</source>
        <translation>%1 auf %2: %3, %4 Dezimalstellen</translation>
    </message>
    <message>
        <source>token %1 needs the network and the token&apos;s address.</source>
        <translation>token %1 braucht das Netzwerk und die Adresse des Tokens.</translation>
    </message>
    <message>
        <source>token add needs --symbol and --decimals, as the token&apos;s contract or mint says (never as a seller says).</source>
        <translation>token add braucht --symbol und --decimals, wie der Vertrag oder Mint des Tokens sie angibt (nie wie ein Verkäufer).</translation>
    </message>
    <message>
        <source>Added %1 on %2 (%3, %4 decimals): Paydesk now pays prices in it, within your budgets.</source>
        <translation>%1 auf %2 hinzugefügt (%3, %4 Dezimalstellen): Paydesk zahlt jetzt Preise darin, im Rahmen Ihrer Budgets.</translation>
    </message>
    <message>
        <source>Removed %1 on %2: Paydesk refuses prices in it again.</source>
        <translation>%1 auf %2 entfernt: Paydesk lehnt Preise darin wieder ab.</translation>
    </message>
</context>
<context>
    <name>DatabaseSchema</name>
    <message>
        <source>The database is not open.</source>
        <translation>Die Datenbank ist nicht geöffnet.</translation>
    </message>
    <message>
        <source>%1 was written by a newer version of Paydesk (data version %2; this version knows up to %3). Paydesk left the file as it is: update Paydesk to use it, or start this version with another data folder.</source>
        <translation>%1 wurde von einer neueren Paydesk-Version geschrieben (Datenversion %2; diese Version kennt bis %3). Paydesk hat die Datei unverändert gelassen: Aktualisieren Sie Paydesk, um sie zu verwenden, oder starten Sie diese Version mit einem anderen Datenordner.</translation>
    </message>
    <message>
        <source>%1 is in use by another program (%2). Close it and try again.</source>
        <translation>%1 wird von einem anderen Programm verwendet (%2). Schließen Sie es und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>%1 cannot be written (%2), so Paydesk cannot bring it up to date. Make the file and its folder writable for you and try again; nothing was changed.</source>
        <translation>%1 kann nicht geschrieben werden (%2), daher kann Paydesk sie nicht aktualisieren. Machen Sie die Datei und ihren Ordner für Sie beschreibbar und versuchen Sie es erneut; es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>%1 could not be brought up to date: the disk is full or failing (%2). Free some space and try again; nothing was changed.</source>
        <translation>%1 konnte nicht aktualisiert werden: Der Datenträger ist voll oder fehlerhaft (%2). Geben Sie Speicherplatz frei und versuchen Sie es erneut; es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>%1 is damaged (%2). Paydesk did not change it and will not write to it. Quit Paydesk, move the file aside (keep it: it may hold your payment journal) or restore a backup, then start Paydesk again.</source>
        <translation>%1 ist beschädigt (%2). Paydesk hat sie nicht verändert und wird nicht hineinschreiben. Beenden Sie Paydesk, verschieben Sie die Datei (bewahren Sie sie auf: sie kann Ihr Zahlungsjournal enthalten) oder stellen Sie eine Sicherung wieder her und starten Sie Paydesk dann erneut.</translation>
    </message>
    <message>
        <source>%1 could not be brought up to date (%2); nothing was changed.</source>
        <translation>%1 konnte nicht aktualisiert werden (%2); es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>%1 could not be brought up to date: the step &quot;%2&quot; failed (%3); nothing was changed.</source>
        <translation>%1 konnte nicht aktualisiert werden: Der Schritt „%2“ ist fehlgeschlagen (%3); es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>%1 is not the file Paydesk keeps there (it holds other data, perhaps Paydesk&apos;s other database). Paydesk left it as it is: move it aside or start Paydesk with another data folder.</source>
        <translation>%1 ist nicht die Datei, die Paydesk dort führt (sie enthält andere Daten, vielleicht die andere Datenbank von Paydesk). Paydesk hat sie unverändert gelassen: Verschieben Sie sie oder starten Sie Paydesk mit einem anderen Datenordner.</translation>
    </message>
</context>
<context>
    <name>Eip3009</name>
    <message>
        <source>The authorization&apos;s &quot;%1&quot; is missing or malformed.</source>
        <translation>Das Feld &quot;%1&quot; der Autorisierung fehlt oder ist fehlerhaft.</translation>
    </message>
    <message>
        <source>The seller did not name the token&apos;s EIP-712 domain (extra.name and extra.version): a guessed one would give a signature no token accepts, so Paydesk does not sign.</source>
        <translation>Der Verkäufer hat die EIP-712-Domain des Tokens nicht genannt (extra.name und extra.version): Eine geratene Domain ergäbe eine Signatur, die kein Token akzeptiert, daher signiert Paydesk nicht.</translation>
    </message>
    <message>
        <source>%1 is not an EVM network with a chain id.</source>
        <translation>%1 ist kein EVM-Netzwerk mit einer Chain-ID.</translation>
    </message>
    <message>
        <source>The token address %1 is not an EVM address.</source>
        <translation>Die Token-Adresse %1 ist keine EVM-Adresse.</translation>
    </message>
    <message>
        <source>The seller&apos;s address %1 is not an EVM address.</source>
        <translation>Die Adresse des Verkäufers %1 ist keine EVM-Adresse.</translation>
    </message>
    <message>
        <source>The price %1 is not a positive whole number of atomic units.</source>
        <translation>Der Preis %1 ist keine positive ganze Zahl atomarer Einheiten.</translation>
    </message>
    <message>
        <source>The payment&apos;s validity window cannot be set.</source>
        <translation>Das Gültigkeitsfenster der Zahlung kann nicht festgelegt werden.</translation>
    </message>
    <message>
        <source>The payment authorization could not be signed with the key of %1; nothing was sent.</source>
        <translation>Die Zahlungsautorisierung konnte nicht mit dem Schlüssel von %1 signiert werden; es wurde nichts gesendet.</translation>
    </message>
</context>
<context>
    <name>Erc20Balance</name>
    <message>
        <source>%1 is not a token contract.</source>
        <translation>%1 ist kein Token-Vertrag.</translation>
    </message>
    <message>
        <source>The node&apos;s answer to eth_chainId is not readable.</source>
        <translation>Die Antwort des Knotens auf eth_chainId ist nicht lesbar.</translation>
    </message>
    <message>
        <source>the EVM node serves chain %1, not chain %2 of the %3</source>
        <translation>der EVM-Knoten bedient Chain %1, nicht Chain %2 von %3</translation>
    </message>
    <message>
        <source>The %1 balance is too large to show.</source>
        <translation>Der %1-Kontostand ist zu groß für die Anzeige.</translation>
    </message>
    <message>
        <source>The node&apos;s answer to authorizationState is not a boolean (does %1 implement EIP-3009?).</source>
        <translation>Die Antwort des Knotens auf authorizationState ist kein Wahrheitswert (implementiert %1 EIP-3009?).</translation>
    </message>
    <message>
        <source>The node&apos;s answer to %1 is not a number (is %2 a token on this chain?).</source>
        <translation>Die Antwort des Knotens auf %1 ist keine Zahl (ist %2 ein Token auf dieser Chain?).</translation>
    </message>
</context>
<context>
    <name>EvmAddress</name>
    <message>
        <source>An EVM address starts with 0x, followed by 40 hexadecimal characters.</source>
        <translation>Eine EVM-Adresse beginnt mit 0x, gefolgt von 40 Hexadezimalzeichen.</translation>
    </message>
</context>
<context>
    <name>EvmBip32</name>
    <message>
        <source>A derivation path starts with m/, such as m/44&apos;/60&apos;/0&apos;/0/0.</source>
        <translation>Ein Ableitungspfad beginnt mit m/, etwa m/44&apos;/60&apos;/0&apos;/0/0.</translation>
    </message>
    <message>
        <source>Step %1 of the path is not a number below 2^31.</source>
        <translation>Schritt %1 des Pfads ist keine Zahl unter 2^31.</translation>
    </message>
</context>
<context>
    <name>EvmEndpoint</name>
    <message>
        <source>The sandbox&apos;s EVM endpoint needs the service URL (--service).</source>
        <translation>Der EVM-Endpunkt der Sandbox braucht die Dienst-URL (--service).</translation>
    </message>
    <message>
        <source>The EVM RPC endpoint must be a network name (ethereum, base, base-sepolia, polygon, arbitrum-one, sandbox) or an http(s) URL; &apos;%1&apos; is none of these.</source>
        <translation>Der EVM-RPC-Endpunkt muss ein Netzwerkname (ethereum, base, base-sepolia, polygon, arbitrum-one, sandbox) oder eine http(s)-URL sein; &apos;%1&apos; ist nichts davon.</translation>
    </message>
    <message>
        <source>Use https for an RPC endpoint that is not on this computer.</source>
        <translation>Verwenden Sie https für einen RPC-Endpunkt, der nicht auf diesem Computer läuft.</translation>
    </message>
</context>
<context>
    <name>EvmKeyImport</name>
    <message>
        <source>This is not a valid EVM private key: it must be 32 bytes between 1 and the secp256k1 group order.</source>
        <translation>Dies ist kein gültiger privater EVM-Schlüssel: Er muss 32 Bytes lang sein und zwischen 1 und der Gruppenordnung von secp256k1 liegen.</translation>
    </message>
    <message>
        <source>The address of this key could not be computed.</source>
        <translation>Die Adresse dieses Schlüssels konnte nicht berechnet werden.</translation>
    </message>
    <message numerus="yes">
        <source>An EVM private key is 64 hex digits (optionally after 0x); this one has %n character(s).</source>
        <translation>
            <numerusform>Ein privater EVM-Schlüssel besteht aus 64 Hex-Ziffern (optional nach 0x); dieser hat %n Zeichen.</numerusform>
            <numerusform>Ein privater EVM-Schlüssel besteht aus 64 Hex-Ziffern (optional nach 0x); dieser hat %n Zeichen.</numerusform>
        </translation>
    </message>
    <message>
        <source>An EVM private key has only the hex digits 0-9 and a-f.</source>
        <translation>Ein privater EVM-Schlüssel enthält nur die Hex-Ziffern 0-9 und a-f.</translation>
    </message>
    <message>
        <source>No key exists at %1 for this phrase; use the next account.</source>
        <translation>Für diese Phrase gibt es unter %1 keinen Schlüssel; verwenden Sie das nächste Konto.</translation>
    </message>
</context>
<context>
    <name>EvmKeystore</name>
    <message>
        <source>The keystore file has no &quot;%1&quot;.</source>
        <translation>In der Keystore-Datei fehlt das Feld &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>The keystore file&apos;s &quot;%1&quot; is not text.</source>
        <translation>Das Feld &quot;%1&quot; der Keystore-Datei ist kein Text.</translation>
    </message>
    <message>
        <source>The keystore file&apos;s &quot;%1&quot; is not hexadecimal.</source>
        <translation>Das Feld &quot;%1&quot; der Keystore-Datei ist nicht hexadezimal.</translation>
    </message>
    <message>
        <source>The keystore file&apos;s &quot;%1&quot; is not %2 bytes long.</source>
        <translation>Das Feld &quot;%1&quot; der Keystore-Datei ist nicht %2 Bytes lang.</translation>
    </message>
    <message>
        <source>The keystore file&apos;s &quot;%1&quot; is not %2 to %3 bytes long.</source>
        <translation>Das Feld &quot;%1&quot; der Keystore-Datei ist nicht %2 bis %3 Bytes lang.</translation>
    </message>
    <message>
        <source>The keystore file&apos;s &quot;%1&quot; is not a whole number from %2 to %3.</source>
        <translation>Das Feld &quot;%1&quot; der Keystore-Datei ist keine ganze Zahl von %2 bis %3.</translation>
    </message>
    <message>
        <source>The keystore file is larger than %1 KiB.</source>
        <translation>Die Keystore-Datei ist größer als %1 KiB.</translation>
    </message>
    <message>
        <source>This is not a keystore file: it is not a JSON object.</source>
        <translation>Dies ist keine Keystore-Datei: Der Inhalt ist kein JSON-Objekt.</translation>
    </message>
    <message>
        <source>This keystore file is version %1; Paydesk reads version 3.</source>
        <translation>Diese Keystore-Datei hat Version %1; Paydesk liest Version 3.</translation>
    </message>
    <message>
        <source>The keystore file uses the cipher &quot;%1&quot;; Paydesk reads aes-128-ctr only.</source>
        <translation>Die Keystore-Datei verwendet die Verschlüsselung &quot;%1&quot;; Paydesk liest nur aes-128-ctr.</translation>
    </message>
    <message>
        <source>The keystore file&apos;s scrypt &quot;n&quot; (%1) is not a power of two.</source>
        <translation>Der scrypt-Parameter &quot;n&quot; (%1) der Keystore-Datei ist keine Zweierpotenz.</translation>
    </message>
    <message>
        <source>The keystore file&apos;s scrypt parameters would need more than %1 MiB of memory.</source>
        <translation>Die scrypt-Parameter der Keystore-Datei würden mehr als %1 MiB Arbeitsspeicher benötigen.</translation>
    </message>
    <message>
        <source>The keystore file&apos;s scrypt parameters would take too long to compute (n x r x p is above %1).</source>
        <translation>Die Berechnung mit den scrypt-Parametern der Keystore-Datei würde zu lange dauern (n x r x p liegt über %1).</translation>
    </message>
    <message>
        <source>The keystore file&apos;s PBKDF2 uses &quot;%1&quot;; Paydesk reads hmac-sha256 only.</source>
        <translation>PBKDF2 in der Keystore-Datei verwendet &quot;%1&quot;; Paydesk liest nur hmac-sha256.</translation>
    </message>
    <message>
        <source>The keystore file uses the key derivation &quot;%1&quot;; Paydesk reads scrypt and pbkdf2.</source>
        <translation>Die Keystore-Datei verwendet die Schlüsselableitung &quot;%1&quot;; Paydesk liest scrypt und pbkdf2.</translation>
    </message>
    <message>
        <source>The key could not be derived from the password (out of memory?).</source>
        <translation>Der Schlüssel konnte nicht aus dem Passwort abgeleitet werden (zu wenig Arbeitsspeicher?).</translation>
    </message>
    <message>
        <source>The password is wrong, or the keystore file is damaged (its MAC does not match).</source>
        <translation>Das Passwort ist falsch oder die Keystore-Datei ist beschädigt (ihr MAC stimmt nicht überein).</translation>
    </message>
    <message>
        <source>The keystore file could not be decrypted.</source>
        <translation>Die Keystore-Datei konnte nicht entschlüsselt werden.</translation>
    </message>
    <message>
        <source>The keystore file holds no valid secp256k1 private key.</source>
        <translation>Die Keystore-Datei enthält keinen gültigen privaten secp256k1-Schlüssel.</translation>
    </message>
    <message>
        <source>The key in the keystore file does not belong to the address the file names (%1).</source>
        <translation>Der Schlüssel in der Keystore-Datei gehört nicht zu der Adresse, die die Datei angibt (%1).</translation>
    </message>
</context>
<context>
    <name>EvmOutcomeText</name>
    <message>
        <source>Confirmed in block %1; the network fee was %2 ETH.</source>
        <translation>Bestätigt in Block %1; die Netzwerkgebühr betrug %2 ETH.</translation>
    </message>
    <message>
        <source>The transaction was included in block %1 but reverted: the payment was not made, and the network fee of %2 ETH was charged.</source>
        <translation>Die Transaktion wurde in Block %1 aufgenommen, aber rückgängig gemacht (Revert): Die Zahlung wurde nicht ausgeführt, und die Netzwerkgebühr von %2 ETH wurde berechnet.</translation>
    </message>
    <message>
        <source>Another transaction with the same nonce was included instead (a speed-up or cancel of it): this one can no longer land, and nothing was charged for it.</source>
        <translation>Stattdessen wurde eine andere Transaktion mit derselben Nonce aufgenommen (eine Beschleunigung oder Stornierung dieser Transaktion): Diese kann nicht mehr ankommen, und es wurde nichts dafür berechnet.</translation>
    </message>
    <message>
        <source>The node refused the transaction (%1): it was never broadcast, nothing was charged.</source>
        <translation>Der Knoten hat die Transaktion abgelehnt (%1): Sie wurde nie übertragen, es wurde nichts berechnet.</translation>
    </message>
    <message>
        <source>Sent; waiting for a block to include it. Until its nonce is used it can still land: speed it up or cancel it rather than paying again.</source>
        <translation>Gesendet; warten auf einen Block, der sie aufnimmt. Solange ihre Nonce nicht verwendet ist, kann sie noch ankommen: Beschleunigen oder stornieren Sie sie, statt erneut zu zahlen.</translation>
    </message>
</context>
<context>
    <name>EvmPolicy</name>
    <message>
        <source>The transaction has no recipient: it would create a contract instead of paying %1.</source>
        <translation>Die Transaktion hat keinen Empfänger: Sie würde einen Vertrag erstellen, statt %1 zu bezahlen.</translation>
    </message>
    <message>
        <source>The transaction pays %1, but you asked to pay %2.</source>
        <translation>Die Transaktion zahlt an %1, Sie haben aber eine Zahlung an %2 angefordert.</translation>
    </message>
    <message numerus="yes">
        <source>The transaction carries %n byte(s) of data: it would call a contract, not just pay. A payment carries none.</source>
        <translation>
            <numerusform>Die Transaktion enthält %n Byte Daten: Sie würde einen Vertrag aufrufen, statt nur zu zahlen. Eine Zahlung enthält keine Daten.</numerusform>
            <numerusform>Die Transaktion enthält %n Bytes Daten: Sie würde einen Vertrag aufrufen, statt nur zu zahlen. Eine Zahlung enthält keine Daten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The transaction lists %n account(s) to pre-load (an access list); a payment needs none.</source>
        <translation>
            <numerusform>Die Transaktion führt %n Konto zum Vorladen auf (eine Zugriffsliste); eine Zahlung braucht keine.</numerusform>
            <numerusform>Die Transaktion führt %n Konten zum Vorladen auf (eine Zugriffsliste); eine Zahlung braucht keine.</numerusform>
        </translation>
    </message>
    <message>
        <source>The transaction moves %1, but you asked to pay %2.</source>
        <translation>Die Transaktion bewegt %1, Sie haben aber eine Zahlung von %2 angefordert.</translation>
    </message>
    <message>
        <source>it would wait behind transactions that do not exist</source>
        <translation>sie würde hinter Transaktionen warten, die es nicht gibt</translation>
    </message>
    <message>
        <source>it would replace a transaction already sent</source>
        <translation>sie würde eine bereits gesendete Transaktion ersetzen</translation>
    </message>
    <message>
        <source>The transaction uses nonce %1, but the next nonce of your account is %2: %3.</source>
        <translation>Die Transaktion verwendet die Nonce %1, die nächste Nonce Ihres Kontos ist aber %2: %3.</translation>
    </message>
    <message>
        <source>The gas limit is %1, but a payment to an account without code needs exactly %2.</source>
        <translation>Das Gaslimit beträgt %1, eine Zahlung an ein Konto ohne Code benötigt aber genau %2.</translation>
    </message>
    <message>
        <source>The recipient is a contract and your node gave no gas estimate, so the gas limit %1 cannot be checked.</source>
        <translation>Der Empfänger ist ein Vertrag und Ihr Knoten hat keine Gasschätzung geliefert, daher kann das Gaslimit %1 nicht geprüft werden.</translation>
    </message>
    <message>
        <source>The priority fee per gas (%1 gwei) is above the maximum fee per gas (%2 gwei).</source>
        <translation>Die Prioritätsgebühr pro Gas (%1 gwei) liegt über der maximalen Gebühr pro Gas (%2 gwei).</translation>
    </message>
    <message>
        <source>The network fee can reach %1 (gas limit %2 x %3 gwei), above your limit of %4.</source>
        <translation>Die Netzwerkgebühr kann %1 erreichen (Gaslimit %2 x %3 gwei) und liegt damit über Ihrem Limit von %4.</translation>
    </message>
    <message>
        <source>The service&apos;s quote expired at %1; nothing was signed. Ask for a fresh transaction.</source>
        <translation>Das Angebot des Dienstes ist am %1 abgelaufen; es wurde nichts signiert. Fordern Sie eine neue Transaktion an.</translation>
    </message>
    <message numerus="yes">
        <source>The service&apos;s quote expires in %n second(s), too soon to review it; nothing was signed. Ask for a fresh one.</source>
        <translation>
            <numerusform>Das Angebot des Dienstes läuft in %n Sekunde ab, zu früh, um es zu prüfen; es wurde nichts signiert. Fordern Sie ein neues an.</numerusform>
            <numerusform>Das Angebot des Dienstes läuft in %n Sekunden ab, zu früh, um es zu prüfen; es wurde nichts signiert. Fordern Sie ein neues an.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pay %1 %2 to %3; network fee at most %4 %2, in total at most %5 %2 (nonce %6, gas limit %7, chain %8).</source>
        <translation>%1 %2 an %3 zahlen; Netzwerkgebühr höchstens %4 %2, insgesamt höchstens %5 %2 (Nonce %6, Gaslimit %7, Chain %8).</translation>
    </message>
    <message>
        <source>The transaction is for chain %1, but you pay on %2 (chain %3). If signed, it would be valid on chain %1 instead.</source>
        <translation>Die Transaktion ist für Chain %1, Sie zahlen aber auf %2 (Chain %3). Signiert wäre sie stattdessen auf Chain %1 gültig.</translation>
    </message>
    <message>
        <source>The gas limit is %1; your node estimates %2 gas for this payment, so Paydesk accepts a limit from %3 to %4.</source>
        <translation>Das Gaslimit ist %1; Ihr Knoten schätzt %2 Gas für diese Zahlung, daher akzeptiert Paydesk ein Limit von %3 bis %4.</translation>
    </message>
    <message>
        <source>The fees of this transaction are too large to compute (gas limit x fee per gas overflows).</source>
        <translation>Die Gebühren dieser Transaktion sind zu groß, um sie zu berechnen (Gaslimit x Gebühr pro Gas läuft über).</translation>
    </message>
    <message>
        <source>The priority fee can reach %1, more than the priority fee of %2 you asked for.</source>
        <translation>Die Prioritätsgebühr kann %1 erreichen, mehr als die von Ihnen gewünschte Prioritätsgebühr von %2.</translation>
    </message>
    <message>
        <source>The maximum fee per gas (%1 gwei) is below the next block&apos;s base fee (%2 gwei): the payment waits until fees fall, or until you speed it up.</source>
        <translation>Die maximale Gebühr pro Gas (%1 gwei) liegt unter der Grundgebühr des nächsten Blocks (%2 gwei): Die Zahlung wartet, bis die Gebühren sinken oder bis Sie sie beschleunigen.</translation>
    </message>
    <message>
        <source>The transaction&apos;s call to %1 is not the one you asked for.</source>
        <translation>Der Aufruf von %1 in der Transaktion ist nicht der, den Sie verlangt haben.</translation>
    </message>
</context>
<context>
    <name>EvmProofReader</name>
    <message>
        <source>atomic units of an unnamed token</source>
        <translation>atomare Einheiten eines unbenannten Tokens</translation>
    </message>
    <message>
        <source>EIP-3009 transfer authorization (the seller&apos;s facilitator submits it)</source>
        <translation>EIP-3009-Überweisungsautorisierung (der Facilitator des Verkäufers reicht sie ein)</translation>
    </message>
    <message>
        <source>Permit2 transfer authorization (the seller&apos;s facilitator settles it through Permit2, within the payer&apos;s allowance)</source>
        <translation>Permit2-Überweisungsermächtigung (der Facilitator des Verkäufers wickelt sie über Permit2 ab, im Rahmen der Freigabe des Zahlers)</translation>
    </message>
    <message>
        <source>The payer did not sign this authorization.</source>
        <translation>Der Zahler hat diese Autorisierung nicht signiert.</translation>
    </message>
    <message>
        <source>Not signed by the payer: it cannot be valid</source>
        <translation>Nicht vom Zahler signiert: kann nicht gültig sein</translation>
    </message>
    <message>
        <source>Valid from %1 to %2 UTC, once; %3</source>
        <translation>Gültig von %1 bis %2 UTC, einmalig; %3</translation>
    </message>
    <message>
        <source>signed by the payer</source>
        <translation>vom Zahler signiert</translation>
    </message>
    <message>
        <source>the signature is checked when it is verified (an x402 v1 proof does not name the token)</source>
        <translation>die Signatur wird bei der Verifizierung geprüft (ein x402-v1-Nachweis nennt das Token nicht)</translation>
    </message>
    <message>
        <source>Usage-priced Permit2 authorization of up to the amount (upto: facilitator %1 settles it once for what was used)</source>
        <translation>Nutzungsabhängige Permit2-Autorisierung bis zum Betrag (upto: Facilitator %1 rechnet sie einmal nach Verbrauch ab)</translation>
    </message>
</context>
<context>
    <name>EvmRlp</name>
    <message>
        <source>RLP lists are nested more than %1 deep.</source>
        <translation>RLP-Listen sind tiefer als %1 Ebenen verschachtelt.</translation>
    </message>
    <message>
        <source>RLP data ends where an item should start (byte %1).</source>
        <translation>Die RLP-Daten enden, wo ein Element beginnen sollte (Byte %1).</translation>
    </message>
    <message>
        <source>RLP is not canonical at byte %1: a single byte below 0x80 is written as a one-byte string instead of as itself.</source>
        <translation>RLP ist bei Byte %1 nicht kanonisch: Ein einzelnes Byte unter 0x80 ist als Ein-Byte-String statt als es selbst kodiert.</translation>
    </message>
    <message>
        <source>RLP data is truncated at byte %1: the length of an item is cut off.</source>
        <translation>Die RLP-Daten sind bei Byte %1 abgeschnitten: Die Länge eines Elements ist unvollständig.</translation>
    </message>
    <message>
        <source>RLP is not canonical at byte %1: a length starts with a zero byte.</source>
        <translation>RLP ist bei Byte %1 nicht kanonisch: Eine Länge beginnt mit einem Nullbyte.</translation>
    </message>
    <message>
        <source>RLP is not canonical at byte %1: a length of %2 bytes uses the long form.</source>
        <translation>RLP ist bei Byte %1 nicht kanonisch: Eine Länge von %2 Bytes verwendet die lange Form.</translation>
    </message>
    <message>
        <source>RLP data is truncated at byte %1: an item of %2 bytes has only %3 bytes left.</source>
        <translation>Die RLP-Daten sind bei Byte %1 abgeschnitten: Für ein Element von %2 Bytes bleiben nur %3 Bytes.</translation>
    </message>
    <message>
        <source>RLP data is empty.</source>
        <translation>Die RLP-Daten sind leer.</translation>
    </message>
    <message>
        <source>The RLP item ends at byte %1, but the data goes on to byte %2.</source>
        <translation>Das RLP-Element endet bei Byte %1, die Daten reichen aber bis Byte %2.</translation>
    </message>
    <message>
        <source>%1 is a list where a number belongs.</source>
        <translation>%1 ist eine Liste, wo eine Zahl stehen muss.</translation>
    </message>
    <message>
        <source>%1 is larger than %2 bytes.</source>
        <translation>%1 ist größer als %2 Bytes.</translation>
    </message>
    <message>
        <source>%1 is not a canonical number: it starts with a zero byte.</source>
        <translation>%1 ist keine kanonische Zahl, da sie mit einem Nullbyte beginnt.</translation>
    </message>
</context>
<context>
    <name>EvmSignedScheme</name>
    <message>
        <source>%1 is not an EVM wallet.</source>
        <translation>%1 ist keine EVM-Wallet.</translation>
    </message>
    <message>
        <source>EVM wallets cannot pay here.</source>
        <translation>EVM-Wallets können hier nicht zahlen.</translation>
    </message>
</context>
<context>
    <name>EvmTransaction</name>
    <message>
        <source>The key cannot sign: it is not a valid secp256k1 private key.</source>
        <translation>Der Schlüssel kann nicht signieren: Er ist kein gültiger privater secp256k1-Schlüssel.</translation>
    </message>
    <message>
        <source>The transaction is not signed.</source>
        <translation>Die Transaktion ist nicht signiert.</translation>
    </message>
    <message>
        <source>The transaction&apos;s signature is not valid: no key made it.</source>
        <translation>Die Signatur der Transaktion ist ungültig: Sie stammt von keinem Schlüssel.</translation>
    </message>
    <message>
        <source>%1 is a list where bytes belong.</source>
        <translation>%1 ist eine Liste, wo Bytes stehen müssen.</translation>
    </message>
    <message>
        <source>The recipient (to) is not a 20-byte address.</source>
        <translation>Der Empfänger (to) ist keine 20-Byte-Adresse.</translation>
    </message>
    <message>
        <source>The access list is not a list.</source>
        <translation>Die Zugriffsliste ist keine Liste.</translation>
    </message>
    <message>
        <source>An access list entry is not [address, [storage keys]].</source>
        <translation>Ein Eintrag der Zugriffsliste hat nicht die Form [Adresse, [Speicherschlüssel]].</translation>
    </message>
    <message>
        <source>An access list storage key is not 32 bytes.</source>
        <translation>Ein Speicherschlüssel der Zugriffsliste ist nicht 32 Bytes lang.</translation>
    </message>
    <message>
        <source>The gas limit</source>
        <translation>Das Gaslimit</translation>
    </message>
    <message>
        <source>The value</source>
        <translation>Der Betrag (value)</translation>
    </message>
    <message>
        <source>The data</source>
        <translation>Das Datenfeld</translation>
    </message>
    <message>
        <source>The nonce</source>
        <translation>Die Nonce</translation>
    </message>
    <message>
        <source>The gas price</source>
        <translation>Der Gaspreis</translation>
    </message>
    <message>
        <source>The chain id</source>
        <translation>Die Chain-ID</translation>
    </message>
    <message>
        <source>The priority fee (maxPriorityFeePerGas)</source>
        <translation>Die Prioritätsgebühr (maxPriorityFeePerGas)</translation>
    </message>
    <message>
        <source>The fee cap (maxFeePerGas)</source>
        <translation>Die Gebührenobergrenze (maxFeePerGas)</translation>
    </message>
    <message>
        <source>The priority fee per gas is above the fee cap: no chain accepts this transaction (EIP-1559).</source>
        <translation>Die Prioritätsgebühr pro Gas liegt über der Gebührenobergrenze: Keine Chain akzeptiert diese Transaktion (EIP-1559).</translation>
    </message>
    <message>
        <source>The transaction is already signed; an unsigned one was expected.</source>
        <translation>Die Transaktion ist bereits signiert; erwartet wurde eine unsignierte.</translation>
    </message>
    <message>
        <source>The signature&apos;s yParity is not 0 or 1.</source>
        <translation>Das yParity der Signatur ist weder 0 noch 1.</translation>
    </message>
    <message>
        <source>The transaction has no chain id (v is 27 or 28): it could be replayed on any chain.</source>
        <translation>Die Transaktion hat keine Chain-ID (v ist 27 oder 28): Sie könnte per Replay auf jeder Chain ausgeführt werden.</translation>
    </message>
    <message>
        <source>The signature&apos;s v is not 35 + 2 x chain id + 0 or 1.</source>
        <translation>Das v der Signatur ist nicht 35 + 2 x Chain-ID + 0 oder 1.</translation>
    </message>
    <message>
        <source>The signature is not valid: r and s must be non-zero and s in the lower half of the curve order (EIP-2).</source>
        <translation>Die Signatur ist ungültig: r und s müssen ungleich null sein, und s muss in der unteren Hälfte der Kurvenordnung liegen (EIP-2).</translation>
    </message>
    <message>
        <source>The transaction is empty.</source>
        <translation>Die Transaktion ist leer.</translation>
    </message>
    <message>
        <source>The transaction is larger than %1 bytes.</source>
        <translation>Die Transaktion ist größer als %1 Bytes.</translation>
    </message>
    <message>
        <source>This is an access-list transaction (EIP-2930, type 1). Paydesk signs only EIP-1559 (type 2) and legacy EIP-155 transactions.</source>
        <translation>Dies ist eine Zugriffslisten-Transaktion (EIP-2930, Typ 1). Paydesk signiert nur EIP-1559-Transaktionen (Typ 2) und Legacy-Transaktionen nach EIP-155.</translation>
    </message>
    <message>
        <source>This is a blob transaction (EIP-4844, type 3), which a payment never needs. Paydesk does not sign it.</source>
        <translation>Dies ist eine Blob-Transaktion (EIP-4844, Typ 3), die eine Zahlung nie benötigt. Paydesk signiert sie nicht.</translation>
    </message>
    <message>
        <source>This transaction (EIP-7702, type 4) would delegate your account&apos;s code to a contract, which could then spend everything the account holds. Paydesk never signs it.</source>
        <translation>Diese Transaktion (EIP-7702, Typ 4) würde den Code Ihres Kontos an einen Vertrag delegieren, der dann alles ausgeben könnte, was das Konto hält. Paydesk signiert sie nie.</translation>
    </message>
    <message>
        <source>The transaction is of an unknown type (0x%1).</source>
        <translation>Die Transaktion hat einen unbekannten Typ (0x%1).</translation>
    </message>
    <message>
        <source>This is not a transaction: it is neither a typed transaction nor an RLP list.</source>
        <translation>Dies ist keine Transaktion: weder eine typisierte Transaktion noch eine RLP-Liste.</translation>
    </message>
    <message>
        <source>The transaction body is not an RLP list.</source>
        <translation>Der Rumpf der Transaktion ist keine RLP-Liste.</translation>
    </message>
    <message>
        <source>The transaction has %1 fields instead of %2.</source>
        <translation>Die Transaktion hat %1 Felder statt %2.</translation>
    </message>
    <message>
        <source>The transaction names no chain (chain id 0).</source>
        <translation>Die Transaktion nennt keine Chain (Chain-ID 0).</translation>
    </message>
    <message>
        <source>The transaction is not valid base64.</source>
        <translation>Die Transaktion ist kein gültiges base64.</translation>
    </message>
</context>
<context>
    <name>ExactEvmScheme</name>
    <message>
        <source>Signing an authorization of %1 to %2 with the key of %3...</source>
        <translation>Eine Autorisierung über %1 an %2 wird mit dem Schlüssel von %3 signiert...</translation>
    </message>
    <message>
        <source>it asks for a %1 transfer, which Paydesk does not make: choose an option paid by EIP-3009 or Permit2, or pay another way.</source>
        <translation>es verlangt eine %1-Überweisung, die Paydesk nicht ausführt: Wählen Sie eine Option mit EIP-3009 oder Permit2 oder zahlen Sie anders.</translation>
    </message>
    <message>
        <source>The authorization expired unused: nothing was paid.</source>
        <translation>Die Autorisierung ist ungenutzt abgelaufen: Es wurde nichts bezahlt.</translation>
    </message>
</context>
<context>
    <name>ExactSvmScheme</name>
    <message>
        <source>it names no fee payer (extra.feePayer): a token payment on Solana is signed last by the seller&apos;s facilitator, who pays the network fee.</source>
        <translation>sie nennt keinen Gebührenzahler (extra.feePayer): Eine Token-Zahlung auf Solana signiert zuletzt der Facilitator des Verkäufers, der die Netzwerkgebühr zahlt.</translation>
    </message>
    <message>
        <source>The transaction expired without landing: nothing was paid.</source>
        <translation>Die Transaktion ist abgelaufen, ohne verbucht zu werden: Es wurde nichts bezahlt.</translation>
    </message>
    <message>
        <source>The seller names your own wallet as its fee payer: you would sign and pay the network fee of the seller&apos;s transaction. Nothing was signed.</source>
        <translation>Der Verkäufer nennt Ihr eigenes Wallet als seinen Gebührenzahler: Sie würden die Transaktion des Verkäufers signieren und ihre Netzwerkgebühr zahlen. Es wurde nichts signiert.</translation>
    </message>
</context>
<context>
    <name>GuiOptions</name>
    <message>
        <source>Paydesk: a desktop wallet for x402 payments.</source>
        <translation>Paydesk: ein Desktop-Wallet für x402-Zahlungen.</translation>
    </message>
    <message>
        <source>Use the built-in sandbox (test funds only).</source>
        <translation>Die integrierte Sandbox verwenden (nur Testguthaben).</translation>
    </message>
    <message>
        <source>Render the window, save it as a PNG and exit.</source>
        <translation>Das Fenster rendern, als PNG speichern und beenden.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>page</source>
        <translation>Seite</translation>
    </message>
    <message>
        <source>Milliseconds to wait after the first paint before the screenshot (default 600).</source>
        <translation>Millisekunden, die nach dem ersten Zeichnen vor dem Screenshot gewartet wird (Standard 600).</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>Colour scheme for this run: light or dark.</source>
        <translation>Farbschema für diesen Start: light oder dark.</translation>
    </message>
    <message>
        <source>name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Open the Status page on this payment id.</source>
        <translation>Die Statusseite mit dieser Zahlungs-ID öffnen.</translation>
    </message>
    <message>
        <source>id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Keep settings and data in this folder instead of the user&apos;s (for demos and tests).</source>
        <translation>Einstellungen und Daten in diesem Ordner statt im Benutzerordner speichern (für Demos und Tests).</translation>
    </message>
    <message>
        <source>folder</source>
        <translation>Ordner</translation>
    </message>
    <message>
        <source>Print the milliseconds to the first paint and the resident memory, then exit.</source>
        <translation>Die Millisekunden bis zum ersten Zeichnen und den belegten Arbeitsspeicher ausgeben, dann beenden.</translation>
    </message>
    <message>
        <source>Unknown theme &quot;%1&quot;: use light or dark.</source>
        <translation>Unbekanntes Farbschema &quot;%1&quot;: Verwenden Sie light oder dark.</translation>
    </message>
    <message>
        <source>--screenshot-delay takes milliseconds between 0 and 60000.</source>
        <translation>--screenshot-delay erwartet Millisekunden zwischen 0 und 60000.</translation>
    </message>
    <message>
        <source>Open this page: %1.</source>
        <translation>Diese Seite öffnen: %1.</translation>
    </message>
    <message>
        <source>Unknown page &quot;%1&quot;: use one of %2.</source>
        <translation>Unbekannte Seite „%1“: verwenden Sie eine von %2.</translation>
    </message>
</context>
<context>
    <name>HistoryTableModel</name>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Counterparty</source>
        <translation>Gegenpartei</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Betrag</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Payment id</source>
        <translation>Zahlungs-ID</translation>
    </message>
    <message>
        <source>Fee</source>
        <translation>Gebühr</translation>
    </message>
    <message>
        <source>Resource</source>
        <translation>Ressource</translation>
    </message>
    <message>
        <source>Balance after</source>
        <translation>Saldo danach</translation>
    </message>
</context>
<context>
    <name>HostedScheme</name>
    <message>
        <source>Paying %1 to %2 through the service...</source>
        <translation>%1 wird über den Dienst an %2 gezahlt...</translation>
    </message>
    <message>
        <source>The payment expired without settling: nothing was paid.</source>
        <translation>Die Zahlung ist abgelaufen, ohne abgewickelt zu werden: Es wurde nichts bezahlt.</translation>
    </message>
</context>
<context>
    <name>KeyImport</name>
    <message>
        <source>This is not a solana-keygen keypair file: it should be a JSON array of 64 numbers, such as [12,250,...].</source>
        <translation>Dies ist keine solana-keygen-Schlüsselpaardatei: Sie sollte ein JSON-Array aus 64 Zahlen sein, etwa [12,250,...].</translation>
    </message>
    <message>
        <source>The keypair file holds something other than numbers from 0 to 255.</source>
        <translation>Die Schlüsselpaardatei enthält etwas anderes als Zahlen von 0 bis 255.</translation>
    </message>
    <message>
        <source>The keypair file holds more than 64 numbers.</source>
        <translation>Die Schlüsselpaardatei enthält mehr als 64 Zahlen.</translation>
    </message>
    <message>
        <source>The keypair file is not a well-formed JSON array.</source>
        <translation>Die Schlüsselpaardatei ist kein wohlgeformtes JSON-Array.</translation>
    </message>
    <message>
        <source>The keypair file has extra text after its array.</source>
        <translation>Die Schlüsselpaardatei enthält nach ihrem Array zusätzlichen Text.</translation>
    </message>
    <message>
        <source>The keypair file holds %1 numbers; a Solana keypair has 64.</source>
        <translation>Die Schlüsselpaardatei enthält %1 Zahlen; ein Solana-Schlüsselpaar hat 64.</translation>
    </message>
    <message>
        <source>The keypair file&apos;s public key does not match its private key: the file is damaged.</source>
        <translation>Der öffentliche Schlüssel der Schlüsselpaardatei passt nicht zu ihrem privaten Schlüssel: Die Datei ist beschädigt.</translation>
    </message>
    <message>
        <source>Cannot read the keypair file %1: %2</source>
        <translation>Die Schlüsselpaardatei %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is too large to be a Solana keypair file.</source>
        <translation>%1 ist zu groß für eine Solana-Schlüsselpaardatei.</translation>
    </message>
    <message>
        <source>This is not a base58 Solana secret key (64 bytes, about 88 characters, as exported by Phantom or Solflare).</source>
        <translation>Dies ist kein geheimer Solana-Schlüssel in base58 (64 Bytes, etwa 88 Zeichen, wie von Phantom oder Solflare exportiert).</translation>
    </message>
    <message>
        <source>The secret key&apos;s public half does not match its private half: it was mistyped or truncated.</source>
        <translation>Die öffentliche Hälfte des geheimen Schlüssels passt nicht zu seiner privaten Hälfte: Er wurde falsch eingegeben oder abgeschnitten.</translation>
    </message>
    <message>
        <source>The key could not be derived from this phrase.</source>
        <translation>Aus dieser Phrase konnte kein Schlüssel abgeleitet werden.</translation>
    </message>
</context>
<context>
    <name>LocalPaymentController</name>
    <message>
        <source>A local payment is still in progress; wait for its outcome.</source>
        <translation>Eine lokale Zahlung ist noch in Bearbeitung; warten Sie ihr Ergebnis ab.</translation>
    </message>
    <message>
        <source>Local mode needs the app&apos;s database, which could not be opened.</source>
        <translation>Der lokale Modus benötigt die Datenbank der App, die nicht geöffnet werden konnte.</translation>
    </message>
    <message>
        <source>%1 is not a wallet whose key is on this computer. Create or import it on the Wallets page.</source>
        <translation>%1 ist kein Wallet, dessen Schlüssel sich auf diesem Computer befindet. Erstellen oder importieren Sie es auf der Seite Wallets.</translation>
    </message>
    <message>
        <source>An earlier payment from this wallet (%1) may still land. Paydesk signs nothing new for it until that payment has a final outcome.</source>
        <translation>Eine frühere Zahlung von diesem Wallet (%1) kann noch ankommen. Paydesk signiert für dieses Wallet nichts Neues, bis diese Zahlung ein endgültiges Ergebnis hat.</translation>
    </message>
    <message>
        <source>%1 is not a wallet address.</source>
        <translation>%1 ist keine Wallet-Adresse.</translation>
    </message>
    <message>
        <source>Paydesk cannot sign %1 payments on this computer: pay from a Solana or EVM wallet.</source>
        <translation>Paydesk kann auf diesem Computer keine %1-Zahlungen signieren: Zahlen Sie aus einem Solana- oder EVM-Wallet.</translation>
    </message>
    <message>
        <source>%1 cannot co-sign a buyer&apos;s payment here: choose a wallet on this computer of a chain that does (%2).</source>
        <translation>%1 kann die Zahlung eines Käufers hier nicht mitsignieren: Wählen Sie ein Wallet auf diesem Computer auf einer Chain, die das kann (%2).</translation>
    </message>
</context>
<context>
    <name>LocalWalletModel</name>
    <message>
        <source>Label</source>
        <translation>Bezeichnung</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Netzwerk</translation>
    </message>
    <message>
        <source>Key from</source>
        <translation>Schlüssel aus</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Kontostand</translation>
    </message>
    <message>
        <source>Wallet</source>
        <translation>Wallet</translation>
    </message>
</context>
<context>
    <name>LostAttempt</name>
    <message>
        <source>The payment expired unused: nothing was paid.</source>
        <translation>Die Zahlung ist ungenutzt abgelaufen: Es wurde nichts bezahlt.</translation>
    </message>
</context>
<context>
    <name>LostAuthorization</name>
    <message>
        <source>No EVM node for %1 to ask.</source>
        <translation>Kein EVM-Knoten für %1, der gefragt werden kann.</translation>
    </message>
    <message>
        <source>Permit2&apos;s answer is not readable.</source>
        <translation>Die Antwort von Permit2 ist nicht lesbar.</translation>
    </message>
    <message>
        <source>The journaled proof is no EIP-3009 or Permit2 authorization.</source>
        <translation>Der Nachweis im Journal ist keine EIP-3009- oder Permit2-Autorisierung.</translation>
    </message>
</context>
<context>
    <name>Mnemonic</name>
    <message>
        <source>The words are all valid, but their checksum does not match: a word is wrong or two are swapped. Check the phrase against your backup.</source>
        <translation>Alle Wörter sind gültig, aber ihre Prüfsumme stimmt nicht: Ein Wort ist falsch oder zwei sind vertauscht. Vergleichen Sie die Phrase mit Ihrer Sicherung.</translation>
    </message>
    <message>
        <source>Word %1 is not in the BIP-39 English word list. Check its spelling against your backup.</source>
        <translation>Wort %1 steht nicht in der englischen BIP-39-Wortliste. Vergleichen Sie seine Schreibweise mit Ihrer Sicherung.</translation>
    </message>
    <message>
        <source>A recovery phrase has 12, 15, 18, 21 or 24 words; this one has %1.</source>
        <translation>Eine Wiederherstellungsphrase hat 12, 15, 18, 21 oder 24 Wörter; diese hat %1.</translation>
    </message>
</context>
<context>
    <name>Money</name>
    <message>
        <source>%1 %2</source>
        <comment>amount and symbol</comment>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>Network</name>
    <message>
        <source>Solana</source>
        <translation>Solana</translation>
    </message>
    <message>
        <source>Solana Devnet</source>
        <translation>Solana Devnet</translation>
    </message>
    <message>
        <source>Solana Testnet</source>
        <translation>Solana Testnet</translation>
    </message>
    <message>
        <source>Sandbox Solana</source>
        <translation>Sandbox-Solana</translation>
    </message>
    <message>
        <source>Ethereum</source>
        <translation>Ethereum</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>Base</translation>
    </message>
    <message>
        <source>Base Sepolia</source>
        <translation>Base Sepolia</translation>
    </message>
    <message>
        <source>Polygon</source>
        <translation>Polygon</translation>
    </message>
    <message>
        <source>Polygon Amoy</source>
        <translation>Polygon Amoy</translation>
    </message>
    <message>
        <source>Arbitrum One</source>
        <translation>Arbitrum One</translation>
    </message>
    <message>
        <source>Arbitrum Sepolia</source>
        <translation>Arbitrum Sepolia</translation>
    </message>
    <message>
        <source>Avalanche C-Chain</source>
        <translation>Avalanche C-Chain</translation>
    </message>
    <message>
        <source>Avalanche Fuji</source>
        <translation>Avalanche Fuji</translation>
    </message>
    <message>
        <source>Sandbox EVM</source>
        <translation>Sandbox-EVM</translation>
    </message>
</context>
<context>
    <name>OptionBalance</name>
    <message>
        <source>no EVM RPC endpoint on %1 to read it</source>
        <translation>kein EVM-RPC-Endpunkt für %1, über den er gelesen werden kann</translation>
    </message>
    <message>
        <source>no RPC endpoint on %1 to read it</source>
        <translation>kein RPC-Endpunkt für %1, über den er gelesen werden kann</translation>
    </message>
    <message>
        <source>%1 is not a known token</source>
        <translation>%1 ist kein bekannter Token</translation>
    </message>
    <message>
        <source>the RPC endpoint sent no balance</source>
        <translation>der RPC-Endpunkt hat keinen Kontostand gesendet</translation>
    </message>
    <message>
        <source>the node sent no genesis hash</source>
        <translation>der Knoten hat keinen Genesis-Hash gesendet</translation>
    </message>
    <message>
        <source>the Solana node is on %1, not on %2</source>
        <translation>der Solana-Knoten läuft auf %1, nicht auf %2</translation>
    </message>
    <message>
        <source>a private cluster (genesis %1)</source>
        <translation>einem privaten Cluster (Genesis %1)</translation>
    </message>
    <message>
        <source>Paydesk has no test funds for %1 wallets.</source>
        <translation>Paydesk hat kein Testguthaben für %1-Wallets.</translation>
    </message>
    <message>
        <source>1 test ETH and 100 test USDC are in the wallet.</source>
        <translation>1 Test-ETH und 100 Test-USDC sind im Wallet.</translation>
    </message>
    <message>
        <source>5 test SOL and 100 test USDC are in the wallet.</source>
        <translation>5 Test-SOL und 100 Test-USDC sind im Wallet.</translation>
    </message>
    <message>
        <source>5 test SOL are on their way.</source>
        <translation>5 Test-SOL sind unterwegs.</translation>
    </message>
    <message>
        <source>the EVM node sent no chain id</source>
        <translation>der EVM-Knoten hat keine Chain-ID gesendet</translation>
    </message>
    <message>
        <source>Paydesk cannot ask a %1 node which network it is on.</source>
        <translation>Paydesk kann einen %1-Knoten nicht fragen, in welchem Netzwerk er läuft.</translation>
    </message>
</context>
<context>
    <name>OptionChooser</name>
    <message>
        <source>option %1 (%2 on %3): %4</source>
        <translation>Option %1 (%2 auf %3): %4</translation>
    </message>
    <message>
        <source>Paydesk cannot pay for this resource: %1</source>
        <translation>Paydesk kann für diese Ressource nicht bezahlen: %1</translation>
    </message>
    <message>
        <source>option %1 (%2 on %3): a token is paid from a local wallet, with its own key (--local); the payment service sends only the network&apos;s coin.</source>
        <translation>Option %1 (%2 auf %3): Ein Token wird aus einer lokalen Wallet mit ihrem eigenen Schlüssel bezahlt (--local); der Zahlungsdienst sendet nur die Münze des Netzwerks.</translation>
    </message>
    <message>
        <source>option %1 (%2 on %3): your wallets on %3 hold too little to pay it.</source>
        <translation>Option %1 (%2 auf %3): Ihre Wallets auf %3 enthalten zu wenig, um sie zu bezahlen.</translation>
    </message>
    <message>
        <source>your wallet %1 pays on %2, the network its node is on, not on %3.</source>
        <translation>Ihr Wallet %1 zahlt auf %2, dem Netzwerk seines Knotens, nicht auf %3.</translation>
    </message>
    <message>
        <source>your hosted wallet %1 is on %2, not on %3.</source>
        <translation>Ihr gehostetes Wallet %1 ist auf %2, nicht auf %3.</translation>
    </message>
    <message>
        <source>no wallet was given to pay from.</source>
        <translation>es wurde kein Wallet zum Bezahlen angegeben.</translation>
    </message>
    <message>
        <source>none of the wallets you pay from (%1) is on %2.</source>
        <translation>keines der Wallets, aus denen Sie zahlen (%1), ist auf %2.</translation>
    </message>
    <message>
        <source>none of your hosted wallets (%1) is on %2.</source>
        <translation>keines Ihrer gehosteten Wallets (%1) ist auf %2.</translation>
    </message>
</context>
<context>
    <name>OptionLimits</name>
    <message>
        <source>The price %1 is in another asset than your maximum of %2; nothing was paid. Give the maximum in the asset of the price.</source>
        <translation>Der Preis %1 ist in einem anderen Asset angegeben als Ihr Höchstbetrag von %2; es wurde nichts bezahlt. Geben Sie den Höchstbetrag im Asset des Preises an.</translation>
    </message>
    <message>
        <source>The price %1 is above your maximum of %2; nothing was paid.</source>
        <translation>Der Preis %1 liegt über Ihrem Höchstbetrag von %2; es wurde nichts bezahlt.</translation>
    </message>
</context>
<context>
    <name>PaidFetchJournal</name>
    <message>
        <source>the attempt is no longer open (closed as abandoned)</source>
        <translation>der Versuch ist nicht mehr offen (als abgebrochen geschlossen)</translation>
    </message>
</context>
<context>
    <name>PastedPayment</name>
    <message>
        <source>Paste an X-PAYMENT value or a whole HTTP request.</source>
        <translation>Fügen Sie einen X-PAYMENT-Wert oder eine vollständige HTTP-Anfrage ein.</translation>
    </message>
    <message>
        <source>The request carries no X-PAYMENT or PAYMENT-SIGNATURE header: the buyer has not paid.</source>
        <translation>Die Anfrage enthält keinen X-PAYMENT- oder PAYMENT-SIGNATURE-Header: Der Käufer hat nicht bezahlt.</translation>
    </message>
</context>
<context>
    <name>PayeeRules</name>
    <message>
        <source>%1 is not a Solana or EVM address.</source>
        <translation>%1 ist keine Solana- oder EVM-Adresse.</translation>
    </message>
    <message>
        <source>you deny payments to %1 (take it off your payee lists to pay it).</source>
        <translation>Sie sperren Zahlungen an %1 (nehmen Sie die Adresse von Ihren Empfängerlisten, um zu bezahlen).</translation>
    </message>
    <message>
        <source>%1 is not on your list of allowed payees (allow it to pay it).</source>
        <translation>%1 steht nicht auf Ihrer Liste erlaubter Zahlungsempfänger (erlauben Sie die Adresse, um zu bezahlen).</translation>
    </message>
</context>
<context>
    <name>PaymentCost</name>
    <message>
        <source>about %1 %2, plus any priority fee the service adds</source>
        <translation>etwa %1 %2, zuzüglich einer etwaigen Prioritätsgebühr, die der Dienst hinzufügt</translation>
    </message>
    <message>
        <source>at most %1 %2</source>
        <translation>höchstens %1 %2</translation>
    </message>
    <message>
        <source>about %1 %2</source>
        <translation>etwa %1 %2</translation>
    </message>
    <message>
        <source>unknown (balance not read)</source>
        <translation>unbekannt (Kontostand nicht gelesen)</translation>
    </message>
    <message>
        <source>short by %1 %2</source>
        <translation>es fehlen %1 %2</translation>
    </message>
</context>
<context>
    <name>PaymentJournal</name>
    <message>
        <source>Paydesk&apos;s database file is not available, so local payments are off: a payment must be journaled on disk before it is sent.</source>
        <translation>Die Datenbankdatei von Paydesk ist nicht verfügbar, daher sind lokale Zahlungen deaktiviert: Eine Zahlung muss auf der Festplatte im Journal vermerkt werden, bevor sie gesendet wird.</translation>
    </message>
    <message>
        <source>The database %1 is in use by another program (%2). Close it and try again.</source>
        <translation>Die Datenbank %1 wird von einem anderen Programm verwendet (%2). Schließen Sie es und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>The database %1 is read-only (%2), so Paydesk cannot record payments in it. Make the file and its folder writable for you and try again; nothing was changed.</source>
        <translation>Die Datenbank %1 ist schreibgeschützt (%2), daher kann Paydesk keine Zahlungen darin aufzeichnen. Machen Sie die Datei und ihren Ordner für Sie beschreibbar und versuchen Sie es erneut; es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>The database %1 could not be written: the disk is full or failing (%2). Free some space and try again; what was already stored is kept.</source>
        <translation>Die Datenbank %1 konnte nicht geschrieben werden: Der Datenträger ist voll oder fehlerhaft (%2). Geben Sie Speicherplatz frei und versuchen Sie es erneut; bereits Gespeichertes bleibt erhalten.</translation>
    </message>
    <message>
        <source>The database %1 is damaged (%2). Paydesk did not change it and will not write to it. Quit Paydesk, move the file aside (keep it: it holds your payment journal) or restore a backup, then start Paydesk again.</source>
        <translation>Die Datenbank %1 ist beschädigt (%2). Paydesk hat sie nicht verändert und wird nicht in sie schreiben. Beenden Sie Paydesk, verschieben Sie die Datei an einen anderen Ort (behalten Sie sie: Sie enthält Ihr Zahlungsjournal) oder stellen Sie eine Sicherung wieder her, und starten Sie Paydesk dann erneut.</translation>
    </message>
    <message>
        <source>The database %1 cannot be opened for writing (%2). Check that the file and its folder exist and are writable for you, then try again.</source>
        <translation>Die Datenbank %1 kann nicht zum Schreiben geöffnet werden (%2). Prüfen Sie, ob die Datei und ihr Ordner existieren und für Sie beschreibbar sind, und versuchen Sie es dann erneut.</translation>
    </message>
    <message>
        <source>The database %1 failed: %2</source>
        <translation>Fehler in der Datenbank %1: %2</translation>
    </message>
</context>
<context>
    <name>PaymentOutcome</name>
    <message>
        <source>an unknown amount</source>
        <translation>ein unbekannter Betrag</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Paid for a resource</source>
        <translation>Für eine Ressource bezahlt</translation>
    </message>
    <message>
        <source>%1 for %2.</source>
        <translation>%1 für %2.</translation>
    </message>
    <message>
        <source>Payment confirmed</source>
        <translation>Zahlung bestätigt</translation>
    </message>
    <message>
        <source>%1 to %2, confirmed on chain.</source>
        <translation>%1 an %2, auf der Chain bestätigt.</translation>
    </message>
    <message>
        <source>Payment not sent</source>
        <translation>Zahlung nicht gesendet</translation>
    </message>
    <message>
        <source>%1 to %2: %3</source>
        <translation>%1 an %2: %3</translation>
    </message>
    <message>
        <source>Paid, but the resource did not arrive</source>
        <translation>Bezahlt, aber die Ressource ist nicht angekommen</translation>
    </message>
    <message>
        <source>%1 for %2: %3</source>
        <translation>%1 für %2: %3</translation>
    </message>
    <message>
        <source>Payment failed</source>
        <translation>Zahlung fehlgeschlagen</translation>
    </message>
    <message>
        <source>%1 to %2 failed.</source>
        <translation>%1 an %2 fehlgeschlagen.</translation>
    </message>
    <message>
        <source>%1 to %2 failed: %3</source>
        <translation>%1 an %2 fehlgeschlagen: %3</translation>
    </message>
    <message>
        <source>Payment expired</source>
        <translation>Zahlung abgelaufen</translation>
    </message>
    <message>
        <source>%1 to %2 expired before it landed; nothing was charged.</source>
        <translation>%1 an %2 ist abgelaufen, bevor die Zahlung angekommen ist; es wurde nichts berechnet.</translation>
    </message>
    <message>
        <source>Payment received</source>
        <translation>Zahlung empfangen</translation>
    </message>
    <message>
        <source>%1, verified at the seller desk.</source>
        <translation>%1, an der Kasse des Verkäufers verifiziert.</translation>
    </message>
    <message>
        <source>%1 from %2, verified at the seller desk.</source>
        <translation>%1 von %2, an der Kasse des Verkäufers verifiziert.</translation>
    </message>
    <message>
        <source>%1 into %2, confirmed on chain.</source>
        <translation>%1 auf %2, auf der Chain bestätigt.</translation>
    </message>
    <message>
        <source>Money received</source>
        <translation>Geld empfangen</translation>
    </message>
    <message>
        <source>%1 arrived in %2.</source>
        <translation>%1 ist auf %2 eingegangen.</translation>
    </message>
    <message>
        <source>%1 from %2 into %3.</source>
        <translation>%1 von %2 auf %3.</translation>
    </message>
    <message>
        <source>Failed: the network fee was charged</source>
        <translation>Fehlgeschlagen: Die Netzwerkgebühr wurde berechnet</translation>
    </message>
    <message>
        <source>Expired: nothing was charged</source>
        <translation>Abgelaufen: Es wurde nichts berechnet</translation>
    </message>
    <message>
        <source>Refused by the network: nothing was charged</source>
        <translation>Vom Netzwerk abgelehnt: Es wurde nichts berechnet</translation>
    </message>
    <message>
        <source>Not signed</source>
        <translation>Nicht signiert</translation>
    </message>
    <message>
        <source>Not final yet</source>
        <translation>Noch nicht endgültig</translation>
    </message>
    <message>
        <source>Not sent</source>
        <translation>Nicht gesendet</translation>
    </message>
    <message>
        <source>paying, outcome not known yet</source>
        <translation>wird bezahlt, Ergebnis noch unbekannt</translation>
    </message>
    <message>
        <source>paid, content not received</source>
        <translation>bezahlt, Inhalt nicht erhalten</translation>
    </message>
    <message>
        <source>paid and delivered</source>
        <translation>bezahlt und geliefert</translation>
    </message>
    <message>
        <source>paid, refused by the seller</source>
        <translation>bezahlt, vom Verkäufer abgelehnt</translation>
    </message>
    <message>
        <source>not paid</source>
        <translation>nicht bezahlt</translation>
    </message>
</context>
<context>
    <name>PaymentProofInfo</name>
    <message>
        <source>Settled payment (already on the ledger)</source>
        <translation>Abgewickelte Zahlung (bereits im Ledger)</translation>
    </message>
    <message>
        <source>Not a payment proof</source>
        <translation>Kein Zahlungsnachweis</translation>
    </message>
    <message>
        <source>Paste the X-PAYMENT value the buyer sent.</source>
        <translation>Fügen Sie den X-PAYMENT-Wert ein, den der Käufer gesendet hat.</translation>
    </message>
    <message>
        <source>This proof pays another wallet, not the one it is checked for.</source>
        <translation>Dieser Nachweis bezahlt eine andere Wallet, nicht die, für die er geprüft wird.</translation>
    </message>
    <message>
        <source>It pays %1, less than the %2 you expect.</source>
        <translation>Er zahlt %1, weniger als die von Ihnen erwarteten %2.</translation>
    </message>
    <message>
        <source>The authorization expired at %1 UTC.</source>
        <translation>Die Autorisierung ist am %1 UTC abgelaufen.</translation>
    </message>
    <message>
        <source>The token %1 is not one Paydesk knows on %2, or its decimals differ.</source>
        <translation>Den Token %1 kennt Paydesk auf %2 nicht, oder seine Dezimalstellen weichen ab.</translation>
    </message>
    <message>
        <source>Paydesk cannot read a proof of the %1 scheme on %2.</source>
        <translation>Paydesk kann einen Nachweis des Schemas %1 auf %2 nicht lesen.</translation>
    </message>
</context>
<context>
    <name>PaymentRequirements</name>
    <message>
        <source>missing.</source>
        <translation>fehlt.</translation>
    </message>
    <message>
        <source>must be a string.</source>
        <translation>muss ein String sein.</translation>
    </message>
    <message>
        <source>empty.</source>
        <translation>leer.</translation>
    </message>
    <message>
        <source>must be an object.</source>
        <translation>muss ein Objekt sein.</translation>
    </message>
    <message>
        <source>longer than 256 bytes.</source>
        <translation>länger als 256 Bytes.</translation>
    </message>
    <message>
        <source>must be a whole number from 0 to 30.</source>
        <translation>muss eine ganze Zahl von 0 bis 30 sein.</translation>
    </message>
    <message>
        <source>missing; found only &quot;%1&quot;, the field of x402 version %2.</source>
        <translation>fehlt; gefunden wurde nur &quot;%1&quot;, das Feld von x402-Version %2.</translation>
    </message>
    <message>
        <source>must be a string of atomic units, not a JSON number.</source>
        <translation>muss ein String aus atomaren Einheiten sein, keine JSON-Zahl.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a whole number of atomic units.</source>
        <translation>&quot;%1&quot; ist keine ganze Zahl atomarer Einheiten.</translation>
    </message>
    <message>
        <source>a price of 0 is not a payment.</source>
        <translation>ein Preis von 0 ist keine Zahlung.</translation>
    </message>
    <message>
        <source>contradicts &quot;%1&quot; (%2).</source>
        <translation>widerspricht &quot;%1&quot; (%2).</translation>
    </message>
    <message>
        <source>%1 atomic units of %2</source>
        <translation>%1 atomare Einheiten von %2</translation>
    </message>
    <message>
        <source>not a JSON object.</source>
        <translation>kein JSON-Objekt.</translation>
    </message>
    <message>
        <source>must be a whole number of seconds from 1 to 86400.</source>
        <translation>muss eine ganze Zahl von Sekunden von 1 bis 86400 sein.</translation>
    </message>
    <message>
        <source>%1 is on another site than the requested %2.</source>
        <translation>%1 liegt auf einer anderen Website als das angefragte %2.</translation>
    </message>
    <message>
        <source>must be an object or null.</source>
        <translation>muss ein Objekt oder null sein.</translation>
    </message>
    <message>
        <source>%1 is the token&apos;s own contract, not a wallet: money sent there is lost.</source>
        <translation>%1 ist der Vertrag des Tokens selbst, kein Wallet: Dorthin gesendetes Geld geht verloren.</translation>
    </message>
    <message>
        <source>%1 is the Permit2 contract, not a wallet: money sent there is lost.</source>
        <translation>%1 ist der Permit2-Vertrag, kein Wallet: Dorthin gesendetes Geld geht verloren.</translation>
    </message>
    <message>
        <source>%1 is not a %2 address, but the network is %2.</source>
        <translation>%1 ist keine %2-Adresse, aber das Netzwerk ist %2.</translation>
    </message>
    <message>
        <source>says %1, but native %2 has %3 decimals.</source>
        <translation>gibt %1 an, aber natives %2 hat %3 Dezimalstellen.</translation>
    </message>
    <message>
        <source>up to %1</source>
        <translation>bis zu %1</translation>
    </message>
</context>
<context>
    <name>Permit2</name>
    <message>
        <source>The Permit2 authorization&apos;s &quot;%1&quot; is missing or malformed.</source>
        <translation>Das Feld „%1“ der Permit2-Ermächtigung fehlt oder ist fehlerhaft.</translation>
    </message>
    <message>
        <source>The Permit2 payment could not be signed with the key of %1; nothing was sent.</source>
        <translation>Die Permit2-Zahlung konnte nicht mit dem Schlüssel von %1 signiert werden; es wurde nichts gesendet.</translation>
    </message>
    <message>
        <source>Permit2 may move only %1 %2 of this wallet, less than the price: approve Permit2 first.</source>
        <translation>Permit2 darf nur %1 %2 dieses Wallets bewegen, weniger als der Preis: Geben Sie Permit2 zuerst frei.</translation>
    </message>
    <message>
        <source>the seller asks for a Permit2 transfer, and %1 lets Permit2 (%2) move only %3 of its %4, less than the price of %5. Approve Permit2 for at least %5 from this wallet (an approve transaction on the token %6: &quot;Approve Permit2&quot; on the Pay page, or paydesk-cli permit2 approve &quot;%5&quot; --from %1), then pay again; Paydesk never signs an unlimited approval for you.</source>
        <translation>der Verkäufer verlangt eine Permit2-Überweisung, und %1 erlaubt Permit2 (%2), nur %3 seiner %4 zu bewegen, weniger als der Preis von %5. Geben Sie Permit2 von dieser Wallet mindestens %5 frei (eine approve-Transaktion auf dem Token %6: „Permit2 freigeben“ auf der Bezahlseite oder paydesk-cli permit2 approve &quot;%5&quot; --from %1) und zahlen Sie dann erneut; Paydesk signiert nie eine unbegrenzte Freigabe für Sie.</translation>
    </message>
    <message>
        <source>the seller asks for a Permit2 transfer, and %1 lets Permit2 (%2) move only %3 of its %4, less than the %5 it may charge at most. Approve Permit2 for at least %5 from this wallet (an approve transaction on the token %6: &quot;Approve Permit2&quot; on the Pay page, or paydesk-cli permit2 approve &quot;%5&quot; --from %1), then pay again; Paydesk never signs an unlimited approval for you.</source>
        <translation>der Verkäufer verlangt eine Permit2-Überweisung, und %1 erlaubt Permit2 (%2) nur %3 seiner %4 zu bewegen, weniger als die höchstens belastbaren %5. Geben Sie Permit2 mindestens %5 von diesem Wallet frei (eine approve-Transaktion auf dem Token %6: „Permit2 freigeben“ auf der Bezahlseite oder paydesk-cli permit2 approve &quot;%5&quot; --from %1) und zahlen Sie dann erneut; Paydesk signiert nie eine unbegrenzte Freigabe für Sie.</translation>
    </message>
    <message>
        <source>Permit2 may move only %1 %2 of this wallet, less than the most it may charge: approve Permit2 first.</source>
        <translation>Permit2 darf nur %1 %2 dieses Wallets bewegen, weniger als die höchstmögliche Belastung: geben Sie zuerst Permit2 frei.</translation>
    </message>
</context>
<context>
    <name>Permit2Allowance</name>
    <message>
        <source>No EVM node on %1 to read the Permit2 allowance from; nothing was signed.</source>
        <translation>Kein EVM-Knoten auf %1, von dem die Permit2-Freigabe gelesen werden kann; nichts wurde signiert.</translation>
    </message>
    <message>
        <source>The Permit2 allowance could not be read (%1); nothing was signed.</source>
        <translation>Die Permit2-Freigabe konnte nicht gelesen werden (%1); nichts wurde signiert.</translation>
    </message>
    <message>
        <source>The payment was not made: %1</source>
        <translation>Die Zahlung wurde nicht ausgeführt: %1</translation>
    </message>
    <message>
        <source>Reading how much %1 Permit2 may move from %2...</source>
        <translation>Lese, wie viel %1 Permit2 von %2 bewegen darf...</translation>
    </message>
</context>
<context>
    <name>ProofCodec</name>
    <message>
        <source>The payment proof is not base64 text.</source>
        <translation>Der Zahlungsnachweis ist kein base64-Text.</translation>
    </message>
    <message>
        <source>The payment proof does not decode to an x402 payment payload.</source>
        <translation>Der Zahlungsnachweis ergibt dekodiert keine x402-Zahlungsnutzlast.</translation>
    </message>
    <message>
        <source>The payment proof&apos;s x402Version must be 1 or 2.</source>
        <translation>Die x402Version des Zahlungsnachweises muss 1 oder 2 sein.</translation>
    </message>
    <message>
        <source>The payment proof has no payload object.</source>
        <translation>Der Zahlungsnachweis hat kein payload-Objekt.</translation>
    </message>
    <message>
        <source>The payment proof names neither a transaction signature nor a signed transaction.</source>
        <translation>Der Zahlungsnachweis nennt weder eine Transaktionssignatur noch eine signierte Transaktion.</translation>
    </message>
    <message>
        <source>The payment proof&apos;s EIP-3009 authorization is unusable: %1</source>
        <translation>Die EIP-3009-Autorisierung des Zahlungsnachweises ist unbrauchbar: %1</translation>
    </message>
    <message>
        <source>The payment proof&apos;s EIP-3009 signature is not 65 bytes of hex.</source>
        <translation>Die EIP-3009-Signatur des Zahlungsnachweises ist kein 65-Byte-Hexwert.</translation>
    </message>
    <message>
        <source>The payment proof&apos;s Permit2 authorization is unusable: %1</source>
        <translation>Die Permit2-Ermächtigung des Zahlungsnachweises ist unbrauchbar: %1</translation>
    </message>
    <message>
        <source>The payment proof&apos;s Permit2 signature is not 65 bytes of hex.</source>
        <translation>Die Permit2-Signatur des Zahlungsnachweises ist nicht 65 Byte Hex.</translation>
    </message>
    <message>
        <source>The upto payment&apos;s Permit2 witness names no facilitator.</source>
        <translation>Der Permit2-Witness der upto-Zahlung nennt keinen Facilitator.</translation>
    </message>
    <message>
        <source>The exact payment&apos;s Permit2 witness names a facilitator, which only upto&apos;s does.</source>
        <translation>Der Permit2-Witness der exact-Zahlung nennt einen Facilitator, was nur der von upto tut.</translation>
    </message>
    <message>
        <source>The upto payment carries no Permit2 authorization.</source>
        <translation>Die upto-Zahlung enthält keine Permit2-Autorisierung.</translation>
    </message>
    <message>
        <source>The payment proof&apos;s scheme must be &quot;exact&quot;, &quot;upto&quot; or (x402 v2) &quot;batch-settlement&quot;.</source>
        <translation>Das Schema des Zahlungsnachweises muss „exact“, „upto“ oder (x402 v2) „batch-settlement“ sein.</translation>
    </message>
    <message>
        <source>The channel payment is unusable: %1</source>
        <translation>Die Kanalzahlung ist unbrauchbar: %1</translation>
    </message>
</context>
<context>
    <name>ReceiptBook</name>
    <message>
        <source>The seller&apos;s receipt names no transaction.</source>
        <translation>Die Quittung des Verkäufers nennt keine Transaktion.</translation>
    </message>
</context>
<context>
    <name>RecipientCheck</name>
    <message>
        <source>This is your own wallet %1.</source>
        <translation>Das ist Ihr eigenes Wallet %1.</translation>
    </message>
    <message>
        <source>This address starts and ends like your wallet %1 but is another address: look-alikes like this are how address poisoning diverts payments. Compare every character before you send.</source>
        <translation>Diese Adresse beginnt und endet wie Ihr Wallet %1, ist aber eine andere Adresse: mit solchen Doppelgängern lenkt Address Poisoning Zahlungen um. Vergleichen Sie jedes Zeichen, bevor Sie senden.</translation>
    </message>
    <message>
        <source>This address differs from your wallet %1 in only a few characters: check it for a typo before you send.</source>
        <translation>Diese Adresse unterscheidet sich von Ihrem Wallet %1 nur in wenigen Zeichen: prüfen Sie sie vor dem Senden auf einen Tippfehler.</translation>
    </message>
    <message>
        <source>You have not paid this address from this wallet before. Compare it with the address you were given, character by character.</source>
        <translation>Sie haben von diesem Wallet aus noch nie an diese Adresse gezahlt. Vergleichen Sie sie Zeichen für Zeichen mit der Adresse, die Sie erhalten haben.</translation>
    </message>
    <message>
        <source>The recipient&apos;s account is empty on chain (0 %1): it has never received funds, or was emptied. A new or mistyped address looks like this.</source>
        <translation>Das Konto des Empfängers ist auf der Chain leer (0 %1): Es hat nie Guthaben erhalten oder wurde geleert. So sieht eine neue oder falsch eingegebene Adresse aus.</translation>
    </message>
</context>
<context>
    <name>RequirementsParser</name>
    <message>
        <source>The PAYMENT-REQUIRED header is not base64 of a JSON object.</source>
        <translation>Der PAYMENT-REQUIRED-Header ist kein base64-kodiertes JSON-Objekt.</translation>
    </message>
    <message>
        <source>The 402 answer has neither a PAYMENT-REQUIRED header nor a JSON body with x402 payment requirements.</source>
        <translation>Die 402-Antwort hat weder einen PAYMENT-REQUIRED-Header noch einen JSON-Body mit x402-Zahlungsanforderungen.</translation>
    </message>
    <message>
        <source>The payment requirements have no x402Version.</source>
        <translation>Die Zahlungsanforderungen haben keine x402Version.</translation>
    </message>
    <message>
        <source>The PAYMENT-REQUIRED header says x402Version %1; the header carries version 2 requirements.</source>
        <translation>Der PAYMENT-REQUIRED-Header gibt x402Version %1 an; der Header enthält Anforderungen der Version 2.</translation>
    </message>
    <message>
        <source>The 402 body says x402Version %1; Paydesk reads version 1 bodies and version 2 headers.</source>
        <translation>Der 402-Body gibt x402Version %1 an; Paydesk liest Bodys der Version 1 und Header der Version 2.</translation>
    </message>
    <message>
        <source>resource.url is missing; the requested URL is assumed.</source>
        <translation>resource.url fehlt; die angefragte URL wird angenommen.</translation>
    </message>
    <message>
        <source>The requirements are for %1, another site than %2: refused.</source>
        <translation>Die Anforderungen gelten für %1, eine andere Website als %2: abgelehnt.</translation>
    </message>
    <message>
        <source>The payment requirements list no payment option (accepts).</source>
        <translation>Die Zahlungsanforderungen enthalten keine Zahlungsoption (accepts).</translation>
    </message>
    <message>
        <source>The payment requirements list %1 options; at most 32 are read.</source>
        <translation>Die Zahlungsanforderungen enthalten %1 Optionen; höchstens 32 werden gelesen.</translation>
    </message>
    <message>
        <source>accepts[%1]: %2</source>
        <translation>accepts[%1]: %2</translation>
    </message>
    <message>
        <source>None of the payment options is valid: %1</source>
        <translation>Keine der Zahlungsoptionen ist gültig: %1</translation>
    </message>
    <message>
        <source>it contradicts option %1: the same scheme, network and asset with another price or recipient.</source>
        <translation>sie widerspricht Option %1: dasselbe Schema, Netzwerk und Asset mit einem anderen Preis oder Empfänger.</translation>
    </message>
    <message>
        <source>The PAYMENT-REQUIRED header and the JSON body disagree for %1: %2 to %3 against %4 to %5. Paydesk pays neither.</source>
        <translation>Der PAYMENT-REQUIRED-Header und der JSON-Body stimmen für %1 nicht überein: %2 an %3 gegenüber %4 an %5. Paydesk zahlt keines von beiden.</translation>
    </message>
    <message>
        <source>The PAYMENT-REQUIRED header is too large (%1 KB; Paydesk reads at most %2 KB): nothing was paid.</source>
        <translation>Der PAYMENT-REQUIRED-Header ist zu groß (%1 KB; Paydesk liest höchstens %2 KB): es wurde nichts bezahlt.</translation>
    </message>
    <message>
        <source>The 402 answer has no PAYMENT-REQUIRED header Paydesk can read (none, or one over 100 KB, which is not read) and its body is not x402 payment requirements: nothing was paid.</source>
        <translation>Die 402-Antwort hat keinen PAYMENT-REQUIRED-Header, den Paydesk lesen kann (keinen, oder einen über 100 KB, der nicht gelesen wird), und ihr Inhalt sind keine x402-Zahlungsanforderungen: Es wurde nichts bezahlt.</translation>
    </message>
</context>
<context>
    <name>RpcCall</name>
    <message>
        <source>Cannot reach the Solana RPC endpoint (%1).</source>
        <translation>Der Solana-RPC-Endpunkt ist nicht erreichbar (%1).</translation>
    </message>
    <message>
        <source>The Solana RPC endpoint did not answer %1 in time.</source>
        <translation>Der Solana-RPC-Endpunkt hat auf %1 nicht rechtzeitig geantwortet.</translation>
    </message>
    <message>
        <source>The Solana RPC endpoint answered HTTP %1 to %2.</source>
        <translation>Der Solana-RPC-Endpunkt hat auf %2 mit HTTP %1 geantwortet.</translation>
    </message>
    <message>
        <source>%1 failed: %2</source>
        <translation>%1 fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>The Solana RPC endpoint sent an unreadable answer to %1 (%2).</source>
        <translation>Der Solana-RPC-Endpunkt hat auf %1 eine unlesbare Antwort gesendet (%2).</translation>
    </message>
    <message>
        <source>timeout</source>
        <translation>Zeitüberschreitung</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>kein JSON-Objekt</translation>
    </message>
    <message>
        <source>no result</source>
        <translation>kein Ergebnis</translation>
    </message>
    <message>
        <source>nested too deeply</source>
        <translation>zu tief verschachtelt</translation>
    </message>
    <message>
        <source>Cannot reach the EVM RPC endpoint (%1).</source>
        <translation>Der EVM-RPC-Endpunkt ist nicht erreichbar (%1).</translation>
    </message>
    <message>
        <source>The EVM RPC endpoint did not answer %1 in time.</source>
        <translation>Der EVM-RPC-Endpunkt hat auf %1 nicht rechtzeitig geantwortet.</translation>
    </message>
    <message>
        <source>The EVM RPC endpoint answered HTTP %1 to %2.</source>
        <translation>Der EVM-RPC-Endpunkt hat auf %2 mit HTTP %1 geantwortet.</translation>
    </message>
    <message>
        <source>The EVM RPC endpoint sent an unreadable answer to %1 (%2).</source>
        <translation>Der EVM-RPC-Endpunkt hat auf %1 eine unlesbare Antwort gesendet (%2).</translation>
    </message>
</context>
<context>
    <name>RpcEndpoint</name>
    <message>
        <source>The sandbox&apos;s RPC needs the service URL (--service).</source>
        <translation>Der RPC der Sandbox benötigt die Dienst-URL (--service).</translation>
    </message>
    <message>
        <source>The RPC endpoint must be mainnet-beta, devnet, testnet, sandbox or an http(s) URL; &apos;%1&apos; is none of these.</source>
        <translation>Der RPC-Endpunkt muss mainnet-beta, devnet, testnet, sandbox oder eine http(s)-URL sein; &apos;%1&apos; ist nichts davon.</translation>
    </message>
    <message>
        <source>Use https for an RPC endpoint that is not on this computer.</source>
        <translation>Verwenden Sie https für einen RPC-Endpunkt, der sich nicht auf diesem Computer befindet.</translation>
    </message>
</context>
<context>
    <name>SchemeClient</name>
    <message>
        <source>the token %1 is not one Paydesk knows on %2: it pays USDC and the tokens you added, so it never trusts a seller&apos;s decimals. If you trust this token, add it with its own decimals: paydesk-cli token add %3 %1 --symbol SYMBOL --decimals N.</source>
        <translation>der Token %1 ist keiner, den Paydesk auf %2 kennt: Es zahlt USDC und die von Ihnen hinzugefügten Tokens, damit es nie den Dezimalstellen eines Verkäufers vertraut. Wenn Sie diesem Token vertrauen, fügen Sie ihn mit seinen eigenen Dezimalstellen hinzu: paydesk-cli token add %3 %1 --symbol SYMBOL --decimals N.</translation>
    </message>
    <message>
        <source>the chain cannot tell for this kind of payment</source>
        <translation>die Chain kann dies für diese Art von Zahlung nicht sagen</translation>
    </message>
</context>
<context>
    <name>SchemeRegistry</name>
    <message>
        <source>the payment scheme &quot;%1&quot; is not one Paydesk pays (it pays %2).</source>
        <translation>das Zahlungsschema „%1“ wird von Paydesk nicht bezahlt (es bezahlt %2).</translation>
    </message>
    <message>
        <source>Paydesk does not know the network &quot;%1&quot;.</source>
        <translation>Paydesk kennt das Netzwerk &quot;%1&quot; nicht.</translation>
    </message>
    <message>
        <source>Paydesk does not pay the &quot;%1&quot; scheme on %2.</source>
        <translation>Paydesk bezahlt das Schema „%1“ auf %2 nicht.</translation>
    </message>
    <message>
        <source>its price cannot be converted exactly: the decimals of %1 are not known.</source>
        <translation>sein Preis kann nicht exakt umgerechnet werden: Die Dezimalstellen von %1 sind nicht bekannt.</translation>
    </message>
    <message>
        <source>no payment scheme Paydesk knows made this payment</source>
        <translation>kein Zahlungsschema, das Paydesk kennt, hat diese Zahlung ausgeführt</translation>
    </message>
</context>
<context>
    <name>ServiceConfig</name>
    <message>
        <source>The service address is not a valid URL. Enter it as https://api.example.com</source>
        <translation>Die Dienstadresse ist keine gültige URL. Geben Sie sie in der Form https://api.example.com ein.</translation>
    </message>
    <message>
        <source>Do not put a user name or password in the service address; the API key is sent separately.</source>
        <translation>Geben Sie keinen Benutzernamen und kein Passwort in der Dienstadresse an; der API-Schlüssel wird separat gesendet.</translation>
    </message>
    <message>
        <source>The service address uses http:// on a remote host: the API key and payments would travel unencrypted. Use https:// (http:// is allowed only for this computer, e.g. the built-in sandbox).</source>
        <translation>Die Dienstadresse verwendet http:// auf einem entfernten Host: Der API-Schlüssel und die Zahlungen würden unverschlüsselt übertragen. Verwenden Sie https:// (http:// ist nur für diesen Computer erlaubt, z. B. für die integrierte Sandbox).</translation>
    </message>
    <message>
        <source>The service address must start with https://</source>
        <translation>Die Dienstadresse muss mit https:// beginnen.</translation>
    </message>
</context>
<context>
    <name>SettingsModel</name>
    <message>
        <source>The template must contain {signature} where the transaction signature goes.</source>
        <translation>Die Vorlage muss {signature} an der Stelle enthalten, an der die Transaktionssignatur steht.</translation>
    </message>
</context>
<context>
    <name>SettledCharge</name>
    <message>
        <source>no transaction or node to read</source>
        <translation>keine Transaktion oder kein Knoten zum Lesen</translation>
    </message>
    <message>
        <source>the node knows no receipt of it</source>
        <translation>der Knoten kennt keine Quittung dazu</translation>
    </message>
    <message>
        <source>the settlement reverted</source>
        <translation>die Abrechnung wurde rückgängig gemacht (revert)</translation>
    </message>
    <message>
        <source>its logs cannot be read</source>
        <translation>ihre Logs können nicht gelesen werden</translation>
    </message>
</context>
<context>
    <name>ShortVec</name>
    <message>
        <source>compact-u16 offset out of range</source>
        <translation>compact-u16-Offset außerhalb des gültigen Bereichs</translation>
    </message>
    <message>
        <source>compact-u16 value is truncated</source>
        <translation>compact-u16-Wert ist abgeschnitten</translation>
    </message>
    <message>
        <source>compact-u16 value exceeds 65535</source>
        <translation>compact-u16-Wert übersteigt 65535</translation>
    </message>
    <message>
        <source>compact-u16 value has a non-minimal encoding</source>
        <translation>compact-u16-Wert ist nicht minimal kodiert</translation>
    </message>
</context>
<context>
    <name>SiteBudget</name>
    <message>
        <source>The two caps must be in the same currency.</source>
        <translation>Die beiden Obergrenzen müssen in derselben Währung angegeben sein.</translation>
    </message>
    <message>
        <source>The cap per payment (%1) is above the cap per day (%2): no day could allow such a payment. Raise the cap per day or lower the cap per payment.</source>
        <translation>Die Obergrenze pro Zahlung (%1) liegt über der Obergrenze pro Tag (%2): An keinem Tag wäre eine solche Zahlung möglich. Erhöhen Sie die Obergrenze pro Tag oder senken Sie die Obergrenze pro Zahlung.</translation>
    </message>
    <message>
        <source>The cap %1 (%2) must be more than zero, at least the cap per payment and at least the cap of a shorter window (%3).</source>
        <translation>Die Obergrenze %1 (%2) muss über null liegen, mindestens so hoch wie die Obergrenze pro Zahlung und mindestens so hoch wie die eines kürzeren Zeitraums (%3).</translation>
    </message>
    <message>
        <source>The budget would end %1, which is already past: give a later date, or none for no end.</source>
        <translation>Das Budget würde %1 enden, und das ist schon vorbei: Geben Sie ein späteres Datum an oder none für kein Ende.</translation>
    </message>
</context>
<context>
    <name>Slip10</name>
    <message>
        <source>A derivation path starts with m/, such as m/44&apos;/501&apos;/0&apos;/0&apos;.</source>
        <translation>Ein Ableitungspfad beginnt mit m/, etwa m/44&apos;/501&apos;/0&apos;/0&apos;.</translation>
    </message>
    <message>
        <source>Step %1 of the path (%2) is not hardened: ed25519 keys can only be derived along hardened steps such as 0&apos;.</source>
        <translation>Schritt %1 des Pfads (%2) ist nicht gehärtet: Ed25519-Schlüssel können nur über gehärtete Schritte wie 0&apos; abgeleitet werden.</translation>
    </message>
    <message>
        <source>Step %1 of the path is not a number below 2^31.</source>
        <translation>Schritt %1 des Pfads ist keine Zahl unter 2^31.</translation>
    </message>
</context>
<context>
    <name>SolTransfer</name>
    <message>
        <source>A key or the blockhash of the payment is not 32 bytes.</source>
        <translation>Ein Schlüssel oder der Blockhash der Zahlung ist nicht 32 Bytes lang.</translation>
    </message>
    <message>
        <source>The payment moves no SOL.</source>
        <translation>Die Zahlung bewegt kein SOL.</translation>
    </message>
    <message>
        <source>The payment would go from your wallet to itself.</source>
        <translation>Die Zahlung ginge von Ihrem Wallet an sich selbst.</translation>
    </message>
    <message>
        <source>The seller&apos;s memo is longer than %1 bytes.</source>
        <translation>Das Memo des Verkäufers ist länger als %1 Bytes.</translation>
    </message>
</context>
<context>
    <name>SolanaInstruction</name>
    <message>
        <source>fee payer is not a 32-byte key</source>
        <translation>Gebührenzahler ist kein 32-Byte-Schlüssel</translation>
    </message>
    <message>
        <source>recent blockhash is not 32 bytes</source>
        <translation>recent blockhash ist nicht 32 Bytes lang</translation>
    </message>
    <message>
        <source>instruction %1: program id is not a 32-byte key</source>
        <translation>Anweisung %1: Programm-ID ist kein 32-Byte-Schlüssel</translation>
    </message>
    <message>
        <source>instruction %1: the fee payer cannot be a program</source>
        <translation>Anweisung %1: Der Gebührenzahler kann kein Programm sein</translation>
    </message>
    <message>
        <source>instruction %1: account is not a 32-byte key</source>
        <translation>Anweisung %1: Konto ist kein 32-Byte-Schlüssel</translation>
    </message>
    <message>
        <source>more than %1 distinct accounts</source>
        <translation>mehr als %1 verschiedene Konten</translation>
    </message>
    <message>
        <source>too many signers or read-only accounts</source>
        <translation>zu viele Signierer oder schreibgeschützte Konten</translation>
    </message>
    <message>
        <source>System instruction data is shorter than 4 bytes</source>
        <translation>Daten der System-Anweisung sind kürzer als 4 Bytes</translation>
    </message>
    <message>
        <source>System transfer data is not 12 bytes</source>
        <translation>Daten der System-Überweisung sind nicht 12 Bytes lang</translation>
    </message>
    <message>
        <source>System transfer needs 2 accounts</source>
        <translation>System-Überweisung benötigt 2 Konten</translation>
    </message>
    <message>
        <source>System advance-nonce data is not 4 bytes</source>
        <translation>Daten von System advance-nonce sind nicht 4 Bytes lang</translation>
    </message>
    <message>
        <source>System advance-nonce needs 3 accounts</source>
        <translation>System advance-nonce benötigt 3 Konten</translation>
    </message>
    <message>
        <source>Compute budget instruction has no data</source>
        <translation>Compute-Budget-Anweisung hat keine Daten</translation>
    </message>
    <message>
        <source>SetComputeUnitLimit data is not 5 bytes</source>
        <translation>Daten von SetComputeUnitLimit sind nicht 5 Bytes lang</translation>
    </message>
    <message>
        <source>SetComputeUnitPrice data is not 9 bytes</source>
        <translation>Daten von SetComputeUnitPrice sind nicht 9 Bytes lang</translation>
    </message>
    <message>
        <source>Token instruction has no data</source>
        <translation>Token-Anweisung hat keine Daten</translation>
    </message>
    <message>
        <source>Token TransferChecked data is not 10 bytes</source>
        <translation>Daten von Token TransferChecked sind nicht 10 Bytes lang</translation>
    </message>
    <message>
        <source>Token TransferChecked needs 4 accounts</source>
        <translation>Token TransferChecked benötigt 4 Konten</translation>
    </message>
    <message>
        <source>Token Transfer/Approve data is not 9 bytes</source>
        <translation>Daten von Token Transfer/Approve sind nicht 9 Bytes lang</translation>
    </message>
    <message>
        <source>Token Transfer/Approve needs 3 accounts</source>
        <translation>Token Transfer/Approve benötigt 3 Konten</translation>
    </message>
    <message>
        <source>Token SetAuthority data is malformed</source>
        <translation>Daten von Token SetAuthority sind fehlerhaft</translation>
    </message>
    <message>
        <source>Token SetAuthority needs 2 accounts</source>
        <translation>Token SetAuthority benötigt 2 Konten</translation>
    </message>
    <message>
        <source>Associated token account creation needs 6 accounts</source>
        <translation>Erstellen eines Associated Token Accounts benötigt 6 Konten</translation>
    </message>
    <message>
        <source>(lookup table address)</source>
        <translation>(Adresse der Lookup-Tabelle)</translation>
    </message>
    <message>
        <source>Transfer %1 SOL from %2 to %3</source>
        <translation>%1 SOL von %2 an %3 überweisen</translation>
    </message>
    <message>
        <source>Advance nonce account %1</source>
        <translation>Nonce-Konto %1 weiterschalten</translation>
    </message>
    <message>
        <source>System program instruction %1</source>
        <translation>System-Programm-Anweisung %1</translation>
    </message>
    <message>
        <source>Set the compute unit limit to %1</source>
        <translation>Compute-Unit-Limit auf %1 setzen</translation>
    </message>
    <message>
        <source>Set the compute unit price to %1 micro-lamports</source>
        <translation>Compute-Unit-Preis auf %1 Micro-Lamports setzen</translation>
    </message>
    <message>
        <source>Compute budget instruction %1</source>
        <translation>Compute-Budget-Anweisung %1</translation>
    </message>
    <message>
        <source>Memo &quot;%1&quot;</source>
        <translation>Memo &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Transfer %1 tokens of mint %2 from %3 to %4</source>
        <translation>%1 Token des Mints %2 von %3 an %4 überweisen</translation>
    </message>
    <message>
        <source>Transfer %1 token base units from %2 to %3</source>
        <translation>%1 Token-Basiseinheiten von %2 an %3 überweisen</translation>
    </message>
    <message>
        <source>Allow %1 to spend %2 token base units from %3</source>
        <translation>%1 erlauben, %2 Token-Basiseinheiten von %3 auszugeben</translation>
    </message>
    <message>
        <source>Change an authority of %1</source>
        <translation>Eine Berechtigung von %1 ändern</translation>
    </message>
    <message>
        <source>%1 program instruction %2</source>
        <translation>%1-Programm-Anweisung %2</translation>
    </message>
    <message>
        <source>Create token account %1 for owner %2 (mint %3)</source>
        <translation>Token-Konto %1 für Inhaber %2 erstellen (Mint %3)</translation>
    </message>
    <message>
        <source>Undecoded %1 program instruction</source>
        <translation>Nicht dekodierte %1-Programm-Anweisung</translation>
    </message>
    <message>
        <source>Unknown program %1</source>
        <translation>Unbekanntes Programm %1</translation>
    </message>
    <message>
        <source>instruction %1: %2</source>
        <translation>Anweisung %1: %2</translation>
    </message>
    <message>
        <source>program index out of range</source>
        <translation>Programmindex außerhalb des gültigen Bereichs</translation>
    </message>
    <message>
        <source>account index out of range</source>
        <translation>Kontoindex außerhalb des gültigen Bereichs</translation>
    </message>
    <message>
        <source>memo is not valid UTF-8</source>
        <translation>Memo ist kein gültiges UTF-8</translation>
    </message>
</context>
<context>
    <name>SolanaMessage</name>
    <message>
        <source>message is truncated</source>
        <translation>Nachricht ist abgeschnitten</translation>
    </message>
    <message>
        <source>message has no account keys</source>
        <translation>Nachricht hat keine Kontoschlüssel</translation>
    </message>
    <message>
        <source>message has more than %1 account keys</source>
        <translation>Nachricht hat mehr als %1 Kontoschlüssel</translation>
    </message>
    <message>
        <source>message requires no signatures (no fee payer)</source>
        <translation>Nachricht erfordert keine Signaturen (kein Gebührenzahler)</translation>
    </message>
    <message>
        <source>message requires %1 signatures but has only %2 keys</source>
        <translation>Nachricht erfordert %1 Signaturen, hat aber nur %2 Schlüssel</translation>
    </message>
    <message>
        <source>message has no writable signer to pay fees</source>
        <translation>Nachricht hat keinen beschreibbaren Signierer, der die Gebühren zahlt</translation>
    </message>
    <message>
        <source>message marks more read-only unsigned keys than it has</source>
        <translation>Nachricht kennzeichnet mehr schreibgeschützte, nicht signierende Schlüssel, als sie enthält</translation>
    </message>
    <message>
        <source>message has a duplicate account key</source>
        <translation>Nachricht enthält einen doppelten Kontoschlüssel</translation>
    </message>
    <message>
        <source>message loads more than %1 accounts</source>
        <translation>Nachricht lädt mehr als %1 Konten</translation>
    </message>
    <message>
        <source>instruction %1: program index %2 out of range</source>
        <translation>Anweisung %1: Programmindex %2 außerhalb des gültigen Bereichs</translation>
    </message>
    <message>
        <source>instruction %1: the fee payer cannot be a program</source>
        <translation>Anweisung %1: Der Gebührenzahler kann kein Programm sein</translation>
    </message>
    <message>
        <source>instruction %1: account index %2 out of range</source>
        <translation>Anweisung %1: Kontoindex %2 außerhalb des gültigen Bereichs</translation>
    </message>
    <message>
        <source>message is empty</source>
        <translation>Nachricht ist leer</translation>
    </message>
    <message>
        <source>unsupported message version %1</source>
        <translation>nicht unterstützte Nachrichtenversion %1</translation>
    </message>
    <message>
        <source>address lookup table %1 loads no accounts</source>
        <translation>Adress-Lookup-Tabelle %1 lädt keine Konten</translation>
    </message>
    <message>
        <source>trailing bytes after the message</source>
        <translation>überzählige Bytes nach der Nachricht</translation>
    </message>
</context>
<context>
    <name>SolanaTransaction</name>
    <message>
        <source>transaction is larger than %1 bytes</source>
        <translation>Transaktion ist größer als %1 Bytes</translation>
    </message>
    <message>
        <source>transaction is empty</source>
        <translation>Transaktion ist leer</translation>
    </message>
    <message>
        <source>transaction is truncated</source>
        <translation>Transaktion ist abgeschnitten</translation>
    </message>
    <message>
        <source>trailing bytes after the transaction</source>
        <translation>überzählige Bytes nach der Transaktion</translation>
    </message>
    <message>
        <source>transaction has %1 signatures but the message requires %2</source>
        <translation>Transaktion hat %1 Signaturen, die Nachricht erfordert aber %2</translation>
    </message>
    <message>
        <source>transaction is not valid base64</source>
        <translation>Transaktion ist kein gültiges base64</translation>
    </message>
    <message>
        <source>signature %1 is missing</source>
        <translation>Signatur %1 fehlt</translation>
    </message>
    <message>
        <source>signature %1 is not valid</source>
        <translation>Signatur %1 ist ungültig</translation>
    </message>
</context>
<context>
    <name>SplBalance</name>
    <message>
        <source>%1 is not an SPL token Paydesk can read.</source>
        <translation>%1 ist kein SPL-Token, den Paydesk lesen kann.</translation>
    </message>
    <message>
        <source>the RPC endpoint sent no token accounts</source>
        <translation>der RPC-Endpunkt hat keine Token-Konten gesendet</translation>
    </message>
    <message>
        <source>this network has no %1 of mint %2</source>
        <translation>dieses Netzwerk hat kein %1 mit dem Mint %2</translation>
    </message>
</context>
<context>
    <name>SplTransfer</name>
    <message>
        <source>A key or the blockhash of the payment is not 32 bytes.</source>
        <translation>Ein Schlüssel oder der Blockhash der Zahlung ist nicht 32 Bytes lang.</translation>
    </message>
    <message>
        <source>The token accounts of the payment cannot be derived.</source>
        <translation>Die Token-Konten der Zahlung lassen sich nicht ableiten.</translation>
    </message>
    <message>
        <source>The payment must be a version 0 message without lookup tables.</source>
        <translation>Die Zahlung muss eine Nachricht der Version 0 ohne Lookup-Tabellen sein.</translation>
    </message>
    <message>
        <source>The network fee must be paid by the seller&apos;s fee payer.</source>
        <translation>Die Netzwerkgebühr muss der Gebührenzahler des Verkäufers zahlen.</translation>
    </message>
    <message>
        <source>The seller names your own wallet as its fee payer: you would sign as the fee payer of the seller&apos;s transaction. Nothing was signed.</source>
        <translation>Der Verkäufer nennt Ihre eigene Wallet als Gebührenzahler: Sie würden als Gebührenzahler der Transaktion des Verkäufers signieren. Es wurde nichts signiert.</translation>
    </message>
    <message>
        <source>The payment would need other signatures than yours and the fee payer&apos;s.</source>
        <translation>Die Zahlung bräuchte andere Signaturen als Ihre und die des Gebührenzahlers.</translation>
    </message>
    <message>
        <source>The payment must have exactly %1 instructions.</source>
        <translation>Die Zahlung muss genau %1 Anweisungen haben.</translation>
    </message>
    <message>
        <source>The seller&apos;s fee payer appears in an instruction of the payment: it could move your tokens or be paid from them. Nothing was signed.</source>
        <translation>Der Gebührenzahler des Verkäufers kommt in einer Anweisung der Zahlung vor: Er könnte Ihre Token bewegen oder aus ihnen bezahlt werden. Es wurde nichts signiert.</translation>
    </message>
    <message>
        <source>The first instruction must set the compute-unit limit.</source>
        <translation>Die erste Anweisung muss das Compute-Unit-Limit setzen.</translation>
    </message>
    <message>
        <source>The second instruction must set a compute-unit price of at most 5 lamports.</source>
        <translation>Die zweite Anweisung muss einen Compute-Unit-Preis von höchstens 5 Lamports setzen.</translation>
    </message>
    <message>
        <source>The third instruction must be the token&apos;s TransferChecked.</source>
        <translation>Die dritte Anweisung muss das TransferChecked des Tokens sein.</translation>
    </message>
    <message>
        <source>The transfer must go from your token account to the seller&apos;s, in the asked token, with you as its authority.</source>
        <translation>Die Überweisung muss von Ihrem Token-Konto an das des Verkäufers gehen, im verlangten Token, mit Ihnen als Berechtigtem.</translation>
    </message>
    <message>
        <source>The transfer&apos;s amount or decimals differ from the price.</source>
        <translation>Betrag oder Dezimalstellen der Überweisung weichen vom Preis ab.</translation>
    </message>
    <message>
        <source>The last instruction must be the seller&apos;s memo, with no accounts.</source>
        <translation>Die letzte Anweisung muss das Memo des Verkäufers sein, ohne Konten.</translation>
    </message>
</context>
<context>
    <name>SvmProofReader</name>
    <message>
        <source>tokens of mint %1</source>
        <translation>Token des Mints %1</translation>
    </message>
    <message>
        <source>Signed authorization (not yet broadcast)</source>
        <translation>Signierte Autorisierung (noch nicht übertragen)</translation>
    </message>
    <message>
        <source>The signed transaction in the proof cannot be read: %1</source>
        <translation>Die signierte Transaktion im Zahlungsnachweis kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>The payer has not signed this transaction.</source>
        <translation>Der Zahler hat diese Transaktion nicht signiert.</translation>
    </message>
    <message>
        <source>Signed by the payer; valid until its recent blockhash expires (about a minute after signing)</source>
        <translation>Vom Zahler signiert; gültig, bis ihr recent blockhash abläuft (etwa eine Minute nach dem Signieren)</translation>
    </message>
    <message>
        <source>Not signed by the payer: it cannot be valid</source>
        <translation>Nicht vom Zahler signiert: kann nicht gültig sein</translation>
    </message>
</context>
<context>
    <name>TokenAccounts</name>
    <message>
        <source>the account is not a token mint (its owner is %1).</source>
        <translation>das Konto ist kein Token-Mint (sein Eigentümer ist %1).</translation>
    </message>
    <message>
        <source>the mint&apos;s data is malformed (%1 bytes).</source>
        <translation>die Daten des Mints sind fehlerhaft (%1 Bytes).</translation>
    </message>
    <message>
        <source>the mint is not initialized.</source>
        <translation>der Mint ist nicht initialisiert.</translation>
    </message>
    <message>
        <source>the token has a transfer fee, a transfer hook or cannot be transferred (Token-2022 extension %1): the seller would not get exactly the price.</source>
        <translation>der Token hat eine Überweisungsgebühr, einen Transfer-Hook oder ist nicht übertragbar (Token-2022-Erweiterung %1): Der Verkäufer bekäme nicht genau den Preis.</translation>
    </message>
    <message>
        <source>the account is not a token account (its owner is %1).</source>
        <translation>das Konto ist kein Token-Konto (sein Eigentümer ist %1).</translation>
    </message>
    <message>
        <source>the token account&apos;s data is malformed (%1 bytes).</source>
        <translation>die Daten des Token-Kontos sind fehlerhaft (%1 Bytes).</translation>
    </message>
    <message>
        <source>the token account is not initialized.</source>
        <translation>das Token-Konto ist nicht initialisiert.</translation>
    </message>
</context>
<context>
    <name>TransactionPolicy</name>
    <message>
        <source>The network fee would be paid by %1, not by %2 as expected.</source>
        <translation>Die Netzwerkgebühr würde von %1 bezahlt, nicht wie erwartet von %2.</translation>
    </message>
    <message>
        <source>This transaction does not ask your wallet %1 to sign it.</source>
        <translation>Diese Transaktion fordert Ihr Wallet %1 nicht zum Signieren auf.</translation>
    </message>
    <message>
        <source>Some accounts come from address lookup tables, which Paydesk cannot show you: it will not sign what it cannot check.</source>
        <translation>Einige Konten stammen aus Adress-Lookup-Tabellen, die Paydesk Ihnen nicht anzeigen kann: Paydesk signiert nichts, was es nicht prüfen kann.</translation>
    </message>
    <message>
        <source>The transaction also needs the signature of %1, which you did not ask for.</source>
        <translation>Die Transaktion benötigt außerdem die Signatur von %1, die Sie nicht angefordert haben.</translation>
    </message>
    <message>
        <source>The payer %1 has not validly signed this payment, so it cannot be accepted.</source>
        <translation>Der Zahler %1 hat diese Zahlung nicht gültig signiert, daher kann sie nicht angenommen werden.</translation>
    </message>
    <message>
        <source>The transaction contains a second transfer: %1.</source>
        <translation>Die Transaktion enthält eine zweite Überweisung: %1.</translation>
    </message>
    <message>
        <source>The memo is &quot;%1&quot;, not the expected &quot;%2&quot;.</source>
        <translation>Das Memo lautet &quot;%1&quot;, nicht wie erwartet &quot;%2&quot;.</translation>
    </message>
    <message>
        <source>The transaction uses a durable nonce, so it would stay valid indefinitely instead of expiring within a minute.</source>
        <translation>Die Transaktion verwendet eine dauerhafte Nonce und bliebe daher unbegrenzt gültig, statt innerhalb einer Minute abzulaufen.</translation>
    </message>
    <message>
        <source>The transaction would let someone else spend tokens: %1.</source>
        <translation>Die Transaktion würde es jemand anderem erlauben, Token auszugeben: %1.</translation>
    </message>
    <message>
        <source>The transaction would change who controls an account: %1.</source>
        <translation>Die Transaktion würde ändern, wer ein Konto kontrolliert: %1.</translation>
    </message>
    <message>
        <source>The transaction calls a program Paydesk does not know: %1.</source>
        <translation>Die Transaktion ruft ein Programm auf, das Paydesk nicht kennt: %1.</translation>
    </message>
    <message>
        <source>The transaction does more than the payment you asked for: %1.</source>
        <translation>Die Transaktion tut mehr als die von Ihnen angeforderte Zahlung: %1.</translation>
    </message>
    <message>
        <source>The transaction sets its compute budget more than once.</source>
        <translation>Die Transaktion legt ihr Compute-Budget mehr als einmal fest.</translation>
    </message>
    <message>
        <source>The transaction should carry exactly one memo &quot;%1&quot;.</source>
        <translation>Die Transaktion sollte genau ein Memo &quot;%1&quot; enthalten.</translation>
    </message>
    <message>
        <source>The transaction does not transfer anything.</source>
        <translation>Die Transaktion überweist nichts.</translation>
    </message>
    <message>
        <source>The transfer&apos;s accounts come from a lookup table and cannot be checked.</source>
        <translation>Die Konten der Überweisung stammen aus einer Lookup-Tabelle und können nicht geprüft werden.</translation>
    </message>
    <message>
        <source>The money would go to %1, not to %2.</source>
        <translation>Das Geld würde an %1 gehen, nicht an %2.</translation>
    </message>
    <message>
        <source>The transfer moves %1 SOL, not the %2 SOL you asked for.</source>
        <translation>Die Überweisung bewegt %1 SOL, nicht die von Ihnen angeforderten %2 SOL.</translation>
    </message>
    <message>
        <source>The money would be taken from %1, not from %2.</source>
        <translation>Das Geld würde von %1 abgebucht, nicht von %2.</translation>
    </message>
    <message>
        <source>the buyer</source>
        <translation>der Käufer</translation>
    </message>
    <message>
        <source>The priority fee is %1 SOL, above your limit of %2 SOL.</source>
        <translation>Die Prioritätsgebühr beträgt %1 SOL und liegt über Ihrem Limit von %2 SOL.</translation>
    </message>
    <message>
        <source>The transaction has expired (its blockhash is no longer valid). Fetch a fresh one.</source>
        <translation>Die Transaktion ist abgelaufen (ihr blockhash ist nicht mehr gültig). Rufen Sie eine neue ab.</translation>
    </message>
    <message>
        <source>The transaction has expired. Fetch a fresh one.</source>
        <translation>Die Transaktion ist abgelaufen. Rufen Sie eine neue ab.</translation>
    </message>
    <message>
        <source>Paydesk cannot read this transaction (%1), so it will not sign it.</source>
        <translation>Paydesk kann diese Transaktion nicht lesen (%1) und signiert sie daher nicht.</translation>
    </message>
    <message>
        <source>incomplete</source>
        <translation>unvollständig</translation>
    </message>
    <message numerus="yes">
        <source>Only %n second(s) left before the transaction expires: too little to send it safely. Fetch a fresh one.</source>
        <translation>
            <numerusform>Nur noch %n Sekunde, bis die Transaktion abläuft: zu wenig, um sie sicher zu senden. Rufen Sie eine neue ab.</numerusform>
            <numerusform>Nur noch %n Sekunden, bis die Transaktion abläuft: zu wenig, um sie sicher zu senden. Rufen Sie eine neue ab.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pay %1 SOL from %2 to %3; network fee %4 SOL paid by you (priority %5 SOL)</source>
        <translation>%1 SOL von %2 an %3 zahlen; Netzwerkgebühr %4 SOL, von Ihnen bezahlt (Priorität %5 SOL)</translation>
    </message>
    <message>
        <source>Pay %1 SOL from %2 to %3; network fee %4 SOL paid by the seller (fee payer %5), not by you</source>
        <translation>%1 SOL von %2 an %3 zahlen; Netzwerkgebühr %4 SOL, vom Verkäufer bezahlt (Gebührenzahler %5), nicht von Ihnen</translation>
    </message>
</context>
<context>
    <name>UnpayableAddresses</name>
    <message>
        <source>the System Program</source>
        <translation>das System-Programm</translation>
    </message>
    <message>
        <source>the SPL Token program</source>
        <translation>das SPL-Token-Programm</translation>
    </message>
    <message>
        <source>the Token-2022 program</source>
        <translation>das Token-2022-Programm</translation>
    </message>
    <message>
        <source>the Associated Token Account program</source>
        <translation>das Associated-Token-Account-Programm</translation>
    </message>
    <message>
        <source>the Memo program</source>
        <translation>das Memo-Programm</translation>
    </message>
    <message>
        <source>the Memo program (v1)</source>
        <translation>das Memo-Programm (v1)</translation>
    </message>
    <message>
        <source>the Compute Budget program</source>
        <translation>das Compute-Budget-Programm</translation>
    </message>
    <message>
        <source>the Vote program</source>
        <translation>das Vote-Programm</translation>
    </message>
    <message>
        <source>the Stake program</source>
        <translation>das Stake-Programm</translation>
    </message>
    <message>
        <source>the Config program</source>
        <translation>das Config-Programm</translation>
    </message>
    <message>
        <source>the Address Lookup Table program</source>
        <translation>das Address-Lookup-Table-Programm</translation>
    </message>
    <message>
        <source>a BPF loader program</source>
        <translation>ein BPF-Loader-Programm</translation>
    </message>
    <message>
        <source>the Ed25519 signature program</source>
        <translation>das Ed25519-Signaturprogramm</translation>
    </message>
    <message>
        <source>the secp256k1 signature program</source>
        <translation>das secp256k1-Signaturprogramm</translation>
    </message>
    <message>
        <source>a sysvar account</source>
        <translation>ein Sysvar-Konto</translation>
    </message>
    <message>
        <source>the incinerator (a burn address)</source>
        <translation>der Incinerator (eine Burn-Adresse)</translation>
    </message>
    <message>
        <source>the zero address (a burn address)</source>
        <translation>die Nulladresse (eine Burn-Adresse)</translation>
    </message>
    <message>
        <source>the 0x…dEaD burn address</source>
        <translation>die Burn-Adresse 0x…dEaD</translation>
    </message>
    <message>
        <source>a precompiled contract</source>
        <translation>ein vorkompilierter Vertrag</translation>
    </message>
    <message>
        <source>This is %1, not a wallet: money sent there is lost. Check the recipient address.</source>
        <translation>Dies ist %1, kein Wallet: Dorthin gesendetes Geld geht verloren. Prüfen Sie die Empfängeradresse.</translation>
    </message>
</context>
<context>
    <name>UptoEvmScheme</name>
    <message>
        <source>Signing an authorization of up to %1 to %2 with the key of %3...</source>
        <translation>Signiere eine Autorisierung über bis zu %1 an %2 mit dem Schlüssel von %3...</translation>
    </message>
    <message>
        <source>it asks for a usage-priced payment by %1, which upto does not use: it is paid through Permit2 only.</source>
        <translation>es verlangt eine nutzungsabhängige Zahlung per %1, die upto nicht verwendet: es wird nur über Permit2 bezahlt.</translation>
    </message>
    <message>
        <source>The authorization expired without a charge: nothing was paid.</source>
        <translation>Die Autorisierung ist ohne Belastung abgelaufen: nichts wurde bezahlt.</translation>
    </message>
</context>
<context>
    <name>UptoPermit2</name>
    <message>
        <source>it names no facilitator allowed to settle it (extra.facilitatorAddress), which an upto payment must bind.</source>
        <translation>es nennt keinen Facilitator, der sie abrechnen darf (extra.facilitatorAddress), den eine upto-Zahlung binden muss.</translation>
    </message>
    <message>
        <source>The seller claims a charge of %1 atomic units, above the %2 you authorized at most; Permit2 cannot move more than the authorization, so the chain&apos;s figure is the one kept.</source>
        <translation>Der Verkäufer behauptet eine Belastung von %1 atomaren Einheiten, mehr als die höchstens autorisierten %2; Permit2 kann nicht mehr als die Autorisierung bewegen, daher gilt der Betrag der Chain.</translation>
    </message>
    <message>
        <source>The seller&apos;s settlement states the charge as &quot;%1&quot;, which is no whole number of atomic units.</source>
        <translation>Die Abrechnung des Verkäufers gibt die Belastung als „%1“ an, was keine ganze Zahl atomarer Einheiten ist.</translation>
    </message>
    <message>
        <source>The seller claims a charge of %1, above the %2 you authorized at most; Permit2 cannot move more than the authorization, so the chain&apos;s figure is the one kept.</source>
        <translation>Der Verkäufer behauptet eine Belastung von %1, mehr als die höchstens autorisierten %2; Permit2 kann nicht mehr als die Autorisierung bewegen, daher gilt der Betrag der Chain.</translation>
    </message>
</context>
<context>
    <name>Validation</name>
    <message>
        <source>Must be between %1 and %2 %3.</source>
        <translation>Muss zwischen %1 und %2 %3 liegen.</translation>
    </message>
    <message>
        <source>Must be more than %1 and at most %2 %3.</source>
        <translation>Muss größer als %1 und höchstens %2 %3 sein.</translation>
    </message>
    <message>
        <source>Enter a full web address starting with https:// (for example https://example.com/report).</source>
        <translation>Geben Sie eine vollständige Webadresse ein, die mit https:// beginnt (zum Beispiel https://example.com/report).</translation>
    </message>
    <message>
        <source>Metadata must be a JSON object, such as {&quot;orderId&quot;: &quot;42&quot;}.</source>
        <translation>Die Metadaten müssen ein JSON-Objekt sein, etwa {&quot;orderId&quot;: &quot;42&quot;}.</translation>
    </message>
    <message>
        <source>Must be one of sent, received or all.</source>
        <translation>Muss sent, received oder all sein.</translation>
    </message>
    <message>
        <source>Must be between 1 and %1.</source>
        <translation>Muss zwischen 1 und %1 liegen.</translation>
    </message>
    <message>
        <source>Must be 0 or more.</source>
        <translation>Muss 0 oder größer sein.</translation>
    </message>
    <message>
        <source>Must be between 1 and %1 seconds.</source>
        <translation>Muss zwischen 1 und %1 Sekunden liegen.</translation>
    </message>
    <message>
        <source>A payment id is 1 to 128 letters, digits, &apos;_&apos; or &apos;-&apos;.</source>
        <translation>Eine Zahlungs-ID besteht aus 1 bis 128 Buchstaben, Ziffern, &apos;_&apos; oder &apos;-&apos;.</translation>
    </message>
    <message>
        <source>Paste the X-PAYMENT value the buyer sent.</source>
        <translation>Fügen Sie den X-PAYMENT-Wert ein, den der Käufer gesendet hat.</translation>
    </message>
    <message>
        <source>The proof is too long to be an X-PAYMENT value.</source>
        <translation>Der Zahlungsnachweis ist zu lang für einen X-PAYMENT-Wert.</translation>
    </message>
    <message>
        <source>The metadata is %1 bytes; the limit is %2 bytes (%3 KiB).</source>
        <translation>Die Metadaten umfassen %1 Bytes; die Grenze liegt bei %2 Bytes (%3 KiB).</translation>
    </message>
</context>
<context>
    <name>WalletDirectory</name>
    <message>
        <source>Wallet %1 is already in Paydesk.</source>
        <translation>Wallet %1 ist bereits in Paydesk vorhanden.</translation>
    </message>
</context>
<context>
    <name>WalletListModel</name>
    <message>
        <source>Label</source>
        <translation>Bezeichnung</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Netzwerk</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Wallet</source>
        <translation>Wallet</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Kontostand</translation>
    </message>
</context>
<context>
    <name>paydesk::AgentListModel</name>
    <message>
        <source>No budget: it cannot pay</source>
        <translation>Kein Budget: Er kann nicht zahlen</translation>
    </message>
    <message>
        <source>None yet: every site asks you</source>
        <translation>Noch keine: Bei jeder Website wird nachgefragt</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Pausiert</translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %n failed payment(s)</source>
        <translation>
            <numerusform>Nach %n fehlgeschlagener Zahlung angehalten</numerusform>
            <numerusform>Nach %n fehlgeschlagenen Zahlungen angehalten</numerusform>
        </translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Aktiv</translation>
    </message>
    <message>
        <source>The sites the agent pays without asking you, within its budget</source>
        <translation>Die Websites, die der Agent ohne Nachfrage bei Ihnen bezahlt, innerhalb seines Budgets</translation>
    </message>
    <message>
        <source>There is already an agent called &quot;%1&quot;.</source>
        <translation>Es gibt bereits einen Agenten namens &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>%1 on %2 (up to %3 without asking)</source>
        <translation>%1 auf %2 (bis zu %3 ohne Nachfrage)</translation>
    </message>
</context>
<context>
    <name>paydesk::ApiKeyController</name>
    <message>
        <source>The key works: the service accepted it.</source>
        <translation>Der Schlüssel funktioniert: Der Dienst hat ihn akzeptiert.</translation>
    </message>
    <message>
        <source>The service refused the key (401): it is missing, mistyped or has been deleted. Copy it again from the API Keys section of your account dashboard.</source>
        <translation>Der Dienst hat den Schlüssel abgelehnt (401): Er fehlt, ist falsch eingegeben oder wurde gelöscht. Kopieren Sie ihn erneut aus dem Bereich API Keys im Dashboard Ihres Kontos.</translation>
    </message>
    <message>
        <source>The key is valid, but its plan does not include the hosted payment endpoints (403). Use a key whose plan includes them, or upgrade the plan.</source>
        <translation>Der Schlüssel ist gültig, aber sein Tarif umfasst die Endpunkte für gehostete Zahlungen nicht (403). Verwenden Sie einen Schlüssel, dessen Tarif sie umfasst, oder wechseln Sie zu einem höheren Tarif.</translation>
    </message>
    <message>
        <source>The service could not be reached to test the key. %1</source>
        <translation>Der Dienst war zum Testen des Schlüssels nicht erreichbar. %1</translation>
    </message>
    <message>
        <source>The key could not be tested: %1</source>
        <translation>Der Schlüssel konnte nicht getestet werden: %1</translation>
    </message>
    <message>
        <source>The new key was not stored and the old key is still in use: %1</source>
        <translation>Der neue Schlüssel wurde nicht gespeichert und der alte Schlüssel ist weiterhin in Verwendung: %1</translation>
    </message>
    <message>
        <source>Enter the API key first.</source>
        <translation>Geben Sie zuerst den API-Schlüssel ein.</translation>
    </message>
    <message>
        <source>The key could not be stored in the system keychain: %1</source>
        <translation>Der Schlüssel konnte nicht im Schlüsselbund des Systems gespeichert werden: %1</translation>
    </message>
    <message>
        <source>The API key is stored in the system keychain and in use.</source>
        <translation>Der API-Schlüssel ist im Schlüsselbund des Systems gespeichert und in Verwendung.</translation>
    </message>
    <message>
        <source>The new key is tested, stored and in use; the old key was deleted from the keychain. Delete it in your account dashboard too.</source>
        <translation>Der neue Schlüssel ist getestet, gespeichert und in Verwendung; der alte Schlüssel wurde aus dem Schlüsselbund gelöscht. Löschen Sie ihn auch im Dashboard Ihres Kontos.</translation>
    </message>
</context>
<context>
    <name>paydesk::ApiReply</name>
    <message>
        <source>Waiting for the rate limit of the API key</source>
        <translation>Warten auf das Anfragelimit des API-Schlüssels</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>The connection timed out.</source>
        <translation>Zeitüberschreitung der Verbindung.</translation>
    </message>
    <message>
        <source>Network error: %1</source>
        <translation>Netzwerkfehler: %1</translation>
    </message>
    <message>
        <source>Unexpected answer from the service (%1).</source>
        <translation>Unerwartete Antwort vom Dienst (%1).</translation>
    </message>
    <message>
        <source>Rate limited by the service; retrying</source>
        <translation>Vom Dienst durch das Anfragelimit gebremst; neuer Versuch</translation>
    </message>
    <message>
        <source>Retrying after: %1</source>
        <translation>Neuer Versuch nach: %1</translation>
    </message>
    <message numerus="yes">
        <source>No answer within %n second(s).</source>
        <translation>
            <numerusform>Keine Antwort innerhalb von %n Sekunde.</numerusform>
            <numerusform>Keine Antwort innerhalb von %n Sekunden.</numerusform>
        </translation>
    </message>
    <message>
        <source>The service closed the connection without answering.</source>
        <translation>Der Dienst hat die Verbindung ohne Antwort geschlossen.</translation>
    </message>
    <message>
        <source>Secure connection failed: %1.</source>
        <translation>Sichere Verbindung fehlgeschlagen: %1.</translation>
    </message>
</context>
<context>
    <name>paydesk::AppContext</name>
    <message>
        <source>The data folder %1 cannot be created.</source>
        <translation>Der Datenordner %1 kann nicht erstellt werden.</translation>
    </message>
    <message>
        <source>The history cache cannot be set up: %1</source>
        <translation>Der Verlaufscache kann nicht eingerichtet werden: %1</translation>
    </message>
    <message>
        <source>The database cannot be opened: %1</source>
        <translation>Die Datenbank kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>The history cache cannot be opened: %1</source>
        <translation>Der Verlaufsspeicher kann nicht geöffnet werden: %1</translation>
    </message>
</context>
<context>
    <name>paydesk::AppLock</name>
    <message>
        <source>Paydesk is locked. Unlock it with your passphrase; nothing was signed or sent.</source>
        <translation>Paydesk ist gesperrt. Entsperren Sie es mit Ihrer Passphrase; es wurde nichts signiert oder gesendet.</translation>
    </message>
    <message>
        <source>The lock&apos;s entry in the keychain (&quot;%1&quot;) is damaged. Delete it with your keychain&apos;s manager to start over.</source>
        <translation>Der Eintrag der Sperre im Schlüsselbund (&quot;%1&quot;) ist beschädigt. Löschen Sie ihn mit der Verwaltung Ihres Schlüsselbunds, um neu zu beginnen.</translation>
    </message>
    <message>
        <source>The lock passphrase is no longer in the keychain, so Paydesk is not locked. Set a new passphrase in Settings to lock it again.</source>
        <translation>Die Sperr-Passphrase ist nicht mehr im Schlüsselbund, daher ist Paydesk nicht gesperrt. Legen Sie in den Einstellungen eine neue Passphrase fest, um es wieder zu sperren.</translation>
    </message>
    <message>
        <source>Paydesk is still checking the previous passphrase.</source>
        <translation>Paydesk prüft noch die vorherige Passphrase.</translation>
    </message>
    <message>
        <source>Paydesk is still reading the keychain; try again in a moment.</source>
        <translation>Paydesk liest noch den Schlüsselbund; versuchen Sie es gleich noch einmal.</translation>
    </message>
    <message>
        <source>Wait %1 s before the next try.</source>
        <translation>Warten Sie %1 s bis zum nächsten Versuch.</translation>
    </message>
    <message>
        <source>No lock passphrase is set.</source>
        <translation>Es ist keine Sperr-Passphrase festgelegt.</translation>
    </message>
    <message>
        <source>The lock cannot be set up: %1</source>
        <translation>Die Sperre kann nicht eingerichtet werden: %1</translation>
    </message>
    <message>
        <source>Unlock Paydesk first.</source>
        <translation>Entsperren Sie zuerst Paydesk.</translation>
    </message>
    <message>
        <source>The passphrase needs at least %1 characters.</source>
        <translation>Die Passphrase muss mindestens %1 Zeichen lang sein.</translation>
    </message>
    <message>
        <source>The passphrase could not be removed: %1</source>
        <translation>Die Passphrase konnte nicht entfernt werden: %1</translation>
    </message>
    <message>
        <source>The passphrase cannot be checked: %1</source>
        <translation>Die Passphrase kann nicht geprüft werden: %1</translation>
    </message>
    <message>
        <source>The passphrase could not be hashed (not enough memory?).</source>
        <translation>Der Hash der Passphrase konnte nicht berechnet werden (nicht genügend Arbeitsspeicher?).</translation>
    </message>
    <message>
        <source>Wrong passphrase. Try again in %1 s.</source>
        <translation>Falsche Passphrase. Versuchen Sie es in %1 s erneut.</translation>
    </message>
</context>
<context>
    <name>paydesk::BalanceBook</name>
    <message>
        <source>Not a wallet address.</source>
        <translation>Keine Wallet-Adresse.</translation>
    </message>
    <message>
        <source>The RPC node&apos;s answer to getBalance is not readable.</source>
        <translation>Die Antwort des RPC-Knotens auf getBalance ist nicht lesbar.</translation>
    </message>
    <message>
        <source>Reading balance…</source>
        <translation>Kontostand wird gelesen…</translation>
    </message>
    <message>
        <source>%1 (could not refresh: %2)</source>
        <translation>%1 (Aktualisierung fehlgeschlagen: %2)</translation>
    </message>
    <message>
        <source>Balance unavailable: %1</source>
        <translation>Kontostand nicht verfügbar: %1</translation>
    </message>
    <message>
        <source>No EVM network is set up to read balances from.</source>
        <translation>Es ist kein EVM-Netzwerk eingerichtet, aus dem Kontostände gelesen werden.</translation>
    </message>
    <message>
        <source>No Solana RPC endpoint is set up to read balances from.</source>
        <translation>Es ist kein Solana-RPC-Endpunkt eingerichtet, aus dem Kontostände gelesen werden.</translation>
    </message>
    <message>
        <source>The balance is too large to show.</source>
        <translation>Der Kontostand ist zu groß für die Anzeige.</translation>
    </message>
    <message>
        <source>The RPC node&apos;s answer to eth_getBalance is not readable.</source>
        <translation>Die Antwort des RPC-Knotens auf eth_getBalance ist nicht lesbar.</translation>
    </message>
</context>
<context>
    <name>paydesk::BudgetListModel</name>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Pays without asking</source>
        <translation>Zahlt ohne Nachfrage</translation>
    </message>
    <message>
        <source>Asks every time</source>
        <translation>Fragt jedes Mal nach</translation>
    </message>
    <message>
        <source>Ended: asks every time</source>
        <translation>Beendet: fragt jedes Mal</translation>
    </message>
    <message>
        <source>Pays without asking until %1</source>
        <translation>Zahlt ohne Nachfrage bis %1</translation>
    </message>
</context>
<context>
    <name>paydesk::ChannelController</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>This channel is closed: nothing is left in it.</source>
        <translation>Dieser Kanal ist geschlossen: Es ist nichts mehr darin.</translation>
    </message>
    <message>
        <source>Paydesk knows no URL of this seller to ask for the refund: withdraw instead.</source>
        <translation>Paydesk kennt keine URL dieses Verkäufers, um die Rückerstattung zu erbitten: Heben Sie stattdessen ab.</translation>
    </message>
    <message>
        <source>Wait until the refund or withdrawal under way has ended.</source>
        <translation>Warten Sie, bis die laufende Rückerstattung oder Abhebung beendet ist.</translation>
    </message>
    <message>
        <source>Paydesk has no channel %1.</source>
        <translation>Paydesk hat keinen Kanal %1.</translation>
    </message>
    <message>
        <source>No EVM node is set: choose one for %1 in Settings.</source>
        <translation>Kein EVM-Knoten eingestellt: Wählen Sie in den Einstellungen einen für %1.</translation>
    </message>
</context>
<context>
    <name>paydesk::ChannelsModel</name>
    <message>
        <source>%1 atomic units</source>
        <translation>%1 atomare Einheiten</translation>
    </message>
    <message>
        <source>Open, deposit pending</source>
        <translation>Offen, Einlage ausstehend</translation>
    </message>
    <message>
        <source>Open, idle</source>
        <translation>Offen, ungenutzt</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Offen</translation>
    </message>
    <message>
        <source>Withdrawing</source>
        <translation>Wird abgehoben</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Angehalten</translation>
    </message>
    <message>
        <source>Closed</source>
        <translation>Geschlossen</translation>
    </message>
    <message>
        <source>Channel %1</source>
        <translation>Kanal %1</translation>
    </message>
    <message>
        <source>Paid from %1 to %2</source>
        <translation>Bezahlt von %1 an %2</translation>
    </message>
    <message>
        <source>The seller may claim at most %1.</source>
        <translation>Der Verkäufer kann höchstens %1 einfordern.</translation>
    </message>
    <message>
        <source>Last paid URL: %1</source>
        <translation>Zuletzt bezahlte URL: %1</translation>
    </message>
    <message>
        <source>Withdrawal asked on %1</source>
        <translation>Abhebung beantragt am %1</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
    <message>
        <source>What the seller has not charged: it comes back by a refund or a withdrawal</source>
        <translation>Was der Verkäufer nicht berechnet hat: Es kommt per Rückerstattung oder Abhebung zurück</translation>
    </message>
    <message>
        <source>What the seller charged for the requests paid through the channel</source>
        <translation>Was der Verkäufer für die über den Kanal bezahlten Anfragen berechnet hat</translation>
    </message>
    <message numerus="yes">
        <source>%n channel(s) idle for a week still hold %1: ask for a refund.</source>
        <translation>
            <numerusform>%n Kanal, seit einer Woche ungenutzt, enthält noch %1: Bitten Sie um eine Rückerstattung.</numerusform>
            <numerusform>%n Kanäle, seit einer Woche ungenutzt, enthalten noch %1: Bitten Sie um eine Rückerstattung.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paydesk::EventStream</name>
    <message>
        <source>No service or API key yet.</source>
        <translation>Noch kein Dienst oder API-Schlüssel.</translation>
    </message>
    <message>
        <source>The service refused the events connection (%1).</source>
        <translation>Der Dienst hat die Ereignisverbindung abgelehnt (%1).</translation>
    </message>
    <message>
        <source>This service offers no live events; Paydesk checks for changes itself.</source>
        <translation>Dieser Dienst bietet keine Live-Ereignisse; Paydesk sucht selbst nach Änderungen.</translation>
    </message>
</context>
<context>
    <name>paydesk::EvmLocalPayments</name>
    <message>
        <source>Only an EVM payment that still waits for a block can be sped up or cancelled.</source>
        <translation>Nur eine EVM-Zahlung, die noch auf einen Block wartet, kann beschleunigt oder storniert werden.</translation>
    </message>
</context>
<context>
    <name>paydesk::EvmLocalSends</name>
    <message>
        <source>No EVM node is set: add one for the wallet&apos;s network in Settings.</source>
        <translation>Kein EVM-Knoten festgelegt: Fügen Sie in den Einstellungen einen für das Netzwerk des Wallets hinzu.</translation>
    </message>
</context>
<context>
    <name>paydesk::EvmNodeSettings</name>
    <message>
        <source>Ethereum (real money)</source>
        <translation>Ethereum (echtes Geld)</translation>
    </message>
    <message>
        <source>Base (real money)</source>
        <translation>Base (echtes Geld)</translation>
    </message>
    <message>
        <source>Base Sepolia (test funds)</source>
        <translation>Base Sepolia (Testguthaben)</translation>
    </message>
    <message>
        <source>Polygon (real money)</source>
        <translation>Polygon (echtes Geld)</translation>
    </message>
    <message>
        <source>Arbitrum One (real money)</source>
        <translation>Arbitrum One (echtes Geld)</translation>
    </message>
    <message>
        <source>Sandbox&apos;s own EVM chain (test funds)</source>
        <translation>Eigene EVM-Chain der Sandbox (Testguthaben)</translation>
    </message>
    <message>
        <source>Custom URL</source>
        <translation>Eigene URL</translation>
    </message>
    <message>
        <source>custom endpoint</source>
        <translation>eigener Endpunkt</translation>
    </message>
    <message>
        <source>The sandbox answers Ethereum JSON-RPC itself (chain %1): test funds only.</source>
        <translation>Die Sandbox beantwortet Ethereum-JSON-RPC selbst (Chain %1): nur Testguthaben.</translation>
    </message>
    <message>
        <source>Any chain: the check names the chain the node is on.</source>
        <translation>Beliebige Chain: Die Prüfung nennt die Chain, auf der der Knoten läuft.</translation>
    </message>
    <message>
        <source>Chain %1. Paste your own node&apos;s URL to use it instead of the public one.</source>
        <translation>Chain %1. Fügen Sie die URL Ihres eigenen Knotens ein, um ihn statt des öffentlichen zu verwenden.</translation>
    </message>
    <message>
        <source>EVM wallets are now read through %1.</source>
        <translation>EVM-Wallets werden jetzt über %1 gelesen.</translation>
    </message>
    <message>
        <source>Enter a URL, not a network name.</source>
        <translation>Geben Sie eine URL ein, keinen Netzwerknamen.</translation>
    </message>
    <message>
        <source>The sandbox&apos;s EVM chain exists only while Paydesk uses the built-in sandbox.</source>
        <translation>Die EVM-Chain der Sandbox existiert nur, solange Paydesk die integrierte Sandbox verwendet.</translation>
    </message>
    <message>
        <source>Healthy: chain %1, block %2, answered in %3 ms.</source>
        <translation>Funktionsfähig: Chain %1, Block %2, Antwort nach %3 ms.</translation>
    </message>
    <message>
        <source>Not usable: %1</source>
        <translation>Nicht verwendbar: %1</translation>
    </message>
    <message>
        <source>Add test &amp;ETH and USDC</source>
        <translation>&amp;Test-ETH und -USDC hinzufügen</translation>
    </message>
</context>
<context>
    <name>paydesk::ExtraCertificates</name>
    <message>
        <source>If the server&apos;s certificate comes from an authority you trust that this system does not, name its PEM file in %1.</source>
        <translation>Stammt das Zertifikat des Servers von einer Stelle, der Sie vertrauen, dieses System aber nicht, geben Sie deren PEM-Datei in %1 an.</translation>
    </message>
    <message>
        <source>%1 names %2, which cannot be read (%3). Fix the path or unset the variable; only the system&apos;s certificate authorities are trusted meanwhile.</source>
        <translation>%1 nennt %2, das nicht gelesen werden kann (%3). Korrigieren Sie den Pfad oder entfernen Sie die Variable; bis dahin gelten nur die Zertifizierungsstellen des Systems.</translation>
    </message>
    <message>
        <source>%1 names %2, which holds no PEM certificate (&quot;-----BEGIN CERTIFICATE-----&quot;). Only the system&apos;s certificate authorities are trusted meanwhile.</source>
        <translation>%1 nennt %2, das kein PEM-Zertifikat enthält („-----BEGIN CERTIFICATE-----“). Bis dahin gelten nur die Zertifizierungsstellen des Systems.</translation>
    </message>
</context>
<context>
    <name>paydesk::HistoryTableModel</name>
    <message>
        <source>Sent</source>
        <translation>Gesendet</translation>
    </message>
    <message>
        <source>Received</source>
        <translation>Empfangen</translation>
    </message>
    <message>
        <source>Pending</source>
        <translation>Ausstehend</translation>
    </message>
    <message>
        <source>Submitted</source>
        <translation>Eingereicht</translation>
    </message>
    <message>
        <source>Confirmed</source>
        <translation>Bestätigt</translation>
    </message>
    <message>
        <source>Finalized</source>
        <translation>Finalisiert</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <source>Expired</source>
        <translation>Abgelaufen</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Unbekannt</translation>
    </message>
    <message>
        <source>Not signed, nothing charged</source>
        <translation>Nicht signiert, nichts berechnet</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Sort by date and clear the type and search filters to see the balance after each payment.</source>
        <translation>Nach Datum sortieren und die Typ- und Suchfilter leeren, um den Saldo nach jeder Zahlung zu sehen.</translation>
    </message>
    <message>
        <source>The wallet&apos;s balance is not known yet: refresh, or check the RPC endpoint in Settings.</source>
        <translation>Der Saldo der Wallet ist noch nicht bekannt: aktualisieren oder den RPC-Endpunkt in den Einstellungen prüfen.</translation>
    </message>
    <message>
        <source>Cannot be worked out: a payment this history does not hold changed the balance (one made outside Paydesk, or one whose amount is unknown).</source>
        <translation>Nicht ermittelbar: Eine Zahlung, die dieser Verlauf nicht enthält, hat den Saldo verändert (außerhalb von Paydesk gemacht oder mit unbekanntem Betrag).</translation>
    </message>
    <message>
        <source>Worked back from the balance now, %1 %2, through the later payments in this history. A transfer made outside Paydesk is not counted.</source>
        <translation>Vom aktuellen Saldo, %1 %2, über die späteren Zahlungen dieses Verlaufs zurückgerechnet. Überweisungen außerhalb von Paydesk sind nicht berücksichtigt.</translation>
    </message>
    <message>
        <source>%1
The service says: %2</source>
        <translation>%1
Laut Dienst: %2</translation>
    </message>
    <message>
        <source>Paid by the sender: %1</source>
        <translation>Vom Absender bezahlt: %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>The seller&apos;s receipt: transaction %1 on %2, paid by %3.</source>
        <translation>Quittung des Verkäufers: Transaktion %1 auf %2, bezahlt von %3.</translation>
    </message>
    <message>
        <source>an unnamed payer</source>
        <translation>einem nicht genannten Zahler</translation>
    </message>
    <message>
        <source>%1 · by the agent %2</source>
        <translation>%1 · durch den Agenten %2</translation>
    </message>
    <message>
        <source>Paid by the agent %1.</source>
        <translation>Vom Agenten %1 bezahlt.</translation>
    </message>
    <message>
        <source>A payment in %1: it moved no %2, and the balance after each payment is worked out in %2. The page&apos;s header shows what the wallet holds of each.</source>
        <translation>Eine Zahlung in %1: Sie hat kein %2 bewegt, und der Kontostand nach jeder Zahlung wird in %2 berechnet. Die Kopfzeile der Seite zeigt, was die Wallet von jedem hält.</translation>
    </message>
    <message>
        <source>A usage price: charged %1 of up to %2 authorized.</source>
        <translation>Ein nutzungsabhängiger Preis: %1 von höchstens %2 autorisiert belastet.</translation>
    </message>
    <message>
        <source>A usage price of up to %1: not charged yet. The seller may settle it until the authorization expires.</source>
        <translation>Ein nutzungsabhängiger Preis von bis zu %1: noch nicht belastet. Der Verkäufer kann ihn abrechnen, bis die Autorisierung abläuft.</translation>
    </message>
    <message>
        <source>up to %1</source>
        <translation>bis zu %1</translation>
    </message>
    <message>
        <source>%1 ≤ %2</source>
        <comment>charged ≤ the most authorized, compact for the Amount column</comment>
        <translation>%1 ≤ %2</translation>
    </message>
</context>
<context>
    <name>paydesk::LocalPaymentRecovery</name>
    <message>
        <source>confirmed</source>
        <translation>bestätigt</translation>
    </message>
    <message>
        <source>failed on chain (the network fee was charged, the amount was not)</source>
        <translation>auf der Chain fehlgeschlagen (die Netzwerkgebühr wurde berechnet, der Betrag nicht)</translation>
    </message>
    <message>
        <source>expired: nothing was charged</source>
        <translation>abgelaufen: Es wurde nichts berechnet</translation>
    </message>
    <message>
        <source>refused by the network: nothing was charged</source>
        <translation>vom Netzwerk abgelehnt: Es wurde nichts berechnet</translation>
    </message>
    <message>
        <source>still open: Paydesk follows it again on the next start</source>
        <translation>noch offen: Paydesk verfolgt sie beim nächsten Start weiter</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>Unfinished local payments from an earlier session resumed: %1.</source>
        <translation>Unvollendete lokale Zahlungen aus einer früheren Sitzung wieder aufgenommen: %1.</translation>
    </message>
    <message>
        <source>Receipt of %1</source>
        <translation>Empfang von %1</translation>
    </message>
    <message>
        <source>Payment of %1 to %2</source>
        <translation>Zahlung von %1 an %2</translation>
    </message>
</context>
<context>
    <name>paydesk::LocalWalletModel</name>
    <message>
        <source>New recovery phrase · %1</source>
        <translation>Neue Wiederherstellungsphrase · %1</translation>
    </message>
    <message>
        <source>Imported phrase · %1</source>
        <translation>Importierte Phrase · %1</translation>
    </message>
    <message>
        <source>Keypair file</source>
        <translation>Schlüsselpaardatei</translation>
    </message>
    <message>
        <source>Secret key</source>
        <translation>Geheimer Schlüssel</translation>
    </message>
    <message>
        <source>(no label)</source>
        <translation>(keine Bezeichnung)</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Added account · %1</source>
        <translation>Hinzugefügtes Konto · %1</translation>
    </message>
    <message>
        <source>Keystore file</source>
        <translation>Keystore-Datei</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Not a wallet address.</source>
        <translation>Keine Wallet-Adresse.</translation>
    </message>
</context>
<context>
    <name>paydesk::MetadataModel</name>
    <message>
        <source>Every metadata value needs a key.</source>
        <translation>Jeder Metadatenwert benötigt einen Schlüssel.</translation>
    </message>
    <message>
        <source>The metadata key &quot;%1&quot; is used twice.</source>
        <translation>Der Metadatenschlüssel &quot;%1&quot; wird doppelt verwendet.</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
</context>
<context>
    <name>paydesk::NodeSettings</name>
    <message>
        <source>Choose one of the networks listed.</source>
        <translation>Wählen Sie eines der aufgeführten Netzwerke.</translation>
    </message>
    <message>
        <source>Enter the URL of the RPC endpoint, e.g. https://rpc.example.com.</source>
        <translation>Geben Sie die URL des RPC-Endpunkts ein, z. B. https://rpc.example.com.</translation>
    </message>
    <message>
        <source>No RPC endpoint is set.</source>
        <translation>Es ist kein RPC-Endpunkt festgelegt.</translation>
    </message>
</context>
<context>
    <name>paydesk::PayController</name>
    <message>
        <source>A fetch is already under way.</source>
        <translation>Ein Abruf läuft bereits.</translation>
    </message>
    <message>
        <source>Choose the wallet to pay from first.</source>
        <translation>Wählen Sie zuerst das Wallet, von dem aus gezahlt wird.</translation>
    </message>
    <message>
        <source>No: the wallet holds %1, less than the price of %2.</source>
        <translation>Nein: Das Wallet enthält %1, weniger als den Preis von %2.</translation>
    </message>
    <message>
        <source>No: %1</source>
        <translation>Nein: %1</translation>
    </message>
    <message>
        <source>Balance unknown (%1). %2 Paid only if you approve this one payment.</source>
        <translation>Kontostand unbekannt (%1). %2 Wird nur bezahlt, wenn Sie diese eine Zahlung genehmigen.</translation>
    </message>
    <message>
        <source>Balance unknown (%1): Paydesk cannot tell whether the wallet covers it.</source>
        <translation>Kontostand unbekannt (%1): Paydesk kann nicht feststellen, ob das Wallet den Betrag deckt.</translation>
    </message>
    <message>
        <source>Only if you approve this one payment: %1 Balance: %2.</source>
        <translation>Nur wenn Sie diese eine Zahlung genehmigen: %1 Kontostand: %2.</translation>
    </message>
    <message>
        <source>Yes: within this site&apos;s budget, paid without asking (balance %1).</source>
        <translation>Ja: innerhalb des Budgets dieser Website, wird ohne Nachfrage bezahlt (Kontostand %1).</translation>
    </message>
    <message>
        <source>Yes, after you confirm (balance %1).</source>
        <translation>Ja, nach Ihrer Bestätigung (Kontostand %1).</translation>
    </message>
    <message>
        <source>No EVM node is set: choose one for %1 in Settings.</source>
        <translation>Kein EVM-Knoten eingestellt: Wählen Sie in den Einstellungen einen für %1.</translation>
    </message>
</context>
<context>
    <name>paydesk::PaymentFieldsModel</name>
    <message>
        <source>Payment id</source>
        <translation>Zahlungs-ID</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Direction</source>
        <translation>Richtung</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Netzwerk</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>To</source>
        <translation>An</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Betrag</translation>
    </message>
    <message>
        <source>Network fee</source>
        <translation>Netzwerkgebühr</translation>
    </message>
    <message>
        <source>Priority fee</source>
        <translation>Prioritätsgebühr</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Signatur</translation>
    </message>
    <message>
        <source>Block height</source>
        <translation>Blockhöhe</translation>
    </message>
    <message>
        <source>Resource</source>
        <translation>Ressource</translation>
    </message>
    <message>
        <source>Metadata</source>
        <translation>Metadaten</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Erstellt</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>Aktualisiert</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Authorized at most</source>
        <translation>Höchstens autorisiert</translation>
    </message>
</context>
<context>
    <name>paydesk::SecretStore</name>
    <message>
        <source>No such entry in the keychain.</source>
        <translation>Kein solcher Eintrag im Schlüsselbund.</translation>
    </message>
    <message>
        <source>The keychain is locked or refused access. Unlock it (on Linux: log in to your desktop session, or unlock the &quot;login&quot; keyring in Passwords and Keys) and try again.</source>
        <translation>Der Schlüsselbund ist gesperrt oder hat den Zugriff verweigert. Entsperren Sie ihn (unter Linux: Melden Sie sich bei Ihrer Desktop-Sitzung an oder entsperren Sie den Schlüsselbund &quot;login&quot; in Passwörter und Schlüssel) und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>No secure keychain is available. On Linux, Paydesk needs a Secret Service provider (GNOME Keyring or KWallet) running in your session: install gnome-keyring and log in again.</source>
        <translation>Es ist kein sicherer Schlüsselbund verfügbar. Unter Linux benötigt Paydesk einen Secret-Service-Anbieter (GNOME Keyring oder KWallet), der in Ihrer Sitzung läuft: Installieren Sie gnome-keyring und melden Sie sich erneut an.</translation>
    </message>
    <message>
        <source>This system&apos;s keychain is not supported.</source>
        <translation>Der Schlüsselbund dieses Systems wird nicht unterstützt.</translation>
    </message>
    <message>
        <source>No secure keychain is reachable (%1). On Linux, Paydesk needs the Secret Service (org.freedesktop.secrets, e.g. GNOME Keyring) on your session&apos;s D-Bus: install gnome-keyring, make sure a login keyring exists and is unlocked, and try again.</source>
        <translation>Es ist kein sicherer Schlüsselbund erreichbar (%1). Unter Linux benötigt Paydesk den Secret Service (org.freedesktop.secrets, z. B. GNOME Keyring) auf dem D-Bus Ihrer Sitzung: Installieren Sie gnome-keyring, stellen Sie sicher, dass ein Anmelde-Schlüsselbund existiert und entsperrt ist, und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>The keychain failed: %1</source>
        <translation>Fehler im Schlüsselbund: %1</translation>
    </message>
</context>
<context>
    <name>paydesk::SolanaLocalSends</name>
    <message>
        <source>Paydesk cannot sign Solana payments here: this program has no Solana node settings.</source>
        <translation>Paydesk kann hier keine Solana-Zahlungen signieren: Dieses Programm hat keine Solana-Knoteneinstellungen.</translation>
    </message>
</context>
<context>
    <name>paydesk::SolanaNodeSettings</name>
    <message>
        <source>Mainnet beta (real money)</source>
        <translation>Mainnet Beta (echtes Geld)</translation>
    </message>
    <message>
        <source>Devnet (test funds)</source>
        <translation>Devnet (Testguthaben)</translation>
    </message>
    <message>
        <source>Testnet (test funds)</source>
        <translation>Testnet (Testguthaben)</translation>
    </message>
    <message>
        <source>Sandbox&apos;s own RPC (test funds)</source>
        <translation>Eigener RPC der Sandbox (Testguthaben)</translation>
    </message>
    <message>
        <source>Custom URL</source>
        <translation>Eigene URL</translation>
    </message>
    <message>
        <source>The sandbox answers Solana JSON-RPC itself: test funds only.</source>
        <translation>Die Sandbox beantwortet Solana-JSON-RPC selbst: nur Testguthaben.</translation>
    </message>
    <message>
        <source>Paste your own node&apos;s URL to use it instead of the public one.</source>
        <translation>Fügen Sie die URL Ihres eigenen Knotens ein, um ihn statt des öffentlichen zu verwenden.</translation>
    </message>
    <message>
        <source>Local payments now go through %1.</source>
        <translation>Lokale Zahlungen laufen jetzt über %1.</translation>
    </message>
    <message>
        <source>Enter a URL, not a cluster name.</source>
        <translation>Geben Sie eine URL ein, keinen Cluster-Namen.</translation>
    </message>
    <message>
        <source>The sandbox&apos;s RPC exists only while Paydesk uses the built-in sandbox.</source>
        <translation>Der RPC der Sandbox existiert nur, solange Paydesk die integrierte Sandbox verwendet.</translation>
    </message>
    <message>
        <source>Healthy: block height %1, answered in %2 ms.</source>
        <translation>Funktionsfähig: Blockhöhe %1, Antwort nach %2 ms.</translation>
    </message>
    <message>
        <source>Not usable: %1</source>
        <translation>Nicht verwendbar: %1</translation>
    </message>
    <message>
        <source>Add test &amp;SOL and USDC</source>
        <translation>&amp;Test-SOL und -USDC hinzufügen</translation>
    </message>
    <message>
        <source>Add 5 &amp;test SOL</source>
        <translation>5 &amp;Test-SOL hinzufügen</translation>
    </message>
</context>
<context>
    <name>paydesk::SpendingRules</name>
    <message>
        <source>Tokens cannot be added here: the app&apos;s database is not open.</source>
        <translation>Token können hier nicht hinzugefügt werden: Die Datenbank der App ist nicht geöffnet.</translation>
    </message>
    <message>
        <source>Tokens cannot be removed here: the app&apos;s database is not open.</source>
        <translation>Token können hier nicht entfernt werden: Die Datenbank der App ist nicht geöffnet.</translation>
    </message>
</context>
<context>
    <name>paydesk::StatusTimelineModel</name>
    <message>
        <source>%1 (passed)</source>
        <translation>%1 (durchlaufen)</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 um %2</translation>
    </message>
    <message>
        <source>%1, current state</source>
        <translation>%1, aktueller Status</translation>
    </message>
    <message>
        <source>%1, reached</source>
        <translation>%1, erreicht</translation>
    </message>
    <message>
        <source>%1, not reached</source>
        <translation>%1, nicht erreicht</translation>
    </message>
</context>
<context>
    <name>paydesk::VerifyController</name>
    <message>
        <source>The service did not confirm the payment.</source>
        <translation>Der Dienst hat die Zahlung nicht bestätigt.</translation>
    </message>
</context>
<context>
    <name>paydesk::VersionInfo</name>
    <message>
        <source>%1 (built with %2)</source>
        <translation>%1 (erstellt mit %2)</translation>
    </message>
</context>
<context>
    <name>paydesk::WalletChoiceModel</name>
    <message>
        <source>%1 · on this computer</source>
        <translation>%1 · auf diesem Computer</translation>
    </message>
</context>
<context>
    <name>paydesk::WalletListModel</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>(no label)</source>
        <translation>(keine Bezeichnung)</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>%1, default wallet</source>
        <translation>%1, Standard-Wallet</translation>
    </message>
    <message>
        <source>This wallet is already in the list.</source>
        <translation>Dieses Wallet ist bereits in der Liste.</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
</context>
<context>
    <name>paydesk::WalletSetupController</name>
    <message>
        <source>A recovery phrase has 12 or 24 words.</source>
        <translation>Eine Wiederherstellungsphrase hat 12 oder 24 Wörter.</translation>
    </message>
    <message>
        <source>Check your written copy of the recovery phrase first.</source>
        <translation>Prüfen Sie zuerst Ihre schriftliche Kopie der Wiederherstellungsphrase.</translation>
    </message>
    <message>
        <source>This wallet is already on this computer (%1).</source>
        <translation>Dieses Wallet befindet sich bereits auf diesem Computer (%1).</translation>
    </message>
    <message>
        <source>Choose at least one account to import: Solana, EVM or both.</source>
        <translation>Wählen Sie mindestens ein Konto zum Importieren: Solana, EVM oder beide.</translation>
    </message>
    <message>
        <source>Cannot read the keystore file %1: %2. Choose the file again.</source>
        <translation>Die Keystore-Datei %1 kann nicht gelesen werden: %2. Wählen Sie die Datei erneut aus.</translation>
    </message>
    <message>
        <source>Type the keystore file&apos;s password. Paydesk uses it once to open the file and never stores it.</source>
        <translation>Geben Sie das Passwort der Keystore-Datei ein. Paydesk verwendet es einmal, um die Datei zu öffnen, und speichert es nie.</translation>
    </message>
    <message>
        <source>The import was cancelled; nothing was stored.</source>
        <translation>Der Import wurde abgebrochen; es wurde nichts gespeichert.</translation>
    </message>
</context>
<context>
    <name>paydesk::agents::AgentIdentity</name>
    <message>
        <source>No agent token: give the token &apos;paydesk-cli agent add&apos; printed (PAYDESK_AGENT_TOKEN for paydesk-cli mcp, the Proxy-Authorization header for the proxy). Nothing can be paid without it.</source>
        <translation>Kein Agenten-Token: Geben Sie den Token an, den &apos;paydesk-cli agent add&apos; ausgegeben hat (PAYDESK_AGENT_TOKEN für paydesk-cli mcp, den Header Proxy-Authorization für den Proxy). Ohne ihn kann nichts bezahlt werden.</translation>
    </message>
    <message>
        <source>This agent token is not one Paydesk made, or its agent was removed: ask the user for the agent&apos;s token (&apos;paydesk-cli agent token NAME&apos;). Nothing was paid.</source>
        <translation>Dieser Agenten-Token stammt nicht von Paydesk, oder sein Agent wurde entfernt: Bitten Sie den Benutzer um den Token des Agenten (&apos;paydesk-cli agent token NAME&apos;). Es wurde nichts bezahlt.</translation>
    </message>
    <message>
        <source>This agent token is no longer valid: ask the user for the agent&apos;s current token. Nothing was paid.</source>
        <translation>Dieser Agenten-Token ist nicht mehr gültig: Bitten Sie den Benutzer um den aktuellen Token des Agenten. Es wurde nichts bezahlt.</translation>
    </message>
    <message>
        <source>Paydesk could not read the agent&apos;s token from the keychain (%1), so it pays nothing.</source>
        <translation>Paydesk konnte den Token des Agenten nicht aus dem Schlüsselbund lesen (%1), daher zahlt es nichts.</translation>
    </message>
</context>
<context>
    <name>paydesk::agents::AgentProxy</name>
    <message>
        <source>The proxy pays from your wallets: it listens on this computer only (127.0.0.1 or ::1), not on %1.</source>
        <translation>Der Proxy zahlt aus Ihren Wallets: Er lauscht nur auf diesem Computer (127.0.0.1 oder ::1), nicht auf %1.</translation>
    </message>
    <message>
        <source>The proxy is stopping; nothing was paid.</source>
        <translation>Der Proxy wird beendet; es wurde nichts bezahlt.</translation>
    </message>
    <message>
        <source>Paydesk cannot pay inside a CONNECT tunnel (the 402 is encrypted there). Send the request to the proxy as &quot;GET https://…&quot;, or to http://127.0.0.1:%1/https://….</source>
        <translation>Paydesk kann nicht innerhalb eines CONNECT-Tunnels zahlen (die 402 ist dort verschlüsselt). Senden Sie die Anfrage als &quot;GET https://…&quot; an den Proxy oder an http://127.0.0.1:%1/https://….</translation>
    </message>
    <message>
        <source>Send a whole URL through the proxy: &quot;GET https://api.example/data&quot; as a proxy request, or http://127.0.0.1:%1/https://api.example/data.</source>
        <translation>Senden Sie eine vollständige URL über den Proxy: &quot;GET https://api.example/data&quot; als Proxy-Anfrage oder http://127.0.0.1:%1/https://api.example/data.</translation>
    </message>
    <message>
        <source>Paydesk-Max-Price is an amount and its asset: &quot;0.01 USDC&quot;. %1</source>
        <translation>Paydesk-Max-Price ist ein Betrag mit seinem Asset: &quot;0.01 USDC&quot;. %1</translation>
    </message>
</context>
<context>
    <name>paydesk::agents::ApprovalClient</name>
    <message>
        <source>The Paydesk desktop app is not running, so nobody could approve it.</source>
        <translation>Die Desktop-App von Paydesk läuft nicht, daher konnte niemand die Zahlung genehmigen.</translation>
    </message>
    <message numerus="yes">
        <source>Nobody approved it in the desktop app within %n second(s).</source>
        <translation>
            <numerusform>Niemand hat die Zahlung innerhalb von %n Sekunde in der Desktop-App genehmigt.</numerusform>
            <numerusform>Niemand hat die Zahlung innerhalb von %n Sekunden in der Desktop-App genehmigt.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paydesk::agents::McpServer</name>
    <message>
        <source>The message is longer than Paydesk reads (8 MiB).</source>
        <translation>Die Nachricht ist länger, als Paydesk liest (8 MiB).</translation>
    </message>
    <message>
        <source>The message is not JSON.</source>
        <translation>Die Nachricht ist kein JSON.</translation>
    </message>
    <message>
        <source>A message is one JSON-RPC 2.0 request object (batches are not part of MCP).</source>
        <translation>Eine Nachricht ist ein einzelnes JSON-RPC-2.0-Anfrageobjekt (Batches gehören nicht zu MCP).</translation>
    </message>
    <message>
        <source>A request&apos;s id is a string or an integer.</source>
        <translation>Die id einer Anfrage ist ein String oder eine ganze Zahl.</translation>
    </message>
    <message>
        <source>params is an object.</source>
        <translation>params ist ein Objekt.</translation>
    </message>
    <message>
        <source>Paydesk pays x402 (HTTP 402) resources for you from its user&apos;s wallet, within the budgets the user gave this agent. Call quote first to see what a URL costs; fetch_paid_resource pays at most max_price. Payments above your automatic limit or to a new site need the user&apos;s approval.</source>
        <translation>Paydesk bezahlt x402-Ressourcen (HTTP 402) für Sie aus dem Wallet seines Benutzers, innerhalb der Budgets, die der Benutzer diesem Agenten gegeben hat. Rufen Sie zuerst quote auf, um zu sehen, was eine URL kostet; fetch_paid_resource zahlt höchstens max_price. Zahlungen über Ihrem automatischen Limit oder an eine neue Website brauchen die Genehmigung des Benutzers.</translation>
    </message>
    <message>
        <source>Paydesk&apos;s MCP server has no method %1.</source>
        <translation>Der MCP-Server von Paydesk hat keine Methode %1.</translation>
    </message>
    <message>
        <source>Unknown tool %1: tools/list names Paydesk&apos;s tools.</source>
        <translation>Unbekanntes Tool %1: tools/list nennt die Tools von Paydesk.</translation>
    </message>
    <message>
        <source>A tool&apos;s arguments are an object.</source>
        <translation>Die Argumente eines Tools sind ein Objekt.</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::CliAgents</name>
    <message>
        <source>paydesk-cli: error: %1</source>
        <translation>paydesk-cli: Fehler: %1</translation>
    </message>
    <message>
        <source>agent %1 needs the agent&apos;s name.</source>
        <translation>agent %1 benötigt den Namen des Agenten.</translation>
    </message>
    <message>
        <source>There is no agent called &quot;%1&quot;: &apos;paydesk-cli agent list&apos; shows them.</source>
        <translation>Es gibt keinen Agenten namens &quot;%1&quot;: &apos;paydesk-cli agent list&apos; zeigt die vorhandenen an.</translation>
    </message>
    <message>
        <source>Paused %1: it pays nothing until you resume it.</source>
        <translation>%1 pausiert: Er zahlt nichts, bis Sie ihn fortsetzen.</translation>
    </message>
    <message>
        <source>Resumed %1: it pays again within its budgets.</source>
        <translation>%1 fortgesetzt: Er zahlt wieder innerhalb seiner Budgets.</translation>
    </message>
    <message>
        <source>agent %1 needs the agent&apos;s name and a site&apos;s http:// or https:// URL.</source>
        <translation>agent %1 benötigt den Namen des Agenten und die http://- oder https://-URL einer Website.</translation>
    </message>
    <message>
        <source>%1 may pay %2 within its budgets without asking you.</source>
        <translation>%1 darf %2 innerhalb seiner Budgets ohne Nachfrage bei Ihnen bezahlen.</translation>
    </message>
    <message>
        <source>%1 is not on the sites of %2.</source>
        <translation>%1 gehört nicht zu den Websites von %2.</translation>
    </message>
    <message>
        <source>%1 asks you before paying %2 again.</source>
        <translation>%1 fragt wieder bei Ihnen nach, bevor er %2 bezahlt.</translation>
    </message>
    <message>
        <source>%1 (paused)</source>
        <translation>%1 (pausiert)</translation>
    </message>
    <message>
        <source>  may pay %1
</source>
        <translation>  darf %1 bezahlen
</translation>
    </message>
    <message>
        <source>No agents yet: add one with &apos;paydesk-cli agent add NAME&apos;.
</source>
        <translation>Noch keine Agenten: Fügen Sie einen mit &apos;paydesk-cli agent add NAME&apos; hinzu.
</translation>
    </message>
    <message>
        <source>--per-minute takes a number from 1 to 10000.</source>
        <translation>--per-minute erwartet eine Zahl von 1 bis 10000.</translation>
    </message>
    <message>
        <source>There is already an agent called &quot;%1&quot;.</source>
        <translation>Es gibt bereits einen Agenten namens &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Added the agent %1. Its token, for its MCP configuration as PAYDESK_AGENT_TOKEN (kept in your keychain; &apos;agent token %1&apos; shows it again):
%2
It pays nothing until you give it a budget: &apos;paydesk-cli agent budget %1 &quot;1 USDC&quot; --network base&apos;.</source>
        <translation>Agent %1 hinzugefügt. Sein Token, für seine MCP-Konfiguration als PAYDESK_AGENT_TOKEN (in Ihrem Schlüsselbund gespeichert; &apos;agent token %1&apos; zeigt ihn erneut an):
%2
Er zahlt nichts, bis Sie ihm ein Budget geben: &apos;paydesk-cli agent budget %1 &quot;1 USDC&quot; --network base&apos;.</translation>
    </message>
    <message>
        <source>Removed the agent %1; its token no longer pays. Its payments stay in the history.</source>
        <translation>Agent %1 entfernt; sein Token zahlt nicht mehr. Seine Zahlungen bleiben im Verlauf.</translation>
    </message>
    <message>
        <source>agent budget needs the agent&apos;s name and an amount a day, such as &quot;1 USDC&quot;.</source>
        <translation>agent budget benötigt den Namen des Agenten und einen Betrag pro Tag, etwa &quot;1 USDC&quot;.</translation>
    </message>
    <message>
        <source>Paydesk knows no token %1 on %2: &apos;paydesk-cli token list&apos; shows the ones it pays in.</source>
        <translation>Paydesk kennt keinen Token %1 auf %2: &apos;paydesk-cli token list&apos; zeigt die Token, in denen es zahlt.</translation>
    </message>
    <message>
        <source>%1 has no budget in %2 on %3 now: it cannot pay in it.</source>
        <translation>%1 hat jetzt kein Budget in %2 auf %3: Er kann darin nicht zahlen.</translation>
    </message>
    <message>
        <source>--automatic is an amount in %1.</source>
        <translation>--automatic ist ein Betrag in %1.</translation>
    </message>
    <message>
        <source>Removing an agent stops its token at once: confirm with --yes.</source>
        <translation>Das Entfernen eines Agenten stoppt sein Token sofort: bestätigen Sie mit --yes.</translation>
    </message>
    <message>
        <source>Remove the agent %1? Its token stops paying at once. [y/N] </source>
        <translation>Den Agenten %1 entfernen? Sein Token zahlt sofort nicht mehr. [y/N] </translation>
    </message>
    <message>
        <source>Not confirmed: nothing removed.</source>
        <translation>Nicht bestätigt: Es wurde nichts entfernt.</translation>
    </message>
    <message>
        <source>  %1 on %2 (%3 spent in 24 hours), up to %4 a payment without asking
</source>
        <translation>  %1 auf %2 (%3 ausgegeben in 24 Stunden), bis zu %4 pro Zahlung ohne Nachfrage
</translation>
    </message>
    <message>
        <source>%1 may spend %2 on %3, up to %4 a payment without asking you.</source>
        <translation>%1 darf %2 auf %3 ausgeben, bis zu %4 pro Zahlung ohne Sie zu fragen.</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::CliBalance</name>
    <message>
        <source>local</source>
        <translation>lokal</translation>
    </message>
    <message>
        <source>hosted</source>
        <translation>gehostet</translation>
    </message>
    <message>
        <source>No wallets yet: &apos;wallet create&apos; or &apos;wallet import&apos;, or name one: paydesk-cli balance ADDRESS.</source>
        <translation>Noch keine Wallets: &apos;wallet create&apos; oder &apos;wallet import&apos;, oder nennen Sie eines: paydesk-cli balance ADDRESS.</translation>
    </message>
    <message>
        <source>unknown: %1</source>
        <translation>unbekannt: %1</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>(%1 balances read through %2)</source>
        <translation>(%1-Kontostände gelesen über %2)</translation>
    </message>
    <message>
        <source>(%1 balances: pass --%2 URL or set %3)</source>
        <translation>(%1-Kontostände: --%2 URL angeben oder %3 setzen)</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::CliChannels</name>
    <message>
        <source>channel takes list, refund ID or withdraw ID.</source>
        <translation>channel nimmt list, refund ID oder withdraw ID.</translation>
    </message>
    <message>
        <source>No channel %1 in Paydesk: see paydesk-cli channel list.</source>
        <translation>Kein Kanal %1 in Paydesk: siehe paydesk-cli channel list.</translation>
    </message>
    <message>
        <source>No payment channels yet: Paydesk opens one when a seller offers batch-settlement.</source>
        <translation>Noch keine Zahlungskanäle: Paydesk öffnet einen, wenn ein Verkäufer batch-settlement anbietet.</translation>
    </message>
    <message>
        <source>seller: %1 (%2)</source>
        <translation>Verkäufer: %1 (%2)</translation>
    </message>
    <message>
        <source>deposit %1, charged %2, refundable %3; the seller may claim at most %4</source>
        <translation>Einlage %1, berechnet %2, erstattbar %3; der Verkäufer kann höchstens %4 einfordern</translation>
    </message>
    <message>
        <source>last use %1</source>
        <translation>zuletzt genutzt %1</translation>
    </message>
    <message>
        <source>--amount takes an amount of %1 such as 0.5.</source>
        <translation>--amount nimmt einen Betrag in %1 wie 0.5.</translation>
    </message>
    <message>
        <source>No EVM node: pass --evm-rpc (a URL, or ethereum, base, base-sepolia, polygon, arbitrum-one, sandbox).</source>
        <translation>Kein EVM-Knoten: Übergeben Sie --evm-rpc (eine URL oder ethereum, base, base-sepolia, polygon, arbitrum-one, sandbox).</translation>
    </message>
    <message>
        <source>Nobody was asked to approve this transaction: standard input is not a terminal. Nothing was signed. Pass --yes to sign without asking.</source>
        <translation>Niemand wurde gefragt, diese Transaktion zu genehmigen: Die Standardeingabe ist kein Terminal. Es wurde nichts signiert. Übergeben Sie --yes, um ohne Rückfrage zu signieren.</translation>
    </message>
    <message>
        <source>Checked against your node (%1):</source>
        <translation>Gegen Ihren Knoten geprüft (%1):</translation>
    </message>
    <message>
        <source>Sign and send? [y/N] </source>
        <translation>Signieren und senden? [y/N] </translation>
    </message>
    <message>
        <source>idle for a week: ask for the rest back with paydesk-cli channel refund %1</source>
        <translation>seit einer Woche ungenutzt: Fordern Sie den Rest mit paydesk-cli channel refund %1 zurück</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::CliEvmPayment</name>
    <message>
        <source>%1 is a Solana cluster; an EVM wallet needs its network&apos;s JSON-RPC URL (or sandbox).</source>
        <translation>%1 ist ein Solana-Cluster; ein EVM-Wallet benötigt die JSON-RPC-URL seines Netzwerks (oder sandbox).</translation>
    </message>
    <message>
        <source>--%1 takes an amount of ETH such as 0.002.</source>
        <translation>--%1 erwartet einen Betrag in ETH wie 0.002.</translation>
    </message>
    <message>
        <source>Wallet %1 is not in Paydesk: import it first with &apos;paydesk-cli wallet import --chain evm&apos; (local mode signs with your own key).</source>
        <translation>Wallet %1 ist nicht in Paydesk: Importieren Sie es zuerst mit &apos;paydesk-cli wallet import --chain evm&apos; (im lokalen Modus wird mit Ihrem eigenen Schlüssel signiert).</translation>
    </message>
    <message>
        <source>Receiving in local mode on an EVM wallet needs the buyer&apos;s token authorization (EIP-3009), which Paydesk does not verify yet. Receive in hosted mode (without --local) instead.</source>
        <translation>Das Empfangen im lokalen Modus mit einem EVM-Wallet erfordert die Token-Autorisierung des Käufers (EIP-3009), die Paydesk noch nicht prüft. Empfangen Sie stattdessen im gehosteten Modus (ohne --local).</translation>
    </message>
    <message>
        <source>An earlier payment from %1 (%2, nonce %3) can still land; Paydesk will not sign a new one until it is final. Speed it up or cancel it in the app, or try again later.</source>
        <translation>Eine frühere Zahlung von %1 (%2, Nonce %3) kann noch ankommen; Paydesk signiert keine neue, bis sie endgültig ist. Beschleunigen oder stornieren Sie sie in der App, oder versuchen Sie es später erneut.</translation>
    </message>
    <message>
        <source>Checked the transaction built by the service against your node (network %1, %2 s left):</source>
        <translation>Die vom Dienst erstellte Transaktion wurde mit Ihrem Knoten geprüft (Netzwerk %1, noch %2 s):</translation>
    </message>
    <message>
        <source>To allow more for this payment pass --max-network-fee; the saved limit is in the app&apos;s Settings.</source>
        <translation>Um für diese Zahlung mehr zuzulassen, übergeben Sie --max-network-fee; das gespeicherte Limit finden Sie in den Einstellungen der App.</translation>
    </message>
    <message>
        <source>  Gas limit %1, max fee %2 gwei per gas, priority fee %3 gwei per gas; at most %4 %5 in total.</source>
        <translation>  Gaslimit %1, maximale Gebühr %2 gwei pro Gas, Prioritätsgebühr %3 gwei pro Gas; insgesamt höchstens %4 %5.</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::CliFetch</name>
    <message>
        <source>Wallet %1 is not in Paydesk: import it first with &apos;paydesk-cli wallet import&apos; (local mode signs with your own key).</source>
        <translation>Wallet %1 ist nicht in Paydesk: Importieren Sie es zuerst mit &apos;paydesk-cli wallet import&apos; (der lokale Modus signiert mit Ihrem eigenen Schlüssel).</translation>
    </message>
    <message>
        <source>fetch needs an http:// or https:// URL.</source>
        <translation>fetch benötigt eine URL mit http:// oder https://.</translation>
    </message>
    <message>
        <source>Pay %1? [y/N] </source>
        <translation>%1 zahlen? [y/N] </translation>
    </message>
    <message>
        <source>paydesk-cli: error: %1</source>
        <translation>paydesk-cli: Fehler: %1</translation>
    </message>
    <message>
        <source>paydesk-cli: %1</source>
        <translation>paydesk-cli: %1</translation>
    </message>
    <message>
        <source>The resource is %1, not text: pass --out FILE to save it. Nothing was paid.</source>
        <translation>Die Ressource ist %1, kein Text: Übergeben Sie --out FILE, um sie zu speichern. Es wurde nichts bezahlt.</translation>
    </message>
    <message>
        <source>You already paid for this URL once; paying again needs a confirmation at a terminal (or in the app). Nobody was asked (no terminal); nothing was paid.</source>
        <translation>Sie haben für diese URL bereits einmal bezahlt; eine erneute Zahlung erfordert eine Bestätigung in einem Terminal (oder in der App). Es wurde niemand gefragt (kein Terminal); es wurde nichts bezahlt.</translation>
    </message>
    <message>
        <source>Automatic payments are frozen; confirm at a terminal or unfreeze them (&apos;paydesk-cli budget unfreeze&apos;). Nobody was asked (no terminal); nothing was paid.</source>
        <translation>Automatische Zahlungen sind eingefroren; bestätigen Sie in einem Terminal oder heben Sie das Einfrieren auf (&apos;paydesk-cli budget unfreeze&apos;). Es wurde niemand gefragt (kein Terminal); es wurde nichts bezahlt.</translation>
    </message>
    <message>
        <source>%1 --yes alone never pays above a cap: to approve this one payment from a script, add --max-amount %2 (or more); to let %3 take such prices, grant it a budget (&apos;paydesk-cli budget grant&apos;). Nothing was paid.</source>
        <translation>%1 --yes allein zahlt nie über einer Obergrenze: Um diese eine Zahlung aus einem Skript zu genehmigen, fügen Sie --max-amount %2 (oder mehr) hinzu; damit %3 solche Preise verlangen darf, gewähren Sie der Website ein Budget (&apos;paydesk-cli budget grant&apos;). Es wurde nichts bezahlt.</translation>
    </message>
    <message>
        <source>Pay %1 once? [y/N] </source>
        <translation>%1 einmal zahlen? [y/N] </translation>
    </message>
    <message>
        <source>give an amount and, for a token, its symbol: &quot;0.01 USDC&quot; or &quot;0.05&quot;.</source>
        <translation>Geben Sie einen Betrag an, bei einem Token mit seinem Symbol: &quot;0.01 USDC&quot; oder &quot;0.05&quot;.</translation>
    </message>
    <message>
        <source>The seller refused an earlier payment for this URL (attempt %1); paying again needs a confirmation at a terminal (or in the app). Nobody was asked (no terminal); nothing was paid.</source>
        <translation>Der Verkäufer hat eine frühere Zahlung für diese URL abgelehnt (Versuch %1); erneut zu zahlen erfordert eine Bestätigung in einem Terminal (oder in der App). Niemand wurde gefragt (kein Terminal); es wurde nichts bezahlt.</translation>
    </message>
    <message>
        <source>Pass --from WALLET: a wallet whose key is in Paydesk pays without a payment service (&apos;paydesk-cli wallet list&apos; shows yours, &apos;wallet create&apos; makes one).</source>
        <translation>Geben Sie --from WALLET an: Ein Wallet, dessen Schlüssel in Paydesk liegt, zahlt ohne Zahlungsdienst (&apos;paydesk-cli wallet list&apos; zeigt Ihre Wallets, &apos;wallet create&apos; legt eines an).</translation>
    </message>
    <message>
        <source>Nobody was asked: paydesk-cli is not running at a terminal, so it cannot ask you to confirm %1. Nothing was paid. It is above your default caps: to pay it from a script, pass --yes with --max-amount (for example --yes --max-amount %2), or grant %3 a budget (&apos;paydesk-cli budget grant&apos;).</source>
        <translation>Es wurde niemand gefragt: paydesk-cli läuft nicht in einem Terminal und kann Sie daher nicht bitten, %1 zu bestätigen. Es wurde nichts bezahlt. Der Betrag liegt über Ihren Standardobergrenzen: Um ihn aus einem Skript zu zahlen, übergeben Sie --yes mit --max-amount (zum Beispiel --yes --max-amount %2) oder gewähren Sie %3 ein Budget (&apos;paydesk-cli budget grant&apos;).</translation>
    </message>
    <message>
        <source>Nobody was asked: paydesk-cli is not running at a terminal, so it cannot ask you to confirm %1. Nothing was paid. To pay from a script, pass --yes: it pays within your caps (add --max-amount %2 to refuse any higher price), or grant %3 a budget (&apos;paydesk-cli budget grant&apos;).</source>
        <translation>Es wurde niemand gefragt: paydesk-cli läuft nicht in einem Terminal und kann Sie daher nicht bitten, %1 zu bestätigen. Es wurde nichts bezahlt. Um aus einem Skript zu zahlen, übergeben Sie --yes: Es zahlt innerhalb Ihrer Obergrenzen (fügen Sie --max-amount %2 hinzu, um jeden höheren Preis abzulehnen), oder gewähren Sie %3 ein Budget (&apos;paydesk-cli budget grant&apos;).</translation>
    </message>
    <message>
        <source>--max-deposit takes an amount in --max-amount&apos;s asset (&quot;1 USDC&quot;).</source>
        <translation>--max-deposit nimmt einen Betrag im Asset von --max-amount („1 USDC“).</translation>
    </message>
    <message>
        <source>Nobody was asked: paying %1 first opens a payment channel with a deposit of %2 (refundable), and paydesk-cli is not running at a terminal to ask you. Nothing was paid. To approve it from a script, pass --yes with --max-deposit &quot;%2&quot; (a smaller deposit serves fewer requests).</source>
        <translation>Niemand wurde gefragt: Das Bezahlen von %1 öffnet zuerst einen Zahlungskanal mit einer Einlage von %2 (erstattbar), und paydesk-cli läuft nicht in einem Terminal, um Sie zu fragen. Es wurde nichts bezahlt. Um es aus einem Skript zu genehmigen, übergeben Sie --yes mit --max-deposit „%2“ (eine kleinere Einlage reicht für weniger Anfragen).</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::CliLocalPayment</name>
    <message>
        <source>Earlier payment %1: %2</source>
        <translation>Frühere Zahlung %1: %2</translation>
    </message>
    <message>
        <source>Signing and broadcasting through %1 ...</source>
        <translation>Signieren und Übertragen über %1 ...</translation>
    </message>
    <message>
        <source>Payment %1 is still not final; run &apos;paydesk-cli recover&apos; again when the RPC endpoint answers.</source>
        <translation>Die Zahlung %1 ist noch nicht endgültig; führen Sie &apos;paydesk-cli recover&apos; erneut aus, wenn der RPC-Endpunkt antwortet.</translation>
    </message>
    <message numerus="yes">
        <source>%n unfinished local payment(s) followed to a final state.</source>
        <translation>
            <numerusform>%n unvollendete lokale Zahlung bis zu ihrem endgültigen Status verfolgt.</numerusform>
            <numerusform>%n unvollendete lokale Zahlungen bis zu ihrem endgültigen Status verfolgt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody was asked to approve this transaction: standard input is not a terminal. Nothing was built or signed. Pass --yes to sign without asking.</source>
        <translation>Niemand wurde gebeten, diese Transaktion zu genehmigen: Die Standardeingabe ist kein Terminal. Es wurde nichts erstellt oder signiert. Übergeben Sie --yes, um ohne Nachfrage zu signieren.</translation>
    </message>
    <message>
        <source>Sign and send? [y/N] </source>
        <translation>Signieren und senden? [y/N] </translation>
    </message>
    <message>
        <source>Co-sign and broadcast? [y/N] </source>
        <translation>Mitsignieren und übertragen? [y/N] </translation>
    </message>
    <message>
        <source>Name the wallet to pay from with --%1.</source>
        <translation>Geben Sie die Wallet, aus der gezahlt wird, mit --%1 an.</translation>
    </message>
    <message>
        <source>%1 is not a wallet address: give the Solana or EVM address of a wallet on this computer.</source>
        <translation>%1 ist keine Wallet-Adresse: Geben Sie die Solana- oder EVM-Adresse einer Wallet auf diesem Computer an.</translation>
    </message>
    <message>
        <source>Local payments from a %1 wallet are not supported by paydesk-cli; pay x402 sellers from it with &apos;paydesk-cli fetch --from&apos;.</source>
        <translation>Lokale Zahlungen aus einer %1-Wallet unterstützt paydesk-cli nicht; bezahlen Sie x402-Verkäufer daraus mit &apos;paydesk-cli fetch --from&apos;.</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::CliMcp</name>
    <message>
        <source>paydesk-cli: error: %1</source>
        <translation>paydesk-cli: Fehler: %1</translation>
    </message>
    <message>
        <source>paydesk-cli: %1</source>
        <translation>paydesk-cli: %1</translation>
    </message>
    <message>
        <source>paydesk-cli mcp: serving the agent %1</source>
        <translation>paydesk-cli mcp: bedient den Agenten %1</translation>
    </message>
    <message>
        <source>paydesk-cli mcp: %1</source>
        <translation>paydesk-cli mcp: %1</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::CliPaidFetchRecovery</name>
    <message>
        <source>Paid fetch %1 of %2 (%3 from %4) closed as not paid: %5 Its budget is released.</source>
        <translation>Kostenpflichtiger Abruf %1 von %2 (%3 aus %4) als nicht bezahlt geschlossen: %5 Sein Budget ist freigegeben.</translation>
    </message>
    <message>
        <source>Paid fetch %1 of %2 (%3 from %4) stopped before its proof was stored, but the payment may have been made (%5). Check the wallet&apos;s history before paying for this URL again.</source>
        <translation>Kostenpflichtiger Abruf %1 von %2 (%3 aus %4) wurde angehalten, bevor sein Zahlungsnachweis gespeichert war, aber die Zahlung wurde möglicherweise ausgeführt (%5). Prüfen Sie den Verlauf des Wallets, bevor Sie erneut für diese URL zahlen.</translation>
    </message>
    <message>
        <source>through the service</source>
        <translation>über den Dienst</translation>
    </message>
    <message>
        <source>a transaction Paydesk sends itself</source>
        <translation>eine Transaktion, die Paydesk selbst sendet</translation>
    </message>
    <message>
        <source>Paid fetch %1 of %2 is being paid by another Paydesk process now.</source>
        <translation>Kostenpflichtiger Abruf %1 von %2 wird gerade von einem anderen Paydesk-Prozess bezahlt.</translation>
    </message>
    <message>
        <source>run &apos;paydesk-cli fetch %1&apos; to receive it (the same proof is sent again; nothing is paid twice).</source>
        <translation>Führen Sie &apos;paydesk-cli fetch %1&apos; aus, um ihn zu erhalten (derselbe Zahlungsnachweis wird erneut gesendet; nichts wird doppelt bezahlt).</translation>
    </message>
    <message>
        <source>Paid fetch %1 of %2 (%3 from %4) was paid, but its content never reached you: %5</source>
        <translation>Kostenpflichtiger Abruf %1 von %2 (%3 aus %4) wurde bezahlt, aber sein Inhalt hat Sie nie erreicht: %5</translation>
    </message>
    <message>
        <source>Paid fetch %1 of %2 (%3 from %4): its proof was signed and no answer from the seller was recorded, so whether it was paid is not known here (no node of its network to ask): %5</source>
        <translation>Kostenpflichtiger Abruf %1 von %2 (%3 aus %4): Sein Zahlungsnachweis wurde signiert und keine Antwort des Verkäufers verzeichnet; ob bezahlt wurde, ist hier nicht bekannt (kein Knoten seines Netzwerks zum Nachfragen): %5</translation>
    </message>
    <message>
        <source>Paid fetch %1 of %2 (%3 from %4) closed as not paid: the chain shows its proof unused and expired, so it can never move money (%5). Its budget is released.</source>
        <translation>Kostenpflichtiger Abruf %1 von %2 (%3 aus %4) als nicht bezahlt geschlossen: Die Chain zeigt seinen Zahlungsnachweis unbenutzt und abgelaufen, er kann also nie Geld bewegen (%5). Sein Budget ist freigegeben.</translation>
    </message>
    <message>
        <source>Paid fetch %1 of %2 (%3 from %4) was paid (the chain shows it), but its content never reached you: %5</source>
        <translation>Kostenpflichtiger Abruf %1 von %2 (%3 aus %4) wurde bezahlt (die Chain zeigt es), aber sein Inhalt hat Sie nie erreicht: %5</translation>
    </message>
    <message>
        <source>Paid fetch %1 of %2 (%3 from %4): its proof was signed and no answer from the seller was recorded. The chain does not show it settled, and it may still be until it expires: %5</source>
        <translation>Kostenpflichtiger Abruf %1 von %2 (%3 aus %4): Sein Zahlungsnachweis wurde signiert und keine Antwort des Verkäufers verzeichnet. Die Chain zeigt ihn nicht als abgerechnet, und bis zu seinem Ablauf kann er es noch werden: %5</translation>
    </message>
    <message>
        <source>Paid fetch %1 of %2 (%3 from %4): its proof was signed and no answer from the seller was recorded, and the chain could not be read (%5): %6</source>
        <translation>Kostenpflichtiger Abruf %1 von %2 (%3 aus %4): Sein Zahlungsnachweis wurde signiert und keine Antwort des Verkäufers verzeichnet, und die Chain konnte nicht gelesen werden (%5): %6</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::CliPermit2</name>
    <message>
        <source>permit2 needs --from and an EVM wallet (0x and 40 hex digits).</source>
        <translation>permit2 braucht --from und eine EVM-Wallet (0x und 40 Hexziffern).</translation>
    </message>
    <message>
        <source>No EVM node: pass --evm-rpc (a URL, or ethereum, base, base-sepolia, polygon, arbitrum-one, sandbox).</source>
        <translation>Kein EVM-Knoten: Geben Sie --evm-rpc an (eine URL oder ethereum, base, base-sepolia, polygon, arbitrum-one, sandbox).</translation>
    </message>
    <message>
        <source>permit2 %1 takes the token: a symbol (USDC) or its contract.</source>
        <translation>permit2 %1 erwartet den Token: ein Symbol (USDC) oder seinen Vertrag.</translation>
    </message>
    <message>
        <source>permit2 approve takes an amount and a token, such as &quot;0.05 USDC&quot; (never unlimited; 0 revokes). %1</source>
        <translation>permit2 approve erwartet einen Betrag und einen Token, etwa &quot;0.05 USDC&quot; (nie unbegrenzt; 0 widerruft). %1</translation>
    </message>
    <message>
        <source>Cannot read the chain id from %1: %2</source>
        <translation>Die Chain-ID kann nicht von %1 gelesen werden: %2</translation>
    </message>
    <message>
        <source>Permit2 (%1) may move %2 of %3 on %4.</source>
        <translation>Permit2 (%1) darf %2 von %3 auf %4 bewegen.</translation>
    </message>
    <message>
        <source>Wallet %1 is not in Paydesk: import it first with &apos;paydesk-cli wallet import --chain evm&apos; (the approve is signed with your own key).</source>
        <translation>Die Wallet %1 ist nicht in Paydesk: Importieren Sie sie zuerst mit &apos;paydesk-cli wallet import --chain evm&apos; (das approve wird mit Ihrem eigenen Schlüssel signiert).</translation>
    </message>
    <message>
        <source>Nobody was asked to approve this transaction: standard input is not a terminal. Nothing was signed. Pass --yes to sign without asking.</source>
        <translation>Niemand wurde gefragt, diese Transaktion zu genehmigen: Die Standardeingabe ist kein Terminal. Es wurde nichts signiert. Geben Sie --yes an, um ohne Nachfrage zu signieren.</translation>
    </message>
    <message>
        <source>--%1 takes an amount of ETH such as 0.002.</source>
        <translation>--%1 erwartet einen Betrag in ETH wie 0.002.</translation>
    </message>
    <message>
        <source>Checked against your node (%1):</source>
        <translation>Gegen Ihren Knoten geprüft (%1):</translation>
    </message>
    <message>
        <source>Permit2 may move %1 now; after this, exactly %2 (not added to it).</source>
        <translation>Permit2 darf jetzt %1 bewegen; danach genau %2 (nicht zusätzlich).</translation>
    </message>
    <message>
        <source>Sign and send? [y/N] </source>
        <translation>Signieren und senden? [y/N] </translation>
    </message>
</context>
<context>
    <name>paydesk::cli::CliProxy</name>
    <message>
        <source>paydesk-cli: error: %1</source>
        <translation>paydesk-cli: Fehler: %1</translation>
    </message>
    <message>
        <source>--listen takes HOST:PORT on this computer, such as 127.0.0.1:8402.</source>
        <translation>--listen erwartet HOST:PORT auf diesem Computer, etwa 127.0.0.1:8402.</translation>
    </message>
    <message>
        <source>paydesk-cli: %1</source>
        <translation>paydesk-cli: %1</translation>
    </message>
    <message>
        <source>paydesk-cli: error: the proxy cannot listen on %1: %2</source>
        <translation>paydesk-cli: Fehler: Der Proxy kann nicht auf %1 lauschen: %2</translation>
    </message>
    <message numerus="yes">
        <source>paydesk-cli proxy: stopping after %n request(s) under way</source>
        <translation>
            <numerusform>paydesk-cli proxy: wird beendet, sobald %n laufende Anfrage abgeschlossen ist</numerusform>
            <numerusform>paydesk-cli proxy: wird beendet, sobald %n laufende Anfragen abgeschlossen sind</numerusform>
        </translation>
    </message>
    <message>
        <source>paydesk-cli proxy: %1</source>
        <translation>paydesk-cli proxy: %1</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::CliSolanaPayment</name>
    <message>
        <source>--local needs --rpc URL (or mainnet-beta, devnet, testnet, sandbox): the Solana RPC endpoint Paydesk broadcasts through.</source>
        <translation>--local benötigt --rpc URL (oder mainnet-beta, devnet, testnet, sandbox): den Solana-RPC-Endpunkt, über den Paydesk überträgt.</translation>
    </message>
    <message>
        <source>Wallet %1 is not in Paydesk: import it first with &apos;paydesk-cli wallet import&apos; (local mode signs with your own key).</source>
        <translation>Wallet %1 ist nicht in Paydesk: Importieren Sie es zuerst mit &apos;paydesk-cli wallet import&apos; (der lokale Modus signiert mit Ihrem eigenen Schlüssel).</translation>
    </message>
    <message>
        <source>An earlier payment from %1 (%2) may still land; Paydesk will not sign a new one until it is resolved. Try again when the RPC endpoint answers.</source>
        <translation>Eine frühere Zahlung von %1 (%2) kann noch ankommen; Paydesk signiert keine neue, bis sie geklärt ist. Versuchen Sie es erneut, wenn der RPC-Endpunkt antwortet.</translation>
    </message>
    <message>
        <source>Checked the transaction built by the service (network %1, %2 s left):</source>
        <translation>Vom Dienst erstellte Transaktion geprüft (Netzwerk %1, noch %2 s):</translation>
    </message>
    <message>
        <source>  Simulation: %1, %2 compute units</source>
        <translation>  Simulation: %1, %2 Compute Units</translation>
    </message>
    <message>
        <source>fails (%1)</source>
        <translation>schlägt fehl (%1)</translation>
    </message>
    <message>
        <source>succeeds</source>
        <translation>erfolgreich</translation>
    </message>
    <message>
        <source>Nothing was signed. To allow more for this payment pass --max-priority-fee; the saved limit is in the app&apos;s Settings.</source>
        <translation>Es wurde nichts signiert. Um für diese Zahlung mehr zuzulassen, übergeben Sie --max-priority-fee; das gespeicherte Limit steht in den Einstellungen der App.</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::CliStatus</name>
    <message>
        <source>Paydesk has no record of payment %1 on this computer: it pays such payments itself, and &apos;paydesk-cli history WALLET&apos; lists them.</source>
        <translation>Paydesk hat auf diesem Computer keinen Eintrag zur Zahlung %1: Solche Zahlungen leistet es selbst, und &apos;paydesk-cli history WALLET&apos; listet sie auf.</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::CliUnsignedBuilds</name>
    <message>
        <source>No local-mode build is waiting unsigned.</source>
        <translation>Keine im lokalen Modus erstellte Transaktion wartet auf eine Signatur.</translation>
    </message>
    <message>
        <source>The history of %1 could not be read (%2): its unsigned builds are not listed.</source>
        <translation>Der Verlauf von %1 konnte nicht gelesen werden (%2): Seine unsignierten Transaktionen werden nicht aufgelistet.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>an unknown amount</source>
        <translation>ein unbekannter Betrag</translation>
    </message>
    <message>
        <source>Build %1 (%2 to %3): not signed, nothing charged.</source>
        <translation>Erstellte Transaktion %1 (%2 an %3): nicht signiert, nichts berechnet.</translation>
    </message>
    <message>
        <source>Build %1 (%2 to %3): not signed yet; it expires unsigned unless you sign it before its validity ends.</source>
        <translation>Erstellte Transaktion %1 (%2 an %3): noch nicht signiert; sie läuft unsigniert ab, wenn Sie sie nicht vor Ende ihrer Gültigkeit signieren.</translation>
    </message>
    <message>
        <source>No local-mode build is waiting unsigned in the histories that could be read.</source>
        <translation>In den Verläufen, die gelesen werden konnten, wartet kein Build des lokalen Modus unsigniert.</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::CliWalletCommands</name>
    <message>
        <source>--words must be 12 or 24.</source>
        <translation>--words muss 12 oder 24 sein.</translation>
    </message>
    <message>
        <source>Your recovery phrase (shown once: write it down, keep it offline; anyone who has it owns the wallet):</source>
        <translation>Ihre Wiederherstellungsphrase (wird nur einmal angezeigt: Schreiben Sie sie auf und bewahren Sie sie offline auf; wer sie besitzt, besitzt das Wallet):</translation>
    </message>
    <message>
        <source>Backup check: word #%1? </source>
        <translation>Prüfung der Sicherung: Wort Nr. %1? </translation>
    </message>
    <message>
        <source>Word #%1 does not match: nothing was stored. Run &apos;wallet create&apos; again and write the new phrase down carefully.</source>
        <translation>Wort Nr. %1 stimmt nicht überein: Es wurde nichts gespeichert. Führen Sie &apos;wallet create&apos; erneut aus und schreiben Sie die neue Phrase sorgfältig auf.</translation>
    </message>
    <message>
        <source>created</source>
        <translation>erstellt</translation>
    </message>
    <message>
        <source>wallet import needs exactly one of --keypair-file FILE, --mnemonic-env NAME or --secret-key-env NAME.</source>
        <translation>wallet import benötigt genau eine der Optionen --keypair-file FILE, --mnemonic-env NAME oder --secret-key-env NAME.</translation>
    </message>
    <message>
        <source>The environment variable %1 is not set or empty.</source>
        <translation>Die Umgebungsvariable %1 ist nicht gesetzt oder leer.</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>importiert</translation>
    </message>
    <message>
        <source>No wallets yet: &apos;wallet create&apos; or &apos;wallet import&apos;.</source>
        <translation>Noch keine Wallets: &apos;wallet create&apos; oder &apos;wallet import&apos;.</translation>
    </message>
    <message>
        <source>wallet remove needs the wallet&apos;s address.</source>
        <translation>wallet remove benötigt die Adresse des Wallets.</translation>
    </message>
    <message>
        <source>There is no wallet %1 in Paydesk.</source>
        <translation>In Paydesk gibt es kein Wallet %1.</translation>
    </message>
    <message>
        <source>Removing a wallet deletes its key: confirm with --yes.</source>
        <translation>Das Entfernen eines Wallets löscht seinen Schlüssel: Bestätigen Sie mit --yes.</translation>
    </message>
    <message>
        <source>This deletes the key of %1 from the keychain. Without its recovery phrase or key file its funds are lost. Type the address to confirm: </source>
        <translation>Dadurch wird der Schlüssel von %1 aus dem Schlüsselbund gelöscht. Ohne seine Wiederherstellungsphrase oder Schlüsseldatei ist sein Guthaben verloren. Geben Sie zur Bestätigung die Adresse ein: </translation>
    </message>
    <message>
        <source>Not confirmed: nothing removed.</source>
        <translation>Nicht bestätigt: Es wurde nichts entfernt.</translation>
    </message>
    <message>
        <source>Wallet %1 removed, and its key deleted from the keychain.</source>
        <translation>Wallet %1 entfernt und sein Schlüssel aus dem Schlüsselbund gelöscht.</translation>
    </message>
    <message>
        <source>wallet create asks three words of the new recovery phrase back, and standard input is not a terminal: nothing was created. Run it in a terminal, or pass --no-backup-check if you store the phrase another way (it is printed once).</source>
        <translation>wallet create fragt drei Wörter der neuen Wiederherstellungsphrase ab, aber die Standardeingabe ist kein Terminal: Es wurde nichts erstellt. Führen Sie den Befehl in einem Terminal aus oder übergeben Sie --no-backup-check, wenn Sie die Phrase auf andere Weise aufbewahren (sie wird einmal ausgegeben).</translation>
    </message>
    <message>
        <source>wallet create [--words 12|24] [--label NAME] [--no-backup-check]
  wallet create --hosted [--chain solana|evm] [--fund AMOUNT]
  wallet import (--keypair-file FILE | --mnemonic-env NAME | --secret-key-env NAME) [--derivation PATH] [--label NAME]
  wallet import --chain evm (--secret-key-env NAME | --mnemonic-env NAME [--derivation PATH] | --keystore-file FILE [--password-env NAME]) [--label NAME]
  wallet list
  wallet remove ADDRESS [--yes]</source>
        <translation>wallet create [--words 12|24] [--label NAME] [--no-backup-check]
  wallet create --hosted [--chain solana|evm] [--fund AMOUNT]
  wallet import (--keypair-file FILE | --mnemonic-env NAME | --secret-key-env NAME) [--derivation PATH] [--label NAME]
  wallet import --chain evm (--secret-key-env NAME | --mnemonic-env NAME [--derivation PATH] | --keystore-file FILE [--password-env NAME]) [--label NAME]
  wallet list
  wallet remove ADDRESS [--yes]</translation>
    </message>
    <message>
        <source>--chain must be solana or evm.</source>
        <translation>--chain muss solana oder evm sein.</translation>
    </message>
    <message>
        <source>--keystore-file holds an EVM key: add --chain evm.</source>
        <translation>--keystore-file enthält einen EVM-Schlüssel: Fügen Sie --chain evm hinzu.</translation>
    </message>
    <message>
        <source>Wallet %1 (%2) %3; its key is in the OS keychain.</source>
        <translation>Wallet %1 (%2) %3; sein Schlüssel befindet sich im Schlüsselbund des Betriebssystems.</translation>
    </message>
    <message>
        <source>%1 Nothing of the new phrase was kept: run &apos;wallet create&apos; again.</source>
        <translation>%1 Von der neuen Phrase wurde nichts behalten: Führen Sie &apos;wallet create&apos; erneut aus.</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>(balances not read: %1)</source>
        <translation>(Kontostände nicht gelesen: %1)</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::CliWatch</name>
    <message>
        <source>The service&apos;s events started again from scratch; read `history` for what happened meanwhile.</source>
        <translation>Die Ereignisse des Dienstes beginnen von vorn; was inzwischen geschah, zeigt `history`.</translation>
    </message>
    <message>
        <source>Events %1 to %2 are no longer kept by the service; read `history` for what happened meanwhile.</source>
        <translation>Die Ereignisse %1 bis %2 hält der Dienst nicht mehr vor; was inzwischen geschah, zeigt `history`.</translation>
    </message>
    <message>
        <source>Connecting to the service&apos;s live events; Ctrl-C ends.</source>
        <translation>Verbinde mit den Live-Ereignissen des Dienstes; Strg+C beendet.</translation>
    </message>
    <message>
        <source>Live again: going on after event %1.</source>
        <translation>Wieder live: weiter nach Ereignis %1.</translation>
    </message>
    <message>
        <source>Live: waiting for events.</source>
        <translation>Live: warte auf Ereignisse.</translation>
    </message>
    <message>
        <source>Connection lost; reconnecting...</source>
        <translation>Verbindung verloren; verbinde neu...</translation>
    </message>
    <message>
        <source>This service offers no live events (or refuses this key for them); trying again in 5 minutes. `history` and `status` still work.</source>
        <translation>Dieser Dienst bietet keine Live-Ereignisse (oder nicht für diesen Schlüssel); neuer Versuch in 5 Minuten. `history` und `status` funktionieren weiter.</translation>
    </message>
    <message>
        <source>to %1 from %2</source>
        <translation>an %1 von %2</translation>
    </message>
    <message>
        <source>wallet %1</source>
        <translation>Wallet %1</translation>
    </message>
    <message>
        <source>%1 is not a wallet address: %2</source>
        <translation>%1 ist keine Wallet-Adresse: %2</translation>
    </message>
</context>
<context>
    <name>paydesk::evm::ChannelRefund</name>
    <message>
        <source>The channel %1 is closed: nothing is left to refund.</source>
        <translation>Der Kanal %1 ist geschlossen: Es gibt nichts mehr zu erstatten.</translation>
    </message>
    <message>
        <source>Asking %1 for its channel terms…</source>
        <translation>%1 wird nach seinen Kanalbedingungen gefragt…</translation>
    </message>
    <message>
        <source>%1 did not ask for payment (%2), so no refund can be asked there; withdraw instead (paydesk-cli channel withdraw %3).</source>
        <translation>%1 hat keine Zahlung verlangt (%2), daher kann dort keine Rückerstattung erbeten werden; heben Sie stattdessen ab (paydesk-cli channel withdraw %3).</translation>
    </message>
    <message>
        <source>HTTP %1</source>
        <translation>HTTP %1</translation>
    </message>
    <message>
        <source>The seller at %1 no longer offers this channel&apos;s terms, so it cannot be asked for a refund; withdraw instead (paydesk-cli channel withdraw %2).</source>
        <translation>Der Verkäufer unter %1 bietet die Bedingungen dieses Kanals nicht mehr an, daher kann er nicht um eine Rückerstattung gebeten werden; heben Sie stattdessen ab (paydesk-cli channel withdraw %2).</translation>
    </message>
    <message>
        <source>The channel %1&apos;s journal is unusable (%2).</source>
        <translation>Das Journal des Kanals %1 ist unbrauchbar (%2).</translation>
    </message>
    <message>
        <source>Signing a zero-charge voucher for the refund…</source>
        <translation>Signieren eines Gutscheins ohne Belastung für die Rückerstattung…</translation>
    </message>
    <message>
        <source>Asking the seller for the refund…</source>
        <translation>Der Verkäufer wird um die Rückerstattung gebeten…</translation>
    </message>
    <message>
        <source>The seller did not refund (%1). Nothing was signed beyond a zero-charge voucher; withdraw instead (paydesk-cli channel withdraw %2).</source>
        <translation>Der Verkäufer hat nicht erstattet (%1). Außer einem Gutschein ohne Belastung wurde nichts signiert; heben Sie stattdessen ab (paydesk-cli channel withdraw %2).</translation>
    </message>
    <message>
        <source>The seller&apos;s refund answer does not describe this channel (%1); check the channel on chain before trusting it.</source>
        <translation>Die Rückerstattungsantwort des Verkäufers beschreibt nicht diesen Kanal (%1); prüfen Sie den Kanal auf der Chain, bevor Sie ihr trauen.</translation>
    </message>
    <message>
        <source>another channel</source>
        <translation>ein anderer Kanal</translation>
    </message>
    <message>
        <source>%1 atomic units</source>
        <translation>%1 atomare Einheiten</translation>
    </message>
    <message>
        <source>Reading from the chain what the refund returned…</source>
        <translation>Von der Chain wird gelesen, was die Rückerstattung zurückgegeben hat…</translation>
    </message>
    <message>
        <source>the chain could not say what it returned (%1)</source>
        <translation>die Chain konnte nicht sagen, was zurückgegeben wurde (%1)</translation>
    </message>
    <message>
        <source>The seller says it refunded %1 (%2), but the chain shows nothing returned to your wallet; withdraw instead (paydesk-cli channel withdraw %3).</source>
        <translation>Der Verkäufer sagt, er habe %1 erstattet (%2), aber die Chain zeigt nichts, was an Ihr Wallet zurückging; heben Sie stattdessen ab (paydesk-cli channel withdraw %3).</translation>
    </message>
    <message>
        <source>the seller said %1, the chain shows %2 returned</source>
        <translation>der Verkäufer sagte %1, die Chain zeigt %2 zurückgegeben</translation>
    </message>
    <message>
        <source>refunded %1 by %2</source>
        <translation>%1 erstattet durch %2</translation>
    </message>
    <message>
        <source>The seller refunded %1 (%2); the channel is empty and closed.</source>
        <translation>Der Verkäufer hat %1 erstattet (%2); der Kanal ist leer und geschlossen.</translation>
    </message>
    <message>
        <source>The seller refunded %1 (%2); %3 stays in the channel.</source>
        <translation>Der Verkäufer hat %1 erstattet (%2); %3 bleibt im Kanal.</translation>
    </message>
    <message>
        <source>%1 Note: %2.</source>
        <translation>%1 Hinweis: %2.</translation>
    </message>
</context>
<context>
    <name>paydesk::evm::ChannelWithdrawal</name>
    <message>
        <source>the withdrawal&apos;s finish</source>
        <translation>der Abschluss der Abhebung</translation>
    </message>
    <message>
        <source>the withdrawal</source>
        <translation>die Abhebung</translation>
    </message>
    <message>
        <source>%1 atomic units</source>
        <translation>%1 atomare Einheiten</translation>
    </message>
    <message>
        <source>finalizeWithdraw(channel %1) on x402BatchSettlement %2</source>
        <translation>finalizeWithdraw(Kanal %1) auf x402BatchSettlement %2</translation>
    </message>
    <message>
        <source>initiateWithdraw(channel %1, %2) on x402BatchSettlement %3</source>
        <translation>initiateWithdraw(Kanal %1, %2) auf x402BatchSettlement %3</translation>
    </message>
    <message>
        <source>The channel %1&apos;s journaled config is unusable (%2); nothing was signed.</source>
        <translation>Die im Journal gespeicherte Konfiguration des Kanals %1 ist unbrauchbar (%2); es wurde nichts signiert.</translation>
    </message>
    <message>
        <source>The channel %1 is not a channel on %2; nothing was signed.</source>
        <translation>Der Kanal %1 ist kein Kanal auf %2; es wurde nichts signiert.</translation>
    </message>
    <message>
        <source>an unreadable answer</source>
        <translation>eine unlesbare Antwort</translation>
    </message>
    <message>
        <source>the channel&apos;s state could not be read from your EVM node (%1)</source>
        <translation>der Zustand des Kanals konnte nicht von Ihrem EVM-Knoten gelesen werden (%1)</translation>
    </message>
    <message>
        <source>the channel %1 holds nothing unclaimed to withdraw</source>
        <translation>der Kanal %1 enthält nichts Unbeanspruchtes zum Abheben</translation>
    </message>
    <message>
        <source>the withdrawal from channel %1 is under way and can be finished from %2 (the seller may claim its vouchers until then)</source>
        <translation>die Abhebung aus Kanal %1 läuft und kann ab %2 abgeschlossen werden (bis dahin kann der Verkäufer seine Gutscheine einfordern)</translation>
    </message>
    <message>
        <source>withdrawn by %1</source>
        <translation>abgehoben durch %1</translation>
    </message>
    <message>
        <source>The withdrawal finished (%1): what the seller had not claimed, at most %2, is back in %3.</source>
        <translation>Die Abhebung ist abgeschlossen (%1): Was der Verkäufer nicht eingefordert hatte, höchstens %2, ist zurück in %3.</translation>
    </message>
    <message>
        <source>withdrawal started by %1</source>
        <translation>Abhebung begonnen durch %1</translation>
    </message>
    <message>
        <source>a withdrawal is under way</source>
        <translation>eine Abhebung läuft</translation>
    </message>
    <message>
        <source>The withdrawal started (%1). The seller may claim its vouchers until %2; then run the withdrawal again to finish it.</source>
        <translation>Die Abhebung hat begonnen (%1). Der Verkäufer kann seine Gutscheine bis %2 einfordern; führen Sie die Abhebung dann erneut aus, um sie abzuschließen.</translation>
    </message>
</context>
<context>
    <name>paydesk::evm::EvmBroadcastTracker</name>
    <message>
        <source>Stopped following the payment before it was final; it stays in the journal and is followed again on the next start.</source>
        <translation>Die Verfolgung der Zahlung wurde beendet, bevor sie endgültig war; sie bleibt im Journal und wird beim nächsten Start weiter verfolgt.</translation>
    </message>
    <message>
        <source>The node answered with another transaction hash (%1); Paydesk follows the hash of the signed bytes.</source>
        <translation>Der Knoten hat mit einem anderen Transaktions-Hash geantwortet (%1); Paydesk verfolgt den Hash der signierten Bytes.</translation>
    </message>
    <message>
        <source>the journal names no EVM wallet</source>
        <translation>das Journal nennt kein EVM-Wallet</translation>
    </message>
    <message>
        <source>The node sent an unreadable nonce.</source>
        <translation>Der Knoten hat eine unlesbare Nonce gesendet.</translation>
    </message>
    <message>
        <source>The node sent an unreadable receipt.</source>
        <translation>Der Knoten hat einen unlesbaren Transaktionsbeleg gesendet.</translation>
    </message>
    <message numerus="yes">
        <source>Waiting for a block to include it (nonce %1, %n s since it was sent).</source>
        <translation>
            <numerusform>Warten auf einen Block, der sie aufnimmt (Nonce %1, %n s seit dem Senden).</numerusform>
            <numerusform>Warten auf einen Block, der sie aufnimmt (Nonce %1, %n s seit dem Senden).</numerusform>
        </translation>
    </message>
    <message>
        <source>The journal could not record the outcome: %1</source>
        <translation>Das Journal konnte das Ergebnis nicht aufzeichnen: %1</translation>
    </message>
</context>
<context>
    <name>paydesk::evm::EvmContractCall</name>
    <message>
        <source>%1 from %2 on %3; network fee at most %4 ETH (nonce %5, gas limit %6).</source>
        <translation>%1 von %2 auf %3; Netzwerkgebühr höchstens %4 ETH (Nonce %5, Gaslimit %6).</translation>
    </message>
    <message>
        <source>%1 is not an EVM wallet (0x and 40 hex digits); nothing was signed.</source>
        <translation>%1 ist kein EVM-Wallet (0x und 40 Hexziffern); es wurde nichts signiert.</translation>
    </message>
    <message>
        <source>Cannot read the chain id from your EVM node (%1): %2. Nothing was signed.</source>
        <translation>Die Chain-ID kann nicht von Ihrem EVM-Knoten gelesen werden (%1): %2. Es wurde nichts signiert.</translation>
    </message>
    <message>
        <source>unreadable answer</source>
        <translation>unlesbare Antwort</translation>
    </message>
    <message>
        <source>Your EVM node (%1) is on %2, not on %3: set the node of that network; nothing was signed.</source>
        <translation>Ihr EVM-Knoten (%1) ist auf %2, nicht auf %3: Stellen Sie den Knoten dieses Netzwerks ein; es wurde nichts signiert.</translation>
    </message>
    <message>
        <source>An earlier transaction from this wallet (nonce %1, %2) can still land. Paydesk signs nothing else on %3 until it is final: wait for it, or speed it up or cancel it; nothing was signed.</source>
        <translation>Eine frühere Transaktion dieses Wallets (Nonce %1, %2) kann noch ankommen. Paydesk signiert auf %3 nichts anderes, bis sie endgültig ist: Warten Sie darauf, beschleunigen oder stornieren Sie sie; es wurde nichts signiert.</translation>
    </message>
    <message>
        <source>no nonce</source>
        <translation>keine Nonce</translation>
    </message>
    <message>
        <source>no fee history</source>
        <translation>kein Gebührenverlauf</translation>
    </message>
    <message>
        <source>no gas estimate for %1</source>
        <translation>keine Gasschätzung für %1</translation>
    </message>
    <message>
        <source>Cannot prepare %1 through your EVM node (%2): %3. Nothing was signed.</source>
        <translation>%1 kann nicht über Ihren EVM-Knoten vorbereitet werden (%2): %3. Es wurde nichts signiert.</translation>
    </message>
    <message>
        <source>%1; nothing was signed.</source>
        <translation>%1; es wurde nichts signiert.</translation>
    </message>
    <message>
        <source>%1 Nothing was signed.</source>
        <translation>%1 Es wurde nichts signiert.</translation>
    </message>
    <message>
        <source>You declined %1; nothing was signed.</source>
        <translation>Sie haben %1 abgelehnt; es wurde nichts signiert.</translation>
    </message>
    <message>
        <source>Paydesk could not sign %1 (%2); nothing was sent.</source>
        <translation>Paydesk konnte %1 nicht signieren (%2); es wurde nichts gesendet.</translation>
    </message>
    <message>
        <source>wrong key</source>
        <translation>falscher Schlüssel</translation>
    </message>
    <message>
        <source>The payment journal could not be written (%1), so %2 was not sent.</source>
        <translation>Das Zahlungsjournal konnte nicht geschrieben werden (%1), daher wurde %2 nicht gesendet.</translation>
    </message>
    <message>
        <source>Not in a block yet: %1 can still land until its nonce is used. Paydesk keeps following it, and you can speed it up or cancel it.</source>
        <translation>Noch in keinem Block: %1 kann noch ankommen, bis seine Nonce verbraucht ist. Paydesk verfolgt es weiter, und Sie können es beschleunigen oder stornieren.</translation>
    </message>
</context>
<context>
    <name>paydesk::evm::EvmHealthCheck</name>
    <message>
        <source>The RPC endpoint sent no chain id.</source>
        <translation>Der RPC-Endpunkt hat keine Chain-ID gesendet.</translation>
    </message>
    <message>
        <source>This node is on chain %1, not on chain %2 of the network you chose. Paydesk would read wrong balances and sign for the wrong chain through it.</source>
        <translation>Dieser Knoten ist auf Chain %1, nicht auf Chain %2 des gewählten Netzwerks. Paydesk würde darüber falsche Kontostände lesen und für die falsche Chain signieren.</translation>
    </message>
    <message>
        <source>The RPC endpoint sent no block number.</source>
        <translation>Der RPC-Endpunkt hat keine Blocknummer gesendet.</translation>
    </message>
</context>
<context>
    <name>paydesk::evm::EvmPaymentFlow</name>
    <message>
        <source>Both the wallet and the recipient must be EVM addresses (0x and 40 hex digits).</source>
        <translation>Sowohl das Wallet als auch der Empfänger müssen EVM-Adressen sein (0x und 40 Hexadezimalziffern).</translation>
    </message>
    <message>
        <source>its network &quot;%1&quot; is not an EVM chain (eip155:&lt;chain id&gt;)</source>
        <translation>ihr Netzwerk „%1“ ist keine EVM-Chain (eip155:&lt;Chain-ID&gt;)</translation>
    </message>
    <message>
        <source>The service sent a transaction Paydesk cannot read (%1); it was not signed.</source>
        <translation>Der Dienst hat eine Transaktion gesendet, die Paydesk nicht lesen kann (%1); sie wurde nicht signiert.</translation>
    </message>
    <message>
        <source>An earlier payment from this wallet (nonce %1, %2) can still land. Paydesk signs no other payment on %3 until it is final: wait for it, or speed it up or cancel it; nothing was signed.</source>
        <translation>Eine frühere Zahlung von diesem Wallet (Nonce %1, %2) kann noch ankommen. Paydesk signiert auf %3 keine andere Zahlung, bis sie endgültig ist: Warten Sie darauf, oder beschleunigen oder stornieren Sie sie; es wurde nichts signiert.</translation>
    </message>
    <message>
        <source>no chain id</source>
        <translation>keine Chain-ID</translation>
    </message>
    <message>
        <source>no nonce</source>
        <translation>keine Nonce</translation>
    </message>
    <message>
        <source>no code answer</source>
        <translation>keine Antwort zum Code</translation>
    </message>
    <message>
        <source>no fee history</source>
        <translation>kein Gebührenverlauf</translation>
    </message>
    <message>
        <source>Cannot check the transaction against your EVM node (%1): %2. Nothing was signed.</source>
        <translation>Die Transaktion kann nicht mit Ihrem EVM-Knoten geprüft werden (%1): %2. Es wurde nichts signiert.</translation>
    </message>
    <message>
        <source>The service built this payment for %1, but your node (%2) is on chain %3. Set the node for that network in Settings; nothing was signed.</source>
        <translation>Der Dienst hat diese Zahlung für %1 erstellt, aber Ihr Knoten (%2) ist auf Chain %3. Legen Sie in den Einstellungen den Knoten für dieses Netzwerk fest; es wurde nichts signiert.</translation>
    </message>
    <message>
        <source>The recipient is a contract, and your node cannot estimate the gas of a transfer to it (%1); nothing was signed.</source>
        <translation>Der Empfänger ist ein Vertrag, und Ihr Knoten kann das Gas einer Überweisung an ihn nicht schätzen (%1); es wurde nichts signiert.</translation>
    </message>
    <message>
        <source>unreadable answer</source>
        <translation>unlesbare Antwort</translation>
    </message>
    <message>
        <source>The transfer succeeds in a simulation on your node.</source>
        <translation>Die Überweisung gelingt in einer Simulation auf Ihrem Knoten.</translation>
    </message>
    <message>
        <source>The transfer fails in a simulation on your node: %1</source>
        <translation>Die Überweisung schlägt in einer Simulation auf Ihrem Knoten fehl: %1</translation>
    </message>
    <message>
        <source>Simulation unavailable: %1</source>
        <translation>Simulation nicht verfügbar: %1</translation>
    </message>
    <message>
        <source>You declined this transaction; nothing was signed.</source>
        <translation>Sie haben diese Transaktion abgelehnt; es wurde nichts signiert.</translation>
    </message>
    <message>
        <source>The transaction could not be signed (%1); nothing was sent.</source>
        <translation>Die Transaktion konnte nicht signiert werden (%1); es wurde nichts gesendet.</translation>
    </message>
    <message>
        <source>wrong key</source>
        <translation>falscher Schlüssel</translation>
    </message>
    <message>
        <source>The payment journal could not be written (%1), so the transaction was not sent.</source>
        <translation>Das Zahlungsjournal konnte nicht geschrieben werden (%1), daher wurde die Transaktion nicht gesendet.</translation>
    </message>
    <message>
        <source>The payment is not in a block yet. It can still land until its nonce is used: Paydesk keeps following it, and you can speed it up or cancel it.</source>
        <translation>Die Zahlung ist noch in keinem Block. Solange ihre Nonce nicht verwendet ist, kann sie noch ankommen: Paydesk verfolgt sie weiter, und Sie können sie beschleunigen oder stornieren.</translation>
    </message>
</context>
<context>
    <name>paydesk::evm::EvmReplacement</name>
    <message>
        <source>Only an EVM payment that still waits for a block can be sped up or cancelled.</source>
        <translation>Nur eine EVM-Zahlung, die noch auf einen Block wartet, kann beschleunigt oder storniert werden.</translation>
    </message>
    <message>
        <source>The journaled transaction cannot be read; nothing was signed.</source>
        <translation>Die im Journal vermerkte Transaktion kann nicht gelesen werden; es wurde nichts signiert.</translation>
    </message>
    <message>
        <source>Cannot read the wallet&apos;s nonce from your node: %1</source>
        <translation>Die Nonce des Wallets kann nicht von Ihrem Knoten gelesen werden: %1</translation>
    </message>
    <message>
        <source>unreadable answer</source>
        <translation>unlesbare Antwort</translation>
    </message>
    <message>
        <source>Nonce %1 is already used: the payment landed or was replaced. Paydesk settles it from its receipt; nothing was signed.</source>
        <translation>Nonce %1 ist bereits verwendet: Die Zahlung ist angekommen oder wurde ersetzt. Paydesk schließt sie anhand ihres Transaktionsbelegs ab; es wurde nichts signiert.</translation>
    </message>
    <message>
        <source>Cannot read the fees from your node: %1</source>
        <translation>Die Gebühren können nicht von Ihrem Knoten gelesen werden: %1</translation>
    </message>
    <message>
        <source>The fees of this transaction cannot be raised.</source>
        <translation>Die Gebühren dieser Transaktion können nicht erhöht werden.</translation>
    </message>
    <message>
        <source>%1 Nothing was signed; the first transaction still waits.</source>
        <translation>%1 Es wurde nichts signiert; die erste Transaktion wartet weiter.</translation>
    </message>
    <message>
        <source>You kept the first transaction; nothing was signed.</source>
        <translation>Sie haben die erste Transaktion beibehalten; es wurde nichts signiert.</translation>
    </message>
    <message>
        <source>The replacement could not be signed (%1); nothing was sent.</source>
        <translation>Die Ersatztransaktion konnte nicht signiert werden (%1); es wurde nichts gesendet.</translation>
    </message>
    <message>
        <source>wrong key</source>
        <translation>falscher Schlüssel</translation>
    </message>
    <message>
        <source>The payment journal could not be written (%1), so the replacement was not sent.</source>
        <translation>Das Zahlungsjournal konnte nicht geschrieben werden (%1), daher wurde die Ersatztransaktion nicht gesendet.</translation>
    </message>
</context>
<context>
    <name>paydesk::evm::Permit2Approval</name>
    <message>
        <source>%1 is not a token Paydesk knows on %2. Add its contract first (paydesk-cli token add, or the Tokens box of the Pay page)</source>
        <translation>%1 ist kein Token, den Paydesk auf %2 kennt. Fügen Sie zuerst seinen Vertrag hinzu (paydesk-cli token add oder der Token-Bereich der Bezahlseite)</translation>
    </message>
    <message>
        <source>approve(Permit2 %1, %2) on %3 %4</source>
        <translation>approve(Permit2 %1, %2) auf %3 %4</translation>
    </message>
    <message>
        <source>%1; nothing was signed.</source>
        <translation>%1; es wurde nichts signiert.</translation>
    </message>
    <message>
        <source>%1 has %2 decimals; %3 has more. Nothing was signed.</source>
        <translation>%1 hat %2 Dezimalstellen; %3 hat mehr. Es wurde nichts signiert.</translation>
    </message>
    <message>
        <source>The approve landed (%1); the allowance could not be read again: %2</source>
        <translation>Das approve wurde verbucht (%1); die Freigabe konnte nicht erneut gelesen werden: %2</translation>
    </message>
    <message>
        <source>The approve landed (%1): Permit2 may now move %2 of %3.</source>
        <translation>Das approve wurde verbucht (%1): Permit2 darf jetzt %2 von %3 bewegen.</translation>
    </message>
    <message>
        <source>the approve</source>
        <translation>die Freigabe</translation>
    </message>
    <message>
        <source>Permit2 may already move exactly %1 of %2</source>
        <translation>Permit2 darf bereits genau %1 von %2 bewegen</translation>
    </message>
</context>
<context>
    <name>paydesk::solana::BroadcastTracker</name>
    <message>
        <source>Confirmed in slot %1.</source>
        <translation>Bestätigt in Slot %1.</translation>
    </message>
    <message>
        <source>The transaction landed but failed (%1): the network fee was charged, the payment was not made.</source>
        <translation>Die Transaktion ist angekommen, aber fehlgeschlagen (%1): Die Netzwerkgebühr wurde berechnet, die Zahlung wurde nicht ausgeführt.</translation>
    </message>
    <message>
        <source>Expired, nothing was charged.</source>
        <translation>Abgelaufen, es wurde nichts berechnet.</translation>
    </message>
    <message>
        <source>The RPC node refused the transaction (%1): it was never broadcast, nothing was charged.</source>
        <translation>Der RPC-Knoten hat die Transaktion abgelehnt (%1): Sie wurde nie übertragen, es wurde nichts berechnet.</translation>
    </message>
    <message>
        <source>Waiting for confirmation.</source>
        <translation>Warten auf Bestätigung.</translation>
    </message>
    <message>
        <source>Stopped following the payment before it was final; it stays in the journal and is followed again on the next start.</source>
        <translation>Die Verfolgung der Zahlung wurde beendet, bevor sie endgültig war; sie bleibt im Journal und wird beim nächsten Start weiter verfolgt.</translation>
    </message>
    <message>
        <source>The RPC endpoint sent no block height.</source>
        <translation>Der RPC-Endpunkt hat keine Blockhöhe gesendet.</translation>
    </message>
    <message>
        <source>The RPC endpoint sent an unreadable status.</source>
        <translation>Der RPC-Endpunkt hat einen unlesbaren Status gesendet.</translation>
    </message>
    <message>
        <source>Waiting for confirmation (block height %1, valid until %2).</source>
        <translation>Warten auf Bestätigung (Blockhöhe %1, gültig bis %2).</translation>
    </message>
    <message>
        <source>The journal could not record the outcome: %1</source>
        <translation>Das Journal konnte das Ergebnis nicht aufzeichnen: %1</translation>
    </message>
</context>
<context>
    <name>paydesk::solana::RpcHealthCheck</name>
    <message>
        <source>The RPC endpoint reports that it is not healthy: %1</source>
        <translation>Der RPC-Endpunkt meldet, dass er nicht funktionsfähig ist: %1</translation>
    </message>
    <message>
        <source>The RPC endpoint sent no block height.</source>
        <translation>Der RPC-Endpunkt hat keine Blockhöhe gesendet.</translation>
    </message>
</context>
<context>
    <name>paydesk::solana::SolanaPaymentFlow</name>
    <message>
        <source>The service sent a transaction Paydesk cannot read (%1); it was not signed.</source>
        <translation>Der Dienst hat eine Transaktion gesendet, die Paydesk nicht lesen kann (%1); sie wurde nicht signiert.</translation>
    </message>
    <message>
        <source>The service says the payment %1 is settled, but the RPC endpoint does not show it confirmed: %2</source>
        <translation>Laut Dienst ist die Zahlung %1 abgewickelt, aber der RPC-Endpunkt zeigt sie nicht als bestätigt an: %2</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>nicht gefunden</translation>
    </message>
    <message>
        <source>The buyer&apos;s payment is already confirmed on chain (slot %1); nothing to co-sign.</source>
        <translation>Die Zahlung des Käufers ist bereits auf der Chain bestätigt (Slot %1); es gibt nichts mitzusignieren.</translation>
    </message>
    <message>
        <source>Cannot check the transaction against the network: %1</source>
        <translation>Die Transaktion kann nicht mit dem Netzwerk abgeglichen werden: %1</translation>
    </message>
    <message>
        <source>no block height</source>
        <translation>keine Blockhöhe</translation>
    </message>
    <message>
        <source>Simulation unavailable: %1</source>
        <translation>Simulation nicht verfügbar: %1</translation>
    </message>
    <message>
        <source>You declined this transaction; nothing was signed.</source>
        <translation>Sie haben diese Transaktion abgelehnt; es wurde nichts signiert.</translation>
    </message>
    <message>
        <source>The transaction could not be signed completely (%1); nothing was sent.</source>
        <translation>Die Transaktion konnte nicht vollständig signiert werden (%1); es wurde nichts gesendet.</translation>
    </message>
    <message>
        <source>wrong key</source>
        <translation>falscher Schlüssel</translation>
    </message>
    <message>
        <source>The payment journal could not be written (%1), so the transaction was not sent.</source>
        <translation>Das Zahlungsjournal konnte nicht geschrieben werden (%1), daher wurde die Transaktion nicht gesendet.</translation>
    </message>
    <message>
        <source>The payment is not final yet; Paydesk keeps it in its journal and follows it again on the next start.</source>
        <translation>Die Zahlung ist noch nicht endgültig; Paydesk behält sie im Journal und verfolgt sie beim nächsten Start weiter.</translation>
    </message>
    <message>
        <source>Cannot read the latest block from the network: %1</source>
        <translation>Der neueste Block kann nicht aus dem Netzwerk gelesen werden: %1</translation>
    </message>
    <message>
        <source>malformed answer</source>
        <translation>fehlerhafte Antwort</translation>
    </message>
    <message>
        <source>Paydesk refuses to sign this payment: %1</source>
        <translation>Paydesk verweigert die Signatur dieser Zahlung: %1</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::AgentApprovalDialog</name>
    <message>
        <source>An agent asks to pay</source>
        <translation>Ein Agent möchte bezahlen</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; asks to pay %2 %3.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; möchte %2 %3 bezahlen.</translation>
    </message>
    <message>
        <source>Site:</source>
        <translation>Website:</translation>
    </message>
    <message>
        <source>Resource:</source>
        <translation>Ressource:</translation>
    </message>
    <message>
        <source>Price:</source>
        <translation>Preis:</translation>
    </message>
    <message>
        <source>%1 %2 on %3</source>
        <translation>%1 %2 auf %3</translation>
    </message>
    <message>
        <source>Pays to:</source>
        <translation>Zahlt an:</translation>
    </message>
    <message>
        <source>Budget left today:</source>
        <translation>Heute verbleibendes Budget:</translation>
    </message>
    <message>
        <source>%1 of %2 %3</source>
        <translation>%1 von %2 %3</translation>
    </message>
    <message>
        <source>Why you are asked:</source>
        <translation>Warum Sie gefragt werden:</translation>
    </message>
    <message>
        <source>Approve &amp;once</source>
        <translation>&amp;Einmal genehmigen</translation>
    </message>
    <message>
        <source>&amp;Always for this site</source>
        <translation>&amp;Immer für diese Website</translation>
    </message>
    <message>
        <source>Approve this payment and let %1 pay %2 without asking, within its budget.</source>
        <translation>Diese Zahlung genehmigen und %1 erlauben, %2 ohne Nachfrage zu bezahlen, innerhalb seines Budgets.</translation>
    </message>
    <message>
        <source>&amp;Decline</source>
        <translation>&amp;Ablehnen</translation>
    </message>
    <message numerus="yes">
        <source>The agent waits %n more second(s); then the payment is declined.</source>
        <translation>
            <numerusform>Der Agent wartet noch %n Sekunde; dann wird die Zahlung abgelehnt.</numerusform>
            <numerusform>Der Agent wartet noch %n Sekunden; dann wird die Zahlung abgelehnt.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paydesk::ui::AgentApprovalPresenter</name>
    <message>
        <source>%1 asks to pay %2 %3</source>
        <translation>%1 möchte %2 %3 bezahlen</translation>
    </message>
    <message>
        <source>To %1. Approve or decline it in Paydesk.</source>
        <translation>An %1. Genehmigen oder lehnen Sie die Zahlung in Paydesk ab.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::AgentEditor</name>
    <message>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>for example 1</source>
        <translation>zum Beispiel 1</translation>
    </message>
    <message>
        <source>for example 0.05</source>
        <translation>zum Beispiel 0.05</translation>
    </message>
    <message>
        <source>A payment above this, to a site not on its list, or one that would leave less than a tenth of the day&apos;s budget waits for your approval.</source>
        <translation>Eine Zahlung über diesem Betrag, an eine Website, die nicht auf seiner Liste steht, oder eine, die weniger als ein Zehntel des Tagesbudgets übrig ließe, wartet auf Ihre Genehmigung.</translation>
    </message>
    <message>
        <source>&amp;Asset:</source>
        <translation>&amp;Asset:</translation>
    </message>
    <message>
        <source>Budget per &amp;day:</source>
        <translation>Budget pro &amp;Tag:</translation>
    </message>
    <message>
        <source>Pays &amp;without asking up to:</source>
        <translation>Zahlt &amp;ohne Nachfrage bis:</translation>
    </message>
    <message>
        <source>Save &amp;budget</source>
        <translation>&amp;Budget speichern</translation>
    </message>
    <message>
        <source>No budget in this asset</source>
        <translation>Kein Budget in diesem Asset</translation>
    </message>
    <message>
        <source>Sites it pays without asking (within its budget):</source>
        <translation>Websites, die er ohne Nachfrage bezahlt (innerhalb seines Budgets):</translation>
    </message>
    <message>
        <source>Site to allow</source>
        <translation>Zu erlaubende Website</translation>
    </message>
    <message>
        <source>A&amp;llow site</source>
        <translation>Website er&amp;lauben</translation>
    </message>
    <message>
        <source>Remove site</source>
        <translation>Website entfernen</translation>
    </message>
    <message>
        <source>&amp;Paused: it pays nothing until you clear this</source>
        <translation>&amp;Pausiert: Er zahlt nichts, bis Sie dies deaktivieren</translation>
    </message>
    <message>
        <source>Its last payments:</source>
        <translation>Seine letzten Zahlungen:</translation>
    </message>
    <message>
        <source>Show &amp;token…</source>
        <translation>Token an&amp;zeigen…</translation>
    </message>
    <message>
        <source>&amp;Remove agent…</source>
        <translation>Agent &amp;entfernen…</translation>
    </message>
    <message>
        <source>Select an agent above</source>
        <translation>Wählen Sie oben einen Agenten aus</translation>
    </message>
    <message>
        <source>Agent %1</source>
        <translation>Agent %1</translation>
    </message>
    <message>
        <source>No payments yet.</source>
        <translation>Noch keine Zahlungen.</translation>
    </message>
    <message>
        <source>No budget in this asset: the agent cannot pay in it.</source>
        <translation>Kein Budget in diesem Asset: Der Agent kann darin nicht zahlen.</translation>
    </message>
    <message>
        <source>Spent in the last 24 hours: %1</source>
        <translation>In den letzten 24 Stunden ausgegeben: %1</translation>
    </message>
    <message>
        <source>Type the site&apos;s address, such as https://api.example.com.</source>
        <translation>Geben Sie die Adresse der Website ein, etwa https://api.example.com.</translation>
    </message>
    <message>
        <source>Beyond the day:</source>
        <translation>Über den Tag hinaus:</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::AgentsPage</name>
    <message>
        <source>Agents</source>
        <translation>Agenten</translation>
    </message>
    <message>
        <source>AI agents and scripts on this computer pay through Paydesk, from your wallets, within the budgets you give each of them here. They never see a key. A payment above an agent&apos;s limit or to a new site waits for your approval.</source>
        <translation>KI-Agenten und Skripte auf diesem Computer zahlen über Paydesk aus Ihren Wallets, innerhalb der Budgets, die Sie hier jedem von ihnen geben. Einen Schlüssel bekommen sie nie zu sehen. Eine Zahlung über dem Limit eines Agenten oder an eine neue Website wartet auf Ihre Genehmigung.</translation>
    </message>
    <message>
        <source>Payments are frozen: no agent can pay until you unfreeze them (in the tray menu or in Settings).</source>
        <translation>Zahlungen sind eingefroren: Kein Agent kann zahlen, bis Sie das Einfrieren aufheben (im Menü des Infobereichs oder in den Einstellungen).</translation>
    </message>
    <message>
        <source>A name for the agent, such as Research assistant</source>
        <translation>Ein Name für den Agenten, etwa Rechercheassistent</translation>
    </message>
    <message>
        <source>New agent&apos;s name</source>
        <translation>Name des neuen Agenten</translation>
    </message>
    <message>
        <source>&amp;Add agent</source>
        <translation>Agent &amp;hinzufügen</translation>
    </message>
    <message>
        <source>Agent token</source>
        <translation>Agenten-Token</translation>
    </message>
    <message>
        <source>MCP configuration</source>
        <translation>MCP-Konfiguration</translation>
    </message>
    <message>
        <source>No agents yet. Add one, give it a budget, then give it its token.</source>
        <translation>Noch keine Agenten. Fügen Sie einen hinzu, geben Sie ihm ein Budget und dann seinen Token.</translation>
    </message>
    <message>
        <source>The token of %1. Give it to the agent only: whoever has it spends from %1&apos;s budget. For an MCP client, add this server to its configuration; any other program sends its requests through &apos;paydesk-cli proxy&apos; with the header Proxy-Authorization: Bearer and the token.</source>
        <translation>Der Token von %1. Geben Sie ihn nur dem Agenten: Wer ihn hat, zahlt aus dem Budget von %1. Fügen Sie bei einem MCP-Client diesen Server zu dessen Konfiguration hinzu; jedes andere Programm sendet seine Anfragen über &apos;paydesk-cli proxy&apos; mit dem Header Proxy-Authorization: Bearer und dem Token.</translation>
    </message>
    <message>
        <source>Remove agent</source>
        <translation>Agent entfernen</translation>
    </message>
    <message>
        <source>Remove %1?</source>
        <translation>%1 entfernen?</translation>
    </message>
    <message>
        <source>Its token stops paying at once. Its payments stay in your history.</source>
        <translation>Sein Token zahlt ab sofort nicht mehr. Seine Zahlungen bleiben in Ihrem Verlauf.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::BudgetLimitsEdit</name>
    <message>
        <source>no cap</source>
        <translation>keine Obergrenze</translation>
    </message>
    <message>
        <source>Optional: the most that may be spent in the last 7 days (a week) or 30 days (a month). Leave it empty for no such cap.</source>
        <translation>Optional: das Höchste, was in den letzten 7 Tagen (einer Woche) oder 30 Tagen (einem Monat) ausgegeben werden darf. Leer lassen für keine solche Obergrenze.</translation>
    </message>
    <message>
        <source>Per wee&amp;k:</source>
        <translation>Pro Wo&amp;che:</translation>
    </message>
    <message>
        <source>Cap per week</source>
        <translation>Obergrenze pro Woche</translation>
    </message>
    <message>
        <source>Per &amp;month:</source>
        <translation>Pro &amp;Monat:</translation>
    </message>
    <message>
        <source>Cap per month</source>
        <translation>Obergrenze pro Monat</translation>
    </message>
    <message>
        <source>&amp;Ends after</source>
        <translation>&amp;Endet nach</translation>
    </message>
    <message>
        <source>After this day the budget no longer pays without asking</source>
        <translation>Nach diesem Tag zahlt das Budget nicht mehr ohne Nachfrage</translation>
    </message>
    <message>
        <source>Last day of the budget</source>
        <translation>Letzter Tag des Budgets</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::BudgetsBox</name>
    <message>
        <source>Budgets for automatic payments</source>
        <translation>Budgets für automatische Zahlungen</translation>
    </message>
    <message>
        <source>&amp;Freeze all automatic payments (Paydesk then asks every time)</source>
        <translation>Alle automatischen Zahlungen &amp;einfrieren (Paydesk fragt dann jedes Mal nach)</translation>
    </message>
    <message>
        <source>Site budgets</source>
        <translation>Website-Budgets</translation>
    </message>
    <message>
        <source>Cap per payment</source>
        <translation>Obergrenze pro Zahlung</translation>
    </message>
    <message>
        <source>Cap per day</source>
        <translation>Obergrenze pro Tag</translation>
    </message>
    <message>
        <source>Save &amp;caps</source>
        <translation>&amp;Obergrenzen speichern</translation>
    </message>
    <message>
        <source>&amp;Revoke</source>
        <translation>&amp;Widerrufen</translation>
    </message>
    <message>
        <source>Per payment:</source>
        <translation>Pro Zahlung:</translation>
    </message>
    <message>
        <source>Per day:</source>
        <translation>Pro Tag:</translation>
    </message>
    <message>
        <source>The cap per day cannot be below the cap per payment.</source>
        <translation>Die Obergrenze pro Tag darf nicht unter der Obergrenze pro Zahlung liegen.</translation>
    </message>
    <message>
        <source>A site without a budget has the default caps of %1 per payment and %2 per day: Paydesk asks before each of its payments, and a price above these caps is flagged and paid only if you approve that one payment (no budget is granted). To let a site pay without asking, grant it a budget when you confirm a payment.</source>
        <translation>Eine Website ohne Budget hat die Standard-Obergrenzen von %1 pro Zahlung und %2 pro Tag: Paydesk fragt vor jeder ihrer Zahlungen nach, und ein Preis über diesen Obergrenzen wird markiert und nur bezahlt, wenn Sie diese eine Zahlung genehmigen (es wird kein Budget gewährt). Um an eine Website ohne Nachfrage zu zahlen, gewähren Sie ihr beim Bestätigen einer Zahlung ein Budget.</translation>
    </message>
    <message>
        <source>No site has a budget yet.</source>
        <translation>Noch hat keine Website ein Budget.</translation>
    </message>
    <message>
        <source>Back to the default caps: Paydesk asks before each payment to this site</source>
        <translation>Zurück zu den Standard-Obergrenzen: Paydesk fragt vor jeder Zahlung an diese Website nach</translation>
    </message>
    <message>
        <source>The same caps apply in each asset, counted apart: a price in USDC counts toward caps of %1 and %2, never toward a budget in SOL.</source>
        <translation>Dieselben Grenzen gelten in jedem Asset, getrennt gezählt: ein Preis in USDC zählt gegen Obergrenzen von %1 und %2, nie gegen ein Budget in SOL.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::ChannelWithdrawDialog</name>
    <message>
        <source>Withdraw from the channel with %1</source>
        <translation>Aus dem Kanal mit %1 abheben</translation>
    </message>
    <message>
        <source>A withdrawal takes back what %1 has not charged (Paydesk counts %2) without the seller&apos;s help, by a transaction from your wallet in two steps: the first starts the channel&apos;s withdraw delay, during which the seller may still claim the vouchers you signed; once it has passed, a second withdrawal returns the rest. Only the network fee is paid.</source>
        <translation>Eine Abhebung holt zurück, was %1 nicht berechnet hat (Paydesk zählt %2), ohne Hilfe des Verkäufers, per Transaktion aus Ihrem Wallet in zwei Schritten: Der erste startet die Abhebungsfrist des Kanals, in der der Verkäufer die von Ihnen signierten Gutscheine noch einfordern kann; ist sie verstrichen, gibt eine zweite Abhebung den Rest zurück. Nur die Netzwerkgebühr wird bezahlt.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>&amp;Sign &amp;&amp; send</source>
        <translation>&amp;Signieren &amp;&amp; senden</translation>
    </message>
    <message>
        <source>Signing with the key from your system keychain…</source>
        <translation>Signieren mit dem Schlüssel aus dem Schlüsselbund Ihres Systems…</translation>
    </message>
    <message>
        <source>Signed and journaled. Waiting for a block…</source>
        <translation>Signiert und im Journal. Warten auf einen Block…</translation>
    </message>
    <message>
        <source>Paydesk will not sign this withdrawal: %1</source>
        <translation>Paydesk signiert diese Abhebung nicht: %1</translation>
    </message>
    <message>
        <source>Paydesk is locked. Unlock it to sign this transaction.</source>
        <translation>Paydesk ist gesperrt. Entsperren Sie es, um diese Transaktion zu signieren.</translation>
    </message>
    <message>
        <source>See it on the explorer</source>
        <translation>Im Explorer ansehen</translation>
    </message>
    <message>
        <source>&amp;Reject</source>
        <translation>&amp;Ablehnen</translation>
    </message>
    <message>
        <source>Reading the channel from your node…</source>
        <translation>Der Kanal wird von Ihrem Knoten gelesen…</translation>
    </message>
    <message>
        <source>Finish the withdrawal</source>
        <translation>Abhebung abschließen</translation>
    </message>
    <message>
        <source>Start the withdrawal</source>
        <translation>Abhebung starten</translation>
    </message>
    <message>
        <source>The withdraw delay has passed: this returns what the seller has not claimed to your wallet.</source>
        <translation>Die Abhebungsfrist ist verstrichen: Dies gibt zurück, was der Verkäufer nicht eingefordert hat, an Ihr Wallet.</translation>
    </message>
    <message>
        <source>The seller may claim its vouchers until the channel&apos;s withdraw delay has passed; then withdraw again to finish it.</source>
        <translation>Der Verkäufer kann seine Gutscheine einfordern, bis die Abhebungsfrist des Kanals verstrichen ist; heben Sie dann erneut ab, um abzuschließen.</translation>
    </message>
    <message>
        <source>Withdrawn</source>
        <translation>Abgehoben</translation>
    </message>
    <message>
        <source>The withdrawal has started</source>
        <translation>Die Abhebung hat begonnen</translation>
    </message>
    <message>
        <source>Can be finished from %1</source>
        <translation>Kann ab %1 abgeschlossen werden</translation>
    </message>
    <message>
        <source>Nothing to sign now</source>
        <translation>Jetzt nichts zu signieren</translation>
    </message>
    <message>
        <source>The withdrawal could not be prepared</source>
        <translation>Die Abhebung konnte nicht vorbereitet werden</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::ChannelsPage</name>
    <message>
        <source>Payment channels</source>
        <translation>Zahlungskanäle</translation>
    </message>
    <message>
        <source>A seller that offers x402 batch-settlement is paid through a payment channel: Paydesk deposits into it once, then signs a voucher for each request. What the seller does not charge stays yours: ask the seller for a refund, or withdraw it yourself.</source>
        <translation>Ein Verkäufer, der x402 batch-settlement anbietet, wird über einen Zahlungskanal bezahlt: Paydesk zahlt einmal ein und signiert dann für jede Anfrage einen Gutschein. Was der Verkäufer nicht berechnet, bleibt Ihres: Bitten Sie den Verkäufer um eine Rückerstattung oder heben Sie es selbst ab.</translation>
    </message>
    <message>
        <source>No payment channels yet. Paydesk opens one when a seller offers batch-settlement, after you confirm its deposit; what the seller does not charge comes back to you by a refund or a withdrawal.</source>
        <translation>Noch keine Zahlungskanäle. Paydesk öffnet einen, wenn ein Verkäufer batch-settlement anbietet, nachdem Sie die Einlage bestätigt haben; was der Verkäufer nicht berechnet, kommt per Rückerstattung oder Abhebung zu Ihnen zurück.</translation>
    </message>
    <message>
        <source>Ask for a &amp;refund</source>
        <translation>Um &amp;Rückerstattung bitten</translation>
    </message>
    <message>
        <source>Ask the seller to send back all it has not charged. Paydesk signs a voucher for no more than the seller charged already, so the seller gains nothing by it.</source>
        <translation>Den Verkäufer bitten, alles zurückzusenden, was er nicht berechnet hat. Paydesk signiert einen Gutschein über nicht mehr, als der Verkäufer bereits berechnet hat, der Verkäufer gewinnt dadurch also nichts.</translation>
    </message>
    <message>
        <source>&amp;Withdraw…</source>
        <translation>&amp;Abheben…</translation>
    </message>
    <message>
        <source>Take back what the seller has not charged without its help: a transaction from your wallet, reviewed first. It takes two steps, the channel&apos;s withdraw delay apart.</source>
        <translation>Zurückholen, was der Verkäufer nicht berechnet hat, ohne seine Hilfe: eine Transaktion aus Ihrem Wallet, zuerst geprüft. Es sind zwei Schritte, die die Abhebungsfrist des Kanals trennt.</translation>
    </message>
    <message>
        <source>Select a channel.</source>
        <translation>Wählen Sie einen Kanal.</translation>
    </message>
    <message>
        <source>A withdrawal is under way: withdraw again once the delay has passed to finish it.</source>
        <translation>Eine Abhebung läuft: Heben Sie nach Ablauf der Frist erneut ab, um sie abzuschließen.</translation>
    </message>
    <message>
        <source>Unused for a week: ask %1 to refund %2.</source>
        <translation>Seit einer Woche ungenutzt: Bitten Sie %1, %2 zu erstatten.</translation>
    </message>
    <message>
        <source>Paydesk is locked. Unlock it to ask for a refund.</source>
        <translation>Paydesk ist gesperrt. Entsperren Sie es, um um eine Rückerstattung zu bitten.</translation>
    </message>
    <message>
        <source>Asking the seller for a refund…</source>
        <translation>Der Verkäufer wird um eine Rückerstattung gebeten…</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::CopyField</name>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Copy %1</source>
        <translation>%1 kopieren</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Kopiert</translation>
    </message>
    <message>
        <source>Open in the block explorer</source>
        <translation>Im Block-Explorer öffnen</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::CreateWalletDialog</name>
    <message>
        <source>Create a local wallet</source>
        <translation>Lokales Wallet erstellen</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Zurück</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Weiter</translation>
    </message>
    <message>
        <source>&amp;12 words</source>
        <translation>&amp;12 Wörter</translation>
    </message>
    <message>
        <source>&amp;24 words</source>
        <translation>&amp;24 Wörter</translation>
    </message>
    <message>
        <source>Length:</source>
        <translation>Länge:</translation>
    </message>
    <message>
        <source>Wallet label</source>
        <translation>Bezeichnung des Wallets</translation>
    </message>
    <message>
        <source>e.g. Everyday payments</source>
        <translation>z. B. Alltägliche Zahlungen</translation>
    </message>
    <message>
        <source>&amp;Label:</source>
        <translation>&amp;Bezeichnung:</translation>
    </message>
    <message>
        <source>Add a BIP39 &amp;passphrase (advanced)</source>
        <translation>BIP39-&amp;Passphrase hinzufügen (fortgeschritten)</translation>
    </message>
    <message>
        <source>Passphrase</source>
        <translation>Passphrase</translation>
    </message>
    <message>
        <source>Passphrase again</source>
        <translation>Passphrase wiederholen</translation>
    </message>
    <message>
        <source>Pass&amp;phrase:</source>
        <translation>Pass&amp;phrase:</translation>
    </message>
    <message>
        <source>&amp;Again:</source>
        <translation>Wieder&amp;holung:</translation>
    </message>
    <message>
        <source>The passphrase is a second secret: without both the words and the passphrase the wallet cannot be restored. Paydesk does not store it.</source>
        <translation>Die Passphrase ist ein zweites Geheimnis: Ohne die Wörter und die Passphrase zusammen kann das Wallet nicht wiederhergestellt werden. Paydesk speichert sie nicht.</translation>
    </message>
    <message>
        <source>Write these words on paper, in this order, and keep it somewhere safe and offline. Anyone who has them can take the funds. Paydesk shows them only this once.</source>
        <translation>Schreiben Sie diese Wörter in dieser Reihenfolge auf Papier und bewahren Sie es an einem sicheren Ort offline auf. Wer sie besitzt, kann das Guthaben an sich nehmen. Paydesk zeigt sie nur dieses eine Mal an.</translation>
    </message>
    <message>
        <source>I have &amp;written down all the words in order</source>
        <translation>Ich habe alle Wörter der Reihe nach &amp;aufgeschrieben</translation>
    </message>
    <message>
        <source>Check your copy: type these words from what you wrote down. The wallet is created only when they match.</source>
        <translation>Prüfen Sie Ihre Kopie: Geben Sie diese Wörter aus Ihren Notizen ein. Das Wallet wird erst erstellt, wenn sie übereinstimmen.</translation>
    </message>
    <message>
        <source>&amp;Create wallet</source>
        <translation>Wallet &amp;erstellen</translation>
    </message>
    <message>
        <source>Word number %1</source>
        <translation>Wort Nummer %1</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>The two passphrases differ.</source>
        <translation>Die beiden Passphrasen unterscheiden sich.</translation>
    </message>
    <message>
        <source>Word #%1 does not match your phrase. Look at your copy again, or go back to the words and write them down anew.</source>
        <translation>Wort Nr. %1 stimmt nicht mit Ihrer Phrase überein. Sehen Sie sich Ihre Kopie noch einmal an oder gehen Sie zurück zu den Wörtern und schreiben Sie sie neu auf.</translation>
    </message>
    <message>
        <source>Storing the key in the system keychain…</source>
        <translation>Schlüssel wird im Schlüsselbund des Systems gespeichert…</translation>
    </message>
    <message>
        <source>Word #%1:</source>
        <translation>Wort Nr. %1:</translation>
    </message>
    <message>
        <source>Paydesk makes a new recovery phrase and derives two accounts from it: Solana (m/44&apos;/501&apos;/0&apos;/0&apos;, as Phantom and Solflare) and EVM (m/44&apos;/60&apos;/0&apos;/0/0, as MetaMask). Their keys, and the phrase&apos;s seed for adding EVM accounts later, are kept in the system keychain.</source>
        <translation>Paydesk erzeugt eine neue Wiederherstellungsphrase und leitet daraus zwei Konten ab: Solana (m/44&apos;/501&apos;/0&apos;/0&apos;, wie Phantom und Solflare) und EVM (m/44&apos;/60&apos;/0&apos;/0/0, wie MetaMask). Ihre Schlüssel und der Seed der Phrase, mit dem später weitere EVM-Konten hinzukommen, werden im Schlüsselbund des Systems aufbewahrt.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::DailyCapsBox</name>
    <message>
        <source>Asset of the cap</source>
        <translation>Asset der Obergrenze</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>Cap per day for all sites</source>
        <translation>Obergrenze pro Tag für alle Websites</translation>
    </message>
    <message>
        <source>no cap</source>
        <translation>keine Obergrenze</translation>
    </message>
    <message>
        <source>Set ca&amp;p</source>
        <translation>Obergrenze &amp;setzen</translation>
    </message>
    <message>
        <source>Remo&amp;ve cap</source>
        <translation>Obergrenze &amp;entfernen</translation>
    </message>
    <message>
        <source>&amp;Asset:</source>
        <translation>&amp;Asset:</translation>
    </message>
    <message>
        <source>%1 a day on %2 (%3 spent in the last 24 hours)</source>
        <translation>%1 pro Tag auf %2 (%3 in den letzten 24 Stunden ausgegeben)</translation>
    </message>
    <message>
        <source>Type the cap as a number, like 1.5.</source>
        <translation>Geben Sie die Obergrenze als Zahl ein, zum Beispiel 1.5.</translation>
    </message>
    <message>
        <source>Caps for all sites</source>
        <translation>Obergrenzen für alle Websites</translation>
    </message>
    <message>
        <source>The most all sites together may take in one asset in 24 hours, or in dollars across every stablecoin in a day, week or month. Nothing is paid above a cap, not even a payment you approve.</source>
        <translation>Das Höchste, was alle Websites zusammen in einer Währung in 24 Stunden nehmen dürfen, oder in Dollar über alle Stablecoins an einem Tag, in einer Woche oder einem Monat. Über einer Obergrenze wird nichts bezahlt, auch keine Zahlung, die Sie bestätigen.</translation>
    </message>
    <message>
        <source>Cap in dollars for all sites</source>
        <translation>Obergrenze in Dollar für alle Websites</translation>
    </message>
    <message>
        <source>Window of the cap in dollars</source>
        <translation>Zeitraum der Obergrenze in Dollar</translation>
    </message>
    <message>
        <source>Set dollar cap</source>
        <translation>Dollar-Obergrenze setzen</translation>
    </message>
    <message>
        <source>Remove dollar cap</source>
        <translation>Dollar-Obergrenze entfernen</translation>
    </message>
    <message>
        <source>&amp;In dollars, any stablecoin:</source>
        <translation>&amp;In Dollar, jeder Stablecoin:</translation>
    </message>
    <message>
        <source>Counts USDC on every network together, in dollars; a token you added counts in its own unit, never as dollars</source>
        <translation>Zählt USDC in jedem Netzwerk zusammen, in Dollar; ein von Ihnen hinzugefügter Token zählt in seiner eigenen Einheit, nie als Dollar</translation>
    </message>
    <message>
        <source>%1 %2 in all dollar stablecoins together (%3 spent in the last %4)</source>
        <translation>%1 %2 in allen Dollar-Stablecoins zusammen (%3 ausgegeben in den letzten %4)</translation>
    </message>
    <message>
        <source>No cap for all sites is set.</source>
        <translation>Es ist keine Obergrenze für alle Websites gesetzt.</translation>
    </message>
    <message>
        <source>Type the cap as a number, like 5.</source>
        <translation>Geben Sie die Obergrenze als Zahl ein, etwa 5.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::DiagnosticsBox</name>
    <message>
        <source>About and diagnostics</source>
        <translation>Info und Diagnose</translation>
    </message>
    <message>
        <source>Paydesk writes a log (paydesk.log) to %1. It never holds keys, passphrases or other secrets.</source>
        <translation>Paydesk schreibt ein Log (paydesk.log) nach %1. Es enthält nie Schlüssel, Passphrasen oder andere Geheimnisse.</translation>
    </message>
    <message>
        <source>Open log folder</source>
        <translation>Log-Ordner öffnen</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::ErrorPanel</name>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>The outcome of the payment is unknown</source>
        <translation>Das Ergebnis der Zahlung ist unbekannt</translation>
    </message>
    <message>
        <source>Code %1.</source>
        <translation>Code %1.</translation>
    </message>
    <message>
        <source>%1 (code %2)</source>
        <translation>%1 (Code %2)</translation>
    </message>
    <message>
        <source>Open key settings</source>
        <translation>Schlüsseleinstellungen öffnen</translation>
    </message>
    <message>
        <source>Check status</source>
        <translation>Status prüfen</translation>
    </message>
    <message>
        <source>You can try again now.</source>
        <translation>Sie können es jetzt erneut versuchen.</translation>
    </message>
    <message>
        <source>Too many requests for this key&apos;s plan. Paydesk slows down: you can try again in %1 s.</source>
        <translation>Zu viele Anfragen für den Tarif dieses Schlüssels. Paydesk sendet langsamer: Sie können es in %1 s erneut versuchen.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::EvmReviewDialog</name>
    <message>
        <source>Review and sign the payment</source>
        <translation>Zahlung prüfen und signieren</translation>
    </message>
    <message>
        <source>Paydesk checked the transaction the service built against your node. This is exactly what you would sign:</source>
        <translation>Paydesk hat die vom Dienst erstellte Transaktion mit Ihrem Knoten geprüft. Genau das würden Sie signieren:</translation>
    </message>
    <message>
        <source>Getting the transaction from the service…</source>
        <translation>Transaktion wird vom Dienst abgerufen…</translation>
    </message>
    <message>
        <source>Speed &amp;up</source>
        <translation>&amp;Beschleunigen</translation>
    </message>
    <message>
        <source>Send the same payment again with the same nonce and at least 10 % higher fees: whichever lands, you pay once.</source>
        <translation>Dieselbe Zahlung erneut mit derselben Nonce und mindestens 10 % höheren Gebühren senden: Welche auch ankommt, Sie zahlen nur einmal.</translation>
    </message>
    <message>
        <source>Cancel &amp;payment</source>
        <translation>&amp;Zahlung stornieren</translation>
    </message>
    <message>
        <source>Replace it with a transfer of 0 to yourself with the same nonce: if that lands first, only its network fee is paid.</source>
        <translation>Sie durch eine Überweisung von 0 an Sie selbst mit derselben Nonce ersetzen: Kommt diese zuerst an, wird nur ihre Netzwerkgebühr bezahlt.</translation>
    </message>
    <message>
        <source>&amp;Sign &amp;&amp; send</source>
        <translation>&amp;Signieren &amp;&amp; senden</translation>
    </message>
    <message>
        <source>Sent. Waiting for a block to include it…</source>
        <translation>Gesendet. Warten auf einen Block, der sie aufnimmt…</translation>
    </message>
    <message>
        <source>You pay %1 to %2</source>
        <translation>Sie zahlen %1 an %2</translation>
    </message>
    <message>
        <source>Paydesk checked the transaction the service built and will not sign it:</source>
        <translation>Paydesk hat die vom Dienst erstellte Transaktion geprüft und wird sie nicht signieren:</translation>
    </message>
    <message>
        <source>Paydesk refused to sign this transaction: %1</source>
        <translation>Paydesk hat das Signieren dieser Transaktion verweigert: %1</translation>
    </message>
    <message>
        <source>Checking it against your node: chain, nonce, fees…</source>
        <translation>Prüfung mit Ihrem Knoten: Chain, Nonce, Gebühren…</translation>
    </message>
    <message>
        <source>Signing with the key from your system keychain…</source>
        <translation>Signieren mit dem Schlüssel aus dem Schlüsselbund Ihres Systems…</translation>
    </message>
    <message>
        <source>Signed and journaled. Sending it to your node…</source>
        <translation>Signiert und im Journal vermerkt. Wird an Ihren Knoten gesendet…</translation>
    </message>
    <message>
        <source>Transaction %1</source>
        <translation>Transaktion %1</translation>
    </message>
    <message>
        <source>Paid.</source>
        <translation>Bezahlt.</translation>
    </message>
    <message>
        <source>Waiting for a block.</source>
        <translation>Warten auf einen Block.</translation>
    </message>
    <message>
        <source>Speed up: the same payment, the same nonce, higher fees</source>
        <translation>Beschleunigen: dieselbe Zahlung, dieselbe Nonce, höhere Gebühren</translation>
    </message>
    <message>
        <source>Cancel: 0 to yourself with the same nonce</source>
        <translation>Stornieren: 0 an Sie selbst mit derselben Nonce</translation>
    </message>
    <message>
        <source>%1 (its network fee was at most %2)</source>
        <translation>%1 (ihre Netzwerkgebühr betrug höchstens %2)</translation>
    </message>
    <message>
        <source>This replaces the waiting transaction. Whichever of the two lands, the other never will:</source>
        <translation>Dies ersetzt die wartende Transaktion. Welche der beiden auch ankommt, die andere wird nie ankommen:</translation>
    </message>
    <message>
        <source>Cancelled: the payment was not made.</source>
        <translation>Storniert: Die Zahlung wurde nicht ausgeführt.</translation>
    </message>
    <message>
        <source>The cancel landed first, so the payment can no longer land; only its network fee was paid.</source>
        <translation>Die Stornierung ist zuerst angekommen, daher kann die Zahlung nicht mehr ankommen; nur ihre Netzwerkgebühr wurde bezahlt.</translation>
    </message>
    <message numerus="yes">
        <source>Waiting for a block for %n s. Until its nonce is used it can still land; Paydesk never pays it twice.</source>
        <translation>
            <numerusform>Seit %n s Warten auf einen Block. Solange ihre Nonce nicht verwendet ist, kann sie noch ankommen; Paydesk zahlt sie nie doppelt.</numerusform>
            <numerusform>Seit %n s Warten auf einen Block. Solange ihre Nonce nicht verwendet ist, kann sie noch ankommen; Paydesk zahlt sie nie doppelt.</numerusform>
        </translation>
    </message>
    <message>
        <source>The service gave no time limit for its quote.</source>
        <translation>Der Dienst hat für sein Angebot keine Frist angegeben.</translation>
    </message>
    <message>
        <source>The service&apos;s quote (nonce, fees) ends in %1 s: too little to sign safely. Close and review again.</source>
        <translation>Das Angebot des Dienstes (Nonce, Gebühren) endet in %1 s: zu wenig Zeit, um sicher zu signieren. Schließen Sie den Dialog und prüfen Sie erneut.</translation>
    </message>
    <message>
        <source>The service stands by this quote for %1 more seconds.</source>
        <translation>Der Dienst hält dieses Angebot noch %1 Sekunden aufrecht.</translation>
    </message>
    <message>
        <source>&amp;Sign replacement</source>
        <translation>Ersatz &amp;signieren</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::EvmRpcSettingsBox</name>
    <message>
        <source>EVM network for local mode</source>
        <translation>EVM-Netzwerk für den lokalen Modus</translation>
    </message>
    <message>
        <source>EVM network</source>
        <translation>EVM-Netzwerk</translation>
    </message>
    <message>
        <source>EVM net&amp;work:</source>
        <translation>EVM-Netz&amp;werk:</translation>
    </message>
    <message>
        <source>EVM RPC endpoint URL</source>
        <translation>URL des EVM-RPC-Endpunkts</translation>
    </message>
    <message>
        <source>Use this en&amp;dpoint</source>
        <translation>Diesen En&amp;dpunkt verwenden</translation>
    </message>
    <message>
        <source>RPC UR&amp;L:</source>
        <translation>RPC-UR&amp;L:</translation>
    </message>
    <message>
        <source>Chec&amp;k connection</source>
        <translation>Verbindung übe&amp;rprüfen</translation>
    </message>
    <message>
        <source>Explorer:</source>
        <translation>Explorer:</translation>
    </message>
    <message>
        <source>None for this network.</source>
        <translation>Keiner für dieses Netzwerk.</translation>
    </message>
    <message>
        <source>Highest network fee Paydesk signs for an EVM payment, in ETH</source>
        <translation>Höchste Netzwerkgebühr, die Paydesk für eine EVM-Zahlung signiert, in ETH</translation>
    </message>
    <message>
        <source>Network &amp;fee cap:</source>
        <translation>Obergrenze der Netzwerk&amp;gebühr:</translation>
    </message>
    <message>
        <source>Paydesk refuses to sign an EVM transaction whose gas may cost more (gas limit × max fee per gas).</source>
        <translation>Paydesk verweigert das Signieren einer EVM-Transaktion, deren Gas mehr kosten kann (Gaslimit × maximale Gebühr pro Gas).</translation>
    </message>
    <message>
        <source>Enter an amount of ETH greater than 0, such as 0.005.</source>
        <translation>Geben Sie einen ETH-Betrag größer als 0 ein, zum Beispiel 0.005.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::EvmSummaryView</name>
    <message>
        <source>Network</source>
        <translation>Netzwerk</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>To</source>
        <translation>An</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Betrag</translation>
    </message>
    <message>
        <source>Nonce</source>
        <translation>Nonce</translation>
    </message>
    <message>
        <source>Gas limit</source>
        <translation>Gaslimit</translation>
    </message>
    <message>
        <source>Max fee per gas</source>
        <translation>Maximale Gebühr pro Gas</translation>
    </message>
    <message>
        <source>Priority fee per gas</source>
        <translation>Prioritätsgebühr pro Gas</translation>
    </message>
    <message>
        <source>Network fee, at most</source>
        <translation>Netzwerkgebühr, höchstens</translation>
    </message>
    <message>
        <source>Total, at most</source>
        <translation>Gesamt, höchstens</translation>
    </message>
    <message>
        <source>Simulation</source>
        <translation>Simulation</translation>
    </message>
    <message>
        <source>Replaces</source>
        <translation>Ersetzt</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>%1 ETH</source>
        <translation>%1 ETH</translation>
    </message>
    <message>
        <source>%1 gwei</source>
        <translation>%1 gwei</translation>
    </message>
    <message>
        <source>%1 (chain %2) through %3</source>
        <translation>%1 (Chain %2) über %3</translation>
    </message>
    <message>
        <source>nobody: it would create a contract</source>
        <translation>niemand: Sie würde einen Vertrag erstellen</translation>
    </message>
    <message>
        <source>%1 (gas limit × max fee per gas; usually much less is charged)</source>
        <translation>%1 (Gaslimit × maximale Gebühr pro Gas; meist wird viel weniger berechnet)</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>Aufruf</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::FlowReviewDialog</name>
    <message>
        <source>Getting the transaction from the service…</source>
        <translation>Transaktion wird vom Dienst abgerufen…</translation>
    </message>
    <message>
        <source>Time left to sign</source>
        <translation>Verbleibende Zeit zum Signieren</translation>
    </message>
    <message>
        <source>&amp;Decline</source>
        <translation>&amp;Ablehnen</translation>
    </message>
    <message>
        <source>&amp;Sign &amp;&amp; send</source>
        <translation>&amp;Signieren &amp;&amp; senden</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Paydesk is locked. Unlock it to sign this transaction.</source>
        <translation>Paydesk ist gesperrt. Entsperren Sie es, um diese Transaktion zu signieren.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::GuiMain</name>
    <message>
        <source>The configured service address cannot be used (%1). Paydesk opened the sandbox instead.</source>
        <translation>Die konfigurierte Dienstadresse kann nicht verwendet werden (%1). Paydesk hat stattdessen die Sandbox geöffnet.</translation>
    </message>
    <message>
        <source>%1 History is kept in memory for this session.</source>
        <translation>%1 Der Verlauf wird für diese Sitzung im Arbeitsspeicher gehalten.</translation>
    </message>
    <message>
        <source>Paydesk</source>
        <translation>Paydesk</translation>
    </message>
    <message>
        <source>Opening your payment history…</source>
        <translation>Ihr Zahlungsverlauf wird geöffnet…</translation>
    </message>
    <message>
        <source>Starting the sandbox…</source>
        <translation>Sandbox wird gestartet…</translation>
    </message>
    <message>
        <source>Connecting to the payment service…</source>
        <translation>Verbindung zum Zahlungsdienst wird hergestellt…</translation>
    </message>
    <message>
        <source>Preparing the window…</source>
        <translation>Fenster wird vorbereitet…</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::HistoryPage</name>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>Payments sent and received by a wallet. Saved on this computer, so they show at once, also offline; Paydesk fetches what is new in the background.</source>
        <translation>Von einem Wallet gesendete und empfangene Zahlungen. Sie sind auf diesem Computer gespeichert und werden daher sofort angezeigt, auch offline; Paydesk ruft Neues im Hintergrund ab.</translation>
    </message>
    <message>
        <source>Payments</source>
        <translation>Zahlungen</translation>
    </message>
    <message>
        <source>Fetching payments from the service…</source>
        <translation>Zahlungen werden vom Dienst abgerufen…</translation>
    </message>
    <message>
        <source>The service asked Paydesk to slow down: trying again in %1 s…</source>
        <translation>Der Dienst hat Paydesk gebeten, langsamer zu senden: neuer Versuch in %1 s…</translation>
    </message>
    <message>
        <source>Wallet</source>
        <translation>Wallet</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Anzeigen</translation>
    </message>
    <message>
        <source>All payments</source>
        <translation>Alle Zahlungen</translation>
    </message>
    <message>
        <source>Sent</source>
        <translation>Gesendet</translation>
    </message>
    <message>
        <source>Received</source>
        <translation>Empfangen</translation>
    </message>
    <message>
        <source>Search payments</source>
        <translation>Zahlungen durchsuchen</translation>
    </message>
    <message>
        <source>Search id, address, amount, resource…</source>
        <translation>ID, Adresse, Betrag, Ressource suchen…</translation>
    </message>
    <message>
        <source>Re&amp;fresh</source>
        <translation>&amp;Aktualisieren</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>CSV e&amp;xportieren…</translation>
    </message>
    <message>
        <source>Page si&amp;ze:</source>
        <translation>Seiten&amp;größe:</translation>
    </message>
    <message>
        <source>Payments per request to the service</source>
        <translation>Zahlungen pro Anfrage an den Dienst</translation>
    </message>
    <message>
        <source>Load &amp;older</source>
        <translation>Ä&amp;ltere laden</translation>
    </message>
    <message>
        <source>Load older payments from the service</source>
        <translation>Ältere Zahlungen vom Dienst laden</translation>
    </message>
    <message>
        <source>No wallet yet. Add one in Settings → Wallets to see its payments here.</source>
        <translation>Noch kein Wallet. Fügen Sie eines unter Einstellungen → Wallets hinzu, um seine Zahlungen hier zu sehen.</translation>
    </message>
    <message>
        <source>No payment matches “%1”. Clear the search to see all payments.</source>
        <translation>Keine Zahlung entspricht „%1“. Leeren Sie die Suche, um alle Zahlungen zu sehen.</translation>
    </message>
    <message>
        <source>No payments of this type yet. Choose “All payments” to see the others.</source>
        <translation>Noch keine Zahlungen dieses Typs. Wählen Sie „Alle Zahlungen“, um die anderen zu sehen.</translation>
    </message>
    <message>
        <source>No payments yet for this wallet. Payments you send or receive appear here; use Refresh to ask the service now.</source>
        <translation>Noch keine Zahlungen für dieses Wallet. Zahlungen, die Sie senden oder empfangen, erscheinen hier; mit Aktualisieren fragen Sie den Dienst sofort ab.</translation>
    </message>
    <message>
        <source>Shown: %1</source>
        <translation>Angezeigt: %1</translation>
    </message>
    <message>
        <source>Fetched from the service: %1 of %2</source>
        <translation>Vom Dienst abgerufen: %1 von %2</translation>
    </message>
    <message>
        <source>Updated %1</source>
        <translation>Aktualisiert %1</translation>
    </message>
    <message>
        <source>Not fetched yet</source>
        <translation>Noch nicht abgerufen</translation>
    </message>
    <message>
        <source>Fetch the next page (%1) from the service</source>
        <translation>Die nächste Seite (%1) vom Dienst abrufen</translation>
    </message>
    <message>
        <source>Every payment has been fetched.</source>
        <translation>Alle Zahlungen wurden abgerufen.</translation>
    </message>
    <message>
        <source>Export payments</source>
        <translation>Zahlungen exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>The export failed</source>
        <translation>Der Export ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>%1 could not be written.</source>
        <translation>%1 konnte nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Exported to %1: %2</source>
        <translation>Exportiert nach %1: %2</translation>
    </message>
    <message>
        <source>Balance: %1</source>
        <translation>Kontostand: %1</translation>
    </message>
    <message>
        <source>seller did not accept</source>
        <translation>Verkäufer hat nicht akzeptiert</translation>
    </message>
    <message>
        <source>Shown: over %1 (counting…)</source>
        <translation>Angezeigt: über %1 (wird gezählt…)</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::HistoryRowMenu</name>
    <message>
        <source>Show the payment&apos;s &amp;status</source>
        <translation>&amp;Status der Zahlung anzeigen</translation>
    </message>
    <message>
        <source>Open in the block &amp;explorer</source>
        <translation>Im Block-&amp;Explorer öffnen</translation>
    </message>
    <message>
        <source>The payment has no transaction on chain yet.</source>
        <translation>Die Zahlung hat noch keine Transaktion auf der Chain.</translation>
    </message>
    <message>
        <source>No block explorer knows this network (the sandbox&apos;s chains are on this computer only).</source>
        <translation>Kein Block-Explorer kennt dieses Netzwerk (die Chains der Sandbox gibt es nur auf diesem Computer).</translation>
    </message>
    <message>
        <source>Copy the &amp;transaction</source>
        <translation>&amp;Transaktion kopieren</translation>
    </message>
    <message>
        <source>Copy the &amp;payment id</source>
        <translation>&amp;Zahlungs-ID kopieren</translation>
    </message>
    <message>
        <source>Paydesk signed this payment itself and the seller&apos;s facilitator settled it: no payment service tracks it. Its receipt is below.</source>
        <translation>Paydesk hat diese Zahlung selbst signiert und der Facilitator des Verkäufers hat sie abgewickelt: Kein Zahlungsdienst verfolgt sie. Ihre Quittung steht unten.</translation>
    </message>
    <message>
        <source>Open the seller&apos;s &amp;receipt in the block explorer</source>
        <translation>&amp;Quittung des Verkäufers im Block-Explorer öffnen</translation>
    </message>
    <message>
        <source>No block explorer knows the receipt&apos;s network (%1).</source>
        <translation>Kein Block-Explorer kennt das Netzwerk der Quittung (%1).</translation>
    </message>
    <message>
        <source>Copy the receipt&apos;s transaction</source>
        <translation>Transaktion der Quittung kopieren</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::ImportWalletDialog</name>
    <message>
        <source>Import a wallet</source>
        <translation>Wallet importieren</translation>
    </message>
    <message>
        <source>What you import</source>
        <translation>Was Sie importieren</translation>
    </message>
    <message>
        <source>&amp;Import from:</source>
        <translation>Importieren &amp;aus:</translation>
    </message>
    <message>
        <source>Recovery phrase</source>
        <translation>Wiederherstellungsphrase</translation>
    </message>
    <message>
        <source>The words, separated by spaces or new lines</source>
        <translation>Die Wörter, getrennt durch Leerzeichen oder Zeilenumbrüche</translation>
    </message>
    <message>
        <source>&amp;Words:</source>
        <translation>&amp;Wörter:</translation>
    </message>
    <message>
        <source>BIP39 passphrase (optional)</source>
        <translation>BIP39-Passphrase (optional)</translation>
    </message>
    <message>
        <source>Only if you set one</source>
        <translation>Nur wenn Sie eine festgelegt haben</translation>
    </message>
    <message>
        <source>&amp;Passphrase:</source>
        <translation>&amp;Passphrase:</translation>
    </message>
    <message>
        <source>&amp;Secret key:</source>
        <translation>&amp;Geheimer Schlüssel:</translation>
    </message>
    <message>
        <source>~/.config/solana/id.json</source>
        <translation>~/.config/solana/id.json</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>Durch&amp;suchen…</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>&amp;Datei:</translation>
    </message>
    <message>
        <source>Wallet label</source>
        <translation>Bezeichnung des Wallets</translation>
    </message>
    <message>
        <source>&amp;Label:</source>
        <translation>&amp;Bezeichnung:</translation>
    </message>
    <message>
        <source>The key is checked, then kept only in the system keychain.</source>
        <translation>Der Schlüssel wird geprüft und dann nur im Schlüsselbund des Systems aufbewahrt.</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importieren</translation>
    </message>
    <message>
        <source>Choose a keypair file</source>
        <translation>Schlüsselpaardatei auswählen</translation>
    </message>
    <message>
        <source>Keypair files (*.json);;All files (*)</source>
        <translation>Schlüsselpaardateien (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Checking the key and storing it in the system keychain…</source>
        <translation>Schlüssel wird geprüft und im Schlüsselbund des Systems gespeichert…</translation>
    </message>
    <message>
        <source>Recovery phrase (12 or 24 words): Solana and EVM accounts</source>
        <translation>Wiederherstellungsphrase (12 oder 24 Wörter): Solana- und EVM-Konten</translation>
    </message>
    <message>
        <source>Solana secret key (base58, as Phantom or Solflare export it)</source>
        <translation>Geheimer Solana-Schlüssel (base58, wie Phantom oder Solflare ihn exportieren)</translation>
    </message>
    <message>
        <source>Solana keypair file (solana-keygen JSON)</source>
        <translation>Solana-Schlüsselpaardatei (solana-keygen-JSON)</translation>
    </message>
    <message>
        <source>EVM private key (64 hex digits, as MetaMask exports it)</source>
        <translation>Privater EVM-Schlüssel (64 Hex-Ziffern, wie MetaMask ihn exportiert)</translation>
    </message>
    <message>
        <source>EVM keystore file (Ethereum JSON, version 3)</source>
        <translation>EVM-Keystore-Datei (Ethereum-JSON, Version 3)</translation>
    </message>
    <message>
        <source>&amp;Private key:</source>
        <translation>&amp;Privater Schlüssel:</translation>
    </message>
    <message>
        <source>UTC--…--&lt;address&gt;.json</source>
        <translation>UTC--…--&lt;address&gt;.json</translation>
    </message>
    <message>
        <source>Password of the keystore file</source>
        <translation>Passwort der Keystore-Datei</translation>
    </message>
    <message>
        <source>Used once to open the file, never stored</source>
        <translation>Wird einmal zum Öffnen der Datei verwendet, nie gespeichert</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>Pass&amp;wort:</translation>
    </message>
    <message>
        <source>&amp;Solana account</source>
        <translation>&amp;Solana-Konto</translation>
    </message>
    <message>
        <source>Derivation path of the Solana account</source>
        <translation>Ableitungspfad des Solana-Kontos</translation>
    </message>
    <message>
        <source>&amp;EVM account</source>
        <translation>&amp;EVM-Konto</translation>
    </message>
    <message>
        <source>Derivation path of the EVM account</source>
        <translation>Ableitungspfad des EVM-Kontos</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Choose a keystore file</source>
        <translation>Keystore-Datei auswählen</translation>
    </message>
    <message>
        <source>Keystore files (*.json UTC--*);;All files (*)</source>
        <translation>Keystore-Dateien (*.json UTC--*);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Opening the keystore file with its password…</source>
        <translation>Keystore-Datei wird mit ihrem Passwort geöffnet…</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::LiveIndicator</name>
    <message>
        <source>● Live</source>
        <translation>● Live</translation>
    </message>
    <message>
        <source>The service tells Paydesk about payments as they happen.</source>
        <translation>Der Dienst meldet Paydesk Zahlungen, sobald sie geschehen.</translation>
    </message>
    <message>
        <source>○ Polling</source>
        <translation>○ Abfragen</translation>
    </message>
    <message>
        <source>Connecting to the service&apos;s live events; meanwhile Paydesk looks for changes itself.</source>
        <translation>Verbinde mit den Live-Ereignissen des Dienstes; bis dahin sucht Paydesk selbst nach Änderungen.</translation>
    </message>
    <message>
        <source>Paydesk looks for changes itself; it tries the live events again every five minutes.</source>
        <translation>Paydesk sucht selbst nach Änderungen; alle fünf Minuten versucht es die Live-Ereignisse erneut.</translation>
    </message>
    <message>
        <source>%1 It tries the live events again every five minutes.</source>
        <translation>%1 Alle fünf Minuten versucht es die Live-Ereignisse erneut.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::LockController</name>
    <message>
        <source>&amp;Lock now</source>
        <translation>Jetzt &amp;sperren</translation>
    </message>
    <message>
        <source>Lock</source>
        <translation>Sperre</translation>
    </message>
    <message>
        <source>Paydesk has no lock passphrase yet. Set one in Settings, under Lock, to lock Paydesk and to use auto-lock.</source>
        <translation>Paydesk hat noch keine Sperr-Passphrase. Legen Sie in den Einstellungen unter Sperre eine fest, um Paydesk zu sperren und die automatische Sperre zu verwenden.</translation>
    </message>
    <message>
        <source>The lock cannot be set up: %1</source>
        <translation>Die Sperre kann nicht eingerichtet werden: %1</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::LockOverlay</name>
    <message>
        <source>Paydesk is locked</source>
        <translation>Paydesk ist gesperrt</translation>
    </message>
    <message>
        <source>Your wallets, balances and history are hidden, and nothing is signed or sent. Enter your lock passphrase to continue.</source>
        <translation>Ihre Wallets, Kontostände und Ihr Verlauf sind ausgeblendet, und es wird nichts signiert oder gesendet. Geben Sie Ihre Sperr-Passphrase ein, um fortzufahren.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::LockPrompt</name>
    <message>
        <source>Lock passphrase</source>
        <translation>Sperr-Passphrase</translation>
    </message>
    <message>
        <source>Passphrase</source>
        <translation>Passphrase</translation>
    </message>
    <message>
        <source>&amp;Unlock</source>
        <translation>&amp;Entsperren</translation>
    </message>
    <message>
        <source>Unlock result</source>
        <translation>Ergebnis der Entsperrung</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Wird geprüft…</translation>
    </message>
    <message>
        <source>Wrong passphrase. Try again in %1 s.</source>
        <translation>Falsche Passphrase. Versuchen Sie es in %1 s erneut.</translation>
    </message>
    <message>
        <source>Wrong passphrase. You can try again now.</source>
        <translation>Falsche Passphrase. Sie können es jetzt erneut versuchen.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::LockSettingsBox</name>
    <message>
        <source>Lock</source>
        <translation>Sperre</translation>
    </message>
    <message>
        <source>Passphrase:</source>
        <translation>Passphrase:</translation>
    </message>
    <message>
        <source>Set &amp;passphrase…</source>
        <translation>&amp;Passphrase festlegen…</translation>
    </message>
    <message>
        <source>C&amp;hange passphrase…</source>
        <translation>Passphrase ä&amp;ndern…</translation>
    </message>
    <message>
        <source>Remove passphrase…</source>
        <translation>Passphrase entfernen…</translation>
    </message>
    <message>
        <source>Lock &amp;now</source>
        <translation>Jetzt &amp;sperren</translation>
    </message>
    <message>
        <source>Lock Paydesk now (Ctrl+L)</source>
        <translation>Paydesk jetzt sperren (Strg+L)</translation>
    </message>
    <message>
        <source>Lock after idle time</source>
        <translation>Nach Inaktivität sperren</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Nie</translation>
    </message>
    <message>
        <source>After %1 min without input</source>
        <translation>Nach %1 min ohne Eingabe</translation>
    </message>
    <message>
        <source>&amp;Auto-lock:</source>
        <translation>&amp;Automatische Sperre:</translation>
    </message>
    <message>
        <source>The lock cannot be set up: %1</source>
        <translation>Die Sperre kann nicht eingerichtet werden: %1</translation>
    </message>
    <message>
        <source>Set. Signing and sending need it after Paydesk locks, and Paydesk starts locked.</source>
        <translation>Festgelegt. Signieren und Senden erfordern sie, nachdem Paydesk gesperrt wurde, und Paydesk startet gesperrt.</translation>
    </message>
    <message>
        <source>None. Paydesk does not lock; anyone at this computer can use it.</source>
        <translation>Keine. Paydesk wird nicht gesperrt; jeder an diesem Computer kann es verwenden.</translation>
    </message>
    <message>
        <source>Input anywhere in Paydesk counts as activity.</source>
        <translation>Eingaben an beliebiger Stelle in Paydesk zählen als Aktivität.</translation>
    </message>
    <message>
        <source>Set a passphrase to use auto-lock.</source>
        <translation>Legen Sie eine Passphrase fest, um die automatische Sperre zu verwenden.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::MainWindow</name>
    <message>
        <source>Navigation</source>
        <translation>Navigation</translation>
    </message>
    <message>
        <source>Welcome</source>
        <translation>Willkommen</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Senden</translation>
    </message>
    <message>
        <source>Receive / verify</source>
        <translation>Empfangen / verifizieren</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Paydesk — Sandbox: test funds only</source>
        <translation>Paydesk — Sandbox: nur Testguthaben</translation>
    </message>
    <message>
        <source>Paydesk</source>
        <translation>Paydesk</translation>
    </message>
    <message>
        <source>Built-in sandbox at %1</source>
        <translation>Integrierte Sandbox unter %1</translation>
    </message>
    <message>
        <source>Service: %1</source>
        <translation>Dienst: %1</translation>
    </message>
    <message>
        <source>%1 · no API key yet: add it in Settings</source>
        <translation>%1 · noch kein API-Schlüssel: Fügen Sie ihn in den Einstellungen hinzu</translation>
    </message>
    <message>
        <source>%1 · the system keychain is not available</source>
        <translation>%1 · der Schlüsselbund des Systems ist nicht verfügbar</translation>
    </message>
    <message>
        <source>Wallets</source>
        <translation>Wallets</translation>
    </message>
    <message>
        <source>Unfinished local payments from an earlier session: %1. Paydesk follows them to their final state…</source>
        <translation>Unvollendete lokale Zahlungen aus einer früheren Sitzung: %1. Paydesk verfolgt sie bis zu ihrem endgültigen Status…</translation>
    </message>
    <message>
        <source>Pay for a resource</source>
        <translation>Für eine Ressource bezahlen</translation>
    </message>
    <message>
        <source>Agents</source>
        <translation>Agenten</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>Übersicht</translation>
    </message>
    <message>
        <source>Spending rules</source>
        <translation>Ausgaberegeln</translation>
    </message>
    <message>
        <source>Payment channels</source>
        <translation>Zahlungskanäle</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::MetadataEditor</name>
    <message>
        <source>Metadata</source>
        <translation>Metadaten</translation>
    </message>
    <message>
        <source>Key and value pairs sent with the payment</source>
        <translation>Schlüssel-Wert-Paare, die mit der Zahlung gesendet werden</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Add a metadata entry</source>
        <translation>Einen Metadateneintrag hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Remove the selected metadata entry</source>
        <translation>Den ausgewählten Metadateneintrag entfernen</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::NodeSettingsBox</name>
    <message>
        <source>Not checked yet.</source>
        <translation>Noch nicht geprüft.</translation>
    </message>
    <message>
        <source>Status:</source>
        <translation>Status:</translation>
    </message>
    <message>
        <source>Checking %1…</source>
        <translation>%1 wird geprüft…</translation>
    </message>
    <message>
        <source>https://your-rpc.example.com</source>
        <translation>https://ihr-rpc.example.com</translation>
    </message>
    <message>
        <source>Enter the URL, then choose “Use this endpoint”.</source>
        <translation>Geben Sie die URL ein und wählen Sie dann „Diesen Endpunkt verwenden“.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::NoticeBar</name>
    <message>
        <source>Dismiss</source>
        <translation>Ausblenden</translation>
    </message>
    <message>
        <source>Dismiss the notice</source>
        <translation>Den Hinweis ausblenden</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::OverviewPage</name>
    <message>
        <source>Overview</source>
        <translation>Übersicht</translation>
    </message>
    <message>
        <source>Where your money is, what waits for you, and the newest payments as they arrive.</source>
        <translation>Wo Ihr Geld ist, was auf Sie wartet, und die neuesten Zahlungen, sobald sie eintreffen.</translation>
    </message>
    <message>
        <source>Your money</source>
        <translation>Ihr Geld</translation>
    </message>
    <message>
        <source>Waiting for you</source>
        <translation>Wartet auf Sie</translation>
    </message>
    <message>
        <source>Recent activity</source>
        <translation>Letzte Aktivität</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <source>Wallet</source>
        <translation>Wallet</translation>
    </message>
    <message>
        <source>Payment</source>
        <translation>Zahlung</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Double-click a payment to see its status.</source>
        <translation>Doppelklicken Sie auf eine Zahlung, um ihren Status zu sehen.</translation>
    </message>
    <message>
        <source>Agents today</source>
        <translation>Agenten heute</translation>
    </message>
    <message>
        <source>%1 US dollars in stablecoins</source>
        <translation>%1 US-Dollar in Stablecoins</translation>
    </message>
    <message>
        <source>No dollar stablecoins yet</source>
        <translation>Noch keine Dollar-Stablecoins</translation>
    </message>
    <message>
        <source>No wallets yet: create or import one on the Wallets page.</source>
        <translation>Noch keine Wallets: Legen Sie eine auf der Seite „Wallets“ an oder importieren Sie eine.</translation>
    </message>
    <message>
        <source>Open &amp;Wallets</source>
        <translation>&amp;Wallets öffnen</translation>
    </message>
    <message numerus="yes">
        <source>in %n wallet(s)</source>
        <translation>
            <numerusform>in %n Wallet</numerusform>
            <numerusform>in %n Wallets</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1; %n not read yet</source>
        <translation>
            <numerusform>%1; %n noch nicht gelesen</numerusform>
            <numerusform>%1; %n noch nicht gelesen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n payment(s) of your agents wait for your approval.</source>
        <translation>
            <numerusform>%n Zahlung Ihrer Agenten wartet auf Ihre Freigabe.</numerusform>
            <numerusform>%n Zahlungen Ihrer Agenten warten auf Ihre Freigabe.</numerusform>
        </translation>
    </message>
    <message>
        <source>Open &amp;Agents</source>
        <translation>&amp;Agenten öffnen</translation>
    </message>
    <message numerus="yes">
        <source>%n local payment(s) built by the service wait unsigned; they expire by themselves, nothing is charged.</source>
        <translation>
            <numerusform>%n lokale, vom Dienst erstellte Zahlung wartet unsigniert; sie verfällt von selbst, es wird nichts berechnet.</numerusform>
            <numerusform>%n lokale, vom Dienst erstellte Zahlungen warten unsigniert; sie verfallen von selbst, es wird nichts berechnet.</numerusform>
        </translation>
    </message>
    <message>
        <source>Open &amp;History</source>
        <translation>&amp;Verlauf öffnen</translation>
    </message>
    <message numerus="yes">
        <source>%n payment(s) have an outcome Paydesk does not know yet; it follows them to the end, nothing is paid twice.</source>
        <translation>
            <numerusform>Bei %n Zahlung kennt Paydesk das Ergebnis noch nicht; es verfolgt sie bis zum Ende, nichts wird doppelt bezahlt.</numerusform>
            <numerusform>Bei %n Zahlungen kennt Paydesk das Ergebnis noch nicht; es verfolgt sie bis zum Ende, nichts wird doppelt bezahlt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Open &amp;Status</source>
        <translation>&amp;Status öffnen</translation>
    </message>
    <message>
        <source>Nothing waits for you.</source>
        <translation>Nichts wartet auf Sie.</translation>
    </message>
    <message>
        <source>No payments yet.</source>
        <translation>Noch keine Zahlungen.</translation>
    </message>
    <message>
        <source>↓ Received %1</source>
        <translation>↓ %1 erhalten</translation>
    </message>
    <message>
        <source>↓ Received %1 from %2</source>
        <translation>↓ %1 von %2 erhalten</translation>
    </message>
    <message>
        <source>↑ Sent %1</source>
        <translation>↑ %1 gesendet</translation>
    </message>
    <message>
        <source>↑ Sent %1 to %2</source>
        <translation>↑ %1 an %2 gesendet</translation>
    </message>
    <message>
        <source>%1 (live)</source>
        <translation>%1 (live)</translation>
    </message>
    <message>
        <source>%1 (paused)</source>
        <translation>%1 (pausiert)</translation>
    </message>
    <message>
        <source>%1 of %2 today</source>
        <translation>%1 von %2 heute</translation>
    </message>
    <message>
        <source>%1: %2% of today&apos;s budget</source>
        <translation>%1: %2 % des heutigen Budgets</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::PassphraseDialog</name>
    <message>
        <source>Set a lock passphrase</source>
        <translation>Sperr-Passphrase festlegen</translation>
    </message>
    <message>
        <source>Change the lock passphrase</source>
        <translation>Sperr-Passphrase ändern</translation>
    </message>
    <message>
        <source>Remove the lock passphrase</source>
        <translation>Sperr-Passphrase entfernen</translation>
    </message>
    <message>
        <source>Without a passphrase Paydesk does not lock, and auto-lock is off. Enter the current passphrase to remove it.</source>
        <translation>Ohne Passphrase wird Paydesk nicht gesperrt, und die automatische Sperre ist aus. Geben Sie die aktuelle Passphrase ein, um sie zu entfernen.</translation>
    </message>
    <message>
        <source>Paydesk asks for this passphrase after it locks (on demand or when you are away) before it signs or sends anything. It is stored only as an Argon2id hash in the system keychain.</source>
        <translation>Paydesk fragt nach dieser Passphrase, nachdem es gesperrt wurde (auf Wunsch oder wenn Sie abwesend sind), bevor es etwas signiert oder sendet. Sie wird nur als Argon2id-Hash im Schlüsselbund des Systems gespeichert.</translation>
    </message>
    <message>
        <source>Current passphrase</source>
        <translation>Aktuelle Passphrase</translation>
    </message>
    <message>
        <source>&amp;Current passphrase:</source>
        <translation>&amp;Aktuelle Passphrase:</translation>
    </message>
    <message>
        <source>New passphrase</source>
        <translation>Neue Passphrase</translation>
    </message>
    <message>
        <source>New passphrase, again</source>
        <translation>Neue Passphrase wiederholen</translation>
    </message>
    <message>
        <source>&amp;New passphrase:</source>
        <translation>&amp;Neue Passphrase:</translation>
    </message>
    <message>
        <source>&amp;Again:</source>
        <translation>&amp;Wiederholen:</translation>
    </message>
    <message>
        <source>Paydesk cannot recover a forgotten passphrase. Your wallet keys stay in the keychain either way; deleting the keychain entry &quot;%1&quot; removes the lock.</source>
        <translation>Paydesk kann eine vergessene Passphrase nicht wiederherstellen. Die Schlüssel Ihrer Wallets bleiben in jedem Fall im Schlüsselbund; wenn Sie den Schlüsselbund-Eintrag &quot;%1&quot; löschen, wird die Sperre entfernt.</translation>
    </message>
    <message>
        <source>&amp;Set passphrase</source>
        <translation>Passphrase &amp;festlegen</translation>
    </message>
    <message>
        <source>C&amp;hange passphrase</source>
        <translation>Passphrase ä&amp;ndern</translation>
    </message>
    <message>
        <source>&amp;Remove passphrase</source>
        <translation>Passphrase &amp;entfernen</translation>
    </message>
    <message>
        <source>At least %1 characters (now %2). A few unrelated words are easy to remember and hard to guess.</source>
        <translation>Mindestens %1 Zeichen (derzeit %2). Einige voneinander unabhängige Wörter sind leicht zu merken und schwer zu erraten.</translation>
    </message>
    <message>
        <source>Type it again to be sure.</source>
        <translation>Geben Sie sie zur Sicherheit erneut ein.</translation>
    </message>
    <message>
        <source>The two passphrases differ.</source>
        <translation>Die beiden Passphrasen unterscheiden sich.</translation>
    </message>
    <message>
        <source>Long enough. Longer is stronger.</source>
        <translation>Lang genug. Länger ist sicherer.</translation>
    </message>
    <message>
        <source>Good: a long passphrase.</source>
        <translation>Gut: eine lange Passphrase.</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Wird geprüft…</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::PayConfirmDialog</name>
    <message>
        <source>Pay for this resource?</source>
        <translation>Für diese Ressource bezahlen?</translation>
    </message>
    <message>
        <source>%1 asks to be paid</source>
        <translation>%1 verlangt eine Zahlung</translation>
    </message>
    <message>
        <source>URL:</source>
        <translation>URL:</translation>
    </message>
    <message>
        <source>Site:</source>
        <translation>Website:</translation>
    </message>
    <message>
        <source>Amount:</source>
        <translation>Betrag:</translation>
    </message>
    <message>
        <source>%1 (exactly; %2 atomic units)</source>
        <translation>%1 (genau; %2 atomare Einheiten)</translation>
    </message>
    <message>
        <source>Network:</source>
        <translation>Netzwerk:</translation>
    </message>
    <message>
        <source>Recipient:</source>
        <translation>Empfänger:</translation>
    </message>
    <message>
        <source>For:</source>
        <translation>Für:</translation>
    </message>
    <message>
        <source>From:</source>
        <translation>Von:</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>signed on this computer</source>
        <translation>auf diesem Computer signiert</translation>
    </message>
    <message>
        <source>paid by the service</source>
        <translation>vom Dienst bezahlt</translation>
    </message>
    <message>
        <source>Price valid:</source>
        <translation>Preis gültig:</translation>
    </message>
    <message>
        <source>Budget today:</source>
        <translation>Budget heute:</translation>
    </message>
    <message>
        <source>%1 %2 left of %3 %2 for this site (cap per payment %4 %2)</source>
        <translation>noch %1 %2 von %3 %2 für diese Website (Obergrenze pro Zahlung %4 %2)</translation>
    </message>
    <message>
        <source>You may already have paid for this URL: attempt %1 (%2, %3 on %4). Paydesk never pays twice by itself; paying again is your decision.</source>
        <translation>Möglicherweise haben Sie für diese URL bereits bezahlt: Versuch %1 (%2, %3 am %4). Paydesk zahlt nie von selbst zweimal; ob Sie erneut zahlen, entscheiden Sie.</translation>
    </message>
    <message>
        <source>no payment id yet</source>
        <translation>noch keine Zahlungs-ID</translation>
    </message>
    <message>
        <source>Automatic payments are frozen: Paydesk asks before every payment.</source>
        <translation>Automatische Zahlungen sind eingefroren: Paydesk fragt vor jeder Zahlung nach.</translation>
    </message>
    <message>
        <source>Cap per payment</source>
        <translation>Obergrenze pro Zahlung</translation>
    </message>
    <message>
        <source>Cap per day</source>
        <translation>Obergrenze pro Tag</translation>
    </message>
    <message>
        <source>per payment</source>
        <translation>pro Zahlung</translation>
    </message>
    <message>
        <source>Pay %1</source>
        <translation>%1 zahlen</translation>
    </message>
    <message>
        <source>&amp;Decline</source>
        <translation>&amp;Ablehnen</translation>
    </message>
    <message>
        <source>Cap per payment: %1</source>
        <translation>Obergrenze pro Zahlung: %1</translation>
    </message>
    <message>
        <source>Cap per day: %1</source>
        <translation>Obergrenze pro Tag: %1</translation>
    </message>
    <message>
        <source>The cap per day cannot be below the cap per payment.</source>
        <translation>Die Obergrenze pro Tag darf nicht unter der Obergrenze pro Zahlung liegen.</translation>
    </message>
    <message>
        <source>no time limit given by the seller</source>
        <translation>keine Frist vom Verkäufer angegeben</translation>
    </message>
    <message>
        <source>expired: decline and fetch the URL again for a fresh price</source>
        <translation>abgelaufen: Lehnen Sie ab und rufen Sie die URL erneut ab, um einen neuen Preis zu erhalten</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s) left</source>
        <translation>
            <numerusform>noch %n Sekunde</numerusform>
            <numerusform>noch %n Sekunden</numerusform>
        </translation>
    </message>
    <message>
        <source>Paydesk is locked. Unlock it to pay for this resource.</source>
        <translation>Paydesk ist gesperrt. Entsperren Sie es, um für diese Ressource zu bezahlen.</translation>
    </message>
    <message>
        <source>%1 %2 left of %3 %2 for this site (the default caps: no budget granted; %4 %2 per payment)</source>
        <translation>noch %1 %2 von %3 %2 für diese Website (die Standard-Obergrenzen: kein Budget gewährt; %4 %2 pro Zahlung)</translation>
    </message>
    <message>
        <source>Wallet balance:</source>
        <translation>Kontostand des Wallets:</translation>
    </message>
    <message>
        <source>%1 %2 (%3 %2 after this payment)</source>
        <translation>%1 %2 (%3 %2 nach dieser Zahlung)</translation>
    </message>
    <message>
        <source>unknown (%1)</source>
        <translation>unbekannt (%1)</translation>
    </message>
    <message>
        <source>%1 &quot;Pay once&quot; pays this one payment only: it grants no budget, and it counts toward this site&apos;s total for today.</source>
        <translation>%1 &quot;Einmal zahlen&quot; bezahlt nur diese eine Zahlung: Es gewährt kein Budget und zählt zur heutigen Gesamtsumme dieser Website.</translation>
    </message>
    <message>
        <source>Pay once: %1</source>
        <translation>Einmal zahlen: %1</translation>
    </message>
    <message>
        <source>per day</source>
        <translation>pro Tag</translation>
    </message>
    <message>
        <source>&amp;Let this site take up to these amounts without asking:</source>
        <translation>Dieser Website &amp;erlauben, ohne Nachfrage bis zu diesen Beträgen abzubuchen:</translation>
    </message>
    <message>
        <source>Only in %1 on %2; other networks and assets still ask.</source>
        <translation>Nur in %1 auf %2; andere Netzwerke und Assets fragen weiterhin.</translation>
    </message>
    <message>
        <source>Up to %1</source>
        <translation>Bis zu %1</translation>
    </message>
    <message>
        <source>%1 at most (%2 atomic units); the seller charges what the request uses, once, and can take nothing more</source>
        <translation>höchstens %1 (%2 atomare Einheiten); der Verkäufer belastet einmal, was die Anfrage verbraucht, und kann nicht mehr nehmen</translation>
    </message>
    <message>
        <source>%1 %2 (at least %3 %2 after this payment)</source>
        <translation>%1 %2 (mindestens %3 %2 nach dieser Zahlung)</translation>
    </message>
    <message>
        <source>Up to %1 per request</source>
        <translation>Bis zu %1 pro Anfrage</translation>
    </message>
    <message>
        <source>Opens a payment channel with %1: deposits %2 now (refundable; what the seller does not charge comes back by refund or withdrawal), then up to %3 per request.</source>
        <translation>Öffnet einen Zahlungskanal mit %1: zahlt jetzt %2 ein (erstattbar; was der Verkäufer nicht berechnet, kommt per Rückerstattung oder Abhebung zurück), dann bis zu %3 pro Anfrage.</translation>
    </message>
    <message>
        <source>%1 at most per request (%2 atomic units), taken from the channel&apos;s deposit; the seller charges what each request uses</source>
        <translation>höchstens %1 pro Anfrage (%2 atomare Einheiten), aus der Einlage des Kanals; der Verkäufer berechnet, was jede Anfrage verbraucht</translation>
    </message>
    <message>
        <source>%1 %2 (%3 %2 after the deposit)</source>
        <translation>%1 %2 (%3 %2 nach der Einlage)</translation>
    </message>
    <message>
        <source>Deposit %1 and pay</source>
        <translation>%1 einzahlen und zahlen</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::PayPage</name>
    <message>
        <source>Pay for a resource</source>
        <translation>Für eine Ressource bezahlen</translation>
    </message>
    <message>
        <source>Open &amp;again with this payment</source>
        <translation>Mit dieser Zahlung &amp;erneut öffnen</translation>
    </message>
    <message>
        <source>Re-sends the proof of the payment you made; Paydesk does not pay again by itself.</source>
        <translation>Sendet den Zahlungsnachweis Ihrer getätigten Zahlung erneut; Paydesk zahlt nicht von selbst erneut.</translation>
    </message>
    <message>
        <source>Check the payment&apos;s &amp;status</source>
        <translation>&amp;Status der Zahlung prüfen</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>In %1 gespeichert.</translation>
    </message>
    <message>
        <source>Open a paid URL</source>
        <translation>Kostenpflichtige URL öffnen</translation>
    </message>
    <message>
        <source>URL of the resource</source>
        <translation>URL der Ressource</translation>
    </message>
    <message>
        <source>https://…</source>
        <translation>https://…</translation>
    </message>
    <message>
        <source>&amp;Fetch</source>
        <translation>&amp;Abrufen</translation>
    </message>
    <message>
        <source>&amp;URL:</source>
        <translation>&amp;URL:</translation>
    </message>
    <message>
        <source>The service (&amp;hosted wallet)</source>
        <translation>Der Dienst (&amp;gehostetes Wallet)</translation>
    </message>
    <message>
        <source>&amp;Paydesk, with a wallet on this computer</source>
        <translation>&amp;Paydesk, mit einem Wallet auf diesem Computer</translation>
    </message>
    <message>
        <source>Who pays:</source>
        <translation>Wer zahlt:</translation>
    </message>
    <message>
        <source>Wallet to pay from</source>
        <translation>Wallet, von dem aus gezahlt wird</translation>
    </message>
    <message>
        <source>Wallet on this computer to pay from</source>
        <translation>Wallet auf diesem Computer, von dem aus gezahlt wird</translation>
    </message>
    <message>
        <source>&amp;Wallet:</source>
        <translation>&amp;Wallet:</translation>
    </message>
    <message>
        <source>A fetch is under way.</source>
        <translation>Ein Abruf läuft.</translation>
    </message>
    <message>
        <source>Choose the wallet to pay from.</source>
        <translation>Wählen Sie das Wallet, von dem aus gezahlt wird.</translation>
    </message>
    <message>
        <source>Type an http:// or https:// URL.</source>
        <translation>Geben Sie eine URL mit http:// oder https:// ein.</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>%1 wird geöffnet…</translation>
    </message>
    <message>
        <source>Waiting for your confirmation; nothing is paid yet.</source>
        <translation>Warten auf Ihre Bestätigung; es wurde noch nichts bezahlt.</translation>
    </message>
    <message>
        <source>Paying %1 (once; journaled first)…</source>
        <translation>%1 wird bezahlt (einmal; zuerst im Journal vermerkt)…</translation>
    </message>
    <message>
        <source>Fetching the resource with the payment&apos;s proof…</source>
        <translation>Ressource wird mit dem Zahlungsnachweis abgerufen…</translation>
    </message>
    <message>
        <source>The budget could not be granted (%1); nothing was paid.</source>
        <translation>Das Budget konnte nicht gewährt werden (%1); es wurde nichts bezahlt.</translation>
    </message>
    <message>
        <source>Approve &amp;Permit2…</source>
        <translation>&amp;Permit2 freigeben…</translation>
    </message>
    <message>
        <source>Let Permit2 move an amount of this token you choose (the price to start with), by one transaction you review first; never an unlimited amount.</source>
        <translation>Permit2 einen von Ihnen gewählten Betrag dieses Tokens bewegen lassen (zunächst den Preis), mit einer Transaktion, die Sie vorher prüfen; nie einen unbegrenzten Betrag.</translation>
    </message>
    <message>
        <source>The address of a resource that asks for payment (HTTP 402).</source>
        <translation>Die Adresse einer Ressource, die eine Zahlung verlangt (HTTP 402).</translation>
    </message>
    <message>
        <source>Not a web address: type one such as https://example.com/report.</source>
        <translation>Keine Webadresse: Geben Sie eine wie https://example.com/report ein.</translation>
    </message>
    <message>
        <source>Opens %1</source>
        <translation>Öffnet %1</translation>
    </message>
    <message>
        <source>Open a URL that asks for payment (HTTP 402, x402). Paydesk shows the price, checks it against the site&apos;s budget and your balance, and pays once: after asking you, or without asking within a budget you granted the site (see Spending rules).</source>
        <translation>Öffnen Sie eine URL, die eine Zahlung verlangt (HTTP 402, x402). Paydesk zeigt den Preis, prüft ihn gegen das Budget der Website und Ihr Guthaben und zahlt einmal: nach Rückfrage oder ohne Rückfrage innerhalb eines Budgets, das Sie der Website gewährt haben (siehe Ausgaberegeln).</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::PayeeListBox</name>
    <message>
        <source>Payees</source>
        <translation>Zahlungsempfänger</translation>
    </message>
    <message>
        <source>Payees you deny are never paid. Once you allow one payee, only the payees you allow are paid, on every site.</source>
        <translation>Gesperrte Zahlungsempfänger werden nie bezahlt. Sobald Sie einen Empfänger erlauben, werden auf allen Websites nur erlaubte Empfänger bezahlt.</translation>
    </message>
    <message>
        <source>Payee&apos;s address</source>
        <translation>Adresse des Zahlungsempfängers</translation>
    </message>
    <message>
        <source>Solana or EVM address of a payee</source>
        <translation>Solana- oder EVM-Adresse eines Zahlungsempfängers</translation>
    </message>
    <message>
        <source>A&amp;llow</source>
        <translation>&amp;Erlauben</translation>
    </message>
    <message>
        <source>&amp;Deny</source>
        <translation>&amp;Sperren</translation>
    </message>
    <message>
        <source>Take o&amp;ff the lists</source>
        <translation>Von den Listen ne&amp;hmen</translation>
    </message>
    <message>
        <source>Pa&amp;yee:</source>
        <translation>Empf&amp;änger:</translation>
    </message>
    <message>
        <source>Only these payees are paid: %1</source>
        <translation>Nur diese Empfänger werden bezahlt: %1</translation>
    </message>
    <message>
        <source>Never paid: %1</source>
        <translation>Nie bezahlt: %1</translation>
    </message>
    <message>
        <source>No payee list: every payee may be paid, within your budgets.</source>
        <translation>Keine Empfängerliste: Jeder Empfänger darf im Rahmen Ihrer Budgets bezahlt werden.</translation>
    </message>
    <message>
        <source>Enter the payee&apos;s address first.</source>
        <translation>Geben Sie zuerst die Adresse des Empfängers ein.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::Permit2ApproveDialog</name>
    <message>
        <source>Approve Permit2 for %1</source>
        <translation>Permit2 für %1 freigeben</translation>
    </message>
    <message>
        <source>The seller asks to be paid through Uniswap&apos;s Permit2, which can move only what your wallet allows it. This sends one transaction from your wallet on %1: it lets Permit2 move exactly the amount below of your %2, replacing what it may move now. Each payment by Permit2 uses part of it up. Paydesk never approves an unlimited amount.</source>
        <translation>Der Verkäufer möchte über Uniswaps Permit2 bezahlt werden, das nur bewegen kann, was Ihre Wallet ihm erlaubt. Dies sendet eine Transaktion Ihrer Wallet auf %1: Sie erlaubt Permit2, genau den Betrag unten von Ihren %2 zu bewegen, und ersetzt, was es jetzt bewegen darf. Jede Zahlung über Permit2 verbraucht einen Teil davon. Paydesk gibt nie einen unbegrenzten Betrag frei.</translation>
    </message>
    <message>
        <source>Amount Permit2 may move</source>
        <translation>Betrag, den Permit2 bewegen darf</translation>
    </message>
    <message>
        <source>(the price is %1)</source>
        <translation>(der Preis ist %1)</translation>
    </message>
    <message>
        <source>&amp;Amount:</source>
        <translation>&amp;Betrag:</translation>
    </message>
    <message>
        <source>%1, contract %2</source>
        <translation>%1, Vertrag %2</translation>
    </message>
    <message>
        <source>Token:</source>
        <translation>Token:</translation>
    </message>
    <message>
        <source>Permit2, %1 (the same address on every chain)</source>
        <translation>Permit2, %1 (auf jeder Chain dieselbe Adresse)</translation>
    </message>
    <message>
        <source>Allowed to move it:</source>
        <translation>Darf ihn bewegen:</translation>
    </message>
    <message>
        <source>From:</source>
        <translation>Von:</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>&amp;Prüfen</translation>
    </message>
    <message>
        <source>&amp;Sign &amp;&amp; send</source>
        <translation>&amp;Signieren &amp;&amp; senden</translation>
    </message>
    <message>
        <source>Close and &amp;pay</source>
        <translation>Schließen und &amp;bezahlen</translation>
    </message>
    <message>
        <source>Type the amount Permit2 may move, such as %1: %2</source>
        <translation>Geben Sie den Betrag ein, den Permit2 bewegen darf, etwa %1: %2</translation>
    </message>
    <message>
        <source>Checking it against your node: chain, nonce, fees, allowance…</source>
        <translation>Prüfung gegen Ihren Knoten: Chain, Nonce, Gebühren, Freigabe…</translation>
    </message>
    <message>
        <source>Signing with the key from your system keychain…</source>
        <translation>Signieren mit dem Schlüssel aus dem Schlüsselbund Ihres Systems…</translation>
    </message>
    <message>
        <source>Signed and journaled. Waiting for a block…</source>
        <translation>Signiert und im Journal. Warten auf einen Block…</translation>
    </message>
    <message>
        <source>Permit2 may move %1 of this wallet now; after this, exactly %2.</source>
        <translation>Permit2 darf jetzt %1 dieser Wallet bewegen; danach genau %2.</translation>
    </message>
    <message>
        <source>an unknown amount</source>
        <translation>ein unbekannter Betrag</translation>
    </message>
    <message>
        <source>Paydesk will not sign this approve: %1</source>
        <translation>Paydesk signiert dieses approve nicht: %1</translation>
    </message>
    <message>
        <source>Paydesk is locked. Unlock it to sign this transaction.</source>
        <translation>Paydesk ist gesperrt. Entsperren Sie es, um diese Transaktion zu signieren.</translation>
    </message>
    <message>
        <source>See it on the explorer</source>
        <translation>Im Explorer ansehen</translation>
    </message>
    <message>
        <source>Approved. “Close and pay” opens the URL again; you confirm the payment there.</source>
        <translation>Freigegeben. „Schließen und bezahlen“ öffnet die URL erneut; dort bestätigen Sie die Zahlung.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::PreferencesBox</name>
    <message>
        <source>Preferences</source>
        <translation>Präferenzen</translation>
    </message>
    <message>
        <source>Default payment mode</source>
        <translation>Standard-Zahlungsmodus</translation>
    </message>
    <message>
        <source>Hosted: the service signs and broadcasts</source>
        <translation>Gehostet: Der Dienst signiert und überträgt</translation>
    </message>
    <message>
        <source>Local: Paydesk signs with keys on this computer</source>
        <translation>Lokal: Paydesk signiert mit Schlüsseln auf diesem Computer</translation>
    </message>
    <message>
        <source>Default &amp;mode:</source>
        <translation>Standard&amp;modus:</translation>
    </message>
    <message>
        <source>Block explorer link</source>
        <translation>Block-Explorer-Link</translation>
    </message>
    <message>
        <source>E&amp;xplorer link:</source>
        <translation>E&amp;xplorer-Link:</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Systemstandard</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Erscheinungsbild</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Dem System folgen</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>A&amp;ppearance:</source>
        <translation>&amp;Erscheinungsbild:</translation>
    </message>
    <message>
        <source>History page size</source>
        <translation>Seitengröße des Verlaufs</translation>
    </message>
    <message>
        <source>History page si&amp;ze:</source>
        <translation>Seiten&amp;größe des Verlaufs:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Verification timeout</source>
        <translation>Zeitlimit für die Verifizierung</translation>
    </message>
    <message>
        <source>&amp;Verification timeout:</source>
        <translation>&amp;Zeitlimit für die Verifizierung:</translation>
    </message>
    <message>
        <source>A new language applies at once (after a payment in progress ends); the colour scheme when Paydesk starts again.</source>
        <translation>Eine neue Sprache wird sofort übernommen (nach Abschluss einer laufenden Zahlung), das Farbschema beim nächsten Start von Paydesk.</translation>
    </message>
    <message>
        <source>Keep running in the tray when the window is closed</source>
        <translation>Im Infobereich weiterlaufen, wenn das Fenster geschlossen wird</translation>
    </message>
    <message>
        <source>Automatic: each network&apos;s own explorer</source>
        <translation>Automatisch: der eigene Explorer jedes Netzwerks</translation>
    </message>
    <message>
        <source>Your own explorer for Solana transactions; {signature} is replaced by the transaction signature. Empty: each network&apos;s own public explorer (the sandbox&apos;s chains are on none).</source>
        <translation>Ihr eigener Explorer für Solana-Transaktionen; {signature} wird durch die Transaktionssignatur ersetzt. Leer: der öffentliche Explorer jedes Netzwerks (die Chains der Sandbox sind in keinem).</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::ProgressPanel</name>
    <message>
        <source>Progress</source>
        <translation>Fortschritt</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Cancel the wait</source>
        <translation>Das Warten abbrechen</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::ProofSummaryView</name>
    <message>
        <source>Decoded payment proof</source>
        <translation>Dekodierter Zahlungsnachweis</translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>Art:</translation>
    </message>
    <message>
        <source>Payer:</source>
        <translation>Zahler:</translation>
    </message>
    <message>
        <source>Amount:</source>
        <translation>Betrag:</translation>
    </message>
    <message>
        <source>Network:</source>
        <translation>Netzwerk:</translation>
    </message>
    <message>
        <source>Payment id:</source>
        <translation>Zahlungs-ID:</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Found:</source>
        <translation>Gefunden:</translation>
    </message>
    <message>
        <source>Protocol:</source>
        <translation>Protokoll:</translation>
    </message>
    <message>
        <source>Recipient:</source>
        <translation>Empfänger:</translation>
    </message>
    <message>
        <source>Signature:</source>
        <translation>Signatur:</translation>
    </message>
    <message>
        <source>Fee payer:</source>
        <translation>Gebührenzahler:</translation>
    </message>
    <message>
        <source>Validity:</source>
        <translation>Gültigkeit:</translation>
    </message>
    <message>
        <source>Instructions:</source>
        <translation>Anweisungen:</translation>
    </message>
    <message>
        <source>%1 header in a %2 request for %3</source>
        <translation>%1-Header in einer %2-Anfrage für %3</translation>
    </message>
    <message>
        <source>HTTP</source>
        <translation>HTTP</translation>
    </message>
    <message>
        <source>A bare header value</source>
        <translation>Ein einzelner Header-Wert</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The proof is readable. Only the service or the chain can tell whether the payment is real: verify it.</source>
        <translation>Der Nachweis ist lesbar. Nur der Dienst oder die Chain kann sagen, ob die Zahlung echt ist: Prüfen Sie ihn.</translation>
    </message>
    <message>
        <source>x402 version %1, scheme &quot;%2&quot;</source>
        <translation>x402-Version %1, Schema &quot;%2&quot;</translation>
    </message>
    <message>
        <source>not readable</source>
        <translation>nicht lesbar</translation>
    </message>
    <message>
        <source>Already on the ledger: good for one verification only</source>
        <translation>Bereits im Ledger: nur für eine einzige Verifizierung gültig</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>the token account %1 (your wallet&apos;s own for this token when no warning is shown)</source>
        <translation>das Token-Konto %1 (das Ihrer Wallet für diesen Token, wenn keine Warnung erscheint)</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::QrCodeWidget</name>
    <message>
        <source>QR code</source>
        <translation>QR-Code</translation>
    </message>
    <message>
        <source>QR code of %1</source>
        <translation>QR-Code von %1</translation>
    </message>
    <message>
        <source>No QR code</source>
        <translation>Kein QR-Code</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::ReceivePage</name>
    <message>
        <source>Receive and verify</source>
        <translation>Empfangen und verifizieren</translation>
    </message>
    <message>
        <source>Share your address to get paid, and check a payment proof (the X-PAYMENT header a buyer sends) before you hand over what was paid for.</source>
        <translation>Teilen Sie Ihre Adresse, um bezahlt zu werden, und prüfen Sie einen Zahlungsnachweis (den X-PAYMENT-Header, den ein Käufer sendet), bevor Sie herausgeben, wofür bezahlt wurde.</translation>
    </message>
    <message>
        <source>Your receiving address</source>
        <translation>Ihre Empfangsadresse</translation>
    </message>
    <message>
        <source>Receiving address</source>
        <translation>Empfangsadresse</translation>
    </message>
    <message>
        <source>&amp;Copy address</source>
        <translation>Adresse &amp;kopieren</translation>
    </message>
    <message>
        <source>Add a wallet in Settings to receive payments.</source>
        <translation>Fügen Sie in den Einstellungen ein Wallet hinzu, um Zahlungen zu empfangen.</translation>
    </message>
    <message>
        <source>Share this address or let the payer scan the code. Only send it the chain&apos;s native currency. Choose the wallet under &quot;Paid to&quot; on the right.</source>
        <translation>Teilen Sie diese Adresse oder lassen Sie den Zahler den Code scannen. Senden Sie nur die native Währung der Chain. Wählen Sie die Wallet rechts unter „Bezahlt an“.</translation>
    </message>
    <message>
        <source>%1 wallet, paid in %2</source>
        <translation>%1-Wallet, Zahlung in %2</translation>
    </message>
    <message>
        <source>Not a wallet address.</source>
        <translation>Keine Wallet-Adresse.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::RequirementsView</name>
    <message>
        <source>Payment options the site accepts</source>
        <translation>Zahlungsoptionen, die die Website akzeptiert</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Betrag</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Netzwerk</translation>
    </message>
    <message>
        <source>Recipient</source>
        <translation>Empfänger</translation>
    </message>
    <message>
        <source>Valid for</source>
        <translation>Gültig für</translation>
    </message>
    <message>
        <source>Can Paydesk pay?</source>
        <translation>Kann Paydesk zahlen?</translation>
    </message>
    <message>
        <source>the PAYMENT-REQUIRED header</source>
        <translation>dem PAYMENT-REQUIRED-Header</translation>
    </message>
    <message>
        <source>the JSON body</source>
        <translation>dem JSON-Body</translation>
    </message>
    <message numerus="yes">
        <source>HTTP 402 Payment Required: x402 version %1, read from %2. %n option(s).</source>
        <translation>
            <numerusform>HTTP 402 Payment Required: x402-Version %1, gelesen aus %2. %n Option.</numerusform>
            <numerusform>HTTP 402 Payment Required: x402-Version %1, gelesen aus %2. %n Optionen.</numerusform>
        </translation>
    </message>
    <message>
        <source>For: %1</source>
        <translation>Für: %1</translation>
    </message>
    <message>
        <source>The site says: %1</source>
        <translation>Die Website gibt an: %1</translation>
    </message>
    <message>
        <source>%1
(%2 atomic units)</source>
        <translation>%1
(%2 atomare Einheiten)</translation>
    </message>
    <message>
        <source>No (invalid): %1</source>
        <translation>Nein (ungültig): %1</translation>
    </message>
    <message>
        <source>Not yet: %1</source>
        <translation>Noch nicht: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n Sekunde</numerusform>
            <numerusform>%n Sekunden</numerusform>
        </translation>
    </message>
    <message>
        <source>not given</source>
        <translation>nicht angegeben</translation>
    </message>
    <message>
        <source>Payable: the option Paydesk chose</source>
        <translation>Zahlbar: die Option, die Paydesk gewählt hat</translation>
    </message>
    <message>
        <source>No: %1</source>
        <translation>Nein: %1</translation>
    </message>
    <message>
        <source>Yes, from this wallet too (Paydesk takes the cheapest)</source>
        <translation>Ja, auch aus diesem Wallet (Paydesk nimmt die günstigste)</translation>
    </message>
    <message>
        <source>Not from the chosen wallet: this option is paid from a wallet on %1.</source>
        <translation>Nicht aus dem gewählten Wallet: Diese Option wird aus einem Wallet auf %1 bezahlt.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::ResourceView</name>
    <message>
        <source>&amp;Save to file…</source>
        <translation>In Datei &amp;speichern…</translation>
    </message>
    <message>
        <source>Resource text</source>
        <translation>Text der Ressource</translation>
    </message>
    <message>
        <source>Resource image</source>
        <translation>Bild der Ressource</translation>
    </message>
    <message>
        <source>This resource is not text or an image Paydesk can show: save it to a file to open it.</source>
        <translation>Diese Ressource ist weder Text noch ein Bild, das Paydesk anzeigen kann: Speichern Sie sie in einer Datei, um sie zu öffnen.</translation>
    </message>
    <message>
        <source>HTTP %1 · %2 · %3</source>
        <translation>HTTP %1 · %2 · %3</translation>
    </message>
    <message>
        <source>no content type</source>
        <translation>kein Inhaltstyp</translation>
    </message>
    <message>
        <source>payment %1</source>
        <translation>Zahlung %1</translation>
    </message>
    <message>
        <source>transaction %1</source>
        <translation>Transaktion %1</translation>
    </message>
    <message>
        <source>Bought with your earlier payment (%1): nothing was paid again.</source>
        <translation>Mit Ihrer früheren Zahlung gekauft (%1): Es wurde nicht erneut bezahlt.</translation>
    </message>
    <message>
        <source>Paid: %1.</source>
        <translation>Bezahlt: %1.</translation>
    </message>
    <message>
        <source>Free: the site did not ask for payment.</source>
        <translation>Kostenlos: Die Website hat keine Zahlung verlangt.</translation>
    </message>
    <message>
        <source>Could not save to %1: %2</source>
        <translation>Speichern in %1 fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>Save the resource</source>
        <translation>Ressource speichern</translation>
    </message>
    <message>
        <source>Not paid: the seller served it, but the chain shows your payment %1 unused.</source>
        <translation>Nicht bezahlt: Der Verkäufer hat es geliefert, aber die Chain zeigt Ihre Zahlung %1 unbenutzt.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::SandboxBanner</name>
    <message>
        <source>&lt;b&gt;Sandbox: test funds only.&lt;/b&gt; Payments here run on a built-in test service on this computer and never move real money.</source>
        <translation>&lt;b&gt;Sandbox: nur Testguthaben.&lt;/b&gt; Zahlungen laufen hier über einen integrierten Testdienst auf diesem Computer und bewegen nie echtes Geld.</translation>
    </message>
    <message>
        <source>Connect to a payment service…</source>
        <translation>Mit einem Zahlungsdienst verbinden…</translation>
    </message>
    <message>
        <source>Connect to a payment service</source>
        <translation>Mit einem Zahlungsdienst verbinden</translation>
    </message>
    <message>
        <source>Sandbox: test funds only</source>
        <translation>Sandbox: nur Testguthaben</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::SandboxSession</name>
    <message>
        <source>Weather report</source>
        <translation>Wetterbericht</translation>
    </message>
    <message>
        <source>Quarterly report</source>
        <translation>Quartalsbericht</translation>
    </message>
    <message>
        <source>Refund</source>
        <translation>Rückerstattung</translation>
    </message>
    <message>
        <source>The sandbox folder %1 cannot be created.</source>
        <translation>Der Sandbox-Ordner %1 kann nicht erstellt werden.</translation>
    </message>
    <message>
        <source>The built-in sandbox could not start: %1</source>
        <translation>Die integrierte Sandbox konnte nicht starten: %1</translation>
    </message>
    <message>
        <source>Demo wallet</source>
        <translation>Demo-Wallet</translation>
    </message>
    <message>
        <source>Demo shop</source>
        <translation>Demo-Shop</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::ScreenshotWriter</name>
    <message>
        <source>Could not write the screenshot to %1</source>
        <translation>Der Screenshot konnte nicht nach %1 geschrieben werden</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::SellerDesk</name>
    <message>
        <source>Pasted payment or HTTP request</source>
        <translation>Eingefügte Zahlung oder HTTP-Anfrage</translation>
    </message>
    <message>
        <source>Receiving wallet</source>
        <translation>Empfangendes Wallet</translation>
    </message>
    <message>
        <source>Receiving wallet on this computer</source>
        <translation>Empfangendes Wallet auf diesem Computer</translation>
    </message>
    <message>
        <source>&amp;Paid to:</source>
        <translation>&amp;Bezahlt an:</translation>
    </message>
    <message>
        <source>Your price</source>
        <translation>Ihr Preis</translation>
    </message>
    <message>
        <source>Your p&amp;rice:</source>
        <translation>Ihr P&amp;reis:</translation>
    </message>
    <message numerus="yes">
        <source>Verifying with the service… %n second(s) left.</source>
        <translation>
            <numerusform>Wird beim Dienst verifiziert… noch %n Sekunde.</numerusform>
            <numerusform>Wird beim Dienst verifiziert… noch %n Sekunden.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Verifying with the service…</source>
        <translation>Wird beim Dienst verifiziert…</translation>
    </message>
    <message>
        <source>Paid: %1 %2 from %3. Hand over the resource.
Payment id: %4</source>
        <translation>Bezahlt: %1 %2 von %3. Geben Sie die Ressource heraus.
Zahlungs-ID: %4</translation>
    </message>
    <message>
        <source>the buyer</source>
        <translation>dem Käufer</translation>
    </message>
    <message>
        <source>This proof was already used: it paid for something once and cannot pay again. This looks like a replay.</source>
        <translation>Dieser Zahlungsnachweis wurde bereits verwendet: Er hat schon einmal für etwas bezahlt und kann nicht erneut bezahlen. Dies sieht nach einem Replay aus.</translation>
    </message>
    <message>
        <source>Refuse it: do not hand over the resource. Ask the buyer for a new payment.</source>
        <translation>Lehnen Sie ihn ab: Geben Sie die Ressource nicht heraus. Bitten Sie den Käufer um eine neue Zahlung.</translation>
    </message>
    <message>
        <source>Reason: %1</source>
        <translation>Grund: %1</translation>
    </message>
    <message>
        <source>Local verification not started</source>
        <translation>Lokale Verifizierung nicht gestartet</translation>
    </message>
    <message>
        <source>Checking the payment locally…</source>
        <translation>Zahlung wird lokal geprüft…</translation>
    </message>
    <message>
        <source>This proof was already used: it cannot pay again (a replay).</source>
        <translation>Dieser Zahlungsnachweis wurde bereits verwendet: Er kann nicht erneut bezahlen (ein Replay).</translation>
    </message>
    <message>
        <source>Verify a payment</source>
        <translation>Zahlung verifizieren</translation>
    </message>
    <message>
        <source>No wallet on this computer yet (Wallets page)</source>
        <translation>Noch kein Wallet auf diesem Computer (Seite Wallets)</translation>
    </message>
    <message>
        <source>Paste the buyer&apos;s X-PAYMENT value, or a whole HTTP request (request line, headers, body) that carries X-PAYMENT or PAYMENT-SIGNATURE</source>
        <translation>Fügen Sie den X-PAYMENT-Wert des Käufers ein oder eine ganze HTTP-Anfrage (Anfragezeile, Header, Body) mit X-PAYMENT oder PAYMENT-SIGNATURE</translation>
    </message>
    <message>
        <source>&amp;Verify payment</source>
        <translation>Zahlung &amp;verifizieren</translation>
    </message>
    <message>
        <source>e.g. 0.25</source>
        <translation>z. B. 0.25</translation>
    </message>
    <message>
        <source>The price of what the buyer pays for.</source>
        <translation>Der Preis dessen, wofür der Käufer bezahlt.</translation>
    </message>
    <message>
        <source>Resource (optional)</source>
        <translation>Ressource (optional)</translation>
    </message>
    <message>
        <source>https://… (optional; taken from a pasted request)</source>
        <translation>https://… (optional; aus einer eingefügten Anfrage übernommen)</translation>
    </message>
    <message>
        <source>Reso&amp;urce:</source>
        <translation>Ress&amp;ource:</translation>
    </message>
    <message>
        <source>Facilitator URL (optional)</source>
        <translation>Facilitator-URL (optional)</translation>
    </message>
    <message>
        <source>Default: the network&apos;s facilitator</source>
        <translation>Standard: der Facilitator des Netzwerks</translation>
    </message>
    <message>
        <source>&amp;Facilitator:</source>
        <translation>&amp;Facilitator:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Verification timeout in seconds</source>
        <translation>Zeitlimit für die Verifizierung in Sekunden</translation>
    </message>
    <message>
        <source>&amp;Timeout:</source>
        <translation>&amp;Zeitlimit:</translation>
    </message>
    <message>
        <source>Verify &amp;locally (co-sign as fee payer, broadcast, confirm)</source>
        <translation>&amp;Lokal prüfen (als Gebührenzahler mitsignieren, senden, bestätigen)</translation>
    </message>
    <message>
        <source>Check, co-sign as fee payer with a wallet on this computer, broadcast and confirm, instead of asking the service.</source>
        <translation>Prüfen, mit einer Wallet auf diesem Computer als Gebührenzahler mitsignieren, senden und bestätigen, statt den Dienst zu fragen.</translation>
    </message>
    <message>
        <source>&amp;Verify and co-sign…</source>
        <translation>&amp;Verifizieren und mitsignieren…</translation>
    </message>
    <message>
        <source>Nothing was signed or sent; do not hand over the resource.</source>
        <translation>Es wurde nichts signiert oder gesendet; geben Sie die Ressource nicht heraus.</translation>
    </message>
    <message>
        <source>Do not hand over the resource until the payment is confirmed.</source>
        <translation>Geben Sie die Ressource erst heraus, wenn die Zahlung bestätigt ist.</translation>
    </message>
    <message>
        <source>Paid: %1 from %2, confirmed on chain. Hand over the resource.
Signature: %3
Payment id: %4</source>
        <translation>Bezahlt: %1 von %2, auf der Chain bestätigt. Geben Sie die Ressource heraus.
Signatur: %3
Zahlungs-ID: %4</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::SendConfirmDialog</name>
    <message>
        <source>Confirm payment</source>
        <translation>Zahlung bestätigen</translation>
    </message>
    <message>
        <source>You are about to pay</source>
        <translation>Sie sind im Begriff zu zahlen</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1
%2</source>
        <translation>%1
%2</translation>
    </message>
    <message>
        <source>From:</source>
        <translation>Von:</translation>
    </message>
    <message>
        <source>To:</source>
        <translation>An:</translation>
    </message>
    <message>
        <source>Amount:</source>
        <translation>Betrag:</translation>
    </message>
    <message>
        <source>%1 %2 (exactly)</source>
        <translation>%1 %2 (genau)</translation>
    </message>
    <message>
        <source>Priority fee:</source>
        <translation>Prioritätsgebühr:</translation>
    </message>
    <message>
        <source>Automatic (chosen by the service)</source>
        <translation>Automatisch (vom Dienst gewählt)</translation>
    </message>
    <message>
        <source>Network fee:</source>
        <translation>Netzwerkgebühr:</translation>
    </message>
    <message>
        <source>Charged by the network on top of the amount</source>
        <translation>Wird vom Netzwerk zusätzlich zum Betrag berechnet</translation>
    </message>
    <message>
        <source>Resource:</source>
        <translation>Ressource:</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>Metadata:</source>
        <translation>Metadaten:</translation>
    </message>
    <message>
        <source>Service:</source>
        <translation>Dienst:</translation>
    </message>
    <message>
        <source>Sandbox: test funds only. No real money moves.</source>
        <translation>Sandbox: nur Testguthaben. Es wird kein echtes Geld bewegt.</translation>
    </message>
    <message>
        <source>A payment cannot be undone. Check the recipient.</source>
        <translation>Eine Zahlung kann nicht rückgängig gemacht werden. Prüfen Sie den Empfänger.</translation>
    </message>
    <message>
        <source>Pay %1 %2</source>
        <translation>%1 %2 zahlen</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Paydesk is locked. Unlock it to review and send this payment.</source>
        <translation>Paydesk ist gesperrt. Entsperren Sie es, um diese Zahlung zu prüfen und zu senden.</translation>
    </message>
    <message>
        <source>Paydesk locked meanwhile. Unlock it to send this payment.</source>
        <translation>Paydesk wurde inzwischen gesperrt. Entsperren Sie es, um diese Zahlung zu senden.</translation>
    </message>
    <message>
        <source>Total debited:</source>
        <translation>Insgesamt abgebucht:</translation>
    </message>
    <message>
        <source>Balance after:</source>
        <translation>Kontostand danach:</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::SendForm</name>
    <message>
        <source>Paying wallet</source>
        <translation>Zahlendes Wallet</translation>
    </message>
    <message>
        <source>&amp;From wallet:</source>
        <translation>&amp;Von Wallet:</translation>
    </message>
    <message>
        <source>Recipient address</source>
        <translation>Empfängeradresse</translation>
    </message>
    <message>
        <source>Solana or EVM address</source>
        <translation>Solana- oder EVM-Adresse</translation>
    </message>
    <message>
        <source>The wallet that receives the payment.</source>
        <translation>Das Wallet, das die Zahlung empfängt.</translation>
    </message>
    <message>
        <source>&amp;Recipient:</source>
        <translation>&amp;Empfänger:</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Betrag</translation>
    </message>
    <message>
        <source>e.g. 0.25</source>
        <translation>z. B. 0.25</translation>
    </message>
    <message>
        <source>&amp;Amount:</source>
        <translation>&amp;Betrag:</translation>
    </message>
    <message>
        <source>Resource URL (optional)</source>
        <translation>Ressourcen-URL (optional)</translation>
    </message>
    <message>
        <source>https://… (optional)</source>
        <translation>https://… (optional)</translation>
    </message>
    <message>
        <source>The protected resource this payment is for.</source>
        <translation>Die geschützte Ressource, für die diese Zahlung bestimmt ist.</translation>
    </message>
    <message>
        <source>Re&amp;source:</source>
        <translation>Ress&amp;ource:</translation>
    </message>
    <message>
        <source>Optional: a description or reference id.</source>
        <translation>Optional: eine Beschreibung oder Referenz-ID.</translation>
    </message>
    <message>
        <source>&amp;Metadata:</source>
        <translation>&amp;Metadaten:</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatisch</translation>
    </message>
    <message>
        <source>&amp;Custom:</source>
        <translation>Be&amp;nutzerdefiniert:</translation>
    </message>
    <message>
        <source>Custom priority fee</source>
        <translation>Benutzerdefinierte Prioritätsgebühr</translation>
    </message>
    <message>
        <source>&amp;Priority fee:</source>
        <translation>&amp;Prioritätsgebühr:</translation>
    </message>
    <message>
        <source>This is the paying wallet itself.</source>
        <translation>Dies ist das zahlende Wallet selbst.</translation>
    </message>
    <message>
        <source>Your wallet “%1”.</source>
        <translation>Ihr Wallet „%1“.</translation>
    </message>
    <message>
        <source>Between %1 and %2 %3, at most %4 decimals.</source>
        <translation>Zwischen %1 und %2 %3, höchstens %4 Dezimalstellen.</translation>
    </message>
    <message>
        <source>Exactly %1 %2, plus the network fee.</source>
        <translation>Genau %1 %2 zuzüglich der Netzwerkgebühr.</translation>
    </message>
    <message>
        <source>Between %1 and %2 %3.</source>
        <translation>Zwischen %1 und %2 %3.</translation>
    </message>
    <message>
        <source>The service picks the priority fee.</source>
        <translation>Der Dienst wählt die Prioritätsgebühr.</translation>
    </message>
    <message>
        <source>Paying wallet on this computer</source>
        <translation>Zahlendes Wallet auf diesem Computer</translation>
    </message>
    <message>
        <source>No wallet on this computer yet: create or import one on the Wallets page</source>
        <translation>Noch kein Wallet auf diesem Computer: Erstellen oder importieren Sie eines auf der Seite Wallets</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>Max.</translation>
    </message>
    <message>
        <source>The whole balance less the network fee</source>
        <translation>Der gesamte Kontostand abzüglich der Netzwerkgebühr</translation>
    </message>
    <message>
        <source>Your balance of %1 does not cover %2 plus the network fee (%3 in all). Add funds or lower the amount.</source>
        <translation>Ihr Kontostand von %1 deckt %2 zuzüglich der Netzwerkgebühr (insgesamt %3) nicht. Laden Sie Guthaben auf oder verringern Sie den Betrag.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Exactly %1 %2. Network fee %3; total %4; balance after: %5.</source>
        <translation>Genau %1 %2. Netzwerkgebühr %3; insgesamt %4; Kontostand danach: %5.</translation>
    </message>
    <message>
        <source>Balance: %1</source>
        <translation>Kontostand: %1</translation>
    </message>
    <message>
        <source>This is an address of %1, but the paying wallet is on %2: pay it from a %1 wallet.</source>
        <translation>Dies ist eine Adresse von %1, aber das zahlende Wallet ist auf %2: Zahlen Sie aus einem %1-Wallet.</translation>
    </message>
    <message>
        <source>A valid %1 address.</source>
        <translation>Eine gültige %1-Adresse.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::SendPage</name>
    <message>
        <source>Send a payment</source>
        <translation>Zahlung senden</translation>
    </message>
    <message>
        <source>Pay a wallet in the chain&apos;s native currency. The service signs and broadcasts the payment from your hosted wallet.</source>
        <translation>Zahlen Sie an ein Wallet in der nativen Währung der Chain. Der Dienst signiert die Zahlung und überträgt sie von Ihrem gehosteten Wallet aus.</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>&amp;Leeren</translation>
    </message>
    <message>
        <source>&amp;Review payment…</source>
        <translation>Zahlung p&amp;rüfen…</translation>
    </message>
    <message>
        <source>Waiting %1 s before sending: %2</source>
        <translation>Warten von %1 s vor dem Senden: %2</translation>
    </message>
    <message>
        <source>A payment is on its way.</source>
        <translation>Eine Zahlung ist unterwegs.</translation>
    </message>
    <message>
        <source>Check the payment before it is sent.</source>
        <translation>Prüfen Sie die Zahlung, bevor sie gesendet wird.</translation>
    </message>
    <message>
        <source>Fill in the recipient and the amount.</source>
        <translation>Geben Sie den Empfänger und den Betrag ein.</translation>
    </message>
    <message>
        <source>The payment is not complete</source>
        <translation>Die Zahlung ist nicht vollständig</translation>
    </message>
    <message>
        <source>Built-in sandbox (test funds only)</source>
        <translation>Integrierte Sandbox (nur Testguthaben)</translation>
    </message>
    <message>
        <source>Sending the payment… waiting for the service&apos;s answer.</source>
        <translation>Zahlung wird gesendet… Warten auf die Antwort des Dienstes.</translation>
    </message>
    <message>
        <source>The sandbox&apos;s ledger is not on a public block explorer.</source>
        <translation>Das Ledger der Sandbox ist in keinem öffentlichen Block-Explorer zu sehen.</translation>
    </message>
    <message>
        <source>Check the wallet&apos;s history</source>
        <translation>Verlauf des Wallets prüfen</translation>
    </message>
    <message>
        <source>Who signs:</source>
        <translation>Wer signiert:</translation>
    </message>
    <message>
        <source>The service (&amp;hosted wallet)</source>
        <translation>Der Dienst (&amp;gehostetes Wallet)</translation>
    </message>
    <message>
        <source>&amp;Paydesk, with a wallet on this computer (local)</source>
        <translation>Pay&amp;desk, mit einem Wallet auf diesem Computer (lokal)</translation>
    </message>
    <message>
        <source>Local payment not started</source>
        <translation>Lokale Zahlung nicht gestartet</translation>
    </message>
    <message>
        <source>Signed on this computer by your wallet.</source>
        <translation>Auf diesem Computer von Ihrem Wallet signiert.</translation>
    </message>
    <message>
        <source>Pay a wallet in its chain&apos;s coin (SOL, ETH). Paydesk checks the transaction the service builds, shows it to you, signs it with your key and broadcasts it.</source>
        <translation>Zahlen Sie an ein Wallet in der Münze seiner Chain (SOL, ETH). Paydesk prüft die vom Dienst erstellte Transaktion, zeigt sie Ihnen, signiert sie mit Ihrem Schlüssel und überträgt sie.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::SendResultCard</name>
    <message>
        <source>Payment result</source>
        <translation>Zahlungsergebnis</translation>
    </message>
    <message>
        <source>Payment sent</source>
        <translation>Zahlung gesendet</translation>
    </message>
    <message>
        <source>Payment id</source>
        <translation>Zahlungs-ID</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Signatur</translation>
    </message>
    <message>
        <source>Payment proof</source>
        <translation>Zahlungsnachweis</translation>
    </message>
    <message>
        <source>Payment id:</source>
        <translation>Zahlungs-ID:</translation>
    </message>
    <message>
        <source>Status:</source>
        <translation>Status:</translation>
    </message>
    <message>
        <source>X-PAYMENT proof:</source>
        <translation>X-PAYMENT-Nachweis:</translation>
    </message>
    <message>
        <source>Track status</source>
        <translation>Status verfolgen</translation>
    </message>
    <message>
        <source>New payment</source>
        <translation>Neue Zahlung</translation>
    </message>
    <message>
        <source>%1 %2 to %3.</source>
        <translation>%1 %2 an %3.</translation>
    </message>
    <message>
        <source>the recipient</source>
        <translation>den Empfänger</translation>
    </message>
    <message>
        <source>Accepted</source>
        <translation>Angenommen</translation>
    </message>
    <message>
        <source>Network fee:</source>
        <translation>Netzwerkgebühr:</translation>
    </message>
    <message>
        <source>Total debited:</source>
        <translation>Insgesamt abgebucht:</translation>
    </message>
    <message>
        <source>Balance after:</source>
        <translation>Kontostand danach:</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::ServiceSettingsBox</name>
    <message>
        <source>Payment service</source>
        <translation>Zahlungsdienst</translation>
    </message>
    <message>
        <source>&amp;Built-in sandbox: test funds only, runs on this computer</source>
        <translation>&amp;Integrierte Sandbox: nur Testguthaben, läuft auf diesem Computer</translation>
    </message>
    <message>
        <source>A payment &amp;service:</source>
        <translation>Ein Zahlungs&amp;dienst:</translation>
    </message>
    <message>
        <source>Service URL</source>
        <translation>Dienst-URL</translation>
    </message>
    <message>
        <source>HTTPS is required; http:// only for this computer.</source>
        <translation>HTTPS ist erforderlich; http:// nur für diesen Computer.</translation>
    </message>
    <message>
        <source>Service &amp;URL:</source>
        <translation>Dienst-&amp;URL:</translation>
    </message>
    <message>
        <source>API key:</source>
        <translation>API-Schlüssel:</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>API-Schlüssel</translation>
    </message>
    <message>
        <source>Paste the key from your account dashboard</source>
        <translation>Fügen Sie den Schlüssel aus dem Dashboard Ihres Kontos ein</translation>
    </message>
    <message>
        <source>&amp;Test key</source>
        <translation>Schlüssel &amp;testen</translation>
    </message>
    <message>
        <source>S&amp;ave key</source>
        <translation>Schlüssel s&amp;peichern</translation>
    </message>
    <message>
        <source>&amp;Rotate key…</source>
        <translation>Schlüssel &amp;wechseln…</translation>
    </message>
    <message>
        <source>New API key</source>
        <translation>Neuer API-Schlüssel</translation>
    </message>
    <message>
        <source>The new key</source>
        <translation>Der neue Schlüssel</translation>
    </message>
    <message>
        <source>Test and re&amp;place</source>
        <translation>Testen und &amp;ersetzen</translation>
    </message>
    <message>
        <source>&amp;Use this service</source>
        <translation>Diesen Dienst &amp;verwenden</translation>
    </message>
    <message>
        <source>Testing the key…</source>
        <translation>Schlüssel wird getestet…</translation>
    </message>
    <message>
        <source>Testing the new key…</source>
        <translation>Neuer Schlüssel wird getestet…</translation>
    </message>
    <message>
        <source>The sandbox&apos;s key: generated for this session and kept in memory only.</source>
        <translation>Der Schlüssel der Sandbox: für diese Sitzung erzeugt und nur im Arbeitsspeicher gehalten.</translation>
    </message>
    <message>
        <source>Stored in the system keychain.</source>
        <translation>Im Schlüsselbund des Systems gespeichert.</translation>
    </message>
    <message>
        <source>No key stored for this service yet: enter it below.</source>
        <translation>Für diesen Dienst ist noch kein Schlüssel gespeichert: Geben Sie ihn unten ein.</translation>
    </message>
    <message>
        <source>Reading the key from the system keychain…</source>
        <translation>Schlüssel wird aus dem Schlüsselbund des Systems gelesen…</translation>
    </message>
    <message>
        <source>The system keychain is not available: %1</source>
        <translation>Der Schlüsselbund des Systems ist nicht verfügbar: %1</translation>
    </message>
    <message>
        <source>Not loaded.</source>
        <translation>Nicht geladen.</translation>
    </message>
    <message>
        <source>%1 Paydesk still uses the previous service.</source>
        <translation>%1 Paydesk verwendet weiterhin den bisherigen Dienst.</translation>
    </message>
    <message>
        <source>Enter this service&apos;s API key: &quot;Use this service&quot; tests it, stores it in the system keychain, then switches.</source>
        <translation>Geben Sie den API-Schlüssel dieses Dienstes ein: &quot;Diesen Dienst verwenden&quot; testet ihn, speichert ihn im Schlüsselbund des Systems und wechselt dann.</translation>
    </message>
    <message>
        <source>&quot;Use this service&quot; tests this key, stores it in the system keychain, then switches.</source>
        <translation>&quot;Diesen Dienst verwenden&quot; testet diesen Schlüssel, speichert ihn im Schlüsselbund des Systems und wechselt dann.</translation>
    </message>
    <message>
        <source>No API key is stored for %1. Enter it above: &quot;Use this service&quot; then tests it, stores it and switches. Paydesk still uses the previous service.</source>
        <translation>Für %1 ist kein API-Schlüssel gespeichert. Geben Sie ihn oben ein: &quot;Diesen Dienst verwenden&quot; testet ihn dann, speichert ihn und wechselt. Paydesk verwendet weiterhin den bisherigen Dienst.</translation>
    </message>
    <message>
        <source>The system keychain could not be read (%1), so the key of %2 is unknown. Paydesk still uses the previous service.</source>
        <translation>Der Schlüsselbund des Systems konnte nicht gelesen werden (%1), daher ist der Schlüssel von %2 unbekannt. Paydesk verwendet weiterhin den bisherigen Dienst.</translation>
    </message>
    <message>
        <source>Paydesk now uses %1, with the API key stored for it.</source>
        <translation>Paydesk verwendet jetzt %1 mit dem dafür gespeicherten API-Schlüssel.</translation>
    </message>
    <message>
        <source>Paydesk now uses its built-in sandbox: test funds only.</source>
        <translation>Paydesk verwendet jetzt seine eingebaute Sandbox: nur Testguthaben.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::SettingsPage</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>The service Paydesk pays through, your wallets and preferences. The API key is kept in the system keychain, never in a settings file.</source>
        <translation>Der Dienst, über den Paydesk zahlt, Ihre Wallets und Präferenzen. Der API-Schlüssel wird im Schlüsselbund des Systems aufbewahrt, nie in einer Einstellungsdatei.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::SingleInstance</name>
    <message>
        <source>Paydesk is already running but does not answer.</source>
        <translation>Paydesk läuft bereits, antwortet aber nicht.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::SolanaReviewDialog</name>
    <message>
        <source>Review and sign the payment</source>
        <translation>Zahlung prüfen und signieren</translation>
    </message>
    <message>
        <source>Review and co-sign the buyer&apos;s payment</source>
        <translation>Zahlung des Käufers prüfen und mitsignieren</translation>
    </message>
    <message>
        <source>&amp;Get a fresh transaction</source>
        <translation>&amp;Neue Transaktion abrufen</translation>
    </message>
    <message>
        <source>Paydesk checked the transaction the service built. This is exactly what you would sign:</source>
        <translation>Paydesk hat die vom Dienst erstellte Transaktion geprüft. Genau das würden Sie signieren:</translation>
    </message>
    <message>
        <source>The buyer signed a transfer to you. You co-sign as fee payer; this is exactly what you would sign:</source>
        <translation>Der Käufer hat eine Überweisung an Sie signiert. Sie signieren als Gebührenzahler mit; genau das würden Sie signieren:</translation>
    </message>
    <message>
        <source>&amp;Co-sign &amp;&amp; send</source>
        <translation>&amp;Mitsignieren &amp;&amp; senden</translation>
    </message>
    <message>
        <source>Sent. Waiting for the network to confirm it…</source>
        <translation>Gesendet. Warten auf die Bestätigung durch das Netzwerk…</translation>
    </message>
    <message>
        <source>You pay %1 to %2</source>
        <translation>Sie zahlen %1 an %2</translation>
    </message>
    <message>
        <source>You receive %1 from %2</source>
        <translation>Sie empfangen %1 von %2</translation>
    </message>
    <message>
        <source>Paydesk checked the transaction the service built and will not sign it:</source>
        <translation>Paydesk hat die vom Dienst erstellte Transaktion geprüft und wird sie nicht signieren:</translation>
    </message>
    <message>
        <source>Paydesk refused to sign this transaction: %1</source>
        <translation>Paydesk hat das Signieren dieser Transaktion verweigert: %1</translation>
    </message>
    <message>
        <source>Getting the transaction from the service…</source>
        <translation>Transaktion wird vom Dienst abgerufen…</translation>
    </message>
    <message>
        <source>Checking the transaction against what you asked for…</source>
        <translation>Transaktion wird mit Ihrer Anforderung abgeglichen…</translation>
    </message>
    <message>
        <source>Signing with the key from your system keychain…</source>
        <translation>Signieren mit dem Schlüssel aus dem Schlüsselbund Ihres Systems…</translation>
    </message>
    <message>
        <source>Signed and journaled. Sending it to the network…</source>
        <translation>Signiert und im Journal vermerkt. Wird an das Netzwerk gesendet…</translation>
    </message>
    <message>
        <source>The service gave no expiry time; Paydesk checks the block height again right before signing.</source>
        <translation>Der Dienst hat keine Ablaufzeit angegeben; Paydesk prüft die Blockhöhe unmittelbar vor dem Signieren erneut.</translation>
    </message>
    <message>
        <source>It can land during the next %1 s; if it does not, nothing is charged.</source>
        <translation>Sie kann innerhalb der nächsten %1 s ankommen; andernfalls wird nichts berechnet.</translation>
    </message>
    <message>
        <source>Its time is up: waiting for the network&apos;s last word.</source>
        <translation>Die Zeit ist abgelaufen: Warten auf die letzte Rückmeldung des Netzwerks.</translation>
    </message>
    <message>
        <source>Expired: this transaction can no longer land. Nothing was signed. Get a fresh one to pay.</source>
        <translation>Abgelaufen: Diese Transaktion kann nicht mehr ankommen. Es wurde nichts signiert. Rufen Sie eine neue ab, um zu zahlen.</translation>
    </message>
    <message>
        <source>Only %1 s left: too little to sign and land it safely. Get a fresh transaction.</source>
        <translation>Nur noch %1 s: zu wenig, um sie sicher zu signieren und ankommen zu lassen. Rufen Sie eine neue Transaktion ab.</translation>
    </message>
    <message>
        <source>Valid for %1 more seconds: sign before the countdown ends.</source>
        <translation>Noch %1 Sekunden gültig: Signieren Sie, bevor der Countdown abläuft.</translation>
    </message>
    <message>
        <source>Fewer than %1 seconds left: get a fresh transaction.</source>
        <translation>Weniger als %1 Sekunden übrig: Rufen Sie eine neue Transaktion ab.</translation>
    </message>
    <message>
        <source>Confirmed: %1 paid</source>
        <translation>Bestätigt: %1 bezahlt</translation>
    </message>
    <message>
        <source>Confirmed: %1 received</source>
        <translation>Bestätigt: %1 empfangen</translation>
    </message>
    <message>
        <source>%1
Signature: %2</source>
        <translation>%1
Signatur: %2</translation>
    </message>
    <message>
        <source>Failed: fee charged</source>
        <translation>Fehlgeschlagen: Gebühr berechnet</translation>
    </message>
    <message>
        <source>The transaction landed with an error: the network fee was charged, the amount was not paid. %1</source>
        <translation>Die Transaktion ist mit einem Fehler angekommen: Die Netzwerkgebühr wurde berechnet, der Betrag wurde nicht gezahlt. %1</translation>
    </message>
    <message>
        <source>Expired: nothing charged</source>
        <translation>Abgelaufen: nichts berechnet</translation>
    </message>
    <message>
        <source>It never landed before its blockhash expired, so nothing was charged. %1</source>
        <translation>Sie ist nicht angekommen, bevor ihr blockhash abgelaufen ist, daher wurde nichts berechnet. %1</translation>
    </message>
    <message>
        <source>Refused by the network: nothing charged</source>
        <translation>Vom Netzwerk abgelehnt: nichts berechnet</translation>
    </message>
    <message>
        <source>Declined: nothing was signed</source>
        <translation>Abgelehnt: Es wurde nichts signiert</translation>
    </message>
    <message>
        <source>Refused: nothing was signed</source>
        <translation>Verweigert: Es wurde nichts signiert</translation>
    </message>
    <message>
        <source>Not sent</source>
        <translation>Nicht gesendet</translation>
    </message>
    <message>
        <source>Not final yet</source>
        <translation>Noch nicht endgültig</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::SolanaRpcSettingsBox</name>
    <message>
        <source>Network for local mode</source>
        <translation>Netzwerk für den lokalen Modus</translation>
    </message>
    <message>
        <source>Solana network</source>
        <translation>Solana-Netzwerk</translation>
    </message>
    <message>
        <source>&amp;Network:</source>
        <translation>&amp;Netzwerk:</translation>
    </message>
    <message>
        <source>RPC endpoint URL</source>
        <translation>URL des RPC-Endpunkts</translation>
    </message>
    <message>
        <source>&amp;Use this endpoint</source>
        <translation>Diesen Endpunkt &amp;verwenden</translation>
    </message>
    <message>
        <source>RPC &amp;URL:</source>
        <translation>RPC-&amp;URL:</translation>
    </message>
    <message>
        <source>C&amp;heck connection</source>
        <translation>Verbindung &amp;prüfen</translation>
    </message>
    <message>
        <source>Highest priority fee Paydesk signs, in SOL</source>
        <translation>Höchste Prioritätsgebühr, die Paydesk signiert, in SOL</translation>
    </message>
    <message>
        <source>Priority fee &amp;cap:</source>
        <translation>&amp;Obergrenze der Prioritätsgebühr:</translation>
    </message>
    <message>
        <source>Paydesk refuses to sign a transaction whose priority fee is higher.</source>
        <translation>Paydesk verweigert das Signieren einer Transaktion mit einer höheren Prioritätsgebühr.</translation>
    </message>
    <message>
        <source>&amp;Simulate each transaction before the review</source>
        <translation>Jede Transaktion vor der Prüfung &amp;simulieren</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::SolanaSummaryView</name>
    <message>
        <source>From:</source>
        <translation>Von:</translation>
    </message>
    <message>
        <source>To:</source>
        <translation>An:</translation>
    </message>
    <message>
        <source>Amount:</source>
        <translation>Betrag:</translation>
    </message>
    <message>
        <source>Network fee:</source>
        <translation>Netzwerkgebühr:</translation>
    </message>
    <message>
        <source>Priority fee:</source>
        <translation>Prioritätsgebühr:</translation>
    </message>
    <message>
        <source>Total cost:</source>
        <translation>Gesamtkosten:</translation>
    </message>
    <message>
        <source>Balance after:</source>
        <translation>Kontostand danach:</translation>
    </message>
    <message>
        <source>Network:</source>
        <translation>Netzwerk:</translation>
    </message>
    <message>
        <source>What the transaction does:</source>
        <translation>Was die Transaktion bewirkt:</translation>
    </message>
    <message>
        <source>Show &amp;logs</source>
        <translation>&amp;Logs anzeigen</translation>
    </message>
    <message>
        <source>Simulation logs</source>
        <translation>Simulationslogs</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (exactly)</source>
        <translation>%1 (genau)</translation>
    </message>
    <message>
        <source>%1, paid by %2</source>
        <translation>%1, bezahlt von %2</translation>
    </message>
    <message>
        <source>you</source>
        <translation>Ihnen</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>%1 (%2 compute units at %3 micro-lamports each)</source>
        <translation>%1 (%2 Compute Units zu je %3 Micro-Lamports)</translation>
    </message>
    <message>
        <source>%1 leave your wallet</source>
        <translation>%1 gehen von Ihrem Wallet ab</translation>
    </message>
    <message>
        <source>%1 in fees from your wallet</source>
        <translation>%1 an Gebühren aus Ihrem Wallet</translation>
    </message>
    <message>
        <source>unknown (balance not read)</source>
        <translation>unbekannt (Kontostand nicht gelesen)</translation>
    </message>
    <message>
        <source>short by %1: the wallet holds %2</source>
        <translation>es fehlen %1: Das Wallet enthält %2</translation>
    </message>
    <message>
        <source>%1, broadcast through %2%3</source>
        <translation>%1, übertragen über %2%3</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source> (test funds only)</source>
        <translation> (nur Testguthaben)</translation>
    </message>
    <message>
        <source>(nothing could be decoded)</source>
        <translation>(nichts konnte dekodiert werden)</translation>
    </message>
    <message>
        <source>Simulation: it would fail (%1), using %2 compute units.</source>
        <translation>Simulation: Sie würde fehlschlagen (%1) und %2 Compute Units verbrauchen.</translation>
    </message>
    <message>
        <source>Simulation: it succeeds, using %1 compute units.</source>
        <translation>Simulation: Sie ist erfolgreich und verbraucht %1 Compute Units.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::SpendingRulesPage</name>
    <message>
        <source>Spending rules</source>
        <translation>Ausgaberegeln</translation>
    </message>
    <message>
        <source>What Paydesk may pay without asking, and what it never pays: each site&apos;s budget, caps over all sites per day, the payees you allow or refuse, and the tokens you added. Agents have budgets of their own on the Agents page.</source>
        <translation>Was Paydesk ohne Rückfrage zahlen darf und was nie: das Budget jeder Website, Tageslimits über alle Websites, die Empfänger, die Sie erlauben oder ablehnen, und die Token, die Sie hinzugefügt haben. Agenten haben eigene Budgets auf der Seite „Agenten“.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::StartupShell</name>
    <message>
        <source>Paydesk</source>
        <translation>Paydesk</translation>
    </message>
    <message>
        <source>Starting Paydesk…</source>
        <translation>Paydesk wird gestartet…</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::StatusPage</name>
    <message>
        <source>Payment status</source>
        <translation>Zahlungsstatus</translation>
    </message>
    <message>
        <source>Where a payment is: Paydesk asks the service again, less and less often, until the payment is final.</source>
        <translation>Wo eine Zahlung steht: Paydesk fragt den Dienst in immer größeren Abständen erneut, bis die Zahlung endgültig ist.</translation>
    </message>
    <message>
        <source>Payment id</source>
        <translation>Zahlungs-ID</translation>
    </message>
    <message>
        <source>Payment id, e.g. pay_…</source>
        <translation>Zahlungs-ID, z. B. pay_…</translation>
    </message>
    <message>
        <source>&amp;Look up</source>
        <translation>&amp;Abfragen</translation>
    </message>
    <message>
        <source>Enter the id of a payment to follow it. Payments you send, and those you open from the history, show here by themselves.</source>
        <translation>Geben Sie die ID einer Zahlung ein, um sie zu verfolgen. Zahlungen, die Sie senden, und solche, die Sie aus dem Verlauf öffnen, erscheinen hier automatisch.</translation>
    </message>
    <message>
        <source>Payment fields</source>
        <translation>Zahlungsfelder</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Raw JSON</source>
        <translation>Roh-JSON</translation>
    </message>
    <message>
        <source>&amp;Details</source>
        <translation>&amp;Details</translation>
    </message>
    <message>
        <source>Raw &amp;JSON</source>
        <translation>Roh-&amp;JSON</translation>
    </message>
    <message>
        <source>Stopped. Look up the payment again to resume.</source>
        <translation>Angehalten. Fragen Sie die Zahlung erneut ab, um fortzufahren.</translation>
    </message>
    <message>
        <source>The service asked Paydesk to slow down: asking again in %1 s.</source>
        <translation>Der Dienst hat Paydesk gebeten, langsamer zu fragen: erneute Abfrage in %1 s.</translation>
    </message>
    <message>
        <source>This is not a payment id</source>
        <translation>Dies ist keine Zahlungs-ID</translation>
    </message>
    <message>
        <source>Current state: %1</source>
        <translation>Aktueller Status: %1</translation>
    </message>
    <message>
        <source>Following payment %1…</source>
        <translation>Zahlung %1 wird verfolgt…</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <source>Final: the payment expired before it was confirmed; nothing was charged.</source>
        <translation>Endgültig: Die Zahlung ist abgelaufen, bevor sie bestätigt wurde; es wurde nichts berechnet.</translation>
    </message>
    <message>
        <source>Final: the payment failed. %1</source>
        <translation>Endgültig: Die Zahlung ist fehlgeschlagen. %1</translation>
    </message>
    <message>
        <source>Final: this payment will not change any more.</source>
        <translation>Endgültig: Diese Zahlung ändert sich nicht mehr.</translation>
    </message>
    <message>
        <source>Asking the service…</source>
        <translation>Der Dienst wird abgefragt…</translation>
    </message>
    <message>
        <source>Not final yet: asking again in %1 s.</source>
        <translation>Noch nicht endgültig: erneute Abfrage in %1 s.</translation>
    </message>
    <message>
        <source>Open the transaction in the block explorer</source>
        <translation>Die Transaktion im Block-Explorer öffnen</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::TimelineWidget</name>
    <message>
        <source>State timeline</source>
        <translation>Statusverlauf</translation>
    </message>
    <message>
        <source>not reached</source>
        <translation>nicht erreicht</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>durchlaufen</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::TokensBox</name>
    <message>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>Paydesk pays USDC on the networks it knows. A price in another token is refused until you add the token here, by its contract or mint, with the decimals the token itself has (never the seller&apos;s).</source>
        <translation>Paydesk zahlt USDC auf den Netzwerken, die es kennt. Ein Preis in einem anderen Token wird abgelehnt, bis Sie den Token hier hinzufügen, mit seinem Vertrag oder Mint und den Dezimalstellen, die der Token selbst hat (nie denen des Verkäufers).</translation>
    </message>
    <message>
        <source>Contract (0x…) or mint address</source>
        <translation>Vertrag (0x…) oder Mint-Adresse</translation>
    </message>
    <message>
        <source>Token address</source>
        <translation>Token-Adresse</translation>
    </message>
    <message>
        <source>EURC</source>
        <translation>EURC</translation>
    </message>
    <message>
        <source>Token symbol</source>
        <translation>Token-Symbol</translation>
    </message>
    <message>
        <source>Add &amp;token</source>
        <translation>&amp;Token hinzufügen</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>Net&amp;work:</source>
        <translation>Netz&amp;werk:</translation>
    </message>
    <message>
        <source>Addre&amp;ss:</source>
        <translation>Adre&amp;sse:</translation>
    </message>
    <message>
        <source>S&amp;ymbol:</source>
        <translation>S&amp;ymbol:</translation>
    </message>
    <message>
        <source>Deci&amp;mals:</source>
        <translation>Dezi&amp;malstellen:</translation>
    </message>
    <message>
        <source>%1 on %2: %3 (decimals: %4, added by you)</source>
        <translation>%1 auf %2: %3 (Dezimalstellen: %4, von Ihnen hinzugefügt)</translation>
    </message>
    <message>
        <source>You added no token: Paydesk pays USDC only.</source>
        <translation>Sie haben keinen Token hinzugefügt: Paydesk zahlt nur USDC.</translation>
    </message>
    <message>
        <source>Enter the token&apos;s address and symbol first.</source>
        <translation>Geben Sie zuerst die Adresse und das Symbol des Tokens ein.</translation>
    </message>
    <message>
        <source>Enter the address of the token to remove.</source>
        <translation>Geben Sie die Adresse des zu entfernenden Tokens ein.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::TrayController</name>
    <message>
        <source>&amp;Show Paydesk</source>
        <translation>Paydesk &amp;anzeigen</translation>
    </message>
    <message>
        <source>&amp;Freeze automatic payments</source>
        <translation>Automatische Zahlungen &amp;einfrieren</translation>
    </message>
    <message>
        <source>&amp;Lock now</source>
        <translation>Jetzt &amp;sperren</translation>
    </message>
    <message>
        <source>&amp;Quit Paydesk</source>
        <translation>Paydesk &amp;beenden</translation>
    </message>
    <message>
        <source>Paydesk: automatic payments are frozen</source>
        <translation>Paydesk: Automatische Zahlungen sind eingefroren</translation>
    </message>
    <message>
        <source>Paydesk: automatic payments are on, within their budgets</source>
        <translation>Paydesk: Automatische Zahlungen sind aktiv, innerhalb ihrer Budgets</translation>
    </message>
    <message>
        <source>Unlock Paydesk to see the details.</source>
        <translation>Entsperren Sie Paydesk, um die Details zu sehen.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Paydesk is still running</source>
        <translation>Paydesk läuft weiter</translation>
    </message>
    <message>
        <source>Paydesk keeps running in the tray and tells you about your payments. To end it, choose Quit Paydesk in the tray menu.</source>
        <translation>Paydesk läuft im Infobereich weiter und informiert Sie über Ihre Zahlungen. Um es zu beenden, wählen Sie im Menü des Infobereichs Paydesk beenden.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::UnlockDialog</name>
    <message>
        <source>Unlock Paydesk</source>
        <translation>Paydesk entsperren</translation>
    </message>
    <message>
        <source>Paydesk is locked. Enter your lock passphrase to go on; nothing is signed or sent before.</source>
        <translation>Paydesk ist gesperrt. Geben Sie Ihre Sperr-Passphrase ein, um fortzufahren; vorher wird nichts signiert oder gesendet.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::VerdictPanel</name>
    <message>
        <source>✓ Verified</source>
        <translation>✓ Verifiziert</translation>
    </message>
    <message>
        <source>Verified</source>
        <translation>Verifiziert</translation>
    </message>
    <message>
        <source>✗ Not verified</source>
        <translation>✗ Nicht verifiziert</translation>
    </message>
    <message>
        <source>%1
%2</source>
        <translation>%1
%2</translation>
    </message>
    <message>
        <source>Not verified</source>
        <translation>Nicht verifiziert</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::WalletSettingsBox</name>
    <message>
        <source>Wallets</source>
        <translation>Wallets</translation>
    </message>
    <message>
        <source>Your wallets</source>
        <translation>Ihre Wallets</translation>
    </message>
    <message>
        <source>Make &amp;default</source>
        <translation>Als &amp;Standard festlegen</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>Create a &amp;demo wallet</source>
        <translation>&amp;Demo-Wallet erstellen</translation>
    </message>
    <message>
        <source>A new sandbox wallet with 5 SOL of test funds</source>
        <translation>Ein neues Sandbox-Wallet mit 5 SOL Testguthaben</translation>
    </message>
    <message>
        <source>New wallet address</source>
        <translation>Adresse des neuen Wallets</translation>
    </message>
    <message>
        <source>Wallet address (Solana or EVM)</source>
        <translation>Wallet-Adresse (Solana oder EVM)</translation>
    </message>
    <message>
        <source>New wallet label</source>
        <translation>Bezeichnung des neuen Wallets</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Bezeichnung</translation>
    </message>
    <message>
        <source>&amp;Add wallet</source>
        <translation>Wallet &amp;hinzufügen</translation>
    </message>
    <message>
        <source>Hosted wallets are held by the service: add the addresses of the wallets your account owns. Double-click a label to rename it.</source>
        <translation>Gehostete Wallets werden vom Dienst verwahrt: Fügen Sie die Adressen der Wallets hinzu, die Ihrem Konto gehören. Doppelklicken Sie auf eine Bezeichnung, um sie umzubenennen.</translation>
    </message>
    <message>
        <source>Demo wallet %1</source>
        <translation>Demo-Wallet %1</translation>
    </message>
    <message>
        <source>The sandbox could not create a wallet.</source>
        <translation>Die Sandbox konnte kein Wallet erstellen.</translation>
    </message>
    <message>
        <source>Wallet added.</source>
        <translation>Wallet hinzugefügt.</translation>
    </message>
    <message>
        <source>Remove wallet</source>
        <translation>Wallet entfernen</translation>
    </message>
    <message>
        <source>Remove %1 from the list?</source>
        <translation>%1 aus der Liste entfernen?</translation>
    </message>
    <message>
        <source>The wallet itself and its funds are not touched; only this list forgets it.</source>
        <translation>Das Wallet selbst und sein Guthaben bleiben unberührt; nur diese Liste vergisst es.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::WalletsPage</name>
    <message>
        <source>Wallets on this computer</source>
        <translation>Wallets auf diesem Computer</translation>
    </message>
    <message>
        <source>Local mode: Paydesk checks and signs each payment itself with a key kept in your system keychain. The service never sees the key.</source>
        <translation>Lokaler Modus: Paydesk prüft und signiert jede Zahlung selbst mit einem Schlüssel, der im Schlüsselbund Ihres Systems aufbewahrt wird. Der Dienst sieht den Schlüssel nie.</translation>
    </message>
    <message>
        <source>&amp;Create wallet…</source>
        <translation>Wallet &amp;erstellen…</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importieren…</translation>
    </message>
    <message>
        <source>C&amp;opy address</source>
        <translation>Adresse &amp;kopieren</translation>
    </message>
    <message>
        <source>Refresh &amp;balances</source>
        <translation>Konto&amp;stände aktualisieren</translation>
    </message>
    <message>
        <source>Add 5 &amp;test SOL</source>
        <translation>5 &amp;Test-SOL hinzufügen</translation>
    </message>
    <message>
        <source>Sandbox only: an airdrop of test funds through the sandbox&apos;s RPC</source>
        <translation>Nur Sandbox: ein Airdrop von Testguthaben über den RPC der Sandbox</translation>
    </message>
    <message>
        <source>&amp;Remove…</source>
        <translation>E&amp;ntfernen…</translation>
    </message>
    <message>
        <source>Double-click a label to rename the wallet.</source>
        <translation>Doppelklicken Sie auf eine Bezeichnung, um das Wallet umzubenennen.</translation>
    </message>
    <message>
        <source>Address copied.</source>
        <translation>Adresse kopiert.</translation>
    </message>
    <message>
        <source>Balances could not be read: %1</source>
        <translation>Kontostände konnten nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>created</source>
        <translation>erstellt</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>importiert</translation>
    </message>
    <message>
        <source>Wallet %1 %2; its key is in the system keychain.</source>
        <translation>Wallet %1 %2; sein Schlüssel befindet sich im Schlüsselbund des Systems.</translation>
    </message>
    <message>
        <source>Its balance is unknown.</source>
        <translation>Sein Kontostand ist unbekannt.</translation>
    </message>
    <message>
        <source>Remove wallet</source>
        <translation>Wallet entfernen</translation>
    </message>
    <message>
        <source>Remove %1 from this computer?</source>
        <translation>%1 von diesem Computer entfernen?</translation>
    </message>
    <message>
        <source>Paydesk deletes its key from the system keychain. %1 Without the recovery phrase, secret key or keypair file you saved, the funds on %2 are gone for good: nobody, Paydesk included, can bring them back.</source>
        <translation>Paydesk löscht seinen Schlüssel aus dem Schlüsselbund des Systems. %1 Ohne die Wiederherstellungsphrase, den geheimen Schlüssel oder die Schlüsselpaardatei, die Sie gesichert haben, ist das Guthaben auf %2 endgültig verloren: Niemand, auch Paydesk nicht, kann es zurückholen.</translation>
    </message>
    <message>
        <source>Wallet %1 removed.</source>
        <translation>Wallet %1 entfernt.</translation>
    </message>
    <message>
        <source>Local wallets</source>
        <translation>Lokale Wallets</translation>
    </message>
    <message>
        <source>No local wallet yet. Create one (a new recovery phrase for a Solana and an EVM account) or import the key of a wallet you already have.</source>
        <translation>Noch kein lokales Wallet. Erstellen Sie eines (eine neue Wiederherstellungsphrase für ein Solana- und ein EVM-Konto) oder importieren Sie den Schlüssel eines vorhandenen Wallets.</translation>
    </message>
    <message>
        <source>Add &amp;account</source>
        <translation>Konto &amp;hinzufügen</translation>
    </message>
    <message>
        <source>The next EVM account (m/44&apos;/60&apos;/0&apos;/0/1, /2, …) of the recovery phrase of the selected wallet</source>
        <translation>Das nächste EVM-Konto (m/44&apos;/60&apos;/0&apos;/0/1, /2, …) der Wiederherstellungsphrase des ausgewählten Wallets</translation>
    </message>
    <message>
        <source>Reading balances from %1 and %2…</source>
        <translation>Kontostände werden von %1 und %2 gelesen…</translation>
    </message>
    <message>
        <source>added</source>
        <translation>hinzugefügt</translation>
    </message>
    <message>
        <source>Deriving the next account from the recovery seed in the keychain…</source>
        <translation>Das nächste Konto wird aus dem Wiederherstellungs-Seed im Schlüsselbund abgeleitet…</translation>
    </message>
    <message>
        <source>It holds %1 on %2.</source>
        <translation>Es enthält %1 auf %2.</translation>
    </message>
    <message>
        <source>Add &amp;test funds</source>
        <translation>&amp;Testguthaben hinzufügen</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::WelcomePage</name>
    <message>
        <source>Welcome to Paydesk</source>
        <translation>Willkommen bei Paydesk</translation>
    </message>
    <message>
        <source>Pay for APIs and content with x402 payments, receive them and check them, from one desktop app.</source>
        <translation>Bezahlen Sie APIs und Inhalte mit x402-Zahlungen, empfangen und prüfen Sie Zahlungen – alles in einer Desktop-App.</translation>
    </message>
    <message>
        <source>Paydesk logo</source>
        <translation>Paydesk-Logo</translation>
    </message>
    <message>
        <source>&lt;p&gt;You are on the &lt;b&gt;built-in sandbox&lt;/b&gt;: a payment service running on this computer, with two demo wallets holding test funds. Try a payment, verify it as a seller, follow it in History and Status. Nothing here moves real money.&lt;/p&gt;&lt;p&gt;When you are ready, connect Paydesk to your payment service with its address and your API key. The key is kept in the system keychain.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Sie befinden sich in der &lt;b&gt;integrierten Sandbox&lt;/b&gt;: einem Zahlungsdienst, der auf diesem Computer läuft, mit zwei Demo-Wallets mit Testguthaben. Probieren Sie eine Zahlung aus, verifizieren Sie sie als Verkäufer und verfolgen Sie sie unter Verlauf und Status. Hier wird kein echtes Geld bewegt.&lt;/p&gt;&lt;p&gt;Wenn Sie bereit sind, verbinden Sie Paydesk über dessen Adresse und Ihren API-Schlüssel mit Ihrem Zahlungsdienst. Der Schlüssel wird im Schlüsselbund des Systems aufbewahrt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Start with the sandbox</source>
        <translation>Mit der &amp;Sandbox beginnen</translation>
    </message>
    <message>
        <source>&amp;Connect to a payment service…</source>
        <translation>Mit einem Zahlungsdienst &amp;verbinden…</translation>
    </message>
</context>
<context>
    <name>paydesk::wallet::WalletKeyStore</name>
    <message>
        <source>The key of wallet %1 is not in the OS keychain: import the wallet again (from its recovery phrase or key file).</source>
        <translation>Der Schlüssel von Wallet %1 befindet sich nicht im Schlüsselbund des Betriebssystems: Importieren Sie das Wallet erneut (aus seiner Wiederherstellungsphrase oder Schlüsseldatei).</translation>
    </message>
    <message>
        <source>The keychain entry of wallet %1 does not hold that wallet&apos;s key. Remove the wallet and import it again.</source>
        <translation>Der Schlüsselbund-Eintrag von Wallet %1 enthält nicht den Schlüssel dieses Wallets. Entfernen Sie das Wallet und importieren Sie es erneut.</translation>
    </message>
    <message>
        <source>The keychain holds no recovery seed for %1: accounts can be added only to a wallet created in Paydesk on this computer. Import the account from its phrase instead (paydesk-cli wallet import --chain evm --derivation PATH).</source>
        <translation>Der Schlüsselbund enthält keinen Wiederherstellungs-Seed für %1: Konten lassen sich nur zu einem Wallet hinzufügen, das auf diesem Computer in Paydesk erstellt wurde. Importieren Sie das Konto stattdessen aus seiner Phrase (paydesk-cli wallet import --chain evm --derivation PATH).</translation>
    </message>
</context>
<context>
    <name>paydesk::wallet::WalletManager</name>
    <message>
        <source>Wallet %1 is already in Paydesk.</source>
        <translation>Wallet %1 ist bereits in Paydesk vorhanden.</translation>
    </message>
    <message>
        <source>The wallet could not be saved in Paydesk&apos;s database (%1); its key was taken out of the keychain again.</source>
        <translation>Das Wallet konnte nicht in der Datenbank von Paydesk gespeichert werden (%1); sein Schlüssel wurde wieder aus dem Schlüsselbund entfernt.</translation>
    </message>
    <message>
        <source>There is no wallet %1 in Paydesk. List your wallets with &apos;paydesk-cli wallet list&apos;, or import it first.</source>
        <translation>In Paydesk gibt es kein Wallet %1. Listen Sie Ihre Wallets mit &apos;paydesk-cli wallet list&apos; auf oder importieren Sie es zuerst.</translation>
    </message>
    <message>
        <source>There is no wallet %1 in Paydesk.</source>
        <translation>In Paydesk gibt es kein Wallet %1.</translation>
    </message>
    <message>
        <source>%1 is not the first account of a recovery phrase made in Paydesk.</source>
        <translation>%1 ist nicht das erste Konto einer in Paydesk erstellten Wiederherstellungsphrase.</translation>
    </message>
</context>
<context>
    <name>paydesk::x402::LocalAuthorization</name>
    <message>
        <source>The payment option cannot be paid in local mode.</source>
        <translation>Die Zahlungsoption kann im lokalen Modus nicht bezahlt werden.</translation>
    </message>
    <message>
        <source>Signing your part of the transfer: %1</source>
        <translation>Ihr Teil der Überweisung wird signiert: %1</translation>
    </message>
    <message>
        <source>The transaction could not be signed as expected; nothing was sent.</source>
        <translation>Die Transaktion konnte nicht wie erwartet signiert werden; es wurde nichts gesendet.</translation>
    </message>
    <message>
        <source>Reading the latest block from %1...</source>
        <translation>Neuester Block wird von %1 gelesen...</translation>
    </message>
    <message>
        <source>Cannot read the latest block from the network: %1</source>
        <translation>Der neueste Block kann nicht aus dem Netzwerk gelesen werden: %1</translation>
    </message>
    <message>
        <source>The network&apos;s answer about its latest block is malformed.</source>
        <translation>Die Antwort des Netzwerks zu seinem neuesten Block ist fehlerhaft.</translation>
    </message>
    <message>
        <source>Paydesk refuses to sign this payment: %1</source>
        <translation>Paydesk verweigert die Signatur dieser Zahlung: %1</translation>
    </message>
</context>
<context>
    <name>paydesk::x402::LostTransfer</name>
    <message>
        <source>The journaled proof holds no signature of %1.</source>
        <translation>Der protokollierte Nachweis enthält keine Signatur von %1.</translation>
    </message>
    <message>
        <source>No Solana RPC endpoint to ask.</source>
        <translation>Kein Solana-RPC-Endpunkt zum Abfragen.</translation>
    </message>
    <message>
        <source>The Solana RPC endpoint is not on %1.</source>
        <translation>Der Solana-RPC-Endpunkt ist nicht im Netz %1.</translation>
    </message>
    <message>
        <source>The node&apos;s answer about the blockhash cannot be read.</source>
        <translation>Die Antwort des Knotens zum Blockhash ist nicht lesbar.</translation>
    </message>
    <message>
        <source>%1 has too many recent transactions to search.</source>
        <translation>%1 hat zu viele neue Transaktionen zum Durchsuchen.</translation>
    </message>
    <message>
        <source>The node&apos;s list of transactions cannot be read.</source>
        <translation>Die Transaktionsliste des Knotens ist nicht lesbar.</translation>
    </message>
    <message>
        <source>The node&apos;s transaction cannot be read.</source>
        <translation>Die Transaktion des Knotens ist nicht lesbar.</translation>
    </message>
    <message>
        <source>The node lists a transaction it does not give.</source>
        <translation>Der Knoten listet eine Transaktion auf, die er nicht herausgibt.</translation>
    </message>
    <message>
        <source>It landed with an error: nothing was paid.</source>
        <translation>Sie wurde mit einem Fehler verbucht: Es wurde nichts bezahlt.</translation>
    </message>
</context>
<context>
    <name>paydesk::x402::PaidFetch</name>
    <message>
        <source>payment %1</source>
        <translation>Zahlung %1</translation>
    </message>
    <message>
        <source>transaction %1</source>
        <translation>Transaktion %1</translation>
    </message>
    <message>
        <source>the journaled payment</source>
        <translation>die im Journal vermerkte Zahlung</translation>
    </message>
    <message>
        <source>Only http and https URLs can be fetched.</source>
        <translation>Nur http- und https-URLs können abgerufen werden.</translation>
    </message>
    <message>
        <source>You already paid for this URL (%1); re-sending that proof instead of paying again.</source>
        <translation>Sie haben für diese URL bereits bezahlt (%1); dieser Zahlungsnachweis wird erneut gesendet, statt noch einmal zu zahlen.</translation>
    </message>
    <message>
        <source>Could not fetch %1: %2</source>
        <translation>%1 konnte nicht abgerufen werden: %2</translation>
    </message>
    <message>
        <source>The site asks for payment, but its payment requirements are unusable, so Paydesk will not pay: %1</source>
        <translation>Die Website verlangt eine Zahlung, aber ihre Zahlungsanforderungen sind unbrauchbar, daher zahlt Paydesk nicht: %1</translation>
    </message>
    <message>
        <source>%1 Nothing was paid; grant %2 a larger budget to pay it.</source>
        <translation>%1 Es wurde nichts bezahlt; gewähren Sie %2 ein höheres Budget, um dies zu bezahlen.</translation>
    </message>
    <message>
        <source>The seller&apos;s price was valid for %1 seconds and has run out; nothing was paid. Fetch the URL again for a fresh price.</source>
        <translation>Der Preis des Verkäufers war %1 Sekunden lang gültig und ist abgelaufen; es wurde nichts bezahlt. Rufen Sie die URL erneut ab, um einen neuen Preis zu erhalten.</translation>
    </message>
    <message>
        <source>You declined; nothing was paid.</source>
        <translation>Sie haben abgelehnt; es wurde nichts bezahlt.</translation>
    </message>
    <message>
        <source>Cancelled; nothing was paid.</source>
        <translation>Abgebrochen; es wurde nichts bezahlt.</translation>
    </message>
    <message>
        <source>The payment&apos;s outcome is unknown (%1). Paydesk will not pay for this URL again by itself; check the payment&apos;s status.</source>
        <translation>Das Ergebnis der Zahlung ist unbekannt (%1). Paydesk zahlt für diese URL nicht von selbst erneut; prüfen Sie den Status der Zahlung.</translation>
    </message>
    <message>
        <source>The payment was not made: %1</source>
        <translation>Die Zahlung wurde nicht ausgeführt: %1</translation>
    </message>
    <message>
        <source>You paid (%1), but the answer was lost (%2). Paydesk keeps the proof and re-sends it when you open this URL again; it will not pay again.</source>
        <translation>Sie haben bezahlt (%1), aber die Antwort ging verloren (%2). Paydesk behält den Zahlungsnachweis und sendet ihn erneut, wenn Sie diese URL wieder öffnen; es zahlt nicht noch einmal.</translation>
    </message>
    <message>
        <source>HTTP %1</source>
        <translation>HTTP %1</translation>
    </message>
    <message>
        <source>You paid (%1), but the seller did not accept the payment (%2). Paydesk will not pay again by itself; check the payment and contact the seller.</source>
        <translation>Sie haben bezahlt (%1), aber der Verkäufer hat die Zahlung nicht angenommen (%2). Paydesk zahlt nicht von selbst erneut; prüfen Sie die Zahlung und wenden Sie sich an den Verkäufer.</translation>
    </message>
    <message>
        <source>The wallet %1 holds %2, less than the price of %3: it cannot cover this payment. Nothing was paid; add funds to it or pay from another wallet.</source>
        <translation>Das Wallet %1 enthält %2, weniger als den Preis von %3: Es kann diese Zahlung nicht decken. Es wurde nichts bezahlt; laden Sie Guthaben darauf oder zahlen Sie von einem anderen Wallet.</translation>
    </message>
    <message>
        <source>%1 Nothing was paid; raise that cap to pay it (paydesk-cli budget cap, or the budgets on the Pay page).</source>
        <translation>%1 Es wurde nichts bezahlt; erhöhen Sie diese Obergrenze, um dies zu bezahlen (paydesk-cli budget cap oder die Budgets auf der Seite „Bezahlen“).</translation>
    </message>
    <message>
        <source>Asking the chain whether your earlier payment for this URL (%1) settled…</source>
        <translation>Die Chain wird gefragt, ob Ihre frühere Zahlung für diese URL (%1) abgewickelt wurde…</translation>
    </message>
    <message>
        <source>The chain could not say (%1).</source>
        <translation>Die Chain konnte es nicht sagen (%1).</translation>
    </message>
    <message>
        <source>Your earlier payment for this URL never settled and has expired; nothing was paid. Fetching it again.</source>
        <translation>Ihre frühere Zahlung für diese URL wurde nie abgewickelt und ist abgelaufen; es wurde nichts bezahlt. Die URL wird erneut abgerufen.</translation>
    </message>
    <message>
        <source>the wallet holds %1, less than the price of %2.</source>
        <translation>Das Wallet enthält %1, weniger als den Preis von %2.</translation>
    </message>
    <message>
        <source>%1 No other option could be paid either. %2</source>
        <translation>%1 Auch keine andere Option konnte bezahlt werden. %2</translation>
    </message>
    <message>
        <source>%1 Trying the next option: %2 on %3.</source>
        <translation>%1 Die nächste Option wird versucht: %2 auf %3.</translation>
    </message>
    <message>
        <source>Paydesk is paying for this URL in another window or process right now (attempt %1); nothing more was paid. Wait for it to finish, then fetch the URL again.</source>
        <translation>Paydesk bezahlt diese URL gerade in einem anderen Fenster oder Prozess (Versuch %1); es wurde nichts weiter bezahlt. Warten Sie, bis dies abgeschlossen ist, und rufen Sie die URL dann erneut ab.</translation>
    </message>
    <message>
        <source>(none set)</source>
        <translation>(keiner festgelegt)</translation>
    </message>
    <message>
        <source>the node %1 could not confirm it is on %2 (%3).</source>
        <translation>der Knoten %1 konnte nicht bestätigen, dass er auf %2 läuft (%3).</translation>
    </message>
    <message>
        <source>The seller did not accept the payment (%1); asking the chain whether it was settled…</source>
        <translation>Der Verkäufer hat die Zahlung nicht angenommen (%1); die Chain wird gefragt, ob sie abgewickelt wurde…</translation>
    </message>
    <message>
        <source>The seller refused the payment (%1) and never settled it: nothing was paid.</source>
        <translation>Der Verkäufer hat die Zahlung abgelehnt (%1) und nie abgewickelt: Es wurde nichts bezahlt.</translation>
    </message>
    <message>
        <source>Not paid: the seller refused your payment (%1) and the chain shows it never settled; it has expired, so nothing can move. Your budgets no longer count it.</source>
        <translation>Nicht bezahlt: Der Verkäufer hat Ihre Zahlung abgelehnt (%1), und laut Chain wurde sie nie abgewickelt; sie ist abgelaufen, daher kann nichts mehr bewegt werden. Ihre Budgets rechnen sie nicht mehr an.</translation>
    </message>
    <message>
        <source>Not paid: the seller refused your payment (%1), and the chain shows it unused; nothing moved. Your signed payment stays valid for up to %2 seconds, so its amount stays counted in your budgets until it expires; fetching the URL again after that releases it.</source>
        <translation>Nicht bezahlt: Der Verkäufer hat Ihre Zahlung abgelehnt (%1), und laut Chain ist sie ungenutzt; es wurde nichts bewegt. Ihre signierte Zahlung bleibt bis zu %2 Sekunden gültig, daher wird ihr Betrag bis zu ihrem Ablauf auf Ihre Budgets angerechnet; wenn Sie die URL danach erneut abrufen, wird er freigegeben.</translation>
    </message>
    <message>
        <source>The payment was made but could not be journaled (%1), so its proof was not sent. Check the payment&apos;s status before paying for this URL again.</source>
        <translation>Die Zahlung wurde ausgeführt, konnte aber nicht im Journal vermerkt werden (%1), daher wurde ihr Nachweis nicht gesendet. Prüfen Sie den Status der Zahlung, bevor Sie für diese URL erneut zahlen.</translation>
    </message>
    <message>
        <source>The signed payment could not be journaled (%1), so it was not sent: nothing was paid.</source>
        <translation>Die signierte Zahlung konnte nicht im Journal vermerkt werden (%1), daher wurde sie nicht gesendet: Es wurde nichts bezahlt.</translation>
    </message>
    <message>
        <source>Nothing was signed or paid: the node %1 could not confirm that it is on %2, the network this option pays on (%3). Paydesk signs only for the network its node is on: use an RPC node on %2 and try again.</source>
        <translation>Es wurde nichts signiert oder bezahlt: Der Knoten %1 konnte nicht bestätigen, dass er auf %2 läuft, dem Netzwerk, in dem diese Option zahlt (%3). Paydesk signiert nur für das Netzwerk, auf dem sein Knoten läuft: Verwenden Sie einen RPC-Knoten auf %2 und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>The chain shows your payment settled; presenting the same proof once more for the content.</source>
        <translation>Die Chain zeigt Ihre Zahlung als abgewickelt; derselbe Nachweis wird für den Inhalt noch einmal vorgelegt.</translation>
    </message>
    <message>
        <source>No payment scheme of Paydesk pays %1 on %2 from %3; nothing was paid.</source>
        <translation>Kein Zahlungsschema von Paydesk bezahlt %1 auf %2 von %3; es wurde nichts bezahlt.</translation>
    </message>
    <message>
        <source>Content received; asking the chain whether the seller settled your payment…</source>
        <translation>Inhalt erhalten; die Chain wird gefragt, ob der Verkäufer Ihre Zahlung abgerechnet hat…</translation>
    </message>
    <message>
        <source>The chain could not say whether it settled (%1).</source>
        <translation>Die Chain konnte nicht sagen, ob sie abgerechnet wurde (%1).</translation>
    </message>
    <message>
        <source>the seller sent the content, but the chain shows your payment unused</source>
        <translation>der Verkäufer hat den Inhalt gesendet, aber die Chain zeigt Ihre Zahlung als unbenutzt</translation>
    </message>
    <message>
        <source>the seller sent the content and named transaction %1, but the chain shows your payment unused</source>
        <translation>der Verkäufer hat den Inhalt gesendet und Transaktion %1 genannt, aber die Chain zeigt Ihre Zahlung als unbenutzt</translation>
    </message>
    <message>
        <source>Not paid: %1, and it has expired, so nothing can move. Your budgets no longer count it.</source>
        <translation>Nicht bezahlt: %1, und sie ist abgelaufen, sodass sich nichts mehr bewegen kann. Ihre Budgets zählen sie nicht mehr.</translation>
    </message>
    <message>
        <source>Not paid yet: %1; nothing has moved. The seller may still settle it within %2 seconds, so its amount stays counted in your budgets until it expires; fetching the URL again after that releases it.</source>
        <translation>Noch nicht bezahlt: %1; es wurde nichts bewegt. Der Verkäufer kann sie noch innerhalb von %2 Sekunden abrechnen, daher zählt ihr Betrag in Ihren Budgets, bis sie abläuft; ein erneuter Abruf der URL danach gibt ihn frei.</translation>
    </message>
    <message>
        <source>Charged %1 of up to %2; the rest is free again in your budgets.</source>
        <translation>%1 von höchstens %2 belastet; der Rest ist in Ihren Budgets wieder frei.</translation>
    </message>
    <message>
        <source>Counted as %1, the most it could take.</source>
        <translation>Als %1 gezählt, das Höchste, was es nehmen konnte.</translation>
    </message>
    <message>
        <source>The seller did not say what it charged: counted as %1, the most it could take.</source>
        <translation>Der Verkäufer hat nicht gesagt, was er belastet hat: als %1 gezählt, das Höchste, was er nehmen konnte.</translation>
    </message>
    <message>
        <source>Not charged yet: the seller sent the content and has not settled your authorization of up to %1 (a usage price that came to nothing is never settled). It stays valid for up to %2 seconds, so up to %1 stays counted in your budgets until it expires; fetching the URL again after that releases it.</source>
        <translation>Noch nicht belastet: Der Verkäufer hat den Inhalt gesendet und Ihre Autorisierung über bis zu %1 nicht abgerechnet (ein nutzungsabhängiger Preis von null wird nie abgerechnet). Sie bleibt bis zu %2 Sekunden gültig, daher bleiben bis zu %1 in Ihren Budgets gezählt, bis sie abläuft; ein erneuter Abruf der URL danach gibt sie frei.</translation>
    </message>
    <message>
        <source>Reading from the chain what the settlement moved…</source>
        <translation>Lese von der Chain, was die Abrechnung bewegt hat…</translation>
    </message>
    <message>
        <source>The seller&apos;s settlement says %1, but the chain shows %2 moved of up to %3: %2 is what is counted.</source>
        <translation>Die Abrechnung des Verkäufers nennt %1, aber die Chain zeigt %2 von höchstens %3 bewegt: gezählt wird %2.</translation>
    </message>
    <message>
        <source>nothing of the charge</source>
        <translation>nichts zur Belastung</translation>
    </message>
    <message>
        <source>the seller&apos;s channel state differed; adopted it</source>
        <translation>der Kanalzustand des Verkäufers wich ab; übernommen</translation>
    </message>
    <message>
        <source>The seller&apos;s channel state differed from Paydesk&apos;s; adopted it (it is backed by your own voucher) and paying again.</source>
        <translation>Der Kanalzustand des Verkäufers wich von dem von Paydesk ab; er wurde übernommen (er ist durch Ihren eigenen Gutschein gedeckt) und es wird erneut bezahlt.</translation>
    </message>
    <message>
        <source>Charged %1 of up to %2 through the payment channel; the rest is free again in your budgets.</source>
        <translation>Über den Zahlungskanal wurden %1 von bis zu %2 berechnet; der Rest ist in Ihren Budgets wieder frei.</translation>
    </message>
    <message>
        <source>The wallet %1 holds %2, less than the deposit of %3 a payment channel with this seller needs. Nothing was paid; add funds to it or pay from another wallet.</source>
        <translation>Das Wallet %1 enthält %2, weniger als die Einlage von %3, die ein Zahlungskanal mit diesem Verkäufer braucht. Es wurde nichts bezahlt; laden Sie es auf oder zahlen Sie aus einem anderen Wallet.</translation>
    </message>
    <message>
        <source>the wallet holds %1, less than the channel&apos;s deposit of %2.</source>
        <translation>das Wallet enthält %1, weniger als die Einlage des Kanals von %2.</translation>
    </message>
    <message>
        <source>A payment channel with this seller needs a deposit of %1: %2 Nothing was paid.</source>
        <translation>Ein Zahlungskanal mit diesem Verkäufer braucht eine Einlage von %1: %2 Es wurde nichts bezahlt.</translation>
    </message>
    <message>
        <source>The channel&apos;s deposit of %1: %2</source>
        <translation>Die Einlage des Kanals von %1: %2</translation>
    </message>
    <message>
        <source>the seller had charged this request before Paydesk stopped, and its answer was lost</source>
        <translation>der Verkäufer hatte diese Anfrage berechnet, bevor Paydesk anhielt, und seine Antwort ging verloren</translation>
    </message>
    <message>
        <source>You paid (%1), but %2; the channel is in step with the seller again. Paydesk does not pay again by itself: fetch the URL again to buy it anew.</source>
        <translation>Sie haben bezahlt (%1), aber %2; der Kanal ist wieder im Einklang mit dem Verkäufer. Paydesk zahlt nicht von selbst erneut: Rufen Sie die URL erneut ab, um sie neu zu kaufen.</translation>
    </message>
</context>
<context>
    <name>paydesk::x402::SplAuthorization</name>
    <message>
        <source>%1 is not a Solana wallet.</source>
        <translation>%1 ist keine Solana-Wallet.</translation>
    </message>
    <message>
        <source>The token %1 is not one Paydesk knows on %2; nothing was signed.</source>
        <translation>Den Token %1 kennt Paydesk auf %2 nicht; es wurde nichts signiert.</translation>
    </message>
    <message>
        <source>The payment option cannot be paid from a local wallet.</source>
        <translation>Diese Zahlungsoption lässt sich nicht aus einer lokalen Wallet bezahlen.</translation>
    </message>
    <message>
        <source>Reading the %1 accounts of %2 and of the seller...</source>
        <translation>Die %1-Konten von %2 und des Verkäufers werden gelesen …</translation>
    </message>
    <message>
        <source>Cannot read the token accounts from the network: %1</source>
        <translation>Die Token-Konten lassen sich nicht aus dem Netzwerk lesen: %1</translation>
    </message>
    <message>
        <source>The network&apos;s answer about the token accounts is malformed.</source>
        <translation>Die Antwort des Netzwerks zu den Token-Konten ist fehlerhaft.</translation>
    </message>
    <message>
        <source>The token %1 (mint %2) does not exist on the network this wallet reads (%3); nothing was signed. Check the RPC endpoint&apos;s network.</source>
        <translation>Den Token %1 (Mint %2) gibt es in dem Netzwerk, das diese Wallet liest (%3), nicht; es wurde nichts signiert. Prüfen Sie das Netzwerk des RPC-Endpunkts.</translation>
    </message>
    <message>
        <source>The mint %1 cannot be paid: %2</source>
        <translation>Mit dem Mint %1 kann nicht bezahlt werden: %2</translation>
    </message>
    <message>
        <source>The mint %1 has %2 decimals, but %3 has %4: nothing was signed.</source>
        <translation>Der Mint %1 hat %2 Dezimalstellen, %3 hat aber %4: Es wurde nichts signiert.</translation>
    </message>
    <message>
        <source>The seller %1 has no %2 account that can receive this payment; nothing was signed. The seller must open one first.</source>
        <translation>Der Verkäufer %1 hat kein %2-Konto, das diese Zahlung empfangen kann; es wurde nichts signiert. Der Verkäufer muss zuerst eines eröffnen.</translation>
    </message>
    <message>
        <source>%1 holds %2, less than the price of %3; nothing was signed.</source>
        <translation>%1 hält %2, weniger als der Preis von %3; es wurde nichts signiert.</translation>
    </message>
    <message>
        <source>The %1 account of %2 is frozen by the token&apos;s issuer; nothing was signed.</source>
        <translation>Das %1-Konto von %2 ist vom Herausgeber des Tokens eingefroren; es wurde nichts signiert.</translation>
    </message>
    <message>
        <source>Paydesk refuses to sign this payment: %1</source>
        <translation>Paydesk verweigert die Signatur dieser Zahlung: %1</translation>
    </message>
    <message>
        <source>Signing your part of %1 to %2 with the key of %3...</source>
        <translation>Ihr Teil von %1 an %2 wird mit dem Schlüssel von %3 signiert …</translation>
    </message>
    <message>
        <source>The transaction could not be signed as expected; nothing was sent.</source>
        <translation>Die Transaktion konnte nicht wie erwartet signiert werden; es wurde nichts gesendet.</translation>
    </message>
</context>
</TS>
