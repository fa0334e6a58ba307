# Writes the text of INPUT (tosa.fbs) to OUTPUT as a C++ raw string literal.
# Run with: cmake -DINPUT=<fbs> -DOUTPUT=<inc> -P EmbedSchema.cmake
file(READ "${INPUT}" schema)
string(FIND "${schema}" ")TOSA_FBS\"" clash)
if(NOT clash EQUAL -1)
  message(FATAL_ERROR "${INPUT} contains the raw-string delimiter )TOSA_FBS\"")
endif()
file(WRITE "${OUTPUT}.tmp"
  "// Generated from tosa.fbs by EmbedSchema.cmake; do not edit.\n"
  "R\"TOSA_FBS(${schema})TOSA_FBS\"\n")
file(COPY_FILE "${OUTPUT}.tmp" "${OUTPUT}" ONLY_IF_DIFFERENT)
file(REMOVE "${OUTPUT}.tmp")
