//! Columnar functions: one URL function over a whole column, in Rust with
//! the GIL released, the result an Arrow array.
//!
//! A column is anything with `__arrow_c_array__` (a `pyarrow.Array` of
//! strings, or an array of another Arrow library), a `pyarrow.ChunkedArray`
//! (its chunks combined), or any iterable of `str` and `None`. The result
//! is a `pyarrow.Array` when pyarrow is installed, a `list` otherwise.

use std::sync::Arc;

use arrow_array::builder::{BooleanBuilder, StringBuilder};
use arrow_array::cast::AsArray;
use arrow_array::{make_array, Array, ArrayRef, StructArray};
use arrow_buffer::NullBuffer;
use arrow_data::ArrayData;
use arrow_pyarrow::{FromPyArrow, ToPyArrow};
use arrow_schema::{DataType, Field, Fields};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PyString};
use specurl::{Component, Url};

use crate::text::usv;

/// The strings of a column, as Rust reads them without the GIL.
enum Column {
    Arrow(ArrayRef),
    Rows(Vec<Option<String>>),
}

/// A column's rows, typed once, for random access from several threads.
enum Strings<'a> {
    Rows(&'a [Option<String>]),
    Utf8(&'a arrow_array::StringArray),
    LargeUtf8(&'a arrow_array::LargeStringArray),
    Utf8View(&'a arrow_array::StringViewArray),
}

impl Column {
    fn strings(&self) -> Strings<'_> {
        match self {
            Column::Rows(r) => Strings::Rows(r),
            Column::Arrow(a) => match a.data_type() {
                DataType::LargeUtf8 => Strings::LargeUtf8(a.as_string::<i64>()),
                DataType::Utf8View => Strings::Utf8View(a.as_string_view()),
                // `read` admits only the three string types.
                _ => Strings::Utf8(a.as_string::<i32>()),
            },
        }
    }
}

impl Strings<'_> {
    fn len(&self) -> usize {
        match self {
            Strings::Rows(r) => r.len(),
            Strings::Utf8(a) => a.len(),
            Strings::LargeUtf8(a) => a.len(),
            Strings::Utf8View(a) => a.len(),
        }
    }

    fn get(&self, i: usize) -> Option<&str> {
        match self {
            Strings::Rows(r) => r[i].as_deref(),
            Strings::Utf8(a) => (!a.is_null(i)).then(|| a.value(i)),
            Strings::LargeUtf8(a) => (!a.is_null(i)).then(|| a.value(i)),
            Strings::Utf8View(a) => (!a.is_null(i)).then(|| a.value(i)),
        }
    }

    /// `f` of every row, in order, the rows split among as many threads
    /// as the machine has cores (one below [`PER_THREAD`] rows): the GIL
    /// is released, so nothing but the work itself bounds them.
    fn map<'s, T: Send>(&'s self, f: impl Fn(Option<&'s str>) -> T + Sync) -> Vec<T> {
        let n = self.len();
        let threads = std::thread::available_parallelism()
            .map_or(1, |p| p.get())
            .min(n / PER_THREAD + 1);
        if threads <= 1 {
            return (0..n).map(|i| f(self.get(i))).collect();
        }
        let chunk = n.div_ceil(threads);
        std::thread::scope(|scope| {
            let f = &f;
            let parts: Vec<_> = (0..n)
                .step_by(chunk)
                .map(|start| {
                    let end = (start + chunk).min(n);
                    scope.spawn(move || (start..end).map(|i| f(self.get(i))).collect::<Vec<T>>())
                })
                .collect();
            let mut out = Vec::with_capacity(n);
            for part in parts {
                // A panic in a worker is a bug of this crate's; carrying it
                // on is what a panic on one thread would have done.
                out.extend(part.join().unwrap_or_else(|e| std::panic::resume_unwind(e)));
            }
            out
        })
    }
}

/// Rows below which one thread does the whole column: starting a thread
/// costs about what parsing a few hundred URLs does.
const PER_THREAD: usize = 4096;

fn read(values: &Bound<'_, PyAny>) -> PyResult<Column> {
    let values = match values.getattr_opt("combine_chunks")? {
        // A pyarrow.ChunkedArray: one array of its chunks.
        Some(combine) if !values.hasattr("__arrow_c_array__")? => combine.call0()?,
        _ => values.clone(),
    };
    if values.hasattr("__arrow_c_array__")? {
        let array = make_array(ArrayData::from_pyarrow_bound(&values)?);
        return match array.data_type() {
            DataType::Utf8 | DataType::LargeUtf8 | DataType::Utf8View => Ok(Column::Arrow(array)),
            other => Err(PyTypeError::new_err(format!(
                "a column of URLs is a string array, not {other}"
            ))),
        };
    }
    if values.is_instance_of::<PyString>() {
        return Err(PyTypeError::new_err(
            "a column of URLs is an array or an iterable of str, not one str",
        ));
    }
    let mut rows = Vec::with_capacity(values.len().unwrap_or(0));
    for item in values.try_iter()? {
        let item = item?;
        if item.is_none() {
            rows.push(None);
        } else if let Ok(s) = item.cast::<PyString>() {
            rows.push(Some(usv(s).into_owned()));
        } else {
            return Err(PyTypeError::new_err(format!(
                "a column of URLs holds str or None, not {}",
                item.get_type().name()?
            )));
        }
    }
    Ok(Column::Rows(rows))
}

/// The result as pyarrow has it, or as a list when pyarrow is missing.
fn output<'py>(py: Python<'py>, array: ArrayRef) -> PyResult<Bound<'py, PyAny>> {
    if py.import("pyarrow").is_ok() {
        return array.to_data().to_pyarrow(py);
    }
    let list = PyList::empty(py);
    match array.data_type() {
        DataType::Boolean => {
            for v in array.as_boolean().iter() {
                list.append(v)?;
            }
        }
        DataType::Utf8 => {
            for v in array.as_string::<i32>().iter() {
                list.append(v)?;
            }
        }
        DataType::Struct(fields) => {
            let s = array.as_struct();
            for row in 0..s.len() {
                if s.is_null(row) {
                    list.append(py.None())?;
                    continue;
                }
                let d = PyDict::new(py);
                for (i, f) in fields.iter().enumerate() {
                    d.set_item(f.name(), s.column(i).as_string::<i32>().value(row))?;
                }
                list.append(d)?;
            }
        }
        other => return Err(PyValueError::new_err(format!("no list form for {other}"))),
    }
    Ok(list.into_any())
}

fn component_of(name: &str) -> PyResult<Component> {
    name.parse::<Component>()
        .map_err(|e| PyValueError::new_err(e.to_string()))
}

/// One component of each URL (`"hostname"`, `"pathname"`, … or
/// `"href"`), against `base`; null where a row is null or not a URL.
#[pyfunction]
#[pyo3(signature = (values, component, base = None))]
pub(crate) fn column_component<'py>(
    py: Python<'py>,
    values: &Bound<'py, PyAny>,
    component: &str,
    base: Option<&Bound<'py, PyString>>,
) -> PyResult<Bound<'py, PyAny>> {
    let component = component_of(component)?;
    let base = base.map(|b| usv(b).into_owned());
    let column = read(values)?;
    let array = py.detach(|| {
        let strings = column.strings();
        let values = strings
            .map(|row| row.and_then(|r| Url::parse_component(r, base.as_deref(), component).ok()));
        let mut out = StringBuilder::with_capacity(values.len(), values.len() * 16);
        for v in values {
            out.append_option(v);
        }
        Arc::new(out.finish()) as ArrayRef
    });
    output(py, array)
}

/// Whether each row is a URL (against `base`); null where a row is null.
#[pyfunction]
#[pyo3(signature = (values, base = None))]
pub(crate) fn column_can_parse<'py>(
    py: Python<'py>,
    values: &Bound<'py, PyAny>,
    base: Option<&Bound<'py, PyString>>,
) -> PyResult<Bound<'py, PyAny>> {
    let base = base.map(|b| usv(b).into_owned());
    let column = read(values)?;
    let array = py.detach(|| {
        let strings = column.strings();
        let values = strings.map(|row| row.map(|r| Url::can_parse(r, base.as_deref())));
        let mut out = BooleanBuilder::with_capacity(values.len());
        for v in values {
            out.append_option(v);
        }
        Arc::new(out.finish()) as ArrayRef
    });
    output(py, array)
}

/// The registrable domain of each URL's host; null where a row is null,
/// not a URL, or has no registrable domain.
#[pyfunction]
pub(crate) fn column_registrable_domain<'py>(
    py: Python<'py>,
    values: &Bound<'py, PyAny>,
) -> PyResult<Bound<'py, PyAny>> {
    let column = read(values)?;
    let array = py.detach(|| {
        let strings = column.strings();
        let values = strings.map(|row| {
            let url = Url::parse(row?, None).ok()?;
            url.registrable_domain().map(str::to_owned)
        });
        let mut out = StringBuilder::with_capacity(values.len(), values.len() * 12);
        for v in values {
            out.append_option(v);
        }
        Arc::new(out.finish()) as ArrayRef
    });
    output(py, array)
}

/// The components a parsed row holds, in the struct's field order.
const STRUCT: [Component; 10] = Component::ALL;

/// Each URL parsed (against `base`) as a struct of its ten getters; a null
/// struct where a row is null or not a URL.
#[pyfunction]
#[pyo3(signature = (values, base = None))]
pub(crate) fn column_parse<'py>(
    py: Python<'py>,
    values: &Bound<'py, PyAny>,
    base: Option<&Bound<'py, PyString>>,
) -> PyResult<Bound<'py, PyAny>> {
    let base = base.map(|b| usv(b).into_owned());
    let column = read(values)?;
    let array = py.detach(|| {
        let rows = column.strings().len();
        let mut parts: Vec<StringBuilder> = STRUCT
            .iter()
            .map(|_| StringBuilder::with_capacity(rows, rows * 8))
            .collect();
        let strings = column.strings();
        let urls = strings.map(|row| row.and_then(|r| Url::parse(r, base.as_deref()).ok()));
        let mut valid = Vec::with_capacity(urls.len());
        for url in &urls {
            valid.push(url.is_some());
            for (builder, &c) in parts.iter_mut().zip(&STRUCT) {
                // A null struct's children still need a value each.
                builder.append_value(url.as_ref().map_or("", |u| u.get(c)));
            }
        }
        let fields: Fields = STRUCT
            .iter()
            .map(|c| Field::new(c.name(), DataType::Utf8, false))
            .collect();
        let children: Vec<ArrayRef> = parts
            .iter_mut()
            .map(|b| Arc::new(b.finish()) as ArrayRef)
            .collect();
        StructArray::try_new(fields, children, Some(NullBuffer::from(valid)))
            .map(|s| Arc::new(s) as ArrayRef)
    });
    let array = array.map_err(|e| PyValueError::new_err(e.to_string()))?;
    output(py, array)
}
