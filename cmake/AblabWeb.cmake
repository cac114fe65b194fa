# The browser build (scripts/web.sh runs it under emcmake): the same core, state, gui library
# and panels, compiled to WebAssembly. Only the third-party glue differs from third_party/:
# Dear ImGui is compiled from Debian's source package, GLFW and WebGL 2 come with emscripten,
# the header-only libraries come from Debian's include folder, and there is no cairo or giflib
# (so no PNG, PDF or GIF export: core says which formats exist, exportFormatAvailable).
set(ABLAB_IMGUI_SOURCE "" CACHE PATH "Dear ImGui 1.86's unpacked Debian source (apt-get source imgui)")
set(ABLAB_WEB_OUTPUT "${PROJECT_BINARY_DIR}/site" CACHE PATH "Where index.html, ablab.js, .wasm and .data go")
if(NOT EXISTS "${ABLAB_IMGUI_SOURCE}/imgui.cpp")
  message(FATAL_ERROR "ABLAB_IMGUI_SOURCE must name ImGui's source (scripts/web.sh fetches it)")
endif()
# C++ exceptions carry ablab's error messages (a bad file is a message, not a crash). They are
# WebAssembly's own: emscripten's JavaScript ones (-fexceptions) send every call that may throw
# out through a JavaScript trampoline, a quarter of building the depth-6 connect-four reply's
# tree in the browser. LLVM 14's libc++ lacks floating-point to_chars and the std <coroutine>:
# app/platform/web/ fills in both.
add_compile_options(-fwasm-exceptions "SHELL:-include ${PROJECT_SOURCE_DIR}/app/platform/web/charconv_fallback.h"
                    "SHELL:-isystem ${PROJECT_SOURCE_DIR}/app/platform/web/include")
add_link_options(-fwasm-exceptions)

set(ABLAB_RASTER_EXPORT OFF CACHE BOOL "" FORCE)
# No libzip for emscripten in Debian, nor a zlib without its download: no PowerPoint decks.
set(ABLAB_DECK_EXPORT OFF CACHE BOOL "" FORCE)
set(ABLAB_BUILD_TESTS OFF CACHE BOOL "" FORCE)

# Debian's header-only libraries, seen through a folder of their own: adding /usr/include
# itself would put the host's C library before emscripten's.
set(ABLAB_WEB_INCLUDE "${PROJECT_BINARY_DIR}/host-headers")
file(MAKE_DIRECTORY "${ABLAB_WEB_INCLUDE}")
foreach(header_dir nlohmann stb)
  if(NOT EXISTS "/usr/include/${header_dir}")
    message(FATAL_ERROR "/usr/include/${header_dir} is missing (scripts/setup.sh installs it)")
  endif()
  file(CREATE_LINK "/usr/include/${header_dir}" "${ABLAB_WEB_INCLUDE}/${header_dir}" SYMBOLIC)
endforeach()

add_library(nlohmann_json_web INTERFACE)
target_include_directories(nlohmann_json_web SYSTEM INTERFACE "${ABLAB_WEB_INCLUDE}")
add_library(nlohmann_json::nlohmann_json ALIAS nlohmann_json_web)

# The window's libraries under the names app/CMakeLists.txt links.
set(ABLAB_WEB_GL_FLAGS -sUSE_GLFW=3 -sUSE_WEBGL2=1 -sMIN_WEBGL_VERSION=2 -sFULL_ES3=1)
add_library(ablab_imgui_web STATIC
  "${ABLAB_IMGUI_SOURCE}/imgui.cpp"
  "${ABLAB_IMGUI_SOURCE}/imgui_draw.cpp"
  "${ABLAB_IMGUI_SOURCE}/imgui_tables.cpp"
  "${ABLAB_IMGUI_SOURCE}/imgui_widgets.cpp"
  "${ABLAB_IMGUI_SOURCE}/backends/imgui_impl_glfw.cpp"
  "${ABLAB_IMGUI_SOURCE}/backends/imgui_impl_opengl3.cpp"
  "${ABLAB_IMGUI_SOURCE}/misc/cpp/imgui_stdlib.cpp")
# Debian's libimgui-dev puts imgui_stdlib.h beside imgui.h; the source keeps it in misc/cpp.
target_include_directories(ablab_imgui_web SYSTEM PUBLIC "${ABLAB_IMGUI_SOURCE}" "${ABLAB_IMGUI_SOURCE}/misc/cpp" "${ABLAB_WEB_INCLUDE}")
# IMGUI_ENABLE_TEST_ENGINE: ImGui tells app/platform/web_item_rects.cpp where each widget is, for
# the page's tests of touch targets (it records only when a test asks).
target_compile_definitions(ablab_imgui_web PUBLIC IMGUI_IMPL_OPENGL_ES3 IMGUI_ENABLE_TEST_ENGINE)
target_compile_options(ablab_imgui_web PUBLIC ${ABLAB_WEB_GL_FLAGS})
target_link_options(ablab_imgui_web PUBLIC ${ABLAB_WEB_GL_FLAGS})
# ImGui's own files as its authors compile them, one by one.
set_target_properties(ablab_imgui_web PROPERTIES UNITY_BUILD OFF)
add_library(PkgConfig::ABLAB_IMGUI ALIAS ablab_imgui_web)
add_library(ablab_web_none INTERFACE)  # GLFW, GL and the loader come with the flags above
add_library(PkgConfig::ABLAB_GLFW ALIAS ablab_web_none)
add_library(OpenGL::GL ALIAS ablab_web_none)
add_library(ablab::glad ALIAS ablab_web_none)
# Threads, as third_party/ finds it for the desktop: app/state loads trees on a thread.
find_package(Threads REQUIRED GLOBAL)

# Only what the page needs is built: the command line's own programs are left out.
add_subdirectory(core)
add_subdirectory(app EXCLUDE_FROM_ALL)

# The page: app/platform/web_main.cpp instead of gui/main.cpp. The lecture library and DejaVu
# travel in ablab.data, at the paths the program looks for them; the CJK fonts lie beside it.
add_executable(ablab-web app/platform/web_main.cpp app/platform/web_page_text.cpp app/platform/web_item_rects.cpp
               app/platform/stb_image_write.cpp)
target_link_libraries(ablab-web PRIVATE ablab::gui ablab::no_raster)
target_compile_definitions(ablab-web PRIVATE ABLAB_TREES_DIR="/trees")  # the page's lesson list (web_page_text.cpp)
ablab_configure_target(ablab-web)
# The fonts, cut down to what a page needs (platform::fontFiles names them): DejaVu Sans to its
# Latin, Greek, Vietnamese and symbol blocks, Noto Sans CJK SC (face 2 of Debian's collection)
# to the common hanzi and every one in the catalogues and the lecture trees
# (app/platform/web/cjk_characters.py). No hinting: ImGui's rasteriser reads none.
find_package(Python3 REQUIRED COMPONENTS Interpreter)
find_program(ABLAB_PYFTSUBSET pyftsubset)
if(NOT ABLAB_PYFTSUBSET)
  message(FATAL_ERROR "pyftsubset is missing (Debian's fonttools; scripts/setup.sh installs it)")
endif()
set(ABLAB_WEB_FONTS "${PROJECT_BINARY_DIR}/fonts")
file(GLOB ABLAB_WEB_TEXTS "${PROJECT_SOURCE_DIR}/po/*.po" "${PROJECT_SOURCE_DIR}/trees/*.json")
set(ABLAB_DEJAVU_UNICODES "U+0020-007E,U+00A0-02FF,U+0300-036F,U+0370-03FF,U+0400-052F,U+1E00-1EFF,U+2000-20CF,U+2100-23FF,U+2460-24FF,U+2500-26FF")
set(ABLAB_SUBSET_OPTIONS --no-hinting --desubroutinize "--layout-features=" --name-IDs=* --notdef-outline)
add_custom_command(OUTPUT "${ABLAB_WEB_FONTS}/cjk-characters.txt"
  COMMAND "${CMAKE_COMMAND}" -E make_directory "${ABLAB_WEB_FONTS}"
  COMMAND Python3::Interpreter "${PROJECT_SOURCE_DIR}/app/platform/web/cjk_characters.py" "${ABLAB_WEB_FONTS}/cjk-characters.txt" ${ABLAB_WEB_TEXTS}
  DEPENDS "${PROJECT_SOURCE_DIR}/app/platform/web/cjk_characters.py" ${ABLAB_WEB_TEXTS} VERBATIM)
set(ABLAB_WEB_FONT_FILES)
foreach(weight Regular Bold)
  set(dejavu_name "DejaVuSans.ttf")
  if(weight STREQUAL "Bold")
    set(dejavu_name "DejaVuSans-Bold.ttf")
  endif()
  add_custom_command(OUTPUT "${ABLAB_WEB_FONTS}/${dejavu_name}"
    COMMAND "${CMAKE_COMMAND}" -E make_directory "${ABLAB_WEB_FONTS}"
    COMMAND "${ABLAB_PYFTSUBSET}" "/usr/share/fonts/truetype/dejavu/${dejavu_name}" "--unicodes=${ABLAB_DEJAVU_UNICODES}"
            ${ABLAB_SUBSET_OPTIONS} "--output-file=${ABLAB_WEB_FONTS}/${dejavu_name}"
    DEPENDS "/usr/share/fonts/truetype/dejavu/${dejavu_name}" VERBATIM)
  add_custom_command(OUTPUT "${ABLAB_WEB_FONTS}/NotoSansCJKsc-${weight}.otf"
    COMMAND "${ABLAB_PYFTSUBSET}" "/usr/share/fonts/opentype/noto/NotoSansCJK-${weight}.ttc" --font-number=2
            "--text-file=${ABLAB_WEB_FONTS}/cjk-characters.txt" ${ABLAB_SUBSET_OPTIONS}
            "--output-file=${ABLAB_WEB_FONTS}/NotoSansCJKsc-${weight}.otf"
    DEPENDS "/usr/share/fonts/opentype/noto/NotoSansCJK-${weight}.ttc" "${ABLAB_WEB_FONTS}/cjk-characters.txt" VERBATIM)
  list(APPEND ABLAB_WEB_FONT_FILES "${ABLAB_WEB_FONTS}/${dejavu_name}" "${ABLAB_WEB_FONTS}/NotoSansCJKsc-${weight}.otf")
endforeach()
# The hanzi of the languages' own names (core::languageName: 简体中文), which every page lists in
# the View panel: a few KB in ablab.data, so that an English page need not fetch the CJK files.
add_custom_command(OUTPUT "${ABLAB_WEB_FONTS}/NotoSansCJKsc-language-names.otf"
  COMMAND "${ABLAB_PYFTSUBSET}" "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc" --font-number=2
          "--text=简体中文" ${ABLAB_SUBSET_OPTIONS} "--output-file=${ABLAB_WEB_FONTS}/NotoSansCJKsc-language-names.otf"
  DEPENDS "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc" VERBATIM)
list(APPEND ABLAB_WEB_FONT_FILES "${ABLAB_WEB_FONTS}/NotoSansCJKsc-language-names.otf")
# The icons an installed page needs as PNG (Android and Chromium install only with a 192 px and a
# 512 px one), drawn from icon.svg by librsvg at build time: no picture is kept in the sources.
find_program(ABLAB_RSVG_CONVERT rsvg-convert)
if(NOT ABLAB_RSVG_CONVERT)
  message(FATAL_ERROR "rsvg-convert is missing (Debian's librsvg2-bin; scripts/setup.sh installs it)")
endif()
set(ABLAB_WEB_ICONS)
foreach(size 192 512)
  add_custom_command(OUTPUT "${ABLAB_WEB_OUTPUT}/icon-${size}.png"
    COMMAND "${CMAKE_COMMAND}" -E make_directory "${ABLAB_WEB_OUTPUT}"
    COMMAND "${ABLAB_RSVG_CONVERT}" --width=${size} --height=${size} --output "${ABLAB_WEB_OUTPUT}/icon-${size}.png"
            "${PROJECT_SOURCE_DIR}/app/platform/web/icon.svg"
    DEPENDS "${PROJECT_SOURCE_DIR}/app/platform/web/icon.svg" VERBATIM)
  list(APPEND ABLAB_WEB_ICONS "${ABLAB_WEB_OUTPUT}/icon-${size}.png")
endforeach()
add_custom_target(ablab_web_fonts DEPENDS ${ABLAB_WEB_FONT_FILES})
add_custom_target(ablab_web_icons DEPENDS ${ABLAB_WEB_ICONS})
add_dependencies(ablab-web ablab_web_fonts ablab_web_icons)
target_link_options(ablab-web PRIVATE
  -sALLOW_MEMORY_GROWTH=1 -sINITIAL_MEMORY=64MB -sMAXIMUM_MEMORY=2GB
  -sEXPORTED_RUNTIME_METHODS=ccall,FS,callMain -sEXPORTED_FUNCTIONS=_main,_ablab_read_link,_ablab_link_limits,_ablab_item_rects
  -sENVIRONMENT=web
  "--pre-js=${PROJECT_SOURCE_DIR}/app/platform/web/gl_state_cache.js"
  "--pre-js=${PROJECT_SOURCE_DIR}/app/platform/web/gl_empty_uploads.js"
  "--preload-file=${PROJECT_SOURCE_DIR}/trees@/trees"
  "--preload-file=${ABLAB_WEB_FONTS}/DejaVuSans.ttf@/fonts/DejaVuSans.ttf"
  "--preload-file=${ABLAB_WEB_FONTS}/DejaVuSans-Bold.ttf@/fonts/DejaVuSans-Bold.ttf"
  "--preload-file=${ABLAB_WEB_FONTS}/NotoSansCJKsc-language-names.otf@/fonts/NotoSansCJKsc-language-names.otf")
set_target_properties(ablab-web PROPERTIES OUTPUT_NAME ablab SUFFIX ".js" RUNTIME_OUTPUT_DIRECTORY "${ABLAB_WEB_OUTPUT}")
# The page's own files: the page, its script and style, the service worker that keeps the site
# offline, the manifest that makes it installable, and its icon (and the PNGs drawn from it above).
set(ABLAB_WEB_PAGE_FILES index.html page.js page.css service-worker.js manifest.webmanifest icon.svg)
list(TRANSFORM ABLAB_WEB_PAGE_FILES PREPEND "${PROJECT_SOURCE_DIR}/app/platform/web/" OUTPUT_VARIABLE ABLAB_WEB_PAGE_PATHS)
set_property(TARGET ablab-web APPEND PROPERTY LINK_DEPENDS "${PROJECT_SOURCE_DIR}/trees" ${ABLAB_WEB_PAGE_PATHS}
  "${PROJECT_SOURCE_DIR}/app/platform/web/gl_state_cache.js" "${PROJECT_SOURCE_DIR}/app/platform/web/gl_empty_uploads.js"
  ${ABLAB_WEB_FONT_FILES})
add_custom_command(TARGET ablab-web POST_BUILD
  COMMAND "${CMAKE_COMMAND}" -E copy ${ABLAB_WEB_PAGE_PATHS} "${ABLAB_WEB_OUTPUT}/"
  # Fetched only by a page that shows Chinese (platform::cjkFontsReady): not in ablab.data.
  COMMAND "${CMAKE_COMMAND}" -E make_directory "${ABLAB_WEB_OUTPUT}/fonts"
  COMMAND "${CMAKE_COMMAND}" -E copy "${ABLAB_WEB_FONTS}/NotoSansCJKsc-Regular.otf" "${ABLAB_WEB_FONTS}/NotoSansCJKsc-Bold.otf"
          "${ABLAB_WEB_OUTPUT}/fonts/"
  VERBATIM)
