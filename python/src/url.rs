//! `URL`: the URL Standard's `URL` class on `specurl::Url`.

use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};
use std::path::PathBuf;

use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyString, PyTuple};
use specurl::{Equivalence, PathStyle, Url, UrlRef};

use crate::error::{file_path_error, parse_error};
use crate::search_params::PySearchParams;
use crate::text::{usv, Usv};
pub(crate) use crate::url_class::PyUrl;

/// A `base` argument as the constructor reads it: a `str`, read at each
/// call, or a `URL`, whose parsed form is joined onto as it is rather than
/// printed and read again.
pub(crate) enum BaseArg<'py> {
    /// A base string.
    Text(Usv<'py>),
    /// A parsed `URL`.
    Url(PyRef<'py, PyUrl>),
}

impl<'py> BaseArg<'py> {
    /// The `base` argument of a call, if there is one.
    pub(crate) fn of(base: Option<&Bound<'py, PyAny>>) -> PyResult<Option<BaseArg<'py>>> {
        let Some(base) = base else { return Ok(None) };
        if let Ok(s) = base.cast::<PyString>() {
            return Ok(Some(BaseArg::Text(usv(s))));
        }
        if let Ok(u) = base.cast::<PyUrl>() {
            return Ok(Some(BaseArg::Url(u.try_borrow()?)));
        }
        Err(PyTypeError::new_err(format!(
            "base must be a str or a URL, not {}",
            base.get_type().name()?
        )))
    }

    /// `new URL(input, base)`.
    pub(crate) fn parse(&self, input: &str) -> Result<Url, specurl::ParseError> {
        match self {
            BaseArg::Text(base) => Url::parse(input, Some(base)),
            BaseArg::Url(base) => base.url.join(input),
        }
    }

    /// `URL.canParse(input, base)`.
    pub(crate) fn can_parse(&self, input: &str) -> bool {
        match self {
            BaseArg::Text(base) => Url::can_parse(input, Some(base)),
            BaseArg::Url(base) => base.url.can_join(input),
        }
    }
}

/// `new URL(input, base)` with an optional `base` argument.
fn parse_against(input: &str, base: Option<&BaseArg<'_>>) -> Result<Url, specurl::ParseError> {
    match base {
        Some(base) => base.parse(input),
        None => Url::parse(input, None),
    }
}

/// The level named `name`: the variants' names in kebab case, as the SQL
/// functions name them.
pub(crate) fn level(name: &str) -> PyResult<Equivalence> {
    Equivalence::from_short_name(name).ok_or_else(|| {
        let names: Vec<&str> = Equivalence::ALL.iter().map(|l| l.short_name()).collect();
        PyValueError::new_err(format!(
            "unknown equivalence level {name:?}: expected one of {}",
            names.join(", ")
        ))
    })
}

fn path_style(style: Option<&str>) -> PyResult<PathStyle> {
    match style {
        None => Ok(PathStyle::NATIVE),
        Some("posix") => Ok(PathStyle::Posix),
        Some("windows") => Ok(PathStyle::Windows),
        Some(other) => Err(PyValueError::new_err(format!(
            "unknown path style {other:?}: expected 'posix' or 'windows'"
        ))),
    }
}

/// A reference string read by the grammar, or a `URLError`.
fn reference<'a>(py: Python<'_>, text: &'a str) -> PyResult<UrlRef<'a>> {
    UrlRef::parse(text).map_err(|e| parse_error(py, &e, text))
}

/// A URL reference normalised up to an equivalence level (`"path"`,
/// `"authority"`, `"scheme-based"`, `"scheme"`, `"percent-encoding"` or
/// `"normal"`, the default); `URLError` when `input` is not a URL
/// reference. Unlike `URL`, nothing is resolved: a relative reference
/// stays relative.
///
/// >>> specurl.normalise("/a/./b/../c?x#y", "path")
/// '/a/c?x#y'
/// >>> specurl.normalise("HTTP://EXAMPLE.com:80/%7e", "scheme")
/// 'http://EXAMPLE.com/%7e'
#[pyfunction]
#[pyo3(signature = (input, level = "normal"))]
pub(crate) fn normalise(
    py: Python<'_>,
    input: &Bound<'_, PyString>,
    level: &str,
) -> PyResult<String> {
    let level = self::level(level)?;
    let input = usv(input);
    Ok(reference(py, &input)?.normalise_to(level).to_string())
}

/// Whether two URL references (`str` or `URL`) are equal once both are
/// normalised up to `level`.
///
/// >>> specurl.equivalent("http://h/a/./b", "http://h/a/b", "path")
/// True
/// >>> specurl.equivalent("a/../b", "b")
/// True
/// >>> specurl.equivalent("a/b", "a/c")
/// False
#[pyfunction]
#[pyo3(signature = (a, b, level = "normal"))]
pub(crate) fn equivalent(
    py: Python<'_>,
    a: &Bound<'_, PyAny>,
    b: &Bound<'_, PyAny>,
    level: &str,
) -> PyResult<bool> {
    let level = self::level(level)?;
    let (a, b) = (url_or_str(a)?, url_or_str(b)?);
    Ok(reference(py, &a)?.equivalent(&reference(py, &b)?, level))
}

/// The text of a `str` or `URL` argument that is compared or normalised:
/// the string, or the URL's href.
fn url_or_str<'py>(value: &Bound<'py, PyAny>) -> PyResult<Usv<'py>> {
    match BaseArg::of(Some(value))? {
        Some(BaseArg::Text(text)) => Ok(text),
        Some(BaseArg::Url(url)) => Ok(Usv::Owned(url.url.href().to_owned())),
        None => Ok(Usv::Owned(String::new())),
    }
}

#[pymethods]
impl PyUrl {
    #[new]
    #[pyo3(signature = (input, base = None))]
    fn new(
        py: Python<'_>,
        input: &Bound<'_, PyString>,
        base: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Self> {
        // The common call, `URL(s)` of a `str` with a UTF-8 form, reads
        // its text once, where `usv` and each use of its result would ask
        // Python for it again.
        if base.is_none() {
            if let Ok(text) = input.to_str() {
                return match Url::parse(text, None) {
                    Ok(url) => Ok(PyUrl::parsed_from(url, input, text)),
                    Err(e) => Err(parse_error(py, &e, text)),
                };
            }
        }
        let input = usv(input);
        let base = BaseArg::of(base)?;
        match parse_against(&input, base.as_ref()) {
            Ok(url) => Ok(PyUrl::parsed_from_usv(url, &input)),
            Err(e) => Err(parse_error(py, &e, &input)),
        }
    }

    /// Parses as `URL(input, base)` does, but gives `None` on failure.
    ///
    /// >>> URL.parse("https://example.com/a").pathname
    /// '/a'
    /// >>> URL.parse("a b") is None
    /// True
    #[staticmethod]
    #[pyo3(signature = (input, base = None))]
    fn parse(
        input: &Bound<'_, PyString>,
        base: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Option<Self>> {
        let input = usv(input);
        let base = BaseArg::of(base)?;
        Ok(parse_against(&input, base.as_ref())
            .ok()
            .map(|url| PyUrl::parsed_from_usv(url, &input)))
    }

    /// Whether `URL(input, base)` would succeed, without building it.
    ///
    /// >>> URL.can_parse("/a", "https://example.com")
    /// True
    /// >>> URL.can_parse("/a")
    /// False
    #[staticmethod]
    #[pyo3(signature = (input, base = None))]
    fn can_parse(input: &Bound<'_, PyString>, base: Option<&Bound<'_, PyAny>>) -> PyResult<bool> {
        let input = usv(input);
        Ok(match BaseArg::of(base)? {
            Some(base) => base.can_parse(&input),
            None => Url::can_parse(&input, None),
        })
    }

    /// The URL for an absolute file path (`str` or `os.PathLike`).
    /// `style` is `"posix"` or `"windows"`; the default is the platform's.
    ///
    /// >>> URL.from_file_path("/tmp/a b", style="posix").href
    /// 'file:///tmp/a%20b'
    #[staticmethod]
    #[pyo3(signature = (path, *, style = None))]
    fn from_file_path(py: Python<'_>, path: PathBuf, style: Option<&str>) -> PyResult<Self> {
        let style = path_style(style)?;
        let text = path.to_string_lossy();
        match Url::from_file_path_with_style(&text, style) {
            Ok(url) => Ok(PyUrl::of(url)),
            Err(e) => Err(file_path_error(py, &e, &text)),
        }
    }

    /// The file path of a `file:` URL, as a `str`; `URLError` for another
    /// URL or one that names no path in `style`.
    ///
    /// >>> URL("file:///tmp/a%20b").to_file_path(style="posix")
    /// '/tmp/a b'
    #[pyo3(signature = (*, style = None))]
    fn to_file_path(&self, py: Python<'_>, style: Option<&str>) -> PyResult<String> {
        let style = path_style(style)?;
        self.url
            .to_file_path_with_style(style)
            .map_err(|e| file_path_error(py, &e, self.url.href()))
    }

    /// The whole URL; setting it parses the value anew (`URLError` if it
    /// is not a URL).
    #[getter]
    fn href<'py>(&self, py: Python<'py>) -> Bound<'py, PyString> {
        self.href_str(py)
    }

    #[setter]
    fn set_href(&mut self, py: Python<'_>, value: &Bound<'_, PyString>) -> PyResult<()> {
        let value = usv(value);
        self.url
            .set_href(&value)
            .map_err(|e| parse_error(py, &e, &value))
    }

    /// The scheme and its `:` (`"https:"`).
    #[getter]
    fn protocol(&self) -> &str {
        self.url.protocol()
    }

    // The setters below are the standard's: a value the standard ignores
    // leaves the URL as it was (or as far as the standard applies it), as
    // in JavaScript, rather than raising.
    #[setter]
    fn set_protocol(&mut self, value: &Bound<'_, PyString>) {
        let _ = self.url.set_protocol(&usv(value));
    }

    /// The username, percent-encoded.
    #[getter]
    fn username(&self) -> &str {
        self.url.username()
    }

    #[setter]
    fn set_username(&mut self, value: &Bound<'_, PyString>) {
        let _ = self.url.set_username(&usv(value));
    }

    /// The password, percent-encoded.
    #[getter]
    fn password(&self) -> &str {
        self.url.password()
    }

    #[setter]
    fn set_password(&mut self, value: &Bound<'_, PyString>) {
        let _ = self.url.set_password(&usv(value));
    }

    /// The host and, when there is one, `:` and the port.
    #[getter]
    fn host(&self) -> &str {
        self.url.host()
    }

    #[setter]
    fn set_host(&mut self, value: &Bound<'_, PyString>) {
        let _ = self.url.set_host(&usv(value));
    }

    /// The host alone (ASCII: a domain is in Punycode).
    #[getter]
    fn hostname(&self) -> &str {
        self.url.hostname()
    }

    #[setter]
    fn set_hostname(&mut self, value: &Bound<'_, PyString>) {
        let _ = self.url.set_hostname(&usv(value));
    }

    /// The port as written, `""` when it is absent or the scheme's default.
    #[getter]
    fn port(&self) -> &str {
        self.url.port()
    }

    #[setter]
    fn set_port(&mut self, value: &Bound<'_, PyString>) {
        let _ = self.url.set_port(&usv(value));
    }

    /// The path.
    #[getter]
    fn pathname(&self) -> &str {
        self.url.pathname()
    }

    #[setter]
    fn set_pathname(&mut self, value: &Bound<'_, PyString>) {
        let _ = self.url.set_pathname(&usv(value));
    }

    /// The query with its `?`, or `""`.
    #[getter]
    fn search(&self) -> &str {
        self.url.search()
    }

    #[setter]
    fn set_search(&mut self, value: &Bound<'_, PyString>) {
        let _ = self.url.set_search(&usv(value));
    }

    /// The fragment with its `#`, or `""`.
    #[getter]
    fn hash(&self) -> &str {
        self.url.hash()
    }

    #[setter]
    fn set_hash(&mut self, value: &Bound<'_, PyString>) {
        let _ = self.url.set_hash(&usv(value));
    }

    /// The origin's ASCII serialization (`"null"` for an opaque origin).
    ///
    /// >>> URL("https://user@example.com:8443/x").origin
    /// 'https://example.com:8443'
    #[getter]
    fn origin(&self) -> String {
        self.url.origin()
    }

    /// The query as a live `URLSearchParams`: a change to either shows in
    /// the other.
    ///
    /// >>> url = URL("https://example.com/?b=2&a=1")
    /// >>> url.search_params.sort()
    /// >>> url.search
    /// '?a=1&b=2'
    #[getter]
    fn search_params(slf: Py<Self>) -> PySearchParams {
        PySearchParams::of_url(slf)
    }

    /// The public suffix of the host on the Public Suffix List; `None`
    /// when the host is not a domain.
    ///
    /// >>> URL("https://whatwg.github.io/url/").public_suffix
    /// 'github.io'
    #[getter]
    fn public_suffix(&self) -> Option<&str> {
        self.url.public_suffix()
    }

    /// The registrable domain of the host (its public suffix and one label
    /// more); `None` when the host is not a domain or is a public suffix.
    ///
    /// >>> URL("https://a.b.example.co.uk/").registrable_domain
    /// 'example.co.uk'
    #[getter]
    fn registrable_domain(&self) -> Option<&str> {
        self.url.registrable_domain()
    }

    /// Parses `reference` with this URL as its base.
    ///
    /// >>> URL("https://example.com/a/b").join("../c").href
    /// 'https://example.com/c'
    fn join(&self, py: Python<'_>, reference: &Bound<'_, PyString>) -> PyResult<Self> {
        let reference = usv(reference);
        match self.url.join(&reference) {
            Ok(url) => Ok(PyUrl::of(url)),
            Err(e) => Err(parse_error(py, &e, &reference)),
        }
    }

    /// The shortest reference that `base.join` turns into this URL.
    ///
    /// >>> URL("https://example.com/docs/api/").relative_to(URL("https://example.com/docs/guide/intro"))
    /// '../api/'
    fn relative_to(&self, py: Python<'_>, base: &Bound<'_, PyAny>) -> PyResult<String> {
        let base = match base.cast::<PyUrl>() {
            Ok(u) => u.try_borrow()?.url.clone(),
            Err(_) => {
                let text = url_or_str(base)?;
                Url::parse(&text, None).map_err(|e| parse_error(py, &e, &text))?
            }
        };
        Ok(self.url.relative_to(&base).to_string())
    }

    /// The URL normalised up to an equivalence level (`"path"`,
    /// `"authority"`, `"scheme-based"`, `"scheme"`, `"percent-encoding"`
    /// or `"normal"`). A parsed URL is already in the normal form, so
    /// this is its href at every level; `specurl.normalise` normalises any
    /// URL reference.
    ///
    /// >>> URL("HTTP://h:80/a/../b").normalise("path")
    /// 'http://h/b'
    /// >>> specurl.normalise("HTTP://h:80/a/../b", "path")
    /// 'HTTP://h:80/b'
    #[pyo3(signature = (level = "normal"))]
    fn normalise(&self, py: Python<'_>, level: &str) -> PyResult<String> {
        let level = self::level(level)?;
        let href = self.url.href();
        Ok(reference(py, href)?.normalise_to(level).to_string())
    }

    /// Whether this URL and `other` (a `URL` or a URL reference string)
    /// are equal once both are normalised up to `level`.
    ///
    /// >>> URL("http://h/a/b").equivalent("HTTP://h:80/a/./b", "scheme")
    /// True
    /// >>> URL("http://h/a/b").equivalent("HTTP://h:80/a/./b", "path")
    /// False
    #[pyo3(signature = (other, level = "normal"))]
    fn equivalent(&self, py: Python<'_>, other: &Bound<'_, PyAny>, level: &str) -> PyResult<bool> {
        let level = self::level(level)?;
        let other = url_or_str(other)?;
        let other = reference(py, &other)?;
        // Both sides as the grammar reads them: a `Url`'s own model has
        // its host processed, which a reference's has not.
        Ok(reference(py, self.url.href())?.equivalent(&other, level))
    }

    /// The URL for a person to read: an IRI, with safe domains in Unicode
    /// and percent-encoded UTF-8 decoded where that is unambiguous.
    ///
    /// >>> URL("https://xn--caf-dma.example/%C3%A9").to_unicode()
    /// 'https://café.example/é'
    fn to_unicode(&self) -> String {
        self.url.to_unicode()
    }

    fn __str__<'py>(&self, py: Python<'py>) -> Bound<'py, PyString> {
        self.href_str(py)
    }

    fn __repr__(&self) -> PyResult<String> {
        Python::attach(|py| {
            let href = PyString::new(py, self.url.href());
            Ok(format!("URL({})", href.repr()?))
        })
    }

    fn __eq__(&self, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        let py = other.py();
        match other.cast::<PyUrl>() {
            Ok(o) => {
                let equal = self.url.href() == o.try_borrow()?.url.href();
                Ok(PyBool::new(py, equal).to_owned().into_any().unbind())
            }
            Err(_) => Ok(py.NotImplemented()),
        }
    }

    // A URL is mutable, as the standard's is; its hash is its href's, so a
    // URL changed while it is a dict key or in a set is lost there, as with
    // any mutable key.
    fn __hash__(&self) -> u64 {
        let mut h = DefaultHasher::new();
        self.url.href().hash(&mut h);
        h.finish()
    }

    fn __reduce__<'py>(
        slf: &Bound<'py, Self>,
    ) -> PyResult<(Bound<'py, PyAny>, Bound<'py, PyTuple>)> {
        let href = slf.try_borrow()?.url.href().to_owned();
        Ok((slf.get_type().into_any(), PyTuple::new(slf.py(), [href])?))
    }

    fn __copy__(&self) -> Self {
        self.clone()
    }

    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> Self {
        self.clone()
    }
}
