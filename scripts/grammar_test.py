"""Tokenizes format files with the VS Code grammar and checks what scopes they get.

Arguments: GRAMMAR.json VISUAL_BINARY FILE.visual...  (see scripts/grammar-test).
"""
import json
import logging
import subprocess
import sys

from textmate_grammar.parsers.base import LanguageParser

ROOT_SCOPE = "source.visual"
VIEW_SCOPES = ("variable.other.view.", "entity.name.type.view.", "entity.name.type.container.")


def scopes_by_character(parser, text):
    """{(line, column): [scopes]} for every character the grammar gave a token (0-based)."""
    element = parser.parse_string(text)
    scopes = {}
    if element is None:
        return scopes
    for (line, column), content, names in element.flatten():
        for offset in range(len(content)):
            scopes[(line, column + offset)] = names
    return scopes


def check(parser, binary, path):
    """The problems of one file, as messages."""
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    scopes = scopes_by_character(parser, text)
    problems = []
    for line_number, line in enumerate(text.split("\n")):
        for column, character in enumerate(line):
            if character.isspace():
                continue
            names = scopes.get((line_number, column), [ROOT_SCOPE])
            if names == [ROOT_SCOPE]:
                problems.append(f"{path}:{line_number + 1}:{column + 1}: '{character}' has no scope: {line.strip()}")
                break  # one per line is enough to see it

    layout = subprocess.run([binary, "layout", path, "--format", "json"], capture_output=True, text=True)
    views = [view["name"] for view in json.loads(layout.stdout)["views"] if not view.get("spacer")]
    lines = text.split("\n")
    for name in views:
        found = False
        for (line_number, column), names in scopes.items():
            if not any(scope.startswith(VIEW_SCOPES) for scope in names):
                continue
            if lines[line_number][column:column + len(name)] == name and \
                    (column == 0 or scopes.get((line_number, column - 1)) != names):
                end = column + len(name)
                if end >= len(lines[line_number]) or scopes.get((line_number, end)) != names:
                    found = True
                    break
        if not found:
            problems.append(f"{path}: view '{name}' is never scoped as a view")
    return problems, len(views)


def main():
    grammar_path, binary, *paths = sys.argv[1:]
    # The tokenizer warns about every stretch no pattern matches (string contents): noise here.
    logging.getLogger("textmate_grammar").setLevel(logging.ERROR)
    with open(grammar_path, encoding="utf-8") as handle:
        parser = LanguageParser(json.load(handle))
    failed = 0
    views = 0
    for path in paths:
        problems, count = check(parser, binary, path)
        views += count
        if problems:
            failed += 1
            print("\n".join(problems))
    print(f"grammar: {len(paths)} samples tokenized, {views} views checked")
    print(f"{len(paths) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
