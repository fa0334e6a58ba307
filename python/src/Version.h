//===- Version.h - The Python package's version string ----------*- C++ -*-===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file declares the version strings `tosac.__version__` and
// `tosac.__git_revision__` come from.
//
//===----------------------------------------------------------------------===//

#ifndef TOSAC_PYTHON_VERSION_H
#define TOSAC_PYTHON_VERSION_H

namespace tosac::python {
/// tosac's release, e.g. "0.9.0".
const char *getVersion();
/// The git commit built, "" when unknown.
const char *getGitRevision();
} // namespace tosac::python

#endif // TOSAC_PYTHON_VERSION_H
