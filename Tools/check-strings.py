#!/usr/bin/env python3
"""Checks the SDK's strings tables: Sources/KontextVideoCore/Presentation/Strings/*.lproj.

Each language's Localizable.strings must be UTF-8 without a byte order mark (Foundation on Linux
does not read UTF-16 tables), parse as `"key" = "value";` entries (a table that does not parse is
dropped whole by Foundation), hold no key twice (Foundation keeps one silently) and no empty
value, have every key of English and no other, and keep English's format placeholders. A text
that counts (English `skipIn.one`, `skipIn.other`) needs `.other` in every language and may have
only CLDR categories; which categories each language needs exactly is checked by the Swift test
AdChromeStringsResourceTests, which knows the plural rules. The folders must be exactly the
languages of `AdChromeStrings.supportedLanguages`.

Prints `path:line: problem` for each problem; exits 1 if there is any.
"""

import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
STRINGS = ROOT / "Sources" / "KontextVideoCore" / "Presentation" / "Strings"
SWIFT = ROOT / "Sources" / "KontextVideoCore" / "Presentation" / "AdChromeStrings.swift"
TABLE = "Localizable.strings"
DEVELOPMENT = "en"
CATEGORIES = ("zero", "one", "two", "few", "many", "other")
ESCAPES = {'"': '"', "\\": "\\", "n": "\n", "t": "\t", "r": "\r", "0": "\0", "'": "'"}


class ParseError(Exception):
    def __init__(self, line, message):
        super().__init__(message)
        self.line = line


def parse(text):
    """The entries of a .strings table as (key, value, line), in order."""
    entries = []
    i, line, n = 0, 1, len(text)

    def skip_space_and_comments():
        nonlocal i, line
        while i < n:
            if text[i] in " \t\r\n":
                line += text[i] == "\n"
                i += 1
            elif text.startswith("/*", i):
                end = text.find("*/", i + 2)
                if end < 0:
                    raise ParseError(line, "unclosed comment")
                line += text.count("\n", i, end)
                i = end + 2
            elif text.startswith("//", i):
                end = text.find("\n", i)
                i = n if end < 0 else end
            else:
                return

    def quoted():
        nonlocal i, line
        if i >= n or text[i] != '"':
            raise ParseError(line, "expected a quoted string")
        i += 1
        out = []
        while i < n and text[i] != '"':
            c = text[i]
            if c == "\n":
                line += 1
            if c == "\\":
                i += 1
                if i >= n:
                    break
                e = text[i]
                if e == "U" and re.fullmatch(r"[0-9a-fA-F]{4}", text[i + 1 : i + 5] or ""):
                    out.append(chr(int(text[i + 1 : i + 5], 16)))
                    i += 5
                    continue
                if e not in ESCAPES:
                    raise ParseError(line, f"unknown escape \\{e}")
                out.append(ESCAPES[e])
            else:
                out.append(c)
            i += 1
        if i >= n:
            raise ParseError(line, "unclosed string")
        i += 1
        return "".join(out)

    def expect(char):
        nonlocal i
        skip_space_and_comments()
        if i >= n or text[i] != char:
            raise ParseError(line, f"expected '{char}'")
        i += 1

    while True:
        skip_space_and_comments()
        if i >= n:
            return entries
        start = line
        key = quoted()
        expect("=")
        skip_space_and_comments()
        value = quoted()
        expect(";")
        entries.append((key, value, start))


PLACEHOLDER = re.compile(r"%(?:(\d+)\$)?((?:ll|l|q|z|h)?)(.?)", re.S)


def placeholders(template):
    """As AdChromeTemplate.placeholders(in:): %d for a whole number, %@ for text, with or
    without 1$; %2$d, %3$@ and so on for a later argument; anything else after a % as written;
    %% is not a placeholder."""
    found = []
    i = 0
    while True:
        i = template.find("%", i)
        if i < 0:
            return found
        if template.startswith("%%", i):
            i += 2
            continue
        m = PLACEHOLDER.match(template, i)
        position, length, conversion = m.groups()
        first = position in (None, "1")
        whole = conversion in ("d", "i", "u") and conversion
        text = conversion == "@" and not length
        if first and whole:
            found.append("%d")
        elif first and text:
            found.append("%@")
        elif position and 2 <= int(position) <= 9 and (whole or text):
            found.append(f"%{int(position)}${'d' if whole else '@'}")
        else:
            found.append(m.group(0))
        i = m.end()


def supported_languages():
    source = SWIFT.read_text(encoding="utf-8")
    m = re.search(r"static let supportedLanguages: \[String\] = \[(.*?)\]", source, re.S)
    return set(re.findall(r'"([^"]+)"', m.group(1))) if m else None


def base_of(key):
    stem, _, category = key.rpartition(".")
    return stem if stem and category in CATEGORIES else None


def main():
    problems = []
    tables = {}
    for folder in sorted(STRINGS.glob("*.lproj")):
        language = folder.name[: -len(".lproj")]
        path = folder / TABLE
        shown = path.relative_to(ROOT)
        if not path.is_file():
            problems.append(f"{folder.relative_to(ROOT)}: no {TABLE}")
            continue
        data = path.read_bytes()
        if data.startswith(b"\xef\xbb\xbf") or data.startswith((b"\xff\xfe", b"\xfe\xff")):
            problems.append(f"{shown}:1: a byte order mark; write UTF-8 without one")
            continue
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError as error:
            problems.append(f"{shown}: not UTF-8 ({error})")
            continue
        try:
            entries = parse(text)
        except ParseError as error:
            problems.append(f"{shown}:{error.line}: {error}")
            continue
        table = {}
        for key, value, line in entries:
            if key in table:
                problems.append(f"{shown}:{line}: {key} again (first on line {table[key][1]})")
            if not value.strip():
                problems.append(f"{shown}:{line}: {key} is empty")
            table[key] = (value, line)
        tables[language] = (shown, table)

    supported = supported_languages()
    if supported is None:
        problems.append(f"{SWIFT.relative_to(ROOT)}: supportedLanguages not found")
    elif set(tables) != supported:
        problems.append(
            f"{STRINGS.relative_to(ROOT)}: folders {sorted(tables)} are not "
            f"AdChromeStrings.supportedLanguages {sorted(supported)}"
        )

    if DEVELOPMENT not in tables:
        problems.append(f"{STRINGS.relative_to(ROOT)}: no {DEVELOPMENT}.lproj")
    else:
        _, english = tables[DEVELOPMENT]
        counting = {base_of(key) for key in english} - {None}
        plain = {key for key in english if base_of(key) not in counting}
        for language, (shown, table) in sorted(tables.items()):
            for key in sorted(plain - set(table)):
                problems.append(f"{shown}: {key} is missing")
            for base in sorted(counting):
                if f"{base}.other" not in table:
                    problems.append(f"{shown}: {base}.other is missing")
            for key, (value, line) in table.items():
                base = base_of(key)
                if key not in plain and base not in counting:
                    problems.append(f"{shown}:{line}: {key} is not a key of English")
                    continue
                reference = english.get(key) or english.get(f"{base}.other")
                if reference and sorted(placeholders(value)) != sorted(placeholders(reference[0])):
                    problems.append(
                        f"{shown}:{line}: {key} has placeholders {placeholders(value)}, "
                        f"English has {placeholders(reference[0])}"
                    )

    for problem in problems:
        print(problem)
    if problems:
        return 1
    print(f"strings: {len(tables)} languages, each with every key and English's placeholders")
    return 0


if __name__ == "__main__":
    sys.exit(main())
