/*===- expect.h - A check for the example programs ------------------------===*\
|*                                                                            *|
|* Part of tosac, an MLIR-based compiler for TOSA.                            *|
|*                                                                            *|
|*===----------------------------------------------------------------------===*|
|*                                                                            *|
|* EXPECT(condition) reports a false condition with its place and counts it  *|
|* in `failures`, which the program's main returns from.                     *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef TOSAC_EXAMPLES_AOT_EXPECT_H
#define TOSAC_EXAMPLES_AOT_EXPECT_H

#include <stdio.h>

static int failures = 0;

#define EXPECT(condition)                                                      \
  do {                                                                         \
    if (!(condition)) {                                                        \
      fprintf(stderr, "%s:%d: failed: %s\n", __FILE__, __LINE__, #condition);  \
      ++failures;                                                              \
    }                                                                          \
  } while (0)

#endif /* TOSAC_EXAMPLES_AOT_EXPECT_H */
