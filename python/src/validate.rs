//! Validation with spans, the standard's own validation errors, and the
//! grammar's token tree.

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyString;
use specurl::grammar::{self, Mode, Rule};
use specurl::validate::{validate as run_validation, Diagnostic, Strictness};
use specurl::validate_with_base;
use specurl::{Source, SourceSpan, Url};

use crate::error::{parse_error, url_error};
use crate::text::{usv, CharIndex};
use crate::url::BaseArg;

fn strictness_of(name: &str) -> PyResult<Strictness> {
    match name {
        "lenient" => Ok(Strictness::Lenient),
        "strict" => Ok(Strictness::Strict),
        "whatwg" => Ok(Strictness::Whatwg),
        other => Err(PyValueError::new_err(format!(
            "unknown strictness {other:?}: expected 'lenient', 'strict' or 'whatwg'"
        ))),
    }
}

fn mode_of(name: Option<&str>) -> PyResult<Mode> {
    match name {
        None | Some("generic") => Ok(Mode::Generic),
        Some("file") => Ok(Mode::File),
        Some("web") => Ok(Mode::Web),
        Some(other) => Err(PyValueError::new_err(format!(
            "unknown mode {other:?}: expected 'generic', 'file' or 'web'"
        ))),
    }
}

/// `(start, end)` of `span` as indices into the `str` that `index`
/// counts.
fn places(span: &SourceSpan, index: &CharIndex<'_>) -> (usize, usize) {
    (index.of(span.start.offset), index.of(span.end.offset))
}

/// One finding of `validate`: what (`kind`, and `name`, the URL
/// Standard's name for it where it has one), how bad (`severity`,
/// `"error"` or `"warning"`), where (`start`, `end`: indices into the
/// input), and in words (`message`, and `help`, how to fix it, which
/// every diagnostic has).
#[pyclass(name = "Diagnostic", module = "specurl", frozen, get_all)]
pub struct PyDiagnostic {
    kind: String,
    name: Option<&'static str>,
    severity: &'static str,
    start: usize,
    end: usize,
    message: String,
    help: String,
}

impl PyDiagnostic {
    fn new(d: &Diagnostic, input: &str, index: &CharIndex<'_>) -> Self {
        let (start, end) = places(&d.span, index);
        PyDiagnostic {
            kind: d.kind.id(),
            name: d.whatwg_name(),
            severity: d.severity.name(),
            start,
            end,
            message: d.message(),
            help: d.help(input),
        }
    }
}

#[pymethods]
impl PyDiagnostic {
    fn __repr__(&self) -> String {
        let name = self.name.map_or("None".to_string(), |n| format!("{n:?}"));
        format!(
            "Diagnostic(kind={:?}, name={name}, severity={:?}, start={}, end={}, message={:?})",
            self.kind, self.severity, self.start, self.end, self.message
        )
    }
}

/// Every problem of `input` as a URL, with its place: against the
/// lenient or strict reading of the URL Specification's grammar, or the
/// URL Standard's *valid URL string* (`strictness="whatwg"`). `mode`
/// (`"generic"`, `"file"` or `"web"`) is how a schemeless input is read;
/// `base` (a `str` or a `URL`) validates the input as a reference against
/// it instead. An input is valid when no diagnostic is an error.
///
/// >>> from specurl import validate
/// >>> [(d.kind, d.severity, d.start, d.end) for d in validate("http://u@h/a b", strictness="strict")]
/// [('userinfo', 'error', 7, 9), ('invalid-character', 'error', 12, 13)]
/// >>> validate("https://example.com/a?b#c", strictness="whatwg")
/// []
/// >>> validate("../c", strictness="whatwg", base="https://example.com/a/b")
/// []
#[pyfunction]
#[pyo3(signature = (input, *, strictness = "lenient", mode = None, base = None))]
pub(crate) fn validate(
    py: Python<'_>,
    input: &Bound<'_, PyString>,
    strictness: &str,
    mode: Option<&str>,
    base: Option<&Bound<'_, PyAny>>,
) -> PyResult<Vec<PyDiagnostic>> {
    let strictness = strictness_of(strictness)?;
    let input = usv(input);
    let base = BaseArg::of(base)?;
    if base.is_some() && mode.is_some() {
        return Err(PyValueError::new_err(
            "give a mode or a base, not both: a base's scheme decides the mode",
        ));
    }
    let validation = match base {
        Some(BaseArg::Text(base)) => {
            let base = Url::parse(&base, None).map_err(|e| parse_error(py, &e, &base))?;
            validate_with_base(&input, Some(&base), strictness)
        }
        Some(BaseArg::Url(base)) => validate_with_base(&input, Some(&base.url), strictness),
        None => run_validation(&input, mode_of(mode)?, strictness),
    };
    let index = CharIndex::new(&input);
    Ok(validation
        .diagnostics()
        .iter()
        .map(|d| PyDiagnostic::new(d, &input, &index))
        .collect())
}

/// One of the URL Standard's validation errors: its `name` and the place,
/// `start` and `end`, in the input.
#[pyclass(name = "ValidationError", module = "specurl", frozen, get_all)]
pub struct PyValidationError {
    name: &'static str,
    start: usize,
    end: usize,
}

#[pymethods]
impl PyValidationError {
    fn __repr__(&self) -> String {
        format!(
            "ValidationError(name={:?}, start={}, end={})",
            self.name, self.start, self.end
        )
    }
}

/// The validation errors the URL Standard's basic URL parser reports
/// for `input` (against `base`), in its order, each with its place; the
/// list of a failure ends with the error that failed it.
///
/// >>> from specurl import validation_errors
/// >>> [(e.name, e.start, e.end) for e in validation_errors("https://user@example.com/a|b")]
/// [('invalid-credentials', 12, 13), ('invalid-URL-unit', 26, 27)]
#[pyfunction]
#[pyo3(signature = (input, base = None))]
pub(crate) fn validation_errors(
    input: &Bound<'_, PyString>,
    base: Option<&Bound<'_, PyAny>>,
) -> PyResult<Vec<PyValidationError>> {
    let input = usv(input);
    let base = BaseArg::of(base)?;
    let parsed = match &base {
        None => Url::parse_with_validation(&input, None),
        Some(BaseArg::Text(base)) => Url::parse_with_validation(&input, Some(base)),
        Some(BaseArg::Url(base)) => base.url.join_with_validation(&input),
    };
    let index = CharIndex::new(&input);
    Ok(parsed
        .whatwg_error_ranges()
        .map(|(name, range)| PyValidationError {
            name,
            start: index.of(range.start),
            end: index.of(range.end),
        })
        .collect())
}

/// A token of the grammar: the production (`rule`) that matched `text`
/// at `start..end` of the input, and the tokens inside it.
#[pyclass(name = "Token", module = "specurl", frozen, get_all)]
pub struct PyToken {
    rule: &'static str,
    start: usize,
    end: usize,
    text: String,
    children: Vec<Py<PyToken>>,
}

#[pymethods]
impl PyToken {
    fn __repr__(&self) -> String {
        format!(
            "Token({:?}, {}, {}, {:?}, {} children)",
            self.rule,
            self.start,
            self.end,
            self.text,
            self.children.len()
        )
    }
}

/// The span-annotated token tree of `input` as the URL Specification's
/// grammar reads it (the `url` production): the list of top-level tokens,
/// each with its `children`. `mode` (`"generic"`, `"file"` or `"web"`)
/// is how a schemeless input is read; a scheme decides for itself. The
/// grammar only splits: nothing is decoded or normalised. A string the
/// grammar refuses raises `URLError`.
///
/// >>> from specurl import tokens
/// >>> [(t.rule, t.text) for t in tokens("http://h:8/p?q")]
/// [('scheme', 'http'), ('authority', 'h:8'), ('path-root', '/'), ('file', 'p'), ('query', 'q')]
/// >>> [(t.rule, t.start, t.end) for t in tokens("http://h:8/p?q")[1].children]
/// [('host', 7, 8), ('port', 9, 10)]
#[pyfunction]
#[pyo3(signature = (input, mode = None))]
pub(crate) fn tokens(
    py: Python<'_>,
    input: &Bound<'_, PyString>,
    mode: Option<&str>,
) -> PyResult<Vec<Py<PyToken>>> {
    let input = usv(input);
    let source = Source::new(&input);
    let mode = Mode::sniff(source.text(), mode_of(mode)?);
    let parsed = match grammar::run(Rule::Url, mode, source.span()) {
        Ok(p) => p,
        Err(e) => {
            let span = source.source_span(&e.span);
            return Err(url_error(
                py,
                format!(
                    "the url rule does not match ({} mode): {}",
                    mode.name(),
                    e.kind
                ),
                format!("syntax.{}", e.kind.id()),
                Some(span),
                &input,
            ));
        }
    };
    // The tokens come in preorder with their depths: built from the last
    // one back, each token's children are the finished tokens one level
    // deeper, so the tree is made without recursion.
    let index = CharIndex::new(&input);
    let mut pending: Vec<Vec<Py<PyToken>>> = Vec::new();
    for (depth, token) in parsed.tokens.iter().rev() {
        let depth = *depth;
        if pending.len() < depth + 2 {
            pending.resize_with(depth + 2, Vec::new);
        }
        let mut children = std::mem::take(&mut pending[depth + 1]);
        children.reverse();
        // Offsets alone: a `SourceSpan` also counts lines and columns from
        // the start, once per token, which would make this quadratic.
        let at = token.span().location_offset();
        let start = index.of(source.original_offset(at));
        let end = index.of(source.original_end(at + token.span().fragment().len()));
        let node = Py::new(
            py,
            PyToken {
                rule: token.rule().name(),
                start,
                end,
                // What the grammar read: the input without the tabs and
                // newlines that preprocessing removed.
                text: token.span().fragment().to_string(),
                children,
            },
        )?;
        pending[depth].push(node);
    }
    let mut top = pending.into_iter().next().unwrap_or_default();
    top.reverse();
    Ok(top)
}
