//! `URLSearchParams`: a list of name-value pairs, on its own or the live
//! query of a `URL`.

use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PyString, PyTuple};
use specurl::SearchParams;

use crate::text::usv;
use crate::url_class::PyUrl;

/// Where the list lives: in the object, or in a URL's query, read and
/// written through on every call so that the two never disagree.
enum Store {
    Own(SearchParams),
    Url(Py<PyUrl>),
}

/// The `application/x-www-form-urlencoded` list of name-value pairs, as
/// the URL Standard's `URLSearchParams`.
///
/// Built from a query string (a leading `?` is dropped), a `dict`, an
/// iterable of `(name, value)` pairs, or another `URLSearchParams`.
///
/// >>> from specurl import URLSearchParams
/// >>> p = URLSearchParams("?a=1&b=x%20y&a=2")
/// >>> p.get_all("a"), p.get("b")
/// (['1', '2'], 'x y')
/// >>> p.append("c", "&")
/// >>> str(p)
/// 'a=1&b=x+y&a=2&c=%26'
/// >>> list(URLSearchParams({"k": "v"}))
/// [('k', 'v')]
#[pyclass(name = "URLSearchParams", module = "specurl")]
pub struct PySearchParams {
    store: Store,
}

fn pair_text(item: &Bound<'_, PyAny>) -> PyResult<(String, String)> {
    let pair: Vec<Bound<'_, PyAny>> = item.extract().map_err(|_| {
        PyTypeError::new_err("each item of a URLSearchParams init must be a (name, value) pair")
    })?;
    if pair.len() != 2 {
        return Err(PyTypeError::new_err(format!(
            "a URLSearchParams pair has 2 items, not {}",
            pair.len()
        )));
    }
    Ok((str_arg(&pair[0])?, str_arg(&pair[1])?))
}

fn str_arg(value: &Bound<'_, PyAny>) -> PyResult<String> {
    match value.cast::<PyString>() {
        Ok(s) => Ok(usv(s).into_owned()),
        Err(_) => Err(PyTypeError::new_err(format!(
            "a name or value must be a str, not {}",
            value.get_type().name()?
        ))),
    }
}

impl PySearchParams {
    pub(crate) fn of_url(url: Py<PyUrl>) -> Self {
        PySearchParams {
            store: Store::Url(url),
        }
    }

    // A URL that another thread is writing cannot be read now: that is
    // pyo3's borrow error (a RuntimeError), never a panic.
    fn read<R>(&self, py: Python<'_>, f: impl FnOnce(&SearchParams) -> R) -> PyResult<R> {
        match &self.store {
            Store::Own(p) => Ok(f(p)),
            Store::Url(u) => Ok(f(&u.try_borrow(py)?.url.search_params())),
        }
    }

    fn write<R>(&mut self, py: Python<'_>, f: impl FnOnce(&mut SearchParams) -> R) -> PyResult<R> {
        match &mut self.store {
            Store::Own(p) => Ok(f(p)),
            // The URL's query is rewritten when the guard drops, as the
            // standard's "update steps" do after each change.
            Store::Url(u) => Ok(f(&mut u.try_borrow_mut(py)?.url.search_params_mut())),
        }
    }

    fn pairs(&self, py: Python<'_>) -> PyResult<Vec<(String, String)>> {
        self.read(py, |p| {
            p.iter()
                .map(|(n, v)| (n.to_owned(), v.to_owned()))
                .collect()
        })
    }
}

#[pymethods]
impl PySearchParams {
    #[new]
    #[pyo3(signature = (init = None))]
    fn new(py: Python<'_>, init: Option<&Bound<'_, PyAny>>) -> PyResult<Self> {
        let params = match init {
            None => SearchParams::new(),
            Some(init) => {
                if let Ok(s) = init.cast::<PyString>() {
                    let text = usv(s);
                    SearchParams::parse(text.strip_prefix('?').unwrap_or(&text))
                } else if let Ok(other) = init.cast::<PySearchParams>() {
                    other.try_borrow()?.pairs(py)?.into_iter().collect()
                } else if let Ok(d) = init.cast::<PyDict>() {
                    let mut params = SearchParams::new();
                    for (k, v) in d.iter() {
                        params.append(&str_arg(&k)?, &str_arg(&v)?);
                    }
                    params
                } else {
                    let mut params = SearchParams::new();
                    for item in init.try_iter().map_err(|_| {
                        PyTypeError::new_err(
                            "URLSearchParams takes a str, a dict or an iterable of (name, value) pairs",
                        )
                    })? {
                        let (n, v) = pair_text(&item?)?;
                        params.append(&n, &v);
                    }
                    params
                }
            }
        };
        Ok(PySearchParams {
            store: Store::Own(params),
        })
    }

    /// Adds a pair at the end.
    fn append(
        &mut self,
        py: Python<'_>,
        name: &Bound<'_, PyString>,
        value: &Bound<'_, PyString>,
    ) -> PyResult<()> {
        let (name, value) = (usv(name), usv(value));
        self.write(py, |p| p.append(&name, &value))
    }

    /// Removes every pair named `name` (with that `value`, if given).
    #[pyo3(signature = (name, value = None))]
    fn delete(
        &mut self,
        py: Python<'_>,
        name: &Bound<'_, PyString>,
        value: Option<&Bound<'_, PyString>>,
    ) -> PyResult<()> {
        let name = usv(name);
        let value = value.map(usv);
        self.write(py, |p| p.delete(&name, value.as_deref()))
    }

    /// The value of the first pair named `name`, or `None`.
    fn get(&self, py: Python<'_>, name: &Bound<'_, PyString>) -> PyResult<Option<String>> {
        let name = usv(name);
        self.read(py, |p| p.get(&name).map(str::to_owned))
    }

    /// The values of every pair named `name`, in order.
    fn get_all(&self, py: Python<'_>, name: &Bound<'_, PyString>) -> PyResult<Vec<String>> {
        let name = usv(name);
        self.read(py, |p| {
            p.get_all(&name).into_iter().map(str::to_owned).collect()
        })
    }

    /// Whether a pair is named `name` (with that `value`, if given).
    #[pyo3(signature = (name, value = None))]
    fn has(
        &self,
        py: Python<'_>,
        name: &Bound<'_, PyString>,
        value: Option<&Bound<'_, PyString>>,
    ) -> PyResult<bool> {
        let name = usv(name);
        let value = value.map(usv);
        self.read(py, |p| p.has(&name, value.as_deref()))
    }

    /// Sets the first pair named `name` to `value` and removes the others
    /// of that name; appends the pair if there is none.
    fn set(
        &mut self,
        py: Python<'_>,
        name: &Bound<'_, PyString>,
        value: &Bound<'_, PyString>,
    ) -> PyResult<()> {
        let (name, value) = (usv(name), usv(value));
        self.write(py, |p| p.set(&name, &value))
    }

    /// Sorts the pairs by name (by UTF-16 code units, as the standard),
    /// keeping the order of pairs with the same name.
    fn sort(&mut self, py: Python<'_>) -> PyResult<()> {
        self.write(py, |p| p.sort())
    }

    /// The pairs, as a list of `(name, value)` tuples.
    fn items(&self, py: Python<'_>) -> PyResult<Vec<(String, String)>> {
        self.pairs(py)
    }

    fn __iter__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let list = PyList::new(
            py,
            self.pairs(py)?
                .into_iter()
                .map(|(n, v)| PyTuple::new(py, [n, v]).map(Bound::into_any))
                .collect::<PyResult<Vec<_>>>()?,
        )?;
        list.try_iter().map(Bound::into_any)
    }

    fn __len__(&self, py: Python<'_>) -> PyResult<usize> {
        self.read(py, SearchParams::len)
    }

    fn __contains__(&self, py: Python<'_>, name: &Bound<'_, PyString>) -> PyResult<bool> {
        let name = usv(name);
        self.read(py, |p| p.has(&name, None))
    }

    /// The `application/x-www-form-urlencoded` serialization.
    fn __str__(&self, py: Python<'_>) -> PyResult<String> {
        self.read(py, |p| p.to_string())
    }

    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        let text = PyString::new(py, &self.__str__(py)?);
        Ok(format!("URLSearchParams({})", text.repr()?))
    }
}
