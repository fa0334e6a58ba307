#!/usr/bin/env python3
"""Writes a damaged copy of a .tosa file, for the malformed-file tests.

usage: corrupt.py IN OUT MODE [VALUE]

MODE is one of
  identifier        replace the file identifier "TOSA" by "XOSA"
  root-offset       point the root table offset past the end of the file
  vector-length     make the first block's operator vector absurdly long
  op VALUE          set the Op enum of the first operator
  attribute VALUE   set the attribute union tag of the first operator
  dtype VALUE       set the DType of the first tensor
  version MAJ MIN   set the graph version

It walks the FlatBuffers layout by hand (root -> TosaGraph -> regions[0] ->
blocks[0] -> operators[0] / tensors[0]), so it needs no flatbuffers package.
The fields it patches must be present in the file (non-default values).
"""

import struct
import sys


def u32(buf, pos):
    return struct.unpack_from("<I", buf, pos)[0]


def field(buf, table, slot):
    """Absolute position of field `slot` of the table at `table`, or None."""
    vtable = table - struct.unpack_from("<i", buf, table)[0]
    vtable_size = struct.unpack_from("<H", buf, vtable)[0]
    entry = 4 + 2 * slot
    if entry >= vtable_size:
        return None
    offset = struct.unpack_from("<H", buf, vtable + entry)[0]
    return table + offset if offset else None


def deref(buf, pos):
    return pos + u32(buf, pos)


def vector_element(buf, table, slot, index):
    vec = deref(buf, field(buf, table, slot))
    return deref(buf, vec + 4 + 4 * index)


def main():
    src, dst, mode = sys.argv[1:4]
    args = [int(a, 0) for a in sys.argv[4:]]
    buf = bytearray(open(src, "rb").read())
    graph = u32(buf, 0)
    region = vector_element(buf, graph, 1, 0)  # TosaGraph.regions
    block = vector_element(buf, region, 1, 0)  # TosaRegion.blocks
    if mode == "identifier":
        buf[4:8] = b"XOSA"
    elif mode == "root-offset":
        struct.pack_into("<I", buf, 0, len(buf) + 1024)
    elif mode == "vector-length":
        operators = deref(buf, field(buf, block, 1))
        struct.pack_into("<I", buf, operators, 0x3FFFFFFF)
    elif mode == "op":
        op = vector_element(buf, block, 1, 0)
        struct.pack_into("<I", buf, field(buf, op, 0), args[0])
    elif mode == "attribute":
        op = vector_element(buf, block, 1, 0)
        struct.pack_into("<B", buf, field(buf, op, 1), args[0])
    elif mode == "dtype":
        tensor = vector_element(buf, block, 2, 0)
        struct.pack_into("<I", buf, field(buf, tensor, 2), args[0])
    elif mode == "version":
        version = deref(buf, field(buf, graph, 0))
        struct.pack_into("<i", buf, field(buf, version, 0), args[0])
        struct.pack_into("<i", buf, field(buf, version, 1), args[1])
    else:
        sys.exit("unknown mode " + mode)
    open(dst, "wb").write(bytes(buf))


if __name__ == "__main__":
    main()
