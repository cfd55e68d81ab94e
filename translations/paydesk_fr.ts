<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>AbandonedAttempts</name>
    <message>
        <source>The payer stopped before its signed proof was stored: nothing left this computer, so nothing was paid.</source>
        <translation>Le processus de paiement s&apos;est arrêté avant l&apos;enregistrement de sa preuve signée&#xa0;: rien n&apos;a quitté cet ordinateur, donc rien n&apos;a été payé.</translation>
    </message>
</context>
<context>
    <name>AddedTokens</name>
    <message>
        <source>%1 is not a Solana or EVM network: give a network Paydesk lists (&quot;base&quot;, &quot;solana-devnet&quot;) or a CAIP-2 id (&quot;eip155:8453&quot;).</source>
        <translation>%1 n&apos;est pas un réseau Solana ou EVM&#xa0;: indiquez un réseau que Paydesk connaît (« base », « solana-devnet ») ou un id CAIP-2 (« eip155:8453 »).</translation>
    </message>
    <message>
        <source>%1 is not a token address on %2: give the token&apos;s %3.</source>
        <translation>%1 n&apos;est pas une adresse de jeton sur %2&#xa0;: indiquez l&apos;%3 du jeton.</translation>
    </message>
    <message>
        <source>The symbol &quot;%1&quot; is not usable: 1 to 11 letters, digits or .-_ (as &quot;EURC&quot;).</source>
        <translation>Le symbole « %1 » n&apos;est pas utilisable&#xa0;: 1 à 11 lettres, chiffres ou .-_ (comme « EURC »).</translation>
    </message>
    <message>
        <source>%1 decimals is not usable: a token has 0 to %2; read them from the token&apos;s contract or mint, never from a seller.</source>
        <translation>%1 décimales n&apos;est pas utilisable&#xa0;: un jeton en a de 0 à %2&#xa0;; lisez-les dans le contrat ou le mint du jeton, jamais chez un vendeur.</translation>
    </message>
    <message>
        <source>You already added %1 on %2 as %3.</source>
        <translation>Vous avez déjà ajouté %1 sur %2 en tant que %3.</translation>
    </message>
    <message>
        <source>%1 on %2 is already in Paydesk&apos;s table, as %3.</source>
        <translation>%1 sur %2 est déjà dans la table de Paydesk, en tant que %3.</translation>
    </message>
    <message>
        <source>%1 on %2 is already the token %3: give this one another symbol, so the two are never confused.</source>
        <translation>%1 sur %2 est déjà le jeton %3&#xa0;: donnez à celui-ci un autre symbole, pour que les deux ne soient jamais confondus.</translation>
    </message>
    <message>
        <source>%1 on %2 is not a token you added.</source>
        <translation>%1 sur %2 n&apos;est pas un jeton que vous avez ajouté.</translation>
    </message>
</context>
<context>
    <name>Address</name>
    <message>
        <source>Enter an address.</source>
        <translation>Saisissez une adresse.</translation>
    </message>
    <message>
        <source>An EVM address is 0x followed by 40 hexadecimal characters; this one has %1.</source>
        <translation>Une adresse EVM se compose de 0x suivi de 40 caractères hexadécimaux&#xa0;; celle-ci en compte %1.</translation>
    </message>
    <message>
        <source>An EVM address may contain only 0-9 and a-f after 0x.</source>
        <translation>Une adresse EVM ne peut contenir que 0-9 et a-f après 0x.</translation>
    </message>
    <message>
        <source>The capitalisation of this EVM address does not match its EIP-55 checksum: it may contain a typo. Check it with the recipient.</source>
        <translation>Les majuscules et minuscules de cette adresse EVM ne correspondent pas à sa somme de contrôle EIP-55&#xa0;: elle contient peut-être une faute de frappe. Vérifiez-la auprès du destinataire.</translation>
    </message>
    <message>
        <source>A Solana address is 32 to 44 base58 characters; this one has %1.</source>
        <translation>Une adresse Solana compte de 32 à 44 caractères base58&#xa0;; celle-ci en compte %1.</translation>
    </message>
    <message>
        <source>A Solana address uses base58 characters only (no 0, O, I or l).</source>
        <translation>Une adresse Solana n&apos;utilise que des caractères base58 (pas de 0, O, I ni l).</translation>
    </message>
    <message>
        <source>This is not a Solana address: it decodes to %1 bytes instead of 32.</source>
        <translation>Ce n&apos;est pas une adresse Solana&#xa0;: elle se décode en %1 octets au lieu de 32.</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Signature</translation>
    </message>
    <message>
        <source>Transaction hash</source>
        <translation>Hachage de la transaction</translation>
    </message>
    <message>
        <source>Transaction id</source>
        <translation>Identifiant de la transaction</translation>
    </message>
    <message>
        <source>mint address (base58)</source>
        <translation>adresse du mint (base58)</translation>
    </message>
    <message>
        <source>contract address (0x…)</source>
        <translation>adresse du contrat (0x…)</translation>
    </message>
    <message>
        <source>token address</source>
        <translation>adresse du jeton</translation>
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
        <translation>Dépensé (24 h)</translation>
    </message>
    <message>
        <source>Sites</source>
        <translation>Sites</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
</context>
<context>
    <name>AgentStore</name>
    <message>
        <source>An agent&apos;s name is 1 to 64 printable characters, without spaces at either end: &quot;%1&quot; is not.</source>
        <translation>Le nom d&apos;un agent comporte de 1 à 64 caractères imprimables, sans espace au début ni à la fin&#xa0;: «&#xa0;%1&#xa0;» ne convient pas.</translation>
    </message>
    <message>
        <source>There is already an agent called &quot;%1&quot;.</source>
        <translation>Il existe déjà un agent nommé «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>There is no agent called &quot;%1&quot;.</source>
        <translation>Il n&apos;existe aucun agent nommé «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>An agent may make at least one payment a minute.</source>
        <translation>Un agent doit pouvoir effectuer au moins un paiement par minute.</translation>
    </message>
    <message>
        <source>An agent&apos;s budget needs a positive amount per day, and an automatic limit from 0 up to that amount.</source>
        <translation>Le budget d&apos;un agent nécessite un montant positif par jour et une limite automatique comprise entre 0 et ce montant.</translation>
    </message>
    <message>
        <source>There is no agent called &quot;%1&quot; in Paydesk.</source>
        <translation>Il n&apos;existe aucun agent nommé «&#xa0;%1&#xa0;» dans Paydesk.</translation>
    </message>
    <message>
        <source>Payments are frozen in Paydesk, agents&apos; too. Unfreeze them in the desktop app (the tray&apos;s Freeze) to let agents pay again.</source>
        <translation>Les paiements sont gelés dans Paydesk, y compris ceux des agents. Dégelez-les dans l&apos;application de bureau («&#xa0;Geler&#xa0;» dans le menu de la zone de notification) pour que les agents puissent de nouveau payer.</translation>
    </message>
    <message>
        <source>The agent &quot;%1&quot; is paused. Resume it on the Agents page to let it pay again.</source>
        <translation>L&apos;agent «&#xa0;%1&#xa0;» est en pause. Réactivez-le sur la page Agents pour qu&apos;il puisse de nouveau payer.</translation>
    </message>
    <message>
        <source>The agent &quot;%1&quot; has stopped paying after %2 failed payments in a row. Look at what it was paying for, then resume it on the Agents page.</source>
        <translation>L&apos;agent «&#xa0;%1&#xa0;» a cessé de payer après %2 paiements échoués d&apos;affilée. Vérifiez ce qu&apos;il payait, puis réactivez-le sur la page Agents.</translation>
    </message>
    <message>
        <source>The agent &quot;%1&quot; may make %2 payments a minute and has made them. Try again in a minute.</source>
        <translation>L&apos;agent «&#xa0;%1&#xa0;» peut effectuer %2 paiements par minute et les a déjà effectués. Réessayez dans une minute.</translation>
    </message>
    <message>
        <source>The agent &quot;%1&quot; has no budget in %2 on %3. Give it one on the Agents page (or with paydesk-cli agent budget).</source>
        <translation>L&apos;agent «&#xa0;%1&#xa0;» n&apos;a aucun budget en %2 sur %3. Accordez-lui-en un sur la page Agents (ou avec paydesk-cli agent budget).</translation>
    </message>
    <message>
        <source>The price %1 is above what is left of the agent&apos;s budget (%2 of %3 in 24 hours). Nothing was paid.</source>
        <translation>Le prix %1 dépasse ce qui reste du budget de l&apos;agent (%2 sur %3 en 24 heures). Rien n&apos;a été payé.</translation>
    </message>
    <message>
        <source>%1 is a new site for this agent</source>
        <translation>%1 est un nouveau site pour cet agent</translation>
    </message>
    <message>
        <source>the price is above the %1 it may pay without you</source>
        <translation>le prix dépasse les %1 qu&apos;il peut payer sans vous</translation>
    </message>
    <message>
        <source>it would leave %1 of its %2 for today</source>
        <translation>il ne lui resterait que %1 sur ses %2 pour aujourd&apos;hui</translation>
    </message>
    <message>
        <source>A person must approve this payment: %1.</source>
        <translation>Une personne doit approuver ce paiement&#xa0;: %1.</translation>
    </message>
    <message>
        <source>An agent&apos;s cap %1 must be at least its cap of a shorter window (%2), in the budget&apos;s asset.</source>
        <translation>Le plafond %1 d’un agent doit être au moins celui d’une période plus courte (%2), dans l’actif du budget.</translation>
    </message>
    <message>
        <source>The budget would end %1, which is already past: give a later date, or none for no end.</source>
        <translation>Le budget prendrait fin %1, ce qui est déjà passé&#xa0;: indiquez une date plus tardive, ou none pour aucune fin.</translation>
    </message>
    <message>
        <source>The agent &quot;%1&quot;&apos;s budget in %2 on %3 ended %4. Give it a new one on the Agents page (or with paydesk-cli agent budget) to let it pay again.</source>
        <translation>Le budget de l’agent «&#xa0;%1&#xa0;» en %2 sur %3 a pris fin (%4). Donnez-lui-en un nouveau sur la page Agents (ou avec paydesk-cli agent budget) pour qu’il puisse payer à nouveau.</translation>
    </message>
    <message>
        <source>The price %1 is above what is left of the agent&apos;s budget of %3 %4 (%2 left in the last %5). Nothing was paid.</source>
        <translation>Le prix %1 dépasse ce qui reste du budget de l’agent de %3 %4 (%2 restant sur les derniers %5). Rien n’a été payé.</translation>
    </message>
</context>
<context>
    <name>AgentToolsText</name>
    <message>
        <source>A person must approve this payment.</source>
        <translation>Une personne doit approuver ce paiement.</translation>
    </message>
    <message>
        <source>%1 Nobody could approve it here, so it was declined and nothing was paid.</source>
        <translation>%1 Personne n&apos;a pu l&apos;approuver ici&#xa0;: il a donc été décliné et rien n&apos;a été payé.</translation>
    </message>
    <message>
        <source>The user declined this payment; nothing was paid.</source>
        <translation>L&apos;utilisateur a décliné ce paiement&#xa0;; rien n&apos;a été payé.</translation>
    </message>
    <message>
        <source>%1 %2 It was declined and nothing was paid.</source>
        <translation>%1 %2 Il a été décliné et rien n&apos;a été payé.</translation>
    </message>
    <message>
        <source>url must be an http:// or https:// URL.</source>
        <translation>url doit être une URL http:// ou https://.</translation>
    </message>
    <message>
        <source>method is one of %1.</source>
        <translation>method doit être l&apos;une des valeurs suivantes&#xa0;: %1.</translation>
    </message>
    <message>
        <source>headers is an object of header names and text values.</source>
        <translation>headers est un objet qui associe des noms d&apos;en-têtes à des valeurs texte.</translation>
    </message>
    <message>
        <source>The header %1 cannot be sent: Paydesk sets it, or its value is not text.</source>
        <translation>L&apos;en-tête %1 ne peut pas être envoyé&#xa0;: Paydesk le définit lui-même, ou sa valeur n&apos;est pas du texte.</translation>
    </message>
    <message>
        <source>max_price is the most you will pay, with its asset: &quot;0.01 USDC&quot;. %1</source>
        <translation>max_price est le maximum que vous paierez, avec son actif&#xa0;: &quot;0.01 USDC&quot;. %1</translation>
    </message>
    <message>
        <source>This agent is no longer in Paydesk.</source>
        <translation>Cet agent n&apos;est plus dans Paydesk.</translation>
    </message>
    <message>
        <source>limit is a whole number from 1 to 200.</source>
        <translation>limit est un nombre entier compris entre 1 et 200.</translation>
    </message>
    <message>
        <source>Fetch a paid resource</source>
        <translation>Récupérer une ressource payante</translation>
    </message>
    <message>
        <source>Fetches a URL; when it answers HTTP 402 Payment Required (x402), pays it from the user&apos;s wallet within this agent&apos;s budgets and at most max_price, then returns the content and the seller&apos;s receipt. Refused, with the reason, when a limit forbids it; a payment that needs the user&apos;s approval waits for it.</source>
        <translation>Récupère une URL&#xa0;; lorsqu&apos;elle répond HTTP 402 Payment Required (x402), la paie depuis le portefeuille de l&apos;utilisateur dans la limite des budgets de cet agent et de max_price au plus, puis renvoie le contenu et le reçu du vendeur. Refusé, avec la raison, lorsqu&apos;une limite l&apos;interdit&#xa0;; un paiement qui nécessite l&apos;approbation de l&apos;utilisateur attend celle-ci.</translation>
    </message>
    <message>
        <source>Quote a resource&apos;s price</source>
        <translation>Obtenir le prix d&apos;une ressource</translation>
    </message>
    <message>
        <source>What a URL would cost and whether this agent could pay it without asking (price, asset, network, budget left). Nothing is paid.</source>
        <translation>Ce que coûterait une URL et si cet agent pourrait la payer sans demander (prix, actif, réseau, budget restant). Rien n&apos;est payé.</translation>
    </message>
    <message>
        <source>Balances and budgets</source>
        <translation>Soldes et budgets</translation>
    </message>
    <message>
        <source>What the user&apos;s wallets hold in the assets this agent may spend, and what is left of its budgets today.</source>
        <translation>Ce que contiennent les portefeuilles de l&apos;utilisateur dans les actifs que cet agent peut dépenser, et ce qui reste de ses budgets aujourd&apos;hui.</translation>
    </message>
    <message>
        <source>Recent payments</source>
        <translation>Paiements récents</translation>
    </message>
    <message>
        <source>This agent&apos;s latest payments, newest first: URL, price, state, transaction.</source>
        <translation>Les derniers paiements de cet agent, du plus récent au plus ancien&#xa0;: URL, prix, état, transaction.</translation>
    </message>
    <message>
        <source>No payment needed: the site answered HTTP %1.</source>
        <translation>Aucun paiement nécessaire&#xa0;: le site a répondu HTTP %1.</translation>
    </message>
    <message>
        <source>It cannot be paid: %1</source>
        <translation>Paiement impossible&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 on %2.</source>
        <translation>%1 sur %2.</translation>
    </message>
    <message>
        <source>%1 It would be paid without asking (%2 of your budget left today).</source>
        <translation>%1 Ce prix serait payé sans demander (il reste %2 de votre budget aujourd&apos;hui).</translation>
    </message>
    <message>
        <source>%1 %2 (%3 of your budget left today).</source>
        <translation>%1 %2 (il reste %3 de votre budget aujourd&apos;hui).</translation>
    </message>
    <message>
        <source>No payment was needed (HTTP %1).</source>
        <translation>Aucun paiement n&apos;a été nécessaire (HTTP %1).</translation>
    </message>
    <message>
        <source>Paid %1 on %2 (transaction %3).</source>
        <translation>%1 payé sur %2 (transaction %3).</translation>
    </message>
    <message>
        <source>Paid earlier (transaction %1); the content was fetched again.</source>
        <translation>Déjà payé (transaction %1)&#xa0;; le contenu a été récupéré de nouveau.</translation>
    </message>
    <message>
        <source>Binary content, %1 bytes of %2: see structuredContent.bodyBase64.</source>
        <translation>Contenu binaire, %1 octets de type %2&#xa0;: voir structuredContent.bodyBase64.</translation>
    </message>
    <message>
        <source>not read in time</source>
        <translation>non lu à temps</translation>
    </message>
    <message>
        <source>%1 holds %2 on %3.</source>
        <translation>%1 contient %2 sur %3.</translation>
    </message>
    <message>
        <source>an unknown amount of %1</source>
        <translation>un montant inconnu de %1</translation>
    </message>
    <message>
        <source>This agent has no budget yet: it cannot pay.</source>
        <translation>Cet agent n&apos;a pas encore de budget&#xa0;: il ne peut pas payer.</translation>
    </message>
    <message>
        <source>This agent is paused: it cannot pay until the user resumes it.</source>
        <translation>Cet agent est en pause&#xa0;: il ne peut pas payer tant que l&apos;utilisateur ne le réactive pas.</translation>
    </message>
    <message>
        <source>This agent has made no payments yet.</source>
        <translation>Cet agent n&apos;a encore effectué aucun paiement.</translation>
    </message>
    <message>
        <source>%1 left of %2 for %3</source>
        <translation>%1 restant sur %2 pour %3</translation>
    </message>
    <message>
        <source>Budget on %1: %2; up to %3 a payment without asking.</source>
        <translation>Budget sur %1&#xa0;: %2&#xa0;; jusqu’à %3 par paiement sans demander.</translation>
    </message>
    <message>
        <source>It ended on %1: the agent cannot pay in it.</source>
        <translation>Il a pris fin le %1&#xa0;: l’agent ne peut pas payer avec.</translation>
    </message>
    <message>
        <source>It holds %1.</source>
        <translation>Il est valable %1.</translation>
    </message>
    <message>
        <source>Paid %1 of up to %2 on %3 (transaction %4). %5</source>
        <translation>Payé %1 sur %2 au plus sur %3 (transaction %4). %5</translation>
    </message>
</context>
<context>
    <name>Amount</name>
    <message>
        <source>Enter an amount.</source>
        <translation>Saisissez un montant.</translation>
    </message>
    <message>
        <source>Unsupported number of decimals.</source>
        <translation>Nombre de décimales non pris en charge.</translation>
    </message>
    <message>
        <source>The amount has more than one decimal point.</source>
        <translation>Le montant contient plus d&apos;un point décimal.</translation>
    </message>
    <message>
        <source>The amount may contain only digits and one decimal point (for example 0.25).</source>
        <translation>Le montant ne peut contenir que des chiffres et un seul point décimal (par exemple 0.25).</translation>
    </message>
    <message>
        <source>The amount is too large.</source>
        <translation>Le montant est trop élevé.</translation>
    </message>
    <message>
        <source>Enter an amount such as 0.25.</source>
        <translation>Saisissez un montant, par exemple 0.25.</translation>
    </message>
    <message numerus="yes">
        <source>The amount has more than %n decimal place(s).</source>
        <translation>
            <numerusform>Le montant comporte plus de %n décimale.</numerusform>
            <numerusform>Le montant comporte plus de %n décimales.</numerusform>
        </translation>
    </message>
    <message>
        <source>The amount must be positive.</source>
        <translation>Le montant doit être positif.</translation>
    </message>
    <message>
        <source>Use a dot as the decimal separator: %1</source>
        <translation>Utilisez un point comme séparateur décimal&#xa0;: %1</translation>
    </message>
    <message>
        <source>Write the amount without thousands separators, with a dot before the decimals (for example 1000.5).</source>
        <translation>Écrivez le montant sans séparateur de milliers, avec un point avant les décimales (par exemple 1000.5).</translation>
    </message>
</context>
<context>
    <name>ApiError</name>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Paydesk could not reach the payment service.</source>
        <translation>Paydesk n&apos;a pas pu joindre le service de paiement.</translation>
    </message>
    <message>
        <source>The payment service did not answer in time.</source>
        <translation>Le service de paiement n&apos;a pas répondu à temps.</translation>
    </message>
    <message>
        <source>The secure connection to the payment service failed.</source>
        <translation>La connexion sécurisée au service de paiement a échoué.</translation>
    </message>
    <message>
        <source>The payment service answered in a form Paydesk cannot read.</source>
        <translation>Le service de paiement a répondu sous une forme que Paydesk ne sait pas lire.</translation>
    </message>
    <message>
        <source>The request was cancelled.</source>
        <translation>La requête a été annulée.</translation>
    </message>
    <message>
        <source>Not enough funds for the payment plus fees.</source>
        <translation>Fonds insuffisants pour couvrir le paiement et les frais.</translation>
    </message>
    <message>
        <source>The payment proof is invalid or expired.</source>
        <translation>La preuve de paiement est invalide ou expirée.</translation>
    </message>
    <message>
        <source>The facilitator could not verify the payment.</source>
        <translation>Le facilitateur n&apos;a pas pu vérifier le paiement.</translation>
    </message>
    <message>
        <source>The recipient address is invalid or does not exist.</source>
        <translation>L&apos;adresse du destinataire est invalide ou n&apos;existe pas.</translation>
    </message>
    <message>
        <source>Too many requests.</source>
        <translation>Trop de requêtes.</translation>
    </message>
    <message>
        <source>A parameter is missing or out of range.</source>
        <translation>Un paramètre est manquant ou hors limites.</translation>
    </message>
    <message>
        <source>The API key is missing or invalid.</source>
        <translation>La clé API est manquante ou invalide.</translation>
    </message>
    <message>
        <source>The API key&apos;s plan does not include this endpoint.</source>
        <translation>La formule de la clé API n&apos;inclut pas ce point de terminaison.</translation>
    </message>
    <message>
        <source>No such payment.</source>
        <translation>Paiement introuvable.</translation>
    </message>
    <message>
        <source>The payment service had an internal error.</source>
        <translation>Le service de paiement a rencontré une erreur interne.</translation>
    </message>
    <message>
        <source>The payment service refused the request.</source>
        <translation>Le service de paiement a refusé la requête.</translation>
    </message>
    <message>
        <source>The payment may or may not have been made. Check its status or the wallet&apos;s history before trying again; do not pay a second time.</source>
        <translation>Il est possible que le paiement ait été effectué, ou non. Vérifiez son statut ou l&apos;historique du portefeuille avant de réessayer&#xa0;; ne payez pas une seconde fois.</translation>
    </message>
    <message>
        <source>Check your internet connection and the service address in Settings, then try again.</source>
        <translation>Vérifiez votre connexion Internet et l&apos;adresse du service dans les Paramètres, puis réessayez.</translation>
    </message>
    <message>
        <source>Try again in a moment.</source>
        <translation>Réessayez dans un instant.</translation>
    </message>
    <message>
        <source>Check the service address. If it is right, the service&apos;s certificate is not trusted by this computer: do not continue on an untrusted network.</source>
        <translation>Vérifiez l&apos;adresse du service. Si elle est correcte, le certificat du service n&apos;est pas approuvé par cet ordinateur&#xa0;: ne continuez pas sur un réseau non fiable.</translation>
    </message>
    <message>
        <source>Check that the service address points to a payment service, or try again later.</source>
        <translation>Vérifiez que l&apos;adresse du service désigne bien un service de paiement, ou réessayez plus tard.</translation>
    </message>
    <message>
        <source>Correct the field named above and try again.</source>
        <translation>Corrigez le champ indiqué ci-dessus et réessayez.</translation>
    </message>
    <message>
        <source>Add funds to the wallet.</source>
        <translation>Ajoutez des fonds au portefeuille.</translation>
    </message>
    <message>
        <source>Check the payment status and retry.</source>
        <translation>Vérifiez le statut du paiement et réessayez.</translation>
    </message>
    <message>
        <source>Verify the recipient address.</source>
        <translation>Vérifiez l&apos;adresse du destinataire.</translation>
    </message>
    <message>
        <source>Slow down; retry with exponential backoff.</source>
        <translation>Ralentissez&#xa0;; réessayez avec un délai d&apos;attente exponentiel.</translation>
    </message>
    <message>
        <source>Correct the field named in the message and try again.</source>
        <translation>Corrigez le champ indiqué dans le message et réessayez.</translation>
    </message>
    <message>
        <source>Check the API key: enter it again in Settings or with &apos;paydesk-cli key set&apos;.</source>
        <translation>Vérifiez la clé API&#xa0;: saisissez-la de nouveau dans les Paramètres ou avec &apos;paydesk-cli key set&apos;.</translation>
    </message>
    <message>
        <source>Use an API key whose plan includes this endpoint, or upgrade the plan.</source>
        <translation>Utilisez une clé API dont la formule inclut ce point de terminaison, ou passez à une formule supérieure.</translation>
    </message>
    <message>
        <source>Check the payment id.</source>
        <translation>Vérifiez l&apos;identifiant du paiement.</translation>
    </message>
    <message>
        <source>Try again later. If this was a payment, check its status first.</source>
        <translation>Réessayez plus tard. S&apos;il s&apos;agissait d&apos;un paiement, vérifiez d&apos;abord son statut.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Annulé.</translation>
    </message>
    <message>
        <source>The recipient is on another chain than the wallet (%1). Verify the recipient address.</source>
        <translation>Le destinataire se trouve sur une autre chaîne que le portefeuille (%1). Vérifiez l&apos;adresse du destinataire.</translation>
    </message>
    <message>
        <source>The recipient is the sending wallet itself.</source>
        <translation>Le destinataire est le portefeuille émetteur lui-même.</translation>
    </message>
    <message numerus="yes">
        <source>Slow down: retry in %n second(s).</source>
        <translation>
            <numerusform>Ralentissez&#xa0;: réessayez dans %n seconde.</numerusform>
            <numerusform>Ralentissez&#xa0;: réessayez dans %n secondes.</numerusform>
        </translation>
    </message>
    <message>
        <source>The idempotency key must be 1 to 255 printable ASCII characters without spaces (for example a UUID).</source>
        <translation>La clé d&apos;idempotence doit comporter de 1 à 255 caractères ASCII imprimables sans espace (par exemple un UUID).</translation>
    </message>
    <message>
        <source>This proof cannot be accepted: ask the payer for a new one.</source>
        <translation>Cette preuve ne peut pas être acceptée : demandez-en une nouvelle au payeur.</translation>
    </message>
    <message>
        <source>Paydesk refused it; nothing was sent or signed.</source>
        <translation>Paydesk l&apos;a refusé ; rien n&apos;a été envoyé ni signé.</translation>
    </message>
    <message>
        <source>A value is not valid; nothing was sent.</source>
        <translation>Une valeur n&apos;est pas valide ; rien n&apos;a été envoyé.</translation>
    </message>
</context>
<context>
    <name>AttemptStart</name>
    <message>
        <source>The payment could not be journaled (%1), so it was not made.</source>
        <translation>Le paiement n&apos;a pas pu être inscrit au journal (%1)&#xa0;: il n&apos;a donc pas été effectué.</translation>
    </message>
    <message>
        <source>%1 Other payments took it while this one was being prepared; nothing was paid.</source>
        <translation>%1 D&apos;autres paiements ont utilisé le montant disponible pendant la préparation de celui-ci&#xa0;; rien n&apos;a été payé.</translation>
    </message>
    <message>
        <source>The budget for %1 changed.</source>
        <translation>Le budget pour %1 a changé.</translation>
    </message>
</context>
<context>
    <name>BatchChannel</name>
    <message>
        <source>The channel config&apos;s &quot;%1&quot; is missing or malformed.</source>
        <translation>Le champ «&#xa0;%1&#xa0;» de la configuration du canal manque ou est mal formé.</translation>
    </message>
    <message>
        <source>The voucher&apos;s &quot;%1&quot; is missing or malformed.</source>
        <translation>Le champ «&#xa0;%1&#xa0;» du bon manque ou est mal formé.</translation>
    </message>
    <message>
        <source>The channel state&apos;s &quot;%1&quot; is missing or malformed.</source>
        <translation>Le champ «&#xa0;%1&#xa0;» de l&apos;état du canal manque ou est mal formé.</translation>
    </message>
    <message>
        <source>A voucher names a 32-byte channel and at most 2^128 - 1 atomic units.</source>
        <translation>Un bon nomme un canal de 32 octets et au plus 2^128 - 1 unités atomiques.</translation>
    </message>
    <message>
        <source>The voucher could not be signed with the key of %1; nothing was sent.</source>
        <translation>Le bon n&apos;a pas pu être signé avec la clé de %1&#xa0;; rien n&apos;a été envoyé.</translation>
    </message>
</context>
<context>
    <name>BatchPayload</name>
    <message>
        <source>The channel payment&apos;s &quot;type&quot; must be deposit, voucher or refund.</source>
        <translation>Le « type » du paiement par canal doit être deposit, voucher ou refund.</translation>
    </message>
    <message>
        <source>The refund&apos;s &quot;amount&quot; is malformed.</source>
        <translation>Le « amount » du remboursement est mal formé.</translation>
    </message>
    <message>
        <source>The channel deposit is malformed or not an ERC-3009 authorization (Paydesk deposits by ERC-3009 only).</source>
        <translation>Le dépôt du canal est mal formé ou n&apos;est pas une autorisation ERC-3009 (Paydesk ne dépose que par ERC-3009).</translation>
    </message>
</context>
<context>
    <name>BudgetListModel</name>
    <message>
        <source>Site</source>
        <translation>Site</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Réseau</translation>
    </message>
    <message>
        <source>Per payment</source>
        <translation>Par paiement</translation>
    </message>
    <message>
        <source>Per day</source>
        <translation>Par jour</translation>
    </message>
    <message>
        <source>Spent today</source>
        <translation>Dépensé aujourd&apos;hui</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Mode</translation>
    </message>
    <message>
        <source>Per week / month</source>
        <translation>Par semaine / mois</translation>
    </message>
</context>
<context>
    <name>BudgetStore</name>
    <message>
        <source>The price %1 is above this site&apos;s cap of %2 per payment.</source>
        <translation>Le prix %1 dépasse le plafond de ce site, fixé à %2 par paiement.</translation>
    </message>
    <message>
        <source>The price %1 is above what is left of this site&apos;s daily budget (%2 of %3).</source>
        <translation>Le prix %1 dépasse ce qu&apos;il reste du budget quotidien de ce site (%2 sur %3).</translation>
    </message>
    <message>
        <source>The price %1 is above the cap of %2 per payment that you granted this site.</source>
        <translation>Le prix %1 dépasse le plafond de %2 par paiement que vous avez accordé à ce site.</translation>
    </message>
    <message>
        <source>The price %1 is above your default cap of %2 per payment (this site has no budget).</source>
        <translation>Le prix %1 dépasse votre plafond par défaut de %2 par paiement (ce site n&apos;a pas de budget).</translation>
    </message>
    <message>
        <source>The price %1 is above what is left of your default cap of %3 per day for this site (%2 left).</source>
        <translation>Le prix %1 dépasse ce qui reste de votre plafond par défaut de %3 par jour pour ce site (%2 restants).</translation>
    </message>
    <message>
        <source>The price %1 is above what is left of your daily cap for all sites (%2 of %3 in 24 hours).</source>
        <translation>Le prix %1 dépasse ce qui reste de votre plafond quotidien pour tous les sites (%2 sur %3 en 24 heures).</translation>
    </message>
    <message>
        <source>A daily cap must be more than zero.</source>
        <translation>Un plafond quotidien doit être supérieur à zéro.</translation>
    </message>
    <message>
        <source>The price %1 is above what is left of this site&apos;s budget of %3 %4 (%2 left in the last %5).</source>
        <translation>Le prix %1 dépasse ce qui reste du budget de ce site de %3 %4 (%2 restant sur les derniers %5).</translation>
    </message>
    <message>
        <source>The price %1 is above what is left of this site&apos;s cap of %3 %4 (%2 left).</source>
        <translation>Le prix %1 dépasse ce qui reste du plafond de ce site de %3 %4 (%2 restant).</translation>
    </message>
    <message>
        <source>The budget you granted this site ended %1: Paydesk asks again before each payment. Grant it again to pay without asking.</source>
        <translation>Le budget que vous avez accordé à ce site a pris fin (%1)&#xa0;: Paydesk demande à nouveau avant chaque paiement. Accordez-le à nouveau pour payer sans demander.</translation>
    </message>
    <message>
        <source>The price %1 is above what is left of your cap of %3 %4 in all dollar stablecoins together (%2 left in the last %5).</source>
        <translation>Le prix %1 dépasse ce qui reste de votre plafond de %3 %4 pour tous les stablecoins en dollars ensemble (%2 restant sur les derniers %5).</translation>
    </message>
    <message>
        <source>A cap in dollars must be more than zero, in cents or finer (at most %1 decimals).</source>
        <translation>Un plafond en dollars doit être supérieur à zéro, en cents ou plus fin (au plus %1 décimales).</translation>
    </message>
</context>
<context>
    <name>BudgetWindows</name>
    <message>
        <source>24 hours</source>
        <translation>24 heures</translation>
    </message>
    <message>
        <source>7 days</source>
        <translation>7 jours</translation>
    </message>
    <message>
        <source>30 days</source>
        <translation>30 jours</translation>
    </message>
    <message>
        <source>per day</source>
        <translation>par jour</translation>
    </message>
    <message>
        <source>per week</source>
        <translation>par semaine</translation>
    </message>
    <message>
        <source>per month</source>
        <translation>par mois</translation>
    </message>
    <message>
        <source>until %1</source>
        <translation>jusqu’au %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>amount, per period</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>ended %1</source>
        <translation>terminé le %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a date: give the last day of the budget as 2026-12-31, a time as 2026-12-31T18:00, or none for no end.</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas une date&#xa0;: indiquez le dernier jour du budget sous la forme 2026-12-31, une heure sous la forme 2026-12-31T18:00, ou none pour aucune fin.</translation>
    </message>
</context>
<context>
    <name>ChannelBook</name>
    <message>
        <source>no such channel</source>
        <translation>canal inconnu</translation>
    </message>
    <message>
        <source>the channel is not open</source>
        <translation>le canal n&apos;est pas ouvert</translation>
    </message>
</context>
<context>
    <name>ChannelCheck</name>
    <message>
        <source>The seller&apos;s answer does not state the channel&apos;s charge and state (%1).</source>
        <translation>La réponse du vendeur n&apos;indique pas le montant facturé ni l&apos;état du canal (%1).</translation>
    </message>
    <message>
        <source>no chargedAmount</source>
        <translation>pas de chargedAmount</translation>
    </message>
    <message>
        <source>The seller&apos;s answer names another channel (%1) than the one paid through.</source>
        <translation>La réponse du vendeur nomme un autre canal (%1) que celui par lequel le paiement est passé.</translation>
    </message>
    <message>
        <source>The seller charged %1 units, above the request&apos;s maximum of %2 units.</source>
        <translation>Le vendeur a facturé %1 unités, au-delà du maximum de la requête de %2 unités.</translation>
    </message>
    <message>
        <source>The seller&apos;s cumulative charge (%1 units) is not the previous %2 units plus this charge of %3 units.</source>
        <translation>Le total facturé par le vendeur (%1 unités) n&apos;est pas le précédent de %2 unités plus ce montant de %3 unités.</translation>
    </message>
    <message>
        <source>not stated</source>
        <translation>non indiqué</translation>
    </message>
    <message>
        <source>The seller says the channel holds %1 units, less than the %2 units it has charged.</source>
        <translation>Le vendeur dit que le canal contient %1 unités, moins que les %2 unités qu&apos;il a facturées.</translation>
    </message>
    <message>
        <source>The seller&apos;s 402 lists no payment options.</source>
        <translation>Le 402 du vendeur ne propose aucune option de paiement.</translation>
    </message>
    <message>
        <source>The seller&apos;s channel state is not backed by a voucher of yours, so Paydesk does not adopt it.</source>
        <translation>L&apos;état du canal donné par le vendeur n&apos;est couvert par aucun de vos bons : Paydesk ne l&apos;adopte pas.</translation>
    </message>
    <message>
        <source>The voucher the seller shows was not signed by your wallet.</source>
        <translation>Le bon présenté par le vendeur n&apos;a pas été signé par votre portefeuille.</translation>
    </message>
    <message>
        <source>The voucher the seller shows (%1 units) is above every voucher Paydesk journaled (%2 units).</source>
        <translation>Le bon présenté par le vendeur (%1 unités) dépasse tous les bons journalisés par Paydesk (%2 unités).</translation>
    </message>
    <message>
        <source>The seller&apos;s cumulative charge is missing or above your voucher.</source>
        <translation>Le total facturé par le vendeur manque ou dépasse votre bon.</translation>
    </message>
    <message>
        <source>The seller&apos;s cumulative charge (%1 units) skips back below the %2 units it charged before.</source>
        <translation>Le total facturé par le vendeur (%1 unités) redescend sous les %2 unités qu&apos;il avait facturées.</translation>
    </message>
    <message>
        <source>The seller&apos;s 402 says nothing of this channel.</source>
        <translation>Le 402 du vendeur ne dit rien de ce canal.</translation>
    </message>
</context>
<context>
    <name>ChannelEvmScheme</name>
    <message>
        <source>no channel journal here.</source>
        <translation>pas de journal des canaux ici.</translation>
    </message>
    <message>
        <source>the channel %1 is stopped: %2</source>
        <translation>le canal %1 est arrêté : %2</translation>
    </message>
    <message>
        <source>the channel&apos;s cumulative amount overflows.</source>
        <translation>le montant cumulé du canal déborde.</translation>
    </message>
    <message>
        <source>Signing a deposit of %1 units into a payment channel with %2 and a voucher of up to %3 with the key of %4...</source>
        <translation>Signature d&apos;un dépôt de %1 unités dans un canal de paiement avec %2 et d&apos;un bon d&apos;au plus %3 avec la clé de %4...</translation>
    </message>
    <message>
        <source>Signing a channel voucher of up to %1 to %2 with the key of %3...</source>
        <translation>Signature d&apos;un bon de canal d&apos;au plus %1 pour %2 avec la clé de %3...</translation>
    </message>
    <message>
        <source>the deposit could not be signed with the key of %1.</source>
        <translation>le dépôt n&apos;a pas pu être signé avec la clé de %1.</translation>
    </message>
    <message>
        <source>the channel could not be journaled (%1), so nothing was sent.</source>
        <translation>le canal n&apos;a pas pu être journalisé (%1) : rien n&apos;a été envoyé.</translation>
    </message>
    <message>
        <source>the channel&apos;s payee or token is not an EVM address.</source>
        <translation>le bénéficiaire ou le jeton du canal n&apos;est pas une adresse EVM.</translation>
    </message>
    <message>
        <source>the seller names no receiver authorizer for its channel (extra.receiverAuthorizer).</source>
        <translation>le vendeur n&apos;indique aucun autorisateur du destinataire pour son canal (extra.receiverAuthorizer).</translation>
    </message>
    <message>
        <source>the channel&apos;s withdraw delay (extra.withdrawDelay) is not between 15 minutes and 30 days.</source>
        <translation>le délai de retrait du canal (extra.withdrawDelay) n&apos;est pas compris entre 15 minutes et 30 jours.</translation>
    </message>
    <message>
        <source>channel payments (batch-settlement) are x402 v2 only.</source>
        <translation>les paiements par canal (batch-settlement) n&apos;existent qu&apos;en x402 v2.</translation>
    </message>
    <message>
        <source>the seller asks for the channel&apos;s deposit by %1; Paydesk deposits by ERC-3009 only.</source>
        <translation>le vendeur demande le dépôt du canal par %1 ; Paydesk ne dépose que par ERC-3009.</translation>
    </message>
    <message>
        <source>This face of Paydesk keeps no payment channels; nothing was paid.</source>
        <translation>Cette interface de Paydesk ne tient aucun canal de paiement ; rien n&apos;a été payé.</translation>
    </message>
    <message>
        <source>Paydesk signs nothing more on your channel %1 with this seller: %2 Withdraw what is left (paydesk-cli channel withdraw %1, or the Channels view); nothing was paid.</source>
        <translation>Paydesk ne signe plus rien sur votre canal %1 avec ce vendeur : %2 Retirez ce qui reste (paydesk-cli channel withdraw %1, ou la vue Canaux de paiement) ; rien n&apos;a été payé.</translation>
    </message>
    <message>
        <source>the channel with this seller is stopped.</source>
        <translation>le canal avec ce vendeur est arrêté.</translation>
    </message>
    <message>
        <source>An earlier deposit into your channel %1 has not been seen on chain yet, and it stays valid until %2. Paydesk never deposits twice: try again once it has landed or expired; nothing was paid.</source>
        <translation>Un dépôt antérieur dans votre canal %1 n&apos;est pas encore visible sur la chaîne et reste valable jusqu&apos;à %2. Paydesk ne dépose jamais deux fois : réessayez une fois qu&apos;il est arrivé ou a expiré ; rien n&apos;a été payé.</translation>
    </message>
    <message>
        <source>an earlier deposit into the channel is still pending.</source>
        <translation>un dépôt antérieur dans le canal est toujours en attente.</translation>
    </message>
    <message>
        <source>The voucher was never charged: nothing was paid through the channel.</source>
        <translation>Le bon n&apos;a jamais été débité : rien n&apos;a été payé par le canal.</translation>
    </message>
    <message>
        <source>Paydesk cannot find the channel this payment went through.</source>
        <translation>Paydesk ne trouve pas le canal par lequel ce paiement est passé.</translation>
    </message>
    <message>
        <source>%1 Paydesk signs nothing more on this channel; withdraw what is left (paydesk-cli channel withdraw %2).</source>
        <translation>%1 Paydesk ne signe plus rien sur ce canal ; retirez ce qui reste (paydesk-cli channel withdraw %2).</translation>
    </message>
    <message>
        <source>the channel&apos;s deposit would be above --max-deposit.</source>
        <translation>le dépôt du canal dépasserait --max-deposit.</translation>
    </message>
    <message>
        <source>A payment channel with this seller needs a deposit of at least %1, above your --max-deposit; nothing was paid.</source>
        <translation>Un canal de paiement avec ce vendeur demande un dépôt d&apos;au moins %1, au-delà de votre --max-deposit ; rien n&apos;a été payé.</translation>
    </message>
</context>
<context>
    <name>ChannelsModel</name>
    <message>
        <source>Seller</source>
        <translation>Vendeur</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Réseau</translation>
    </message>
    <message>
        <source>Deposit</source>
        <translation>Dépôt</translation>
    </message>
    <message>
        <source>Charged</source>
        <translation>Facturé</translation>
    </message>
    <message>
        <source>Refundable</source>
        <translation>Remboursable</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <source>Last use</source>
        <translation>Dernière utilisation</translation>
    </message>
</context>
<context>
    <name>CliAgentFace</name>
    <message>
        <source>--hold-keys takes the seconds the keys stay after the last payment, 0 to %1 (0: read from the keychain for every payment).</source>
        <translation>--hold-keys prend le nombre de secondes pendant lesquelles les clés restent après le dernier paiement, de 0 à %1 (0 : les lire dans le trousseau à chaque paiement).</translation>
    </message>
</context>
<context>
    <name>CliArguments</name>
    <message>
        <source>Amount in the chain&apos;s native currency, 0.001 to 100.</source>
        <translation>Montant dans la monnaie native de la chaîne, de 0.001 à 100.</translation>
    </message>
    <message>
        <source>URL of the protected resource paid for.</source>
        <translation>URL de la ressource protégée à payer.</translation>
    </message>
    <message>
        <source>Priority fee 0.00001 to 0.01, or auto (default).</source>
        <translation>Frais de priorité de 0.00001 à 0.01, ou auto (par défaut).</translation>
    </message>
    <message>
        <source>Local mode: sign with your own key (wallet import) and broadcast through --rpc.</source>
        <translation>Mode local&#xa0;: signer avec votre propre clé (wallet import) et diffuser via --rpc.</translation>
    </message>
    <message>
        <source>Local mode: simulate before signing.</source>
        <translation>Mode local&#xa0;: simuler avant de signer.</translation>
    </message>
    <message>
        <source>Protected resource URL.</source>
        <translation>URL de la ressource protégée.</translation>
    </message>
    <message>
        <source>Verification timeout in seconds (default 30).</source>
        <translation>Délai de vérification en secondes (30 par défaut).</translation>
    </message>
    <message>
        <source>Local mode: co-sign the buyer&apos;s transfer as fee payer and broadcast it through --rpc.</source>
        <translation>Mode local&#xa0;: cosigner le transfert de l&apos;acheteur en tant que payeur des frais et le diffuser via --rpc.</translation>
    </message>
    <message>
        <source>Local mode: priority fee 0.00001 to 0.01.</source>
        <translation>Mode local&#xa0;: frais de priorité de 0.00001 à 0.01.</translation>
    </message>
    <message>
        <source>Poll with backoff until the payment reaches a final state.</source>
        <translation>Interroger à intervalles croissants jusqu&apos;à ce que le paiement atteigne un état final.</translation>
    </message>
    <message>
        <source>Give up waiting after this many seconds (default 600).</source>
        <translation>Cesser d&apos;attendre après ce nombre de secondes (600 par défaut).</translation>
    </message>
    <message>
        <source>sent, received or all (default all).</source>
        <translation>sent, received ou all (all par défaut).</translation>
    </message>
    <message>
        <source>Page size, 1 to 500 (default 50).</source>
        <translation>Taille de page, de 1 à 500 (50 par défaut).</translation>
    </message>
    <message>
        <source>Pagination offset (default 0).</source>
        <translation>Décalage de pagination (0 par défaut).</translation>
    </message>
    <message>
        <source>Your name for the wallet.</source>
        <translation>Le nom que vous donnez au portefeuille.</translation>
    </message>
    <message>
        <source>create: 12 (default) or 24 recovery words.</source>
        <translation>create&#xa0;: 12 (par défaut) ou 24 mots de récupération.</translation>
    </message>
    <message>
        <source>import: a solana-keygen JSON keypair file.</source>
        <translation>import&#xa0;: un fichier de paire de clés JSON de solana-keygen.</translation>
    </message>
    <message>
        <source>import: read the recovery phrase from this variable.</source>
        <translation>import&#xa0;: lire la phrase de récupération dans cette variable.</translation>
    </message>
    <message>
        <source>create: skip asking back three words of the phrase.</source>
        <translation>create&#xa0;: ne pas demander de ressaisir trois mots de la phrase.</translation>
    </message>
    <message>
        <source>remove: confirm without asking.</source>
        <translation>remove&#xa0;: confirmer sans demander.</translation>
    </message>
    <message>
        <source>Usage: paydesk-cli [global options] %1

</source>
        <translation>Utilisation&#xa0;: paydesk-cli [options globales] %1

</translation>
    </message>
    <message>
        <source>Wrong number of arguments for %1.

</source>
        <translation>Nombre d&apos;arguments incorrect pour %1.

</translation>
    </message>
    <message>
        <source>Unknown command &apos;%1&apos;.

</source>
        <translation>Commande inconnue &apos;%1&apos;.

</translation>
    </message>
    <message>
        <source>The network your wallet pays on (default: solana-sandbox for a service on this computer, else solana).</source>
        <translation>Le réseau sur lequel votre portefeuille paie (par défaut&#xa0;: solana-sandbox pour un service sur cet ordinateur, sinon solana).</translation>
    </message>
    <message>
        <source>Save the content to this file (needed for binary content).</source>
        <translation>Enregistrer le contenu dans ce fichier (nécessaire pour un contenu binaire).</translation>
    </message>
    <message>
        <source>Extra metadata, a JSON object; @FILE reads it from a file, - from standard input. At most %1 KiB as compact JSON.</source>
        <translation>Métadonnées supplémentaires, sous forme d&apos;objet JSON&#xa0;; @FILE les lit dans un fichier, - sur l&apos;entrée standard. Au plus %1 Kio en JSON compact.</translation>
    </message>
    <message>
        <source>Sent as the Idempotency-Key header: run the same payment again with the same key and a service that honours it answers the first payment instead of paying twice (default: a new key per run).</source>
        <translation>Envoyée dans l&apos;en-tête Idempotency-Key&#xa0;: si vous relancez le même paiement avec la même clé, un service qui la respecte renvoie le premier paiement au lieu de payer deux fois (par défaut&#xa0;: une nouvelle clé à chaque exécution).</translation>
    </message>
    <message>
        <source>Sent as the Idempotency-Key header (see send).</source>
        <translation>Envoyée dans l&apos;en-tête Idempotency-Key (voir send).</translation>
    </message>
    <message>
        <source>Local mode: co-sign without asking (needed when standard input is not a terminal).</source>
        <translation>Mode local&#xa0;: cosigner sans demander (nécessaire lorsque l&apos;entrée standard n&apos;est pas un terminal).</translation>
    </message>
    <message>
        <source>Pay without asking, within the site&apos;s budget; a site without one has the default caps of 0.01 SOL per payment and 0.05 SOL per day. --yes alone never pays above a cap; at a terminal, a &quot;y&quot; approves one payment above the default caps.</source>
        <translation>Payer sans demander, dans la limite du budget du site&#xa0;; un site sans budget a les plafonds par défaut de 0.01 SOL par paiement et 0.05 SOL par jour. --yes seul ne paie jamais au-delà d&apos;un plafond&#xa0;; dans un terminal, un &quot;y&quot; approuve un paiement au-delà des plafonds par défaut.</translation>
    </message>
    <message>
        <source>The network of the budget (default: the one fetch pays on, solana-sandbox for a service on this computer, else solana); revoke without it revokes every network&apos;s.</source>
        <translation>Le réseau du budget (par défaut&#xa0;: celui sur lequel fetch paie, solana-sandbox pour un service sur cet ordinateur, sinon solana)&#xa0;; sans cette option, revoke révoque les budgets de tous les réseaux.</translation>
    </message>
    <message>
        <source>grant: the most all payments of 24 hours may take (default 0.05 SOL; at least --per-payment).</source>
        <translation>grant&#xa0;: le montant maximal que l&apos;ensemble des paiements sur 24 heures peut prélever (0.05 SOL par défaut&#xa0;; au moins --per-payment).</translation>
    </message>
    <message>
        <source>create: a custodial wallet of the sandbox service (--service on this computer), the kind hosted send and receive pay from; needs the API key.</source>
        <translation>create&#xa0;: un portefeuille dont le service bac à sable garde la clé (--service sur cet ordinateur), du type depuis lequel paient send et receive en mode hébergé&#xa0;; nécessite la clé API.</translation>
    </message>
    <message>
        <source>create --hosted: test funds to start with (default 10).</source>
        <translation>create --hosted&#xa0;: fonds de test de départ (10 par défaut).</translation>
    </message>
    <message>
        <source>With --wait, Ctrl-C stops waiting (exit 130) without touching the payment; run the same
command again to resume.</source>
        <translation>Avec --wait, Ctrl-C arrête l&apos;attente (code de sortie 130) sans toucher au paiement&#xa0;; relancez la même
commande pour reprendre.</translation>
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
        <translation>Utilisation&#xa0;: paydesk-cli [--service URL] [--api-key-env NAME] [--json] [--verbose] COMMAND [OPTIONS]

La ligne de commande de Paydesk&#xa0;: l&apos;interface du service de paiement pour les scripts.

Options globales&#xa0;:
  --service URL        URL de base du service de paiement (https://, ou http:// sur cet
                       ordinateur).
                       Par défaut&#xa0;: $PAYDESK_SERVICE_URL, puis le réglage de l&apos;interface
                       graphique.
  --api-key-env NAME   Lire la clé API dans la variable d&apos;environnement NAME au lieu du
                       trousseau du système.
  --json               Afficher un objet JSON par résultat sur la sortie standard.
  --verbose            Journaliser chaque requête et chaque étape sur la sortie d&apos;erreur
                       standard (silencieux par défaut).
  -h, --help           Cette aide&#xa0;; COMMAND --help pour les options d&apos;une commande.
  -v, --version        Version.

Commandes&#xa0;:
</translation>
    </message>
    <message>
        <source>list: read balances through this Solana RPC URL (or mainnet-beta, devnet, testnet, sandbox).</source>
        <translation>list : lire les soldes via cette URL RPC Solana (ou mainnet-beta, devnet, testnet, sandbox).</translation>
    </message>
    <message>
        <source>Local mode: refuse a priority fee above this (SOL; default: the limit in the app&apos;s Settings, 0.001).</source>
        <translation>Mode local : refuser des frais de priorité supérieurs à ce montant (SOL ; par défaut : la limite des Réglages de l’application, 0.001).</translation>
    </message>
    <message>
        <source>import: read a base58 secret key (--chain evm: 64 hex digits) from this variable.</source>
        <translation>import&#xa0;: lire une clé secrète base58 (--chain evm&#xa0;: 64 chiffres hexadécimaux) dans cette variable.</translation>
    </message>
    <message>
        <source>import --chain evm: an Ethereum keystore (v3) JSON file.</source>
        <translation>import --chain evm&#xa0;: un fichier keystore Ethereum (v3, JSON).</translation>
    </message>
    <message>
        <source>import --chain evm: the keystore file&apos;s password from this variable (else asked on the terminal; never stored).</source>
        <translation>import --chain evm&#xa0;: le mot de passe du fichier keystore, lu dans cette variable (sinon demandé dans le terminal&#xa0;; jamais enregistré).</translation>
    </message>
    <message>
        <source>import: derivation path (default m/44&apos;/501&apos;/0&apos;/0&apos;; --chain evm: m/44&apos;/60&apos;/0&apos;/0/0).</source>
        <translation>import&#xa0;: chemin de dérivation (par défaut m/44&apos;/501&apos;/0&apos;/0&apos;&#xa0;; --chain evm&#xa0;: m/44&apos;/60&apos;/0&apos;/0/0).</translation>
    </message>
    <message>
        <source>import, create --hosted: solana (default) or evm. A created phrase gives both accounts.</source>
        <translation>import, create --hosted&#xa0;: solana (par défaut) ou evm. Une phrase créée donne les deux comptes.</translation>
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
key set lit la clé API sur l&apos;entrée standard et l&apos;enregistre dans le trousseau du système
(l&apos;entrée utilisée par l&apos;interface graphique)&#xa0;; key test effectue une requête authentifiée&#xa0;;
key delete la supprime.
wallet conserve les clés Solana et EVM dans le trousseau du système (les portefeuilles de l&apos;interface
graphique)&#xa0;; send et receive avec --local --rpc URL signent avec ces clés après avoir vérifié
la transaction, puis la diffusent eux-mêmes.

Codes de sortie&#xa0;: 0 succès, 2 erreur d&apos;utilisation ou de validation, 3 erreur renvoyée par
le service, 4 refus par les propres vérifications de Paydesk, 5 échec réseau ou délai dépassé
(un paiement dont l&apos;issue est inconnue se termine aussi avec le code 5&#xa0;: vérifiez son statut,
ne le renvoyez jamais à l&apos;aveugle).
</translation>
    </message>
    <message>
        <source>list: read EVM balances through this JSON-RPC URL (or ethereum, base, base-sepolia, polygon, arbitrum-one, sandbox).</source>
        <translation>list&#xa0;: lire les soldes EVM via cette URL JSON-RPC (ou ethereum, base, base-sepolia, polygon, arbitrum-one, sandbox).</translation>
    </message>
    <message>
        <source>Local mode, EVM wallet: refuse a transaction whose gas may cost more than this (ETH, gas limit x max fee per gas; default: the limit in the app&apos;s Settings, 0.005).</source>
        <translation>Mode local, portefeuille EVM&#xa0;: refuser une transaction dont le gaz peut coûter plus que ce montant (ETH, limite de gaz x frais maximaux par unité de gaz&#xa0;; par défaut&#xa0;: la limite des Paramètres de l&apos;application, 0.005).</translation>
    </message>
    <message>
        <source>Refuse any price above this: an amount and its asset (&quot;0.01 USDC&quot;), or a bare number in the network&apos;s native coin (0.05 for 0.05 SOL); a price in another asset is refused. With --yes, also this run&apos;s approval of one price above the default caps, up to AMOUNT; no budget is granted.</source>
        <translation>Refuse tout prix supérieur&#xa0;: un montant et son actif (&quot;0.01 USDC&quot;), ou un nombre seul dans la monnaie native du réseau (0.05 pour 0.05 SOL)&#xa0;; un prix dans un autre actif est refusé. Avec --yes, c&apos;est aussi l&apos;accord de cette exécution pour un prix au-dessus des plafonds par défaut, jusqu&apos;à AMOUNT&#xa0;; aucun budget n&apos;est accordé.</translation>
    </message>
    <message>
        <source>Local mode: sign with your own key (wallet import). An EVM wallet (--from 0x...) pays USDC by an EIP-3009 authorization on the seller&apos;s EVM network and needs no --rpc.</source>
        <translation>Mode local&#xa0;: signer avec votre propre clé (wallet import). Un portefeuille EVM (--from 0x...) paie en USDC par une autorisation EIP-3009 sur le réseau EVM du vendeur et n&apos;a pas besoin de --rpc.</translation>
    </message>
    <message>
        <source>grant: the most one payment may take (default 0.01, as for a site without a budget), in the native coin or with a token&apos;s symbol (&quot;0.05 USDC&quot;: a budget in that token on --network).</source>
        <translation>grant&#xa0;: le maximum qu&apos;un paiement peut prendre (0.01 par défaut, comme pour un site sans budget), dans la monnaie native ou avec le symbole d&apos;un jeton (&quot;0.05 USDC&quot;&#xa0;: un budget dans ce jeton sur --network).</translation>
    </message>
    <message>
        <source>Wallet that pays when the URL answers 402 Payment Required; give it again for more wallets (--from A --from B): the cheapest option one of them can pay is paid.</source>
        <translation>Portefeuille qui paie quand l&apos;URL répond 402 Payment Required&#xa0;; répétez-le pour d&apos;autres portefeuilles (--from A --from B)&#xa0;: l&apos;option la moins chère que l&apos;un d&apos;eux peut payer est payée.</translation>
    </message>
    <message>
        <source>add: the symbol amounts in this token show with (&quot;EURC&quot;).</source>
        <translation>add&#xa0;: le symbole avec lequel s&apos;affichent les montants dans ce jeton (« EURC »).</translation>
    </message>
    <message>
        <source>add: the token&apos;s decimals, as its contract or mint says.</source>
        <translation>add&#xa0;: les décimales du jeton, telles que son contrat ou son mint les indique.</translation>
    </message>
    <message>
        <source>The EVM wallet (in Paydesk for approve and revoke).</source>
        <translation>Le portefeuille EVM (dans Paydesk pour approve et revoke).</translation>
    </message>
    <message>
        <source>Refuse unless the node is on this network (eip155:8453, base).</source>
        <translation>Refuser sauf si le nœud est sur ce réseau (eip155:8453, base).</translation>
    </message>
    <message>
        <source>Refuse an approve whose gas may cost more than this (ETH; default 0.005).</source>
        <translation>Refuser un approve dont le gaz peut coûter plus que ceci (ETH ; par défaut 0.005).</translation>
    </message>
    <message>
        <source>Sign without asking.</source>
        <translation>Signer sans demander.</translation>
    </message>
    <message>
        <source>What Uniswap&apos;s Permit2 may move of a token from your wallet, and the approve a seller asking
payments by Permit2 needs: exactly AMOUNT (&quot;0.05 USDC&quot;; never unlimited), replacing the
allowance there was; revoke sets it to 0. The approve is a transaction from your wallet:
reviewed, then signed with your key and followed to its block. Exit 4 when Paydesk refuses.</source>
        <translation>Ce que Permit2 d&apos;Uniswap peut déplacer d&apos;un jeton de votre portefeuille, et l&apos;approve dont a
besoin un vendeur qui se fait payer par Permit2 : exactement AMOUNT (&quot;0.05 USDC&quot; ; jamais
illimité), qui remplace l&apos;autorisation existante ; revoke la remet à 0. L&apos;approve est une
transaction de votre portefeuille : vérifiée, signée avec votre clé et suivie jusqu&apos;à son bloc.
Code 4 quand Paydesk refuse.</translation>
    </message>
    <message>
        <source>Unknown %1 action &apos;%2&apos;: use %3 or %4.
</source>
        <translation>Action &apos;%2&apos; inconnue pour %1&#xa0;: utilisez %3 ou %4.
</translation>
    </message>
    <message>
        <source>budget: the network of the budget (eip155:8453, base, solana; default: the one fetch pays on).</source>
        <translation>budget&#xa0;: le réseau du budget (eip155:8453, base, solana&#xa0;; par défaut&#xa0;: celui sur lequel fetch paie).</translation>
    </message>
    <message>
        <source>budget: the most one payment may take without your approval (default: a tenth of the day&apos;s amount).</source>
        <translation>budget&#xa0;: le maximum qu&apos;un paiement peut prendre sans votre approbation (par défaut&#xa0;: un dixième du montant journalier).</translation>
    </message>
    <message>
        <source>add: how many payments the agent may make in a minute (default 10).</source>
        <translation>add&#xa0;: le nombre de paiements que l&apos;agent peut effectuer en une minute (10 par défaut).</translation>
    </message>
    <message>
        <source>Where the proxy listens, on this computer only (default 127.0.0.1:8402).</source>
        <translation>L&apos;adresse sur laquelle le proxy écoute, sur cet ordinateur uniquement (127.0.0.1:8402 par défaut).</translation>
    </message>
    <message>
        <source>Seconds the wallets&apos; keys stay in this process after its last payment, in locked memory wiped after (default %1; 0 reads the keychain for every payment).</source>
        <translation>Secondes pendant lesquelles les clés des portefeuilles restent dans ce processus après son dernier paiement, en mémoire verrouillée effacée ensuite (par défaut %1 ; 0 les lit dans le trousseau à chaque paiement).</translation>
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
        <translation>Suit chaque paiement local inachevé du journal de Paydesk (laissé par un plantage, un Ctrl-C ou un
point de terminaison RPC injoignable) jusqu&apos;à un état définitif sur le point de terminaison RPC auquel
il a été envoyé, et indique ce qu&apos;il est advenu de chacun&#xa0;: confirmé, échoué (frais prélevés) ou expiré
(rien n&apos;a été prélevé). Rien de nouveau n&apos;est signé ni envoyé. Code de sortie 0 si tous sont définitifs,
5 si l&apos;un reste ouvert (relancez la commande quand le point de terminaison RPC répond).

D&apos;abord, les récupérations payantes qui n&apos;ont pas abouti&#xa0;: celle dont le processus de paiement s&apos;est
arrêté avant l&apos;enregistrement de sa preuve signée est close comme non payée (son budget est libéré)
lorsque rien n&apos;a pu quitter cet ordinateur&#xa0;; celle qui a été payée mais dont le contenu n&apos;est jamais
arrivé est indiquée avec le fetch qui le récupère (la même preuve, jamais un second paiement).</translation>
    </message>
    <message>
        <source>%1 is a negative amount: amounts are 0 or more (for example &quot;1 USDC&quot;).

</source>
        <translation>%1 est un montant négatif&#xa0;: les montants sont de 0 ou plus (par exemple &quot;1 USDC&quot;).

</translation>
    </message>
    <message>
        <source>Test funds for a wallet, as the Wallets page&apos;s button gives them: on the sandbox, its coin
and 100 test USDC; on Solana devnet or testnet, an airdrop of 5 SOL. Never on mainnet.</source>
        <translation>Des fonds de test pour un portefeuille, comme les donne le bouton de la page Portefeuilles : dans le
bac à sable, sa monnaie et 100 USDC de test ; sur Solana devnet ou testnet, un airdrop de 5 SOL. Jamais sur le mainnet.</translation>
    </message>
    <message>
        <source>token NAME prints the agent&apos;s token (kept in your keychain) for its MCP configuration.
remove NAME asks first (on a terminal; --yes otherwise): its token stops paying at once,
its payments stay in the history.</source>
        <translation>token NAME affiche le jeton de l&apos;agent (gardé dans votre trousseau) pour sa configuration MCP.
remove NAME demande d&apos;abord (dans un terminal ; sinon --yes) : son jeton cesse aussitôt de payer,
ses paiements restent dans l&apos;historique.</translation>
    </message>
    <message>
        <source>The wallet that pays.</source>
        <translation>Le portefeuille qui paie.</translation>
    </message>
    <message>
        <source>The address paid.</source>
        <translation>L&apos;adresse payée.</translation>
    </message>
    <message>
        <source>Your wallet the payment went to.</source>
        <translation>Votre portefeuille auquel le paiement est allé.</translation>
    </message>
    <message>
        <source>The buyer&apos;s X-PAYMENT value; - reads it from standard input.</source>
        <translation>La valeur X-PAYMENT de l&apos;acheteur ; - la lit sur l&apos;entrée standard.</translation>
    </message>
    <message>
        <source>The amount you expect.</source>
        <translation>Le montant que vous attendez.</translation>
    </message>
    <message>
        <source>The facilitator that verifies the proof.</source>
        <translation>Le facilitateur qui vérifie la preuve.</translation>
    </message>
    <message>
        <source>Solana RPC URL, or mainnet-beta, devnet, testnet, sandbox (default: $PAYDESK_SOLANA_RPC, else the sandbox&apos;s for a service on this computer, else the node chosen in the desktop app&apos;s Settings).</source>
        <translation>URL RPC Solana, ou mainnet-beta, devnet, testnet, sandbox (par défaut&#xa0;: $PAYDESK_SOLANA_RPC, sinon celui du bac à sable pour un service sur cet ordinateur, sinon le nœud choisi dans les Paramètres de l’application de bureau).</translation>
    </message>
    <message>
        <source>EVM JSON-RPC URL, or ethereum, base, base-sepolia, polygon, arbitrum-one, sandbox (default: $PAYDESK_EVM_RPC, else the sandbox&apos;s for a service on this computer, else the node chosen in the desktop app&apos;s Settings).</source>
        <translation>URL JSON-RPC EVM, ou ethereum, base, base-sepolia, polygon, arbitrum-one, sandbox (par défaut&#xa0;: $PAYDESK_EVM_RPC, sinon celui du bac à sable pour un service sur cet ordinateur, sinon le nœud choisi dans les Paramètres de l’application de bureau).</translation>
    </message>
    <message>
        <source>Local mode: the sending wallet&apos;s node: a Solana RPC URL, or mainnet-beta, devnet, testnet, sandbox; for an EVM wallet its network&apos;s JSON-RPC URL or name (default: $PAYDESK_SOLANA_RPC, or for an EVM wallet --evm-rpc; else the sandbox&apos;s for a service on this computer, else the node chosen in the desktop app&apos;s Settings).</source>
        <translation>Mode local&#xa0;: le nœud du portefeuille qui envoie&#xa0;: une URL RPC Solana, ou mainnet-beta, devnet, testnet, sandbox&#xa0;; pour un portefeuille EVM, l’URL JSON-RPC ou le nom de son réseau (par défaut&#xa0;: $PAYDESK_SOLANA_RPC, ou pour un portefeuille EVM --evm-rpc&#xa0;; sinon celui du bac à sable pour un service sur cet ordinateur, sinon le nœud choisi dans les Paramètres de l’application de bureau).</translation>
    </message>
    <message>
        <source>Send to an address that looks like one of your wallets (refused without it); local mode: sign without asking &quot;Sign and send?&quot; (needed when standard input is not a terminal).</source>
        <translation>Envoyer à une adresse qui ressemble à l&apos;un de vos portefeuilles (refusé sans cette option)&#xa0;; mode local&#xa0;: signer sans demander &quot;Signer et envoyer&#xa0;?&quot; (nécessaire lorsque l&apos;entrée standard n&apos;est pas un terminal).</translation>
    </message>
    <message>
        <source>grant: the most all payments of 7 days may take (at least --per-day; none for no such cap).</source>
        <translation>grant&#xa0;: le maximum que tous les paiements peuvent prendre en 7 jours (au moins --per-day&#xa0;; none pour aucun tel plafond).</translation>
    </message>
    <message>
        <source>grant: the most all payments of 30 days may take (at least --per-week; none for no such cap).</source>
        <translation>grant&#xa0;: le maximum que tous les paiements peuvent prendre en 30 jours (au moins --per-week&#xa0;; none pour aucun tel plafond).</translation>
    </message>
    <message>
        <source>grant: the last day the budget holds (2026-12-31, or a time 2026-12-31T18:00; none for no end); after it the site is asked again.</source>
        <translation>grant&#xa0;: le dernier jour où le budget vaut (2026-12-31, ou une heure 2026-12-31T18:00&#xa0;; none pour aucune fin)&#xa0;; ensuite, le site est à nouveau demandé.</translation>
    </message>
    <message>
        <source>cap in USD: the window of the cap in dollars across all dollar stablecoins (day, week or month; default day).</source>
        <translation>cap en USD&#xa0;: la période du plafond en dollars sur tous les stablecoins en dollars (day, week ou month&#xa0;; par défaut day).</translation>
    </message>
    <message>
        <source>budget: the most the agent may spend in 7 days (at least the day&apos;s amount).</source>
        <translation>budget&#xa0;: le maximum que l’agent peut dépenser en 7 jours (au moins le montant du jour).</translation>
    </message>
    <message>
        <source>budget: the most the agent may spend in 30 days (at least the week&apos;s).</source>
        <translation>budget&#xa0;: le maximum que l’agent peut dépenser en 30 jours (au moins celui de la semaine).</translation>
    </message>
    <message>
        <source>budget: the last day the budget holds (2026-12-31); after it the agent pays nothing in that asset until you give it a new one.</source>
        <translation>budget&#xa0;: le dernier jour où le budget vaut (2026-12-31)&#xa0;; ensuite l’agent ne paie rien dans cet actif tant que vous ne lui en donnez pas un nouveau.</translation>
    </message>
    <message>
        <source>Prints each payment event of the service as it happens (created, status changed, confirmed,
failed, received, a local build about to expire); with WALLETs, only theirs. With --json,
one object a line: eventId, kind, paymentId, wallet, amount, asset, status, time. It comes
back by itself after the service restarts and goes on after the last event printed. Ctrl-C
ends it (exit 0).</source>
        <translation>Affiche chaque événement de paiement du service dès qu’il se produit (créé, statut changé,
confirmé, échoué, reçu, un brouillon local sur le point d’expirer) ; avec des WALLETs, les leurs
seulement. Avec --json, un objet par ligne : eventId, kind, paymentId, wallet, amount, asset,
status, time. Il se reconnecte seul après un redémarrage du service et reprend après le dernier
événement affiché. Ctrl-C l’arrête (code 0).</translation>
    </message>
    <message>
        <source>refund: how much to ask back, in the channel&apos;s token (default: all the seller has not charged).</source>
        <translation>refund : combien redemander, dans le jeton du canal (par défaut : tout ce que le vendeur n&apos;a pas facturé).</translation>
    </message>
    <message>
        <source>withdraw: sign without asking.</source>
        <translation>withdraw : signer sans demander.</translation>
    </message>
    <message>
        <source>The most a payment channel&apos;s deposit may be, in --max-amount&apos;s asset (default: 100 times the seller&apos;s price); with --yes, this run&apos;s approval of such a deposit (refundable: paydesk-cli channel refund).</source>
        <translation>Le dépôt maximal d&apos;un canal de paiement, dans l&apos;actif de --max-amount (par défaut : 100 fois le prix du vendeur) ; avec --yes, l&apos;accord de cette exécution pour un tel dépôt (remboursable : paydesk-cli channel refund).</translation>
    </message>
</context>
<context>
    <name>CliBudget</name>
    <message>
        <source>paydesk-cli: error: %1</source>
        <translation>paydesk-cli: erreur&#xa0;: %1</translation>
    </message>
    <message>
        <source>budget %1 needs the site&apos;s URL (http:// or https://).</source>
        <translation>budget %1 nécessite l&apos;URL du site (http:// ou https://).</translation>
    </message>
    <message>
        <source>granted</source>
        <translation>accordé</translation>
    </message>
    <message>
        <source>ask every time</source>
        <translation>demande à chaque fois</translation>
    </message>
    <message>
        <source>Automatic payments are frozen.</source>
        <translation>Les paiements automatiques sont gelés.</translation>
    </message>
    <message>
        <source>Automatic payments are allowed within granted budgets.</source>
        <translation>Les paiements automatiques sont autorisés dans les limites des budgets accordés.</translation>
    </message>
    <message>
        <source>Automatic payments are allowed again.</source>
        <translation>Les paiements automatiques sont de nouveau autorisés.</translation>
    </message>
    <message>
        <source>No site has a budget.</source>
        <translation>Aucun site n&apos;a de budget.</translation>
    </message>
    <message>
        <source>Every other site: asked every time, default caps %1 per payment and %2 per day (on %3). A price above them is paid only when you approve that one payment (&quot;y&quot; at the prompt, or fetch --yes --max-amount).</source>
        <translation>Tous les autres sites&#xa0;: demande à chaque fois, plafonds par défaut de %1 par paiement et %2 par jour (sur %3). Un prix supérieur n&apos;est payé que si vous approuvez ce seul paiement (&quot;y&quot; à l&apos;invite, ou fetch --yes --max-amount).</translation>
    </message>
    <message>
        <source>%1 had no budget on %2; nothing to revoke.</source>
        <translation>%1 n&apos;avait pas de budget sur %2&#xa0;; rien à révoquer.</translation>
    </message>
    <message>
        <source>%1 had no budget on any network; nothing to revoke.</source>
        <translation>%1 n&apos;avait de budget sur aucun réseau&#xa0;; rien à révoquer.</translation>
    </message>
    <message>
        <source>%1: budget revoked on %2; back to asking every time.</source>
        <translation>%1&#xa0;: budget révoqué sur %2&#xa0;; retour à une demande à chaque fois.</translation>
    </message>
    <message>
        <source>--per-payment and --per-day must be in the same asset (%1, %2).</source>
        <translation>--per-payment et --per-day doivent être exprimés dans le même actif (%1, %2).</translation>
    </message>
    <message>
        <source>Paydesk knows no %1 on %2: name the network of the budget with --network (for example --network base-sepolia).</source>
        <translation>Paydesk ne connaît aucun %1 sur %2&#xa0;: indiquez le réseau du budget avec --network (par exemple --network base-sepolia).</translation>
    </message>
    <message>
        <source>Daily cap for all sites on %1: %2.</source>
        <translation>Plafond quotidien pour tous les sites sur %1&#xa0;: %2.</translation>
    </message>
    <message>
        <source>budget cap needs the most all sites may take in 24 hours (&quot;1 USDC&quot;, or 0.5 in the native coin), or none.</source>
        <translation>budget cap attend le maximum que tous les sites peuvent prendre en 24 heures (&quot;1 USDC&quot;, ou 0.5 dans la monnaie native), ou none.</translation>
    </message>
    <message>
        <source>Paydesk knows no %1 on %2: name the network of the cap with --network (for example --network base-sepolia).</source>
        <translation>Paydesk ne connaît aucun %1 sur %2&#xa0;: indiquez le réseau du plafond avec --network (par exemple --network base-sepolia).</translation>
    </message>
    <message>
        <source>All sites together may take at most %1 in 24 hours on %2; nothing is paid above it, asked or not.</source>
        <translation>Tous les sites ensemble peuvent prendre au plus %1 en 24 heures sur %2&#xa0;; rien n’est payé au-delà, avec ou sans confirmation.</translation>
    </message>
    <message>
        <source>No daily cap for all sites in %1 on %2.</source>
        <translation>Aucun plafond quotidien pour tous les sites en %1 sur %2.</translation>
    </message>
    <message>
        <source>Allowed payee: %1.</source>
        <translation>Bénéficiaire autorisé&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Denied payee: %1.</source>
        <translation>Bénéficiaire refusé&#xa0;: %1.</translation>
    </message>
    <message>
        <source>budget payee needs allow, deny or remove, then the payee&apos;s address.</source>
        <translation>budget payee demande allow, deny ou remove, puis l&apos;adresse du bénéficiaire.</translation>
    </message>
    <message>
        <source>%1 may be paid; with an allow list, only the payees on it are paid.</source>
        <translation>%1 peut être payé&#xa0;; avec une liste d&apos;autorisation, seuls les bénéficiaires qui y figurent sont payés.</translation>
    </message>
    <message>
        <source>%1 is never paid.</source>
        <translation>%1 n&apos;est jamais payé.</translation>
    </message>
    <message>
        <source>There was no daily cap for all sites on %1; nothing to remove.</source>
        <translation>Il n’y avait pas de plafond quotidien pour tous les sites sur %1 ; rien à retirer.</translation>
    </message>
    <message>
        <source>No daily cap for all sites on %1 any more (removed: %2).</source>
        <translation>Plus de plafond quotidien pour tous les sites sur %1 (retirés : %2).</translation>
    </message>
    <message>
        <source>Paydesk does not know the network %1: give one it lists (solana-devnet, base-sepolia, ...) or a CAIP-2 id (eip155:8453) with --network.</source>
        <translation>Paydesk ne connaît pas le réseau %1 : indiquez avec --network un réseau qu’il connaît (solana-devnet, base-sepolia, ...) ou un identifiant CAIP-2 (eip155:8453).</translation>
    </message>
    <message>
        <source>--%1 must be more than zero: a budget of 0 pays nothing; revoke the site&apos;s budget instead.</source>
        <translation>--%1 doit être supérieur à zéro : un budget de 0 ne paie rien ; révoquez plutôt le budget du site.</translation>
    </message>
    <message>
        <source>A daily cap must be more than zero; to take a cap away, give none (budget cap none).</source>
        <translation>Un plafond quotidien doit être supérieur à zéro ; pour retirer un plafond, indiquez none (budget cap none).</translation>
    </message>
    <message>
        <source>%1 is off the payee lists now.</source>
        <translation>%1 ne figure plus sur aucune liste de bénéficiaires.</translation>
    </message>
    <message>
        <source>%1 was on no payee list: nothing to remove.</source>
        <translation>%1 ne figurait sur aucune liste de bénéficiaires : rien à retirer.</translation>
    </message>
    <message>
        <source>%1 per payment, %2</source>
        <translation>%1 par paiement, %2</translation>
    </message>
    <message>
        <source>--%1 must be more than zero, or none for no such cap.</source>
        <translation>--%1 doit être supérieur à zéro, ou none pour aucun tel plafond.</translation>
    </message>
    <message>
        <source>--window is day, week or month, not %1.</source>
        <translation>--window vaut day, week ou month, pas %1.</translation>
    </message>
    <message>
        <source>A cap must be more than zero; to take it away, give none (budget cap &quot;none USD&quot;).</source>
        <translation>Un plafond doit être supérieur à zéro&#xa0;; pour le retirer, indiquez none (budget cap &quot;none USD&quot;).</translation>
    </message>
    <message>
        <source>All sites together may take at most %1 %2 in dollar stablecoins (USDC on every network), whatever the coin; nothing is paid above it, asked or not.</source>
        <translation>Tous les sites ensemble peuvent prendre au plus %1 %2 en stablecoins en dollars (USDC sur chaque réseau), quelle que soit la pièce&#xa0;; rien n’est payé au-delà, avec ou sans demande.</translation>
    </message>
    <message>
        <source>No cap in dollars any more.</source>
        <translation>Plus de plafond en dollars.</translation>
    </message>
    <message>
        <source>No cap in dollars %1 any more.</source>
        <translation>Plus de plafond en dollars %1.</translation>
    </message>
    <message>
        <source>%1 on %2: %3; %4</source>
        <translation>%1 sur %2&#xa0;: %3&#xa0;; %4</translation>
    </message>
    <message>
        <source>ended, asked every time</source>
        <translation>terminé, demandé à chaque fois</translation>
    </message>
    <message>
        <source>Cap for all sites in all dollar stablecoins together: %1 %2.</source>
        <translation>Plafond pour tous les sites dans tous les stablecoins en dollars ensemble&#xa0;: %1 %2.</translation>
    </message>
    <message>
        <source>%1 may take up to %2 on %3 without asking.</source>
        <translation>%1 peut prendre jusqu’à %2 sur %3 sans demander.</translation>
    </message>
    <message>
        <source>--window is for a cap in dollars (&quot;5 USD&quot;); a cap in one coin on one network is per day.</source>
        <translation>--window sert à un plafond en dollars (&quot;5 USD&quot;)&#xa0;; un plafond dans une pièce sur un réseau est par jour.</translation>
    </message>
</context>
<context>
    <name>CliEvmImport</name>
    <message>
        <source>wallet import --chain evm needs exactly one of --secret-key-env NAME, --mnemonic-env NAME or --keystore-file FILE.</source>
        <translation>wallet import --chain evm demande exactement une des options --secret-key-env NAME, --mnemonic-env NAME ou --keystore-file FILE.</translation>
    </message>
    <message>
        <source>Cannot read the keystore file %1: %2.</source>
        <translation>Impossible de lire le fichier keystore %1&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Password of the keystore file: </source>
        <translation>Mot de passe du fichier keystore&#xa0;: </translation>
    </message>
    <message>
        <source>The keystore file&apos;s password is needed: pass --password-env NAME, or run in a terminal to be asked. It is never stored.</source>
        <translation>Le mot de passe du fichier keystore est nécessaire&#xa0;: passez --password-env NAME, ou lancez la commande dans un terminal pour qu’il soit demandé. Il n’est jamais enregistré.</translation>
    </message>
    <message>
        <source>The environment variable %1 is not set or empty.</source>
        <translation>La variable d&apos;environnement %1 n&apos;est pas définie ou est vide.</translation>
    </message>
</context>
<context>
    <name>CliFetchOutput</name>
    <message>
        <source>The site asks for payment (x402 version %1, from the %2):</source>
        <translation>Le site demande un paiement (version x402 %1, source&#xa0;: %2)&#xa0;:</translation>
    </message>
    <message>
        <source>PAYMENT-REQUIRED header</source>
        <translation>en-tête PAYMENT-REQUIRED</translation>
    </message>
    <message>
        <source>JSON body</source>
        <translation>corps JSON</translation>
    </message>
    <message>
        <source>  option %1: %2 %3 on %4 to %5 (asset %6, %7 s) - %8</source>
        <translation>  option %1&#xa0;: %2 %3 sur %4 vers %5 (actif %6, %7 s) - %8</translation>
    </message>
    <message>
        <source>    why: %1</source>
        <translation>    pourquoi&#xa0;: %1</translation>
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
        <translation>Payer pour %1
  site&#xa0;: %2
  montant&#xa0;: %3 (%4 unités atomiques)
  réseau&#xa0;: %5
  destinataire&#xa0;: %6
  depuis&#xa0;: %7
  validité&#xa0;: %8 s
  budget restant aujourd&apos;hui&#xa0;: %9</translation>
    </message>
    <message>
        <source>  NOTE: you already paid for this URL before (payment %1, %2): %3</source>
        <translation>  REMARQUE&#xa0;: vous avez déjà payé pour cette URL (paiement %1, %2)&#xa0;: %3</translation>
    </message>
    <message>
        <source>paydesk-cli: error: cannot write %1: %2</source>
        <translation>paydesk-cli: erreur&#xa0;: impossible d&apos;écrire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Paid: payment %1, transaction %2.</source>
        <translation>Payé&#xa0;: paiement %1, transaction %2.</translation>
    </message>
    <message>
        <source>Saved %1 bytes (%2) to %3.</source>
        <translation>%1 octets (%2) enregistrés dans %3.</translation>
    </message>
    <message>
        <source>unknown type</source>
        <translation>type inconnu</translation>
    </message>
    <message>
        <source>paydesk-cli: error: the site answered HTTP %1.</source>
        <translation>paydesk-cli: erreur&#xa0;: le site a répondu HTTP %1.</translation>
    </message>
    <message>
        <source>paydesk-cli: error: %1</source>
        <translation>paydesk-cli: erreur&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 of %2 (%3 per payment%4)</source>
        <translation>%1 sur %2 (%3 par paiement%4)</translation>
    </message>
    <message>
        <source>, granted</source>
        <translation>, accordé</translation>
    </message>
    <message>
        <source>, the default: this site has no budget</source>
        <translation>, par défaut&#xa0;: ce site n&apos;a pas de budget</translation>
    </message>
    <message>
        <source>  wallet balance: %1</source>
        <translation>  solde du portefeuille&#xa0;: %1</translation>
    </message>
    <message>
        <source>  wallet balance: unknown (%1)</source>
        <translation>  solde du portefeuille&#xa0;: inconnu (%1)</translation>
    </message>
    <message>
        <source>  NOTE: %1 Confirming pays this one payment only: it grants no budget, and it counts toward the site&apos;s total for today.</source>
        <translation>  REMARQUE&#xa0;: %1 Confirmer ne paie que ce seul paiement&#xa0;: cela n&apos;accorde aucun budget et compte dans le total du jour du site.</translation>
    </message>
    <message>
        <source>NOTE: %1</source>
        <translation>REMARQUE&#xa0;: %1</translation>
    </message>
    <message>
        <source>WARNING: %1</source>
        <translation>AVERTISSEMENT&#xa0;: %1</translation>
    </message>
    <message>
        <source>Paid: payment %1 (no transaction).</source>
        <translation>Payé : paiement %1 (aucune transaction).</translation>
    </message>
</context>
<context>
    <name>CliHostedWallet</name>
    <message>
        <source>wallet create --hosted makes test wallets on the sandbox only (a service on this computer), and %1 is not one. A real payment service creates its custodial wallets in its dashboard: create one there and use its address with send --from.</source>
        <translation>wallet create --hosted ne crée des portefeuilles de test que sur le bac à sable (un service sur cet ordinateur), et %1 n&apos;en est pas un. Un vrai service de paiement crée ses portefeuilles hébergés (dont il garde les clés) dans son tableau de bord&#xa0;: créez-en un là-bas et utilisez son adresse avec send --from.</translation>
    </message>
    <message>
        <source>--chain must be solana or evm.</source>
        <translation>--chain doit valoir solana ou evm.</translation>
    </message>
    <message>
        <source>Must be more than 0 %1.</source>
        <translation>Doit être supérieur à 0 %1.</translation>
    </message>
    <message numerus="yes">
        <source>The sandbox did not answer within %n second(s).</source>
        <translation>
            <numerusform>Le bac à sable n&apos;a pas répondu en %n seconde.</numerusform>
            <numerusform>Le bac à sable n&apos;a pas répondu en %n secondes.</numerusform>
        </translation>
    </message>
    <message>
        <source>Network error: %1</source>
        <translation>Erreur réseau&#xa0;: %1</translation>
    </message>
    <message>
        <source>The sandbox&apos;s answer names no wallet address.</source>
        <translation>La réponse du bac à sable n&apos;indique aucune adresse de portefeuille.</translation>
    </message>
    <message>
        <source>Hosted wallet %1 created on the sandbox with %2 %3 of test funds.
The sandbox holds its key (custodial): hosted send and receive use it, e.g.
  paydesk-cli send --from %1 --to RECIPIENT --amount 0.25</source>
        <translation>Portefeuille hébergé %1 créé sur le bac à sable avec %2 %3 de fonds de test.
Le bac à sable garde sa clé (conservation par le service)&#xa0;: send et receive hébergés l&apos;utilisent, p. ex.
  paydesk-cli send --from %1 --to RECIPIENT --amount 0.25</translation>
    </message>
</context>
<context>
    <name>CliInput</name>
    <message>
        <source>y</source>
        <translation>o</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
</context>
<context>
    <name>CliNodeFamily</name>
    <message>
        <source>The %1 node at %2 did not say which network it is on (%3): name its network with --network.</source>
        <translation>Le nœud %1 à %2 n&apos;a pas dit sur quel réseau il est (%3)&#xa0;: indiquez son réseau avec --network.</translation>
    </message>
</context>
<context>
    <name>CliNodes</name>
    <message>
        <source>no answer</source>
        <translation>pas de réponse</translation>
    </message>
</context>
<context>
    <name>CliPrinter</name>
    <message>
        <source>Payment sent.</source>
        <translation>Paiement envoyé.</translation>
    </message>
    <message>
        <source>Payment id</source>
        <translation>ID du paiement</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Montant</translation>
    </message>
    <message>
        <source>Recipient</source>
        <translation>Destinataire</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Signature</translation>
    </message>
    <message>
        <source>Proof</source>
        <translation>Preuve</translation>
    </message>
    <message>
        <source>Follow it with: paydesk-cli status %1 --wait</source>
        <translation>Suivez-le avec&#xa0;: paydesk-cli status %1 --wait</translation>
    </message>
    <message>
        <source>Payment verified.</source>
        <translation>Paiement vérifié.</translation>
    </message>
    <message>
        <source>Payment NOT verified.</source>
        <translation>Paiement NON vérifié.</translation>
    </message>
    <message>
        <source>Payer</source>
        <translation>Payeur</translation>
    </message>
    <message>
        <source>%1 (final)</source>
        <translation>%1 (définitif)</translation>
    </message>
    <message>
        <source>Direction</source>
        <translation>Sens</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Réseau</translation>
    </message>
    <message>
        <source>From</source>
        <translation>De</translation>
    </message>
    <message>
        <source>To</source>
        <translation>À</translation>
    </message>
    <message>
        <source>Fee</source>
        <translation>Frais</translation>
    </message>
    <message>
        <source>Priority fee</source>
        <translation>Frais de priorité</translation>
    </message>
    <message>
        <source>Block height</source>
        <translation>Hauteur de bloc</translation>
    </message>
    <message>
        <source>Resource</source>
        <translation>Ressource</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Créé</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>Mis à jour</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Erreur</translation>
    </message>
    <message>
        <source>No payments.</source>
        <translation>Aucun paiement.</translation>
    </message>
    <message>
        <source>Dir</source>
        <translation>Sens</translation>
    </message>
    <message>
        <source>Counterparty</source>
        <translation>Contrepartie</translation>
    </message>
    <message>
        <source>Showing %1-%2 of %3.</source>
        <translation>Affichage de %1 à %2 sur %3.</translation>
    </message>
    <message>
        <source>Showing %1-%2.</source>
        <translation>Affichage de %1 à %2.</translation>
    </message>
    <message>
        <source>Next page: --offset %1</source>
        <translation>Page suivante&#xa0;: --offset %1</translation>
    </message>
    <message>
        <source>%1 (HTTP %2, %3)</source>
        <translation>%1 (HTTP %2, %3)</translation>
    </message>
    <message>
        <source>paydesk-cli: error: %1</source>
        <translation>paydesk-cli: erreur&#xa0;: %1</translation>
    </message>
    <message>
        <source>What to do: %1</source>
        <translation>Que faire&#xa0;: %1</translation>
    </message>
    <message>
        <source>paydesk-cli: %1</source>
        <translation>paydesk-cli: %1</translation>
    </message>
    <message>
        <source>Check your internet connection and the service address (--service or PAYDESK_SERVICE_URL), then try again.</source>
        <translation>Vérifiez votre connexion Internet et l&apos;adresse du service (--service ou PAYDESK_SERVICE_URL), puis réessayez.</translation>
    </message>
    <message>
        <source>Check the API key: store it again with &apos;paydesk-cli --service URL key set&apos;, or pass --api-key-env NAME.</source>
        <translation>Vérifiez la clé API&#xa0;: enregistrez-la de nouveau avec &apos;paydesk-cli --service URL key set&apos;, ou passez --api-key-env NAME.</translation>
    </message>
    <message>
        <source>Check the API key in the environment variable %1 (--api-key-env): it may be mistyped, revoked or for another service.</source>
        <translation>Vérifiez la clé API dans la variable d&apos;environnement %1 (--api-key-env)&#xa0;: elle est peut-être mal saisie, révoquée ou destinée à un autre service.</translation>
    </message>
    <message>
        <source>Network fee</source>
        <translation>Frais de réseau</translation>
    </message>
    <message>
        <source>Total debited</source>
        <translation>Total débité</translation>
    </message>
    <message>
        <source>Balance left</source>
        <translation>Solde restant</translation>
    </message>
    <message>
        <source>%1 (final): not signed, nothing charged</source>
        <translation>%1 (définitif)&#xa0;: non signé, rien n&apos;a été prélevé</translation>
    </message>
    <message>
        <source>Correct %1 and try again.</source>
        <translation>Corrigez %1 et réessayez.</translation>
    </message>
</context>
<context>
    <name>CliRunner</name>
    <message>
        <source>No payment service configured: pass --service URL (or set PAYDESK_SERVICE_URL).</source>
        <translation>Aucun service de paiement configuré&#xa0;: passez --service URL (ou définissez PAYDESK_SERVICE_URL).</translation>
    </message>
    <message>
        <source>The environment variable %1 (from --api-key-env) is not set or empty.</source>
        <translation>La variable d&apos;environnement %1 (indiquée par --api-key-env) n&apos;est pas définie ou est vide.</translation>
    </message>
    <message>
        <source>No API key stored for %1. Store one with &apos;paydesk-cli --service %1 key set&apos; or pass --api-key-env NAME.</source>
        <translation>Aucune clé API enregistrée pour %1. Enregistrez-en une avec &apos;paydesk-cli --service %1 key set&apos; ou passez --api-key-env NAME.</translation>
    </message>
    <message>
        <source>send needs --%1.</source>
        <translation>send nécessite --%1.</translation>
    </message>
    <message>
        <source>receive needs --%1.</source>
        <translation>receive nécessite --%1.</translation>
    </message>
    <message>
        <source>Must be a whole number of seconds.</source>
        <translation>Doit être un nombre entier de secondes.</translation>
    </message>
    <message>
        <source>Must be a positive number of seconds.</source>
        <translation>Doit être un nombre de secondes positif.</translation>
    </message>
    <message>
        <source>The payment is still %1; stopped waiting.</source>
        <translation>Le paiement a toujours le statut %1&#xa0;; fin de l&apos;attente.</translation>
    </message>
    <message>
        <source>Must be a whole number.</source>
        <translation>Doit être un nombre entier.</translation>
    </message>
    <message>
        <source>API key for %1: </source>
        <translation>Clé API pour %1&#xa0;: </translation>
    </message>
    <message>
        <source>No key on standard input. Example: paydesk-cli --service URL key set &lt; keyfile</source>
        <translation>Aucune clé sur l&apos;entrée standard. Exemple&#xa0;: paydesk-cli --service URL key set &lt; keyfile</translation>
    </message>
    <message>
        <source>API key for %1 stored in the OS keychain. Check it with &apos;paydesk-cli --service %1 key test&apos;.</source>
        <translation>Clé API pour %1 enregistrée dans le trousseau du système. Vérifiez-la avec &apos;paydesk-cli --service %1 key test&apos;.</translation>
    </message>
    <message>
        <source>No API key was stored for %1.</source>
        <translation>Aucune clé API n&apos;était enregistrée pour %1.</translation>
    </message>
    <message>
        <source>API key for %1 deleted from the OS keychain.</source>
        <translation>Clé API pour %1 supprimée du trousseau du système.</translation>
    </message>
    <message>
        <source>Cannot read standard input.</source>
        <translation>Impossible de lire l&apos;entrée standard.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Impossible de lire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Metadata must be a JSON object, such as {&quot;orderId&quot;: &quot;42&quot;}%1.</source>
        <translation>Les métadonnées doivent être un objet JSON, par exemple {&quot;orderId&quot;: &quot;42&quot;}%1.</translation>
    </message>
    <message>
        <source> (%1 at byte %2)</source>
        <translation> (%1 à l&apos;octet %2)</translation>
    </message>
    <message>
        <source>--hosted goes with &apos;wallet create&apos;.</source>
        <translation>--hosted s&apos;utilise avec &apos;wallet create&apos;.</translation>
    </message>
    <message>
        <source>Waiting for payment %1 to reach a final state (Ctrl-C stops waiting) ...</source>
        <translation>En attente que le paiement %1 atteigne un état définitif (Ctrl-C arrête l&apos;attente) ...</translation>
    </message>
    <message>
        <source>Stopped waiting before the service answered.</source>
        <translation>Attente interrompue avant la réponse du service.</translation>
    </message>
    <message>
        <source>Stopped waiting; the payment is still %1.</source>
        <translation>Attente interrompue&#xa0;; le paiement est toujours à l&apos;état %1.</translation>
    </message>
    <message>
        <source>%1 Nothing was changed. Resume with: paydesk-cli status %2 --wait</source>
        <translation>%1 Rien n&apos;a été modifié. Reprenez avec&#xa0;: paydesk-cli status %2 --wait</translation>
    </message>
    <message>
        <source>No API key for %1 at hand, so builds nobody signed are not listed: pass --api-key-env NAME or store one with &apos;key set&apos;.</source>
        <translation>Aucune clé API disponible pour %1&#xa0;: les transactions construites que personne n&apos;a signées ne sont donc pas listées. Passez --api-key-env NAME ou enregistrez-en une avec &apos;key set&apos;.</translation>
    </message>
    <message>
        <source>Unknown command: %1</source>
        <translation>Commande inconnue : %1</translation>
    </message>
    <message>
        <source>--fund goes with &apos;wallet create --hosted&apos;.</source>
        <translation>--fund s’utilise avec &apos;wallet create --hosted&apos;.</translation>
    </message>
    <message>
        <source>--chain goes with &apos;wallet import&apos; or &apos;wallet create --hosted&apos; (a created phrase gives both accounts).</source>
        <translation>--chain s’utilise avec &apos;wallet import&apos; ou &apos;wallet create --hosted&apos; (une phrase créée donne les deux comptes).</translation>
    </message>
    <message>
        <source>Created by paydesk-cli</source>
        <translation>Créé par paydesk-cli</translation>
    </message>
    <message>
        <source>Mainnet has no test funds: use --rpc devnet, testnet or sandbox.</source>
        <translation>Le mainnet n&apos;a pas de fonds de test : utilisez --rpc devnet, testnet ou sandbox.</translation>
    </message>
    <message>
        <source>Not a wallet address.</source>
        <translation>Ce n&apos;est pas une adresse de portefeuille.</translation>
    </message>
    <message>
        <source>Status: %1 ...</source>
        <translation>Statut : %1 ...</translation>
    </message>
    <message>
        <source>No payment service is configured, and paying from your own wallets needs none: name the wallet with --from ADDRESS (&apos;paydesk-cli wallet list&apos; shows them). A hosted wallet needs --service URL.</source>
        <translation>Aucun service de paiement n’est configuré, et payer depuis vos propres portefeuilles n’en demande aucun&#xa0;: désignez le portefeuille avec --from ADRESSE (&apos;paydesk-cli wallet list&apos; les affiche). Un portefeuille hébergé demande --service URL.</translation>
    </message>
    <message>
        <source>--from %1 is not a wallet in Paydesk (&apos;paydesk-cli wallet list&apos; shows yours); a hosted wallet needs --service URL.</source>
        <translation>--from %1 n’est pas un portefeuille de Paydesk (&apos;paydesk-cli wallet list&apos; affiche les vôtres)&#xa0;; un portefeuille hébergé demande --service URL.</translation>
    </message>
    <message>
        <source>%1 Nothing was sent. To send to this address anyway, run the same command with --yes.</source>
        <translation>%1 Rien n&apos;a été envoyé. Pour envoyer quand même à cette adresse, relancez la même commande avec --yes.</translation>
    </message>
</context>
<context>
    <name>CliSolanaNode</name>
    <message>
        <source>The Solana node at %1 did not say which cluster it is on (%2): name its network with --network, for example solana-devnet.</source>
        <translation>Le nœud Solana à %1 n’a pas dit sur quel cluster il se trouve (%2)&#xa0;: indiquez son réseau avec --network, par exemple solana-devnet.</translation>
    </message>
    <message>
        <source>--local needs a Solana node: --rpc URL (or mainnet-beta, devnet, testnet, sandbox).</source>
        <translation>--local a besoin d’un nœud Solana&#xa0;: --rpc URL (ou mainnet-beta, devnet, testnet, sandbox).</translation>
    </message>
</context>
<context>
    <name>CliTokens</name>
    <message>
        <source>paydesk-cli: error: %1</source>
        <translation>paydesk-cli: erreur&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 on %2: %3, %4 decimals (added by you)</source>
        <translation>%1 sur %2&#xa0;: %3, %4 décimales (ajouté par vous)</translation>
    </message>
    <message>
        <source>%1 on %2: %3, %4 decimals</source>
        <translation>%1 sur %2&#xa0;: %3, %4 décimales</translation>
    </message>
    <message>
        <source>token %1 needs the network and the token&apos;s address.</source>
        <translation>token %1 a besoin du réseau et de l&apos;adresse du jeton.</translation>
    </message>
    <message>
        <source>token add needs --symbol and --decimals, as the token&apos;s contract or mint says (never as a seller says).</source>
        <translation>token add a besoin de --symbol et --decimals, tels que le contrat ou le mint du jeton les indique (jamais tels qu&apos;un vendeur les indique).</translation>
    </message>
    <message>
        <source>Added %1 on %2 (%3, %4 decimals): Paydesk now pays prices in it, within your budgets.</source>
        <translation>%1 sur %2 ajouté (%3, %4 décimales)&#xa0;: Paydesk paie désormais les prix dans ce jeton, dans vos budgets.</translation>
    </message>
    <message>
        <source>Removed %1 on %2: Paydesk refuses prices in it again.</source>
        <translation>%1 sur %2 retiré&#xa0;: Paydesk refuse de nouveau les prix dans ce jeton.</translation>
    </message>
</context>
<context>
    <name>DatabaseSchema</name>
    <message>
        <source>The database is not open.</source>
        <translation>La base de données n&apos;est pas ouverte.</translation>
    </message>
    <message>
        <source>%1 was written by a newer version of Paydesk (data version %2; this version knows up to %3). Paydesk left the file as it is: update Paydesk to use it, or start this version with another data folder.</source>
        <translation>%1 a été écrit par une version plus récente de Paydesk (version de données %2 ; cette version connaît jusqu’à %3). Paydesk a laissé le fichier tel quel : mettez Paydesk à jour pour l’utiliser, ou démarrez cette version avec un autre dossier de données.</translation>
    </message>
    <message>
        <source>%1 is in use by another program (%2). Close it and try again.</source>
        <translation>%1 est utilisé par un autre programme (%2). Fermez-le et réessayez.</translation>
    </message>
    <message>
        <source>%1 cannot be written (%2), so Paydesk cannot bring it up to date. Make the file and its folder writable for you and try again; nothing was changed.</source>
        <translation>%1 ne peut pas être écrit (%2), Paydesk ne peut donc pas le mettre à jour. Rendez le fichier et son dossier accessibles en écriture pour vous et réessayez ; rien n’a été modifié.</translation>
    </message>
    <message>
        <source>%1 could not be brought up to date: the disk is full or failing (%2). Free some space and try again; nothing was changed.</source>
        <translation>%1 n’a pas pu être mis à jour : le disque est plein ou défaillant (%2). Libérez de l’espace et réessayez ; rien n’a été modifié.</translation>
    </message>
    <message>
        <source>%1 is damaged (%2). Paydesk did not change it and will not write to it. Quit Paydesk, move the file aside (keep it: it may hold your payment journal) or restore a backup, then start Paydesk again.</source>
        <translation>%1 est endommagé (%2). Paydesk ne l’a pas modifié et n’y écrira pas. Quittez Paydesk, déplacez le fichier ailleurs (conservez-le : il peut contenir votre journal de paiements) ou restaurez une sauvegarde, puis redémarrez Paydesk.</translation>
    </message>
    <message>
        <source>%1 could not be brought up to date (%2); nothing was changed.</source>
        <translation>%1 n’a pas pu être mis à jour (%2) ; rien n’a été modifié.</translation>
    </message>
    <message>
        <source>%1 could not be brought up to date: the step &quot;%2&quot; failed (%3); nothing was changed.</source>
        <translation>%1 n’a pas pu être mis à jour : l’étape « %2 » a échoué (%3) ; rien n’a été modifié.</translation>
    </message>
    <message>
        <source>%1 is not the file Paydesk keeps there (it holds other data, perhaps Paydesk&apos;s other database). Paydesk left it as it is: move it aside or start Paydesk with another data folder.</source>
        <translation>%1 n’est pas le fichier que Paydesk tient à cet endroit (il contient d’autres données, peut-être l’autre base de données de Paydesk). Paydesk l’a laissé tel quel : déplacez-le ou démarrez Paydesk avec un autre dossier de données.</translation>
    </message>
</context>
<context>
    <name>Eip3009</name>
    <message>
        <source>The authorization&apos;s &quot;%1&quot; is missing or malformed.</source>
        <translation>Le champ &quot;%1&quot; de l&apos;autorisation est manquant ou mal formé.</translation>
    </message>
    <message>
        <source>The seller did not name the token&apos;s EIP-712 domain (extra.name and extra.version): a guessed one would give a signature no token accepts, so Paydesk does not sign.</source>
        <translation>Le vendeur n&apos;a pas indiqué le domaine EIP-712 du jeton (extra.name et extra.version)&#xa0;: un domaine deviné donnerait une signature qu&apos;aucun jeton n&apos;accepte, donc Paydesk ne signe pas.</translation>
    </message>
    <message>
        <source>%1 is not an EVM network with a chain id.</source>
        <translation>%1 n&apos;est pas un réseau EVM doté d&apos;un ID de chaîne.</translation>
    </message>
    <message>
        <source>The token address %1 is not an EVM address.</source>
        <translation>L&apos;adresse du jeton %1 n&apos;est pas une adresse EVM.</translation>
    </message>
    <message>
        <source>The seller&apos;s address %1 is not an EVM address.</source>
        <translation>L&apos;adresse du vendeur %1 n&apos;est pas une adresse EVM.</translation>
    </message>
    <message>
        <source>The price %1 is not a positive whole number of atomic units.</source>
        <translation>Le prix %1 n&apos;est pas un nombre entier positif d&apos;unités atomiques.</translation>
    </message>
    <message>
        <source>The payment&apos;s validity window cannot be set.</source>
        <translation>La fenêtre de validité du paiement ne peut pas être définie.</translation>
    </message>
    <message>
        <source>The payment authorization could not be signed with the key of %1; nothing was sent.</source>
        <translation>L&apos;autorisation de paiement n&apos;a pas pu être signée avec la clé de %1&#xa0;; rien n&apos;a été envoyé.</translation>
    </message>
</context>
<context>
    <name>Erc20Balance</name>
    <message>
        <source>%1 is not a token contract.</source>
        <translation>%1 n&apos;est pas un contrat de jeton.</translation>
    </message>
    <message>
        <source>The node&apos;s answer to eth_chainId is not readable.</source>
        <translation>La réponse du nœud à eth_chainId est illisible.</translation>
    </message>
    <message>
        <source>the EVM node serves chain %1, not chain %2 of the %3</source>
        <translation>le nœud EVM sert la chaîne %1, et non la chaîne %2 de %3</translation>
    </message>
    <message>
        <source>The %1 balance is too large to show.</source>
        <translation>Le solde en %1 est trop grand pour être affiché.</translation>
    </message>
    <message>
        <source>The node&apos;s answer to authorizationState is not a boolean (does %1 implement EIP-3009?).</source>
        <translation>La réponse du nœud à authorizationState n&apos;est pas un booléen (%1 implémente-t-il EIP-3009&#xa0;?).</translation>
    </message>
    <message>
        <source>The node&apos;s answer to %1 is not a number (is %2 a token on this chain?).</source>
        <translation>La réponse du nœud à %1 n’est pas un nombre (%2 est-il un jeton de cette chaîne ?).</translation>
    </message>
</context>
<context>
    <name>EvmAddress</name>
    <message>
        <source>An EVM address starts with 0x, followed by 40 hexadecimal characters.</source>
        <translation>Une adresse EVM commence par 0x, suivi de 40 caractères hexadécimaux.</translation>
    </message>
</context>
<context>
    <name>EvmBip32</name>
    <message>
        <source>A derivation path starts with m/, such as m/44&apos;/60&apos;/0&apos;/0/0.</source>
        <translation>Un chemin de dérivation commence par m/, par exemple m/44&apos;/60&apos;/0&apos;/0/0.</translation>
    </message>
    <message>
        <source>Step %1 of the path is not a number below 2^31.</source>
        <translation>L&apos;étape %1 du chemin n&apos;est pas un nombre inférieur à 2^31.</translation>
    </message>
</context>
<context>
    <name>EvmEndpoint</name>
    <message>
        <source>The sandbox&apos;s EVM endpoint needs the service URL (--service).</source>
        <translation>Le point de terminaison EVM du bac à sable a besoin de l&apos;URL du service (--service).</translation>
    </message>
    <message>
        <source>The EVM RPC endpoint must be a network name (ethereum, base, base-sepolia, polygon, arbitrum-one, sandbox) or an http(s) URL; &apos;%1&apos; is none of these.</source>
        <translation>Le point de terminaison RPC EVM doit être un nom de réseau (ethereum, base, base-sepolia, polygon, arbitrum-one, sandbox) ou une URL http(s)&#xa0;; «&#xa0;%1&#xa0;» n&apos;est rien de tout cela.</translation>
    </message>
    <message>
        <source>Use https for an RPC endpoint that is not on this computer.</source>
        <translation>Utilisez https pour un point de terminaison RPC qui n&apos;est pas sur cet ordinateur.</translation>
    </message>
</context>
<context>
    <name>EvmKeyImport</name>
    <message>
        <source>This is not a valid EVM private key: it must be 32 bytes between 1 and the secp256k1 group order.</source>
        <translation>Ce n’est pas une clé privée EVM valide : elle doit faire 32 octets et être comprise entre 1 et l’ordre du groupe de secp256k1.</translation>
    </message>
    <message>
        <source>The address of this key could not be computed.</source>
        <translation>L’adresse de cette clé n’a pas pu être calculée.</translation>
    </message>
    <message numerus="yes">
        <source>An EVM private key is 64 hex digits (optionally after 0x); this one has %n character(s).</source>
        <translation>
            <numerusform>Une clé privée EVM comporte 64 chiffres hexadécimaux (éventuellement après 0x) ; celle-ci a %n caractère.</numerusform>
            <numerusform>Une clé privée EVM comporte 64 chiffres hexadécimaux (éventuellement après 0x) ; celle-ci a %n caractères.</numerusform>
        </translation>
    </message>
    <message>
        <source>An EVM private key has only the hex digits 0-9 and a-f.</source>
        <translation>Une clé privée EVM ne contient que les chiffres hexadécimaux 0-9 et a-f.</translation>
    </message>
    <message>
        <source>No key exists at %1 for this phrase; use the next account.</source>
        <translation>Aucune clé n’existe en %1 pour cette phrase ; utilisez le compte suivant.</translation>
    </message>
</context>
<context>
    <name>EvmKeystore</name>
    <message>
        <source>The keystore file has no &quot;%1&quot;.</source>
        <translation>Il manque le champ &quot;%1&quot; dans le fichier keystore.</translation>
    </message>
    <message>
        <source>The keystore file&apos;s &quot;%1&quot; is not text.</source>
        <translation>Le champ &quot;%1&quot; du fichier keystore n&apos;est pas du texte.</translation>
    </message>
    <message>
        <source>The keystore file&apos;s &quot;%1&quot; is not hexadecimal.</source>
        <translation>Le champ &quot;%1&quot; du fichier keystore n&apos;est pas en hexadécimal.</translation>
    </message>
    <message>
        <source>The keystore file&apos;s &quot;%1&quot; is not %2 bytes long.</source>
        <translation>Le champ &quot;%1&quot; du fichier keystore ne fait pas %2 octets.</translation>
    </message>
    <message>
        <source>The keystore file&apos;s &quot;%1&quot; is not %2 to %3 bytes long.</source>
        <translation>Le champ &quot;%1&quot; du fichier keystore ne fait pas entre %2 et %3 octets.</translation>
    </message>
    <message>
        <source>The keystore file&apos;s &quot;%1&quot; is not a whole number from %2 to %3.</source>
        <translation>Le champ &quot;%1&quot; du fichier keystore n&apos;est pas un nombre entier compris entre %2 et %3.</translation>
    </message>
    <message>
        <source>The keystore file is larger than %1 KiB.</source>
        <translation>Le fichier keystore dépasse %1 Kio.</translation>
    </message>
    <message>
        <source>This is not a keystore file: it is not a JSON object.</source>
        <translation>Ce n&apos;est pas un fichier keystore : ce n&apos;est pas un objet JSON.</translation>
    </message>
    <message>
        <source>This keystore file is version %1; Paydesk reads version 3.</source>
        <translation>Ce fichier keystore est en version %1 ; Paydesk lit la version 3.</translation>
    </message>
    <message>
        <source>The keystore file uses the cipher &quot;%1&quot;; Paydesk reads aes-128-ctr only.</source>
        <translation>Le fichier keystore utilise le chiffrement &quot;%1&quot; ; Paydesk ne lit que aes-128-ctr.</translation>
    </message>
    <message>
        <source>The keystore file&apos;s scrypt &quot;n&quot; (%1) is not a power of two.</source>
        <translation>Le paramètre scrypt &quot;n&quot; (%1) du fichier keystore n&apos;est pas une puissance de deux.</translation>
    </message>
    <message>
        <source>The keystore file&apos;s scrypt parameters would need more than %1 MiB of memory.</source>
        <translation>Les paramètres scrypt du fichier keystore nécessiteraient plus de %1 Mio de mémoire.</translation>
    </message>
    <message>
        <source>The keystore file&apos;s scrypt parameters would take too long to compute (n x r x p is above %1).</source>
        <translation>Les paramètres scrypt du fichier keystore demanderaient un calcul trop long (n x r x p dépasse %1).</translation>
    </message>
    <message>
        <source>The keystore file&apos;s PBKDF2 uses &quot;%1&quot;; Paydesk reads hmac-sha256 only.</source>
        <translation>Le PBKDF2 du fichier keystore utilise &quot;%1&quot; ; Paydesk ne lit que hmac-sha256.</translation>
    </message>
    <message>
        <source>The keystore file uses the key derivation &quot;%1&quot;; Paydesk reads scrypt and pbkdf2.</source>
        <translation>Le fichier keystore utilise la dérivation de clé &quot;%1&quot; ; Paydesk lit scrypt et pbkdf2.</translation>
    </message>
    <message>
        <source>The key could not be derived from the password (out of memory?).</source>
        <translation>La clé n&apos;a pas pu être dérivée du mot de passe (mémoire insuffisante ?).</translation>
    </message>
    <message>
        <source>The password is wrong, or the keystore file is damaged (its MAC does not match).</source>
        <translation>Le mot de passe est incorrect ou le fichier keystore est endommagé (son MAC ne correspond pas).</translation>
    </message>
    <message>
        <source>The keystore file could not be decrypted.</source>
        <translation>Le fichier keystore n&apos;a pas pu être déchiffré.</translation>
    </message>
    <message>
        <source>The keystore file holds no valid secp256k1 private key.</source>
        <translation>Le fichier keystore ne contient aucune clé privée secp256k1 valide.</translation>
    </message>
    <message>
        <source>The key in the keystore file does not belong to the address the file names (%1).</source>
        <translation>La clé du fichier keystore ne correspond pas à l&apos;adresse indiquée par le fichier (%1).</translation>
    </message>
</context>
<context>
    <name>EvmOutcomeText</name>
    <message>
        <source>Confirmed in block %1; the network fee was %2 ETH.</source>
        <translation>Confirmée dans le bloc %1&#xa0;; les frais de réseau se sont élevés à %2 ETH.</translation>
    </message>
    <message>
        <source>The transaction was included in block %1 but reverted: the payment was not made, and the network fee of %2 ETH was charged.</source>
        <translation>La transaction a été incluse dans le bloc %1 mais a été annulée (revert)&#xa0;: le paiement n&apos;a pas été effectué, et les frais de réseau de %2 ETH ont été prélevés.</translation>
    </message>
    <message>
        <source>Another transaction with the same nonce was included instead (a speed-up or cancel of it): this one can no longer land, and nothing was charged for it.</source>
        <translation>Une autre transaction avec le même nonce a été incluse à sa place (une accélération ou une annulation de celle-ci)&#xa0;: cette transaction ne peut plus aboutir, et rien n&apos;a été prélevé pour elle.</translation>
    </message>
    <message>
        <source>The node refused the transaction (%1): it was never broadcast, nothing was charged.</source>
        <translation>Le nœud a refusé la transaction (%1)&#xa0;: elle n&apos;a jamais été diffusée, rien n&apos;a été prélevé.</translation>
    </message>
    <message>
        <source>Sent; waiting for a block to include it. Until its nonce is used it can still land: speed it up or cancel it rather than paying again.</source>
        <translation>Envoyée&#xa0;; en attente d&apos;un bloc qui l&apos;inclue. Tant que son nonce n&apos;est pas utilisé, elle peut encore aboutir&#xa0;: accélérez-la ou annulez-la plutôt que de payer à nouveau.</translation>
    </message>
</context>
<context>
    <name>EvmPolicy</name>
    <message>
        <source>The transaction has no recipient: it would create a contract instead of paying %1.</source>
        <translation>La transaction n&apos;a pas de destinataire : elle créerait un contrat au lieu de payer %1.</translation>
    </message>
    <message>
        <source>The transaction pays %1, but you asked to pay %2.</source>
        <translation>La transaction paie %1, mais vous avez demandé de payer %2.</translation>
    </message>
    <message numerus="yes">
        <source>The transaction carries %n byte(s) of data: it would call a contract, not just pay. A payment carries none.</source>
        <translation>
            <numerusform>La transaction contient %n octet de données : elle appellerait un contrat au lieu de simplement payer. Un paiement n&apos;en contient aucune.</numerusform>
            <numerusform>La transaction contient %n octets de données : elle appellerait un contrat au lieu de simplement payer. Un paiement n&apos;en contient aucune.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The transaction lists %n account(s) to pre-load (an access list); a payment needs none.</source>
        <translation>
            <numerusform>La transaction indique %n compte à précharger (une liste d&apos;accès) ; un paiement n&apos;en a besoin d&apos;aucun.</numerusform>
            <numerusform>La transaction indique %n comptes à précharger (une liste d&apos;accès) ; un paiement n&apos;en a besoin d&apos;aucun.</numerusform>
        </translation>
    </message>
    <message>
        <source>The transaction moves %1, but you asked to pay %2.</source>
        <translation>La transaction déplace %1, mais vous avez demandé de payer %2.</translation>
    </message>
    <message>
        <source>it would wait behind transactions that do not exist</source>
        <translation>elle attendrait derrière des transactions qui n&apos;existent pas</translation>
    </message>
    <message>
        <source>it would replace a transaction already sent</source>
        <translation>elle remplacerait une transaction déjà envoyée</translation>
    </message>
    <message>
        <source>The transaction uses nonce %1, but the next nonce of your account is %2: %3.</source>
        <translation>La transaction utilise le nonce %1, mais le prochain nonce de votre compte est %2 : %3.</translation>
    </message>
    <message>
        <source>The gas limit is %1, but a payment to an account without code needs exactly %2.</source>
        <translation>La limite de gaz est de %1, mais un paiement vers un compte sans code nécessite exactement %2.</translation>
    </message>
    <message>
        <source>The recipient is a contract and your node gave no gas estimate, so the gas limit %1 cannot be checked.</source>
        <translation>Le destinataire est un contrat et votre nœud n&apos;a fourni aucune estimation de gaz : la limite de gaz %1 ne peut donc pas être vérifiée.</translation>
    </message>
    <message>
        <source>The priority fee per gas (%1 gwei) is above the maximum fee per gas (%2 gwei).</source>
        <translation>Les frais de priorité par unité de gaz (%1 gwei) dépassent les frais maximaux par unité de gaz (%2 gwei).</translation>
    </message>
    <message>
        <source>The network fee can reach %1 (gas limit %2 x %3 gwei), above your limit of %4.</source>
        <translation>Les frais de réseau peuvent atteindre %1 (limite de gaz %2 x %3 gwei), au-delà de votre limite de %4.</translation>
    </message>
    <message>
        <source>The service&apos;s quote expired at %1; nothing was signed. Ask for a fresh transaction.</source>
        <translation>Le devis du service a expiré le %1 ; rien n&apos;a été signé. Demandez une nouvelle transaction.</translation>
    </message>
    <message numerus="yes">
        <source>The service&apos;s quote expires in %n second(s), too soon to review it; nothing was signed. Ask for a fresh one.</source>
        <translation>
            <numerusform>Le devis du service expire dans %n seconde, trop tôt pour l&apos;examiner ; rien n&apos;a été signé. Demandez-en un nouveau.</numerusform>
            <numerusform>Le devis du service expire dans %n secondes, trop tôt pour l&apos;examiner ; rien n&apos;a été signé. Demandez-en un nouveau.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pay %1 %2 to %3; network fee at most %4 %2, in total at most %5 %2 (nonce %6, gas limit %7, chain %8).</source>
        <translation>Payer %1 %2 à %3 ; frais de réseau au plus %4 %2, au total au plus %5 %2 (nonce %6, limite de gaz %7, chaîne %8).</translation>
    </message>
    <message>
        <source>The transaction is for chain %1, but you pay on %2 (chain %3). If signed, it would be valid on chain %1 instead.</source>
        <translation>La transaction est pour la chaîne %1, mais vous payez sur %2 (chaîne %3). Signée, elle serait valable sur la chaîne %1.</translation>
    </message>
    <message>
        <source>The gas limit is %1; your node estimates %2 gas for this payment, so Paydesk accepts a limit from %3 to %4.</source>
        <translation>La limite de gaz est de %1 ; votre nœud estime %2 de gaz pour ce paiement, Paydesk accepte donc une limite de %3 à %4.</translation>
    </message>
    <message>
        <source>The fees of this transaction are too large to compute (gas limit x fee per gas overflows).</source>
        <translation>Les frais de cette transaction sont trop grands pour être calculés (limite de gaz x frais par unité de gaz dépasse la capacité).</translation>
    </message>
    <message>
        <source>The priority fee can reach %1, more than the priority fee of %2 you asked for.</source>
        <translation>Les frais de priorité peuvent atteindre %1, plus que les frais de priorité de %2 que vous avez demandés.</translation>
    </message>
    <message>
        <source>The maximum fee per gas (%1 gwei) is below the next block&apos;s base fee (%2 gwei): the payment waits until fees fall, or until you speed it up.</source>
        <translation>Les frais maximaux par unité de gaz (%1 gwei) sont inférieurs aux frais de base du prochain bloc (%2 gwei) : le paiement attend que les frais baissent, ou que vous l’accélériez.</translation>
    </message>
    <message>
        <source>The transaction&apos;s call to %1 is not the one you asked for.</source>
        <translation>L&apos;appel de la transaction à %1 n&apos;est pas celui que vous avez demandé.</translation>
    </message>
</context>
<context>
    <name>EvmProofReader</name>
    <message>
        <source>atomic units of an unnamed token</source>
        <translation>unités atomiques d&apos;un jeton sans nom</translation>
    </message>
    <message>
        <source>EIP-3009 transfer authorization (the seller&apos;s facilitator submits it)</source>
        <translation>Autorisation de transfert EIP-3009 (le facilitateur du vendeur la soumet)</translation>
    </message>
    <message>
        <source>Permit2 transfer authorization (the seller&apos;s facilitator settles it through Permit2, within the payer&apos;s allowance)</source>
        <translation>Autorisation de transfert Permit2 (le facilitateur du vendeur la règle via Permit2, dans la limite de l’autorisation du payeur)</translation>
    </message>
    <message>
        <source>The payer did not sign this authorization.</source>
        <translation>Le payeur n&apos;a pas signé cette autorisation.</translation>
    </message>
    <message>
        <source>Not signed by the payer: it cannot be valid</source>
        <translation>Non signé par le payeur&#xa0;: il ne peut pas être valide</translation>
    </message>
    <message>
        <source>Valid from %1 to %2 UTC, once; %3</source>
        <translation>Valable du %1 au %2 UTC, une seule fois&#xa0;; %3</translation>
    </message>
    <message>
        <source>signed by the payer</source>
        <translation>signé par le payeur</translation>
    </message>
    <message>
        <source>the signature is checked when it is verified (an x402 v1 proof does not name the token)</source>
        <translation>la signature est contrôlée lors de la vérification (une preuve x402 v1 n&apos;indique pas le jeton)</translation>
    </message>
    <message>
        <source>Usage-priced Permit2 authorization of up to the amount (upto: facilitator %1 settles it once for what was used)</source>
        <translation>Autorisation Permit2 à l&apos;usage jusqu&apos;au montant (upto&#xa0;: le facilitateur %1 la règle une fois pour ce qui a été utilisé)</translation>
    </message>
</context>
<context>
    <name>EvmRlp</name>
    <message>
        <source>RLP lists are nested more than %1 deep.</source>
        <translation>Les listes RLP sont imbriquées sur plus de %1 niveaux.</translation>
    </message>
    <message>
        <source>RLP data ends where an item should start (byte %1).</source>
        <translation>Les données RLP s&apos;arrêtent là où un élément devrait commencer (octet %1).</translation>
    </message>
    <message>
        <source>RLP is not canonical at byte %1: a single byte below 0x80 is written as a one-byte string instead of as itself.</source>
        <translation>Le RLP n&apos;est pas canonique à l&apos;octet %1 : un octet isolé inférieur à 0x80 est écrit comme une chaîne d&apos;un octet au lieu d&apos;être écrit tel quel.</translation>
    </message>
    <message>
        <source>RLP data is truncated at byte %1: the length of an item is cut off.</source>
        <translation>Les données RLP sont tronquées à l&apos;octet %1 : la longueur d&apos;un élément est coupée.</translation>
    </message>
    <message>
        <source>RLP is not canonical at byte %1: a length starts with a zero byte.</source>
        <translation>Le RLP n&apos;est pas canonique à l&apos;octet %1 : une longueur commence par un octet nul.</translation>
    </message>
    <message>
        <source>RLP is not canonical at byte %1: a length of %2 bytes uses the long form.</source>
        <translation>Le RLP n&apos;est pas canonique à l&apos;octet %1 : une longueur de %2 octets utilise la forme longue.</translation>
    </message>
    <message>
        <source>RLP data is truncated at byte %1: an item of %2 bytes has only %3 bytes left.</source>
        <translation>Les données RLP sont tronquées à l&apos;octet %1 : il ne reste que %3 octets pour un élément de %2 octets.</translation>
    </message>
    <message>
        <source>RLP data is empty.</source>
        <translation>Les données RLP sont vides.</translation>
    </message>
    <message>
        <source>The RLP item ends at byte %1, but the data goes on to byte %2.</source>
        <translation>L&apos;élément RLP se termine à l&apos;octet %1, mais les données continuent jusqu&apos;à l&apos;octet %2.</translation>
    </message>
    <message>
        <source>%1 is a list where a number belongs.</source>
        <translation>%1 est une liste là où un nombre est attendu.</translation>
    </message>
    <message>
        <source>%1 is larger than %2 bytes.</source>
        <translation>%1 dépasse %2 octets.</translation>
    </message>
    <message>
        <source>%1 is not a canonical number: it starts with a zero byte.</source>
        <translation>%1 n&apos;est pas un nombre canonique : sa représentation commence par un octet nul.</translation>
    </message>
</context>
<context>
    <name>EvmSignedScheme</name>
    <message>
        <source>%1 is not an EVM wallet.</source>
        <translation>%1 n&apos;est pas un portefeuille EVM.</translation>
    </message>
    <message>
        <source>EVM wallets cannot pay here.</source>
        <translation>Les portefeuilles EVM ne peuvent pas payer ici.</translation>
    </message>
</context>
<context>
    <name>EvmTransaction</name>
    <message>
        <source>The key cannot sign: it is not a valid secp256k1 private key.</source>
        <translation>La clé ne peut pas signer : ce n&apos;est pas une clé privée secp256k1 valide.</translation>
    </message>
    <message>
        <source>The transaction is not signed.</source>
        <translation>La transaction n&apos;est pas signée.</translation>
    </message>
    <message>
        <source>The transaction&apos;s signature is not valid: no key made it.</source>
        <translation>La signature de la transaction n&apos;est pas valide : aucune clé ne l&apos;a produite.</translation>
    </message>
    <message>
        <source>%1 is a list where bytes belong.</source>
        <translation>%1 est une liste là où des octets sont attendus.</translation>
    </message>
    <message>
        <source>The recipient (to) is not a 20-byte address.</source>
        <translation>Le destinataire (to) n&apos;est pas une adresse de 20 octets.</translation>
    </message>
    <message>
        <source>The access list is not a list.</source>
        <translation>La liste d&apos;accès n&apos;est pas une liste.</translation>
    </message>
    <message>
        <source>An access list entry is not [address, [storage keys]].</source>
        <translation>Une entrée de la liste d&apos;accès n&apos;a pas la forme [adresse, [clés de stockage]].</translation>
    </message>
    <message>
        <source>An access list storage key is not 32 bytes.</source>
        <translation>Une clé de stockage de la liste d&apos;accès ne fait pas 32 octets.</translation>
    </message>
    <message>
        <source>The gas limit</source>
        <translation>La limite de gaz</translation>
    </message>
    <message>
        <source>The value</source>
        <translation>Le montant (value)</translation>
    </message>
    <message>
        <source>The data</source>
        <translation>Le champ de données</translation>
    </message>
    <message>
        <source>The nonce</source>
        <translation>Le nonce</translation>
    </message>
    <message>
        <source>The gas price</source>
        <translation>Le prix du gaz</translation>
    </message>
    <message>
        <source>The chain id</source>
        <translation>L&apos;ID de chaîne</translation>
    </message>
    <message>
        <source>The priority fee (maxPriorityFeePerGas)</source>
        <translation>Le plafond des frais de priorité (maxPriorityFeePerGas)</translation>
    </message>
    <message>
        <source>The fee cap (maxFeePerGas)</source>
        <translation>Le plafond des frais (maxFeePerGas)</translation>
    </message>
    <message>
        <source>The priority fee per gas is above the fee cap: no chain accepts this transaction (EIP-1559).</source>
        <translation>Les frais de priorité par unité de gaz dépassent le plafond des frais : aucune chaîne n&apos;accepte cette transaction (EIP-1559).</translation>
    </message>
    <message>
        <source>The transaction is already signed; an unsigned one was expected.</source>
        <translation>La transaction est déjà signée ; une transaction non signée était attendue.</translation>
    </message>
    <message>
        <source>The signature&apos;s yParity is not 0 or 1.</source>
        <translation>Le yParity de la signature n&apos;est ni 0 ni 1.</translation>
    </message>
    <message>
        <source>The transaction has no chain id (v is 27 or 28): it could be replayed on any chain.</source>
        <translation>La transaction n&apos;a pas d&apos;ID de chaîne (v vaut 27 ou 28) : elle pourrait être rejouée sur n&apos;importe quelle chaîne.</translation>
    </message>
    <message>
        <source>The signature&apos;s v is not 35 + 2 x chain id + 0 or 1.</source>
        <translation>Le v de la signature ne vaut pas 35 + 2 x ID de chaîne + 0 ou 1.</translation>
    </message>
    <message>
        <source>The signature is not valid: r and s must be non-zero and s in the lower half of the curve order (EIP-2).</source>
        <translation>La signature n&apos;est pas valide : r et s doivent être non nuls, et s doit se trouver dans la moitié inférieure de l&apos;ordre de la courbe (EIP-2).</translation>
    </message>
    <message>
        <source>The transaction is empty.</source>
        <translation>La transaction est vide.</translation>
    </message>
    <message>
        <source>The transaction is larger than %1 bytes.</source>
        <translation>La transaction dépasse %1 octets.</translation>
    </message>
    <message>
        <source>This is an access-list transaction (EIP-2930, type 1). Paydesk signs only EIP-1559 (type 2) and legacy EIP-155 transactions.</source>
        <translation>Il s&apos;agit d&apos;une transaction à liste d&apos;accès (EIP-2930, type 1). Paydesk ne signe que les transactions EIP-1559 (type 2) et les transactions EIP-155 classiques (legacy).</translation>
    </message>
    <message>
        <source>This is a blob transaction (EIP-4844, type 3), which a payment never needs. Paydesk does not sign it.</source>
        <translation>Il s&apos;agit d&apos;une transaction blob (EIP-4844, type 3), dont un paiement n&apos;a jamais besoin. Paydesk ne la signe pas.</translation>
    </message>
    <message>
        <source>This transaction (EIP-7702, type 4) would delegate your account&apos;s code to a contract, which could then spend everything the account holds. Paydesk never signs it.</source>
        <translation>Cette transaction (EIP-7702, type 4) déléguerait le code de votre compte à un contrat, qui pourrait alors dépenser tout ce que contient le compte. Paydesk ne la signe jamais.</translation>
    </message>
    <message>
        <source>The transaction is of an unknown type (0x%1).</source>
        <translation>La transaction est d&apos;un type inconnu (0x%1).</translation>
    </message>
    <message>
        <source>This is not a transaction: it is neither a typed transaction nor an RLP list.</source>
        <translation>Ce n&apos;est pas une transaction : ce n&apos;est ni une transaction typée ni une liste RLP.</translation>
    </message>
    <message>
        <source>The transaction body is not an RLP list.</source>
        <translation>Le corps de la transaction n&apos;est pas une liste RLP.</translation>
    </message>
    <message>
        <source>The transaction has %1 fields instead of %2.</source>
        <translation>La transaction comporte %1 champs au lieu de %2.</translation>
    </message>
    <message>
        <source>The transaction names no chain (chain id 0).</source>
        <translation>La transaction n&apos;indique aucune chaîne (ID de chaîne 0).</translation>
    </message>
    <message>
        <source>The transaction is not valid base64.</source>
        <translation>La transaction n&apos;est pas du base64 valide.</translation>
    </message>
</context>
<context>
    <name>ExactEvmScheme</name>
    <message>
        <source>Signing an authorization of %1 to %2 with the key of %3...</source>
        <translation>Signature d&apos;une autorisation de %1 à %2 avec la clé de %3...</translation>
    </message>
    <message>
        <source>it asks for a %1 transfer, which Paydesk does not make: choose an option paid by EIP-3009 or Permit2, or pay another way.</source>
        <translation>il demande un transfert %1, que Paydesk n’effectue pas : choisissez une option payée par EIP-3009 ou Permit2, ou payez autrement.</translation>
    </message>
    <message>
        <source>The authorization expired unused: nothing was paid.</source>
        <translation>L&apos;autorisation a expiré sans être utilisée&#xa0;: rien n&apos;a été payé.</translation>
    </message>
</context>
<context>
    <name>ExactSvmScheme</name>
    <message>
        <source>it names no fee payer (extra.feePayer): a token payment on Solana is signed last by the seller&apos;s facilitator, who pays the network fee.</source>
        <translation>elle ne nomme aucun payeur des frais (extra.feePayer)&#xa0;: un paiement en jeton sur Solana est signé en dernier par le facilitateur du vendeur, qui paie les frais de réseau.</translation>
    </message>
    <message>
        <source>The transaction expired without landing: nothing was paid.</source>
        <translation>La transaction a expiré sans être inscrite : rien n&apos;a été payé.</translation>
    </message>
    <message>
        <source>The seller names your own wallet as its fee payer: you would sign and pay the network fee of the seller&apos;s transaction. Nothing was signed.</source>
        <translation>Le vendeur désigne votre propre portefeuille comme payeur des frais&#xa0;: vous signeriez et paieriez les frais de réseau de la transaction du vendeur. Rien n&apos;a été signé.</translation>
    </message>
</context>
<context>
    <name>GuiOptions</name>
    <message>
        <source>Paydesk: a desktop wallet for x402 payments.</source>
        <translation>Paydesk&#xa0;: un portefeuille de bureau pour les paiements x402.</translation>
    </message>
    <message>
        <source>Use the built-in sandbox (test funds only).</source>
        <translation>Utiliser le bac à sable intégré (fonds de test uniquement).</translation>
    </message>
    <message>
        <source>Render the window, save it as a PNG and exit.</source>
        <translation>Afficher la fenêtre, l&apos;enregistrer au format PNG et quitter.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>fichier</translation>
    </message>
    <message>
        <source>page</source>
        <translation>page</translation>
    </message>
    <message>
        <source>Milliseconds to wait after the first paint before the screenshot (default 600).</source>
        <translation>Millisecondes d&apos;attente après le premier affichage avant la capture d&apos;écran (600 par défaut).</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>Colour scheme for this run: light or dark.</source>
        <translation>Jeu de couleurs pour cette exécution&#xa0;: light ou dark.</translation>
    </message>
    <message>
        <source>name</source>
        <translation>nom</translation>
    </message>
    <message>
        <source>Open the Status page on this payment id.</source>
        <translation>Ouvrir la page Statut sur cet identifiant de paiement.</translation>
    </message>
    <message>
        <source>id</source>
        <translation>id</translation>
    </message>
    <message>
        <source>Keep settings and data in this folder instead of the user&apos;s (for demos and tests).</source>
        <translation>Conserver les paramètres et les données dans ce dossier plutôt que dans celui de l&apos;utilisateur (pour les démonstrations et les tests).</translation>
    </message>
    <message>
        <source>folder</source>
        <translation>dossier</translation>
    </message>
    <message>
        <source>Print the milliseconds to the first paint and the resident memory, then exit.</source>
        <translation>Afficher le nombre de millisecondes jusqu&apos;au premier affichage et la mémoire résidente, puis quitter.</translation>
    </message>
    <message>
        <source>Unknown theme &quot;%1&quot;: use light or dark.</source>
        <translation>Thème inconnu &quot;%1&quot;&#xa0;: utilisez light ou dark.</translation>
    </message>
    <message>
        <source>--screenshot-delay takes milliseconds between 0 and 60000.</source>
        <translation>--screenshot-delay attend un nombre de millisecondes compris entre 0 et 60000.</translation>
    </message>
    <message>
        <source>Open this page: %1.</source>
        <translation>Ouvrir cette page : %1.</translation>
    </message>
    <message>
        <source>Unknown page &quot;%1&quot;: use one of %2.</source>
        <translation>Page inconnue « %1 » : utilisez l&apos;une de %2.</translation>
    </message>
</context>
<context>
    <name>HistoryTableModel</name>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Counterparty</source>
        <translation>Contrepartie</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Montant</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <source>Payment id</source>
        <translation>ID du paiement</translation>
    </message>
    <message>
        <source>Fee</source>
        <translation>Frais</translation>
    </message>
    <message>
        <source>Resource</source>
        <translation>Ressource</translation>
    </message>
    <message>
        <source>Balance after</source>
        <translation>Solde après</translation>
    </message>
</context>
<context>
    <name>HostedScheme</name>
    <message>
        <source>Paying %1 to %2 through the service...</source>
        <translation>Paiement de %1 à %2 via le service...</translation>
    </message>
    <message>
        <source>The payment expired without settling: nothing was paid.</source>
        <translation>Le paiement a expiré sans être réglé : rien n’a été payé.</translation>
    </message>
</context>
<context>
    <name>KeyImport</name>
    <message>
        <source>This is not a solana-keygen keypair file: it should be a JSON array of 64 numbers, such as [12,250,...].</source>
        <translation>Ce n&apos;est pas un fichier de paire de clés solana-keygen&#xa0;: il devrait contenir un tableau JSON de 64 nombres, par exemple [12,250,...].</translation>
    </message>
    <message>
        <source>The keypair file holds something other than numbers from 0 to 255.</source>
        <translation>Le fichier de paire de clés contient autre chose que des nombres de 0 à 255.</translation>
    </message>
    <message>
        <source>The keypair file holds more than 64 numbers.</source>
        <translation>Le fichier de paire de clés contient plus de 64 nombres.</translation>
    </message>
    <message>
        <source>The keypair file is not a well-formed JSON array.</source>
        <translation>Le fichier de paire de clés n&apos;est pas un tableau JSON bien formé.</translation>
    </message>
    <message>
        <source>The keypair file has extra text after its array.</source>
        <translation>Le fichier de paire de clés contient du texte superflu après son tableau.</translation>
    </message>
    <message>
        <source>The keypair file holds %1 numbers; a Solana keypair has 64.</source>
        <translation>Le fichier de paire de clés contient %1 nombres&#xa0;; une paire de clés Solana en compte 64.</translation>
    </message>
    <message>
        <source>The keypair file&apos;s public key does not match its private key: the file is damaged.</source>
        <translation>La clé publique du fichier de paire de clés ne correspond pas à sa clé privée&#xa0;: le fichier est endommagé.</translation>
    </message>
    <message>
        <source>Cannot read the keypair file %1: %2</source>
        <translation>Impossible de lire le fichier de paire de clés %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 is too large to be a Solana keypair file.</source>
        <translation>%1 est trop volumineux pour être un fichier de paire de clés Solana.</translation>
    </message>
    <message>
        <source>This is not a base58 Solana secret key (64 bytes, about 88 characters, as exported by Phantom or Solflare).</source>
        <translation>Ce n&apos;est pas une clé secrète Solana en base58 (64 octets, environ 88 caractères, telle qu&apos;exportée par Phantom ou Solflare).</translation>
    </message>
    <message>
        <source>The secret key&apos;s public half does not match its private half: it was mistyped or truncated.</source>
        <translation>La moitié publique de la clé secrète ne correspond pas à sa moitié privée&#xa0;: elle a été mal saisie ou tronquée.</translation>
    </message>
    <message>
        <source>The key could not be derived from this phrase.</source>
        <translation>Impossible de dériver la clé à partir de cette phrase.</translation>
    </message>
</context>
<context>
    <name>LocalPaymentController</name>
    <message>
        <source>A local payment is still in progress; wait for its outcome.</source>
        <translation>Un paiement local est encore en cours&#xa0;; attendez son issue.</translation>
    </message>
    <message>
        <source>Local mode needs the app&apos;s database, which could not be opened.</source>
        <translation>Le mode local a besoin de la base de données de l&apos;application, qui n&apos;a pas pu être ouverte.</translation>
    </message>
    <message>
        <source>%1 is not a wallet whose key is on this computer. Create or import it on the Wallets page.</source>
        <translation>%1 n&apos;est pas un portefeuille dont la clé se trouve sur cet ordinateur. Créez-le ou importez-le dans la page Portefeuilles.</translation>
    </message>
    <message>
        <source>An earlier payment from this wallet (%1) may still land. Paydesk signs nothing new for it until that payment has a final outcome.</source>
        <translation>Un paiement antérieur depuis ce portefeuille (%1) peut encore aboutir. Paydesk ne signe rien de nouveau pour ce portefeuille tant que ce paiement n&apos;a pas d&apos;issue définitive.</translation>
    </message>
    <message>
        <source>%1 is not a wallet address.</source>
        <translation>%1 n&apos;est pas une adresse de portefeuille.</translation>
    </message>
    <message>
        <source>Paydesk cannot sign %1 payments on this computer: pay from a Solana or EVM wallet.</source>
        <translation>Paydesk ne peut pas signer de paiements %1 sur cet ordinateur : payez depuis un portefeuille Solana ou EVM.</translation>
    </message>
    <message>
        <source>%1 cannot co-sign a buyer&apos;s payment here: choose a wallet on this computer of a chain that does (%2).</source>
        <translation>%1 ne peut pas cosigner ici le paiement d&apos;un acheteur&#xa0;: choisissez un portefeuille de cet ordinateur sur une chaîne qui le peut (%2).</translation>
    </message>
</context>
<context>
    <name>LocalWalletModel</name>
    <message>
        <source>Label</source>
        <translation>Libellé</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Réseau</translation>
    </message>
    <message>
        <source>Key from</source>
        <translation>Origine de la clé</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Solde</translation>
    </message>
    <message>
        <source>Wallet</source>
        <translation>Portefeuille</translation>
    </message>
</context>
<context>
    <name>LostAttempt</name>
    <message>
        <source>The payment expired unused: nothing was paid.</source>
        <translation>Le paiement a expiré sans être utilisé : rien n’a été payé.</translation>
    </message>
</context>
<context>
    <name>LostAuthorization</name>
    <message>
        <source>No EVM node for %1 to ask.</source>
        <translation>Aucun nœud EVM de %1 à interroger.</translation>
    </message>
    <message>
        <source>Permit2&apos;s answer is not readable.</source>
        <translation>La réponse de Permit2 n&apos;est pas lisible.</translation>
    </message>
    <message>
        <source>The journaled proof is no EIP-3009 or Permit2 authorization.</source>
        <translation>La preuve du journal n&apos;est pas une autorisation EIP-3009 ou Permit2.</translation>
    </message>
</context>
<context>
    <name>Mnemonic</name>
    <message>
        <source>The words are all valid, but their checksum does not match: a word is wrong or two are swapped. Check the phrase against your backup.</source>
        <translation>Tous les mots sont valides, mais leur somme de contrôle ne correspond pas&#xa0;: un mot est erroné ou deux mots sont intervertis. Comparez la phrase avec votre sauvegarde.</translation>
    </message>
    <message>
        <source>Word %1 is not in the BIP-39 English word list. Check its spelling against your backup.</source>
        <translation>Le mot %1 ne figure pas dans la liste de mots anglais BIP-39. Comparez son orthographe avec votre sauvegarde.</translation>
    </message>
    <message>
        <source>A recovery phrase has 12, 15, 18, 21 or 24 words; this one has %1.</source>
        <translation>Une phrase de récupération compte 12, 15, 18, 21 ou 24 mots&#xa0;; celle-ci en compte %1.</translation>
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
        <translation>Solana du bac à sable</translation>
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
        <translation>EVM du bac à sable</translation>
    </message>
</context>
<context>
    <name>OptionBalance</name>
    <message>
        <source>no EVM RPC endpoint on %1 to read it</source>
        <translation>aucun point de terminaison RPC EVM sur %1 pour le lire</translation>
    </message>
    <message>
        <source>no RPC endpoint on %1 to read it</source>
        <translation>aucun point de terminaison RPC sur %1 pour le lire</translation>
    </message>
    <message>
        <source>%1 is not a known token</source>
        <translation>%1 n&apos;est pas un jeton connu</translation>
    </message>
    <message>
        <source>the RPC endpoint sent no balance</source>
        <translation>le point de terminaison RPC n&apos;a renvoyé aucun solde</translation>
    </message>
    <message>
        <source>the node sent no genesis hash</source>
        <translation>le nœud n&apos;a envoyé aucun hash de genèse</translation>
    </message>
    <message>
        <source>the Solana node is on %1, not on %2</source>
        <translation>le nœud Solana est sur %1, et non sur %2</translation>
    </message>
    <message>
        <source>a private cluster (genesis %1)</source>
        <translation>un cluster privé (genèse %1)</translation>
    </message>
    <message>
        <source>Paydesk has no test funds for %1 wallets.</source>
        <translation>Paydesk n&apos;a pas de fonds de test pour les portefeuilles %1.</translation>
    </message>
    <message>
        <source>1 test ETH and 100 test USDC are in the wallet.</source>
        <translation>1 ETH de test et 100 USDC de test sont dans le portefeuille.</translation>
    </message>
    <message>
        <source>5 test SOL and 100 test USDC are in the wallet.</source>
        <translation>5 SOL de test et 100 USDC de test sont dans le portefeuille.</translation>
    </message>
    <message>
        <source>5 test SOL are on their way.</source>
        <translation>5 SOL de test sont en route.</translation>
    </message>
    <message>
        <source>the EVM node sent no chain id</source>
        <translation>le nœud EVM n’a envoyé aucun identifiant de chaîne</translation>
    </message>
    <message>
        <source>Paydesk cannot ask a %1 node which network it is on.</source>
        <translation>Paydesk ne peut pas demander à un nœud %1 sur quel réseau il se trouve.</translation>
    </message>
</context>
<context>
    <name>OptionChooser</name>
    <message>
        <source>option %1 (%2 on %3): %4</source>
        <translation>option %1 (%2 sur %3)&#xa0;: %4</translation>
    </message>
    <message>
        <source>Paydesk cannot pay for this resource: %1</source>
        <translation>Paydesk ne peut pas payer cette ressource&#xa0;: %1</translation>
    </message>
    <message>
        <source>option %1 (%2 on %3): a token is paid from a local wallet, with its own key (--local); the payment service sends only the network&apos;s coin.</source>
        <translation>option %1 (%2 sur %3)&#xa0;: un jeton se paie depuis un portefeuille local, avec sa propre clé (--local)&#xa0;; le service de paiement n&apos;envoie que la monnaie du réseau.</translation>
    </message>
    <message>
        <source>option %1 (%2 on %3): your wallets on %3 hold too little to pay it.</source>
        <translation>option %1 (%2 sur %3)&#xa0;: vos portefeuilles sur %3 contiennent trop peu pour la payer.</translation>
    </message>
    <message>
        <source>your wallet %1 pays on %2, the network its node is on, not on %3.</source>
        <translation>votre portefeuille %1 paie sur %2, le réseau de son nœud, pas sur %3.</translation>
    </message>
    <message>
        <source>your hosted wallet %1 is on %2, not on %3.</source>
        <translation>votre portefeuille hébergé %1 est sur %2, pas sur %3.</translation>
    </message>
    <message>
        <source>no wallet was given to pay from.</source>
        <translation>aucun portefeuille n&apos;a été indiqué pour payer.</translation>
    </message>
    <message>
        <source>none of the wallets you pay from (%1) is on %2.</source>
        <translation>aucun des portefeuilles depuis lesquels vous payez (%1) n&apos;est sur %2.</translation>
    </message>
    <message>
        <source>none of your hosted wallets (%1) is on %2.</source>
        <translation>aucun de vos portefeuilles hébergés (%1) n&apos;est sur %2.</translation>
    </message>
</context>
<context>
    <name>OptionLimits</name>
    <message>
        <source>The price %1 is in another asset than your maximum of %2; nothing was paid. Give the maximum in the asset of the price.</source>
        <translation>Le prix %1 est dans un autre actif que votre maximum de %2&#xa0;; rien n&apos;a été payé. Indiquez le maximum dans l&apos;actif du prix.</translation>
    </message>
    <message>
        <source>The price %1 is above your maximum of %2; nothing was paid.</source>
        <translation>Le prix %1 dépasse votre maximum de %2&#xa0;; rien n&apos;a été payé.</translation>
    </message>
</context>
<context>
    <name>PaidFetchJournal</name>
    <message>
        <source>the attempt is no longer open (closed as abandoned)</source>
        <translation>la tentative n&apos;est plus ouverte (close comme abandonnée)</translation>
    </message>
</context>
<context>
    <name>PastedPayment</name>
    <message>
        <source>Paste an X-PAYMENT value or a whole HTTP request.</source>
        <translation>Collez une valeur X-PAYMENT ou une requête HTTP complète.</translation>
    </message>
    <message>
        <source>The request carries no X-PAYMENT or PAYMENT-SIGNATURE header: the buyer has not paid.</source>
        <translation>La requête ne contient pas d&apos;en-tête X-PAYMENT ni PAYMENT-SIGNATURE&#xa0;: l&apos;acheteur n&apos;a pas payé.</translation>
    </message>
</context>
<context>
    <name>PayeeRules</name>
    <message>
        <source>%1 is not a Solana or EVM address.</source>
        <translation>%1 n&apos;est pas une adresse Solana ou EVM.</translation>
    </message>
    <message>
        <source>you deny payments to %1 (take it off your payee lists to pay it).</source>
        <translation>vous refusez les paiements à %1 (retirez-le de vos listes de bénéficiaires pour le payer).</translation>
    </message>
    <message>
        <source>%1 is not on your list of allowed payees (allow it to pay it).</source>
        <translation>%1 ne figure pas sur votre liste de bénéficiaires autorisés (autorisez-le pour le payer).</translation>
    </message>
</context>
<context>
    <name>PaymentCost</name>
    <message>
        <source>about %1 %2, plus any priority fee the service adds</source>
        <translation>environ %1 %2, plus les éventuels frais de priorité ajoutés par le service</translation>
    </message>
    <message>
        <source>at most %1 %2</source>
        <translation>au plus %1 %2</translation>
    </message>
    <message>
        <source>about %1 %2</source>
        <translation>environ %1 %2</translation>
    </message>
    <message>
        <source>unknown (balance not read)</source>
        <translation>inconnu (solde non lu)</translation>
    </message>
    <message>
        <source>short by %1 %2</source>
        <translation>il manque %1 %2</translation>
    </message>
</context>
<context>
    <name>PaymentJournal</name>
    <message>
        <source>Paydesk&apos;s database file is not available, so local payments are off: a payment must be journaled on disk before it is sent.</source>
        <translation>Le fichier de base de données de Paydesk n&apos;est pas disponible&#xa0;: les paiements locaux sont donc désactivés, car un paiement doit être inscrit au journal sur le disque avant d&apos;être envoyé.</translation>
    </message>
    <message>
        <source>The database %1 is in use by another program (%2). Close it and try again.</source>
        <translation>La base de données %1 est utilisée par un autre programme (%2). Fermez-le et réessayez.</translation>
    </message>
    <message>
        <source>The database %1 is read-only (%2), so Paydesk cannot record payments in it. Make the file and its folder writable for you and try again; nothing was changed.</source>
        <translation>La base de données %1 est en lecture seule (%2)&#xa0;: Paydesk ne peut donc pas y enregistrer de paiements. Rendez le fichier et son dossier accessibles en écriture pour vous, puis réessayez&#xa0;; rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <source>The database %1 could not be written: the disk is full or failing (%2). Free some space and try again; what was already stored is kept.</source>
        <translation>Impossible d&apos;écrire dans la base de données %1&#xa0;: le disque est plein ou défaillant (%2). Libérez de l&apos;espace et réessayez&#xa0;; ce qui était déjà enregistré est conservé.</translation>
    </message>
    <message>
        <source>The database %1 is damaged (%2). Paydesk did not change it and will not write to it. Quit Paydesk, move the file aside (keep it: it holds your payment journal) or restore a backup, then start Paydesk again.</source>
        <translation>La base de données %1 est endommagée (%2). Paydesk ne l&apos;a pas modifiée et n&apos;y écrira pas. Quittez Paydesk, déplacez le fichier ailleurs (conservez-le&#xa0;: il contient votre journal des paiements) ou restaurez une sauvegarde, puis redémarrez Paydesk.</translation>
    </message>
    <message>
        <source>The database %1 cannot be opened for writing (%2). Check that the file and its folder exist and are writable for you, then try again.</source>
        <translation>Impossible d&apos;ouvrir la base de données %1 en écriture (%2). Vérifiez que le fichier et son dossier existent et sont accessibles en écriture pour vous, puis réessayez.</translation>
    </message>
    <message>
        <source>The database %1 failed: %2</source>
        <translation>Erreur de la base de données %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>PaymentOutcome</name>
    <message>
        <source>an unknown amount</source>
        <translation>un montant inconnu</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Paid for a resource</source>
        <translation>Ressource payée</translation>
    </message>
    <message>
        <source>%1 for %2.</source>
        <translation>%1 pour %2.</translation>
    </message>
    <message>
        <source>Payment confirmed</source>
        <translation>Paiement confirmé</translation>
    </message>
    <message>
        <source>%1 to %2, confirmed on chain.</source>
        <translation>%1 à %2, confirmé sur la chaîne.</translation>
    </message>
    <message>
        <source>Payment not sent</source>
        <translation>Paiement non envoyé</translation>
    </message>
    <message>
        <source>%1 to %2: %3</source>
        <translation>%1 à %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>Paid, but the resource did not arrive</source>
        <translation>Payé, mais la ressource n&apos;est pas arrivée</translation>
    </message>
    <message>
        <source>%1 for %2: %3</source>
        <translation>%1 pour %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>Payment failed</source>
        <translation>Échec du paiement</translation>
    </message>
    <message>
        <source>%1 to %2 failed.</source>
        <translation>Le paiement de %1 à %2 a échoué.</translation>
    </message>
    <message>
        <source>%1 to %2 failed: %3</source>
        <translation>Le paiement de %1 à %2 a échoué&#xa0;: %3</translation>
    </message>
    <message>
        <source>Payment expired</source>
        <translation>Paiement expiré</translation>
    </message>
    <message>
        <source>%1 to %2 expired before it landed; nothing was charged.</source>
        <translation>Le paiement de %1 à %2 a expiré avant d&apos;être inscrit&#xa0;; rien n&apos;a été prélevé.</translation>
    </message>
    <message>
        <source>Payment received</source>
        <translation>Paiement reçu</translation>
    </message>
    <message>
        <source>%1, verified at the seller desk.</source>
        <translation>%1, vérifié au guichet du vendeur.</translation>
    </message>
    <message>
        <source>%1 from %2, verified at the seller desk.</source>
        <translation>%1 de %2, vérifié au guichet du vendeur.</translation>
    </message>
    <message>
        <source>%1 into %2, confirmed on chain.</source>
        <translation>%1 vers %2, confirmé sur la chaîne.</translation>
    </message>
    <message>
        <source>Money received</source>
        <translation>Fonds reçus</translation>
    </message>
    <message>
        <source>%1 arrived in %2.</source>
        <translation>%1 est arrivé dans %2.</translation>
    </message>
    <message>
        <source>%1 from %2 into %3.</source>
        <translation>%1 de %2 vers %3.</translation>
    </message>
    <message>
        <source>Failed: the network fee was charged</source>
        <translation>Échec&#xa0;: les frais de réseau ont été prélevés</translation>
    </message>
    <message>
        <source>Expired: nothing was charged</source>
        <translation>Expiré&#xa0;: rien n&apos;a été prélevé</translation>
    </message>
    <message>
        <source>Refused by the network: nothing was charged</source>
        <translation>Refusé par le réseau&#xa0;: rien n&apos;a été prélevé</translation>
    </message>
    <message>
        <source>Not signed</source>
        <translation>Non signé</translation>
    </message>
    <message>
        <source>Not final yet</source>
        <translation>Pas encore définitif</translation>
    </message>
    <message>
        <source>Not sent</source>
        <translation>Non envoyé</translation>
    </message>
    <message>
        <source>paying, outcome not known yet</source>
        <translation>paiement en cours, résultat encore inconnu</translation>
    </message>
    <message>
        <source>paid, content not received</source>
        <translation>payé, contenu non reçu</translation>
    </message>
    <message>
        <source>paid and delivered</source>
        <translation>payé et livré</translation>
    </message>
    <message>
        <source>paid, refused by the seller</source>
        <translation>payé, refusé par le vendeur</translation>
    </message>
    <message>
        <source>not paid</source>
        <translation>non payé</translation>
    </message>
</context>
<context>
    <name>PaymentProofInfo</name>
    <message>
        <source>Settled payment (already on the ledger)</source>
        <translation>Paiement réglé (déjà inscrit dans le registre)</translation>
    </message>
    <message>
        <source>Not a payment proof</source>
        <translation>Ce n&apos;est pas une preuve de paiement</translation>
    </message>
    <message>
        <source>Paste the X-PAYMENT value the buyer sent.</source>
        <translation>Collez la valeur X-PAYMENT envoyée par l&apos;acheteur.</translation>
    </message>
    <message>
        <source>This proof pays another wallet, not the one it is checked for.</source>
        <translation>Cette preuve paie un autre portefeuille, pas celui pour lequel elle est vérifiée.</translation>
    </message>
    <message>
        <source>It pays %1, less than the %2 you expect.</source>
        <translation>Elle paie %1, soit moins que les %2 que vous attendez.</translation>
    </message>
    <message>
        <source>The authorization expired at %1 UTC.</source>
        <translation>L&apos;autorisation a expiré le %1 UTC.</translation>
    </message>
    <message>
        <source>The token %1 is not one Paydesk knows on %2, or its decimals differ.</source>
        <translation>Paydesk ne connaît pas le jeton %1 sur %2, ou ses décimales diffèrent.</translation>
    </message>
    <message>
        <source>Paydesk cannot read a proof of the %1 scheme on %2.</source>
        <translation>Paydesk ne sait pas lire une preuve du schéma %1 sur %2.</translation>
    </message>
</context>
<context>
    <name>PaymentRequirements</name>
    <message>
        <source>missing.</source>
        <translation>manquant.</translation>
    </message>
    <message>
        <source>must be a string.</source>
        <translation>doit être une chaîne.</translation>
    </message>
    <message>
        <source>empty.</source>
        <translation>vide.</translation>
    </message>
    <message>
        <source>must be an object.</source>
        <translation>doit être un objet.</translation>
    </message>
    <message>
        <source>longer than 256 bytes.</source>
        <translation>dépasse 256 octets.</translation>
    </message>
    <message>
        <source>must be a whole number from 0 to 30.</source>
        <translation>doit être un nombre entier compris entre 0 et 30.</translation>
    </message>
    <message>
        <source>missing; found only &quot;%1&quot;, the field of x402 version %2.</source>
        <translation>manquant&#xa0;; seul &quot;%1&quot;, le champ de la version %2 de x402, a été trouvé.</translation>
    </message>
    <message>
        <source>must be a string of atomic units, not a JSON number.</source>
        <translation>doit être une chaîne d&apos;unités atomiques, et non un nombre JSON.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a whole number of atomic units.</source>
        <translation>&quot;%1&quot; n&apos;est pas un nombre entier d&apos;unités atomiques.</translation>
    </message>
    <message>
        <source>a price of 0 is not a payment.</source>
        <translation>un prix de 0 n&apos;est pas un paiement.</translation>
    </message>
    <message>
        <source>contradicts &quot;%1&quot; (%2).</source>
        <translation>contredit &quot;%1&quot; (%2).</translation>
    </message>
    <message>
        <source>%1 atomic units of %2</source>
        <translation>%1 unités atomiques de %2</translation>
    </message>
    <message>
        <source>not a JSON object.</source>
        <translation>n&apos;est pas un objet JSON.</translation>
    </message>
    <message>
        <source>must be a whole number of seconds from 1 to 86400.</source>
        <translation>doit être un nombre entier de secondes compris entre 1 et 86400.</translation>
    </message>
    <message>
        <source>%1 is on another site than the requested %2.</source>
        <translation>%1 se trouve sur un autre site que celui demandé (%2).</translation>
    </message>
    <message>
        <source>must be an object or null.</source>
        <translation>doit être un objet ou null.</translation>
    </message>
    <message>
        <source>%1 is the token&apos;s own contract, not a wallet: money sent there is lost.</source>
        <translation>%1 est le contrat du jeton lui-même, et non un portefeuille&#xa0;: l&apos;argent qui y est envoyé est perdu.</translation>
    </message>
    <message>
        <source>%1 is the Permit2 contract, not a wallet: money sent there is lost.</source>
        <translation>%1 est le contrat Permit2, et non un portefeuille&#xa0;: l&apos;argent qui y est envoyé est perdu.</translation>
    </message>
    <message>
        <source>%1 is not a %2 address, but the network is %2.</source>
        <translation>%1 n&apos;est pas une adresse %2, alors que le réseau est %2.</translation>
    </message>
    <message>
        <source>says %1, but native %2 has %3 decimals.</source>
        <translation>indique %1, mais le %2 natif a %3 décimales.</translation>
    </message>
    <message>
        <source>up to %1</source>
        <translation>jusqu&apos;à %1</translation>
    </message>
</context>
<context>
    <name>Permit2</name>
    <message>
        <source>The Permit2 authorization&apos;s &quot;%1&quot; is missing or malformed.</source>
        <translation>Le champ « %1 » de l’autorisation Permit2 est absent ou mal formé.</translation>
    </message>
    <message>
        <source>The Permit2 payment could not be signed with the key of %1; nothing was sent.</source>
        <translation>Le paiement Permit2 n’a pas pu être signé avec la clé de %1 ; rien n’a été envoyé.</translation>
    </message>
    <message>
        <source>Permit2 may move only %1 %2 of this wallet, less than the price: approve Permit2 first.</source>
        <translation>Permit2 ne peut déplacer que %1 %2 de ce portefeuille, moins que le prix : autorisez d’abord Permit2.</translation>
    </message>
    <message>
        <source>the seller asks for a Permit2 transfer, and %1 lets Permit2 (%2) move only %3 of its %4, less than the price of %5. Approve Permit2 for at least %5 from this wallet (an approve transaction on the token %6: &quot;Approve Permit2&quot; on the Pay page, or paydesk-cli permit2 approve &quot;%5&quot; --from %1), then pay again; Paydesk never signs an unlimited approval for you.</source>
        <translation>le vendeur demande un transfert Permit2, et %1 ne permet à Permit2 (%2) de déplacer que %3 de ses %4, moins que le prix de %5. Autorisez Permit2 pour au moins %5 depuis ce portefeuille (une transaction approve sur le jeton %6 : « Autoriser Permit2 » sur la page Payer, ou paydesk-cli permit2 approve &quot;%5&quot; --from %1), puis payez à nouveau ; Paydesk ne signe jamais pour vous une autorisation illimitée.</translation>
    </message>
    <message>
        <source>the seller asks for a Permit2 transfer, and %1 lets Permit2 (%2) move only %3 of its %4, less than the %5 it may charge at most. Approve Permit2 for at least %5 from this wallet (an approve transaction on the token %6: &quot;Approve Permit2&quot; on the Pay page, or paydesk-cli permit2 approve &quot;%5&quot; --from %1), then pay again; Paydesk never signs an unlimited approval for you.</source>
        <translation>le vendeur demande un transfert Permit2, et %1 ne laisse Permit2 (%2) déplacer que %3 de ses %4, moins que les %5 qu&apos;il peut débiter au plus. Approuvez Permit2 pour au moins %5 depuis ce portefeuille (une transaction approve sur le jeton %6&#xa0;: «&#xa0;Approuver Permit2&#xa0;» sur la page Payer, ou paydesk-cli permit2 approve &quot;%5&quot; --from %1), puis payez à nouveau&#xa0;; Paydesk ne signe jamais d&apos;approbation illimitée pour vous.</translation>
    </message>
    <message>
        <source>Permit2 may move only %1 %2 of this wallet, less than the most it may charge: approve Permit2 first.</source>
        <translation>Permit2 ne peut déplacer que %1 %2 de ce portefeuille, moins que le maximum qu&apos;il peut débiter&#xa0;: approuvez d&apos;abord Permit2.</translation>
    </message>
</context>
<context>
    <name>Permit2Allowance</name>
    <message>
        <source>No EVM node on %1 to read the Permit2 allowance from; nothing was signed.</source>
        <translation>Aucun nœud EVM sur %1 pour lire l&apos;autorisation Permit2&#xa0;; rien n&apos;a été signé.</translation>
    </message>
    <message>
        <source>The Permit2 allowance could not be read (%1); nothing was signed.</source>
        <translation>L&apos;autorisation Permit2 n&apos;a pas pu être lue (%1)&#xa0;; rien n&apos;a été signé.</translation>
    </message>
    <message>
        <source>The payment was not made: %1</source>
        <translation>Le paiement n&apos;a pas été effectué&#xa0;: %1</translation>
    </message>
    <message>
        <source>Reading how much %1 Permit2 may move from %2...</source>
        <translation>Lecture de la quantité de %1 que Permit2 peut déplacer depuis %2...</translation>
    </message>
</context>
<context>
    <name>ProofCodec</name>
    <message>
        <source>The payment proof is not base64 text.</source>
        <translation>La preuve de paiement n&apos;est pas du texte base64.</translation>
    </message>
    <message>
        <source>The payment proof does not decode to an x402 payment payload.</source>
        <translation>La preuve de paiement ne se décode pas en une charge utile de paiement x402.</translation>
    </message>
    <message>
        <source>The payment proof&apos;s x402Version must be 1 or 2.</source>
        <translation>Le champ x402Version de la preuve de paiement doit valoir 1 ou 2.</translation>
    </message>
    <message>
        <source>The payment proof has no payload object.</source>
        <translation>La preuve de paiement ne contient pas d&apos;objet payload.</translation>
    </message>
    <message>
        <source>The payment proof names neither a transaction signature nor a signed transaction.</source>
        <translation>La preuve de paiement n&apos;indique ni signature de transaction ni transaction signée.</translation>
    </message>
    <message>
        <source>The payment proof&apos;s EIP-3009 authorization is unusable: %1</source>
        <translation>L&apos;autorisation EIP-3009 de la preuve de paiement est inutilisable&#xa0;: %1</translation>
    </message>
    <message>
        <source>The payment proof&apos;s EIP-3009 signature is not 65 bytes of hex.</source>
        <translation>La signature EIP-3009 de la preuve de paiement n&apos;est pas une valeur hexadécimale de 65 octets.</translation>
    </message>
    <message>
        <source>The payment proof&apos;s Permit2 authorization is unusable: %1</source>
        <translation>L’autorisation Permit2 de la preuve de paiement est inutilisable : %1</translation>
    </message>
    <message>
        <source>The payment proof&apos;s Permit2 signature is not 65 bytes of hex.</source>
        <translation>La signature Permit2 de la preuve de paiement ne fait pas 65 octets en hexadécimal.</translation>
    </message>
    <message>
        <source>The upto payment&apos;s Permit2 witness names no facilitator.</source>
        <translation>Le témoin Permit2 du paiement upto ne nomme aucun facilitateur.</translation>
    </message>
    <message>
        <source>The exact payment&apos;s Permit2 witness names a facilitator, which only upto&apos;s does.</source>
        <translation>Le témoin Permit2 du paiement exact nomme un facilitateur, ce que seul celui d&apos;upto fait.</translation>
    </message>
    <message>
        <source>The upto payment carries no Permit2 authorization.</source>
        <translation>Le paiement upto ne contient aucune autorisation Permit2.</translation>
    </message>
    <message>
        <source>The payment proof&apos;s scheme must be &quot;exact&quot;, &quot;upto&quot; or (x402 v2) &quot;batch-settlement&quot;.</source>
        <translation>Le schéma de la preuve de paiement doit être « exact », « upto » ou (x402 v2) « batch-settlement ».</translation>
    </message>
    <message>
        <source>The channel payment is unusable: %1</source>
        <translation>Le paiement par canal est inutilisable : %1</translation>
    </message>
</context>
<context>
    <name>ReceiptBook</name>
    <message>
        <source>The seller&apos;s receipt names no transaction.</source>
        <translation>Le reçu du vendeur ne mentionne aucune transaction.</translation>
    </message>
</context>
<context>
    <name>RecipientCheck</name>
    <message>
        <source>This is your own wallet %1.</source>
        <translation>C&apos;est votre propre portefeuille %1.</translation>
    </message>
    <message>
        <source>This address starts and ends like your wallet %1 but is another address: look-alikes like this are how address poisoning diverts payments. Compare every character before you send.</source>
        <translation>Cette adresse commence et finit comme votre portefeuille %1 mais c&apos;est une autre adresse : c&apos;est avec de tels sosies que l&apos;empoisonnement d&apos;adresses détourne des paiements. Comparez chaque caractère avant d&apos;envoyer.</translation>
    </message>
    <message>
        <source>This address differs from your wallet %1 in only a few characters: check it for a typo before you send.</source>
        <translation>Cette adresse ne diffère de votre portefeuille %1 que de quelques caractères : vérifiez qu&apos;il n&apos;y a pas de faute de frappe avant d&apos;envoyer.</translation>
    </message>
    <message>
        <source>You have not paid this address from this wallet before. Compare it with the address you were given, character by character.</source>
        <translation>Vous n&apos;avez encore jamais payé cette adresse depuis ce portefeuille. Comparez-la caractère par caractère avec l&apos;adresse qui vous a été donnée.</translation>
    </message>
    <message>
        <source>The recipient&apos;s account is empty on chain (0 %1): it has never received funds, or was emptied. A new or mistyped address looks like this.</source>
        <translation>Le compte du destinataire est vide sur la chaîne (0 %1)&#xa0;: il n&apos;a jamais reçu de fonds ou a été vidé. C&apos;est l&apos;aspect d&apos;une adresse nouvelle ou mal saisie.</translation>
    </message>
</context>
<context>
    <name>RequirementsParser</name>
    <message>
        <source>The PAYMENT-REQUIRED header is not base64 of a JSON object.</source>
        <translation>L&apos;en-tête PAYMENT-REQUIRED n&apos;est pas un objet JSON encodé en base64.</translation>
    </message>
    <message>
        <source>The 402 answer has neither a PAYMENT-REQUIRED header nor a JSON body with x402 payment requirements.</source>
        <translation>La réponse 402 ne contient ni en-tête PAYMENT-REQUIRED ni corps JSON avec des conditions de paiement x402.</translation>
    </message>
    <message>
        <source>The payment requirements have no x402Version.</source>
        <translation>Les conditions de paiement n&apos;ont pas de x402Version.</translation>
    </message>
    <message>
        <source>The PAYMENT-REQUIRED header says x402Version %1; the header carries version 2 requirements.</source>
        <translation>L&apos;en-tête PAYMENT-REQUIRED indique x402Version %1&#xa0;; cet en-tête transporte des conditions de version 2.</translation>
    </message>
    <message>
        <source>The 402 body says x402Version %1; Paydesk reads version 1 bodies and version 2 headers.</source>
        <translation>Le corps de la réponse 402 indique x402Version %1&#xa0;; Paydesk lit les corps de version 1 et les en-têtes de version 2.</translation>
    </message>
    <message>
        <source>resource.url is missing; the requested URL is assumed.</source>
        <translation>resource.url est manquant&#xa0;; l&apos;URL demandée est utilisée à la place.</translation>
    </message>
    <message>
        <source>The requirements are for %1, another site than %2: refused.</source>
        <translation>Les conditions concernent %1, un autre site que %2&#xa0;: refusées.</translation>
    </message>
    <message>
        <source>The payment requirements list no payment option (accepts).</source>
        <translation>Les conditions de paiement ne proposent aucune option de paiement (accepts).</translation>
    </message>
    <message>
        <source>The payment requirements list %1 options; at most 32 are read.</source>
        <translation>Les conditions de paiement proposent %1 options&#xa0;; 32 au maximum sont lues.</translation>
    </message>
    <message>
        <source>accepts[%1]: %2</source>
        <translation>accepts[%1]&#xa0;: %2</translation>
    </message>
    <message>
        <source>None of the payment options is valid: %1</source>
        <translation>Aucune des options de paiement n&apos;est valide&#xa0;: %1</translation>
    </message>
    <message>
        <source>it contradicts option %1: the same scheme, network and asset with another price or recipient.</source>
        <translation>elle contredit l&apos;option %1&#xa0;: même schéma, même réseau et même actif, mais un autre prix ou un autre destinataire.</translation>
    </message>
    <message>
        <source>The PAYMENT-REQUIRED header and the JSON body disagree for %1: %2 to %3 against %4 to %5. Paydesk pays neither.</source>
        <translation>L&apos;en-tête PAYMENT-REQUIRED et le corps JSON divergent pour %1&#xa0;: %2 vers %3 contre %4 vers %5. Paydesk ne paie ni l&apos;un ni l&apos;autre.</translation>
    </message>
    <message>
        <source>The PAYMENT-REQUIRED header is too large (%1 KB; Paydesk reads at most %2 KB): nothing was paid.</source>
        <translation>L&apos;en-tête PAYMENT-REQUIRED est trop grand (%1 Ko ; Paydesk en lit au plus %2 Ko) : rien n&apos;a été payé.</translation>
    </message>
    <message>
        <source>The 402 answer has no PAYMENT-REQUIRED header Paydesk can read (none, or one over 100 KB, which is not read) and its body is not x402 payment requirements: nothing was paid.</source>
        <translation>La réponse 402 n’a aucun en-tête PAYMENT-REQUIRED que Paydesk puisse lire (aucun, ou un de plus de 100 Ko, qui n’est pas lu) et son corps n’est pas une demande de paiement x402&#xa0;: rien n’a été payé.</translation>
    </message>
</context>
<context>
    <name>RpcCall</name>
    <message>
        <source>Cannot reach the Solana RPC endpoint (%1).</source>
        <translation>Impossible de joindre le point de terminaison RPC Solana (%1).</translation>
    </message>
    <message>
        <source>The Solana RPC endpoint did not answer %1 in time.</source>
        <translation>Le point de terminaison RPC Solana n&apos;a pas répondu à temps à %1.</translation>
    </message>
    <message>
        <source>The Solana RPC endpoint answered HTTP %1 to %2.</source>
        <translation>Le point de terminaison RPC Solana a répondu HTTP %1 à %2.</translation>
    </message>
    <message>
        <source>%1 failed: %2</source>
        <translation>Échec de %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>The Solana RPC endpoint sent an unreadable answer to %1 (%2).</source>
        <translation>Le point de terminaison RPC Solana a envoyé une réponse illisible à %1 (%2).</translation>
    </message>
    <message>
        <source>timeout</source>
        <translation>délai dépassé</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>pas un objet JSON</translation>
    </message>
    <message>
        <source>no result</source>
        <translation>aucun résultat</translation>
    </message>
    <message>
        <source>nested too deeply</source>
        <translation>imbriqué trop profondément</translation>
    </message>
    <message>
        <source>Cannot reach the EVM RPC endpoint (%1).</source>
        <translation>Impossible de joindre le point de terminaison RPC EVM (%1).</translation>
    </message>
    <message>
        <source>The EVM RPC endpoint did not answer %1 in time.</source>
        <translation>Le point de terminaison RPC EVM n&apos;a pas répondu à temps à %1.</translation>
    </message>
    <message>
        <source>The EVM RPC endpoint answered HTTP %1 to %2.</source>
        <translation>Le point de terminaison RPC EVM a répondu HTTP %1 à %2.</translation>
    </message>
    <message>
        <source>The EVM RPC endpoint sent an unreadable answer to %1 (%2).</source>
        <translation>Le point de terminaison RPC EVM a envoyé une réponse illisible à %1 (%2).</translation>
    </message>
</context>
<context>
    <name>RpcEndpoint</name>
    <message>
        <source>The sandbox&apos;s RPC needs the service URL (--service).</source>
        <translation>Le RPC du bac à sable nécessite l&apos;URL du service (--service).</translation>
    </message>
    <message>
        <source>The RPC endpoint must be mainnet-beta, devnet, testnet, sandbox or an http(s) URL; &apos;%1&apos; is none of these.</source>
        <translation>Le point de terminaison RPC doit être mainnet-beta, devnet, testnet, sandbox ou une URL http(s)&#xa0;; &apos;%1&apos; ne correspond à aucun de ces choix.</translation>
    </message>
    <message>
        <source>Use https for an RPC endpoint that is not on this computer.</source>
        <translation>Utilisez https pour un point de terminaison RPC qui ne se trouve pas sur cet ordinateur.</translation>
    </message>
</context>
<context>
    <name>SchemeClient</name>
    <message>
        <source>the token %1 is not one Paydesk knows on %2: it pays USDC and the tokens you added, so it never trusts a seller&apos;s decimals. If you trust this token, add it with its own decimals: paydesk-cli token add %3 %1 --symbol SYMBOL --decimals N.</source>
        <translation>le jeton %1 n&apos;est pas un jeton que Paydesk connaît sur %2&#xa0;: il paie en USDC et dans les jetons que vous avez ajoutés, pour ne jamais se fier aux décimales d&apos;un vendeur. Si vous faites confiance à ce jeton, ajoutez-le avec ses propres décimales&#xa0;: paydesk-cli token add %3 %1 --symbol SYMBOL --decimals N.</translation>
    </message>
    <message>
        <source>the chain cannot tell for this kind of payment</source>
        <translation>la chaîne ne peut pas le dire pour ce type de paiement</translation>
    </message>
</context>
<context>
    <name>SchemeRegistry</name>
    <message>
        <source>the payment scheme &quot;%1&quot; is not one Paydesk pays (it pays %2).</source>
        <translation>le schéma de paiement « %1 » n’est pas un de ceux que Paydesk paie (il paie %2).</translation>
    </message>
    <message>
        <source>Paydesk does not know the network &quot;%1&quot;.</source>
        <translation>Paydesk ne connaît pas le réseau &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Paydesk does not pay the &quot;%1&quot; scheme on %2.</source>
        <translation>Paydesk ne paie pas le schéma « %1 » sur %2.</translation>
    </message>
    <message>
        <source>its price cannot be converted exactly: the decimals of %1 are not known.</source>
        <translation>son prix ne peut pas être converti exactement : les décimales de %1 ne sont pas connues.</translation>
    </message>
    <message>
        <source>no payment scheme Paydesk knows made this payment</source>
        <translation>aucun schéma de paiement connu de Paydesk n’a effectué ce paiement</translation>
    </message>
</context>
<context>
    <name>ServiceConfig</name>
    <message>
        <source>The service address is not a valid URL. Enter it as https://api.example.com</source>
        <translation>L&apos;adresse du service n&apos;est pas une URL valide. Saisissez-la sous la forme https://api.example.com</translation>
    </message>
    <message>
        <source>Do not put a user name or password in the service address; the API key is sent separately.</source>
        <translation>N&apos;indiquez ni nom d&apos;utilisateur ni mot de passe dans l&apos;adresse du service&#xa0;; la clé API est envoyée séparément.</translation>
    </message>
    <message>
        <source>The service address uses http:// on a remote host: the API key and payments would travel unencrypted. Use https:// (http:// is allowed only for this computer, e.g. the built-in sandbox).</source>
        <translation>L&apos;adresse du service utilise http:// vers un hôte distant&#xa0;: la clé API et les paiements circuleraient sans chiffrement. Utilisez https:// (http:// n&apos;est autorisé que pour cet ordinateur, par exemple pour le bac à sable intégré).</translation>
    </message>
    <message>
        <source>The service address must start with https://</source>
        <translation>L&apos;adresse du service doit commencer par https://</translation>
    </message>
</context>
<context>
    <name>SettingsModel</name>
    <message>
        <source>The template must contain {signature} where the transaction signature goes.</source>
        <translation>Le modèle doit contenir {signature} à l&apos;emplacement de la signature de la transaction.</translation>
    </message>
</context>
<context>
    <name>SettledCharge</name>
    <message>
        <source>no transaction or node to read</source>
        <translation>aucune transaction ni aucun nœud à lire</translation>
    </message>
    <message>
        <source>the node knows no receipt of it</source>
        <translation>le nœud n&apos;en connaît aucun reçu</translation>
    </message>
    <message>
        <source>the settlement reverted</source>
        <translation>le règlement a été annulé (revert)</translation>
    </message>
    <message>
        <source>its logs cannot be read</source>
        <translation>ses journaux ne peuvent pas être lus</translation>
    </message>
</context>
<context>
    <name>ShortVec</name>
    <message>
        <source>compact-u16 offset out of range</source>
        <translation>décalage compact-u16 hors limites</translation>
    </message>
    <message>
        <source>compact-u16 value is truncated</source>
        <translation>la valeur compact-u16 est tronquée</translation>
    </message>
    <message>
        <source>compact-u16 value exceeds 65535</source>
        <translation>la valeur compact-u16 dépasse 65535</translation>
    </message>
    <message>
        <source>compact-u16 value has a non-minimal encoding</source>
        <translation>la valeur compact-u16 a un encodage non minimal</translation>
    </message>
</context>
<context>
    <name>SiteBudget</name>
    <message>
        <source>The two caps must be in the same currency.</source>
        <translation>Les deux plafonds doivent être exprimés dans la même devise.</translation>
    </message>
    <message>
        <source>The cap per payment (%1) is above the cap per day (%2): no day could allow such a payment. Raise the cap per day or lower the cap per payment.</source>
        <translation>Le plafond par paiement (%1) dépasse le plafond par jour (%2)&#xa0;: aucun jour ne pourrait autoriser un tel paiement. Relevez le plafond par jour ou abaissez le plafond par paiement.</translation>
    </message>
    <message>
        <source>The cap %1 (%2) must be more than zero, at least the cap per payment and at least the cap of a shorter window (%3).</source>
        <translation>Le plafond %1 (%2) doit être supérieur à zéro, au moins égal au plafond par paiement et au moins égal au plafond d’une période plus courte (%3).</translation>
    </message>
    <message>
        <source>The budget would end %1, which is already past: give a later date, or none for no end.</source>
        <translation>Le budget prendrait fin %1, ce qui est déjà passé&#xa0;: indiquez une date plus tardive, ou none pour aucune fin.</translation>
    </message>
</context>
<context>
    <name>Slip10</name>
    <message>
        <source>A derivation path starts with m/, such as m/44&apos;/501&apos;/0&apos;/0&apos;.</source>
        <translation>Un chemin de dérivation commence par m/, par exemple m/44&apos;/501&apos;/0&apos;/0&apos;.</translation>
    </message>
    <message>
        <source>Step %1 of the path (%2) is not hardened: ed25519 keys can only be derived along hardened steps such as 0&apos;.</source>
        <translation>L&apos;étape %1 du chemin (%2) n&apos;est pas renforcée&#xa0;: les clés ed25519 ne peuvent être dérivées que par des étapes renforcées, comme 0&apos;.</translation>
    </message>
    <message>
        <source>Step %1 of the path is not a number below 2^31.</source>
        <translation>L&apos;étape %1 du chemin n&apos;est pas un nombre inférieur à 2^31.</translation>
    </message>
</context>
<context>
    <name>SolTransfer</name>
    <message>
        <source>A key or the blockhash of the payment is not 32 bytes.</source>
        <translation>Une clé ou le blockhash du paiement ne fait pas 32 octets.</translation>
    </message>
    <message>
        <source>The payment moves no SOL.</source>
        <translation>Le paiement ne déplace aucun SOL.</translation>
    </message>
    <message>
        <source>The payment would go from your wallet to itself.</source>
        <translation>Le paiement irait de votre portefeuille vers lui-même.</translation>
    </message>
    <message>
        <source>The seller&apos;s memo is longer than %1 bytes.</source>
        <translation>Le mémo du vendeur dépasse %1 octets.</translation>
    </message>
</context>
<context>
    <name>SolanaInstruction</name>
    <message>
        <source>fee payer is not a 32-byte key</source>
        <translation>le payeur des frais n&apos;est pas une clé de 32 octets</translation>
    </message>
    <message>
        <source>recent blockhash is not 32 bytes</source>
        <translation>le blockhash récent ne fait pas 32 octets</translation>
    </message>
    <message>
        <source>instruction %1: program id is not a 32-byte key</source>
        <translation>instruction %1&#xa0;: l&apos;identifiant de programme n&apos;est pas une clé de 32 octets</translation>
    </message>
    <message>
        <source>instruction %1: the fee payer cannot be a program</source>
        <translation>instruction %1&#xa0;: le payeur des frais ne peut pas être un programme</translation>
    </message>
    <message>
        <source>instruction %1: account is not a 32-byte key</source>
        <translation>instruction %1&#xa0;: le compte n&apos;est pas une clé de 32 octets</translation>
    </message>
    <message>
        <source>more than %1 distinct accounts</source>
        <translation>plus de %1 comptes distincts</translation>
    </message>
    <message>
        <source>too many signers or read-only accounts</source>
        <translation>trop de signataires ou de comptes en lecture seule</translation>
    </message>
    <message>
        <source>System instruction data is shorter than 4 bytes</source>
        <translation>Les données de l&apos;instruction System font moins de 4 octets</translation>
    </message>
    <message>
        <source>System transfer data is not 12 bytes</source>
        <translation>Les données du transfert System ne font pas 12 octets</translation>
    </message>
    <message>
        <source>System transfer needs 2 accounts</source>
        <translation>Le transfert System nécessite 2 comptes</translation>
    </message>
    <message>
        <source>System advance-nonce data is not 4 bytes</source>
        <translation>Les données de l&apos;instruction advance-nonce de System ne font pas 4 octets</translation>
    </message>
    <message>
        <source>System advance-nonce needs 3 accounts</source>
        <translation>L&apos;instruction advance-nonce de System nécessite 3 comptes</translation>
    </message>
    <message>
        <source>Compute budget instruction has no data</source>
        <translation>L&apos;instruction Compute Budget ne contient pas de données</translation>
    </message>
    <message>
        <source>SetComputeUnitLimit data is not 5 bytes</source>
        <translation>Les données de SetComputeUnitLimit ne font pas 5 octets</translation>
    </message>
    <message>
        <source>SetComputeUnitPrice data is not 9 bytes</source>
        <translation>Les données de SetComputeUnitPrice ne font pas 9 octets</translation>
    </message>
    <message>
        <source>Token instruction has no data</source>
        <translation>L&apos;instruction Token ne contient pas de données</translation>
    </message>
    <message>
        <source>Token TransferChecked data is not 10 bytes</source>
        <translation>Les données de Token TransferChecked ne font pas 10 octets</translation>
    </message>
    <message>
        <source>Token TransferChecked needs 4 accounts</source>
        <translation>Token TransferChecked nécessite 4 comptes</translation>
    </message>
    <message>
        <source>Token Transfer/Approve data is not 9 bytes</source>
        <translation>Les données de Token Transfer/Approve ne font pas 9 octets</translation>
    </message>
    <message>
        <source>Token Transfer/Approve needs 3 accounts</source>
        <translation>Token Transfer/Approve nécessite 3 comptes</translation>
    </message>
    <message>
        <source>Token SetAuthority data is malformed</source>
        <translation>Les données de Token SetAuthority sont mal formées</translation>
    </message>
    <message>
        <source>Token SetAuthority needs 2 accounts</source>
        <translation>Token SetAuthority nécessite 2 comptes</translation>
    </message>
    <message>
        <source>Associated token account creation needs 6 accounts</source>
        <translation>La création d&apos;un compte de jetons associé nécessite 6 comptes</translation>
    </message>
    <message>
        <source>(lookup table address)</source>
        <translation>(adresse issue d&apos;une table de recherche)</translation>
    </message>
    <message>
        <source>Transfer %1 SOL from %2 to %3</source>
        <translation>Transférer %1 SOL de %2 vers %3</translation>
    </message>
    <message>
        <source>Advance nonce account %1</source>
        <translation>Faire avancer le compte nonce %1</translation>
    </message>
    <message>
        <source>System program instruction %1</source>
        <translation>Instruction %1 du programme System</translation>
    </message>
    <message>
        <source>Set the compute unit limit to %1</source>
        <translation>Fixer la limite d&apos;unités de calcul à %1</translation>
    </message>
    <message>
        <source>Set the compute unit price to %1 micro-lamports</source>
        <translation>Fixer le prix de l&apos;unité de calcul à %1 micro-lamports</translation>
    </message>
    <message>
        <source>Compute budget instruction %1</source>
        <translation>Instruction Compute Budget %1</translation>
    </message>
    <message>
        <source>Memo &quot;%1&quot;</source>
        <translation>Mémo &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Transfer %1 tokens of mint %2 from %3 to %4</source>
        <translation>Transférer %1 jetons du mint %2 de %3 vers %4</translation>
    </message>
    <message>
        <source>Transfer %1 token base units from %2 to %3</source>
        <translation>Transférer %1 unités de base de jeton de %2 vers %3</translation>
    </message>
    <message>
        <source>Allow %1 to spend %2 token base units from %3</source>
        <translation>Autoriser %1 à dépenser %2 unités de base de jeton depuis %3</translation>
    </message>
    <message>
        <source>Change an authority of %1</source>
        <translation>Modifier une autorité de %1</translation>
    </message>
    <message>
        <source>%1 program instruction %2</source>
        <translation>Instruction %2 du programme %1</translation>
    </message>
    <message>
        <source>Create token account %1 for owner %2 (mint %3)</source>
        <translation>Créer le compte de jetons %1 pour le propriétaire %2 (mint %3)</translation>
    </message>
    <message>
        <source>Undecoded %1 program instruction</source>
        <translation>Instruction non décodée du programme %1</translation>
    </message>
    <message>
        <source>Unknown program %1</source>
        <translation>Programme inconnu %1</translation>
    </message>
    <message>
        <source>instruction %1: %2</source>
        <translation>instruction %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>program index out of range</source>
        <translation>index de programme hors limites</translation>
    </message>
    <message>
        <source>account index out of range</source>
        <translation>index de compte hors limites</translation>
    </message>
    <message>
        <source>memo is not valid UTF-8</source>
        <translation>le mémo n&apos;est pas de l&apos;UTF-8 valide</translation>
    </message>
</context>
<context>
    <name>SolanaMessage</name>
    <message>
        <source>message is truncated</source>
        <translation>le message est tronqué</translation>
    </message>
    <message>
        <source>message has no account keys</source>
        <translation>le message n&apos;a aucune clé de compte</translation>
    </message>
    <message>
        <source>message has more than %1 account keys</source>
        <translation>le message a plus de %1 clés de compte</translation>
    </message>
    <message>
        <source>message requires no signatures (no fee payer)</source>
        <translation>le message ne requiert aucune signature (pas de payeur des frais)</translation>
    </message>
    <message>
        <source>message requires %1 signatures but has only %2 keys</source>
        <translation>le message requiert %1 signatures mais n&apos;a que %2 clés</translation>
    </message>
    <message>
        <source>message has no writable signer to pay fees</source>
        <translation>le message n&apos;a aucun signataire en écriture pour payer les frais</translation>
    </message>
    <message>
        <source>message marks more read-only unsigned keys than it has</source>
        <translation>le message marque plus de clés non signataires en lecture seule qu&apos;il n&apos;en contient</translation>
    </message>
    <message>
        <source>message has a duplicate account key</source>
        <translation>le message contient une clé de compte en double</translation>
    </message>
    <message>
        <source>message loads more than %1 accounts</source>
        <translation>le message charge plus de %1 comptes</translation>
    </message>
    <message>
        <source>instruction %1: program index %2 out of range</source>
        <translation>instruction %1&#xa0;: index de programme %2 hors limites</translation>
    </message>
    <message>
        <source>instruction %1: the fee payer cannot be a program</source>
        <translation>instruction %1&#xa0;: le payeur des frais ne peut pas être un programme</translation>
    </message>
    <message>
        <source>instruction %1: account index %2 out of range</source>
        <translation>instruction %1&#xa0;: index de compte %2 hors limites</translation>
    </message>
    <message>
        <source>message is empty</source>
        <translation>le message est vide</translation>
    </message>
    <message>
        <source>unsupported message version %1</source>
        <translation>version de message %1 non prise en charge</translation>
    </message>
    <message>
        <source>address lookup table %1 loads no accounts</source>
        <translation>la table de recherche d&apos;adresses %1 ne charge aucun compte</translation>
    </message>
    <message>
        <source>trailing bytes after the message</source>
        <translation>octets superflus après le message</translation>
    </message>
</context>
<context>
    <name>SolanaTransaction</name>
    <message>
        <source>transaction is larger than %1 bytes</source>
        <translation>la transaction dépasse %1 octets</translation>
    </message>
    <message>
        <source>transaction is empty</source>
        <translation>la transaction est vide</translation>
    </message>
    <message>
        <source>transaction is truncated</source>
        <translation>la transaction est tronquée</translation>
    </message>
    <message>
        <source>trailing bytes after the transaction</source>
        <translation>octets superflus après la transaction</translation>
    </message>
    <message>
        <source>transaction has %1 signatures but the message requires %2</source>
        <translation>la transaction a %1 signatures mais le message en requiert %2</translation>
    </message>
    <message>
        <source>transaction is not valid base64</source>
        <translation>la transaction n&apos;est pas du base64 valide</translation>
    </message>
    <message>
        <source>signature %1 is missing</source>
        <translation>la signature %1 est manquante</translation>
    </message>
    <message>
        <source>signature %1 is not valid</source>
        <translation>la signature %1 n&apos;est pas valide</translation>
    </message>
</context>
<context>
    <name>SplBalance</name>
    <message>
        <source>%1 is not an SPL token Paydesk can read.</source>
        <translation>%1 n&apos;est pas un jeton SPL que Paydesk sait lire.</translation>
    </message>
    <message>
        <source>the RPC endpoint sent no token accounts</source>
        <translation>le point d&apos;accès RPC n&apos;a envoyé aucun compte de jetons</translation>
    </message>
    <message>
        <source>this network has no %1 of mint %2</source>
        <translation>ce réseau n&apos;a pas de %1 du mint %2</translation>
    </message>
</context>
<context>
    <name>SplTransfer</name>
    <message>
        <source>A key or the blockhash of the payment is not 32 bytes.</source>
        <translation>Une clé ou le blockhash du paiement ne fait pas 32 octets.</translation>
    </message>
    <message>
        <source>The token accounts of the payment cannot be derived.</source>
        <translation>Les comptes de jetons du paiement ne peuvent pas être dérivés.</translation>
    </message>
    <message>
        <source>The payment must be a version 0 message without lookup tables.</source>
        <translation>Le paiement doit être un message de version 0 sans tables de correspondance.</translation>
    </message>
    <message>
        <source>The network fee must be paid by the seller&apos;s fee payer.</source>
        <translation>Les frais de réseau doivent être payés par le payeur des frais du vendeur.</translation>
    </message>
    <message>
        <source>The seller names your own wallet as its fee payer: you would sign as the fee payer of the seller&apos;s transaction. Nothing was signed.</source>
        <translation>Le vendeur nomme votre propre portefeuille comme payeur des frais&#xa0;: vous signeriez comme payeur des frais de la transaction du vendeur. Rien n&apos;a été signé.</translation>
    </message>
    <message>
        <source>The payment would need other signatures than yours and the fee payer&apos;s.</source>
        <translation>Le paiement exigerait d&apos;autres signatures que la vôtre et celle du payeur des frais.</translation>
    </message>
    <message>
        <source>The payment must have exactly %1 instructions.</source>
        <translation>Le paiement doit comporter exactement %1 instructions.</translation>
    </message>
    <message>
        <source>The seller&apos;s fee payer appears in an instruction of the payment: it could move your tokens or be paid from them. Nothing was signed.</source>
        <translation>Le payeur des frais du vendeur apparaît dans une instruction du paiement&#xa0;: il pourrait déplacer vos jetons ou être payé avec eux. Rien n&apos;a été signé.</translation>
    </message>
    <message>
        <source>The first instruction must set the compute-unit limit.</source>
        <translation>La première instruction doit fixer la limite d&apos;unités de calcul.</translation>
    </message>
    <message>
        <source>The second instruction must set a compute-unit price of at most 5 lamports.</source>
        <translation>La deuxième instruction doit fixer un prix par unité de calcul d&apos;au plus 5 lamports.</translation>
    </message>
    <message>
        <source>The third instruction must be the token&apos;s TransferChecked.</source>
        <translation>La troisième instruction doit être le TransferChecked du jeton.</translation>
    </message>
    <message>
        <source>The transfer must go from your token account to the seller&apos;s, in the asked token, with you as its authority.</source>
        <translation>Le transfert doit aller de votre compte de jetons à celui du vendeur, dans le jeton demandé, avec vous comme autorité.</translation>
    </message>
    <message>
        <source>The transfer&apos;s amount or decimals differ from the price.</source>
        <translation>Le montant ou les décimales du transfert diffèrent du prix.</translation>
    </message>
    <message>
        <source>The last instruction must be the seller&apos;s memo, with no accounts.</source>
        <translation>La dernière instruction doit être le mémo du vendeur, sans comptes.</translation>
    </message>
</context>
<context>
    <name>SvmProofReader</name>
    <message>
        <source>tokens of mint %1</source>
        <translation>jetons du mint %1</translation>
    </message>
    <message>
        <source>Signed authorization (not yet broadcast)</source>
        <translation>Autorisation signée (pas encore diffusée)</translation>
    </message>
    <message>
        <source>The signed transaction in the proof cannot be read: %1</source>
        <translation>La transaction signée contenue dans la preuve est illisible&#xa0;: %1</translation>
    </message>
    <message>
        <source>The payer has not signed this transaction.</source>
        <translation>Le payeur n&apos;a pas signé cette transaction.</translation>
    </message>
    <message>
        <source>Signed by the payer; valid until its recent blockhash expires (about a minute after signing)</source>
        <translation>Signé par le payeur&#xa0;; valable jusqu&apos;à l&apos;expiration de son blockhash récent (environ une minute après la signature)</translation>
    </message>
    <message>
        <source>Not signed by the payer: it cannot be valid</source>
        <translation>Non signé par le payeur&#xa0;: il ne peut pas être valide</translation>
    </message>
</context>
<context>
    <name>TokenAccounts</name>
    <message>
        <source>the account is not a token mint (its owner is %1).</source>
        <translation>le compte n&apos;est pas un mint de jeton (son propriétaire est %1).</translation>
    </message>
    <message>
        <source>the mint&apos;s data is malformed (%1 bytes).</source>
        <translation>les données du mint sont mal formées (%1 octets).</translation>
    </message>
    <message>
        <source>the mint is not initialized.</source>
        <translation>le mint n&apos;est pas initialisé.</translation>
    </message>
    <message>
        <source>the token has a transfer fee, a transfer hook or cannot be transferred (Token-2022 extension %1): the seller would not get exactly the price.</source>
        <translation>le jeton a des frais de transfert, un hook de transfert ou n&apos;est pas transférable (extension Token-2022 %1)&#xa0;: le vendeur ne recevrait pas exactement le prix.</translation>
    </message>
    <message>
        <source>the account is not a token account (its owner is %1).</source>
        <translation>le compte n&apos;est pas un compte de jetons (son propriétaire est %1).</translation>
    </message>
    <message>
        <source>the token account&apos;s data is malformed (%1 bytes).</source>
        <translation>les données du compte de jetons sont mal formées (%1 octets).</translation>
    </message>
    <message>
        <source>the token account is not initialized.</source>
        <translation>le compte de jetons n&apos;est pas initialisé.</translation>
    </message>
</context>
<context>
    <name>TransactionPolicy</name>
    <message>
        <source>The network fee would be paid by %1, not by %2 as expected.</source>
        <translation>Les frais de réseau seraient payés par %1, et non par %2 comme prévu.</translation>
    </message>
    <message>
        <source>This transaction does not ask your wallet %1 to sign it.</source>
        <translation>Cette transaction ne demande pas la signature de votre portefeuille %1.</translation>
    </message>
    <message>
        <source>Some accounts come from address lookup tables, which Paydesk cannot show you: it will not sign what it cannot check.</source>
        <translation>Certains comptes proviennent de tables de recherche d&apos;adresses, que Paydesk ne peut pas vous montrer&#xa0;: il ne signera pas ce qu&apos;il ne peut pas vérifier.</translation>
    </message>
    <message>
        <source>The transaction also needs the signature of %1, which you did not ask for.</source>
        <translation>La transaction nécessite aussi la signature de %1, que vous n&apos;avez pas demandée.</translation>
    </message>
    <message>
        <source>The payer %1 has not validly signed this payment, so it cannot be accepted.</source>
        <translation>Le payeur %1 n&apos;a pas valablement signé ce paiement, qui ne peut donc pas être accepté.</translation>
    </message>
    <message>
        <source>The transaction contains a second transfer: %1.</source>
        <translation>La transaction contient un second transfert&#xa0;: %1.</translation>
    </message>
    <message>
        <source>The memo is &quot;%1&quot;, not the expected &quot;%2&quot;.</source>
        <translation>Le mémo est &quot;%1&quot;, et non &quot;%2&quot; comme attendu.</translation>
    </message>
    <message>
        <source>The transaction uses a durable nonce, so it would stay valid indefinitely instead of expiring within a minute.</source>
        <translation>La transaction utilise un nonce durable&#xa0;: elle resterait donc valide indéfiniment au lieu d&apos;expirer en une minute.</translation>
    </message>
    <message>
        <source>The transaction would let someone else spend tokens: %1.</source>
        <translation>La transaction permettrait à quelqu&apos;un d&apos;autre de dépenser des jetons&#xa0;: %1.</translation>
    </message>
    <message>
        <source>The transaction would change who controls an account: %1.</source>
        <translation>La transaction changerait le contrôle d&apos;un compte&#xa0;: %1.</translation>
    </message>
    <message>
        <source>The transaction calls a program Paydesk does not know: %1.</source>
        <translation>La transaction appelle un programme que Paydesk ne connaît pas&#xa0;: %1.</translation>
    </message>
    <message>
        <source>The transaction does more than the payment you asked for: %1.</source>
        <translation>La transaction fait plus que le paiement que vous avez demandé&#xa0;: %1.</translation>
    </message>
    <message>
        <source>The transaction sets its compute budget more than once.</source>
        <translation>La transaction définit son budget de calcul plus d&apos;une fois.</translation>
    </message>
    <message>
        <source>The transaction should carry exactly one memo &quot;%1&quot;.</source>
        <translation>La transaction devrait contenir exactement un mémo &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>The transaction does not transfer anything.</source>
        <translation>La transaction ne transfère rien.</translation>
    </message>
    <message>
        <source>The transfer&apos;s accounts come from a lookup table and cannot be checked.</source>
        <translation>Les comptes du transfert proviennent d&apos;une table de recherche et ne peuvent pas être vérifiés.</translation>
    </message>
    <message>
        <source>The money would go to %1, not to %2.</source>
        <translation>L&apos;argent irait à %1, et non à %2.</translation>
    </message>
    <message>
        <source>The transfer moves %1 SOL, not the %2 SOL you asked for.</source>
        <translation>Le transfert déplace %1 SOL, et non les %2 SOL que vous avez demandés.</translation>
    </message>
    <message>
        <source>The money would be taken from %1, not from %2.</source>
        <translation>L&apos;argent serait prélevé sur %1, et non sur %2.</translation>
    </message>
    <message>
        <source>the buyer</source>
        <translation>l&apos;acheteur</translation>
    </message>
    <message>
        <source>The priority fee is %1 SOL, above your limit of %2 SOL.</source>
        <translation>Les frais de priorité s&apos;élèvent à %1 SOL, au-delà de votre limite de %2 SOL.</translation>
    </message>
    <message>
        <source>The transaction has expired (its blockhash is no longer valid). Fetch a fresh one.</source>
        <translation>La transaction a expiré (son blockhash n&apos;est plus valide). Récupérez-en une nouvelle.</translation>
    </message>
    <message>
        <source>The transaction has expired. Fetch a fresh one.</source>
        <translation>La transaction a expiré. Récupérez-en une nouvelle.</translation>
    </message>
    <message>
        <source>Paydesk cannot read this transaction (%1), so it will not sign it.</source>
        <translation>Paydesk ne peut pas lire cette transaction (%1)&#xa0;: il ne la signera donc pas.</translation>
    </message>
    <message>
        <source>incomplete</source>
        <translation>incomplète</translation>
    </message>
    <message numerus="yes">
        <source>Only %n second(s) left before the transaction expires: too little to send it safely. Fetch a fresh one.</source>
        <translation>
            <numerusform>Il ne reste que %n seconde avant l&apos;expiration de la transaction&#xa0;: c&apos;est trop peu pour l&apos;envoyer en toute sécurité. Récupérez-en une nouvelle.</numerusform>
            <numerusform>Il ne reste que %n secondes avant l&apos;expiration de la transaction&#xa0;: c&apos;est trop peu pour l&apos;envoyer en toute sécurité. Récupérez-en une nouvelle.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pay %1 SOL from %2 to %3; network fee %4 SOL paid by you (priority %5 SOL)</source>
        <translation>Payer %1 SOL de %2 vers %3&#xa0;; frais de réseau %4 SOL à votre charge (priorité %5 SOL)</translation>
    </message>
    <message>
        <source>Pay %1 SOL from %2 to %3; network fee %4 SOL paid by the seller (fee payer %5), not by you</source>
        <translation>Payer %1 SOL de %2 vers %3&#xa0;; frais de réseau %4 SOL à la charge du vendeur (payeur des frais %5), et non à la vôtre</translation>
    </message>
</context>
<context>
    <name>UnpayableAddresses</name>
    <message>
        <source>the System Program</source>
        <translation>le programme System</translation>
    </message>
    <message>
        <source>the SPL Token program</source>
        <translation>le programme SPL Token</translation>
    </message>
    <message>
        <source>the Token-2022 program</source>
        <translation>le programme Token-2022</translation>
    </message>
    <message>
        <source>the Associated Token Account program</source>
        <translation>le programme Associated Token Account</translation>
    </message>
    <message>
        <source>the Memo program</source>
        <translation>le programme Memo</translation>
    </message>
    <message>
        <source>the Memo program (v1)</source>
        <translation>le programme Memo (v1)</translation>
    </message>
    <message>
        <source>the Compute Budget program</source>
        <translation>le programme Compute Budget</translation>
    </message>
    <message>
        <source>the Vote program</source>
        <translation>le programme Vote</translation>
    </message>
    <message>
        <source>the Stake program</source>
        <translation>le programme Stake</translation>
    </message>
    <message>
        <source>the Config program</source>
        <translation>le programme Config</translation>
    </message>
    <message>
        <source>the Address Lookup Table program</source>
        <translation>le programme Address Lookup Table</translation>
    </message>
    <message>
        <source>a BPF loader program</source>
        <translation>un programme chargeur BPF</translation>
    </message>
    <message>
        <source>the Ed25519 signature program</source>
        <translation>le programme de signature Ed25519</translation>
    </message>
    <message>
        <source>the secp256k1 signature program</source>
        <translation>le programme de signature secp256k1</translation>
    </message>
    <message>
        <source>a sysvar account</source>
        <translation>un compte sysvar</translation>
    </message>
    <message>
        <source>the incinerator (a burn address)</source>
        <translation>l&apos;incinérateur (une adresse de destruction)</translation>
    </message>
    <message>
        <source>the zero address (a burn address)</source>
        <translation>l&apos;adresse zéro (une adresse de destruction)</translation>
    </message>
    <message>
        <source>the 0x…dEaD burn address</source>
        <translation>l&apos;adresse de destruction 0x…dEaD</translation>
    </message>
    <message>
        <source>a precompiled contract</source>
        <translation>un contrat précompilé</translation>
    </message>
    <message>
        <source>This is %1, not a wallet: money sent there is lost. Check the recipient address.</source>
        <translation>Cette adresse est %1, et non un portefeuille&#xa0;: l&apos;argent qui y est envoyé est perdu. Vérifiez l&apos;adresse du destinataire.</translation>
    </message>
</context>
<context>
    <name>UptoEvmScheme</name>
    <message>
        <source>Signing an authorization of up to %1 to %2 with the key of %3...</source>
        <translation>Signature d&apos;une autorisation de %1 au plus pour %2 avec la clé de %3...</translation>
    </message>
    <message>
        <source>it asks for a usage-priced payment by %1, which upto does not use: it is paid through Permit2 only.</source>
        <translation>il demande un paiement à l&apos;usage par %1, qu&apos;upto n&apos;utilise pas&#xa0;: il se paie par Permit2 uniquement.</translation>
    </message>
    <message>
        <source>The authorization expired without a charge: nothing was paid.</source>
        <translation>L&apos;autorisation a expiré sans débit&#xa0;: rien n&apos;a été payé.</translation>
    </message>
</context>
<context>
    <name>UptoPermit2</name>
    <message>
        <source>it names no facilitator allowed to settle it (extra.facilitatorAddress), which an upto payment must bind.</source>
        <translation>il ne nomme aucun facilitateur autorisé à le régler (extra.facilitatorAddress), qu&apos;un paiement upto doit lier.</translation>
    </message>
    <message>
        <source>The seller claims a charge of %1 atomic units, above the %2 you authorized at most; Permit2 cannot move more than the authorization, so the chain&apos;s figure is the one kept.</source>
        <translation>Le vendeur annonce un débit de %1 unités atomiques, au-delà des %2 que vous avez autorisés au plus&#xa0;; Permit2 ne peut pas déplacer plus que l&apos;autorisation, c&apos;est donc le chiffre de la chaîne qui est retenu.</translation>
    </message>
    <message>
        <source>The seller&apos;s settlement states the charge as &quot;%1&quot;, which is no whole number of atomic units.</source>
        <translation>Le règlement du vendeur indique le débit comme «&#xa0;%1&#xa0;», qui n&apos;est pas un nombre entier d&apos;unités atomiques.</translation>
    </message>
    <message>
        <source>The seller claims a charge of %1, above the %2 you authorized at most; Permit2 cannot move more than the authorization, so the chain&apos;s figure is the one kept.</source>
        <translation>Le vendeur annonce un débit de %1, au-delà des %2 que vous avez autorisés au plus&#xa0;; Permit2 ne peut pas déplacer plus que l&apos;autorisation, c&apos;est donc le chiffre de la chaîne qui est retenu.</translation>
    </message>
</context>
<context>
    <name>Validation</name>
    <message>
        <source>Must be between %1 and %2 %3.</source>
        <translation>Doit être compris entre %1 et %2 %3.</translation>
    </message>
    <message>
        <source>Must be more than %1 and at most %2 %3.</source>
        <translation>Doit être supérieur à %1 et au plus égal à %2 %3.</translation>
    </message>
    <message>
        <source>Enter a full web address starting with https:// (for example https://example.com/report).</source>
        <translation>Saisissez une adresse web complète commençant par https:// (par exemple https://example.com/report).</translation>
    </message>
    <message>
        <source>Metadata must be a JSON object, such as {&quot;orderId&quot;: &quot;42&quot;}.</source>
        <translation>Les métadonnées doivent être un objet JSON, par exemple {&quot;orderId&quot;: &quot;42&quot;}.</translation>
    </message>
    <message>
        <source>Must be one of sent, received or all.</source>
        <translation>Doit être sent, received ou all.</translation>
    </message>
    <message>
        <source>Must be between 1 and %1.</source>
        <translation>Doit être compris entre 1 et %1.</translation>
    </message>
    <message>
        <source>Must be 0 or more.</source>
        <translation>Doit être supérieur ou égal à 0.</translation>
    </message>
    <message>
        <source>Must be between 1 and %1 seconds.</source>
        <translation>Doit être compris entre 1 et %1 secondes.</translation>
    </message>
    <message>
        <source>A payment id is 1 to 128 letters, digits, &apos;_&apos; or &apos;-&apos;.</source>
        <translation>Un identifiant de paiement comporte de 1 à 128 lettres, chiffres, &apos;_&apos; ou &apos;-&apos;.</translation>
    </message>
    <message>
        <source>Paste the X-PAYMENT value the buyer sent.</source>
        <translation>Collez la valeur X-PAYMENT envoyée par l&apos;acheteur.</translation>
    </message>
    <message>
        <source>The proof is too long to be an X-PAYMENT value.</source>
        <translation>La preuve est trop longue pour être une valeur X-PAYMENT.</translation>
    </message>
    <message>
        <source>The metadata is %1 bytes; the limit is %2 bytes (%3 KiB).</source>
        <translation>Les métadonnées font %1 octets&#xa0;; la limite est de %2 octets (%3 Kio).</translation>
    </message>
</context>
<context>
    <name>WalletDirectory</name>
    <message>
        <source>Wallet %1 is already in Paydesk.</source>
        <translation>Le portefeuille %1 est déjà dans Paydesk.</translation>
    </message>
</context>
<context>
    <name>WalletListModel</name>
    <message>
        <source>Label</source>
        <translation>Libellé</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Réseau</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Par défaut</translation>
    </message>
    <message>
        <source>Wallet</source>
        <translation>Portefeuille</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Solde</translation>
    </message>
</context>
<context>
    <name>paydesk::AgentListModel</name>
    <message>
        <source>No budget: it cannot pay</source>
        <translation>Aucun budget&#xa0;: il ne peut pas payer</translation>
    </message>
    <message>
        <source>None yet: every site asks you</source>
        <translation>Aucun pour l&apos;instant&#xa0;: chaque site nécessite votre accord</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>En pause</translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %n failed payment(s)</source>
        <translation>
            <numerusform>Arrêté après %n paiement échoué</numerusform>
            <numerusform>Arrêté après %n paiements échoués</numerusform>
        </translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Actif</translation>
    </message>
    <message>
        <source>The sites the agent pays without asking you, within its budget</source>
        <translation>Les sites que l&apos;agent paie sans vous demander, dans la limite de son budget</translation>
    </message>
    <message>
        <source>There is already an agent called &quot;%1&quot;.</source>
        <translation>Il existe déjà un agent nommé «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>%1 on %2 (up to %3 without asking)</source>
        <translation>%1 sur %2 (jusqu’à %3 sans demander)</translation>
    </message>
</context>
<context>
    <name>paydesk::ApiKeyController</name>
    <message>
        <source>The key works: the service accepted it.</source>
        <translation>La clé fonctionne&#xa0;: le service l&apos;a acceptée.</translation>
    </message>
    <message>
        <source>The service refused the key (401): it is missing, mistyped or has been deleted. Copy it again from the API Keys section of your account dashboard.</source>
        <translation>Le service a refusé la clé (401)&#xa0;: elle est manquante, mal saisie ou a été supprimée. Copiez-la de nouveau depuis la section API Keys du tableau de bord de votre compte.</translation>
    </message>
    <message>
        <source>The key is valid, but its plan does not include the hosted payment endpoints (403). Use a key whose plan includes them, or upgrade the plan.</source>
        <translation>La clé est valide, mais sa formule n&apos;inclut pas les points de terminaison des paiements hébergés (403). Utilisez une clé dont la formule les inclut, ou passez à une formule supérieure.</translation>
    </message>
    <message>
        <source>The service could not be reached to test the key. %1</source>
        <translation>Impossible de joindre le service pour tester la clé. %1</translation>
    </message>
    <message>
        <source>The key could not be tested: %1</source>
        <translation>Impossible de tester la clé&#xa0;: %1</translation>
    </message>
    <message>
        <source>The new key was not stored and the old key is still in use: %1</source>
        <translation>La nouvelle clé n&apos;a pas été enregistrée et l&apos;ancienne clé reste utilisée&#xa0;: %1</translation>
    </message>
    <message>
        <source>Enter the API key first.</source>
        <translation>Saisissez d&apos;abord la clé API.</translation>
    </message>
    <message>
        <source>The key could not be stored in the system keychain: %1</source>
        <translation>Impossible d&apos;enregistrer la clé dans le trousseau du système&#xa0;: %1</translation>
    </message>
    <message>
        <source>The API key is stored in the system keychain and in use.</source>
        <translation>La clé API est enregistrée dans le trousseau du système et utilisée.</translation>
    </message>
    <message>
        <source>The new key is tested, stored and in use; the old key was deleted from the keychain. Delete it in your account dashboard too.</source>
        <translation>La nouvelle clé est testée, enregistrée et utilisée&#xa0;; l&apos;ancienne clé a été supprimée du trousseau. Supprimez-la également dans le tableau de bord de votre compte.</translation>
    </message>
</context>
<context>
    <name>paydesk::ApiReply</name>
    <message>
        <source>Waiting for the rate limit of the API key</source>
        <translation>En attente de la limite de requêtes de la clé API</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Annulé.</translation>
    </message>
    <message>
        <source>The connection timed out.</source>
        <translation>La connexion a dépassé le délai imparti.</translation>
    </message>
    <message>
        <source>Network error: %1</source>
        <translation>Erreur réseau&#xa0;: %1</translation>
    </message>
    <message>
        <source>Unexpected answer from the service (%1).</source>
        <translation>Réponse inattendue du service (%1).</translation>
    </message>
    <message>
        <source>Rate limited by the service; retrying</source>
        <translation>Limite de requêtes du service atteinte&#xa0;; nouvelle tentative</translation>
    </message>
    <message>
        <source>Retrying after: %1</source>
        <translation>Nouvelle tentative après&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>No answer within %n second(s).</source>
        <translation>
            <numerusform>Aucune réponse en %n seconde.</numerusform>
            <numerusform>Aucune réponse en %n secondes.</numerusform>
        </translation>
    </message>
    <message>
        <source>The service closed the connection without answering.</source>
        <translation>Le service a fermé la connexion sans répondre.</translation>
    </message>
    <message>
        <source>Secure connection failed: %1.</source>
        <translation>La connexion sécurisée a échoué&#xa0;: %1.</translation>
    </message>
</context>
<context>
    <name>paydesk::AppContext</name>
    <message>
        <source>The data folder %1 cannot be created.</source>
        <translation>Impossible de créer le dossier de données %1.</translation>
    </message>
    <message>
        <source>The history cache cannot be set up: %1</source>
        <translation>Impossible de mettre en place le cache de l&apos;historique&#xa0;: %1</translation>
    </message>
    <message>
        <source>The database cannot be opened: %1</source>
        <translation>Impossible d&apos;ouvrir la base de données&#xa0;: %1</translation>
    </message>
    <message>
        <source>The history cache cannot be opened: %1</source>
        <translation>Impossible d&apos;ouvrir le cache de l&apos;historique&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>paydesk::AppLock</name>
    <message>
        <source>Paydesk is locked. Unlock it with your passphrase; nothing was signed or sent.</source>
        <translation>Paydesk est verrouillé. Déverrouillez-le avec votre phrase secrète&#xa0;; rien n&apos;a été signé ni envoyé.</translation>
    </message>
    <message>
        <source>The lock&apos;s entry in the keychain (&quot;%1&quot;) is damaged. Delete it with your keychain&apos;s manager to start over.</source>
        <translation>L&apos;entrée du verrouillage dans le trousseau (&quot;%1&quot;) est endommagée. Supprimez-la avec le gestionnaire de votre trousseau pour repartir de zéro.</translation>
    </message>
    <message>
        <source>The lock passphrase is no longer in the keychain, so Paydesk is not locked. Set a new passphrase in Settings to lock it again.</source>
        <translation>La phrase secrète de verrouillage ne se trouve plus dans le trousseau&#xa0;: Paydesk n&apos;est donc pas verrouillé. Définissez une nouvelle phrase secrète dans les Paramètres pour le verrouiller de nouveau.</translation>
    </message>
    <message>
        <source>Paydesk is still checking the previous passphrase.</source>
        <translation>Paydesk vérifie encore la phrase secrète précédente.</translation>
    </message>
    <message>
        <source>Paydesk is still reading the keychain; try again in a moment.</source>
        <translation>Paydesk lit encore le trousseau&#xa0;; réessayez dans un instant.</translation>
    </message>
    <message>
        <source>Wait %1 s before the next try.</source>
        <translation>Patientez %1 s avant la prochaine tentative.</translation>
    </message>
    <message>
        <source>No lock passphrase is set.</source>
        <translation>Aucune phrase secrète de verrouillage n&apos;est définie.</translation>
    </message>
    <message>
        <source>The lock cannot be set up: %1</source>
        <translation>Impossible de configurer le verrouillage&#xa0;: %1</translation>
    </message>
    <message>
        <source>Unlock Paydesk first.</source>
        <translation>Déverrouillez d&apos;abord Paydesk.</translation>
    </message>
    <message>
        <source>The passphrase needs at least %1 characters.</source>
        <translation>La phrase secrète doit comporter au moins %1 caractères.</translation>
    </message>
    <message>
        <source>The passphrase could not be removed: %1</source>
        <translation>Impossible de supprimer la phrase secrète&#xa0;: %1</translation>
    </message>
    <message>
        <source>The passphrase cannot be checked: %1</source>
        <translation>Impossible de vérifier la phrase secrète&#xa0;: %1</translation>
    </message>
    <message>
        <source>The passphrase could not be hashed (not enough memory?).</source>
        <translation>Impossible de hacher la phrase secrète (mémoire insuffisante&#xa0;?).</translation>
    </message>
    <message>
        <source>Wrong passphrase. Try again in %1 s.</source>
        <translation>Phrase secrète incorrecte. Réessayez dans %1 s.</translation>
    </message>
</context>
<context>
    <name>paydesk::BalanceBook</name>
    <message>
        <source>Not a wallet address.</source>
        <translation>Ce n&apos;est pas une adresse de portefeuille.</translation>
    </message>
    <message>
        <source>The RPC node&apos;s answer to getBalance is not readable.</source>
        <translation>La réponse du nœud RPC à getBalance est illisible.</translation>
    </message>
    <message>
        <source>Reading balance…</source>
        <translation>Lecture du solde…</translation>
    </message>
    <message>
        <source>%1 (could not refresh: %2)</source>
        <translation>%1 (actualisation impossible&#xa0;: %2)</translation>
    </message>
    <message>
        <source>Balance unavailable: %1</source>
        <translation>Solde indisponible&#xa0;: %1</translation>
    </message>
    <message>
        <source>No EVM network is set up to read balances from.</source>
        <translation>Aucun réseau EVM n&apos;est configuré pour lire les soldes.</translation>
    </message>
    <message>
        <source>No Solana RPC endpoint is set up to read balances from.</source>
        <translation>Aucun point de terminaison RPC Solana n&apos;est configuré pour lire les soldes.</translation>
    </message>
    <message>
        <source>The balance is too large to show.</source>
        <translation>Le solde est trop grand pour être affiché.</translation>
    </message>
    <message>
        <source>The RPC node&apos;s answer to eth_getBalance is not readable.</source>
        <translation>La réponse du nœud RPC à eth_getBalance est illisible.</translation>
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
        <translation>Paie sans demander</translation>
    </message>
    <message>
        <source>Asks every time</source>
        <translation>Demande à chaque fois</translation>
    </message>
    <message>
        <source>Ended: asks every time</source>
        <translation>Terminé&#xa0;: demande à chaque fois</translation>
    </message>
    <message>
        <source>Pays without asking until %1</source>
        <translation>Paie sans demander jusqu’au %1</translation>
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
        <translation>Ce canal est fermé : il n&apos;y reste rien.</translation>
    </message>
    <message>
        <source>Paydesk knows no URL of this seller to ask for the refund: withdraw instead.</source>
        <translation>Paydesk ne connaît aucune URL de ce vendeur où demander le remboursement : retirez plutôt.</translation>
    </message>
    <message>
        <source>Wait until the refund or withdrawal under way has ended.</source>
        <translation>Attendez la fin du remboursement ou du retrait en cours.</translation>
    </message>
    <message>
        <source>Paydesk has no channel %1.</source>
        <translation>Paydesk n&apos;a pas de canal %1.</translation>
    </message>
    <message>
        <source>No EVM node is set: choose one for %1 in Settings.</source>
        <translation>Aucun nœud EVM n&apos;est défini : choisissez-en un pour %1 dans les Paramètres.</translation>
    </message>
</context>
<context>
    <name>paydesk::ChannelsModel</name>
    <message>
        <source>%1 atomic units</source>
        <translation>%1 unités atomiques</translation>
    </message>
    <message>
        <source>Open, deposit pending</source>
        <translation>Ouvert, dépôt en attente</translation>
    </message>
    <message>
        <source>Open, idle</source>
        <translation>Ouvert, inactif</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvert</translation>
    </message>
    <message>
        <source>Withdrawing</source>
        <translation>Retrait en cours</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Arrêté</translation>
    </message>
    <message>
        <source>Closed</source>
        <translation>Fermé</translation>
    </message>
    <message>
        <source>Channel %1</source>
        <translation>Canal %1</translation>
    </message>
    <message>
        <source>Paid from %1 to %2</source>
        <translation>Payé de %1 à %2</translation>
    </message>
    <message>
        <source>The seller may claim at most %1.</source>
        <translation>Le vendeur peut réclamer au plus %1.</translation>
    </message>
    <message>
        <source>Last paid URL: %1</source>
        <translation>Dernière URL payée : %1</translation>
    </message>
    <message>
        <source>Withdrawal asked on %1</source>
        <translation>Retrait demandé le %1</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Note : %1</translation>
    </message>
    <message>
        <source>What the seller has not charged: it comes back by a refund or a withdrawal</source>
        <translation>Ce que le vendeur n&apos;a pas facturé : cela revient par un remboursement ou un retrait</translation>
    </message>
    <message>
        <source>What the seller charged for the requests paid through the channel</source>
        <translation>Ce que le vendeur a facturé pour les requêtes payées par le canal</translation>
    </message>
    <message numerus="yes">
        <source>%n channel(s) idle for a week still hold %1: ask for a refund.</source>
        <translation>
            <numerusform>%n canal inactif depuis une semaine contient encore %1 : demandez un remboursement.</numerusform>
            <numerusform>%n canaux inactifs depuis une semaine contiennent encore %1 : demandez un remboursement.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paydesk::EventStream</name>
    <message>
        <source>No service or API key yet.</source>
        <translation>Pas encore de service ni de clé d’API.</translation>
    </message>
    <message>
        <source>The service refused the events connection (%1).</source>
        <translation>Le service a refusé la connexion aux événements (%1).</translation>
    </message>
    <message>
        <source>This service offers no live events; Paydesk checks for changes itself.</source>
        <translation>Ce service n’offre pas d’événements en direct&#xa0;; Paydesk cherche lui-même les changements.</translation>
    </message>
</context>
<context>
    <name>paydesk::EvmLocalPayments</name>
    <message>
        <source>Only an EVM payment that still waits for a block can be sped up or cancelled.</source>
        <translation>Seul un paiement EVM qui attend encore un bloc peut être accéléré ou annulé.</translation>
    </message>
</context>
<context>
    <name>paydesk::EvmLocalSends</name>
    <message>
        <source>No EVM node is set: add one for the wallet&apos;s network in Settings.</source>
        <translation>Aucun nœud EVM n&apos;est défini&#xa0;: ajoutez-en un pour le réseau du portefeuille dans les Paramètres.</translation>
    </message>
</context>
<context>
    <name>paydesk::EvmNodeSettings</name>
    <message>
        <source>Ethereum (real money)</source>
        <translation>Ethereum (argent réel)</translation>
    </message>
    <message>
        <source>Base (real money)</source>
        <translation>Base (argent réel)</translation>
    </message>
    <message>
        <source>Base Sepolia (test funds)</source>
        <translation>Base Sepolia (fonds de test)</translation>
    </message>
    <message>
        <source>Polygon (real money)</source>
        <translation>Polygon (argent réel)</translation>
    </message>
    <message>
        <source>Arbitrum One (real money)</source>
        <translation>Arbitrum One (argent réel)</translation>
    </message>
    <message>
        <source>Sandbox&apos;s own EVM chain (test funds)</source>
        <translation>Chaîne EVM propre au bac à sable (fonds de test)</translation>
    </message>
    <message>
        <source>Custom URL</source>
        <translation>URL personnalisée</translation>
    </message>
    <message>
        <source>custom endpoint</source>
        <translation>point de terminaison personnalisé</translation>
    </message>
    <message>
        <source>The sandbox answers Ethereum JSON-RPC itself (chain %1): test funds only.</source>
        <translation>Le bac à sable répond lui-même au JSON-RPC Ethereum (chaîne %1)&#xa0;: fonds de test uniquement.</translation>
    </message>
    <message>
        <source>Any chain: the check names the chain the node is on.</source>
        <translation>N&apos;importe quelle chaîne&#xa0;: la vérification indique la chaîne du nœud.</translation>
    </message>
    <message>
        <source>Chain %1. Paste your own node&apos;s URL to use it instead of the public one.</source>
        <translation>Chaîne %1. Collez l&apos;URL de votre propre nœud pour l&apos;utiliser à la place du nœud public.</translation>
    </message>
    <message>
        <source>EVM wallets are now read through %1.</source>
        <translation>Les portefeuilles EVM sont désormais lus via %1.</translation>
    </message>
    <message>
        <source>Enter a URL, not a network name.</source>
        <translation>Saisissez une URL, et non un nom de réseau.</translation>
    </message>
    <message>
        <source>The sandbox&apos;s EVM chain exists only while Paydesk uses the built-in sandbox.</source>
        <translation>La chaîne EVM du bac à sable n&apos;existe que lorsque Paydesk utilise le bac à sable intégré.</translation>
    </message>
    <message>
        <source>Healthy: chain %1, block %2, answered in %3 ms.</source>
        <translation>Opérationnel&#xa0;: chaîne %1, bloc %2, réponse en %3 ms.</translation>
    </message>
    <message>
        <source>Not usable: %1</source>
        <translation>Inutilisable&#xa0;: %1</translation>
    </message>
    <message>
        <source>Add test &amp;ETH and USDC</source>
        <translation>Ajouter des &amp;ETH et des USDC de test</translation>
    </message>
</context>
<context>
    <name>paydesk::ExtraCertificates</name>
    <message>
        <source>If the server&apos;s certificate comes from an authority you trust that this system does not, name its PEM file in %1.</source>
        <translation>Si le certificat du serveur provient d’une autorité à laquelle vous faites confiance mais pas ce système, indiquez son fichier PEM dans %1.</translation>
    </message>
    <message>
        <source>%1 names %2, which cannot be read (%3). Fix the path or unset the variable; only the system&apos;s certificate authorities are trusted meanwhile.</source>
        <translation>%1 désigne %2, qui ne peut pas être lu (%3). Corrigez le chemin ou retirez la variable&#xa0;; en attendant, seules les autorités de certification du système sont reconnues.</translation>
    </message>
    <message>
        <source>%1 names %2, which holds no PEM certificate (&quot;-----BEGIN CERTIFICATE-----&quot;). Only the system&apos;s certificate authorities are trusted meanwhile.</source>
        <translation>%1 désigne %2, qui ne contient aucun certificat PEM («&#xa0;-----BEGIN CERTIFICATE-----&#xa0;»). En attendant, seules les autorités de certification du système sont reconnues.</translation>
    </message>
</context>
<context>
    <name>paydesk::HistoryTableModel</name>
    <message>
        <source>Sent</source>
        <translation>Envoyé</translation>
    </message>
    <message>
        <source>Received</source>
        <translation>Reçu</translation>
    </message>
    <message>
        <source>Pending</source>
        <translation>En attente</translation>
    </message>
    <message>
        <source>Submitted</source>
        <translation>Soumis</translation>
    </message>
    <message>
        <source>Confirmed</source>
        <translation>Confirmé</translation>
    </message>
    <message>
        <source>Finalized</source>
        <translation>Finalisé</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Échoué</translation>
    </message>
    <message>
        <source>Expired</source>
        <translation>Expiré</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Inconnu</translation>
    </message>
    <message>
        <source>Not signed, nothing charged</source>
        <translation>Non signé, rien n&apos;a été prélevé</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Sort by date and clear the type and search filters to see the balance after each payment.</source>
        <translation>Triez par date et videz les filtres de type et de recherche pour voir le solde après chaque paiement.</translation>
    </message>
    <message>
        <source>The wallet&apos;s balance is not known yet: refresh, or check the RPC endpoint in Settings.</source>
        <translation>Le solde du portefeuille n’est pas encore connu : actualisez ou vérifiez le point d’accès RPC dans les Paramètres.</translation>
    </message>
    <message>
        <source>Cannot be worked out: a payment this history does not hold changed the balance (one made outside Paydesk, or one whose amount is unknown).</source>
        <translation>Impossible à calculer : un paiement absent de cet historique a modifié le solde (fait hors de Paydesk ou de montant inconnu).</translation>
    </message>
    <message>
        <source>Worked back from the balance now, %1 %2, through the later payments in this history. A transfer made outside Paydesk is not counted.</source>
        <translation>Calculé à rebours depuis le solde actuel, %1 %2, à travers les paiements ultérieurs de cet historique. Un transfert fait hors de Paydesk n’est pas compté.</translation>
    </message>
    <message>
        <source>%1
The service says: %2</source>
        <translation>%1
Le service indique : %2</translation>
    </message>
    <message>
        <source>Paid by the sender: %1</source>
        <translation>Payés par l’expéditeur : %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>The seller&apos;s receipt: transaction %1 on %2, paid by %3.</source>
        <translation>Reçu du vendeur&#xa0;: transaction %1 sur %2, payée par %3.</translation>
    </message>
    <message>
        <source>an unnamed payer</source>
        <translation>un payeur non nommé</translation>
    </message>
    <message>
        <source>%1 · by the agent %2</source>
        <translation>%1 · par l&apos;agent %2</translation>
    </message>
    <message>
        <source>Paid by the agent %1.</source>
        <translation>Payé par l&apos;agent %1.</translation>
    </message>
    <message>
        <source>A payment in %1: it moved no %2, and the balance after each payment is worked out in %2. The page&apos;s header shows what the wallet holds of each.</source>
        <translation>Un paiement en %1&#xa0;: il n’a déplacé aucun %2, et le solde après chaque paiement est calculé en %2. L’en-tête de la page montre ce que le portefeuille détient de chacun.</translation>
    </message>
    <message>
        <source>A usage price: charged %1 of up to %2 authorized.</source>
        <translation>Un prix à l&apos;usage&#xa0;: %1 débité sur %2 au plus autorisés.</translation>
    </message>
    <message>
        <source>A usage price of up to %1: not charged yet. The seller may settle it until the authorization expires.</source>
        <translation>Un prix à l&apos;usage jusqu&apos;à %1&#xa0;: pas encore débité. Le vendeur peut le régler jusqu&apos;à l&apos;expiration de l&apos;autorisation.</translation>
    </message>
    <message>
        <source>up to %1</source>
        <translation>jusqu&apos;à %1</translation>
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
        <translation>confirmé</translation>
    </message>
    <message>
        <source>failed on chain (the network fee was charged, the amount was not)</source>
        <translation>échoué sur la chaîne (les frais de réseau ont été prélevés, le montant non)</translation>
    </message>
    <message>
        <source>expired: nothing was charged</source>
        <translation>expiré&#xa0;: rien n&apos;a été prélevé</translation>
    </message>
    <message>
        <source>refused by the network: nothing was charged</source>
        <translation>refusé par le réseau&#xa0;: rien n&apos;a été prélevé</translation>
    </message>
    <message>
        <source>still open: Paydesk follows it again on the next start</source>
        <translation>toujours en cours&#xa0;: Paydesk le suivra de nouveau au prochain démarrage</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Unfinished local payments from an earlier session resumed: %1.</source>
        <translation>Paiements locaux inachevés d&apos;une session précédente repris&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Receipt of %1</source>
        <translation>Encaissement de %1</translation>
    </message>
    <message>
        <source>Payment of %1 to %2</source>
        <translation>Paiement de %1 à %2</translation>
    </message>
</context>
<context>
    <name>paydesk::LocalWalletModel</name>
    <message>
        <source>New recovery phrase · %1</source>
        <translation>Nouvelle phrase de récupération · %1</translation>
    </message>
    <message>
        <source>Imported phrase · %1</source>
        <translation>Phrase importée · %1</translation>
    </message>
    <message>
        <source>Keypair file</source>
        <translation>Fichier de paire de clés</translation>
    </message>
    <message>
        <source>Secret key</source>
        <translation>Clé secrète</translation>
    </message>
    <message>
        <source>(no label)</source>
        <translation>(sans libellé)</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>inconnu</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Added account · %1</source>
        <translation>Compte ajouté · %1</translation>
    </message>
    <message>
        <source>Keystore file</source>
        <translation>Fichier keystore</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Not a wallet address.</source>
        <translation>Ce n&apos;est pas une adresse de portefeuille.</translation>
    </message>
</context>
<context>
    <name>paydesk::MetadataModel</name>
    <message>
        <source>Every metadata value needs a key.</source>
        <translation>Chaque valeur de métadonnée doit avoir une clé.</translation>
    </message>
    <message>
        <source>The metadata key &quot;%1&quot; is used twice.</source>
        <translation>La clé de métadonnée &quot;%1&quot; est utilisée deux fois.</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Clé</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
</context>
<context>
    <name>paydesk::NodeSettings</name>
    <message>
        <source>Choose one of the networks listed.</source>
        <translation>Choisissez l&apos;un des réseaux de la liste.</translation>
    </message>
    <message>
        <source>Enter the URL of the RPC endpoint, e.g. https://rpc.example.com.</source>
        <translation>Saisissez l&apos;URL du point de terminaison RPC, par ex. https://rpc.example.com.</translation>
    </message>
    <message>
        <source>No RPC endpoint is set.</source>
        <translation>Aucun point de terminaison RPC n&apos;est défini.</translation>
    </message>
</context>
<context>
    <name>paydesk::PayController</name>
    <message>
        <source>A fetch is already under way.</source>
        <translation>Une récupération est déjà en cours.</translation>
    </message>
    <message>
        <source>Choose the wallet to pay from first.</source>
        <translation>Choisissez d&apos;abord le portefeuille payeur.</translation>
    </message>
    <message>
        <source>No: the wallet holds %1, less than the price of %2.</source>
        <translation>Non&#xa0;: le portefeuille contient %1, moins que le prix de %2.</translation>
    </message>
    <message>
        <source>No: %1</source>
        <translation>Non&#xa0;: %1</translation>
    </message>
    <message>
        <source>Balance unknown (%1). %2 Paid only if you approve this one payment.</source>
        <translation>Solde inconnu (%1). %2 Payé uniquement si vous approuvez ce seul paiement.</translation>
    </message>
    <message>
        <source>Balance unknown (%1): Paydesk cannot tell whether the wallet covers it.</source>
        <translation>Solde inconnu (%1)&#xa0;: Paydesk ne peut pas savoir si le portefeuille suffit à le couvrir.</translation>
    </message>
    <message>
        <source>Only if you approve this one payment: %1 Balance: %2.</source>
        <translation>Seulement si vous approuvez ce seul paiement&#xa0;: %1 Solde&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Yes: within this site&apos;s budget, paid without asking (balance %1).</source>
        <translation>Oui&#xa0;: dans la limite du budget de ce site, payé sans demander (solde %1).</translation>
    </message>
    <message>
        <source>Yes, after you confirm (balance %1).</source>
        <translation>Oui, après votre confirmation (solde %1).</translation>
    </message>
    <message>
        <source>No EVM node is set: choose one for %1 in Settings.</source>
        <translation>Aucun nœud EVM n&apos;est défini : choisissez-en un pour %1 dans les Paramètres.</translation>
    </message>
</context>
<context>
    <name>paydesk::PaymentFieldsModel</name>
    <message>
        <source>Payment id</source>
        <translation>ID du paiement</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <source>Direction</source>
        <translation>Sens</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Réseau</translation>
    </message>
    <message>
        <source>From</source>
        <translation>De</translation>
    </message>
    <message>
        <source>To</source>
        <translation>À</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Montant</translation>
    </message>
    <message>
        <source>Network fee</source>
        <translation>Frais de réseau</translation>
    </message>
    <message>
        <source>Priority fee</source>
        <translation>Frais de priorité</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Signature</translation>
    </message>
    <message>
        <source>Block height</source>
        <translation>Hauteur de bloc</translation>
    </message>
    <message>
        <source>Resource</source>
        <translation>Ressource</translation>
    </message>
    <message>
        <source>Metadata</source>
        <translation>Métadonnées</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Créé</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>Mis à jour</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Erreur</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Champ</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Authorized at most</source>
        <translation>Autorisé au plus</translation>
    </message>
</context>
<context>
    <name>paydesk::SecretStore</name>
    <message>
        <source>No such entry in the keychain.</source>
        <translation>Aucune entrée de ce type dans le trousseau.</translation>
    </message>
    <message>
        <source>The keychain is locked or refused access. Unlock it (on Linux: log in to your desktop session, or unlock the &quot;login&quot; keyring in Passwords and Keys) and try again.</source>
        <translation>Le trousseau est verrouillé ou a refusé l&apos;accès. Déverrouillez-le (sous Linux&#xa0;: ouvrez votre session de bureau, ou déverrouillez le trousseau &quot;login&quot; dans Mots de passe et clés) et réessayez.</translation>
    </message>
    <message>
        <source>No secure keychain is available. On Linux, Paydesk needs a Secret Service provider (GNOME Keyring or KWallet) running in your session: install gnome-keyring and log in again.</source>
        <translation>Aucun trousseau sécurisé n&apos;est disponible. Sous Linux, Paydesk a besoin d&apos;un fournisseur Secret Service (GNOME Keyring ou KWallet) actif dans votre session&#xa0;: installez gnome-keyring et reconnectez-vous.</translation>
    </message>
    <message>
        <source>This system&apos;s keychain is not supported.</source>
        <translation>Le trousseau de ce système n&apos;est pas pris en charge.</translation>
    </message>
    <message>
        <source>No secure keychain is reachable (%1). On Linux, Paydesk needs the Secret Service (org.freedesktop.secrets, e.g. GNOME Keyring) on your session&apos;s D-Bus: install gnome-keyring, make sure a login keyring exists and is unlocked, and try again.</source>
        <translation>Aucun trousseau sécurisé n&apos;est accessible (%1). Sous Linux, Paydesk a besoin du Secret Service (org.freedesktop.secrets, par exemple GNOME Keyring) sur le D-Bus de votre session&#xa0;: installez gnome-keyring, assurez-vous qu&apos;un trousseau de connexion existe et qu&apos;il est déverrouillé, puis réessayez.</translation>
    </message>
    <message>
        <source>The keychain failed: %1</source>
        <translation>Erreur du trousseau&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>paydesk::SolanaLocalSends</name>
    <message>
        <source>Paydesk cannot sign Solana payments here: this program has no Solana node settings.</source>
        <translation>Paydesk ne peut pas signer de paiements Solana ici&#xa0;: ce programme n&apos;a pas de réglages de nœud Solana.</translation>
    </message>
</context>
<context>
    <name>paydesk::SolanaNodeSettings</name>
    <message>
        <source>Mainnet beta (real money)</source>
        <translation>Mainnet beta (argent réel)</translation>
    </message>
    <message>
        <source>Devnet (test funds)</source>
        <translation>Devnet (fonds de test)</translation>
    </message>
    <message>
        <source>Testnet (test funds)</source>
        <translation>Testnet (fonds de test)</translation>
    </message>
    <message>
        <source>Sandbox&apos;s own RPC (test funds)</source>
        <translation>RPC propre au bac à sable (fonds de test)</translation>
    </message>
    <message>
        <source>Custom URL</source>
        <translation>URL personnalisée</translation>
    </message>
    <message>
        <source>The sandbox answers Solana JSON-RPC itself: test funds only.</source>
        <translation>Le bac à sable répond lui-même au JSON-RPC Solana&#xa0;: fonds de test uniquement.</translation>
    </message>
    <message>
        <source>Paste your own node&apos;s URL to use it instead of the public one.</source>
        <translation>Collez l&apos;URL de votre propre nœud pour l&apos;utiliser à la place du nœud public.</translation>
    </message>
    <message>
        <source>Local payments now go through %1.</source>
        <translation>Les paiements locaux passent désormais par %1.</translation>
    </message>
    <message>
        <source>Enter a URL, not a cluster name.</source>
        <translation>Saisissez une URL, et non un nom de cluster.</translation>
    </message>
    <message>
        <source>The sandbox&apos;s RPC exists only while Paydesk uses the built-in sandbox.</source>
        <translation>Le RPC du bac à sable n&apos;existe que lorsque Paydesk utilise le bac à sable intégré.</translation>
    </message>
    <message>
        <source>Healthy: block height %1, answered in %2 ms.</source>
        <translation>Opérationnel&#xa0;: hauteur de bloc %1, réponse en %2 ms.</translation>
    </message>
    <message>
        <source>Not usable: %1</source>
        <translation>Inutilisable&#xa0;: %1</translation>
    </message>
    <message>
        <source>Add test &amp;SOL and USDC</source>
        <translation>Ajouter des &amp;SOL et des USDC de test</translation>
    </message>
    <message>
        <source>Add 5 &amp;test SOL</source>
        <translation>Ajouter 5 SOL de &amp;test</translation>
    </message>
</context>
<context>
    <name>paydesk::SpendingRules</name>
    <message>
        <source>Tokens cannot be added here: the app&apos;s database is not open.</source>
        <translation>Impossible d&apos;ajouter des jetons ici : la base de données de l&apos;application n&apos;est pas ouverte.</translation>
    </message>
    <message>
        <source>Tokens cannot be removed here: the app&apos;s database is not open.</source>
        <translation>Impossible de retirer des jetons ici : la base de données de l&apos;application n&apos;est pas ouverte.</translation>
    </message>
</context>
<context>
    <name>paydesk::StatusTimelineModel</name>
    <message>
        <source>%1 (passed)</source>
        <translation>%1 (passé)</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 à %2</translation>
    </message>
    <message>
        <source>%1, current state</source>
        <translation>%1, état actuel</translation>
    </message>
    <message>
        <source>%1, reached</source>
        <translation>%1, atteint</translation>
    </message>
    <message>
        <source>%1, not reached</source>
        <translation>%1, non atteint</translation>
    </message>
</context>
<context>
    <name>paydesk::VerifyController</name>
    <message>
        <source>The service did not confirm the payment.</source>
        <translation>Le service n&apos;a pas confirmé le paiement.</translation>
    </message>
</context>
<context>
    <name>paydesk::VersionInfo</name>
    <message>
        <source>%1 (built with %2)</source>
        <translation>%1 (compilé avec %2)</translation>
    </message>
</context>
<context>
    <name>paydesk::WalletChoiceModel</name>
    <message>
        <source>%1 · on this computer</source>
        <translation>%1 · sur cet ordinateur</translation>
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
        <translation>(sans libellé)</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Par défaut</translation>
    </message>
    <message>
        <source>%1, default wallet</source>
        <translation>%1, portefeuille par défaut</translation>
    </message>
    <message>
        <source>This wallet is already in the list.</source>
        <translation>Ce portefeuille figure déjà dans la liste.</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>inconnu</translation>
    </message>
</context>
<context>
    <name>paydesk::WalletSetupController</name>
    <message>
        <source>A recovery phrase has 12 or 24 words.</source>
        <translation>Une phrase de récupération compte 12 ou 24 mots.</translation>
    </message>
    <message>
        <source>Check your written copy of the recovery phrase first.</source>
        <translation>Vérifiez d&apos;abord votre copie écrite de la phrase de récupération.</translation>
    </message>
    <message>
        <source>This wallet is already on this computer (%1).</source>
        <translation>Ce portefeuille se trouve déjà sur cet ordinateur (%1).</translation>
    </message>
    <message>
        <source>Choose at least one account to import: Solana, EVM or both.</source>
        <translation>Choisissez au moins un compte à importer&#xa0;: Solana, EVM ou les deux.</translation>
    </message>
    <message>
        <source>Cannot read the keystore file %1: %2. Choose the file again.</source>
        <translation>Impossible de lire le fichier keystore %1&#xa0;: %2. Choisissez de nouveau le fichier.</translation>
    </message>
    <message>
        <source>Type the keystore file&apos;s password. Paydesk uses it once to open the file and never stores it.</source>
        <translation>Saisissez le mot de passe du fichier keystore. Paydesk l&apos;utilise une seule fois pour ouvrir le fichier et ne l&apos;enregistre jamais.</translation>
    </message>
    <message>
        <source>The import was cancelled; nothing was stored.</source>
        <translation>L&apos;importation a été annulée&#xa0;; rien n&apos;a été enregistré.</translation>
    </message>
</context>
<context>
    <name>paydesk::agents::AgentIdentity</name>
    <message>
        <source>No agent token: give the token &apos;paydesk-cli agent add&apos; printed (PAYDESK_AGENT_TOKEN for paydesk-cli mcp, the Proxy-Authorization header for the proxy). Nothing can be paid without it.</source>
        <translation>Aucun jeton d&apos;accès d&apos;agent&#xa0;: indiquez le jeton affiché par &apos;paydesk-cli agent add&apos; (PAYDESK_AGENT_TOKEN pour paydesk-cli mcp, l&apos;en-tête Proxy-Authorization pour le proxy). Rien ne peut être payé sans lui.</translation>
    </message>
    <message>
        <source>This agent token is not one Paydesk made, or its agent was removed: ask the user for the agent&apos;s token (&apos;paydesk-cli agent token NAME&apos;). Nothing was paid.</source>
        <translation>Ce jeton d&apos;accès d&apos;agent n&apos;a pas été créé par Paydesk, ou son agent a été supprimé&#xa0;: demandez à l&apos;utilisateur le jeton d&apos;accès de l&apos;agent (&apos;paydesk-cli agent token NAME&apos;). Rien n&apos;a été payé.</translation>
    </message>
    <message>
        <source>This agent token is no longer valid: ask the user for the agent&apos;s current token. Nothing was paid.</source>
        <translation>Ce jeton d&apos;accès d&apos;agent n&apos;est plus valide&#xa0;: demandez à l&apos;utilisateur le jeton d&apos;accès actuel de l&apos;agent. Rien n&apos;a été payé.</translation>
    </message>
    <message>
        <source>Paydesk could not read the agent&apos;s token from the keychain (%1), so it pays nothing.</source>
        <translation>Paydesk n&apos;a pas pu lire le jeton d&apos;accès de l&apos;agent dans le trousseau (%1)&#xa0;: il ne paie donc rien.</translation>
    </message>
</context>
<context>
    <name>paydesk::agents::AgentProxy</name>
    <message>
        <source>The proxy pays from your wallets: it listens on this computer only (127.0.0.1 or ::1), not on %1.</source>
        <translation>Le proxy paie depuis vos portefeuilles&#xa0;: il n&apos;écoute que sur cet ordinateur (127.0.0.1 ou ::1), pas sur %1.</translation>
    </message>
    <message>
        <source>The proxy is stopping; nothing was paid.</source>
        <translation>Le proxy s&apos;arrête&#xa0;; rien n&apos;a été payé.</translation>
    </message>
    <message>
        <source>Paydesk cannot pay inside a CONNECT tunnel (the 402 is encrypted there). Send the request to the proxy as &quot;GET https://…&quot;, or to http://127.0.0.1:%1/https://….</source>
        <translation>Paydesk ne peut pas payer à l&apos;intérieur d&apos;un tunnel CONNECT (le 402 y est chiffré). Envoyez la requête au proxy sous la forme &quot;GET https://…&quot;, ou à http://127.0.0.1:%1/https://….</translation>
    </message>
    <message>
        <source>Send a whole URL through the proxy: &quot;GET https://api.example/data&quot; as a proxy request, or http://127.0.0.1:%1/https://api.example/data.</source>
        <translation>Envoyez une URL complète via le proxy&#xa0;: &quot;GET https://api.example/data&quot; comme requête de proxy, ou http://127.0.0.1:%1/https://api.example/data.</translation>
    </message>
    <message>
        <source>Paydesk-Max-Price is an amount and its asset: &quot;0.01 USDC&quot;. %1</source>
        <translation>Paydesk-Max-Price est un montant suivi de son actif&#xa0;: &quot;0.01 USDC&quot;. %1</translation>
    </message>
</context>
<context>
    <name>paydesk::agents::ApprovalClient</name>
    <message>
        <source>The Paydesk desktop app is not running, so nobody could approve it.</source>
        <translation>L&apos;application de bureau Paydesk n&apos;est pas lancée&#xa0;: personne n&apos;a donc pu l&apos;approuver.</translation>
    </message>
    <message numerus="yes">
        <source>Nobody approved it in the desktop app within %n second(s).</source>
        <translation>
            <numerusform>Personne ne l&apos;a approuvé dans l&apos;application de bureau en %n seconde.</numerusform>
            <numerusform>Personne ne l&apos;a approuvé dans l&apos;application de bureau en %n secondes.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paydesk::agents::McpServer</name>
    <message>
        <source>The message is longer than Paydesk reads (8 MiB).</source>
        <translation>Le message dépasse la taille que Paydesk lit (8 Mio).</translation>
    </message>
    <message>
        <source>The message is not JSON.</source>
        <translation>Le message n&apos;est pas du JSON.</translation>
    </message>
    <message>
        <source>A message is one JSON-RPC 2.0 request object (batches are not part of MCP).</source>
        <translation>Un message est un seul objet de requête JSON-RPC 2.0 (les lots ne font pas partie de MCP).</translation>
    </message>
    <message>
        <source>A request&apos;s id is a string or an integer.</source>
        <translation>L&apos;id d&apos;une requête est une chaîne ou un entier.</translation>
    </message>
    <message>
        <source>params is an object.</source>
        <translation>params est un objet.</translation>
    </message>
    <message>
        <source>Paydesk pays x402 (HTTP 402) resources for you from its user&apos;s wallet, within the budgets the user gave this agent. Call quote first to see what a URL costs; fetch_paid_resource pays at most max_price. Payments above your automatic limit or to a new site need the user&apos;s approval.</source>
        <translation>Paydesk paie pour vous des ressources x402 (HTTP 402) depuis le portefeuille de son utilisateur, dans la limite des budgets que l&apos;utilisateur a accordés à cet agent. Appelez d&apos;abord quote pour voir ce que coûte une URL&#xa0;; fetch_paid_resource paie au plus max_price. Les paiements au-delà de votre limite automatique ou vers un nouveau site nécessitent l&apos;approbation de l&apos;utilisateur.</translation>
    </message>
    <message>
        <source>Paydesk&apos;s MCP server has no method %1.</source>
        <translation>Le serveur MCP de Paydesk n&apos;a pas de méthode %1.</translation>
    </message>
    <message>
        <source>Unknown tool %1: tools/list names Paydesk&apos;s tools.</source>
        <translation>Outil inconnu %1&#xa0;: tools/list liste les outils de Paydesk.</translation>
    </message>
    <message>
        <source>A tool&apos;s arguments are an object.</source>
        <translation>Les arguments d&apos;un outil forment un objet.</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::CliAgents</name>
    <message>
        <source>paydesk-cli: error: %1</source>
        <translation>paydesk-cli: erreur&#xa0;: %1</translation>
    </message>
    <message>
        <source>agent %1 needs the agent&apos;s name.</source>
        <translation>agent %1 nécessite le nom de l&apos;agent.</translation>
    </message>
    <message>
        <source>There is no agent called &quot;%1&quot;: &apos;paydesk-cli agent list&apos; shows them.</source>
        <translation>Il n&apos;existe aucun agent nommé «&#xa0;%1&#xa0;»&#xa0;: &apos;paydesk-cli agent list&apos; les affiche.</translation>
    </message>
    <message>
        <source>Paused %1: it pays nothing until you resume it.</source>
        <translation>%1 mis en pause&#xa0;: il ne paie rien tant que vous ne le réactivez pas.</translation>
    </message>
    <message>
        <source>Resumed %1: it pays again within its budgets.</source>
        <translation>%1 réactivé&#xa0;: il paie de nouveau dans les limites de ses budgets.</translation>
    </message>
    <message>
        <source>agent %1 needs the agent&apos;s name and a site&apos;s http:// or https:// URL.</source>
        <translation>agent %1 nécessite le nom de l&apos;agent et l&apos;URL http:// ou https:// d&apos;un site.</translation>
    </message>
    <message>
        <source>%1 may pay %2 within its budgets without asking you.</source>
        <translation>%1 peut payer %2 dans les limites de ses budgets sans vous demander.</translation>
    </message>
    <message>
        <source>%1 is not on the sites of %2.</source>
        <translation>%1 ne figure pas parmi les sites de %2.</translation>
    </message>
    <message>
        <source>%1 asks you before paying %2 again.</source>
        <translation>%1 vous demande de nouveau avant de payer %2.</translation>
    </message>
    <message>
        <source>%1 (paused)</source>
        <translation>%1 (en pause)</translation>
    </message>
    <message>
        <source>  may pay %1
</source>
        <translation>  peut payer %1
</translation>
    </message>
    <message>
        <source>No agents yet: add one with &apos;paydesk-cli agent add NAME&apos;.
</source>
        <translation>Aucun agent pour l&apos;instant&#xa0;: ajoutez-en un avec &apos;paydesk-cli agent add NAME&apos;.
</translation>
    </message>
    <message>
        <source>--per-minute takes a number from 1 to 10000.</source>
        <translation>--per-minute attend un nombre compris entre 1 et 10000.</translation>
    </message>
    <message>
        <source>There is already an agent called &quot;%1&quot;.</source>
        <translation>Il existe déjà un agent nommé «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>Added the agent %1. Its token, for its MCP configuration as PAYDESK_AGENT_TOKEN (kept in your keychain; &apos;agent token %1&apos; shows it again):
%2
It pays nothing until you give it a budget: &apos;paydesk-cli agent budget %1 &quot;1 USDC&quot; --network base&apos;.</source>
        <translation>Agent %1 ajouté. Son jeton d&apos;accès, pour sa configuration MCP en tant que PAYDESK_AGENT_TOKEN (conservé dans votre trousseau&#xa0;; &apos;agent token %1&apos; l&apos;affiche de nouveau)&#xa0;:
%2
Il ne paie rien tant que vous ne lui accordez pas de budget&#xa0;: &apos;paydesk-cli agent budget %1 &quot;1 USDC&quot; --network base&apos;.</translation>
    </message>
    <message>
        <source>Removed the agent %1; its token no longer pays. Its payments stay in the history.</source>
        <translation>Agent %1 supprimé&#xa0;; son jeton d&apos;accès ne permet plus de payer. Ses paiements restent dans l&apos;historique.</translation>
    </message>
    <message>
        <source>agent budget needs the agent&apos;s name and an amount a day, such as &quot;1 USDC&quot;.</source>
        <translation>agent budget nécessite le nom de l&apos;agent et un montant par jour, par exemple &quot;1 USDC&quot;.</translation>
    </message>
    <message>
        <source>Paydesk knows no token %1 on %2: &apos;paydesk-cli token list&apos; shows the ones it pays in.</source>
        <translation>Paydesk ne connaît aucun jeton %1 sur %2&#xa0;: &apos;paydesk-cli token list&apos; affiche ceux dans lesquels il paie.</translation>
    </message>
    <message>
        <source>%1 has no budget in %2 on %3 now: it cannot pay in it.</source>
        <translation>%1 n&apos;a désormais aucun budget en %2 sur %3&#xa0;: il ne peut pas payer dans cet actif.</translation>
    </message>
    <message>
        <source>--automatic is an amount in %1.</source>
        <translation>--automatic est un montant en %1.</translation>
    </message>
    <message>
        <source>Removing an agent stops its token at once: confirm with --yes.</source>
        <translation>Retirer un agent arrête aussitôt son jeton : confirmez avec --yes.</translation>
    </message>
    <message>
        <source>Remove the agent %1? Its token stops paying at once. [y/N] </source>
        <translation>Retirer l&apos;agent %1 ? Son jeton cesse aussitôt de payer. [y/N] </translation>
    </message>
    <message>
        <source>Not confirmed: nothing removed.</source>
        <translation>Non confirmé&#xa0;: rien n&apos;a été retiré.</translation>
    </message>
    <message>
        <source>  %1 on %2 (%3 spent in 24 hours), up to %4 a payment without asking
</source>
        <translation>  %1 sur %2 (%3 dépensé en 24 heures), jusqu’à %4 par paiement sans demander
</translation>
    </message>
    <message>
        <source>%1 may spend %2 on %3, up to %4 a payment without asking you.</source>
        <translation>%1 peut dépenser %2 sur %3, jusqu’à %4 par paiement sans vous demander.</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::CliBalance</name>
    <message>
        <source>local</source>
        <translation>local</translation>
    </message>
    <message>
        <source>hosted</source>
        <translation>hébergé</translation>
    </message>
    <message>
        <source>No wallets yet: &apos;wallet create&apos; or &apos;wallet import&apos;, or name one: paydesk-cli balance ADDRESS.</source>
        <translation>Aucun portefeuille pour l&apos;instant&#xa0;: &apos;wallet create&apos; ou &apos;wallet import&apos;, ou indiquez-en un&#xa0;: paydesk-cli balance ADDRESS.</translation>
    </message>
    <message>
        <source>unknown: %1</source>
        <translation>inconnu&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>(%1 balances read through %2)</source>
        <translation>(soldes %1 lus via %2)</translation>
    </message>
    <message>
        <source>(%1 balances: pass --%2 URL or set %3)</source>
        <translation>(soldes %1&#xa0;: passez --%2 URL ou définissez %3)</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::CliChannels</name>
    <message>
        <source>channel takes list, refund ID or withdraw ID.</source>
        <translation>channel prend list, refund ID ou withdraw ID.</translation>
    </message>
    <message>
        <source>No channel %1 in Paydesk: see paydesk-cli channel list.</source>
        <translation>Aucun canal %1 dans Paydesk : voir paydesk-cli channel list.</translation>
    </message>
    <message>
        <source>No payment channels yet: Paydesk opens one when a seller offers batch-settlement.</source>
        <translation>Aucun canal de paiement pour l&apos;instant : Paydesk en ouvre un quand un vendeur propose batch-settlement.</translation>
    </message>
    <message>
        <source>seller: %1 (%2)</source>
        <translation>vendeur : %1 (%2)</translation>
    </message>
    <message>
        <source>deposit %1, charged %2, refundable %3; the seller may claim at most %4</source>
        <translation>dépôt %1, facturé %2, remboursable %3 ; le vendeur peut réclamer au plus %4</translation>
    </message>
    <message>
        <source>last use %1</source>
        <translation>dernière utilisation %1</translation>
    </message>
    <message>
        <source>--amount takes an amount of %1 such as 0.5.</source>
        <translation>--amount prend un montant en %1, par exemple 0.5.</translation>
    </message>
    <message>
        <source>No EVM node: pass --evm-rpc (a URL, or ethereum, base, base-sepolia, polygon, arbitrum-one, sandbox).</source>
        <translation>Aucun nœud EVM : passez --evm-rpc (une URL, ou ethereum, base, base-sepolia, polygon, arbitrum-one, sandbox).</translation>
    </message>
    <message>
        <source>Nobody was asked to approve this transaction: standard input is not a terminal. Nothing was signed. Pass --yes to sign without asking.</source>
        <translation>Personne n&apos;a été invité à approuver cette transaction : l&apos;entrée standard n&apos;est pas un terminal. Rien n&apos;a été signé. Passez --yes pour signer sans demander.</translation>
    </message>
    <message>
        <source>Checked against your node (%1):</source>
        <translation>Vérifié auprès de votre nœud (%1) :</translation>
    </message>
    <message>
        <source>Sign and send? [y/N] </source>
        <translation>Signer et envoyer ? [y/N] </translation>
    </message>
    <message>
        <source>idle for a week: ask for the rest back with paydesk-cli channel refund %1</source>
        <translation>inactif depuis une semaine : redemandez le reste avec paydesk-cli channel refund %1</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::CliEvmPayment</name>
    <message>
        <source>%1 is a Solana cluster; an EVM wallet needs its network&apos;s JSON-RPC URL (or sandbox).</source>
        <translation>%1 est un cluster Solana&#xa0;; un portefeuille EVM nécessite l&apos;URL JSON-RPC de son réseau (ou sandbox).</translation>
    </message>
    <message>
        <source>--%1 takes an amount of ETH such as 0.002.</source>
        <translation>--%1 attend un montant en ETH, par exemple 0.002.</translation>
    </message>
    <message>
        <source>Wallet %1 is not in Paydesk: import it first with &apos;paydesk-cli wallet import --chain evm&apos; (local mode signs with your own key).</source>
        <translation>Le portefeuille %1 n&apos;est pas dans Paydesk&#xa0;: importez-le d&apos;abord avec &apos;paydesk-cli wallet import --chain evm&apos; (le mode local signe avec votre propre clé).</translation>
    </message>
    <message>
        <source>Receiving in local mode on an EVM wallet needs the buyer&apos;s token authorization (EIP-3009), which Paydesk does not verify yet. Receive in hosted mode (without --local) instead.</source>
        <translation>Recevoir en mode local sur un portefeuille EVM nécessite l&apos;autorisation de jeton de l&apos;acheteur (EIP-3009), que Paydesk ne vérifie pas encore. Recevez plutôt en mode hébergé (sans --local).</translation>
    </message>
    <message>
        <source>An earlier payment from %1 (%2, nonce %3) can still land; Paydesk will not sign a new one until it is final. Speed it up or cancel it in the app, or try again later.</source>
        <translation>Un paiement antérieur depuis %1 (%2, nonce %3) peut encore aboutir&#xa0;; Paydesk n&apos;en signera pas de nouveau tant qu&apos;il n&apos;est pas définitif. Accélérez-le ou annulez-le dans l&apos;application, ou réessayez plus tard.</translation>
    </message>
    <message>
        <source>Checked the transaction built by the service against your node (network %1, %2 s left):</source>
        <translation>Transaction construite par le service vérifiée auprès de votre nœud (réseau %1, %2 s restantes)&#xa0;:</translation>
    </message>
    <message>
        <source>To allow more for this payment pass --max-network-fee; the saved limit is in the app&apos;s Settings.</source>
        <translation>Pour autoriser davantage pour ce paiement, passez --max-network-fee&#xa0;; la limite enregistrée se trouve dans les Paramètres de l&apos;application.</translation>
    </message>
    <message>
        <source>  Gas limit %1, max fee %2 gwei per gas, priority fee %3 gwei per gas; at most %4 %5 in total.</source>
        <translation>  Limite de gaz %1, frais maximaux %2 gwei par unité de gaz, frais de priorité %3 gwei par unité de gaz&#xa0;; au plus %4 %5 au total.</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::CliFetch</name>
    <message>
        <source>Wallet %1 is not in Paydesk: import it first with &apos;paydesk-cli wallet import&apos; (local mode signs with your own key).</source>
        <translation>Le portefeuille %1 n&apos;est pas dans Paydesk&#xa0;: importez-le d&apos;abord avec &apos;paydesk-cli wallet import&apos; (le mode local signe avec votre propre clé).</translation>
    </message>
    <message>
        <source>fetch needs an http:// or https:// URL.</source>
        <translation>fetch nécessite une URL http:// ou https://.</translation>
    </message>
    <message>
        <source>Pay %1? [y/N] </source>
        <translation>Payer %1&#xa0;? [y/N] </translation>
    </message>
    <message>
        <source>paydesk-cli: error: %1</source>
        <translation>paydesk-cli: erreur&#xa0;: %1</translation>
    </message>
    <message>
        <source>paydesk-cli: %1</source>
        <translation>paydesk-cli: %1</translation>
    </message>
    <message>
        <source>The resource is %1, not text: pass --out FILE to save it. Nothing was paid.</source>
        <translation>La ressource est de type %1, et non du texte&#xa0;: passez --out FILE pour l&apos;enregistrer. Rien n&apos;a été payé.</translation>
    </message>
    <message>
        <source>You already paid for this URL once; paying again needs a confirmation at a terminal (or in the app). Nobody was asked (no terminal); nothing was paid.</source>
        <translation>Vous avez déjà payé une fois pour cette URL&#xa0;; payer de nouveau nécessite une confirmation dans un terminal (ou dans l&apos;application). Personne n&apos;a été sollicité (pas de terminal)&#xa0;; rien n&apos;a été payé.</translation>
    </message>
    <message>
        <source>Automatic payments are frozen; confirm at a terminal or unfreeze them (&apos;paydesk-cli budget unfreeze&apos;). Nobody was asked (no terminal); nothing was paid.</source>
        <translation>Les paiements automatiques sont gelés&#xa0;; confirmez dans un terminal ou dégelez-les (&apos;paydesk-cli budget unfreeze&apos;). Personne n&apos;a été sollicité (pas de terminal)&#xa0;; rien n&apos;a été payé.</translation>
    </message>
    <message>
        <source>%1 --yes alone never pays above a cap: to approve this one payment from a script, add --max-amount %2 (or more); to let %3 take such prices, grant it a budget (&apos;paydesk-cli budget grant&apos;). Nothing was paid.</source>
        <translation>%1 --yes seul ne paie jamais au-delà d&apos;un plafond&#xa0;: pour approuver ce seul paiement depuis un script, ajoutez --max-amount %2 (ou plus)&#xa0;; pour permettre à %3 de demander de tels prix, accordez-lui un budget (&apos;paydesk-cli budget grant&apos;). Rien n&apos;a été payé.</translation>
    </message>
    <message>
        <source>Pay %1 once? [y/N] </source>
        <translation>Payer %1 une fois&#xa0;? [y/N] </translation>
    </message>
    <message>
        <source>give an amount and, for a token, its symbol: &quot;0.01 USDC&quot; or &quot;0.05&quot;.</source>
        <translation>indiquez un montant et, pour un jeton, son symbole&#xa0;: &quot;0.01 USDC&quot; ou &quot;0.05&quot;.</translation>
    </message>
    <message>
        <source>The seller refused an earlier payment for this URL (attempt %1); paying again needs a confirmation at a terminal (or in the app). Nobody was asked (no terminal); nothing was paid.</source>
        <translation>Le vendeur a refusé un paiement précédent pour cette URL (tentative %1)&#xa0;; payer à nouveau demande une confirmation dans un terminal (ou dans l&apos;application). Personne n&apos;a été sollicité (pas de terminal)&#xa0;; rien n&apos;a été payé.</translation>
    </message>
    <message>
        <source>Pass --from WALLET: a wallet whose key is in Paydesk pays without a payment service (&apos;paydesk-cli wallet list&apos; shows yours, &apos;wallet create&apos; makes one).</source>
        <translation>Indiquez --from WALLET : un portefeuille dont la clé est dans Paydesk paie sans service de paiement (&apos;paydesk-cli wallet list&apos; affiche les vôtres, &apos;wallet create&apos; en crée un).</translation>
    </message>
    <message>
        <source>Nobody was asked: paydesk-cli is not running at a terminal, so it cannot ask you to confirm %1. Nothing was paid. It is above your default caps: to pay it from a script, pass --yes with --max-amount (for example --yes --max-amount %2), or grant %3 a budget (&apos;paydesk-cli budget grant&apos;).</source>
        <translation>Personne n&apos;a été sollicité&#xa0;: paydesk-cli ne s&apos;exécute pas dans un terminal et ne peut donc pas vous demander de confirmer %1. Rien n&apos;a été payé. Ce montant dépasse vos plafonds par défaut&#xa0;: pour le payer depuis un script, passez --yes avec --max-amount (par exemple --yes --max-amount %2), ou accordez un budget à %3 (&apos;paydesk-cli budget grant&apos;).</translation>
    </message>
    <message>
        <source>Nobody was asked: paydesk-cli is not running at a terminal, so it cannot ask you to confirm %1. Nothing was paid. To pay from a script, pass --yes: it pays within your caps (add --max-amount %2 to refuse any higher price), or grant %3 a budget (&apos;paydesk-cli budget grant&apos;).</source>
        <translation>Personne n&apos;a été sollicité&#xa0;: paydesk-cli ne s&apos;exécute pas dans un terminal et ne peut donc pas vous demander de confirmer %1. Rien n&apos;a été payé. Pour payer depuis un script, passez --yes&#xa0;: il paie dans la limite de vos plafonds (ajoutez --max-amount %2 pour refuser tout prix plus élevé), ou accordez un budget à %3 (&apos;paydesk-cli budget grant&apos;).</translation>
    </message>
    <message>
        <source>--max-deposit takes an amount in --max-amount&apos;s asset (&quot;1 USDC&quot;).</source>
        <translation>--max-deposit prend un montant dans l&apos;actif de --max-amount (« 1 USDC »).</translation>
    </message>
    <message>
        <source>Nobody was asked: paying %1 first opens a payment channel with a deposit of %2 (refundable), and paydesk-cli is not running at a terminal to ask you. Nothing was paid. To approve it from a script, pass --yes with --max-deposit &quot;%2&quot; (a smaller deposit serves fewer requests).</source>
        <translation>Personne n&apos;a été consulté : payer %1 ouvre d&apos;abord un canal de paiement avec un dépôt de %2 (remboursable), et paydesk-cli ne tourne pas dans un terminal pour vous le demander. Rien n&apos;a été payé. Pour l&apos;approuver depuis un script, passez --yes avec --max-deposit « %2 » (un dépôt plus petit sert moins de requêtes).</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::CliLocalPayment</name>
    <message>
        <source>Earlier payment %1: %2</source>
        <translation>Paiement antérieur %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Signing and broadcasting through %1 ...</source>
        <translation>Signature et diffusion via %1 ...</translation>
    </message>
    <message>
        <source>Payment %1 is still not final; run &apos;paydesk-cli recover&apos; again when the RPC endpoint answers.</source>
        <translation>Le paiement %1 n&apos;est toujours pas définitif&#xa0;; relancez &apos;paydesk-cli recover&apos; quand le point de terminaison RPC répondra.</translation>
    </message>
    <message numerus="yes">
        <source>%n unfinished local payment(s) followed to a final state.</source>
        <translation>
            <numerusform>%n paiement local inachevé suivi jusqu&apos;à son état définitif.</numerusform>
            <numerusform>%n paiements locaux inachevés suivis jusqu&apos;à leur état définitif.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody was asked to approve this transaction: standard input is not a terminal. Nothing was built or signed. Pass --yes to sign without asking.</source>
        <translation>Personne n&apos;a été sollicité pour approuver cette transaction&#xa0;: l&apos;entrée standard n&apos;est pas un terminal. Rien n&apos;a été construit ni signé. Passez --yes pour signer sans demander.</translation>
    </message>
    <message>
        <source>Sign and send? [y/N] </source>
        <translation>Signer et envoyer&#xa0;? [y/N] </translation>
    </message>
    <message>
        <source>Co-sign and broadcast? [y/N] </source>
        <translation>Cosigner et diffuser&#xa0;? [y/N] </translation>
    </message>
    <message>
        <source>Name the wallet to pay from with --%1.</source>
        <translation>Indiquez le portefeuille qui paie avec --%1.</translation>
    </message>
    <message>
        <source>%1 is not a wallet address: give the Solana or EVM address of a wallet on this computer.</source>
        <translation>%1 n&apos;est pas une adresse de portefeuille : indiquez l&apos;adresse Solana ou EVM d&apos;un portefeuille de cet ordinateur.</translation>
    </message>
    <message>
        <source>Local payments from a %1 wallet are not supported by paydesk-cli; pay x402 sellers from it with &apos;paydesk-cli fetch --from&apos;.</source>
        <translation>paydesk-cli ne prend pas en charge les paiements locaux depuis un portefeuille %1 ; payez les vendeurs x402 depuis celui-ci avec &apos;paydesk-cli fetch --from&apos;.</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::CliMcp</name>
    <message>
        <source>paydesk-cli: error: %1</source>
        <translation>paydesk-cli: erreur&#xa0;: %1</translation>
    </message>
    <message>
        <source>paydesk-cli: %1</source>
        <translation>paydesk-cli: %1</translation>
    </message>
    <message>
        <source>paydesk-cli mcp: serving the agent %1</source>
        <translation>paydesk-cli mcp: serveur pour l&apos;agent %1</translation>
    </message>
    <message>
        <source>paydesk-cli mcp: %1</source>
        <translation>paydesk-cli mcp&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::CliPaidFetchRecovery</name>
    <message>
        <source>Paid fetch %1 of %2 (%3 from %4) closed as not paid: %5 Its budget is released.</source>
        <translation>Récupération payante %1 de %2 (%3 depuis %4) close comme non payée&#xa0;: %5 Son budget est libéré.</translation>
    </message>
    <message>
        <source>Paid fetch %1 of %2 (%3 from %4) stopped before its proof was stored, but the payment may have been made (%5). Check the wallet&apos;s history before paying for this URL again.</source>
        <translation>La récupération payante %1 de %2 (%3 depuis %4) s&apos;est arrêtée avant l&apos;enregistrement de sa preuve, mais le paiement a peut-être été effectué (%5). Vérifiez l&apos;historique du portefeuille avant de payer de nouveau pour cette URL.</translation>
    </message>
    <message>
        <source>through the service</source>
        <translation>via le service</translation>
    </message>
    <message>
        <source>a transaction Paydesk sends itself</source>
        <translation>une transaction que Paydesk envoie lui-même</translation>
    </message>
    <message>
        <source>Paid fetch %1 of %2 is being paid by another Paydesk process now.</source>
        <translation>La récupération payante %1 de %2 est en cours de paiement par un autre processus Paydesk.</translation>
    </message>
    <message>
        <source>run &apos;paydesk-cli fetch %1&apos; to receive it (the same proof is sent again; nothing is paid twice).</source>
        <translation>exécutez &apos;paydesk-cli fetch %1&apos; pour le recevoir (la même preuve est renvoyée&#xa0;; rien n&apos;est payé deux fois).</translation>
    </message>
    <message>
        <source>Paid fetch %1 of %2 (%3 from %4) was paid, but its content never reached you: %5</source>
        <translation>La récupération payante %1 de %2 (%3 depuis %4) a été payée, mais son contenu ne vous est jamais parvenu&#xa0;: %5</translation>
    </message>
    <message>
        <source>Paid fetch %1 of %2 (%3 from %4): its proof was signed and no answer from the seller was recorded, so whether it was paid is not known here (no node of its network to ask): %5</source>
        <translation>Récupération payante %1 de %2 (%3 depuis %4)&#xa0;: sa preuve a été signée et aucune réponse du vendeur n&apos;a été enregistrée, on ne sait donc pas ici si elle a été payée (aucun nœud de son réseau à interroger)&#xa0;: %5</translation>
    </message>
    <message>
        <source>Paid fetch %1 of %2 (%3 from %4) closed as not paid: the chain shows its proof unused and expired, so it can never move money (%5). Its budget is released.</source>
        <translation>Récupération payante %1 de %2 (%3 depuis %4) close comme non payée&#xa0;: la chaîne montre sa preuve inutilisée et expirée, elle ne pourra donc jamais déplacer d&apos;argent (%5). Son budget est libéré.</translation>
    </message>
    <message>
        <source>Paid fetch %1 of %2 (%3 from %4) was paid (the chain shows it), but its content never reached you: %5</source>
        <translation>La récupération payante %1 de %2 (%3 depuis %4) a été payée (la chaîne le montre), mais son contenu ne vous est jamais parvenu&#xa0;: %5</translation>
    </message>
    <message>
        <source>Paid fetch %1 of %2 (%3 from %4): its proof was signed and no answer from the seller was recorded. The chain does not show it settled, and it may still be until it expires: %5</source>
        <translation>Récupération payante %1 de %2 (%3 depuis %4)&#xa0;: sa preuve a été signée et aucune réponse du vendeur n&apos;a été enregistrée. La chaîne ne la montre pas réglée, et elle peut encore l&apos;être jusqu&apos;à son expiration&#xa0;: %5</translation>
    </message>
    <message>
        <source>Paid fetch %1 of %2 (%3 from %4): its proof was signed and no answer from the seller was recorded, and the chain could not be read (%5): %6</source>
        <translation>Récupération payante %1 de %2 (%3 depuis %4)&#xa0;: sa preuve a été signée et aucune réponse du vendeur n&apos;a été enregistrée, et la chaîne n&apos;a pas pu être lue (%5)&#xa0;: %6</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::CliPermit2</name>
    <message>
        <source>permit2 needs --from and an EVM wallet (0x and 40 hex digits).</source>
        <translation>permit2 nécessite --from et un portefeuille EVM (0x et 40 chiffres hexadécimaux).</translation>
    </message>
    <message>
        <source>No EVM node: pass --evm-rpc (a URL, or ethereum, base, base-sepolia, polygon, arbitrum-one, sandbox).</source>
        <translation>Aucun nœud EVM : indiquez --evm-rpc (une URL, ou ethereum, base, base-sepolia, polygon, arbitrum-one, sandbox).</translation>
    </message>
    <message>
        <source>permit2 %1 takes the token: a symbol (USDC) or its contract.</source>
        <translation>permit2 %1 attend le jeton : un symbole (USDC) ou son contrat.</translation>
    </message>
    <message>
        <source>permit2 approve takes an amount and a token, such as &quot;0.05 USDC&quot; (never unlimited; 0 revokes). %1</source>
        <translation>permit2 approve attend un montant et un jeton, comme &quot;0.05 USDC&quot; (jamais illimité ; 0 révoque). %1</translation>
    </message>
    <message>
        <source>Cannot read the chain id from %1: %2</source>
        <translation>Impossible de lire l&apos;identifiant de chaîne depuis %1 : %2</translation>
    </message>
    <message>
        <source>Permit2 (%1) may move %2 of %3 on %4.</source>
        <translation>Permit2 (%1) peut déplacer %2 de %3 sur %4.</translation>
    </message>
    <message>
        <source>Wallet %1 is not in Paydesk: import it first with &apos;paydesk-cli wallet import --chain evm&apos; (the approve is signed with your own key).</source>
        <translation>Le portefeuille %1 n&apos;est pas dans Paydesk : importez-le d&apos;abord avec &apos;paydesk-cli wallet import --chain evm&apos; (l&apos;approve est signé avec votre propre clé).</translation>
    </message>
    <message>
        <source>Nobody was asked to approve this transaction: standard input is not a terminal. Nothing was signed. Pass --yes to sign without asking.</source>
        <translation>Personne n&apos;a été invité à approuver cette transaction : l&apos;entrée standard n&apos;est pas un terminal. Rien n&apos;a été signé. Passez --yes pour signer sans demander.</translation>
    </message>
    <message>
        <source>--%1 takes an amount of ETH such as 0.002.</source>
        <translation>--%1 attend un montant en ETH, par exemple 0.002.</translation>
    </message>
    <message>
        <source>Checked against your node (%1):</source>
        <translation>Vérifié auprès de votre nœud (%1) :</translation>
    </message>
    <message>
        <source>Permit2 may move %1 now; after this, exactly %2 (not added to it).</source>
        <translation>Permit2 peut déplacer %1 maintenant ; ensuite, exactement %2 (sans s&apos;y ajouter).</translation>
    </message>
    <message>
        <source>Sign and send? [y/N] </source>
        <translation>Signer et envoyer&#xa0;? [y/N] </translation>
    </message>
</context>
<context>
    <name>paydesk::cli::CliProxy</name>
    <message>
        <source>paydesk-cli: error: %1</source>
        <translation>paydesk-cli: erreur&#xa0;: %1</translation>
    </message>
    <message>
        <source>--listen takes HOST:PORT on this computer, such as 127.0.0.1:8402.</source>
        <translation>--listen attend HOST:PORT sur cet ordinateur, par exemple 127.0.0.1:8402.</translation>
    </message>
    <message>
        <source>paydesk-cli: %1</source>
        <translation>paydesk-cli: %1</translation>
    </message>
    <message>
        <source>paydesk-cli: error: the proxy cannot listen on %1: %2</source>
        <translation>paydesk-cli: erreur&#xa0;: le proxy ne peut pas écouter sur %1&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <source>paydesk-cli proxy: stopping after %n request(s) under way</source>
        <translation>
            <numerusform>paydesk-cli proxy: arrêt après la fin de %n requête en cours</numerusform>
            <numerusform>paydesk-cli proxy: arrêt après la fin des %n requêtes en cours</numerusform>
        </translation>
    </message>
    <message>
        <source>paydesk-cli proxy: %1</source>
        <translation>paydesk-cli proxy&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::CliSolanaPayment</name>
    <message>
        <source>--local needs --rpc URL (or mainnet-beta, devnet, testnet, sandbox): the Solana RPC endpoint Paydesk broadcasts through.</source>
        <translation>--local nécessite --rpc URL (ou mainnet-beta, devnet, testnet, sandbox)&#xa0;: le point de terminaison RPC Solana par lequel Paydesk diffuse.</translation>
    </message>
    <message>
        <source>Wallet %1 is not in Paydesk: import it first with &apos;paydesk-cli wallet import&apos; (local mode signs with your own key).</source>
        <translation>Le portefeuille %1 n&apos;est pas dans Paydesk&#xa0;: importez-le d&apos;abord avec &apos;paydesk-cli wallet import&apos; (le mode local signe avec votre propre clé).</translation>
    </message>
    <message>
        <source>An earlier payment from %1 (%2) may still land; Paydesk will not sign a new one until it is resolved. Try again when the RPC endpoint answers.</source>
        <translation>Un paiement antérieur depuis %1 (%2) peut encore aboutir&#xa0;; Paydesk n&apos;en signera pas de nouveau tant qu&apos;il n&apos;est pas résolu. Réessayez quand le point de terminaison RPC répondra.</translation>
    </message>
    <message>
        <source>Checked the transaction built by the service (network %1, %2 s left):</source>
        <translation>Transaction construite par le service vérifiée (réseau %1, %2 s restantes)&#xa0;:</translation>
    </message>
    <message>
        <source>  Simulation: %1, %2 compute units</source>
        <translation>  Simulation&#xa0;: %1, %2 unités de calcul</translation>
    </message>
    <message>
        <source>fails (%1)</source>
        <translation>échoue (%1)</translation>
    </message>
    <message>
        <source>succeeds</source>
        <translation>réussit</translation>
    </message>
    <message>
        <source>Nothing was signed. To allow more for this payment pass --max-priority-fee; the saved limit is in the app&apos;s Settings.</source>
        <translation>Rien n’a été signé. Pour autoriser davantage pour ce paiement, passez --max-priority-fee ; la limite enregistrée se trouve dans les Réglages de l’application.</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::CliStatus</name>
    <message>
        <source>Paydesk has no record of payment %1 on this computer: it pays such payments itself, and &apos;paydesk-cli history WALLET&apos; lists them.</source>
        <translation>Paydesk n&apos;a aucune trace du paiement %1 sur cet ordinateur&#xa0;: il effectue lui-même ces paiements, et &apos;paydesk-cli history WALLET&apos; les liste.</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::CliUnsignedBuilds</name>
    <message>
        <source>No local-mode build is waiting unsigned.</source>
        <translation>Aucune transaction construite en mode local n&apos;attend de signature.</translation>
    </message>
    <message>
        <source>The history of %1 could not be read (%2): its unsigned builds are not listed.</source>
        <translation>L&apos;historique de %1 n&apos;a pas pu être lu (%2)&#xa0;: ses transactions construites non signées ne sont pas listées.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>an unknown amount</source>
        <translation>un montant inconnu</translation>
    </message>
    <message>
        <source>Build %1 (%2 to %3): not signed, nothing charged.</source>
        <translation>Transaction construite %1 (%2 vers %3)&#xa0;: non signée, rien n&apos;a été prélevé.</translation>
    </message>
    <message>
        <source>Build %1 (%2 to %3): not signed yet; it expires unsigned unless you sign it before its validity ends.</source>
        <translation>Transaction construite %1 (%2 vers %3)&#xa0;: pas encore signée&#xa0;; elle expirera sans signature si vous ne la signez pas avant la fin de sa validité.</translation>
    </message>
    <message>
        <source>No local-mode build is waiting unsigned in the histories that could be read.</source>
        <translation>Dans les historiques qui ont pu être lus, aucune construction du mode local n&apos;attend sans signature.</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::CliWalletCommands</name>
    <message>
        <source>--words must be 12 or 24.</source>
        <translation>--words doit valoir 12 ou 24.</translation>
    </message>
    <message>
        <source>Your recovery phrase (shown once: write it down, keep it offline; anyone who has it owns the wallet):</source>
        <translation>Votre phrase de récupération (affichée une seule fois&#xa0;: notez-la, conservez-la hors ligne&#xa0;; quiconque la possède détient le portefeuille)&#xa0;:</translation>
    </message>
    <message>
        <source>Backup check: word #%1? </source>
        <translation>Vérification de la sauvegarde&#xa0;: mot n°&#xa0;%1&#xa0;? </translation>
    </message>
    <message>
        <source>Word #%1 does not match: nothing was stored. Run &apos;wallet create&apos; again and write the new phrase down carefully.</source>
        <translation>Le mot n°&#xa0;%1 ne correspond pas&#xa0;: rien n&apos;a été enregistré. Exécutez de nouveau &apos;wallet create&apos; et notez soigneusement la nouvelle phrase.</translation>
    </message>
    <message>
        <source>created</source>
        <translation>créé</translation>
    </message>
    <message>
        <source>wallet import needs exactly one of --keypair-file FILE, --mnemonic-env NAME or --secret-key-env NAME.</source>
        <translation>wallet import nécessite exactement une option parmi --keypair-file FILE, --mnemonic-env NAME ou --secret-key-env NAME.</translation>
    </message>
    <message>
        <source>The environment variable %1 is not set or empty.</source>
        <translation>La variable d&apos;environnement %1 n&apos;est pas définie ou est vide.</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>importé</translation>
    </message>
    <message>
        <source>No wallets yet: &apos;wallet create&apos; or &apos;wallet import&apos;.</source>
        <translation>Aucun portefeuille pour l&apos;instant&#xa0;: &apos;wallet create&apos; ou &apos;wallet import&apos;.</translation>
    </message>
    <message>
        <source>wallet remove needs the wallet&apos;s address.</source>
        <translation>wallet remove nécessite l&apos;adresse du portefeuille.</translation>
    </message>
    <message>
        <source>There is no wallet %1 in Paydesk.</source>
        <translation>Il n&apos;y a pas de portefeuille %1 dans Paydesk.</translation>
    </message>
    <message>
        <source>Removing a wallet deletes its key: confirm with --yes.</source>
        <translation>Retirer un portefeuille supprime sa clé&#xa0;: confirmez avec --yes.</translation>
    </message>
    <message>
        <source>This deletes the key of %1 from the keychain. Without its recovery phrase or key file its funds are lost. Type the address to confirm: </source>
        <translation>Cette opération supprime la clé de %1 du trousseau. Sans sa phrase de récupération ni son fichier de clé, ses fonds sont perdus. Saisissez l&apos;adresse pour confirmer&#xa0;: </translation>
    </message>
    <message>
        <source>Not confirmed: nothing removed.</source>
        <translation>Non confirmé&#xa0;: rien n&apos;a été retiré.</translation>
    </message>
    <message>
        <source>Wallet %1 removed, and its key deleted from the keychain.</source>
        <translation>Portefeuille %1 retiré, et sa clé supprimée du trousseau.</translation>
    </message>
    <message>
        <source>wallet create asks three words of the new recovery phrase back, and standard input is not a terminal: nothing was created. Run it in a terminal, or pass --no-backup-check if you store the phrase another way (it is printed once).</source>
        <translation>wallet create redemande trois mots de la nouvelle phrase de récupération, et l&apos;entrée standard n&apos;est pas un terminal&#xa0;: rien n&apos;a été créé. Lancez la commande dans un terminal, ou passez --no-backup-check si vous conservez la phrase autrement (elle n&apos;est affichée qu&apos;une fois).</translation>
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
        <translation>--chain doit valoir solana ou evm.</translation>
    </message>
    <message>
        <source>--keystore-file holds an EVM key: add --chain evm.</source>
        <translation>--keystore-file contient une clé EVM&#xa0;: ajoutez --chain evm.</translation>
    </message>
    <message>
        <source>Wallet %1 (%2) %3; its key is in the OS keychain.</source>
        <translation>Portefeuille %1 (%2) %3&#xa0;; sa clé est dans le trousseau du système.</translation>
    </message>
    <message>
        <source>%1 Nothing of the new phrase was kept: run &apos;wallet create&apos; again.</source>
        <translation>%1 Rien de la nouvelle phrase n&apos;a été conservé&#xa0;: relancez «&#xa0;wallet create&#xa0;».</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>(balances not read: %1)</source>
        <translation>(soldes non lus&#xa0;: %1)</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::CliWatch</name>
    <message>
        <source>The service&apos;s events started again from scratch; read `history` for what happened meanwhile.</source>
        <translation>Les événements du service repartent de zéro&#xa0;; lisez `history` pour ce qui s’est passé entre-temps.</translation>
    </message>
    <message>
        <source>Events %1 to %2 are no longer kept by the service; read `history` for what happened meanwhile.</source>
        <translation>Le service ne garde plus les événements %1 à %2&#xa0;; lisez `history` pour ce qui s’est passé entre-temps.</translation>
    </message>
    <message>
        <source>Connecting to the service&apos;s live events; Ctrl-C ends.</source>
        <translation>Connexion aux événements en direct du service&#xa0;; Ctrl-C pour arrêter.</translation>
    </message>
    <message>
        <source>Live again: going on after event %1.</source>
        <translation>De nouveau en direct&#xa0;: reprise après l’événement %1.</translation>
    </message>
    <message>
        <source>Live: waiting for events.</source>
        <translation>En direct&#xa0;: en attente d’événements.</translation>
    </message>
    <message>
        <source>Connection lost; reconnecting...</source>
        <translation>Connexion perdue&#xa0;; reconnexion...</translation>
    </message>
    <message>
        <source>This service offers no live events (or refuses this key for them); trying again in 5 minutes. `history` and `status` still work.</source>
        <translation>Ce service n’offre pas d’événements en direct (ou pas pour cette clé)&#xa0;; nouvel essai dans 5 minutes. `history` et `status` fonctionnent toujours.</translation>
    </message>
    <message>
        <source>to %1 from %2</source>
        <translation>à %1 de %2</translation>
    </message>
    <message>
        <source>wallet %1</source>
        <translation>portefeuille %1</translation>
    </message>
    <message>
        <source>%1 is not a wallet address: %2</source>
        <translation>%1 n’est pas une adresse de portefeuille&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>paydesk::evm::ChannelRefund</name>
    <message>
        <source>The channel %1 is closed: nothing is left to refund.</source>
        <translation>Le canal %1 est fermé : il ne reste rien à rembourser.</translation>
    </message>
    <message>
        <source>Asking %1 for its channel terms…</source>
        <translation>Demande de ses conditions de canal à %1…</translation>
    </message>
    <message>
        <source>%1 did not ask for payment (%2), so no refund can be asked there; withdraw instead (paydesk-cli channel withdraw %3).</source>
        <translation>%1 n&apos;a pas demandé de paiement (%2) : aucun remboursement ne peut y être demandé ; retirez plutôt (paydesk-cli channel withdraw %3).</translation>
    </message>
    <message>
        <source>HTTP %1</source>
        <translation>HTTP %1</translation>
    </message>
    <message>
        <source>The seller at %1 no longer offers this channel&apos;s terms, so it cannot be asked for a refund; withdraw instead (paydesk-cli channel withdraw %2).</source>
        <translation>Le vendeur à %1 ne propose plus les conditions de ce canal : on ne peut pas lui demander de remboursement ; retirez plutôt (paydesk-cli channel withdraw %2).</translation>
    </message>
    <message>
        <source>The channel %1&apos;s journal is unusable (%2).</source>
        <translation>Le journal du canal %1 est inutilisable (%2).</translation>
    </message>
    <message>
        <source>Signing a zero-charge voucher for the refund…</source>
        <translation>Signature d&apos;un bon sans frais pour le remboursement…</translation>
    </message>
    <message>
        <source>Asking the seller for the refund…</source>
        <translation>Demande du remboursement au vendeur…</translation>
    </message>
    <message>
        <source>The seller did not refund (%1). Nothing was signed beyond a zero-charge voucher; withdraw instead (paydesk-cli channel withdraw %2).</source>
        <translation>Le vendeur n&apos;a pas remboursé (%1). Rien n&apos;a été signé hormis un bon sans frais ; retirez plutôt (paydesk-cli channel withdraw %2).</translation>
    </message>
    <message>
        <source>The seller&apos;s refund answer does not describe this channel (%1); check the channel on chain before trusting it.</source>
        <translation>La réponse de remboursement du vendeur ne décrit pas ce canal (%1) ; vérifiez le canal sur la chaîne avant de vous y fier.</translation>
    </message>
    <message>
        <source>another channel</source>
        <translation>un autre canal</translation>
    </message>
    <message>
        <source>%1 atomic units</source>
        <translation>%1 unités atomiques</translation>
    </message>
    <message>
        <source>Reading from the chain what the refund returned…</source>
        <translation>Lecture sur la chaîne de ce que le remboursement a rendu…</translation>
    </message>
    <message>
        <source>the chain could not say what it returned (%1)</source>
        <translation>la chaîne n&apos;a pas pu dire ce qui a été rendu (%1)</translation>
    </message>
    <message>
        <source>The seller says it refunded %1 (%2), but the chain shows nothing returned to your wallet; withdraw instead (paydesk-cli channel withdraw %3).</source>
        <translation>Le vendeur dit avoir remboursé %1 (%2), mais la chaîne ne montre rien de rendu à votre portefeuille ; retirez plutôt (paydesk-cli channel withdraw %3).</translation>
    </message>
    <message>
        <source>the seller said %1, the chain shows %2 returned</source>
        <translation>le vendeur a dit %1, la chaîne montre %2 rendus</translation>
    </message>
    <message>
        <source>refunded %1 by %2</source>
        <translation>%1 remboursés par %2</translation>
    </message>
    <message>
        <source>The seller refunded %1 (%2); the channel is empty and closed.</source>
        <translation>Le vendeur a remboursé %1 (%2) ; le canal est vide et fermé.</translation>
    </message>
    <message>
        <source>The seller refunded %1 (%2); %3 stays in the channel.</source>
        <translation>Le vendeur a remboursé %1 (%2) ; %3 reste dans le canal.</translation>
    </message>
    <message>
        <source>%1 Note: %2.</source>
        <translation>%1 Note : %2.</translation>
    </message>
</context>
<context>
    <name>paydesk::evm::ChannelWithdrawal</name>
    <message>
        <source>the withdrawal&apos;s finish</source>
        <translation>la fin du retrait</translation>
    </message>
    <message>
        <source>the withdrawal</source>
        <translation>le retrait</translation>
    </message>
    <message>
        <source>%1 atomic units</source>
        <translation>%1 unités atomiques</translation>
    </message>
    <message>
        <source>finalizeWithdraw(channel %1) on x402BatchSettlement %2</source>
        <translation>finalizeWithdraw(canal %1) sur x402BatchSettlement %2</translation>
    </message>
    <message>
        <source>initiateWithdraw(channel %1, %2) on x402BatchSettlement %3</source>
        <translation>initiateWithdraw(canal %1, %2) sur x402BatchSettlement %3</translation>
    </message>
    <message>
        <source>The channel %1&apos;s journaled config is unusable (%2); nothing was signed.</source>
        <translation>La configuration journalisée du canal %1 est inutilisable (%2) ; rien n&apos;a été signé.</translation>
    </message>
    <message>
        <source>The channel %1 is not a channel on %2; nothing was signed.</source>
        <translation>Le canal %1 n&apos;est pas un canal sur %2 ; rien n&apos;a été signé.</translation>
    </message>
    <message>
        <source>an unreadable answer</source>
        <translation>une réponse illisible</translation>
    </message>
    <message>
        <source>the channel&apos;s state could not be read from your EVM node (%1)</source>
        <translation>l&apos;état du canal n&apos;a pas pu être lu sur votre nœud EVM (%1)</translation>
    </message>
    <message>
        <source>the channel %1 holds nothing unclaimed to withdraw</source>
        <translation>le canal %1 ne contient rien de non réclamé à retirer</translation>
    </message>
    <message>
        <source>the withdrawal from channel %1 is under way and can be finished from %2 (the seller may claim its vouchers until then)</source>
        <translation>le retrait du canal %1 est en cours et pourra être terminé à partir de %2 (le vendeur peut réclamer ses bons jusque-là)</translation>
    </message>
    <message>
        <source>withdrawn by %1</source>
        <translation>retiré par %1</translation>
    </message>
    <message>
        <source>The withdrawal finished (%1): what the seller had not claimed, at most %2, is back in %3.</source>
        <translation>Le retrait est terminé (%1) : ce que le vendeur n&apos;avait pas réclamé, au plus %2, est de retour dans %3.</translation>
    </message>
    <message>
        <source>withdrawal started by %1</source>
        <translation>retrait commencé par %1</translation>
    </message>
    <message>
        <source>a withdrawal is under way</source>
        <translation>un retrait est en cours</translation>
    </message>
    <message>
        <source>The withdrawal started (%1). The seller may claim its vouchers until %2; then run the withdrawal again to finish it.</source>
        <translation>Le retrait a commencé (%1). Le vendeur peut réclamer ses bons jusqu&apos;à %2 ; relancez ensuite le retrait pour le terminer.</translation>
    </message>
</context>
<context>
    <name>paydesk::evm::EvmBroadcastTracker</name>
    <message>
        <source>Stopped following the payment before it was final; it stays in the journal and is followed again on the next start.</source>
        <translation>Suivi du paiement interrompu avant qu&apos;il ne soit définitif&#xa0;; il reste dans le journal et sera de nouveau suivi au prochain démarrage.</translation>
    </message>
    <message>
        <source>The node answered with another transaction hash (%1); Paydesk follows the hash of the signed bytes.</source>
        <translation>Le nœud a répondu avec un autre hash de transaction (%1)&#xa0;; Paydesk suit le hash des octets signés.</translation>
    </message>
    <message>
        <source>the journal names no EVM wallet</source>
        <translation>le journal ne désigne aucun portefeuille EVM</translation>
    </message>
    <message>
        <source>The node sent an unreadable nonce.</source>
        <translation>Le nœud a envoyé un nonce illisible.</translation>
    </message>
    <message>
        <source>The node sent an unreadable receipt.</source>
        <translation>Le nœud a envoyé un reçu de transaction illisible.</translation>
    </message>
    <message numerus="yes">
        <source>Waiting for a block to include it (nonce %1, %n s since it was sent).</source>
        <translation>
            <numerusform>En attente d&apos;un bloc qui l&apos;inclue (nonce %1, envoyée il y a %n s).</numerusform>
            <numerusform>En attente d&apos;un bloc qui l&apos;inclue (nonce %1, envoyée il y a %n s).</numerusform>
        </translation>
    </message>
    <message>
        <source>The journal could not record the outcome: %1</source>
        <translation>Le journal n&apos;a pas pu enregistrer l&apos;issue&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>paydesk::evm::EvmContractCall</name>
    <message>
        <source>%1 from %2 on %3; network fee at most %4 ETH (nonce %5, gas limit %6).</source>
        <translation>%1 depuis %2 sur %3 ; frais de réseau d&apos;au plus %4 ETH (nonce %5, limite de gaz %6).</translation>
    </message>
    <message>
        <source>%1 is not an EVM wallet (0x and 40 hex digits); nothing was signed.</source>
        <translation>%1 n&apos;est pas un portefeuille EVM (0x et 40 chiffres hexadécimaux) ; rien n&apos;a été signé.</translation>
    </message>
    <message>
        <source>Cannot read the chain id from your EVM node (%1): %2. Nothing was signed.</source>
        <translation>Impossible de lire l&apos;identifiant de chaîne sur votre nœud EVM (%1) : %2. Rien n&apos;a été signé.</translation>
    </message>
    <message>
        <source>unreadable answer</source>
        <translation>réponse illisible</translation>
    </message>
    <message>
        <source>Your EVM node (%1) is on %2, not on %3: set the node of that network; nothing was signed.</source>
        <translation>Votre nœud EVM (%1) est sur %2, pas sur %3 : définissez le nœud de ce réseau ; rien n&apos;a été signé.</translation>
    </message>
    <message>
        <source>An earlier transaction from this wallet (nonce %1, %2) can still land. Paydesk signs nothing else on %3 until it is final: wait for it, or speed it up or cancel it; nothing was signed.</source>
        <translation>Une transaction antérieure de ce portefeuille (nonce %1, %2) peut encore aboutir. Paydesk ne signe rien d&apos;autre sur %3 tant qu&apos;elle n&apos;est pas définitive : attendez-la, accélérez-la ou annulez-la ; rien n&apos;a été signé.</translation>
    </message>
    <message>
        <source>no nonce</source>
        <translation>pas de nonce</translation>
    </message>
    <message>
        <source>no fee history</source>
        <translation>pas d&apos;historique des frais</translation>
    </message>
    <message>
        <source>no gas estimate for %1</source>
        <translation>pas d&apos;estimation de gaz pour %1</translation>
    </message>
    <message>
        <source>Cannot prepare %1 through your EVM node (%2): %3. Nothing was signed.</source>
        <translation>Impossible de préparer %1 via votre nœud EVM (%2) : %3. Rien n&apos;a été signé.</translation>
    </message>
    <message>
        <source>%1; nothing was signed.</source>
        <translation>%1 ; rien n&apos;a été signé.</translation>
    </message>
    <message>
        <source>%1 Nothing was signed.</source>
        <translation>%1 Rien n&apos;a été signé.</translation>
    </message>
    <message>
        <source>You declined %1; nothing was signed.</source>
        <translation>Vous avez refusé %1 ; rien n&apos;a été signé.</translation>
    </message>
    <message>
        <source>Paydesk could not sign %1 (%2); nothing was sent.</source>
        <translation>Paydesk n&apos;a pas pu signer %1 (%2) ; rien n&apos;a été envoyé.</translation>
    </message>
    <message>
        <source>wrong key</source>
        <translation>clé incorrecte</translation>
    </message>
    <message>
        <source>The payment journal could not be written (%1), so %2 was not sent.</source>
        <translation>Le journal des paiements n&apos;a pas pu être écrit (%1) : %2 n&apos;a donc pas été envoyé.</translation>
    </message>
    <message>
        <source>Not in a block yet: %1 can still land until its nonce is used. Paydesk keeps following it, and you can speed it up or cancel it.</source>
        <translation>Pas encore dans un bloc : %1 peut encore aboutir tant que son nonce n&apos;est pas utilisé. Paydesk continue de le suivre, et vous pouvez l&apos;accélérer ou l&apos;annuler.</translation>
    </message>
</context>
<context>
    <name>paydesk::evm::EvmHealthCheck</name>
    <message>
        <source>The RPC endpoint sent no chain id.</source>
        <translation>Le point de terminaison RPC n&apos;a renvoyé aucun identifiant de chaîne.</translation>
    </message>
    <message>
        <source>This node is on chain %1, not on chain %2 of the network you chose. Paydesk would read wrong balances and sign for the wrong chain through it.</source>
        <translation>Ce nœud est sur la chaîne %1, et non sur la chaîne %2 du réseau choisi. Par son intermédiaire, Paydesk lirait des soldes erronés et signerait pour la mauvaise chaîne.</translation>
    </message>
    <message>
        <source>The RPC endpoint sent no block number.</source>
        <translation>Le point de terminaison RPC n&apos;a renvoyé aucun numéro de bloc.</translation>
    </message>
</context>
<context>
    <name>paydesk::evm::EvmPaymentFlow</name>
    <message>
        <source>Both the wallet and the recipient must be EVM addresses (0x and 40 hex digits).</source>
        <translation>Le portefeuille et le destinataire doivent tous deux être des adresses EVM (0x et 40 chiffres hexadécimaux).</translation>
    </message>
    <message>
        <source>its network &quot;%1&quot; is not an EVM chain (eip155:&lt;chain id&gt;)</source>
        <translation>son réseau «&#xa0;%1&#xa0;» n&apos;est pas une chaîne EVM (eip155:&lt;id de chaîne&gt;)</translation>
    </message>
    <message>
        <source>The service sent a transaction Paydesk cannot read (%1); it was not signed.</source>
        <translation>Le service a envoyé une transaction que Paydesk ne peut pas lire (%1)&#xa0;; elle n&apos;a pas été signée.</translation>
    </message>
    <message>
        <source>An earlier payment from this wallet (nonce %1, %2) can still land. Paydesk signs no other payment on %3 until it is final: wait for it, or speed it up or cancel it; nothing was signed.</source>
        <translation>Un paiement antérieur depuis ce portefeuille (nonce %1, %2) peut encore aboutir. Paydesk ne signe aucun autre paiement sur %3 tant qu&apos;il n&apos;est pas définitif&#xa0;: attendez-le, ou accélérez-le ou annulez-le&#xa0;; rien n&apos;a été signé.</translation>
    </message>
    <message>
        <source>no chain id</source>
        <translation>aucun id de chaîne</translation>
    </message>
    <message>
        <source>no nonce</source>
        <translation>aucun nonce</translation>
    </message>
    <message>
        <source>no code answer</source>
        <translation>aucune réponse pour le code</translation>
    </message>
    <message>
        <source>no fee history</source>
        <translation>aucun historique des frais</translation>
    </message>
    <message>
        <source>Cannot check the transaction against your EVM node (%1): %2. Nothing was signed.</source>
        <translation>Impossible de vérifier la transaction auprès de votre nœud EVM (%1)&#xa0;: %2. Rien n&apos;a été signé.</translation>
    </message>
    <message>
        <source>The service built this payment for %1, but your node (%2) is on chain %3. Set the node for that network in Settings; nothing was signed.</source>
        <translation>Le service a construit ce paiement pour %1, mais votre nœud (%2) est sur la chaîne %3. Définissez le nœud de ce réseau dans les Paramètres&#xa0;; rien n&apos;a été signé.</translation>
    </message>
    <message>
        <source>The recipient is a contract, and your node cannot estimate the gas of a transfer to it (%1); nothing was signed.</source>
        <translation>Le destinataire est un contrat, et votre nœud ne peut pas estimer le gaz d&apos;un transfert vers lui (%1)&#xa0;; rien n&apos;a été signé.</translation>
    </message>
    <message>
        <source>unreadable answer</source>
        <translation>réponse illisible</translation>
    </message>
    <message>
        <source>The transfer succeeds in a simulation on your node.</source>
        <translation>Le transfert réussit lors d&apos;une simulation sur votre nœud.</translation>
    </message>
    <message>
        <source>The transfer fails in a simulation on your node: %1</source>
        <translation>Le transfert échoue lors d&apos;une simulation sur votre nœud&#xa0;: %1</translation>
    </message>
    <message>
        <source>Simulation unavailable: %1</source>
        <translation>Simulation indisponible&#xa0;: %1</translation>
    </message>
    <message>
        <source>You declined this transaction; nothing was signed.</source>
        <translation>Vous avez décliné cette transaction&#xa0;; rien n&apos;a été signé.</translation>
    </message>
    <message>
        <source>The transaction could not be signed (%1); nothing was sent.</source>
        <translation>La transaction n&apos;a pas pu être signée (%1)&#xa0;; rien n&apos;a été envoyé.</translation>
    </message>
    <message>
        <source>wrong key</source>
        <translation>clé incorrecte</translation>
    </message>
    <message>
        <source>The payment journal could not be written (%1), so the transaction was not sent.</source>
        <translation>Impossible d&apos;écrire dans le journal des paiements (%1)&#xa0;: la transaction n&apos;a donc pas été envoyée.</translation>
    </message>
    <message>
        <source>The payment is not in a block yet. It can still land until its nonce is used: Paydesk keeps following it, and you can speed it up or cancel it.</source>
        <translation>Le paiement n&apos;est pas encore dans un bloc. Il peut encore aboutir tant que son nonce n&apos;est pas utilisé&#xa0;: Paydesk continue de le suivre, et vous pouvez l&apos;accélérer ou l&apos;annuler.</translation>
    </message>
</context>
<context>
    <name>paydesk::evm::EvmReplacement</name>
    <message>
        <source>Only an EVM payment that still waits for a block can be sped up or cancelled.</source>
        <translation>Seul un paiement EVM qui attend encore un bloc peut être accéléré ou annulé.</translation>
    </message>
    <message>
        <source>The journaled transaction cannot be read; nothing was signed.</source>
        <translation>La transaction inscrite au journal est illisible&#xa0;; rien n&apos;a été signé.</translation>
    </message>
    <message>
        <source>Cannot read the wallet&apos;s nonce from your node: %1</source>
        <translation>Impossible de lire le nonce du portefeuille depuis votre nœud&#xa0;: %1</translation>
    </message>
    <message>
        <source>unreadable answer</source>
        <translation>réponse illisible</translation>
    </message>
    <message>
        <source>Nonce %1 is already used: the payment landed or was replaced. Paydesk settles it from its receipt; nothing was signed.</source>
        <translation>Le nonce %1 est déjà utilisé&#xa0;: le paiement a abouti ou a été remplacé. Paydesk en établit l&apos;issue d&apos;après son reçu&#xa0;; rien n&apos;a été signé.</translation>
    </message>
    <message>
        <source>Cannot read the fees from your node: %1</source>
        <translation>Impossible de lire les frais depuis votre nœud&#xa0;: %1</translation>
    </message>
    <message>
        <source>The fees of this transaction cannot be raised.</source>
        <translation>Les frais de cette transaction ne peuvent pas être augmentés.</translation>
    </message>
    <message>
        <source>%1 Nothing was signed; the first transaction still waits.</source>
        <translation>%1 Rien n&apos;a été signé&#xa0;; la première transaction attend toujours.</translation>
    </message>
    <message>
        <source>You kept the first transaction; nothing was signed.</source>
        <translation>Vous avez conservé la première transaction&#xa0;; rien n&apos;a été signé.</translation>
    </message>
    <message>
        <source>The replacement could not be signed (%1); nothing was sent.</source>
        <translation>Le remplacement n&apos;a pas pu être signé (%1)&#xa0;; rien n&apos;a été envoyé.</translation>
    </message>
    <message>
        <source>wrong key</source>
        <translation>clé incorrecte</translation>
    </message>
    <message>
        <source>The payment journal could not be written (%1), so the replacement was not sent.</source>
        <translation>Impossible d&apos;écrire dans le journal des paiements (%1)&#xa0;: le remplacement n&apos;a donc pas été envoyé.</translation>
    </message>
</context>
<context>
    <name>paydesk::evm::Permit2Approval</name>
    <message>
        <source>%1 is not a token Paydesk knows on %2. Add its contract first (paydesk-cli token add, or the Tokens box of the Pay page)</source>
        <translation>%1 n&apos;est pas un jeton que Paydesk connaît sur %2. Ajoutez d&apos;abord son contrat (paydesk-cli token add, ou le cadre Jetons de la page Payer)</translation>
    </message>
    <message>
        <source>approve(Permit2 %1, %2) on %3 %4</source>
        <translation>approve(Permit2 %1, %2) sur %3 %4</translation>
    </message>
    <message>
        <source>%1; nothing was signed.</source>
        <translation>%1 ; rien n&apos;a été signé.</translation>
    </message>
    <message>
        <source>%1 has %2 decimals; %3 has more. Nothing was signed.</source>
        <translation>%1 a %2 décimales ; %3 en a plus. Rien n&apos;a été signé.</translation>
    </message>
    <message>
        <source>The approve landed (%1); the allowance could not be read again: %2</source>
        <translation>L&apos;approve a abouti (%1) ; l&apos;autorisation n&apos;a pas pu être relue : %2</translation>
    </message>
    <message>
        <source>The approve landed (%1): Permit2 may now move %2 of %3.</source>
        <translation>L&apos;approve a abouti (%1) : Permit2 peut maintenant déplacer %2 de %3.</translation>
    </message>
    <message>
        <source>the approve</source>
        <translation>l&apos;approbation</translation>
    </message>
    <message>
        <source>Permit2 may already move exactly %1 of %2</source>
        <translation>Permit2 peut déjà déplacer exactement %1 de %2</translation>
    </message>
</context>
<context>
    <name>paydesk::solana::BroadcastTracker</name>
    <message>
        <source>Confirmed in slot %1.</source>
        <translation>Confirmé dans le slot %1.</translation>
    </message>
    <message>
        <source>The transaction landed but failed (%1): the network fee was charged, the payment was not made.</source>
        <translation>La transaction a été inscrite mais a échoué (%1)&#xa0;: les frais de réseau ont été prélevés, le paiement n&apos;a pas été effectué.</translation>
    </message>
    <message>
        <source>Expired, nothing was charged.</source>
        <translation>Expiré, rien n&apos;a été prélevé.</translation>
    </message>
    <message>
        <source>The RPC node refused the transaction (%1): it was never broadcast, nothing was charged.</source>
        <translation>Le nœud RPC a refusé la transaction (%1)&#xa0;: elle n&apos;a jamais été diffusée, rien n&apos;a été prélevé.</translation>
    </message>
    <message>
        <source>Waiting for confirmation.</source>
        <translation>En attente de confirmation.</translation>
    </message>
    <message>
        <source>Stopped following the payment before it was final; it stays in the journal and is followed again on the next start.</source>
        <translation>Suivi du paiement interrompu avant qu&apos;il ne soit définitif&#xa0;; il reste dans le journal et sera de nouveau suivi au prochain démarrage.</translation>
    </message>
    <message>
        <source>The RPC endpoint sent no block height.</source>
        <translation>Le point de terminaison RPC n&apos;a renvoyé aucune hauteur de bloc.</translation>
    </message>
    <message>
        <source>The RPC endpoint sent an unreadable status.</source>
        <translation>Le point de terminaison RPC a renvoyé un statut illisible.</translation>
    </message>
    <message>
        <source>Waiting for confirmation (block height %1, valid until %2).</source>
        <translation>En attente de confirmation (hauteur de bloc %1, valide jusqu&apos;à %2).</translation>
    </message>
    <message>
        <source>The journal could not record the outcome: %1</source>
        <translation>Le journal n&apos;a pas pu enregistrer l&apos;issue&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>paydesk::solana::RpcHealthCheck</name>
    <message>
        <source>The RPC endpoint reports that it is not healthy: %1</source>
        <translation>Le point de terminaison RPC signale qu&apos;il n&apos;est pas opérationnel&#xa0;: %1</translation>
    </message>
    <message>
        <source>The RPC endpoint sent no block height.</source>
        <translation>Le point de terminaison RPC n&apos;a renvoyé aucune hauteur de bloc.</translation>
    </message>
</context>
<context>
    <name>paydesk::solana::SolanaPaymentFlow</name>
    <message>
        <source>The service sent a transaction Paydesk cannot read (%1); it was not signed.</source>
        <translation>Le service a envoyé une transaction que Paydesk ne peut pas lire (%1)&#xa0;; elle n&apos;a pas été signée.</translation>
    </message>
    <message>
        <source>The service says the payment %1 is settled, but the RPC endpoint does not show it confirmed: %2</source>
        <translation>Le service indique que le paiement %1 est réglé, mais le point de terminaison RPC ne le montre pas comme confirmé&#xa0;: %2</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>introuvable</translation>
    </message>
    <message>
        <source>The buyer&apos;s payment is already confirmed on chain (slot %1); nothing to co-sign.</source>
        <translation>Le paiement de l&apos;acheteur est déjà confirmé sur la chaîne (slot %1)&#xa0;; rien à cosigner.</translation>
    </message>
    <message>
        <source>Cannot check the transaction against the network: %1</source>
        <translation>Impossible de vérifier la transaction auprès du réseau&#xa0;: %1</translation>
    </message>
    <message>
        <source>no block height</source>
        <translation>aucune hauteur de bloc</translation>
    </message>
    <message>
        <source>Simulation unavailable: %1</source>
        <translation>Simulation indisponible&#xa0;: %1</translation>
    </message>
    <message>
        <source>You declined this transaction; nothing was signed.</source>
        <translation>Vous avez décliné cette transaction&#xa0;; rien n&apos;a été signé.</translation>
    </message>
    <message>
        <source>The transaction could not be signed completely (%1); nothing was sent.</source>
        <translation>La transaction n&apos;a pas pu être entièrement signée (%1)&#xa0;; rien n&apos;a été envoyé.</translation>
    </message>
    <message>
        <source>wrong key</source>
        <translation>clé incorrecte</translation>
    </message>
    <message>
        <source>The payment journal could not be written (%1), so the transaction was not sent.</source>
        <translation>Impossible d&apos;écrire dans le journal des paiements (%1)&#xa0;: la transaction n&apos;a donc pas été envoyée.</translation>
    </message>
    <message>
        <source>The payment is not final yet; Paydesk keeps it in its journal and follows it again on the next start.</source>
        <translation>Le paiement n&apos;est pas encore définitif&#xa0;; Paydesk le conserve dans son journal et le suivra de nouveau au prochain démarrage.</translation>
    </message>
    <message>
        <source>Cannot read the latest block from the network: %1</source>
        <translation>Impossible de lire le dernier bloc du réseau&#xa0;: %1</translation>
    </message>
    <message>
        <source>malformed answer</source>
        <translation>réponse mal formée</translation>
    </message>
    <message>
        <source>Paydesk refuses to sign this payment: %1</source>
        <translation>Paydesk refuse de signer ce paiement&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::AgentApprovalDialog</name>
    <message>
        <source>An agent asks to pay</source>
        <translation>Un agent demande à payer</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; asks to pay %2 %3.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; demande à payer %2 %3.</translation>
    </message>
    <message>
        <source>Site:</source>
        <translation>Site&#xa0;:</translation>
    </message>
    <message>
        <source>Resource:</source>
        <translation>Ressource&#xa0;:</translation>
    </message>
    <message>
        <source>Price:</source>
        <translation>Prix&#xa0;:</translation>
    </message>
    <message>
        <source>%1 %2 on %3</source>
        <translation>%1 %2 sur %3</translation>
    </message>
    <message>
        <source>Pays to:</source>
        <translation>Destinataire&#xa0;:</translation>
    </message>
    <message>
        <source>Budget left today:</source>
        <translation>Budget restant aujourd&apos;hui&#xa0;:</translation>
    </message>
    <message>
        <source>%1 of %2 %3</source>
        <translation>%1 sur %2 %3</translation>
    </message>
    <message>
        <source>Why you are asked:</source>
        <translation>Pourquoi cette demande&#xa0;:</translation>
    </message>
    <message>
        <source>Approve &amp;once</source>
        <translation>Approuver une &amp;fois</translation>
    </message>
    <message>
        <source>&amp;Always for this site</source>
        <translation>&amp;Toujours pour ce site</translation>
    </message>
    <message>
        <source>Approve this payment and let %1 pay %2 without asking, within its budget.</source>
        <translation>Approuver ce paiement et laisser %1 payer %2 sans demander, dans la limite de son budget.</translation>
    </message>
    <message>
        <source>&amp;Decline</source>
        <translation>&amp;Décliner</translation>
    </message>
    <message numerus="yes">
        <source>The agent waits %n more second(s); then the payment is declined.</source>
        <translation>
            <numerusform>L&apos;agent attend encore %n seconde&#xa0;; ensuite, le paiement sera décliné.</numerusform>
            <numerusform>L&apos;agent attend encore %n secondes&#xa0;; ensuite, le paiement sera décliné.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paydesk::ui::AgentApprovalPresenter</name>
    <message>
        <source>%1 asks to pay %2 %3</source>
        <translation>%1 demande à payer %2 %3</translation>
    </message>
    <message>
        <source>To %1. Approve or decline it in Paydesk.</source>
        <translation>À %1. Approuvez-le ou déclinez-le dans Paydesk.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::AgentEditor</name>
    <message>
        <source>%1 on %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>for example 1</source>
        <translation>par exemple 1</translation>
    </message>
    <message>
        <source>for example 0.05</source>
        <translation>par exemple 0.05</translation>
    </message>
    <message>
        <source>A payment above this, to a site not on its list, or one that would leave less than a tenth of the day&apos;s budget waits for your approval.</source>
        <translation>Un paiement supérieur à ce montant, vers un site absent de sa liste, ou qui laisserait moins d&apos;un dixième du budget du jour attend votre approbation.</translation>
    </message>
    <message>
        <source>&amp;Asset:</source>
        <translation>A&amp;ctif&#xa0;:</translation>
    </message>
    <message>
        <source>Budget per &amp;day:</source>
        <translation>Budget par &amp;jour&#xa0;:</translation>
    </message>
    <message>
        <source>Pays &amp;without asking up to:</source>
        <translation>Paie &amp;sans demander jusqu&apos;à&#xa0;:</translation>
    </message>
    <message>
        <source>Save &amp;budget</source>
        <translation>Enregistrer le &amp;budget</translation>
    </message>
    <message>
        <source>No budget in this asset</source>
        <translation>Aucun budget dans cet actif</translation>
    </message>
    <message>
        <source>Sites it pays without asking (within its budget):</source>
        <translation>Sites qu&apos;il paie sans demander (dans la limite de son budget)&#xa0;:</translation>
    </message>
    <message>
        <source>Site to allow</source>
        <translation>Site à autoriser</translation>
    </message>
    <message>
        <source>A&amp;llow site</source>
        <translation>A&amp;utoriser le site</translation>
    </message>
    <message>
        <source>Remove site</source>
        <translation>Retirer le site</translation>
    </message>
    <message>
        <source>&amp;Paused: it pays nothing until you clear this</source>
        <translation>En &amp;pause&#xa0;: il ne paie rien tant que vous ne décochez pas cette case</translation>
    </message>
    <message>
        <source>Its last payments:</source>
        <translation>Ses derniers paiements&#xa0;:</translation>
    </message>
    <message>
        <source>Show &amp;token…</source>
        <translation>&amp;Afficher le jeton d&apos;accès…</translation>
    </message>
    <message>
        <source>&amp;Remove agent…</source>
        <translation>Supp&amp;rimer l&apos;agent…</translation>
    </message>
    <message>
        <source>Select an agent above</source>
        <translation>Sélectionnez un agent ci-dessus</translation>
    </message>
    <message>
        <source>Agent %1</source>
        <translation>Agent %1</translation>
    </message>
    <message>
        <source>No payments yet.</source>
        <translation>Aucun paiement pour l&apos;instant.</translation>
    </message>
    <message>
        <source>No budget in this asset: the agent cannot pay in it.</source>
        <translation>Aucun budget dans cet actif&#xa0;: l&apos;agent ne peut pas payer dans cet actif.</translation>
    </message>
    <message>
        <source>Spent in the last 24 hours: %1</source>
        <translation>Dépensé au cours des dernières 24 heures&#xa0;: %1</translation>
    </message>
    <message>
        <source>Type the site&apos;s address, such as https://api.example.com.</source>
        <translation>Saisissez l&apos;adresse du site, par exemple https://api.example.com.</translation>
    </message>
    <message>
        <source>Beyond the day:</source>
        <translation>Au-delà du jour&#xa0;:</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::AgentsPage</name>
    <message>
        <source>Agents</source>
        <translation>Agents</translation>
    </message>
    <message>
        <source>AI agents and scripts on this computer pay through Paydesk, from your wallets, within the budgets you give each of them here. They never see a key. A payment above an agent&apos;s limit or to a new site waits for your approval.</source>
        <translation>Les agents d&apos;IA et les scripts de cet ordinateur paient via Paydesk, depuis vos portefeuilles, dans la limite des budgets que vous accordez ici à chacun d&apos;eux. Ils ne voient jamais aucune clé. Un paiement au-delà de la limite d&apos;un agent ou vers un nouveau site attend votre approbation.</translation>
    </message>
    <message>
        <source>Payments are frozen: no agent can pay until you unfreeze them (in the tray menu or in Settings).</source>
        <translation>Les paiements sont gelés&#xa0;: aucun agent ne peut payer tant que vous ne les dégelez pas (dans le menu de la zone de notification ou dans les Paramètres).</translation>
    </message>
    <message>
        <source>A name for the agent, such as Research assistant</source>
        <translation>Un nom pour l&apos;agent, par exemple Assistant de recherche</translation>
    </message>
    <message>
        <source>New agent&apos;s name</source>
        <translation>Nom du nouvel agent</translation>
    </message>
    <message>
        <source>&amp;Add agent</source>
        <translation>&amp;Ajouter un agent</translation>
    </message>
    <message>
        <source>Agent token</source>
        <translation>Jeton d&apos;accès de l&apos;agent</translation>
    </message>
    <message>
        <source>MCP configuration</source>
        <translation>Configuration MCP</translation>
    </message>
    <message>
        <source>No agents yet. Add one, give it a budget, then give it its token.</source>
        <translation>Aucun agent pour l&apos;instant. Ajoutez-en un, accordez-lui un budget, puis donnez-lui son jeton d&apos;accès.</translation>
    </message>
    <message>
        <source>The token of %1. Give it to the agent only: whoever has it spends from %1&apos;s budget. For an MCP client, add this server to its configuration; any other program sends its requests through &apos;paydesk-cli proxy&apos; with the header Proxy-Authorization: Bearer and the token.</source>
        <translation>Le jeton d&apos;accès de %1. Ne le donnez qu&apos;à cet agent&#xa0;: quiconque le détient dépense sur le budget de %1. Pour un client MCP, ajoutez ce serveur à sa configuration&#xa0;; tout autre programme envoie ses requêtes via &apos;paydesk-cli proxy&apos; avec l&apos;en-tête Proxy-Authorization: Bearer et le jeton.</translation>
    </message>
    <message>
        <source>Remove agent</source>
        <translation>Supprimer l&apos;agent</translation>
    </message>
    <message>
        <source>Remove %1?</source>
        <translation>Supprimer %1&#xa0;?</translation>
    </message>
    <message>
        <source>Its token stops paying at once. Its payments stay in your history.</source>
        <translation>Son jeton d&apos;accès cesse aussitôt de pouvoir payer. Ses paiements restent dans votre historique.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::BudgetLimitsEdit</name>
    <message>
        <source>no cap</source>
        <translation>aucun plafond</translation>
    </message>
    <message>
        <source>Optional: the most that may be spent in the last 7 days (a week) or 30 days (a month). Leave it empty for no such cap.</source>
        <translation>Facultatif&#xa0;: le maximum qui peut être dépensé sur les 7 derniers jours (une semaine) ou 30 derniers jours (un mois). Laissez vide pour aucun tel plafond.</translation>
    </message>
    <message>
        <source>Per wee&amp;k:</source>
        <translation>Par semai&amp;ne&#xa0;:</translation>
    </message>
    <message>
        <source>Cap per week</source>
        <translation>Plafond par semaine</translation>
    </message>
    <message>
        <source>Per &amp;month:</source>
        <translation>Par &amp;mois&#xa0;:</translation>
    </message>
    <message>
        <source>Cap per month</source>
        <translation>Plafond par mois</translation>
    </message>
    <message>
        <source>&amp;Ends after</source>
        <translation>&amp;Se termine après</translation>
    </message>
    <message>
        <source>After this day the budget no longer pays without asking</source>
        <translation>Après ce jour, le budget ne paie plus sans demander</translation>
    </message>
    <message>
        <source>Last day of the budget</source>
        <translation>Dernier jour du budget</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::BudgetsBox</name>
    <message>
        <source>Budgets for automatic payments</source>
        <translation>Budgets des paiements automatiques</translation>
    </message>
    <message>
        <source>&amp;Freeze all automatic payments (Paydesk then asks every time)</source>
        <translation>&amp;Geler tous les paiements automatiques (Paydesk demande alors à chaque fois)</translation>
    </message>
    <message>
        <source>Site budgets</source>
        <translation>Budgets des sites</translation>
    </message>
    <message>
        <source>Cap per payment</source>
        <translation>Plafond par paiement</translation>
    </message>
    <message>
        <source>Cap per day</source>
        <translation>Plafond par jour</translation>
    </message>
    <message>
        <source>Save &amp;caps</source>
        <translation>Enregistrer les &amp;plafonds</translation>
    </message>
    <message>
        <source>&amp;Revoke</source>
        <translation>&amp;Révoquer</translation>
    </message>
    <message>
        <source>Per payment:</source>
        <translation>Par paiement&#xa0;:</translation>
    </message>
    <message>
        <source>Per day:</source>
        <translation>Par jour&#xa0;:</translation>
    </message>
    <message>
        <source>The cap per day cannot be below the cap per payment.</source>
        <translation>Le plafond par jour ne peut pas être inférieur au plafond par paiement.</translation>
    </message>
    <message>
        <source>A site without a budget has the default caps of %1 per payment and %2 per day: Paydesk asks before each of its payments, and a price above these caps is flagged and paid only if you approve that one payment (no budget is granted). To let a site pay without asking, grant it a budget when you confirm a payment.</source>
        <translation>Un site sans budget a les plafonds par défaut de %1 par paiement et %2 par jour&#xa0;: Paydesk demande avant chacun de ses paiements, et un prix au-delà de ces plafonds est signalé et payé uniquement si vous approuvez ce seul paiement (aucun budget n&apos;est accordé). Pour payer un site sans demander, accordez-lui un budget lorsque vous confirmez un paiement.</translation>
    </message>
    <message>
        <source>No site has a budget yet.</source>
        <translation>Aucun site n&apos;a encore de budget.</translation>
    </message>
    <message>
        <source>Back to the default caps: Paydesk asks before each payment to this site</source>
        <translation>Retour aux plafonds par défaut&#xa0;: Paydesk demande avant chaque paiement à ce site</translation>
    </message>
    <message>
        <source>The same caps apply in each asset, counted apart: a price in USDC counts toward caps of %1 and %2, never toward a budget in SOL.</source>
        <translation>Les mêmes plafonds s&apos;appliquent dans chaque actif, comptés à part&#xa0;: un prix en USDC compte pour des plafonds de %1 et %2, jamais pour un budget en SOL.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::ChannelWithdrawDialog</name>
    <message>
        <source>Withdraw from the channel with %1</source>
        <translation>Retirer du canal avec %1</translation>
    </message>
    <message>
        <source>A withdrawal takes back what %1 has not charged (Paydesk counts %2) without the seller&apos;s help, by a transaction from your wallet in two steps: the first starts the channel&apos;s withdraw delay, during which the seller may still claim the vouchers you signed; once it has passed, a second withdrawal returns the rest. Only the network fee is paid.</source>
        <translation>Un retrait reprend ce que %1 n&apos;a pas facturé (Paydesk compte %2) sans l&apos;aide du vendeur, par une transaction de votre portefeuille en deux étapes : la première lance le délai de retrait du canal, pendant lequel le vendeur peut encore réclamer les bons que vous avez signés ; une fois ce délai passé, un second retrait rend le reste. Seuls les frais de réseau sont payés.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>&amp;Sign &amp;&amp; send</source>
        <translation>&amp;Signer &amp;&amp; envoyer</translation>
    </message>
    <message>
        <source>Signing with the key from your system keychain…</source>
        <translation>Signature avec la clé de votre trousseau du système…</translation>
    </message>
    <message>
        <source>Signed and journaled. Waiting for a block…</source>
        <translation>Signé et journalisé. En attente d’un bloc…</translation>
    </message>
    <message>
        <source>Paydesk will not sign this withdrawal: %1</source>
        <translation>Paydesk ne signera pas ce retrait : %1</translation>
    </message>
    <message>
        <source>Paydesk is locked. Unlock it to sign this transaction.</source>
        <translation>Paydesk est verrouillé. Déverrouillez-le pour signer cette transaction.</translation>
    </message>
    <message>
        <source>See it on the explorer</source>
        <translation>Le voir dans l&apos;explorateur</translation>
    </message>
    <message>
        <source>&amp;Reject</source>
        <translation>&amp;Rejeter</translation>
    </message>
    <message>
        <source>Reading the channel from your node…</source>
        <translation>Lecture du canal sur votre nœud…</translation>
    </message>
    <message>
        <source>Finish the withdrawal</source>
        <translation>Terminer le retrait</translation>
    </message>
    <message>
        <source>Start the withdrawal</source>
        <translation>Commencer le retrait</translation>
    </message>
    <message>
        <source>The withdraw delay has passed: this returns what the seller has not claimed to your wallet.</source>
        <translation>Le délai de retrait est passé : ceci rend à votre portefeuille ce que le vendeur n&apos;a pas réclamé.</translation>
    </message>
    <message>
        <source>The seller may claim its vouchers until the channel&apos;s withdraw delay has passed; then withdraw again to finish it.</source>
        <translation>Le vendeur peut réclamer ses bons jusqu&apos;à la fin du délai de retrait du canal ; retirez ensuite à nouveau pour terminer.</translation>
    </message>
    <message>
        <source>Withdrawn</source>
        <translation>Retiré</translation>
    </message>
    <message>
        <source>The withdrawal has started</source>
        <translation>Le retrait a commencé</translation>
    </message>
    <message>
        <source>Can be finished from %1</source>
        <translation>Pourra être terminé à partir du %1</translation>
    </message>
    <message>
        <source>Nothing to sign now</source>
        <translation>Rien à signer pour l&apos;instant</translation>
    </message>
    <message>
        <source>The withdrawal could not be prepared</source>
        <translation>Le retrait n&apos;a pas pu être préparé</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::ChannelsPage</name>
    <message>
        <source>Payment channels</source>
        <translation>Canaux de paiement</translation>
    </message>
    <message>
        <source>A seller that offers x402 batch-settlement is paid through a payment channel: Paydesk deposits into it once, then signs a voucher for each request. What the seller does not charge stays yours: ask the seller for a refund, or withdraw it yourself.</source>
        <translation>Un vendeur qui propose x402 batch-settlement est payé par un canal de paiement : Paydesk y dépose une fois, puis signe un bon pour chaque requête. Ce que le vendeur ne facture pas reste à vous : demandez-lui un remboursement, ou retirez-le vous-même.</translation>
    </message>
    <message>
        <source>No payment channels yet. Paydesk opens one when a seller offers batch-settlement, after you confirm its deposit; what the seller does not charge comes back to you by a refund or a withdrawal.</source>
        <translation>Aucun canal de paiement pour l&apos;instant. Paydesk en ouvre un quand un vendeur propose batch-settlement, après que vous avez confirmé son dépôt ; ce que le vendeur ne facture pas vous revient par un remboursement ou un retrait.</translation>
    </message>
    <message>
        <source>Ask for a &amp;refund</source>
        <translation>&amp;Demander un remboursement</translation>
    </message>
    <message>
        <source>Ask the seller to send back all it has not charged. Paydesk signs a voucher for no more than the seller charged already, so the seller gains nothing by it.</source>
        <translation>Demander au vendeur de rendre tout ce qu&apos;il n&apos;a pas facturé. Paydesk signe un bon qui ne dépasse pas ce que le vendeur a déjà facturé : le vendeur n&apos;y gagne rien.</translation>
    </message>
    <message>
        <source>&amp;Withdraw…</source>
        <translation>&amp;Retirer…</translation>
    </message>
    <message>
        <source>Take back what the seller has not charged without its help: a transaction from your wallet, reviewed first. It takes two steps, the channel&apos;s withdraw delay apart.</source>
        <translation>Reprendre ce que le vendeur n&apos;a pas facturé sans son aide : une transaction de votre portefeuille, vérifiée d&apos;abord. Cela prend deux étapes, séparées par le délai de retrait du canal.</translation>
    </message>
    <message>
        <source>Select a channel.</source>
        <translation>Sélectionnez un canal.</translation>
    </message>
    <message>
        <source>A withdrawal is under way: withdraw again once the delay has passed to finish it.</source>
        <translation>Un retrait est en cours : retirez à nouveau une fois le délai passé pour le terminer.</translation>
    </message>
    <message>
        <source>Unused for a week: ask %1 to refund %2.</source>
        <translation>Inutilisé depuis une semaine : demandez à %1 de rembourser %2.</translation>
    </message>
    <message>
        <source>Paydesk is locked. Unlock it to ask for a refund.</source>
        <translation>Paydesk est verrouillé. Déverrouillez-le pour demander un remboursement.</translation>
    </message>
    <message>
        <source>Asking the seller for a refund…</source>
        <translation>Demande d&apos;un remboursement au vendeur…</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::CopyField</name>
    <message>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <source>Copy %1</source>
        <translation>Copier %1</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Copié</translation>
    </message>
    <message>
        <source>Open in the block explorer</source>
        <translation>Ouvrir dans l&apos;explorateur de blocs</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::CreateWalletDialog</name>
    <message>
        <source>Create a local wallet</source>
        <translation>Créer un portefeuille local</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Précédent</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Suivant</translation>
    </message>
    <message>
        <source>&amp;12 words</source>
        <translation>&amp;12 mots</translation>
    </message>
    <message>
        <source>&amp;24 words</source>
        <translation>&amp;24 mots</translation>
    </message>
    <message>
        <source>Length:</source>
        <translation>Longueur&#xa0;:</translation>
    </message>
    <message>
        <source>Wallet label</source>
        <translation>Libellé du portefeuille</translation>
    </message>
    <message>
        <source>e.g. Everyday payments</source>
        <translation>p. ex. Paiements courants</translation>
    </message>
    <message>
        <source>&amp;Label:</source>
        <translation>&amp;Libellé&#xa0;:</translation>
    </message>
    <message>
        <source>Add a BIP39 &amp;passphrase (advanced)</source>
        <translation>Ajouter une &amp;phrase secrète BIP39 (avancé)</translation>
    </message>
    <message>
        <source>Passphrase</source>
        <translation>Phrase secrète</translation>
    </message>
    <message>
        <source>Passphrase again</source>
        <translation>Phrase secrète (confirmation)</translation>
    </message>
    <message>
        <source>Pass&amp;phrase:</source>
        <translation>&amp;Phrase secrète&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Again:</source>
        <translation>Co&amp;nfirmation&#xa0;:</translation>
    </message>
    <message>
        <source>The passphrase is a second secret: without both the words and the passphrase the wallet cannot be restored. Paydesk does not store it.</source>
        <translation>La phrase secrète est un second secret&#xa0;: sans les mots et la phrase secrète, le portefeuille ne peut pas être restauré. Paydesk ne l&apos;enregistre pas.</translation>
    </message>
    <message>
        <source>Write these words on paper, in this order, and keep it somewhere safe and offline. Anyone who has them can take the funds. Paydesk shows them only this once.</source>
        <translation>Écrivez ces mots sur papier, dans cet ordre, et conservez-le en lieu sûr, hors ligne. Quiconque les possède peut s&apos;emparer des fonds. Paydesk ne les affiche que cette seule fois.</translation>
    </message>
    <message>
        <source>I have &amp;written down all the words in order</source>
        <translation>J&apos;ai &amp;noté tous les mots dans l&apos;ordre</translation>
    </message>
    <message>
        <source>Check your copy: type these words from what you wrote down. The wallet is created only when they match.</source>
        <translation>Vérifiez votre copie&#xa0;: saisissez ces mots d&apos;après ce que vous avez noté. Le portefeuille n&apos;est créé que s&apos;ils correspondent.</translation>
    </message>
    <message>
        <source>&amp;Create wallet</source>
        <translation>&amp;Créer le portefeuille</translation>
    </message>
    <message>
        <source>Word number %1</source>
        <translation>Mot numéro %1</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>The two passphrases differ.</source>
        <translation>Les deux phrases secrètes sont différentes.</translation>
    </message>
    <message>
        <source>Word #%1 does not match your phrase. Look at your copy again, or go back to the words and write them down anew.</source>
        <translation>Le mot n°&#xa0;%1 ne correspond pas à votre phrase. Relisez votre copie, ou revenez aux mots et notez-les de nouveau.</translation>
    </message>
    <message>
        <source>Storing the key in the system keychain…</source>
        <translation>Enregistrement de la clé dans le trousseau du système…</translation>
    </message>
    <message>
        <source>Word #%1:</source>
        <translation>Mot n° %1&#xa0;:</translation>
    </message>
    <message>
        <source>Paydesk makes a new recovery phrase and derives two accounts from it: Solana (m/44&apos;/501&apos;/0&apos;/0&apos;, as Phantom and Solflare) and EVM (m/44&apos;/60&apos;/0&apos;/0/0, as MetaMask). Their keys, and the phrase&apos;s seed for adding EVM accounts later, are kept in the system keychain.</source>
        <translation>Paydesk crée une nouvelle phrase de récupération et en dérive deux comptes&#xa0;: Solana (m/44&apos;/501&apos;/0&apos;/0&apos;, comme Phantom et Solflare) et EVM (m/44&apos;/60&apos;/0&apos;/0/0, comme MetaMask). Leurs clés, ainsi que la graine de la phrase pour ajouter plus tard des comptes EVM, sont conservées dans le trousseau du système.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::DailyCapsBox</name>
    <message>
        <source>Asset of the cap</source>
        <translation>Actif du plafond</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>Cap per day for all sites</source>
        <translation>Plafond par jour pour tous les sites</translation>
    </message>
    <message>
        <source>no cap</source>
        <translation>aucun plafond</translation>
    </message>
    <message>
        <source>Set ca&amp;p</source>
        <translation>Définir le &amp;plafond</translation>
    </message>
    <message>
        <source>Remo&amp;ve cap</source>
        <translation>Supprimer le pla&amp;fond</translation>
    </message>
    <message>
        <source>&amp;Asset:</source>
        <translation>&amp;Actif&#xa0;:</translation>
    </message>
    <message>
        <source>%1 a day on %2 (%3 spent in the last 24 hours)</source>
        <translation>%1 par jour sur %2 (%3 dépensé au cours des dernières 24 heures)</translation>
    </message>
    <message>
        <source>Type the cap as a number, like 1.5.</source>
        <translation>Saisissez le plafond sous forme de nombre, par exemple 1.5.</translation>
    </message>
    <message>
        <source>Caps for all sites</source>
        <translation>Plafonds pour tous les sites</translation>
    </message>
    <message>
        <source>The most all sites together may take in one asset in 24 hours, or in dollars across every stablecoin in a day, week or month. Nothing is paid above a cap, not even a payment you approve.</source>
        <translation>Le maximum que tous les sites ensemble peuvent prendre dans un actif en 24 heures, ou en dollars sur tous les stablecoins en un jour, une semaine ou un mois. Rien n’est payé au-delà d’un plafond, pas même un paiement que vous approuvez.</translation>
    </message>
    <message>
        <source>Cap in dollars for all sites</source>
        <translation>Plafond en dollars pour tous les sites</translation>
    </message>
    <message>
        <source>Window of the cap in dollars</source>
        <translation>Période du plafond en dollars</translation>
    </message>
    <message>
        <source>Set dollar cap</source>
        <translation>Définir le plafond en dollars</translation>
    </message>
    <message>
        <source>Remove dollar cap</source>
        <translation>Retirer le plafond en dollars</translation>
    </message>
    <message>
        <source>&amp;In dollars, any stablecoin:</source>
        <translation>&amp;En dollars, tout stablecoin&#xa0;:</translation>
    </message>
    <message>
        <source>Counts USDC on every network together, in dollars; a token you added counts in its own unit, never as dollars</source>
        <translation>Compte ensemble les USDC de tous les réseaux, en dollars&#xa0;; un jeton que vous avez ajouté compte dans sa propre unité, jamais en dollars</translation>
    </message>
    <message>
        <source>%1 %2 in all dollar stablecoins together (%3 spent in the last %4)</source>
        <translation>%1 %2 dans tous les stablecoins en dollars ensemble (%3 dépensé sur les derniers %4)</translation>
    </message>
    <message>
        <source>No cap for all sites is set.</source>
        <translation>Aucun plafond pour tous les sites n’est défini.</translation>
    </message>
    <message>
        <source>Type the cap as a number, like 5.</source>
        <translation>Saisissez le plafond sous forme de nombre, par exemple 5.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::DiagnosticsBox</name>
    <message>
        <source>About and diagnostics</source>
        <translation>À propos et diagnostics</translation>
    </message>
    <message>
        <source>Paydesk writes a log (paydesk.log) to %1. It never holds keys, passphrases or other secrets.</source>
        <translation>Paydesk écrit un fichier journal (paydesk.log) dans %1. Il ne contient jamais de clés, de phrases secrètes ni d&apos;autres secrets.</translation>
    </message>
    <message>
        <source>Open log folder</source>
        <translation>Ouvrir le dossier des journaux</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::ErrorPanel</name>
    <message>
        <source>Error</source>
        <translation>Erreur</translation>
    </message>
    <message>
        <source>The outcome of the payment is unknown</source>
        <translation>L&apos;issue du paiement est inconnue</translation>
    </message>
    <message>
        <source>Code %1.</source>
        <translation>Code %1.</translation>
    </message>
    <message>
        <source>%1 (code %2)</source>
        <translation>%1 (code %2)</translation>
    </message>
    <message>
        <source>Open key settings</source>
        <translation>Ouvrir les paramètres de la clé</translation>
    </message>
    <message>
        <source>Check status</source>
        <translation>Vérifier le statut</translation>
    </message>
    <message>
        <source>You can try again now.</source>
        <translation>Vous pouvez réessayer maintenant.</translation>
    </message>
    <message>
        <source>Too many requests for this key&apos;s plan. Paydesk slows down: you can try again in %1 s.</source>
        <translation>Trop de requêtes pour la formule de cette clé. Paydesk ralentit&#xa0;: vous pourrez réessayer dans %1 s.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::EvmReviewDialog</name>
    <message>
        <source>Review and sign the payment</source>
        <translation>Examiner et signer le paiement</translation>
    </message>
    <message>
        <source>Paydesk checked the transaction the service built against your node. This is exactly what you would sign:</source>
        <translation>Paydesk a vérifié auprès de votre nœud la transaction construite par le service. Voici exactement ce que vous signeriez&#xa0;:</translation>
    </message>
    <message>
        <source>Getting the transaction from the service…</source>
        <translation>Récupération de la transaction auprès du service…</translation>
    </message>
    <message>
        <source>Speed &amp;up</source>
        <translation>&amp;Accélérer</translation>
    </message>
    <message>
        <source>Send the same payment again with the same nonce and at least 10 % higher fees: whichever lands, you pay once.</source>
        <translation>Renvoyer le même paiement avec le même nonce et des frais supérieurs d&apos;au moins 10&#xa0;%&#xa0;: quelle que soit la transaction qui aboutit, vous ne payez qu&apos;une fois.</translation>
    </message>
    <message>
        <source>Cancel &amp;payment</source>
        <translation>Annuler le &amp;paiement</translation>
    </message>
    <message>
        <source>Replace it with a transfer of 0 to yourself with the same nonce: if that lands first, only its network fee is paid.</source>
        <translation>La remplacer par un transfert de 0 vers vous-même avec le même nonce&#xa0;: si celui-ci aboutit en premier, seuls ses frais de réseau sont payés.</translation>
    </message>
    <message>
        <source>&amp;Sign &amp;&amp; send</source>
        <translation>&amp;Signer &amp;&amp; envoyer</translation>
    </message>
    <message>
        <source>Sent. Waiting for a block to include it…</source>
        <translation>Envoyée. En attente d&apos;un bloc qui l&apos;inclue…</translation>
    </message>
    <message>
        <source>You pay %1 to %2</source>
        <translation>Vous payez %1 à %2</translation>
    </message>
    <message>
        <source>Paydesk checked the transaction the service built and will not sign it:</source>
        <translation>Paydesk a vérifié la transaction construite par le service et ne la signera pas&#xa0;:</translation>
    </message>
    <message>
        <source>Paydesk refused to sign this transaction: %1</source>
        <translation>Paydesk a refusé de signer cette transaction&#xa0;: %1</translation>
    </message>
    <message>
        <source>Checking it against your node: chain, nonce, fees…</source>
        <translation>Vérification auprès de votre nœud&#xa0;: chaîne, nonce, frais…</translation>
    </message>
    <message>
        <source>Signing with the key from your system keychain…</source>
        <translation>Signature avec la clé de votre trousseau du système…</translation>
    </message>
    <message>
        <source>Signed and journaled. Sending it to your node…</source>
        <translation>Signée et inscrite au journal. Envoi à votre nœud…</translation>
    </message>
    <message>
        <source>Transaction %1</source>
        <translation>Transaction %1</translation>
    </message>
    <message>
        <source>Paid.</source>
        <translation>Payé.</translation>
    </message>
    <message>
        <source>Waiting for a block.</source>
        <translation>En attente d&apos;un bloc.</translation>
    </message>
    <message>
        <source>Speed up: the same payment, the same nonce, higher fees</source>
        <translation>Accélérer&#xa0;: le même paiement, le même nonce, des frais plus élevés</translation>
    </message>
    <message>
        <source>Cancel: 0 to yourself with the same nonce</source>
        <translation>Annuler&#xa0;: 0 vers vous-même avec le même nonce</translation>
    </message>
    <message>
        <source>%1 (its network fee was at most %2)</source>
        <translation>%1 (ses frais de réseau étaient d&apos;au plus %2)</translation>
    </message>
    <message>
        <source>This replaces the waiting transaction. Whichever of the two lands, the other never will:</source>
        <translation>Ceci remplace la transaction en attente. Quelle que soit celle des deux qui aboutit, l&apos;autre n&apos;aboutira jamais&#xa0;:</translation>
    </message>
    <message>
        <source>Cancelled: the payment was not made.</source>
        <translation>Annulé&#xa0;: le paiement n&apos;a pas été effectué.</translation>
    </message>
    <message>
        <source>The cancel landed first, so the payment can no longer land; only its network fee was paid.</source>
        <translation>L&apos;annulation a abouti en premier&#xa0;: le paiement ne peut donc plus aboutir&#xa0;; seuls ses frais de réseau ont été payés.</translation>
    </message>
    <message numerus="yes">
        <source>Waiting for a block for %n s. Until its nonce is used it can still land; Paydesk never pays it twice.</source>
        <translation>
            <numerusform>En attente d&apos;un bloc depuis %n s. Tant que son nonce n&apos;est pas utilisé, elle peut encore aboutir&#xa0;; Paydesk ne la paie jamais deux fois.</numerusform>
            <numerusform>En attente d&apos;un bloc depuis %n s. Tant que son nonce n&apos;est pas utilisé, elle peut encore aboutir&#xa0;; Paydesk ne la paie jamais deux fois.</numerusform>
        </translation>
    </message>
    <message>
        <source>The service gave no time limit for its quote.</source>
        <translation>Le service n&apos;a donné aucune limite de temps pour son devis.</translation>
    </message>
    <message>
        <source>The service&apos;s quote (nonce, fees) ends in %1 s: too little to sign safely. Close and review again.</source>
        <translation>Le devis du service (nonce, frais) prend fin dans %1 s&#xa0;: trop peu pour signer en toute sécurité. Fermez et examinez-le de nouveau.</translation>
    </message>
    <message>
        <source>The service stands by this quote for %1 more seconds.</source>
        <translation>Le service garantit ce devis pendant encore %1 secondes.</translation>
    </message>
    <message>
        <source>&amp;Sign replacement</source>
        <translation>&amp;Signer le remplacement</translation>
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
        <translation>Réseau EVM du mode local</translation>
    </message>
    <message>
        <source>EVM network</source>
        <translation>Réseau EVM</translation>
    </message>
    <message>
        <source>EVM net&amp;work:</source>
        <translation>Réseau E&amp;VM&#xa0;:</translation>
    </message>
    <message>
        <source>EVM RPC endpoint URL</source>
        <translation>URL du point de terminaison RPC EVM</translation>
    </message>
    <message>
        <source>Use this en&amp;dpoint</source>
        <translation>Utiliser ce point de &amp;terminaison</translation>
    </message>
    <message>
        <source>RPC UR&amp;L:</source>
        <translation>UR&amp;L RPC&#xa0;:</translation>
    </message>
    <message>
        <source>Chec&amp;k connection</source>
        <translation>Vérifier la conne&amp;xion</translation>
    </message>
    <message>
        <source>Explorer:</source>
        <translation>Explorateur&#xa0;:</translation>
    </message>
    <message>
        <source>None for this network.</source>
        <translation>Aucun pour ce réseau.</translation>
    </message>
    <message>
        <source>Highest network fee Paydesk signs for an EVM payment, in ETH</source>
        <translation>Frais de réseau les plus élevés que Paydesk signe pour un paiement EVM, en ETH</translation>
    </message>
    <message>
        <source>Network &amp;fee cap:</source>
        <translation>&amp;Plafond des frais de réseau&#xa0;:</translation>
    </message>
    <message>
        <source>Paydesk refuses to sign an EVM transaction whose gas may cost more (gas limit × max fee per gas).</source>
        <translation>Paydesk refuse de signer une transaction EVM dont le gaz peut coûter davantage (limite de gaz × frais maximaux par unité de gaz).</translation>
    </message>
    <message>
        <source>Enter an amount of ETH greater than 0, such as 0.005.</source>
        <translation>Saisissez un montant d’ETH supérieur à 0, par exemple 0.005.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::EvmSummaryView</name>
    <message>
        <source>Network</source>
        <translation>Réseau</translation>
    </message>
    <message>
        <source>From</source>
        <translation>De</translation>
    </message>
    <message>
        <source>To</source>
        <translation>À</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Montant</translation>
    </message>
    <message>
        <source>Nonce</source>
        <translation>Nonce</translation>
    </message>
    <message>
        <source>Gas limit</source>
        <translation>Limite de gaz</translation>
    </message>
    <message>
        <source>Max fee per gas</source>
        <translation>Frais maximaux par unité de gaz</translation>
    </message>
    <message>
        <source>Priority fee per gas</source>
        <translation>Frais de priorité par unité de gaz</translation>
    </message>
    <message>
        <source>Network fee, at most</source>
        <translation>Frais de réseau, au plus</translation>
    </message>
    <message>
        <source>Total, at most</source>
        <translation>Total, au plus</translation>
    </message>
    <message>
        <source>Simulation</source>
        <translation>Simulation</translation>
    </message>
    <message>
        <source>Replaces</source>
        <translation>Remplace</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Remarque</translation>
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
        <translation>%1 (chaîne %2) via %3</translation>
    </message>
    <message>
        <source>nobody: it would create a contract</source>
        <translation>personne&#xa0;: elle créerait un contrat</translation>
    </message>
    <message>
        <source>%1 (gas limit × max fee per gas; usually much less is charged)</source>
        <translation>%1 (limite de gaz × frais maximaux par unité de gaz&#xa0;; en général, le montant prélevé est bien inférieur)</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>Appel</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::FlowReviewDialog</name>
    <message>
        <source>Getting the transaction from the service…</source>
        <translation>Récupération de la transaction auprès du service…</translation>
    </message>
    <message>
        <source>Time left to sign</source>
        <translation>Temps restant pour signer</translation>
    </message>
    <message>
        <source>&amp;Decline</source>
        <translation>&amp;Décliner</translation>
    </message>
    <message>
        <source>&amp;Sign &amp;&amp; send</source>
        <translation>&amp;Signer &amp;&amp; envoyer</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Paydesk is locked. Unlock it to sign this transaction.</source>
        <translation>Paydesk est verrouillé. Déverrouillez-le pour signer cette transaction.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::GuiMain</name>
    <message>
        <source>The configured service address cannot be used (%1). Paydesk opened the sandbox instead.</source>
        <translation>L&apos;adresse de service configurée est inutilisable (%1). Paydesk a ouvert le bac à sable à la place.</translation>
    </message>
    <message>
        <source>%1 History is kept in memory for this session.</source>
        <translation>%1 L&apos;historique est conservé en mémoire pour cette session.</translation>
    </message>
    <message>
        <source>Paydesk</source>
        <translation>Paydesk</translation>
    </message>
    <message>
        <source>Opening your payment history…</source>
        <translation>Ouverture de votre historique de paiements…</translation>
    </message>
    <message>
        <source>Starting the sandbox…</source>
        <translation>Démarrage du bac à sable…</translation>
    </message>
    <message>
        <source>Connecting to the payment service…</source>
        <translation>Connexion au service de paiement…</translation>
    </message>
    <message>
        <source>Preparing the window…</source>
        <translation>Préparation de la fenêtre…</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::HistoryPage</name>
    <message>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>Payments sent and received by a wallet. Saved on this computer, so they show at once, also offline; Paydesk fetches what is new in the background.</source>
        <translation>Paiements envoyés et reçus par un portefeuille. Enregistrés sur cet ordinateur, ils s&apos;affichent immédiatement, même hors ligne&#xa0;; Paydesk récupère les nouveautés en arrière-plan.</translation>
    </message>
    <message>
        <source>Payments</source>
        <translation>Paiements</translation>
    </message>
    <message>
        <source>Fetching payments from the service…</source>
        <translation>Récupération des paiements auprès du service…</translation>
    </message>
    <message>
        <source>The service asked Paydesk to slow down: trying again in %1 s…</source>
        <translation>Le service a demandé à Paydesk de ralentir&#xa0;: nouvelle tentative dans %1 s…</translation>
    </message>
    <message>
        <source>Wallet</source>
        <translation>Portefeuille</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Afficher</translation>
    </message>
    <message>
        <source>All payments</source>
        <translation>Tous les paiements</translation>
    </message>
    <message>
        <source>Sent</source>
        <translation>Envoyés</translation>
    </message>
    <message>
        <source>Received</source>
        <translation>Reçus</translation>
    </message>
    <message>
        <source>Search payments</source>
        <translation>Rechercher des paiements</translation>
    </message>
    <message>
        <source>Search id, address, amount, resource…</source>
        <translation>Rechercher un identifiant, une adresse, un montant, une ressource…</translation>
    </message>
    <message>
        <source>Re&amp;fresh</source>
        <translation>&amp;Actualiser</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>&amp;Exporter en CSV…</translation>
    </message>
    <message>
        <source>Page si&amp;ze:</source>
        <translation>&amp;Taille de page&#xa0;:</translation>
    </message>
    <message>
        <source>Payments per request to the service</source>
        <translation>Paiements par requête au service</translation>
    </message>
    <message>
        <source>Load &amp;older</source>
        <translation>&amp;Charger les plus anciens</translation>
    </message>
    <message>
        <source>Load older payments from the service</source>
        <translation>Charger les paiements plus anciens depuis le service</translation>
    </message>
    <message>
        <source>No wallet yet. Add one in Settings → Wallets to see its payments here.</source>
        <translation>Aucun portefeuille pour l&apos;instant. Ajoutez-en un dans Paramètres → Portefeuilles pour voir ses paiements ici.</translation>
    </message>
    <message>
        <source>No payment matches “%1”. Clear the search to see all payments.</source>
        <translation>Aucun paiement ne correspond à «&#xa0;%1&#xa0;». Effacez la recherche pour voir tous les paiements.</translation>
    </message>
    <message>
        <source>No payments of this type yet. Choose “All payments” to see the others.</source>
        <translation>Aucun paiement de ce type pour l&apos;instant. Choisissez «&#xa0;Tous les paiements&#xa0;» pour voir les autres.</translation>
    </message>
    <message>
        <source>No payments yet for this wallet. Payments you send or receive appear here; use Refresh to ask the service now.</source>
        <translation>Aucun paiement pour ce portefeuille pour l&apos;instant. Les paiements que vous envoyez ou recevez apparaissent ici&#xa0;; utilisez Actualiser pour interroger le service maintenant.</translation>
    </message>
    <message>
        <source>Shown: %1</source>
        <translation>Affichés&#xa0;: %1</translation>
    </message>
    <message>
        <source>Fetched from the service: %1 of %2</source>
        <translation>Récupérés auprès du service&#xa0;: %1 sur %2</translation>
    </message>
    <message>
        <source>Updated %1</source>
        <translation>Mise à jour&#xa0;: %1</translation>
    </message>
    <message>
        <source>Not fetched yet</source>
        <translation>Pas encore récupéré</translation>
    </message>
    <message>
        <source>Fetch the next page (%1) from the service</source>
        <translation>Récupérer la page suivante (%1) auprès du service</translation>
    </message>
    <message>
        <source>Every payment has been fetched.</source>
        <translation>Tous les paiements ont été récupérés.</translation>
    </message>
    <message>
        <source>Export payments</source>
        <translation>Exporter les paiements</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>The export failed</source>
        <translation>L&apos;exportation a échoué</translation>
    </message>
    <message>
        <source>%1 could not be written.</source>
        <translation>Impossible d&apos;écrire %1.</translation>
    </message>
    <message>
        <source>Exported to %1: %2</source>
        <translation>Exporté vers %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Balance: %1</source>
        <translation>Solde&#xa0;: %1</translation>
    </message>
    <message>
        <source>seller did not accept</source>
        <translation>le vendeur ne l&apos;a pas accepté</translation>
    </message>
    <message>
        <source>Shown: over %1 (counting…)</source>
        <translation>Affichés&#xa0;: plus de %1 (décompte…)</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::HistoryRowMenu</name>
    <message>
        <source>Show the payment&apos;s &amp;status</source>
        <translation>Afficher le &amp;statut du paiement</translation>
    </message>
    <message>
        <source>Open in the block &amp;explorer</source>
        <translation>Ouvrir dans l&apos;&amp;explorateur de blocs</translation>
    </message>
    <message>
        <source>The payment has no transaction on chain yet.</source>
        <translation>Le paiement n&apos;a pas encore de transaction sur la chaîne.</translation>
    </message>
    <message>
        <source>No block explorer knows this network (the sandbox&apos;s chains are on this computer only).</source>
        <translation>Aucun explorateur de blocs ne connaît ce réseau (les chaînes du bac à sable n&apos;existent que sur cet ordinateur).</translation>
    </message>
    <message>
        <source>Copy the &amp;transaction</source>
        <translation>Copier la &amp;transaction</translation>
    </message>
    <message>
        <source>Copy the &amp;payment id</source>
        <translation>Copier l&apos;&amp;ID du paiement</translation>
    </message>
    <message>
        <source>Paydesk signed this payment itself and the seller&apos;s facilitator settled it: no payment service tracks it. Its receipt is below.</source>
        <translation>Paydesk a signé ce paiement lui-même et le facilitateur du vendeur l&apos;a réglé&#xa0;: aucun service de paiement ne le suit. Son reçu figure ci-dessous.</translation>
    </message>
    <message>
        <source>Open the seller&apos;s &amp;receipt in the block explorer</source>
        <translation>Ouvrir le &amp;reçu du vendeur dans l&apos;explorateur de blocs</translation>
    </message>
    <message>
        <source>No block explorer knows the receipt&apos;s network (%1).</source>
        <translation>Aucun explorateur de blocs ne connaît le réseau du reçu (%1).</translation>
    </message>
    <message>
        <source>Copy the receipt&apos;s transaction</source>
        <translation>Copier la transaction du reçu</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::ImportWalletDialog</name>
    <message>
        <source>Import a wallet</source>
        <translation>Importer un portefeuille</translation>
    </message>
    <message>
        <source>What you import</source>
        <translation>Ce que vous importez</translation>
    </message>
    <message>
        <source>&amp;Import from:</source>
        <translation>&amp;Importer depuis&#xa0;:</translation>
    </message>
    <message>
        <source>Recovery phrase</source>
        <translation>Phrase de récupération</translation>
    </message>
    <message>
        <source>The words, separated by spaces or new lines</source>
        <translation>Les mots, séparés par des espaces ou des retours à la ligne</translation>
    </message>
    <message>
        <source>&amp;Words:</source>
        <translation>&amp;Mots&#xa0;:</translation>
    </message>
    <message>
        <source>BIP39 passphrase (optional)</source>
        <translation>Phrase secrète BIP39 (facultative)</translation>
    </message>
    <message>
        <source>Only if you set one</source>
        <translation>Uniquement si vous en avez défini une</translation>
    </message>
    <message>
        <source>&amp;Passphrase:</source>
        <translation>&amp;Phrase secrète&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Secret key:</source>
        <translation>Clé &amp;secrète&#xa0;:</translation>
    </message>
    <message>
        <source>~/.config/solana/id.json</source>
        <translation>~/.config/solana/id.json</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Parcourir…</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>&amp;Fichier&#xa0;:</translation>
    </message>
    <message>
        <source>Wallet label</source>
        <translation>Libellé du portefeuille</translation>
    </message>
    <message>
        <source>&amp;Label:</source>
        <translation>&amp;Libellé&#xa0;:</translation>
    </message>
    <message>
        <source>The key is checked, then kept only in the system keychain.</source>
        <translation>La clé est vérifiée, puis conservée uniquement dans le trousseau du système.</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importer</translation>
    </message>
    <message>
        <source>Choose a keypair file</source>
        <translation>Choisir un fichier de paire de clés</translation>
    </message>
    <message>
        <source>Keypair files (*.json);;All files (*)</source>
        <translation>Fichiers de paire de clés (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Checking the key and storing it in the system keychain…</source>
        <translation>Vérification de la clé et enregistrement dans le trousseau du système…</translation>
    </message>
    <message>
        <source>Recovery phrase (12 or 24 words): Solana and EVM accounts</source>
        <translation>Phrase de récupération (12 ou 24 mots)&#xa0;: comptes Solana et EVM</translation>
    </message>
    <message>
        <source>Solana secret key (base58, as Phantom or Solflare export it)</source>
        <translation>Clé secrète Solana (base58, telle qu&apos;exportée par Phantom ou Solflare)</translation>
    </message>
    <message>
        <source>Solana keypair file (solana-keygen JSON)</source>
        <translation>Fichier de paire de clés Solana (JSON solana-keygen)</translation>
    </message>
    <message>
        <source>EVM private key (64 hex digits, as MetaMask exports it)</source>
        <translation>Clé privée EVM (64 chiffres hexadécimaux, telle qu&apos;exportée par MetaMask)</translation>
    </message>
    <message>
        <source>EVM keystore file (Ethereum JSON, version 3)</source>
        <translation>Fichier keystore EVM (JSON Ethereum, version 3)</translation>
    </message>
    <message>
        <source>&amp;Private key:</source>
        <translation>Clé &amp;privée&#xa0;:</translation>
    </message>
    <message>
        <source>UTC--…--&lt;address&gt;.json</source>
        <translation>UTC--…--&lt;address&gt;.json</translation>
    </message>
    <message>
        <source>Password of the keystore file</source>
        <translation>Mot de passe du fichier keystore</translation>
    </message>
    <message>
        <source>Used once to open the file, never stored</source>
        <translation>Utilisé une seule fois pour ouvrir le fichier, jamais enregistré</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>&amp;Mot de passe&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Solana account</source>
        <translation>Compte &amp;Solana</translation>
    </message>
    <message>
        <source>Derivation path of the Solana account</source>
        <translation>Chemin de dérivation du compte Solana</translation>
    </message>
    <message>
        <source>&amp;EVM account</source>
        <translation>Compte &amp;EVM</translation>
    </message>
    <message>
        <source>Derivation path of the EVM account</source>
        <translation>Chemin de dérivation du compte EVM</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <source>Choose a keystore file</source>
        <translation>Choisir un fichier keystore</translation>
    </message>
    <message>
        <source>Keystore files (*.json UTC--*);;All files (*)</source>
        <translation>Fichiers keystore (*.json UTC--*);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Opening the keystore file with its password…</source>
        <translation>Ouverture du fichier keystore avec son mot de passe…</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::LiveIndicator</name>
    <message>
        <source>● Live</source>
        <translation>● En direct</translation>
    </message>
    <message>
        <source>The service tells Paydesk about payments as they happen.</source>
        <translation>Le service informe Paydesk des paiements dès qu’ils ont lieu.</translation>
    </message>
    <message>
        <source>○ Polling</source>
        <translation>○ Interrogation</translation>
    </message>
    <message>
        <source>Connecting to the service&apos;s live events; meanwhile Paydesk looks for changes itself.</source>
        <translation>Connexion aux événements en direct du service&#xa0;; en attendant, Paydesk cherche lui-même les changements.</translation>
    </message>
    <message>
        <source>Paydesk looks for changes itself; it tries the live events again every five minutes.</source>
        <translation>Paydesk cherche lui-même les changements&#xa0;; il réessaie les événements en direct toutes les cinq minutes.</translation>
    </message>
    <message>
        <source>%1 It tries the live events again every five minutes.</source>
        <translation>%1 Il réessaie les événements en direct toutes les cinq minutes.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::LockController</name>
    <message>
        <source>&amp;Lock now</source>
        <translation>&amp;Verrouiller maintenant</translation>
    </message>
    <message>
        <source>Lock</source>
        <translation>Verrouillage</translation>
    </message>
    <message>
        <source>Paydesk has no lock passphrase yet. Set one in Settings, under Lock, to lock Paydesk and to use auto-lock.</source>
        <translation>Paydesk n&apos;a pas encore de phrase secrète de verrouillage. Définissez-en une dans les Paramètres, sous Verrouillage, pour verrouiller Paydesk et utiliser le verrouillage automatique.</translation>
    </message>
    <message>
        <source>The lock cannot be set up: %1</source>
        <translation>Impossible de configurer le verrouillage&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::LockOverlay</name>
    <message>
        <source>Paydesk is locked</source>
        <translation>Paydesk est verrouillé</translation>
    </message>
    <message>
        <source>Your wallets, balances and history are hidden, and nothing is signed or sent. Enter your lock passphrase to continue.</source>
        <translation>Vos portefeuilles, soldes et historique sont masqués, et rien n&apos;est signé ni envoyé. Saisissez votre phrase secrète de verrouillage pour continuer.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::LockPrompt</name>
    <message>
        <source>Lock passphrase</source>
        <translation>Phrase secrète de verrouillage</translation>
    </message>
    <message>
        <source>Passphrase</source>
        <translation>Phrase secrète</translation>
    </message>
    <message>
        <source>&amp;Unlock</source>
        <translation>&amp;Déverrouiller</translation>
    </message>
    <message>
        <source>Unlock result</source>
        <translation>Résultat du déverrouillage</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Vérification…</translation>
    </message>
    <message>
        <source>Wrong passphrase. Try again in %1 s.</source>
        <translation>Phrase secrète incorrecte. Réessayez dans %1 s.</translation>
    </message>
    <message>
        <source>Wrong passphrase. You can try again now.</source>
        <translation>Phrase secrète incorrecte. Vous pouvez réessayer maintenant.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::LockSettingsBox</name>
    <message>
        <source>Lock</source>
        <translation>Verrouillage</translation>
    </message>
    <message>
        <source>Passphrase:</source>
        <translation>Phrase secrète&#xa0;:</translation>
    </message>
    <message>
        <source>Set &amp;passphrase…</source>
        <translation>&amp;Définir la phrase secrète…</translation>
    </message>
    <message>
        <source>C&amp;hange passphrase…</source>
        <translation>&amp;Modifier la phrase secrète…</translation>
    </message>
    <message>
        <source>Remove passphrase…</source>
        <translation>Supprimer la phrase secrète…</translation>
    </message>
    <message>
        <source>Lock &amp;now</source>
        <translation>&amp;Verrouiller maintenant</translation>
    </message>
    <message>
        <source>Lock Paydesk now (Ctrl+L)</source>
        <translation>Verrouiller Paydesk maintenant (Ctrl+L)</translation>
    </message>
    <message>
        <source>Lock after idle time</source>
        <translation>Verrouiller après une période d&apos;inactivité</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Jamais</translation>
    </message>
    <message>
        <source>After %1 min without input</source>
        <translation>Après %1 min sans saisie</translation>
    </message>
    <message>
        <source>&amp;Auto-lock:</source>
        <translation>Verrouillage &amp;automatique&#xa0;:</translation>
    </message>
    <message>
        <source>The lock cannot be set up: %1</source>
        <translation>Impossible de configurer le verrouillage&#xa0;: %1</translation>
    </message>
    <message>
        <source>Set. Signing and sending need it after Paydesk locks, and Paydesk starts locked.</source>
        <translation>Définie. Elle est requise pour signer et envoyer une fois Paydesk verrouillé, et Paydesk démarre verrouillé.</translation>
    </message>
    <message>
        <source>None. Paydesk does not lock; anyone at this computer can use it.</source>
        <translation>Aucune. Paydesk ne se verrouille pas&#xa0;; quiconque se trouve devant cet ordinateur peut l&apos;utiliser.</translation>
    </message>
    <message>
        <source>Input anywhere in Paydesk counts as activity.</source>
        <translation>Toute saisie, n&apos;importe où dans Paydesk, compte comme une activité.</translation>
    </message>
    <message>
        <source>Set a passphrase to use auto-lock.</source>
        <translation>Définissez une phrase secrète pour utiliser le verrouillage automatique.</translation>
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
        <translation>Bienvenue</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Envoyer</translation>
    </message>
    <message>
        <source>Receive / verify</source>
        <translation>Recevoir / vérifier</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Paydesk — Sandbox: test funds only</source>
        <translation>Paydesk — Bac à sable&#xa0;: fonds de test uniquement</translation>
    </message>
    <message>
        <source>Paydesk</source>
        <translation>Paydesk</translation>
    </message>
    <message>
        <source>Built-in sandbox at %1</source>
        <translation>Bac à sable intégré à l&apos;adresse %1</translation>
    </message>
    <message>
        <source>Service: %1</source>
        <translation>Service&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 · no API key yet: add it in Settings</source>
        <translation>%1 · pas encore de clé API&#xa0;: ajoutez-la dans les Paramètres</translation>
    </message>
    <message>
        <source>%1 · the system keychain is not available</source>
        <translation>%1 · le trousseau du système n&apos;est pas disponible</translation>
    </message>
    <message>
        <source>Wallets</source>
        <translation>Portefeuilles</translation>
    </message>
    <message>
        <source>Unfinished local payments from an earlier session: %1. Paydesk follows them to their final state…</source>
        <translation>Paiements locaux inachevés d&apos;une session précédente&#xa0;: %1. Paydesk les suit jusqu&apos;à leur état définitif…</translation>
    </message>
    <message>
        <source>Pay for a resource</source>
        <translation>Payer une ressource</translation>
    </message>
    <message>
        <source>Agents</source>
        <translation>Agents</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>Vue d’ensemble</translation>
    </message>
    <message>
        <source>Spending rules</source>
        <translation>Règles de dépense</translation>
    </message>
    <message>
        <source>Payment channels</source>
        <translation>Canaux de paiement</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::MetadataEditor</name>
    <message>
        <source>Metadata</source>
        <translation>Métadonnées</translation>
    </message>
    <message>
        <source>Key and value pairs sent with the payment</source>
        <translation>Paires clé-valeur envoyées avec le paiement</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <source>Add a metadata entry</source>
        <translation>Ajouter une entrée de métadonnées</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Remove the selected metadata entry</source>
        <translation>Retirer l&apos;entrée de métadonnées sélectionnée</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::NodeSettingsBox</name>
    <message>
        <source>Not checked yet.</source>
        <translation>Pas encore vérifié.</translation>
    </message>
    <message>
        <source>Status:</source>
        <translation>Statut&#xa0;:</translation>
    </message>
    <message>
        <source>Checking %1…</source>
        <translation>Vérification de %1…</translation>
    </message>
    <message>
        <source>https://your-rpc.example.com</source>
        <translation>https://votre-rpc.example.com</translation>
    </message>
    <message>
        <source>Enter the URL, then choose “Use this endpoint”.</source>
        <translation>Saisissez l&apos;URL, puis choisissez «&#xa0;Utiliser ce point de terminaison&#xa0;».</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::NoticeBar</name>
    <message>
        <source>Dismiss</source>
        <translation>Masquer</translation>
    </message>
    <message>
        <source>Dismiss the notice</source>
        <translation>Masquer cet avis</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::OverviewPage</name>
    <message>
        <source>Overview</source>
        <translation>Vue d’ensemble</translation>
    </message>
    <message>
        <source>Where your money is, what waits for you, and the newest payments as they arrive.</source>
        <translation>Où est votre argent, ce qui vous attend, et les derniers paiements dès qu’ils arrivent.</translation>
    </message>
    <message>
        <source>Your money</source>
        <translation>Votre argent</translation>
    </message>
    <message>
        <source>Waiting for you</source>
        <translation>En attente de vous</translation>
    </message>
    <message>
        <source>Recent activity</source>
        <translation>Activité récente</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Quand</translation>
    </message>
    <message>
        <source>Wallet</source>
        <translation>Portefeuille</translation>
    </message>
    <message>
        <source>Payment</source>
        <translation>Paiement</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <source>Double-click a payment to see its status.</source>
        <translation>Double-cliquez sur un paiement pour voir son statut.</translation>
    </message>
    <message>
        <source>Agents today</source>
        <translation>Agents aujourd’hui</translation>
    </message>
    <message>
        <source>%1 US dollars in stablecoins</source>
        <translation>%1 dollars américains en stablecoins</translation>
    </message>
    <message>
        <source>No dollar stablecoins yet</source>
        <translation>Pas encore de stablecoins en dollars</translation>
    </message>
    <message>
        <source>No wallets yet: create or import one on the Wallets page.</source>
        <translation>Pas encore de portefeuille&#xa0;: créez-en ou importez-en un sur la page Portefeuilles.</translation>
    </message>
    <message>
        <source>Open &amp;Wallets</source>
        <translation>Ouvrir les &amp;portefeuilles</translation>
    </message>
    <message numerus="yes">
        <source>in %n wallet(s)</source>
        <translation>
            <numerusform>dans %n portefeuille</numerusform>
            <numerusform>dans %n portefeuilles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1; %n not read yet</source>
        <translation>
            <numerusform>%1&#xa0;; %n pas encore lu</numerusform>
            <numerusform>%1&#xa0;; %n pas encore lus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n payment(s) of your agents wait for your approval.</source>
        <translation>
            <numerusform>%n paiement de vos agents attend votre accord.</numerusform>
            <numerusform>%n paiements de vos agents attendent votre accord.</numerusform>
        </translation>
    </message>
    <message>
        <source>Open &amp;Agents</source>
        <translation>Ouvrir les &amp;agents</translation>
    </message>
    <message numerus="yes">
        <source>%n local payment(s) built by the service wait unsigned; they expire by themselves, nothing is charged.</source>
        <translation>
            <numerusform>%n paiement local préparé par le service attend sans signature&#xa0;; il expire de lui-même, rien n’est facturé.</numerusform>
            <numerusform>%n paiements locaux préparés par le service attendent sans signature&#xa0;; ils expirent d’eux-mêmes, rien n’est facturé.</numerusform>
        </translation>
    </message>
    <message>
        <source>Open &amp;History</source>
        <translation>Ouvrir l’&amp;historique</translation>
    </message>
    <message numerus="yes">
        <source>%n payment(s) have an outcome Paydesk does not know yet; it follows them to the end, nothing is paid twice.</source>
        <translation>
            <numerusform>%n paiement a une issue que Paydesk ne connaît pas encore&#xa0;; il le suit jusqu’au bout, rien n’est payé deux fois.</numerusform>
            <numerusform>%n paiements ont une issue que Paydesk ne connaît pas encore&#xa0;; il les suit jusqu’au bout, rien n’est payé deux fois.</numerusform>
        </translation>
    </message>
    <message>
        <source>Open &amp;Status</source>
        <translation>Ouvrir le &amp;statut</translation>
    </message>
    <message>
        <source>Nothing waits for you.</source>
        <translation>Rien ne vous attend.</translation>
    </message>
    <message>
        <source>No payments yet.</source>
        <translation>Pas encore de paiement.</translation>
    </message>
    <message>
        <source>↓ Received %1</source>
        <translation>↓ Reçu %1</translation>
    </message>
    <message>
        <source>↓ Received %1 from %2</source>
        <translation>↓ Reçu %1 de %2</translation>
    </message>
    <message>
        <source>↑ Sent %1</source>
        <translation>↑ Envoyé %1</translation>
    </message>
    <message>
        <source>↑ Sent %1 to %2</source>
        <translation>↑ Envoyé %1 à %2</translation>
    </message>
    <message>
        <source>%1 (live)</source>
        <translation>%1 (en direct)</translation>
    </message>
    <message>
        <source>%1 (paused)</source>
        <translation>%1 (en pause)</translation>
    </message>
    <message>
        <source>%1 of %2 today</source>
        <translation>%1 sur %2 aujourd’hui</translation>
    </message>
    <message>
        <source>%1: %2% of today&apos;s budget</source>
        <translation>%1&#xa0;: %2&#xa0;% du budget du jour</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::PassphraseDialog</name>
    <message>
        <source>Set a lock passphrase</source>
        <translation>Définir une phrase secrète de verrouillage</translation>
    </message>
    <message>
        <source>Change the lock passphrase</source>
        <translation>Modifier la phrase secrète de verrouillage</translation>
    </message>
    <message>
        <source>Remove the lock passphrase</source>
        <translation>Supprimer la phrase secrète de verrouillage</translation>
    </message>
    <message>
        <source>Without a passphrase Paydesk does not lock, and auto-lock is off. Enter the current passphrase to remove it.</source>
        <translation>Sans phrase secrète, Paydesk ne se verrouille pas et le verrouillage automatique est désactivé. Saisissez la phrase secrète actuelle pour la supprimer.</translation>
    </message>
    <message>
        <source>Paydesk asks for this passphrase after it locks (on demand or when you are away) before it signs or sends anything. It is stored only as an Argon2id hash in the system keychain.</source>
        <translation>Une fois verrouillé (à votre demande ou pendant votre absence), Paydesk demande cette phrase secrète avant de signer ou d&apos;envoyer quoi que ce soit. Elle n&apos;est conservée que sous forme d&apos;empreinte Argon2id dans le trousseau du système.</translation>
    </message>
    <message>
        <source>Current passphrase</source>
        <translation>Phrase secrète actuelle</translation>
    </message>
    <message>
        <source>&amp;Current passphrase:</source>
        <translation>Phrase secrète &amp;actuelle&#xa0;:</translation>
    </message>
    <message>
        <source>New passphrase</source>
        <translation>Nouvelle phrase secrète</translation>
    </message>
    <message>
        <source>New passphrase, again</source>
        <translation>Nouvelle phrase secrète (confirmation)</translation>
    </message>
    <message>
        <source>&amp;New passphrase:</source>
        <translation>&amp;Nouvelle phrase secrète&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Again:</source>
        <translation>&amp;Confirmation&#xa0;:</translation>
    </message>
    <message>
        <source>Paydesk cannot recover a forgotten passphrase. Your wallet keys stay in the keychain either way; deleting the keychain entry &quot;%1&quot; removes the lock.</source>
        <translation>Paydesk ne peut pas récupérer une phrase secrète oubliée. Les clés de vos portefeuilles restent dans le trousseau dans tous les cas&#xa0;; supprimer l&apos;entrée &quot;%1&quot; du trousseau supprime le verrouillage.</translation>
    </message>
    <message>
        <source>&amp;Set passphrase</source>
        <translation>&amp;Définir la phrase secrète</translation>
    </message>
    <message>
        <source>C&amp;hange passphrase</source>
        <translation>&amp;Modifier la phrase secrète</translation>
    </message>
    <message>
        <source>&amp;Remove passphrase</source>
        <translation>&amp;Supprimer la phrase secrète</translation>
    </message>
    <message>
        <source>At least %1 characters (now %2). A few unrelated words are easy to remember and hard to guess.</source>
        <translation>Au moins %1 caractères (actuellement %2). Quelques mots sans rapport entre eux sont faciles à retenir et difficiles à deviner.</translation>
    </message>
    <message>
        <source>Type it again to be sure.</source>
        <translation>Saisissez-la de nouveau pour confirmer.</translation>
    </message>
    <message>
        <source>The two passphrases differ.</source>
        <translation>Les deux phrases secrètes sont différentes.</translation>
    </message>
    <message>
        <source>Long enough. Longer is stronger.</source>
        <translation>Assez longue. Plus elle est longue, plus elle est robuste.</translation>
    </message>
    <message>
        <source>Good: a long passphrase.</source>
        <translation>Bien&#xa0;: une phrase secrète longue.</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Vérification…</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::PayConfirmDialog</name>
    <message>
        <source>Pay for this resource?</source>
        <translation>Payer cette ressource&#xa0;?</translation>
    </message>
    <message>
        <source>%1 asks to be paid</source>
        <translation>%1 demande à être payé</translation>
    </message>
    <message>
        <source>URL:</source>
        <translation>URL&#xa0;:</translation>
    </message>
    <message>
        <source>Site:</source>
        <translation>Site&#xa0;:</translation>
    </message>
    <message>
        <source>Amount:</source>
        <translation>Montant&#xa0;:</translation>
    </message>
    <message>
        <source>%1 (exactly; %2 atomic units)</source>
        <translation>%1 (exactement&#xa0;; %2 unités atomiques)</translation>
    </message>
    <message>
        <source>Network:</source>
        <translation>Réseau&#xa0;:</translation>
    </message>
    <message>
        <source>Recipient:</source>
        <translation>Destinataire&#xa0;:</translation>
    </message>
    <message>
        <source>For:</source>
        <translation>Pour&#xa0;:</translation>
    </message>
    <message>
        <source>From:</source>
        <translation>De&#xa0;:</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>signed on this computer</source>
        <translation>signé sur cet ordinateur</translation>
    </message>
    <message>
        <source>paid by the service</source>
        <translation>payé par le service</translation>
    </message>
    <message>
        <source>Price valid:</source>
        <translation>Validité du prix&#xa0;:</translation>
    </message>
    <message>
        <source>Budget today:</source>
        <translation>Budget du jour&#xa0;:</translation>
    </message>
    <message>
        <source>%1 %2 left of %3 %2 for this site (cap per payment %4 %2)</source>
        <translation>%1 %2 restants sur %3 %2 pour ce site (plafond par paiement %4 %2)</translation>
    </message>
    <message>
        <source>You may already have paid for this URL: attempt %1 (%2, %3 on %4). Paydesk never pays twice by itself; paying again is your decision.</source>
        <translation>Vous avez peut-être déjà payé pour cette URL&#xa0;: tentative %1 (%2, %3, le %4). Paydesk ne paie jamais deux fois de lui-même&#xa0;; payer de nouveau relève de votre décision.</translation>
    </message>
    <message>
        <source>no payment id yet</source>
        <translation>pas encore d&apos;ID de paiement</translation>
    </message>
    <message>
        <source>Automatic payments are frozen: Paydesk asks before every payment.</source>
        <translation>Les paiements automatiques sont gelés&#xa0;: Paydesk demande avant chaque paiement.</translation>
    </message>
    <message>
        <source>Cap per payment</source>
        <translation>Plafond par paiement</translation>
    </message>
    <message>
        <source>Cap per day</source>
        <translation>Plafond par jour</translation>
    </message>
    <message>
        <source>per payment</source>
        <translation>par paiement</translation>
    </message>
    <message>
        <source>Pay %1</source>
        <translation>Payer %1</translation>
    </message>
    <message>
        <source>&amp;Decline</source>
        <translation>&amp;Décliner</translation>
    </message>
    <message>
        <source>Cap per payment: %1</source>
        <translation>Plafond par paiement&#xa0;: %1</translation>
    </message>
    <message>
        <source>Cap per day: %1</source>
        <translation>Plafond par jour&#xa0;: %1</translation>
    </message>
    <message>
        <source>The cap per day cannot be below the cap per payment.</source>
        <translation>Le plafond par jour ne peut pas être inférieur au plafond par paiement.</translation>
    </message>
    <message>
        <source>no time limit given by the seller</source>
        <translation>aucune limite de temps indiquée par le vendeur</translation>
    </message>
    <message>
        <source>expired: decline and fetch the URL again for a fresh price</source>
        <translation>expiré&#xa0;: déclinez et récupérez de nouveau l&apos;URL pour obtenir un nouveau prix</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s) left</source>
        <translation>
            <numerusform>%n seconde restante</numerusform>
            <numerusform>%n secondes restantes</numerusform>
        </translation>
    </message>
    <message>
        <source>Paydesk is locked. Unlock it to pay for this resource.</source>
        <translation>Paydesk est verrouillé. Déverrouillez-le pour payer cette ressource.</translation>
    </message>
    <message>
        <source>%1 %2 left of %3 %2 for this site (the default caps: no budget granted; %4 %2 per payment)</source>
        <translation>%1 %2 restants sur %3 %2 pour ce site (les plafonds par défaut&#xa0;: aucun budget accordé&#xa0;; %4 %2 par paiement)</translation>
    </message>
    <message>
        <source>Wallet balance:</source>
        <translation>Solde du portefeuille&#xa0;:</translation>
    </message>
    <message>
        <source>%1 %2 (%3 %2 after this payment)</source>
        <translation>%1 %2 (%3 %2 après ce paiement)</translation>
    </message>
    <message>
        <source>unknown (%1)</source>
        <translation>inconnu (%1)</translation>
    </message>
    <message>
        <source>%1 &quot;Pay once&quot; pays this one payment only: it grants no budget, and it counts toward this site&apos;s total for today.</source>
        <translation>%1 &quot;Payer une fois&quot; ne paie que ce seul paiement&#xa0;: cela n&apos;accorde aucun budget et compte dans le total du jour de ce site.</translation>
    </message>
    <message>
        <source>Pay once: %1</source>
        <translation>Payer une fois&#xa0;: %1</translation>
    </message>
    <message>
        <source>per day</source>
        <translation>par jour</translation>
    </message>
    <message>
        <source>&amp;Let this site take up to these amounts without asking:</source>
        <translation>&amp;Autoriser ce site à prélever jusqu’à ces montants sans demander&#xa0;:</translation>
    </message>
    <message>
        <source>Only in %1 on %2; other networks and assets still ask.</source>
        <translation>Seulement en %1 sur %2&#xa0;; les autres réseaux et actifs demandent toujours.</translation>
    </message>
    <message>
        <source>Up to %1</source>
        <translation>Jusqu&apos;à %1</translation>
    </message>
    <message>
        <source>%1 at most (%2 atomic units); the seller charges what the request uses, once, and can take nothing more</source>
        <translation>%1 au plus (%2 unités atomiques)&#xa0;; le vendeur débite ce que la requête utilise, une fois, et ne peut rien prendre de plus</translation>
    </message>
    <message>
        <source>%1 %2 (at least %3 %2 after this payment)</source>
        <translation>%1 %2 (au moins %3 %2 après ce paiement)</translation>
    </message>
    <message>
        <source>Up to %1 per request</source>
        <translation>Jusqu&apos;à %1 par requête</translation>
    </message>
    <message>
        <source>Opens a payment channel with %1: deposits %2 now (refundable; what the seller does not charge comes back by refund or withdrawal), then up to %3 per request.</source>
        <translation>Ouvre un canal de paiement avec %1 : dépose %2 maintenant (remboursable ; ce que le vendeur ne facture pas revient par remboursement ou retrait), puis jusqu&apos;à %3 par requête.</translation>
    </message>
    <message>
        <source>%1 at most per request (%2 atomic units), taken from the channel&apos;s deposit; the seller charges what each request uses</source>
        <translation>%1 au plus par requête (%2 unités atomiques), pris sur le dépôt du canal ; le vendeur facture ce que chaque requête utilise</translation>
    </message>
    <message>
        <source>%1 %2 (%3 %2 after the deposit)</source>
        <translation>%1 %2 (%3 %2 après le dépôt)</translation>
    </message>
    <message>
        <source>Deposit %1 and pay</source>
        <translation>Déposer %1 et payer</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::PayPage</name>
    <message>
        <source>Pay for a resource</source>
        <translation>Payer une ressource</translation>
    </message>
    <message>
        <source>Open &amp;again with this payment</source>
        <translation>Ouvrir de &amp;nouveau avec ce paiement</translation>
    </message>
    <message>
        <source>Re-sends the proof of the payment you made; Paydesk does not pay again by itself.</source>
        <translation>Renvoie la preuve du paiement que vous avez effectué&#xa0;; Paydesk ne paie pas de nouveau de lui-même.</translation>
    </message>
    <message>
        <source>Check the payment&apos;s &amp;status</source>
        <translation>Vérifier le &amp;statut du paiement</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>Enregistré dans %1.</translation>
    </message>
    <message>
        <source>Open a paid URL</source>
        <translation>Ouvrir une URL payante</translation>
    </message>
    <message>
        <source>URL of the resource</source>
        <translation>URL de la ressource</translation>
    </message>
    <message>
        <source>https://…</source>
        <translation>https://…</translation>
    </message>
    <message>
        <source>&amp;Fetch</source>
        <translation>&amp;Récupérer</translation>
    </message>
    <message>
        <source>&amp;URL:</source>
        <translation>&amp;URL&#xa0;:</translation>
    </message>
    <message>
        <source>The service (&amp;hosted wallet)</source>
        <translation>Le service (portefeuille &amp;hébergé)</translation>
    </message>
    <message>
        <source>&amp;Paydesk, with a wallet on this computer</source>
        <translation>&amp;Paydesk, avec un portefeuille sur cet ordinateur</translation>
    </message>
    <message>
        <source>Who pays:</source>
        <translation>Qui paie&#xa0;:</translation>
    </message>
    <message>
        <source>Wallet to pay from</source>
        <translation>Portefeuille payeur</translation>
    </message>
    <message>
        <source>Wallet on this computer to pay from</source>
        <translation>Portefeuille payeur sur cet ordinateur</translation>
    </message>
    <message>
        <source>&amp;Wallet:</source>
        <translation>Porte&amp;feuille&#xa0;:</translation>
    </message>
    <message>
        <source>A fetch is under way.</source>
        <translation>Une récupération est en cours.</translation>
    </message>
    <message>
        <source>Choose the wallet to pay from.</source>
        <translation>Choisissez le portefeuille payeur.</translation>
    </message>
    <message>
        <source>Type an http:// or https:// URL.</source>
        <translation>Saisissez une URL http:// ou https://.</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>Ouverture de %1…</translation>
    </message>
    <message>
        <source>Waiting for your confirmation; nothing is paid yet.</source>
        <translation>En attente de votre confirmation&#xa0;; rien n&apos;est encore payé.</translation>
    </message>
    <message>
        <source>Paying %1 (once; journaled first)…</source>
        <translation>Paiement de %1 (une seule fois&#xa0;; inscrit au journal au préalable)…</translation>
    </message>
    <message>
        <source>Fetching the resource with the payment&apos;s proof…</source>
        <translation>Récupération de la ressource avec la preuve de paiement…</translation>
    </message>
    <message>
        <source>The budget could not be granted (%1); nothing was paid.</source>
        <translation>Le budget n&apos;a pas pu être accordé (%1)&#xa0;; rien n&apos;a été payé.</translation>
    </message>
    <message>
        <source>Approve &amp;Permit2…</source>
        <translation>Autoriser &amp;Permit2…</translation>
    </message>
    <message>
        <source>Let Permit2 move an amount of this token you choose (the price to start with), by one transaction you review first; never an unlimited amount.</source>
        <translation>Laisser Permit2 déplacer le montant de ce jeton que vous choisissez (le prix pour commencer), par une transaction que vous vérifiez d&apos;abord ; jamais un montant illimité.</translation>
    </message>
    <message>
        <source>The address of a resource that asks for payment (HTTP 402).</source>
        <translation>L’adresse d’une ressource qui demande un paiement (HTTP 402).</translation>
    </message>
    <message>
        <source>Not a web address: type one such as https://example.com/report.</source>
        <translation>Ce n’est pas une adresse web&#xa0;: saisissez-en une comme https://example.com/report.</translation>
    </message>
    <message>
        <source>Opens %1</source>
        <translation>Ouvre %1</translation>
    </message>
    <message>
        <source>Open a URL that asks for payment (HTTP 402, x402). Paydesk shows the price, checks it against the site&apos;s budget and your balance, and pays once: after asking you, or without asking within a budget you granted the site (see Spending rules).</source>
        <translation>Ouvrez une URL qui demande un paiement (HTTP 402, x402). Paydesk affiche le prix, le compare au budget du site et à votre solde, et paie une fois&#xa0;: après vous avoir demandé, ou sans demander dans un budget accordé au site (voir Règles de dépense).</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::PayeeListBox</name>
    <message>
        <source>Payees</source>
        <translation>Bénéficiaires</translation>
    </message>
    <message>
        <source>Payees you deny are never paid. Once you allow one payee, only the payees you allow are paid, on every site.</source>
        <translation>Les bénéficiaires refusés ne sont jamais payés. Dès que vous en autorisez un, seuls les bénéficiaires autorisés sont payés, sur tous les sites.</translation>
    </message>
    <message>
        <source>Payee&apos;s address</source>
        <translation>Adresse du bénéficiaire</translation>
    </message>
    <message>
        <source>Solana or EVM address of a payee</source>
        <translation>Adresse Solana ou EVM d&apos;un bénéficiaire</translation>
    </message>
    <message>
        <source>A&amp;llow</source>
        <translation>A&amp;utoriser</translation>
    </message>
    <message>
        <source>&amp;Deny</source>
        <translation>&amp;Refuser</translation>
    </message>
    <message>
        <source>Take o&amp;ff the lists</source>
        <translation>Retirer des &amp;listes</translation>
    </message>
    <message>
        <source>Pa&amp;yee:</source>
        <translation>Béné&amp;ficiaire&#xa0;:</translation>
    </message>
    <message>
        <source>Only these payees are paid: %1</source>
        <translation>Seuls ces bénéficiaires sont payés&#xa0;: %1</translation>
    </message>
    <message>
        <source>Never paid: %1</source>
        <translation>Jamais payés&#xa0;: %1</translation>
    </message>
    <message>
        <source>No payee list: every payee may be paid, within your budgets.</source>
        <translation>Aucune liste de bénéficiaires&#xa0;: tout bénéficiaire peut être payé, dans la limite de vos budgets.</translation>
    </message>
    <message>
        <source>Enter the payee&apos;s address first.</source>
        <translation>Saisissez d&apos;abord l&apos;adresse du bénéficiaire.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::Permit2ApproveDialog</name>
    <message>
        <source>Approve Permit2 for %1</source>
        <translation>Autoriser Permit2 pour %1</translation>
    </message>
    <message>
        <source>The seller asks to be paid through Uniswap&apos;s Permit2, which can move only what your wallet allows it. This sends one transaction from your wallet on %1: it lets Permit2 move exactly the amount below of your %2, replacing what it may move now. Each payment by Permit2 uses part of it up. Paydesk never approves an unlimited amount.</source>
        <translation>Le vendeur demande à être payé via Permit2 d&apos;Uniswap, qui ne peut déplacer que ce que votre portefeuille lui permet. Ceci envoie une transaction de votre portefeuille sur %1 : elle permet à Permit2 de déplacer exactement le montant ci-dessous de vos %2, à la place de ce qu&apos;il peut déplacer maintenant. Chaque paiement par Permit2 en consomme une partie. Paydesk n&apos;autorise jamais un montant illimité.</translation>
    </message>
    <message>
        <source>Amount Permit2 may move</source>
        <translation>Montant que Permit2 peut déplacer</translation>
    </message>
    <message>
        <source>(the price is %1)</source>
        <translation>(le prix est %1)</translation>
    </message>
    <message>
        <source>&amp;Amount:</source>
        <translation>&amp;Montant&#xa0;:</translation>
    </message>
    <message>
        <source>%1, contract %2</source>
        <translation>%1, contrat %2</translation>
    </message>
    <message>
        <source>Token:</source>
        <translation>Jeton :</translation>
    </message>
    <message>
        <source>Permit2, %1 (the same address on every chain)</source>
        <translation>Permit2, %1 (la même adresse sur toutes les chaînes)</translation>
    </message>
    <message>
        <source>Allowed to move it:</source>
        <translation>Autorisé à le déplacer :</translation>
    </message>
    <message>
        <source>From:</source>
        <translation>De&#xa0;:</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>&amp;Vérifier</translation>
    </message>
    <message>
        <source>&amp;Sign &amp;&amp; send</source>
        <translation>&amp;Signer &amp;&amp; envoyer</translation>
    </message>
    <message>
        <source>Close and &amp;pay</source>
        <translation>Fermer et &amp;payer</translation>
    </message>
    <message>
        <source>Type the amount Permit2 may move, such as %1: %2</source>
        <translation>Saisissez le montant que Permit2 peut déplacer, comme %1 : %2</translation>
    </message>
    <message>
        <source>Checking it against your node: chain, nonce, fees, allowance…</source>
        <translation>Vérification auprès de votre nœud : chaîne, nonce, frais, autorisation…</translation>
    </message>
    <message>
        <source>Signing with the key from your system keychain…</source>
        <translation>Signature avec la clé de votre trousseau du système…</translation>
    </message>
    <message>
        <source>Signed and journaled. Waiting for a block…</source>
        <translation>Signé et journalisé. En attente d’un bloc…</translation>
    </message>
    <message>
        <source>Permit2 may move %1 of this wallet now; after this, exactly %2.</source>
        <translation>Permit2 peut déplacer %1 de ce portefeuille maintenant ; ensuite, exactement %2.</translation>
    </message>
    <message>
        <source>an unknown amount</source>
        <translation>un montant inconnu</translation>
    </message>
    <message>
        <source>Paydesk will not sign this approve: %1</source>
        <translation>Paydesk ne signera pas cet approve : %1</translation>
    </message>
    <message>
        <source>Paydesk is locked. Unlock it to sign this transaction.</source>
        <translation>Paydesk est verrouillé. Déverrouillez-le pour signer cette transaction.</translation>
    </message>
    <message>
        <source>See it on the explorer</source>
        <translation>Le voir dans l&apos;explorateur</translation>
    </message>
    <message>
        <source>Approved. “Close and pay” opens the URL again; you confirm the payment there.</source>
        <translation>Autorisé. « Fermer et payer » rouvre l’URL ; vous y confirmez le paiement.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::PreferencesBox</name>
    <message>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <source>Default payment mode</source>
        <translation>Mode de paiement par défaut</translation>
    </message>
    <message>
        <source>Hosted: the service signs and broadcasts</source>
        <translation>Hébergé&#xa0;: le service signe et diffuse</translation>
    </message>
    <message>
        <source>Local: Paydesk signs with keys on this computer</source>
        <translation>Local&#xa0;: Paydesk signe avec les clés de cet ordinateur</translation>
    </message>
    <message>
        <source>Default &amp;mode:</source>
        <translation>&amp;Mode par défaut&#xa0;:</translation>
    </message>
    <message>
        <source>Block explorer link</source>
        <translation>Lien vers l&apos;explorateur de blocs</translation>
    </message>
    <message>
        <source>E&amp;xplorer link:</source>
        <translation>Lien de l&apos;e&amp;xplorateur&#xa0;:</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Langue&#xa0;:</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Apparence</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Suivre le système</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Clair</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <source>A&amp;ppearance:</source>
        <translation>A&amp;pparence&#xa0;:</translation>
    </message>
    <message>
        <source>History page size</source>
        <translation>Taille de page de l&apos;historique</translation>
    </message>
    <message>
        <source>History page si&amp;ze:</source>
        <translation>&amp;Taille de page de l&apos;historique&#xa0;:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Verification timeout</source>
        <translation>Délai de vérification</translation>
    </message>
    <message>
        <source>&amp;Verification timeout:</source>
        <translation>&amp;Délai de vérification&#xa0;:</translation>
    </message>
    <message>
        <source>A new language applies at once (after a payment in progress ends); the colour scheme when Paydesk starts again.</source>
        <translation>Une nouvelle langue s&apos;applique immédiatement (une fois terminé un paiement en cours)&#xa0;; le jeu de couleurs, au prochain démarrage de Paydesk.</translation>
    </message>
    <message>
        <source>Keep running in the tray when the window is closed</source>
        <translation>Continuer à fonctionner dans la zone de notification lorsque la fenêtre est fermée</translation>
    </message>
    <message>
        <source>Automatic: each network&apos;s own explorer</source>
        <translation>Automatique&#xa0;: l’explorateur propre à chaque réseau</translation>
    </message>
    <message>
        <source>Your own explorer for Solana transactions; {signature} is replaced by the transaction signature. Empty: each network&apos;s own public explorer (the sandbox&apos;s chains are on none).</source>
        <translation>Votre propre explorateur pour les transactions Solana&#xa0;; {signature} est remplacé par la signature de la transaction. Vide&#xa0;: l’explorateur public de chaque réseau (les chaînes du bac à sable n’y sont pas).</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::ProgressPanel</name>
    <message>
        <source>Progress</source>
        <translation>Progression</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Cancel the wait</source>
        <translation>Annuler l&apos;attente</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::ProofSummaryView</name>
    <message>
        <source>Decoded payment proof</source>
        <translation>Preuve de paiement décodée</translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>Type&#xa0;:</translation>
    </message>
    <message>
        <source>Payer:</source>
        <translation>Payeur&#xa0;:</translation>
    </message>
    <message>
        <source>Amount:</source>
        <translation>Montant&#xa0;:</translation>
    </message>
    <message>
        <source>Network:</source>
        <translation>Réseau&#xa0;:</translation>
    </message>
    <message>
        <source>Payment id:</source>
        <translation>ID du paiement&#xa0;:</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Found:</source>
        <translation>Trouvé&#xa0;:</translation>
    </message>
    <message>
        <source>Protocol:</source>
        <translation>Protocole&#xa0;:</translation>
    </message>
    <message>
        <source>Recipient:</source>
        <translation>Destinataire&#xa0;:</translation>
    </message>
    <message>
        <source>Signature:</source>
        <translation>Signature&#xa0;:</translation>
    </message>
    <message>
        <source>Fee payer:</source>
        <translation>Payeur des frais&#xa0;:</translation>
    </message>
    <message>
        <source>Validity:</source>
        <translation>Validité&#xa0;:</translation>
    </message>
    <message>
        <source>Instructions:</source>
        <translation>Instructions&#xa0;:</translation>
    </message>
    <message>
        <source>%1 header in a %2 request for %3</source>
        <translation>En-tête %1 dans une requête %2 pour %3</translation>
    </message>
    <message>
        <source>HTTP</source>
        <translation>HTTP</translation>
    </message>
    <message>
        <source>A bare header value</source>
        <translation>Une simple valeur d&apos;en-tête</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>The proof is readable. Only the service or the chain can tell whether the payment is real: verify it.</source>
        <translation>La preuve est lisible. Seul le service ou la chaîne peut dire si le paiement est réel : vérifiez-la.</translation>
    </message>
    <message>
        <source>x402 version %1, scheme &quot;%2&quot;</source>
        <translation>version x402 %1, schéma &quot;%2&quot;</translation>
    </message>
    <message>
        <source>not readable</source>
        <translation>illisible</translation>
    </message>
    <message>
        <source>Already on the ledger: good for one verification only</source>
        <translation>Déjà inscrit dans le registre&#xa0;: valable pour une seule vérification</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>the token account %1 (your wallet&apos;s own for this token when no warning is shown)</source>
        <translation>le compte de jetons %1 (celui de votre portefeuille pour ce jeton si aucun avertissement n&apos;est affiché)</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::QrCodeWidget</name>
    <message>
        <source>QR code</source>
        <translation>Code QR</translation>
    </message>
    <message>
        <source>QR code of %1</source>
        <translation>Code QR de %1</translation>
    </message>
    <message>
        <source>No QR code</source>
        <translation>Aucun code QR</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::ReceivePage</name>
    <message>
        <source>Receive and verify</source>
        <translation>Recevoir et vérifier</translation>
    </message>
    <message>
        <source>Share your address to get paid, and check a payment proof (the X-PAYMENT header a buyer sends) before you hand over what was paid for.</source>
        <translation>Partagez votre adresse pour être payé, et contrôlez une preuve de paiement (l&apos;en-tête X-PAYMENT envoyé par un acheteur) avant de remettre ce qui a été payé.</translation>
    </message>
    <message>
        <source>Your receiving address</source>
        <translation>Votre adresse de réception</translation>
    </message>
    <message>
        <source>Receiving address</source>
        <translation>Adresse de réception</translation>
    </message>
    <message>
        <source>&amp;Copy address</source>
        <translation>&amp;Copier l&apos;adresse</translation>
    </message>
    <message>
        <source>Add a wallet in Settings to receive payments.</source>
        <translation>Ajoutez un portefeuille dans les Paramètres pour recevoir des paiements.</translation>
    </message>
    <message>
        <source>Share this address or let the payer scan the code. Only send it the chain&apos;s native currency. Choose the wallet under &quot;Paid to&quot; on the right.</source>
        <translation>Partagez cette adresse ou laissez le payeur scanner le code. N’y envoyez que la monnaie native de la chaîne. Choisissez le portefeuille sous « Payé à », à droite.</translation>
    </message>
    <message>
        <source>%1 wallet, paid in %2</source>
        <translation>Portefeuille %1, payé en %2</translation>
    </message>
    <message>
        <source>Not a wallet address.</source>
        <translation>Ce n&apos;est pas une adresse de portefeuille.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::RequirementsView</name>
    <message>
        <source>Payment options the site accepts</source>
        <translation>Options de paiement acceptées par le site</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Montant</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Réseau</translation>
    </message>
    <message>
        <source>Recipient</source>
        <translation>Destinataire</translation>
    </message>
    <message>
        <source>Valid for</source>
        <translation>Validité</translation>
    </message>
    <message>
        <source>Can Paydesk pay?</source>
        <translation>Paydesk peut-il payer&#xa0;?</translation>
    </message>
    <message>
        <source>the PAYMENT-REQUIRED header</source>
        <translation>l&apos;en-tête PAYMENT-REQUIRED</translation>
    </message>
    <message>
        <source>the JSON body</source>
        <translation>le corps JSON</translation>
    </message>
    <message numerus="yes">
        <source>HTTP 402 Payment Required: x402 version %1, read from %2. %n option(s).</source>
        <translation>
            <numerusform>HTTP 402 Payment Required&#xa0;: version x402 %1, lue dans %2. %n option.</numerusform>
            <numerusform>HTTP 402 Payment Required&#xa0;: version x402 %1, lue dans %2. %n options.</numerusform>
        </translation>
    </message>
    <message>
        <source>For: %1</source>
        <translation>Pour&#xa0;: %1</translation>
    </message>
    <message>
        <source>The site says: %1</source>
        <translation>Le site indique&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1
(%2 atomic units)</source>
        <translation>%1
(%2 unités atomiques)</translation>
    </message>
    <message>
        <source>No (invalid): %1</source>
        <translation>Non (invalide)&#xa0;: %1</translation>
    </message>
    <message>
        <source>Not yet: %1</source>
        <translation>Pas encore&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n seconde</numerusform>
            <numerusform>%n secondes</numerusform>
        </translation>
    </message>
    <message>
        <source>not given</source>
        <translation>non indiqué</translation>
    </message>
    <message>
        <source>Payable: the option Paydesk chose</source>
        <translation>Payable&#xa0;: l&apos;option choisie par Paydesk</translation>
    </message>
    <message>
        <source>No: %1</source>
        <translation>Non&#xa0;: %1</translation>
    </message>
    <message>
        <source>Yes, from this wallet too (Paydesk takes the cheapest)</source>
        <translation>Oui, aussi depuis ce portefeuille (Paydesk prend la moins chère)</translation>
    </message>
    <message>
        <source>Not from the chosen wallet: this option is paid from a wallet on %1.</source>
        <translation>Pas depuis le portefeuille choisi&#xa0;: cette option se paie depuis un portefeuille sur %1.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::ResourceView</name>
    <message>
        <source>&amp;Save to file…</source>
        <translation>&amp;Enregistrer dans un fichier…</translation>
    </message>
    <message>
        <source>Resource text</source>
        <translation>Texte de la ressource</translation>
    </message>
    <message>
        <source>Resource image</source>
        <translation>Image de la ressource</translation>
    </message>
    <message>
        <source>This resource is not text or an image Paydesk can show: save it to a file to open it.</source>
        <translation>Cette ressource n&apos;est ni du texte ni une image que Paydesk peut afficher&#xa0;: enregistrez-la dans un fichier pour l&apos;ouvrir.</translation>
    </message>
    <message>
        <source>HTTP %1 · %2 · %3</source>
        <translation>HTTP %1 · %2 · %3</translation>
    </message>
    <message>
        <source>no content type</source>
        <translation>aucun type de contenu</translation>
    </message>
    <message>
        <source>payment %1</source>
        <translation>paiement %1</translation>
    </message>
    <message>
        <source>transaction %1</source>
        <translation>transaction %1</translation>
    </message>
    <message>
        <source>Bought with your earlier payment (%1): nothing was paid again.</source>
        <translation>Obtenu grâce à votre paiement antérieur (%1)&#xa0;: rien n&apos;a été payé de nouveau.</translation>
    </message>
    <message>
        <source>Paid: %1.</source>
        <translation>Payé&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Free: the site did not ask for payment.</source>
        <translation>Gratuit&#xa0;: le site n&apos;a pas demandé de paiement.</translation>
    </message>
    <message>
        <source>Could not save to %1: %2</source>
        <translation>Impossible d&apos;enregistrer dans %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Save the resource</source>
        <translation>Enregistrer la ressource</translation>
    </message>
    <message>
        <source>Not paid: the seller served it, but the chain shows your payment %1 unused.</source>
        <translation>Non payé&#xa0;: le vendeur l&apos;a servi, mais la chaîne montre votre paiement %1 inutilisé.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::SandboxBanner</name>
    <message>
        <source>&lt;b&gt;Sandbox: test funds only.&lt;/b&gt; Payments here run on a built-in test service on this computer and never move real money.</source>
        <translation>&lt;b&gt;Bac à sable&#xa0;: fonds de test uniquement.&lt;/b&gt; Ici, les paiements passent par un service de test intégré sur cet ordinateur et ne déplacent jamais d&apos;argent réel.</translation>
    </message>
    <message>
        <source>Connect to a payment service…</source>
        <translation>Se connecter à un service de paiement…</translation>
    </message>
    <message>
        <source>Connect to a payment service</source>
        <translation>Se connecter à un service de paiement</translation>
    </message>
    <message>
        <source>Sandbox: test funds only</source>
        <translation>Bac à sable&#xa0;: fonds de test uniquement</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::SandboxSession</name>
    <message>
        <source>Weather report</source>
        <translation>Bulletin météo</translation>
    </message>
    <message>
        <source>Quarterly report</source>
        <translation>Rapport trimestriel</translation>
    </message>
    <message>
        <source>Refund</source>
        <translation>Remboursement</translation>
    </message>
    <message>
        <source>The sandbox folder %1 cannot be created.</source>
        <translation>Impossible de créer le dossier du bac à sable %1.</translation>
    </message>
    <message>
        <source>The built-in sandbox could not start: %1</source>
        <translation>Le bac à sable intégré n&apos;a pas pu démarrer&#xa0;: %1</translation>
    </message>
    <message>
        <source>Demo wallet</source>
        <translation>Portefeuille de démonstration</translation>
    </message>
    <message>
        <source>Demo shop</source>
        <translation>Boutique de démonstration</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::ScreenshotWriter</name>
    <message>
        <source>Could not write the screenshot to %1</source>
        <translation>Impossible d&apos;écrire la capture d&apos;écran dans %1</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::SellerDesk</name>
    <message>
        <source>Pasted payment or HTTP request</source>
        <translation>Paiement ou requête HTTP collés</translation>
    </message>
    <message>
        <source>Receiving wallet</source>
        <translation>Portefeuille de réception</translation>
    </message>
    <message>
        <source>Receiving wallet on this computer</source>
        <translation>Portefeuille de réception sur cet ordinateur</translation>
    </message>
    <message>
        <source>&amp;Paid to:</source>
        <translation>&amp;Payé à&#xa0;:</translation>
    </message>
    <message>
        <source>Your price</source>
        <translation>Votre prix</translation>
    </message>
    <message>
        <source>Your p&amp;rice:</source>
        <translation>Votre p&amp;rix&#xa0;:</translation>
    </message>
    <message numerus="yes">
        <source>Verifying with the service… %n second(s) left.</source>
        <translation>
            <numerusform>Vérification auprès du service… %n seconde restante.</numerusform>
            <numerusform>Vérification auprès du service… %n secondes restantes.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Verifying with the service…</source>
        <translation>Vérification auprès du service…</translation>
    </message>
    <message>
        <source>Paid: %1 %2 from %3. Hand over the resource.
Payment id: %4</source>
        <translation>Payé&#xa0;: %1 %2 de %3. Remettez la ressource.
ID du paiement&#xa0;: %4</translation>
    </message>
    <message>
        <source>the buyer</source>
        <translation>l&apos;acheteur</translation>
    </message>
    <message>
        <source>This proof was already used: it paid for something once and cannot pay again. This looks like a replay.</source>
        <translation>Cette preuve a déjà été utilisée&#xa0;: elle a déjà servi à payer une fois et ne peut pas payer de nouveau. Cela ressemble à un rejeu.</translation>
    </message>
    <message>
        <source>Refuse it: do not hand over the resource. Ask the buyer for a new payment.</source>
        <translation>Refusez-la&#xa0;: ne remettez pas la ressource. Demandez un nouveau paiement à l&apos;acheteur.</translation>
    </message>
    <message>
        <source>Reason: %1</source>
        <translation>Motif&#xa0;: %1</translation>
    </message>
    <message>
        <source>Local verification not started</source>
        <translation>Vérification locale non démarrée</translation>
    </message>
    <message>
        <source>Checking the payment locally…</source>
        <translation>Vérification locale du paiement…</translation>
    </message>
    <message>
        <source>This proof was already used: it cannot pay again (a replay).</source>
        <translation>Cette preuve a déjà été utilisée&#xa0;: elle ne peut pas payer de nouveau (rejeu).</translation>
    </message>
    <message>
        <source>Verify a payment</source>
        <translation>Vérifier un paiement</translation>
    </message>
    <message>
        <source>No wallet on this computer yet (Wallets page)</source>
        <translation>Aucun portefeuille sur cet ordinateur pour l&apos;instant (page Portefeuilles)</translation>
    </message>
    <message>
        <source>Paste the buyer&apos;s X-PAYMENT value, or a whole HTTP request (request line, headers, body) that carries X-PAYMENT or PAYMENT-SIGNATURE</source>
        <translation>Collez la valeur X-PAYMENT de l’acheteur, ou une requête HTTP entière (ligne de requête, en-têtes, corps) qui porte X-PAYMENT ou PAYMENT-SIGNATURE</translation>
    </message>
    <message>
        <source>&amp;Verify payment</source>
        <translation>&amp;Vérifier le paiement</translation>
    </message>
    <message>
        <source>e.g. 0.25</source>
        <translation>p. ex. 0.25</translation>
    </message>
    <message>
        <source>The price of what the buyer pays for.</source>
        <translation>Le prix de ce que l&apos;acheteur paie.</translation>
    </message>
    <message>
        <source>Resource (optional)</source>
        <translation>Ressource (facultative)</translation>
    </message>
    <message>
        <source>https://… (optional; taken from a pasted request)</source>
        <translation>https://… (facultatif ; repris d’une requête collée)</translation>
    </message>
    <message>
        <source>Reso&amp;urce:</source>
        <translation>&amp;Ressource&#xa0;:</translation>
    </message>
    <message>
        <source>Facilitator URL (optional)</source>
        <translation>URL du facilitateur (facultative)</translation>
    </message>
    <message>
        <source>Default: the network&apos;s facilitator</source>
        <translation>Par défaut&#xa0;: le facilitateur du réseau</translation>
    </message>
    <message>
        <source>&amp;Facilitator:</source>
        <translation>&amp;Facilitateur&#xa0;:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Verification timeout in seconds</source>
        <translation>Délai de vérification en secondes</translation>
    </message>
    <message>
        <source>&amp;Timeout:</source>
        <translation>&amp;Délai&#xa0;:</translation>
    </message>
    <message>
        <source>Verify &amp;locally (co-sign as fee payer, broadcast, confirm)</source>
        <translation>Vérifier &amp;localement (cosigner comme payeur des frais, diffuser, confirmer)</translation>
    </message>
    <message>
        <source>Check, co-sign as fee payer with a wallet on this computer, broadcast and confirm, instead of asking the service.</source>
        <translation>Vérifier, cosigner comme payeur des frais avec un portefeuille de cet ordinateur, diffuser et confirmer, au lieu de demander au service.</translation>
    </message>
    <message>
        <source>&amp;Verify and co-sign…</source>
        <translation>&amp;Vérifier et cosigner…</translation>
    </message>
    <message>
        <source>Nothing was signed or sent; do not hand over the resource.</source>
        <translation>Rien n’a été signé ni envoyé ; ne remettez pas la ressource.</translation>
    </message>
    <message>
        <source>Do not hand over the resource until the payment is confirmed.</source>
        <translation>Ne remettez pas la ressource avant que le paiement soit confirmé.</translation>
    </message>
    <message>
        <source>Paid: %1 from %2, confirmed on chain. Hand over the resource.
Signature: %3
Payment id: %4</source>
        <translation>Payé : %1 par %2, confirmé sur la chaîne. Remettez la ressource.
Signature : %3
Identifiant du paiement : %4</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::SendConfirmDialog</name>
    <message>
        <source>Confirm payment</source>
        <translation>Confirmer le paiement</translation>
    </message>
    <message>
        <source>You are about to pay</source>
        <translation>Vous êtes sur le point de payer</translation>
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
        <translation>De&#xa0;:</translation>
    </message>
    <message>
        <source>To:</source>
        <translation>À&#xa0;:</translation>
    </message>
    <message>
        <source>Amount:</source>
        <translation>Montant&#xa0;:</translation>
    </message>
    <message>
        <source>%1 %2 (exactly)</source>
        <translation>%1 %2 (exactement)</translation>
    </message>
    <message>
        <source>Priority fee:</source>
        <translation>Frais de priorité&#xa0;:</translation>
    </message>
    <message>
        <source>Automatic (chosen by the service)</source>
        <translation>Automatiques (choisis par le service)</translation>
    </message>
    <message>
        <source>Network fee:</source>
        <translation>Frais de réseau&#xa0;:</translation>
    </message>
    <message>
        <source>Charged by the network on top of the amount</source>
        <translation>Prélevés par le réseau en plus du montant</translation>
    </message>
    <message>
        <source>Resource:</source>
        <translation>Ressource&#xa0;:</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>Metadata:</source>
        <translation>Métadonnées&#xa0;:</translation>
    </message>
    <message>
        <source>Service:</source>
        <translation>Service&#xa0;:</translation>
    </message>
    <message>
        <source>Sandbox: test funds only. No real money moves.</source>
        <translation>Bac à sable&#xa0;: fonds de test uniquement. Aucun argent réel n&apos;est déplacé.</translation>
    </message>
    <message>
        <source>A payment cannot be undone. Check the recipient.</source>
        <translation>Un paiement ne peut pas être annulé. Vérifiez le destinataire.</translation>
    </message>
    <message>
        <source>Pay %1 %2</source>
        <translation>Payer %1 %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Paydesk is locked. Unlock it to review and send this payment.</source>
        <translation>Paydesk est verrouillé. Déverrouillez-le pour vérifier et envoyer ce paiement.</translation>
    </message>
    <message>
        <source>Paydesk locked meanwhile. Unlock it to send this payment.</source>
        <translation>Paydesk s&apos;est verrouillé entre-temps. Déverrouillez-le pour envoyer ce paiement.</translation>
    </message>
    <message>
        <source>Total debited:</source>
        <translation>Total débité&#xa0;:</translation>
    </message>
    <message>
        <source>Balance after:</source>
        <translation>Solde après&#xa0;:</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::SendForm</name>
    <message>
        <source>Paying wallet</source>
        <translation>Portefeuille payeur</translation>
    </message>
    <message>
        <source>&amp;From wallet:</source>
        <translation>Depuis le porte&amp;feuille&#xa0;:</translation>
    </message>
    <message>
        <source>Recipient address</source>
        <translation>Adresse du destinataire</translation>
    </message>
    <message>
        <source>Solana or EVM address</source>
        <translation>Adresse Solana ou EVM</translation>
    </message>
    <message>
        <source>The wallet that receives the payment.</source>
        <translation>Le portefeuille qui reçoit le paiement.</translation>
    </message>
    <message>
        <source>&amp;Recipient:</source>
        <translation>&amp;Destinataire&#xa0;:</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Montant</translation>
    </message>
    <message>
        <source>e.g. 0.25</source>
        <translation>p. ex. 0.25</translation>
    </message>
    <message>
        <source>&amp;Amount:</source>
        <translation>&amp;Montant&#xa0;:</translation>
    </message>
    <message>
        <source>Resource URL (optional)</source>
        <translation>URL de la ressource (facultative)</translation>
    </message>
    <message>
        <source>https://… (optional)</source>
        <translation>https://… (facultatif)</translation>
    </message>
    <message>
        <source>The protected resource this payment is for.</source>
        <translation>La ressource protégée à laquelle ce paiement se rapporte.</translation>
    </message>
    <message>
        <source>Re&amp;source:</source>
        <translation>&amp;Ressource&#xa0;:</translation>
    </message>
    <message>
        <source>Optional: a description or reference id.</source>
        <translation>Facultatif&#xa0;: une description ou un identifiant de référence.</translation>
    </message>
    <message>
        <source>&amp;Metadata:</source>
        <translation>Mé&amp;tadonnées&#xa0;:</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatiques</translation>
    </message>
    <message>
        <source>&amp;Custom:</source>
        <translation>Perso&amp;nnalisés&#xa0;:</translation>
    </message>
    <message>
        <source>Custom priority fee</source>
        <translation>Frais de priorité personnalisés</translation>
    </message>
    <message>
        <source>&amp;Priority fee:</source>
        <translation>Frais de pr&amp;iorité&#xa0;:</translation>
    </message>
    <message>
        <source>This is the paying wallet itself.</source>
        <translation>Il s&apos;agit du portefeuille payeur lui-même.</translation>
    </message>
    <message>
        <source>Your wallet “%1”.</source>
        <translation>Votre portefeuille «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>Between %1 and %2 %3, at most %4 decimals.</source>
        <translation>Entre %1 et %2 %3, %4 décimales au maximum.</translation>
    </message>
    <message>
        <source>Exactly %1 %2, plus the network fee.</source>
        <translation>Exactement %1 %2, plus les frais de réseau.</translation>
    </message>
    <message>
        <source>Between %1 and %2 %3.</source>
        <translation>Entre %1 et %2 %3.</translation>
    </message>
    <message>
        <source>The service picks the priority fee.</source>
        <translation>Le service choisit les frais de priorité.</translation>
    </message>
    <message>
        <source>Paying wallet on this computer</source>
        <translation>Portefeuille payeur sur cet ordinateur</translation>
    </message>
    <message>
        <source>No wallet on this computer yet: create or import one on the Wallets page</source>
        <translation>Aucun portefeuille sur cet ordinateur pour l&apos;instant&#xa0;: créez-en un ou importez-en un dans la page Portefeuilles</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>Max</translation>
    </message>
    <message>
        <source>The whole balance less the network fee</source>
        <translation>Tout le solde moins les frais de réseau</translation>
    </message>
    <message>
        <source>Your balance of %1 does not cover %2 plus the network fee (%3 in all). Add funds or lower the amount.</source>
        <translation>Votre solde de %1 ne couvre pas %2 plus les frais de réseau (%3 au total). Ajoutez des fonds ou réduisez le montant.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Exactly %1 %2. Network fee %3; total %4; balance after: %5.</source>
        <translation>Exactement %1 %2. Frais de réseau %3&#xa0;; total %4&#xa0;; solde après&#xa0;: %5.</translation>
    </message>
    <message>
        <source>Balance: %1</source>
        <translation>Solde&#xa0;: %1</translation>
    </message>
    <message>
        <source>This is an address of %1, but the paying wallet is on %2: pay it from a %1 wallet.</source>
        <translation>Ceci est une adresse %1, mais le portefeuille qui paie est sur %2 : payez depuis un portefeuille %1.</translation>
    </message>
    <message>
        <source>A valid %1 address.</source>
        <translation>Une adresse %1 valide.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::SendPage</name>
    <message>
        <source>Send a payment</source>
        <translation>Envoyer un paiement</translation>
    </message>
    <message>
        <source>Pay a wallet in the chain&apos;s native currency. The service signs and broadcasts the payment from your hosted wallet.</source>
        <translation>Payez un portefeuille dans la monnaie native de la chaîne. Le service signe et diffuse le paiement depuis votre portefeuille hébergé.</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>Effa&amp;cer</translation>
    </message>
    <message>
        <source>&amp;Review payment…</source>
        <translation>&amp;Examiner le paiement…</translation>
    </message>
    <message>
        <source>Waiting %1 s before sending: %2</source>
        <translation>Attente de %1 s avant l&apos;envoi&#xa0;: %2</translation>
    </message>
    <message>
        <source>A payment is on its way.</source>
        <translation>Un paiement est en cours d&apos;envoi.</translation>
    </message>
    <message>
        <source>Check the payment before it is sent.</source>
        <translation>Vérifiez le paiement avant son envoi.</translation>
    </message>
    <message>
        <source>Fill in the recipient and the amount.</source>
        <translation>Indiquez le destinataire et le montant.</translation>
    </message>
    <message>
        <source>The payment is not complete</source>
        <translation>Le paiement est incomplet</translation>
    </message>
    <message>
        <source>Built-in sandbox (test funds only)</source>
        <translation>Bac à sable intégré (fonds de test uniquement)</translation>
    </message>
    <message>
        <source>Sending the payment… waiting for the service&apos;s answer.</source>
        <translation>Envoi du paiement… en attente de la réponse du service.</translation>
    </message>
    <message>
        <source>The sandbox&apos;s ledger is not on a public block explorer.</source>
        <translation>Le registre du bac à sable ne figure sur aucun explorateur de blocs public.</translation>
    </message>
    <message>
        <source>Check the wallet&apos;s history</source>
        <translation>Consulter l&apos;historique du portefeuille</translation>
    </message>
    <message>
        <source>Who signs:</source>
        <translation>Qui signe&#xa0;:</translation>
    </message>
    <message>
        <source>The service (&amp;hosted wallet)</source>
        <translation>Le service (portefeuille &amp;hébergé)</translation>
    </message>
    <message>
        <source>&amp;Paydesk, with a wallet on this computer (local)</source>
        <translation>&amp;Paydesk, avec un portefeuille sur cet ordinateur (local)</translation>
    </message>
    <message>
        <source>Local payment not started</source>
        <translation>Paiement local non démarré</translation>
    </message>
    <message>
        <source>Signed on this computer by your wallet.</source>
        <translation>Signé sur cet ordinateur par votre portefeuille.</translation>
    </message>
    <message>
        <source>Pay a wallet in its chain&apos;s coin (SOL, ETH). Paydesk checks the transaction the service builds, shows it to you, signs it with your key and broadcasts it.</source>
        <translation>Payez un portefeuille dans la monnaie de sa chaîne (SOL, ETH). Paydesk vérifie la transaction construite par le service, vous la montre, la signe avec votre clé et la diffuse.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::SendResultCard</name>
    <message>
        <source>Payment result</source>
        <translation>Résultat du paiement</translation>
    </message>
    <message>
        <source>Payment sent</source>
        <translation>Paiement envoyé</translation>
    </message>
    <message>
        <source>Payment id</source>
        <translation>ID du paiement</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Signature</translation>
    </message>
    <message>
        <source>Payment proof</source>
        <translation>Preuve de paiement</translation>
    </message>
    <message>
        <source>Payment id:</source>
        <translation>ID du paiement&#xa0;:</translation>
    </message>
    <message>
        <source>Status:</source>
        <translation>Statut&#xa0;:</translation>
    </message>
    <message>
        <source>X-PAYMENT proof:</source>
        <translation>Preuve X-PAYMENT&#xa0;:</translation>
    </message>
    <message>
        <source>Track status</source>
        <translation>Suivre le statut</translation>
    </message>
    <message>
        <source>New payment</source>
        <translation>Nouveau paiement</translation>
    </message>
    <message>
        <source>%1 %2 to %3.</source>
        <translation>%1 %2 à %3.</translation>
    </message>
    <message>
        <source>the recipient</source>
        <translation>le destinataire</translation>
    </message>
    <message>
        <source>Accepted</source>
        <translation>Accepté</translation>
    </message>
    <message>
        <source>Network fee:</source>
        <translation>Frais de réseau&#xa0;:</translation>
    </message>
    <message>
        <source>Total debited:</source>
        <translation>Total débité&#xa0;:</translation>
    </message>
    <message>
        <source>Balance after:</source>
        <translation>Solde après&#xa0;:</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1&#xa0;:</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::ServiceSettingsBox</name>
    <message>
        <source>Payment service</source>
        <translation>Service de paiement</translation>
    </message>
    <message>
        <source>&amp;Built-in sandbox: test funds only, runs on this computer</source>
        <translation>&amp;Bac à sable intégré&#xa0;: fonds de test uniquement, fonctionne sur cet ordinateur</translation>
    </message>
    <message>
        <source>A payment &amp;service:</source>
        <translation>Un &amp;service de paiement&#xa0;:</translation>
    </message>
    <message>
        <source>Service URL</source>
        <translation>URL du service</translation>
    </message>
    <message>
        <source>HTTPS is required; http:// only for this computer.</source>
        <translation>HTTPS est obligatoire&#xa0;; http:// uniquement pour cet ordinateur.</translation>
    </message>
    <message>
        <source>Service &amp;URL:</source>
        <translation>URL du ser&amp;vice&#xa0;:</translation>
    </message>
    <message>
        <source>API key:</source>
        <translation>Clé API&#xa0;:</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>Clé API</translation>
    </message>
    <message>
        <source>Paste the key from your account dashboard</source>
        <translation>Collez la clé depuis le tableau de bord de votre compte</translation>
    </message>
    <message>
        <source>&amp;Test key</source>
        <translation>&amp;Tester la clé</translation>
    </message>
    <message>
        <source>S&amp;ave key</source>
        <translation>&amp;Enregistrer la clé</translation>
    </message>
    <message>
        <source>&amp;Rotate key…</source>
        <translation>&amp;Renouveler la clé…</translation>
    </message>
    <message>
        <source>New API key</source>
        <translation>Nouvelle clé API</translation>
    </message>
    <message>
        <source>The new key</source>
        <translation>La nouvelle clé</translation>
    </message>
    <message>
        <source>Test and re&amp;place</source>
        <translation>Tester et rem&amp;placer</translation>
    </message>
    <message>
        <source>&amp;Use this service</source>
        <translation>&amp;Utiliser ce service</translation>
    </message>
    <message>
        <source>Testing the key…</source>
        <translation>Test de la clé…</translation>
    </message>
    <message>
        <source>Testing the new key…</source>
        <translation>Test de la nouvelle clé…</translation>
    </message>
    <message>
        <source>The sandbox&apos;s key: generated for this session and kept in memory only.</source>
        <translation>Clé du bac à sable&#xa0;: générée pour cette session et conservée uniquement en mémoire.</translation>
    </message>
    <message>
        <source>Stored in the system keychain.</source>
        <translation>Enregistrée dans le trousseau du système.</translation>
    </message>
    <message>
        <source>No key stored for this service yet: enter it below.</source>
        <translation>Aucune clé enregistrée pour ce service pour l&apos;instant&#xa0;: saisissez-la ci-dessous.</translation>
    </message>
    <message>
        <source>Reading the key from the system keychain…</source>
        <translation>Lecture de la clé dans le trousseau du système…</translation>
    </message>
    <message>
        <source>The system keychain is not available: %1</source>
        <translation>Le trousseau du système n&apos;est pas disponible&#xa0;: %1</translation>
    </message>
    <message>
        <source>Not loaded.</source>
        <translation>Non chargée.</translation>
    </message>
    <message>
        <source>%1 Paydesk still uses the previous service.</source>
        <translation>%1 Paydesk utilise toujours le service précédent.</translation>
    </message>
    <message>
        <source>Enter this service&apos;s API key: &quot;Use this service&quot; tests it, stores it in the system keychain, then switches.</source>
        <translation>Saisissez la clé API de ce service&#xa0;: &quot;Utiliser ce service&quot; la teste, l&apos;enregistre dans le trousseau du système, puis change de service.</translation>
    </message>
    <message>
        <source>&quot;Use this service&quot; tests this key, stores it in the system keychain, then switches.</source>
        <translation>&quot;Utiliser ce service&quot; teste cette clé, l&apos;enregistre dans le trousseau du système, puis change de service.</translation>
    </message>
    <message>
        <source>No API key is stored for %1. Enter it above: &quot;Use this service&quot; then tests it, stores it and switches. Paydesk still uses the previous service.</source>
        <translation>Aucune clé API n&apos;est enregistrée pour %1. Saisissez-la ci-dessus&#xa0;: &quot;Utiliser ce service&quot; la teste alors, l&apos;enregistre et change de service. Paydesk utilise toujours le service précédent.</translation>
    </message>
    <message>
        <source>The system keychain could not be read (%1), so the key of %2 is unknown. Paydesk still uses the previous service.</source>
        <translation>Le trousseau du système n&apos;a pas pu être lu (%1)&#xa0;: la clé de %2 est donc inconnue. Paydesk utilise toujours le service précédent.</translation>
    </message>
    <message>
        <source>Paydesk now uses %1, with the API key stored for it.</source>
        <translation>Paydesk utilise désormais %1, avec la clé API enregistrée pour ce service.</translation>
    </message>
    <message>
        <source>Paydesk now uses its built-in sandbox: test funds only.</source>
        <translation>Paydesk utilise désormais son bac à sable intégré : fonds de test uniquement.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::SettingsPage</name>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>The service Paydesk pays through, your wallets and preferences. The API key is kept in the system keychain, never in a settings file.</source>
        <translation>Le service par lequel Paydesk paie, vos portefeuilles et vos préférences. La clé API est conservée dans le trousseau du système, jamais dans un fichier de paramètres.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::SingleInstance</name>
    <message>
        <source>Paydesk is already running but does not answer.</source>
        <translation>Paydesk est déjà en cours d&apos;exécution mais ne répond pas.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::SolanaReviewDialog</name>
    <message>
        <source>Review and sign the payment</source>
        <translation>Examiner et signer le paiement</translation>
    </message>
    <message>
        <source>Review and co-sign the buyer&apos;s payment</source>
        <translation>Examiner et cosigner le paiement de l&apos;acheteur</translation>
    </message>
    <message>
        <source>&amp;Get a fresh transaction</source>
        <translation>&amp;Obtenir une nouvelle transaction</translation>
    </message>
    <message>
        <source>Paydesk checked the transaction the service built. This is exactly what you would sign:</source>
        <translation>Paydesk a vérifié la transaction construite par le service. Voici exactement ce que vous signeriez&#xa0;:</translation>
    </message>
    <message>
        <source>The buyer signed a transfer to you. You co-sign as fee payer; this is exactly what you would sign:</source>
        <translation>L&apos;acheteur a signé un transfert à votre intention. Vous cosignez en tant que payeur des frais&#xa0;; voici exactement ce que vous signeriez&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Co-sign &amp;&amp; send</source>
        <translation>&amp;Cosigner &amp;&amp; envoyer</translation>
    </message>
    <message>
        <source>Sent. Waiting for the network to confirm it…</source>
        <translation>Envoyé. En attente de la confirmation du réseau…</translation>
    </message>
    <message>
        <source>You pay %1 to %2</source>
        <translation>Vous payez %1 à %2</translation>
    </message>
    <message>
        <source>You receive %1 from %2</source>
        <translation>Vous recevez %1 de %2</translation>
    </message>
    <message>
        <source>Paydesk checked the transaction the service built and will not sign it:</source>
        <translation>Paydesk a vérifié la transaction construite par le service et ne la signera pas&#xa0;:</translation>
    </message>
    <message>
        <source>Paydesk refused to sign this transaction: %1</source>
        <translation>Paydesk a refusé de signer cette transaction&#xa0;: %1</translation>
    </message>
    <message>
        <source>Getting the transaction from the service…</source>
        <translation>Récupération de la transaction auprès du service…</translation>
    </message>
    <message>
        <source>Checking the transaction against what you asked for…</source>
        <translation>Vérification de la transaction par rapport à votre demande…</translation>
    </message>
    <message>
        <source>Signing with the key from your system keychain…</source>
        <translation>Signature avec la clé de votre trousseau du système…</translation>
    </message>
    <message>
        <source>Signed and journaled. Sending it to the network…</source>
        <translation>Signée et inscrite au journal. Envoi au réseau…</translation>
    </message>
    <message>
        <source>The service gave no expiry time; Paydesk checks the block height again right before signing.</source>
        <translation>Le service n&apos;a indiqué aucune heure d&apos;expiration&#xa0;; Paydesk revérifie la hauteur de bloc juste avant de signer.</translation>
    </message>
    <message>
        <source>It can land during the next %1 s; if it does not, nothing is charged.</source>
        <translation>Elle peut être inscrite dans un délai de %1 s&#xa0;; sinon, rien n&apos;est prélevé.</translation>
    </message>
    <message>
        <source>Its time is up: waiting for the network&apos;s last word.</source>
        <translation>Le délai est écoulé&#xa0;: en attente du verdict final du réseau.</translation>
    </message>
    <message>
        <source>Expired: this transaction can no longer land. Nothing was signed. Get a fresh one to pay.</source>
        <translation>Expirée&#xa0;: cette transaction ne peut plus être inscrite. Rien n&apos;a été signé. Obtenez-en une nouvelle pour payer.</translation>
    </message>
    <message>
        <source>Only %1 s left: too little to sign and land it safely. Get a fresh transaction.</source>
        <translation>Il ne reste que %1 s&#xa0;: c&apos;est trop peu pour la signer et la faire inscrire en toute sécurité. Obtenez une nouvelle transaction.</translation>
    </message>
    <message>
        <source>Valid for %1 more seconds: sign before the countdown ends.</source>
        <translation>Encore valide pendant %1 secondes&#xa0;: signez avant la fin du compte à rebours.</translation>
    </message>
    <message>
        <source>Fewer than %1 seconds left: get a fresh transaction.</source>
        <translation>Moins de %1 secondes restantes&#xa0;: obtenez une nouvelle transaction.</translation>
    </message>
    <message>
        <source>Confirmed: %1 paid</source>
        <translation>Confirmé&#xa0;: %1 payés</translation>
    </message>
    <message>
        <source>Confirmed: %1 received</source>
        <translation>Confirmé&#xa0;: %1 reçus</translation>
    </message>
    <message>
        <source>%1
Signature: %2</source>
        <translation>%1
Signature&#xa0;: %2</translation>
    </message>
    <message>
        <source>Failed: fee charged</source>
        <translation>Échec&#xa0;: frais prélevés</translation>
    </message>
    <message>
        <source>The transaction landed with an error: the network fee was charged, the amount was not paid. %1</source>
        <translation>La transaction a été inscrite avec une erreur&#xa0;: les frais de réseau ont été prélevés, le montant n&apos;a pas été payé. %1</translation>
    </message>
    <message>
        <source>Expired: nothing charged</source>
        <translation>Expiré&#xa0;: rien n&apos;a été prélevé</translation>
    </message>
    <message>
        <source>It never landed before its blockhash expired, so nothing was charged. %1</source>
        <translation>Elle n&apos;a jamais été inscrite avant l&apos;expiration de son blockhash&#xa0;: rien n&apos;a donc été prélevé. %1</translation>
    </message>
    <message>
        <source>Refused by the network: nothing charged</source>
        <translation>Refusé par le réseau&#xa0;: rien n&apos;a été prélevé</translation>
    </message>
    <message>
        <source>Declined: nothing was signed</source>
        <translation>Décliné&#xa0;: rien n&apos;a été signé</translation>
    </message>
    <message>
        <source>Refused: nothing was signed</source>
        <translation>Refusé&#xa0;: rien n&apos;a été signé</translation>
    </message>
    <message>
        <source>Not sent</source>
        <translation>Non envoyé</translation>
    </message>
    <message>
        <source>Not final yet</source>
        <translation>Pas encore définitif</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::SolanaRpcSettingsBox</name>
    <message>
        <source>Network for local mode</source>
        <translation>Réseau du mode local</translation>
    </message>
    <message>
        <source>Solana network</source>
        <translation>Réseau Solana</translation>
    </message>
    <message>
        <source>&amp;Network:</source>
        <translation>&amp;Réseau&#xa0;:</translation>
    </message>
    <message>
        <source>RPC endpoint URL</source>
        <translation>URL du point de terminaison RPC</translation>
    </message>
    <message>
        <source>&amp;Use this endpoint</source>
        <translation>&amp;Utiliser ce point de terminaison</translation>
    </message>
    <message>
        <source>RPC &amp;URL:</source>
        <translation>URL R&amp;PC&#xa0;:</translation>
    </message>
    <message>
        <source>C&amp;heck connection</source>
        <translation>&amp;Vérifier la connexion</translation>
    </message>
    <message>
        <source>Highest priority fee Paydesk signs, in SOL</source>
        <translation>Frais de priorité maximaux que Paydesk accepte de signer, en SOL</translation>
    </message>
    <message>
        <source>Priority fee &amp;cap:</source>
        <translation>Pla&amp;fond des frais de priorité&#xa0;:</translation>
    </message>
    <message>
        <source>Paydesk refuses to sign a transaction whose priority fee is higher.</source>
        <translation>Paydesk refuse de signer une transaction dont les frais de priorité sont plus élevés.</translation>
    </message>
    <message>
        <source>&amp;Simulate each transaction before the review</source>
        <translation>&amp;Simuler chaque transaction avant l&apos;examen</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::SolanaSummaryView</name>
    <message>
        <source>From:</source>
        <translation>De&#xa0;:</translation>
    </message>
    <message>
        <source>To:</source>
        <translation>À&#xa0;:</translation>
    </message>
    <message>
        <source>Amount:</source>
        <translation>Montant&#xa0;:</translation>
    </message>
    <message>
        <source>Network fee:</source>
        <translation>Frais de réseau&#xa0;:</translation>
    </message>
    <message>
        <source>Priority fee:</source>
        <translation>Frais de priorité&#xa0;:</translation>
    </message>
    <message>
        <source>Total cost:</source>
        <translation>Coût total&#xa0;:</translation>
    </message>
    <message>
        <source>Balance after:</source>
        <translation>Solde après&#xa0;:</translation>
    </message>
    <message>
        <source>Network:</source>
        <translation>Réseau&#xa0;:</translation>
    </message>
    <message>
        <source>What the transaction does:</source>
        <translation>Ce que fait la transaction&#xa0;:</translation>
    </message>
    <message>
        <source>Show &amp;logs</source>
        <translation>Afficher les &amp;journaux</translation>
    </message>
    <message>
        <source>Simulation logs</source>
        <translation>Journaux de simulation</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (exactly)</source>
        <translation>%1 (exactement)</translation>
    </message>
    <message>
        <source>%1, paid by %2</source>
        <translation>%1, payés par %2</translation>
    </message>
    <message>
        <source>you</source>
        <translation>vous</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>%1 (%2 compute units at %3 micro-lamports each)</source>
        <translation>%1 (%2 unités de calcul à %3 micro-lamports chacune)</translation>
    </message>
    <message>
        <source>%1 leave your wallet</source>
        <translation>%1 quittent votre portefeuille</translation>
    </message>
    <message>
        <source>%1 in fees from your wallet</source>
        <translation>%1 de frais prélevés sur votre portefeuille</translation>
    </message>
    <message>
        <source>unknown (balance not read)</source>
        <translation>inconnu (solde non lu)</translation>
    </message>
    <message>
        <source>short by %1: the wallet holds %2</source>
        <translation>il manque %1&#xa0;: le portefeuille contient %2</translation>
    </message>
    <message>
        <source>%1, broadcast through %2%3</source>
        <translation>%1, diffusion via %2%3</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>inconnu</translation>
    </message>
    <message>
        <source> (test funds only)</source>
        <translation> (fonds de test uniquement)</translation>
    </message>
    <message>
        <source>(nothing could be decoded)</source>
        <translation>(rien n&apos;a pu être décodé)</translation>
    </message>
    <message>
        <source>Simulation: it would fail (%1), using %2 compute units.</source>
        <translation>Simulation&#xa0;: elle échouerait (%1), en utilisant %2 unités de calcul.</translation>
    </message>
    <message>
        <source>Simulation: it succeeds, using %1 compute units.</source>
        <translation>Simulation&#xa0;: elle réussit, en utilisant %1 unités de calcul.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::SpendingRulesPage</name>
    <message>
        <source>Spending rules</source>
        <translation>Règles de dépense</translation>
    </message>
    <message>
        <source>What Paydesk may pay without asking, and what it never pays: each site&apos;s budget, caps over all sites per day, the payees you allow or refuse, and the tokens you added. Agents have budgets of their own on the Agents page.</source>
        <translation>Ce que Paydesk peut payer sans demander, et ce qu’il ne paie jamais&#xa0;: le budget de chaque site, les plafonds journaliers sur tous les sites, les bénéficiaires que vous autorisez ou refusez et les jetons que vous avez ajoutés. Les agents ont leurs propres budgets sur la page Agents.</translation>
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
        <translation>Démarrage de Paydesk…</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::StatusPage</name>
    <message>
        <source>Payment status</source>
        <translation>Statut du paiement</translation>
    </message>
    <message>
        <source>Where a payment is: Paydesk asks the service again, less and less often, until the payment is final.</source>
        <translation>Où en est un paiement&#xa0;: Paydesk interroge de nouveau le service, de moins en moins souvent, jusqu&apos;à ce que le paiement soit définitif.</translation>
    </message>
    <message>
        <source>Payment id</source>
        <translation>ID du paiement</translation>
    </message>
    <message>
        <source>Payment id, e.g. pay_…</source>
        <translation>ID du paiement, p. ex. pay_…</translation>
    </message>
    <message>
        <source>&amp;Look up</source>
        <translation>&amp;Rechercher</translation>
    </message>
    <message>
        <source>Enter the id of a payment to follow it. Payments you send, and those you open from the history, show here by themselves.</source>
        <translation>Saisissez l&apos;identifiant d&apos;un paiement pour le suivre. Les paiements que vous envoyez, et ceux que vous ouvrez depuis l&apos;historique, s&apos;affichent ici automatiquement.</translation>
    </message>
    <message>
        <source>Payment fields</source>
        <translation>Champs du paiement</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <source>Raw JSON</source>
        <translation>JSON brut</translation>
    </message>
    <message>
        <source>&amp;Details</source>
        <translation>&amp;Détails</translation>
    </message>
    <message>
        <source>Raw &amp;JSON</source>
        <translation>&amp;JSON brut</translation>
    </message>
    <message>
        <source>Stopped. Look up the payment again to resume.</source>
        <translation>Arrêté. Recherchez de nouveau le paiement pour reprendre.</translation>
    </message>
    <message>
        <source>The service asked Paydesk to slow down: asking again in %1 s.</source>
        <translation>Le service a demandé à Paydesk de ralentir&#xa0;: nouvelle demande dans %1 s.</translation>
    </message>
    <message>
        <source>This is not a payment id</source>
        <translation>Ce n&apos;est pas un identifiant de paiement</translation>
    </message>
    <message>
        <source>Current state: %1</source>
        <translation>État actuel&#xa0;: %1</translation>
    </message>
    <message>
        <source>Following payment %1…</source>
        <translation>Suivi du paiement %1…</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>Final: the payment expired before it was confirmed; nothing was charged.</source>
        <translation>Définitif&#xa0;: le paiement a expiré avant d&apos;être confirmé&#xa0;; rien n&apos;a été prélevé.</translation>
    </message>
    <message>
        <source>Final: the payment failed. %1</source>
        <translation>Définitif&#xa0;: le paiement a échoué. %1</translation>
    </message>
    <message>
        <source>Final: this payment will not change any more.</source>
        <translation>Définitif&#xa0;: ce paiement n&apos;évoluera plus.</translation>
    </message>
    <message>
        <source>Asking the service…</source>
        <translation>Interrogation du service…</translation>
    </message>
    <message>
        <source>Not final yet: asking again in %1 s.</source>
        <translation>Pas encore définitif&#xa0;: nouvelle demande dans %1 s.</translation>
    </message>
    <message>
        <source>Open the transaction in the block explorer</source>
        <translation>Ouvrir la transaction dans l’explorateur de blocs</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::TimelineWidget</name>
    <message>
        <source>State timeline</source>
        <translation>Chronologie des états</translation>
    </message>
    <message>
        <source>not reached</source>
        <translation>non atteint</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>passé</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::TokensBox</name>
    <message>
        <source>Tokens</source>
        <translation>Jetons</translation>
    </message>
    <message>
        <source>Paydesk pays USDC on the networks it knows. A price in another token is refused until you add the token here, by its contract or mint, with the decimals the token itself has (never the seller&apos;s).</source>
        <translation>Paydesk paie en USDC sur les réseaux qu&apos;il connaît. Un prix dans un autre jeton est refusé tant que vous n&apos;avez pas ajouté le jeton ici, par son contrat ou son mint, avec les décimales du jeton lui-même (jamais celles du vendeur).</translation>
    </message>
    <message>
        <source>Contract (0x…) or mint address</source>
        <translation>Contrat (0x…) ou adresse du mint</translation>
    </message>
    <message>
        <source>Token address</source>
        <translation>Adresse du jeton</translation>
    </message>
    <message>
        <source>EURC</source>
        <translation>EURC</translation>
    </message>
    <message>
        <source>Token symbol</source>
        <translation>Symbole du jeton</translation>
    </message>
    <message>
        <source>Add &amp;token</source>
        <translation>Ajouter le &amp;jeton</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>&amp;Retirer</translation>
    </message>
    <message>
        <source>Net&amp;work:</source>
        <translation>Ré&amp;seau&#xa0;:</translation>
    </message>
    <message>
        <source>Addre&amp;ss:</source>
        <translation>Adre&amp;sse&#xa0;:</translation>
    </message>
    <message>
        <source>S&amp;ymbol:</source>
        <translation>S&amp;ymbole&#xa0;:</translation>
    </message>
    <message>
        <source>Deci&amp;mals:</source>
        <translation>Déci&amp;males&#xa0;:</translation>
    </message>
    <message>
        <source>%1 on %2: %3 (decimals: %4, added by you)</source>
        <translation>%1 sur %2&#xa0;: %3 (décimales&#xa0;: %4, ajouté par vous)</translation>
    </message>
    <message>
        <source>You added no token: Paydesk pays USDC only.</source>
        <translation>Vous n&apos;avez ajouté aucun jeton&#xa0;: Paydesk paie uniquement en USDC.</translation>
    </message>
    <message>
        <source>Enter the token&apos;s address and symbol first.</source>
        <translation>Saisissez d&apos;abord l&apos;adresse et le symbole du jeton.</translation>
    </message>
    <message>
        <source>Enter the address of the token to remove.</source>
        <translation>Saisissez l&apos;adresse du jeton à retirer.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::TrayController</name>
    <message>
        <source>&amp;Show Paydesk</source>
        <translation>&amp;Afficher Paydesk</translation>
    </message>
    <message>
        <source>&amp;Freeze automatic payments</source>
        <translation>&amp;Geler les paiements automatiques</translation>
    </message>
    <message>
        <source>&amp;Lock now</source>
        <translation>&amp;Verrouiller maintenant</translation>
    </message>
    <message>
        <source>&amp;Quit Paydesk</source>
        <translation>&amp;Quitter Paydesk</translation>
    </message>
    <message>
        <source>Paydesk: automatic payments are frozen</source>
        <translation>Paydesk&#xa0;: les paiements automatiques sont gelés</translation>
    </message>
    <message>
        <source>Paydesk: automatic payments are on, within their budgets</source>
        <translation>Paydesk&#xa0;: les paiements automatiques sont actifs, dans les limites de leurs budgets</translation>
    </message>
    <message>
        <source>Unlock Paydesk to see the details.</source>
        <translation>Déverrouillez Paydesk pour voir les détails.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Paydesk is still running</source>
        <translation>Paydesk est toujours en cours d&apos;exécution</translation>
    </message>
    <message>
        <source>Paydesk keeps running in the tray and tells you about your payments. To end it, choose Quit Paydesk in the tray menu.</source>
        <translation>Paydesk continue de fonctionner dans la zone de notification et vous informe de vos paiements. Pour le fermer, choisissez Quitter Paydesk dans le menu de la zone de notification.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::UnlockDialog</name>
    <message>
        <source>Unlock Paydesk</source>
        <translation>Déverrouiller Paydesk</translation>
    </message>
    <message>
        <source>Paydesk is locked. Enter your lock passphrase to go on; nothing is signed or sent before.</source>
        <translation>Paydesk est verrouillé. Saisissez votre phrase secrète de verrouillage pour continuer&#xa0;; rien n&apos;est signé ni envoyé avant cela.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::VerdictPanel</name>
    <message>
        <source>✓ Verified</source>
        <translation>✓ Vérifié</translation>
    </message>
    <message>
        <source>Verified</source>
        <translation>Vérifié</translation>
    </message>
    <message>
        <source>✗ Not verified</source>
        <translation>✗ Non vérifié</translation>
    </message>
    <message>
        <source>%1
%2</source>
        <translation>%1
%2</translation>
    </message>
    <message>
        <source>Not verified</source>
        <translation>Non vérifié</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::WalletSettingsBox</name>
    <message>
        <source>Wallets</source>
        <translation>Portefeuilles</translation>
    </message>
    <message>
        <source>Your wallets</source>
        <translation>Vos portefeuilles</translation>
    </message>
    <message>
        <source>Make &amp;default</source>
        <translation>Définir par &amp;défaut</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>&amp;Retirer</translation>
    </message>
    <message>
        <source>Create a &amp;demo wallet</source>
        <translation>Créer un portefeuille de dé&amp;monstration</translation>
    </message>
    <message>
        <source>A new sandbox wallet with 5 SOL of test funds</source>
        <translation>Un nouveau portefeuille du bac à sable avec 5 SOL de fonds de test</translation>
    </message>
    <message>
        <source>New wallet address</source>
        <translation>Adresse du nouveau portefeuille</translation>
    </message>
    <message>
        <source>Wallet address (Solana or EVM)</source>
        <translation>Adresse du portefeuille (Solana ou EVM)</translation>
    </message>
    <message>
        <source>New wallet label</source>
        <translation>Libellé du nouveau portefeuille</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Libellé</translation>
    </message>
    <message>
        <source>&amp;Add wallet</source>
        <translation>&amp;Ajouter le portefeuille</translation>
    </message>
    <message>
        <source>Hosted wallets are held by the service: add the addresses of the wallets your account owns. Double-click a label to rename it.</source>
        <translation>Les portefeuilles hébergés sont détenus par le service&#xa0;: ajoutez les adresses des portefeuilles de votre compte. Double-cliquez sur un libellé pour le renommer.</translation>
    </message>
    <message>
        <source>Demo wallet %1</source>
        <translation>Portefeuille de démonstration %1</translation>
    </message>
    <message>
        <source>The sandbox could not create a wallet.</source>
        <translation>Le bac à sable n&apos;a pas pu créer de portefeuille.</translation>
    </message>
    <message>
        <source>Wallet added.</source>
        <translation>Portefeuille ajouté.</translation>
    </message>
    <message>
        <source>Remove wallet</source>
        <translation>Retirer le portefeuille</translation>
    </message>
    <message>
        <source>Remove %1 from the list?</source>
        <translation>Retirer %1 de la liste&#xa0;?</translation>
    </message>
    <message>
        <source>The wallet itself and its funds are not touched; only this list forgets it.</source>
        <translation>Le portefeuille lui-même et ses fonds ne sont pas affectés&#xa0;; seule cette liste l&apos;oublie.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::WalletsPage</name>
    <message>
        <source>Wallets on this computer</source>
        <translation>Portefeuilles sur cet ordinateur</translation>
    </message>
    <message>
        <source>Local mode: Paydesk checks and signs each payment itself with a key kept in your system keychain. The service never sees the key.</source>
        <translation>Mode local&#xa0;: Paydesk vérifie et signe lui-même chaque paiement avec une clé conservée dans votre trousseau du système. Le service ne voit jamais la clé.</translation>
    </message>
    <message>
        <source>&amp;Create wallet…</source>
        <translation>&amp;Créer un portefeuille…</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importer…</translation>
    </message>
    <message>
        <source>C&amp;opy address</source>
        <translation>C&amp;opier l&apos;adresse</translation>
    </message>
    <message>
        <source>Refresh &amp;balances</source>
        <translation>Actualiser les &amp;soldes</translation>
    </message>
    <message>
        <source>Add 5 &amp;test SOL</source>
        <translation>Ajouter 5 SOL de &amp;test</translation>
    </message>
    <message>
        <source>Sandbox only: an airdrop of test funds through the sandbox&apos;s RPC</source>
        <translation>Bac à sable uniquement&#xa0;: un airdrop de fonds de test via le RPC du bac à sable</translation>
    </message>
    <message>
        <source>&amp;Remove…</source>
        <translation>&amp;Retirer…</translation>
    </message>
    <message>
        <source>Double-click a label to rename the wallet.</source>
        <translation>Double-cliquez sur un libellé pour renommer le portefeuille.</translation>
    </message>
    <message>
        <source>Address copied.</source>
        <translation>Adresse copiée.</translation>
    </message>
    <message>
        <source>Balances could not be read: %1</source>
        <translation>Impossible de lire les soldes&#xa0;: %1</translation>
    </message>
    <message>
        <source>created</source>
        <translation>créé</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>importé</translation>
    </message>
    <message>
        <source>Wallet %1 %2; its key is in the system keychain.</source>
        <translation>Portefeuille %1 %2&#xa0;; sa clé est dans le trousseau du système.</translation>
    </message>
    <message>
        <source>Its balance is unknown.</source>
        <translation>Son solde est inconnu.</translation>
    </message>
    <message>
        <source>Remove wallet</source>
        <translation>Retirer le portefeuille</translation>
    </message>
    <message>
        <source>Remove %1 from this computer?</source>
        <translation>Retirer %1 de cet ordinateur&#xa0;?</translation>
    </message>
    <message>
        <source>Paydesk deletes its key from the system keychain. %1 Without the recovery phrase, secret key or keypair file you saved, the funds on %2 are gone for good: nobody, Paydesk included, can bring them back.</source>
        <translation>Paydesk supprime sa clé du trousseau du système. %1 Sans la phrase de récupération, la clé secrète ou le fichier de paire de clés que vous avez sauvegardé, les fonds sur %2 sont définitivement perdus&#xa0;: personne, pas même Paydesk, ne pourra les récupérer.</translation>
    </message>
    <message>
        <source>Wallet %1 removed.</source>
        <translation>Portefeuille %1 retiré.</translation>
    </message>
    <message>
        <source>Local wallets</source>
        <translation>Portefeuilles locaux</translation>
    </message>
    <message>
        <source>No local wallet yet. Create one (a new recovery phrase for a Solana and an EVM account) or import the key of a wallet you already have.</source>
        <translation>Aucun portefeuille local pour l&apos;instant. Créez-en un (une nouvelle phrase de récupération pour un compte Solana et un compte EVM) ou importez la clé d&apos;un portefeuille que vous possédez déjà.</translation>
    </message>
    <message>
        <source>Add &amp;account</source>
        <translation>&amp;Ajouter un compte</translation>
    </message>
    <message>
        <source>The next EVM account (m/44&apos;/60&apos;/0&apos;/0/1, /2, …) of the recovery phrase of the selected wallet</source>
        <translation>Le compte EVM suivant (m/44&apos;/60&apos;/0&apos;/0/1, /2, …) de la phrase de récupération du portefeuille sélectionné</translation>
    </message>
    <message>
        <source>Reading balances from %1 and %2…</source>
        <translation>Lecture des soldes depuis %1 et %2…</translation>
    </message>
    <message>
        <source>added</source>
        <translation>ajouté</translation>
    </message>
    <message>
        <source>Deriving the next account from the recovery seed in the keychain…</source>
        <translation>Dérivation du compte suivant à partir de la graine de récupération du trousseau…</translation>
    </message>
    <message>
        <source>It holds %1 on %2.</source>
        <translation>Il contient %1 sur %2.</translation>
    </message>
    <message>
        <source>Add &amp;test funds</source>
        <translation>Ajouter des fonds de &amp;test</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::WelcomePage</name>
    <message>
        <source>Welcome to Paydesk</source>
        <translation>Bienvenue dans Paydesk</translation>
    </message>
    <message>
        <source>Pay for APIs and content with x402 payments, receive them and check them, from one desktop app.</source>
        <translation>Payez des API et des contenus avec des paiements x402, recevez-les et vérifiez-les, depuis une seule application de bureau.</translation>
    </message>
    <message>
        <source>Paydesk logo</source>
        <translation>Logo de Paydesk</translation>
    </message>
    <message>
        <source>&lt;p&gt;You are on the &lt;b&gt;built-in sandbox&lt;/b&gt;: a payment service running on this computer, with two demo wallets holding test funds. Try a payment, verify it as a seller, follow it in History and Status. Nothing here moves real money.&lt;/p&gt;&lt;p&gt;When you are ready, connect Paydesk to your payment service with its address and your API key. The key is kept in the system keychain.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Vous êtes dans le &lt;b&gt;bac à sable intégré&lt;/b&gt;&#xa0;: un service de paiement qui fonctionne sur cet ordinateur, avec deux portefeuilles de démonstration contenant des fonds de test. Essayez un paiement, vérifiez-le en tant que vendeur, suivez-le dans Historique et Statut. Rien ici ne déplace d&apos;argent réel.&lt;/p&gt;&lt;p&gt;Lorsque vous êtes prêt, connectez Paydesk à votre service de paiement avec son adresse et votre clé API. La clé est conservée dans le trousseau du système.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Start with the sandbox</source>
        <translation>&amp;Démarrer avec le bac à sable</translation>
    </message>
    <message>
        <source>&amp;Connect to a payment service…</source>
        <translation>&amp;Se connecter à un service de paiement…</translation>
    </message>
</context>
<context>
    <name>paydesk::wallet::WalletKeyStore</name>
    <message>
        <source>The key of wallet %1 is not in the OS keychain: import the wallet again (from its recovery phrase or key file).</source>
        <translation>La clé du portefeuille %1 ne se trouve pas dans le trousseau du système&#xa0;: importez de nouveau le portefeuille (depuis sa phrase de récupération ou son fichier de clé).</translation>
    </message>
    <message>
        <source>The keychain entry of wallet %1 does not hold that wallet&apos;s key. Remove the wallet and import it again.</source>
        <translation>L&apos;entrée du trousseau du portefeuille %1 ne contient pas la clé de ce portefeuille. Retirez le portefeuille et importez-le de nouveau.</translation>
    </message>
    <message>
        <source>The keychain holds no recovery seed for %1: accounts can be added only to a wallet created in Paydesk on this computer. Import the account from its phrase instead (paydesk-cli wallet import --chain evm --derivation PATH).</source>
        <translation>Le trousseau ne contient aucune graine de récupération pour %1&#xa0;: on ne peut ajouter des comptes qu&apos;à un portefeuille créé dans Paydesk sur cet ordinateur. Importez plutôt le compte depuis sa phrase (paydesk-cli wallet import --chain evm --derivation PATH).</translation>
    </message>
</context>
<context>
    <name>paydesk::wallet::WalletManager</name>
    <message>
        <source>Wallet %1 is already in Paydesk.</source>
        <translation>Le portefeuille %1 est déjà dans Paydesk.</translation>
    </message>
    <message>
        <source>The wallet could not be saved in Paydesk&apos;s database (%1); its key was taken out of the keychain again.</source>
        <translation>Impossible d&apos;enregistrer le portefeuille dans la base de données de Paydesk (%1)&#xa0;; sa clé a été retirée du trousseau.</translation>
    </message>
    <message>
        <source>There is no wallet %1 in Paydesk. List your wallets with &apos;paydesk-cli wallet list&apos;, or import it first.</source>
        <translation>Il n&apos;y a pas de portefeuille %1 dans Paydesk. Listez vos portefeuilles avec &apos;paydesk-cli wallet list&apos;, ou importez-le d&apos;abord.</translation>
    </message>
    <message>
        <source>There is no wallet %1 in Paydesk.</source>
        <translation>Il n&apos;y a pas de portefeuille %1 dans Paydesk.</translation>
    </message>
    <message>
        <source>%1 is not the first account of a recovery phrase made in Paydesk.</source>
        <translation>%1 n&apos;est pas le premier compte d&apos;une phrase de récupération créée dans Paydesk.</translation>
    </message>
</context>
<context>
    <name>paydesk::x402::LocalAuthorization</name>
    <message>
        <source>The payment option cannot be paid in local mode.</source>
        <translation>Cette option de paiement ne peut pas être payée en mode local.</translation>
    </message>
    <message>
        <source>Signing your part of the transfer: %1</source>
        <translation>Signature de votre part du transfert&#xa0;: %1</translation>
    </message>
    <message>
        <source>The transaction could not be signed as expected; nothing was sent.</source>
        <translation>La transaction n&apos;a pas pu être signée comme prévu&#xa0;; rien n&apos;a été envoyé.</translation>
    </message>
    <message>
        <source>Reading the latest block from %1...</source>
        <translation>Lecture du dernier bloc depuis %1...</translation>
    </message>
    <message>
        <source>Cannot read the latest block from the network: %1</source>
        <translation>Impossible de lire le dernier bloc du réseau&#xa0;: %1</translation>
    </message>
    <message>
        <source>The network&apos;s answer about its latest block is malformed.</source>
        <translation>La réponse du réseau sur son dernier bloc est mal formée.</translation>
    </message>
    <message>
        <source>Paydesk refuses to sign this payment: %1</source>
        <translation>Paydesk refuse de signer ce paiement&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>paydesk::x402::LostTransfer</name>
    <message>
        <source>The journaled proof holds no signature of %1.</source>
        <translation>La preuve journalisée ne contient aucune signature de %1.</translation>
    </message>
    <message>
        <source>No Solana RPC endpoint to ask.</source>
        <translation>Aucun point d’accès RPC Solana à interroger.</translation>
    </message>
    <message>
        <source>The Solana RPC endpoint is not on %1.</source>
        <translation>Le point d’accès RPC Solana n’est pas sur %1.</translation>
    </message>
    <message>
        <source>The node&apos;s answer about the blockhash cannot be read.</source>
        <translation>La réponse du nœud sur le blockhash est illisible.</translation>
    </message>
    <message>
        <source>%1 has too many recent transactions to search.</source>
        <translation>%1 a trop de transactions récentes pour les parcourir.</translation>
    </message>
    <message>
        <source>The node&apos;s list of transactions cannot be read.</source>
        <translation>La liste des transactions du nœud est illisible.</translation>
    </message>
    <message>
        <source>The node&apos;s transaction cannot be read.</source>
        <translation>La transaction du nœud est illisible.</translation>
    </message>
    <message>
        <source>The node lists a transaction it does not give.</source>
        <translation>Le nœud liste une transaction qu’il ne fournit pas.</translation>
    </message>
    <message>
        <source>It landed with an error: nothing was paid.</source>
        <translation>Elle a été inscrite avec une erreur : rien n&apos;a été payé.</translation>
    </message>
</context>
<context>
    <name>paydesk::x402::PaidFetch</name>
    <message>
        <source>payment %1</source>
        <translation>paiement %1</translation>
    </message>
    <message>
        <source>transaction %1</source>
        <translation>transaction %1</translation>
    </message>
    <message>
        <source>the journaled payment</source>
        <translation>le paiement inscrit au journal</translation>
    </message>
    <message>
        <source>Only http and https URLs can be fetched.</source>
        <translation>Seules les URL http et https peuvent être récupérées.</translation>
    </message>
    <message>
        <source>You already paid for this URL (%1); re-sending that proof instead of paying again.</source>
        <translation>Vous avez déjà payé pour cette URL (%1)&#xa0;; la preuve existante est renvoyée au lieu de payer de nouveau.</translation>
    </message>
    <message>
        <source>Could not fetch %1: %2</source>
        <translation>Impossible de récupérer %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>The site asks for payment, but its payment requirements are unusable, so Paydesk will not pay: %1</source>
        <translation>Le site demande un paiement, mais ses conditions de paiement sont inutilisables&#xa0;; Paydesk ne paiera donc pas&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 Nothing was paid; grant %2 a larger budget to pay it.</source>
        <translation>%1 Rien n&apos;a été payé&#xa0;; accordez à %2 un budget plus élevé pour le payer.</translation>
    </message>
    <message>
        <source>The seller&apos;s price was valid for %1 seconds and has run out; nothing was paid. Fetch the URL again for a fresh price.</source>
        <translation>Le prix du vendeur était valable %1 secondes et a expiré&#xa0;; rien n&apos;a été payé. Récupérez de nouveau l&apos;URL pour obtenir un nouveau prix.</translation>
    </message>
    <message>
        <source>You declined; nothing was paid.</source>
        <translation>Vous avez décliné&#xa0;; rien n&apos;a été payé.</translation>
    </message>
    <message>
        <source>Cancelled; nothing was paid.</source>
        <translation>Annulé&#xa0;; rien n&apos;a été payé.</translation>
    </message>
    <message>
        <source>The payment&apos;s outcome is unknown (%1). Paydesk will not pay for this URL again by itself; check the payment&apos;s status.</source>
        <translation>L&apos;issue du paiement est inconnue (%1). Paydesk ne paiera pas de lui-même une nouvelle fois pour cette URL&#xa0;; vérifiez le statut du paiement.</translation>
    </message>
    <message>
        <source>The payment was not made: %1</source>
        <translation>Le paiement n&apos;a pas été effectué&#xa0;: %1</translation>
    </message>
    <message>
        <source>You paid (%1), but the answer was lost (%2). Paydesk keeps the proof and re-sends it when you open this URL again; it will not pay again.</source>
        <translation>Vous avez payé (%1), mais la réponse a été perdue (%2). Paydesk conserve la preuve et la renverra quand vous ouvrirez de nouveau cette URL&#xa0;; il ne paiera pas une seconde fois.</translation>
    </message>
    <message>
        <source>HTTP %1</source>
        <translation>HTTP %1</translation>
    </message>
    <message>
        <source>You paid (%1), but the seller did not accept the payment (%2). Paydesk will not pay again by itself; check the payment and contact the seller.</source>
        <translation>Vous avez payé (%1), mais le vendeur n&apos;a pas accepté le paiement (%2). Paydesk ne paiera pas de lui-même une nouvelle fois&#xa0;; vérifiez le paiement et contactez le vendeur.</translation>
    </message>
    <message>
        <source>The wallet %1 holds %2, less than the price of %3: it cannot cover this payment. Nothing was paid; add funds to it or pay from another wallet.</source>
        <translation>Le portefeuille %1 contient %2, moins que le prix de %3&#xa0;: il ne peut pas couvrir ce paiement. Rien n&apos;a été payé&#xa0;; approvisionnez-le ou payez depuis un autre portefeuille.</translation>
    </message>
    <message>
        <source>%1 Nothing was paid; raise that cap to pay it (paydesk-cli budget cap, or the budgets on the Pay page).</source>
        <translation>%1 Rien n’a été payé&#xa0;; relevez ce plafond pour le payer (paydesk-cli budget cap, ou les budgets de la page Payer).</translation>
    </message>
    <message>
        <source>Asking the chain whether your earlier payment for this URL (%1) settled…</source>
        <translation>Interrogation de la chaîne&#xa0;: votre paiement précédent pour cette URL (%1) a-t-il été réglé&#xa0;?…</translation>
    </message>
    <message>
        <source>The chain could not say (%1).</source>
        <translation>La chaîne n&apos;a pas pu le dire (%1).</translation>
    </message>
    <message>
        <source>Your earlier payment for this URL never settled and has expired; nothing was paid. Fetching it again.</source>
        <translation>Votre paiement précédent pour cette URL n&apos;a jamais été réglé et a expiré&#xa0;; rien n&apos;a été payé. Nouvelle récupération.</translation>
    </message>
    <message>
        <source>the wallet holds %1, less than the price of %2.</source>
        <translation>le portefeuille contient %1, moins que le prix de %2.</translation>
    </message>
    <message>
        <source>%1 No other option could be paid either. %2</source>
        <translation>%1 Aucune autre option n&apos;a pu être payée non plus. %2</translation>
    </message>
    <message>
        <source>%1 Trying the next option: %2 on %3.</source>
        <translation>%1 Essai de l&apos;option suivante&#xa0;: %2 sur %3.</translation>
    </message>
    <message>
        <source>Paydesk is paying for this URL in another window or process right now (attempt %1); nothing more was paid. Wait for it to finish, then fetch the URL again.</source>
        <translation>Paydesk est en train de payer pour cette URL dans une autre fenêtre ou un autre processus (tentative %1)&#xa0;; rien de plus n&apos;a été payé. Attendez la fin de ce paiement, puis récupérez de nouveau l&apos;URL.</translation>
    </message>
    <message>
        <source>(none set)</source>
        <translation>(aucun défini)</translation>
    </message>
    <message>
        <source>the node %1 could not confirm it is on %2 (%3).</source>
        <translation>le nœud %1 n&apos;a pas pu confirmer qu&apos;il est sur %2 (%3).</translation>
    </message>
    <message>
        <source>The seller did not accept the payment (%1); asking the chain whether it was settled…</source>
        <translation>Le vendeur n&apos;a pas accepté le paiement (%1)&#xa0;; interrogation de la chaîne pour savoir s&apos;il a été réglé…</translation>
    </message>
    <message>
        <source>The seller refused the payment (%1) and never settled it: nothing was paid.</source>
        <translation>Le vendeur a refusé le paiement (%1) et ne l&apos;a jamais réglé&#xa0;: rien n&apos;a été payé.</translation>
    </message>
    <message>
        <source>Not paid: the seller refused your payment (%1) and the chain shows it never settled; it has expired, so nothing can move. Your budgets no longer count it.</source>
        <translation>Non payé&#xa0;: le vendeur a refusé votre paiement (%1) et la chaîne montre qu&apos;il n&apos;a jamais été réglé&#xa0;; il a expiré, donc plus rien ne peut être déplacé. Vos budgets ne le comptent plus.</translation>
    </message>
    <message>
        <source>Not paid: the seller refused your payment (%1), and the chain shows it unused; nothing moved. Your signed payment stays valid for up to %2 seconds, so its amount stays counted in your budgets until it expires; fetching the URL again after that releases it.</source>
        <translation>Non payé&#xa0;: le vendeur a refusé votre paiement (%1), et la chaîne le montre inutilisé&#xa0;; rien n&apos;a bougé. Votre paiement signé reste valable jusqu&apos;à %2 secondes&#xa0;: son montant reste donc compté dans vos budgets jusqu&apos;à son expiration&#xa0;; récupérer de nouveau l&apos;URL après cela le libère.</translation>
    </message>
    <message>
        <source>The payment was made but could not be journaled (%1), so its proof was not sent. Check the payment&apos;s status before paying for this URL again.</source>
        <translation>Le paiement a été effectué mais n&apos;a pas pu être inscrit au journal (%1)&#xa0;; sa preuve n&apos;a donc pas été envoyée. Vérifiez l&apos;état du paiement avant de payer à nouveau cette URL.</translation>
    </message>
    <message>
        <source>The signed payment could not be journaled (%1), so it was not sent: nothing was paid.</source>
        <translation>Le paiement signé n&apos;a pas pu être inscrit au journal (%1)&#xa0;; il n&apos;a donc pas été envoyé&#xa0;: rien n&apos;a été payé.</translation>
    </message>
    <message>
        <source>Nothing was signed or paid: the node %1 could not confirm that it is on %2, the network this option pays on (%3). Paydesk signs only for the network its node is on: use an RPC node on %2 and try again.</source>
        <translation>Rien n&apos;a été signé ni payé&#xa0;: le nœud %1 n&apos;a pas pu confirmer qu&apos;il est sur %2, le réseau sur lequel cette option paie (%3). Paydesk ne signe que pour le réseau sur lequel se trouve son nœud&#xa0;: utilisez un nœud RPC sur %2 et réessayez.</translation>
    </message>
    <message>
        <source>The chain shows your payment settled; presenting the same proof once more for the content.</source>
        <translation>La chaîne montre votre paiement réglé&#xa0;; la même preuve est présentée une fois de plus pour obtenir le contenu.</translation>
    </message>
    <message>
        <source>No payment scheme of Paydesk pays %1 on %2 from %3; nothing was paid.</source>
        <translation>Aucun schéma de paiement de Paydesk ne paie %1 sur %2 depuis %3 ; rien n’a été payé.</translation>
    </message>
    <message>
        <source>Content received; asking the chain whether the seller settled your payment…</source>
        <translation>Contenu reçu&#xa0;; interrogation de la chaîne pour savoir si le vendeur a réglé votre paiement…</translation>
    </message>
    <message>
        <source>The chain could not say whether it settled (%1).</source>
        <translation>La chaîne n&apos;a pas pu dire s&apos;il a été réglé (%1).</translation>
    </message>
    <message>
        <source>the seller sent the content, but the chain shows your payment unused</source>
        <translation>le vendeur a envoyé le contenu, mais la chaîne montre votre paiement inutilisé</translation>
    </message>
    <message>
        <source>the seller sent the content and named transaction %1, but the chain shows your payment unused</source>
        <translation>le vendeur a envoyé le contenu et cité la transaction %1, mais la chaîne montre votre paiement inutilisé</translation>
    </message>
    <message>
        <source>Not paid: %1, and it has expired, so nothing can move. Your budgets no longer count it.</source>
        <translation>Non payé&#xa0;: %1, et il a expiré, donc rien ne peut bouger. Vos budgets ne le comptent plus.</translation>
    </message>
    <message>
        <source>Not paid yet: %1; nothing has moved. The seller may still settle it within %2 seconds, so its amount stays counted in your budgets until it expires; fetching the URL again after that releases it.</source>
        <translation>Pas encore payé&#xa0;: %1&#xa0;; rien n&apos;a bougé. Le vendeur peut encore le régler dans les %2 secondes, son montant reste donc compté dans vos budgets jusqu&apos;à son expiration&#xa0;; récupérer l&apos;URL à nouveau ensuite le libère.</translation>
    </message>
    <message>
        <source>Charged %1 of up to %2; the rest is free again in your budgets.</source>
        <translation>%1 débité sur %2 au plus&#xa0;; le reste est de nouveau libre dans vos budgets.</translation>
    </message>
    <message>
        <source>Counted as %1, the most it could take.</source>
        <translation>Compté comme %1, le maximum qu&apos;il pouvait prendre.</translation>
    </message>
    <message>
        <source>The seller did not say what it charged: counted as %1, the most it could take.</source>
        <translation>Le vendeur n&apos;a pas dit ce qu&apos;il a débité&#xa0;: compté comme %1, le maximum qu&apos;il pouvait prendre.</translation>
    </message>
    <message>
        <source>Not charged yet: the seller sent the content and has not settled your authorization of up to %1 (a usage price that came to nothing is never settled). It stays valid for up to %2 seconds, so up to %1 stays counted in your budgets until it expires; fetching the URL again after that releases it.</source>
        <translation>Pas encore débité&#xa0;: le vendeur a envoyé le contenu et n&apos;a pas réglé votre autorisation de %1 au plus (un prix à l&apos;usage nul n&apos;est jamais réglé). Elle reste valable jusqu&apos;à %2 secondes, donc jusqu&apos;à %1 restent comptés dans vos budgets jusqu&apos;à son expiration&#xa0;; récupérer l&apos;URL à nouveau ensuite les libère.</translation>
    </message>
    <message>
        <source>Reading from the chain what the settlement moved…</source>
        <translation>Lecture sur la chaîne de ce que le règlement a déplacé…</translation>
    </message>
    <message>
        <source>The seller&apos;s settlement says %1, but the chain shows %2 moved of up to %3: %2 is what is counted.</source>
        <translation>Le règlement du vendeur indique %1, mais la chaîne montre %2 déplacés sur %3 au plus&#xa0;: c&apos;est %2 qui est compté.</translation>
    </message>
    <message>
        <source>nothing of the charge</source>
        <translation>rien du débit</translation>
    </message>
    <message>
        <source>the seller&apos;s channel state differed; adopted it</source>
        <translation>l&apos;état du canal du vendeur différait ; adopté</translation>
    </message>
    <message>
        <source>The seller&apos;s channel state differed from Paydesk&apos;s; adopted it (it is backed by your own voucher) and paying again.</source>
        <translation>L&apos;état du canal du vendeur différait de celui de Paydesk ; il a été adopté (il est couvert par votre propre bon) et le paiement est relancé.</translation>
    </message>
    <message>
        <source>Charged %1 of up to %2 through the payment channel; the rest is free again in your budgets.</source>
        <translation>%1 facturé sur au plus %2 par le canal de paiement ; le reste est de nouveau libre dans vos budgets.</translation>
    </message>
    <message>
        <source>The wallet %1 holds %2, less than the deposit of %3 a payment channel with this seller needs. Nothing was paid; add funds to it or pay from another wallet.</source>
        <translation>Le portefeuille %1 contient %2, moins que le dépôt de %3 qu&apos;exige un canal de paiement avec ce vendeur. Rien n&apos;a été payé ; approvisionnez-le ou payez depuis un autre portefeuille.</translation>
    </message>
    <message>
        <source>the wallet holds %1, less than the channel&apos;s deposit of %2.</source>
        <translation>le portefeuille contient %1, moins que le dépôt du canal de %2.</translation>
    </message>
    <message>
        <source>A payment channel with this seller needs a deposit of %1: %2 Nothing was paid.</source>
        <translation>Un canal de paiement avec ce vendeur demande un dépôt de %1 : %2 Rien n&apos;a été payé.</translation>
    </message>
    <message>
        <source>The channel&apos;s deposit of %1: %2</source>
        <translation>Le dépôt du canal de %1 : %2</translation>
    </message>
    <message>
        <source>the seller had charged this request before Paydesk stopped, and its answer was lost</source>
        <translation>le vendeur avait facturé cette requête avant l&apos;arrêt de Paydesk, et sa réponse a été perdue</translation>
    </message>
    <message>
        <source>You paid (%1), but %2; the channel is in step with the seller again. Paydesk does not pay again by itself: fetch the URL again to buy it anew.</source>
        <translation>Vous avez payé (%1), mais %2 ; le canal est de nouveau en phase avec le vendeur. Paydesk ne repaie pas de lui-même : récupérez à nouveau l&apos;URL pour l&apos;acheter de nouveau.</translation>
    </message>
</context>
<context>
    <name>paydesk::x402::SplAuthorization</name>
    <message>
        <source>%1 is not a Solana wallet.</source>
        <translation>%1 n&apos;est pas un portefeuille Solana.</translation>
    </message>
    <message>
        <source>The token %1 is not one Paydesk knows on %2; nothing was signed.</source>
        <translation>Paydesk ne connaît pas le jeton %1 sur %2&#xa0;; rien n&apos;a été signé.</translation>
    </message>
    <message>
        <source>The payment option cannot be paid from a local wallet.</source>
        <translation>Cette option de paiement ne peut pas être payée depuis un portefeuille local.</translation>
    </message>
    <message>
        <source>Reading the %1 accounts of %2 and of the seller...</source>
        <translation>Lecture des comptes %1 de %2 et du vendeur...</translation>
    </message>
    <message>
        <source>Cannot read the token accounts from the network: %1</source>
        <translation>Impossible de lire les comptes de jetons sur le réseau&#xa0;: %1</translation>
    </message>
    <message>
        <source>The network&apos;s answer about the token accounts is malformed.</source>
        <translation>La réponse du réseau sur les comptes de jetons est mal formée.</translation>
    </message>
    <message>
        <source>The token %1 (mint %2) does not exist on the network this wallet reads (%3); nothing was signed. Check the RPC endpoint&apos;s network.</source>
        <translation>Le jeton %1 (mint %2) n&apos;existe pas sur le réseau que lit ce portefeuille (%3)&#xa0;; rien n&apos;a été signé. Vérifiez le réseau du point d&apos;accès RPC.</translation>
    </message>
    <message>
        <source>The mint %1 cannot be paid: %2</source>
        <translation>Le mint %1 ne peut pas servir au paiement&#xa0;: %2</translation>
    </message>
    <message>
        <source>The mint %1 has %2 decimals, but %3 has %4: nothing was signed.</source>
        <translation>Le mint %1 a %2 décimales, mais %3 en a %4&#xa0;: rien n&apos;a été signé.</translation>
    </message>
    <message>
        <source>The seller %1 has no %2 account that can receive this payment; nothing was signed. The seller must open one first.</source>
        <translation>Le vendeur %1 n&apos;a aucun compte %2 pouvant recevoir ce paiement&#xa0;; rien n&apos;a été signé. Le vendeur doit d&apos;abord en ouvrir un.</translation>
    </message>
    <message>
        <source>%1 holds %2, less than the price of %3; nothing was signed.</source>
        <translation>%1 détient %2, moins que le prix de %3&#xa0;; rien n&apos;a été signé.</translation>
    </message>
    <message>
        <source>The %1 account of %2 is frozen by the token&apos;s issuer; nothing was signed.</source>
        <translation>Le compte %1 de %2 est gelé par l&apos;émetteur du jeton&#xa0;; rien n&apos;a été signé.</translation>
    </message>
    <message>
        <source>Paydesk refuses to sign this payment: %1</source>
        <translation>Paydesk refuse de signer ce paiement&#xa0;: %1</translation>
    </message>
    <message>
        <source>Signing your part of %1 to %2 with the key of %3...</source>
        <translation>Signature de votre part de %1 à %2 avec la clé de %3...</translation>
    </message>
    <message>
        <source>The transaction could not be signed as expected; nothing was sent.</source>
        <translation>La transaction n&apos;a pas pu être signée comme prévu&#xa0;; rien n&apos;a été envoyé.</translation>
    </message>
</context>
</TS>
