"""Properties of the URL class over generated input, with a fixed seed:
no input crashes the interpreter or raises anything but URLError, and a
parsed URL's href reads back to itself."""

from hypothesis import given, settings, strategies as st

from specurl import URL, URLError, URLSearchParams

# Characters that matter to the URL grammar, with any other code point
# (surrogates included) now and then.
URLISH = st.text(
    alphabet=st.one_of(
        st.sampled_from(list("abcAB019:/?#[]@%.\\ -_~!$&'()*+,;=\t\n")),
        st.characters(),
    ),
    max_size=40,
)
SCHEMES = st.sampled_from(["", "http://", "https://", "file:", "file:///", "sc:", "sc://", "mailto:"])


@settings(derandomize=True, max_examples=2000, deadline=None)
@given(SCHEMES, URLISH, st.one_of(st.none(), st.just("https://b.example/x/y")))
def test_parse_total_and_idempotent(scheme, rest, base):
    text = scheme + rest
    try:
        url = URL(text, base)
    except URLError as e:
        assert URL.parse(text, base) is None
        assert not URL.can_parse(text, base)
        assert e.start is None or 0 <= e.start <= e.end <= len(text)
        return
    assert URL.can_parse(text, base)
    again = URL(url.href)
    assert again.href == url.href
    for getter in ("protocol", "host", "pathname", "search", "hash"):
        assert getattr(again, getter) == getattr(url, getter)


@settings(derandomize=True, max_examples=500, deadline=None)
@given(URLISH, URLISH)
def test_setters_never_crash(value, path):
    url = URL("https://u:p@example.com:8080/a?b#c")
    for attribute in ("protocol", "username", "password", "host", "hostname",
                      "port", "pathname", "search", "hash"):
        setattr(url, attribute, value)
        assert URL(url.href).href == url.href


@settings(derandomize=True, max_examples=500, deadline=None)
@given(st.lists(st.tuples(URLISH, URLISH), max_size=5))
def test_search_params_round_trip(pairs):
    # Serializing and parsing again gives the pairs back, each lone
    # surrogate read as one U+FFFD on the way in.
    params = URLSearchParams(pairs)
    again = URLSearchParams(str(params))
    assert list(again) == list(params)
    assert len(params) == len(pairs)
