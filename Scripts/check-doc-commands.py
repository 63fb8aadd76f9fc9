#!/usr/bin/env python3
"""Checks the shell commands the documentation shows against the repository.

Swift samples are compiled by Scripts/check-consumers.sh; this checks what a compiler cannot:

1. CONTRIBUTING's list of CI steps is `.ci/run`'s: one numbered item per `step "..."`, in
   order, each naming its step's title in bold and showing the command(s) that step runs
   (with `"${flags[@]}"` spelled out), so a step added, removed, reordered or changed in
   `.ci/run` (a debug benchmark shown as release, say) fails here until CONTRIBUTING follows.
2. Every command in a ```sh block, and every inline `code` that starts like a command
   (`swift run`, `bash`, `python3`, `Scripts/...`), in the README, CONTRIBUTING and the DocC
   articles names things that exist: repository paths (scripts, `--package-path` folders,
   files to lint), `swift run` products of Package.swift, the `--options` given to a
   repository script (found in that script's text) or to a `swift run` product (found in
   the sources of its targets), and `VARIABLE=value` settings (read somewhere under Sources/,
   Tests/ or Scripts/).

  python3 Scripts/check-doc-commands.py

Exits with 1 and one line per problem when something does not match.
"""
import pathlib
import re
import shlex
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
CI = ROOT / ".ci/run"
CONTRIBUTING = ROOT / "CONTRIBUTING.md"
FLAGS = re.compile(r'"\$\{flags\[@\]\}"')

problems = []


def problem(where, message):
    problems.append(f"{where}: {message}")


def normalized(text):
    return " ".join(text.split())


# --- 1. CONTRIBUTING's CI steps against .ci/run ----------------------------------------------


def ci_steps():
    """(title, [commands]) for each `step` of .ci/run, in order."""
    text = CI.read_text()
    flags = re.search(r"^flags=\((.*)\)$", text, re.M)
    flag_words = flags.group(1) if flags else ""
    joined = re.sub(r"\\\n\s*", " ", text)  # line continuations
    steps = []
    for line in joined.splitlines():
        stripped = line.strip()
        match = re.match(r'^step "(.*)"$', stripped)
        if match:
            steps.append((match.group(1), []))
            continue
        if not steps or stripped.startswith("#"):
            continue
        if re.match(r"^([A-Z_]+=\S+ )*(swift|bash|python3) ", stripped):
            command = FLAGS.sub(flag_words, stripped)
            command = re.sub(r"\s*2>&1.*$|\s*\|.*$", "", command)
            steps[-1][1].append(normalized(command))
    return steps


def contributing_ci_items():
    """The numbered items of the list that follows the sentence naming `.ci/run`'s steps."""
    text = CONTRIBUTING.read_text()
    start = text.find("`.ci/run` works from a fresh clone")
    if start < 0:
        problem("CONTRIBUTING.md", "no paragraph starting '`.ci/run` works from a fresh clone'")
        return []
    section = text[start:]
    section = section[: section.find("\n## ")] if "\n## " in section else section
    items = re.split(r"^\d+\. ", section, flags=re.M)[1:]
    return [normalized(item) for item in items]


def check_ci_list():
    steps = ci_steps()
    items = contributing_ci_items()
    if len(steps) != len(items):
        problem("CONTRIBUTING.md", f"lists {len(items)} CI steps; .ci/run has {len(steps)}: "
                + "; ".join(title for title, _ in steps))
    for number, ((title, commands), item) in enumerate(zip(steps, items), start=1):
        if f"**{title}**" not in item:
            problem("CONTRIBUTING.md", f"CI step {number} should be **{title}**, as in .ci/run")
        for command in commands:
            if f"`{command}`" not in item:
                problem("CONTRIBUTING.md",
                        f"CI step {number} ({title}) should show `{command}`, as .ci/run runs it")


# --- 2. Commands in the documents ------------------------------------------------------------


def documents():
    files = [ROOT / "README.md", CONTRIBUTING]
    files += sorted(ROOT.glob("Sources/*/Documentation.docc/**/*.md"))
    return files


SH_BLOCK = re.compile(r"^( *)```(?:sh|bash|shell)[ \t]*\n(.*?)^\1```", re.S | re.M)
INLINE = re.compile(r"(?<!`)`([^`]+)`(?!`)")
COMMAND_START = re.compile(r"^([A-Z_]+=\S+ )*(swift run|swift test|swift build|bash |python3 |"
                           r"Scripts/|\.ci/)")


def commands_in(path):
    """(line number, command) for each command the document shows."""
    text = path.read_text()
    found = []
    for block in SH_BLOCK.finditer(text):
        first = text[: block.start()].count("\n") + 2
        body = re.sub(r"\\\n\s*", " ", block.group(2))
        for offset, line in enumerate(body.splitlines()):
            line = re.sub(r"\s+#.*$", "", line).strip()
            if line and not line.startswith("#"):
                found.append((first + offset, line))
    # Inline code outside fenced blocks (fences are blanked out, keeping line numbers).
    blanked = re.sub(r"^( *)```.*?^\1```", lambda m: "\n" * m.group(0).count("\n"),
                     text, flags=re.S | re.M)
    for match in INLINE.finditer(blanked):
        code = normalized(match.group(1))
        if COMMAND_START.match(code):
            found.append((blanked[: match.start()].count("\n") + 1, code))
    return found


def products():
    manifest = (ROOT / "Package.swift").read_text()
    executables = dict(re.findall(r'\.executable\(name: "([^"]+)", targets: \["([^"]+)"\]',
                                  manifest))
    dependencies = {name: re.findall(r'"([^"]+)"', deps) for name, deps in re.findall(
        r'\.executableTarget\(name: "([^"]+)", dependencies: \[([^\]]*)\]', manifest)}
    return executables, dependencies


EXECUTABLES, TARGET_DEPENDENCIES = products()
REPOSITORY_TEXT = None


def repository_text():
    global REPOSITORY_TEXT
    if REPOSITORY_TEXT is None:
        files = [p for folder in ("Sources", "Tests", "Scripts")
                 for p in (ROOT / folder).rglob("*") if p.suffix in (".swift", ".sh", ".py")]
        REPOSITORY_TEXT = "\n".join(p.read_text(errors="replace") for p in files)
    return REPOSITORY_TEXT


def is_placeholder(word):
    return bool(re.match(r"^[A-Z][A-Z_]*(\.\w+)?$", word))


def looks_like_path(word):
    if "://" in word or word.startswith(("-", "$", ".build", "/")) or is_placeholder(word):
        return False
    return "/" in word or re.search(r"\.(swift|sh|py|md|txt|yml)$", word) is not None


def check_command(where, command):
    for segment in re.split(r"\s*(?:&&|;|\|\||&|\|)\s*", command):
        try:
            words = shlex.split(segment)
        except ValueError:
            problem(where, f"cannot parse `{segment}`")
            continue
        while words and re.match(r"^[A-Z_]+=", words[0]):
            variable = words.pop(0).split("=")[0]
            if variable not in repository_text():
                problem(where, f"`{variable}` is read nowhere under Sources/, Tests/ or Scripts/")
        if not words or words[0] in ("cd", "kill", "echo", "open"):
            continue
        program, arguments = words[0], words[1:]
        if program in ("bash", "python3") and arguments:
            program, arguments = arguments[0], arguments[1:]
        for word in [program] + arguments:
            if looks_like_path(word) and not (ROOT / word).exists():
                problem(where, f"`{word}` does not exist (in `{segment}`)")
        options = [a.split("=")[0] for a in arguments if a.startswith("--")]
        script = ROOT / program
        if program != "swift" and script.is_file():
            for option in options:
                if option not in script.read_text():
                    problem(where, f"{program} takes no `{option}`")
        if program == "swift" and arguments[:1] == ["run"]:
            rest = [a for a in arguments[1:]]
            # Skip swift run's own options (and the values of those that take one).
            while rest and rest[0].startswith("-"):
                option = rest.pop(0)
                if option in ("-c", "--configuration", "-Xswiftc", "--package-path") and rest:
                    rest.pop(0)
            if not rest:
                continue
            product, product_options = rest[0], [a for a in rest[1:] if a.startswith("--")]
            if product not in EXECUTABLES:
                problem(where, f"`swift run {product}`: Package.swift has no such executable")
                continue
            sources = ""
            for target in [EXECUTABLES[product]] + TARGET_DEPENDENCIES.get(EXECUTABLES[product], []):
                folder = ROOT / "Sources" / target
                sources += "\n".join(p.read_text() for p in folder.rglob("*.swift"))
            for option in product_options:
                if f'"{option}' not in sources:
                    problem(where, f"{product} takes no `{option}`")


def check_commands():
    count = 0
    for path in documents():
        for line, command in commands_in(path):
            check_command(f"{path.relative_to(ROOT)}:{line}", command)
            count += 1
    return count


def main():
    check_ci_list()
    count = check_commands()
    if problems:
        print("\n".join(problems), file=sys.stderr)
        print(f"check-doc-commands: {len(problems)} problem(s)", file=sys.stderr)
        sys.exit(1)
    print(f"check-doc-commands: CONTRIBUTING lists .ci/run's {len(ci_steps())} steps as they run; "
          f"{count} documented commands name what exists")


if __name__ == "__main__":
    main()
