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

impl Column {
    fn len(&self) -> usize {
        match self {
            Column::Arrow(a) => a.len(),
            Column::Rows(r) => r.len(),
        }
    }

    /// Calls `f` on each row in order (`None` for a null).
    fn each(&self, mut f: impl FnMut(Option<&str>)) {
        match self {
            Column::Rows(rows) => rows.iter().for_each(|r| f(r.as_deref())),
            Column::Arrow(a) => match a.data_type() {
                DataType::Utf8 => a.as_string::<i32>().iter().for_each(f),
                DataType::LargeUtf8 => a.as_string::<i64>().iter().for_each(f),
                DataType::Utf8View => a.as_string_view().iter().for_each(f),
                // `read` admits no other type.
                _ => (0..a.len()).for_each(|_| f(None)),
            },
        }
    }
}

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
        let mut out = StringBuilder::with_capacity(column.len(), column.len() * 16);
        column.each(
            |row| match row.map(|r| Url::parse_component(r, base.as_deref(), component)) {
                Some(Ok(value)) => out.append_value(value),
                _ => out.append_null(),
            },
        );
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
        let mut out = BooleanBuilder::with_capacity(column.len());
        column.each(|row| match row {
            Some(r) => out.append_value(Url::can_parse(r, base.as_deref())),
            None => out.append_null(),
        });
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
        let mut out = StringBuilder::with_capacity(column.len(), column.len() * 12);
        column.each(|row| {
            match row
                .and_then(|r| Url::parse(r, None).ok())
                .as_ref()
                .and_then(Url::registrable_domain)
            {
                Some(d) => out.append_value(d),
                None => out.append_null(),
            }
        });
        Arc::new(out.finish()) as ArrayRef
    });
    output(py, array)
}

/// The components a parsed row holds, in the struct's field order.
const STRUCT: [Component; 10] = [
    Component::Href,
    Component::Protocol,
    Component::Username,
    Component::Password,
    Component::Host,
    Component::Hostname,
    Component::Port,
    Component::Pathname,
    Component::Search,
    Component::Hash,
];

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
        let mut parts: Vec<StringBuilder> = STRUCT
            .iter()
            .map(|_| StringBuilder::with_capacity(column.len(), column.len() * 8))
            .collect();
        let mut valid = Vec::with_capacity(column.len());
        column.each(|row| {
            let url = row.and_then(|r| Url::parse(r, base.as_deref()).ok());
            valid.push(url.is_some());
            for (builder, &c) in parts.iter_mut().zip(&STRUCT) {
                // A null struct's children still need a value each.
                builder.append_value(url.as_ref().map_or("", |u| u.get(c)));
            }
        });
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
