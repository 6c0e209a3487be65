//! DuckDB's input vectors as Arrow arrays: a `VARCHAR` vector as a string
//! array, a `VARCHAR[]` vector as a list of them. DuckDB flattens a scalar
//! function's inputs before it calls the C API's function, so every
//! vector read here is a flat one of the chunk's rows.

use std::sync::Arc;

use arrow_array::builder::{GenericBinaryBuilder, ListBuilder, StringBuilder};
use arrow_array::{ArrayRef, GenericStringArray, OffsetSizeTrait};
use arrow_schema::ArrowError;
use libduckdb_sys as ffi;

/// The validity mask of a vector, `None` when every row is valid.
#[derive(Clone, Copy)]
pub(crate) struct Validity(Option<*const u64>);

impl Validity {
    /// The mask of `vector`.
    ///
    /// # Safety
    /// `vector` is a live DuckDB vector.
    pub(crate) unsafe fn of(vector: ffi::duckdb_vector) -> Self {
        let mask = unsafe { ffi::duckdb_vector_get_validity(vector) };
        Validity((!mask.is_null()).then_some(mask.cast_const()))
    }

    /// Whether row `row` is valid: its bit of DuckDB's mask of 64-bit
    /// words is set.
    ///
    /// # Safety
    /// `row` is within the vector's rows.
    pub(crate) unsafe fn is_valid(self, row: usize) -> bool {
        match self.0 {
            None => true,
            Some(mask) => unsafe { *mask.add(row / 64) >> (row % 64) & 1 == 1 },
        }
    }
}

/// The bytes of a DuckDB string: up to 12 inline after its length, longer
/// ones behind a pointer.
///
/// # Safety
/// `s` is a string of a live vector, which keeps its bytes alive while `s` is borrowed.
unsafe fn bytes(s: &ffi::duckdb_string_t) -> &[u8] {
    unsafe {
        let len = s.value.inlined.length as usize;
        if len <= 12 {
            std::slice::from_raw_parts(s.value.inlined.inlined.as_ptr().cast(), len)
        } else {
            std::slice::from_raw_parts(s.value.pointer.ptr.cast_const().cast(), len)
        }
    }
}

/// Row `row` of a `VARCHAR` vector whose strings are `data`, NULL where
/// the mask says so.
///
/// # Safety
/// `data` and `validity` are a live `VARCHAR` vector's, with `row` among
/// its rows.
#[inline]
pub(crate) unsafe fn string_at<'a>(
    data: *const ffi::duckdb_string_t,
    validity: Validity,
    row: usize,
) -> Result<Option<&'a str>, ArrowError> {
    if !unsafe { validity.is_valid(row) } {
        return Ok(None);
    }
    let raw = unsafe { bytes(&*data.add(row)) };
    // Most URLs are ASCII, a check of a word at a time, where a check of
    // UTF-8 takes several times as long as a row's hostname.
    if is_ascii(raw) {
        // SAFETY: ASCII is UTF-8.
        return Ok(Some(unsafe { std::str::from_utf8_unchecked(raw) }));
    }
    // DuckDB's VARCHAR is UTF-8 by its own checks; a string that is not
    // is an error here rather than undefined behaviour in a kernel.
    std::str::from_utf8(raw)
        .map(Some)
        .map_err(|e| ArrowError::InvalidArgumentError(format!("a VARCHAR that is not UTF-8: {e}")))
}

/// Whether `bytes` are ASCII. A URL of 16 to 64 bytes is read as four
/// blocks of 16, each 16 bytes on from the last but none past the end,
/// so that the last ones overlap: the same work whatever the length,
/// where a loop over each row's words ends at a different count on every
/// row and is mispredicted there on most of them.
#[inline]
fn is_ascii(bytes: &[u8]) -> bool {
    const HIGH: u128 = 0x8080_8080_8080_8080_8080_8080_8080_8080;
    let n = bytes.len();
    let block = |at: usize| {
        bytes
            .get(at..at + 16)
            .and_then(|b| b.try_into().ok())
            .map_or(0, u128::from_ne_bytes)
    };
    let high = match n {
        0..16 => {
            let word = |w: Option<&[u8; 8]>| w.map_or(0, |w| u128::from(u64::from_ne_bytes(*w)));
            match bytes.first_chunk::<8>() {
                Some(first) => word(Some(first)) | word(bytes.last_chunk::<8>()),
                None => bytes.iter().fold(0, |high, &b| high | u128::from(b)),
            }
        }
        16..=64 => (0..4).fold(0, |high, i| high | block((16 * i).min(n - 16))),
        _ => {
            let (blocks, rest) = bytes.as_chunks::<16>();
            let last = rest.iter().fold(0, |high, &b| high | u128::from(b));
            blocks
                .iter()
                .fold(last, |high, b| high | u128::from_ne_bytes(*b))
        }
    };
    high & HIGH == 0
}

/// The first `rows` rows of a `VARCHAR` vector as a `Utf8` array, or
/// `LargeUtf8` when their bytes pass `i32`'s offsets.
///
/// # Safety
/// `vector` is a live, flat `VARCHAR` vector of at least `rows` rows.
pub(crate) unsafe fn strings(
    vector: ffi::duckdb_vector,
    rows: usize,
) -> Result<ArrayRef, ArrowError> {
    let data = unsafe { ffi::duckdb_vector_get_data(vector) }
        .cast_const()
        .cast::<ffi::duckdb_string_t>();
    let validity = unsafe { Validity::of(vector) };
    let mut total = 0usize;
    for row in 0..rows {
        if unsafe { validity.is_valid(row) } {
            total += unsafe { (*data.add(row)).value.inlined.length } as usize;
        }
    }
    if i32::try_from(total).is_ok() {
        unsafe { collect::<i32>(data, validity, rows, total) }
    } else {
        unsafe { collect::<i64>(data, validity, rows, total) }
    }
}

/// [`strings`] into offsets of `O`, with `bytes` bytes of strings. The
/// bytes are copied as they are and checked to be UTF-8 once, over the
/// whole buffer, as Arrow checks a string array: a check of each row on
/// its own cost more than the copy.
unsafe fn collect<O: OffsetSizeTrait>(
    data: *const ffi::duckdb_string_t,
    validity: Validity,
    rows: usize,
    bytes: usize,
) -> Result<ArrayRef, ArrowError> {
    let mut out = GenericBinaryBuilder::<O>::with_capacity(rows, bytes);
    for row in 0..rows {
        if unsafe { validity.is_valid(row) } {
            out.append_value(unsafe { self::bytes(&*data.add(row)) });
        } else {
            out.append_null();
        }
    }
    GenericStringArray::<O>::try_from_binary(out.finish())
        .map(|a| Arc::new(a) as ArrayRef)
        .map_err(|e| ArrowError::InvalidArgumentError(format!("a VARCHAR that is not UTF-8: {e}")))
}

/// The first `rows` rows of a `VARCHAR[]` vector as a list of `Utf8`.
/// Each row is read through its own (offset, length) entry: after
/// DuckDB flattens a constant list, every row's entry points at the same
/// strings.
///
/// # Safety
/// `vector` is a live, flat `VARCHAR[]` vector of at least `rows` rows.
pub(crate) unsafe fn string_lists(
    vector: ffi::duckdb_vector,
    rows: usize,
) -> Result<ArrayRef, ArrowError> {
    let entries = unsafe { ffi::duckdb_vector_get_data(vector) }
        .cast_const()
        .cast::<ffi::duckdb_list_entry>();
    let validity = unsafe { Validity::of(vector) };
    let child = unsafe { ffi::duckdb_list_vector_get_child(vector) };
    let child_rows = unsafe { ffi::duckdb_list_vector_get_size(vector) } as usize;
    let child_data = unsafe { ffi::duckdb_vector_get_data(child) }
        .cast_const()
        .cast::<ffi::duckdb_string_t>();
    let child_validity = unsafe { Validity::of(child) };
    let mut out = ListBuilder::new(StringBuilder::new());
    for row in 0..rows {
        if !unsafe { validity.is_valid(row) } {
            out.append_null();
            continue;
        }
        let entry = unsafe { *entries.add(row) };
        let (start, len) = (entry.offset as usize, entry.length as usize);
        if start.checked_add(len).is_none_or(|end| end > child_rows) {
            return Err(ArrowError::InvalidArgumentError(
                "a list entry past its vector's strings".to_owned(),
            ));
        }
        for i in start..start + len {
            out.values()
                .append_option(unsafe { string_at(child_data, child_validity, i) }?);
        }
        out.append(true);
    }
    Ok(Arc::new(out.finish()))
}

#[cfg(test)]
mod tests {
    use super::is_ascii;

    #[test]
    fn a_byte_past_ascii_is_found_at_every_place_of_every_length() {
        for len in 0..=100 {
            let ascii = vec![b'a'; len];
            assert!(is_ascii(&ascii), "{len}");
            for at in 0..len {
                let mut bytes = ascii.clone();
                bytes[at] = 0x80;
                assert!(!is_ascii(&bytes), "{len} {at}");
            }
        }
    }
}
