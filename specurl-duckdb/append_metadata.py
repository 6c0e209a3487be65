#!/usr/bin/env python3
"""Makes a DuckDB extension of the shared library cargo builds: a copy of
it with the 512-byte metadata footer DuckDB reads before it loads one.

    python3 specurl-duckdb/append_metadata.py LIBRARY OUT [--platform P]

The footer, in file order: a 22-byte WebAssembly custom-section header
(so that a WebAssembly build stays a valid module; DuckDB skips it on
other platforms), eight 32-byte fields, NUL-padded ASCII, last field
first, and a 256-byte signature, all zero for an unsigned extension.
Read back to front, the fields are: the magic "4", the platform
(``linux_amd64``), the DuckDB version, or for the C_STRUCT ABI the C API
version the extension needs, the extension's version, the ABI type, and
three unused. The platform must be the loading DuckDB's (``PRAGMA
platform``); by default it is this machine's.
"""

import argparse
import platform
import shutil
import sys

C_API_VERSION = "v1.2.0"
FIELD = 32
SIGNATURE = 256


def field(text):
    data = text.encode("ascii")
    if len(data) > FIELD:
        sys.exit(f"error: {text!r} is longer than a footer field ({FIELD} bytes)")
    return data + b"\0" * (FIELD - len(data))


def section_header():
    # Custom section (id 0) of 531 bytes (LEB128 0x93 0x04): a 16-byte
    # name after its length, then 512 bytes (LEB128 0x80 0x04) of payload.
    name = b"duckdb_signature"
    return bytes([0, 0x93, 0x04, len(name)]) + name + bytes([0x80, 0x04])


def this_platform():
    system = platform.system().lower()
    machine = {"x86_64": "amd64", "amd64": "amd64", "aarch64": "arm64", "arm64": "arm64"}.get(
        platform.machine().lower(), platform.machine().lower()
    )
    return {"darwin": "osx"}.get(system, system) + "_" + machine


def footer(platform_name, extension_version, abi="C_STRUCT", capi=C_API_VERSION):
    fields = ["", "", "", abi, extension_version, capi, platform_name, "4"]
    data = section_header() + b"".join(field(f) for f in fields) + b"\0" * SIGNATURE
    assert len(data) == 22 + 8 * FIELD + SIGNATURE
    return data


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("library", help="the shared library cargo built (libspecurl_duckdb.so)")
    parser.add_argument("out", help="the extension to write (specurl.duckdb_extension)")
    parser.add_argument("--platform", default=this_platform(), help="DuckDB's platform name")
    parser.add_argument("--extension-version", default="0.1.0")
    args = parser.parse_args()
    if not args.out.endswith("specurl.duckdb_extension"):
        # DuckDB calls `<file name>_init_c_api`, and the library's entry
        # point is `specurl_init_c_api`.
        sys.exit("error: the extension's file must be named specurl.duckdb_extension")
    tmp = args.out + ".tmp"
    shutil.copyfile(args.library, tmp)
    with open(tmp, "ab") as f:
        f.write(footer(args.platform, args.extension_version))
    shutil.move(tmp, args.out)
    print(f"{args.out}: {args.platform}, C API {C_API_VERSION}, version {args.extension_version}")


if __name__ == "__main__":
    main()
