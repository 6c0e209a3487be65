//! The `URL` class's type: the URL Standard's `URL` object, holding a
//! `specurl::Url`. In a file of its own so that its methods (`url.rs`)
//! and the search params that live in its query (`search_params.rs`) both
//! build on it without importing each other.

use pyo3::prelude::*;
use pyo3::types::PyString;
use specurl::Url;

use crate::text::Usv;

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
pub struct PyUrl {
    pub(crate) url: Url,
    /// The `str` the URL was parsed from, kept where it is the href (most
    /// real URLs are written in their canonical form), so that `href` and
    /// `str()` give it back rather than make a new `str` of the same text.
    /// It is compared with the href at each read, so a setter that
    /// changes the URL leaves no stale href behind.
    text: Option<Py<PyString>>,
}

impl PyUrl {
    /// The `URL` of `url`.
    pub(crate) fn of(url: Url) -> Self {
        PyUrl { url, text: None }
    }

    /// The `URL` of `url`, parsed from `input`, whose text is `text`:
    /// `input` is kept as the href when it is exactly a `str` (a
    /// subclass's instance would come back from `href` as itself) whose
    /// text is the href.
    pub(crate) fn parsed_from(url: Url, input: &Bound<'_, PyString>, text: &str) -> Self {
        let kept = text == url.href() && input.is_exact_instance_of::<PyString>();
        PyUrl {
            url,
            text: kept.then(|| input.clone().unbind()),
        }
    }

    /// [`PyUrl::parsed_from`] for an input read as a `USVString`: a `str`
    /// with a lone surrogate is not its href, so nothing is kept.
    pub(crate) fn parsed_from_usv(url: Url, input: &Usv<'_>) -> Self {
        match input {
            Usv::Str(s) => PyUrl::parsed_from(url, s, input),
            Usv::Owned(_) => PyUrl::of(url),
        }
    }

    /// The href as a `str`: the input `str` where that is still the href.
    pub(crate) fn href_str<'py>(&self, py: Python<'py>) -> Bound<'py, PyString> {
        let href = self.url.href();
        if let Some(text) = &self.text {
            let text = text.bind(py);
            if text.to_str().is_ok_and(|t| t == href) {
                return text.clone();
            }
        }
        PyString::new(py, href)
    }
}

// A copy is a new URL; it has no input `str` to keep (cloning the `Py`
// would need the GIL, which `Clone` does not give).
impl Clone for PyUrl {
    fn clone(&self) -> Self {
        PyUrl::of(self.url.clone())
    }
}
