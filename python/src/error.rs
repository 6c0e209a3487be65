//! `URLError`: a failure to parse, with its kind and its place.

use pyo3::create_exception;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use specurl::{FilePathError, ParseError, SourceSpan};

use crate::text::char_index;

create_exception!(
    specurl,
    URLError,
    PyValueError,
    "A string that is not a URL, or a path that is not a file URL.\n\n\
     `kind` names what failed (`syntax.invalid-port`, `host.forbidden-code-point`, \
     `invalid-base`, ...); `start` and `end` are the place in the input, as indices \
     into the `str` (None when there is no place)."
);

/// A `URLError` with its kind and its place in `text` (the string the
/// span indexes).
pub(crate) fn url_error(
    py: Python<'_>,
    message: String,
    kind: String,
    span: Option<SourceSpan>,
    text: &str,
) -> PyErr {
    {
        let err = URLError::new_err(message);
        let value = err.value(py);
        let (start, end) = match span {
            Some(s) => (
                Some(char_index(text, s.start.offset)),
                Some(char_index(text, s.end.offset)),
            ),
            None => (None, None),
        };
        // Setting attributes on a fresh exception instance cannot fail
        // short of memory exhaustion, which Python reports itself.
        let _ = value.setattr("kind", kind);
        let _ = value.setattr("start", start);
        let _ = value.setattr("end", end);
        err
    }
}

/// A parse failure of `input` as a `URLError`.
pub(crate) fn parse_error(py: Python<'_>, e: &ParseError, input: &str) -> PyErr {
    url_error(py, e.to_string(), e.kind().id(), e.span(), input)
}

/// A file path conversion failure as a `URLError`; `text` is the path or
/// the href the span indexes.
pub(crate) fn file_path_error(py: Python<'_>, e: &FilePathError, text: &str) -> PyErr {
    url_error(py, e.to_string(), e.kind.id(), e.span, text)
}
