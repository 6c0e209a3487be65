//! Every function of `specurl_arrow::catalog` as a DuckDB scalar function
//! set of its SQL name: one overload for each number of arguments it
//! takes, with the parameter and result types the catalog gives.

use std::ffi::{c_void, CString};

use arrow_schema::DataType;
use libduckdb_sys as ffi;
use specurl_arrow::catalog::{self, Function};

use crate::invoke::invoke;
use crate::types::LogicalType;

/// The DuckDB types of a call with the first `n` parameters of `f`, and
/// of its result.
fn signature(f: &Function, n: usize) -> Result<(Vec<LogicalType>, LogicalType), String> {
    let params = f.params()[..n]
        .iter()
        .map(|p| LogicalType::of_param(p))
        .collect();
    // The arguments are read from DuckDB as `Utf8` (read.rs), so the
    // result has the type of `Utf8` arguments.
    let returns = f.return_type(&vec![DataType::Utf8; n]);
    let result = LogicalType::of(&returns)
        .ok_or_else(|| format!("{}: no DuckDB type for its result {returns}", f.name()))?;
    Ok((params, result))
}

/// Registers every catalog function on `con`.
///
/// # Safety
/// `con` is a live connection, and DuckDB's API table is initialised.
pub(crate) unsafe fn register_all(con: ffi::duckdb_connection) -> Result<(), String> {
    for f in catalog::functions() {
        unsafe { register_one(con, f) }?;
    }
    Ok(())
}

/// Registers `f` as a function set of its name.
unsafe fn register_one(con: ffi::duckdb_connection, f: &'static Function) -> Result<(), String> {
    let name = CString::new(f.name()).map_err(|e| e.to_string())?;
    let mut set = unsafe { ffi::duckdb_create_scalar_function_set(name.as_ptr()) };
    let mut outcome = Ok(());
    for n in f.required()..=f.params().len() {
        let (params, result) = match signature(f, n) {
            Ok(s) => s,
            Err(e) => {
                outcome = Err(e);
                break;
            }
        };
        unsafe {
            let mut function = ffi::duckdb_create_scalar_function();
            ffi::duckdb_scalar_function_set_name(function, name.as_ptr());
            for p in &params {
                ffi::duckdb_scalar_function_add_parameter(function, p.raw());
            }
            ffi::duckdb_scalar_function_set_return_type(function, result.raw());
            ffi::duckdb_scalar_function_set_function(function, Some(invoke));
            // The catalog's functions are `'static`: nothing to destroy.
            let extra = (f as *const Function).cast_mut().cast::<c_void>();
            ffi::duckdb_scalar_function_set_extra_info(function, extra, None);
            // The kernels decide a NULL argument's row themselves (NULL,
            // as DataFusion's do), as they do for a column with NULLs.
            ffi::duckdb_scalar_function_set_special_handling(function);
            let added = ffi::duckdb_add_scalar_function_to_set(set, function);
            ffi::duckdb_destroy_scalar_function(&mut function);
            if added != ffi::DuckDBSuccess {
                outcome = Err(format!("{}: overload of {n} arguments not added", f.name()));
                break;
            }
        }
    }
    if outcome.is_ok()
        && unsafe { ffi::duckdb_register_scalar_function_set(con, set) } != ffi::DuckDBSuccess
    {
        outcome = Err(format!(
            "{}: not registered (a function of that name exists?)",
            f.name()
        ));
    }
    unsafe { ffi::duckdb_destroy_scalar_function_set(&mut set) };
    outcome
}
