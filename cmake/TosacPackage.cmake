# `cpack -G DEB` in the build folder (after building) writes
# tosac_<version>_<arch>.deb: the install tree of cmake/TosacInstall.cmake
# under /usr. `apt install ./tosac_*.deb` pulls in the runtime libraries;
# the C++ API's consumers also want the -dev packages it recommends.
# scripts/check-fresh.sh deb installs it on a pristine Debian 12 root and
# runs tosa-run, the C API and the Python package from it.
set(CPACK_PACKAGE_NAME tosac)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_VENDOR "tosac")
set(CPACK_PACKAGE_CONTACT "tosac developers")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY
    "MLIR-based compiler for TOSA: tosa-opt, tosa-run, tosa-compile, C/C++/Python APIs")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_GENERATOR DEB)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
set(CPACK_DEBIAN_PACKAGE_DEPENDS
    "libmlir-22, libllvm22, libomp5-22, libflatbuffers2, libstdc++6, libc6, python3, python3-numpy")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS
    "libmlir-22-dev, llvm-22-dev, libflatbuffers-dev, pkgconf, cmake")
include(CPack)
