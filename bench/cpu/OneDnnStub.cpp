//===- OneDnnStub.cpp - The oneDNN baseline when oneDNN is absent ---------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file stands in for OneDnn.cpp when CMake did not find oneDNN: the
// benchmark still runs tosac and upstream, and reports the oneDNN column as
// not available.
//
//===----------------------------------------------------------------------===//

#include "OneDnn.h"

#ifndef TOSAC_ONEDNN_MISSING
#define TOSAC_ONEDNN_MISSING "oneDNN not found"
#endif

using namespace tosac::bench::onednn;

bool tosac::bench::onednn::isAvailable() { return false; }

int tosac::bench::onednn::useOneThread() { return 0; }

std::string tosac::bench::onednn::effectiveIsa() { return "none"; }

std::string tosac::bench::onednn::describe() {
  return std::string("oneDNN not built in (") + TOSAC_ONEDNN_MISSING +
         "; reconfigure after fixing that)";
}

Runner::~Runner() = default;

std::unique_ptr<Runner>
tosac::bench::onednn::prepare(const Case &, const void *, const void *,
                              const void *, std::string &error) {
  error = describe();
  return nullptr;
}
