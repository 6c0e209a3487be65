//! A kernel's Arrow result written into DuckDB's output vector: strings,
//! booleans and integers into the vector's data, structs member by member
//! into its children, lists into its list entries and child vector, and
//! NULLs into its validity mask, each at the DuckDB type `types` gave the
//! Arrow type.

use arrow_array::cast::AsArray;
use arrow_array::types::{
    Int16Type, Int32Type, Int64Type, Int8Type, UInt16Type, UInt32Type, UInt64Type, UInt8Type,
};
use arrow_array::{Array, ArrowPrimitiveType, GenericStringArray, OffsetSizeTrait};
use arrow_buffer::NullBuffer;
use arrow_schema::{ArrowError, DataType};
use libduckdb_sys as ffi;

/// Writes `array` into rows `at..at + array.len()` of `vector`, with the
/// rows NULL where `array` or `parent` (the NULLs of a struct around it)
/// is.
///
/// # Safety
/// `vector` is a live, writable vector of the DuckDB type of
/// `array.data_type()` (`types::LogicalType::of`), with room for those
/// rows (a list's child is grown here).
pub(crate) unsafe fn write(
    array: &dyn Array,
    vector: ffi::duckdb_vector,
    at: usize,
    parent: Option<&NullBuffer>,
) -> Result<(), ArrowError> {
    let nulls = NullBuffer::union(array.logical_nulls().as_ref(), parent);
    let nulls = nulls.as_ref();
    unsafe { write_validity(vector, at, array.len(), nulls) };
    match array.data_type() {
        DataType::Utf8 => {
            unsafe { write_string_array(vector, at, array.as_string::<i32>(), nulls) }?
        }
        DataType::LargeUtf8 => {
            unsafe { write_string_array(vector, at, array.as_string::<i64>(), nulls) }?
        }
        DataType::Utf8View => unsafe {
            write_strings(vector, at, array.as_string_view().iter(), nulls)
        },
        DataType::Boolean => {
            let data = unsafe { ffi::duckdb_vector_get_data(vector) }.cast::<bool>();
            for (i, v) in array.as_boolean().values().iter().enumerate() {
                // SAFETY: DuckDB's BOOLEAN is one byte, 0 or 1, as `bool`.
                unsafe { *data.add(at + i) = v };
            }
        }
        DataType::Int8 => unsafe { write_primitive::<Int8Type>(array, vector, at) },
        DataType::Int16 => unsafe { write_primitive::<Int16Type>(array, vector, at) },
        DataType::Int32 => unsafe { write_primitive::<Int32Type>(array, vector, at) },
        DataType::Int64 => unsafe { write_primitive::<Int64Type>(array, vector, at) },
        DataType::UInt8 => unsafe { write_primitive::<UInt8Type>(array, vector, at) },
        DataType::UInt16 => unsafe { write_primitive::<UInt16Type>(array, vector, at) },
        DataType::UInt32 => unsafe { write_primitive::<UInt32Type>(array, vector, at) },
        DataType::UInt64 => unsafe { write_primitive::<UInt64Type>(array, vector, at) },
        DataType::Struct(_) => {
            for (i, member) in array.as_struct().columns().iter().enumerate() {
                let child = unsafe { ffi::duckdb_struct_vector_get_child(vector, i as ffi::idx_t) };
                // A NULL struct's members are NULL too, as DuckDB keeps them.
                unsafe { write(member.as_ref(), child, at, nulls) }?;
            }
        }
        DataType::List(_) => unsafe { write_list::<i32>(array, vector, at, nulls) }?,
        DataType::LargeList(_) => unsafe { write_list::<i64>(array, vector, at, nulls) }?,
        DataType::Dictionary(_, _) => {
            let dictionary = array.as_any_dictionary();
            let values =
                arrow_select::take::take(dictionary.values().as_ref(), dictionary.keys(), None)?;
            unsafe { write(values.as_ref(), vector, at, nulls) }?;
        }
        DataType::Null => {}
        other => {
            return Err(ArrowError::NotYetImplemented(format!(
                "a result of type {other} in DuckDB"
            )))
        }
    }
    Ok(())
}

/// Sets the validity of rows `at..at + len` of `vector` from `nulls`. A
/// vector with no mask yet has every row valid, so one is made only for
/// a NULL; a mask that is there (an earlier chunk's, or a struct's
/// members') has every row set either way.
unsafe fn write_validity(
    vector: ffi::duckdb_vector,
    at: usize,
    len: usize,
    nulls: Option<&NullBuffer>,
) {
    let has_null = nulls.is_some_and(|n| n.null_count() > 0);
    if has_null {
        unsafe { ffi::duckdb_vector_ensure_validity_writable(vector) };
    }
    let mask = unsafe { ffi::duckdb_vector_get_validity(vector) };
    if mask.is_null() {
        return;
    }
    for i in 0..len {
        let row = at + i;
        // SAFETY: the mask has a bit for every row of the vector.
        let word = unsafe { &mut *mask.add(row / 64) };
        if nulls.is_some_and(|n| n.is_null(i)) {
            *word &= !(1u64 << (row % 64));
        } else {
            *word |= 1u64 << (row % 64);
        }
    }
}

/// Writes a string array's rows as DuckDB's `string_t`s: a string of up
/// to 12 bytes inline, as DuckDB keeps it (zero-padded, since DuckDB
/// compares the 16 bytes of an inline string as they are), a longer one
/// as its length, its first 4 bytes and a pointer into one copy of the
/// array's bytes in `vector`'s string heap. One copy a chunk, checked as
/// UTF-8 by DuckDB once over the chunk, costs less than a heap string and
/// a check for every row, and the heap keeps the bytes alive as long as
/// the vector, as it does each row's own copy.
unsafe fn write_string_array<O: OffsetSizeTrait>(
    vector: ffi::duckdb_vector,
    at: usize,
    array: &GenericStringArray<O>,
    nulls: Option<&NullBuffer>,
) -> Result<(), ArrowError> {
    let offsets = array.value_offsets();
    let (first, last) = (offsets[0].as_usize(), offsets[array.len()].as_usize());
    let is_long = |i: usize| {
        offsets[i + 1].as_usize() - offsets[i].as_usize() > INLINE
            && !nulls.is_some_and(|n| n.is_null(i))
    };
    let data = unsafe { ffi::duckdb_vector_get_data(vector) }.cast::<ffi::duckdb_string_t>();
    let mut heap: *const u8 = std::ptr::null();
    if (0..array.len()).any(is_long) {
        // Every string of a string array is UTF-8, so their concatenation is.
        heap = unsafe { heap_copy(vector, at, &array.value_data()[first..last]) }?;
    }
    for i in 0..array.len() {
        if nulls.is_some_and(|n| n.is_null(i)) {
            continue;
        }
        let (start, end) = (offsets[i].as_usize(), offsets[i + 1].as_usize());
        let value = &array.value_data()[start..end];
        // SAFETY: `heap` holds the chunk's bytes from `first` on.
        unsafe {
            set_string(
                &mut *data.add(at + i),
                value,
                heap.wrapping_add(start - first),
            )
        };
    }
    Ok(())
}

/// Copies `bytes`, UTF-8 and longer than [`INLINE`], into `vector`'s
/// string heap as the string of row `row`, and gives where the copy is:
/// the strings of a chunk's longer rows are kept there as one, for one
/// copy and one UTF-8 check of DuckDB's a chunk, and each row's
/// `string_t` (the row `row`'s too, once its own is written) points into
/// it. The heap keeps the bytes alive as long as the vector.
///
/// # Safety
/// `vector` is a live, writable `VARCHAR` vector with a row `row`.
pub(crate) unsafe fn heap_copy(
    vector: ffi::duckdb_vector,
    row: usize,
    bytes: &[u8],
) -> Result<*const u8, ArrowError> {
    let data = unsafe { ffi::duckdb_vector_get_data(vector) }.cast::<ffi::duckdb_string_t>();
    unsafe {
        ffi::duckdb_vector_assign_string_element_len(
            vector,
            row as ffi::idx_t,
            bytes.as_ptr().cast(),
            bytes.len() as ffi::idx_t,
        );
        let copy = (*data.add(row)).value.pointer;
        if copy.length as usize != bytes.len() || copy.ptr.is_null() {
            return Err(ArrowError::ComputeError(
                "DuckDB refused a chunk of strings".to_owned(),
            ));
        }
        Ok(copy.ptr.cast_const().cast())
    }
}

/// The longest string DuckDB keeps inside its `string_t`.
pub(crate) const INLINE: usize = 12;

/// Writes DuckDB's `string_t` of `value` into `to`: up to [`INLINE`]
/// bytes inline, as DuckDB keeps them (zero-padded, since DuckDB compares
/// the 16 bytes of an inline string as they are), a longer one as its
/// length, its first 4 bytes and `heap`, where its bytes are kept. It is
/// written in place: a `string_t` built on the stack and copied costs a
/// stalled load of bytes just stored, on every row.
pub(crate) fn set_string(to: &mut ffi::duckdb_string_t, value: &[u8], heap: *const u8) {
    // SAFETY: both members of the union are plain bytes of the same 16,
    // and the bytes copied fit the member they are copied into.
    unsafe {
        if value.len() <= INLINE {
            let inlined = &mut to.value.inlined;
            inlined.length = value.len() as u32;
            inlined.inlined = [0; INLINE];
            let inline = inlined.inlined.as_mut_ptr().cast::<u8>();
            std::ptr::copy_nonoverlapping(value.as_ptr(), inline, value.len());
        } else {
            let pointer = &mut to.value.pointer;
            pointer.length = value.len() as u32;
            std::ptr::copy_nonoverlapping(value.as_ptr(), pointer.prefix.as_mut_ptr().cast(), 4);
            pointer.ptr = heap.cast_mut().cast();
        }
    }
}

/// Copies each valid string into DuckDB's string heap of `vector`.
unsafe fn write_strings<'a>(
    vector: ffi::duckdb_vector,
    at: usize,
    strings: impl Iterator<Item = Option<&'a str>>,
    nulls: Option<&NullBuffer>,
) {
    for (i, s) in strings.enumerate() {
        if nulls.is_some_and(|n| n.is_null(i)) {
            continue;
        }
        let s = s.unwrap_or_default();
        // SAFETY: DuckDB copies `s.len()` bytes from `s`.
        unsafe {
            ffi::duckdb_vector_assign_string_element_len(
                vector,
                (at + i) as ffi::idx_t,
                s.as_ptr().cast(),
                s.len() as ffi::idx_t,
            )
        };
    }
}

/// Copies the values of an integer array into a vector of the same
/// width and sign (a NULL row's value is whatever Arrow holds there).
unsafe fn write_primitive<T: ArrowPrimitiveType>(
    array: &dyn Array,
    vector: ffi::duckdb_vector,
    at: usize,
) {
    let values = array.as_primitive::<T>().values();
    let data = unsafe { ffi::duckdb_vector_get_data(vector) }.cast::<T::Native>();
    // SAFETY: the vector has room for `at + values.len()` values of this
    // type, and does not overlap Arrow's buffer.
    unsafe { std::ptr::copy_nonoverlapping(values.as_ptr(), data.add(at), values.len()) };
}

/// Appends a list array's members to the end of `vector`'s child, and
/// writes each row's (offset, length) entry pointing at its own.
unsafe fn write_list<O: OffsetSizeTrait>(
    array: &dyn Array,
    vector: ffi::duckdb_vector,
    at: usize,
    nulls: Option<&NullBuffer>,
) -> Result<(), ArrowError> {
    let list = array.as_list::<O>();
    let offsets = list.value_offsets();
    let (first, last) = (offsets[0].as_usize(), offsets[list.len()].as_usize());
    let base = unsafe { ffi::duckdb_list_vector_get_size(vector) } as usize;
    let end = base + (last - first);
    let reserved = unsafe { ffi::duckdb_list_vector_reserve(vector, end as ffi::idx_t) };
    if reserved != ffi::DuckDBSuccess {
        return Err(ArrowError::MemoryError(format!(
            "a list of {end} members in DuckDB"
        )));
    }
    let entries = unsafe { ffi::duckdb_vector_get_data(vector) }.cast::<ffi::duckdb_list_entry>();
    for i in 0..list.len() {
        let (start, stop) = (offsets[i].as_usize(), offsets[i + 1].as_usize());
        let entry = if nulls.is_some_and(|n| n.is_null(i)) {
            ffi::duckdb_list_entry {
                offset: end as u64,
                length: 0,
            }
        } else {
            ffi::duckdb_list_entry {
                offset: (base + start - first) as u64,
                length: (stop - start) as u64,
            }
        };
        unsafe { *entries.add(at + i) = entry };
    }
    let members = list.values().slice(first, last - first);
    // The child is fetched after the reserve, which may move its buffers.
    let child = unsafe { ffi::duckdb_list_vector_get_child(vector) };
    unsafe { write(members.as_ref(), child, base, None) }?;
    let sized = unsafe { ffi::duckdb_list_vector_set_size(vector, end as ffi::idx_t) };
    if sized != ffi::DuckDBSuccess {
        return Err(ArrowError::MemoryError(format!(
            "a list of {end} members in DuckDB"
        )));
    }
    Ok(())
}
