#!/bin/sh
# The long runs behind the figures in the hardening note (not part of ctest):
#   tests/faults/soak.sh [BUILD_DIR] [PAYMENTS] [CRASH_ROUNDS]
# a fault run of PAYMENTS payments (default 2000), then CRASH_ROUNDS rounds per crash point
# (default 10) and as many random kills, the same rounds of the EVM payer's kill points, then 10
# fetch processes at once, 2,000 in all, against one site's budget with a quarter of them killed
# at random, and last the seller's failure modes in every scheme through fetch and MCP (the Pay
# page's and the proxy's run in ctest: tst_gui_usdc, tst_gui_sol, peer_proxy_agents). Prints each
# test's counts (its qInfo lines).
set -eu
build=${1:-$(dirname "$0")/../../build}
payments=${2:-2000}
rounds=${3:-10}
src=$(cd "$(dirname "$0")/../.." && pwd)
export QT_QPA_PLATFORM=offscreen PAYDESK_BUILD_DIR=$(cd "$build" && pwd) PAYDESK_SOURCE_DIR=$src
PAYDESK_FAULT_PAYMENTS=$payments "$build/tests/faults/tst_faults_run" 2>&1 | grep -E "FAULT RUN|^QINFO|  |PASS|FAIL|Totals"
PAYDESK_CRASH_REPEAT=$rounds "$src/tests/util/with-keyring.sh" "$build/tests/faults/tst_faults_crash" 2>&1 |
  grep -E "CRASH ROUNDS|PASS|FAIL|Totals"
PAYDESK_CRASH_MODE=random PAYDESK_CRASH_REPEAT=$((rounds * 4)) \
  "$src/tests/util/with-keyring.sh" "$build/tests/faults/tst_faults_crash" 2>&1 |
  grep -E "CRASH ROUNDS|PASS|FAIL|Totals"
PAYDESK_CRASH_REPEAT=$rounds "$src/tests/util/with-keyring.sh" "$build/tests/faults/tst_faults_crash_evm" 2>&1 |
  grep -E "EVM CRASH ROUNDS|PASS|FAIL|Totals"
PAYDESK_RACE_PROCESSES=10 PAYDESK_RACE_FETCHES=2000 \
  "$src/tests/util/with-keyring.sh" "$build/tests/faults/tst_faults_budget_race" 2>&1 |
  grep -E "BUDGET RACE|PASS|FAIL|Totals"
"$src/tests/util/with-keyring.sh" "$build/tests/integration/tst_x402_cli_failures" 2>&1 |
  grep -E "PASS|FAIL|Totals"
