//===- Version.cpp - The Python package's version string ------------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file gives the extension tosac's version. It is kept apart from
// TosacModule.cpp because the generated tosac/Version.h changes with every
// commit.
//
//===----------------------------------------------------------------------===//

#include "Version.h"
#include "tosac/Version.h"

const char *tosac::python::getVersion() { return TOSAC_VERSION; }

const char *tosac::python::getGitRevision() { return TOSAC_GIT_REVISION; }
