# Windows and macOS packages carry their own Qt and libraries; Linux packages use the system's.
if(APPLE)
  set_target_properties(paydesk PROPERTIES
    MACOSX_BUNDLE_BUNDLE_NAME Paydesk
    MACOSX_BUNDLE_GUI_IDENTIFIER ${PAYDESK_APP_ID}
    MACOSX_BUNDLE_BUNDLE_VERSION ${PROJECT_VERSION}
    MACOSX_BUNDLE_SHORT_VERSION_STRING ${PROJECT_VERSION}
    MACOSX_BUNDLE_COPYRIGHT "The Paydesk developers")
endif()
if(WIN32 OR APPLE)
  # windeployqt / macdeployqt: Qt libraries and plugins next to paydesk.
  if(Qt6_VERSION VERSION_GREATER_EQUAL 6.5)
    qt_generate_deploy_app_script(TARGET paydesk OUTPUT_SCRIPT paydesk_deploy
                                  NO_UNSUPPORTED_PLATFORM_ERROR)
  else()
    qt_generate_deploy_app_script(TARGET paydesk FILENAME_VARIABLE paydesk_deploy
                                  NO_UNSUPPORTED_PLATFORM_ERROR)
  endif()
  install(SCRIPT ${paydesk_deploy})
endif()
if(WIN32)
  # The other DLLs (libsodium, QtKeychain, simdjson, libsecp256k1, libcrypto, libqrencode, the
  # compiler's runtime) from the toolchain's bin folder (MSYS2: /ucrt64/bin).
  get_filename_component(paydesk_dll_dir ${CMAKE_CXX_COMPILER} DIRECTORY)
  install(CODE "set(PAYDESK_EXES \"$<TARGET_FILE:paydesk>;$<TARGET_FILE:paydesk-cli>;\
$<TARGET_FILE:paydesk-sandbox>\")
set(PAYDESK_DLL_DIR \"${paydesk_dll_dir}\")")
  install(SCRIPT ${CMAKE_CURRENT_LIST_DIR}/WindowsRuntimeDeps.cmake)
endif()
