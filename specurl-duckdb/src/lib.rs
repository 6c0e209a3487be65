//! specurl's SQL functions as a DuckDB loadable extension: every function
//! of `specurl_arrow::catalog` under its SQL name (`url_hostname`,
//! `url_registrable_domain`, `parse_url`, ...), with the arities, result
//! types and NULLs of DataFusion's (`datafusion-specurl`), in any DuckDB
//! client that can `LOAD` an extension: the command-line shell, Python,
//! R, Java, Node.
//!
//! It is built on DuckDB's stable C API (v1.2.0), through the function
//! table DuckDB hands an extension when it loads it, so one build serves
//! every DuckDB from 1.2 on. The shared library becomes an extension when
//! DuckDB's 512-byte metadata footer is appended to it
//! (`specurl-duckdb/append_metadata.py`); docs/duckdb.md says how to
//! build, load and test it.
//!
//! ```sql
//! -- duckdb -unsigned
//! LOAD 'target/release/specurl.duckdb_extension';
//! SELECT url_hostname('https://EXAMPLE.com/a');  -- example.com
//! ```
//!
//! The layers, each using only those before it: DuckDB's types of the
//! catalog's Arrow types (`types`), DuckDB's vectors read as Arrow arrays
//! (`read`) and Arrow arrays written into DuckDB's vectors (`write`), the
//! row functions from DuckDB's strings to DuckDB's (`by_row`), the
//! callback that runs a kernel over a chunk (`invoke`), the registration
//! of every catalog function (`register`), and the entry point here.
//!
//! The FFI needs `unsafe`: each block says what DuckDB guarantees for it.

use std::ffi::CString;

use libduckdb_sys as ffi;

mod by_row;
mod invoke;
mod read;
mod register;
mod types;
mod write;

/// The C API version the extension asks DuckDB for, and the one its
/// metadata footer names.
pub const C_API_VERSION: &str = "v1.2.0";

/// The entry point DuckDB calls when it loads `specurl.duckdb_extension`
/// (DuckDB looks for `<file name>_init_c_api`): it takes DuckDB's API
/// table, opens a connection to the database being extended and registers
/// every catalog function there. `false`, with the reason handed to
/// DuckDB, when it cannot.
///
/// # Safety
/// Only DuckDB calls it, with the extension's `info` and `access`.
#[no_mangle]
pub unsafe extern "C" fn specurl_init_c_api(
    info: ffi::duckdb_extension_info,
    access: *const ffi::duckdb_extension_access,
) -> bool {
    match unsafe { init(info, access) } {
        Ok(loaded) => loaded,
        Err(message) => {
            if let Some(set_error) = unsafe { (*access).set_error } {
                let message = CString::new(message).unwrap_or_default();
                // SAFETY: DuckDB copies the message.
                unsafe { set_error(info, message.as_ptr()) };
            }
            false
        }
    }
}

/// [`specurl_init_c_api`]'s work. `Ok(false)` when DuckDB gives no API
/// table of [`C_API_VERSION`] (it has then said why).
unsafe fn init(
    info: ffi::duckdb_extension_info,
    access: *const ffi::duckdb_extension_access,
) -> Result<bool, String> {
    // SAFETY: `info` and `access` are DuckDB's, for this load.
    if !unsafe { ffi::duckdb_rs_extension_api_init(info, access, C_API_VERSION) }? {
        return Ok(false);
    }
    let get_database = unsafe { (*access).get_database }.ok_or("DuckDB gave no get_database")?;
    let database = unsafe { get_database(info) };
    if database.is_null() {
        return Ok(false);
    }
    let mut con: ffi::duckdb_connection = std::ptr::null_mut();
    // SAFETY: `database` is the live database being extended.
    if unsafe { ffi::duckdb_connect(*database, &mut con) } != ffi::DuckDBSuccess {
        return Err("specurl: could not connect to the database".to_owned());
    }
    // Functions registered on a connection are the database's: they stay
    // after it is closed.
    let registered = unsafe { register::register_all(con) };
    unsafe { ffi::duckdb_disconnect(&mut con) };
    registered.map(|()| true)
}
