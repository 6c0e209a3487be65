//! The one function DuckDB calls for every catalog function: it reads the
//! chunk's vectors as Arrow arrays, runs the catalog's kernel over them
//! and writes the result into the output vector, or, for `f(url)` of a
//! function with a row function, runs that row by row (`by_row`).

use std::ffi::CString;
use std::panic::{catch_unwind, AssertUnwindSafe};

use arrow_array::{Array, ArrayRef, UInt32Array};
use arrow_schema::{ArrowError, DataType};
use arrow_select::take::take;
use libduckdb_sys as ffi;
use specurl_arrow::catalog::Function;
use specurl_arrow::{Arg, Evaluated, Input, Strings};

use crate::{by_row, read, types, write};

/// DuckDB's scalar function callback: `info`'s extra information is the
/// catalog's `&'static Function` (`register`). An error, or a panic,
/// fails the query with its message; nothing unwinds into DuckDB.
///
/// # Safety
/// DuckDB calls it with a live chunk and output vector, as the C API
/// says, for a function registered by `register`.
pub(crate) unsafe extern "C" fn invoke(
    info: ffi::duckdb_function_info,
    input: ffi::duckdb_data_chunk,
    output: ffi::duckdb_vector,
) {
    let outcome = catch_unwind(AssertUnwindSafe(|| unsafe {
        let function = &*ffi::duckdb_scalar_function_get_extra_info(info).cast::<Function>();
        run(function, input, output).map_err(|e| format!("{}: {e}", function.name()))
    }));
    let message = match outcome {
        Ok(Ok(())) => return,
        Ok(Err(message)) => message,
        Err(_) => "specurl: a kernel panicked".to_owned(),
    };
    let message = CString::new(message.replace('\0', " ")).unwrap_or_default();
    // SAFETY: DuckDB copies the message.
    unsafe { ffi::duckdb_scalar_function_set_error(info, message.as_ptr()) };
}

/// [`invoke`]'s work, with Arrow's errors.
/// The one value of a string column whose rows are all that value.
/// DuckDB flattens a constant argument into such a column before the C
/// API's function sees it, and a constant means what SQL's constant
/// means: `url_registrable_domain(u, 'icann')`'s second argument is a
/// section only as a constant, and a constant base is parsed once.
/// `specurl.duckdb`'s Python functions read their columns the same way.
/// The scan stops at the first row that differs, the second row of most
/// columns of URLs.
fn constant(c: &ArrayRef) -> Option<Option<&str>> {
    let rows = Arg::of_array(c.as_ref()).ok()?;
    let first = rows.get(0);
    (!c.is_empty() && (1..c.len()).all(|i| rows.get(i) == first)).then_some(first)
}

unsafe fn run(
    function: &'static Function,
    input: ffi::duckdb_data_chunk,
    output: ffi::duckdb_vector,
) -> Result<(), ArrowError> {
    let rows = unsafe { ffi::duckdb_data_chunk_get_size(input) } as usize;
    let columns = unsafe { ffi::duckdb_data_chunk_get_column_count(input) } as usize;
    // `f(url)` of a string function of a URL: row by row, from DuckDB's
    // strings to DuckDB's, with no Arrow array between them.
    if let (Some(f), 1) = (function.by_row(), columns) {
        let url = unsafe { ffi::duckdb_data_chunk_get_vector(input, 0) };
        return unsafe { by_row::run(f, url, rows, output) };
    }
    let params = function.params();
    let arrays = (0..columns)
        .map(|i| unsafe {
            let vector = ffi::duckdb_data_chunk_get_vector(input, i as ffi::idx_t);
            if params.get(i).is_some_and(|p| types::is_list(p)) {
                read::string_lists(vector, rows)
            } else {
                read::strings(vector, rows)
            }
        })
        .collect::<Result<Vec<ArrayRef>, _>>()?;
    // The result's type is that of the arguments as DuckDB gives them,
    // before a column of one value is read as a constant.
    let types: Vec<DataType> = arrays.iter().map(|a| a.data_type().clone()).collect();
    let args: Vec<Input<'_>> = arrays
        .iter()
        .zip(params)
        .map(|(a, p)| match types::is_list(p) {
            false => constant(a).map_or(Input::Array(a), Input::Scalar),
            // A NULL list (of patterns) is NULL on every row, as
            // DataFusion's constant NULL is; a list is read as a column.
            true if a.null_count() == a.len() => Input::Scalar(None),
            true => Input::Array(a),
        })
        .collect();
    let result = match function.call_returning(&args, rows, &function.return_type(&types))? {
        Evaluated::Array(a) => a,
        // Every argument was one value: its one row on every row.
        Evaluated::Scalar(one) => take(one.as_ref(), &UInt32Array::from(vec![0; rows]), None)?,
    };
    if result.len() != rows {
        return Err(ArrowError::ComputeError(format!(
            "{} rows from {rows}",
            result.len()
        )));
    }
    unsafe { write::write(result.as_ref(), output, 0, None) }
}
