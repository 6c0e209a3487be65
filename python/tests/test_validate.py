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


BAD_INPUTS = [
    " http://u:p@h/a b%zz\\c|d ",
    "http://h:99999/",
    "http://h:8x/",
    "http://0x7f.1./",
    "http://[1::2::3]/",
    "http://[::01]/",
    "http://[::1/",
    "http://a<b/",
    "http://ex%41mple.com/",
    "http://1.2.3.256/",
    "http://xn--a.com/",
    "http:example.com",
    "http:///x",
    "file://C:/x",
    "file://u@h:8/x",
    "file:C:/x",
    "../c",
    "\u00e9://h/\u0000",
]


def test_every_diagnostic_has_a_help():
    seen = set()
    for text in BAD_INPUTS:
        for strictness in ("lenient", "strict", "whatwg"):
            for mode in ("generic", "web", "file"):
                for d in validate(text, strictness=strictness, mode=mode):
                    assert isinstance(d.help, str) and d.help, (text, d)
                    # The library's words: no option of the command line.
                    assert "--" not in d.help, (text, d.help)
                    seen.add(d.kind)
    # The set reaches the grammar's, host processing's and resolution's
    # kinds, whose help the binding once left out.
    assert {"syntax.port-out-of-range", "syntax.invalid-port",
            "host.forbidden-code-point", "resolve.file-port",
            "missing-scheme"} <= seen, seen
    assert len(seen) >= 15, seen


def test_help_names_the_fix():
    [d] = validate("http://h:99999/")
    assert d.kind == "syntax.port-out-of-range"
    assert d.help == "use a port from 0 to 65535"
    # Written from the text found, whichever finding of the IPv4 address.
    found = validate("http://0x7f.1/\u00e9", strictness="strict")
    ip4 = [d for d in found if d.kind == "loose-ip4" or d.kind.startswith("ip4.")]
    assert ip4 and all(d.help == "write it as `127.0.0.1`" for d in ip4), found


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
