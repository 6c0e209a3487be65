//! The string functions of a URL straight from DuckDB's strings to
//! DuckDB's strings: a call `f(url)` of a function with a row function
//! (`specurl_arrow::by_row`) reads each row's `string_t`, runs the row
//! function and writes the result's `string_t`, with no Arrow array on
//! the way in or out. What it gives is what the kernel gives, since the
//! row function is the kernel's for the row.

use arrow_schema::ArrowError;
use libduckdb_sys as ffi;
use specurl_arrow::by_row::ByRow;

use crate::read::{self, Validity};
use crate::write::{self, INLINE};

/// Writes `f` of each of the first `rows` rows of `input`, a `VARCHAR`
/// vector, into `output`, a `VARCHAR` one: NULL where the row is NULL or
/// `f` gives none.
///
/// # Safety
/// `input` and `output` are live, flat `VARCHAR` vectors of at least
/// `rows` rows, `output` writable.
pub(crate) unsafe fn run(
    f: ByRow,
    input: ffi::duckdb_vector,
    rows: usize,
    output: ffi::duckdb_vector,
) -> Result<(), ArrowError> {
    let data = unsafe { ffi::duckdb_vector_get_data(input) }
        .cast_const()
        .cast::<ffi::duckdb_string_t>();
    let validity = unsafe { Validity::of(input) };
    let out = unsafe { ffi::duckdb_vector_get_data(output) }.cast::<ffi::duckdb_string_t>();
    SCRATCH
        .with_borrow_mut(|scratch| unsafe { chunk(f, data, validity, rows, output, out, scratch) })
}

/// What [`run`] keeps of a chunk while it writes it: the NULL rows, the
/// bytes of the results longer than DuckDB keeps inline, one after the
/// other, and the rows they are, with where each starts.
#[derive(Default)]
struct Scratch {
    nulls: Vec<usize>,
    heap: Vec<u8>,
    long: Vec<(usize, usize)>,
}

thread_local! {
    /// Each DuckDB thread's [`Scratch`], kept from chunk to chunk so that
    /// a chunk neither allocates nor grows a buffer once the first have.
    static SCRATCH: std::cell::RefCell<Scratch> = std::cell::RefCell::default();
}

/// [`run`] of one chunk, with `scratch` for what it keeps.
///
/// # Safety
/// As [`run`]'s: `data` and `validity` are `input`'s, `out` `output`'s
/// data.
unsafe fn chunk(
    f: ByRow,
    data: *const ffi::duckdb_string_t,
    validity: Validity,
    rows: usize,
    output: ffi::duckdb_vector,
    out: *mut ffi::duckdb_string_t,
    scratch: &mut Scratch,
) -> Result<(), ArrowError> {
    let Scratch { nulls, heap, long } = scratch;
    nulls.clear();
    heap.clear();
    long.clear();
    for row in 0..rows {
        let url = unsafe { read::string_at(data, validity, row) }?;
        let Some(result) = url.and_then(|url| f.call(url, None)) else {
            nulls.push(row);
            continue;
        };
        let bytes = result.as_bytes();
        if bytes.len() <= INLINE {
            // SAFETY: `output` has `rows` rows.
            unsafe { write::set_string(&mut *out.add(row), bytes, std::ptr::null()) };
        } else {
            long.push((row, heap.len()));
            heap.extend_from_slice(bytes);
        }
    }
    if let Some(&(first, _)) = long.first() {
        // Each result is UTF-8, so their concatenation is.
        let copy = unsafe { write::heap_copy(output, first, heap) }?;
        let ends = long
            .iter()
            .skip(1)
            .map(|&(_, start)| start)
            .chain([heap.len()]);
        for (&(row, start), end) in long.iter().zip(ends) {
            // SAFETY: `copy` holds `heap`'s bytes, and `output` has `rows` rows.
            unsafe {
                write::set_string(
                    &mut *out.add(row),
                    &heap[start..end],
                    copy.wrapping_add(start),
                )
            };
        }
    }
    unsafe { write_validity(output, rows, nulls) };
    Ok(())
}

/// Sets the first `rows` rows of `vector` valid but for `nulls`. A vector
/// with no mask yet has every row valid, so one is made only for a NULL;
/// a mask that is there (an earlier chunk's) has every row set either way.
///
/// # Safety
/// `vector` is a live, writable vector of at least `rows` rows, each of
/// `nulls` among them.
unsafe fn write_validity(vector: ffi::duckdb_vector, rows: usize, nulls: &[usize]) {
    if !nulls.is_empty() {
        unsafe { ffi::duckdb_vector_ensure_validity_writable(vector) };
    }
    let mask = unsafe { ffi::duckdb_vector_get_validity(vector) };
    if mask.is_null() {
        return;
    }
    // SAFETY: the mask has a bit for every row of the vector.
    let words = unsafe { std::slice::from_raw_parts_mut(mask, rows.div_ceil(64)) };
    words.fill(u64::MAX);
    for &row in nulls {
        words[row / 64] &= !(1u64 << (row % 64));
    }
}
