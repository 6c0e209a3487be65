//! The `URL` class's type: the URL Standard's `URL` object, holding a
//! `specurl::Url`. In a file of its own so that its methods (`url.rs`)
//! and the search params that live in its query (`search_params.rs`) both
//! build on it without importing each other.

use pyo3::prelude::*;
use specurl::Url;

/// A URL, parsed as the URL Standard's `new URL(input, base)`.
///
/// `base` is a `str` or a `URL`. A string that is not a URL raises
/// `URLError` (a `ValueError`), which says what failed (`kind`) and where
/// (`start`, `end`).
///
/// >>> from specurl import URL
/// >>> url = URL("../c?d#e", "https://EXAMPLE.com/a/b")
/// >>> url.href
/// 'https://example.com/c?d#e'
/// >>> url.pathname, url.search, url.hash
/// ('/c', '?d', '#e')
/// >>> url.port = "8080"
/// >>> str(url)
/// 'https://example.com:8080/c?d#e'
#[pyclass(name = "URL", module = "specurl", skip_from_py_object)]
#[derive(Clone)]
pub struct PyUrl {
    pub(crate) url: Url,
}
