<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>AbandonedAttempts</name>
    <message>
        <source>The payer stopped before its signed proof was stored: nothing left this computer, so nothing was paid.</source>
        <translation>署名済みの支払い証明が保存される前に支払い処理が停止しました。このコンピューターからは何も送信されていないため、何も支払われていません。</translation>
    </message>
</context>
<context>
    <name>AddedTokens</name>
    <message>
        <source>%1 is not a Solana or EVM network: give a network Paydesk lists (&quot;base&quot;, &quot;solana-devnet&quot;) or a CAIP-2 id (&quot;eip155:8453&quot;).</source>
        <translation>%1はSolanaまたはEVMのネットワークではありません：Paydeskが知っているネットワーク（&quot;base&quot;、&quot;solana-devnet&quot;）かCAIP-2 ID（&quot;eip155:8453&quot;）を指定してください。</translation>
    </message>
    <message>
        <source>%1 is not a token address on %2: give the token&apos;s %3.</source>
        <translation>%1は%2上のトークンアドレスではありません：トークンの%3を指定してください。</translation>
    </message>
    <message>
        <source>The symbol &quot;%1&quot; is not usable: 1 to 11 letters, digits or .-_ (as &quot;EURC&quot;).</source>
        <translation>シンボル&quot;%1&quot;は使えません：1〜11文字の英字、数字または.-_（&quot;EURC&quot;のように）。</translation>
    </message>
    <message>
        <source>%1 decimals is not usable: a token has 0 to %2; read them from the token&apos;s contract or mint, never from a seller.</source>
        <translation>小数点以下%1桁は使えません：トークンは0〜%2桁です。販売者ではなく、トークンのコントラクトまたはミントから読み取ってください。</translation>
    </message>
    <message>
        <source>You already added %1 on %2 as %3.</source>
        <translation>%2上の%1はすでに%3として追加済みです。</translation>
    </message>
    <message>
        <source>%1 on %2 is already in Paydesk&apos;s table, as %3.</source>
        <translation>%2上の%1はすでにPaydeskの表に%3として載っています。</translation>
    </message>
    <message>
        <source>%1 on %2 is already the token %3: give this one another symbol, so the two are never confused.</source>
        <translation>%2上の%1はすでにトークン%3です：混同しないよう、こちらには別のシンボルを付けてください。</translation>
    </message>
    <message>
        <source>%1 on %2 is not a token you added.</source>
        <translation>%2上の%1はあなたが追加したトークンではありません。</translation>
    </message>
</context>
<context>
    <name>Address</name>
    <message>
        <source>Enter an address.</source>
        <translation>アドレスを入力してください。</translation>
    </message>
    <message>
        <source>An EVM address is 0x followed by 40 hexadecimal characters; this one has %1.</source>
        <translation>EVMアドレスは0xに続く16進数40文字です。このアドレスは%1文字です。</translation>
    </message>
    <message>
        <source>An EVM address may contain only 0-9 and a-f after 0x.</source>
        <translation>EVMアドレスの0x以降には0〜9とa〜fのみ使用できます。</translation>
    </message>
    <message>
        <source>The capitalisation of this EVM address does not match its EIP-55 checksum: it may contain a typo. Check it with the recipient.</source>
        <translation>このEVMアドレスの大文字・小文字がEIP-55チェックサムと一致しません。入力ミスの可能性があります。受取人に確認してください。</translation>
    </message>
    <message>
        <source>A Solana address is 32 to 44 base58 characters; this one has %1.</source>
        <translation>Solanaアドレスはbase58の32〜44文字です。このアドレスは%1文字です。</translation>
    </message>
    <message>
        <source>A Solana address uses base58 characters only (no 0, O, I or l).</source>
        <translation>Solanaアドレスにはbase58の文字のみ使用できます（0、O、I、lは使用できません）。</translation>
    </message>
    <message>
        <source>This is not a Solana address: it decodes to %1 bytes instead of 32.</source>
        <translation>これはSolanaアドレスではありません。デコードすると32バイトではなく%1バイトになります。</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>署名</translation>
    </message>
    <message>
        <source>Transaction hash</source>
        <translation>トランザクションハッシュ</translation>
    </message>
    <message>
        <source>Transaction id</source>
        <translation>トランザクションID</translation>
    </message>
    <message>
        <source>mint address (base58)</source>
        <translation>ミントアドレス（base58）</translation>
    </message>
    <message>
        <source>contract address (0x…)</source>
        <translation>コントラクトアドレス（0x…）</translation>
    </message>
    <message>
        <source>token address</source>
        <translation>トークンアドレス</translation>
    </message>
</context>
<context>
    <name>AgentListModel</name>
    <message>
        <source>Agent</source>
        <translation>エージェント</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>予算</translation>
    </message>
    <message>
        <source>Spent (24 h)</source>
        <translation>支払額（24時間）</translation>
    </message>
    <message>
        <source>Sites</source>
        <translation>サイト</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状態</translation>
    </message>
</context>
<context>
    <name>AgentStore</name>
    <message>
        <source>An agent&apos;s name is 1 to 64 printable characters, without spaces at either end: &quot;%1&quot; is not.</source>
        <translation>エージェントの名前は、前後に空白のない1〜64文字の印刷可能な文字である必要があります。&quot;%1&quot;はこれに当てはまりません。</translation>
    </message>
    <message>
        <source>There is already an agent called &quot;%1&quot;.</source>
        <translation>&quot;%1&quot;という名前のエージェントはすでに存在します。</translation>
    </message>
    <message>
        <source>There is no agent called &quot;%1&quot;.</source>
        <translation>&quot;%1&quot;という名前のエージェントはありません。</translation>
    </message>
    <message>
        <source>An agent may make at least one payment a minute.</source>
        <translation>エージェントには、1分あたり少なくとも1回の支払いを許可する必要があります。</translation>
    </message>
    <message>
        <source>An agent&apos;s budget needs a positive amount per day, and an automatic limit from 0 up to that amount.</source>
        <translation>エージェントの予算には、正の1日あたりの金額と、0からその金額までの自動支払いの上限が必要です。</translation>
    </message>
    <message>
        <source>There is no agent called &quot;%1&quot; in Paydesk.</source>
        <translation>Paydeskに&quot;%1&quot;という名前のエージェントはありません。</translation>
    </message>
    <message>
        <source>Payments are frozen in Paydesk, agents&apos; too. Unfreeze them in the desktop app (the tray&apos;s Freeze) to let agents pay again.</source>
        <translation>Paydeskでは支払いが凍結されており、エージェントの支払いも凍結されています。エージェントが再び支払えるようにするには、デスクトップアプリで凍結を解除してください（トレイメニューの「自動支払いを凍結」）。</translation>
    </message>
    <message>
        <source>The agent &quot;%1&quot; is paused. Resume it on the Agents page to let it pay again.</source>
        <translation>エージェント&quot;%1&quot;は一時停止中です。再び支払えるようにするには、「エージェント」ページで再開してください。</translation>
    </message>
    <message>
        <source>The agent &quot;%1&quot; has stopped paying after %2 failed payments in a row. Look at what it was paying for, then resume it on the Agents page.</source>
        <translation>エージェント&quot;%1&quot;は、%2回続けて支払いに失敗したため、支払いを停止しました。何に支払おうとしていたかを確認してから、「エージェント」ページで再開してください。</translation>
    </message>
    <message>
        <source>The agent &quot;%1&quot; may make %2 payments a minute and has made them. Try again in a minute.</source>
        <translation>エージェント&quot;%1&quot;は1分あたり%2回まで支払うことができ、その回数に達しました。1分後にもう一度お試しください。</translation>
    </message>
    <message>
        <source>The agent &quot;%1&quot; has no budget in %2 on %3. Give it one on the Agents page (or with paydesk-cli agent budget).</source>
        <translation>エージェント&quot;%1&quot;には、%3上の%2の予算がありません。「エージェント」ページで（またはpaydesk-cli agent budgetで）予算を設定してください。</translation>
    </message>
    <message>
        <source>The price %1 is above what is left of the agent&apos;s budget (%2 of %3 in 24 hours). Nothing was paid.</source>
        <translation>価格%1は、エージェントの予算の残り（24時間で%3のうち%2）を超えています。何も支払われていません。</translation>
    </message>
    <message>
        <source>%1 is a new site for this agent</source>
        <translation>%1はこのエージェントにとって新しいサイトです</translation>
    </message>
    <message>
        <source>the price is above the %1 it may pay without you</source>
        <translation>価格が、あなたの確認なしで支払える%1を超えています</translation>
    </message>
    <message>
        <source>it would leave %1 of its %2 for today</source>
        <translation>支払うと本日の%2の残りが%1になります</translation>
    </message>
    <message>
        <source>A person must approve this payment: %1.</source>
        <translation>この支払いには人による承認が必要です：%1。</translation>
    </message>
    <message>
        <source>An agent&apos;s cap %1 must be at least its cap of a shorter window (%2), in the budget&apos;s asset.</source>
        <translation>エージェントの上限（%1）は、より短い期間の上限（%2）以上で、予算と同じ資産で指定してください。</translation>
    </message>
    <message>
        <source>The budget would end %1, which is already past: give a later date, or none for no end.</source>
        <translation>予算の終了（%1）はすでに過ぎています。より後の日付を指定するか、終了しない場合は none を指定してください。</translation>
    </message>
    <message>
        <source>The agent &quot;%1&quot;&apos;s budget in %2 on %3 ended %4. Give it a new one on the Agents page (or with paydesk-cli agent budget) to let it pay again.</source>
        <translation>エージェント「%1」の %3 上の %2 の予算は終了しました（%4）。再び支払えるようにするには、エージェントページ（または paydesk-cli agent budget）で新しい予算を設定してください。</translation>
    </message>
    <message>
        <source>The price %1 is above what is left of the agent&apos;s budget of %3 %4 (%2 left in the last %5). Nothing was paid.</source>
        <translation>価格 %1 は、エージェントの予算 %3（%4）の残り（直近 %5 で残り %2）を超えています。支払いは行われていません。</translation>
    </message>
</context>
<context>
    <name>AgentToolsText</name>
    <message>
        <source>A person must approve this payment.</source>
        <translation>この支払いには人による承認が必要です。</translation>
    </message>
    <message>
        <source>%1 Nobody could approve it here, so it was declined and nothing was paid.</source>
        <translation>%1ここでは誰も承認できないため、拒否されました。何も支払われていません。</translation>
    </message>
    <message>
        <source>The user declined this payment; nothing was paid.</source>
        <translation>ユーザーがこの支払いを拒否しました。何も支払われていません。</translation>
    </message>
    <message>
        <source>%1 %2 It was declined and nothing was paid.</source>
        <translation>%1%2拒否されました。何も支払われていません。</translation>
    </message>
    <message>
        <source>url must be an http:// or https:// URL.</source>
        <translation>urlはhttp://またはhttps://のURLである必要があります。</translation>
    </message>
    <message>
        <source>method is one of %1.</source>
        <translation>methodは%1のいずれかです。</translation>
    </message>
    <message>
        <source>headers is an object of header names and text values.</source>
        <translation>headersは、ヘッダー名とテキスト値からなるオブジェクトです。</translation>
    </message>
    <message>
        <source>The header %1 cannot be sent: Paydesk sets it, or its value is not text.</source>
        <translation>ヘッダー%1は送信できません。Paydeskが設定するヘッダーであるか、値がテキストではありません。</translation>
    </message>
    <message>
        <source>max_price is the most you will pay, with its asset: &quot;0.01 USDC&quot;. %1</source>
        <translation>max_priceは支払う上限額で、資産も含めて指定します：&quot;0.01 USDC&quot;。%1</translation>
    </message>
    <message>
        <source>This agent is no longer in Paydesk.</source>
        <translation>このエージェントはPaydeskにもう存在しません。</translation>
    </message>
    <message>
        <source>limit is a whole number from 1 to 200.</source>
        <translation>limitは1〜200の整数です。</translation>
    </message>
    <message>
        <source>Fetch a paid resource</source>
        <translation>有料リソースを取得</translation>
    </message>
    <message>
        <source>Fetches a URL; when it answers HTTP 402 Payment Required (x402), pays it from the user&apos;s wallet within this agent&apos;s budgets and at most max_price, then returns the content and the seller&apos;s receipt. Refused, with the reason, when a limit forbids it; a payment that needs the user&apos;s approval waits for it.</source>
        <translation>URLを取得します。HTTP 402 Payment Required（x402）が返された場合は、このエージェントの予算の範囲内かつmax_price以下で、ユーザーのウォレットから支払い、コンテンツと販売者の領収書を返します。上限により許可されない場合は、理由とともに拒否されます。ユーザーの承認が必要な支払いは、承認を待ちます。</translation>
    </message>
    <message>
        <source>Quote a resource&apos;s price</source>
        <translation>リソースの価格を見積もる</translation>
    </message>
    <message>
        <source>What a URL would cost and whether this agent could pay it without asking (price, asset, network, budget left). Nothing is paid.</source>
        <translation>URLの費用と、このエージェントが確認なしで支払えるかどうか（価格、資産、ネットワーク、予算の残り）。支払いは行われません。</translation>
    </message>
    <message>
        <source>Balances and budgets</source>
        <translation>残高と予算</translation>
    </message>
    <message>
        <source>What the user&apos;s wallets hold in the assets this agent may spend, and what is left of its budgets today.</source>
        <translation>このエージェントが使える資産についてのユーザーのウォレットの残高と、本日の予算の残り。</translation>
    </message>
    <message>
        <source>Recent payments</source>
        <translation>最近の支払い</translation>
    </message>
    <message>
        <source>This agent&apos;s latest payments, newest first: URL, price, state, transaction.</source>
        <translation>このエージェントの最近の支払い（新しい順）：URL、価格、状態、トランザクション。</translation>
    </message>
    <message>
        <source>No payment needed: the site answered HTTP %1.</source>
        <translation>支払いは不要です：サイトはHTTP %1を返しました。</translation>
    </message>
    <message>
        <source>It cannot be paid: %1</source>
        <translation>支払えません：%1</translation>
    </message>
    <message>
        <source>%1 on %2.</source>
        <translation>%2 上の %1。</translation>
    </message>
    <message>
        <source>%1 It would be paid without asking (%2 of your budget left today).</source>
        <translation>%1確認なしで支払われます（本日の予算の残り%2）。</translation>
    </message>
    <message>
        <source>%1 %2 (%3 of your budget left today).</source>
        <translation>%1%2（本日の予算の残り%3）。</translation>
    </message>
    <message>
        <source>No payment was needed (HTTP %1).</source>
        <translation>支払いは不要でした（HTTP %1）。</translation>
    </message>
    <message>
        <source>Paid %1 on %2 (transaction %3).</source>
        <translation>%2上で%1を支払いました（トランザクション%3）。</translation>
    </message>
    <message>
        <source>Paid earlier (transaction %1); the content was fetched again.</source>
        <translation>以前に支払い済みです（トランザクション%1）。コンテンツを再取得しました。</translation>
    </message>
    <message>
        <source>Binary content, %1 bytes of %2: see structuredContent.bodyBase64.</source>
        <translation>バイナリコンテンツ（%2、%1バイト）：structuredContent.bodyBase64を参照してください。</translation>
    </message>
    <message>
        <source>not read in time</source>
        <translation>時間内に読み取れませんでした</translation>
    </message>
    <message>
        <source>%1 holds %2 on %3.</source>
        <translation>%1の%3上の残高は%2です。</translation>
    </message>
    <message>
        <source>an unknown amount of %1</source>
        <translation>不明な額の%1</translation>
    </message>
    <message>
        <source>This agent has no budget yet: it cannot pay.</source>
        <translation>このエージェントにはまだ予算がありません。支払いはできません。</translation>
    </message>
    <message>
        <source>This agent is paused: it cannot pay until the user resumes it.</source>
        <translation>このエージェントは一時停止中です。ユーザーが再開するまで支払いはできません。</translation>
    </message>
    <message>
        <source>This agent has made no payments yet.</source>
        <translation>このエージェントはまだ支払いを行っていません。</translation>
    </message>
    <message>
        <source>%1 left of %2 for %3</source>
        <translation>%3 の %2 のうち残り %1</translation>
    </message>
    <message>
        <source>Budget on %1: %2; up to %3 a payment without asking.</source>
        <translation>%1 の予算：%2。確認なしで 1 回あたり最大 %3。</translation>
    </message>
    <message>
        <source>It ended on %1: the agent cannot pay in it.</source>
        <translation>%1 に終了しました。エージェントはこの予算で支払えません。</translation>
    </message>
    <message>
        <source>It holds %1.</source>
        <translation>%1 有効です。</translation>
    </message>
    <message>
        <source>Paid %1 of up to %2 on %3 (transaction %4). %5</source>
        <translation>%3 で最大 %2 のうち %1 を支払いました(トランザクション %4)。%5</translation>
    </message>
</context>
<context>
    <name>Amount</name>
    <message>
        <source>Enter an amount.</source>
        <translation>金額を入力してください。</translation>
    </message>
    <message>
        <source>Unsupported number of decimals.</source>
        <translation>サポートされていない小数桁数です。</translation>
    </message>
    <message>
        <source>The amount has more than one decimal point.</source>
        <translation>金額に小数点が2つ以上含まれています。</translation>
    </message>
    <message>
        <source>The amount may contain only digits and one decimal point (for example 0.25).</source>
        <translation>金額には数字と小数点1つのみ使用できます（例：0.25）。</translation>
    </message>
    <message>
        <source>The amount is too large.</source>
        <translation>金額が大きすぎます。</translation>
    </message>
    <message>
        <source>Enter an amount such as 0.25.</source>
        <translation>0.25のように金額を入力してください。</translation>
    </message>
    <message numerus="yes">
        <source>The amount has more than %n decimal place(s).</source>
        <translation>
            <numerusform>金額の小数点以下が%n桁を超えています。</numerusform>
        </translation>
    </message>
    <message>
        <source>The amount must be positive.</source>
        <translation>金額は正の値である必要があります。</translation>
    </message>
    <message>
        <source>Use a dot as the decimal separator: %1</source>
        <translation>小数点にはピリオドを使用してください：%1</translation>
    </message>
    <message>
        <source>Write the amount without thousands separators, with a dot before the decimals (for example 1000.5).</source>
        <translation>金額は桁区切り記号を使わず、小数部の前にピリオドを付けて入力してください（例：1000.5）。</translation>
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
        <translation>Paydeskは支払いサービスに接続できませんでした。</translation>
    </message>
    <message>
        <source>The payment service did not answer in time.</source>
        <translation>支払いサービスが時間内に応答しませんでした。</translation>
    </message>
    <message>
        <source>The secure connection to the payment service failed.</source>
        <translation>支払いサービスへの安全な接続に失敗しました。</translation>
    </message>
    <message>
        <source>The payment service answered in a form Paydesk cannot read.</source>
        <translation>支払いサービスがPaydeskで読み取れない形式で応答しました。</translation>
    </message>
    <message>
        <source>The request was cancelled.</source>
        <translation>リクエストはキャンセルされました。</translation>
    </message>
    <message>
        <source>Not enough funds for the payment plus fees.</source>
        <translation>支払い額と手数料に対して資金が不足しています。</translation>
    </message>
    <message>
        <source>The payment proof is invalid or expired.</source>
        <translation>支払い証明が無効か、期限切れです。</translation>
    </message>
    <message>
        <source>The facilitator could not verify the payment.</source>
        <translation>ファシリテーターが支払いを検証できませんでした。</translation>
    </message>
    <message>
        <source>The recipient address is invalid or does not exist.</source>
        <translation>受取人のアドレスが無効か、存在しません。</translation>
    </message>
    <message>
        <source>Too many requests.</source>
        <translation>リクエストが多すぎます。</translation>
    </message>
    <message>
        <source>A parameter is missing or out of range.</source>
        <translation>パラメーターが不足しているか、範囲外です。</translation>
    </message>
    <message>
        <source>The API key is missing or invalid.</source>
        <translation>APIキーがないか、無効です。</translation>
    </message>
    <message>
        <source>The API key&apos;s plan does not include this endpoint.</source>
        <translation>APIキーのプランにはこのエンドポイントが含まれていません。</translation>
    </message>
    <message>
        <source>No such payment.</source>
        <translation>該当する支払いはありません。</translation>
    </message>
    <message>
        <source>The payment service had an internal error.</source>
        <translation>支払いサービスで内部エラーが発生しました。</translation>
    </message>
    <message>
        <source>The payment service refused the request.</source>
        <translation>支払いサービスがリクエストを拒否しました。</translation>
    </message>
    <message>
        <source>The payment may or may not have been made. Check its status or the wallet&apos;s history before trying again; do not pay a second time.</source>
        <translation>支払いが行われたかどうかは不明です。再試行する前に、支払いのステータスまたはウォレットの履歴を確認してください。二重に支払わないでください。</translation>
    </message>
    <message>
        <source>Check your internet connection and the service address in Settings, then try again.</source>
        <translation>インターネット接続と、設定にあるサービスアドレスを確認してから、もう一度お試しください。</translation>
    </message>
    <message>
        <source>Try again in a moment.</source>
        <translation>しばらくしてからもう一度お試しください。</translation>
    </message>
    <message>
        <source>Check the service address. If it is right, the service&apos;s certificate is not trusted by this computer: do not continue on an untrusted network.</source>
        <translation>サービスアドレスを確認してください。正しい場合、サービスの証明書はこのコンピューターで信頼されていません。信頼できないネットワークでは続行しないでください。</translation>
    </message>
    <message>
        <source>Check that the service address points to a payment service, or try again later.</source>
        <translation>サービスアドレスが支払いサービスを指していることを確認するか、後でもう一度お試しください。</translation>
    </message>
    <message>
        <source>Correct the field named above and try again.</source>
        <translation>上に示された項目を修正して、もう一度お試しください。</translation>
    </message>
    <message>
        <source>Add funds to the wallet.</source>
        <translation>ウォレットに資金を追加してください。</translation>
    </message>
    <message>
        <source>Check the payment status and retry.</source>
        <translation>支払いのステータスを確認して再試行してください。</translation>
    </message>
    <message>
        <source>Verify the recipient address.</source>
        <translation>受取人のアドレスを確認してください。</translation>
    </message>
    <message>
        <source>Slow down; retry with exponential backoff.</source>
        <translation>リクエストの頻度を下げ、指数バックオフで再試行してください。</translation>
    </message>
    <message>
        <source>Correct the field named in the message and try again.</source>
        <translation>メッセージに示された項目を修正して、もう一度お試しください。</translation>
    </message>
    <message>
        <source>Check the API key: enter it again in Settings or with &apos;paydesk-cli key set&apos;.</source>
        <translation>APIキーを確認してください。設定で、または&apos;paydesk-cli key set&apos;で再入力してください。</translation>
    </message>
    <message>
        <source>Use an API key whose plan includes this endpoint, or upgrade the plan.</source>
        <translation>このエンドポイントを含むプランのAPIキーを使用するか、プランをアップグレードしてください。</translation>
    </message>
    <message>
        <source>Check the payment id.</source>
        <translation>支払いIDを確認してください。</translation>
    </message>
    <message>
        <source>Try again later. If this was a payment, check its status first.</source>
        <translation>後でもう一度お試しください。支払いだった場合は、まずそのステータスを確認してください。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>キャンセルされました。</translation>
    </message>
    <message>
        <source>The recipient is on another chain than the wallet (%1). Verify the recipient address.</source>
        <translation>受取人はウォレット（%1）とは別のチェーン上にあります。受取人のアドレスを確認してください。</translation>
    </message>
    <message>
        <source>The recipient is the sending wallet itself.</source>
        <translation>受取人が送金元のウォレット自身です。</translation>
    </message>
    <message numerus="yes">
        <source>Slow down: retry in %n second(s).</source>
        <translation>
            <numerusform>リクエストの頻度を下げてください。%n秒後に再試行してください。</numerusform>
        </translation>
    </message>
    <message>
        <source>The idempotency key must be 1 to 255 printable ASCII characters without spaces (for example a UUID).</source>
        <translation>べき等キーは、空白を含まない1〜255文字の印刷可能なASCII文字である必要があります（例：UUID）。</translation>
    </message>
    <message>
        <source>This proof cannot be accepted: ask the payer for a new one.</source>
        <translation>この証明は受け付けられません。支払者に新しい証明を求めてください。</translation>
    </message>
    <message>
        <source>Paydesk refused it; nothing was sent or signed.</source>
        <translation>Paydesk が拒否しました。何も送信・署名されていません。</translation>
    </message>
    <message>
        <source>A value is not valid; nothing was sent.</source>
        <translation>無効な値があります。何も送信されていません。</translation>
    </message>
</context>
<context>
    <name>AttemptStart</name>
    <message>
        <source>The payment could not be journaled (%1), so it was not made.</source>
        <translation>支払いをジャーナルに記録できなかった（%1）ため、支払いは行われませんでした。</translation>
    </message>
    <message>
        <source>%1 Other payments took it while this one was being prepared; nothing was paid.</source>
        <translation>%1この支払いの準備中に、他の支払いが利用可能な額を使いました。何も支払われていません。</translation>
    </message>
    <message>
        <source>The budget for %1 changed.</source>
        <translation>%1の予算が変更されました。</translation>
    </message>
</context>
<context>
    <name>BatchChannel</name>
    <message>
        <source>The channel config&apos;s &quot;%1&quot; is missing or malformed.</source>
        <translation>チャネル設定の &quot;%1&quot; がないか不正です。</translation>
    </message>
    <message>
        <source>The voucher&apos;s &quot;%1&quot; is missing or malformed.</source>
        <translation>バウチャーの &quot;%1&quot; がないか不正です。</translation>
    </message>
    <message>
        <source>The channel state&apos;s &quot;%1&quot; is missing or malformed.</source>
        <translation>チャネル状態の &quot;%1&quot; がないか不正です。</translation>
    </message>
    <message>
        <source>A voucher names a 32-byte channel and at most 2^128 - 1 atomic units.</source>
        <translation>バウチャーは 32 バイトのチャネルと最大 2^128 - 1 アトミック単位を指定します。</translation>
    </message>
    <message>
        <source>The voucher could not be signed with the key of %1; nothing was sent.</source>
        <translation>%1 の鍵でバウチャーに署名できませんでした。何も送信していません。</translation>
    </message>
</context>
<context>
    <name>BatchPayload</name>
    <message>
        <source>The channel payment&apos;s &quot;type&quot; must be deposit, voucher or refund.</source>
        <translation>チャネル支払いの &quot;type&quot; は deposit、voucher、refund のいずれかである必要があります。</translation>
    </message>
    <message>
        <source>The refund&apos;s &quot;amount&quot; is malformed.</source>
        <translation>返金の &quot;amount&quot; が不正です。</translation>
    </message>
    <message>
        <source>The channel deposit is malformed or not an ERC-3009 authorization (Paydesk deposits by ERC-3009 only).</source>
        <translation>チャネルのデポジットが不正か、ERC-3009 の承認ではありません（Paydesk は ERC-3009 でのみデポジットします）。</translation>
    </message>
</context>
<context>
    <name>BudgetListModel</name>
    <message>
        <source>Site</source>
        <translation>サイト</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>ネットワーク</translation>
    </message>
    <message>
        <source>Per payment</source>
        <translation>1回あたり</translation>
    </message>
    <message>
        <source>Per day</source>
        <translation>1日あたり</translation>
    </message>
    <message>
        <source>Spent today</source>
        <translation>本日の支払額</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>モード</translation>
    </message>
    <message>
        <source>Per week / month</source>
        <translation>週 / 月あたり</translation>
    </message>
</context>
<context>
    <name>BudgetStore</name>
    <message>
        <source>The price %1 is above this site&apos;s cap of %2 per payment.</source>
        <translation>価格%1は、このサイトの1回あたりの上限%2を超えています。</translation>
    </message>
    <message>
        <source>The price %1 is above what is left of this site&apos;s daily budget (%2 of %3).</source>
        <translation>価格%1は、このサイトの1日の予算の残り（%3のうち%2）を超えています。</translation>
    </message>
    <message>
        <source>The price %1 is above the cap of %2 per payment that you granted this site.</source>
        <translation>価格%1は、このサイトに割り当てた1回あたりの上限%2を超えています。</translation>
    </message>
    <message>
        <source>The price %1 is above your default cap of %2 per payment (this site has no budget).</source>
        <translation>価格%1は、既定の1回あたりの上限%2を超えています（このサイトには予算がありません）。</translation>
    </message>
    <message>
        <source>The price %1 is above what is left of your default cap of %3 per day for this site (%2 left).</source>
        <translation>価格%1は、このサイトに対する既定の1日あたりの上限%3の残り（%2）を超えています。</translation>
    </message>
    <message>
        <source>The price %1 is above what is left of your daily cap for all sites (%2 of %3 in 24 hours).</source>
        <translation>価格 %1 は、全サイト共通の1日の上限の残り（24時間で %3 のうち %2）を超えています。</translation>
    </message>
    <message>
        <source>A daily cap must be more than zero.</source>
        <translation>1日の上限は0より大きくなければなりません。</translation>
    </message>
    <message>
        <source>The price %1 is above what is left of this site&apos;s budget of %3 %4 (%2 left in the last %5).</source>
        <translation>価格 %1 は、このサイトの予算 %3（%4）の残り（直近 %5 で残り %2）を超えています。</translation>
    </message>
    <message>
        <source>The price %1 is above what is left of this site&apos;s cap of %3 %4 (%2 left).</source>
        <translation>価格 %1 は、このサイトの上限 %3（%4）の残り（残り %2）を超えています。</translation>
    </message>
    <message>
        <source>The budget you granted this site ended %1: Paydesk asks again before each payment. Grant it again to pay without asking.</source>
        <translation>このサイトに許可した予算は終了しました（%1）。Paydesk は支払いごとに再び確認します。確認なしで支払うには、もう一度許可してください。</translation>
    </message>
    <message>
        <source>The price %1 is above what is left of your cap of %3 %4 in all dollar stablecoins together (%2 left in the last %5).</source>
        <translation>価格 %1 は、すべてのドル建てステーブルコインを合わせた上限 %3（%4）の残り（直近 %5 で残り %2）を超えています。</translation>
    </message>
    <message>
        <source>A cap in dollars must be more than zero, in cents or finer (at most %1 decimals).</source>
        <translation>ドル建ての上限は 0 より大きく、小数点以下 %1 桁までで指定してください。</translation>
    </message>
</context>
<context>
    <name>BudgetWindows</name>
    <message>
        <source>24 hours</source>
        <translation>24 時間</translation>
    </message>
    <message>
        <source>7 days</source>
        <translation>7 日間</translation>
    </message>
    <message>
        <source>30 days</source>
        <translation>30 日間</translation>
    </message>
    <message>
        <source>per day</source>
        <translation>1 日あたり</translation>
    </message>
    <message>
        <source>per week</source>
        <translation>1 週間あたり</translation>
    </message>
    <message>
        <source>per month</source>
        <translation>1 か月あたり</translation>
    </message>
    <message>
        <source>until %1</source>
        <translation>%1 まで</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>amount, per period</comment>
        <translation>%2 %1</translation>
    </message>
    <message>
        <source>ended %1</source>
        <translation>%1 に終了</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a date: give the last day of the budget as 2026-12-31, a time as 2026-12-31T18:00, or none for no end.</source>
        <translation>「%1」は日付ではありません。予算の最終日を 2026-12-31、時刻を 2026-12-31T18:00 の形式で指定するか、終了しない場合は none を指定してください。</translation>
    </message>
</context>
<context>
    <name>ChannelBook</name>
    <message>
        <source>no such channel</source>
        <translation>そのチャネルはありません</translation>
    </message>
    <message>
        <source>the channel is not open</source>
        <translation>チャネルが開いていません</translation>
    </message>
</context>
<context>
    <name>ChannelCheck</name>
    <message>
        <source>The seller&apos;s answer does not state the channel&apos;s charge and state (%1).</source>
        <translation>販売者の応答に、チャネルの請求額と状態が記載されていません（%1）。</translation>
    </message>
    <message>
        <source>no chargedAmount</source>
        <translation>chargedAmount がありません</translation>
    </message>
    <message>
        <source>The seller&apos;s answer names another channel (%1) than the one paid through.</source>
        <translation>販売者の応答は、支払いに使ったものとは別のチャネル（%1）を示しています。</translation>
    </message>
    <message>
        <source>The seller charged %1 units, above the request&apos;s maximum of %2 units.</source>
        <translation>販売者は %1 単位を請求しました。リクエストの上限 %2 単位を超えています。</translation>
    </message>
    <message>
        <source>The seller&apos;s cumulative charge (%1 units) is not the previous %2 units plus this charge of %3 units.</source>
        <translation>販売者の累計請求額（%1 単位）が、前回の %2 単位に今回の請求 %3 単位を足したものと一致しません。</translation>
    </message>
    <message>
        <source>not stated</source>
        <translation>記載なし</translation>
    </message>
    <message>
        <source>The seller says the channel holds %1 units, less than the %2 units it has charged.</source>
        <translation>販売者はチャネルの残高を %1 単位としていますが、請求済みの %2 単位より少なくなっています。</translation>
    </message>
    <message>
        <source>The seller&apos;s 402 lists no payment options.</source>
        <translation>販売者の 402 に支払いオプションがありません。</translation>
    </message>
    <message>
        <source>The seller&apos;s channel state is not backed by a voucher of yours, so Paydesk does not adopt it.</source>
        <translation>販売者のチャネル状態はあなたのバウチャーに裏付けられていないため、Paydesk は採用しません。</translation>
    </message>
    <message>
        <source>The voucher the seller shows was not signed by your wallet.</source>
        <translation>販売者が示すバウチャーは、あなたのウォレットで署名されたものではありません。</translation>
    </message>
    <message>
        <source>The voucher the seller shows (%1 units) is above every voucher Paydesk journaled (%2 units).</source>
        <translation>販売者が示すバウチャー（%1 単位）は、Paydesk がジャーナルに記録したどのバウチャー（%2 単位）よりも大きい額です。</translation>
    </message>
    <message>
        <source>The seller&apos;s cumulative charge is missing or above your voucher.</source>
        <translation>販売者の累計請求額がないか、あなたのバウチャーを超えています。</translation>
    </message>
    <message>
        <source>The seller&apos;s cumulative charge (%1 units) skips back below the %2 units it charged before.</source>
        <translation>販売者の累計請求額（%1 単位）が、以前に請求した %2 単位を下回っています。</translation>
    </message>
    <message>
        <source>The seller&apos;s 402 says nothing of this channel.</source>
        <translation>販売者の 402 はこのチャネルについて何も示していません。</translation>
    </message>
</context>
<context>
    <name>ChannelEvmScheme</name>
    <message>
        <source>no channel journal here.</source>
        <translation>ここにはチャネルのジャーナルがありません。</translation>
    </message>
    <message>
        <source>the channel %1 is stopped: %2</source>
        <translation>チャネル %1 は停止しています: %2</translation>
    </message>
    <message>
        <source>the channel&apos;s cumulative amount overflows.</source>
        <translation>チャネルの累計額がオーバーフローします。</translation>
    </message>
    <message>
        <source>Signing a deposit of %1 units into a payment channel with %2 and a voucher of up to %3 with the key of %4...</source>
        <translation>%4 の鍵で、%2 との支払いチャネルへの %1 単位のデポジットと、最大 %3 のバウチャーに署名しています...</translation>
    </message>
    <message>
        <source>Signing a channel voucher of up to %1 to %2 with the key of %3...</source>
        <translation>%3 の鍵で、%2 宛ての最大 %1 のチャネルバウチャーに署名しています...</translation>
    </message>
    <message>
        <source>the deposit could not be signed with the key of %1.</source>
        <translation>%1 の鍵でデポジットに署名できませんでした。</translation>
    </message>
    <message>
        <source>the channel could not be journaled (%1), so nothing was sent.</source>
        <translation>チャネルをジャーナルに記録できなかったため（%1）、何も送信していません。</translation>
    </message>
    <message>
        <source>the channel&apos;s payee or token is not an EVM address.</source>
        <translation>チャネルの受取人またはトークンが EVM アドレスではありません。</translation>
    </message>
    <message>
        <source>the seller names no receiver authorizer for its channel (extra.receiverAuthorizer).</source>
        <translation>販売者がチャネルの受取承認者（extra.receiverAuthorizer）を示していません。</translation>
    </message>
    <message>
        <source>the channel&apos;s withdraw delay (extra.withdrawDelay) is not between 15 minutes and 30 days.</source>
        <translation>チャネルの引き出し待機期間（extra.withdrawDelay）が 15 分から 30 日の範囲外です。</translation>
    </message>
    <message>
        <source>channel payments (batch-settlement) are x402 v2 only.</source>
        <translation>チャネル支払い（batch-settlement）は x402 v2 のみです。</translation>
    </message>
    <message>
        <source>the seller asks for the channel&apos;s deposit by %1; Paydesk deposits by ERC-3009 only.</source>
        <translation>販売者はチャネルのデポジットを %1 で求めています。Paydesk は ERC-3009 でのみデポジットします。</translation>
    </message>
    <message>
        <source>This face of Paydesk keeps no payment channels; nothing was paid.</source>
        <translation>Paydesk のこの窓口は支払いチャネルを保持しません。何も支払われていません。</translation>
    </message>
    <message>
        <source>Paydesk signs nothing more on your channel %1 with this seller: %2 Withdraw what is left (paydesk-cli channel withdraw %1, or the Channels view); nothing was paid.</source>
        <translation>Paydesk はこの販売者とのチャネル %1 ではもう何も署名しません: %2 残りを引き出してください（paydesk-cli channel withdraw %1、または支払いチャネルの画面）。何も支払われていません。</translation>
    </message>
    <message>
        <source>the channel with this seller is stopped.</source>
        <translation>この販売者とのチャネルは停止しています。</translation>
    </message>
    <message>
        <source>An earlier deposit into your channel %1 has not been seen on chain yet, and it stays valid until %2. Paydesk never deposits twice: try again once it has landed or expired; nothing was paid.</source>
        <translation>チャネル %1 への以前のデポジットはまだチェーン上に見えず、%2 まで有効です。Paydesk は二重にデポジットしません。反映されるか期限切れになってから再試行してください。何も支払われていません。</translation>
    </message>
    <message>
        <source>an earlier deposit into the channel is still pending.</source>
        <translation>チャネルへの以前のデポジットがまだ保留中です。</translation>
    </message>
    <message>
        <source>The voucher was never charged: nothing was paid through the channel.</source>
        <translation>バウチャーは一度も請求されていません。チャネル経由で何も支払われていません。</translation>
    </message>
    <message>
        <source>Paydesk cannot find the channel this payment went through.</source>
        <translation>この支払いが通ったチャネルが見つかりません。</translation>
    </message>
    <message>
        <source>%1 Paydesk signs nothing more on this channel; withdraw what is left (paydesk-cli channel withdraw %2).</source>
        <translation>%1 Paydesk はこのチャネルではもう何も署名しません。残りを引き出してください（paydesk-cli channel withdraw %2）。</translation>
    </message>
    <message>
        <source>the channel&apos;s deposit would be above --max-deposit.</source>
        <translation>チャネルのデポジットが --max-deposit を超えます。</translation>
    </message>
    <message>
        <source>A payment channel with this seller needs a deposit of at least %1, above your --max-deposit; nothing was paid.</source>
        <translation>この販売者との支払いチャネルには少なくとも %1 のデポジットが必要で、--max-deposit を超えています。何も支払われていません。</translation>
    </message>
</context>
<context>
    <name>ChannelsModel</name>
    <message>
        <source>Seller</source>
        <translation>販売者</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>ネットワーク</translation>
    </message>
    <message>
        <source>Deposit</source>
        <translation>デポジット</translation>
    </message>
    <message>
        <source>Charged</source>
        <translation>請求済み</translation>
    </message>
    <message>
        <source>Refundable</source>
        <translation>返金可能</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>ステータス</translation>
    </message>
    <message>
        <source>Last use</source>
        <translation>最終利用</translation>
    </message>
</context>
<context>
    <name>CliAgentFace</name>
    <message>
        <source>--hold-keys takes the seconds the keys stay after the last payment, 0 to %1 (0: read from the keychain for every payment).</source>
        <translation>--hold-keys には、最後の支払いの後に鍵を保持する秒数を 0 から %1 で指定します (0: 支払いのたびにキーチェーンから読み込みます)。</translation>
    </message>
</context>
<context>
    <name>CliArguments</name>
    <message>
        <source>Amount in the chain&apos;s native currency, 0.001 to 100.</source>
        <translation>チェーンのネイティブ通貨での金額（0.001〜100）。</translation>
    </message>
    <message>
        <source>URL of the protected resource paid for.</source>
        <translation>支払い対象の保護されたリソースのURL。</translation>
    </message>
    <message>
        <source>Priority fee 0.00001 to 0.01, or auto (default).</source>
        <translation>優先手数料：0.00001〜0.01、またはauto（既定）。</translation>
    </message>
    <message>
        <source>Local mode: sign with your own key (wallet import) and broadcast through --rpc.</source>
        <translation>ローカルモード：自分の鍵（wallet import）で署名し、--rpc経由でブロードキャストします。</translation>
    </message>
    <message>
        <source>Local mode: simulate before signing.</source>
        <translation>ローカルモード：署名の前にシミュレーションします。</translation>
    </message>
    <message>
        <source>Protected resource URL.</source>
        <translation>保護されたリソースのURL。</translation>
    </message>
    <message>
        <source>Verification timeout in seconds (default 30).</source>
        <translation>検証のタイムアウト秒数（既定30）。</translation>
    </message>
    <message>
        <source>Local mode: co-sign the buyer&apos;s transfer as fee payer and broadcast it through --rpc.</source>
        <translation>ローカルモード：手数料支払者として購入者の送金に共同署名し、--rpc経由でブロードキャストします。</translation>
    </message>
    <message>
        <source>Local mode: priority fee 0.00001 to 0.01.</source>
        <translation>ローカルモード：優先手数料（0.00001〜0.01）。</translation>
    </message>
    <message>
        <source>Poll with backoff until the payment reaches a final state.</source>
        <translation>支払いが最終状態になるまで、バックオフしながらポーリングします。</translation>
    </message>
    <message>
        <source>Give up waiting after this many seconds (default 600).</source>
        <translation>この秒数が経過したら待機をやめます（既定600）。</translation>
    </message>
    <message>
        <source>sent, received or all (default all).</source>
        <translation>sent、received、またはall（既定all）。</translation>
    </message>
    <message>
        <source>Page size, 1 to 500 (default 50).</source>
        <translation>ページサイズ、1〜500（既定50）。</translation>
    </message>
    <message>
        <source>Pagination offset (default 0).</source>
        <translation>ページネーションのオフセット（既定0）。</translation>
    </message>
    <message>
        <source>Your name for the wallet.</source>
        <translation>ウォレットに付ける名前。</translation>
    </message>
    <message>
        <source>create: 12 (default) or 24 recovery words.</source>
        <translation>create：リカバリーフレーズの単語数、12（既定）または24。</translation>
    </message>
    <message>
        <source>import: a solana-keygen JSON keypair file.</source>
        <translation>import：solana-keygenのJSONキーペアファイル。</translation>
    </message>
    <message>
        <source>import: read the recovery phrase from this variable.</source>
        <translation>import：この変数からリカバリーフレーズを読み取ります。</translation>
    </message>
    <message>
        <source>create: skip asking back three words of the phrase.</source>
        <translation>create：フレーズの単語を3つ聞き返す確認を省略します。</translation>
    </message>
    <message>
        <source>remove: confirm without asking.</source>
        <translation>remove：確認を求めずに確定します。</translation>
    </message>
    <message>
        <source>Usage: paydesk-cli [global options] %1

</source>
        <translation>使い方: paydesk-cli [グローバルオプション] %1

</translation>
    </message>
    <message>
        <source>Wrong number of arguments for %1.

</source>
        <translation>%1の引数の数が正しくありません。

</translation>
    </message>
    <message>
        <source>Unknown command &apos;%1&apos;.

</source>
        <translation>不明なコマンド&apos;%1&apos;です。

</translation>
    </message>
    <message>
        <source>The network your wallet pays on (default: solana-sandbox for a service on this computer, else solana).</source>
        <translation>ウォレットが支払いに使うネットワーク（既定：このコンピューター上のサービスではsolana-sandbox、それ以外ではsolana）。</translation>
    </message>
    <message>
        <source>Save the content to this file (needed for binary content).</source>
        <translation>内容をこのファイルに保存します（バイナリの内容では必須）。</translation>
    </message>
    <message>
        <source>Extra metadata, a JSON object; @FILE reads it from a file, - from standard input. At most %1 KiB as compact JSON.</source>
        <translation>追加のメタデータ（JSONオブジェクト）。@FILEでファイルから、-で標準入力から読み取ります。コンパクトなJSONで最大%1 KiB。</translation>
    </message>
    <message>
        <source>Sent as the Idempotency-Key header: run the same payment again with the same key and a service that honours it answers the first payment instead of paying twice (default: a new key per run).</source>
        <translation>Idempotency-Keyヘッダーとして送信されます。同じキーで同じ支払いを再実行すると、これに対応するサービスは二重に支払う代わりに最初の支払いを返します（既定：実行ごとに新しいキー）。</translation>
    </message>
    <message>
        <source>Sent as the Idempotency-Key header (see send).</source>
        <translation>Idempotency-Keyヘッダーとして送信されます（sendを参照）。</translation>
    </message>
    <message>
        <source>Local mode: co-sign without asking (needed when standard input is not a terminal).</source>
        <translation>ローカルモード：確認せずに共同署名します（標準入力がターミナルでない場合に必要）。</translation>
    </message>
    <message>
        <source>Pay without asking, within the site&apos;s budget; a site without one has the default caps of 0.01 SOL per payment and 0.05 SOL per day. --yes alone never pays above a cap; at a terminal, a &quot;y&quot; approves one payment above the default caps.</source>
        <translation>サイトの予算の範囲内で、確認せずに支払います。予算のないサイトには、1回あたり0.01 SOL、1日あたり0.05 SOLの既定の上限が適用されます。--yesだけでは上限を超えて支払うことはありません。ターミナルでは&quot;y&quot;と答えると、既定の上限を超える支払いを1件承認します。</translation>
    </message>
    <message>
        <source>The network of the budget (default: the one fetch pays on, solana-sandbox for a service on this computer, else solana); revoke without it revokes every network&apos;s.</source>
        <translation>予算のネットワーク（既定：fetchが支払うネットワーク。このコンピューター上のサービスならsolana-sandbox、それ以外はsolana）。revokeでこれを省略すると、すべてのネットワークの予算を取り消します。</translation>
    </message>
    <message>
        <source>grant: the most all payments of 24 hours may take (default 0.05 SOL; at least --per-payment).</source>
        <translation>grant：24時間のすべての支払いで受け取れる最大額（既定0.05 SOL。--per-payment以上）。</translation>
    </message>
    <message>
        <source>create: a custodial wallet of the sandbox service (--service on this computer), the kind hosted send and receive pay from; needs the API key.</source>
        <translation>create：サンドボックスのサービス（このコンピューター上の--service）が鍵を保管するカストディアルウォレット。ホスト型のsendとreceiveが支払いに使う種類のウォレットです。APIキーが必要です。</translation>
    </message>
    <message>
        <source>create --hosted: test funds to start with (default 10).</source>
        <translation>create --hosted：最初に入れるテスト用資金（既定10）。</translation>
    </message>
    <message>
        <source>With --wait, Ctrl-C stops waiting (exit 130) without touching the payment; run the same
command again to resume.</source>
        <translation>--waitを指定した場合、Ctrl-Cを押すと支払いには触れずに待機を終了します（終了コード130）。再開するには
同じコマンドをもう一度実行してください。</translation>
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
        <translation>使い方: paydesk-cli [--service URL] [--api-key-env NAME] [--json] [--verbose] COMMAND [OPTIONS]

Paydeskのコマンドライン：スクリプトから支払いサービスのインターフェースを使うためのものです。

グローバルオプション:
  --service URL        支払いサービスのベースURL（https://、またはこのコンピューター上ではhttp://）。
                       既定値：$PAYDESK_SERVICE_URL、次にGUIの設定。
  --api-key-env NAME   OSのキーチェーンの代わりに、環境変数NAMEから
                       APIキーを読み取ります。
  --json               結果ごとに1つのJSONオブジェクトを標準出力に出力します。
  --verbose            各リクエストと各ステップを標準エラー出力に記録します（既定では出力しません）。
  -h, --help           このヘルプ。コマンドのオプションはCOMMAND --helpで表示します。
  -v, --version        バージョン。

コマンド:
</translation>
    </message>
    <message>
        <source>list: read balances through this Solana RPC URL (or mainnet-beta, devnet, testnet, sandbox).</source>
        <translation>list: この Solana RPC URL(または mainnet-beta、devnet、testnet、sandbox)で残高を読み取ります。</translation>
    </message>
    <message>
        <source>Local mode: refuse a priority fee above this (SOL; default: the limit in the app&apos;s Settings, 0.001).</source>
        <translation>ローカルモード：これを超える優先手数料を拒否します（SOL。既定値：アプリの設定の上限、0.001）。</translation>
    </message>
    <message>
        <source>import: read a base58 secret key (--chain evm: 64 hex digits) from this variable.</source>
        <translation>import：この変数からbase58の秘密鍵（--chain evmでは16進数64桁）を読み取ります。</translation>
    </message>
    <message>
        <source>import --chain evm: an Ethereum keystore (v3) JSON file.</source>
        <translation>import --chain evm：Ethereumのキーストアファイル（v3、JSON）。</translation>
    </message>
    <message>
        <source>import --chain evm: the keystore file&apos;s password from this variable (else asked on the terminal; never stored).</source>
        <translation>import --chain evm：キーストアファイルのパスワードをこの変数から読み取ります（指定がなければ端末で尋ねます。保存はしません）。</translation>
    </message>
    <message>
        <source>import: derivation path (default m/44&apos;/501&apos;/0&apos;/0&apos;; --chain evm: m/44&apos;/60&apos;/0&apos;/0/0).</source>
        <translation>import：導出パス（既定m/44&apos;/501&apos;/0&apos;/0&apos;、--chain evmではm/44&apos;/60&apos;/0&apos;/0/0）。</translation>
    </message>
    <message>
        <source>import, create --hosted: solana (default) or evm. A created phrase gives both accounts.</source>
        <translation>import、create --hosted：solana（既定）またはevm。新しく作成したフレーズからは両方のアカウントが得られます。</translation>
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
key setは標準入力からAPIキーを読み取り、OSのキーチェーン（GUIが使うエントリー）に保存します。
key testは認証付きのリクエストを1回送信します。key deleteはキーを削除します。
walletはSolanaとEVMの鍵をOSのキーチェーンに保管します（GUIのウォレットと共通）。sendとreceiveに
--local --rpc URLを付けると、トランザクションを確認したうえでこれらの鍵で署名し、自らブロードキャストします。

終了コード：0 成功、2 使用法または入力値のエラー、3 サービスが返したエラー、
4 Paydesk自身のチェックによる拒否、5 ネットワーク障害またはタイムアウト（結果が不明な
支払いも5で終了します。ステータスを確認し、確かめずに再送信することは決してしないでください）。
</translation>
    </message>
    <message>
        <source>list: read EVM balances through this JSON-RPC URL (or ethereum, base, base-sepolia, polygon, arbitrum-one, sandbox).</source>
        <translation>list：このJSON-RPC URL（またはethereum、base、base-sepolia、polygon、arbitrum-one、sandbox）でEVMの残高を読み取ります。</translation>
    </message>
    <message>
        <source>Local mode, EVM wallet: refuse a transaction whose gas may cost more than this (ETH, gas limit x max fee per gas; default: the limit in the app&apos;s Settings, 0.005).</source>
        <translation>ローカルモード、EVMウォレット：ガス代がこれを超える可能性のあるトランザクションを拒否します（ETH、ガスリミット x ガスあたりの最大手数料。既定値：アプリの設定の上限、0.005）。</translation>
    </message>
    <message>
        <source>Refuse any price above this: an amount and its asset (&quot;0.01 USDC&quot;), or a bare number in the network&apos;s native coin (0.05 for 0.05 SOL); a price in another asset is refused. With --yes, also this run&apos;s approval of one price above the default caps, up to AMOUNT; no budget is granted.</source>
        <translation>これを超える価格を拒否します：金額とその資産（&quot;0.01 USDC&quot;）、またはネットワークのネイティブ通貨での数値のみ（0.05 SOLなら0.05）。別の資産での価格は拒否されます。--yesと併用すると、AMOUNTまでならデフォルト上限を超える1回の価格をこの実行で承認します。予算は付与されません。</translation>
    </message>
    <message>
        <source>Local mode: sign with your own key (wallet import). An EVM wallet (--from 0x...) pays USDC by an EIP-3009 authorization on the seller&apos;s EVM network and needs no --rpc.</source>
        <translation>ローカルモード：自分の鍵で署名します（wallet import）。EVMウォレット（--from 0x...）は販売者のEVMネットワーク上でEIP-3009の承認によりUSDCで支払い、--rpcは不要です。</translation>
    </message>
    <message>
        <source>grant: the most one payment may take (default 0.01, as for a site without a budget), in the native coin or with a token&apos;s symbol (&quot;0.05 USDC&quot;: a budget in that token on --network).</source>
        <translation>grant：1回の支払いで使える上限（既定値0.01、予算のないサイトと同じ）。ネイティブ通貨で、またはトークンのシンボル付きで指定します（&quot;0.05 USDC&quot;：--network上のそのトークンでの予算）。</translation>
    </message>
    <message>
        <source>Wallet that pays when the URL answers 402 Payment Required; give it again for more wallets (--from A --from B): the cheapest option one of them can pay is paid.</source>
        <translation>URL が 402 Payment Required を返したときに支払うウォレット。複数のウォレットを使うには繰り返し指定します（--from A --from B）。そのいずれかが支払える最も安いオプションが支払われます。</translation>
    </message>
    <message>
        <source>add: the symbol amounts in this token show with (&quot;EURC&quot;).</source>
        <translation>add：このトークン建ての金額に表示するシンボル（&quot;EURC&quot;）。</translation>
    </message>
    <message>
        <source>add: the token&apos;s decimals, as its contract or mint says.</source>
        <translation>add：コントラクトまたはミントが示すトークンの小数点以下の桁数。</translation>
    </message>
    <message>
        <source>The EVM wallet (in Paydesk for approve and revoke).</source>
        <translation>EVM ウォレット（approve と revoke では Paydesk に登録済みのもの）。</translation>
    </message>
    <message>
        <source>Refuse unless the node is on this network (eip155:8453, base).</source>
        <translation>ノードがこのネットワーク（eip155:8453、base）上になければ拒否します。</translation>
    </message>
    <message>
        <source>Refuse an approve whose gas may cost more than this (ETH; default 0.005).</source>
        <translation>ガス代がこれを超えうる approve を拒否します（ETH、既定 0.005）。</translation>
    </message>
    <message>
        <source>Sign without asking.</source>
        <translation>確認せずに署名します。</translation>
    </message>
    <message>
        <source>What Uniswap&apos;s Permit2 may move of a token from your wallet, and the approve a seller asking
payments by Permit2 needs: exactly AMOUNT (&quot;0.05 USDC&quot;; never unlimited), replacing the
allowance there was; revoke sets it to 0. The approve is a transaction from your wallet:
reviewed, then signed with your key and followed to its block. Exit 4 when Paydesk refuses.</source>
        <translation>Uniswap の Permit2 がウォレットのトークンをどれだけ動かせるか、そして Permit2 で支払いを求める
販売者に必要な approve: ちょうど AMOUNT（&quot;0.05 USDC&quot;、無制限は不可）で、これまでの許可額を
置き換えます。revoke は 0 にします。approve はウォレットからのトランザクションで、確認後に
あなたの鍵で署名され、ブロックに入るまで追跡されます。Paydesk が拒否すると終了コード 4。</translation>
    </message>
    <message>
        <source>Unknown %1 action &apos;%2&apos;: use %3 or %4.
</source>
        <translation>不明な%1のアクション&apos;%2&apos;です：%3または%4を使用してください。
</translation>
    </message>
    <message>
        <source>budget: the network of the budget (eip155:8453, base, solana; default: the one fetch pays on).</source>
        <translation>budget：予算のネットワーク（eip155:8453、base、solana。既定：fetchが支払うネットワーク）。</translation>
    </message>
    <message>
        <source>budget: the most one payment may take without your approval (default: a tenth of the day&apos;s amount).</source>
        <translation>budget：あなたの承認なしで1回の支払いに使える最大額（既定：1日の金額の10分の1）。</translation>
    </message>
    <message>
        <source>add: how many payments the agent may make in a minute (default 10).</source>
        <translation>add：エージェントが1分間に行える支払いの回数（既定10）。</translation>
    </message>
    <message>
        <source>Where the proxy listens, on this computer only (default 127.0.0.1:8402).</source>
        <translation>プロキシが待ち受けるアドレス。このコンピューター上のみ（既定127.0.0.1:8402）。</translation>
    </message>
    <message>
        <source>Seconds the wallets&apos; keys stay in this process after its last payment, in locked memory wiped after (default %1; 0 reads the keychain for every payment).</source>
        <translation>最後の支払いの後、ウォレットの鍵をこのプロセスに保持する秒数。ロックされたメモリに置き、その後消去します (既定 %1。0 は支払いのたびにキーチェーンから読み込みます)。</translation>
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
        <translation>Paydeskのジャーナルにある未完了のローカルの支払い（クラッシュ、Ctrl-C、RPCエンドポイントへの
接続不能によって残ったもの）をすべて、送信先のRPCエンドポイント上で最終状態になるまで追跡し、
それぞれの結果（確認済み、失敗（手数料は請求済み）、期限切れ（何も請求されていない））を表示します。
新たに署名・送信することはありません。すべて最終状態なら0、未確定のものが残っていれば5で終了します
（RPCエンドポイントが応答するようになったら再実行してください）。

まず、終了しなかった有料取得を処理します。署名済みの支払い証明が保存される前に支払い処理が停止した
ものは、このコンピューターから何も送信された可能性がなければ、未払いとして終了します（予算は解放
されます）。支払い済みでコンテンツが届かなかったものは、それを受け取るfetchコマンドとともに表示します
（同じ支払い証明を使うため、二重に支払うことはありません）。</translation>
    </message>
    <message>
        <source>%1 is a negative amount: amounts are 0 or more (for example &quot;1 USDC&quot;).

</source>
        <translation>%1 は負の金額です。金額は 0 以上です（例: &quot;1 USDC&quot;）。

</translation>
    </message>
    <message>
        <source>Test funds for a wallet, as the Wallets page&apos;s button gives them: on the sandbox, its coin
and 100 test USDC; on Solana devnet or testnet, an airdrop of 5 SOL. Never on mainnet.</source>
        <translation>ウォレットへのテスト資金（ウォレットページのボタンと同じ）: サンドボックスではそのコインと
テスト USDC 100、Solana devnet / testnet では 5 SOL のエアドロップ。メインネットでは決して行いません。</translation>
    </message>
    <message>
        <source>token NAME prints the agent&apos;s token (kept in your keychain) for its MCP configuration.
remove NAME asks first (on a terminal; --yes otherwise): its token stops paying at once,
its payments stay in the history.</source>
        <translation>token NAME はエージェントのトークン（キーチェーンに保存）を MCP 設定用に表示します。
remove NAME はまず確認します（端末で。それ以外は --yes）。そのトークンは直ちに支払えなくなり、
支払いは履歴に残ります。</translation>
    </message>
    <message>
        <source>The wallet that pays.</source>
        <translation>支払うウォレット。</translation>
    </message>
    <message>
        <source>The address paid.</source>
        <translation>支払先のアドレス。</translation>
    </message>
    <message>
        <source>Your wallet the payment went to.</source>
        <translation>支払いを受け取ったあなたのウォレット。</translation>
    </message>
    <message>
        <source>The buyer&apos;s X-PAYMENT value; - reads it from standard input.</source>
        <translation>購入者の X-PAYMENT 値。- で標準入力から読みます。</translation>
    </message>
    <message>
        <source>The amount you expect.</source>
        <translation>期待する金額。</translation>
    </message>
    <message>
        <source>The facilitator that verifies the proof.</source>
        <translation>証明を検証するファシリテーター。</translation>
    </message>
    <message>
        <source>Solana RPC URL, or mainnet-beta, devnet, testnet, sandbox (default: $PAYDESK_SOLANA_RPC, else the sandbox&apos;s for a service on this computer, else the node chosen in the desktop app&apos;s Settings).</source>
        <translation>Solana RPC の URL、または mainnet-beta、devnet、testnet、sandbox（既定: $PAYDESK_SOLANA_RPC、なければこのコンピューター上のサービスではサンドボックスのノード、それもなければデスクトップアプリの設定で選んだノード）。</translation>
    </message>
    <message>
        <source>EVM JSON-RPC URL, or ethereum, base, base-sepolia, polygon, arbitrum-one, sandbox (default: $PAYDESK_EVM_RPC, else the sandbox&apos;s for a service on this computer, else the node chosen in the desktop app&apos;s Settings).</source>
        <translation>EVM JSON-RPC の URL、または ethereum、base、base-sepolia、polygon、arbitrum-one、sandbox（既定: $PAYDESK_EVM_RPC、なければこのコンピューター上のサービスではサンドボックスのノード、それもなければデスクトップアプリの設定で選んだノード）。</translation>
    </message>
    <message>
        <source>Local mode: the sending wallet&apos;s node: a Solana RPC URL, or mainnet-beta, devnet, testnet, sandbox; for an EVM wallet its network&apos;s JSON-RPC URL or name (default: $PAYDESK_SOLANA_RPC, or for an EVM wallet --evm-rpc; else the sandbox&apos;s for a service on this computer, else the node chosen in the desktop app&apos;s Settings).</source>
        <translation>ローカルモード: 送金するウォレットのノード。Solana RPC の URL、または mainnet-beta、devnet、testnet、sandbox。EVM ウォレットではそのネットワークの JSON-RPC の URL または名前（既定: $PAYDESK_SOLANA_RPC、EVM ウォレットでは --evm-rpc。なければこのコンピューター上のサービスではサンドボックスのノード、それもなければデスクトップアプリの設定で選んだノード）。</translation>
    </message>
    <message>
        <source>Send to an address that looks like one of your wallets (refused without it); local mode: sign without asking &quot;Sign and send?&quot; (needed when standard input is not a terminal).</source>
        <translation>ウォレットのいずれかに似たアドレスへ送金します（このオプションがなければ拒否）。ローカルモード：「署名して送信しますか？」と確認せずに署名します（標準入力がターミナルでない場合に必要）。</translation>
    </message>
    <message>
        <source>grant: the most all payments of 7 days may take (at least --per-day; none for no such cap).</source>
        <translation>grant: 7 日間のすべての支払いの上限（--per-day 以上。上限なしは none）。</translation>
    </message>
    <message>
        <source>grant: the most all payments of 30 days may take (at least --per-week; none for no such cap).</source>
        <translation>grant: 30 日間のすべての支払いの上限（--per-week 以上。上限なしは none）。</translation>
    </message>
    <message>
        <source>grant: the last day the budget holds (2026-12-31, or a time 2026-12-31T18:00; none for no end); after it the site is asked again.</source>
        <translation>grant: 予算が有効な最終日（2026-12-31、または時刻 2026-12-31T18:00。終了しない場合は none）。その後はサイトごとに再び確認します。</translation>
    </message>
    <message>
        <source>cap in USD: the window of the cap in dollars across all dollar stablecoins (day, week or month; default day).</source>
        <translation>USD の cap: すべてのドル建てステーブルコインに対するドル上限の期間（day、week、month。既定は day）。</translation>
    </message>
    <message>
        <source>budget: the most the agent may spend in 7 days (at least the day&apos;s amount).</source>
        <translation>budget: エージェントが 7 日間に使える上限（1 日の金額以上）。</translation>
    </message>
    <message>
        <source>budget: the most the agent may spend in 30 days (at least the week&apos;s).</source>
        <translation>budget: エージェントが 30 日間に使える上限（週の金額以上）。</translation>
    </message>
    <message>
        <source>budget: the last day the budget holds (2026-12-31); after it the agent pays nothing in that asset until you give it a new one.</source>
        <translation>budget: 予算が有効な最終日（2026-12-31）。その後は新しい予算を設定するまで、エージェントはその資産で支払いません。</translation>
    </message>
    <message>
        <source>Prints each payment event of the service as it happens (created, status changed, confirmed,
failed, received, a local build about to expire); with WALLETs, only theirs. With --json,
one object a line: eventId, kind, paymentId, wallet, amount, asset, status, time. It comes
back by itself after the service restarts and goes on after the last event printed. Ctrl-C
ends it (exit 0).</source>
        <translation>サービスの支払いイベントを発生と同時に表示します（作成、状態の変化、確認、失敗、受け取り、
期限切れ間近のローカル下書き）。WALLET を指定するとそのウォレットの分だけ。--json では 1 行に
1 オブジェクト: eventId, kind, paymentId, wallet, amount, asset, status, time。サービスが
再起動しても自動で再接続し、最後に表示したイベントの次から続けます。Ctrl-C で終了
（終了コード 0）。</translation>
    </message>
    <message>
        <source>refund: how much to ask back, in the channel&apos;s token (default: all the seller has not charged).</source>
        <translation>refund: 返金を求める額（チャネルのトークン単位。既定: 販売者が請求していない全額）。</translation>
    </message>
    <message>
        <source>withdraw: sign without asking.</source>
        <translation>withdraw: 確認せずに署名します。</translation>
    </message>
    <message>
        <source>The most a payment channel&apos;s deposit may be, in --max-amount&apos;s asset (default: 100 times the seller&apos;s price); with --yes, this run&apos;s approval of such a deposit (refundable: paydesk-cli channel refund).</source>
        <translation>支払いチャネルのデポジットの上限（--max-amount の資産単位。既定: 販売者の価格の 100 倍）。--yes と併用すると、この実行でそのデポジットを承認します（返金可能: paydesk-cli channel refund）。</translation>
    </message>
</context>
<context>
    <name>CliBudget</name>
    <message>
        <source>paydesk-cli: error: %1</source>
        <translation>paydesk-cli: エラー: %1</translation>
    </message>
    <message>
        <source>budget %1 needs the site&apos;s URL (http:// or https://).</source>
        <translation>budget %1にはサイトのURL（http://またはhttps://）が必要です。</translation>
    </message>
    <message>
        <source>granted</source>
        <translation>割り当て済み</translation>
    </message>
    <message>
        <source>ask every time</source>
        <translation>毎回確認</translation>
    </message>
    <message>
        <source>Automatic payments are frozen.</source>
        <translation>自動支払いは凍結されています。</translation>
    </message>
    <message>
        <source>Automatic payments are allowed within granted budgets.</source>
        <translation>自動支払いは、割り当てた予算の範囲内で許可されています。</translation>
    </message>
    <message>
        <source>Automatic payments are allowed again.</source>
        <translation>自動支払いが再び許可されました。</translation>
    </message>
    <message>
        <source>No site has a budget.</source>
        <translation>予算を持つサイトはありません。</translation>
    </message>
    <message>
        <source>Every other site: asked every time, default caps %1 per payment and %2 per day (on %3). A price above them is paid only when you approve that one payment (&quot;y&quot; at the prompt, or fetch --yes --max-amount).</source>
        <translation>その他のサイト：毎回確認します。既定の上限は1回あたり%1、1日あたり%2（%3）。これを超える価格は、その1件の支払いを承認した場合にのみ支払われます（プロンプトで&quot;y&quot;、またはfetch --yes --max-amount）。</translation>
    </message>
    <message>
        <source>%1 had no budget on %2; nothing to revoke.</source>
        <translation>%1（%2）には予算がありませんでした。取り消すものはありません。</translation>
    </message>
    <message>
        <source>%1 had no budget on any network; nothing to revoke.</source>
        <translation>%1にはどのネットワークでも予算がありませんでした。取り消すものはありません。</translation>
    </message>
    <message>
        <source>%1: budget revoked on %2; back to asking every time.</source>
        <translation>%1：%2での予算を取り消しました。毎回確認する設定に戻しました。</translation>
    </message>
    <message>
        <source>--per-payment and --per-day must be in the same asset (%1, %2).</source>
        <translation>--per-paymentと--per-dayは同じ資産で指定する必要があります（%1、%2）。</translation>
    </message>
    <message>
        <source>Paydesk knows no %1 on %2: name the network of the budget with --network (for example --network base-sepolia).</source>
        <translation>Paydeskは%2上の%1を認識できません。--networkで予算のネットワークを指定してください（例：--network base-sepolia）。</translation>
    </message>
    <message>
        <source>Daily cap for all sites on %1: %2.</source>
        <translation>%1 での全サイト共通の1日の上限：%2。</translation>
    </message>
    <message>
        <source>budget cap needs the most all sites may take in 24 hours (&quot;1 USDC&quot;, or 0.5 in the native coin), or none.</source>
        <translation>budget cap には、全サイト合計で24時間に支払える上限（&quot;1 USDC&quot;、またはネイティブ通貨で 0.5）か none を指定してください。</translation>
    </message>
    <message>
        <source>Paydesk knows no %1 on %2: name the network of the cap with --network (for example --network base-sepolia).</source>
        <translation>Paydesk は %2 上の %1 を知りません。--network で上限のネットワークを指定してください（例：--network base-sepolia）。</translation>
    </message>
    <message>
        <source>All sites together may take at most %1 in 24 hours on %2; nothing is paid above it, asked or not.</source>
        <translation>全サイト合計で、%2 上で24時間に最大 %1 まで支払えます。確認の有無にかかわらず、それを超えては支払いません。</translation>
    </message>
    <message>
        <source>No daily cap for all sites in %1 on %2.</source>
        <translation>%2 上の %1 には全サイト共通の1日の上限がありません。</translation>
    </message>
    <message>
        <source>Allowed payee: %1.</source>
        <translation>許可された受取人：%1。</translation>
    </message>
    <message>
        <source>Denied payee: %1.</source>
        <translation>拒否された受取人：%1。</translation>
    </message>
    <message>
        <source>budget payee needs allow, deny or remove, then the payee&apos;s address.</source>
        <translation>budget payee には allow、deny、remove のいずれかと、受取人のアドレスが必要です。</translation>
    </message>
    <message>
        <source>%1 may be paid; with an allow list, only the payees on it are paid.</source>
        <translation>%1 への支払いを許可しました。許可リストがあると、そこにある受取人にだけ支払います。</translation>
    </message>
    <message>
        <source>%1 is never paid.</source>
        <translation>%1 には決して支払いません。</translation>
    </message>
    <message>
        <source>There was no daily cap for all sites on %1; nothing to remove.</source>
        <translation>%1 には全サイト共通の 1 日の上限がありませんでした。削除するものはありません。</translation>
    </message>
    <message>
        <source>No daily cap for all sites on %1 any more (removed: %2).</source>
        <translation>%1 の全サイト共通の 1 日の上限はなくなりました（削除: %2）。</translation>
    </message>
    <message>
        <source>Paydesk does not know the network %1: give one it lists (solana-devnet, base-sepolia, ...) or a CAIP-2 id (eip155:8453) with --network.</source>
        <translation>Paydesk はネットワーク %1 を知りません。--network で Paydesk が知っているネットワーク（solana-devnet、base-sepolia など）か CAIP-2 ID（eip155:8453）を指定してください。</translation>
    </message>
    <message>
        <source>--%1 must be more than zero: a budget of 0 pays nothing; revoke the site&apos;s budget instead.</source>
        <translation>--%1 は 0 より大きくなければなりません。予算 0 では何も支払えません。代わりにサイトの予算を取り消してください。</translation>
    </message>
    <message>
        <source>A daily cap must be more than zero; to take a cap away, give none (budget cap none).</source>
        <translation>1 日の上限は 0 より大きくなければなりません。上限を外すには none を指定してください（budget cap none）。</translation>
    </message>
    <message>
        <source>%1 is off the payee lists now.</source>
        <translation>%1 はどの受取人リストにも載っていません（削除しました）。</translation>
    </message>
    <message>
        <source>%1 was on no payee list: nothing to remove.</source>
        <translation>%1 はどの受取人リストにも載っていませんでした。削除するものはありません。</translation>
    </message>
    <message>
        <source>%1 per payment, %2</source>
        <translation>1 回あたり %1、%2</translation>
    </message>
    <message>
        <source>--%1 must be more than zero, or none for no such cap.</source>
        <translation>--%1 は 0 より大きくしてください（上限なしは none）。</translation>
    </message>
    <message>
        <source>--window is day, week or month, not %1.</source>
        <translation>--window は day、week、month のいずれかです（%1 ではありません）。</translation>
    </message>
    <message>
        <source>A cap must be more than zero; to take it away, give none (budget cap &quot;none USD&quot;).</source>
        <translation>上限は 0 より大きくしてください。取り除くには none を指定します（budget cap &quot;none USD&quot;）。</translation>
    </message>
    <message>
        <source>All sites together may take at most %1 %2 in dollar stablecoins (USDC on every network), whatever the coin; nothing is paid above it, asked or not.</source>
        <translation>すべてのサイトの合計で、ドル建てステーブルコイン（全ネットワークの USDC）を%2最大 %1 まで、コインの種類を問わず受け取れます。確認の有無にかかわらず、それを超える支払いは行いません。</translation>
    </message>
    <message>
        <source>No cap in dollars any more.</source>
        <translation>ドル建ての上限はなくなりました。</translation>
    </message>
    <message>
        <source>No cap in dollars %1 any more.</source>
        <translation>%1のドル建て上限はなくなりました。</translation>
    </message>
    <message>
        <source>%1 on %2: %3; %4</source>
        <translation>%2 上の %1：%3。%4</translation>
    </message>
    <message>
        <source>ended, asked every time</source>
        <translation>終了、毎回確認</translation>
    </message>
    <message>
        <source>Cap for all sites in all dollar stablecoins together: %1 %2.</source>
        <translation>すべてのドル建てステーブルコインを合わせた全サイトの上限：%2 %1。</translation>
    </message>
    <message>
        <source>%1 may take up to %2 on %3 without asking.</source>
        <translation>%1 は %3 上で確認なしに最大 %2 まで受け取れます。</translation>
    </message>
    <message>
        <source>--window is for a cap in dollars (&quot;5 USD&quot;); a cap in one coin on one network is per day.</source>
        <translation>--window はドル建ての上限（&quot;5 USD&quot;）用です。1 つのネットワーク上の 1 つのコインの上限は 1 日単位です。</translation>
    </message>
</context>
<context>
    <name>CliEvmImport</name>
    <message>
        <source>wallet import --chain evm needs exactly one of --secret-key-env NAME, --mnemonic-env NAME or --keystore-file FILE.</source>
        <translation>wallet import --chain evmには、--secret-key-env NAME、--mnemonic-env NAME、--keystore-file FILEのいずれか1つだけが必要です。</translation>
    </message>
    <message>
        <source>Cannot read the keystore file %1: %2.</source>
        <translation>キーストアファイル%1を読み取れません：%2。</translation>
    </message>
    <message>
        <source>Password of the keystore file: </source>
        <translation>キーストアファイルのパスワード：</translation>
    </message>
    <message>
        <source>The keystore file&apos;s password is needed: pass --password-env NAME, or run in a terminal to be asked. It is never stored.</source>
        <translation>キーストアファイルのパスワードが必要です。--password-env NAMEを指定するか、端末で実行して入力してください。パスワードは保存されません。</translation>
    </message>
    <message>
        <source>The environment variable %1 is not set or empty.</source>
        <translation>環境変数%1が設定されていないか、空です。</translation>
    </message>
</context>
<context>
    <name>CliFetchOutput</name>
    <message>
        <source>The site asks for payment (x402 version %1, from the %2):</source>
        <translation>サイトが支払いを求めています（x402バージョン%1、%2から取得）：</translation>
    </message>
    <message>
        <source>PAYMENT-REQUIRED header</source>
        <translation>PAYMENT-REQUIREDヘッダー</translation>
    </message>
    <message>
        <source>JSON body</source>
        <translation>JSON本文</translation>
    </message>
    <message>
        <source>  option %1: %2 %3 on %4 to %5 (asset %6, %7 s) - %8</source>
        <translation>  オプション%1：%4上で%5へ%2 %3（アセット%6、%7秒） - %8</translation>
    </message>
    <message>
        <source>    why: %1</source>
        <translation>    理由：%1</translation>
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
        <translation>%1の代金の支払い
  サイト：%2
  金額：%3（最小単位で%4）
  ネットワーク：%5
  受取人：%6
  送金元：%7
  有効期間：%8秒
  本日の予算の残り：%9</translation>
    </message>
    <message>
        <source>  NOTE: you already paid for this URL before (payment %1, %2): %3</source>
        <translation>  注意：このURLには以前にも支払っています（支払い%1、%2）：%3</translation>
    </message>
    <message>
        <source>paydesk-cli: error: cannot write %1: %2</source>
        <translation>paydesk-cli: エラー: %1に書き込めません：%2</translation>
    </message>
    <message>
        <source>Paid: payment %1, transaction %2.</source>
        <translation>支払い済み：支払い%1、トランザクション%2。</translation>
    </message>
    <message>
        <source>Saved %1 bytes (%2) to %3.</source>
        <translation>%1バイト（%2）を%3に保存しました。</translation>
    </message>
    <message>
        <source>unknown type</source>
        <translation>不明な種類</translation>
    </message>
    <message>
        <source>paydesk-cli: error: the site answered HTTP %1.</source>
        <translation>paydesk-cli: エラー: サイトがHTTP %1を返しました。</translation>
    </message>
    <message>
        <source>paydesk-cli: error: %1</source>
        <translation>paydesk-cli: エラー: %1</translation>
    </message>
    <message>
        <source>%1 of %2 (%3 per payment%4)</source>
        <translation>%2のうち%1（1回あたり%3%4）</translation>
    </message>
    <message>
        <source>, granted</source>
        <translation>、割り当て済み</translation>
    </message>
    <message>
        <source>, the default: this site has no budget</source>
        <translation>、既定値：このサイトには予算がありません</translation>
    </message>
    <message>
        <source>  wallet balance: %1</source>
        <translation>  ウォレットの残高：%1</translation>
    </message>
    <message>
        <source>  wallet balance: unknown (%1)</source>
        <translation>  ウォレットの残高：不明（%1）</translation>
    </message>
    <message>
        <source>  NOTE: %1 Confirming pays this one payment only: it grants no budget, and it counts toward the site&apos;s total for today.</source>
        <translation>  注意：%1確認すると、この1件の支払いのみが行われます。予算は割り当てられず、このサイトの本日の合計に加算されます。</translation>
    </message>
    <message>
        <source>NOTE: %1</source>
        <translation>注意：%1</translation>
    </message>
    <message>
        <source>WARNING: %1</source>
        <translation>警告: %1</translation>
    </message>
    <message>
        <source>Paid: payment %1 (no transaction).</source>
        <translation>支払い済み: 支払い %1（トランザクションなし）。</translation>
    </message>
</context>
<context>
    <name>CliHostedWallet</name>
    <message>
        <source>wallet create --hosted makes test wallets on the sandbox only (a service on this computer), and %1 is not one. A real payment service creates its custodial wallets in its dashboard: create one there and use its address with send --from.</source>
        <translation>wallet create --hostedで作成できるのはサンドボックス（このコンピューター上のサービス）のテスト用ウォレットのみで、%1はサンドボックスではありません。実際の支払いサービスでは、カストディアルウォレットはそのダッシュボードで作成します。そこで作成し、そのアドレスをsend --fromで使用してください。</translation>
    </message>
    <message>
        <source>--chain must be solana or evm.</source>
        <translation>--chainにはsolanaまたはevmを指定してください。</translation>
    </message>
    <message>
        <source>Must be more than 0 %1.</source>
        <translation>0 %1より大きい値にしてください。</translation>
    </message>
    <message numerus="yes">
        <source>The sandbox did not answer within %n second(s).</source>
        <translation>
            <numerusform>サンドボックスから%n秒以内に応答がありませんでした。</numerusform>
        </translation>
    </message>
    <message>
        <source>Network error: %1</source>
        <translation>ネットワークエラー：%1</translation>
    </message>
    <message>
        <source>The sandbox&apos;s answer names no wallet address.</source>
        <translation>サンドボックスの応答にウォレットのアドレスが含まれていません。</translation>
    </message>
    <message>
        <source>Hosted wallet %1 created on the sandbox with %2 %3 of test funds.
The sandbox holds its key (custodial): hosted send and receive use it, e.g.
  paydesk-cli send --from %1 --to RECIPIENT --amount 0.25</source>
        <translation>テスト用資金%2 %3を入れたホスト型ウォレット%1をサンドボックスに作成しました。
鍵はサンドボックスが保管します（カストディアル）。ホスト型のsendとreceiveでこのウォレットを使います。例：
  paydesk-cli send --from %1 --to RECIPIENT --amount 0.25</translation>
    </message>
</context>
<context>
    <name>CliInput</name>
    <message>
        <source>y</source>
        <translation>y</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>はい</translation>
    </message>
</context>
<context>
    <name>CliNodeFamily</name>
    <message>
        <source>The %1 node at %2 did not say which network it is on (%3): name its network with --network.</source>
        <translation>%2 の %1 ノードはどのネットワークにあるかを返しませんでした（%3）：--network でネットワークを指定してください。</translation>
    </message>
</context>
<context>
    <name>CliNodes</name>
    <message>
        <source>no answer</source>
        <translation>応答なし</translation>
    </message>
</context>
<context>
    <name>CliPrinter</name>
    <message>
        <source>Payment sent.</source>
        <translation>支払いを送信しました。</translation>
    </message>
    <message>
        <source>Payment id</source>
        <translation>支払いID</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>ステータス</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>金額</translation>
    </message>
    <message>
        <source>Recipient</source>
        <translation>受取人</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>署名</translation>
    </message>
    <message>
        <source>Proof</source>
        <translation>支払い証明</translation>
    </message>
    <message>
        <source>Follow it with: paydesk-cli status %1 --wait</source>
        <translation>次のコマンドで追跡できます：paydesk-cli status %1 --wait</translation>
    </message>
    <message>
        <source>Payment verified.</source>
        <translation>支払いを検証しました。</translation>
    </message>
    <message>
        <source>Payment NOT verified.</source>
        <translation>支払いは検証されませんでした。</translation>
    </message>
    <message>
        <source>Payer</source>
        <translation>支払者</translation>
    </message>
    <message>
        <source>%1 (final)</source>
        <translation>%1（最終）</translation>
    </message>
    <message>
        <source>Direction</source>
        <translation>方向</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>ネットワーク</translation>
    </message>
    <message>
        <source>From</source>
        <translation>送金元</translation>
    </message>
    <message>
        <source>To</source>
        <translation>送金先</translation>
    </message>
    <message>
        <source>Fee</source>
        <translation>手数料</translation>
    </message>
    <message>
        <source>Priority fee</source>
        <translation>優先手数料</translation>
    </message>
    <message>
        <source>Block height</source>
        <translation>ブロック高</translation>
    </message>
    <message>
        <source>Resource</source>
        <translation>リソース</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>作成日時</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>更新日時</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>エラー</translation>
    </message>
    <message>
        <source>No payments.</source>
        <translation>支払いはありません。</translation>
    </message>
    <message>
        <source>Dir</source>
        <translation>方向</translation>
    </message>
    <message>
        <source>Counterparty</source>
        <translation>相手</translation>
    </message>
    <message>
        <source>Showing %1-%2 of %3.</source>
        <translation>%3件中%1〜%2件を表示しています。</translation>
    </message>
    <message>
        <source>Showing %1-%2.</source>
        <translation>%1〜%2件を表示しています。</translation>
    </message>
    <message>
        <source>Next page: --offset %1</source>
        <translation>次のページ：--offset %1</translation>
    </message>
    <message>
        <source>%1 (HTTP %2, %3)</source>
        <translation>%1（HTTP %2、%3）</translation>
    </message>
    <message>
        <source>paydesk-cli: error: %1</source>
        <translation>paydesk-cli: エラー: %1</translation>
    </message>
    <message>
        <source>What to do: %1</source>
        <translation>対処方法：%1</translation>
    </message>
    <message>
        <source>paydesk-cli: %1</source>
        <translation>paydesk-cli: %1</translation>
    </message>
    <message>
        <source>Check your internet connection and the service address (--service or PAYDESK_SERVICE_URL), then try again.</source>
        <translation>インターネット接続とサービスのアドレス（--serviceまたはPAYDESK_SERVICE_URL）を確認してから、もう一度お試しください。</translation>
    </message>
    <message>
        <source>Check the API key: store it again with &apos;paydesk-cli --service URL key set&apos;, or pass --api-key-env NAME.</source>
        <translation>APIキーを確認してください。&apos;paydesk-cli --service URL key set&apos;でもう一度保存するか、--api-key-env NAMEを指定してください。</translation>
    </message>
    <message>
        <source>Check the API key in the environment variable %1 (--api-key-env): it may be mistyped, revoked or for another service.</source>
        <translation>環境変数%1（--api-key-env）のAPIキーを確認してください。入力ミスがあるか、失効しているか、別のサービス用のキーである可能性があります。</translation>
    </message>
    <message>
        <source>Network fee</source>
        <translation>ネットワーク手数料</translation>
    </message>
    <message>
        <source>Total debited</source>
        <translation>引き落とし合計</translation>
    </message>
    <message>
        <source>Balance left</source>
        <translation>支払い後の残高</translation>
    </message>
    <message>
        <source>%1 (final): not signed, nothing charged</source>
        <translation>%1（最終）：未署名、請求なし</translation>
    </message>
    <message>
        <source>Correct %1 and try again.</source>
        <translation>%1 を直してもう一度試してください。</translation>
    </message>
</context>
<context>
    <name>CliRunner</name>
    <message>
        <source>No payment service configured: pass --service URL (or set PAYDESK_SERVICE_URL).</source>
        <translation>支払いサービスが設定されていません。--service URLを指定してください（またはPAYDESK_SERVICE_URLを設定してください）。</translation>
    </message>
    <message>
        <source>The environment variable %1 (from --api-key-env) is not set or empty.</source>
        <translation>環境変数%1（--api-key-envで指定）が設定されていないか、空です。</translation>
    </message>
    <message>
        <source>No API key stored for %1. Store one with &apos;paydesk-cli --service %1 key set&apos; or pass --api-key-env NAME.</source>
        <translation>%1のAPIキーが保存されていません。&apos;paydesk-cli --service %1 key set&apos;で保存するか、--api-key-env NAMEを指定してください。</translation>
    </message>
    <message>
        <source>send needs --%1.</source>
        <translation>sendには--%1が必要です。</translation>
    </message>
    <message>
        <source>receive needs --%1.</source>
        <translation>receiveには--%1が必要です。</translation>
    </message>
    <message>
        <source>Must be a whole number of seconds.</source>
        <translation>秒数は整数で指定してください。</translation>
    </message>
    <message>
        <source>Must be a positive number of seconds.</source>
        <translation>秒数は正の数で指定してください。</translation>
    </message>
    <message>
        <source>The payment is still %1; stopped waiting.</source>
        <translation>支払いはまだ%1です。待機を終了しました。</translation>
    </message>
    <message>
        <source>Must be a whole number.</source>
        <translation>整数で指定してください。</translation>
    </message>
    <message>
        <source>API key for %1: </source>
        <translation>%1のAPIキー: </translation>
    </message>
    <message>
        <source>No key on standard input. Example: paydesk-cli --service URL key set &lt; keyfile</source>
        <translation>標準入力にキーがありません。例：paydesk-cli --service URL key set &lt; keyfile</translation>
    </message>
    <message>
        <source>API key for %1 stored in the OS keychain. Check it with &apos;paydesk-cli --service %1 key test&apos;.</source>
        <translation>%1のAPIキーをOSのキーチェーンに保存しました。&apos;paydesk-cli --service %1 key test&apos;で確認してください。</translation>
    </message>
    <message>
        <source>No API key was stored for %1.</source>
        <translation>%1のAPIキーは保存されていませんでした。</translation>
    </message>
    <message>
        <source>API key for %1 deleted from the OS keychain.</source>
        <translation>%1のAPIキーをOSのキーチェーンから削除しました。</translation>
    </message>
    <message>
        <source>Cannot read standard input.</source>
        <translation>標準入力を読み取れません。</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1を読み取れません：%2</translation>
    </message>
    <message>
        <source>Metadata must be a JSON object, such as {&quot;orderId&quot;: &quot;42&quot;}%1.</source>
        <translation>メタデータは{&quot;orderId&quot;: &quot;42&quot;}のようなJSONオブジェクトである必要があります%1。</translation>
    </message>
    <message>
        <source> (%1 at byte %2)</source>
        <translation> （%2バイト目：%1）</translation>
    </message>
    <message>
        <source>--hosted goes with &apos;wallet create&apos;.</source>
        <translation>--hostedは&apos;wallet create&apos;と組み合わせて使用します。</translation>
    </message>
    <message>
        <source>Waiting for payment %1 to reach a final state (Ctrl-C stops waiting) ...</source>
        <translation>支払い%1が最終状態になるのを待っています（Ctrl-Cで待機を終了）...</translation>
    </message>
    <message>
        <source>Stopped waiting before the service answered.</source>
        <translation>サービスが応答する前に待機を終了しました。</translation>
    </message>
    <message>
        <source>Stopped waiting; the payment is still %1.</source>
        <translation>待機を終了しました。支払いはまだ%1です。</translation>
    </message>
    <message>
        <source>%1 Nothing was changed. Resume with: paydesk-cli status %2 --wait</source>
        <translation>%1何も変更されていません。再開するには：paydesk-cli status %2 --wait</translation>
    </message>
    <message>
        <source>No API key for %1 at hand, so builds nobody signed are not listed: pass --api-key-env NAME or store one with &apos;key set&apos;.</source>
        <translation>%1のAPIキーが手元にないため、誰も署名していない作成済みトランザクションは一覧表示されません。--api-key-env NAMEを指定するか、&apos;key set&apos;でキーを保存してください。</translation>
    </message>
    <message>
        <source>Unknown command: %1</source>
        <translation>不明なコマンド：%1</translation>
    </message>
    <message>
        <source>--fund goes with &apos;wallet create --hosted&apos;.</source>
        <translation>--fundは&apos;wallet create --hosted&apos;と一緒に使います。</translation>
    </message>
    <message>
        <source>--chain goes with &apos;wallet import&apos; or &apos;wallet create --hosted&apos; (a created phrase gives both accounts).</source>
        <translation>--chainは&apos;wallet import&apos;または&apos;wallet create --hosted&apos;と一緒に使います（新しく作成したフレーズからは両方のアカウントが得られます）。</translation>
    </message>
    <message>
        <source>Created by paydesk-cli</source>
        <translation>paydesk-cli で作成</translation>
    </message>
    <message>
        <source>Mainnet has no test funds: use --rpc devnet, testnet or sandbox.</source>
        <translation>メインネットにはテスト資金がありません: --rpc devnet、testnet、sandbox を使ってください。</translation>
    </message>
    <message>
        <source>Not a wallet address.</source>
        <translation>ウォレットのアドレスではありません。</translation>
    </message>
    <message>
        <source>Status: %1 ...</source>
        <translation>状態: %1 ...</translation>
    </message>
    <message>
        <source>No payment service is configured, and paying from your own wallets needs none: name the wallet with --from ADDRESS (&apos;paydesk-cli wallet list&apos; shows them). A hosted wallet needs --service URL.</source>
        <translation>決済サービスが設定されていませんが、自分のウォレットからの支払いには不要です。--from ADDRESS でウォレットを指定してください（&apos;paydesk-cli wallet list&apos; で一覧表示）。ホスト型ウォレットには --service URL が必要です。</translation>
    </message>
    <message>
        <source>--from %1 is not a wallet in Paydesk (&apos;paydesk-cli wallet list&apos; shows yours); a hosted wallet needs --service URL.</source>
        <translation>--from %1 は Paydesk のウォレットではありません（&apos;paydesk-cli wallet list&apos; で自分のウォレットを表示）。ホスト型ウォレットには --service URL が必要です。</translation>
    </message>
    <message>
        <source>%1 Nothing was sent. To send to this address anyway, run the same command with --yes.</source>
        <translation>%1 何も送信されていません。それでもこのアドレスに送るには、同じコマンドを --yes を付けて実行してください。</translation>
    </message>
</context>
<context>
    <name>CliSolanaNode</name>
    <message>
        <source>The Solana node at %1 did not say which cluster it is on (%2): name its network with --network, for example solana-devnet.</source>
        <translation>%1 の Solana ノードはどのクラスターにあるかを返しませんでした（%2）。--network でネットワークを指定してください（例: solana-devnet）。</translation>
    </message>
    <message>
        <source>--local needs a Solana node: --rpc URL (or mainnet-beta, devnet, testnet, sandbox).</source>
        <translation>--local には Solana のノードが必要です: --rpc URL（または mainnet-beta、devnet、testnet、sandbox）。</translation>
    </message>
</context>
<context>
    <name>CliTokens</name>
    <message>
        <source>paydesk-cli: error: %1</source>
        <translation>paydesk-cli: エラー: %1</translation>
    </message>
    <message>
        <source>%1 on %2: %3, %4 decimals (added by you)</source>
        <translation>%2上の%1：%3、小数点以下%4桁（あなたが追加）</translation>
    </message>
    <message>
        <source>%1 on %2: %3, %4 decimals</source>
        <translation>%2上の%1：%3、小数点以下%4桁</translation>
    </message>
    <message>
        <source>token %1 needs the network and the token&apos;s address.</source>
        <translation>token %1にはネットワークとトークンのアドレスが必要です。</translation>
    </message>
    <message>
        <source>token add needs --symbol and --decimals, as the token&apos;s contract or mint says (never as a seller says).</source>
        <translation>token addには、トークンのコントラクトまたはミントが示す--symbolと--decimalsが必要です（販売者の言う値ではなく）。</translation>
    </message>
    <message>
        <source>Added %1 on %2 (%3, %4 decimals): Paydesk now pays prices in it, within your budgets.</source>
        <translation>%2上の%1を追加しました（%3、小数点以下%4桁）：Paydeskは予算の範囲内でこのトークン建ての価格を支払います。</translation>
    </message>
    <message>
        <source>Removed %1 on %2: Paydesk refuses prices in it again.</source>
        <translation>%2上の%1を削除しました：Paydeskはこのトークン建ての価格を再び拒否します。</translation>
    </message>
</context>
<context>
    <name>DatabaseSchema</name>
    <message>
        <source>The database is not open.</source>
        <translation>データベースが開かれていません。</translation>
    </message>
    <message>
        <source>%1 was written by a newer version of Paydesk (data version %2; this version knows up to %3). Paydesk left the file as it is: update Paydesk to use it, or start this version with another data folder.</source>
        <translation>%1 は新しいバージョンの Paydesk で書き込まれています（データバージョン %2、このバージョンが扱えるのは %3 まで）。Paydesk はファイルを変更していません。使用するには Paydesk を更新するか、別のデータフォルダーでこのバージョンを起動してください。</translation>
    </message>
    <message>
        <source>%1 is in use by another program (%2). Close it and try again.</source>
        <translation>%1 は別のプログラムが使用中です（%2）。そのプログラムを閉じてから再試行してください。</translation>
    </message>
    <message>
        <source>%1 cannot be written (%2), so Paydesk cannot bring it up to date. Make the file and its folder writable for you and try again; nothing was changed.</source>
        <translation>%1 に書き込めません（%2）。そのため Paydesk は更新できません。ファイルとフォルダーを書き込み可能にしてから再試行してください。何も変更されていません。</translation>
    </message>
    <message>
        <source>%1 could not be brought up to date: the disk is full or failing (%2). Free some space and try again; nothing was changed.</source>
        <translation>%1 を更新できませんでした。ディスクがいっぱいか故障しています（%2）。空き容量を確保してから再試行してください。何も変更されていません。</translation>
    </message>
    <message>
        <source>%1 is damaged (%2). Paydesk did not change it and will not write to it. Quit Paydesk, move the file aside (keep it: it may hold your payment journal) or restore a backup, then start Paydesk again.</source>
        <translation>%1 は破損しています（%2）。Paydesk は変更しておらず、書き込みもしません。Paydesk を終了し、ファイルを別の場所へ移す（支払いジャーナルが含まれている可能性があるので保管してください）か、バックアップを復元してから、Paydesk を再起動してください。</translation>
    </message>
    <message>
        <source>%1 could not be brought up to date (%2); nothing was changed.</source>
        <translation>%1 を更新できませんでした（%2）。何も変更されていません。</translation>
    </message>
    <message>
        <source>%1 could not be brought up to date: the step &quot;%2&quot; failed (%3); nothing was changed.</source>
        <translation>%1 を更新できませんでした。手順「%2」が失敗しました（%3）。何も変更されていません。</translation>
    </message>
    <message>
        <source>%1 is not the file Paydesk keeps there (it holds other data, perhaps Paydesk&apos;s other database). Paydesk left it as it is: move it aside or start Paydesk with another data folder.</source>
        <translation>%1 は Paydesk がそこに置くファイルではありません（別のデータ、たとえば Paydesk のもう一方のデータベースが入っています）。Paydesk は変更していません。ファイルを別の場所へ移すか、別のデータフォルダーで Paydesk を起動してください。</translation>
    </message>
</context>
<context>
    <name>Eip3009</name>
    <message>
        <source>The authorization&apos;s &quot;%1&quot; is missing or malformed.</source>
        <translation>承認の&quot;%1&quot;がないか、形式が正しくありません。</translation>
    </message>
    <message>
        <source>The seller did not name the token&apos;s EIP-712 domain (extra.name and extra.version): a guessed one would give a signature no token accepts, so Paydesk does not sign.</source>
        <translation>販売者がトークンのEIP-712ドメイン（extra.nameとextra.version）を指定していません。推測したドメインでは、どのトークンも受け付けない署名になるため、Paydeskは署名しません。</translation>
    </message>
    <message>
        <source>%1 is not an EVM network with a chain id.</source>
        <translation>%1はチェーンIDを持つEVMネットワークではありません。</translation>
    </message>
    <message>
        <source>The token address %1 is not an EVM address.</source>
        <translation>トークンのアドレス%1はEVMアドレスではありません。</translation>
    </message>
    <message>
        <source>The seller&apos;s address %1 is not an EVM address.</source>
        <translation>販売者のアドレス%1はEVMアドレスではありません。</translation>
    </message>
    <message>
        <source>The price %1 is not a positive whole number of atomic units.</source>
        <translation>価格%1は最小単位の正の整数ではありません。</translation>
    </message>
    <message>
        <source>The payment&apos;s validity window cannot be set.</source>
        <translation>支払いの有効期間を設定できません。</translation>
    </message>
    <message>
        <source>The payment authorization could not be signed with the key of %1; nothing was sent.</source>
        <translation>%1の鍵で支払いの承認に署名できませんでした。何も送信されていません。</translation>
    </message>
</context>
<context>
    <name>Erc20Balance</name>
    <message>
        <source>%1 is not a token contract.</source>
        <translation>%1はトークンコントラクトではありません。</translation>
    </message>
    <message>
        <source>The node&apos;s answer to eth_chainId is not readable.</source>
        <translation>eth_chainIdに対するノードの応答を読み取れません。</translation>
    </message>
    <message>
        <source>the EVM node serves chain %1, not chain %2 of the %3</source>
        <translation>EVMノードはチェーン%1のもので、%3のチェーン%2ではありません</translation>
    </message>
    <message>
        <source>The %1 balance is too large to show.</source>
        <translation>%1の残高が大きすぎて表示できません。</translation>
    </message>
    <message>
        <source>The node&apos;s answer to authorizationState is not a boolean (does %1 implement EIP-3009?).</source>
        <translation>authorizationState に対するノードの応答が真偽値ではありません（%1 は EIP-3009 を実装していますか？）。</translation>
    </message>
    <message>
        <source>The node&apos;s answer to %1 is not a number (is %2 a token on this chain?).</source>
        <translation>%1 に対するノードの応答が数値ではありません（%2 はこのチェーンのトークンですか？）。</translation>
    </message>
</context>
<context>
    <name>EvmAddress</name>
    <message>
        <source>An EVM address starts with 0x, followed by 40 hexadecimal characters.</source>
        <translation>EVMアドレスは0xで始まり、その後に16進数40文字が続きます。</translation>
    </message>
</context>
<context>
    <name>EvmBip32</name>
    <message>
        <source>A derivation path starts with m/, such as m/44&apos;/60&apos;/0&apos;/0/0.</source>
        <translation>導出パスはm/で始まります（例：m/44&apos;/60&apos;/0&apos;/0/0）。</translation>
    </message>
    <message>
        <source>Step %1 of the path is not a number below 2^31.</source>
        <translation>パスの%1番目のステップが2^31未満の数値ではありません。</translation>
    </message>
</context>
<context>
    <name>EvmEndpoint</name>
    <message>
        <source>The sandbox&apos;s EVM endpoint needs the service URL (--service).</source>
        <translation>サンドボックスのEVMエンドポイントにはサービスURL（--service）が必要です。</translation>
    </message>
    <message>
        <source>The EVM RPC endpoint must be a network name (ethereum, base, base-sepolia, polygon, arbitrum-one, sandbox) or an http(s) URL; &apos;%1&apos; is none of these.</source>
        <translation>EVMのRPCエンドポイントはネットワーク名（ethereum、base、base-sepolia、polygon、arbitrum-one、sandbox）またはhttp(s)のURLでなければなりません。「%1」はどちらでもありません。</translation>
    </message>
    <message>
        <source>Use https for an RPC endpoint that is not on this computer.</source>
        <translation>このコンピューター上にないRPCエンドポイントにはhttpsを使用してください。</translation>
    </message>
</context>
<context>
    <name>EvmKeyImport</name>
    <message>
        <source>This is not a valid EVM private key: it must be 32 bytes between 1 and the secp256k1 group order.</source>
        <translation>有効なEVM秘密鍵ではありません。32バイトで、1からsecp256k1の群の位数までの値である必要があります。</translation>
    </message>
    <message>
        <source>The address of this key could not be computed.</source>
        <translation>この鍵のアドレスを計算できませんでした。</translation>
    </message>
    <message numerus="yes">
        <source>An EVM private key is 64 hex digits (optionally after 0x); this one has %n character(s).</source>
        <translation>
            <numerusform>EVM秘密鍵は16進数64桁です（0xを付けても構いません）。この鍵は%n文字です。</numerusform>
        </translation>
    </message>
    <message>
        <source>An EVM private key has only the hex digits 0-9 and a-f.</source>
        <translation>EVM秘密鍵に使えるのは16進数字0-9とa-fだけです。</translation>
    </message>
    <message>
        <source>No key exists at %1 for this phrase; use the next account.</source>
        <translation>このフレーズでは%1に鍵がありません。次のアカウントを使ってください。</translation>
    </message>
</context>
<context>
    <name>EvmKeystore</name>
    <message>
        <source>The keystore file has no &quot;%1&quot;.</source>
        <translation>キーストアファイルにフィールド&quot;%1&quot;がありません。</translation>
    </message>
    <message>
        <source>The keystore file&apos;s &quot;%1&quot; is not text.</source>
        <translation>キーストアファイルのフィールド&quot;%1&quot;がテキストではありません。</translation>
    </message>
    <message>
        <source>The keystore file&apos;s &quot;%1&quot; is not hexadecimal.</source>
        <translation>キーストアファイルのフィールド&quot;%1&quot;が16進数ではありません。</translation>
    </message>
    <message>
        <source>The keystore file&apos;s &quot;%1&quot; is not %2 bytes long.</source>
        <translation>キーストアファイルのフィールド&quot;%1&quot;の長さが%2バイトではありません。</translation>
    </message>
    <message>
        <source>The keystore file&apos;s &quot;%1&quot; is not %2 to %3 bytes long.</source>
        <translation>キーストアファイルのフィールド&quot;%1&quot;の長さが%2〜%3バイトの範囲にありません。</translation>
    </message>
    <message>
        <source>The keystore file&apos;s &quot;%1&quot; is not a whole number from %2 to %3.</source>
        <translation>キーストアファイルのフィールド&quot;%1&quot;が%2〜%3の整数ではありません。</translation>
    </message>
    <message>
        <source>The keystore file is larger than %1 KiB.</source>
        <translation>キーストアファイルが%1 KiBを超えています。</translation>
    </message>
    <message>
        <source>This is not a keystore file: it is not a JSON object.</source>
        <translation>これはキーストアファイルではありません（JSONオブジェクトではありません）。</translation>
    </message>
    <message>
        <source>This keystore file is version %1; Paydesk reads version 3.</source>
        <translation>このキーストアファイルはバージョン%1です。Paydeskが読み取れるのはバージョン3です。</translation>
    </message>
    <message>
        <source>The keystore file uses the cipher &quot;%1&quot;; Paydesk reads aes-128-ctr only.</source>
        <translation>キーストアファイルは暗号方式&quot;%1&quot;を使用しています。Paydeskが読み取れるのはaes-128-ctrのみです。</translation>
    </message>
    <message>
        <source>The keystore file&apos;s scrypt &quot;n&quot; (%1) is not a power of two.</source>
        <translation>キーストアファイルのscryptパラメーター&quot;n&quot;（%1）が2のべき乗ではありません。</translation>
    </message>
    <message>
        <source>The keystore file&apos;s scrypt parameters would need more than %1 MiB of memory.</source>
        <translation>キーストアファイルのscryptパラメーターでは、%1 MiBを超えるメモリーが必要になります。</translation>
    </message>
    <message>
        <source>The keystore file&apos;s scrypt parameters would take too long to compute (n x r x p is above %1).</source>
        <translation>キーストアファイルのscryptパラメーターでは、計算に時間がかかりすぎます（n x r x pが%1を超えています）。</translation>
    </message>
    <message>
        <source>The keystore file&apos;s PBKDF2 uses &quot;%1&quot;; Paydesk reads hmac-sha256 only.</source>
        <translation>キーストアファイルのPBKDF2は&quot;%1&quot;を使用しています。Paydeskが読み取れるのはhmac-sha256のみです。</translation>
    </message>
    <message>
        <source>The keystore file uses the key derivation &quot;%1&quot;; Paydesk reads scrypt and pbkdf2.</source>
        <translation>キーストアファイルは鍵導出方式&quot;%1&quot;を使用しています。Paydeskが読み取れるのはscryptとpbkdf2です。</translation>
    </message>
    <message>
        <source>The key could not be derived from the password (out of memory?).</source>
        <translation>パスワードから鍵を導出できませんでした（メモリー不足の可能性があります）。</translation>
    </message>
    <message>
        <source>The password is wrong, or the keystore file is damaged (its MAC does not match).</source>
        <translation>パスワードが間違っているか、キーストアファイルが破損しています（MACが一致しません）。</translation>
    </message>
    <message>
        <source>The keystore file could not be decrypted.</source>
        <translation>キーストアファイルを復号できませんでした。</translation>
    </message>
    <message>
        <source>The keystore file holds no valid secp256k1 private key.</source>
        <translation>キーストアファイルに有効なsecp256k1秘密鍵が含まれていません。</translation>
    </message>
    <message>
        <source>The key in the keystore file does not belong to the address the file names (%1).</source>
        <translation>キーストアファイル内の鍵が、ファイルに記載されたアドレス（%1）のものではありません。</translation>
    </message>
</context>
<context>
    <name>EvmOutcomeText</name>
    <message>
        <source>Confirmed in block %1; the network fee was %2 ETH.</source>
        <translation>ブロック%1で確認されました。ネットワーク手数料は%2 ETHでした。</translation>
    </message>
    <message>
        <source>The transaction was included in block %1 but reverted: the payment was not made, and the network fee of %2 ETH was charged.</source>
        <translation>トランザクションはブロック%1に取り込まれましたが、リバートされました。支払いは行われず、ネットワーク手数料%2 ETHが請求されました。</translation>
    </message>
    <message>
        <source>Another transaction with the same nonce was included instead (a speed-up or cancel of it): this one can no longer land, and nothing was charged for it.</source>
        <translation>同じnonceを持つ別のトランザクション（このトランザクションの高速化またはキャンセル）が代わりに取り込まれました。このトランザクションがチェーンに取り込まれることはもうなく、何も請求されていません。</translation>
    </message>
    <message>
        <source>The node refused the transaction (%1): it was never broadcast, nothing was charged.</source>
        <translation>ノードがトランザクションを拒否しました（%1）。ブロードキャストされておらず、何も請求されていません。</translation>
    </message>
    <message>
        <source>Sent; waiting for a block to include it. Until its nonce is used it can still land: speed it up or cancel it rather than paying again.</source>
        <translation>送信しました。ブロックへの取り込みを待っています。nonceが使用されるまでは、まだチェーンに取り込まれる可能性があります。もう一度支払うのではなく、高速化またはキャンセルしてください。</translation>
    </message>
</context>
<context>
    <name>EvmPolicy</name>
    <message>
        <source>The transaction has no recipient: it would create a contract instead of paying %1.</source>
        <translation>このトランザクションには受取人がありません。%1への支払いではなく、コントラクトを作成します。</translation>
    </message>
    <message>
        <source>The transaction pays %1, but you asked to pay %2.</source>
        <translation>このトランザクションの支払先は%1ですが、依頼した支払先は%2です。</translation>
    </message>
    <message numerus="yes">
        <source>The transaction carries %n byte(s) of data: it would call a contract, not just pay. A payment carries none.</source>
        <translation>
            <numerusform>このトランザクションには%nバイトのデータが含まれています。単なる支払いではなく、コントラクトを呼び出します。支払いにデータは含まれません。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The transaction lists %n account(s) to pre-load (an access list); a payment needs none.</source>
        <translation>
            <numerusform>このトランザクションは、事前に読み込むアカウントを%n件指定しています（アクセスリスト）。支払いには不要です。</numerusform>
        </translation>
    </message>
    <message>
        <source>The transaction moves %1, but you asked to pay %2.</source>
        <translation>このトランザクションで動く金額は%1ですが、依頼した支払額は%2です。</translation>
    </message>
    <message>
        <source>it would wait behind transactions that do not exist</source>
        <translation>存在しないトランザクションの後ろで待ち続けることになります</translation>
    </message>
    <message>
        <source>it would replace a transaction already sent</source>
        <translation>送信済みのトランザクションを置き換えることになります</translation>
    </message>
    <message>
        <source>The transaction uses nonce %1, but the next nonce of your account is %2: %3.</source>
        <translation>このトランザクションはnonce %1を使用していますが、アカウントの次のnonceは%2です：%3。</translation>
    </message>
    <message>
        <source>The gas limit is %1, but a payment to an account without code needs exactly %2.</source>
        <translation>ガスリミットは%1ですが、コードを持たないアカウントへの支払いにはちょうど%2が必要です。</translation>
    </message>
    <message>
        <source>The recipient is a contract and your node gave no gas estimate, so the gas limit %1 cannot be checked.</source>
        <translation>受取人はコントラクトで、ノードがガスの見積もりを返さなかったため、ガスリミット%1を確認できません。</translation>
    </message>
    <message>
        <source>The priority fee per gas (%1 gwei) is above the maximum fee per gas (%2 gwei).</source>
        <translation>ガスあたりの優先手数料（%1 gwei）が、ガスあたりの最大手数料（%2 gwei）を上回っています。</translation>
    </message>
    <message>
        <source>The network fee can reach %1 (gas limit %2 x %3 gwei), above your limit of %4.</source>
        <translation>ネットワーク手数料は最大%1（ガスリミット%2 x %3 gwei）に達する可能性があり、上限の%4を超えています。</translation>
    </message>
    <message>
        <source>The service&apos;s quote expired at %1; nothing was signed. Ask for a fresh transaction.</source>
        <translation>サービスの見積もりは%1に期限切れになりました。何も署名していません。新しいトランザクションを依頼してください。</translation>
    </message>
    <message numerus="yes">
        <source>The service&apos;s quote expires in %n second(s), too soon to review it; nothing was signed. Ask for a fresh one.</source>
        <translation>
            <numerusform>サービスの見積もりは%n秒後に期限切れになるため、確認する時間がありません。何も署名していません。新しい見積もりを依頼してください。</numerusform>
        </translation>
    </message>
    <message>
        <source>Pay %1 %2 to %3; network fee at most %4 %2, in total at most %5 %2 (nonce %6, gas limit %7, chain %8).</source>
        <translation>%3へ%1 %2を支払い。ネットワーク手数料は最大%4 %2、合計は最大%5 %2（nonce %6、ガスリミット%7、チェーン%8）。</translation>
    </message>
    <message>
        <source>The transaction is for chain %1, but you pay on %2 (chain %3). If signed, it would be valid on chain %1 instead.</source>
        <translation>このトランザクションはチェーン%1用ですが、支払いは%2（チェーン%3）です。署名すると、チェーン%1で有効になってしまいます。</translation>
    </message>
    <message>
        <source>The gas limit is %1; your node estimates %2 gas for this payment, so Paydesk accepts a limit from %3 to %4.</source>
        <translation>ガスリミットは%1です。ノードはこの支払いに%2ガスと見積もっているため、Paydeskは%3から%4までのリミットを受け付けます。</translation>
    </message>
    <message>
        <source>The fees of this transaction are too large to compute (gas limit x fee per gas overflows).</source>
        <translation>このトランザクションの手数料は大きすぎて計算できません（ガスリミット×ガス単価がオーバーフローします）。</translation>
    </message>
    <message>
        <source>The priority fee can reach %1, more than the priority fee of %2 you asked for.</source>
        <translation>優先手数料は最大%1になり、指定した優先手数料%2を超えます。</translation>
    </message>
    <message>
        <source>The maximum fee per gas (%1 gwei) is below the next block&apos;s base fee (%2 gwei): the payment waits until fees fall, or until you speed it up.</source>
        <translation>ガスあたりの最大手数料（%1 gwei）が次のブロックの基本手数料（%2 gwei）を下回っています。手数料が下がるか、高速化するまで支払いは待機します。</translation>
    </message>
    <message>
        <source>The transaction&apos;s call to %1 is not the one you asked for.</source>
        <translation>このトランザクションの %1 への呼び出しは、あなたが求めたものではありません。</translation>
    </message>
</context>
<context>
    <name>EvmProofReader</name>
    <message>
        <source>atomic units of an unnamed token</source>
        <translation>最小単位（名前のないトークン）</translation>
    </message>
    <message>
        <source>EIP-3009 transfer authorization (the seller&apos;s facilitator submits it)</source>
        <translation>EIP-3009の送金承認（販売者のファシリテーターが送信）</translation>
    </message>
    <message>
        <source>Permit2 transfer authorization (the seller&apos;s facilitator settles it through Permit2, within the payer&apos;s allowance)</source>
        <translation>Permit2 送金承認（販売者のファシリテーターが支払者の許可額の範囲内で Permit2 を通じて決済します）</translation>
    </message>
    <message>
        <source>The payer did not sign this authorization.</source>
        <translation>支払者はこの承認に署名していません。</translation>
    </message>
    <message>
        <source>Not signed by the payer: it cannot be valid</source>
        <translation>支払者が署名していないため、有効ではありません</translation>
    </message>
    <message>
        <source>Valid from %1 to %2 UTC, once; %3</source>
        <translation>%1から%2 UTCまで、1回のみ有効。%3</translation>
    </message>
    <message>
        <source>signed by the payer</source>
        <translation>支払者が署名済み</translation>
    </message>
    <message>
        <source>the signature is checked when it is verified (an x402 v1 proof does not name the token)</source>
        <translation>署名は検証時に確認されます（x402 v1の証明はトークンを指定しません）</translation>
    </message>
    <message>
        <source>Usage-priced Permit2 authorization of up to the amount (upto: facilitator %1 settles it once for what was used)</source>
        <translation>金額を上限とする従量制の Permit2 承認(upto: ファシリテーター %1 が使用分を一度だけ決済)</translation>
    </message>
</context>
<context>
    <name>EvmRlp</name>
    <message>
        <source>RLP lists are nested more than %1 deep.</source>
        <translation>RLPリストの入れ子が%1階層を超えています。</translation>
    </message>
    <message>
        <source>RLP data ends where an item should start (byte %1).</source>
        <translation>RLPデータが、項目が始まるべき位置で終わっています（バイト%1）。</translation>
    </message>
    <message>
        <source>RLP is not canonical at byte %1: a single byte below 0x80 is written as a one-byte string instead of as itself.</source>
        <translation>RLPがバイト%1で正規形ではありません。0x80未満の単一バイトが、そのままではなく1バイトの文字列として書かれています。</translation>
    </message>
    <message>
        <source>RLP data is truncated at byte %1: the length of an item is cut off.</source>
        <translation>RLPデータがバイト%1で途中で切れています。項目の長さが欠けています。</translation>
    </message>
    <message>
        <source>RLP is not canonical at byte %1: a length starts with a zero byte.</source>
        <translation>RLPがバイト%1で正規形ではありません。長さがゼロバイトで始まっています。</translation>
    </message>
    <message>
        <source>RLP is not canonical at byte %1: a length of %2 bytes uses the long form.</source>
        <translation>RLPがバイト%1で正規形ではありません。%2バイトの長さに長形式が使われています。</translation>
    </message>
    <message>
        <source>RLP data is truncated at byte %1: an item of %2 bytes has only %3 bytes left.</source>
        <translation>RLPデータがバイト%1で途中で切れています。%2バイトの項目に対し、残りは%3バイトしかありません。</translation>
    </message>
    <message>
        <source>RLP data is empty.</source>
        <translation>RLPデータが空です。</translation>
    </message>
    <message>
        <source>The RLP item ends at byte %1, but the data goes on to byte %2.</source>
        <translation>RLP項目はバイト%1で終わっていますが、データはバイト%2まで続いています。</translation>
    </message>
    <message>
        <source>%1 is a list where a number belongs.</source>
        <translation>%1が、数値であるべき箇所でリストになっています。</translation>
    </message>
    <message>
        <source>%1 is larger than %2 bytes.</source>
        <translation>%1が%2バイトを超えています。</translation>
    </message>
    <message>
        <source>%1 is not a canonical number: it starts with a zero byte.</source>
        <translation>%1が正規形の数値ではありません。ゼロバイトで始まっています。</translation>
    </message>
</context>
<context>
    <name>EvmSignedScheme</name>
    <message>
        <source>%1 is not an EVM wallet.</source>
        <translation>%1 は EVM ウォレットではありません。</translation>
    </message>
    <message>
        <source>EVM wallets cannot pay here.</source>
        <translation>ここでは EVM ウォレットで支払えません。</translation>
    </message>
</context>
<context>
    <name>EvmTransaction</name>
    <message>
        <source>The key cannot sign: it is not a valid secp256k1 private key.</source>
        <translation>この鍵では署名できません。有効なsecp256k1秘密鍵ではありません。</translation>
    </message>
    <message>
        <source>The transaction is not signed.</source>
        <translation>このトランザクションは署名されていません。</translation>
    </message>
    <message>
        <source>The transaction&apos;s signature is not valid: no key made it.</source>
        <translation>トランザクションの署名が無効です。どの鍵による署名でもありません。</translation>
    </message>
    <message>
        <source>%1 is a list where bytes belong.</source>
        <translation>%1が、バイト列であるべき箇所でリストになっています。</translation>
    </message>
    <message>
        <source>The recipient (to) is not a 20-byte address.</source>
        <translation>受取人（to）が20バイトのアドレスではありません。</translation>
    </message>
    <message>
        <source>The access list is not a list.</source>
        <translation>アクセスリストがリストではありません。</translation>
    </message>
    <message>
        <source>An access list entry is not [address, [storage keys]].</source>
        <translation>アクセスリストのエントリーが[アドレス, [ストレージキー]]の形式ではありません。</translation>
    </message>
    <message>
        <source>An access list storage key is not 32 bytes.</source>
        <translation>アクセスリストのストレージキーが32バイトではありません。</translation>
    </message>
    <message>
        <source>The gas limit</source>
        <translation>ガスリミット</translation>
    </message>
    <message>
        <source>The value</source>
        <translation>送金額（value）</translation>
    </message>
    <message>
        <source>The data</source>
        <translation>データ</translation>
    </message>
    <message>
        <source>The nonce</source>
        <translation>nonce</translation>
    </message>
    <message>
        <source>The gas price</source>
        <translation>ガス価格</translation>
    </message>
    <message>
        <source>The chain id</source>
        <translation>チェーンID</translation>
    </message>
    <message>
        <source>The priority fee (maxPriorityFeePerGas)</source>
        <translation>優先手数料（maxPriorityFeePerGas）</translation>
    </message>
    <message>
        <source>The fee cap (maxFeePerGas)</source>
        <translation>手数料上限（maxFeePerGas）</translation>
    </message>
    <message>
        <source>The priority fee per gas is above the fee cap: no chain accepts this transaction (EIP-1559).</source>
        <translation>ガスあたりの優先手数料が手数料上限を上回っています。このトランザクションを受け付けるチェーンはありません（EIP-1559）。</translation>
    </message>
    <message>
        <source>The transaction is already signed; an unsigned one was expected.</source>
        <translation>このトランザクションはすでに署名されています。未署名のものが想定されていました。</translation>
    </message>
    <message>
        <source>The signature&apos;s yParity is not 0 or 1.</source>
        <translation>署名のyParityが0でも1でもありません。</translation>
    </message>
    <message>
        <source>The transaction has no chain id (v is 27 or 28): it could be replayed on any chain.</source>
        <translation>このトランザクションにはチェーンIDがありません（vが27または28）。どのチェーンでもリプレイされる可能性があります。</translation>
    </message>
    <message>
        <source>The signature&apos;s v is not 35 + 2 x chain id + 0 or 1.</source>
        <translation>署名のvが35 + 2 x チェーンID + 0または1ではありません。</translation>
    </message>
    <message>
        <source>The signature is not valid: r and s must be non-zero and s in the lower half of the curve order (EIP-2).</source>
        <translation>署名が無効です。rとsは0以外で、かつsは曲線の位数の下半分にある必要があります（EIP-2）。</translation>
    </message>
    <message>
        <source>The transaction is empty.</source>
        <translation>トランザクションが空です。</translation>
    </message>
    <message>
        <source>The transaction is larger than %1 bytes.</source>
        <translation>トランザクションが%1バイトを超えています。</translation>
    </message>
    <message>
        <source>This is an access-list transaction (EIP-2930, type 1). Paydesk signs only EIP-1559 (type 2) and legacy EIP-155 transactions.</source>
        <translation>これはアクセスリスト・トランザクション（EIP-2930、タイプ1）です。Paydeskが署名するのは、EIP-1559（タイプ2）とレガシーのEIP-155トランザクションのみです。</translation>
    </message>
    <message>
        <source>This is a blob transaction (EIP-4844, type 3), which a payment never needs. Paydesk does not sign it.</source>
        <translation>これはblobトランザクション（EIP-4844、タイプ3）で、支払いには決して必要ありません。Paydeskは署名しません。</translation>
    </message>
    <message>
        <source>This transaction (EIP-7702, type 4) would delegate your account&apos;s code to a contract, which could then spend everything the account holds. Paydesk never signs it.</source>
        <translation>このトランザクション（EIP-7702、タイプ4）は、アカウントのコードをコントラクトに委任します。そのコントラクトは、アカウントの資産をすべて使えるようになります。Paydeskは決して署名しません。</translation>
    </message>
    <message>
        <source>The transaction is of an unknown type (0x%1).</source>
        <translation>トランザクションの種類が不明です（0x%1）。</translation>
    </message>
    <message>
        <source>This is not a transaction: it is neither a typed transaction nor an RLP list.</source>
        <translation>これはトランザクションではありません。型付きトランザクションでもRLPリストでもありません。</translation>
    </message>
    <message>
        <source>The transaction body is not an RLP list.</source>
        <translation>トランザクション本体がRLPリストではありません。</translation>
    </message>
    <message>
        <source>The transaction has %1 fields instead of %2.</source>
        <translation>トランザクションのフィールド数が%2ではなく%1です。</translation>
    </message>
    <message>
        <source>The transaction names no chain (chain id 0).</source>
        <translation>トランザクションにチェーンが指定されていません（チェーンID 0）。</translation>
    </message>
    <message>
        <source>The transaction is not valid base64.</source>
        <translation>トランザクションが有効なbase64ではありません。</translation>
    </message>
</context>
<context>
    <name>ExactEvmScheme</name>
    <message>
        <source>Signing an authorization of %1 to %2 with the key of %3...</source>
        <translation>%3の鍵で、%2への%1の承認に署名しています...</translation>
    </message>
    <message>
        <source>it asks for a %1 transfer, which Paydesk does not make: choose an option paid by EIP-3009 or Permit2, or pay another way.</source>
        <translation>%1 による送金を求めていますが、Paydesk はこれを行いません。EIP-3009 または Permit2 で支払うオプションを選ぶか、別の方法で支払ってください。</translation>
    </message>
    <message>
        <source>The authorization expired unused: nothing was paid.</source>
        <translation>承認は使われないまま期限切れになりました。何も支払われていません。</translation>
    </message>
</context>
<context>
    <name>ExactSvmScheme</name>
    <message>
        <source>it names no fee payer (extra.feePayer): a token payment on Solana is signed last by the seller&apos;s facilitator, who pays the network fee.</source>
        <translation>手数料の支払者（extra.feePayer）が指定されていません。Solana のトークン支払いは、ネットワーク手数料を払う販売者のファシリテーターが最後に署名します。</translation>
    </message>
    <message>
        <source>The transaction expired without landing: nothing was paid.</source>
        <translation>トランザクションは記録されないまま期限切れになりました。支払いは行われていません。</translation>
    </message>
    <message>
        <source>The seller names your own wallet as its fee payer: you would sign and pay the network fee of the seller&apos;s transaction. Nothing was signed.</source>
        <translation>販売者があなた自身のウォレットを手数料支払者に指定しています。販売者のトランザクションに署名し、そのネットワーク手数料を支払うことになります。何も署名されていません。</translation>
    </message>
</context>
<context>
    <name>GuiOptions</name>
    <message>
        <source>Paydesk: a desktop wallet for x402 payments.</source>
        <translation>Paydesk：x402支払いのためのデスクトップウォレット。</translation>
    </message>
    <message>
        <source>Use the built-in sandbox (test funds only).</source>
        <translation>内蔵のサンドボックスを使用します（テスト用資金のみ）。</translation>
    </message>
    <message>
        <source>Render the window, save it as a PNG and exit.</source>
        <translation>ウィンドウを描画してPNGとして保存し、終了します。</translation>
    </message>
    <message>
        <source>file</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <source>page</source>
        <translation>ページ</translation>
    </message>
    <message>
        <source>Milliseconds to wait after the first paint before the screenshot (default 600).</source>
        <translation>最初の描画からスクリーンショットまでの待機時間（ミリ秒、既定600）。</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ミリ秒</translation>
    </message>
    <message>
        <source>Colour scheme for this run: light or dark.</source>
        <translation>この実行での配色：lightまたはdark。</translation>
    </message>
    <message>
        <source>name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Open the Status page on this payment id.</source>
        <translation>この支払いIDでステータスページを開きます。</translation>
    </message>
    <message>
        <source>id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Keep settings and data in this folder instead of the user&apos;s (for demos and tests).</source>
        <translation>設定とデータを、ユーザーのフォルダーではなくこのフォルダーに保存します（デモやテスト用）。</translation>
    </message>
    <message>
        <source>folder</source>
        <translation>フォルダー</translation>
    </message>
    <message>
        <source>Print the milliseconds to the first paint and the resident memory, then exit.</source>
        <translation>最初の描画までのミリ秒数と常駐メモリを出力して終了します。</translation>
    </message>
    <message>
        <source>Unknown theme &quot;%1&quot;: use light or dark.</source>
        <translation>不明なテーマ&quot;%1&quot;です。lightまたはdarkを使用してください。</translation>
    </message>
    <message>
        <source>--screenshot-delay takes milliseconds between 0 and 60000.</source>
        <translation>--screenshot-delayには0〜60000のミリ秒数を指定します。</translation>
    </message>
    <message>
        <source>Open this page: %1.</source>
        <translation>このページを開く: %1。</translation>
    </message>
    <message>
        <source>Unknown page &quot;%1&quot;: use one of %2.</source>
        <translation>不明なページ「%1」: %2 のいずれかを使ってください。</translation>
    </message>
</context>
<context>
    <name>HistoryTableModel</name>
    <message>
        <source>Date</source>
        <translation>日付</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>Counterparty</source>
        <translation>相手</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>金額</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>ステータス</translation>
    </message>
    <message>
        <source>Payment id</source>
        <translation>支払いID</translation>
    </message>
    <message>
        <source>Fee</source>
        <translation>手数料</translation>
    </message>
    <message>
        <source>Resource</source>
        <translation>リソース</translation>
    </message>
    <message>
        <source>Balance after</source>
        <translation>支払い後の残高</translation>
    </message>
</context>
<context>
    <name>HostedScheme</name>
    <message>
        <source>Paying %1 to %2 through the service...</source>
        <translation>サービス経由で%2に%1を支払っています...</translation>
    </message>
    <message>
        <source>The payment expired without settling: nothing was paid.</source>
        <translation>支払いは決済されないまま期限切れになりました。何も支払われていません。</translation>
    </message>
</context>
<context>
    <name>KeyImport</name>
    <message>
        <source>This is not a solana-keygen keypair file: it should be a JSON array of 64 numbers, such as [12,250,...].</source>
        <translation>これはsolana-keygenのキーペアファイルではありません。[12,250,...]のような、64個の数値からなるJSON配列である必要があります。</translation>
    </message>
    <message>
        <source>The keypair file holds something other than numbers from 0 to 255.</source>
        <translation>キーペアファイルに0〜255の数値以外のものが含まれています。</translation>
    </message>
    <message>
        <source>The keypair file holds more than 64 numbers.</source>
        <translation>キーペアファイルに64個を超える数値が含まれています。</translation>
    </message>
    <message>
        <source>The keypair file is not a well-formed JSON array.</source>
        <translation>キーペアファイルが正しい形式のJSON配列ではありません。</translation>
    </message>
    <message>
        <source>The keypair file has extra text after its array.</source>
        <translation>キーペアファイルの配列の後に余分なテキストがあります。</translation>
    </message>
    <message>
        <source>The keypair file holds %1 numbers; a Solana keypair has 64.</source>
        <translation>キーペアファイルには%1個の数値が含まれています。Solanaのキーペアは64個です。</translation>
    </message>
    <message>
        <source>The keypair file&apos;s public key does not match its private key: the file is damaged.</source>
        <translation>キーペアファイルの公開鍵が秘密鍵と一致しません。ファイルが破損しています。</translation>
    </message>
    <message>
        <source>Cannot read the keypair file %1: %2</source>
        <translation>キーペアファイル%1を読み取れません：%2</translation>
    </message>
    <message>
        <source>%1 is too large to be a Solana keypair file.</source>
        <translation>%1はSolanaのキーペアファイルとしては大きすぎます。</translation>
    </message>
    <message>
        <source>This is not a base58 Solana secret key (64 bytes, about 88 characters, as exported by Phantom or Solflare).</source>
        <translation>これはbase58形式のSolana秘密鍵ではありません（PhantomやSolflareがエクスポートする、64バイト・約88文字の鍵）。</translation>
    </message>
    <message>
        <source>The secret key&apos;s public half does not match its private half: it was mistyped or truncated.</source>
        <translation>秘密鍵の公開部分が秘密部分と一致しません。入力ミスがあるか、途中で切れています。</translation>
    </message>
    <message>
        <source>The key could not be derived from this phrase.</source>
        <translation>このフレーズから鍵を導出できませんでした。</translation>
    </message>
</context>
<context>
    <name>LocalPaymentController</name>
    <message>
        <source>A local payment is still in progress; wait for its outcome.</source>
        <translation>ローカルでの支払いがまだ処理中です。結果が出るまでお待ちください。</translation>
    </message>
    <message>
        <source>Local mode needs the app&apos;s database, which could not be opened.</source>
        <translation>ローカルモードにはアプリのデータベースが必要ですが、開けませんでした。</translation>
    </message>
    <message>
        <source>%1 is not a wallet whose key is on this computer. Create or import it on the Wallets page.</source>
        <translation>%1は、このコンピューターに鍵があるウォレットではありません。ウォレットページで作成またはインポートしてください。</translation>
    </message>
    <message>
        <source>An earlier payment from this wallet (%1) may still land. Paydesk signs nothing new for it until that payment has a final outcome.</source>
        <translation>このウォレットからの以前の支払い（%1）が、まだチェーンに取り込まれる可能性があります。その支払いの最終結果が出るまで、Paydeskはこのウォレットで新たな署名を行いません。</translation>
    </message>
    <message>
        <source>%1 is not a wallet address.</source>
        <translation>%1 はウォレットのアドレスではありません。</translation>
    </message>
    <message>
        <source>Paydesk cannot sign %1 payments on this computer: pay from a Solana or EVM wallet.</source>
        <translation>Paydesk はこのコンピューターで %1 の支払いに署名できません。Solana または EVM のウォレットから支払ってください。</translation>
    </message>
    <message>
        <source>%1 cannot co-sign a buyer&apos;s payment here: choose a wallet on this computer of a chain that does (%2).</source>
        <translation>%1はここで購入者の支払いに連署できません。連署できるチェーンの、このコンピューター上のウォレットを選んでください（%2）。</translation>
    </message>
</context>
<context>
    <name>LocalWalletModel</name>
    <message>
        <source>Label</source>
        <translation>ラベル</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>アドレス</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>ネットワーク</translation>
    </message>
    <message>
        <source>Key from</source>
        <translation>鍵の由来</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>残高</translation>
    </message>
    <message>
        <source>Wallet</source>
        <translation>ウォレット</translation>
    </message>
</context>
<context>
    <name>LostAttempt</name>
    <message>
        <source>The payment expired unused: nothing was paid.</source>
        <translation>支払いは使われないまま期限切れになりました。何も支払われていません。</translation>
    </message>
</context>
<context>
    <name>LostAuthorization</name>
    <message>
        <source>No EVM node for %1 to ask.</source>
        <translation>問い合わせ先の %1 の EVM ノードがありません。</translation>
    </message>
    <message>
        <source>Permit2&apos;s answer is not readable.</source>
        <translation>Permit2 の応答を読み取れません。</translation>
    </message>
    <message>
        <source>The journaled proof is no EIP-3009 or Permit2 authorization.</source>
        <translation>ジャーナルの証明は EIP-3009 でも Permit2 の承認でもありません。</translation>
    </message>
</context>
<context>
    <name>Mnemonic</name>
    <message>
        <source>The words are all valid, but their checksum does not match: a word is wrong or two are swapped. Check the phrase against your backup.</source>
        <translation>単語はすべて有効ですが、チェックサムが一致しません。単語が1つ間違っているか、2つが入れ替わっています。バックアップと照らし合わせてフレーズを確認してください。</translation>
    </message>
    <message>
        <source>Word %1 is not in the BIP-39 English word list. Check its spelling against your backup.</source>
        <translation>%1番目の単語はBIP-39の英語単語リストにありません。バックアップと照らし合わせて綴りを確認してください。</translation>
    </message>
    <message>
        <source>A recovery phrase has 12, 15, 18, 21 or 24 words; this one has %1.</source>
        <translation>リカバリーフレーズは12、15、18、21、24語のいずれかです。このフレーズは%1語です。</translation>
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
        <translation>サンドボックス Solana</translation>
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
        <translation>Avalanche C チェーン</translation>
    </message>
    <message>
        <source>Avalanche Fuji</source>
        <translation>Avalanche Fuji</translation>
    </message>
    <message>
        <source>Sandbox EVM</source>
        <translation>サンドボックス EVM</translation>
    </message>
</context>
<context>
    <name>OptionBalance</name>
    <message>
        <source>no EVM RPC endpoint on %1 to read it</source>
        <translation>%1には残高の読み取りに使うEVMのRPCエンドポイントがありません</translation>
    </message>
    <message>
        <source>no RPC endpoint on %1 to read it</source>
        <translation>%1には残高の読み取りに使うRPCエンドポイントがありません</translation>
    </message>
    <message>
        <source>%1 is not a known token</source>
        <translation>%1は既知のトークンではありません</translation>
    </message>
    <message>
        <source>the RPC endpoint sent no balance</source>
        <translation>RPCエンドポイントから残高が送られてきませんでした</translation>
    </message>
    <message>
        <source>the node sent no genesis hash</source>
        <translation>ノードがジェネシスハッシュを送信しませんでした</translation>
    </message>
    <message>
        <source>the Solana node is on %1, not on %2</source>
        <translation>Solanaノードは%2ではなく%1上にあります</translation>
    </message>
    <message>
        <source>a private cluster (genesis %1)</source>
        <translation>プライベートクラスター（ジェネシス%1）</translation>
    </message>
    <message>
        <source>Paydesk has no test funds for %1 wallets.</source>
        <translation>Paydesk には %1 ウォレット用のテスト資金がありません。</translation>
    </message>
    <message>
        <source>1 test ETH and 100 test USDC are in the wallet.</source>
        <translation>テスト用の1 ETHと100 USDCがウォレットに入りました。</translation>
    </message>
    <message>
        <source>5 test SOL and 100 test USDC are in the wallet.</source>
        <translation>テスト用の 5 SOL と 100 USDC がウォレットに入りました。</translation>
    </message>
    <message>
        <source>5 test SOL are on their way.</source>
        <translation>テスト用の5 SOLを送金中です。</translation>
    </message>
    <message>
        <source>the EVM node sent no chain id</source>
        <translation>EVM ノードがチェーン ID を返しませんでした</translation>
    </message>
    <message>
        <source>Paydesk cannot ask a %1 node which network it is on.</source>
        <translation>Paydesk は %1 ノードにどのネットワーク上にあるかを問い合わせられません。</translation>
    </message>
</context>
<context>
    <name>OptionChooser</name>
    <message>
        <source>option %1 (%2 on %3): %4</source>
        <translation>オプション%1（%3上の%2）：%4</translation>
    </message>
    <message>
        <source>Paydesk cannot pay for this resource: %1</source>
        <translation>Paydeskはこのリソースの支払いができません：%1</translation>
    </message>
    <message>
        <source>option %1 (%2 on %3): a token is paid from a local wallet, with its own key (--local); the payment service sends only the network&apos;s coin.</source>
        <translation>オプション %1（%3 上の %2）：トークンはローカルウォレットから自身の鍵で支払います（--local）。支払いサービスが送れるのはネットワークのコインだけです。</translation>
    </message>
    <message>
        <source>option %1 (%2 on %3): your wallets on %3 hold too little to pay it.</source>
        <translation>オプション%1（%3上の%2）：%3のウォレットの残高が足りず支払えません。</translation>
    </message>
    <message>
        <source>your wallet %1 pays on %2, the network its node is on, not on %3.</source>
        <translation>ウォレット %1 は、そのノードがある %2 で支払います（%3 ではありません）。</translation>
    </message>
    <message>
        <source>your hosted wallet %1 is on %2, not on %3.</source>
        <translation>ホスト型ウォレット %1 は %2 上にあり、%3 上にはありません。</translation>
    </message>
    <message>
        <source>no wallet was given to pay from.</source>
        <translation>支払いに使うウォレットが指定されていません。</translation>
    </message>
    <message>
        <source>none of the wallets you pay from (%1) is on %2.</source>
        <translation>支払いに使うウォレット（%1）のいずれも %2 上にありません。</translation>
    </message>
    <message>
        <source>none of your hosted wallets (%1) is on %2.</source>
        <translation>ホスト型ウォレット（%1）のいずれも %2 上にありません。</translation>
    </message>
</context>
<context>
    <name>OptionLimits</name>
    <message>
        <source>The price %1 is in another asset than your maximum of %2; nothing was paid. Give the maximum in the asset of the price.</source>
        <translation>価格%1は、上限の%2とは別の資産です。何も支払われていません。上限は価格と同じ資産で指定してください。</translation>
    </message>
    <message>
        <source>The price %1 is above your maximum of %2; nothing was paid.</source>
        <translation>価格%1は上限の%2を超えています。何も支払われていません。</translation>
    </message>
</context>
<context>
    <name>PaidFetchJournal</name>
    <message>
        <source>the attempt is no longer open (closed as abandoned)</source>
        <translation>この試行はもう開いていません（放棄として終了済み）</translation>
    </message>
</context>
<context>
    <name>PastedPayment</name>
    <message>
        <source>Paste an X-PAYMENT value or a whole HTTP request.</source>
        <translation>X-PAYMENT値またはHTTPリクエスト全体を貼り付けてください。</translation>
    </message>
    <message>
        <source>The request carries no X-PAYMENT or PAYMENT-SIGNATURE header: the buyer has not paid.</source>
        <translation>リクエストにX-PAYMENTヘッダーもPAYMENT-SIGNATUREヘッダーも含まれていません。購入者は支払っていません。</translation>
    </message>
</context>
<context>
    <name>PayeeRules</name>
    <message>
        <source>%1 is not a Solana or EVM address.</source>
        <translation>%1 は Solana または EVM のアドレスではありません。</translation>
    </message>
    <message>
        <source>you deny payments to %1 (take it off your payee lists to pay it).</source>
        <translation>%1 への支払いを拒否しています（支払うには受取人リストから外してください）。</translation>
    </message>
    <message>
        <source>%1 is not on your list of allowed payees (allow it to pay it).</source>
        <translation>%1 は許可された受取人のリストにありません（支払うには許可してください）。</translation>
    </message>
</context>
<context>
    <name>PaymentCost</name>
    <message>
        <source>about %1 %2, plus any priority fee the service adds</source>
        <translation>約%1 %2（サービスが加える優先手数料は別途）</translation>
    </message>
    <message>
        <source>at most %1 %2</source>
        <translation>最大%1 %2</translation>
    </message>
    <message>
        <source>about %1 %2</source>
        <translation>約%1 %2</translation>
    </message>
    <message>
        <source>unknown (balance not read)</source>
        <translation>不明（残高を読み取っていません）</translation>
    </message>
    <message>
        <source>short by %1 %2</source>
        <translation>%1 %2不足</translation>
    </message>
</context>
<context>
    <name>PaymentJournal</name>
    <message>
        <source>Paydesk&apos;s database file is not available, so local payments are off: a payment must be journaled on disk before it is sent.</source>
        <translation>Paydeskのデータベースファイルを利用できないため、ローカルでの支払いは無効になっています。支払いは、送信前にディスク上のジャーナルに記録されている必要があります。</translation>
    </message>
    <message>
        <source>The database %1 is in use by another program (%2). Close it and try again.</source>
        <translation>データベース%1は別のプログラム（%2）で使用中です。そのプログラムを閉じてから、もう一度お試しください。</translation>
    </message>
    <message>
        <source>The database %1 is read-only (%2), so Paydesk cannot record payments in it. Make the file and its folder writable for you and try again; nothing was changed.</source>
        <translation>データベース%1は読み取り専用（%2）のため、Paydeskは支払いを記録できません。ファイルとそのフォルダーにご自身で書き込めるようにしてから、もう一度お試しください。何も変更されていません。</translation>
    </message>
    <message>
        <source>The database %1 could not be written: the disk is full or failing (%2). Free some space and try again; what was already stored is kept.</source>
        <translation>データベース%1に書き込めませんでした。ディスクがいっぱいか、故障しています（%2）。空き容量を確保してから、もう一度お試しください。すでに保存されている内容は保持されます。</translation>
    </message>
    <message>
        <source>The database %1 is damaged (%2). Paydesk did not change it and will not write to it. Quit Paydesk, move the file aside (keep it: it holds your payment journal) or restore a backup, then start Paydesk again.</source>
        <translation>データベース%1は破損しています（%2）。Paydeskはこのファイルを変更しておらず、今後も書き込みません。Paydeskを終了し、ファイルを別の場所に移動する（支払いジャーナルが含まれているため、削除せずに保管してください）か、バックアップから復元してから、Paydeskを再起動してください。</translation>
    </message>
    <message>
        <source>The database %1 cannot be opened for writing (%2). Check that the file and its folder exist and are writable for you, then try again.</source>
        <translation>データベース%1を書き込み用に開けません（%2）。ファイルとそのフォルダーが存在し、ご自身で書き込めることを確認してから、もう一度お試しください。</translation>
    </message>
    <message>
        <source>The database %1 failed: %2</source>
        <translation>データベース%1でエラーが発生しました：%2</translation>
    </message>
</context>
<context>
    <name>PaymentOutcome</name>
    <message>
        <source>an unknown amount</source>
        <translation>不明な金額</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Paid for a resource</source>
        <translation>リソースの代金を支払いました</translation>
    </message>
    <message>
        <source>%1 for %2.</source>
        <translation>%2の代金として%1。</translation>
    </message>
    <message>
        <source>Payment confirmed</source>
        <translation>支払いが確認されました</translation>
    </message>
    <message>
        <source>%1 to %2, confirmed on chain.</source>
        <translation>%2への%1、チェーン上で確認済みです。</translation>
    </message>
    <message>
        <source>Payment not sent</source>
        <translation>支払いは送信されませんでした</translation>
    </message>
    <message>
        <source>%1 to %2: %3</source>
        <translation>%2への%1：%3</translation>
    </message>
    <message>
        <source>Paid, but the resource did not arrive</source>
        <translation>支払いましたが、リソースが届きませんでした</translation>
    </message>
    <message>
        <source>%1 for %2: %3</source>
        <translation>%2の代金として%1：%3</translation>
    </message>
    <message>
        <source>Payment failed</source>
        <translation>支払いに失敗しました</translation>
    </message>
    <message>
        <source>%1 to %2 failed.</source>
        <translation>%2への%1は失敗しました。</translation>
    </message>
    <message>
        <source>%1 to %2 failed: %3</source>
        <translation>%2への%1は失敗しました：%3</translation>
    </message>
    <message>
        <source>Payment expired</source>
        <translation>支払いの期限が切れました</translation>
    </message>
    <message>
        <source>%1 to %2 expired before it landed; nothing was charged.</source>
        <translation>%2への%1は、チェーンに取り込まれる前に期限切れになりました。何も請求されていません。</translation>
    </message>
    <message>
        <source>Payment received</source>
        <translation>支払いを受け取りました</translation>
    </message>
    <message>
        <source>%1, verified at the seller desk.</source>
        <translation>%1、販売者デスクで検証済みです。</translation>
    </message>
    <message>
        <source>%1 from %2, verified at the seller desk.</source>
        <translation>%2からの%1、販売者デスクで検証済みです。</translation>
    </message>
    <message>
        <source>%1 into %2, confirmed on chain.</source>
        <translation>%2で受け取った%1、チェーン上で確認済みです。</translation>
    </message>
    <message>
        <source>Money received</source>
        <translation>資金を受け取りました</translation>
    </message>
    <message>
        <source>%1 arrived in %2.</source>
        <translation>%2に%1が届きました。</translation>
    </message>
    <message>
        <source>%1 from %2 into %3.</source>
        <translation>%2から%3に%1が届きました。</translation>
    </message>
    <message>
        <source>Failed: the network fee was charged</source>
        <translation>失敗：ネットワーク手数料は請求されました</translation>
    </message>
    <message>
        <source>Expired: nothing was charged</source>
        <translation>期限切れ：何も請求されませんでした</translation>
    </message>
    <message>
        <source>Refused by the network: nothing was charged</source>
        <translation>ネットワークが拒否：何も請求されませんでした</translation>
    </message>
    <message>
        <source>Not signed</source>
        <translation>未署名</translation>
    </message>
    <message>
        <source>Not final yet</source>
        <translation>まだ最終状態ではありません</translation>
    </message>
    <message>
        <source>Not sent</source>
        <translation>未送信</translation>
    </message>
    <message>
        <source>paying, outcome not known yet</source>
        <translation>支払い中、結果はまだ不明</translation>
    </message>
    <message>
        <source>paid, content not received</source>
        <translation>支払い済み、コンテンツ未受領</translation>
    </message>
    <message>
        <source>paid and delivered</source>
        <translation>支払い済み・受領済み</translation>
    </message>
    <message>
        <source>paid, refused by the seller</source>
        <translation>支払い済み、販売者が拒否</translation>
    </message>
    <message>
        <source>not paid</source>
        <translation>未払い</translation>
    </message>
</context>
<context>
    <name>PaymentProofInfo</name>
    <message>
        <source>Settled payment (already on the ledger)</source>
        <translation>決済済みの支払い（台帳に記録済み）</translation>
    </message>
    <message>
        <source>Not a payment proof</source>
        <translation>支払い証明ではありません</translation>
    </message>
    <message>
        <source>Paste the X-PAYMENT value the buyer sent.</source>
        <translation>購入者が送信したX-PAYMENT値を貼り付けてください。</translation>
    </message>
    <message>
        <source>This proof pays another wallet, not the one it is checked for.</source>
        <translation>この証明は、確認対象とは別のウォレットへの支払いです。</translation>
    </message>
    <message>
        <source>It pays %1, less than the %2 you expect.</source>
        <translation>支払額は%1で、想定している%2より少額です。</translation>
    </message>
    <message>
        <source>The authorization expired at %1 UTC.</source>
        <translation>承認は%1 UTCに期限切れになりました。</translation>
    </message>
    <message>
        <source>The token %1 is not one Paydesk knows on %2, or its decimals differ.</source>
        <translation>Paydesk は %2 上のトークン %1 を知らないか、小数桁が異なります。</translation>
    </message>
    <message>
        <source>Paydesk cannot read a proof of the %1 scheme on %2.</source>
        <translation>Paydesk は %2 上の %1 スキームの証明を読み取れません。</translation>
    </message>
</context>
<context>
    <name>PaymentRequirements</name>
    <message>
        <source>missing.</source>
        <translation>ありません。</translation>
    </message>
    <message>
        <source>must be a string.</source>
        <translation>文字列である必要があります。</translation>
    </message>
    <message>
        <source>empty.</source>
        <translation>空です。</translation>
    </message>
    <message>
        <source>must be an object.</source>
        <translation>オブジェクトである必要があります。</translation>
    </message>
    <message>
        <source>longer than 256 bytes.</source>
        <translation>256バイトを超えています。</translation>
    </message>
    <message>
        <source>must be a whole number from 0 to 30.</source>
        <translation>0〜30の整数である必要があります。</translation>
    </message>
    <message>
        <source>missing; found only &quot;%1&quot;, the field of x402 version %2.</source>
        <translation>ありません。x402バージョン%2のフィールドである&quot;%1&quot;のみが見つかりました。</translation>
    </message>
    <message>
        <source>must be a string of atomic units, not a JSON number.</source>
        <translation>JSONの数値ではなく、最小単位の数を表す文字列である必要があります。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a whole number of atomic units.</source>
        <translation>&quot;%1&quot;は最小単位の整数ではありません。</translation>
    </message>
    <message>
        <source>a price of 0 is not a payment.</source>
        <translation>価格0は支払いではありません。</translation>
    </message>
    <message>
        <source>contradicts &quot;%1&quot; (%2).</source>
        <translation>&quot;%1&quot;（%2）と矛盾しています。</translation>
    </message>
    <message>
        <source>%1 atomic units of %2</source>
        <translation>%2の最小単位で%1</translation>
    </message>
    <message>
        <source>not a JSON object.</source>
        <translation>JSONオブジェクトではありません。</translation>
    </message>
    <message>
        <source>must be a whole number of seconds from 1 to 86400.</source>
        <translation>1〜86400の整数の秒数である必要があります。</translation>
    </message>
    <message>
        <source>%1 is on another site than the requested %2.</source>
        <translation>%1は、リクエストした%2とは別のサイトにあります。</translation>
    </message>
    <message>
        <source>must be an object or null.</source>
        <translation>オブジェクトまたはnullである必要があります。</translation>
    </message>
    <message>
        <source>%1 is the token&apos;s own contract, not a wallet: money sent there is lost.</source>
        <translation>%1はトークン自体のコントラクトで、ウォレットではありません。ここに送った資金は失われます。</translation>
    </message>
    <message>
        <source>%1 is the Permit2 contract, not a wallet: money sent there is lost.</source>
        <translation>%1はPermit2のコントラクトで、ウォレットではありません。ここに送った資金は失われます。</translation>
    </message>
    <message>
        <source>%1 is not a %2 address, but the network is %2.</source>
        <translation>%1は%2アドレスではありませんが、ネットワークは%2です。</translation>
    </message>
    <message>
        <source>says %1, but native %2 has %3 decimals.</source>
        <translation>%1となっていますが、ネイティブ%2の小数桁数は%3です。</translation>
    </message>
    <message>
        <source>up to %1</source>
        <translation>最大 %1</translation>
    </message>
</context>
<context>
    <name>Permit2</name>
    <message>
        <source>The Permit2 authorization&apos;s &quot;%1&quot; is missing or malformed.</source>
        <translation>Permit2 承認の「%1」が欠けているか、形式が正しくありません。</translation>
    </message>
    <message>
        <source>The Permit2 payment could not be signed with the key of %1; nothing was sent.</source>
        <translation>Permit2 支払いを %1 の鍵で署名できませんでした。何も送信されていません。</translation>
    </message>
    <message>
        <source>Permit2 may move only %1 %2 of this wallet, less than the price: approve Permit2 first.</source>
        <translation>Permit2 がこのウォレットから動かせるのは %1 %2 だけで、価格に足りません。先に Permit2 を承認してください。</translation>
    </message>
    <message>
        <source>the seller asks for a Permit2 transfer, and %1 lets Permit2 (%2) move only %3 of its %4, less than the price of %5. Approve Permit2 for at least %5 from this wallet (an approve transaction on the token %6: &quot;Approve Permit2&quot; on the Pay page, or paydesk-cli permit2 approve &quot;%5&quot; --from %1), then pay again; Paydesk never signs an unlimited approval for you.</source>
        <translation>販売者は Permit2 による送金を求めていますが、%1 は Permit2（%2）に %4 のうち %3 しか動かすことを許可しておらず、価格 %5 に足りません。このウォレットから Permit2 に少なくとも %5 を許可してから（トークン %6 への approve トランザクション: 支払いページの「Permit2 を許可」、または paydesk-cli permit2 approve &quot;%5&quot; --from %1）、もう一度支払ってください。Paydesk が無制限の許可に署名することはありません。</translation>
    </message>
    <message>
        <source>the seller asks for a Permit2 transfer, and %1 lets Permit2 (%2) move only %3 of its %4, less than the %5 it may charge at most. Approve Permit2 for at least %5 from this wallet (an approve transaction on the token %6: &quot;Approve Permit2&quot; on the Pay page, or paydesk-cli permit2 approve &quot;%5&quot; --from %1), then pay again; Paydesk never signs an unlimited approval for you.</source>
        <translation>販売者は Permit2 送金を求めていますが、%1 は Permit2(%2)に %4 を %3 しか動かすことを許しておらず、最大請求額 %5 に足りません。このウォレットから Permit2 を少なくとも %5 承認してから(トークン %6 への approve トランザクション: 支払いページの「Permit2 を承認」、または paydesk-cli permit2 approve &quot;%5&quot; --from %1)、もう一度支払ってください。Paydesk が無制限の承認に署名することはありません。</translation>
    </message>
    <message>
        <source>Permit2 may move only %1 %2 of this wallet, less than the most it may charge: approve Permit2 first.</source>
        <translation>Permit2 はこのウォレットの %1 %2 しか動かせず、最大請求額に足りません。先に Permit2 を承認してください。</translation>
    </message>
</context>
<context>
    <name>Permit2Allowance</name>
    <message>
        <source>No EVM node on %1 to read the Permit2 allowance from; nothing was signed.</source>
        <translation>%1 に Permit2 の許可額を読み取る EVM ノードがありません。何も署名していません。</translation>
    </message>
    <message>
        <source>The Permit2 allowance could not be read (%1); nothing was signed.</source>
        <translation>Permit2 の許可額を読み取れませんでした(%1)。何も署名していません。</translation>
    </message>
    <message>
        <source>The payment was not made: %1</source>
        <translation>支払いは行われませんでした: %1</translation>
    </message>
    <message>
        <source>Reading how much %1 Permit2 may move from %2...</source>
        <translation>Permit2 が %2 から動かせる %1 の量を読み取っています...</translation>
    </message>
</context>
<context>
    <name>ProofCodec</name>
    <message>
        <source>The payment proof is not base64 text.</source>
        <translation>支払い証明がbase64テキストではありません。</translation>
    </message>
    <message>
        <source>The payment proof does not decode to an x402 payment payload.</source>
        <translation>支払い証明をデコードしても、x402の支払いペイロードになりません。</translation>
    </message>
    <message>
        <source>The payment proof&apos;s x402Version must be 1 or 2.</source>
        <translation>支払い証明のx402Versionは1または2である必要があります。</translation>
    </message>
    <message>
        <source>The payment proof has no payload object.</source>
        <translation>支払い証明にpayloadオブジェクトがありません。</translation>
    </message>
    <message>
        <source>The payment proof names neither a transaction signature nor a signed transaction.</source>
        <translation>支払い証明にトランザクション署名も署名済みトランザクションも含まれていません。</translation>
    </message>
    <message>
        <source>The payment proof&apos;s EIP-3009 authorization is unusable: %1</source>
        <translation>支払い証明のEIP-3009承認を使用できません：%1</translation>
    </message>
    <message>
        <source>The payment proof&apos;s EIP-3009 signature is not 65 bytes of hex.</source>
        <translation>支払い証明のEIP-3009署名が16進数の65バイトではありません。</translation>
    </message>
    <message>
        <source>The payment proof&apos;s Permit2 authorization is unusable: %1</source>
        <translation>支払い証明の Permit2 承認は使用できません: %1</translation>
    </message>
    <message>
        <source>The payment proof&apos;s Permit2 signature is not 65 bytes of hex.</source>
        <translation>支払い証明の Permit2 署名が 65 バイトの16進数ではありません。</translation>
    </message>
    <message>
        <source>The upto payment&apos;s Permit2 witness names no facilitator.</source>
        <translation>upto 支払いの Permit2 ウィットネスにファシリテーターが指定されていません。</translation>
    </message>
    <message>
        <source>The exact payment&apos;s Permit2 witness names a facilitator, which only upto&apos;s does.</source>
        <translation>exact 支払いの Permit2 ウィットネスにファシリテーターが指定されています。これは upto のものだけです。</translation>
    </message>
    <message>
        <source>The upto payment carries no Permit2 authorization.</source>
        <translation>upto 支払いに Permit2 承認が含まれていません。</translation>
    </message>
    <message>
        <source>The payment proof&apos;s scheme must be &quot;exact&quot;, &quot;upto&quot; or (x402 v2) &quot;batch-settlement&quot;.</source>
        <translation>支払い証明のスキームは &quot;exact&quot;、&quot;upto&quot;、または（x402 v2）&quot;batch-settlement&quot; である必要があります。</translation>
    </message>
    <message>
        <source>The channel payment is unusable: %1</source>
        <translation>チャネル支払いは使用できません: %1</translation>
    </message>
</context>
<context>
    <name>ReceiptBook</name>
    <message>
        <source>The seller&apos;s receipt names no transaction.</source>
        <translation>販売者の領収書にはトランザクションが記載されていません。</translation>
    </message>
</context>
<context>
    <name>RecipientCheck</name>
    <message>
        <source>This is your own wallet %1.</source>
        <translation>これはあなた自身のウォレット %1 です。</translation>
    </message>
    <message>
        <source>This address starts and ends like your wallet %1 but is another address: look-alikes like this are how address poisoning diverts payments. Compare every character before you send.</source>
        <translation>このアドレスはあなたのウォレット %1 と同じ文字で始まり同じ文字で終わりますが、別のアドレスです。このような似たアドレスはアドレス・ポイズニングで支払いを横取りする手口です。送る前にすべての文字を確認してください。</translation>
    </message>
    <message>
        <source>This address differs from your wallet %1 in only a few characters: check it for a typo before you send.</source>
        <translation>このアドレスはあなたのウォレット %1 と数文字しか違いません。送る前に入力ミスがないか確認してください。</translation>
    </message>
    <message>
        <source>You have not paid this address from this wallet before. Compare it with the address you were given, character by character.</source>
        <translation>このウォレットからこのアドレスに支払ったことはありません。受け取ったアドレスと1文字ずつ照合してください。</translation>
    </message>
    <message>
        <source>The recipient&apos;s account is empty on chain (0 %1): it has never received funds, or was emptied. A new or mistyped address looks like this.</source>
        <translation>受取人のアカウントはチェーン上で空です（0 %1）。一度も資金を受け取っていないか、空にされています。新しいアドレスや入力ミスのあるアドレスはこのように見えます。</translation>
    </message>
</context>
<context>
    <name>RequirementsParser</name>
    <message>
        <source>The PAYMENT-REQUIRED header is not base64 of a JSON object.</source>
        <translation>PAYMENT-REQUIREDヘッダーがJSONオブジェクトのbase64ではありません。</translation>
    </message>
    <message>
        <source>The 402 answer has neither a PAYMENT-REQUIRED header nor a JSON body with x402 payment requirements.</source>
        <translation>402応答に、PAYMENT-REQUIREDヘッダーも、x402の支払い要件を含むJSON本文もありません。</translation>
    </message>
    <message>
        <source>The payment requirements have no x402Version.</source>
        <translation>支払い要件にx402Versionがありません。</translation>
    </message>
    <message>
        <source>The PAYMENT-REQUIRED header says x402Version %1; the header carries version 2 requirements.</source>
        <translation>PAYMENT-REQUIREDヘッダーにはx402Version %1とありますが、このヘッダーで送られるのはバージョン2の要件です。</translation>
    </message>
    <message>
        <source>The 402 body says x402Version %1; Paydesk reads version 1 bodies and version 2 headers.</source>
        <translation>402本文にはx402Version %1とありますが、Paydeskが読み取るのはバージョン1の本文とバージョン2のヘッダーです。</translation>
    </message>
    <message>
        <source>resource.url is missing; the requested URL is assumed.</source>
        <translation>resource.urlがありません。リクエストしたURLとみなします。</translation>
    </message>
    <message>
        <source>The requirements are for %1, another site than %2: refused.</source>
        <translation>この要件は%2とは別のサイトである%1のものです。拒否しました。</translation>
    </message>
    <message>
        <source>The payment requirements list no payment option (accepts).</source>
        <translation>支払い要件に支払いオプション（accepts）がありません。</translation>
    </message>
    <message>
        <source>The payment requirements list %1 options; at most 32 are read.</source>
        <translation>支払い要件に%1個のオプションがあります。読み取るのは最大32個です。</translation>
    </message>
    <message>
        <source>accepts[%1]: %2</source>
        <translation>accepts[%1]: %2</translation>
    </message>
    <message>
        <source>None of the payment options is valid: %1</source>
        <translation>有効な支払いオプションがありません：%1</translation>
    </message>
    <message>
        <source>it contradicts option %1: the same scheme, network and asset with another price or recipient.</source>
        <translation>オプション%1と矛盾しています。方式、ネットワーク、資産が同じで、価格または受取人が異なります。</translation>
    </message>
    <message>
        <source>The PAYMENT-REQUIRED header and the JSON body disagree for %1: %2 to %3 against %4 to %5. Paydesk pays neither.</source>
        <translation>PAYMENT-REQUIREDヘッダーとJSON本文で%1の内容が一致しません（%2を%3へ、対して%4を%5へ）。Paydeskはどちらも支払いません。</translation>
    </message>
    <message>
        <source>The PAYMENT-REQUIRED header is too large (%1 KB; Paydesk reads at most %2 KB): nothing was paid.</source>
        <translation>PAYMENT-REQUIRED ヘッダーが大きすぎます（%1 KB。Paydesk が読むのは最大 %2 KB）。何も支払われていません。</translation>
    </message>
    <message>
        <source>The 402 answer has no PAYMENT-REQUIRED header Paydesk can read (none, or one over 100 KB, which is not read) and its body is not x402 payment requirements: nothing was paid.</source>
        <translation>402 応答には Paydesk が読める PAYMENT-REQUIRED ヘッダーがなく（ないか、100 KB を超えていて読まれません）、本文も x402 の支払い要件ではありません。何も支払われていません。</translation>
    </message>
</context>
<context>
    <name>RpcCall</name>
    <message>
        <source>Cannot reach the Solana RPC endpoint (%1).</source>
        <translation>SolanaのRPCエンドポイント（%1）に接続できません。</translation>
    </message>
    <message>
        <source>The Solana RPC endpoint did not answer %1 in time.</source>
        <translation>SolanaのRPCエンドポイントが%1に時間内に応答しませんでした。</translation>
    </message>
    <message>
        <source>The Solana RPC endpoint answered HTTP %1 to %2.</source>
        <translation>SolanaのRPCエンドポイントが%2に対してHTTP %1を返しました。</translation>
    </message>
    <message>
        <source>%1 failed: %2</source>
        <translation>%1が失敗しました：%2</translation>
    </message>
    <message>
        <source>The Solana RPC endpoint sent an unreadable answer to %1 (%2).</source>
        <translation>SolanaのRPCエンドポイントが%1に対して読み取れない応答を返しました（%2）。</translation>
    </message>
    <message>
        <source>timeout</source>
        <translation>タイムアウト</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>JSONオブジェクトではありません</translation>
    </message>
    <message>
        <source>no result</source>
        <translation>結果がありません</translation>
    </message>
    <message>
        <source>nested too deeply</source>
        <translation>入れ子が深すぎます</translation>
    </message>
    <message>
        <source>Cannot reach the EVM RPC endpoint (%1).</source>
        <translation>EVMのRPCエンドポイント（%1）に接続できません。</translation>
    </message>
    <message>
        <source>The EVM RPC endpoint did not answer %1 in time.</source>
        <translation>EVMのRPCエンドポイントが%1に時間内に応答しませんでした。</translation>
    </message>
    <message>
        <source>The EVM RPC endpoint answered HTTP %1 to %2.</source>
        <translation>EVMのRPCエンドポイントが%2に対してHTTP %1を返しました。</translation>
    </message>
    <message>
        <source>The EVM RPC endpoint sent an unreadable answer to %1 (%2).</source>
        <translation>EVMのRPCエンドポイントが%1に対して読み取れない応答を返しました（%2）。</translation>
    </message>
</context>
<context>
    <name>RpcEndpoint</name>
    <message>
        <source>The sandbox&apos;s RPC needs the service URL (--service).</source>
        <translation>サンドボックスのRPCにはサービスのURL（--service）が必要です。</translation>
    </message>
    <message>
        <source>The RPC endpoint must be mainnet-beta, devnet, testnet, sandbox or an http(s) URL; &apos;%1&apos; is none of these.</source>
        <translation>RPCエンドポイントはmainnet-beta、devnet、testnet、sandbox、またはhttp(s)のURLである必要があります。&apos;%1&apos;はいずれにも該当しません。</translation>
    </message>
    <message>
        <source>Use https for an RPC endpoint that is not on this computer.</source>
        <translation>このコンピューター上にないRPCエンドポイントにはhttpsを使用してください。</translation>
    </message>
</context>
<context>
    <name>SchemeClient</name>
    <message>
        <source>the token %1 is not one Paydesk knows on %2: it pays USDC and the tokens you added, so it never trusts a seller&apos;s decimals. If you trust this token, add it with its own decimals: paydesk-cli token add %3 %1 --symbol SYMBOL --decimals N.</source>
        <translation>トークン%1は%2上でPaydeskが知っているものではありません：販売者の小数点以下の桁数を信用しないよう、USDCとあなたが追加したトークンだけを支払います。このトークンを信頼するなら、トークン自身の桁数で追加してください：paydesk-cli token add %3 %1 --symbol SYMBOL --decimals N。</translation>
    </message>
    <message>
        <source>the chain cannot tell for this kind of payment</source>
        <translation>この種類の支払いについてはチェーンでは判断できません</translation>
    </message>
</context>
<context>
    <name>SchemeRegistry</name>
    <message>
        <source>the payment scheme &quot;%1&quot; is not one Paydesk pays (it pays %2).</source>
        <translation>支払いスキーム「%1」は Paydesk が支払うものではありません（対応しているのは %2 です）。</translation>
    </message>
    <message>
        <source>Paydesk does not know the network &quot;%1&quot;.</source>
        <translation>Paydeskはネットワーク&quot;%1&quot;を認識できません。</translation>
    </message>
    <message>
        <source>Paydesk does not pay the &quot;%1&quot; scheme on %2.</source>
        <translation>Paydesk は %2 上のスキーム「%1」には支払いません。</translation>
    </message>
    <message>
        <source>its price cannot be converted exactly: the decimals of %1 are not known.</source>
        <translation>価格を正確に換算できません。%1 の小数桁数が不明です。</translation>
    </message>
    <message>
        <source>no payment scheme Paydesk knows made this payment</source>
        <translation>この支払いは Paydesk が知っている支払いスキームによるものではありません</translation>
    </message>
</context>
<context>
    <name>ServiceConfig</name>
    <message>
        <source>The service address is not a valid URL. Enter it as https://api.example.com</source>
        <translation>サービスアドレスが有効なURLではありません。https://api.example.com の形式で入力してください</translation>
    </message>
    <message>
        <source>Do not put a user name or password in the service address; the API key is sent separately.</source>
        <translation>サービスアドレスにユーザー名やパスワードを含めないでください。APIキーは別に送信されます。</translation>
    </message>
    <message>
        <source>The service address uses http:// on a remote host: the API key and payments would travel unencrypted. Use https:// (http:// is allowed only for this computer, e.g. the built-in sandbox).</source>
        <translation>サービスアドレスがリモートホストに対してhttp://を使用しています。APIキーと支払いが暗号化されずに送信されます。https://を使用してください（http://は、内蔵のサンドボックスなど、このコンピューター上でのみ使用できます）。</translation>
    </message>
    <message>
        <source>The service address must start with https://</source>
        <translation>サービスアドレスはhttps://で始まる必要があります</translation>
    </message>
</context>
<context>
    <name>SettingsModel</name>
    <message>
        <source>The template must contain {signature} where the transaction signature goes.</source>
        <translation>テンプレートには、トランザクション署名が入る位置に{signature}を含める必要があります。</translation>
    </message>
</context>
<context>
    <name>SettledCharge</name>
    <message>
        <source>no transaction or node to read</source>
        <translation>読み取るトランザクションまたはノードがありません</translation>
    </message>
    <message>
        <source>the node knows no receipt of it</source>
        <translation>ノードはそのレシートを知りません</translation>
    </message>
    <message>
        <source>the settlement reverted</source>
        <translation>決済はリバートしました</translation>
    </message>
    <message>
        <source>its logs cannot be read</source>
        <translation>そのログを読み取れません</translation>
    </message>
</context>
<context>
    <name>ShortVec</name>
    <message>
        <source>compact-u16 offset out of range</source>
        <translation>compact-u16のオフセットが範囲外です</translation>
    </message>
    <message>
        <source>compact-u16 value is truncated</source>
        <translation>compact-u16の値が途中で切れています</translation>
    </message>
    <message>
        <source>compact-u16 value exceeds 65535</source>
        <translation>compact-u16の値が65535を超えています</translation>
    </message>
    <message>
        <source>compact-u16 value has a non-minimal encoding</source>
        <translation>compact-u16の値のエンコードが最小ではありません</translation>
    </message>
</context>
<context>
    <name>SiteBudget</name>
    <message>
        <source>The two caps must be in the same currency.</source>
        <translation>2つの上限は同じ通貨である必要があります。</translation>
    </message>
    <message>
        <source>The cap per payment (%1) is above the cap per day (%2): no day could allow such a payment. Raise the cap per day or lower the cap per payment.</source>
        <translation>1回あたりの上限（%1）が1日あたりの上限（%2）を超えています。このような支払いはどの日にも許可されません。1日あたりの上限を上げるか、1回あたりの上限を下げてください。</translation>
    </message>
    <message>
        <source>The cap %1 (%2) must be more than zero, at least the cap per payment and at least the cap of a shorter window (%3).</source>
        <translation>上限 %1（%2）は 0 より大きく、1 回あたりの上限以上、かつより短い期間の上限（%3）以上にしてください。</translation>
    </message>
    <message>
        <source>The budget would end %1, which is already past: give a later date, or none for no end.</source>
        <translation>予算の終了（%1）はすでに過ぎています。より後の日付を指定するか、終了しない場合は none を指定してください。</translation>
    </message>
</context>
<context>
    <name>Slip10</name>
    <message>
        <source>A derivation path starts with m/, such as m/44&apos;/501&apos;/0&apos;/0&apos;.</source>
        <translation>導出パスはm/で始まります（例：m/44&apos;/501&apos;/0&apos;/0&apos;）。</translation>
    </message>
    <message>
        <source>Step %1 of the path (%2) is not hardened: ed25519 keys can only be derived along hardened steps such as 0&apos;.</source>
        <translation>パスの%1番目のステップ（%2）がハード化されていません。ed25519の鍵は、0&apos;のようなハード化されたステップでのみ導出できます。</translation>
    </message>
    <message>
        <source>Step %1 of the path is not a number below 2^31.</source>
        <translation>パスの%1番目のステップが2^31未満の数値ではありません。</translation>
    </message>
</context>
<context>
    <name>SolTransfer</name>
    <message>
        <source>A key or the blockhash of the payment is not 32 bytes.</source>
        <translation>支払いの鍵またはブロックハッシュが 32 バイトではありません。</translation>
    </message>
    <message>
        <source>The payment moves no SOL.</source>
        <translation>この支払いは SOL を移動しません。</translation>
    </message>
    <message>
        <source>The payment would go from your wallet to itself.</source>
        <translation>この支払いはウォレットから同じウォレットへの送金になります。</translation>
    </message>
    <message>
        <source>The seller&apos;s memo is longer than %1 bytes.</source>
        <translation>販売者のメモが %1 バイトを超えています。</translation>
    </message>
</context>
<context>
    <name>SolanaInstruction</name>
    <message>
        <source>fee payer is not a 32-byte key</source>
        <translation>手数料支払者が32バイトの鍵ではありません</translation>
    </message>
    <message>
        <source>recent blockhash is not 32 bytes</source>
        <translation>直近のblockhashが32バイトではありません</translation>
    </message>
    <message>
        <source>instruction %1: program id is not a 32-byte key</source>
        <translation>命令%1：プログラムIDが32バイトの鍵ではありません</translation>
    </message>
    <message>
        <source>instruction %1: the fee payer cannot be a program</source>
        <translation>命令%1：手数料支払者をプログラムにすることはできません</translation>
    </message>
    <message>
        <source>instruction %1: account is not a 32-byte key</source>
        <translation>命令%1：アカウントが32バイトの鍵ではありません</translation>
    </message>
    <message>
        <source>more than %1 distinct accounts</source>
        <translation>異なるアカウントが%1個を超えています</translation>
    </message>
    <message>
        <source>too many signers or read-only accounts</source>
        <translation>署名者または読み取り専用アカウントが多すぎます</translation>
    </message>
    <message>
        <source>System instruction data is shorter than 4 bytes</source>
        <translation>System命令のデータが4バイト未満です</translation>
    </message>
    <message>
        <source>System transfer data is not 12 bytes</source>
        <translation>System送金のデータが12バイトではありません</translation>
    </message>
    <message>
        <source>System transfer needs 2 accounts</source>
        <translation>System送金には2つのアカウントが必要です</translation>
    </message>
    <message>
        <source>System advance-nonce data is not 4 bytes</source>
        <translation>Systemのadvance-nonceのデータが4バイトではありません</translation>
    </message>
    <message>
        <source>System advance-nonce needs 3 accounts</source>
        <translation>Systemのadvance-nonceには3つのアカウントが必要です</translation>
    </message>
    <message>
        <source>Compute budget instruction has no data</source>
        <translation>Compute Budget命令にデータがありません</translation>
    </message>
    <message>
        <source>SetComputeUnitLimit data is not 5 bytes</source>
        <translation>SetComputeUnitLimitのデータが5バイトではありません</translation>
    </message>
    <message>
        <source>SetComputeUnitPrice data is not 9 bytes</source>
        <translation>SetComputeUnitPriceのデータが9バイトではありません</translation>
    </message>
    <message>
        <source>Token instruction has no data</source>
        <translation>Token命令にデータがありません</translation>
    </message>
    <message>
        <source>Token TransferChecked data is not 10 bytes</source>
        <translation>Token TransferCheckedのデータが10バイトではありません</translation>
    </message>
    <message>
        <source>Token TransferChecked needs 4 accounts</source>
        <translation>Token TransferCheckedには4つのアカウントが必要です</translation>
    </message>
    <message>
        <source>Token Transfer/Approve data is not 9 bytes</source>
        <translation>Token Transfer/Approveのデータが9バイトではありません</translation>
    </message>
    <message>
        <source>Token Transfer/Approve needs 3 accounts</source>
        <translation>Token Transfer/Approveには3つのアカウントが必要です</translation>
    </message>
    <message>
        <source>Token SetAuthority data is malformed</source>
        <translation>Token SetAuthorityのデータの形式が正しくありません</translation>
    </message>
    <message>
        <source>Token SetAuthority needs 2 accounts</source>
        <translation>Token SetAuthorityには2つのアカウントが必要です</translation>
    </message>
    <message>
        <source>Associated token account creation needs 6 accounts</source>
        <translation>関連トークンアカウントの作成には6つのアカウントが必要です</translation>
    </message>
    <message>
        <source>(lookup table address)</source>
        <translation>（ルックアップテーブルのアドレス）</translation>
    </message>
    <message>
        <source>Transfer %1 SOL from %2 to %3</source>
        <translation>%2から%3へ%1 SOLを送金</translation>
    </message>
    <message>
        <source>Advance nonce account %1</source>
        <translation>nonceアカウント%1を進める</translation>
    </message>
    <message>
        <source>System program instruction %1</source>
        <translation>Systemプログラムの命令%1</translation>
    </message>
    <message>
        <source>Set the compute unit limit to %1</source>
        <translation>コンピュートユニットの上限を%1に設定</translation>
    </message>
    <message>
        <source>Set the compute unit price to %1 micro-lamports</source>
        <translation>コンピュートユニットの価格を%1マイクロlamportsに設定</translation>
    </message>
    <message>
        <source>Compute budget instruction %1</source>
        <translation>Compute Budget命令%1</translation>
    </message>
    <message>
        <source>Memo &quot;%1&quot;</source>
        <translation>メモ&quot;%1&quot;</translation>
    </message>
    <message>
        <source>Transfer %1 tokens of mint %2 from %3 to %4</source>
        <translation>ミント%2のトークン%1個を%3から%4へ送金</translation>
    </message>
    <message>
        <source>Transfer %1 token base units from %2 to %3</source>
        <translation>トークンの基本単位%1を%2から%3へ送金</translation>
    </message>
    <message>
        <source>Allow %1 to spend %2 token base units from %3</source>
        <translation>%3のトークンの基本単位%2の使用を%1に許可</translation>
    </message>
    <message>
        <source>Change an authority of %1</source>
        <translation>%1の権限を変更</translation>
    </message>
    <message>
        <source>%1 program instruction %2</source>
        <translation>%1プログラムの命令%2</translation>
    </message>
    <message>
        <source>Create token account %1 for owner %2 (mint %3)</source>
        <translation>所有者%2のトークンアカウント%1を作成（ミント%3）</translation>
    </message>
    <message>
        <source>Undecoded %1 program instruction</source>
        <translation>デコードされていない%1プログラムの命令</translation>
    </message>
    <message>
        <source>Unknown program %1</source>
        <translation>不明なプログラム%1</translation>
    </message>
    <message>
        <source>instruction %1: %2</source>
        <translation>命令%1：%2</translation>
    </message>
    <message>
        <source>program index out of range</source>
        <translation>プログラムインデックスが範囲外です</translation>
    </message>
    <message>
        <source>account index out of range</source>
        <translation>アカウントインデックスが範囲外です</translation>
    </message>
    <message>
        <source>memo is not valid UTF-8</source>
        <translation>メモが有効なUTF-8ではありません</translation>
    </message>
</context>
<context>
    <name>SolanaMessage</name>
    <message>
        <source>message is truncated</source>
        <translation>メッセージが途中で切れています</translation>
    </message>
    <message>
        <source>message has no account keys</source>
        <translation>メッセージにアカウントキーがありません</translation>
    </message>
    <message>
        <source>message has more than %1 account keys</source>
        <translation>メッセージのアカウントキーが%1個を超えています</translation>
    </message>
    <message>
        <source>message requires no signatures (no fee payer)</source>
        <translation>メッセージが署名を必要としていません（手数料支払者がいません）</translation>
    </message>
    <message>
        <source>message requires %1 signatures but has only %2 keys</source>
        <translation>メッセージは%1個の署名を必要としていますが、キーは%2個しかありません</translation>
    </message>
    <message>
        <source>message has no writable signer to pay fees</source>
        <translation>メッセージに、手数料を支払う書き込み可能な署名者がいません</translation>
    </message>
    <message>
        <source>message marks more read-only unsigned keys than it has</source>
        <translation>メッセージが、実際の数より多くのキーを署名なしの読み取り専用として指定しています</translation>
    </message>
    <message>
        <source>message has a duplicate account key</source>
        <translation>メッセージに重複したアカウントキーがあります</translation>
    </message>
    <message>
        <source>message loads more than %1 accounts</source>
        <translation>メッセージが%1個を超えるアカウントを読み込んでいます</translation>
    </message>
    <message>
        <source>instruction %1: program index %2 out of range</source>
        <translation>命令%1：プログラムインデックス%2が範囲外です</translation>
    </message>
    <message>
        <source>instruction %1: the fee payer cannot be a program</source>
        <translation>命令%1：手数料支払者をプログラムにすることはできません</translation>
    </message>
    <message>
        <source>instruction %1: account index %2 out of range</source>
        <translation>命令%1：アカウントインデックス%2が範囲外です</translation>
    </message>
    <message>
        <source>message is empty</source>
        <translation>メッセージが空です</translation>
    </message>
    <message>
        <source>unsupported message version %1</source>
        <translation>サポートされていないメッセージバージョン%1</translation>
    </message>
    <message>
        <source>address lookup table %1 loads no accounts</source>
        <translation>アドレスルックアップテーブル%1からアカウントが読み込まれません</translation>
    </message>
    <message>
        <source>trailing bytes after the message</source>
        <translation>メッセージの後に余分なバイトがあります</translation>
    </message>
</context>
<context>
    <name>SolanaTransaction</name>
    <message>
        <source>transaction is larger than %1 bytes</source>
        <translation>トランザクションが%1バイトを超えています</translation>
    </message>
    <message>
        <source>transaction is empty</source>
        <translation>トランザクションが空です</translation>
    </message>
    <message>
        <source>transaction is truncated</source>
        <translation>トランザクションが途中で切れています</translation>
    </message>
    <message>
        <source>trailing bytes after the transaction</source>
        <translation>トランザクションの後に余分なバイトがあります</translation>
    </message>
    <message>
        <source>transaction has %1 signatures but the message requires %2</source>
        <translation>トランザクションの署名は%1個ですが、メッセージは%2個を必要としています</translation>
    </message>
    <message>
        <source>transaction is not valid base64</source>
        <translation>トランザクションが有効なbase64ではありません</translation>
    </message>
    <message>
        <source>signature %1 is missing</source>
        <translation>署名%1がありません</translation>
    </message>
    <message>
        <source>signature %1 is not valid</source>
        <translation>署名%1が有効ではありません</translation>
    </message>
</context>
<context>
    <name>SplBalance</name>
    <message>
        <source>%1 is not an SPL token Paydesk can read.</source>
        <translation>%1 は Paydesk が読める SPL トークンではありません。</translation>
    </message>
    <message>
        <source>the RPC endpoint sent no token accounts</source>
        <translation>RPC エンドポイントがトークンアカウントを返しませんでした</translation>
    </message>
    <message>
        <source>this network has no %1 of mint %2</source>
        <translation>このネットワークにはミント %2 の %1 がありません</translation>
    </message>
</context>
<context>
    <name>SplTransfer</name>
    <message>
        <source>A key or the blockhash of the payment is not 32 bytes.</source>
        <translation>支払いの鍵またはブロックハッシュが 32 バイトではありません。</translation>
    </message>
    <message>
        <source>The token accounts of the payment cannot be derived.</source>
        <translation>支払いのトークンアカウントを導出できません。</translation>
    </message>
    <message>
        <source>The payment must be a version 0 message without lookup tables.</source>
        <translation>支払いはルックアップテーブルのないバージョン 0 のメッセージでなければなりません。</translation>
    </message>
    <message>
        <source>The network fee must be paid by the seller&apos;s fee payer.</source>
        <translation>ネットワーク手数料は販売者の手数料支払者が払わなければなりません。</translation>
    </message>
    <message>
        <source>The seller names your own wallet as its fee payer: you would sign as the fee payer of the seller&apos;s transaction. Nothing was signed.</source>
        <translation>販売者があなた自身のウォレットを手数料の支払者に指定しています。販売者の取引に手数料支払者として署名することになります。何も署名していません。</translation>
    </message>
    <message>
        <source>The payment would need other signatures than yours and the fee payer&apos;s.</source>
        <translation>この支払いには、あなたと手数料支払者以外の署名が必要になります。</translation>
    </message>
    <message>
        <source>The payment must have exactly %1 instructions.</source>
        <translation>支払いの命令はちょうど %1 個でなければなりません。</translation>
    </message>
    <message>
        <source>The seller&apos;s fee payer appears in an instruction of the payment: it could move your tokens or be paid from them. Nothing was signed.</source>
        <translation>販売者の手数料支払者が支払いの命令に含まれています。あなたのトークンを動かしたり、そこから支払いを受けたりできてしまいます。何も署名していません。</translation>
    </message>
    <message>
        <source>The first instruction must set the compute-unit limit.</source>
        <translation>最初の命令はコンピュートユニットの上限を設定しなければなりません。</translation>
    </message>
    <message>
        <source>The second instruction must set a compute-unit price of at most 5 lamports.</source>
        <translation>2 番目の命令は 5 lamport 以下のコンピュートユニット価格を設定しなければなりません。</translation>
    </message>
    <message>
        <source>The third instruction must be the token&apos;s TransferChecked.</source>
        <translation>3 番目の命令はトークンの TransferChecked でなければなりません。</translation>
    </message>
    <message>
        <source>The transfer must go from your token account to the seller&apos;s, in the asked token, with you as its authority.</source>
        <translation>送金は、要求されたトークンで、あなたのトークンアカウントから販売者のものへ、あなたを権限者として行われなければなりません。</translation>
    </message>
    <message>
        <source>The transfer&apos;s amount or decimals differ from the price.</source>
        <translation>送金の金額または小数桁が価格と異なります。</translation>
    </message>
    <message>
        <source>The last instruction must be the seller&apos;s memo, with no accounts.</source>
        <translation>最後の命令は、アカウントを含まない販売者のメモでなければなりません。</translation>
    </message>
</context>
<context>
    <name>SvmProofReader</name>
    <message>
        <source>tokens of mint %1</source>
        <translation>ミント %1 のトークン</translation>
    </message>
    <message>
        <source>Signed authorization (not yet broadcast)</source>
        <translation>署名済みの承認（未ブロードキャスト）</translation>
    </message>
    <message>
        <source>The signed transaction in the proof cannot be read: %1</source>
        <translation>支払い証明内の署名済みトランザクションを読み取れません：%1</translation>
    </message>
    <message>
        <source>The payer has not signed this transaction.</source>
        <translation>支払者はこのトランザクションに署名していません。</translation>
    </message>
    <message>
        <source>Signed by the payer; valid until its recent blockhash expires (about a minute after signing)</source>
        <translation>支払者が署名済み。recent blockhashの期限が切れるまで（署名後約1分）有効</translation>
    </message>
    <message>
        <source>Not signed by the payer: it cannot be valid</source>
        <translation>支払者が署名していないため、有効ではありません</translation>
    </message>
</context>
<context>
    <name>TokenAccounts</name>
    <message>
        <source>the account is not a token mint (its owner is %1).</source>
        <translation>このアカウントはトークンのミントではありません（所有者は %1）。</translation>
    </message>
    <message>
        <source>the mint&apos;s data is malformed (%1 bytes).</source>
        <translation>ミントのデータが不正です（%1 バイト）。</translation>
    </message>
    <message>
        <source>the mint is not initialized.</source>
        <translation>ミントが初期化されていません。</translation>
    </message>
    <message>
        <source>the token has a transfer fee, a transfer hook or cannot be transferred (Token-2022 extension %1): the seller would not get exactly the price.</source>
        <translation>このトークンには送金手数料か送金フックがあるか、送金できません（Token-2022 拡張 %1）。販売者は価格ちょうどを受け取れません。</translation>
    </message>
    <message>
        <source>the account is not a token account (its owner is %1).</source>
        <translation>このアカウントはトークンアカウントではありません（所有者は %1）。</translation>
    </message>
    <message>
        <source>the token account&apos;s data is malformed (%1 bytes).</source>
        <translation>トークンアカウントのデータが不正です（%1 バイト）。</translation>
    </message>
    <message>
        <source>the token account is not initialized.</source>
        <translation>トークンアカウントが初期化されていません。</translation>
    </message>
</context>
<context>
    <name>TransactionPolicy</name>
    <message>
        <source>The network fee would be paid by %1, not by %2 as expected.</source>
        <translation>ネットワーク手数料を支払うのが、想定どおりの%2ではなく%1になっています。</translation>
    </message>
    <message>
        <source>This transaction does not ask your wallet %1 to sign it.</source>
        <translation>このトランザクションはウォレット%1の署名を求めていません。</translation>
    </message>
    <message>
        <source>Some accounts come from address lookup tables, which Paydesk cannot show you: it will not sign what it cannot check.</source>
        <translation>一部のアカウントはアドレスルックアップテーブルから読み込まれるため、Paydeskでは表示できません。確認できないものには署名しません。</translation>
    </message>
    <message>
        <source>The transaction also needs the signature of %1, which you did not ask for.</source>
        <translation>このトランザクションには、依頼していない%1の署名も必要です。</translation>
    </message>
    <message>
        <source>The payer %1 has not validly signed this payment, so it cannot be accepted.</source>
        <translation>支払者%1がこの支払いに有効な署名をしていないため、受け付けられません。</translation>
    </message>
    <message>
        <source>The transaction contains a second transfer: %1.</source>
        <translation>このトランザクションには2つ目の送金が含まれています：%1。</translation>
    </message>
    <message>
        <source>The memo is &quot;%1&quot;, not the expected &quot;%2&quot;.</source>
        <translation>メモが想定の&quot;%2&quot;ではなく&quot;%1&quot;です。</translation>
    </message>
    <message>
        <source>The transaction uses a durable nonce, so it would stay valid indefinitely instead of expiring within a minute.</source>
        <translation>このトランザクションは永続nonce（durable nonce）を使用しているため、1分以内に期限切れにならず、無期限に有効なままになります。</translation>
    </message>
    <message>
        <source>The transaction would let someone else spend tokens: %1.</source>
        <translation>このトランザクションは、他者にトークンの使用を許可します：%1。</translation>
    </message>
    <message>
        <source>The transaction would change who controls an account: %1.</source>
        <translation>このトランザクションは、アカウントを管理する者を変更します：%1。</translation>
    </message>
    <message>
        <source>The transaction calls a program Paydesk does not know: %1.</source>
        <translation>このトランザクションは、Paydeskが認識できないプログラムを呼び出します：%1。</translation>
    </message>
    <message>
        <source>The transaction does more than the payment you asked for: %1.</source>
        <translation>このトランザクションは、依頼した支払い以外の処理も行います：%1。</translation>
    </message>
    <message>
        <source>The transaction sets its compute budget more than once.</source>
        <translation>このトランザクションはCompute Budgetを複数回設定しています。</translation>
    </message>
    <message>
        <source>The transaction should carry exactly one memo &quot;%1&quot;.</source>
        <translation>このトランザクションには、メモ&quot;%1&quot;がちょうど1つ含まれている必要があります。</translation>
    </message>
    <message>
        <source>The transaction does not transfer anything.</source>
        <translation>このトランザクションは何も送金しません。</translation>
    </message>
    <message>
        <source>The transfer&apos;s accounts come from a lookup table and cannot be checked.</source>
        <translation>送金のアカウントがルックアップテーブルから読み込まれるため、確認できません。</translation>
    </message>
    <message>
        <source>The money would go to %1, not to %2.</source>
        <translation>資金の送金先が%2ではなく%1になっています。</translation>
    </message>
    <message>
        <source>The transfer moves %1 SOL, not the %2 SOL you asked for.</source>
        <translation>送金額が、依頼した%2 SOLではなく%1 SOLです。</translation>
    </message>
    <message>
        <source>The money would be taken from %1, not from %2.</source>
        <translation>資金の送金元が%2ではなく%1になっています。</translation>
    </message>
    <message>
        <source>the buyer</source>
        <translation>購入者</translation>
    </message>
    <message>
        <source>The priority fee is %1 SOL, above your limit of %2 SOL.</source>
        <translation>優先手数料が%1 SOLで、上限の%2 SOLを超えています。</translation>
    </message>
    <message>
        <source>The transaction has expired (its blockhash is no longer valid). Fetch a fresh one.</source>
        <translation>トランザクションは期限切れです（blockhashがもう有効ではありません）。新しいものを取得してください。</translation>
    </message>
    <message>
        <source>The transaction has expired. Fetch a fresh one.</source>
        <translation>トランザクションは期限切れです。新しいものを取得してください。</translation>
    </message>
    <message>
        <source>Paydesk cannot read this transaction (%1), so it will not sign it.</source>
        <translation>Paydeskはこのトランザクションを読み取れない（%1）ため、署名しません。</translation>
    </message>
    <message>
        <source>incomplete</source>
        <translation>不完全</translation>
    </message>
    <message numerus="yes">
        <source>Only %n second(s) left before the transaction expires: too little to send it safely. Fetch a fresh one.</source>
        <translation>
            <numerusform>トランザクションの期限切れまで残り%n秒しかなく、安全に送信するには短すぎます。新しいものを取得してください。</numerusform>
        </translation>
    </message>
    <message>
        <source>Pay %1 SOL from %2 to %3; network fee %4 SOL paid by you (priority %5 SOL)</source>
        <translation>%2から%3へ%1 SOLを支払い。ネットワーク手数料%4 SOLはあなたが支払い（優先手数料%5 SOL）</translation>
    </message>
    <message>
        <source>Pay %1 SOL from %2 to %3; network fee %4 SOL paid by the seller (fee payer %5), not by you</source>
        <translation>%2から%3へ%1 SOLを支払い。ネットワーク手数料%4 SOLはあなたではなく販売者が支払い（手数料支払者%5）</translation>
    </message>
</context>
<context>
    <name>UnpayableAddresses</name>
    <message>
        <source>the System Program</source>
        <translation>Systemプログラム</translation>
    </message>
    <message>
        <source>the SPL Token program</source>
        <translation>SPL Tokenプログラム</translation>
    </message>
    <message>
        <source>the Token-2022 program</source>
        <translation>Token-2022プログラム</translation>
    </message>
    <message>
        <source>the Associated Token Account program</source>
        <translation>Associated Token Accountプログラム</translation>
    </message>
    <message>
        <source>the Memo program</source>
        <translation>Memoプログラム</translation>
    </message>
    <message>
        <source>the Memo program (v1)</source>
        <translation>Memoプログラム（v1）</translation>
    </message>
    <message>
        <source>the Compute Budget program</source>
        <translation>Compute Budgetプログラム</translation>
    </message>
    <message>
        <source>the Vote program</source>
        <translation>Voteプログラム</translation>
    </message>
    <message>
        <source>the Stake program</source>
        <translation>Stakeプログラム</translation>
    </message>
    <message>
        <source>the Config program</source>
        <translation>Configプログラム</translation>
    </message>
    <message>
        <source>the Address Lookup Table program</source>
        <translation>Address Lookup Tableプログラム</translation>
    </message>
    <message>
        <source>a BPF loader program</source>
        <translation>BPFローダープログラム</translation>
    </message>
    <message>
        <source>the Ed25519 signature program</source>
        <translation>Ed25519署名プログラム</translation>
    </message>
    <message>
        <source>the secp256k1 signature program</source>
        <translation>secp256k1署名プログラム</translation>
    </message>
    <message>
        <source>a sysvar account</source>
        <translation>sysvarアカウント</translation>
    </message>
    <message>
        <source>the incinerator (a burn address)</source>
        <translation>インシネレーター（バーンアドレス）</translation>
    </message>
    <message>
        <source>the zero address (a burn address)</source>
        <translation>ゼロアドレス（バーンアドレス）</translation>
    </message>
    <message>
        <source>the 0x…dEaD burn address</source>
        <translation>0x…dEaDバーンアドレス</translation>
    </message>
    <message>
        <source>a precompiled contract</source>
        <translation>プリコンパイル済みコントラクト</translation>
    </message>
    <message>
        <source>This is %1, not a wallet: money sent there is lost. Check the recipient address.</source>
        <translation>これはウォレットではなく%1です。ここに送った資金は失われます。受取人のアドレスを確認してください。</translation>
    </message>
</context>
<context>
    <name>UptoEvmScheme</name>
    <message>
        <source>Signing an authorization of up to %1 to %2 with the key of %3...</source>
        <translation>%3 の鍵で %2 への最大 %1 の承認に署名しています...</translation>
    </message>
    <message>
        <source>it asks for a usage-priced payment by %1, which upto does not use: it is paid through Permit2 only.</source>
        <translation>%1 による従量制の支払いを求めていますが、upto はそれを使いません。Permit2 でのみ支払われます。</translation>
    </message>
    <message>
        <source>The authorization expired without a charge: nothing was paid.</source>
        <translation>承認は請求なしで期限切れになりました。何も支払われていません。</translation>
    </message>
</context>
<context>
    <name>UptoPermit2</name>
    <message>
        <source>it names no facilitator allowed to settle it (extra.facilitatorAddress), which an upto payment must bind.</source>
        <translation>決済を許されたファシリテーター(extra.facilitatorAddress)が指定されていません。upto 支払いはこれを束縛する必要があります。</translation>
    </message>
    <message>
        <source>The seller claims a charge of %1 atomic units, above the %2 you authorized at most; Permit2 cannot move more than the authorization, so the chain&apos;s figure is the one kept.</source>
        <translation>販売者は %1 アトミック単位の請求を主張していますが、承認した上限 %2 を超えています。Permit2 は承認額を超えて動かせないため、チェーンの値を採用します。</translation>
    </message>
    <message>
        <source>The seller&apos;s settlement states the charge as &quot;%1&quot;, which is no whole number of atomic units.</source>
        <translation>販売者の決済は請求額を &quot;%1&quot; と示していますが、これはアトミック単位の整数ではありません。</translation>
    </message>
    <message>
        <source>The seller claims a charge of %1, above the %2 you authorized at most; Permit2 cannot move more than the authorization, so the chain&apos;s figure is the one kept.</source>
        <translation>販売者は %1 の請求を主張していますが、承認した上限 %2 を超えています。Permit2 は承認額を超えて動かせないため、チェーンの値を採用します。</translation>
    </message>
</context>
<context>
    <name>Validation</name>
    <message>
        <source>Must be between %1 and %2 %3.</source>
        <translation>%1〜%2 %3の範囲で指定してください。</translation>
    </message>
    <message>
        <source>Must be more than %1 and at most %2 %3.</source>
        <translation>%1より大きく%2 %3以下の値を指定してください。</translation>
    </message>
    <message>
        <source>Enter a full web address starting with https:// (for example https://example.com/report).</source>
        <translation>https://で始まる完全なWebアドレスを入力してください（例：https://example.com/report）。</translation>
    </message>
    <message>
        <source>Metadata must be a JSON object, such as {&quot;orderId&quot;: &quot;42&quot;}.</source>
        <translation>メタデータは{&quot;orderId&quot;: &quot;42&quot;}のようなJSONオブジェクトである必要があります。</translation>
    </message>
    <message>
        <source>Must be one of sent, received or all.</source>
        <translation>sent、received、allのいずれかである必要があります。</translation>
    </message>
    <message>
        <source>Must be between 1 and %1.</source>
        <translation>1〜%1の範囲で指定してください。</translation>
    </message>
    <message>
        <source>Must be 0 or more.</source>
        <translation>0以上で指定してください。</translation>
    </message>
    <message>
        <source>Must be between 1 and %1 seconds.</source>
        <translation>1〜%1秒の範囲で指定してください。</translation>
    </message>
    <message>
        <source>A payment id is 1 to 128 letters, digits, &apos;_&apos; or &apos;-&apos;.</source>
        <translation>支払いIDは、英字、数字、&apos;_&apos;、&apos;-&apos;からなる1〜128文字です。</translation>
    </message>
    <message>
        <source>Paste the X-PAYMENT value the buyer sent.</source>
        <translation>購入者が送信したX-PAYMENT値を貼り付けてください。</translation>
    </message>
    <message>
        <source>The proof is too long to be an X-PAYMENT value.</source>
        <translation>この支払い証明はX-PAYMENT値としては長すぎます。</translation>
    </message>
    <message>
        <source>The metadata is %1 bytes; the limit is %2 bytes (%3 KiB).</source>
        <translation>メタデータは%1バイトです。上限は%2バイト（%3 KiB）です。</translation>
    </message>
</context>
<context>
    <name>WalletDirectory</name>
    <message>
        <source>Wallet %1 is already in Paydesk.</source>
        <translation>ウォレット%1はすでにPaydeskに登録されています。</translation>
    </message>
</context>
<context>
    <name>WalletListModel</name>
    <message>
        <source>Label</source>
        <translation>ラベル</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>アドレス</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>ネットワーク</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>既定</translation>
    </message>
    <message>
        <source>Wallet</source>
        <translation>ウォレット</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>残高</translation>
    </message>
</context>
<context>
    <name>paydesk::AgentListModel</name>
    <message>
        <source>No budget: it cannot pay</source>
        <translation>予算なし：支払えません</translation>
    </message>
    <message>
        <source>None yet: every site asks you</source>
        <translation>まだなし：どのサイトでも確認します</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>一時停止中</translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %n failed payment(s)</source>
        <translation>
            <numerusform>%n回の支払い失敗により停止</numerusform>
        </translation>
    </message>
    <message>
        <source>Active</source>
        <translation>稼働中</translation>
    </message>
    <message>
        <source>The sites the agent pays without asking you, within its budget</source>
        <translation>予算の範囲内で、エージェントが確認なしで支払うサイト</translation>
    </message>
    <message>
        <source>There is already an agent called &quot;%1&quot;.</source>
        <translation>&quot;%1&quot;という名前のエージェントはすでに存在します。</translation>
    </message>
    <message>
        <source>%1 on %2 (up to %3 without asking)</source>
        <translation>%2 上で %1（確認なしで最大 %3）</translation>
    </message>
</context>
<context>
    <name>paydesk::ApiKeyController</name>
    <message>
        <source>The key works: the service accepted it.</source>
        <translation>キーは有効です。サービスに受け付けられました。</translation>
    </message>
    <message>
        <source>The service refused the key (401): it is missing, mistyped or has been deleted. Copy it again from the API Keys section of your account dashboard.</source>
        <translation>サービスがキーを拒否しました（401）。キーがないか、入力ミスがあるか、削除されています。アカウントのダッシュボードのAPI Keysセクションからもう一度コピーしてください。</translation>
    </message>
    <message>
        <source>The key is valid, but its plan does not include the hosted payment endpoints (403). Use a key whose plan includes them, or upgrade the plan.</source>
        <translation>キーは有効ですが、そのプランにはホスト型支払いのエンドポイントが含まれていません（403）。これらを含むプランのキーを使用するか、プランをアップグレードしてください。</translation>
    </message>
    <message>
        <source>The service could not be reached to test the key. %1</source>
        <translation>キーをテストするためにサービスに接続できませんでした。%1</translation>
    </message>
    <message>
        <source>The key could not be tested: %1</source>
        <translation>キーをテストできませんでした：%1</translation>
    </message>
    <message>
        <source>The new key was not stored and the old key is still in use: %1</source>
        <translation>新しいキーは保存されず、古いキーを引き続き使用しています：%1</translation>
    </message>
    <message>
        <source>Enter the API key first.</source>
        <translation>先にAPIキーを入力してください。</translation>
    </message>
    <message>
        <source>The key could not be stored in the system keychain: %1</source>
        <translation>キーをシステムのキーチェーンに保存できませんでした：%1</translation>
    </message>
    <message>
        <source>The API key is stored in the system keychain and in use.</source>
        <translation>APIキーはシステムのキーチェーンに保存され、使用中です。</translation>
    </message>
    <message>
        <source>The new key is tested, stored and in use; the old key was deleted from the keychain. Delete it in your account dashboard too.</source>
        <translation>新しいキーはテスト済みで、保存され、使用中です。古いキーはキーチェーンから削除しました。アカウントのダッシュボードでも削除してください。</translation>
    </message>
</context>
<context>
    <name>paydesk::ApiReply</name>
    <message>
        <source>Waiting for the rate limit of the API key</source>
        <translation>APIキーのレート制限により待機中</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>キャンセルされました。</translation>
    </message>
    <message>
        <source>The connection timed out.</source>
        <translation>接続がタイムアウトしました。</translation>
    </message>
    <message>
        <source>Network error: %1</source>
        <translation>ネットワークエラー：%1</translation>
    </message>
    <message>
        <source>Unexpected answer from the service (%1).</source>
        <translation>サービスから予期しない応答がありました（%1）。</translation>
    </message>
    <message>
        <source>Rate limited by the service; retrying</source>
        <translation>サービスによりレート制限されています。再試行中</translation>
    </message>
    <message>
        <source>Retrying after: %1</source>
        <translation>再試行します：%1</translation>
    </message>
    <message numerus="yes">
        <source>No answer within %n second(s).</source>
        <translation>
            <numerusform>%n秒以内に応答がありませんでした。</numerusform>
        </translation>
    </message>
    <message>
        <source>The service closed the connection without answering.</source>
        <translation>サービスが応答せずに接続を閉じました。</translation>
    </message>
    <message>
        <source>Secure connection failed: %1.</source>
        <translation>安全な接続に失敗しました: %1。</translation>
    </message>
</context>
<context>
    <name>paydesk::AppContext</name>
    <message>
        <source>The data folder %1 cannot be created.</source>
        <translation>データフォルダー%1を作成できません。</translation>
    </message>
    <message>
        <source>The history cache cannot be set up: %1</source>
        <translation>履歴キャッシュを準備できません：%1</translation>
    </message>
    <message>
        <source>The database cannot be opened: %1</source>
        <translation>データベースを開けません：%1</translation>
    </message>
    <message>
        <source>The history cache cannot be opened: %1</source>
        <translation>履歴キャッシュを開けません: %1</translation>
    </message>
</context>
<context>
    <name>paydesk::AppLock</name>
    <message>
        <source>Paydesk is locked. Unlock it with your passphrase; nothing was signed or sent.</source>
        <translation>Paydeskはロックされています。パスフレーズでロックを解除してください。何も署名も送信もされていません。</translation>
    </message>
    <message>
        <source>The lock&apos;s entry in the keychain (&quot;%1&quot;) is damaged. Delete it with your keychain&apos;s manager to start over.</source>
        <translation>キーチェーン内のロックのエントリー（&quot;%1&quot;）が破損しています。キーチェーンの管理ツールでこのエントリーを削除して、最初からやり直してください。</translation>
    </message>
    <message>
        <source>The lock passphrase is no longer in the keychain, so Paydesk is not locked. Set a new passphrase in Settings to lock it again.</source>
        <translation>ロック用パスフレーズがキーチェーンにもうないため、Paydeskはロックされていません。再びロックするには、設定で新しいパスフレーズを設定してください。</translation>
    </message>
    <message>
        <source>Paydesk is still checking the previous passphrase.</source>
        <translation>Paydeskは前回のパスフレーズをまだ確認しています。</translation>
    </message>
    <message>
        <source>Paydesk is still reading the keychain; try again in a moment.</source>
        <translation>Paydeskはまだキーチェーンを読み込んでいます。しばらくしてからもう一度お試しください。</translation>
    </message>
    <message>
        <source>Wait %1 s before the next try.</source>
        <translation>次の試行まで%1秒お待ちください。</translation>
    </message>
    <message>
        <source>No lock passphrase is set.</source>
        <translation>ロック用パスフレーズが設定されていません。</translation>
    </message>
    <message>
        <source>The lock cannot be set up: %1</source>
        <translation>ロックを設定できません：%1</translation>
    </message>
    <message>
        <source>Unlock Paydesk first.</source>
        <translation>先にPaydeskのロックを解除してください。</translation>
    </message>
    <message>
        <source>The passphrase needs at least %1 characters.</source>
        <translation>パスフレーズは%1文字以上必要です。</translation>
    </message>
    <message>
        <source>The passphrase could not be removed: %1</source>
        <translation>パスフレーズを削除できませんでした：%1</translation>
    </message>
    <message>
        <source>The passphrase cannot be checked: %1</source>
        <translation>パスフレーズを確認できません：%1</translation>
    </message>
    <message>
        <source>The passphrase could not be hashed (not enough memory?).</source>
        <translation>パスフレーズをハッシュ化できませんでした（メモリ不足の可能性があります）。</translation>
    </message>
    <message>
        <source>Wrong passphrase. Try again in %1 s.</source>
        <translation>パスフレーズが違います。%1秒後にもう一度お試しください。</translation>
    </message>
</context>
<context>
    <name>paydesk::BalanceBook</name>
    <message>
        <source>Not a wallet address.</source>
        <translation>ウォレットのアドレスではありません。</translation>
    </message>
    <message>
        <source>The RPC node&apos;s answer to getBalance is not readable.</source>
        <translation>getBalanceに対するRPCノードの応答を読み取れません。</translation>
    </message>
    <message>
        <source>Reading balance…</source>
        <translation>残高を読み取っています…</translation>
    </message>
    <message>
        <source>%1 (could not refresh: %2)</source>
        <translation>%1（更新できませんでした：%2）</translation>
    </message>
    <message>
        <source>Balance unavailable: %1</source>
        <translation>残高を取得できません：%1</translation>
    </message>
    <message>
        <source>No EVM network is set up to read balances from.</source>
        <translation>残高を読み取るEVMネットワークが設定されていません。</translation>
    </message>
    <message>
        <source>No Solana RPC endpoint is set up to read balances from.</source>
        <translation>残高を読み取るSolanaのRPCエンドポイントが設定されていません。</translation>
    </message>
    <message>
        <source>The balance is too large to show.</source>
        <translation>残高が大きすぎて表示できません。</translation>
    </message>
    <message>
        <source>The RPC node&apos;s answer to eth_getBalance is not readable.</source>
        <translation>eth_getBalanceに対するRPCノードの応答を読み取れません。</translation>
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
        <translation>確認せずに支払う</translation>
    </message>
    <message>
        <source>Asks every time</source>
        <translation>毎回確認する</translation>
    </message>
    <message>
        <source>Ended: asks every time</source>
        <translation>終了：毎回確認</translation>
    </message>
    <message>
        <source>Pays without asking until %1</source>
        <translation>%1 まで確認なしで支払う</translation>
    </message>
</context>
<context>
    <name>paydesk::ChannelController</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>This channel is closed: nothing is left in it.</source>
        <translation>このチャネルは閉じています。残高はありません。</translation>
    </message>
    <message>
        <source>Paydesk knows no URL of this seller to ask for the refund: withdraw instead.</source>
        <translation>Paydesk はこの販売者に返金を求める URL を知りません。代わりに引き出してください。</translation>
    </message>
    <message>
        <source>Wait until the refund or withdrawal under way has ended.</source>
        <translation>進行中の返金または引き出しが終わるまでお待ちください。</translation>
    </message>
    <message>
        <source>Paydesk has no channel %1.</source>
        <translation>Paydesk にはチャネル %1 がありません。</translation>
    </message>
    <message>
        <source>No EVM node is set: choose one for %1 in Settings.</source>
        <translation>EVM ノードが設定されていません。設定で %1 用のノードを選んでください。</translation>
    </message>
</context>
<context>
    <name>paydesk::ChannelsModel</name>
    <message>
        <source>%1 atomic units</source>
        <translation>%1 アトミック単位</translation>
    </message>
    <message>
        <source>Open, deposit pending</source>
        <translation>オープン（デポジット保留中）</translation>
    </message>
    <message>
        <source>Open, idle</source>
        <translation>オープン（未使用）</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>オープン</translation>
    </message>
    <message>
        <source>Withdrawing</source>
        <translation>引き出し中</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Closed</source>
        <translation>クローズ</translation>
    </message>
    <message>
        <source>Channel %1</source>
        <translation>チャネル %1</translation>
    </message>
    <message>
        <source>Paid from %1 to %2</source>
        <translation>%1 から %2 へ支払い</translation>
    </message>
    <message>
        <source>The seller may claim at most %1.</source>
        <translation>販売者が請求できるのは最大 %1 です。</translation>
    </message>
    <message>
        <source>Last paid URL: %1</source>
        <translation>最後に支払った URL: %1</translation>
    </message>
    <message>
        <source>Withdrawal asked on %1</source>
        <translation>%1 に引き出しを申請</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>メモ: %1</translation>
    </message>
    <message>
        <source>What the seller has not charged: it comes back by a refund or a withdrawal</source>
        <translation>販売者が請求していない分。返金または引き出しで戻ります</translation>
    </message>
    <message>
        <source>What the seller charged for the requests paid through the channel</source>
        <translation>チャネル経由で支払ったリクエストに対して販売者が請求した額</translation>
    </message>
    <message numerus="yes">
        <source>%n channel(s) idle for a week still hold %1: ask for a refund.</source>
        <translation>
            <numerusform>1 週間使われていない %n 件のチャネルに、まだ %1 が残っています。返金を求めてください。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paydesk::EventStream</name>
    <message>
        <source>No service or API key yet.</source>
        <translation>サービスまたは API キーがまだありません。</translation>
    </message>
    <message>
        <source>The service refused the events connection (%1).</source>
        <translation>サービスがイベント接続を拒否しました（%1）。</translation>
    </message>
    <message>
        <source>This service offers no live events; Paydesk checks for changes itself.</source>
        <translation>このサービスにはライブイベントがありません。Paydesk が自分で変更を確認します。</translation>
    </message>
</context>
<context>
    <name>paydesk::EvmLocalPayments</name>
    <message>
        <source>Only an EVM payment that still waits for a block can be sped up or cancelled.</source>
        <translation>高速化またはキャンセルできるのは、まだブロックを待っているEVMの支払いだけです。</translation>
    </message>
</context>
<context>
    <name>paydesk::EvmLocalSends</name>
    <message>
        <source>No EVM node is set: add one for the wallet&apos;s network in Settings.</source>
        <translation>EVMノードが設定されていません。設定で、ウォレットのネットワーク用のノードを追加してください。</translation>
    </message>
</context>
<context>
    <name>paydesk::EvmNodeSettings</name>
    <message>
        <source>Ethereum (real money)</source>
        <translation>Ethereum（実際の資金）</translation>
    </message>
    <message>
        <source>Base (real money)</source>
        <translation>Base（実際の資金）</translation>
    </message>
    <message>
        <source>Base Sepolia (test funds)</source>
        <translation>Base Sepolia（テスト用資金）</translation>
    </message>
    <message>
        <source>Polygon (real money)</source>
        <translation>Polygon（実際の資金）</translation>
    </message>
    <message>
        <source>Arbitrum One (real money)</source>
        <translation>Arbitrum One（実際の資金）</translation>
    </message>
    <message>
        <source>Sandbox&apos;s own EVM chain (test funds)</source>
        <translation>サンドボックス独自のEVMチェーン（テスト用資金）</translation>
    </message>
    <message>
        <source>Custom URL</source>
        <translation>カスタムURL</translation>
    </message>
    <message>
        <source>custom endpoint</source>
        <translation>カスタムエンドポイント</translation>
    </message>
    <message>
        <source>The sandbox answers Ethereum JSON-RPC itself (chain %1): test funds only.</source>
        <translation>サンドボックス自体がEthereum JSON-RPCに応答します（チェーン%1）：テスト用資金のみ。</translation>
    </message>
    <message>
        <source>Any chain: the check names the chain the node is on.</source>
        <translation>任意のチェーン：確認するとノードのチェーンが表示されます。</translation>
    </message>
    <message>
        <source>Chain %1. Paste your own node&apos;s URL to use it instead of the public one.</source>
        <translation>チェーン%1。公開ノードの代わりに自分のノードを使うには、そのURLを貼り付けてください。</translation>
    </message>
    <message>
        <source>EVM wallets are now read through %1.</source>
        <translation>EVMウォレットは今後%1で読み取ります。</translation>
    </message>
    <message>
        <source>Enter a URL, not a network name.</source>
        <translation>ネットワーク名ではなくURLを入力してください。</translation>
    </message>
    <message>
        <source>The sandbox&apos;s EVM chain exists only while Paydesk uses the built-in sandbox.</source>
        <translation>サンドボックスのEVMチェーンは、Paydeskが内蔵のサンドボックスを使用している間のみ存在します。</translation>
    </message>
    <message>
        <source>Healthy: chain %1, block %2, answered in %3 ms.</source>
        <translation>正常：チェーン%1、ブロック%2、%3ミリ秒で応答しました。</translation>
    </message>
    <message>
        <source>Not usable: %1</source>
        <translation>使用できません：%1</translation>
    </message>
    <message>
        <source>Add test &amp;ETH and USDC</source>
        <translation>テスト用 ETH と USDC を追加(&amp;E)</translation>
    </message>
</context>
<context>
    <name>paydesk::ExtraCertificates</name>
    <message>
        <source>If the server&apos;s certificate comes from an authority you trust that this system does not, name its PEM file in %1.</source>
        <translation>サーバーの証明書が、このシステムは信頼していないがあなたが信頼する認証局によるものなら、その PEM ファイルを %1 に指定してください。</translation>
    </message>
    <message>
        <source>%1 names %2, which cannot be read (%3). Fix the path or unset the variable; only the system&apos;s certificate authorities are trusted meanwhile.</source>
        <translation>%1 が指す %2 を読み取れません (%3)。パスを直すか変数を外してください。それまではシステムの認証局だけを信頼します。</translation>
    </message>
    <message>
        <source>%1 names %2, which holds no PEM certificate (&quot;-----BEGIN CERTIFICATE-----&quot;). Only the system&apos;s certificate authorities are trusted meanwhile.</source>
        <translation>%1 が指す %2 には PEM 証明書 (「-----BEGIN CERTIFICATE-----」) がありません。それまではシステムの認証局だけを信頼します。</translation>
    </message>
</context>
<context>
    <name>paydesk::HistoryTableModel</name>
    <message>
        <source>Sent</source>
        <translation>送金</translation>
    </message>
    <message>
        <source>Received</source>
        <translation>受取</translation>
    </message>
    <message>
        <source>Pending</source>
        <translation>保留中</translation>
    </message>
    <message>
        <source>Submitted</source>
        <translation>送信済み</translation>
    </message>
    <message>
        <source>Confirmed</source>
        <translation>確認済み</translation>
    </message>
    <message>
        <source>Finalized</source>
        <translation>確定済み</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <source>Expired</source>
        <translation>期限切れ</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>Not signed, nothing charged</source>
        <translation>未署名、請求なし</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Sort by date and clear the type and search filters to see the balance after each payment.</source>
        <translation>各支払い後の残高を表示するには、日付で並べ替え、種類と検索のフィルターを解除してください。</translation>
    </message>
    <message>
        <source>The wallet&apos;s balance is not known yet: refresh, or check the RPC endpoint in Settings.</source>
        <translation>ウォレットの残高はまだ不明です。更新するか、設定で RPC エンドポイントを確認してください。</translation>
    </message>
    <message>
        <source>Cannot be worked out: a payment this history does not hold changed the balance (one made outside Paydesk, or one whose amount is unknown).</source>
        <translation>計算できません。この履歴にない支払い（Paydesk 外で行われたもの、または金額が不明なもの）が残高を変えました。</translation>
    </message>
    <message>
        <source>Worked back from the balance now, %1 %2, through the later payments in this history. A transfer made outside Paydesk is not counted.</source>
        <translation>現在の残高 %1 %2 から、この履歴の後続の支払いをさかのぼって計算しています。Paydesk 外の送金は含まれません。</translation>
    </message>
    <message>
        <source>%1
The service says: %2</source>
        <translation>%1
サービスの表示: %2</translation>
    </message>
    <message>
        <source>Paid by the sender: %1</source>
        <translation>送信者が支払い: %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>The seller&apos;s receipt: transaction %1 on %2, paid by %3.</source>
        <translation>販売者の領収書: %2 上のトランザクション %1、支払者 %3。</translation>
    </message>
    <message>
        <source>an unnamed payer</source>
        <translation>名前のない支払者</translation>
    </message>
    <message>
        <source>%1 · by the agent %2</source>
        <translation>%1 · エージェント %2 による支払い</translation>
    </message>
    <message>
        <source>Paid by the agent %1.</source>
        <translation>エージェント%1が支払いました。</translation>
    </message>
    <message>
        <source>A payment in %1: it moved no %2, and the balance after each payment is worked out in %2. The page&apos;s header shows what the wallet holds of each.</source>
        <translation>%1 での支払いです。%2 は動いておらず、各支払い後の残高は %2 で計算されます。ページのヘッダーに、ウォレットが保有する各資産が表示されます。</translation>
    </message>
    <message>
        <source>A usage price: charged %1 of up to %2 authorized.</source>
        <translation>従量制の価格: 承認した最大 %2 のうち %1 が請求されました。</translation>
    </message>
    <message>
        <source>A usage price of up to %1: not charged yet. The seller may settle it until the authorization expires.</source>
        <translation>最大 %1 の従量制の価格: まだ請求されていません。承認の期限まで販売者は決済できます。</translation>
    </message>
    <message>
        <source>up to %1</source>
        <translation>最大 %1</translation>
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
        <translation>確認済み</translation>
    </message>
    <message>
        <source>failed on chain (the network fee was charged, the amount was not)</source>
        <translation>チェーン上で失敗しました（ネットワーク手数料は請求され、金額は請求されませんでした）</translation>
    </message>
    <message>
        <source>expired: nothing was charged</source>
        <translation>期限切れ：何も請求されませんでした</translation>
    </message>
    <message>
        <source>refused by the network: nothing was charged</source>
        <translation>ネットワークに拒否されました：何も請求されませんでした</translation>
    </message>
    <message>
        <source>still open: Paydesk follows it again on the next start</source>
        <translation>未完了：次回の起動時にPaydeskが再度追跡します</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1：%2。</translation>
    </message>
    <message>
        <source>Unfinished local payments from an earlier session resumed: %1.</source>
        <translation>以前のセッションで未完了だったローカルの支払いの追跡を再開しました：%1。</translation>
    </message>
    <message>
        <source>Receipt of %1</source>
        <translation>%1の受取</translation>
    </message>
    <message>
        <source>Payment of %1 to %2</source>
        <translation>%2への%1の支払い</translation>
    </message>
</context>
<context>
    <name>paydesk::LocalWalletModel</name>
    <message>
        <source>New recovery phrase · %1</source>
        <translation>新しいリカバリーフレーズ · %1</translation>
    </message>
    <message>
        <source>Imported phrase · %1</source>
        <translation>インポートしたフレーズ · %1</translation>
    </message>
    <message>
        <source>Keypair file</source>
        <translation>キーペアファイル</translation>
    </message>
    <message>
        <source>Secret key</source>
        <translation>秘密鍵</translation>
    </message>
    <message>
        <source>(no label)</source>
        <translation>（ラベルなし）</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Added account · %1</source>
        <translation>追加したアカウント · %1</translation>
    </message>
    <message>
        <source>Keystore file</source>
        <translation>キーストアファイル</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Not a wallet address.</source>
        <translation>ウォレットのアドレスではありません。</translation>
    </message>
</context>
<context>
    <name>paydesk::MetadataModel</name>
    <message>
        <source>Every metadata value needs a key.</source>
        <translation>すべてのメタデータの値にキーが必要です。</translation>
    </message>
    <message>
        <source>The metadata key &quot;%1&quot; is used twice.</source>
        <translation>メタデータのキー&quot;%1&quot;が2回使われています。</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>キー</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>値</translation>
    </message>
</context>
<context>
    <name>paydesk::NodeSettings</name>
    <message>
        <source>Choose one of the networks listed.</source>
        <translation>一覧にあるネットワークのいずれかを選んでください。</translation>
    </message>
    <message>
        <source>Enter the URL of the RPC endpoint, e.g. https://rpc.example.com.</source>
        <translation>RPCエンドポイントのURLを入力してください（例：https://rpc.example.com）。</translation>
    </message>
    <message>
        <source>No RPC endpoint is set.</source>
        <translation>RPCエンドポイントが設定されていません。</translation>
    </message>
</context>
<context>
    <name>paydesk::PayController</name>
    <message>
        <source>A fetch is already under way.</source>
        <translation>すでに取得を実行中です。</translation>
    </message>
    <message>
        <source>Choose the wallet to pay from first.</source>
        <translation>まず支払い元ウォレットを選択してください。</translation>
    </message>
    <message>
        <source>No: the wallet holds %1, less than the price of %2.</source>
        <translation>いいえ：ウォレットの残高は%1で、価格%2に足りません。</translation>
    </message>
    <message>
        <source>No: %1</source>
        <translation>いいえ：%1</translation>
    </message>
    <message>
        <source>Balance unknown (%1). %2 Paid only if you approve this one payment.</source>
        <translation>残高不明（%1）。%2この1件の支払いを承認した場合にのみ支払われます。</translation>
    </message>
    <message>
        <source>Balance unknown (%1): Paydesk cannot tell whether the wallet covers it.</source>
        <translation>残高不明（%1）：ウォレットで支払えるかどうか、Paydeskでは判断できません。</translation>
    </message>
    <message>
        <source>Only if you approve this one payment: %1 Balance: %2.</source>
        <translation>この1件の支払いを承認した場合のみ：%1残高：%2。</translation>
    </message>
    <message>
        <source>Yes: within this site&apos;s budget, paid without asking (balance %1).</source>
        <translation>はい：このサイトの予算内のため、確認なしで支払われます（残高%1）。</translation>
    </message>
    <message>
        <source>Yes, after you confirm (balance %1).</source>
        <translation>はい、確認後に支払われます（残高%1）。</translation>
    </message>
    <message>
        <source>No EVM node is set: choose one for %1 in Settings.</source>
        <translation>EVM ノードが設定されていません。設定で %1 用のノードを選んでください。</translation>
    </message>
</context>
<context>
    <name>paydesk::PaymentFieldsModel</name>
    <message>
        <source>Payment id</source>
        <translation>支払いID</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>ステータス</translation>
    </message>
    <message>
        <source>Direction</source>
        <translation>方向</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>ネットワーク</translation>
    </message>
    <message>
        <source>From</source>
        <translation>送金元</translation>
    </message>
    <message>
        <source>To</source>
        <translation>送金先</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>金額</translation>
    </message>
    <message>
        <source>Network fee</source>
        <translation>ネットワーク手数料</translation>
    </message>
    <message>
        <source>Priority fee</source>
        <translation>優先手数料</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>署名</translation>
    </message>
    <message>
        <source>Block height</source>
        <translation>ブロック高</translation>
    </message>
    <message>
        <source>Resource</source>
        <translation>リソース</translation>
    </message>
    <message>
        <source>Metadata</source>
        <translation>メタデータ</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>作成日時</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>更新日時</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>エラー</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>項目</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>値</translation>
    </message>
    <message>
        <source>Authorized at most</source>
        <translation>承認上限</translation>
    </message>
</context>
<context>
    <name>paydesk::SecretStore</name>
    <message>
        <source>No such entry in the keychain.</source>
        <translation>キーチェーンに該当するエントリーがありません。</translation>
    </message>
    <message>
        <source>The keychain is locked or refused access. Unlock it (on Linux: log in to your desktop session, or unlock the &quot;login&quot; keyring in Passwords and Keys) and try again.</source>
        <translation>キーチェーンがロックされているか、アクセスが拒否されました。ロックを解除してから（Linuxの場合：デスクトップセッションにログインするか、「パスワードと鍵」で&quot;login&quot;キーリングのロックを解除します）、もう一度お試しください。</translation>
    </message>
    <message>
        <source>No secure keychain is available. On Linux, Paydesk needs a Secret Service provider (GNOME Keyring or KWallet) running in your session: install gnome-keyring and log in again.</source>
        <translation>安全なキーチェーンを利用できません。Linuxでは、セッションでSecret Serviceプロバイダー（GNOME KeyringまたはKWallet）が動作している必要があります。gnome-keyringをインストールして、再度ログインしてください。</translation>
    </message>
    <message>
        <source>This system&apos;s keychain is not supported.</source>
        <translation>このシステムのキーチェーンはサポートされていません。</translation>
    </message>
    <message>
        <source>No secure keychain is reachable (%1). On Linux, Paydesk needs the Secret Service (org.freedesktop.secrets, e.g. GNOME Keyring) on your session&apos;s D-Bus: install gnome-keyring, make sure a login keyring exists and is unlocked, and try again.</source>
        <translation>安全なキーチェーンに接続できません（%1）。Linuxでは、PaydeskにはセッションのD-Bus上のSecret Service（org.freedesktop.secrets、例：GNOME Keyring）が必要です。gnome-keyringをインストールし、ログインキーリングが存在してロック解除されていることを確認してから、もう一度お試しください。</translation>
    </message>
    <message>
        <source>The keychain failed: %1</source>
        <translation>キーチェーンでエラーが発生しました：%1</translation>
    </message>
</context>
<context>
    <name>paydesk::SolanaLocalSends</name>
    <message>
        <source>Paydesk cannot sign Solana payments here: this program has no Solana node settings.</source>
        <translation>Paydeskはここでは Solana の支払いに署名できません。このプログラムには Solana ノードの設定がありません。</translation>
    </message>
</context>
<context>
    <name>paydesk::SolanaNodeSettings</name>
    <message>
        <source>Mainnet beta (real money)</source>
        <translation>Mainnet beta（実際の資金）</translation>
    </message>
    <message>
        <source>Devnet (test funds)</source>
        <translation>Devnet（テスト用資金）</translation>
    </message>
    <message>
        <source>Testnet (test funds)</source>
        <translation>Testnet（テスト用資金）</translation>
    </message>
    <message>
        <source>Sandbox&apos;s own RPC (test funds)</source>
        <translation>サンドボックス独自のRPC（テスト用資金）</translation>
    </message>
    <message>
        <source>Custom URL</source>
        <translation>カスタムURL</translation>
    </message>
    <message>
        <source>The sandbox answers Solana JSON-RPC itself: test funds only.</source>
        <translation>サンドボックス自体がSolana JSON-RPCに応答します：テスト用資金のみ。</translation>
    </message>
    <message>
        <source>Paste your own node&apos;s URL to use it instead of the public one.</source>
        <translation>公開ノードの代わりに自分のノードを使うには、そのURLを貼り付けてください。</translation>
    </message>
    <message>
        <source>Local payments now go through %1.</source>
        <translation>ローカルでの支払いは今後%1を経由します。</translation>
    </message>
    <message>
        <source>Enter a URL, not a cluster name.</source>
        <translation>クラスター名ではなくURLを入力してください。</translation>
    </message>
    <message>
        <source>The sandbox&apos;s RPC exists only while Paydesk uses the built-in sandbox.</source>
        <translation>サンドボックスのRPCは、Paydeskが内蔵のサンドボックスを使用している間のみ存在します。</translation>
    </message>
    <message>
        <source>Healthy: block height %1, answered in %2 ms.</source>
        <translation>正常：ブロック高%1、%2ミリ秒で応答しました。</translation>
    </message>
    <message>
        <source>Not usable: %1</source>
        <translation>使用できません：%1</translation>
    </message>
    <message>
        <source>Add test &amp;SOL and USDC</source>
        <translation>テスト用 SOL と USDC を追加(&amp;S)</translation>
    </message>
    <message>
        <source>Add 5 &amp;test SOL</source>
        <translation>テスト用の5 SOLを追加(&amp;T)</translation>
    </message>
</context>
<context>
    <name>paydesk::SpendingRules</name>
    <message>
        <source>Tokens cannot be added here: the app&apos;s database is not open.</source>
        <translation>ここではトークンを追加できません: アプリのデータベースが開かれていません。</translation>
    </message>
    <message>
        <source>Tokens cannot be removed here: the app&apos;s database is not open.</source>
        <translation>ここではトークンを削除できません: アプリのデータベースが開かれていません。</translation>
    </message>
</context>
<context>
    <name>paydesk::StatusTimelineModel</name>
    <message>
        <source>%1 (passed)</source>
        <translation>%1（通過）</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1, current state</source>
        <translation>%1、現在の状態</translation>
    </message>
    <message>
        <source>%1, reached</source>
        <translation>%1、到達済み</translation>
    </message>
    <message>
        <source>%1, not reached</source>
        <translation>%1、未到達</translation>
    </message>
</context>
<context>
    <name>paydesk::VerifyController</name>
    <message>
        <source>The service did not confirm the payment.</source>
        <translation>サービスは支払いを確認しませんでした。</translation>
    </message>
</context>
<context>
    <name>paydesk::VersionInfo</name>
    <message>
        <source>%1 (built with %2)</source>
        <translation>%1（%2でビルド）</translation>
    </message>
</context>
<context>
    <name>paydesk::WalletChoiceModel</name>
    <message>
        <source>%1 · on this computer</source>
        <translation>%1 · このコンピューター上</translation>
    </message>
</context>
<context>
    <name>paydesk::WalletListModel</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>(no label)</source>
        <translation>（ラベルなし）</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>既定</translation>
    </message>
    <message>
        <source>%1, default wallet</source>
        <translation>%1、既定のウォレット</translation>
    </message>
    <message>
        <source>This wallet is already in the list.</source>
        <translation>このウォレットはすでにリストにあります。</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
</context>
<context>
    <name>paydesk::WalletSetupController</name>
    <message>
        <source>A recovery phrase has 12 or 24 words.</source>
        <translation>リカバリーフレーズは12語または24語です。</translation>
    </message>
    <message>
        <source>Check your written copy of the recovery phrase first.</source>
        <translation>まず、書き留めたリカバリーフレーズを確認してください。</translation>
    </message>
    <message>
        <source>This wallet is already on this computer (%1).</source>
        <translation>このウォレットはすでにこのコンピューターにあります（%1）。</translation>
    </message>
    <message>
        <source>Choose at least one account to import: Solana, EVM or both.</source>
        <translation>インポートするアカウント（Solana、EVM、またはその両方）を1つ以上選択してください。</translation>
    </message>
    <message>
        <source>Cannot read the keystore file %1: %2. Choose the file again.</source>
        <translation>キーストアファイル%1を読み取れません：%2。ファイルをもう一度選択してください。</translation>
    </message>
    <message>
        <source>Type the keystore file&apos;s password. Paydesk uses it once to open the file and never stores it.</source>
        <translation>キーストアファイルのパスワードを入力してください。Paydeskはファイルを開くために一度だけ使用し、保存することはありません。</translation>
    </message>
    <message>
        <source>The import was cancelled; nothing was stored.</source>
        <translation>インポートはキャンセルされました。何も保存されていません。</translation>
    </message>
</context>
<context>
    <name>paydesk::agents::AgentIdentity</name>
    <message>
        <source>No agent token: give the token &apos;paydesk-cli agent add&apos; printed (PAYDESK_AGENT_TOKEN for paydesk-cli mcp, the Proxy-Authorization header for the proxy). Nothing can be paid without it.</source>
        <translation>エージェントトークンがありません：&apos;paydesk-cli agent add&apos;が表示したトークンを渡してください（paydesk-cli mcpではPAYDESK_AGENT_TOKEN、プロキシではProxy-Authorizationヘッダー）。トークンがなければ何も支払えません。</translation>
    </message>
    <message>
        <source>This agent token is not one Paydesk made, or its agent was removed: ask the user for the agent&apos;s token (&apos;paydesk-cli agent token NAME&apos;). Nothing was paid.</source>
        <translation>このエージェントトークンはPaydeskが発行したものではないか、そのエージェントは削除されています。ユーザーにエージェントのトークンを尋ねてください（&apos;paydesk-cli agent token NAME&apos;）。何も支払われていません。</translation>
    </message>
    <message>
        <source>This agent token is no longer valid: ask the user for the agent&apos;s current token. Nothing was paid.</source>
        <translation>このエージェントトークンはもう有効ではありません。ユーザーにエージェントの現在のトークンを尋ねてください。何も支払われていません。</translation>
    </message>
    <message>
        <source>Paydesk could not read the agent&apos;s token from the keychain (%1), so it pays nothing.</source>
        <translation>Paydeskはキーチェーンからエージェントのトークンを読み取れなかった（%1）ため、何も支払いません。</translation>
    </message>
</context>
<context>
    <name>paydesk::agents::AgentProxy</name>
    <message>
        <source>The proxy pays from your wallets: it listens on this computer only (127.0.0.1 or ::1), not on %1.</source>
        <translation>プロキシはあなたのウォレットから支払うため、このコンピューター上（127.0.0.1または::1）でのみ待ち受けます。%1では待ち受けません。</translation>
    </message>
    <message>
        <source>The proxy is stopping; nothing was paid.</source>
        <translation>プロキシは停止処理中です。何も支払われていません。</translation>
    </message>
    <message>
        <source>Paydesk cannot pay inside a CONNECT tunnel (the 402 is encrypted there). Send the request to the proxy as &quot;GET https://…&quot;, or to http://127.0.0.1:%1/https://….</source>
        <translation>PaydeskはCONNECTトンネル内では支払えません（そこでは402が暗号化されています）。リクエストは&quot;GET https://…&quot;としてプロキシに送るか、http://127.0.0.1:%1/https://…に送ってください。</translation>
    </message>
    <message>
        <source>Send a whole URL through the proxy: &quot;GET https://api.example/data&quot; as a proxy request, or http://127.0.0.1:%1/https://api.example/data.</source>
        <translation>プロキシには完全なURLを送ってください：プロキシリクエストとして&quot;GET https://api.example/data&quot;、またはhttp://127.0.0.1:%1/https://api.example/data。</translation>
    </message>
    <message>
        <source>Paydesk-Max-Price is an amount and its asset: &quot;0.01 USDC&quot;. %1</source>
        <translation>Paydesk-Max-Priceには金額と資産を指定します：&quot;0.01 USDC&quot;。%1</translation>
    </message>
</context>
<context>
    <name>paydesk::agents::ApprovalClient</name>
    <message>
        <source>The Paydesk desktop app is not running, so nobody could approve it.</source>
        <translation>Paydeskのデスクトップアプリが実行されていないため、誰も承認できませんでした。</translation>
    </message>
    <message numerus="yes">
        <source>Nobody approved it in the desktop app within %n second(s).</source>
        <translation>
            <numerusform>%n秒以内にデスクトップアプリで承認されませんでした。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paydesk::agents::McpServer</name>
    <message>
        <source>The message is longer than Paydesk reads (8 MiB).</source>
        <translation>メッセージが、Paydeskが読み取れる長さ（8 MiB）を超えています。</translation>
    </message>
    <message>
        <source>The message is not JSON.</source>
        <translation>メッセージがJSONではありません。</translation>
    </message>
    <message>
        <source>A message is one JSON-RPC 2.0 request object (batches are not part of MCP).</source>
        <translation>メッセージは1つのJSON-RPC 2.0リクエストオブジェクトです（バッチはMCPに含まれません）。</translation>
    </message>
    <message>
        <source>A request&apos;s id is a string or an integer.</source>
        <translation>リクエストのidは文字列または整数です。</translation>
    </message>
    <message>
        <source>params is an object.</source>
        <translation>paramsはオブジェクトです。</translation>
    </message>
    <message>
        <source>Paydesk pays x402 (HTTP 402) resources for you from its user&apos;s wallet, within the budgets the user gave this agent. Call quote first to see what a URL costs; fetch_paid_resource pays at most max_price. Payments above your automatic limit or to a new site need the user&apos;s approval.</source>
        <translation>Paydeskは、ユーザーがこのエージェントに設定した予算の範囲内で、ユーザーのウォレットからx402（HTTP 402）リソースの代金をあなたに代わって支払います。まずquoteを呼び出して、URLの費用を確認してください。fetch_paid_resourceはmax_priceまでしか支払いません。自動支払いの上限を超える支払いや、新しいサイトへの支払いには、ユーザーの承認が必要です。</translation>
    </message>
    <message>
        <source>Paydesk&apos;s MCP server has no method %1.</source>
        <translation>PaydeskのMCPサーバーにはメソッド%1がありません。</translation>
    </message>
    <message>
        <source>Unknown tool %1: tools/list names Paydesk&apos;s tools.</source>
        <translation>不明なツール%1です：Paydeskのツールはtools/listで確認できます。</translation>
    </message>
    <message>
        <source>A tool&apos;s arguments are an object.</source>
        <translation>ツールの引数はオブジェクトです。</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::CliAgents</name>
    <message>
        <source>paydesk-cli: error: %1</source>
        <translation>paydesk-cli: エラー: %1</translation>
    </message>
    <message>
        <source>agent %1 needs the agent&apos;s name.</source>
        <translation>agent %1にはエージェントの名前が必要です。</translation>
    </message>
    <message>
        <source>There is no agent called &quot;%1&quot;: &apos;paydesk-cli agent list&apos; shows them.</source>
        <translation>&quot;%1&quot;という名前のエージェントはありません：エージェントの一覧は&apos;paydesk-cli agent list&apos;で表示できます。</translation>
    </message>
    <message>
        <source>Paused %1: it pays nothing until you resume it.</source>
        <translation>%1を一時停止しました：再開するまで何も支払いません。</translation>
    </message>
    <message>
        <source>Resumed %1: it pays again within its budgets.</source>
        <translation>%1を再開しました：予算の範囲内で再び支払います。</translation>
    </message>
    <message>
        <source>agent %1 needs the agent&apos;s name and a site&apos;s http:// or https:// URL.</source>
        <translation>agent %1には、エージェントの名前と、サイトのhttp://またはhttps://のURLが必要です。</translation>
    </message>
    <message>
        <source>%1 may pay %2 within its budgets without asking you.</source>
        <translation>%1は、予算の範囲内で、確認なしに%2へ支払えます。</translation>
    </message>
    <message>
        <source>%1 is not on the sites of %2.</source>
        <translation>%1は%2のサイトに含まれていません。</translation>
    </message>
    <message>
        <source>%1 asks you before paying %2 again.</source>
        <translation>%1は、%2へ支払う前に再びあなたに確認します。</translation>
    </message>
    <message>
        <source>%1 (paused)</source>
        <translation>%1（一時停止中）</translation>
    </message>
    <message>
        <source>  may pay %1
</source>
        <translation>  %1 に支払い可能
</translation>
    </message>
    <message>
        <source>No agents yet: add one with &apos;paydesk-cli agent add NAME&apos;.
</source>
        <translation>まだエージェントはありません：&apos;paydesk-cli agent add NAME&apos;で追加してください。
</translation>
    </message>
    <message>
        <source>--per-minute takes a number from 1 to 10000.</source>
        <translation>--per-minuteには1〜10000の数値を指定します。</translation>
    </message>
    <message>
        <source>There is already an agent called &quot;%1&quot;.</source>
        <translation>&quot;%1&quot;という名前のエージェントはすでに存在します。</translation>
    </message>
    <message>
        <source>Added the agent %1. Its token, for its MCP configuration as PAYDESK_AGENT_TOKEN (kept in your keychain; &apos;agent token %1&apos; shows it again):
%2
It pays nothing until you give it a budget: &apos;paydesk-cli agent budget %1 &quot;1 USDC&quot; --network base&apos;.</source>
        <translation>エージェント%1を追加しました。MCP設定でPAYDESK_AGENT_TOKENとして使うトークンです（キーチェーンに保存されます。&apos;agent token %1&apos;で再表示できます）：
%2
予算を設定するまで何も支払いません：&apos;paydesk-cli agent budget %1 &quot;1 USDC&quot; --network base&apos;。</translation>
    </message>
    <message>
        <source>Removed the agent %1; its token no longer pays. Its payments stay in the history.</source>
        <translation>エージェント%1を削除しました。そのトークンではもう支払えません。支払いは履歴に残ります。</translation>
    </message>
    <message>
        <source>agent budget needs the agent&apos;s name and an amount a day, such as &quot;1 USDC&quot;.</source>
        <translation>agent budgetには、エージェントの名前と1日あたりの金額（&quot;1 USDC&quot;など）が必要です。</translation>
    </message>
    <message>
        <source>Paydesk knows no token %1 on %2: &apos;paydesk-cli token list&apos; shows the ones it pays in.</source>
        <translation>Paydeskは%2上のトークン%1を認識していません：支払いに使えるトークンは&apos;paydesk-cli token list&apos;で表示できます。</translation>
    </message>
    <message>
        <source>%1 has no budget in %2 on %3 now: it cannot pay in it.</source>
        <translation>%1には現在、%3上の%2の予算がありません：この資産では支払えません。</translation>
    </message>
    <message>
        <source>--automatic is an amount in %1.</source>
        <translation>--automaticには%1建ての金額を指定します。</translation>
    </message>
    <message>
        <source>Removing an agent stops its token at once: confirm with --yes.</source>
        <translation>エージェントを削除するとそのトークンは直ちに止まります。--yes で確認してください。</translation>
    </message>
    <message>
        <source>Remove the agent %1? Its token stops paying at once. [y/N] </source>
        <translation>エージェント %1 を削除しますか? そのトークンは直ちに支払えなくなります。[y/N] </translation>
    </message>
    <message>
        <source>Not confirmed: nothing removed.</source>
        <translation>確定されませんでした。何も削除されていません。</translation>
    </message>
    <message>
        <source>  %1 on %2 (%3 spent in 24 hours), up to %4 a payment without asking
</source>
        <translation>  %2 上で %1（24 時間で %3 使用）、確認なしで 1 回あたり最大 %4
</translation>
    </message>
    <message>
        <source>%1 may spend %2 on %3, up to %4 a payment without asking you.</source>
        <translation>%1 は %3 上で %2 まで使え、確認なしで 1 回あたり最大 %4 です。</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::CliBalance</name>
    <message>
        <source>local</source>
        <translation>ローカル</translation>
    </message>
    <message>
        <source>hosted</source>
        <translation>ホスト型</translation>
    </message>
    <message>
        <source>No wallets yet: &apos;wallet create&apos; or &apos;wallet import&apos;, or name one: paydesk-cli balance ADDRESS.</source>
        <translation>ウォレットがまだありません。&apos;wallet create&apos;または&apos;wallet import&apos;を使用するか、ウォレットを指定してください：paydesk-cli balance ADDRESS</translation>
    </message>
    <message>
        <source>unknown: %1</source>
        <translation>不明：%1</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>(%1 balances read through %2)</source>
        <translation>（%1 の残高は %2 から読み取りました）</translation>
    </message>
    <message>
        <source>(%1 balances: pass --%2 URL or set %3)</source>
        <translation>（%1 の残高：--%2 URL を渡すか %3 を設定してください）</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::CliChannels</name>
    <message>
        <source>channel takes list, refund ID or withdraw ID.</source>
        <translation>channel には list、refund ID、withdraw ID のいずれかを指定します。</translation>
    </message>
    <message>
        <source>No channel %1 in Paydesk: see paydesk-cli channel list.</source>
        <translation>Paydesk にチャネル %1 はありません。paydesk-cli channel list を参照してください。</translation>
    </message>
    <message>
        <source>No payment channels yet: Paydesk opens one when a seller offers batch-settlement.</source>
        <translation>支払いチャネルはまだありません。販売者が batch-settlement を提示すると、Paydesk がチャネルを開きます。</translation>
    </message>
    <message>
        <source>seller: %1 (%2)</source>
        <translation>販売者: %1（%2）</translation>
    </message>
    <message>
        <source>deposit %1, charged %2, refundable %3; the seller may claim at most %4</source>
        <translation>デポジット %1、請求済み %2、返金可能 %3。販売者が請求できるのは最大 %4</translation>
    </message>
    <message>
        <source>last use %1</source>
        <translation>最終利用 %1</translation>
    </message>
    <message>
        <source>--amount takes an amount of %1 such as 0.5.</source>
        <translation>--amount には 0.5 のような %1 の金額を指定します。</translation>
    </message>
    <message>
        <source>No EVM node: pass --evm-rpc (a URL, or ethereum, base, base-sepolia, polygon, arbitrum-one, sandbox).</source>
        <translation>EVM ノードがありません。--evm-rpc を指定してください（URL、または ethereum、base、base-sepolia、polygon、arbitrum-one、sandbox）。</translation>
    </message>
    <message>
        <source>Nobody was asked to approve this transaction: standard input is not a terminal. Nothing was signed. Pass --yes to sign without asking.</source>
        <translation>このトランザクションの承認を誰にも求めていません。標準入力が端末ではないためです。何も署名していません。確認せずに署名するには --yes を指定してください。</translation>
    </message>
    <message>
        <source>Checked against your node (%1):</source>
        <translation>あなたのノード（%1）で確認しました:</translation>
    </message>
    <message>
        <source>Sign and send? [y/N] </source>
        <translation>署名して送信しますか？ [y/N] </translation>
    </message>
    <message>
        <source>idle for a week: ask for the rest back with paydesk-cli channel refund %1</source>
        <translation>1 週間未使用: paydesk-cli channel refund %1 で残りの返金を求めてください</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::CliEvmPayment</name>
    <message>
        <source>%1 is a Solana cluster; an EVM wallet needs its network&apos;s JSON-RPC URL (or sandbox).</source>
        <translation>%1はSolanaのクラスターです。EVMウォレットには、そのネットワークのJSON-RPC URL（またはsandbox）が必要です。</translation>
    </message>
    <message>
        <source>--%1 takes an amount of ETH such as 0.002.</source>
        <translation>--%1には0.002のようなETHの金額を指定します。</translation>
    </message>
    <message>
        <source>Wallet %1 is not in Paydesk: import it first with &apos;paydesk-cli wallet import --chain evm&apos; (local mode signs with your own key).</source>
        <translation>ウォレット%1はPaydeskにありません。先に&apos;paydesk-cli wallet import --chain evm&apos;でインポートしてください（ローカルモードでは自分の鍵で署名します）。</translation>
    </message>
    <message>
        <source>Receiving in local mode on an EVM wallet needs the buyer&apos;s token authorization (EIP-3009), which Paydesk does not verify yet. Receive in hosted mode (without --local) instead.</source>
        <translation>EVMウォレットでローカルモードで受け取るには購入者のトークン承認（EIP-3009）が必要ですが、Paydeskはまだこれを検証しません。代わりにホスト型モード（--localなし）で受け取ってください。</translation>
    </message>
    <message>
        <source>An earlier payment from %1 (%2, nonce %3) can still land; Paydesk will not sign a new one until it is final. Speed it up or cancel it in the app, or try again later.</source>
        <translation>%1からの以前の支払い（%2、nonce %3）が、まだチェーンに取り込まれる可能性があります。それが確定するまで、Paydeskは新しい支払いに署名しません。アプリで高速化またはキャンセルするか、後でもう一度お試しください。</translation>
    </message>
    <message>
        <source>Checked the transaction built by the service against your node (network %1, %2 s left):</source>
        <translation>サービスが作成したトランザクションをノードで確認しました（ネットワーク%1、残り%2秒）：</translation>
    </message>
    <message>
        <source>To allow more for this payment pass --max-network-fee; the saved limit is in the app&apos;s Settings.</source>
        <translation>この支払いでより多くを許可するには、--max-network-feeを指定してください。保存された上限はアプリの設定にあります。</translation>
    </message>
    <message>
        <source>  Gas limit %1, max fee %2 gwei per gas, priority fee %3 gwei per gas; at most %4 %5 in total.</source>
        <translation>  ガスリミット%1、ガスあたりの最大手数料%2 gwei、ガスあたりの優先手数料%3 gwei。合計で最大%4 %5。</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::CliFetch</name>
    <message>
        <source>Wallet %1 is not in Paydesk: import it first with &apos;paydesk-cli wallet import&apos; (local mode signs with your own key).</source>
        <translation>ウォレット%1はPaydeskにありません。まず&apos;paydesk-cli wallet import&apos;でインポートしてください（ローカルモードでは自分の鍵で署名します）。</translation>
    </message>
    <message>
        <source>fetch needs an http:// or https:// URL.</source>
        <translation>fetchにはhttp://またはhttps://のURLが必要です。</translation>
    </message>
    <message>
        <source>Pay %1? [y/N] </source>
        <translation>%1を支払いますか？ [y/N] </translation>
    </message>
    <message>
        <source>paydesk-cli: error: %1</source>
        <translation>paydesk-cli: エラー: %1</translation>
    </message>
    <message>
        <source>paydesk-cli: %1</source>
        <translation>paydesk-cli: %1</translation>
    </message>
    <message>
        <source>The resource is %1, not text: pass --out FILE to save it. Nothing was paid.</source>
        <translation>リソースはテキストではなく%1です。保存するには--out FILEを指定してください。何も支払われていません。</translation>
    </message>
    <message>
        <source>You already paid for this URL once; paying again needs a confirmation at a terminal (or in the app). Nobody was asked (no terminal); nothing was paid.</source>
        <translation>このURLにはすでに1度支払っています。再度支払うには、ターミナル（またはアプリ）での確認が必要です。確認できる相手がいないため（ターミナルなし）、何も支払われていません。</translation>
    </message>
    <message>
        <source>Automatic payments are frozen; confirm at a terminal or unfreeze them (&apos;paydesk-cli budget unfreeze&apos;). Nobody was asked (no terminal); nothing was paid.</source>
        <translation>自動支払いは凍結されています。ターミナルで確認するか、凍結を解除してください（&apos;paydesk-cli budget unfreeze&apos;）。確認できる相手がいないため（ターミナルなし）、何も支払われていません。</translation>
    </message>
    <message>
        <source>%1 --yes alone never pays above a cap: to approve this one payment from a script, add --max-amount %2 (or more); to let %3 take such prices, grant it a budget (&apos;paydesk-cli budget grant&apos;). Nothing was paid.</source>
        <translation>%1 --yesだけでは上限を超えて支払うことはありません。スクリプトからこの1件の支払いを承認するには、--max-amount %2（またはそれ以上）を追加してください。%3にこのような価格での支払いを許可するには、予算を割り当ててください（&apos;paydesk-cli budget grant&apos;）。何も支払われていません。</translation>
    </message>
    <message>
        <source>Pay %1 once? [y/N] </source>
        <translation>%1を1回支払いますか？ [y/N] </translation>
    </message>
    <message>
        <source>give an amount and, for a token, its symbol: &quot;0.01 USDC&quot; or &quot;0.05&quot;.</source>
        <translation>金額と、トークンの場合はそのシンボルを指定してください：&quot;0.01 USDC&quot;または&quot;0.05&quot;。</translation>
    </message>
    <message>
        <source>The seller refused an earlier payment for this URL (attempt %1); paying again needs a confirmation at a terminal (or in the app). Nobody was asked (no terminal); nothing was paid.</source>
        <translation>販売者はこの URL に対する以前の支払いを拒否しました（試行 %1）。再度支払うには端末（またはアプリ）での確認が必要です。誰にも確認していません（端末がありません）。何も支払われていません。</translation>
    </message>
    <message>
        <source>Pass --from WALLET: a wallet whose key is in Paydesk pays without a payment service (&apos;paydesk-cli wallet list&apos; shows yours, &apos;wallet create&apos; makes one).</source>
        <translation>--from WALLET を指定してください。鍵が Paydesk にあるウォレットは決済サービスなしで支払えます（&apos;paydesk-cli wallet list&apos; で一覧、&apos;wallet create&apos; で作成）。</translation>
    </message>
    <message>
        <source>Nobody was asked: paydesk-cli is not running at a terminal, so it cannot ask you to confirm %1. Nothing was paid. It is above your default caps: to pay it from a script, pass --yes with --max-amount (for example --yes --max-amount %2), or grant %3 a budget (&apos;paydesk-cli budget grant&apos;).</source>
        <translation>確認を求めていません：paydesk-cliがターミナルで実行されていないため、%1の支払いの確認を求めることができません。何も支払われていません。既定の上限を超えています。スクリプトから支払うには、--yesと--max-amountを指定するか（例：--yes --max-amount %2）、%3に予算を割り当ててください（&apos;paydesk-cli budget grant&apos;）。</translation>
    </message>
    <message>
        <source>Nobody was asked: paydesk-cli is not running at a terminal, so it cannot ask you to confirm %1. Nothing was paid. To pay from a script, pass --yes: it pays within your caps (add --max-amount %2 to refuse any higher price), or grant %3 a budget (&apos;paydesk-cli budget grant&apos;).</source>
        <translation>確認を求めていません：paydesk-cliがターミナルで実行されていないため、%1の支払いの確認を求めることができません。何も支払われていません。スクリプトから支払うには--yesを指定してください。上限の範囲内で支払います（それより高い価格を拒否するには--max-amount %2を追加）。または%3に予算を割り当ててください（&apos;paydesk-cli budget grant&apos;）。</translation>
    </message>
    <message>
        <source>--max-deposit takes an amount in --max-amount&apos;s asset (&quot;1 USDC&quot;).</source>
        <translation>--max-deposit には --max-amount の資産単位の金額を指定します（&quot;1 USDC&quot;）。</translation>
    </message>
    <message>
        <source>Nobody was asked: paying %1 first opens a payment channel with a deposit of %2 (refundable), and paydesk-cli is not running at a terminal to ask you. Nothing was paid. To approve it from a script, pass --yes with --max-deposit &quot;%2&quot; (a smaller deposit serves fewer requests).</source>
        <translation>誰にも確認していません: %1 の支払いでは、まず %2 のデポジット（返金可能）で支払いチャネルを開きますが、paydesk-cli は確認できる端末で実行されていません。何も支払われていません。スクリプトから承認するには、--yes と --max-deposit &quot;%2&quot; を指定してください（デポジットが少ないと対応できるリクエストも少なくなります）。</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::CliLocalPayment</name>
    <message>
        <source>Earlier payment %1: %2</source>
        <translation>以前の支払い%1：%2</translation>
    </message>
    <message>
        <source>Signing and broadcasting through %1 ...</source>
        <translation>%1経由で署名してブロードキャストしています...</translation>
    </message>
    <message>
        <source>Payment %1 is still not final; run &apos;paydesk-cli recover&apos; again when the RPC endpoint answers.</source>
        <translation>支払い%1はまだ最終状態ではありません。RPCエンドポイントが応答するようになったら、もう一度&apos;paydesk-cli recover&apos;を実行してください。</translation>
    </message>
    <message numerus="yes">
        <source>%n unfinished local payment(s) followed to a final state.</source>
        <translation>
            <numerusform>未完了だったローカルの支払い%n件を最終状態まで追跡しました。</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody was asked to approve this transaction: standard input is not a terminal. Nothing was built or signed. Pass --yes to sign without asking.</source>
        <translation>このトランザクションの承認を誰にも求めていません：標準入力がターミナルではありません。何も作成・署名されていません。確認なしで署名するには--yesを指定してください。</translation>
    </message>
    <message>
        <source>Sign and send? [y/N] </source>
        <translation>署名して送信しますか？ [y/N] </translation>
    </message>
    <message>
        <source>Co-sign and broadcast? [y/N] </source>
        <translation>共同署名してブロードキャストしますか？ [y/N] </translation>
    </message>
    <message>
        <source>Name the wallet to pay from with --%1.</source>
        <translation>支払いに使うウォレットを --%1 で指定してください。</translation>
    </message>
    <message>
        <source>%1 is not a wallet address: give the Solana or EVM address of a wallet on this computer.</source>
        <translation>%1 はウォレットのアドレスではありません。このコンピューター上のウォレットの Solana または EVM アドレスを指定してください。</translation>
    </message>
    <message>
        <source>Local payments from a %1 wallet are not supported by paydesk-cli; pay x402 sellers from it with &apos;paydesk-cli fetch --from&apos;.</source>
        <translation>paydesk-cli は %1 ウォレットからのローカル支払いに対応していません。x402 の販売者には &apos;paydesk-cli fetch --from&apos; で支払ってください。</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::CliMcp</name>
    <message>
        <source>paydesk-cli: error: %1</source>
        <translation>paydesk-cli: エラー: %1</translation>
    </message>
    <message>
        <source>paydesk-cli: %1</source>
        <translation>paydesk-cli: %1</translation>
    </message>
    <message>
        <source>paydesk-cli mcp: serving the agent %1</source>
        <translation>paydesk-cli mcp: エージェント %1 向けに実行中</translation>
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
        <translation>有料取得%1（%2、%4から%3）を未払いとして終了しました：%5 予算は解放されました。</translation>
    </message>
    <message>
        <source>Paid fetch %1 of %2 (%3 from %4) stopped before its proof was stored, but the payment may have been made (%5). Check the wallet&apos;s history before paying for this URL again.</source>
        <translation>有料取得%1（%2、%4から%3）は支払い証明の保存前に停止しましたが、支払いが行われた可能性があります（%5）。このURLに再度支払う前に、ウォレットの履歴を確認してください。</translation>
    </message>
    <message>
        <source>through the service</source>
        <translation>サービス経由</translation>
    </message>
    <message>
        <source>a transaction Paydesk sends itself</source>
        <translation>Paydeskが自ら送信するトランザクション</translation>
    </message>
    <message>
        <source>Paid fetch %1 of %2 is being paid by another Paydesk process now.</source>
        <translation>有料取得%1（%2）は、現在別のPaydeskプロセスが支払いを行っています。</translation>
    </message>
    <message>
        <source>run &apos;paydesk-cli fetch %1&apos; to receive it (the same proof is sent again; nothing is paid twice).</source>
        <translation>受け取るには&apos;paydesk-cli fetch %1&apos;を実行してください（同じ支払い証明を再送信するため、二重に支払われることはありません）。</translation>
    </message>
    <message>
        <source>Paid fetch %1 of %2 (%3 from %4) was paid, but its content never reached you: %5</source>
        <translation>有料取得%1（%2、%4から%3）は支払い済みですが、コンテンツが届いていません。%5</translation>
    </message>
    <message>
        <source>Paid fetch %1 of %2 (%3 from %4): its proof was signed and no answer from the seller was recorded, so whether it was paid is not known here (no node of its network to ask): %5</source>
        <translation>有料取得%1（%2、%4から%3）：支払い証明は署名されましたが、販売者の応答は記録されていません。支払われたかどうかはここでは分かりません（そのネットワークの問い合わせ先ノードがありません）。%5</translation>
    </message>
    <message>
        <source>Paid fetch %1 of %2 (%3 from %4) closed as not paid: the chain shows its proof unused and expired, so it can never move money (%5). Its budget is released.</source>
        <translation>有料取得%1（%2、%4から%3）を未払いとして終了しました：チェーン上で支払い証明は未使用のまま期限切れになっており、今後お金が動くことはありません（%5）。予算は解放されました。</translation>
    </message>
    <message>
        <source>Paid fetch %1 of %2 (%3 from %4) was paid (the chain shows it), but its content never reached you: %5</source>
        <translation>有料取得%1（%2、%4から%3）は支払い済みです（チェーン上で確認）が、コンテンツが届いていません。%5</translation>
    </message>
    <message>
        <source>Paid fetch %1 of %2 (%3 from %4): its proof was signed and no answer from the seller was recorded. The chain does not show it settled, and it may still be until it expires: %5</source>
        <translation>有料取得%1（%2、%4から%3）：支払い証明は署名されましたが、販売者の応答は記録されていません。チェーン上では決済されていませんが、期限切れになるまでは決済される可能性があります。%5</translation>
    </message>
    <message>
        <source>Paid fetch %1 of %2 (%3 from %4): its proof was signed and no answer from the seller was recorded, and the chain could not be read (%5): %6</source>
        <translation>有料取得%1（%2、%4から%3）：支払い証明は署名されましたが、販売者の応答は記録されておらず、チェーンも読み取れませんでした（%5）。%6</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::CliPermit2</name>
    <message>
        <source>permit2 needs --from and an EVM wallet (0x and 40 hex digits).</source>
        <translation>permit2 には --from と EVM ウォレット（0x と 16 進 40 桁）が必要です。</translation>
    </message>
    <message>
        <source>No EVM node: pass --evm-rpc (a URL, or ethereum, base, base-sepolia, polygon, arbitrum-one, sandbox).</source>
        <translation>EVM ノードがありません。--evm-rpc を指定してください（URL、または ethereum、base、base-sepolia、polygon、arbitrum-one、sandbox）。</translation>
    </message>
    <message>
        <source>permit2 %1 takes the token: a symbol (USDC) or its contract.</source>
        <translation>permit2 %1 にはトークン（シンボル USDC またはそのコントラクト）を指定します。</translation>
    </message>
    <message>
        <source>permit2 approve takes an amount and a token, such as &quot;0.05 USDC&quot; (never unlimited; 0 revokes). %1</source>
        <translation>permit2 approve には金額とトークンを指定します（例 &quot;0.05 USDC&quot;。無制限は不可、0 で取り消し）。%1</translation>
    </message>
    <message>
        <source>Cannot read the chain id from %1: %2</source>
        <translation>%1 からチェーン ID を読み取れません: %2</translation>
    </message>
    <message>
        <source>Permit2 (%1) may move %2 of %3 on %4.</source>
        <translation>Permit2（%1）は %4 上の %3 から %2 を動かせます。</translation>
    </message>
    <message>
        <source>Wallet %1 is not in Paydesk: import it first with &apos;paydesk-cli wallet import --chain evm&apos; (the approve is signed with your own key).</source>
        <translation>ウォレット %1 は Paydesk にありません。まず &apos;paydesk-cli wallet import --chain evm&apos; でインポートしてください（approve はあなた自身の鍵で署名されます）。</translation>
    </message>
    <message>
        <source>Nobody was asked to approve this transaction: standard input is not a terminal. Nothing was signed. Pass --yes to sign without asking.</source>
        <translation>このトランザクションの承認を誰にも求められませんでした（標準入力が端末ではありません）。何も署名していません。確認せずに署名するには --yes を指定してください。</translation>
    </message>
    <message>
        <source>--%1 takes an amount of ETH such as 0.002.</source>
        <translation>--%1には0.002のようなETHの金額を指定します。</translation>
    </message>
    <message>
        <source>Checked against your node (%1):</source>
        <translation>あなたのノード（%1）で確認しました:</translation>
    </message>
    <message>
        <source>Permit2 may move %1 now; after this, exactly %2 (not added to it).</source>
        <translation>Permit2 は現在 %1 を動かせます。この後はちょうど %2 です（加算ではありません）。</translation>
    </message>
    <message>
        <source>Sign and send? [y/N] </source>
        <translation>署名して送信しますか？ [y/N] </translation>
    </message>
</context>
<context>
    <name>paydesk::cli::CliProxy</name>
    <message>
        <source>paydesk-cli: error: %1</source>
        <translation>paydesk-cli: エラー: %1</translation>
    </message>
    <message>
        <source>--listen takes HOST:PORT on this computer, such as 127.0.0.1:8402.</source>
        <translation>--listenには、このコンピューター上のHOST:PORT（127.0.0.1:8402など）を指定します。</translation>
    </message>
    <message>
        <source>paydesk-cli: %1</source>
        <translation>paydesk-cli: %1</translation>
    </message>
    <message>
        <source>paydesk-cli: error: the proxy cannot listen on %1: %2</source>
        <translation>paydesk-cli: エラー: プロキシは%1で待ち受けできません: %2</translation>
    </message>
    <message numerus="yes">
        <source>paydesk-cli proxy: stopping after %n request(s) under way</source>
        <translation>
            <numerusform>paydesk-cli proxy: 処理中の%n件のリクエストの完了後に停止します</numerusform>
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
        <translation>--localには、Paydeskがブロードキャストに使うSolanaのRPCエンドポイントとして、--rpc URL（またはmainnet-beta、devnet、testnet、sandbox）が必要です。</translation>
    </message>
    <message>
        <source>Wallet %1 is not in Paydesk: import it first with &apos;paydesk-cli wallet import&apos; (local mode signs with your own key).</source>
        <translation>ウォレット%1はPaydeskにありません。まず&apos;paydesk-cli wallet import&apos;でインポートしてください（ローカルモードでは自分の鍵で署名します）。</translation>
    </message>
    <message>
        <source>An earlier payment from %1 (%2) may still land; Paydesk will not sign a new one until it is resolved. Try again when the RPC endpoint answers.</source>
        <translation>%1からの以前の支払い（%2）が、まだチェーンに取り込まれる可能性があります。それが解決するまで、Paydeskは新しい支払いに署名しません。RPCエンドポイントが応答するようになったら、もう一度お試しください。</translation>
    </message>
    <message>
        <source>Checked the transaction built by the service (network %1, %2 s left):</source>
        <translation>サービスが作成したトランザクションを確認しました（ネットワーク%1、残り%2秒）：</translation>
    </message>
    <message>
        <source>  Simulation: %1, %2 compute units</source>
        <translation>  シミュレーション：%1、%2コンピュートユニット</translation>
    </message>
    <message>
        <source>fails (%1)</source>
        <translation>失敗（%1）</translation>
    </message>
    <message>
        <source>succeeds</source>
        <translation>成功</translation>
    </message>
    <message>
        <source>Nothing was signed. To allow more for this payment pass --max-priority-fee; the saved limit is in the app&apos;s Settings.</source>
        <translation>何も署名されていません。この支払いでより多くを許可するには --max-priority-fee を指定してください。保存された上限はアプリの設定にあります。</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::CliStatus</name>
    <message>
        <source>Paydesk has no record of payment %1 on this computer: it pays such payments itself, and &apos;paydesk-cli history WALLET&apos; lists them.</source>
        <translation>このコンピューターには支払い %1 の記録がありません。このような支払いは Paydesk 自身が行い、&apos;paydesk-cli history WALLET&apos; で一覧できます。</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::CliUnsignedBuilds</name>
    <message>
        <source>No local-mode build is waiting unsigned.</source>
        <translation>ローカルモードで作成され、署名を待っているトランザクションはありません。</translation>
    </message>
    <message>
        <source>The history of %1 could not be read (%2): its unsigned builds are not listed.</source>
        <translation>%1の履歴を読み取れませんでした（%2）。未署名の作成済みトランザクションは一覧表示されません。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>an unknown amount</source>
        <translation>不明な金額</translation>
    </message>
    <message>
        <source>Build %1 (%2 to %3): not signed, nothing charged.</source>
        <translation>作成済みトランザクション%1（%3へ%2）：未署名、請求なし。</translation>
    </message>
    <message>
        <source>Build %1 (%2 to %3): not signed yet; it expires unsigned unless you sign it before its validity ends.</source>
        <translation>作成済みトランザクション%1（%3へ%2）：まだ署名されていません。有効期間が終わる前に署名しないと、未署名のまま期限切れになります。</translation>
    </message>
    <message>
        <source>No local-mode build is waiting unsigned in the histories that could be read.</source>
        <translation>読み取れた履歴には、署名を待つローカルモードのビルドはありません。</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::CliWalletCommands</name>
    <message>
        <source>--words must be 12 or 24.</source>
        <translation>--wordsは12または24である必要があります。</translation>
    </message>
    <message>
        <source>Your recovery phrase (shown once: write it down, keep it offline; anyone who has it owns the wallet):</source>
        <translation>リカバリーフレーズ（表示は今回だけです。書き留めて、オフラインで保管してください。これを持つ人は誰でもウォレットを自由にできます）：</translation>
    </message>
    <message>
        <source>Backup check: word #%1? </source>
        <translation>バックアップの確認：%1番目の単語は？ </translation>
    </message>
    <message>
        <source>Word #%1 does not match: nothing was stored. Run &apos;wallet create&apos; again and write the new phrase down carefully.</source>
        <translation>%1番目の単語が一致しません。何も保存されていません。&apos;wallet create&apos;をもう一度実行し、新しいフレーズを慎重に書き留めてください。</translation>
    </message>
    <message>
        <source>created</source>
        <translation>作成しました</translation>
    </message>
    <message>
        <source>wallet import needs exactly one of --keypair-file FILE, --mnemonic-env NAME or --secret-key-env NAME.</source>
        <translation>wallet importには、--keypair-file FILE、--mnemonic-env NAME、--secret-key-env NAMEのいずれか1つだけを指定する必要があります。</translation>
    </message>
    <message>
        <source>The environment variable %1 is not set or empty.</source>
        <translation>環境変数%1が設定されていないか、空です。</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>インポートしました</translation>
    </message>
    <message>
        <source>No wallets yet: &apos;wallet create&apos; or &apos;wallet import&apos;.</source>
        <translation>ウォレットはまだありません：&apos;wallet create&apos;または&apos;wallet import&apos;を使用してください。</translation>
    </message>
    <message>
        <source>wallet remove needs the wallet&apos;s address.</source>
        <translation>wallet removeにはウォレットのアドレスが必要です。</translation>
    </message>
    <message>
        <source>There is no wallet %1 in Paydesk.</source>
        <translation>Paydeskにウォレット%1はありません。</translation>
    </message>
    <message>
        <source>Removing a wallet deletes its key: confirm with --yes.</source>
        <translation>ウォレットを削除すると、その鍵も削除されます。--yesで確定してください。</translation>
    </message>
    <message>
        <source>This deletes the key of %1 from the keychain. Without its recovery phrase or key file its funds are lost. Type the address to confirm: </source>
        <translation>これにより、%1の鍵がキーチェーンから削除されます。リカバリーフレーズまたは鍵ファイルがなければ、その資金は失われます。確定するにはアドレスを入力してください: </translation>
    </message>
    <message>
        <source>Not confirmed: nothing removed.</source>
        <translation>確定されませんでした。何も削除されていません。</translation>
    </message>
    <message>
        <source>Wallet %1 removed, and its key deleted from the keychain.</source>
        <translation>ウォレット%1を削除し、その鍵をキーチェーンから削除しました。</translation>
    </message>
    <message>
        <source>wallet create asks three words of the new recovery phrase back, and standard input is not a terminal: nothing was created. Run it in a terminal, or pass --no-backup-check if you store the phrase another way (it is printed once).</source>
        <translation>wallet createは新しいリカバリーフレーズの単語を3つ聞き返しますが、標準入力がターミナルではありません。何も作成されていません。ターミナルで実行するか、フレーズを別の方法で保管する場合は--no-backup-checkを指定してください（フレーズは1回だけ表示されます）。</translation>
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
        <translation>--chainにはsolanaまたはevmを指定してください。</translation>
    </message>
    <message>
        <source>--keystore-file holds an EVM key: add --chain evm.</source>
        <translation>--keystore-fileはEVMの鍵です。--chain evmを追加してください。</translation>
    </message>
    <message>
        <source>Wallet %1 (%2) %3; its key is in the OS keychain.</source>
        <translation>ウォレット%1（%2）を%3。鍵はOSのキーチェーンにあります。</translation>
    </message>
    <message>
        <source>%1 Nothing of the new phrase was kept: run &apos;wallet create&apos; again.</source>
        <translation>%1 新しいフレーズは何も保存されていません。「wallet create」をもう一度実行してください。</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>(balances not read: %1)</source>
        <translation>（残高を読み取れませんでした：%1）</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::CliWatch</name>
    <message>
        <source>The service&apos;s events started again from scratch; read `history` for what happened meanwhile.</source>
        <translation>サービスのイベントが最初からやり直しになりました。その間のことは `history` で確認してください。</translation>
    </message>
    <message>
        <source>Events %1 to %2 are no longer kept by the service; read `history` for what happened meanwhile.</source>
        <translation>イベント %1 から %2 はもうサービスに残っていません。その間のことは `history` で確認してください。</translation>
    </message>
    <message>
        <source>Connecting to the service&apos;s live events; Ctrl-C ends.</source>
        <translation>サービスのライブイベントに接続しています。Ctrl-C で終了します。</translation>
    </message>
    <message>
        <source>Live again: going on after event %1.</source>
        <translation>再びライブです: イベント %1 の次から続けます。</translation>
    </message>
    <message>
        <source>Live: waiting for events.</source>
        <translation>ライブ: イベントを待っています。</translation>
    </message>
    <message>
        <source>Connection lost; reconnecting...</source>
        <translation>接続が切れました。再接続しています...</translation>
    </message>
    <message>
        <source>This service offers no live events (or refuses this key for them); trying again in 5 minutes. `history` and `status` still work.</source>
        <translation>このサービスにはライブイベントがありません（またはこのキーでは使えません）。5 分後に再試行します。`history` と `status` は引き続き使えます。</translation>
    </message>
    <message>
        <source>to %1 from %2</source>
        <translation>%2 から %1 へ</translation>
    </message>
    <message>
        <source>wallet %1</source>
        <translation>ウォレット %1</translation>
    </message>
    <message>
        <source>%1 is not a wallet address: %2</source>
        <translation>%1 はウォレットのアドレスではありません: %2</translation>
    </message>
</context>
<context>
    <name>paydesk::evm::ChannelRefund</name>
    <message>
        <source>The channel %1 is closed: nothing is left to refund.</source>
        <translation>チャネル %1 は閉じています。返金できる残高はありません。</translation>
    </message>
    <message>
        <source>Asking %1 for its channel terms…</source>
        <translation>%1 にチャネルの条件を問い合わせています…</translation>
    </message>
    <message>
        <source>%1 did not ask for payment (%2), so no refund can be asked there; withdraw instead (paydesk-cli channel withdraw %3).</source>
        <translation>%1 は支払いを求めませんでした（%2）。そのためそこで返金は求められません。代わりに引き出してください（paydesk-cli channel withdraw %3）。</translation>
    </message>
    <message>
        <source>HTTP %1</source>
        <translation>HTTP %1</translation>
    </message>
    <message>
        <source>The seller at %1 no longer offers this channel&apos;s terms, so it cannot be asked for a refund; withdraw instead (paydesk-cli channel withdraw %2).</source>
        <translation>%1 の販売者はこのチャネルの条件をもう提示していないため、返金を求められません。代わりに引き出してください（paydesk-cli channel withdraw %2）。</translation>
    </message>
    <message>
        <source>The channel %1&apos;s journal is unusable (%2).</source>
        <translation>チャネル %1 のジャーナルは使用できません（%2）。</translation>
    </message>
    <message>
        <source>Signing a zero-charge voucher for the refund…</source>
        <translation>返金用に請求額ゼロのバウチャーに署名しています…</translation>
    </message>
    <message>
        <source>Asking the seller for the refund…</source>
        <translation>販売者に返金を求めています…</translation>
    </message>
    <message>
        <source>The seller did not refund (%1). Nothing was signed beyond a zero-charge voucher; withdraw instead (paydesk-cli channel withdraw %2).</source>
        <translation>販売者は返金しませんでした（%1）。請求額ゼロのバウチャー以外には何も署名していません。代わりに引き出してください（paydesk-cli channel withdraw %2）。</translation>
    </message>
    <message>
        <source>The seller&apos;s refund answer does not describe this channel (%1); check the channel on chain before trusting it.</source>
        <translation>販売者の返金応答はこのチャネルを示していません（%1）。信頼する前にチェーン上でチャネルを確認してください。</translation>
    </message>
    <message>
        <source>another channel</source>
        <translation>別のチャネル</translation>
    </message>
    <message>
        <source>%1 atomic units</source>
        <translation>%1 アトミック単位</translation>
    </message>
    <message>
        <source>Reading from the chain what the refund returned…</source>
        <translation>返金で戻った額をチェーンから読み取っています…</translation>
    </message>
    <message>
        <source>the chain could not say what it returned (%1)</source>
        <translation>戻った額をチェーンから確認できませんでした（%1）</translation>
    </message>
    <message>
        <source>The seller says it refunded %1 (%2), but the chain shows nothing returned to your wallet; withdraw instead (paydesk-cli channel withdraw %3).</source>
        <translation>販売者は %1 を返金した（%2）と言っていますが、チェーン上ではウォレットに何も戻っていません。代わりに引き出してください（paydesk-cli channel withdraw %3）。</translation>
    </message>
    <message>
        <source>the seller said %1, the chain shows %2 returned</source>
        <translation>販売者の申告は %1、チェーン上で戻ったのは %2</translation>
    </message>
    <message>
        <source>refunded %1 by %2</source>
        <translation>%2 で %1 を返金</translation>
    </message>
    <message>
        <source>The seller refunded %1 (%2); the channel is empty and closed.</source>
        <translation>販売者が %1 を返金しました（%2）。チャネルは空になり、閉じられました。</translation>
    </message>
    <message>
        <source>The seller refunded %1 (%2); %3 stays in the channel.</source>
        <translation>販売者が %1 を返金しました（%2）。%3 がチャネルに残っています。</translation>
    </message>
    <message>
        <source>%1 Note: %2.</source>
        <translation>%1 メモ: %2。</translation>
    </message>
</context>
<context>
    <name>paydesk::evm::ChannelWithdrawal</name>
    <message>
        <source>the withdrawal&apos;s finish</source>
        <translation>引き出しの完了</translation>
    </message>
    <message>
        <source>the withdrawal</source>
        <translation>引き出し</translation>
    </message>
    <message>
        <source>%1 atomic units</source>
        <translation>%1 アトミック単位</translation>
    </message>
    <message>
        <source>finalizeWithdraw(channel %1) on x402BatchSettlement %2</source>
        <translation>x402BatchSettlement %2 の finalizeWithdraw(チャネル %1)</translation>
    </message>
    <message>
        <source>initiateWithdraw(channel %1, %2) on x402BatchSettlement %3</source>
        <translation>x402BatchSettlement %3 の initiateWithdraw(チャネル %1, %2)</translation>
    </message>
    <message>
        <source>The channel %1&apos;s journaled config is unusable (%2); nothing was signed.</source>
        <translation>ジャーナルに記録されたチャネル %1 の設定は使用できません（%2）。何も署名していません。</translation>
    </message>
    <message>
        <source>The channel %1 is not a channel on %2; nothing was signed.</source>
        <translation>チャネル %1 は %2 上のチャネルではありません。何も署名していません。</translation>
    </message>
    <message>
        <source>an unreadable answer</source>
        <translation>読み取れない応答</translation>
    </message>
    <message>
        <source>the channel&apos;s state could not be read from your EVM node (%1)</source>
        <translation>EVM ノードからチャネルの状態を読み取れませんでした（%1）</translation>
    </message>
    <message>
        <source>the channel %1 holds nothing unclaimed to withdraw</source>
        <translation>チャネル %1 には引き出せる未請求の残高がありません</translation>
    </message>
    <message>
        <source>the withdrawal from channel %1 is under way and can be finished from %2 (the seller may claim its vouchers until then)</source>
        <translation>チャネル %1 からの引き出しは進行中で、%2 以降に完了できます（それまで販売者はバウチャーを請求できます）</translation>
    </message>
    <message>
        <source>withdrawn by %1</source>
        <translation>%1 で引き出し済み</translation>
    </message>
    <message>
        <source>The withdrawal finished (%1): what the seller had not claimed, at most %2, is back in %3.</source>
        <translation>引き出しが完了しました（%1）。販売者が請求していなかった分（最大 %2）が %3 に戻りました。</translation>
    </message>
    <message>
        <source>withdrawal started by %1</source>
        <translation>%1 で引き出しを開始</translation>
    </message>
    <message>
        <source>a withdrawal is under way</source>
        <translation>引き出しが進行中です</translation>
    </message>
    <message>
        <source>The withdrawal started (%1). The seller may claim its vouchers until %2; then run the withdrawal again to finish it.</source>
        <translation>引き出しを開始しました（%1）。販売者は %2 までバウチャーを請求できます。その後、もう一度引き出しを実行して完了してください。</translation>
    </message>
</context>
<context>
    <name>paydesk::evm::EvmBroadcastTracker</name>
    <message>
        <source>Stopped following the payment before it was final; it stays in the journal and is followed again on the next start.</source>
        <translation>支払いが最終状態になる前に追跡を停止しました。支払いはジャーナルに残り、次回の起動時に再度追跡されます。</translation>
    </message>
    <message>
        <source>The node answered with another transaction hash (%1); Paydesk follows the hash of the signed bytes.</source>
        <translation>ノードが別のトランザクションハッシュ（%1）を返しました。Paydeskは署名済みバイト列のハッシュを追跡します。</translation>
    </message>
    <message>
        <source>the journal names no EVM wallet</source>
        <translation>ジャーナルにEVMウォレットが記載されていません</translation>
    </message>
    <message>
        <source>The node sent an unreadable nonce.</source>
        <translation>ノードが読み取れないnonceを送ってきました。</translation>
    </message>
    <message>
        <source>The node sent an unreadable receipt.</source>
        <translation>ノードが読み取れないレシートを送ってきました。</translation>
    </message>
    <message numerus="yes">
        <source>Waiting for a block to include it (nonce %1, %n s since it was sent).</source>
        <translation>
            <numerusform>ブロックへの取り込みを待っています（nonce %1、送信から%n秒）。</numerusform>
        </translation>
    </message>
    <message>
        <source>The journal could not record the outcome: %1</source>
        <translation>ジャーナルに結果を記録できませんでした：%1</translation>
    </message>
</context>
<context>
    <name>paydesk::evm::EvmContractCall</name>
    <message>
        <source>%1 from %2 on %3; network fee at most %4 ETH (nonce %5, gas limit %6).</source>
        <translation>%2 から %3 で %1。ネットワーク手数料は最大 %4 ETH（nonce %5、ガスリミット %6）。</translation>
    </message>
    <message>
        <source>%1 is not an EVM wallet (0x and 40 hex digits); nothing was signed.</source>
        <translation>%1 は EVM ウォレットではありません（0x と 16 進数 40 桁）。何も署名していません。</translation>
    </message>
    <message>
        <source>Cannot read the chain id from your EVM node (%1): %2. Nothing was signed.</source>
        <translation>EVM ノード（%1）からチェーン ID を読み取れません: %2。何も署名していません。</translation>
    </message>
    <message>
        <source>unreadable answer</source>
        <translation>読み取れない応答</translation>
    </message>
    <message>
        <source>Your EVM node (%1) is on %2, not on %3: set the node of that network; nothing was signed.</source>
        <translation>EVM ノード（%1）は %3 ではなく %2 にあります。そのネットワークのノードを設定してください。何も署名していません。</translation>
    </message>
    <message>
        <source>An earlier transaction from this wallet (nonce %1, %2) can still land. Paydesk signs nothing else on %3 until it is final: wait for it, or speed it up or cancel it; nothing was signed.</source>
        <translation>このウォレットの以前のトランザクション（nonce %1、%2）はまだ反映される可能性があります。確定するまで Paydesk は %3 で他に何も署名しません。待つか、高速化またはキャンセルしてください。何も署名していません。</translation>
    </message>
    <message>
        <source>no nonce</source>
        <translation>nonce なし</translation>
    </message>
    <message>
        <source>no fee history</source>
        <translation>手数料履歴なし</translation>
    </message>
    <message>
        <source>no gas estimate for %1</source>
        <translation>%1 のガス見積もりなし</translation>
    </message>
    <message>
        <source>Cannot prepare %1 through your EVM node (%2): %3. Nothing was signed.</source>
        <translation>EVM ノード（%2）で %1 を準備できません: %3。何も署名していません。</translation>
    </message>
    <message>
        <source>%1; nothing was signed.</source>
        <translation>%1。何も署名していません。</translation>
    </message>
    <message>
        <source>%1 Nothing was signed.</source>
        <translation>%1 何も署名していません。</translation>
    </message>
    <message>
        <source>You declined %1; nothing was signed.</source>
        <translation>%1 を拒否しました。何も署名していません。</translation>
    </message>
    <message>
        <source>Paydesk could not sign %1 (%2); nothing was sent.</source>
        <translation>Paydesk は %1 に署名できませんでした（%2）。何も送信していません。</translation>
    </message>
    <message>
        <source>wrong key</source>
        <translation>鍵が違います</translation>
    </message>
    <message>
        <source>The payment journal could not be written (%1), so %2 was not sent.</source>
        <translation>支払いジャーナルに書き込めなかったため（%1）、%2 は送信していません。</translation>
    </message>
    <message>
        <source>Not in a block yet: %1 can still land until its nonce is used. Paydesk keeps following it, and you can speed it up or cancel it.</source>
        <translation>まだブロックに入っていません。nonce が使われるまで %1 は反映される可能性があります。Paydesk は追跡を続けます。高速化またはキャンセルもできます。</translation>
    </message>
</context>
<context>
    <name>paydesk::evm::EvmHealthCheck</name>
    <message>
        <source>The RPC endpoint sent no chain id.</source>
        <translation>RPCエンドポイントからチェーンIDが送られてきませんでした。</translation>
    </message>
    <message>
        <source>This node is on chain %1, not on chain %2 of the network you chose. Paydesk would read wrong balances and sign for the wrong chain through it.</source>
        <translation>このノードはチェーン%1上にあり、選択したネットワークのチェーン%2ではありません。このノードを通すと、Paydeskは誤った残高を読み取り、誤ったチェーン向けに署名してしまいます。</translation>
    </message>
    <message>
        <source>The RPC endpoint sent no block number.</source>
        <translation>RPCエンドポイントからブロック番号が送られてきませんでした。</translation>
    </message>
</context>
<context>
    <name>paydesk::evm::EvmPaymentFlow</name>
    <message>
        <source>Both the wallet and the recipient must be EVM addresses (0x and 40 hex digits).</source>
        <translation>ウォレットと受取人はどちらもEVMアドレス（0xと16進数40桁）である必要があります。</translation>
    </message>
    <message>
        <source>its network &quot;%1&quot; is not an EVM chain (eip155:&lt;chain id&gt;)</source>
        <translation>そのネットワーク「%1」はEVMチェーン（eip155:&lt;チェーンID&gt;）ではありません</translation>
    </message>
    <message>
        <source>The service sent a transaction Paydesk cannot read (%1); it was not signed.</source>
        <translation>サービスがPaydeskで読み取れないトランザクションを送ってきました（%1）。署名していません。</translation>
    </message>
    <message>
        <source>An earlier payment from this wallet (nonce %1, %2) can still land. Paydesk signs no other payment on %3 until it is final: wait for it, or speed it up or cancel it; nothing was signed.</source>
        <translation>このウォレットからの以前の支払い（nonce %1、%2）が、まだチェーンに取り込まれる可能性があります。それが確定するまで、Paydeskは%3で他の支払いに署名しません。完了を待つか、高速化またはキャンセルしてください。何も署名していません。</translation>
    </message>
    <message>
        <source>no chain id</source>
        <translation>チェーンIDがありません</translation>
    </message>
    <message>
        <source>no nonce</source>
        <translation>nonceがありません</translation>
    </message>
    <message>
        <source>no code answer</source>
        <translation>コードの応答がありません</translation>
    </message>
    <message>
        <source>no fee history</source>
        <translation>手数料履歴がありません</translation>
    </message>
    <message>
        <source>Cannot check the transaction against your EVM node (%1): %2. Nothing was signed.</source>
        <translation>EVMノード（%1）でトランザクションを確認できません：%2。何も署名していません。</translation>
    </message>
    <message>
        <source>The service built this payment for %1, but your node (%2) is on chain %3. Set the node for that network in Settings; nothing was signed.</source>
        <translation>サービスはこの支払いを%1用に作成しましたが、ノード（%2）はチェーン%3上にあります。設定でそのネットワークのノードを指定してください。何も署名していません。</translation>
    </message>
    <message>
        <source>The recipient is a contract, and your node cannot estimate the gas of a transfer to it (%1); nothing was signed.</source>
        <translation>受取人はコントラクトで、ノードはそこへの送金のガスを見積もれません（%1）。何も署名していません。</translation>
    </message>
    <message>
        <source>unreadable answer</source>
        <translation>読み取れない応答</translation>
    </message>
    <message>
        <source>The transfer succeeds in a simulation on your node.</source>
        <translation>ノード上のシミュレーションで送金は成功します。</translation>
    </message>
    <message>
        <source>The transfer fails in a simulation on your node: %1</source>
        <translation>ノード上のシミュレーションで送金は失敗します：%1</translation>
    </message>
    <message>
        <source>Simulation unavailable: %1</source>
        <translation>シミュレーションを利用できません：%1</translation>
    </message>
    <message>
        <source>You declined this transaction; nothing was signed.</source>
        <translation>このトランザクションを拒否しました。何も署名されていません。</translation>
    </message>
    <message>
        <source>The transaction could not be signed (%1); nothing was sent.</source>
        <translation>トランザクションに署名できませんでした（%1）。何も送信していません。</translation>
    </message>
    <message>
        <source>wrong key</source>
        <translation>鍵が違います</translation>
    </message>
    <message>
        <source>The payment journal could not be written (%1), so the transaction was not sent.</source>
        <translation>支払いジャーナルに書き込めなかった（%1）ため、トランザクションは送信されませんでした。</translation>
    </message>
    <message>
        <source>The payment is not in a block yet. It can still land until its nonce is used: Paydesk keeps following it, and you can speed it up or cancel it.</source>
        <translation>支払いはまだブロックに取り込まれていません。nonceが使用されるまでは、まだチェーンに取り込まれる可能性があります。Paydeskは追跡を続けており、高速化またはキャンセルもできます。</translation>
    </message>
</context>
<context>
    <name>paydesk::evm::EvmReplacement</name>
    <message>
        <source>Only an EVM payment that still waits for a block can be sped up or cancelled.</source>
        <translation>高速化またはキャンセルできるのは、まだブロックを待っているEVMの支払いだけです。</translation>
    </message>
    <message>
        <source>The journaled transaction cannot be read; nothing was signed.</source>
        <translation>ジャーナルに記録されたトランザクションを読み取れません。何も署名していません。</translation>
    </message>
    <message>
        <source>Cannot read the wallet&apos;s nonce from your node: %1</source>
        <translation>ノードからウォレットのnonceを読み取れません：%1</translation>
    </message>
    <message>
        <source>unreadable answer</source>
        <translation>読み取れない応答</translation>
    </message>
    <message>
        <source>Nonce %1 is already used: the payment landed or was replaced. Paydesk settles it from its receipt; nothing was signed.</source>
        <translation>nonce %1はすでに使用されています。支払いがチェーンに取り込まれたか、置き換えられました。Paydeskはそのレシートから結果を確定します。何も署名していません。</translation>
    </message>
    <message>
        <source>Cannot read the fees from your node: %1</source>
        <translation>ノードから手数料を読み取れません：%1</translation>
    </message>
    <message>
        <source>The fees of this transaction cannot be raised.</source>
        <translation>このトランザクションの手数料は引き上げられません。</translation>
    </message>
    <message>
        <source>%1 Nothing was signed; the first transaction still waits.</source>
        <translation>%1 何も署名していません。最初のトランザクションはまだ待機中です。</translation>
    </message>
    <message>
        <source>You kept the first transaction; nothing was signed.</source>
        <translation>最初のトランザクションを維持しました。何も署名していません。</translation>
    </message>
    <message>
        <source>The replacement could not be signed (%1); nothing was sent.</source>
        <translation>置き換え用トランザクションに署名できませんでした（%1）。何も送信していません。</translation>
    </message>
    <message>
        <source>wrong key</source>
        <translation>鍵が違います</translation>
    </message>
    <message>
        <source>The payment journal could not be written (%1), so the replacement was not sent.</source>
        <translation>支払いジャーナルに書き込めなかった（%1）ため、置き換え用トランザクションは送信されませんでした。</translation>
    </message>
</context>
<context>
    <name>paydesk::evm::Permit2Approval</name>
    <message>
        <source>%1 is not a token Paydesk knows on %2. Add its contract first (paydesk-cli token add, or the Tokens box of the Pay page)</source>
        <translation>%1 は Paydesk が %2 上で知っているトークンではありません。先にそのコントラクトを追加してください（paydesk-cli token add、または支払いページのトークン欄）</translation>
    </message>
    <message>
        <source>approve(Permit2 %1, %2) on %3 %4</source>
        <translation>%3 %4 上の approve(Permit2 %1, %2)</translation>
    </message>
    <message>
        <source>%1; nothing was signed.</source>
        <translation>%1。何も署名していません。</translation>
    </message>
    <message>
        <source>%1 has %2 decimals; %3 has more. Nothing was signed.</source>
        <translation>%1 の小数桁は %2 桁ですが、%3 はそれより多い桁です。何も署名していません。</translation>
    </message>
    <message>
        <source>The approve landed (%1); the allowance could not be read again: %2</source>
        <translation>approve は取り込まれました（%1）。許可額を再度読み取れませんでした: %2</translation>
    </message>
    <message>
        <source>The approve landed (%1): Permit2 may now move %2 of %3.</source>
        <translation>approve は取り込まれました（%1）。Permit2 は %3 から %2 を動かせるようになりました。</translation>
    </message>
    <message>
        <source>the approve</source>
        <translation>approve</translation>
    </message>
    <message>
        <source>Permit2 may already move exactly %1 of %2</source>
        <translation>Permit2 はすでに %2 のちょうど %1 を移動できます</translation>
    </message>
</context>
<context>
    <name>paydesk::solana::BroadcastTracker</name>
    <message>
        <source>Confirmed in slot %1.</source>
        <translation>スロット%1で確認されました。</translation>
    </message>
    <message>
        <source>The transaction landed but failed (%1): the network fee was charged, the payment was not made.</source>
        <translation>トランザクションはチェーンに取り込まれましたが、失敗しました（%1）。ネットワーク手数料は請求され、支払いは行われませんでした。</translation>
    </message>
    <message>
        <source>Expired, nothing was charged.</source>
        <translation>期限切れです。何も請求されませんでした。</translation>
    </message>
    <message>
        <source>The RPC node refused the transaction (%1): it was never broadcast, nothing was charged.</source>
        <translation>RPCノードがトランザクションを拒否しました（%1）。ブロードキャストされておらず、何も請求されていません。</translation>
    </message>
    <message>
        <source>Waiting for confirmation.</source>
        <translation>確認を待っています。</translation>
    </message>
    <message>
        <source>Stopped following the payment before it was final; it stays in the journal and is followed again on the next start.</source>
        <translation>支払いが最終状態になる前に追跡を停止しました。支払いはジャーナルに残り、次回の起動時に再度追跡されます。</translation>
    </message>
    <message>
        <source>The RPC endpoint sent no block height.</source>
        <translation>RPCエンドポイントからブロック高が送られてきませんでした。</translation>
    </message>
    <message>
        <source>The RPC endpoint sent an unreadable status.</source>
        <translation>RPCエンドポイントから読み取れないステータスが送られてきました。</translation>
    </message>
    <message>
        <source>Waiting for confirmation (block height %1, valid until %2).</source>
        <translation>確認を待っています（ブロック高%1、%2まで有効）。</translation>
    </message>
    <message>
        <source>The journal could not record the outcome: %1</source>
        <translation>ジャーナルに結果を記録できませんでした：%1</translation>
    </message>
</context>
<context>
    <name>paydesk::solana::RpcHealthCheck</name>
    <message>
        <source>The RPC endpoint reports that it is not healthy: %1</source>
        <translation>RPCエンドポイントが正常でないと報告しています：%1</translation>
    </message>
    <message>
        <source>The RPC endpoint sent no block height.</source>
        <translation>RPCエンドポイントからブロック高が送られてきませんでした。</translation>
    </message>
</context>
<context>
    <name>paydesk::solana::SolanaPaymentFlow</name>
    <message>
        <source>The service sent a transaction Paydesk cannot read (%1); it was not signed.</source>
        <translation>サービスがPaydeskで読み取れないトランザクションを送ってきました（%1）。署名していません。</translation>
    </message>
    <message>
        <source>The service says the payment %1 is settled, but the RPC endpoint does not show it confirmed: %2</source>
        <translation>サービスは支払い%1を決済済みとしていますが、RPCエンドポイントでは確認済みになっていません：%2</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>見つかりません</translation>
    </message>
    <message>
        <source>The buyer&apos;s payment is already confirmed on chain (slot %1); nothing to co-sign.</source>
        <translation>購入者の支払いはすでにチェーン上で確認済みです（スロット%1）。共同署名するものはありません。</translation>
    </message>
    <message>
        <source>Cannot check the transaction against the network: %1</source>
        <translation>ネットワークと照らし合わせてトランザクションを確認できません：%1</translation>
    </message>
    <message>
        <source>no block height</source>
        <translation>ブロック高がありません</translation>
    </message>
    <message>
        <source>Simulation unavailable: %1</source>
        <translation>シミュレーションを利用できません：%1</translation>
    </message>
    <message>
        <source>You declined this transaction; nothing was signed.</source>
        <translation>このトランザクションを拒否しました。何も署名されていません。</translation>
    </message>
    <message>
        <source>The transaction could not be signed completely (%1); nothing was sent.</source>
        <translation>トランザクションを完全には署名できませんでした（%1）。何も送信されていません。</translation>
    </message>
    <message>
        <source>wrong key</source>
        <translation>鍵が違います</translation>
    </message>
    <message>
        <source>The payment journal could not be written (%1), so the transaction was not sent.</source>
        <translation>支払いジャーナルに書き込めなかった（%1）ため、トランザクションは送信されませんでした。</translation>
    </message>
    <message>
        <source>The payment is not final yet; Paydesk keeps it in its journal and follows it again on the next start.</source>
        <translation>支払いはまだ最終状態ではありません。Paydeskはジャーナルに保持し、次回の起動時に再度追跡します。</translation>
    </message>
    <message>
        <source>Cannot read the latest block from the network: %1</source>
        <translation>ネットワークから最新のブロックを読み取れません：%1</translation>
    </message>
    <message>
        <source>malformed answer</source>
        <translation>不正な応答</translation>
    </message>
    <message>
        <source>Paydesk refuses to sign this payment: %1</source>
        <translation>Paydesk はこの支払いへの署名を拒否します：%1</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::AgentApprovalDialog</name>
    <message>
        <source>An agent asks to pay</source>
        <translation>エージェントが支払いを求めています</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; asks to pay %2 %3.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;が%2 %3の支払いを求めています。</translation>
    </message>
    <message>
        <source>Site:</source>
        <translation>サイト:</translation>
    </message>
    <message>
        <source>Resource:</source>
        <translation>リソース:</translation>
    </message>
    <message>
        <source>Price:</source>
        <translation>価格:</translation>
    </message>
    <message>
        <source>%1 %2 on %3</source>
        <translation>%3 上の %1 %2</translation>
    </message>
    <message>
        <source>Pays to:</source>
        <translation>支払先:</translation>
    </message>
    <message>
        <source>Budget left today:</source>
        <translation>本日の予算の残り:</translation>
    </message>
    <message>
        <source>%1 of %2 %3</source>
        <translation>%2 %3 のうち残り %1</translation>
    </message>
    <message>
        <source>Why you are asked:</source>
        <translation>確認が必要な理由:</translation>
    </message>
    <message>
        <source>Approve &amp;once</source>
        <translation>今回のみ承認(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Always for this site</source>
        <translation>このサイトは常に許可(&amp;A)</translation>
    </message>
    <message>
        <source>Approve this payment and let %1 pay %2 without asking, within its budget.</source>
        <translation>この支払いを承認し、%1が予算の範囲内で確認なしに%2へ支払えるようにします。</translation>
    </message>
    <message>
        <source>&amp;Decline</source>
        <translation>拒否(&amp;D)</translation>
    </message>
    <message numerus="yes">
        <source>The agent waits %n more second(s); then the payment is declined.</source>
        <translation>
            <numerusform>エージェントはあと%n秒待機します。その後、支払いは拒否されます。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paydesk::ui::AgentApprovalPresenter</name>
    <message>
        <source>%1 asks to pay %2 %3</source>
        <translation>%1が%2 %3の支払いを求めています</translation>
    </message>
    <message>
        <source>To %1. Approve or decline it in Paydesk.</source>
        <translation>支払先：%1。Paydeskで承認または拒否してください。</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::AgentEditor</name>
    <message>
        <source>%1 on %2</source>
        <translation>%2 上の %1</translation>
    </message>
    <message>
        <source>for example 1</source>
        <translation>例：1</translation>
    </message>
    <message>
        <source>for example 0.05</source>
        <translation>例：0.05</translation>
    </message>
    <message>
        <source>A payment above this, to a site not on its list, or one that would leave less than a tenth of the day&apos;s budget waits for your approval.</source>
        <translation>この金額を超える支払い、リストにないサイトへの支払い、または1日の予算の残りが10分の1未満になる支払いは、あなたの承認を待ちます。</translation>
    </message>
    <message>
        <source>&amp;Asset:</source>
        <translation>資産(&amp;A)：</translation>
    </message>
    <message>
        <source>Budget per &amp;day:</source>
        <translation>1日あたりの予算(&amp;D):</translation>
    </message>
    <message>
        <source>Pays &amp;without asking up to:</source>
        <translation>確認なしで支払う上限(&amp;W):</translation>
    </message>
    <message>
        <source>Save &amp;budget</source>
        <translation>予算を保存(&amp;B)</translation>
    </message>
    <message>
        <source>No budget in this asset</source>
        <translation>この資産の予算なし</translation>
    </message>
    <message>
        <source>Sites it pays without asking (within its budget):</source>
        <translation>確認なしで支払うサイト（予算の範囲内）:</translation>
    </message>
    <message>
        <source>Site to allow</source>
        <translation>許可するサイト</translation>
    </message>
    <message>
        <source>A&amp;llow site</source>
        <translation>サイトを許可(&amp;L)</translation>
    </message>
    <message>
        <source>Remove site</source>
        <translation>サイトを削除</translation>
    </message>
    <message>
        <source>&amp;Paused: it pays nothing until you clear this</source>
        <translation>一時停止：このチェックを外すまで何も支払いません(&amp;P)</translation>
    </message>
    <message>
        <source>Its last payments:</source>
        <translation>最近の支払い:</translation>
    </message>
    <message>
        <source>Show &amp;token…</source>
        <translation>トークンを表示(&amp;T)…</translation>
    </message>
    <message>
        <source>&amp;Remove agent…</source>
        <translation>エージェントを削除(&amp;R)…</translation>
    </message>
    <message>
        <source>Select an agent above</source>
        <translation>上でエージェントを選択してください</translation>
    </message>
    <message>
        <source>Agent %1</source>
        <translation>エージェント %1</translation>
    </message>
    <message>
        <source>No payments yet.</source>
        <translation>まだ支払いはありません。</translation>
    </message>
    <message>
        <source>No budget in this asset: the agent cannot pay in it.</source>
        <translation>この資産の予算はありません：エージェントはこの資産で支払えません。</translation>
    </message>
    <message>
        <source>Spent in the last 24 hours: %1</source>
        <translation>直近24時間の支払額: %1</translation>
    </message>
    <message>
        <source>Type the site&apos;s address, such as https://api.example.com.</source>
        <translation>サイトのアドレスを入力してください（例：https://api.example.com）。</translation>
    </message>
    <message>
        <source>Beyond the day:</source>
        <translation>1 日を超える期間：</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::AgentsPage</name>
    <message>
        <source>Agents</source>
        <translation>エージェント</translation>
    </message>
    <message>
        <source>AI agents and scripts on this computer pay through Paydesk, from your wallets, within the budgets you give each of them here. They never see a key. A payment above an agent&apos;s limit or to a new site waits for your approval.</source>
        <translation>このコンピューター上のAIエージェントやスクリプトは、ここで各エージェントに設定した予算の範囲内で、Paydeskを通じてあなたのウォレットから支払います。エージェントが鍵を目にすることはありません。エージェントの上限を超える支払いや、新しいサイトへの支払いは、あなたの承認を待ちます。</translation>
    </message>
    <message>
        <source>Payments are frozen: no agent can pay until you unfreeze them (in the tray menu or in Settings).</source>
        <translation>支払いは凍結されています：凍結を解除するまで、どのエージェントも支払えません（トレイメニューまたは設定で解除できます）。</translation>
    </message>
    <message>
        <source>A name for the agent, such as Research assistant</source>
        <translation>エージェントの名前（例：リサーチアシスタント）</translation>
    </message>
    <message>
        <source>New agent&apos;s name</source>
        <translation>新しいエージェントの名前</translation>
    </message>
    <message>
        <source>&amp;Add agent</source>
        <translation>エージェントを追加(&amp;A)</translation>
    </message>
    <message>
        <source>Agent token</source>
        <translation>エージェントトークン</translation>
    </message>
    <message>
        <source>MCP configuration</source>
        <translation>MCP設定</translation>
    </message>
    <message>
        <source>No agents yet. Add one, give it a budget, then give it its token.</source>
        <translation>まだエージェントはありません。エージェントを追加して予算を設定し、そのトークンをエージェントに渡してください。</translation>
    </message>
    <message>
        <source>The token of %1. Give it to the agent only: whoever has it spends from %1&apos;s budget. For an MCP client, add this server to its configuration; any other program sends its requests through &apos;paydesk-cli proxy&apos; with the header Proxy-Authorization: Bearer and the token.</source>
        <translation>%1のトークンです。このエージェントにだけ渡してください：トークンを持つ者は誰でも%1の予算から支払えます。MCPクライアントの場合は、このサーバーをその設定に追加してください。その他のプログラムは、Proxy-Authorization: Bearerヘッダーとトークンを付けて、&apos;paydesk-cli proxy&apos;経由でリクエストを送信します。</translation>
    </message>
    <message>
        <source>Remove agent</source>
        <translation>エージェントを削除</translation>
    </message>
    <message>
        <source>Remove %1?</source>
        <translation>%1を削除しますか？</translation>
    </message>
    <message>
        <source>Its token stops paying at once. Its payments stay in your history.</source>
        <translation>そのトークンではただちに支払えなくなります。支払いは履歴に残ります。</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::BudgetLimitsEdit</name>
    <message>
        <source>no cap</source>
        <translation>上限なし</translation>
    </message>
    <message>
        <source>Optional: the most that may be spent in the last 7 days (a week) or 30 days (a month). Leave it empty for no such cap.</source>
        <translation>任意：直近 7 日間（1 週間）または 30 日間（1 か月）に使える上限。上限を設けない場合は空欄のままにします。</translation>
    </message>
    <message>
        <source>Per wee&amp;k:</source>
        <translation>週あたり(&amp;K)：</translation>
    </message>
    <message>
        <source>Cap per week</source>
        <translation>週あたりの上限</translation>
    </message>
    <message>
        <source>Per &amp;month:</source>
        <translation>月あたり(&amp;M)：</translation>
    </message>
    <message>
        <source>Cap per month</source>
        <translation>月あたりの上限</translation>
    </message>
    <message>
        <source>&amp;Ends after</source>
        <translation>終了日(&amp;E)</translation>
    </message>
    <message>
        <source>After this day the budget no longer pays without asking</source>
        <translation>この日以降、予算では確認なしに支払いません</translation>
    </message>
    <message>
        <source>Last day of the budget</source>
        <translation>予算の最終日</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::BudgetsBox</name>
    <message>
        <source>Budgets for automatic payments</source>
        <translation>自動支払いの予算</translation>
    </message>
    <message>
        <source>&amp;Freeze all automatic payments (Paydesk then asks every time)</source>
        <translation>すべての自動支払いを凍結（以後、Paydeskは毎回確認します）(&amp;F)</translation>
    </message>
    <message>
        <source>Site budgets</source>
        <translation>サイトの予算</translation>
    </message>
    <message>
        <source>Cap per payment</source>
        <translation>1回あたりの上限</translation>
    </message>
    <message>
        <source>Cap per day</source>
        <translation>1日あたりの上限</translation>
    </message>
    <message>
        <source>Save &amp;caps</source>
        <translation>上限を保存(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Revoke</source>
        <translation>取り消し(&amp;R)</translation>
    </message>
    <message>
        <source>Per payment:</source>
        <translation>1回あたり:</translation>
    </message>
    <message>
        <source>Per day:</source>
        <translation>1日あたり:</translation>
    </message>
    <message>
        <source>The cap per day cannot be below the cap per payment.</source>
        <translation>1日あたりの上限を1回あたりの上限より低くすることはできません。</translation>
    </message>
    <message>
        <source>A site without a budget has the default caps of %1 per payment and %2 per day: Paydesk asks before each of its payments, and a price above these caps is flagged and paid only if you approve that one payment (no budget is granted). To let a site pay without asking, grant it a budget when you confirm a payment.</source>
        <translation>予算のないサイトには、1回あたり%1、1日あたり%2の既定の上限が適用されます。Paydeskはそのサイトへの支払いのたびに事前に確認し、これらの上限を超える価格には警告を表示して、その1件の支払いを承認した場合にのみ支払います（予算は割り当てられません）。確認なしでサイトに支払えるようにするには、支払いを確認するときにそのサイトに予算を割り当ててください。</translation>
    </message>
    <message>
        <source>No site has a budget yet.</source>
        <translation>予算を持つサイトはまだありません。</translation>
    </message>
    <message>
        <source>Back to the default caps: Paydesk asks before each payment to this site</source>
        <translation>既定の上限に戻す：Paydeskはこのサイトへの支払いのたびに事前に確認します</translation>
    </message>
    <message>
        <source>The same caps apply in each asset, counted apart: a price in USDC counts toward caps of %1 and %2, never toward a budget in SOL.</source>
        <translation>同じ上限が資産ごとに別々に適用されます：USDCでの価格は%1と%2の上限に数えられ、SOLの予算には決して数えられません。</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::ChannelWithdrawDialog</name>
    <message>
        <source>Withdraw from the channel with %1</source>
        <translation>%1 とのチャネルから引き出す</translation>
    </message>
    <message>
        <source>A withdrawal takes back what %1 has not charged (Paydesk counts %2) without the seller&apos;s help, by a transaction from your wallet in two steps: the first starts the channel&apos;s withdraw delay, during which the seller may still claim the vouchers you signed; once it has passed, a second withdrawal returns the rest. Only the network fee is paid.</source>
        <translation>引き出しは、%1 が請求していない分（Paydesk の計算では %2）を販売者の協力なしに、ウォレットからのトランザクションで 2 段階に分けて取り戻します。1 回目でチャネルの引き出し待機期間が始まり、その間、販売者はあなたが署名したバウチャーをまだ請求できます。期間が過ぎたら、2 回目の引き出しで残りが戻ります。支払うのはネットワーク手数料だけです。</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>&amp;Sign &amp;&amp; send</source>
        <translation>署名&amp;&amp;送信(&amp;S)</translation>
    </message>
    <message>
        <source>Signing with the key from your system keychain…</source>
        <translation>システムのキーチェーンの鍵で署名しています…</translation>
    </message>
    <message>
        <source>Signed and journaled. Waiting for a block…</source>
        <translation>署名してジャーナルに記録しました。ブロックを待っています…</translation>
    </message>
    <message>
        <source>Paydesk will not sign this withdrawal: %1</source>
        <translation>Paydesk はこの引き出しに署名しません: %1</translation>
    </message>
    <message>
        <source>Paydesk is locked. Unlock it to sign this transaction.</source>
        <translation>Paydeskはロックされています。このトランザクションに署名するには、ロックを解除してください。</translation>
    </message>
    <message>
        <source>See it on the explorer</source>
        <translation>エクスプローラーで見る</translation>
    </message>
    <message>
        <source>&amp;Reject</source>
        <translation>拒否(&amp;R)</translation>
    </message>
    <message>
        <source>Reading the channel from your node…</source>
        <translation>ノードからチャネルを読み取っています…</translation>
    </message>
    <message>
        <source>Finish the withdrawal</source>
        <translation>引き出しを完了する</translation>
    </message>
    <message>
        <source>Start the withdrawal</source>
        <translation>引き出しを開始する</translation>
    </message>
    <message>
        <source>The withdraw delay has passed: this returns what the seller has not claimed to your wallet.</source>
        <translation>引き出し待機期間が過ぎました。販売者が請求していない分をウォレットに戻します。</translation>
    </message>
    <message>
        <source>The seller may claim its vouchers until the channel&apos;s withdraw delay has passed; then withdraw again to finish it.</source>
        <translation>チャネルの引き出し待機期間が過ぎるまで、販売者はバウチャーを請求できます。その後、もう一度引き出して完了してください。</translation>
    </message>
    <message>
        <source>Withdrawn</source>
        <translation>引き出し完了</translation>
    </message>
    <message>
        <source>The withdrawal has started</source>
        <translation>引き出しを開始しました</translation>
    </message>
    <message>
        <source>Can be finished from %1</source>
        <translation>%1 以降に完了できます</translation>
    </message>
    <message>
        <source>Nothing to sign now</source>
        <translation>今は署名するものがありません</translation>
    </message>
    <message>
        <source>The withdrawal could not be prepared</source>
        <translation>引き出しを準備できませんでした</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::ChannelsPage</name>
    <message>
        <source>Payment channels</source>
        <translation>支払いチャネル</translation>
    </message>
    <message>
        <source>A seller that offers x402 batch-settlement is paid through a payment channel: Paydesk deposits into it once, then signs a voucher for each request. What the seller does not charge stays yours: ask the seller for a refund, or withdraw it yourself.</source>
        <translation>x402 batch-settlement を提示する販売者には支払いチャネルで支払います。Paydesk は一度デポジットし、その後リクエストごとにバウチャーに署名します。販売者が請求しなかった分はあなたのものです。販売者に返金を求めるか、自分で引き出してください。</translation>
    </message>
    <message>
        <source>No payment channels yet. Paydesk opens one when a seller offers batch-settlement, after you confirm its deposit; what the seller does not charge comes back to you by a refund or a withdrawal.</source>
        <translation>支払いチャネルはまだありません。販売者が batch-settlement を提示すると、デポジットを確認したうえで Paydesk がチャネルを開きます。販売者が請求しなかった分は、返金または引き出しで戻ります。</translation>
    </message>
    <message>
        <source>Ask for a &amp;refund</source>
        <translation>返金を求める(&amp;R)</translation>
    </message>
    <message>
        <source>Ask the seller to send back all it has not charged. Paydesk signs a voucher for no more than the seller charged already, so the seller gains nothing by it.</source>
        <translation>請求していない全額を返すよう販売者に求めます。Paydesk が署名するバウチャーは販売者の請求済み額を超えないため、販売者が得をすることはありません。</translation>
    </message>
    <message>
        <source>&amp;Withdraw…</source>
        <translation>引き出す(&amp;W)…</translation>
    </message>
    <message>
        <source>Take back what the seller has not charged without its help: a transaction from your wallet, reviewed first. It takes two steps, the channel&apos;s withdraw delay apart.</source>
        <translation>販売者の協力なしに、請求されていない分を取り戻します。ウォレットからのトランザクションで、先に内容を確認します。チャネルの引き出し待機期間を挟んだ 2 段階です。</translation>
    </message>
    <message>
        <source>Select a channel.</source>
        <translation>チャネルを選択してください。</translation>
    </message>
    <message>
        <source>A withdrawal is under way: withdraw again once the delay has passed to finish it.</source>
        <translation>引き出しが進行中です。待機期間が過ぎたら、もう一度引き出して完了してください。</translation>
    </message>
    <message>
        <source>Unused for a week: ask %1 to refund %2.</source>
        <translation>1 週間使われていません。%1 に %2 の返金を求めてください。</translation>
    </message>
    <message>
        <source>Paydesk is locked. Unlock it to ask for a refund.</source>
        <translation>Paydesk はロックされています。返金を求めるにはロックを解除してください。</translation>
    </message>
    <message>
        <source>Asking the seller for a refund…</source>
        <translation>販売者に返金を求めています…</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::CopyField</name>
    <message>
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
    <message>
        <source>Copy %1</source>
        <translation>%1をコピー</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>コピーしました</translation>
    </message>
    <message>
        <source>Open in the block explorer</source>
        <translation>ブロックエクスプローラーで開く</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::CreateWalletDialog</name>
    <message>
        <source>Create a local wallet</source>
        <translation>ローカルウォレットを作成</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>戻る(&amp;B)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>次へ(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;12 words</source>
        <translation>12語(&amp;1)</translation>
    </message>
    <message>
        <source>&amp;24 words</source>
        <translation>24語(&amp;2)</translation>
    </message>
    <message>
        <source>Length:</source>
        <translation>長さ:</translation>
    </message>
    <message>
        <source>Wallet label</source>
        <translation>ウォレットのラベル</translation>
    </message>
    <message>
        <source>e.g. Everyday payments</source>
        <translation>例：日常の支払い</translation>
    </message>
    <message>
        <source>&amp;Label:</source>
        <translation>ラベル(&amp;L):</translation>
    </message>
    <message>
        <source>Add a BIP39 &amp;passphrase (advanced)</source>
        <translation>BIP39パスフレーズを追加（上級者向け）(&amp;P)</translation>
    </message>
    <message>
        <source>Passphrase</source>
        <translation>パスフレーズ</translation>
    </message>
    <message>
        <source>Passphrase again</source>
        <translation>パスフレーズ（確認用）</translation>
    </message>
    <message>
        <source>Pass&amp;phrase:</source>
        <translation>パスフレーズ(&amp;P):</translation>
    </message>
    <message>
        <source>&amp;Again:</source>
        <translation>再入力(&amp;A):</translation>
    </message>
    <message>
        <source>The passphrase is a second secret: without both the words and the passphrase the wallet cannot be restored. Paydesk does not store it.</source>
        <translation>パスフレーズは2つ目の秘密情報です。単語とパスフレーズの両方がなければ、ウォレットを復元できません。Paydeskはパスフレーズを保存しません。</translation>
    </message>
    <message>
        <source>Write these words on paper, in this order, and keep it somewhere safe and offline. Anyone who has them can take the funds. Paydesk shows them only this once.</source>
        <translation>これらの単語をこの順番で紙に書き、オフラインの安全な場所に保管してください。これを知っている人は誰でも資金を持ち出せます。Paydeskがこれらを表示するのは今回だけです。</translation>
    </message>
    <message>
        <source>I have &amp;written down all the words in order</source>
        <translation>すべての単語を順番どおりに書き留めました(&amp;W)</translation>
    </message>
    <message>
        <source>Check your copy: type these words from what you wrote down. The wallet is created only when they match.</source>
        <translation>写しを確認します：書き留めたものを見ながら、次の単語を入力してください。一致した場合にのみウォレットが作成されます。</translation>
    </message>
    <message>
        <source>&amp;Create wallet</source>
        <translation>ウォレットを作成(&amp;C)</translation>
    </message>
    <message>
        <source>Word number %1</source>
        <translation>%1番目の単語</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>The two passphrases differ.</source>
        <translation>2つのパスフレーズが一致しません。</translation>
    </message>
    <message>
        <source>Word #%1 does not match your phrase. Look at your copy again, or go back to the words and write them down anew.</source>
        <translation>%1番目の単語がフレーズと一致しません。写しをもう一度確認するか、単語の画面に戻って書き留め直してください。</translation>
    </message>
    <message>
        <source>Storing the key in the system keychain…</source>
        <translation>鍵をシステムのキーチェーンに保存しています…</translation>
    </message>
    <message>
        <source>Word #%1:</source>
        <translation>単語 #%1:</translation>
    </message>
    <message>
        <source>Paydesk makes a new recovery phrase and derives two accounts from it: Solana (m/44&apos;/501&apos;/0&apos;/0&apos;, as Phantom and Solflare) and EVM (m/44&apos;/60&apos;/0&apos;/0/0, as MetaMask). Their keys, and the phrase&apos;s seed for adding EVM accounts later, are kept in the system keychain.</source>
        <translation>Paydeskは新しいリカバリーフレーズを作成し、そこから2つのアカウントを導出します：Solana（m/44&apos;/501&apos;/0&apos;/0&apos;、PhantomやSolflareと同じ）とEVM（m/44&apos;/60&apos;/0&apos;/0/0、MetaMaskと同じ）。それらの鍵と、後でEVMアカウントを追加するためのフレーズのシードは、システムのキーチェーンに保管されます。</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::DailyCapsBox</name>
    <message>
        <source>Asset of the cap</source>
        <translation>上限の資産</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%2 上の %1</translation>
    </message>
    <message>
        <source>Cap per day for all sites</source>
        <translation>全サイト共通の1日あたりの上限</translation>
    </message>
    <message>
        <source>no cap</source>
        <translation>上限なし</translation>
    </message>
    <message>
        <source>Set ca&amp;p</source>
        <translation>上限を設定(&amp;P)</translation>
    </message>
    <message>
        <source>Remo&amp;ve cap</source>
        <translation>上限を削除(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Asset:</source>
        <translation>資産(&amp;A)：</translation>
    </message>
    <message>
        <source>%1 a day on %2 (%3 spent in the last 24 hours)</source>
        <translation>%2 上で1日 %1（直近24時間の支払い %3）</translation>
    </message>
    <message>
        <source>Type the cap as a number, like 1.5.</source>
        <translation>上限を数値で入力してください（例：1.5）。</translation>
    </message>
    <message>
        <source>Caps for all sites</source>
        <translation>全サイトの上限</translation>
    </message>
    <message>
        <source>The most all sites together may take in one asset in 24 hours, or in dollars across every stablecoin in a day, week or month. Nothing is paid above a cap, not even a payment you approve.</source>
        <translation>すべてのサイトが合計で、1 つの資産について 24 時間に、またはすべてのステーブルコインについてドル建てで 1 日・1 週間・1 か月に受け取れる上限です。上限を超える支払いは、あなたが承認したものでも行いません。</translation>
    </message>
    <message>
        <source>Cap in dollars for all sites</source>
        <translation>全サイトのドル建て上限</translation>
    </message>
    <message>
        <source>Window of the cap in dollars</source>
        <translation>ドル建て上限の期間</translation>
    </message>
    <message>
        <source>Set dollar cap</source>
        <translation>ドル上限を設定</translation>
    </message>
    <message>
        <source>Remove dollar cap</source>
        <translation>ドル上限を削除</translation>
    </message>
    <message>
        <source>&amp;In dollars, any stablecoin:</source>
        <translation>ドル建て・全ステーブルコイン(&amp;I)：</translation>
    </message>
    <message>
        <source>Counts USDC on every network together, in dollars; a token you added counts in its own unit, never as dollars</source>
        <translation>全ネットワークの USDC をドル建てで合算します。あなたが追加したトークンは独自の単位で数え、ドルとしては数えません</translation>
    </message>
    <message>
        <source>%1 %2 in all dollar stablecoins together (%3 spent in the last %4)</source>
        <translation>すべてのドル建てステーブルコイン合計で%2 %1（直近 %4 で %3 使用）</translation>
    </message>
    <message>
        <source>No cap for all sites is set.</source>
        <translation>全サイトの上限は設定されていません。</translation>
    </message>
    <message>
        <source>Type the cap as a number, like 5.</source>
        <translation>上限を 5 のような数値で入力してください。</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::DiagnosticsBox</name>
    <message>
        <source>About and diagnostics</source>
        <translation>バージョン情報と診断</translation>
    </message>
    <message>
        <source>Paydesk writes a log (paydesk.log) to %1. It never holds keys, passphrases or other secrets.</source>
        <translation>Paydeskはログ（paydesk.log）を%1に書き込みます。ログに鍵、パスフレーズ、その他の秘密情報が含まれることはありません。</translation>
    </message>
    <message>
        <source>Open log folder</source>
        <translation>ログフォルダーを開く</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::ErrorPanel</name>
    <message>
        <source>Error</source>
        <translation>エラー</translation>
    </message>
    <message>
        <source>The outcome of the payment is unknown</source>
        <translation>支払いの結果が不明です</translation>
    </message>
    <message>
        <source>Code %1.</source>
        <translation>コード%1。</translation>
    </message>
    <message>
        <source>%1 (code %2)</source>
        <translation>%1（コード%2）</translation>
    </message>
    <message>
        <source>Open key settings</source>
        <translation>キーの設定を開く</translation>
    </message>
    <message>
        <source>Check status</source>
        <translation>ステータスを確認</translation>
    </message>
    <message>
        <source>You can try again now.</source>
        <translation>もう一度お試しいただけます。</translation>
    </message>
    <message>
        <source>Too many requests for this key&apos;s plan. Paydesk slows down: you can try again in %1 s.</source>
        <translation>このキーのプランに対してリクエストが多すぎます。Paydeskはリクエストの頻度を下げています。%1秒後にもう一度お試しいただけます。</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::EvmReviewDialog</name>
    <message>
        <source>Review and sign the payment</source>
        <translation>支払いを確認して署名</translation>
    </message>
    <message>
        <source>Paydesk checked the transaction the service built against your node. This is exactly what you would sign:</source>
        <translation>Paydeskは、サービスが作成したトランザクションをノードで確認しました。署名する内容は次のとおりです：</translation>
    </message>
    <message>
        <source>Getting the transaction from the service…</source>
        <translation>サービスからトランザクションを取得しています…</translation>
    </message>
    <message>
        <source>Speed &amp;up</source>
        <translation>高速化(&amp;U)</translation>
    </message>
    <message>
        <source>Send the same payment again with the same nonce and at least 10 % higher fees: whichever lands, you pay once.</source>
        <translation>同じ支払いを、同じnonceで少なくとも10 %高い手数料で再送信します。どちらが取り込まれても、支払いは1回だけです。</translation>
    </message>
    <message>
        <source>Cancel &amp;payment</source>
        <translation>支払いをキャンセル(&amp;P)</translation>
    </message>
    <message>
        <source>Replace it with a transfer of 0 to yourself with the same nonce: if that lands first, only its network fee is paid.</source>
        <translation>同じnonceで自分宛てに0を送金するトランザクションに置き換えます。それが先に取り込まれた場合、支払うのはそのネットワーク手数料だけです。</translation>
    </message>
    <message>
        <source>&amp;Sign &amp;&amp; send</source>
        <translation>署名&amp;&amp;送信(&amp;S)</translation>
    </message>
    <message>
        <source>Sent. Waiting for a block to include it…</source>
        <translation>送信しました。ブロックへの取り込みを待っています…</translation>
    </message>
    <message>
        <source>You pay %1 to %2</source>
        <translation>%2に%1を支払います</translation>
    </message>
    <message>
        <source>Paydesk checked the transaction the service built and will not sign it:</source>
        <translation>Paydeskはサービスが作成したトランザクションを確認しましたが、署名しません：</translation>
    </message>
    <message>
        <source>Paydesk refused to sign this transaction: %1</source>
        <translation>Paydeskはこのトランザクションへの署名を拒否しました：%1</translation>
    </message>
    <message>
        <source>Checking it against your node: chain, nonce, fees…</source>
        <translation>ノードで確認しています：チェーン、nonce、手数料…</translation>
    </message>
    <message>
        <source>Signing with the key from your system keychain…</source>
        <translation>システムのキーチェーンの鍵で署名しています…</translation>
    </message>
    <message>
        <source>Signed and journaled. Sending it to your node…</source>
        <translation>署名してジャーナルに記録しました。ノードに送信しています…</translation>
    </message>
    <message>
        <source>Transaction %1</source>
        <translation>トランザクション%1</translation>
    </message>
    <message>
        <source>Paid.</source>
        <translation>支払い済み。</translation>
    </message>
    <message>
        <source>Waiting for a block.</source>
        <translation>ブロックを待っています。</translation>
    </message>
    <message>
        <source>Speed up: the same payment, the same nonce, higher fees</source>
        <translation>高速化：同じ支払い、同じnonce、より高い手数料</translation>
    </message>
    <message>
        <source>Cancel: 0 to yourself with the same nonce</source>
        <translation>キャンセル：同じnonceで自分宛てに0</translation>
    </message>
    <message>
        <source>%1 (its network fee was at most %2)</source>
        <translation>%1（ネットワーク手数料は最大%2でした）</translation>
    </message>
    <message>
        <source>This replaces the waiting transaction. Whichever of the two lands, the other never will:</source>
        <translation>待機中のトランザクションを置き換えます。2つのうちどちらかが取り込まれると、もう一方は決して取り込まれません：</translation>
    </message>
    <message>
        <source>Cancelled: the payment was not made.</source>
        <translation>キャンセルされました。支払いは行われていません。</translation>
    </message>
    <message>
        <source>The cancel landed first, so the payment can no longer land; only its network fee was paid.</source>
        <translation>キャンセルが先に取り込まれたため、支払いはもう取り込まれません。支払ったのはそのネットワーク手数料だけです。</translation>
    </message>
    <message numerus="yes">
        <source>Waiting for a block for %n s. Until its nonce is used it can still land; Paydesk never pays it twice.</source>
        <translation>
            <numerusform>%n秒間ブロックを待っています。nonceが使用されるまでは、まだチェーンに取り込まれる可能性があります。Paydeskが二重に支払うことはありません。</numerusform>
        </translation>
    </message>
    <message>
        <source>The service gave no time limit for its quote.</source>
        <translation>サービスは見積もりの期限を示しませんでした。</translation>
    </message>
    <message>
        <source>The service&apos;s quote (nonce, fees) ends in %1 s: too little to sign safely. Close and review again.</source>
        <translation>サービスの見積もり（nonce、手数料）は%1秒後に終了します。安全に署名するには時間が足りません。閉じて、もう一度確認してください。</translation>
    </message>
    <message>
        <source>The service stands by this quote for %1 more seconds.</source>
        <translation>サービスはこの見積もりをあと%1秒間保証します。</translation>
    </message>
    <message>
        <source>&amp;Sign replacement</source>
        <translation>置き換えに署名(&amp;S)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::EvmRpcSettingsBox</name>
    <message>
        <source>EVM network for local mode</source>
        <translation>ローカルモードのEVMネットワーク</translation>
    </message>
    <message>
        <source>EVM network</source>
        <translation>EVMネットワーク</translation>
    </message>
    <message>
        <source>EVM net&amp;work:</source>
        <translation>EVMネットワーク(&amp;W)：</translation>
    </message>
    <message>
        <source>EVM RPC endpoint URL</source>
        <translation>EVMのRPCエンドポイントのURL</translation>
    </message>
    <message>
        <source>Use this en&amp;dpoint</source>
        <translation>このエンドポイントを使用(&amp;D)</translation>
    </message>
    <message>
        <source>RPC UR&amp;L:</source>
        <translation>RPC URL(&amp;L)：</translation>
    </message>
    <message>
        <source>Chec&amp;k connection</source>
        <translation>接続を確認(&amp;K)</translation>
    </message>
    <message>
        <source>Explorer:</source>
        <translation>エクスプローラー：</translation>
    </message>
    <message>
        <source>None for this network.</source>
        <translation>このネットワークにはありません。</translation>
    </message>
    <message>
        <source>Highest network fee Paydesk signs for an EVM payment, in ETH</source>
        <translation>Paydesk が EVM の支払いに署名するネットワーク手数料の上限（ETH）</translation>
    </message>
    <message>
        <source>Network &amp;fee cap:</source>
        <translation>ネットワーク手数料の上限(&amp;F)：</translation>
    </message>
    <message>
        <source>Paydesk refuses to sign an EVM transaction whose gas may cost more (gas limit × max fee per gas).</source>
        <translation>ガス代がこれを超える可能性のある EVM トランザクションには、Paydesk は署名しません（ガスリミット × ガスあたりの最大手数料）。</translation>
    </message>
    <message>
        <source>Enter an amount of ETH greater than 0, such as 0.005.</source>
        <translation>0 より大きい ETH の金額を入力してください（例：0.005）。</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::EvmSummaryView</name>
    <message>
        <source>Network</source>
        <translation>ネットワーク</translation>
    </message>
    <message>
        <source>From</source>
        <translation>送金元</translation>
    </message>
    <message>
        <source>To</source>
        <translation>送金先</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>金額</translation>
    </message>
    <message>
        <source>Nonce</source>
        <translation>nonce</translation>
    </message>
    <message>
        <source>Gas limit</source>
        <translation>ガスリミット</translation>
    </message>
    <message>
        <source>Max fee per gas</source>
        <translation>ガスあたりの最大手数料</translation>
    </message>
    <message>
        <source>Priority fee per gas</source>
        <translation>ガスあたりの優先手数料</translation>
    </message>
    <message>
        <source>Network fee, at most</source>
        <translation>ネットワーク手数料（最大）</translation>
    </message>
    <message>
        <source>Total, at most</source>
        <translation>合計（最大）</translation>
    </message>
    <message>
        <source>Simulation</source>
        <translation>シミュレーション</translation>
    </message>
    <message>
        <source>Replaces</source>
        <translation>置き換え対象</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>備考</translation>
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
        <translation>%1（チェーン%2）、%3経由</translation>
    </message>
    <message>
        <source>nobody: it would create a contract</source>
        <translation>なし：コントラクトを作成します</translation>
    </message>
    <message>
        <source>%1 (gas limit × max fee per gas; usually much less is charged)</source>
        <translation>%1（ガスリミット × ガスあたりの最大手数料。通常、実際の請求額はこれよりずっと少なくなります）</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>呼び出し</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::FlowReviewDialog</name>
    <message>
        <source>Getting the transaction from the service…</source>
        <translation>サービスからトランザクションを取得しています…</translation>
    </message>
    <message>
        <source>Time left to sign</source>
        <translation>署名までの残り時間</translation>
    </message>
    <message>
        <source>&amp;Decline</source>
        <translation>拒否(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Sign &amp;&amp; send</source>
        <translation>署名&amp;&amp;送信(&amp;S)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>Paydesk is locked. Unlock it to sign this transaction.</source>
        <translation>Paydeskはロックされています。このトランザクションに署名するには、ロックを解除してください。</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::GuiMain</name>
    <message>
        <source>The configured service address cannot be used (%1). Paydesk opened the sandbox instead.</source>
        <translation>設定されたサービスアドレスは使用できません（%1）。Paydeskは代わりにサンドボックスを開きました。</translation>
    </message>
    <message>
        <source>%1 History is kept in memory for this session.</source>
        <translation>%1履歴はこのセッションの間、メモリ上に保持されます。</translation>
    </message>
    <message>
        <source>Paydesk</source>
        <translation>Paydesk</translation>
    </message>
    <message>
        <source>Opening your payment history…</source>
        <translation>支払い履歴を開いています…</translation>
    </message>
    <message>
        <source>Starting the sandbox…</source>
        <translation>サンドボックスを起動しています…</translation>
    </message>
    <message>
        <source>Connecting to the payment service…</source>
        <translation>支払いサービスに接続しています…</translation>
    </message>
    <message>
        <source>Preparing the window…</source>
        <translation>ウィンドウを準備しています…</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::HistoryPage</name>
    <message>
        <source>History</source>
        <translation>履歴</translation>
    </message>
    <message>
        <source>Payments sent and received by a wallet. Saved on this computer, so they show at once, also offline; Paydesk fetches what is new in the background.</source>
        <translation>ウォレットで送受信した支払いです。このコンピューターに保存されるため、オフラインでもすぐに表示されます。新しいものはPaydeskがバックグラウンドで取得します。</translation>
    </message>
    <message>
        <source>Payments</source>
        <translation>支払い</translation>
    </message>
    <message>
        <source>Fetching payments from the service…</source>
        <translation>サービスから支払いを取得しています…</translation>
    </message>
    <message>
        <source>The service asked Paydesk to slow down: trying again in %1 s…</source>
        <translation>サービスからリクエストの頻度を下げるよう求められました。%1秒後に再試行します…</translation>
    </message>
    <message>
        <source>Wallet</source>
        <translation>ウォレット</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>表示</translation>
    </message>
    <message>
        <source>All payments</source>
        <translation>すべての支払い</translation>
    </message>
    <message>
        <source>Sent</source>
        <translation>送金</translation>
    </message>
    <message>
        <source>Received</source>
        <translation>受取</translation>
    </message>
    <message>
        <source>Search payments</source>
        <translation>支払いを検索</translation>
    </message>
    <message>
        <source>Search id, address, amount, resource…</source>
        <translation>ID、アドレス、金額、リソースを検索…</translation>
    </message>
    <message>
        <source>Re&amp;fresh</source>
        <translation>更新(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>CSVをエクスポート(&amp;E)…</translation>
    </message>
    <message>
        <source>Page si&amp;ze:</source>
        <translation>ページサイズ(&amp;Z):</translation>
    </message>
    <message>
        <source>Payments per request to the service</source>
        <translation>サービスへの1回のリクエストあたりの支払い件数</translation>
    </message>
    <message>
        <source>Load &amp;older</source>
        <translation>以前の分を読み込む(&amp;O)</translation>
    </message>
    <message>
        <source>Load older payments from the service</source>
        <translation>サービスから以前の支払いを読み込む</translation>
    </message>
    <message>
        <source>No wallet yet. Add one in Settings → Wallets to see its payments here.</source>
        <translation>ウォレットがまだありません。設定 → ウォレットで追加すると、その支払いがここに表示されます。</translation>
    </message>
    <message>
        <source>No payment matches “%1”. Clear the search to see all payments.</source>
        <translation>「%1」に一致する支払いはありません。検索をクリアすると、すべての支払いが表示されます。</translation>
    </message>
    <message>
        <source>No payments of this type yet. Choose “All payments” to see the others.</source>
        <translation>この種類の支払いはまだありません。ほかの支払いを表示するには「すべての支払い」を選択してください。</translation>
    </message>
    <message>
        <source>No payments yet for this wallet. Payments you send or receive appear here; use Refresh to ask the service now.</source>
        <translation>このウォレットの支払いはまだありません。送受信した支払いがここに表示されます。今すぐサービスに問い合わせるには「更新」を使用してください。</translation>
    </message>
    <message>
        <source>Shown: %1</source>
        <translation>表示中：%1</translation>
    </message>
    <message>
        <source>Fetched from the service: %1 of %2</source>
        <translation>サービスから取得済み：%2件中%1件</translation>
    </message>
    <message>
        <source>Updated %1</source>
        <translation>更新：%1</translation>
    </message>
    <message>
        <source>Not fetched yet</source>
        <translation>まだ取得していません</translation>
    </message>
    <message>
        <source>Fetch the next page (%1) from the service</source>
        <translation>次のページ（%1）をサービスから取得</translation>
    </message>
    <message>
        <source>Every payment has been fetched.</source>
        <translation>すべての支払いを取得しました。</translation>
    </message>
    <message>
        <source>Export payments</source>
        <translation>支払いをエクスポート</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSVファイル (*.csv)</translation>
    </message>
    <message>
        <source>The export failed</source>
        <translation>エクスポートに失敗しました</translation>
    </message>
    <message>
        <source>%1 could not be written.</source>
        <translation>%1に書き込めませんでした。</translation>
    </message>
    <message>
        <source>Exported to %1: %2</source>
        <translation>%1にエクスポートしました：%2</translation>
    </message>
    <message>
        <source>Balance: %1</source>
        <translation>残高：%1</translation>
    </message>
    <message>
        <source>seller did not accept</source>
        <translation>販売者が受け付けませんでした</translation>
    </message>
    <message>
        <source>Shown: over %1 (counting…)</source>
        <translation>表示中：%1 件超 (集計中…)</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::HistoryRowMenu</name>
    <message>
        <source>Show the payment&apos;s &amp;status</source>
        <translation>支払いのステータスを表示(&amp;S)</translation>
    </message>
    <message>
        <source>Open in the block &amp;explorer</source>
        <translation>ブロックエクスプローラーで開く(&amp;E)</translation>
    </message>
    <message>
        <source>The payment has no transaction on chain yet.</source>
        <translation>この支払いには、まだチェーン上のトランザクションがありません。</translation>
    </message>
    <message>
        <source>No block explorer knows this network (the sandbox&apos;s chains are on this computer only).</source>
        <translation>このネットワークに対応するブロックエクスプローラーはありません（サンドボックスのチェーンはこのコンピューター上にしかありません）。</translation>
    </message>
    <message>
        <source>Copy the &amp;transaction</source>
        <translation>トランザクションをコピー(&amp;T)</translation>
    </message>
    <message>
        <source>Copy the &amp;payment id</source>
        <translation>支払いIDをコピー(&amp;P)</translation>
    </message>
    <message>
        <source>Paydesk signed this payment itself and the seller&apos;s facilitator settled it: no payment service tracks it. Its receipt is below.</source>
        <translation>この支払いは Paydesk 自身が署名し、販売者のファシリテーターが決済しました。追跡している決済サービスはありません。領収書は下にあります。</translation>
    </message>
    <message>
        <source>Open the seller&apos;s &amp;receipt in the block explorer</source>
        <translation>販売者の領収書をブロックエクスプローラーで開く(&amp;R)</translation>
    </message>
    <message>
        <source>No block explorer knows the receipt&apos;s network (%1).</source>
        <translation>領収書のネットワーク（%1）を扱うブロックエクスプローラーはありません。</translation>
    </message>
    <message>
        <source>Copy the receipt&apos;s transaction</source>
        <translation>領収書のトランザクションをコピー</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::ImportWalletDialog</name>
    <message>
        <source>Import a wallet</source>
        <translation>ウォレットをインポート</translation>
    </message>
    <message>
        <source>What you import</source>
        <translation>インポートするもの</translation>
    </message>
    <message>
        <source>&amp;Import from:</source>
        <translation>インポート元(&amp;I):</translation>
    </message>
    <message>
        <source>Recovery phrase</source>
        <translation>リカバリーフレーズ</translation>
    </message>
    <message>
        <source>The words, separated by spaces or new lines</source>
        <translation>スペースまたは改行で区切った単語</translation>
    </message>
    <message>
        <source>&amp;Words:</source>
        <translation>単語(&amp;W):</translation>
    </message>
    <message>
        <source>BIP39 passphrase (optional)</source>
        <translation>BIP39パスフレーズ（任意）</translation>
    </message>
    <message>
        <source>Only if you set one</source>
        <translation>設定した場合のみ</translation>
    </message>
    <message>
        <source>&amp;Passphrase:</source>
        <translation>パスフレーズ(&amp;P):</translation>
    </message>
    <message>
        <source>&amp;Secret key:</source>
        <translation>秘密鍵(&amp;S):</translation>
    </message>
    <message>
        <source>~/.config/solana/id.json</source>
        <translation>~/.config/solana/id.json</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>参照(&amp;B)…</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>ファイル(&amp;F):</translation>
    </message>
    <message>
        <source>Wallet label</source>
        <translation>ウォレットのラベル</translation>
    </message>
    <message>
        <source>&amp;Label:</source>
        <translation>ラベル(&amp;L):</translation>
    </message>
    <message>
        <source>The key is checked, then kept only in the system keychain.</source>
        <translation>鍵は検証されたうえで、システムのキーチェーンにのみ保管されます。</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>インポート(&amp;I)</translation>
    </message>
    <message>
        <source>Choose a keypair file</source>
        <translation>キーペアファイルを選択</translation>
    </message>
    <message>
        <source>Keypair files (*.json);;All files (*)</source>
        <translation>キーペアファイル (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Checking the key and storing it in the system keychain…</source>
        <translation>鍵を検証し、システムのキーチェーンに保存しています…</translation>
    </message>
    <message>
        <source>Recovery phrase (12 or 24 words): Solana and EVM accounts</source>
        <translation>リカバリーフレーズ（12語または24語）：SolanaとEVMのアカウント</translation>
    </message>
    <message>
        <source>Solana secret key (base58, as Phantom or Solflare export it)</source>
        <translation>Solana秘密鍵（base58、PhantomやSolflareがエクスポートする形式）</translation>
    </message>
    <message>
        <source>Solana keypair file (solana-keygen JSON)</source>
        <translation>Solanaキーペアファイル（solana-keygenのJSON）</translation>
    </message>
    <message>
        <source>EVM private key (64 hex digits, as MetaMask exports it)</source>
        <translation>EVM秘密鍵（16進数64桁、MetaMaskがエクスポートする形式）</translation>
    </message>
    <message>
        <source>EVM keystore file (Ethereum JSON, version 3)</source>
        <translation>EVMキーストアファイル（EthereumのJSON、バージョン3）</translation>
    </message>
    <message>
        <source>&amp;Private key:</source>
        <translation>秘密鍵(&amp;P):</translation>
    </message>
    <message>
        <source>UTC--…--&lt;address&gt;.json</source>
        <translation>UTC--…--&lt;address&gt;.json</translation>
    </message>
    <message>
        <source>Password of the keystore file</source>
        <translation>キーストアファイルのパスワード</translation>
    </message>
    <message>
        <source>Used once to open the file, never stored</source>
        <translation>ファイルを開くために一度だけ使用し、保存しません</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>パスワード(&amp;W):</translation>
    </message>
    <message>
        <source>&amp;Solana account</source>
        <translation>Solanaアカウント(&amp;S)</translation>
    </message>
    <message>
        <source>Derivation path of the Solana account</source>
        <translation>Solanaアカウントの導出パス</translation>
    </message>
    <message>
        <source>&amp;EVM account</source>
        <translation>EVMアカウント(&amp;E)</translation>
    </message>
    <message>
        <source>Derivation path of the EVM account</source>
        <translation>EVMアカウントの導出パス</translation>
    </message>
    <message>
        <source>File</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <source>Choose a keystore file</source>
        <translation>キーストアファイルを選択</translation>
    </message>
    <message>
        <source>Keystore files (*.json UTC--*);;All files (*)</source>
        <translation>キーストアファイル (*.json UTC--*);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Opening the keystore file with its password…</source>
        <translation>パスワードでキーストアファイルを開いています…</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::LiveIndicator</name>
    <message>
        <source>● Live</source>
        <translation>● ライブ</translation>
    </message>
    <message>
        <source>The service tells Paydesk about payments as they happen.</source>
        <translation>サービスが支払いを発生と同時に Paydesk に知らせます。</translation>
    </message>
    <message>
        <source>○ Polling</source>
        <translation>○ ポーリング</translation>
    </message>
    <message>
        <source>Connecting to the service&apos;s live events; meanwhile Paydesk looks for changes itself.</source>
        <translation>サービスのライブイベントに接続しています。その間は Paydesk が自分で変更を確認します。</translation>
    </message>
    <message>
        <source>Paydesk looks for changes itself; it tries the live events again every five minutes.</source>
        <translation>Paydesk が自分で変更を確認します。5 分ごとにライブイベントを再試行します。</translation>
    </message>
    <message>
        <source>%1 It tries the live events again every five minutes.</source>
        <translation>%1 5 分ごとにライブイベントを再試行します。</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::LockController</name>
    <message>
        <source>&amp;Lock now</source>
        <translation>今すぐロック(&amp;L)</translation>
    </message>
    <message>
        <source>Lock</source>
        <translation>ロック</translation>
    </message>
    <message>
        <source>Paydesk has no lock passphrase yet. Set one in Settings, under Lock, to lock Paydesk and to use auto-lock.</source>
        <translation>Paydeskにはまだロック用パスフレーズがありません。Paydeskをロックしたり自動ロックを使用したりするには、設定の「ロック」でパスフレーズを設定してください。</translation>
    </message>
    <message>
        <source>The lock cannot be set up: %1</source>
        <translation>ロックを設定できません：%1</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::LockOverlay</name>
    <message>
        <source>Paydesk is locked</source>
        <translation>Paydeskはロックされています</translation>
    </message>
    <message>
        <source>Your wallets, balances and history are hidden, and nothing is signed or sent. Enter your lock passphrase to continue.</source>
        <translation>ウォレット、残高、履歴は非表示になっており、何も署名も送信もされません。続行するには、ロック用パスフレーズを入力してください。</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::LockPrompt</name>
    <message>
        <source>Lock passphrase</source>
        <translation>ロック用パスフレーズ</translation>
    </message>
    <message>
        <source>Passphrase</source>
        <translation>パスフレーズ</translation>
    </message>
    <message>
        <source>&amp;Unlock</source>
        <translation>ロック解除(&amp;U)</translation>
    </message>
    <message>
        <source>Unlock result</source>
        <translation>ロック解除の結果</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>確認しています…</translation>
    </message>
    <message>
        <source>Wrong passphrase. Try again in %1 s.</source>
        <translation>パスフレーズが違います。%1秒後にもう一度お試しください。</translation>
    </message>
    <message>
        <source>Wrong passphrase. You can try again now.</source>
        <translation>パスフレーズが違います。今すぐもう一度お試しいただけます。</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::LockSettingsBox</name>
    <message>
        <source>Lock</source>
        <translation>ロック</translation>
    </message>
    <message>
        <source>Passphrase:</source>
        <translation>パスフレーズ:</translation>
    </message>
    <message>
        <source>Set &amp;passphrase…</source>
        <translation>パスフレーズを設定(&amp;P)…</translation>
    </message>
    <message>
        <source>C&amp;hange passphrase…</source>
        <translation>パスフレーズを変更(&amp;H)…</translation>
    </message>
    <message>
        <source>Remove passphrase…</source>
        <translation>パスフレーズを削除…</translation>
    </message>
    <message>
        <source>Lock &amp;now</source>
        <translation>今すぐロック(&amp;N)</translation>
    </message>
    <message>
        <source>Lock Paydesk now (Ctrl+L)</source>
        <translation>今すぐPaydeskをロック（Ctrl+L）</translation>
    </message>
    <message>
        <source>Lock after idle time</source>
        <translation>一定時間操作がないときにロック</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>しない</translation>
    </message>
    <message>
        <source>After %1 min without input</source>
        <translation>%1分間操作がないとき</translation>
    </message>
    <message>
        <source>&amp;Auto-lock:</source>
        <translation>自動ロック(&amp;A):</translation>
    </message>
    <message>
        <source>The lock cannot be set up: %1</source>
        <translation>ロックを設定できません：%1</translation>
    </message>
    <message>
        <source>Set. Signing and sending need it after Paydesk locks, and Paydesk starts locked.</source>
        <translation>設定済みです。Paydeskがロックされた後は、署名と送信にパスフレーズが必要です。また、Paydeskはロックされた状態で起動します。</translation>
    </message>
    <message>
        <source>None. Paydesk does not lock; anyone at this computer can use it.</source>
        <translation>未設定です。Paydeskはロックされず、このコンピューターを使う人は誰でもPaydeskを使用できます。</translation>
    </message>
    <message>
        <source>Input anywhere in Paydesk counts as activity.</source>
        <translation>Paydesk内のどこで入力しても、操作とみなされます。</translation>
    </message>
    <message>
        <source>Set a passphrase to use auto-lock.</source>
        <translation>自動ロックを使用するには、パスフレーズを設定してください。</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::MainWindow</name>
    <message>
        <source>Navigation</source>
        <translation>ナビゲーション</translation>
    </message>
    <message>
        <source>Welcome</source>
        <translation>ようこそ</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>送金</translation>
    </message>
    <message>
        <source>Receive / verify</source>
        <translation>受取 / 検証</translation>
    </message>
    <message>
        <source>History</source>
        <translation>履歴</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>ステータス</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Paydesk — Sandbox: test funds only</source>
        <translation>Paydesk — サンドボックス：テスト用資金のみ</translation>
    </message>
    <message>
        <source>Paydesk</source>
        <translation>Paydesk</translation>
    </message>
    <message>
        <source>Built-in sandbox at %1</source>
        <translation>%1の内蔵サンドボックス</translation>
    </message>
    <message>
        <source>Service: %1</source>
        <translation>サービス：%1</translation>
    </message>
    <message>
        <source>%1 · no API key yet: add it in Settings</source>
        <translation>%1 · APIキーがまだありません：設定で追加してください</translation>
    </message>
    <message>
        <source>%1 · the system keychain is not available</source>
        <translation>%1 · システムのキーチェーンを利用できません</translation>
    </message>
    <message>
        <source>Wallets</source>
        <translation>ウォレット</translation>
    </message>
    <message>
        <source>Unfinished local payments from an earlier session: %1. Paydesk follows them to their final state…</source>
        <translation>以前のセッションで未完了だったローカルの支払い：%1。Paydeskは最終状態になるまで追跡します…</translation>
    </message>
    <message>
        <source>Pay for a resource</source>
        <translation>リソースの代金を支払う</translation>
    </message>
    <message>
        <source>Agents</source>
        <translation>エージェント</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>概要</translation>
    </message>
    <message>
        <source>Spending rules</source>
        <translation>支出ルール</translation>
    </message>
    <message>
        <source>Payment channels</source>
        <translation>支払いチャネル</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::MetadataEditor</name>
    <message>
        <source>Metadata</source>
        <translation>メタデータ</translation>
    </message>
    <message>
        <source>Key and value pairs sent with the payment</source>
        <translation>支払いとともに送信されるキーと値のペア</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>追加</translation>
    </message>
    <message>
        <source>Add a metadata entry</source>
        <translation>メタデータのエントリーを追加</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Remove the selected metadata entry</source>
        <translation>選択したメタデータのエントリーを削除</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::NodeSettingsBox</name>
    <message>
        <source>Not checked yet.</source>
        <translation>まだ確認していません。</translation>
    </message>
    <message>
        <source>Status:</source>
        <translation>ステータス：</translation>
    </message>
    <message>
        <source>Checking %1…</source>
        <translation>%1を確認しています…</translation>
    </message>
    <message>
        <source>https://your-rpc.example.com</source>
        <translation>https://your-rpc.example.com</translation>
    </message>
    <message>
        <source>Enter the URL, then choose “Use this endpoint”.</source>
        <translation>URLを入力してから「このエンドポイントを使用」を選んでください。</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::NoticeBar</name>
    <message>
        <source>Dismiss</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>Dismiss the notice</source>
        <translation>通知を閉じる</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::OverviewPage</name>
    <message>
        <source>Overview</source>
        <translation>概要</translation>
    </message>
    <message>
        <source>Where your money is, what waits for you, and the newest payments as they arrive.</source>
        <translation>お金の所在、対応待ちのこと、届いたばかりの最新の支払い。</translation>
    </message>
    <message>
        <source>Your money</source>
        <translation>あなたのお金</translation>
    </message>
    <message>
        <source>Waiting for you</source>
        <translation>対応待ち</translation>
    </message>
    <message>
        <source>Recent activity</source>
        <translation>最近のアクティビティ</translation>
    </message>
    <message>
        <source>When</source>
        <translation>日時</translation>
    </message>
    <message>
        <source>Wallet</source>
        <translation>ウォレット</translation>
    </message>
    <message>
        <source>Payment</source>
        <translation>支払い</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>Double-click a payment to see its status.</source>
        <translation>支払いをダブルクリックすると状態を表示します。</translation>
    </message>
    <message>
        <source>Agents today</source>
        <translation>今日のエージェント</translation>
    </message>
    <message>
        <source>%1 US dollars in stablecoins</source>
        <translation>ステーブルコインで %1 米ドル</translation>
    </message>
    <message>
        <source>No dollar stablecoins yet</source>
        <translation>ドルのステーブルコインはまだありません</translation>
    </message>
    <message>
        <source>No wallets yet: create or import one on the Wallets page.</source>
        <translation>ウォレットがまだありません。「ウォレット」ページで作成またはインポートしてください。</translation>
    </message>
    <message>
        <source>Open &amp;Wallets</source>
        <translation>ウォレットを開く(&amp;W)</translation>
    </message>
    <message numerus="yes">
        <source>in %n wallet(s)</source>
        <translation>
            <numerusform>%n 個のウォレット</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1; %n not read yet</source>
        <translation>
            <numerusform>%1、%n 個は未読み込み</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n payment(s) of your agents wait for your approval.</source>
        <translation>
            <numerusform>エージェントの支払い %n 件があなたの承認を待っています。</numerusform>
        </translation>
    </message>
    <message>
        <source>Open &amp;Agents</source>
        <translation>エージェントを開く(&amp;A)</translation>
    </message>
    <message numerus="yes">
        <source>%n local payment(s) built by the service wait unsigned; they expire by themselves, nothing is charged.</source>
        <translation>
            <numerusform>サービスが作成したローカル支払い %n 件が未署名のまま待機中です。自然に期限切れとなり、請求はありません。</numerusform>
        </translation>
    </message>
    <message>
        <source>Open &amp;History</source>
        <translation>履歴を開く(&amp;H)</translation>
    </message>
    <message numerus="yes">
        <source>%n payment(s) have an outcome Paydesk does not know yet; it follows them to the end, nothing is paid twice.</source>
        <translation>
            <numerusform>結果がまだ分からない支払いが %n 件あります。Paydesk が最後まで追跡し、二重に支払うことはありません。</numerusform>
        </translation>
    </message>
    <message>
        <source>Open &amp;Status</source>
        <translation>状態を開く(&amp;S)</translation>
    </message>
    <message>
        <source>Nothing waits for you.</source>
        <translation>対応待ちはありません。</translation>
    </message>
    <message>
        <source>No payments yet.</source>
        <translation>支払いはまだありません。</translation>
    </message>
    <message>
        <source>↓ Received %1</source>
        <translation>↓ %1 を受け取り</translation>
    </message>
    <message>
        <source>↓ Received %1 from %2</source>
        <translation>↓ %2 から %1 を受け取り</translation>
    </message>
    <message>
        <source>↑ Sent %1</source>
        <translation>↑ %1 を送金</translation>
    </message>
    <message>
        <source>↑ Sent %1 to %2</source>
        <translation>↑ %2 へ %1 を送金</translation>
    </message>
    <message>
        <source>%1 (live)</source>
        <translation>%1（ライブ）</translation>
    </message>
    <message>
        <source>%1 (paused)</source>
        <translation>%1（一時停止中）</translation>
    </message>
    <message>
        <source>%1 of %2 today</source>
        <translation>今日 %2 のうち %1</translation>
    </message>
    <message>
        <source>%1: %2% of today&apos;s budget</source>
        <translation>%1: 今日の予算の %2%</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::PassphraseDialog</name>
    <message>
        <source>Set a lock passphrase</source>
        <translation>ロック用パスフレーズを設定</translation>
    </message>
    <message>
        <source>Change the lock passphrase</source>
        <translation>ロック用パスフレーズを変更</translation>
    </message>
    <message>
        <source>Remove the lock passphrase</source>
        <translation>ロック用パスフレーズを削除</translation>
    </message>
    <message>
        <source>Without a passphrase Paydesk does not lock, and auto-lock is off. Enter the current passphrase to remove it.</source>
        <translation>パスフレーズがないと、Paydeskはロックされず、自動ロックもオフになります。削除するには、現在のパスフレーズを入力してください。</translation>
    </message>
    <message>
        <source>Paydesk asks for this passphrase after it locks (on demand or when you are away) before it signs or sends anything. It is stored only as an Argon2id hash in the system keychain.</source>
        <translation>Paydeskは、ロックされた後（手動でロックしたとき、または離席中）、何かに署名したり送信したりする前に、このパスフレーズを求めます。パスフレーズはArgon2idハッシュとしてのみ、システムのキーチェーンに保存されます。</translation>
    </message>
    <message>
        <source>Current passphrase</source>
        <translation>現在のパスフレーズ</translation>
    </message>
    <message>
        <source>&amp;Current passphrase:</source>
        <translation>現在のパスフレーズ(&amp;C):</translation>
    </message>
    <message>
        <source>New passphrase</source>
        <translation>新しいパスフレーズ</translation>
    </message>
    <message>
        <source>New passphrase, again</source>
        <translation>新しいパスフレーズ（確認用）</translation>
    </message>
    <message>
        <source>&amp;New passphrase:</source>
        <translation>新しいパスフレーズ(&amp;N):</translation>
    </message>
    <message>
        <source>&amp;Again:</source>
        <translation>再入力(&amp;A):</translation>
    </message>
    <message>
        <source>Paydesk cannot recover a forgotten passphrase. Your wallet keys stay in the keychain either way; deleting the keychain entry &quot;%1&quot; removes the lock.</source>
        <translation>Paydeskは、忘れたパスフレーズを復元できません。いずれの場合も、ウォレットの鍵はキーチェーンに残ります。キーチェーンのエントリー&quot;%1&quot;を削除すると、ロックが削除されます。</translation>
    </message>
    <message>
        <source>&amp;Set passphrase</source>
        <translation>パスフレーズを設定(&amp;S)</translation>
    </message>
    <message>
        <source>C&amp;hange passphrase</source>
        <translation>パスフレーズを変更(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Remove passphrase</source>
        <translation>パスフレーズを削除(&amp;R)</translation>
    </message>
    <message>
        <source>At least %1 characters (now %2). A few unrelated words are easy to remember and hard to guess.</source>
        <translation>%1文字以上（現在%2文字）。互いに関連のない単語をいくつか並べると、覚えやすく、推測されにくくなります。</translation>
    </message>
    <message>
        <source>Type it again to be sure.</source>
        <translation>確認のため、もう一度入力してください。</translation>
    </message>
    <message>
        <source>The two passphrases differ.</source>
        <translation>2つのパスフレーズが一致しません。</translation>
    </message>
    <message>
        <source>Long enough. Longer is stronger.</source>
        <translation>十分な長さです。長いほど強力になります。</translation>
    </message>
    <message>
        <source>Good: a long passphrase.</source>
        <translation>良好：長いパスフレーズです。</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>確認しています…</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::PayConfirmDialog</name>
    <message>
        <source>Pay for this resource?</source>
        <translation>このリソースの代金を支払いますか？</translation>
    </message>
    <message>
        <source>%1 asks to be paid</source>
        <translation>%1が支払いを求めています</translation>
    </message>
    <message>
        <source>URL:</source>
        <translation>URL:</translation>
    </message>
    <message>
        <source>Site:</source>
        <translation>サイト:</translation>
    </message>
    <message>
        <source>Amount:</source>
        <translation>金額:</translation>
    </message>
    <message>
        <source>%1 (exactly; %2 atomic units)</source>
        <translation>%1（正確な金額、最小単位で%2）</translation>
    </message>
    <message>
        <source>Network:</source>
        <translation>ネットワーク:</translation>
    </message>
    <message>
        <source>Recipient:</source>
        <translation>受取人:</translation>
    </message>
    <message>
        <source>For:</source>
        <translation>対象:</translation>
    </message>
    <message>
        <source>From:</source>
        <translation>送金元:</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>signed on this computer</source>
        <translation>このコンピューター上で署名</translation>
    </message>
    <message>
        <source>paid by the service</source>
        <translation>サービスが支払い</translation>
    </message>
    <message>
        <source>Price valid:</source>
        <translation>価格の有効期間:</translation>
    </message>
    <message>
        <source>Budget today:</source>
        <translation>本日の予算:</translation>
    </message>
    <message>
        <source>%1 %2 left of %3 %2 for this site (cap per payment %4 %2)</source>
        <translation>このサイトの予算%3 %2のうち残り%1 %2（1回あたりの上限%4 %2）</translation>
    </message>
    <message>
        <source>You may already have paid for this URL: attempt %1 (%2, %3 on %4). Paydesk never pays twice by itself; paying again is your decision.</source>
        <translation>このURLにはすでに支払っている可能性があります：試行%1（%2、%3、%4）。Paydeskが自動で二重に支払うことはありません。再度支払うかどうかはご自身で判断してください。</translation>
    </message>
    <message>
        <source>no payment id yet</source>
        <translation>支払いIDはまだありません</translation>
    </message>
    <message>
        <source>Automatic payments are frozen: Paydesk asks before every payment.</source>
        <translation>自動支払いは凍結されています。Paydeskは支払いのたびに事前に確認します。</translation>
    </message>
    <message>
        <source>Cap per payment</source>
        <translation>1回あたりの上限</translation>
    </message>
    <message>
        <source>Cap per day</source>
        <translation>1日あたりの上限</translation>
    </message>
    <message>
        <source>per payment</source>
        <translation>1回あたり</translation>
    </message>
    <message>
        <source>Pay %1</source>
        <translation>%1を支払う</translation>
    </message>
    <message>
        <source>&amp;Decline</source>
        <translation>拒否(&amp;D)</translation>
    </message>
    <message>
        <source>Cap per payment: %1</source>
        <translation>1回あたりの上限：%1</translation>
    </message>
    <message>
        <source>Cap per day: %1</source>
        <translation>1日あたりの上限：%1</translation>
    </message>
    <message>
        <source>The cap per day cannot be below the cap per payment.</source>
        <translation>1日あたりの上限を1回あたりの上限より低くすることはできません。</translation>
    </message>
    <message>
        <source>no time limit given by the seller</source>
        <translation>販売者による時間制限の指定なし</translation>
    </message>
    <message>
        <source>expired: decline and fetch the URL again for a fresh price</source>
        <translation>期限切れ：拒否して、新しい価格を得るためにURLをもう一度取得してください</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s) left</source>
        <translation>
            <numerusform>残り%n秒</numerusform>
        </translation>
    </message>
    <message>
        <source>Paydesk is locked. Unlock it to pay for this resource.</source>
        <translation>Paydeskはロックされています。このリソースの代金を支払うには、ロックを解除してください。</translation>
    </message>
    <message>
        <source>%1 %2 left of %3 %2 for this site (the default caps: no budget granted; %4 %2 per payment)</source>
        <translation>このサイトの予算%3 %2のうち残り%1 %2（既定の上限：予算の割り当てなし、1回あたり%4 %2）</translation>
    </message>
    <message>
        <source>Wallet balance:</source>
        <translation>ウォレットの残高:</translation>
    </message>
    <message>
        <source>%1 %2 (%3 %2 after this payment)</source>
        <translation>%1 %2（この支払い後は%3 %2）</translation>
    </message>
    <message>
        <source>unknown (%1)</source>
        <translation>不明（%1）</translation>
    </message>
    <message>
        <source>%1 &quot;Pay once&quot; pays this one payment only: it grants no budget, and it counts toward this site&apos;s total for today.</source>
        <translation>%1「1回だけ支払う」では、この1件の支払いのみが行われます。予算は割り当てられず、このサイトの本日の合計に加算されます。</translation>
    </message>
    <message>
        <source>Pay once: %1</source>
        <translation>1回だけ支払う：%1</translation>
    </message>
    <message>
        <source>per day</source>
        <translation>1 日あたり</translation>
    </message>
    <message>
        <source>&amp;Let this site take up to these amounts without asking:</source>
        <translation>このサイトがこの金額まで確認なしで受け取ることを許可(&amp;L):</translation>
    </message>
    <message>
        <source>Only in %1 on %2; other networks and assets still ask.</source>
        <translation>%2 上の %1 のみ。他のネットワークと資産は引き続き確認します。</translation>
    </message>
    <message>
        <source>Up to %1</source>
        <translation>最大 %1</translation>
    </message>
    <message>
        <source>%1 at most (%2 atomic units); the seller charges what the request uses, once, and can take nothing more</source>
        <translation>最大 %1(%2 アトミック単位)。販売者はリクエストの使用分を一度だけ請求し、それ以上は取れません</translation>
    </message>
    <message>
        <source>%1 %2 (at least %3 %2 after this payment)</source>
        <translation>%1 %2(この支払い後も少なくとも %3 %2)</translation>
    </message>
    <message>
        <source>Up to %1 per request</source>
        <translation>1 リクエストあたり最大 %1</translation>
    </message>
    <message>
        <source>Opens a payment channel with %1: deposits %2 now (refundable; what the seller does not charge comes back by refund or withdrawal), then up to %3 per request.</source>
        <translation>%1 との支払いチャネルを開きます。今 %2 をデポジットし（返金可能。販売者が請求しなかった分は返金または引き出しで戻ります）、その後は 1 リクエストあたり最大 %3 です。</translation>
    </message>
    <message>
        <source>%1 at most per request (%2 atomic units), taken from the channel&apos;s deposit; the seller charges what each request uses</source>
        <translation>1 リクエストあたり最大 %1（%2 アトミック単位）、チャネルのデポジットから支払い。販売者は各リクエストの使用分を請求します</translation>
    </message>
    <message>
        <source>%1 %2 (%3 %2 after the deposit)</source>
        <translation>%1 %2（デポジット後 %3 %2）</translation>
    </message>
    <message>
        <source>Deposit %1 and pay</source>
        <translation>%1 をデポジットして支払う</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::PayPage</name>
    <message>
        <source>Pay for a resource</source>
        <translation>リソースの代金を支払う</translation>
    </message>
    <message>
        <source>Open &amp;again with this payment</source>
        <translation>この支払いで再度開く(&amp;A)</translation>
    </message>
    <message>
        <source>Re-sends the proof of the payment you made; Paydesk does not pay again by itself.</source>
        <translation>行った支払いの支払い証明を再送信します。Paydeskが自動で再度支払うことはありません。</translation>
    </message>
    <message>
        <source>Check the payment&apos;s &amp;status</source>
        <translation>支払いのステータスを確認(&amp;S)</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>%1に保存しました。</translation>
    </message>
    <message>
        <source>Open a paid URL</source>
        <translation>有料のURLを開く</translation>
    </message>
    <message>
        <source>URL of the resource</source>
        <translation>リソースのURL</translation>
    </message>
    <message>
        <source>https://…</source>
        <translation>https://…</translation>
    </message>
    <message>
        <source>&amp;Fetch</source>
        <translation>取得(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;URL:</source>
        <translation>URL(&amp;U):</translation>
    </message>
    <message>
        <source>The service (&amp;hosted wallet)</source>
        <translation>サービス（ホスト型ウォレット）(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Paydesk, with a wallet on this computer</source>
        <translation>Paydesk、このコンピューター上のウォレットで(&amp;P)</translation>
    </message>
    <message>
        <source>Who pays:</source>
        <translation>支払う側:</translation>
    </message>
    <message>
        <source>Wallet to pay from</source>
        <translation>支払い元ウォレット</translation>
    </message>
    <message>
        <source>Wallet on this computer to pay from</source>
        <translation>このコンピューター上の支払い元ウォレット</translation>
    </message>
    <message>
        <source>&amp;Wallet:</source>
        <translation>ウォレット(&amp;W):</translation>
    </message>
    <message>
        <source>A fetch is under way.</source>
        <translation>取得を実行中です。</translation>
    </message>
    <message>
        <source>Choose the wallet to pay from.</source>
        <translation>支払い元ウォレットを選択してください。</translation>
    </message>
    <message>
        <source>Type an http:// or https:// URL.</source>
        <translation>http://またはhttps://のURLを入力してください。</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>%1を開いています…</translation>
    </message>
    <message>
        <source>Waiting for your confirmation; nothing is paid yet.</source>
        <translation>確認を待っています。まだ何も支払われていません。</translation>
    </message>
    <message>
        <source>Paying %1 (once; journaled first)…</source>
        <translation>%1を支払っています（1回のみ、先にジャーナルに記録）…</translation>
    </message>
    <message>
        <source>Fetching the resource with the payment&apos;s proof…</source>
        <translation>支払い証明を付けてリソースを取得しています…</translation>
    </message>
    <message>
        <source>The budget could not be granted (%1); nothing was paid.</source>
        <translation>予算を割り当てられませんでした（%1）。何も支払われていません。</translation>
    </message>
    <message>
        <source>Approve &amp;Permit2…</source>
        <translation>Permit2 を許可(&amp;P)…</translation>
    </message>
    <message>
        <source>Let Permit2 move an amount of this token you choose (the price to start with), by one transaction you review first; never an unlimited amount.</source>
        <translation>このトークンのうちあなたが選んだ金額（最初は価格）を Permit2 が動かせるようにします。事前に確認するトランザクション 1 件で行い、無制限にはしません。</translation>
    </message>
    <message>
        <source>The address of a resource that asks for payment (HTTP 402).</source>
        <translation>支払いを求めるリソースのアドレス（HTTP 402）。</translation>
    </message>
    <message>
        <source>Not a web address: type one such as https://example.com/report.</source>
        <translation>Web アドレスではありません。https://example.com/report のように入力してください。</translation>
    </message>
    <message>
        <source>Opens %1</source>
        <translation>%1 を開きます</translation>
    </message>
    <message>
        <source>Open a URL that asks for payment (HTTP 402, x402). Paydesk shows the price, checks it against the site&apos;s budget and your balance, and pays once: after asking you, or without asking within a budget you granted the site (see Spending rules).</source>
        <translation>支払いを求める URL（HTTP 402、x402）を開きます。Paydesk は価格を表示し、サイトの予算と残高に照らして確認し、1 回だけ支払います。あなたに確認してから、またはサイトに許可した予算内なら確認なしで支払います（支出ルールを参照）。</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::PayeeListBox</name>
    <message>
        <source>Payees</source>
        <translation>受取人</translation>
    </message>
    <message>
        <source>Payees you deny are never paid. Once you allow one payee, only the payees you allow are paid, on every site.</source>
        <translation>拒否した受取人には決して支払いません。受取人を 1 つでも許可すると、どのサイトでも許可した受取人にだけ支払います。</translation>
    </message>
    <message>
        <source>Payee&apos;s address</source>
        <translation>受取人のアドレス</translation>
    </message>
    <message>
        <source>Solana or EVM address of a payee</source>
        <translation>受取人の Solana または EVM アドレス</translation>
    </message>
    <message>
        <source>A&amp;llow</source>
        <translation>許可(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Deny</source>
        <translation>拒否(&amp;D)</translation>
    </message>
    <message>
        <source>Take o&amp;ff the lists</source>
        <translation>リストから外す(&amp;F)</translation>
    </message>
    <message>
        <source>Pa&amp;yee:</source>
        <translation>受取人(&amp;Y)：</translation>
    </message>
    <message>
        <source>Only these payees are paid: %1</source>
        <translation>支払う受取人はこれらだけです：%1</translation>
    </message>
    <message>
        <source>Never paid: %1</source>
        <translation>支払わない：%1</translation>
    </message>
    <message>
        <source>No payee list: every payee may be paid, within your budgets.</source>
        <translation>受取人リストはありません：予算の範囲内でどの受取人にも支払えます。</translation>
    </message>
    <message>
        <source>Enter the payee&apos;s address first.</source>
        <translation>先に受取人のアドレスを入力してください。</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::Permit2ApproveDialog</name>
    <message>
        <source>Approve Permit2 for %1</source>
        <translation>%1 の Permit2 を許可</translation>
    </message>
    <message>
        <source>The seller asks to be paid through Uniswap&apos;s Permit2, which can move only what your wallet allows it. This sends one transaction from your wallet on %1: it lets Permit2 move exactly the amount below of your %2, replacing what it may move now. Each payment by Permit2 uses part of it up. Paydesk never approves an unlimited amount.</source>
        <translation>販売者は Uniswap の Permit2 を通じた支払いを求めています。Permit2 はウォレットが許可した分しか動かせません。これは %1 上であなたのウォレットからトランザクションを 1 件送り、あなたの %2 のうち下の金額ちょうどを Permit2 が動かせるようにします（現在の許可額を置き換えます）。Permit2 による支払いのたびにその一部が使われます。Paydesk が無制限に許可することはありません。</translation>
    </message>
    <message>
        <source>Amount Permit2 may move</source>
        <translation>Permit2 が動かせる金額</translation>
    </message>
    <message>
        <source>(the price is %1)</source>
        <translation>（価格は %1）</translation>
    </message>
    <message>
        <source>&amp;Amount:</source>
        <translation>金額(&amp;A):</translation>
    </message>
    <message>
        <source>%1, contract %2</source>
        <translation>%1、コントラクト %2</translation>
    </message>
    <message>
        <source>Token:</source>
        <translation>トークン:</translation>
    </message>
    <message>
        <source>Permit2, %1 (the same address on every chain)</source>
        <translation>Permit2、%1（どのチェーンでも同じアドレス）</translation>
    </message>
    <message>
        <source>Allowed to move it:</source>
        <translation>動かせる相手:</translation>
    </message>
    <message>
        <source>From:</source>
        <translation>送金元:</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>確認(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Sign &amp;&amp; send</source>
        <translation>署名&amp;&amp;送信(&amp;S)</translation>
    </message>
    <message>
        <source>Close and &amp;pay</source>
        <translation>閉じて支払う(&amp;P)</translation>
    </message>
    <message>
        <source>Type the amount Permit2 may move, such as %1: %2</source>
        <translation>Permit2 が動かせる金額を入力してください（例 %1）: %2</translation>
    </message>
    <message>
        <source>Checking it against your node: chain, nonce, fees, allowance…</source>
        <translation>ノードで確認中: チェーン、nonce、手数料、許可額…</translation>
    </message>
    <message>
        <source>Signing with the key from your system keychain…</source>
        <translation>システムのキーチェーンの鍵で署名しています…</translation>
    </message>
    <message>
        <source>Signed and journaled. Waiting for a block…</source>
        <translation>署名してジャーナルに記録しました。ブロックを待っています…</translation>
    </message>
    <message>
        <source>Permit2 may move %1 of this wallet now; after this, exactly %2.</source>
        <translation>Permit2 は現在このウォレットから %1 を動かせます。この後はちょうど %2 です。</translation>
    </message>
    <message>
        <source>an unknown amount</source>
        <translation>不明な金額</translation>
    </message>
    <message>
        <source>Paydesk will not sign this approve: %1</source>
        <translation>Paydesk はこの approve に署名しません: %1</translation>
    </message>
    <message>
        <source>Paydesk is locked. Unlock it to sign this transaction.</source>
        <translation>Paydeskはロックされています。このトランザクションに署名するには、ロックを解除してください。</translation>
    </message>
    <message>
        <source>See it on the explorer</source>
        <translation>エクスプローラーで見る</translation>
    </message>
    <message>
        <source>Approved. “Close and pay” opens the URL again; you confirm the payment there.</source>
        <translation>許可しました。「閉じて支払う」で URL をもう一度開きます。支払いはそこで確認します。</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::PreferencesBox</name>
    <message>
        <source>Preferences</source>
        <translation>環境設定</translation>
    </message>
    <message>
        <source>Default payment mode</source>
        <translation>既定の支払いモード</translation>
    </message>
    <message>
        <source>Hosted: the service signs and broadcasts</source>
        <translation>ホスト型：サービスが署名してブロードキャストします</translation>
    </message>
    <message>
        <source>Local: Paydesk signs with keys on this computer</source>
        <translation>ローカル：Paydeskがこのコンピューター上の鍵で署名します</translation>
    </message>
    <message>
        <source>Default &amp;mode:</source>
        <translation>既定のモード(&amp;M):</translation>
    </message>
    <message>
        <source>Block explorer link</source>
        <translation>ブロックエクスプローラーのリンク</translation>
    </message>
    <message>
        <source>E&amp;xplorer link:</source>
        <translation>エクスプローラーのリンク(&amp;X):</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>システムの既定</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>言語(&amp;L):</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>外観</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>システムに従う</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>ライト</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>ダーク</translation>
    </message>
    <message>
        <source>A&amp;ppearance:</source>
        <translation>外観(&amp;P):</translation>
    </message>
    <message>
        <source>History page size</source>
        <translation>履歴のページサイズ</translation>
    </message>
    <message>
        <source>History page si&amp;ze:</source>
        <translation>履歴のページサイズ(&amp;Z):</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>Verification timeout</source>
        <translation>検証のタイムアウト</translation>
    </message>
    <message>
        <source>&amp;Verification timeout:</source>
        <translation>検証のタイムアウト(&amp;V):</translation>
    </message>
    <message>
        <source>A new language applies at once (after a payment in progress ends); the colour scheme when Paydesk starts again.</source>
        <translation>新しい言語はすぐに適用されます（処理中の支払いがある場合は、その終了後）。配色はPaydeskの次回起動時に適用されます。</translation>
    </message>
    <message>
        <source>Keep running in the tray when the window is closed</source>
        <translation>ウィンドウを閉じてもトレイで実行を続ける</translation>
    </message>
    <message>
        <source>Automatic: each network&apos;s own explorer</source>
        <translation>自動: 各ネットワーク自身のエクスプローラー</translation>
    </message>
    <message>
        <source>Your own explorer for Solana transactions; {signature} is replaced by the transaction signature. Empty: each network&apos;s own public explorer (the sandbox&apos;s chains are on none).</source>
        <translation>Solana トランザクション用の独自のエクスプローラー。{signature} はトランザクション署名に置き換えられます。空欄: 各ネットワークの公開エクスプローラー（サンドボックスのチェーンはどれにも載っていません）。</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::ProgressPanel</name>
    <message>
        <source>Progress</source>
        <translation>進行状況</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Cancel the wait</source>
        <translation>待機をキャンセル</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::ProofSummaryView</name>
    <message>
        <source>Decoded payment proof</source>
        <translation>デコードした支払い証明</translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>種類:</translation>
    </message>
    <message>
        <source>Payer:</source>
        <translation>支払者:</translation>
    </message>
    <message>
        <source>Amount:</source>
        <translation>金額:</translation>
    </message>
    <message>
        <source>Network:</source>
        <translation>ネットワーク:</translation>
    </message>
    <message>
        <source>Payment id:</source>
        <translation>支払いID:</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Found:</source>
        <translation>検出元:</translation>
    </message>
    <message>
        <source>Protocol:</source>
        <translation>プロトコル:</translation>
    </message>
    <message>
        <source>Recipient:</source>
        <translation>受取人:</translation>
    </message>
    <message>
        <source>Signature:</source>
        <translation>署名:</translation>
    </message>
    <message>
        <source>Fee payer:</source>
        <translation>手数料支払者:</translation>
    </message>
    <message>
        <source>Validity:</source>
        <translation>有効性:</translation>
    </message>
    <message>
        <source>Instructions:</source>
        <translation>命令:</translation>
    </message>
    <message>
        <source>%1 header in a %2 request for %3</source>
        <translation>%3への%2リクエスト内の%1ヘッダー</translation>
    </message>
    <message>
        <source>HTTP</source>
        <translation>HTTP</translation>
    </message>
    <message>
        <source>A bare header value</source>
        <translation>ヘッダーの値のみ</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>The proof is readable. Only the service or the chain can tell whether the payment is real: verify it.</source>
        <translation>証明は読み取れます。支払いが本物かどうかはサービスまたはチェーンにしか分かりません。検証してください。</translation>
    </message>
    <message>
        <source>x402 version %1, scheme &quot;%2&quot;</source>
        <translation>x402バージョン%1、スキーム&quot;%2&quot;</translation>
    </message>
    <message>
        <source>not readable</source>
        <translation>読み取れません</translation>
    </message>
    <message>
        <source>Already on the ledger: good for one verification only</source>
        <translation>すでに台帳に記録済み：検証に使えるのは1回のみ</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>the token account %1 (your wallet&apos;s own for this token when no warning is shown)</source>
        <translation>トークンアカウント %1（警告が表示されなければ、このトークン用のあなたのウォレットのもの）</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::QrCodeWidget</name>
    <message>
        <source>QR code</source>
        <translation>QRコード</translation>
    </message>
    <message>
        <source>QR code of %1</source>
        <translation>%1のQRコード</translation>
    </message>
    <message>
        <source>No QR code</source>
        <translation>QRコードなし</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::ReceivePage</name>
    <message>
        <source>Receive and verify</source>
        <translation>受取と検証</translation>
    </message>
    <message>
        <source>Share your address to get paid, and check a payment proof (the X-PAYMENT header a buyer sends) before you hand over what was paid for.</source>
        <translation>アドレスを共有して支払いを受け取り、支払い対象を引き渡す前に、支払い証明（購入者が送信するX-PAYMENTヘッダー）を確認します。</translation>
    </message>
    <message>
        <source>Your receiving address</source>
        <translation>受取アドレス</translation>
    </message>
    <message>
        <source>Receiving address</source>
        <translation>受取アドレス</translation>
    </message>
    <message>
        <source>&amp;Copy address</source>
        <translation>アドレスをコピー(&amp;C)</translation>
    </message>
    <message>
        <source>Add a wallet in Settings to receive payments.</source>
        <translation>支払いを受け取るには、設定でウォレットを追加してください。</translation>
    </message>
    <message>
        <source>Share this address or let the payer scan the code. Only send it the chain&apos;s native currency. Choose the wallet under &quot;Paid to&quot; on the right.</source>
        <translation>このアドレスを共有するか、支払者にコードをスキャンしてもらってください。送金できるのはチェーンのネイティブ通貨のみです。ウォレットは右側の「支払先」で選択します。</translation>
    </message>
    <message>
        <source>%1 wallet, paid in %2</source>
        <translation>%1 ウォレット、%2 で受け取り</translation>
    </message>
    <message>
        <source>Not a wallet address.</source>
        <translation>ウォレットのアドレスではありません。</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::RequirementsView</name>
    <message>
        <source>Payment options the site accepts</source>
        <translation>サイトが受け付ける支払いオプション</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>金額</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>ネットワーク</translation>
    </message>
    <message>
        <source>Recipient</source>
        <translation>受取人</translation>
    </message>
    <message>
        <source>Valid for</source>
        <translation>有効期間</translation>
    </message>
    <message>
        <source>Can Paydesk pay?</source>
        <translation>Paydeskで支払えるか</translation>
    </message>
    <message>
        <source>the PAYMENT-REQUIRED header</source>
        <translation>PAYMENT-REQUIREDヘッダー</translation>
    </message>
    <message>
        <source>the JSON body</source>
        <translation>JSON本文</translation>
    </message>
    <message numerus="yes">
        <source>HTTP 402 Payment Required: x402 version %1, read from %2. %n option(s).</source>
        <translation>
            <numerusform>HTTP 402 Payment Required：x402バージョン%1（%2から読み取り）。オプションは%n件です。</numerusform>
        </translation>
    </message>
    <message>
        <source>For: %1</source>
        <translation>対象：%1</translation>
    </message>
    <message>
        <source>The site says: %1</source>
        <translation>サイトからのメッセージ：%1</translation>
    </message>
    <message>
        <source>%1
(%2 atomic units)</source>
        <translation>%1
（最小単位で%2）</translation>
    </message>
    <message>
        <source>No (invalid): %1</source>
        <translation>いいえ（無効）：%1</translation>
    </message>
    <message>
        <source>Not yet: %1</source>
        <translation>まだできません：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n秒</numerusform>
        </translation>
    </message>
    <message>
        <source>not given</source>
        <translation>指定なし</translation>
    </message>
    <message>
        <source>Payable: the option Paydesk chose</source>
        <translation>支払い可能：Paydeskが選択したオプション</translation>
    </message>
    <message>
        <source>No: %1</source>
        <translation>いいえ：%1</translation>
    </message>
    <message>
        <source>Yes, from this wallet too (Paydesk takes the cheapest)</source>
        <translation>はい、このウォレットからも支払えます（Paydeskは最も安いものを選びます）</translation>
    </message>
    <message>
        <source>Not from the chosen wallet: this option is paid from a wallet on %1.</source>
        <translation>選択したウォレットからは支払えません：このオプションは%1のウォレットから支払います。</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::ResourceView</name>
    <message>
        <source>&amp;Save to file…</source>
        <translation>ファイルに保存(&amp;S)…</translation>
    </message>
    <message>
        <source>Resource text</source>
        <translation>リソースのテキスト</translation>
    </message>
    <message>
        <source>Resource image</source>
        <translation>リソースの画像</translation>
    </message>
    <message>
        <source>This resource is not text or an image Paydesk can show: save it to a file to open it.</source>
        <translation>このリソースは、Paydeskで表示できるテキストや画像ではありません。開くにはファイルに保存してください。</translation>
    </message>
    <message>
        <source>HTTP %1 · %2 · %3</source>
        <translation>HTTP %1 · %2 · %3</translation>
    </message>
    <message>
        <source>no content type</source>
        <translation>コンテンツタイプなし</translation>
    </message>
    <message>
        <source>payment %1</source>
        <translation>支払い%1</translation>
    </message>
    <message>
        <source>transaction %1</source>
        <translation>トランザクション%1</translation>
    </message>
    <message>
        <source>Bought with your earlier payment (%1): nothing was paid again.</source>
        <translation>以前の支払い（%1）で購入済みです。再度の支払いは行われていません。</translation>
    </message>
    <message>
        <source>Paid: %1.</source>
        <translation>支払い済み：%1。</translation>
    </message>
    <message>
        <source>Free: the site did not ask for payment.</source>
        <translation>無料：サイトは支払いを求めませんでした。</translation>
    </message>
    <message>
        <source>Could not save to %1: %2</source>
        <translation>%1に保存できませんでした：%2</translation>
    </message>
    <message>
        <source>Save the resource</source>
        <translation>リソースを保存</translation>
    </message>
    <message>
        <source>Not paid: the seller served it, but the chain shows your payment %1 unused.</source>
        <translation>未払い：販売者は提供しましたが、チェーン上では支払い %1 は未使用です。</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::SandboxBanner</name>
    <message>
        <source>&lt;b&gt;Sandbox: test funds only.&lt;/b&gt; Payments here run on a built-in test service on this computer and never move real money.</source>
        <translation>&lt;b&gt;サンドボックス：テスト用資金のみ。&lt;/b&gt;ここでの支払いは、このコンピューター上の内蔵テストサービスで実行され、実際の資金が動くことはありません。</translation>
    </message>
    <message>
        <source>Connect to a payment service…</source>
        <translation>支払いサービスに接続…</translation>
    </message>
    <message>
        <source>Connect to a payment service</source>
        <translation>支払いサービスに接続</translation>
    </message>
    <message>
        <source>Sandbox: test funds only</source>
        <translation>サンドボックス：テスト用資金のみ</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::SandboxSession</name>
    <message>
        <source>Weather report</source>
        <translation>天気レポート</translation>
    </message>
    <message>
        <source>Quarterly report</source>
        <translation>四半期レポート</translation>
    </message>
    <message>
        <source>Refund</source>
        <translation>返金</translation>
    </message>
    <message>
        <source>The sandbox folder %1 cannot be created.</source>
        <translation>サンドボックスのフォルダー%1を作成できません。</translation>
    </message>
    <message>
        <source>The built-in sandbox could not start: %1</source>
        <translation>内蔵のサンドボックスを起動できませんでした：%1</translation>
    </message>
    <message>
        <source>Demo wallet</source>
        <translation>デモウォレット</translation>
    </message>
    <message>
        <source>Demo shop</source>
        <translation>デモショップ</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::ScreenshotWriter</name>
    <message>
        <source>Could not write the screenshot to %1</source>
        <translation>スクリーンショットを%1に書き込めませんでした</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::SellerDesk</name>
    <message>
        <source>Pasted payment or HTTP request</source>
        <translation>貼り付けた支払いまたはHTTPリクエスト</translation>
    </message>
    <message>
        <source>Receiving wallet</source>
        <translation>受取ウォレット</translation>
    </message>
    <message>
        <source>Receiving wallet on this computer</source>
        <translation>このコンピューター上の受取ウォレット</translation>
    </message>
    <message>
        <source>&amp;Paid to:</source>
        <translation>支払先(&amp;P):</translation>
    </message>
    <message>
        <source>Your price</source>
        <translation>販売価格</translation>
    </message>
    <message>
        <source>Your p&amp;rice:</source>
        <translation>販売価格(&amp;R):</translation>
    </message>
    <message numerus="yes">
        <source>Verifying with the service… %n second(s) left.</source>
        <translation>
            <numerusform>サービスで検証しています… 残り%n秒。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Verifying with the service…</source>
        <translation>サービスで検証しています…</translation>
    </message>
    <message>
        <source>Paid: %1 %2 from %3. Hand over the resource.
Payment id: %4</source>
        <translation>支払い済み：%3から%1 %2。リソースを引き渡してください。
支払いID：%4</translation>
    </message>
    <message>
        <source>the buyer</source>
        <translation>購入者</translation>
    </message>
    <message>
        <source>This proof was already used: it paid for something once and cannot pay again. This looks like a replay.</source>
        <translation>この支払い証明は使用済みです。一度支払いに使われたため、再度支払うことはできません。リプレイと思われます。</translation>
    </message>
    <message>
        <source>Refuse it: do not hand over the resource. Ask the buyer for a new payment.</source>
        <translation>受け付けないでください。リソースを引き渡さず、購入者に新しい支払いを求めてください。</translation>
    </message>
    <message>
        <source>Reason: %1</source>
        <translation>理由：%1</translation>
    </message>
    <message>
        <source>Local verification not started</source>
        <translation>ローカルでの検証は開始されていません</translation>
    </message>
    <message>
        <source>Checking the payment locally…</source>
        <translation>ローカルで支払いを確認しています…</translation>
    </message>
    <message>
        <source>This proof was already used: it cannot pay again (a replay).</source>
        <translation>この支払い証明は使用済みです。再度支払うことはできません（リプレイ）。</translation>
    </message>
    <message>
        <source>Verify a payment</source>
        <translation>支払いを検証</translation>
    </message>
    <message>
        <source>No wallet on this computer yet (Wallets page)</source>
        <translation>このコンピューター上のウォレットはまだありません（ウォレットページ）</translation>
    </message>
    <message>
        <source>Paste the buyer&apos;s X-PAYMENT value, or a whole HTTP request (request line, headers, body) that carries X-PAYMENT or PAYMENT-SIGNATURE</source>
        <translation>購入者の X-PAYMENT の値、または X-PAYMENT か PAYMENT-SIGNATURE を含む HTTP リクエスト全体（リクエスト行、ヘッダー、本文）を貼り付けてください</translation>
    </message>
    <message>
        <source>&amp;Verify payment</source>
        <translation>支払いを検証(&amp;V)</translation>
    </message>
    <message>
        <source>e.g. 0.25</source>
        <translation>例：0.25</translation>
    </message>
    <message>
        <source>The price of what the buyer pays for.</source>
        <translation>購入者が支払う対象の価格。</translation>
    </message>
    <message>
        <source>Resource (optional)</source>
        <translation>リソース（任意）</translation>
    </message>
    <message>
        <source>https://… (optional; taken from a pasted request)</source>
        <translation>https://…（任意。貼り付けたリクエストから取得）</translation>
    </message>
    <message>
        <source>Reso&amp;urce:</source>
        <translation>リソース(&amp;U):</translation>
    </message>
    <message>
        <source>Facilitator URL (optional)</source>
        <translation>ファシリテーターのURL（任意）</translation>
    </message>
    <message>
        <source>Default: the network&apos;s facilitator</source>
        <translation>既定：ネットワークのファシリテーター</translation>
    </message>
    <message>
        <source>&amp;Facilitator:</source>
        <translation>ファシリテーター(&amp;F):</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>Verification timeout in seconds</source>
        <translation>検証のタイムアウト（秒）</translation>
    </message>
    <message>
        <source>&amp;Timeout:</source>
        <translation>タイムアウト(&amp;T):</translation>
    </message>
    <message>
        <source>Verify &amp;locally (co-sign as fee payer, broadcast, confirm)</source>
        <translation>ローカルで検証(&amp;L)（手数料支払者として連署、送信、確認）</translation>
    </message>
    <message>
        <source>Check, co-sign as fee payer with a wallet on this computer, broadcast and confirm, instead of asking the service.</source>
        <translation>サービスに問い合わせる代わりに、このコンピューター上のウォレットで確認し、手数料支払者として連署し、送信して確認します。</translation>
    </message>
    <message>
        <source>&amp;Verify and co-sign…</source>
        <translation>検証して共同署名(&amp;V)…</translation>
    </message>
    <message>
        <source>Nothing was signed or sent; do not hand over the resource.</source>
        <translation>何も署名・送信されていません。リソースを引き渡さないでください。</translation>
    </message>
    <message>
        <source>Do not hand over the resource until the payment is confirmed.</source>
        <translation>支払いが確認されるまでリソースを引き渡さないでください。</translation>
    </message>
    <message>
        <source>Paid: %1 from %2, confirmed on chain. Hand over the resource.
Signature: %3
Payment id: %4</source>
        <translation>支払い済み: %2 から %1、チェーン上で確認済み。リソースを渡してください。
署名: %3
支払い ID: %4</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::SendConfirmDialog</name>
    <message>
        <source>Confirm payment</source>
        <translation>支払いの確認</translation>
    </message>
    <message>
        <source>You are about to pay</source>
        <translation>次の金額を支払おうとしています</translation>
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
        <translation>送金元:</translation>
    </message>
    <message>
        <source>To:</source>
        <translation>送金先:</translation>
    </message>
    <message>
        <source>Amount:</source>
        <translation>金額:</translation>
    </message>
    <message>
        <source>%1 %2 (exactly)</source>
        <translation>%1 %2（正確な金額）</translation>
    </message>
    <message>
        <source>Priority fee:</source>
        <translation>優先手数料:</translation>
    </message>
    <message>
        <source>Automatic (chosen by the service)</source>
        <translation>自動（サービスが選択）</translation>
    </message>
    <message>
        <source>Network fee:</source>
        <translation>ネットワーク手数料:</translation>
    </message>
    <message>
        <source>Charged by the network on top of the amount</source>
        <translation>金額とは別にネットワークが請求します</translation>
    </message>
    <message>
        <source>Resource:</source>
        <translation>リソース:</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>Metadata:</source>
        <translation>メタデータ:</translation>
    </message>
    <message>
        <source>Service:</source>
        <translation>サービス:</translation>
    </message>
    <message>
        <source>Sandbox: test funds only. No real money moves.</source>
        <translation>サンドボックス：テスト用資金のみ。実際の資金は動きません。</translation>
    </message>
    <message>
        <source>A payment cannot be undone. Check the recipient.</source>
        <translation>支払いは取り消せません。受取人を確認してください。</translation>
    </message>
    <message>
        <source>Pay %1 %2</source>
        <translation>%1 %2を支払う</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Paydesk is locked. Unlock it to review and send this payment.</source>
        <translation>Paydeskはロックされています。この支払いの内容を確認して送信するには、ロックを解除してください。</translation>
    </message>
    <message>
        <source>Paydesk locked meanwhile. Unlock it to send this payment.</source>
        <translation>その間にPaydeskがロックされました。この支払いを送信するには、ロックを解除してください。</translation>
    </message>
    <message>
        <source>Total debited:</source>
        <translation>引き落とし合計:</translation>
    </message>
    <message>
        <source>Balance after:</source>
        <translation>支払い後の残高:</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::SendForm</name>
    <message>
        <source>Paying wallet</source>
        <translation>支払い元ウォレット</translation>
    </message>
    <message>
        <source>&amp;From wallet:</source>
        <translation>支払い元ウォレット(&amp;F):</translation>
    </message>
    <message>
        <source>Recipient address</source>
        <translation>受取人のアドレス</translation>
    </message>
    <message>
        <source>Solana or EVM address</source>
        <translation>SolanaまたはEVMのアドレス</translation>
    </message>
    <message>
        <source>The wallet that receives the payment.</source>
        <translation>支払いを受け取るウォレット。</translation>
    </message>
    <message>
        <source>&amp;Recipient:</source>
        <translation>受取人(&amp;R):</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>金額</translation>
    </message>
    <message>
        <source>e.g. 0.25</source>
        <translation>例：0.25</translation>
    </message>
    <message>
        <source>&amp;Amount:</source>
        <translation>金額(&amp;A):</translation>
    </message>
    <message>
        <source>Resource URL (optional)</source>
        <translation>リソースのURL（任意）</translation>
    </message>
    <message>
        <source>https://… (optional)</source>
        <translation>https://…（任意）</translation>
    </message>
    <message>
        <source>The protected resource this payment is for.</source>
        <translation>この支払いの対象となる保護されたリソース。</translation>
    </message>
    <message>
        <source>Re&amp;source:</source>
        <translation>リソース(&amp;S):</translation>
    </message>
    <message>
        <source>Optional: a description or reference id.</source>
        <translation>任意：説明または参照ID。</translation>
    </message>
    <message>
        <source>&amp;Metadata:</source>
        <translation>メタデータ(&amp;M):</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>自動</translation>
    </message>
    <message>
        <source>&amp;Custom:</source>
        <translation>カスタム(&amp;C):</translation>
    </message>
    <message>
        <source>Custom priority fee</source>
        <translation>カスタムの優先手数料</translation>
    </message>
    <message>
        <source>&amp;Priority fee:</source>
        <translation>優先手数料(&amp;P):</translation>
    </message>
    <message>
        <source>This is the paying wallet itself.</source>
        <translation>これは支払い元ウォレット自身です。</translation>
    </message>
    <message>
        <source>Your wallet “%1”.</source>
        <translation>お使いのウォレット「%1」です。</translation>
    </message>
    <message>
        <source>Between %1 and %2 %3, at most %4 decimals.</source>
        <translation>%1〜%2 %3、小数点以下最大%4桁。</translation>
    </message>
    <message>
        <source>Exactly %1 %2, plus the network fee.</source>
        <translation>正確に%1 %2（これに加えてネットワーク手数料）。</translation>
    </message>
    <message>
        <source>Between %1 and %2 %3.</source>
        <translation>%1〜%2 %3。</translation>
    </message>
    <message>
        <source>The service picks the priority fee.</source>
        <translation>優先手数料はサービスが選択します。</translation>
    </message>
    <message>
        <source>Paying wallet on this computer</source>
        <translation>このコンピューター上の支払い元ウォレット</translation>
    </message>
    <message>
        <source>No wallet on this computer yet: create or import one on the Wallets page</source>
        <translation>このコンピューター上のウォレットはまだありません。ウォレットページで作成またはインポートしてください</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>最大</translation>
    </message>
    <message>
        <source>The whole balance less the network fee</source>
        <translation>残高全体からネットワーク手数料を差し引いた額</translation>
    </message>
    <message>
        <source>Your balance of %1 does not cover %2 plus the network fee (%3 in all). Add funds or lower the amount.</source>
        <translation>残高%1では、%2とネットワーク手数料の合計（%3）を賄えません。資金を追加するか、金額を減らしてください。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Exactly %1 %2. Network fee %3; total %4; balance after: %5.</source>
        <translation>ちょうど%1 %2。ネットワーク手数料%3、合計%4、支払い後の残高：%5。</translation>
    </message>
    <message>
        <source>Balance: %1</source>
        <translation>残高：%1</translation>
    </message>
    <message>
        <source>This is an address of %1, but the paying wallet is on %2: pay it from a %1 wallet.</source>
        <translation>これは %1 のアドレスですが、支払うウォレットは %2 にあります。%1 のウォレットから支払ってください。</translation>
    </message>
    <message>
        <source>A valid %1 address.</source>
        <translation>有効な %1 アドレスです。</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::SendPage</name>
    <message>
        <source>Send a payment</source>
        <translation>支払いを送信</translation>
    </message>
    <message>
        <source>Pay a wallet in the chain&apos;s native currency. The service signs and broadcasts the payment from your hosted wallet.</source>
        <translation>チェーンのネイティブ通貨でウォレットに支払います。サービスが、ホスト型ウォレットからの支払いに署名してブロードキャストします。</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>クリア(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Review payment…</source>
        <translation>支払いを確認(&amp;R)…</translation>
    </message>
    <message>
        <source>Waiting %1 s before sending: %2</source>
        <translation>送信まで%1秒待機しています：%2</translation>
    </message>
    <message>
        <source>A payment is on its way.</source>
        <translation>支払いを処理中です。</translation>
    </message>
    <message>
        <source>Check the payment before it is sent.</source>
        <translation>送信前に支払いを確認してください。</translation>
    </message>
    <message>
        <source>Fill in the recipient and the amount.</source>
        <translation>受取人と金額を入力してください。</translation>
    </message>
    <message>
        <source>The payment is not complete</source>
        <translation>支払いの入力が完了していません</translation>
    </message>
    <message>
        <source>Built-in sandbox (test funds only)</source>
        <translation>内蔵サンドボックス（テスト用資金のみ）</translation>
    </message>
    <message>
        <source>Sending the payment… waiting for the service&apos;s answer.</source>
        <translation>支払いを送信しています… サービスの応答を待っています。</translation>
    </message>
    <message>
        <source>The sandbox&apos;s ledger is not on a public block explorer.</source>
        <translation>サンドボックスの台帳は公開ブロックエクスプローラーにはありません。</translation>
    </message>
    <message>
        <source>Check the wallet&apos;s history</source>
        <translation>ウォレットの履歴を確認</translation>
    </message>
    <message>
        <source>Who signs:</source>
        <translation>署名者:</translation>
    </message>
    <message>
        <source>The service (&amp;hosted wallet)</source>
        <translation>サービス（ホスト型ウォレット）(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Paydesk, with a wallet on this computer (local)</source>
        <translation>Paydesk、このコンピューター上のウォレットで（ローカル）(&amp;P)</translation>
    </message>
    <message>
        <source>Local payment not started</source>
        <translation>ローカルでの支払いは開始されていません</translation>
    </message>
    <message>
        <source>Signed on this computer by your wallet.</source>
        <translation>このコンピューター上で、お使いのウォレットにより署名されました。</translation>
    </message>
    <message>
        <source>Pay a wallet in its chain&apos;s coin (SOL, ETH). Paydesk checks the transaction the service builds, shows it to you, signs it with your key and broadcasts it.</source>
        <translation>ウォレットにそのチェーンのコイン（SOL、ETH）で支払います。Paydesk はサービスが作成したトランザクションを確認して表示し、あなたの鍵で署名してブロードキャストします。</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::SendResultCard</name>
    <message>
        <source>Payment result</source>
        <translation>支払い結果</translation>
    </message>
    <message>
        <source>Payment sent</source>
        <translation>支払いを送信しました</translation>
    </message>
    <message>
        <source>Payment id</source>
        <translation>支払いID</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>署名</translation>
    </message>
    <message>
        <source>Payment proof</source>
        <translation>支払い証明</translation>
    </message>
    <message>
        <source>Payment id:</source>
        <translation>支払いID:</translation>
    </message>
    <message>
        <source>Status:</source>
        <translation>ステータス:</translation>
    </message>
    <message>
        <source>X-PAYMENT proof:</source>
        <translation>X-PAYMENT証明:</translation>
    </message>
    <message>
        <source>Track status</source>
        <translation>ステータスを追跡</translation>
    </message>
    <message>
        <source>New payment</source>
        <translation>新しい支払い</translation>
    </message>
    <message>
        <source>%1 %2 to %3.</source>
        <translation>%3へ%1 %2。</translation>
    </message>
    <message>
        <source>the recipient</source>
        <translation>受取人</translation>
    </message>
    <message>
        <source>Accepted</source>
        <translation>受付済み</translation>
    </message>
    <message>
        <source>Network fee:</source>
        <translation>ネットワーク手数料:</translation>
    </message>
    <message>
        <source>Total debited:</source>
        <translation>引き落とし合計:</translation>
    </message>
    <message>
        <source>Balance after:</source>
        <translation>支払い後の残高:</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1：</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::ServiceSettingsBox</name>
    <message>
        <source>Payment service</source>
        <translation>支払いサービス</translation>
    </message>
    <message>
        <source>&amp;Built-in sandbox: test funds only, runs on this computer</source>
        <translation>内蔵サンドボックス：テスト用資金のみ、このコンピューター上で動作(&amp;B)</translation>
    </message>
    <message>
        <source>A payment &amp;service:</source>
        <translation>支払いサービス(&amp;S):</translation>
    </message>
    <message>
        <source>Service URL</source>
        <translation>サービスのURL</translation>
    </message>
    <message>
        <source>HTTPS is required; http:// only for this computer.</source>
        <translation>HTTPSが必要です。http://はこのコンピューターに対してのみ使用できます。</translation>
    </message>
    <message>
        <source>Service &amp;URL:</source>
        <translation>サービスのURL(&amp;U):</translation>
    </message>
    <message>
        <source>API key:</source>
        <translation>APIキー:</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>APIキー</translation>
    </message>
    <message>
        <source>Paste the key from your account dashboard</source>
        <translation>アカウントのダッシュボードからキーを貼り付けてください</translation>
    </message>
    <message>
        <source>&amp;Test key</source>
        <translation>キーをテスト(&amp;T)</translation>
    </message>
    <message>
        <source>S&amp;ave key</source>
        <translation>キーを保存(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Rotate key…</source>
        <translation>キーをローテーション(&amp;R)…</translation>
    </message>
    <message>
        <source>New API key</source>
        <translation>新しいAPIキー</translation>
    </message>
    <message>
        <source>The new key</source>
        <translation>新しいキー</translation>
    </message>
    <message>
        <source>Test and re&amp;place</source>
        <translation>テストして置き換え(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Use this service</source>
        <translation>このサービスを使用(&amp;U)</translation>
    </message>
    <message>
        <source>Testing the key…</source>
        <translation>キーをテストしています…</translation>
    </message>
    <message>
        <source>Testing the new key…</source>
        <translation>新しいキーをテストしています…</translation>
    </message>
    <message>
        <source>The sandbox&apos;s key: generated for this session and kept in memory only.</source>
        <translation>サンドボックスのキー：このセッション用に生成され、メモリ上にのみ保持されます。</translation>
    </message>
    <message>
        <source>Stored in the system keychain.</source>
        <translation>システムのキーチェーンに保存されています。</translation>
    </message>
    <message>
        <source>No key stored for this service yet: enter it below.</source>
        <translation>このサービスのキーはまだ保存されていません。下に入力してください。</translation>
    </message>
    <message>
        <source>Reading the key from the system keychain…</source>
        <translation>システムのキーチェーンからキーを読み取っています…</translation>
    </message>
    <message>
        <source>The system keychain is not available: %1</source>
        <translation>システムのキーチェーンを利用できません：%1</translation>
    </message>
    <message>
        <source>Not loaded.</source>
        <translation>読み込まれていません。</translation>
    </message>
    <message>
        <source>%1 Paydesk still uses the previous service.</source>
        <translation>%1Paydeskは引き続き以前のサービスを使用しています。</translation>
    </message>
    <message>
        <source>Enter this service&apos;s API key: &quot;Use this service&quot; tests it, stores it in the system keychain, then switches.</source>
        <translation>このサービスのAPIキーを入力してください。「このサービスを使用」を押すと、キーをテストしてシステムのキーチェーンに保存し、サービスを切り替えます。</translation>
    </message>
    <message>
        <source>&quot;Use this service&quot; tests this key, stores it in the system keychain, then switches.</source>
        <translation>「このサービスを使用」を押すと、このキーをテストしてシステムのキーチェーンに保存し、サービスを切り替えます。</translation>
    </message>
    <message>
        <source>No API key is stored for %1. Enter it above: &quot;Use this service&quot; then tests it, stores it and switches. Paydesk still uses the previous service.</source>
        <translation>%1のAPIキーが保存されていません。上に入力してください。「このサービスを使用」を押すと、キーをテストして保存し、サービスを切り替えます。Paydeskは引き続き以前のサービスを使用しています。</translation>
    </message>
    <message>
        <source>The system keychain could not be read (%1), so the key of %2 is unknown. Paydesk still uses the previous service.</source>
        <translation>システムのキーチェーンを読み取れなかったため（%1）、%2のキーは不明です。Paydeskは引き続き以前のサービスを使用しています。</translation>
    </message>
    <message>
        <source>Paydesk now uses %1, with the API key stored for it.</source>
        <translation>Paydeskは%1を使用するようになりました（保存済みのAPIキーを使用）。</translation>
    </message>
    <message>
        <source>Paydesk now uses its built-in sandbox: test funds only.</source>
        <translation>Paydesk は内蔵サンドボックスを使用しています：テスト資金のみ。</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::SettingsPage</name>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>The service Paydesk pays through, your wallets and preferences. The API key is kept in the system keychain, never in a settings file.</source>
        <translation>Paydeskが支払いに使うサービス、ウォレット、環境設定です。APIキーは設定ファイルではなく、システムのキーチェーンに保管されます。</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::SingleInstance</name>
    <message>
        <source>Paydesk is already running but does not answer.</source>
        <translation>Paydeskはすでに実行中ですが、応答しません。</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::SolanaReviewDialog</name>
    <message>
        <source>Review and sign the payment</source>
        <translation>支払いを確認して署名</translation>
    </message>
    <message>
        <source>Review and co-sign the buyer&apos;s payment</source>
        <translation>購入者の支払いを確認して共同署名</translation>
    </message>
    <message>
        <source>&amp;Get a fresh transaction</source>
        <translation>新しいトランザクションを取得(&amp;G)</translation>
    </message>
    <message>
        <source>Paydesk checked the transaction the service built. This is exactly what you would sign:</source>
        <translation>Paydeskはサービスが作成したトランザクションを確認しました。署名する内容は正確に次のとおりです：</translation>
    </message>
    <message>
        <source>The buyer signed a transfer to you. You co-sign as fee payer; this is exactly what you would sign:</source>
        <translation>購入者があなた宛ての送金に署名しました。あなたは手数料支払者として共同署名します。署名する内容は正確に次のとおりです：</translation>
    </message>
    <message>
        <source>&amp;Co-sign &amp;&amp; send</source>
        <translation>共同署名&amp;&amp;送信(&amp;C)</translation>
    </message>
    <message>
        <source>Sent. Waiting for the network to confirm it…</source>
        <translation>送信しました。ネットワークによる確認を待っています…</translation>
    </message>
    <message>
        <source>You pay %1 to %2</source>
        <translation>%2に%1を支払います</translation>
    </message>
    <message>
        <source>You receive %1 from %2</source>
        <translation>%2から%1を受け取ります</translation>
    </message>
    <message>
        <source>Paydesk checked the transaction the service built and will not sign it:</source>
        <translation>Paydeskはサービスが作成したトランザクションを確認しましたが、署名しません：</translation>
    </message>
    <message>
        <source>Paydesk refused to sign this transaction: %1</source>
        <translation>Paydeskはこのトランザクションへの署名を拒否しました：%1</translation>
    </message>
    <message>
        <source>Getting the transaction from the service…</source>
        <translation>サービスからトランザクションを取得しています…</translation>
    </message>
    <message>
        <source>Checking the transaction against what you asked for…</source>
        <translation>トランザクションを依頼内容と照合しています…</translation>
    </message>
    <message>
        <source>Signing with the key from your system keychain…</source>
        <translation>システムのキーチェーンの鍵で署名しています…</translation>
    </message>
    <message>
        <source>Signed and journaled. Sending it to the network…</source>
        <translation>署名してジャーナルに記録しました。ネットワークに送信しています…</translation>
    </message>
    <message>
        <source>The service gave no expiry time; Paydesk checks the block height again right before signing.</source>
        <translation>サービスから有効期限が示されませんでした。Paydeskは署名の直前にブロック高を再確認します。</translation>
    </message>
    <message>
        <source>It can land during the next %1 s; if it does not, nothing is charged.</source>
        <translation>今後%1秒以内にチェーンに取り込まれる可能性があります。取り込まれなかった場合、何も請求されません。</translation>
    </message>
    <message>
        <source>Its time is up: waiting for the network&apos;s last word.</source>
        <translation>時間切れです。ネットワークの最終的な結果を待っています。</translation>
    </message>
    <message>
        <source>Expired: this transaction can no longer land. Nothing was signed. Get a fresh one to pay.</source>
        <translation>期限切れ：このトランザクションはもうチェーンに取り込まれません。何も署名されていません。支払うには新しいトランザクションを取得してください。</translation>
    </message>
    <message>
        <source>Only %1 s left: too little to sign and land it safely. Get a fresh transaction.</source>
        <translation>残り%1秒しかなく、安全に署名してチェーンに取り込むには短すぎます。新しいトランザクションを取得してください。</translation>
    </message>
    <message>
        <source>Valid for %1 more seconds: sign before the countdown ends.</source>
        <translation>あと%1秒間有効です。カウントダウンが終わる前に署名してください。</translation>
    </message>
    <message>
        <source>Fewer than %1 seconds left: get a fresh transaction.</source>
        <translation>残りが%1秒未満です。新しいトランザクションを取得してください。</translation>
    </message>
    <message>
        <source>Confirmed: %1 paid</source>
        <translation>確認済み：%1を支払いました</translation>
    </message>
    <message>
        <source>Confirmed: %1 received</source>
        <translation>確認済み：%1を受け取りました</translation>
    </message>
    <message>
        <source>%1
Signature: %2</source>
        <translation>%1
署名：%2</translation>
    </message>
    <message>
        <source>Failed: fee charged</source>
        <translation>失敗：手数料は請求されました</translation>
    </message>
    <message>
        <source>The transaction landed with an error: the network fee was charged, the amount was not paid. %1</source>
        <translation>トランザクションはエラーでチェーンに取り込まれました。ネットワーク手数料は請求され、金額は支払われていません。%1</translation>
    </message>
    <message>
        <source>Expired: nothing charged</source>
        <translation>期限切れ：何も請求されていません</translation>
    </message>
    <message>
        <source>It never landed before its blockhash expired, so nothing was charged. %1</source>
        <translation>blockhashの期限が切れるまでにチェーンに取り込まれなかったため、何も請求されていません。%1</translation>
    </message>
    <message>
        <source>Refused by the network: nothing charged</source>
        <translation>ネットワークが拒否：何も請求されていません</translation>
    </message>
    <message>
        <source>Declined: nothing was signed</source>
        <translation>拒否しました：何も署名されていません</translation>
    </message>
    <message>
        <source>Refused: nothing was signed</source>
        <translation>署名不可：何も署名されていません</translation>
    </message>
    <message>
        <source>Not sent</source>
        <translation>未送信</translation>
    </message>
    <message>
        <source>Not final yet</source>
        <translation>まだ最終状態ではありません</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::SolanaRpcSettingsBox</name>
    <message>
        <source>Network for local mode</source>
        <translation>ローカルモードのネットワーク</translation>
    </message>
    <message>
        <source>Solana network</source>
        <translation>Solanaネットワーク</translation>
    </message>
    <message>
        <source>&amp;Network:</source>
        <translation>ネットワーク(&amp;N):</translation>
    </message>
    <message>
        <source>RPC endpoint URL</source>
        <translation>RPCエンドポイントのURL</translation>
    </message>
    <message>
        <source>&amp;Use this endpoint</source>
        <translation>このエンドポイントを使用(&amp;U)</translation>
    </message>
    <message>
        <source>RPC &amp;URL:</source>
        <translation>RPC URL(&amp;U):</translation>
    </message>
    <message>
        <source>C&amp;heck connection</source>
        <translation>接続を確認(&amp;H)</translation>
    </message>
    <message>
        <source>Highest priority fee Paydesk signs, in SOL</source>
        <translation>Paydeskが署名する優先手数料の上限（SOL）</translation>
    </message>
    <message>
        <source>Priority fee &amp;cap:</source>
        <translation>優先手数料の上限(&amp;C):</translation>
    </message>
    <message>
        <source>Paydesk refuses to sign a transaction whose priority fee is higher.</source>
        <translation>優先手数料がこれより高いトランザクションには、Paydeskは署名しません。</translation>
    </message>
    <message>
        <source>&amp;Simulate each transaction before the review</source>
        <translation>確認画面の前に各トランザクションをシミュレーション(&amp;S)</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::SolanaSummaryView</name>
    <message>
        <source>From:</source>
        <translation>送金元:</translation>
    </message>
    <message>
        <source>To:</source>
        <translation>送金先:</translation>
    </message>
    <message>
        <source>Amount:</source>
        <translation>金額:</translation>
    </message>
    <message>
        <source>Network fee:</source>
        <translation>ネットワーク手数料:</translation>
    </message>
    <message>
        <source>Priority fee:</source>
        <translation>優先手数料:</translation>
    </message>
    <message>
        <source>Total cost:</source>
        <translation>合計費用:</translation>
    </message>
    <message>
        <source>Balance after:</source>
        <translation>支払い後の残高:</translation>
    </message>
    <message>
        <source>Network:</source>
        <translation>ネットワーク:</translation>
    </message>
    <message>
        <source>What the transaction does:</source>
        <translation>トランザクションの内容:</translation>
    </message>
    <message>
        <source>Show &amp;logs</source>
        <translation>ログを表示(&amp;L)</translation>
    </message>
    <message>
        <source>Simulation logs</source>
        <translation>シミュレーションのログ</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1 (exactly)</source>
        <translation>%1（正確な金額）</translation>
    </message>
    <message>
        <source>%1, paid by %2</source>
        <translation>%1、%2が支払い</translation>
    </message>
    <message>
        <source>you</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>%1 (%2 compute units at %3 micro-lamports each)</source>
        <translation>%1（%2コンピュートユニット × %3マイクロlamports）</translation>
    </message>
    <message>
        <source>%1 leave your wallet</source>
        <translation>%1がウォレットから出金されます</translation>
    </message>
    <message>
        <source>%1 in fees from your wallet</source>
        <translation>手数料%1がウォレットから支払われます</translation>
    </message>
    <message>
        <source>unknown (balance not read)</source>
        <translation>不明（残高を読み取っていません）</translation>
    </message>
    <message>
        <source>short by %1: the wallet holds %2</source>
        <translation>%1不足：ウォレットの残高は%2です</translation>
    </message>
    <message>
        <source>%1, broadcast through %2%3</source>
        <translation>%1、%2経由でブロードキャスト%3</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <source> (test funds only)</source>
        <translation>（テスト用資金のみ）</translation>
    </message>
    <message>
        <source>(nothing could be decoded)</source>
        <translation>（何もデコードできませんでした）</translation>
    </message>
    <message>
        <source>Simulation: it would fail (%1), using %2 compute units.</source>
        <translation>シミュレーション：失敗します（%1）。%2コンピュートユニットを使用。</translation>
    </message>
    <message>
        <source>Simulation: it succeeds, using %1 compute units.</source>
        <translation>シミュレーション：成功します。%1コンピュートユニットを使用。</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::SpendingRulesPage</name>
    <message>
        <source>Spending rules</source>
        <translation>支出ルール</translation>
    </message>
    <message>
        <source>What Paydesk may pay without asking, and what it never pays: each site&apos;s budget, caps over all sites per day, the payees you allow or refuse, and the tokens you added. Agents have budgets of their own on the Agents page.</source>
        <translation>Paydesk が確認なしで支払ってよいものと、決して支払わないもの: 各サイトの予算、全サイト共通の 1 日の上限、許可または拒否する支払先、追加したトークン。エージェントの予算は「エージェント」ページにあります。</translation>
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
        <translation>Paydeskを起動しています…</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::StatusPage</name>
    <message>
        <source>Payment status</source>
        <translation>支払いのステータス</translation>
    </message>
    <message>
        <source>Where a payment is: Paydesk asks the service again, less and less often, until the payment is final.</source>
        <translation>支払いの現在の状況です。支払いが最終状態になるまで、Paydeskは間隔を徐々に広げながらサービスに問い合わせます。</translation>
    </message>
    <message>
        <source>Payment id</source>
        <translation>支払いID</translation>
    </message>
    <message>
        <source>Payment id, e.g. pay_…</source>
        <translation>支払いID（例：pay_…）</translation>
    </message>
    <message>
        <source>&amp;Look up</source>
        <translation>照会(&amp;L)</translation>
    </message>
    <message>
        <source>Enter the id of a payment to follow it. Payments you send, and those you open from the history, show here by themselves.</source>
        <translation>追跡する支払いのIDを入力してください。送信した支払いや、履歴から開いた支払いは自動的にここに表示されます。</translation>
    </message>
    <message>
        <source>Payment fields</source>
        <translation>支払いの項目</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
    <message>
        <source>Raw JSON</source>
        <translation>生のJSON</translation>
    </message>
    <message>
        <source>&amp;Details</source>
        <translation>詳細(&amp;D)</translation>
    </message>
    <message>
        <source>Raw &amp;JSON</source>
        <translation>生のJSON(&amp;J)</translation>
    </message>
    <message>
        <source>Stopped. Look up the payment again to resume.</source>
        <translation>停止しました。再開するには、支払いをもう一度照会してください。</translation>
    </message>
    <message>
        <source>The service asked Paydesk to slow down: asking again in %1 s.</source>
        <translation>サービスからリクエストの頻度を下げるよう求められました。%1秒後に再度問い合わせます。</translation>
    </message>
    <message>
        <source>This is not a payment id</source>
        <translation>これは支払いIDではありません</translation>
    </message>
    <message>
        <source>Current state: %1</source>
        <translation>現在の状態：%1</translation>
    </message>
    <message>
        <source>Following payment %1…</source>
        <translation>支払い%1を追跡しています…</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Final: the payment expired before it was confirmed; nothing was charged.</source>
        <translation>最終：支払いは確認される前に期限切れになりました。何も請求されていません。</translation>
    </message>
    <message>
        <source>Final: the payment failed. %1</source>
        <translation>最終：支払いは失敗しました。%1</translation>
    </message>
    <message>
        <source>Final: this payment will not change any more.</source>
        <translation>最終：この支払いが今後変わることはありません。</translation>
    </message>
    <message>
        <source>Asking the service…</source>
        <translation>サービスに問い合わせています…</translation>
    </message>
    <message>
        <source>Not final yet: asking again in %1 s.</source>
        <translation>まだ最終状態ではありません：%1秒後に再度問い合わせます。</translation>
    </message>
    <message>
        <source>Open the transaction in the block explorer</source>
        <translation>ブロックエクスプローラーでトランザクションを開く</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::TimelineWidget</name>
    <message>
        <source>State timeline</source>
        <translation>状態のタイムライン</translation>
    </message>
    <message>
        <source>not reached</source>
        <translation>未到達</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>通過</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::TokensBox</name>
    <message>
        <source>Tokens</source>
        <translation>トークン</translation>
    </message>
    <message>
        <source>Paydesk pays USDC on the networks it knows. A price in another token is refused until you add the token here, by its contract or mint, with the decimals the token itself has (never the seller&apos;s).</source>
        <translation>PaydeskはUSDCを既知のネットワーク上で支払います。他のトークン建ての価格は、ここでそのトークンをコントラクトまたはミントと、トークン自身の小数点以下の桁数（販売者の言う値ではなく）で追加するまで拒否されます。</translation>
    </message>
    <message>
        <source>Contract (0x…) or mint address</source>
        <translation>コントラクト（0x…）またはミントのアドレス</translation>
    </message>
    <message>
        <source>Token address</source>
        <translation>トークンのアドレス</translation>
    </message>
    <message>
        <source>EURC</source>
        <translation>EURC</translation>
    </message>
    <message>
        <source>Token symbol</source>
        <translation>トークンのシンボル</translation>
    </message>
    <message>
        <source>Add &amp;token</source>
        <translation>トークンを追加(&amp;T)</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>削除(&amp;M)</translation>
    </message>
    <message>
        <source>Net&amp;work:</source>
        <translation>ネットワーク(&amp;W):</translation>
    </message>
    <message>
        <source>Addre&amp;ss:</source>
        <translation>アドレス(&amp;S):</translation>
    </message>
    <message>
        <source>S&amp;ymbol:</source>
        <translation>シンボル(&amp;Y):</translation>
    </message>
    <message>
        <source>Deci&amp;mals:</source>
        <translation>小数点以下の桁数(&amp;M):</translation>
    </message>
    <message>
        <source>%1 on %2: %3 (decimals: %4, added by you)</source>
        <translation>%2上の%1：%3（小数点以下%4桁、あなたが追加）</translation>
    </message>
    <message>
        <source>You added no token: Paydesk pays USDC only.</source>
        <translation>追加したトークンはありません：PaydeskはUSDCのみを支払います。</translation>
    </message>
    <message>
        <source>Enter the token&apos;s address and symbol first.</source>
        <translation>先にトークンのアドレスとシンボルを入力してください。</translation>
    </message>
    <message>
        <source>Enter the address of the token to remove.</source>
        <translation>削除するトークンのアドレスを入力してください。</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::TrayController</name>
    <message>
        <source>&amp;Show Paydesk</source>
        <translation>Paydeskを表示(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Freeze automatic payments</source>
        <translation>自動支払いを凍結(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Lock now</source>
        <translation>今すぐロック(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Quit Paydesk</source>
        <translation>Paydeskを終了(&amp;Q)</translation>
    </message>
    <message>
        <source>Paydesk: automatic payments are frozen</source>
        <translation>Paydesk：自動支払いは凍結されています</translation>
    </message>
    <message>
        <source>Paydesk: automatic payments are on, within their budgets</source>
        <translation>Paydesk：自動支払いは予算の範囲内で有効です</translation>
    </message>
    <message>
        <source>Unlock Paydesk to see the details.</source>
        <translation>詳細を表示するには、Paydeskのロックを解除してください。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Paydesk is still running</source>
        <translation>Paydeskは引き続き実行中です</translation>
    </message>
    <message>
        <source>Paydesk keeps running in the tray and tells you about your payments. To end it, choose Quit Paydesk in the tray menu.</source>
        <translation>Paydeskはトレイで実行を続け、支払いについてお知らせします。終了するには、トレイメニューで「Paydeskを終了」を選択してください。</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::UnlockDialog</name>
    <message>
        <source>Unlock Paydesk</source>
        <translation>Paydeskのロックを解除</translation>
    </message>
    <message>
        <source>Paydesk is locked. Enter your lock passphrase to go on; nothing is signed or sent before.</source>
        <translation>Paydeskはロックされています。続行するには、ロック用パスフレーズを入力してください。それまでは何も署名も送信もされません。</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::VerdictPanel</name>
    <message>
        <source>✓ Verified</source>
        <translation>✓ 検証済み</translation>
    </message>
    <message>
        <source>Verified</source>
        <translation>検証済み</translation>
    </message>
    <message>
        <source>✗ Not verified</source>
        <translation>✗ 検証されませんでした</translation>
    </message>
    <message>
        <source>%1
%2</source>
        <translation>%1
%2</translation>
    </message>
    <message>
        <source>Not verified</source>
        <translation>検証されませんでした</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::WalletSettingsBox</name>
    <message>
        <source>Wallets</source>
        <translation>ウォレット</translation>
    </message>
    <message>
        <source>Your wallets</source>
        <translation>お使いのウォレット</translation>
    </message>
    <message>
        <source>Make &amp;default</source>
        <translation>既定にする(&amp;D)</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>削除(&amp;M)</translation>
    </message>
    <message>
        <source>Create a &amp;demo wallet</source>
        <translation>デモウォレットを作成(&amp;D)</translation>
    </message>
    <message>
        <source>A new sandbox wallet with 5 SOL of test funds</source>
        <translation>テスト用資金5 SOLを持つ新しいサンドボックスウォレット</translation>
    </message>
    <message>
        <source>New wallet address</source>
        <translation>新しいウォレットのアドレス</translation>
    </message>
    <message>
        <source>Wallet address (Solana or EVM)</source>
        <translation>ウォレットのアドレス（SolanaまたはEVM）</translation>
    </message>
    <message>
        <source>New wallet label</source>
        <translation>新しいウォレットのラベル</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>ラベル</translation>
    </message>
    <message>
        <source>&amp;Add wallet</source>
        <translation>ウォレットを追加(&amp;A)</translation>
    </message>
    <message>
        <source>Hosted wallets are held by the service: add the addresses of the wallets your account owns. Double-click a label to rename it.</source>
        <translation>ホスト型ウォレットはサービスが保有しています。アカウントが所有するウォレットのアドレスを追加してください。ラベルをダブルクリックすると名前を変更できます。</translation>
    </message>
    <message>
        <source>Demo wallet %1</source>
        <translation>デモウォレット%1</translation>
    </message>
    <message>
        <source>The sandbox could not create a wallet.</source>
        <translation>サンドボックスでウォレットを作成できませんでした。</translation>
    </message>
    <message>
        <source>Wallet added.</source>
        <translation>ウォレットを追加しました。</translation>
    </message>
    <message>
        <source>Remove wallet</source>
        <translation>ウォレットを削除</translation>
    </message>
    <message>
        <source>Remove %1 from the list?</source>
        <translation>%1をリストから削除しますか？</translation>
    </message>
    <message>
        <source>The wallet itself and its funds are not touched; only this list forgets it.</source>
        <translation>ウォレット自体とその資金には影響しません。このリストから外れるだけです。</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::WalletsPage</name>
    <message>
        <source>Wallets on this computer</source>
        <translation>このコンピューター上のウォレット</translation>
    </message>
    <message>
        <source>Local mode: Paydesk checks and signs each payment itself with a key kept in your system keychain. The service never sees the key.</source>
        <translation>ローカルモード：Paydeskは、システムのキーチェーンに保管された鍵を使って、各支払いを自ら確認して署名します。サービスが鍵を見ることはありません。</translation>
    </message>
    <message>
        <source>&amp;Create wallet…</source>
        <translation>ウォレットを作成(&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>インポート(&amp;I)…</translation>
    </message>
    <message>
        <source>C&amp;opy address</source>
        <translation>アドレスをコピー(&amp;O)</translation>
    </message>
    <message>
        <source>Refresh &amp;balances</source>
        <translation>残高を更新(&amp;B)</translation>
    </message>
    <message>
        <source>Add 5 &amp;test SOL</source>
        <translation>テスト用の5 SOLを追加(&amp;T)</translation>
    </message>
    <message>
        <source>Sandbox only: an airdrop of test funds through the sandbox&apos;s RPC</source>
        <translation>サンドボックスのみ：サンドボックスのRPC経由でテスト用資金をエアドロップします</translation>
    </message>
    <message>
        <source>&amp;Remove…</source>
        <translation>削除(&amp;R)…</translation>
    </message>
    <message>
        <source>Double-click a label to rename the wallet.</source>
        <translation>ラベルをダブルクリックすると、ウォレットの名前を変更できます。</translation>
    </message>
    <message>
        <source>Address copied.</source>
        <translation>アドレスをコピーしました。</translation>
    </message>
    <message>
        <source>Balances could not be read: %1</source>
        <translation>残高を読み取れませんでした：%1</translation>
    </message>
    <message>
        <source>created</source>
        <translation>作成しました</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>インポートしました</translation>
    </message>
    <message>
        <source>Wallet %1 %2; its key is in the system keychain.</source>
        <translation>ウォレット%1を%2。鍵はシステムのキーチェーンにあります。</translation>
    </message>
    <message>
        <source>Its balance is unknown.</source>
        <translation>残高は不明です。</translation>
    </message>
    <message>
        <source>Remove wallet</source>
        <translation>ウォレットを削除</translation>
    </message>
    <message>
        <source>Remove %1 from this computer?</source>
        <translation>%1をこのコンピューターから削除しますか？</translation>
    </message>
    <message>
        <source>Paydesk deletes its key from the system keychain. %1 Without the recovery phrase, secret key or keypair file you saved, the funds on %2 are gone for good: nobody, Paydesk included, can bring them back.</source>
        <translation>Paydeskはその鍵をシステムのキーチェーンから削除します。%1保存しておいたリカバリーフレーズ、秘密鍵、またはキーペアファイルがなければ、%2上の資金は永久に失われます。Paydeskを含め、誰も取り戻すことはできません。</translation>
    </message>
    <message>
        <source>Wallet %1 removed.</source>
        <translation>ウォレット%1を削除しました。</translation>
    </message>
    <message>
        <source>Local wallets</source>
        <translation>ローカルウォレット</translation>
    </message>
    <message>
        <source>No local wallet yet. Create one (a new recovery phrase for a Solana and an EVM account) or import the key of a wallet you already have.</source>
        <translation>ローカルウォレットはまだありません。新規作成（SolanaとEVMのアカウント用の新しいリカバリーフレーズ）するか、既にお持ちのウォレットの鍵をインポートしてください。</translation>
    </message>
    <message>
        <source>Add &amp;account</source>
        <translation>アカウントを追加(&amp;A)</translation>
    </message>
    <message>
        <source>The next EVM account (m/44&apos;/60&apos;/0&apos;/0/1, /2, …) of the recovery phrase of the selected wallet</source>
        <translation>選択したウォレットのリカバリーフレーズの次のEVMアカウント（m/44&apos;/60&apos;/0&apos;/0/1、/2、…）</translation>
    </message>
    <message>
        <source>Reading balances from %1 and %2…</source>
        <translation>%1と%2から残高を読み取っています…</translation>
    </message>
    <message>
        <source>added</source>
        <translation>追加しました</translation>
    </message>
    <message>
        <source>Deriving the next account from the recovery seed in the keychain…</source>
        <translation>キーチェーン内のリカバリーシードから次のアカウントを導出しています…</translation>
    </message>
    <message>
        <source>It holds %1 on %2.</source>
        <translation>%2上に%1あります。</translation>
    </message>
    <message>
        <source>Add &amp;test funds</source>
        <translation>テスト資金を追加(&amp;T)</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::WelcomePage</name>
    <message>
        <source>Welcome to Paydesk</source>
        <translation>Paydeskへようこそ</translation>
    </message>
    <message>
        <source>Pay for APIs and content with x402 payments, receive them and check them, from one desktop app.</source>
        <translation>1つのデスクトップアプリで、APIやコンテンツの代金をx402支払いで支払い、支払いを受け取って確認できます。</translation>
    </message>
    <message>
        <source>Paydesk logo</source>
        <translation>Paydeskのロゴ</translation>
    </message>
    <message>
        <source>&lt;p&gt;You are on the &lt;b&gt;built-in sandbox&lt;/b&gt;: a payment service running on this computer, with two demo wallets holding test funds. Try a payment, verify it as a seller, follow it in History and Status. Nothing here moves real money.&lt;/p&gt;&lt;p&gt;When you are ready, connect Paydesk to your payment service with its address and your API key. The key is kept in the system keychain.&lt;/p&gt;</source>
        <translation>&lt;p&gt;現在、&lt;b&gt;内蔵サンドボックス&lt;/b&gt;を使用しています。これはこのコンピューター上で動作する支払いサービスで、テスト用資金を持つデモウォレットが2つあります。支払いを試し、販売者として検証し、履歴とステータスで追跡してみてください。ここでは実際の資金は動きません。&lt;/p&gt;&lt;p&gt;準備ができたら、支払いサービスのアドレスとAPIキーを使って、Paydeskを支払いサービスに接続してください。キーはシステムのキーチェーンに保管されます。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Start with the sandbox</source>
        <translation>サンドボックスで始める(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Connect to a payment service…</source>
        <translation>支払いサービスに接続(&amp;C)…</translation>
    </message>
</context>
<context>
    <name>paydesk::wallet::WalletKeyStore</name>
    <message>
        <source>The key of wallet %1 is not in the OS keychain: import the wallet again (from its recovery phrase or key file).</source>
        <translation>ウォレット%1の鍵がOSのキーチェーンにありません。ウォレットを（リカバリーフレーズまたは鍵ファイルから）もう一度インポートしてください。</translation>
    </message>
    <message>
        <source>The keychain entry of wallet %1 does not hold that wallet&apos;s key. Remove the wallet and import it again.</source>
        <translation>ウォレット%1のキーチェーンのエントリーに、そのウォレットの鍵が含まれていません。ウォレットを削除して、もう一度インポートしてください。</translation>
    </message>
    <message>
        <source>The keychain holds no recovery seed for %1: accounts can be added only to a wallet created in Paydesk on this computer. Import the account from its phrase instead (paydesk-cli wallet import --chain evm --derivation PATH).</source>
        <translation>キーチェーンに%1のリカバリーシードがありません：アカウントを追加できるのは、このコンピューターのPaydeskで作成したウォレットだけです。代わりにフレーズからアカウントをインポートしてください（paydesk-cli wallet import --chain evm --derivation PATH）。</translation>
    </message>
</context>
<context>
    <name>paydesk::wallet::WalletManager</name>
    <message>
        <source>Wallet %1 is already in Paydesk.</source>
        <translation>ウォレット%1はすでにPaydeskに登録されています。</translation>
    </message>
    <message>
        <source>The wallet could not be saved in Paydesk&apos;s database (%1); its key was taken out of the keychain again.</source>
        <translation>ウォレットをPaydeskのデータベースに保存できませんでした（%1）。その鍵はキーチェーンから再び削除されました。</translation>
    </message>
    <message>
        <source>There is no wallet %1 in Paydesk. List your wallets with &apos;paydesk-cli wallet list&apos;, or import it first.</source>
        <translation>Paydeskにウォレット%1はありません。&apos;paydesk-cli wallet list&apos;でウォレットを一覧表示するか、先にインポートしてください。</translation>
    </message>
    <message>
        <source>There is no wallet %1 in Paydesk.</source>
        <translation>Paydeskにウォレット%1はありません。</translation>
    </message>
    <message>
        <source>%1 is not the first account of a recovery phrase made in Paydesk.</source>
        <translation>%1は、Paydeskで作成したリカバリーフレーズの最初のアカウントではありません。</translation>
    </message>
</context>
<context>
    <name>paydesk::x402::LocalAuthorization</name>
    <message>
        <source>The payment option cannot be paid in local mode.</source>
        <translation>この支払いオプションはローカルモードでは支払えません。</translation>
    </message>
    <message>
        <source>Signing your part of the transfer: %1</source>
        <translation>送金のうち自分の分に署名しています：%1</translation>
    </message>
    <message>
        <source>The transaction could not be signed as expected; nothing was sent.</source>
        <translation>トランザクションに想定どおり署名できませんでした。何も送信されていません。</translation>
    </message>
    <message>
        <source>Reading the latest block from %1...</source>
        <translation>%1 から最新のブロックを読み取っています...</translation>
    </message>
    <message>
        <source>Cannot read the latest block from the network: %1</source>
        <translation>ネットワークから最新のブロックを読み取れません：%1</translation>
    </message>
    <message>
        <source>The network&apos;s answer about its latest block is malformed.</source>
        <translation>最新ブロックに関するネットワークの応答が不正です。</translation>
    </message>
    <message>
        <source>Paydesk refuses to sign this payment: %1</source>
        <translation>Paydesk はこの支払いへの署名を拒否します：%1</translation>
    </message>
</context>
<context>
    <name>paydesk::x402::LostTransfer</name>
    <message>
        <source>The journaled proof holds no signature of %1.</source>
        <translation>記録された証明に %1 の署名がありません。</translation>
    </message>
    <message>
        <source>No Solana RPC endpoint to ask.</source>
        <translation>問い合わせる Solana RPC エンドポイントがありません。</translation>
    </message>
    <message>
        <source>The Solana RPC endpoint is not on %1.</source>
        <translation>Solana RPC エンドポイントは %1 上にありません。</translation>
    </message>
    <message>
        <source>The node&apos;s answer about the blockhash cannot be read.</source>
        <translation>ブロックハッシュに関するノードの応答を読み取れません。</translation>
    </message>
    <message>
        <source>%1 has too many recent transactions to search.</source>
        <translation>%1 には検索しきれないほど多くの最近のトランザクションがあります。</translation>
    </message>
    <message>
        <source>The node&apos;s list of transactions cannot be read.</source>
        <translation>ノードのトランザクション一覧を読み取れません。</translation>
    </message>
    <message>
        <source>The node&apos;s transaction cannot be read.</source>
        <translation>ノードのトランザクションを読み取れません。</translation>
    </message>
    <message>
        <source>The node lists a transaction it does not give.</source>
        <translation>ノードが提供しないトランザクションを一覧に含めています。</translation>
    </message>
    <message>
        <source>It landed with an error: nothing was paid.</source>
        <translation>エラー付きで記録されました。支払いは行われていません。</translation>
    </message>
</context>
<context>
    <name>paydesk::x402::PaidFetch</name>
    <message>
        <source>payment %1</source>
        <translation>支払い%1</translation>
    </message>
    <message>
        <source>transaction %1</source>
        <translation>トランザクション%1</translation>
    </message>
    <message>
        <source>the journaled payment</source>
        <translation>ジャーナルに記録された支払い</translation>
    </message>
    <message>
        <source>Only http and https URLs can be fetched.</source>
        <translation>取得できるのはhttpとhttpsのURLのみです。</translation>
    </message>
    <message>
        <source>You already paid for this URL (%1); re-sending that proof instead of paying again.</source>
        <translation>このURLにはすでに支払い済みです（%1）。再度支払う代わりに、その支払い証明を再送信します。</translation>
    </message>
    <message>
        <source>Could not fetch %1: %2</source>
        <translation>%1を取得できませんでした：%2</translation>
    </message>
    <message>
        <source>The site asks for payment, but its payment requirements are unusable, so Paydesk will not pay: %1</source>
        <translation>サイトが支払いを求めていますが、支払い要件が使用できないため、Paydeskは支払いません：%1</translation>
    </message>
    <message>
        <source>%1 Nothing was paid; grant %2 a larger budget to pay it.</source>
        <translation>%1何も支払われていません。支払うには、%2により大きな予算を割り当ててください。</translation>
    </message>
    <message>
        <source>The seller&apos;s price was valid for %1 seconds and has run out; nothing was paid. Fetch the URL again for a fresh price.</source>
        <translation>販売者の価格は%1秒間有効でしたが、期限切れになりました。何も支払われていません。新しい価格を得るには、URLをもう一度取得してください。</translation>
    </message>
    <message>
        <source>You declined; nothing was paid.</source>
        <translation>拒否しました。何も支払われていません。</translation>
    </message>
    <message>
        <source>Cancelled; nothing was paid.</source>
        <translation>キャンセルしました。何も支払われていません。</translation>
    </message>
    <message>
        <source>The payment&apos;s outcome is unknown (%1). Paydesk will not pay for this URL again by itself; check the payment&apos;s status.</source>
        <translation>支払いの結果は不明です（%1）。PaydeskがこのURLに自動で再度支払うことはありません。支払いのステータスを確認してください。</translation>
    </message>
    <message>
        <source>The payment was not made: %1</source>
        <translation>支払いは行われませんでした：%1</translation>
    </message>
    <message>
        <source>You paid (%1), but the answer was lost (%2). Paydesk keeps the proof and re-sends it when you open this URL again; it will not pay again.</source>
        <translation>支払いは完了しました（%1）が、応答が失われました（%2）。Paydeskは支払い証明を保持し、このURLを再度開いたときに再送信します。再度支払うことはありません。</translation>
    </message>
    <message>
        <source>HTTP %1</source>
        <translation>HTTP %1</translation>
    </message>
    <message>
        <source>You paid (%1), but the seller did not accept the payment (%2). Paydesk will not pay again by itself; check the payment and contact the seller.</source>
        <translation>支払いは完了しました（%1）が、販売者が支払いを受け付けませんでした（%2）。Paydeskが自動で再度支払うことはありません。支払いを確認し、販売者に連絡してください。</translation>
    </message>
    <message>
        <source>The wallet %1 holds %2, less than the price of %3: it cannot cover this payment. Nothing was paid; add funds to it or pay from another wallet.</source>
        <translation>ウォレット%1の残高は%2で、価格%3に足りないため、この支払いを賄えません。何も支払われていません。このウォレットに資金を追加するか、別のウォレットから支払ってください。</translation>
    </message>
    <message>
        <source>%1 Nothing was paid; raise that cap to pay it (paydesk-cli budget cap, or the budgets on the Pay page).</source>
        <translation>%1 何も支払われていません。支払うにはその上限を引き上げてください（paydesk-cli budget cap、または「支払い」ページの予算）。</translation>
    </message>
    <message>
        <source>Asking the chain whether your earlier payment for this URL (%1) settled…</source>
        <translation>この URL に対する以前の支払い（%1）が決済されたかをチェーンに問い合わせています…</translation>
    </message>
    <message>
        <source>The chain could not say (%1).</source>
        <translation>チェーンから判断できませんでした（%1）。</translation>
    </message>
    <message>
        <source>Your earlier payment for this URL never settled and has expired; nothing was paid. Fetching it again.</source>
        <translation>この URL に対する以前の支払いは決済されないまま期限切れになりました。何も支払われていません。もう一度取得します。</translation>
    </message>
    <message>
        <source>the wallet holds %1, less than the price of %2.</source>
        <translation>ウォレットの残高は%1で、価格%2に足りません。</translation>
    </message>
    <message>
        <source>%1 No other option could be paid either. %2</source>
        <translation>%1 他のオプションも支払えませんでした。%2</translation>
    </message>
    <message>
        <source>%1 Trying the next option: %2 on %3.</source>
        <translation>%1 次のオプションを試します：%3上の%2。</translation>
    </message>
    <message>
        <source>Paydesk is paying for this URL in another window or process right now (attempt %1); nothing more was paid. Wait for it to finish, then fetch the URL again.</source>
        <translation>Paydeskは現在、別のウィンドウまたはプロセスでこのURLの支払いを行っています（試行%1）。これ以上の支払いは行われていません。完了するまで待ってから、URLをもう一度取得してください。</translation>
    </message>
    <message>
        <source>(none set)</source>
        <translation>（未設定）</translation>
    </message>
    <message>
        <source>the node %1 could not confirm it is on %2 (%3).</source>
        <translation>ノード%1が%2上にあることを確認できませんでした（%3）。</translation>
    </message>
    <message>
        <source>The seller did not accept the payment (%1); asking the chain whether it was settled…</source>
        <translation>販売者が支払いを受け付けませんでした（%1）。決済されたかをチェーンに問い合わせています…</translation>
    </message>
    <message>
        <source>The seller refused the payment (%1) and never settled it: nothing was paid.</source>
        <translation>販売者が支払いを拒否し（%1）、決済しませんでした。何も支払われていません。</translation>
    </message>
    <message>
        <source>Not paid: the seller refused your payment (%1) and the chain shows it never settled; it has expired, so nothing can move. Your budgets no longer count it.</source>
        <translation>未払い：販売者があなたの支払いを拒否し（%1）、チェーン上でも決済されていません。期限切れのため、資金が動くことはありません。この支払いは予算に計上されなくなりました。</translation>
    </message>
    <message>
        <source>Not paid: the seller refused your payment (%1), and the chain shows it unused; nothing moved. Your signed payment stays valid for up to %2 seconds, so its amount stays counted in your budgets until it expires; fetching the URL again after that releases it.</source>
        <translation>未払い：販売者があなたの支払いを拒否し（%1）、チェーン上でも未使用です。資金は動いていません。署名済みの支払いは最大%2秒間有効なため、期限が切れるまでその金額は予算に計上されたままです。期限切れ後にURLをもう一度取得すると解放されます。</translation>
    </message>
    <message>
        <source>The payment was made but could not be journaled (%1), so its proof was not sent. Check the payment&apos;s status before paying for this URL again.</source>
        <translation>支払いは行われましたが、ジャーナルに記録できなかったため (%1)、その証明は送信されていません。この URL に再度支払う前に支払いの状態を確認してください。</translation>
    </message>
    <message>
        <source>The signed payment could not be journaled (%1), so it was not sent: nothing was paid.</source>
        <translation>署名済みの支払いをジャーナルに記録できなかったため (%1)、送信されていません。何も支払われていません。</translation>
    </message>
    <message>
        <source>Nothing was signed or paid: the node %1 could not confirm that it is on %2, the network this option pays on (%3). Paydesk signs only for the network its node is on: use an RPC node on %2 and try again.</source>
        <translation>何も署名・支払いされていません。ノード%1が、このオプションの支払いに使うネットワークである%2上にあることを確認できませんでした（%3）。Paydeskは、ノードがあるネットワークに対してのみ署名します。%2上のRPCノードを使って、もう一度お試しください。</translation>
    </message>
    <message>
        <source>The chain shows your payment settled; presenting the same proof once more for the content.</source>
        <translation>チェーン上で支払いの決済が確認されました。コンテンツを受け取るため、同じ証明をもう一度提示します。</translation>
    </message>
    <message>
        <source>No payment scheme of Paydesk pays %1 on %2 from %3; nothing was paid.</source>
        <translation>Paydesk の支払いスキームで %3 から %2 上の %1 を支払えるものはありません。何も支払われていません。</translation>
    </message>
    <message>
        <source>Content received; asking the chain whether the seller settled your payment…</source>
        <translation>コンテンツを受け取りました。販売者が支払いを決済したかチェーンに確認しています…</translation>
    </message>
    <message>
        <source>The chain could not say whether it settled (%1).</source>
        <translation>決済されたかどうかチェーンから確認できませんでした（%1）。</translation>
    </message>
    <message>
        <source>the seller sent the content, but the chain shows your payment unused</source>
        <translation>販売者はコンテンツを送りましたが、チェーンでは支払いが未使用です</translation>
    </message>
    <message>
        <source>the seller sent the content and named transaction %1, but the chain shows your payment unused</source>
        <translation>販売者はコンテンツを送りトランザクション %1 を示しましたが、チェーンでは支払いが未使用です</translation>
    </message>
    <message>
        <source>Not paid: %1, and it has expired, so nothing can move. Your budgets no longer count it.</source>
        <translation>未払い：%1。期限が切れたため、何も動きません。予算にはもう計上されません。</translation>
    </message>
    <message>
        <source>Not paid yet: %1; nothing has moved. The seller may still settle it within %2 seconds, so its amount stays counted in your budgets until it expires; fetching the URL again after that releases it.</source>
        <translation>まだ支払われていません：%1。何も動いていません。販売者は %2 秒以内ならまだ決済できるため、期限が切れるまで金額は予算に計上されます。その後にURLを再取得すると解放されます。</translation>
    </message>
    <message>
        <source>Charged %1 of up to %2; the rest is free again in your budgets.</source>
        <translation>最大 %2 のうち %1 が請求されました。残りは予算で再び使えます。</translation>
    </message>
    <message>
        <source>Counted as %1, the most it could take.</source>
        <translation>取り得る上限の %1 として計上しました。</translation>
    </message>
    <message>
        <source>The seller did not say what it charged: counted as %1, the most it could take.</source>
        <translation>販売者は請求額を示しませんでした。取り得る上限の %1 として計上しました。</translation>
    </message>
    <message>
        <source>Not charged yet: the seller sent the content and has not settled your authorization of up to %1 (a usage price that came to nothing is never settled). It stays valid for up to %2 seconds, so up to %1 stays counted in your budgets until it expires; fetching the URL again after that releases it.</source>
        <translation>まだ請求されていません: 販売者はコンテンツを送りましたが、最大 %1 の承認を決済していません(使用量がゼロの従量制価格は決済されません)。承認は最大 %2 秒有効なので、期限まで最大 %1 が予算に計上されたままです。その後 URL を再取得すると解放されます。</translation>
    </message>
    <message>
        <source>Reading from the chain what the settlement moved…</source>
        <translation>決済で動いた額をチェーンから読み取っています…</translation>
    </message>
    <message>
        <source>The seller&apos;s settlement says %1, but the chain shows %2 moved of up to %3: %2 is what is counted.</source>
        <translation>販売者の決済は %1 としていますが、チェーンでは最大 %3 のうち %2 が動いています。計上するのは %2 です。</translation>
    </message>
    <message>
        <source>nothing of the charge</source>
        <translation>請求額について何も</translation>
    </message>
    <message>
        <source>the seller&apos;s channel state differed; adopted it</source>
        <translation>販売者のチャネル状態が異なっていたため採用しました</translation>
    </message>
    <message>
        <source>The seller&apos;s channel state differed from Paydesk&apos;s; adopted it (it is backed by your own voucher) and paying again.</source>
        <translation>販売者のチャネル状態が Paydesk のものと異なっていました。あなた自身のバウチャーに裏付けられているため採用し、もう一度支払います。</translation>
    </message>
    <message>
        <source>Charged %1 of up to %2 through the payment channel; the rest is free again in your budgets.</source>
        <translation>支払いチャネル経由で最大 %2 のうち %1 が請求されました。残りは予算で再び使えます。</translation>
    </message>
    <message>
        <source>The wallet %1 holds %2, less than the deposit of %3 a payment channel with this seller needs. Nothing was paid; add funds to it or pay from another wallet.</source>
        <translation>ウォレット %1 の残高は %2 で、この販売者との支払いチャネルに必要なデポジット %3 より少なくなっています。何も支払われていません。入金するか、別のウォレットから支払ってください。</translation>
    </message>
    <message>
        <source>the wallet holds %1, less than the channel&apos;s deposit of %2.</source>
        <translation>ウォレットの残高 %1 は、チャネルのデポジット %2 より少なくなっています。</translation>
    </message>
    <message>
        <source>A payment channel with this seller needs a deposit of %1: %2 Nothing was paid.</source>
        <translation>この販売者との支払いチャネルには %1 のデポジットが必要です: %2 何も支払われていません。</translation>
    </message>
    <message>
        <source>The channel&apos;s deposit of %1: %2</source>
        <translation>チャネルのデポジット %1: %2</translation>
    </message>
    <message>
        <source>the seller had charged this request before Paydesk stopped, and its answer was lost</source>
        <translation>Paydesk が停止する前に販売者はこのリクエストを請求しており、その応答は失われました</translation>
    </message>
    <message>
        <source>You paid (%1), but %2; the channel is in step with the seller again. Paydesk does not pay again by itself: fetch the URL again to buy it anew.</source>
        <translation>支払いは済んでいます（%1）が、%2。チャネルは販売者と再び一致しています。Paydesk が自動で再度支払うことはありません。もう一度購入するには URL を再取得してください。</translation>
    </message>
</context>
<context>
    <name>paydesk::x402::SplAuthorization</name>
    <message>
        <source>%1 is not a Solana wallet.</source>
        <translation>%1 は Solana のウォレットではありません。</translation>
    </message>
    <message>
        <source>The token %1 is not one Paydesk knows on %2; nothing was signed.</source>
        <translation>Paydesk は %2 上のトークン %1 を知りません。何も署名していません。</translation>
    </message>
    <message>
        <source>The payment option cannot be paid from a local wallet.</source>
        <translation>この支払いオプションはローカルウォレットから支払えません。</translation>
    </message>
    <message>
        <source>Reading the %1 accounts of %2 and of the seller...</source>
        <translation>%2 と販売者の %1 アカウントを読み込んでいます…</translation>
    </message>
    <message>
        <source>Cannot read the token accounts from the network: %1</source>
        <translation>ネットワークからトークンアカウントを読み込めません：%1</translation>
    </message>
    <message>
        <source>The network&apos;s answer about the token accounts is malformed.</source>
        <translation>トークンアカウントに関するネットワークの応答が不正です。</translation>
    </message>
    <message>
        <source>The token %1 (mint %2) does not exist on the network this wallet reads (%3); nothing was signed. Check the RPC endpoint&apos;s network.</source>
        <translation>トークン %1（ミント %2）は、このウォレットが読むネットワーク（%3）に存在しません。何も署名していません。RPC エンドポイントのネットワークを確認してください。</translation>
    </message>
    <message>
        <source>The mint %1 cannot be paid: %2</source>
        <translation>ミント %1 では支払えません：%2</translation>
    </message>
    <message>
        <source>The mint %1 has %2 decimals, but %3 has %4: nothing was signed.</source>
        <translation>ミント %1 の小数桁は %2 ですが、%3 は %4 です。何も署名していません。</translation>
    </message>
    <message>
        <source>The seller %1 has no %2 account that can receive this payment; nothing was signed. The seller must open one first.</source>
        <translation>販売者 %1 には、この支払いを受け取れる %2 アカウントがありません。何も署名していません。販売者が先に開設する必要があります。</translation>
    </message>
    <message>
        <source>%1 holds %2, less than the price of %3; nothing was signed.</source>
        <translation>%1 の残高は %2 で、価格 %3 に足りません。何も署名していません。</translation>
    </message>
    <message>
        <source>The %1 account of %2 is frozen by the token&apos;s issuer; nothing was signed.</source>
        <translation>%2 の %1 アカウントはトークン発行者によって凍結されています。何も署名していません。</translation>
    </message>
    <message>
        <source>Paydesk refuses to sign this payment: %1</source>
        <translation>Paydesk はこの支払いへの署名を拒否します：%1</translation>
    </message>
    <message>
        <source>Signing your part of %1 to %2 with the key of %3...</source>
        <translation>%3 の鍵で %2 への %1 のあなたの部分に署名しています…</translation>
    </message>
    <message>
        <source>The transaction could not be signed as expected; nothing was sent.</source>
        <translation>トランザクションに想定どおり署名できませんでした。何も送信されていません。</translation>
    </message>
</context>
</TS>
