//! Columnar functions: every function of `specurl_arrow::catalog` (the
//! SQL functions' kernels) over whole columns, in Rust with the GIL
//! released, the result an Arrow array.
//!
//! An argument is a column (anything with `__arrow_c_array__` or
//! `__arrow_c_stream__`: a `pyarrow.Array` or `ChunkedArray`, a Polars
//! `Series`, an arro3 or nanoarrow array; or a list of `str` and `None`),
//! a constant (`str` or `None`), or, for `url_pattern_match`'s patterns,
//! a list of `str`.

use std::sync::Arc;

use arrow_array::{make_array, Array, ArrayRef, StringArray};
use arrow_data::ArrayData;
use arrow_pyarrow::{FromPyArrow, ToPyArrow};
use arrow_schema::{ArrowError, DataType};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PyString, PyTuple};
use specurl_arrow::catalog::{self, Function};
use specurl_arrow::{Evaluated, Input, Strings as _};

use crate::text::usv;

/// An argument as Rust reads it without the GIL.
enum Arg {
    Constant(Option<String>),
    Column(ArrayRef),
}

/// A column of any Arrow producer, or a list of `str` and `None`.
fn column(value: &Bound<'_, PyAny>) -> PyResult<Option<ArrayRef>> {
    if value.hasattr("__arrow_c_array__")? {
        return Ok(Some(make_array(ArrayData::from_pyarrow_bound(value)?)));
    }
    if value.hasattr("__arrow_c_stream__")? {
        return stream(value).map(Some);
    }
    if value.is_instance_of::<PyString>() || value.is_none() {
        return Ok(None);
    }
    let Ok(items) = value.try_iter() else {
        return Ok(None);
    };
    let mut rows: Vec<Option<String>> = Vec::with_capacity(value.len().unwrap_or(0));
    for item in items {
        let item = item?;
        if item.is_none() {
            rows.push(None);
        } else if let Ok(s) = item.cast::<PyString>() {
            rows.push(Some(usv(s).into_owned()));
        } else {
            return Err(PyTypeError::new_err(format!(
                "a column holds str or None, not {}",
                item.get_type().name()?
            )));
        }
    }
    Ok(Some(Arc::new(StringArray::from(rows))))
}

/// The chunks of an Arrow stream as one array (a `ChunkedArray`, a
/// Polars `Series`), read by pyarrow, which the result needs anyway.
fn stream(value: &Bound<'_, PyAny>) -> PyResult<ArrayRef> {
    let pyarrow = value.py().import("pyarrow")?;
    let chunked = pyarrow.call_method1("chunked_array", (value,))?;
    let array = chunked.call_method0("combine_chunks")?;
    Ok(make_array(ArrayData::from_pyarrow_bound(&array)?))
}

/// The argument of parameter `param`.
fn arg(param: &str, value: &Bound<'_, PyAny>) -> PyResult<Arg> {
    if value.is_none() {
        return Ok(Arg::Constant(None));
    }
    if let Ok(s) = value.cast::<PyString>() {
        return Ok(Arg::Constant(Some(usv(s).into_owned())));
    }
    match column(value)? {
        Some(c) if param == "patterns" || specurl_arrow::is_string_type(c.data_type()) => {
            Ok(Arg::Column(c))
        }
        Some(c) => Err(PyTypeError::new_err(format!(
            "{param}: a column of strings, not of {}",
            c.data_type()
        ))),
        None => Err(PyTypeError::new_err(format!(
            "{param}: a column (an Arrow array or a list of str), a str or None, not {}",
            value.get_type().name()?
        ))),
    }
}

/// `name(*args)`: the catalog's function over columns and constants, at
/// least one a column, all columns of one length (the list of patterns
/// aside, which is one value).
#[pyfunction]
#[pyo3(signature = (name, *args))]
pub(crate) fn columnar_call<'py>(
    py: Python<'py>,
    name: &str,
    args: &Bound<'py, PyTuple>,
) -> PyResult<Bound<'py, PyAny>> {
    let f = catalog::function(name)
        .ok_or_else(|| PyValueError::new_err(format!("no columnar function {name}")))?;
    let params = f.params();
    let args: Vec<Arg> = args
        .iter()
        .enumerate()
        .map(|(i, a)| arg(params.get(i).copied().unwrap_or("argument"), &a))
        .collect::<PyResult<_>>()?;
    let mut rows = None;
    for (i, a) in args.iter().enumerate() {
        if let (Arg::Column(c), false) = (a, params.get(i) == Some(&"patterns")) {
            match rows {
                None => rows = Some(c.len()),
                Some(n) if n != c.len() => {
                    return Err(PyValueError::new_err(format!(
                        "{}: columns of {n} and {} rows",
                        f.name(),
                        c.len()
                    )))
                }
                Some(_) => {}
            }
        }
    }
    let Some(rows) = rows else {
        return Err(PyTypeError::new_err(format!(
            "{}: one argument at least is a column; for one value, use specurl.URL",
            f.name()
        )));
    };
    let array = py.detach(|| run(f, &args, rows));
    let array = array.map_err(|e| PyValueError::new_err(e.to_string()))?;
    array.to_data().to_pyarrow(py)
}

fn run(f: &Function, args: &[Arg], rows: usize) -> Result<ArrayRef, ArrowError> {
    let given: Vec<Input<'_>> = args
        .iter()
        .map(|a| match a {
            Arg::Constant(s) => Input::Scalar(s.as_deref()),
            Arg::Column(c) => Input::Array(c),
        })
        .collect();
    // The result's type is that of the arguments as given, before a
    // column of one value is read as a constant.
    let types: Vec<DataType> = given.iter().map(Input::data_type).collect();
    let inputs: Vec<Input<'_>> = given
        .iter()
        .zip(f.params())
        .map(|(&input, &param)| match input {
            Input::Array(c) if param != "patterns" => constant(c).map_or(input, Input::Scalar),
            _ => input,
        })
        .collect();
    Ok(
        match f.call_returning(&inputs, rows, &f.return_type(&types))? {
            Evaluated::Array(a) => a,
            // Every argument a constant but the patterns: the one result on
            // every row.
            Evaluated::Scalar(a) => {
                let indices = arrow_array::UInt32Array::from(vec![0; rows]);
                arrow_select::take::take(&a, &indices, None)?
            }
        },
    )
}

/// The one value of a string column whose rows are all that value:
/// DuckDB hands a constant argument over as such a column, and a constant is read once (a base parsed once) and means
/// what SQL's constant means (`url_registrable_domain(u, 'icann')`'s
/// second argument is a section only as a constant). The scan stops at
/// the first row that differs, the second row of most columns of URLs.
fn constant(c: &ArrayRef) -> Option<Option<&str>> {
    // A dictionary is not read here: the driver reads it once per value.
    let rows = specurl_arrow::Arg::of_array(c.as_ref()).ok()?;
    let first = rows.get(0);
    (!c.is_empty() && (1..c.len()).all(|i| rows.get(i) == first)).then_some(first)
}

/// Every columnar function: its SQL name, its name in
/// `specurl.columnar`, its parameters, how many are required, and its
/// result type for each number of arguments.
#[pyfunction]
pub(crate) fn columnar_functions(py: Python<'_>) -> PyResult<Bound<'_, PyList>> {
    let list = PyList::empty(py);
    for f in catalog::functions() {
        let d = PyDict::new(py);
        d.set_item("name", f.name())?;
        d.set_item("short_name", f.short_name())?;
        d.set_item("params", f.params().to_vec())?;
        d.set_item("required", f.required())?;
        // The result type for each number of arguments, of strings (a
        // list of them for the patterns), from the required on.
        let returns = PyList::empty(py);
        for n in f.required()..=f.params().len() {
            let types: Vec<DataType> = f.params()[..n]
                .iter()
                .map(|&p| match p {
                    "patterns" => DataType::new_list(DataType::Utf8, true),
                    _ => DataType::Utf8,
                })
                .collect();
            returns.append(f.return_type(&types).to_pyarrow(py)?)?;
        }
        d.set_item("returns", returns)?;
        list.append(d)?;
    }
    Ok(list)
}
