# Configure-time checks that keep the layers apart (docs/architecture.md).

# Every library `target` links, directly or not, appended to the list named `out`.
function(paydesk_collect_links target out)
  set(seen ${${out}})
  foreach(prop LINK_LIBRARIES INTERFACE_LINK_LIBRARIES)
    get_target_property(libs ${target} ${prop})
    if(NOT libs)
      continue()
    endif()
    foreach(lib IN LISTS libs)
      string(REGEX REPLACE "^\\$<LINK_ONLY:(.*)>$" "\\1" lib "${lib}")
      if(lib IN_LIST seen)
        continue()
      endif()
      list(APPEND seen "${lib}")
      if(TARGET "${lib}")
        paydesk_collect_links("${lib}" seen)
      endif()
    endforeach()
  endforeach()
  set(${out} ${seen} PARENT_SCOPE)
endfunction()

function(paydesk_check_core_has_no_widgets)
  set(all "")
  paydesk_collect_links(paydesk_app all)
  foreach(lib IN LISTS all)
    if(lib MATCHES "Widgets|Qt6::Gui$|Qt6::Gui[^a-zA-Z]|Qt6Gui")
      message(FATAL_ERROR "paydesk_app links ${lib}: the model layer must not depend on "
                          "QtWidgets or QtGui (see docs/architecture.md). Move the code "
                          "that needs it to ui/.")
    endif()
  endforeach()
endfunction()
cmake_language(DEFER DIRECTORY ${CMAKE_SOURCE_DIR} CALL paydesk_check_core_has_no_widgets)

# The links of the layer libraries point downward only, like their includes: each library's whole
# link closure holds layer libraries of lower levels (the folder of paydesk_<name> is <name>;
# paydesk_core is core/, paydesk_app the composition root above every layer).
function(paydesk_layer_of_library lib out)
  string(REGEX REPLACE "^paydesk_" "" folder "${lib}")
  if(folder STREQUAL "facts")
    set(folder core)
  endif()
  if(folder STREQUAL "core")
    set(${out} 0 PARENT_SCOPE)
  elseif(lib STREQUAL "paydesk_app")
    set(${out} 99 PARENT_SCOPE)
  else()
    paydesk_layer_level(${folder} level)
    set(${out} ${level} PARENT_SCOPE)
  endif()
endfunction()

function(paydesk_check_layer_links)
  set(problems "")
  foreach(lib IN LISTS PAYDESK_LAYER_LIBRARIES)
    if(lib STREQUAL "paydesk_app")
      continue()
    endif()
    paydesk_layer_of_library(${lib} own)
    set(closure "")
    paydesk_collect_links(${lib} closure)
    foreach(dep IN LISTS closure)
      if(NOT dep IN_LIST PAYDESK_LAYER_LIBRARIES)
        continue()
      endif()
      paydesk_layer_of_library(${dep} theirs)
      if(theirs GREATER_EQUAL own)
        string(APPEND problems "\n  ${lib} (level ${own}) links ${dep} (level ${theirs}): a layer "
                               "links only the layers below it")
      endif()
    endforeach()
  endforeach()
  if(problems)
    message(FATAL_ERROR "Links that point upward (see app/CMakeLists.txt):${problems}")
  endif()
endfunction()
cmake_language(DEFER DIRECTORY ${CMAKE_SOURCE_DIR} CALL paydesk_check_layer_links)

# The layers of app/, lowest first (docs/architecture.md). A file may include headers of its own
# folder and of folders on lower levels only; folders on one level do not include each other.
# The sandbox plays the remote service and its chain: it may use only the codecs. AppContext (the
# composition root at app/) is for the faces only: the CLI here, ui/ outside app/.
set(PAYDESK_LAYER_LEVELS
  "core"                   # 0: facts: amounts, addresses, networks, assets, payment records
  "solana|evm"             # 1: chain codecs, keys and their JSON-RPC clients
  "api|store|wallet|x402"  # 2: the service's API, SQLite stores, keys, the x402 wire format
  "payments"               # 3: payment flows over the codecs, the service, the stores, the keys
  "models"                 # 4: what views and commands drive (QtCore only)
  "agents"                 # 5: the agents' face: MCP server, paying proxy, approvals
  "cli")                   # 6: the command-line face
set(PAYDESK_SANDBOX_MAY_INCLUDE core solana evm x402 sandbox)

function(paydesk_layer_level folder out)
  set(level 0)
  foreach(folders IN LISTS PAYDESK_LAYER_LEVELS)
    if(folder MATCHES "^(${folders})$")
      set(${out} ${level} PARENT_SCOPE)
      return()
    endif()
    math(EXPR level "${level} + 1")
  endforeach()
  set(${out} -1 PARENT_SCOPE)
endfunction()

function(paydesk_check_layers)
  set(app ${PROJECT_SOURCE_DIR}/app)
  file(GLOB folders RELATIVE ${app} LIST_DIRECTORIES true ${app}/*)
  set(problems "")
  foreach(folder IN LISTS folders)
    if(NOT IS_DIRECTORY ${app}/${folder})
      continue()
    endif()
    paydesk_layer_level(${folder} own)
    if(own LESS 0 AND NOT folder STREQUAL "sandbox")
      string(APPEND problems "\n  app/${folder}/ is on no level: add it to PAYDESK_LAYER_LEVELS")
      continue()
    endif()
    file(GLOB_RECURSE sources RELATIVE ${PROJECT_SOURCE_DIR} ${app}/${folder}/*.h
         ${app}/${folder}/*.cpp)
    foreach(source IN LISTS sources)
      file(STRINGS ${PROJECT_SOURCE_DIR}/${source} includes REGEX "^#include \"")
      foreach(line IN LISTS includes)
        if(line MATCHES "^#include \"AppContext\\.h\"" AND NOT folder STREQUAL "cli")
          string(APPEND problems "\n  ${source} includes AppContext.h: pass it the parts it "
                                 "uses (the composition root is for the faces only)")
        endif()
        if(NOT line MATCHES "^#include \"([a-z0-9]+)/")
          continue()
        endif()
        set(target ${CMAKE_MATCH_1})
        if(target STREQUAL folder)
          continue()
        endif()
        if(folder STREQUAL "sandbox")
          if(NOT target IN_LIST PAYDESK_SANDBOX_MAY_INCLUDE)
            string(APPEND problems "\n  ${source} includes ${target}/: the sandbox may use "
                                   "only ${PAYDESK_SANDBOX_MAY_INCLUDE}")
          endif()
          continue()
        endif()
        paydesk_layer_level(${target} theirs)
        if(theirs LESS 0 OR theirs GREATER_EQUAL own)
          string(APPEND problems "\n  ${source} includes ${target}/ (level ${theirs}), but "
                                 "app/${folder}/ is on level ${own}: move the code to the "
                                 "lowest layer that has all it needs")
        endif()
      endforeach()
    endforeach()
  endforeach()
  # The views (the window, pages, widgets, dialogs, shell) get the parts they use from the GUI's
  # face (ui/ViewParts), never the whole context; they show models and the core's facts only. A
  # chain family's own views (ui/families/<family>/) may also use that family's folders
  # (app/<family>/, app/payments/<family>/).
  set(ui ${PROJECT_SOURCE_DIR}/ui)
  file(GLOB_RECURSE views RELATIVE ${PROJECT_SOURCE_DIR} ${ui}/*/*.h ${ui}/*/*.cpp
       ${ui}/MainWindow.*)
  foreach(source IN LISTS views)
    file(STRINGS ${PROJECT_SOURCE_DIR}/${source} includes
         REGEX "^#include \"(AppContext|SandboxSession)\\.h\"")
    if(includes)
      string(APPEND problems "\n  ${source} includes the context or the sandbox session: give "
                             "the view a Parts struct and fill it in ui/ViewParts.cpp")
    endif()
    set(family "")
    if(source MATCHES "^ui/families/([a-z0-9]+)/")
      set(family ${CMAKE_MATCH_1})
    endif()
    file(STRINGS ${PROJECT_SOURCE_DIR}/${source} includes REGEX "^#include \"[a-z0-9]+/")
    foreach(line IN LISTS includes)
      string(REGEX MATCH "^#include \"([a-z0-9]+)/([a-z0-9]+)?" _ "${line}")
      set(target ${CMAKE_MATCH_1})
      set(sub ${CMAKE_MATCH_2})
      paydesk_layer_level(${target} level)
      if(level LESS 0 OR target MATCHES "^(core|models)$")
        continue() # ui/'s own folders, the core's facts and the models
      endif()
      if(family AND (target STREQUAL family OR (target STREQUAL "payments" AND sub STREQUAL family)))
        continue()
      endif()
      string(APPEND problems "\n  ${source} includes ${target}/: a view shows models/ and core/ "
                             "only (a family's own views in ui/families/<family>/ also its "
                             "folders); give the model what the view needs")
    endforeach()
  endforeach()
  if(problems)
    message(FATAL_ERROR "Includes that point upward (see PAYDESK_LAYER_LEVELS in "
                        "cmake/PaydeskChecks.cmake and docs/architecture.md):${problems}")
  endif()
endfunction()
paydesk_check_layers()
