<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AbandonedAttempts</name>
    <message>
        <source>The payer stopped before its signed proof was stored: nothing left this computer, so nothing was paid.</source>
        <translation>付款进程在其已签名的支付凭证保存之前已停止：没有任何内容离开这台计算机，因此未支付任何款项。</translation>
    </message>
</context>
<context>
    <name>AddedTokens</name>
    <message>
        <source>%1 is not a Solana or EVM network: give a network Paydesk lists (&quot;base&quot;, &quot;solana-devnet&quot;) or a CAIP-2 id (&quot;eip155:8453&quot;).</source>
        <translation>%1 不是 Solana 或 EVM 网络：请给出 Paydesk 已知的网络（&quot;base&quot;、&quot;solana-devnet&quot;）或 CAIP-2 标识（&quot;eip155:8453&quot;）。</translation>
    </message>
    <message>
        <source>%1 is not a token address on %2: give the token&apos;s %3.</source>
        <translation>%1 不是 %2 上的代币地址：请给出代币的%3。</translation>
    </message>
    <message>
        <source>The symbol &quot;%1&quot; is not usable: 1 to 11 letters, digits or .-_ (as &quot;EURC&quot;).</source>
        <translation>符号&quot;%1&quot;不可用：须为 1 到 11 个字母、数字或 .-_（如&quot;EURC&quot;）。</translation>
    </message>
    <message>
        <source>%1 decimals is not usable: a token has 0 to %2; read them from the token&apos;s contract or mint, never from a seller.</source>
        <translation>%1 位小数不可用：代币的小数位为 0 到 %2；请从代币的合约或铸币账户读取，切勿听从卖家。</translation>
    </message>
    <message>
        <source>You already added %1 on %2 as %3.</source>
        <translation>您已将 %2 上的 %1 添加为 %3。</translation>
    </message>
    <message>
        <source>%1 on %2 is already in Paydesk&apos;s table, as %3.</source>
        <translation>%2 上的 %1 已在 Paydesk 的表中，名为 %3。</translation>
    </message>
    <message>
        <source>%1 on %2 is already the token %3: give this one another symbol, so the two are never confused.</source>
        <translation>%2 上的 %1 已是代币 %3：请为此代币使用另一个符号，以免两者混淆。</translation>
    </message>
    <message>
        <source>%1 on %2 is not a token you added.</source>
        <translation>%2 上的 %1 不是您添加的代币。</translation>
    </message>
</context>
<context>
    <name>Address</name>
    <message>
        <source>Enter an address.</source>
        <translation>请输入地址。</translation>
    </message>
    <message>
        <source>An EVM address is 0x followed by 40 hexadecimal characters; this one has %1.</source>
        <translation>EVM 地址由 0x 加 40 个十六进制字符组成；此地址有 %1 个。</translation>
    </message>
    <message>
        <source>An EVM address may contain only 0-9 and a-f after 0x.</source>
        <translation>EVM 地址在 0x 之后只能包含 0-9 和 a-f。</translation>
    </message>
    <message>
        <source>The capitalisation of this EVM address does not match its EIP-55 checksum: it may contain a typo. Check it with the recipient.</source>
        <translation>此 EVM 地址的大小写与其 EIP-55 校验和不符：可能有输入错误。请与收款方核对。</translation>
    </message>
    <message>
        <source>A Solana address is 32 to 44 base58 characters; this one has %1.</source>
        <translation>Solana 地址由 32 到 44 个 base58 字符组成；此地址有 %1 个。</translation>
    </message>
    <message>
        <source>A Solana address uses base58 characters only (no 0, O, I or l).</source>
        <translation>Solana 地址只能使用 base58 字符（不含 0、O、I 和 l）。</translation>
    </message>
    <message>
        <source>This is not a Solana address: it decodes to %1 bytes instead of 32.</source>
        <translation>这不是 Solana 地址：解码后为 %1 字节，而不是 32 字节。</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>签名</translation>
    </message>
    <message>
        <source>Transaction hash</source>
        <translation>交易哈希</translation>
    </message>
    <message>
        <source>Transaction id</source>
        <translation>交易 ID</translation>
    </message>
    <message>
        <source>mint address (base58)</source>
        <translation>铸币地址（base58）</translation>
    </message>
    <message>
        <source>contract address (0x…)</source>
        <translation>合约地址（0x…）</translation>
    </message>
    <message>
        <source>token address</source>
        <translation>代币地址</translation>
    </message>
</context>
<context>
    <name>AgentListModel</name>
    <message>
        <source>Agent</source>
        <translation>智能体</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>Spent (24 h)</source>
        <translation>已花费（24 小时）</translation>
    </message>
    <message>
        <source>Sites</source>
        <translation>网站</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
</context>
<context>
    <name>AgentStore</name>
    <message>
        <source>An agent&apos;s name is 1 to 64 printable characters, without spaces at either end: &quot;%1&quot; is not.</source>
        <translation>智能体名称须为 1 到 64 个可打印字符，且首尾不能有空格：“%1”不符合要求。</translation>
    </message>
    <message>
        <source>There is already an agent called &quot;%1&quot;.</source>
        <translation>已存在名为“%1”的智能体。</translation>
    </message>
    <message>
        <source>There is no agent called &quot;%1&quot;.</source>
        <translation>没有名为“%1”的智能体。</translation>
    </message>
    <message>
        <source>An agent may make at least one payment a minute.</source>
        <translation>智能体每分钟至少须允许进行一次支付。</translation>
    </message>
    <message>
        <source>An agent&apos;s budget needs a positive amount per day, and an automatic limit from 0 up to that amount.</source>
        <translation>智能体的预算需要一个大于 0 的每日金额，以及介于 0 到该金额之间的自动支付上限。</translation>
    </message>
    <message>
        <source>There is no agent called &quot;%1&quot; in Paydesk.</source>
        <translation>Paydesk 中没有名为“%1”的智能体。</translation>
    </message>
    <message>
        <source>Payments are frozen in Paydesk, agents&apos; too. Unfreeze them in the desktop app (the tray&apos;s Freeze) to let agents pay again.</source>
        <translation>Paydesk 中的支付已冻结，智能体的支付也不例外。请在桌面应用中解除冻结（托盘菜单中的“冻结自动支付”），让智能体可以再次付款。</translation>
    </message>
    <message>
        <source>The agent &quot;%1&quot; is paused. Resume it on the Agents page to let it pay again.</source>
        <translation>智能体“%1”已暂停。请在“智能体”页面恢复它，使其可以再次付款。</translation>
    </message>
    <message>
        <source>The agent &quot;%1&quot; has stopped paying after %2 failed payments in a row. Look at what it was paying for, then resume it on the Agents page.</source>
        <translation>智能体“%1”在连续 %2 次支付失败后已停止付款。请查看它在为什么付款，然后在“智能体”页面恢复它。</translation>
    </message>
    <message>
        <source>The agent &quot;%1&quot; may make %2 payments a minute and has made them. Try again in a minute.</source>
        <translation>智能体“%1”每分钟最多可支付 %2 次，已达到该次数。请一分钟后重试。</translation>
    </message>
    <message>
        <source>The agent &quot;%1&quot; has no budget in %2 on %3. Give it one on the Agents page (or with paydesk-cli agent budget).</source>
        <translation>智能体“%1”在 %3 上没有 %2 预算。请在“智能体”页面（或使用 paydesk-cli agent budget）为它设置预算。</translation>
    </message>
    <message>
        <source>The price %1 is above what is left of the agent&apos;s budget (%2 of %3 in 24 hours). Nothing was paid.</source>
        <translation>价格 %1 超出了智能体预算的剩余额度（24 小时内 %3 中剩余 %2）。未支付任何款项。</translation>
    </message>
    <message>
        <source>%1 is a new site for this agent</source>
        <translation>%1 是此智能体的新网站</translation>
    </message>
    <message>
        <source>the price is above the %1 it may pay without you</source>
        <translation>价格超出了它无需您确认即可支付的 %1</translation>
    </message>
    <message>
        <source>it would leave %1 of its %2 for today</source>
        <translation>支付后其今日的 %2 将只剩 %1</translation>
    </message>
    <message>
        <source>A person must approve this payment: %1.</source>
        <translation>此支付需要由人批准：%1。</translation>
    </message>
    <message>
        <source>An agent&apos;s cap %1 must be at least its cap of a shorter window (%2), in the budget&apos;s asset.</source>
        <translation>代理的%1上限必须不低于更短时段的上限（%2），并使用预算的资产。</translation>
    </message>
    <message>
        <source>The budget would end %1, which is already past: give a later date, or none for no end.</source>
        <translation>预算将于%1结束，但该时间已过：请给出更晚的日期，或用 none 表示不结束。</translation>
    </message>
    <message>
        <source>The agent &quot;%1&quot;&apos;s budget in %2 on %3 ended %4. Give it a new one on the Agents page (or with paydesk-cli agent budget) to let it pay again.</source>
        <translation>代理“%1”在 %3 上的 %2 预算已结束（%4）。请在“代理”页面（或用 paydesk-cli agent budget）为其设置新预算，使其可以再次付款。</translation>
    </message>
    <message>
        <source>The price %1 is above what is left of the agent&apos;s budget of %3 %4 (%2 left in the last %5). Nothing was paid.</source>
        <translation>价格 %1 超出了代理预算 %3（%4）的剩余额度（最近 %5 内剩余 %2）。未支付任何款项。</translation>
    </message>
</context>
<context>
    <name>AgentToolsText</name>
    <message>
        <source>A person must approve this payment.</source>
        <translation>此支付需要由人批准。</translation>
    </message>
    <message>
        <source>%1 Nobody could approve it here, so it was declined and nothing was paid.</source>
        <translation>%1 此处无人可以批准，因此已被拒绝，未支付任何款项。</translation>
    </message>
    <message>
        <source>The user declined this payment; nothing was paid.</source>
        <translation>用户拒绝了此支付；未支付任何款项。</translation>
    </message>
    <message>
        <source>%1 %2 It was declined and nothing was paid.</source>
        <translation>%1 %2 该支付已被拒绝，未支付任何款项。</translation>
    </message>
    <message>
        <source>url must be an http:// or https:// URL.</source>
        <translation>url 必须是 http:// 或 https:// URL。</translation>
    </message>
    <message>
        <source>method is one of %1.</source>
        <translation>method 必须是 %1 之一。</translation>
    </message>
    <message>
        <source>headers is an object of header names and text values.</source>
        <translation>headers 是由标头名称和文本值组成的对象。</translation>
    </message>
    <message>
        <source>The header %1 cannot be sent: Paydesk sets it, or its value is not text.</source>
        <translation>无法发送标头 %1：它由 Paydesk 设置，或其值不是文本。</translation>
    </message>
    <message>
        <source>max_price is the most you will pay, with its asset: &quot;0.01 USDC&quot;. %1</source>
        <translation>max_price 是您最多愿意支付的金额，需带上资产：&quot;0.01 USDC&quot;。%1</translation>
    </message>
    <message>
        <source>This agent is no longer in Paydesk.</source>
        <translation>此智能体已不在 Paydesk 中。</translation>
    </message>
    <message>
        <source>limit is a whole number from 1 to 200.</source>
        <translation>limit 是 1 到 200 之间的整数。</translation>
    </message>
    <message>
        <source>Fetch a paid resource</source>
        <translation>获取付费资源</translation>
    </message>
    <message>
        <source>Fetches a URL; when it answers HTTP 402 Payment Required (x402), pays it from the user&apos;s wallet within this agent&apos;s budgets and at most max_price, then returns the content and the seller&apos;s receipt. Refused, with the reason, when a limit forbids it; a payment that needs the user&apos;s approval waits for it.</source>
        <translation>获取一个 URL；当其返回 HTTP 402 Payment Required（x402）时，在此智能体的预算内且不超过 max_price，从用户的钱包付款，然后返回内容和卖家的收据。若某项限制不允许，则会被拒绝并说明原因；需要用户批准的支付会等待批准。</translation>
    </message>
    <message>
        <source>Quote a resource&apos;s price</source>
        <translation>查询资源的报价</translation>
    </message>
    <message>
        <source>What a URL would cost and whether this agent could pay it without asking (price, asset, network, budget left). Nothing is paid.</source>
        <translation>某个 URL 的费用，以及此智能体能否无需询问即可支付（价格、资产、网络、剩余预算）。不会支付任何款项。</translation>
    </message>
    <message>
        <source>Balances and budgets</source>
        <translation>余额和预算</translation>
    </message>
    <message>
        <source>What the user&apos;s wallets hold in the assets this agent may spend, and what is left of its budgets today.</source>
        <translation>用户钱包中此智能体可使用的各项资产的余额，以及其今日剩余预算。</translation>
    </message>
    <message>
        <source>Recent payments</source>
        <translation>最近的支付</translation>
    </message>
    <message>
        <source>This agent&apos;s latest payments, newest first: URL, price, state, transaction.</source>
        <translation>此智能体最近的支付，最新的在前：URL、价格、状态、交易。</translation>
    </message>
    <message>
        <source>No payment needed: the site answered HTTP %1.</source>
        <translation>无需支付：该网站返回了 HTTP %1。</translation>
    </message>
    <message>
        <source>It cannot be paid: %1</source>
        <translation>无法支付：%1</translation>
    </message>
    <message>
        <source>%1 on %2.</source>
        <translation>%2 上的 %1。</translation>
    </message>
    <message>
        <source>%1 It would be paid without asking (%2 of your budget left today).</source>
        <translation>%1 将无需询问直接支付（今日剩余预算 %2）。</translation>
    </message>
    <message>
        <source>%1 %2 (%3 of your budget left today).</source>
        <translation>%1 %2（今日剩余预算 %3）。</translation>
    </message>
    <message>
        <source>No payment was needed (HTTP %1).</source>
        <translation>无需支付（HTTP %1）。</translation>
    </message>
    <message>
        <source>Paid %1 on %2 (transaction %3).</source>
        <translation>已在 %2 上支付 %1（交易 %3）。</translation>
    </message>
    <message>
        <source>Paid earlier (transaction %1); the content was fetched again.</source>
        <translation>之前已支付（交易 %1）；已重新获取内容。</translation>
    </message>
    <message>
        <source>Binary content, %1 bytes of %2: see structuredContent.bodyBase64.</source>
        <translation>二进制内容（%2，%1 字节）：请参阅 structuredContent.bodyBase64。</translation>
    </message>
    <message>
        <source>not read in time</source>
        <translation>未能及时读取</translation>
    </message>
    <message>
        <source>%1 holds %2 on %3.</source>
        <translation>%1 在 %3 上持有 %2。</translation>
    </message>
    <message>
        <source>an unknown amount of %1</source>
        <translation>未知数量的 %1</translation>
    </message>
    <message>
        <source>This agent has no budget yet: it cannot pay.</source>
        <translation>此智能体尚无预算：无法支付。</translation>
    </message>
    <message>
        <source>This agent is paused: it cannot pay until the user resumes it.</source>
        <translation>此智能体已暂停：在用户恢复之前无法支付。</translation>
    </message>
    <message>
        <source>This agent has made no payments yet.</source>
        <translation>此智能体尚未进行任何支付。</translation>
    </message>
    <message>
        <source>%1 left of %2 for %3</source>
        <translation>%3 内 %2 中剩余 %1</translation>
    </message>
    <message>
        <source>Budget on %1: %2; up to %3 a payment without asking.</source>
        <translation>%1 上的预算：%2；每笔最多 %3 无需询问。</translation>
    </message>
    <message>
        <source>It ended on %1: the agent cannot pay in it.</source>
        <translation>已于 %1 结束：代理无法用它付款。</translation>
    </message>
    <message>
        <source>It holds %1.</source>
        <translation>有效期%1。</translation>
    </message>
    <message>
        <source>Paid %1 of up to %2 on %3 (transaction %4). %5</source>
        <translation>已在 %3 上支付 %1(最多 %2,交易 %4)。%5</translation>
    </message>
</context>
<context>
    <name>Amount</name>
    <message>
        <source>Enter an amount.</source>
        <translation>请输入金额。</translation>
    </message>
    <message>
        <source>Unsupported number of decimals.</source>
        <translation>不支持的小数位数。</translation>
    </message>
    <message>
        <source>The amount has more than one decimal point.</source>
        <translation>金额中有多个小数点。</translation>
    </message>
    <message>
        <source>The amount may contain only digits and one decimal point (for example 0.25).</source>
        <translation>金额只能包含数字和一个小数点（例如 0.25）。</translation>
    </message>
    <message>
        <source>The amount is too large.</source>
        <translation>金额过大。</translation>
    </message>
    <message>
        <source>Enter an amount such as 0.25.</source>
        <translation>请输入金额，例如 0.25。</translation>
    </message>
    <message numerus="yes">
        <source>The amount has more than %n decimal place(s).</source>
        <translation>
            <numerusform>金额的小数位超过 %n 位。</numerusform>
        </translation>
    </message>
    <message>
        <source>The amount must be positive.</source>
        <translation>金额必须为正数。</translation>
    </message>
    <message>
        <source>Use a dot as the decimal separator: %1</source>
        <translation>请使用点号作为小数分隔符：%1</translation>
    </message>
    <message>
        <source>Write the amount without thousands separators, with a dot before the decimals (for example 1000.5).</source>
        <translation>请填写不带千位分隔符的金额，并在小数部分前使用点号（例如 1000.5）。</translation>
    </message>
</context>
<context>
    <name>ApiError</name>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Paydesk could not reach the payment service.</source>
        <translation>Paydesk 无法连接到支付服务。</translation>
    </message>
    <message>
        <source>The payment service did not answer in time.</source>
        <translation>支付服务未及时响应。</translation>
    </message>
    <message>
        <source>The secure connection to the payment service failed.</source>
        <translation>与支付服务的安全连接失败。</translation>
    </message>
    <message>
        <source>The payment service answered in a form Paydesk cannot read.</source>
        <translation>支付服务返回了 Paydesk 无法读取的格式。</translation>
    </message>
    <message>
        <source>The request was cancelled.</source>
        <translation>请求已取消。</translation>
    </message>
    <message>
        <source>Not enough funds for the payment plus fees.</source>
        <translation>资金不足以支付金额和手续费。</translation>
    </message>
    <message>
        <source>The payment proof is invalid or expired.</source>
        <translation>支付凭证无效或已过期。</translation>
    </message>
    <message>
        <source>The facilitator could not verify the payment.</source>
        <translation>协调方无法验证该支付。</translation>
    </message>
    <message>
        <source>The recipient address is invalid or does not exist.</source>
        <translation>收款方地址无效或不存在。</translation>
    </message>
    <message>
        <source>Too many requests.</source>
        <translation>请求过多。</translation>
    </message>
    <message>
        <source>A parameter is missing or out of range.</source>
        <translation>参数缺失或超出范围。</translation>
    </message>
    <message>
        <source>The API key is missing or invalid.</source>
        <translation>API 密钥缺失或无效。</translation>
    </message>
    <message>
        <source>The API key&apos;s plan does not include this endpoint.</source>
        <translation>该 API 密钥的套餐不包含此端点。</translation>
    </message>
    <message>
        <source>No such payment.</source>
        <translation>没有此支付。</translation>
    </message>
    <message>
        <source>The payment service had an internal error.</source>
        <translation>支付服务发生内部错误。</translation>
    </message>
    <message>
        <source>The payment service refused the request.</source>
        <translation>支付服务拒绝了该请求。</translation>
    </message>
    <message>
        <source>The payment may or may not have been made. Check its status or the wallet&apos;s history before trying again; do not pay a second time.</source>
        <translation>该支付可能已完成，也可能未完成。重试之前，请检查其状态或钱包的历史记录；请勿重复支付。</translation>
    </message>
    <message>
        <source>Check your internet connection and the service address in Settings, then try again.</source>
        <translation>请检查您的网络连接以及“设置”中的服务地址，然后重试。</translation>
    </message>
    <message>
        <source>Try again in a moment.</source>
        <translation>请稍后重试。</translation>
    </message>
    <message>
        <source>Check the service address. If it is right, the service&apos;s certificate is not trusted by this computer: do not continue on an untrusted network.</source>
        <translation>请检查服务地址。如果地址正确，则说明这台计算机不信任该服务的证书：请勿在不受信任的网络上继续。</translation>
    </message>
    <message>
        <source>Check that the service address points to a payment service, or try again later.</source>
        <translation>请确认服务地址指向的是支付服务，或稍后重试。</translation>
    </message>
    <message>
        <source>Correct the field named above and try again.</source>
        <translation>请更正上面指出的字段，然后重试。</translation>
    </message>
    <message>
        <source>Add funds to the wallet.</source>
        <translation>请向钱包充值。</translation>
    </message>
    <message>
        <source>Check the payment status and retry.</source>
        <translation>请检查支付状态后重试。</translation>
    </message>
    <message>
        <source>Verify the recipient address.</source>
        <translation>请核对收款方地址。</translation>
    </message>
    <message>
        <source>Slow down; retry with exponential backoff.</source>
        <translation>请降低请求频率，并使用指数退避重试。</translation>
    </message>
    <message>
        <source>Correct the field named in the message and try again.</source>
        <translation>请更正消息中指出的字段，然后重试。</translation>
    </message>
    <message>
        <source>Check the API key: enter it again in Settings or with &apos;paydesk-cli key set&apos;.</source>
        <translation>请检查 API 密钥：在“设置”中或通过 &apos;paydesk-cli key set&apos; 重新输入。</translation>
    </message>
    <message>
        <source>Use an API key whose plan includes this endpoint, or upgrade the plan.</source>
        <translation>请使用套餐包含此端点的 API 密钥，或升级套餐。</translation>
    </message>
    <message>
        <source>Check the payment id.</source>
        <translation>请检查支付 ID。</translation>
    </message>
    <message>
        <source>Try again later. If this was a payment, check its status first.</source>
        <translation>请稍后重试。如果这是一笔支付，请先检查其状态。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <source>The recipient is on another chain than the wallet (%1). Verify the recipient address.</source>
        <translation>收款方与钱包（%1）不在同一条链上。请核对收款方地址。</translation>
    </message>
    <message>
        <source>The recipient is the sending wallet itself.</source>
        <translation>收款方就是付款钱包本身。</translation>
    </message>
    <message numerus="yes">
        <source>Slow down: retry in %n second(s).</source>
        <translation>
            <numerusform>请降低请求频率：%n 秒后重试。</numerusform>
        </translation>
    </message>
    <message>
        <source>The idempotency key must be 1 to 255 printable ASCII characters without spaces (for example a UUID).</source>
        <translation>幂等键必须由 1 到 255 个不含空格的可打印 ASCII 字符组成（例如 UUID）。</translation>
    </message>
    <message>
        <source>This proof cannot be accepted: ask the payer for a new one.</source>
        <translation>此证明无法被接受：请向付款方索取新的证明。</translation>
    </message>
    <message>
        <source>Paydesk refused it; nothing was sent or signed.</source>
        <translation>Paydesk 已拒绝；未发送或签署任何内容。</translation>
    </message>
    <message>
        <source>A value is not valid; nothing was sent.</source>
        <translation>某个值无效；未发送任何内容。</translation>
    </message>
</context>
<context>
    <name>AttemptStart</name>
    <message>
        <source>The payment could not be journaled (%1), so it was not made.</source>
        <translation>无法将该支付记入日志（%1），因此未进行支付。</translation>
    </message>
    <message>
        <source>%1 Other payments took it while this one was being prepared; nothing was paid.</source>
        <translation>%1 在准备此笔支付期间，其他支付占用了可用额度；未支付任何款项。</translation>
    </message>
    <message>
        <source>The budget for %1 changed.</source>
        <translation>%1 的预算已更改。</translation>
    </message>
</context>
<context>
    <name>BatchChannel</name>
    <message>
        <source>The channel config&apos;s &quot;%1&quot; is missing or malformed.</source>
        <translation>通道配置的“%1”缺失或格式错误。</translation>
    </message>
    <message>
        <source>The voucher&apos;s &quot;%1&quot; is missing or malformed.</source>
        <translation>凭单的“%1”缺失或格式错误。</translation>
    </message>
    <message>
        <source>The channel state&apos;s &quot;%1&quot; is missing or malformed.</source>
        <translation>通道状态的“%1”缺失或格式错误。</translation>
    </message>
    <message>
        <source>A voucher names a 32-byte channel and at most 2^128 - 1 atomic units.</source>
        <translation>凭单须指定 32 字节的通道和最多 2^128 - 1 个最小单位。</translation>
    </message>
    <message>
        <source>The voucher could not be signed with the key of %1; nothing was sent.</source>
        <translation>无法用 %1 的密钥签署凭单;未发送任何内容。</translation>
    </message>
</context>
<context>
    <name>BatchPayload</name>
    <message>
        <source>The channel payment&apos;s &quot;type&quot; must be deposit, voucher or refund.</source>
        <translation>通道支付的“type”必须是 deposit、voucher 或 refund。</translation>
    </message>
    <message>
        <source>The refund&apos;s &quot;amount&quot; is malformed.</source>
        <translation>退款的“amount”格式错误。</translation>
    </message>
    <message>
        <source>The channel deposit is malformed or not an ERC-3009 authorization (Paydesk deposits by ERC-3009 only).</source>
        <translation>通道押金格式错误或不是 ERC-3009 授权（Paydesk 仅通过 ERC-3009 存入押金）。</translation>
    </message>
</context>
<context>
    <name>BudgetListModel</name>
    <message>
        <source>Site</source>
        <translation>网站</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>Per payment</source>
        <translation>每笔支付</translation>
    </message>
    <message>
        <source>Per day</source>
        <translation>每天</translation>
    </message>
    <message>
        <source>Spent today</source>
        <translation>今日已花费</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>Per week / month</source>
        <translation>每周 / 每月</translation>
    </message>
</context>
<context>
    <name>BudgetStore</name>
    <message>
        <source>The price %1 is above this site&apos;s cap of %2 per payment.</source>
        <translation>价格 %1 超出了此网站每笔支付 %2 的上限。</translation>
    </message>
    <message>
        <source>The price %1 is above what is left of this site&apos;s daily budget (%2 of %3).</source>
        <translation>价格 %1 超出了此网站每日预算的剩余额度（%3 中剩余 %2）。</translation>
    </message>
    <message>
        <source>The price %1 is above the cap of %2 per payment that you granted this site.</source>
        <translation>价格 %1 超出了您授予此网站的每笔支付 %2 的上限。</translation>
    </message>
    <message>
        <source>The price %1 is above your default cap of %2 per payment (this site has no budget).</source>
        <translation>价格 %1 超出了您每笔支付 %2 的默认上限（此网站没有预算）。</translation>
    </message>
    <message>
        <source>The price %1 is above what is left of your default cap of %3 per day for this site (%2 left).</source>
        <translation>价格 %1 超出了您为此网站设定的每日 %3 默认上限的剩余额度（剩余 %2）。</translation>
    </message>
    <message>
        <source>The price %1 is above what is left of your daily cap for all sites (%2 of %3 in 24 hours).</source>
        <translation>价格 %1 超过了所有网站每日上限的剩余额度（24 小时内 %3 中剩余 %2）。</translation>
    </message>
    <message>
        <source>A daily cap must be more than zero.</source>
        <translation>每日上限必须大于零。</translation>
    </message>
    <message>
        <source>The price %1 is above what is left of this site&apos;s budget of %3 %4 (%2 left in the last %5).</source>
        <translation>价格 %1 超出了此网站预算 %3（%4）的剩余额度（最近 %5 内剩余 %2）。</translation>
    </message>
    <message>
        <source>The price %1 is above what is left of this site&apos;s cap of %3 %4 (%2 left).</source>
        <translation>价格 %1 超出了此网站上限 %3（%4）的剩余额度（剩余 %2）。</translation>
    </message>
    <message>
        <source>The budget you granted this site ended %1: Paydesk asks again before each payment. Grant it again to pay without asking.</source>
        <translation>您授予此网站的预算已结束（%1）：Paydesk 会在每次付款前再次询问。再次授予即可无需询问地付款。</translation>
    </message>
    <message>
        <source>The price %1 is above what is left of your cap of %3 %4 in all dollar stablecoins together (%2 left in the last %5).</source>
        <translation>价格 %1 超出了您所有美元稳定币合计上限 %3（%4）的剩余额度（最近 %5 内剩余 %2）。</translation>
    </message>
    <message>
        <source>A cap in dollars must be more than zero, in cents or finer (at most %1 decimals).</source>
        <translation>美元上限必须大于零，精确到分或更细（最多 %1 位小数）。</translation>
    </message>
</context>
<context>
    <name>BudgetWindows</name>
    <message>
        <source>24 hours</source>
        <translation>24 小时</translation>
    </message>
    <message>
        <source>7 days</source>
        <translation>7 天</translation>
    </message>
    <message>
        <source>30 days</source>
        <translation>30 天</translation>
    </message>
    <message>
        <source>per day</source>
        <translation>每天</translation>
    </message>
    <message>
        <source>per week</source>
        <translation>每周</translation>
    </message>
    <message>
        <source>per month</source>
        <translation>每月</translation>
    </message>
    <message>
        <source>until %1</source>
        <translation>至 %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>amount, per period</comment>
        <translation>%2 %1</translation>
    </message>
    <message>
        <source>ended %1</source>
        <translation>已于 %1 结束</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a date: give the last day of the budget as 2026-12-31, a time as 2026-12-31T18:00, or none for no end.</source>
        <translation>“%1”不是日期：请按 2026-12-31 给出预算的最后一天，按 2026-12-31T18:00 给出时间，或用 none 表示不结束。</translation>
    </message>
</context>
<context>
    <name>ChannelBook</name>
    <message>
        <source>no such channel</source>
        <translation>没有该通道</translation>
    </message>
    <message>
        <source>the channel is not open</source>
        <translation>通道未打开</translation>
    </message>
</context>
<context>
    <name>ChannelCheck</name>
    <message>
        <source>The seller&apos;s answer does not state the channel&apos;s charge and state (%1).</source>
        <translation>卖家的响应未说明通道的收费和状态（%1）。</translation>
    </message>
    <message>
        <source>no chargedAmount</source>
        <translation>没有 chargedAmount</translation>
    </message>
    <message>
        <source>The seller&apos;s answer names another channel (%1) than the one paid through.</source>
        <translation>卖家的响应指向的通道（%1）不是本次支付所用的通道。</translation>
    </message>
    <message>
        <source>The seller charged %1 units, above the request&apos;s maximum of %2 units.</source>
        <translation>卖家收取了 %1 个单位，超过了该请求的上限 %2 个单位。</translation>
    </message>
    <message>
        <source>The seller&apos;s cumulative charge (%1 units) is not the previous %2 units plus this charge of %3 units.</source>
        <translation>卖家的累计收费（%1 个单位）不等于之前的 %2 个单位加上本次的 %3 个单位。</translation>
    </message>
    <message>
        <source>not stated</source>
        <translation>未说明</translation>
    </message>
    <message>
        <source>The seller says the channel holds %1 units, less than the %2 units it has charged.</source>
        <translation>卖家称通道内有 %1 个单位，少于其已收取的 %2 个单位。</translation>
    </message>
    <message>
        <source>The seller&apos;s 402 lists no payment options.</source>
        <translation>卖家的 402 响应未列出任何支付选项。</translation>
    </message>
    <message>
        <source>The seller&apos;s channel state is not backed by a voucher of yours, so Paydesk does not adopt it.</source>
        <translation>卖家的通道状态没有您的凭单作为依据，因此 Paydesk 不予采用。</translation>
    </message>
    <message>
        <source>The voucher the seller shows was not signed by your wallet.</source>
        <translation>卖家出示的凭单并非由您的钱包签署。</translation>
    </message>
    <message>
        <source>The voucher the seller shows (%1 units) is above every voucher Paydesk journaled (%2 units).</source>
        <translation>卖家出示的凭单（%1 个单位）高于 Paydesk 日志中的所有凭单（%2 个单位）。</translation>
    </message>
    <message>
        <source>The seller&apos;s cumulative charge is missing or above your voucher.</source>
        <translation>卖家的累计收费缺失或高于您的凭单。</translation>
    </message>
    <message>
        <source>The seller&apos;s cumulative charge (%1 units) skips back below the %2 units it charged before.</source>
        <translation>卖家的累计收费（%1 个单位）回落到其之前收取的 %2 个单位以下。</translation>
    </message>
    <message>
        <source>The seller&apos;s 402 says nothing of this channel.</source>
        <translation>卖家的 402 响应未提及该通道。</translation>
    </message>
</context>
<context>
    <name>ChannelEvmScheme</name>
    <message>
        <source>no channel journal here.</source>
        <translation>此处没有通道日志。</translation>
    </message>
    <message>
        <source>the channel %1 is stopped: %2</source>
        <translation>通道 %1 已停止：%2</translation>
    </message>
    <message>
        <source>the channel&apos;s cumulative amount overflows.</source>
        <translation>通道的累计金额溢出。</translation>
    </message>
    <message>
        <source>Signing a deposit of %1 units into a payment channel with %2 and a voucher of up to %3 with the key of %4...</source>
        <translation>正在用 %4 的密钥签署向与 %2 的支付通道存入 %1 个单位的押金，以及最多 %3 的凭单...</translation>
    </message>
    <message>
        <source>Signing a channel voucher of up to %1 to %2 with the key of %3...</source>
        <translation>正在用 %3 的密钥签署给 %2 的最多 %1 的通道凭单...</translation>
    </message>
    <message>
        <source>the deposit could not be signed with the key of %1.</source>
        <translation>无法用 %1 的密钥签署押金。</translation>
    </message>
    <message>
        <source>the channel could not be journaled (%1), so nothing was sent.</source>
        <translation>无法将通道记入日志（%1），因此未发送任何内容。</translation>
    </message>
    <message>
        <source>the channel&apos;s payee or token is not an EVM address.</source>
        <translation>通道的收款方或代币不是 EVM 地址。</translation>
    </message>
    <message>
        <source>the seller names no receiver authorizer for its channel (extra.receiverAuthorizer).</source>
        <translation>卖家未为其通道指定收款授权方（extra.receiverAuthorizer）。</translation>
    </message>
    <message>
        <source>the channel&apos;s withdraw delay (extra.withdrawDelay) is not between 15 minutes and 30 days.</source>
        <translation>通道的提取等待期（extra.withdrawDelay）不在 15 分钟到 30 天之间。</translation>
    </message>
    <message>
        <source>channel payments (batch-settlement) are x402 v2 only.</source>
        <translation>通道支付（batch-settlement）仅适用于 x402 v2。</translation>
    </message>
    <message>
        <source>the seller asks for the channel&apos;s deposit by %1; Paydesk deposits by ERC-3009 only.</source>
        <translation>卖家要求通过 %1 存入通道押金；Paydesk 仅通过 ERC-3009 存入。</translation>
    </message>
    <message>
        <source>This face of Paydesk keeps no payment channels; nothing was paid.</source>
        <translation>Paydesk 的这个入口不保存支付通道；未支付任何款项。</translation>
    </message>
    <message>
        <source>Paydesk signs nothing more on your channel %1 with this seller: %2 Withdraw what is left (paydesk-cli channel withdraw %1, or the Channels view); nothing was paid.</source>
        <translation>Paydesk 不再在您与该卖家的通道 %1 上签署任何内容：%2 请提取剩余部分（paydesk-cli channel withdraw %1，或“支付通道”页面）；未支付任何款项。</translation>
    </message>
    <message>
        <source>the channel with this seller is stopped.</source>
        <translation>与该卖家的通道已停止。</translation>
    </message>
    <message>
        <source>An earlier deposit into your channel %1 has not been seen on chain yet, and it stays valid until %2. Paydesk never deposits twice: try again once it has landed or expired; nothing was paid.</source>
        <translation>之前存入通道 %1 的押金尚未在链上出现，且在 %2 之前一直有效。Paydesk 绝不重复存入：请在其到账或过期后重试；未支付任何款项。</translation>
    </message>
    <message>
        <source>an earlier deposit into the channel is still pending.</source>
        <translation>之前存入该通道的押金仍在处理中。</translation>
    </message>
    <message>
        <source>The voucher was never charged: nothing was paid through the channel.</source>
        <translation>该凭单从未被收费：未通过通道支付任何款项。</translation>
    </message>
    <message>
        <source>Paydesk cannot find the channel this payment went through.</source>
        <translation>Paydesk 找不到此次支付所经过的通道。</translation>
    </message>
    <message>
        <source>%1 Paydesk signs nothing more on this channel; withdraw what is left (paydesk-cli channel withdraw %2).</source>
        <translation>%1 Paydesk 不再在该通道上签署任何内容；请提取剩余部分（paydesk-cli channel withdraw %2）。</translation>
    </message>
    <message>
        <source>the channel&apos;s deposit would be above --max-deposit.</source>
        <translation>通道押金将超过 --max-deposit。</translation>
    </message>
    <message>
        <source>A payment channel with this seller needs a deposit of at least %1, above your --max-deposit; nothing was paid.</source>
        <translation>与该卖家的支付通道需要至少 %1 的押金，超过了您的 --max-deposit；未支付任何款项。</translation>
    </message>
</context>
<context>
    <name>ChannelsModel</name>
    <message>
        <source>Seller</source>
        <translation>卖家</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>Deposit</source>
        <translation>押金</translation>
    </message>
    <message>
        <source>Charged</source>
        <translation>已收取</translation>
    </message>
    <message>
        <source>Refundable</source>
        <translation>可退还</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Last use</source>
        <translation>最近使用</translation>
    </message>
</context>
<context>
    <name>CliAgentFace</name>
    <message>
        <source>--hold-keys takes the seconds the keys stay after the last payment, 0 to %1 (0: read from the keychain for every payment).</source>
        <translation>--hold-keys 接受最后一次付款后密钥保留的秒数，0 到 %1（0：每次付款都从钥匙串读取）。</translation>
    </message>
</context>
<context>
    <name>CliArguments</name>
    <message>
        <source>Amount in the chain&apos;s native currency, 0.001 to 100.</source>
        <translation>以链的原生币计的金额，0.001 到 100。</translation>
    </message>
    <message>
        <source>URL of the protected resource paid for.</source>
        <translation>所支付的受保护资源的 URL。</translation>
    </message>
    <message>
        <source>Priority fee 0.00001 to 0.01, or auto (default).</source>
        <translation>优先手续费，0.00001 到 0.01，或 auto（默认）。</translation>
    </message>
    <message>
        <source>Local mode: sign with your own key (wallet import) and broadcast through --rpc.</source>
        <translation>本地模式：使用您自己的密钥（wallet import）签名，并通过 --rpc 广播。</translation>
    </message>
    <message>
        <source>Local mode: simulate before signing.</source>
        <translation>本地模式：签名前先进行模拟。</translation>
    </message>
    <message>
        <source>Protected resource URL.</source>
        <translation>受保护资源的 URL。</translation>
    </message>
    <message>
        <source>Verification timeout in seconds (default 30).</source>
        <translation>验证超时时间，单位为秒（默认 30）。</translation>
    </message>
    <message>
        <source>Local mode: co-sign the buyer&apos;s transfer as fee payer and broadcast it through --rpc.</source>
        <translation>本地模式：作为手续费付款方对买方的转账进行联合签名，并通过 --rpc 广播。</translation>
    </message>
    <message>
        <source>Local mode: priority fee 0.00001 to 0.01.</source>
        <translation>本地模式：优先手续费，0.00001 到 0.01。</translation>
    </message>
    <message>
        <source>Poll with backoff until the payment reaches a final state.</source>
        <translation>以退避方式轮询，直到支付进入最终状态。</translation>
    </message>
    <message>
        <source>Give up waiting after this many seconds (default 600).</source>
        <translation>等待超过此秒数后放弃（默认 600）。</translation>
    </message>
    <message>
        <source>sent, received or all (default all).</source>
        <translation>sent、received 或 all（默认 all）。</translation>
    </message>
    <message>
        <source>Page size, 1 to 500 (default 50).</source>
        <translation>每页条数，1 到 500（默认 50）。</translation>
    </message>
    <message>
        <source>Pagination offset (default 0).</source>
        <translation>分页偏移量（默认 0）。</translation>
    </message>
    <message>
        <source>Your name for the wallet.</source>
        <translation>您为钱包取的名称。</translation>
    </message>
    <message>
        <source>create: 12 (default) or 24 recovery words.</source>
        <translation>create：12 个（默认）或 24 个助记词。</translation>
    </message>
    <message>
        <source>import: a solana-keygen JSON keypair file.</source>
        <translation>import：solana-keygen 的 JSON 密钥对文件。</translation>
    </message>
    <message>
        <source>import: read the recovery phrase from this variable.</source>
        <translation>import：从此变量读取助记词。</translation>
    </message>
    <message>
        <source>create: skip asking back three words of the phrase.</source>
        <translation>create：跳过回问助记词中三个单词的步骤。</translation>
    </message>
    <message>
        <source>remove: confirm without asking.</source>
        <translation>remove：不询问，直接确认。</translation>
    </message>
    <message>
        <source>Usage: paydesk-cli [global options] %1

</source>
        <translation>用法：paydesk-cli [全局选项] %1

</translation>
    </message>
    <message>
        <source>Wrong number of arguments for %1.

</source>
        <translation>%1 的参数数量不正确。

</translation>
    </message>
    <message>
        <source>Unknown command &apos;%1&apos;.

</source>
        <translation>未知命令“%1”。

</translation>
    </message>
    <message>
        <source>The network your wallet pays on (default: solana-sandbox for a service on this computer, else solana).</source>
        <translation>您的钱包付款所用的网络（默认：对于本机上的服务为 solana-sandbox，否则为 solana）。</translation>
    </message>
    <message>
        <source>Save the content to this file (needed for binary content).</source>
        <translation>将内容保存到此文件（二进制内容需要此选项）。</translation>
    </message>
    <message>
        <source>Extra metadata, a JSON object; @FILE reads it from a file, - from standard input. At most %1 KiB as compact JSON.</source>
        <translation>附加元数据，一个 JSON 对象；@FILE 表示从文件读取，- 表示从标准输入读取。按紧凑 JSON 计算最多 %1 KiB。</translation>
    </message>
    <message>
        <source>Sent as the Idempotency-Key header: run the same payment again with the same key and a service that honours it answers the first payment instead of paying twice (default: a new key per run).</source>
        <translation>作为 Idempotency-Key 标头发送：使用相同的键再次执行同一笔支付时，支持该标头的服务会返回第一次支付的结果，而不会重复付款（默认：每次运行使用新键）。</translation>
    </message>
    <message>
        <source>Sent as the Idempotency-Key header (see send).</source>
        <translation>作为 Idempotency-Key 标头发送（参见 send）。</translation>
    </message>
    <message>
        <source>Local mode: co-sign without asking (needed when standard input is not a terminal).</source>
        <translation>本地模式：不询问，直接联合签名（标准输入不是终端时需要此选项）。</translation>
    </message>
    <message>
        <source>Pay without asking, within the site&apos;s budget; a site without one has the default caps of 0.01 SOL per payment and 0.05 SOL per day. --yes alone never pays above a cap; at a terminal, a &quot;y&quot; approves one payment above the default caps.</source>
        <translation>在网站预算范围内不询问直接支付；没有预算的网站使用默认上限：每笔支付 0.01 SOL，每天 0.05 SOL。仅使用 --yes 绝不会超出上限支付；在终端中，回答“y”可批准一笔高于默认上限的支付。</translation>
    </message>
    <message>
        <source>The network of the budget (default: the one fetch pays on, solana-sandbox for a service on this computer, else solana); revoke without it revokes every network&apos;s.</source>
        <translation>预算所属的网络（默认：fetch 付款所用的网络，本机上的服务为 solana-sandbox，否则为 solana）；revoke 不带此选项时会撤销所有网络的预算。</translation>
    </message>
    <message>
        <source>grant: the most all payments of 24 hours may take (default 0.05 SOL; at least --per-payment).</source>
        <translation>grant：24 小时内所有支付可收取的最高总额（默认 0.05 SOL；不低于 --per-payment）。</translation>
    </message>
    <message>
        <source>create: a custodial wallet of the sandbox service (--service on this computer), the kind hosted send and receive pay from; needs the API key.</source>
        <translation>create：由沙盒服务（本机上的 --service）保管密钥的托管式钱包，即托管模式的 send 和 receive 付款所用的钱包类型；需要 API 密钥。</translation>
    </message>
    <message>
        <source>create --hosted: test funds to start with (default 10).</source>
        <translation>create --hosted：初始测试资金（默认 10）。</translation>
    </message>
    <message>
        <source>With --wait, Ctrl-C stops waiting (exit 130) without touching the payment; run the same
command again to resume.</source>
        <translation>使用 --wait 时，按 Ctrl-C 会停止等待（以 130 退出），不会影响该支付；再次运行同一
命令即可继续。</translation>
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
        <translation>用法：paydesk-cli [--service URL] [--api-key-env NAME] [--json] [--verbose] COMMAND [OPTIONS]

Paydesk 的命令行：供脚本使用的支付服务接口。

全局选项：
  --service URL        支付服务的基础 URL（https://，在本机上也可用 http://）。
                       默认：$PAYDESK_SERVICE_URL，其次是图形界面的设置。
  --api-key-env NAME   从环境变量 NAME 读取 API 密钥，而不是从
                       操作系统钥匙串读取。
  --json               每个结果在标准输出上打印一个 JSON 对象。
  --verbose            在标准错误输出上记录每个请求和步骤（默认不输出）。
  -h, --help           显示此帮助；COMMAND --help 显示某个命令的选项。
  -v, --version        版本。

命令：
</translation>
    </message>
    <message>
        <source>list: read balances through this Solana RPC URL (or mainnet-beta, devnet, testnet, sandbox).</source>
        <translation>list：通过此 Solana RPC URL（或 mainnet-beta、devnet、testnet、sandbox）读取余额。</translation>
    </message>
    <message>
        <source>Local mode: refuse a priority fee above this (SOL; default: the limit in the app&apos;s Settings, 0.001).</source>
        <translation>本地模式：拒绝高于此值的优先费（SOL；默认：应用设置中的上限，0.001）。</translation>
    </message>
    <message>
        <source>import: read a base58 secret key (--chain evm: 64 hex digits) from this variable.</source>
        <translation>import：从此变量读取 base58 私钥（--chain evm：64 位十六进制数字）。</translation>
    </message>
    <message>
        <source>import --chain evm: an Ethereum keystore (v3) JSON file.</source>
        <translation>import --chain evm：以太坊 Keystore 文件（v3，JSON）。</translation>
    </message>
    <message>
        <source>import --chain evm: the keystore file&apos;s password from this variable (else asked on the terminal; never stored).</source>
        <translation>import --chain evm：从此变量读取 Keystore 文件的密码（否则在终端询问；绝不保存）。</translation>
    </message>
    <message>
        <source>import: derivation path (default m/44&apos;/501&apos;/0&apos;/0&apos;; --chain evm: m/44&apos;/60&apos;/0&apos;/0/0).</source>
        <translation>import：派生路径（默认 m/44&apos;/501&apos;/0&apos;/0&apos;；--chain evm：m/44&apos;/60&apos;/0&apos;/0/0）。</translation>
    </message>
    <message>
        <source>import, create --hosted: solana (default) or evm. A created phrase gives both accounts.</source>
        <translation>import、create --hosted：solana（默认）或 evm。新建的助记词同时生成两个账户。</translation>
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
key set 从标准输入读取 API 密钥并保存到操作系统钥匙串（图形界面使用的同一条目）；
key test 发送一次经过认证的请求；key delete 删除该密钥。
wallet 将 Solana 和 EVM 密钥保存在操作系统钥匙串中（即图形界面的钱包）；send 和 receive 加上
--local --rpc URL 时，会先检查交易，再用这些密钥签名并自行广播。

退出代码：0 成功，2 用法或校验错误，3 服务返回的错误，
4 被 Paydesk 自身的检查拒绝，5 网络故障或超时（结果未知的
支付也以 5 退出：请检查其状态，切勿盲目再次发送）。
</translation>
    </message>
    <message>
        <source>list: read EVM balances through this JSON-RPC URL (or ethereum, base, base-sepolia, polygon, arbitrum-one, sandbox).</source>
        <translation>list：通过此 JSON-RPC URL（或 ethereum、base、base-sepolia、polygon、arbitrum-one、sandbox）读取 EVM 余额。</translation>
    </message>
    <message>
        <source>Local mode, EVM wallet: refuse a transaction whose gas may cost more than this (ETH, gas limit x max fee per gas; default: the limit in the app&apos;s Settings, 0.005).</source>
        <translation>本地模式，EVM 钱包：拒绝 Gas 费用可能超过此值的交易（ETH，Gas 上限 x 每单位 Gas 的最高手续费；默认：应用设置中的上限，0.005）。</translation>
    </message>
    <message>
        <source>Refuse any price above this: an amount and its asset (&quot;0.01 USDC&quot;), or a bare number in the network&apos;s native coin (0.05 for 0.05 SOL); a price in another asset is refused. With --yes, also this run&apos;s approval of one price above the default caps, up to AMOUNT; no budget is granted.</source>
        <translation>拒绝高于此值的任何价格：一个金额及其资产（&quot;0.01 USDC&quot;），或网络原生币的纯数字（0.05 表示 0.05 SOL）；以其他资产计价的价格会被拒绝。与 --yes 一起使用时，也表示本次运行批准一笔高于默认上限、最多 AMOUNT 的价格；不会授予预算。</translation>
    </message>
    <message>
        <source>Local mode: sign with your own key (wallet import). An EVM wallet (--from 0x...) pays USDC by an EIP-3009 authorization on the seller&apos;s EVM network and needs no --rpc.</source>
        <translation>本地模式：用您自己的密钥签署（wallet import）。EVM 钱包（--from 0x...）通过 EIP-3009 授权在卖方的 EVM 网络上支付 USDC，不需要 --rpc。</translation>
    </message>
    <message>
        <source>grant: the most one payment may take (default 0.01, as for a site without a budget), in the native coin or with a token&apos;s symbol (&quot;0.05 USDC&quot;: a budget in that token on --network).</source>
        <translation>grant：单笔支付最多可花费的金额（默认 0.01，与没有预算的网站相同），以原生币或带代币符号表示（&quot;0.05 USDC&quot;：在 --network 上以该代币计的预算）。</translation>
    </message>
    <message>
        <source>Wallet that pays when the URL answers 402 Payment Required; give it again for more wallets (--from A --from B): the cheapest option one of them can pay is paid.</source>
        <translation>URL 返回 402 Payment Required 时付款的钱包；再次指定可添加更多钱包（--from A --from B）：将支付其中某个钱包能支付的最便宜选项。</translation>
    </message>
    <message>
        <source>add: the symbol amounts in this token show with (&quot;EURC&quot;).</source>
        <translation>add：以此代币计价的金额所显示的符号（&quot;EURC&quot;）。</translation>
    </message>
    <message>
        <source>add: the token&apos;s decimals, as its contract or mint says.</source>
        <translation>add：代币的小数位，以其合约或铸币账户所示为准。</translation>
    </message>
    <message>
        <source>The EVM wallet (in Paydesk for approve and revoke).</source>
        <translation>EVM 钱包（approve 和 revoke 需已在 Paydesk 中）。</translation>
    </message>
    <message>
        <source>Refuse unless the node is on this network (eip155:8453, base).</source>
        <translation>除非节点在此网络上（eip155:8453、base），否则拒绝。</translation>
    </message>
    <message>
        <source>Refuse an approve whose gas may cost more than this (ETH; default 0.005).</source>
        <translation>拒绝 gas 费用可能超过此值的 approve（ETH；默认 0.005）。</translation>
    </message>
    <message>
        <source>Sign without asking.</source>
        <translation>不询问直接签名。</translation>
    </message>
    <message>
        <source>What Uniswap&apos;s Permit2 may move of a token from your wallet, and the approve a seller asking
payments by Permit2 needs: exactly AMOUNT (&quot;0.05 USDC&quot;; never unlimited), replacing the
allowance there was; revoke sets it to 0. The approve is a transaction from your wallet:
reviewed, then signed with your key and followed to its block. Exit 4 when Paydesk refuses.</source>
        <translation>Uniswap 的 Permit2 可从您钱包中转移某代币的额度，以及通过 Permit2 收款的卖家所需的 approve：
恰好 AMOUNT（&quot;0.05 USDC&quot;；绝不无限额），替换原有额度；revoke 将其设为 0。approve 是
您钱包发出的一笔交易：经审核后用您的密钥签名，并跟踪至其区块。Paydesk 拒绝时退出码为 4。</translation>
    </message>
    <message>
        <source>Unknown %1 action &apos;%2&apos;: use %3 or %4.
</source>
        <translation>未知的 %1 操作 &apos;%2&apos;：请使用 %3 或 %4。
</translation>
    </message>
    <message>
        <source>budget: the network of the budget (eip155:8453, base, solana; default: the one fetch pays on).</source>
        <translation>budget：预算所属的网络（eip155:8453、base、solana；默认：fetch 付款所用的网络）。</translation>
    </message>
    <message>
        <source>budget: the most one payment may take without your approval (default: a tenth of the day&apos;s amount).</source>
        <translation>budget：无需您批准时单笔支付可使用的最高金额（默认：每日金额的十分之一）。</translation>
    </message>
    <message>
        <source>add: how many payments the agent may make in a minute (default 10).</source>
        <translation>add：智能体每分钟可进行的支付次数（默认 10）。</translation>
    </message>
    <message>
        <source>Where the proxy listens, on this computer only (default 127.0.0.1:8402).</source>
        <translation>代理的监听地址，仅限本机（默认 127.0.0.1:8402）。</translation>
    </message>
    <message>
        <source>Seconds the wallets&apos; keys stay in this process after its last payment, in locked memory wiped after (default %1; 0 reads the keychain for every payment).</source>
        <translation>最后一次付款后钱包密钥在此进程中保留的秒数，保存在锁定内存中，之后清除（默认 %1；0 表示每次付款都从钥匙串读取）。</translation>
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
        <translation>跟踪 Paydesk 日志中每一笔未完成的本地支付（因崩溃、Ctrl-C 或
RPC 端点无法访问而遗留），直到其在所发送到的 RPC 端点上进入最终状态，并报告
每笔支付的结果：已确认、失败（已收取手续费）或已过期（未收取任何费用）。不会签名
或发送任何新内容。全部进入最终状态时以 0 退出，仍有未完成的支付时以 5 退出（请在
RPC 端点恢复响应后再次运行）。

首先处理未结束的付费获取：若付款进程在其已签名的支付凭证保存之前停止，且不可能有任何
内容离开这台计算机，则将其作为未支付关闭（释放其预算）；若已付款但内容从未送达，则列出
可取回该内容的 fetch 命令（使用同一支付凭证，绝不会再次付款）。</translation>
    </message>
    <message>
        <source>%1 is a negative amount: amounts are 0 or more (for example &quot;1 USDC&quot;).

</source>
        <translation>%1 是负数金额：金额须为 0 或以上（例如 &quot;1 USDC&quot;）。

</translation>
    </message>
    <message>
        <source>Test funds for a wallet, as the Wallets page&apos;s button gives them: on the sandbox, its coin
and 100 test USDC; on Solana devnet or testnet, an airdrop of 5 SOL. Never on mainnet.</source>
        <translation>为钱包提供测试资金，与“钱包”页面的按钮相同：在沙盒中为其币种和 100 测试 USDC；
在 Solana devnet 或 testnet 上空投 5 SOL。绝不在主网上进行。</translation>
    </message>
    <message>
        <source>token NAME prints the agent&apos;s token (kept in your keychain) for its MCP configuration.
remove NAME asks first (on a terminal; --yes otherwise): its token stops paying at once,
its payments stay in the history.</source>
        <translation>token NAME 打印代理的令牌（保存在您的钥匙串中），供其 MCP 配置使用。
remove NAME 会先询问（在终端上；否则使用 --yes）：其令牌立即停止付款，
其付款仍保留在历史记录中。</translation>
    </message>
    <message>
        <source>The wallet that pays.</source>
        <translation>付款的钱包。</translation>
    </message>
    <message>
        <source>The address paid.</source>
        <translation>收款地址。</translation>
    </message>
    <message>
        <source>Your wallet the payment went to.</source>
        <translation>收到这笔付款的您的钱包。</translation>
    </message>
    <message>
        <source>The buyer&apos;s X-PAYMENT value; - reads it from standard input.</source>
        <translation>买方的 X-PAYMENT 值；- 表示从标准输入读取。</translation>
    </message>
    <message>
        <source>The amount you expect.</source>
        <translation>您期望的金额。</translation>
    </message>
    <message>
        <source>The facilitator that verifies the proof.</source>
        <translation>验证该证明的协调方（facilitator）。</translation>
    </message>
    <message>
        <source>Solana RPC URL, or mainnet-beta, devnet, testnet, sandbox (default: $PAYDESK_SOLANA_RPC, else the sandbox&apos;s for a service on this computer, else the node chosen in the desktop app&apos;s Settings).</source>
        <translation>Solana RPC URL，或 mainnet-beta、devnet、testnet、sandbox（默认：$PAYDESK_SOLANA_RPC；否则，对本机上的服务使用沙盒的节点；否则使用桌面应用设置中选择的节点）。</translation>
    </message>
    <message>
        <source>EVM JSON-RPC URL, or ethereum, base, base-sepolia, polygon, arbitrum-one, sandbox (default: $PAYDESK_EVM_RPC, else the sandbox&apos;s for a service on this computer, else the node chosen in the desktop app&apos;s Settings).</source>
        <translation>EVM JSON-RPC URL，或 ethereum、base、base-sepolia、polygon、arbitrum-one、sandbox（默认：$PAYDESK_EVM_RPC；否则，对本机上的服务使用沙盒的节点；否则使用桌面应用设置中选择的节点）。</translation>
    </message>
    <message>
        <source>Local mode: the sending wallet&apos;s node: a Solana RPC URL, or mainnet-beta, devnet, testnet, sandbox; for an EVM wallet its network&apos;s JSON-RPC URL or name (default: $PAYDESK_SOLANA_RPC, or for an EVM wallet --evm-rpc; else the sandbox&apos;s for a service on this computer, else the node chosen in the desktop app&apos;s Settings).</source>
        <translation>本地模式：发送钱包的节点：Solana RPC URL，或 mainnet-beta、devnet、testnet、sandbox；EVM 钱包则为其网络的 JSON-RPC URL 或名称（默认：$PAYDESK_SOLANA_RPC，EVM 钱包为 --evm-rpc；否则，对本机上的服务使用沙盒的节点；否则使用桌面应用设置中选择的节点）。</translation>
    </message>
    <message>
        <source>Send to an address that looks like one of your wallets (refused without it); local mode: sign without asking &quot;Sign and send?&quot; (needed when standard input is not a terminal).</source>
        <translation>发送到与您的某个钱包相似的地址（不加此选项则拒绝）；本地模式：签名时不询问“签名并发送？”（标准输入不是终端时需要此选项）。</translation>
    </message>
    <message>
        <source>grant: the most all payments of 7 days may take (at least --per-day; none for no such cap).</source>
        <translation>grant：7 天内所有付款的上限（不低于 --per-day；none 表示无此上限）。</translation>
    </message>
    <message>
        <source>grant: the most all payments of 30 days may take (at least --per-week; none for no such cap).</source>
        <translation>grant：30 天内所有付款的上限（不低于 --per-week；none 表示无此上限）。</translation>
    </message>
    <message>
        <source>grant: the last day the budget holds (2026-12-31, or a time 2026-12-31T18:00; none for no end); after it the site is asked again.</source>
        <translation>grant：预算有效的最后一天（2026-12-31，或时间 2026-12-31T18:00；none 表示不结束）；之后会再次询问该网站。</translation>
    </message>
    <message>
        <source>cap in USD: the window of the cap in dollars across all dollar stablecoins (day, week or month; default day).</source>
        <translation>以 USD 设 cap：所有美元稳定币合计美元上限的时段（day、week 或 month；默认 day）。</translation>
    </message>
    <message>
        <source>budget: the most the agent may spend in 7 days (at least the day&apos;s amount).</source>
        <translation>budget：代理 7 天内可花费的上限（不低于每天的金额）。</translation>
    </message>
    <message>
        <source>budget: the most the agent may spend in 30 days (at least the week&apos;s).</source>
        <translation>budget：代理 30 天内可花费的上限（不低于每周的金额）。</translation>
    </message>
    <message>
        <source>budget: the last day the budget holds (2026-12-31); after it the agent pays nothing in that asset until you give it a new one.</source>
        <translation>budget：预算有效的最后一天（2026-12-31）；之后在您设置新预算前，代理不会用该资产付款。</translation>
    </message>
    <message>
        <source>Prints each payment event of the service as it happens (created, status changed, confirmed,
failed, received, a local build about to expire); with WALLETs, only theirs. With --json,
one object a line: eventId, kind, paymentId, wallet, amount, asset, status, time. It comes
back by itself after the service restarts and goes on after the last event printed. Ctrl-C
ends it (exit 0).</source>
        <translation>在服务的每个付款事件发生时立即打印（已创建、状态变化、已确认、失败、已收到、本地草稿即将过期）；
指定 WALLET 时只打印这些钱包的事件。使用 --json 时每行一个对象：eventId、kind、paymentId、wallet、
amount、asset、status、time。服务重启后会自动重新连接，并从最后打印的事件之后继续。Ctrl-C
结束（退出码 0）。</translation>
    </message>
    <message>
        <source>refund: how much to ask back, in the channel&apos;s token (default: all the seller has not charged).</source>
        <translation>refund：要退回的金额，以通道的代币计（默认：卖家未收取的全部金额）。</translation>
    </message>
    <message>
        <source>withdraw: sign without asking.</source>
        <translation>withdraw：不经询问直接签名。</translation>
    </message>
    <message>
        <source>The most a payment channel&apos;s deposit may be, in --max-amount&apos;s asset (default: 100 times the seller&apos;s price); with --yes, this run&apos;s approval of such a deposit (refundable: paydesk-cli channel refund).</source>
        <translation>支付通道押金的上限，以 --max-amount 的资产计（默认：卖家价格的 100 倍）；与 --yes 一起使用时，表示本次运行批准此类押金（可退还：paydesk-cli channel refund）。</translation>
    </message>
</context>
<context>
    <name>CliBudget</name>
    <message>
        <source>paydesk-cli: error: %1</source>
        <translation>paydesk-cli：错误：%1</translation>
    </message>
    <message>
        <source>budget %1 needs the site&apos;s URL (http:// or https://).</source>
        <translation>budget %1 需要网站的 URL（http:// 或 https://）。</translation>
    </message>
    <message>
        <source>granted</source>
        <translation>已授予</translation>
    </message>
    <message>
        <source>ask every time</source>
        <translation>每次询问</translation>
    </message>
    <message>
        <source>Automatic payments are frozen.</source>
        <translation>自动支付已冻结。</translation>
    </message>
    <message>
        <source>Automatic payments are allowed within granted budgets.</source>
        <translation>允许在已授予的预算内进行自动支付。</translation>
    </message>
    <message>
        <source>Automatic payments are allowed again.</source>
        <translation>已重新允许自动支付。</translation>
    </message>
    <message>
        <source>No site has a budget.</source>
        <translation>没有任何网站设有预算。</translation>
    </message>
    <message>
        <source>Every other site: asked every time, default caps %1 per payment and %2 per day (on %3). A price above them is paid only when you approve that one payment (&quot;y&quot; at the prompt, or fetch --yes --max-amount).</source>
        <translation>其他所有网站：每次都询问，默认上限为每笔支付 %1、每天 %2（在 %3 上）。高于此上限的价格只有在您批准该笔支付时才会支付（在提示时输入“y”，或使用 fetch --yes --max-amount）。</translation>
    </message>
    <message>
        <source>%1 had no budget on %2; nothing to revoke.</source>
        <translation>%2 上的 %1 没有预算；无需撤销。</translation>
    </message>
    <message>
        <source>%1 had no budget on any network; nothing to revoke.</source>
        <translation>%1 在任何网络上都没有预算；无需撤销。</translation>
    </message>
    <message>
        <source>%1: budget revoked on %2; back to asking every time.</source>
        <translation>%1：已撤销 %2 上的预算；恢复为每次询问。</translation>
    </message>
    <message>
        <source>--per-payment and --per-day must be in the same asset (%1, %2).</source>
        <translation>--per-payment 和 --per-day 必须使用同一种资产（%1、%2）。</translation>
    </message>
    <message>
        <source>Paydesk knows no %1 on %2: name the network of the budget with --network (for example --network base-sepolia).</source>
        <translation>Paydesk 不认识 %2 上的 %1：请用 --network 指定预算所属的网络（例如 --network base-sepolia）。</translation>
    </message>
    <message>
        <source>Daily cap for all sites on %1: %2.</source>
        <translation>%1 上所有网站的每日上限：%2。</translation>
    </message>
    <message>
        <source>budget cap needs the most all sites may take in 24 hours (&quot;1 USDC&quot;, or 0.5 in the native coin), or none.</source>
        <translation>budget cap 需要所有网站在 24 小时内合计可支付的最高额度（&quot;1 USDC&quot;，或以原生币计的 0.5），或 none。</translation>
    </message>
    <message>
        <source>Paydesk knows no %1 on %2: name the network of the cap with --network (for example --network base-sepolia).</source>
        <translation>Paydesk 不认识 %2 上的 %1：请用 --network 指定上限所在网络（例如 --network base-sepolia）。</translation>
    </message>
    <message>
        <source>All sites together may take at most %1 in 24 hours on %2; nothing is paid above it, asked or not.</source>
        <translation>所有网站合计在 %2 上 24 小时内最多可支付 %1；超出部分无论是否询问都不会支付。</translation>
    </message>
    <message>
        <source>No daily cap for all sites in %1 on %2.</source>
        <translation>%2 上的 %1 没有所有网站的每日上限。</translation>
    </message>
    <message>
        <source>Allowed payee: %1.</source>
        <translation>允许的收款方：%1。</translation>
    </message>
    <message>
        <source>Denied payee: %1.</source>
        <translation>拒绝的收款方：%1。</translation>
    </message>
    <message>
        <source>budget payee needs allow, deny or remove, then the payee&apos;s address.</source>
        <translation>budget payee 需要 allow、deny 或 remove，然后是收款方地址。</translation>
    </message>
    <message>
        <source>%1 may be paid; with an allow list, only the payees on it are paid.</source>
        <translation>可以向 %1 付款；有允许列表时，只向列表上的收款方付款。</translation>
    </message>
    <message>
        <source>%1 is never paid.</source>
        <translation>永不向 %1 付款。</translation>
    </message>
    <message>
        <source>There was no daily cap for all sites on %1; nothing to remove.</source>
        <translation>%1 上没有适用于所有网站的每日上限；无需移除。</translation>
    </message>
    <message>
        <source>No daily cap for all sites on %1 any more (removed: %2).</source>
        <translation>%1 上已不再有适用于所有网站的每日上限（已移除：%2）。</translation>
    </message>
    <message>
        <source>Paydesk does not know the network %1: give one it lists (solana-devnet, base-sepolia, ...) or a CAIP-2 id (eip155:8453) with --network.</source>
        <translation>Paydesk 不认识网络 %1：请用 --network 指定它支持的网络（solana-devnet、base-sepolia 等）或 CAIP-2 ID（eip155:8453）。</translation>
    </message>
    <message>
        <source>--%1 must be more than zero: a budget of 0 pays nothing; revoke the site&apos;s budget instead.</source>
        <translation>--%1 必须大于零：预算为 0 什么也付不了；请改为撤销该网站的预算。</translation>
    </message>
    <message>
        <source>A daily cap must be more than zero; to take a cap away, give none (budget cap none).</source>
        <translation>每日上限必须大于零；要取消上限，请指定 none（budget cap none）。</translation>
    </message>
    <message>
        <source>%1 is off the payee lists now.</source>
        <translation>%1 现已不在任何收款方列表中。</translation>
    </message>
    <message>
        <source>%1 was on no payee list: nothing to remove.</source>
        <translation>%1 不在任何收款方列表中：无需移除。</translation>
    </message>
    <message>
        <source>%1 per payment, %2</source>
        <translation>每笔 %1，%2</translation>
    </message>
    <message>
        <source>--%1 must be more than zero, or none for no such cap.</source>
        <translation>--%1 必须大于零，或用 none 表示无此上限。</translation>
    </message>
    <message>
        <source>--window is day, week or month, not %1.</source>
        <translation>--window 应为 day、week 或 month，而不是 %1。</translation>
    </message>
    <message>
        <source>A cap must be more than zero; to take it away, give none (budget cap &quot;none USD&quot;).</source>
        <translation>上限必须大于零；要取消它，请给出 none（budget cap &quot;none USD&quot;）。</translation>
    </message>
    <message>
        <source>All sites together may take at most %1 %2 in dollar stablecoins (USDC on every network), whatever the coin; nothing is paid above it, asked or not.</source>
        <translation>所有网站合计%2最多可收取 %1 的美元稳定币（所有网络上的 USDC），不论币种；超出部分一概不付，无论是否询问。</translation>
    </message>
    <message>
        <source>No cap in dollars any more.</source>
        <translation>已不再有美元上限。</translation>
    </message>
    <message>
        <source>No cap in dollars %1 any more.</source>
        <translation>已不再有%1的美元上限。</translation>
    </message>
    <message>
        <source>%1 on %2: %3; %4</source>
        <translation>%2 上的 %1：%3；%4</translation>
    </message>
    <message>
        <source>ended, asked every time</source>
        <translation>已结束，每次询问</translation>
    </message>
    <message>
        <source>Cap for all sites in all dollar stablecoins together: %1 %2.</source>
        <translation>所有网站在所有美元稳定币中的合计上限：%2 %1。</translation>
    </message>
    <message>
        <source>%1 may take up to %2 on %3 without asking.</source>
        <translation>%1 可在 %3 上无需询问地收取最多 %2。</translation>
    </message>
    <message>
        <source>--window is for a cap in dollars (&quot;5 USD&quot;); a cap in one coin on one network is per day.</source>
        <translation>--window 用于美元上限（&quot;5 USD&quot;）；单一网络上单一币种的上限按天计算。</translation>
    </message>
</context>
<context>
    <name>CliEvmImport</name>
    <message>
        <source>wallet import --chain evm needs exactly one of --secret-key-env NAME, --mnemonic-env NAME or --keystore-file FILE.</source>
        <translation>wallet import --chain evm 需要且只需要 --secret-key-env NAME、--mnemonic-env NAME 或 --keystore-file FILE 之一。</translation>
    </message>
    <message>
        <source>Cannot read the keystore file %1: %2.</source>
        <translation>无法读取 Keystore 文件 %1：%2。</translation>
    </message>
    <message>
        <source>Password of the keystore file: </source>
        <translation>Keystore 文件的密码：</translation>
    </message>
    <message>
        <source>The keystore file&apos;s password is needed: pass --password-env NAME, or run in a terminal to be asked. It is never stored.</source>
        <translation>需要 Keystore 文件的密码：请传入 --password-env NAME，或在终端中运行以便输入。密码绝不保存。</translation>
    </message>
    <message>
        <source>The environment variable %1 is not set or empty.</source>
        <translation>环境变量 %1 未设置或为空。</translation>
    </message>
</context>
<context>
    <name>CliFetchOutput</name>
    <message>
        <source>The site asks for payment (x402 version %1, from the %2):</source>
        <translation>该网站要求付款（x402 版本 %1，来自 %2）：</translation>
    </message>
    <message>
        <source>PAYMENT-REQUIRED header</source>
        <translation>PAYMENT-REQUIRED 标头</translation>
    </message>
    <message>
        <source>JSON body</source>
        <translation>JSON 正文</translation>
    </message>
    <message>
        <source>  option %1: %2 %3 on %4 to %5 (asset %6, %7 s) - %8</source>
        <translation>  选项 %1：%4 上的 %2 %3，付给 %5（资产 %6，%7 秒）- %8</translation>
    </message>
    <message>
        <source>    why: %1</source>
        <translation>    原因：%1</translation>
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
        <translation>为 %1 付款
  网站：%2
  金额：%3（%4 个最小单位）
  网络：%5
  收款方：%6
  付款地址：%7
  有效期：%8 秒
  今日剩余预算：%9</translation>
    </message>
    <message>
        <source>  NOTE: you already paid for this URL before (payment %1, %2): %3</source>
        <translation>  注意：您之前已为此 URL 付过款（支付 %1，%2）：%3</translation>
    </message>
    <message>
        <source>paydesk-cli: error: cannot write %1: %2</source>
        <translation>paydesk-cli：错误：无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Paid: payment %1, transaction %2.</source>
        <translation>已付款：支付 %1，交易 %2。</translation>
    </message>
    <message>
        <source>Saved %1 bytes (%2) to %3.</source>
        <translation>已将 %1 字节（%2）保存到 %3。</translation>
    </message>
    <message>
        <source>unknown type</source>
        <translation>未知类型</translation>
    </message>
    <message>
        <source>paydesk-cli: error: the site answered HTTP %1.</source>
        <translation>paydesk-cli：错误：网站返回了 HTTP %1。</translation>
    </message>
    <message>
        <source>paydesk-cli: error: %1</source>
        <translation>paydesk-cli：错误：%1</translation>
    </message>
    <message>
        <source>%1 of %2 (%3 per payment%4)</source>
        <translation>%1 / %2（每笔支付 %3%4）</translation>
    </message>
    <message>
        <source>, granted</source>
        <translation>，已授予</translation>
    </message>
    <message>
        <source>, the default: this site has no budget</source>
        <translation>，默认值：此网站没有预算</translation>
    </message>
    <message>
        <source>  wallet balance: %1</source>
        <translation>  钱包余额：%1</translation>
    </message>
    <message>
        <source>  wallet balance: unknown (%1)</source>
        <translation>  钱包余额：未知（%1）</translation>
    </message>
    <message>
        <source>  NOTE: %1 Confirming pays this one payment only: it grants no budget, and it counts toward the site&apos;s total for today.</source>
        <translation>  注意：%1 确认后仅支付这一笔：不会授予预算，且会计入该网站今日的总额。</translation>
    </message>
    <message>
        <source>NOTE: %1</source>
        <translation>注意：%1</translation>
    </message>
    <message>
        <source>WARNING: %1</source>
        <translation>警告:%1</translation>
    </message>
    <message>
        <source>Paid: payment %1 (no transaction).</source>
        <translation>已支付：支付 %1（无交易）。</translation>
    </message>
</context>
<context>
    <name>CliHostedWallet</name>
    <message>
        <source>wallet create --hosted makes test wallets on the sandbox only (a service on this computer), and %1 is not one. A real payment service creates its custodial wallets in its dashboard: create one there and use its address with send --from.</source>
        <translation>wallet create --hosted 只能在沙盒（本机上的服务）中创建测试钱包，而 %1 不是沙盒。真实的支付服务会在其控制台中创建托管式钱包：请在那里创建一个，并通过 send --from 使用其地址。</translation>
    </message>
    <message>
        <source>--chain must be solana or evm.</source>
        <translation>--chain 必须为 solana 或 evm。</translation>
    </message>
    <message>
        <source>Must be more than 0 %1.</source>
        <translation>必须大于 0 %1。</translation>
    </message>
    <message numerus="yes">
        <source>The sandbox did not answer within %n second(s).</source>
        <translation>
            <numerusform>沙盒未在 %n 秒内响应。</numerusform>
        </translation>
    </message>
    <message>
        <source>Network error: %1</source>
        <translation>网络错误：%1</translation>
    </message>
    <message>
        <source>The sandbox&apos;s answer names no wallet address.</source>
        <translation>沙盒的响应中没有钱包地址。</translation>
    </message>
    <message>
        <source>Hosted wallet %1 created on the sandbox with %2 %3 of test funds.
The sandbox holds its key (custodial): hosted send and receive use it, e.g.
  paydesk-cli send --from %1 --to RECIPIENT --amount 0.25</source>
        <translation>已在沙盒中创建托管钱包 %1，含 %2 %3 测试资金。
其密钥由沙盒保管（托管式）：托管模式的 send 和 receive 会使用它，例如
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
        <translation>是</translation>
    </message>
</context>
<context>
    <name>CliNodeFamily</name>
    <message>
        <source>The %1 node at %2 did not say which network it is on (%3): name its network with --network.</source>
        <translation>%2 上的 %1 节点没有说明它所在的网络（%3）：请用 --network 指定其网络。</translation>
    </message>
</context>
<context>
    <name>CliNodes</name>
    <message>
        <source>no answer</source>
        <translation>无应答</translation>
    </message>
</context>
<context>
    <name>CliPrinter</name>
    <message>
        <source>Payment sent.</source>
        <translation>支付已发送。</translation>
    </message>
    <message>
        <source>Payment id</source>
        <translation>支付 ID</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>金额</translation>
    </message>
    <message>
        <source>Recipient</source>
        <translation>收款方</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>签名</translation>
    </message>
    <message>
        <source>Proof</source>
        <translation>支付凭证</translation>
    </message>
    <message>
        <source>Follow it with: paydesk-cli status %1 --wait</source>
        <translation>使用以下命令跟踪：paydesk-cli status %1 --wait</translation>
    </message>
    <message>
        <source>Payment verified.</source>
        <translation>支付已验证。</translation>
    </message>
    <message>
        <source>Payment NOT verified.</source>
        <translation>支付未通过验证。</translation>
    </message>
    <message>
        <source>Payer</source>
        <translation>付款方</translation>
    </message>
    <message>
        <source>%1 (final)</source>
        <translation>%1（最终）</translation>
    </message>
    <message>
        <source>Direction</source>
        <translation>方向</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>From</source>
        <translation>付款地址</translation>
    </message>
    <message>
        <source>To</source>
        <translation>收款地址</translation>
    </message>
    <message>
        <source>Fee</source>
        <translation>手续费</translation>
    </message>
    <message>
        <source>Priority fee</source>
        <translation>优先手续费</translation>
    </message>
    <message>
        <source>Block height</source>
        <translation>区块高度</translation>
    </message>
    <message>
        <source>Resource</source>
        <translation>资源</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>创建时间</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>更新时间</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>No payments.</source>
        <translation>没有支付。</translation>
    </message>
    <message>
        <source>Dir</source>
        <translation>方向</translation>
    </message>
    <message>
        <source>Counterparty</source>
        <translation>对方</translation>
    </message>
    <message>
        <source>Showing %1-%2 of %3.</source>
        <translation>显示第 %1-%2 条，共 %3 条。</translation>
    </message>
    <message>
        <source>Showing %1-%2.</source>
        <translation>显示第 %1-%2 条。</translation>
    </message>
    <message>
        <source>Next page: --offset %1</source>
        <translation>下一页：--offset %1</translation>
    </message>
    <message>
        <source>%1 (HTTP %2, %3)</source>
        <translation>%1（HTTP %2，%3）</translation>
    </message>
    <message>
        <source>paydesk-cli: error: %1</source>
        <translation>paydesk-cli：错误：%1</translation>
    </message>
    <message>
        <source>What to do: %1</source>
        <translation>处理方法：%1</translation>
    </message>
    <message>
        <source>paydesk-cli: %1</source>
        <translation>paydesk-cli：%1</translation>
    </message>
    <message>
        <source>Check your internet connection and the service address (--service or PAYDESK_SERVICE_URL), then try again.</source>
        <translation>请检查您的网络连接和服务地址（--service 或 PAYDESK_SERVICE_URL），然后重试。</translation>
    </message>
    <message>
        <source>Check the API key: store it again with &apos;paydesk-cli --service URL key set&apos;, or pass --api-key-env NAME.</source>
        <translation>请检查 API 密钥：使用 &apos;paydesk-cli --service URL key set&apos; 重新保存，或传入 --api-key-env NAME。</translation>
    </message>
    <message>
        <source>Check the API key in the environment variable %1 (--api-key-env): it may be mistyped, revoked or for another service.</source>
        <translation>请检查环境变量 %1（--api-key-env）中的 API 密钥：它可能输入有误、已被吊销，或属于其他服务。</translation>
    </message>
    <message>
        <source>Network fee</source>
        <translation>网络手续费</translation>
    </message>
    <message>
        <source>Total debited</source>
        <translation>扣款总额</translation>
    </message>
    <message>
        <source>Balance left</source>
        <translation>剩余余额</translation>
    </message>
    <message>
        <source>%1 (final): not signed, nothing charged</source>
        <translation>%1（最终）：未签名，未收取任何费用</translation>
    </message>
    <message>
        <source>Correct %1 and try again.</source>
        <translation>请更正 %1 后重试。</translation>
    </message>
</context>
<context>
    <name>CliRunner</name>
    <message>
        <source>No payment service configured: pass --service URL (or set PAYDESK_SERVICE_URL).</source>
        <translation>未配置支付服务：请传入 --service URL（或设置 PAYDESK_SERVICE_URL）。</translation>
    </message>
    <message>
        <source>The environment variable %1 (from --api-key-env) is not set or empty.</source>
        <translation>环境变量 %1（来自 --api-key-env）未设置或为空。</translation>
    </message>
    <message>
        <source>No API key stored for %1. Store one with &apos;paydesk-cli --service %1 key set&apos; or pass --api-key-env NAME.</source>
        <translation>没有为 %1 保存 API 密钥。请使用 &apos;paydesk-cli --service %1 key set&apos; 保存，或传入 --api-key-env NAME。</translation>
    </message>
    <message>
        <source>send needs --%1.</source>
        <translation>send 需要 --%1。</translation>
    </message>
    <message>
        <source>receive needs --%1.</source>
        <translation>receive 需要 --%1。</translation>
    </message>
    <message>
        <source>Must be a whole number of seconds.</source>
        <translation>必须是整数秒。</translation>
    </message>
    <message>
        <source>Must be a positive number of seconds.</source>
        <translation>必须是正数秒。</translation>
    </message>
    <message>
        <source>The payment is still %1; stopped waiting.</source>
        <translation>支付仍处于 %1 状态；已停止等待。</translation>
    </message>
    <message>
        <source>Must be a whole number.</source>
        <translation>必须是整数。</translation>
    </message>
    <message>
        <source>API key for %1: </source>
        <translation>%1 的 API 密钥： </translation>
    </message>
    <message>
        <source>No key on standard input. Example: paydesk-cli --service URL key set &lt; keyfile</source>
        <translation>标准输入中没有密钥。示例：paydesk-cli --service URL key set &lt; keyfile</translation>
    </message>
    <message>
        <source>API key for %1 stored in the OS keychain. Check it with &apos;paydesk-cli --service %1 key test&apos;.</source>
        <translation>%1 的 API 密钥已保存到操作系统钥匙串。请使用 &apos;paydesk-cli --service %1 key test&apos; 检查。</translation>
    </message>
    <message>
        <source>No API key was stored for %1.</source>
        <translation>没有为 %1 保存过 API 密钥。</translation>
    </message>
    <message>
        <source>API key for %1 deleted from the OS keychain.</source>
        <translation>%1 的 API 密钥已从操作系统钥匙串中删除。</translation>
    </message>
    <message>
        <source>Cannot read standard input.</source>
        <translation>无法读取标准输入。</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>Metadata must be a JSON object, such as {&quot;orderId&quot;: &quot;42&quot;}%1.</source>
        <translation>元数据必须是 JSON 对象，例如 {&quot;orderId&quot;: &quot;42&quot;}%1。</translation>
    </message>
    <message>
        <source> (%1 at byte %2)</source>
        <translation> （%1，位于第 %2 字节）</translation>
    </message>
    <message>
        <source>--hosted goes with &apos;wallet create&apos;.</source>
        <translation>--hosted 需与 &apos;wallet create&apos; 一起使用。</translation>
    </message>
    <message>
        <source>Waiting for payment %1 to reach a final state (Ctrl-C stops waiting) ...</source>
        <translation>正在等待支付 %1 进入最终状态（按 Ctrl-C 停止等待）...</translation>
    </message>
    <message>
        <source>Stopped waiting before the service answered.</source>
        <translation>在服务响应之前已停止等待。</translation>
    </message>
    <message>
        <source>Stopped waiting; the payment is still %1.</source>
        <translation>已停止等待；该支付仍为 %1。</translation>
    </message>
    <message>
        <source>%1 Nothing was changed. Resume with: paydesk-cli status %2 --wait</source>
        <translation>%1 未做任何更改。如需继续，请运行：paydesk-cli status %2 --wait</translation>
    </message>
    <message>
        <source>No API key for %1 at hand, so builds nobody signed are not listed: pass --api-key-env NAME or store one with &apos;key set&apos;.</source>
        <translation>手头没有 %1 的 API 密钥，因此不会列出无人签名的已构建交易：请传入 --api-key-env NAME，或使用 &apos;key set&apos; 保存一个密钥。</translation>
    </message>
    <message>
        <source>Unknown command: %1</source>
        <translation>未知命令：%1</translation>
    </message>
    <message>
        <source>--fund goes with &apos;wallet create --hosted&apos;.</source>
        <translation>--fund 用于 &apos;wallet create --hosted&apos;。</translation>
    </message>
    <message>
        <source>--chain goes with &apos;wallet import&apos; or &apos;wallet create --hosted&apos; (a created phrase gives both accounts).</source>
        <translation>--chain 用于 &apos;wallet import&apos; 或 &apos;wallet create --hosted&apos;（新建的助记词同时生成两个账户）。</translation>
    </message>
    <message>
        <source>Created by paydesk-cli</source>
        <translation>由 paydesk-cli 创建</translation>
    </message>
    <message>
        <source>Mainnet has no test funds: use --rpc devnet, testnet or sandbox.</source>
        <translation>主网没有测试资金：请使用 --rpc devnet、testnet 或 sandbox。</translation>
    </message>
    <message>
        <source>Not a wallet address.</source>
        <translation>不是钱包地址。</translation>
    </message>
    <message>
        <source>Status: %1 ...</source>
        <translation>状态：%1 ...</translation>
    </message>
    <message>
        <source>No payment service is configured, and paying from your own wallets needs none: name the wallet with --from ADDRESS (&apos;paydesk-cli wallet list&apos; shows them). A hosted wallet needs --service URL.</source>
        <translation>未配置支付服务，而从您自己的钱包付款并不需要：请用 --from ADDRESS 指定钱包（&apos;paydesk-cli wallet list&apos; 会列出它们）。托管钱包需要 --service URL。</translation>
    </message>
    <message>
        <source>--from %1 is not a wallet in Paydesk (&apos;paydesk-cli wallet list&apos; shows yours); a hosted wallet needs --service URL.</source>
        <translation>--from %1 不是 Paydesk 中的钱包（&apos;paydesk-cli wallet list&apos; 会列出您的钱包）；托管钱包需要 --service URL。</translation>
    </message>
    <message>
        <source>%1 Nothing was sent. To send to this address anyway, run the same command with --yes.</source>
        <translation>%1 未发送任何内容。如仍要发送到此地址，请加上 --yes 再次运行同一命令。</translation>
    </message>
</context>
<context>
    <name>CliSolanaNode</name>
    <message>
        <source>The Solana node at %1 did not say which cluster it is on (%2): name its network with --network, for example solana-devnet.</source>
        <translation>%1 处的 Solana 节点没有说明它在哪个集群上（%2）：请用 --network 指定其网络，例如 solana-devnet。</translation>
    </message>
    <message>
        <source>--local needs a Solana node: --rpc URL (or mainnet-beta, devnet, testnet, sandbox).</source>
        <translation>--local 需要一个 Solana 节点：--rpc URL（或 mainnet-beta、devnet、testnet、sandbox）。</translation>
    </message>
</context>
<context>
    <name>CliTokens</name>
    <message>
        <source>paydesk-cli: error: %1</source>
        <translation>paydesk-cli：错误：%1</translation>
    </message>
    <message>
        <source>%1 on %2: %3, %4 decimals (added by you)</source>
        <translation>%2 上的 %1：%3，%4 位小数（由您添加）</translation>
    </message>
    <message>
        <source>%1 on %2: %3, %4 decimals</source>
        <translation>%2 上的 %1：%3，%4 位小数</translation>
    </message>
    <message>
        <source>token %1 needs the network and the token&apos;s address.</source>
        <translation>token %1 需要网络和代币地址。</translation>
    </message>
    <message>
        <source>token add needs --symbol and --decimals, as the token&apos;s contract or mint says (never as a seller says).</source>
        <translation>token add 需要 --symbol 和 --decimals，以代币的合约或铸币账户所示为准（绝不以卖家所说为准）。</translation>
    </message>
    <message>
        <source>Added %1 on %2 (%3, %4 decimals): Paydesk now pays prices in it, within your budgets.</source>
        <translation>已添加 %2 上的 %1（%3，%4 位小数）：Paydesk 现在会在您的预算内支付以它计价的价格。</translation>
    </message>
    <message>
        <source>Removed %1 on %2: Paydesk refuses prices in it again.</source>
        <translation>已移除 %2 上的 %1：Paydesk 将再次拒绝以它计价的价格。</translation>
    </message>
</context>
<context>
    <name>DatabaseSchema</name>
    <message>
        <source>The database is not open.</source>
        <translation>数据库未打开。</translation>
    </message>
    <message>
        <source>%1 was written by a newer version of Paydesk (data version %2; this version knows up to %3). Paydesk left the file as it is: update Paydesk to use it, or start this version with another data folder.</source>
        <translation>%1 由更新版本的 Paydesk 写入（数据版本 %2；此版本最多支持 %3）。Paydesk 未改动该文件：请更新 Paydesk 后再使用，或使用其他数据文件夹启动此版本。</translation>
    </message>
    <message>
        <source>%1 is in use by another program (%2). Close it and try again.</source>
        <translation>%1 正被其他程序使用（%2）。请关闭该程序后重试。</translation>
    </message>
    <message>
        <source>%1 cannot be written (%2), so Paydesk cannot bring it up to date. Make the file and its folder writable for you and try again; nothing was changed.</source>
        <translation>无法写入 %1（%2），因此 Paydesk 无法更新它。请让该文件及其文件夹对您可写后重试；未做任何更改。</translation>
    </message>
    <message>
        <source>%1 could not be brought up to date: the disk is full or failing (%2). Free some space and try again; nothing was changed.</source>
        <translation>无法更新 %1：磁盘已满或出现故障（%2）。请释放空间后重试；未做任何更改。</translation>
    </message>
    <message>
        <source>%1 is damaged (%2). Paydesk did not change it and will not write to it. Quit Paydesk, move the file aside (keep it: it may hold your payment journal) or restore a backup, then start Paydesk again.</source>
        <translation>%1 已损坏（%2）。Paydesk 未修改它，也不会写入它。请退出 Paydesk，将该文件移到别处（请保留：其中可能有您的支付日志）或恢复备份，然后重新启动 Paydesk。</translation>
    </message>
    <message>
        <source>%1 could not be brought up to date (%2); nothing was changed.</source>
        <translation>无法更新 %1（%2）；未做任何更改。</translation>
    </message>
    <message>
        <source>%1 could not be brought up to date: the step &quot;%2&quot; failed (%3); nothing was changed.</source>
        <translation>无法更新 %1：步骤“%2”失败（%3）；未做任何更改。</translation>
    </message>
    <message>
        <source>%1 is not the file Paydesk keeps there (it holds other data, perhaps Paydesk&apos;s other database). Paydesk left it as it is: move it aside or start Paydesk with another data folder.</source>
        <translation>%1 不是 Paydesk 在该位置保存的文件（其中是其他数据，可能是 Paydesk 的另一个数据库）。Paydesk 未改动它：请将其移到别处，或使用其他数据文件夹启动 Paydesk。</translation>
    </message>
</context>
<context>
    <name>Eip3009</name>
    <message>
        <source>The authorization&apos;s &quot;%1&quot; is missing or malformed.</source>
        <translation>授权中的“%1”缺失或格式错误。</translation>
    </message>
    <message>
        <source>The seller did not name the token&apos;s EIP-712 domain (extra.name and extra.version): a guessed one would give a signature no token accepts, so Paydesk does not sign.</source>
        <translation>卖方未指明代币的 EIP-712 域（extra.name 和 extra.version）：猜测的域会产生任何代币都不接受的签名，因此 Paydesk 不会签署。</translation>
    </message>
    <message>
        <source>%1 is not an EVM network with a chain id.</source>
        <translation>%1 不是具有链 ID 的 EVM 网络。</translation>
    </message>
    <message>
        <source>The token address %1 is not an EVM address.</source>
        <translation>代币地址 %1 不是 EVM 地址。</translation>
    </message>
    <message>
        <source>The seller&apos;s address %1 is not an EVM address.</source>
        <translation>卖方地址 %1 不是 EVM 地址。</translation>
    </message>
    <message>
        <source>The price %1 is not a positive whole number of atomic units.</source>
        <translation>价格 %1 不是正整数个最小单位。</translation>
    </message>
    <message>
        <source>The payment&apos;s validity window cannot be set.</source>
        <translation>无法设置该支付的有效期。</translation>
    </message>
    <message>
        <source>The payment authorization could not be signed with the key of %1; nothing was sent.</source>
        <translation>无法使用 %1 的密钥签署支付授权；未发送任何内容。</translation>
    </message>
</context>
<context>
    <name>Erc20Balance</name>
    <message>
        <source>%1 is not a token contract.</source>
        <translation>%1 不是代币合约。</translation>
    </message>
    <message>
        <source>The node&apos;s answer to eth_chainId is not readable.</source>
        <translation>节点对 eth_chainId 的响应无法读取。</translation>
    </message>
    <message>
        <source>the EVM node serves chain %1, not chain %2 of the %3</source>
        <translation>EVM 节点服务的是链 %1，而不是 %3 所在的链 %2</translation>
    </message>
    <message>
        <source>The %1 balance is too large to show.</source>
        <translation>%1 余额过大，无法显示。</translation>
    </message>
    <message>
        <source>The node&apos;s answer to authorizationState is not a boolean (does %1 implement EIP-3009?).</source>
        <translation>节点对 authorizationState 的应答不是布尔值（%1 是否实现了 EIP-3009？）。</translation>
    </message>
    <message>
        <source>The node&apos;s answer to %1 is not a number (is %2 a token on this chain?).</source>
        <translation>节点对 %1 的回答不是数字（%2 是这条链上的代币吗？）。</translation>
    </message>
</context>
<context>
    <name>EvmAddress</name>
    <message>
        <source>An EVM address starts with 0x, followed by 40 hexadecimal characters.</source>
        <translation>EVM 地址以 0x 开头，后跟 40 个十六进制字符。</translation>
    </message>
</context>
<context>
    <name>EvmBip32</name>
    <message>
        <source>A derivation path starts with m/, such as m/44&apos;/60&apos;/0&apos;/0/0.</source>
        <translation>派生路径以 m/ 开头，例如 m/44&apos;/60&apos;/0&apos;/0/0。</translation>
    </message>
    <message>
        <source>Step %1 of the path is not a number below 2^31.</source>
        <translation>路径的第 %1 步不是小于 2^31 的数字。</translation>
    </message>
</context>
<context>
    <name>EvmEndpoint</name>
    <message>
        <source>The sandbox&apos;s EVM endpoint needs the service URL (--service).</source>
        <translation>沙盒的 EVM 端点需要服务 URL（--service）。</translation>
    </message>
    <message>
        <source>The EVM RPC endpoint must be a network name (ethereum, base, base-sepolia, polygon, arbitrum-one, sandbox) or an http(s) URL; &apos;%1&apos; is none of these.</source>
        <translation>EVM RPC 端点必须是网络名称（ethereum、base、base-sepolia、polygon、arbitrum-one、sandbox）或 http(s) URL；“%1”都不是。</translation>
    </message>
    <message>
        <source>Use https for an RPC endpoint that is not on this computer.</source>
        <translation>不在本机上的 RPC 端点请使用 https。</translation>
    </message>
</context>
<context>
    <name>EvmKeyImport</name>
    <message>
        <source>This is not a valid EVM private key: it must be 32 bytes between 1 and the secp256k1 group order.</source>
        <translation>这不是有效的 EVM 私钥：它必须是 32 字节，且介于 1 与 secp256k1 群的阶之间。</translation>
    </message>
    <message>
        <source>The address of this key could not be computed.</source>
        <translation>无法计算此密钥的地址。</translation>
    </message>
    <message numerus="yes">
        <source>An EVM private key is 64 hex digits (optionally after 0x); this one has %n character(s).</source>
        <translation>
            <numerusform>EVM 私钥是 64 位十六进制数字（前面可加 0x）；此密钥有 %n 个字符。</numerusform>
        </translation>
    </message>
    <message>
        <source>An EVM private key has only the hex digits 0-9 and a-f.</source>
        <translation>EVM 私钥只包含十六进制数字 0-9 和 a-f。</translation>
    </message>
    <message>
        <source>No key exists at %1 for this phrase; use the next account.</source>
        <translation>此助记词在 %1 处没有密钥；请使用下一个账户。</translation>
    </message>
</context>
<context>
    <name>EvmKeystore</name>
    <message>
        <source>The keystore file has no &quot;%1&quot;.</source>
        <translation>Keystore 文件缺少字段“%1”。</translation>
    </message>
    <message>
        <source>The keystore file&apos;s &quot;%1&quot; is not text.</source>
        <translation>Keystore 文件的字段“%1”不是文本。</translation>
    </message>
    <message>
        <source>The keystore file&apos;s &quot;%1&quot; is not hexadecimal.</source>
        <translation>Keystore 文件的字段“%1”不是十六进制。</translation>
    </message>
    <message>
        <source>The keystore file&apos;s &quot;%1&quot; is not %2 bytes long.</source>
        <translation>Keystore 文件的字段“%1”长度不是 %2 字节。</translation>
    </message>
    <message>
        <source>The keystore file&apos;s &quot;%1&quot; is not %2 to %3 bytes long.</source>
        <translation>Keystore 文件的字段“%1”长度不在 %2 到 %3 字节之间。</translation>
    </message>
    <message>
        <source>The keystore file&apos;s &quot;%1&quot; is not a whole number from %2 to %3.</source>
        <translation>Keystore 文件的字段“%1”不是 %2 到 %3 之间的整数。</translation>
    </message>
    <message>
        <source>The keystore file is larger than %1 KiB.</source>
        <translation>Keystore 文件大于 %1 KiB。</translation>
    </message>
    <message>
        <source>This is not a keystore file: it is not a JSON object.</source>
        <translation>这不是 Keystore 文件：它不是 JSON 对象。</translation>
    </message>
    <message>
        <source>This keystore file is version %1; Paydesk reads version 3.</source>
        <translation>此 Keystore 文件为版本 %1；Paydesk 读取的是版本 3。</translation>
    </message>
    <message>
        <source>The keystore file uses the cipher &quot;%1&quot;; Paydesk reads aes-128-ctr only.</source>
        <translation>Keystore 文件使用加密算法“%1”；Paydesk 只能读取 aes-128-ctr。</translation>
    </message>
    <message>
        <source>The keystore file&apos;s scrypt &quot;n&quot; (%1) is not a power of two.</source>
        <translation>Keystore 文件的 scrypt 参数“n”（%1）不是 2 的幂。</translation>
    </message>
    <message>
        <source>The keystore file&apos;s scrypt parameters would need more than %1 MiB of memory.</source>
        <translation>Keystore 文件的 scrypt 参数需要超过 %1 MiB 的内存。</translation>
    </message>
    <message>
        <source>The keystore file&apos;s scrypt parameters would take too long to compute (n x r x p is above %1).</source>
        <translation>Keystore 文件的 scrypt 参数计算耗时过长（n x r x p 超过 %1）。</translation>
    </message>
    <message>
        <source>The keystore file&apos;s PBKDF2 uses &quot;%1&quot;; Paydesk reads hmac-sha256 only.</source>
        <translation>Keystore 文件的 PBKDF2 使用“%1”；Paydesk 只能读取 hmac-sha256。</translation>
    </message>
    <message>
        <source>The keystore file uses the key derivation &quot;%1&quot;; Paydesk reads scrypt and pbkdf2.</source>
        <translation>Keystore 文件使用密钥派生算法“%1”；Paydesk 可读取的是 scrypt 和 pbkdf2。</translation>
    </message>
    <message>
        <source>The key could not be derived from the password (out of memory?).</source>
        <translation>无法从密码派生密钥（内存不足？）。</translation>
    </message>
    <message>
        <source>The password is wrong, or the keystore file is damaged (its MAC does not match).</source>
        <translation>密码错误，或 Keystore 文件已损坏（其 MAC 不匹配）。</translation>
    </message>
    <message>
        <source>The keystore file could not be decrypted.</source>
        <translation>无法解密 Keystore 文件。</translation>
    </message>
    <message>
        <source>The keystore file holds no valid secp256k1 private key.</source>
        <translation>Keystore 文件中没有有效的 secp256k1 私钥。</translation>
    </message>
    <message>
        <source>The key in the keystore file does not belong to the address the file names (%1).</source>
        <translation>Keystore 文件中的密钥不属于该文件所列的地址（%1）。</translation>
    </message>
</context>
<context>
    <name>EvmOutcomeText</name>
    <message>
        <source>Confirmed in block %1; the network fee was %2 ETH.</source>
        <translation>已在区块 %1 中确认；网络手续费为 %2 ETH。</translation>
    </message>
    <message>
        <source>The transaction was included in block %1 but reverted: the payment was not made, and the network fee of %2 ETH was charged.</source>
        <translation>该交易已被打包进区块 %1，但执行被回滚：付款未完成，且已收取 %2 ETH 的网络手续费。</translation>
    </message>
    <message>
        <source>Another transaction with the same nonce was included instead (a speed-up or cancel of it): this one can no longer land, and nothing was charged for it.</source>
        <translation>另一笔使用相同 nonce 的交易（对此交易的加速或取消）已代替它被打包：此交易已无法上链，且未为其收取任何费用。</translation>
    </message>
    <message>
        <source>The node refused the transaction (%1): it was never broadcast, nothing was charged.</source>
        <translation>节点拒绝了该交易（%1）：它从未被广播，未收取任何费用。</translation>
    </message>
    <message>
        <source>Sent; waiting for a block to include it. Until its nonce is used it can still land: speed it up or cancel it rather than paying again.</source>
        <translation>已发送；正在等待区块打包。在其 nonce 被使用之前，它仍可能上链：请加速或取消它，而不是再次付款。</translation>
    </message>
</context>
<context>
    <name>EvmPolicy</name>
    <message>
        <source>The transaction has no recipient: it would create a contract instead of paying %1.</source>
        <translation>此交易没有收款方：它将创建一个合约，而不是向 %1 付款。</translation>
    </message>
    <message>
        <source>The transaction pays %1, but you asked to pay %2.</source>
        <translation>此交易向 %1 付款，但您要求向 %2 付款。</translation>
    </message>
    <message numerus="yes">
        <source>The transaction carries %n byte(s) of data: it would call a contract, not just pay. A payment carries none.</source>
        <translation>
            <numerusform>此交易携带 %n 字节的数据：它将调用合约，而不只是付款。付款不携带任何数据。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The transaction lists %n account(s) to pre-load (an access list); a payment needs none.</source>
        <translation>
            <numerusform>此交易列出了 %n 个需预加载的账户（访问列表）；付款不需要这些。</numerusform>
        </translation>
    </message>
    <message>
        <source>The transaction moves %1, but you asked to pay %2.</source>
        <translation>此交易转出 %1，但您要求支付 %2。</translation>
    </message>
    <message>
        <source>it would wait behind transactions that do not exist</source>
        <translation>它将排在并不存在的交易之后一直等待</translation>
    </message>
    <message>
        <source>it would replace a transaction already sent</source>
        <translation>它将替换一笔已发送的交易</translation>
    </message>
    <message>
        <source>The transaction uses nonce %1, but the next nonce of your account is %2: %3.</source>
        <translation>此交易使用 nonce %1，但您账户的下一个 nonce 是 %2：%3。</translation>
    </message>
    <message>
        <source>The gas limit is %1, but a payment to an account without code needs exactly %2.</source>
        <translation>Gas 上限为 %1，但向无代码账户付款恰好需要 %2。</translation>
    </message>
    <message>
        <source>The recipient is a contract and your node gave no gas estimate, so the gas limit %1 cannot be checked.</source>
        <translation>收款方是合约，且您的节点未给出 Gas 估算，因此无法检查 Gas 上限 %1。</translation>
    </message>
    <message>
        <source>The priority fee per gas (%1 gwei) is above the maximum fee per gas (%2 gwei).</source>
        <translation>每单位 Gas 的优先手续费（%1 gwei）高于每单位 Gas 的最高手续费（%2 gwei）。</translation>
    </message>
    <message>
        <source>The network fee can reach %1 (gas limit %2 x %3 gwei), above your limit of %4.</source>
        <translation>网络手续费最高可达 %1（Gas 上限 %2 x %3 gwei），高于您设定的上限 %4。</translation>
    </message>
    <message>
        <source>The service&apos;s quote expired at %1; nothing was signed. Ask for a fresh transaction.</source>
        <translation>服务的报价已于 %1 过期；未签署任何内容。请重新索取交易。</translation>
    </message>
    <message numerus="yes">
        <source>The service&apos;s quote expires in %n second(s), too soon to review it; nothing was signed. Ask for a fresh one.</source>
        <translation>
            <numerusform>服务的报价将在 %n 秒后过期，来不及审核；未签署任何内容。请重新索取。</numerusform>
        </translation>
    </message>
    <message>
        <source>Pay %1 %2 to %3; network fee at most %4 %2, in total at most %5 %2 (nonce %6, gas limit %7, chain %8).</source>
        <translation>向 %3 支付 %1 %2；网络手续费最多 %4 %2，合计最多 %5 %2（nonce %6，Gas 上限 %7，链 %8）。</translation>
    </message>
    <message>
        <source>The transaction is for chain %1, but you pay on %2 (chain %3). If signed, it would be valid on chain %1 instead.</source>
        <translation>该交易属于链 %1，但您在 %2（链 %3）上付款。一旦签名，它将在链 %1 上有效。</translation>
    </message>
    <message>
        <source>The gas limit is %1; your node estimates %2 gas for this payment, so Paydesk accepts a limit from %3 to %4.</source>
        <translation>Gas 上限为 %1；您的节点估计此付款需要 %2 Gas，因此 Paydesk 接受 %3 到 %4 的上限。</translation>
    </message>
    <message>
        <source>The fees of this transaction are too large to compute (gas limit x fee per gas overflows).</source>
        <translation>此交易的费用过大，无法计算（Gas 上限 × 每单位 Gas 费用溢出）。</translation>
    </message>
    <message>
        <source>The priority fee can reach %1, more than the priority fee of %2 you asked for.</source>
        <translation>优先费最多可达 %1，超过您要求的优先费 %2。</translation>
    </message>
    <message>
        <source>The maximum fee per gas (%1 gwei) is below the next block&apos;s base fee (%2 gwei): the payment waits until fees fall, or until you speed it up.</source>
        <translation>每单位 Gas 的最高费用（%1 gwei）低于下一个区块的基础费用（%2 gwei）：付款将等待，直到费用下降或您加速它。</translation>
    </message>
    <message>
        <source>The transaction&apos;s call to %1 is not the one you asked for.</source>
        <translation>该交易对 %1 的调用不是您所要求的调用。</translation>
    </message>
</context>
<context>
    <name>EvmProofReader</name>
    <message>
        <source>atomic units of an unnamed token</source>
        <translation>个最小单位（未命名代币）</translation>
    </message>
    <message>
        <source>EIP-3009 transfer authorization (the seller&apos;s facilitator submits it)</source>
        <translation>EIP-3009 转账授权（由卖方的协调方提交）</translation>
    </message>
    <message>
        <source>Permit2 transfer authorization (the seller&apos;s facilitator settles it through Permit2, within the payer&apos;s allowance)</source>
        <translation>Permit2 转账授权（卖家的协调方在付款人的授权额度内通过 Permit2 结算）</translation>
    </message>
    <message>
        <source>The payer did not sign this authorization.</source>
        <translation>付款方未签署此授权。</translation>
    </message>
    <message>
        <source>Not signed by the payer: it cannot be valid</source>
        <translation>未经付款方签名：不可能有效</translation>
    </message>
    <message>
        <source>Valid from %1 to %2 UTC, once; %3</source>
        <translation>有效期为 %1 至 %2 UTC，仅限一次；%3</translation>
    </message>
    <message>
        <source>signed by the payer</source>
        <translation>已由付款方签名</translation>
    </message>
    <message>
        <source>the signature is checked when it is verified (an x402 v1 proof does not name the token)</source>
        <translation>签名将在验证时检查（x402 v1 凭证不指明代币）</translation>
    </message>
    <message>
        <source>Usage-priced Permit2 authorization of up to the amount (upto: facilitator %1 settles it once for what was used)</source>
        <translation>按用量计费的 Permit2 授权,以该金额为上限(upto:由协调方 %1 按实际用量结算一次)</translation>
    </message>
</context>
<context>
    <name>EvmRlp</name>
    <message>
        <source>RLP lists are nested more than %1 deep.</source>
        <translation>RLP 列表的嵌套深度超过 %1 层。</translation>
    </message>
    <message>
        <source>RLP data ends where an item should start (byte %1).</source>
        <translation>RLP 数据在本应开始一个条目的位置结束（第 %1 字节）。</translation>
    </message>
    <message>
        <source>RLP is not canonical at byte %1: a single byte below 0x80 is written as a one-byte string instead of as itself.</source>
        <translation>RLP 在第 %1 字节处不是规范形式：小于 0x80 的单个字节被写成了单字节字符串，而不是直接写出其本身。</translation>
    </message>
    <message>
        <source>RLP data is truncated at byte %1: the length of an item is cut off.</source>
        <translation>RLP 数据在第 %1 字节处被截断：某个条目的长度不完整。</translation>
    </message>
    <message>
        <source>RLP is not canonical at byte %1: a length starts with a zero byte.</source>
        <translation>RLP 在第 %1 字节处不是规范形式：某个长度以零字节开头。</translation>
    </message>
    <message>
        <source>RLP is not canonical at byte %1: a length of %2 bytes uses the long form.</source>
        <translation>RLP 在第 %1 字节处不是规范形式：%2 字节的长度使用了长格式。</translation>
    </message>
    <message>
        <source>RLP data is truncated at byte %1: an item of %2 bytes has only %3 bytes left.</source>
        <translation>RLP 数据在第 %1 字节处被截断：一个 %2 字节的条目只剩下 %3 字节。</translation>
    </message>
    <message>
        <source>RLP data is empty.</source>
        <translation>RLP 数据为空。</translation>
    </message>
    <message>
        <source>The RLP item ends at byte %1, but the data goes on to byte %2.</source>
        <translation>RLP 条目在第 %1 字节处结束，但数据一直延续到第 %2 字节。</translation>
    </message>
    <message>
        <source>%1 is a list where a number belongs.</source>
        <translation>%1 应为数字，却是一个列表。</translation>
    </message>
    <message>
        <source>%1 is larger than %2 bytes.</source>
        <translation>%1 大于 %2 字节。</translation>
    </message>
    <message>
        <source>%1 is not a canonical number: it starts with a zero byte.</source>
        <translation>%1 不是规范形式的数字：它以零字节开头。</translation>
    </message>
</context>
<context>
    <name>EvmSignedScheme</name>
    <message>
        <source>%1 is not an EVM wallet.</source>
        <translation>%1 不是 EVM 钱包。</translation>
    </message>
    <message>
        <source>EVM wallets cannot pay here.</source>
        <translation>此处无法使用 EVM 钱包付款。</translation>
    </message>
</context>
<context>
    <name>EvmTransaction</name>
    <message>
        <source>The key cannot sign: it is not a valid secp256k1 private key.</source>
        <translation>该密钥无法签名：它不是有效的 secp256k1 私钥。</translation>
    </message>
    <message>
        <source>The transaction is not signed.</source>
        <translation>此交易未签名。</translation>
    </message>
    <message>
        <source>The transaction&apos;s signature is not valid: no key made it.</source>
        <translation>此交易的签名无效：它并非由任何密钥生成。</translation>
    </message>
    <message>
        <source>%1 is a list where bytes belong.</source>
        <translation>%1 应为字节串，却是一个列表。</translation>
    </message>
    <message>
        <source>The recipient (to) is not a 20-byte address.</source>
        <translation>收款方（to）不是 20 字节的地址。</translation>
    </message>
    <message>
        <source>The access list is not a list.</source>
        <translation>访问列表不是列表。</translation>
    </message>
    <message>
        <source>An access list entry is not [address, [storage keys]].</source>
        <translation>访问列表中的某个条目不是 [地址, [存储键]] 的形式。</translation>
    </message>
    <message>
        <source>An access list storage key is not 32 bytes.</source>
        <translation>访问列表中的某个存储键不是 32 字节。</translation>
    </message>
    <message>
        <source>The gas limit</source>
        <translation>Gas 上限</translation>
    </message>
    <message>
        <source>The value</source>
        <translation>转账金额（value）</translation>
    </message>
    <message>
        <source>The data</source>
        <translation>数据</translation>
    </message>
    <message>
        <source>The nonce</source>
        <translation>nonce</translation>
    </message>
    <message>
        <source>The gas price</source>
        <translation>Gas 价格</translation>
    </message>
    <message>
        <source>The chain id</source>
        <translation>链 ID</translation>
    </message>
    <message>
        <source>The priority fee (maxPriorityFeePerGas)</source>
        <translation>优先手续费（maxPriorityFeePerGas）</translation>
    </message>
    <message>
        <source>The fee cap (maxFeePerGas)</source>
        <translation>手续费上限（maxFeePerGas）</translation>
    </message>
    <message>
        <source>The priority fee per gas is above the fee cap: no chain accepts this transaction (EIP-1559).</source>
        <translation>每单位 Gas 的优先手续费高于手续费上限：任何链都不会接受此交易（EIP-1559）。</translation>
    </message>
    <message>
        <source>The transaction is already signed; an unsigned one was expected.</source>
        <translation>此交易已签名；预期的是未签名的交易。</translation>
    </message>
    <message>
        <source>The signature&apos;s yParity is not 0 or 1.</source>
        <translation>签名的 yParity 既不是 0 也不是 1。</translation>
    </message>
    <message>
        <source>The transaction has no chain id (v is 27 or 28): it could be replayed on any chain.</source>
        <translation>此交易没有链 ID（v 为 27 或 28）：它可能在任何链上被重放。</translation>
    </message>
    <message>
        <source>The signature&apos;s v is not 35 + 2 x chain id + 0 or 1.</source>
        <translation>签名的 v 不等于 35 + 2 x 链 ID + 0 或 1。</translation>
    </message>
    <message>
        <source>The signature is not valid: r and s must be non-zero and s in the lower half of the curve order (EIP-2).</source>
        <translation>签名无效：r 和 s 必须非零，且 s 必须位于曲线阶的下半部分（EIP-2）。</translation>
    </message>
    <message>
        <source>The transaction is empty.</source>
        <translation>交易为空。</translation>
    </message>
    <message>
        <source>The transaction is larger than %1 bytes.</source>
        <translation>交易大于 %1 字节。</translation>
    </message>
    <message>
        <source>This is an access-list transaction (EIP-2930, type 1). Paydesk signs only EIP-1559 (type 2) and legacy EIP-155 transactions.</source>
        <translation>这是访问列表交易（EIP-2930，类型 1）。Paydesk 只签署 EIP-1559（类型 2）交易和传统（legacy）EIP-155 交易。</translation>
    </message>
    <message>
        <source>This is a blob transaction (EIP-4844, type 3), which a payment never needs. Paydesk does not sign it.</source>
        <translation>这是 blob 交易（EIP-4844，类型 3），付款绝不需要这种交易。Paydesk 不会签署它。</translation>
    </message>
    <message>
        <source>This transaction (EIP-7702, type 4) would delegate your account&apos;s code to a contract, which could then spend everything the account holds. Paydesk never signs it.</source>
        <translation>此交易（EIP-7702，类型 4）会将您账户的代码委托给一个合约，该合约随后可以花掉账户中的全部资产。Paydesk 绝不会签署它。</translation>
    </message>
    <message>
        <source>The transaction is of an unknown type (0x%1).</source>
        <translation>交易类型未知（0x%1）。</translation>
    </message>
    <message>
        <source>This is not a transaction: it is neither a typed transaction nor an RLP list.</source>
        <translation>这不是交易：它既不是类型化交易，也不是 RLP 列表。</translation>
    </message>
    <message>
        <source>The transaction body is not an RLP list.</source>
        <translation>交易主体不是 RLP 列表。</translation>
    </message>
    <message>
        <source>The transaction has %1 fields instead of %2.</source>
        <translation>交易有 %1 个字段，而不是 %2 个。</translation>
    </message>
    <message>
        <source>The transaction names no chain (chain id 0).</source>
        <translation>交易未指定链（链 ID 为 0）。</translation>
    </message>
    <message>
        <source>The transaction is not valid base64.</source>
        <translation>交易不是有效的 base64。</translation>
    </message>
</context>
<context>
    <name>ExactEvmScheme</name>
    <message>
        <source>Signing an authorization of %1 to %2 with the key of %3...</source>
        <translation>正在使用 %3 的密钥签署向 %2 支付 %1 的授权...</translation>
    </message>
    <message>
        <source>it asks for a %1 transfer, which Paydesk does not make: choose an option paid by EIP-3009 or Permit2, or pay another way.</source>
        <translation>它要求 %1 转账，Paydesk 不进行此类转账：请选择以 EIP-3009 或 Permit2 支付的选项，或用其他方式支付。</translation>
    </message>
    <message>
        <source>The authorization expired unused: nothing was paid.</source>
        <translation>授权未被使用即已过期：未支付任何款项。</translation>
    </message>
</context>
<context>
    <name>ExactSvmScheme</name>
    <message>
        <source>it names no fee payer (extra.feePayer): a token payment on Solana is signed last by the seller&apos;s facilitator, who pays the network fee.</source>
        <translation>未指定手续费支付方（extra.feePayer）：Solana 上的代币支付由卖家的协调方最后签名，并由其支付网络手续费。</translation>
    </message>
    <message>
        <source>The transaction expired without landing: nothing was paid.</source>
        <translation>交易在上链前已过期：未支付任何款项。</translation>
    </message>
    <message>
        <source>The seller names your own wallet as its fee payer: you would sign and pay the network fee of the seller&apos;s transaction. Nothing was signed.</source>
        <translation>卖家将您自己的钱包指定为其手续费支付方：您将签署并支付卖家交易的网络手续费。未签署任何内容。</translation>
    </message>
</context>
<context>
    <name>GuiOptions</name>
    <message>
        <source>Paydesk: a desktop wallet for x402 payments.</source>
        <translation>Paydesk：用于 x402 支付的桌面钱包。</translation>
    </message>
    <message>
        <source>Use the built-in sandbox (test funds only).</source>
        <translation>使用内置沙盒（仅限测试资金）。</translation>
    </message>
    <message>
        <source>Render the window, save it as a PNG and exit.</source>
        <translation>渲染窗口，保存为 PNG 后退出。</translation>
    </message>
    <message>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>page</source>
        <translation>页面</translation>
    </message>
    <message>
        <source>Milliseconds to wait after the first paint before the screenshot (default 600).</source>
        <translation>首次绘制后等待多少毫秒再截图（默认 600）。</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>毫秒</translation>
    </message>
    <message>
        <source>Colour scheme for this run: light or dark.</source>
        <translation>本次运行的配色方案：light 或 dark。</translation>
    </message>
    <message>
        <source>name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Open the Status page on this payment id.</source>
        <translation>打开此支付 ID 的“状态”页面。</translation>
    </message>
    <message>
        <source>id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Keep settings and data in this folder instead of the user&apos;s (for demos and tests).</source>
        <translation>将设置和数据保存在此文件夹中，而不是用户的文件夹（用于演示和测试）。</translation>
    </message>
    <message>
        <source>folder</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <source>Print the milliseconds to the first paint and the resident memory, then exit.</source>
        <translation>打印到首次绘制所用的毫秒数和常驻内存，然后退出。</translation>
    </message>
    <message>
        <source>Unknown theme &quot;%1&quot;: use light or dark.</source>
        <translation>未知主题“%1”：请使用 light 或 dark。</translation>
    </message>
    <message>
        <source>--screenshot-delay takes milliseconds between 0 and 60000.</source>
        <translation>--screenshot-delay 接受 0 到 60000 之间的毫秒数。</translation>
    </message>
    <message>
        <source>Open this page: %1.</source>
        <translation>打开此页面：%1。</translation>
    </message>
    <message>
        <source>Unknown page &quot;%1&quot;: use one of %2.</source>
        <translation>未知页面“%1”：请使用 %2 之一。</translation>
    </message>
</context>
<context>
    <name>HistoryTableModel</name>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Counterparty</source>
        <translation>对方</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>金额</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Payment id</source>
        <translation>支付 ID</translation>
    </message>
    <message>
        <source>Fee</source>
        <translation>手续费</translation>
    </message>
    <message>
        <source>Resource</source>
        <translation>资源</translation>
    </message>
    <message>
        <source>Balance after</source>
        <translation>付款后余额</translation>
    </message>
</context>
<context>
    <name>HostedScheme</name>
    <message>
        <source>Paying %1 to %2 through the service...</source>
        <translation>正在通过服务向 %2 支付 %1...</translation>
    </message>
    <message>
        <source>The payment expired without settling: nothing was paid.</source>
        <translation>该支付未结算即已过期：未支付任何款项。</translation>
    </message>
</context>
<context>
    <name>KeyImport</name>
    <message>
        <source>This is not a solana-keygen keypair file: it should be a JSON array of 64 numbers, such as [12,250,...].</source>
        <translation>这不是 solana-keygen 密钥对文件：它应当是由 64 个数字组成的 JSON 数组，例如 [12,250,...]。</translation>
    </message>
    <message>
        <source>The keypair file holds something other than numbers from 0 to 255.</source>
        <translation>密钥对文件中含有 0 到 255 之间的数字以外的内容。</translation>
    </message>
    <message>
        <source>The keypair file holds more than 64 numbers.</source>
        <translation>密钥对文件中的数字超过 64 个。</translation>
    </message>
    <message>
        <source>The keypair file is not a well-formed JSON array.</source>
        <translation>密钥对文件不是格式正确的 JSON 数组。</translation>
    </message>
    <message>
        <source>The keypair file has extra text after its array.</source>
        <translation>密钥对文件的数组后面有多余的文本。</translation>
    </message>
    <message>
        <source>The keypair file holds %1 numbers; a Solana keypair has 64.</source>
        <translation>密钥对文件中有 %1 个数字；Solana 密钥对应有 64 个。</translation>
    </message>
    <message>
        <source>The keypair file&apos;s public key does not match its private key: the file is damaged.</source>
        <translation>密钥对文件中的公钥与其私钥不匹配：文件已损坏。</translation>
    </message>
    <message>
        <source>Cannot read the keypair file %1: %2</source>
        <translation>无法读取密钥对文件 %1：%2</translation>
    </message>
    <message>
        <source>%1 is too large to be a Solana keypair file.</source>
        <translation>%1 太大，不可能是 Solana 密钥对文件。</translation>
    </message>
    <message>
        <source>This is not a base58 Solana secret key (64 bytes, about 88 characters, as exported by Phantom or Solflare).</source>
        <translation>这不是 base58 格式的 Solana 私钥（64 字节，约 88 个字符，即 Phantom 或 Solflare 导出的格式）。</translation>
    </message>
    <message>
        <source>The secret key&apos;s public half does not match its private half: it was mistyped or truncated.</source>
        <translation>私钥的公钥部分与私钥部分不匹配：可能输入有误或不完整。</translation>
    </message>
    <message>
        <source>The key could not be derived from this phrase.</source>
        <translation>无法从此助记词派生密钥。</translation>
    </message>
</context>
<context>
    <name>LocalPaymentController</name>
    <message>
        <source>A local payment is still in progress; wait for its outcome.</source>
        <translation>一笔本地支付仍在进行中；请等待其结果。</translation>
    </message>
    <message>
        <source>Local mode needs the app&apos;s database, which could not be opened.</source>
        <translation>本地模式需要应用的数据库，但该数据库无法打开。</translation>
    </message>
    <message>
        <source>%1 is not a wallet whose key is on this computer. Create or import it on the Wallets page.</source>
        <translation>%1 不是密钥保存在这台计算机上的钱包。请在“钱包”页面创建或导入。</translation>
    </message>
    <message>
        <source>An earlier payment from this wallet (%1) may still land. Paydesk signs nothing new for it until that payment has a final outcome.</source>
        <translation>此钱包之前的一笔支付（%1）可能仍会上链。在该支付有最终结果之前，Paydesk 不会为此钱包签署任何新内容。</translation>
    </message>
    <message>
        <source>%1 is not a wallet address.</source>
        <translation>%1 不是钱包地址。</translation>
    </message>
    <message>
        <source>Paydesk cannot sign %1 payments on this computer: pay from a Solana or EVM wallet.</source>
        <translation>Paydesk 无法在此计算机上签署 %1 付款：请从 Solana 或 EVM 钱包付款。</translation>
    </message>
    <message>
        <source>%1 cannot co-sign a buyer&apos;s payment here: choose a wallet on this computer of a chain that does (%2).</source>
        <translation>%1 无法在此共同签署买家的付款：请选择此计算机上属于支持该操作的链的钱包（%2）。</translation>
    </message>
</context>
<context>
    <name>LocalWalletModel</name>
    <message>
        <source>Label</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>地址</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>Key from</source>
        <translation>密钥来源</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>余额</translation>
    </message>
    <message>
        <source>Wallet</source>
        <translation>钱包</translation>
    </message>
</context>
<context>
    <name>LostAttempt</name>
    <message>
        <source>The payment expired unused: nothing was paid.</source>
        <translation>该支付未被使用即已过期：未支付任何款项。</translation>
    </message>
</context>
<context>
    <name>LostAuthorization</name>
    <message>
        <source>No EVM node for %1 to ask.</source>
        <translation>没有可查询的 %1 EVM 节点。</translation>
    </message>
    <message>
        <source>Permit2&apos;s answer is not readable.</source>
        <translation>无法读取 Permit2 的应答。</translation>
    </message>
    <message>
        <source>The journaled proof is no EIP-3009 or Permit2 authorization.</source>
        <translation>日志中的证明不是 EIP-3009 或 Permit2 授权。</translation>
    </message>
</context>
<context>
    <name>Mnemonic</name>
    <message>
        <source>The words are all valid, but their checksum does not match: a word is wrong or two are swapped. Check the phrase against your backup.</source>
        <translation>所有单词都有效，但校验和不匹配：有一个单词错误，或有两个单词顺序颠倒。请对照您的备份检查助记词。</translation>
    </message>
    <message>
        <source>Word %1 is not in the BIP-39 English word list. Check its spelling against your backup.</source>
        <translation>第 %1 个单词不在 BIP-39 英文单词表中。请对照您的备份检查拼写。</translation>
    </message>
    <message>
        <source>A recovery phrase has 12, 15, 18, 21 or 24 words; this one has %1.</source>
        <translation>助记词由 12、15、18、21 或 24 个单词组成；此助记词有 %1 个。</translation>
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
        <translation>沙盒 Solana</translation>
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
        <translation>Avalanche C 链</translation>
    </message>
    <message>
        <source>Avalanche Fuji</source>
        <translation>Avalanche Fuji</translation>
    </message>
    <message>
        <source>Sandbox EVM</source>
        <translation>沙盒 EVM</translation>
    </message>
</context>
<context>
    <name>OptionBalance</name>
    <message>
        <source>no EVM RPC endpoint on %1 to read it</source>
        <translation>%1 上没有可用于读取余额的 EVM RPC 端点</translation>
    </message>
    <message>
        <source>no RPC endpoint on %1 to read it</source>
        <translation>%1 上没有可用于读取余额的 RPC 端点</translation>
    </message>
    <message>
        <source>%1 is not a known token</source>
        <translation>%1 不是已知的代币</translation>
    </message>
    <message>
        <source>the RPC endpoint sent no balance</source>
        <translation>RPC 端点没有返回余额</translation>
    </message>
    <message>
        <source>the node sent no genesis hash</source>
        <translation>节点未发送创世哈希</translation>
    </message>
    <message>
        <source>the Solana node is on %1, not on %2</source>
        <translation>该 Solana 节点位于 %1 上，而不是 %2 上</translation>
    </message>
    <message>
        <source>a private cluster (genesis %1)</source>
        <translation>私有集群（创世哈希 %1）</translation>
    </message>
    <message>
        <source>Paydesk has no test funds for %1 wallets.</source>
        <translation>Paydesk 没有用于 %1 钱包的测试资金。</translation>
    </message>
    <message>
        <source>1 test ETH and 100 test USDC are in the wallet.</source>
        <translation>钱包中已有 1 个测试 ETH 和 100 个测试 USDC。</translation>
    </message>
    <message>
        <source>5 test SOL and 100 test USDC are in the wallet.</source>
        <translation>5 个测试 SOL 和 100 个测试 USDC 已存入钱包。</translation>
    </message>
    <message>
        <source>5 test SOL are on their way.</source>
        <translation>5 个测试 SOL 正在转入。</translation>
    </message>
    <message>
        <source>the EVM node sent no chain id</source>
        <translation>EVM 节点没有发送链 ID</translation>
    </message>
    <message>
        <source>Paydesk cannot ask a %1 node which network it is on.</source>
        <translation>Paydesk 无法询问 %1 节点它在哪个网络上。</translation>
    </message>
</context>
<context>
    <name>OptionChooser</name>
    <message>
        <source>option %1 (%2 on %3): %4</source>
        <translation>选项 %1（%3 上的 %2）：%4</translation>
    </message>
    <message>
        <source>Paydesk cannot pay for this resource: %1</source>
        <translation>Paydesk 无法为此资源付款：%1</translation>
    </message>
    <message>
        <source>option %1 (%2 on %3): a token is paid from a local wallet, with its own key (--local); the payment service sends only the network&apos;s coin.</source>
        <translation>选项 %1（%3 上的 %2）：代币须从本地钱包用其自己的密钥支付（--local）；支付服务只发送该网络的币。</translation>
    </message>
    <message>
        <source>option %1 (%2 on %3): your wallets on %3 hold too little to pay it.</source>
        <translation>选项 %1（%3 上的 %2）：您在 %3 上的钱包余额不足，无法支付。</translation>
    </message>
    <message>
        <source>your wallet %1 pays on %2, the network its node is on, not on %3.</source>
        <translation>您的钱包 %1 在其节点所在的网络 %2 上付款，而不是在 %3 上。</translation>
    </message>
    <message>
        <source>your hosted wallet %1 is on %2, not on %3.</source>
        <translation>您的托管钱包 %1 在 %2 上，而不在 %3 上。</translation>
    </message>
    <message>
        <source>no wallet was given to pay from.</source>
        <translation>未指定用于付款的钱包。</translation>
    </message>
    <message>
        <source>none of the wallets you pay from (%1) is on %2.</source>
        <translation>您用于付款的钱包（%1）都不在 %2 上。</translation>
    </message>
    <message>
        <source>none of your hosted wallets (%1) is on %2.</source>
        <translation>您的托管钱包（%1）都不在 %2 上。</translation>
    </message>
</context>
<context>
    <name>OptionLimits</name>
    <message>
        <source>The price %1 is in another asset than your maximum of %2; nothing was paid. Give the maximum in the asset of the price.</source>
        <translation>价格 %1 与您设定的上限 %2 属于不同资产；未支付任何款项。请以价格所用的资产设定上限。</translation>
    </message>
    <message>
        <source>The price %1 is above your maximum of %2; nothing was paid.</source>
        <translation>价格 %1 超出了您设定的上限 %2；未支付任何款项。</translation>
    </message>
</context>
<context>
    <name>PaidFetchJournal</name>
    <message>
        <source>the attempt is no longer open (closed as abandoned)</source>
        <translation>该尝试已不再处于打开状态（已作为放弃关闭）</translation>
    </message>
</context>
<context>
    <name>PastedPayment</name>
    <message>
        <source>Paste an X-PAYMENT value or a whole HTTP request.</source>
        <translation>请粘贴 X-PAYMENT 值或完整的 HTTP 请求。</translation>
    </message>
    <message>
        <source>The request carries no X-PAYMENT or PAYMENT-SIGNATURE header: the buyer has not paid.</source>
        <translation>该请求不含 X-PAYMENT 或 PAYMENT-SIGNATURE 标头：买方尚未付款。</translation>
    </message>
</context>
<context>
    <name>PayeeRules</name>
    <message>
        <source>%1 is not a Solana or EVM address.</source>
        <translation>%1 不是 Solana 或 EVM 地址。</translation>
    </message>
    <message>
        <source>you deny payments to %1 (take it off your payee lists to pay it).</source>
        <translation>您拒绝向 %1 付款（将其从收款方列表中移除即可付款）。</translation>
    </message>
    <message>
        <source>%1 is not on your list of allowed payees (allow it to pay it).</source>
        <translation>%1 不在您允许的收款方列表上（允许后即可付款）。</translation>
    </message>
</context>
<context>
    <name>PaymentCost</name>
    <message>
        <source>about %1 %2, plus any priority fee the service adds</source>
        <translation>约 %1 %2，另加服务添加的优先手续费（如有）</translation>
    </message>
    <message>
        <source>at most %1 %2</source>
        <translation>最多 %1 %2</translation>
    </message>
    <message>
        <source>about %1 %2</source>
        <translation>约 %1 %2</translation>
    </message>
    <message>
        <source>unknown (balance not read)</source>
        <translation>未知（未读取余额）</translation>
    </message>
    <message>
        <source>short by %1 %2</source>
        <translation>差 %1 %2</translation>
    </message>
</context>
<context>
    <name>PaymentJournal</name>
    <message>
        <source>Paydesk&apos;s database file is not available, so local payments are off: a payment must be journaled on disk before it is sent.</source>
        <translation>Paydesk 的数据库文件不可用，因此本地支付已关闭：支付在发送之前必须先记入磁盘上的日志。</translation>
    </message>
    <message>
        <source>The database %1 is in use by another program (%2). Close it and try again.</source>
        <translation>数据库 %1 正被另一个程序（%2）使用。请关闭该程序，然后重试。</translation>
    </message>
    <message>
        <source>The database %1 is read-only (%2), so Paydesk cannot record payments in it. Make the file and its folder writable for you and try again; nothing was changed.</source>
        <translation>数据库 %1 为只读（%2），因此 Paydesk 无法在其中记录支付。请确保您对该文件及其所在文件夹有写入权限，然后重试；未做任何更改。</translation>
    </message>
    <message>
        <source>The database %1 could not be written: the disk is full or failing (%2). Free some space and try again; what was already stored is kept.</source>
        <translation>无法写入数据库 %1：磁盘已满或出现故障（%2）。请释放一些空间，然后重试；已保存的内容会保留。</translation>
    </message>
    <message>
        <source>The database %1 is damaged (%2). Paydesk did not change it and will not write to it. Quit Paydesk, move the file aside (keep it: it holds your payment journal) or restore a backup, then start Paydesk again.</source>
        <translation>数据库 %1 已损坏（%2）。Paydesk 未更改该文件，也不会写入它。请退出 Paydesk，将该文件移到别处（请保留它：其中包含您的支付日志）或恢复备份，然后重新启动 Paydesk。</translation>
    </message>
    <message>
        <source>The database %1 cannot be opened for writing (%2). Check that the file and its folder exist and are writable for you, then try again.</source>
        <translation>无法以写入方式打开数据库 %1（%2）。请检查该文件及其所在文件夹是否存在，以及您是否有写入权限，然后重试。</translation>
    </message>
    <message>
        <source>The database %1 failed: %2</source>
        <translation>数据库 %1 出错：%2</translation>
    </message>
</context>
<context>
    <name>PaymentOutcome</name>
    <message>
        <source>an unknown amount</source>
        <translation>未知金额</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Paid for a resource</source>
        <translation>已为资源付款</translation>
    </message>
    <message>
        <source>%1 for %2.</source>
        <translation>为 %2 支付 %1。</translation>
    </message>
    <message>
        <source>Payment confirmed</source>
        <translation>支付已确认</translation>
    </message>
    <message>
        <source>%1 to %2, confirmed on chain.</source>
        <translation>向 %2 支付的 %1 已在链上确认。</translation>
    </message>
    <message>
        <source>Payment not sent</source>
        <translation>支付未发送</translation>
    </message>
    <message>
        <source>%1 to %2: %3</source>
        <translation>向 %2 支付 %1：%3</translation>
    </message>
    <message>
        <source>Paid, but the resource did not arrive</source>
        <translation>已付款，但未收到资源</translation>
    </message>
    <message>
        <source>%1 for %2: %3</source>
        <translation>为 %2 支付 %1：%3</translation>
    </message>
    <message>
        <source>Payment failed</source>
        <translation>支付失败</translation>
    </message>
    <message>
        <source>%1 to %2 failed.</source>
        <translation>向 %2 支付 %1 失败。</translation>
    </message>
    <message>
        <source>%1 to %2 failed: %3</source>
        <translation>向 %2 支付 %1 失败：%3</translation>
    </message>
    <message>
        <source>Payment expired</source>
        <translation>支付已过期</translation>
    </message>
    <message>
        <source>%1 to %2 expired before it landed; nothing was charged.</source>
        <translation>向 %2 支付的 %1 在上链前已过期；未收取任何费用。</translation>
    </message>
    <message>
        <source>Payment received</source>
        <translation>已收到支付</translation>
    </message>
    <message>
        <source>%1, verified at the seller desk.</source>
        <translation>%1，已在卖方工作台验证。</translation>
    </message>
    <message>
        <source>%1 from %2, verified at the seller desk.</source>
        <translation>来自 %2 的 %1，已在卖方工作台验证。</translation>
    </message>
    <message>
        <source>%1 into %2, confirmed on chain.</source>
        <translation>转入 %2 的 %1 已在链上确认。</translation>
    </message>
    <message>
        <source>Money received</source>
        <translation>已收到款项</translation>
    </message>
    <message>
        <source>%1 arrived in %2.</source>
        <translation>%1 已转入 %2。</translation>
    </message>
    <message>
        <source>%1 from %2 into %3.</source>
        <translation>来自 %2 的 %1 已转入 %3。</translation>
    </message>
    <message>
        <source>Failed: the network fee was charged</source>
        <translation>失败：已收取网络手续费</translation>
    </message>
    <message>
        <source>Expired: nothing was charged</source>
        <translation>已过期：未收取任何费用</translation>
    </message>
    <message>
        <source>Refused by the network: nothing was charged</source>
        <translation>被网络拒绝：未收取任何费用</translation>
    </message>
    <message>
        <source>Not signed</source>
        <translation>未签名</translation>
    </message>
    <message>
        <source>Not final yet</source>
        <translation>尚未进入最终状态</translation>
    </message>
    <message>
        <source>Not sent</source>
        <translation>未发送</translation>
    </message>
    <message>
        <source>paying, outcome not known yet</source>
        <translation>正在支付，结果尚未知晓</translation>
    </message>
    <message>
        <source>paid, content not received</source>
        <translation>已支付，未收到内容</translation>
    </message>
    <message>
        <source>paid and delivered</source>
        <translation>已支付并已交付</translation>
    </message>
    <message>
        <source>paid, refused by the seller</source>
        <translation>已支付，被卖家拒绝</translation>
    </message>
    <message>
        <source>not paid</source>
        <translation>未支付</translation>
    </message>
</context>
<context>
    <name>PaymentProofInfo</name>
    <message>
        <source>Settled payment (already on the ledger)</source>
        <translation>已结算的支付（已记入账本）</translation>
    </message>
    <message>
        <source>Not a payment proof</source>
        <translation>不是支付凭证</translation>
    </message>
    <message>
        <source>Paste the X-PAYMENT value the buyer sent.</source>
        <translation>请粘贴买方发送的 X-PAYMENT 值。</translation>
    </message>
    <message>
        <source>This proof pays another wallet, not the one it is checked for.</source>
        <translation>此凭证支付给另一个钱包，而不是正在核对的钱包。</translation>
    </message>
    <message>
        <source>It pays %1, less than the %2 you expect.</source>
        <translation>它支付 %1，少于您预期的 %2。</translation>
    </message>
    <message>
        <source>The authorization expired at %1 UTC.</source>
        <translation>该授权已于 %1 UTC 过期。</translation>
    </message>
    <message>
        <source>The token %1 is not one Paydesk knows on %2, or its decimals differ.</source>
        <translation>Paydesk 不认识 %2 上的代币 %1，或其小数位数不同。</translation>
    </message>
    <message>
        <source>Paydesk cannot read a proof of the %1 scheme on %2.</source>
        <translation>Paydesk 无法读取 %2 上 %1 方案的证明。</translation>
    </message>
</context>
<context>
    <name>PaymentRequirements</name>
    <message>
        <source>missing.</source>
        <translation>缺失。</translation>
    </message>
    <message>
        <source>must be a string.</source>
        <translation>必须是字符串。</translation>
    </message>
    <message>
        <source>empty.</source>
        <translation>为空。</translation>
    </message>
    <message>
        <source>must be an object.</source>
        <translation>必须是对象。</translation>
    </message>
    <message>
        <source>longer than 256 bytes.</source>
        <translation>超过 256 字节。</translation>
    </message>
    <message>
        <source>must be a whole number from 0 to 30.</source>
        <translation>必须是 0 到 30 之间的整数。</translation>
    </message>
    <message>
        <source>missing; found only &quot;%1&quot;, the field of x402 version %2.</source>
        <translation>缺失；只找到了“%1”，即 x402 版本 %2 的字段。</translation>
    </message>
    <message>
        <source>must be a string of atomic units, not a JSON number.</source>
        <translation>必须是表示最小单位数量的字符串，而不是 JSON 数字。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a whole number of atomic units.</source>
        <translation>“%1”不是整数个最小单位。</translation>
    </message>
    <message>
        <source>a price of 0 is not a payment.</source>
        <translation>价格为 0 不构成支付。</translation>
    </message>
    <message>
        <source>contradicts &quot;%1&quot; (%2).</source>
        <translation>与“%1”（%2）矛盾。</translation>
    </message>
    <message>
        <source>%1 atomic units of %2</source>
        <translation>%1 个 %2 最小单位</translation>
    </message>
    <message>
        <source>not a JSON object.</source>
        <translation>不是 JSON 对象。</translation>
    </message>
    <message>
        <source>must be a whole number of seconds from 1 to 86400.</source>
        <translation>必须是 1 到 86400 之间的整数秒。</translation>
    </message>
    <message>
        <source>%1 is on another site than the requested %2.</source>
        <translation>%1 位于与所请求的 %2 不同的网站。</translation>
    </message>
    <message>
        <source>must be an object or null.</source>
        <translation>必须是对象或 null。</translation>
    </message>
    <message>
        <source>%1 is the token&apos;s own contract, not a wallet: money sent there is lost.</source>
        <translation>%1 是该代币自身的合约，不是钱包：转到那里的资金将会丢失。</translation>
    </message>
    <message>
        <source>%1 is the Permit2 contract, not a wallet: money sent there is lost.</source>
        <translation>%1 是 Permit2 合约，不是钱包：转到那里的资金将会丢失。</translation>
    </message>
    <message>
        <source>%1 is not a %2 address, but the network is %2.</source>
        <translation>%1 不是 %2 地址，但网络是 %2。</translation>
    </message>
    <message>
        <source>says %1, but native %2 has %3 decimals.</source>
        <translation>值为 %1，但原生 %2 有 %3 位小数。</translation>
    </message>
    <message>
        <source>up to %1</source>
        <translation>最多 %1</translation>
    </message>
</context>
<context>
    <name>Permit2</name>
    <message>
        <source>The Permit2 authorization&apos;s &quot;%1&quot; is missing or malformed.</source>
        <translation>Permit2 授权的“%1”缺失或格式错误。</translation>
    </message>
    <message>
        <source>The Permit2 payment could not be signed with the key of %1; nothing was sent.</source>
        <translation>无法用 %1 的密钥签署 Permit2 付款；未发送任何内容。</translation>
    </message>
    <message>
        <source>Permit2 may move only %1 %2 of this wallet, less than the price: approve Permit2 first.</source>
        <translation>Permit2 只能从此钱包转移 %1 %2，低于价格：请先为 Permit2 授权。</translation>
    </message>
    <message>
        <source>the seller asks for a Permit2 transfer, and %1 lets Permit2 (%2) move only %3 of its %4, less than the price of %5. Approve Permit2 for at least %5 from this wallet (an approve transaction on the token %6: &quot;Approve Permit2&quot; on the Pay page, or paydesk-cli permit2 approve &quot;%5&quot; --from %1), then pay again; Paydesk never signs an unlimited approval for you.</source>
        <translation>卖家要求 Permit2 转账，而 %1 只允许 Permit2（%2）转移其 %4 中的 %3，低于价格 %5。请先从此钱包为 Permit2 授权至少 %5（对代币 %6 的一笔 approve 交易：支付页面上的“授权 Permit2”，或 paydesk-cli permit2 approve &quot;%5&quot; --from %1），然后再次支付；Paydesk 绝不会替您签署无限额授权。</translation>
    </message>
    <message>
        <source>the seller asks for a Permit2 transfer, and %1 lets Permit2 (%2) move only %3 of its %4, less than the %5 it may charge at most. Approve Permit2 for at least %5 from this wallet (an approve transaction on the token %6: &quot;Approve Permit2&quot; on the Pay page, or paydesk-cli permit2 approve &quot;%5&quot; --from %1), then pay again; Paydesk never signs an unlimited approval for you.</source>
        <translation>卖家要求 Permit2 转账,而 %1 只允许 Permit2(%2)转出其 %4 中的 %3,少于其最多可扣的 %5。请先从此钱包为 Permit2 授权至少 %5(在代币 %6 上的 approve 交易:付款页面的“授权 Permit2”,或 paydesk-cli permit2 approve &quot;%5&quot; --from %1),然后再次付款;Paydesk 从不替您签署无限额授权。</translation>
    </message>
    <message>
        <source>Permit2 may move only %1 %2 of this wallet, less than the most it may charge: approve Permit2 first.</source>
        <translation>Permit2 只能转出此钱包的 %1 %2,少于最多可扣的金额:请先授权 Permit2。</translation>
    </message>
</context>
<context>
    <name>Permit2Allowance</name>
    <message>
        <source>No EVM node on %1 to read the Permit2 allowance from; nothing was signed.</source>
        <translation>%1 上没有可读取 Permit2 授权额度的 EVM 节点;未签署任何内容。</translation>
    </message>
    <message>
        <source>The Permit2 allowance could not be read (%1); nothing was signed.</source>
        <translation>无法读取 Permit2 授权额度(%1);未签署任何内容。</translation>
    </message>
    <message>
        <source>The payment was not made: %1</source>
        <translation>未付款:%1</translation>
    </message>
    <message>
        <source>Reading how much %1 Permit2 may move from %2...</source>
        <translation>正在读取 Permit2 可从 %2 转出多少 %1...</translation>
    </message>
</context>
<context>
    <name>ProofCodec</name>
    <message>
        <source>The payment proof is not base64 text.</source>
        <translation>支付凭证不是 base64 文本。</translation>
    </message>
    <message>
        <source>The payment proof does not decode to an x402 payment payload.</source>
        <translation>支付凭证解码后不是 x402 支付载荷。</translation>
    </message>
    <message>
        <source>The payment proof&apos;s x402Version must be 1 or 2.</source>
        <translation>支付凭证的 x402Version 必须为 1 或 2。</translation>
    </message>
    <message>
        <source>The payment proof has no payload object.</source>
        <translation>支付凭证没有 payload 对象。</translation>
    </message>
    <message>
        <source>The payment proof names neither a transaction signature nor a signed transaction.</source>
        <translation>支付凭证中既没有交易签名，也没有已签名交易。</translation>
    </message>
    <message>
        <source>The payment proof&apos;s EIP-3009 authorization is unusable: %1</source>
        <translation>支付凭证中的 EIP-3009 授权无法使用：%1</translation>
    </message>
    <message>
        <source>The payment proof&apos;s EIP-3009 signature is not 65 bytes of hex.</source>
        <translation>支付凭证中的 EIP-3009 签名不是 65 字节的十六进制数据。</translation>
    </message>
    <message>
        <source>The payment proof&apos;s Permit2 authorization is unusable: %1</source>
        <translation>付款证明中的 Permit2 授权无法使用：%1</translation>
    </message>
    <message>
        <source>The payment proof&apos;s Permit2 signature is not 65 bytes of hex.</source>
        <translation>付款证明中的 Permit2 签名不是 65 字节的十六进制。</translation>
    </message>
    <message>
        <source>The upto payment&apos;s Permit2 witness names no facilitator.</source>
        <translation>upto 付款的 Permit2 见证未指定协调方。</translation>
    </message>
    <message>
        <source>The exact payment&apos;s Permit2 witness names a facilitator, which only upto&apos;s does.</source>
        <translation>exact 付款的 Permit2 见证指定了协调方,只有 upto 的见证才会这样。</translation>
    </message>
    <message>
        <source>The upto payment carries no Permit2 authorization.</source>
        <translation>upto 付款不含 Permit2 授权。</translation>
    </message>
    <message>
        <source>The payment proof&apos;s scheme must be &quot;exact&quot;, &quot;upto&quot; or (x402 v2) &quot;batch-settlement&quot;.</source>
        <translation>支付凭证的方案必须是“exact”、“upto”或（x402 v2）“batch-settlement”。</translation>
    </message>
    <message>
        <source>The channel payment is unusable: %1</source>
        <translation>该通道支付不可用：%1</translation>
    </message>
</context>
<context>
    <name>ReceiptBook</name>
    <message>
        <source>The seller&apos;s receipt names no transaction.</source>
        <translation>卖家的收据未注明任何交易。</translation>
    </message>
</context>
<context>
    <name>RecipientCheck</name>
    <message>
        <source>This is your own wallet %1.</source>
        <translation>这是您自己的钱包 %1。</translation>
    </message>
    <message>
        <source>This address starts and ends like your wallet %1 but is another address: look-alikes like this are how address poisoning diverts payments. Compare every character before you send.</source>
        <translation>此地址的开头和结尾与您的钱包 %1 相同，但它是另一个地址：地址投毒正是用这种相似地址劫走付款。发送前请逐个字符核对。</translation>
    </message>
    <message>
        <source>This address differs from your wallet %1 in only a few characters: check it for a typo before you send.</source>
        <translation>此地址与您的钱包 %1 只差几个字符：发送前请检查是否有输入错误。</translation>
    </message>
    <message>
        <source>You have not paid this address from this wallet before. Compare it with the address you were given, character by character.</source>
        <translation>您之前从未用此钱包向该地址付款。请将其与您收到的地址逐字符核对。</translation>
    </message>
    <message>
        <source>The recipient&apos;s account is empty on chain (0 %1): it has never received funds, or was emptied. A new or mistyped address looks like this.</source>
        <translation>收款方账户在链上为空（0 %1）：它从未收到过资金，或已被清空。新地址或输入有误的地址就是这样。</translation>
    </message>
</context>
<context>
    <name>RequirementsParser</name>
    <message>
        <source>The PAYMENT-REQUIRED header is not base64 of a JSON object.</source>
        <translation>PAYMENT-REQUIRED 标头不是 JSON 对象的 base64 编码。</translation>
    </message>
    <message>
        <source>The 402 answer has neither a PAYMENT-REQUIRED header nor a JSON body with x402 payment requirements.</source>
        <translation>402 响应中既没有 PAYMENT-REQUIRED 标头，也没有包含 x402 支付要求的 JSON 正文。</translation>
    </message>
    <message>
        <source>The payment requirements have no x402Version.</source>
        <translation>支付要求中没有 x402Version。</translation>
    </message>
    <message>
        <source>The PAYMENT-REQUIRED header says x402Version %1; the header carries version 2 requirements.</source>
        <translation>PAYMENT-REQUIRED 标头声明 x402Version 为 %1；该标头承载的是版本 2 的要求。</translation>
    </message>
    <message>
        <source>The 402 body says x402Version %1; Paydesk reads version 1 bodies and version 2 headers.</source>
        <translation>402 正文声明 x402Version 为 %1；Paydesk 读取版本 1 的正文和版本 2 的标头。</translation>
    </message>
    <message>
        <source>resource.url is missing; the requested URL is assumed.</source>
        <translation>缺少 resource.url；假定为所请求的 URL。</translation>
    </message>
    <message>
        <source>The requirements are for %1, another site than %2: refused.</source>
        <translation>这些要求针对的是 %1，与 %2 不是同一网站：已拒绝。</translation>
    </message>
    <message>
        <source>The payment requirements list no payment option (accepts).</source>
        <translation>支付要求中没有列出任何支付选项（accepts）。</translation>
    </message>
    <message>
        <source>The payment requirements list %1 options; at most 32 are read.</source>
        <translation>支付要求列出了 %1 个选项；最多读取 32 个。</translation>
    </message>
    <message>
        <source>accepts[%1]: %2</source>
        <translation>accepts[%1]：%2</translation>
    </message>
    <message>
        <source>None of the payment options is valid: %1</source>
        <translation>没有一个支付选项有效：%1</translation>
    </message>
    <message>
        <source>it contradicts option %1: the same scheme, network and asset with another price or recipient.</source>
        <translation>它与选项 %1 矛盾：方案、网络和资产相同，但价格或收款方不同。</translation>
    </message>
    <message>
        <source>The PAYMENT-REQUIRED header and the JSON body disagree for %1: %2 to %3 against %4 to %5. Paydesk pays neither.</source>
        <translation>PAYMENT-REQUIRED 标头与 JSON 正文对 %1 的说明不一致：%2 付给 %3，对比 %4 付给 %5。Paydesk 不会支付其中任何一个。</translation>
    </message>
    <message>
        <source>The PAYMENT-REQUIRED header is too large (%1 KB; Paydesk reads at most %2 KB): nothing was paid.</source>
        <translation>PAYMENT-REQUIRED 头过大（%1 KB；Paydesk 最多读取 %2 KB）：未支付任何款项。</translation>
    </message>
    <message>
        <source>The 402 answer has no PAYMENT-REQUIRED header Paydesk can read (none, or one over 100 KB, which is not read) and its body is not x402 payment requirements: nothing was paid.</source>
        <translation>402 响应中没有 Paydesk 能读取的 PAYMENT-REQUIRED 头（没有，或超过 100 KB 而未被读取），其正文也不是 x402 付款要求：未支付任何款项。</translation>
    </message>
</context>
<context>
    <name>RpcCall</name>
    <message>
        <source>Cannot reach the Solana RPC endpoint (%1).</source>
        <translation>无法连接到 Solana RPC 端点（%1）。</translation>
    </message>
    <message>
        <source>The Solana RPC endpoint did not answer %1 in time.</source>
        <translation>Solana RPC 端点未及时响应 %1。</translation>
    </message>
    <message>
        <source>The Solana RPC endpoint answered HTTP %1 to %2.</source>
        <translation>Solana RPC 端点对 %2 返回了 HTTP %1。</translation>
    </message>
    <message>
        <source>%1 failed: %2</source>
        <translation>%1 失败：%2</translation>
    </message>
    <message>
        <source>The Solana RPC endpoint sent an unreadable answer to %1 (%2).</source>
        <translation>Solana RPC 端点对 %1 返回了无法读取的响应（%2）。</translation>
    </message>
    <message>
        <source>timeout</source>
        <translation>超时</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>不是 JSON 对象</translation>
    </message>
    <message>
        <source>no result</source>
        <translation>没有结果</translation>
    </message>
    <message>
        <source>nested too deeply</source>
        <translation>嵌套层级过深</translation>
    </message>
    <message>
        <source>Cannot reach the EVM RPC endpoint (%1).</source>
        <translation>无法连接到 EVM RPC 端点（%1）。</translation>
    </message>
    <message>
        <source>The EVM RPC endpoint did not answer %1 in time.</source>
        <translation>EVM RPC 端点未及时响应 %1。</translation>
    </message>
    <message>
        <source>The EVM RPC endpoint answered HTTP %1 to %2.</source>
        <translation>EVM RPC 端点对 %2 返回了 HTTP %1。</translation>
    </message>
    <message>
        <source>The EVM RPC endpoint sent an unreadable answer to %1 (%2).</source>
        <translation>EVM RPC 端点对 %1 返回了无法读取的响应（%2）。</translation>
    </message>
</context>
<context>
    <name>RpcEndpoint</name>
    <message>
        <source>The sandbox&apos;s RPC needs the service URL (--service).</source>
        <translation>沙盒的 RPC 需要服务 URL（--service）。</translation>
    </message>
    <message>
        <source>The RPC endpoint must be mainnet-beta, devnet, testnet, sandbox or an http(s) URL; &apos;%1&apos; is none of these.</source>
        <translation>RPC 端点必须是 mainnet-beta、devnet、testnet、sandbox 或 http(s) URL；“%1”都不是。</translation>
    </message>
    <message>
        <source>Use https for an RPC endpoint that is not on this computer.</source>
        <translation>对于不在本机上的 RPC 端点，请使用 https。</translation>
    </message>
</context>
<context>
    <name>SchemeClient</name>
    <message>
        <source>the token %1 is not one Paydesk knows on %2: it pays USDC and the tokens you added, so it never trusts a seller&apos;s decimals. If you trust this token, add it with its own decimals: paydesk-cli token add %3 %1 --symbol SYMBOL --decimals N.</source>
        <translation>代币 %1 不是 Paydesk 在 %2 上已知的代币：它只支付 USDC 和您添加的代币，绝不信任卖家给的小数位。如果您信任此代币，请以其自身的小数位添加：paydesk-cli token add %3 %1 --symbol SYMBOL --decimals N。</translation>
    </message>
    <message>
        <source>the chain cannot tell for this kind of payment</source>
        <translation>对于这类支付，链无法判断</translation>
    </message>
</context>
<context>
    <name>SchemeRegistry</name>
    <message>
        <source>the payment scheme &quot;%1&quot; is not one Paydesk pays (it pays %2).</source>
        <translation>支付方案“%1”不是 Paydesk 支持支付的方案（它支持 %2）。</translation>
    </message>
    <message>
        <source>Paydesk does not know the network &quot;%1&quot;.</source>
        <translation>Paydesk 不认识网络“%1”。</translation>
    </message>
    <message>
        <source>Paydesk does not pay the &quot;%1&quot; scheme on %2.</source>
        <translation>Paydesk 不支付 %2 上的“%1”方案。</translation>
    </message>
    <message>
        <source>its price cannot be converted exactly: the decimals of %1 are not known.</source>
        <translation>无法精确换算其价格：%1 的小数位数未知。</translation>
    </message>
    <message>
        <source>no payment scheme Paydesk knows made this payment</source>
        <translation>此支付并非由 Paydesk 已知的任何支付方案完成</translation>
    </message>
</context>
<context>
    <name>ServiceConfig</name>
    <message>
        <source>The service address is not a valid URL. Enter it as https://api.example.com</source>
        <translation>服务地址不是有效的 URL。请按 https://api.example.com 的格式输入</translation>
    </message>
    <message>
        <source>Do not put a user name or password in the service address; the API key is sent separately.</source>
        <translation>请勿在服务地址中包含用户名或密码；API 密钥会单独发送。</translation>
    </message>
    <message>
        <source>The service address uses http:// on a remote host: the API key and payments would travel unencrypted. Use https:// (http:// is allowed only for this computer, e.g. the built-in sandbox).</source>
        <translation>服务地址对远程主机使用了 http://：API 密钥和支付将以未加密的方式传输。请使用 https://（http:// 仅允许用于本机，例如内置沙盒）。</translation>
    </message>
    <message>
        <source>The service address must start with https://</source>
        <translation>服务地址必须以 https:// 开头</translation>
    </message>
</context>
<context>
    <name>SettingsModel</name>
    <message>
        <source>The template must contain {signature} where the transaction signature goes.</source>
        <translation>模板必须在交易签名所在的位置包含 {signature}。</translation>
    </message>
</context>
<context>
    <name>SettledCharge</name>
    <message>
        <source>no transaction or node to read</source>
        <translation>没有可读取的交易或节点</translation>
    </message>
    <message>
        <source>the node knows no receipt of it</source>
        <translation>节点上没有它的收据</translation>
    </message>
    <message>
        <source>the settlement reverted</source>
        <translation>结算已回滚</translation>
    </message>
    <message>
        <source>its logs cannot be read</source>
        <translation>无法读取其日志</translation>
    </message>
</context>
<context>
    <name>ShortVec</name>
    <message>
        <source>compact-u16 offset out of range</source>
        <translation>compact-u16 偏移量超出范围</translation>
    </message>
    <message>
        <source>compact-u16 value is truncated</source>
        <translation>compact-u16 值被截断</translation>
    </message>
    <message>
        <source>compact-u16 value exceeds 65535</source>
        <translation>compact-u16 值超过 65535</translation>
    </message>
    <message>
        <source>compact-u16 value has a non-minimal encoding</source>
        <translation>compact-u16 值的编码不是最短形式</translation>
    </message>
</context>
<context>
    <name>SiteBudget</name>
    <message>
        <source>The two caps must be in the same currency.</source>
        <translation>两个上限必须使用相同的币种。</translation>
    </message>
    <message>
        <source>The cap per payment (%1) is above the cap per day (%2): no day could allow such a payment. Raise the cap per day or lower the cap per payment.</source>
        <translation>每笔支付上限（%1）高于每日上限（%2）：任何一天都无法允许这样的支付。请提高每日上限或降低每笔支付上限。</translation>
    </message>
    <message>
        <source>The cap %1 (%2) must be more than zero, at least the cap per payment and at least the cap of a shorter window (%3).</source>
        <translation>%1上限（%2）必须大于零，不低于每笔上限，且不低于更短时段的上限（%3）。</translation>
    </message>
    <message>
        <source>The budget would end %1, which is already past: give a later date, or none for no end.</source>
        <translation>预算将于%1结束，但该时间已过：请给出更晚的日期，或用 none 表示不结束。</translation>
    </message>
</context>
<context>
    <name>Slip10</name>
    <message>
        <source>A derivation path starts with m/, such as m/44&apos;/501&apos;/0&apos;/0&apos;.</source>
        <translation>派生路径以 m/ 开头，例如 m/44&apos;/501&apos;/0&apos;/0&apos;。</translation>
    </message>
    <message>
        <source>Step %1 of the path (%2) is not hardened: ed25519 keys can only be derived along hardened steps such as 0&apos;.</source>
        <translation>路径的第 %1 步（%2）不是强化派生：ed25519 密钥只能沿 0&apos; 这样的强化步骤派生。</translation>
    </message>
    <message>
        <source>Step %1 of the path is not a number below 2^31.</source>
        <translation>路径的第 %1 步不是小于 2^31 的数字。</translation>
    </message>
</context>
<context>
    <name>SolTransfer</name>
    <message>
        <source>A key or the blockhash of the payment is not 32 bytes.</source>
        <translation>付款的某个密钥或区块哈希不是 32 字节。</translation>
    </message>
    <message>
        <source>The payment moves no SOL.</source>
        <translation>此付款不转移任何 SOL。</translation>
    </message>
    <message>
        <source>The payment would go from your wallet to itself.</source>
        <translation>此付款将从您的钱包转给它自己。</translation>
    </message>
    <message>
        <source>The seller&apos;s memo is longer than %1 bytes.</source>
        <translation>卖家的备注超过 %1 字节。</translation>
    </message>
</context>
<context>
    <name>SolanaInstruction</name>
    <message>
        <source>fee payer is not a 32-byte key</source>
        <translation>手续费付款方不是 32 字节的密钥</translation>
    </message>
    <message>
        <source>recent blockhash is not 32 bytes</source>
        <translation>最近的 blockhash 不是 32 字节</translation>
    </message>
    <message>
        <source>instruction %1: program id is not a 32-byte key</source>
        <translation>指令 %1：程序 ID 不是 32 字节的密钥</translation>
    </message>
    <message>
        <source>instruction %1: the fee payer cannot be a program</source>
        <translation>指令 %1：手续费付款方不能是程序</translation>
    </message>
    <message>
        <source>instruction %1: account is not a 32-byte key</source>
        <translation>指令 %1：账户不是 32 字节的密钥</translation>
    </message>
    <message>
        <source>more than %1 distinct accounts</source>
        <translation>不同账户超过 %1 个</translation>
    </message>
    <message>
        <source>too many signers or read-only accounts</source>
        <translation>签名者或只读账户过多</translation>
    </message>
    <message>
        <source>System instruction data is shorter than 4 bytes</source>
        <translation>System 指令数据短于 4 字节</translation>
    </message>
    <message>
        <source>System transfer data is not 12 bytes</source>
        <translation>System 转账数据不是 12 字节</translation>
    </message>
    <message>
        <source>System transfer needs 2 accounts</source>
        <translation>System 转账需要 2 个账户</translation>
    </message>
    <message>
        <source>System advance-nonce data is not 4 bytes</source>
        <translation>System advance-nonce 数据不是 4 字节</translation>
    </message>
    <message>
        <source>System advance-nonce needs 3 accounts</source>
        <translation>System advance-nonce 需要 3 个账户</translation>
    </message>
    <message>
        <source>Compute budget instruction has no data</source>
        <translation>Compute Budget 指令没有数据</translation>
    </message>
    <message>
        <source>SetComputeUnitLimit data is not 5 bytes</source>
        <translation>SetComputeUnitLimit 数据不是 5 字节</translation>
    </message>
    <message>
        <source>SetComputeUnitPrice data is not 9 bytes</source>
        <translation>SetComputeUnitPrice 数据不是 9 字节</translation>
    </message>
    <message>
        <source>Token instruction has no data</source>
        <translation>Token 指令没有数据</translation>
    </message>
    <message>
        <source>Token TransferChecked data is not 10 bytes</source>
        <translation>Token TransferChecked 数据不是 10 字节</translation>
    </message>
    <message>
        <source>Token TransferChecked needs 4 accounts</source>
        <translation>Token TransferChecked 需要 4 个账户</translation>
    </message>
    <message>
        <source>Token Transfer/Approve data is not 9 bytes</source>
        <translation>Token Transfer/Approve 数据不是 9 字节</translation>
    </message>
    <message>
        <source>Token Transfer/Approve needs 3 accounts</source>
        <translation>Token Transfer/Approve 需要 3 个账户</translation>
    </message>
    <message>
        <source>Token SetAuthority data is malformed</source>
        <translation>Token SetAuthority 数据格式错误</translation>
    </message>
    <message>
        <source>Token SetAuthority needs 2 accounts</source>
        <translation>Token SetAuthority 需要 2 个账户</translation>
    </message>
    <message>
        <source>Associated token account creation needs 6 accounts</source>
        <translation>创建关联代币账户需要 6 个账户</translation>
    </message>
    <message>
        <source>(lookup table address)</source>
        <translation>（查找表地址）</translation>
    </message>
    <message>
        <source>Transfer %1 SOL from %2 to %3</source>
        <translation>从 %2 向 %3 转账 %1 SOL</translation>
    </message>
    <message>
        <source>Advance nonce account %1</source>
        <translation>推进 nonce 账户 %1</translation>
    </message>
    <message>
        <source>System program instruction %1</source>
        <translation>System 程序指令 %1</translation>
    </message>
    <message>
        <source>Set the compute unit limit to %1</source>
        <translation>将计算单元上限设为 %1</translation>
    </message>
    <message>
        <source>Set the compute unit price to %1 micro-lamports</source>
        <translation>将计算单元价格设为 %1 微 lamports</translation>
    </message>
    <message>
        <source>Compute budget instruction %1</source>
        <translation>Compute Budget 指令 %1</translation>
    </message>
    <message>
        <source>Memo &quot;%1&quot;</source>
        <translation>备注“%1”</translation>
    </message>
    <message>
        <source>Transfer %1 tokens of mint %2 from %3 to %4</source>
        <translation>从 %3 向 %4 转账铸币地址 %2 的 %1 个代币</translation>
    </message>
    <message>
        <source>Transfer %1 token base units from %2 to %3</source>
        <translation>从 %2 向 %3 转账 %1 个代币基本单位</translation>
    </message>
    <message>
        <source>Allow %1 to spend %2 token base units from %3</source>
        <translation>允许 %1 从 %3 花费 %2 个代币基本单位</translation>
    </message>
    <message>
        <source>Change an authority of %1</source>
        <translation>更改 %1 的一项权限</translation>
    </message>
    <message>
        <source>%1 program instruction %2</source>
        <translation>%1 程序指令 %2</translation>
    </message>
    <message>
        <source>Create token account %1 for owner %2 (mint %3)</source>
        <translation>为所有者 %2 创建代币账户 %1（铸币地址 %3）</translation>
    </message>
    <message>
        <source>Undecoded %1 program instruction</source>
        <translation>未解码的 %1 程序指令</translation>
    </message>
    <message>
        <source>Unknown program %1</source>
        <translation>未知程序 %1</translation>
    </message>
    <message>
        <source>instruction %1: %2</source>
        <translation>指令 %1：%2</translation>
    </message>
    <message>
        <source>program index out of range</source>
        <translation>程序索引超出范围</translation>
    </message>
    <message>
        <source>account index out of range</source>
        <translation>账户索引超出范围</translation>
    </message>
    <message>
        <source>memo is not valid UTF-8</source>
        <translation>备注不是有效的 UTF-8</translation>
    </message>
</context>
<context>
    <name>SolanaMessage</name>
    <message>
        <source>message is truncated</source>
        <translation>消息被截断</translation>
    </message>
    <message>
        <source>message has no account keys</source>
        <translation>消息中没有账户密钥</translation>
    </message>
    <message>
        <source>message has more than %1 account keys</source>
        <translation>消息中的账户密钥超过 %1 个</translation>
    </message>
    <message>
        <source>message requires no signatures (no fee payer)</source>
        <translation>消息不需要任何签名（没有手续费付款方）</translation>
    </message>
    <message>
        <source>message requires %1 signatures but has only %2 keys</source>
        <translation>消息需要 %1 个签名，但只有 %2 个密钥</translation>
    </message>
    <message>
        <source>message has no writable signer to pay fees</source>
        <translation>消息中没有可写的签名者来支付手续费</translation>
    </message>
    <message>
        <source>message marks more read-only unsigned keys than it has</source>
        <translation>消息标记的只读未签名密钥多于其实际拥有的密钥</translation>
    </message>
    <message>
        <source>message has a duplicate account key</source>
        <translation>消息中有重复的账户密钥</translation>
    </message>
    <message>
        <source>message loads more than %1 accounts</source>
        <translation>消息加载的账户超过 %1 个</translation>
    </message>
    <message>
        <source>instruction %1: program index %2 out of range</source>
        <translation>指令 %1：程序索引 %2 超出范围</translation>
    </message>
    <message>
        <source>instruction %1: the fee payer cannot be a program</source>
        <translation>指令 %1：手续费付款方不能是程序</translation>
    </message>
    <message>
        <source>instruction %1: account index %2 out of range</source>
        <translation>指令 %1：账户索引 %2 超出范围</translation>
    </message>
    <message>
        <source>message is empty</source>
        <translation>消息为空</translation>
    </message>
    <message>
        <source>unsupported message version %1</source>
        <translation>不支持的消息版本 %1</translation>
    </message>
    <message>
        <source>address lookup table %1 loads no accounts</source>
        <translation>地址查找表 %1 未加载任何账户</translation>
    </message>
    <message>
        <source>trailing bytes after the message</source>
        <translation>消息之后有多余的字节</translation>
    </message>
</context>
<context>
    <name>SolanaTransaction</name>
    <message>
        <source>transaction is larger than %1 bytes</source>
        <translation>交易大于 %1 字节</translation>
    </message>
    <message>
        <source>transaction is empty</source>
        <translation>交易为空</translation>
    </message>
    <message>
        <source>transaction is truncated</source>
        <translation>交易被截断</translation>
    </message>
    <message>
        <source>trailing bytes after the transaction</source>
        <translation>交易之后有多余的字节</translation>
    </message>
    <message>
        <source>transaction has %1 signatures but the message requires %2</source>
        <translation>交易有 %1 个签名，但消息需要 %2 个</translation>
    </message>
    <message>
        <source>transaction is not valid base64</source>
        <translation>交易不是有效的 base64</translation>
    </message>
    <message>
        <source>signature %1 is missing</source>
        <translation>缺少签名 %1</translation>
    </message>
    <message>
        <source>signature %1 is not valid</source>
        <translation>签名 %1 无效</translation>
    </message>
</context>
<context>
    <name>SplBalance</name>
    <message>
        <source>%1 is not an SPL token Paydesk can read.</source>
        <translation>%1 不是 Paydesk 能读取的 SPL 代币。</translation>
    </message>
    <message>
        <source>the RPC endpoint sent no token accounts</source>
        <translation>RPC 端点未返回代币账户</translation>
    </message>
    <message>
        <source>this network has no %1 of mint %2</source>
        <translation>此网络上没有铸币 %2 的 %1</translation>
    </message>
</context>
<context>
    <name>SplTransfer</name>
    <message>
        <source>A key or the blockhash of the payment is not 32 bytes.</source>
        <translation>付款的某个密钥或区块哈希不是 32 字节。</translation>
    </message>
    <message>
        <source>The token accounts of the payment cannot be derived.</source>
        <translation>无法推导出付款的代币账户。</translation>
    </message>
    <message>
        <source>The payment must be a version 0 message without lookup tables.</source>
        <translation>付款必须是不含查找表的版本 0 消息。</translation>
    </message>
    <message>
        <source>The network fee must be paid by the seller&apos;s fee payer.</source>
        <translation>网络手续费必须由卖家的手续费支付方支付。</translation>
    </message>
    <message>
        <source>The seller names your own wallet as its fee payer: you would sign as the fee payer of the seller&apos;s transaction. Nothing was signed.</source>
        <translation>卖家将您自己的钱包指定为手续费支付方：您将以手续费支付方的身份签署卖家的交易。未签署任何内容。</translation>
    </message>
    <message>
        <source>The payment would need other signatures than yours and the fee payer&apos;s.</source>
        <translation>此付款将需要除您和手续费支付方以外的签名。</translation>
    </message>
    <message>
        <source>The payment must have exactly %1 instructions.</source>
        <translation>付款必须恰好包含 %1 条指令。</translation>
    </message>
    <message>
        <source>The seller&apos;s fee payer appears in an instruction of the payment: it could move your tokens or be paid from them. Nothing was signed.</source>
        <translation>卖家的手续费支付方出现在付款的某条指令中：它可能转走您的代币或从中获得支付。未签署任何内容。</translation>
    </message>
    <message>
        <source>The first instruction must set the compute-unit limit.</source>
        <translation>第一条指令必须设置计算单元上限。</translation>
    </message>
    <message>
        <source>The second instruction must set a compute-unit price of at most 5 lamports.</source>
        <translation>第二条指令必须设置不超过 5 lamport 的计算单元价格。</translation>
    </message>
    <message>
        <source>The third instruction must be the token&apos;s TransferChecked.</source>
        <translation>第三条指令必须是该代币的 TransferChecked。</translation>
    </message>
    <message>
        <source>The transfer must go from your token account to the seller&apos;s, in the asked token, with you as its authority.</source>
        <translation>转账必须以所要求的代币、由您作为授权方，从您的代币账户转到卖家的代币账户。</translation>
    </message>
    <message>
        <source>The transfer&apos;s amount or decimals differ from the price.</source>
        <translation>转账的金额或小数位数与价格不符。</translation>
    </message>
    <message>
        <source>The last instruction must be the seller&apos;s memo, with no accounts.</source>
        <translation>最后一条指令必须是卖家的备注，且不含账户。</translation>
    </message>
</context>
<context>
    <name>SvmProofReader</name>
    <message>
        <source>tokens of mint %1</source>
        <translation>铸币 %1 的代币</translation>
    </message>
    <message>
        <source>Signed authorization (not yet broadcast)</source>
        <translation>已签名的授权（尚未广播）</translation>
    </message>
    <message>
        <source>The signed transaction in the proof cannot be read: %1</source>
        <translation>无法读取支付凭证中的已签名交易：%1</translation>
    </message>
    <message>
        <source>The payer has not signed this transaction.</source>
        <translation>付款方尚未签署此交易。</translation>
    </message>
    <message>
        <source>Signed by the payer; valid until its recent blockhash expires (about a minute after signing)</source>
        <translation>已由付款方签名；在其最近的 blockhash 过期之前有效（签名后约一分钟）</translation>
    </message>
    <message>
        <source>Not signed by the payer: it cannot be valid</source>
        <translation>未经付款方签名：不可能有效</translation>
    </message>
</context>
<context>
    <name>TokenAccounts</name>
    <message>
        <source>the account is not a token mint (its owner is %1).</source>
        <translation>该账户不是代币铸币账户（其所有者为 %1）。</translation>
    </message>
    <message>
        <source>the mint&apos;s data is malformed (%1 bytes).</source>
        <translation>铸币账户的数据格式错误（%1 字节）。</translation>
    </message>
    <message>
        <source>the mint is not initialized.</source>
        <translation>铸币账户未初始化。</translation>
    </message>
    <message>
        <source>the token has a transfer fee, a transfer hook or cannot be transferred (Token-2022 extension %1): the seller would not get exactly the price.</source>
        <translation>该代币带有转账费、转账钩子或不可转让（Token-2022 扩展 %1）：卖家收到的金额将不等于价格。</translation>
    </message>
    <message>
        <source>the account is not a token account (its owner is %1).</source>
        <translation>该账户不是代币账户（其所有者为 %1）。</translation>
    </message>
    <message>
        <source>the token account&apos;s data is malformed (%1 bytes).</source>
        <translation>代币账户的数据格式错误（%1 字节）。</translation>
    </message>
    <message>
        <source>the token account is not initialized.</source>
        <translation>代币账户未初始化。</translation>
    </message>
</context>
<context>
    <name>TransactionPolicy</name>
    <message>
        <source>The network fee would be paid by %1, not by %2 as expected.</source>
        <translation>网络手续费将由 %1 支付，而不是预期的 %2。</translation>
    </message>
    <message>
        <source>This transaction does not ask your wallet %1 to sign it.</source>
        <translation>此交易并未要求您的钱包 %1 签名。</translation>
    </message>
    <message>
        <source>Some accounts come from address lookup tables, which Paydesk cannot show you: it will not sign what it cannot check.</source>
        <translation>部分账户来自地址查找表，Paydesk 无法向您显示：无法检查的内容，它不会签名。</translation>
    </message>
    <message>
        <source>The transaction also needs the signature of %1, which you did not ask for.</source>
        <translation>此交易还需要 %1 的签名，而这并非您所要求的。</translation>
    </message>
    <message>
        <source>The payer %1 has not validly signed this payment, so it cannot be accepted.</source>
        <translation>付款方 %1 未对此支付进行有效签名，因此无法接受。</translation>
    </message>
    <message>
        <source>The transaction contains a second transfer: %1.</source>
        <translation>此交易包含第二笔转账：%1。</translation>
    </message>
    <message>
        <source>The memo is &quot;%1&quot;, not the expected &quot;%2&quot;.</source>
        <translation>备注为“%1”，而不是预期的“%2”。</translation>
    </message>
    <message>
        <source>The transaction uses a durable nonce, so it would stay valid indefinitely instead of expiring within a minute.</source>
        <translation>此交易使用了持久 nonce（durable nonce），因此会无限期保持有效，而不会在一分钟内过期。</translation>
    </message>
    <message>
        <source>The transaction would let someone else spend tokens: %1.</source>
        <translation>此交易将允许他人花费代币：%1。</translation>
    </message>
    <message>
        <source>The transaction would change who controls an account: %1.</source>
        <translation>此交易将更改账户的控制者：%1。</translation>
    </message>
    <message>
        <source>The transaction calls a program Paydesk does not know: %1.</source>
        <translation>此交易调用了 Paydesk 不认识的程序：%1。</translation>
    </message>
    <message>
        <source>The transaction does more than the payment you asked for: %1.</source>
        <translation>此交易所做的不止您要求的支付：%1。</translation>
    </message>
    <message>
        <source>The transaction sets its compute budget more than once.</source>
        <translation>此交易多次设置其 Compute Budget。</translation>
    </message>
    <message>
        <source>The transaction should carry exactly one memo &quot;%1&quot;.</source>
        <translation>此交易应当恰好包含一条备注“%1”。</translation>
    </message>
    <message>
        <source>The transaction does not transfer anything.</source>
        <translation>此交易没有转账任何内容。</translation>
    </message>
    <message>
        <source>The transfer&apos;s accounts come from a lookup table and cannot be checked.</source>
        <translation>转账的账户来自查找表，无法检查。</translation>
    </message>
    <message>
        <source>The money would go to %1, not to %2.</source>
        <translation>资金将转给 %1，而不是 %2。</translation>
    </message>
    <message>
        <source>The transfer moves %1 SOL, not the %2 SOL you asked for.</source>
        <translation>该转账转出 %1 SOL，而不是您要求的 %2 SOL。</translation>
    </message>
    <message>
        <source>The money would be taken from %1, not from %2.</source>
        <translation>资金将从 %1 扣除，而不是从 %2。</translation>
    </message>
    <message>
        <source>the buyer</source>
        <translation>买方</translation>
    </message>
    <message>
        <source>The priority fee is %1 SOL, above your limit of %2 SOL.</source>
        <translation>优先手续费为 %1 SOL，高于您设定的上限 %2 SOL。</translation>
    </message>
    <message>
        <source>The transaction has expired (its blockhash is no longer valid). Fetch a fresh one.</source>
        <translation>此交易已过期（其 blockhash 已不再有效）。请获取新的交易。</translation>
    </message>
    <message>
        <source>The transaction has expired. Fetch a fresh one.</source>
        <translation>此交易已过期。请获取新的交易。</translation>
    </message>
    <message>
        <source>Paydesk cannot read this transaction (%1), so it will not sign it.</source>
        <translation>Paydesk 无法读取此交易（%1），因此不会签名。</translation>
    </message>
    <message>
        <source>incomplete</source>
        <translation>不完整</translation>
    </message>
    <message numerus="yes">
        <source>Only %n second(s) left before the transaction expires: too little to send it safely. Fetch a fresh one.</source>
        <translation>
            <numerusform>距离交易过期仅剩 %n 秒：时间太短，无法安全发送。请获取新的交易。</numerusform>
        </translation>
    </message>
    <message>
        <source>Pay %1 SOL from %2 to %3; network fee %4 SOL paid by you (priority %5 SOL)</source>
        <translation>从 %2 向 %3 支付 %1 SOL；网络手续费 %4 SOL 由您支付（优先手续费 %5 SOL）</translation>
    </message>
    <message>
        <source>Pay %1 SOL from %2 to %3; network fee %4 SOL paid by the seller (fee payer %5), not by you</source>
        <translation>从 %2 向 %3 支付 %1 SOL；网络手续费 %4 SOL 由卖方支付（手续费付款方 %5），而不是由您支付</translation>
    </message>
</context>
<context>
    <name>UnpayableAddresses</name>
    <message>
        <source>the System Program</source>
        <translation>System 程序</translation>
    </message>
    <message>
        <source>the SPL Token program</source>
        <translation>SPL Token 程序</translation>
    </message>
    <message>
        <source>the Token-2022 program</source>
        <translation>Token-2022 程序</translation>
    </message>
    <message>
        <source>the Associated Token Account program</source>
        <translation>Associated Token Account 程序</translation>
    </message>
    <message>
        <source>the Memo program</source>
        <translation>Memo 程序</translation>
    </message>
    <message>
        <source>the Memo program (v1)</source>
        <translation>Memo 程序（v1）</translation>
    </message>
    <message>
        <source>the Compute Budget program</source>
        <translation>Compute Budget 程序</translation>
    </message>
    <message>
        <source>the Vote program</source>
        <translation>Vote 程序</translation>
    </message>
    <message>
        <source>the Stake program</source>
        <translation>Stake 程序</translation>
    </message>
    <message>
        <source>the Config program</source>
        <translation>Config 程序</translation>
    </message>
    <message>
        <source>the Address Lookup Table program</source>
        <translation>Address Lookup Table 程序</translation>
    </message>
    <message>
        <source>a BPF loader program</source>
        <translation>BPF 加载器程序</translation>
    </message>
    <message>
        <source>the Ed25519 signature program</source>
        <translation>Ed25519 签名程序</translation>
    </message>
    <message>
        <source>the secp256k1 signature program</source>
        <translation>secp256k1 签名程序</translation>
    </message>
    <message>
        <source>a sysvar account</source>
        <translation>sysvar 账户</translation>
    </message>
    <message>
        <source>the incinerator (a burn address)</source>
        <translation>incinerator（一个销毁地址）</translation>
    </message>
    <message>
        <source>the zero address (a burn address)</source>
        <translation>零地址（一个销毁地址）</translation>
    </message>
    <message>
        <source>the 0x…dEaD burn address</source>
        <translation>0x…dEaD 销毁地址</translation>
    </message>
    <message>
        <source>a precompiled contract</source>
        <translation>预编译合约</translation>
    </message>
    <message>
        <source>This is %1, not a wallet: money sent there is lost. Check the recipient address.</source>
        <translation>这是 %1，不是钱包：转到那里的资金将会丢失。请核对收款方地址。</translation>
    </message>
</context>
<context>
    <name>UptoEvmScheme</name>
    <message>
        <source>Signing an authorization of up to %1 to %2 with the key of %3...</source>
        <translation>正在用 %3 的密钥签署向 %2 支付最多 %1 的授权...</translation>
    </message>
    <message>
        <source>it asks for a usage-priced payment by %1, which upto does not use: it is paid through Permit2 only.</source>
        <translation>它要求通过 %1 进行按用量付款,而 upto 不使用该方式:只通过 Permit2 支付。</translation>
    </message>
    <message>
        <source>The authorization expired without a charge: nothing was paid.</source>
        <translation>授权未产生扣款即已过期:未支付任何款项。</translation>
    </message>
</context>
<context>
    <name>UptoPermit2</name>
    <message>
        <source>it names no facilitator allowed to settle it (extra.facilitatorAddress), which an upto payment must bind.</source>
        <translation>它未指定获准结算的协调方(extra.facilitatorAddress),而 upto 付款必须绑定该协调方。</translation>
    </message>
    <message>
        <source>The seller claims a charge of %1 atomic units, above the %2 you authorized at most; Permit2 cannot move more than the authorization, so the chain&apos;s figure is the one kept.</source>
        <translation>卖家声称扣款 %1 个最小单位,超过您授权的上限 %2;Permit2 无法转出超过授权的金额,因此保留链上的数额。</translation>
    </message>
    <message>
        <source>The seller&apos;s settlement states the charge as &quot;%1&quot;, which is no whole number of atomic units.</source>
        <translation>卖家的结算将扣款写为“%1”,这不是整数个最小单位。</translation>
    </message>
    <message>
        <source>The seller claims a charge of %1, above the %2 you authorized at most; Permit2 cannot move more than the authorization, so the chain&apos;s figure is the one kept.</source>
        <translation>卖家声称扣款 %1,超过您授权的上限 %2;Permit2 无法转出超过授权的金额,因此保留链上的数额。</translation>
    </message>
</context>
<context>
    <name>Validation</name>
    <message>
        <source>Must be between %1 and %2 %3.</source>
        <translation>必须在 %1 到 %2 %3 之间。</translation>
    </message>
    <message>
        <source>Must be more than %1 and at most %2 %3.</source>
        <translation>必须大于 %1 且不超过 %2 %3。</translation>
    </message>
    <message>
        <source>Enter a full web address starting with https:// (for example https://example.com/report).</source>
        <translation>请输入以 https:// 开头的完整网址（例如 https://example.com/report）。</translation>
    </message>
    <message>
        <source>Metadata must be a JSON object, such as {&quot;orderId&quot;: &quot;42&quot;}.</source>
        <translation>元数据必须是 JSON 对象，例如 {&quot;orderId&quot;: &quot;42&quot;}。</translation>
    </message>
    <message>
        <source>Must be one of sent, received or all.</source>
        <translation>必须是 sent、received 或 all 之一。</translation>
    </message>
    <message>
        <source>Must be between 1 and %1.</source>
        <translation>必须在 1 到 %1 之间。</translation>
    </message>
    <message>
        <source>Must be 0 or more.</source>
        <translation>必须大于或等于 0。</translation>
    </message>
    <message>
        <source>Must be between 1 and %1 seconds.</source>
        <translation>必须在 1 到 %1 秒之间。</translation>
    </message>
    <message>
        <source>A payment id is 1 to 128 letters, digits, &apos;_&apos; or &apos;-&apos;.</source>
        <translation>支付 ID 由 1 到 128 个字母、数字、&apos;_&apos; 或 &apos;-&apos; 组成。</translation>
    </message>
    <message>
        <source>Paste the X-PAYMENT value the buyer sent.</source>
        <translation>请粘贴买方发送的 X-PAYMENT 值。</translation>
    </message>
    <message>
        <source>The proof is too long to be an X-PAYMENT value.</source>
        <translation>该支付凭证太长，不可能是 X-PAYMENT 值。</translation>
    </message>
    <message>
        <source>The metadata is %1 bytes; the limit is %2 bytes (%3 KiB).</source>
        <translation>元数据为 %1 字节；上限为 %2 字节（%3 KiB）。</translation>
    </message>
</context>
<context>
    <name>WalletDirectory</name>
    <message>
        <source>Wallet %1 is already in Paydesk.</source>
        <translation>钱包 %1 已在 Paydesk 中。</translation>
    </message>
</context>
<context>
    <name>WalletListModel</name>
    <message>
        <source>Label</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>地址</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>默认</translation>
    </message>
    <message>
        <source>Wallet</source>
        <translation>钱包</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>余额</translation>
    </message>
</context>
<context>
    <name>paydesk::AgentListModel</name>
    <message>
        <source>No budget: it cannot pay</source>
        <translation>无预算：无法支付</translation>
    </message>
    <message>
        <source>None yet: every site asks you</source>
        <translation>暂无：每个网站都会询问您</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>已暂停</translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %n failed payment(s)</source>
        <translation>
            <numerusform>%n 次支付失败后已停止</numerusform>
        </translation>
    </message>
    <message>
        <source>Active</source>
        <translation>运行中</translation>
    </message>
    <message>
        <source>The sites the agent pays without asking you, within its budget</source>
        <translation>智能体在其预算内无需询问您即可付款的网站</translation>
    </message>
    <message>
        <source>There is already an agent called &quot;%1&quot;.</source>
        <translation>已存在名为“%1”的智能体。</translation>
    </message>
    <message>
        <source>%1 on %2 (up to %3 without asking)</source>
        <translation>%2 上 %1（无需询问最多 %3）</translation>
    </message>
</context>
<context>
    <name>paydesk::ApiKeyController</name>
    <message>
        <source>The key works: the service accepted it.</source>
        <translation>密钥可用：服务已接受。</translation>
    </message>
    <message>
        <source>The service refused the key (401): it is missing, mistyped or has been deleted. Copy it again from the API Keys section of your account dashboard.</source>
        <translation>服务拒绝了该密钥（401）：密钥缺失、输入有误或已被删除。请从账户控制台的 API Keys 部分重新复制。</translation>
    </message>
    <message>
        <source>The key is valid, but its plan does not include the hosted payment endpoints (403). Use a key whose plan includes them, or upgrade the plan.</source>
        <translation>该密钥有效，但其套餐不包含托管支付端点（403）。请使用套餐包含这些端点的密钥，或升级套餐。</translation>
    </message>
    <message>
        <source>The service could not be reached to test the key. %1</source>
        <translation>无法连接到服务以测试密钥。%1</translation>
    </message>
    <message>
        <source>The key could not be tested: %1</source>
        <translation>无法测试密钥：%1</translation>
    </message>
    <message>
        <source>The new key was not stored and the old key is still in use: %1</source>
        <translation>新密钥未保存，仍在使用旧密钥：%1</translation>
    </message>
    <message>
        <source>Enter the API key first.</source>
        <translation>请先输入 API 密钥。</translation>
    </message>
    <message>
        <source>The key could not be stored in the system keychain: %1</source>
        <translation>无法将密钥保存到系统钥匙串：%1</translation>
    </message>
    <message>
        <source>The API key is stored in the system keychain and in use.</source>
        <translation>API 密钥已保存在系统钥匙串中，并正在使用。</translation>
    </message>
    <message>
        <source>The new key is tested, stored and in use; the old key was deleted from the keychain. Delete it in your account dashboard too.</source>
        <translation>新密钥已测试、保存并投入使用；旧密钥已从钥匙串中删除。请同时在您的账户控制台中删除它。</translation>
    </message>
</context>
<context>
    <name>paydesk::ApiReply</name>
    <message>
        <source>Waiting for the rate limit of the API key</source>
        <translation>正在等待 API 密钥的速率限制</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <source>The connection timed out.</source>
        <translation>连接超时。</translation>
    </message>
    <message>
        <source>Network error: %1</source>
        <translation>网络错误：%1</translation>
    </message>
    <message>
        <source>Unexpected answer from the service (%1).</source>
        <translation>服务返回了意外的响应（%1）。</translation>
    </message>
    <message>
        <source>Rate limited by the service; retrying</source>
        <translation>受到服务的速率限制；正在重试</translation>
    </message>
    <message>
        <source>Retrying after: %1</source>
        <translation>正在重试：%1</translation>
    </message>
    <message numerus="yes">
        <source>No answer within %n second(s).</source>
        <translation>
            <numerusform>%n 秒内没有响应。</numerusform>
        </translation>
    </message>
    <message>
        <source>The service closed the connection without answering.</source>
        <translation>服务未作应答就关闭了连接。</translation>
    </message>
    <message>
        <source>Secure connection failed: %1.</source>
        <translation>安全连接失败：%1。</translation>
    </message>
</context>
<context>
    <name>paydesk::AppContext</name>
    <message>
        <source>The data folder %1 cannot be created.</source>
        <translation>无法创建数据文件夹 %1。</translation>
    </message>
    <message>
        <source>The history cache cannot be set up: %1</source>
        <translation>无法建立历史记录缓存：%1</translation>
    </message>
    <message>
        <source>The database cannot be opened: %1</source>
        <translation>无法打开数据库：%1</translation>
    </message>
    <message>
        <source>The history cache cannot be opened: %1</source>
        <translation>无法打开历史记录缓存：%1</translation>
    </message>
</context>
<context>
    <name>paydesk::AppLock</name>
    <message>
        <source>Paydesk is locked. Unlock it with your passphrase; nothing was signed or sent.</source>
        <translation>Paydesk 已锁定。请使用您的密码短语解锁；未签署或发送任何内容。</translation>
    </message>
    <message>
        <source>The lock&apos;s entry in the keychain (&quot;%1&quot;) is damaged. Delete it with your keychain&apos;s manager to start over.</source>
        <translation>钥匙串中的锁定条目（“%1”）已损坏。请使用钥匙串管理器将其删除，然后重新开始。</translation>
    </message>
    <message>
        <source>The lock passphrase is no longer in the keychain, so Paydesk is not locked. Set a new passphrase in Settings to lock it again.</source>
        <translation>锁定密码短语已不在钥匙串中，因此 Paydesk 未锁定。请在“设置”中设置新的密码短语，以便再次锁定 Paydesk。</translation>
    </message>
    <message>
        <source>Paydesk is still checking the previous passphrase.</source>
        <translation>Paydesk 仍在检查上一个密码短语。</translation>
    </message>
    <message>
        <source>Paydesk is still reading the keychain; try again in a moment.</source>
        <translation>Paydesk 仍在读取钥匙串；请稍后重试。</translation>
    </message>
    <message>
        <source>Wait %1 s before the next try.</source>
        <translation>请等待 %1 秒后再试。</translation>
    </message>
    <message>
        <source>No lock passphrase is set.</source>
        <translation>未设置锁定密码短语。</translation>
    </message>
    <message>
        <source>The lock cannot be set up: %1</source>
        <translation>无法设置锁定：%1</translation>
    </message>
    <message>
        <source>Unlock Paydesk first.</source>
        <translation>请先解锁 Paydesk。</translation>
    </message>
    <message>
        <source>The passphrase needs at least %1 characters.</source>
        <translation>密码短语至少需要 %1 个字符。</translation>
    </message>
    <message>
        <source>The passphrase could not be removed: %1</source>
        <translation>无法移除密码短语：%1</translation>
    </message>
    <message>
        <source>The passphrase cannot be checked: %1</source>
        <translation>无法检查密码短语：%1</translation>
    </message>
    <message>
        <source>The passphrase could not be hashed (not enough memory?).</source>
        <translation>无法对密码短语进行哈希处理（内存不足？）。</translation>
    </message>
    <message>
        <source>Wrong passphrase. Try again in %1 s.</source>
        <translation>密码短语错误。请在 %1 秒后重试。</translation>
    </message>
</context>
<context>
    <name>paydesk::BalanceBook</name>
    <message>
        <source>Not a wallet address.</source>
        <translation>不是钱包地址。</translation>
    </message>
    <message>
        <source>The RPC node&apos;s answer to getBalance is not readable.</source>
        <translation>无法读取 RPC 节点对 getBalance 的响应。</translation>
    </message>
    <message>
        <source>Reading balance…</source>
        <translation>正在读取余额…</translation>
    </message>
    <message>
        <source>%1 (could not refresh: %2)</source>
        <translation>%1（无法刷新：%2）</translation>
    </message>
    <message>
        <source>Balance unavailable: %1</source>
        <translation>余额不可用：%1</translation>
    </message>
    <message>
        <source>No EVM network is set up to read balances from.</source>
        <translation>尚未设置用于读取余额的 EVM 网络。</translation>
    </message>
    <message>
        <source>No Solana RPC endpoint is set up to read balances from.</source>
        <translation>尚未设置用于读取余额的 Solana RPC 端点。</translation>
    </message>
    <message>
        <source>The balance is too large to show.</source>
        <translation>余额过大，无法显示。</translation>
    </message>
    <message>
        <source>The RPC node&apos;s answer to eth_getBalance is not readable.</source>
        <translation>无法读取 RPC 节点对 eth_getBalance 的响应。</translation>
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
        <translation>无需询问直接付款</translation>
    </message>
    <message>
        <source>Asks every time</source>
        <translation>每次询问</translation>
    </message>
    <message>
        <source>Ended: asks every time</source>
        <translation>已结束：每次询问</translation>
    </message>
    <message>
        <source>Pays without asking until %1</source>
        <translation>在 %1 之前无需询问即付款</translation>
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
        <translation>该通道已关闭：其中已无余额。</translation>
    </message>
    <message>
        <source>Paydesk knows no URL of this seller to ask for the refund: withdraw instead.</source>
        <translation>Paydesk 不知道该卖家可用于申请退款的 URL：请改为提取。</translation>
    </message>
    <message>
        <source>Wait until the refund or withdrawal under way has ended.</source>
        <translation>请等待正在进行的退款或提取结束。</translation>
    </message>
    <message>
        <source>Paydesk has no channel %1.</source>
        <translation>Paydesk 没有通道 %1。</translation>
    </message>
    <message>
        <source>No EVM node is set: choose one for %1 in Settings.</source>
        <translation>未设置 EVM 节点：请在设置中为 %1 选择一个。</translation>
    </message>
</context>
<context>
    <name>paydesk::ChannelsModel</name>
    <message>
        <source>%1 atomic units</source>
        <translation>%1 个最小单位</translation>
    </message>
    <message>
        <source>Open, deposit pending</source>
        <translation>已打开，押金待确认</translation>
    </message>
    <message>
        <source>Open, idle</source>
        <translation>已打开，闲置</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>已打开</translation>
    </message>
    <message>
        <source>Withdrawing</source>
        <translation>提取中</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>Closed</source>
        <translation>已关闭</translation>
    </message>
    <message>
        <source>Channel %1</source>
        <translation>通道 %1</translation>
    </message>
    <message>
        <source>Paid from %1 to %2</source>
        <translation>从 %1 支付给 %2</translation>
    </message>
    <message>
        <source>The seller may claim at most %1.</source>
        <translation>卖家最多可申领 %1。</translation>
    </message>
    <message>
        <source>Last paid URL: %1</source>
        <translation>最近支付的 URL：%1</translation>
    </message>
    <message>
        <source>Withdrawal asked on %1</source>
        <translation>于 %1 申请提取</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>备注：%1</translation>
    </message>
    <message>
        <source>What the seller has not charged: it comes back by a refund or a withdrawal</source>
        <translation>卖家未收取的部分：可通过退款或提取取回</translation>
    </message>
    <message>
        <source>What the seller charged for the requests paid through the channel</source>
        <translation>卖家为通过该通道支付的请求所收取的费用</translation>
    </message>
    <message numerus="yes">
        <source>%n channel(s) idle for a week still hold %1: ask for a refund.</source>
        <translation>
            <numerusform>有 %n 个通道已闲置一周，其中仍有 %1：请申请退款。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paydesk::EventStream</name>
    <message>
        <source>No service or API key yet.</source>
        <translation>尚未设置服务或 API 密钥。</translation>
    </message>
    <message>
        <source>The service refused the events connection (%1).</source>
        <translation>服务拒绝了事件连接（%1）。</translation>
    </message>
    <message>
        <source>This service offers no live events; Paydesk checks for changes itself.</source>
        <translation>此服务不提供实时事件；Paydesk 会自行检查变化。</translation>
    </message>
</context>
<context>
    <name>paydesk::EvmLocalPayments</name>
    <message>
        <source>Only an EVM payment that still waits for a block can be sped up or cancelled.</source>
        <translation>只有仍在等待区块打包的 EVM 支付才能加速或取消。</translation>
    </message>
</context>
<context>
    <name>paydesk::EvmLocalSends</name>
    <message>
        <source>No EVM node is set: add one for the wallet&apos;s network in Settings.</source>
        <translation>未设置 EVM 节点：请在“设置”中为该钱包的网络添加一个节点。</translation>
    </message>
</context>
<context>
    <name>paydesk::EvmNodeSettings</name>
    <message>
        <source>Ethereum (real money)</source>
        <translation>Ethereum（真实资金）</translation>
    </message>
    <message>
        <source>Base (real money)</source>
        <translation>Base（真实资金）</translation>
    </message>
    <message>
        <source>Base Sepolia (test funds)</source>
        <translation>Base Sepolia（测试资金）</translation>
    </message>
    <message>
        <source>Polygon (real money)</source>
        <translation>Polygon（真实资金）</translation>
    </message>
    <message>
        <source>Arbitrum One (real money)</source>
        <translation>Arbitrum One（真实资金）</translation>
    </message>
    <message>
        <source>Sandbox&apos;s own EVM chain (test funds)</source>
        <translation>沙盒自带的 EVM 链（测试资金）</translation>
    </message>
    <message>
        <source>Custom URL</source>
        <translation>自定义 URL</translation>
    </message>
    <message>
        <source>custom endpoint</source>
        <translation>自定义端点</translation>
    </message>
    <message>
        <source>The sandbox answers Ethereum JSON-RPC itself (chain %1): test funds only.</source>
        <translation>沙盒自身响应 Ethereum JSON-RPC（链 %1）：仅限测试资金。</translation>
    </message>
    <message>
        <source>Any chain: the check names the chain the node is on.</source>
        <translation>任意链：检查会显示节点所在的链。</translation>
    </message>
    <message>
        <source>Chain %1. Paste your own node&apos;s URL to use it instead of the public one.</source>
        <translation>链 %1。粘贴您自己节点的 URL，以代替公共节点。</translation>
    </message>
    <message>
        <source>EVM wallets are now read through %1.</source>
        <translation>现在通过 %1 读取 EVM 钱包。</translation>
    </message>
    <message>
        <source>Enter a URL, not a network name.</source>
        <translation>请输入 URL，而不是网络名称。</translation>
    </message>
    <message>
        <source>The sandbox&apos;s EVM chain exists only while Paydesk uses the built-in sandbox.</source>
        <translation>沙盒的 EVM 链仅在 Paydesk 使用内置沙盒时存在。</translation>
    </message>
    <message>
        <source>Healthy: chain %1, block %2, answered in %3 ms.</source>
        <translation>正常：链 %1，区块 %2，响应用时 %3 毫秒。</translation>
    </message>
    <message>
        <source>Not usable: %1</source>
        <translation>不可用：%1</translation>
    </message>
    <message>
        <source>Add test &amp;ETH and USDC</source>
        <translation>添加测试 ETH 和 USDC(&amp;E)</translation>
    </message>
</context>
<context>
    <name>paydesk::ExtraCertificates</name>
    <message>
        <source>If the server&apos;s certificate comes from an authority you trust that this system does not, name its PEM file in %1.</source>
        <translation>如果服务器的证书来自您信任但本系统不信任的颁发机构，请在 %1 中指定其 PEM 文件。</translation>
    </message>
    <message>
        <source>%1 names %2, which cannot be read (%3). Fix the path or unset the variable; only the system&apos;s certificate authorities are trusted meanwhile.</source>
        <translation>%1 指向的 %2 无法读取（%3）。请修正路径或取消该变量；在此之前只信任系统的证书颁发机构。</translation>
    </message>
    <message>
        <source>%1 names %2, which holds no PEM certificate (&quot;-----BEGIN CERTIFICATE-----&quot;). Only the system&apos;s certificate authorities are trusted meanwhile.</source>
        <translation>%1 指向的 %2 不含 PEM 证书（“-----BEGIN CERTIFICATE-----”）。在此之前只信任系统的证书颁发机构。</translation>
    </message>
</context>
<context>
    <name>paydesk::HistoryTableModel</name>
    <message>
        <source>Sent</source>
        <translation>已发送</translation>
    </message>
    <message>
        <source>Received</source>
        <translation>已收到</translation>
    </message>
    <message>
        <source>Pending</source>
        <translation>待处理</translation>
    </message>
    <message>
        <source>Submitted</source>
        <translation>已提交</translation>
    </message>
    <message>
        <source>Confirmed</source>
        <translation>已确认</translation>
    </message>
    <message>
        <source>Finalized</source>
        <translation>已最终确定</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>Expired</source>
        <translation>已过期</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Not signed, nothing charged</source>
        <translation>未签名，未收取任何费用</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Sort by date and clear the type and search filters to see the balance after each payment.</source>
        <translation>按日期排序并清除类型和搜索筛选，即可查看每笔付款后的余额。</translation>
    </message>
    <message>
        <source>The wallet&apos;s balance is not known yet: refresh, or check the RPC endpoint in Settings.</source>
        <translation>钱包余额尚未知晓：请刷新，或在设置中检查 RPC 端点。</translation>
    </message>
    <message>
        <source>Cannot be worked out: a payment this history does not hold changed the balance (one made outside Paydesk, or one whose amount is unknown).</source>
        <translation>无法计算：此历史记录中没有的一笔付款改变了余额（在 Paydesk 之外进行，或金额未知）。</translation>
    </message>
    <message>
        <source>Worked back from the balance now, %1 %2, through the later payments in this history. A transfer made outside Paydesk is not counted.</source>
        <translation>根据当前余额 %1 %2，通过此历史记录中之后的付款倒推得出。不计入在 Paydesk 之外进行的转账。</translation>
    </message>
    <message>
        <source>%1
The service says: %2</source>
        <translation>%1
服务显示：%2</translation>
    </message>
    <message>
        <source>Paid by the sender: %1</source>
        <translation>由发送方支付：%1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>The seller&apos;s receipt: transaction %1 on %2, paid by %3.</source>
        <translation>卖家的收据：%2 上的交易 %1，付款方 %3。</translation>
    </message>
    <message>
        <source>an unnamed payer</source>
        <translation>未具名的付款方</translation>
    </message>
    <message>
        <source>%1 · by the agent %2</source>
        <translation>%1 · 由智能体 %2 支付</translation>
    </message>
    <message>
        <source>Paid by the agent %1.</source>
        <translation>由智能体 %1 支付。</translation>
    </message>
    <message>
        <source>A payment in %1: it moved no %2, and the balance after each payment is worked out in %2. The page&apos;s header shows what the wallet holds of each.</source>
        <translation>这是一笔 %1 付款：它没有移动任何 %2，每笔付款后的余额以 %2 计算。页面顶部显示钱包持有的每种资产。</translation>
    </message>
    <message>
        <source>A usage price: charged %1 of up to %2 authorized.</source>
        <translation>按用量计价:已在授权上限 %2 内扣款 %1。</translation>
    </message>
    <message>
        <source>A usage price of up to %1: not charged yet. The seller may settle it until the authorization expires.</source>
        <translation>最多 %1 的按用量计价:尚未扣款。在授权过期前卖家仍可结算。</translation>
    </message>
    <message>
        <source>up to %1</source>
        <translation>最多 %1</translation>
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
        <translation>已确认</translation>
    </message>
    <message>
        <source>failed on chain (the network fee was charged, the amount was not)</source>
        <translation>链上失败（已收取网络手续费，未扣除金额）</translation>
    </message>
    <message>
        <source>expired: nothing was charged</source>
        <translation>已过期：未收取任何费用</translation>
    </message>
    <message>
        <source>refused by the network: nothing was charged</source>
        <translation>被网络拒绝：未收取任何费用</translation>
    </message>
    <message>
        <source>still open: Paydesk follows it again on the next start</source>
        <translation>仍未完成：Paydesk 会在下次启动时继续跟踪</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1：%2。</translation>
    </message>
    <message>
        <source>Unfinished local payments from an earlier session resumed: %1.</source>
        <translation>已恢复上一会话中未完成的本地支付：%1。</translation>
    </message>
    <message>
        <source>Receipt of %1</source>
        <translation>收到 %1</translation>
    </message>
    <message>
        <source>Payment of %1 to %2</source>
        <translation>向 %2 支付 %1</translation>
    </message>
</context>
<context>
    <name>paydesk::LocalWalletModel</name>
    <message>
        <source>New recovery phrase · %1</source>
        <translation>新助记词 · %1</translation>
    </message>
    <message>
        <source>Imported phrase · %1</source>
        <translation>导入的助记词 · %1</translation>
    </message>
    <message>
        <source>Keypair file</source>
        <translation>密钥对文件</translation>
    </message>
    <message>
        <source>Secret key</source>
        <translation>私钥</translation>
    </message>
    <message>
        <source>(no label)</source>
        <translation>（无标签）</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Added account · %1</source>
        <translation>添加的账户 · %1</translation>
    </message>
    <message>
        <source>Keystore file</source>
        <translation>Keystore 文件</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Not a wallet address.</source>
        <translation>不是钱包地址。</translation>
    </message>
</context>
<context>
    <name>paydesk::MetadataModel</name>
    <message>
        <source>Every metadata value needs a key.</source>
        <translation>每个元数据值都需要一个键。</translation>
    </message>
    <message>
        <source>The metadata key &quot;%1&quot; is used twice.</source>
        <translation>元数据键“%1”被使用了两次。</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>键</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
</context>
<context>
    <name>paydesk::NodeSettings</name>
    <message>
        <source>Choose one of the networks listed.</source>
        <translation>请选择列出的网络之一。</translation>
    </message>
    <message>
        <source>Enter the URL of the RPC endpoint, e.g. https://rpc.example.com.</source>
        <translation>请输入 RPC 端点的 URL，例如 https://rpc.example.com。</translation>
    </message>
    <message>
        <source>No RPC endpoint is set.</source>
        <translation>未设置 RPC 端点。</translation>
    </message>
</context>
<context>
    <name>paydesk::PayController</name>
    <message>
        <source>A fetch is already under way.</source>
        <translation>已有一个获取请求正在进行中。</translation>
    </message>
    <message>
        <source>Choose the wallet to pay from first.</source>
        <translation>请先选择付款钱包。</translation>
    </message>
    <message>
        <source>No: the wallet holds %1, less than the price of %2.</source>
        <translation>否：钱包余额为 %1，低于价格 %2。</translation>
    </message>
    <message>
        <source>No: %1</source>
        <translation>否：%1</translation>
    </message>
    <message>
        <source>Balance unknown (%1). %2 Paid only if you approve this one payment.</source>
        <translation>余额未知（%1）。%2 仅在您批准这一笔支付时才会支付。</translation>
    </message>
    <message>
        <source>Balance unknown (%1): Paydesk cannot tell whether the wallet covers it.</source>
        <translation>余额未知（%1）：Paydesk 无法判断钱包余额是否足够。</translation>
    </message>
    <message>
        <source>Only if you approve this one payment: %1 Balance: %2.</source>
        <translation>仅在您批准这一笔支付时：%1 余额：%2。</translation>
    </message>
    <message>
        <source>Yes: within this site&apos;s budget, paid without asking (balance %1).</source>
        <translation>是：在此网站的预算范围内，无需询问即可支付（余额 %1）。</translation>
    </message>
    <message>
        <source>Yes, after you confirm (balance %1).</source>
        <translation>是，需您确认后支付（余额 %1）。</translation>
    </message>
    <message>
        <source>No EVM node is set: choose one for %1 in Settings.</source>
        <translation>未设置 EVM 节点：请在设置中为 %1 选择一个。</translation>
    </message>
</context>
<context>
    <name>paydesk::PaymentFieldsModel</name>
    <message>
        <source>Payment id</source>
        <translation>支付 ID</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Direction</source>
        <translation>方向</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>From</source>
        <translation>付款地址</translation>
    </message>
    <message>
        <source>To</source>
        <translation>收款地址</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>金额</translation>
    </message>
    <message>
        <source>Network fee</source>
        <translation>网络手续费</translation>
    </message>
    <message>
        <source>Priority fee</source>
        <translation>优先手续费</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>签名</translation>
    </message>
    <message>
        <source>Block height</source>
        <translation>区块高度</translation>
    </message>
    <message>
        <source>Resource</source>
        <translation>资源</translation>
    </message>
    <message>
        <source>Metadata</source>
        <translation>元数据</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>创建时间</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>更新时间</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>字段</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Authorized at most</source>
        <translation>授权上限</translation>
    </message>
</context>
<context>
    <name>paydesk::SecretStore</name>
    <message>
        <source>No such entry in the keychain.</source>
        <translation>钥匙串中没有此条目。</translation>
    </message>
    <message>
        <source>The keychain is locked or refused access. Unlock it (on Linux: log in to your desktop session, or unlock the &quot;login&quot; keyring in Passwords and Keys) and try again.</source>
        <translation>钥匙串已锁定或拒绝访问。请将其解锁（在 Linux 上：登录您的桌面会话，或在“密码和密钥”中解锁“login”密钥环），然后重试。</translation>
    </message>
    <message>
        <source>No secure keychain is available. On Linux, Paydesk needs a Secret Service provider (GNOME Keyring or KWallet) running in your session: install gnome-keyring and log in again.</source>
        <translation>没有可用的安全钥匙串。在 Linux 上，Paydesk 需要您的会话中运行 Secret Service 提供程序（GNOME Keyring 或 KWallet）：请安装 gnome-keyring 并重新登录。</translation>
    </message>
    <message>
        <source>This system&apos;s keychain is not supported.</source>
        <translation>不支持此系统的钥匙串。</translation>
    </message>
    <message>
        <source>No secure keychain is reachable (%1). On Linux, Paydesk needs the Secret Service (org.freedesktop.secrets, e.g. GNOME Keyring) on your session&apos;s D-Bus: install gnome-keyring, make sure a login keyring exists and is unlocked, and try again.</source>
        <translation>无法访问安全钥匙串（%1）。在 Linux 上，Paydesk 需要您会话的 D-Bus 上有 Secret Service（org.freedesktop.secrets，例如 GNOME Keyring）：请安装 gnome-keyring，确保登录密钥环存在且已解锁，然后重试。</translation>
    </message>
    <message>
        <source>The keychain failed: %1</source>
        <translation>钥匙串出错：%1</translation>
    </message>
</context>
<context>
    <name>paydesk::SolanaLocalSends</name>
    <message>
        <source>Paydesk cannot sign Solana payments here: this program has no Solana node settings.</source>
        <translation>Paydesk 无法在此签署 Solana 付款：此程序没有 Solana 节点设置。</translation>
    </message>
</context>
<context>
    <name>paydesk::SolanaNodeSettings</name>
    <message>
        <source>Mainnet beta (real money)</source>
        <translation>Mainnet beta（真实资金）</translation>
    </message>
    <message>
        <source>Devnet (test funds)</source>
        <translation>Devnet（测试资金）</translation>
    </message>
    <message>
        <source>Testnet (test funds)</source>
        <translation>Testnet（测试资金）</translation>
    </message>
    <message>
        <source>Sandbox&apos;s own RPC (test funds)</source>
        <translation>沙盒自带的 RPC（测试资金）</translation>
    </message>
    <message>
        <source>Custom URL</source>
        <translation>自定义 URL</translation>
    </message>
    <message>
        <source>The sandbox answers Solana JSON-RPC itself: test funds only.</source>
        <translation>沙盒自身响应 Solana JSON-RPC：仅限测试资金。</translation>
    </message>
    <message>
        <source>Paste your own node&apos;s URL to use it instead of the public one.</source>
        <translation>粘贴您自己节点的 URL，以代替公共节点。</translation>
    </message>
    <message>
        <source>Local payments now go through %1.</source>
        <translation>本地支付现在通过 %1 进行。</translation>
    </message>
    <message>
        <source>Enter a URL, not a cluster name.</source>
        <translation>请输入 URL，而不是集群名称。</translation>
    </message>
    <message>
        <source>The sandbox&apos;s RPC exists only while Paydesk uses the built-in sandbox.</source>
        <translation>沙盒的 RPC 仅在 Paydesk 使用内置沙盒时存在。</translation>
    </message>
    <message>
        <source>Healthy: block height %1, answered in %2 ms.</source>
        <translation>正常：区块高度 %1，响应用时 %2 毫秒。</translation>
    </message>
    <message>
        <source>Not usable: %1</source>
        <translation>不可用：%1</translation>
    </message>
    <message>
        <source>Add test &amp;SOL and USDC</source>
        <translation>添加测试 SOL 和 USDC(&amp;S)</translation>
    </message>
    <message>
        <source>Add 5 &amp;test SOL</source>
        <translation>添加 5 个测试 SOL(&amp;T)</translation>
    </message>
</context>
<context>
    <name>paydesk::SpendingRules</name>
    <message>
        <source>Tokens cannot be added here: the app&apos;s database is not open.</source>
        <translation>无法在此添加代币：应用的数据库未打开。</translation>
    </message>
    <message>
        <source>Tokens cannot be removed here: the app&apos;s database is not open.</source>
        <translation>无法在此移除代币：应用的数据库未打开。</translation>
    </message>
</context>
<context>
    <name>paydesk::StatusTimelineModel</name>
    <message>
        <source>%1 (passed)</source>
        <translation>%1（已经过）</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1, current state</source>
        <translation>%1，当前状态</translation>
    </message>
    <message>
        <source>%1, reached</source>
        <translation>%1，已到达</translation>
    </message>
    <message>
        <source>%1, not reached</source>
        <translation>%1，未到达</translation>
    </message>
</context>
<context>
    <name>paydesk::VerifyController</name>
    <message>
        <source>The service did not confirm the payment.</source>
        <translation>服务未确认该支付。</translation>
    </message>
</context>
<context>
    <name>paydesk::VersionInfo</name>
    <message>
        <source>%1 (built with %2)</source>
        <translation>%1（使用 %2 构建）</translation>
    </message>
</context>
<context>
    <name>paydesk::WalletChoiceModel</name>
    <message>
        <source>%1 · on this computer</source>
        <translation>%1 · 在此电脑上</translation>
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
        <translation>（无标签）</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>默认</translation>
    </message>
    <message>
        <source>%1, default wallet</source>
        <translation>%1，默认钱包</translation>
    </message>
    <message>
        <source>This wallet is already in the list.</source>
        <translation>此钱包已在列表中。</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
</context>
<context>
    <name>paydesk::WalletSetupController</name>
    <message>
        <source>A recovery phrase has 12 or 24 words.</source>
        <translation>助记词由 12 个或 24 个单词组成。</translation>
    </message>
    <message>
        <source>Check your written copy of the recovery phrase first.</source>
        <translation>请先核对您抄写的助记词。</translation>
    </message>
    <message>
        <source>This wallet is already on this computer (%1).</source>
        <translation>此钱包已在这台计算机上（%1）。</translation>
    </message>
    <message>
        <source>Choose at least one account to import: Solana, EVM or both.</source>
        <translation>请至少选择一个要导入的账户：Solana、EVM，或两者都选。</translation>
    </message>
    <message>
        <source>Cannot read the keystore file %1: %2. Choose the file again.</source>
        <translation>无法读取 Keystore 文件 %1：%2。请重新选择该文件。</translation>
    </message>
    <message>
        <source>Type the keystore file&apos;s password. Paydesk uses it once to open the file and never stores it.</source>
        <translation>请输入 Keystore 文件的密码。Paydesk 只用它打开文件一次，绝不保存。</translation>
    </message>
    <message>
        <source>The import was cancelled; nothing was stored.</source>
        <translation>导入已取消；未保存任何内容。</translation>
    </message>
</context>
<context>
    <name>paydesk::agents::AgentIdentity</name>
    <message>
        <source>No agent token: give the token &apos;paydesk-cli agent add&apos; printed (PAYDESK_AGENT_TOKEN for paydesk-cli mcp, the Proxy-Authorization header for the proxy). Nothing can be paid without it.</source>
        <translation>缺少智能体令牌：请提供 &apos;paydesk-cli agent add&apos; 输出的令牌（paydesk-cli mcp 使用 PAYDESK_AGENT_TOKEN，代理使用 Proxy-Authorization 标头）。没有它就无法支付任何款项。</translation>
    </message>
    <message>
        <source>This agent token is not one Paydesk made, or its agent was removed: ask the user for the agent&apos;s token (&apos;paydesk-cli agent token NAME&apos;). Nothing was paid.</source>
        <translation>此智能体令牌不是 Paydesk 生成的，或其智能体已被移除：请向用户索取该智能体的令牌（&apos;paydesk-cli agent token NAME&apos;）。未支付任何款项。</translation>
    </message>
    <message>
        <source>This agent token is no longer valid: ask the user for the agent&apos;s current token. Nothing was paid.</source>
        <translation>此智能体令牌已失效：请向用户索取该智能体当前的令牌。未支付任何款项。</translation>
    </message>
    <message>
        <source>Paydesk could not read the agent&apos;s token from the keychain (%1), so it pays nothing.</source>
        <translation>Paydesk 无法从钥匙串读取该智能体的令牌（%1），因此不会支付任何款项。</translation>
    </message>
</context>
<context>
    <name>paydesk::agents::AgentProxy</name>
    <message>
        <source>The proxy pays from your wallets: it listens on this computer only (127.0.0.1 or ::1), not on %1.</source>
        <translation>代理会从您的钱包付款：它只在本机（127.0.0.1 或 ::1）上监听，而不在 %1 上监听。</translation>
    </message>
    <message>
        <source>The proxy is stopping; nothing was paid.</source>
        <translation>代理正在停止；未支付任何款项。</translation>
    </message>
    <message>
        <source>Paydesk cannot pay inside a CONNECT tunnel (the 402 is encrypted there). Send the request to the proxy as &quot;GET https://…&quot;, or to http://127.0.0.1:%1/https://….</source>
        <translation>Paydesk 无法在 CONNECT 隧道内付款（其中的 402 是加密的）。请以 &quot;GET https://…&quot; 的形式将请求发送给代理，或发送到 http://127.0.0.1:%1/https://…。</translation>
    </message>
    <message>
        <source>Send a whole URL through the proxy: &quot;GET https://api.example/data&quot; as a proxy request, or http://127.0.0.1:%1/https://api.example/data.</source>
        <translation>请通过代理发送完整的 URL：以代理请求的形式发送 &quot;GET https://api.example/data&quot;，或使用 http://127.0.0.1:%1/https://api.example/data。</translation>
    </message>
    <message>
        <source>Paydesk-Max-Price is an amount and its asset: &quot;0.01 USDC&quot;. %1</source>
        <translation>Paydesk-Max-Price 是金额及其资产：&quot;0.01 USDC&quot;。%1</translation>
    </message>
</context>
<context>
    <name>paydesk::agents::ApprovalClient</name>
    <message>
        <source>The Paydesk desktop app is not running, so nobody could approve it.</source>
        <translation>Paydesk 桌面应用未在运行，因此无人能够批准。</translation>
    </message>
    <message numerus="yes">
        <source>Nobody approved it in the desktop app within %n second(s).</source>
        <translation>
            <numerusform>%n 秒内无人在桌面应用中批准。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paydesk::agents::McpServer</name>
    <message>
        <source>The message is longer than Paydesk reads (8 MiB).</source>
        <translation>消息长度超过了 Paydesk 可读取的上限（8 MiB）。</translation>
    </message>
    <message>
        <source>The message is not JSON.</source>
        <translation>消息不是 JSON。</translation>
    </message>
    <message>
        <source>A message is one JSON-RPC 2.0 request object (batches are not part of MCP).</source>
        <translation>每条消息是一个 JSON-RPC 2.0 请求对象（批处理不属于 MCP）。</translation>
    </message>
    <message>
        <source>A request&apos;s id is a string or an integer.</source>
        <translation>请求的 id 是字符串或整数。</translation>
    </message>
    <message>
        <source>params is an object.</source>
        <translation>params 是一个对象。</translation>
    </message>
    <message>
        <source>Paydesk pays x402 (HTTP 402) resources for you from its user&apos;s wallet, within the budgets the user gave this agent. Call quote first to see what a URL costs; fetch_paid_resource pays at most max_price. Payments above your automatic limit or to a new site need the user&apos;s approval.</source>
        <translation>Paydesk 会在用户为此智能体设定的预算内，从用户的钱包为您支付 x402（HTTP 402）资源的费用。请先调用 quote 查看某个 URL 的费用；fetch_paid_resource 最多支付 max_price。超过您的自动支付上限或付给新网站的支付需要用户批准。</translation>
    </message>
    <message>
        <source>Paydesk&apos;s MCP server has no method %1.</source>
        <translation>Paydesk 的 MCP 服务器没有方法 %1。</translation>
    </message>
    <message>
        <source>Unknown tool %1: tools/list names Paydesk&apos;s tools.</source>
        <translation>未知工具 %1：tools/list 会列出 Paydesk 的工具。</translation>
    </message>
    <message>
        <source>A tool&apos;s arguments are an object.</source>
        <translation>工具的参数是一个对象。</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::CliAgents</name>
    <message>
        <source>paydesk-cli: error: %1</source>
        <translation>paydesk-cli：错误：%1</translation>
    </message>
    <message>
        <source>agent %1 needs the agent&apos;s name.</source>
        <translation>agent %1 需要智能体的名称。</translation>
    </message>
    <message>
        <source>There is no agent called &quot;%1&quot;: &apos;paydesk-cli agent list&apos; shows them.</source>
        <translation>没有名为“%1”的智能体：&apos;paydesk-cli agent list&apos; 会列出所有智能体。</translation>
    </message>
    <message>
        <source>Paused %1: it pays nothing until you resume it.</source>
        <translation>已暂停 %1：在您恢复它之前，它不会支付任何款项。</translation>
    </message>
    <message>
        <source>Resumed %1: it pays again within its budgets.</source>
        <translation>已恢复 %1：它将在其预算内再次付款。</translation>
    </message>
    <message>
        <source>agent %1 needs the agent&apos;s name and a site&apos;s http:// or https:// URL.</source>
        <translation>agent %1 需要智能体的名称和网站的 http:// 或 https:// URL。</translation>
    </message>
    <message>
        <source>%1 may pay %2 within its budgets without asking you.</source>
        <translation>%1 可在其预算内无需询问您即向 %2 付款。</translation>
    </message>
    <message>
        <source>%1 is not on the sites of %2.</source>
        <translation>%1 不在 %2 的网站列表中。</translation>
    </message>
    <message>
        <source>%1 asks you before paying %2 again.</source>
        <translation>%1 向 %2 付款前将再次询问您。</translation>
    </message>
    <message>
        <source>%1 (paused)</source>
        <translation>%1（已暂停）</translation>
    </message>
    <message>
        <source>  may pay %1
</source>
        <translation>  可向 %1 付款
</translation>
    </message>
    <message>
        <source>No agents yet: add one with &apos;paydesk-cli agent add NAME&apos;.
</source>
        <translation>尚无智能体：请使用 &apos;paydesk-cli agent add NAME&apos; 添加。
</translation>
    </message>
    <message>
        <source>--per-minute takes a number from 1 to 10000.</source>
        <translation>--per-minute 需要 1 到 10000 之间的数字。</translation>
    </message>
    <message>
        <source>There is already an agent called &quot;%1&quot;.</source>
        <translation>已存在名为“%1”的智能体。</translation>
    </message>
    <message>
        <source>Added the agent %1. Its token, for its MCP configuration as PAYDESK_AGENT_TOKEN (kept in your keychain; &apos;agent token %1&apos; shows it again):
%2
It pays nothing until you give it a budget: &apos;paydesk-cli agent budget %1 &quot;1 USDC&quot; --network base&apos;.</source>
        <translation>已添加智能体 %1。其令牌如下，请在其 MCP 配置中作为 PAYDESK_AGENT_TOKEN 使用（已保存在您的钥匙串中；&apos;agent token %1&apos; 可再次显示）：
%2
在您为其设置预算之前，它不会支付任何款项：&apos;paydesk-cli agent budget %1 &quot;1 USDC&quot; --network base&apos;。</translation>
    </message>
    <message>
        <source>Removed the agent %1; its token no longer pays. Its payments stay in the history.</source>
        <translation>已移除智能体 %1；其令牌不再能付款。其支付记录保留在历史记录中。</translation>
    </message>
    <message>
        <source>agent budget needs the agent&apos;s name and an amount a day, such as &quot;1 USDC&quot;.</source>
        <translation>agent budget 需要智能体的名称和每日金额，例如 &quot;1 USDC&quot;。</translation>
    </message>
    <message>
        <source>Paydesk knows no token %1 on %2: &apos;paydesk-cli token list&apos; shows the ones it pays in.</source>
        <translation>Paydesk 不认识 %2 上的代币 %1：&apos;paydesk-cli token list&apos; 会列出它可用于付款的代币。</translation>
    </message>
    <message>
        <source>%1 has no budget in %2 on %3 now: it cannot pay in it.</source>
        <translation>%1 现在在 %3 上没有 %2 预算：无法用它付款。</translation>
    </message>
    <message>
        <source>--automatic is an amount in %1.</source>
        <translation>--automatic 是以 %1 计的金额。</translation>
    </message>
    <message>
        <source>Removing an agent stops its token at once: confirm with --yes.</source>
        <translation>删除代理会立即停用其令牌：请用 --yes 确认。</translation>
    </message>
    <message>
        <source>Remove the agent %1? Its token stops paying at once. [y/N] </source>
        <translation>删除代理 %1？其令牌将立即停止付款。[y/N] </translation>
    </message>
    <message>
        <source>Not confirmed: nothing removed.</source>
        <translation>未确认：未移除任何内容。</translation>
    </message>
    <message>
        <source>  %1 on %2 (%3 spent in 24 hours), up to %4 a payment without asking
</source>
        <translation>  %2 上 %1（24 小时内已花费 %3），每笔无需询问最多 %4
</translation>
    </message>
    <message>
        <source>%1 may spend %2 on %3, up to %4 a payment without asking you.</source>
        <translation>%1 可在 %3 上花费 %2，每笔最多 %4 无需询问您。</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::CliBalance</name>
    <message>
        <source>local</source>
        <translation>本地</translation>
    </message>
    <message>
        <source>hosted</source>
        <translation>托管</translation>
    </message>
    <message>
        <source>No wallets yet: &apos;wallet create&apos; or &apos;wallet import&apos;, or name one: paydesk-cli balance ADDRESS.</source>
        <translation>尚无钱包：请使用 &apos;wallet create&apos; 或 &apos;wallet import&apos;，或指定一个地址：paydesk-cli balance ADDRESS。</translation>
    </message>
    <message>
        <source>unknown: %1</source>
        <translation>未知：%1</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>(%1 balances read through %2)</source>
        <translation>（%1 余额通过 %2 读取）</translation>
    </message>
    <message>
        <source>(%1 balances: pass --%2 URL or set %3)</source>
        <translation>（%1 余额：请传入 --%2 URL 或设置 %3）</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::CliChannels</name>
    <message>
        <source>channel takes list, refund ID or withdraw ID.</source>
        <translation>channel 接受 list、refund ID 或 withdraw ID。</translation>
    </message>
    <message>
        <source>No channel %1 in Paydesk: see paydesk-cli channel list.</source>
        <translation>Paydesk 中没有通道 %1：请查看 paydesk-cli channel list。</translation>
    </message>
    <message>
        <source>No payment channels yet: Paydesk opens one when a seller offers batch-settlement.</source>
        <translation>还没有支付通道：当卖家提供 batch-settlement 时，Paydesk 会打开一个。</translation>
    </message>
    <message>
        <source>seller: %1 (%2)</source>
        <translation>卖家：%1（%2）</translation>
    </message>
    <message>
        <source>deposit %1, charged %2, refundable %3; the seller may claim at most %4</source>
        <translation>押金 %1，已收取 %2，可退还 %3；卖家最多可申领 %4</translation>
    </message>
    <message>
        <source>last use %1</source>
        <translation>最近使用 %1</translation>
    </message>
    <message>
        <source>--amount takes an amount of %1 such as 0.5.</source>
        <translation>--amount 接受 %1 金额，例如 0.5。</translation>
    </message>
    <message>
        <source>No EVM node: pass --evm-rpc (a URL, or ethereum, base, base-sepolia, polygon, arbitrum-one, sandbox).</source>
        <translation>没有 EVM 节点：请传入 --evm-rpc（URL，或 ethereum、base、base-sepolia、polygon、arbitrum-one、sandbox）。</translation>
    </message>
    <message>
        <source>Nobody was asked to approve this transaction: standard input is not a terminal. Nothing was signed. Pass --yes to sign without asking.</source>
        <translation>未向任何人请求批准此交易：标准输入不是终端。未签署任何内容。传入 --yes 可不经询问直接签名。</translation>
    </message>
    <message>
        <source>Checked against your node (%1):</source>
        <translation>已通过您的节点（%1）核对：</translation>
    </message>
    <message>
        <source>Sign and send? [y/N] </source>
        <translation>签名并发送？[y/N] </translation>
    </message>
    <message>
        <source>idle for a week: ask for the rest back with paydesk-cli channel refund %1</source>
        <translation>已闲置一周：请用 paydesk-cli channel refund %1 要回剩余部分</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::CliEvmPayment</name>
    <message>
        <source>%1 is a Solana cluster; an EVM wallet needs its network&apos;s JSON-RPC URL (or sandbox).</source>
        <translation>%1 是 Solana 集群；EVM 钱包需要其网络的 JSON-RPC URL（或 sandbox）。</translation>
    </message>
    <message>
        <source>--%1 takes an amount of ETH such as 0.002.</source>
        <translation>--%1 需要一个 ETH 金额，例如 0.002。</translation>
    </message>
    <message>
        <source>Wallet %1 is not in Paydesk: import it first with &apos;paydesk-cli wallet import --chain evm&apos; (local mode signs with your own key).</source>
        <translation>钱包 %1 不在 Paydesk 中：请先使用 &apos;paydesk-cli wallet import --chain evm&apos; 导入（本地模式使用您自己的密钥签名）。</translation>
    </message>
    <message>
        <source>Receiving in local mode on an EVM wallet needs the buyer&apos;s token authorization (EIP-3009), which Paydesk does not verify yet. Receive in hosted mode (without --local) instead.</source>
        <translation>在本地模式下用 EVM 钱包收款需要买方的代币授权（EIP-3009），而 Paydesk 目前尚不验证该授权。请改用托管模式收款（不加 --local）。</translation>
    </message>
    <message>
        <source>An earlier payment from %1 (%2, nonce %3) can still land; Paydesk will not sign a new one until it is final. Speed it up or cancel it in the app, or try again later.</source>
        <translation>来自 %1 的之前一笔支付（%2，nonce %3）可能仍会上链；在其最终确定之前，Paydesk 不会签署新的支付。请在应用中加速或取消它，或稍后重试。</translation>
    </message>
    <message>
        <source>Checked the transaction built by the service against your node (network %1, %2 s left):</source>
        <translation>已使用您的节点检查服务构建的交易（网络 %1，剩余 %2 秒）：</translation>
    </message>
    <message>
        <source>To allow more for this payment pass --max-network-fee; the saved limit is in the app&apos;s Settings.</source>
        <translation>如需为此付款允许更高的费用，请传入 --max-network-fee；已保存的上限位于应用的“设置”中。</translation>
    </message>
    <message>
        <source>  Gas limit %1, max fee %2 gwei per gas, priority fee %3 gwei per gas; at most %4 %5 in total.</source>
        <translation>  Gas 上限 %1，每单位 Gas 最高手续费 %2 gwei，每单位 Gas 优先手续费 %3 gwei；合计最多 %4 %5。</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::CliFetch</name>
    <message>
        <source>Wallet %1 is not in Paydesk: import it first with &apos;paydesk-cli wallet import&apos; (local mode signs with your own key).</source>
        <translation>钱包 %1 不在 Paydesk 中：请先使用 &apos;paydesk-cli wallet import&apos; 导入（本地模式使用您自己的密钥签名）。</translation>
    </message>
    <message>
        <source>fetch needs an http:// or https:// URL.</source>
        <translation>fetch 需要 http:// 或 https:// URL。</translation>
    </message>
    <message>
        <source>Pay %1? [y/N] </source>
        <translation>支付 %1？[y/N] </translation>
    </message>
    <message>
        <source>paydesk-cli: error: %1</source>
        <translation>paydesk-cli：错误：%1</translation>
    </message>
    <message>
        <source>paydesk-cli: %1</source>
        <translation>paydesk-cli：%1</translation>
    </message>
    <message>
        <source>The resource is %1, not text: pass --out FILE to save it. Nothing was paid.</source>
        <translation>该资源是 %1，而不是文本：请传入 --out FILE 以保存。未支付任何款项。</translation>
    </message>
    <message>
        <source>You already paid for this URL once; paying again needs a confirmation at a terminal (or in the app). Nobody was asked (no terminal); nothing was paid.</source>
        <translation>您已为此 URL 付过一次款；再次付款需要在终端（或应用中）确认。未询问任何人（没有终端）；未支付任何款项。</translation>
    </message>
    <message>
        <source>Automatic payments are frozen; confirm at a terminal or unfreeze them (&apos;paydesk-cli budget unfreeze&apos;). Nobody was asked (no terminal); nothing was paid.</source>
        <translation>自动支付已冻结；请在终端中确认，或解除冻结（&apos;paydesk-cli budget unfreeze&apos;）。未询问任何人（没有终端）；未支付任何款项。</translation>
    </message>
    <message>
        <source>%1 --yes alone never pays above a cap: to approve this one payment from a script, add --max-amount %2 (or more); to let %3 take such prices, grant it a budget (&apos;paydesk-cli budget grant&apos;). Nothing was paid.</source>
        <translation>%1 仅使用 --yes 绝不会超出上限支付：如需从脚本批准这一笔支付，请添加 --max-amount %2（或更高）；如需允许 %3 收取此类价格，请为其授予预算（&apos;paydesk-cli budget grant&apos;）。未支付任何款项。</translation>
    </message>
    <message>
        <source>Pay %1 once? [y/N] </source>
        <translation>支付 %1 一次？[y/N] </translation>
    </message>
    <message>
        <source>give an amount and, for a token, its symbol: &quot;0.01 USDC&quot; or &quot;0.05&quot;.</source>
        <translation>请提供金额，如为代币，还需提供其符号：&quot;0.01 USDC&quot; 或 &quot;0.05&quot;。</translation>
    </message>
    <message>
        <source>The seller refused an earlier payment for this URL (attempt %1); paying again needs a confirmation at a terminal (or in the app). Nobody was asked (no terminal); nothing was paid.</source>
        <translation>卖家拒绝了此前对此 URL 的付款（尝试 %1）；再次付款需要在终端（或应用中）确认。未询问任何人（没有终端）；未支付任何款项。</translation>
    </message>
    <message>
        <source>Pass --from WALLET: a wallet whose key is in Paydesk pays without a payment service (&apos;paydesk-cli wallet list&apos; shows yours, &apos;wallet create&apos; makes one).</source>
        <translation>请指定 --from WALLET：密钥在 Paydesk 中的钱包无需支付服务即可付款（&apos;paydesk-cli wallet list&apos; 列出您的钱包，&apos;wallet create&apos; 创建一个）。</translation>
    </message>
    <message>
        <source>Nobody was asked: paydesk-cli is not running at a terminal, so it cannot ask you to confirm %1. Nothing was paid. It is above your default caps: to pay it from a script, pass --yes with --max-amount (for example --yes --max-amount %2), or grant %3 a budget (&apos;paydesk-cli budget grant&apos;).</source>
        <translation>未询问任何人：paydesk-cli 未在终端中运行，因此无法请您确认 %1。未支付任何款项。该金额超出您的默认上限：如需从脚本付款，请同时传入 --yes 和 --max-amount（例如 --yes --max-amount %2），或为 %3 授予预算（&apos;paydesk-cli budget grant&apos;）。</translation>
    </message>
    <message>
        <source>Nobody was asked: paydesk-cli is not running at a terminal, so it cannot ask you to confirm %1. Nothing was paid. To pay from a script, pass --yes: it pays within your caps (add --max-amount %2 to refuse any higher price), or grant %3 a budget (&apos;paydesk-cli budget grant&apos;).</source>
        <translation>未询问任何人：paydesk-cli 未在终端中运行，因此无法请您确认 %1。未支付任何款项。如需从脚本付款，请传入 --yes：它在您的上限内付款（添加 --max-amount %2 可拒绝任何更高的价格），或为 %3 授予预算（&apos;paydesk-cli budget grant&apos;）。</translation>
    </message>
    <message>
        <source>--max-deposit takes an amount in --max-amount&apos;s asset (&quot;1 USDC&quot;).</source>
        <translation>--max-deposit 接受以 --max-amount 的资产计的金额（“1 USDC”）。</translation>
    </message>
    <message>
        <source>Nobody was asked: paying %1 first opens a payment channel with a deposit of %2 (refundable), and paydesk-cli is not running at a terminal to ask you. Nothing was paid. To approve it from a script, pass --yes with --max-deposit &quot;%2&quot; (a smaller deposit serves fewer requests).</source>
        <translation>未询问任何人：支付 %1 需先以 %2 的押金（可退还）打开支付通道，而 paydesk-cli 未在可询问您的终端中运行。未支付任何款项。如需在脚本中批准，请传入 --yes 和 --max-deposit “%2”（押金较少则可服务的请求较少）。</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::CliLocalPayment</name>
    <message>
        <source>Earlier payment %1: %2</source>
        <translation>之前的支付 %1：%2</translation>
    </message>
    <message>
        <source>Signing and broadcasting through %1 ...</source>
        <translation>正在通过 %1 签名并广播...</translation>
    </message>
    <message>
        <source>Payment %1 is still not final; run &apos;paydesk-cli recover&apos; again when the RPC endpoint answers.</source>
        <translation>支付 %1 仍未进入最终状态；请在 RPC 端点恢复响应后再次运行 &apos;paydesk-cli recover&apos;。</translation>
    </message>
    <message numerus="yes">
        <source>%n unfinished local payment(s) followed to a final state.</source>
        <translation>
            <numerusform>已将 %n 笔未完成的本地支付跟踪至最终状态。</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody was asked to approve this transaction: standard input is not a terminal. Nothing was built or signed. Pass --yes to sign without asking.</source>
        <translation>未请求任何人批准此交易：标准输入不是终端。未构建或签名任何内容。传入 --yes 可不经询问直接签名。</translation>
    </message>
    <message>
        <source>Sign and send? [y/N] </source>
        <translation>签名并发送？[y/N] </translation>
    </message>
    <message>
        <source>Co-sign and broadcast? [y/N] </source>
        <translation>联合签名并广播？[y/N] </translation>
    </message>
    <message>
        <source>Name the wallet to pay from with --%1.</source>
        <translation>请用 --%1 指定付款的钱包。</translation>
    </message>
    <message>
        <source>%1 is not a wallet address: give the Solana or EVM address of a wallet on this computer.</source>
        <translation>%1 不是钱包地址：请提供此计算机上某个钱包的 Solana 或 EVM 地址。</translation>
    </message>
    <message>
        <source>Local payments from a %1 wallet are not supported by paydesk-cli; pay x402 sellers from it with &apos;paydesk-cli fetch --from&apos;.</source>
        <translation>paydesk-cli 不支持从 %1 钱包进行本地付款；请用 &apos;paydesk-cli fetch --from&apos; 从该钱包向 x402 卖家付款。</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::CliMcp</name>
    <message>
        <source>paydesk-cli: error: %1</source>
        <translation>paydesk-cli：错误：%1</translation>
    </message>
    <message>
        <source>paydesk-cli: %1</source>
        <translation>paydesk-cli：%1</translation>
    </message>
    <message>
        <source>paydesk-cli mcp: serving the agent %1</source>
        <translation>paydesk-cli mcp：正在为智能体 %1 提供服务</translation>
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
        <translation>付费获取 %1（%2，从 %4 支付 %3）已作为未支付关闭：%5 其预算已释放。</translation>
    </message>
    <message>
        <source>Paid fetch %1 of %2 (%3 from %4) stopped before its proof was stored, but the payment may have been made (%5). Check the wallet&apos;s history before paying for this URL again.</source>
        <translation>付费获取 %1（%2，从 %4 支付 %3）在其支付凭证保存之前已停止，但支付可能已完成（%5）。再次为此 URL 付款之前，请检查钱包的历史记录。</translation>
    </message>
    <message>
        <source>through the service</source>
        <translation>通过服务</translation>
    </message>
    <message>
        <source>a transaction Paydesk sends itself</source>
        <translation>由 Paydesk 自行发送的交易</translation>
    </message>
    <message>
        <source>Paid fetch %1 of %2 is being paid by another Paydesk process now.</source>
        <translation>付费获取 %1（%2）正在由另一个 Paydesk 进程付款。</translation>
    </message>
    <message>
        <source>run &apos;paydesk-cli fetch %1&apos; to receive it (the same proof is sent again; nothing is paid twice).</source>
        <translation>请运行 &apos;paydesk-cli fetch %1&apos; 以接收（会重新发送同一支付凭证；不会重复付款）。</translation>
    </message>
    <message>
        <source>Paid fetch %1 of %2 (%3 from %4) was paid, but its content never reached you: %5</source>
        <translation>付费获取 %1（%2，从 %4 支付 %3）已付款，但其内容从未送达：%5</translation>
    </message>
    <message>
        <source>Paid fetch %1 of %2 (%3 from %4): its proof was signed and no answer from the seller was recorded, so whether it was paid is not known here (no node of its network to ask): %5</source>
        <translation>付费获取 %1（%2，从 %4 支付 %3）：其支付凭证已签名，但未记录卖家的回复，因此此处无法得知是否已付款（没有可询问的该网络节点）：%5</translation>
    </message>
    <message>
        <source>Paid fetch %1 of %2 (%3 from %4) closed as not paid: the chain shows its proof unused and expired, so it can never move money (%5). Its budget is released.</source>
        <translation>付费获取 %1（%2，从 %4 支付 %3）已作为未支付关闭：链上显示其支付凭证未被使用且已过期，因此永远不会转移资金（%5）。其预算已释放。</translation>
    </message>
    <message>
        <source>Paid fetch %1 of %2 (%3 from %4) was paid (the chain shows it), but its content never reached you: %5</source>
        <translation>付费获取 %1（%2，从 %4 支付 %3）已付款（链上可见），但其内容从未送达：%5</translation>
    </message>
    <message>
        <source>Paid fetch %1 of %2 (%3 from %4): its proof was signed and no answer from the seller was recorded. The chain does not show it settled, and it may still be until it expires: %5</source>
        <translation>付费获取 %1（%2，从 %4 支付 %3）：其支付凭证已签名，但未记录卖家的回复。链上未显示其已结算，在过期之前仍可能被结算：%5</translation>
    </message>
    <message>
        <source>Paid fetch %1 of %2 (%3 from %4): its proof was signed and no answer from the seller was recorded, and the chain could not be read (%5): %6</source>
        <translation>付费获取 %1（%2，从 %4 支付 %3）：其支付凭证已签名，但未记录卖家的回复，且无法读取链上数据（%5）：%6</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::CliPermit2</name>
    <message>
        <source>permit2 needs --from and an EVM wallet (0x and 40 hex digits).</source>
        <translation>permit2 需要 --from 和一个 EVM 钱包（0x 加 40 位十六进制数字）。</translation>
    </message>
    <message>
        <source>No EVM node: pass --evm-rpc (a URL, or ethereum, base, base-sepolia, polygon, arbitrum-one, sandbox).</source>
        <translation>没有 EVM 节点：请传入 --evm-rpc（URL，或 ethereum、base、base-sepolia、polygon、arbitrum-one、sandbox）。</translation>
    </message>
    <message>
        <source>permit2 %1 takes the token: a symbol (USDC) or its contract.</source>
        <translation>permit2 %1 需要代币：符号（USDC）或其合约。</translation>
    </message>
    <message>
        <source>permit2 approve takes an amount and a token, such as &quot;0.05 USDC&quot; (never unlimited; 0 revokes). %1</source>
        <translation>permit2 approve 需要金额和代币，例如 &quot;0.05 USDC&quot;（绝不无限额；0 表示撤销）。%1</translation>
    </message>
    <message>
        <source>Cannot read the chain id from %1: %2</source>
        <translation>无法从 %1 读取链 ID：%2</translation>
    </message>
    <message>
        <source>Permit2 (%1) may move %2 of %3 on %4.</source>
        <translation>Permit2（%1）可在 %4 上从 %3 转移 %2。</translation>
    </message>
    <message>
        <source>Wallet %1 is not in Paydesk: import it first with &apos;paydesk-cli wallet import --chain evm&apos; (the approve is signed with your own key).</source>
        <translation>钱包 %1 不在 Paydesk 中：请先用 &apos;paydesk-cli wallet import --chain evm&apos; 导入（approve 由您自己的密钥签名）。</translation>
    </message>
    <message>
        <source>Nobody was asked to approve this transaction: standard input is not a terminal. Nothing was signed. Pass --yes to sign without asking.</source>
        <translation>没有人被要求批准此交易：标准输入不是终端。未签署任何内容。传入 --yes 可不询问直接签名。</translation>
    </message>
    <message>
        <source>--%1 takes an amount of ETH such as 0.002.</source>
        <translation>--%1 需要一个 ETH 金额，例如 0.002。</translation>
    </message>
    <message>
        <source>Checked against your node (%1):</source>
        <translation>已通过您的节点（%1）核对：</translation>
    </message>
    <message>
        <source>Permit2 may move %1 now; after this, exactly %2 (not added to it).</source>
        <translation>Permit2 现在可转移 %1；之后恰好为 %2（不是累加）。</translation>
    </message>
    <message>
        <source>Sign and send? [y/N] </source>
        <translation>签名并发送？[y/N] </translation>
    </message>
</context>
<context>
    <name>paydesk::cli::CliProxy</name>
    <message>
        <source>paydesk-cli: error: %1</source>
        <translation>paydesk-cli：错误：%1</translation>
    </message>
    <message>
        <source>--listen takes HOST:PORT on this computer, such as 127.0.0.1:8402.</source>
        <translation>--listen 需要本机上的 HOST:PORT，例如 127.0.0.1:8402。</translation>
    </message>
    <message>
        <source>paydesk-cli: %1</source>
        <translation>paydesk-cli：%1</translation>
    </message>
    <message>
        <source>paydesk-cli: error: the proxy cannot listen on %1: %2</source>
        <translation>paydesk-cli：错误：代理无法在 %1 上监听：%2</translation>
    </message>
    <message numerus="yes">
        <source>paydesk-cli proxy: stopping after %n request(s) under way</source>
        <translation>
            <numerusform>paydesk-cli proxy：将在 %n 个进行中的请求完成后停止</numerusform>
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
        <translation>--local 需要 --rpc URL（或 mainnet-beta、devnet、testnet、sandbox）：即 Paydesk 用于广播的 Solana RPC 端点。</translation>
    </message>
    <message>
        <source>Wallet %1 is not in Paydesk: import it first with &apos;paydesk-cli wallet import&apos; (local mode signs with your own key).</source>
        <translation>钱包 %1 不在 Paydesk 中：请先使用 &apos;paydesk-cli wallet import&apos; 导入（本地模式使用您自己的密钥签名）。</translation>
    </message>
    <message>
        <source>An earlier payment from %1 (%2) may still land; Paydesk will not sign a new one until it is resolved. Try again when the RPC endpoint answers.</source>
        <translation>来自 %1 的之前一笔支付（%2）可能仍会上链；在其有结果之前，Paydesk 不会签署新的支付。请在 RPC 端点恢复响应后重试。</translation>
    </message>
    <message>
        <source>Checked the transaction built by the service (network %1, %2 s left):</source>
        <translation>已检查服务构建的交易（网络 %1，剩余 %2 秒）：</translation>
    </message>
    <message>
        <source>  Simulation: %1, %2 compute units</source>
        <translation>  模拟：%1，%2 个计算单元</translation>
    </message>
    <message>
        <source>fails (%1)</source>
        <translation>失败（%1）</translation>
    </message>
    <message>
        <source>succeeds</source>
        <translation>成功</translation>
    </message>
    <message>
        <source>Nothing was signed. To allow more for this payment pass --max-priority-fee; the saved limit is in the app&apos;s Settings.</source>
        <translation>未签署任何内容。要为此付款允许更高的费用，请传入 --max-priority-fee；保存的上限在应用的设置中。</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::CliStatus</name>
    <message>
        <source>Paydesk has no record of payment %1 on this computer: it pays such payments itself, and &apos;paydesk-cli history WALLET&apos; lists them.</source>
        <translation>此计算机上没有付款 %1 的记录：此类付款由 Paydesk 自己完成，&apos;paydesk-cli history WALLET&apos; 会列出它们。</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::CliUnsignedBuilds</name>
    <message>
        <source>No local-mode build is waiting unsigned.</source>
        <translation>没有等待签名的本地模式已构建交易。</translation>
    </message>
    <message>
        <source>The history of %1 could not be read (%2): its unsigned builds are not listed.</source>
        <translation>无法读取 %1 的历史记录（%2）：不会列出其未签名的已构建交易。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>an unknown amount</source>
        <translation>未知金额</translation>
    </message>
    <message>
        <source>Build %1 (%2 to %3): not signed, nothing charged.</source>
        <translation>已构建的交易 %1（向 %3 支付 %2）：未签名，未收取任何费用。</translation>
    </message>
    <message>
        <source>Build %1 (%2 to %3): not signed yet; it expires unsigned unless you sign it before its validity ends.</source>
        <translation>已构建的交易 %1（向 %3 支付 %2）：尚未签名；除非您在其有效期结束前签名，否则它将在未签名状态下过期。</translation>
    </message>
    <message>
        <source>No local-mode build is waiting unsigned in the histories that could be read.</source>
        <translation>在能读取的历史记录中，没有等待签名的本地模式构建。</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::CliWalletCommands</name>
    <message>
        <source>--words must be 12 or 24.</source>
        <translation>--words 必须为 12 或 24。</translation>
    </message>
    <message>
        <source>Your recovery phrase (shown once: write it down, keep it offline; anyone who has it owns the wallet):</source>
        <translation>您的助记词（仅显示一次：请抄写下来并离线保存；任何拥有它的人都能掌控该钱包）：</translation>
    </message>
    <message>
        <source>Backup check: word #%1? </source>
        <translation>备份检查：第 %1 个单词是？ </translation>
    </message>
    <message>
        <source>Word #%1 does not match: nothing was stored. Run &apos;wallet create&apos; again and write the new phrase down carefully.</source>
        <translation>第 %1 个单词不匹配：未保存任何内容。请重新运行 &apos;wallet create&apos;，并仔细抄写新的助记词。</translation>
    </message>
    <message>
        <source>created</source>
        <translation>已创建</translation>
    </message>
    <message>
        <source>wallet import needs exactly one of --keypair-file FILE, --mnemonic-env NAME or --secret-key-env NAME.</source>
        <translation>wallet import 需要且只需要 --keypair-file FILE、--mnemonic-env NAME 或 --secret-key-env NAME 中的一个。</translation>
    </message>
    <message>
        <source>The environment variable %1 is not set or empty.</source>
        <translation>环境变量 %1 未设置或为空。</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>已导入</translation>
    </message>
    <message>
        <source>No wallets yet: &apos;wallet create&apos; or &apos;wallet import&apos;.</source>
        <translation>尚无钱包：请使用 &apos;wallet create&apos; 或 &apos;wallet import&apos;。</translation>
    </message>
    <message>
        <source>wallet remove needs the wallet&apos;s address.</source>
        <translation>wallet remove 需要钱包地址。</translation>
    </message>
    <message>
        <source>There is no wallet %1 in Paydesk.</source>
        <translation>Paydesk 中没有钱包 %1。</translation>
    </message>
    <message>
        <source>Removing a wallet deletes its key: confirm with --yes.</source>
        <translation>移除钱包会删除其密钥：请使用 --yes 确认。</translation>
    </message>
    <message>
        <source>This deletes the key of %1 from the keychain. Without its recovery phrase or key file its funds are lost. Type the address to confirm: </source>
        <translation>此操作会从钥匙串中删除 %1 的密钥。如果没有其助记词或密钥文件，其资金将会丢失。请输入地址以确认： </translation>
    </message>
    <message>
        <source>Not confirmed: nothing removed.</source>
        <translation>未确认：未移除任何内容。</translation>
    </message>
    <message>
        <source>Wallet %1 removed, and its key deleted from the keychain.</source>
        <translation>钱包 %1 已移除，其密钥已从钥匙串中删除。</translation>
    </message>
    <message>
        <source>wallet create asks three words of the new recovery phrase back, and standard input is not a terminal: nothing was created. Run it in a terminal, or pass --no-backup-check if you store the phrase another way (it is printed once).</source>
        <translation>wallet create 会要求回答新助记词中的三个单词，但标准输入不是终端：未创建任何内容。请在终端中运行，或者如果您以其他方式保存助记词，请传入 --no-backup-check（助记词只会打印一次）。</translation>
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
        <translation>--chain 必须为 solana 或 evm。</translation>
    </message>
    <message>
        <source>--keystore-file holds an EVM key: add --chain evm.</source>
        <translation>--keystore-file 中是 EVM 密钥：请添加 --chain evm。</translation>
    </message>
    <message>
        <source>Wallet %1 (%2) %3; its key is in the OS keychain.</source>
        <translation>钱包 %1（%2）%3；其密钥保存在操作系统钥匙串中。</translation>
    </message>
    <message>
        <source>%1 Nothing of the new phrase was kept: run &apos;wallet create&apos; again.</source>
        <translation>%1 新助记词未保留任何内容：请重新运行“wallet create”。</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>(balances not read: %1)</source>
        <translation>（未能读取余额：%1）</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::CliWatch</name>
    <message>
        <source>The service&apos;s events started again from scratch; read `history` for what happened meanwhile.</source>
        <translation>服务的事件已从头重新开始；请用 `history` 查看期间发生的事情。</translation>
    </message>
    <message>
        <source>Events %1 to %2 are no longer kept by the service; read `history` for what happened meanwhile.</source>
        <translation>服务已不再保留事件 %1 到 %2；请用 `history` 查看期间发生的事情。</translation>
    </message>
    <message>
        <source>Connecting to the service&apos;s live events; Ctrl-C ends.</source>
        <translation>正在连接服务的实时事件；按 Ctrl-C 结束。</translation>
    </message>
    <message>
        <source>Live again: going on after event %1.</source>
        <translation>已恢复实时：从事件 %1 之后继续。</translation>
    </message>
    <message>
        <source>Live: waiting for events.</source>
        <translation>实时：正在等待事件。</translation>
    </message>
    <message>
        <source>Connection lost; reconnecting...</source>
        <translation>连接已断开；正在重新连接...</translation>
    </message>
    <message>
        <source>This service offers no live events (or refuses this key for them); trying again in 5 minutes. `history` and `status` still work.</source>
        <translation>此服务不提供实时事件（或此密钥不能使用）；5 分钟后重试。`history` 和 `status` 仍可使用。</translation>
    </message>
    <message>
        <source>to %1 from %2</source>
        <translation>从 %2 到 %1</translation>
    </message>
    <message>
        <source>wallet %1</source>
        <translation>钱包 %1</translation>
    </message>
    <message>
        <source>%1 is not a wallet address: %2</source>
        <translation>%1 不是钱包地址：%2</translation>
    </message>
</context>
<context>
    <name>paydesk::evm::ChannelRefund</name>
    <message>
        <source>The channel %1 is closed: nothing is left to refund.</source>
        <translation>通道 %1 已关闭：没有可退款的余额。</translation>
    </message>
    <message>
        <source>Asking %1 for its channel terms…</source>
        <translation>正在向 %1 询问其通道条款…</translation>
    </message>
    <message>
        <source>%1 did not ask for payment (%2), so no refund can be asked there; withdraw instead (paydesk-cli channel withdraw %3).</source>
        <translation>%1 未要求付款（%2），因此无法在那里申请退款；请改为提取（paydesk-cli channel withdraw %3）。</translation>
    </message>
    <message>
        <source>HTTP %1</source>
        <translation>HTTP %1</translation>
    </message>
    <message>
        <source>The seller at %1 no longer offers this channel&apos;s terms, so it cannot be asked for a refund; withdraw instead (paydesk-cli channel withdraw %2).</source>
        <translation>%1 的卖家已不再提供该通道的条款，因此无法向其申请退款；请改为提取（paydesk-cli channel withdraw %2）。</translation>
    </message>
    <message>
        <source>The channel %1&apos;s journal is unusable (%2).</source>
        <translation>通道 %1 的日志不可用（%2）。</translation>
    </message>
    <message>
        <source>Signing a zero-charge voucher for the refund…</source>
        <translation>正在为退款签署零收费凭单…</translation>
    </message>
    <message>
        <source>Asking the seller for the refund…</source>
        <translation>正在向卖家申请退款…</translation>
    </message>
    <message>
        <source>The seller did not refund (%1). Nothing was signed beyond a zero-charge voucher; withdraw instead (paydesk-cli channel withdraw %2).</source>
        <translation>卖家未退款（%1）。除零收费凭单外未签署任何内容；请改为提取（paydesk-cli channel withdraw %2）。</translation>
    </message>
    <message>
        <source>The seller&apos;s refund answer does not describe this channel (%1); check the channel on chain before trusting it.</source>
        <translation>卖家的退款响应描述的不是该通道（%1）；请先在链上核实该通道再信任它。</translation>
    </message>
    <message>
        <source>another channel</source>
        <translation>另一个通道</translation>
    </message>
    <message>
        <source>%1 atomic units</source>
        <translation>%1 个最小单位</translation>
    </message>
    <message>
        <source>Reading from the chain what the refund returned…</source>
        <translation>正在从链上读取退款退回的金额…</translation>
    </message>
    <message>
        <source>the chain could not say what it returned (%1)</source>
        <translation>链上无法确认退回了多少（%1）</translation>
    </message>
    <message>
        <source>The seller says it refunded %1 (%2), but the chain shows nothing returned to your wallet; withdraw instead (paydesk-cli channel withdraw %3).</source>
        <translation>卖家称已退款 %1（%2），但链上显示没有任何款项退回您的钱包；请改为提取（paydesk-cli channel withdraw %3）。</translation>
    </message>
    <message>
        <source>the seller said %1, the chain shows %2 returned</source>
        <translation>卖家称 %1，链上显示退回 %2</translation>
    </message>
    <message>
        <source>refunded %1 by %2</source>
        <translation>已通过 %2 退款 %1</translation>
    </message>
    <message>
        <source>The seller refunded %1 (%2); the channel is empty and closed.</source>
        <translation>卖家已退款 %1（%2）；通道已清空并关闭。</translation>
    </message>
    <message>
        <source>The seller refunded %1 (%2); %3 stays in the channel.</source>
        <translation>卖家已退款 %1（%2）；通道中仍有 %3。</translation>
    </message>
    <message>
        <source>%1 Note: %2.</source>
        <translation>%1 备注：%2。</translation>
    </message>
</context>
<context>
    <name>paydesk::evm::ChannelWithdrawal</name>
    <message>
        <source>the withdrawal&apos;s finish</source>
        <translation>提取的完成步骤</translation>
    </message>
    <message>
        <source>the withdrawal</source>
        <translation>提取</translation>
    </message>
    <message>
        <source>%1 atomic units</source>
        <translation>%1 个最小单位</translation>
    </message>
    <message>
        <source>finalizeWithdraw(channel %1) on x402BatchSettlement %2</source>
        <translation>x402BatchSettlement %2 上的 finalizeWithdraw(通道 %1)</translation>
    </message>
    <message>
        <source>initiateWithdraw(channel %1, %2) on x402BatchSettlement %3</source>
        <translation>x402BatchSettlement %3 上的 initiateWithdraw(通道 %1, %2)</translation>
    </message>
    <message>
        <source>The channel %1&apos;s journaled config is unusable (%2); nothing was signed.</source>
        <translation>日志中通道 %1 的配置不可用（%2）；未签署任何内容。</translation>
    </message>
    <message>
        <source>The channel %1 is not a channel on %2; nothing was signed.</source>
        <translation>通道 %1 不是 %2 上的通道；未签署任何内容。</translation>
    </message>
    <message>
        <source>an unreadable answer</source>
        <translation>无法读取的响应</translation>
    </message>
    <message>
        <source>the channel&apos;s state could not be read from your EVM node (%1)</source>
        <translation>无法从您的 EVM 节点读取通道状态（%1）</translation>
    </message>
    <message>
        <source>the channel %1 holds nothing unclaimed to withdraw</source>
        <translation>通道 %1 中没有可提取的未申领余额</translation>
    </message>
    <message>
        <source>the withdrawal from channel %1 is under way and can be finished from %2 (the seller may claim its vouchers until then)</source>
        <translation>通道 %1 的提取正在进行，可从 %2 起完成（在此之前卖家可申领其凭单）</translation>
    </message>
    <message>
        <source>withdrawn by %1</source>
        <translation>已通过 %1 提取</translation>
    </message>
    <message>
        <source>The withdrawal finished (%1): what the seller had not claimed, at most %2, is back in %3.</source>
        <translation>提取已完成（%1）：卖家未申领的部分（最多 %2）已退回 %3。</translation>
    </message>
    <message>
        <source>withdrawal started by %1</source>
        <translation>已通过 %1 开始提取</translation>
    </message>
    <message>
        <source>a withdrawal is under way</source>
        <translation>提取正在进行</translation>
    </message>
    <message>
        <source>The withdrawal started (%1). The seller may claim its vouchers until %2; then run the withdrawal again to finish it.</source>
        <translation>提取已开始（%1）。卖家可在 %2 之前申领其凭单；之后请再次执行提取以完成。</translation>
    </message>
</context>
<context>
    <name>paydesk::evm::EvmBroadcastTracker</name>
    <message>
        <source>Stopped following the payment before it was final; it stays in the journal and is followed again on the next start.</source>
        <translation>在支付进入最终状态之前已停止跟踪；它仍保留在日志中，下次启动时会继续跟踪。</translation>
    </message>
    <message>
        <source>The node answered with another transaction hash (%1); Paydesk follows the hash of the signed bytes.</source>
        <translation>节点返回了另一个交易哈希（%1）；Paydesk 跟踪的是已签名字节的哈希。</translation>
    </message>
    <message>
        <source>the journal names no EVM wallet</source>
        <translation>日志中未指明 EVM 钱包</translation>
    </message>
    <message>
        <source>The node sent an unreadable nonce.</source>
        <translation>节点发送了无法读取的 nonce。</translation>
    </message>
    <message>
        <source>The node sent an unreadable receipt.</source>
        <translation>节点发送了无法读取的交易回执。</translation>
    </message>
    <message numerus="yes">
        <source>Waiting for a block to include it (nonce %1, %n s since it was sent).</source>
        <translation>
            <numerusform>正在等待区块打包（nonce %1，已发送 %n 秒）。</numerusform>
        </translation>
    </message>
    <message>
        <source>The journal could not record the outcome: %1</source>
        <translation>日志无法记录结果：%1</translation>
    </message>
</context>
<context>
    <name>paydesk::evm::EvmContractCall</name>
    <message>
        <source>%1 from %2 on %3; network fee at most %4 ETH (nonce %5, gas limit %6).</source>
        <translation>从 %2 在 %3 上执行 %1；网络费最多 %4 ETH（nonce %5，gas 上限 %6）。</translation>
    </message>
    <message>
        <source>%1 is not an EVM wallet (0x and 40 hex digits); nothing was signed.</source>
        <translation>%1 不是 EVM 钱包（0x 加 40 位十六进制数字）；未签署任何内容。</translation>
    </message>
    <message>
        <source>Cannot read the chain id from your EVM node (%1): %2. Nothing was signed.</source>
        <translation>无法从您的 EVM 节点（%1）读取链 ID：%2。未签署任何内容。</translation>
    </message>
    <message>
        <source>unreadable answer</source>
        <translation>无法读取的响应</translation>
    </message>
    <message>
        <source>Your EVM node (%1) is on %2, not on %3: set the node of that network; nothing was signed.</source>
        <translation>您的 EVM 节点（%1）在 %2 上，而不是 %3：请设置该网络的节点；未签署任何内容。</translation>
    </message>
    <message>
        <source>An earlier transaction from this wallet (nonce %1, %2) can still land. Paydesk signs nothing else on %3 until it is final: wait for it, or speed it up or cancel it; nothing was signed.</source>
        <translation>该钱包之前的一笔交易（nonce %1，%2）仍可能上链。在其最终确定之前，Paydesk 不会在 %3 上签署其他任何内容：请等待，或加速或取消它；未签署任何内容。</translation>
    </message>
    <message>
        <source>no nonce</source>
        <translation>没有 nonce</translation>
    </message>
    <message>
        <source>no fee history</source>
        <translation>没有费用历史</translation>
    </message>
    <message>
        <source>no gas estimate for %1</source>
        <translation>没有 %1 的 gas 估算</translation>
    </message>
    <message>
        <source>Cannot prepare %1 through your EVM node (%2): %3. Nothing was signed.</source>
        <translation>无法通过您的 EVM 节点（%2）准备 %1：%3。未签署任何内容。</translation>
    </message>
    <message>
        <source>%1; nothing was signed.</source>
        <translation>%1；未签署任何内容。</translation>
    </message>
    <message>
        <source>%1 Nothing was signed.</source>
        <translation>%1 未签署任何内容。</translation>
    </message>
    <message>
        <source>You declined %1; nothing was signed.</source>
        <translation>您拒绝了%1；未签署任何内容。</translation>
    </message>
    <message>
        <source>Paydesk could not sign %1 (%2); nothing was sent.</source>
        <translation>Paydesk 无法签署%1（%2）；未发送任何内容。</translation>
    </message>
    <message>
        <source>wrong key</source>
        <translation>密钥错误</translation>
    </message>
    <message>
        <source>The payment journal could not be written (%1), so %2 was not sent.</source>
        <translation>无法写入支付日志（%1），因此未发送%2。</translation>
    </message>
    <message>
        <source>Not in a block yet: %1 can still land until its nonce is used. Paydesk keeps following it, and you can speed it up or cancel it.</source>
        <translation>尚未进入区块：在其 nonce 被使用之前，%1 仍可能上链。Paydesk 会继续跟踪，您也可以加速或取消它。</translation>
    </message>
</context>
<context>
    <name>paydesk::evm::EvmHealthCheck</name>
    <message>
        <source>The RPC endpoint sent no chain id.</source>
        <translation>RPC 端点没有返回链 ID。</translation>
    </message>
    <message>
        <source>This node is on chain %1, not on chain %2 of the network you chose. Paydesk would read wrong balances and sign for the wrong chain through it.</source>
        <translation>此节点在链 %1 上，而不是您所选网络的链 %2。通过它，Paydesk 会读取错误的余额，并为错误的链签名。</translation>
    </message>
    <message>
        <source>The RPC endpoint sent no block number.</source>
        <translation>RPC 端点没有返回区块号。</translation>
    </message>
</context>
<context>
    <name>paydesk::evm::EvmPaymentFlow</name>
    <message>
        <source>Both the wallet and the recipient must be EVM addresses (0x and 40 hex digits).</source>
        <translation>钱包和收款方都必须是 EVM 地址（0x 加 40 位十六进制数字）。</translation>
    </message>
    <message>
        <source>its network &quot;%1&quot; is not an EVM chain (eip155:&lt;chain id&gt;)</source>
        <translation>其网络“%1”不是 EVM 链（eip155:&lt;链 ID&gt;）</translation>
    </message>
    <message>
        <source>The service sent a transaction Paydesk cannot read (%1); it was not signed.</source>
        <translation>服务发送了 Paydesk 无法读取的交易（%1）；该交易未被签名。</translation>
    </message>
    <message>
        <source>An earlier payment from this wallet (nonce %1, %2) can still land. Paydesk signs no other payment on %3 until it is final: wait for it, or speed it up or cancel it; nothing was signed.</source>
        <translation>此钱包之前的一笔支付（nonce %1，%2）可能仍会上链。在其最终确定之前，Paydesk 不会在 %3 上签署其他支付：请等待它完成，或将其加速或取消；未签署任何内容。</translation>
    </message>
    <message>
        <source>no chain id</source>
        <translation>无链 ID</translation>
    </message>
    <message>
        <source>no nonce</source>
        <translation>无 nonce</translation>
    </message>
    <message>
        <source>no code answer</source>
        <translation>无代码响应</translation>
    </message>
    <message>
        <source>no fee history</source>
        <translation>无手续费历史</translation>
    </message>
    <message>
        <source>Cannot check the transaction against your EVM node (%1): %2. Nothing was signed.</source>
        <translation>无法使用您的 EVM 节点（%1）检查交易：%2。未签署任何内容。</translation>
    </message>
    <message>
        <source>The service built this payment for %1, but your node (%2) is on chain %3. Set the node for that network in Settings; nothing was signed.</source>
        <translation>服务为 %1 构建了此付款，但您的节点（%2）位于链 %3 上。请在“设置”中为该网络设置节点；未签署任何内容。</translation>
    </message>
    <message>
        <source>The recipient is a contract, and your node cannot estimate the gas of a transfer to it (%1); nothing was signed.</source>
        <translation>收款方是合约，您的节点无法估算向其转账所需的 Gas（%1）；未签署任何内容。</translation>
    </message>
    <message>
        <source>unreadable answer</source>
        <translation>无法读取的响应</translation>
    </message>
    <message>
        <source>The transfer succeeds in a simulation on your node.</source>
        <translation>在您节点上的模拟中，转账成功。</translation>
    </message>
    <message>
        <source>The transfer fails in a simulation on your node: %1</source>
        <translation>在您节点上的模拟中，转账失败：%1</translation>
    </message>
    <message>
        <source>Simulation unavailable: %1</source>
        <translation>模拟不可用：%1</translation>
    </message>
    <message>
        <source>You declined this transaction; nothing was signed.</source>
        <translation>您拒绝了此交易；未签署任何内容。</translation>
    </message>
    <message>
        <source>The transaction could not be signed (%1); nothing was sent.</source>
        <translation>无法签署该交易（%1）；未发送任何内容。</translation>
    </message>
    <message>
        <source>wrong key</source>
        <translation>密钥错误</translation>
    </message>
    <message>
        <source>The payment journal could not be written (%1), so the transaction was not sent.</source>
        <translation>无法写入支付日志（%1），因此未发送该交易。</translation>
    </message>
    <message>
        <source>The payment is not in a block yet. It can still land until its nonce is used: Paydesk keeps following it, and you can speed it up or cancel it.</source>
        <translation>该支付尚未被打包进区块。在其 nonce 被使用之前，它仍可能上链：Paydesk 会继续跟踪，您也可以将其加速或取消。</translation>
    </message>
</context>
<context>
    <name>paydesk::evm::EvmReplacement</name>
    <message>
        <source>Only an EVM payment that still waits for a block can be sped up or cancelled.</source>
        <translation>只有仍在等待区块打包的 EVM 支付才能加速或取消。</translation>
    </message>
    <message>
        <source>The journaled transaction cannot be read; nothing was signed.</source>
        <translation>无法读取日志中记录的交易；未签署任何内容。</translation>
    </message>
    <message>
        <source>Cannot read the wallet&apos;s nonce from your node: %1</source>
        <translation>无法从您的节点读取钱包的 nonce：%1</translation>
    </message>
    <message>
        <source>unreadable answer</source>
        <translation>无法读取的响应</translation>
    </message>
    <message>
        <source>Nonce %1 is already used: the payment landed or was replaced. Paydesk settles it from its receipt; nothing was signed.</source>
        <translation>nonce %1 已被使用：该支付已上链或已被替换。Paydesk 将根据其回执确定结果；未签署任何内容。</translation>
    </message>
    <message>
        <source>Cannot read the fees from your node: %1</source>
        <translation>无法从您的节点读取手续费：%1</translation>
    </message>
    <message>
        <source>The fees of this transaction cannot be raised.</source>
        <translation>无法提高此交易的手续费。</translation>
    </message>
    <message>
        <source>%1 Nothing was signed; the first transaction still waits.</source>
        <translation>%1 未签署任何内容；第一笔交易仍在等待。</translation>
    </message>
    <message>
        <source>You kept the first transaction; nothing was signed.</source>
        <translation>您保留了第一笔交易；未签署任何内容。</translation>
    </message>
    <message>
        <source>The replacement could not be signed (%1); nothing was sent.</source>
        <translation>无法签署替换交易（%1）；未发送任何内容。</translation>
    </message>
    <message>
        <source>wrong key</source>
        <translation>密钥错误</translation>
    </message>
    <message>
        <source>The payment journal could not be written (%1), so the replacement was not sent.</source>
        <translation>无法写入支付日志（%1），因此未发送替换交易。</translation>
    </message>
</context>
<context>
    <name>paydesk::evm::Permit2Approval</name>
    <message>
        <source>%1 is not a token Paydesk knows on %2. Add its contract first (paydesk-cli token add, or the Tokens box of the Pay page)</source>
        <translation>%1 不是 Paydesk 在 %2 上已知的代币。请先添加其合约（paydesk-cli token add，或支付页面的代币框）</translation>
    </message>
    <message>
        <source>approve(Permit2 %1, %2) on %3 %4</source>
        <translation>%3 %4 上的 approve(Permit2 %1, %2)</translation>
    </message>
    <message>
        <source>%1; nothing was signed.</source>
        <translation>%1；未签署任何内容。</translation>
    </message>
    <message>
        <source>%1 has %2 decimals; %3 has more. Nothing was signed.</source>
        <translation>%1 有 %2 位小数；%3 的小数位更多。未签署任何内容。</translation>
    </message>
    <message>
        <source>The approve landed (%1); the allowance could not be read again: %2</source>
        <translation>approve 已上链（%1）；无法再次读取额度：%2</translation>
    </message>
    <message>
        <source>The approve landed (%1): Permit2 may now move %2 of %3.</source>
        <translation>approve 已上链（%1）：Permit2 现在可从 %3 转移 %2。</translation>
    </message>
    <message>
        <source>the approve</source>
        <translation>该授权</translation>
    </message>
    <message>
        <source>Permit2 may already move exactly %1 of %2</source>
        <translation>Permit2 已可转移 %2 的恰好 %1</translation>
    </message>
</context>
<context>
    <name>paydesk::solana::BroadcastTracker</name>
    <message>
        <source>Confirmed in slot %1.</source>
        <translation>已在槽位 %1 确认。</translation>
    </message>
    <message>
        <source>The transaction landed but failed (%1): the network fee was charged, the payment was not made.</source>
        <translation>交易已上链但执行失败（%1）：已收取网络手续费，支付未完成。</translation>
    </message>
    <message>
        <source>Expired, nothing was charged.</source>
        <translation>已过期，未收取任何费用。</translation>
    </message>
    <message>
        <source>The RPC node refused the transaction (%1): it was never broadcast, nothing was charged.</source>
        <translation>RPC 节点拒绝了该交易（%1）：交易从未广播，未收取任何费用。</translation>
    </message>
    <message>
        <source>Waiting for confirmation.</source>
        <translation>正在等待确认。</translation>
    </message>
    <message>
        <source>Stopped following the payment before it was final; it stays in the journal and is followed again on the next start.</source>
        <translation>在支付进入最终状态之前已停止跟踪；它仍保留在日志中，下次启动时会继续跟踪。</translation>
    </message>
    <message>
        <source>The RPC endpoint sent no block height.</source>
        <translation>RPC 端点没有返回区块高度。</translation>
    </message>
    <message>
        <source>The RPC endpoint sent an unreadable status.</source>
        <translation>RPC 端点返回了无法读取的状态。</translation>
    </message>
    <message>
        <source>Waiting for confirmation (block height %1, valid until %2).</source>
        <translation>正在等待确认（区块高度 %1，有效期至 %2）。</translation>
    </message>
    <message>
        <source>The journal could not record the outcome: %1</source>
        <translation>日志无法记录结果：%1</translation>
    </message>
</context>
<context>
    <name>paydesk::solana::RpcHealthCheck</name>
    <message>
        <source>The RPC endpoint reports that it is not healthy: %1</source>
        <translation>RPC 端点报告其状态不正常：%1</translation>
    </message>
    <message>
        <source>The RPC endpoint sent no block height.</source>
        <translation>RPC 端点没有返回区块高度。</translation>
    </message>
</context>
<context>
    <name>paydesk::solana::SolanaPaymentFlow</name>
    <message>
        <source>The service sent a transaction Paydesk cannot read (%1); it was not signed.</source>
        <translation>服务发送了 Paydesk 无法读取的交易（%1）；该交易未被签名。</translation>
    </message>
    <message>
        <source>The service says the payment %1 is settled, but the RPC endpoint does not show it confirmed: %2</source>
        <translation>服务称支付 %1 已结算，但 RPC 端点未显示其已确认：%2</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>未找到</translation>
    </message>
    <message>
        <source>The buyer&apos;s payment is already confirmed on chain (slot %1); nothing to co-sign.</source>
        <translation>买方的支付已在链上确认（槽位 %1）；无需联合签名。</translation>
    </message>
    <message>
        <source>Cannot check the transaction against the network: %1</source>
        <translation>无法对照网络检查该交易：%1</translation>
    </message>
    <message>
        <source>no block height</source>
        <translation>没有区块高度</translation>
    </message>
    <message>
        <source>Simulation unavailable: %1</source>
        <translation>模拟不可用：%1</translation>
    </message>
    <message>
        <source>You declined this transaction; nothing was signed.</source>
        <translation>您拒绝了此交易；未签署任何内容。</translation>
    </message>
    <message>
        <source>The transaction could not be signed completely (%1); nothing was sent.</source>
        <translation>无法完整签署该交易（%1）；未发送任何内容。</translation>
    </message>
    <message>
        <source>wrong key</source>
        <translation>密钥错误</translation>
    </message>
    <message>
        <source>The payment journal could not be written (%1), so the transaction was not sent.</source>
        <translation>无法写入支付日志（%1），因此未发送该交易。</translation>
    </message>
    <message>
        <source>The payment is not final yet; Paydesk keeps it in its journal and follows it again on the next start.</source>
        <translation>支付尚未进入最终状态；Paydesk 将其保留在日志中，并在下次启动时继续跟踪。</translation>
    </message>
    <message>
        <source>Cannot read the latest block from the network: %1</source>
        <translation>无法从网络读取最新区块：%1</translation>
    </message>
    <message>
        <source>malformed answer</source>
        <translation>格式错误的回复</translation>
    </message>
    <message>
        <source>Paydesk refuses to sign this payment: %1</source>
        <translation>Paydesk 拒绝签署此付款：%1</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::AgentApprovalDialog</name>
    <message>
        <source>An agent asks to pay</source>
        <translation>智能体请求付款</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; asks to pay %2 %3.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; 请求支付 %2 %3。</translation>
    </message>
    <message>
        <source>Site:</source>
        <translation>网站：</translation>
    </message>
    <message>
        <source>Resource:</source>
        <translation>资源：</translation>
    </message>
    <message>
        <source>Price:</source>
        <translation>价格：</translation>
    </message>
    <message>
        <source>%1 %2 on %3</source>
        <translation>%3 上的 %1 %2</translation>
    </message>
    <message>
        <source>Pays to:</source>
        <translation>付给：</translation>
    </message>
    <message>
        <source>Budget left today:</source>
        <translation>今日剩余预算：</translation>
    </message>
    <message>
        <source>%1 of %2 %3</source>
        <translation>剩余 %1，共 %2 %3</translation>
    </message>
    <message>
        <source>Why you are asked:</source>
        <translation>询问原因：</translation>
    </message>
    <message>
        <source>Approve &amp;once</source>
        <translation>仅批准这一次(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Always for this site</source>
        <translation>始终允许此网站(&amp;A)</translation>
    </message>
    <message>
        <source>Approve this payment and let %1 pay %2 without asking, within its budget.</source>
        <translation>批准此支付，并允许 %1 在其预算内无需询问即可向 %2 付款。</translation>
    </message>
    <message>
        <source>&amp;Decline</source>
        <translation>拒绝(&amp;D)</translation>
    </message>
    <message numerus="yes">
        <source>The agent waits %n more second(s); then the payment is declined.</source>
        <translation>
            <numerusform>智能体将再等待 %n 秒；之后该支付将被拒绝。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paydesk::ui::AgentApprovalPresenter</name>
    <message>
        <source>%1 asks to pay %2 %3</source>
        <translation>%1 请求支付 %2 %3</translation>
    </message>
    <message>
        <source>To %1. Approve or decline it in Paydesk.</source>
        <translation>付给 %1。请在 Paydesk 中批准或拒绝。</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::AgentEditor</name>
    <message>
        <source>%1 on %2</source>
        <translation>%2 上的 %1</translation>
    </message>
    <message>
        <source>for example 1</source>
        <translation>例如 1</translation>
    </message>
    <message>
        <source>for example 0.05</source>
        <translation>例如 0.05</translation>
    </message>
    <message>
        <source>A payment above this, to a site not on its list, or one that would leave less than a tenth of the day&apos;s budget waits for your approval.</source>
        <translation>超过此金额的支付、付给不在其列表中的网站的支付，或会使当日预算剩余不足十分之一的支付，都将等待您的批准。</translation>
    </message>
    <message>
        <source>&amp;Asset:</source>
        <translation>资产(&amp;A)：</translation>
    </message>
    <message>
        <source>Budget per &amp;day:</source>
        <translation>每日预算(&amp;D)：</translation>
    </message>
    <message>
        <source>Pays &amp;without asking up to:</source>
        <translation>无需询问即可支付的上限(&amp;W)：</translation>
    </message>
    <message>
        <source>Save &amp;budget</source>
        <translation>保存预算(&amp;B)</translation>
    </message>
    <message>
        <source>No budget in this asset</source>
        <translation>此资产无预算</translation>
    </message>
    <message>
        <source>Sites it pays without asking (within its budget):</source>
        <translation>无需询问即可付款的网站（在其预算内）：</translation>
    </message>
    <message>
        <source>Site to allow</source>
        <translation>要允许的网站</translation>
    </message>
    <message>
        <source>A&amp;llow site</source>
        <translation>允许网站(&amp;L)</translation>
    </message>
    <message>
        <source>Remove site</source>
        <translation>移除网站</translation>
    </message>
    <message>
        <source>&amp;Paused: it pays nothing until you clear this</source>
        <translation>已暂停：取消勾选前不会支付任何款项(&amp;P)</translation>
    </message>
    <message>
        <source>Its last payments:</source>
        <translation>最近的支付：</translation>
    </message>
    <message>
        <source>Show &amp;token…</source>
        <translation>显示令牌(&amp;T)…</translation>
    </message>
    <message>
        <source>&amp;Remove agent…</source>
        <translation>移除智能体(&amp;R)…</translation>
    </message>
    <message>
        <source>Select an agent above</source>
        <translation>请在上方选择一个智能体</translation>
    </message>
    <message>
        <source>Agent %1</source>
        <translation>智能体 %1</translation>
    </message>
    <message>
        <source>No payments yet.</source>
        <translation>尚无支付。</translation>
    </message>
    <message>
        <source>No budget in this asset: the agent cannot pay in it.</source>
        <translation>此资产无预算：智能体无法用它付款。</translation>
    </message>
    <message>
        <source>Spent in the last 24 hours: %1</source>
        <translation>过去 24 小时已花费：%1</translation>
    </message>
    <message>
        <source>Type the site&apos;s address, such as https://api.example.com.</source>
        <translation>请输入网站地址，例如 https://api.example.com。</translation>
    </message>
    <message>
        <source>Beyond the day:</source>
        <translation>超出一天的时段：</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::AgentsPage</name>
    <message>
        <source>Agents</source>
        <translation>智能体</translation>
    </message>
    <message>
        <source>AI agents and scripts on this computer pay through Paydesk, from your wallets, within the budgets you give each of them here. They never see a key. A payment above an agent&apos;s limit or to a new site waits for your approval.</source>
        <translation>这台计算机上的 AI 智能体和脚本通过 Paydesk，在您于此处为它们各自设定的预算内，从您的钱包付款。它们永远看不到任何密钥。超过智能体上限或付给新网站的支付将等待您的批准。</translation>
    </message>
    <message>
        <source>Payments are frozen: no agent can pay until you unfreeze them (in the tray menu or in Settings).</source>
        <translation>支付已冻结：在您解除冻结之前，任何智能体都无法付款（可在托盘菜单或“设置”中解除）。</translation>
    </message>
    <message>
        <source>A name for the agent, such as Research assistant</source>
        <translation>智能体的名称，例如“研究助理”</translation>
    </message>
    <message>
        <source>New agent&apos;s name</source>
        <translation>新智能体的名称</translation>
    </message>
    <message>
        <source>&amp;Add agent</source>
        <translation>添加智能体(&amp;A)</translation>
    </message>
    <message>
        <source>Agent token</source>
        <translation>智能体令牌</translation>
    </message>
    <message>
        <source>MCP configuration</source>
        <translation>MCP 配置</translation>
    </message>
    <message>
        <source>No agents yet. Add one, give it a budget, then give it its token.</source>
        <translation>尚无智能体。请添加一个智能体，为其设置预算，然后将其令牌交给它。</translation>
    </message>
    <message>
        <source>The token of %1. Give it to the agent only: whoever has it spends from %1&apos;s budget. For an MCP client, add this server to its configuration; any other program sends its requests through &apos;paydesk-cli proxy&apos; with the header Proxy-Authorization: Bearer and the token.</source>
        <translation>%1 的令牌。请只将其交给该智能体：任何持有它的人都可以从 %1 的预算中花费。对于 MCP 客户端，请将此服务器添加到其配置中；其他任何程序则通过 &apos;paydesk-cli proxy&apos; 发送请求，并附带 Proxy-Authorization: Bearer 标头和该令牌。</translation>
    </message>
    <message>
        <source>Remove agent</source>
        <translation>移除智能体</translation>
    </message>
    <message>
        <source>Remove %1?</source>
        <translation>要移除 %1 吗？</translation>
    </message>
    <message>
        <source>Its token stops paying at once. Its payments stay in your history.</source>
        <translation>其令牌将立即停止付款。其支付记录会保留在您的历史记录中。</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::BudgetLimitsEdit</name>
    <message>
        <source>no cap</source>
        <translation>无上限</translation>
    </message>
    <message>
        <source>Optional: the most that may be spent in the last 7 days (a week) or 30 days (a month). Leave it empty for no such cap.</source>
        <translation>可选：最近 7 天（一周）或 30 天（一个月）内可花费的上限。留空表示无此上限。</translation>
    </message>
    <message>
        <source>Per wee&amp;k:</source>
        <translation>每周(&amp;K)：</translation>
    </message>
    <message>
        <source>Cap per week</source>
        <translation>每周上限</translation>
    </message>
    <message>
        <source>Per &amp;month:</source>
        <translation>每月(&amp;M)：</translation>
    </message>
    <message>
        <source>Cap per month</source>
        <translation>每月上限</translation>
    </message>
    <message>
        <source>&amp;Ends after</source>
        <translation>结束于(&amp;E)</translation>
    </message>
    <message>
        <source>After this day the budget no longer pays without asking</source>
        <translation>此日之后，预算不再无需询问地付款</translation>
    </message>
    <message>
        <source>Last day of the budget</source>
        <translation>预算的最后一天</translation>
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
        <translation>自动支付的预算</translation>
    </message>
    <message>
        <source>&amp;Freeze all automatic payments (Paydesk then asks every time)</source>
        <translation>冻结所有自动支付（之后 Paydesk 每次都会询问）(&amp;F)</translation>
    </message>
    <message>
        <source>Site budgets</source>
        <translation>网站预算</translation>
    </message>
    <message>
        <source>Cap per payment</source>
        <translation>每笔支付上限</translation>
    </message>
    <message>
        <source>Cap per day</source>
        <translation>每日上限</translation>
    </message>
    <message>
        <source>Save &amp;caps</source>
        <translation>保存上限(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Revoke</source>
        <translation>撤销(&amp;R)</translation>
    </message>
    <message>
        <source>Per payment:</source>
        <translation>每笔支付：</translation>
    </message>
    <message>
        <source>Per day:</source>
        <translation>每天：</translation>
    </message>
    <message>
        <source>The cap per day cannot be below the cap per payment.</source>
        <translation>每日上限不能低于每笔支付上限。</translation>
    </message>
    <message>
        <source>A site without a budget has the default caps of %1 per payment and %2 per day: Paydesk asks before each of its payments, and a price above these caps is flagged and paid only if you approve that one payment (no budget is granted). To let a site pay without asking, grant it a budget when you confirm a payment.</source>
        <translation>没有预算的网站使用默认上限：每笔支付 %1，每天 %2。Paydesk 会在该网站的每笔支付前询问；高于这些上限的价格会被标出，且只有在您批准该笔支付时才会支付（不会授予预算）。如需无需询问即可向某个网站付款，请在确认支付时为其授予预算。</translation>
    </message>
    <message>
        <source>No site has a budget yet.</source>
        <translation>尚无网站设有预算。</translation>
    </message>
    <message>
        <source>Back to the default caps: Paydesk asks before each payment to this site</source>
        <translation>恢复为默认上限：每次向此网站付款前 Paydesk 都会询问</translation>
    </message>
    <message>
        <source>The same caps apply in each asset, counted apart: a price in USDC counts toward caps of %1 and %2, never toward a budget in SOL.</source>
        <translation>相同的上限分别适用于每种资产：以 USDC 计价的价格计入 %1 和 %2 的上限，绝不计入以 SOL 计的预算。</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::ChannelWithdrawDialog</name>
    <message>
        <source>Withdraw from the channel with %1</source>
        <translation>从与 %1 的通道中提取</translation>
    </message>
    <message>
        <source>A withdrawal takes back what %1 has not charged (Paydesk counts %2) without the seller&apos;s help, by a transaction from your wallet in two steps: the first starts the channel&apos;s withdraw delay, during which the seller may still claim the vouchers you signed; once it has passed, a second withdrawal returns the rest. Only the network fee is paid.</source>
        <translation>提取无需卖家协助，即可通过您钱包发出的交易分两步取回 %1 未收取的部分（Paydesk 计为 %2）：第一步开始通道的提取等待期，在此期间卖家仍可申领您签署的凭单；等待期过后，第二次提取将退回剩余部分。只需支付网络费。</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>&amp;Sign &amp;&amp; send</source>
        <translation>签名&amp;&amp;发送(&amp;S)</translation>
    </message>
    <message>
        <source>Signing with the key from your system keychain…</source>
        <translation>正在使用系统钥匙串中的密钥签名…</translation>
    </message>
    <message>
        <source>Signed and journaled. Waiting for a block…</source>
        <translation>已签名并记入日志。正在等待区块…</translation>
    </message>
    <message>
        <source>Paydesk will not sign this withdrawal: %1</source>
        <translation>Paydesk 不会签署此次提取：%1</translation>
    </message>
    <message>
        <source>Paydesk is locked. Unlock it to sign this transaction.</source>
        <translation>Paydesk 已锁定。请解锁以签署此交易。</translation>
    </message>
    <message>
        <source>See it on the explorer</source>
        <translation>在浏览器中查看</translation>
    </message>
    <message>
        <source>&amp;Reject</source>
        <translation>拒绝(&amp;R)</translation>
    </message>
    <message>
        <source>Reading the channel from your node…</source>
        <translation>正在从您的节点读取通道…</translation>
    </message>
    <message>
        <source>Finish the withdrawal</source>
        <translation>完成提取</translation>
    </message>
    <message>
        <source>Start the withdrawal</source>
        <translation>开始提取</translation>
    </message>
    <message>
        <source>The withdraw delay has passed: this returns what the seller has not claimed to your wallet.</source>
        <translation>提取等待期已过：这会把卖家未申领的部分退回您的钱包。</translation>
    </message>
    <message>
        <source>The seller may claim its vouchers until the channel&apos;s withdraw delay has passed; then withdraw again to finish it.</source>
        <translation>在通道的提取等待期结束之前，卖家可申领其凭单；之后请再次提取以完成。</translation>
    </message>
    <message>
        <source>Withdrawn</source>
        <translation>已提取</translation>
    </message>
    <message>
        <source>The withdrawal has started</source>
        <translation>提取已开始</translation>
    </message>
    <message>
        <source>Can be finished from %1</source>
        <translation>可从 %1 起完成</translation>
    </message>
    <message>
        <source>Nothing to sign now</source>
        <translation>目前无需签署</translation>
    </message>
    <message>
        <source>The withdrawal could not be prepared</source>
        <translation>无法准备提取</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::ChannelsPage</name>
    <message>
        <source>Payment channels</source>
        <translation>支付通道</translation>
    </message>
    <message>
        <source>A seller that offers x402 batch-settlement is paid through a payment channel: Paydesk deposits into it once, then signs a voucher for each request. What the seller does not charge stays yours: ask the seller for a refund, or withdraw it yourself.</source>
        <translation>对提供 x402 batch-settlement 的卖家，通过支付通道付款：Paydesk 先存入一次押金，然后为每个请求签署一张凭单。卖家未收取的部分仍归您所有：可向卖家申请退款，或自行提取。</translation>
    </message>
    <message>
        <source>No payment channels yet. Paydesk opens one when a seller offers batch-settlement, after you confirm its deposit; what the seller does not charge comes back to you by a refund or a withdrawal.</source>
        <translation>还没有支付通道。当卖家提供 batch-settlement 时，Paydesk 会在您确认押金后打开一个通道；卖家未收取的部分会通过退款或提取退回给您。</translation>
    </message>
    <message>
        <source>Ask for a &amp;refund</source>
        <translation>申请退款(&amp;R)</translation>
    </message>
    <message>
        <source>Ask the seller to send back all it has not charged. Paydesk signs a voucher for no more than the seller charged already, so the seller gains nothing by it.</source>
        <translation>请卖家退回其未收取的全部款项。Paydesk 签署的凭单金额不超过卖家已收取的金额，因此卖家不会因此多得。</translation>
    </message>
    <message>
        <source>&amp;Withdraw…</source>
        <translation>提取(&amp;W)…</translation>
    </message>
    <message>
        <source>Take back what the seller has not charged without its help: a transaction from your wallet, reviewed first. It takes two steps, the channel&apos;s withdraw delay apart.</source>
        <translation>无需卖家协助取回其未收取的部分：从您的钱包发出一笔交易，先经审核。分两步进行，中间相隔通道的提取等待期。</translation>
    </message>
    <message>
        <source>Select a channel.</source>
        <translation>请选择一个通道。</translation>
    </message>
    <message>
        <source>A withdrawal is under way: withdraw again once the delay has passed to finish it.</source>
        <translation>提取正在进行：等待期过后再次提取即可完成。</translation>
    </message>
    <message>
        <source>Unused for a week: ask %1 to refund %2.</source>
        <translation>已一周未使用：请让 %1 退还 %2。</translation>
    </message>
    <message>
        <source>Paydesk is locked. Unlock it to ask for a refund.</source>
        <translation>Paydesk 已锁定。请解锁以申请退款。</translation>
    </message>
    <message>
        <source>Asking the seller for a refund…</source>
        <translation>正在向卖家申请退款…</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::CopyField</name>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Copy %1</source>
        <translation>复制%1</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>已复制</translation>
    </message>
    <message>
        <source>Open in the block explorer</source>
        <translation>在区块浏览器中打开</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::CreateWalletDialog</name>
    <message>
        <source>Create a local wallet</source>
        <translation>创建本地钱包</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>返回(&amp;B)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>下一步(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;12 words</source>
        <translation>12 个单词(&amp;1)</translation>
    </message>
    <message>
        <source>&amp;24 words</source>
        <translation>24 个单词(&amp;2)</translation>
    </message>
    <message>
        <source>Length:</source>
        <translation>长度：</translation>
    </message>
    <message>
        <source>Wallet label</source>
        <translation>钱包标签</translation>
    </message>
    <message>
        <source>e.g. Everyday payments</source>
        <translation>例如：日常支付</translation>
    </message>
    <message>
        <source>&amp;Label:</source>
        <translation>标签(&amp;L)：</translation>
    </message>
    <message>
        <source>Add a BIP39 &amp;passphrase (advanced)</source>
        <translation>添加 BIP39 密码短语（高级）(&amp;P)</translation>
    </message>
    <message>
        <source>Passphrase</source>
        <translation>密码短语</translation>
    </message>
    <message>
        <source>Passphrase again</source>
        <translation>再次输入密码短语</translation>
    </message>
    <message>
        <source>Pass&amp;phrase:</source>
        <translation>密码短语(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Again:</source>
        <translation>再次输入(&amp;A)：</translation>
    </message>
    <message>
        <source>The passphrase is a second secret: without both the words and the passphrase the wallet cannot be restored. Paydesk does not store it.</source>
        <translation>密码短语是第二个秘密：只有同时拥有助记词和密码短语，才能恢复钱包。Paydesk 不会保存密码短语。</translation>
    </message>
    <message>
        <source>Write these words on paper, in this order, and keep it somewhere safe and offline. Anyone who has them can take the funds. Paydesk shows them only this once.</source>
        <translation>请按此顺序将这些单词写在纸上，并离线存放在安全的地方。任何拥有它们的人都能取走资金。Paydesk 只会显示这一次。</translation>
    </message>
    <message>
        <source>I have &amp;written down all the words in order</source>
        <translation>我已按顺序抄写下所有单词(&amp;W)</translation>
    </message>
    <message>
        <source>Check your copy: type these words from what you wrote down. The wallet is created only when they match.</source>
        <translation>核对您的副本：根据您抄写的内容输入以下单词。只有全部匹配，才会创建钱包。</translation>
    </message>
    <message>
        <source>&amp;Create wallet</source>
        <translation>创建钱包(&amp;C)</translation>
    </message>
    <message>
        <source>Word number %1</source>
        <translation>第 %1 个单词</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>The two passphrases differ.</source>
        <translation>两次输入的密码短语不一致。</translation>
    </message>
    <message>
        <source>Word #%1 does not match your phrase. Look at your copy again, or go back to the words and write them down anew.</source>
        <translation>第 %1 个单词与您的助记词不匹配。请再检查一下您的副本，或返回单词页面重新抄写。</translation>
    </message>
    <message>
        <source>Storing the key in the system keychain…</source>
        <translation>正在将密钥保存到系统钥匙串…</translation>
    </message>
    <message>
        <source>Word #%1:</source>
        <translation>单词 #%1：</translation>
    </message>
    <message>
        <source>Paydesk makes a new recovery phrase and derives two accounts from it: Solana (m/44&apos;/501&apos;/0&apos;/0&apos;, as Phantom and Solflare) and EVM (m/44&apos;/60&apos;/0&apos;/0/0, as MetaMask). Their keys, and the phrase&apos;s seed for adding EVM accounts later, are kept in the system keychain.</source>
        <translation>Paydesk 会生成新的助记词，并从中派生两个账户：Solana（m/44&apos;/501&apos;/0&apos;/0&apos;，与 Phantom 和 Solflare 相同）和 EVM（m/44&apos;/60&apos;/0&apos;/0/0，与 MetaMask 相同）。它们的密钥以及用于日后添加 EVM 账户的助记词种子都保存在系统钥匙串中。</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::DailyCapsBox</name>
    <message>
        <source>Asset of the cap</source>
        <translation>上限的资产</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%2 上的 %1</translation>
    </message>
    <message>
        <source>Cap per day for all sites</source>
        <translation>所有网站的每日上限</translation>
    </message>
    <message>
        <source>no cap</source>
        <translation>无上限</translation>
    </message>
    <message>
        <source>Set ca&amp;p</source>
        <translation>设置上限(&amp;P)</translation>
    </message>
    <message>
        <source>Remo&amp;ve cap</source>
        <translation>删除上限(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Asset:</source>
        <translation>资产(&amp;A)：</translation>
    </message>
    <message>
        <source>%1 a day on %2 (%3 spent in the last 24 hours)</source>
        <translation>%2 上每天 %1（过去 24 小时已支付 %3）</translation>
    </message>
    <message>
        <source>Type the cap as a number, like 1.5.</source>
        <translation>请以数字输入上限，例如 1.5。</translation>
    </message>
    <message>
        <source>Caps for all sites</source>
        <translation>所有网站的上限</translation>
    </message>
    <message>
        <source>The most all sites together may take in one asset in 24 hours, or in dollars across every stablecoin in a day, week or month. Nothing is paid above a cap, not even a payment you approve.</source>
        <translation>所有网站合计在 24 小时内以一种资产、或在一天、一周或一个月内以所有稳定币按美元计可收取的上限。超出上限的款项一概不付，即使是您批准的付款。</translation>
    </message>
    <message>
        <source>Cap in dollars for all sites</source>
        <translation>所有网站的美元上限</translation>
    </message>
    <message>
        <source>Window of the cap in dollars</source>
        <translation>美元上限的时段</translation>
    </message>
    <message>
        <source>Set dollar cap</source>
        <translation>设置美元上限</translation>
    </message>
    <message>
        <source>Remove dollar cap</source>
        <translation>删除美元上限</translation>
    </message>
    <message>
        <source>&amp;In dollars, any stablecoin:</source>
        <translation>按美元计，任何稳定币(&amp;I)：</translation>
    </message>
    <message>
        <source>Counts USDC on every network together, in dollars; a token you added counts in its own unit, never as dollars</source>
        <translation>将所有网络上的 USDC 按美元合计；您添加的代币按其自身单位计算，从不按美元计算</translation>
    </message>
    <message>
        <source>%1 %2 in all dollar stablecoins together (%3 spent in the last %4)</source>
        <translation>所有美元稳定币合计%2 %1（最近 %4 内已花费 %3）</translation>
    </message>
    <message>
        <source>No cap for all sites is set.</source>
        <translation>未设置所有网站的上限。</translation>
    </message>
    <message>
        <source>Type the cap as a number, like 5.</source>
        <translation>请以数字输入上限，例如 5。</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::DiagnosticsBox</name>
    <message>
        <source>About and diagnostics</source>
        <translation>关于与诊断</translation>
    </message>
    <message>
        <source>Paydesk writes a log (paydesk.log) to %1. It never holds keys, passphrases or other secrets.</source>
        <translation>Paydesk 将日志（paydesk.log）写入 %1。日志中绝不包含密钥、密码短语或其他机密信息。</translation>
    </message>
    <message>
        <source>Open log folder</source>
        <translation>打开日志文件夹</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::ErrorPanel</name>
    <message>
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>The outcome of the payment is unknown</source>
        <translation>支付结果未知</translation>
    </message>
    <message>
        <source>Code %1.</source>
        <translation>代码 %1。</translation>
    </message>
    <message>
        <source>%1 (code %2)</source>
        <translation>%1（代码 %2）</translation>
    </message>
    <message>
        <source>Open key settings</source>
        <translation>打开密钥设置</translation>
    </message>
    <message>
        <source>Check status</source>
        <translation>检查状态</translation>
    </message>
    <message>
        <source>You can try again now.</source>
        <translation>现在可以重试了。</translation>
    </message>
    <message>
        <source>Too many requests for this key&apos;s plan. Paydesk slows down: you can try again in %1 s.</source>
        <translation>此密钥套餐的请求过多。Paydesk 正在降低请求频率：您可以在 %1 秒后重试。</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::EvmReviewDialog</name>
    <message>
        <source>Review and sign the payment</source>
        <translation>检查并签署支付</translation>
    </message>
    <message>
        <source>Paydesk checked the transaction the service built against your node. This is exactly what you would sign:</source>
        <translation>Paydesk 已使用您的节点检查了服务构建的交易。以下正是您将要签署的内容：</translation>
    </message>
    <message>
        <source>Getting the transaction from the service…</source>
        <translation>正在从服务获取交易…</translation>
    </message>
    <message>
        <source>Speed &amp;up</source>
        <translation>加速(&amp;U)</translation>
    </message>
    <message>
        <source>Send the same payment again with the same nonce and at least 10 % higher fees: whichever lands, you pay once.</source>
        <translation>以相同的 nonce 和至少高 10% 的手续费再次发送同一笔付款：无论哪一笔上链，您都只付款一次。</translation>
    </message>
    <message>
        <source>Cancel &amp;payment</source>
        <translation>取消付款(&amp;P)</translation>
    </message>
    <message>
        <source>Replace it with a transfer of 0 to yourself with the same nonce: if that lands first, only its network fee is paid.</source>
        <translation>用一笔使用相同 nonce、向您自己转账 0 的交易替换它：如果该交易先上链，则只需支付其网络手续费。</translation>
    </message>
    <message>
        <source>&amp;Sign &amp;&amp; send</source>
        <translation>签名&amp;&amp;发送(&amp;S)</translation>
    </message>
    <message>
        <source>Sent. Waiting for a block to include it…</source>
        <translation>已发送。正在等待区块打包…</translation>
    </message>
    <message>
        <source>You pay %1 to %2</source>
        <translation>您向 %2 支付 %1</translation>
    </message>
    <message>
        <source>Paydesk checked the transaction the service built and will not sign it:</source>
        <translation>Paydesk 已检查服务构建的交易，不会签署该交易：</translation>
    </message>
    <message>
        <source>Paydesk refused to sign this transaction: %1</source>
        <translation>Paydesk 拒绝签署此交易：%1</translation>
    </message>
    <message>
        <source>Checking it against your node: chain, nonce, fees…</source>
        <translation>正在使用您的节点检查：链、nonce、手续费…</translation>
    </message>
    <message>
        <source>Signing with the key from your system keychain…</source>
        <translation>正在使用系统钥匙串中的密钥签名…</translation>
    </message>
    <message>
        <source>Signed and journaled. Sending it to your node…</source>
        <translation>已签名并记入日志。正在发送到您的节点…</translation>
    </message>
    <message>
        <source>Transaction %1</source>
        <translation>交易 %1</translation>
    </message>
    <message>
        <source>Paid.</source>
        <translation>已支付。</translation>
    </message>
    <message>
        <source>Waiting for a block.</source>
        <translation>正在等待区块打包。</translation>
    </message>
    <message>
        <source>Speed up: the same payment, the same nonce, higher fees</source>
        <translation>加速：同一笔付款，相同 nonce，更高手续费</translation>
    </message>
    <message>
        <source>Cancel: 0 to yourself with the same nonce</source>
        <translation>取消：以相同 nonce 向您自己转账 0</translation>
    </message>
    <message>
        <source>%1 (its network fee was at most %2)</source>
        <translation>%1（其网络手续费最多为 %2）</translation>
    </message>
    <message>
        <source>This replaces the waiting transaction. Whichever of the two lands, the other never will:</source>
        <translation>这将替换正在等待的交易。两笔中无论哪一笔上链，另一笔都永远不会上链：</translation>
    </message>
    <message>
        <source>Cancelled: the payment was not made.</source>
        <translation>已取消：付款未完成。</translation>
    </message>
    <message>
        <source>The cancel landed first, so the payment can no longer land; only its network fee was paid.</source>
        <translation>取消交易先上链，因此该付款已无法上链；只支付了其网络手续费。</translation>
    </message>
    <message numerus="yes">
        <source>Waiting for a block for %n s. Until its nonce is used it can still land; Paydesk never pays it twice.</source>
        <translation>
            <numerusform>已等待区块打包 %n 秒。在其 nonce 被使用之前，它仍可能上链；Paydesk 绝不会重复付款。</numerusform>
        </translation>
    </message>
    <message>
        <source>The service gave no time limit for its quote.</source>
        <translation>服务未给出其报价的时限。</translation>
    </message>
    <message>
        <source>The service&apos;s quote (nonce, fees) ends in %1 s: too little to sign safely. Close and review again.</source>
        <translation>服务的报价（nonce、手续费）将在 %1 秒后结束：时间太短，无法安全签名。请关闭后重新检查。</translation>
    </message>
    <message>
        <source>The service stands by this quote for %1 more seconds.</source>
        <translation>服务将在接下来的 %1 秒内保证此报价。</translation>
    </message>
    <message>
        <source>&amp;Sign replacement</source>
        <translation>签署替换交易(&amp;S)</translation>
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
        <translation>本地模式的 EVM 网络</translation>
    </message>
    <message>
        <source>EVM network</source>
        <translation>EVM 网络</translation>
    </message>
    <message>
        <source>EVM net&amp;work:</source>
        <translation>EVM 网络(&amp;W)：</translation>
    </message>
    <message>
        <source>EVM RPC endpoint URL</source>
        <translation>EVM RPC 端点 URL</translation>
    </message>
    <message>
        <source>Use this en&amp;dpoint</source>
        <translation>使用此端点(&amp;D)</translation>
    </message>
    <message>
        <source>RPC UR&amp;L:</source>
        <translation>RPC URL(&amp;L)：</translation>
    </message>
    <message>
        <source>Chec&amp;k connection</source>
        <translation>检查连接(&amp;K)</translation>
    </message>
    <message>
        <source>Explorer:</source>
        <translation>浏览器：</translation>
    </message>
    <message>
        <source>None for this network.</source>
        <translation>此网络没有。</translation>
    </message>
    <message>
        <source>Highest network fee Paydesk signs for an EVM payment, in ETH</source>
        <translation>Paydesk 为 EVM 付款签名的最高网络费用（ETH）</translation>
    </message>
    <message>
        <source>Network &amp;fee cap:</source>
        <translation>网络费用上限(&amp;F)：</translation>
    </message>
    <message>
        <source>Paydesk refuses to sign an EVM transaction whose gas may cost more (gas limit × max fee per gas).</source>
        <translation>如果 EVM 交易的 gas 可能花费更多（gas 上限 × 每单位 gas 最高费用），Paydesk 将拒绝签名。</translation>
    </message>
    <message>
        <source>Enter an amount of ETH greater than 0, such as 0.005.</source>
        <translation>请输入大于 0 的 ETH 金额，例如 0.005。</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::EvmSummaryView</name>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>From</source>
        <translation>付款地址</translation>
    </message>
    <message>
        <source>To</source>
        <translation>收款地址</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>金额</translation>
    </message>
    <message>
        <source>Nonce</source>
        <translation>Nonce</translation>
    </message>
    <message>
        <source>Gas limit</source>
        <translation>Gas 上限</translation>
    </message>
    <message>
        <source>Max fee per gas</source>
        <translation>每单位 Gas 最高手续费</translation>
    </message>
    <message>
        <source>Priority fee per gas</source>
        <translation>每单位 Gas 优先手续费</translation>
    </message>
    <message>
        <source>Network fee, at most</source>
        <translation>网络手续费（最多）</translation>
    </message>
    <message>
        <source>Total, at most</source>
        <translation>合计（最多）</translation>
    </message>
    <message>
        <source>Simulation</source>
        <translation>模拟</translation>
    </message>
    <message>
        <source>Replaces</source>
        <translation>替换的交易</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
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
        <translation>%1（链 %2），通过 %3</translation>
    </message>
    <message>
        <source>nobody: it would create a contract</source>
        <translation>无：它将创建一个合约</translation>
    </message>
    <message>
        <source>%1 (gas limit × max fee per gas; usually much less is charged)</source>
        <translation>%1（Gas 上限 × 每单位 Gas 最高手续费；实际收取的费用通常远低于此）</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>调用</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::FlowReviewDialog</name>
    <message>
        <source>Getting the transaction from the service…</source>
        <translation>正在从服务获取交易…</translation>
    </message>
    <message>
        <source>Time left to sign</source>
        <translation>剩余签名时间</translation>
    </message>
    <message>
        <source>&amp;Decline</source>
        <translation>拒绝(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Sign &amp;&amp; send</source>
        <translation>签名&amp;&amp;发送(&amp;S)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Paydesk is locked. Unlock it to sign this transaction.</source>
        <translation>Paydesk 已锁定。请解锁以签署此交易。</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::GuiMain</name>
    <message>
        <source>The configured service address cannot be used (%1). Paydesk opened the sandbox instead.</source>
        <translation>无法使用已配置的服务地址（%1）。Paydesk 已改为打开沙盒。</translation>
    </message>
    <message>
        <source>%1 History is kept in memory for this session.</source>
        <translation>%1 本次会话的历史记录仅保存在内存中。</translation>
    </message>
    <message>
        <source>Paydesk</source>
        <translation>Paydesk</translation>
    </message>
    <message>
        <source>Opening your payment history…</source>
        <translation>正在打开您的支付历史记录…</translation>
    </message>
    <message>
        <source>Starting the sandbox…</source>
        <translation>正在启动沙盒…</translation>
    </message>
    <message>
        <source>Connecting to the payment service…</source>
        <translation>正在连接支付服务…</translation>
    </message>
    <message>
        <source>Preparing the window…</source>
        <translation>正在准备窗口…</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::HistoryPage</name>
    <message>
        <source>History</source>
        <translation>历史记录</translation>
    </message>
    <message>
        <source>Payments sent and received by a wallet. Saved on this computer, so they show at once, also offline; Paydesk fetches what is new in the background.</source>
        <translation>某个钱包发送和收到的支付。这些记录保存在这台计算机上，因此会立即显示，离线时也可查看；Paydesk 会在后台获取新记录。</translation>
    </message>
    <message>
        <source>Payments</source>
        <translation>支付</translation>
    </message>
    <message>
        <source>Fetching payments from the service…</source>
        <translation>正在从服务获取支付…</translation>
    </message>
    <message>
        <source>The service asked Paydesk to slow down: trying again in %1 s…</source>
        <translation>服务要求 Paydesk 降低请求频率：%1 秒后重试…</translation>
    </message>
    <message>
        <source>Wallet</source>
        <translation>钱包</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>显示</translation>
    </message>
    <message>
        <source>All payments</source>
        <translation>所有支付</translation>
    </message>
    <message>
        <source>Sent</source>
        <translation>已发送</translation>
    </message>
    <message>
        <source>Received</source>
        <translation>已收到</translation>
    </message>
    <message>
        <source>Search payments</source>
        <translation>搜索支付</translation>
    </message>
    <message>
        <source>Search id, address, amount, resource…</source>
        <translation>搜索 ID、地址、金额、资源…</translation>
    </message>
    <message>
        <source>Re&amp;fresh</source>
        <translation>刷新(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>导出 CSV(&amp;E)…</translation>
    </message>
    <message>
        <source>Page si&amp;ze:</source>
        <translation>每页条数(&amp;Z)：</translation>
    </message>
    <message>
        <source>Payments per request to the service</source>
        <translation>每次向服务请求的支付条数</translation>
    </message>
    <message>
        <source>Load &amp;older</source>
        <translation>加载更早的记录(&amp;O)</translation>
    </message>
    <message>
        <source>Load older payments from the service</source>
        <translation>从服务加载更早的支付</translation>
    </message>
    <message>
        <source>No wallet yet. Add one in Settings → Wallets to see its payments here.</source>
        <translation>尚无钱包。请在“设置 → 钱包”中添加一个，即可在此查看其支付。</translation>
    </message>
    <message>
        <source>No payment matches “%1”. Clear the search to see all payments.</source>
        <translation>没有与“%1”匹配的支付。清除搜索即可查看所有支付。</translation>
    </message>
    <message>
        <source>No payments of this type yet. Choose “All payments” to see the others.</source>
        <translation>尚无此类型的支付。选择“所有支付”可查看其他支付。</translation>
    </message>
    <message>
        <source>No payments yet for this wallet. Payments you send or receive appear here; use Refresh to ask the service now.</source>
        <translation>此钱包尚无支付。您发送或收到的支付会显示在这里；点击“刷新”可立即向服务查询。</translation>
    </message>
    <message>
        <source>Shown: %1</source>
        <translation>已显示：%1</translation>
    </message>
    <message>
        <source>Fetched from the service: %1 of %2</source>
        <translation>已从服务获取：%1 / %2</translation>
    </message>
    <message>
        <source>Updated %1</source>
        <translation>更新于 %1</translation>
    </message>
    <message>
        <source>Not fetched yet</source>
        <translation>尚未获取</translation>
    </message>
    <message>
        <source>Fetch the next page (%1) from the service</source>
        <translation>从服务获取下一页（%1）</translation>
    </message>
    <message>
        <source>Every payment has been fetched.</source>
        <translation>所有支付均已获取。</translation>
    </message>
    <message>
        <source>Export payments</source>
        <translation>导出支付</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>The export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>%1 could not be written.</source>
        <translation>无法写入 %1。</translation>
    </message>
    <message>
        <source>Exported to %1: %2</source>
        <translation>已导出到 %1：%2</translation>
    </message>
    <message>
        <source>Balance: %1</source>
        <translation>余额：%1</translation>
    </message>
    <message>
        <source>seller did not accept</source>
        <translation>卖方未接受</translation>
    </message>
    <message>
        <source>Shown: over %1 (counting…)</source>
        <translation>已显示：超过 %1（正在计数…）</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::HistoryRowMenu</name>
    <message>
        <source>Show the payment&apos;s &amp;status</source>
        <translation>显示支付状态(&amp;S)</translation>
    </message>
    <message>
        <source>Open in the block &amp;explorer</source>
        <translation>在区块浏览器中打开(&amp;E)</translation>
    </message>
    <message>
        <source>The payment has no transaction on chain yet.</source>
        <translation>该支付尚无链上交易。</translation>
    </message>
    <message>
        <source>No block explorer knows this network (the sandbox&apos;s chains are on this computer only).</source>
        <translation>没有区块浏览器支持此网络（沙盒的链仅存在于本机上）。</translation>
    </message>
    <message>
        <source>Copy the &amp;transaction</source>
        <translation>复制交易(&amp;T)</translation>
    </message>
    <message>
        <source>Copy the &amp;payment id</source>
        <translation>复制支付 ID(&amp;P)</translation>
    </message>
    <message>
        <source>Paydesk signed this payment itself and the seller&apos;s facilitator settled it: no payment service tracks it. Its receipt is below.</source>
        <translation>此付款由 Paydesk 自行签名，并由卖家的协调方结算：没有支付服务跟踪它。其收据在下方。</translation>
    </message>
    <message>
        <source>Open the seller&apos;s &amp;receipt in the block explorer</source>
        <translation>在区块浏览器中打开卖家的收据(&amp;R)</translation>
    </message>
    <message>
        <source>No block explorer knows the receipt&apos;s network (%1).</source>
        <translation>没有区块浏览器支持收据所在的网络（%1）。</translation>
    </message>
    <message>
        <source>Copy the receipt&apos;s transaction</source>
        <translation>复制收据的交易</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::ImportWalletDialog</name>
    <message>
        <source>Import a wallet</source>
        <translation>导入钱包</translation>
    </message>
    <message>
        <source>What you import</source>
        <translation>导入内容</translation>
    </message>
    <message>
        <source>&amp;Import from:</source>
        <translation>导入来源(&amp;I)：</translation>
    </message>
    <message>
        <source>Recovery phrase</source>
        <translation>助记词</translation>
    </message>
    <message>
        <source>The words, separated by spaces or new lines</source>
        <translation>单词之间用空格或换行分隔</translation>
    </message>
    <message>
        <source>&amp;Words:</source>
        <translation>单词(&amp;W)：</translation>
    </message>
    <message>
        <source>BIP39 passphrase (optional)</source>
        <translation>BIP39 密码短语（可选）</translation>
    </message>
    <message>
        <source>Only if you set one</source>
        <translation>仅当您设置过时填写</translation>
    </message>
    <message>
        <source>&amp;Passphrase:</source>
        <translation>密码短语(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Secret key:</source>
        <translation>私钥(&amp;S)：</translation>
    </message>
    <message>
        <source>~/.config/solana/id.json</source>
        <translation>~/.config/solana/id.json</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>浏览(&amp;B)…</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>文件(&amp;F)：</translation>
    </message>
    <message>
        <source>Wallet label</source>
        <translation>钱包标签</translation>
    </message>
    <message>
        <source>&amp;Label:</source>
        <translation>标签(&amp;L)：</translation>
    </message>
    <message>
        <source>The key is checked, then kept only in the system keychain.</source>
        <translation>密钥经过检查后，只保存在系统钥匙串中。</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>导入(&amp;I)</translation>
    </message>
    <message>
        <source>Choose a keypair file</source>
        <translation>选择密钥对文件</translation>
    </message>
    <message>
        <source>Keypair files (*.json);;All files (*)</source>
        <translation>密钥对文件 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Checking the key and storing it in the system keychain…</source>
        <translation>正在检查密钥并将其保存到系统钥匙串…</translation>
    </message>
    <message>
        <source>Recovery phrase (12 or 24 words): Solana and EVM accounts</source>
        <translation>助记词（12 个或 24 个单词）：Solana 和 EVM 账户</translation>
    </message>
    <message>
        <source>Solana secret key (base58, as Phantom or Solflare export it)</source>
        <translation>Solana 私钥（base58，即 Phantom 或 Solflare 导出的格式）</translation>
    </message>
    <message>
        <source>Solana keypair file (solana-keygen JSON)</source>
        <translation>Solana 密钥对文件（solana-keygen JSON）</translation>
    </message>
    <message>
        <source>EVM private key (64 hex digits, as MetaMask exports it)</source>
        <translation>EVM 私钥（64 位十六进制数字，即 MetaMask 导出的格式）</translation>
    </message>
    <message>
        <source>EVM keystore file (Ethereum JSON, version 3)</source>
        <translation>EVM Keystore 文件（Ethereum JSON，版本 3）</translation>
    </message>
    <message>
        <source>&amp;Private key:</source>
        <translation>私钥(&amp;P)：</translation>
    </message>
    <message>
        <source>UTC--…--&lt;address&gt;.json</source>
        <translation>UTC--…--&lt;address&gt;.json</translation>
    </message>
    <message>
        <source>Password of the keystore file</source>
        <translation>Keystore 文件的密码</translation>
    </message>
    <message>
        <source>Used once to open the file, never stored</source>
        <translation>仅用于打开文件一次，绝不保存</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>密码(&amp;W)：</translation>
    </message>
    <message>
        <source>&amp;Solana account</source>
        <translation>Solana 账户(&amp;S)</translation>
    </message>
    <message>
        <source>Derivation path of the Solana account</source>
        <translation>Solana 账户的派生路径</translation>
    </message>
    <message>
        <source>&amp;EVM account</source>
        <translation>EVM 账户(&amp;E)</translation>
    </message>
    <message>
        <source>Derivation path of the EVM account</source>
        <translation>EVM 账户的派生路径</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Choose a keystore file</source>
        <translation>选择 Keystore 文件</translation>
    </message>
    <message>
        <source>Keystore files (*.json UTC--*);;All files (*)</source>
        <translation>Keystore 文件 (*.json UTC--*);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Opening the keystore file with its password…</source>
        <translation>正在用密码打开 Keystore 文件…</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::LiveIndicator</name>
    <message>
        <source>● Live</source>
        <translation>● 实时</translation>
    </message>
    <message>
        <source>The service tells Paydesk about payments as they happen.</source>
        <translation>服务会在付款发生时立即通知 Paydesk。</translation>
    </message>
    <message>
        <source>○ Polling</source>
        <translation>○ 轮询</translation>
    </message>
    <message>
        <source>Connecting to the service&apos;s live events; meanwhile Paydesk looks for changes itself.</source>
        <translation>正在连接服务的实时事件；在此期间 Paydesk 会自行检查变化。</translation>
    </message>
    <message>
        <source>Paydesk looks for changes itself; it tries the live events again every five minutes.</source>
        <translation>Paydesk 会自行检查变化；每五分钟重试一次实时事件。</translation>
    </message>
    <message>
        <source>%1 It tries the live events again every five minutes.</source>
        <translation>%1 每五分钟重试一次实时事件。</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::LockController</name>
    <message>
        <source>&amp;Lock now</source>
        <translation>立即锁定(&amp;L)</translation>
    </message>
    <message>
        <source>Lock</source>
        <translation>锁定</translation>
    </message>
    <message>
        <source>Paydesk has no lock passphrase yet. Set one in Settings, under Lock, to lock Paydesk and to use auto-lock.</source>
        <translation>Paydesk 尚未设置锁定密码短语。请在“设置”的“锁定”下设置一个，以便锁定 Paydesk 并使用自动锁定。</translation>
    </message>
    <message>
        <source>The lock cannot be set up: %1</source>
        <translation>无法设置锁定：%1</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::LockOverlay</name>
    <message>
        <source>Paydesk is locked</source>
        <translation>Paydesk 已锁定</translation>
    </message>
    <message>
        <source>Your wallets, balances and history are hidden, and nothing is signed or sent. Enter your lock passphrase to continue.</source>
        <translation>您的钱包、余额和历史记录已隐藏，且不会签署或发送任何内容。请输入您的锁定密码短语以继续。</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::LockPrompt</name>
    <message>
        <source>Lock passphrase</source>
        <translation>锁定密码短语</translation>
    </message>
    <message>
        <source>Passphrase</source>
        <translation>密码短语</translation>
    </message>
    <message>
        <source>&amp;Unlock</source>
        <translation>解锁(&amp;U)</translation>
    </message>
    <message>
        <source>Unlock result</source>
        <translation>解锁结果</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>正在检查…</translation>
    </message>
    <message>
        <source>Wrong passphrase. Try again in %1 s.</source>
        <translation>密码短语错误。请在 %1 秒后重试。</translation>
    </message>
    <message>
        <source>Wrong passphrase. You can try again now.</source>
        <translation>密码短语错误。您现在可以重试。</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::LockSettingsBox</name>
    <message>
        <source>Lock</source>
        <translation>锁定</translation>
    </message>
    <message>
        <source>Passphrase:</source>
        <translation>密码短语：</translation>
    </message>
    <message>
        <source>Set &amp;passphrase…</source>
        <translation>设置密码短语(&amp;P)…</translation>
    </message>
    <message>
        <source>C&amp;hange passphrase…</source>
        <translation>更改密码短语(&amp;H)…</translation>
    </message>
    <message>
        <source>Remove passphrase…</source>
        <translation>移除密码短语…</translation>
    </message>
    <message>
        <source>Lock &amp;now</source>
        <translation>立即锁定(&amp;N)</translation>
    </message>
    <message>
        <source>Lock Paydesk now (Ctrl+L)</source>
        <translation>立即锁定 Paydesk（Ctrl+L）</translation>
    </message>
    <message>
        <source>Lock after idle time</source>
        <translation>空闲后锁定</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>从不</translation>
    </message>
    <message>
        <source>After %1 min without input</source>
        <translation>无操作 %1 分钟后</translation>
    </message>
    <message>
        <source>&amp;Auto-lock:</source>
        <translation>自动锁定(&amp;A)：</translation>
    </message>
    <message>
        <source>The lock cannot be set up: %1</source>
        <translation>无法设置锁定：%1</translation>
    </message>
    <message>
        <source>Set. Signing and sending need it after Paydesk locks, and Paydesk starts locked.</source>
        <translation>已设置。Paydesk 锁定后，签署和发送都需要它，且 Paydesk 启动时处于锁定状态。</translation>
    </message>
    <message>
        <source>None. Paydesk does not lock; anyone at this computer can use it.</source>
        <translation>无。Paydesk 不会锁定；任何使用这台计算机的人都可以使用它。</translation>
    </message>
    <message>
        <source>Input anywhere in Paydesk counts as activity.</source>
        <translation>在 Paydesk 中任何位置的输入都算作活动。</translation>
    </message>
    <message>
        <source>Set a passphrase to use auto-lock.</source>
        <translation>请设置密码短语以使用自动锁定。</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::MainWindow</name>
    <message>
        <source>Navigation</source>
        <translation>导航</translation>
    </message>
    <message>
        <source>Welcome</source>
        <translation>欢迎</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>发送</translation>
    </message>
    <message>
        <source>Receive / verify</source>
        <translation>收款 / 验证</translation>
    </message>
    <message>
        <source>History</source>
        <translation>历史记录</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Paydesk — Sandbox: test funds only</source>
        <translation>Paydesk — 沙盒：仅限测试资金</translation>
    </message>
    <message>
        <source>Paydesk</source>
        <translation>Paydesk</translation>
    </message>
    <message>
        <source>Built-in sandbox at %1</source>
        <translation>位于 %1 的内置沙盒</translation>
    </message>
    <message>
        <source>Service: %1</source>
        <translation>服务：%1</translation>
    </message>
    <message>
        <source>%1 · no API key yet: add it in Settings</source>
        <translation>%1 · 尚无 API 密钥：请在“设置”中添加</translation>
    </message>
    <message>
        <source>%1 · the system keychain is not available</source>
        <translation>%1 · 系统钥匙串不可用</translation>
    </message>
    <message>
        <source>Wallets</source>
        <translation>钱包</translation>
    </message>
    <message>
        <source>Unfinished local payments from an earlier session: %1. Paydesk follows them to their final state…</source>
        <translation>上一会话中未完成的本地支付：%1。Paydesk 会持续跟踪，直到它们进入最终状态…</translation>
    </message>
    <message>
        <source>Pay for a resource</source>
        <translation>为资源付款</translation>
    </message>
    <message>
        <source>Agents</source>
        <translation>智能体</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>概览</translation>
    </message>
    <message>
        <source>Spending rules</source>
        <translation>支出规则</translation>
    </message>
    <message>
        <source>Payment channels</source>
        <translation>支付通道</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::MetadataEditor</name>
    <message>
        <source>Metadata</source>
        <translation>元数据</translation>
    </message>
    <message>
        <source>Key and value pairs sent with the payment</source>
        <translation>随支付一起发送的键值对</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <source>Add a metadata entry</source>
        <translation>添加一个元数据条目</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Remove the selected metadata entry</source>
        <translation>移除所选的元数据条目</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::NodeSettingsBox</name>
    <message>
        <source>Not checked yet.</source>
        <translation>尚未检查。</translation>
    </message>
    <message>
        <source>Status:</source>
        <translation>状态：</translation>
    </message>
    <message>
        <source>Checking %1…</source>
        <translation>正在检查 %1…</translation>
    </message>
    <message>
        <source>https://your-rpc.example.com</source>
        <translation>https://your-rpc.example.com</translation>
    </message>
    <message>
        <source>Enter the URL, then choose “Use this endpoint”.</source>
        <translation>请输入 URL，然后选择“使用此端点”。</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::NoticeBar</name>
    <message>
        <source>Dismiss</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Dismiss the notice</source>
        <translation>关闭此通知</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::OverviewPage</name>
    <message>
        <source>Overview</source>
        <translation>概览</translation>
    </message>
    <message>
        <source>Where your money is, what waits for you, and the newest payments as they arrive.</source>
        <translation>您的资金在哪里、有什么在等您处理，以及刚到达的最新付款。</translation>
    </message>
    <message>
        <source>Your money</source>
        <translation>您的资金</translation>
    </message>
    <message>
        <source>Waiting for you</source>
        <translation>等待您处理</translation>
    </message>
    <message>
        <source>Recent activity</source>
        <translation>最近活动</translation>
    </message>
    <message>
        <source>When</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Wallet</source>
        <translation>钱包</translation>
    </message>
    <message>
        <source>Payment</source>
        <translation>付款</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Double-click a payment to see its status.</source>
        <translation>双击付款可查看其状态。</translation>
    </message>
    <message>
        <source>Agents today</source>
        <translation>今日代理</translation>
    </message>
    <message>
        <source>%1 US dollars in stablecoins</source>
        <translation>稳定币合计 %1 美元</translation>
    </message>
    <message>
        <source>No dollar stablecoins yet</source>
        <translation>尚无美元稳定币</translation>
    </message>
    <message>
        <source>No wallets yet: create or import one on the Wallets page.</source>
        <translation>还没有钱包：请在“钱包”页面创建或导入一个。</translation>
    </message>
    <message>
        <source>Open &amp;Wallets</source>
        <translation>打开钱包(&amp;W)</translation>
    </message>
    <message numerus="yes">
        <source>in %n wallet(s)</source>
        <translation>
            <numerusform>在 %n 个钱包中</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1; %n not read yet</source>
        <translation>
            <numerusform>%1；%n 个尚未读取</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n payment(s) of your agents wait for your approval.</source>
        <translation>
            <numerusform>您的代理有 %n 笔付款等待您批准。</numerusform>
        </translation>
    </message>
    <message>
        <source>Open &amp;Agents</source>
        <translation>打开代理(&amp;A)</translation>
    </message>
    <message numerus="yes">
        <source>%n local payment(s) built by the service wait unsigned; they expire by themselves, nothing is charged.</source>
        <translation>
            <numerusform>服务创建的 %n 笔本地付款尚未签名；它们会自行过期，不会扣费。</numerusform>
        </translation>
    </message>
    <message>
        <source>Open &amp;History</source>
        <translation>打开历史(&amp;H)</translation>
    </message>
    <message numerus="yes">
        <source>%n payment(s) have an outcome Paydesk does not know yet; it follows them to the end, nothing is paid twice.</source>
        <translation>
            <numerusform>有 %n 笔付款的结果 Paydesk 尚不知道；它会跟踪到底，不会重复付款。</numerusform>
        </translation>
    </message>
    <message>
        <source>Open &amp;Status</source>
        <translation>打开状态(&amp;S)</translation>
    </message>
    <message>
        <source>Nothing waits for you.</source>
        <translation>没有等待您处理的事项。</translation>
    </message>
    <message>
        <source>No payments yet.</source>
        <translation>尚无付款。</translation>
    </message>
    <message>
        <source>↓ Received %1</source>
        <translation>↓ 收到 %1</translation>
    </message>
    <message>
        <source>↓ Received %1 from %2</source>
        <translation>↓ 收到来自 %2 的 %1</translation>
    </message>
    <message>
        <source>↑ Sent %1</source>
        <translation>↑ 发送 %1</translation>
    </message>
    <message>
        <source>↑ Sent %1 to %2</source>
        <translation>↑ 向 %2 发送 %1</translation>
    </message>
    <message>
        <source>%1 (live)</source>
        <translation>%1（实时）</translation>
    </message>
    <message>
        <source>%1 (paused)</source>
        <translation>%1（已暂停）</translation>
    </message>
    <message>
        <source>%1 of %2 today</source>
        <translation>今日 %1 / %2</translation>
    </message>
    <message>
        <source>%1: %2% of today&apos;s budget</source>
        <translation>%1：今日预算的 %2%</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::PassphraseDialog</name>
    <message>
        <source>Set a lock passphrase</source>
        <translation>设置锁定密码短语</translation>
    </message>
    <message>
        <source>Change the lock passphrase</source>
        <translation>更改锁定密码短语</translation>
    </message>
    <message>
        <source>Remove the lock passphrase</source>
        <translation>移除锁定密码短语</translation>
    </message>
    <message>
        <source>Without a passphrase Paydesk does not lock, and auto-lock is off. Enter the current passphrase to remove it.</source>
        <translation>没有密码短语时，Paydesk 不会锁定，自动锁定也会关闭。请输入当前密码短语以将其移除。</translation>
    </message>
    <message>
        <source>Paydesk asks for this passphrase after it locks (on demand or when you are away) before it signs or sends anything. It is stored only as an Argon2id hash in the system keychain.</source>
        <translation>Paydesk 锁定后（手动锁定或在您离开时），在签署或发送任何内容之前都会要求输入此密码短语。它仅以 Argon2id 哈希的形式保存在系统钥匙串中。</translation>
    </message>
    <message>
        <source>Current passphrase</source>
        <translation>当前密码短语</translation>
    </message>
    <message>
        <source>&amp;Current passphrase:</source>
        <translation>当前密码短语(&amp;C)：</translation>
    </message>
    <message>
        <source>New passphrase</source>
        <translation>新密码短语</translation>
    </message>
    <message>
        <source>New passphrase, again</source>
        <translation>再次输入新密码短语</translation>
    </message>
    <message>
        <source>&amp;New passphrase:</source>
        <translation>新密码短语(&amp;N)：</translation>
    </message>
    <message>
        <source>&amp;Again:</source>
        <translation>再次输入(&amp;A)：</translation>
    </message>
    <message>
        <source>Paydesk cannot recover a forgotten passphrase. Your wallet keys stay in the keychain either way; deleting the keychain entry &quot;%1&quot; removes the lock.</source>
        <translation>Paydesk 无法找回忘记的密码短语。无论如何，您的钱包密钥都会保留在钥匙串中；删除钥匙串条目“%1”即可解除锁定。</translation>
    </message>
    <message>
        <source>&amp;Set passphrase</source>
        <translation>设置密码短语(&amp;S)</translation>
    </message>
    <message>
        <source>C&amp;hange passphrase</source>
        <translation>更改密码短语(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Remove passphrase</source>
        <translation>移除密码短语(&amp;R)</translation>
    </message>
    <message>
        <source>At least %1 characters (now %2). A few unrelated words are easy to remember and hard to guess.</source>
        <translation>至少 %1 个字符（当前 %2 个）。几个互不相关的单词既容易记住，又难以猜到。</translation>
    </message>
    <message>
        <source>Type it again to be sure.</source>
        <translation>请再输入一次以确认。</translation>
    </message>
    <message>
        <source>The two passphrases differ.</source>
        <translation>两次输入的密码短语不一致。</translation>
    </message>
    <message>
        <source>Long enough. Longer is stronger.</source>
        <translation>长度足够。越长越安全。</translation>
    </message>
    <message>
        <source>Good: a long passphrase.</source>
        <translation>很好：这是一个长密码短语。</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>正在检查…</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::PayConfirmDialog</name>
    <message>
        <source>Pay for this resource?</source>
        <translation>要为此资源付款吗？</translation>
    </message>
    <message>
        <source>%1 asks to be paid</source>
        <translation>%1 要求付款</translation>
    </message>
    <message>
        <source>URL:</source>
        <translation>URL：</translation>
    </message>
    <message>
        <source>Site:</source>
        <translation>网站：</translation>
    </message>
    <message>
        <source>Amount:</source>
        <translation>金额：</translation>
    </message>
    <message>
        <source>%1 (exactly; %2 atomic units)</source>
        <translation>%1（精确金额；%2 个最小单位）</translation>
    </message>
    <message>
        <source>Network:</source>
        <translation>网络：</translation>
    </message>
    <message>
        <source>Recipient:</source>
        <translation>收款方：</translation>
    </message>
    <message>
        <source>For:</source>
        <translation>用途：</translation>
    </message>
    <message>
        <source>From:</source>
        <translation>付款地址：</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>signed on this computer</source>
        <translation>在这台计算机上签名</translation>
    </message>
    <message>
        <source>paid by the service</source>
        <translation>由服务支付</translation>
    </message>
    <message>
        <source>Price valid:</source>
        <translation>价格有效期：</translation>
    </message>
    <message>
        <source>Budget today:</source>
        <translation>今日预算：</translation>
    </message>
    <message>
        <source>%1 %2 left of %3 %2 for this site (cap per payment %4 %2)</source>
        <translation>此网站剩余 %1 %2，共 %3 %2（每笔支付上限 %4 %2）</translation>
    </message>
    <message>
        <source>You may already have paid for this URL: attempt %1 (%2, %3 on %4). Paydesk never pays twice by itself; paying again is your decision.</source>
        <translation>您可能已为此 URL 付过款：尝试 %1（%2，%3，创建于 %4）。Paydesk 绝不会自动付款两次；是否再次付款由您决定。</translation>
    </message>
    <message>
        <source>no payment id yet</source>
        <translation>尚无支付 ID</translation>
    </message>
    <message>
        <source>Automatic payments are frozen: Paydesk asks before every payment.</source>
        <translation>自动支付已冻结：Paydesk 会在每次付款前询问。</translation>
    </message>
    <message>
        <source>Cap per payment</source>
        <translation>每笔支付上限</translation>
    </message>
    <message>
        <source>Cap per day</source>
        <translation>每日上限</translation>
    </message>
    <message>
        <source>per payment</source>
        <translation>每笔支付</translation>
    </message>
    <message>
        <source>Pay %1</source>
        <translation>支付 %1</translation>
    </message>
    <message>
        <source>&amp;Decline</source>
        <translation>拒绝(&amp;D)</translation>
    </message>
    <message>
        <source>Cap per payment: %1</source>
        <translation>每笔支付上限：%1</translation>
    </message>
    <message>
        <source>Cap per day: %1</source>
        <translation>每日上限：%1</translation>
    </message>
    <message>
        <source>The cap per day cannot be below the cap per payment.</source>
        <translation>每日上限不能低于每笔支付上限。</translation>
    </message>
    <message>
        <source>no time limit given by the seller</source>
        <translation>卖方未给出时间限制</translation>
    </message>
    <message>
        <source>expired: decline and fetch the URL again for a fresh price</source>
        <translation>已过期：请拒绝并重新获取该 URL 以得到新的价格</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s) left</source>
        <translation>
            <numerusform>剩余 %n 秒</numerusform>
        </translation>
    </message>
    <message>
        <source>Paydesk is locked. Unlock it to pay for this resource.</source>
        <translation>Paydesk 已锁定。请解锁以为此资源付款。</translation>
    </message>
    <message>
        <source>%1 %2 left of %3 %2 for this site (the default caps: no budget granted; %4 %2 per payment)</source>
        <translation>此网站剩余 %1 %2，共 %3 %2（默认上限：未授予预算；每笔支付 %4 %2）</translation>
    </message>
    <message>
        <source>Wallet balance:</source>
        <translation>钱包余额：</translation>
    </message>
    <message>
        <source>%1 %2 (%3 %2 after this payment)</source>
        <translation>%1 %2（本次支付后为 %3 %2）</translation>
    </message>
    <message>
        <source>unknown (%1)</source>
        <translation>未知（%1）</translation>
    </message>
    <message>
        <source>%1 &quot;Pay once&quot; pays this one payment only: it grants no budget, and it counts toward this site&apos;s total for today.</source>
        <translation>%1 “仅支付一次”只支付这一笔：不会授予预算，且会计入此网站今日的总额。</translation>
    </message>
    <message>
        <source>Pay once: %1</source>
        <translation>仅支付一次：%1</translation>
    </message>
    <message>
        <source>per day</source>
        <translation>每天</translation>
    </message>
    <message>
        <source>&amp;Let this site take up to these amounts without asking:</source>
        <translation>允许此网站无需询问即可收取不超过这些金额(&amp;L)：</translation>
    </message>
    <message>
        <source>Only in %1 on %2; other networks and assets still ask.</source>
        <translation>仅限 %2 上的 %1；其他网络和资产仍会询问。</translation>
    </message>
    <message>
        <source>Up to %1</source>
        <translation>最多 %1</translation>
    </message>
    <message>
        <source>%1 at most (%2 atomic units); the seller charges what the request uses, once, and can take nothing more</source>
        <translation>最多 %1(%2 个最小单位);卖家按请求的用量扣款一次,不能多取</translation>
    </message>
    <message>
        <source>%1 %2 (at least %3 %2 after this payment)</source>
        <translation>%1 %2(本次付款后至少 %3 %2)</translation>
    </message>
    <message>
        <source>Up to %1 per request</source>
        <translation>每个请求最多 %1</translation>
    </message>
    <message>
        <source>Opens a payment channel with %1: deposits %2 now (refundable; what the seller does not charge comes back by refund or withdrawal), then up to %3 per request.</source>
        <translation>与 %1 打开支付通道：现在存入 %2 押金（可退还；卖家未收取的部分可通过退款或提取退回），之后每个请求最多 %3。</translation>
    </message>
    <message>
        <source>%1 at most per request (%2 atomic units), taken from the channel&apos;s deposit; the seller charges what each request uses</source>
        <translation>每个请求最多 %1（%2 个最小单位），从通道押金中扣除；卖家按每个请求的实际用量收费</translation>
    </message>
    <message>
        <source>%1 %2 (%3 %2 after the deposit)</source>
        <translation>%1 %2（存入押金后 %3 %2）</translation>
    </message>
    <message>
        <source>Deposit %1 and pay</source>
        <translation>存入 %1 并支付</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::PayPage</name>
    <message>
        <source>Pay for a resource</source>
        <translation>为资源付款</translation>
    </message>
    <message>
        <source>Open &amp;again with this payment</source>
        <translation>使用此支付再次打开(&amp;A)</translation>
    </message>
    <message>
        <source>Re-sends the proof of the payment you made; Paydesk does not pay again by itself.</source>
        <translation>重新发送您已完成支付的支付凭证；Paydesk 不会自动再次付款。</translation>
    </message>
    <message>
        <source>Check the payment&apos;s &amp;status</source>
        <translation>检查支付状态(&amp;S)</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>已保存到 %1。</translation>
    </message>
    <message>
        <source>Open a paid URL</source>
        <translation>打开付费 URL</translation>
    </message>
    <message>
        <source>URL of the resource</source>
        <translation>资源的 URL</translation>
    </message>
    <message>
        <source>https://…</source>
        <translation>https://…</translation>
    </message>
    <message>
        <source>&amp;Fetch</source>
        <translation>获取(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;URL:</source>
        <translation>URL(&amp;U)：</translation>
    </message>
    <message>
        <source>The service (&amp;hosted wallet)</source>
        <translation>服务（托管钱包）(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Paydesk, with a wallet on this computer</source>
        <translation>Paydesk，使用这台计算机上的钱包(&amp;P)</translation>
    </message>
    <message>
        <source>Who pays:</source>
        <translation>付款方：</translation>
    </message>
    <message>
        <source>Wallet to pay from</source>
        <translation>付款钱包</translation>
    </message>
    <message>
        <source>Wallet on this computer to pay from</source>
        <translation>这台计算机上的付款钱包</translation>
    </message>
    <message>
        <source>&amp;Wallet:</source>
        <translation>钱包(&amp;W)：</translation>
    </message>
    <message>
        <source>A fetch is under way.</source>
        <translation>获取请求正在进行中。</translation>
    </message>
    <message>
        <source>Choose the wallet to pay from.</source>
        <translation>请选择付款钱包。</translation>
    </message>
    <message>
        <source>Type an http:// or https:// URL.</source>
        <translation>请输入 http:// 或 https:// URL。</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>正在打开 %1…</translation>
    </message>
    <message>
        <source>Waiting for your confirmation; nothing is paid yet.</source>
        <translation>正在等待您的确认；尚未支付任何款项。</translation>
    </message>
    <message>
        <source>Paying %1 (once; journaled first)…</source>
        <translation>正在支付 %1（仅一次；先记入日志）…</translation>
    </message>
    <message>
        <source>Fetching the resource with the payment&apos;s proof…</source>
        <translation>正在使用支付凭证获取资源…</translation>
    </message>
    <message>
        <source>The budget could not be granted (%1); nothing was paid.</source>
        <translation>无法授予预算（%1）；未支付任何款项。</translation>
    </message>
    <message>
        <source>Approve &amp;Permit2…</source>
        <translation>授权 Permit2(&amp;P)…</translation>
    </message>
    <message>
        <source>Let Permit2 move an amount of this token you choose (the price to start with), by one transaction you review first; never an unlimited amount.</source>
        <translation>让 Permit2 转移您选择的此代币金额（初始为价格），通过一笔您事先审核的交易完成；绝不无限额。</translation>
    </message>
    <message>
        <source>The address of a resource that asks for payment (HTTP 402).</source>
        <translation>要求付款的资源地址（HTTP 402）。</translation>
    </message>
    <message>
        <source>Not a web address: type one such as https://example.com/report.</source>
        <translation>不是网址：请输入类似 https://example.com/report 的地址。</translation>
    </message>
    <message>
        <source>Opens %1</source>
        <translation>打开 %1</translation>
    </message>
    <message>
        <source>Open a URL that asks for payment (HTTP 402, x402). Paydesk shows the price, checks it against the site&apos;s budget and your balance, and pays once: after asking you, or without asking within a budget you granted the site (see Spending rules).</source>
        <translation>打开要求付款的 URL（HTTP 402、x402）。Paydesk 会显示价格，对照网站预算和您的余额检查，并只付一次：先询问您，或在您授予该网站的预算内无需询问（见支出规则）。</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::PayeeListBox</name>
    <message>
        <source>Payees</source>
        <translation>收款方</translation>
    </message>
    <message>
        <source>Payees you deny are never paid. Once you allow one payee, only the payees you allow are paid, on every site.</source>
        <translation>您拒绝的收款方永远不会收到付款。一旦允许了某个收款方，所有网站上都只向允许的收款方付款。</translation>
    </message>
    <message>
        <source>Payee&apos;s address</source>
        <translation>收款方地址</translation>
    </message>
    <message>
        <source>Solana or EVM address of a payee</source>
        <translation>收款方的 Solana 或 EVM 地址</translation>
    </message>
    <message>
        <source>A&amp;llow</source>
        <translation>允许(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Deny</source>
        <translation>拒绝(&amp;D)</translation>
    </message>
    <message>
        <source>Take o&amp;ff the lists</source>
        <translation>从列表移除(&amp;F)</translation>
    </message>
    <message>
        <source>Pa&amp;yee:</source>
        <translation>收款方(&amp;Y)：</translation>
    </message>
    <message>
        <source>Only these payees are paid: %1</source>
        <translation>只向这些收款方付款：%1</translation>
    </message>
    <message>
        <source>Never paid: %1</source>
        <translation>永不付款：%1</translation>
    </message>
    <message>
        <source>No payee list: every payee may be paid, within your budgets.</source>
        <translation>没有收款方列表：在预算范围内可以向任何收款方付款。</translation>
    </message>
    <message>
        <source>Enter the payee&apos;s address first.</source>
        <translation>请先输入收款方地址。</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::Permit2ApproveDialog</name>
    <message>
        <source>Approve Permit2 for %1</source>
        <translation>为 %1 授权 Permit2</translation>
    </message>
    <message>
        <source>The seller asks to be paid through Uniswap&apos;s Permit2, which can move only what your wallet allows it. This sends one transaction from your wallet on %1: it lets Permit2 move exactly the amount below of your %2, replacing what it may move now. Each payment by Permit2 uses part of it up. Paydesk never approves an unlimited amount.</source>
        <translation>卖家要求通过 Uniswap 的 Permit2 收款，Permit2 只能转移您的钱包允许的数额。这会在 %1 上从您的钱包发送一笔交易：允许 Permit2 恰好转移下面数额的您的 %2，替换其当前可转移的额度。每次通过 Permit2 支付都会用掉其中一部分。Paydesk 绝不授权无限额。</translation>
    </message>
    <message>
        <source>Amount Permit2 may move</source>
        <translation>Permit2 可转移的金额</translation>
    </message>
    <message>
        <source>(the price is %1)</source>
        <translation>（价格为 %1）</translation>
    </message>
    <message>
        <source>&amp;Amount:</source>
        <translation>金额(&amp;A)：</translation>
    </message>
    <message>
        <source>%1, contract %2</source>
        <translation>%1，合约 %2</translation>
    </message>
    <message>
        <source>Token:</source>
        <translation>代币：</translation>
    </message>
    <message>
        <source>Permit2, %1 (the same address on every chain)</source>
        <translation>Permit2，%1（所有链上地址相同）</translation>
    </message>
    <message>
        <source>Allowed to move it:</source>
        <translation>获准转移者：</translation>
    </message>
    <message>
        <source>From:</source>
        <translation>付款地址：</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>审核(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Sign &amp;&amp; send</source>
        <translation>签名&amp;&amp;发送(&amp;S)</translation>
    </message>
    <message>
        <source>Close and &amp;pay</source>
        <translation>关闭并支付(&amp;P)</translation>
    </message>
    <message>
        <source>Type the amount Permit2 may move, such as %1: %2</source>
        <translation>请输入 Permit2 可转移的金额，例如 %1：%2</translation>
    </message>
    <message>
        <source>Checking it against your node: chain, nonce, fees, allowance…</source>
        <translation>正在通过您的节点核对：链、nonce、费用、额度…</translation>
    </message>
    <message>
        <source>Signing with the key from your system keychain…</source>
        <translation>正在使用系统钥匙串中的密钥签名…</translation>
    </message>
    <message>
        <source>Signed and journaled. Waiting for a block…</source>
        <translation>已签名并记入日志。正在等待区块…</translation>
    </message>
    <message>
        <source>Permit2 may move %1 of this wallet now; after this, exactly %2.</source>
        <translation>Permit2 现在可从此钱包转移 %1；之后恰好为 %2。</translation>
    </message>
    <message>
        <source>an unknown amount</source>
        <translation>未知金额</translation>
    </message>
    <message>
        <source>Paydesk will not sign this approve: %1</source>
        <translation>Paydesk 不会签署此 approve：%1</translation>
    </message>
    <message>
        <source>Paydesk is locked. Unlock it to sign this transaction.</source>
        <translation>Paydesk 已锁定。请解锁以签署此交易。</translation>
    </message>
    <message>
        <source>See it on the explorer</source>
        <translation>在浏览器中查看</translation>
    </message>
    <message>
        <source>Approved. “Close and pay” opens the URL again; you confirm the payment there.</source>
        <translation>已授权。“关闭并支付”会再次打开该 URL；您在那里确认付款。</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::PreferencesBox</name>
    <message>
        <source>Preferences</source>
        <translation>偏好设置</translation>
    </message>
    <message>
        <source>Default payment mode</source>
        <translation>默认支付模式</translation>
    </message>
    <message>
        <source>Hosted: the service signs and broadcasts</source>
        <translation>托管：由服务签名并广播</translation>
    </message>
    <message>
        <source>Local: Paydesk signs with keys on this computer</source>
        <translation>本地：由 Paydesk 使用这台计算机上的密钥签名</translation>
    </message>
    <message>
        <source>Default &amp;mode:</source>
        <translation>默认模式(&amp;M)：</translation>
    </message>
    <message>
        <source>Block explorer link</source>
        <translation>区块浏览器链接</translation>
    </message>
    <message>
        <source>E&amp;xplorer link:</source>
        <translation>浏览器链接(&amp;X)：</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>系统默认</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>外观</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source>A&amp;ppearance:</source>
        <translation>外观(&amp;P)：</translation>
    </message>
    <message>
        <source>History page size</source>
        <translation>历史记录每页条数</translation>
    </message>
    <message>
        <source>History page si&amp;ze:</source>
        <translation>历史记录每页条数(&amp;Z)：</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>Verification timeout</source>
        <translation>验证超时</translation>
    </message>
    <message>
        <source>&amp;Verification timeout:</source>
        <translation>验证超时(&amp;V)：</translation>
    </message>
    <message>
        <source>A new language applies at once (after a payment in progress ends); the colour scheme when Paydesk starts again.</source>
        <translation>新语言会立即生效（在进行中的支付结束后）；配色方案将在 Paydesk 下次启动时生效。</translation>
    </message>
    <message>
        <source>Keep running in the tray when the window is closed</source>
        <translation>关闭窗口后继续在系统托盘中运行</translation>
    </message>
    <message>
        <source>Automatic: each network&apos;s own explorer</source>
        <translation>自动：每个网络自己的浏览器</translation>
    </message>
    <message>
        <source>Your own explorer for Solana transactions; {signature} is replaced by the transaction signature. Empty: each network&apos;s own public explorer (the sandbox&apos;s chains are on none).</source>
        <translation>您自己的 Solana 交易浏览器；{signature} 会被替换为交易签名。留空：使用每个网络的公共浏览器（沙盒的链不在任何浏览器上）。</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::ProgressPanel</name>
    <message>
        <source>Progress</source>
        <translation>进度</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Cancel the wait</source>
        <translation>取消等待</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::ProofSummaryView</name>
    <message>
        <source>Decoded payment proof</source>
        <translation>解码后的支付凭证</translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>类型：</translation>
    </message>
    <message>
        <source>Payer:</source>
        <translation>付款方：</translation>
    </message>
    <message>
        <source>Amount:</source>
        <translation>金额：</translation>
    </message>
    <message>
        <source>Network:</source>
        <translation>网络：</translation>
    </message>
    <message>
        <source>Payment id:</source>
        <translation>支付 ID：</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Found:</source>
        <translation>找到：</translation>
    </message>
    <message>
        <source>Protocol:</source>
        <translation>协议：</translation>
    </message>
    <message>
        <source>Recipient:</source>
        <translation>收款方：</translation>
    </message>
    <message>
        <source>Signature:</source>
        <translation>签名：</translation>
    </message>
    <message>
        <source>Fee payer:</source>
        <translation>手续费付款方：</translation>
    </message>
    <message>
        <source>Validity:</source>
        <translation>有效性：</translation>
    </message>
    <message>
        <source>Instructions:</source>
        <translation>指令：</translation>
    </message>
    <message>
        <source>%1 header in a %2 request for %3</source>
        <translation>针对 %3 的 %2 请求中的 %1 标头</translation>
    </message>
    <message>
        <source>HTTP</source>
        <translation>HTTP</translation>
    </message>
    <message>
        <source>A bare header value</source>
        <translation>单独的标头值</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>The proof is readable. Only the service or the chain can tell whether the payment is real: verify it.</source>
        <translation>凭证可读。只有服务或链上才能确认付款是否真实：请进行验证。</translation>
    </message>
    <message>
        <source>x402 version %1, scheme &quot;%2&quot;</source>
        <translation>x402 版本 %1，方案“%2”</translation>
    </message>
    <message>
        <source>not readable</source>
        <translation>无法读取</translation>
    </message>
    <message>
        <source>Already on the ledger: good for one verification only</source>
        <translation>已记入账本：仅可用于一次验证</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>the token account %1 (your wallet&apos;s own for this token when no warning is shown)</source>
        <translation>代币账户 %1（若未显示警告，即为您钱包对应此代币的账户）</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::QrCodeWidget</name>
    <message>
        <source>QR code</source>
        <translation>二维码</translation>
    </message>
    <message>
        <source>QR code of %1</source>
        <translation>%1 的二维码</translation>
    </message>
    <message>
        <source>No QR code</source>
        <translation>无二维码</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::ReceivePage</name>
    <message>
        <source>Receive and verify</source>
        <translation>收款和验证</translation>
    </message>
    <message>
        <source>Share your address to get paid, and check a payment proof (the X-PAYMENT header a buyer sends) before you hand over what was paid for.</source>
        <translation>分享您的地址以收款，并在交付所购内容之前检查支付凭证（买方发送的 X-PAYMENT 标头）。</translation>
    </message>
    <message>
        <source>Your receiving address</source>
        <translation>您的收款地址</translation>
    </message>
    <message>
        <source>Receiving address</source>
        <translation>收款地址</translation>
    </message>
    <message>
        <source>&amp;Copy address</source>
        <translation>复制地址(&amp;C)</translation>
    </message>
    <message>
        <source>Add a wallet in Settings to receive payments.</source>
        <translation>请在“设置”中添加钱包以接收支付。</translation>
    </message>
    <message>
        <source>Share this address or let the payer scan the code. Only send it the chain&apos;s native currency. Choose the wallet under &quot;Paid to&quot; on the right.</source>
        <translation>分享此地址或让付款方扫描二维码。只能向其发送该链的原生货币。请在右侧的“收款方”中选择钱包。</translation>
    </message>
    <message>
        <source>%1 wallet, paid in %2</source>
        <translation>%1 钱包，以 %2 收款</translation>
    </message>
    <message>
        <source>Not a wallet address.</source>
        <translation>不是钱包地址。</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::RequirementsView</name>
    <message>
        <source>Payment options the site accepts</source>
        <translation>网站接受的支付选项</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>金额</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>Recipient</source>
        <translation>收款方</translation>
    </message>
    <message>
        <source>Valid for</source>
        <translation>有效期</translation>
    </message>
    <message>
        <source>Can Paydesk pay?</source>
        <translation>Paydesk 能否支付？</translation>
    </message>
    <message>
        <source>the PAYMENT-REQUIRED header</source>
        <translation>PAYMENT-REQUIRED 标头</translation>
    </message>
    <message>
        <source>the JSON body</source>
        <translation>JSON 正文</translation>
    </message>
    <message numerus="yes">
        <source>HTTP 402 Payment Required: x402 version %1, read from %2. %n option(s).</source>
        <translation>
            <numerusform>HTTP 402 Payment Required：x402 版本 %1，读取自 %2。%n 个选项。</numerusform>
        </translation>
    </message>
    <message>
        <source>For: %1</source>
        <translation>用途：%1</translation>
    </message>
    <message>
        <source>The site says: %1</source>
        <translation>网站说明：%1</translation>
    </message>
    <message>
        <source>%1
(%2 atomic units)</source>
        <translation>%1
（%2 个最小单位）</translation>
    </message>
    <message>
        <source>No (invalid): %1</source>
        <translation>否（无效）：%1</translation>
    </message>
    <message>
        <source>Not yet: %1</source>
        <translation>暂不支持：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n 秒</numerusform>
        </translation>
    </message>
    <message>
        <source>not given</source>
        <translation>未给出</translation>
    </message>
    <message>
        <source>Payable: the option Paydesk chose</source>
        <translation>可支付：Paydesk 选择的选项</translation>
    </message>
    <message>
        <source>No: %1</source>
        <translation>否：%1</translation>
    </message>
    <message>
        <source>Yes, from this wallet too (Paydesk takes the cheapest)</source>
        <translation>是，也可从此钱包支付（Paydesk 选择最便宜的）</translation>
    </message>
    <message>
        <source>Not from the chosen wallet: this option is paid from a wallet on %1.</source>
        <translation>不能从所选钱包支付：此选项需从 %1 上的钱包支付。</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::ResourceView</name>
    <message>
        <source>&amp;Save to file…</source>
        <translation>保存到文件(&amp;S)…</translation>
    </message>
    <message>
        <source>Resource text</source>
        <translation>资源文本</translation>
    </message>
    <message>
        <source>Resource image</source>
        <translation>资源图像</translation>
    </message>
    <message>
        <source>This resource is not text or an image Paydesk can show: save it to a file to open it.</source>
        <translation>此资源不是 Paydesk 能够显示的文本或图像：请将其保存到文件后再打开。</translation>
    </message>
    <message>
        <source>HTTP %1 · %2 · %3</source>
        <translation>HTTP %1 · %2 · %3</translation>
    </message>
    <message>
        <source>no content type</source>
        <translation>无内容类型</translation>
    </message>
    <message>
        <source>payment %1</source>
        <translation>支付 %1</translation>
    </message>
    <message>
        <source>transaction %1</source>
        <translation>交易 %1</translation>
    </message>
    <message>
        <source>Bought with your earlier payment (%1): nothing was paid again.</source>
        <translation>已使用您之前的支付（%1）购买：未再次支付任何款项。</translation>
    </message>
    <message>
        <source>Paid: %1.</source>
        <translation>已付款：%1。</translation>
    </message>
    <message>
        <source>Free: the site did not ask for payment.</source>
        <translation>免费：该网站未要求付款。</translation>
    </message>
    <message>
        <source>Could not save to %1: %2</source>
        <translation>无法保存到 %1：%2</translation>
    </message>
    <message>
        <source>Save the resource</source>
        <translation>保存资源</translation>
    </message>
    <message>
        <source>Not paid: the seller served it, but the chain shows your payment %1 unused.</source>
        <translation>未支付：卖家已提供内容，但链上显示您的付款 %1 未被使用。</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::SandboxBanner</name>
    <message>
        <source>&lt;b&gt;Sandbox: test funds only.&lt;/b&gt; Payments here run on a built-in test service on this computer and never move real money.</source>
        <translation>&lt;b&gt;沙盒：仅限测试资金。&lt;/b&gt;此处的支付在这台计算机上的内置测试服务中运行，绝不会动用真实资金。</translation>
    </message>
    <message>
        <source>Connect to a payment service…</source>
        <translation>连接到支付服务…</translation>
    </message>
    <message>
        <source>Connect to a payment service</source>
        <translation>连接到支付服务</translation>
    </message>
    <message>
        <source>Sandbox: test funds only</source>
        <translation>沙盒：仅限测试资金</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::SandboxSession</name>
    <message>
        <source>Weather report</source>
        <translation>天气报告</translation>
    </message>
    <message>
        <source>Quarterly report</source>
        <translation>季度报告</translation>
    </message>
    <message>
        <source>Refund</source>
        <translation>退款</translation>
    </message>
    <message>
        <source>The sandbox folder %1 cannot be created.</source>
        <translation>无法创建沙盒文件夹 %1。</translation>
    </message>
    <message>
        <source>The built-in sandbox could not start: %1</source>
        <translation>内置沙盒无法启动：%1</translation>
    </message>
    <message>
        <source>Demo wallet</source>
        <translation>演示钱包</translation>
    </message>
    <message>
        <source>Demo shop</source>
        <translation>演示商店</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::ScreenshotWriter</name>
    <message>
        <source>Could not write the screenshot to %1</source>
        <translation>无法将截图写入 %1</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::SellerDesk</name>
    <message>
        <source>Pasted payment or HTTP request</source>
        <translation>粘贴的支付或 HTTP 请求</translation>
    </message>
    <message>
        <source>Receiving wallet</source>
        <translation>收款钱包</translation>
    </message>
    <message>
        <source>Receiving wallet on this computer</source>
        <translation>这台计算机上的收款钱包</translation>
    </message>
    <message>
        <source>&amp;Paid to:</source>
        <translation>付给(&amp;P)：</translation>
    </message>
    <message>
        <source>Your price</source>
        <translation>您的价格</translation>
    </message>
    <message>
        <source>Your p&amp;rice:</source>
        <translation>您的价格(&amp;R)：</translation>
    </message>
    <message numerus="yes">
        <source>Verifying with the service… %n second(s) left.</source>
        <translation>
            <numerusform>正在通过服务验证… 剩余 %n 秒。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Verifying with the service…</source>
        <translation>正在通过服务验证…</translation>
    </message>
    <message>
        <source>Paid: %1 %2 from %3. Hand over the resource.
Payment id: %4</source>
        <translation>已付款：从 %3 收到 %1 %2。请交付资源。
支付 ID：%4</translation>
    </message>
    <message>
        <source>the buyer</source>
        <translation>买方</translation>
    </message>
    <message>
        <source>This proof was already used: it paid for something once and cannot pay again. This looks like a replay.</source>
        <translation>此支付凭证已被使用过：它已付过一次款，不能再次付款。这看起来像是重放攻击。</translation>
    </message>
    <message>
        <source>Refuse it: do not hand over the resource. Ask the buyer for a new payment.</source>
        <translation>请拒绝：不要交付资源。请要求买方重新支付。</translation>
    </message>
    <message>
        <source>Reason: %1</source>
        <translation>原因：%1</translation>
    </message>
    <message>
        <source>Local verification not started</source>
        <translation>本地验证尚未开始</translation>
    </message>
    <message>
        <source>Checking the payment locally…</source>
        <translation>正在本地检查支付…</translation>
    </message>
    <message>
        <source>This proof was already used: it cannot pay again (a replay).</source>
        <translation>此支付凭证已被使用过：不能再次付款（重放攻击）。</translation>
    </message>
    <message>
        <source>Verify a payment</source>
        <translation>验证支付</translation>
    </message>
    <message>
        <source>No wallet on this computer yet (Wallets page)</source>
        <translation>这台计算机上尚无钱包（“钱包”页面）</translation>
    </message>
    <message>
        <source>Paste the buyer&apos;s X-PAYMENT value, or a whole HTTP request (request line, headers, body) that carries X-PAYMENT or PAYMENT-SIGNATURE</source>
        <translation>粘贴买方的 X-PAYMENT 值，或包含 X-PAYMENT 或 PAYMENT-SIGNATURE 的完整 HTTP 请求（请求行、标头、正文）</translation>
    </message>
    <message>
        <source>&amp;Verify payment</source>
        <translation>验证支付(&amp;V)</translation>
    </message>
    <message>
        <source>e.g. 0.25</source>
        <translation>例如 0.25</translation>
    </message>
    <message>
        <source>The price of what the buyer pays for.</source>
        <translation>买方所购内容的价格。</translation>
    </message>
    <message>
        <source>Resource (optional)</source>
        <translation>资源（可选）</translation>
    </message>
    <message>
        <source>https://… (optional; taken from a pasted request)</source>
        <translation>https://…（可选；取自粘贴的请求）</translation>
    </message>
    <message>
        <source>Reso&amp;urce:</source>
        <translation>资源(&amp;U)：</translation>
    </message>
    <message>
        <source>Facilitator URL (optional)</source>
        <translation>协调方 URL（可选）</translation>
    </message>
    <message>
        <source>Default: the network&apos;s facilitator</source>
        <translation>默认：该网络的协调方</translation>
    </message>
    <message>
        <source>&amp;Facilitator:</source>
        <translation>协调方(&amp;F)：</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>Verification timeout in seconds</source>
        <translation>验证超时（秒）</translation>
    </message>
    <message>
        <source>&amp;Timeout:</source>
        <translation>超时(&amp;T)：</translation>
    </message>
    <message>
        <source>Verify &amp;locally (co-sign as fee payer, broadcast, confirm)</source>
        <translation>本地验证(&amp;L)（作为手续费支付方联署、广播、确认）</translation>
    </message>
    <message>
        <source>Check, co-sign as fee payer with a wallet on this computer, broadcast and confirm, instead of asking the service.</source>
        <translation>不询问服务，而是用本机上的钱包进行检查、作为手续费支付方联署、广播并确认。</translation>
    </message>
    <message>
        <source>&amp;Verify and co-sign…</source>
        <translation>验证并联合签名(&amp;V)…</translation>
    </message>
    <message>
        <source>Nothing was signed or sent; do not hand over the resource.</source>
        <translation>未签名或发送任何内容；请勿交付资源。</translation>
    </message>
    <message>
        <source>Do not hand over the resource until the payment is confirmed.</source>
        <translation>付款确认之前请勿交付资源。</translation>
    </message>
    <message>
        <source>Paid: %1 from %2, confirmed on chain. Hand over the resource.
Signature: %3
Payment id: %4</source>
        <translation>已支付：%1，来自 %2，已在链上确认。请交付资源。
签名：%3
付款 ID：%4</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::SendConfirmDialog</name>
    <message>
        <source>Confirm payment</source>
        <translation>确认支付</translation>
    </message>
    <message>
        <source>You are about to pay</source>
        <translation>您即将支付</translation>
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
        <translation>付款地址：</translation>
    </message>
    <message>
        <source>To:</source>
        <translation>收款地址：</translation>
    </message>
    <message>
        <source>Amount:</source>
        <translation>金额：</translation>
    </message>
    <message>
        <source>%1 %2 (exactly)</source>
        <translation>%1 %2（精确金额）</translation>
    </message>
    <message>
        <source>Priority fee:</source>
        <translation>优先手续费：</translation>
    </message>
    <message>
        <source>Automatic (chosen by the service)</source>
        <translation>自动（由服务选择）</translation>
    </message>
    <message>
        <source>Network fee:</source>
        <translation>网络手续费：</translation>
    </message>
    <message>
        <source>Charged by the network on top of the amount</source>
        <translation>由网络在金额之外另行收取</translation>
    </message>
    <message>
        <source>Resource:</source>
        <translation>资源：</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>Metadata:</source>
        <translation>元数据：</translation>
    </message>
    <message>
        <source>Service:</source>
        <translation>服务：</translation>
    </message>
    <message>
        <source>Sandbox: test funds only. No real money moves.</source>
        <translation>沙盒：仅限测试资金。不会动用真实资金。</translation>
    </message>
    <message>
        <source>A payment cannot be undone. Check the recipient.</source>
        <translation>支付无法撤销。请核对收款方。</translation>
    </message>
    <message>
        <source>Pay %1 %2</source>
        <translation>支付 %1 %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Paydesk is locked. Unlock it to review and send this payment.</source>
        <translation>Paydesk 已锁定。请解锁以检查并发送此支付。</translation>
    </message>
    <message>
        <source>Paydesk locked meanwhile. Unlock it to send this payment.</source>
        <translation>Paydesk 在此期间已锁定。请解锁以发送此支付。</translation>
    </message>
    <message>
        <source>Total debited:</source>
        <translation>扣款总额：</translation>
    </message>
    <message>
        <source>Balance after:</source>
        <translation>支付后余额：</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::SendForm</name>
    <message>
        <source>Paying wallet</source>
        <translation>付款钱包</translation>
    </message>
    <message>
        <source>&amp;From wallet:</source>
        <translation>付款钱包(&amp;F)：</translation>
    </message>
    <message>
        <source>Recipient address</source>
        <translation>收款方地址</translation>
    </message>
    <message>
        <source>Solana or EVM address</source>
        <translation>Solana 或 EVM 地址</translation>
    </message>
    <message>
        <source>The wallet that receives the payment.</source>
        <translation>接收该支付的钱包。</translation>
    </message>
    <message>
        <source>&amp;Recipient:</source>
        <translation>收款方(&amp;R)：</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>金额</translation>
    </message>
    <message>
        <source>e.g. 0.25</source>
        <translation>例如 0.25</translation>
    </message>
    <message>
        <source>&amp;Amount:</source>
        <translation>金额(&amp;A)：</translation>
    </message>
    <message>
        <source>Resource URL (optional)</source>
        <translation>资源 URL（可选）</translation>
    </message>
    <message>
        <source>https://… (optional)</source>
        <translation>https://…（可选）</translation>
    </message>
    <message>
        <source>The protected resource this payment is for.</source>
        <translation>此支付所对应的受保护资源。</translation>
    </message>
    <message>
        <source>Re&amp;source:</source>
        <translation>资源(&amp;S)：</translation>
    </message>
    <message>
        <source>Optional: a description or reference id.</source>
        <translation>可选：描述或参考 ID。</translation>
    </message>
    <message>
        <source>&amp;Metadata:</source>
        <translation>元数据(&amp;M)：</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>&amp;Custom:</source>
        <translation>自定义(&amp;C)：</translation>
    </message>
    <message>
        <source>Custom priority fee</source>
        <translation>自定义优先手续费</translation>
    </message>
    <message>
        <source>&amp;Priority fee:</source>
        <translation>优先手续费(&amp;P)：</translation>
    </message>
    <message>
        <source>This is the paying wallet itself.</source>
        <translation>这就是付款钱包本身。</translation>
    </message>
    <message>
        <source>Your wallet “%1”.</source>
        <translation>您的钱包“%1”。</translation>
    </message>
    <message>
        <source>Between %1 and %2 %3, at most %4 decimals.</source>
        <translation>介于 %1 和 %2 %3 之间，最多 %4 位小数。</translation>
    </message>
    <message>
        <source>Exactly %1 %2, plus the network fee.</source>
        <translation>精确 %1 %2，另加网络手续费。</translation>
    </message>
    <message>
        <source>Between %1 and %2 %3.</source>
        <translation>介于 %1 和 %2 %3 之间。</translation>
    </message>
    <message>
        <source>The service picks the priority fee.</source>
        <translation>由服务选择优先手续费。</translation>
    </message>
    <message>
        <source>Paying wallet on this computer</source>
        <translation>这台计算机上的付款钱包</translation>
    </message>
    <message>
        <source>No wallet on this computer yet: create or import one on the Wallets page</source>
        <translation>这台计算机上尚无钱包：请在“钱包”页面创建或导入</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>最大</translation>
    </message>
    <message>
        <source>The whole balance less the network fee</source>
        <translation>全部余额减去网络手续费</translation>
    </message>
    <message>
        <source>Your balance of %1 does not cover %2 plus the network fee (%3 in all). Add funds or lower the amount.</source>
        <translation>您的余额 %1 不足以支付 %2 加网络手续费（共计 %3）。请充值或降低金额。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Exactly %1 %2. Network fee %3; total %4; balance after: %5.</source>
        <translation>精确为 %1 %2。网络手续费 %3；合计 %4；支付后余额：%5。</translation>
    </message>
    <message>
        <source>Balance: %1</source>
        <translation>余额：%1</translation>
    </message>
    <message>
        <source>This is an address of %1, but the paying wallet is on %2: pay it from a %1 wallet.</source>
        <translation>这是 %1 的地址，但付款钱包在 %2 上：请从 %1 钱包付款。</translation>
    </message>
    <message>
        <source>A valid %1 address.</source>
        <translation>有效的 %1 地址。</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::SendPage</name>
    <message>
        <source>Send a payment</source>
        <translation>发送支付</translation>
    </message>
    <message>
        <source>Pay a wallet in the chain&apos;s native currency. The service signs and broadcasts the payment from your hosted wallet.</source>
        <translation>以链的原生币向某个钱包付款。服务会从您的托管钱包签名并广播该支付。</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>清除(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Review payment…</source>
        <translation>检查支付(&amp;R)…</translation>
    </message>
    <message>
        <source>Waiting %1 s before sending: %2</source>
        <translation>等待 %1 秒后发送：%2</translation>
    </message>
    <message>
        <source>A payment is on its way.</source>
        <translation>一笔支付正在进行中。</translation>
    </message>
    <message>
        <source>Check the payment before it is sent.</source>
        <translation>请在发送前检查支付。</translation>
    </message>
    <message>
        <source>Fill in the recipient and the amount.</source>
        <translation>请填写收款方和金额。</translation>
    </message>
    <message>
        <source>The payment is not complete</source>
        <translation>支付信息不完整</translation>
    </message>
    <message>
        <source>Built-in sandbox (test funds only)</source>
        <translation>内置沙盒（仅限测试资金）</translation>
    </message>
    <message>
        <source>Sending the payment… waiting for the service&apos;s answer.</source>
        <translation>正在发送支付… 等待服务响应。</translation>
    </message>
    <message>
        <source>The sandbox&apos;s ledger is not on a public block explorer.</source>
        <translation>沙盒的账本不在公共区块浏览器上。</translation>
    </message>
    <message>
        <source>Check the wallet&apos;s history</source>
        <translation>查看钱包的历史记录</translation>
    </message>
    <message>
        <source>Who signs:</source>
        <translation>签名方：</translation>
    </message>
    <message>
        <source>The service (&amp;hosted wallet)</source>
        <translation>服务（托管钱包）(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Paydesk, with a wallet on this computer (local)</source>
        <translation>Paydesk，使用这台计算机上的钱包（本地）(&amp;P)</translation>
    </message>
    <message>
        <source>Local payment not started</source>
        <translation>本地支付尚未开始</translation>
    </message>
    <message>
        <source>Signed on this computer by your wallet.</source>
        <translation>已由您的钱包在这台计算机上签名。</translation>
    </message>
    <message>
        <source>Pay a wallet in its chain&apos;s coin (SOL, ETH). Paydesk checks the transaction the service builds, shows it to you, signs it with your key and broadcasts it.</source>
        <translation>以收款钱包所在链的币（SOL、ETH）付款。Paydesk 会检查服务构建的交易、向您展示、用您的密钥签名并广播。</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::SendResultCard</name>
    <message>
        <source>Payment result</source>
        <translation>支付结果</translation>
    </message>
    <message>
        <source>Payment sent</source>
        <translation>支付已发送</translation>
    </message>
    <message>
        <source>Payment id</source>
        <translation>支付 ID</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>签名</translation>
    </message>
    <message>
        <source>Payment proof</source>
        <translation>支付凭证</translation>
    </message>
    <message>
        <source>Payment id:</source>
        <translation>支付 ID：</translation>
    </message>
    <message>
        <source>Status:</source>
        <translation>状态：</translation>
    </message>
    <message>
        <source>X-PAYMENT proof:</source>
        <translation>X-PAYMENT 凭证：</translation>
    </message>
    <message>
        <source>Track status</source>
        <translation>跟踪状态</translation>
    </message>
    <message>
        <source>New payment</source>
        <translation>新建支付</translation>
    </message>
    <message>
        <source>%1 %2 to %3.</source>
        <translation>%1 %2，付给 %3。</translation>
    </message>
    <message>
        <source>the recipient</source>
        <translation>收款方</translation>
    </message>
    <message>
        <source>Accepted</source>
        <translation>已接受</translation>
    </message>
    <message>
        <source>Network fee:</source>
        <translation>网络手续费：</translation>
    </message>
    <message>
        <source>Total debited:</source>
        <translation>扣款总额：</translation>
    </message>
    <message>
        <source>Balance after:</source>
        <translation>支付后余额：</translation>
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
        <translation>支付服务</translation>
    </message>
    <message>
        <source>&amp;Built-in sandbox: test funds only, runs on this computer</source>
        <translation>内置沙盒：仅限测试资金，在这台计算机上运行(&amp;B)</translation>
    </message>
    <message>
        <source>A payment &amp;service:</source>
        <translation>支付服务(&amp;S)：</translation>
    </message>
    <message>
        <source>Service URL</source>
        <translation>服务 URL</translation>
    </message>
    <message>
        <source>HTTPS is required; http:// only for this computer.</source>
        <translation>必须使用 HTTPS；http:// 仅适用于本机。</translation>
    </message>
    <message>
        <source>Service &amp;URL:</source>
        <translation>服务 URL(&amp;U)：</translation>
    </message>
    <message>
        <source>API key:</source>
        <translation>API 密钥：</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>API 密钥</translation>
    </message>
    <message>
        <source>Paste the key from your account dashboard</source>
        <translation>粘贴您账户控制台中的密钥</translation>
    </message>
    <message>
        <source>&amp;Test key</source>
        <translation>测试密钥(&amp;T)</translation>
    </message>
    <message>
        <source>S&amp;ave key</source>
        <translation>保存密钥(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Rotate key…</source>
        <translation>轮换密钥(&amp;R)…</translation>
    </message>
    <message>
        <source>New API key</source>
        <translation>新的 API 密钥</translation>
    </message>
    <message>
        <source>The new key</source>
        <translation>新密钥</translation>
    </message>
    <message>
        <source>Test and re&amp;place</source>
        <translation>测试并替换(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Use this service</source>
        <translation>使用此服务(&amp;U)</translation>
    </message>
    <message>
        <source>Testing the key…</source>
        <translation>正在测试密钥…</translation>
    </message>
    <message>
        <source>Testing the new key…</source>
        <translation>正在测试新密钥…</translation>
    </message>
    <message>
        <source>The sandbox&apos;s key: generated for this session and kept in memory only.</source>
        <translation>沙盒的密钥：为本次会话生成，仅保存在内存中。</translation>
    </message>
    <message>
        <source>Stored in the system keychain.</source>
        <translation>已保存在系统钥匙串中。</translation>
    </message>
    <message>
        <source>No key stored for this service yet: enter it below.</source>
        <translation>尚未为此服务保存密钥：请在下方输入。</translation>
    </message>
    <message>
        <source>Reading the key from the system keychain…</source>
        <translation>正在从系统钥匙串读取密钥…</translation>
    </message>
    <message>
        <source>The system keychain is not available: %1</source>
        <translation>系统钥匙串不可用：%1</translation>
    </message>
    <message>
        <source>Not loaded.</source>
        <translation>未加载。</translation>
    </message>
    <message>
        <source>%1 Paydesk still uses the previous service.</source>
        <translation>%1 Paydesk 仍在使用之前的服务。</translation>
    </message>
    <message>
        <source>Enter this service&apos;s API key: &quot;Use this service&quot; tests it, stores it in the system keychain, then switches.</source>
        <translation>请输入此服务的 API 密钥：“使用此服务”会测试密钥，将其保存到系统钥匙串，然后切换服务。</translation>
    </message>
    <message>
        <source>&quot;Use this service&quot; tests this key, stores it in the system keychain, then switches.</source>
        <translation>“使用此服务”会测试此密钥，将其保存到系统钥匙串，然后切换服务。</translation>
    </message>
    <message>
        <source>No API key is stored for %1. Enter it above: &quot;Use this service&quot; then tests it, stores it and switches. Paydesk still uses the previous service.</source>
        <translation>没有为 %1 保存 API 密钥。请在上方输入：“使用此服务”随后会测试并保存密钥，然后切换服务。Paydesk 仍在使用之前的服务。</translation>
    </message>
    <message>
        <source>The system keychain could not be read (%1), so the key of %2 is unknown. Paydesk still uses the previous service.</source>
        <translation>无法读取系统钥匙串（%1），因此 %2 的密钥未知。Paydesk 仍在使用之前的服务。</translation>
    </message>
    <message>
        <source>Paydesk now uses %1, with the API key stored for it.</source>
        <translation>Paydesk 现在使用 %1，并使用为其保存的 API 密钥。</translation>
    </message>
    <message>
        <source>Paydesk now uses its built-in sandbox: test funds only.</source>
        <translation>Paydesk 现在使用其内置沙盒：仅限测试资金。</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::SettingsPage</name>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>The service Paydesk pays through, your wallets and preferences. The API key is kept in the system keychain, never in a settings file.</source>
        <translation>Paydesk 用于付款的服务、您的钱包和偏好设置。API 密钥保存在系统钥匙串中，绝不会写入设置文件。</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::SingleInstance</name>
    <message>
        <source>Paydesk is already running but does not answer.</source>
        <translation>Paydesk 已在运行，但没有响应。</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::SolanaReviewDialog</name>
    <message>
        <source>Review and sign the payment</source>
        <translation>检查并签署支付</translation>
    </message>
    <message>
        <source>Review and co-sign the buyer&apos;s payment</source>
        <translation>检查并联合签署买方的支付</translation>
    </message>
    <message>
        <source>&amp;Get a fresh transaction</source>
        <translation>获取新的交易(&amp;G)</translation>
    </message>
    <message>
        <source>Paydesk checked the transaction the service built. This is exactly what you would sign:</source>
        <translation>Paydesk 已检查服务构建的交易。以下正是您将要签署的内容：</translation>
    </message>
    <message>
        <source>The buyer signed a transfer to you. You co-sign as fee payer; this is exactly what you would sign:</source>
        <translation>买方已签署一笔转给您的转账。您作为手续费付款方进行联合签名；以下正是您将要签署的内容：</translation>
    </message>
    <message>
        <source>&amp;Co-sign &amp;&amp; send</source>
        <translation>联合签名&amp;&amp;发送(&amp;C)</translation>
    </message>
    <message>
        <source>Sent. Waiting for the network to confirm it…</source>
        <translation>已发送。正在等待网络确认…</translation>
    </message>
    <message>
        <source>You pay %1 to %2</source>
        <translation>您向 %2 支付 %1</translation>
    </message>
    <message>
        <source>You receive %1 from %2</source>
        <translation>您从 %2 收到 %1</translation>
    </message>
    <message>
        <source>Paydesk checked the transaction the service built and will not sign it:</source>
        <translation>Paydesk 已检查服务构建的交易，不会签署该交易：</translation>
    </message>
    <message>
        <source>Paydesk refused to sign this transaction: %1</source>
        <translation>Paydesk 拒绝签署此交易：%1</translation>
    </message>
    <message>
        <source>Getting the transaction from the service…</source>
        <translation>正在从服务获取交易…</translation>
    </message>
    <message>
        <source>Checking the transaction against what you asked for…</source>
        <translation>正在根据您的要求检查交易…</translation>
    </message>
    <message>
        <source>Signing with the key from your system keychain…</source>
        <translation>正在使用系统钥匙串中的密钥签名…</translation>
    </message>
    <message>
        <source>Signed and journaled. Sending it to the network…</source>
        <translation>已签名并记入日志。正在发送到网络…</translation>
    </message>
    <message>
        <source>The service gave no expiry time; Paydesk checks the block height again right before signing.</source>
        <translation>服务未提供过期时间；Paydesk 会在签名前再次检查区块高度。</translation>
    </message>
    <message>
        <source>It can land during the next %1 s; if it does not, nothing is charged.</source>
        <translation>它可能在接下来的 %1 秒内上链；如果没有上链，则不会收取任何费用。</translation>
    </message>
    <message>
        <source>Its time is up: waiting for the network&apos;s last word.</source>
        <translation>时间已到：正在等待网络的最终结果。</translation>
    </message>
    <message>
        <source>Expired: this transaction can no longer land. Nothing was signed. Get a fresh one to pay.</source>
        <translation>已过期：此交易已无法上链。未签署任何内容。请获取新的交易以完成支付。</translation>
    </message>
    <message>
        <source>Only %1 s left: too little to sign and land it safely. Get a fresh transaction.</source>
        <translation>仅剩 %1 秒：时间太短，无法安全地签名并上链。请获取新的交易。</translation>
    </message>
    <message>
        <source>Valid for %1 more seconds: sign before the countdown ends.</source>
        <translation>还有 %1 秒有效：请在倒计时结束前签名。</translation>
    </message>
    <message>
        <source>Fewer than %1 seconds left: get a fresh transaction.</source>
        <translation>剩余不足 %1 秒：请获取新的交易。</translation>
    </message>
    <message>
        <source>Confirmed: %1 paid</source>
        <translation>已确认：已支付 %1</translation>
    </message>
    <message>
        <source>Confirmed: %1 received</source>
        <translation>已确认：已收到 %1</translation>
    </message>
    <message>
        <source>%1
Signature: %2</source>
        <translation>%1
签名：%2</translation>
    </message>
    <message>
        <source>Failed: fee charged</source>
        <translation>失败：已收取手续费</translation>
    </message>
    <message>
        <source>The transaction landed with an error: the network fee was charged, the amount was not paid. %1</source>
        <translation>交易已上链但出现错误：已收取网络手续费，金额未支付。%1</translation>
    </message>
    <message>
        <source>Expired: nothing charged</source>
        <translation>已过期：未收取任何费用</translation>
    </message>
    <message>
        <source>It never landed before its blockhash expired, so nothing was charged. %1</source>
        <translation>在其 blockhash 过期之前交易始终未上链，因此未收取任何费用。%1</translation>
    </message>
    <message>
        <source>Refused by the network: nothing charged</source>
        <translation>被网络拒绝：未收取任何费用</translation>
    </message>
    <message>
        <source>Declined: nothing was signed</source>
        <translation>已拒绝：未签署任何内容</translation>
    </message>
    <message>
        <source>Refused: nothing was signed</source>
        <translation>已拒签：未签署任何内容</translation>
    </message>
    <message>
        <source>Not sent</source>
        <translation>未发送</translation>
    </message>
    <message>
        <source>Not final yet</source>
        <translation>尚未进入最终状态</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::SolanaRpcSettingsBox</name>
    <message>
        <source>Network for local mode</source>
        <translation>本地模式的网络</translation>
    </message>
    <message>
        <source>Solana network</source>
        <translation>Solana 网络</translation>
    </message>
    <message>
        <source>&amp;Network:</source>
        <translation>网络(&amp;N)：</translation>
    </message>
    <message>
        <source>RPC endpoint URL</source>
        <translation>RPC 端点 URL</translation>
    </message>
    <message>
        <source>&amp;Use this endpoint</source>
        <translation>使用此端点(&amp;U)</translation>
    </message>
    <message>
        <source>RPC &amp;URL:</source>
        <translation>RPC URL(&amp;U)：</translation>
    </message>
    <message>
        <source>C&amp;heck connection</source>
        <translation>检查连接(&amp;H)</translation>
    </message>
    <message>
        <source>Highest priority fee Paydesk signs, in SOL</source>
        <translation>Paydesk 愿意签署的最高优先手续费，单位为 SOL</translation>
    </message>
    <message>
        <source>Priority fee &amp;cap:</source>
        <translation>优先手续费上限(&amp;C)：</translation>
    </message>
    <message>
        <source>Paydesk refuses to sign a transaction whose priority fee is higher.</source>
        <translation>优先手续费高于此值的交易，Paydesk 将拒绝签署。</translation>
    </message>
    <message>
        <source>&amp;Simulate each transaction before the review</source>
        <translation>在检查前模拟每笔交易(&amp;S)</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::SolanaSummaryView</name>
    <message>
        <source>From:</source>
        <translation>付款地址：</translation>
    </message>
    <message>
        <source>To:</source>
        <translation>收款地址：</translation>
    </message>
    <message>
        <source>Amount:</source>
        <translation>金额：</translation>
    </message>
    <message>
        <source>Network fee:</source>
        <translation>网络手续费：</translation>
    </message>
    <message>
        <source>Priority fee:</source>
        <translation>优先手续费：</translation>
    </message>
    <message>
        <source>Total cost:</source>
        <translation>总费用：</translation>
    </message>
    <message>
        <source>Balance after:</source>
        <translation>支付后余额：</translation>
    </message>
    <message>
        <source>Network:</source>
        <translation>网络：</translation>
    </message>
    <message>
        <source>What the transaction does:</source>
        <translation>交易内容：</translation>
    </message>
    <message>
        <source>Show &amp;logs</source>
        <translation>显示日志(&amp;L)</translation>
    </message>
    <message>
        <source>Simulation logs</source>
        <translation>模拟日志</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1 (exactly)</source>
        <translation>%1（精确金额）</translation>
    </message>
    <message>
        <source>%1, paid by %2</source>
        <translation>%1，由 %2 支付</translation>
    </message>
    <message>
        <source>you</source>
        <translation>您</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>%1 (%2 compute units at %3 micro-lamports each)</source>
        <translation>%1（%2 个计算单元，每个 %3 微 lamports）</translation>
    </message>
    <message>
        <source>%1 leave your wallet</source>
        <translation>%1 将从您的钱包转出</translation>
    </message>
    <message>
        <source>%1 in fees from your wallet</source>
        <translation>从您的钱包扣除手续费 %1</translation>
    </message>
    <message>
        <source>unknown (balance not read)</source>
        <translation>未知（未读取余额）</translation>
    </message>
    <message>
        <source>short by %1: the wallet holds %2</source>
        <translation>差 %1：钱包余额为 %2</translation>
    </message>
    <message>
        <source>%1, broadcast through %2%3</source>
        <translation>%1，通过 %2 广播%3</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source> (test funds only)</source>
        <translation>（仅限测试资金）</translation>
    </message>
    <message>
        <source>(nothing could be decoded)</source>
        <translation>（无法解码任何内容）</translation>
    </message>
    <message>
        <source>Simulation: it would fail (%1), using %2 compute units.</source>
        <translation>模拟：将会失败（%1），使用 %2 个计算单元。</translation>
    </message>
    <message>
        <source>Simulation: it succeeds, using %1 compute units.</source>
        <translation>模拟：成功，使用 %1 个计算单元。</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::SpendingRulesPage</name>
    <message>
        <source>Spending rules</source>
        <translation>支出规则</translation>
    </message>
    <message>
        <source>What Paydesk may pay without asking, and what it never pays: each site&apos;s budget, caps over all sites per day, the payees you allow or refuse, and the tokens you added. Agents have budgets of their own on the Agents page.</source>
        <translation>Paydesk 可以无需询问支付的内容以及永不支付的内容：每个网站的预算、所有网站的每日上限、您允许或拒绝的收款方，以及您添加的代币。代理在“代理”页面有各自的预算。</translation>
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
        <translation>正在启动 Paydesk…</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::StatusPage</name>
    <message>
        <source>Payment status</source>
        <translation>支付状态</translation>
    </message>
    <message>
        <source>Where a payment is: Paydesk asks the service again, less and less often, until the payment is final.</source>
        <translation>支付进行到哪一步：Paydesk 会以逐渐降低的频率向服务查询，直到支付进入最终状态。</translation>
    </message>
    <message>
        <source>Payment id</source>
        <translation>支付 ID</translation>
    </message>
    <message>
        <source>Payment id, e.g. pay_…</source>
        <translation>支付 ID，例如 pay_…</translation>
    </message>
    <message>
        <source>&amp;Look up</source>
        <translation>查询(&amp;L)</translation>
    </message>
    <message>
        <source>Enter the id of a payment to follow it. Payments you send, and those you open from the history, show here by themselves.</source>
        <translation>输入支付 ID 以跟踪该支付。您发送的支付以及从历史记录中打开的支付会自动显示在这里。</translation>
    </message>
    <message>
        <source>Payment fields</source>
        <translation>支付字段</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Raw JSON</source>
        <translation>原始 JSON</translation>
    </message>
    <message>
        <source>&amp;Details</source>
        <translation>详细信息(&amp;D)</translation>
    </message>
    <message>
        <source>Raw &amp;JSON</source>
        <translation>原始 JSON(&amp;J)</translation>
    </message>
    <message>
        <source>Stopped. Look up the payment again to resume.</source>
        <translation>已停止。再次查询该支付即可继续。</translation>
    </message>
    <message>
        <source>The service asked Paydesk to slow down: asking again in %1 s.</source>
        <translation>服务要求 Paydesk 降低请求频率：%1 秒后再次查询。</translation>
    </message>
    <message>
        <source>This is not a payment id</source>
        <translation>这不是支付 ID</translation>
    </message>
    <message>
        <source>Current state: %1</source>
        <translation>当前状态：%1</translation>
    </message>
    <message>
        <source>Following payment %1…</source>
        <translation>正在跟踪支付 %1…</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Final: the payment expired before it was confirmed; nothing was charged.</source>
        <translation>最终：支付在确认前已过期；未收取任何费用。</translation>
    </message>
    <message>
        <source>Final: the payment failed. %1</source>
        <translation>最终：支付失败。%1</translation>
    </message>
    <message>
        <source>Final: this payment will not change any more.</source>
        <translation>最终：此支付不会再发生变化。</translation>
    </message>
    <message>
        <source>Asking the service…</source>
        <translation>正在查询服务…</translation>
    </message>
    <message>
        <source>Not final yet: asking again in %1 s.</source>
        <translation>尚未进入最终状态：%1 秒后再次查询。</translation>
    </message>
    <message>
        <source>Open the transaction in the block explorer</source>
        <translation>在区块浏览器中打开该交易</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::TimelineWidget</name>
    <message>
        <source>State timeline</source>
        <translation>状态时间线</translation>
    </message>
    <message>
        <source>not reached</source>
        <translation>未到达</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>已经过</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::TokensBox</name>
    <message>
        <source>Tokens</source>
        <translation>代币</translation>
    </message>
    <message>
        <source>Paydesk pays USDC on the networks it knows. A price in another token is refused until you add the token here, by its contract or mint, with the decimals the token itself has (never the seller&apos;s).</source>
        <translation>Paydesk 在其已知的网络上支付 USDC。以其他代币计价的价格会被拒绝，直到您在此按合约或铸币地址、以代币本身的小数位（绝不用卖家给的）添加该代币。</translation>
    </message>
    <message>
        <source>Contract (0x…) or mint address</source>
        <translation>合约（0x…）或铸币地址</translation>
    </message>
    <message>
        <source>Token address</source>
        <translation>代币地址</translation>
    </message>
    <message>
        <source>EURC</source>
        <translation>EURC</translation>
    </message>
    <message>
        <source>Token symbol</source>
        <translation>代币符号</translation>
    </message>
    <message>
        <source>Add &amp;token</source>
        <translation>添加代币(&amp;T)</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>移除(&amp;M)</translation>
    </message>
    <message>
        <source>Net&amp;work:</source>
        <translation>网络(&amp;W):</translation>
    </message>
    <message>
        <source>Addre&amp;ss:</source>
        <translation>地址(&amp;S):</translation>
    </message>
    <message>
        <source>S&amp;ymbol:</source>
        <translation>符号(&amp;Y):</translation>
    </message>
    <message>
        <source>Deci&amp;mals:</source>
        <translation>小数位(&amp;M):</translation>
    </message>
    <message>
        <source>%1 on %2: %3 (decimals: %4, added by you)</source>
        <translation>%2 上的 %1：%3（小数位：%4，由您添加）</translation>
    </message>
    <message>
        <source>You added no token: Paydesk pays USDC only.</source>
        <translation>您未添加任何代币：Paydesk 只支付 USDC。</translation>
    </message>
    <message>
        <source>Enter the token&apos;s address and symbol first.</source>
        <translation>请先输入代币的地址和符号。</translation>
    </message>
    <message>
        <source>Enter the address of the token to remove.</source>
        <translation>请输入要移除的代币地址。</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::TrayController</name>
    <message>
        <source>&amp;Show Paydesk</source>
        <translation>显示 Paydesk(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Freeze automatic payments</source>
        <translation>冻结自动支付(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Lock now</source>
        <translation>立即锁定(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Quit Paydesk</source>
        <translation>退出 Paydesk(&amp;Q)</translation>
    </message>
    <message>
        <source>Paydesk: automatic payments are frozen</source>
        <translation>Paydesk：自动支付已冻结</translation>
    </message>
    <message>
        <source>Paydesk: automatic payments are on, within their budgets</source>
        <translation>Paydesk：自动支付已开启，在各自预算范围内</translation>
    </message>
    <message>
        <source>Unlock Paydesk to see the details.</source>
        <translation>请解锁 Paydesk 以查看详细信息。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Paydesk is still running</source>
        <translation>Paydesk 仍在运行</translation>
    </message>
    <message>
        <source>Paydesk keeps running in the tray and tells you about your payments. To end it, choose Quit Paydesk in the tray menu.</source>
        <translation>Paydesk 会继续在系统托盘中运行，并通知您支付情况。要退出它，请在托盘菜单中选择“退出 Paydesk”。</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::UnlockDialog</name>
    <message>
        <source>Unlock Paydesk</source>
        <translation>解锁 Paydesk</translation>
    </message>
    <message>
        <source>Paydesk is locked. Enter your lock passphrase to go on; nothing is signed or sent before.</source>
        <translation>Paydesk 已锁定。请输入您的锁定密码短语以继续；在此之前不会签署或发送任何内容。</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::VerdictPanel</name>
    <message>
        <source>✓ Verified</source>
        <translation>✓ 已验证</translation>
    </message>
    <message>
        <source>Verified</source>
        <translation>已验证</translation>
    </message>
    <message>
        <source>✗ Not verified</source>
        <translation>✗ 未通过验证</translation>
    </message>
    <message>
        <source>%1
%2</source>
        <translation>%1
%2</translation>
    </message>
    <message>
        <source>Not verified</source>
        <translation>未通过验证</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::WalletSettingsBox</name>
    <message>
        <source>Wallets</source>
        <translation>钱包</translation>
    </message>
    <message>
        <source>Your wallets</source>
        <translation>您的钱包</translation>
    </message>
    <message>
        <source>Make &amp;default</source>
        <translation>设为默认(&amp;D)</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>移除(&amp;M)</translation>
    </message>
    <message>
        <source>Create a &amp;demo wallet</source>
        <translation>创建演示钱包(&amp;D)</translation>
    </message>
    <message>
        <source>A new sandbox wallet with 5 SOL of test funds</source>
        <translation>一个新的沙盒钱包，含 5 SOL 测试资金</translation>
    </message>
    <message>
        <source>New wallet address</source>
        <translation>新钱包地址</translation>
    </message>
    <message>
        <source>Wallet address (Solana or EVM)</source>
        <translation>钱包地址（Solana 或 EVM）</translation>
    </message>
    <message>
        <source>New wallet label</source>
        <translation>新钱包标签</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>&amp;Add wallet</source>
        <translation>添加钱包(&amp;A)</translation>
    </message>
    <message>
        <source>Hosted wallets are held by the service: add the addresses of the wallets your account owns. Double-click a label to rename it.</source>
        <translation>托管钱包由服务持有：请添加您账户所拥有的钱包的地址。双击标签可重命名。</translation>
    </message>
    <message>
        <source>Demo wallet %1</source>
        <translation>演示钱包 %1</translation>
    </message>
    <message>
        <source>The sandbox could not create a wallet.</source>
        <translation>沙盒无法创建钱包。</translation>
    </message>
    <message>
        <source>Wallet added.</source>
        <translation>钱包已添加。</translation>
    </message>
    <message>
        <source>Remove wallet</source>
        <translation>移除钱包</translation>
    </message>
    <message>
        <source>Remove %1 from the list?</source>
        <translation>要从列表中移除 %1 吗？</translation>
    </message>
    <message>
        <source>The wallet itself and its funds are not touched; only this list forgets it.</source>
        <translation>钱包本身及其资金不受影响；只是此列表不再记录它。</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::WalletsPage</name>
    <message>
        <source>Wallets on this computer</source>
        <translation>这台计算机上的钱包</translation>
    </message>
    <message>
        <source>Local mode: Paydesk checks and signs each payment itself with a key kept in your system keychain. The service never sees the key.</source>
        <translation>本地模式：Paydesk 使用保存在您系统钥匙串中的密钥，自行检查并签署每笔支付。服务永远看不到该密钥。</translation>
    </message>
    <message>
        <source>&amp;Create wallet…</source>
        <translation>创建钱包(&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>导入(&amp;I)…</translation>
    </message>
    <message>
        <source>C&amp;opy address</source>
        <translation>复制地址(&amp;O)</translation>
    </message>
    <message>
        <source>Refresh &amp;balances</source>
        <translation>刷新余额(&amp;B)</translation>
    </message>
    <message>
        <source>Add 5 &amp;test SOL</source>
        <translation>添加 5 个测试 SOL(&amp;T)</translation>
    </message>
    <message>
        <source>Sandbox only: an airdrop of test funds through the sandbox&apos;s RPC</source>
        <translation>仅限沙盒：通过沙盒的 RPC 空投测试资金</translation>
    </message>
    <message>
        <source>&amp;Remove…</source>
        <translation>移除(&amp;R)…</translation>
    </message>
    <message>
        <source>Double-click a label to rename the wallet.</source>
        <translation>双击标签可重命名钱包。</translation>
    </message>
    <message>
        <source>Address copied.</source>
        <translation>地址已复制。</translation>
    </message>
    <message>
        <source>Balances could not be read: %1</source>
        <translation>无法读取余额：%1</translation>
    </message>
    <message>
        <source>created</source>
        <translation>已创建</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>已导入</translation>
    </message>
    <message>
        <source>Wallet %1 %2; its key is in the system keychain.</source>
        <translation>钱包 %1 %2；其密钥保存在系统钥匙串中。</translation>
    </message>
    <message>
        <source>Its balance is unknown.</source>
        <translation>其余额未知。</translation>
    </message>
    <message>
        <source>Remove wallet</source>
        <translation>移除钱包</translation>
    </message>
    <message>
        <source>Remove %1 from this computer?</source>
        <translation>要从这台计算机上移除 %1 吗？</translation>
    </message>
    <message>
        <source>Paydesk deletes its key from the system keychain. %1 Without the recovery phrase, secret key or keypair file you saved, the funds on %2 are gone for good: nobody, Paydesk included, can bring them back.</source>
        <translation>Paydesk 会从系统钥匙串中删除其密钥。%1 如果没有您保存的助记词、私钥或密钥对文件，%2 上的资金将永久丢失：任何人（包括 Paydesk）都无法找回。</translation>
    </message>
    <message>
        <source>Wallet %1 removed.</source>
        <translation>钱包 %1 已移除。</translation>
    </message>
    <message>
        <source>Local wallets</source>
        <translation>本地钱包</translation>
    </message>
    <message>
        <source>No local wallet yet. Create one (a new recovery phrase for a Solana and an EVM account) or import the key of a wallet you already have.</source>
        <translation>还没有本地钱包。请创建一个（为一个 Solana 账户和一个 EVM 账户生成新助记词），或导入您已有钱包的密钥。</translation>
    </message>
    <message>
        <source>Add &amp;account</source>
        <translation>添加账户(&amp;A)</translation>
    </message>
    <message>
        <source>The next EVM account (m/44&apos;/60&apos;/0&apos;/0/1, /2, …) of the recovery phrase of the selected wallet</source>
        <translation>所选钱包助记词的下一个 EVM 账户（m/44&apos;/60&apos;/0&apos;/0/1、/2、…）</translation>
    </message>
    <message>
        <source>Reading balances from %1 and %2…</source>
        <translation>正在从 %1 和 %2 读取余额…</translation>
    </message>
    <message>
        <source>added</source>
        <translation>已添加</translation>
    </message>
    <message>
        <source>Deriving the next account from the recovery seed in the keychain…</source>
        <translation>正在从钥匙串中的恢复种子派生下一个账户…</translation>
    </message>
    <message>
        <source>It holds %1 on %2.</source>
        <translation>它在 %2 上持有 %1。</translation>
    </message>
    <message>
        <source>Add &amp;test funds</source>
        <translation>添加测试资金(&amp;T)</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::WelcomePage</name>
    <message>
        <source>Welcome to Paydesk</source>
        <translation>欢迎使用 Paydesk</translation>
    </message>
    <message>
        <source>Pay for APIs and content with x402 payments, receive them and check them, from one desktop app.</source>
        <translation>在一个桌面应用中使用 x402 支付为 API 和内容付款、收款并进行核验。</translation>
    </message>
    <message>
        <source>Paydesk logo</source>
        <translation>Paydesk 徽标</translation>
    </message>
    <message>
        <source>&lt;p&gt;You are on the &lt;b&gt;built-in sandbox&lt;/b&gt;: a payment service running on this computer, with two demo wallets holding test funds. Try a payment, verify it as a seller, follow it in History and Status. Nothing here moves real money.&lt;/p&gt;&lt;p&gt;When you are ready, connect Paydesk to your payment service with its address and your API key. The key is kept in the system keychain.&lt;/p&gt;</source>
        <translation>&lt;p&gt;您正在使用&lt;b&gt;内置沙盒&lt;/b&gt;：一个在这台计算机上运行的支付服务，带有两个持有测试资金的演示钱包。试着发起一笔支付，以卖方身份验证它，并在“历史记录”和“状态”中跟踪它。这里的操作绝不会动用真实资金。&lt;/p&gt;&lt;p&gt;准备就绪后，请使用支付服务的地址和您的 API 密钥将 Paydesk 连接到该服务。密钥保存在系统钥匙串中。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Start with the sandbox</source>
        <translation>从沙盒开始(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Connect to a payment service…</source>
        <translation>连接到支付服务(&amp;C)…</translation>
    </message>
</context>
<context>
    <name>paydesk::wallet::WalletKeyStore</name>
    <message>
        <source>The key of wallet %1 is not in the OS keychain: import the wallet again (from its recovery phrase or key file).</source>
        <translation>钱包 %1 的密钥不在操作系统钥匙串中：请重新导入该钱包（通过其助记词或密钥文件）。</translation>
    </message>
    <message>
        <source>The keychain entry of wallet %1 does not hold that wallet&apos;s key. Remove the wallet and import it again.</source>
        <translation>钱包 %1 的钥匙串条目中保存的不是该钱包的密钥。请移除该钱包并重新导入。</translation>
    </message>
    <message>
        <source>The keychain holds no recovery seed for %1: accounts can be added only to a wallet created in Paydesk on this computer. Import the account from its phrase instead (paydesk-cli wallet import --chain evm --derivation PATH).</source>
        <translation>钥匙串中没有 %1 的恢复种子：只能向在本机 Paydesk 中创建的钱包添加账户。请改为从助记词导入该账户（paydesk-cli wallet import --chain evm --derivation PATH）。</translation>
    </message>
</context>
<context>
    <name>paydesk::wallet::WalletManager</name>
    <message>
        <source>Wallet %1 is already in Paydesk.</source>
        <translation>钱包 %1 已在 Paydesk 中。</translation>
    </message>
    <message>
        <source>The wallet could not be saved in Paydesk&apos;s database (%1); its key was taken out of the keychain again.</source>
        <translation>无法将钱包保存到 Paydesk 的数据库（%1）；其密钥已从钥匙串中撤回。</translation>
    </message>
    <message>
        <source>There is no wallet %1 in Paydesk. List your wallets with &apos;paydesk-cli wallet list&apos;, or import it first.</source>
        <translation>Paydesk 中没有钱包 %1。请使用 &apos;paydesk-cli wallet list&apos; 列出您的钱包，或先导入该钱包。</translation>
    </message>
    <message>
        <source>There is no wallet %1 in Paydesk.</source>
        <translation>Paydesk 中没有钱包 %1。</translation>
    </message>
    <message>
        <source>%1 is not the first account of a recovery phrase made in Paydesk.</source>
        <translation>%1 不是在 Paydesk 中创建的助记词的第一个账户。</translation>
    </message>
</context>
<context>
    <name>paydesk::x402::LocalAuthorization</name>
    <message>
        <source>The payment option cannot be paid in local mode.</source>
        <translation>此支付选项无法在本地模式下支付。</translation>
    </message>
    <message>
        <source>Signing your part of the transfer: %1</source>
        <translation>正在签署您在该转账中的部分：%1</translation>
    </message>
    <message>
        <source>The transaction could not be signed as expected; nothing was sent.</source>
        <translation>无法按预期签署该交易；未发送任何内容。</translation>
    </message>
    <message>
        <source>Reading the latest block from %1...</source>
        <translation>正在从 %1 读取最新区块...</translation>
    </message>
    <message>
        <source>Cannot read the latest block from the network: %1</source>
        <translation>无法从网络读取最新区块：%1</translation>
    </message>
    <message>
        <source>The network&apos;s answer about its latest block is malformed.</source>
        <translation>网络关于其最新区块的回复格式错误。</translation>
    </message>
    <message>
        <source>Paydesk refuses to sign this payment: %1</source>
        <translation>Paydesk 拒绝签署此付款：%1</translation>
    </message>
</context>
<context>
    <name>paydesk::x402::LostTransfer</name>
    <message>
        <source>The journaled proof holds no signature of %1.</source>
        <translation>记录的证明中没有 %1 的签名。</translation>
    </message>
    <message>
        <source>No Solana RPC endpoint to ask.</source>
        <translation>没有可查询的 Solana RPC 端点。</translation>
    </message>
    <message>
        <source>The Solana RPC endpoint is not on %1.</source>
        <translation>Solana RPC 端点不在 %1 上。</translation>
    </message>
    <message>
        <source>The node&apos;s answer about the blockhash cannot be read.</source>
        <translation>无法读取节点关于区块哈希的回答。</translation>
    </message>
    <message>
        <source>%1 has too many recent transactions to search.</source>
        <translation>%1 的近期交易太多，无法逐一查找。</translation>
    </message>
    <message>
        <source>The node&apos;s list of transactions cannot be read.</source>
        <translation>无法读取节点的交易列表。</translation>
    </message>
    <message>
        <source>The node&apos;s transaction cannot be read.</source>
        <translation>无法读取节点的交易。</translation>
    </message>
    <message>
        <source>The node lists a transaction it does not give.</source>
        <translation>节点列出了一笔它无法提供的交易。</translation>
    </message>
    <message>
        <source>It landed with an error: nothing was paid.</source>
        <translation>它已上链但出错：未支付任何款项。</translation>
    </message>
</context>
<context>
    <name>paydesk::x402::PaidFetch</name>
    <message>
        <source>payment %1</source>
        <translation>支付 %1</translation>
    </message>
    <message>
        <source>transaction %1</source>
        <translation>交易 %1</translation>
    </message>
    <message>
        <source>the journaled payment</source>
        <translation>日志中记录的支付</translation>
    </message>
    <message>
        <source>Only http and https URLs can be fetched.</source>
        <translation>只能获取 http 和 https URL。</translation>
    </message>
    <message>
        <source>You already paid for this URL (%1); re-sending that proof instead of paying again.</source>
        <translation>您已为此 URL 付过款（%1）；将重新发送该支付凭证，而不是再次付款。</translation>
    </message>
    <message>
        <source>Could not fetch %1: %2</source>
        <translation>无法获取 %1：%2</translation>
    </message>
    <message>
        <source>The site asks for payment, but its payment requirements are unusable, so Paydesk will not pay: %1</source>
        <translation>该网站要求付款，但其支付要求无法使用，因此 Paydesk 不会付款：%1</translation>
    </message>
    <message>
        <source>%1 Nothing was paid; grant %2 a larger budget to pay it.</source>
        <translation>%1 未支付任何款项；如需支付，请为 %2 设置更高的预算。</translation>
    </message>
    <message>
        <source>The seller&apos;s price was valid for %1 seconds and has run out; nothing was paid. Fetch the URL again for a fresh price.</source>
        <translation>卖方的价格有效期为 %1 秒，现已过期；未支付任何款项。请重新获取该 URL 以得到新的价格。</translation>
    </message>
    <message>
        <source>You declined; nothing was paid.</source>
        <translation>您已拒绝；未支付任何款项。</translation>
    </message>
    <message>
        <source>Cancelled; nothing was paid.</source>
        <translation>已取消；未支付任何款项。</translation>
    </message>
    <message>
        <source>The payment&apos;s outcome is unknown (%1). Paydesk will not pay for this URL again by itself; check the payment&apos;s status.</source>
        <translation>该支付的结果未知（%1）。Paydesk 不会自动再次为此 URL 付款；请检查该支付的状态。</translation>
    </message>
    <message>
        <source>The payment was not made: %1</source>
        <translation>未进行支付：%1</translation>
    </message>
    <message>
        <source>You paid (%1), but the answer was lost (%2). Paydesk keeps the proof and re-sends it when you open this URL again; it will not pay again.</source>
        <translation>您已付款（%1），但响应丢失了（%2）。Paydesk 会保留该支付凭证，并在您再次打开此 URL 时重新发送；不会再次付款。</translation>
    </message>
    <message>
        <source>HTTP %1</source>
        <translation>HTTP %1</translation>
    </message>
    <message>
        <source>You paid (%1), but the seller did not accept the payment (%2). Paydesk will not pay again by itself; check the payment and contact the seller.</source>
        <translation>您已付款（%1），但卖方未接受该支付（%2）。Paydesk 不会自动再次付款；请检查该支付并联系卖方。</translation>
    </message>
    <message>
        <source>The wallet %1 holds %2, less than the price of %3: it cannot cover this payment. Nothing was paid; add funds to it or pay from another wallet.</source>
        <translation>钱包 %1 余额为 %2，低于价格 %3：无法支付此笔款项。未支付任何款项；请向该钱包充值或使用其他钱包支付。</translation>
    </message>
    <message>
        <source>%1 Nothing was paid; raise that cap to pay it (paydesk-cli budget cap, or the budgets on the Pay page).</source>
        <translation>%1 未支付任何款项；如需支付，请提高该上限（paydesk-cli budget cap，或“支付”页面上的预算）。</translation>
    </message>
    <message>
        <source>Asking the chain whether your earlier payment for this URL (%1) settled…</source>
        <translation>正在向链查询您之前为此 URL 的付款（%1）是否已结算…</translation>
    </message>
    <message>
        <source>The chain could not say (%1).</source>
        <translation>链无法判断（%1）。</translation>
    </message>
    <message>
        <source>Your earlier payment for this URL never settled and has expired; nothing was paid. Fetching it again.</source>
        <translation>您之前为此 URL 的付款从未结算且已过期；未支付任何款项。正在重新获取。</translation>
    </message>
    <message>
        <source>the wallet holds %1, less than the price of %2.</source>
        <translation>钱包余额为 %1，低于价格 %2。</translation>
    </message>
    <message>
        <source>%1 No other option could be paid either. %2</source>
        <translation>%1 其他选项也都无法支付。%2</translation>
    </message>
    <message>
        <source>%1 Trying the next option: %2 on %3.</source>
        <translation>%1 正在尝试下一个选项：%3 上的 %2。</translation>
    </message>
    <message>
        <source>Paydesk is paying for this URL in another window or process right now (attempt %1); nothing more was paid. Wait for it to finish, then fetch the URL again.</source>
        <translation>Paydesk 正在另一个窗口或进程中为此 URL 付款（尝试 %1）；未额外支付任何款项。请等待其完成，然后重新获取该 URL。</translation>
    </message>
    <message>
        <source>(none set)</source>
        <translation>（未设置）</translation>
    </message>
    <message>
        <source>the node %1 could not confirm it is on %2 (%3).</source>
        <translation>节点 %1 无法确认其位于 %2 上（%3）。</translation>
    </message>
    <message>
        <source>The seller did not accept the payment (%1); asking the chain whether it was settled…</source>
        <translation>卖方未接受该支付（%1）；正在向链查询其是否已结算…</translation>
    </message>
    <message>
        <source>The seller refused the payment (%1) and never settled it: nothing was paid.</source>
        <translation>卖方拒绝了该支付（%1），且从未结算：未支付任何款项。</translation>
    </message>
    <message>
        <source>Not paid: the seller refused your payment (%1) and the chain shows it never settled; it has expired, so nothing can move. Your budgets no longer count it.</source>
        <translation>未支付：卖方拒绝了您的支付（%1），链上显示它从未结算；它已过期，因此不会有任何资金转移。您的预算不再计入这笔支付。</translation>
    </message>
    <message>
        <source>Not paid: the seller refused your payment (%1), and the chain shows it unused; nothing moved. Your signed payment stays valid for up to %2 seconds, so its amount stays counted in your budgets until it expires; fetching the URL again after that releases it.</source>
        <translation>未支付：卖方拒绝了您的支付（%1），链上显示其未被使用；没有任何资金转移。您已签名的支付最多在 %2 秒内仍然有效，因此在其过期之前，其金额仍计入您的预算；过期后重新获取该 URL 即可释放这笔额度。</translation>
    </message>
    <message>
        <source>The payment was made but could not be journaled (%1), so its proof was not sent. Check the payment&apos;s status before paying for this URL again.</source>
        <translation>付款已完成，但无法记入日志（%1），因此其证明未发送。再次为此 URL 付款前，请先查看该付款的状态。</translation>
    </message>
    <message>
        <source>The signed payment could not be journaled (%1), so it was not sent: nothing was paid.</source>
        <translation>已签名的付款无法记入日志（%1），因此未发送：未支付任何款项。</translation>
    </message>
    <message>
        <source>Nothing was signed or paid: the node %1 could not confirm that it is on %2, the network this option pays on (%3). Paydesk signs only for the network its node is on: use an RPC node on %2 and try again.</source>
        <translation>未签名也未支付任何款项：节点 %1 无法确认其位于 %2 上，即此选项付款所用的网络（%3）。Paydesk 只为其节点所在的网络签名：请使用 %2 上的 RPC 节点，然后重试。</translation>
    </message>
    <message>
        <source>The chain shows your payment settled; presenting the same proof once more for the content.</source>
        <translation>链上显示您的付款已结算；将再次出示同一证明以获取内容。</translation>
    </message>
    <message>
        <source>No payment scheme of Paydesk pays %1 on %2 from %3; nothing was paid.</source>
        <translation>Paydesk 没有任何支付方案可以从 %3 支付 %2 上的 %1；未支付任何款项。</translation>
    </message>
    <message>
        <source>Content received; asking the chain whether the seller settled your payment…</source>
        <translation>已收到内容；正在向链查询卖家是否已结算您的付款…</translation>
    </message>
    <message>
        <source>The chain could not say whether it settled (%1).</source>
        <translation>链无法确定是否已结算（%1）。</translation>
    </message>
    <message>
        <source>the seller sent the content, but the chain shows your payment unused</source>
        <translation>卖家已发送内容，但链上显示您的付款未被使用</translation>
    </message>
    <message>
        <source>the seller sent the content and named transaction %1, but the chain shows your payment unused</source>
        <translation>卖家已发送内容并给出交易 %1，但链上显示您的付款未被使用</translation>
    </message>
    <message>
        <source>Not paid: %1, and it has expired, so nothing can move. Your budgets no longer count it.</source>
        <translation>未支付：%1，且已过期，因此任何款项都不会转移。您的预算不再计入它。</translation>
    </message>
    <message>
        <source>Not paid yet: %1; nothing has moved. The seller may still settle it within %2 seconds, so its amount stays counted in your budgets until it expires; fetching the URL again after that releases it.</source>
        <translation>尚未支付：%1；没有任何款项转移。卖家仍可在 %2 秒内结算，因此在过期前其金额仍计入您的预算；过期后再次获取该 URL 会将其释放。</translation>
    </message>
    <message>
        <source>Charged %1 of up to %2; the rest is free again in your budgets.</source>
        <translation>已在最多 %2 中扣款 %1;其余额度已在您的预算中释放。</translation>
    </message>
    <message>
        <source>Counted as %1, the most it could take.</source>
        <translation>按其最多可扣的 %1 计算。</translation>
    </message>
    <message>
        <source>The seller did not say what it charged: counted as %1, the most it could take.</source>
        <translation>卖家未说明扣款金额:按其最多可扣的 %1 计算。</translation>
    </message>
    <message>
        <source>Not charged yet: the seller sent the content and has not settled your authorization of up to %1 (a usage price that came to nothing is never settled). It stays valid for up to %2 seconds, so up to %1 stays counted in your budgets until it expires; fetching the URL again after that releases it.</source>
        <translation>尚未扣款:卖家已发送内容,但尚未结算您最多 %1 的授权(用量为零的按用量计价从不结算)。该授权最多在 %2 秒内有效,因此在其过期前最多 %1 仍计入您的预算;之后再次获取该 URL 即会释放。</translation>
    </message>
    <message>
        <source>Reading from the chain what the settlement moved…</source>
        <translation>正在从链上读取结算转出的金额…</translation>
    </message>
    <message>
        <source>The seller&apos;s settlement says %1, but the chain shows %2 moved of up to %3: %2 is what is counted.</source>
        <translation>卖家的结算称 %1,但链上显示在最多 %3 中转出了 %2:按 %2 计算。</translation>
    </message>
    <message>
        <source>nothing of the charge</source>
        <translation>未提及扣款</translation>
    </message>
    <message>
        <source>the seller&apos;s channel state differed; adopted it</source>
        <translation>卖家的通道状态不同；已采用</translation>
    </message>
    <message>
        <source>The seller&apos;s channel state differed from Paydesk&apos;s; adopted it (it is backed by your own voucher) and paying again.</source>
        <translation>卖家的通道状态与 Paydesk 的不同；已采用（它有您自己的凭单为依据），并重新支付。</translation>
    </message>
    <message>
        <source>Charged %1 of up to %2 through the payment channel; the rest is free again in your budgets.</source>
        <translation>通过支付通道收取了最多 %2 中的 %1；其余部分已在您的预算中重新释放。</translation>
    </message>
    <message>
        <source>The wallet %1 holds %2, less than the deposit of %3 a payment channel with this seller needs. Nothing was paid; add funds to it or pay from another wallet.</source>
        <translation>钱包 %1 中有 %2，少于与该卖家的支付通道所需的 %3 押金。未支付任何款项；请充值或使用其他钱包支付。</translation>
    </message>
    <message>
        <source>the wallet holds %1, less than the channel&apos;s deposit of %2.</source>
        <translation>钱包中有 %1，少于通道押金 %2。</translation>
    </message>
    <message>
        <source>A payment channel with this seller needs a deposit of %1: %2 Nothing was paid.</source>
        <translation>与该卖家的支付通道需要 %1 的押金：%2 未支付任何款项。</translation>
    </message>
    <message>
        <source>The channel&apos;s deposit of %1: %2</source>
        <translation>通道押金 %1：%2</translation>
    </message>
    <message>
        <source>the seller had charged this request before Paydesk stopped, and its answer was lost</source>
        <translation>卖家在 Paydesk 停止前已对该请求收费，且其响应已丢失</translation>
    </message>
    <message>
        <source>You paid (%1), but %2; the channel is in step with the seller again. Paydesk does not pay again by itself: fetch the URL again to buy it anew.</source>
        <translation>您已支付（%1），但%2；通道已再次与卖家同步。Paydesk 不会自行再次支付：请重新获取该 URL 以再次购买。</translation>
    </message>
</context>
<context>
    <name>paydesk::x402::SplAuthorization</name>
    <message>
        <source>%1 is not a Solana wallet.</source>
        <translation>%1 不是 Solana 钱包。</translation>
    </message>
    <message>
        <source>The token %1 is not one Paydesk knows on %2; nothing was signed.</source>
        <translation>Paydesk 不认识 %2 上的代币 %1；未签署任何内容。</translation>
    </message>
    <message>
        <source>The payment option cannot be paid from a local wallet.</source>
        <translation>此付款选项无法从本地钱包支付。</translation>
    </message>
    <message>
        <source>Reading the %1 accounts of %2 and of the seller...</source>
        <translation>正在读取 %2 和卖家的 %1 账户……</translation>
    </message>
    <message>
        <source>Cannot read the token accounts from the network: %1</source>
        <translation>无法从网络读取代币账户：%1</translation>
    </message>
    <message>
        <source>The network&apos;s answer about the token accounts is malformed.</source>
        <translation>网络关于代币账户的应答格式错误。</translation>
    </message>
    <message>
        <source>The token %1 (mint %2) does not exist on the network this wallet reads (%3); nothing was signed. Check the RPC endpoint&apos;s network.</source>
        <translation>代币 %1（铸币 %2）在此钱包读取的网络（%3）上不存在；未签署任何内容。请检查 RPC 端点所在的网络。</translation>
    </message>
    <message>
        <source>The mint %1 cannot be paid: %2</source>
        <translation>无法用铸币 %1 支付：%2</translation>
    </message>
    <message>
        <source>The mint %1 has %2 decimals, but %3 has %4: nothing was signed.</source>
        <translation>铸币 %1 有 %2 位小数，但 %3 有 %4 位：未签署任何内容。</translation>
    </message>
    <message>
        <source>The seller %1 has no %2 account that can receive this payment; nothing was signed. The seller must open one first.</source>
        <translation>卖家 %1 没有可接收此付款的 %2 账户；未签署任何内容。卖家须先开立一个。</translation>
    </message>
    <message>
        <source>%1 holds %2, less than the price of %3; nothing was signed.</source>
        <translation>%1 持有 %2，少于价格 %3；未签署任何内容。</translation>
    </message>
    <message>
        <source>The %1 account of %2 is frozen by the token&apos;s issuer; nothing was signed.</source>
        <translation>%2 的 %1 账户已被代币发行方冻结；未签署任何内容。</translation>
    </message>
    <message>
        <source>Paydesk refuses to sign this payment: %1</source>
        <translation>Paydesk 拒绝签署此付款：%1</translation>
    </message>
    <message>
        <source>Signing your part of %1 to %2 with the key of %3...</source>
        <translation>正在用 %3 的密钥签署您那部分：向 %2 支付 %1……</translation>
    </message>
    <message>
        <source>The transaction could not be signed as expected; nothing was sent.</source>
        <translation>无法按预期签署该交易；未发送任何内容。</translation>
    </message>
</context>
</TS>
