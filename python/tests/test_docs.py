"""The examples in the docstrings, run: every `>>>` line of the package's
classes, methods and properties (properties included, which pytest's
doctest collection skips on extension types)."""

import doctest
import inspect
import pathlib
import re

import specurl
import specurl.columnar
import specurl.duckdb
import specurl.polars


def docstrings():
    seen = {
        "specurl": specurl.__doc__,
        "specurl.columnar": specurl.columnar.__doc__,
        "specurl.duckdb": specurl.duckdb.__doc__,
        "specurl.duckdb.duckdb_type": specurl.duckdb.duckdb_type.__doc__,
        "specurl.polars": specurl.polars.__doc__,
    }
    for name in specurl.__all__:
        obj = getattr(specurl, name)
        seen[name] = getattr(obj, "__doc__", None)
        if inspect.isclass(obj):
            for attr, member in vars(obj).items():
                doc = getattr(member, "__doc__", None)
                if isinstance(member, (staticmethod, classmethod)):
                    doc = member.__func__.__doc__
                seen[f"{name}.{attr}"] = doc
    return {k: v for k, v in seen.items() if v and ">>>" in v}


def test_docstring_examples():
    parser = doctest.DocTestParser()
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    found = 0
    for name, doc in docstrings().items():
        globs = dict(vars(specurl), specurl=specurl, columnar=specurl.columnar)
        test = parser.get_doctest(doc, globs, name, None, 0)
        found += len(test.examples)
        runner.run(test)
    failed, attempted = runner.summarize(verbose=False)
    assert failed == 0
    # Every documented example was found (a change to how the extension
    # exposes docstrings would otherwise silently run none).
    assert found >= 25


def test_markdown_examples():
    """The `>>>` examples of the README's and docs/python.md's Python
    blocks, run."""
    root = pathlib.Path(__file__).resolve().parents[2]
    parser = doctest.DocTestParser()
    runner = doctest.DocTestRunner()
    found = 0
    for path in [root / "README.md", root / "docs" / "python.md", root / "python" / "README.md"]:
        text = path.read_text(encoding="utf-8")
        for i, block in enumerate(re.findall(r"```python\n(.*?)```", text, re.S)):
            test = parser.get_doctest(block, {}, f"{path.name}[{i}]", str(path), 0)
            found += len(test.examples)
            runner.run(test)
    failed, _ = runner.summarize(verbose=False)
    assert failed == 0
    assert found >= 5
