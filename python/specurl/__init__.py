"""The WHATWG URL Standard's URL and URLSearchParams, the URL Pattern
standard and URL validation with spans, on the Rust crate specurl.

>>> from specurl import URL
>>> url = URL("https://EXAMPLE.com/a/./b?x=1#top")
>>> url.hostname, url.pathname
('example.com', '/a/b')
>>> url.search_params.get("x")
'1'
"""

from specurl._specurl import (
    URL,
    URLError,
    URLPattern,
    URLPatternError,
    URLPatternSet,
    URLSearchParams,
    equivalent,
    normalise,
)

__all__ = [
    "URL",
    "URLError",
    "URLPattern",
    "URLPatternError",
    "URLPatternSet",
    "URLSearchParams",
    "equivalent",
    "normalise",
]
