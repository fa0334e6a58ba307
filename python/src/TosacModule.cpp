//===- TosacModule.cpp - The _tosac Python extension ----------------------===//
//
// Part of tosac, an MLIR-based compiler for TOSA.
//
//===----------------------------------------------------------------------===//
//
// This file implements `_tosac`, the pybind11 extension under the `tosac`
// Python package. It wraps the C++ executor: loading a module (.tosa, .json,
// MLIR text), compiling it for the CPU or the VTA simulator, running it on
// numpy arrays, reading and writing its variables, and exporting MLIR text
// as a .tosa flatbuffer. Every llvm::Error becomes a `TosacError` with the
// error's text (diagnostics included).
//
// Lifetimes: all modules share one MLIRContext, held by a shared_ptr that
// every Module and CompiledModule keeps, so the context outlives the last
// object using it. Calls keep the GIL: the executor's runtime-error slot is
// process-wide.
//
//===----------------------------------------------------------------------===//

#include "Version.h"
#include "tosac/Execution/DiagnosticCollector.h"
#include "tosac/Execution/Executor.h"
#include "tosac/Target/Flatbuffer/Export.h"
#include "tosac/Target/Flatbuffer/Import.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <algorithm>
#include <chrono>
#include <cstring>
#include <memory>
#include <stdexcept>
#include <string>

namespace py = pybind11;
using namespace tosac;

namespace {

/// The C++ side of tosac.TosacError.
class TosacError : public std::runtime_error {
public:
  using std::runtime_error::runtime_error;
};

[[noreturn]] void raise(llvm::Error error) {
  throw TosacError(llvm::toString(std::move(error)));
}

template <typename T> T unwrap(llvm::Expected<T> value) {
  if (!value)
    raise(value.takeError());
  return std::move(*value);
}

/// The context every module lives in, created on first use.
std::shared_ptr<mlir::MLIRContext> getContext() {
  static std::weak_ptr<mlir::MLIRContext> shared;
  if (std::shared_ptr<mlir::MLIRContext> context = shared.lock())
    return context;
  mlir::DialectRegistry registry;
  registerExecutorDependencies(registry);
  auto context = std::make_shared<mlir::MLIRContext>(registry);
  context->loadAllAvailableDialects();
  shared = context;
  return context;
}

/// Throws the diagnostics `collector` gathered, or `fallback` if none.
[[noreturn]] void fail(tosac::DiagnosticCollector &collector,
                       const std::string &fallback) {
  throw TosacError(llvm::toString(collector.takeError(fallback)));
}

/// A loaded, verified module (not yet compiled).
struct PyModule {
  std::shared_ptr<mlir::MLIRContext> context;
  mlir::OwningOpRef<mlir::ModuleOp> module;

  std::string toMlir() {
    std::string text;
    llvm::raw_string_ostream os(text);
    module->print(os);
    return text;
  }

  py::bytes toTosa() {
    tosac::DiagnosticCollector diagnostics(context.get());
    std::vector<uint8_t> out;
    if (mlir::failed(exportTosaFlatbuffer(*module, out)))
      fail(diagnostics, "cannot export the module as a .tosa flatbuffer");
    return py::bytes(reinterpret_cast<const char *>(out.data()), out.size());
  }

  std::string toJson() {
    tosac::DiagnosticCollector diagnostics(context.get());
    std::string text;
    llvm::raw_string_ostream os(text);
    if (mlir::failed(exportTosaJson(*module, os)))
      fail(diagnostics, "cannot export the module as .tosa JSON");
    return text;
  }
};

/// A compiled module and the context its IR came from.
struct PyCompiled {
  std::shared_ptr<mlir::MLIRContext> context;
  std::unique_ptr<CompiledModule> compiled;
};

std::unique_ptr<PyModule> parseMlir(const std::string &text,
                                    const std::string &name) {
  auto result = std::make_unique<PyModule>();
  result->context = getContext();
  tosac::DiagnosticCollector diagnostics(result->context.get());
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(llvm::MemoryBuffer::getMemBufferCopy(text, name),
                               llvm::SMLoc());
  result->module =
      mlir::parseSourceFile<mlir::ModuleOp>(sourceMgr, result->context.get());
  if (!result->module)
    fail(diagnostics, "cannot parse '" + name + "'");
  if (mlir::failed(mlir::verify(*result->module)))
    fail(diagnostics, "'" + name + "' is not a valid TOSA module");
  return result;
}

std::unique_ptr<PyModule> loadFile(const std::string &path) {
  auto result = std::make_unique<PyModule>();
  result->context = getContext();
  result->module = unwrap(loadModule(path, result->context.get()));
  return result;
}

std::unique_ptr<PyModule> loadTosaBytes(const py::bytes &data,
                                        const std::string &name) {
  auto result = std::make_unique<PyModule>();
  result->context = getContext();
  tosac::DiagnosticCollector diagnostics(result->context.get());
  auto owner = std::make_shared<std::string>(data);
  llvm::ArrayRef<uint8_t> bytes(
      reinterpret_cast<const uint8_t *>(owner->data()), owner->size());
  result->module =
      importTosaFlatbuffer(bytes, owner, name, result->context.get());
  if (!result->module)
    fail(diagnostics, "cannot read '" + name + "'");
  return result;
}

Target parseTarget(const std::string &name) {
  if (name == "cpu")
    return Target::Cpu;
  if (name == "vta-sim" || name == "vta_sim")
    return Target::VtaSim;
  throw TosacError("unknown target '" + name +
                   "' (expected 'cpu' or 'vta-sim')");
}

std::unique_ptr<PyCompiled> compileModule(PyModule &module,
                                          const std::string &target,
                                          const std::string &entry,
                                          unsigned optLevel, bool vtaReport,
                                          bool vtaDoubleBuffer, bool strict) {
  ExecutorOptions options;
  options.lowering.strict = strict;
  options.target = parseTarget(target);
  options.entry = entry;
  options.optLevel = optLevel;
  options.vtaReport = vtaReport;
  options.vtaDoubleBuffer = vtaDoubleBuffer;
  if (optLevel > 3)
    throw TosacError("opt_level must be 0 to 3, got " +
                     std::to_string(optLevel));
  // The executor rewrites the module in place: compile a copy, so that one
  // loaded module can be compiled for several targets.
  mlir::OwningOpRef<mlir::ModuleOp> copy = module.module->clone();
  auto result = std::make_unique<PyCompiled>();
  result->context = module.context;
  result->compiled = unwrap(CompiledModule::compile(*copy, options));
  return result;
}

//===----------------------------------------------------------------------===//
// numpy <-> NpyArray
//===----------------------------------------------------------------------===//

NpyArray toNpy(const py::handle &object, const TensorSignature &signature,
               const char *what) {
  if (!py::isinstance<py::array>(object))
    throw TosacError(std::string(what) + " '" + signature.name +
                     "' must be a numpy array, got " +
                     std::string(py::str(py::type::of(object))));
  py::array array = py::array::ensure(object, py::array::c_style);
  if (!array)
    throw py::error_already_set();
  std::string descr = py::str(array.dtype().attr("str"));
  NpyArray result;
  result.dtype = unwrap(parseNpyDescr(descr));
  result.shape.assign(array.shape(), array.shape() + array.ndim());
  const auto *begin = static_cast<const uint8_t *>(array.data());
  result.data.assign(begin, begin + array.nbytes());
  return result;
}

py::array fromNpy(const NpyArray &array) {
  py::dtype dtype(getNpyDescr(array.dtype).str());
  std::vector<py::ssize_t> shape(array.shape.begin(), array.shape.end());
  py::array result(dtype, shape);
  if (!array.data.empty())
    std::memcpy(result.mutable_data(), array.data.data(), array.data.size());
  return result;
}

std::vector<NpyArray> toInputs(const CompiledModule &model,
                               const py::sequence &arrays) {
  const std::vector<TensorSignature> &inputs = model.getInputs();
  if (static_cast<size_t>(py::len(arrays)) != inputs.size())
    throw TosacError("expected " + std::to_string(inputs.size()) +
                     " inputs, got " + std::to_string(py::len(arrays)));
  std::vector<NpyArray> result;
  result.reserve(inputs.size());
  for (size_t i = 0; i < inputs.size(); ++i)
    result.push_back(toNpy(arrays[i], inputs[i], "input"));
  return result;
}

py::list runModel(PyCompiled &model, const py::sequence &arrays) {
  std::vector<NpyArray> inputs = toInputs(*model.compiled, arrays);
  std::vector<NpyArray> outputs = unwrap(model.compiled->run(inputs));
  py::list result;
  for (const NpyArray &output : outputs)
    result.append(fromNpy(output));
  return result;
}

/// (name, TOSA type name, npy descr, shape) per tensor.
py::list describe(const std::vector<TensorSignature> &signatures) {
  py::list result;
  for (const TensorSignature &s : signatures)
    result.append(
        py::make_tuple(s.name, getElementKindName(s.kind).str(),
                       getNpyDescr(getNpyDTypeOf(s.kind)).str(),
                       py::tuple(py::cast(std::vector<int64_t>(s.shape)))));
  return result;
}

/// Runs the model `n` times on `arrays` (zeros when None) inside C++ and
/// returns the seconds of each run: the executor's own cost per call,
/// without Python argument handling or numpy conversions.
std::vector<double> benchRunCpp(PyCompiled &model, int n,
                                const py::object &arrays) {
  std::vector<NpyArray> inputs;
  if (arrays.is_none()) {
    for (const TensorSignature &s : model.compiled->getInputs())
      inputs.push_back(NpyArray::zeros(getNpyDTypeOf(s.kind), s.shape));
  } else {
    inputs = toInputs(*model.compiled, arrays);
  }
  std::vector<double> times;
  times.reserve(std::max(n, 0));
  for (int i = 0; i < n; ++i) {
    auto start = std::chrono::steady_clock::now();
    llvm::Expected<std::vector<NpyArray>> outputs = model.compiled->run(inputs);
    auto stop = std::chrono::steady_clock::now();
    if (!outputs)
      raise(outputs.takeError());
    times.push_back(std::chrono::duration<double>(stop - start).count());
  }
  return times;
}

py::bytes mlirToTosa(const std::string &text) {
  return parseMlir(text, "<mlir>")->toTosa();
}

} // namespace

PYBIND11_MODULE(_tosac, m) {
  m.doc() = "tosac: compile and run TOSA models (C++ extension)";
  m.attr("__version__") = tosac::python::getVersion();
  m.attr("__git_revision__") = tosac::python::getGitRevision();
  py::register_exception<TosacError>(m, "TosacError", PyExc_RuntimeError);

  py::class_<PyModule>(m, "Module")
      .def("to_mlir", &PyModule::toMlir, "The module as MLIR text")
      .def("to_tosa", &PyModule::toTosa, "The module as .tosa bytes")
      .def("to_json", &PyModule::toJson, "The module as .tosa JSON")
      .def("compile", &compileModule, py::arg("target") = "cpu",
           py::arg("entry") = "", py::arg("opt_level") = 3,
           py::arg("vta_report") = false, py::arg("vta_double_buffer") = true,
           py::arg("strict") = false,
           "Lower and JIT-compile a copy of the module (strict: reject "
           "element-type combinations outside the TOSA 1.0 tables)");

  py::class_<PyCompiled>(m, "CompiledModule")
      .def_property_readonly(
          "inputs",
          [](PyCompiled &c) { return describe(c.compiled->getInputs()); })
      .def_property_readonly(
          "outputs",
          [](PyCompiled &c) { return describe(c.compiled->getOutputs()); })
      .def_property_readonly(
          "variables",
          [](PyCompiled &c) { return describe(c.compiled->getVariables()); })
      .def_property_readonly(
          "compile_seconds",
          [](PyCompiled &c) { return c.compiled->getCompileSeconds(); })
      .def_property(
          "threads", [](PyCompiled &c) { return c.compiled->getThreads(); },
          [](PyCompiled &c, int threads) {
            if (threads < 0)
              throw TosacError("threads must be 0 (one per core) or more, "
                               "got " +
                               std::to_string(threads));
            c.compiled->setThreads(static_cast<unsigned>(threads));
          })
      .def("run", &runModel, py::arg("arrays"),
           "Run once on numpy arrays in input order; returns a list")
      .def(
          "get_variable",
          [](PyCompiled &c, const std::string &name) {
            return fromNpy(unwrap(c.compiled->getVariable(name)));
          },
          py::arg("name"))
      .def(
          "set_variable",
          [](PyCompiled &c, const std::string &name, const py::handle &value) {
            const auto &variables = c.compiled->getVariables();
            auto it = std::find_if(
                variables.begin(), variables.end(),
                [&](const TensorSignature &s) { return s.name == name; });
            if (it == variables.end())
              throw TosacError("no variable named '" + name + "'");
            if (llvm::Error error = c.compiled->setVariable(
                    name, toNpy(value, *it, "variable")))
              raise(std::move(error));
          },
          py::arg("name"), py::arg("value"))
      .def("vta_stats", [](PyCompiled &c) {
        py::list result;
        for (const VtaProgramStats &s : c.compiled->getVtaStats()) {
          py::dict stats;
          stats["name"] = s.name;
          stats["launches"] = s.launches;
          stats["instructions"] = s.instructions;
          stats["total_cycles"] = s.totalCycles;
          stats["gemm_cycles"] = s.gemmCycles;
          result.append(stats);
        }
        return result;
      });

  m.def("load_file", &loadFile, py::arg("path"),
        "Read a .tosa, .json or .mlir file");
  m.def("parse_mlir", &parseMlir, py::arg("text"), py::arg("name") = "<string>",
        "Parse and verify TOSA MLIR text");
  m.def("load_tosa_bytes", &loadTosaBytes, py::arg("data"),
        py::arg("name") = "<bytes>", "Import a .tosa flatbuffer held in bytes");
  m.def("mlir_to_tosa", &mlirToTosa, py::arg("text"),
        "Translate TOSA MLIR text to .tosa flatbuffer bytes");
  m.def("_bench_run_cpp", &benchRunCpp, py::arg("model"), py::arg("n"),
        py::arg("inputs") = py::none(),
        "Time n runs inside C++; returns the seconds of each run");
}
