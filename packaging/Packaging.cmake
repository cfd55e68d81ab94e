# Installers. Included from the top-level CMakeLists.txt after the executables exist:
# install rules for what they do not install themselves, icons, desktop files, and CPack.
#   cmake --build <build> --target package      (or: cd <build> && cpack -G DEB)
include(GNUInstallDirs)

# One application id everywhere: .desktop, metainfo, icon names, macOS bundle id.
set(PAYDESK_APP_ID io.paydesk.Paydesk)
# PLACEHOLDERS until the project publishes them: the repository states no license and no home.
set(PAYDESK_LICENSE_SPDX "LicenseRef-proprietary" CACHE STRING
    "SPDX license of Paydesk for package metadata (PLACEHOLDER: the repository names none)")
set(PAYDESK_HOMEPAGE "https://github.com/paydesk/paydesk" CACHE STRING
    "Project home page for package metadata (PLACEHOLDER)")
set(PAYDESK_SCREENSHOT_URL "${PAYDESK_HOMEPAGE}/raw/main/resources/screenshots" CACHE STRING
    "Where the AppStream screenshots are published")
if(EXISTS ${PROJECT_SOURCE_DIR}/LICENSE)
  set(PAYDESK_LICENSE_FILE ${PROJECT_SOURCE_DIR}/LICENSE)
else()
  set(PAYDESK_LICENSE_FILE ${CMAKE_CURRENT_LIST_DIR}/LICENSE-PLACEHOLDER.txt)
endif()

include(${CMAKE_CURRENT_LIST_DIR}/Icons.cmake)
include(${CMAKE_CURRENT_LIST_DIR}/DesktopFiles.cmake)
include(${CMAKE_CURRENT_LIST_DIR}/Deploy.cmake)

# paydesk (ui/) and paydesk-cli (app/cli/) install themselves; the sandbox server is ours.
install(TARGETS paydesk-sandbox RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
if(UNIX AND NOT APPLE)
  install(FILES ${PAYDESK_LICENSE_FILE} DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/paydesk
          RENAME copyright)
else()
  install(FILES ${PAYDESK_LICENSE_FILE} DESTINATION . RENAME LICENSE.txt)
endif()

# --- CPack: common ---
set(CPACK_PACKAGE_NAME paydesk)
set(CPACK_PACKAGE_VENDOR "The Paydesk developers")
set(CPACK_PACKAGE_CONTACT "The Paydesk developers <packaging@paydesk.invalid>") # PLACEHOLDER
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
set(CPACK_PACKAGE_DESCRIPTION "Paydesk sends, receives and verifies x402 payments through a \
payment service, or signs Solana transactions locally with a key kept in the system keychain. \
It includes a sandbox with test funds.")
set(CPACK_PACKAGE_HOMEPAGE_URL "${PAYDESK_HOMEPAGE}")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_INSTALL_DIRECTORY Paydesk)
set(CPACK_PACKAGE_EXECUTABLES paydesk Paydesk) # start-menu entry (NSIS)
set(CPACK_RESOURCE_FILE_LICENSE ${PAYDESK_LICENSE_FILE})
set(CPACK_STRIP_FILES ON)
set(CPACK_PACKAGE_CHECKSUM SHA256)
if(WIN32)
  set(CPACK_GENERATOR NSIS ZIP)
elseif(APPLE)
  set(CPACK_GENERATOR DragNDrop)
else()
  set(CPACK_GENERATOR DEB RPM TGZ)
endif()

# --- DEB: shared-library dependencies from dpkg-shlibdeps, plus what is loaded at run time ---
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION utils)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# libsecret: QtKeychain's Secret Service backend (dlopen). Qt plugins: SQLite driver, SVG icons.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libsecret-1-0, libqt6sql6-sqlite, libqt6svg6")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "gnome-keyring | keepassxc | kwalletmanager, qt6-qpa-plugins")

# --- RPM (Fedora names); rpmbuild's automatic requires cover the linked libraries ---
set(CPACK_RPM_FILE_NAME RPM-DEFAULT)
set(CPACK_RPM_PACKAGE_LICENSE "${PAYDESK_LICENSE_SPDX}")
set(CPACK_RPM_PACKAGE_GROUP "Applications/Finance")
set(CPACK_RPM_PACKAGE_URL "${PAYDESK_HOMEPAGE}")
set(CPACK_RPM_PACKAGE_DESCRIPTION "${CPACK_PACKAGE_DESCRIPTION}")
set(CPACK_RPM_SPEC_MORE_DEFINE "%define _build_id_links none") # no debuginfo package to link to
set(CPACK_RPM_PACKAGE_REQUIRES "libsecret, qt6-qtsvg")
# Directories owned by the filesystem package must not be claimed by ours.
set(CPACK_RPM_EXCLUDE_FROM_AUTO_FILELIST_ADDITION
    /usr/share/applications /usr/share/metainfo /usr/share/icons /usr/share/icons/hicolor
    /usr/share/doc)
foreach(size IN LISTS PAYDESK_ICON_SIZES ITEMS scalable)
  set(dir /usr/share/icons/hicolor/${size}x${size})
  if(size STREQUAL scalable)
    set(dir /usr/share/icons/hicolor/scalable)
  endif()
  list(APPEND CPACK_RPM_EXCLUDE_FROM_AUTO_FILELIST_ADDITION ${dir} ${dir}/apps)
endforeach()

# --- NSIS (Windows) ---
set(CPACK_NSIS_PACKAGE_NAME Paydesk)
set(CPACK_NSIS_DISPLAY_NAME "Paydesk ${PROJECT_VERSION}")
set(CPACK_NSIS_EXECUTABLES_DIRECTORY ${CMAKE_INSTALL_BINDIR})
set(CPACK_NSIS_INSTALLED_ICON_NAME "${CMAKE_INSTALL_BINDIR}\\\\paydesk.exe")
set(CPACK_NSIS_URL_INFO_ABOUT "${PAYDESK_HOMEPAGE}")
set(CPACK_NSIS_ENABLE_UNINSTALL_BEFORE_INSTALL ON)
set(CPACK_NSIS_CREATE_ICONS_EXTRA
    "CreateShortCut '$DESKTOP\\\\Paydesk.lnk' '$INSTDIR\\\\${CMAKE_INSTALL_BINDIR}\\\\paydesk.exe'")
set(CPACK_NSIS_DELETE_ICONS_EXTRA "Delete '$DESKTOP\\\\Paydesk.lnk'")
if(PAYDESK_ICO)
  set(CPACK_NSIS_MUI_ICON ${PAYDESK_ICO})
  set(CPACK_NSIS_MUI_UNIICON ${PAYDESK_ICO})
endif()

# --- DragNDrop (macOS): Paydesk.app next to an /Applications link, volume icon ---
set(CPACK_DMG_VOLUME_NAME Paydesk)
if(PAYDESK_ICNS)
  set(CPACK_PACKAGE_ICON ${PAYDESK_ICNS})
endif()

include(CPack)
