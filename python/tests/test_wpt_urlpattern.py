"""WPT's URL Pattern data through the Python API: urlpatterntestdata.json
(run as WPT's urlpatterntests.js runs it, with its derived expectations),
urlpattern-compare-test-data.json, urlpattern-generate-test-data.json, and
urlpattern-hasregexpgroups-tests.js by hand."""

import pytest

from conftest import load
from specurl import URL, URLPattern, URLPatternError, URLPatternSet

COMPONENTS = ["protocol", "username", "password", "hostname", "port",
              "pathname", "search", "hash"]
EARLIER = {
    "protocol": [], "username": [], "password": [],
    "hostname": ["protocol"],
    "port": ["protocol", "hostname"],
    "pathname": ["protocol", "hostname", "port"],
    "search": ["protocol", "hostname", "port", "pathname"],
    "hash": ["protocol", "hostname", "port", "pathname", "search"],
}

CASES = load("urlpattern", "urlpatterntestdata.json")
COMPARE = load("urlpattern", "urlpattern-compare-test-data.json")
GENERATE = load("urlpattern", "urlpattern-generate-test-data.json")


def pattern_args(args):
    """The JavaScript constructor's arguments as Python's, or None when
    they do not convert (WPT expects a TypeError)."""
    input = args[0] if args else None
    rest = args[1:]
    options = lambda o: {"ignore_case": bool(o.get("ignoreCase", False))}
    if not rest:
        return input, None, {}
    if len(rest) == 1 and isinstance(rest[0], str):
        return input, rest[0], {}
    if len(rest) == 1 and isinstance(rest[0], dict):
        return input, None, options(rest[0])
    if len(rest) == 2 and isinstance(rest[0], str) and isinstance(rest[1], dict):
        return input, rest[0], options(rest[1])
    return None


def derived_expectation(entry, component):
    pattern = entry["pattern"]
    first = pattern[0] if pattern else None
    base = None
    if isinstance(first, dict) and first.get("baseURL"):
        base = first["baseURL"]
    elif len(pattern) > 1 and isinstance(pattern[1], str):
        base = pattern[1]
    if component in entry.get("exactly_empty_components", []):
        return ""
    if isinstance(first, dict):
        if first.get(component):
            return first[component]
        if any(e in first for e in EARLIER[component]):
            return "*"
    if base is not None and component not in ("username", "password"):
        url = URL(base)
        return {
            "protocol": url.protocol[:-1],
            "hostname": url.hostname,
            "port": url.port,
            "pathname": url.pathname,
            "search": url.search[1:],
            "hash": url.hash[1:],
        }[component]
    return "*"


def case_id(entry):
    return f"{entry['pattern']!r} {entry.get('inputs')!r}"[:90]


def test_urlpatterntestdata_is_whole():
    assert len(CASES) == 369


@pytest.mark.parametrize("entry", CASES, ids=case_id)
def test_urlpatterntestdata(entry):
    args = pattern_args(entry["pattern"])
    if args is None:
        assert entry["expected_obj"] == "error"
        return
    input, base, options = args
    if entry.get("expected_obj") == "error":
        with pytest.raises((URLPatternError, TypeError)):
            URLPattern(input, base, **options)
        return
    pattern = URLPattern(input, base, **options)
    expected_obj = entry.get("expected_obj") or {}
    for c in COMPONENTS:
        expected = expected_obj.get(c)
        if expected is None:
            expected = derived_expectation(entry, c)
        assert getattr(pattern, c) == expected, c

    inputs = entry["inputs"]
    input = inputs[0] if inputs else None
    base = inputs[1] if len(inputs) > 1 else None
    if entry["expected_match"] == "error":
        with pytest.raises((URLPatternError, TypeError)):
            pattern.test(input, base)
        with pytest.raises((URLPatternError, TypeError)):
            pattern.exec(input, base)
        return
    expected_match = entry["expected_match"]
    assert pattern.test(input, base) == (expected_match is not None)
    result = pattern.exec(input, base)
    if expected_match is None:
        assert result is None
        return
    assert result is not None
    assert result["inputs"] == expected_match.get("inputs", inputs)
    for c in COMPONENTS:
        expected = expected_match.get(c)
        if expected is None:
            empty = c in entry.get("exactly_empty_components", [])
            expected = {"input": "", "groups": {} if empty else {"0": ""}}
        assert result[c] == expected, c


@pytest.mark.parametrize("entry", COMPARE, ids=lambda e: repr(e)[:80])
def test_compare_component(entry):
    left, right = URLPattern(entry["left"]), URLPattern(entry["right"])
    c = entry["component"]
    assert URLPattern.compare_component(c, left, right) == entry["expected"]
    assert URLPattern.compare_component(c, right, left) == -entry["expected"]
    assert URLPattern.compare_component(c, left, left) == 0


def test_compare_and_generate_data_are_whole():
    assert (len(COMPARE), len(GENERATE)) == (25, 19)


@pytest.mark.parametrize("entry", GENERATE, ids=lambda e: repr(e)[:80])
def test_generate(entry):
    pattern = URLPattern(entry["pattern"])
    if entry["expected"] is None:
        with pytest.raises((URLPatternError, ValueError)):
            pattern.generate(entry["component"], entry["groups"])
    else:
        assert pattern.generate(entry["component"], entry["groups"]) == entry["expected"]


def test_has_regexp_groups():
    def p(c, s):
        return URLPattern({c: s}).has_regexp_groups

    assert not URLPattern({}).has_regexp_groups
    assert not URLPattern().has_regexp_groups
    for c in COMPONENTS:
        assert not p(c, "*")
        assert not p(c, ":foo")
        assert not p(c, ":foo?")
        assert p(c, ":foo(hi)")
        assert p(c, "(hi)")
        if c not in ("protocol", "port"):
            assert not p(c, "a-{:hello}-z-*-a")
            assert p(c, "a-(hi)-z-(lo)-a")
    assert not p("pathname", "/a/:foo/:baz?/b/*")
    assert p("pathname", "/a/:foo/:baz([a-z]+)?/b/*")


def test_pattern_error_carries_kind_component_and_span():
    with pytest.raises(URLPatternError) as info:
        URLPattern({"pathname": "/a/:id(\\d+"})
    e = info.value
    assert isinstance(e, ValueError)
    assert e.component == "pathname"
    assert e.pattern == "/a/:id(\\d+"
    assert e.start is not None and 0 <= e.start <= e.end <= len(e.pattern)
    with pytest.raises(URLPatternError) as info:
        URLPattern("/users/:id")
    assert info.value.kind == "missing-protocol"


def test_unknown_input_keys_are_ignored_as_webidl_does():
    assert URLPattern({"nope": "x"}).pathname == URLPattern({}).pathname == "*"


def test_ignore_case():
    p = URLPattern({"pathname": "/Foo/:x"}, ignore_case=True)
    assert p.test({"pathname": "/fOO/bar"})
    assert not URLPattern({"pathname": "/Foo/:x"}).test({"pathname": "/fOO/bar"})


@pytest.mark.parametrize("call", [
    lambda: URLPattern(3),
    lambda: URLPattern({"pathname": 3}),
    lambda: URLPattern("https://h/*", 3),
    lambda: URLPattern("https://h/*").test(3),
    lambda: URLPattern("https://h/:a").generate("pathname", {"a": 1}),
    lambda: URLPatternSet([1]),
])
def test_pattern_type_errors(call):
    with pytest.raises(TypeError):
        call()


def test_route_set():
    routes = URLPatternSet([URLPattern("https://example.com/books/:id")])
    assert routes.add(URLPattern("https://example.com/*")) == 1
    routes.add(URLPattern("https://other.example/*"))
    assert len(routes) == 3
    assert routes.test("https://example.com/books/7") == [0, 1]
    assert routes.test("https://other.example/x") == [2]
    assert routes.test("not a url") == []
    matches = routes.exec("/books/9", "https://example.com")
    assert [i for i, _ in matches] == [0, 1]
    assert matches[0][1]["pathname"]["groups"] == {"id": "9"}
    assert matches[0][1]["inputs"] == ["/books/9", "https://example.com"]
    assert routes.first("https://nowhere.example/") is None
    # The set gives what each of its patterns gives alone.
    for url in ["https://example.com/books/7", "https://example.com/",
                "https://other.example/a?b#c", "http://example.com/books/7"]:
        alone = [i for i, p in enumerate([
            URLPattern("https://example.com/books/:id"),
            URLPattern("https://example.com/*"),
            URLPattern("https://other.example/*")]) if p.test(url)]
        assert routes.test(url) == alone
