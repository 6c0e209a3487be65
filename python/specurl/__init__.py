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
    Diagnostic,
    Token,
    URLError,
    URLPattern,
    URLPatternError,
    URLPatternSet,
    URLSearchParams,
    ValidationError,
    equivalent,
    normalise,
    tokens,
    validate,
    validation_errors,
)

__all__ = [
    "URL",
    "URLError",
    "URLPattern",
    "URLPatternError",
    "URLPatternSet",
    "URLSearchParams",
    "Diagnostic",
    "Token",
    "ValidationError",
    "equivalent",
    "normalise",
    "tokens",
    "validate",
    "validation_errors",
]
