# tst_fuzz_regressions (normal build, included from tests/CMakeLists.txt): every fuzz target
# compiled without libFuzzer (PAYDESK_FUZZ_NO_MAIN) and replayed on each input that once crashed
# it (tests/fuzz/regressions/<what>/) and on its seed corpus (tests/fuzz/corpus/<what>/).
set(_fuzz_dir ${PROJECT_SOURCE_DIR}/tests/fuzz)
paydesk_add_test(tst_fuzz_regressions
  SOURCES ${_fuzz_dir}/tst_fuzz_regressions.cpp
    ${_fuzz_dir}/FuzzCommon.h
    ${_fuzz_dir}/fuzz_base58.cpp
    ${_fuzz_dir}/fuzz_amount.cpp
    ${_fuzz_dir}/fuzz_solana_tx.cpp
    ${_fuzz_dir}/fuzz_x402_requirements.cpp
    ${_fuzz_dir}/fuzz_payment_proof.cpp
    ${_fuzz_dir}/fuzz_service_responses.cpp
    ${_fuzz_dir}/fuzz_sandbox_request.cpp
    ${_fuzz_dir}/fuzz_wallet_import.cpp
    ${_fuzz_dir}/fuzz_sandbox_rpc.cpp
    ${_fuzz_dir}/fuzz_rpc_answer.cpp
    ${_fuzz_dir}/fuzz_evm_tx.cpp
    ${_fuzz_dir}/fuzz_keystore.cpp
    ${_fuzz_dir}/fuzz_eip3009.cpp
    ${_fuzz_dir}/fuzz_sandbox_evm.cpp
    ${_fuzz_dir}/fuzz_spl.cpp
    ${_fuzz_dir}/fuzz_agent_wire.cpp
    ${_fuzz_dir}/fuzz_budget_until.cpp
    ${_fuzz_dir}/fuzz_event_frame.cpp
    ${_fuzz_dir}/fuzz_upto.cpp
    ${_fuzz_dir}/fuzz_channel.cpp
    ${_fuzz_dir}/fuzz_channel_answer.cpp
  LIBS paydesk_sandbox paydesk_agents)
target_compile_definitions(tst_fuzz_regressions PRIVATE PAYDESK_FUZZ_NO_MAIN)
target_include_directories(tst_fuzz_regressions PRIVATE ${_fuzz_dir})
target_compile_definitions(tst_fuzz_regressions PRIVATE PAYDESK_FUZZ_SOURCE_DIR="${PROJECT_SOURCE_DIR}")
