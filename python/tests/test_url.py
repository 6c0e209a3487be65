"""The URL class beside the WPT suite: errors, types, pickling, hashing,
the specurl additions (join, relative_to, equivalence, file paths, site)."""

import copy
import pickle
import threading

import pytest

import specurl
from specurl import URL, URLError, URLSearchParams


def test_error_carries_kind_and_span():
    with pytest.raises(URLError) as info:
        URL("http://a b/")
    e = info.value
    assert isinstance(e, ValueError)
    assert e.kind == "host.forbidden-code-point"
    assert (e.start, e.end) == (8, 9)
    assert "host" in str(e)


def test_error_span_counts_code_points():
    # The span indexes the str, not its UTF-8 bytes.
    text = "http://é:99999/"
    with pytest.raises(URLError) as info:
        URL(text)
    e = info.value
    assert text[e.start:e.end] == "99999"


def test_error_without_place():
    with pytest.raises(URLError) as info:
        URL("/a")
    assert info.value.kind == "resolve.no-scheme"
    with pytest.raises(URLError) as info:
        URL("x", "sc:a")
    assert (info.value.start, info.value.end) == (None, None)


def test_invalid_base():
    with pytest.raises(URLError) as info:
        URL("a", "not a base")
    assert info.value.kind == "invalid-base"


@pytest.mark.parametrize("call", [
    lambda: URL(1),
    lambda: URL(b"http://h/"),
    lambda: URL(None),
    lambda: URL("a", 3),
    lambda: URL("a", b"http://h/"),
    lambda: URL.parse(1),
    lambda: URL.can_parse(["http://h/"]),
    lambda: URL("http://h/").join(3),
    lambda: URLSearchParams(3),
    lambda: URLSearchParams([("a", 1)]),
    lambda: URLSearchParams({"a": None}),
    lambda: URLSearchParams([("a", "b", "c")]),
    lambda: URLSearchParams("a").get(1),
    lambda: URL("http://h/").equivalent(1),
])
def test_non_str_is_type_error(call):
    with pytest.raises(TypeError):
        call()


@pytest.mark.parametrize("attribute", [
    "href", "protocol", "username", "password", "host", "hostname", "port",
    "pathname", "search", "hash"])
def test_setter_non_str_is_type_error(attribute):
    url = URL("http://h/")
    with pytest.raises(TypeError):
        setattr(url, attribute, 1)
    assert url.href == "http://h/"


def test_lone_surrogate_reads_as_replacement_character():
    # WebIDL's USVString: one U+FFFD per lone surrogate, so later indices
    # stay where they were.
    assert URL("http://h/\ud800x").pathname == "/%EF%BF%BDx"
    assert URL("http://h/\udfff\ud800").pathname == "/%EF%BF%BD%EF%BF%BD"
    assert URL("http://h/?\ud83d").search == "?%EF%BF%BD"
    with pytest.raises(URLError) as info:
        URL("http://\ud800:99999/")
    assert (info.value.start, info.value.end) == (9, 14)
    params = URLSearchParams("a=\ud800")
    assert params.get("a") == "\ufffd"
    url = URL("http://h/")
    url.hash = "\udc00"
    assert url.hash == "#%EF%BF%BD"


def test_href_setter_raises_on_failure():
    url = URL("http://h/a")
    with pytest.raises(URLError):
        url.href = "not a url"
    assert url.href == "http://h/a"
    url.href = "https://x/"
    assert url.hostname == "x"


def test_setters_follow_the_standard_silently():
    url = URL("http://h/")
    url.port = "nope"
    assert url.port == ""
    url.port = "8080"
    assert url.host == "h:8080"
    url.protocol = "ht tp"
    assert url.protocol == "http:"


def test_equality_hash_and_pickle():
    a = URL("HTTP://H/a/../b")
    b = URL("http://h/b")
    assert a == b and hash(a) == hash(b)
    assert a != URL("http://h/c")
    assert a != "http://h/b"
    assert {a: 1}[b] == 1
    for protocol in range(pickle.HIGHEST_PROTOCOL + 1):
        assert pickle.loads(pickle.dumps(a, protocol)) == a
    c = copy.copy(a)
    c.pathname = "/z"
    assert a.pathname == "/b"
    assert copy.deepcopy(a) == a
    assert repr(a) == "URL('http://h/b')"


def test_live_search_params():
    url = URL("https://example.com/?b=2&a=1")
    params = url.search_params
    params.append("c", "3")
    assert url.search == "?b=2&a=1&c=3"
    url.search = "?x=1"
    assert params.get("x") == "1" and len(params) == 1
    params.delete("x")
    assert url.href == "https://example.com/"
    params.set("q", "a b")
    assert url.search == "?q=a+b"
    assert "q" in params and params.has("q", "a b") and not params.has("q", "c")
    assert params.items() == [("q", "a b")]


def test_search_params_constructors():
    assert str(URLSearchParams()) == ""
    assert str(URLSearchParams("?a=1")) == "a=1"
    assert str(URLSearchParams({"a": "1", "b": "2"})) == "a=1&b=2"
    assert str(URLSearchParams([("a", "1"), ["a", "2"]])) == "a=1&a=2"
    assert str(URLSearchParams(URLSearchParams("x=y"))) == "x=y"
    assert str(URLSearchParams(iter([("k", "v")]))) == "k=v"
    p = URLSearchParams("b=1&a=2&b=0")
    p.sort()
    assert list(p) == [("a", "2"), ("b", "1"), ("b", "0")]
    assert p.get_all("b") == ["1", "0"]
    assert p.get("zz") is None
    p.delete("b", "1")
    assert str(p) == "a=2&b=0"
    assert repr(p) == "URLSearchParams('a=2&b=0')"


def test_join_and_relative_to():
    base = URL("https://example.com/docs/guide/intro")
    assert base.join("../api/").href == "https://example.com/docs/api/"
    with pytest.raises(URLError):
        base.join("http://a b/")
    assert URL("https://example.com/docs/api/").relative_to(base) == "../api/"
    assert URL("https://example.com/docs/api/").relative_to(base.href) == "../api/"


def test_equivalence_levels():
    url = URL("http://h/ä")
    assert url.href == "http://h/%C3%A4"
    assert url.equivalent("http://h/ä", "percent-encoding")
    assert not url.equivalent("http://h/ä", "scheme")
    assert url.equivalent(URL("http://h/%C3%A4"), "path")
    assert url.equivalent("HTTP://h:80/%C3%A4", "scheme")
    assert not url.equivalent("HTTP://h:80/%C3%A4", "scheme-based")
    assert url.normalise() == url.href
    assert specurl.normalise("HTTP://h:80/a/../b", "path") == "HTTP://h:80/b"
    assert specurl.equivalent("http://h/a/./b", URL("http://h/a/b"), "path")
    with pytest.raises(URLError):
        specurl.normalise("http://[/")
    with pytest.raises(ValueError):
        url.normalise("nope")


def test_file_paths():
    url = URL.from_file_path("/tmp/a b", style="posix")
    assert url.href == "file:///tmp/a%20b"
    assert url.to_file_path(style="posix") == "/tmp/a b"
    assert URL.from_file_path("C:\\x\\y", style="windows").href == "file:///C:/x/y"
    with pytest.raises(URLError) as info:
        URL.from_file_path("a/b", style="posix")
    assert info.value.kind == "not-absolute"
    with pytest.raises(URLError):
        URL("https://h/").to_file_path()
    import pathlib
    assert URL.from_file_path(pathlib.PurePosixPath("/x"), style="posix").href == "file:///x"


def test_site():
    url = URL("https://a.b.example.co.uk/")
    assert url.public_suffix == "co.uk"
    assert url.registrable_domain == "example.co.uk"
    assert URL("https://127.0.0.1/").public_suffix is None
    assert URL("https://github.io/").registrable_domain is None


def test_to_unicode():
    assert URL("https://xn--caf-dma.example/%C3%A9").to_unicode() == "https://café.example/é"
    assert URL("https://xn--caf-dma.example/").hostname == "xn--caf-dma.example"


def test_threads_share_urls_read_only():
    urls = [URL(f"https://h{i}.example/p?q={i}") for i in range(50)]
    results = [None] * 8

    def read(slot):
        seen = []
        for _ in range(200):
            for u in urls:
                seen.append((u.hostname, u.search_params.get("q"), hash(u)))
        results[slot] = seen

    threads = [threading.Thread(target=read, args=(i,)) for i in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert all(r == results[0] for r in results)
    assert results[0][:2] == [("h0.example", "0", hash(urls[0])),
                              ("h1.example", "1", hash(urls[1]))]


def test_href_is_the_input_str_where_that_is_the_href_and_never_stale():
    s = "".join(["https://example.com/a", "?x=1#f"])
    url = URL(s)
    assert url.href is s and str(url) is s
    assert URL.parse(s).href is s
    # An input that is not its href gives the href.
    assert URL("HTTPS://EXAMPLE.com/a/../b").href == "https://example.com/b"
    # A str subclass's instance never comes back as itself.
    class Text(str):
        pass

    href = URL(Text(s)).href
    assert href == s and type(href) is str
    # Every way of changing the URL shows in href.
    url.pathname = "/b"
    assert url.href == "https://example.com/b?x=1#f" and str(url) == url.href
    url = URL(s)
    url.search_params.append("y", "2")
    assert url.href == "https://example.com/a?x=1&y=2#f"
    url = URL(s)
    url.hash = "g"
    assert url.href == "https://example.com/a?x=1#g"
    url = URL(s)
    url.href = "https://other.example/"
    assert url.href == "https://other.example/"
    assert copy.copy(URL(s)).href == s
