<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>AbandonedAttempts</name>
    <message>
        <source>The payer stopped before its signed proof was stored: nothing left this computer, so nothing was paid.</source>
        <translation>El proceso de pago se detuvo antes de guardar su comprobante firmado: nada salió de este equipo, así que no se pagó nada.</translation>
    </message>
</context>
<context>
    <name>AddedTokens</name>
    <message>
        <source>%1 is not a Solana or EVM network: give a network Paydesk lists (&quot;base&quot;, &quot;solana-devnet&quot;) or a CAIP-2 id (&quot;eip155:8453&quot;).</source>
        <translation>%1 no es una red Solana ni EVM: indique una red que Paydesk conozca (&quot;base&quot;, &quot;solana-devnet&quot;) o un id CAIP-2 (&quot;eip155:8453&quot;).</translation>
    </message>
    <message>
        <source>%1 is not a token address on %2: give the token&apos;s %3.</source>
        <translation>%1 no es una dirección de token en %2: indique la %3 del token.</translation>
    </message>
    <message>
        <source>The symbol &quot;%1&quot; is not usable: 1 to 11 letters, digits or .-_ (as &quot;EURC&quot;).</source>
        <translation>El símbolo &quot;%1&quot; no es utilizable: de 1 a 11 letras, cifras o .-_ (como &quot;EURC&quot;).</translation>
    </message>
    <message>
        <source>%1 decimals is not usable: a token has 0 to %2; read them from the token&apos;s contract or mint, never from a seller.</source>
        <translation>%1 decimales no es utilizable: un token tiene de 0 a %2; léalos del contrato o mint del token, nunca de un vendedor.</translation>
    </message>
    <message>
        <source>You already added %1 on %2 as %3.</source>
        <translation>Ya añadió %1 en %2 como %3.</translation>
    </message>
    <message>
        <source>%1 on %2 is already in Paydesk&apos;s table, as %3.</source>
        <translation>%1 en %2 ya está en la tabla de Paydesk, como %3.</translation>
    </message>
    <message>
        <source>%1 on %2 is already the token %3: give this one another symbol, so the two are never confused.</source>
        <translation>%1 en %2 ya es el token %3: dé a este otro símbolo, para que nunca se confundan.</translation>
    </message>
    <message>
        <source>%1 on %2 is not a token you added.</source>
        <translation>%1 en %2 no es un token que usted haya añadido.</translation>
    </message>
</context>
<context>
    <name>Address</name>
    <message>
        <source>Enter an address.</source>
        <translation>Introduzca una dirección.</translation>
    </message>
    <message>
        <source>An EVM address is 0x followed by 40 hexadecimal characters; this one has %1.</source>
        <translation>Una dirección EVM es 0x seguido de 40 caracteres hexadecimales; esta tiene %1.</translation>
    </message>
    <message>
        <source>An EVM address may contain only 0-9 and a-f after 0x.</source>
        <translation>Una dirección EVM solo puede contener 0-9 y a-f después de 0x.</translation>
    </message>
    <message>
        <source>The capitalisation of this EVM address does not match its EIP-55 checksum: it may contain a typo. Check it with the recipient.</source>
        <translation>Las mayúsculas y minúsculas de esta dirección EVM no coinciden con su suma de comprobación EIP-55: puede contener un error tipográfico. Compruébela con el destinatario.</translation>
    </message>
    <message>
        <source>A Solana address is 32 to 44 base58 characters; this one has %1.</source>
        <translation>Una dirección de Solana tiene de 32 a 44 caracteres base58; esta tiene %1.</translation>
    </message>
    <message>
        <source>A Solana address uses base58 characters only (no 0, O, I or l).</source>
        <translation>Una dirección de Solana solo usa caracteres base58 (sin 0, O, I ni l).</translation>
    </message>
    <message>
        <source>This is not a Solana address: it decodes to %1 bytes instead of 32.</source>
        <translation>Esta no es una dirección de Solana: se decodifica en %1 bytes en lugar de 32.</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Firma</translation>
    </message>
    <message>
        <source>Transaction hash</source>
        <translation>Hash de la transacción</translation>
    </message>
    <message>
        <source>Transaction id</source>
        <translation>Id. de la transacción</translation>
    </message>
    <message>
        <source>mint address (base58)</source>
        <translation>dirección del mint (base58)</translation>
    </message>
    <message>
        <source>contract address (0x…)</source>
        <translation>dirección del contrato (0x…)</translation>
    </message>
    <message>
        <source>token address</source>
        <translation>dirección del token</translation>
    </message>
</context>
<context>
    <name>AgentListModel</name>
    <message>
        <source>Agent</source>
        <translation>Agente</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>Presupuesto</translation>
    </message>
    <message>
        <source>Spent (24 h)</source>
        <translation>Gastado (24 h)</translation>
    </message>
    <message>
        <source>Sites</source>
        <translation>Sitios</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Estado</translation>
    </message>
</context>
<context>
    <name>AgentStore</name>
    <message>
        <source>An agent&apos;s name is 1 to 64 printable characters, without spaces at either end: &quot;%1&quot; is not.</source>
        <translation>El nombre de un agente tiene de 1 a 64 caracteres imprimibles, sin espacios al principio ni al final: &quot;%1&quot; no lo cumple.</translation>
    </message>
    <message>
        <source>There is already an agent called &quot;%1&quot;.</source>
        <translation>Ya hay un agente llamado &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>There is no agent called &quot;%1&quot;.</source>
        <translation>No hay ningún agente llamado &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>An agent may make at least one payment a minute.</source>
        <translation>Un agente debe poder hacer al menos un pago por minuto.</translation>
    </message>
    <message>
        <source>An agent&apos;s budget needs a positive amount per day, and an automatic limit from 0 up to that amount.</source>
        <translation>El presupuesto de un agente necesita un importe positivo por día y un límite automático de 0 hasta ese importe.</translation>
    </message>
    <message>
        <source>There is no agent called &quot;%1&quot; in Paydesk.</source>
        <translation>No hay ningún agente llamado &quot;%1&quot; en Paydesk.</translation>
    </message>
    <message>
        <source>Payments are frozen in Paydesk, agents&apos; too. Unfreeze them in the desktop app (the tray&apos;s Freeze) to let agents pay again.</source>
        <translation>Los pagos están congelados en Paydesk, también los de los agentes. Descongélelos en la aplicación de escritorio (Congelar, en el menú de la bandeja del sistema) para que los agentes puedan volver a pagar.</translation>
    </message>
    <message>
        <source>The agent &quot;%1&quot; is paused. Resume it on the Agents page to let it pay again.</source>
        <translation>El agente &quot;%1&quot; está en pausa. Reanúdelo en la página Agentes para que pueda volver a pagar.</translation>
    </message>
    <message>
        <source>The agent &quot;%1&quot; has stopped paying after %2 failed payments in a row. Look at what it was paying for, then resume it on the Agents page.</source>
        <translation>El agente &quot;%1&quot; ha dejado de pagar tras %2 pagos fallidos seguidos. Revise qué estaba pagando y luego reanúdelo en la página Agentes.</translation>
    </message>
    <message>
        <source>The agent &quot;%1&quot; may make %2 payments a minute and has made them. Try again in a minute.</source>
        <translation>El agente &quot;%1&quot; puede hacer %2 pagos por minuto y ya los ha hecho. Vuelva a intentarlo dentro de un minuto.</translation>
    </message>
    <message>
        <source>The agent &quot;%1&quot; has no budget in %2 on %3. Give it one on the Agents page (or with paydesk-cli agent budget).</source>
        <translation>El agente &quot;%1&quot; no tiene presupuesto en %2 en %3. Asígnele uno en la página Agentes (o con paydesk-cli agent budget).</translation>
    </message>
    <message>
        <source>The price %1 is above what is left of the agent&apos;s budget (%2 of %3 in 24 hours). Nothing was paid.</source>
        <translation>El precio %1 supera lo que queda del presupuesto del agente (%2 de %3 en 24 horas). No se pagó nada.</translation>
    </message>
    <message>
        <source>%1 is a new site for this agent</source>
        <translation>%1 es un sitio nuevo para este agente</translation>
    </message>
    <message>
        <source>the price is above the %1 it may pay without you</source>
        <translation>el precio supera los %1 que puede pagar sin su aprobación</translation>
    </message>
    <message>
        <source>it would leave %1 of its %2 for today</source>
        <translation>solo le quedarían %1 de sus %2 para hoy</translation>
    </message>
    <message>
        <source>A person must approve this payment: %1.</source>
        <translation>Una persona debe aprobar este pago: %1.</translation>
    </message>
    <message>
        <source>An agent&apos;s cap %1 must be at least its cap of a shorter window (%2), in the budget&apos;s asset.</source>
        <translation>El límite %1 de un agente debe ser al menos el límite de un periodo más corto (%2), en el activo del presupuesto.</translation>
    </message>
    <message>
        <source>The budget would end %1, which is already past: give a later date, or none for no end.</source>
        <translation>El presupuesto terminaría %1, que ya ha pasado: indique una fecha posterior, o none para que no termine.</translation>
    </message>
    <message>
        <source>The agent &quot;%1&quot;&apos;s budget in %2 on %3 ended %4. Give it a new one on the Agents page (or with paydesk-cli agent budget) to let it pay again.</source>
        <translation>El presupuesto del agente «%1» en %2 en %3 terminó (%4). Dele uno nuevo en la página Agentes (o con paydesk-cli agent budget) para que vuelva a pagar.</translation>
    </message>
    <message>
        <source>The price %1 is above what is left of the agent&apos;s budget of %3 %4 (%2 left in the last %5). Nothing was paid.</source>
        <translation>El precio %1 supera lo que queda del presupuesto del agente de %3 %4 (quedan %2 en los últimos %5). No se pagó nada.</translation>
    </message>
</context>
<context>
    <name>AgentToolsText</name>
    <message>
        <source>A person must approve this payment.</source>
        <translation>Una persona debe aprobar este pago.</translation>
    </message>
    <message>
        <source>%1 Nobody could approve it here, so it was declined and nothing was paid.</source>
        <translation>%1 Nadie pudo aprobarlo aquí, así que se rechazó y no se pagó nada.</translation>
    </message>
    <message>
        <source>The user declined this payment; nothing was paid.</source>
        <translation>El usuario rechazó este pago; no se pagó nada.</translation>
    </message>
    <message>
        <source>%1 %2 It was declined and nothing was paid.</source>
        <translation>%1 %2 Se rechazó y no se pagó nada.</translation>
    </message>
    <message>
        <source>url must be an http:// or https:// URL.</source>
        <translation>url debe ser una URL http:// o https://.</translation>
    </message>
    <message>
        <source>method is one of %1.</source>
        <translation>method es uno de %1.</translation>
    </message>
    <message>
        <source>headers is an object of header names and text values.</source>
        <translation>headers es un objeto de nombres de cabecera y valores de texto.</translation>
    </message>
    <message>
        <source>The header %1 cannot be sent: Paydesk sets it, or its value is not text.</source>
        <translation>No se puede enviar la cabecera %1: la establece Paydesk, o su valor no es texto.</translation>
    </message>
    <message>
        <source>max_price is the most you will pay, with its asset: &quot;0.01 USDC&quot;. %1</source>
        <translation>max_price es lo máximo que pagará, con su activo: &quot;0.01 USDC&quot;. %1</translation>
    </message>
    <message>
        <source>This agent is no longer in Paydesk.</source>
        <translation>Este agente ya no está en Paydesk.</translation>
    </message>
    <message>
        <source>limit is a whole number from 1 to 200.</source>
        <translation>limit es un número entero de 1 a 200.</translation>
    </message>
    <message>
        <source>Fetch a paid resource</source>
        <translation>Obtener un recurso de pago</translation>
    </message>
    <message>
        <source>Fetches a URL; when it answers HTTP 402 Payment Required (x402), pays it from the user&apos;s wallet within this agent&apos;s budgets and at most max_price, then returns the content and the seller&apos;s receipt. Refused, with the reason, when a limit forbids it; a payment that needs the user&apos;s approval waits for it.</source>
        <translation>Obtiene una URL; cuando responde HTTP 402 Payment Required (x402), la paga desde la billetera del usuario dentro de los presupuestos de este agente y como máximo max_price, y luego devuelve el contenido y el recibo del vendedor. Se rechaza, con el motivo, cuando un límite lo impide; un pago que necesita la aprobación del usuario la espera.</translation>
    </message>
    <message>
        <source>Quote a resource&apos;s price</source>
        <translation>Consultar el precio de un recurso</translation>
    </message>
    <message>
        <source>What a URL would cost and whether this agent could pay it without asking (price, asset, network, budget left). Nothing is paid.</source>
        <translation>Lo que costaría una URL y si este agente podría pagarla sin preguntar (precio, activo, red, presupuesto restante). No se paga nada.</translation>
    </message>
    <message>
        <source>Balances and budgets</source>
        <translation>Saldos y presupuestos</translation>
    </message>
    <message>
        <source>What the user&apos;s wallets hold in the assets this agent may spend, and what is left of its budgets today.</source>
        <translation>Lo que contienen las billeteras del usuario en los activos que este agente puede gastar, y lo que queda hoy de sus presupuestos.</translation>
    </message>
    <message>
        <source>Recent payments</source>
        <translation>Pagos recientes</translation>
    </message>
    <message>
        <source>This agent&apos;s latest payments, newest first: URL, price, state, transaction.</source>
        <translation>Los últimos pagos de este agente, del más reciente al más antiguo: URL, precio, estado, transacción.</translation>
    </message>
    <message>
        <source>No payment needed: the site answered HTTP %1.</source>
        <translation>No hace falta pagar: el sitio respondió HTTP %1.</translation>
    </message>
    <message>
        <source>It cannot be paid: %1</source>
        <translation>No se puede pagar: %1</translation>
    </message>
    <message>
        <source>%1 on %2.</source>
        <translation>%1 en %2.</translation>
    </message>
    <message>
        <source>%1 It would be paid without asking (%2 of your budget left today).</source>
        <translation>%1 Se pagaría sin preguntar (hoy le quedan %2 de su presupuesto).</translation>
    </message>
    <message>
        <source>%1 %2 (%3 of your budget left today).</source>
        <translation>%1 %2 (hoy le quedan %3 de su presupuesto).</translation>
    </message>
    <message>
        <source>No payment was needed (HTTP %1).</source>
        <translation>No hizo falta ningún pago (HTTP %1).</translation>
    </message>
    <message>
        <source>Paid %1 on %2 (transaction %3).</source>
        <translation>Se pagó %1 en %2 (transacción %3).</translation>
    </message>
    <message>
        <source>Paid earlier (transaction %1); the content was fetched again.</source>
        <translation>Pagado anteriormente (transacción %1); el contenido se obtuvo de nuevo.</translation>
    </message>
    <message>
        <source>Binary content, %1 bytes of %2: see structuredContent.bodyBase64.</source>
        <translation>Contenido binario, %1 bytes de tipo %2: véase structuredContent.bodyBase64.</translation>
    </message>
    <message>
        <source>not read in time</source>
        <translation>no se leyó a tiempo</translation>
    </message>
    <message>
        <source>%1 holds %2 on %3.</source>
        <translation>%1 tiene %2 en %3.</translation>
    </message>
    <message>
        <source>an unknown amount of %1</source>
        <translation>una cantidad desconocida de %1</translation>
    </message>
    <message>
        <source>This agent has no budget yet: it cannot pay.</source>
        <translation>Este agente aún no tiene presupuesto: no puede pagar.</translation>
    </message>
    <message>
        <source>This agent is paused: it cannot pay until the user resumes it.</source>
        <translation>Este agente está en pausa: no puede pagar hasta que el usuario lo reanude.</translation>
    </message>
    <message>
        <source>This agent has made no payments yet.</source>
        <translation>Este agente aún no ha hecho ningún pago.</translation>
    </message>
    <message>
        <source>%1 left of %2 for %3</source>
        <translation>quedan %1 de %2 para %3</translation>
    </message>
    <message>
        <source>Budget on %1: %2; up to %3 a payment without asking.</source>
        <translation>Presupuesto en %1: %2; hasta %3 por pago sin preguntar.</translation>
    </message>
    <message>
        <source>It ended on %1: the agent cannot pay in it.</source>
        <translation>Terminó el %1: el agente no puede pagar con él.</translation>
    </message>
    <message>
        <source>It holds %1.</source>
        <translation>Es válido %1.</translation>
    </message>
    <message>
        <source>Paid %1 of up to %2 on %3 (transaction %4). %5</source>
        <translation>Pagado %1 de hasta %2 en %3 (transacción %4). %5</translation>
    </message>
</context>
<context>
    <name>Amount</name>
    <message>
        <source>Enter an amount.</source>
        <translation>Introduzca un importe.</translation>
    </message>
    <message>
        <source>Unsupported number of decimals.</source>
        <translation>Número de decimales no admitido.</translation>
    </message>
    <message>
        <source>The amount has more than one decimal point.</source>
        <translation>El importe tiene más de un punto decimal.</translation>
    </message>
    <message>
        <source>The amount may contain only digits and one decimal point (for example 0.25).</source>
        <translation>El importe solo puede contener dígitos y un punto decimal (por ejemplo 0.25).</translation>
    </message>
    <message>
        <source>The amount is too large.</source>
        <translation>El importe es demasiado grande.</translation>
    </message>
    <message>
        <source>Enter an amount such as 0.25.</source>
        <translation>Introduzca un importe como 0.25.</translation>
    </message>
    <message numerus="yes">
        <source>The amount has more than %n decimal place(s).</source>
        <translation>
            <numerusform>El importe tiene más de %n decimal.</numerusform>
            <numerusform>El importe tiene más de %n decimales.</numerusform>
        </translation>
    </message>
    <message>
        <source>The amount must be positive.</source>
        <translation>El importe debe ser positivo.</translation>
    </message>
    <message>
        <source>Use a dot as the decimal separator: %1</source>
        <translation>Use un punto como separador decimal: %1</translation>
    </message>
    <message>
        <source>Write the amount without thousands separators, with a dot before the decimals (for example 1000.5).</source>
        <translation>Escriba el importe sin separadores de miles, con un punto antes de los decimales (por ejemplo, 1000.5).</translation>
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
        <translation>Paydesk no pudo conectar con el servicio de pagos.</translation>
    </message>
    <message>
        <source>The payment service did not answer in time.</source>
        <translation>El servicio de pagos no respondió a tiempo.</translation>
    </message>
    <message>
        <source>The secure connection to the payment service failed.</source>
        <translation>Falló la conexión segura con el servicio de pagos.</translation>
    </message>
    <message>
        <source>The payment service answered in a form Paydesk cannot read.</source>
        <translation>El servicio de pagos respondió en un formato que Paydesk no puede leer.</translation>
    </message>
    <message>
        <source>The request was cancelled.</source>
        <translation>Se canceló la solicitud.</translation>
    </message>
    <message>
        <source>Not enough funds for the payment plus fees.</source>
        <translation>No hay fondos suficientes para el pago más las comisiones.</translation>
    </message>
    <message>
        <source>The payment proof is invalid or expired.</source>
        <translation>El comprobante de pago no es válido o ha caducado.</translation>
    </message>
    <message>
        <source>The facilitator could not verify the payment.</source>
        <translation>El facilitador no pudo verificar el pago.</translation>
    </message>
    <message>
        <source>The recipient address is invalid or does not exist.</source>
        <translation>La dirección del destinatario no es válida o no existe.</translation>
    </message>
    <message>
        <source>Too many requests.</source>
        <translation>Demasiadas solicitudes.</translation>
    </message>
    <message>
        <source>A parameter is missing or out of range.</source>
        <translation>Falta un parámetro o está fuera de rango.</translation>
    </message>
    <message>
        <source>The API key is missing or invalid.</source>
        <translation>Falta la clave de API o no es válida.</translation>
    </message>
    <message>
        <source>The API key&apos;s plan does not include this endpoint.</source>
        <translation>El plan de la clave de API no incluye este punto de conexión.</translation>
    </message>
    <message>
        <source>No such payment.</source>
        <translation>No existe ese pago.</translation>
    </message>
    <message>
        <source>The payment service had an internal error.</source>
        <translation>El servicio de pagos tuvo un error interno.</translation>
    </message>
    <message>
        <source>The payment service refused the request.</source>
        <translation>El servicio de pagos rechazó la solicitud.</translation>
    </message>
    <message>
        <source>The payment may or may not have been made. Check its status or the wallet&apos;s history before trying again; do not pay a second time.</source>
        <translation>Puede que el pago se haya realizado o no. Compruebe su estado o el historial de la billetera antes de volver a intentarlo; no pague por segunda vez.</translation>
    </message>
    <message>
        <source>Check your internet connection and the service address in Settings, then try again.</source>
        <translation>Compruebe su conexión a Internet y la dirección del servicio en Configuración, y vuelva a intentarlo.</translation>
    </message>
    <message>
        <source>Try again in a moment.</source>
        <translation>Vuelva a intentarlo en un momento.</translation>
    </message>
    <message>
        <source>Check the service address. If it is right, the service&apos;s certificate is not trusted by this computer: do not continue on an untrusted network.</source>
        <translation>Compruebe la dirección del servicio. Si es correcta, este equipo no confía en el certificado del servicio: no continúe en una red que no sea de confianza.</translation>
    </message>
    <message>
        <source>Check that the service address points to a payment service, or try again later.</source>
        <translation>Compruebe que la dirección del servicio apunta a un servicio de pagos, o vuelva a intentarlo más tarde.</translation>
    </message>
    <message>
        <source>Correct the field named above and try again.</source>
        <translation>Corrija el campo indicado arriba y vuelva a intentarlo.</translation>
    </message>
    <message>
        <source>Add funds to the wallet.</source>
        <translation>Añada fondos a la billetera.</translation>
    </message>
    <message>
        <source>Check the payment status and retry.</source>
        <translation>Compruebe el estado del pago y vuelva a intentarlo.</translation>
    </message>
    <message>
        <source>Verify the recipient address.</source>
        <translation>Verifique la dirección del destinatario.</translation>
    </message>
    <message>
        <source>Slow down; retry with exponential backoff.</source>
        <translation>Reduzca el ritmo; vuelva a intentarlo con espera exponencial.</translation>
    </message>
    <message>
        <source>Correct the field named in the message and try again.</source>
        <translation>Corrija el campo indicado en el mensaje y vuelva a intentarlo.</translation>
    </message>
    <message>
        <source>Check the API key: enter it again in Settings or with &apos;paydesk-cli key set&apos;.</source>
        <translation>Compruebe la clave de API: introdúzcala de nuevo en Configuración o con &apos;paydesk-cli key set&apos;.</translation>
    </message>
    <message>
        <source>Use an API key whose plan includes this endpoint, or upgrade the plan.</source>
        <translation>Use una clave de API cuyo plan incluya este punto de conexión, o mejore el plan.</translation>
    </message>
    <message>
        <source>Check the payment id.</source>
        <translation>Compruebe el ID del pago.</translation>
    </message>
    <message>
        <source>Try again later. If this was a payment, check its status first.</source>
        <translation>Vuelva a intentarlo más tarde. Si se trataba de un pago, compruebe primero su estado.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Cancelado.</translation>
    </message>
    <message>
        <source>The recipient is on another chain than the wallet (%1). Verify the recipient address.</source>
        <translation>El destinatario está en una cadena distinta de la de la billetera (%1). Verifique la dirección del destinatario.</translation>
    </message>
    <message>
        <source>The recipient is the sending wallet itself.</source>
        <translation>El destinatario es la propia billetera de envío.</translation>
    </message>
    <message numerus="yes">
        <source>Slow down: retry in %n second(s).</source>
        <translation>
            <numerusform>Reduzca el ritmo: vuelva a intentarlo dentro de %n segundo.</numerusform>
            <numerusform>Reduzca el ritmo: vuelva a intentarlo dentro de %n segundos.</numerusform>
        </translation>
    </message>
    <message>
        <source>The idempotency key must be 1 to 255 printable ASCII characters without spaces (for example a UUID).</source>
        <translation>La clave de idempotencia debe tener de 1 a 255 caracteres ASCII imprimibles sin espacios (por ejemplo, un UUID).</translation>
    </message>
    <message>
        <source>This proof cannot be accepted: ask the payer for a new one.</source>
        <translation>Esta prueba no se puede aceptar: pida al pagador una nueva.</translation>
    </message>
    <message>
        <source>Paydesk refused it; nothing was sent or signed.</source>
        <translation>Paydesk lo rechazó; no se envió ni se firmó nada.</translation>
    </message>
    <message>
        <source>A value is not valid; nothing was sent.</source>
        <translation>Un valor no es válido; no se envió nada.</translation>
    </message>
</context>
<context>
    <name>AttemptStart</name>
    <message>
        <source>The payment could not be journaled (%1), so it was not made.</source>
        <translation>No se pudo registrar el pago en el diario (%1), así que no se realizó.</translation>
    </message>
    <message>
        <source>%1 Other payments took it while this one was being prepared; nothing was paid.</source>
        <translation>%1 Otros pagos usaron el importe disponible mientras se preparaba este; no se pagó nada.</translation>
    </message>
    <message>
        <source>The budget for %1 changed.</source>
        <translation>El presupuesto de %1 cambió.</translation>
    </message>
</context>
<context>
    <name>BatchChannel</name>
    <message>
        <source>The channel config&apos;s &quot;%1&quot; is missing or malformed.</source>
        <translation>El campo «%1» de la configuración del canal falta o es incorrecto.</translation>
    </message>
    <message>
        <source>The voucher&apos;s &quot;%1&quot; is missing or malformed.</source>
        <translation>El campo «%1» del vale falta o es incorrecto.</translation>
    </message>
    <message>
        <source>The channel state&apos;s &quot;%1&quot; is missing or malformed.</source>
        <translation>El campo «%1» del estado del canal falta o es incorrecto.</translation>
    </message>
    <message>
        <source>A voucher names a 32-byte channel and at most 2^128 - 1 atomic units.</source>
        <translation>Un vale nombra un canal de 32 bytes y como máximo 2^128 - 1 unidades atómicas.</translation>
    </message>
    <message>
        <source>The voucher could not be signed with the key of %1; nothing was sent.</source>
        <translation>No se pudo firmar el vale con la clave de %1; no se envió nada.</translation>
    </message>
</context>
<context>
    <name>BatchPayload</name>
    <message>
        <source>The channel payment&apos;s &quot;type&quot; must be deposit, voucher or refund.</source>
        <translation>El «type» del pago por canal debe ser deposit, voucher o refund.</translation>
    </message>
    <message>
        <source>The refund&apos;s &quot;amount&quot; is malformed.</source>
        <translation>El «amount» del reembolso es incorrecto.</translation>
    </message>
    <message>
        <source>The channel deposit is malformed or not an ERC-3009 authorization (Paydesk deposits by ERC-3009 only).</source>
        <translation>El depósito del canal es incorrecto o no es una autorización ERC-3009 (Paydesk solo deposita mediante ERC-3009).</translation>
    </message>
</context>
<context>
    <name>BudgetListModel</name>
    <message>
        <source>Site</source>
        <translation>Sitio</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Red</translation>
    </message>
    <message>
        <source>Per payment</source>
        <translation>Por pago</translation>
    </message>
    <message>
        <source>Per day</source>
        <translation>Por día</translation>
    </message>
    <message>
        <source>Spent today</source>
        <translation>Gastado hoy</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modo</translation>
    </message>
    <message>
        <source>Per week / month</source>
        <translation>Por semana / mes</translation>
    </message>
</context>
<context>
    <name>BudgetStore</name>
    <message>
        <source>The price %1 is above this site&apos;s cap of %2 per payment.</source>
        <translation>El precio %1 supera el límite de este sitio de %2 por pago.</translation>
    </message>
    <message>
        <source>The price %1 is above what is left of this site&apos;s daily budget (%2 of %3).</source>
        <translation>El precio %1 supera lo que queda del presupuesto diario de este sitio (%2 de %3).</translation>
    </message>
    <message>
        <source>The price %1 is above the cap of %2 per payment that you granted this site.</source>
        <translation>El precio %1 supera el límite de %2 por pago que concedió a este sitio.</translation>
    </message>
    <message>
        <source>The price %1 is above your default cap of %2 per payment (this site has no budget).</source>
        <translation>El precio %1 supera su límite predeterminado de %2 por pago (este sitio no tiene presupuesto).</translation>
    </message>
    <message>
        <source>The price %1 is above what is left of your default cap of %3 per day for this site (%2 left).</source>
        <translation>El precio %1 supera lo que queda de su límite predeterminado de %3 por día para este sitio (quedan %2).</translation>
    </message>
    <message>
        <source>The price %1 is above what is left of your daily cap for all sites (%2 of %3 in 24 hours).</source>
        <translation>El precio %1 supera lo que queda de su límite diario para todos los sitios (%2 de %3 en 24 horas).</translation>
    </message>
    <message>
        <source>A daily cap must be more than zero.</source>
        <translation>Un límite diario debe ser mayor que cero.</translation>
    </message>
    <message>
        <source>The price %1 is above what is left of this site&apos;s budget of %3 %4 (%2 left in the last %5).</source>
        <translation>El precio %1 supera lo que queda del presupuesto de este sitio de %3 %4 (quedan %2 en los últimos %5).</translation>
    </message>
    <message>
        <source>The price %1 is above what is left of this site&apos;s cap of %3 %4 (%2 left).</source>
        <translation>El precio %1 supera lo que queda del límite de este sitio de %3 %4 (quedan %2).</translation>
    </message>
    <message>
        <source>The budget you granted this site ended %1: Paydesk asks again before each payment. Grant it again to pay without asking.</source>
        <translation>El presupuesto que concedió a este sitio terminó (%1): Paydesk vuelve a preguntar antes de cada pago. Concédalo de nuevo para pagar sin preguntar.</translation>
    </message>
    <message>
        <source>The price %1 is above what is left of your cap of %3 %4 in all dollar stablecoins together (%2 left in the last %5).</source>
        <translation>El precio %1 supera lo que queda de su límite de %3 %4 en todas las stablecoins de dólar juntas (quedan %2 en los últimos %5).</translation>
    </message>
    <message>
        <source>A cap in dollars must be more than zero, in cents or finer (at most %1 decimals).</source>
        <translation>Un límite en dólares debe ser mayor que cero, en centavos o más fino (como mucho %1 decimales).</translation>
    </message>
</context>
<context>
    <name>BudgetWindows</name>
    <message>
        <source>24 hours</source>
        <translation>24 horas</translation>
    </message>
    <message>
        <source>7 days</source>
        <translation>7 días</translation>
    </message>
    <message>
        <source>30 days</source>
        <translation>30 días</translation>
    </message>
    <message>
        <source>per day</source>
        <translation>por día</translation>
    </message>
    <message>
        <source>per week</source>
        <translation>por semana</translation>
    </message>
    <message>
        <source>per month</source>
        <translation>por mes</translation>
    </message>
    <message>
        <source>until %1</source>
        <translation>hasta %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>amount, per period</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>ended %1</source>
        <translation>terminado %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a date: give the last day of the budget as 2026-12-31, a time as 2026-12-31T18:00, or none for no end.</source>
        <translation>«%1» no es una fecha: indique el último día del presupuesto como 2026-12-31, una hora como 2026-12-31T18:00, o none para que no termine.</translation>
    </message>
</context>
<context>
    <name>ChannelBook</name>
    <message>
        <source>no such channel</source>
        <translation>no existe ese canal</translation>
    </message>
    <message>
        <source>the channel is not open</source>
        <translation>el canal no está abierto</translation>
    </message>
</context>
<context>
    <name>ChannelCheck</name>
    <message>
        <source>The seller&apos;s answer does not state the channel&apos;s charge and state (%1).</source>
        <translation>La respuesta del vendedor no indica el cobro ni el estado del canal (%1).</translation>
    </message>
    <message>
        <source>no chargedAmount</source>
        <translation>sin chargedAmount</translation>
    </message>
    <message>
        <source>The seller&apos;s answer names another channel (%1) than the one paid through.</source>
        <translation>La respuesta del vendedor nombra otro canal (%1) distinto del usado para pagar.</translation>
    </message>
    <message>
        <source>The seller charged %1 units, above the request&apos;s maximum of %2 units.</source>
        <translation>El vendedor cobró %1 unidades, más que el máximo de la solicitud de %2 unidades.</translation>
    </message>
    <message>
        <source>The seller&apos;s cumulative charge (%1 units) is not the previous %2 units plus this charge of %3 units.</source>
        <translation>El cobro acumulado del vendedor (%1 unidades) no es el anterior de %2 unidades más este cobro de %3 unidades.</translation>
    </message>
    <message>
        <source>not stated</source>
        <translation>no indicado</translation>
    </message>
    <message>
        <source>The seller says the channel holds %1 units, less than the %2 units it has charged.</source>
        <translation>El vendedor dice que el canal tiene %1 unidades, menos que las %2 unidades que ha cobrado.</translation>
    </message>
    <message>
        <source>The seller&apos;s 402 lists no payment options.</source>
        <translation>El 402 del vendedor no ofrece ninguna opción de pago.</translation>
    </message>
    <message>
        <source>The seller&apos;s channel state is not backed by a voucher of yours, so Paydesk does not adopt it.</source>
        <translation>El estado del canal del vendedor no está respaldado por ningún vale suyo, así que Paydesk no lo adopta.</translation>
    </message>
    <message>
        <source>The voucher the seller shows was not signed by your wallet.</source>
        <translation>El vale que muestra el vendedor no lo firmó su billetera.</translation>
    </message>
    <message>
        <source>The voucher the seller shows (%1 units) is above every voucher Paydesk journaled (%2 units).</source>
        <translation>El vale que muestra el vendedor (%1 unidades) supera todos los vales que Paydesk registró (%2 unidades).</translation>
    </message>
    <message>
        <source>The seller&apos;s cumulative charge is missing or above your voucher.</source>
        <translation>El cobro acumulado del vendedor falta o supera su vale.</translation>
    </message>
    <message>
        <source>The seller&apos;s cumulative charge (%1 units) skips back below the %2 units it charged before.</source>
        <translation>El cobro acumulado del vendedor (%1 unidades) retrocede por debajo de las %2 unidades que cobró antes.</translation>
    </message>
    <message>
        <source>The seller&apos;s 402 says nothing of this channel.</source>
        <translation>El 402 del vendedor no dice nada de este canal.</translation>
    </message>
</context>
<context>
    <name>ChannelEvmScheme</name>
    <message>
        <source>no channel journal here.</source>
        <translation>aquí no hay diario de canales.</translation>
    </message>
    <message>
        <source>the channel %1 is stopped: %2</source>
        <translation>el canal %1 está detenido: %2</translation>
    </message>
    <message>
        <source>the channel&apos;s cumulative amount overflows.</source>
        <translation>el importe acumulado del canal se desborda.</translation>
    </message>
    <message>
        <source>Signing a deposit of %1 units into a payment channel with %2 and a voucher of up to %3 with the key of %4...</source>
        <translation>Firmando un depósito de %1 unidades en un canal de pago con %2 y un vale de hasta %3 con la clave de %4...</translation>
    </message>
    <message>
        <source>Signing a channel voucher of up to %1 to %2 with the key of %3...</source>
        <translation>Firmando un vale de canal de hasta %1 para %2 con la clave de %3...</translation>
    </message>
    <message>
        <source>the deposit could not be signed with the key of %1.</source>
        <translation>no se pudo firmar el depósito con la clave de %1.</translation>
    </message>
    <message>
        <source>the channel could not be journaled (%1), so nothing was sent.</source>
        <translation>no se pudo registrar el canal en el diario (%1), así que no se envió nada.</translation>
    </message>
    <message>
        <source>the channel&apos;s payee or token is not an EVM address.</source>
        <translation>el beneficiario o el token del canal no es una dirección EVM.</translation>
    </message>
    <message>
        <source>the seller names no receiver authorizer for its channel (extra.receiverAuthorizer).</source>
        <translation>el vendedor no indica ningún autorizador del receptor para su canal (extra.receiverAuthorizer).</translation>
    </message>
    <message>
        <source>the channel&apos;s withdraw delay (extra.withdrawDelay) is not between 15 minutes and 30 days.</source>
        <translation>el plazo de retiro del canal (extra.withdrawDelay) no está entre 15 minutos y 30 días.</translation>
    </message>
    <message>
        <source>channel payments (batch-settlement) are x402 v2 only.</source>
        <translation>los pagos por canal (batch-settlement) son solo de x402 v2.</translation>
    </message>
    <message>
        <source>the seller asks for the channel&apos;s deposit by %1; Paydesk deposits by ERC-3009 only.</source>
        <translation>el vendedor pide el depósito del canal mediante %1; Paydesk solo deposita mediante ERC-3009.</translation>
    </message>
    <message>
        <source>This face of Paydesk keeps no payment channels; nothing was paid.</source>
        <translation>Esta interfaz de Paydesk no mantiene canales de pago; no se pagó nada.</translation>
    </message>
    <message>
        <source>Paydesk signs nothing more on your channel %1 with this seller: %2 Withdraw what is left (paydesk-cli channel withdraw %1, or the Channels view); nothing was paid.</source>
        <translation>Paydesk no firma nada más en su canal %1 con este vendedor: %2 Retire lo que queda (paydesk-cli channel withdraw %1, o la vista Canales de pago); no se pagó nada.</translation>
    </message>
    <message>
        <source>the channel with this seller is stopped.</source>
        <translation>el canal con este vendedor está detenido.</translation>
    </message>
    <message>
        <source>An earlier deposit into your channel %1 has not been seen on chain yet, and it stays valid until %2. Paydesk never deposits twice: try again once it has landed or expired; nothing was paid.</source>
        <translation>Un depósito anterior en su canal %1 aún no se ve en la cadena y sigue siendo válido hasta %2. Paydesk nunca deposita dos veces: inténtelo de nuevo cuando haya llegado o caducado; no se pagó nada.</translation>
    </message>
    <message>
        <source>an earlier deposit into the channel is still pending.</source>
        <translation>un depósito anterior en el canal sigue pendiente.</translation>
    </message>
    <message>
        <source>The voucher was never charged: nothing was paid through the channel.</source>
        <translation>El vale nunca se cobró: no se pagó nada a través del canal.</translation>
    </message>
    <message>
        <source>Paydesk cannot find the channel this payment went through.</source>
        <translation>Paydesk no encuentra el canal por el que pasó este pago.</translation>
    </message>
    <message>
        <source>%1 Paydesk signs nothing more on this channel; withdraw what is left (paydesk-cli channel withdraw %2).</source>
        <translation>%1 Paydesk no firma nada más en este canal; retire lo que queda (paydesk-cli channel withdraw %2).</translation>
    </message>
    <message>
        <source>the channel&apos;s deposit would be above --max-deposit.</source>
        <translation>el depósito del canal superaría --max-deposit.</translation>
    </message>
    <message>
        <source>A payment channel with this seller needs a deposit of at least %1, above your --max-deposit; nothing was paid.</source>
        <translation>Un canal de pago con este vendedor necesita un depósito de al menos %1, por encima de su --max-deposit; no se pagó nada.</translation>
    </message>
</context>
<context>
    <name>ChannelsModel</name>
    <message>
        <source>Seller</source>
        <translation>Vendedor</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Red</translation>
    </message>
    <message>
        <source>Deposit</source>
        <translation>Depósito</translation>
    </message>
    <message>
        <source>Charged</source>
        <translation>Cobrado</translation>
    </message>
    <message>
        <source>Refundable</source>
        <translation>Reembolsable</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Last use</source>
        <translation>Último uso</translation>
    </message>
</context>
<context>
    <name>CliAgentFace</name>
    <message>
        <source>--hold-keys takes the seconds the keys stay after the last payment, 0 to %1 (0: read from the keychain for every payment).</source>
        <translation>--hold-keys toma los segundos que las claves permanecen tras el último pago, de 0 a %1 (0: leerlas del llavero para cada pago).</translation>
    </message>
</context>
<context>
    <name>CliArguments</name>
    <message>
        <source>Amount in the chain&apos;s native currency, 0.001 to 100.</source>
        <translation>Importe en la moneda nativa de la cadena, de 0.001 a 100.</translation>
    </message>
    <message>
        <source>URL of the protected resource paid for.</source>
        <translation>URL del recurso protegido que se paga.</translation>
    </message>
    <message>
        <source>Priority fee 0.00001 to 0.01, or auto (default).</source>
        <translation>Comisión de prioridad de 0.00001 a 0.01, o auto (predeterminado).</translation>
    </message>
    <message>
        <source>Local mode: sign with your own key (wallet import) and broadcast through --rpc.</source>
        <translation>Modo local: firmar con su propia clave (wallet import) y transmitir a través de --rpc.</translation>
    </message>
    <message>
        <source>Local mode: simulate before signing.</source>
        <translation>Modo local: simular antes de firmar.</translation>
    </message>
    <message>
        <source>Protected resource URL.</source>
        <translation>URL del recurso protegido.</translation>
    </message>
    <message>
        <source>Verification timeout in seconds (default 30).</source>
        <translation>Tiempo de espera de la verificación en segundos (predeterminado: 30).</translation>
    </message>
    <message>
        <source>Local mode: co-sign the buyer&apos;s transfer as fee payer and broadcast it through --rpc.</source>
        <translation>Modo local: cofirmar la transferencia del comprador como pagador de la comisión y transmitirla a través de --rpc.</translation>
    </message>
    <message>
        <source>Local mode: priority fee 0.00001 to 0.01.</source>
        <translation>Modo local: comisión de prioridad de 0.00001 a 0.01.</translation>
    </message>
    <message>
        <source>Poll with backoff until the payment reaches a final state.</source>
        <translation>Consultar con espera progresiva hasta que el pago llegue a un estado final.</translation>
    </message>
    <message>
        <source>Give up waiting after this many seconds (default 600).</source>
        <translation>Dejar de esperar tras este número de segundos (predeterminado: 600).</translation>
    </message>
    <message>
        <source>sent, received or all (default all).</source>
        <translation>sent, received o all (predeterminado: all).</translation>
    </message>
    <message>
        <source>Page size, 1 to 500 (default 50).</source>
        <translation>Tamaño de página, de 1 a 500 (predeterminado: 50).</translation>
    </message>
    <message>
        <source>Pagination offset (default 0).</source>
        <translation>Desplazamiento de la paginación (predeterminado: 0).</translation>
    </message>
    <message>
        <source>Your name for the wallet.</source>
        <translation>Su nombre para la billetera.</translation>
    </message>
    <message>
        <source>create: 12 (default) or 24 recovery words.</source>
        <translation>create: 12 (predeterminado) o 24 palabras de recuperación.</translation>
    </message>
    <message>
        <source>import: a solana-keygen JSON keypair file.</source>
        <translation>import: un archivo JSON de par de claves de solana-keygen.</translation>
    </message>
    <message>
        <source>import: read the recovery phrase from this variable.</source>
        <translation>import: leer la frase de recuperación de esta variable.</translation>
    </message>
    <message>
        <source>create: skip asking back three words of the phrase.</source>
        <translation>create: no volver a pedir tres palabras de la frase.</translation>
    </message>
    <message>
        <source>remove: confirm without asking.</source>
        <translation>remove: confirmar sin preguntar.</translation>
    </message>
    <message>
        <source>Usage: paydesk-cli [global options] %1

</source>
        <translation>Uso: paydesk-cli [opciones globales] %1

</translation>
    </message>
    <message>
        <source>Wrong number of arguments for %1.

</source>
        <translation>Número de argumentos incorrecto para %1.

</translation>
    </message>
    <message>
        <source>Unknown command &apos;%1&apos;.

</source>
        <translation>Comando desconocido &apos;%1&apos;.

</translation>
    </message>
    <message>
        <source>The network your wallet pays on (default: solana-sandbox for a service on this computer, else solana).</source>
        <translation>La red en la que paga su billetera (predeterminada: solana-sandbox para un servicio en este equipo; si no, solana).</translation>
    </message>
    <message>
        <source>Save the content to this file (needed for binary content).</source>
        <translation>Guardar el contenido en este archivo (necesario para contenido binario).</translation>
    </message>
    <message>
        <source>Extra metadata, a JSON object; @FILE reads it from a file, - from standard input. At most %1 KiB as compact JSON.</source>
        <translation>Metadatos adicionales, un objeto JSON; @FILE los lee de un archivo, - de la entrada estándar. Como máximo %1 KiB en JSON compacto.</translation>
    </message>
    <message>
        <source>Sent as the Idempotency-Key header: run the same payment again with the same key and a service that honours it answers the first payment instead of paying twice (default: a new key per run).</source>
        <translation>Se envía como cabecera Idempotency-Key: si repite el mismo pago con la misma clave, un servicio que la respete responde con el primer pago en lugar de pagar dos veces (predeterminado: una clave nueva en cada ejecución).</translation>
    </message>
    <message>
        <source>Sent as the Idempotency-Key header (see send).</source>
        <translation>Se envía como cabecera Idempotency-Key (véase send).</translation>
    </message>
    <message>
        <source>Local mode: co-sign without asking (needed when standard input is not a terminal).</source>
        <translation>Modo local: cofirmar sin preguntar (necesario cuando la entrada estándar no es un terminal).</translation>
    </message>
    <message>
        <source>Pay without asking, within the site&apos;s budget; a site without one has the default caps of 0.01 SOL per payment and 0.05 SOL per day. --yes alone never pays above a cap; at a terminal, a &quot;y&quot; approves one payment above the default caps.</source>
        <translation>Pagar sin preguntar, dentro del presupuesto del sitio; un sitio sin presupuesto tiene los límites predeterminados de 0.01 SOL por pago y 0.05 SOL por día. --yes por sí solo nunca paga por encima de un límite; en un terminal, una &quot;y&quot; aprueba un pago por encima de los límites predeterminados.</translation>
    </message>
    <message>
        <source>The network of the budget (default: the one fetch pays on, solana-sandbox for a service on this computer, else solana); revoke without it revokes every network&apos;s.</source>
        <translation>La red del presupuesto (predeterminada: aquella en la que paga fetch, solana-sandbox para un servicio en este equipo y, si no, solana); revoke sin esta opción revoca los presupuestos de todas las redes.</translation>
    </message>
    <message>
        <source>grant: the most all payments of 24 hours may take (default 0.05 SOL; at least --per-payment).</source>
        <translation>grant: lo máximo que pueden cobrar todos los pagos de 24 horas (predeterminado: 0.05 SOL; al menos --per-payment).</translation>
    </message>
    <message>
        <source>create: a custodial wallet of the sandbox service (--service on this computer), the kind hosted send and receive pay from; needs the API key.</source>
        <translation>create: una billetera custodiada por el servicio del entorno de pruebas (--service en este equipo), del tipo con el que pagan send y receive en modo alojado; necesita la clave de API.</translation>
    </message>
    <message>
        <source>create --hosted: test funds to start with (default 10).</source>
        <translation>create --hosted: fondos de prueba iniciales (predeterminado: 10).</translation>
    </message>
    <message>
        <source>With --wait, Ctrl-C stops waiting (exit 130) without touching the payment; run the same
command again to resume.</source>
        <translation>Con --wait, Ctrl-C deja de esperar (sale con 130) sin tocar el pago; vuelva a ejecutar el mismo
comando para reanudar.</translation>
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
        <translation>Uso: paydesk-cli [--service URL] [--api-key-env NAME] [--json] [--verbose] COMMAND [OPTIONS]

La línea de comandos de Paydesk: la interfaz del servicio de pagos para scripts.

Opciones globales:
  --service URL        URL base del servicio de pagos (https://, o http:// en este equipo).
                       Predeterminado: $PAYDESK_SERVICE_URL y, después, la configuración de la GUI.
  --api-key-env NAME   Leer la clave de API de la variable de entorno NAME en lugar del
                       llavero del sistema operativo.
  --json               Mostrar un objeto JSON por resultado en la salida estándar.
  --verbose            Registrar cada solicitud y paso en la salida de error estándar (por defecto, en silencio).
  -h, --help           Esta ayuda; COMMAND --help para las opciones de un comando.
  -v, --version        Versión.

Comandos:
</translation>
    </message>
    <message>
        <source>list: read balances through this Solana RPC URL (or mainnet-beta, devnet, testnet, sandbox).</source>
        <translation>list: leer los saldos a través de esta URL RPC de Solana (o mainnet-beta, devnet, testnet, sandbox).</translation>
    </message>
    <message>
        <source>Local mode: refuse a priority fee above this (SOL; default: the limit in the app&apos;s Settings, 0.001).</source>
        <translation>Modo local: rechazar una comisión de prioridad superior a esta (SOL; por defecto: el límite de los Ajustes de la app, 0.001).</translation>
    </message>
    <message>
        <source>import: read a base58 secret key (--chain evm: 64 hex digits) from this variable.</source>
        <translation>import: leer una clave secreta base58 (--chain evm: 64 dígitos hexadecimales) de esta variable.</translation>
    </message>
    <message>
        <source>import --chain evm: an Ethereum keystore (v3) JSON file.</source>
        <translation>import --chain evm: un archivo keystore de Ethereum (v3, JSON).</translation>
    </message>
    <message>
        <source>import --chain evm: the keystore file&apos;s password from this variable (else asked on the terminal; never stored).</source>
        <translation>import --chain evm: la contraseña del archivo keystore, de esta variable (si no, se pide en el terminal; nunca se guarda).</translation>
    </message>
    <message>
        <source>import: derivation path (default m/44&apos;/501&apos;/0&apos;/0&apos;; --chain evm: m/44&apos;/60&apos;/0&apos;/0/0).</source>
        <translation>import: ruta de derivación (predeterminada: m/44&apos;/501&apos;/0&apos;/0&apos;; --chain evm: m/44&apos;/60&apos;/0&apos;/0/0).</translation>
    </message>
    <message>
        <source>import, create --hosted: solana (default) or evm. A created phrase gives both accounts.</source>
        <translation>import, create --hosted: solana (predeterminado) o evm. Una frase creada da ambas cuentas.</translation>
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
key set lee la clave de API de la entrada estándar y la guarda en el llavero del sistema operativo
(la entrada que usa la GUI); key test hace una solicitud autenticada; key delete la elimina.
wallet guarda claves de Solana y EVM en el llavero del sistema operativo (las billeteras de la GUI);
send y receive con --local --rpc URL firman con ellas tras comprobar la transacción, y la
transmiten ellos mismos.

Códigos de salida: 0 éxito, 2 error de uso o de validación, 3 error respondido por el servicio,
4 rechazado por las comprobaciones propias de Paydesk, 5 fallo de red o tiempo de espera agotado
(un pago cuyo resultado se desconoce también termina con 5: compruebe su estado, nunca lo vuelva
a enviar a ciegas).
</translation>
    </message>
    <message>
        <source>list: read EVM balances through this JSON-RPC URL (or ethereum, base, base-sepolia, polygon, arbitrum-one, sandbox).</source>
        <translation>list: leer los saldos EVM a través de esta URL JSON-RPC (o ethereum, base, base-sepolia, polygon, arbitrum-one, sandbox).</translation>
    </message>
    <message>
        <source>Local mode, EVM wallet: refuse a transaction whose gas may cost more than this (ETH, gas limit x max fee per gas; default: the limit in the app&apos;s Settings, 0.005).</source>
        <translation>Modo local, billetera EVM: rechazar una transacción cuyo gas pueda costar más que esto (ETH, límite de gas x comisión máxima por gas; por defecto: el límite de la Configuración de la app, 0.005).</translation>
    </message>
    <message>
        <source>Refuse any price above this: an amount and its asset (&quot;0.01 USDC&quot;), or a bare number in the network&apos;s native coin (0.05 for 0.05 SOL); a price in another asset is refused. With --yes, also this run&apos;s approval of one price above the default caps, up to AMOUNT; no budget is granted.</source>
        <translation>Rechaza cualquier precio superior: un importe y su activo (&quot;0.01 USDC&quot;), o un número solo en la moneda nativa de la red (0.05 para 0.05 SOL); un precio en otro activo se rechaza. Con --yes, también la aprobación de esta ejecución de un precio por encima de los límites predeterminados, hasta AMOUNT; no se concede ningún presupuesto.</translation>
    </message>
    <message>
        <source>Local mode: sign with your own key (wallet import). An EVM wallet (--from 0x...) pays USDC by an EIP-3009 authorization on the seller&apos;s EVM network and needs no --rpc.</source>
        <translation>Modo local: firma con tu propia clave (wallet import). Una billetera EVM (--from 0x...) paga USDC con una autorización EIP-3009 en la red EVM del vendedor y no necesita --rpc.</translation>
    </message>
    <message>
        <source>grant: the most one payment may take (default 0.01, as for a site without a budget), in the native coin or with a token&apos;s symbol (&quot;0.05 USDC&quot;: a budget in that token on --network).</source>
        <translation>grant: lo máximo que puede tomar un pago (por defecto 0.01, como para un sitio sin presupuesto), en la moneda nativa o con el símbolo de un token (&quot;0.05 USDC&quot;: un presupuesto en ese token en --network).</translation>
    </message>
    <message>
        <source>Wallet that pays when the URL answers 402 Payment Required; give it again for more wallets (--from A --from B): the cheapest option one of them can pay is paid.</source>
        <translation>Billetera que paga cuando la URL responde 402 Payment Required; repítala para más billeteras (--from A --from B): se paga la opción más barata que una de ellas pueda pagar.</translation>
    </message>
    <message>
        <source>add: the symbol amounts in this token show with (&quot;EURC&quot;).</source>
        <translation>add: el símbolo con que se muestran los importes en este token (&quot;EURC&quot;).</translation>
    </message>
    <message>
        <source>add: the token&apos;s decimals, as its contract or mint says.</source>
        <translation>add: los decimales del token, según su contrato o mint.</translation>
    </message>
    <message>
        <source>The EVM wallet (in Paydesk for approve and revoke).</source>
        <translation>La billetera EVM (en Paydesk para approve y revoke).</translation>
    </message>
    <message>
        <source>Refuse unless the node is on this network (eip155:8453, base).</source>
        <translation>Rechazar salvo que el nodo esté en esta red (eip155:8453, base).</translation>
    </message>
    <message>
        <source>Refuse an approve whose gas may cost more than this (ETH; default 0.005).</source>
        <translation>Rechazar un approve cuyo gas pueda costar más que esto (ETH; por defecto 0.005).</translation>
    </message>
    <message>
        <source>Sign without asking.</source>
        <translation>Firmar sin preguntar.</translation>
    </message>
    <message>
        <source>What Uniswap&apos;s Permit2 may move of a token from your wallet, and the approve a seller asking
payments by Permit2 needs: exactly AMOUNT (&quot;0.05 USDC&quot;; never unlimited), replacing the
allowance there was; revoke sets it to 0. The approve is a transaction from your wallet:
reviewed, then signed with your key and followed to its block. Exit 4 when Paydesk refuses.</source>
        <translation>Lo que Permit2 de Uniswap puede mover de un token de su billetera, y el approve que necesita
un vendedor que cobra por Permit2: exactamente AMOUNT (&quot;0.05 USDC&quot;; nunca ilimitado), que
sustituye la autorización anterior; revoke la pone a 0. El approve es una transacción de su
billetera: revisada, firmada con su clave y seguida hasta su bloque. Sale con 4 si Paydesk rechaza.</translation>
    </message>
    <message>
        <source>Unknown %1 action &apos;%2&apos;: use %3 or %4.
</source>
        <translation>Acción &apos;%2&apos; desconocida para %1: use %3 o %4.
</translation>
    </message>
    <message>
        <source>budget: the network of the budget (eip155:8453, base, solana; default: the one fetch pays on).</source>
        <translation>budget: la red del presupuesto (eip155:8453, base, solana; predeterminada: aquella en la que paga fetch).</translation>
    </message>
    <message>
        <source>budget: the most one payment may take without your approval (default: a tenth of the day&apos;s amount).</source>
        <translation>budget: lo máximo que puede tomar un pago sin su aprobación (predeterminado: una décima parte del importe diario).</translation>
    </message>
    <message>
        <source>add: how many payments the agent may make in a minute (default 10).</source>
        <translation>add: cuántos pagos puede hacer el agente por minuto (predeterminado: 10).</translation>
    </message>
    <message>
        <source>Where the proxy listens, on this computer only (default 127.0.0.1:8402).</source>
        <translation>Dónde escucha el proxy, solo en este equipo (predeterminado: 127.0.0.1:8402).</translation>
    </message>
    <message>
        <source>Seconds the wallets&apos; keys stay in this process after its last payment, in locked memory wiped after (default %1; 0 reads the keychain for every payment).</source>
        <translation>Segundos que las claves de las carteras permanecen en este proceso tras su último pago, en memoria bloqueada que luego se borra (por defecto %1; 0 las lee del llavero para cada pago).</translation>
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
        <translation>Sigue cada pago local sin terminar del diario de Paydesk (dejado por un fallo, Ctrl-C o un punto de
conexión RPC inaccesible) hasta un estado final en el punto de conexión RPC al que se envió, e indica
qué pasó con cada uno: confirmado, fallido (comisión cobrada) o caducado (no se cobró nada). No firma
ni envía nada nuevo. Sale con 0 cuando todos son finales y con 5 cuando alguno sigue abierto (vuelva a
ejecutarlo cuando el punto de conexión RPC responda).

Primero, las obtenciones de pago que no terminaron: una cuyo proceso de pago se detuvo antes de guardar
su comprobante firmado se cierra como no pagada (y se libera su presupuesto) cuando nada puede haber
salido de este equipo; una pagada cuyo contenido nunca llegó se indica junto con el fetch que lo obtiene
(el mismo comprobante, nunca un segundo pago).</translation>
    </message>
    <message>
        <source>%1 is a negative amount: amounts are 0 or more (for example &quot;1 USDC&quot;).

</source>
        <translation>%1 es un importe negativo: los importes son 0 o más (por ejemplo &quot;1 USDC&quot;).

</translation>
    </message>
    <message>
        <source>Test funds for a wallet, as the Wallets page&apos;s button gives them: on the sandbox, its coin
and 100 test USDC; on Solana devnet or testnet, an airdrop of 5 SOL. Never on mainnet.</source>
        <translation>Fondos de prueba para una cartera, como los da el botón de la página Carteras: en el sandbox,
su moneda y 100 USDC de prueba; en Solana devnet o testnet, un airdrop de 5 SOL. Nunca en mainnet.</translation>
    </message>
    <message>
        <source>token NAME prints the agent&apos;s token (kept in your keychain) for its MCP configuration.
remove NAME asks first (on a terminal; --yes otherwise): its token stops paying at once,
its payments stay in the history.</source>
        <translation>token NAME imprime el token del agente (guardado en su llavero) para su configuración MCP.
remove NAME pregunta antes (en una terminal; si no, --yes): su token deja de pagar al instante,
sus pagos siguen en el historial.</translation>
    </message>
    <message>
        <source>The wallet that pays.</source>
        <translation>La cartera que paga.</translation>
    </message>
    <message>
        <source>The address paid.</source>
        <translation>La dirección que recibe el pago.</translation>
    </message>
    <message>
        <source>Your wallet the payment went to.</source>
        <translation>Su cartera a la que fue el pago.</translation>
    </message>
    <message>
        <source>The buyer&apos;s X-PAYMENT value; - reads it from standard input.</source>
        <translation>El valor X-PAYMENT del comprador; - lo lee de la entrada estándar.</translation>
    </message>
    <message>
        <source>The amount you expect.</source>
        <translation>El importe que espera.</translation>
    </message>
    <message>
        <source>The facilitator that verifies the proof.</source>
        <translation>El facilitador que verifica la prueba.</translation>
    </message>
    <message>
        <source>Solana RPC URL, or mainnet-beta, devnet, testnet, sandbox (default: $PAYDESK_SOLANA_RPC, else the sandbox&apos;s for a service on this computer, else the node chosen in the desktop app&apos;s Settings).</source>
        <translation>URL RPC de Solana, o mainnet-beta, devnet, testnet, sandbox (predeterminado: $PAYDESK_SOLANA_RPC; si no, el del sandbox para un servicio en este equipo; si no, el nodo elegido en la Configuración de la aplicación de escritorio).</translation>
    </message>
    <message>
        <source>EVM JSON-RPC URL, or ethereum, base, base-sepolia, polygon, arbitrum-one, sandbox (default: $PAYDESK_EVM_RPC, else the sandbox&apos;s for a service on this computer, else the node chosen in the desktop app&apos;s Settings).</source>
        <translation>URL JSON-RPC de EVM, o ethereum, base, base-sepolia, polygon, arbitrum-one, sandbox (predeterminado: $PAYDESK_EVM_RPC; si no, el del sandbox para un servicio en este equipo; si no, el nodo elegido en la Configuración de la aplicación de escritorio).</translation>
    </message>
    <message>
        <source>Local mode: the sending wallet&apos;s node: a Solana RPC URL, or mainnet-beta, devnet, testnet, sandbox; for an EVM wallet its network&apos;s JSON-RPC URL or name (default: $PAYDESK_SOLANA_RPC, or for an EVM wallet --evm-rpc; else the sandbox&apos;s for a service on this computer, else the node chosen in the desktop app&apos;s Settings).</source>
        <translation>Modo local: el nodo de la billetera que envía: una URL RPC de Solana, o mainnet-beta, devnet, testnet, sandbox; para una billetera EVM, la URL JSON-RPC o el nombre de su red (predeterminado: $PAYDESK_SOLANA_RPC, o para una billetera EVM --evm-rpc; si no, el del sandbox para un servicio en este equipo; si no, el nodo elegido en la Configuración de la aplicación de escritorio).</translation>
    </message>
    <message>
        <source>Send to an address that looks like one of your wallets (refused without it); local mode: sign without asking &quot;Sign and send?&quot; (needed when standard input is not a terminal).</source>
        <translation>Enviar a una dirección que se parece a una de sus carteras (rechazado sin esta opción); modo local: firmar sin preguntar &quot;¿Firmar y enviar?&quot; (necesario cuando la entrada estándar no es un terminal).</translation>
    </message>
    <message>
        <source>grant: the most all payments of 7 days may take (at least --per-day; none for no such cap).</source>
        <translation>grant: lo máximo que pueden tomar todos los pagos en 7 días (al menos --per-day; none para ningún límite así).</translation>
    </message>
    <message>
        <source>grant: the most all payments of 30 days may take (at least --per-week; none for no such cap).</source>
        <translation>grant: lo máximo que pueden tomar todos los pagos en 30 días (al menos --per-week; none para ningún límite así).</translation>
    </message>
    <message>
        <source>grant: the last day the budget holds (2026-12-31, or a time 2026-12-31T18:00; none for no end); after it the site is asked again.</source>
        <translation>grant: el último día en que vale el presupuesto (2026-12-31, o una hora 2026-12-31T18:00; none para que no termine); después se vuelve a preguntar por el sitio.</translation>
    </message>
    <message>
        <source>cap in USD: the window of the cap in dollars across all dollar stablecoins (day, week or month; default day).</source>
        <translation>cap en USD: el periodo del límite en dólares sobre todas las stablecoins de dólar (day, week o month; por defecto day).</translation>
    </message>
    <message>
        <source>budget: the most the agent may spend in 7 days (at least the day&apos;s amount).</source>
        <translation>budget: lo máximo que el agente puede gastar en 7 días (al menos la cantidad diaria).</translation>
    </message>
    <message>
        <source>budget: the most the agent may spend in 30 days (at least the week&apos;s).</source>
        <translation>budget: lo máximo que el agente puede gastar en 30 días (al menos la semanal).</translation>
    </message>
    <message>
        <source>budget: the last day the budget holds (2026-12-31); after it the agent pays nothing in that asset until you give it a new one.</source>
        <translation>budget: el último día en que vale el presupuesto (2026-12-31); después el agente no paga nada en ese activo hasta que le dé uno nuevo.</translation>
    </message>
    <message>
        <source>Prints each payment event of the service as it happens (created, status changed, confirmed,
failed, received, a local build about to expire); with WALLETs, only theirs. With --json,
one object a line: eventId, kind, paymentId, wallet, amount, asset, status, time. It comes
back by itself after the service restarts and goes on after the last event printed. Ctrl-C
ends it (exit 0).</source>
        <translation>Muestra cada evento de pago del servicio en cuanto ocurre (creado, cambio de estado,
confirmado, fallido, recibido, un borrador local a punto de caducar); con WALLETs, solo los suyos.
Con --json, un objeto por línea: eventId, kind, paymentId, wallet, amount, asset, status, time.
Vuelve solo tras reiniciarse el servicio y sigue después del último evento mostrado. Ctrl-C
lo termina (salida 0).</translation>
    </message>
    <message>
        <source>refund: how much to ask back, in the channel&apos;s token (default: all the seller has not charged).</source>
        <translation>refund: cuánto pedir de vuelta, en el token del canal (por defecto: todo lo que el vendedor no ha cobrado).</translation>
    </message>
    <message>
        <source>withdraw: sign without asking.</source>
        <translation>withdraw: firmar sin preguntar.</translation>
    </message>
    <message>
        <source>The most a payment channel&apos;s deposit may be, in --max-amount&apos;s asset (default: 100 times the seller&apos;s price); with --yes, this run&apos;s approval of such a deposit (refundable: paydesk-cli channel refund).</source>
        <translation>El depósito máximo de un canal de pago, en el activo de --max-amount (por defecto: 100 veces el precio del vendedor); con --yes, la aprobación de tal depósito en esta ejecución (reembolsable: paydesk-cli channel refund).</translation>
    </message>
</context>
<context>
    <name>CliBudget</name>
    <message>
        <source>paydesk-cli: error: %1</source>
        <translation>paydesk-cli: error: %1</translation>
    </message>
    <message>
        <source>budget %1 needs the site&apos;s URL (http:// or https://).</source>
        <translation>budget %1 necesita la URL del sitio (http:// o https://).</translation>
    </message>
    <message>
        <source>granted</source>
        <translation>concedido</translation>
    </message>
    <message>
        <source>ask every time</source>
        <translation>preguntar cada vez</translation>
    </message>
    <message>
        <source>Automatic payments are frozen.</source>
        <translation>Los pagos automáticos están congelados.</translation>
    </message>
    <message>
        <source>Automatic payments are allowed within granted budgets.</source>
        <translation>Los pagos automáticos están permitidos dentro de los presupuestos concedidos.</translation>
    </message>
    <message>
        <source>Automatic payments are allowed again.</source>
        <translation>Los pagos automáticos vuelven a estar permitidos.</translation>
    </message>
    <message>
        <source>No site has a budget.</source>
        <translation>Ningún sitio tiene presupuesto.</translation>
    </message>
    <message>
        <source>Every other site: asked every time, default caps %1 per payment and %2 per day (on %3). A price above them is paid only when you approve that one payment (&quot;y&quot; at the prompt, or fetch --yes --max-amount).</source>
        <translation>Cualquier otro sitio: se pregunta cada vez, límites predeterminados de %1 por pago y %2 por día (en %3). Un precio superior solo se paga si aprueba ese pago concreto (&quot;y&quot; en la pregunta, o fetch --yes --max-amount).</translation>
    </message>
    <message>
        <source>%1 had no budget on %2; nothing to revoke.</source>
        <translation>%1 no tenía presupuesto en %2; no hay nada que revocar.</translation>
    </message>
    <message>
        <source>%1 had no budget on any network; nothing to revoke.</source>
        <translation>%1 no tenía presupuesto en ninguna red; no hay nada que revocar.</translation>
    </message>
    <message>
        <source>%1: budget revoked on %2; back to asking every time.</source>
        <translation>%1: presupuesto revocado en %2; se vuelve a preguntar cada vez.</translation>
    </message>
    <message>
        <source>--per-payment and --per-day must be in the same asset (%1, %2).</source>
        <translation>--per-payment y --per-day deben estar en el mismo activo (%1, %2).</translation>
    </message>
    <message>
        <source>Paydesk knows no %1 on %2: name the network of the budget with --network (for example --network base-sepolia).</source>
        <translation>Paydesk no conoce ningún %1 en %2: indique la red del presupuesto con --network (por ejemplo, --network base-sepolia).</translation>
    </message>
    <message>
        <source>Daily cap for all sites on %1: %2.</source>
        <translation>Límite diario para todos los sitios en %1: %2.</translation>
    </message>
    <message>
        <source>budget cap needs the most all sites may take in 24 hours (&quot;1 USDC&quot;, or 0.5 in the native coin), or none.</source>
        <translation>budget cap necesita lo máximo que todos los sitios pueden tomar en 24 horas (&quot;1 USDC&quot;, o 0.5 en la moneda nativa), o none.</translation>
    </message>
    <message>
        <source>Paydesk knows no %1 on %2: name the network of the cap with --network (for example --network base-sepolia).</source>
        <translation>Paydesk no conoce ningún %1 en %2: indique la red del límite con --network (por ejemplo --network base-sepolia).</translation>
    </message>
    <message>
        <source>All sites together may take at most %1 in 24 hours on %2; nothing is paid above it, asked or not.</source>
        <translation>Todos los sitios juntos pueden tomar como máximo %1 en 24 horas en %2; no se paga nada por encima, se pregunte o no.</translation>
    </message>
    <message>
        <source>No daily cap for all sites in %1 on %2.</source>
        <translation>Sin límite diario para todos los sitios en %1 en %2.</translation>
    </message>
    <message>
        <source>Allowed payee: %1.</source>
        <translation>Beneficiario permitido: %1.</translation>
    </message>
    <message>
        <source>Denied payee: %1.</source>
        <translation>Beneficiario denegado: %1.</translation>
    </message>
    <message>
        <source>budget payee needs allow, deny or remove, then the payee&apos;s address.</source>
        <translation>budget payee necesita allow, deny o remove y después la dirección del beneficiario.</translation>
    </message>
    <message>
        <source>%1 may be paid; with an allow list, only the payees on it are paid.</source>
        <translation>%1 puede recibir pagos; con una lista de permitidos, solo se paga a los beneficiarios que figuran en ella.</translation>
    </message>
    <message>
        <source>%1 is never paid.</source>
        <translation>Nunca se paga a %1.</translation>
    </message>
    <message>
        <source>There was no daily cap for all sites on %1; nothing to remove.</source>
        <translation>No había un límite diario para todos los sitios en %1; no hay nada que quitar.</translation>
    </message>
    <message>
        <source>No daily cap for all sites on %1 any more (removed: %2).</source>
        <translation>Ya no hay límite diario para todos los sitios en %1 (quitados: %2).</translation>
    </message>
    <message>
        <source>Paydesk does not know the network %1: give one it lists (solana-devnet, base-sepolia, ...) or a CAIP-2 id (eip155:8453) with --network.</source>
        <translation>Paydesk no conoce la red %1: indique con --network una que conozca (solana-devnet, base-sepolia, ...) o un id CAIP-2 (eip155:8453).</translation>
    </message>
    <message>
        <source>--%1 must be more than zero: a budget of 0 pays nothing; revoke the site&apos;s budget instead.</source>
        <translation>--%1 debe ser mayor que cero: un presupuesto de 0 no paga nada; revoque en su lugar el presupuesto del sitio.</translation>
    </message>
    <message>
        <source>A daily cap must be more than zero; to take a cap away, give none (budget cap none).</source>
        <translation>Un límite diario debe ser mayor que cero; para quitar un límite, indique none (budget cap none).</translation>
    </message>
    <message>
        <source>%1 is off the payee lists now.</source>
        <translation>%1 ya no está en ninguna lista de beneficiarios.</translation>
    </message>
    <message>
        <source>%1 was on no payee list: nothing to remove.</source>
        <translation>%1 no estaba en ninguna lista de beneficiarios: no hay nada que quitar.</translation>
    </message>
    <message>
        <source>%1 per payment, %2</source>
        <translation>%1 por pago, %2</translation>
    </message>
    <message>
        <source>--%1 must be more than zero, or none for no such cap.</source>
        <translation>--%1 debe ser mayor que cero, o none para ningún límite así.</translation>
    </message>
    <message>
        <source>--window is day, week or month, not %1.</source>
        <translation>--window es day, week o month, no %1.</translation>
    </message>
    <message>
        <source>A cap must be more than zero; to take it away, give none (budget cap &quot;none USD&quot;).</source>
        <translation>Un límite debe ser mayor que cero; para quitarlo, indique none (budget cap &quot;none USD&quot;).</translation>
    </message>
    <message>
        <source>All sites together may take at most %1 %2 in dollar stablecoins (USDC on every network), whatever the coin; nothing is paid above it, asked or not.</source>
        <translation>Todos los sitios juntos pueden tomar como mucho %1 %2 en stablecoins de dólar (USDC en cada red), sea cual sea la moneda; no se paga nada por encima, se pregunte o no.</translation>
    </message>
    <message>
        <source>No cap in dollars any more.</source>
        <translation>Ya no hay límite en dólares.</translation>
    </message>
    <message>
        <source>No cap in dollars %1 any more.</source>
        <translation>Ya no hay límite en dólares %1.</translation>
    </message>
    <message>
        <source>%1 on %2: %3; %4</source>
        <translation>%1 en %2: %3; %4</translation>
    </message>
    <message>
        <source>ended, asked every time</source>
        <translation>terminado, se pregunta cada vez</translation>
    </message>
    <message>
        <source>Cap for all sites in all dollar stablecoins together: %1 %2.</source>
        <translation>Límite para todos los sitios en todas las stablecoins de dólar juntas: %1 %2.</translation>
    </message>
    <message>
        <source>%1 may take up to %2 on %3 without asking.</source>
        <translation>%1 puede tomar hasta %2 en %3 sin preguntar.</translation>
    </message>
    <message>
        <source>--window is for a cap in dollars (&quot;5 USD&quot;); a cap in one coin on one network is per day.</source>
        <translation>--window es para un límite en dólares (&quot;5 USD&quot;); un límite en una moneda en una red es por día.</translation>
    </message>
</context>
<context>
    <name>CliEvmImport</name>
    <message>
        <source>wallet import --chain evm needs exactly one of --secret-key-env NAME, --mnemonic-env NAME or --keystore-file FILE.</source>
        <translation>wallet import --chain evm necesita exactamente una de --secret-key-env NAME, --mnemonic-env NAME o --keystore-file FILE.</translation>
    </message>
    <message>
        <source>Cannot read the keystore file %1: %2.</source>
        <translation>No se puede leer el archivo keystore %1: %2.</translation>
    </message>
    <message>
        <source>Password of the keystore file: </source>
        <translation>Contraseña del archivo keystore: </translation>
    </message>
    <message>
        <source>The keystore file&apos;s password is needed: pass --password-env NAME, or run in a terminal to be asked. It is never stored.</source>
        <translation>Se necesita la contraseña del archivo keystore: pase --password-env NAME o ejecútelo en un terminal para que se le pida. Nunca se guarda.</translation>
    </message>
    <message>
        <source>The environment variable %1 is not set or empty.</source>
        <translation>La variable de entorno %1 no está definida o está vacía.</translation>
    </message>
</context>
<context>
    <name>CliFetchOutput</name>
    <message>
        <source>The site asks for payment (x402 version %1, from the %2):</source>
        <translation>El sitio pide un pago (versión %1 de x402, origen: %2):</translation>
    </message>
    <message>
        <source>PAYMENT-REQUIRED header</source>
        <translation>cabecera PAYMENT-REQUIRED</translation>
    </message>
    <message>
        <source>JSON body</source>
        <translation>cuerpo JSON</translation>
    </message>
    <message>
        <source>  option %1: %2 %3 on %4 to %5 (asset %6, %7 s) - %8</source>
        <translation>  opción %1: %2 %3 en %4 a %5 (activo %6, %7 s) - %8</translation>
    </message>
    <message>
        <source>    why: %1</source>
        <translation>    motivo: %1</translation>
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
        <translation>Pagar %1
  sitio: %2
  importe: %3 (%4 unidades atómicas)
  red: %5
  destinatario: %6
  de: %7
  válido durante: %8 s
  presupuesto restante hoy: %9</translation>
    </message>
    <message>
        <source>  NOTE: you already paid for this URL before (payment %1, %2): %3</source>
        <translation>  NOTA: ya pagó esta URL anteriormente (pago %1, %2): %3</translation>
    </message>
    <message>
        <source>paydesk-cli: error: cannot write %1: %2</source>
        <translation>paydesk-cli: error: no se puede escribir %1: %2</translation>
    </message>
    <message>
        <source>Paid: payment %1, transaction %2.</source>
        <translation>Pagado: pago %1, transacción %2.</translation>
    </message>
    <message>
        <source>Saved %1 bytes (%2) to %3.</source>
        <translation>Se guardaron %1 bytes (%2) en %3.</translation>
    </message>
    <message>
        <source>unknown type</source>
        <translation>tipo desconocido</translation>
    </message>
    <message>
        <source>paydesk-cli: error: the site answered HTTP %1.</source>
        <translation>paydesk-cli: error: el sitio respondió HTTP %1.</translation>
    </message>
    <message>
        <source>paydesk-cli: error: %1</source>
        <translation>paydesk-cli: error: %1</translation>
    </message>
    <message>
        <source>%1 of %2 (%3 per payment%4)</source>
        <translation>%1 de %2 (%3 por pago%4)</translation>
    </message>
    <message>
        <source>, granted</source>
        <translation>, concedido</translation>
    </message>
    <message>
        <source>, the default: this site has no budget</source>
        <translation>, el predeterminado: este sitio no tiene presupuesto</translation>
    </message>
    <message>
        <source>  wallet balance: %1</source>
        <translation>  saldo de la billetera: %1</translation>
    </message>
    <message>
        <source>  wallet balance: unknown (%1)</source>
        <translation>  saldo de la billetera: desconocido (%1)</translation>
    </message>
    <message>
        <source>  NOTE: %1 Confirming pays this one payment only: it grants no budget, and it counts toward the site&apos;s total for today.</source>
        <translation>  NOTA: %1 Confirmar paga solo este pago: no concede ningún presupuesto y cuenta para el total de hoy del sitio.</translation>
    </message>
    <message>
        <source>NOTE: %1</source>
        <translation>NOTA: %1</translation>
    </message>
    <message>
        <source>WARNING: %1</source>
        <translation>AVISO: %1</translation>
    </message>
    <message>
        <source>Paid: payment %1 (no transaction).</source>
        <translation>Pagado: pago %1 (sin transacción).</translation>
    </message>
</context>
<context>
    <name>CliHostedWallet</name>
    <message>
        <source>wallet create --hosted makes test wallets on the sandbox only (a service on this computer), and %1 is not one. A real payment service creates its custodial wallets in its dashboard: create one there and use its address with send --from.</source>
        <translation>wallet create --hosted crea billeteras de prueba solo en el entorno de pruebas (un servicio en este equipo), y %1 no lo es. Un servicio de pagos real crea sus billeteras custodiadas en su panel: cree una allí y use su dirección con send --from.</translation>
    </message>
    <message>
        <source>--chain must be solana or evm.</source>
        <translation>--chain debe ser solana o evm.</translation>
    </message>
    <message>
        <source>Must be more than 0 %1.</source>
        <translation>Debe ser mayor que 0 %1.</translation>
    </message>
    <message numerus="yes">
        <source>The sandbox did not answer within %n second(s).</source>
        <translation>
            <numerusform>El entorno de pruebas no respondió en %n segundo.</numerusform>
            <numerusform>El entorno de pruebas no respondió en %n segundos.</numerusform>
        </translation>
    </message>
    <message>
        <source>Network error: %1</source>
        <translation>Error de red: %1</translation>
    </message>
    <message>
        <source>The sandbox&apos;s answer names no wallet address.</source>
        <translation>La respuesta del entorno de pruebas no indica ninguna dirección de billetera.</translation>
    </message>
    <message>
        <source>Hosted wallet %1 created on the sandbox with %2 %3 of test funds.
The sandbox holds its key (custodial): hosted send and receive use it, e.g.
  paydesk-cli send --from %1 --to RECIPIENT --amount 0.25</source>
        <translation>Billetera alojada %1 creada en el entorno de pruebas con %2 %3 de fondos de prueba.
El entorno de pruebas guarda su clave (custodiada): send y receive en modo alojado la usan, p. ej.
  paydesk-cli send --from %1 --to RECIPIENT --amount 0.25</translation>
    </message>
</context>
<context>
    <name>CliInput</name>
    <message>
        <source>y</source>
        <translation>s</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sí</translation>
    </message>
</context>
<context>
    <name>CliNodeFamily</name>
    <message>
        <source>The %1 node at %2 did not say which network it is on (%3): name its network with --network.</source>
        <translation>El nodo de %1 en %2 no dijo en qué red está (%3): indique su red con --network.</translation>
    </message>
</context>
<context>
    <name>CliNodes</name>
    <message>
        <source>no answer</source>
        <translation>sin respuesta</translation>
    </message>
</context>
<context>
    <name>CliPrinter</name>
    <message>
        <source>Payment sent.</source>
        <translation>Pago enviado.</translation>
    </message>
    <message>
        <source>Payment id</source>
        <translation>ID de pago</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Importe</translation>
    </message>
    <message>
        <source>Recipient</source>
        <translation>Destinatario</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Firma</translation>
    </message>
    <message>
        <source>Proof</source>
        <translation>Comprobante</translation>
    </message>
    <message>
        <source>Follow it with: paydesk-cli status %1 --wait</source>
        <translation>Haga su seguimiento con: paydesk-cli status %1 --wait</translation>
    </message>
    <message>
        <source>Payment verified.</source>
        <translation>Pago verificado.</translation>
    </message>
    <message>
        <source>Payment NOT verified.</source>
        <translation>Pago NO verificado.</translation>
    </message>
    <message>
        <source>Payer</source>
        <translation>Pagador</translation>
    </message>
    <message>
        <source>%1 (final)</source>
        <translation>%1 (final)</translation>
    </message>
    <message>
        <source>Direction</source>
        <translation>Sentido</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Red</translation>
    </message>
    <message>
        <source>From</source>
        <translation>De</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Para</translation>
    </message>
    <message>
        <source>Fee</source>
        <translation>Comisión</translation>
    </message>
    <message>
        <source>Priority fee</source>
        <translation>Comisión de prioridad</translation>
    </message>
    <message>
        <source>Block height</source>
        <translation>Altura de bloque</translation>
    </message>
    <message>
        <source>Resource</source>
        <translation>Recurso</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Creado</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>Actualizado</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Error</translation>
    </message>
    <message>
        <source>No payments.</source>
        <translation>No hay pagos.</translation>
    </message>
    <message>
        <source>Dir</source>
        <translation>Sentido</translation>
    </message>
    <message>
        <source>Counterparty</source>
        <translation>Contraparte</translation>
    </message>
    <message>
        <source>Showing %1-%2 of %3.</source>
        <translation>Mostrando %1-%2 de %3.</translation>
    </message>
    <message>
        <source>Showing %1-%2.</source>
        <translation>Mostrando %1-%2.</translation>
    </message>
    <message>
        <source>Next page: --offset %1</source>
        <translation>Página siguiente: --offset %1</translation>
    </message>
    <message>
        <source>%1 (HTTP %2, %3)</source>
        <translation>%1 (HTTP %2, %3)</translation>
    </message>
    <message>
        <source>paydesk-cli: error: %1</source>
        <translation>paydesk-cli: error: %1</translation>
    </message>
    <message>
        <source>What to do: %1</source>
        <translation>Qué hacer: %1</translation>
    </message>
    <message>
        <source>paydesk-cli: %1</source>
        <translation>paydesk-cli: %1</translation>
    </message>
    <message>
        <source>Check your internet connection and the service address (--service or PAYDESK_SERVICE_URL), then try again.</source>
        <translation>Compruebe su conexión a internet y la dirección del servicio (--service o PAYDESK_SERVICE_URL) y vuelva a intentarlo.</translation>
    </message>
    <message>
        <source>Check the API key: store it again with &apos;paydesk-cli --service URL key set&apos;, or pass --api-key-env NAME.</source>
        <translation>Compruebe la clave de API: guárdela de nuevo con &apos;paydesk-cli --service URL key set&apos;, o pase --api-key-env NAME.</translation>
    </message>
    <message>
        <source>Check the API key in the environment variable %1 (--api-key-env): it may be mistyped, revoked or for another service.</source>
        <translation>Compruebe la clave de API de la variable de entorno %1 (--api-key-env): puede estar mal escrita, revocada o ser de otro servicio.</translation>
    </message>
    <message>
        <source>Network fee</source>
        <translation>Comisión de red</translation>
    </message>
    <message>
        <source>Total debited</source>
        <translation>Total cargado</translation>
    </message>
    <message>
        <source>Balance left</source>
        <translation>Saldo restante</translation>
    </message>
    <message>
        <source>%1 (final): not signed, nothing charged</source>
        <translation>%1 (final): sin firmar, no se cobró nada</translation>
    </message>
    <message>
        <source>Correct %1 and try again.</source>
        <translation>Corrija %1 e inténtelo de nuevo.</translation>
    </message>
</context>
<context>
    <name>CliRunner</name>
    <message>
        <source>No payment service configured: pass --service URL (or set PAYDESK_SERVICE_URL).</source>
        <translation>No hay ningún servicio de pagos configurado: pase --service URL (o defina PAYDESK_SERVICE_URL).</translation>
    </message>
    <message>
        <source>The environment variable %1 (from --api-key-env) is not set or empty.</source>
        <translation>La variable de entorno %1 (de --api-key-env) no está definida o está vacía.</translation>
    </message>
    <message>
        <source>No API key stored for %1. Store one with &apos;paydesk-cli --service %1 key set&apos; or pass --api-key-env NAME.</source>
        <translation>No hay ninguna clave de API guardada para %1. Guarde una con &apos;paydesk-cli --service %1 key set&apos; o pase --api-key-env NAME.</translation>
    </message>
    <message>
        <source>send needs --%1.</source>
        <translation>send necesita --%1.</translation>
    </message>
    <message>
        <source>receive needs --%1.</source>
        <translation>receive necesita --%1.</translation>
    </message>
    <message>
        <source>Must be a whole number of seconds.</source>
        <translation>Debe ser un número entero de segundos.</translation>
    </message>
    <message>
        <source>Must be a positive number of seconds.</source>
        <translation>Debe ser un número positivo de segundos.</translation>
    </message>
    <message>
        <source>The payment is still %1; stopped waiting.</source>
        <translation>El pago sigue en estado %1; se dejó de esperar.</translation>
    </message>
    <message>
        <source>Must be a whole number.</source>
        <translation>Debe ser un número entero.</translation>
    </message>
    <message>
        <source>API key for %1: </source>
        <translation>Clave de API para %1: </translation>
    </message>
    <message>
        <source>No key on standard input. Example: paydesk-cli --service URL key set &lt; keyfile</source>
        <translation>No hay ninguna clave en la entrada estándar. Ejemplo: paydesk-cli --service URL key set &lt; keyfile</translation>
    </message>
    <message>
        <source>API key for %1 stored in the OS keychain. Check it with &apos;paydesk-cli --service %1 key test&apos;.</source>
        <translation>Clave de API para %1 guardada en el llavero del sistema operativo. Compruébela con &apos;paydesk-cli --service %1 key test&apos;.</translation>
    </message>
    <message>
        <source>No API key was stored for %1.</source>
        <translation>No había ninguna clave de API guardada para %1.</translation>
    </message>
    <message>
        <source>API key for %1 deleted from the OS keychain.</source>
        <translation>Clave de API para %1 eliminada del llavero del sistema operativo.</translation>
    </message>
    <message>
        <source>Cannot read standard input.</source>
        <translation>No se puede leer la entrada estándar.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>No se puede leer %1: %2</translation>
    </message>
    <message>
        <source>Metadata must be a JSON object, such as {&quot;orderId&quot;: &quot;42&quot;}%1.</source>
        <translation>Los metadatos deben ser un objeto JSON, como {&quot;orderId&quot;: &quot;42&quot;}%1.</translation>
    </message>
    <message>
        <source> (%1 at byte %2)</source>
        <translation> (%1 en el byte %2)</translation>
    </message>
    <message>
        <source>--hosted goes with &apos;wallet create&apos;.</source>
        <translation>--hosted va con &apos;wallet create&apos;.</translation>
    </message>
    <message>
        <source>Waiting for payment %1 to reach a final state (Ctrl-C stops waiting) ...</source>
        <translation>Esperando a que el pago %1 llegue a un estado final (Ctrl-C deja de esperar) ...</translation>
    </message>
    <message>
        <source>Stopped waiting before the service answered.</source>
        <translation>Se dejó de esperar antes de que respondiera el servicio.</translation>
    </message>
    <message>
        <source>Stopped waiting; the payment is still %1.</source>
        <translation>Se dejó de esperar; el pago sigue en estado %1.</translation>
    </message>
    <message>
        <source>%1 Nothing was changed. Resume with: paydesk-cli status %2 --wait</source>
        <translation>%1 No se cambió nada. Reanude con: paydesk-cli status %2 --wait</translation>
    </message>
    <message>
        <source>No API key for %1 at hand, so builds nobody signed are not listed: pass --api-key-env NAME or store one with &apos;key set&apos;.</source>
        <translation>No hay ninguna clave de API disponible para %1, así que no se muestran las transacciones creadas que nadie firmó: pase --api-key-env NAME o guarde una con &apos;key set&apos;.</translation>
    </message>
    <message>
        <source>Unknown command: %1</source>
        <translation>Orden desconocida: %1</translation>
    </message>
    <message>
        <source>--fund goes with &apos;wallet create --hosted&apos;.</source>
        <translation>--fund va con &apos;wallet create --hosted&apos;.</translation>
    </message>
    <message>
        <source>--chain goes with &apos;wallet import&apos; or &apos;wallet create --hosted&apos; (a created phrase gives both accounts).</source>
        <translation>--chain va con &apos;wallet import&apos; o &apos;wallet create --hosted&apos; (una frase creada da ambas cuentas).</translation>
    </message>
    <message>
        <source>Created by paydesk-cli</source>
        <translation>Creado con paydesk-cli</translation>
    </message>
    <message>
        <source>Mainnet has no test funds: use --rpc devnet, testnet or sandbox.</source>
        <translation>Mainnet no tiene fondos de prueba: use --rpc devnet, testnet o sandbox.</translation>
    </message>
    <message>
        <source>Not a wallet address.</source>
        <translation>No es una dirección de billetera.</translation>
    </message>
    <message>
        <source>Status: %1 ...</source>
        <translation>Estado: %1 ...</translation>
    </message>
    <message>
        <source>No payment service is configured, and paying from your own wallets needs none: name the wallet with --from ADDRESS (&apos;paydesk-cli wallet list&apos; shows them). A hosted wallet needs --service URL.</source>
        <translation>No hay ningún servicio de pago configurado, y pagar desde sus propios monederos no lo necesita: indique el monedero con --from DIRECCIÓN (&apos;paydesk-cli wallet list&apos; los muestra). Un monedero alojado necesita --service URL.</translation>
    </message>
    <message>
        <source>--from %1 is not a wallet in Paydesk (&apos;paydesk-cli wallet list&apos; shows yours); a hosted wallet needs --service URL.</source>
        <translation>--from %1 no es un monedero de Paydesk (&apos;paydesk-cli wallet list&apos; muestra los suyos); un monedero alojado necesita --service URL.</translation>
    </message>
    <message>
        <source>%1 Nothing was sent. To send to this address anyway, run the same command with --yes.</source>
        <translation>%1 No se envió nada. Para enviar a esta dirección de todos modos, ejecute el mismo comando con --yes.</translation>
    </message>
</context>
<context>
    <name>CliSolanaNode</name>
    <message>
        <source>The Solana node at %1 did not say which cluster it is on (%2): name its network with --network, for example solana-devnet.</source>
        <translation>El nodo de Solana en %1 no ha dicho en qué clúster está (%2): indique su red con --network, por ejemplo solana-devnet.</translation>
    </message>
    <message>
        <source>--local needs a Solana node: --rpc URL (or mainnet-beta, devnet, testnet, sandbox).</source>
        <translation>--local necesita un nodo de Solana: --rpc URL (o mainnet-beta, devnet, testnet, sandbox).</translation>
    </message>
</context>
<context>
    <name>CliTokens</name>
    <message>
        <source>paydesk-cli: error: %1</source>
        <translation>paydesk-cli: error: %1</translation>
    </message>
    <message>
        <source>%1 on %2: %3, %4 decimals (added by you)</source>
        <translation>%1 en %2: %3, %4 decimales (añadido por usted)</translation>
    </message>
    <message>
        <source>%1 on %2: %3, %4 decimals</source>
        <translation>%1 en %2: %3, %4 decimales</translation>
    </message>
    <message>
        <source>token %1 needs the network and the token&apos;s address.</source>
        <translation>token %1 necesita la red y la dirección del token.</translation>
    </message>
    <message>
        <source>token add needs --symbol and --decimals, as the token&apos;s contract or mint says (never as a seller says).</source>
        <translation>token add necesita --symbol y --decimals, según el contrato o mint del token (nunca según un vendedor).</translation>
    </message>
    <message>
        <source>Added %1 on %2 (%3, %4 decimals): Paydesk now pays prices in it, within your budgets.</source>
        <translation>Se añadió %1 en %2 (%3, %4 decimales): Paydesk ahora paga precios en él, dentro de sus presupuestos.</translation>
    </message>
    <message>
        <source>Removed %1 on %2: Paydesk refuses prices in it again.</source>
        <translation>Se quitó %1 en %2: Paydesk vuelve a rechazar precios en él.</translation>
    </message>
</context>
<context>
    <name>DatabaseSchema</name>
    <message>
        <source>The database is not open.</source>
        <translation>La base de datos no está abierta.</translation>
    </message>
    <message>
        <source>%1 was written by a newer version of Paydesk (data version %2; this version knows up to %3). Paydesk left the file as it is: update Paydesk to use it, or start this version with another data folder.</source>
        <translation>%1 fue escrito por una versión más reciente de Paydesk (versión de datos %2; esta versión conoce hasta la %3). Paydesk dejó el archivo como estaba: actualice Paydesk para usarlo o inicie esta versión con otra carpeta de datos.</translation>
    </message>
    <message>
        <source>%1 is in use by another program (%2). Close it and try again.</source>
        <translation>%1 está en uso por otro programa (%2). Ciérrelo e inténtelo de nuevo.</translation>
    </message>
    <message>
        <source>%1 cannot be written (%2), so Paydesk cannot bring it up to date. Make the file and its folder writable for you and try again; nothing was changed.</source>
        <translation>No se puede escribir en %1 (%2), por lo que Paydesk no puede actualizarlo. Haga que el archivo y su carpeta tengan permiso de escritura para usted e inténtelo de nuevo; no se cambió nada.</translation>
    </message>
    <message>
        <source>%1 could not be brought up to date: the disk is full or failing (%2). Free some space and try again; nothing was changed.</source>
        <translation>%1 no se pudo actualizar: el disco está lleno o falla (%2). Libere espacio e inténtelo de nuevo; no se cambió nada.</translation>
    </message>
    <message>
        <source>%1 is damaged (%2). Paydesk did not change it and will not write to it. Quit Paydesk, move the file aside (keep it: it may hold your payment journal) or restore a backup, then start Paydesk again.</source>
        <translation>%1 está dañado (%2). Paydesk no lo modificó y no escribirá en él. Cierre Paydesk, mueva el archivo a otro lugar (consérvelo: puede contener su diario de pagos) o restaure una copia de seguridad y vuelva a iniciar Paydesk.</translation>
    </message>
    <message>
        <source>%1 could not be brought up to date (%2); nothing was changed.</source>
        <translation>%1 no se pudo actualizar (%2); no se cambió nada.</translation>
    </message>
    <message>
        <source>%1 could not be brought up to date: the step &quot;%2&quot; failed (%3); nothing was changed.</source>
        <translation>%1 no se pudo actualizar: falló el paso «%2» (%3); no se cambió nada.</translation>
    </message>
    <message>
        <source>%1 is not the file Paydesk keeps there (it holds other data, perhaps Paydesk&apos;s other database). Paydesk left it as it is: move it aside or start Paydesk with another data folder.</source>
        <translation>%1 no es el archivo que Paydesk guarda ahí (contiene otros datos, quizá la otra base de datos de Paydesk). Paydesk lo dejó como estaba: muévalo a otro lugar o inicie Paydesk con otra carpeta de datos.</translation>
    </message>
</context>
<context>
    <name>Eip3009</name>
    <message>
        <source>The authorization&apos;s &quot;%1&quot; is missing or malformed.</source>
        <translation>El campo &quot;%1&quot; de la autorización falta o está mal formado.</translation>
    </message>
    <message>
        <source>The seller did not name the token&apos;s EIP-712 domain (extra.name and extra.version): a guessed one would give a signature no token accepts, so Paydesk does not sign.</source>
        <translation>El vendedor no indicó el dominio EIP-712 del token (extra.name y extra.version): uno adivinado daría una firma que ningún token acepta, así que Paydesk no firma.</translation>
    </message>
    <message>
        <source>%1 is not an EVM network with a chain id.</source>
        <translation>%1 no es una red EVM con un ID de cadena.</translation>
    </message>
    <message>
        <source>The token address %1 is not an EVM address.</source>
        <translation>La dirección del token %1 no es una dirección EVM.</translation>
    </message>
    <message>
        <source>The seller&apos;s address %1 is not an EVM address.</source>
        <translation>La dirección del vendedor %1 no es una dirección EVM.</translation>
    </message>
    <message>
        <source>The price %1 is not a positive whole number of atomic units.</source>
        <translation>El precio %1 no es un número entero positivo de unidades atómicas.</translation>
    </message>
    <message>
        <source>The payment&apos;s validity window cannot be set.</source>
        <translation>No se puede fijar el periodo de validez del pago.</translation>
    </message>
    <message>
        <source>The payment authorization could not be signed with the key of %1; nothing was sent.</source>
        <translation>No se pudo firmar la autorización de pago con la clave de %1; no se envió nada.</translation>
    </message>
</context>
<context>
    <name>Erc20Balance</name>
    <message>
        <source>%1 is not a token contract.</source>
        <translation>%1 no es un contrato de token.</translation>
    </message>
    <message>
        <source>The node&apos;s answer to eth_chainId is not readable.</source>
        <translation>La respuesta del nodo a eth_chainId es ilegible.</translation>
    </message>
    <message>
        <source>the EVM node serves chain %1, not chain %2 of the %3</source>
        <translation>el nodo EVM sirve la cadena %1, no la cadena %2 de %3</translation>
    </message>
    <message>
        <source>The %1 balance is too large to show.</source>
        <translation>El saldo de %1 es demasiado grande para mostrarlo.</translation>
    </message>
    <message>
        <source>The node&apos;s answer to authorizationState is not a boolean (does %1 implement EIP-3009?).</source>
        <translation>La respuesta del nodo a authorizationState no es un booleano (¿implementa %1 EIP-3009?).</translation>
    </message>
    <message>
        <source>The node&apos;s answer to %1 is not a number (is %2 a token on this chain?).</source>
        <translation>La respuesta del nodo a %1 no es un número (¿es %2 un token de esta cadena?).</translation>
    </message>
</context>
<context>
    <name>EvmAddress</name>
    <message>
        <source>An EVM address starts with 0x, followed by 40 hexadecimal characters.</source>
        <translation>Una dirección EVM empieza por 0x, seguido de 40 caracteres hexadecimales.</translation>
    </message>
</context>
<context>
    <name>EvmBip32</name>
    <message>
        <source>A derivation path starts with m/, such as m/44&apos;/60&apos;/0&apos;/0/0.</source>
        <translation>Una ruta de derivación empieza por m/, como m/44&apos;/60&apos;/0&apos;/0/0.</translation>
    </message>
    <message>
        <source>Step %1 of the path is not a number below 2^31.</source>
        <translation>El paso %1 de la ruta no es un número inferior a 2^31.</translation>
    </message>
</context>
<context>
    <name>EvmEndpoint</name>
    <message>
        <source>The sandbox&apos;s EVM endpoint needs the service URL (--service).</source>
        <translation>El punto de conexión EVM del entorno de pruebas necesita la URL del servicio (--service).</translation>
    </message>
    <message>
        <source>The EVM RPC endpoint must be a network name (ethereum, base, base-sepolia, polygon, arbitrum-one, sandbox) or an http(s) URL; &apos;%1&apos; is none of these.</source>
        <translation>El punto de conexión RPC de EVM debe ser un nombre de red (ethereum, base, base-sepolia, polygon, arbitrum-one, sandbox) o una URL http(s); &apos;%1&apos; no es ninguno de ellos.</translation>
    </message>
    <message>
        <source>Use https for an RPC endpoint that is not on this computer.</source>
        <translation>Use https para un punto de conexión RPC que no esté en este equipo.</translation>
    </message>
</context>
<context>
    <name>EvmKeyImport</name>
    <message>
        <source>This is not a valid EVM private key: it must be 32 bytes between 1 and the secp256k1 group order.</source>
        <translation>Esta no es una clave privada EVM válida: debe tener 32 bytes y estar entre 1 y el orden del grupo de secp256k1.</translation>
    </message>
    <message>
        <source>The address of this key could not be computed.</source>
        <translation>No se pudo calcular la dirección de esta clave.</translation>
    </message>
    <message numerus="yes">
        <source>An EVM private key is 64 hex digits (optionally after 0x); this one has %n character(s).</source>
        <translation>
            <numerusform>Una clave privada EVM tiene 64 dígitos hexadecimales (opcionalmente tras 0x); esta tiene %n carácter.</numerusform>
            <numerusform>Una clave privada EVM tiene 64 dígitos hexadecimales (opcionalmente tras 0x); esta tiene %n caracteres.</numerusform>
        </translation>
    </message>
    <message>
        <source>An EVM private key has only the hex digits 0-9 and a-f.</source>
        <translation>Una clave privada EVM solo contiene los dígitos hexadecimales 0-9 y a-f.</translation>
    </message>
    <message>
        <source>No key exists at %1 for this phrase; use the next account.</source>
        <translation>No existe ninguna clave en %1 para esta frase; use la cuenta siguiente.</translation>
    </message>
</context>
<context>
    <name>EvmKeystore</name>
    <message>
        <source>The keystore file has no &quot;%1&quot;.</source>
        <translation>Al archivo keystore le falta el campo &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>The keystore file&apos;s &quot;%1&quot; is not text.</source>
        <translation>El campo &quot;%1&quot; del archivo keystore no es texto.</translation>
    </message>
    <message>
        <source>The keystore file&apos;s &quot;%1&quot; is not hexadecimal.</source>
        <translation>El campo &quot;%1&quot; del archivo keystore no es hexadecimal.</translation>
    </message>
    <message>
        <source>The keystore file&apos;s &quot;%1&quot; is not %2 bytes long.</source>
        <translation>El campo &quot;%1&quot; del archivo keystore no tiene %2 bytes.</translation>
    </message>
    <message>
        <source>The keystore file&apos;s &quot;%1&quot; is not %2 to %3 bytes long.</source>
        <translation>El campo &quot;%1&quot; del archivo keystore no tiene entre %2 y %3 bytes.</translation>
    </message>
    <message>
        <source>The keystore file&apos;s &quot;%1&quot; is not a whole number from %2 to %3.</source>
        <translation>El campo &quot;%1&quot; del archivo keystore no es un número entero de %2 a %3.</translation>
    </message>
    <message>
        <source>The keystore file is larger than %1 KiB.</source>
        <translation>El archivo keystore supera los %1 KiB.</translation>
    </message>
    <message>
        <source>This is not a keystore file: it is not a JSON object.</source>
        <translation>Esto no es un archivo keystore: no es un objeto JSON.</translation>
    </message>
    <message>
        <source>This keystore file is version %1; Paydesk reads version 3.</source>
        <translation>Este archivo keystore es de la versión %1; Paydesk lee la versión 3.</translation>
    </message>
    <message>
        <source>The keystore file uses the cipher &quot;%1&quot;; Paydesk reads aes-128-ctr only.</source>
        <translation>El archivo keystore usa el cifrado &quot;%1&quot;; Paydesk solo lee aes-128-ctr.</translation>
    </message>
    <message>
        <source>The keystore file&apos;s scrypt &quot;n&quot; (%1) is not a power of two.</source>
        <translation>El parámetro &quot;n&quot; de scrypt (%1) del archivo keystore no es una potencia de dos.</translation>
    </message>
    <message>
        <source>The keystore file&apos;s scrypt parameters would need more than %1 MiB of memory.</source>
        <translation>Los parámetros de scrypt del archivo keystore necesitarían más de %1 MiB de memoria.</translation>
    </message>
    <message>
        <source>The keystore file&apos;s scrypt parameters would take too long to compute (n x r x p is above %1).</source>
        <translation>Los parámetros de scrypt del archivo keystore tardarían demasiado en calcularse (n x r x p supera %1).</translation>
    </message>
    <message>
        <source>The keystore file&apos;s PBKDF2 uses &quot;%1&quot;; Paydesk reads hmac-sha256 only.</source>
        <translation>El PBKDF2 del archivo keystore usa &quot;%1&quot;; Paydesk solo lee hmac-sha256.</translation>
    </message>
    <message>
        <source>The keystore file uses the key derivation &quot;%1&quot;; Paydesk reads scrypt and pbkdf2.</source>
        <translation>El archivo keystore usa la derivación de clave &quot;%1&quot;; Paydesk lee scrypt y pbkdf2.</translation>
    </message>
    <message>
        <source>The key could not be derived from the password (out of memory?).</source>
        <translation>No se pudo derivar la clave a partir de la contraseña (¿memoria insuficiente?).</translation>
    </message>
    <message>
        <source>The password is wrong, or the keystore file is damaged (its MAC does not match).</source>
        <translation>La contraseña es incorrecta o el archivo keystore está dañado (su MAC no coincide).</translation>
    </message>
    <message>
        <source>The keystore file could not be decrypted.</source>
        <translation>No se pudo descifrar el archivo keystore.</translation>
    </message>
    <message>
        <source>The keystore file holds no valid secp256k1 private key.</source>
        <translation>El archivo keystore no contiene una clave privada secp256k1 válida.</translation>
    </message>
    <message>
        <source>The key in the keystore file does not belong to the address the file names (%1).</source>
        <translation>La clave del archivo keystore no corresponde a la dirección que indica el archivo (%1).</translation>
    </message>
</context>
<context>
    <name>EvmOutcomeText</name>
    <message>
        <source>Confirmed in block %1; the network fee was %2 ETH.</source>
        <translation>Confirmada en el bloque %1; la comisión de red fue de %2 ETH.</translation>
    </message>
    <message>
        <source>The transaction was included in block %1 but reverted: the payment was not made, and the network fee of %2 ETH was charged.</source>
        <translation>La transacción se incluyó en el bloque %1, pero se revirtió: el pago no se realizó y se cobró la comisión de red de %2 ETH.</translation>
    </message>
    <message>
        <source>Another transaction with the same nonce was included instead (a speed-up or cancel of it): this one can no longer land, and nothing was charged for it.</source>
        <translation>En su lugar se incluyó otra transacción con el mismo nonce (una aceleración o cancelación de esta): esta ya no puede incluirse en la cadena y no se cobró nada por ella.</translation>
    </message>
    <message>
        <source>The node refused the transaction (%1): it was never broadcast, nothing was charged.</source>
        <translation>El nodo rechazó la transacción (%1): nunca se transmitió y no se cobró nada.</translation>
    </message>
    <message>
        <source>Sent; waiting for a block to include it. Until its nonce is used it can still land: speed it up or cancel it rather than paying again.</source>
        <translation>Enviada; esperando un bloque que la incluya. Mientras su nonce no se use, aún puede incluirse en la cadena: acelérela o cancélela en lugar de volver a pagar.</translation>
    </message>
</context>
<context>
    <name>EvmPolicy</name>
    <message>
        <source>The transaction has no recipient: it would create a contract instead of paying %1.</source>
        <translation>La transacción no tiene destinatario: crearía un contrato en lugar de pagar a %1.</translation>
    </message>
    <message>
        <source>The transaction pays %1, but you asked to pay %2.</source>
        <translation>La transacción paga a %1, pero usted pidió pagar a %2.</translation>
    </message>
    <message numerus="yes">
        <source>The transaction carries %n byte(s) of data: it would call a contract, not just pay. A payment carries none.</source>
        <translation>
            <numerusform>La transacción lleva %n byte de datos: llamaría a un contrato, no solo pagaría. Un pago no lleva datos.</numerusform>
            <numerusform>La transacción lleva %n bytes de datos: llamaría a un contrato, no solo pagaría. Un pago no lleva datos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The transaction lists %n account(s) to pre-load (an access list); a payment needs none.</source>
        <translation>
            <numerusform>La transacción indica %n cuenta para precargar (una lista de acceso); un pago no necesita ninguna.</numerusform>
            <numerusform>La transacción indica %n cuentas para precargar (una lista de acceso); un pago no necesita ninguna.</numerusform>
        </translation>
    </message>
    <message>
        <source>The transaction moves %1, but you asked to pay %2.</source>
        <translation>La transacción mueve %1, pero usted pidió pagar %2.</translation>
    </message>
    <message>
        <source>it would wait behind transactions that do not exist</source>
        <translation>esperaría detrás de transacciones que no existen</translation>
    </message>
    <message>
        <source>it would replace a transaction already sent</source>
        <translation>reemplazaría una transacción ya enviada</translation>
    </message>
    <message>
        <source>The transaction uses nonce %1, but the next nonce of your account is %2: %3.</source>
        <translation>La transacción usa el nonce %1, pero el siguiente nonce de su cuenta es %2: %3.</translation>
    </message>
    <message>
        <source>The gas limit is %1, but a payment to an account without code needs exactly %2.</source>
        <translation>El límite de gas es %1, pero un pago a una cuenta sin código necesita exactamente %2.</translation>
    </message>
    <message>
        <source>The recipient is a contract and your node gave no gas estimate, so the gas limit %1 cannot be checked.</source>
        <translation>El destinatario es un contrato y su nodo no dio ninguna estimación de gas, así que no se puede comprobar el límite de gas %1.</translation>
    </message>
    <message>
        <source>The priority fee per gas (%1 gwei) is above the maximum fee per gas (%2 gwei).</source>
        <translation>La comisión de prioridad por gas (%1 gwei) supera la comisión máxima por gas (%2 gwei).</translation>
    </message>
    <message>
        <source>The network fee can reach %1 (gas limit %2 x %3 gwei), above your limit of %4.</source>
        <translation>La comisión de red puede llegar a %1 (límite de gas %2 x %3 gwei), por encima de su límite de %4.</translation>
    </message>
    <message>
        <source>The service&apos;s quote expired at %1; nothing was signed. Ask for a fresh transaction.</source>
        <translation>La cotización del servicio caducó el %1; no se firmó nada. Solicite una transacción nueva.</translation>
    </message>
    <message numerus="yes">
        <source>The service&apos;s quote expires in %n second(s), too soon to review it; nothing was signed. Ask for a fresh one.</source>
        <translation>
            <numerusform>La cotización del servicio caduca en %n segundo, demasiado pronto para revisarla; no se firmó nada. Solicite una nueva.</numerusform>
            <numerusform>La cotización del servicio caduca en %n segundos, demasiado pronto para revisarla; no se firmó nada. Solicite una nueva.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pay %1 %2 to %3; network fee at most %4 %2, in total at most %5 %2 (nonce %6, gas limit %7, chain %8).</source>
        <translation>Pagar %1 %2 a %3; comisión de red como máximo %4 %2, en total como máximo %5 %2 (nonce %6, límite de gas %7, cadena %8).</translation>
    </message>
    <message>
        <source>The transaction is for chain %1, but you pay on %2 (chain %3). If signed, it would be valid on chain %1 instead.</source>
        <translation>La transacción es para la cadena %1, pero usted paga en %2 (cadena %3). Firmada, sería válida en la cadena %1.</translation>
    </message>
    <message>
        <source>The gas limit is %1; your node estimates %2 gas for this payment, so Paydesk accepts a limit from %3 to %4.</source>
        <translation>El límite de gas es %1; su nodo estima %2 de gas para este pago, así que Paydesk acepta un límite de %3 a %4.</translation>
    </message>
    <message>
        <source>The fees of this transaction are too large to compute (gas limit x fee per gas overflows).</source>
        <translation>Las comisiones de esta transacción son demasiado grandes para calcularlas (límite de gas x comisión por gas se desborda).</translation>
    </message>
    <message>
        <source>The priority fee can reach %1, more than the priority fee of %2 you asked for.</source>
        <translation>La comisión de prioridad puede llegar a %1, más que la comisión de prioridad de %2 que usted pidió.</translation>
    </message>
    <message>
        <source>The maximum fee per gas (%1 gwei) is below the next block&apos;s base fee (%2 gwei): the payment waits until fees fall, or until you speed it up.</source>
        <translation>La comisión máxima por gas (%1 gwei) está por debajo de la comisión base del siguiente bloque (%2 gwei): el pago espera hasta que bajen las comisiones o hasta que lo acelere.</translation>
    </message>
    <message>
        <source>The transaction&apos;s call to %1 is not the one you asked for.</source>
        <translation>La llamada de la transacción a %1 no es la que usted pidió.</translation>
    </message>
</context>
<context>
    <name>EvmProofReader</name>
    <message>
        <source>atomic units of an unnamed token</source>
        <translation>unidades atómicas de un token sin nombre</translation>
    </message>
    <message>
        <source>EIP-3009 transfer authorization (the seller&apos;s facilitator submits it)</source>
        <translation>Autorización de transferencia EIP-3009 (la presenta el facilitador del vendedor)</translation>
    </message>
    <message>
        <source>Permit2 transfer authorization (the seller&apos;s facilitator settles it through Permit2, within the payer&apos;s allowance)</source>
        <translation>Autorización de transferencia Permit2 (el facilitador del vendedor la liquida mediante Permit2, dentro de la asignación del pagador)</translation>
    </message>
    <message>
        <source>The payer did not sign this authorization.</source>
        <translation>El pagador no firmó esta autorización.</translation>
    </message>
    <message>
        <source>Not signed by the payer: it cannot be valid</source>
        <translation>No firmado por el pagador: no puede ser válido</translation>
    </message>
    <message>
        <source>Valid from %1 to %2 UTC, once; %3</source>
        <translation>Válido del %1 al %2 UTC, una sola vez; %3</translation>
    </message>
    <message>
        <source>signed by the payer</source>
        <translation>firmado por el pagador</translation>
    </message>
    <message>
        <source>the signature is checked when it is verified (an x402 v1 proof does not name the token)</source>
        <translation>la firma se comprueba al verificarlo (un comprobante x402 v1 no indica el token)</translation>
    </message>
    <message>
        <source>Usage-priced Permit2 authorization of up to the amount (upto: facilitator %1 settles it once for what was used)</source>
        <translation>Autorización Permit2 por uso de hasta el importe (upto: el facilitador %1 la liquida una vez por lo usado)</translation>
    </message>
</context>
<context>
    <name>EvmRlp</name>
    <message>
        <source>RLP lists are nested more than %1 deep.</source>
        <translation>Las listas RLP están anidadas en más de %1 niveles.</translation>
    </message>
    <message>
        <source>RLP data ends where an item should start (byte %1).</source>
        <translation>Los datos RLP terminan donde debería empezar un elemento (byte %1).</translation>
    </message>
    <message>
        <source>RLP is not canonical at byte %1: a single byte below 0x80 is written as a one-byte string instead of as itself.</source>
        <translation>El RLP no es canónico en el byte %1: un único byte menor que 0x80 está escrito como una cadena de un byte en lugar de como sí mismo.</translation>
    </message>
    <message>
        <source>RLP data is truncated at byte %1: the length of an item is cut off.</source>
        <translation>Los datos RLP están truncados en el byte %1: la longitud de un elemento está cortada.</translation>
    </message>
    <message>
        <source>RLP is not canonical at byte %1: a length starts with a zero byte.</source>
        <translation>El RLP no es canónico en el byte %1: una longitud empieza por un byte cero.</translation>
    </message>
    <message>
        <source>RLP is not canonical at byte %1: a length of %2 bytes uses the long form.</source>
        <translation>El RLP no es canónico en el byte %1: una longitud de %2 bytes usa la forma larga.</translation>
    </message>
    <message>
        <source>RLP data is truncated at byte %1: an item of %2 bytes has only %3 bytes left.</source>
        <translation>Los datos RLP están truncados en el byte %1: a un elemento de %2 bytes solo le quedan %3 bytes.</translation>
    </message>
    <message>
        <source>RLP data is empty.</source>
        <translation>Los datos RLP están vacíos.</translation>
    </message>
    <message>
        <source>The RLP item ends at byte %1, but the data goes on to byte %2.</source>
        <translation>El elemento RLP termina en el byte %1, pero los datos continúan hasta el byte %2.</translation>
    </message>
    <message>
        <source>%1 is a list where a number belongs.</source>
        <translation>%1 es una lista donde debería haber un número.</translation>
    </message>
    <message>
        <source>%1 is larger than %2 bytes.</source>
        <translation>%1 ocupa más de %2 bytes.</translation>
    </message>
    <message>
        <source>%1 is not a canonical number: it starts with a zero byte.</source>
        <translation>%1 no es un número canónico: empieza por un byte cero.</translation>
    </message>
</context>
<context>
    <name>EvmSignedScheme</name>
    <message>
        <source>%1 is not an EVM wallet.</source>
        <translation>%1 no es una cartera EVM.</translation>
    </message>
    <message>
        <source>EVM wallets cannot pay here.</source>
        <translation>Las carteras EVM no pueden pagar aquí.</translation>
    </message>
</context>
<context>
    <name>EvmTransaction</name>
    <message>
        <source>The key cannot sign: it is not a valid secp256k1 private key.</source>
        <translation>La clave no puede firmar: no es una clave privada secp256k1 válida.</translation>
    </message>
    <message>
        <source>The transaction is not signed.</source>
        <translation>La transacción no está firmada.</translation>
    </message>
    <message>
        <source>The transaction&apos;s signature is not valid: no key made it.</source>
        <translation>La firma de la transacción no es válida: ninguna clave la generó.</translation>
    </message>
    <message>
        <source>%1 is a list where bytes belong.</source>
        <translation>%1 es una lista donde debería haber bytes.</translation>
    </message>
    <message>
        <source>The recipient (to) is not a 20-byte address.</source>
        <translation>El destinatario (to) no es una dirección de 20 bytes.</translation>
    </message>
    <message>
        <source>The access list is not a list.</source>
        <translation>La lista de acceso no es una lista.</translation>
    </message>
    <message>
        <source>An access list entry is not [address, [storage keys]].</source>
        <translation>Una entrada de la lista de acceso no tiene la forma [dirección, [claves de almacenamiento]].</translation>
    </message>
    <message>
        <source>An access list storage key is not 32 bytes.</source>
        <translation>Una clave de almacenamiento de la lista de acceso no tiene 32 bytes.</translation>
    </message>
    <message>
        <source>The gas limit</source>
        <translation>El límite de gas</translation>
    </message>
    <message>
        <source>The value</source>
        <translation>El importe (value)</translation>
    </message>
    <message>
        <source>The data</source>
        <translation>El campo de datos</translation>
    </message>
    <message>
        <source>The nonce</source>
        <translation>El nonce</translation>
    </message>
    <message>
        <source>The gas price</source>
        <translation>El precio del gas</translation>
    </message>
    <message>
        <source>The chain id</source>
        <translation>El ID de cadena</translation>
    </message>
    <message>
        <source>The priority fee (maxPriorityFeePerGas)</source>
        <translation>La comisión de prioridad (maxPriorityFeePerGas)</translation>
    </message>
    <message>
        <source>The fee cap (maxFeePerGas)</source>
        <translation>El límite de comisión (maxFeePerGas)</translation>
    </message>
    <message>
        <source>The priority fee per gas is above the fee cap: no chain accepts this transaction (EIP-1559).</source>
        <translation>La comisión de prioridad por gas supera el límite de comisión: ninguna cadena acepta esta transacción (EIP-1559).</translation>
    </message>
    <message>
        <source>The transaction is already signed; an unsigned one was expected.</source>
        <translation>La transacción ya está firmada; se esperaba una sin firmar.</translation>
    </message>
    <message>
        <source>The signature&apos;s yParity is not 0 or 1.</source>
        <translation>El yParity de la firma no es ni 0 ni 1.</translation>
    </message>
    <message>
        <source>The transaction has no chain id (v is 27 or 28): it could be replayed on any chain.</source>
        <translation>La transacción no tiene ID de cadena (v es 27 o 28): podría repetirse en cualquier cadena (ataque de repetición).</translation>
    </message>
    <message>
        <source>The signature&apos;s v is not 35 + 2 x chain id + 0 or 1.</source>
        <translation>El v de la firma no es 35 + 2 x ID de cadena + 0 o 1.</translation>
    </message>
    <message>
        <source>The signature is not valid: r and s must be non-zero and s in the lower half of the curve order (EIP-2).</source>
        <translation>La firma no es válida: r y s deben ser distintos de cero, y s debe estar en la mitad inferior del orden de la curva (EIP-2).</translation>
    </message>
    <message>
        <source>The transaction is empty.</source>
        <translation>La transacción está vacía.</translation>
    </message>
    <message>
        <source>The transaction is larger than %1 bytes.</source>
        <translation>La transacción supera los %1 bytes.</translation>
    </message>
    <message>
        <source>This is an access-list transaction (EIP-2930, type 1). Paydesk signs only EIP-1559 (type 2) and legacy EIP-155 transactions.</source>
        <translation>Esta es una transacción con lista de acceso (EIP-2930, tipo 1). Paydesk solo firma transacciones EIP-1559 (tipo 2) y transacciones heredadas (legacy) EIP-155.</translation>
    </message>
    <message>
        <source>This is a blob transaction (EIP-4844, type 3), which a payment never needs. Paydesk does not sign it.</source>
        <translation>Esta es una transacción blob (EIP-4844, tipo 3), que un pago nunca necesita. Paydesk no la firma.</translation>
    </message>
    <message>
        <source>This transaction (EIP-7702, type 4) would delegate your account&apos;s code to a contract, which could then spend everything the account holds. Paydesk never signs it.</source>
        <translation>Esta transacción (EIP-7702, tipo 4) delegaría el código de su cuenta a un contrato, que podría gastar todo lo que contiene la cuenta. Paydesk nunca la firma.</translation>
    </message>
    <message>
        <source>The transaction is of an unknown type (0x%1).</source>
        <translation>La transacción es de un tipo desconocido (0x%1).</translation>
    </message>
    <message>
        <source>This is not a transaction: it is neither a typed transaction nor an RLP list.</source>
        <translation>Esto no es una transacción: no es ni una transacción tipada ni una lista RLP.</translation>
    </message>
    <message>
        <source>The transaction body is not an RLP list.</source>
        <translation>El cuerpo de la transacción no es una lista RLP.</translation>
    </message>
    <message>
        <source>The transaction has %1 fields instead of %2.</source>
        <translation>La transacción tiene %1 campos en lugar de %2.</translation>
    </message>
    <message>
        <source>The transaction names no chain (chain id 0).</source>
        <translation>La transacción no indica ninguna cadena (ID de cadena 0).</translation>
    </message>
    <message>
        <source>The transaction is not valid base64.</source>
        <translation>La transacción no es base64 válido.</translation>
    </message>
</context>
<context>
    <name>ExactEvmScheme</name>
    <message>
        <source>Signing an authorization of %1 to %2 with the key of %3...</source>
        <translation>Firmando una autorización de %1 a %2 con la clave de %3...</translation>
    </message>
    <message>
        <source>it asks for a %1 transfer, which Paydesk does not make: choose an option paid by EIP-3009 or Permit2, or pay another way.</source>
        <translation>pide una transferencia %1, que Paydesk no realiza: elija una opción pagada con EIP-3009 o Permit2, o pague de otra forma.</translation>
    </message>
    <message>
        <source>The authorization expired unused: nothing was paid.</source>
        <translation>La autorización caducó sin usarse: no se pagó nada.</translation>
    </message>
</context>
<context>
    <name>ExactSvmScheme</name>
    <message>
        <source>it names no fee payer (extra.feePayer): a token payment on Solana is signed last by the seller&apos;s facilitator, who pays the network fee.</source>
        <translation>no indica quién paga la comisión (extra.feePayer): un pago con token en Solana lo firma al final el facilitador del vendedor, que paga la comisión de red.</translation>
    </message>
    <message>
        <source>The transaction expired without landing: nothing was paid.</source>
        <translation>La transacción caducó sin registrarse: no se pagó nada.</translation>
    </message>
    <message>
        <source>The seller names your own wallet as its fee payer: you would sign and pay the network fee of the seller&apos;s transaction. Nothing was signed.</source>
        <translation>El vendedor indica su propia cartera como pagador de comisiones: firmaría y pagaría la comisión de red de la transacción del vendedor. No se firmó nada.</translation>
    </message>
</context>
<context>
    <name>GuiOptions</name>
    <message>
        <source>Paydesk: a desktop wallet for x402 payments.</source>
        <translation>Paydesk: una billetera de escritorio para pagos x402.</translation>
    </message>
    <message>
        <source>Use the built-in sandbox (test funds only).</source>
        <translation>Usar el entorno de pruebas integrado (solo fondos de prueba).</translation>
    </message>
    <message>
        <source>Render the window, save it as a PNG and exit.</source>
        <translation>Dibujar la ventana, guardarla como PNG y salir.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>archivo</translation>
    </message>
    <message>
        <source>page</source>
        <translation>página</translation>
    </message>
    <message>
        <source>Milliseconds to wait after the first paint before the screenshot (default 600).</source>
        <translation>Milisegundos de espera tras el primer dibujado antes de la captura de pantalla (predeterminado: 600).</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>Colour scheme for this run: light or dark.</source>
        <translation>Esquema de colores para esta ejecución: light o dark.</translation>
    </message>
    <message>
        <source>name</source>
        <translation>nombre</translation>
    </message>
    <message>
        <source>Open the Status page on this payment id.</source>
        <translation>Abrir la página Estado con este ID de pago.</translation>
    </message>
    <message>
        <source>id</source>
        <translation>id</translation>
    </message>
    <message>
        <source>Keep settings and data in this folder instead of the user&apos;s (for demos and tests).</source>
        <translation>Guardar la configuración y los datos en esta carpeta en lugar de la del usuario (para demostraciones y pruebas).</translation>
    </message>
    <message>
        <source>folder</source>
        <translation>carpeta</translation>
    </message>
    <message>
        <source>Print the milliseconds to the first paint and the resident memory, then exit.</source>
        <translation>Mostrar los milisegundos hasta el primer dibujado y la memoria residente, y salir.</translation>
    </message>
    <message>
        <source>Unknown theme &quot;%1&quot;: use light or dark.</source>
        <translation>Tema desconocido &quot;%1&quot;: use light o dark.</translation>
    </message>
    <message>
        <source>--screenshot-delay takes milliseconds between 0 and 60000.</source>
        <translation>--screenshot-delay admite milisegundos entre 0 y 60000.</translation>
    </message>
    <message>
        <source>Open this page: %1.</source>
        <translation>Abrir esta página: %1.</translation>
    </message>
    <message>
        <source>Unknown page &quot;%1&quot;: use one of %2.</source>
        <translation>Página desconocida «%1»: use una de %2.</translation>
    </message>
</context>
<context>
    <name>HistoryTableModel</name>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Counterparty</source>
        <translation>Contraparte</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Importe</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Payment id</source>
        <translation>ID de pago</translation>
    </message>
    <message>
        <source>Fee</source>
        <translation>Comisión</translation>
    </message>
    <message>
        <source>Resource</source>
        <translation>Recurso</translation>
    </message>
    <message>
        <source>Balance after</source>
        <translation>Saldo después</translation>
    </message>
</context>
<context>
    <name>HostedScheme</name>
    <message>
        <source>Paying %1 to %2 through the service...</source>
        <translation>Pagando %1 a %2 a través del servicio...</translation>
    </message>
    <message>
        <source>The payment expired without settling: nothing was paid.</source>
        <translation>El pago caducó sin liquidarse: no se pagó nada.</translation>
    </message>
</context>
<context>
    <name>KeyImport</name>
    <message>
        <source>This is not a solana-keygen keypair file: it should be a JSON array of 64 numbers, such as [12,250,...].</source>
        <translation>Este no es un archivo de par de claves de solana-keygen: debería ser un array JSON de 64 números, como [12,250,...].</translation>
    </message>
    <message>
        <source>The keypair file holds something other than numbers from 0 to 255.</source>
        <translation>El archivo de par de claves contiene algo distinto de números del 0 al 255.</translation>
    </message>
    <message>
        <source>The keypair file holds more than 64 numbers.</source>
        <translation>El archivo de par de claves contiene más de 64 números.</translation>
    </message>
    <message>
        <source>The keypair file is not a well-formed JSON array.</source>
        <translation>El archivo de par de claves no es un array JSON bien formado.</translation>
    </message>
    <message>
        <source>The keypair file has extra text after its array.</source>
        <translation>El archivo de par de claves tiene texto adicional después de su array.</translation>
    </message>
    <message>
        <source>The keypair file holds %1 numbers; a Solana keypair has 64.</source>
        <translation>El archivo de par de claves contiene %1 números; un par de claves de Solana tiene 64.</translation>
    </message>
    <message>
        <source>The keypair file&apos;s public key does not match its private key: the file is damaged.</source>
        <translation>La clave pública del archivo de par de claves no coincide con su clave privada: el archivo está dañado.</translation>
    </message>
    <message>
        <source>Cannot read the keypair file %1: %2</source>
        <translation>No se puede leer el archivo de par de claves %1: %2</translation>
    </message>
    <message>
        <source>%1 is too large to be a Solana keypair file.</source>
        <translation>%1 es demasiado grande para ser un archivo de par de claves de Solana.</translation>
    </message>
    <message>
        <source>This is not a base58 Solana secret key (64 bytes, about 88 characters, as exported by Phantom or Solflare).</source>
        <translation>Esta no es una clave secreta de Solana en base58 (64 bytes, unos 88 caracteres, tal como la exportan Phantom o Solflare).</translation>
    </message>
    <message>
        <source>The secret key&apos;s public half does not match its private half: it was mistyped or truncated.</source>
        <translation>La mitad pública de la clave secreta no coincide con su mitad privada: se escribió mal o está truncada.</translation>
    </message>
    <message>
        <source>The key could not be derived from this phrase.</source>
        <translation>No se pudo derivar la clave de esta frase.</translation>
    </message>
</context>
<context>
    <name>LocalPaymentController</name>
    <message>
        <source>A local payment is still in progress; wait for its outcome.</source>
        <translation>Todavía hay un pago local en curso; espere a que termine.</translation>
    </message>
    <message>
        <source>Local mode needs the app&apos;s database, which could not be opened.</source>
        <translation>El modo local necesita la base de datos de la aplicación, que no se pudo abrir.</translation>
    </message>
    <message>
        <source>%1 is not a wallet whose key is on this computer. Create or import it on the Wallets page.</source>
        <translation>%1 no es una billetera cuya clave esté en este equipo. Créela o impórtela en la página Billeteras.</translation>
    </message>
    <message>
        <source>An earlier payment from this wallet (%1) may still land. Paydesk signs nothing new for it until that payment has a final outcome.</source>
        <translation>Un pago anterior de esta billetera (%1) aún podría incluirse en la cadena. Paydesk no firmará nada nuevo para ella hasta que ese pago tenga un resultado final.</translation>
    </message>
    <message>
        <source>%1 is not a wallet address.</source>
        <translation>%1 no es una dirección de cartera.</translation>
    </message>
    <message>
        <source>Paydesk cannot sign %1 payments on this computer: pay from a Solana or EVM wallet.</source>
        <translation>Paydesk no puede firmar pagos de %1 en este equipo: pague desde una cartera Solana o EVM.</translation>
    </message>
    <message>
        <source>%1 cannot co-sign a buyer&apos;s payment here: choose a wallet on this computer of a chain that does (%2).</source>
        <translation>%1 no puede cofirmar aquí el pago de un comprador: elija una cartera de este equipo de una cadena que sí pueda (%2).</translation>
    </message>
</context>
<context>
    <name>LocalWalletModel</name>
    <message>
        <source>Label</source>
        <translation>Etiqueta</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Dirección</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Red</translation>
    </message>
    <message>
        <source>Key from</source>
        <translation>Origen de la clave</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Saldo</translation>
    </message>
    <message>
        <source>Wallet</source>
        <translation>Billetera</translation>
    </message>
</context>
<context>
    <name>LostAttempt</name>
    <message>
        <source>The payment expired unused: nothing was paid.</source>
        <translation>El pago caducó sin usarse: no se pagó nada.</translation>
    </message>
</context>
<context>
    <name>LostAuthorization</name>
    <message>
        <source>No EVM node for %1 to ask.</source>
        <translation>No hay ningún nodo EVM de %1 al que preguntar.</translation>
    </message>
    <message>
        <source>Permit2&apos;s answer is not readable.</source>
        <translation>La respuesta de Permit2 no es legible.</translation>
    </message>
    <message>
        <source>The journaled proof is no EIP-3009 or Permit2 authorization.</source>
        <translation>La prueba del diario no es una autorización EIP-3009 ni Permit2.</translation>
    </message>
</context>
<context>
    <name>Mnemonic</name>
    <message>
        <source>The words are all valid, but their checksum does not match: a word is wrong or two are swapped. Check the phrase against your backup.</source>
        <translation>Todas las palabras son válidas, pero su suma de comprobación no coincide: hay una palabra incorrecta o dos están intercambiadas. Compare la frase con su copia de seguridad.</translation>
    </message>
    <message>
        <source>Word %1 is not in the BIP-39 English word list. Check its spelling against your backup.</source>
        <translation>La palabra %1 no está en la lista de palabras en inglés de BIP-39. Compruebe su ortografía con su copia de seguridad.</translation>
    </message>
    <message>
        <source>A recovery phrase has 12, 15, 18, 21 or 24 words; this one has %1.</source>
        <translation>Una frase de recuperación tiene 12, 15, 18, 21 o 24 palabras; esta tiene %1.</translation>
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
        <translation>Solana de pruebas (sandbox)</translation>
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
        <translation>EVM de pruebas (sandbox)</translation>
    </message>
</context>
<context>
    <name>OptionBalance</name>
    <message>
        <source>no EVM RPC endpoint on %1 to read it</source>
        <translation>no hay ningún punto de conexión RPC de EVM en %1 para leerlo</translation>
    </message>
    <message>
        <source>no RPC endpoint on %1 to read it</source>
        <translation>no hay ningún punto de conexión RPC en %1 para leerlo</translation>
    </message>
    <message>
        <source>%1 is not a known token</source>
        <translation>%1 no es un token conocido</translation>
    </message>
    <message>
        <source>the RPC endpoint sent no balance</source>
        <translation>el punto de conexión RPC no envió ningún saldo</translation>
    </message>
    <message>
        <source>the node sent no genesis hash</source>
        <translation>el nodo no envió ningún hash génesis</translation>
    </message>
    <message>
        <source>the Solana node is on %1, not on %2</source>
        <translation>el nodo de Solana está en %1, no en %2</translation>
    </message>
    <message>
        <source>a private cluster (genesis %1)</source>
        <translation>un clúster privado (génesis %1)</translation>
    </message>
    <message>
        <source>Paydesk has no test funds for %1 wallets.</source>
        <translation>Paydesk no tiene fondos de prueba para carteras de %1.</translation>
    </message>
    <message>
        <source>1 test ETH and 100 test USDC are in the wallet.</source>
        <translation>La billetera tiene 1 ETH de prueba y 100 USDC de prueba.</translation>
    </message>
    <message>
        <source>5 test SOL and 100 test USDC are in the wallet.</source>
        <translation>La billetera tiene 5 SOL de prueba y 100 USDC de prueba.</translation>
    </message>
    <message>
        <source>5 test SOL are on their way.</source>
        <translation>Hay 5 SOL de prueba en camino.</translation>
    </message>
    <message>
        <source>the EVM node sent no chain id</source>
        <translation>el nodo EVM no envió ningún id de cadena</translation>
    </message>
    <message>
        <source>Paydesk cannot ask a %1 node which network it is on.</source>
        <translation>Paydesk no puede preguntar a un nodo %1 en qué red está.</translation>
    </message>
</context>
<context>
    <name>OptionChooser</name>
    <message>
        <source>option %1 (%2 on %3): %4</source>
        <translation>opción %1 (%2 en %3): %4</translation>
    </message>
    <message>
        <source>Paydesk cannot pay for this resource: %1</source>
        <translation>Paydesk no puede pagar este recurso: %1</translation>
    </message>
    <message>
        <source>option %1 (%2 on %3): a token is paid from a local wallet, with its own key (--local); the payment service sends only the network&apos;s coin.</source>
        <translation>opción %1 (%2 en %3): un token se paga desde una cartera local, con su propia clave (--local); el servicio de pagos solo envía la moneda de la red.</translation>
    </message>
    <message>
        <source>option %1 (%2 on %3): your wallets on %3 hold too little to pay it.</source>
        <translation>opción %1 (%2 en %3): sus billeteras en %3 tienen demasiado poco para pagarla.</translation>
    </message>
    <message>
        <source>your wallet %1 pays on %2, the network its node is on, not on %3.</source>
        <translation>su cartera %1 paga en %2, la red en la que está su nodo, no en %3.</translation>
    </message>
    <message>
        <source>your hosted wallet %1 is on %2, not on %3.</source>
        <translation>su cartera alojada %1 está en %2, no en %3.</translation>
    </message>
    <message>
        <source>no wallet was given to pay from.</source>
        <translation>no se indicó ninguna cartera desde la que pagar.</translation>
    </message>
    <message>
        <source>none of the wallets you pay from (%1) is on %2.</source>
        <translation>ninguna de las carteras desde las que paga (%1) está en %2.</translation>
    </message>
    <message>
        <source>none of your hosted wallets (%1) is on %2.</source>
        <translation>ninguna de sus carteras alojadas (%1) está en %2.</translation>
    </message>
</context>
<context>
    <name>OptionLimits</name>
    <message>
        <source>The price %1 is in another asset than your maximum of %2; nothing was paid. Give the maximum in the asset of the price.</source>
        <translation>El precio %1 está en un activo distinto del de su máximo de %2; no se pagó nada. Indique el máximo en el activo del precio.</translation>
    </message>
    <message>
        <source>The price %1 is above your maximum of %2; nothing was paid.</source>
        <translation>El precio %1 supera su máximo de %2; no se pagó nada.</translation>
    </message>
</context>
<context>
    <name>PaidFetchJournal</name>
    <message>
        <source>the attempt is no longer open (closed as abandoned)</source>
        <translation>el intento ya no está abierto (cerrado como abandonado)</translation>
    </message>
</context>
<context>
    <name>PastedPayment</name>
    <message>
        <source>Paste an X-PAYMENT value or a whole HTTP request.</source>
        <translation>Pegue un valor X-PAYMENT o una solicitud HTTP completa.</translation>
    </message>
    <message>
        <source>The request carries no X-PAYMENT or PAYMENT-SIGNATURE header: the buyer has not paid.</source>
        <translation>La solicitud no lleva ninguna cabecera X-PAYMENT ni PAYMENT-SIGNATURE: el comprador no ha pagado.</translation>
    </message>
</context>
<context>
    <name>PayeeRules</name>
    <message>
        <source>%1 is not a Solana or EVM address.</source>
        <translation>%1 no es una dirección de Solana ni de EVM.</translation>
    </message>
    <message>
        <source>you deny payments to %1 (take it off your payee lists to pay it).</source>
        <translation>deniega los pagos a %1 (quítelo de sus listas de beneficiarios para pagarle).</translation>
    </message>
    <message>
        <source>%1 is not on your list of allowed payees (allow it to pay it).</source>
        <translation>%1 no está en su lista de beneficiarios permitidos (permítalo para pagarle).</translation>
    </message>
</context>
<context>
    <name>PaymentCost</name>
    <message>
        <source>about %1 %2, plus any priority fee the service adds</source>
        <translation>unos %1 %2, más la comisión de prioridad que añada el servicio</translation>
    </message>
    <message>
        <source>at most %1 %2</source>
        <translation>como máximo %1 %2</translation>
    </message>
    <message>
        <source>about %1 %2</source>
        <translation>unos %1 %2</translation>
    </message>
    <message>
        <source>unknown (balance not read)</source>
        <translation>desconocido (no se leyó el saldo)</translation>
    </message>
    <message>
        <source>short by %1 %2</source>
        <translation>faltan %1 %2</translation>
    </message>
</context>
<context>
    <name>PaymentJournal</name>
    <message>
        <source>Paydesk&apos;s database file is not available, so local payments are off: a payment must be journaled on disk before it is sent.</source>
        <translation>El archivo de base de datos de Paydesk no está disponible, así que los pagos locales están desactivados: un pago debe registrarse en el diario en disco antes de enviarse.</translation>
    </message>
    <message>
        <source>The database %1 is in use by another program (%2). Close it and try again.</source>
        <translation>Otro programa está usando la base de datos %1 (%2). Ciérrelo y vuelva a intentarlo.</translation>
    </message>
    <message>
        <source>The database %1 is read-only (%2), so Paydesk cannot record payments in it. Make the file and its folder writable for you and try again; nothing was changed.</source>
        <translation>La base de datos %1 es de solo lectura (%2), así que Paydesk no puede registrar pagos en ella. Dé a su usuario permiso de escritura en el archivo y en su carpeta y vuelva a intentarlo; no se cambió nada.</translation>
    </message>
    <message>
        <source>The database %1 could not be written: the disk is full or failing (%2). Free some space and try again; what was already stored is kept.</source>
        <translation>No se pudo escribir en la base de datos %1: el disco está lleno o falla (%2). Libere algo de espacio y vuelva a intentarlo; lo que ya estaba guardado se conserva.</translation>
    </message>
    <message>
        <source>The database %1 is damaged (%2). Paydesk did not change it and will not write to it. Quit Paydesk, move the file aside (keep it: it holds your payment journal) or restore a backup, then start Paydesk again.</source>
        <translation>La base de datos %1 está dañada (%2). Paydesk no la modificó y no escribirá en ella. Salga de Paydesk, mueva el archivo a otro lugar (consérvelo: contiene su diario de pagos) o restaure una copia de seguridad, y vuelva a iniciar Paydesk.</translation>
    </message>
    <message>
        <source>The database %1 cannot be opened for writing (%2). Check that the file and its folder exist and are writable for you, then try again.</source>
        <translation>No se puede abrir la base de datos %1 para escritura (%2). Compruebe que el archivo y su carpeta existen y que usted tiene permiso de escritura en ellos, y vuelva a intentarlo.</translation>
    </message>
    <message>
        <source>The database %1 failed: %2</source>
        <translation>Error de la base de datos %1: %2</translation>
    </message>
</context>
<context>
    <name>PaymentOutcome</name>
    <message>
        <source>an unknown amount</source>
        <translation>un importe desconocido</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Paid for a resource</source>
        <translation>Recurso pagado</translation>
    </message>
    <message>
        <source>%1 for %2.</source>
        <translation>%1 por %2.</translation>
    </message>
    <message>
        <source>Payment confirmed</source>
        <translation>Pago confirmado</translation>
    </message>
    <message>
        <source>%1 to %2, confirmed on chain.</source>
        <translation>%1 a %2, confirmado en la cadena.</translation>
    </message>
    <message>
        <source>Payment not sent</source>
        <translation>Pago no enviado</translation>
    </message>
    <message>
        <source>%1 to %2: %3</source>
        <translation>%1 a %2: %3</translation>
    </message>
    <message>
        <source>Paid, but the resource did not arrive</source>
        <translation>Pagado, pero el recurso no llegó</translation>
    </message>
    <message>
        <source>%1 for %2: %3</source>
        <translation>%1 por %2: %3</translation>
    </message>
    <message>
        <source>Payment failed</source>
        <translation>Pago fallido</translation>
    </message>
    <message>
        <source>%1 to %2 failed.</source>
        <translation>%1 a %2 falló.</translation>
    </message>
    <message>
        <source>%1 to %2 failed: %3</source>
        <translation>%1 a %2 falló: %3</translation>
    </message>
    <message>
        <source>Payment expired</source>
        <translation>Pago caducado</translation>
    </message>
    <message>
        <source>%1 to %2 expired before it landed; nothing was charged.</source>
        <translation>%1 a %2 caducó antes de incluirse en la cadena; no se cobró nada.</translation>
    </message>
    <message>
        <source>Payment received</source>
        <translation>Pago recibido</translation>
    </message>
    <message>
        <source>%1, verified at the seller desk.</source>
        <translation>%1, verificado en el mostrador del vendedor.</translation>
    </message>
    <message>
        <source>%1 from %2, verified at the seller desk.</source>
        <translation>%1 de %2, verificado en el mostrador del vendedor.</translation>
    </message>
    <message>
        <source>%1 into %2, confirmed on chain.</source>
        <translation>%1 en %2, confirmado en la cadena.</translation>
    </message>
    <message>
        <source>Money received</source>
        <translation>Dinero recibido</translation>
    </message>
    <message>
        <source>%1 arrived in %2.</source>
        <translation>Se recibieron %1 en %2.</translation>
    </message>
    <message>
        <source>%1 from %2 into %3.</source>
        <translation>%1 de %2 en %3.</translation>
    </message>
    <message>
        <source>Failed: the network fee was charged</source>
        <translation>Fallido: se cobró la comisión de red</translation>
    </message>
    <message>
        <source>Expired: nothing was charged</source>
        <translation>Caducado: no se cobró nada</translation>
    </message>
    <message>
        <source>Refused by the network: nothing was charged</source>
        <translation>Rechazado por la red: no se cobró nada</translation>
    </message>
    <message>
        <source>Not signed</source>
        <translation>No firmado</translation>
    </message>
    <message>
        <source>Not final yet</source>
        <translation>Aún no es final</translation>
    </message>
    <message>
        <source>Not sent</source>
        <translation>No enviado</translation>
    </message>
    <message>
        <source>paying, outcome not known yet</source>
        <translation>pagando, resultado aún desconocido</translation>
    </message>
    <message>
        <source>paid, content not received</source>
        <translation>pagado, contenido no recibido</translation>
    </message>
    <message>
        <source>paid and delivered</source>
        <translation>pagado y entregado</translation>
    </message>
    <message>
        <source>paid, refused by the seller</source>
        <translation>pagado, rechazado por el vendedor</translation>
    </message>
    <message>
        <source>not paid</source>
        <translation>no pagado</translation>
    </message>
</context>
<context>
    <name>PaymentProofInfo</name>
    <message>
        <source>Settled payment (already on the ledger)</source>
        <translation>Pago liquidado (ya en el libro mayor)</translation>
    </message>
    <message>
        <source>Not a payment proof</source>
        <translation>No es un comprobante de pago</translation>
    </message>
    <message>
        <source>Paste the X-PAYMENT value the buyer sent.</source>
        <translation>Pegue el valor X-PAYMENT que envió el comprador.</translation>
    </message>
    <message>
        <source>This proof pays another wallet, not the one it is checked for.</source>
        <translation>Esta prueba paga a otra billetera, no a aquella para la que se comprueba.</translation>
    </message>
    <message>
        <source>It pays %1, less than the %2 you expect.</source>
        <translation>Paga %1, menos de los %2 que usted espera.</translation>
    </message>
    <message>
        <source>The authorization expired at %1 UTC.</source>
        <translation>La autorización caducó el %1 UTC.</translation>
    </message>
    <message>
        <source>The token %1 is not one Paydesk knows on %2, or its decimals differ.</source>
        <translation>Paydesk no conoce el token %1 en %2, o sus decimales difieren.</translation>
    </message>
    <message>
        <source>Paydesk cannot read a proof of the %1 scheme on %2.</source>
        <translation>Paydesk no puede leer una prueba del esquema %1 en %2.</translation>
    </message>
</context>
<context>
    <name>PaymentRequirements</name>
    <message>
        <source>missing.</source>
        <translation>falta.</translation>
    </message>
    <message>
        <source>must be a string.</source>
        <translation>debe ser una cadena.</translation>
    </message>
    <message>
        <source>empty.</source>
        <translation>vacío.</translation>
    </message>
    <message>
        <source>must be an object.</source>
        <translation>debe ser un objeto.</translation>
    </message>
    <message>
        <source>longer than 256 bytes.</source>
        <translation>supera los 256 bytes.</translation>
    </message>
    <message>
        <source>must be a whole number from 0 to 30.</source>
        <translation>debe ser un número entero de 0 a 30.</translation>
    </message>
    <message>
        <source>missing; found only &quot;%1&quot;, the field of x402 version %2.</source>
        <translation>falta; solo se encontró &quot;%1&quot;, el campo de la versión %2 de x402.</translation>
    </message>
    <message>
        <source>must be a string of atomic units, not a JSON number.</source>
        <translation>debe ser una cadena de unidades atómicas, no un número JSON.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a whole number of atomic units.</source>
        <translation>&quot;%1&quot; no es un número entero de unidades atómicas.</translation>
    </message>
    <message>
        <source>a price of 0 is not a payment.</source>
        <translation>un precio de 0 no es un pago.</translation>
    </message>
    <message>
        <source>contradicts &quot;%1&quot; (%2).</source>
        <translation>contradice &quot;%1&quot; (%2).</translation>
    </message>
    <message>
        <source>%1 atomic units of %2</source>
        <translation>%1 unidades atómicas de %2</translation>
    </message>
    <message>
        <source>not a JSON object.</source>
        <translation>no es un objeto JSON.</translation>
    </message>
    <message>
        <source>must be a whole number of seconds from 1 to 86400.</source>
        <translation>debe ser un número entero de segundos de 1 a 86400.</translation>
    </message>
    <message>
        <source>%1 is on another site than the requested %2.</source>
        <translation>%1 está en un sitio distinto del solicitado, %2.</translation>
    </message>
    <message>
        <source>must be an object or null.</source>
        <translation>debe ser un objeto o null.</translation>
    </message>
    <message>
        <source>%1 is the token&apos;s own contract, not a wallet: money sent there is lost.</source>
        <translation>%1 es el propio contrato del token, no una billetera: el dinero enviado allí se pierde.</translation>
    </message>
    <message>
        <source>%1 is the Permit2 contract, not a wallet: money sent there is lost.</source>
        <translation>%1 es el contrato de Permit2, no una billetera: el dinero enviado allí se pierde.</translation>
    </message>
    <message>
        <source>%1 is not a %2 address, but the network is %2.</source>
        <translation>%1 no es una dirección de %2, pero la red es %2.</translation>
    </message>
    <message>
        <source>says %1, but native %2 has %3 decimals.</source>
        <translation>indica %1, pero el %2 nativo tiene %3 decimales.</translation>
    </message>
    <message>
        <source>up to %1</source>
        <translation>hasta %1</translation>
    </message>
</context>
<context>
    <name>Permit2</name>
    <message>
        <source>The Permit2 authorization&apos;s &quot;%1&quot; is missing or malformed.</source>
        <translation>El campo «%1» de la autorización Permit2 falta o está mal formado.</translation>
    </message>
    <message>
        <source>The Permit2 payment could not be signed with the key of %1; nothing was sent.</source>
        <translation>No se pudo firmar el pago Permit2 con la clave de %1; no se envió nada.</translation>
    </message>
    <message>
        <source>Permit2 may move only %1 %2 of this wallet, less than the price: approve Permit2 first.</source>
        <translation>Permit2 solo puede mover %1 %2 de esta billetera, menos que el precio: apruebe Permit2 primero.</translation>
    </message>
    <message>
        <source>the seller asks for a Permit2 transfer, and %1 lets Permit2 (%2) move only %3 of its %4, less than the price of %5. Approve Permit2 for at least %5 from this wallet (an approve transaction on the token %6: &quot;Approve Permit2&quot; on the Pay page, or paydesk-cli permit2 approve &quot;%5&quot; --from %1), then pay again; Paydesk never signs an unlimited approval for you.</source>
        <translation>el vendedor pide una transferencia Permit2, y %1 permite a Permit2 (%2) mover solo %3 de sus %4, menos que el precio de %5. Autorice a Permit2 al menos %5 desde esta billetera (una transacción approve en el token %6: «Autorizar Permit2» en la página Pagar, o paydesk-cli permit2 approve &quot;%5&quot; --from %1) y pague de nuevo; Paydesk nunca firma por usted una autorización ilimitada.</translation>
    </message>
    <message>
        <source>the seller asks for a Permit2 transfer, and %1 lets Permit2 (%2) move only %3 of its %4, less than the %5 it may charge at most. Approve Permit2 for at least %5 from this wallet (an approve transaction on the token %6: &quot;Approve Permit2&quot; on the Pay page, or paydesk-cli permit2 approve &quot;%5&quot; --from %1), then pay again; Paydesk never signs an unlimited approval for you.</source>
        <translation>el vendedor pide una transferencia Permit2, y %1 permite a Permit2 (%2) mover solo %3 de sus %4, menos que los %5 que puede cobrar como máximo. Apruebe Permit2 por al menos %5 desde esta cartera (una transacción approve en el token %6: «Aprobar Permit2» en la página de pago, o paydesk-cli permit2 approve &quot;%5&quot; --from %1) y vuelva a pagar; Paydesk nunca firma una aprobación ilimitada por usted.</translation>
    </message>
    <message>
        <source>Permit2 may move only %1 %2 of this wallet, less than the most it may charge: approve Permit2 first.</source>
        <translation>Permit2 solo puede mover %1 %2 de esta cartera, menos que lo máximo que puede cobrar: apruebe Permit2 primero.</translation>
    </message>
</context>
<context>
    <name>Permit2Allowance</name>
    <message>
        <source>No EVM node on %1 to read the Permit2 allowance from; nothing was signed.</source>
        <translation>No hay ningún nodo EVM en %1 del que leer la asignación de Permit2; no se firmó nada.</translation>
    </message>
    <message>
        <source>The Permit2 allowance could not be read (%1); nothing was signed.</source>
        <translation>No se pudo leer la asignación de Permit2 (%1); no se firmó nada.</translation>
    </message>
    <message>
        <source>The payment was not made: %1</source>
        <translation>No se realizó el pago: %1</translation>
    </message>
    <message>
        <source>Reading how much %1 Permit2 may move from %2...</source>
        <translation>Leyendo cuánto %1 puede mover Permit2 desde %2...</translation>
    </message>
</context>
<context>
    <name>ProofCodec</name>
    <message>
        <source>The payment proof is not base64 text.</source>
        <translation>El comprobante de pago no es texto base64.</translation>
    </message>
    <message>
        <source>The payment proof does not decode to an x402 payment payload.</source>
        <translation>El comprobante de pago no se decodifica en una carga útil de pago x402.</translation>
    </message>
    <message>
        <source>The payment proof&apos;s x402Version must be 1 or 2.</source>
        <translation>El x402Version del comprobante de pago debe ser 1 o 2.</translation>
    </message>
    <message>
        <source>The payment proof has no payload object.</source>
        <translation>El comprobante de pago no tiene ningún objeto payload.</translation>
    </message>
    <message>
        <source>The payment proof names neither a transaction signature nor a signed transaction.</source>
        <translation>El comprobante de pago no indica ni una firma de transacción ni una transacción firmada.</translation>
    </message>
    <message>
        <source>The payment proof&apos;s EIP-3009 authorization is unusable: %1</source>
        <translation>La autorización EIP-3009 del comprobante de pago no se puede usar: %1</translation>
    </message>
    <message>
        <source>The payment proof&apos;s EIP-3009 signature is not 65 bytes of hex.</source>
        <translation>La firma EIP-3009 del comprobante de pago no es un valor hexadecimal de 65 bytes.</translation>
    </message>
    <message>
        <source>The payment proof&apos;s Permit2 authorization is unusable: %1</source>
        <translation>La autorización Permit2 de la prueba de pago no se puede usar: %1</translation>
    </message>
    <message>
        <source>The payment proof&apos;s Permit2 signature is not 65 bytes of hex.</source>
        <translation>La firma Permit2 de la prueba de pago no son 65 bytes en hexadecimal.</translation>
    </message>
    <message>
        <source>The upto payment&apos;s Permit2 witness names no facilitator.</source>
        <translation>El testigo Permit2 del pago upto no nombra ningún facilitador.</translation>
    </message>
    <message>
        <source>The exact payment&apos;s Permit2 witness names a facilitator, which only upto&apos;s does.</source>
        <translation>El testigo Permit2 del pago exact nombra un facilitador, cosa que solo hace el de upto.</translation>
    </message>
    <message>
        <source>The upto payment carries no Permit2 authorization.</source>
        <translation>El pago upto no lleva ninguna autorización Permit2.</translation>
    </message>
    <message>
        <source>The payment proof&apos;s scheme must be &quot;exact&quot;, &quot;upto&quot; or (x402 v2) &quot;batch-settlement&quot;.</source>
        <translation>El esquema de la prueba de pago debe ser «exact», «upto» o (x402 v2) «batch-settlement».</translation>
    </message>
    <message>
        <source>The channel payment is unusable: %1</source>
        <translation>El pago por canal no se puede usar: %1</translation>
    </message>
</context>
<context>
    <name>ReceiptBook</name>
    <message>
        <source>The seller&apos;s receipt names no transaction.</source>
        <translation>El recibo del vendedor no indica ninguna transacción.</translation>
    </message>
</context>
<context>
    <name>RecipientCheck</name>
    <message>
        <source>This is your own wallet %1.</source>
        <translation>Esta es su propia cartera %1.</translation>
    </message>
    <message>
        <source>This address starts and ends like your wallet %1 but is another address: look-alikes like this are how address poisoning diverts payments. Compare every character before you send.</source>
        <translation>Esta dirección empieza y termina como su cartera %1 pero es otra dirección: con imitaciones así el envenenamiento de direcciones desvía pagos. Compare cada carácter antes de enviar.</translation>
    </message>
    <message>
        <source>This address differs from your wallet %1 in only a few characters: check it for a typo before you send.</source>
        <translation>Esta dirección difiere de su cartera %1 en solo unos pocos caracteres: compruebe que no haya una errata antes de enviar.</translation>
    </message>
    <message>
        <source>You have not paid this address from this wallet before. Compare it with the address you were given, character by character.</source>
        <translation>No ha pagado antes a esta dirección desde esta billetera. Compárela carácter por carácter con la dirección que le dieron.</translation>
    </message>
    <message>
        <source>The recipient&apos;s account is empty on chain (0 %1): it has never received funds, or was emptied. A new or mistyped address looks like this.</source>
        <translation>La cuenta del destinatario está vacía en la cadena (0 %1): nunca ha recibido fondos o se vació. Así se ve una dirección nueva o mal escrita.</translation>
    </message>
</context>
<context>
    <name>RequirementsParser</name>
    <message>
        <source>The PAYMENT-REQUIRED header is not base64 of a JSON object.</source>
        <translation>La cabecera PAYMENT-REQUIRED no es base64 de un objeto JSON.</translation>
    </message>
    <message>
        <source>The 402 answer has neither a PAYMENT-REQUIRED header nor a JSON body with x402 payment requirements.</source>
        <translation>La respuesta 402 no tiene ni una cabecera PAYMENT-REQUIRED ni un cuerpo JSON con requisitos de pago x402.</translation>
    </message>
    <message>
        <source>The payment requirements have no x402Version.</source>
        <translation>Los requisitos de pago no tienen x402Version.</translation>
    </message>
    <message>
        <source>The PAYMENT-REQUIRED header says x402Version %1; the header carries version 2 requirements.</source>
        <translation>La cabecera PAYMENT-REQUIRED indica x402Version %1; la cabecera lleva requisitos de la versión 2.</translation>
    </message>
    <message>
        <source>The 402 body says x402Version %1; Paydesk reads version 1 bodies and version 2 headers.</source>
        <translation>El cuerpo 402 indica x402Version %1; Paydesk lee cuerpos de la versión 1 y cabeceras de la versión 2.</translation>
    </message>
    <message>
        <source>resource.url is missing; the requested URL is assumed.</source>
        <translation>Falta resource.url; se supone la URL solicitada.</translation>
    </message>
    <message>
        <source>The requirements are for %1, another site than %2: refused.</source>
        <translation>Los requisitos son para %1, un sitio distinto de %2: rechazados.</translation>
    </message>
    <message>
        <source>The payment requirements list no payment option (accepts).</source>
        <translation>Los requisitos de pago no incluyen ninguna opción de pago (accepts).</translation>
    </message>
    <message>
        <source>The payment requirements list %1 options; at most 32 are read.</source>
        <translation>Los requisitos de pago incluyen %1 opciones; se leen 32 como máximo.</translation>
    </message>
    <message>
        <source>accepts[%1]: %2</source>
        <translation>accepts[%1]: %2</translation>
    </message>
    <message>
        <source>None of the payment options is valid: %1</source>
        <translation>Ninguna de las opciones de pago es válida: %1</translation>
    </message>
    <message>
        <source>it contradicts option %1: the same scheme, network and asset with another price or recipient.</source>
        <translation>contradice la opción %1: el mismo esquema, red y activo con otro precio o destinatario.</translation>
    </message>
    <message>
        <source>The PAYMENT-REQUIRED header and the JSON body disagree for %1: %2 to %3 against %4 to %5. Paydesk pays neither.</source>
        <translation>La cabecera PAYMENT-REQUIRED y el cuerpo JSON discrepan para %1: %2 a %3 frente a %4 a %5. Paydesk no paga ninguno de los dos.</translation>
    </message>
    <message>
        <source>The PAYMENT-REQUIRED header is too large (%1 KB; Paydesk reads at most %2 KB): nothing was paid.</source>
        <translation>La cabecera PAYMENT-REQUIRED es demasiado grande (%1 KB; Paydesk lee como máximo %2 KB): no se pagó nada.</translation>
    </message>
    <message>
        <source>The 402 answer has no PAYMENT-REQUIRED header Paydesk can read (none, or one over 100 KB, which is not read) and its body is not x402 payment requirements: nothing was paid.</source>
        <translation>La respuesta 402 no tiene ninguna cabecera PAYMENT-REQUIRED que Paydesk pueda leer (ninguna, o una de más de 100 KB, que no se lee) y su cuerpo no son requisitos de pago x402: no se ha pagado nada.</translation>
    </message>
</context>
<context>
    <name>RpcCall</name>
    <message>
        <source>Cannot reach the Solana RPC endpoint (%1).</source>
        <translation>No se puede acceder al punto de conexión RPC de Solana (%1).</translation>
    </message>
    <message>
        <source>The Solana RPC endpoint did not answer %1 in time.</source>
        <translation>El punto de conexión RPC de Solana no respondió a %1 a tiempo.</translation>
    </message>
    <message>
        <source>The Solana RPC endpoint answered HTTP %1 to %2.</source>
        <translation>El punto de conexión RPC de Solana respondió HTTP %1 a %2.</translation>
    </message>
    <message>
        <source>%1 failed: %2</source>
        <translation>%1 falló: %2</translation>
    </message>
    <message>
        <source>The Solana RPC endpoint sent an unreadable answer to %1 (%2).</source>
        <translation>El punto de conexión RPC de Solana envió una respuesta ilegible a %1 (%2).</translation>
    </message>
    <message>
        <source>timeout</source>
        <translation>tiempo de espera agotado</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>no es un objeto JSON</translation>
    </message>
    <message>
        <source>no result</source>
        <translation>sin resultado</translation>
    </message>
    <message>
        <source>nested too deeply</source>
        <translation>anidado a demasiada profundidad</translation>
    </message>
    <message>
        <source>Cannot reach the EVM RPC endpoint (%1).</source>
        <translation>No se puede acceder al punto de conexión RPC de EVM (%1).</translation>
    </message>
    <message>
        <source>The EVM RPC endpoint did not answer %1 in time.</source>
        <translation>El punto de conexión RPC de EVM no respondió a %1 a tiempo.</translation>
    </message>
    <message>
        <source>The EVM RPC endpoint answered HTTP %1 to %2.</source>
        <translation>El punto de conexión RPC de EVM respondió HTTP %1 a %2.</translation>
    </message>
    <message>
        <source>The EVM RPC endpoint sent an unreadable answer to %1 (%2).</source>
        <translation>El punto de conexión RPC de EVM envió una respuesta ilegible a %1 (%2).</translation>
    </message>
</context>
<context>
    <name>RpcEndpoint</name>
    <message>
        <source>The sandbox&apos;s RPC needs the service URL (--service).</source>
        <translation>El RPC del entorno de pruebas necesita la URL del servicio (--service).</translation>
    </message>
    <message>
        <source>The RPC endpoint must be mainnet-beta, devnet, testnet, sandbox or an http(s) URL; &apos;%1&apos; is none of these.</source>
        <translation>El punto de conexión RPC debe ser mainnet-beta, devnet, testnet, sandbox o una URL http(s); &apos;%1&apos; no es ninguno de ellos.</translation>
    </message>
    <message>
        <source>Use https for an RPC endpoint that is not on this computer.</source>
        <translation>Use https para un punto de conexión RPC que no esté en este equipo.</translation>
    </message>
</context>
<context>
    <name>SchemeClient</name>
    <message>
        <source>the token %1 is not one Paydesk knows on %2: it pays USDC and the tokens you added, so it never trusts a seller&apos;s decimals. If you trust this token, add it with its own decimals: paydesk-cli token add %3 %1 --symbol SYMBOL --decimals N.</source>
        <translation>el token %1 no es uno que Paydesk conozca en %2: paga USDC y los tokens que usted añadió, para no fiarse nunca de los decimales de un vendedor. Si confía en este token, añádalo con sus propios decimales: paydesk-cli token add %3 %1 --symbol SYMBOL --decimals N.</translation>
    </message>
    <message>
        <source>the chain cannot tell for this kind of payment</source>
        <translation>la cadena no puede saberlo para este tipo de pago</translation>
    </message>
</context>
<context>
    <name>SchemeRegistry</name>
    <message>
        <source>the payment scheme &quot;%1&quot; is not one Paydesk pays (it pays %2).</source>
        <translation>el esquema de pago «%1» no es uno que Paydesk pague (paga %2).</translation>
    </message>
    <message>
        <source>Paydesk does not know the network &quot;%1&quot;.</source>
        <translation>Paydesk no conoce la red &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Paydesk does not pay the &quot;%1&quot; scheme on %2.</source>
        <translation>Paydesk no paga el esquema «%1» en %2.</translation>
    </message>
    <message>
        <source>its price cannot be converted exactly: the decimals of %1 are not known.</source>
        <translation>su precio no se puede convertir con exactitud: no se conocen los decimales de %1.</translation>
    </message>
    <message>
        <source>no payment scheme Paydesk knows made this payment</source>
        <translation>ningún esquema de pago que Paydesk conozca hizo este pago</translation>
    </message>
</context>
<context>
    <name>ServiceConfig</name>
    <message>
        <source>The service address is not a valid URL. Enter it as https://api.example.com</source>
        <translation>La dirección del servicio no es una URL válida. Introdúzcala como https://api.example.com</translation>
    </message>
    <message>
        <source>Do not put a user name or password in the service address; the API key is sent separately.</source>
        <translation>No ponga un nombre de usuario ni una contraseña en la dirección del servicio; la clave de API se envía por separado.</translation>
    </message>
    <message>
        <source>The service address uses http:// on a remote host: the API key and payments would travel unencrypted. Use https:// (http:// is allowed only for this computer, e.g. the built-in sandbox).</source>
        <translation>La dirección del servicio usa http:// en un host remoto: la clave de API y los pagos viajarían sin cifrar. Use https:// (http:// solo se permite para este equipo, p. ej., el entorno de pruebas integrado).</translation>
    </message>
    <message>
        <source>The service address must start with https://</source>
        <translation>La dirección del servicio debe empezar por https://</translation>
    </message>
</context>
<context>
    <name>SettingsModel</name>
    <message>
        <source>The template must contain {signature} where the transaction signature goes.</source>
        <translation>La plantilla debe contener {signature} donde va la firma de la transacción.</translation>
    </message>
</context>
<context>
    <name>SettledCharge</name>
    <message>
        <source>no transaction or node to read</source>
        <translation>no hay transacción ni nodo que leer</translation>
    </message>
    <message>
        <source>the node knows no receipt of it</source>
        <translation>el nodo no conoce ningún recibo de ella</translation>
    </message>
    <message>
        <source>the settlement reverted</source>
        <translation>la liquidación se revirtió</translation>
    </message>
    <message>
        <source>its logs cannot be read</source>
        <translation>no se pueden leer sus registros</translation>
    </message>
</context>
<context>
    <name>ShortVec</name>
    <message>
        <source>compact-u16 offset out of range</source>
        <translation>desplazamiento compact-u16 fuera de rango</translation>
    </message>
    <message>
        <source>compact-u16 value is truncated</source>
        <translation>el valor compact-u16 está truncado</translation>
    </message>
    <message>
        <source>compact-u16 value exceeds 65535</source>
        <translation>el valor compact-u16 supera 65535</translation>
    </message>
    <message>
        <source>compact-u16 value has a non-minimal encoding</source>
        <translation>el valor compact-u16 tiene una codificación no mínima</translation>
    </message>
</context>
<context>
    <name>SiteBudget</name>
    <message>
        <source>The two caps must be in the same currency.</source>
        <translation>Los dos límites deben estar en la misma moneda.</translation>
    </message>
    <message>
        <source>The cap per payment (%1) is above the cap per day (%2): no day could allow such a payment. Raise the cap per day or lower the cap per payment.</source>
        <translation>El límite por pago (%1) supera el límite por día (%2): ningún día podría permitir un pago así. Aumente el límite por día o reduzca el límite por pago.</translation>
    </message>
    <message>
        <source>The cap %1 (%2) must be more than zero, at least the cap per payment and at least the cap of a shorter window (%3).</source>
        <translation>El límite %1 (%2) debe ser mayor que cero, al menos el límite por pago y al menos el límite de un periodo más corto (%3).</translation>
    </message>
    <message>
        <source>The budget would end %1, which is already past: give a later date, or none for no end.</source>
        <translation>El presupuesto terminaría %1, que ya ha pasado: indique una fecha posterior, o none para que no termine.</translation>
    </message>
</context>
<context>
    <name>Slip10</name>
    <message>
        <source>A derivation path starts with m/, such as m/44&apos;/501&apos;/0&apos;/0&apos;.</source>
        <translation>Una ruta de derivación empieza por m/, como m/44&apos;/501&apos;/0&apos;/0&apos;.</translation>
    </message>
    <message>
        <source>Step %1 of the path (%2) is not hardened: ed25519 keys can only be derived along hardened steps such as 0&apos;.</source>
        <translation>El paso %1 de la ruta (%2) no es reforzado: las claves ed25519 solo se pueden derivar por pasos reforzados, como 0&apos;.</translation>
    </message>
    <message>
        <source>Step %1 of the path is not a number below 2^31.</source>
        <translation>El paso %1 de la ruta no es un número inferior a 2^31.</translation>
    </message>
</context>
<context>
    <name>SolTransfer</name>
    <message>
        <source>A key or the blockhash of the payment is not 32 bytes.</source>
        <translation>Una clave o el blockhash del pago no tiene 32 bytes.</translation>
    </message>
    <message>
        <source>The payment moves no SOL.</source>
        <translation>El pago no mueve SOL.</translation>
    </message>
    <message>
        <source>The payment would go from your wallet to itself.</source>
        <translation>El pago iría de su cartera a sí misma.</translation>
    </message>
    <message>
        <source>The seller&apos;s memo is longer than %1 bytes.</source>
        <translation>El memo del vendedor supera los %1 bytes.</translation>
    </message>
</context>
<context>
    <name>SolanaInstruction</name>
    <message>
        <source>fee payer is not a 32-byte key</source>
        <translation>el pagador de la comisión no es una clave de 32 bytes</translation>
    </message>
    <message>
        <source>recent blockhash is not 32 bytes</source>
        <translation>el blockhash reciente no tiene 32 bytes</translation>
    </message>
    <message>
        <source>instruction %1: program id is not a 32-byte key</source>
        <translation>instrucción %1: el id de programa no es una clave de 32 bytes</translation>
    </message>
    <message>
        <source>instruction %1: the fee payer cannot be a program</source>
        <translation>instrucción %1: el pagador de la comisión no puede ser un programa</translation>
    </message>
    <message>
        <source>instruction %1: account is not a 32-byte key</source>
        <translation>instrucción %1: la cuenta no es una clave de 32 bytes</translation>
    </message>
    <message>
        <source>more than %1 distinct accounts</source>
        <translation>más de %1 cuentas distintas</translation>
    </message>
    <message>
        <source>too many signers or read-only accounts</source>
        <translation>demasiados firmantes o cuentas de solo lectura</translation>
    </message>
    <message>
        <source>System instruction data is shorter than 4 bytes</source>
        <translation>Los datos de la instrucción System tienen menos de 4 bytes</translation>
    </message>
    <message>
        <source>System transfer data is not 12 bytes</source>
        <translation>Los datos de la transferencia System no tienen 12 bytes</translation>
    </message>
    <message>
        <source>System transfer needs 2 accounts</source>
        <translation>La transferencia System necesita 2 cuentas</translation>
    </message>
    <message>
        <source>System advance-nonce data is not 4 bytes</source>
        <translation>Los datos de advance-nonce de System no tienen 4 bytes</translation>
    </message>
    <message>
        <source>System advance-nonce needs 3 accounts</source>
        <translation>advance-nonce de System necesita 3 cuentas</translation>
    </message>
    <message>
        <source>Compute budget instruction has no data</source>
        <translation>La instrucción de presupuesto de cómputo no tiene datos</translation>
    </message>
    <message>
        <source>SetComputeUnitLimit data is not 5 bytes</source>
        <translation>Los datos de SetComputeUnitLimit no tienen 5 bytes</translation>
    </message>
    <message>
        <source>SetComputeUnitPrice data is not 9 bytes</source>
        <translation>Los datos de SetComputeUnitPrice no tienen 9 bytes</translation>
    </message>
    <message>
        <source>Token instruction has no data</source>
        <translation>La instrucción Token no tiene datos</translation>
    </message>
    <message>
        <source>Token TransferChecked data is not 10 bytes</source>
        <translation>Los datos de Token TransferChecked no tienen 10 bytes</translation>
    </message>
    <message>
        <source>Token TransferChecked needs 4 accounts</source>
        <translation>Token TransferChecked necesita 4 cuentas</translation>
    </message>
    <message>
        <source>Token Transfer/Approve data is not 9 bytes</source>
        <translation>Los datos de Token Transfer/Approve no tienen 9 bytes</translation>
    </message>
    <message>
        <source>Token Transfer/Approve needs 3 accounts</source>
        <translation>Token Transfer/Approve necesita 3 cuentas</translation>
    </message>
    <message>
        <source>Token SetAuthority data is malformed</source>
        <translation>Los datos de Token SetAuthority están mal formados</translation>
    </message>
    <message>
        <source>Token SetAuthority needs 2 accounts</source>
        <translation>Token SetAuthority necesita 2 cuentas</translation>
    </message>
    <message>
        <source>Associated token account creation needs 6 accounts</source>
        <translation>La creación de una cuenta de token asociada necesita 6 cuentas</translation>
    </message>
    <message>
        <source>(lookup table address)</source>
        <translation>(dirección de tabla de búsqueda)</translation>
    </message>
    <message>
        <source>Transfer %1 SOL from %2 to %3</source>
        <translation>Transferir %1 SOL de %2 a %3</translation>
    </message>
    <message>
        <source>Advance nonce account %1</source>
        <translation>Avanzar la cuenta de nonce %1</translation>
    </message>
    <message>
        <source>System program instruction %1</source>
        <translation>Instrucción %1 del programa System</translation>
    </message>
    <message>
        <source>Set the compute unit limit to %1</source>
        <translation>Fijar el límite de unidades de cómputo en %1</translation>
    </message>
    <message>
        <source>Set the compute unit price to %1 micro-lamports</source>
        <translation>Fijar el precio de la unidad de cómputo en %1 micro-lamports</translation>
    </message>
    <message>
        <source>Compute budget instruction %1</source>
        <translation>Instrucción de presupuesto de cómputo %1</translation>
    </message>
    <message>
        <source>Memo &quot;%1&quot;</source>
        <translation>Memo &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Transfer %1 tokens of mint %2 from %3 to %4</source>
        <translation>Transferir %1 tokens del mint %2 de %3 a %4</translation>
    </message>
    <message>
        <source>Transfer %1 token base units from %2 to %3</source>
        <translation>Transferir %1 unidades base de token de %2 a %3</translation>
    </message>
    <message>
        <source>Allow %1 to spend %2 token base units from %3</source>
        <translation>Permitir que %1 gaste %2 unidades base de token de %3</translation>
    </message>
    <message>
        <source>Change an authority of %1</source>
        <translation>Cambiar una autoridad de %1</translation>
    </message>
    <message>
        <source>%1 program instruction %2</source>
        <translation>Instrucción %2 del programa %1</translation>
    </message>
    <message>
        <source>Create token account %1 for owner %2 (mint %3)</source>
        <translation>Crear la cuenta de token %1 para el propietario %2 (mint %3)</translation>
    </message>
    <message>
        <source>Undecoded %1 program instruction</source>
        <translation>Instrucción no decodificada del programa %1</translation>
    </message>
    <message>
        <source>Unknown program %1</source>
        <translation>Programa desconocido %1</translation>
    </message>
    <message>
        <source>instruction %1: %2</source>
        <translation>instrucción %1: %2</translation>
    </message>
    <message>
        <source>program index out of range</source>
        <translation>índice de programa fuera de rango</translation>
    </message>
    <message>
        <source>account index out of range</source>
        <translation>índice de cuenta fuera de rango</translation>
    </message>
    <message>
        <source>memo is not valid UTF-8</source>
        <translation>el memo no es UTF-8 válido</translation>
    </message>
</context>
<context>
    <name>SolanaMessage</name>
    <message>
        <source>message is truncated</source>
        <translation>el mensaje está truncado</translation>
    </message>
    <message>
        <source>message has no account keys</source>
        <translation>el mensaje no tiene claves de cuenta</translation>
    </message>
    <message>
        <source>message has more than %1 account keys</source>
        <translation>el mensaje tiene más de %1 claves de cuenta</translation>
    </message>
    <message>
        <source>message requires no signatures (no fee payer)</source>
        <translation>el mensaje no requiere firmas (no hay pagador de la comisión)</translation>
    </message>
    <message>
        <source>message requires %1 signatures but has only %2 keys</source>
        <translation>el mensaje requiere %1 firmas pero solo tiene %2 claves</translation>
    </message>
    <message>
        <source>message has no writable signer to pay fees</source>
        <translation>el mensaje no tiene ningún firmante modificable que pague las comisiones</translation>
    </message>
    <message>
        <source>message marks more read-only unsigned keys than it has</source>
        <translation>el mensaje marca más claves de solo lectura sin firma de las que tiene</translation>
    </message>
    <message>
        <source>message has a duplicate account key</source>
        <translation>el mensaje tiene una clave de cuenta duplicada</translation>
    </message>
    <message>
        <source>message loads more than %1 accounts</source>
        <translation>el mensaje carga más de %1 cuentas</translation>
    </message>
    <message>
        <source>instruction %1: program index %2 out of range</source>
        <translation>instrucción %1: índice de programa %2 fuera de rango</translation>
    </message>
    <message>
        <source>instruction %1: the fee payer cannot be a program</source>
        <translation>instrucción %1: el pagador de la comisión no puede ser un programa</translation>
    </message>
    <message>
        <source>instruction %1: account index %2 out of range</source>
        <translation>instrucción %1: índice de cuenta %2 fuera de rango</translation>
    </message>
    <message>
        <source>message is empty</source>
        <translation>el mensaje está vacío</translation>
    </message>
    <message>
        <source>unsupported message version %1</source>
        <translation>versión de mensaje %1 no admitida</translation>
    </message>
    <message>
        <source>address lookup table %1 loads no accounts</source>
        <translation>la tabla de búsqueda de direcciones %1 no carga ninguna cuenta</translation>
    </message>
    <message>
        <source>trailing bytes after the message</source>
        <translation>bytes sobrantes después del mensaje</translation>
    </message>
</context>
<context>
    <name>SolanaTransaction</name>
    <message>
        <source>transaction is larger than %1 bytes</source>
        <translation>la transacción supera los %1 bytes</translation>
    </message>
    <message>
        <source>transaction is empty</source>
        <translation>la transacción está vacía</translation>
    </message>
    <message>
        <source>transaction is truncated</source>
        <translation>la transacción está truncada</translation>
    </message>
    <message>
        <source>trailing bytes after the transaction</source>
        <translation>bytes sobrantes después de la transacción</translation>
    </message>
    <message>
        <source>transaction has %1 signatures but the message requires %2</source>
        <translation>la transacción tiene %1 firmas pero el mensaje requiere %2</translation>
    </message>
    <message>
        <source>transaction is not valid base64</source>
        <translation>la transacción no es base64 válido</translation>
    </message>
    <message>
        <source>signature %1 is missing</source>
        <translation>falta la firma %1</translation>
    </message>
    <message>
        <source>signature %1 is not valid</source>
        <translation>la firma %1 no es válida</translation>
    </message>
</context>
<context>
    <name>SplBalance</name>
    <message>
        <source>%1 is not an SPL token Paydesk can read.</source>
        <translation>%1 no es un token SPL que Paydesk pueda leer.</translation>
    </message>
    <message>
        <source>the RPC endpoint sent no token accounts</source>
        <translation>el punto RPC no envió cuentas de token</translation>
    </message>
    <message>
        <source>this network has no %1 of mint %2</source>
        <translation>esta red no tiene %1 del mint %2</translation>
    </message>
</context>
<context>
    <name>SplTransfer</name>
    <message>
        <source>A key or the blockhash of the payment is not 32 bytes.</source>
        <translation>Una clave o el blockhash del pago no tiene 32 bytes.</translation>
    </message>
    <message>
        <source>The token accounts of the payment cannot be derived.</source>
        <translation>No se pueden derivar las cuentas de token del pago.</translation>
    </message>
    <message>
        <source>The payment must be a version 0 message without lookup tables.</source>
        <translation>El pago debe ser un mensaje de versión 0 sin tablas de búsqueda.</translation>
    </message>
    <message>
        <source>The network fee must be paid by the seller&apos;s fee payer.</source>
        <translation>La comisión de red debe pagarla quien paga las comisiones del vendedor.</translation>
    </message>
    <message>
        <source>The seller names your own wallet as its fee payer: you would sign as the fee payer of the seller&apos;s transaction. Nothing was signed.</source>
        <translation>El vendedor indica su propia cartera como pagadora de la comisión: firmaría como pagador de la comisión de la transacción del vendedor. No se ha firmado nada.</translation>
    </message>
    <message>
        <source>The payment would need other signatures than yours and the fee payer&apos;s.</source>
        <translation>El pago necesitaría otras firmas además de la suya y la del pagador de la comisión.</translation>
    </message>
    <message>
        <source>The payment must have exactly %1 instructions.</source>
        <translation>El pago debe tener exactamente %1 instrucciones.</translation>
    </message>
    <message>
        <source>The seller&apos;s fee payer appears in an instruction of the payment: it could move your tokens or be paid from them. Nothing was signed.</source>
        <translation>El pagador de la comisión del vendedor aparece en una instrucción del pago: podría mover sus tokens o cobrarse de ellos. No se ha firmado nada.</translation>
    </message>
    <message>
        <source>The first instruction must set the compute-unit limit.</source>
        <translation>La primera instrucción debe fijar el límite de unidades de cómputo.</translation>
    </message>
    <message>
        <source>The second instruction must set a compute-unit price of at most 5 lamports.</source>
        <translation>La segunda instrucción debe fijar un precio por unidad de cómputo de como máximo 5 lamports.</translation>
    </message>
    <message>
        <source>The third instruction must be the token&apos;s TransferChecked.</source>
        <translation>La tercera instrucción debe ser el TransferChecked del token.</translation>
    </message>
    <message>
        <source>The transfer must go from your token account to the seller&apos;s, in the asked token, with you as its authority.</source>
        <translation>La transferencia debe ir de su cuenta de token a la del vendedor, en el token pedido, con usted como autoridad.</translation>
    </message>
    <message>
        <source>The transfer&apos;s amount or decimals differ from the price.</source>
        <translation>El importe o los decimales de la transferencia difieren del precio.</translation>
    </message>
    <message>
        <source>The last instruction must be the seller&apos;s memo, with no accounts.</source>
        <translation>La última instrucción debe ser el memo del vendedor, sin cuentas.</translation>
    </message>
</context>
<context>
    <name>SvmProofReader</name>
    <message>
        <source>tokens of mint %1</source>
        <translation>tokens del mint %1</translation>
    </message>
    <message>
        <source>Signed authorization (not yet broadcast)</source>
        <translation>Autorización firmada (aún no transmitida)</translation>
    </message>
    <message>
        <source>The signed transaction in the proof cannot be read: %1</source>
        <translation>No se puede leer la transacción firmada del comprobante: %1</translation>
    </message>
    <message>
        <source>The payer has not signed this transaction.</source>
        <translation>El pagador no ha firmado esta transacción.</translation>
    </message>
    <message>
        <source>Signed by the payer; valid until its recent blockhash expires (about a minute after signing)</source>
        <translation>Firmado por el pagador; válido hasta que caduque su blockhash reciente (aproximadamente un minuto después de firmarse)</translation>
    </message>
    <message>
        <source>Not signed by the payer: it cannot be valid</source>
        <translation>No firmado por el pagador: no puede ser válido</translation>
    </message>
</context>
<context>
    <name>TokenAccounts</name>
    <message>
        <source>the account is not a token mint (its owner is %1).</source>
        <translation>la cuenta no es un mint de token (su propietario es %1).</translation>
    </message>
    <message>
        <source>the mint&apos;s data is malformed (%1 bytes).</source>
        <translation>los datos del mint están mal formados (%1 bytes).</translation>
    </message>
    <message>
        <source>the mint is not initialized.</source>
        <translation>el mint no está inicializado.</translation>
    </message>
    <message>
        <source>the token has a transfer fee, a transfer hook or cannot be transferred (Token-2022 extension %1): the seller would not get exactly the price.</source>
        <translation>el token tiene una comisión de transferencia, un hook de transferencia o no es transferible (extensión %1 de Token-2022): el vendedor no recibiría exactamente el precio.</translation>
    </message>
    <message>
        <source>the account is not a token account (its owner is %1).</source>
        <translation>la cuenta no es una cuenta de token (su propietario es %1).</translation>
    </message>
    <message>
        <source>the token account&apos;s data is malformed (%1 bytes).</source>
        <translation>los datos de la cuenta de token están mal formados (%1 bytes).</translation>
    </message>
    <message>
        <source>the token account is not initialized.</source>
        <translation>la cuenta de token no está inicializada.</translation>
    </message>
</context>
<context>
    <name>TransactionPolicy</name>
    <message>
        <source>The network fee would be paid by %1, not by %2 as expected.</source>
        <translation>La comisión de red la pagaría %1, no %2 como se esperaba.</translation>
    </message>
    <message>
        <source>This transaction does not ask your wallet %1 to sign it.</source>
        <translation>Esta transacción no pide a su billetera %1 que la firme.</translation>
    </message>
    <message>
        <source>Some accounts come from address lookup tables, which Paydesk cannot show you: it will not sign what it cannot check.</source>
        <translation>Algunas cuentas proceden de tablas de búsqueda de direcciones, que Paydesk no puede mostrarle: no firmará lo que no puede comprobar.</translation>
    </message>
    <message>
        <source>The transaction also needs the signature of %1, which you did not ask for.</source>
        <translation>La transacción también necesita la firma de %1, que usted no pidió.</translation>
    </message>
    <message>
        <source>The payer %1 has not validly signed this payment, so it cannot be accepted.</source>
        <translation>El pagador %1 no ha firmado válidamente este pago, así que no se puede aceptar.</translation>
    </message>
    <message>
        <source>The transaction contains a second transfer: %1.</source>
        <translation>La transacción contiene una segunda transferencia: %1.</translation>
    </message>
    <message>
        <source>The memo is &quot;%1&quot;, not the expected &quot;%2&quot;.</source>
        <translation>El memo es &quot;%1&quot;, no el esperado &quot;%2&quot;.</translation>
    </message>
    <message>
        <source>The transaction uses a durable nonce, so it would stay valid indefinitely instead of expiring within a minute.</source>
        <translation>La transacción usa un nonce duradero, así que seguiría siendo válida indefinidamente en lugar de caducar en un minuto.</translation>
    </message>
    <message>
        <source>The transaction would let someone else spend tokens: %1.</source>
        <translation>La transacción permitiría que otra persona gastara tokens: %1.</translation>
    </message>
    <message>
        <source>The transaction would change who controls an account: %1.</source>
        <translation>La transacción cambiaría quién controla una cuenta: %1.</translation>
    </message>
    <message>
        <source>The transaction calls a program Paydesk does not know: %1.</source>
        <translation>La transacción llama a un programa que Paydesk no conoce: %1.</translation>
    </message>
    <message>
        <source>The transaction does more than the payment you asked for: %1.</source>
        <translation>La transacción hace más que el pago que usted pidió: %1.</translation>
    </message>
    <message>
        <source>The transaction sets its compute budget more than once.</source>
        <translation>La transacción fija su presupuesto de cómputo más de una vez.</translation>
    </message>
    <message>
        <source>The transaction should carry exactly one memo &quot;%1&quot;.</source>
        <translation>La transacción debería llevar exactamente un memo &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>The transaction does not transfer anything.</source>
        <translation>La transacción no transfiere nada.</translation>
    </message>
    <message>
        <source>The transfer&apos;s accounts come from a lookup table and cannot be checked.</source>
        <translation>Las cuentas de la transferencia proceden de una tabla de búsqueda y no se pueden comprobar.</translation>
    </message>
    <message>
        <source>The money would go to %1, not to %2.</source>
        <translation>El dinero iría a %1, no a %2.</translation>
    </message>
    <message>
        <source>The transfer moves %1 SOL, not the %2 SOL you asked for.</source>
        <translation>La transferencia mueve %1 SOL, no los %2 SOL que usted pidió.</translation>
    </message>
    <message>
        <source>The money would be taken from %1, not from %2.</source>
        <translation>El dinero se tomaría de %1, no de %2.</translation>
    </message>
    <message>
        <source>the buyer</source>
        <translation>el comprador</translation>
    </message>
    <message>
        <source>The priority fee is %1 SOL, above your limit of %2 SOL.</source>
        <translation>La comisión de prioridad es de %1 SOL, por encima de su límite de %2 SOL.</translation>
    </message>
    <message>
        <source>The transaction has expired (its blockhash is no longer valid). Fetch a fresh one.</source>
        <translation>La transacción ha caducado (su blockhash ya no es válido). Obtenga una nueva.</translation>
    </message>
    <message>
        <source>The transaction has expired. Fetch a fresh one.</source>
        <translation>La transacción ha caducado. Obtenga una nueva.</translation>
    </message>
    <message>
        <source>Paydesk cannot read this transaction (%1), so it will not sign it.</source>
        <translation>Paydesk no puede leer esta transacción (%1), así que no la firmará.</translation>
    </message>
    <message>
        <source>incomplete</source>
        <translation>incompleta</translation>
    </message>
    <message numerus="yes">
        <source>Only %n second(s) left before the transaction expires: too little to send it safely. Fetch a fresh one.</source>
        <translation>
            <numerusform>Solo queda %n segundo antes de que caduque la transacción: demasiado poco para enviarla con seguridad. Obtenga una nueva.</numerusform>
            <numerusform>Solo quedan %n segundos antes de que caduque la transacción: demasiado poco para enviarla con seguridad. Obtenga una nueva.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pay %1 SOL from %2 to %3; network fee %4 SOL paid by you (priority %5 SOL)</source>
        <translation>Pagar %1 SOL de %2 a %3; comisión de red %4 SOL a su cargo (prioridad %5 SOL)</translation>
    </message>
    <message>
        <source>Pay %1 SOL from %2 to %3; network fee %4 SOL paid by the seller (fee payer %5), not by you</source>
        <translation>Pagar %1 SOL de %2 a %3; comisión de red %4 SOL a cargo del vendedor (pagador de la comisión %5), no suyo</translation>
    </message>
</context>
<context>
    <name>UnpayableAddresses</name>
    <message>
        <source>the System Program</source>
        <translation>el programa System</translation>
    </message>
    <message>
        <source>the SPL Token program</source>
        <translation>el programa SPL Token</translation>
    </message>
    <message>
        <source>the Token-2022 program</source>
        <translation>el programa Token-2022</translation>
    </message>
    <message>
        <source>the Associated Token Account program</source>
        <translation>el programa Associated Token Account</translation>
    </message>
    <message>
        <source>the Memo program</source>
        <translation>el programa Memo</translation>
    </message>
    <message>
        <source>the Memo program (v1)</source>
        <translation>el programa Memo (v1)</translation>
    </message>
    <message>
        <source>the Compute Budget program</source>
        <translation>el programa Compute Budget</translation>
    </message>
    <message>
        <source>the Vote program</source>
        <translation>el programa Vote</translation>
    </message>
    <message>
        <source>the Stake program</source>
        <translation>el programa Stake</translation>
    </message>
    <message>
        <source>the Config program</source>
        <translation>el programa Config</translation>
    </message>
    <message>
        <source>the Address Lookup Table program</source>
        <translation>el programa Address Lookup Table</translation>
    </message>
    <message>
        <source>a BPF loader program</source>
        <translation>un programa cargador BPF</translation>
    </message>
    <message>
        <source>the Ed25519 signature program</source>
        <translation>el programa de firmas Ed25519</translation>
    </message>
    <message>
        <source>the secp256k1 signature program</source>
        <translation>el programa de firmas secp256k1</translation>
    </message>
    <message>
        <source>a sysvar account</source>
        <translation>una cuenta sysvar</translation>
    </message>
    <message>
        <source>the incinerator (a burn address)</source>
        <translation>el incinerador (una dirección de quema)</translation>
    </message>
    <message>
        <source>the zero address (a burn address)</source>
        <translation>la dirección cero (una dirección de quema)</translation>
    </message>
    <message>
        <source>the 0x…dEaD burn address</source>
        <translation>la dirección de quema 0x…dEaD</translation>
    </message>
    <message>
        <source>a precompiled contract</source>
        <translation>un contrato precompilado</translation>
    </message>
    <message>
        <source>This is %1, not a wallet: money sent there is lost. Check the recipient address.</source>
        <translation>Esto es %1, no una billetera: el dinero enviado allí se pierde. Compruebe la dirección del destinatario.</translation>
    </message>
</context>
<context>
    <name>UptoEvmScheme</name>
    <message>
        <source>Signing an authorization of up to %1 to %2 with the key of %3...</source>
        <translation>Firmando una autorización de hasta %1 a %2 con la clave de %3...</translation>
    </message>
    <message>
        <source>it asks for a usage-priced payment by %1, which upto does not use: it is paid through Permit2 only.</source>
        <translation>pide un pago por uso mediante %1, que upto no usa: se paga solo a través de Permit2.</translation>
    </message>
    <message>
        <source>The authorization expired without a charge: nothing was paid.</source>
        <translation>La autorización caducó sin cargo: no se pagó nada.</translation>
    </message>
</context>
<context>
    <name>UptoPermit2</name>
    <message>
        <source>it names no facilitator allowed to settle it (extra.facilitatorAddress), which an upto payment must bind.</source>
        <translation>no nombra ningún facilitador autorizado a liquidarlo (extra.facilitatorAddress), que un pago upto debe vincular.</translation>
    </message>
    <message>
        <source>The seller claims a charge of %1 atomic units, above the %2 you authorized at most; Permit2 cannot move more than the authorization, so the chain&apos;s figure is the one kept.</source>
        <translation>El vendedor afirma un cargo de %1 unidades atómicas, por encima de los %2 que autorizó como máximo; Permit2 no puede mover más que la autorización, así que se conserva la cifra de la cadena.</translation>
    </message>
    <message>
        <source>The seller&apos;s settlement states the charge as &quot;%1&quot;, which is no whole number of atomic units.</source>
        <translation>La liquidación del vendedor indica el cargo como «%1», que no es un número entero de unidades atómicas.</translation>
    </message>
    <message>
        <source>The seller claims a charge of %1, above the %2 you authorized at most; Permit2 cannot move more than the authorization, so the chain&apos;s figure is the one kept.</source>
        <translation>El vendedor afirma un cargo de %1, por encima de los %2 que autorizó como máximo; Permit2 no puede mover más que la autorización, así que se conserva la cifra de la cadena.</translation>
    </message>
</context>
<context>
    <name>Validation</name>
    <message>
        <source>Must be between %1 and %2 %3.</source>
        <translation>Debe estar entre %1 y %2 %3.</translation>
    </message>
    <message>
        <source>Must be more than %1 and at most %2 %3.</source>
        <translation>Debe ser mayor que %1 y como máximo %2 %3.</translation>
    </message>
    <message>
        <source>Enter a full web address starting with https:// (for example https://example.com/report).</source>
        <translation>Introduzca una dirección web completa que empiece por https:// (por ejemplo https://example.com/report).</translation>
    </message>
    <message>
        <source>Metadata must be a JSON object, such as {&quot;orderId&quot;: &quot;42&quot;}.</source>
        <translation>Los metadatos deben ser un objeto JSON, como {&quot;orderId&quot;: &quot;42&quot;}.</translation>
    </message>
    <message>
        <source>Must be one of sent, received or all.</source>
        <translation>Debe ser sent, received o all.</translation>
    </message>
    <message>
        <source>Must be between 1 and %1.</source>
        <translation>Debe estar entre 1 y %1.</translation>
    </message>
    <message>
        <source>Must be 0 or more.</source>
        <translation>Debe ser 0 o más.</translation>
    </message>
    <message>
        <source>Must be between 1 and %1 seconds.</source>
        <translation>Debe estar entre 1 y %1 segundos.</translation>
    </message>
    <message>
        <source>A payment id is 1 to 128 letters, digits, &apos;_&apos; or &apos;-&apos;.</source>
        <translation>Un ID de pago tiene de 1 a 128 letras, dígitos, &apos;_&apos; o &apos;-&apos;.</translation>
    </message>
    <message>
        <source>Paste the X-PAYMENT value the buyer sent.</source>
        <translation>Pegue el valor X-PAYMENT que envió el comprador.</translation>
    </message>
    <message>
        <source>The proof is too long to be an X-PAYMENT value.</source>
        <translation>El comprobante es demasiado largo para ser un valor X-PAYMENT.</translation>
    </message>
    <message>
        <source>The metadata is %1 bytes; the limit is %2 bytes (%3 KiB).</source>
        <translation>Los metadatos ocupan %1 bytes; el límite es de %2 bytes (%3 KiB).</translation>
    </message>
</context>
<context>
    <name>WalletDirectory</name>
    <message>
        <source>Wallet %1 is already in Paydesk.</source>
        <translation>La billetera %1 ya está en Paydesk.</translation>
    </message>
</context>
<context>
    <name>WalletListModel</name>
    <message>
        <source>Label</source>
        <translation>Etiqueta</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Dirección</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Red</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Predeterminada</translation>
    </message>
    <message>
        <source>Wallet</source>
        <translation>Billetera</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Saldo</translation>
    </message>
</context>
<context>
    <name>paydesk::AgentListModel</name>
    <message>
        <source>No budget: it cannot pay</source>
        <translation>Sin presupuesto: no puede pagar</translation>
    </message>
    <message>
        <source>None yet: every site asks you</source>
        <translation>Ninguno todavía: se le pregunta por cada sitio</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>En pausa</translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %n failed payment(s)</source>
        <translation>
            <numerusform>Detenido tras %n pago fallido</numerusform>
            <numerusform>Detenido tras %n pagos fallidos</numerusform>
        </translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Activo</translation>
    </message>
    <message>
        <source>The sites the agent pays without asking you, within its budget</source>
        <translation>Los sitios que el agente paga sin preguntarle, dentro de su presupuesto</translation>
    </message>
    <message>
        <source>There is already an agent called &quot;%1&quot;.</source>
        <translation>Ya hay un agente llamado &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>%1 on %2 (up to %3 without asking)</source>
        <translation>%1 en %2 (hasta %3 sin preguntar)</translation>
    </message>
</context>
<context>
    <name>paydesk::ApiKeyController</name>
    <message>
        <source>The key works: the service accepted it.</source>
        <translation>La clave funciona: el servicio la aceptó.</translation>
    </message>
    <message>
        <source>The service refused the key (401): it is missing, mistyped or has been deleted. Copy it again from the API Keys section of your account dashboard.</source>
        <translation>El servicio rechazó la clave (401): falta, está mal escrita o se ha eliminado. Cópiela de nuevo de la sección API Keys del panel de su cuenta.</translation>
    </message>
    <message>
        <source>The key is valid, but its plan does not include the hosted payment endpoints (403). Use a key whose plan includes them, or upgrade the plan.</source>
        <translation>La clave es válida, pero su plan no incluye los puntos de conexión de pagos en modo alojado (403). Use una clave cuyo plan los incluya, o mejore el plan.</translation>
    </message>
    <message>
        <source>The service could not be reached to test the key. %1</source>
        <translation>No se pudo contactar con el servicio para probar la clave. %1</translation>
    </message>
    <message>
        <source>The key could not be tested: %1</source>
        <translation>No se pudo probar la clave: %1</translation>
    </message>
    <message>
        <source>The new key was not stored and the old key is still in use: %1</source>
        <translation>La nueva clave no se guardó y la clave anterior sigue en uso: %1</translation>
    </message>
    <message>
        <source>Enter the API key first.</source>
        <translation>Introduzca primero la clave de API.</translation>
    </message>
    <message>
        <source>The key could not be stored in the system keychain: %1</source>
        <translation>No se pudo guardar la clave en el llavero del sistema: %1</translation>
    </message>
    <message>
        <source>The API key is stored in the system keychain and in use.</source>
        <translation>La clave de API está guardada en el llavero del sistema y en uso.</translation>
    </message>
    <message>
        <source>The new key is tested, stored and in use; the old key was deleted from the keychain. Delete it in your account dashboard too.</source>
        <translation>La nueva clave está probada, guardada y en uso; la clave anterior se eliminó del llavero. Elimínela también en el panel de su cuenta.</translation>
    </message>
</context>
<context>
    <name>paydesk::ApiReply</name>
    <message>
        <source>Waiting for the rate limit of the API key</source>
        <translation>En espera por el límite de frecuencia de la clave de API</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Cancelado.</translation>
    </message>
    <message>
        <source>The connection timed out.</source>
        <translation>Se agotó el tiempo de espera de la conexión.</translation>
    </message>
    <message>
        <source>Network error: %1</source>
        <translation>Error de red: %1</translation>
    </message>
    <message>
        <source>Unexpected answer from the service (%1).</source>
        <translation>Respuesta inesperada del servicio (%1).</translation>
    </message>
    <message>
        <source>Rate limited by the service; retrying</source>
        <translation>El servicio ha limitado la frecuencia; reintentando</translation>
    </message>
    <message>
        <source>Retrying after: %1</source>
        <translation>Reintentando tras: %1</translation>
    </message>
    <message numerus="yes">
        <source>No answer within %n second(s).</source>
        <translation>
            <numerusform>Sin respuesta en %n segundo.</numerusform>
            <numerusform>Sin respuesta en %n segundos.</numerusform>
        </translation>
    </message>
    <message>
        <source>The service closed the connection without answering.</source>
        <translation>El servicio cerró la conexión sin responder.</translation>
    </message>
    <message>
        <source>Secure connection failed: %1.</source>
        <translation>La conexión segura falló: %1.</translation>
    </message>
</context>
<context>
    <name>paydesk::AppContext</name>
    <message>
        <source>The data folder %1 cannot be created.</source>
        <translation>No se puede crear la carpeta de datos %1.</translation>
    </message>
    <message>
        <source>The history cache cannot be set up: %1</source>
        <translation>No se puede configurar la caché del historial: %1</translation>
    </message>
    <message>
        <source>The database cannot be opened: %1</source>
        <translation>No se puede abrir la base de datos: %1</translation>
    </message>
    <message>
        <source>The history cache cannot be opened: %1</source>
        <translation>No se puede abrir la caché del historial: %1</translation>
    </message>
</context>
<context>
    <name>paydesk::AppLock</name>
    <message>
        <source>Paydesk is locked. Unlock it with your passphrase; nothing was signed or sent.</source>
        <translation>Paydesk está bloqueado. Desbloquéelo con su frase de contraseña; no se firmó ni se envió nada.</translation>
    </message>
    <message>
        <source>The lock&apos;s entry in the keychain (&quot;%1&quot;) is damaged. Delete it with your keychain&apos;s manager to start over.</source>
        <translation>La entrada del bloqueo en el llavero (&quot;%1&quot;) está dañada. Elimínela con el administrador de su llavero para empezar de nuevo.</translation>
    </message>
    <message>
        <source>The lock passphrase is no longer in the keychain, so Paydesk is not locked. Set a new passphrase in Settings to lock it again.</source>
        <translation>La frase de contraseña de bloqueo ya no está en el llavero, así que Paydesk no está bloqueado. Establezca una nueva frase de contraseña en Configuración para volver a bloquearlo.</translation>
    </message>
    <message>
        <source>Paydesk is still checking the previous passphrase.</source>
        <translation>Paydesk todavía está comprobando la frase de contraseña anterior.</translation>
    </message>
    <message>
        <source>Paydesk is still reading the keychain; try again in a moment.</source>
        <translation>Paydesk todavía está leyendo el llavero; vuelva a intentarlo en un momento.</translation>
    </message>
    <message>
        <source>Wait %1 s before the next try.</source>
        <translation>Espere %1 s antes del siguiente intento.</translation>
    </message>
    <message>
        <source>No lock passphrase is set.</source>
        <translation>No se ha establecido ninguna frase de contraseña de bloqueo.</translation>
    </message>
    <message>
        <source>The lock cannot be set up: %1</source>
        <translation>No se puede configurar el bloqueo: %1</translation>
    </message>
    <message>
        <source>Unlock Paydesk first.</source>
        <translation>Primero desbloquee Paydesk.</translation>
    </message>
    <message>
        <source>The passphrase needs at least %1 characters.</source>
        <translation>La frase de contraseña necesita al menos %1 caracteres.</translation>
    </message>
    <message>
        <source>The passphrase could not be removed: %1</source>
        <translation>No se pudo quitar la frase de contraseña: %1</translation>
    </message>
    <message>
        <source>The passphrase cannot be checked: %1</source>
        <translation>No se puede comprobar la frase de contraseña: %1</translation>
    </message>
    <message>
        <source>The passphrase could not be hashed (not enough memory?).</source>
        <translation>No se pudo calcular el hash de la frase de contraseña (¿no hay suficiente memoria?).</translation>
    </message>
    <message>
        <source>Wrong passphrase. Try again in %1 s.</source>
        <translation>Frase de contraseña incorrecta. Vuelva a intentarlo dentro de %1 s.</translation>
    </message>
</context>
<context>
    <name>paydesk::BalanceBook</name>
    <message>
        <source>Not a wallet address.</source>
        <translation>No es una dirección de billetera.</translation>
    </message>
    <message>
        <source>The RPC node&apos;s answer to getBalance is not readable.</source>
        <translation>La respuesta del nodo RPC a getBalance no es legible.</translation>
    </message>
    <message>
        <source>Reading balance…</source>
        <translation>Leyendo el saldo…</translation>
    </message>
    <message>
        <source>%1 (could not refresh: %2)</source>
        <translation>%1 (no se pudo actualizar: %2)</translation>
    </message>
    <message>
        <source>Balance unavailable: %1</source>
        <translation>Saldo no disponible: %1</translation>
    </message>
    <message>
        <source>No EVM network is set up to read balances from.</source>
        <translation>No hay ninguna red EVM configurada para leer los saldos.</translation>
    </message>
    <message>
        <source>No Solana RPC endpoint is set up to read balances from.</source>
        <translation>No hay ningún punto de conexión RPC de Solana configurado para leer los saldos.</translation>
    </message>
    <message>
        <source>The balance is too large to show.</source>
        <translation>El saldo es demasiado grande para mostrarlo.</translation>
    </message>
    <message>
        <source>The RPC node&apos;s answer to eth_getBalance is not readable.</source>
        <translation>La respuesta del nodo RPC a eth_getBalance no es legible.</translation>
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
        <translation>Paga sin preguntar</translation>
    </message>
    <message>
        <source>Asks every time</source>
        <translation>Pregunta cada vez</translation>
    </message>
    <message>
        <source>Ended: asks every time</source>
        <translation>Terminado: pregunta cada vez</translation>
    </message>
    <message>
        <source>Pays without asking until %1</source>
        <translation>Paga sin preguntar hasta el %1</translation>
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
        <translation>Este canal está cerrado: no queda nada en él.</translation>
    </message>
    <message>
        <source>Paydesk knows no URL of this seller to ask for the refund: withdraw instead.</source>
        <translation>Paydesk no conoce ninguna URL de este vendedor para pedir el reembolso: retire en su lugar.</translation>
    </message>
    <message>
        <source>Wait until the refund or withdrawal under way has ended.</source>
        <translation>Espere a que termine el reembolso o el retiro en curso.</translation>
    </message>
    <message>
        <source>Paydesk has no channel %1.</source>
        <translation>Paydesk no tiene ningún canal %1.</translation>
    </message>
    <message>
        <source>No EVM node is set: choose one for %1 in Settings.</source>
        <translation>No hay ningún nodo EVM configurado: elija uno para %1 en Ajustes.</translation>
    </message>
</context>
<context>
    <name>paydesk::ChannelsModel</name>
    <message>
        <source>%1 atomic units</source>
        <translation>%1 unidades atómicas</translation>
    </message>
    <message>
        <source>Open, deposit pending</source>
        <translation>Abierto, depósito pendiente</translation>
    </message>
    <message>
        <source>Open, idle</source>
        <translation>Abierto, inactivo</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abierto</translation>
    </message>
    <message>
        <source>Withdrawing</source>
        <translation>Retirando</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Detenido</translation>
    </message>
    <message>
        <source>Closed</source>
        <translation>Cerrado</translation>
    </message>
    <message>
        <source>Channel %1</source>
        <translation>Canal %1</translation>
    </message>
    <message>
        <source>Paid from %1 to %2</source>
        <translation>Pagado de %1 a %2</translation>
    </message>
    <message>
        <source>The seller may claim at most %1.</source>
        <translation>El vendedor puede reclamar como máximo %1.</translation>
    </message>
    <message>
        <source>Last paid URL: %1</source>
        <translation>Última URL pagada: %1</translation>
    </message>
    <message>
        <source>Withdrawal asked on %1</source>
        <translation>Retiro solicitado el %1</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Nota: %1</translation>
    </message>
    <message>
        <source>What the seller has not charged: it comes back by a refund or a withdrawal</source>
        <translation>Lo que el vendedor no ha cobrado: vuelve mediante un reembolso o un retiro</translation>
    </message>
    <message>
        <source>What the seller charged for the requests paid through the channel</source>
        <translation>Lo que el vendedor cobró por las solicitudes pagadas a través del canal</translation>
    </message>
    <message numerus="yes">
        <source>%n channel(s) idle for a week still hold %1: ask for a refund.</source>
        <translation>
            <numerusform>%n canal inactivo desde hace una semana aún contiene %1: pida un reembolso.</numerusform>
            <numerusform>%n canales inactivos desde hace una semana aún contienen %1: pida un reembolso.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paydesk::EventStream</name>
    <message>
        <source>No service or API key yet.</source>
        <translation>Todavía no hay servicio ni clave de API.</translation>
    </message>
    <message>
        <source>The service refused the events connection (%1).</source>
        <translation>El servicio rechazó la conexión de eventos (%1).</translation>
    </message>
    <message>
        <source>This service offers no live events; Paydesk checks for changes itself.</source>
        <translation>Este servicio no ofrece eventos en vivo; Paydesk busca los cambios por sí mismo.</translation>
    </message>
</context>
<context>
    <name>paydesk::EvmLocalPayments</name>
    <message>
        <source>Only an EVM payment that still waits for a block can be sped up or cancelled.</source>
        <translation>Solo se puede acelerar o cancelar un pago EVM que aún espera un bloque.</translation>
    </message>
</context>
<context>
    <name>paydesk::EvmLocalSends</name>
    <message>
        <source>No EVM node is set: add one for the wallet&apos;s network in Settings.</source>
        <translation>No hay ningún nodo EVM configurado: añada uno para la red de la billetera en Configuración.</translation>
    </message>
</context>
<context>
    <name>paydesk::EvmNodeSettings</name>
    <message>
        <source>Ethereum (real money)</source>
        <translation>Ethereum (dinero real)</translation>
    </message>
    <message>
        <source>Base (real money)</source>
        <translation>Base (dinero real)</translation>
    </message>
    <message>
        <source>Base Sepolia (test funds)</source>
        <translation>Base Sepolia (fondos de prueba)</translation>
    </message>
    <message>
        <source>Polygon (real money)</source>
        <translation>Polygon (dinero real)</translation>
    </message>
    <message>
        <source>Arbitrum One (real money)</source>
        <translation>Arbitrum One (dinero real)</translation>
    </message>
    <message>
        <source>Sandbox&apos;s own EVM chain (test funds)</source>
        <translation>Cadena EVM propia del entorno de pruebas (fondos de prueba)</translation>
    </message>
    <message>
        <source>Custom URL</source>
        <translation>URL personalizada</translation>
    </message>
    <message>
        <source>custom endpoint</source>
        <translation>punto de conexión personalizado</translation>
    </message>
    <message>
        <source>The sandbox answers Ethereum JSON-RPC itself (chain %1): test funds only.</source>
        <translation>El propio entorno de pruebas responde a JSON-RPC de Ethereum (cadena %1): solo fondos de prueba.</translation>
    </message>
    <message>
        <source>Any chain: the check names the chain the node is on.</source>
        <translation>Cualquier cadena: la comprobación indica en qué cadena está el nodo.</translation>
    </message>
    <message>
        <source>Chain %1. Paste your own node&apos;s URL to use it instead of the public one.</source>
        <translation>Cadena %1. Pegue la URL de su propio nodo para usarlo en lugar del público.</translation>
    </message>
    <message>
        <source>EVM wallets are now read through %1.</source>
        <translation>Las billeteras EVM se leen ahora a través de %1.</translation>
    </message>
    <message>
        <source>Enter a URL, not a network name.</source>
        <translation>Introduzca una URL, no el nombre de una red.</translation>
    </message>
    <message>
        <source>The sandbox&apos;s EVM chain exists only while Paydesk uses the built-in sandbox.</source>
        <translation>La cadena EVM del entorno de pruebas solo existe mientras Paydesk usa el entorno de pruebas integrado.</translation>
    </message>
    <message>
        <source>Healthy: chain %1, block %2, answered in %3 ms.</source>
        <translation>En buen estado: cadena %1, bloque %2, respondió en %3 ms.</translation>
    </message>
    <message>
        <source>Not usable: %1</source>
        <translation>No utilizable: %1</translation>
    </message>
    <message>
        <source>Add test &amp;ETH and USDC</source>
        <translation>Añadir &amp;ETH y USDC de prueba</translation>
    </message>
</context>
<context>
    <name>paydesk::ExtraCertificates</name>
    <message>
        <source>If the server&apos;s certificate comes from an authority you trust that this system does not, name its PEM file in %1.</source>
        <translation>Si el certificado del servidor proviene de una autoridad en la que usted confía pero este sistema no, indique su archivo PEM en %1.</translation>
    </message>
    <message>
        <source>%1 names %2, which cannot be read (%3). Fix the path or unset the variable; only the system&apos;s certificate authorities are trusted meanwhile.</source>
        <translation>%1 indica %2, que no se puede leer (%3). Corrija la ruta o quite la variable; mientras tanto solo se confía en las autoridades de certificación del sistema.</translation>
    </message>
    <message>
        <source>%1 names %2, which holds no PEM certificate (&quot;-----BEGIN CERTIFICATE-----&quot;). Only the system&apos;s certificate authorities are trusted meanwhile.</source>
        <translation>%1 indica %2, que no contiene ningún certificado PEM («-----BEGIN CERTIFICATE-----»). Mientras tanto solo se confía en las autoridades de certificación del sistema.</translation>
    </message>
</context>
<context>
    <name>paydesk::HistoryTableModel</name>
    <message>
        <source>Sent</source>
        <translation>Enviado</translation>
    </message>
    <message>
        <source>Received</source>
        <translation>Recibido</translation>
    </message>
    <message>
        <source>Pending</source>
        <translation>Pendiente</translation>
    </message>
    <message>
        <source>Submitted</source>
        <translation>Remitido</translation>
    </message>
    <message>
        <source>Confirmed</source>
        <translation>Confirmado</translation>
    </message>
    <message>
        <source>Finalized</source>
        <translation>Finalizado</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fallido</translation>
    </message>
    <message>
        <source>Expired</source>
        <translation>Caducado</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Desconocido</translation>
    </message>
    <message>
        <source>Not signed, nothing charged</source>
        <translation>Sin firmar, no se cobró nada</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Sort by date and clear the type and search filters to see the balance after each payment.</source>
        <translation>Ordene por fecha y quite los filtros de tipo y búsqueda para ver el saldo después de cada pago.</translation>
    </message>
    <message>
        <source>The wallet&apos;s balance is not known yet: refresh, or check the RPC endpoint in Settings.</source>
        <translation>Aún no se conoce el saldo del monedero: actualice o revise el punto de acceso RPC en Ajustes.</translation>
    </message>
    <message>
        <source>Cannot be worked out: a payment this history does not hold changed the balance (one made outside Paydesk, or one whose amount is unknown).</source>
        <translation>No se puede calcular: un pago que este historial no contiene cambió el saldo (hecho fuera de Paydesk o con importe desconocido).</translation>
    </message>
    <message>
        <source>Worked back from the balance now, %1 %2, through the later payments in this history. A transfer made outside Paydesk is not counted.</source>
        <translation>Calculado hacia atrás desde el saldo actual, %1 %2, con los pagos posteriores de este historial. No cuenta transferencias hechas fuera de Paydesk.</translation>
    </message>
    <message>
        <source>%1
The service says: %2</source>
        <translation>%1
El servicio dice: %2</translation>
    </message>
    <message>
        <source>Paid by the sender: %1</source>
        <translation>Pagada por el remitente: %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>The seller&apos;s receipt: transaction %1 on %2, paid by %3.</source>
        <translation>Recibo del vendedor: transacción %1 en %2, pagada por %3.</translation>
    </message>
    <message>
        <source>an unnamed payer</source>
        <translation>un pagador sin nombre</translation>
    </message>
    <message>
        <source>%1 · by the agent %2</source>
        <translation>%1 · por el agente %2</translation>
    </message>
    <message>
        <source>Paid by the agent %1.</source>
        <translation>Pagado por el agente %1.</translation>
    </message>
    <message>
        <source>A payment in %1: it moved no %2, and the balance after each payment is worked out in %2. The page&apos;s header shows what the wallet holds of each.</source>
        <translation>Un pago en %1: no movió %2, y el saldo después de cada pago se calcula en %2. La cabecera de la página muestra cuánto tiene el monedero de cada uno.</translation>
    </message>
    <message>
        <source>A usage price: charged %1 of up to %2 authorized.</source>
        <translation>Un precio por uso: se cobró %1 de hasta %2 autorizados.</translation>
    </message>
    <message>
        <source>A usage price of up to %1: not charged yet. The seller may settle it until the authorization expires.</source>
        <translation>Un precio por uso de hasta %1: aún sin cobrar. El vendedor puede liquidarlo hasta que caduque la autorización.</translation>
    </message>
    <message>
        <source>up to %1</source>
        <translation>hasta %1</translation>
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
        <translation>confirmado</translation>
    </message>
    <message>
        <source>failed on chain (the network fee was charged, the amount was not)</source>
        <translation>fallido en la cadena (se cobró la comisión de red, pero no el importe)</translation>
    </message>
    <message>
        <source>expired: nothing was charged</source>
        <translation>caducado: no se cobró nada</translation>
    </message>
    <message>
        <source>refused by the network: nothing was charged</source>
        <translation>rechazado por la red: no se cobró nada</translation>
    </message>
    <message>
        <source>still open: Paydesk follows it again on the next start</source>
        <translation>aún abierto: Paydesk volverá a seguirlo en el próximo inicio</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>Unfinished local payments from an earlier session resumed: %1.</source>
        <translation>Se reanudaron pagos locales sin terminar de una sesión anterior: %1.</translation>
    </message>
    <message>
        <source>Receipt of %1</source>
        <translation>Cobro de %1</translation>
    </message>
    <message>
        <source>Payment of %1 to %2</source>
        <translation>Pago de %1 a %2</translation>
    </message>
</context>
<context>
    <name>paydesk::LocalWalletModel</name>
    <message>
        <source>New recovery phrase · %1</source>
        <translation>Nueva frase de recuperación · %1</translation>
    </message>
    <message>
        <source>Imported phrase · %1</source>
        <translation>Frase importada · %1</translation>
    </message>
    <message>
        <source>Keypair file</source>
        <translation>Archivo de par de claves</translation>
    </message>
    <message>
        <source>Secret key</source>
        <translation>Clave secreta</translation>
    </message>
    <message>
        <source>(no label)</source>
        <translation>(sin etiqueta)</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>desconocido</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Added account · %1</source>
        <translation>Cuenta añadida · %1</translation>
    </message>
    <message>
        <source>Keystore file</source>
        <translation>Archivo keystore</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Not a wallet address.</source>
        <translation>No es una dirección de billetera.</translation>
    </message>
</context>
<context>
    <name>paydesk::MetadataModel</name>
    <message>
        <source>Every metadata value needs a key.</source>
        <translation>Cada valor de metadatos necesita una clave.</translation>
    </message>
    <message>
        <source>The metadata key &quot;%1&quot; is used twice.</source>
        <translation>La clave de metadatos &quot;%1&quot; se usa dos veces.</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Clave</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
</context>
<context>
    <name>paydesk::NodeSettings</name>
    <message>
        <source>Choose one of the networks listed.</source>
        <translation>Elija una de las redes de la lista.</translation>
    </message>
    <message>
        <source>Enter the URL of the RPC endpoint, e.g. https://rpc.example.com.</source>
        <translation>Introduzca la URL del punto de conexión RPC, p. ej. https://rpc.example.com.</translation>
    </message>
    <message>
        <source>No RPC endpoint is set.</source>
        <translation>No hay ningún punto de conexión RPC configurado.</translation>
    </message>
</context>
<context>
    <name>paydesk::PayController</name>
    <message>
        <source>A fetch is already under way.</source>
        <translation>Ya se está obteniendo un recurso.</translation>
    </message>
    <message>
        <source>Choose the wallet to pay from first.</source>
        <translation>Elija primero la billetera con la que pagar.</translation>
    </message>
    <message>
        <source>No: the wallet holds %1, less than the price of %2.</source>
        <translation>No: la billetera tiene %1, menos que el precio de %2.</translation>
    </message>
    <message>
        <source>No: %1</source>
        <translation>No: %1</translation>
    </message>
    <message>
        <source>Balance unknown (%1). %2 Paid only if you approve this one payment.</source>
        <translation>Saldo desconocido (%1). %2 Solo se paga si aprueba este pago concreto.</translation>
    </message>
    <message>
        <source>Balance unknown (%1): Paydesk cannot tell whether the wallet covers it.</source>
        <translation>Saldo desconocido (%1): Paydesk no puede saber si la billetera lo cubre.</translation>
    </message>
    <message>
        <source>Only if you approve this one payment: %1 Balance: %2.</source>
        <translation>Solo si aprueba este pago concreto: %1 Saldo: %2.</translation>
    </message>
    <message>
        <source>Yes: within this site&apos;s budget, paid without asking (balance %1).</source>
        <translation>Sí: dentro del presupuesto de este sitio, se paga sin preguntar (saldo %1).</translation>
    </message>
    <message>
        <source>Yes, after you confirm (balance %1).</source>
        <translation>Sí, después de que confirme (saldo %1).</translation>
    </message>
    <message>
        <source>No EVM node is set: choose one for %1 in Settings.</source>
        <translation>No hay ningún nodo EVM configurado: elija uno para %1 en Ajustes.</translation>
    </message>
</context>
<context>
    <name>paydesk::PaymentFieldsModel</name>
    <message>
        <source>Payment id</source>
        <translation>ID de pago</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Direction</source>
        <translation>Sentido</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Red</translation>
    </message>
    <message>
        <source>From</source>
        <translation>De</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Para</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Importe</translation>
    </message>
    <message>
        <source>Network fee</source>
        <translation>Comisión de red</translation>
    </message>
    <message>
        <source>Priority fee</source>
        <translation>Comisión de prioridad</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Firma</translation>
    </message>
    <message>
        <source>Block height</source>
        <translation>Altura de bloque</translation>
    </message>
    <message>
        <source>Resource</source>
        <translation>Recurso</translation>
    </message>
    <message>
        <source>Metadata</source>
        <translation>Metadatos</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>Creado</translation>
    </message>
    <message>
        <source>Updated</source>
        <translation>Actualizado</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Error</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Campo</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Authorized at most</source>
        <translation>Autorizado como máximo</translation>
    </message>
</context>
<context>
    <name>paydesk::SecretStore</name>
    <message>
        <source>No such entry in the keychain.</source>
        <translation>No existe esa entrada en el llavero.</translation>
    </message>
    <message>
        <source>The keychain is locked or refused access. Unlock it (on Linux: log in to your desktop session, or unlock the &quot;login&quot; keyring in Passwords and Keys) and try again.</source>
        <translation>El llavero está bloqueado o denegó el acceso. Desbloquéelo (en Linux: inicie sesión en su escritorio o desbloquee el depósito de claves &quot;login&quot; en Contraseñas y claves) y vuelva a intentarlo.</translation>
    </message>
    <message>
        <source>No secure keychain is available. On Linux, Paydesk needs a Secret Service provider (GNOME Keyring or KWallet) running in your session: install gnome-keyring and log in again.</source>
        <translation>No hay ningún llavero seguro disponible. En Linux, Paydesk necesita un proveedor de Secret Service (GNOME Keyring o KWallet) en ejecución en su sesión: instale gnome-keyring y vuelva a iniciar sesión.</translation>
    </message>
    <message>
        <source>This system&apos;s keychain is not supported.</source>
        <translation>El llavero de este sistema no es compatible.</translation>
    </message>
    <message>
        <source>No secure keychain is reachable (%1). On Linux, Paydesk needs the Secret Service (org.freedesktop.secrets, e.g. GNOME Keyring) on your session&apos;s D-Bus: install gnome-keyring, make sure a login keyring exists and is unlocked, and try again.</source>
        <translation>No se puede acceder a ningún llavero seguro (%1). En Linux, Paydesk necesita el Secret Service (org.freedesktop.secrets, p. ej., GNOME Keyring) en el D-Bus de su sesión: instale gnome-keyring, asegúrese de que existe un depósito de claves de inicio de sesión y de que está desbloqueado, y vuelva a intentarlo.</translation>
    </message>
    <message>
        <source>The keychain failed: %1</source>
        <translation>Error del llavero: %1</translation>
    </message>
</context>
<context>
    <name>paydesk::SolanaLocalSends</name>
    <message>
        <source>Paydesk cannot sign Solana payments here: this program has no Solana node settings.</source>
        <translation>Paydesk no puede firmar pagos de Solana aquí: este programa no tiene ajustes de nodo de Solana.</translation>
    </message>
</context>
<context>
    <name>paydesk::SolanaNodeSettings</name>
    <message>
        <source>Mainnet beta (real money)</source>
        <translation>Mainnet beta (dinero real)</translation>
    </message>
    <message>
        <source>Devnet (test funds)</source>
        <translation>Devnet (fondos de prueba)</translation>
    </message>
    <message>
        <source>Testnet (test funds)</source>
        <translation>Testnet (fondos de prueba)</translation>
    </message>
    <message>
        <source>Sandbox&apos;s own RPC (test funds)</source>
        <translation>RPC propio del entorno de pruebas (fondos de prueba)</translation>
    </message>
    <message>
        <source>Custom URL</source>
        <translation>URL personalizada</translation>
    </message>
    <message>
        <source>The sandbox answers Solana JSON-RPC itself: test funds only.</source>
        <translation>El propio entorno de pruebas responde a JSON-RPC de Solana: solo fondos de prueba.</translation>
    </message>
    <message>
        <source>Paste your own node&apos;s URL to use it instead of the public one.</source>
        <translation>Pegue la URL de su propio nodo para usarlo en lugar del público.</translation>
    </message>
    <message>
        <source>Local payments now go through %1.</source>
        <translation>Los pagos locales pasan ahora por %1.</translation>
    </message>
    <message>
        <source>Enter a URL, not a cluster name.</source>
        <translation>Introduzca una URL, no el nombre de un clúster.</translation>
    </message>
    <message>
        <source>The sandbox&apos;s RPC exists only while Paydesk uses the built-in sandbox.</source>
        <translation>El RPC del entorno de pruebas solo existe mientras Paydesk usa el entorno de pruebas integrado.</translation>
    </message>
    <message>
        <source>Healthy: block height %1, answered in %2 ms.</source>
        <translation>En buen estado: altura de bloque %1, respondió en %2 ms.</translation>
    </message>
    <message>
        <source>Not usable: %1</source>
        <translation>No utilizable: %1</translation>
    </message>
    <message>
        <source>Add test &amp;SOL and USDC</source>
        <translation>Añadir &amp;SOL y USDC de prueba</translation>
    </message>
    <message>
        <source>Add 5 &amp;test SOL</source>
        <translation>Añadir 5 SOL de &amp;prueba</translation>
    </message>
</context>
<context>
    <name>paydesk::SpendingRules</name>
    <message>
        <source>Tokens cannot be added here: the app&apos;s database is not open.</source>
        <translation>Aquí no se pueden añadir tokens: la base de datos de la aplicación no está abierta.</translation>
    </message>
    <message>
        <source>Tokens cannot be removed here: the app&apos;s database is not open.</source>
        <translation>Aquí no se pueden quitar tokens: la base de datos de la aplicación no está abierta.</translation>
    </message>
</context>
<context>
    <name>paydesk::StatusTimelineModel</name>
    <message>
        <source>%1 (passed)</source>
        <translation>%1 (superado)</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1, current state</source>
        <translation>%1, estado actual</translation>
    </message>
    <message>
        <source>%1, reached</source>
        <translation>%1, alcanzado</translation>
    </message>
    <message>
        <source>%1, not reached</source>
        <translation>%1, no alcanzado</translation>
    </message>
</context>
<context>
    <name>paydesk::VerifyController</name>
    <message>
        <source>The service did not confirm the payment.</source>
        <translation>El servicio no confirmó el pago.</translation>
    </message>
</context>
<context>
    <name>paydesk::VersionInfo</name>
    <message>
        <source>%1 (built with %2)</source>
        <translation>%1 (compilado con %2)</translation>
    </message>
</context>
<context>
    <name>paydesk::WalletChoiceModel</name>
    <message>
        <source>%1 · on this computer</source>
        <translation>%1 · en este equipo</translation>
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
        <translation>(sin etiqueta)</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Predeterminada</translation>
    </message>
    <message>
        <source>%1, default wallet</source>
        <translation>%1, billetera predeterminada</translation>
    </message>
    <message>
        <source>This wallet is already in the list.</source>
        <translation>Esta billetera ya está en la lista.</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>desconocido</translation>
    </message>
</context>
<context>
    <name>paydesk::WalletSetupController</name>
    <message>
        <source>A recovery phrase has 12 or 24 words.</source>
        <translation>Una frase de recuperación tiene 12 o 24 palabras.</translation>
    </message>
    <message>
        <source>Check your written copy of the recovery phrase first.</source>
        <translation>Compruebe primero su copia escrita de la frase de recuperación.</translation>
    </message>
    <message>
        <source>This wallet is already on this computer (%1).</source>
        <translation>Esta billetera ya está en este equipo (%1).</translation>
    </message>
    <message>
        <source>Choose at least one account to import: Solana, EVM or both.</source>
        <translation>Elija al menos una cuenta para importar: Solana, EVM o ambas.</translation>
    </message>
    <message>
        <source>Cannot read the keystore file %1: %2. Choose the file again.</source>
        <translation>No se puede leer el archivo keystore %1: %2. Vuelva a elegir el archivo.</translation>
    </message>
    <message>
        <source>Type the keystore file&apos;s password. Paydesk uses it once to open the file and never stores it.</source>
        <translation>Escriba la contraseña del archivo keystore. Paydesk la usa una vez para abrir el archivo y nunca la guarda.</translation>
    </message>
    <message>
        <source>The import was cancelled; nothing was stored.</source>
        <translation>Se canceló la importación; no se guardó nada.</translation>
    </message>
</context>
<context>
    <name>paydesk::agents::AgentIdentity</name>
    <message>
        <source>No agent token: give the token &apos;paydesk-cli agent add&apos; printed (PAYDESK_AGENT_TOKEN for paydesk-cli mcp, the Proxy-Authorization header for the proxy). Nothing can be paid without it.</source>
        <translation>No hay token de agente: indique el token que mostró &apos;paydesk-cli agent add&apos; (PAYDESK_AGENT_TOKEN para paydesk-cli mcp, la cabecera Proxy-Authorization para el proxy). Sin él no se puede pagar nada.</translation>
    </message>
    <message>
        <source>This agent token is not one Paydesk made, or its agent was removed: ask the user for the agent&apos;s token (&apos;paydesk-cli agent token NAME&apos;). Nothing was paid.</source>
        <translation>Este token de agente no lo creó Paydesk, o se quitó su agente: pida al usuario el token del agente (&apos;paydesk-cli agent token NAME&apos;). No se pagó nada.</translation>
    </message>
    <message>
        <source>This agent token is no longer valid: ask the user for the agent&apos;s current token. Nothing was paid.</source>
        <translation>Este token de agente ya no es válido: pida al usuario el token actual del agente. No se pagó nada.</translation>
    </message>
    <message>
        <source>Paydesk could not read the agent&apos;s token from the keychain (%1), so it pays nothing.</source>
        <translation>Paydesk no pudo leer el token del agente del llavero (%1), así que no paga nada.</translation>
    </message>
</context>
<context>
    <name>paydesk::agents::AgentProxy</name>
    <message>
        <source>The proxy pays from your wallets: it listens on this computer only (127.0.0.1 or ::1), not on %1.</source>
        <translation>El proxy paga desde sus billeteras: solo escucha en este equipo (127.0.0.1 o ::1), no en %1.</translation>
    </message>
    <message>
        <source>The proxy is stopping; nothing was paid.</source>
        <translation>El proxy se está deteniendo; no se pagó nada.</translation>
    </message>
    <message>
        <source>Paydesk cannot pay inside a CONNECT tunnel (the 402 is encrypted there). Send the request to the proxy as &quot;GET https://…&quot;, or to http://127.0.0.1:%1/https://….</source>
        <translation>Paydesk no puede pagar dentro de un túnel CONNECT (allí el 402 va cifrado). Envíe la solicitud al proxy como &quot;GET https://…&quot;, o a http://127.0.0.1:%1/https://….</translation>
    </message>
    <message>
        <source>Send a whole URL through the proxy: &quot;GET https://api.example/data&quot; as a proxy request, or http://127.0.0.1:%1/https://api.example/data.</source>
        <translation>Envíe una URL completa a través del proxy: &quot;GET https://api.example/data&quot; como solicitud de proxy, o http://127.0.0.1:%1/https://api.example/data.</translation>
    </message>
    <message>
        <source>Paydesk-Max-Price is an amount and its asset: &quot;0.01 USDC&quot;. %1</source>
        <translation>Paydesk-Max-Price es un importe y su activo: &quot;0.01 USDC&quot;. %1</translation>
    </message>
</context>
<context>
    <name>paydesk::agents::ApprovalClient</name>
    <message>
        <source>The Paydesk desktop app is not running, so nobody could approve it.</source>
        <translation>La aplicación de escritorio de Paydesk no se está ejecutando, así que nadie pudo aprobarlo.</translation>
    </message>
    <message numerus="yes">
        <source>Nobody approved it in the desktop app within %n second(s).</source>
        <translation>
            <numerusform>Nadie lo aprobó en la aplicación de escritorio en %n segundo.</numerusform>
            <numerusform>Nadie lo aprobó en la aplicación de escritorio en %n segundos.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paydesk::agents::McpServer</name>
    <message>
        <source>The message is longer than Paydesk reads (8 MiB).</source>
        <translation>El mensaje supera lo que Paydesk lee (8 MiB).</translation>
    </message>
    <message>
        <source>The message is not JSON.</source>
        <translation>El mensaje no es JSON.</translation>
    </message>
    <message>
        <source>A message is one JSON-RPC 2.0 request object (batches are not part of MCP).</source>
        <translation>Un mensaje es un único objeto de solicitud JSON-RPC 2.0 (los lotes no forman parte de MCP).</translation>
    </message>
    <message>
        <source>A request&apos;s id is a string or an integer.</source>
        <translation>El id de una solicitud es una cadena o un entero.</translation>
    </message>
    <message>
        <source>params is an object.</source>
        <translation>params es un objeto.</translation>
    </message>
    <message>
        <source>Paydesk pays x402 (HTTP 402) resources for you from its user&apos;s wallet, within the budgets the user gave this agent. Call quote first to see what a URL costs; fetch_paid_resource pays at most max_price. Payments above your automatic limit or to a new site need the user&apos;s approval.</source>
        <translation>Paydesk paga recursos x402 (HTTP 402) por usted desde la billetera de su usuario, dentro de los presupuestos que el usuario dio a este agente. Llame primero a quote para ver cuánto cuesta una URL; fetch_paid_resource paga como máximo max_price. Los pagos por encima de su límite automático o a un sitio nuevo necesitan la aprobación del usuario.</translation>
    </message>
    <message>
        <source>Paydesk&apos;s MCP server has no method %1.</source>
        <translation>El servidor MCP de Paydesk no tiene el método %1.</translation>
    </message>
    <message>
        <source>Unknown tool %1: tools/list names Paydesk&apos;s tools.</source>
        <translation>Herramienta desconocida %1: tools/list enumera las herramientas de Paydesk.</translation>
    </message>
    <message>
        <source>A tool&apos;s arguments are an object.</source>
        <translation>Los argumentos de una herramienta son un objeto.</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::CliAgents</name>
    <message>
        <source>paydesk-cli: error: %1</source>
        <translation>paydesk-cli: error: %1</translation>
    </message>
    <message>
        <source>agent %1 needs the agent&apos;s name.</source>
        <translation>agent %1 necesita el nombre del agente.</translation>
    </message>
    <message>
        <source>There is no agent called &quot;%1&quot;: &apos;paydesk-cli agent list&apos; shows them.</source>
        <translation>No hay ningún agente llamado &quot;%1&quot;: &apos;paydesk-cli agent list&apos; los muestra.</translation>
    </message>
    <message>
        <source>Paused %1: it pays nothing until you resume it.</source>
        <translation>Se pausó %1: no paga nada hasta que lo reanude.</translation>
    </message>
    <message>
        <source>Resumed %1: it pays again within its budgets.</source>
        <translation>Se reanudó %1: vuelve a pagar dentro de sus presupuestos.</translation>
    </message>
    <message>
        <source>agent %1 needs the agent&apos;s name and a site&apos;s http:// or https:// URL.</source>
        <translation>agent %1 necesita el nombre del agente y la URL http:// o https:// de un sitio.</translation>
    </message>
    <message>
        <source>%1 may pay %2 within its budgets without asking you.</source>
        <translation>%1 puede pagar a %2 dentro de sus presupuestos sin preguntarle.</translation>
    </message>
    <message>
        <source>%1 is not on the sites of %2.</source>
        <translation>%1 no está entre los sitios de %2.</translation>
    </message>
    <message>
        <source>%1 asks you before paying %2 again.</source>
        <translation>%1 vuelve a preguntarle antes de pagar a %2.</translation>
    </message>
    <message>
        <source>%1 (paused)</source>
        <translation>%1 (en pausa)</translation>
    </message>
    <message>
        <source>  may pay %1
</source>
        <translation>  puede pagar a %1
</translation>
    </message>
    <message>
        <source>No agents yet: add one with &apos;paydesk-cli agent add NAME&apos;.
</source>
        <translation>Aún no hay agentes: añada uno con &apos;paydesk-cli agent add NAME&apos;.
</translation>
    </message>
    <message>
        <source>--per-minute takes a number from 1 to 10000.</source>
        <translation>--per-minute admite un número de 1 a 10000.</translation>
    </message>
    <message>
        <source>There is already an agent called &quot;%1&quot;.</source>
        <translation>Ya hay un agente llamado &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Added the agent %1. Its token, for its MCP configuration as PAYDESK_AGENT_TOKEN (kept in your keychain; &apos;agent token %1&apos; shows it again):
%2
It pays nothing until you give it a budget: &apos;paydesk-cli agent budget %1 &quot;1 USDC&quot; --network base&apos;.</source>
        <translation>Se añadió el agente %1. Su token, para su configuración MCP como PAYDESK_AGENT_TOKEN (guardado en su llavero; &apos;agent token %1&apos; lo vuelve a mostrar):
%2
No paga nada hasta que le asigne un presupuesto: &apos;paydesk-cli agent budget %1 &quot;1 USDC&quot; --network base&apos;.</translation>
    </message>
    <message>
        <source>Removed the agent %1; its token no longer pays. Its payments stay in the history.</source>
        <translation>Se quitó el agente %1; su token ya no paga. Sus pagos permanecen en el historial.</translation>
    </message>
    <message>
        <source>agent budget needs the agent&apos;s name and an amount a day, such as &quot;1 USDC&quot;.</source>
        <translation>agent budget necesita el nombre del agente y un importe por día, como &quot;1 USDC&quot;.</translation>
    </message>
    <message>
        <source>Paydesk knows no token %1 on %2: &apos;paydesk-cli token list&apos; shows the ones it pays in.</source>
        <translation>Paydesk no conoce ningún token %1 en %2: &apos;paydesk-cli token list&apos; muestra aquellos en los que paga.</translation>
    </message>
    <message>
        <source>%1 has no budget in %2 on %3 now: it cannot pay in it.</source>
        <translation>%1 ya no tiene presupuesto en %2 en %3: no puede pagar en ese activo.</translation>
    </message>
    <message>
        <source>--automatic is an amount in %1.</source>
        <translation>--automatic es un importe en %1.</translation>
    </message>
    <message>
        <source>Removing an agent stops its token at once: confirm with --yes.</source>
        <translation>Quitar un agente detiene su token al instante: confirme con --yes.</translation>
    </message>
    <message>
        <source>Remove the agent %1? Its token stops paying at once. [y/N] </source>
        <translation>¿Quitar el agente %1? Su token deja de pagar al instante. [y/N] </translation>
    </message>
    <message>
        <source>Not confirmed: nothing removed.</source>
        <translation>No confirmado: no se quitó nada.</translation>
    </message>
    <message>
        <source>  %1 on %2 (%3 spent in 24 hours), up to %4 a payment without asking
</source>
        <translation>  %1 en %2 (%3 gastado en 24 horas), hasta %4 por pago sin preguntar
</translation>
    </message>
    <message>
        <source>%1 may spend %2 on %3, up to %4 a payment without asking you.</source>
        <translation>%1 puede gastar %2 en %3, hasta %4 por pago sin preguntarle.</translation>
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
        <translation>alojada</translation>
    </message>
    <message>
        <source>No wallets yet: &apos;wallet create&apos; or &apos;wallet import&apos;, or name one: paydesk-cli balance ADDRESS.</source>
        <translation>Aún no hay billeteras: &apos;wallet create&apos; o &apos;wallet import&apos;, o indique una: paydesk-cli balance ADDRESS.</translation>
    </message>
    <message>
        <source>unknown: %1</source>
        <translation>desconocido: %1</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>(%1 balances read through %2)</source>
        <translation>(saldos de %1 leídos a través de %2)</translation>
    </message>
    <message>
        <source>(%1 balances: pass --%2 URL or set %3)</source>
        <translation>(saldos de %1: pase --%2 URL o defina %3)</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::CliChannels</name>
    <message>
        <source>channel takes list, refund ID or withdraw ID.</source>
        <translation>channel admite list, refund ID o withdraw ID.</translation>
    </message>
    <message>
        <source>No channel %1 in Paydesk: see paydesk-cli channel list.</source>
        <translation>No hay ningún canal %1 en Paydesk: vea paydesk-cli channel list.</translation>
    </message>
    <message>
        <source>No payment channels yet: Paydesk opens one when a seller offers batch-settlement.</source>
        <translation>Aún no hay canales de pago: Paydesk abre uno cuando un vendedor ofrece batch-settlement.</translation>
    </message>
    <message>
        <source>seller: %1 (%2)</source>
        <translation>vendedor: %1 (%2)</translation>
    </message>
    <message>
        <source>deposit %1, charged %2, refundable %3; the seller may claim at most %4</source>
        <translation>depósito %1, cobrado %2, reembolsable %3; el vendedor puede reclamar como máximo %4</translation>
    </message>
    <message>
        <source>last use %1</source>
        <translation>último uso %1</translation>
    </message>
    <message>
        <source>--amount takes an amount of %1 such as 0.5.</source>
        <translation>--amount admite un importe en %1, como 0.5.</translation>
    </message>
    <message>
        <source>No EVM node: pass --evm-rpc (a URL, or ethereum, base, base-sepolia, polygon, arbitrum-one, sandbox).</source>
        <translation>No hay nodo EVM: pase --evm-rpc (una URL, o ethereum, base, base-sepolia, polygon, arbitrum-one, sandbox).</translation>
    </message>
    <message>
        <source>Nobody was asked to approve this transaction: standard input is not a terminal. Nothing was signed. Pass --yes to sign without asking.</source>
        <translation>No se pidió a nadie que aprobara esta transacción: la entrada estándar no es un terminal. No se firmó nada. Pase --yes para firmar sin preguntar.</translation>
    </message>
    <message>
        <source>Checked against your node (%1):</source>
        <translation>Comprobado con su nodo (%1):</translation>
    </message>
    <message>
        <source>Sign and send? [y/N] </source>
        <translation>¿Firmar y enviar? [y/N] </translation>
    </message>
    <message>
        <source>idle for a week: ask for the rest back with paydesk-cli channel refund %1</source>
        <translation>inactivo desde hace una semana: pida el resto con paydesk-cli channel refund %1</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::CliEvmPayment</name>
    <message>
        <source>%1 is a Solana cluster; an EVM wallet needs its network&apos;s JSON-RPC URL (or sandbox).</source>
        <translation>%1 es un clúster de Solana; una billetera EVM necesita la URL JSON-RPC de su red (o sandbox).</translation>
    </message>
    <message>
        <source>--%1 takes an amount of ETH such as 0.002.</source>
        <translation>--%1 admite un importe en ETH, como 0.002.</translation>
    </message>
    <message>
        <source>Wallet %1 is not in Paydesk: import it first with &apos;paydesk-cli wallet import --chain evm&apos; (local mode signs with your own key).</source>
        <translation>La billetera %1 no está en Paydesk: impórtela primero con &apos;paydesk-cli wallet import --chain evm&apos; (el modo local firma con su propia clave).</translation>
    </message>
    <message>
        <source>Receiving in local mode on an EVM wallet needs the buyer&apos;s token authorization (EIP-3009), which Paydesk does not verify yet. Receive in hosted mode (without --local) instead.</source>
        <translation>Recibir en modo local con una billetera EVM requiere la autorización de token del comprador (EIP-3009), que Paydesk aún no verifica. Reciba en modo alojado (sin --local).</translation>
    </message>
    <message>
        <source>An earlier payment from %1 (%2, nonce %3) can still land; Paydesk will not sign a new one until it is final. Speed it up or cancel it in the app, or try again later.</source>
        <translation>Un pago anterior de %1 (%2, nonce %3) aún podría incluirse en la cadena; Paydesk no firmará uno nuevo hasta que sea final. Acelérelo o cancélelo en la app, o vuelva a intentarlo más tarde.</translation>
    </message>
    <message>
        <source>Checked the transaction built by the service against your node (network %1, %2 s left):</source>
        <translation>Se comprobó con su nodo la transacción creada por el servicio (red %1, quedan %2 s):</translation>
    </message>
    <message>
        <source>To allow more for this payment pass --max-network-fee; the saved limit is in the app&apos;s Settings.</source>
        <translation>Para permitir más en este pago, pase --max-network-fee; el límite guardado está en la Configuración de la app.</translation>
    </message>
    <message>
        <source>  Gas limit %1, max fee %2 gwei per gas, priority fee %3 gwei per gas; at most %4 %5 in total.</source>
        <translation>  Límite de gas %1, comisión máxima %2 gwei por gas, comisión de prioridad %3 gwei por gas; como máximo %4 %5 en total.</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::CliFetch</name>
    <message>
        <source>Wallet %1 is not in Paydesk: import it first with &apos;paydesk-cli wallet import&apos; (local mode signs with your own key).</source>
        <translation>La billetera %1 no está en Paydesk: impórtela primero con &apos;paydesk-cli wallet import&apos; (el modo local firma con su propia clave).</translation>
    </message>
    <message>
        <source>fetch needs an http:// or https:// URL.</source>
        <translation>fetch necesita una URL http:// o https://.</translation>
    </message>
    <message>
        <source>Pay %1? [y/N] </source>
        <translation>¿Pagar %1? [y/N] </translation>
    </message>
    <message>
        <source>paydesk-cli: error: %1</source>
        <translation>paydesk-cli: error: %1</translation>
    </message>
    <message>
        <source>paydesk-cli: %1</source>
        <translation>paydesk-cli: %1</translation>
    </message>
    <message>
        <source>The resource is %1, not text: pass --out FILE to save it. Nothing was paid.</source>
        <translation>El recurso es %1, no texto: pase --out FILE para guardarlo. No se pagó nada.</translation>
    </message>
    <message>
        <source>You already paid for this URL once; paying again needs a confirmation at a terminal (or in the app). Nobody was asked (no terminal); nothing was paid.</source>
        <translation>Ya pagó esta URL una vez; volver a pagar requiere una confirmación en un terminal (o en la aplicación). No se preguntó a nadie (no hay terminal); no se pagó nada.</translation>
    </message>
    <message>
        <source>Automatic payments are frozen; confirm at a terminal or unfreeze them (&apos;paydesk-cli budget unfreeze&apos;). Nobody was asked (no terminal); nothing was paid.</source>
        <translation>Los pagos automáticos están congelados; confirme en un terminal o descongélelos (&apos;paydesk-cli budget unfreeze&apos;). No se preguntó a nadie (no hay terminal); no se pagó nada.</translation>
    </message>
    <message>
        <source>%1 --yes alone never pays above a cap: to approve this one payment from a script, add --max-amount %2 (or more); to let %3 take such prices, grant it a budget (&apos;paydesk-cli budget grant&apos;). Nothing was paid.</source>
        <translation>%1 --yes por sí solo nunca paga por encima de un límite: para aprobar este pago concreto desde un script, añada --max-amount %2 (o más); para permitir que %3 cobre esos precios, concédale un presupuesto (&apos;paydesk-cli budget grant&apos;). No se pagó nada.</translation>
    </message>
    <message>
        <source>Pay %1 once? [y/N] </source>
        <translation>¿Pagar %1 una vez? [y/N] </translation>
    </message>
    <message>
        <source>give an amount and, for a token, its symbol: &quot;0.01 USDC&quot; or &quot;0.05&quot;.</source>
        <translation>indique un importe y, para un token, su símbolo: &quot;0.01 USDC&quot; o &quot;0.05&quot;.</translation>
    </message>
    <message>
        <source>The seller refused an earlier payment for this URL (attempt %1); paying again needs a confirmation at a terminal (or in the app). Nobody was asked (no terminal); nothing was paid.</source>
        <translation>El vendedor rechazó un pago anterior para esta URL (intento %1); volver a pagar requiere una confirmación en un terminal (o en la aplicación). No se preguntó a nadie (no hay terminal); no se pagó nada.</translation>
    </message>
    <message>
        <source>Pass --from WALLET: a wallet whose key is in Paydesk pays without a payment service (&apos;paydesk-cli wallet list&apos; shows yours, &apos;wallet create&apos; makes one).</source>
        <translation>Indique --from WALLET: un monedero cuya clave está en Paydesk paga sin servicio de pagos (&apos;paydesk-cli wallet list&apos; muestra los suyos, &apos;wallet create&apos; crea uno).</translation>
    </message>
    <message>
        <source>Nobody was asked: paydesk-cli is not running at a terminal, so it cannot ask you to confirm %1. Nothing was paid. It is above your default caps: to pay it from a script, pass --yes with --max-amount (for example --yes --max-amount %2), or grant %3 a budget (&apos;paydesk-cli budget grant&apos;).</source>
        <translation>No se preguntó a nadie: paydesk-cli no se está ejecutando en un terminal, así que no puede pedirle que confirme %1. No se pagó nada. Supera sus límites predeterminados: para pagarlo desde un script, pase --yes con --max-amount (por ejemplo, --yes --max-amount %2), o conceda un presupuesto a %3 (&apos;paydesk-cli budget grant&apos;).</translation>
    </message>
    <message>
        <source>Nobody was asked: paydesk-cli is not running at a terminal, so it cannot ask you to confirm %1. Nothing was paid. To pay from a script, pass --yes: it pays within your caps (add --max-amount %2 to refuse any higher price), or grant %3 a budget (&apos;paydesk-cli budget grant&apos;).</source>
        <translation>No se preguntó a nadie: paydesk-cli no se está ejecutando en un terminal, así que no puede pedirle que confirme %1. No se pagó nada. Para pagar desde un script, pase --yes: paga dentro de sus límites (añada --max-amount %2 para rechazar cualquier precio mayor), o conceda un presupuesto a %3 (&apos;paydesk-cli budget grant&apos;).</translation>
    </message>
    <message>
        <source>--max-deposit takes an amount in --max-amount&apos;s asset (&quot;1 USDC&quot;).</source>
        <translation>--max-deposit admite un importe en el activo de --max-amount («1 USDC»).</translation>
    </message>
    <message>
        <source>Nobody was asked: paying %1 first opens a payment channel with a deposit of %2 (refundable), and paydesk-cli is not running at a terminal to ask you. Nothing was paid. To approve it from a script, pass --yes with --max-deposit &quot;%2&quot; (a smaller deposit serves fewer requests).</source>
        <translation>No se preguntó a nadie: pagar %1 abre primero un canal de pago con un depósito de %2 (reembolsable), y paydesk-cli no se ejecuta en un terminal para preguntarle. No se pagó nada. Para aprobarlo desde un script, pase --yes con --max-deposit «%2» (un depósito menor sirve para menos solicitudes).</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::CliLocalPayment</name>
    <message>
        <source>Earlier payment %1: %2</source>
        <translation>Pago anterior %1: %2</translation>
    </message>
    <message>
        <source>Signing and broadcasting through %1 ...</source>
        <translation>Firmando y transmitiendo a través de %1 ...</translation>
    </message>
    <message>
        <source>Payment %1 is still not final; run &apos;paydesk-cli recover&apos; again when the RPC endpoint answers.</source>
        <translation>El pago %1 aún no es final; vuelva a ejecutar &apos;paydesk-cli recover&apos; cuando responda el punto de conexión RPC.</translation>
    </message>
    <message numerus="yes">
        <source>%n unfinished local payment(s) followed to a final state.</source>
        <translation>
            <numerusform>%n pago local sin terminar se siguió hasta un estado final.</numerusform>
            <numerusform>%n pagos locales sin terminar se siguieron hasta un estado final.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody was asked to approve this transaction: standard input is not a terminal. Nothing was built or signed. Pass --yes to sign without asking.</source>
        <translation>No se pidió a nadie que aprobara esta transacción: la entrada estándar no es un terminal. No se creó ni se firmó nada. Pase --yes para firmar sin preguntar.</translation>
    </message>
    <message>
        <source>Sign and send? [y/N] </source>
        <translation>¿Firmar y enviar? [y/N] </translation>
    </message>
    <message>
        <source>Co-sign and broadcast? [y/N] </source>
        <translation>¿Cofirmar y transmitir? [y/N] </translation>
    </message>
    <message>
        <source>Name the wallet to pay from with --%1.</source>
        <translation>Indique la cartera desde la que pagar con --%1.</translation>
    </message>
    <message>
        <source>%1 is not a wallet address: give the Solana or EVM address of a wallet on this computer.</source>
        <translation>%1 no es una dirección de cartera: indique la dirección Solana o EVM de una cartera de este equipo.</translation>
    </message>
    <message>
        <source>Local payments from a %1 wallet are not supported by paydesk-cli; pay x402 sellers from it with &apos;paydesk-cli fetch --from&apos;.</source>
        <translation>paydesk-cli no admite pagos locales desde una cartera %1; pague a vendedores x402 desde ella con &apos;paydesk-cli fetch --from&apos;.</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::CliMcp</name>
    <message>
        <source>paydesk-cli: error: %1</source>
        <translation>paydesk-cli: error: %1</translation>
    </message>
    <message>
        <source>paydesk-cli: %1</source>
        <translation>paydesk-cli: %1</translation>
    </message>
    <message>
        <source>paydesk-cli mcp: serving the agent %1</source>
        <translation>paydesk-cli mcp: sirviendo al agente %1</translation>
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
        <translation>Obtención de pago %1 de %2 (%3 desde %4) cerrada como no pagada: %5 Su presupuesto queda liberado.</translation>
    </message>
    <message>
        <source>Paid fetch %1 of %2 (%3 from %4) stopped before its proof was stored, but the payment may have been made (%5). Check the wallet&apos;s history before paying for this URL again.</source>
        <translation>La obtención de pago %1 de %2 (%3 desde %4) se detuvo antes de guardar su comprobante, pero puede que el pago se haya realizado (%5). Compruebe el historial de la billetera antes de volver a pagar esta URL.</translation>
    </message>
    <message>
        <source>through the service</source>
        <translation>a través del servicio</translation>
    </message>
    <message>
        <source>a transaction Paydesk sends itself</source>
        <translation>una transacción que envía el propio Paydesk</translation>
    </message>
    <message>
        <source>Paid fetch %1 of %2 is being paid by another Paydesk process now.</source>
        <translation>La obtención de pago %1 de %2 la está pagando ahora otro proceso de Paydesk.</translation>
    </message>
    <message>
        <source>run &apos;paydesk-cli fetch %1&apos; to receive it (the same proof is sent again; nothing is paid twice).</source>
        <translation>ejecute &apos;paydesk-cli fetch %1&apos; para recibirlo (se vuelve a enviar el mismo comprobante; nada se paga dos veces).</translation>
    </message>
    <message>
        <source>Paid fetch %1 of %2 (%3 from %4) was paid, but its content never reached you: %5</source>
        <translation>La obtención de pago %1 de %2 (%3 desde %4) se pagó, pero su contenido nunca le llegó: %5</translation>
    </message>
    <message>
        <source>Paid fetch %1 of %2 (%3 from %4): its proof was signed and no answer from the seller was recorded, so whether it was paid is not known here (no node of its network to ask): %5</source>
        <translation>Obtención de pago %1 de %2 (%3 desde %4): su comprobante se firmó y no se registró respuesta del vendedor, así que aquí no se sabe si se pagó (no hay nodo de su red al que preguntar): %5</translation>
    </message>
    <message>
        <source>Paid fetch %1 of %2 (%3 from %4) closed as not paid: the chain shows its proof unused and expired, so it can never move money (%5). Its budget is released.</source>
        <translation>Obtención de pago %1 de %2 (%3 desde %4) cerrada como no pagada: la cadena muestra su comprobante sin usar y caducado, así que nunca podrá mover dinero (%5). Su presupuesto queda liberado.</translation>
    </message>
    <message>
        <source>Paid fetch %1 of %2 (%3 from %4) was paid (the chain shows it), but its content never reached you: %5</source>
        <translation>La obtención de pago %1 de %2 (%3 desde %4) se pagó (la cadena lo muestra), pero su contenido nunca le llegó: %5</translation>
    </message>
    <message>
        <source>Paid fetch %1 of %2 (%3 from %4): its proof was signed and no answer from the seller was recorded. The chain does not show it settled, and it may still be until it expires: %5</source>
        <translation>Obtención de pago %1 de %2 (%3 desde %4): su comprobante se firmó y no se registró respuesta del vendedor. La cadena no lo muestra liquidado, y aún puede liquidarse hasta que caduque: %5</translation>
    </message>
    <message>
        <source>Paid fetch %1 of %2 (%3 from %4): its proof was signed and no answer from the seller was recorded, and the chain could not be read (%5): %6</source>
        <translation>Obtención de pago %1 de %2 (%3 desde %4): su comprobante se firmó y no se registró respuesta del vendedor, y no se pudo leer la cadena (%5): %6</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::CliPermit2</name>
    <message>
        <source>permit2 needs --from and an EVM wallet (0x and 40 hex digits).</source>
        <translation>permit2 necesita --from y una billetera EVM (0x y 40 dígitos hexadecimales).</translation>
    </message>
    <message>
        <source>No EVM node: pass --evm-rpc (a URL, or ethereum, base, base-sepolia, polygon, arbitrum-one, sandbox).</source>
        <translation>No hay nodo EVM: indique --evm-rpc (una URL, o ethereum, base, base-sepolia, polygon, arbitrum-one, sandbox).</translation>
    </message>
    <message>
        <source>permit2 %1 takes the token: a symbol (USDC) or its contract.</source>
        <translation>permit2 %1 espera el token: un símbolo (USDC) o su contrato.</translation>
    </message>
    <message>
        <source>permit2 approve takes an amount and a token, such as &quot;0.05 USDC&quot; (never unlimited; 0 revokes). %1</source>
        <translation>permit2 approve espera un importe y un token, como &quot;0.05 USDC&quot; (nunca ilimitado; 0 revoca). %1</translation>
    </message>
    <message>
        <source>Cannot read the chain id from %1: %2</source>
        <translation>No se puede leer el id de cadena de %1: %2</translation>
    </message>
    <message>
        <source>Permit2 (%1) may move %2 of %3 on %4.</source>
        <translation>Permit2 (%1) puede mover %2 de %3 en %4.</translation>
    </message>
    <message>
        <source>Wallet %1 is not in Paydesk: import it first with &apos;paydesk-cli wallet import --chain evm&apos; (the approve is signed with your own key).</source>
        <translation>La billetera %1 no está en Paydesk: impórtela primero con &apos;paydesk-cli wallet import --chain evm&apos; (el approve se firma con su propia clave).</translation>
    </message>
    <message>
        <source>Nobody was asked to approve this transaction: standard input is not a terminal. Nothing was signed. Pass --yes to sign without asking.</source>
        <translation>No se preguntó a nadie si aprueba esta transacción: la entrada estándar no es una terminal. No se firmó nada. Indique --yes para firmar sin preguntar.</translation>
    </message>
    <message>
        <source>--%1 takes an amount of ETH such as 0.002.</source>
        <translation>--%1 admite un importe en ETH, como 0.002.</translation>
    </message>
    <message>
        <source>Checked against your node (%1):</source>
        <translation>Comprobado con su nodo (%1):</translation>
    </message>
    <message>
        <source>Permit2 may move %1 now; after this, exactly %2 (not added to it).</source>
        <translation>Permit2 puede mover ahora %1; después, exactamente %2 (no se suma).</translation>
    </message>
    <message>
        <source>Sign and send? [y/N] </source>
        <translation>¿Firmar y enviar? [y/N] </translation>
    </message>
</context>
<context>
    <name>paydesk::cli::CliProxy</name>
    <message>
        <source>paydesk-cli: error: %1</source>
        <translation>paydesk-cli: error: %1</translation>
    </message>
    <message>
        <source>--listen takes HOST:PORT on this computer, such as 127.0.0.1:8402.</source>
        <translation>--listen admite HOST:PORT en este equipo, como 127.0.0.1:8402.</translation>
    </message>
    <message>
        <source>paydesk-cli: %1</source>
        <translation>paydesk-cli: %1</translation>
    </message>
    <message>
        <source>paydesk-cli: error: the proxy cannot listen on %1: %2</source>
        <translation>paydesk-cli: error: el proxy no puede escuchar en %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>paydesk-cli proxy: stopping after %n request(s) under way</source>
        <translation>
            <numerusform>paydesk-cli proxy: se detendrá cuando termine %n solicitud en curso</numerusform>
            <numerusform>paydesk-cli proxy: se detendrá cuando terminen %n solicitudes en curso</numerusform>
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
        <translation>--local necesita --rpc URL (o mainnet-beta, devnet, testnet, sandbox): el punto de conexión RPC de Solana a través del cual transmite Paydesk.</translation>
    </message>
    <message>
        <source>Wallet %1 is not in Paydesk: import it first with &apos;paydesk-cli wallet import&apos; (local mode signs with your own key).</source>
        <translation>La billetera %1 no está en Paydesk: impórtela primero con &apos;paydesk-cli wallet import&apos; (el modo local firma con su propia clave).</translation>
    </message>
    <message>
        <source>An earlier payment from %1 (%2) may still land; Paydesk will not sign a new one until it is resolved. Try again when the RPC endpoint answers.</source>
        <translation>Un pago anterior de %1 (%2) aún podría incluirse en la cadena; Paydesk no firmará uno nuevo hasta que se resuelva. Vuelva a intentarlo cuando responda el punto de conexión RPC.</translation>
    </message>
    <message>
        <source>Checked the transaction built by the service (network %1, %2 s left):</source>
        <translation>Se comprobó la transacción creada por el servicio (red %1, quedan %2 s):</translation>
    </message>
    <message>
        <source>  Simulation: %1, %2 compute units</source>
        <translation>  Simulación: %1, %2 unidades de cómputo</translation>
    </message>
    <message>
        <source>fails (%1)</source>
        <translation>falla (%1)</translation>
    </message>
    <message>
        <source>succeeds</source>
        <translation>tiene éxito</translation>
    </message>
    <message>
        <source>Nothing was signed. To allow more for this payment pass --max-priority-fee; the saved limit is in the app&apos;s Settings.</source>
        <translation>No se firmó nada. Para permitir más en este pago, pase --max-priority-fee; el límite guardado está en los Ajustes de la app.</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::CliStatus</name>
    <message>
        <source>Paydesk has no record of payment %1 on this computer: it pays such payments itself, and &apos;paydesk-cli history WALLET&apos; lists them.</source>
        <translation>Paydesk no tiene registro del pago %1 en este equipo: esos pagos los hace él mismo, y &apos;paydesk-cli history WALLET&apos; los lista.</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::CliUnsignedBuilds</name>
    <message>
        <source>No local-mode build is waiting unsigned.</source>
        <translation>Ninguna transacción creada en modo local está pendiente de firma.</translation>
    </message>
    <message>
        <source>The history of %1 could not be read (%2): its unsigned builds are not listed.</source>
        <translation>No se pudo leer el historial de %1 (%2): no se muestran sus transacciones creadas sin firmar.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>an unknown amount</source>
        <translation>un importe desconocido</translation>
    </message>
    <message>
        <source>Build %1 (%2 to %3): not signed, nothing charged.</source>
        <translation>Transacción creada %1 (%2 a %3): sin firmar, no se cobró nada.</translation>
    </message>
    <message>
        <source>Build %1 (%2 to %3): not signed yet; it expires unsigned unless you sign it before its validity ends.</source>
        <translation>Transacción creada %1 (%2 a %3): aún sin firmar; caducará sin firmar a menos que la firme antes de que termine su validez.</translation>
    </message>
    <message>
        <source>No local-mode build is waiting unsigned in the histories that could be read.</source>
        <translation>En los historiales que se pudieron leer no hay ninguna compilación del modo local esperando sin firmar.</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::CliWalletCommands</name>
    <message>
        <source>--words must be 12 or 24.</source>
        <translation>--words debe ser 12 o 24.</translation>
    </message>
    <message>
        <source>Your recovery phrase (shown once: write it down, keep it offline; anyone who has it owns the wallet):</source>
        <translation>Su frase de recuperación (se muestra una sola vez: anótela y guárdela sin conexión; quien la tenga es dueño de la billetera):</translation>
    </message>
    <message>
        <source>Backup check: word #%1? </source>
        <translation>Comprobación de la copia: ¿palabra n.º %1? </translation>
    </message>
    <message>
        <source>Word #%1 does not match: nothing was stored. Run &apos;wallet create&apos; again and write the new phrase down carefully.</source>
        <translation>La palabra n.º %1 no coincide: no se guardó nada. Ejecute &apos;wallet create&apos; de nuevo y anote la nueva frase con cuidado.</translation>
    </message>
    <message>
        <source>created</source>
        <translation>creada</translation>
    </message>
    <message>
        <source>wallet import needs exactly one of --keypair-file FILE, --mnemonic-env NAME or --secret-key-env NAME.</source>
        <translation>wallet import necesita exactamente una de estas opciones: --keypair-file FILE, --mnemonic-env NAME o --secret-key-env NAME.</translation>
    </message>
    <message>
        <source>The environment variable %1 is not set or empty.</source>
        <translation>La variable de entorno %1 no está definida o está vacía.</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>importada</translation>
    </message>
    <message>
        <source>No wallets yet: &apos;wallet create&apos; or &apos;wallet import&apos;.</source>
        <translation>Todavía no hay billeteras: &apos;wallet create&apos; o &apos;wallet import&apos;.</translation>
    </message>
    <message>
        <source>wallet remove needs the wallet&apos;s address.</source>
        <translation>wallet remove necesita la dirección de la billetera.</translation>
    </message>
    <message>
        <source>There is no wallet %1 in Paydesk.</source>
        <translation>No hay ninguna billetera %1 en Paydesk.</translation>
    </message>
    <message>
        <source>Removing a wallet deletes its key: confirm with --yes.</source>
        <translation>Quitar una billetera elimina su clave: confirme con --yes.</translation>
    </message>
    <message>
        <source>This deletes the key of %1 from the keychain. Without its recovery phrase or key file its funds are lost. Type the address to confirm: </source>
        <translation>Esto elimina la clave de %1 del llavero. Sin su frase de recuperación o su archivo de clave, sus fondos se pierden. Escriba la dirección para confirmar: </translation>
    </message>
    <message>
        <source>Not confirmed: nothing removed.</source>
        <translation>No confirmado: no se quitó nada.</translation>
    </message>
    <message>
        <source>Wallet %1 removed, and its key deleted from the keychain.</source>
        <translation>Billetera %1 quitada, y su clave eliminada del llavero.</translation>
    </message>
    <message>
        <source>wallet create asks three words of the new recovery phrase back, and standard input is not a terminal: nothing was created. Run it in a terminal, or pass --no-backup-check if you store the phrase another way (it is printed once).</source>
        <translation>wallet create vuelve a pedir tres palabras de la nueva frase de recuperación, y la entrada estándar no es un terminal: no se creó nada. Ejecútelo en un terminal, o pase --no-backup-check si guarda la frase de otro modo (se muestra una sola vez).</translation>
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
        <translation>--chain debe ser solana o evm.</translation>
    </message>
    <message>
        <source>--keystore-file holds an EVM key: add --chain evm.</source>
        <translation>--keystore-file contiene una clave EVM: añada --chain evm.</translation>
    </message>
    <message>
        <source>Wallet %1 (%2) %3; its key is in the OS keychain.</source>
        <translation>Billetera %1 (%2) %3; su clave está en el llavero del sistema operativo.</translation>
    </message>
    <message>
        <source>%1 Nothing of the new phrase was kept: run &apos;wallet create&apos; again.</source>
        <translation>%1 No se ha conservado nada de la nueva frase: vuelva a ejecutar &apos;wallet create&apos;.</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>(balances not read: %1)</source>
        <translation>(saldos no leídos: %1)</translation>
    </message>
</context>
<context>
    <name>paydesk::cli::CliWatch</name>
    <message>
        <source>The service&apos;s events started again from scratch; read `history` for what happened meanwhile.</source>
        <translation>Los eventos del servicio empezaron de nuevo desde cero; lea `history` para ver qué pasó mientras tanto.</translation>
    </message>
    <message>
        <source>Events %1 to %2 are no longer kept by the service; read `history` for what happened meanwhile.</source>
        <translation>El servicio ya no guarda los eventos %1 a %2; lea `history` para ver qué pasó mientras tanto.</translation>
    </message>
    <message>
        <source>Connecting to the service&apos;s live events; Ctrl-C ends.</source>
        <translation>Conectando con los eventos en vivo del servicio; Ctrl-C termina.</translation>
    </message>
    <message>
        <source>Live again: going on after event %1.</source>
        <translation>De nuevo en vivo: se sigue tras el evento %1.</translation>
    </message>
    <message>
        <source>Live: waiting for events.</source>
        <translation>En vivo: esperando eventos.</translation>
    </message>
    <message>
        <source>Connection lost; reconnecting...</source>
        <translation>Conexión perdida; reconectando...</translation>
    </message>
    <message>
        <source>This service offers no live events (or refuses this key for them); trying again in 5 minutes. `history` and `status` still work.</source>
        <translation>Este servicio no ofrece eventos en vivo (o no para esta clave); se reintenta en 5 minutos. `history` y `status` siguen funcionando.</translation>
    </message>
    <message>
        <source>to %1 from %2</source>
        <translation>a %1 de %2</translation>
    </message>
    <message>
        <source>wallet %1</source>
        <translation>billetera %1</translation>
    </message>
    <message>
        <source>%1 is not a wallet address: %2</source>
        <translation>%1 no es una dirección de billetera: %2</translation>
    </message>
</context>
<context>
    <name>paydesk::evm::ChannelRefund</name>
    <message>
        <source>The channel %1 is closed: nothing is left to refund.</source>
        <translation>El canal %1 está cerrado: no queda nada que reembolsar.</translation>
    </message>
    <message>
        <source>Asking %1 for its channel terms…</source>
        <translation>Pidiendo a %1 sus condiciones de canal…</translation>
    </message>
    <message>
        <source>%1 did not ask for payment (%2), so no refund can be asked there; withdraw instead (paydesk-cli channel withdraw %3).</source>
        <translation>%1 no pidió un pago (%2), así que no se puede pedir allí un reembolso; retire en su lugar (paydesk-cli channel withdraw %3).</translation>
    </message>
    <message>
        <source>HTTP %1</source>
        <translation>HTTP %1</translation>
    </message>
    <message>
        <source>The seller at %1 no longer offers this channel&apos;s terms, so it cannot be asked for a refund; withdraw instead (paydesk-cli channel withdraw %2).</source>
        <translation>El vendedor en %1 ya no ofrece las condiciones de este canal, así que no se le puede pedir un reembolso; retire en su lugar (paydesk-cli channel withdraw %2).</translation>
    </message>
    <message>
        <source>The channel %1&apos;s journal is unusable (%2).</source>
        <translation>El diario del canal %1 no se puede usar (%2).</translation>
    </message>
    <message>
        <source>Signing a zero-charge voucher for the refund…</source>
        <translation>Firmando un vale sin cobro para el reembolso…</translation>
    </message>
    <message>
        <source>Asking the seller for the refund…</source>
        <translation>Pidiendo el reembolso al vendedor…</translation>
    </message>
    <message>
        <source>The seller did not refund (%1). Nothing was signed beyond a zero-charge voucher; withdraw instead (paydesk-cli channel withdraw %2).</source>
        <translation>El vendedor no reembolsó (%1). No se firmó nada salvo un vale sin cobro; retire en su lugar (paydesk-cli channel withdraw %2).</translation>
    </message>
    <message>
        <source>The seller&apos;s refund answer does not describe this channel (%1); check the channel on chain before trusting it.</source>
        <translation>La respuesta de reembolso del vendedor no describe este canal (%1); compruebe el canal en la cadena antes de confiar en ella.</translation>
    </message>
    <message>
        <source>another channel</source>
        <translation>otro canal</translation>
    </message>
    <message>
        <source>%1 atomic units</source>
        <translation>%1 unidades atómicas</translation>
    </message>
    <message>
        <source>Reading from the chain what the refund returned…</source>
        <translation>Leyendo en la cadena lo que devolvió el reembolso…</translation>
    </message>
    <message>
        <source>the chain could not say what it returned (%1)</source>
        <translation>la cadena no pudo decir lo que se devolvió (%1)</translation>
    </message>
    <message>
        <source>The seller says it refunded %1 (%2), but the chain shows nothing returned to your wallet; withdraw instead (paydesk-cli channel withdraw %3).</source>
        <translation>El vendedor dice que reembolsó %1 (%2), pero la cadena no muestra nada devuelto a su billetera; retire en su lugar (paydesk-cli channel withdraw %3).</translation>
    </message>
    <message>
        <source>the seller said %1, the chain shows %2 returned</source>
        <translation>el vendedor dijo %1, la cadena muestra %2 devueltos</translation>
    </message>
    <message>
        <source>refunded %1 by %2</source>
        <translation>%1 reembolsados por %2</translation>
    </message>
    <message>
        <source>The seller refunded %1 (%2); the channel is empty and closed.</source>
        <translation>El vendedor reembolsó %1 (%2); el canal está vacío y cerrado.</translation>
    </message>
    <message>
        <source>The seller refunded %1 (%2); %3 stays in the channel.</source>
        <translation>El vendedor reembolsó %1 (%2); %3 queda en el canal.</translation>
    </message>
    <message>
        <source>%1 Note: %2.</source>
        <translation>%1 Nota: %2.</translation>
    </message>
</context>
<context>
    <name>paydesk::evm::ChannelWithdrawal</name>
    <message>
        <source>the withdrawal&apos;s finish</source>
        <translation>el final del retiro</translation>
    </message>
    <message>
        <source>the withdrawal</source>
        <translation>el retiro</translation>
    </message>
    <message>
        <source>%1 atomic units</source>
        <translation>%1 unidades atómicas</translation>
    </message>
    <message>
        <source>finalizeWithdraw(channel %1) on x402BatchSettlement %2</source>
        <translation>finalizeWithdraw(canal %1) en x402BatchSettlement %2</translation>
    </message>
    <message>
        <source>initiateWithdraw(channel %1, %2) on x402BatchSettlement %3</source>
        <translation>initiateWithdraw(canal %1, %2) en x402BatchSettlement %3</translation>
    </message>
    <message>
        <source>The channel %1&apos;s journaled config is unusable (%2); nothing was signed.</source>
        <translation>La configuración registrada del canal %1 no se puede usar (%2); no se firmó nada.</translation>
    </message>
    <message>
        <source>The channel %1 is not a channel on %2; nothing was signed.</source>
        <translation>El canal %1 no es un canal en %2; no se firmó nada.</translation>
    </message>
    <message>
        <source>an unreadable answer</source>
        <translation>una respuesta ilegible</translation>
    </message>
    <message>
        <source>the channel&apos;s state could not be read from your EVM node (%1)</source>
        <translation>no se pudo leer el estado del canal en su nodo EVM (%1)</translation>
    </message>
    <message>
        <source>the channel %1 holds nothing unclaimed to withdraw</source>
        <translation>el canal %1 no tiene nada sin reclamar que retirar</translation>
    </message>
    <message>
        <source>the withdrawal from channel %1 is under way and can be finished from %2 (the seller may claim its vouchers until then)</source>
        <translation>el retiro del canal %1 está en curso y se puede terminar a partir de %2 (hasta entonces el vendedor puede reclamar sus vales)</translation>
    </message>
    <message>
        <source>withdrawn by %1</source>
        <translation>retirado por %1</translation>
    </message>
    <message>
        <source>The withdrawal finished (%1): what the seller had not claimed, at most %2, is back in %3.</source>
        <translation>El retiro terminó (%1): lo que el vendedor no había reclamado, como máximo %2, ha vuelto a %3.</translation>
    </message>
    <message>
        <source>withdrawal started by %1</source>
        <translation>retiro iniciado por %1</translation>
    </message>
    <message>
        <source>a withdrawal is under way</source>
        <translation>hay un retiro en curso</translation>
    </message>
    <message>
        <source>The withdrawal started (%1). The seller may claim its vouchers until %2; then run the withdrawal again to finish it.</source>
        <translation>El retiro comenzó (%1). El vendedor puede reclamar sus vales hasta %2; después ejecute el retiro de nuevo para terminarlo.</translation>
    </message>
</context>
<context>
    <name>paydesk::evm::EvmBroadcastTracker</name>
    <message>
        <source>Stopped following the payment before it was final; it stays in the journal and is followed again on the next start.</source>
        <translation>Se dejó de seguir el pago antes de que fuera final; permanece en el diario y se volverá a seguir en el próximo inicio.</translation>
    </message>
    <message>
        <source>The node answered with another transaction hash (%1); Paydesk follows the hash of the signed bytes.</source>
        <translation>El nodo respondió con otro hash de transacción (%1); Paydesk sigue el hash de los bytes firmados.</translation>
    </message>
    <message>
        <source>the journal names no EVM wallet</source>
        <translation>el diario no indica ninguna billetera EVM</translation>
    </message>
    <message>
        <source>The node sent an unreadable nonce.</source>
        <translation>El nodo envió un nonce ilegible.</translation>
    </message>
    <message>
        <source>The node sent an unreadable receipt.</source>
        <translation>El nodo envió un recibo ilegible.</translation>
    </message>
    <message numerus="yes">
        <source>Waiting for a block to include it (nonce %1, %n s since it was sent).</source>
        <translation>
            <numerusform>Esperando un bloque que la incluya (nonce %1, %n s desde que se envió).</numerusform>
            <numerusform>Esperando un bloque que la incluya (nonce %1, %n s desde que se envió).</numerusform>
        </translation>
    </message>
    <message>
        <source>The journal could not record the outcome: %1</source>
        <translation>El diario no pudo registrar el resultado: %1</translation>
    </message>
</context>
<context>
    <name>paydesk::evm::EvmContractCall</name>
    <message>
        <source>%1 from %2 on %3; network fee at most %4 ETH (nonce %5, gas limit %6).</source>
        <translation>%1 desde %2 en %3; comisión de red como máximo %4 ETH (nonce %5, límite de gas %6).</translation>
    </message>
    <message>
        <source>%1 is not an EVM wallet (0x and 40 hex digits); nothing was signed.</source>
        <translation>%1 no es una billetera EVM (0x y 40 dígitos hexadecimales); no se firmó nada.</translation>
    </message>
    <message>
        <source>Cannot read the chain id from your EVM node (%1): %2. Nothing was signed.</source>
        <translation>No se puede leer el ID de cadena de su nodo EVM (%1): %2. No se firmó nada.</translation>
    </message>
    <message>
        <source>unreadable answer</source>
        <translation>respuesta ilegible</translation>
    </message>
    <message>
        <source>Your EVM node (%1) is on %2, not on %3: set the node of that network; nothing was signed.</source>
        <translation>Su nodo EVM (%1) está en %2, no en %3: configure el nodo de esa red; no se firmó nada.</translation>
    </message>
    <message>
        <source>An earlier transaction from this wallet (nonce %1, %2) can still land. Paydesk signs nothing else on %3 until it is final: wait for it, or speed it up or cancel it; nothing was signed.</source>
        <translation>Una transacción anterior de esta billetera (nonce %1, %2) aún puede llegar. Paydesk no firma nada más en %3 hasta que sea definitiva: espérela, o acelérela o cancélela; no se firmó nada.</translation>
    </message>
    <message>
        <source>no nonce</source>
        <translation>sin nonce</translation>
    </message>
    <message>
        <source>no fee history</source>
        <translation>sin historial de comisiones</translation>
    </message>
    <message>
        <source>no gas estimate for %1</source>
        <translation>sin estimación de gas para %1</translation>
    </message>
    <message>
        <source>Cannot prepare %1 through your EVM node (%2): %3. Nothing was signed.</source>
        <translation>No se puede preparar %1 mediante su nodo EVM (%2): %3. No se firmó nada.</translation>
    </message>
    <message>
        <source>%1; nothing was signed.</source>
        <translation>%1; no se firmó nada.</translation>
    </message>
    <message>
        <source>%1 Nothing was signed.</source>
        <translation>%1 No se firmó nada.</translation>
    </message>
    <message>
        <source>You declined %1; nothing was signed.</source>
        <translation>Rechazó %1; no se firmó nada.</translation>
    </message>
    <message>
        <source>Paydesk could not sign %1 (%2); nothing was sent.</source>
        <translation>Paydesk no pudo firmar %1 (%2); no se envió nada.</translation>
    </message>
    <message>
        <source>wrong key</source>
        <translation>clave incorrecta</translation>
    </message>
    <message>
        <source>The payment journal could not be written (%1), so %2 was not sent.</source>
        <translation>No se pudo escribir el diario de pagos (%1), así que %2 no se envió.</translation>
    </message>
    <message>
        <source>Not in a block yet: %1 can still land until its nonce is used. Paydesk keeps following it, and you can speed it up or cancel it.</source>
        <translation>Aún no está en un bloque: %1 todavía puede llegar mientras no se use su nonce. Paydesk lo sigue vigilando, y puede acelerarlo o cancelarlo.</translation>
    </message>
</context>
<context>
    <name>paydesk::evm::EvmHealthCheck</name>
    <message>
        <source>The RPC endpoint sent no chain id.</source>
        <translation>El punto de conexión RPC no envió ningún identificador de cadena.</translation>
    </message>
    <message>
        <source>This node is on chain %1, not on chain %2 of the network you chose. Paydesk would read wrong balances and sign for the wrong chain through it.</source>
        <translation>Este nodo está en la cadena %1, no en la cadena %2 de la red elegida. A través de él, Paydesk leería saldos incorrectos y firmaría para la cadena equivocada.</translation>
    </message>
    <message>
        <source>The RPC endpoint sent no block number.</source>
        <translation>El punto de conexión RPC no envió ningún número de bloque.</translation>
    </message>
</context>
<context>
    <name>paydesk::evm::EvmPaymentFlow</name>
    <message>
        <source>Both the wallet and the recipient must be EVM addresses (0x and 40 hex digits).</source>
        <translation>Tanto la billetera como el destinatario deben ser direcciones EVM (0x y 40 dígitos hexadecimales).</translation>
    </message>
    <message>
        <source>its network &quot;%1&quot; is not an EVM chain (eip155:&lt;chain id&gt;)</source>
        <translation>su red «%1» no es una cadena EVM (eip155:&lt;id de cadena&gt;)</translation>
    </message>
    <message>
        <source>The service sent a transaction Paydesk cannot read (%1); it was not signed.</source>
        <translation>El servicio envió una transacción que Paydesk no puede leer (%1); no se firmó.</translation>
    </message>
    <message>
        <source>An earlier payment from this wallet (nonce %1, %2) can still land. Paydesk signs no other payment on %3 until it is final: wait for it, or speed it up or cancel it; nothing was signed.</source>
        <translation>Un pago anterior de esta billetera (nonce %1, %2) aún podría incluirse en la cadena. Paydesk no firma ningún otro pago en %3 hasta que sea final: espérelo, o acelérelo o cancélelo; no se firmó nada.</translation>
    </message>
    <message>
        <source>no chain id</source>
        <translation>sin id de cadena</translation>
    </message>
    <message>
        <source>no nonce</source>
        <translation>sin nonce</translation>
    </message>
    <message>
        <source>no code answer</source>
        <translation>sin respuesta sobre el código</translation>
    </message>
    <message>
        <source>no fee history</source>
        <translation>sin historial de comisiones</translation>
    </message>
    <message>
        <source>Cannot check the transaction against your EVM node (%1): %2. Nothing was signed.</source>
        <translation>No se puede comprobar la transacción con su nodo EVM (%1): %2. No se firmó nada.</translation>
    </message>
    <message>
        <source>The service built this payment for %1, but your node (%2) is on chain %3. Set the node for that network in Settings; nothing was signed.</source>
        <translation>El servicio creó este pago para %1, pero su nodo (%2) está en la cadena %3. Defina el nodo de esa red en Configuración; no se firmó nada.</translation>
    </message>
    <message>
        <source>The recipient is a contract, and your node cannot estimate the gas of a transfer to it (%1); nothing was signed.</source>
        <translation>El destinatario es un contrato y su nodo no puede estimar el gas de una transferencia a él (%1); no se firmó nada.</translation>
    </message>
    <message>
        <source>unreadable answer</source>
        <translation>respuesta ilegible</translation>
    </message>
    <message>
        <source>The transfer succeeds in a simulation on your node.</source>
        <translation>La transferencia tiene éxito en una simulación en su nodo.</translation>
    </message>
    <message>
        <source>The transfer fails in a simulation on your node: %1</source>
        <translation>La transferencia falla en una simulación en su nodo: %1</translation>
    </message>
    <message>
        <source>Simulation unavailable: %1</source>
        <translation>Simulación no disponible: %1</translation>
    </message>
    <message>
        <source>You declined this transaction; nothing was signed.</source>
        <translation>Usted rechazó esta transacción; no se firmó nada.</translation>
    </message>
    <message>
        <source>The transaction could not be signed (%1); nothing was sent.</source>
        <translation>No se pudo firmar la transacción (%1); no se envió nada.</translation>
    </message>
    <message>
        <source>wrong key</source>
        <translation>clave incorrecta</translation>
    </message>
    <message>
        <source>The payment journal could not be written (%1), so the transaction was not sent.</source>
        <translation>No se pudo escribir el diario de pagos (%1), así que la transacción no se envió.</translation>
    </message>
    <message>
        <source>The payment is not in a block yet. It can still land until its nonce is used: Paydesk keeps following it, and you can speed it up or cancel it.</source>
        <translation>El pago aún no está en un bloque. Puede incluirse en la cadena mientras su nonce no se use: Paydesk lo sigue vigilando, y usted puede acelerarlo o cancelarlo.</translation>
    </message>
</context>
<context>
    <name>paydesk::evm::EvmReplacement</name>
    <message>
        <source>Only an EVM payment that still waits for a block can be sped up or cancelled.</source>
        <translation>Solo se puede acelerar o cancelar un pago EVM que aún espera un bloque.</translation>
    </message>
    <message>
        <source>The journaled transaction cannot be read; nothing was signed.</source>
        <translation>No se puede leer la transacción registrada en el diario; no se firmó nada.</translation>
    </message>
    <message>
        <source>Cannot read the wallet&apos;s nonce from your node: %1</source>
        <translation>No se puede leer el nonce de la billetera desde su nodo: %1</translation>
    </message>
    <message>
        <source>unreadable answer</source>
        <translation>respuesta ilegible</translation>
    </message>
    <message>
        <source>Nonce %1 is already used: the payment landed or was replaced. Paydesk settles it from its receipt; nothing was signed.</source>
        <translation>El nonce %1 ya se usó: el pago se incluyó en la cadena o fue reemplazado. Paydesk lo resuelve a partir de su recibo; no se firmó nada.</translation>
    </message>
    <message>
        <source>Cannot read the fees from your node: %1</source>
        <translation>No se pueden leer las comisiones desde su nodo: %1</translation>
    </message>
    <message>
        <source>The fees of this transaction cannot be raised.</source>
        <translation>No se pueden aumentar las comisiones de esta transacción.</translation>
    </message>
    <message>
        <source>%1 Nothing was signed; the first transaction still waits.</source>
        <translation>%1 No se firmó nada; la primera transacción sigue esperando.</translation>
    </message>
    <message>
        <source>You kept the first transaction; nothing was signed.</source>
        <translation>Usted conservó la primera transacción; no se firmó nada.</translation>
    </message>
    <message>
        <source>The replacement could not be signed (%1); nothing was sent.</source>
        <translation>No se pudo firmar el reemplazo (%1); no se envió nada.</translation>
    </message>
    <message>
        <source>wrong key</source>
        <translation>clave incorrecta</translation>
    </message>
    <message>
        <source>The payment journal could not be written (%1), so the replacement was not sent.</source>
        <translation>No se pudo escribir el diario de pagos (%1), así que el reemplazo no se envió.</translation>
    </message>
</context>
<context>
    <name>paydesk::evm::Permit2Approval</name>
    <message>
        <source>%1 is not a token Paydesk knows on %2. Add its contract first (paydesk-cli token add, or the Tokens box of the Pay page)</source>
        <translation>%1 no es un token que Paydesk conozca en %2. Añada primero su contrato (paydesk-cli token add, o el cuadro Tokens de la página Pagar)</translation>
    </message>
    <message>
        <source>approve(Permit2 %1, %2) on %3 %4</source>
        <translation>approve(Permit2 %1, %2) en %3 %4</translation>
    </message>
    <message>
        <source>%1; nothing was signed.</source>
        <translation>%1; no se firmó nada.</translation>
    </message>
    <message>
        <source>%1 has %2 decimals; %3 has more. Nothing was signed.</source>
        <translation>%1 tiene %2 decimales; %3 tiene más. No se firmó nada.</translation>
    </message>
    <message>
        <source>The approve landed (%1); the allowance could not be read again: %2</source>
        <translation>El approve se confirmó (%1); no se pudo volver a leer la autorización: %2</translation>
    </message>
    <message>
        <source>The approve landed (%1): Permit2 may now move %2 of %3.</source>
        <translation>El approve se confirmó (%1): Permit2 ya puede mover %2 de %3.</translation>
    </message>
    <message>
        <source>the approve</source>
        <translation>la aprobación</translation>
    </message>
    <message>
        <source>Permit2 may already move exactly %1 of %2</source>
        <translation>Permit2 ya puede mover exactamente %1 de %2</translation>
    </message>
</context>
<context>
    <name>paydesk::solana::BroadcastTracker</name>
    <message>
        <source>Confirmed in slot %1.</source>
        <translation>Confirmado en el slot %1.</translation>
    </message>
    <message>
        <source>The transaction landed but failed (%1): the network fee was charged, the payment was not made.</source>
        <translation>La transacción se incluyó en la cadena pero falló (%1): se cobró la comisión de red, el pago no se realizó.</translation>
    </message>
    <message>
        <source>Expired, nothing was charged.</source>
        <translation>Caducado, no se cobró nada.</translation>
    </message>
    <message>
        <source>The RPC node refused the transaction (%1): it was never broadcast, nothing was charged.</source>
        <translation>El nodo RPC rechazó la transacción (%1): nunca se transmitió, no se cobró nada.</translation>
    </message>
    <message>
        <source>Waiting for confirmation.</source>
        <translation>Esperando la confirmación.</translation>
    </message>
    <message>
        <source>Stopped following the payment before it was final; it stays in the journal and is followed again on the next start.</source>
        <translation>Se dejó de seguir el pago antes de que fuera final; permanece en el diario y se volverá a seguir en el próximo inicio.</translation>
    </message>
    <message>
        <source>The RPC endpoint sent no block height.</source>
        <translation>El punto de conexión RPC no envió ninguna altura de bloque.</translation>
    </message>
    <message>
        <source>The RPC endpoint sent an unreadable status.</source>
        <translation>El punto de conexión RPC envió un estado ilegible.</translation>
    </message>
    <message>
        <source>Waiting for confirmation (block height %1, valid until %2).</source>
        <translation>Esperando la confirmación (altura de bloque %1, válida hasta %2).</translation>
    </message>
    <message>
        <source>The journal could not record the outcome: %1</source>
        <translation>El diario no pudo registrar el resultado: %1</translation>
    </message>
</context>
<context>
    <name>paydesk::solana::RpcHealthCheck</name>
    <message>
        <source>The RPC endpoint reports that it is not healthy: %1</source>
        <translation>El punto de conexión RPC informa de que no está en buen estado: %1</translation>
    </message>
    <message>
        <source>The RPC endpoint sent no block height.</source>
        <translation>El punto de conexión RPC no envió ninguna altura de bloque.</translation>
    </message>
</context>
<context>
    <name>paydesk::solana::SolanaPaymentFlow</name>
    <message>
        <source>The service sent a transaction Paydesk cannot read (%1); it was not signed.</source>
        <translation>El servicio envió una transacción que Paydesk no puede leer (%1); no se firmó.</translation>
    </message>
    <message>
        <source>The service says the payment %1 is settled, but the RPC endpoint does not show it confirmed: %2</source>
        <translation>El servicio indica que el pago %1 está liquidado, pero el punto de conexión RPC no lo muestra como confirmado: %2</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>no encontrado</translation>
    </message>
    <message>
        <source>The buyer&apos;s payment is already confirmed on chain (slot %1); nothing to co-sign.</source>
        <translation>El pago del comprador ya está confirmado en la cadena (slot %1); no hay nada que cofirmar.</translation>
    </message>
    <message>
        <source>Cannot check the transaction against the network: %1</source>
        <translation>No se puede comprobar la transacción con la red: %1</translation>
    </message>
    <message>
        <source>no block height</source>
        <translation>sin altura de bloque</translation>
    </message>
    <message>
        <source>Simulation unavailable: %1</source>
        <translation>Simulación no disponible: %1</translation>
    </message>
    <message>
        <source>You declined this transaction; nothing was signed.</source>
        <translation>Usted rechazó esta transacción; no se firmó nada.</translation>
    </message>
    <message>
        <source>The transaction could not be signed completely (%1); nothing was sent.</source>
        <translation>No se pudo firmar la transacción por completo (%1); no se envió nada.</translation>
    </message>
    <message>
        <source>wrong key</source>
        <translation>clave incorrecta</translation>
    </message>
    <message>
        <source>The payment journal could not be written (%1), so the transaction was not sent.</source>
        <translation>No se pudo escribir el diario de pagos (%1), así que la transacción no se envió.</translation>
    </message>
    <message>
        <source>The payment is not final yet; Paydesk keeps it in its journal and follows it again on the next start.</source>
        <translation>El pago aún no es final; Paydesk lo conserva en su diario y lo volverá a seguir en el próximo inicio.</translation>
    </message>
    <message>
        <source>Cannot read the latest block from the network: %1</source>
        <translation>No se puede leer el último bloque de la red: %1</translation>
    </message>
    <message>
        <source>malformed answer</source>
        <translation>respuesta mal formada</translation>
    </message>
    <message>
        <source>Paydesk refuses to sign this payment: %1</source>
        <translation>Paydesk se niega a firmar este pago: %1</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::AgentApprovalDialog</name>
    <message>
        <source>An agent asks to pay</source>
        <translation>Un agente pide pagar</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; asks to pay %2 %3.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; pide pagar %2 %3.</translation>
    </message>
    <message>
        <source>Site:</source>
        <translation>Sitio:</translation>
    </message>
    <message>
        <source>Resource:</source>
        <translation>Recurso:</translation>
    </message>
    <message>
        <source>Price:</source>
        <translation>Precio:</translation>
    </message>
    <message>
        <source>%1 %2 on %3</source>
        <translation>%1 %2 en %3</translation>
    </message>
    <message>
        <source>Pays to:</source>
        <translation>Paga a:</translation>
    </message>
    <message>
        <source>Budget left today:</source>
        <translation>Presupuesto restante hoy:</translation>
    </message>
    <message>
        <source>%1 of %2 %3</source>
        <translation>%1 de %2 %3</translation>
    </message>
    <message>
        <source>Why you are asked:</source>
        <translation>Por qué se le pregunta:</translation>
    </message>
    <message>
        <source>Approve &amp;once</source>
        <translation>Aprobar &amp;una vez</translation>
    </message>
    <message>
        <source>&amp;Always for this site</source>
        <translation>&amp;Siempre para este sitio</translation>
    </message>
    <message>
        <source>Approve this payment and let %1 pay %2 without asking, within its budget.</source>
        <translation>Aprobar este pago y permitir que %1 pague a %2 sin preguntar, dentro de su presupuesto.</translation>
    </message>
    <message>
        <source>&amp;Decline</source>
        <translation>&amp;Rechazar</translation>
    </message>
    <message numerus="yes">
        <source>The agent waits %n more second(s); then the payment is declined.</source>
        <translation>
            <numerusform>El agente espera %n segundo más; después se rechaza el pago.</numerusform>
            <numerusform>El agente espera %n segundos más; después se rechaza el pago.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>paydesk::ui::AgentApprovalPresenter</name>
    <message>
        <source>%1 asks to pay %2 %3</source>
        <translation>%1 pide pagar %2 %3</translation>
    </message>
    <message>
        <source>To %1. Approve or decline it in Paydesk.</source>
        <translation>A %1. Apruebe o rechace el pago en Paydesk.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::AgentEditor</name>
    <message>
        <source>%1 on %2</source>
        <translation>%1 en %2</translation>
    </message>
    <message>
        <source>for example 1</source>
        <translation>por ejemplo, 1</translation>
    </message>
    <message>
        <source>for example 0.05</source>
        <translation>por ejemplo, 0.05</translation>
    </message>
    <message>
        <source>A payment above this, to a site not on its list, or one that would leave less than a tenth of the day&apos;s budget waits for your approval.</source>
        <translation>Un pago por encima de este importe, a un sitio que no está en su lista, o uno que dejaría menos de una décima parte del presupuesto diario espera su aprobación.</translation>
    </message>
    <message>
        <source>&amp;Asset:</source>
        <translation>&amp;Activo:</translation>
    </message>
    <message>
        <source>Budget per &amp;day:</source>
        <translation>Presupuesto por &amp;día:</translation>
    </message>
    <message>
        <source>Pays &amp;without asking up to:</source>
        <translation>Paga &amp;sin preguntar hasta:</translation>
    </message>
    <message>
        <source>Save &amp;budget</source>
        <translation>Guardar &amp;presupuesto</translation>
    </message>
    <message>
        <source>No budget in this asset</source>
        <translation>Sin presupuesto en este activo</translation>
    </message>
    <message>
        <source>Sites it pays without asking (within its budget):</source>
        <translation>Sitios que paga sin preguntar (dentro de su presupuesto):</translation>
    </message>
    <message>
        <source>Site to allow</source>
        <translation>Sitio que permitir</translation>
    </message>
    <message>
        <source>A&amp;llow site</source>
        <translation>Permitir s&amp;itio</translation>
    </message>
    <message>
        <source>Remove site</source>
        <translation>Quitar sitio</translation>
    </message>
    <message>
        <source>&amp;Paused: it pays nothing until you clear this</source>
        <translation>&amp;En pausa: no paga nada hasta que desmarque esta casilla</translation>
    </message>
    <message>
        <source>Its last payments:</source>
        <translation>Sus últimos pagos:</translation>
    </message>
    <message>
        <source>Show &amp;token…</source>
        <translation>Mostrar &amp;token…</translation>
    </message>
    <message>
        <source>&amp;Remove agent…</source>
        <translation>&amp;Quitar agente…</translation>
    </message>
    <message>
        <source>Select an agent above</source>
        <translation>Seleccione un agente arriba</translation>
    </message>
    <message>
        <source>Agent %1</source>
        <translation>Agente %1</translation>
    </message>
    <message>
        <source>No payments yet.</source>
        <translation>Aún no hay pagos.</translation>
    </message>
    <message>
        <source>No budget in this asset: the agent cannot pay in it.</source>
        <translation>Sin presupuesto en este activo: el agente no puede pagar en él.</translation>
    </message>
    <message>
        <source>Spent in the last 24 hours: %1</source>
        <translation>Gastado en las últimas 24 horas: %1</translation>
    </message>
    <message>
        <source>Type the site&apos;s address, such as https://api.example.com.</source>
        <translation>Escriba la dirección del sitio, como https://api.example.com.</translation>
    </message>
    <message>
        <source>Beyond the day:</source>
        <translation>Más allá del día:</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::AgentsPage</name>
    <message>
        <source>Agents</source>
        <translation>Agentes</translation>
    </message>
    <message>
        <source>AI agents and scripts on this computer pay through Paydesk, from your wallets, within the budgets you give each of them here. They never see a key. A payment above an agent&apos;s limit or to a new site waits for your approval.</source>
        <translation>Los agentes de IA y los scripts de este equipo pagan a través de Paydesk, desde sus billeteras, dentro de los presupuestos que usted asigna aquí a cada uno. Nunca ven ninguna clave. Un pago por encima del límite de un agente o a un sitio nuevo espera su aprobación.</translation>
    </message>
    <message>
        <source>Payments are frozen: no agent can pay until you unfreeze them (in the tray menu or in Settings).</source>
        <translation>Los pagos están congelados: ningún agente puede pagar hasta que los descongele (en el menú de la bandeja del sistema o en Configuración).</translation>
    </message>
    <message>
        <source>A name for the agent, such as Research assistant</source>
        <translation>Un nombre para el agente, como Asistente de investigación</translation>
    </message>
    <message>
        <source>New agent&apos;s name</source>
        <translation>Nombre del nuevo agente</translation>
    </message>
    <message>
        <source>&amp;Add agent</source>
        <translation>&amp;Añadir agente</translation>
    </message>
    <message>
        <source>Agent token</source>
        <translation>Token del agente</translation>
    </message>
    <message>
        <source>MCP configuration</source>
        <translation>Configuración MCP</translation>
    </message>
    <message>
        <source>No agents yet. Add one, give it a budget, then give it its token.</source>
        <translation>Aún no hay agentes. Añada uno, asígnele un presupuesto y luego entréguele su token.</translation>
    </message>
    <message>
        <source>The token of %1. Give it to the agent only: whoever has it spends from %1&apos;s budget. For an MCP client, add this server to its configuration; any other program sends its requests through &apos;paydesk-cli proxy&apos; with the header Proxy-Authorization: Bearer and the token.</source>
        <translation>El token de %1. Déselo solo al agente: quien lo tenga gasta del presupuesto de %1. Para un cliente MCP, añada este servidor a su configuración; cualquier otro programa envía sus solicitudes a través de &apos;paydesk-cli proxy&apos; con la cabecera Proxy-Authorization: Bearer y el token.</translation>
    </message>
    <message>
        <source>Remove agent</source>
        <translation>Quitar agente</translation>
    </message>
    <message>
        <source>Remove %1?</source>
        <translation>¿Quitar %1?</translation>
    </message>
    <message>
        <source>Its token stops paying at once. Its payments stay in your history.</source>
        <translation>Su token deja de pagar de inmediato. Sus pagos permanecen en su historial.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::BudgetLimitsEdit</name>
    <message>
        <source>no cap</source>
        <translation>sin límite</translation>
    </message>
    <message>
        <source>Optional: the most that may be spent in the last 7 days (a week) or 30 days (a month). Leave it empty for no such cap.</source>
        <translation>Opcional: lo máximo que puede gastarse en los últimos 7 días (una semana) o 30 días (un mes). Déjelo vacío para ningún límite así.</translation>
    </message>
    <message>
        <source>Per wee&amp;k:</source>
        <translation>Por sema&amp;na:</translation>
    </message>
    <message>
        <source>Cap per week</source>
        <translation>Límite por semana</translation>
    </message>
    <message>
        <source>Per &amp;month:</source>
        <translation>Por &amp;mes:</translation>
    </message>
    <message>
        <source>Cap per month</source>
        <translation>Límite por mes</translation>
    </message>
    <message>
        <source>&amp;Ends after</source>
        <translation>&amp;Termina tras</translation>
    </message>
    <message>
        <source>After this day the budget no longer pays without asking</source>
        <translation>Después de este día el presupuesto ya no paga sin preguntar</translation>
    </message>
    <message>
        <source>Last day of the budget</source>
        <translation>Último día del presupuesto</translation>
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
        <translation>Presupuestos para pagos automáticos</translation>
    </message>
    <message>
        <source>&amp;Freeze all automatic payments (Paydesk then asks every time)</source>
        <translation>&amp;Congelar todos los pagos automáticos (Paydesk preguntará entonces cada vez)</translation>
    </message>
    <message>
        <source>Site budgets</source>
        <translation>Presupuestos de sitios</translation>
    </message>
    <message>
        <source>Cap per payment</source>
        <translation>Límite por pago</translation>
    </message>
    <message>
        <source>Cap per day</source>
        <translation>Límite por día</translation>
    </message>
    <message>
        <source>Save &amp;caps</source>
        <translation>&amp;Guardar límites</translation>
    </message>
    <message>
        <source>&amp;Revoke</source>
        <translation>&amp;Revocar</translation>
    </message>
    <message>
        <source>Per payment:</source>
        <translation>Por pago:</translation>
    </message>
    <message>
        <source>Per day:</source>
        <translation>Por día:</translation>
    </message>
    <message>
        <source>The cap per day cannot be below the cap per payment.</source>
        <translation>El límite por día no puede ser inferior al límite por pago.</translation>
    </message>
    <message>
        <source>A site without a budget has the default caps of %1 per payment and %2 per day: Paydesk asks before each of its payments, and a price above these caps is flagged and paid only if you approve that one payment (no budget is granted). To let a site pay without asking, grant it a budget when you confirm a payment.</source>
        <translation>Un sitio sin presupuesto tiene los límites predeterminados de %1 por pago y %2 por día: Paydesk pregunta antes de cada uno de sus pagos, y un precio por encima de estos límites se señala y solo se paga si aprueba ese pago concreto (no se concede ningún presupuesto). Para pagar a un sitio sin preguntar, concédale un presupuesto al confirmar un pago.</translation>
    </message>
    <message>
        <source>No site has a budget yet.</source>
        <translation>Ningún sitio tiene presupuesto todavía.</translation>
    </message>
    <message>
        <source>Back to the default caps: Paydesk asks before each payment to this site</source>
        <translation>Vuelta a los límites predeterminados: Paydesk pregunta antes de cada pago a este sitio</translation>
    </message>
    <message>
        <source>The same caps apply in each asset, counted apart: a price in USDC counts toward caps of %1 and %2, never toward a budget in SOL.</source>
        <translation>Los mismos límites se aplican en cada activo, contados por separado: un precio en USDC cuenta para límites de %1 y %2, nunca para un presupuesto en SOL.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::ChannelWithdrawDialog</name>
    <message>
        <source>Withdraw from the channel with %1</source>
        <translation>Retirar del canal con %1</translation>
    </message>
    <message>
        <source>A withdrawal takes back what %1 has not charged (Paydesk counts %2) without the seller&apos;s help, by a transaction from your wallet in two steps: the first starts the channel&apos;s withdraw delay, during which the seller may still claim the vouchers you signed; once it has passed, a second withdrawal returns the rest. Only the network fee is paid.</source>
        <translation>Un retiro recupera lo que %1 no ha cobrado (Paydesk cuenta %2) sin ayuda del vendedor, mediante una transacción de su billetera en dos pasos: el primero inicia el plazo de retiro del canal, durante el cual el vendedor aún puede reclamar los vales que usted firmó; una vez pasado, un segundo retiro devuelve el resto. Solo se paga la comisión de red.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>&amp;Sign &amp;&amp; send</source>
        <translation>&amp;Firmar &amp;&amp; enviar</translation>
    </message>
    <message>
        <source>Signing with the key from your system keychain…</source>
        <translation>Firmando con la clave de su llavero del sistema…</translation>
    </message>
    <message>
        <source>Signed and journaled. Waiting for a block…</source>
        <translation>Firmado y registrado en el diario. Esperando un bloque…</translation>
    </message>
    <message>
        <source>Paydesk will not sign this withdrawal: %1</source>
        <translation>Paydesk no firmará este retiro: %1</translation>
    </message>
    <message>
        <source>Paydesk is locked. Unlock it to sign this transaction.</source>
        <translation>Paydesk está bloqueado. Desbloquéelo para firmar esta transacción.</translation>
    </message>
    <message>
        <source>See it on the explorer</source>
        <translation>Verlo en el explorador</translation>
    </message>
    <message>
        <source>&amp;Reject</source>
        <translation>&amp;Rechazar</translation>
    </message>
    <message>
        <source>Reading the channel from your node…</source>
        <translation>Leyendo el canal desde su nodo…</translation>
    </message>
    <message>
        <source>Finish the withdrawal</source>
        <translation>Terminar el retiro</translation>
    </message>
    <message>
        <source>Start the withdrawal</source>
        <translation>Iniciar el retiro</translation>
    </message>
    <message>
        <source>The withdraw delay has passed: this returns what the seller has not claimed to your wallet.</source>
        <translation>El plazo de retiro ha pasado: esto devuelve a su billetera lo que el vendedor no ha reclamado.</translation>
    </message>
    <message>
        <source>The seller may claim its vouchers until the channel&apos;s withdraw delay has passed; then withdraw again to finish it.</source>
        <translation>El vendedor puede reclamar sus vales hasta que pase el plazo de retiro del canal; después retire de nuevo para terminar.</translation>
    </message>
    <message>
        <source>Withdrawn</source>
        <translation>Retirado</translation>
    </message>
    <message>
        <source>The withdrawal has started</source>
        <translation>El retiro ha comenzado</translation>
    </message>
    <message>
        <source>Can be finished from %1</source>
        <translation>Se puede terminar a partir del %1</translation>
    </message>
    <message>
        <source>Nothing to sign now</source>
        <translation>Nada que firmar ahora</translation>
    </message>
    <message>
        <source>The withdrawal could not be prepared</source>
        <translation>No se pudo preparar el retiro</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::ChannelsPage</name>
    <message>
        <source>Payment channels</source>
        <translation>Canales de pago</translation>
    </message>
    <message>
        <source>A seller that offers x402 batch-settlement is paid through a payment channel: Paydesk deposits into it once, then signs a voucher for each request. What the seller does not charge stays yours: ask the seller for a refund, or withdraw it yourself.</source>
        <translation>A un vendedor que ofrece x402 batch-settlement se le paga mediante un canal de pago: Paydesk deposita en él una vez y luego firma un vale por cada solicitud. Lo que el vendedor no cobra sigue siendo suyo: pídale un reembolso o retírelo usted mismo.</translation>
    </message>
    <message>
        <source>No payment channels yet. Paydesk opens one when a seller offers batch-settlement, after you confirm its deposit; what the seller does not charge comes back to you by a refund or a withdrawal.</source>
        <translation>Aún no hay canales de pago. Paydesk abre uno cuando un vendedor ofrece batch-settlement, después de que usted confirme su depósito; lo que el vendedor no cobra le vuelve mediante un reembolso o un retiro.</translation>
    </message>
    <message>
        <source>Ask for a &amp;refund</source>
        <translation>&amp;Pedir un reembolso</translation>
    </message>
    <message>
        <source>Ask the seller to send back all it has not charged. Paydesk signs a voucher for no more than the seller charged already, so the seller gains nothing by it.</source>
        <translation>Pedir al vendedor que devuelva todo lo que no ha cobrado. Paydesk firma un vale por no más de lo que el vendedor ya cobró, así que el vendedor no gana nada con ello.</translation>
    </message>
    <message>
        <source>&amp;Withdraw…</source>
        <translation>Re&amp;tirar…</translation>
    </message>
    <message>
        <source>Take back what the seller has not charged without its help: a transaction from your wallet, reviewed first. It takes two steps, the channel&apos;s withdraw delay apart.</source>
        <translation>Recuperar lo que el vendedor no ha cobrado sin su ayuda: una transacción de su billetera, revisada primero. Son dos pasos, separados por el plazo de retiro del canal.</translation>
    </message>
    <message>
        <source>Select a channel.</source>
        <translation>Seleccione un canal.</translation>
    </message>
    <message>
        <source>A withdrawal is under way: withdraw again once the delay has passed to finish it.</source>
        <translation>Hay un retiro en curso: retire de nuevo cuando haya pasado el plazo para terminarlo.</translation>
    </message>
    <message>
        <source>Unused for a week: ask %1 to refund %2.</source>
        <translation>Sin usar desde hace una semana: pida a %1 que reembolse %2.</translation>
    </message>
    <message>
        <source>Paydesk is locked. Unlock it to ask for a refund.</source>
        <translation>Paydesk está bloqueado. Desbloquéelo para pedir un reembolso.</translation>
    </message>
    <message>
        <source>Asking the seller for a refund…</source>
        <translation>Pidiendo un reembolso al vendedor…</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::CopyField</name>
    <message>
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <source>Copy %1</source>
        <translation>Copiar %1</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Copiado</translation>
    </message>
    <message>
        <source>Open in the block explorer</source>
        <translation>Abrir en el explorador de bloques</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::CreateWalletDialog</name>
    <message>
        <source>Create a local wallet</source>
        <translation>Crear una billetera local</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Atrás</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Siguiente</translation>
    </message>
    <message>
        <source>&amp;12 words</source>
        <translation>&amp;12 palabras</translation>
    </message>
    <message>
        <source>&amp;24 words</source>
        <translation>&amp;24 palabras</translation>
    </message>
    <message>
        <source>Length:</source>
        <translation>Longitud:</translation>
    </message>
    <message>
        <source>Wallet label</source>
        <translation>Etiqueta de la billetera</translation>
    </message>
    <message>
        <source>e.g. Everyday payments</source>
        <translation>p. ej., Pagos diarios</translation>
    </message>
    <message>
        <source>&amp;Label:</source>
        <translation>&amp;Etiqueta:</translation>
    </message>
    <message>
        <source>Add a BIP39 &amp;passphrase (advanced)</source>
        <translation>Añadir una &amp;frase de contraseña BIP39 (avanzado)</translation>
    </message>
    <message>
        <source>Passphrase</source>
        <translation>Frase de contraseña</translation>
    </message>
    <message>
        <source>Passphrase again</source>
        <translation>Repetir la frase de contraseña</translation>
    </message>
    <message>
        <source>Pass&amp;phrase:</source>
        <translation>Frase de con&amp;traseña:</translation>
    </message>
    <message>
        <source>&amp;Again:</source>
        <translation>&amp;Repetir:</translation>
    </message>
    <message>
        <source>The passphrase is a second secret: without both the words and the passphrase the wallet cannot be restored. Paydesk does not store it.</source>
        <translation>La frase de contraseña es un segundo secreto: sin las palabras y la frase de contraseña no se puede restaurar la billetera. Paydesk no la guarda.</translation>
    </message>
    <message>
        <source>Write these words on paper, in this order, and keep it somewhere safe and offline. Anyone who has them can take the funds. Paydesk shows them only this once.</source>
        <translation>Escriba estas palabras en papel, en este orden, y guárdelo en un lugar seguro y sin conexión. Quien las tenga puede llevarse los fondos. Paydesk solo las muestra esta vez.</translation>
    </message>
    <message>
        <source>I have &amp;written down all the words in order</source>
        <translation>He a&amp;notado todas las palabras en orden</translation>
    </message>
    <message>
        <source>Check your copy: type these words from what you wrote down. The wallet is created only when they match.</source>
        <translation>Compruebe su copia: escriba estas palabras a partir de lo que anotó. La billetera solo se crea cuando coinciden.</translation>
    </message>
    <message>
        <source>&amp;Create wallet</source>
        <translation>&amp;Crear billetera</translation>
    </message>
    <message>
        <source>Word number %1</source>
        <translation>Palabra número %1</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>The two passphrases differ.</source>
        <translation>Las dos frases de contraseña no coinciden.</translation>
    </message>
    <message>
        <source>Word #%1 does not match your phrase. Look at your copy again, or go back to the words and write them down anew.</source>
        <translation>La palabra n.º %1 no coincide con su frase. Vuelva a mirar su copia, o regrese a las palabras y anótelas de nuevo.</translation>
    </message>
    <message>
        <source>Storing the key in the system keychain…</source>
        <translation>Guardando la clave en el llavero del sistema…</translation>
    </message>
    <message>
        <source>Word #%1:</source>
        <translation>Palabra n.º %1:</translation>
    </message>
    <message>
        <source>Paydesk makes a new recovery phrase and derives two accounts from it: Solana (m/44&apos;/501&apos;/0&apos;/0&apos;, as Phantom and Solflare) and EVM (m/44&apos;/60&apos;/0&apos;/0/0, as MetaMask). Their keys, and the phrase&apos;s seed for adding EVM accounts later, are kept in the system keychain.</source>
        <translation>Paydesk genera una nueva frase de recuperación y deriva de ella dos cuentas: Solana (m/44&apos;/501&apos;/0&apos;/0&apos;, como Phantom y Solflare) y EVM (m/44&apos;/60&apos;/0&apos;/0/0, como MetaMask). Sus claves, y la semilla de la frase para añadir más adelante cuentas EVM, se guardan en el llavero del sistema.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::DailyCapsBox</name>
    <message>
        <source>Asset of the cap</source>
        <translation>Activo del límite</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 en %2</translation>
    </message>
    <message>
        <source>Cap per day for all sites</source>
        <translation>Límite diario para todos los sitios</translation>
    </message>
    <message>
        <source>no cap</source>
        <translation>sin límite</translation>
    </message>
    <message>
        <source>Set ca&amp;p</source>
        <translation>Establecer lí&amp;mite</translation>
    </message>
    <message>
        <source>Remo&amp;ve cap</source>
        <translation>&amp;Quitar límite</translation>
    </message>
    <message>
        <source>&amp;Asset:</source>
        <translation>&amp;Activo:</translation>
    </message>
    <message>
        <source>%1 a day on %2 (%3 spent in the last 24 hours)</source>
        <translation>%1 al día en %2 (%3 gastado en las últimas 24 horas)</translation>
    </message>
    <message>
        <source>Type the cap as a number, like 1.5.</source>
        <translation>Escriba el límite como un número, por ejemplo 1.5.</translation>
    </message>
    <message>
        <source>Caps for all sites</source>
        <translation>Límites para todos los sitios</translation>
    </message>
    <message>
        <source>The most all sites together may take in one asset in 24 hours, or in dollars across every stablecoin in a day, week or month. Nothing is paid above a cap, not even a payment you approve.</source>
        <translation>Lo máximo que todos los sitios juntos pueden tomar en un activo en 24 horas, o en dólares sobre todas las stablecoins en un día, semana o mes. No se paga nada por encima de un límite, ni siquiera un pago que usted apruebe.</translation>
    </message>
    <message>
        <source>Cap in dollars for all sites</source>
        <translation>Límite en dólares para todos los sitios</translation>
    </message>
    <message>
        <source>Window of the cap in dollars</source>
        <translation>Periodo del límite en dólares</translation>
    </message>
    <message>
        <source>Set dollar cap</source>
        <translation>Fijar límite en dólares</translation>
    </message>
    <message>
        <source>Remove dollar cap</source>
        <translation>Quitar límite en dólares</translation>
    </message>
    <message>
        <source>&amp;In dollars, any stablecoin:</source>
        <translation>&amp;En dólares, cualquier stablecoin:</translation>
    </message>
    <message>
        <source>Counts USDC on every network together, in dollars; a token you added counts in its own unit, never as dollars</source>
        <translation>Cuenta juntos los USDC de todas las redes, en dólares; un token que usted añadió cuenta en su propia unidad, nunca como dólares</translation>
    </message>
    <message>
        <source>%1 %2 in all dollar stablecoins together (%3 spent in the last %4)</source>
        <translation>%1 %2 en todas las stablecoins de dólar juntas (%3 gastado en los últimos %4)</translation>
    </message>
    <message>
        <source>No cap for all sites is set.</source>
        <translation>No hay ningún límite para todos los sitios.</translation>
    </message>
    <message>
        <source>Type the cap as a number, like 5.</source>
        <translation>Escriba el límite como un número, por ejemplo 5.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::DiagnosticsBox</name>
    <message>
        <source>About and diagnostics</source>
        <translation>Acerca de y diagnóstico</translation>
    </message>
    <message>
        <source>Paydesk writes a log (paydesk.log) to %1. It never holds keys, passphrases or other secrets.</source>
        <translation>Paydesk escribe un registro (paydesk.log) en %1. Nunca contiene claves, frases de contraseña ni otros secretos.</translation>
    </message>
    <message>
        <source>Open log folder</source>
        <translation>Abrir la carpeta del registro</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::ErrorPanel</name>
    <message>
        <source>Error</source>
        <translation>Error</translation>
    </message>
    <message>
        <source>The outcome of the payment is unknown</source>
        <translation>Se desconoce el resultado del pago</translation>
    </message>
    <message>
        <source>Code %1.</source>
        <translation>Código %1.</translation>
    </message>
    <message>
        <source>%1 (code %2)</source>
        <translation>%1 (código %2)</translation>
    </message>
    <message>
        <source>Open key settings</source>
        <translation>Abrir la configuración de la clave</translation>
    </message>
    <message>
        <source>Check status</source>
        <translation>Comprobar el estado</translation>
    </message>
    <message>
        <source>You can try again now.</source>
        <translation>Ya puede volver a intentarlo.</translation>
    </message>
    <message>
        <source>Too many requests for this key&apos;s plan. Paydesk slows down: you can try again in %1 s.</source>
        <translation>Demasiadas solicitudes para el plan de esta clave. Paydesk reduce el ritmo: puede volver a intentarlo dentro de %1 s.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::EvmReviewDialog</name>
    <message>
        <source>Review and sign the payment</source>
        <translation>Revisar y firmar el pago</translation>
    </message>
    <message>
        <source>Paydesk checked the transaction the service built against your node. This is exactly what you would sign:</source>
        <translation>Paydesk comprobó con su nodo la transacción que creó el servicio. Esto es exactamente lo que firmaría:</translation>
    </message>
    <message>
        <source>Getting the transaction from the service…</source>
        <translation>Obteniendo la transacción del servicio…</translation>
    </message>
    <message>
        <source>Speed &amp;up</source>
        <translation>&amp;Acelerar</translation>
    </message>
    <message>
        <source>Send the same payment again with the same nonce and at least 10 % higher fees: whichever lands, you pay once.</source>
        <translation>Enviar de nuevo el mismo pago con el mismo nonce y comisiones al menos un 10 % más altas: se incluya la que se incluya, usted paga una sola vez.</translation>
    </message>
    <message>
        <source>Cancel &amp;payment</source>
        <translation>Cancelar el &amp;pago</translation>
    </message>
    <message>
        <source>Replace it with a transfer of 0 to yourself with the same nonce: if that lands first, only its network fee is paid.</source>
        <translation>Reemplazarla por una transferencia de 0 a usted mismo con el mismo nonce: si esta se incluye primero, solo se paga su comisión de red.</translation>
    </message>
    <message>
        <source>&amp;Sign &amp;&amp; send</source>
        <translation>&amp;Firmar &amp;&amp; enviar</translation>
    </message>
    <message>
        <source>Sent. Waiting for a block to include it…</source>
        <translation>Enviada. Esperando un bloque que la incluya…</translation>
    </message>
    <message>
        <source>You pay %1 to %2</source>
        <translation>Usted paga %1 a %2</translation>
    </message>
    <message>
        <source>Paydesk checked the transaction the service built and will not sign it:</source>
        <translation>Paydesk comprobó la transacción que creó el servicio y no la firmará:</translation>
    </message>
    <message>
        <source>Paydesk refused to sign this transaction: %1</source>
        <translation>Paydesk se negó a firmar esta transacción: %1</translation>
    </message>
    <message>
        <source>Checking it against your node: chain, nonce, fees…</source>
        <translation>Comprobándola con su nodo: cadena, nonce, comisiones…</translation>
    </message>
    <message>
        <source>Signing with the key from your system keychain…</source>
        <translation>Firmando con la clave de su llavero del sistema…</translation>
    </message>
    <message>
        <source>Signed and journaled. Sending it to your node…</source>
        <translation>Firmada y registrada en el diario. Enviándola a su nodo…</translation>
    </message>
    <message>
        <source>Transaction %1</source>
        <translation>Transacción %1</translation>
    </message>
    <message>
        <source>Paid.</source>
        <translation>Pagado.</translation>
    </message>
    <message>
        <source>Waiting for a block.</source>
        <translation>Esperando un bloque.</translation>
    </message>
    <message>
        <source>Speed up: the same payment, the same nonce, higher fees</source>
        <translation>Acelerar: el mismo pago, el mismo nonce, comisiones más altas</translation>
    </message>
    <message>
        <source>Cancel: 0 to yourself with the same nonce</source>
        <translation>Cancelar: 0 a usted mismo con el mismo nonce</translation>
    </message>
    <message>
        <source>%1 (its network fee was at most %2)</source>
        <translation>%1 (su comisión de red fue como máximo %2)</translation>
    </message>
    <message>
        <source>This replaces the waiting transaction. Whichever of the two lands, the other never will:</source>
        <translation>Esto reemplaza la transacción en espera. Sea cual sea la de las dos que se incluya, la otra nunca lo hará:</translation>
    </message>
    <message>
        <source>Cancelled: the payment was not made.</source>
        <translation>Cancelado: el pago no se realizó.</translation>
    </message>
    <message>
        <source>The cancel landed first, so the payment can no longer land; only its network fee was paid.</source>
        <translation>La cancelación se incluyó primero, así que el pago ya no puede incluirse en la cadena; solo se pagó su comisión de red.</translation>
    </message>
    <message numerus="yes">
        <source>Waiting for a block for %n s. Until its nonce is used it can still land; Paydesk never pays it twice.</source>
        <translation>
            <numerusform>Esperando un bloque desde hace %n s. Mientras su nonce no se use, aún puede incluirse en la cadena; Paydesk nunca la paga dos veces.</numerusform>
            <numerusform>Esperando un bloque desde hace %n s. Mientras su nonce no se use, aún puede incluirse en la cadena; Paydesk nunca la paga dos veces.</numerusform>
        </translation>
    </message>
    <message>
        <source>The service gave no time limit for its quote.</source>
        <translation>El servicio no indicó ningún plazo para su cotización.</translation>
    </message>
    <message>
        <source>The service&apos;s quote (nonce, fees) ends in %1 s: too little to sign safely. Close and review again.</source>
        <translation>La cotización del servicio (nonce, comisiones) termina en %1 s: demasiado poco para firmar con seguridad. Cierre y vuelva a revisarla.</translation>
    </message>
    <message>
        <source>The service stands by this quote for %1 more seconds.</source>
        <translation>El servicio mantiene esta cotización durante %1 segundos más.</translation>
    </message>
    <message>
        <source>&amp;Sign replacement</source>
        <translation>&amp;Firmar reemplazo</translation>
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
        <translation>Red EVM para el modo local</translation>
    </message>
    <message>
        <source>EVM network</source>
        <translation>Red EVM</translation>
    </message>
    <message>
        <source>EVM net&amp;work:</source>
        <translation>Red E&amp;VM:</translation>
    </message>
    <message>
        <source>EVM RPC endpoint URL</source>
        <translation>URL del punto de conexión RPC de EVM</translation>
    </message>
    <message>
        <source>Use this en&amp;dpoint</source>
        <translation>Usar este p&amp;unto de conexión</translation>
    </message>
    <message>
        <source>RPC UR&amp;L:</source>
        <translation>URL RP&amp;C:</translation>
    </message>
    <message>
        <source>Chec&amp;k connection</source>
        <translation>Comprobar la cone&amp;xión</translation>
    </message>
    <message>
        <source>Explorer:</source>
        <translation>Explorador:</translation>
    </message>
    <message>
        <source>None for this network.</source>
        <translation>Ninguno para esta red.</translation>
    </message>
    <message>
        <source>Highest network fee Paydesk signs for an EVM payment, in ETH</source>
        <translation>Comisión de red más alta que Paydesk firma para un pago EVM, en ETH</translation>
    </message>
    <message>
        <source>Network &amp;fee cap:</source>
        <translation>&amp;Límite de la comisión de red:</translation>
    </message>
    <message>
        <source>Paydesk refuses to sign an EVM transaction whose gas may cost more (gas limit × max fee per gas).</source>
        <translation>Paydesk se niega a firmar una transacción EVM cuyo gas pueda costar más (límite de gas × comisión máxima por gas).</translation>
    </message>
    <message>
        <source>Enter an amount of ETH greater than 0, such as 0.005.</source>
        <translation>Introduzca una cantidad de ETH mayor que 0, por ejemplo 0.005.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::EvmSummaryView</name>
    <message>
        <source>Network</source>
        <translation>Red</translation>
    </message>
    <message>
        <source>From</source>
        <translation>De</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Para</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Importe</translation>
    </message>
    <message>
        <source>Nonce</source>
        <translation>Nonce</translation>
    </message>
    <message>
        <source>Gas limit</source>
        <translation>Límite de gas</translation>
    </message>
    <message>
        <source>Max fee per gas</source>
        <translation>Comisión máxima por gas</translation>
    </message>
    <message>
        <source>Priority fee per gas</source>
        <translation>Comisión de prioridad por gas</translation>
    </message>
    <message>
        <source>Network fee, at most</source>
        <translation>Comisión de red, como máximo</translation>
    </message>
    <message>
        <source>Total, at most</source>
        <translation>Total, como máximo</translation>
    </message>
    <message>
        <source>Simulation</source>
        <translation>Simulación</translation>
    </message>
    <message>
        <source>Replaces</source>
        <translation>Reemplaza a</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Nota</translation>
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
        <translation>%1 (cadena %2) a través de %3</translation>
    </message>
    <message>
        <source>nobody: it would create a contract</source>
        <translation>nadie: crearía un contrato</translation>
    </message>
    <message>
        <source>%1 (gas limit × max fee per gas; usually much less is charged)</source>
        <translation>%1 (límite de gas × comisión máxima por gas; normalmente se cobra mucho menos)</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>Llamada</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::FlowReviewDialog</name>
    <message>
        <source>Getting the transaction from the service…</source>
        <translation>Obteniendo la transacción del servicio…</translation>
    </message>
    <message>
        <source>Time left to sign</source>
        <translation>Tiempo restante para firmar</translation>
    </message>
    <message>
        <source>&amp;Decline</source>
        <translation>&amp;Rechazar</translation>
    </message>
    <message>
        <source>&amp;Sign &amp;&amp; send</source>
        <translation>&amp;Firmar &amp;&amp; enviar</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Paydesk is locked. Unlock it to sign this transaction.</source>
        <translation>Paydesk está bloqueado. Desbloquéelo para firmar esta transacción.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::GuiMain</name>
    <message>
        <source>The configured service address cannot be used (%1). Paydesk opened the sandbox instead.</source>
        <translation>No se puede usar la dirección del servicio configurada (%1). Paydesk abrió el entorno de pruebas en su lugar.</translation>
    </message>
    <message>
        <source>%1 History is kept in memory for this session.</source>
        <translation>%1 El historial se guarda en memoria durante esta sesión.</translation>
    </message>
    <message>
        <source>Paydesk</source>
        <translation>Paydesk</translation>
    </message>
    <message>
        <source>Opening your payment history…</source>
        <translation>Abriendo su historial de pagos…</translation>
    </message>
    <message>
        <source>Starting the sandbox…</source>
        <translation>Iniciando el entorno de pruebas…</translation>
    </message>
    <message>
        <source>Connecting to the payment service…</source>
        <translation>Conectando con el servicio de pagos…</translation>
    </message>
    <message>
        <source>Preparing the window…</source>
        <translation>Preparando la ventana…</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::HistoryPage</name>
    <message>
        <source>History</source>
        <translation>Historial</translation>
    </message>
    <message>
        <source>Payments sent and received by a wallet. Saved on this computer, so they show at once, also offline; Paydesk fetches what is new in the background.</source>
        <translation>Pagos enviados y recibidos por una billetera. Se guardan en este equipo, por lo que se muestran al instante, también sin conexión; Paydesk obtiene lo nuevo en segundo plano.</translation>
    </message>
    <message>
        <source>Payments</source>
        <translation>Pagos</translation>
    </message>
    <message>
        <source>Fetching payments from the service…</source>
        <translation>Obteniendo pagos del servicio…</translation>
    </message>
    <message>
        <source>The service asked Paydesk to slow down: trying again in %1 s…</source>
        <translation>El servicio pidió a Paydesk que redujera el ritmo: se volverá a intentar dentro de %1 s…</translation>
    </message>
    <message>
        <source>Wallet</source>
        <translation>Billetera</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Mostrar</translation>
    </message>
    <message>
        <source>All payments</source>
        <translation>Todos los pagos</translation>
    </message>
    <message>
        <source>Sent</source>
        <translation>Enviados</translation>
    </message>
    <message>
        <source>Received</source>
        <translation>Recibidos</translation>
    </message>
    <message>
        <source>Search payments</source>
        <translation>Buscar pagos</translation>
    </message>
    <message>
        <source>Search id, address, amount, resource…</source>
        <translation>Buscar ID, dirección, importe, recurso…</translation>
    </message>
    <message>
        <source>Re&amp;fresh</source>
        <translation>&amp;Actualizar</translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation>&amp;Exportar CSV…</translation>
    </message>
    <message>
        <source>Page si&amp;ze:</source>
        <translation>&amp;Tamaño de página:</translation>
    </message>
    <message>
        <source>Payments per request to the service</source>
        <translation>Pagos por solicitud al servicio</translation>
    </message>
    <message>
        <source>Load &amp;older</source>
        <translation>Cargar más a&amp;ntiguos</translation>
    </message>
    <message>
        <source>Load older payments from the service</source>
        <translation>Cargar pagos más antiguos del servicio</translation>
    </message>
    <message>
        <source>No wallet yet. Add one in Settings → Wallets to see its payments here.</source>
        <translation>Aún no hay ninguna billetera. Añada una en Configuración → Billeteras para ver aquí sus pagos.</translation>
    </message>
    <message>
        <source>No payment matches “%1”. Clear the search to see all payments.</source>
        <translation>Ningún pago coincide con “%1”. Borre la búsqueda para ver todos los pagos.</translation>
    </message>
    <message>
        <source>No payments of this type yet. Choose “All payments” to see the others.</source>
        <translation>Aún no hay pagos de este tipo. Elija “Todos los pagos” para ver los demás.</translation>
    </message>
    <message>
        <source>No payments yet for this wallet. Payments you send or receive appear here; use Refresh to ask the service now.</source>
        <translation>Aún no hay pagos para esta billetera. Los pagos que envíe o reciba aparecen aquí; use Actualizar para consultar ahora al servicio.</translation>
    </message>
    <message>
        <source>Shown: %1</source>
        <translation>Mostrados: %1</translation>
    </message>
    <message>
        <source>Fetched from the service: %1 of %2</source>
        <translation>Obtenidos del servicio: %1 de %2</translation>
    </message>
    <message>
        <source>Updated %1</source>
        <translation>Actualizado: %1</translation>
    </message>
    <message>
        <source>Not fetched yet</source>
        <translation>Aún no se ha obtenido</translation>
    </message>
    <message>
        <source>Fetch the next page (%1) from the service</source>
        <translation>Obtener la página siguiente (%1) del servicio</translation>
    </message>
    <message>
        <source>Every payment has been fetched.</source>
        <translation>Se han obtenido todos los pagos.</translation>
    </message>
    <message>
        <source>Export payments</source>
        <translation>Exportar pagos</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <source>The export failed</source>
        <translation>La exportación falló</translation>
    </message>
    <message>
        <source>%1 could not be written.</source>
        <translation>No se pudo escribir %1.</translation>
    </message>
    <message>
        <source>Exported to %1: %2</source>
        <translation>Exportado a %1: %2</translation>
    </message>
    <message>
        <source>Balance: %1</source>
        <translation>Saldo: %1</translation>
    </message>
    <message>
        <source>seller did not accept</source>
        <translation>el vendedor no lo aceptó</translation>
    </message>
    <message>
        <source>Shown: over %1 (counting…)</source>
        <translation>Mostrados: más de %1 (contando…)</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::HistoryRowMenu</name>
    <message>
        <source>Show the payment&apos;s &amp;status</source>
        <translation>Mostrar el e&amp;stado del pago</translation>
    </message>
    <message>
        <source>Open in the block &amp;explorer</source>
        <translation>Abrir en el &amp;explorador de bloques</translation>
    </message>
    <message>
        <source>The payment has no transaction on chain yet.</source>
        <translation>El pago aún no tiene ninguna transacción en la cadena.</translation>
    </message>
    <message>
        <source>No block explorer knows this network (the sandbox&apos;s chains are on this computer only).</source>
        <translation>Ningún explorador de bloques conoce esta red (las cadenas del entorno de pruebas solo están en este equipo).</translation>
    </message>
    <message>
        <source>Copy the &amp;transaction</source>
        <translation>Copiar la &amp;transacción</translation>
    </message>
    <message>
        <source>Copy the &amp;payment id</source>
        <translation>Copiar el &amp;ID de pago</translation>
    </message>
    <message>
        <source>Paydesk signed this payment itself and the seller&apos;s facilitator settled it: no payment service tracks it. Its receipt is below.</source>
        <translation>Paydesk firmó este pago por sí mismo y el facilitador del vendedor lo liquidó: ningún servicio de pagos lo sigue. Su recibo está abajo.</translation>
    </message>
    <message>
        <source>Open the seller&apos;s &amp;receipt in the block explorer</source>
        <translation>Abrir el &amp;recibo del vendedor en el explorador de bloques</translation>
    </message>
    <message>
        <source>No block explorer knows the receipt&apos;s network (%1).</source>
        <translation>Ningún explorador de bloques conoce la red del recibo (%1).</translation>
    </message>
    <message>
        <source>Copy the receipt&apos;s transaction</source>
        <translation>Copiar la transacción del recibo</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::ImportWalletDialog</name>
    <message>
        <source>Import a wallet</source>
        <translation>Importar una billetera</translation>
    </message>
    <message>
        <source>What you import</source>
        <translation>Qué importa</translation>
    </message>
    <message>
        <source>&amp;Import from:</source>
        <translation>Importar &amp;desde:</translation>
    </message>
    <message>
        <source>Recovery phrase</source>
        <translation>Frase de recuperación</translation>
    </message>
    <message>
        <source>The words, separated by spaces or new lines</source>
        <translation>Las palabras, separadas por espacios o saltos de línea</translation>
    </message>
    <message>
        <source>&amp;Words:</source>
        <translation>&amp;Palabras:</translation>
    </message>
    <message>
        <source>BIP39 passphrase (optional)</source>
        <translation>Frase de contraseña BIP39 (opcional)</translation>
    </message>
    <message>
        <source>Only if you set one</source>
        <translation>Solo si configuró una</translation>
    </message>
    <message>
        <source>&amp;Passphrase:</source>
        <translation>&amp;Frase de contraseña:</translation>
    </message>
    <message>
        <source>&amp;Secret key:</source>
        <translation>&amp;Clave secreta:</translation>
    </message>
    <message>
        <source>~/.config/solana/id.json</source>
        <translation>~/.config/solana/id.json</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>E&amp;xaminar…</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>&amp;Archivo:</translation>
    </message>
    <message>
        <source>Wallet label</source>
        <translation>Etiqueta de la billetera</translation>
    </message>
    <message>
        <source>&amp;Label:</source>
        <translation>&amp;Etiqueta:</translation>
    </message>
    <message>
        <source>The key is checked, then kept only in the system keychain.</source>
        <translation>La clave se comprueba y después se guarda solo en el llavero del sistema.</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importar</translation>
    </message>
    <message>
        <source>Choose a keypair file</source>
        <translation>Elija un archivo de par de claves</translation>
    </message>
    <message>
        <source>Keypair files (*.json);;All files (*)</source>
        <translation>Archivos de par de claves (*.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Checking the key and storing it in the system keychain…</source>
        <translation>Comprobando la clave y guardándola en el llavero del sistema…</translation>
    </message>
    <message>
        <source>Recovery phrase (12 or 24 words): Solana and EVM accounts</source>
        <translation>Frase de recuperación (12 o 24 palabras): cuentas de Solana y EVM</translation>
    </message>
    <message>
        <source>Solana secret key (base58, as Phantom or Solflare export it)</source>
        <translation>Clave secreta de Solana (base58, tal como la exportan Phantom o Solflare)</translation>
    </message>
    <message>
        <source>Solana keypair file (solana-keygen JSON)</source>
        <translation>Archivo de par de claves de Solana (JSON de solana-keygen)</translation>
    </message>
    <message>
        <source>EVM private key (64 hex digits, as MetaMask exports it)</source>
        <translation>Clave privada EVM (64 dígitos hexadecimales, tal como la exporta MetaMask)</translation>
    </message>
    <message>
        <source>EVM keystore file (Ethereum JSON, version 3)</source>
        <translation>Archivo keystore EVM (JSON de Ethereum, versión 3)</translation>
    </message>
    <message>
        <source>&amp;Private key:</source>
        <translation>&amp;Clave privada:</translation>
    </message>
    <message>
        <source>UTC--…--&lt;address&gt;.json</source>
        <translation>UTC--…--&lt;address&gt;.json</translation>
    </message>
    <message>
        <source>Password of the keystore file</source>
        <translation>Contraseña del archivo keystore</translation>
    </message>
    <message>
        <source>Used once to open the file, never stored</source>
        <translation>Se usa una vez para abrir el archivo; nunca se guarda</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>&amp;Contraseña:</translation>
    </message>
    <message>
        <source>&amp;Solana account</source>
        <translation>Cuenta de &amp;Solana</translation>
    </message>
    <message>
        <source>Derivation path of the Solana account</source>
        <translation>Ruta de derivación de la cuenta de Solana</translation>
    </message>
    <message>
        <source>&amp;EVM account</source>
        <translation>&amp;Cuenta EVM</translation>
    </message>
    <message>
        <source>Derivation path of the EVM account</source>
        <translation>Ruta de derivación de la cuenta EVM</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Archivo</translation>
    </message>
    <message>
        <source>Choose a keystore file</source>
        <translation>Elija un archivo keystore</translation>
    </message>
    <message>
        <source>Keystore files (*.json UTC--*);;All files (*)</source>
        <translation>Archivos keystore (*.json UTC--*);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Opening the keystore file with its password…</source>
        <translation>Abriendo el archivo keystore con su contraseña…</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::LiveIndicator</name>
    <message>
        <source>● Live</source>
        <translation>● En vivo</translation>
    </message>
    <message>
        <source>The service tells Paydesk about payments as they happen.</source>
        <translation>El servicio avisa a Paydesk de los pagos en cuanto ocurren.</translation>
    </message>
    <message>
        <source>○ Polling</source>
        <translation>○ Consultando</translation>
    </message>
    <message>
        <source>Connecting to the service&apos;s live events; meanwhile Paydesk looks for changes itself.</source>
        <translation>Conectando con los eventos en vivo del servicio; mientras tanto Paydesk busca los cambios por sí mismo.</translation>
    </message>
    <message>
        <source>Paydesk looks for changes itself; it tries the live events again every five minutes.</source>
        <translation>Paydesk busca los cambios por sí mismo; vuelve a intentar los eventos en vivo cada cinco minutos.</translation>
    </message>
    <message>
        <source>%1 It tries the live events again every five minutes.</source>
        <translation>%1 Vuelve a intentar los eventos en vivo cada cinco minutos.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::LockController</name>
    <message>
        <source>&amp;Lock now</source>
        <translation>&amp;Bloquear ahora</translation>
    </message>
    <message>
        <source>Lock</source>
        <translation>Bloquear</translation>
    </message>
    <message>
        <source>Paydesk has no lock passphrase yet. Set one in Settings, under Lock, to lock Paydesk and to use auto-lock.</source>
        <translation>Paydesk aún no tiene ninguna frase de contraseña de bloqueo. Establezca una en Configuración, en Bloqueo, para bloquear Paydesk y usar el bloqueo automático.</translation>
    </message>
    <message>
        <source>The lock cannot be set up: %1</source>
        <translation>No se puede configurar el bloqueo: %1</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::LockOverlay</name>
    <message>
        <source>Paydesk is locked</source>
        <translation>Paydesk está bloqueado</translation>
    </message>
    <message>
        <source>Your wallets, balances and history are hidden, and nothing is signed or sent. Enter your lock passphrase to continue.</source>
        <translation>Sus billeteras, saldos e historial están ocultos, y no se firma ni se envía nada. Introduzca su frase de contraseña de bloqueo para continuar.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::LockPrompt</name>
    <message>
        <source>Lock passphrase</source>
        <translation>Frase de contraseña de bloqueo</translation>
    </message>
    <message>
        <source>Passphrase</source>
        <translation>Frase de contraseña</translation>
    </message>
    <message>
        <source>&amp;Unlock</source>
        <translation>&amp;Desbloquear</translation>
    </message>
    <message>
        <source>Unlock result</source>
        <translation>Resultado del desbloqueo</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Comprobando…</translation>
    </message>
    <message>
        <source>Wrong passphrase. Try again in %1 s.</source>
        <translation>Frase de contraseña incorrecta. Vuelva a intentarlo dentro de %1 s.</translation>
    </message>
    <message>
        <source>Wrong passphrase. You can try again now.</source>
        <translation>Frase de contraseña incorrecta. Ya puede volver a intentarlo.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::LockSettingsBox</name>
    <message>
        <source>Lock</source>
        <translation>Bloqueo</translation>
    </message>
    <message>
        <source>Passphrase:</source>
        <translation>Frase de contraseña:</translation>
    </message>
    <message>
        <source>Set &amp;passphrase…</source>
        <translation>Establecer &amp;frase de contraseña…</translation>
    </message>
    <message>
        <source>C&amp;hange passphrase…</source>
        <translation>Ca&amp;mbiar frase de contraseña…</translation>
    </message>
    <message>
        <source>Remove passphrase…</source>
        <translation>Quitar frase de contraseña…</translation>
    </message>
    <message>
        <source>Lock &amp;now</source>
        <translation>&amp;Bloquear ahora</translation>
    </message>
    <message>
        <source>Lock Paydesk now (Ctrl+L)</source>
        <translation>Bloquear Paydesk ahora (Ctrl+L)</translation>
    </message>
    <message>
        <source>Lock after idle time</source>
        <translation>Bloquear tras un tiempo de inactividad</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>Nunca</translation>
    </message>
    <message>
        <source>After %1 min without input</source>
        <translation>Tras %1 min sin actividad</translation>
    </message>
    <message>
        <source>&amp;Auto-lock:</source>
        <translation>Bloqueo &amp;automático:</translation>
    </message>
    <message>
        <source>The lock cannot be set up: %1</source>
        <translation>No se puede configurar el bloqueo: %1</translation>
    </message>
    <message>
        <source>Set. Signing and sending need it after Paydesk locks, and Paydesk starts locked.</source>
        <translation>Establecida. Firmar y enviar la requieren después de que Paydesk se bloquee, y Paydesk se inicia bloqueado.</translation>
    </message>
    <message>
        <source>None. Paydesk does not lock; anyone at this computer can use it.</source>
        <translation>Ninguna. Paydesk no se bloquea; cualquier persona que esté en este equipo puede usarlo.</translation>
    </message>
    <message>
        <source>Input anywhere in Paydesk counts as activity.</source>
        <translation>Cualquier interacción en Paydesk cuenta como actividad.</translation>
    </message>
    <message>
        <source>Set a passphrase to use auto-lock.</source>
        <translation>Establezca una frase de contraseña para usar el bloqueo automático.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::MainWindow</name>
    <message>
        <source>Navigation</source>
        <translation>Navegación</translation>
    </message>
    <message>
        <source>Welcome</source>
        <translation>Bienvenida</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Enviar</translation>
    </message>
    <message>
        <source>Receive / verify</source>
        <translation>Recibir / verificar</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historial</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Configuración</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Paydesk — Sandbox: test funds only</source>
        <translation>Paydesk — Entorno de pruebas: solo fondos de prueba</translation>
    </message>
    <message>
        <source>Paydesk</source>
        <translation>Paydesk</translation>
    </message>
    <message>
        <source>Built-in sandbox at %1</source>
        <translation>Entorno de pruebas integrado en %1</translation>
    </message>
    <message>
        <source>Service: %1</source>
        <translation>Servicio: %1</translation>
    </message>
    <message>
        <source>%1 · no API key yet: add it in Settings</source>
        <translation>%1 · aún no hay clave de API: añádala en Configuración</translation>
    </message>
    <message>
        <source>%1 · the system keychain is not available</source>
        <translation>%1 · el llavero del sistema no está disponible</translation>
    </message>
    <message>
        <source>Wallets</source>
        <translation>Billeteras</translation>
    </message>
    <message>
        <source>Unfinished local payments from an earlier session: %1. Paydesk follows them to their final state…</source>
        <translation>Pagos locales sin terminar de una sesión anterior: %1. Paydesk los sigue hasta su estado final…</translation>
    </message>
    <message>
        <source>Pay for a resource</source>
        <translation>Pagar un recurso</translation>
    </message>
    <message>
        <source>Agents</source>
        <translation>Agentes</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>Resumen</translation>
    </message>
    <message>
        <source>Spending rules</source>
        <translation>Reglas de gasto</translation>
    </message>
    <message>
        <source>Payment channels</source>
        <translation>Canales de pago</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::MetadataEditor</name>
    <message>
        <source>Metadata</source>
        <translation>Metadatos</translation>
    </message>
    <message>
        <source>Key and value pairs sent with the payment</source>
        <translation>Pares de clave y valor enviados con el pago</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Añadir</translation>
    </message>
    <message>
        <source>Add a metadata entry</source>
        <translation>Añadir una entrada de metadatos</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>Remove the selected metadata entry</source>
        <translation>Quitar la entrada de metadatos seleccionada</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::NodeSettingsBox</name>
    <message>
        <source>Not checked yet.</source>
        <translation>Aún no se ha comprobado.</translation>
    </message>
    <message>
        <source>Status:</source>
        <translation>Estado:</translation>
    </message>
    <message>
        <source>Checking %1…</source>
        <translation>Comprobando %1…</translation>
    </message>
    <message>
        <source>https://your-rpc.example.com</source>
        <translation>https://su-rpc.example.com</translation>
    </message>
    <message>
        <source>Enter the URL, then choose “Use this endpoint”.</source>
        <translation>Introduzca la URL y elija «Usar este punto de conexión».</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::NoticeBar</name>
    <message>
        <source>Dismiss</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <source>Dismiss the notice</source>
        <translation>Descartar el aviso</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::OverviewPage</name>
    <message>
        <source>Overview</source>
        <translation>Resumen</translation>
    </message>
    <message>
        <source>Where your money is, what waits for you, and the newest payments as they arrive.</source>
        <translation>Dónde está su dinero, qué le espera y los pagos más recientes en cuanto llegan.</translation>
    </message>
    <message>
        <source>Your money</source>
        <translation>Su dinero</translation>
    </message>
    <message>
        <source>Waiting for you</source>
        <translation>Pendiente de usted</translation>
    </message>
    <message>
        <source>Recent activity</source>
        <translation>Actividad reciente</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Cuándo</translation>
    </message>
    <message>
        <source>Wallet</source>
        <translation>Billetera</translation>
    </message>
    <message>
        <source>Payment</source>
        <translation>Pago</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Double-click a payment to see its status.</source>
        <translation>Haga doble clic en un pago para ver su estado.</translation>
    </message>
    <message>
        <source>Agents today</source>
        <translation>Agentes hoy</translation>
    </message>
    <message>
        <source>%1 US dollars in stablecoins</source>
        <translation>%1 dólares estadounidenses en stablecoins</translation>
    </message>
    <message>
        <source>No dollar stablecoins yet</source>
        <translation>Todavía no hay stablecoins en dólares</translation>
    </message>
    <message>
        <source>No wallets yet: create or import one on the Wallets page.</source>
        <translation>Todavía no hay billeteras: cree o importe una en la página Billeteras.</translation>
    </message>
    <message>
        <source>Open &amp;Wallets</source>
        <translation>Abrir &amp;billeteras</translation>
    </message>
    <message numerus="yes">
        <source>in %n wallet(s)</source>
        <translation>
            <numerusform>en %n billetera</numerusform>
            <numerusform>en %n billeteras</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1; %n not read yet</source>
        <translation>
            <numerusform>%1; %n sin leer todavía</numerusform>
            <numerusform>%1; %n sin leer todavía</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n payment(s) of your agents wait for your approval.</source>
        <translation>
            <numerusform>%n pago de sus agentes espera su aprobación.</numerusform>
            <numerusform>%n pagos de sus agentes esperan su aprobación.</numerusform>
        </translation>
    </message>
    <message>
        <source>Open &amp;Agents</source>
        <translation>Abrir &amp;agentes</translation>
    </message>
    <message numerus="yes">
        <source>%n local payment(s) built by the service wait unsigned; they expire by themselves, nothing is charged.</source>
        <translation>
            <numerusform>%n pago local creado por el servicio espera sin firmar; caduca solo y no se cobra nada.</numerusform>
            <numerusform>%n pagos locales creados por el servicio esperan sin firmar; caducan solos y no se cobra nada.</numerusform>
        </translation>
    </message>
    <message>
        <source>Open &amp;History</source>
        <translation>Abrir &amp;historial</translation>
    </message>
    <message numerus="yes">
        <source>%n payment(s) have an outcome Paydesk does not know yet; it follows them to the end, nothing is paid twice.</source>
        <translation>
            <numerusform>%n pago tiene un resultado que Paydesk aún no conoce; lo sigue hasta el final, nada se paga dos veces.</numerusform>
            <numerusform>%n pagos tienen un resultado que Paydesk aún no conoce; los sigue hasta el final, nada se paga dos veces.</numerusform>
        </translation>
    </message>
    <message>
        <source>Open &amp;Status</source>
        <translation>Abrir &amp;estado</translation>
    </message>
    <message>
        <source>Nothing waits for you.</source>
        <translation>Nada le espera.</translation>
    </message>
    <message>
        <source>No payments yet.</source>
        <translation>Todavía no hay pagos.</translation>
    </message>
    <message>
        <source>↓ Received %1</source>
        <translation>↓ Recibido %1</translation>
    </message>
    <message>
        <source>↓ Received %1 from %2</source>
        <translation>↓ Recibido %1 de %2</translation>
    </message>
    <message>
        <source>↑ Sent %1</source>
        <translation>↑ Enviado %1</translation>
    </message>
    <message>
        <source>↑ Sent %1 to %2</source>
        <translation>↑ Enviado %1 a %2</translation>
    </message>
    <message>
        <source>%1 (live)</source>
        <translation>%1 (en vivo)</translation>
    </message>
    <message>
        <source>%1 (paused)</source>
        <translation>%1 (en pausa)</translation>
    </message>
    <message>
        <source>%1 of %2 today</source>
        <translation>%1 de %2 hoy</translation>
    </message>
    <message>
        <source>%1: %2% of today&apos;s budget</source>
        <translation>%1: %2 % del presupuesto de hoy</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::PassphraseDialog</name>
    <message>
        <source>Set a lock passphrase</source>
        <translation>Establecer una frase de contraseña de bloqueo</translation>
    </message>
    <message>
        <source>Change the lock passphrase</source>
        <translation>Cambiar la frase de contraseña de bloqueo</translation>
    </message>
    <message>
        <source>Remove the lock passphrase</source>
        <translation>Quitar la frase de contraseña de bloqueo</translation>
    </message>
    <message>
        <source>Without a passphrase Paydesk does not lock, and auto-lock is off. Enter the current passphrase to remove it.</source>
        <translation>Sin frase de contraseña, Paydesk no se bloquea y el bloqueo automático queda desactivado. Introduzca la frase de contraseña actual para quitarla.</translation>
    </message>
    <message>
        <source>Paydesk asks for this passphrase after it locks (on demand or when you are away) before it signs or sends anything. It is stored only as an Argon2id hash in the system keychain.</source>
        <translation>Paydesk pide esta frase de contraseña después de bloquearse (cuando usted lo pide o cuando se ausenta) antes de firmar o enviar nada. Solo se guarda como hash Argon2id en el llavero del sistema.</translation>
    </message>
    <message>
        <source>Current passphrase</source>
        <translation>Frase de contraseña actual</translation>
    </message>
    <message>
        <source>&amp;Current passphrase:</source>
        <translation>Frase de contraseña &amp;actual:</translation>
    </message>
    <message>
        <source>New passphrase</source>
        <translation>Nueva frase de contraseña</translation>
    </message>
    <message>
        <source>New passphrase, again</source>
        <translation>Repetir la nueva frase de contraseña</translation>
    </message>
    <message>
        <source>&amp;New passphrase:</source>
        <translation>&amp;Nueva frase de contraseña:</translation>
    </message>
    <message>
        <source>&amp;Again:</source>
        <translation>&amp;Repetir:</translation>
    </message>
    <message>
        <source>Paydesk cannot recover a forgotten passphrase. Your wallet keys stay in the keychain either way; deleting the keychain entry &quot;%1&quot; removes the lock.</source>
        <translation>Paydesk no puede recuperar una frase de contraseña olvidada. Las claves de sus billeteras permanecen en el llavero en cualquier caso; eliminar la entrada del llavero &quot;%1&quot; quita el bloqueo.</translation>
    </message>
    <message>
        <source>&amp;Set passphrase</source>
        <translation>&amp;Establecer frase de contraseña</translation>
    </message>
    <message>
        <source>C&amp;hange passphrase</source>
        <translation>&amp;Cambiar frase de contraseña</translation>
    </message>
    <message>
        <source>&amp;Remove passphrase</source>
        <translation>&amp;Quitar frase de contraseña</translation>
    </message>
    <message>
        <source>At least %1 characters (now %2). A few unrelated words are easy to remember and hard to guess.</source>
        <translation>Al menos %1 caracteres (ahora %2). Unas cuantas palabras sin relación entre sí son fáciles de recordar y difíciles de adivinar.</translation>
    </message>
    <message>
        <source>Type it again to be sure.</source>
        <translation>Vuelva a escribirla para asegurarse.</translation>
    </message>
    <message>
        <source>The two passphrases differ.</source>
        <translation>Las dos frases de contraseña no coinciden.</translation>
    </message>
    <message>
        <source>Long enough. Longer is stronger.</source>
        <translation>Suficientemente larga. Cuanto más larga, más segura.</translation>
    </message>
    <message>
        <source>Good: a long passphrase.</source>
        <translation>Bien: una frase de contraseña larga.</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Comprobando…</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::PayConfirmDialog</name>
    <message>
        <source>Pay for this resource?</source>
        <translation>¿Pagar este recurso?</translation>
    </message>
    <message>
        <source>%1 asks to be paid</source>
        <translation>%1 solicita un pago</translation>
    </message>
    <message>
        <source>URL:</source>
        <translation>URL:</translation>
    </message>
    <message>
        <source>Site:</source>
        <translation>Sitio:</translation>
    </message>
    <message>
        <source>Amount:</source>
        <translation>Importe:</translation>
    </message>
    <message>
        <source>%1 (exactly; %2 atomic units)</source>
        <translation>%1 (exactamente; %2 unidades atómicas)</translation>
    </message>
    <message>
        <source>Network:</source>
        <translation>Red:</translation>
    </message>
    <message>
        <source>Recipient:</source>
        <translation>Destinatario:</translation>
    </message>
    <message>
        <source>For:</source>
        <translation>Concepto:</translation>
    </message>
    <message>
        <source>From:</source>
        <translation>De:</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>signed on this computer</source>
        <translation>firmado en este equipo</translation>
    </message>
    <message>
        <source>paid by the service</source>
        <translation>pagado por el servicio</translation>
    </message>
    <message>
        <source>Price valid:</source>
        <translation>Validez del precio:</translation>
    </message>
    <message>
        <source>Budget today:</source>
        <translation>Presupuesto hoy:</translation>
    </message>
    <message>
        <source>%1 %2 left of %3 %2 for this site (cap per payment %4 %2)</source>
        <translation>Quedan %1 %2 de %3 %2 para este sitio (límite por pago: %4 %2)</translation>
    </message>
    <message>
        <source>You may already have paid for this URL: attempt %1 (%2, %3 on %4). Paydesk never pays twice by itself; paying again is your decision.</source>
        <translation>Puede que ya haya pagado esta URL: intento %1 (%2, %3 en %4). Paydesk nunca paga dos veces por sí solo; volver a pagar es decisión suya.</translation>
    </message>
    <message>
        <source>no payment id yet</source>
        <translation>aún sin ID de pago</translation>
    </message>
    <message>
        <source>Automatic payments are frozen: Paydesk asks before every payment.</source>
        <translation>Los pagos automáticos están congelados: Paydesk pregunta antes de cada pago.</translation>
    </message>
    <message>
        <source>Cap per payment</source>
        <translation>Límite por pago</translation>
    </message>
    <message>
        <source>Cap per day</source>
        <translation>Límite por día</translation>
    </message>
    <message>
        <source>per payment</source>
        <translation>por pago</translation>
    </message>
    <message>
        <source>Pay %1</source>
        <translation>Pagar %1</translation>
    </message>
    <message>
        <source>&amp;Decline</source>
        <translation>&amp;Rechazar</translation>
    </message>
    <message>
        <source>Cap per payment: %1</source>
        <translation>Límite por pago: %1</translation>
    </message>
    <message>
        <source>Cap per day: %1</source>
        <translation>Límite por día: %1</translation>
    </message>
    <message>
        <source>The cap per day cannot be below the cap per payment.</source>
        <translation>El límite por día no puede ser inferior al límite por pago.</translation>
    </message>
    <message>
        <source>no time limit given by the seller</source>
        <translation>el vendedor no indicó ningún plazo</translation>
    </message>
    <message>
        <source>expired: decline and fetch the URL again for a fresh price</source>
        <translation>caducado: rechace y vuelva a obtener la URL para recibir un precio nuevo</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s) left</source>
        <translation>
            <numerusform>Queda %n segundo</numerusform>
            <numerusform>Quedan %n segundos</numerusform>
        </translation>
    </message>
    <message>
        <source>Paydesk is locked. Unlock it to pay for this resource.</source>
        <translation>Paydesk está bloqueado. Desbloquéelo para pagar este recurso.</translation>
    </message>
    <message>
        <source>%1 %2 left of %3 %2 for this site (the default caps: no budget granted; %4 %2 per payment)</source>
        <translation>Quedan %1 %2 de %3 %2 para este sitio (los límites predeterminados: no se concedió presupuesto; %4 %2 por pago)</translation>
    </message>
    <message>
        <source>Wallet balance:</source>
        <translation>Saldo de la billetera:</translation>
    </message>
    <message>
        <source>%1 %2 (%3 %2 after this payment)</source>
        <translation>%1 %2 (%3 %2 después de este pago)</translation>
    </message>
    <message>
        <source>unknown (%1)</source>
        <translation>desconocido (%1)</translation>
    </message>
    <message>
        <source>%1 &quot;Pay once&quot; pays this one payment only: it grants no budget, and it counts toward this site&apos;s total for today.</source>
        <translation>%1 &quot;Pagar una vez&quot; paga solo este pago: no concede ningún presupuesto y cuenta para el total de hoy de este sitio.</translation>
    </message>
    <message>
        <source>Pay once: %1</source>
        <translation>Pagar una vez: %1</translation>
    </message>
    <message>
        <source>per day</source>
        <translation>por día</translation>
    </message>
    <message>
        <source>&amp;Let this site take up to these amounts without asking:</source>
        <translation>&amp;Permitir que este sitio cobre hasta estos importes sin preguntar:</translation>
    </message>
    <message>
        <source>Only in %1 on %2; other networks and assets still ask.</source>
        <translation>Solo en %1 en %2; otras redes y activos siguen preguntando.</translation>
    </message>
    <message>
        <source>Up to %1</source>
        <translation>Hasta %1</translation>
    </message>
    <message>
        <source>%1 at most (%2 atomic units); the seller charges what the request uses, once, and can take nothing more</source>
        <translation>%1 como máximo (%2 unidades atómicas); el vendedor cobra lo que usa la solicitud, una vez, y no puede tomar nada más</translation>
    </message>
    <message>
        <source>%1 %2 (at least %3 %2 after this payment)</source>
        <translation>%1 %2 (al menos %3 %2 después de este pago)</translation>
    </message>
    <message>
        <source>Up to %1 per request</source>
        <translation>Hasta %1 por solicitud</translation>
    </message>
    <message>
        <source>Opens a payment channel with %1: deposits %2 now (refundable; what the seller does not charge comes back by refund or withdrawal), then up to %3 per request.</source>
        <translation>Abre un canal de pago con %1: deposita %2 ahora (reembolsable; lo que el vendedor no cobra vuelve mediante reembolso o retiro) y luego hasta %3 por solicitud.</translation>
    </message>
    <message>
        <source>%1 at most per request (%2 atomic units), taken from the channel&apos;s deposit; the seller charges what each request uses</source>
        <translation>%1 como máximo por solicitud (%2 unidades atómicas), tomado del depósito del canal; el vendedor cobra lo que usa cada solicitud</translation>
    </message>
    <message>
        <source>%1 %2 (%3 %2 after the deposit)</source>
        <translation>%1 %2 (%3 %2 después del depósito)</translation>
    </message>
    <message>
        <source>Deposit %1 and pay</source>
        <translation>Depositar %1 y pagar</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::PayPage</name>
    <message>
        <source>Pay for a resource</source>
        <translation>Pagar un recurso</translation>
    </message>
    <message>
        <source>Open &amp;again with this payment</source>
        <translation>Abrir de &amp;nuevo con este pago</translation>
    </message>
    <message>
        <source>Re-sends the proof of the payment you made; Paydesk does not pay again by itself.</source>
        <translation>Reenvía el comprobante del pago que realizó; Paydesk no vuelve a pagar por sí solo.</translation>
    </message>
    <message>
        <source>Check the payment&apos;s &amp;status</source>
        <translation>Comprobar el &amp;estado del pago</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>Guardado en %1.</translation>
    </message>
    <message>
        <source>Open a paid URL</source>
        <translation>Abrir una URL de pago</translation>
    </message>
    <message>
        <source>URL of the resource</source>
        <translation>URL del recurso</translation>
    </message>
    <message>
        <source>https://…</source>
        <translation>https://…</translation>
    </message>
    <message>
        <source>&amp;Fetch</source>
        <translation>&amp;Obtener</translation>
    </message>
    <message>
        <source>&amp;URL:</source>
        <translation>&amp;URL:</translation>
    </message>
    <message>
        <source>The service (&amp;hosted wallet)</source>
        <translation>El servicio (billetera &amp;alojada)</translation>
    </message>
    <message>
        <source>&amp;Paydesk, with a wallet on this computer</source>
        <translation>&amp;Paydesk, con una billetera en este equipo</translation>
    </message>
    <message>
        <source>Who pays:</source>
        <translation>Quién paga:</translation>
    </message>
    <message>
        <source>Wallet to pay from</source>
        <translation>Billetera con la que pagar</translation>
    </message>
    <message>
        <source>Wallet on this computer to pay from</source>
        <translation>Billetera de este equipo con la que pagar</translation>
    </message>
    <message>
        <source>&amp;Wallet:</source>
        <translation>&amp;Billetera:</translation>
    </message>
    <message>
        <source>A fetch is under way.</source>
        <translation>Se está obteniendo el recurso.</translation>
    </message>
    <message>
        <source>Choose the wallet to pay from.</source>
        <translation>Elija la billetera con la que pagar.</translation>
    </message>
    <message>
        <source>Type an http:// or https:// URL.</source>
        <translation>Escriba una URL http:// o https://.</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>Abriendo %1…</translation>
    </message>
    <message>
        <source>Waiting for your confirmation; nothing is paid yet.</source>
        <translation>Esperando su confirmación; aún no se ha pagado nada.</translation>
    </message>
    <message>
        <source>Paying %1 (once; journaled first)…</source>
        <translation>Pagando %1 (una sola vez; primero se registra en el diario)…</translation>
    </message>
    <message>
        <source>Fetching the resource with the payment&apos;s proof…</source>
        <translation>Obteniendo el recurso con el comprobante del pago…</translation>
    </message>
    <message>
        <source>The budget could not be granted (%1); nothing was paid.</source>
        <translation>No se pudo conceder el presupuesto (%1); no se pagó nada.</translation>
    </message>
    <message>
        <source>Approve &amp;Permit2…</source>
        <translation>Autorizar &amp;Permit2…</translation>
    </message>
    <message>
        <source>Let Permit2 move an amount of this token you choose (the price to start with), by one transaction you review first; never an unlimited amount.</source>
        <translation>Permita a Permit2 mover la cantidad de este token que elija (el precio, para empezar), con una transacción que revisa antes; nunca una cantidad ilimitada.</translation>
    </message>
    <message>
        <source>The address of a resource that asks for payment (HTTP 402).</source>
        <translation>La dirección de un recurso que pide un pago (HTTP 402).</translation>
    </message>
    <message>
        <source>Not a web address: type one such as https://example.com/report.</source>
        <translation>No es una dirección web: escriba una como https://example.com/report.</translation>
    </message>
    <message>
        <source>Opens %1</source>
        <translation>Abre %1</translation>
    </message>
    <message>
        <source>Open a URL that asks for payment (HTTP 402, x402). Paydesk shows the price, checks it against the site&apos;s budget and your balance, and pays once: after asking you, or without asking within a budget you granted the site (see Spending rules).</source>
        <translation>Abra una URL que pide un pago (HTTP 402, x402). Paydesk muestra el precio, lo compara con el presupuesto del sitio y su saldo, y paga una vez: tras preguntarle, o sin preguntar dentro de un presupuesto que concedió al sitio (vea Reglas de gasto).</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::PayeeListBox</name>
    <message>
        <source>Payees</source>
        <translation>Beneficiarios</translation>
    </message>
    <message>
        <source>Payees you deny are never paid. Once you allow one payee, only the payees you allow are paid, on every site.</source>
        <translation>Los beneficiarios que deniega nunca reciben pagos. En cuanto permite uno, solo se paga a los beneficiarios permitidos, en todos los sitios.</translation>
    </message>
    <message>
        <source>Payee&apos;s address</source>
        <translation>Dirección del beneficiario</translation>
    </message>
    <message>
        <source>Solana or EVM address of a payee</source>
        <translation>Dirección de Solana o EVM de un beneficiario</translation>
    </message>
    <message>
        <source>A&amp;llow</source>
        <translation>Permi&amp;tir</translation>
    </message>
    <message>
        <source>&amp;Deny</source>
        <translation>&amp;Denegar</translation>
    </message>
    <message>
        <source>Take o&amp;ff the lists</source>
        <translation>&amp;Quitar de las listas</translation>
    </message>
    <message>
        <source>Pa&amp;yee:</source>
        <translation>Bene&amp;ficiario:</translation>
    </message>
    <message>
        <source>Only these payees are paid: %1</source>
        <translation>Solo se paga a estos beneficiarios: %1</translation>
    </message>
    <message>
        <source>Never paid: %1</source>
        <translation>Nunca se les paga: %1</translation>
    </message>
    <message>
        <source>No payee list: every payee may be paid, within your budgets.</source>
        <translation>Sin lista de beneficiarios: se puede pagar a cualquiera, dentro de sus presupuestos.</translation>
    </message>
    <message>
        <source>Enter the payee&apos;s address first.</source>
        <translation>Introduzca primero la dirección del beneficiario.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::Permit2ApproveDialog</name>
    <message>
        <source>Approve Permit2 for %1</source>
        <translation>Autorizar Permit2 para %1</translation>
    </message>
    <message>
        <source>The seller asks to be paid through Uniswap&apos;s Permit2, which can move only what your wallet allows it. This sends one transaction from your wallet on %1: it lets Permit2 move exactly the amount below of your %2, replacing what it may move now. Each payment by Permit2 uses part of it up. Paydesk never approves an unlimited amount.</source>
        <translation>El vendedor pide cobrar a través de Permit2 de Uniswap, que solo puede mover lo que su billetera le permite. Esto envía una transacción de su billetera en %1: permite a Permit2 mover exactamente la cantidad de abajo de sus %2, en lugar de lo que puede mover ahora. Cada pago por Permit2 consume parte de ella. Paydesk nunca autoriza una cantidad ilimitada.</translation>
    </message>
    <message>
        <source>Amount Permit2 may move</source>
        <translation>Cantidad que Permit2 puede mover</translation>
    </message>
    <message>
        <source>(the price is %1)</source>
        <translation>(el precio es %1)</translation>
    </message>
    <message>
        <source>&amp;Amount:</source>
        <translation>&amp;Importe:</translation>
    </message>
    <message>
        <source>%1, contract %2</source>
        <translation>%1, contrato %2</translation>
    </message>
    <message>
        <source>Token:</source>
        <translation>Token:</translation>
    </message>
    <message>
        <source>Permit2, %1 (the same address on every chain)</source>
        <translation>Permit2, %1 (la misma dirección en todas las cadenas)</translation>
    </message>
    <message>
        <source>Allowed to move it:</source>
        <translation>Autorizado a moverlo:</translation>
    </message>
    <message>
        <source>From:</source>
        <translation>De:</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>&amp;Revisar</translation>
    </message>
    <message>
        <source>&amp;Sign &amp;&amp; send</source>
        <translation>&amp;Firmar &amp;&amp; enviar</translation>
    </message>
    <message>
        <source>Close and &amp;pay</source>
        <translation>Cerrar y &amp;pagar</translation>
    </message>
    <message>
        <source>Type the amount Permit2 may move, such as %1: %2</source>
        <translation>Escriba la cantidad que Permit2 puede mover, como %1: %2</translation>
    </message>
    <message>
        <source>Checking it against your node: chain, nonce, fees, allowance…</source>
        <translation>Comprobando con su nodo: cadena, nonce, comisiones, autorización…</translation>
    </message>
    <message>
        <source>Signing with the key from your system keychain…</source>
        <translation>Firmando con la clave de su llavero del sistema…</translation>
    </message>
    <message>
        <source>Signed and journaled. Waiting for a block…</source>
        <translation>Firmado y registrado en el diario. Esperando un bloque…</translation>
    </message>
    <message>
        <source>Permit2 may move %1 of this wallet now; after this, exactly %2.</source>
        <translation>Permit2 puede mover ahora %1 de esta billetera; después, exactamente %2.</translation>
    </message>
    <message>
        <source>an unknown amount</source>
        <translation>un importe desconocido</translation>
    </message>
    <message>
        <source>Paydesk will not sign this approve: %1</source>
        <translation>Paydesk no firmará este approve: %1</translation>
    </message>
    <message>
        <source>Paydesk is locked. Unlock it to sign this transaction.</source>
        <translation>Paydesk está bloqueado. Desbloquéelo para firmar esta transacción.</translation>
    </message>
    <message>
        <source>See it on the explorer</source>
        <translation>Verlo en el explorador</translation>
    </message>
    <message>
        <source>Approved. “Close and pay” opens the URL again; you confirm the payment there.</source>
        <translation>Autorizado. «Cerrar y pagar» abre la URL de nuevo; allí confirma el pago.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::PreferencesBox</name>
    <message>
        <source>Preferences</source>
        <translation>Preferencias</translation>
    </message>
    <message>
        <source>Default payment mode</source>
        <translation>Modo de pago predeterminado</translation>
    </message>
    <message>
        <source>Hosted: the service signs and broadcasts</source>
        <translation>Alojado: el servicio firma y transmite</translation>
    </message>
    <message>
        <source>Local: Paydesk signs with keys on this computer</source>
        <translation>Local: Paydesk firma con claves de este equipo</translation>
    </message>
    <message>
        <source>Default &amp;mode:</source>
        <translation>&amp;Modo predeterminado:</translation>
    </message>
    <message>
        <source>Block explorer link</source>
        <translation>Enlace del explorador de bloques</translation>
    </message>
    <message>
        <source>E&amp;xplorer link:</source>
        <translation>Enlace del e&amp;xplorador:</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Predeterminado del sistema</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Apariencia</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Según el sistema</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Oscuro</translation>
    </message>
    <message>
        <source>A&amp;ppearance:</source>
        <translation>A&amp;pariencia:</translation>
    </message>
    <message>
        <source>History page size</source>
        <translation>Tamaño de página del historial</translation>
    </message>
    <message>
        <source>History page si&amp;ze:</source>
        <translation>&amp;Tamaño de página del historial:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Verification timeout</source>
        <translation>Tiempo de espera de la verificación</translation>
    </message>
    <message>
        <source>&amp;Verification timeout:</source>
        <translation>Tiempo de espera de &amp;verificación:</translation>
    </message>
    <message>
        <source>A new language applies at once (after a payment in progress ends); the colour scheme when Paydesk starts again.</source>
        <translation>Un idioma nuevo se aplica de inmediato (cuando termine un pago en curso); el esquema de colores, al volver a iniciar Paydesk.</translation>
    </message>
    <message>
        <source>Keep running in the tray when the window is closed</source>
        <translation>Seguir ejecutándose en la bandeja del sistema al cerrar la ventana</translation>
    </message>
    <message>
        <source>Automatic: each network&apos;s own explorer</source>
        <translation>Automático: el explorador propio de cada red</translation>
    </message>
    <message>
        <source>Your own explorer for Solana transactions; {signature} is replaced by the transaction signature. Empty: each network&apos;s own public explorer (the sandbox&apos;s chains are on none).</source>
        <translation>Su propio explorador para transacciones de Solana; {signature} se sustituye por la firma de la transacción. Vacío: el explorador público de cada red (las cadenas del sandbox no están en ninguno).</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::ProgressPanel</name>
    <message>
        <source>Progress</source>
        <translation>Progreso</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Cancel the wait</source>
        <translation>Cancelar la espera</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::ProofSummaryView</name>
    <message>
        <source>Decoded payment proof</source>
        <translation>Comprobante de pago decodificado</translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>Tipo:</translation>
    </message>
    <message>
        <source>Payer:</source>
        <translation>Pagador:</translation>
    </message>
    <message>
        <source>Amount:</source>
        <translation>Importe:</translation>
    </message>
    <message>
        <source>Network:</source>
        <translation>Red:</translation>
    </message>
    <message>
        <source>Payment id:</source>
        <translation>ID de pago:</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Found:</source>
        <translation>Encontrado:</translation>
    </message>
    <message>
        <source>Protocol:</source>
        <translation>Protocolo:</translation>
    </message>
    <message>
        <source>Recipient:</source>
        <translation>Destinatario:</translation>
    </message>
    <message>
        <source>Signature:</source>
        <translation>Firma:</translation>
    </message>
    <message>
        <source>Fee payer:</source>
        <translation>Pagador de la comisión:</translation>
    </message>
    <message>
        <source>Validity:</source>
        <translation>Validez:</translation>
    </message>
    <message>
        <source>Instructions:</source>
        <translation>Instrucciones:</translation>
    </message>
    <message>
        <source>%1 header in a %2 request for %3</source>
        <translation>Cabecera %1 en una solicitud %2 para %3</translation>
    </message>
    <message>
        <source>HTTP</source>
        <translation>HTTP</translation>
    </message>
    <message>
        <source>A bare header value</source>
        <translation>Un valor de cabecera suelto</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The proof is readable. Only the service or the chain can tell whether the payment is real: verify it.</source>
        <translation>La prueba es legible. Solo el servicio o la cadena pueden decir si el pago es real: verifíquela.</translation>
    </message>
    <message>
        <source>x402 version %1, scheme &quot;%2&quot;</source>
        <translation>versión %1 de x402, esquema &quot;%2&quot;</translation>
    </message>
    <message>
        <source>not readable</source>
        <translation>ilegible</translation>
    </message>
    <message>
        <source>Already on the ledger: good for one verification only</source>
        <translation>Ya en el libro mayor: sirve para una sola verificación</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>the token account %1 (your wallet&apos;s own for this token when no warning is shown)</source>
        <translation>la cuenta de token %1 (la de su cartera para este token si no se muestra ninguna advertencia)</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::QrCodeWidget</name>
    <message>
        <source>QR code</source>
        <translation>Código QR</translation>
    </message>
    <message>
        <source>QR code of %1</source>
        <translation>Código QR de %1</translation>
    </message>
    <message>
        <source>No QR code</source>
        <translation>Sin código QR</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::ReceivePage</name>
    <message>
        <source>Receive and verify</source>
        <translation>Recibir y verificar</translation>
    </message>
    <message>
        <source>Share your address to get paid, and check a payment proof (the X-PAYMENT header a buyer sends) before you hand over what was paid for.</source>
        <translation>Comparta su dirección para recibir pagos, y revise un comprobante de pago (la cabecera X-PAYMENT que envía un comprador) antes de entregar lo que se ha pagado.</translation>
    </message>
    <message>
        <source>Your receiving address</source>
        <translation>Su dirección de recepción</translation>
    </message>
    <message>
        <source>Receiving address</source>
        <translation>Dirección de recepción</translation>
    </message>
    <message>
        <source>&amp;Copy address</source>
        <translation>&amp;Copiar dirección</translation>
    </message>
    <message>
        <source>Add a wallet in Settings to receive payments.</source>
        <translation>Añada una billetera en Configuración para recibir pagos.</translation>
    </message>
    <message>
        <source>Share this address or let the payer scan the code. Only send it the chain&apos;s native currency. Choose the wallet under &quot;Paid to&quot; on the right.</source>
        <translation>Comparta esta dirección o deje que el pagador escanee el código. Envíe solo la moneda nativa de la cadena. Elija la billetera en «Pagado a», a la derecha.</translation>
    </message>
    <message>
        <source>%1 wallet, paid in %2</source>
        <translation>Cartera de %1, pagos en %2</translation>
    </message>
    <message>
        <source>Not a wallet address.</source>
        <translation>No es una dirección de cartera.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::RequirementsView</name>
    <message>
        <source>Payment options the site accepts</source>
        <translation>Opciones de pago que acepta el sitio</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Importe</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Red</translation>
    </message>
    <message>
        <source>Recipient</source>
        <translation>Destinatario</translation>
    </message>
    <message>
        <source>Valid for</source>
        <translation>Validez</translation>
    </message>
    <message>
        <source>Can Paydesk pay?</source>
        <translation>¿Puede pagar Paydesk?</translation>
    </message>
    <message>
        <source>the PAYMENT-REQUIRED header</source>
        <translation>la cabecera PAYMENT-REQUIRED</translation>
    </message>
    <message>
        <source>the JSON body</source>
        <translation>el cuerpo JSON</translation>
    </message>
    <message numerus="yes">
        <source>HTTP 402 Payment Required: x402 version %1, read from %2. %n option(s).</source>
        <translation>
            <numerusform>HTTP 402 Payment Required: versión %1 de x402, leída en %2. %n opción.</numerusform>
            <numerusform>HTTP 402 Payment Required: versión %1 de x402, leída en %2. %n opciones.</numerusform>
        </translation>
    </message>
    <message>
        <source>For: %1</source>
        <translation>Concepto: %1</translation>
    </message>
    <message>
        <source>The site says: %1</source>
        <translation>El sitio indica: %1</translation>
    </message>
    <message>
        <source>%1
(%2 atomic units)</source>
        <translation>%1
(%2 unidades atómicas)</translation>
    </message>
    <message>
        <source>No (invalid): %1</source>
        <translation>No (no válida): %1</translation>
    </message>
    <message>
        <source>Not yet: %1</source>
        <translation>Aún no: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n segundo</numerusform>
            <numerusform>%n segundos</numerusform>
        </translation>
    </message>
    <message>
        <source>not given</source>
        <translation>no indicada</translation>
    </message>
    <message>
        <source>Payable: the option Paydesk chose</source>
        <translation>Pagable: la opción que eligió Paydesk</translation>
    </message>
    <message>
        <source>No: %1</source>
        <translation>No: %1</translation>
    </message>
    <message>
        <source>Yes, from this wallet too (Paydesk takes the cheapest)</source>
        <translation>Sí, también desde esta billetera (Paydesk elige la más barata)</translation>
    </message>
    <message>
        <source>Not from the chosen wallet: this option is paid from a wallet on %1.</source>
        <translation>No desde la billetera elegida: esta opción se paga desde una billetera en %1.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::ResourceView</name>
    <message>
        <source>&amp;Save to file…</source>
        <translation>&amp;Guardar en un archivo…</translation>
    </message>
    <message>
        <source>Resource text</source>
        <translation>Texto del recurso</translation>
    </message>
    <message>
        <source>Resource image</source>
        <translation>Imagen del recurso</translation>
    </message>
    <message>
        <source>This resource is not text or an image Paydesk can show: save it to a file to open it.</source>
        <translation>Este recurso no es un texto ni una imagen que Paydesk pueda mostrar: guárdelo en un archivo para abrirlo.</translation>
    </message>
    <message>
        <source>HTTP %1 · %2 · %3</source>
        <translation>HTTP %1 · %2 · %3</translation>
    </message>
    <message>
        <source>no content type</source>
        <translation>sin tipo de contenido</translation>
    </message>
    <message>
        <source>payment %1</source>
        <translation>pago %1</translation>
    </message>
    <message>
        <source>transaction %1</source>
        <translation>transacción %1</translation>
    </message>
    <message>
        <source>Bought with your earlier payment (%1): nothing was paid again.</source>
        <translation>Comprado con su pago anterior (%1): no se volvió a pagar nada.</translation>
    </message>
    <message>
        <source>Paid: %1.</source>
        <translation>Pagado: %1.</translation>
    </message>
    <message>
        <source>Free: the site did not ask for payment.</source>
        <translation>Gratuito: el sitio no pidió ningún pago.</translation>
    </message>
    <message>
        <source>Could not save to %1: %2</source>
        <translation>No se pudo guardar en %1: %2</translation>
    </message>
    <message>
        <source>Save the resource</source>
        <translation>Guardar el recurso</translation>
    </message>
    <message>
        <source>Not paid: the seller served it, but the chain shows your payment %1 unused.</source>
        <translation>No pagado: el vendedor lo entregó, pero la cadena muestra su pago %1 sin usar.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::SandboxBanner</name>
    <message>
        <source>&lt;b&gt;Sandbox: test funds only.&lt;/b&gt; Payments here run on a built-in test service on this computer and never move real money.</source>
        <translation>&lt;b&gt;Entorno de pruebas: solo fondos de prueba.&lt;/b&gt; Los pagos de aquí se ejecutan en un servicio de prueba integrado en este equipo y nunca mueven dinero real.</translation>
    </message>
    <message>
        <source>Connect to a payment service…</source>
        <translation>Conectar con un servicio de pagos…</translation>
    </message>
    <message>
        <source>Connect to a payment service</source>
        <translation>Conectar con un servicio de pagos</translation>
    </message>
    <message>
        <source>Sandbox: test funds only</source>
        <translation>Entorno de pruebas: solo fondos de prueba</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::SandboxSession</name>
    <message>
        <source>Weather report</source>
        <translation>Informe meteorológico</translation>
    </message>
    <message>
        <source>Quarterly report</source>
        <translation>Informe trimestral</translation>
    </message>
    <message>
        <source>Refund</source>
        <translation>Reembolso</translation>
    </message>
    <message>
        <source>The sandbox folder %1 cannot be created.</source>
        <translation>No se puede crear la carpeta del entorno de pruebas %1.</translation>
    </message>
    <message>
        <source>The built-in sandbox could not start: %1</source>
        <translation>No se pudo iniciar el entorno de pruebas integrado: %1</translation>
    </message>
    <message>
        <source>Demo wallet</source>
        <translation>Billetera de demostración</translation>
    </message>
    <message>
        <source>Demo shop</source>
        <translation>Tienda de demostración</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::ScreenshotWriter</name>
    <message>
        <source>Could not write the screenshot to %1</source>
        <translation>No se pudo escribir la captura de pantalla en %1</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::SellerDesk</name>
    <message>
        <source>Pasted payment or HTTP request</source>
        <translation>Pago o solicitud HTTP pegados</translation>
    </message>
    <message>
        <source>Receiving wallet</source>
        <translation>Billetera receptora</translation>
    </message>
    <message>
        <source>Receiving wallet on this computer</source>
        <translation>Billetera receptora en este equipo</translation>
    </message>
    <message>
        <source>&amp;Paid to:</source>
        <translation>&amp;Pagado a:</translation>
    </message>
    <message>
        <source>Your price</source>
        <translation>Su precio</translation>
    </message>
    <message>
        <source>Your p&amp;rice:</source>
        <translation>Su p&amp;recio:</translation>
    </message>
    <message numerus="yes">
        <source>Verifying with the service… %n second(s) left.</source>
        <translation>
            <numerusform>Verificando con el servicio… Queda %n segundo.</numerusform>
            <numerusform>Verificando con el servicio… Quedan %n segundos.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Verifying with the service…</source>
        <translation>Verificando con el servicio…</translation>
    </message>
    <message>
        <source>Paid: %1 %2 from %3. Hand over the resource.
Payment id: %4</source>
        <translation>Pagado: %1 %2 de %3. Entregue el recurso.
ID de pago: %4</translation>
    </message>
    <message>
        <source>the buyer</source>
        <translation>el comprador</translation>
    </message>
    <message>
        <source>This proof was already used: it paid for something once and cannot pay again. This looks like a replay.</source>
        <translation>Este comprobante ya se usó: pagó algo una vez y no puede volver a pagar. Parece un ataque de repetición.</translation>
    </message>
    <message>
        <source>Refuse it: do not hand over the resource. Ask the buyer for a new payment.</source>
        <translation>Recháselo: no entregue el recurso. Pida al comprador un nuevo pago.</translation>
    </message>
    <message>
        <source>Reason: %1</source>
        <translation>Motivo: %1</translation>
    </message>
    <message>
        <source>Local verification not started</source>
        <translation>Verificación local no iniciada</translation>
    </message>
    <message>
        <source>Checking the payment locally…</source>
        <translation>Comprobando el pago localmente…</translation>
    </message>
    <message>
        <source>This proof was already used: it cannot pay again (a replay).</source>
        <translation>Este comprobante ya se usó: no puede volver a pagar (ataque de repetición).</translation>
    </message>
    <message>
        <source>Verify a payment</source>
        <translation>Verificar un pago</translation>
    </message>
    <message>
        <source>No wallet on this computer yet (Wallets page)</source>
        <translation>Aún no hay ninguna billetera en este equipo (página Billeteras)</translation>
    </message>
    <message>
        <source>Paste the buyer&apos;s X-PAYMENT value, or a whole HTTP request (request line, headers, body) that carries X-PAYMENT or PAYMENT-SIGNATURE</source>
        <translation>Pegue el valor X-PAYMENT del comprador, o una solicitud HTTP completa (línea de solicitud, encabezados, cuerpo) que lleve X-PAYMENT o PAYMENT-SIGNATURE</translation>
    </message>
    <message>
        <source>&amp;Verify payment</source>
        <translation>&amp;Verificar pago</translation>
    </message>
    <message>
        <source>e.g. 0.25</source>
        <translation>p. ej., 0.25</translation>
    </message>
    <message>
        <source>The price of what the buyer pays for.</source>
        <translation>El precio de lo que paga el comprador.</translation>
    </message>
    <message>
        <source>Resource (optional)</source>
        <translation>Recurso (opcional)</translation>
    </message>
    <message>
        <source>https://… (optional; taken from a pasted request)</source>
        <translation>https://… (opcional; se toma de una solicitud pegada)</translation>
    </message>
    <message>
        <source>Reso&amp;urce:</source>
        <translation>&amp;Recurso:</translation>
    </message>
    <message>
        <source>Facilitator URL (optional)</source>
        <translation>URL del facilitador (opcional)</translation>
    </message>
    <message>
        <source>Default: the network&apos;s facilitator</source>
        <translation>Predeterminado: el facilitador de la red</translation>
    </message>
    <message>
        <source>&amp;Facilitator:</source>
        <translation>&amp;Facilitador:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Verification timeout in seconds</source>
        <translation>Tiempo de espera de la verificación en segundos</translation>
    </message>
    <message>
        <source>&amp;Timeout:</source>
        <translation>&amp;Tiempo de espera:</translation>
    </message>
    <message>
        <source>Verify &amp;locally (co-sign as fee payer, broadcast, confirm)</source>
        <translation>Verificar &amp;localmente (firmar como pagador de comisiones, difundir, confirmar)</translation>
    </message>
    <message>
        <source>Check, co-sign as fee payer with a wallet on this computer, broadcast and confirm, instead of asking the service.</source>
        <translation>Comprobar, firmar como pagador de comisiones con una billetera de este equipo, difundir y confirmar, en lugar de preguntar al servicio.</translation>
    </message>
    <message>
        <source>&amp;Verify and co-sign…</source>
        <translation>&amp;Verificar y cofirmar…</translation>
    </message>
    <message>
        <source>Nothing was signed or sent; do not hand over the resource.</source>
        <translation>No se firmó ni envió nada; no entregue el recurso.</translation>
    </message>
    <message>
        <source>Do not hand over the resource until the payment is confirmed.</source>
        <translation>No entregue el recurso hasta que se confirme el pago.</translation>
    </message>
    <message>
        <source>Paid: %1 from %2, confirmed on chain. Hand over the resource.
Signature: %3
Payment id: %4</source>
        <translation>Pagado: %1 de %2, confirmado en la cadena. Entregue el recurso.
Firma: %3
ID de pago: %4</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::SendConfirmDialog</name>
    <message>
        <source>Confirm payment</source>
        <translation>Confirmar el pago</translation>
    </message>
    <message>
        <source>You are about to pay</source>
        <translation>Está a punto de pagar</translation>
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
        <translation>De:</translation>
    </message>
    <message>
        <source>To:</source>
        <translation>Para:</translation>
    </message>
    <message>
        <source>Amount:</source>
        <translation>Importe:</translation>
    </message>
    <message>
        <source>%1 %2 (exactly)</source>
        <translation>%1 %2 (exactamente)</translation>
    </message>
    <message>
        <source>Priority fee:</source>
        <translation>Comisión de prioridad:</translation>
    </message>
    <message>
        <source>Automatic (chosen by the service)</source>
        <translation>Automática (la elige el servicio)</translation>
    </message>
    <message>
        <source>Network fee:</source>
        <translation>Comisión de red:</translation>
    </message>
    <message>
        <source>Charged by the network on top of the amount</source>
        <translation>La cobra la red además del importe</translation>
    </message>
    <message>
        <source>Resource:</source>
        <translation>Recurso:</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>Metadata:</source>
        <translation>Metadatos:</translation>
    </message>
    <message>
        <source>Service:</source>
        <translation>Servicio:</translation>
    </message>
    <message>
        <source>Sandbox: test funds only. No real money moves.</source>
        <translation>Entorno de pruebas: solo fondos de prueba. No se mueve dinero real.</translation>
    </message>
    <message>
        <source>A payment cannot be undone. Check the recipient.</source>
        <translation>Un pago no se puede deshacer. Compruebe el destinatario.</translation>
    </message>
    <message>
        <source>Pay %1 %2</source>
        <translation>Pagar %1 %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Paydesk is locked. Unlock it to review and send this payment.</source>
        <translation>Paydesk está bloqueado. Desbloquéelo para revisar y enviar este pago.</translation>
    </message>
    <message>
        <source>Paydesk locked meanwhile. Unlock it to send this payment.</source>
        <translation>Paydesk se bloqueó mientras tanto. Desbloquéelo para enviar este pago.</translation>
    </message>
    <message>
        <source>Total debited:</source>
        <translation>Total cargado:</translation>
    </message>
    <message>
        <source>Balance after:</source>
        <translation>Saldo posterior:</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::SendForm</name>
    <message>
        <source>Paying wallet</source>
        <translation>Billetera de pago</translation>
    </message>
    <message>
        <source>&amp;From wallet:</source>
        <translation>&amp;Billetera de origen:</translation>
    </message>
    <message>
        <source>Recipient address</source>
        <translation>Dirección del destinatario</translation>
    </message>
    <message>
        <source>Solana or EVM address</source>
        <translation>Dirección de Solana o EVM</translation>
    </message>
    <message>
        <source>The wallet that receives the payment.</source>
        <translation>La billetera que recibe el pago.</translation>
    </message>
    <message>
        <source>&amp;Recipient:</source>
        <translation>&amp;Destinatario:</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Importe</translation>
    </message>
    <message>
        <source>e.g. 0.25</source>
        <translation>p. ej., 0.25</translation>
    </message>
    <message>
        <source>&amp;Amount:</source>
        <translation>&amp;Importe:</translation>
    </message>
    <message>
        <source>Resource URL (optional)</source>
        <translation>URL del recurso (opcional)</translation>
    </message>
    <message>
        <source>https://… (optional)</source>
        <translation>https://… (opcional)</translation>
    </message>
    <message>
        <source>The protected resource this payment is for.</source>
        <translation>El recurso protegido al que corresponde este pago.</translation>
    </message>
    <message>
        <source>Re&amp;source:</source>
        <translation>Rec&amp;urso:</translation>
    </message>
    <message>
        <source>Optional: a description or reference id.</source>
        <translation>Opcional: una descripción o un ID de referencia.</translation>
    </message>
    <message>
        <source>&amp;Metadata:</source>
        <translation>&amp;Metadatos:</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automática</translation>
    </message>
    <message>
        <source>&amp;Custom:</source>
        <translation>Personali&amp;zada:</translation>
    </message>
    <message>
        <source>Custom priority fee</source>
        <translation>Comisión de prioridad personalizada</translation>
    </message>
    <message>
        <source>&amp;Priority fee:</source>
        <translation>&amp;Comisión de prioridad:</translation>
    </message>
    <message>
        <source>This is the paying wallet itself.</source>
        <translation>Esta es la propia billetera de pago.</translation>
    </message>
    <message>
        <source>Your wallet “%1”.</source>
        <translation>Su billetera “%1”.</translation>
    </message>
    <message>
        <source>Between %1 and %2 %3, at most %4 decimals.</source>
        <translation>Entre %1 y %2 %3, con %4 decimales como máximo.</translation>
    </message>
    <message>
        <source>Exactly %1 %2, plus the network fee.</source>
        <translation>Exactamente %1 %2, más la comisión de red.</translation>
    </message>
    <message>
        <source>Between %1 and %2 %3.</source>
        <translation>Entre %1 y %2 %3.</translation>
    </message>
    <message>
        <source>The service picks the priority fee.</source>
        <translation>El servicio elige la comisión de prioridad.</translation>
    </message>
    <message>
        <source>Paying wallet on this computer</source>
        <translation>Billetera de pago en este equipo</translation>
    </message>
    <message>
        <source>No wallet on this computer yet: create or import one on the Wallets page</source>
        <translation>Aún no hay ninguna billetera en este equipo: cree o importe una en la página Billeteras</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>Máx.</translation>
    </message>
    <message>
        <source>The whole balance less the network fee</source>
        <translation>Todo el saldo menos la comisión de red</translation>
    </message>
    <message>
        <source>Your balance of %1 does not cover %2 plus the network fee (%3 in all). Add funds or lower the amount.</source>
        <translation>Su saldo de %1 no cubre %2 más la comisión de red (%3 en total). Añada fondos o reduzca el importe.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Exactly %1 %2. Network fee %3; total %4; balance after: %5.</source>
        <translation>Exactamente %1 %2. Comisión de red %3; total %4; saldo posterior: %5.</translation>
    </message>
    <message>
        <source>Balance: %1</source>
        <translation>Saldo: %1</translation>
    </message>
    <message>
        <source>This is an address of %1, but the paying wallet is on %2: pay it from a %1 wallet.</source>
        <translation>Esta es una dirección de %1, pero la cartera que paga está en %2: pague desde una cartera de %1.</translation>
    </message>
    <message>
        <source>A valid %1 address.</source>
        <translation>Una dirección de %1 válida.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::SendPage</name>
    <message>
        <source>Send a payment</source>
        <translation>Enviar un pago</translation>
    </message>
    <message>
        <source>Pay a wallet in the chain&apos;s native currency. The service signs and broadcasts the payment from your hosted wallet.</source>
        <translation>Pague a una billetera en la moneda nativa de la cadena. El servicio firma y transmite el pago desde su billetera alojada.</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>&amp;Limpiar</translation>
    </message>
    <message>
        <source>&amp;Review payment…</source>
        <translation>&amp;Revisar el pago…</translation>
    </message>
    <message>
        <source>Waiting %1 s before sending: %2</source>
        <translation>Esperando %1 s antes de enviar: %2</translation>
    </message>
    <message>
        <source>A payment is on its way.</source>
        <translation>Hay un pago en camino.</translation>
    </message>
    <message>
        <source>Check the payment before it is sent.</source>
        <translation>Compruebe el pago antes de enviarlo.</translation>
    </message>
    <message>
        <source>Fill in the recipient and the amount.</source>
        <translation>Rellene el destinatario y el importe.</translation>
    </message>
    <message>
        <source>The payment is not complete</source>
        <translation>El pago no está completo</translation>
    </message>
    <message>
        <source>Built-in sandbox (test funds only)</source>
        <translation>Entorno de pruebas integrado (solo fondos de prueba)</translation>
    </message>
    <message>
        <source>Sending the payment… waiting for the service&apos;s answer.</source>
        <translation>Enviando el pago… esperando la respuesta del servicio.</translation>
    </message>
    <message>
        <source>The sandbox&apos;s ledger is not on a public block explorer.</source>
        <translation>El libro mayor del entorno de pruebas no está en ningún explorador de bloques público.</translation>
    </message>
    <message>
        <source>Check the wallet&apos;s history</source>
        <translation>Comprobar el historial de la billetera</translation>
    </message>
    <message>
        <source>Who signs:</source>
        <translation>Quién firma:</translation>
    </message>
    <message>
        <source>The service (&amp;hosted wallet)</source>
        <translation>El servicio (billetera &amp;alojada)</translation>
    </message>
    <message>
        <source>&amp;Paydesk, with a wallet on this computer (local)</source>
        <translation>&amp;Paydesk, con una billetera en este equipo (local)</translation>
    </message>
    <message>
        <source>Local payment not started</source>
        <translation>Pago local no iniciado</translation>
    </message>
    <message>
        <source>Signed on this computer by your wallet.</source>
        <translation>Firmado en este equipo por su billetera.</translation>
    </message>
    <message>
        <source>Pay a wallet in its chain&apos;s coin (SOL, ETH). Paydesk checks the transaction the service builds, shows it to you, signs it with your key and broadcasts it.</source>
        <translation>Pague a una cartera en la moneda de su cadena (SOL, ETH). Paydesk comprueba la transacción que crea el servicio, se la muestra, la firma con su clave y la difunde.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::SendResultCard</name>
    <message>
        <source>Payment result</source>
        <translation>Resultado del pago</translation>
    </message>
    <message>
        <source>Payment sent</source>
        <translation>Pago enviado</translation>
    </message>
    <message>
        <source>Payment id</source>
        <translation>ID de pago</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Firma</translation>
    </message>
    <message>
        <source>Payment proof</source>
        <translation>Comprobante de pago</translation>
    </message>
    <message>
        <source>Payment id:</source>
        <translation>ID de pago:</translation>
    </message>
    <message>
        <source>Status:</source>
        <translation>Estado:</translation>
    </message>
    <message>
        <source>X-PAYMENT proof:</source>
        <translation>Comprobante X-PAYMENT:</translation>
    </message>
    <message>
        <source>Track status</source>
        <translation>Seguir el estado</translation>
    </message>
    <message>
        <source>New payment</source>
        <translation>Nuevo pago</translation>
    </message>
    <message>
        <source>%1 %2 to %3.</source>
        <translation>%1 %2 a %3.</translation>
    </message>
    <message>
        <source>the recipient</source>
        <translation>el destinatario</translation>
    </message>
    <message>
        <source>Accepted</source>
        <translation>Aceptado</translation>
    </message>
    <message>
        <source>Network fee:</source>
        <translation>Comisión de red:</translation>
    </message>
    <message>
        <source>Total debited:</source>
        <translation>Total cargado:</translation>
    </message>
    <message>
        <source>Balance after:</source>
        <translation>Saldo posterior:</translation>
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
        <translation>Servicio de pagos</translation>
    </message>
    <message>
        <source>&amp;Built-in sandbox: test funds only, runs on this computer</source>
        <translation>&amp;Entorno de pruebas integrado: solo fondos de prueba, se ejecuta en este equipo</translation>
    </message>
    <message>
        <source>A payment &amp;service:</source>
        <translation>Un &amp;servicio de pagos:</translation>
    </message>
    <message>
        <source>Service URL</source>
        <translation>URL del servicio</translation>
    </message>
    <message>
        <source>HTTPS is required; http:// only for this computer.</source>
        <translation>Se requiere HTTPS; http:// solo para este equipo.</translation>
    </message>
    <message>
        <source>Service &amp;URL:</source>
        <translation>&amp;URL del servicio:</translation>
    </message>
    <message>
        <source>API key:</source>
        <translation>Clave de API:</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>Clave de API</translation>
    </message>
    <message>
        <source>Paste the key from your account dashboard</source>
        <translation>Pegue la clave del panel de su cuenta</translation>
    </message>
    <message>
        <source>&amp;Test key</source>
        <translation>&amp;Probar la clave</translation>
    </message>
    <message>
        <source>S&amp;ave key</source>
        <translation>&amp;Guardar la clave</translation>
    </message>
    <message>
        <source>&amp;Rotate key…</source>
        <translation>&amp;Rotar la clave…</translation>
    </message>
    <message>
        <source>New API key</source>
        <translation>Nueva clave de API</translation>
    </message>
    <message>
        <source>The new key</source>
        <translation>La nueva clave</translation>
    </message>
    <message>
        <source>Test and re&amp;place</source>
        <translation>Probar y reempla&amp;zar</translation>
    </message>
    <message>
        <source>&amp;Use this service</source>
        <translation>Usar es&amp;te servicio</translation>
    </message>
    <message>
        <source>Testing the key…</source>
        <translation>Probando la clave…</translation>
    </message>
    <message>
        <source>Testing the new key…</source>
        <translation>Probando la nueva clave…</translation>
    </message>
    <message>
        <source>The sandbox&apos;s key: generated for this session and kept in memory only.</source>
        <translation>La clave del entorno de pruebas: generada para esta sesión y guardada solo en memoria.</translation>
    </message>
    <message>
        <source>Stored in the system keychain.</source>
        <translation>Guardada en el llavero del sistema.</translation>
    </message>
    <message>
        <source>No key stored for this service yet: enter it below.</source>
        <translation>Aún no hay ninguna clave guardada para este servicio: introdúzcala abajo.</translation>
    </message>
    <message>
        <source>Reading the key from the system keychain…</source>
        <translation>Leyendo la clave del llavero del sistema…</translation>
    </message>
    <message>
        <source>The system keychain is not available: %1</source>
        <translation>El llavero del sistema no está disponible: %1</translation>
    </message>
    <message>
        <source>Not loaded.</source>
        <translation>No cargada.</translation>
    </message>
    <message>
        <source>%1 Paydesk still uses the previous service.</source>
        <translation>%1 Paydesk sigue usando el servicio anterior.</translation>
    </message>
    <message>
        <source>Enter this service&apos;s API key: &quot;Use this service&quot; tests it, stores it in the system keychain, then switches.</source>
        <translation>Introduzca la clave de API de este servicio: &quot;Usar este servicio&quot; la prueba, la guarda en el llavero del sistema y después cambia de servicio.</translation>
    </message>
    <message>
        <source>&quot;Use this service&quot; tests this key, stores it in the system keychain, then switches.</source>
        <translation>&quot;Usar este servicio&quot; prueba esta clave, la guarda en el llavero del sistema y después cambia de servicio.</translation>
    </message>
    <message>
        <source>No API key is stored for %1. Enter it above: &quot;Use this service&quot; then tests it, stores it and switches. Paydesk still uses the previous service.</source>
        <translation>No hay ninguna clave de API guardada para %1. Introdúzcala arriba: &quot;Usar este servicio&quot; la probará, la guardará y cambiará de servicio. Paydesk sigue usando el servicio anterior.</translation>
    </message>
    <message>
        <source>The system keychain could not be read (%1), so the key of %2 is unknown. Paydesk still uses the previous service.</source>
        <translation>No se pudo leer el llavero del sistema (%1), así que se desconoce la clave de %2. Paydesk sigue usando el servicio anterior.</translation>
    </message>
    <message>
        <source>Paydesk now uses %1, with the API key stored for it.</source>
        <translation>Paydesk usa ahora %1, con la clave de API guardada para él.</translation>
    </message>
    <message>
        <source>Paydesk now uses its built-in sandbox: test funds only.</source>
        <translation>Paydesk usa ahora su sandbox integrado: solo fondos de prueba.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::SettingsPage</name>
    <message>
        <source>Settings</source>
        <translation>Configuración</translation>
    </message>
    <message>
        <source>The service Paydesk pays through, your wallets and preferences. The API key is kept in the system keychain, never in a settings file.</source>
        <translation>El servicio a través del cual paga Paydesk, sus billeteras y sus preferencias. La clave de API se guarda en el llavero del sistema, nunca en un archivo de configuración.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::SingleInstance</name>
    <message>
        <source>Paydesk is already running but does not answer.</source>
        <translation>Paydesk ya se está ejecutando, pero no responde.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::SolanaReviewDialog</name>
    <message>
        <source>Review and sign the payment</source>
        <translation>Revisar y firmar el pago</translation>
    </message>
    <message>
        <source>Review and co-sign the buyer&apos;s payment</source>
        <translation>Revisar y cofirmar el pago del comprador</translation>
    </message>
    <message>
        <source>&amp;Get a fresh transaction</source>
        <translation>Obtener una transacción &amp;nueva</translation>
    </message>
    <message>
        <source>Paydesk checked the transaction the service built. This is exactly what you would sign:</source>
        <translation>Paydesk comprobó la transacción que creó el servicio. Esto es exactamente lo que firmaría:</translation>
    </message>
    <message>
        <source>The buyer signed a transfer to you. You co-sign as fee payer; this is exactly what you would sign:</source>
        <translation>El comprador firmó una transferencia a su favor. Usted cofirma como pagador de la comisión; esto es exactamente lo que firmaría:</translation>
    </message>
    <message>
        <source>&amp;Co-sign &amp;&amp; send</source>
        <translation>&amp;Cofirmar &amp;&amp; enviar</translation>
    </message>
    <message>
        <source>Sent. Waiting for the network to confirm it…</source>
        <translation>Enviado. Esperando a que la red lo confirme…</translation>
    </message>
    <message>
        <source>You pay %1 to %2</source>
        <translation>Usted paga %1 a %2</translation>
    </message>
    <message>
        <source>You receive %1 from %2</source>
        <translation>Usted recibe %1 de %2</translation>
    </message>
    <message>
        <source>Paydesk checked the transaction the service built and will not sign it:</source>
        <translation>Paydesk comprobó la transacción que creó el servicio y no la firmará:</translation>
    </message>
    <message>
        <source>Paydesk refused to sign this transaction: %1</source>
        <translation>Paydesk se negó a firmar esta transacción: %1</translation>
    </message>
    <message>
        <source>Getting the transaction from the service…</source>
        <translation>Obteniendo la transacción del servicio…</translation>
    </message>
    <message>
        <source>Checking the transaction against what you asked for…</source>
        <translation>Comprobando la transacción con lo que usted pidió…</translation>
    </message>
    <message>
        <source>Signing with the key from your system keychain…</source>
        <translation>Firmando con la clave de su llavero del sistema…</translation>
    </message>
    <message>
        <source>Signed and journaled. Sending it to the network…</source>
        <translation>Firmada y registrada en el diario. Enviándola a la red…</translation>
    </message>
    <message>
        <source>The service gave no expiry time; Paydesk checks the block height again right before signing.</source>
        <translation>El servicio no indicó ninguna hora de caducidad; Paydesk vuelve a comprobar la altura de bloque justo antes de firmar.</translation>
    </message>
    <message>
        <source>It can land during the next %1 s; if it does not, nothing is charged.</source>
        <translation>Puede incluirse en la cadena durante los próximos %1 s; si no ocurre, no se cobra nada.</translation>
    </message>
    <message>
        <source>Its time is up: waiting for the network&apos;s last word.</source>
        <translation>Se acabó su tiempo: esperando la última palabra de la red.</translation>
    </message>
    <message>
        <source>Expired: this transaction can no longer land. Nothing was signed. Get a fresh one to pay.</source>
        <translation>Caducada: esta transacción ya no puede incluirse en la cadena. No se firmó nada. Obtenga una nueva para pagar.</translation>
    </message>
    <message>
        <source>Only %1 s left: too little to sign and land it safely. Get a fresh transaction.</source>
        <translation>Solo quedan %1 s: demasiado poco para firmarla e incluirla en la cadena con seguridad. Obtenga una transacción nueva.</translation>
    </message>
    <message>
        <source>Valid for %1 more seconds: sign before the countdown ends.</source>
        <translation>Válida durante %1 segundos más: firme antes de que termine la cuenta atrás.</translation>
    </message>
    <message>
        <source>Fewer than %1 seconds left: get a fresh transaction.</source>
        <translation>Quedan menos de %1 segundos: obtenga una transacción nueva.</translation>
    </message>
    <message>
        <source>Confirmed: %1 paid</source>
        <translation>Confirmado: se pagaron %1</translation>
    </message>
    <message>
        <source>Confirmed: %1 received</source>
        <translation>Confirmado: se recibieron %1</translation>
    </message>
    <message>
        <source>%1
Signature: %2</source>
        <translation>%1
Firma: %2</translation>
    </message>
    <message>
        <source>Failed: fee charged</source>
        <translation>Fallido: comisión cobrada</translation>
    </message>
    <message>
        <source>The transaction landed with an error: the network fee was charged, the amount was not paid. %1</source>
        <translation>La transacción se incluyó en la cadena con un error: se cobró la comisión de red, el importe no se pagó. %1</translation>
    </message>
    <message>
        <source>Expired: nothing charged</source>
        <translation>Caducado: no se cobró nada</translation>
    </message>
    <message>
        <source>It never landed before its blockhash expired, so nothing was charged. %1</source>
        <translation>No se incluyó en la cadena antes de que caducara su blockhash, así que no se cobró nada. %1</translation>
    </message>
    <message>
        <source>Refused by the network: nothing charged</source>
        <translation>Rechazado por la red: no se cobró nada</translation>
    </message>
    <message>
        <source>Declined: nothing was signed</source>
        <translation>Rechazado: no se firmó nada</translation>
    </message>
    <message>
        <source>Refused: nothing was signed</source>
        <translation>Denegado: no se firmó nada</translation>
    </message>
    <message>
        <source>Not sent</source>
        <translation>No enviado</translation>
    </message>
    <message>
        <source>Not final yet</source>
        <translation>Aún no es final</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::SolanaRpcSettingsBox</name>
    <message>
        <source>Network for local mode</source>
        <translation>Red para el modo local</translation>
    </message>
    <message>
        <source>Solana network</source>
        <translation>Red de Solana</translation>
    </message>
    <message>
        <source>&amp;Network:</source>
        <translation>&amp;Red:</translation>
    </message>
    <message>
        <source>RPC endpoint URL</source>
        <translation>URL del punto de conexión RPC</translation>
    </message>
    <message>
        <source>&amp;Use this endpoint</source>
        <translation>&amp;Usar este punto de conexión</translation>
    </message>
    <message>
        <source>RPC &amp;URL:</source>
        <translation>URL R&amp;PC:</translation>
    </message>
    <message>
        <source>C&amp;heck connection</source>
        <translation>Comprobar la &amp;conexión</translation>
    </message>
    <message>
        <source>Highest priority fee Paydesk signs, in SOL</source>
        <translation>Comisión de prioridad más alta que firma Paydesk, en SOL</translation>
    </message>
    <message>
        <source>Priority fee &amp;cap:</source>
        <translation>&amp;Límite de la comisión de prioridad:</translation>
    </message>
    <message>
        <source>Paydesk refuses to sign a transaction whose priority fee is higher.</source>
        <translation>Paydesk se niega a firmar una transacción cuya comisión de prioridad sea mayor.</translation>
    </message>
    <message>
        <source>&amp;Simulate each transaction before the review</source>
        <translation>&amp;Simular cada transacción antes de la revisión</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::SolanaSummaryView</name>
    <message>
        <source>From:</source>
        <translation>De:</translation>
    </message>
    <message>
        <source>To:</source>
        <translation>Para:</translation>
    </message>
    <message>
        <source>Amount:</source>
        <translation>Importe:</translation>
    </message>
    <message>
        <source>Network fee:</source>
        <translation>Comisión de red:</translation>
    </message>
    <message>
        <source>Priority fee:</source>
        <translation>Comisión de prioridad:</translation>
    </message>
    <message>
        <source>Total cost:</source>
        <translation>Coste total:</translation>
    </message>
    <message>
        <source>Balance after:</source>
        <translation>Saldo posterior:</translation>
    </message>
    <message>
        <source>Network:</source>
        <translation>Red:</translation>
    </message>
    <message>
        <source>What the transaction does:</source>
        <translation>Qué hace la transacción:</translation>
    </message>
    <message>
        <source>Show &amp;logs</source>
        <translation>Mostrar re&amp;gistros</translation>
    </message>
    <message>
        <source>Simulation logs</source>
        <translation>Registros de la simulación</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (exactly)</source>
        <translation>%1 (exactamente)</translation>
    </message>
    <message>
        <source>%1, paid by %2</source>
        <translation>%1, a cargo de %2</translation>
    </message>
    <message>
        <source>you</source>
        <translation>usted</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>%1 (%2 compute units at %3 micro-lamports each)</source>
        <translation>%1 (%2 unidades de cómputo a %3 micro-lamports cada una)</translation>
    </message>
    <message>
        <source>%1 leave your wallet</source>
        <translation>%1 salen de su billetera</translation>
    </message>
    <message>
        <source>%1 in fees from your wallet</source>
        <translation>%1 en comisiones de su billetera</translation>
    </message>
    <message>
        <source>unknown (balance not read)</source>
        <translation>desconocido (no se leyó el saldo)</translation>
    </message>
    <message>
        <source>short by %1: the wallet holds %2</source>
        <translation>faltan %1: la billetera tiene %2</translation>
    </message>
    <message>
        <source>%1, broadcast through %2%3</source>
        <translation>%1, se transmite a través de %2%3</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>desconocido</translation>
    </message>
    <message>
        <source> (test funds only)</source>
        <translation> (solo fondos de prueba)</translation>
    </message>
    <message>
        <source>(nothing could be decoded)</source>
        <translation>(no se pudo decodificar nada)</translation>
    </message>
    <message>
        <source>Simulation: it would fail (%1), using %2 compute units.</source>
        <translation>Simulación: fallaría (%1), con %2 unidades de cómputo.</translation>
    </message>
    <message>
        <source>Simulation: it succeeds, using %1 compute units.</source>
        <translation>Simulación: tiene éxito, con %1 unidades de cómputo.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::SpendingRulesPage</name>
    <message>
        <source>Spending rules</source>
        <translation>Reglas de gasto</translation>
    </message>
    <message>
        <source>What Paydesk may pay without asking, and what it never pays: each site&apos;s budget, caps over all sites per day, the payees you allow or refuse, and the tokens you added. Agents have budgets of their own on the Agents page.</source>
        <translation>Lo que Paydesk puede pagar sin preguntar y lo que nunca paga: el presupuesto de cada sitio, los límites diarios para todos los sitios, los beneficiarios que permite o rechaza y los tokens que añadió. Los agentes tienen sus propios presupuestos en la página Agentes.</translation>
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
        <translation>Iniciando Paydesk…</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::StatusPage</name>
    <message>
        <source>Payment status</source>
        <translation>Estado del pago</translation>
    </message>
    <message>
        <source>Where a payment is: Paydesk asks the service again, less and less often, until the payment is final.</source>
        <translation>Dónde está un pago: Paydesk vuelve a consultar al servicio, cada vez con menos frecuencia, hasta que el pago es final.</translation>
    </message>
    <message>
        <source>Payment id</source>
        <translation>ID de pago</translation>
    </message>
    <message>
        <source>Payment id, e.g. pay_…</source>
        <translation>ID de pago, p. ej., pay_…</translation>
    </message>
    <message>
        <source>&amp;Look up</source>
        <translation>&amp;Buscar</translation>
    </message>
    <message>
        <source>Enter the id of a payment to follow it. Payments you send, and those you open from the history, show here by themselves.</source>
        <translation>Introduzca el ID de un pago para seguirlo. Los pagos que envíe, y los que abra desde el historial, aparecen aquí automáticamente.</translation>
    </message>
    <message>
        <source>Payment fields</source>
        <translation>Campos del pago</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <source>Raw JSON</source>
        <translation>JSON sin procesar</translation>
    </message>
    <message>
        <source>&amp;Details</source>
        <translation>&amp;Detalles</translation>
    </message>
    <message>
        <source>Raw &amp;JSON</source>
        <translation>&amp;JSON sin procesar</translation>
    </message>
    <message>
        <source>Stopped. Look up the payment again to resume.</source>
        <translation>Detenido. Vuelva a buscar el pago para reanudar.</translation>
    </message>
    <message>
        <source>The service asked Paydesk to slow down: asking again in %1 s.</source>
        <translation>El servicio pidió a Paydesk que redujera el ritmo: se volverá a consultar dentro de %1 s.</translation>
    </message>
    <message>
        <source>This is not a payment id</source>
        <translation>Esto no es un ID de pago</translation>
    </message>
    <message>
        <source>Current state: %1</source>
        <translation>Estado actual: %1</translation>
    </message>
    <message>
        <source>Following payment %1…</source>
        <translation>Siguiendo el pago %1…</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <source>Final: the payment expired before it was confirmed; nothing was charged.</source>
        <translation>Final: el pago caducó antes de confirmarse; no se cobró nada.</translation>
    </message>
    <message>
        <source>Final: the payment failed. %1</source>
        <translation>Final: el pago falló. %1</translation>
    </message>
    <message>
        <source>Final: this payment will not change any more.</source>
        <translation>Final: este pago ya no cambiará.</translation>
    </message>
    <message>
        <source>Asking the service…</source>
        <translation>Consultando al servicio…</translation>
    </message>
    <message>
        <source>Not final yet: asking again in %1 s.</source>
        <translation>Aún no es final: se volverá a consultar dentro de %1 s.</translation>
    </message>
    <message>
        <source>Open the transaction in the block explorer</source>
        <translation>Abrir la transacción en el explorador de bloques</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::TimelineWidget</name>
    <message>
        <source>State timeline</source>
        <translation>Cronología de estados</translation>
    </message>
    <message>
        <source>not reached</source>
        <translation>no alcanzado</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>superado</translation>
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
        <translation>Paydesk paga USDC en las redes que conoce. Un precio en otro token se rechaza hasta que usted añada el token aquí, por su contrato o mint, con los decimales que tiene el propio token (nunca los del vendedor).</translation>
    </message>
    <message>
        <source>Contract (0x…) or mint address</source>
        <translation>Contrato (0x…) o dirección del mint</translation>
    </message>
    <message>
        <source>Token address</source>
        <translation>Dirección del token</translation>
    </message>
    <message>
        <source>EURC</source>
        <translation>EURC</translation>
    </message>
    <message>
        <source>Token symbol</source>
        <translation>Símbolo del token</translation>
    </message>
    <message>
        <source>Add &amp;token</source>
        <translation>Añadir &amp;token</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>&amp;Quitar</translation>
    </message>
    <message>
        <source>Net&amp;work:</source>
        <translation>Re&amp;d:</translation>
    </message>
    <message>
        <source>Addre&amp;ss:</source>
        <translation>Direcci&amp;ón:</translation>
    </message>
    <message>
        <source>S&amp;ymbol:</source>
        <translation>S&amp;ímbolo:</translation>
    </message>
    <message>
        <source>Deci&amp;mals:</source>
        <translation>Deci&amp;males:</translation>
    </message>
    <message>
        <source>%1 on %2: %3 (decimals: %4, added by you)</source>
        <translation>%1 en %2: %3 (decimales: %4, añadido por usted)</translation>
    </message>
    <message>
        <source>You added no token: Paydesk pays USDC only.</source>
        <translation>No ha añadido ningún token: Paydesk paga solo USDC.</translation>
    </message>
    <message>
        <source>Enter the token&apos;s address and symbol first.</source>
        <translation>Introduzca primero la dirección y el símbolo del token.</translation>
    </message>
    <message>
        <source>Enter the address of the token to remove.</source>
        <translation>Introduzca la dirección del token que quiere quitar.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::TrayController</name>
    <message>
        <source>&amp;Show Paydesk</source>
        <translation>&amp;Mostrar Paydesk</translation>
    </message>
    <message>
        <source>&amp;Freeze automatic payments</source>
        <translation>&amp;Congelar los pagos automáticos</translation>
    </message>
    <message>
        <source>&amp;Lock now</source>
        <translation>&amp;Bloquear ahora</translation>
    </message>
    <message>
        <source>&amp;Quit Paydesk</source>
        <translation>&amp;Salir de Paydesk</translation>
    </message>
    <message>
        <source>Paydesk: automatic payments are frozen</source>
        <translation>Paydesk: los pagos automáticos están congelados</translation>
    </message>
    <message>
        <source>Paydesk: automatic payments are on, within their budgets</source>
        <translation>Paydesk: los pagos automáticos están activos, dentro de sus presupuestos</translation>
    </message>
    <message>
        <source>Unlock Paydesk to see the details.</source>
        <translation>Desbloquee Paydesk para ver los detalles.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Paydesk is still running</source>
        <translation>Paydesk sigue en ejecución</translation>
    </message>
    <message>
        <source>Paydesk keeps running in the tray and tells you about your payments. To end it, choose Quit Paydesk in the tray menu.</source>
        <translation>Paydesk sigue ejecutándose en la bandeja del sistema y le avisa de sus pagos. Para cerrarlo, elija Salir de Paydesk en el menú de la bandeja.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::UnlockDialog</name>
    <message>
        <source>Unlock Paydesk</source>
        <translation>Desbloquear Paydesk</translation>
    </message>
    <message>
        <source>Paydesk is locked. Enter your lock passphrase to go on; nothing is signed or sent before.</source>
        <translation>Paydesk está bloqueado. Introduzca su frase de contraseña de bloqueo para continuar; antes no se firma ni se envía nada.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::VerdictPanel</name>
    <message>
        <source>✓ Verified</source>
        <translation>✓ Verificado</translation>
    </message>
    <message>
        <source>Verified</source>
        <translation>Verificado</translation>
    </message>
    <message>
        <source>✗ Not verified</source>
        <translation>✗ No verificado</translation>
    </message>
    <message>
        <source>%1
%2</source>
        <translation>%1
%2</translation>
    </message>
    <message>
        <source>Not verified</source>
        <translation>No verificado</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::WalletSettingsBox</name>
    <message>
        <source>Wallets</source>
        <translation>Billeteras</translation>
    </message>
    <message>
        <source>Your wallets</source>
        <translation>Sus billeteras</translation>
    </message>
    <message>
        <source>Make &amp;default</source>
        <translation>Marcar como &amp;predeterminada</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>&amp;Quitar</translation>
    </message>
    <message>
        <source>Create a &amp;demo wallet</source>
        <translation>Crear una billetera de &amp;demostración</translation>
    </message>
    <message>
        <source>A new sandbox wallet with 5 SOL of test funds</source>
        <translation>Una nueva billetera del entorno de pruebas con 5 SOL de fondos de prueba</translation>
    </message>
    <message>
        <source>New wallet address</source>
        <translation>Dirección de la nueva billetera</translation>
    </message>
    <message>
        <source>Wallet address (Solana or EVM)</source>
        <translation>Dirección de la billetera (Solana o EVM)</translation>
    </message>
    <message>
        <source>New wallet label</source>
        <translation>Etiqueta de la nueva billetera</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Etiqueta</translation>
    </message>
    <message>
        <source>&amp;Add wallet</source>
        <translation>&amp;Añadir billetera</translation>
    </message>
    <message>
        <source>Hosted wallets are held by the service: add the addresses of the wallets your account owns. Double-click a label to rename it.</source>
        <translation>Las billeteras alojadas las custodia el servicio: añada las direcciones de las billeteras de su cuenta. Haga doble clic en una etiqueta para cambiarle el nombre.</translation>
    </message>
    <message>
        <source>Demo wallet %1</source>
        <translation>Billetera de demostración %1</translation>
    </message>
    <message>
        <source>The sandbox could not create a wallet.</source>
        <translation>El entorno de pruebas no pudo crear una billetera.</translation>
    </message>
    <message>
        <source>Wallet added.</source>
        <translation>Billetera añadida.</translation>
    </message>
    <message>
        <source>Remove wallet</source>
        <translation>Quitar la billetera</translation>
    </message>
    <message>
        <source>Remove %1 from the list?</source>
        <translation>¿Quitar %1 de la lista?</translation>
    </message>
    <message>
        <source>The wallet itself and its funds are not touched; only this list forgets it.</source>
        <translation>La billetera en sí y sus fondos no se modifican; solo desaparece de esta lista.</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::WalletsPage</name>
    <message>
        <source>Wallets on this computer</source>
        <translation>Billeteras en este equipo</translation>
    </message>
    <message>
        <source>Local mode: Paydesk checks and signs each payment itself with a key kept in your system keychain. The service never sees the key.</source>
        <translation>Modo local: Paydesk comprueba y firma cada pago por sí mismo con una clave guardada en su llavero del sistema. El servicio nunca ve la clave.</translation>
    </message>
    <message>
        <source>&amp;Create wallet…</source>
        <translation>&amp;Crear billetera…</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importar…</translation>
    </message>
    <message>
        <source>C&amp;opy address</source>
        <translation>C&amp;opiar dirección</translation>
    </message>
    <message>
        <source>Refresh &amp;balances</source>
        <translation>Actualizar &amp;saldos</translation>
    </message>
    <message>
        <source>Add 5 &amp;test SOL</source>
        <translation>Añadir 5 SOL de &amp;prueba</translation>
    </message>
    <message>
        <source>Sandbox only: an airdrop of test funds through the sandbox&apos;s RPC</source>
        <translation>Solo en el entorno de pruebas: un airdrop de fondos de prueba a través del RPC del entorno de pruebas</translation>
    </message>
    <message>
        <source>&amp;Remove…</source>
        <translation>&amp;Quitar…</translation>
    </message>
    <message>
        <source>Double-click a label to rename the wallet.</source>
        <translation>Haga doble clic en una etiqueta para cambiar el nombre de la billetera.</translation>
    </message>
    <message>
        <source>Address copied.</source>
        <translation>Dirección copiada.</translation>
    </message>
    <message>
        <source>Balances could not be read: %1</source>
        <translation>No se pudieron leer los saldos: %1</translation>
    </message>
    <message>
        <source>created</source>
        <translation>creada</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>importada</translation>
    </message>
    <message>
        <source>Wallet %1 %2; its key is in the system keychain.</source>
        <translation>Billetera %1 %2; su clave está en el llavero del sistema.</translation>
    </message>
    <message>
        <source>Its balance is unknown.</source>
        <translation>Se desconoce su saldo.</translation>
    </message>
    <message>
        <source>Remove wallet</source>
        <translation>Quitar la billetera</translation>
    </message>
    <message>
        <source>Remove %1 from this computer?</source>
        <translation>¿Quitar %1 de este equipo?</translation>
    </message>
    <message>
        <source>Paydesk deletes its key from the system keychain. %1 Without the recovery phrase, secret key or keypair file you saved, the funds on %2 are gone for good: nobody, Paydesk included, can bring them back.</source>
        <translation>Paydesk elimina su clave del llavero del sistema. %1 Sin la frase de recuperación, la clave secreta o el archivo de par de claves que haya guardado, los fondos de %2 se pierden para siempre: nadie, ni siquiera Paydesk, puede recuperarlos.</translation>
    </message>
    <message>
        <source>Wallet %1 removed.</source>
        <translation>Billetera %1 quitada.</translation>
    </message>
    <message>
        <source>Local wallets</source>
        <translation>Billeteras locales</translation>
    </message>
    <message>
        <source>No local wallet yet. Create one (a new recovery phrase for a Solana and an EVM account) or import the key of a wallet you already have.</source>
        <translation>Aún no hay ninguna billetera local. Cree una (una nueva frase de recuperación para una cuenta de Solana y otra EVM) o importe la clave de una billetera que ya tenga.</translation>
    </message>
    <message>
        <source>Add &amp;account</source>
        <translation>&amp;Añadir cuenta</translation>
    </message>
    <message>
        <source>The next EVM account (m/44&apos;/60&apos;/0&apos;/0/1, /2, …) of the recovery phrase of the selected wallet</source>
        <translation>La siguiente cuenta EVM (m/44&apos;/60&apos;/0&apos;/0/1, /2, …) de la frase de recuperación de la billetera seleccionada</translation>
    </message>
    <message>
        <source>Reading balances from %1 and %2…</source>
        <translation>Leyendo los saldos desde %1 y %2…</translation>
    </message>
    <message>
        <source>added</source>
        <translation>añadida</translation>
    </message>
    <message>
        <source>Deriving the next account from the recovery seed in the keychain…</source>
        <translation>Derivando la siguiente cuenta de la semilla de recuperación guardada en el llavero…</translation>
    </message>
    <message>
        <source>It holds %1 on %2.</source>
        <translation>Contiene %1 en %2.</translation>
    </message>
    <message>
        <source>Add &amp;test funds</source>
        <translation>Añadir fondos de &amp;prueba</translation>
    </message>
</context>
<context>
    <name>paydesk::ui::WelcomePage</name>
    <message>
        <source>Welcome to Paydesk</source>
        <translation>Le damos la bienvenida a Paydesk</translation>
    </message>
    <message>
        <source>Pay for APIs and content with x402 payments, receive them and check them, from one desktop app.</source>
        <translation>Pague por API y contenidos con pagos x402, recíbalos y compruébelos, desde una sola aplicación de escritorio.</translation>
    </message>
    <message>
        <source>Paydesk logo</source>
        <translation>Logotipo de Paydesk</translation>
    </message>
    <message>
        <source>&lt;p&gt;You are on the &lt;b&gt;built-in sandbox&lt;/b&gt;: a payment service running on this computer, with two demo wallets holding test funds. Try a payment, verify it as a seller, follow it in History and Status. Nothing here moves real money.&lt;/p&gt;&lt;p&gt;When you are ready, connect Paydesk to your payment service with its address and your API key. The key is kept in the system keychain.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Está en el &lt;b&gt;entorno de pruebas integrado&lt;/b&gt;: un servicio de pagos que se ejecuta en este equipo, con dos billeteras de demostración que tienen fondos de prueba. Pruebe un pago, verifíquelo como vendedor y sígalo en Historial y Estado. Nada de lo que haga aquí mueve dinero real.&lt;/p&gt;&lt;p&gt;Cuando esté listo, conecte Paydesk a su servicio de pagos con su dirección y su clave de API. La clave se guarda en el llavero del sistema.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Start with the sandbox</source>
        <translation>&amp;Empezar con el entorno de pruebas</translation>
    </message>
    <message>
        <source>&amp;Connect to a payment service…</source>
        <translation>&amp;Conectar con un servicio de pagos…</translation>
    </message>
</context>
<context>
    <name>paydesk::wallet::WalletKeyStore</name>
    <message>
        <source>The key of wallet %1 is not in the OS keychain: import the wallet again (from its recovery phrase or key file).</source>
        <translation>La clave de la billetera %1 no está en el llavero del sistema operativo: vuelva a importar la billetera (desde su frase de recuperación o su archivo de clave).</translation>
    </message>
    <message>
        <source>The keychain entry of wallet %1 does not hold that wallet&apos;s key. Remove the wallet and import it again.</source>
        <translation>La entrada del llavero de la billetera %1 no contiene la clave de esa billetera. Quite la billetera e impórtela de nuevo.</translation>
    </message>
    <message>
        <source>The keychain holds no recovery seed for %1: accounts can be added only to a wallet created in Paydesk on this computer. Import the account from its phrase instead (paydesk-cli wallet import --chain evm --derivation PATH).</source>
        <translation>El llavero no contiene ninguna semilla de recuperación para %1: solo se pueden añadir cuentas a una billetera creada en Paydesk en este equipo. Importe la cuenta desde su frase (paydesk-cli wallet import --chain evm --derivation PATH).</translation>
    </message>
</context>
<context>
    <name>paydesk::wallet::WalletManager</name>
    <message>
        <source>Wallet %1 is already in Paydesk.</source>
        <translation>La billetera %1 ya está en Paydesk.</translation>
    </message>
    <message>
        <source>The wallet could not be saved in Paydesk&apos;s database (%1); its key was taken out of the keychain again.</source>
        <translation>No se pudo guardar la billetera en la base de datos de Paydesk (%1); su clave se volvió a sacar del llavero.</translation>
    </message>
    <message>
        <source>There is no wallet %1 in Paydesk. List your wallets with &apos;paydesk-cli wallet list&apos;, or import it first.</source>
        <translation>No hay ninguna billetera %1 en Paydesk. Vea sus billeteras con &apos;paydesk-cli wallet list&apos;, o impórtela primero.</translation>
    </message>
    <message>
        <source>There is no wallet %1 in Paydesk.</source>
        <translation>No hay ninguna billetera %1 en Paydesk.</translation>
    </message>
    <message>
        <source>%1 is not the first account of a recovery phrase made in Paydesk.</source>
        <translation>%1 no es la primera cuenta de una frase de recuperación creada en Paydesk.</translation>
    </message>
</context>
<context>
    <name>paydesk::x402::LocalAuthorization</name>
    <message>
        <source>The payment option cannot be paid in local mode.</source>
        <translation>Esta opción de pago no se puede pagar en modo local.</translation>
    </message>
    <message>
        <source>Signing your part of the transfer: %1</source>
        <translation>Firmando su parte de la transferencia: %1</translation>
    </message>
    <message>
        <source>The transaction could not be signed as expected; nothing was sent.</source>
        <translation>No se pudo firmar la transacción como se esperaba; no se envió nada.</translation>
    </message>
    <message>
        <source>Reading the latest block from %1...</source>
        <translation>Leyendo el último bloque de %1...</translation>
    </message>
    <message>
        <source>Cannot read the latest block from the network: %1</source>
        <translation>No se puede leer el último bloque de la red: %1</translation>
    </message>
    <message>
        <source>The network&apos;s answer about its latest block is malformed.</source>
        <translation>La respuesta de la red sobre su último bloque está mal formada.</translation>
    </message>
    <message>
        <source>Paydesk refuses to sign this payment: %1</source>
        <translation>Paydesk se niega a firmar este pago: %1</translation>
    </message>
</context>
<context>
    <name>paydesk::x402::LostTransfer</name>
    <message>
        <source>The journaled proof holds no signature of %1.</source>
        <translation>La prueba registrada no contiene ninguna firma de %1.</translation>
    </message>
    <message>
        <source>No Solana RPC endpoint to ask.</source>
        <translation>No hay ningún endpoint RPC de Solana al que preguntar.</translation>
    </message>
    <message>
        <source>The Solana RPC endpoint is not on %1.</source>
        <translation>El endpoint RPC de Solana no está en %1.</translation>
    </message>
    <message>
        <source>The node&apos;s answer about the blockhash cannot be read.</source>
        <translation>No se puede leer la respuesta del nodo sobre el blockhash.</translation>
    </message>
    <message>
        <source>%1 has too many recent transactions to search.</source>
        <translation>%1 tiene demasiadas transacciones recientes para buscar.</translation>
    </message>
    <message>
        <source>The node&apos;s list of transactions cannot be read.</source>
        <translation>No se puede leer la lista de transacciones del nodo.</translation>
    </message>
    <message>
        <source>The node&apos;s transaction cannot be read.</source>
        <translation>No se puede leer la transacción del nodo.</translation>
    </message>
    <message>
        <source>The node lists a transaction it does not give.</source>
        <translation>El nodo lista una transacción que no entrega.</translation>
    </message>
    <message>
        <source>It landed with an error: nothing was paid.</source>
        <translation>Se registró con un error: no se pagó nada.</translation>
    </message>
</context>
<context>
    <name>paydesk::x402::PaidFetch</name>
    <message>
        <source>payment %1</source>
        <translation>pago %1</translation>
    </message>
    <message>
        <source>transaction %1</source>
        <translation>transacción %1</translation>
    </message>
    <message>
        <source>the journaled payment</source>
        <translation>el pago registrado en el diario</translation>
    </message>
    <message>
        <source>Only http and https URLs can be fetched.</source>
        <translation>Solo se pueden obtener URL http y https.</translation>
    </message>
    <message>
        <source>You already paid for this URL (%1); re-sending that proof instead of paying again.</source>
        <translation>Ya pagó esta URL (%1); se reenvía ese comprobante en lugar de volver a pagar.</translation>
    </message>
    <message>
        <source>Could not fetch %1: %2</source>
        <translation>No se pudo obtener %1: %2</translation>
    </message>
    <message>
        <source>The site asks for payment, but its payment requirements are unusable, so Paydesk will not pay: %1</source>
        <translation>El sitio pide un pago, pero sus requisitos de pago no se pueden usar, así que Paydesk no pagará: %1</translation>
    </message>
    <message>
        <source>%1 Nothing was paid; grant %2 a larger budget to pay it.</source>
        <translation>%1 No se pagó nada; conceda a %2 un presupuesto mayor para pagarlo.</translation>
    </message>
    <message>
        <source>The seller&apos;s price was valid for %1 seconds and has run out; nothing was paid. Fetch the URL again for a fresh price.</source>
        <translation>El precio del vendedor era válido durante %1 segundos y ese plazo se ha agotado; no se pagó nada. Vuelva a obtener la URL para recibir un precio nuevo.</translation>
    </message>
    <message>
        <source>You declined; nothing was paid.</source>
        <translation>Usted lo rechazó; no se pagó nada.</translation>
    </message>
    <message>
        <source>Cancelled; nothing was paid.</source>
        <translation>Cancelado; no se pagó nada.</translation>
    </message>
    <message>
        <source>The payment&apos;s outcome is unknown (%1). Paydesk will not pay for this URL again by itself; check the payment&apos;s status.</source>
        <translation>Se desconoce el resultado del pago (%1). Paydesk no volverá a pagar esta URL por sí solo; compruebe el estado del pago.</translation>
    </message>
    <message>
        <source>The payment was not made: %1</source>
        <translation>El pago no se realizó: %1</translation>
    </message>
    <message>
        <source>You paid (%1), but the answer was lost (%2). Paydesk keeps the proof and re-sends it when you open this URL again; it will not pay again.</source>
        <translation>Usted pagó (%1), pero la respuesta se perdió (%2). Paydesk conserva el comprobante y lo reenvía cuando vuelva a abrir esta URL; no volverá a pagar.</translation>
    </message>
    <message>
        <source>HTTP %1</source>
        <translation>HTTP %1</translation>
    </message>
    <message>
        <source>You paid (%1), but the seller did not accept the payment (%2). Paydesk will not pay again by itself; check the payment and contact the seller.</source>
        <translation>Usted pagó (%1), pero el vendedor no aceptó el pago (%2). Paydesk no volverá a pagar por sí solo; compruebe el pago y póngase en contacto con el vendedor.</translation>
    </message>
    <message>
        <source>The wallet %1 holds %2, less than the price of %3: it cannot cover this payment. Nothing was paid; add funds to it or pay from another wallet.</source>
        <translation>La billetera %1 tiene %2, menos que el precio de %3: no puede cubrir este pago. No se pagó nada; añádale fondos o pague desde otra billetera.</translation>
    </message>
    <message>
        <source>%1 Nothing was paid; raise that cap to pay it (paydesk-cli budget cap, or the budgets on the Pay page).</source>
        <translation>%1 No se pagó nada; aumente ese límite para pagarlo (paydesk-cli budget cap, o los presupuestos de la página Pagar).</translation>
    </message>
    <message>
        <source>Asking the chain whether your earlier payment for this URL (%1) settled…</source>
        <translation>Preguntando a la cadena si su pago anterior por esta URL (%1) se liquidó…</translation>
    </message>
    <message>
        <source>The chain could not say (%1).</source>
        <translation>La cadena no pudo decirlo (%1).</translation>
    </message>
    <message>
        <source>Your earlier payment for this URL never settled and has expired; nothing was paid. Fetching it again.</source>
        <translation>Su pago anterior por esta URL nunca se liquidó y ha caducado; no se pagó nada. Se vuelve a obtener.</translation>
    </message>
    <message>
        <source>the wallet holds %1, less than the price of %2.</source>
        <translation>la billetera tiene %1, menos que el precio de %2.</translation>
    </message>
    <message>
        <source>%1 No other option could be paid either. %2</source>
        <translation>%1 Tampoco se pudo pagar ninguna otra opción. %2</translation>
    </message>
    <message>
        <source>%1 Trying the next option: %2 on %3.</source>
        <translation>%1 Se intenta la siguiente opción: %2 en %3.</translation>
    </message>
    <message>
        <source>Paydesk is paying for this URL in another window or process right now (attempt %1); nothing more was paid. Wait for it to finish, then fetch the URL again.</source>
        <translation>Paydesk está pagando esta URL ahora mismo en otra ventana o proceso (intento %1); no se pagó nada más. Espere a que termine y vuelva a obtener la URL.</translation>
    </message>
    <message>
        <source>(none set)</source>
        <translation>(ninguno definido)</translation>
    </message>
    <message>
        <source>the node %1 could not confirm it is on %2 (%3).</source>
        <translation>el nodo %1 no pudo confirmar que está en %2 (%3).</translation>
    </message>
    <message>
        <source>The seller did not accept the payment (%1); asking the chain whether it was settled…</source>
        <translation>El vendedor no aceptó el pago (%1); preguntando a la cadena si se liquidó…</translation>
    </message>
    <message>
        <source>The seller refused the payment (%1) and never settled it: nothing was paid.</source>
        <translation>El vendedor rechazó el pago (%1) y nunca lo liquidó: no se pagó nada.</translation>
    </message>
    <message>
        <source>Not paid: the seller refused your payment (%1) and the chain shows it never settled; it has expired, so nothing can move. Your budgets no longer count it.</source>
        <translation>No pagado: el vendedor rechazó su pago (%1) y la cadena muestra que nunca se liquidó; ha caducado, así que ya no se puede mover nada. Sus presupuestos ya no lo cuentan.</translation>
    </message>
    <message>
        <source>Not paid: the seller refused your payment (%1), and the chain shows it unused; nothing moved. Your signed payment stays valid for up to %2 seconds, so its amount stays counted in your budgets until it expires; fetching the URL again after that releases it.</source>
        <translation>No pagado: el vendedor rechazó su pago (%1) y la cadena muestra que no se usó; no se movió nada. Su pago firmado sigue siendo válido hasta %2 segundos, así que su importe sigue contando en sus presupuestos hasta que caduque; volver a obtener la URL después de eso lo libera.</translation>
    </message>
    <message>
        <source>The payment was made but could not be journaled (%1), so its proof was not sent. Check the payment&apos;s status before paying for this URL again.</source>
        <translation>El pago se realizó, pero no se pudo registrar en el diario (%1), así que su prueba no se envió. Compruebe el estado del pago antes de volver a pagar por esta URL.</translation>
    </message>
    <message>
        <source>The signed payment could not be journaled (%1), so it was not sent: nothing was paid.</source>
        <translation>El pago firmado no se pudo registrar en el diario (%1), así que no se envió: no se pagó nada.</translation>
    </message>
    <message>
        <source>Nothing was signed or paid: the node %1 could not confirm that it is on %2, the network this option pays on (%3). Paydesk signs only for the network its node is on: use an RPC node on %2 and try again.</source>
        <translation>No se firmó ni se pagó nada: el nodo %1 no pudo confirmar que está en %2, la red en la que paga esta opción (%3). Paydesk solo firma para la red en la que está su nodo: use un nodo RPC en %2 y vuelva a intentarlo.</translation>
    </message>
    <message>
        <source>The chain shows your payment settled; presenting the same proof once more for the content.</source>
        <translation>La cadena muestra su pago liquidado; se presenta la misma prueba una vez más para obtener el contenido.</translation>
    </message>
    <message>
        <source>No payment scheme of Paydesk pays %1 on %2 from %3; nothing was paid.</source>
        <translation>Ningún esquema de pago de Paydesk paga %1 en %2 desde %3; no se pagó nada.</translation>
    </message>
    <message>
        <source>Content received; asking the chain whether the seller settled your payment…</source>
        <translation>Contenido recibido; preguntando a la cadena si el vendedor liquidó su pago…</translation>
    </message>
    <message>
        <source>The chain could not say whether it settled (%1).</source>
        <translation>La cadena no pudo decir si se liquidó (%1).</translation>
    </message>
    <message>
        <source>the seller sent the content, but the chain shows your payment unused</source>
        <translation>el vendedor envió el contenido, pero la cadena muestra su pago sin usar</translation>
    </message>
    <message>
        <source>the seller sent the content and named transaction %1, but the chain shows your payment unused</source>
        <translation>el vendedor envió el contenido y nombró la transacción %1, pero la cadena muestra su pago sin usar</translation>
    </message>
    <message>
        <source>Not paid: %1, and it has expired, so nothing can move. Your budgets no longer count it.</source>
        <translation>No pagado: %1, y ha caducado, así que nada puede moverse. Sus presupuestos ya no lo cuentan.</translation>
    </message>
    <message>
        <source>Not paid yet: %1; nothing has moved. The seller may still settle it within %2 seconds, so its amount stays counted in your budgets until it expires; fetching the URL again after that releases it.</source>
        <translation>Aún no pagado: %1; no se movió nada. El vendedor aún puede liquidarlo en %2 segundos, así que su importe sigue contando en sus presupuestos hasta que caduque; volver a obtener la URL después lo libera.</translation>
    </message>
    <message>
        <source>Charged %1 of up to %2; the rest is free again in your budgets.</source>
        <translation>Se cobró %1 de hasta %2; el resto vuelve a estar libre en sus presupuestos.</translation>
    </message>
    <message>
        <source>Counted as %1, the most it could take.</source>
        <translation>Contado como %1, lo máximo que podía tomar.</translation>
    </message>
    <message>
        <source>The seller did not say what it charged: counted as %1, the most it could take.</source>
        <translation>El vendedor no dijo cuánto cobró: contado como %1, lo máximo que podía tomar.</translation>
    </message>
    <message>
        <source>Not charged yet: the seller sent the content and has not settled your authorization of up to %1 (a usage price that came to nothing is never settled). It stays valid for up to %2 seconds, so up to %1 stays counted in your budgets until it expires; fetching the URL again after that releases it.</source>
        <translation>Aún sin cobrar: el vendedor envió el contenido y no ha liquidado su autorización de hasta %1 (un precio por uso que resultó nulo nunca se liquida). Sigue siendo válida hasta %2 segundos, así que hasta %1 sigue contando en sus presupuestos hasta que caduque; volver a abrir la URL después la libera.</translation>
    </message>
    <message>
        <source>Reading from the chain what the settlement moved…</source>
        <translation>Leyendo en la cadena lo que movió la liquidación…</translation>
    </message>
    <message>
        <source>The seller&apos;s settlement says %1, but the chain shows %2 moved of up to %3: %2 is what is counted.</source>
        <translation>La liquidación del vendedor dice %1, pero la cadena muestra %2 movidos de hasta %3: se cuenta %2.</translation>
    </message>
    <message>
        <source>nothing of the charge</source>
        <translation>nada del cargo</translation>
    </message>
    <message>
        <source>the seller&apos;s channel state differed; adopted it</source>
        <translation>el estado del canal del vendedor difería; adoptado</translation>
    </message>
    <message>
        <source>The seller&apos;s channel state differed from Paydesk&apos;s; adopted it (it is backed by your own voucher) and paying again.</source>
        <translation>El estado del canal del vendedor difería del de Paydesk; se adoptó (está respaldado por su propio vale) y se paga de nuevo.</translation>
    </message>
    <message>
        <source>Charged %1 of up to %2 through the payment channel; the rest is free again in your budgets.</source>
        <translation>Se cobró %1 de hasta %2 a través del canal de pago; el resto vuelve a estar libre en sus presupuestos.</translation>
    </message>
    <message>
        <source>The wallet %1 holds %2, less than the deposit of %3 a payment channel with this seller needs. Nothing was paid; add funds to it or pay from another wallet.</source>
        <translation>La billetera %1 tiene %2, menos que el depósito de %3 que necesita un canal de pago con este vendedor. No se pagó nada; añada fondos o pague desde otra billetera.</translation>
    </message>
    <message>
        <source>the wallet holds %1, less than the channel&apos;s deposit of %2.</source>
        <translation>la billetera tiene %1, menos que el depósito del canal de %2.</translation>
    </message>
    <message>
        <source>A payment channel with this seller needs a deposit of %1: %2 Nothing was paid.</source>
        <translation>Un canal de pago con este vendedor necesita un depósito de %1: %2 No se pagó nada.</translation>
    </message>
    <message>
        <source>The channel&apos;s deposit of %1: %2</source>
        <translation>El depósito del canal de %1: %2</translation>
    </message>
    <message>
        <source>the seller had charged this request before Paydesk stopped, and its answer was lost</source>
        <translation>el vendedor había cobrado esta solicitud antes de que Paydesk se detuviera, y su respuesta se perdió</translation>
    </message>
    <message>
        <source>You paid (%1), but %2; the channel is in step with the seller again. Paydesk does not pay again by itself: fetch the URL again to buy it anew.</source>
        <translation>Pagó (%1), pero %2; el canal vuelve a estar en sintonía con el vendedor. Paydesk no vuelve a pagar por sí solo: obtenga la URL de nuevo para comprarla otra vez.</translation>
    </message>
</context>
<context>
    <name>paydesk::x402::SplAuthorization</name>
    <message>
        <source>%1 is not a Solana wallet.</source>
        <translation>%1 no es una cartera de Solana.</translation>
    </message>
    <message>
        <source>The token %1 is not one Paydesk knows on %2; nothing was signed.</source>
        <translation>Paydesk no conoce el token %1 en %2; no se ha firmado nada.</translation>
    </message>
    <message>
        <source>The payment option cannot be paid from a local wallet.</source>
        <translation>Esta opción de pago no se puede pagar desde una cartera local.</translation>
    </message>
    <message>
        <source>Reading the %1 accounts of %2 and of the seller...</source>
        <translation>Leyendo las cuentas de %1 de %2 y del vendedor...</translation>
    </message>
    <message>
        <source>Cannot read the token accounts from the network: %1</source>
        <translation>No se pueden leer las cuentas de token de la red: %1</translation>
    </message>
    <message>
        <source>The network&apos;s answer about the token accounts is malformed.</source>
        <translation>La respuesta de la red sobre las cuentas de token está mal formada.</translation>
    </message>
    <message>
        <source>The token %1 (mint %2) does not exist on the network this wallet reads (%3); nothing was signed. Check the RPC endpoint&apos;s network.</source>
        <translation>El token %1 (mint %2) no existe en la red que lee esta cartera (%3); no se ha firmado nada. Compruebe la red del punto RPC.</translation>
    </message>
    <message>
        <source>The mint %1 cannot be paid: %2</source>
        <translation>No se puede pagar con el mint %1: %2</translation>
    </message>
    <message>
        <source>The mint %1 has %2 decimals, but %3 has %4: nothing was signed.</source>
        <translation>El mint %1 tiene %2 decimales, pero %3 tiene %4: no se ha firmado nada.</translation>
    </message>
    <message>
        <source>The seller %1 has no %2 account that can receive this payment; nothing was signed. The seller must open one first.</source>
        <translation>El vendedor %1 no tiene ninguna cuenta de %2 que pueda recibir este pago; no se ha firmado nada. El vendedor debe abrir una primero.</translation>
    </message>
    <message>
        <source>%1 holds %2, less than the price of %3; nothing was signed.</source>
        <translation>%1 tiene %2, menos que el precio de %3; no se ha firmado nada.</translation>
    </message>
    <message>
        <source>The %1 account of %2 is frozen by the token&apos;s issuer; nothing was signed.</source>
        <translation>La cuenta de %1 de %2 está congelada por el emisor del token; no se ha firmado nada.</translation>
    </message>
    <message>
        <source>Paydesk refuses to sign this payment: %1</source>
        <translation>Paydesk se niega a firmar este pago: %1</translation>
    </message>
    <message>
        <source>Signing your part of %1 to %2 with the key of %3...</source>
        <translation>Firmando su parte de %1 a %2 con la clave de %3...</translation>
    </message>
    <message>
        <source>The transaction could not be signed as expected; nothing was sent.</source>
        <translation>No se pudo firmar la transacción como se esperaba; no se envió nada.</translation>
    </message>
</context>
</TS>
