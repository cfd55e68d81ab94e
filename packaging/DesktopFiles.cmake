# Linux desktop integration: the .desktop entry and the AppStream metainfo (resources/linux/).
# The metainfo is configured here with the project's URLs and license.
set(PAYDESK_METAINFO ${PROJECT_BINARY_DIR}/share/metainfo/${PAYDESK_APP_ID}.metainfo.xml)
set(PAYDESK_DESKTOP_FILE ${PROJECT_SOURCE_DIR}/resources/linux/${PAYDESK_APP_ID}.desktop)
configure_file(${PROJECT_SOURCE_DIR}/resources/linux/${PAYDESK_APP_ID}.metainfo.xml.in
               ${PAYDESK_METAINFO} @ONLY)

if(UNIX AND NOT APPLE)
  install(FILES ${PAYDESK_DESKTOP_FILE} DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
  install(FILES ${PAYDESK_METAINFO} DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
endif()
