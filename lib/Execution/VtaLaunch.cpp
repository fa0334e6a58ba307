//===- VtaLaunch.cpp - Running vta.launch on the VTA simulator ------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file lowers `vta.launch` ops to calls of the simulator runtime entry
// point and implements that entry point.
//
//===----------------------------------------------------------------------===//

#include "tosac/Execution/VtaLaunch.h"

#include "tosac/Dialect/Vta/Utils/ProgramImage.h"
#include "tosac/Runtime/RuntimeErrors.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"

using namespace mlir;
using namespace tosac;

extern "C" void tosac_vta_launch(int64_t target, int64_t input0,
                                 int64_t input1, int64_t output) {
  auto *launch = reinterpret_cast<VtaLaunchTarget *>(target);
  const vta::CompiledLayer &layer = launch->layer;
  std::vector<std::vector<int8_t>> tensors;
  int64_t addresses[2] = {input0, input1};
  for (size_t i = 0; i < layer.inputs.size() && i < 2; ++i) {
    const auto *data = reinterpret_cast<const int8_t *>(addresses[i]);
    tensors.emplace_back(data, data + vta::numElements(layer.inputs[i].shape));
  }
  vta::Program program = layer.toProgram(tensors);
  std::vector<uint8_t> dram;
  llvm::Error error = llvm::Error::success();
  if (launch->raceCheck) {
    error = vta::raceCheck(program, &dram, &launch->stats);
  } else {
    vta::Simulator simulator(program);
    error = simulator.run();
    dram = simulator.dram();
    launch->stats = simulator.stats();
  }
  ++launch->launches;
  if (error) {
    std::string message = "VTA program @" + launch->name + ": " +
                          llvm::toString(std::move(error));
    tosac_runtime_error(message.c_str());
    return;
  }
  std::vector<int8_t> result = layer.readOutput(dram);
  std::copy(result.begin(), result.end(), reinterpret_cast<int8_t *>(output));
}

/// The buffer of an int8 tensor as an i64 address.
static Value addressOf(OpBuilder &b, Location loc, Value buffer) {
  Value index =
      memref::ExtractAlignedPointerAsIndexOp::create(b, loc, buffer);
  return arith::IndexCastOp::create(b, loc, b.getI64Type(), index);
}

LogicalResult tosac::lowerVtaLaunches(
    ModuleOp module, std::vector<std::unique_ptr<VtaLaunchTarget>> &targets) {
  llvm::StringMap<VtaLaunchTarget *> byName;
  SmallVector<vta::ProgramOp> programs(module.getOps<vta::ProgramOp>());
  for (vta::ProgramOp program : programs) {
    FailureOr<vta::CompiledLayer> layer = vta::readProgram(program);
    if (failed(layer))
      return failure();
    if (layer->inputs.size() > 2)
      return program.emitOpError() << "has more than two input tensors";
    auto target = std::make_unique<VtaLaunchTarget>();
    target->name = program.getSymName().str();
    target->layer = std::move(*layer);
    byName[target->name] = target.get();
    targets.push_back(std::move(target));
  }

  SmallVector<vta::LaunchOp> launches;
  module.walk([&](vta::LaunchOp launch) { launches.push_back(launch); });
  if (launches.empty()) {
    for (vta::ProgramOp program : programs)
      program.erase();
    return success();
  }
  OpBuilder b(module.getContext());
  b.setInsertionPointToEnd(module.getBody());
  auto i64 = b.getI64Type();
  auto callee = func::FuncOp::create(
      b, module.getLoc(), kVtaLaunchFunction,
      b.getFunctionType({i64, i64, i64, i64}, {}));
  callee.setPrivate();

  for (vta::LaunchOp launch : launches) {
    VtaLaunchTarget *target = byName.lookup(launch.getProgram());
    if (!target)
      return launch.emitOpError() << "names no vta.program";
    Location loc = launch.getLoc();
    b.setInsertionPoint(launch);
    SmallVector<Value> args;
    args.push_back(arith::ConstantOp::create(
        b, loc, b.getI64IntegerAttr(reinterpret_cast<int64_t>(target))));
    for (Value input : launch.getInputs()) {
      auto type = cast<RankedTensorType>(input.getType());
      auto memrefType = MemRefType::get(type.getShape(), type.getElementType());
      Value buffer = bufferization::ToBufferOp::create(b, loc, memrefType,
                                                       input, /*readOnly=*/true);
      args.push_back(addressOf(b, loc, buffer));
    }
    while (args.size() < 3)
      args.push_back(arith::ConstantOp::create(b, loc, b.getI64IntegerAttr(0)));
    auto resultType = cast<RankedTensorType>(launch.getOutput().getType());
    auto outType =
        MemRefType::get(resultType.getShape(), resultType.getElementType());
    Value out = memref::AllocOp::create(b, loc, outType);
    args.push_back(addressOf(b, loc, out));
    func::CallOp::create(b, loc, callee, args);
    Value result = bufferization::ToTensorOp::create(
        b, loc, resultType, out, /*restrict=*/true, /*writable=*/true);
    launch.getOutput().replaceAllUsesWith(result);
    launch.erase();
  }
  for (vta::ProgramOp program : programs)
    program.erase();
  return success();
}
