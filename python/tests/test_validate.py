"""validate, validation_errors and tokens: places in code points, the
strictness levels, a base, and the token tree."""

import pytest

from conftest import load
from specurl import URL, URLError, tokens, validate, validation_errors


def test_strictness_levels():
    text = "http://u@h/a b"
    lenient = validate(text)
    strict = validate(text, strictness="strict")
    assert [d.severity for d in lenient] == ["warning", "warning"]
    assert [d.severity for d in strict] == ["error", "error"]
    assert [(d.start, d.end) for d in strict] == [(7, 9), (12, 13)]
    assert strict[0].name == "invalid-credentials"
    assert strict[0].help and "credentials" in strict[0].help
    assert all(d.message for d in strict)
    assert validate("../c", strictness="whatwg")[0].kind == "missing-scheme"
    assert validate("../c", strictness="whatwg", base="https://h/a/b") == []
    assert validate("../c", strictness="whatwg", base=URL("https://h/a/b")) == []


def test_places_count_code_points():
    text = "http://é.example/a b"
    d = validate(text, strictness="strict")[-1]
    assert text[d.start:d.end] == " "


def test_mode_reads_schemeless_input():
    kinds = [d.kind for d in validate("\\\\h\\x", mode="web", strictness="strict")]
    assert kinds and set(kinds) == {"backslash"}
    generic = [d.kind for d in validate("\\\\h\\x", mode="generic", strictness="strict")]
    assert "backslash" not in generic
    with pytest.raises(ValueError):
        validate("x", mode="nope")
    with pytest.raises(ValueError):
        validate("x", strictness="nope")
    with pytest.raises(ValueError):
        validate("x", mode="web", base="https://h/")


def test_whatwg_validity_matches_the_parser_on_wpt():
    # A valid URL string parses; an input the parser refuses is never a
    # valid URL string.
    for case in load("wpt", "urltestdata.json"):
        if not isinstance(case, dict) or case.get("base") is not None:
            continue
        valid = not any(d.severity == "error"
                        for d in validate(case["input"], strictness="whatwg"))
        if valid:
            assert URL.can_parse(case["input"]), case["input"]


def test_validation_errors():
    errors = validation_errors("https://user@example.com/a|b")
    assert [(e.name, e.start, e.end) for e in errors] == [
        ("invalid-credentials", 12, 13), ("invalid-URL-unit", 26, 27)]
    assert validation_errors("https://example.com/") == []
    assert [e.name for e in validation_errors("http://1.2.3/")] == ["IPv4-too-few-parts"]
    failed = validation_errors("http://h:99999/")
    assert failed[-1].name == "port-out-of-range"
    assert [e.name for e in validation_errors("c", "https://h/a/")] == []


def test_tokens_tree():
    top = tokens("http://u@h:8/a/b?q#f")
    assert [t.rule for t in top] == ["scheme", "authority", "path-root", "dir", "file", "query", "fragment"]
    authority = top[1]
    assert [(c.rule, c.text) for c in authority.children] == [("userinfo", "u"), ("host", "h"), ("port", "8")]
    assert authority.children[0].children[0].rule == "username"
    # Places are in the input as given, tabs included; texts are what the
    # grammar read.
    t = tokens(" ht\ttp://h/")[0]
    assert (t.rule, t.start, t.end, t.text) == ("scheme", 1, 6, "http")
    assert [t.rule for t in tokens("\\\\h\\x", mode="web")][:1] == ["authority"]


def test_tokens_refusal_is_url_error():
    with pytest.raises(URLError) as info:
        tokens("http://[::1/")
    assert info.value.kind.startswith("syntax.")
    assert info.value.start is not None


def test_long_input_is_linear_enough():
    # 200,000 segments with a non-ASCII character: the places are computed
    # once for the whole input.
    text = "http://h/" + "é/" * 200_000
    assert len(tokens(text)) == 200_000 + 3
    assert validate(text) == []


@pytest.mark.parametrize("call", [
    lambda: validate(1), lambda: validation_errors(b"x"), lambda: tokens(None),
    lambda: validate("x", base=1),
])
def test_type_errors(call):
    with pytest.raises(TypeError):
        call()
