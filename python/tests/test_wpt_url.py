"""The WPT URL suite through the Python API: urltestdata.json (every
getter), setters_tests.json and urlencoded-parser-data.json."""

import pytest

from conftest import load
from specurl import URL, URLError, URLSearchParams

GETTERS = ["href", "protocol", "username", "password", "host", "hostname",
           "port", "pathname", "search", "hash"]

URL_CASES = [c for c in load("wpt", "urltestdata.json") if isinstance(c, dict)]
SETTER_CASES = [
    (setter, case)
    for setter, cases in load("wpt", "setters_tests.json").items()
    if setter != "comment"
    for case in cases
]
ENCODED_CASES = load("wpt", "urlencoded-parser-data.json")


def case_id(case):
    return repr(case["input"])[:60] + " @ " + repr(case.get("base"))[:40]


@pytest.mark.parametrize("case", URL_CASES, ids=case_id)
def test_urltestdata(case):
    base = case.get("base")
    if case.get("failure"):
        with pytest.raises(URLError):
            URL(case["input"], base)
        assert URL.parse(case["input"], base) is None
        assert not URL.can_parse(case["input"], base)
        # Joined onto a parsed base, the input fails the same way.
        parsed_base = URL.parse(base) if base is not None else None
        if parsed_base is not None:
            with pytest.raises(URLError):
                URL(case["input"], parsed_base)
            assert not URL.can_parse(case["input"], parsed_base)
        return
    url = URL(case["input"], base)
    for getter in GETTERS:
        assert getattr(url, getter) == case[getter], getter
    if "origin" in case:
        assert url.origin == case["origin"]
    assert URL.can_parse(case["input"], base)
    # A base given as a parsed URL is the same base.
    if base is not None:
        assert URL(case["input"], URL(base)).href == case["href"]
        assert URL.can_parse(case["input"], URL(base))
    # The href reads back to itself, and str() is the href.
    assert URL(url.href).href == url.href
    assert str(url) == url.href


def test_urltestdata_is_whole():
    assert len(URL_CASES) > 800
    assert sum(1 for c in URL_CASES if c.get("failure")) > 100


@pytest.mark.parametrize(
    "setter,case", SETTER_CASES,
    ids=[f"{s}:{c['href'][:40]}<-{c['new_value'][:20]!r}" for s, c in SETTER_CASES])
def test_setters(setter, case):
    url = URL(case["href"])
    attribute = "search_params" if setter == "searchParams" else setter
    setattr(url, attribute, case["new_value"])
    for getter, expected in case["expected"].items():
        assert getattr(url, getter) == expected, getter


@pytest.mark.parametrize("case", ENCODED_CASES, ids=lambda c: repr(c["input"])[:50])
def test_urlencoded_parser(case):
    params = URLSearchParams(case["input"])
    assert [list(p) for p in params] == case["output"]
    assert len(params) == len(case["output"])
    # Through a URL's query, too: the live search params read the same.
    url = URL("https://example.com/")
    url.search = case["input"]
    assert [list(p) for p in url.search_params] == case["output"]
