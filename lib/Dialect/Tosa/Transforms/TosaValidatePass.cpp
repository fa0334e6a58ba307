//===- TosaValidatePass.cpp - Check profiles, extensions and levels -------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements `tosa-validate`: it resolves the profile, extension
// and level options and runs the checks of TosaProfileChecks.cpp,
// TosaLevelChecks.cpp and TosaSpecFormChecks.cpp on every op of the `tosa`
// dialect.
//
//===----------------------------------------------------------------------===//

#include "TosaValidateChecks.h"

#include "tosac/Dialect/Tosa/IR/TosaTypeSupport.h"
#include "tosac/Dialect/Tosa/Transforms/Passes.h"

#include "mlir/IR/BuiltinOps.h"

namespace tosac::tosa {
#define GEN_PASS_DEF_TOSAVALIDATEPASS
#include "tosac/Dialect/Tosa/Transforms/Passes.h.inc"
} // namespace tosac::tosa

using namespace mlir;
using namespace tosac::tosa;

namespace {

struct TosaValidatePass
    : public tosac::tosa::impl::TosaValidatePassBase<TosaValidatePass> {
  using Base::Base;

  void runOnOperation() override {
    CapabilitySet selected = 0;
    std::optional<validate::Level> selectedLevel;
    if (failed(resolveOptions(selected, selectedLevel)))
      return signalPassFailure();

    bool violated = false;
    getOperation()->walk([&](Operation *op) {
      if (op->getName().getDialectNamespace() != "tosa")
        return;
      ++numCheckedOps;
      if (failed(validate::checkCapabilities(
              op, selected, strictOpSpecAlignment,
              /*anyShape=*/selectedLevel->name == "none"))) {
        violated = true;
        ++numViolations;
      }
      if (failed(validate::checkLevel(op, *selectedLevel))) {
        violated = true;
        ++numViolations;
      }
      if (failed(validate::checkSpecForms(op))) {
        violated = true;
        ++numViolations;
      }
    });
    if (violated)
      signalPassFailure();
  }

private:
  /// Turns the option strings into a capability set and a level; reports
  /// unknown names and extensions without one of their profiles.
  LogicalResult resolveOptions(CapabilitySet &selected,
                               std::optional<validate::Level> &selectedLevel) {
    Operation *root = getOperation();
    if (profiles.empty()) {
      selected = kAllProfiles;
    } else {
      for (const std::string &name : profiles) {
        std::optional<Capability> profile = parseCapability(name);
        if (!profile || !isProfile(*profile))
          return root->emitError() << "tosa-validate: unknown profile '" << name
                                   << "', expected pro_int or pro_fp";
        selected |= toSet(*profile);
      }
    }
    CapabilitySet profileSet = selected;

    for (const std::string &name : extensions) {
      if (StringRef(name).equals_insensitive("all")) {
        // Every extension one of the selected profiles supports.
        for (Capability capability : getAllCapabilities())
          if (!isProfile(capability) &&
              (getSupportingProfiles(capability) & profileSet))
            selected |= toSet(capability);
        continue;
      }
      std::optional<Capability> extension = parseCapability(name);
      if (!extension || isProfile(*extension)) {
        std::string known;
        for (Capability capability : getAllCapabilities())
          if (!isProfile(capability))
            known += (known.empty() ? "" : ", ") +
                     getCapabilityName(capability).str();
        return root->emitError() << "tosa-validate: unknown extension '" << name
                                 << "', expected one of " << known << " or all";
      }
      // An extension is defined only together with its profiles.
      CapabilitySet supporting = getSupportingProfiles(*extension);
      if (!(supporting & profileSet))
        return root->emitError()
               << "tosa-validate: extension " << getCapabilityName(*extension)
               << " requires " << describeCapabilities(supporting);
      selected |= toSet(*extension);
    }

    selectedLevel = validate::parseLevel(level);
    if (!selectedLevel)
      return root->emitError() << "tosa-validate: unknown level '" << level
                               << "', expected 8k or none";
    return success();
  }
};

} // namespace
