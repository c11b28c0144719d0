#!/usr/bin/env python3
"""Lists the public symbols of the library modules that have no doc comment; exits 1 if any.

Usage: doc-coverage.py SYMBOL_GRAPH_DIR (the symbol graphs `swift build -emit-symbol-graph`
wrote, see .ci/docs). Checked: every symbol declared in Sources/ObservationBackport and
Sources/ViewHost and the text view targets (SPI excluded, as in the symbol graphs), plus the SwiftUI adapter's sources as
compiled into ViewHostSwiftUIAdapterTests on Linux. Symbols the compiler synthesizes (protocol
default implementations, inherited members) have no source location and are not counted.
"""
import glob
import json
import os
import sys

# Module prefix of the symbol graph file -> the source folders whose symbols count.
CHECKED = {
    "ObservationBackport": ("/Sources/ObservationBackport/",),
    "ViewHost": ("/Sources/ViewHost/",),
    "TextRendering": ("/Sources/TextRendering/",),
    "TextViews": ("/Sources/TextViews/",),
    "TextTerminal": ("/Sources/TextTerminal/",),
    "ViewHostSwiftUIAdapterTests": ("/Sources/ViewHost/SwiftUIAdapter/", "/ViewHostSwiftUIAdapterTests/Adapter/"),
}


def main():
    if len(sys.argv) != 2 or not os.path.isdir(sys.argv[1]):
        sys.exit("usage: doc-coverage.py SYMBOL_GRAPH_DIR")
    undocumented, checked, seen = [], 0, set()
    for path in sorted(glob.glob(os.path.join(sys.argv[1], "*.symbols.json"))):
        module = os.path.basename(path).split(".")[0].split("@")[0]
        folders = CHECKED.get(module)
        if folders is None:
            continue
        for symbol in json.load(open(path))["symbols"]:
            uri = symbol.get("location", {}).get("uri", "")
            if not any(folder in uri for folder in folders):
                continue
            key = symbol["identifier"]["precise"]
            if key in seen:
                continue
            seen.add(key)
            checked += 1
            comment = symbol.get("docComment", {}).get("lines", [])
            if not any(line.get("text", "").strip() for line in comment):
                line = symbol["location"]["position"]["line"] + 1
                file = uri.split("://", 1)[-1].replace(
                    "/Tests/ViewHostSwiftUIAdapterTests/Adapter/", "/Sources/ViewHost/SwiftUIAdapter/")
                name = ".".join(symbol["pathComponents"])
                undocumented.append(f"{os.path.relpath(file)}:{line}: {symbol['kind']['displayName'].lower()} {name} has no doc comment")
    for entry in undocumented:
        print(entry)
    print(f"doc coverage: {checked - len(undocumented)} of {checked} public symbols documented")
    if checked == 0:
        sys.exit("doc coverage: no symbols found; were the symbol graphs emitted?")
    sys.exit(1 if undocumented else 0)


if __name__ == "__main__":
    main()
