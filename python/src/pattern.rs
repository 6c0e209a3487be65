//! `URLPattern` and `URLPatternSet`: the URL Pattern standard on
//! `specurl::url_pattern`.

use std::cmp::Ordering;
use std::collections::HashMap;

use pyo3::create_exception;
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PyString};
use specurl::url_pattern::{
    ComponentName, UrlPattern, UrlPatternComponentResult, UrlPatternError, UrlPatternInit,
    UrlPatternInput, UrlPatternOptions, UrlPatternResult, UrlPatternSet,
};

use crate::text::{char_index, usv};

create_exception!(
    specurl,
    URLPatternError,
    PyValueError,
    "A pattern the URL Pattern standard refuses, or a match it cannot run.\n\n\
     `kind` names what failed (`missing-protocol`, `invalid-regexp`, ...); \
     `component` is the component's name, or None; `pattern` is that \
     component's pattern string and `start`, `end` the place in it (None \
     when there is no place)."
);

fn pattern_error(py: Python<'_>, e: &UrlPatternError) -> PyErr {
    let err = URLPatternError::new_err(e.to_string());
    let value = err.value(py);
    let text = e.pattern();
    let (start, end) = match e.span() {
        Some(s) => (
            Some(char_index(text, s.start.offset)),
            Some(char_index(text, s.end.offset)),
        ),
        None => (None, None),
    };
    // Attributes of a fresh exception instance: setting them cannot fail
    // short of memory exhaustion, which Python reports itself.
    let _ = value.setattr("kind", e.kind().id());
    let _ = value.setattr("component", e.component().map(ComponentName::name));
    let _ = value.setattr("pattern", text);
    let _ = value.setattr("start", start);
    let _ = value.setattr("end", end);
    err
}

fn component_name(name: &str) -> PyResult<ComponentName> {
    name.parse::<ComponentName>().map_err(|_| {
        PyValueError::new_err(format!(
            "unknown component {name:?}: expected protocol, username, password, hostname, port, pathname, search or hash"
        ))
    })
}

/// A `str` or a dict of components (`"baseURL"` or `"base_url"` for its
/// base) as the standard's `URLPatternInput`.
fn input_of(value: Option<&Bound<'_, PyAny>>) -> PyResult<UrlPatternInput> {
    let Some(value) = value else {
        return Ok(UrlPatternInput::Init(UrlPatternInit::default()));
    };
    if let Ok(s) = value.cast::<PyString>() {
        return Ok(UrlPatternInput::String(usv(s).into_owned()));
    }
    let Ok(dict) = value.cast::<PyDict>() else {
        return Err(PyTypeError::new_err(format!(
            "a URL pattern input is a str or a dict, not {}",
            value.get_type().name()?
        )));
    };
    let mut init = UrlPatternInit::default();
    for (key, item) in dict.iter() {
        let key = key
            .cast::<PyString>()
            .map_err(|_| PyTypeError::new_err("a URL pattern input's keys are str"))?
            .to_string_lossy()
            .into_owned();
        // As WebIDL reads a dictionary: a key that is not a member is
        // ignored (WPT passes `{"ignoreCase": true}` as an input).
        let target = match key.as_str() {
            "baseURL" | "base_url" => None,
            name => match name.parse::<ComponentName>() {
                Ok(c) => Some(c),
                Err(_) => continue,
            },
        };
        let item = item
            .cast::<PyString>()
            .map_err(|_| PyTypeError::new_err(format!("the value of {key:?} must be a str")))?;
        let item = usv(item).into_owned();
        match target {
            Some(c) => init.set(c, item),
            None => init.base_url = Some(item),
        }
    }
    Ok(UrlPatternInput::Init(init))
}

fn input_to_py<'py>(py: Python<'py>, input: &UrlPatternInput) -> PyResult<Bound<'py, PyAny>> {
    match input {
        UrlPatternInput::String(s) => Ok(PyString::new(py, s).into_any()),
        UrlPatternInput::Init(init) => {
            let d = PyDict::new(py);
            for c in ComponentName::ALL {
                if let Some(v) = init.get(c) {
                    d.set_item(c.name(), v)?;
                }
            }
            if let Some(b) = &init.base_url {
                d.set_item("baseURL", b)?;
            }
            Ok(d.into_any())
        }
    }
}

fn component_to_py<'py>(
    py: Python<'py>,
    c: &UrlPatternComponentResult,
) -> PyResult<Bound<'py, PyDict>> {
    let groups = PyDict::new(py);
    for (name, value) in &c.groups {
        groups.set_item(name, value.as_deref())?;
    }
    let d = PyDict::new(py);
    d.set_item("input", &c.input)?;
    d.set_item("groups", groups)?;
    Ok(d)
}

/// A match as JavaScript's `URLPatternResult`: `inputs` and one
/// `{"input": ..., "groups": {...}}` per component.
fn result_to_py<'py>(py: Python<'py>, r: &UrlPatternResult) -> PyResult<Bound<'py, PyDict>> {
    let d = PyDict::new(py);
    let inputs = PyList::empty(py);
    for input in &r.inputs {
        inputs.append(input_to_py(py, input)?)?;
    }
    d.set_item("inputs", inputs)?;
    for c in ComponentName::ALL {
        d.set_item(c.name(), component_to_py(py, r.get(c))?)?;
    }
    Ok(d)
}

fn base_of(base_url: Option<&Bound<'_, PyString>>) -> Option<String> {
    base_url.map(|b| usv(b).into_owned())
}

/// A URL pattern, as the URL Pattern standard's `new URLPattern(input,
/// baseURL, {ignoreCase})`. `input` is a pattern string or a dict of
/// component patterns (`protocol`, `username`, `password`, `hostname`,
/// `port`, `pathname`, `search`, `hash`, and `baseURL`).
///
/// >>> from specurl import URLPattern
/// >>> p = URLPattern("https://example.com/books/:id(\\d+)")
/// >>> p.test("https://example.com/books/123")
/// True
/// >>> p.exec("https://example.com/books/123")["pathname"]
/// {'input': '/books/123', 'groups': {'id': '123'}}
/// >>> URLPattern({"pathname": "/a/*"}).pathname
/// '/a/*'
#[pyclass(name = "URLPattern", module = "specurl", frozen)]
pub struct PyUrlPattern {
    pattern: UrlPattern,
}

#[pymethods]
impl PyUrlPattern {
    #[new]
    #[pyo3(signature = (input = None, base_url = None, *, ignore_case = false))]
    fn new(
        py: Python<'_>,
        input: Option<&Bound<'_, PyAny>>,
        base_url: Option<&Bound<'_, PyString>>,
        ignore_case: bool,
    ) -> PyResult<Self> {
        let input = input_of(input)?;
        let base = base_of(base_url);
        let options = UrlPatternOptions { ignore_case };
        // Compiling a pattern touches no Python object.
        let parsed = py.detach(|| UrlPattern::parse(input, base.as_deref(), options));
        match parsed {
            Ok(pattern) => Ok(PyUrlPattern { pattern }),
            Err(e) => Err(pattern_error(py, &e)),
        }
    }

    /// Whether `input` (a URL string, resolved against `base_url`, or a
    /// dict of components) matches.
    #[pyo3(signature = (input = None, base_url = None))]
    fn test(
        &self,
        py: Python<'_>,
        input: Option<&Bound<'_, PyAny>>,
        base_url: Option<&Bound<'_, PyString>>,
    ) -> PyResult<bool> {
        let input = input_of(input)?;
        let base = base_of(base_url);
        self.pattern
            .test(input, base.as_deref())
            .map_err(|e| pattern_error(py, &e))
    }

    /// The match of `input`, shaped as JavaScript's `URLPatternResult`
    /// (`inputs`, and per component its `input` and `groups`), or `None`.
    ///
    /// >>> r = URLPattern({"pathname": "/:a/:b?"}).exec({"pathname": "/x"})
    /// >>> r["pathname"]["groups"]
    /// {'a': 'x', 'b': None}
    #[pyo3(signature = (input = None, base_url = None))]
    fn exec<'py>(
        &self,
        py: Python<'py>,
        input: Option<&Bound<'py, PyAny>>,
        base_url: Option<&Bound<'py, PyString>>,
    ) -> PyResult<Option<Bound<'py, PyDict>>> {
        let input = input_of(input)?;
        let base = base_of(base_url);
        match self.pattern.exec(input, base.as_deref()) {
            Ok(Some(r)) => Ok(Some(result_to_py(py, &r)?)),
            Ok(None) => Ok(None),
            Err(e) => Err(pattern_error(py, &e)),
        }
    }

    /// The protocol's pattern, normalised.
    #[getter]
    fn protocol(&self) -> &str {
        self.pattern.protocol()
    }

    /// The username's pattern, normalised.
    #[getter]
    fn username(&self) -> &str {
        self.pattern.username()
    }

    /// The password's pattern, normalised.
    #[getter]
    fn password(&self) -> &str {
        self.pattern.password()
    }

    /// The hostname's pattern, normalised.
    #[getter]
    fn hostname(&self) -> &str {
        self.pattern.hostname()
    }

    /// The port's pattern, normalised.
    #[getter]
    fn port(&self) -> &str {
        self.pattern.port()
    }

    /// The pathname's pattern, normalised.
    #[getter]
    fn pathname(&self) -> &str {
        self.pattern.pathname()
    }

    /// The search's pattern, normalised.
    #[getter]
    fn search(&self) -> &str {
        self.pattern.search()
    }

    /// The hash's pattern, normalised.
    #[getter]
    fn hash(&self) -> &str {
        self.pattern.hash()
    }

    /// Whether any component has a custom regular expression group.
    ///
    /// >>> URLPattern({"pathname": "/:id(\\d+)"}).has_regexp_groups
    /// True
    #[getter]
    fn has_regexp_groups(&self) -> bool {
        self.pattern.has_regexp_groups()
    }

    /// -1, 0 or 1: how `left` sorts before `right` in `component`, the
    /// more specific pattern last (the standard's `compareComponent`).
    ///
    /// >>> a, b = URLPattern({"pathname": "/foo/bar"}), URLPattern({"pathname": "/foo/:x"})
    /// >>> URLPattern.compare_component("pathname", a, b)
    /// 1
    #[staticmethod]
    fn compare_component(
        component: &str,
        left: &Bound<'_, PyUrlPattern>,
        right: &Bound<'_, PyUrlPattern>,
    ) -> PyResult<i32> {
        let c = component_name(component)?;
        let order = UrlPattern::compare_component(c, &left.get().pattern, &right.get().pattern);
        Ok(match order {
            Ordering::Less => -1,
            Ordering::Equal => 0,
            Ordering::Greater => 1,
        })
    }

    /// The `component` a match with `groups` (a dict of str) would give.
    ///
    /// >>> URLPattern("https://example.com/books/:id").generate("pathname", {"id": "a b"})
    /// '/books/a%20b'
    fn generate(
        &self,
        py: Python<'_>,
        component: &str,
        groups: &Bound<'_, PyDict>,
    ) -> PyResult<String> {
        let c = component_name(component)?;
        let mut map = HashMap::new();
        for (k, v) in groups.iter() {
            let (Ok(k), Ok(v)) = (k.cast::<PyString>(), v.cast::<PyString>()) else {
                return Err(PyTypeError::new_err("generate's groups map str to str"));
            };
            map.insert(usv(k).into_owned(), usv(v).into_owned());
        }
        self.pattern
            .generate(c, &map)
            .map_err(|e| pattern_error(py, &e))
    }

    fn __repr__(&self) -> String {
        let parts: Vec<String> = ComponentName::ALL
            .iter()
            .map(|&c| format!("{}={:?}", c.name(), self.pattern.get(c)))
            .collect();
        format!("URLPattern({})", parts.join(", "))
    }
}

/// A route set: many URL patterns matched against one URL, which is parsed
/// once; patterns are indexed by their fixed hostname, protocol and
/// pathname prefix, so that only the candidates run.
///
/// >>> from specurl import URLPattern, URLPatternSet
/// >>> routes = URLPatternSet()
/// >>> routes.add(URLPattern("https://example.com/books/:id"))
/// 0
/// >>> routes.add(URLPattern("https://example.com/*"))
/// 1
/// >>> routes.test("https://example.com/books/7")
/// [0, 1]
/// >>> i, m = routes.first("https://example.com/books/7")
/// >>> i, m["pathname"]["groups"]
/// (0, {'id': '7'})
#[pyclass(name = "URLPatternSet", module = "specurl")]
pub struct PyUrlPatternSet {
    set: UrlPatternSet,
}

#[pymethods]
impl PyUrlPatternSet {
    #[new]
    #[pyo3(signature = (patterns = None))]
    fn new(patterns: Option<&Bound<'_, PyAny>>) -> PyResult<Self> {
        let mut set = UrlPatternSet::new();
        if let Some(patterns) = patterns {
            for p in patterns.try_iter()? {
                let p = p?;
                let p = p.cast::<PyUrlPattern>().map_err(|_| {
                    PyTypeError::new_err("a URLPatternSet holds URLPattern objects")
                })?;
                set.push(p.get().pattern.clone());
            }
        }
        Ok(PyUrlPatternSet { set })
    }

    /// Adds a pattern; gives its index.
    fn add(&mut self, pattern: &Bound<'_, PyUrlPattern>) -> usize {
        self.set.push(pattern.get().pattern.clone())
    }

    /// The indices of the patterns that match the URL string `input`
    /// (resolved against `base_url`), in insertion order; none when it is
    /// not a URL.
    #[pyo3(signature = (input, base_url = None))]
    fn test(
        &self,
        py: Python<'_>,
        input: &Bound<'_, PyString>,
        base_url: Option<&Bound<'_, PyString>>,
    ) -> PyResult<Vec<usize>> {
        Ok(self
            .exec_all(py, input, base_url)?
            .into_iter()
            .map(|(i, _)| i)
            .collect())
    }

    /// Every matching pattern's index and match, in insertion order.
    #[pyo3(signature = (input, base_url = None))]
    fn exec<'py>(
        &self,
        py: Python<'py>,
        input: &Bound<'py, PyString>,
        base_url: Option<&Bound<'py, PyString>>,
    ) -> PyResult<Vec<(usize, Bound<'py, PyDict>)>> {
        self.exec_all(py, input, base_url)?
            .iter()
            .map(|(i, r)| Ok((*i, result_to_py(py, r)?)))
            .collect()
    }

    /// The first matching pattern's index and match, or `None`.
    #[pyo3(signature = (input, base_url = None))]
    fn first<'py>(
        &self,
        py: Python<'py>,
        input: &Bound<'py, PyString>,
        base_url: Option<&Bound<'py, PyString>>,
    ) -> PyResult<Option<(usize, Bound<'py, PyDict>)>> {
        let input = usv(input);
        let base = base_of(base_url);
        let Ok(url) = specurl::Url::parse(&input, base.as_deref()) else {
            return Ok(None);
        };
        match self.set.first_url(&url) {
            Ok(Some((i, r))) => Ok(Some((i, result_to_py(py, &r)?))),
            Ok(None) => Ok(None),
            Err(e) => Err(pattern_error(py, &e)),
        }
    }

    fn __len__(&self) -> usize {
        self.set.len()
    }
}

impl PyUrlPatternSet {
    fn exec_all(
        &self,
        py: Python<'_>,
        input: &Bound<'_, PyString>,
        base_url: Option<&Bound<'_, PyString>>,
    ) -> PyResult<Vec<(usize, UrlPatternResult)>> {
        let input = usv(input);
        let base = base_of(base_url);
        self.set
            .exec(&input, base.as_deref())
            .map_err(|e| pattern_error(py, &e))
    }
}
