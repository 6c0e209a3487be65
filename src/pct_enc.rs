//! Percent-encoding and -decoding of component values.
//!
//! One [`AsciiSet`] per column of the component table, derived at compile
//! time from [`crate::table::TABLE`]: a character is encoded where its
//! status is `E` or `F`, and where the grammar could never have put it
//! (`n/a`), except `%`, which is never encoded. Non-ASCII characters are
//! always encoded (as UTF-8 bytes), which is what `E` and `F` ask of them.

use std::borrow::Cow;

use percent_encoding::{utf8_percent_encode, AsciiSet};

use crate::table::{status, Column, Status};

const fn encode_set(column: Column) -> AsciiSet {
    let mut set = AsciiSet::EMPTY;
    let mut b = 0u8;
    while b < 0x80 {
        let encoded = match status(column, b as char) {
            Status::Encoded | Status::Fixed => true,
            Status::NotApplicable => b != b'%',
            Status::Valid | Status::Tolerated | Status::Rejected => false,
        };
        if encoded {
            set = set.add(b);
        }
        b += 1;
    }
    set
}

/// The encode set of the username column.
pub static USERNAME: AsciiSet = encode_set(Column::Username);
/// The encode set of the password column.
pub static PASSWORD: AsciiSet = encode_set(Column::Password);
/// The encode set of the opaque-host column.
pub static OPAQUE_HOST: AsciiSet = encode_set(Column::OpaqueHost);
/// The encode set of the dir-and-file column.
pub static SEGMENT: AsciiSet = encode_set(Column::Segment);
/// The encode set of the opaque-path column.
pub static OPAQUE_PATH: AsciiSet = encode_set(Column::OpaquePath);
/// The encode set of the query column (generic URLs).
pub static QUERY: AsciiSet = encode_set(Column::Query);
/// The encode set of the query column of web and file URLs.
pub static SPECIAL_QUERY: AsciiSet = encode_set(Column::SpecialQuery);
/// The encode set of the fragment column.
pub static FRAGMENT: AsciiSet = encode_set(Column::Fragment);

/// The encode set of a column.
pub fn set_of(column: Column) -> &'static AsciiSet {
    match column {
        Column::Username => &USERNAME,
        Column::Password => &PASSWORD,
        Column::OpaqueHost => &OPAQUE_HOST,
        Column::Segment => &SEGMENT,
        Column::OpaquePath => &OPAQUE_PATH,
        Column::Query => &QUERY,
        Column::SpecialQuery => &SPECIAL_QUERY,
        Column::Fragment => &FRAGMENT,
    }
}

/// Percent-encodes `value` for `column`; borrows when nothing changes.
///
/// ```
/// use specurl::{pct_enc::encode, table::Column};
/// assert_eq!(encode("a b%20é", Column::Segment), "a%20b%20%C3%A9");
/// assert_eq!(encode("a'b", Column::Query), "a'b");
/// assert_eq!(encode("a'b", Column::SpecialQuery), "a%27b");
/// ```
pub fn encode(value: &str, column: Column) -> Cow<'_, str> {
    utf8_percent_encode(value, set_of(column)).into()
}

/// Encodes a component value in place, keeping a borrow when nothing
/// changes.
pub(crate) fn encode_cow<'a>(value: &mut Cow<'a, str>, column: Column) {
    if let Cow::Owned(s) = encode(value, column) {
        *value = Cow::Owned(s);
    }
}

/// Percent-decodes `value` to bytes: each `pct-encoded-byte` becomes its
/// byte; `pct-invalid` and uncoded parts stay as they are.
///
/// ```
/// assert_eq!(specurl::pct_enc::decode_bytes("a%41%zz"), b"aA%zz".as_slice());
/// ```
pub fn decode_bytes(value: &str) -> Cow<'_, [u8]> {
    percent_encoding::percent_decode_str(value).into()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sets_follow_the_whatwg_sets() {
        // The WHATWG fragment set: C0 controls, space, ", <, >, `.
        for b in 0u8..0x80 {
            let whatwg = b < 0x20 || b == 0x7F || b" \"<>`".contains(&b);
            assert_eq!(FRAGMENT.contains(b), whatwg, "fragment {:?}", b as char);
        }
        // The WHATWG path set adds ?, ^, `, {, }; `#` and `/` cannot occur.
        for b in 0u8..0x80 {
            let whatwg = b < 0x20 || b == 0x7F || b" \"<>`#?^{}/".contains(&b);
            assert_eq!(SEGMENT.contains(b), whatwg, "segment {:?}", b as char);
        }
        // The userinfo set adds / : ; = @ [ \ ] ^ |.
        for b in 0u8..0x80 {
            let whatwg = b < 0x20 || b == 0x7F || b" \"<>`#?^{}/:;=@[\\]|".contains(&b);
            assert_eq!(PASSWORD.contains(b), whatwg, "password {:?}", b as char);
        }
        assert!(!SEGMENT.contains(b'%'));
    }
}
