# Install-time script (Windows): copies the non-system DLLs the executables need into bin/.
# PAYDESK_EXES and PAYDESK_DLL_DIR are set by Deploy.cmake's install(CODE).
file(GET_RUNTIME_DEPENDENCIES
  EXECUTABLES ${PAYDESK_EXES}
  DIRECTORIES ${PAYDESK_DLL_DIR}
  RESOLVED_DEPENDENCIES_VAR paydesk_dlls
  UNRESOLVED_DEPENDENCIES_VAR paydesk_missing
  PRE_EXCLUDE_REGEXES "^api-ms-" "^ext-ms-"
  POST_EXCLUDE_REGEXES "[Ss][Yy][Ss][Tt][Ee][Mm]32")
if(paydesk_missing)
  message(STATUS "Not bundled (expected from Windows): ${paydesk_missing}")
endif()
file(INSTALL ${paydesk_dlls} DESTINATION ${CMAKE_INSTALL_PREFIX}/bin)
