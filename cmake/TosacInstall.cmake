# Install rules: `cmake --install build --prefix P` lays out
#   P/bin                      tosa-opt tosa-translate tosa-run tosa-compile vta-sim
#   P/include/tosac, tosac-c   public headers, TableGen sources and the
#                              generated .inc / Version.h / tosa_generated.h
#   P/lib                      libtosac.so (C API), the static C++ libraries,
#                              the AOT runtime archives
#   P/lib/cmake/tosac          TosacConfig.cmake: find_package(Tosac CONFIG)
#   P/lib/pkgconfig            tosac.pc (C API), tosac-aot.pc (AOT runtime)
#   P/lib/python3/dist-packages/tosac   the Python package (python/CMakeLists.txt)
#   P/share/doc/tosac          README.md and docs/
#   P/share/tosac/examples     the bundled MobileNet block, input and output
# cmake/TosacPackage.cmake makes a .deb of the same tree (cpack -G DEB).
# Included last from the top-level CMakeLists.txt, when every target exists.
#
# add_mlir_library already installs each library into the export set it
# names MLIRTargets (AddMLIR.cmake); the tools, the C API library and the
# TosacConversion umbrella join that set here, and it is written out as
# TosacTargets.cmake with the namespace Tosac::.

include(CMakePackageConfigHelpers)
include(GNUInstallDirs)
set(TOSAC_INSTALL_LIBDIR lib${LLVM_LIBDIR_SUFFIX})
set(TOSAC_INSTALL_CMAKEDIR ${TOSAC_INSTALL_LIBDIR}/cmake/tosac)

set(TOSAC_INSTALLED_TOOLS tosa-opt tosa-translate tosa-run tosa-compile vta-sim)
install(TARGETS ${TOSAC_INSTALLED_TOOLS} EXPORT MLIRTargets
        RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR} COMPONENT tosac)
install(TARGETS tosac TosacConversion EXPORT MLIRTargets
        LIBRARY DESTINATION ${TOSAC_INSTALL_LIBDIR} COMPONENT tosac)

# Headers: the source tree's and the generated ones.
install(DIRECTORY ${PROJECT_SOURCE_DIR}/include/tosac
                  ${PROJECT_SOURCE_DIR}/include/tosac-c
        DESTINATION ${CMAKE_INSTALL_INCLUDEDIR} COMPONENT tosac
        FILES_MATCHING PATTERN "*.h" PATTERN "*.td" PATTERN "*.fbs")
install(DIRECTORY ${PROJECT_BINARY_DIR}/include/tosac
        DESTINATION ${CMAKE_INSTALL_INCLUDEDIR} COMPONENT tosac
        FILES_MATCHING PATTERN "*.inc" PATTERN "*.h"
        PATTERN CMakeFiles EXCLUDE)

# The C++ libraries' imported targets carry tosac's include folder; the
# package adds MLIR's and LLVM's.
get_property(TOSAC_EXPORTED_LIBS GLOBAL PROPERTY MLIR_EXPORTS)
set(TOSAC_EXPORTED_CXX_LIBS)
foreach(lib ${TOSAC_EXPORTED_LIBS} tosac TosacConversion)
  target_include_directories(${lib} INTERFACE
    $<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}>)
  if(NOT lib STREQUAL "tosac" AND NOT lib MATCHES "Runtime$")
    list(APPEND TOSAC_EXPORTED_CXX_LIBS ${lib})
  endif()
endforeach()

install(EXPORT MLIRTargets NAMESPACE Tosac:: FILE TosacTargets.cmake
        DESTINATION ${TOSAC_INSTALL_CMAKEDIR} COMPONENT tosac)
configure_package_config_file(
  ${CMAKE_CURRENT_LIST_DIR}/TosacConfig.cmake.in
  ${PROJECT_BINARY_DIR}/cmake/TosacConfig.cmake
  INSTALL_DESTINATION ${TOSAC_INSTALL_CMAKEDIR}
  PATH_VARS CMAKE_INSTALL_INCLUDEDIR TOSAC_INSTALL_LIBDIR CMAKE_INSTALL_BINDIR)
write_basic_package_version_file(
  ${PROJECT_BINARY_DIR}/cmake/TosacConfigVersion.cmake
  COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/cmake/TosacConfig.cmake
              ${PROJECT_BINARY_DIR}/cmake/TosacConfigVersion.cmake
        DESTINATION ${TOSAC_INSTALL_CMAKEDIR} COMPONENT tosac)

# pkg-config files, relocatable (their prefix is ${pcfiledir}/../..).
foreach(pc tosac tosac-aot)
  configure_file(${CMAKE_CURRENT_LIST_DIR}/${pc}.pc.in
                 ${PROJECT_BINARY_DIR}/cmake/${pc}.pc @ONLY)
  install(FILES ${PROJECT_BINARY_DIR}/cmake/${pc}.pc
          DESTINATION ${TOSAC_INSTALL_LIBDIR}/pkgconfig COMPONENT tosac)
endforeach()

# The bundled example, so an installed tosac can be tried at once:
#   tosa-run P/share/tosac/examples/mobilenet_block.tosa \
#     --input P/share/tosac/examples/mobilenet_block.input.npy
install(FILES ${PROJECT_SOURCE_DIR}/examples/mobilenet_block.tosa
              ${PROJECT_SOURCE_DIR}/examples/mobilenet_block.mlir
              ${PROJECT_SOURCE_DIR}/examples/mobilenet_block.input.npy
              ${PROJECT_SOURCE_DIR}/examples/mobilenet_block.expected.npy
        DESTINATION ${CMAKE_INSTALL_DATADIR}/tosac/examples COMPONENT tosac)
install(FILES ${PROJECT_SOURCE_DIR}/README.md
        DESTINATION ${CMAKE_INSTALL_DOCDIR} COMPONENT tosac)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/docs/
        DESTINATION ${CMAKE_INSTALL_DOCDIR} COMPONENT tosac)

include(${CMAKE_CURRENT_LIST_DIR}/TosacPackage.cmake)
