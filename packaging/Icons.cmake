# The application icon in every form a platform wants, rendered at build time from the one SVG
# master resources/paydesk.svg: hicolor PNGs (Linux), paydesk.icns (macOS), paydesk.ico (Windows).
set(PAYDESK_ICON_SVG ${PROJECT_SOURCE_DIR}/resources/paydesk.svg)
set(PAYDESK_ICON_DIR ${PROJECT_BINARY_DIR}/icons)
set(PAYDESK_ICON_SIZES 16 22 24 32 48 64 128 256 512)
find_program(PAYDESK_RSVG_CONVERT rsvg-convert DOC "librsvg's SVG renderer (Debian: librsvg2-bin)")

set(paydesk_icon_outputs "")
if(PAYDESK_RSVG_CONVERT AND UNIX AND NOT APPLE)
  foreach(size IN LISTS PAYDESK_ICON_SIZES)
    set(png ${PAYDESK_ICON_DIR}/hicolor/${size}x${size}/apps/${PAYDESK_APP_ID}.png)
    add_custom_command(OUTPUT ${png}
      COMMAND ${CMAKE_COMMAND} -E make_directory ${PAYDESK_ICON_DIR}/hicolor/${size}x${size}/apps
      COMMAND ${PAYDESK_RSVG_CONVERT} -w ${size} -h ${size} -o ${png} ${PAYDESK_ICON_SVG}
      DEPENDS ${PAYDESK_ICON_SVG} VERBATIM)
    list(APPEND paydesk_icon_outputs ${png})
  endforeach()
elseif(NOT PAYDESK_RSVG_CONVERT)
  message(WARNING "rsvg-convert not found (Debian: librsvg2-bin): packages get only the SVG icon.")
endif()

if(APPLE AND PAYDESK_RSVG_CONVERT)
  # iconutil wants icon_NxN.png and icon_NxN@2x.png in a folder named *.iconset.
  set(iconset ${PAYDESK_ICON_DIR}/paydesk.iconset)
  set(copies "")
  foreach(size 16 32 128 256 512)
    math(EXPR double "${size} * 2")
    list(APPEND copies
      COMMAND ${PAYDESK_RSVG_CONVERT} -w ${size} -h ${size} -o ${iconset}/icon_${size}x${size}.png
              ${PAYDESK_ICON_SVG}
      COMMAND ${PAYDESK_RSVG_CONVERT} -w ${double} -h ${double}
              -o ${iconset}/icon_${size}x${size}@2x.png ${PAYDESK_ICON_SVG})
  endforeach()
  set(PAYDESK_ICNS ${PAYDESK_ICON_DIR}/paydesk.icns)
  add_custom_command(OUTPUT ${PAYDESK_ICNS}
    COMMAND ${CMAKE_COMMAND} -E make_directory ${iconset} ${copies}
    COMMAND iconutil -c icns -o ${PAYDESK_ICNS} ${iconset}
    DEPENDS ${PAYDESK_ICON_SVG} VERBATIM)
  list(APPEND paydesk_icon_outputs ${PAYDESK_ICNS})
elseif(WIN32)
  # ImageMagick packs the sizes into one .ico (MSYS2: mingw-w64-ucrt-x86_64-imagemagick).
  find_program(PAYDESK_MAGICK NAMES magick DOC "ImageMagick, for paydesk.ico")
  if(PAYDESK_MAGICK)
    set(PAYDESK_ICO ${PAYDESK_ICON_DIR}/paydesk.ico)
    add_custom_command(OUTPUT ${PAYDESK_ICO}
      COMMAND ${CMAKE_COMMAND} -E make_directory ${PAYDESK_ICON_DIR}
      COMMAND ${PAYDESK_MAGICK} -background none ${PAYDESK_ICON_SVG}
              -define icon:auto-resize=256,64,48,32,24,16 ${PAYDESK_ICO}
      DEPENDS ${PAYDESK_ICON_SVG} VERBATIM)
    list(APPEND paydesk_icon_outputs ${PAYDESK_ICO})
  endif()
endif()

add_custom_target(paydesk_icons ALL DEPENDS ${paydesk_icon_outputs})

if(UNIX AND NOT APPLE)
  if(PAYDESK_RSVG_CONVERT)
    install(DIRECTORY ${PAYDESK_ICON_DIR}/hicolor DESTINATION ${CMAKE_INSTALL_DATADIR}/icons)
  endif()
  install(FILES ${PAYDESK_ICON_SVG} DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps
          RENAME ${PAYDESK_APP_ID}.svg)
endif()
if(APPLE AND PAYDESK_ICNS)
  # The bundle's icon: Contents/Resources/paydesk.icns, named in Info.plist.
  add_dependencies(paydesk paydesk_icons)
  target_sources(paydesk PRIVATE ${PAYDESK_ICNS})
  set_source_files_properties(${PAYDESK_ICNS} TARGET_DIRECTORY paydesk
                              PROPERTIES MACOSX_PACKAGE_LOCATION Resources GENERATED TRUE)
  set_target_properties(paydesk PROPERTIES MACOSX_BUNDLE_ICON_FILE paydesk.icns)
endif()
if(WIN32 AND PAYDESK_ICO)
  # The executable's own icon (Explorer, taskbar, start menu).
  file(WRITE ${PAYDESK_ICON_DIR}/paydesk.rc "IDI_ICON1 ICON \"${PAYDESK_ICO}\"\n")
  add_dependencies(paydesk paydesk_icons)
  target_sources(paydesk PRIVATE ${PAYDESK_ICON_DIR}/paydesk.rc)
endif()
