//! DuckDB's logical types of the catalog's Arrow types: a function's
//! parameters and its result.

use std::ffi::CString;

use arrow_schema::DataType;
use libduckdb_sys as ffi;

/// Whether the parameter of this name takes a list of strings
/// (`VARCHAR[]`) rather than a string: `url_pattern_match`'s `patterns`.
/// The catalog's parameters are all strings but this one, and
/// `specurl.duckdb`'s Python functions read the same rule.
pub(crate) fn is_list(param: &str) -> bool {
    param == "patterns"
}

/// A DuckDB logical type, destroyed when dropped (DuckDB copies a type
/// wherever it is given one).
pub(crate) struct LogicalType(ffi::duckdb_logical_type);

impl LogicalType {
    fn simple(t: ffi::duckdb_type) -> Self {
        // SAFETY: any `duckdb_type` constant makes a type DuckDB owns
        // until `duckdb_destroy_logical_type`.
        LogicalType(unsafe { ffi::duckdb_create_logical_type(t) })
    }

    /// `VARCHAR`.
    pub(crate) fn varchar() -> Self {
        Self::simple(ffi::DUCKDB_TYPE_DUCKDB_TYPE_VARCHAR)
    }

    /// `child[]`.
    pub(crate) fn list(child: &LogicalType) -> Self {
        // SAFETY: `child` is a live type; DuckDB copies it.
        LogicalType(unsafe { ffi::duckdb_create_list_type(child.0) })
    }

    /// The type of the parameter of this name: `VARCHAR[]` for a list
    /// ([`is_list`]), else `VARCHAR`.
    pub(crate) fn of_param(param: &str) -> Self {
        match is_list(param) {
            true => Self::list(&Self::varchar()),
            false => Self::varchar(),
        }
    }

    /// The DuckDB type of an Arrow type of a result: strings of every
    /// layout (and a dictionary of them) are `VARCHAR`, structs and lists
    /// are DuckDB's `STRUCT` and `LIST` of their members' types. `None`
    /// for a type that has no DuckDB counterpart here.
    pub(crate) fn of(t: &DataType) -> Option<Self> {
        use ffi::*;
        Some(match t {
            DataType::Utf8 | DataType::LargeUtf8 | DataType::Utf8View => Self::varchar(),
            DataType::Dictionary(_, value) => Self::of(value)?,
            DataType::Boolean => Self::simple(DUCKDB_TYPE_DUCKDB_TYPE_BOOLEAN),
            DataType::Int8 => Self::simple(DUCKDB_TYPE_DUCKDB_TYPE_TINYINT),
            DataType::Int16 => Self::simple(DUCKDB_TYPE_DUCKDB_TYPE_SMALLINT),
            DataType::Int32 => Self::simple(DUCKDB_TYPE_DUCKDB_TYPE_INTEGER),
            DataType::Int64 => Self::simple(DUCKDB_TYPE_DUCKDB_TYPE_BIGINT),
            DataType::UInt8 => Self::simple(DUCKDB_TYPE_DUCKDB_TYPE_UTINYINT),
            DataType::UInt16 => Self::simple(DUCKDB_TYPE_DUCKDB_TYPE_USMALLINT),
            DataType::UInt32 => Self::simple(DUCKDB_TYPE_DUCKDB_TYPE_UINTEGER),
            DataType::UInt64 => Self::simple(DUCKDB_TYPE_DUCKDB_TYPE_UBIGINT),
            DataType::List(item) | DataType::LargeList(item) => {
                Self::list(&Self::of(item.data_type())?)
            }
            DataType::Struct(fields) => {
                let members = fields
                    .iter()
                    .map(|f| Self::of(f.data_type()))
                    .collect::<Option<Vec<_>>>()?;
                let names = fields
                    .iter()
                    .map(|f| CString::new(f.name().as_str()).ok())
                    .collect::<Option<Vec<_>>>()?;
                let mut raw_types: Vec<_> = members.iter().map(|m| m.0).collect();
                let mut raw_names: Vec<_> = names.iter().map(|n| n.as_ptr()).collect();
                // SAFETY: two arrays of `fields.len()` live types and
                // NUL-terminated names; DuckDB copies both.
                LogicalType(unsafe {
                    duckdb_create_struct_type(
                        raw_types.as_mut_ptr(),
                        raw_names.as_mut_ptr(),
                        fields.len() as idx_t,
                    )
                })
            }
            _ => return None,
        })
    }

    /// The raw handle, for DuckDB to copy.
    pub(crate) fn raw(&self) -> ffi::duckdb_logical_type {
        self.0
    }
}

impl Drop for LogicalType {
    fn drop(&mut self) {
        // SAFETY: the type was made by DuckDB and is destroyed once.
        unsafe { ffi::duckdb_destroy_logical_type(&mut self.0) }
    }
}
