# Precompiled headers (PAYDESK_PCH): the Qt/STL/nlohmann headers most files include, parsed once
# per library instead of once per file. The tests of one folder share one PCH (REUSE_FROM; Qt
# defines QT_TESTCASE_BUILDDIR per folder and clang rejects a PCH whose macros differ): it is
# built with the subset of definitions every test has (paydesk_app + Qt6::Test) and holds no
# header whose content depends on a per-test macro (no QtTest: QTEST_MAIN tests QT_WIDGETS_LIB).
option(PAYDESK_PCH "Precompiled headers for the libraries and the tests (faster builds)" OFF)
set(PAYDESK_PCH_CORE
  <QByteArray> <QCoreApplication> <QDateTime> <QFile> <QHash> <QJsonArray> <QJsonDocument>
  <QJsonObject> <QList> <QNetworkAccessManager> <QNetworkReply> <QObject> <QPointer> <QString>
  <QStringList> <QTimer> <QUrl> <nlohmann/json.hpp> <algorithm> <functional> <memory> <optional>
  <string> <vector>)
set(PAYDESK_PCH_WIDGETS
  <QComboBox> <QFormLayout> <QHBoxLayout> <QLabel> <QLineEdit> <QPushButton> <QVBoxLayout>
  <QWidget>)
function(paydesk_setup_pch)
  if(NOT PAYDESK_PCH)
    return()
  endif()
  # The layer libraries (app/CMakeLists.txt) share the PCH of the lowest one; the wallet layer
  # links QtKeychain, which brings Qt DBus definitions on Linux, so it parses its own.
  target_precompile_headers(paydesk_core PRIVATE ${PAYDESK_PCH_CORE})
  foreach(lib IN LISTS PAYDESK_LAYER_LIBRARIES)
    if(lib STREQUAL "paydesk_wallet")
      target_precompile_headers(${lib} PRIVATE ${PAYDESK_PCH_CORE})
    elseif(NOT lib STREQUAL "paydesk_core")
      target_precompile_headers(${lib} REUSE_FROM paydesk_core)
    endif()
  endforeach()
  target_precompile_headers(paydesk_sandbox PRIVATE ${PAYDESK_PCH_CORE})
  target_precompile_headers(paydesk_ui PRIVATE ${PAYDESK_PCH_CORE} ${PAYDESK_PCH_WIDGETS})
endfunction()
# Called by paydesk_add_test for each test executable: the PCH of the test's folder. A folder whose
# tests all link the same libraries may name them, and the headers most of its tests include, in
# PAYDESK_TEST_PCH_LIBS and PAYDESK_TEST_PCH_HEADERS before its first test: Qt Test may be among
# them there (every test of the folder has the same Qt definitions).
function(paydesk_test_use_pch target)
  if(NOT PAYDESK_PCH)
    return()
  endif()
  file(RELATIVE_PATH rel ${PROJECT_SOURCE_DIR} ${CMAKE_CURRENT_SOURCE_DIR})
  string(MAKE_C_IDENTIFIER "paydesk_pch_${rel}" carrier)
  if(NOT TARGET ${carrier})
    file(WRITE ${CMAKE_CURRENT_BINARY_DIR}/${carrier}.cpp "// PCH carrier for ${rel}\n")
    add_library(${carrier} OBJECT ${CMAKE_CURRENT_BINARY_DIR}/${carrier}.cpp)
    target_link_libraries(${carrier} PRIVATE paydesk_app Qt6::Test ${PAYDESK_TEST_PCH_LIBS})
    target_include_directories(${carrier} PRIVATE ${CMAKE_CURRENT_SOURCE_DIR}
                                                  ${PROJECT_SOURCE_DIR}/tests)
    target_precompile_headers(${carrier} PRIVATE ${PAYDESK_PCH_CORE} ${PAYDESK_TEST_PCH_HEADERS})
  endif()
  target_precompile_headers(${target} REUSE_FROM ${carrier})
endfunction()
